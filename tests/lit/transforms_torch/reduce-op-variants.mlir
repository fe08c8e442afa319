// RUN: tmlir-opt %s -p torch-reduce-op-variants | filecheck %s
// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(torch-reduce-op-variants))' | filecheck %s

// In-place: the functional op on snapshots, then an overwrite of `self`; the result is `self`.
// CHECK-LABEL: func.func @inplace(
// CHECK-SAME:      %[[T:.*]]: !torch.tensor<[2],f32>, %[[O:.*]]: !torch.tensor<[2],f32>)
// CHECK-NEXT:    %[[ONE:.*]] = torch.constant.int 1
// CHECK-NEXT:    %[[TV:.*]] = torch.copy.to_vtensor %[[T]] : !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[OV:.*]] = torch.copy.to_vtensor %[[O]] : !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[R:.*]] = torch.aten.add.Tensor %[[TV]], %[[OV]], %[[ONE]] : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
// CHECK-NEXT:    torch.overwrite.tensor.contents %[[R]] overwrites %[[T]] : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
// CHECK-NEXT:    return %[[T]] : !torch.tensor<[2],f32>
func.func @inplace(%t: !torch.tensor<[2],f32>, %o: !torch.tensor<[2],f32>) -> !torch.tensor<[2],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add_.Tensor %t, %o, %int1 : !torch.tensor<[2],f32>, !torch.tensor<[2],f32>, !torch.int -> !torch.tensor<[2],f32>
  return %0 : !torch.tensor<[2],f32>
}

// out=: the functional op takes the other arguments by name and its result overwrites `out`.
// CHECK-LABEL: func.func @out(
// CHECK-SAME:      %[[A:[a-z0-9]+]]: !torch.tensor<[2],f32>, %[[B:[a-z0-9]+]]: !torch.tensor<[2],f32>, %[[OUT:[a-z0-9]+]]: !torch.tensor<[2],f32>)
// CHECK:         %[[AV:.*]] = torch.copy.to_vtensor %[[A]]
// CHECK-NEXT:    %[[BV:.*]] = torch.copy.to_vtensor %[[B]]
// CHECK-NEXT:    %[[R:.*]] = torch.aten.add.Tensor %[[AV]], %[[BV]], %{{.*}} : {{.*}} -> !torch.vtensor<[2],f32>
// CHECK-NEXT:    torch.overwrite.tensor.contents %[[R]] overwrites %[[OUT]]
// CHECK-NEXT:    return %[[OUT]] : !torch.tensor<[2],f32>
func.func @out(%a: !torch.tensor<[2],f32>, %b: !torch.tensor<[2],f32>, %out: !torch.tensor<[2],f32>) -> !torch.tensor<[2],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.out %a, %b, %int1, %out : !torch.tensor<[2],f32>, !torch.tensor<[2],f32>, !torch.int, !torch.tensor<[2],f32> -> !torch.tensor<[2],f32>
  return %0 : !torch.tensor<[2],f32>
}

// An out= variant with two results: each overwrites the `out` argument it aliases.
// CHECK-LABEL: func.func @max_out(
// CHECK-SAME:      %[[A:[a-z0-9]+]]: !torch.tensor<[2,3],f32>, %[[M:[a-z0-9]+]]: !torch.tensor<[2],f32>, %[[I:[a-z0-9]+]]: !torch.tensor<[2],si64>)
// CHECK:         %[[AV:.*]] = torch.copy.to_vtensor %[[A]] : !torch.vtensor<[2,3],f32>
// CHECK-NEXT:    %[[V:.*]], %[[X:.*]] = torch.aten.max.dim %[[AV]], %{{.*}}, %{{.*}} : {{.*}} -> !torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>
// CHECK-NEXT:    torch.overwrite.tensor.contents %[[V]] overwrites %[[M]] : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
// CHECK-NEXT:    torch.overwrite.tensor.contents %[[X]] overwrites %[[I]] : !torch.vtensor<[2],si64>, !torch.tensor<[2],si64>
// CHECK-NEXT:    return %[[M]], %[[I]]
func.func @max_out(%a: !torch.tensor<[2,3],f32>, %m: !torch.tensor<[2],f32>, %i: !torch.tensor<[2],si64>) -> (!torch.tensor<[2],f32>, !torch.tensor<[2],si64>) {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %0:2 = torch.aten.max.dim_max %a, %int1, %false, %m, %i : !torch.tensor<[2,3],f32>, !torch.int, !torch.bool, !torch.tensor<[2],f32>, !torch.tensor<[2],si64> -> !torch.tensor<[2],f32>, !torch.tensor<[2],si64>
  return %0#0, %0#1 : !torch.tensor<[2],f32>, !torch.tensor<[2],si64>
}

// A value-semantic op on !torch.tensor: operands copied in, the result copied out.
// CHECK-LABEL: func.func @value_semantics(
// CHECK-NEXT:    %[[V:.*]] = torch.copy.to_vtensor %arg0 : !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[R:.*]] = torch.aten.tanh %[[V]] : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[T:.*]] = torch.copy.to_tensor %[[R]] : !torch.tensor<[2],f32>
// CHECK-NEXT:    return %[[T]] : !torch.tensor<[2],f32>
func.func @value_semantics(%a: !torch.tensor<[2],f32>) -> !torch.tensor<[2],f32> {
  %0 = torch.aten.tanh %a : !torch.tensor<[2],f32> -> !torch.tensor<[2],f32>
  return %0 : !torch.tensor<[2],f32>
}

// A list of tensors is rebuilt from value tensors (the old list goes).
// CHECK-LABEL: func.func @list(
// CHECK-NEXT:    %[[Z:.*]] = torch.constant.int 0
// CHECK-NEXT:    %[[A:.*]] = torch.copy.to_vtensor %arg0 : !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[B:.*]] = torch.copy.to_vtensor %arg1 : !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[L:.*]] = torch.prim.ListConstruct %[[A]], %[[B]] : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) -> !torch.list<vtensor>
// CHECK-NEXT:    %[[C:.*]] = torch.aten.cat %[[L]], %[[Z]] : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[4],f32>
// CHECK-NEXT:    %[[T:.*]] = torch.copy.to_tensor %[[C]] : !torch.tensor<[4],f32>
// CHECK-NEXT:    return %[[T]]
func.func @list(%a: !torch.tensor<[2],f32>, %b: !torch.tensor<[2],f32>) -> !torch.tensor<[4],f32> {
  %int0 = torch.constant.int 0
  %l = torch.prim.ListConstruct %a, %b : (!torch.tensor<[2],f32>, !torch.tensor<[2],f32>) -> !torch.list<tensor>
  %0 = torch.aten.cat %l, %int0 : !torch.list<tensor>, !torch.int -> !torch.tensor<[4],f32>
  return %0 : !torch.tensor<[4],f32>
}

// In-place with a list of optional tensors (derefined) among its operands.
// CHECK-LABEL: func.func @index_put(
// CHECK-NEXT:    %[[F:.*]] = torch.constant.bool false
// CHECK-NEXT:    %[[S:.*]] = torch.copy.to_vtensor %arg0 : !torch.vtensor<[4],f32>
// CHECK-NEXT:    %[[I:.*]] = torch.copy.to_vtensor %arg1 : !torch.vtensor<[2],si64>
// CHECK-NEXT:    %[[D:.*]] = torch.derefine %[[I]] : !torch.vtensor<[2],si64> to !torch.optional<vtensor>
// CHECK-NEXT:    %[[L:.*]] = torch.prim.ListConstruct %[[D]] : (!torch.optional<vtensor>) -> !torch.list<optional<vtensor>>
// CHECK-NEXT:    %[[V:.*]] = torch.copy.to_vtensor %arg2 : !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[R:.*]] = torch.aten.index_put %[[S]], %[[L]], %[[V]], %[[F]] : !torch.vtensor<[4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[2],f32>, !torch.bool -> !torch.vtensor<[4],f32>
// CHECK-NEXT:    torch.overwrite.tensor.contents %[[R]] overwrites %arg0
// CHECK-NEXT:    return %arg0
func.func @index_put(%t: !torch.tensor<[4],f32>, %idx: !torch.tensor<[2],si64>, %v: !torch.tensor<[2],f32>) -> !torch.tensor<[4],f32> {
  %false = torch.constant.bool false
  %d = torch.derefine %idx : !torch.tensor<[2],si64> to !torch.optional<tensor>
  %l = torch.prim.ListConstruct %d : (!torch.optional<tensor>) -> !torch.list<optional<tensor>>
  %0 = torch.aten.index_put_ %t, %l, %v, %false : !torch.tensor<[4],f32>, !torch.list<optional<tensor>>, !torch.tensor<[2],f32>, !torch.bool -> !torch.tensor<[4],f32>
  return %0 : !torch.tensor<[4],f32>
}

// Differing static info: casts reconcile the functional result with `self`, and `self` with
// the in-place op's result type.
// CHECK-LABEL: func.func @refine(
// CHECK-NEXT:    %[[V:.*]] = torch.copy.to_vtensor %arg0 : !torch.vtensor
// CHECK-NEXT:    %[[R:.*]] = torch.aten.relu %[[V]] : !torch.vtensor -> !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[C:.*]] = torch.tensor_static_info_cast %[[R]] : !torch.vtensor<[2],f32> to !torch.vtensor
// CHECK-NEXT:    torch.overwrite.tensor.contents %[[C]] overwrites %arg0 : !torch.vtensor, !torch.tensor
// CHECK-NEXT:    %[[S:.*]] = torch.tensor_static_info_cast %arg0 : !torch.tensor to !torch.tensor<[2],f32>
// CHECK-NEXT:    return %[[S]] : !torch.tensor<[2],f32>
func.func @refine(%t: !torch.tensor) -> !torch.tensor<[2],f32> {
  %0 = torch.aten.relu_ %t : !torch.tensor -> !torch.tensor<[2],f32>
  return %0 : !torch.tensor<[2],f32>
}

// The registry names no functional op for floor_divide_.Tensor: the op without the trailing
// underscore, with arguments of the same kinds, is used.
// CHECK-LABEL: func.func @underscore_fallback(
// CHECK:         torch.aten.floor_divide %{{.*}}, %{{.*}} : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
// CHECK-NEXT:    torch.overwrite.tensor.contents
func.func @underscore_fallback(%a: !torch.tensor<[2],f32>, %b: !torch.tensor<[2],f32>) -> !torch.tensor<[2],f32> {
  %0 = torch.aten.floor_divide_.Tensor %a, %b : !torch.tensor<[2],f32>, !torch.tensor<[2],f32> -> !torch.tensor<[2],f32>
  return %0 : !torch.tensor<[2],f32>
}

// Left alone: no functional relative, views, and a list another op may change.
// CHECK-LABEL: func.func @no_functional(
// CHECK-NEXT:    %[[R:.*]] = torch.aten._no_grad_zero_ %arg0 : !torch.tensor<[2],f32> -> !torch.tensor<[2],f32>
// CHECK-NEXT:    return %[[R]]
func.func @no_functional(%t: !torch.tensor<[2],f32>) -> !torch.tensor<[2],f32> {
  %0 = torch.aten._no_grad_zero_ %t : !torch.tensor<[2],f32> -> !torch.tensor<[2],f32>
  return %0 : !torch.tensor<[2],f32>
}

// CHECK-LABEL: func.func @view(
// CHECK:         torch.aten.view %arg0, %{{.*}} : !torch.tensor<[2,2],f32>, !torch.list<int> -> !torch.tensor<[4],f32>
// CHECK-NOT:     torch.copy
func.func @view(%t: !torch.tensor<[2,2],f32>) -> !torch.tensor<[4],f32> {
  %int4 = torch.constant.int 4
  %s = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.view %t, %s : !torch.tensor<[2,2],f32>, !torch.list<int> -> !torch.tensor<[4],f32>
  return %0 : !torch.tensor<[4],f32>
}

// CHECK-LABEL: func.func @list_mutated_elsewhere(
// CHECK-NOT:     torch.copy
// CHECK:         torch.aten.cat %{{.*}}, %{{.*}} : !torch.list<tensor>, !torch.int -> !torch.tensor<[4],f32>
func.func @list_mutated_elsewhere(%a: !torch.tensor<[2],f32>, %b: !torch.tensor<[2],f32>) -> !torch.tensor<[4],f32> {
  %int0 = torch.constant.int 0
  %l = torch.prim.ListConstruct %a : (!torch.tensor<[2],f32>) -> !torch.list<tensor>
  %x = torch.aten.append.t %l, %b : !torch.list<tensor>, !torch.tensor<[2],f32> -> !torch.list<tensor>
  %0 = torch.aten.cat %l, %int0 : !torch.list<tensor>, !torch.int -> !torch.tensor<[4],f32>
  return %0 : !torch.tensor<[4],f32>
}
