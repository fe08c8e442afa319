// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-tosa)' | filecheck %s
// Key TOSA lowerings: rank-equalising reshapes, matmul, casts, convolution layout (f64 and complex
// tensors: torch-to-tosa-types-invalid.mlir).

// TOSA broadcasts only equal ranks: the 1-d operand is reshaped to 1x3 first.
// CHECK-LABEL: func.func @add_broadcast
// CHECK: %[[S:.*]] = tosa.const_shape  values(dense<[1, 3]> : tensor<2xindex>)
// CHECK: %[[R:.*]] = tosa.reshape %{{.*}}, %[[S]] : (tensor<3xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
// CHECK: tosa.add %{{.*}}, %[[R]] : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
func.func @add_broadcast(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// mm is a rank-3 tosa.matmul between reshapes; zero points are operands.
// CHECK-LABEL: func.func @mm
// CHECK: tosa.reshape %{{.*}} : (tensor<2x3xf32>, !tosa.shape<3>) -> tensor<1x2x3xf32>
// CHECK: tosa.reshape %{{.*}} : (tensor<3x4xf32>, !tosa.shape<3>) -> tensor<1x3x4xf32>
// CHECK: tosa.matmul %{{.*}} : (tensor<1x2x3xf32>, tensor<1x3x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
// CHECK: tosa.reshape %{{.*}} : (tensor<1x2x4xf32>, !tosa.shape<2>) -> tensor<2x4xf32>
func.func @mm(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2,4],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[2,4],f32>
  return %0 : !torch.vtensor<[2,4],f32>
}

// tosa.cast rounds to nearest and has no f32 -> i64: truncate with ceil/floor, then split the value
// into pieces that fit i32 (hi * 2^32 + mid * 2^16 + lo).
// CHECK-LABEL: func.func @to_int64
// CHECK: %[[NEG:.*]] = tosa.greater
// CHECK: %[[C:.*]] = tosa.ceil
// CHECK: %[[F:.*]] = tosa.floor
// CHECK: %[[T:.*]] = tosa.select %[[NEG]], %[[C]], %[[F]]
// CHECK: tosa.mul %[[T]], {{.*}} : (tensor<4xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<4xf32>
// CHECK: %[[I:.*]] = tosa.cast %{{.*}} : (tensor<4xf32>) -> tensor<4xi32>
// CHECK: tosa.cast %[[I]] : (tensor<4xi32>) -> tensor<4xi64>
// CHECK: tosa.add {{.*}} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
func.func @to_int64(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],si64> {
  %int4 = torch.constant.int 4
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten._to_copy %a, %int4, %none, %none, %none, %false, %none : !torch.vtensor<[4],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4],si64>
  return %0 : !torch.vtensor<[4],si64>
}

// NCHW -> NHWC and OIHW -> OHWI at the boundary, a zero bias, and back to NCHW.
// CHECK-LABEL: func.func @conv
// CHECK: %[[X:.*]] = tosa.transpose %{{.*}} perms([0, 2, 3, 1]) : (tensor<1x2x5x5xf32>) -> tensor<1x5x5x2xf32>
// CHECK: %[[W:.*]] = tosa.transpose %{{.*}} perms([0, 2, 3, 1]) : (tensor<4x2x3x3xf32>) -> tensor<4x3x3x2xf32>
// CHECK: %[[Y:.*]] = tosa.conv2d %[[X]], %[[W]], {{.*}} pad([0, 0, 0, 0]) stride([1, 1]) dilation([1, 1]) acc_type(f32) {{.*}} -> tensor<1x3x3x4xf32>
// CHECK: tosa.transpose %[[Y]] perms([0, 3, 1, 2]) : (tensor<1x3x3x4xf32>) -> tensor<1x4x3x3xf32>
func.func @conv(%x: !torch.vtensor<[1,2,5,5],f32>, %w: !torch.vtensor<[4,2,3,3],f32>) -> !torch.vtensor<[1,4,3,3],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %s = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %none, %s, %p, %s, %false, %p, %int1 : !torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[4,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,3,3],f32>
  return %0 : !torch.vtensor<[1,4,3,3],f32>
}

// A dilated transposed convolution (tosa.transpose_conv2d has no dilation): the NHWC input gets
// stride - 1 zeros after each element (reshape to 1x3x1x3x1x2, pad, merge, drop the last zeros),
// the kernel's I/O swap per group and its window flips, then a stride-1 conv2d with dilation and
// d * (k - 1) - p padding on each side.
// CHECK-LABEL: func.func @conv_transpose_dilated
// CHECK: %[[XN:.*]] = tosa.transpose %{{.*}} perms([0, 2, 3, 1]) : (tensor<1x2x3x3xf32>) -> tensor<1x3x3x2xf32>
// CHECK: %[[X6:.*]] = tosa.reshape %[[XN]], %{{.*}} : (tensor<1x3x3x2xf32>, !tosa.shape<6>) -> tensor<1x3x1x3x1x2xf32>
// CHECK: %[[PADS:.*]] = tosa.const_shape values(dense<[0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0]> : tensor<12xindex>)
// CHECK: %[[ST:.*]] = tosa.pad %[[X6]], %[[PADS]], %{{.*}} -> tensor<1x3x2x3x2x2xf32>
// CHECK: %[[M:.*]] = tosa.reshape %[[ST]], %{{.*}} -> tensor<1x6x6x2xf32>
// CHECK: %[[XS:.*]] = tosa.slice %[[M]], %{{.*}}, %{{.*}} : (tensor<1x6x6x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x5x5x2xf32>
// CHECK: %[[R1:.*]] = tosa.reverse %{{.*}} axis(2) : (tensor<1x2x2x2xf32>)
// CHECK: %[[R2:.*]] = tosa.reverse %[[R1]] axis(3)
// CHECK: %[[WT:.*]] = tosa.transpose %[[R2]] perms([0, 2, 3, 1])
// CHECK: %[[Y:.*]] = tosa.conv2d %[[XS]], %[[WT]], {{.*}} pad([2, 2, 2, 2]) stride([1, 1]) dilation([2, 2]) acc_type(f32) {{.*}} -> tensor<1x7x7x1xf32>
// CHECK: tosa.transpose %[[Y]] perms([0, 3, 1, 2]) : (tensor<1x7x7x1xf32>) -> tensor<1x1x7x7xf32>
func.func @conv_transpose_dilated(%x: !torch.vtensor<[1,2,3,3],f32>, %w: !torch.vtensor<[2,1,2,2],f32>) -> !torch.vtensor<[1,1,7,7],f32> {
  %none = torch.constant.none
  %true = torch.constant.bool true
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %none, %s, %p, %d, %true, %p, %int1 : !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[2,1,2,2],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,1,7,7],f32>
  return %0 : !torch.vtensor<[1,1,7,7],f32>
}

// TOSA has no asserts: a check of a run-time value reduces its condition with TOSA, moves it out
// of the tensor, and keeps it as a cf.assert whose message names the source line.
// CHECK-LABEL: func.func @assert_run_time
// CHECK: tosa.greater
// CHECK: tosa.reduce_all %{{.*}} axis(0) : (tensor<3xi1>) -> tensor<1xi1>
// CHECK: tensor.extract %{{.*}}[] : tensor<i1>
// CHECK: cf.assert %{{.*}}, "x must be positive ({{.*}}torch-to-tosa.mlir:{{[0-9]+}}:3)"
// CHECK-NOT: torch.aten._assert_scalar
func.func @assert_run_time(%x: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
  %int0 = torch.constant.int 0
  %str = torch.constant.str "x must be positive"
  %0 = torch.aten.gt.Scalar %x, %int0 : !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[3],i1>
  %1 = torch.aten.all %0 : !torch.vtensor<[3],i1> -> !torch.vtensor<[],i1>
  %2 = torch.aten.Int.Tensor %1 : !torch.vtensor<[],i1> -> !torch.int
  torch.aten._assert_scalar %2, %str : !torch.int, !torch.str
  return %x : !torch.vtensor<[3],f32>
}
