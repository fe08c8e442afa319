// RUN: tmlir-opt %s -p 'torch-complex-to-real' --verify-diagnostics
// An op on complex values without a real form is named, at its location.

func.func @no_pattern(%a: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[3],complex<f32>> {
  // expected-error @+1 {{'torch.aten.sign' on complex values has no real form for this backend}}
  %0 = torch.aten.sign %a : !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[3],complex<f32>>
  return %0 : !torch.vtensor<[3],complex<f32>>
}
