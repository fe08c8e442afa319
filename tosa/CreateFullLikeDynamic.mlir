// tmlir e2e reproducer: test CreateFullLikeDynamic (family creation), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.creation
// BackendContractError: error: 21 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x?xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
// rerun: tmlir-opt CreateFullLikeDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %c6_i64 = arith.constant 6 : i64
    %cst = arith.constant -1.000000e+00 : f64
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = torch_c.from_i64 %c6_i64
    %1 = torch_c.from_f64 %cst
    %2 = torch_c.from_i1 %true
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %3 = arith.index_cast %dim : index to i64
    %4 = torch_c.from_i64 %3
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %5 = arith.index_cast %dim_0 : index to i64
    %6 = torch_c.from_i64 %5
    %7 = torch.prim.ListConstruct %4, %6 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %8 = torch.aten.full %7, %1, %0, %none, %none, %none {tmlir.not_lowered = "result tensor<?x?xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,?],f32>
    %9 = torch_c.to_builtin_tensor %8 : !torch.vtensor<[?,?],f32> -> tensor<?x?xf32>
    %dim_1 = tensor.dim %9, %c0 : tensor<?x?xf32>
    %10 = arith.index_cast %dim_1 : index to i64
    %11 = torch_c.from_i64 %10
    %12 = arith.cmpi eq, %10, %c1_i64 : i64
    %13 = torch_c.from_i1 %12
    %14 = torch.prim.If %13 -> (!torch.int) {
      torch.prim.If.yield %4 : !torch.int
    } else {
      %22 = arith.cmpi eq, %3, %c1_i64 : i64
      %23 = torch_c.from_i1 %22
      %24 = torch.prim.If %23 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %25 = arith.cmpi eq, %10, %3 : i64
        %26 = torch_c.from_i1 %25
        torch.prim.If.yield %26 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %24 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:34:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %11 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %dim_2 = tensor.dim %9, %c1 : tensor<?x?xf32>
    %15 = arith.index_cast %dim_2 : index to i64
    %16 = torch_c.from_i64 %15
    %17 = arith.cmpi eq, %15, %c1_i64 : i64
    %18 = torch_c.from_i1 %17
    %19 = torch.prim.If %18 -> (!torch.int) {
      torch.prim.If.yield %6 : !torch.int
    } else {
      %22 = arith.cmpi eq, %5, %c1_i64 : i64
      %23 = torch_c.from_i1 %22
      %24 = torch.prim.If %23 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %25 = arith.cmpi eq, %15, %5 : i64
        %26 = torch_c.from_i1 %25
        torch.prim.If.yield %26 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %24 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:55:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %16 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %20 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %21 = tosa.mul %9, %arg0, %20 : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<1xi8>) -> tensor<?x?xf32>
    return %21 : tensor<?x?xf32>
  }
}
