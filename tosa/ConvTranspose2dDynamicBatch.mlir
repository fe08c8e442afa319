// tmlir e2e reproducer: test ConvTranspose2dDynamicBatch (family conv), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.conv
// BackendContractError: error: 6 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.convolution' (its lowering did not apply: the input tensor<?x3x4x4xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ConvTranspose2dDynamicBatch.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3x4x4xf32>, %arg1: tensor<3x2x3x3xf32>) -> tensor<?x2x9x9xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x3x4x4xf32> -> !torch.vtensor<[?,3,4,4],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<3x2x3x3xf32> -> !torch.vtensor<[3,2,3,3],f32>
    %2 = torch_c.from_i64 %c2_i64
    %3 = torch_c.from_i64 %c0_i64
    %4 = torch_c.from_i64 %c1_i64
    %5 = torch_c.from_i1 %true
    %none = torch.constant.none
    %6 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %4, %4 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.aten.convolution %0, %1, %none, %6, %7, %8, %5, %9, %4 {tmlir.not_lowered = "the input tensor<?x3x4x4xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,3,4,4],f32>, !torch.vtensor<[3,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,2,9,9],f32>
    %11 = torch_c.to_builtin_tensor %10 : !torch.vtensor<[?,2,9,9],f32> -> tensor<?x2x9x9xf32>
    return %11 : tensor<?x2x9x9xf32>
  }
}
