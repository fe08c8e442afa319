// tmlir e2e reproducer: test PoolMax2dDynamicBatch (family pooling), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.pooling
// BackendContractError: error: 5 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.max_pool2d' (its lowering did not apply: the input tensor<?x3x8x8xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt PoolMax2dDynamicBatch.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3x8x8xf32>) -> tensor<?x3x4x4xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %false = arith.constant false
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x3x8x8xf32> -> !torch.vtensor<[?,3,8,8],f32>
    %1 = torch_c.from_i64 %c2_i64
    %2 = torch_c.from_i64 %c0_i64
    %3 = torch_c.from_i64 %c1_i64
    %4 = torch_c.from_i1 %false
    %5 = torch.prim.ListConstruct %1, %1 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %7 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.max_pool2d %0, %5, %6, %7, %8, %4 {tmlir.not_lowered = "the input tensor<?x3x8x8xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,3,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,3,4,4],f32>
    %10 = torch_c.to_builtin_tensor %9 : !torch.vtensor<[?,3,4,4],f32> -> tensor<?x3x4x4xf32>
    return %10 : tensor<?x3x4x4xf32>
  }
}
