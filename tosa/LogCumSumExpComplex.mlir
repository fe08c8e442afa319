// tmlir e2e reproducer: test LogCumSumExpComplex (family scan_sort), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-complex-to-real))
// test source: e2e_tests.scan_sort
// PassError: /work/main/e2e_tests/_common.py:28:0: error: 'torch.aten.logcumsumexp' on complex values has no real form for this backend (no torch-complex-to-real pattern; tmlir/transforms/complex_to_real/)
// (pass by pass, builtin.module(torch-complex-to-real) fails first: PassError: <string>:4:10: error: 'torch.aten.logcumsumexp' on complex values has no real form for this backend (no torch-complex-to-real pattern; tmlir/transforms/complex_to_real/))
// rerun: tmlir-opt LogCumSumExpComplex.mlir --pass-pipeline='builtin.module(torch-complex-to-real)'
module {
  func.func @main(%arg0: !torch.vtensor<[2,5],complex<f32>>) -> !torch.vtensor<[2,5],complex<f32>> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.logcumsumexp %arg0, %int1 : !torch.vtensor<[2,5],complex<f32>>, !torch.int -> !torch.vtensor<[2,5],complex<f32>>
    return %0 : !torch.vtensor<[2,5],complex<f32>>
  }
}
