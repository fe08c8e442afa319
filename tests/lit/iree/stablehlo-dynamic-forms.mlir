// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-stablehlo),iree-stablehlo-unroll-dynamic-reduce-windows,iree-stablehlo-gathered-dynamic-convolutions,iree-stablehlo-dynamic-unit-contractions,iree-stablehlo-sort-results-live,iree-stablehlo-dynamic-reshape' | filecheck %s
// What prepare-for-iree makes of StableHLO that IREE 3.13 does not compile as it is (each pass is a
// workaround of tmlir/backends/iree/passes.py): dynamic reduce_windows unrolled, dynamic
// convolutions gathered, dynamic matrix-vector products as multiply + reduce, unread sort results
// kept live, dynamic_reshape as tensor.reshape.

// Pooling over dynamic dims: one strided real_dynamic_slice per kernel offset, the leading limits
// read from tensor.dim, folded with maximum.
// CHECK-LABEL: func.func @max_pool1d_dyn
// CHECK: %[[S0:.*]] = tensor.from_elements %{{.*}}, %{{.*}}, %[[Z:.*]] : tensor<3xi64>
// CHECK: %[[L0:.*]] = tensor.from_elements %{{.*}}, %{{.*}}, %c10_i64 : tensor<3xi64>
// CHECK: %[[ST0:.*]] = tensor.from_elements %{{.*}}, %{{.*}}, %c2_i64{{.*}} : tensor<3xi64>
// CHECK: %[[A:.*]] = stablehlo.real_dynamic_slice %{{.*}}, %[[S0]], %[[L0]], %[[ST0]] : (tensor<?x?x11xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<?x?x5xf32>
// CHECK: %[[L1:.*]] = tensor.from_elements %{{.*}}, %{{.*}}, %c11_i64 : tensor<3xi64>
// CHECK: %[[B:.*]] = stablehlo.real_dynamic_slice %{{.*}}, %{{.*}}, %[[L1]], %{{.*}} : (tensor<?x?x11xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<?x?x5xf32>
// CHECK: stablehlo.maximum %[[A]], %[[B]] : tensor<?x?x5xf32>
// CHECK-NOT: stablehlo.reduce_window
func.func @max_pool1d_dyn(%x: !torch.vtensor<[?,?,11],f32>) -> !torch.vtensor<[?,?,5],f32> {
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.max_pool1d %x, %k, %k, %p, %d, %false : !torch.vtensor<[?,?,11],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,?,5],f32>
  return %0 : !torch.vtensor<[?,?,5],f32>
}

// A convolution with a dynamic spatial size: the padded input's windows are read by torch_index_select at the flat offsets
// o * stride + k * dilation, and contracted with the kernel by a batched dot_general; the output
// size (P - 3) // 2 + 1 is checked to be >= 1.
// CHECK-LABEL: func.func @conv1d_dyn
// CHECK: %[[P:.*]] = stablehlo.pad %{{.*}}, %{{.*}}, low = [0, 0, 1], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<?x3x?xf32>, tensor<f32>) -> tensor<?x3x?xf32>
// CHECK: tensor.dim %[[P]], %{{.*}} : tensor<?x3x?xf32>
// CHECK: %[[PS:.*]] = tensor.dim %[[P]], %{{.*}} : tensor<?x3x?xf32>
// CHECK: %[[R:.*]] = arith.subi %[[PS]], %{{.*}} : index
// CHECK: %[[Q:.*]] = arith.floordivsi %[[R]], %{{.*}} : index
// CHECK: %[[OW:.*]] = arith.addi %[[Q]], %{{.*}} : index
// CHECK: %[[OK:.*]] = arith.cmpi sge, %[[OW]], %{{.*}} : index
// CHECK: cf.assert %[[OK]], "convolution: the kernel window is larger than the padded input in spatial dim 0
// CHECK: %[[O:.*]] = stablehlo.dynamic_iota %{{.*}}, dim = 0 : (tensor<2xi64>) -> tensor<?x3xi64>
// CHECK: %[[OS:.*]] = stablehlo.multiply %[[O]], %{{.*}} : tensor<?x3xi64>
// CHECK: %[[K:.*]] = stablehlo.dynamic_iota %{{.*}}, dim = 1 : (tensor<2xi64>) -> tensor<?x3xi64>
// CHECK: %[[KD:.*]] = stablehlo.multiply %[[K]], %{{.*}} : tensor<?x3xi64>
// CHECK: %[[I:.*]] = stablehlo.add %[[OS]], %[[KD]] : tensor<?x3xi64>
// CHECK: %[[G:.*]] = "stablehlo.torch_index_select"(%[[P]], %[[I]]) <{batch_dims = 0 : i64, dim = 2 : i64}> : (tensor<?x3x?xf32>, tensor<?x3xi64>) -> tensor<?x3x?x3xf32>
// CHECK: stablehlo.transpose %{{.*}}, dims = [1, 0, 3, 2, 4] : (tensor<?x1x3x?x3xf32>) -> tensor<1x?x?x3x3xf32>
// CHECK: %[[L:.*]] = tensor.reshape %{{.*}} : (tensor<1x?x?x3x3xf32>, tensor<3xi64>) -> tensor<1x?x9xf32>
// CHECK: %[[W:.*]] = stablehlo.reshape %{{.*}} : (tensor<4x3x3xf32>) -> tensor<1x4x9xf32>
// CHECK: stablehlo.dot_general %[[L]], %[[W]], batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<1x?x9xf32>, tensor<1x4x9xf32>) -> tensor<1x?x4xf32>
// CHECK: stablehlo.transpose %{{.*}}, dims = [1, 0, 3, 2] : (tensor<1x?x?x4xf32>) -> tensor<?x1x4x?xf32>
// CHECK-NOT: stablehlo.convolution
func.func @conv1d_dyn(%x: !torch.vtensor<[?,3,?],f32>, %w: !torch.vtensor<[4,3,3],f32>) -> !torch.vtensor<[?,4,?],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv1d %x, %w, %none, %s, %p, %d, %int1 : !torch.vtensor<[?,3,?],f32>, !torch.vtensor<[4,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,?],f32>
  return %0 : !torch.vtensor<[?,4,?],f32>
}

// A matrix-vector product with a dynamic contracting size: the operands broadcast to [3, 1, K], multiplied and
// summed over K.
// CHECK-LABEL: func.func @mv_dyn
// CHECK-NOT: stablehlo.dot_general
// CHECK: %[[A:.*]] = stablehlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [0, 2] {{.*}} : (tensor<3x?xf32>, tensor<3xi64>) -> tensor<3x1x?xf32>
// CHECK: %[[V:.*]] = stablehlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [2, 1] {{.*}} : (tensor<?x1xf32>, tensor<3xi64>) -> tensor<3x1x?xf32>
// CHECK: %[[M:.*]] = stablehlo.multiply %[[A]], %[[V]] : tensor<3x1x?xf32>
// CHECK: stablehlo.reduce(%[[M]] init: %{{.*}}) applies stablehlo.add across dimensions = [2] : (tensor<3x1x?xf32>, tensor<f32>) -> tensor<3x1xf32>
func.func @mv_dyn(%a: !torch.vtensor<[3,?],f32>, %v: !torch.vtensor<[?],f32>) -> !torch.vtensor<[3],f32> {
  %0 = torch.aten.mv %a, %v : !torch.vtensor<[3,?],f32>, !torch.vtensor<[?],f32> -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}

// Both sort results pass an optimization barrier, so the one argsort drops (the values) stays a
// buffer of the sort dispatch rather than stack scratch.
// CHECK-LABEL: func.func @argsort_barrier
// CHECK: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<8000xi64>
// CHECK: %[[S:.*]]:2 = "stablehlo.sort"(%{{.*}}, %[[I]]) <{dimension = 0 : i64, is_stable = true}>
// CHECK: %[[B:.*]]:2 = stablehlo.optimization_barrier %[[S]]#0, %[[S]]#1 : tensor<8000xf64>, tensor<8000xi64>
func.func @argsort_barrier(%a: !torch.vtensor<[8000],f64>) -> !torch.vtensor<[8000],si64> {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %0 = torch.aten.argsort %a, %int0, %false : !torch.vtensor<[8000],f64>, !torch.int, !torch.bool -> !torch.vtensor<[8000],si64>
  return %0 : !torch.vtensor<[8000],si64>
}

// ceil_mode over a run-time size S (kernel = stride 2, padding 1): the input padded by 1 and 2,
// one strided slice per window offset, their maximum, then cut to the output size
// min(ceil((S + 2 - 2) / 2) + 1, ceil((S + 1) / 2)).
// CHECK-LABEL: func.func @max_pool1d_ceil_dyn
// CHECK: %[[S:.*]] = tensor.dim %{{.*}}, %c1 : tensor<?x?xf32>
// CHECK: %[[A:.*]] = arith.addi %[[S]], %c2 : index
// CHECK: %[[B:.*]] = arith.subi %[[A]], %{{.*}} : index
// CHECK: %[[C:.*]] = arith.ceildivsi %[[B]], %{{.*}} : index
// CHECK: %[[O:.*]] = arith.addi %[[C]], %{{.*}} : index
// CHECK: %[[E:.*]] = arith.addi %[[S]], %{{.*}} : index
// CHECK: %[[F:.*]] = arith.ceildivsi %[[E]], %{{.*}} : index
// CHECK: %[[OUT:.*]] = arith.minsi %[[O]], %[[F]] : index
// CHECK: %[[PAD:.*]] = stablehlo.pad %{{.*}}, %{{.*}}, low = [0, 1], high = [0, 2], interior = [0, 0] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?x?xf32>
// CHECK: %[[X0:.*]] = stablehlo.real_dynamic_slice %[[PAD]]
// CHECK: %[[X1:.*]] = stablehlo.real_dynamic_slice %[[PAD]]
// CHECK: %[[M:.*]] = stablehlo.maximum %[[X0]], %[[X1]] : tensor<?x?xf32>
// CHECK: arith.addi %{{.*}}, %[[OUT]] : index
// CHECK: stablehlo.real_dynamic_slice %[[M]]
// CHECK-NOT: stablehlo.reduce_window
func.func @max_pool1d_ceil_dyn(%x: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,?],f32> {
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %k = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.max_pool1d %x, %k, %k, %p, %d, %true : !torch.vtensor<[?,?],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}

// An outer product [?, 1] @ [1, ?] (a unit contraction with run-time sizes) is a broadcast
// multiply: each operand's unit contracting dim expands into the other side's free dim.
// CHECK-LABEL: func.func @outer_mm_dyn
// CHECK: %[[X:.*]] = stablehlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [0, 1] {known_expanding_dimensions = array<i64: 1>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?x1xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK: %[[Y:.*]] = stablehlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [0, 1] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 1>} : (tensor<1x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK: stablehlo.multiply %[[X]], %[[Y]] : tensor<?x?xf32>
// CHECK-NOT: dot_general
func.func @outer_mm_dyn(%a: !torch.vtensor<[?,1],f32>, %b: !torch.vtensor<[1,?],f32>) -> !torch.vtensor<[?,?],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[?,1],f32>, !torch.vtensor<[1,?],f32> -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}

// Two unit contracting dims (addbmm's batch and inner dims) and one free dim on the other side:
// the second unit dim is dropped by a reshape, the first expands into the other side's free dim.
// CHECK-LABEL: func.func @unit_addbmm_dyn
// CHECK: %[[RX:.*]] = tensor.reshape %{{.*}}(%{{.*}}) : (tensor<1x?x1xf32>, tensor<2xi64>) -> tensor<1x?xf32>
// CHECK: %[[X:.*]] = stablehlo.dynamic_broadcast_in_dim %[[RX]], %{{.*}}, dims = [1, 0] {{.*}} : (tensor<1x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK: %[[RY:.*]] = tensor.reshape %{{.*}}(%{{.*}}) : (tensor<1x1x?xf32>, tensor<2xi64>) -> tensor<1x?xf32>
// CHECK: %[[Y:.*]] = stablehlo.dynamic_broadcast_in_dim %[[RY]], %{{.*}}, dims = [0, 1] {{.*}} : (tensor<1x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK: %[[P:.*]] = stablehlo.multiply %[[X]], %[[Y]] : tensor<?x?xf32>
// CHECK: stablehlo.add %{{.*}}, %[[P]] : tensor<?x?xf32>
// CHECK-NOT: dot_general
func.func @unit_addbmm_dyn(%s: !torch.vtensor<[?,?],f32>, %a: !torch.vtensor<[1,?,1],f32>, %b: !torch.vtensor<[1,1,?],f32>) -> !torch.vtensor<[?,?],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.addbmm %s, %a, %b, %int1, %int1 : !torch.vtensor<[?,?],f32>, !torch.vtensor<[1,?,1],f32>, !torch.vtensor<[1,1,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}
