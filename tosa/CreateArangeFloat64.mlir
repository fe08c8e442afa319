// tmlir e2e reproducer: test CreateArangeFloat64 (family creation), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-f64-to-bits))
// test source: e2e_tests.creation
// PassError: /work/main/e2e_tests/_common.py:28:0: error: 'torch.aten.arange.start_step': an f64 arange of non-integer bounds (0.5) is f64 arithmetic, which has no exact TOSA form (TOSA has no f64; f64 values are carried as their bits) (not lowered)
// (pass by pass, builtin.module(torch-f64-to-bits) fails first: PassError: <string>:10:10: error: 'torch.aten.arange.start_step': an f64 arange of non-integer bounds (0.5) is f64 arithmetic, which has no exact TOSA form (TOSA has no f64; f64 values are carried as their bits) (not lowered))
// rerun: tmlir-opt CreateArangeFloat64.mlir --pass-pipeline='builtin.module(torch-f64-to-bits)'
module {
  func.func @main(%arg0: !torch.vtensor<[3],f64>) -> !torch.vtensor<[3],f64> {
    %float-1.000000e00 = torch.constant.float -1.000000e+00
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %int7 = torch.constant.int 7
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %0 = torch.aten.arange.start_step %float-1.000000e00, %float5.000000e-01, %float5.000000e-01, %int7, %none, %cpu, %false : !torch.float, !torch.float, !torch.float, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[3],f64>
    %1 = torch.aten.add.Tensor %0, %arg0, %int1 : !torch.vtensor<[3],f64>, !torch.vtensor<[3],f64>, !torch.int -> !torch.vtensor<[3],f64>
    return %1 : !torch.vtensor<[3],f64>
  }
}
