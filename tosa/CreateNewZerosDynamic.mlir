// tmlir e2e reproducer: test CreateNewZerosDynamic (family creation), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.creation
// BackendContractError: error: 3 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.full' (its lowering did not apply: result tensor<?xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.device' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt CreateNewZerosDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3xf32>) -> tensor<?xf32> {
    %c6_i64 = arith.constant 6 : i64
    %cpu = torch.constant.device "cpu"
    %false = arith.constant false
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i64 %c6_i64
    %1 = torch_c.from_i1 %false
    %2 = torch_c.from_i64 %c0_i64
    %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
    %3 = arith.index_cast %dim : index to i64
    %4 = torch_c.from_i64 %3
    %5 = torch.prim.ListConstruct %4 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.full %5, %2, %0, %2, %cpu, %1 {tmlir.not_lowered = "result tensor<?xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[?],f32>
    %7 = torch_c.to_builtin_tensor %6 : !torch.vtensor<[?],f32> -> tensor<?xf32>
    return %7 : tensor<?xf32>
  }
}
