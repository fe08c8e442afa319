// tmlir e2e reproducer: test IndexPutDynamic (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 2 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.index_put' (its lowering did not apply: operand 'self' tensor<?x3xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexPutDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3xf32>, %arg1: tensor<2xi64>, %arg2: tensor<2x3xf32>) -> tensor<?x3xf32> {
    %false = arith.constant false
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x3xf32> -> !torch.vtensor<[?,3],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<2xi64> -> !torch.vtensor<[2],si64>
    %2 = torch_c.from_builtin_tensor %arg2 : tensor<2x3xf32> -> !torch.vtensor<[2,3],f32>
    %3 = torch_c.from_i1 %false
    %4 = torch.prim.ListConstruct %1 : (!torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
    %5 = torch.aten.index_put %0, %4, %2, %3 {tmlir.not_lowered = "operand 'self' tensor<?x3xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,3],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[2,3],f32>, !torch.bool -> !torch.vtensor<[?,3],f32>
    %6 = torch_c.to_builtin_tensor %5 : !torch.vtensor<[?,3],f32> -> tensor<?x3xf32>
    return %6 : tensor<?x3xf32>
  }
}
