// tmlir e2e reproducer: test BasicMatmulDynamic (family basic), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/basic.py:30
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/basic.py:33:0: 'torch.aten.matmul' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt BasicMatmulDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x5xf32>, %arg1: tensor<5x?xf32>) -> tensor<?x?xf32> {
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x5xf32> -> !torch.vtensor<[?,5],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<5x?xf32> -> !torch.vtensor<[5,?],f32>
    %2 = torch.aten.matmul %0, %1 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[?,5],f32>, !torch.vtensor<[5,?],f32> -> !torch.vtensor<[?,?],f32>
    %3 = torch_c.to_builtin_tensor %2 : !torch.vtensor<[?,?],f32> -> tensor<?x?xf32>
    return %3 : tensor<?x?xf32>
  }
}
