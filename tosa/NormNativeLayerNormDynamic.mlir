// tmlir e2e reproducer: test NormNativeLayerNormDynamic (family normalization), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.normalization
// BackendContractError: error: 18 op(s) were not lowered to tosa:
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
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
// rerun: tmlir-opt NormNativeLayerNormDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x1xf32>, tensor<?x1xf32>) {
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i1 %true
    %1 = tosa.reduce_sum %arg0 axis(1) : (tensor<?x4xf32>) -> tensor<?x1xf32>
    %2 = tosa.const  values(dense<2.500000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %3 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.mul %1, %2, %3 : (tensor<?x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x1xf32>
    %5 = tosa.sub %arg0, %4 : (tensor<?x4xf32>, tensor<?x1xf32>) -> tensor<?x4xf32>
    %6 = tosa.mul %5, %5, %3 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %7 = tosa.reduce_sum %6 axis(1) : (tensor<?x4xf32>) -> tensor<?x1xf32>
    %8 = tosa.mul %7, %2, %3 : (tensor<?x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x1xf32>
    %9 = tosa.const  values(dense<9.99999974E-6> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %10 = tosa.add %8, %9 : (tensor<?x1xf32>, tensor<1x1xf32>) -> tensor<?x1xf32>
    %11 = tosa.rsqrt %10 : (tensor<?x1xf32>) -> tensor<?x1xf32>
    %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
    %12 = arith.index_cast %dim : index to i64
    %13 = torch_c.from_i64 %12
    %dim_0 = tensor.dim %4, %c0 : tensor<?x1xf32>
    %14 = arith.index_cast %dim_0 : index to i64
    %15 = torch_c.from_i64 %14
    %16 = arith.cmpi eq, %12, %c1_i64 : i64
    %17 = torch_c.from_i1 %16
    %18 = torch.prim.If %17 -> (!torch.int) {
      torch.prim.If.yield %15 : !torch.int
    } else {
      %27 = arith.cmpi eq, %14, %c1_i64 : i64
      %28 = torch_c.from_i1 %27
      %29 = torch.prim.If %28 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %30 = arith.cmpi eq, %12, %14 : i64
        %31 = torch_c.from_i1 %30
        torch.prim.If.yield %31 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %29 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:31:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %13 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %dim_1 = tensor.dim %5, %c0 : tensor<?x4xf32>
    %19 = arith.index_cast %dim_1 : index to i64
    %20 = torch_c.from_i64 %19
    %dim_2 = tensor.dim %11, %c0 : tensor<?x1xf32>
    %21 = arith.index_cast %dim_2 : index to i64
    %22 = torch_c.from_i64 %21
    %23 = arith.cmpi eq, %19, %c1_i64 : i64
    %24 = torch_c.from_i1 %23
    %25 = torch.prim.If %24 -> (!torch.int) {
      torch.prim.If.yield %22 : !torch.int
    } else {
      %27 = arith.cmpi eq, %21, %c1_i64 : i64
      %28 = torch_c.from_i1 %27
      %29 = torch.prim.If %28 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %30 = arith.cmpi eq, %19, %21 : i64
        %31 = torch_c.from_i1 %30
        torch.prim.If.yield %31 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %29 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:53:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %20 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %26 = tosa.mul %5, %11, %3 : (tensor<?x4xf32>, tensor<?x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    return %26, %4, %11 : tensor<?x4xf32>, tensor<?x1xf32>, tensor<?x1xf32>
  }
}
