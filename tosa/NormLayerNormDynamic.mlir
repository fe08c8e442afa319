// tmlir e2e reproducer: test NormLayerNormDynamic (family normalization), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.normalization
// BackendContractError: error: 36 op(s) were not lowered to tosa:
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
// rerun: tmlir-opt NormLayerNormDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x?x8xf32>) -> tensor<?x?x8xf32> {
    %true = arith.constant true
    %c1_i64 = arith.constant 1 : i64
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = tosa.const  values(dense_resource<m.weight.r> : tensor<1x1x8xf32>) : () -> tensor<1x1x8xf32>
    %1 = tosa.const  values(dense_resource<m.bias.r> : tensor<1x1x8xf32>) : () -> tensor<1x1x8xf32>
    %2 = torch_c.from_i1 %true
    %3 = tosa.reduce_sum %arg0 axis(2) : (tensor<?x?x8xf32>) -> tensor<?x?x1xf32>
    %4 = tosa.const  values(dense<1.250000e-01> : tensor<1x1x1xf32>) : () -> tensor<1x1x1xf32>
    %5 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.mul %3, %4, %5 : (tensor<?x?x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<?x?x1xf32>
    %7 = tosa.sub %arg0, %6 : (tensor<?x?x8xf32>, tensor<?x?x1xf32>) -> tensor<?x?x8xf32>
    %8 = tosa.mul %7, %7, %5 : (tensor<?x?x8xf32>, tensor<?x?x8xf32>, tensor<1xi8>) -> tensor<?x?x8xf32>
    %9 = tosa.reduce_sum %8 axis(2) : (tensor<?x?x8xf32>) -> tensor<?x?x1xf32>
    %10 = tosa.mul %9, %4, %5 : (tensor<?x?x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<?x?x1xf32>
    %11 = tosa.const  values(dense<9.99999974E-6> : tensor<1x1x1xf32>) : () -> tensor<1x1x1xf32>
    %12 = tosa.add %10, %11 : (tensor<?x?x1xf32>, tensor<1x1x1xf32>) -> tensor<?x?x1xf32>
    %13 = tosa.rsqrt %12 : (tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x8xf32>
    %14 = arith.index_cast %dim : index to i64
    %15 = torch_c.from_i64 %14
    %dim_0 = tensor.dim %6, %c0 : tensor<?x?x1xf32>
    %16 = arith.index_cast %dim_0 : index to i64
    %17 = torch_c.from_i64 %16
    %18 = arith.cmpi eq, %14, %c1_i64 : i64
    %19 = torch_c.from_i1 %18
    %20 = torch.prim.If %19 -> (!torch.int) {
      torch.prim.If.yield %17 : !torch.int
    } else {
      %45 = arith.cmpi eq, %16, %c1_i64 : i64
      %46 = torch_c.from_i1 %45
      %47 = torch.prim.If %46 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %48 = arith.cmpi eq, %14, %16 : i64
        %49 = torch_c.from_i1 %48
        torch.prim.If.yield %49 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %47 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:34:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %15 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %dim_1 = tensor.dim %arg0, %c1 : tensor<?x?x8xf32>
    %21 = arith.index_cast %dim_1 : index to i64
    %22 = torch_c.from_i64 %21
    %dim_2 = tensor.dim %6, %c1 : tensor<?x?x1xf32>
    %23 = arith.index_cast %dim_2 : index to i64
    %24 = torch_c.from_i64 %23
    %25 = arith.cmpi eq, %21, %c1_i64 : i64
    %26 = torch_c.from_i1 %25
    %27 = torch.prim.If %26 -> (!torch.int) {
      torch.prim.If.yield %24 : !torch.int
    } else {
      %45 = arith.cmpi eq, %23, %c1_i64 : i64
      %46 = torch_c.from_i1 %45
      %47 = torch.prim.If %46 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %48 = arith.cmpi eq, %21, %23 : i64
        %49 = torch_c.from_i1 %48
        torch.prim.If.yield %49 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %47 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:55:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %22 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %dim_3 = tensor.dim %7, %c0 : tensor<?x?x8xf32>
    %28 = arith.index_cast %dim_3 : index to i64
    %29 = torch_c.from_i64 %28
    %dim_4 = tensor.dim %13, %c0 : tensor<?x?x1xf32>
    %30 = arith.index_cast %dim_4 : index to i64
    %31 = torch_c.from_i64 %30
    %32 = arith.cmpi eq, %28, %c1_i64 : i64
    %33 = torch_c.from_i1 %32
    %34 = torch.prim.If %33 -> (!torch.int) {
      torch.prim.If.yield %31 : !torch.int
    } else {
      %45 = arith.cmpi eq, %30, %c1_i64 : i64
      %46 = torch_c.from_i1 %45
      %47 = torch.prim.If %46 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %48 = arith.cmpi eq, %28, %30 : i64
        %49 = torch_c.from_i1 %48
        torch.prim.If.yield %49 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %47 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:77:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %29 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %dim_5 = tensor.dim %7, %c1 : tensor<?x?x8xf32>
    %35 = arith.index_cast %dim_5 : index to i64
    %36 = torch_c.from_i64 %35
    %dim_6 = tensor.dim %13, %c1 : tensor<?x?x1xf32>
    %37 = arith.index_cast %dim_6 : index to i64
    %38 = torch_c.from_i64 %37
    %39 = arith.cmpi eq, %35, %c1_i64 : i64
    %40 = torch_c.from_i1 %39
    %41 = torch.prim.If %40 -> (!torch.int) {
      torch.prim.If.yield %38 : !torch.int
    } else {
      %45 = arith.cmpi eq, %37, %c1_i64 : i64
      %46 = torch_c.from_i1 %45
      %47 = torch.prim.If %46 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %48 = arith.cmpi eq, %35, %37 : i64
        %49 = torch_c.from_i1 %48
        torch.prim.If.yield %49 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %47 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:98:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %36 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %42 = tosa.mul %7, %13, %5 : (tensor<?x?x8xf32>, tensor<?x?x1xf32>, tensor<1xi8>) -> tensor<?x?x8xf32>
    %43 = tosa.mul %42, %0, %5 : (tensor<?x?x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<?x?x8xf32>
    %44 = tosa.add %43, %1 : (tensor<?x?x8xf32>, tensor<1x1x8xf32>) -> tensor<?x?x8xf32>
    return %44 : tensor<?x?x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      m.weight.r: "0x0800000028B7163F90F23B3F263863BF56DC07BFF60E29BFF0BFB1BEFCA50A3F80FC5EBF",
      m.bias.r: "0x08000000223A333FBA6926BF803DC6BDEEF6333F74B481BE4CAF0ABFF23D24BF00726EBF"
    }
  }
#-}
