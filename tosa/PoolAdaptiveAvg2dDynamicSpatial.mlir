// tmlir e2e reproducer: test PoolAdaptiveAvg2dDynamicSpatial (family pooling), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.pooling
// BackendContractError: error: 2 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.adaptive_avg_pool2d' (its lowering did not apply: the input tensor<1x3x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt PoolAdaptiveAvg2dDynamicSpatial.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<1x3x?x?xf32>) -> tensor<1x3x3x2xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<1x3x?x?xf32> -> !torch.vtensor<[1,3,?,?],f32>
    %1 = torch_c.from_i64 %c3_i64
    %2 = torch_c.from_i64 %c2_i64
    %3 = torch.prim.ListConstruct %1, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %dim = tensor.dim %arg0, %c2 : tensor<1x3x?x?xf32>
    %4 = arith.index_cast %dim : index to i64
    %5 = arith.cmpi sgt, %4, %c0_i64 : i64
    cf.assert %5, "adaptive pool: empty spatial dim (torch.aten.adaptive_avg_pool2d) (<string>:9:5)"
    %dim_0 = tensor.dim %arg0, %c3 : tensor<1x3x?x?xf32>
    %6 = arith.index_cast %dim_0 : index to i64
    %7 = arith.cmpi sgt, %6, %c0_i64 : i64
    cf.assert %7, "adaptive pool: empty spatial dim (torch.aten.adaptive_avg_pool2d) (<string>:12:5)"
    %8 = torch.aten.adaptive_avg_pool2d %0, %3 {tmlir.not_lowered = "the input tensor<1x3x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[1,3,?,?],f32>, !torch.list<int> -> !torch.vtensor<[1,3,3,2],f32>
    %9 = torch_c.to_builtin_tensor %8 : !torch.vtensor<[1,3,3,2],f32> -> tensor<1x3x3x2xf32>
    return %9 : tensor<1x3x3x2xf32>
  }
}
