// tmlir e2e reproducer: test LinearAddmmDynamic (family linear), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.linear
// BackendContractError: error: 19 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.mm' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
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
// rerun: tmlir-opt LinearAddmmDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x?xf32>, %arg1: tensor<?x4xf32>, %arg2: tensor<4x?xf32>) -> tensor<?x?xf32> {
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = torch_c.from_builtin_tensor %arg1 : tensor<?x4xf32> -> !torch.vtensor<[?,4],f32>
    %1 = torch_c.from_builtin_tensor %arg2 : tensor<4x?xf32> -> !torch.vtensor<[4,?],f32>
    %2 = torch_c.from_i1 %true
    %3 = torch.aten.mm %0, %1 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4,?],f32> -> !torch.vtensor<[?,?],f32>
    %4 = torch_c.to_builtin_tensor %3 : !torch.vtensor<[?,?],f32> -> tensor<?x?xf32>
    %5 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<?x?xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x?xf32>
    %dim = tensor.dim %7, %c0 : tensor<?x?xf32>
    %8 = arith.index_cast %dim : index to i64
    %9 = torch_c.from_i64 %8
    %dim_0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %10 = arith.index_cast %dim_0 : index to i64
    %11 = torch_c.from_i64 %10
    %12 = arith.cmpi eq, %8, %c1_i64 : i64
    %13 = torch_c.from_i1 %12
    %14 = torch.prim.If %13 -> (!torch.int) {
      torch.prim.If.yield %11 : !torch.int
    } else {
      %23 = arith.cmpi eq, %10, %c1_i64 : i64
      %24 = torch_c.from_i1 %23
      %25 = torch.prim.If %24 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %26 = arith.cmpi eq, %8, %10 : i64
        %27 = torch_c.from_i1 %26
        torch.prim.If.yield %27 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %25 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.add.Tensor) (<string>:26:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %9 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %dim_1 = tensor.dim %7, %c1 : tensor<?x?xf32>
    %15 = arith.index_cast %dim_1 : index to i64
    %16 = torch_c.from_i64 %15
    %dim_2 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %17 = arith.index_cast %dim_2 : index to i64
    %18 = torch_c.from_i64 %17
    %19 = arith.cmpi eq, %15, %c1_i64 : i64
    %20 = torch_c.from_i1 %19
    %21 = torch.prim.If %20 -> (!torch.int) {
      torch.prim.If.yield %18 : !torch.int
    } else {
      %23 = arith.cmpi eq, %17, %c1_i64 : i64
      %24 = torch_c.from_i1 %23
      %25 = torch.prim.If %24 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %26 = arith.cmpi eq, %15, %17 : i64
        %27 = torch_c.from_i1 %26
        torch.prim.If.yield %27 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %25 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.add.Tensor) (<string>:47:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %16 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %22 = tosa.add %7, %arg0 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    return %22 : tensor<?x?xf32>
  }
}
