// tmlir e2e reproducer: test Conv2dSameDynamicWindow (family conv), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.conv
// BackendContractError: error: 5 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.conv2d.padding' (its lowering did not apply: the input tensor<1x3x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.str' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt Conv2dSameDynamicWindow.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<1x3x?x?xf32>, %arg1: tensor<2x3x?x?xf32>) -> tensor<1x2x?x?xf32> {
    %c1_i64 = arith.constant 1 : i64
    %str = torch.constant.str "same"
    %c2_i64 = arith.constant 2 : i64
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<1x3x?x?xf32> -> !torch.vtensor<[1,3,?,?],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<2x3x?x?xf32> -> !torch.vtensor<[2,3,?,?],f32>
    %2 = torch_c.from_i64 %c1_i64
    %3 = torch_c.from_i64 %c2_i64
    %none = torch.constant.none
    %4 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.prim.ListConstruct %2, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.aten.conv2d.padding %0, %1, %none, %4, %str, %5, %2 {tmlir.not_lowered = "the input tensor<1x3x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[1,3,?,?],f32>, !torch.vtensor<[2,3,?,?],f32>, !torch.none, !torch.list<int>, !torch.str, !torch.list<int>, !torch.int -> !torch.vtensor<[1,2,?,?],f32>
    %7 = torch_c.to_builtin_tensor %6 : !torch.vtensor<[1,2,?,?],f32> -> tensor<1x2x?x?xf32>
    return %7 : tensor<1x2x?x?xf32>
  }
}
