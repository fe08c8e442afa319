// tmlir e2e reproducer: test LinearMatmulDynamic4d (family linear), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.linear
// BackendContractError: error: 10 op(s) were not lowered to tosa:
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.matmul' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt LinearMatmulDynamic4d.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<2x?x3x4xf32>, %arg1: tensor<2x?x4x3xf32>) -> tensor<2x?x3x3xf32> {
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c1 = arith.constant 1 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<2x?x3x4xf32> -> !torch.vtensor<[2,?,3,4],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<2x?x4x3xf32> -> !torch.vtensor<[2,?,4,3],f32>
    %2 = torch_c.from_i1 %true
    %dim = tensor.dim %arg0, %c1 : tensor<2x?x3x4xf32>
    %3 = arith.index_cast %dim : index to i64
    %4 = torch_c.from_i64 %3
    %dim_0 = tensor.dim %arg1, %c1 : tensor<2x?x4x3xf32>
    %5 = arith.index_cast %dim_0 : index to i64
    %6 = torch_c.from_i64 %5
    %7 = arith.cmpi eq, %3, %c1_i64 : i64
    %8 = torch_c.from_i1 %7
    %9 = torch.prim.If %8 -> (!torch.int) {
      torch.prim.If.yield %6 : !torch.int
    } else {
      %12 = arith.cmpi eq, %5, %c1_i64 : i64
      %13 = torch_c.from_i1 %12
      %14 = torch.prim.If %13 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %15 = arith.cmpi eq, %3, %5 : i64
        %16 = torch_c.from_i1 %15
        torch.prim.If.yield %16 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %14 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.matmul) (<string>:22:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %4 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %10 = torch.aten.matmul %0, %1 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[2,?,3,4],f32>, !torch.vtensor<[2,?,4,3],f32> -> !torch.vtensor<[2,?,3,3],f32>
    %11 = torch_c.to_builtin_tensor %10 : !torch.vtensor<[2,?,3,3],f32> -> tensor<2x?x3x3xf32>
    return %11 : tensor<2x?x3x3xf32>
  }
}
