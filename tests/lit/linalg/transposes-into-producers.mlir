// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(linalg-transposes-into-producers))' | filecheck %s

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#nhwc = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>

// An elementwise generic whose result is transposed writes the transposed layout itself (its
// output map permuted, the transpose's init); its other generic reader gets the inverse
// transpose (which linalg-fuse-elementwise-ops folds into that reader's map).
// CHECK-LABEL: func.func @flip(
// CHECK-SAME:    %[[X:.*]]: tensor<1x2x3x4xf32>, %[[B:.*]]: tensor<2xf32>
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<1x2x3x4xf32>
// CHECK:         %[[ET:.*]] = tensor.empty() : tensor<1x3x4x2xf32>
// CHECK:         %[[G:.*]] = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[X]], %[[B]] : tensor<1x2x3x4xf32>, tensor<2xf32>) outs(%[[ET]] : tensor<1x3x4x2xf32>)
// CHECK:           arith.addf
// CHECK:         } -> tensor<1x3x4x2xf32>
// CHECK-NOT:     linalg.transpose ins(%[[G]] : tensor<1x3x4x2xf32>) outs(%[[ET]]
// CHECK:         %[[BACK:.*]] = linalg.transpose ins(%[[G]] : tensor<1x3x4x2xf32>) outs(%[[E]] : tensor<1x2x3x4xf32>) permutation = [0, 3, 1, 2]
// CHECK:         %[[R:.*]] = linalg.generic {{.*}} ins(%[[BACK]] : tensor<1x2x3x4xf32>)
// CHECK:         return %[[G]], %[[R]]
func.func @flip(%x: tensor<1x2x3x4xf32>, %b: tensor<2xf32>) -> (tensor<1x3x4x2xf32>, tensor<1x2x3x4xf32>) {
  %e = tensor.empty() : tensor<1x2x3x4xf32>
  %et = tensor.empty() : tensor<1x3x4x2xf32>
  %g = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %b : tensor<1x2x3x4xf32>, tensor<2xf32>) outs(%e : tensor<1x2x3x4xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x2x3x4xf32>
  %t = linalg.transpose ins(%g : tensor<1x2x3x4xf32>) outs(%et : tensor<1x3x4x2xf32>) permutation = [0, 2, 3, 1]
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%g : tensor<1x2x3x4xf32>) outs(%e : tensor<1x2x3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<1x2x3x4xf32>
  return %t, %r : tensor<1x3x4x2xf32>, tensor<1x2x3x4xf32>
}

// Kept: the generic's result is also returned (a reader that cannot absorb a transpose), and a
// transpose of a function argument has no producer to write it.
// CHECK-LABEL: func.func @kept(
// CHECK:         %[[G:.*]] = linalg.generic
// CHECK:         linalg.transpose ins(%[[G]]
// CHECK:         linalg.transpose ins(%arg0
func.func @kept(%x: tensor<1x2x3x4xf32>) -> (tensor<1x3x4x2xf32>, tensor<1x2x3x4xf32>, tensor<1x3x4x2xf32>) {
  %e = tensor.empty() : tensor<1x2x3x4xf32>
  %et = tensor.empty() : tensor<1x3x4x2xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x3x4xf32>) outs(%e : tensor<1x2x3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<1x2x3x4xf32>
  %t = linalg.transpose ins(%g : tensor<1x2x3x4xf32>) outs(%et : tensor<1x3x4x2xf32>) permutation = [0, 2, 3, 1]
  %t2 = linalg.transpose ins(%x : tensor<1x2x3x4xf32>) outs(%et : tensor<1x3x4x2xf32>) permutation = [0, 2, 3, 1]
  return %t, %g, %t2 : tensor<1x3x4x2xf32>, tensor<1x2x3x4xf32>, tensor<1x3x4x2xf32>
}
