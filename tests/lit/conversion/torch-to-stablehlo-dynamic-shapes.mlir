// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-stablehlo)' | filecheck %s
// StableHLO lowerings whose shape arithmetic reads run-time sizes (tensor.dim) and feeds the
// dynamic ops: diagonals, adaptive bins, ceil_mode windows.

// The offset -1 diagonal of an n1 x n2 matrix: n = max(min(n1 - 1, n2), 0) elements at the flat
// positions i * (n2 + 1) + n2 of the collapsed matrix (a dynamic_iota of n, torch_index_select).
// CHECK-LABEL: func.func @diagonal_dyn
// CHECK: %[[N1:.*]] = tensor.dim %{{.*}}, %c0 : tensor<?x?xf32>
// CHECK: %[[N2:.*]] = tensor.dim %{{.*}}, %c1 : tensor<?x?xf32>
// CHECK: %[[M:.*]] = arith.subi %[[N1]], %{{.*}} : index
// CHECK: %[[MIN:.*]] = arith.minsi %[[M]], %[[N2]] : index
// CHECK: %[[N:.*]] = arith.maxsi %[[MIN]], %{{.*}} : index
// CHECK: %[[FL:.*]] = arith.muli %[[N1]], %[[N2]] : index
// CHECK: %[[FLAT:.*]] = stablehlo.dynamic_reshape %{{.*}}, %{{.*}} : (tensor<?x?xf32>, tensor<1xi64>) -> tensor<?xf32>
// CHECK: %[[NI:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK: %[[NS:.*]] = tensor.from_elements %[[NI]] : tensor<1xi64>
// CHECK: %[[I:.*]] = stablehlo.dynamic_iota %[[NS]], dim = 0 : (tensor<1xi64>) -> tensor<?xi64>
// CHECK: %[[STEP:.*]] = arith.addi %[[N2]], %{{.*}} : index
// CHECK: %[[MUL:.*]] = stablehlo.multiply %[[I]], %{{.*}} : tensor<?xi64>
// CHECK: %[[POS:.*]] = stablehlo.add %[[MUL]], %{{.*}} : tensor<?xi64>
// CHECK: "stablehlo.torch_index_select"(%[[FLAT]], %[[POS]]) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<?xf32>, tensor<?xi64>) -> tensor<?xf32>
// CHECK-NOT: stablehlo.gather
func.func @diagonal_dyn(%x: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?],f32> {
  %off = torch.constant.int -1
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.diagonal %x, %off, %int0, %int1 : !torch.vtensor<[?,?],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// Adaptive average over a run-time size S into 3 bins: bin bounds floor(o*S/3) and
// ceil((o+1)*S/3) = ((o+1)*S + 2) / 3 from iotas over [S, 3], weights 1/(end - start) selected
// inside the bin, a reduce over S (no dot_general, no bin matrix constant). The bin arithmetic
// is i32 (no 64-bit tensor math for a 32-bit program).
// CHECK-LABEL: func.func @adaptive_avg_dyn
// CHECK: %[[S:.*]] = tensor.dim %{{.*}}, %c1 : tensor<?x?xf32>
// CHECK: %[[SV:.*]] = stablehlo.dynamic_iota %{{.*}}, dim = 0 : (tensor<2xi64>) -> tensor<?x3xi32>
// CHECK: %[[OV:.*]] = stablehlo.dynamic_iota %{{.*}}, dim = 1 : (tensor<2xi64>) -> tensor<?x3xi32>
// CHECK: %[[ST:.*]] = stablehlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [] {{.*}} : (tensor<i32>, tensor<2xi64>) -> tensor<?x3xi32>
// CHECK: %[[OS:.*]] = stablehlo.multiply %[[OV]], %[[ST]] : tensor<?x3xi32>
// CHECK: %[[START:.*]] = stablehlo.divide %[[OS]], %{{.*}} : tensor<?x3xi32>
// CHECK: %[[END:.*]] = stablehlo.divide %{{.*}}, %{{.*}} : tensor<?x3xi32>
// CHECK: %[[GE:.*]] = stablehlo.compare GE, %[[SV]], %[[START]], SIGNED
// CHECK: %[[LT:.*]] = stablehlo.compare LT, %[[SV]], %[[END]], SIGNED
// CHECK: %[[IN:.*]] = stablehlo.and %[[GE]], %[[LT]] : tensor<?x3xi1>
// CHECK: %[[LEN:.*]] = stablehlo.subtract %[[END]], %[[START]] : tensor<?x3xi32>
// CHECK: %[[W:.*]] = stablehlo.divide %{{.*}}, %{{.*}} : tensor<?x3xf32>
// CHECK: %[[XB:.*]] = stablehlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [0, 1] {{.*}} -> tensor<?x?x3xf32>
// CHECK: %[[WB:.*]] = stablehlo.dynamic_broadcast_in_dim %[[W]], %{{.*}}, dims = [1, 2] {{.*}} -> tensor<?x?x3xf32>
// CHECK: %[[MB:.*]] = stablehlo.dynamic_broadcast_in_dim %[[IN]], %{{.*}}, dims = [1, 2] {{.*}} -> tensor<?x?x3xi1>
// CHECK: %[[P:.*]] = stablehlo.multiply %[[XB]], %[[WB]] : tensor<?x?x3xf32>
// CHECK: %[[SEL:.*]] = stablehlo.select %[[MB]], %[[P]], %{{.*}} : tensor<?x?x3xi1>, tensor<?x?x3xf32>
// CHECK: stablehlo.reduce(%[[SEL]] init: %{{.*}}) applies stablehlo.add across dimensions = [1] : (tensor<?x?x3xf32>, tensor<f32>) -> tensor<?x3xf32>
// CHECK-NOT: stablehlo.dot_general
func.func @adaptive_avg_dyn(%x: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,3],f32> {
  %int3 = torch.constant.int 3
  %o = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.adaptive_avg_pool1d %x, %o : !torch.vtensor<[?,?],f32>, !torch.list<int> -> !torch.vtensor<[?,3],f32>
  return %0 : !torch.vtensor<[?,3],f32>
}

// ceil_mode over a run-time size S (kernel = stride 2, padding 1): the high padding is its static
// bound padding + stride - 1 = 2, and the reduce_window's windows are cut to the output size
// min(ceil((S + 2 - 2) / 2) + 1, ceil((S + 1) / 2)): the last window starts inside input + low
// padding.
// CHECK-LABEL: func.func @max_pool1d_ceil_dyn
// CHECK: %[[S:.*]] = tensor.dim %{{.*}}, %c1 : tensor<?x?xf32>
// CHECK: %[[A:.*]] = arith.addi %[[S]], %c2 : index
// CHECK: %[[B:.*]] = arith.subi %[[A]], %{{.*}} : index
// CHECK: %[[C:.*]] = arith.ceildivsi %[[B]], %{{.*}} : index
// CHECK: %[[O:.*]] = arith.addi %[[C]], %{{.*}} : index
// CHECK: %[[E:.*]] = arith.addi %[[S]], %{{.*}} : index
// CHECK: %[[F:.*]] = arith.ceildivsi %[[E]], %{{.*}} : index
// CHECK: %[[OUT:.*]] = arith.minsi %[[O]], %[[F]] : index
// CHECK: %[[R:.*]] = "stablehlo.reduce_window"(%{{.*}}, %{{.*}}) <{padding = dense<{{\[\[}}0, 0], [1, 2]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}>
// CHECK: arith.addi %{{.*}}, %[[OUT]] : index
// CHECK: stablehlo.real_dynamic_slice %[[R]], %{{.*}} : (tensor<?x?xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
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

// An outer product [?, 1] @ [1, ?] (a unit contraction with run-time sizes) is a dot_general.
// CHECK-LABEL: func.func @outer_mm_dyn
// CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0] : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
func.func @outer_mm_dyn(%a: !torch.vtensor<[?,1],f32>, %b: !torch.vtensor<[1,?],f32>) -> !torch.vtensor<[?,?],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[?,1],f32>, !torch.vtensor<[1,?],f32> -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}

// addbmm over unit batch and inner dims: a dot_general contracting both.
// CHECK-LABEL: func.func @unit_addbmm_dyn
// CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [0, 2] x [0, 1] : (tensor<1x?x1xf32>, tensor<1x1x?xf32>) -> tensor<?x?xf32>
func.func @unit_addbmm_dyn(%s: !torch.vtensor<[?,?],f32>, %a: !torch.vtensor<[1,?,1],f32>, %b: !torch.vtensor<[1,1,?],f32>) -> !torch.vtensor<[?,?],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.addbmm %s, %a, %b, %int1, %int1 : !torch.vtensor<[?,?],f32>, !torch.vtensor<[1,?,1],f32>, !torch.vtensor<[1,1,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}

// With static sizes the outer product stays a dot_general.
// CHECK-LABEL: func.func @outer_mm_static
// CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0] : (tensor<4x1xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
func.func @outer_mm_static(%a: !torch.vtensor<[4,1],f32>, %b: !torch.vtensor<[1,3],f32>) -> !torch.vtensor<[4,3],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[4,1],f32>, !torch.vtensor<[1,3],f32> -> !torch.vtensor<[4,3],f32>
  return %0 : !torch.vtensor<[4,3],f32>
}
