// tmlir e2e reproducer: test ReduceVectorNormDynamic (family reduction), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.reduction
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
// rerun: tmlir-opt ReduceVectorNormDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x?xf32>) -> tensor<?xf32> {
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = torch_c.from_i1 %true
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %1 = arith.index_cast %dim : index to i64
    %2 = torch_c.from_i64 %1
    %3 = arith.cmpi eq, %1, %c1_i64 : i64
    %4 = torch_c.from_i1 %3
    %5 = torch.prim.If %4 -> (!torch.int) {
      torch.prim.If.yield %2 : !torch.int
    } else {
      %18 = torch.prim.If %4 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %19 = torch_c.from_i1 %true
        torch.prim.If.yield %19 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %18 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:23:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %2 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %6 = arith.index_cast %dim_0 : index to i64
    %7 = torch_c.from_i64 %6
    %8 = arith.cmpi eq, %6, %c1_i64 : i64
    %9 = torch_c.from_i1 %8
    %10 = torch.prim.If %9 -> (!torch.int) {
      torch.prim.If.yield %7 : !torch.int
    } else {
      %18 = torch.prim.If %9 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %19 = torch_c.from_i1 %true
        torch.prim.If.yield %19 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %18 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:44:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %7 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %11 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %12 = tosa.mul %arg0, %arg0, %11 : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<1xi8>) -> tensor<?x?xf32>
    %13 = tosa.reduce_sum %12 axis(1) : (tensor<?x?xf32>) -> tensor<?x1xf32>
    %14 = tosa.const_shape  values(dense<-1> : tensor<1xindex>) : () -> !tosa.shape<1>
    %15 = tosa.reshape %13, %14 : (tensor<?x1xf32>, !tosa.shape<1>) -> tensor<?xf32>
    %16 = tosa.rsqrt %15 : (tensor<?xf32>) -> tensor<?xf32>
    %17 = tosa.reciprocal %16 : (tensor<?xf32>) -> tensor<?xf32>
    return %17 : tensor<?xf32>
  }
}
