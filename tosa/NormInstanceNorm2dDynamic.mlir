// tmlir e2e reproducer: test NormInstanceNorm2dDynamic (family normalization), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.normalization
// BackendContractError: error: 23 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/normalization.py:19:0: 'torch.aten.mean.dim' (its lowering did not apply: reduced dim 2 of tensor<?x3x?x?xf32> is dynamic)
//   /work/main/e2e_tests/normalization.py:19:0: 'torch.aten.var.correction' (its lowering did not apply: reduced dim 2 of tensor<?x3x?x?xf32> is dynamic)
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
// rerun: tmlir-opt NormInstanceNorm2dDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3x?x?xf32>) -> tensor<?x3x?x?xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c3_i64 = arith.constant 3 : i64
    %true = arith.constant true
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x3x?x?xf32> -> !torch.vtensor<[?,3,?,?],f32>
    %1 = torch_c.from_i64 %c2_i64
    %2 = torch_c.from_i64 %c3_i64
    %3 = torch_c.from_i1 %true
    %4 = torch_c.from_i64 %c0_i64
    %5 = torch.prim.ListConstruct %1, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %6 = torch.aten.mean.dim %0, %5, %3, %none {tmlir.not_lowered = "reduced dim 2 of tensor<?x3x?x?xf32> is dynamic"} : !torch.vtensor<[?,3,?,?],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,3,1,1],f32>
    %7 = torch.prim.ListConstruct %1, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.aten.var.correction %0, %7, %4, %3 {tmlir.not_lowered = "reduced dim 2 of tensor<?x3x?x?xf32> is dynamic"} : !torch.vtensor<[?,3,?,?],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[?,3,1,1],f32>
    %9 = torch_c.to_builtin_tensor %8 : !torch.vtensor<[?,3,1,1],f32> -> tensor<?x3x1x1xf32>
    %10 = tosa.const  values(dense<9.99999974E-6> : tensor<1x1x1x1xf32>) : () -> tensor<1x1x1x1xf32>
    %11 = tosa.add %9, %10 : (tensor<?x3x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<?x3x1x1xf32>
    %12 = tosa.rsqrt %11 : (tensor<?x3x1x1xf32>) -> tensor<?x3x1x1xf32>
    %dim = tensor.dim %arg0, %c0 : tensor<?x3x?x?xf32>
    %13 = arith.index_cast %dim : index to i64
    %14 = torch_c.from_i64 %13
    %15 = torch_c.to_builtin_tensor %6 : !torch.vtensor<[?,3,1,1],f32> -> tensor<?x3x1x1xf32>
    %dim_0 = tensor.dim %15, %c0 : tensor<?x3x1x1xf32>
    %16 = arith.index_cast %dim_0 : index to i64
    %17 = torch_c.from_i64 %16
    %18 = arith.cmpi eq, %13, %c1_i64 : i64
    %19 = torch_c.from_i1 %18
    %20 = torch.prim.If %19 -> (!torch.int) {
      torch.prim.If.yield %17 : !torch.int
    } else {
      %31 = arith.cmpi eq, %16, %c1_i64 : i64
      %32 = torch_c.from_i1 %31
      %33 = torch.prim.If %32 -> (!torch.bool) {
        torch.prim.If.yield %3 : !torch.bool
      } else {
        %34 = arith.cmpi eq, %13, %16 : i64
        %35 = torch_c.from_i1 %34
        torch.prim.If.yield %35 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %33 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:33:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %14 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %21 = tosa.sub %arg0, %15 : (tensor<?x3x?x?xf32>, tensor<?x3x1x1xf32>) -> tensor<?x3x?x?xf32>
    %dim_1 = tensor.dim %21, %c0 : tensor<?x3x?x?xf32>
    %22 = arith.index_cast %dim_1 : index to i64
    %23 = torch_c.from_i64 %22
    %dim_2 = tensor.dim %12, %c0 : tensor<?x3x1x1xf32>
    %24 = arith.index_cast %dim_2 : index to i64
    %25 = torch_c.from_i64 %24
    %26 = arith.cmpi eq, %22, %c1_i64 : i64
    %27 = torch_c.from_i1 %26
    %28 = torch.prim.If %27 -> (!torch.int) {
      torch.prim.If.yield %25 : !torch.int
    } else {
      %31 = arith.cmpi eq, %24, %c1_i64 : i64
      %32 = torch_c.from_i1 %31
      %33 = torch.prim.If %32 -> (!torch.bool) {
        torch.prim.If.yield %3 : !torch.bool
      } else {
        %34 = arith.cmpi eq, %22, %24 : i64
        %35 = torch_c.from_i1 %34
        torch.prim.If.yield %35 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %33 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:55:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %23 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %29 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %30 = tosa.mul %21, %12, %29 : (tensor<?x3x?x?xf32>, tensor<?x3x1x1xf32>, tensor<1xi8>) -> tensor<?x3x?x?xf32>
    return %30 : tensor<?x3x?x?xf32>
  }
}
