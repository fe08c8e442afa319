// tmlir e2e reproducer: test IndexBoolMaskDynamic (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 11 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.index_select' (its lowering did not apply: operand 'self' tensor<?x5xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexBoolMaskDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x5xf32>) -> tensor<?x5xf32> {
    %c1_i64 = arith.constant 1 : i64
    %false = arith.constant false
    %c0_i64 = arith.constant 0 : i64
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x5xf32> -> !torch.vtensor<[?,5],f32>
    %1 = torch_c.from_i64 %c0_i64
    %2 = torch_c.from_i1 %true
    %3 = tosa.reduce_sum %arg0 axis(1) : (tensor<?x5xf32>) -> tensor<?x1xf32>
    %4 = tosa.const_shape  values(dense<-1> : tensor<1xindex>) : () -> !tosa.shape<1>
    %5 = tosa.reshape %3, %4 : (tensor<?x1xf32>, !tosa.shape<1>) -> tensor<?xf32>
    %6 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %7 = tosa.greater %5, %6 : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xi1>
    %8 = torch_c.from_builtin_tensor %7 : tensor<?xi1> -> !torch.vtensor<[?],i1>
    %9 = torch.aten.nonzero %8 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[?],i1> -> !torch.vtensor<[?,1],si64>
    %10 = torch_c.to_builtin_tensor %9 : !torch.vtensor<[?,1],si64> -> tensor<?x1xi64>
    %11 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %12 = tosa.const_shape  values(dense<[-1, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %13 = tosa.slice %10, %11, %12 : (tensor<?x1xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x1xi64>
    %14 = tosa.reshape %13, %4 : (tensor<?x1xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %dim = tensor.dim %arg0, %c0 : tensor<?x5xf32>
    %15 = arith.index_cast %dim : index to i64
    %16 = tosa.const  values(dense<0> : tensor<1xi64>) : () -> tensor<1xi64>
    %17 = tosa.greater %16, %14 : (tensor<1xi64>, tensor<?xi64>) -> tensor<?xi1>
    %from_elements = tensor.from_elements %15 : tensor<1xi64>
    %18 = tosa.add %14, %from_elements : (tensor<?xi64>, tensor<1xi64>) -> tensor<?xi64>
    %dim_0 = tensor.dim %17, %c0 : tensor<?xi1>
    %19 = arith.index_cast %dim_0 : index to i64
    %20 = torch_c.from_i64 %19
    %dim_1 = tensor.dim %18, %c0 : tensor<?xi64>
    %21 = arith.index_cast %dim_1 : index to i64
    %22 = torch_c.from_i64 %21
    %23 = arith.cmpi eq, %19, %c1_i64 : i64
    %24 = torch_c.from_i1 %23
    %25 = torch.prim.If %24 -> (!torch.int) {
      torch.prim.If.yield %22 : !torch.int
    } else {
      %33 = arith.cmpi eq, %21, %c1_i64 : i64
      %34 = torch_c.from_i1 %33
      %35 = torch.prim.If %34 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %36 = arith.cmpi eq, %19, %21 : i64
        %37 = torch_c.from_i1 %36
        torch.prim.If.yield %37 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %35 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.where.self) (<string>:35:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %20 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %26 = tosa.select %17, %18, %14 : (tensor<?xi1>, tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
    %27 = tosa.reshape %26, %4 : (tensor<?xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %28 = torch_c.from_builtin_tensor %27 : tensor<?xi64> -> !torch.vtensor<[?],si64>
    %29 = torch.aten.index_select %0, %1, %28 {tmlir.not_lowered = "operand 'self' tensor<?x5xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,5],f32>, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor<[?,5],f32>
    %30 = torch_c.to_builtin_tensor %29 : !torch.vtensor<[?,5],f32> -> tensor<?x5xf32>
    %31 = tosa.const_shape  values(dense<[-1, 5]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %32 = tosa.reshape %30, %31 : (tensor<?x5xf32>, !tosa.shape<2>) -> tensor<?x5xf32>
    return %32 : tensor<?x5xf32>
  }
}
