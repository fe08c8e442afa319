// tmlir e2e reproducer: test IndexBoolMask (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 3 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten._unsafe_index.Tensor' (its lowering did not apply: an index tensor tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexBoolMask.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<?xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c12_i64 = arith.constant 12 : i64
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<3x4xf32> -> !torch.vtensor<[3,4],f32>
    %1 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %2 = tosa.greater %arg0, %1 : (tensor<3x4xf32>, tensor<1x1xf32>) -> tensor<3x4xi1>
    %3 = torch_c.from_builtin_tensor %2 : tensor<3x4xi1> -> !torch.vtensor<[3,4],i1>
    %4 = torch.aten.nonzero %3 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[3,4],i1> -> !torch.vtensor<[?,2],si64>
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
    %17 = torch.aten._unsafe_index.Tensor %0, %16 {tmlir.not_lowered = "an index tensor tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[3,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[?],f32>
    %18 = torch_c.to_builtin_tensor %17 : !torch.vtensor<[?],f32> -> tensor<?xf32>
    %dim = tensor.dim %18, %c0 : tensor<?xf32>
    %19 = arith.index_cast %dim : index to i64
    %20 = arith.cmpi sle, %19, %c12_i64 : i64
    %21 = arith.extui %20 : i1 to i64
    %22 = arith.cmpi ne, %21, %c0_i64 : i64
    cf.assert %22, "Runtime assertion failed for expression u1 <= 12 on node 'le' (<string>:20:5)"
    return %18 : tensor<?xf32>
  }
}
