// tmlir e2e reproducer: test LinearLinearDynamic (family linear), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.linear
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.matmul' (its lowering did not apply: matmul with dynamic broadcast batch dims)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt LinearLinearDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x?x4xf32>, %arg1: tensor<5x4xf32>, %arg2: tensor<5xf32>) -> tensor<?x?x5xf32> {
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x?x4xf32> -> !torch.vtensor<[?,?,4],f32>
    %1 = tosa.transpose %arg1 perms([1, 0]) : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %2 = torch_c.from_builtin_tensor %1 : tensor<4x5xf32> -> !torch.vtensor<[4,5],f32>
    %3 = torch.aten.matmul %0, %2 {tmlir.not_lowered = "matmul with dynamic broadcast batch dims"} : !torch.vtensor<[?,?,4],f32>, !torch.vtensor<[4,5],f32> -> !torch.vtensor<[?,?,5],f32>
    %4 = torch_c.to_builtin_tensor %3 : !torch.vtensor<[?,?,5],f32> -> tensor<?x?x5xf32>
    %5 = tosa.const_shape  values(dense<[1, 1, 5]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %6 = tosa.reshape %arg2, %5 : (tensor<5xf32>, !tosa.shape<3>) -> tensor<1x1x5xf32>
    %7 = tosa.add %4, %6 : (tensor<?x?x5xf32>, tensor<1x1x5xf32>) -> tensor<?x?x5xf32>
    return %7 : tensor<?x?x5xf32>
  }
}
