// RUN: tmlir-opt %s -p torch-unmutated-tensors-to-value-semantics | filecheck %s

// Nothing writes a tensor: views, lists and control flow all become value tensors, copies go.
// CHECK-LABEL: func.func @views(
// CHECK-SAME:      %[[X:.*]]: !torch.vtensor<[2,3],f32>, %[[C:.*]]: !torch.bool) -> !torch.vtensor {
// CHECK:         %[[E:.*]] = torch.tensor_static_info_cast %[[X]] : !torch.vtensor<[2,3],f32> to !torch.vtensor
// CHECK:         %[[T:.*]] = torch.aten.transpose.int %[[E]], {{.*}} : !torch.vtensor, !torch.int, !torch.int -> !torch.vtensor
// CHECK:         %[[L:.*]] = torch.vtensor.literal(dense<1.000000e+00> : tensor<3x2xf32>) : !torch.vtensor<[3,2],f32>
// CHECK:         %[[LIST:.*]] = torch.prim.ListConstruct %[[T]], %{{.*}} : (!torch.vtensor, !torch.vtensor) -> !torch.list<vtensor>
// CHECK:         %[[IF:.*]] = torch.prim.If %[[C]] -> (!torch.vtensor) {
// CHECK:           torch.prim.If.yield %[[T]] : !torch.vtensor
// CHECK-NOT:     torch.copy
// CHECK:         return %[[IF]] : !torch.vtensor
func.func @views(%x: !torch.vtensor<[2,3],f32>, %c: !torch.bool) -> !torch.vtensor {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.copy.to_tensor %x : !torch.tensor<[2,3],f32>
  %1 = torch.tensor_static_info_cast %0 : !torch.tensor<[2,3],f32> to !torch.tensor
  %2 = torch.aten.transpose.int %1, %int0, %int1 : !torch.tensor, !torch.int, !torch.int -> !torch.tensor
  %lit = torch.tensor.literal(dense<1.0> : tensor<3x2xf32>) : !torch.tensor<[3,2],f32>
  %3 = torch.tensor_static_info_cast %lit : !torch.tensor<[3,2],f32> to !torch.tensor
  %4 = torch.prim.ListConstruct %2, %3 : (!torch.tensor, !torch.tensor) -> !torch.list<tensor>
  %5 = torch.aten.cat %4, %int0 : !torch.list<tensor>, !torch.int -> !torch.tensor
  %6 = torch.prim.If %c -> (!torch.tensor) {
    torch.prim.If.yield %2 : !torch.tensor
  } else {
    torch.prim.If.yield %5 : !torch.tensor
  }
  %7 = torch.copy.to_vtensor %6 : !torch.vtensor
  return %7 : !torch.vtensor
}

// An in-place op writes a tensor: the function is left to the value-semantics passes.
// CHECK-LABEL: func.func @inplace(
// CHECK:         torch.copy.to_tensor
// CHECK:         torch.aten.add_.Scalar %{{.*}} : !torch.tensor
func.func @inplace(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor {
  %int1 = torch.constant.int 1
  %0 = torch.copy.to_tensor %x : !torch.tensor<[2],f32>
  %1 = torch.tensor_static_info_cast %0 : !torch.tensor<[2],f32> to !torch.tensor
  %2 = torch.aten.add_.Scalar %1, %int1, %int1 : !torch.tensor, !torch.int, !torch.int -> !torch.tensor
  %3 = torch.copy.to_vtensor %2 : !torch.vtensor
  return %3 : !torch.vtensor
}
