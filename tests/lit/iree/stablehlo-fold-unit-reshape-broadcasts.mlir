// RUN: tmlir-opt %s -p 'func.func(iree-stablehlo-fold-unit-reshape-broadcasts)' | filecheck %s
// A static broadcast of a reshape that only inserts unit dims reads the reshape's operand (the
// dims of the non-unit sizes kept); other reshapes are left alone.

// CHECK-LABEL: func.func @unsqueeze_then_broadcast
// CHECK: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<5x5xf32>) -> tensor<5x1x5xf32>
// CHECK: stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<5x5xf32>) -> tensor<5x5x5xf32>
// CHECK: stablehlo.abs %[[R]] : tensor<5x1x5xf32>
func.func @unsqueeze_then_broadcast(%arg0: tensor<5x5xf32>) -> (tensor<5x5x5xf32>, tensor<5x1x5xf32>) {
  %0 = stablehlo.reshape %arg0 : (tensor<5x5xf32>) -> tensor<5x1x5xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<5x1x5xf32>) -> tensor<5x5x5xf32>
  %2 = stablehlo.abs %0 : tensor<5x1x5xf32>
  return %1, %2 : tensor<5x5x5xf32>, tensor<5x1x5xf32>
}

// Dims permuted by the broadcast follow the kept sizes.
// CHECK-LABEL: func.func @permuted
// CHECK: stablehlo.broadcast_in_dim %arg0, dims = [3, 0] : (tensor<2x3xf32>) -> tensor<3x4x5x2xf32>
func.func @permuted(%arg0: tensor<2x3xf32>) -> tensor<3x4x5x2xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [3, 1, 0] : (tensor<2x1x3xf32>) -> tensor<3x4x5x2xf32>
  return %1 : tensor<3x4x5x2xf32>
}

// A reshape that regroups sizes, or whose operand has a unit dim, is kept.
// CHECK-LABEL: func.func @not_an_unsqueeze
// CHECK: %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6x1xf32>
// CHECK: stablehlo.broadcast_in_dim %[[A]], dims = [0, 1]
// CHECK: %[[B:.*]] = stablehlo.reshape %arg1 : (tensor<1x3xf32>) -> tensor<1x3x1xf32>
// CHECK: stablehlo.broadcast_in_dim %[[B]], dims = [0, 1, 2]
func.func @not_an_unsqueeze(%arg0: tensor<2x3xf32>, %arg1: tensor<1x3xf32>) -> (tensor<6x4xf32>, tensor<2x3x4xf32>) {
  %0 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6x1xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
  %2 = stablehlo.reshape %arg1 : (tensor<1x3xf32>) -> tensor<1x3x1xf32>
  %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x3x1xf32>) -> tensor<2x3x4xf32>
  return %1, %3 : tensor<6x4xf32>, tensor<2x3x4xf32>
}

// A reshape of a reshape reads the first one's operand, and is that operand when the types agree
// (the squeeze/unsqueeze pair of fractional_max_pool3d f16 failed IREE 3.13).
// CHECK-LABEL: func.func @reshape_of_reshape
// CHECK: %[[S:.*]] = stablehlo.reshape %arg0 : (tensor<2x3x1xf16>) -> tensor<2x3xf16>
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %[[S]], dims = [0, 1] : (tensor<2x3xf16>) -> tensor<2x3x2xf16>
// CHECK: %[[F:.*]] = stablehlo.reshape %arg0 : (tensor<2x3x1xf16>) -> tensor<6xf16>
// CHECK: %[[C:.*]] = stablehlo.convert %arg0 : (tensor<2x3x1xf16>) -> tensor<2x3x1xf32>
// CHECK: return %[[B]], %[[C]], %[[F]]
func.func @reshape_of_reshape(%arg0: tensor<2x3x1xf16>) -> (tensor<2x3x2xf16>, tensor<2x3x1xf32>, tensor<6xf16>) {
  %0 = stablehlo.reshape %arg0 : (tensor<2x3x1xf16>) -> tensor<2x3xf16>
  %1 = stablehlo.reshape %0 : (tensor<2x3xf16>) -> tensor<2x3x1xf16>
  %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x3xf16>) -> tensor<2x3x2xf16>
  %3 = stablehlo.reshape %0 : (tensor<2x3xf16>) -> tensor<6xf16>
  %4 = stablehlo.convert %1 : (tensor<2x3x1xf16>) -> tensor<2x3x1xf32>
  return %2, %4, %3 : tensor<2x3x2xf16>, tensor<2x3x1xf32>, tensor<6xf16>
}
