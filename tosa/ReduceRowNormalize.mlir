// tmlir e2e reproducer: test ReduceRowNormalize (family reduction), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/reduction.py:749
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
// rerun: tmlir-opt ReduceRowNormalize.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x6xf32>) -> tensor<?x6xf32> {
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i1 %true
    %1 = tosa.reduce_sum %arg0 axis(1) : (tensor<?x6xf32>) -> tensor<?x1xf32>
    %2 = tosa.abs %1 : (tensor<?x1xf32>) -> tensor<?x1xf32>
    %3 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %4 = tosa.greater %3, %2 : (tensor<1x1xf32>, tensor<?x1xf32>) -> tensor<?x1xi1>
    %5 = tosa.select %4, %3, %2 : (tensor<?x1xi1>, tensor<1x1xf32>, tensor<?x1xf32>) -> tensor<?x1xf32>
    %dim = tensor.dim %arg0, %c0 : tensor<?x6xf32>
    %6 = arith.index_cast %dim : index to i64
    %7 = torch_c.from_i64 %6
    %dim_0 = tensor.dim %5, %c0 : tensor<?x1xf32>
    %8 = arith.index_cast %dim_0 : index to i64
    %9 = torch_c.from_i64 %8
    %10 = arith.cmpi eq, %6, %c1_i64 : i64
    %11 = torch_c.from_i1 %10
    %12 = torch.prim.If %11 -> (!torch.int) {
      torch.prim.If.yield %9 : !torch.int
    } else {
      %16 = arith.cmpi eq, %8, %c1_i64 : i64
      %17 = torch_c.from_i1 %16
      %18 = torch.prim.If %17 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %19 = arith.cmpi eq, %6, %8 : i64
        %20 = torch_c.from_i1 %19
        torch.prim.If.yield %20 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %18 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.div.Tensor) (<string>:30:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %7 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %13 = tosa.reciprocal %5 : (tensor<?x1xf32>) -> tensor<?x1xf32>
    %14 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %15 = tosa.mul %arg0, %13, %14 : (tensor<?x6xf32>, tensor<?x1xf32>, tensor<1xi8>) -> tensor<?x6xf32>
    return %15 : tensor<?x6xf32>
  }
}
