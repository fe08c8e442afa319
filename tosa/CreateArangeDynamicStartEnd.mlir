// tmlir e2e reproducer: test CreateArangeDynamicStartEnd (family creation), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.creation
// BackendContractError: error: 6 op(s) were not lowered to tosa:
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.arange.start_step' (its lowering did not apply: arange needs constant start/end/step)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.device' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt CreateArangeDynamicStartEnd.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x2xf32>) -> tensor<?xi64> {
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %cpu = torch.constant.device "cpu"
    %false = arith.constant false
    %c3_i64 = arith.constant 3 : i64
    %true = arith.constant true
    %cst = arith.constant 1.000000e+00 : f64
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i64 %c1_i64
    %1 = torch_c.from_i64 %c2_i64
    %2 = torch_c.from_i1 %false
    %3 = torch_c.from_i1 %true
    %dim = tensor.dim %arg0, %c0 : tensor<?x2xf32>
    %4 = arith.index_cast %dim : index to i64
    %5 = arith.addi %4, %c3_i64 : i64
    %6 = torch_c.from_i64 %5
    %none = torch.constant.none
    %7 = arith.sitofp %5 : i64 to f64
    %8 = arith.cmpf oge, %7, %cst : f64
    %9 = torch_c.from_i1 %8
    %10 = torch.prim.If %9 -> (!torch.bool) {
      torch.prim.If.yield %3 : !torch.bool
    } else {
      torch.prim.If.yield %2 : !torch.bool
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %11 = torch_c.to_i1 %10
    cf.assert %11, "arange: upper bound and larger bound inconsistent with step sign (torch.aten.arange.start_step) (<string>:22:5)"
    %12 = torch.aten.arange.start_step %0, %6, %1, %none, %none, %cpu, %2 {tmlir.not_lowered = "arange needs constant start/end/step"} : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    %13 = torch_c.to_builtin_tensor %12 : !torch.vtensor<[?],si64> -> tensor<?xi64>
    return %13 : tensor<?xi64>
  }
}
