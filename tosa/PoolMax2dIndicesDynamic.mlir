// tmlir e2e reproducer: test PoolMax2dIndicesDynamic (family pooling), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.pooling
// BackendContractError: error: 5 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.max_pool2d_with_indices' (its lowering did not apply: the input tensor<?x2x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt PoolMax2dIndicesDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x2x?x?xf32>) -> (tensor<?x2x?x?xf32>, tensor<?x2x?x?xi64>) {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %false = arith.constant false
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x2x?x?xf32> -> !torch.vtensor<[?,2,?,?],f32>
    %1 = torch_c.from_i64 %c2_i64
    %2 = torch_c.from_i64 %c0_i64
    %3 = torch_c.from_i64 %c1_i64
    %4 = torch_c.from_i1 %false
    %5 = torch.prim.ListConstruct %1, %1 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.prim.ListConstruct %1, %1 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %dim = tensor.dim %arg0, %c2 : tensor<?x2x?x?xf32>
    %9 = arith.index_cast %dim : index to i64
    %10 = arith.subi %9, %c2_i64 : i64
    %11 = arith.floordivsi %10, %c2_i64 : i64
    %12 = arith.addi %11, %c1_i64 : i64
    %13 = arith.cmpi sgt, %12, %c0_i64 : i64
    cf.assert %13, "pool: output size is too small (torch.aten.max_pool2d_with_indices) (<string>:18:5)"
    %dim_0 = tensor.dim %arg0, %c3 : tensor<?x2x?x?xf32>
    %14 = arith.index_cast %dim_0 : index to i64
    %15 = arith.subi %14, %c2_i64 : i64
    %16 = arith.floordivsi %15, %c2_i64 : i64
    %17 = arith.addi %16, %c1_i64 : i64
    %18 = arith.cmpi sgt, %17, %c0_i64 : i64
    cf.assert %18, "pool: output size is too small (torch.aten.max_pool2d_with_indices) (<string>:25:5)"
    %result0, %result1 = torch.aten.max_pool2d_with_indices %0, %5, %6, %7, %8, %4 {tmlir.not_lowered = "the input tensor<?x2x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,2,?,?],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,2,?,?],f32>, !torch.vtensor<[?,2,?,?],si64>
    %19 = torch_c.to_builtin_tensor %result0 : !torch.vtensor<[?,2,?,?],f32> -> tensor<?x2x?x?xf32>
    %20 = torch_c.to_builtin_tensor %result1 : !torch.vtensor<[?,2,?,?],si64> -> tensor<?x2x?x?xi64>
    return %19, %20 : tensor<?x2x?x?xf32>, tensor<?x2x?x?xi64>
  }
}
