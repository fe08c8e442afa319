// RUN: tmlir-opt %s -p torch-adjust-calling-conventions | filecheck %s

// An annotated argument takes its bound (the body sees a copy cast back to the old type);
// the tuple result is returned as its elements, by value; the None result is dropped.
// CHECK-LABEL: func.func @forward(
// CHECK-SAME:      %[[X:.*]]: !torch.vtensor<[?,3],f32>, %[[N:.*]]: !torch.int) -> (!torch.vtensor, !torch.vtensor) {
// CHECK:         %[[C:.*]] = torch.copy.to_tensor %[[X]] : !torch.tensor<[?,3],f32>
// CHECK:         %[[E:.*]] = torch.tensor_static_info_cast %[[C]] : !torch.tensor<[?,3],f32> to !torch.tensor
// CHECK:         %[[R:.*]] = torch.aten.mul.Scalar %[[E]], %[[N]]
// CHECK:         %[[V1:.*]] = torch.copy.to_vtensor %[[E]] : !torch.vtensor
// CHECK:         %[[V2:.*]] = torch.copy.to_vtensor %[[R]] : !torch.vtensor
// CHECK:         return %[[V1]], %[[V2]] : !torch.vtensor, !torch.vtensor
// Private functions keep their convention.
// CHECK-LABEL: func.func private @helper(%{{.*}}: !torch.tensor) -> !torch.tensor
func.func @forward(%x: !torch.tensor {torch.type_bound = !torch.vtensor<[?,3],f32>}, %n: !torch.int) -> (!torch.tuple<tensor, tensor>, !torch.none) {
  %0 = torch.aten.mul.Scalar %x, %n : !torch.tensor, !torch.int -> !torch.tensor
  %1 = torch.prim.TupleConstruct %x, %0 : !torch.tensor, !torch.tensor -> !torch.tuple<tensor, tensor>
  %none = torch.constant.none
  return %1, %none : !torch.tuple<tensor, tensor>, !torch.none
}
func.func private @helper(%x: !torch.tensor) -> !torch.tensor {
  return %x : !torch.tensor
}
