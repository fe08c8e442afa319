// RUN: tmlir-opt %s -p torch-maximize-value-semantics | filecheck %s
// RUN: tmlir-opt %s -p torch-reduce-op-variants,torch-maximize-value-semantics | filecheck %s --check-prefix=PIPE

// A local copy read and overwritten in straight-line code disappears.
// CHECK-LABEL: func.func @local(
// CHECK-SAME:      %[[X:.*]]: !torch.vtensor<[2],f32>, %[[Y:.*]]: !torch.vtensor<[2],f32>)
// CHECK-NEXT:    %[[ONE:.*]] = torch.constant.int 1
// CHECK-NEXT:    %[[A:.*]] = torch.aten.add.Tensor %[[X]], %[[Y]], %[[ONE]]
// CHECK-NEXT:    %[[B:.*]] = torch.aten.mul.Tensor %[[A]], %[[X]]
// CHECK-NEXT:    return %[[B]]
func.func @local(%x: !torch.vtensor<[2],f32>, %y: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %t = torch.copy.to_tensor %x : !torch.tensor<[2],f32>
  %0 = torch.copy.to_vtensor %t : !torch.vtensor<[2],f32>
  %1 = torch.aten.add.Tensor %0, %y, %int1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
  torch.overwrite.tensor.contents %1 overwrites %t : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  %2 = torch.copy.to_vtensor %t : !torch.vtensor<[2],f32>
  %3 = torch.aten.mul.Tensor %2, %0 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  return %3 : !torch.vtensor<[2],f32>
}

// The classic case: a chain of in-place ops on a local tensor becomes pure value-tensor code.
// PIPE-LABEL: func.func @chain(
// PIPE-SAME:      %[[X:.*]]: !torch.vtensor<[2],f32>, %[[Y:.*]]: !torch.vtensor<[2],f32>)
// PIPE-NEXT:    %[[ONE:.*]] = torch.constant.int 1
// PIPE-NEXT:    %[[A:.*]] = torch.aten.add.Tensor %[[X]], %[[Y]], %[[ONE]] : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
// PIPE-NEXT:    %[[R:.*]] = torch.aten.relu %[[A]] : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
// PIPE-NEXT:    %[[M:.*]] = torch.aten.mul.Tensor %[[R]], %[[R]] : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
// PIPE-NEXT:    return %[[M]] : !torch.vtensor<[2],f32>
func.func @chain(%x: !torch.vtensor<[2],f32>, %y: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %t = torch.copy.to_tensor %x : !torch.tensor<[2],f32>
  %yt = torch.copy.to_tensor %y : !torch.tensor<[2],f32>
  %0 = torch.aten.add_.Tensor %t, %yt, %int1 : !torch.tensor<[2],f32>, !torch.tensor<[2],f32>, !torch.int -> !torch.tensor<[2],f32>
  %1 = torch.aten.relu_ %0 : !torch.tensor<[2],f32> -> !torch.tensor<[2],f32>
  %2 = torch.aten.mul.Tensor %1, %t : !torch.tensor<[2],f32>, !torch.tensor<[2],f32> -> !torch.tensor<[2],f32>
  %3 = torch.copy.to_vtensor %2 : !torch.vtensor<[2],f32>
  return %3 : !torch.vtensor<[2],f32>
}

// A mutated argument: the reads after a write see the written value, only the last write stays.
// CHECK-LABEL: func.func @argument(
// CHECK-SAME:      %[[A:.*]]: !torch.tensor<[2],f32>, %[[Y:.*]]: !torch.vtensor<[2],f32>)
// CHECK-NEXT:    %[[ONE:.*]] = torch.constant.int 1
// CHECK-NEXT:    %[[R0:.*]] = torch.copy.to_vtensor %[[A]] : !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[S:.*]] = torch.aten.add.Tensor %[[R0]], %[[Y]], %[[ONE]]
// CHECK-NEXT:    %[[P:.*]] = torch.aten.mul.Tensor %[[S]], %[[R0]]
// CHECK-NEXT:    torch.overwrite.tensor.contents %[[P]] overwrites %[[A]]
// CHECK-NEXT:    return %[[P]]
func.func @argument(%a: !torch.tensor<[2],f32>, %y: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.copy.to_vtensor %a : !torch.vtensor<[2],f32>
  %1 = torch.aten.add.Tensor %0, %y, %int1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
  torch.overwrite.tensor.contents %1 overwrites %a : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  %2 = torch.copy.to_vtensor %a : !torch.vtensor<[2],f32>
  %3 = torch.aten.mul.Tensor %2, %0 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  torch.overwrite.tensor.contents %3 overwrites %a : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  return %3 : !torch.vtensor<[2],f32>
}

// Two mutated arguments may be the same tensor: a write to one is kept when the other is
// touched before the next write, and reads after a write to the other are not forwarded.
// CHECK-LABEL: func.func @two_arguments(
// CHECK-SAME:      %[[A:[a-z0-9]+]]: !torch.tensor<[2],f32>, %[[B:[a-z0-9]+]]: !torch.tensor<[2],f32>, %[[Y:[a-z0-9]+]]: !torch.vtensor<[2],f32>)
// CHECK-NEXT:    torch.overwrite.tensor.contents %[[Y]] overwrites %[[A]]
// CHECK-NEXT:    %[[RB:.*]] = torch.copy.to_vtensor %[[B]]
// CHECK-NEXT:    %[[T:.*]] = torch.aten.tanh %[[RB]]
// CHECK-NEXT:    torch.overwrite.tensor.contents %[[T]] overwrites %[[A]]
// CHECK-NEXT:    torch.overwrite.tensor.contents %[[Y]] overwrites %[[B]]
// CHECK-NEXT:    %[[RA:.*]] = torch.copy.to_vtensor %[[A]]
// CHECK-NEXT:    %[[ONE:.*]] = torch.constant.int 1
// CHECK-NEXT:    %[[S:.*]] = torch.aten.add.Tensor %[[T]], %[[RA]], %[[ONE]]
// CHECK-NEXT:    return %[[S]]
func.func @two_arguments(%a: !torch.tensor<[2],f32>, %b: !torch.tensor<[2],f32>, %y: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  torch.overwrite.tensor.contents %y overwrites %a : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  %0 = torch.copy.to_vtensor %b : !torch.vtensor<[2],f32>
  %1 = torch.aten.tanh %0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  torch.overwrite.tensor.contents %1 overwrites %a : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  %2 = torch.copy.to_vtensor %a : !torch.vtensor<[2],f32>
  torch.overwrite.tensor.contents %y overwrites %b : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  %3 = torch.copy.to_vtensor %a : !torch.vtensor<[2],f32>
  %int1 = torch.constant.int 1
  %4 = torch.aten.add.Tensor %2, %3, %int1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
  return %4 : !torch.vtensor<[2],f32>
}

// Left alone: a view aliases the copy.
// CHECK-LABEL: func.func @view(
// CHECK-NEXT:    torch.constant.int 4
// CHECK-NEXT:    %[[T:.*]] = torch.copy.to_tensor %arg0
// CHECK:         torch.overwrite.tensor.contents
// CHECK-NEXT:    %[[R:.*]] = torch.copy.to_vtensor %[[T]]
// CHECK-NEXT:    return %[[R]]
func.func @view(%x: !torch.vtensor<[2,2],f32>) -> !torch.vtensor<[2,2],f32> {
  %int4 = torch.constant.int 4
  %t = torch.copy.to_tensor %x : !torch.tensor<[2,2],f32>
  %s = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  %v = torch.aten.view %t, %s : !torch.tensor<[2,2],f32>, !torch.list<int> -> !torch.tensor<[4],f32>
  %0 = torch.copy.to_vtensor %v : !torch.vtensor<[4],f32>
  %1 = torch.aten.relu %0 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  torch.overwrite.tensor.contents %1 overwrites %v : !torch.vtensor<[4],f32>, !torch.tensor<[4],f32>
  %2 = torch.copy.to_vtensor %t : !torch.vtensor<[2,2],f32>
  return %2 : !torch.vtensor<[2,2],f32>
}

// Left alone: the non-value tensor is returned.
// CHECK-LABEL: func.func @returned(
// CHECK-NEXT:    %[[T:.*]] = torch.copy.to_tensor %arg0
// CHECK-NEXT:    %[[V:.*]] = torch.copy.to_vtensor %[[T]]
// CHECK-NEXT:    %[[R:.*]] = torch.aten.relu %[[V]]
// CHECK-NEXT:    torch.overwrite.tensor.contents %[[R]] overwrites %[[T]]
// CHECK-NEXT:    return %[[T]]
func.func @returned(%x: !torch.vtensor<[2],f32>) -> !torch.tensor<[2],f32> {
  %t = torch.copy.to_tensor %x : !torch.tensor<[2],f32>
  %0 = torch.copy.to_vtensor %t : !torch.vtensor<[2],f32>
  %1 = torch.aten.relu %0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  torch.overwrite.tensor.contents %1 overwrites %t : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  return %t : !torch.tensor<[2],f32>
}

// Left alone: the tensor escapes to a call.
func.func private @callee(!torch.tensor<[2],f32>)
// CHECK-LABEL: func.func @called(
// CHECK-NEXT:    %[[T:.*]] = torch.copy.to_tensor %arg0
// CHECK-NEXT:    call @callee(%[[T]])
// CHECK-NEXT:    %[[V:.*]] = torch.copy.to_vtensor %[[T]]
// CHECK-NEXT:    return %[[V]]
func.func @called(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %t = torch.copy.to_tensor %x : !torch.tensor<[2],f32>
  call @callee(%t) : (!torch.tensor<[2],f32>) -> ()
  %0 = torch.copy.to_vtensor %t : !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}

// Left alone: a write under control flow.
// CHECK-LABEL: func.func @control_flow(
// CHECK-NEXT:    %[[T:.*]] = torch.copy.to_tensor %arg0
// CHECK-NEXT:    torch.prim.If
// CHECK-NEXT:      torch.copy.to_vtensor %[[T]]
// CHECK-NEXT:      torch.aten.relu
// CHECK-NEXT:      torch.overwrite.tensor.contents %{{.*}} overwrites %[[T]]
// CHECK:         %[[V:.*]] = torch.copy.to_vtensor %[[T]]
// CHECK-NEXT:    return %[[V]]
func.func @control_flow(%x: !torch.vtensor<[2],f32>, %c: !torch.bool) -> !torch.vtensor<[2],f32> {
  %t = torch.copy.to_tensor %x : !torch.tensor<[2],f32>
  torch.prim.If %c -> () {
    %0 = torch.copy.to_vtensor %t : !torch.vtensor<[2],f32>
    %1 = torch.aten.relu %0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
    torch.overwrite.tensor.contents %1 overwrites %t : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
    torch.prim.If.yield
  } else {
    torch.prim.If.yield
  }
  %2 = torch.copy.to_vtensor %t : !torch.vtensor<[2],f32>
  return %2 : !torch.vtensor<[2],f32>
}

// Left alone: an argument that another op uses (it may alias the other argument too, so the
// forwarding on %a is skipped as well).
// CHECK-LABEL: func.func @argument_escapes(
// CHECK-NEXT:    torch.overwrite.tensor.contents %arg2 overwrites %arg0
// CHECK-NEXT:    torch.overwrite.tensor.contents %arg2 overwrites %arg0
// CHECK-NEXT:    call @callee(%arg1)
func.func @argument_escapes(%a: !torch.tensor<[2],f32>, %b: !torch.tensor<[2],f32>, %y: !torch.vtensor<[2],f32>) {
  torch.overwrite.tensor.contents %y overwrites %a : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  torch.overwrite.tensor.contents %y overwrites %a : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  call @callee(%b) : (!torch.tensor<[2],f32>) -> ()
  return
}
