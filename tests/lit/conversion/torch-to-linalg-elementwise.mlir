// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-linalg)' | filecheck %s
// Lowerings of the elementwise family (tmlir/conversion/torch_to_linalg/elementwise.py).

// CHECK-DAG: #[[$ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[$ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$COL0:.*]] = affine_map<(d0, d1) -> (d0, 0)>

// An alpha of 1 does not enter the body; the dynamic size comes from the first operand.
// CHECK-LABEL: func.func @add_broadcast_dynamic
// CHECK: %[[A:.*]] = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
// CHECK: %[[B:.*]] = torch_c.to_builtin_tensor %arg1
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x4xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?x4xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$ID2]], #[[$ROW]], #[[$ID2]]], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<?x4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<?x4xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
func.func @add_broadcast_dynamic(%a: !torch.vtensor<[?,4],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[?,4],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// Type promotion: the si32 operand is converted to the f32 result type; alpha is scaled in f32
// (a constant alpha is an f32 constant).
// CHECK-LABEL: func.func @sub_alpha_promote
// CHECK: ^bb0(%[[X:.*]]: i32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[XF:.*]] = arith.sitofp %[[X]] : i32 to f32
// CHECK-NEXT: %[[AF:.*]] = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %[[YS:.*]] = arith.mulf %[[Y]], %[[AF]] : f32
// CHECK-NEXT: arith.subf %[[XF]], %[[YS]] : f32
func.func @sub_alpha_promote(%a: !torch.vtensor<[3],si32>, %b: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
  %float = torch.constant.float 2.5
  %0 = torch.aten.sub.Tensor %a, %b, %float : !torch.vtensor<[3],si32>, !torch.vtensor<[3],f32>, !torch.float -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}

// Floor division of signed ints: divsi, then one less where the remainder's sign differs.
// CHECK-LABEL: func.func @div_floor_int
// CHECK: tensor.dim
// CHECK: ^bb0(%[[X:.*]]: i64, %[[Y:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[X]], %[[Y]] : i64
// CHECK-NEXT: %[[R:.*]] = arith.remsi %[[X]], %[[Y]] : i64
// CHECK: %[[FIX:.*]] = arith.andi
// CHECK: %[[Q1:.*]] = arith.subi %[[Q]], %{{.*}} : i64
// CHECK-NEXT: %[[RES:.*]] = arith.select %[[FIX]], %[[Q1]], %[[Q]] : i64
// CHECK-NEXT: linalg.yield %[[RES]] : i64
func.func @div_floor_int(%a: !torch.vtensor<[?],si64>, %b: !torch.vtensor<[?],si64>) -> !torch.vtensor<[?],si64> {
  %str = torch.constant.str "floor"
  %0 = torch.aten.div.Tensor_mode %a, %b, %str : !torch.vtensor<[?],si64>, !torch.vtensor<[?],si64>, !torch.str -> !torch.vtensor<[?],si64>
  return %0 : !torch.vtensor<[?],si64>
}

// CHECK-LABEL: func.func @div_trunc_uint8
// CHECK: arith.divui %{{.*}}, %{{.*}} : i8
// CHECK-NOT: arith.divsi
func.func @div_trunc_uint8(%a: !torch.vtensor<[4],ui8>, %b: !torch.vtensor<[4],ui8>) -> !torch.vtensor<[4],ui8> {
  %str = torch.constant.str "trunc"
  %0 = torch.aten.div.Tensor_mode %a, %b, %str : !torch.vtensor<[4],ui8>, !torch.vtensor<[4],ui8>, !torch.str -> !torch.vtensor<[4],ui8>
  return %0 : !torch.vtensor<[4],ui8>
}

// CHECK-LABEL: func.func @lt_uint8
// CHECK: outs(%{{.*}} : tensor<4xi1>)
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : i8
func.func @lt_uint8(%a: !torch.vtensor<[4],ui8>, %b: !torch.vtensor<[4],ui8>) -> !torch.vtensor<[4],i1> {
  %0 = torch.aten.lt.Tensor %a, %b : !torch.vtensor<[4],ui8>, !torch.vtensor<[4],ui8> -> !torch.vtensor<[4],i1>
  return %0 : !torch.vtensor<[4],i1>
}

// An int tensor against a float scalar compares in the default float type.
// CHECK-LABEL: func.func @gt_scalar_int_float
// CHECK: %[[D:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<2x?xi64>
// CHECK: tensor.empty(%[[D]]) : tensor<2x?xi1>
// CHECK: arith.sitofp %{{.*}} : i64 to f32
// CHECK: arith.constant 1.500000e+00 : f32
// CHECK: arith.cmpf ogt, %{{.*}}, %{{.*}} : f32
func.func @gt_scalar_int_float(%a: !torch.vtensor<[2,?],si64>) -> !torch.vtensor<[2,?],i1> {
  %float = torch.constant.float 1.5
  %0 = torch.aten.gt.Scalar %a, %float : !torch.vtensor<[2,?],si64>, !torch.float -> !torch.vtensor<[2,?],i1>
  return %0 : !torch.vtensor<[2,?],i1>
}

// CHECK-LABEL: func.func @sigmoid_int
// CHECK: ^bb0(%[[X:.*]]: i64, %{{.*}}: f32):
// CHECK-NEXT: %[[XF:.*]] = arith.sitofp %[[X]] : i64 to f32
// CHECK: arith.negf %[[XF]] : f32
// CHECK: math.exp
// CHECK: arith.divf
func.func @sigmoid_int(%a: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3],f32> {
  %0 = torch.aten.sigmoid %a : !torch.vtensor<[3],si64> -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}

// bf16 computes in f32 and rounds back with one arith.truncf (round to nearest even, as eager);
// an engine that drops extf/truncf pairs gets its own fix in tmlir/backends/iree/.
// CHECK-LABEL: func.func @tanh_bf16
// CHECK: %[[W:.*]] = arith.extf %{{.*}} : bf16 to f32
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[W]] : f32
// CHECK-NEXT: %[[N:.*]] = arith.truncf %[[T]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[N]] : bf16
func.func @tanh_bf16(%a: !torch.vtensor<[3],bf16>) -> !torch.vtensor<[3],bf16> {
  %0 = torch.aten.tanh %a : !torch.vtensor<[3],bf16> -> !torch.vtensor<[3],bf16>
  return %0 : !torch.vtensor<[3],bf16>
}

// The size-1 condition dim reads index 0; the scalar is a value from outside the body.
// CHECK-LABEL: func.func @where_scalar_other
// CHECK: linalg.generic {indexing_maps = [#[[$COL0]], #[[$ID2]], #[[$ID2]]]
// CHECK: ^bb0(%[[C:.*]]: i1, %[[X:.*]]: f32, %{{.*}}: f32):
// CHECK: arith.select %[[C]], %[[X]], %{{.*}} : f32
func.func @where_scalar_other(%c: !torch.vtensor<[?,1],i1>, %a: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %float = torch.constant.float 0.5
  %0 = torch.aten.where.ScalarOther %c, %a, %float : !torch.vtensor<[?,1],i1>, !torch.vtensor<[?,4],f32>, !torch.float -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// CHECK-LABEL: func.func @clamp_min_only
// CHECK: arith.maximumf
// CHECK-NOT: arith.minimumf
// CHECK: linalg.yield
func.func @clamp_min_only(%a: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
  %float = torch.constant.float 0.1
  %none = torch.constant.none
  %0 = torch.aten.clamp %a, %float, %none : !torch.vtensor<[3],f32>, !torch.float, !torch.none -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}

// float -> uint8 wraps through i64, as PyTorch.
// CHECK-LABEL: func.func @to_copy_f32_to_ui8
// CHECK: %[[I:.*]] = arith.fptosi %{{.*}} : f32 to i64
// CHECK-NEXT: %[[T:.*]] = arith.trunci %[[I]] : i64 to i8
// CHECK-NEXT: linalg.yield %[[T]] : i8
func.func @to_copy_f32_to_ui8(%a: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],ui8> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %false = torch.constant.bool false
  %0 = torch.aten._to_copy %a, %int0, %none, %none, %none, %false, %none : !torch.vtensor<[3],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3],ui8>
  return %0 : !torch.vtensor<[3],ui8>
}

// CHECK-LABEL: func.func @clone
// CHECK: %[[A:.*]] = torch_c.to_builtin_tensor %arg0
// CHECK-NEXT: %[[R:.*]] = torch_c.from_builtin_tensor %[[A]]
// CHECK-NEXT: return %[[R]]
func.func @clone(%a: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %none = torch.constant.none
  %0 = torch.aten.clone %a, %none : !torch.vtensor<[?],f32>, !torch.none -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// Shifts of the bit width or more give 0.
// CHECK-LABEL: func.func @lshift
// CHECK: ^bb0(%[[X:.*]]: i32, %[[S:.*]]: i32, %{{.*}}: i32):
// CHECK: %[[OK:.*]] = arith.andi
// CHECK: %[[SH:.*]] = arith.shli %[[X]], %[[S]] : i32
// CHECK: arith.select %[[OK]], %[[SH]], %{{.*}} : i32
func.func @lshift(%a: !torch.vtensor<[3],si32>, %b: !torch.vtensor<[3],si32>) -> !torch.vtensor<[3],si32> {
  %0 = torch.aten.__lshift__.Tensor %a, %b : !torch.vtensor<[3],si32>, !torch.vtensor<[3],si32> -> !torch.vtensor<[3],si32>
  return %0 : !torch.vtensor<[3],si32>
}
