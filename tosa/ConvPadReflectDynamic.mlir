// tmlir e2e reproducer: test ConvPadReflectDynamic (family conv), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.conv
// BackendContractError: error: 4 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.pad' (its lowering did not apply: reflect padding of dynamic dim 2)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.str' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ConvPadReflectDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3x?xf32>) -> tensor<?x3x?xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c3_i64 = arith.constant 3 : i64
    %str = torch.constant.str "reflect"
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x3x?xf32> -> !torch.vtensor<[?,3,?],f32>
    %1 = torch_c.from_i64 %c2_i64
    %2 = torch_c.from_i64 %c3_i64
    %3 = torch.prim.ListConstruct %1, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %4 = torch.aten.pad %0, %3, %str, %none {tmlir.not_lowered = "reflect padding of dynamic dim 2"} : !torch.vtensor<[?,3,?],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[?,3,?],f32>
    %5 = torch_c.to_builtin_tensor %4 : !torch.vtensor<[?,3,?],f32> -> tensor<?x3x?xf32>
    return %5 : tensor<?x3x?xf32>
  }
}
