// tmlir e2e reproducer: test LinearLinearDynamicFeatures (family linear), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.linear
// BackendContractError: error: 10 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.matmul' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
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
// rerun: tmlir-opt LinearLinearDynamicFeatures.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<3x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?xf32>) -> tensor<3x?xf32> {
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<3x?xf32> -> !torch.vtensor<[3,?],f32>
    %1 = torch_c.from_i1 %true
    %2 = tosa.transpose %arg1 perms([1, 0]) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    %3 = torch_c.from_builtin_tensor %2 : tensor<?x?xf32> -> !torch.vtensor<[?,?],f32>
    %dim = tensor.dim %arg0, %c1 : tensor<3x?xf32>
    %4 = arith.index_cast %dim : index to i64
    %dim_0 = tensor.dim %2, %c0 : tensor<?x?xf32>
    %5 = arith.index_cast %dim_0 : index to i64
    %6 = arith.cmpi eq, %4, %5 : i64
    cf.assert %6, "mm: shapes cannot be multiplied (torch.aten.matmul) (<string>:11:5)"
    %7 = torch.aten.matmul %0, %3 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[3,?],f32>, !torch.vtensor<[?,?],f32> -> !torch.vtensor<[3,?],f32>
    %8 = torch_c.to_builtin_tensor %7 : !torch.vtensor<[3,?],f32> -> tensor<3x?xf32>
    %dim_1 = tensor.dim %8, %c1 : tensor<3x?xf32>
    %9 = arith.index_cast %dim_1 : index to i64
    %10 = torch_c.from_i64 %9
    %dim_2 = tensor.dim %arg2, %c0 : tensor<?xf32>
    %11 = arith.index_cast %dim_2 : index to i64
    %12 = torch_c.from_i64 %11
    %13 = arith.cmpi eq, %9, %c1_i64 : i64
    %14 = torch_c.from_i1 %13
    %15 = torch.prim.If %14 -> (!torch.int) {
      torch.prim.If.yield %12 : !torch.int
    } else {
      %19 = arith.cmpi eq, %11, %c1_i64 : i64
      %20 = torch_c.from_i1 %19
      %21 = torch.prim.If %20 -> (!torch.bool) {
        torch.prim.If.yield %1 : !torch.bool
      } else {
        %22 = arith.cmpi eq, %9, %11 : i64
        %23 = torch_c.from_i1 %22
        torch.prim.If.yield %23 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %21 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.add.Tensor) (<string>:29:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %10 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %16 = tosa.const_shape  values(dense<[1, -1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %17 = tosa.reshape %arg2, %16 : (tensor<?xf32>, !tosa.shape<2>) -> tensor<1x?xf32>
    %18 = tosa.add %8, %17 : (tensor<3x?xf32>, tensor<1x?xf32>) -> tensor<3x?xf32>
    return %18 : tensor<3x?xf32>
  }
}
