// tmlir e2e reproducer: test CreateArangeDynamicEnd (family creation), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.creation
// BackendContractError: error: 15 op(s) were not lowered to tosa:
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.arange.start_step' (its lowering did not apply: arange needs constant start/end/step)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.device' (no lowering registered for it)
// rerun: tmlir-opt CreateArangeDynamicEnd.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?xf32>) -> tensor<?xf32> {
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cpu = torch.constant.device "cpu"
    %false = arith.constant false
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i64 %c1_i64
    %1 = torch_c.from_i64 %c0_i64
    %2 = torch_c.from_i1 %false
    %3 = torch_c.from_i1 %true
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %4 = arith.index_cast %dim : index to i64
    %5 = torch_c.from_i64 %4
    %none = torch.constant.none
    %6 = torch.prim.If %3 -> (!torch.bool) {
      torch.prim.If.yield %3 : !torch.bool
    } else {
      torch.prim.If.yield %2 : !torch.bool
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %7 = torch_c.to_i1 %6
    cf.assert %7, "arange: upper bound and larger bound inconsistent with step sign (torch.aten.arange.start_step) (<string>:19:5)"
    %8 = torch.aten.arange.start_step %1, %5, %0, %none, %none, %cpu, %2 {tmlir.not_lowered = "arange needs constant start/end/step"} : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    %9 = torch_c.to_builtin_tensor %8 : !torch.vtensor<[?],si64> -> tensor<?xi64>
    %dim_0 = tensor.dim %9, %c0 : tensor<?xi64>
    %10 = arith.index_cast %dim_0 : index to i64
    %11 = torch_c.from_i64 %10
    %12 = arith.cmpi eq, %10, %c1_i64 : i64
    %13 = torch_c.from_i1 %12
    %14 = torch.prim.If %13 -> (!torch.int) {
      torch.prim.If.yield %5 : !torch.int
    } else {
      %36 = arith.cmpi eq, %4, %c1_i64 : i64
      %37 = torch_c.from_i1 %36
      %38 = torch.prim.If %37 -> (!torch.bool) {
        torch.prim.If.yield %3 : !torch.bool
      } else {
        %39 = arith.cmpi eq, %10, %4 : i64
        %40 = torch_c.from_i1 %39
        torch.prim.If.yield %40 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %38 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.add.Tensor) (<string>:37:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %11 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %15 = tosa.const  values(dense<32> : tensor<1xi64>) : () -> tensor<1xi64>
    %16 = tosa.arithmetic_right_shift %9, %15 round(false) : (tensor<?xi64>, tensor<1xi64>) -> tensor<?xi64>
    %17 = tosa.cast %16  : (tensor<?xi64>) -> tensor<?xi32>
    %18 = tosa.cast %17  : (tensor<?xi32>) -> tensor<?xf32>
    %19 = tosa.const  values(dense<16> : tensor<1xi64>) : () -> tensor<1xi64>
    %20 = tosa.arithmetic_right_shift %9, %19 round(false) : (tensor<?xi64>, tensor<1xi64>) -> tensor<?xi64>
    %21 = tosa.const  values(dense<65535> : tensor<1xi64>) : () -> tensor<1xi64>
    %22 = tosa.bitwise_and %20, %21 : (tensor<?xi64>, tensor<1xi64>) -> tensor<?xi64>
    %23 = tosa.cast %22  : (tensor<?xi64>) -> tensor<?xi32>
    %24 = tosa.cast %23  : (tensor<?xi32>) -> tensor<?xf32>
    %25 = tosa.bitwise_and %9, %21 : (tensor<?xi64>, tensor<1xi64>) -> tensor<?xi64>
    %26 = tosa.cast %25  : (tensor<?xi64>) -> tensor<?xi32>
    %27 = tosa.cast %26  : (tensor<?xi32>) -> tensor<?xf32>
    %28 = tosa.const  values(dense<4.2949673E+9> : tensor<1xf32>) : () -> tensor<1xf32>
    %29 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %30 = tosa.mul %18, %28, %29 : (tensor<?xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<?xf32>
    %31 = tosa.const  values(dense<6.553600e+04> : tensor<1xf32>) : () -> tensor<1xf32>
    %32 = tosa.mul %24, %31, %29 : (tensor<?xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<?xf32>
    %33 = tosa.add %30, %32 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    %34 = tosa.add %33, %27 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    %35 = tosa.add %34, %arg0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    return %35 : tensor<?xf32>
  }
}
