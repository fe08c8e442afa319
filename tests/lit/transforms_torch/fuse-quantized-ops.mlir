// RUN: tmlir-opt %s --split-input-file -p torch-fuse-quantized-ops | filecheck %s
// torch-fuse-quantized-ops (tmlir/transforms/fuse_quantized_ops.py): products of dequantized
// integers become integer products on quantized tensors.

// PT2E's linear: uint8 activations per tensor, int8 weights per channel (zero points all 0).
// CHECK-LABEL: func.func @linear_per_channel(
// CHECK:         %[[WT:.*]] = torch.aten.transpose.int %arg1, %{{.*}}, %{{.*}} : !torch.vtensor<[3,4],si8>, !torch.int, !torch.int -> !torch.vtensor<[4,3],si8>
// CHECK:         %[[A:.*]] = torch.aten._make_per_tensor_quantized_tensor %arg0, %{{.*}}, %{{.*}} : !torch.vtensor<[2,4],ui8>, !torch.float, !torch.int -> !torch.vtensor<[2,4],!torch.quint8>
// CHECK:         %[[B:.*]] = torch.aten._make_per_channel_quantized_tensor %[[WT]], %arg2, %{{.*}}, %{{.*}} : !torch.vtensor<[4,3],si8>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],si64>, !torch.int -> !torch.vtensor<[4,3],!torch.qint8>
// CHECK:         %[[ACC:.*]] = torch.aten.mm %[[A]], %[[B]] : !torch.vtensor<[2,4],!torch.quint8>, !torch.vtensor<[4,3],!torch.qint8> -> !torch.vtensor<[2,3],!torch.qint32>
// CHECK:         %[[I:.*]] = torch.aten.int_repr %[[ACC]] : !torch.vtensor<[2,3],!torch.qint32> -> !torch.vtensor<[2,3],si32>
// CHECK:         %[[F:.*]] = torch.aten.to.dtype %[[I]]
// CHECK:         %[[S:.*]] = torch.aten.mul.Scalar %arg2, %{{.*}} : !torch.vtensor<[3],f32>, !torch.float -> !torch.vtensor<[3],f32>
// CHECK:         %[[Y:.*]] = torch.aten.mul.Tensor %[[F]], %[[S]]
// CHECK:         %[[R:.*]] = torch.aten.add.Tensor %[[Y]], %arg3
// CHECK-NOT:     quantized_decomposed
// CHECK-NOT:     torch.aten.linear
// CHECK:         return %[[R]]
func.func @linear_per_channel(%x: !torch.vtensor<[2,4],ui8>, %w: !torch.vtensor<[3,4],si8>, %s: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> {
  %zps = torch.vtensor.literal(dense<0> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
  %scale = torch.constant.float 2.000000e-02
  %zp = torch.constant.int 128
  %int0 = torch.constant.int 0
  %int255 = torch.constant.int 255
  %int-128 = torch.constant.int -128
  %int127 = torch.constant.int 127
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.quantized_decomposed.dequantize_per_tensor %x, %scale, %zp, %int0, %int255, %int0, %none : !torch.vtensor<[2,4],ui8>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[2,4],f32>
  %1 = torch.quantized_decomposed.dequantize_per_channel %w, %s, %zps, %int0, %int-128, %int127, %int1, %none : !torch.vtensor<[3,4],si8>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],si64>, !torch.int, !torch.int, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[3,4],f32>
  %2 = torch.aten.linear %0, %1, %b : !torch.vtensor<[2,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3],f32> -> !torch.vtensor<[2,3],f32>
  return %2 : !torch.vtensor<[2,3],f32>
}

// -----

// A convolution with signed per-tensor operands (groups 2): the convolution runs on quantized
// tensors, its i32 result rescaled by the product of the scales, the bias added in float.
// CHECK-LABEL: func.func @conv_per_tensor(
// CHECK-DAG:     %[[A:.*]] = torch.aten._make_per_tensor_quantized_tensor %arg0, %{{.*}}, %{{.*}} : !torch.vtensor<[1,4,5,5],si8>, !torch.float, !torch.int -> !torch.vtensor<[1,4,5,5],!torch.qint8>
// CHECK-DAG:     %[[B:.*]] = torch.aten._make_per_tensor_quantized_tensor %arg1, %{{.*}}, %{{.*}} : !torch.vtensor<[4,2,3,3],si8>, !torch.float, !torch.int -> !torch.vtensor<[4,2,3,3],!torch.qint8>
// CHECK:         %[[ACC:.*]] = torch.aten.convolution %[[A]], %[[B]], %none{{.*}} -> !torch.vtensor<[1,4,5,5],!torch.qint32>
// CHECK:         %[[I:.*]] = torch.aten.int_repr %[[ACC]]
// CHECK:         %[[F:.*]] = torch.aten.to.dtype %[[I]]
// CHECK:         %[[Y:.*]] = torch.aten.mul.Scalar %[[F]], %{{.*}}
// CHECK:         %[[BV:.*]] = torch.aten.reshape %arg2
// CHECK:         torch.aten.add.Tensor %[[Y]], %[[BV]]
// CHECK-NOT:     quantized_decomposed
func.func @conv_per_tensor(%x: !torch.vtensor<[1,4,5,5],si8>, %w: !torch.vtensor<[4,2,3,3],si8>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[1,4,5,5],f32> {
  %sx = torch.constant.float 2.000000e-02
  %zx = torch.constant.int -3
  %sw = torch.constant.float 1.000000e-02
  %zw = torch.constant.int 0
  %int-128 = torch.constant.int -128
  %int127 = torch.constant.int 127
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %ones = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.quantized_decomposed.dequantize_per_tensor %x, %sx, %zx, %int-128, %int127, %int1, %none : !torch.vtensor<[1,4,5,5],si8>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[1,4,5,5],f32>
  %1 = torch.quantized_decomposed.dequantize_per_tensor %w, %sw, %zw, %int-128, %int127, %int1, %none : !torch.vtensor<[4,2,3,3],si8>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[4,2,3,3],f32>
  %2 = torch.aten.conv2d %0, %1, %b, %ones, %ones, %ones, %int2 : !torch.vtensor<[1,4,5,5],f32>, !torch.vtensor<[4,2,3,3],f32>, !torch.vtensor<[4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,5,5],f32>
  return %2 : !torch.vtensor<[1,4,5,5],f32>
}

// -----

// Per-channel weight zero points that differ: no integer kernel takes them, nothing changes.
// CHECK-LABEL: func.func @per_channel_zero_points_differ(
// CHECK-NOT:     _make_per
// CHECK:         torch.quantized_decomposed.dequantize_per_channel
// CHECK:         torch.aten.linear
func.func @per_channel_zero_points_differ(%x: !torch.vtensor<[2,4],ui8>, %w: !torch.vtensor<[3,4],si8>, %s: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> {
  %zps = torch.vtensor.literal(dense<[0, 1, 2]> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
  %scale = torch.constant.float 2.000000e-02
  %zp = torch.constant.int 128
  %int0 = torch.constant.int 0
  %int255 = torch.constant.int 255
  %int-128 = torch.constant.int -128
  %int127 = torch.constant.int 127
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.quantized_decomposed.dequantize_per_tensor %x, %scale, %zp, %int0, %int255, %int0, %none : !torch.vtensor<[2,4],ui8>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[2,4],f32>
  %1 = torch.quantized_decomposed.dequantize_per_channel %w, %s, %zps, %int0, %int-128, %int127, %int1, %none : !torch.vtensor<[3,4],si8>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],si64>, !torch.int, !torch.int, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[3,4],f32>
  %2 = torch.aten.linear %0, %1, %none : !torch.vtensor<[2,4],f32>, !torch.vtensor<[3,4],f32>, !torch.none -> !torch.vtensor<[2,3],f32>
  return %2 : !torch.vtensor<[2,3],f32>
}
