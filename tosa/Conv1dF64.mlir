// tmlir e2e reproducer: test Conv1dF64 (family conv), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-f64-to-bits))
// test source: e2e_tests.conv
// PassError: /work/main/e2e_tests/_common.py:28:0: error: 'torch.aten.convolution' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered
// (pass by pass, builtin.module(torch-f64-to-bits) fails first: PassError: <string>:11:10: error: 'torch.aten.convolution' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered)
// rerun: tmlir-opt Conv1dF64.mlir --pass-pipeline='builtin.module(torch-f64-to-bits)'
module {
  func.func @main(%arg0: !torch.vtensor<[1,3,9],f64>, %arg1: !torch.vtensor<[2,3,3],f64>) -> !torch.vtensor<[1,2,7],f64> {
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %3 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %4 = torch.aten.convolution %arg0, %arg1, %none, %0, %1, %2, %false, %3, %int1 : !torch.vtensor<[1,3,9],f64>, !torch.vtensor<[2,3,3],f64>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,2,7],f64>
    return %4 : !torch.vtensor<[1,2,7],f64>
  }
}
