// tmlir e2e reproducer: test ConvPadReplicateDynamic (family conv), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.conv
// BackendContractError: error: 4 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.pad' (its lowering did not apply: replicate padding of dynamic dim 2)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.str' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ConvPadReplicateDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<1x?x?xf32>) -> tensor<1x?x?xf32> {
    %c4_i64 = arith.constant 4 : i64
    %str = torch.constant.str "replicate"
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<1x?x?xf32> -> !torch.vtensor<[1,?,?],f32>
    %1 = torch_c.from_i64 %c4_i64
    %2 = torch.prim.ListConstruct %1, %1 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %3 = torch.aten.pad %0, %2, %str, %none {tmlir.not_lowered = "replicate padding of dynamic dim 2"} : !torch.vtensor<[1,?,?],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,?,?],f32>
    %4 = torch_c.to_builtin_tensor %3 : !torch.vtensor<[1,?,?],f32> -> tensor<1x?x?xf32>
    return %4 : tensor<1x?x?xf32>
  }
}
