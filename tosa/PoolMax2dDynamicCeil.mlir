// tmlir e2e reproducer: test PoolMax2dDynamicCeil (family pooling), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.pooling
// BackendContractError: error: 11 op(s) were not lowered to tosa:
//   /work/main/tmlir/library/shape_helpers.py:433:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:433:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:433:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:433:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:433:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:433:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.max_pool2d' (its lowering did not apply: the input tensor<2x2x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt PoolMax2dDynamicCeil.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<2x2x?x?xf32>) -> tensor<2x2x?x?xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %c0_i64 = arith.constant 0 : i64
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<2x2x?x?xf32> -> !torch.vtensor<[2,2,?,?],f32>
    %1 = torch_c.from_i64 %c3_i64
    %2 = torch_c.from_i64 %c2_i64
    %3 = torch_c.from_i64 %c1_i64
    %4 = torch_c.from_i1 %true
    %5 = torch.prim.ListConstruct %1, %1 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %dim = tensor.dim %arg0, %c2 : tensor<2x2x?x?xf32>
    %9 = arith.index_cast %dim : index to i64
    %10 = arith.floordivsi %9, %c2_i64 : i64
    %11 = torch_c.from_i64 %10
    %12 = arith.addi %10, %c1_i64 : i64
    %13 = torch_c.from_i64 %12
    %14 = arith.muli %10, %c2_i64 : i64
    %15 = arith.addi %9, %c1_i64 : i64
    %16 = arith.cmpi sge, %14, %15 : i64
    %17 = torch_c.from_i1 %16
    %18 = torch.prim.If %17 -> (!torch.int) {
      torch.prim.If.yield %11 : !torch.int
    } else {
      torch.prim.If.yield %13 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %19 = torch_c.to_i64 %18
    %20 = arith.cmpi sgt, %19, %c0_i64 : i64
    cf.assert %20, "pool: output size is too small (torch.aten.max_pool2d) (<string>:29:5)"
    %dim_0 = tensor.dim %arg0, %c3 : tensor<2x2x?x?xf32>
    %21 = arith.index_cast %dim_0 : index to i64
    %22 = arith.floordivsi %21, %c2_i64 : i64
    %23 = torch_c.from_i64 %22
    %24 = arith.addi %22, %c1_i64 : i64
    %25 = torch_c.from_i64 %24
    %26 = arith.muli %22, %c2_i64 : i64
    %27 = arith.addi %21, %c1_i64 : i64
    %28 = arith.cmpi sge, %26, %27 : i64
    %29 = torch_c.from_i1 %28
    %30 = torch.prim.If %29 -> (!torch.int) {
      torch.prim.If.yield %23 : !torch.int
    } else {
      torch.prim.If.yield %25 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %31 = torch_c.to_i64 %30
    %32 = arith.cmpi sgt, %31, %c0_i64 : i64
    cf.assert %32, "pool: output size is too small (torch.aten.max_pool2d) (<string>:47:5)"
    %33 = torch.aten.max_pool2d %0, %5, %6, %7, %8, %4 {tmlir.not_lowered = "the input tensor<2x2x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[2,2,?,?],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,2,?,?],f32>
    %34 = torch_c.to_builtin_tensor %33 : !torch.vtensor<[2,2,?,?],f32> -> tensor<2x2x?x?xf32>
    return %34 : tensor<2x2x?x?xf32>
  }
}
