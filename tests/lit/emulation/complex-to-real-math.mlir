// RUN: tmlir-opt %s -p 'torch-complex-to-real,func.func(canonicalize)' | filecheck %s
// RUN: tmlir-opt %s -p 'torch-complex-to-real,func.func(torch-decompose-complex-ops,convert-torch-to-tosa)' | filecheck %s --check-prefix=TOSA
// Complex math functions on (re, im) parts (complex_to_real/math.py).

// sqrt: t = sqrt(|x|/2 + |z|/2); (t, y/2t) for x >= 0, (|y/2t|, copysign(t, y)) otherwise, so that
// the sign of a zero imaginary part picks the side of the cut on the negative real axis.
// CHECK-LABEL: func.func @sqrt(
// CHECK: %[[X:.*]] = torch.aten.select.int %arg0, %{{.*}}, %{{.*}} :
// CHECK: %[[Y:.*]] = torch.aten.select.int %arg0, %{{.*}}, %{{.*}} :
// CHECK: torch.aten.sqrt
// CHECK: %[[T:.*]] = torch.aten.sqrt %{{.*}} : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
// CHECK: %[[Q:.*]] = torch.aten.div.Tensor %[[Y]], %{{.*}}
// CHECK: %[[POS:.*]] = torch.aten.ge.Scalar %[[X]], %{{.*}}
// CHECK: %[[AQ:.*]] = torch.aten.abs %[[Q]]
// CHECK: torch.aten.where.self %[[POS]], %[[T]], %[[AQ]]
// CHECK: %[[CS:.*]] = torch.aten.copysign.Tensor %[[T]], %[[Y]]
// CHECK: torch.aten.where.self %[[POS]], %[[Q]], %[[CS]]
// CHECK: return %{{.*}} : !torch.vtensor<[3,2],f32>
// TOSA-LABEL: func.func @sqrt(
// TOSA-NOT: complex<
// TOSA: tosa.rsqrt
// TOSA: tosa.select
// TOSA: tosa.concat
func.func @sqrt(%a: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[3],complex<f32>> {
  %0 = torch.aten.sqrt %a : !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[3],complex<f32>>
  return %0 : !torch.vtensor<[3],complex<f32>>
}

// log: (log|z|, atan2(y, x)) with C's atan2 on a zero y: copysign(pi or 0, y) by the sign bit of x
// (the real atan2 gives +pi for atan2(-0, x < 0)).
// CHECK-LABEL: func.func @log(
// CHECK: %[[X:.*]] = torch.aten.select.int %arg0, %{{.*}}, %{{.*}} :
// CHECK: %[[Y:.*]] = torch.aten.select.int %arg0, %{{.*}}, %{{.*}} :
// CHECK: torch.aten.isinf %[[X]]
// CHECK: torch.aten.log %{{.*}} : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
// CHECK: %[[A:.*]] = torch.aten.atan2 %[[Y]], %[[X]]
// CHECK: %[[SX:.*]] = torch.aten.copysign.Tensor %{{.*}}, %[[X]]
// CHECK: torch.aten.lt.Scalar %[[SX]]
// CHECK: %[[AXIS:.*]] = torch.aten.copysign.Tensor %{{.*}}, %[[Y]]
// CHECK: %[[YZ:.*]] = torch.aten.eq.Scalar %[[Y]]
// CHECK: torch.aten.where.self %[[YZ]], %[[AXIS]], %[[A]]
// TOSA-LABEL: func.func @log(
// TOSA-NOT: complex<
// TOSA: tosa.log
func.func @log(%a: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[3],complex<f32>> {
  %0 = torch.aten.log %a : !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[3],complex<f32>>
  return %0 : !torch.vtensor<[3],complex<f32>>
}

// An integer power is a product (exact, as PyTorch's): z^2 = (x x - y y, x y + y x).
// CHECK-LABEL: func.func @pow2(
// CHECK: %[[X:.*]] = torch.aten.select.int %arg0, %{{.*}}, %{{.*}} :
// CHECK: %[[Y:.*]] = torch.aten.select.int %arg0, %{{.*}}, %{{.*}} :
// CHECK: torch.aten.mul.Tensor %[[X]], %[[X]]
// CHECK: torch.aten.mul.Tensor %[[Y]], %[[Y]]
// CHECK: torch.aten.sub.Tensor
// CHECK-NOT: torch.aten.exp
// CHECK: return
func.func @pow2(%a: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[3],complex<f32>> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.pow.Tensor_Scalar %a, %int2 : !torch.vtensor<[3],complex<f32>>, !torch.int -> !torch.vtensor<[3],complex<f32>>
  return %0 : !torch.vtensor<[3],complex<f32>>
}
