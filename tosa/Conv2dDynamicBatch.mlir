// tmlir e2e reproducer: test Conv2dDynamicBatch (family conv), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.conv
// BackendContractError: error: 5 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.convolution' (its lowering did not apply: the input tensor<?x3x8x8xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt Conv2dDynamicBatch.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3x8x8xf32>, %arg1: tensor<4x3x3x3xf32>, %arg2: tensor<4xf32>) -> tensor<?x4x8x8xf32> {
    %c1_i64 = arith.constant 1 : i64
    %false = arith.constant false
    %c0_i64 = arith.constant 0 : i64
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x3x8x8xf32> -> !torch.vtensor<[?,3,8,8],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<4x3x3x3xf32> -> !torch.vtensor<[4,3,3,3],f32>
    %2 = torch_c.from_builtin_tensor %arg2 : tensor<4xf32> -> !torch.vtensor<[4],f32>
    %3 = torch_c.from_i64 %c1_i64
    %4 = torch_c.from_i1 %false
    %5 = torch_c.from_i64 %c0_i64
    %6 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.prim.ListConstruct %5, %5 : (!torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.aten.convolution %0, %1, %2, %6, %7, %8, %4, %9, %3 {tmlir.not_lowered = "the input tensor<?x3x8x8xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,3,8,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.vtensor<[4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,8,8],f32>
    %11 = torch_c.to_builtin_tensor %10 : !torch.vtensor<[?,4,8,8],f32> -> tensor<?x4x8x8xf32>
    return %11 : tensor<?x4x8x8xf32>
  }
}
