// tmlir e2e reproducer: test Complex128Angle (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-f64-to-bits))
// test source: /work/main/e2e_tests/_common.py:36
// PassError: /work/main/e2e_tests/_common.py:45:0: error: 'torch.aten.atan2' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered
// (pass by pass, builtin.module(torch-f64-to-bits) fails first: PassError: <string>:3:10: error: 'torch.aten.atan2' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered)
// rerun: tmlir-opt Complex128Angle.mlir --pass-pipeline='builtin.module(torch-f64-to-bits)'
module {
  func.func @main(%arg0: !torch.vtensor<[5,2],f64> {tmlir.complex_as_real}) -> !torch.vtensor<[5],f64> {
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %0 = torch.aten.select.int %arg0, %int1, %int0 : !torch.vtensor<[5,2],f64>, !torch.int, !torch.int -> !torch.vtensor<[5],f64>
    %1 = torch.aten.select.int %arg0, %int1, %int1 : !torch.vtensor<[5,2],f64>, !torch.int, !torch.int -> !torch.vtensor<[5],f64>
    %2 = torch.aten.atan2 %1, %0 : !torch.vtensor<[5],f64>, !torch.vtensor<[5],f64> -> !torch.vtensor<[5],f64>
    return %2 : !torch.vtensor<[5],f64>
  }
}
