// tmlir e2e reproducer: test IndexTensorDynamicIndex (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
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
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.index_select' (its lowering did not apply: operand 'index' tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexTensorDynamicIndex.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<6x4xf32>, %arg1: tensor<?xi64>) -> tensor<?x4xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<6x4xf32> -> !torch.vtensor<[6,4],f32>
    %1 = torch_c.from_i64 %c0_i64
    %2 = torch_c.from_i1 %true
    %3 = tosa.const  values(dense<0> : tensor<1xi64>) : () -> tensor<1xi64>
    %4 = tosa.greater %3, %arg1 : (tensor<1xi64>, tensor<?xi64>) -> tensor<?xi1>
    %5 = tosa.const  values(dense<6> : tensor<1xi64>) : () -> tensor<1xi64>
    %6 = tosa.add %arg1, %5 : (tensor<?xi64>, tensor<1xi64>) -> tensor<?xi64>
    %dim = tensor.dim %4, %c0 : tensor<?xi1>
    %7 = arith.index_cast %dim : index to i64
    %8 = torch_c.from_i64 %7
    %dim_0 = tensor.dim %6, %c0 : tensor<?xi64>
    %9 = arith.index_cast %dim_0 : index to i64
    %10 = torch_c.from_i64 %9
    %11 = arith.cmpi eq, %7, %c1_i64 : i64
    %12 = torch_c.from_i1 %11
    %13 = torch.prim.If %12 -> (!torch.int) {
      torch.prim.If.yield %10 : !torch.int
    } else {
      %22 = arith.cmpi eq, %9, %c1_i64 : i64
      %23 = torch_c.from_i1 %22
      %24 = torch.prim.If %23 -> (!torch.bool) {
        torch.prim.If.yield %2 : !torch.bool
      } else {
        %25 = arith.cmpi eq, %7, %9 : i64
        %26 = torch_c.from_i1 %25
        torch.prim.If.yield %26 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %24 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.where.self) (<string>:28:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %8 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %14 = tosa.select %4, %6, %arg1 : (tensor<?xi1>, tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
    %15 = tosa.const_shape  values(dense<-1> : tensor<1xindex>) : () -> !tosa.shape<1>
    %16 = tosa.reshape %14, %15 : (tensor<?xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %17 = torch_c.from_builtin_tensor %16 : tensor<?xi64> -> !torch.vtensor<[?],si64>
    %18 = torch.aten.index_select %0, %1, %17 {tmlir.not_lowered = "operand 'index' tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[6,4],f32>, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor<[?,4],f32>
    %19 = torch_c.to_builtin_tensor %18 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %20 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %21 = tosa.reshape %19, %20 : (tensor<?x4xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    return %21 : tensor<?x4xf32>
  }
}
