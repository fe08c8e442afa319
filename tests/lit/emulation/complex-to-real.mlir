// RUN: tmlir-opt %s -p 'torch-complex-to-real,func.func(canonicalize)' | filecheck %s
// RUN: tmlir-opt %s -p 'torch-complex-to-real,func.func(torch-decompose-complex-ops,convert-torch-to-tosa)' | filecheck %s --check-prefix=TOSA
// Complex tensors as (re, im) pairs of real tensors; complex arguments and results cross the
// function boundary in view_as_real layout (sizes + [2]), marked tmlir.complex_as_real.

// A product of two complex operands: (ar br - ai bi, ar bi + ai br); the parts are read from the
// pair layout once and the result is packed again only for the return.
// CHECK-LABEL: func.func @mul(
// CHECK-SAME: %[[A:.*]]: !torch.vtensor<[3,2],f32> {tmlir.complex_as_real}, %[[B:.*]]: !torch.vtensor<[3,2],f32> {tmlir.complex_as_real}) -> (!torch.vtensor<[3,2],f32> {tmlir.complex_as_real})
// CHECK-DAG: %[[AR:.*]] = torch.aten.select.int %[[A]], %[[ONE:.*]], %[[ZERO:.*]] :
// CHECK-DAG: %[[AI:.*]] = torch.aten.select.int %[[A]], %[[ONE]], %[[ONE]] :
// CHECK-DAG: %[[BR:.*]] = torch.aten.select.int %[[B]], %[[ONE]], %[[ZERO]] :
// CHECK-DAG: %[[BI:.*]] = torch.aten.select.int %[[B]], %[[ONE]], %[[ONE]] :
// CHECK: %[[RR:.*]] = torch.aten.mul.Tensor %[[AR]], %[[BR]]
// CHECK: %[[II:.*]] = torch.aten.mul.Tensor %[[AI]], %[[BI]]
// CHECK: %[[RE:.*]] = torch.aten.sub.Tensor %[[RR]], %[[II]]
// CHECK: %[[RI:.*]] = torch.aten.mul.Tensor %[[AR]], %[[BI]]
// CHECK: %[[IR:.*]] = torch.aten.mul.Tensor %[[AI]], %[[BR]]
// CHECK: %[[IM:.*]] = torch.aten.add.Tensor %[[RI]], %[[IR]]
// CHECK: %[[URE:.*]] = torch.aten.unsqueeze %[[RE]], %[[ONE]]
// CHECK: %[[UIM:.*]] = torch.aten.unsqueeze %[[IM]], %[[ONE]]
// CHECK: %[[L:.*]] = torch.prim.ListConstruct %[[URE]], %[[UIM]]
// CHECK: %[[P:.*]] = torch.aten.cat %[[L]], %[[ONE]] : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[3,2],f32>
// CHECK: return %[[P]]
// TOSA-LABEL: func.func @mul(
// TOSA-NOT: complex<
// TOSA: tosa.mul
// TOSA: tosa.sub
// TOSA: tosa.concat
func.func @mul(%a: !torch.vtensor<[3],complex<f32>>, %b: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[3],complex<f32>> {
  %0 = torch.aten.mul.Tensor %a, %b : !torch.vtensor<[3],complex<f32>>, !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[3],complex<f32>>
  return %0 : !torch.vtensor<[3],complex<f32>>
}

// A real operand of a sum adds to the real part only (broadcasting as it did); abs is the scaled
// hypot m sqrt(1 + (n/m)^2) with inf for an infinite part; the real result keeps its type.
// CHECK-LABEL: func.func @add_real(
// CHECK-SAME: %[[A:.*]]: !torch.vtensor<[2,3,2],f32> {tmlir.complex_as_real}, %[[B:.*]]: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32>
// CHECK: %[[AR:.*]] = torch.aten.select.int %[[A]], %{{.*}}, %{{.*}} : !torch.vtensor<[2,3,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3],f32>
// CHECK: %[[AI:.*]] = torch.aten.select.int %[[A]]
// CHECK: %[[RE:.*]] = torch.aten.add.Tensor %[[AR]], %[[B]], %{{.*}} : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
// CHECK: %[[X:.*]] = torch.aten.abs %[[RE]]
// CHECK: %[[Y:.*]] = torch.aten.abs %[[AI]]
// CHECK: %[[M:.*]] = torch.aten.maximum %[[X]], %[[Y]]
// CHECK: %[[N:.*]] = torch.aten.minimum %[[X]], %[[Y]]
// CHECK: torch.aten.sqrt
// CHECK: torch.aten.isinf %[[RE]]
// CHECK: torch.aten.isinf %[[AI]]
// CHECK: %[[R:.*]] = torch.aten.where.ScalarSelf
// CHECK: return %[[R]] : !torch.vtensor<[2,3],f32>
func.func @add_real(%a: !torch.vtensor<[2,3],complex<f32>>, %b: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2,3],complex<f32>>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],complex<f32>>
  %1 = torch.aten.abs %0 : !torch.vtensor<[2,3],complex<f32>> -> !torch.vtensor<[2,3],f32>
  return %1 : !torch.vtensor<[2,3],f32>
}

// A product with one real factor is the op on each part; a view (transpose) applies to each part;
// the result's pair layout transposes the leading dims only.
// CHECK-LABEL: func.func @mm_transpose(
// CHECK-SAME: -> (!torch.vtensor<[4,2,2],f32> {tmlir.complex_as_real})
// CHECK: %[[MR:.*]] = torch.aten.mm %{{.*}}, %arg1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[2,4],f32>
// CHECK: %[[MI:.*]] = torch.aten.mm %{{.*}}, %arg1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[2,4],f32>
// CHECK-NOT: torch.aten.mm
// CHECK: torch.aten.transpose.int %[[MR]], %{{.*}}, %{{.*}} : {{.*}} -> !torch.vtensor<[4,2],f32>
// CHECK: torch.aten.transpose.int %[[MI]], %{{.*}}, %{{.*}} : {{.*}} -> !torch.vtensor<[4,2],f32>
// CHECK: torch.aten.cat {{.*}} -> !torch.vtensor<[4,2,2],f32>
func.func @mm_transpose(%a: !torch.vtensor<[2,3],complex<f32>>, %b: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[4,2],complex<f32>> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,3],complex<f32>>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[2,4],complex<f32>>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %1 = torch.aten.transpose.int %0, %int0, %int1 : !torch.vtensor<[2,4],complex<f32>>, !torch.int, !torch.int -> !torch.vtensor<[4,2],complex<f32>>
  return %1 : !torch.vtensor<[4,2],complex<f32>>
}

// Real arguments and results keep their types: complex() then view_as_real is a pack of the two
// inputs (no attribute on the function).
// CHECK-LABEL: func.func @from_real(
// CHECK-SAME: %[[A:.*]]: !torch.vtensor<[3],f32>, %[[B:.*]]: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3,2],f32> {
// CHECK-NEXT: %[[ONE:.*]] = torch.constant.int 1
// CHECK-NEXT: %[[UA:.*]] = torch.aten.unsqueeze %[[A]], %[[ONE]]
// CHECK-NEXT: %[[UB:.*]] = torch.aten.unsqueeze %[[B]], %[[ONE]]
// CHECK-NEXT: %[[L:.*]] = torch.prim.ListConstruct %[[UA]], %[[UB]]
// CHECK-NEXT: %[[P:.*]] = torch.aten.cat %[[L]], %[[ONE]]
// CHECK-NEXT: return %[[P]] : !torch.vtensor<[3,2],f32>
func.func @from_real(%a: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3,2],f32> {
  %0 = torch.aten.complex %a, %b : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32> -> !torch.vtensor<[3],complex<f32>>
  %1 = torch.aten.view_as_real %0 : !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[3,2],f32>
  return %1 : !torch.vtensor<[3,2],f32>
}
