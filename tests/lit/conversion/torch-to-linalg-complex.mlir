// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-linalg)' | filecheck %s
// Complex element types: the elementwise bodies use the complex dialect; view_as_real reads the
// parts by the last loop index.

// A real operand of a complex product becomes x + 0i.
// CHECK-LABEL: func.func @mul_real
// CHECK: ^bb0(%[[X:.*]]: complex<f32>, %[[Y:.*]]: f32, %{{.*}}: complex<f32>):
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[C:.*]] = complex.create %[[Y]], %[[Z]] : complex<f32>
// CHECK-NEXT: %[[M:.*]] = complex.mul %[[X]], %[[C]] : complex<f32>
// CHECK-NEXT: linalg.yield %[[M]] : complex<f32>
func.func @mul_real(%a: !torch.vtensor<[3],complex<f32>>, %b: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],complex<f32>> {
  %0 = torch.aten.mul.Tensor %a, %b : !torch.vtensor<[3],complex<f32>>, !torch.vtensor<[3],f32> -> !torch.vtensor<[3],complex<f32>>
  return %0 : !torch.vtensor<[3],complex<f32>>
}

// abs computes on the complex input; the result is real.
// CHECK-LABEL: func.func @abs
// CHECK: ^bb0(%[[X:.*]]: complex<f32>, %{{.*}}: f32):
// CHECK-NEXT: %[[A:.*]] = complex.abs %[[X]] : complex<f32>
// CHECK-NEXT: linalg.yield %[[A]] : f32
func.func @abs(%a: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[3],f32> {
  %0 = torch.aten.abs %a : !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}

// CHECK-LABEL: func.func @view_as_real
// CHECK: %[[E:.*]] = tensor.empty(%{{.*}}) : tensor<?x2xf64>
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<?xcomplex<f64>>) outs(%[[E]] : tensor<?x2xf64>)
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[J]], %{{.*}} : index
// CHECK-NEXT: %[[RE:.*]] = complex.re %{{.*}} : complex<f64>
// CHECK-NEXT: %[[IM:.*]] = complex.im %{{.*}} : complex<f64>
// CHECK-NEXT: %[[S:.*]] = arith.select %[[FIRST]], %[[RE]], %[[IM]] : f64
// CHECK-NEXT: linalg.yield %[[S]] : f64
func.func @view_as_real(%a: !torch.vtensor<[?],complex<f64>>) -> !torch.vtensor<[?,2],f64> {
  %0 = torch.aten.view_as_real %a : !torch.vtensor<[?],complex<f64>> -> !torch.vtensor<[?,2],f64>
  return %0 : !torch.vtensor<[?,2],f64>
}

// CHECK-LABEL: func.func @eq
// CHECK: %[[R:.*]] = complex.eq %{{.*}}, %{{.*}} : complex<f32>
// CHECK-NEXT: linalg.yield %[[R]] : i1
func.func @eq(%a: !torch.vtensor<[3],complex<f32>>, %b: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[3],i1> {
  %0 = torch.aten.eq.Tensor %a, %b : !torch.vtensor<[3],complex<f32>>, !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[3],i1>
  return %0 : !torch.vtensor<[3],i1>
}
