// RUN: tmlir-opt %s -p torch-lower-to-backend-contract --split-input-file | filecheck %s
// RUN: tmlir-opt %s -p 'torch-lower-to-backend-contract{backend-legal-ops=aten.softmax.int}' --split-input-file | filecheck %s --check-prefix=LEGAL
// RUN: tmlir-opt %s -p 'torch-lower-to-backend-contract{guards=false}' --split-input-file | filecheck %s --check-prefix=NOGUARD

// Unknown types are refined from the arguments, decompositions run, the public return is refined.
// CHECK-LABEL: func.func @refine_and_decompose(
// CHECK-SAME:      -> !torch.vtensor<[?,6],f32>
// CHECK:         torch.aten.mm %{{.*}} -> !torch.vtensor<[?,6],f32>
// CHECK:         torch.aten.exp
// CHECK-NOT:     torch.aten.softmax.int
// CHECK:         return %{{.*}} : !torch.vtensor<[?,6],f32>
// LEGAL-LABEL:   func.func @refine_and_decompose(
// LEGAL:         torch.aten.softmax.int %{{.*}} -> !torch.vtensor<[?,6],f32>
func.func @refine_and_decompose(%x: !torch.vtensor<[?,4],f32>, %w: !torch.vtensor<[4,6],f32>) -> !torch.vtensor {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4,6],f32> -> !torch.vtensor
  %1 = torch.aten.softmax.int %0, %int1, %none : !torch.vtensor, !torch.int, !torch.none -> !torch.vtensor
  return %1 : !torch.vtensor
}

// -----

// In-place ops on non-value tensors (as a TorchScript import has them) end as value-semantic code.
// CHECK-LABEL: func.func @inplace(
// CHECK-SAME:      %[[X:.*]]: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>
// CHECK-NOT:     torch.copy
// CHECK:         %[[A:.*]] = torch.aten.add.Tensor %[[X]], %[[X]], %{{.*}} -> !torch.vtensor<[2,3],f32>
// CHECK:         %[[R:.*]] = torch.aten.relu %[[A]] : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
// CHECK:         return %[[R]]
func.func @inplace(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor {
  %int1 = torch.constant.int 1
  %t = torch.copy.to_tensor %x : !torch.tensor<[2,3],f32>
  %0 = torch.aten.add_.Tensor %t, %t, %int1 : !torch.tensor<[2,3],f32>, !torch.tensor<[2,3],f32>, !torch.int -> !torch.tensor<[2,3],f32>
  %1 = torch.aten.relu_ %0 : !torch.tensor<[2,3],f32> -> !torch.tensor<[2,3],f32>
  %2 = torch.copy.to_vtensor %1 : !torch.vtensor<[2,3],f32>
  %3 = torch.tensor_static_info_cast %2 : !torch.vtensor<[2,3],f32> to !torch.vtensor
  return %3 : !torch.vtensor
}

// -----

// Both contracting dims are dynamic: the check the shape function cannot decide stays as a guard.
// CHECK-LABEL: func.func @guard(
// CHECK:         %[[EQ:.*]] = torch.aten.eq.int
// CHECK:         torch.runtime.assert %[[EQ]], "{{.*}}"
// CHECK:         torch.aten.mm %{{.*}} -> !torch.vtensor<[?,5],f32>
// NOGUARD-LABEL: func.func @guard(
// NOGUARD-NOT:   torch.runtime.assert
// NOGUARD:       torch.aten.mm
func.func @guard(%x: !torch.vtensor<[?,?],f32>, %w: !torch.vtensor<[?,5],f32>) -> !torch.vtensor {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[?,?],f32>, !torch.vtensor<[?,5],f32> -> !torch.vtensor
  return %0 : !torch.vtensor
}
