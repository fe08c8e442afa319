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

// A reshape with a dynamic size is a stablehlo.dynamic_reshape to a shape tensor.
// CHECK-LABEL: func.func @view_dyn
// CHECK: %[[N:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK: %[[NI:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK: %[[S:.*]] = tensor.from_elements %[[NI]] : tensor<1xi64>
// CHECK: stablehlo.dynamic_reshape %{{.*}}, %[[S]] : (tensor<?x4xf32>, tensor<1xi64>) -> tensor<?xf32>
func.func @view_dyn(%a: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?],f32> {
  %int-1 = torch.constant.int -1
  %l = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.view %a, %l : !torch.vtensor<[?,4],f32>, !torch.list<int> -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// Pooling over dynamic dims: a reduce_window of run-time sizes, its window static.
// CHECK-LABEL: func.func @max_pool1d_dyn
// CHECK: "stablehlo.reduce_window"(%{{.*}}, %{{.*}}) <{padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2>, window_strides = array<i64: 1, 1, 2>}>
// CHECK: stablehlo.maximum
// CHECK: (tensor<?x?x11xf32>, tensor<f32>) -> tensor<?x?x5xf32>
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
// indices' rank, no trailing size-1 dim).
// CHECK-LABEL: func.func @index_select_dyn_count
// CHECK: %[[I:.*]] = stablehlo.dynamic_reshape %{{.*}}, %{{.*}} : (tensor<?x1xi64>, tensor<1xi64>) -> tensor<?xi64>
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

// item() of a half tensor widens it with stablehlo.convert before the extract (the shared scalar
// lowering would widen with a linalg.generic).
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

// A convolution with a dynamic spatial size is a stablehlo.convolution of run-time sizes.
// CHECK-LABEL: func.func @conv1d_dyn
// CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0]
// CHECK-SAME: (tensor<?x3x?xf32>, tensor<4x3x3xf32>) -> tensor<?x4x?xf32>
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

// A matrix-vector product with a dynamic contracting size is a dot_general (the vector as a
// column, as matmul treats a 1-D right operand).
// CHECK-LABEL: func.func @mv_dyn
// CHECK: %[[V:.*]] = stablehlo.dynamic_reshape %{{.*}}, %{{.*}} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x1xf32>
// CHECK: stablehlo.dot_general %{{.*}}, %[[V]], contracting_dims = [1] x [0] : (tensor<3x?xf32>, tensor<?x1xf32>) -> tensor<3x1xf32>
func.func @mv_dyn(%a: !torch.vtensor<[3,?],f32>, %v: !torch.vtensor<[?],f32>) -> !torch.vtensor<[3],f32> {
  %0 = torch.aten.mv %a, %v : !torch.vtensor<[3,?],f32>, !torch.vtensor<[?],f32> -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}

// argsort: a sort of the values and their positions (an iota); the sorted values are not read.
// CHECK-LABEL: func.func @argsort
// CHECK: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<8000xi64>
// CHECK: %[[S:.*]]:2 = "stablehlo.sort"(%{{.*}}, %[[I]]) <{dimension = 0 : i64, is_stable = true}>
// CHECK-NOT: stablehlo.optimization_barrier
func.func @argsort(%a: !torch.vtensor<[8000],f64>) -> !torch.vtensor<[8000],si64> {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %0 = torch.aten.argsort %a, %int0, %false : !torch.vtensor<[8000],f64>, !torch.int, !torch.bool -> !torch.vtensor<[8000],si64>
  return %0 : !torch.vtensor<[8000],si64>
}

// Functions are StableHLO's own ops (CHLO's where StableHLO has none), in the program's type.
// CHECK-LABEL: func.func @functions_f32
// CHECK: stablehlo.logistic %{{.*}} : tensor<4xf32>
// CHECK: chlo.erf %{{.*}} : tensor<4xf32> -> tensor<4xf32>
// CHECK: stablehlo.sine %{{.*}} : tensor<4xf32>
// CHECK: stablehlo.power %{{.*}}, %{{.*}} : tensor<4xf32>
// CHECK-NOT: f64
func.func @functions_f32(%a: !torch.vtensor<[4],f32>) -> (!torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>) {
  %0 = torch.aten.sigmoid %a : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  %1 = torch.aten.erf %a : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  %2 = torch.aten.sin %a : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  %3 = torch.aten.pow.Tensor_Tensor %a, %a : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>
}
