// tmlir e2e reproducer: test IndexSelectScatterDynamic (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 24 op(s) were not lowered to tosa:
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.arange.start_step' (its lowering did not apply: arange needs constant start/end/step)
//   /work/main/tmlir/library/shape_helpers.py:60:17: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:60:17: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:63:24: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:63:24: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:63:24: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:63:17: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:63:17: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:63:17: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:60:17: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
// rerun: tmlir-opt IndexSelectScatterDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x6xf32>, %arg1: tensor<6xf32>) -> tensor<?x6xf32> {
    %c1_i64 = arith.constant 1 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cpu = torch.constant.device "cpu"
    %false = arith.constant false
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i64 %c1_i64
    %1 = torch_c.from_i64 %c0_i64
    %2 = torch_c.from_i1 %false
    %3 = torch_c.from_i1 %true
    %dim = tensor.dim %arg0, %c0 : tensor<?x6xf32>
    %4 = arith.index_cast %dim : index to i64
    %5 = torch_c.from_i64 %4
    %none = torch.constant.none
    %6 = torch.prim.If %3 -> (!torch.bool) {
      torch.prim.If.yield %3 : !torch.bool
    } else {
      torch.prim.If.yield %2 : !torch.bool
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %7 = torch_c.to_i1 %6
    cf.assert %7, "arange: upper bound and larger bound inconsistent with step sign (torch.aten.arange.start_step) (<string>:21:5)"
    %8 = torch.aten.arange.start_step %1, %5, %0, %none, %none, %cpu, %2 {tmlir.not_lowered = "arange needs constant start/end/step"} : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    %9 = torch_c.to_builtin_tensor %8 : !torch.vtensor<[?],si64> -> tensor<?xi64>
    %10 = tosa.const_shape  values(dense<[-1, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %11 = tosa.reshape %9, %10 : (tensor<?xi64>, !tosa.shape<2>) -> tensor<?x1xi64>
    %12 = tosa.const  values(dense<0> : tensor<1x1xi64>) : () -> tensor<1x1xi64>
    %13 = tosa.equal %11, %12 : (tensor<?x1xi64>, tensor<1x1xi64>) -> tensor<?x1xi1>
    %14 = tosa.const_shape  values(dense<[1, 6]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %15 = tosa.reshape %arg1, %14 : (tensor<6xf32>, !tosa.shape<2>) -> tensor<1x6xf32>
    %16 = arith.cmpi eq, %4, %c-1_i64 : i64
    %17 = torch_c.from_i1 %16
    %18 = torch.prim.If %17 -> (!torch.int) {
      torch.prim.If.yield %0 : !torch.int
    } else {
      %27 = arith.cmpi eq, %c1_i64, %4 : i64
      %28 = torch_c.from_i1 %27
      %29 = torch.prim.If %28 -> (!torch.bool) {
        torch.prim.If.yield %3 : !torch.bool
      } else {
        torch.prim.If.yield %3 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %29 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "expand: the expanded size must match the existing size (torch.aten.expand) (<string>:45:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %5 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %cast = tensor.cast %15 : tensor<1x6xf32> to tensor<?x6xf32>
    %dim_0 = tensor.dim %13, %c0 : tensor<?x1xi1>
    %19 = arith.index_cast %dim_0 : index to i64
    %20 = torch_c.from_i64 %19
    %dim_1 = tensor.dim %cast, %c0 : tensor<?x6xf32>
    %21 = arith.index_cast %dim_1 : index to i64
    %22 = torch_c.from_i64 %21
    %23 = arith.cmpi eq, %19, %c1_i64 : i64
    %24 = torch_c.from_i1 %23
    %25 = torch.prim.If %24 -> (!torch.int) {
      torch.prim.If.yield %22 : !torch.int
    } else {
      %27 = arith.cmpi eq, %21, %c1_i64 : i64
      %28 = torch_c.from_i1 %27
      %29 = torch.prim.If %28 -> (!torch.bool) {
        torch.prim.If.yield %3 : !torch.bool
      } else {
        %30 = arith.cmpi eq, %19, %21 : i64
        %31 = torch_c.from_i1 %30
        torch.prim.If.yield %31 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %29 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.where.self) (<string>:67:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %20 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %26 = tosa.select %13, %cast, %arg0 : (tensor<?x1xi1>, tensor<?x6xf32>, tensor<?x6xf32>) -> tensor<?x6xf32>
    return %26 : tensor<?x6xf32>
  }
}
