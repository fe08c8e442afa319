// tmlir e2e reproducer: test PoolAvg1dDynamic (family pooling), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.pooling
// BackendContractError: error: 4 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.avg_pool1d' (its lowering did not apply: the input tensor<?x3x?xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt PoolAvg1dDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3x?xf32>) -> tensor<?x3x?xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %false = arith.constant false
    %true = arith.constant true
    %c1_i64 = arith.constant 1 : i64
    %c2 = arith.constant 2 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x3x?xf32> -> !torch.vtensor<[?,3,?],f32>
    %1 = torch_c.from_i64 %c0_i64
    %2 = torch_c.from_i64 %c2_i64
    %3 = torch_c.from_i1 %false
    %4 = torch_c.from_i1 %true
    %5 = torch.prim.ListConstruct %2 : (!torch.int) -> !torch.list<int>
    %6 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %7 = torch.prim.ListConstruct %1 : (!torch.int) -> !torch.list<int>
    %dim = tensor.dim %arg0, %c2 : tensor<?x3x?xf32>
    %8 = arith.index_cast %dim : index to i64
    %9 = arith.subi %8, %c2_i64 : i64
    %10 = arith.floordivsi %9, %c2_i64 : i64
    %11 = arith.addi %10, %c1_i64 : i64
    %12 = arith.cmpi sgt, %11, %c0_i64 : i64
    cf.assert %12, "pool: output size is too small (torch.aten.avg_pool1d) (<string>:17:5)"
    %13 = torch.aten.avg_pool1d %0, %5, %6, %7, %3, %4 {tmlir.not_lowered = "the input tensor<?x3x?xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,3,?],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[?,3,?],f32>
    %14 = torch_c.to_builtin_tensor %13 : !torch.vtensor<[?,3,?],f32> -> tensor<?x3x?xf32>
    return %14 : tensor<?x3x?xf32>
  }
}
