// RUN: tmlir-opt %s -p 'iree-stablehlo-precise-f32-trig,iree-stablehlo-complex-abs,iree-stablehlo-c-pow-atan2,iree-stablehlo-expand-f64-math' | filecheck %s
// prepare-for-iree's math on StableHLO input (tmlir/backends/iree/stablehlo_math.py): f32 sine
// through f64, complex abs without overflow, C's pow special values, f64 functions expanded into
// StableHLO ops that llvm-cpu links (no f64 sine, cosine or atan2 left).

// CHECK-LABEL: func.func @sine_f32
// CHECK: stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xf64>
// CHECK-NOT: stablehlo.sine
// CHECK: stablehlo.round_nearest_even
// CHECK: stablehlo.convert %{{.*}} : (tensor<4xf64>) -> tensor<4xf32>
func.func @sine_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @complex_abs
// CHECK: %[[RE:.*]] = stablehlo.abs %{{.*}} : tensor<3xf32>
// CHECK: %[[IM:.*]] = stablehlo.abs %{{.*}} : tensor<3xf32>
// CHECK: %[[HI:.*]] = stablehlo.maximum %[[RE]], %[[IM]] : tensor<3xf32>
// CHECK: %[[LO:.*]] = stablehlo.minimum %[[RE]], %[[IM]] : tensor<3xf32>
// CHECK: stablehlo.divide %[[LO]], %[[HI]] : tensor<3xf32>
// CHECK-NOT: stablehlo.abs %arg0
func.func @complex_abs(%arg0: tensor<3xcomplex<f32>>) -> tensor<3xf32> {
  %0 = stablehlo.abs %arg0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// C's pow: the magnitude from |x|, special values selected.
// CHECK-LABEL: func.func @power_f32
// CHECK: %[[AX:.*]] = stablehlo.abs %arg0 : tensor<4xf32>
// CHECK: stablehlo.power %[[AX]], %arg1 : tensor<4xf32>
// CHECK: stablehlo.select
func.func @power_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.power %arg0, %arg1 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @atan2_f64
// CHECK-NOT: stablehlo.atan2
// CHECK: return
func.func @atan2_f64(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> tensor<4xf64> {
  %0 = stablehlo.atan2 %arg0, %arg1 : tensor<4xf64>
  return %0 : tensor<4xf64>
}
