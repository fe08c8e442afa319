// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(iree-fold-splat-reductions))' | filecheck %s

#id = affine_map<(d0) -> (d0)>
#to0 = affine_map<(d0) -> ()>
#m2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A sum of a fill over a run-time size: value x count, the init kept for a count of 0.
// CHECK-LABEL: func.func @sum(
// CHECK:         %[[F:.*]] = linalg.fill ins(%{{.*}} : f32)
// CHECK:         %[[N:.*]] = tensor.dim %[[F]], %{{.*}} : tensor<?xf32>
// CHECK:         linalg.generic {indexing_maps = [#{{.*}}], iterator_types = []} outs(%{{.*}} : tensor<f32>)
// CHECK-NEXT:    ^bb0(%[[OUT:.*]]: f32):
// CHECK:           %[[X:.*]] = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK:           %[[I:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK-NEXT:      %[[NF:.*]] = arith.sitofp %[[I]] : i64 to f32
// CHECK-NEXT:      %[[P:.*]] = arith.mulf %[[X]], %[[NF]] : f32
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[P]], %[[OUT]] : f32
// CHECK:           %[[NE:.*]] = arith.cmpi sgt, %[[N]], %{{.*}} : index
// CHECK-NEXT:      %[[R:.*]] = arith.select %[[NE]], %[[S]], %[[OUT]] : f32
// CHECK-NEXT:      linalg.yield %[[R]] : f32
func.func @sum(%n: index) -> tensor<f32> {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %e0 = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#id, #to0], iterator_types = ["reduction"]} ins(%f : tensor<?xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %two : f32
    %s = arith.addf %m, %out : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// A product over the inner run-time dim of an elementwise generic of a fill: the producer's body
// is inlined and the reduction body runs count times in an scf.for.
// CHECK-LABEL: func.func @prod(
// CHECK:         linalg.generic {indexing_maps = [#{{.*}}], iterator_types = ["parallel"]} outs(%{{.*}} : tensor<3xf32>)
// CHECK-NEXT:    ^bb0(%[[OUT:.*]]: f32):
// CHECK-NEXT:      %[[E:.*]] = math.exp %{{.*}} : f32
// CHECK:           %[[L:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[OUT]]) -> (f32) {
// CHECK-NEXT:        %[[M:.*]] = arith.mulf %[[E]], %[[A]] : f32
// CHECK-NEXT:        scf.yield %[[M]] : f32
// CHECK:           linalg.yield %[[L]] : f32
func.func @prod(%n: index) -> tensor<3xf32> {
  %c = arith.constant 3.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty(%n) : tensor<3x?xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<3x?xf32>) -> tensor<3x?xf32>
  %x = linalg.generic {indexing_maps = [#m2, #m2], iterator_types = ["parallel", "parallel"]} ins(%f : tensor<3x?xf32>) outs(%e : tensor<3x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  } -> tensor<3x?xf32>
  %e1 = tensor.empty() : tensor<3xf32>
  %init = linalg.fill ins(%one : f32) outs(%e1 : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.generic {indexing_maps = [#m2, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<3x?xf32>) outs(%init : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.mulf %in, %out : f32
    linalg.yield %p : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// Left alone: a static reduced size, a real input, a body that reads linalg.index.
// CHECK-LABEL: func.func @kept(
// CHECK-COUNT-3: iterator_types = ["reduction"]
func.func @kept(%a: tensor<?xf32>, %n: index) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %one = arith.constant 1.0 : f32
  %e5 = tensor.empty() : tensor<5xf32>
  %f5 = linalg.fill ins(%one : f32) outs(%e5 : tensor<5xf32>) -> tensor<5xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %e0 = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%one : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %r0 = linalg.generic {indexing_maps = [#id, #to0], iterator_types = ["reduction"]} ins(%f5 : tensor<5xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %r1 = linalg.generic {indexing_maps = [#id, #to0], iterator_types = ["reduction"]} ins(%a : tensor<?xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %r2 = linalg.generic {indexing_maps = [#id, #to0], iterator_types = ["reduction"]} ins(%f : tensor<?xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    %s = arith.addf %fi, %out : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r0, %r1, %r2 : tensor<f32>, tensor<f32>, tensor<f32>
}
