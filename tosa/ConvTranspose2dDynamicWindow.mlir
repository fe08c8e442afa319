// tmlir e2e reproducer: test ConvTranspose2dDynamicWindow (family conv), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.conv
// BackendContractError: error: 6 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.convolution' (its lowering did not apply: the input tensor<?x2x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ConvTranspose2dDynamicWindow.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x2x?x?xf32>, %arg1: tensor<2x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x2x?x?xf32> -> !torch.vtensor<[?,2,?,?],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<2x?x?x?xf32> -> !torch.vtensor<[2,?,?,?],f32>
    %2 = torch_c.from_i64 %c2_i64
    %3 = torch_c.from_i64 %c1_i64
    %4 = torch_c.from_i1 %true
    %none = torch.constant.none
    %5 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.prim.ListConstruct %3, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.convolution %0, %1, %none, %5, %6, %7, %4, %8, %3 {tmlir.not_lowered = "the input tensor<?x2x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,2,?,?],f32>, !torch.vtensor<[2,?,?,?],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,?,?,?],f32>
    %10 = torch_c.to_builtin_tensor %9 : !torch.vtensor<[?,?,?,?],f32> -> tensor<?x?x?x?xf32>
    return %10 : tensor<?x?x?x?xf32>
  }
}
