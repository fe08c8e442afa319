// tmlir e2e reproducer: test CreateOnesLikeDynamic (family creation), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.creation
// BackendContractError: error: 12 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x3xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt CreateOnesLikeDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %c1_i64 = arith.constant 1 : i64
    %c6_i64 = arith.constant 6 : i64
    %c3_i64 = arith.constant 3 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i64 %c1_i64
    %1 = torch_c.from_i64 %c6_i64
    %2 = torch_c.from_i64 %c3_i64
    %3 = torch_c.from_i1 %true
    %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
    %4 = arith.index_cast %dim : index to i64
    %5 = torch_c.from_i64 %4
    %6 = torch.prim.ListConstruct %5, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %7 = torch.aten.full %6, %0, %1, %none, %none, %none {tmlir.not_lowered = "result tensor<?x3xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,3],f32>
    %8 = torch_c.to_builtin_tensor %7 : !torch.vtensor<[?,3],f32> -> tensor<?x3xf32>
    %dim_0 = tensor.dim %8, %c0 : tensor<?x3xf32>
    %9 = arith.index_cast %dim_0 : index to i64
    %10 = torch_c.from_i64 %9
    %11 = arith.cmpi eq, %9, %c1_i64 : i64
    %12 = torch_c.from_i1 %11
    %13 = torch.prim.If %12 -> (!torch.int) {
      torch.prim.If.yield %5 : !torch.int
    } else {
      %15 = arith.cmpi eq, %4, %c1_i64 : i64
      %16 = torch_c.from_i1 %15
      %17 = torch.prim.If %16 -> (!torch.bool) {
        torch.prim.If.yield %3 : !torch.bool
      } else {
        %18 = arith.cmpi eq, %9, %4 : i64
        %19 = torch_c.from_i1 %18
        torch.prim.If.yield %19 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %17 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.add.Tensor) (<string>:31:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %10 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %14 = tosa.add %8, %arg0 : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    return %14 : tensor<?x3xf32>
  }
}
