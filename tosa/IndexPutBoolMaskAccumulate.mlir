// tmlir e2e reproducer: test IndexPutBoolMaskAccumulate (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 3 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten._unsafe_index_put' (its lowering did not apply: an index tensor tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexPutBoolMaskAccumulate.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<3x4xi64>, %arg1: tensor<3x4xi1>, %arg2: tensor<i64>) -> tensor<3x4xi64> {
    %true = arith.constant true
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<3x4xi64> -> !torch.vtensor<[3,4],si64>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<3x4xi1> -> !torch.vtensor<[3,4],i1>
    %2 = torch_c.from_builtin_tensor %arg2 : tensor<i64> -> !torch.vtensor<[],si64>
    %3 = torch_c.from_i1 %true
    %4 = torch.aten.nonzero %1 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[3,4],i1> -> !torch.vtensor<[?,2],si64>
    %5 = torch_c.to_builtin_tensor %4 : !torch.vtensor<[?,2],si64> -> tensor<?x2xi64>
    %6 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %7 = tosa.const_shape  values(dense<[-1, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %8 = tosa.slice %5, %6, %7 : (tensor<?x2xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x1xi64>
    %9 = tosa.const_shape  values(dense<-1> : tensor<1xindex>) : () -> !tosa.shape<1>
    %10 = tosa.reshape %8, %9 : (tensor<?x1xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %11 = torch_c.from_builtin_tensor %10 : tensor<?xi64> -> !torch.vtensor<[?],si64>
    %12 = tosa.const_shape  values(dense<[0, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %13 = tosa.slice %5, %12, %7 : (tensor<?x2xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x1xi64>
    %14 = tosa.reshape %13, %9 : (tensor<?x1xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %15 = torch_c.from_builtin_tensor %14 : tensor<?xi64> -> !torch.vtensor<[?],si64>
    %16 = torch.prim.ListConstruct %11, %15 : (!torch.vtensor<[?],si64>, !torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %17 = torch.aten._unsafe_index_put %0, %16, %2, %3 {tmlir.not_lowered = "an index tensor tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[3,4],si64>, !torch.list<optional<vtensor>>, !torch.vtensor<[],si64>, !torch.bool -> !torch.vtensor<[3,4],si64>
    %18 = torch_c.to_builtin_tensor %17 : !torch.vtensor<[3,4],si64> -> tensor<3x4xi64>
    return %18 : tensor<3x4xi64>
  }
}
