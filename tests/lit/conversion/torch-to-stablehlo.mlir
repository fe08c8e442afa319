// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-stablehlo)' | filecheck %s
// Key StableHLO lowerings: broadcasting with dynamic sizes, dot_general, reduce, dynamic reshape.

// A dynamic size becomes an i64 in a shape tensor; the broadcast states which dims expand.
// CHECK-LABEL: func.func @add_bcast
// CHECK: %[[D:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?x4xf32>
// CHECK: %[[DI:.*]] = arith.index_cast %[[D]] : index to i64
// CHECK: %[[S:.*]] = tensor.from_elements %[[DI]], %{{.*}} : tensor<2xi64>
// CHECK: %[[B:.*]] = stablehlo.dynamic_broadcast_in_dim %{{.*}}, %[[S]], dims = [1] {known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
// CHECK: stablehlo.add %{{.*}}, %[[B]] : tensor<?x4xf32>
func.func @add_bcast(%a: !torch.vtensor<[?,4],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[?,4],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// CHECK-LABEL: func.func @mm
// CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x5xf32>) -> tensor<2x5xf32>
func.func @mm(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[2,5],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,5],f32> -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}

// CHECK-LABEL: func.func @sum_dim
// The body adds its two arguments and returns the sum: the compact "applies" form.
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK: stablehlo.reduce(%{{.*}} init: %[[Z]]) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
func.func @sum_dim(%a: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.sum.dim_IntList %a, %l, %false, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}

// A reshape with a dynamic size is a tensor.reshape of a shape tensor (IREE does not legalize
// stablehlo.dynamic_reshape).
// CHECK-LABEL: func.func @view_dyn
// CHECK: %[[N:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK: %[[NI:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK: %[[S:.*]] = tensor.from_elements %[[NI]] : tensor<1xi64>
// CHECK: tensor.reshape %{{.*}}(%[[S]]) : (tensor<?x4xf32>, tensor<1xi64>) -> tensor<?xf32>
func.func @view_dyn(%a: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?],f32> {
  %int-1 = torch.constant.int -1
  %l = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.view %a, %l : !torch.vtensor<[?,4],f32>, !torch.list<int> -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// Pooling over dynamic dims (IREE rejects a dynamic reduce_window): one strided real_dynamic_slice
// per kernel offset, the leading limits read from tensor.dim, folded with maximum.
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

// A run-time index count: the gather takes the implicit index-vector dim (index_vector_dim = the
// indices' rank, no trailing size-1 dim), which IREE legalizes with a dynamic batch dim.
// CHECK-LABEL: func.func @index_select_dyn_count
// CHECK: %[[I:.*]] = tensor.reshape %{{.*}}(%{{.*}}) : (tensor<?x1xi64>, tensor<1xi64>) -> tensor<?xi64>
// CHECK: "stablehlo.gather"(%{{.*}}, %[[I]]) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<6x4xf32>, tensor<?xi64>) -> tensor<?x4xf32>
func.func @index_select_dyn_count(%x: !torch.vtensor<[6,4],f32>, %i: !torch.vtensor<[?],si64>) -> !torch.vtensor<[?,4],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.index_select %x, %int0, %i : !torch.vtensor<[6,4],f32>, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// x[i, :, j]: index tensors with a slice between them put their broadcast dims first, so x is
// transposed to [5, 4, 3] and gathered on its two leading dims.
// CHECK-LABEL: func.func @index_non_adjacent
// CHECK: %[[T:.*]] = stablehlo.transpose %{{.*}}, dims = [0, 2, 1] : (tensor<5x3x4xf32>) -> tensor<5x4x3xf32>
// CHECK: %[[IV:.*]] = stablehlo.concatenate %{{.*}}, %{{.*}}, dim = 2 : (tensor<2x3x1xi64>, tensor<2x3x1xi64>) -> tensor<2x3x2xi64>
// CHECK: "stablehlo.gather"(%[[T]], %[[IV]]) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<5x4x3xf32>, tensor<2x3x2xi64>) -> tensor<2x3x3xf32>
func.func @index_non_adjacent(%x: !torch.vtensor<[5,3,4],f32>, %i: !torch.vtensor<[3],si64>, %j: !torch.vtensor<[2,1],si64>) -> !torch.vtensor<[2,3,3],f32> {
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %i, %none, %j : (!torch.vtensor<[3],si64>, !torch.none, !torch.vtensor<[2,1],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[5,3,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[2,3,3],f32>
  return %0 : !torch.vtensor<[2,3,3],f32>
}

// A product over a size-0 dim is zeros of the result's (run-time) sizes, no dot_general.
// CHECK-LABEL: func.func @mm_empty_k
// CHECK-NOT: stablehlo.dot_general
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK: %[[S:.*]] = tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xi64>
// CHECK: stablehlo.dynamic_broadcast_in_dim %[[Z]], %[[S]], dims = [] {{.*}} : (tensor<f32>, tensor<2xi64>) -> tensor<?x3xf32>
func.func @mm_empty_k(%a: !torch.vtensor<[?,0],f32>, %b: !torch.vtensor<[0,3],f32>) -> !torch.vtensor<[?,3],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[?,0],f32>, !torch.vtensor<[0,3],f32> -> !torch.vtensor<[?,3],f32>
  return %0 : !torch.vtensor<[?,3],f32>
}

// item() of a half tensor widens it with stablehlo.convert before the extract (IREE's host VM
// has no f16 arithmetic; the shared scalar lowering would widen with a linalg.generic).
// CHECK-LABEL: func.func @item_f16
// CHECK-NOT: linalg.generic
// CHECK: %[[W:.*]] = stablehlo.convert %{{.*}} : (tensor<1xf16>) -> tensor<1xf32>
// CHECK: %[[E:.*]] = tensor.extract %[[W]][%{{.*}}] : tensor<1xf32>
// CHECK: arith.extf %[[E]] : f32 to f64
func.func @item_f16(%x: !torch.vtensor<[1],f16>) -> !torch.float {
  %0 = torch.aten.item %x : !torch.vtensor<[1],f16> -> !torch.float
  return %0 : !torch.float
}

// Split sizes that are run-time ints (a dynamic export's symbols): each piece is a
// real_dynamic_slice from the running offset.
// CHECK-LABEL: func.func @split_symbolic
// CHECK: %[[A:.*]] = stablehlo.real_dynamic_slice %{{.*}} : (tensor<?x?xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK: %[[B:.*]] = stablehlo.real_dynamic_slice %{{.*}} : (tensor<?x?xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK: torch_c.from_builtin_tensor %[[A]]
// CHECK: torch_c.from_builtin_tensor %[[B]]
func.func @split_symbolic(%x: !torch.vtensor<[?,?],f32>, %y: !torch.vtensor<[?],f32>) -> (!torch.vtensor<[?,?],f32>, !torch.vtensor<[?,?],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %n = torch.aten.size.int %y, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.int
  %m = torch.aten.size.int %x, %int1 : !torch.vtensor<[?,?],f32>, !torch.int -> !torch.int
  %rest = torch.aten.sub.int %m, %n : !torch.int, !torch.int -> !torch.int
  %l = torch.prim.ListConstruct %n, %rest : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.aten.split_with_sizes %x, %l, %int1 : !torch.vtensor<[?,?],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor>
  %a, %b = torch.prim.ListUnpack %s : !torch.list<vtensor> -> !torch.vtensor<[?,?],f32>, !torch.vtensor<[?,?],f32>
  return %a, %b : !torch.vtensor<[?,?],f32>, !torch.vtensor<[?,?],f32>
}

// A convolution with a dynamic spatial size (IREE legalizes stablehlo.convolution only with static
// ones): the padded input's windows are read by torch_index_select at the flat offsets
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

// A matrix-vector product with a dynamic contracting size (IREE folds the vector's unit dim with
// a dynamic stablehlo.reshape it rejects): the operands broadcast to [3, 1, K], multiplied and
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
// buffer of IREE's sort dispatch rather than stack scratch (IREE caps the stack at 32 KiB).
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
