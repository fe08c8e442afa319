// tmlir e2e reproducer: test NormSoftmaxDynamicBatch (family normalization), config tosa
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
// rerun: tmlir-opt NormSoftmaxDynamicBatch.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3x8xf32>) -> tensor<?x3x8xf32> {
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i1 %true
    %1 = tosa.reduce_max %arg0 axis(2) : (tensor<?x3x8xf32>) -> tensor<?x3x1xf32>
    %2 = tosa.const  values(dense<0xFF800000> : tensor<1x1x1xf32>) : () -> tensor<1x1x1xf32>
    %3 = tosa.equal %arg0, %2 : (tensor<?x3x8xf32>, tensor<1x1x1xf32>) -> tensor<?x3x8xi1>
    %4 = tosa.reduce_all %3 axis(2) : (tensor<?x3x8xi1>) -> tensor<?x3x1xi1>
    %5 = tosa.select %4, %2, %1 : (tensor<?x3x1xi1>, tensor<1x1x1xf32>, tensor<?x3x1xf32>) -> tensor<?x3x1xf32>
    %dim = tensor.dim %arg0, %c0 : tensor<?x3x8xf32>
    %6 = arith.index_cast %dim : index to i64
    %7 = torch_c.from_i64 %6
    %dim_0 = tensor.dim %5, %c0 : tensor<?x3x1xf32>
    %8 = arith.index_cast %dim_0 : index to i64
    %9 = torch_c.from_i64 %8
    %10 = arith.cmpi eq, %6, %c1_i64 : i64
    %11 = torch_c.from_i1 %10
    %12 = torch.prim.If %11 -> (!torch.int) {
      torch.prim.If.yield %9 : !torch.int
    } else {
      %26 = arith.cmpi eq, %8, %c1_i64 : i64
      %27 = torch_c.from_i1 %26
      %28 = torch.prim.If %27 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %29 = arith.cmpi eq, %6, %8 : i64
        %30 = torch_c.from_i1 %29
        torch.prim.If.yield %30 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %28 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:26:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %7 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %13 = tosa.sub %arg0, %5 : (tensor<?x3x8xf32>, tensor<?x3x1xf32>) -> tensor<?x3x8xf32>
    %14 = tosa.exp %13 : (tensor<?x3x8xf32>) -> tensor<?x3x8xf32>
    %15 = tosa.reduce_sum %14 axis(2) : (tensor<?x3x8xf32>) -> tensor<?x3x1xf32>
    %dim_1 = tensor.dim %14, %c0 : tensor<?x3x8xf32>
    %16 = arith.index_cast %dim_1 : index to i64
    %17 = torch_c.from_i64 %16
    %dim_2 = tensor.dim %15, %c0 : tensor<?x3x1xf32>
    %18 = arith.index_cast %dim_2 : index to i64
    %19 = torch_c.from_i64 %18
    %20 = arith.cmpi eq, %16, %c1_i64 : i64
    %21 = torch_c.from_i1 %20
    %22 = torch.prim.If %21 -> (!torch.int) {
      torch.prim.If.yield %19 : !torch.int
    } else {
      %26 = arith.cmpi eq, %18, %c1_i64 : i64
      %27 = torch_c.from_i1 %26
      %28 = torch.prim.If %27 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %29 = arith.cmpi eq, %16, %18 : i64
        %30 = torch_c.from_i1 %29
        torch.prim.If.yield %30 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %28 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.div.Tensor) (<string>:52:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %17 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %23 = tosa.reciprocal %15 : (tensor<?x3x1xf32>) -> tensor<?x3x1xf32>
    %24 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %25 = tosa.mul %14, %23, %24 : (tensor<?x3x8xf32>, tensor<?x3x1xf32>, tensor<1xi8>) -> tensor<?x3x8xf32>
    return %25 : tensor<?x3x8xf32>
  }
}
