// tmlir e2e reproducer: test LinearDotDynamic (family linear), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.linear
// BackendContractError: error: 9 op(s) were not lowered to tosa:
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt LinearDotDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<f32> {
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i1 %true
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %1 = arith.index_cast %dim : index to i64
    %2 = torch_c.from_i64 %1
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?xf32>
    %3 = arith.index_cast %dim_0 : index to i64
    %4 = torch_c.from_i64 %3
    %5 = arith.cmpi eq, %1, %c1_i64 : i64
    %6 = torch_c.from_i1 %5
    %7 = torch.prim.If %6 -> (!torch.int) {
      torch.prim.If.yield %4 : !torch.int
    } else {
      %13 = arith.cmpi eq, %3, %c1_i64 : i64
      %14 = torch_c.from_i1 %13
      %15 = torch.prim.If %14 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %16 = arith.cmpi eq, %1, %3 : i64
        %17 = torch_c.from_i1 %16
        torch.prim.If.yield %17 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %15 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:24:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %2 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.mul %arg0, %arg1, %8 : (tensor<?xf32>, tensor<?xf32>, tensor<1xi8>) -> tensor<?xf32>
    %10 = tosa.reduce_sum %9 axis(0) : (tensor<?xf32>) -> tensor<1xf32>
    %11 = tosa.const_shape  values(dense<> : tensor<0xindex>) : () -> !tosa.shape<0>
    %12 = tosa.reshape %10, %11 : (tensor<1xf32>, !tosa.shape<0>) -> tensor<f32>
    return %12 : tensor<f32>
  }
}
