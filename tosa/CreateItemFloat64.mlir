// tmlir e2e reproducer: test CreateItemFloat64 (family creation), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-f64-to-bits))
// test source: e2e_tests.creation
// PassError: /work/main/e2e_tests/_common.py:28:0: error: 'torch.aten.item' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered
// (pass by pass, builtin.module(torch-f64-to-bits) fails first: PassError: <string>:9:10: error: 'torch.aten.item' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered)
// rerun: tmlir-opt CreateItemFloat64.mlir --pass-pipeline='builtin.module(torch-f64-to-bits)'
module {
  func.func @main(%arg0: !torch.vtensor<[2],f64>) -> !torch.vtensor<[2,2],f64> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %int7 = torch.constant.int 7
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.select.int %arg0, %int0, %int0 : !torch.vtensor<[2],f64>, !torch.int, !torch.int -> !torch.vtensor<[],f64>
    %1 = torch.aten.item %0 : !torch.vtensor<[],f64> -> !torch.float
    %2 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %3 = torch.aten.full %2, %1, %int7, %none, %cpu, %false : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[2,2],f64>
    return %3 : !torch.vtensor<[2,2],f64>
  }
}
