// tmlir e2e reproducer: test ComplexConvTranspose1dDynamicBatch (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/_common.py:53
// BackendContractError: error: 35 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:55:0: 'torch.aten.convolution' (its lowering did not apply: the input tensor<?x4x5xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:55:0: 'torch.aten.slice.Tensor' (its lowering did not apply: dim 0 of tensor<?x6x10xf32> is dynamic)
//   /work/main/e2e_tests/_common.py:55:0: 'torch.aten.slice.Tensor' (its lowering did not apply: dim 0 of tensor<?x6x10xf32> is dynamic)
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
// rerun: tmlir-opt ComplexConvTranspose1dDynamicBatch.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x5x2xf32> {tmlir.complex_as_real}, %arg1: tensor<4x3x3x2xf32> {tmlir.complex_as_real}, %arg2: tensor<3x2xf32> {tmlir.complex_as_real}) -> (tensor<?x3x10x2xf32> {tmlir.complex_as_real}) {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %c0_i64 = arith.constant 0 : i64
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i64 %c2_i64
    %1 = torch_c.from_i64 %c1_i64
    %2 = torch_c.from_i1 %true
    %3 = torch_c.from_i64 %c0_i64
    %4 = torch.prim.ListConstruct %0 : (!torch.int) -> !torch.list<int>
    %5 = torch.prim.ListConstruct %1 : (!torch.int) -> !torch.list<int>
    %6 = torch.prim.ListConstruct %1 : (!torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %1 : (!torch.int) -> !torch.list<int>
    %8 = tosa.const_shape  values(dense<0> : tensor<4xindex>) : () -> !tosa.shape<4>
    %9 = tosa.const_shape  values(dense<[-1, 4, 5, 1]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %10 = tosa.slice %arg0, %8, %9 : (tensor<?x4x5x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<?x4x5x1xf32>
    %11 = tosa.const_shape  values(dense<[-1, 4, 5]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %12 = tosa.reshape %10, %11 : (tensor<?x4x5x1xf32>, !tosa.shape<3>) -> tensor<?x4x5xf32>
    %13 = tosa.const_shape  values(dense<[0, 0, 0, 1]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %14 = tosa.slice %arg0, %13, %9 : (tensor<?x4x5x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<?x4x5x1xf32>
    %15 = tosa.reshape %14, %11 : (tensor<?x4x5x1xf32>, !tosa.shape<3>) -> tensor<?x4x5xf32>
    %16 = tosa.const_shape  values(dense<[4, 3, 3, 1]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %17 = tosa.slice %arg1, %8, %16 : (tensor<4x3x3x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<4x3x3x1xf32>
    %18 = tosa.const_shape  values(dense<[4, 3, 3]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %19 = tosa.reshape %17, %18 : (tensor<4x3x3x1xf32>, !tosa.shape<3>) -> tensor<4x3x3xf32>
    %20 = tosa.slice %arg1, %13, %16 : (tensor<4x3x3x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<4x3x3x1xf32>
    %21 = tosa.reshape %20, %18 : (tensor<4x3x3x1xf32>, !tosa.shape<3>) -> tensor<4x3x3xf32>
    %22 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %23 = tosa.const_shape  values(dense<[3, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %24 = tosa.slice %arg2, %22, %23 : (tensor<3x2xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x1xf32>
    %25 = tosa.const_shape  values(dense<3> : tensor<1xindex>) : () -> !tosa.shape<1>
    %26 = tosa.reshape %24, %25 : (tensor<3x1xf32>, !tosa.shape<1>) -> tensor<3xf32>
    %27 = tosa.const_shape  values(dense<[0, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %28 = tosa.slice %arg2, %27, %23 : (tensor<3x2xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x1xf32>
    %29 = tosa.reshape %28, %25 : (tensor<3x1xf32>, !tosa.shape<1>) -> tensor<3xf32>
    %none = torch.constant.none
    %30 = tosa.concat %12, %15 axis(0) : (tensor<?x4x5xf32>, tensor<?x4x5xf32>) -> tensor<?x4x5xf32>
    %31 = torch_c.from_builtin_tensor %30 : tensor<?x4x5xf32> -> !torch.vtensor<[?,4,5],f32>
    %32 = tosa.concat %19, %21 axis(1) : (tensor<4x3x3xf32>, tensor<4x3x3xf32>) -> tensor<4x6x3xf32>
    %33 = torch_c.from_builtin_tensor %32 : tensor<4x6x3xf32> -> !torch.vtensor<[4,6,3],f32>
    %34 = torch.aten.convolution %31, %33, %none, %4, %5, %6, %2, %7, %1 {tmlir.not_lowered = "the input tensor<?x4x5xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,4,5],f32>, !torch.vtensor<[4,6,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,6,10],f32>
    %dim = tensor.dim %12, %c0 : tensor<?x4x5xf32>
    %35 = arith.index_cast %dim : index to i64
    %36 = torch_c.from_i64 %35
    %37 = torch.aten.slice.Tensor %34, %3, %3, %36, %1 {tmlir.not_lowered = "dim 0 of tensor<?x6x10xf32> is dynamic"} : !torch.vtensor<[?,6,10],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,6,10],f32>
    %38 = torch_c.to_builtin_tensor %37 : !torch.vtensor<[?,6,10],f32> -> tensor<?x6x10xf32>
    %39 = tosa.const_shape  values(dense<[-1, 1, 2, 3, 10]> : tensor<5xindex>) : () -> !tosa.shape<5>
    %40 = tosa.reshape %38, %39 : (tensor<?x6x10xf32>, !tosa.shape<5>) -> tensor<?x1x2x3x10xf32>
    %41 = tosa.const_shape  values(dense<0> : tensor<5xindex>) : () -> !tosa.shape<5>
    %42 = tosa.const_shape  values(dense<[-1, 1, 1, 3, 10]> : tensor<5xindex>) : () -> !tosa.shape<5>
    %43 = tosa.slice %40, %41, %42 : (tensor<?x1x2x3x10xf32>, !tosa.shape<5>, !tosa.shape<5>) -> tensor<?x1x1x3x10xf32>
    %44 = tosa.const_shape  values(dense<[-1, 1, 3, 10]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %45 = tosa.reshape %43, %44 : (tensor<?x1x1x3x10xf32>, !tosa.shape<4>) -> tensor<?x1x3x10xf32>
    %46 = tosa.const_shape  values(dense<[-1, 3, 10]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %47 = tosa.reshape %45, %46 : (tensor<?x1x3x10xf32>, !tosa.shape<3>) -> tensor<?x3x10xf32>
    %48 = arith.muli %35, %c2_i64 : i64
    %49 = torch_c.from_i64 %48
    %50 = torch.aten.slice.Tensor %34, %3, %36, %49, %1 {tmlir.not_lowered = "dim 0 of tensor<?x6x10xf32> is dynamic"} : !torch.vtensor<[?,6,10],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,6,10],f32>
    %51 = torch_c.to_builtin_tensor %50 : !torch.vtensor<[?,6,10],f32> -> tensor<?x6x10xf32>
    %52 = tosa.reshape %51, %39 : (tensor<?x6x10xf32>, !tosa.shape<5>) -> tensor<?x1x2x3x10xf32>
    %53 = tosa.const_shape  values(dense<[0, 0, 1, 0, 0]> : tensor<5xindex>) : () -> !tosa.shape<5>
    %54 = tosa.slice %52, %53, %42 : (tensor<?x1x2x3x10xf32>, !tosa.shape<5>, !tosa.shape<5>) -> tensor<?x1x1x3x10xf32>
    %55 = tosa.reshape %54, %44 : (tensor<?x1x1x3x10xf32>, !tosa.shape<4>) -> tensor<?x1x3x10xf32>
    %56 = tosa.reshape %55, %46 : (tensor<?x1x3x10xf32>, !tosa.shape<3>) -> tensor<?x3x10xf32>
    %dim_0 = tensor.dim %47, %c0 : tensor<?x3x10xf32>
    %57 = arith.index_cast %dim_0 : index to i64
    %58 = torch_c.from_i64 %57
    %dim_1 = tensor.dim %56, %c0 : tensor<?x3x10xf32>
    %59 = arith.index_cast %dim_1 : index to i64
    %60 = torch_c.from_i64 %59
    %61 = arith.cmpi eq, %57, %c1_i64 : i64
    %62 = torch_c.from_i1 %61
    %63 = torch.prim.If %62 -> (!torch.int) {
      torch.prim.If.yield %60 : !torch.int
    } else {
      %95 = arith.cmpi eq, %59, %c1_i64 : i64
      %96 = torch_c.from_i1 %95
      %97 = torch.prim.If %96 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %98 = arith.cmpi eq, %57, %59 : i64
        %99 = torch_c.from_i1 %98
        torch.prim.If.yield %99 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %97 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:62:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %58 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %64 = tosa.sub %47, %56 : (tensor<?x3x10xf32>, tensor<?x3x10xf32>) -> tensor<?x3x10xf32>
    %65 = tosa.slice %40, %53, %42 : (tensor<?x1x2x3x10xf32>, !tosa.shape<5>, !tosa.shape<5>) -> tensor<?x1x1x3x10xf32>
    %66 = tosa.reshape %65, %44 : (tensor<?x1x1x3x10xf32>, !tosa.shape<4>) -> tensor<?x1x3x10xf32>
    %67 = tosa.reshape %66, %46 : (tensor<?x1x3x10xf32>, !tosa.shape<3>) -> tensor<?x3x10xf32>
    %68 = tosa.slice %52, %41, %42 : (tensor<?x1x2x3x10xf32>, !tosa.shape<5>, !tosa.shape<5>) -> tensor<?x1x1x3x10xf32>
    %69 = tosa.reshape %68, %44 : (tensor<?x1x1x3x10xf32>, !tosa.shape<4>) -> tensor<?x1x3x10xf32>
    %70 = tosa.reshape %69, %46 : (tensor<?x1x3x10xf32>, !tosa.shape<3>) -> tensor<?x3x10xf32>
    %dim_2 = tensor.dim %67, %c0 : tensor<?x3x10xf32>
    %71 = arith.index_cast %dim_2 : index to i64
    %72 = torch_c.from_i64 %71
    %dim_3 = tensor.dim %70, %c0 : tensor<?x3x10xf32>
    %73 = arith.index_cast %dim_3 : index to i64
    %74 = torch_c.from_i64 %73
    %75 = arith.cmpi eq, %71, %c1_i64 : i64
    %76 = torch_c.from_i1 %75
    %77 = torch.prim.If %76 -> (!torch.int) {
      torch.prim.If.yield %74 : !torch.int
    } else {
      %95 = arith.cmpi eq, %73, %c1_i64 : i64
      %96 = torch_c.from_i1 %95
      %97 = torch.prim.If %96 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %98 = arith.cmpi eq, %71, %73 : i64
        %99 = torch_c.from_i1 %98
        torch.prim.If.yield %99 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %97 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.add.Tensor) (<string>:90:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %72 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %78 = tosa.add %67, %70 : (tensor<?x3x10xf32>, tensor<?x3x10xf32>) -> tensor<?x3x10xf32>
    %79 = tosa.const_shape  values(dense<[1, 3, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %80 = tosa.reshape %26, %79 : (tensor<3xf32>, !tosa.shape<3>) -> tensor<1x3x1xf32>
    %81 = tosa.add %64, %80 : (tensor<?x3x10xf32>, tensor<1x3x1xf32>) -> tensor<?x3x10xf32>
    %82 = tosa.reshape %29, %79 : (tensor<3xf32>, !tosa.shape<3>) -> tensor<1x3x1xf32>
    %83 = tosa.add %78, %82 : (tensor<?x3x10xf32>, tensor<1x3x1xf32>) -> tensor<?x3x10xf32>
    %dim_4 = tensor.dim %81, %c0 : tensor<?x3x10xf32>
    %84 = arith.index_cast %dim_4 : index to i64
    %85 = torch_c.from_i64 %84
    %dim_5 = tensor.dim %83, %c0 : tensor<?x3x10xf32>
    %86 = arith.index_cast %dim_5 : index to i64
    %87 = torch_c.from_i64 %86
    %88 = arith.cmpi eq, %84, %c1_i64 : i64
    %89 = torch_c.from_i1 %88
    %90 = torch.prim.If %89 -> (!torch.int) {
      torch.prim.If.yield %87 : !torch.int
    } else {
      %95 = arith.cmpi eq, %86, %c1_i64 : i64
      %96 = torch_c.from_i1 %95
      %97 = torch.prim.If %96 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %98 = arith.cmpi eq, %84, %86 : i64
        %99 = torch_c.from_i1 %98
        torch.prim.If.yield %99 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %97 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.complex) (<string>:118:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %85 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %91 = tosa.const_shape  values(dense<[-1, 3, 10, 1]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %92 = tosa.reshape %81, %91 : (tensor<?x3x10xf32>, !tosa.shape<4>) -> tensor<?x3x10x1xf32>
    %93 = tosa.reshape %83, %91 : (tensor<?x3x10xf32>, !tosa.shape<4>) -> tensor<?x3x10x1xf32>
    %94 = tosa.concat %92, %93 axis(3) : (tensor<?x3x10x1xf32>, tensor<?x3x10x1xf32>) -> tensor<?x3x10x2xf32>
    return %94 : tensor<?x3x10x2xf32>
  }
}
