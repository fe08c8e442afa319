// tmlir e2e reproducer: test CreateOnesDynamic (family creation), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.creation
// BackendContractError: error: 4 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.ones' (its lowering did not apply: result tensor<?x?xi64> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.device' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt CreateOnesDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x?xf32>) -> tensor<?x?xi64> {
    %c4_i64 = arith.constant 4 : i64
    %cpu = torch.constant.device "cpu"
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = torch_c.from_i64 %c4_i64
    %1 = torch_c.from_i1 %false
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %2 = arith.index_cast %dim : index to i64
    %3 = torch_c.from_i64 %2
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
    %4 = arith.index_cast %dim_0 : index to i64
    %5 = torch_c.from_i64 %4
    %6 = torch.prim.ListConstruct %5, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %7 = torch.aten.ones %6, %0, %none, %cpu, %1 {tmlir.not_lowered = "result tensor<?x?xi64> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?,?],si64>
    %8 = torch_c.to_builtin_tensor %7 : !torch.vtensor<[?,?],si64> -> tensor<?x?xi64>
    return %8 : tensor<?x?xi64>
  }
}
