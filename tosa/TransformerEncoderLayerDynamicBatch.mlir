// tmlir e2e reproducer: test TransformerEncoderLayerDynamicBatch (family models), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/models.py:103
// BackendContractError: error: 105 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/models.py:91:0: 'torch.aten.matmul' (its lowering did not apply: matmul with dynamic broadcast batch dims)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/e2e_tests/models.py:94:0: 'torch.aten.matmul' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
// rerun: tmlir-opt TransformerEncoderLayerDynamicBatch.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x6x16xf32>) -> tensor<?x6x16xf32> {
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x6x16xf32> -> !torch.vtensor<[?,6,16],f32>
    %1 = tosa.const  values(dense_resource<attn.qkv.weight.t10> : tensor<16x48xf32>) : () -> tensor<16x48xf32>
    %2 = tosa.const  values(dense_resource<attn.qkv.bias.r> : tensor<1x1x48xf32>) : () -> tensor<1x1x48xf32>
    %3 = tosa.const  values(dense_resource<attn.out.weight.t10> : tensor<16x16xf32>) : () -> tensor<16x16xf32>
    %4 = tosa.const  values(dense_resource<attn.out.bias.r> : tensor<1x1x16xf32>) : () -> tensor<1x1x16xf32>
    %5 = tosa.const  values(dense_resource<norm1.weight.r> : tensor<1x1x16xf32>) : () -> tensor<1x1x16xf32>
    %6 = tosa.const  values(dense_resource<norm1.bias.r> : tensor<1x1x16xf32>) : () -> tensor<1x1x16xf32>
    %7 = tosa.const  values(dense_resource<ff1.weight.t10> : tensor<16x32xf32>) : () -> tensor<16x32xf32>
    %8 = tosa.const  values(dense_resource<ff1.bias.r> : tensor<1x1x32xf32>) : () -> tensor<1x1x32xf32>
    %9 = tosa.const  values(dense_resource<ff2.weight.t10> : tensor<32x16xf32>) : () -> tensor<32x16xf32>
    %10 = tosa.const  values(dense_resource<ff2.bias.r> : tensor<1x1x16xf32>) : () -> tensor<1x1x16xf32>
    %11 = tosa.const  values(dense_resource<norm2.weight.r> : tensor<1x1x16xf32>) : () -> tensor<1x1x16xf32>
    %12 = tosa.const  values(dense_resource<norm2.bias.r> : tensor<1x1x16xf32>) : () -> tensor<1x1x16xf32>
    %13 = torch_c.from_i1 %true
    %14 = torch_c.from_builtin_tensor %1 : tensor<16x48xf32> -> !torch.vtensor<[16,48],f32>
    %15 = torch.aten.matmul %0, %14 {tmlir.not_lowered = "matmul with dynamic broadcast batch dims"} : !torch.vtensor<[?,6,16],f32>, !torch.vtensor<[16,48],f32> -> !torch.vtensor<[?,6,48],f32>
    %16 = torch_c.to_builtin_tensor %15 : !torch.vtensor<[?,6,48],f32> -> tensor<?x6x48xf32>
    %17 = tosa.add %16, %2 : (tensor<?x6x48xf32>, tensor<1x1x48xf32>) -> tensor<?x6x48xf32>
    %18 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %19 = tosa.const_shape  values(dense<[-1, 6, 16]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %20 = tosa.slice %17, %18, %19 : (tensor<?x6x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x6x16xf32>
    %21 = tosa.const_shape  values(dense<[0, 0, 16]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %22 = tosa.slice %17, %21, %19 : (tensor<?x6x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x6x16xf32>
    %23 = tosa.const_shape  values(dense<[0, 0, 32]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %24 = tosa.slice %17, %23, %19 : (tensor<?x6x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x6x16xf32>
    %25 = tosa.const_shape  values(dense<[-1, 6, 2, 8]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %26 = tosa.reshape %20, %25 : (tensor<?x6x16xf32>, !tosa.shape<4>) -> tensor<?x6x2x8xf32>
    %27 = tosa.transpose %26 perms([0, 2, 1, 3]) : (tensor<?x6x2x8xf32>) -> tensor<?x2x6x8xf32>
    %28 = torch_c.from_builtin_tensor %27 : tensor<?x2x6x8xf32> -> !torch.vtensor<[?,2,6,8],f32>
    %29 = tosa.reshape %22, %25 : (tensor<?x6x16xf32>, !tosa.shape<4>) -> tensor<?x6x2x8xf32>
    %30 = tosa.transpose %29 perms([0, 2, 1, 3]) : (tensor<?x6x2x8xf32>) -> tensor<?x2x6x8xf32>
    %31 = tosa.reshape %24, %25 : (tensor<?x6x16xf32>, !tosa.shape<4>) -> tensor<?x6x2x8xf32>
    %32 = tosa.transpose %31 perms([0, 2, 1, 3]) : (tensor<?x6x2x8xf32>) -> tensor<?x2x6x8xf32>
    %33 = torch_c.from_builtin_tensor %32 : tensor<?x2x6x8xf32> -> !torch.vtensor<[?,2,6,8],f32>
    %34 = tosa.transpose %30 perms([0, 1, 3, 2]) : (tensor<?x2x6x8xf32>) -> tensor<?x2x8x6xf32>
    %35 = torch_c.from_builtin_tensor %34 : tensor<?x2x8x6xf32> -> !torch.vtensor<[?,2,8,6],f32>
    %dim = tensor.dim %27, %c0 : tensor<?x2x6x8xf32>
    %36 = arith.index_cast %dim : index to i64
    %37 = torch_c.from_i64 %36
    %dim_0 = tensor.dim %34, %c0 : tensor<?x2x8x6xf32>
    %38 = arith.index_cast %dim_0 : index to i64
    %39 = torch_c.from_i64 %38
    %40 = arith.cmpi eq, %36, %c1_i64 : i64
    %41 = torch_c.from_i1 %40
    %42 = torch.prim.If %41 -> (!torch.int) {
      torch.prim.If.yield %39 : !torch.int
    } else {
      %183 = arith.cmpi eq, %38, %c1_i64 : i64
      %184 = torch_c.from_i1 %183
      %185 = torch.prim.If %184 -> (!torch.bool) {
        torch.prim.If.yield %13 : !torch.bool
      } else {
        %186 = arith.cmpi eq, %36, %38 : i64
        %187 = torch_c.from_i1 %186
        torch.prim.If.yield %187 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %185 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.matmul) (<string>:65:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %37 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %43 = torch.aten.matmul %28, %35 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[?,2,6,8],f32>, !torch.vtensor<[?,2,8,6],f32> -> !torch.vtensor<[?,2,6,6],f32>
    %44 = torch_c.to_builtin_tensor %43 : !torch.vtensor<[?,2,6,6],f32> -> tensor<?x2x6x6xf32>
    %45 = tosa.const  values(dense<2.82842708> : tensor<1x1x1x1xf32>) : () -> tensor<1x1x1x1xf32>
    %46 = tosa.reciprocal %45 : (tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %47 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %48 = tosa.mul %44, %46, %47 : (tensor<?x2x6x6xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<?x2x6x6xf32>
    %49 = tosa.reduce_max %48 axis(3) : (tensor<?x2x6x6xf32>) -> tensor<?x2x6x1xf32>
    %50 = tosa.const  values(dense<0xFF800000> : tensor<1x1x1x1xf32>) : () -> tensor<1x1x1x1xf32>
    %51 = tosa.equal %48, %50 : (tensor<?x2x6x6xf32>, tensor<1x1x1x1xf32>) -> tensor<?x2x6x6xi1>
    %52 = tosa.reduce_all %51 axis(3) : (tensor<?x2x6x6xi1>) -> tensor<?x2x6x1xi1>
    %53 = tosa.select %52, %50, %49 : (tensor<?x2x6x1xi1>, tensor<1x1x1x1xf32>, tensor<?x2x6x1xf32>) -> tensor<?x2x6x1xf32>
    %dim_1 = tensor.dim %48, %c0 : tensor<?x2x6x6xf32>
    %54 = arith.index_cast %dim_1 : index to i64
    %55 = torch_c.from_i64 %54
    %dim_2 = tensor.dim %53, %c0 : tensor<?x2x6x1xf32>
    %56 = arith.index_cast %dim_2 : index to i64
    %57 = torch_c.from_i64 %56
    %58 = arith.cmpi eq, %54, %c1_i64 : i64
    %59 = torch_c.from_i1 %58
    %60 = torch.prim.If %59 -> (!torch.int) {
      torch.prim.If.yield %57 : !torch.int
    } else {
      %183 = arith.cmpi eq, %56, %c1_i64 : i64
      %184 = torch_c.from_i1 %183
      %185 = torch.prim.If %184 -> (!torch.bool) {
        torch.prim.If.yield %13 : !torch.bool
      } else {
        %186 = arith.cmpi eq, %54, %56 : i64
        %187 = torch_c.from_i1 %186
        torch.prim.If.yield %187 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %185 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:91:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %55 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %61 = tosa.sub %48, %53 : (tensor<?x2x6x6xf32>, tensor<?x2x6x1xf32>) -> tensor<?x2x6x6xf32>
    %62 = tosa.exp %61 : (tensor<?x2x6x6xf32>) -> tensor<?x2x6x6xf32>
    %63 = tosa.reduce_sum %62 axis(3) : (tensor<?x2x6x6xf32>) -> tensor<?x2x6x1xf32>
    %dim_3 = tensor.dim %62, %c0 : tensor<?x2x6x6xf32>
    %64 = arith.index_cast %dim_3 : index to i64
    %65 = torch_c.from_i64 %64
    %dim_4 = tensor.dim %63, %c0 : tensor<?x2x6x1xf32>
    %66 = arith.index_cast %dim_4 : index to i64
    %67 = torch_c.from_i64 %66
    %68 = arith.cmpi eq, %64, %c1_i64 : i64
    %69 = torch_c.from_i1 %68
    %70 = torch.prim.If %69 -> (!torch.int) {
      torch.prim.If.yield %67 : !torch.int
    } else {
      %183 = arith.cmpi eq, %66, %c1_i64 : i64
      %184 = torch_c.from_i1 %183
      %185 = torch.prim.If %184 -> (!torch.bool) {
        torch.prim.If.yield %13 : !torch.bool
      } else {
        %186 = arith.cmpi eq, %64, %66 : i64
        %187 = torch_c.from_i1 %186
        torch.prim.If.yield %187 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %185 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.div.Tensor) (<string>:117:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %65 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %71 = tosa.reciprocal %63 : (tensor<?x2x6x1xf32>) -> tensor<?x2x6x1xf32>
    %72 = tosa.mul %62, %71, %47 : (tensor<?x2x6x6xf32>, tensor<?x2x6x1xf32>, tensor<1xi8>) -> tensor<?x2x6x6xf32>
    %73 = torch_c.from_builtin_tensor %72 : tensor<?x2x6x6xf32> -> !torch.vtensor<[?,2,6,6],f32>
    %dim_5 = tensor.dim %72, %c0 : tensor<?x2x6x6xf32>
    %74 = arith.index_cast %dim_5 : index to i64
    %75 = torch_c.from_i64 %74
    %dim_6 = tensor.dim %32, %c0 : tensor<?x2x6x8xf32>
    %76 = arith.index_cast %dim_6 : index to i64
    %77 = torch_c.from_i64 %76
    %78 = arith.cmpi eq, %74, %c1_i64 : i64
    %79 = torch_c.from_i1 %78
    %80 = torch.prim.If %79 -> (!torch.int) {
      torch.prim.If.yield %77 : !torch.int
    } else {
      %183 = arith.cmpi eq, %76, %c1_i64 : i64
      %184 = torch_c.from_i1 %183
      %185 = torch.prim.If %184 -> (!torch.bool) {
        torch.prim.If.yield %13 : !torch.bool
      } else {
        %186 = arith.cmpi eq, %74, %76 : i64
        %187 = torch_c.from_i1 %186
        torch.prim.If.yield %187 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %185 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.matmul) (<string>:139:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %75 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %81 = torch.aten.matmul %73, %33 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[?,2,6,6],f32>, !torch.vtensor<[?,2,6,8],f32> -> !torch.vtensor<[?,2,6,8],f32>
    %82 = torch_c.to_builtin_tensor %81 : !torch.vtensor<[?,2,6,8],f32> -> tensor<?x2x6x8xf32>
    %83 = tosa.transpose %82 perms([0, 2, 1, 3]) : (tensor<?x2x6x8xf32>) -> tensor<?x6x2x8xf32>
    %84 = tosa.reshape %83, %19 : (tensor<?x6x2x8xf32>, !tosa.shape<3>) -> tensor<?x6x16xf32>
    %85 = torch_c.from_builtin_tensor %84 : tensor<?x6x16xf32> -> !torch.vtensor<[?,6,16],f32>
    %86 = torch_c.from_builtin_tensor %3 : tensor<16x16xf32> -> !torch.vtensor<[16,16],f32>
    %87 = torch.aten.matmul %85, %86 {tmlir.not_lowered = "matmul with dynamic broadcast batch dims"} : !torch.vtensor<[?,6,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[?,6,16],f32>
    %88 = torch_c.to_builtin_tensor %87 : !torch.vtensor<[?,6,16],f32> -> tensor<?x6x16xf32>
    %89 = tosa.add %88, %4 : (tensor<?x6x16xf32>, tensor<1x1x16xf32>) -> tensor<?x6x16xf32>
    %dim_7 = tensor.dim %arg0, %c0 : tensor<?x6x16xf32>
    %90 = arith.index_cast %dim_7 : index to i64
    %91 = torch_c.from_i64 %90
    %dim_8 = tensor.dim %89, %c0 : tensor<?x6x16xf32>
    %92 = arith.index_cast %dim_8 : index to i64
    %93 = torch_c.from_i64 %92
    %94 = arith.cmpi eq, %90, %c1_i64 : i64
    %95 = torch_c.from_i1 %94
    %96 = torch.prim.If %95 -> (!torch.int) {
      torch.prim.If.yield %93 : !torch.int
    } else {
      %183 = arith.cmpi eq, %92, %c1_i64 : i64
      %184 = torch_c.from_i1 %183
      %185 = torch.prim.If %184 -> (!torch.bool) {
        torch.prim.If.yield %13 : !torch.bool
      } else {
        %186 = arith.cmpi eq, %90, %92 : i64
        %187 = torch_c.from_i1 %186
        torch.prim.If.yield %187 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %185 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.add.Tensor) (<string>:167:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %91 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %97 = tosa.add %arg0, %89 : (tensor<?x6x16xf32>, tensor<?x6x16xf32>) -> tensor<?x6x16xf32>
    %98 = tosa.reduce_sum %97 axis(2) : (tensor<?x6x16xf32>) -> tensor<?x6x1xf32>
    %99 = tosa.const  values(dense<6.250000e-02> : tensor<1x1x1xf32>) : () -> tensor<1x1x1xf32>
    %100 = tosa.mul %98, %99, %47 : (tensor<?x6x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<?x6x1xf32>
    %101 = tosa.sub %97, %100 : (tensor<?x6x16xf32>, tensor<?x6x1xf32>) -> tensor<?x6x16xf32>
    %102 = tosa.mul %101, %101, %47 : (tensor<?x6x16xf32>, tensor<?x6x16xf32>, tensor<1xi8>) -> tensor<?x6x16xf32>
    %103 = tosa.reduce_sum %102 axis(2) : (tensor<?x6x16xf32>) -> tensor<?x6x1xf32>
    %104 = tosa.mul %103, %99, %47 : (tensor<?x6x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<?x6x1xf32>
    %105 = tosa.const  values(dense<9.99999974E-6> : tensor<1x1x1xf32>) : () -> tensor<1x1x1xf32>
    %106 = tosa.add %104, %105 : (tensor<?x6x1xf32>, tensor<1x1x1xf32>) -> tensor<?x6x1xf32>
    %107 = tosa.rsqrt %106 : (tensor<?x6x1xf32>) -> tensor<?x6x1xf32>
    %dim_9 = tensor.dim %97, %c0 : tensor<?x6x16xf32>
    %108 = arith.index_cast %dim_9 : index to i64
    %109 = torch_c.from_i64 %108
    %dim_10 = tensor.dim %100, %c0 : tensor<?x6x1xf32>
    %110 = arith.index_cast %dim_10 : index to i64
    %111 = torch_c.from_i64 %110
    %112 = arith.cmpi eq, %108, %c1_i64 : i64
    %113 = torch_c.from_i1 %112
    %114 = torch.prim.If %113 -> (!torch.int) {
      torch.prim.If.yield %111 : !torch.int
    } else {
      %183 = arith.cmpi eq, %110, %c1_i64 : i64
      %184 = torch_c.from_i1 %183
      %185 = torch.prim.If %184 -> (!torch.bool) {
        torch.prim.If.yield %13 : !torch.bool
      } else {
        %186 = arith.cmpi eq, %108, %110 : i64
        %187 = torch_c.from_i1 %186
        torch.prim.If.yield %187 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %185 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:196:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %109 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %dim_11 = tensor.dim %101, %c0 : tensor<?x6x16xf32>
    %115 = arith.index_cast %dim_11 : index to i64
    %116 = torch_c.from_i64 %115
    %dim_12 = tensor.dim %107, %c0 : tensor<?x6x1xf32>
    %117 = arith.index_cast %dim_12 : index to i64
    %118 = torch_c.from_i64 %117
    %119 = arith.cmpi eq, %115, %c1_i64 : i64
    %120 = torch_c.from_i1 %119
    %121 = torch.prim.If %120 -> (!torch.int) {
      torch.prim.If.yield %118 : !torch.int
    } else {
      %183 = arith.cmpi eq, %117, %c1_i64 : i64
      %184 = torch_c.from_i1 %183
      %185 = torch.prim.If %184 -> (!torch.bool) {
        torch.prim.If.yield %13 : !torch.bool
      } else {
        %186 = arith.cmpi eq, %115, %117 : i64
        %187 = torch_c.from_i1 %186
        torch.prim.If.yield %187 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %185 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:218:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %116 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %122 = tosa.mul %101, %107, %47 : (tensor<?x6x16xf32>, tensor<?x6x1xf32>, tensor<1xi8>) -> tensor<?x6x16xf32>
    %123 = tosa.mul %122, %5, %47 : (tensor<?x6x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<?x6x16xf32>
    %124 = tosa.add %123, %6 : (tensor<?x6x16xf32>, tensor<1x1x16xf32>) -> tensor<?x6x16xf32>
    %125 = torch_c.from_builtin_tensor %124 : tensor<?x6x16xf32> -> !torch.vtensor<[?,6,16],f32>
    %126 = torch_c.from_builtin_tensor %7 : tensor<16x32xf32> -> !torch.vtensor<[16,32],f32>
    %127 = torch.aten.matmul %125, %126 {tmlir.not_lowered = "matmul with dynamic broadcast batch dims"} : !torch.vtensor<[?,6,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[?,6,32],f32>
    %128 = torch_c.to_builtin_tensor %127 : !torch.vtensor<[?,6,32],f32> -> tensor<?x6x32xf32>
    %129 = tosa.add %128, %8 : (tensor<?x6x32xf32>, tensor<1x1x32xf32>) -> tensor<?x6x32xf32>
    %130 = tosa.const  values(dense<0.707106769> : tensor<1x1x1xf32>) : () -> tensor<1x1x1xf32>
    %131 = tosa.mul %129, %130, %47 : (tensor<?x6x32xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<?x6x32xf32>
    %132 = tosa.erf %131 : (tensor<?x6x32xf32>) -> tensor<?x6x32xf32>
    %133 = tosa.const  values(dense<5.000000e-01> : tensor<1x1x1xf32>) : () -> tensor<1x1x1xf32>
    %134 = tosa.mul %129, %133, %47 : (tensor<?x6x32xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<?x6x32xf32>
    %135 = tosa.const  values(dense<1.000000e+00> : tensor<1x1x1xf32>) : () -> tensor<1x1x1xf32>
    %136 = tosa.add %132, %135 : (tensor<?x6x32xf32>, tensor<1x1x1xf32>) -> tensor<?x6x32xf32>
    %dim_13 = tensor.dim %134, %c0 : tensor<?x6x32xf32>
    %137 = arith.index_cast %dim_13 : index to i64
    %138 = torch_c.from_i64 %137
    %dim_14 = tensor.dim %136, %c0 : tensor<?x6x32xf32>
    %139 = arith.index_cast %dim_14 : index to i64
    %140 = torch_c.from_i64 %139
    %141 = arith.cmpi eq, %137, %c1_i64 : i64
    %142 = torch_c.from_i1 %141
    %143 = torch.prim.If %142 -> (!torch.int) {
      torch.prim.If.yield %140 : !torch.int
    } else {
      %183 = arith.cmpi eq, %139, %c1_i64 : i64
      %184 = torch_c.from_i1 %183
      %185 = torch.prim.If %184 -> (!torch.bool) {
        torch.prim.If.yield %13 : !torch.bool
      } else {
        %186 = arith.cmpi eq, %137, %139 : i64
        %187 = torch_c.from_i1 %186
        torch.prim.If.yield %187 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %185 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:249:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %138 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %144 = tosa.mul %134, %136, %47 : (tensor<?x6x32xf32>, tensor<?x6x32xf32>, tensor<1xi8>) -> tensor<?x6x32xf32>
    %145 = torch_c.from_builtin_tensor %144 : tensor<?x6x32xf32> -> !torch.vtensor<[?,6,32],f32>
    %146 = torch_c.from_builtin_tensor %9 : tensor<32x16xf32> -> !torch.vtensor<[32,16],f32>
    %147 = torch.aten.matmul %145, %146 {tmlir.not_lowered = "matmul with dynamic broadcast batch dims"} : !torch.vtensor<[?,6,32],f32>, !torch.vtensor<[32,16],f32> -> !torch.vtensor<[?,6,16],f32>
    %148 = torch_c.to_builtin_tensor %147 : !torch.vtensor<[?,6,16],f32> -> tensor<?x6x16xf32>
    %149 = tosa.add %148, %10 : (tensor<?x6x16xf32>, tensor<1x1x16xf32>) -> tensor<?x6x16xf32>
    %dim_15 = tensor.dim %124, %c0 : tensor<?x6x16xf32>
    %150 = arith.index_cast %dim_15 : index to i64
    %151 = torch_c.from_i64 %150
    %dim_16 = tensor.dim %149, %c0 : tensor<?x6x16xf32>
    %152 = arith.index_cast %dim_16 : index to i64
    %153 = torch_c.from_i64 %152
    %154 = arith.cmpi eq, %150, %c1_i64 : i64
    %155 = torch_c.from_i1 %154
    %156 = torch.prim.If %155 -> (!torch.int) {
      torch.prim.If.yield %153 : !torch.int
    } else {
      %183 = arith.cmpi eq, %152, %c1_i64 : i64
      %184 = torch_c.from_i1 %183
      %185 = torch.prim.If %184 -> (!torch.bool) {
        torch.prim.If.yield %13 : !torch.bool
      } else {
        %186 = arith.cmpi eq, %150, %152 : i64
        %187 = torch_c.from_i1 %186
        torch.prim.If.yield %187 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %185 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.add.Tensor) (<string>:274:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %151 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %157 = tosa.add %124, %149 : (tensor<?x6x16xf32>, tensor<?x6x16xf32>) -> tensor<?x6x16xf32>
    %158 = tosa.reduce_sum %157 axis(2) : (tensor<?x6x16xf32>) -> tensor<?x6x1xf32>
    %159 = tosa.mul %158, %99, %47 : (tensor<?x6x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<?x6x1xf32>
    %160 = tosa.sub %157, %159 : (tensor<?x6x16xf32>, tensor<?x6x1xf32>) -> tensor<?x6x16xf32>
    %161 = tosa.mul %160, %160, %47 : (tensor<?x6x16xf32>, tensor<?x6x16xf32>, tensor<1xi8>) -> tensor<?x6x16xf32>
    %162 = tosa.reduce_sum %161 axis(2) : (tensor<?x6x16xf32>) -> tensor<?x6x1xf32>
    %163 = tosa.mul %162, %99, %47 : (tensor<?x6x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<?x6x1xf32>
    %164 = tosa.add %163, %105 : (tensor<?x6x1xf32>, tensor<1x1x1xf32>) -> tensor<?x6x1xf32>
    %165 = tosa.rsqrt %164 : (tensor<?x6x1xf32>) -> tensor<?x6x1xf32>
    %dim_17 = tensor.dim %157, %c0 : tensor<?x6x16xf32>
    %166 = arith.index_cast %dim_17 : index to i64
    %167 = torch_c.from_i64 %166
    %dim_18 = tensor.dim %159, %c0 : tensor<?x6x1xf32>
    %168 = arith.index_cast %dim_18 : index to i64
    %169 = torch_c.from_i64 %168
    %170 = arith.cmpi eq, %166, %c1_i64 : i64
    %171 = torch_c.from_i1 %170
    %172 = torch.prim.If %171 -> (!torch.int) {
      torch.prim.If.yield %169 : !torch.int
    } else {
      %183 = arith.cmpi eq, %168, %c1_i64 : i64
      %184 = torch_c.from_i1 %183
      %185 = torch.prim.If %184 -> (!torch.bool) {
        torch.prim.If.yield %13 : !torch.bool
      } else {
        %186 = arith.cmpi eq, %166, %168 : i64
        %187 = torch_c.from_i1 %186
        torch.prim.If.yield %187 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %185 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.sub.Tensor) (<string>:303:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %167 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %dim_19 = tensor.dim %160, %c0 : tensor<?x6x16xf32>
    %173 = arith.index_cast %dim_19 : index to i64
    %174 = torch_c.from_i64 %173
    %dim_20 = tensor.dim %165, %c0 : tensor<?x6x1xf32>
    %175 = arith.index_cast %dim_20 : index to i64
    %176 = torch_c.from_i64 %175
    %177 = arith.cmpi eq, %173, %c1_i64 : i64
    %178 = torch_c.from_i1 %177
    %179 = torch.prim.If %178 -> (!torch.int) {
      torch.prim.If.yield %176 : !torch.int
    } else {
      %183 = arith.cmpi eq, %175, %c1_i64 : i64
      %184 = torch_c.from_i1 %183
      %185 = torch.prim.If %184 -> (!torch.bool) {
        torch.prim.If.yield %13 : !torch.bool
      } else {
        %186 = arith.cmpi eq, %173, %175 : i64
        %187 = torch_c.from_i1 %186
        torch.prim.If.yield %187 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %185 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:325:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %174 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %180 = tosa.mul %160, %165, %47 : (tensor<?x6x16xf32>, tensor<?x6x1xf32>, tensor<1xi8>) -> tensor<?x6x16xf32>
    %181 = tosa.mul %180, %11, %47 : (tensor<?x6x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<?x6x16xf32>
    %182 = tosa.add %181, %12 : (tensor<?x6x16xf32>, tensor<1x1x16xf32>) -> tensor<?x6x16xf32>
    return %182 : tensor<?x6x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      attn.qkv.weight.t10: "0x08000000A41610BE5A281DBEECE943BEF4101DBED41EDF3DA22304BEAAA768BE2869E8BD1AFB13BE205A703E1098A83C448C653E50041C3D34A7A43D6EB74ABE8801BDBD7C35533E2E5E03BEA0444EBDB8992D3E2CE221BE98AA4F3E9C371D3E78FF75BD6C1BDABDA8C5533DD0FA7B3DF0D4E4BD06F06C3EF6B74C3E0861E2BD9A72073E403331BE407A573D263C67BE18D4C73D48CF57BD4826783DD0A8703DE865E3BD50CAEFBCB2A5443E6EB431BEB8B8563DF8DC2BBE707DAF3C78EFF0BDEE72113E14694D3E5E190E3E86C800BE18EF68BD56E5463E44C67CBEFCBCEB3DC0E9EEBD1C8F593E302B213DC69C493E1EAA0D3E9490DDBD80511F3CE8C44ABD206C6A3CE838513D50D926BD00688A3D8CE634BE12753FBE36AE523E0088BABB1CE2703E400A113EA03F5BBC76970D3E20C78ABDC484BCBDAE0135BEC8AD8E3DAEBC7BBE30100BBE868E173ED4E5C73D70A5843CB65C3CBEE8B7C7BDC0A9B5BD403E20BEB21614BE1C470EBE00C0D9B720BAB73DCAA1683E72BF193E8CC00D3EA00B523C44F4D0BD78FB5C3D106E3E3D7069723D3E850FBE40D2193EC43968BE9840FA3D54A92EBE44160ABE00CA1F3B24CDDF3D3C74E33DF0564D3DC6D35F3E287442BE286968BE38A3273D481F323EE4B2563E5490C0BDC4FC6F3E00E4A1BB1C24723E943DBBBDC26A1B3E70B72CBD7C9B17BED2CC7CBE80E1C1BD5C2C42BEF8EB4FBDB83C78BDF031C03DCC32D5BD0CF2273E40B2BC3C58D818BDCA2F723EE03C783E688F683D38DD5A3D40574FBE4088693C00C629BD966B633EAEA1663E1890B6BDEEDB41BE583A033D1001CE3D0CA4C3BDC4C1D1BD1863553E8A8D08BED0C004BDC07B663DB0F28DBC66B71BBEA8C962BD2C392ABEBC8179BE4AA174BE561944BE122A243EBEBA323E00D260BCA860F53DA013903D8C2C16BE40A91FBD809EADBDC018A5BDAA085EBE06720DBEA8C571BE708C293D085031BD50F682BC2E49543EBC3EC03DCAF90F3EF08567BD1C58413EE44D05BEB02A793EE48B50BE10161ABEEEAE6FBE30F5693ED20444BEFA2E723E1AF136BE481F353EE82D58BD00DFDD3C4E585FBE48AE3FBD6C2E8E3DE08BD03C5AFC65BE2A0B78BE6A9C48BE80EA5E3CB6961DBE9420D2BD3034273DEAAB48BE5AA726BE20376BBDC69F59BE9A1862BEA04279BE20A7703D62A06EBEEAED08BED034A5BCB004783EB0943D3EBE836D3EC03C5F3E40C962BEC0E1C4BDB0D8F9BC3E105EBED871203D20B121BE70D4603EAC99DD3D46D704BE066C483E46F8123E48D4563E5CF577BEF09E9A3DD89F063EB8E03D3EF8D51FBEB2243CBEDE24493E00A3FDBC9004BFBCD00112BD98EC0B3E004DE2BD608A79BE7E710FBE323D043E8AA352BEB02F2B3EC642333E68CCF8BDC6E757BE9072443D000AF33DD07AA9BDBC90613ED8152DBD547F6ABEE429393E44DF8DBD16B360BEA004803CFCA1B0BD5C17FF3DC8A9B93D40D1FABBF056F4BC345E60BE001076BDF49509BEF0D2AE3C6E30173EA88CE23DD07BB6BDA83B48BD4251103E20F5DD3CC016813C3CA0093E5C98883DE0C559BDC8C5193DE4E1CB3DF83B4C3DC88FED3DF681733E54B10A3ED03E7FBD3C39673EB0847D3D90EB473D5667373EA40B19BE2495E03D323B6C3E283D733DCCD811BE7C09B9BD6CC2343E44CB453E54CD363E8A6558BE7033C13CD86C8B3DDEBE12BEBC079F3DC6DC60BEB88A323E60A74ABEC43FF6BDF0CA283D1E0A763EC01B483CC47A023E00A7C43DB07BB6BC369B10BEF61D6B3E2CD0233EAAE9153E1EB12F3E02837EBE880CC1BD88DD0ABD3064D5BCD0599D3DB8202D3ED820783E9C94583E482C0DBEEE1B38BEA442A13DF089103DEC99913D006AB13CECD978BED212373EB0BA7C3EAACB3D3E40E7793DB8162E3D305D303E08B83D3E503546BD70EB62BD96CD6C3E882BA23D40B01FBE72DE7C3E8022B63D1A970FBE8841C2BDE0B3023C5008B43D9C62EFBD84AEB33D0CAC1C3E6857C9BD9842C83D78FA52BEA0797FBD6EA8033E00ED6CBEB8901EBEF89925BDAE2025BE9CE8D0BDEA12383EC04E053EB462CBBD609FE43DE68B50BE2EF8563EA6C0413E08B8283D162E3CBEFACA0C3EE04192BCD454B63DA6F4483E7A0E753E3031783D5C8A8C3D181B76BEF85059BE704E2BBE100634BD88527C3E48E33A3EE849193E400503BC6A533D3EC8DF13BDD4151DBEEAF262BE508C783D264F3CBE0894303E5619653ED85D773D68CCD0BD08DCDA3D1E450BBE883BF9BDE0AB7B3CF8072E3E00BD84BCC856BEBD90EAE9BD98FF74BED4B2F53D4888503D20ED46BD406549BCF83918BE94E70D3EB26A31BE26657C3E1093F03CCCD6753E74E149BE104C34BE1A7E753E80416DBD924F1FBE7885C9BD3C6F483E648DAABDA8F817BD7CF144BEE0F720BD0C43F33D2EA54C3EB0DD94BDD04AB0BD0EF3493EB4C07DBE1AF738BE2066883C7C33B03D1C10E63D227F5D3E084512BE1097BBBC7A8C37BE606DF43C10D7B5BC90BD7EBD602B513EF4E8C0BD6E9C283E48E6573EA62E29BE602A0E3E0C0209BE0293213EE6DE49BE38C9D4BD8C24B6BDC4A13CBE00754FBE2C1074BE483C41BE72AA603EE00078BE423D363E283C08BD305266BDA8D5603E707CC3BCF86FEEBDF032CB3C206B4E3D1464B83D683E723EB0A24DBE3437FB3D2C7216BEE053CFBC2A2B133E6A115D3E38723C3D9478EF3D98613FBDA0DD0D3D5EDA6CBEEEB8313E840B8BBD1453543EE432293E2282603E00CE39BA6CB6A6BD964C03BEF6571F3E1088BFBDAC4F9B3D0C60633E9491D73D30890BBE80CA2ABD708C293D48B638BE681BA2BD48A8643D0CD7DABDE82F433EC6CC74BED058F7BDB8237E3DA0D585BC803C623C944FC23DA01AF8BD00A3CABDCC45A1BDB019CABD685C60BE88E8A93D601FEDBDE0AA62BD40F424BED4C30ABE50C9F03DD8675FBEA0F8DFBCD4C6AA3D564B5EBE04966DBE824E343E00D84FBC80F5113D34E9C9BD88412CBEB870DC3DE0C73ABC2075833C7822533E201B6C3E169577BED0D1BEBCAC490BBE821378BE86B1303E446E703EB0B96F3D86274CBE2682443E2C03F4BD300A14BD4047E93B00879DBBE8C2C9BD50911A3E029118BE80E8173EE86871BD1097743E0CA9AABD7A605A3EA018313ED06A9EBCD0E2D43D6075223DDCC4743E3CCB473E20A4A5BD40EDF63BECC0B8BD6C7DA5BD648762BE80B5CF3B3C9E1B3EE0573D3E7EAD173EF01FAABCA24C23BEF805DF3D887AE9BD38551FBD1CB49DBD000E2FBEB0FD163EDC0D593EB8DE2B3DD0E03D3D889758BD00DA233AA04618BC9EBA263EA4BBBEBDD8D426BD9E0B31BE9697793E1824423E905EBA3D16A230BE90023C3E92C94BBE10AE513EC820EFBDE09267BD64A53C3EBAC17A3EBCF98FBD60EF7A3CC8DC4B3DF2A35FBE800DC8BDCA00303E166C62BECC69043E4ABA49BEC2B201BE606768BED8A75FBEEC51DD3D00F7E23D089B51BEB8A1043E0065F43BECF2923DBCEE95BD782F46BD145E243E9A2F2A3E3092683D484DD33DDE9F143EC4136E3E1028D3BD08ABFFBD4CE0C83D900358BEA02A4DBD445D1ABE6C1348BE26B15C3E8086EA3D0485273EBA13693E60A67CBC5C4821BEF811843D5AF803BE409D7A3D6221243E10EFD83C00DB31BD2046D73C84322A3E6056743E305EDABC003A043CA28111BE74EACB3D80517EBD4CA3F1BD48C2373ED48BA73D741BBDBD3070163DC0DB46BC30B165BE3C22F0BD0065953CBEFC1F3E6081623C00B85F3E0230383E8CC874BE28CD5BBE308DC2BD10F6333D602B44BE286292BD0884663DFCFDDE3D322777BE34DF9FBDD4645EBE8036ED3BE0EA14BD28442D3D2E3C4F3E10BF2CBE8E166EBE00A06F38762A55BE40971C3DAC68EC3DB495763EF00EA83D90D164BDE807393DA8B69E3D620D723E643BC23DE8C27B3E40B8CA3DFC56043E48B7413D646955BE44FF313EDC457C3EEECB533ECE5767BE823F10BE6C5486BDA0F648BDF67D2E3E6EC94DBE527842BEB817443DA0881A3C9879423D8EA55EBE043ADFBD60A1D13C3AB00A3EA07E0DBDF29A4A3E284CA73DA8C1473EF46C7BBE8E94713E4CE5013E60E1E73CB033FEBDF6FC29BE485B02BE20190F3EA4DCF23D107B86BC185931BD162D1CBE0E953D3EB2241C3E32100D3EC03355BECAF17EBE30451FBD5002DC3D843C81BDD061ECBD1E394F3ED086623D2C9021BEE0C3C73D1ADC0A3E7883C5BD6098A23CA26D4A3EAA3A0D3EECE4F9BDE67A5D3EF01C00BE3023A8BDF2EA0CBE38823DBEDEF8153E004FCA3C2C61B13D602FE53C802FCEBD20D5303E2C7F9BBDFCB6003E60D56BBD808C7CBEBEA468BE",
      attn.qkv.bias.r: "0x080000008C53013E4E256E3EA41558BE7CB173BE3229553EE8D63F3D80D6AEBB7AEF2F3E10C8A0BC3EEC5BBEDAC20BBE80F7D23C78217A3E46631EBEF8EB023EA6B71BBE9004B33D58FD083D34CF163EF8540D3D8CFC833D40B315BE005F23BDE8EE663EC09D0C3D98E16F3D5CFF12BEE0806CBC18F7193DA8F93BBDF44226BEC8513BBEA8B1A0BD060170BEA20A0C3EB8FEC6BD00F02D3CA07A2A3E440338BE0096D3BCC8C061BD92C578BE78D838BD28E53F3DF21D1EBE18FF663DD039E2BC36CD6ABE",
      attn.out.weight.t10: "0x08000000AC43DA3D86272ABE00A108BC76E133BE481D6CBEDCD0BABD385D3B3D7086523E5062313E0A2118BE40E688BB10826DBDD4320ABE7494ACBD805E74BE7E271D3E70A9DDBD7AC8083E4AAF463E4AE3683EAEBF623E948265BE20486ABD4E4B7E3E201313BCF00BA3BD8800543D00D475BD72F651BE088F303D04FE493E0C8E993D9A1003BE3C0D42BE48131B3E400456BC90C2D9BC84C4F53D0006A73BB834FA3D0832C93D04297BBEB0C8003EC82956BE147DF73D22FF123ED0116DBD8ED22FBEA4B3B43DC057C33C0073F3BAFCFC80BDF032BEBDFA596FBE400EE03D628829BEA8A2B2BDA8982D3E1A8A363EEA195C3E90A8893CD80D4EBE50FEE1BCAEA061BEEAF8083EA2E511BE70BE7BBE3C1E313EFC4925BE4CD845BE88D470BD4893A3BD44BBEB3DDC1E34BE64DD7CBEC2D66C3EC826F73DF861E43D4AC4753EB0BFFF3DE65E5E3EC8A9413EA4D8D2BD30696F3E405F873BA0417DBC2818093E3039CEBD58E9003D4ED3553EB0DAC5BD1CF5143E7E895A3E40CD94BB10220BBE964777BE2E6B7B3E80AF253C2C439A3DAA595BBE30873BBD906482BCF481CABD607204BE0C4D6C3ED85EC7BD44238F3DAC7A213E1402A63DA0A9353CD22A573EC0310EBD84EC333EE4603CBE8455BBBDD4278C3DBEDD033E5457C33D90CDAD3CB0FF44BD36E924BE88DE333E6AA75B3E68B91F3EFC99AC3DB8BF0BBEC088ACBCC05BCC3BC089E23CA8B6063D52EB66BE48DD17BEF8D9303D5A6355BE50BAFA3D387394BD5454DB3DD45E743EB6B63FBEDE8A12BEB0793A3E000C413A5C0204BE16C859BE3833C7BD920B14BEDE4A15BEB224713E28FB273E587609BD98A71C3DFE3F75BE5040E43C48576D3E4E2E19BEC02C663D962E333E924D4FBE221048BE807A55BDCCBBCA3D48385FBEC8FF6ABD4C4C16BEF02BD0BDD0E325BEA842C83D728C5F3EEC99EFBDAC7868BE1C85F0BD4402963D52D6413E6C9A23BEBE0D4C3E60E7AD3D20946BBDFEEA5B3E60F7C33D8855AA3DC81448BD1ADA76BE329F473E5A3C0BBEA05D1EBDF0CD1FBE082A57BD70003CBE1025563DDA5A49BE00CDB93CC02C5A3C002B623CFC8599BD6E9729BEA4B21ABE3A9A29BE6037273DD0B10B3EAC82E73DE8BA573ED873AABD306869BDC0ED9C3B56BA4CBEC825683DC6E45BBE808D0DBDC45BA53D8028D23C147F243E5271013E04ECBABD6E4D7F3E70699BBC4C4E153ED870543DF444C8BD7EB01DBE46911DBEA6FE5A3E60A6613E40CC9E3B4EAA553E8066D3BCAEB03FBE009E013C60AE143EC896EFBD286D4ABE7427703E808935BE34984CBE74D1943D181E093EECC6573E105E353EF49B4F3ECC6F953DCCA5EDBD72026ABE9809C4BD541B8ABD36CF6FBEB0EFC8BDAC176ABE605F0B3C58DC6E3E94B78D3D949EA33D646924BE06DE56BEEC495FBED85E51BD80091D3B2EE6343E",
      attn.out.bias.r: "0x08000000E825123E0C6081BD0A64483EC0426E3E5CE310BE98F98FBDD2C3523E983F3ABE76506FBE78E461BD68D31ABD44A3723E986280BDCADB0CBE24E8E4BD80A0943B",
      norm1.weight.r: "0x080000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      norm1.bias.r: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      ff1.weight.t10: "0x080000002837553E16DF353EC6BD2F3EDC25CF3DE2D22BBE0AFD2CBED09A9EBCA40DEFBDAA1D1DBEF4AFED3DA066263CC42A813D143FAC3D0A7B18BE6EB411BE1E586CBED8167D3D3266623E8C3FB83D447439BEB29B4C3ED0C37FBE00BDA3BD5E88003E90264CBD5E0142BE44BF0BBE64B7FF3D10BD1EBDDCF8F83D70585EBD40CF713D6238043E6042443EDEE7623E1E332DBE6A2143BE5042ADBCD0C973BE86EA28BE381908BE785C5ABD50070F3E083EE4BD9878313E32B638BE14FE253EA8FE093D7C1D8C3D6EC35ABE0642093E40992F3CEC8D8C3D4682543EE65A6D3E1ACF0B3EF8AE69BEAC3FF8BDF49A9C3D5EBE323E6CFB8C3DDC783A3EB8A90ABE08D772BEA4AB653E60DC45BDB0E1E53C38C2693DB0D02BBD88497EBED8221C3D64253CBE04E63ABE10D62E3E8AA248BE80BC7A3BB0F4A6BCE6811E3E2CF632BE7A526CBEDED2423E5017ACBD08A164BD9C453BBE248AE1BDD8EA1CBE58BE8BBDF4DF623E6022933D02C978BEC08ED7BC9072C7BC78713D3D247C74BEC0D553BCB0B4C7BDAA5E72BE3EF1643E46686FBEACBE20BE3EA663BE80C55FBC5658263ED809153EC0B10B3CD4DDF2BDC80F10BE146325BEB4F6D2BD5A9C21BE2842C9BD9E95683E78740BBEC8D13F3D002513BD36751DBE28C9B8BDD8BD093D76B93B3E68C87A3EF4F1D93DA8AAD9BD10B9FF3D30AFDD3CE468EBBDE6E6233EF8FD40BE1CB6FF3D18B609BE2C49433E5C855F3E40F9BABB388A7F3DCC5ECEBD18E70EBD22E646BED4E7B9BD005DC6BCB44B6B3EDC321CBE3E375D3EACEC24BE143C85BD90F12B3D20A3CBBDAA42313E666E2A3ECCF27ABE88D9D63D18D56CBDBAEB533E8064F93DDA01323EF02F8F3DD29462BEA085193D804818BEFE16233E9CAA24BE60F060BC948E723E920965BE20D4C23C8C9571BE048B4FBEF6C1123E203F193E2CB5BFBDB0C8103E0091B3BB60D822BC0085783E5483B53DDEB2543EF8D21A3E2E393DBE1C821DBE4A1139BE909ABEBD001E9F3DB8CE3B3E00EE92BA34E7EFBDF4D1E23D90D2823D64E62C3E40429EBCCCFF06BE80E3B03D602C703E7658433E40D12B3E98B965BE42C60D3EC8428E3D882648BE808F71BC0E34493E4C6831BEE08C2D3EA6C753BEFC5BA4BD54748D3D08E57C3E9024A13CC8B2053D6469C93DF04614BDDC838F3DA8E76E3EA0EDE23C34DE3EBEA85E7A3DBE4F7D3E9C11143EE024073DD89A79BD8A9B7C3E88855A3E7C89563E02B9023E6C2E913DDCA71B3E6014D03C562460BE5CE99BBDF0B9B43C1011D13C5E39253E400A5E3D76270DBE3CA475BE364A5BBEE4CC6EBE90F8FB3C681E5E3D0CE93EBE74CB963DA0E64EBC525949BEBCB3C0BDBC64A83DA80530BE105A093D786F1CBEDC1F89BDB8CA283E74549E3D806AEEBCCE464BBE682230BD40C000BDF0722EBDB6FC36BE06EF64BE6846063DBC30A1BD4069893C5C7C1E3E125565BE182308BE4438CA3D52FB29BE9C0FF13D007E94BCF486FBBDF42AD3BD381F203EF02CC93CC8C77B3D587604BED0C0D13CB860893D62BA1DBE18367FBE4C2393BD305A3ABEDE3822BEB86128BD6087F13D8023B4BB0089EEBCBC599ABD904E9E3C706A673E303E9E3C50EA6B3D9005733E94A4F6BD304EFFBD80F28A3C501BFDBDD0296B3E6097F53C98CC763D28B2F63DF0B1B8BCECD29CBD688A1B3D304A333E1250103EA40A3FBE1EFB7EBE98A4253E809CDE3DEEEF77BEA0CB063C208F1BBC788A85BDF0ED793DA412E03DB00915BDB88A07BD601836BE9827CBBDF8459EBDF026A83D8030E3BDE00BD23D1A524A3EAA8B1CBE1830E63D88010C3E82D3713E901A28BE94516EBE6879483E30E352BE668C2D3E00727D3BA095463C805A49BCB03525BD480E2DBE40BB063E809DE5BDFCBC5EBEC066AF3B842122BEB4FEE43D40A6F4BB78A0323EFCF5C93D185929BD68439CBDEC3F023E20CAA4BD08E71CBDA0117E3C863122BE7CB469BE6E6E46BE94ECCCBD90176CBE30092A3E00E72D3CB0575F3E8EE935BE40DFE83B646C68BEC8A57C3D00D90F3E4CA59E3D2861B7BD78F5743EE031033CF65168BE5C3536BE1886E4BD64E21C3EBA913A3E54BC993D888227BEE434783E32784DBEF858FD3DC21E02BE86A859BE5072C53D6CB69CBD6C9BDBBD609B2A3EA02CB03C7078E8BC8C4183BD887178BDE82F513E9C8C60BE0264543EE8B2DC3D2816513E246588BD34277EBEE80D023E2CE4463EC072003DE483CCBD206DF6BCD803093DF05108BD181B283EB491ABBDC80C633D9A7842BE16E036BEAEA64A3E60D5FABD76C1233E8A7015BE8C7E893D9885823DA6510F3EFC8779BE0C413ABEDC69203E14F2CD3D000379BC5400C63D9E460A3EE0B889BD00C5B63CB4156B3E587F0A3DACD2CF3DA8DC343D46E05ABE702B8ABD4089BF3B8052403B0C97083EEC01E1BD00A8743E3C37873DDC6E893D3E2A253E803616BC3E326D3EF03E58BD7EF5123EE899E73D24BC343E84CE0D3E90E047BEB0FC5C3EFC22D03D9441783EE467F03DB431113ECC631F3E9C33BA3D1CA966BEF42A66BE44A8E4BDC0D18DBDAAD769BE303FB4BC601530BDAEB911BE78EB4E3E9448173ECE7D493E7C4E0C3E40169F3B86BE31BE40043BBDF009C03D584DDF3DB29A08BED03004BE4076343E480237BE4AD7013EA21968BE20F43ABE7072513D14431DBEE6210BBE6CAE92BD30B557BE740B623E98FD6CBD4C750B3EA02411BE20AF1DBD52F4123ECE5A623E9E5A79BEC88CD0BD3070A6BCDADC2A3E90A835BD681B27BD98B9E1BD58F63DBE3ABF0DBE04B1C33D686EDD3DA89B7ABD2EFE713EC80950BE363929BEB454003E469E3A3E1C3150BE407D58BC6492B1BD50B193BDEC049BBD7C8A883D06342F3E202E463D10B7DEBC",
      ff1.bias.r: "0x08000000682D3BBE50C611BDBCFB4D3E383F1F3E12E705BEE032653DC836403E4AAD2C3EB425E5BDFCD84BBE9EFC073EB6993D3E969E04BEB600483E8018AFBB0854CEBDE8D3533EC4E4F13D087C67BDD465C2BD9443313EBE8E60BE60D93E3CD8D05A3DCE7F06BED405F0BDA80AC73D20DB21BC9876243EA09CBEBD641A44BEB8EB433D",
      ff2.weight.t10: "0x08000000092A26BE33C743BDB54EEC3DCC6F07BEB659D73C2C05F2BDF691403DBBCAF23D2ED50BBED52C04BE28F225BD959211BD79319CBCF0FBF23D3CC8113D3C8AA33D4FE8C3BD45EE18BE81E2D1BD9D55F2BDAEC8C53D4AA3023E762D04BEE6279BBDCA588A3D4CE7E2BD40D9583DAAD6293E7FB5043D639462BD57B0C5BBF605103E9DBC3F3D858B10BEBB8FA6BCADDF0B3E72AAC83D928219BE853315BD353FCA3DBADE233EE7FCBB3D561984BC26261ABE4A3DAA3C9EB1F4BCDEC40B3E0FBD12BEB0C56A3C59BA2F3E119A303DF7F004BE7577273E10A216BE2CECCA3CA51BCCBD5BC525BEC9CB5EBD3014E1BDB92B973D4493A0BD4D6A07BEE6C888BC4597D63DDD6880BC0CD4C53CE3FC04BE4953953D94B74FBC29FDE0BC49141E3EE4C412BD3037BDBDB4A587BDE32B00BE7F6EF8BD7DE2543DD3A0E7BD4A6121BDF356F7BD3D47FF3D5D6DDEBB4AE70CBE5C4C3F3C9F09D13D7E3A6BBDD7BFA13D12BB143D90C5B23D914A093C68BAA5B9E9553A3DA8B8E5B8EBF2303D29030F3B14ED31BD86E33B3DD9575DBD692DD2BDE918243E332989BD5AEC22BE86FEDFBD775FEF3C7B832F3E2A13093EF8F2B73C0182053D6621223DB865F3BC047ACF3D04DD033E537B13BEB0DBC43DEDF401BEEABB283D223CD13CCA13213EC2EFDABB0206F9BDF83CD6BB92950CBEADF5A63D9FF62BBE2F8B34BE14F42DBE1051C43DCCC5943D738510BE51120D3E85777D3D31FA96BC30B11CBE611F2BBEA3C1DBBC85CB623D7D44303E99121D3E5116D33D4C3D93BD9930293E7465143EC403AD3D2A884E3D09C8193E1901B4BDBDD72CBDB27502BED529F8BC371102BDCCDC343E9D2B90BD554F08BEB18A0A3E461FA7BD3A2618BD840CFFBDE9DB0B3CD6C5CE3D945998BD8F40C53D5EAC05BD8E6D1ABEC5FAB7BD4E4D223D27BA0EBEB49850BA78F5C53D22F3833D2BE7853D6427C73D384671BC33D4B93CC50FE7BD8C0D93BD5057A7BC8B6E61BDAE4C06BD58DB1B3ED1B802BE5D28D0BC81C01BBEB8FA06BDD6AFF23DB226C3BD80440BBDFAA6DD3DCD0466BD58B81A3DCBA3333E9C1D19BEB7C341BDBA2429BE7A77E43DA565173E7263893C1BBE203E3F33973C44E8673DF95CA2BBF1B621BE741179BD1A1D313B4F63A3BDA66B043D45EE2BBE0CBD8A3DB4E42DBE0A18D73DD9D5BDBD2BEAE4BDD67EAD3CDB44CEBD6C8A77BD94ADF73D2B52BD3DB09ABABD826E673DAE67633D5A669CBDF1CB1A3CEF29CD3DBE1D8F3D5FF0DF3CEB2D74BCC38A323C5944F83CE5BA833D6D5ABABD9648A53D1632C13DFF19A23DFC3EA5BDDF53023E75B7A5BD0EEDBEBD0ED9F3BD46ED14BDC5F2503D98972E3EABF4BE3D2844443D4836B13DC5EA20BEF7A10C3DC7D6323C18FBC9BCEBDE263E5C080E3EAD663FBD61AE48BDE146843D0AB493BD4C47FA3C612C32BE2B60843DC3B0F5BDFF0B98BD5952C33CECECAD3C76D31DBEB477AC3D7AA8D7BD49979E3C49DE1CBE491425BEFD7DC1BD590EA73DA84E4CBD35D780BDE57A933D251D31BDDCBDCEBD6DAEB93D9767573D6C46B1BD445120BE6CACF0BDBAB15B3D3EF834BDCA91043DD2DE8ABDFA8F19BEDCCA01BD42BCF6BBFBA23FBC4A417ABA6F981ABDB2E94FBDA706673D16EE543D7D40B5BDF1C220BC3D617A3D6E728FBDCF55E6BCFD8906BE1827AC3D143EA7BCC30B323EB14F2D3E70BB0CBE30D3E4BD567883BD5D0E8FBDEE1FFF3D78F565BBDA3096BDC834023E9AD80A3E36F90DBE626ECDBD880DC6BD771A473CE91694BD060930BEE476483C480C923DBB59753D53DB223D4169BA3DD9997FBDE769043C78F2943C15CB2D3E9726963C6DD8053D0C6B2BBB4613103E902D573C1EB617BE8FF61FBEEBF6A33DF9068BBD4530B13D2093BFBD3AA155BD775D363DEF969EBD0A2784BC35A3043E260EAB3DE748E93D263D1EBEDF0F1EBED67089BCF863913D982B19BE67C16E3DF47C253D9A0B0C3E52E5A53C2FBE92BD636FB6BC0B53913DC504EA3D070A283EF917303E0E712BBB046585BA791E203D2348C83D9B0F863B8D4EA9BC5577F73DBC06213EFBDAD73BFCA36B3B0341B93D9982AA3DE02623BE3D2D7BBDDD869F3D76AB05BC4C4ABE3DF4012BBC76B7373D3F69143E2C72CDBDBE509EBDCC7FA23B9A902DBD4F705DBC6897F9BDCBD22FBDEA04E8BD7D791DBEC8E211BEE714033C7D8FB7396C2E943CAD01BABDBC09F2BDFBD93FBD7BDDEB3C30BED3BDB9D61F3D624F0DBDEBFDC63DE1485A3D2187C9BCB820B8BDB7B8E2BD8D9128BE7D91A4BDC22E023EBDA18D3D7F846B3D89E812BBA61F0C3E5CB4823D33A3143E6890EBBC6A797ABC3CE4AEBC90B42B3DAD73063EEBE6973D7DDDA23C1F22C1BD817211BE7D7AB0BD7057B13B66B50C3E2A1E953D5834293E42B5943C7627103D33EA843D41909BB61347DF3D7FF4D43D6A6E14BE3712D53DAC44903DF220C8BD5894663D965AD9BB32CC07BA708B073EBAE61FBEE2EC393D8F3575BD45602E3DF3EEBF3CEF8318BEAFE0DFBCE301D93C6D01C8BC0E6306BEDB031B3E0922E23D9DE2193EE4801C3EE4CD7E3C2F85C13C29D8A5BDB7CDCEBDD05817BEDA0D2E3EDEB3283E84B41E3EBA57D23DBBC828BE1485D5BCBFBCCB3D60211E3D9C6A233E61979BBDD4318B3D5BCCE73D2E92553DFDAD183DF002233EAD94D13D01062E3DE69AFFBDF7EEFF3C4538A4BDD2B093BDD2841DBD469C56BD7A21463CF037183EF3D0FF3DB3F3E53DF46FDB3D021506BE06CFCDBD499FBEBD99B5FEBD21F9243E186C323DE1F820BE525AC83D3B700F3E6B0E3BBC6A6B20BD4C7AA4BDA658D13D4442F9BD808232BDDFDE103EA83D26BEE0750D3E2E8DAC3D754327BE6D59CE3CA5F784BDBAB85C3CBF02A7BD235D1E3E",
      ff2.bias.r: "0x0800000083486EBD06885CBD56289A3B3B3DCE3D4780AC3D5CD324BEE969243CED77A7BD6E8FD3BD0821F93DF522D7BB121B033E79A3ABBDDF0A0D3EB38CE8BDCA8E303E",
      norm2.weight.r: "0x080000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      norm2.bias.r: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
