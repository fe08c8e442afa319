// RUN: tmlir-opt %s --split-input-file --verify-diagnostics -p torch-resolve-operators | filecheck %s

// An operator the op registry knows becomes the registry op, with the same operands and types.
// CHECK-LABEL: func.func @squeeze_dims(
// CHECK-SAME:      %[[X:.*]]: !torch.vtensor<[2,1],f32>)
// CHECK:         %[[DIMS:.*]] = torch.prim.ListConstruct
// CHECK-NEXT:    %[[R:.*]] = torch.aten.squeeze.dims %[[X]], %[[DIMS]] : !torch.vtensor<[2,1],f32>, !torch.list<int> -> !torch.vtensor<[2],f32>
// CHECK-NOT:     torch.operator
// CHECK:         return %[[R]]
func.func @squeeze_dims(%x: !torch.vtensor<[2,1],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.operator "aten.squeeze.dims"(%x, %dims) : (!torch.vtensor<[2,1],f32>, !torch.list<int>) -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}

// -----

// Several results: every use follows its result.
// CHECK-LABEL: func.func @sort_stable(
// CHECK:         %[[V:.*]], %[[I:.*]] = torch.aten.sort.stable %{{.*}} : !torch.vtensor<[5],f32>, !torch.bool, !torch.int, !torch.bool -> !torch.vtensor<[5],f32>, !torch.vtensor<[5],si64>
// CHECK:         return %[[I]], %[[V]]
func.func @sort_stable(%x: !torch.vtensor<[5],f32>) -> (!torch.vtensor<[5],si64>, !torch.vtensor<[5],f32>) {
  %true = torch.constant.bool true
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %0:2 = torch.operator "aten.sort.stable"(%x, %true, %int0, %false) : (!torch.vtensor<[5],f32>, !torch.bool, !torch.int, !torch.bool) -> (!torch.vtensor<[5],f32>, !torch.vtensor<[5],si64>)
  return %0#1, %0#0 : !torch.vtensor<[5],si64>, !torch.vtensor<[5],f32>
}

// -----

// An operator without a schema, or with another operand count than the schema's, stays as it is.
// CHECK-LABEL: func.func @unknown(
// CHECK:         torch.operator "mylib.frobnicate"(%{{.*}}) : (!torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32>
// CHECK:         torch.operator "aten.squeeze.dims"(%{{.*}}) : (!torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32>
func.func @unknown(%x: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
  %0 = torch.operator "mylib.frobnicate"(%x) : (!torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32>
  %1 = torch.operator "aten.squeeze.dims"(%0) : (!torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32>
  return %1 : !torch.vtensor<[3],f32>
}

// -----

// Operands the schema does not accept: an error at the operator's location.
func.func @bad_operand(%x: !torch.vtensor<[3],f32>, %s: !torch.str) -> !torch.vtensor<[3],f32> {
  // expected-error @+1 {{torch.operator "aten.squeeze.dims": its operands do not fit the registry op 'torch.aten.squeeze.dims'}}
  %0 = torch.operator "aten.squeeze.dims"(%x, %s) : (!torch.vtensor<[3],f32>, !torch.str) -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}
