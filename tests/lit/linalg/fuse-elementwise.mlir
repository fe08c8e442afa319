// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(linalg-fuse-elementwise-ops))' | filecheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#red = affine_map<(d0, d1) -> (d0)>

// A bias add feeding a ReLU: one generic reads both inputs, the add's body runs inline.
// CHECK-LABEL: func.func @chain(
// CHECK:         %[[G:.*]] = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8xf32>) outs(%{{.*}} : tensor<4x8xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:      %[[A:.*]] = arith.addf %in, %in_0 : f32
// CHECK-NEXT:      %[[R:.*]] = arith.maximumf %[[A]], %cst : f32
// CHECK-NEXT:      linalg.yield %[[R]] : f32
// CHECK-NEXT:    } -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[G]]
func.func @chain(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// The consumer reads the producer's result transposed, and reduces: the producer's input map is
// composed with the inverse of its result map and the consumer's map.
// CHECK-LABEL: func.func @transposed_into_reduction(
// CHECK:         linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8x4xf32>)
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %{{.*}} = arith.mulf %in, %in : f32
// CHECK-NEXT:      %{{.*}} = arith.addf
// CHECK-NOT:     linalg.generic
func.func @transposed_into_reduction(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  %z = arith.constant dense<0.0> : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#t, #red], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<8x4xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// A producer with two uses stays; a transcendental read broadcast stays; an identity copy goes.
// CHECK-LABEL: func.func @kept(
// CHECK:         %[[P:.*]] = linalg.generic
// CHECK:           math.exp
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[P]], %[[P]]
// CHECK:         %[[E:.*]] = linalg.generic
// CHECK:           math.exp
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%arg0, %[[E]]
// CHECK-NOT:     linalg.generic
func.func @kept(%x: tensor<4x8xf32>, %v: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.exp %a : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %q = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%p, %p : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.addf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %ev = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v : tensor<8xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.exp %a : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %b = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %ev : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %copy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  return %q, %copy : tensor<4x8xf32>, tensor<4x8xf32>
}

// A splat constant input (a Python scalar exported as a 0-d tensor) becomes a scalar constant in
// the body, converted to the body's type at compile time.
// CHECK-LABEL: func.func @splat_input(
// CHECK:         linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>)
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %[[C:.*]] = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:      %{{.*}} = arith.mulf %in, %[[C]] : f32
func.func @splat_input(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %half = arith.constant dense<5.000000e-01> : tensor<f64>
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> ()>, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %half : tensor<4x8xf32>, tensor<f64>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %h: f64, %o: f32):
    %t = arith.truncf %h : f64 to f32
    %m = arith.mulf %a, %t : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// A splat input that alone defines the loops' bounds (a reduction of a constant) stays an input.
// CHECK-LABEL: func.func @splat_defines_bounds(
// CHECK:         linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "reduction"]} ins(%cst : tensor<2x3xi1>)
func.func @splat_defines_bounds() -> tensor<i64> {
  %ones = arith.constant dense<true> : tensor<2x3xi1>
  %z = arith.constant dense<0> : tensor<i64>
  %0 = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%ones : tensor<2x3xi1>) outs(%z : tensor<i64>) {
  ^bb0(%a: i1, %acc: i64):
    %w = arith.extui %a : i1 to i64
    %s = arith.addi %w, %acc : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  return %0 : tensor<i64>
}
