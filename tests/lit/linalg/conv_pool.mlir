// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @conv2d
func.func @conv2d(%i: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %o: tensor<1x4x6x6xf32>,
                  %ih: tensor<1x3x11x9xf16>, %oh: tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> {
  // CHECK-NEXT: %0 = linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%arg2 : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %0 = linalg.conv_2d_nchw_fchw ins(%i, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  // CHECK-NEXT: %1 = linalg.conv_2d_nchw_fchw {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<3> : tensor<2xi64>} ins(%arg3, %arg1 : tensor<1x3x11x9xf16>, tensor<4x3x3x3xf32>) outs(%arg4 : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  // GENERIC: <{dilations = dense<[2, 1]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<2xi64>}> ({
  // GENERIC-NEXT: ^bb0(%[[X:.*]]: f16, %[[Y:.*]]: f32, %[[Z:.*]]: f32):
  // GENERIC-NEXT:   %[[E:.*]] = "arith.extf"(%[[X]]) : (f16) -> f32
  // GENERIC-NEXT:   %[[M:.*]] = "arith.mulf"(%[[E]], %[[Y]])
  // GENERIC-NEXT:   %[[S:.*]] = "arith.addf"(%[[Z]], %[[M]])
  // GENERIC-NEXT:   "linalg.yield"(%[[S]]) : (f32) -> ()
  %1 = linalg.conv_2d_nchw_fchw {strides = dense<3> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>}
      ins(%ih, %w : tensor<1x3x11x9xf16>, tensor<4x3x3x3xf32>) outs(%oh : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  return %1 : tensor<1x4x3x3xf32>
}

// CHECK-LABEL: func.func @convs
func.func @convs(%i: tensor<?x?x?x?xf32>, %w: tensor<?x?x?x?xf32>, %o: tensor<?x?x?x?xf32>,
                 %i5: tensor<?x?x?x?x?xf32>, %w5: tensor<?x?x?x?x?xf32>, %o5: tensor<?x?x?x?x?xf32>,
                 %dw: tensor<?x?x?xf32>, %i3: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // CHECK-NEXT: %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %w : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%o : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  // CHECK-NEXT: %1 = linalg.conv_2d_ngchw_gfchw ins(%arg3, %arg4 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg5 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  %1 = linalg.conv_2d_ngchw_gfchw ins(%i5, %w5 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%o5 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  // CHECK-NEXT: %2 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg6 : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%0 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %2 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %dw : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%0 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  // CHECK-NEXT: %3 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%arg7, %arg6 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg7 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %3 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i3, %dw : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%i3 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  // CHECK-NEXT: %4 = linalg.conv_3d_ncdhw_fcdhw ins(%arg3, %arg4 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%1 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  %4 = linalg.conv_3d_ncdhw_fcdhw ins(%i5, %w5 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%1 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %3 : tensor<?x?x?xf32>
}

// CHECK-LABEL: func.func @pooling
func.func @pooling(%i: tensor<1x4x4x2xi8>, %k: tensor<2x2xf32>, %o: tensor<1x3x3x2xi32>,
                   %ic: tensor<1x2x8x8xf32>, %oc: tensor<1x2x4x4xf32>, %k3: tensor<2x2x2xf32>,
                   %i5: tensor<1x4x4x4x2xf32>, %o5: tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32> {
  // CHECK-NEXT: %0 = linalg.pooling_nhwc_max ins(%arg0, %arg1 : tensor<1x4x4x2xi8>, tensor<2x2xf32>) outs(%arg2 : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  // GENERIC:      "arith.extsi"(%{{.*}}) : (i8) -> i32
  // GENERIC-NEXT: "arith.maxsi"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
  %0 = linalg.pooling_nhwc_max ins(%i, %k : tensor<1x4x4x2xi8>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  // CHECK-NEXT: %1 = linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg1 : tensor<1x4x4x2xi8>, tensor<2x2xf32>) outs(%0 : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  // GENERIC:      "arith.extui"(%{{.*}}) : (i8) -> i32
  // GENERIC-NEXT: "arith.maxui"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
  %1 = linalg.pooling_nhwc_max_unsigned ins(%i, %k : tensor<1x4x4x2xi8>, tensor<2x2xf32>) outs(%0 : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  // CHECK-NEXT: %2 = linalg.pooling_nhwc_sum ins(%arg0, %arg1 : tensor<1x4x4x2xi8>, tensor<2x2xf32>) outs(%1 : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  %2 = linalg.pooling_nhwc_sum ins(%i, %k : tensor<1x4x4x2xi8>, tensor<2x2xf32>) outs(%1 : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  // CHECK-NEXT: %3 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg3, %arg1 : tensor<1x2x8x8xf32>, tensor<2x2xf32>) outs(%arg4 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  // GENERIC: "arith.maximumf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %3 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%ic, %k : tensor<1x2x8x8xf32>, tensor<2x2xf32>) outs(%oc : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  // CHECK-NEXT: %4 = linalg.pooling_ndhwc_min ins(%arg6, %arg5 : tensor<1x4x4x4x2xf32>, tensor<2x2x2xf32>) outs(%arg7 : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  // GENERIC: "arith.minimumf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %4 = linalg.pooling_ndhwc_min ins(%i5, %k3 : tensor<1x4x4x4x2xf32>, tensor<2x2x2xf32>) outs(%o5 : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  return %4 : tensor<1x3x3x3x2xf32>
}
