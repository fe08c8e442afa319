// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-linalg)' | filecheck %s
// Lowerings of convolutions, padding and pooling (tmlir/conversion/torch_to_linalg/convolution.py,
// pooling.py).

// CHECK-DAG: #[[$ID4:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$CH:.*]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-DAG: #[[$NHWC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
// CHECK-DAG: #[[$WIN_IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
// CHECK-DAG: #[[$WIN_K:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK-DAG: #[[$WIN_OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>

// CHECK-LABEL: func.func @conv2d_bias
// CHECK: %[[X:.*]] = torch_c.to_builtin_tensor %arg0
// CHECK: %[[P:.*]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: } : tensor<?x3x8x8xf32> to tensor<?x3x10x10xf32>
// CHECK: %[[N:.*]] = tensor.dim %[[P]]
// CHECK: tensor.empty(%[[N]]) : tensor<?x4x4x4xf32>
// CHECK: %[[C:.*]] = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[P]], %{{.*}} : tensor<?x3x10x10xf32>, tensor<4x3x3x3xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[$ID4]], #[[$CH]], #[[$ID4]]]
// CHECK-SAME: ins(%[[C]], %{{.*}} : tensor<?x4x4x4xf32>, tensor<4xf32>)
// CHECK: arith.addf
func.func @conv2d_bias(%x: !torch.vtensor<[?,3,8,8],f32>, %w: !torch.vtensor<[4,3,3,3],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[?,4,4,4],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %b, %s, %p, %d, %int1 : !torch.vtensor<[?,3,8,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.vtensor<[4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,4,4],f32>
  return %0 : !torch.vtensor<[?,4,4,4],f32>
}

// CHECK-LABEL: func.func @conv2d_groups
// CHECK: %[[X:.*]] = tensor.expand_shape %{{.*}} {{\[\[}}0], [1, 2], [3], [4]] output_shape [2, 2, 2, 6, 6] : tensor<2x4x6x6xf32> into tensor<2x2x2x6x6xf32>
// CHECK: %[[W:.*]] = tensor.expand_shape %{{.*}} {{\[\[}}0, 1], [2], [3], [4]] output_shape [2, 3, 2, 3, 3] : tensor<6x2x3x3xf32> into tensor<2x3x2x3x3xf32>
// CHECK: %[[C:.*]] = linalg.conv_2d_ngchw_gfchw {{.*}} ins(%[[X]], %[[W]] : tensor<2x2x2x6x6xf32>, tensor<2x3x2x3x3xf32>) outs(%{{.*}} : tensor<2x2x3x4x4xf32>)
// CHECK: tensor.collapse_shape %[[C]] {{\[\[}}0], [1, 2], [3], [4]] : tensor<2x2x3x4x4xf32> into tensor<2x6x4x4xf32>
func.func @conv2d_groups(%x: !torch.vtensor<[2,4,6,6],f32>, %w: !torch.vtensor<[6,2,3,3],f32>) -> !torch.vtensor<[2,6,4,4],f32> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %none, %s, %p, %s, %false, %op, %int2 : !torch.vtensor<[2,4,6,6],f32>, !torch.vtensor<[6,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,6,4,4],f32>
  return %0 : !torch.vtensor<[2,6,4,4],f32>
}

// CHECK-LABEL: func.func @conv_transpose1d
// CHECK: %[[E:.*]] = tensor.expand_shape %{{.*}} {{\[\[}}0], [1], [2, 3]] output_shape [1, 2, 4, 1] : tensor<1x2x4xf32> into tensor<1x2x4x1xf32>
// CHECK: %[[Z:.*]] = tensor.pad %[[E]] low[0, 0, 0, 0] high[0, 0, 0, 1]
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[Z]] {{\[\[}}0], [1], [2, 3]] : tensor<1x2x4x2xf32> into tensor<1x2x8xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[C]][0, 0, 0] [1, 2, 7] [1, 1, 1] : tensor<1x2x8xf32> to tensor<1x2x7xf32>
// CHECK: linalg.generic
// CHECK: tensor.extract
// CHECK: %[[W:.*]] = tensor.collapse_shape %{{.*}} : tensor<1x3x2x3xf32> into tensor<3x2x3xf32>
// CHECK: %[[P:.*]] = tensor.pad %[[S]] low[0, 0, 2] high[0, 0, 2]
// CHECK: linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%[[P]], %[[W]] : tensor<1x2x11xf32>, tensor<3x2x3xf32>)
func.func @conv_transpose1d(%x: !torch.vtensor<[1,2,4],f32>, %w: !torch.vtensor<[2,3,3],f32>) -> !torch.vtensor<[1,3,9],f32> {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv_transpose1d %x, %w, %none, %s, %p, %op, %int1, %d : !torch.vtensor<[1,2,4],f32>, !torch.vtensor<[2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int> -> !torch.vtensor<[1,3,9],f32>
  return %0 : !torch.vtensor<[1,3,9],f32>
}

// CHECK-LABEL: func.func @pad_reflect
// CHECK: %[[X:.*]] = torch_c.to_builtin_tensor %arg0
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<1x3x?xf32>
// CHECK: %[[OD:.*]] = arith.addi %[[D]], %{{.*}} : index
// CHECK: %[[E:.*]] = tensor.empty(%[[OD]]) : tensor<1x3x?xf32>
// CHECK: linalg.generic {{.*}} outs(%[[E]] : tensor<1x3x?xf32>)
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: tensor.extract %[[X]]
func.func @pad_reflect(%x: !torch.vtensor<[1,3,?],f32>) -> !torch.vtensor<[1,3,?],f32> {
  %none = torch.constant.none
  %str = torch.constant.str "reflect"
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %p = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.pad %x, %p, %str, %none : !torch.vtensor<[1,3,?],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,3,?],f32>
  return %0 : !torch.vtensor<[1,3,?],f32>
}

// CHECK-LABEL: func.func @max_pool2d
// CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// The high padding no window reads (row/column 9 of the padded 10) is not added.
// CHECK: %[[P:.*]] = tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, 0, 0]
// CHECK: tensor.yield %[[NINF]] : f32
// CHECK: %[[K:.*]] = tensor.empty() : tensor<3x3xf32>
// CHECK: linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[P]], %[[K]] : tensor<1x3x9x9xf32>, tensor<3x3xf32>) outs(%{{.*}} : tensor<1x3x4x4xf32>)
func.func @max_pool2d(%x: !torch.vtensor<[1,3,8,8],f32>) -> !torch.vtensor<[1,3,4,4],f32> {
  %false = torch.constant.bool false
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %k = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.max_pool2d %x, %k, %s, %p, %d, %false : !torch.vtensor<[1,3,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,3,4,4],f32>
  return %0 : !torch.vtensor<[1,3,4,4],f32>
}

// CHECK-LABEL: func.func @max_pool2d_with_indices
// CHECK: %{{.*}}:2 = linalg.generic {indexing_maps = [#[[$WIN_IN]], #[[$WIN_K]], #[[$WIN_OUT]], #[[$WIN_OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// CHECK: arith.cmpf ogt
// CHECK: arith.select
// CHECK: arith.select
// CHECK: } -> (tensor<1x3x4x4xf32>, tensor<1x3x4x4xi64>)
func.func @max_pool2d_with_indices(%x: !torch.vtensor<[1,3,8,8],f32>) -> (!torch.vtensor<[1,3,4,4],f32>, !torch.vtensor<[1,3,4,4],si64>) {
  %false = torch.constant.bool false
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct : () -> !torch.list<int>
  %z = torch.constant.int 0
  %pz = torch.prim.ListConstruct %z, %z : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0, %1 = torch.aten.max_pool2d_with_indices %x, %k, %p, %pz, %d, %false : !torch.vtensor<[1,3,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,3,4,4],f32>, !torch.vtensor<[1,3,4,4],si64>
  return %0, %1 : !torch.vtensor<[1,3,4,4],f32>, !torch.vtensor<[1,3,4,4],si64>
}

// CHECK-LABEL: func.func @avg_pool2d_dynamic
// CHECK: %[[S:.*]] = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<?x3x8x8xf32>, tensor<2x2xf32>) outs(%{{.*}} : tensor<?x3x4x4xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[S]] : tensor<?x3x4x4xf32>)
// CHECK: arith.divf
func.func @avg_pool2d_dynamic(%x: !torch.vtensor<[?,3,8,8],f32>) -> !torch.vtensor<[?,3,4,4],f32> {
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.avg_pool2d %x, %k, %k, %p, %false, %true, %none : !torch.vtensor<[?,3,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,3,4,4],f32>
  return %0 : !torch.vtensor<[?,3,4,4],f32>
}

// CHECK-LABEL: func.func @adaptive_avg_pool1d
// CHECK: %[[K:.*]] = tensor.empty() : tensor<4xf32>
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[K]] : tensor<4xf32>)
// CHECK: arith.floordivsi
// CHECK: arith.ceildivsi
// CHECK: tensor.extract
// CHECK: arith.select
// CHECK: linalg.generic {{.*}} ins(%[[SUM]] : tensor<1x3x3xf32>)
// CHECK: arith.divf
func.func @adaptive_avg_pool1d(%x: !torch.vtensor<[1,3,8],f32>) -> !torch.vtensor<[1,3,3],f32> {
  %int3 = torch.constant.int 3
  %o = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.adaptive_avg_pool1d %x, %o : !torch.vtensor<[1,3,8],f32>, !torch.list<int> -> !torch.vtensor<[1,3,3],f32>
  return %0 : !torch.vtensor<[1,3,3],f32>
}

// A padded f32 conv with a constant weight runs channels-last: the input transposed to NHWC and
// padded, the weight transposed to HWCF (folded into the constant by
// linalg-fold-constant-transposes), conv_2d_nhwc_hwcf, and the bias generic reads the NHWC result
// at (n, h, w, c) to write NCHW.
// CHECK-LABEL: func.func @conv2d_constant_weight_channels_last
// CHECK: %[[X:.*]] = torch_c.to_builtin_tensor %arg0
// CHECK: %[[W:.*]] = torch_c.to_builtin_tensor %{{.*}} : !torch.vtensor<[2,2,3,3],f32> -> tensor<2x2x3x3xf32>
// CHECK: %[[XT:.*]] = linalg.transpose ins(%[[X]] : tensor<?x2x5x5xf32>) outs(%{{.*}} : tensor<?x5x5x2xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[P:.*]] = tensor.pad %[[XT]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[WT:.*]] = linalg.transpose ins(%[[W]] : tensor<2x2x3x3xf32>) outs(%{{.*}} : tensor<3x3x2x2xf32>) permutation = [2, 3, 1, 0]
// CHECK: %[[C:.*]] = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[P]], %[[WT]] : tensor<?x7x7x2xf32>, tensor<3x3x2x2xf32>) outs(%{{.*}} : tensor<?x3x3x2xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[$NHWC]], #[[$CH]], #[[$ID4]]]
// CHECK-SAME: ins(%[[C]], %{{.*}} : tensor<?x3x3x2xf32>, tensor<2xf32>) outs(%{{.*}} : tensor<?x2x3x3xf32>)
func.func @conv2d_constant_weight_channels_last(%x: !torch.vtensor<[?,2,5,5],f32>, %b: !torch.vtensor<[2],f32>) -> !torch.vtensor<[?,2,3,3],f32> {
  %w = torch.vtensor.literal(dense<0.5> : tensor<2x2x3x3xf32>) : !torch.vtensor<[2,2,3,3],f32>
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %b, %s, %p, %d, %int1 : !torch.vtensor<[?,2,5,5],f32>, !torch.vtensor<[2,2,3,3],f32>, !torch.vtensor<[2],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,2,3,3],f32>
  return %0 : !torch.vtensor<[?,2,3,3],f32>
}
