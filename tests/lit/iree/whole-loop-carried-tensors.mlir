// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(iree-whole-loop-carried-tensors))' | filecheck %s

// Each tensor iter_arg enters the loop (init) and the next iteration (yield) through
// hal.tensor.export -> util.optimization_barrier -> hal.tensor.import, with the dynamic sizes of
// the value; the index iter_arg and a tensor yielded unchanged are left alone.
// CHECK-LABEL: func.func @two_tensors(
// CHECK-SAME:      %[[A:.*]]: tensor<?x3xf32>, %[[B:.*]]: tensor<4xi1>, %[[N:.*]]: index)
// CHECK:         %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x3xf32>
// CHECK:         %[[EA:.*]] = "hal.tensor.export"(%[[A]], %[[D]]) <{source_encoding = tensor<?x3xf32>}> : (tensor<?x3xf32>, index) -> !hal.buffer_view
// CHECK:         %[[EB:.*]] = "hal.tensor.export"(%[[B]]) <{source_encoding = tensor<4xi1>}> : (tensor<4xi1>) -> !hal.buffer_view
// CHECK:         %[[K:.*]]:2 = "util.optimization_barrier"(%[[EA]], %[[EB]]) : (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view)
// CHECK:         %[[IA:.*]] = "hal.tensor.import"(%[[K]]#0, %[[D]]) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, target_encoding = tensor<?x3xf32>}> : (!hal.buffer_view, index) -> tensor<?x3xf32>
// CHECK:         %[[IB:.*]] = "hal.tensor.import"(%[[K]]#1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4xi1>}> : (!hal.buffer_view) -> tensor<4xi1>
// CHECK:         scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[X:.*]] = %[[IA]], %[[I:.*]] = %{{.*}}, %[[Y:.*]] = %[[IB]]) -> (tensor<?x3xf32>, index, tensor<4xi1>) {
// CHECK:           %[[S:.*]] = arith.addf %[[X]], %[[X]] : tensor<?x3xf32>
// CHECK:           %[[DS:.*]] = tensor.dim %[[S]], %{{.*}} : tensor<?x3xf32>
// CHECK:           %[[ES:.*]] = "hal.tensor.export"(%[[S]], %[[DS]])
// CHECK:           %[[KY:.*]] = "util.optimization_barrier"(%[[ES]]) : (!hal.buffer_view) -> !hal.buffer_view
// CHECK:           %[[IS:.*]] = "hal.tensor.import"(%[[KY]], %[[DS]])
// CHECK:           scf.yield %[[IS]], %{{.*}}, %[[Y]] : tensor<?x3xf32>, index, tensor<4xi1>
func.func @two_tensors(%a: tensor<?x3xf32>, %b: tensor<4xi1>, %n: index) -> (tensor<?x3xf32>, tensor<4xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %k = %c0 to %n step %c1 iter_args(%x = %a, %i = %c0, %y = %b) -> (tensor<?x3xf32>, index, tensor<4xi1>) {
    %s = arith.addf %x, %x : tensor<?x3xf32>
    %j = arith.addi %i, %c1 : index
    scf.yield %s, %j, %y : tensor<?x3xf32>, index, tensor<4xi1>
  }
  return %r#0, %r#2 : tensor<?x3xf32>, tensor<4xi1>
}

// A loop without tensor iter_args and a program without loops are left as they are.
// CHECK-LABEL: func.func @scalars(
// CHECK-NOT:     hal.
// CHECK-NOT:     util.
// CHECK:         return
func.func @scalars(%n: index, %t: tensor<2xf32>) -> (index, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%i = %c0) -> (index) {
    %j = arith.addi %i, %k : index
    scf.yield %j : index
  }
  %u = arith.addf %t, %t : tensor<2xf32>
  return %r, %u : index, tensor<2xf32>
}

// A tensor defined above a tensor-carrying loop and read in its body enters the loop the same way
// (once, before the loop; the body reads the imported copy); the loop's own values are not touched.
// CHECK-LABEL: func.func @captured(
// CHECK-SAME:      %[[A:.*]]: tensor<?xf32>, %[[W:.*]]: tensor<?xf32>, %[[N:.*]]: index)
// CHECK:         %[[EW:.*]] = "hal.tensor.export"(%[[W]], %{{.*}}) <{source_encoding = tensor<?xf32>}>
// CHECK:         %[[KW:.*]] = "util.optimization_barrier"(%[[EW]])
// CHECK:         %[[IW:.*]] = "hal.tensor.import"(%[[KW]], %{{.*}})
// CHECK:         scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[X:.*]] = %{{.*}}) -> (tensor<?xf32>) {
// CHECK:           %[[S:.*]] = arith.addf %[[X]], %[[IW]] : tensor<?xf32>
// CHECK-NOT:       hal.tensor.export"(%[[X]]
// CHECK:           scf.yield
func.func @captured(%a: tensor<?xf32>, %w: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%x = %a) -> (tensor<?xf32>) {
    %s = arith.addf %x, %w : tensor<?xf32>
    scf.yield %s : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
