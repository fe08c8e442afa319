// tmlir e2e reproducer: test LinearMmDynamicInt (family linear), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.linear
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.mm' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt LinearMmDynamicInt.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3xi64>, %arg1: tensor<3x?xi64>) -> tensor<?x?xi64> {
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x3xi64> -> !torch.vtensor<[?,3],si64>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<3x?xi64> -> !torch.vtensor<[3,?],si64>
    %2 = torch.aten.mm %0, %1 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[?,3],si64>, !torch.vtensor<[3,?],si64> -> !torch.vtensor<[?,?],si64>
    %3 = torch_c.to_builtin_tensor %2 : !torch.vtensor<[?,?],si64> -> tensor<?x?xi64>
    return %3 : tensor<?x?xi64>
  }
}
