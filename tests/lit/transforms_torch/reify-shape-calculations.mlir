// RUN: tmlir-opt %s -p 'torch-reify-shape-calculations{direct-evaluation=false}' | filecheck %s

// Tensor operands are passed as their sizes, scalars as the parameter type wants them.
// CHECK-LABEL: func.func @mm_add(
// CHECK-SAME:      %[[A:.*]]: !torch.vtensor<[2,3],f32>, %[[B:.*]]: !torch.vtensor<[3,4],f32>)
// CHECK:         %[[MM:.*]] = torch.shape.calculate {
// CHECK-NEXT:      %[[R:.*]] = torch.aten.mm %[[A]], %[[B]] : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor
// CHECK-NEXT:      torch.shape.calculate.yield %[[R]] : !torch.vtensor
// CHECK-NEXT:    } shapes {
// CHECK-NEXT:      %[[SA:.*]] = torch.aten.size %[[A]] : !torch.vtensor<[2,3],f32> -> !torch.list<int>
// CHECK-NEXT:      %[[SB:.*]] = torch.aten.size %[[B]] : !torch.vtensor<[3,4],f32> -> !torch.list<int>
// CHECK-NEXT:      %[[S:.*]] = func.call @__torch_mlir_shape_fn.aten.mm(%[[SA]], %[[SB]]) : (!torch.list<int>, !torch.list<int>) -> !torch.list<int>
// CHECK-NEXT:      torch.shape.calculate.yield.shapes %[[S]] : !torch.list<int>
// CHECK-NEXT:    } : !torch.vtensor
// CHECK:         torch.shape.calculate {
// CHECK-NEXT:      torch.aten.add.Tensor %[[MM]], %[[MM]], %[[ONE:.*]] :
// CHECK:         } shapes {
// CHECK:           %[[F:.*]] = torch.aten.Float.Scalar %[[ONE]] : !torch.int -> !torch.float
// CHECK-NEXT:      func.call @__torch_mlir_shape_fn.aten.add.Tensor(%{{.*}}, %{{.*}}, %[[F]]) : (!torch.list<int>, !torch.list<int>, !torch.float) -> !torch.list<int>
func.func @mm_add(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3,4],f32>) -> !torch.vtensor {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor
  %int1 = torch.constant.int 1
  %1 = torch.aten.add.Tensor %0, %0, %int1 : !torch.vtensor, !torch.vtensor, !torch.int -> !torch.vtensor
  return %1 : !torch.vtensor
}

// Optional tensors: none is derefined, a tensor's sizes are derefined to the optional list.
// CHECK-LABEL: func.func @linear(
// CHECK:         } shapes {
// CHECK-NEXT:      torch.aten.size %{{.*}} : !torch.vtensor<[5,3],f32> -> !torch.list<int>
// CHECK-NEXT:      torch.aten.size %{{.*}} : !torch.vtensor<[4,3],f32> -> !torch.list<int>
// CHECK-NEXT:      %[[BS:.*]] = torch.aten.size %{{.*}} : !torch.vtensor<[4],f32> -> !torch.list<int>
// CHECK-NEXT:      %[[OPT:.*]] = torch.derefine %[[BS]] : !torch.list<int> to !torch.optional<list<int>>
// CHECK-NEXT:      func.call @__torch_mlir_shape_fn.aten.linear(%{{.*}}, %{{.*}}, %[[OPT]])
func.func @linear(%x: !torch.vtensor<[5,3],f32>, %w: !torch.vtensor<[4,3],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor {
  %0 = torch.aten.linear %x, %w, %b : !torch.vtensor<[5,3],f32>, !torch.vtensor<[4,3],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor
  return %0 : !torch.vtensor
}

// Ops whose results are not value tensors are left alone.
// CHECK-LABEL: func.func @not_value(
// CHECK-NOT:     torch.shape.calculate
// CHECK:         torch.aten.relu %{{.*}} : !torch.tensor -> !torch.tensor
func.func @not_value(%x: !torch.tensor) -> !torch.tensor {
  %0 = torch.aten.relu %x : !torch.tensor -> !torch.tensor
  return %0 : !torch.tensor
}

// The library functions are private functions of the module, imported from TorchScript.
// CHECK-DAG:   func.func private @__torch_mlir_shape_fn.aten.mm(%{{.*}}: !torch.list<int>, %{{.*}}: !torch.list<int>) -> !torch.list<int>
// CHECK-DAG:   func.func private @__torch_mlir_shape_fn.aten.add.Tensor(
