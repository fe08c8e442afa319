// tmlir e2e reproducer: test IndexScatterDynamic (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.scatter.src' (its lowering did not apply: operand 'self' tensor<?x5xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexScatterDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x5xf32>, %arg1: tensor<2x2xi64>, %arg2: tensor<2x2xf32>) -> tensor<?x5xf32> {
    %c1_i64 = arith.constant 1 : i64
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x5xf32> -> !torch.vtensor<[?,5],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<2x2xi64> -> !torch.vtensor<[2,2],si64>
    %2 = torch_c.from_builtin_tensor %arg2 : tensor<2x2xf32> -> !torch.vtensor<[2,2],f32>
    %3 = torch_c.from_i64 %c1_i64
    %4 = torch.aten.scatter.src %0, %3, %1, %2 {tmlir.not_lowered = "operand 'self' tensor<?x5xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,5],f32>, !torch.int, !torch.vtensor<[2,2],si64>, !torch.vtensor<[2,2],f32> -> !torch.vtensor<[?,5],f32>
    %5 = torch_c.to_builtin_tensor %4 : !torch.vtensor<[?,5],f32> -> tensor<?x5xf32>
    return %5 : tensor<?x5xf32>
  }
}
