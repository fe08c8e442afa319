// tmlir e2e reproducer: test LinearMatmulDynamic3d2d (family linear), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.linear
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.matmul' (its lowering did not apply: matmul with dynamic broadcast batch dims)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt LinearMatmulDynamic3d2d.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x?x4xf32>, %arg1: tensor<4x5xf32>) -> tensor<?x?x5xf32> {
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x?x4xf32> -> !torch.vtensor<[?,?,4],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<4x5xf32> -> !torch.vtensor<[4,5],f32>
    %2 = torch.aten.matmul %0, %1 {tmlir.not_lowered = "matmul with dynamic broadcast batch dims"} : !torch.vtensor<[?,?,4],f32>, !torch.vtensor<[4,5],f32> -> !torch.vtensor<[?,?,5],f32>
    %3 = torch_c.to_builtin_tensor %2 : !torch.vtensor<[?,?,5],f32> -> tensor<?x?x5xf32>
    return %3 : tensor<?x?x5xf32>
  }
}
