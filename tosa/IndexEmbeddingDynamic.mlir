// tmlir e2e reproducer: test IndexEmbeddingDynamic (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.index_select' (its lowering did not apply: operand 'index' tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexEmbeddingDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<10x3xf32>, %arg1: tensor<?xi64>) -> tensor<?x3xf32> {
    %c0_i64 = arith.constant 0 : i64
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<10x3xf32> -> !torch.vtensor<[10,3],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<?xi64> -> !torch.vtensor<[?],si64>
    %2 = torch_c.from_i64 %c0_i64
    %3 = torch.aten.index_select %0, %2, %1 {tmlir.not_lowered = "operand 'index' tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[10,3],f32>, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor<[?,3],f32>
    %4 = torch_c.to_builtin_tensor %3 : !torch.vtensor<[?,3],f32> -> tensor<?x3xf32>
    return %4 : tensor<?x3xf32>
  }
}
