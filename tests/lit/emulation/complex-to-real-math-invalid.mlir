// RUN: tmlir-opt %s -p 'torch-complex-to-real' --verify-diagnostics
// A complex power whose real exponent is known only at run time is refused (pow(0, 0) would be
// NaN by exp(w log z) where PyTorch gives 1), at its location.

func.func @pow_runtime_exponent(%a: !torch.vtensor<[3],complex<f32>>, %e: !torch.float) -> !torch.vtensor<[3],complex<f32>> {
  // expected-error @+1 {{'torch.aten.pow.Tensor_Scalar' on a complex tensor with an exponent that is not a constant has no real form here}}
  %0 = torch.aten.pow.Tensor_Scalar %a, %e : !torch.vtensor<[3],complex<f32>>, !torch.float -> !torch.vtensor<[3],complex<f32>>
  return %0 : !torch.vtensor<[3],complex<f32>>
}
