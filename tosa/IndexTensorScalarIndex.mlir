// tmlir e2e reproducer: test IndexTensorScalarIndex (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 4 op(s) were not lowered to tosa:
//   /work/main/tmlir/library/shape_helpers.py:249:12: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:249:12: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:249:12: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.select.int' (its lowering did not apply: dim/index are not constants)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexTensorScalarIndex.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<5x3xf32>, %arg1: tensor<i64>) -> tensor<3xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c5_i64 = arith.constant 5 : i64
    %c-5_i64 = arith.constant -5 : i64
    %false = arith.constant false
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<5x3xf32> -> !torch.vtensor<[5,3],f32>
    %1 = torch_c.from_i64 %c0_i64
    %2 = torch_c.from_i1 %false
    %extracted = tensor.extract %arg1[] : tensor<i64>
    %3 = torch_c.from_i64 %extracted
    %4 = arith.cmpi sle, %c-5_i64, %extracted : i64
    %5 = torch_c.from_i1 %4
    %6 = torch.prim.If %5 -> (!torch.bool) {
      %10 = arith.cmpi slt, %extracted, %c5_i64 : i64
      %11 = torch_c.from_i1 %10
      torch.prim.If.yield %11 : !torch.bool
    } else {
      torch.prim.If.yield %2 : !torch.bool
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %7 = torch_c.to_i1 %6
    cf.assert %7, "select(): index out of range (torch.aten.select.int) (<string>:15:5)"
    %8 = torch.aten.select.int %0, %1, %3 {tmlir.not_lowered = "dim/index are not constants"} : !torch.vtensor<[5,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[3],f32>
    %9 = torch_c.to_builtin_tensor %8 : !torch.vtensor<[3],f32> -> tensor<3xf32>
    return %9 : tensor<3xf32>
  }
}
