// tmlir e2e reproducer: test CreateSizeFloorDiv (family creation), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.creation
// BackendContractError: error: 4 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.zeros' (its lowering did not apply: result tensor<?x2xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.device' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt CreateSizeFloorDiv.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4xf32>) -> tensor<?x2xf32> {
    %cpu = torch.constant.device "cpu"
    %false = arith.constant false
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i1 %false
    %1 = torch_c.from_i64 %c2_i64
    %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
    %2 = arith.index_cast %dim : index to i64
    %3 = arith.addi %2, %c1_i64 : i64
    %4 = arith.floordivsi %3, %c2_i64 : i64
    %5 = torch_c.from_i64 %4
    %6 = torch.prim.ListConstruct %5, %1 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %7 = arith.cmpi sge, %4, %c0_i64 : i64
    cf.assert %7, "negative dimension (torch.aten.zeros) (<string>:15:5)"
    %8 = torch.aten.zeros %6, %none, %none, %cpu, %0 {tmlir.not_lowered = "result tensor<?x2xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?,2],f32>
    %9 = torch_c.to_builtin_tensor %8 : !torch.vtensor<[?,2],f32> -> tensor<?x2xf32>
    return %9 : tensor<?x2xf32>
  }
}
