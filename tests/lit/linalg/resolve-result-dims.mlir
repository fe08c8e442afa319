// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(resolve-ranked-shaped-type-result-dims,canonicalize,cse))' | filecheck %s

// The size of a linalg result is the size of its init, and the size of a tensor.empty the value
// it was given: both sizes below are the input's.
// CHECK-LABEL: func.func @dims(
// CHECK:         %[[D:.*]] = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NOT:     tensor.dim
// CHECK:         return %[[D]], %[[D]] : index, index
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @dims(%x: tensor<?x4xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<?x4xf32>
  %d1 = tensor.dim %g, %c0 : tensor<?x4xf32>
  %d2 = tensor.dim %e, %c0 : tensor<?x4xf32>
  return %d1, %d2 : index, index
}
