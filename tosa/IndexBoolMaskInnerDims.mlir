// tmlir e2e reproducer: test IndexBoolMaskInnerDims (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 4 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten._unsafe_index.Tensor' (its lowering did not apply: an index tensor tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexBoolMaskInnerDims.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x4xi1>) -> tensor<2x?xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c12_i64 = arith.constant 12 : i64
    %c1 = arith.constant 1 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<2x3x4xf32> -> !torch.vtensor<[2,3,4],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<3x4xi1> -> !torch.vtensor<[3,4],i1>
    %none = torch.constant.none
    %2 = torch.aten.nonzero %1 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[3,4],i1> -> !torch.vtensor<[?,2],si64>
    %3 = torch_c.to_builtin_tensor %2 : !torch.vtensor<[?,2],si64> -> tensor<?x2xi64>
    %4 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %5 = tosa.const_shape  values(dense<[-1, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %6 = tosa.slice %3, %4, %5 : (tensor<?x2xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x1xi64>
    %7 = tosa.const_shape  values(dense<-1> : tensor<1xindex>) : () -> !tosa.shape<1>
    %8 = tosa.reshape %6, %7 : (tensor<?x1xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %9 = torch_c.from_builtin_tensor %8 : tensor<?xi64> -> !torch.vtensor<[?],si64>
    %10 = tosa.const_shape  values(dense<[0, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %11 = tosa.slice %3, %10, %5 : (tensor<?x2xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x1xi64>
    %12 = tosa.reshape %11, %7 : (tensor<?x1xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %13 = torch_c.from_builtin_tensor %12 : tensor<?xi64> -> !torch.vtensor<[?],si64>
    %14 = torch.prim.ListConstruct %none, %9, %13 : (!torch.none, !torch.vtensor<[?],si64>, !torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %15 = torch.aten._unsafe_index.Tensor %0, %14 {tmlir.not_lowered = "an index tensor tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[2,3,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[2,?],f32>
    %16 = torch_c.to_builtin_tensor %15 : !torch.vtensor<[2,?],f32> -> tensor<2x?xf32>
    %dim = tensor.dim %16, %c1 : tensor<2x?xf32>
    %17 = arith.index_cast %dim : index to i64
    %18 = arith.cmpi sle, %17, %c12_i64 : i64
    %19 = arith.extui %18 : i1 to i64
    %20 = arith.cmpi ne, %19, %c0_i64 : i64
    cf.assert %20, "Runtime assertion failed for expression u1 <= 12 on node 'le' (<string>:20:5)"
    return %16 : tensor<2x?xf32>
  }
}
