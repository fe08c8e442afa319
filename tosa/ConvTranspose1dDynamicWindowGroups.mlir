// tmlir e2e reproducer: test ConvTranspose1dDynamicWindowGroups (family conv), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.conv
// BackendContractError: error: 6 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.convolution' (its lowering did not apply: the input tensor<1x4x?xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ConvTranspose1dDynamicWindowGroups.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<1x4x?xf32>, %arg1: tensor<4x1x?xf32>) -> tensor<1x2x?xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c4_i64 = arith.constant 4 : i64
    %c2_i64 = arith.constant 2 : i64
    %true = arith.constant true
    %c0_i64 = arith.constant 0 : i64
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<1x4x?xf32> -> !torch.vtensor<[1,4,?],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<4x1x?xf32> -> !torch.vtensor<[4,1,?],f32>
    %2 = torch_c.from_i64 %c3_i64
    %3 = torch_c.from_i64 %c4_i64
    %4 = torch_c.from_i64 %c2_i64
    %5 = torch_c.from_i1 %true
    %6 = torch_c.from_i64 %c0_i64
    %none = torch.constant.none
    %7 = torch.prim.ListConstruct %2 : (!torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %3 : (!torch.int) -> !torch.list<int>
    %9 = torch.prim.ListConstruct %4 : (!torch.int) -> !torch.list<int>
    %10 = torch.prim.ListConstruct %6 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.convolution %0, %1, %none, %7, %8, %9, %5, %10, %4 {tmlir.not_lowered = "the input tensor<1x4x?xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[1,4,?],f32>, !torch.vtensor<[4,1,?],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,2,?],f32>
    %12 = torch_c.to_builtin_tensor %11 : !torch.vtensor<[1,2,?],f32> -> tensor<1x2x?xf32>
    return %12 : tensor<1x2x?xf32>
  }
}
