// tmlir e2e reproducer: test PoolAdaptiveAvg1dDynamic (family pooling), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.pooling
// BackendContractError: error: 2 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.adaptive_avg_pool1d' (its lowering did not apply: the input tensor<?x3x?xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt PoolAdaptiveAvg1dDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3x?xf32>) -> tensor<?x3x3xf32> {
    %c2 = arith.constant 2 : index
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x3x?xf32> -> !torch.vtensor<[?,3,?],f32>
    %1 = torch_c.from_i64 %c3_i64
    %2 = torch.prim.ListConstruct %1 : (!torch.int) -> !torch.list<int>
    %dim = tensor.dim %arg0, %c2 : tensor<?x3x?xf32>
    %3 = arith.index_cast %dim : index to i64
    %4 = arith.cmpi sgt, %3, %c0_i64 : i64
    cf.assert %4, "adaptive pool: empty spatial dim (torch.aten.adaptive_avg_pool1d) (<string>:9:5)"
    %5 = torch.aten.adaptive_avg_pool1d %0, %2 {tmlir.not_lowered = "the input tensor<?x3x?xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,3,?],f32>, !torch.list<int> -> !torch.vtensor<[?,3,3],f32>
    %6 = torch_c.to_builtin_tensor %5 : !torch.vtensor<[?,3,3],f32> -> tensor<?x3x3xf32>
    return %6 : tensor<?x3x3xf32>
  }
}
