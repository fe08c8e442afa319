// tmlir e2e reproducer: test NativeLayerNormBackwardDynamic (family exported_ops), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.exported_ops
// BackendContractError: error: 90 op(s) were not lowered to tosa:
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
// rerun: tmlir-opt NativeLayerNormBackwardDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x6xf32>, %arg1: tensor<?x6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>) -> (tensor<?x6xf32>, tensor<6xf32>, tensor<6xf32>) {
    %c0 = arith.constant 0 : index
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %0 = torch_c.from_i1 %true
    %1 = tosa.reduce_sum %arg1 axis(1) : (tensor<?x6xf32>) -> tensor<?x1xf32>
    %2 = tosa.const  values(dense<0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %3 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.mul %1, %2, %3 : (tensor<?x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x1xf32>
    %5 = tosa.sub %arg1, %4 : (tensor<?x6xf32>, tensor<?x1xf32>) -> tensor<?x6xf32>
    %6 = tosa.mul %5, %5, %3 : (tensor<?x6xf32>, tensor<?x6xf32>, tensor<1xi8>) -> tensor<?x6xf32>
    %7 = tosa.reduce_sum %6 axis(1) : (tensor<?x6xf32>) -> tensor<?x1xf32>
    %8 = tosa.mul %7, %2, %3 : (tensor<?x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x1xf32>
    %9 = tosa.const  values(dense<9.99999974E-6> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %10 = tosa.add %8, %9 : (tensor<?x1xf32>, tensor<1x1xf32>) -> tensor<?x1xf32>
    %11 = tosa.rsqrt %10 : (tensor<?x1xf32>) -> tensor<?x1xf32>
    %dim = tensor.dim %arg1, %c0 : tensor<?x6xf32>
    %12 = arith.index_cast %dim : index to i64
    %13 = torch_c.from_i64 %12
    %dim_0 = tensor.dim %4, %c0 : tensor<?x1xf32>
    %14 = arith.index_cast %dim_0 : index to i64
    %15 = torch_c.from_i64 %14
    %16 = arith.cmpi eq, %12, %c1_i64 : i64
    %17 = torch_c.from_i1 %16
    %18 = torch.prim.If %17 -> (!torch.int) {
      torch.prim.If.yield %15 : !torch.int
    } else {
      %87 = arith.cmpi eq, %14, %c1_i64 : i64
      %88 = torch_c.from_i1 %87
      %89 = torch.prim.If %88 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %90 = arith.cmpi eq, %12, %14 : i64
        %91 = torch_c.from_i1 %90
        torch.prim.If.yield %91 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %89 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:32:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %13 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %dim_1 = tensor.dim %5, %c0 : tensor<?x6xf32>
    %19 = arith.index_cast %dim_1 : index to i64
    %20 = torch_c.from_i64 %19
    %dim_2 = tensor.dim %11, %c0 : tensor<?x1xf32>
    %21 = arith.index_cast %dim_2 : index to i64
    %22 = torch_c.from_i64 %21
    %23 = arith.cmpi eq, %19, %c1_i64 : i64
    %24 = torch_c.from_i1 %23
    %25 = torch.prim.If %24 -> (!torch.int) {
      torch.prim.If.yield %22 : !torch.int
    } else {
      %87 = arith.cmpi eq, %21, %c1_i64 : i64
      %88 = torch_c.from_i1 %87
      %89 = torch.prim.If %88 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %90 = arith.cmpi eq, %19, %21 : i64
        %91 = torch_c.from_i1 %90
        torch.prim.If.yield %91 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %89 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:54:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %20 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %26 = torch.prim.If %17 -> (!torch.int) {
      torch.prim.If.yield %15 : !torch.int
    } else {
      %87 = arith.cmpi eq, %14, %c1_i64 : i64
      %88 = torch_c.from_i1 %87
      %89 = torch.prim.If %88 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %90 = arith.cmpi eq, %12, %14 : i64
        %91 = torch_c.from_i1 %90
        torch.prim.If.yield %91 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %89 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:75:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %13 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %27 = torch.prim.If %24 -> (!torch.int) {
      torch.prim.If.yield %22 : !torch.int
    } else {
      %87 = arith.cmpi eq, %21, %c1_i64 : i64
      %88 = torch_c.from_i1 %87
      %89 = torch.prim.If %88 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %90 = arith.cmpi eq, %19, %21 : i64
        %91 = torch_c.from_i1 %90
        torch.prim.If.yield %91 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %89 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:97:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %20 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %28 = tosa.mul %5, %11, %3 : (tensor<?x6xf32>, tensor<?x1xf32>, tensor<1xi8>) -> tensor<?x6xf32>
    %29 = tosa.const_shape  values(dense<[1, 6]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %30 = tosa.reshape %arg2, %29 : (tensor<6xf32>, !tosa.shape<2>) -> tensor<1x6xf32>
    %31 = tosa.mul %arg0, %30, %3 : (tensor<?x6xf32>, tensor<1x6xf32>, tensor<1xi8>) -> tensor<?x6xf32>
    %32 = tosa.const  values(dense<6.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %33 = tosa.mul %31, %32, %3 : (tensor<?x6xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x6xf32>
    %34 = tosa.reduce_sum %31 axis(1) : (tensor<?x6xf32>) -> tensor<?x1xf32>
    %dim_3 = tensor.dim %31, %c0 : tensor<?x6xf32>
    %35 = arith.index_cast %dim_3 : index to i64
    %36 = torch_c.from_i64 %35
    %dim_4 = tensor.dim %28, %c0 : tensor<?x6xf32>
    %37 = arith.index_cast %dim_4 : index to i64
    %38 = torch_c.from_i64 %37
    %39 = arith.cmpi eq, %35, %c1_i64 : i64
    %40 = torch_c.from_i1 %39
    %41 = torch.prim.If %40 -> (!torch.int) {
      torch.prim.If.yield %38 : !torch.int
    } else {
      %87 = arith.cmpi eq, %37, %c1_i64 : i64
      %88 = torch_c.from_i1 %87
      %89 = torch.prim.If %88 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %90 = arith.cmpi eq, %35, %37 : i64
        %91 = torch_c.from_i1 %90
        torch.prim.If.yield %91 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %89 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:125:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %36 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %42 = tosa.mul %31, %28, %3 : (tensor<?x6xf32>, tensor<?x6xf32>, tensor<1xi8>) -> tensor<?x6xf32>
    %43 = tosa.reduce_sum %42 axis(1) : (tensor<?x6xf32>) -> tensor<?x1xf32>
    %dim_5 = tensor.dim %43, %c0 : tensor<?x1xf32>
    %44 = arith.index_cast %dim_5 : index to i64
    %45 = torch_c.from_i64 %44
    %46 = arith.cmpi eq, %37, %c1_i64 : i64
    %47 = torch_c.from_i1 %46
    %48 = torch.prim.If %47 -> (!torch.int) {
      torch.prim.If.yield %45 : !torch.int
    } else {
      %87 = arith.cmpi eq, %44, %c1_i64 : i64
      %88 = torch_c.from_i1 %87
      %89 = torch.prim.If %88 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %90 = arith.cmpi eq, %37, %44 : i64
        %91 = torch_c.from_i1 %90
        torch.prim.If.yield %91 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %89 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:150:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %38 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %49 = tosa.mul %28, %43, %3 : (tensor<?x6xf32>, tensor<?x1xf32>, tensor<1xi8>) -> tensor<?x6xf32>
    %dim_6 = tensor.dim %33, %c0 : tensor<?x6xf32>
    %50 = arith.index_cast %dim_6 : index to i64
    %51 = torch_c.from_i64 %50
    %dim_7 = tensor.dim %34, %c0 : tensor<?x1xf32>
    %52 = arith.index_cast %dim_7 : index to i64
    %53 = torch_c.from_i64 %52
    %54 = arith.cmpi eq, %50, %c1_i64 : i64
    %55 = torch_c.from_i1 %54
    %56 = torch.prim.If %55 -> (!torch.int) {
      torch.prim.If.yield %53 : !torch.int
    } else {
      %87 = arith.cmpi eq, %52, %c1_i64 : i64
      %88 = torch_c.from_i1 %87
      %89 = torch.prim.If %88 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %90 = arith.cmpi eq, %50, %52 : i64
        %91 = torch_c.from_i1 %90
        torch.prim.If.yield %91 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %89 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:172:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %51 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %57 = tosa.sub %33, %34 : (tensor<?x6xf32>, tensor<?x1xf32>) -> tensor<?x6xf32>
    %dim_8 = tensor.dim %57, %c0 : tensor<?x6xf32>
    %58 = arith.index_cast %dim_8 : index to i64
    %59 = torch_c.from_i64 %58
    %dim_9 = tensor.dim %49, %c0 : tensor<?x6xf32>
    %60 = arith.index_cast %dim_9 : index to i64
    %61 = torch_c.from_i64 %60
    %62 = arith.cmpi eq, %58, %c1_i64 : i64
    %63 = torch_c.from_i1 %62
    %64 = torch.prim.If %63 -> (!torch.int) {
      torch.prim.If.yield %61 : !torch.int
    } else {
      %87 = arith.cmpi eq, %60, %c1_i64 : i64
      %88 = torch_c.from_i1 %87
      %89 = torch.prim.If %88 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %90 = arith.cmpi eq, %58, %60 : i64
        %91 = torch_c.from_i1 %90
        torch.prim.If.yield %91 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %89 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:194:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %59 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %65 = tosa.sub %57, %49 : (tensor<?x6xf32>, tensor<?x6xf32>) -> tensor<?x6xf32>
    %66 = tosa.reciprocal %32 : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %67 = tosa.mul %11, %66, %3 : (tensor<?x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x1xf32>
    %dim_10 = tensor.dim %67, %c0 : tensor<?x1xf32>
    %68 = arith.index_cast %dim_10 : index to i64
    %69 = torch_c.from_i64 %68
    %dim_11 = tensor.dim %65, %c0 : tensor<?x6xf32>
    %70 = arith.index_cast %dim_11 : index to i64
    %71 = torch_c.from_i64 %70
    %72 = arith.cmpi eq, %68, %c1_i64 : i64
    %73 = torch_c.from_i1 %72
    %74 = torch.prim.If %73 -> (!torch.int) {
      torch.prim.If.yield %71 : !torch.int
    } else {
      %87 = arith.cmpi eq, %70, %c1_i64 : i64
      %88 = torch_c.from_i1 %87
      %89 = torch.prim.If %88 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %90 = arith.cmpi eq, %68, %70 : i64
        %91 = torch_c.from_i1 %90
        torch.prim.If.yield %91 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %89 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:218:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %69 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %75 = tosa.mul %67, %65, %3 : (tensor<?x1xf32>, tensor<?x6xf32>, tensor<1xi8>) -> tensor<?x6xf32>
    %dim_12 = tensor.dim %arg0, %c0 : tensor<?x6xf32>
    %76 = arith.index_cast %dim_12 : index to i64
    %77 = torch_c.from_i64 %76
    %78 = arith.cmpi eq, %76, %c1_i64 : i64
    %79 = torch_c.from_i1 %78
    %80 = torch.prim.If %79 -> (!torch.int) {
      torch.prim.If.yield %38 : !torch.int
    } else {
      %87 = torch.prim.If %47 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %88 = arith.cmpi eq, %76, %37 : i64
        %89 = torch_c.from_i1 %88
        torch.prim.If.yield %89 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %87 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:240:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %77 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %81 = tosa.mul %arg0, %28, %3 : (tensor<?x6xf32>, tensor<?x6xf32>, tensor<1xi8>) -> tensor<?x6xf32>
    %82 = tosa.reduce_sum %81 axis(0) : (tensor<?x6xf32>) -> tensor<1x6xf32>
    %83 = tosa.const_shape  values(dense<6> : tensor<1xindex>) : () -> !tosa.shape<1>
    %84 = tosa.reshape %82, %83 : (tensor<1x6xf32>, !tosa.shape<1>) -> tensor<6xf32>
    %85 = tosa.reduce_sum %arg0 axis(0) : (tensor<?x6xf32>) -> tensor<1x6xf32>
    %86 = tosa.reshape %85, %83 : (tensor<1x6xf32>, !tosa.shape<1>) -> tensor<6xf32>
    return %75, %84, %86 : tensor<?x6xf32>, tensor<6xf32>, tensor<6xf32>
  }
}
