// tmlir e2e reproducer: test IndexPutBoolMask (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 3 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten._unsafe_index_put' (its lowering did not apply: an index tensor tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexPutBoolMask.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<5x4xf32>, %arg1: tensor<5xi1>, %arg2: tensor<4xf32>) -> tensor<5x4xf32> {
    %false = arith.constant false
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<5x4xf32> -> !torch.vtensor<[5,4],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<5xi1> -> !torch.vtensor<[5],i1>
    %2 = torch_c.from_builtin_tensor %arg2 : tensor<4xf32> -> !torch.vtensor<[4],f32>
    %3 = torch_c.from_i1 %false
    %4 = torch.aten.nonzero %1 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[5],i1> -> !torch.vtensor<[?,1],si64>
    %5 = torch_c.to_builtin_tensor %4 : !torch.vtensor<[?,1],si64> -> tensor<?x1xi64>
    %6 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %7 = tosa.const_shape  values(dense<[-1, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %8 = tosa.slice %5, %6, %7 : (tensor<?x1xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x1xi64>
    %9 = tosa.const_shape  values(dense<-1> : tensor<1xindex>) : () -> !tosa.shape<1>
    %10 = tosa.reshape %8, %9 : (tensor<?x1xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %11 = torch_c.from_builtin_tensor %10 : tensor<?xi64> -> !torch.vtensor<[?],si64>
    %12 = torch.prim.ListConstruct %11 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %13 = torch.aten._unsafe_index_put %0, %12, %2, %3 {tmlir.not_lowered = "an index tensor tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[5,4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[4],f32>, !torch.bool -> !torch.vtensor<[5,4],f32>
    %14 = torch_c.to_builtin_tensor %13 : !torch.vtensor<[5,4],f32> -> tensor<5x4xf32>
    return %14 : tensor<5x4xf32>
  }
}
