// RUN: tmlir-opt %s -p 'torch-backend-to-tosa-backend-pipeline{emulation=complex}' | filecheck %s
// RUN: not tmlir-opt %s -p 'torch-backend-to-tosa-backend-pipeline' 2>&1 | filecheck %s --check-prefix=DEFAULT
// The complex emulation is opt-in: the TOSA pipeline runs torch-complex-to-real only with
// emulation=complex; without it a complex tensor is one error naming the op and the opt-in.

// CHECK-LABEL: func.func @scale
// CHECK-SAME: %{{.*}}: tensor<3x2xf32> {tmlir.complex_as_real}) -> (tensor<3x2xf32> {tmlir.complex_as_real})
// CHECK: tosa.mul
// CHECK-NOT: complex
// DEFAULT: 'torch.aten.mul.Scalar' has a complex tensor (operand 0: !torch.vtensor<[3],complex<f32>>): TOSA 1.0 has no complex types; opt in to the complex emulation
func.func @scale(%a: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[3],complex<f32>> {
  %f = torch.constant.float 2.000000e+00
  %0 = torch.aten.mul.Scalar %a, %f : !torch.vtensor<[3],complex<f32>>, !torch.float -> !torch.vtensor<[3],complex<f32>>
  return %0 : !torch.vtensor<[3],complex<f32>>
}
