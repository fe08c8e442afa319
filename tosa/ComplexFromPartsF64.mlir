// tmlir e2e reproducer: test ComplexFromPartsF64 (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/_common.py:48
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
// rerun: tmlir-opt ComplexFromPartsF64.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?xi64> {tmlir.f64_as_bits}, %arg1: tensor<?xi64> {tmlir.f64_as_bits}) -> (tensor<?x2xi64> {tmlir.complex_as_real, tmlir.f64_as_bits}) {
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i1 %true
    %dim = tensor.dim %arg0, %c0 : tensor<?xi64>
    %1 = arith.index_cast %dim : index to i64
    %2 = torch_c.from_i64 %1
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?xi64>
    %3 = arith.index_cast %dim_0 : index to i64
    %4 = torch_c.from_i64 %3
    %5 = arith.cmpi eq, %1, %c1_i64 : i64
    %6 = torch_c.from_i1 %5
    %7 = torch.prim.If %6 -> (!torch.int) {
      torch.prim.If.yield %4 : !torch.int
    } else {
      %12 = arith.cmpi eq, %3, %c1_i64 : i64
      %13 = torch_c.from_i1 %12
      %14 = torch.prim.If %13 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %15 = arith.cmpi eq, %1, %3 : i64
        %16 = torch_c.from_i1 %15
        torch.prim.If.yield %16 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %14 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.complex) (<string>:23:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %2 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %8 = tosa.const_shape  values(dense<[-1, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %9 = tosa.reshape %arg0, %8 : (tensor<?xi64>, !tosa.shape<2>) -> tensor<?x1xi64>
    %10 = tosa.reshape %arg1, %8 : (tensor<?xi64>, !tosa.shape<2>) -> tensor<?x1xi64>
    %11 = tosa.concat %9, %10 axis(1) : (tensor<?x1xi64>, tensor<?x1xi64>) -> tensor<?x2xi64>
    return %11 : tensor<?x2xi64>
  }
}
