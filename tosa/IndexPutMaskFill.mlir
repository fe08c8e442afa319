// tmlir e2e reproducer: test IndexPutMaskFill (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 3 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten._unsafe_index_put' (its lowering did not apply: an index tensor tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexPutMaskFill.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %false = arith.constant false
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<3x4xf32> -> !torch.vtensor<[3,4],f32>
    %1 = tosa.const  values(dense<0.000000e+00> : tensor<f32>) : () -> tensor<f32>
    %2 = torch_c.from_builtin_tensor %1 : tensor<f32> -> !torch.vtensor<[],f32>
    %3 = torch_c.from_i1 %false
    %4 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %5 = tosa.greater %arg0, %4 : (tensor<3x4xf32>, tensor<1x1xf32>) -> tensor<3x4xi1>
    %6 = torch_c.from_builtin_tensor %5 : tensor<3x4xi1> -> !torch.vtensor<[3,4],i1>
    %7 = torch.aten.nonzero %6 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[3,4],i1> -> !torch.vtensor<[?,2],si64>
    %8 = torch_c.to_builtin_tensor %7 : !torch.vtensor<[?,2],si64> -> tensor<?x2xi64>
    %9 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %10 = tosa.const_shape  values(dense<[-1, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %11 = tosa.slice %8, %9, %10 : (tensor<?x2xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x1xi64>
    %12 = tosa.const_shape  values(dense<-1> : tensor<1xindex>) : () -> !tosa.shape<1>
    %13 = tosa.reshape %11, %12 : (tensor<?x1xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %14 = torch_c.from_builtin_tensor %13 : tensor<?xi64> -> !torch.vtensor<[?],si64>
    %15 = tosa.const_shape  values(dense<[0, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %16 = tosa.slice %8, %15, %10 : (tensor<?x2xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x1xi64>
    %17 = tosa.reshape %16, %12 : (tensor<?x1xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %18 = torch_c.from_builtin_tensor %17 : tensor<?xi64> -> !torch.vtensor<[?],si64>
    %19 = torch.prim.ListConstruct %14, %18 : (!torch.vtensor<[?],si64>, !torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %20 = torch.aten._unsafe_index_put %0, %19, %2, %3 {tmlir.not_lowered = "an index tensor tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[3,4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[],f32>, !torch.bool -> !torch.vtensor<[3,4],f32>
    %21 = torch_c.to_builtin_tensor %20 : !torch.vtensor<[3,4],f32> -> tensor<3x4xf32>
    return %21 : tensor<3x4xf32>
  }
}
