// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-linalg)' | filecheck %s
// Products on quantized tensors (what torch-fuse-quantized-ops writes) lower to the integer
// kernels, the zero points read from the _make_per_tensor_quantized_tensor ops: quint8 operands
// are shifted by -128 (values and zero point), the padding of a convolution holds the zero point,
// a groups-1 convolution is a quantized matmul of the image's channels-last columns (im2col)
// and the weight transposed to [KH*KW*C, F]; its NHWC i32 result is read as NCHW by one generic.

// CHECK-DAG: #[[$IM2COL:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d3, d2 * 2 + d4, d5)>
// CHECK-DAG: #[[$NHWC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>

// CHECK-LABEL: func.func @mm(
// CHECK:         %[[S:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<2x4xi8>)
// CHECK:           %[[C:.*]] = arith.constant -128 : i8
// CHECK:           arith.xori %{{.*}}, %[[C]] : i8
// CHECK:         %[[W:.*]] = torch_c.to_builtin_tensor %arg1 : !torch.vtensor<[4,3],si8> -> tensor<4x3xi8>
// CHECK:         %[[ZA:.*]] = arith.constant 2 : i32
// CHECK:         %[[ZB:.*]] = arith.constant 2 : i32
// CHECK:         linalg.quantized_matmul ins(%[[S]], %[[W]], %[[ZA]], %[[ZB]] : tensor<2x4xi8>, tensor<4x3xi8>, i32, i32) outs(%{{.*}} : tensor<2x3xi32>)
// CHECK-NOT:     torch.aten._make_per_tensor_quantized_tensor
func.func @mm(%x: !torch.vtensor<[2,4],ui8>, %w: !torch.vtensor<[4,3],si8>) -> !torch.vtensor<[2,3],si32> {
  %scale = torch.constant.float 2.000000e-02
  %zp = torch.constant.int 130
  %wzp = torch.constant.int 2
  %0 = torch.aten._make_per_tensor_quantized_tensor %x, %scale, %zp : !torch.vtensor<[2,4],ui8>, !torch.float, !torch.int -> !torch.vtensor<[2,4],!torch.quint8>
  %1 = torch.aten._make_per_tensor_quantized_tensor %w, %scale, %wzp : !torch.vtensor<[4,3],si8>, !torch.float, !torch.int -> !torch.vtensor<[4,3],!torch.qint8>
  %2 = torch.aten.mm %0, %1 : !torch.vtensor<[2,4],!torch.quint8>, !torch.vtensor<[4,3],!torch.qint8> -> !torch.vtensor<[2,3],!torch.qint32>
  %3 = torch.aten.int_repr %2 : !torch.vtensor<[2,3],!torch.qint32> -> !torch.vtensor<[2,3],si32>
  return %3 : !torch.vtensor<[2,3],si32>
}

// CHECK-LABEL: func.func @conv_grouped(
// CHECK:         %[[ZX:.*]] = arith.constant -3 : i32
// CHECK:         %[[ZW:.*]] = arith.constant 0 : i32
// CHECK:         %[[P:.*]] = arith.constant -3 : i8
// CHECK:         tensor.pad
// CHECK:           tensor.yield %[[P]] : i8
// CHECK:         linalg.conv_2d_ngchw_gfchw_q {{.*}} ins(%{{.*}}, %{{.*}}, %[[ZX]], %[[ZW]] : tensor<1x2x2x7x7xi8>, tensor<2x2x2x3x3xi8>, i32, i32) outs(%{{.*}} : tensor<1x2x2x5x5xi32>)
// CHECK-NOT:     torch.aten.convolution
func.func @conv_grouped(%x: !torch.vtensor<[1,4,5,5],si8>, %w: !torch.vtensor<[4,2,3,3],si8>) -> !torch.vtensor<[1,4,5,5],si32> {
  %scale = torch.constant.float 2.000000e-02
  %zp = torch.constant.int -3
  %wzp = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %none = torch.constant.none
  %ones = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %int0 = torch.constant.int 0
  %zeros = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten._make_per_tensor_quantized_tensor %x, %scale, %zp : !torch.vtensor<[1,4,5,5],si8>, !torch.float, !torch.int -> !torch.vtensor<[1,4,5,5],!torch.qint8>
  %1 = torch.aten._make_per_tensor_quantized_tensor %w, %scale, %wzp : !torch.vtensor<[4,2,3,3],si8>, !torch.float, !torch.int -> !torch.vtensor<[4,2,3,3],!torch.qint8>
  %2 = torch.aten.convolution %0, %1, %none, %ones, %ones, %ones, %false, %zeros, %int2 : !torch.vtensor<[1,4,5,5],!torch.qint8>, !torch.vtensor<[4,2,3,3],!torch.qint8>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,5,5],!torch.qint32>
  %3 = torch.aten.int_repr %2 : !torch.vtensor<[1,4,5,5],!torch.qint32> -> !torch.vtensor<[1,4,5,5],si32>
  return %3 : !torch.vtensor<[1,4,5,5],si32>
}

// CHECK-LABEL: func.func @conv_im2col(
// CHECK:         %[[X:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x2x5x5xi8>) outs(%{{.*}} : tensor<1x5x5x2xi8>) permutation = [0, 2, 3, 1]
// CHECK:         %[[P:.*]] = arith.constant 5 : i8
// CHECK:         %[[XP:.*]] = tensor.pad %[[X]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK:           tensor.yield %[[P]] : i8
// CHECK:         %[[COLS:.*]] = linalg.generic {indexing_maps = [#[[$IM2COL]], #{{.*}}], {{.*}} ins(%[[XP]] : tensor<1x7x7x2xi8>) outs(%{{.*}} : tensor<1x3x3x3x3x2xi8>)
// CHECK:         %[[C:.*]] = tensor.collapse_shape %[[COLS]] {{\[}}[0, 1, 2], [3, 4, 5]] : tensor<1x3x3x3x3x2xi8> into tensor<9x18xi8>
// CHECK:         %[[WT:.*]] = linalg.transpose ins(%{{.*}} : tensor<3x2x3x3xi8>) outs(%{{.*}} : tensor<3x3x2x3xi8>) permutation = [2, 3, 1, 0]
// CHECK:         %[[W:.*]] = tensor.collapse_shape %[[WT]] {{\[}}[0, 1, 2], [3]] : tensor<3x3x2x3xi8> into tensor<18x3xi8>
// CHECK:         %[[R:.*]] = linalg.quantized_matmul ins(%[[C]], %[[W]], %{{.*}}, %{{.*}} : tensor<9x18xi8>, tensor<18x3xi8>, i32, i32) outs(%{{.*}} : tensor<9x3xi32>)
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[R]] {{\[}}[0, 1, 2], [3]] output_shape [1, 3, 3, 3] : tensor<9x3xi32> into tensor<1x3x3x3xi32>
// CHECK:         linalg.generic {indexing_maps = [#[[$NHWC]], #{{.*}}], {{.*}} ins(%[[E]] : tensor<1x3x3x3xi32>) outs(%{{.*}} : tensor<1x3x3x3xi32>)
func.func @conv_im2col(%x: !torch.vtensor<[1,2,5,5],si8>, %w: !torch.vtensor<[3,2,3,3],si8>) -> !torch.vtensor<[1,3,3,3],si32> {
  %scale = torch.constant.float 2.000000e-02
  %zp = torch.constant.int 5
  %wzp = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %none = torch.constant.none
  %ones = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %twos = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %int0 = torch.constant.int 0
  %zeros = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten._make_per_tensor_quantized_tensor %x, %scale, %zp : !torch.vtensor<[1,2,5,5],si8>, !torch.float, !torch.int -> !torch.vtensor<[1,2,5,5],!torch.qint8>
  %1 = torch.aten._make_per_tensor_quantized_tensor %w, %scale, %wzp : !torch.vtensor<[3,2,3,3],si8>, !torch.float, !torch.int -> !torch.vtensor<[3,2,3,3],!torch.qint8>
  %2 = torch.aten.convolution %0, %1, %none, %twos, %ones, %ones, %false, %zeros, %int1 : !torch.vtensor<[1,2,5,5],!torch.qint8>, !torch.vtensor<[3,2,3,3],!torch.qint8>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,3,3],!torch.qint32>
  %3 = torch.aten.int_repr %2 : !torch.vtensor<[1,3,3,3],!torch.qint32> -> !torch.vtensor<[1,3,3,3],si32>
  return %3 : !torch.vtensor<[1,3,3,3],si32>
}

// A 1x1 stride-1 window needs no column copy: the NHWC input is the matrix.
// CHECK-LABEL: func.func @conv_1x1(
// CHECK:         %[[X:.*]] = linalg.transpose ins(%{{.*}} : tensor<2x4x3x5xi8>) outs(%{{.*}} : tensor<2x3x5x4xi8>) permutation = [0, 2, 3, 1]
// CHECK:         %[[C:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1, 2], [3]] : tensor<2x3x5x4xi8> into tensor<30x4xi8>
// CHECK-NOT:     linalg.generic
// CHECK:         linalg.quantized_matmul ins(%[[C]], %{{.*}}, %{{.*}}, %{{.*}} : tensor<30x4xi8>, tensor<4x6xi8>, i32, i32) outs(%{{.*}} : tensor<30x6xi32>)
// CHECK:         tensor.expand_shape %{{.*}} {{\[}}[0, 1, 2], [3]] output_shape [2, 3, 5, 6] : tensor<30x6xi32> into tensor<2x3x5x6xi32>
func.func @conv_1x1(%x: !torch.vtensor<[2,4,3,5],si8>, %w: !torch.vtensor<[6,4,1,1],si8>) -> !torch.vtensor<[2,6,3,5],si32> {
  %scale = torch.constant.float 2.000000e-02
  %zp = torch.constant.int 5
  %wzp = torch.constant.int 0
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %none = torch.constant.none
  %ones = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %int0 = torch.constant.int 0
  %zeros = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten._make_per_tensor_quantized_tensor %x, %scale, %zp : !torch.vtensor<[2,4,3,5],si8>, !torch.float, !torch.int -> !torch.vtensor<[2,4,3,5],!torch.qint8>
  %1 = torch.aten._make_per_tensor_quantized_tensor %w, %scale, %wzp : !torch.vtensor<[6,4,1,1],si8>, !torch.float, !torch.int -> !torch.vtensor<[6,4,1,1],!torch.qint8>
  %2 = torch.aten.convolution %0, %1, %none, %ones, %zeros, %ones, %false, %zeros, %int1 : !torch.vtensor<[2,4,3,5],!torch.qint8>, !torch.vtensor<[6,4,1,1],!torch.qint8>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,6,3,5],!torch.qint32>
  %3 = torch.aten.int_repr %2 : !torch.vtensor<[2,6,3,5],!torch.qint32> -> !torch.vtensor<[2,6,3,5],si32>
  return %3 : !torch.vtensor<[2,6,3,5],si32>
}
