// tmlir e2e reproducer: test LinearBaddbmmDynamic (family linear), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.linear
// BackendContractError: error: 10 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.bmm' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
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
// rerun: tmlir-opt LinearBaddbmmDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3x5xf32>, %arg1: tensor<?x3x4xf32>, %arg2: tensor<?x4x5xf32>) -> tensor<?x3x5xf32> {
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_builtin_tensor %arg1 : tensor<?x3x4xf32> -> !torch.vtensor<[?,3,4],f32>
    %1 = torch_c.from_builtin_tensor %arg2 : tensor<?x4x5xf32> -> !torch.vtensor<[?,4,5],f32>
    %2 = torch_c.from_i1 %true
    %dim = tensor.dim %arg1, %c0 : tensor<?x3x4xf32>
    %3 = arith.index_cast %dim : index to i64
    %dim_0 = tensor.dim %arg2, %c0 : tensor<?x4x5xf32>
    %4 = arith.index_cast %dim_0 : index to i64
    %5 = arith.cmpi eq, %3, %4 : i64
    cf.assert %5, "bmm: batch sizes must match (torch.aten.bmm) (<string>:10:5)"
    %6 = torch.aten.bmm %0, %1 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[?,4,5],f32> -> !torch.vtensor<[?,3,5],f32>
    %7 = torch_c.to_builtin_tensor %6 : !torch.vtensor<[?,3,5],f32> -> tensor<?x3x5xf32>
    %dim_1 = tensor.dim %7, %c0 : tensor<?x3x5xf32>
    %8 = arith.index_cast %dim_1 : index to i64
    %9 = torch_c.from_i64 %8
    %dim_2 = tensor.dim %arg0, %c0 : tensor<?x3x5xf32>
    %10 = arith.index_cast %dim_2 : index to i64
    %11 = torch_c.from_i64 %10
    %12 = arith.cmpi eq, %8, %c1_i64 : i64
    %13 = torch_c.from_i1 %12
    %14 = torch.prim.If %13 -> (!torch.int) {
      torch.prim.If.yield %11 : !torch.int
    } else {
      %16 = arith.cmpi eq, %10, %c1_i64 : i64
      %17 = torch_c.from_i1 %16
      %18 = torch.prim.If %17 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %19 = arith.cmpi eq, %8, %10 : i64
        %20 = torch_c.from_i1 %19
        torch.prim.If.yield %20 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %18 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.add.Tensor) (<string>:28:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %9 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %15 = tosa.add %7, %arg0 : (tensor<?x3x5xf32>, tensor<?x3x5xf32>) -> tensor<?x3x5xf32>
    return %15 : tensor<?x3x5xf32>
  }
}
