// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | filecheck %s

// tensor.dim reads a size where it was given: through a linalg result to its init (a fill of
// an empty), through a slice that is not rank-reducing to the slice's run-time size; a guard
// comparing the sizes then folds away, and the fill, unused, is dead code. The rank-reducing
// slice keeps its tensor.dim.
// CHECK-LABEL: func.func @sizes(
// CHECK-SAME:    %[[X:.*]]: tensor<?x8xf32>, %[[N:.*]]: index
// CHECK:         %[[D:.*]] = tensor.dim %[[X]], %c0 : tensor<?x8xf32>
// CHECK-NOT:     cf.assert
// CHECK-NOT:     linalg.fill
// CHECK-NOT:     tensor.empty
// CHECK:         %[[R:.*]] = tensor.extract_slice %{{.*}}[0, 0, 0] [1, %[[N]], 4]
// CHECK:         %[[RD:.*]] = tensor.dim %[[R]], %c0 : tensor<?x4xf32>
// CHECK:         return %[[D]], %[[N]], %[[RD]] : index, index, index
func.func @sizes(%x: tensor<?x8xf32>, %n: index, %t: tensor<2x?x4xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %d = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%d) : tensor<?x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  %df = tensor.dim %f, %c0 : tensor<?x8xf32>
  %ok = arith.cmpi eq, %d, %df : index
  cf.assert %ok, "sizes differ"
  %s = tensor.extract_slice %x[0, 0] [%n, 4] [1, 1] : tensor<?x8xf32> to tensor<?x4xf32>
  %ds = tensor.dim %s, %c0 : tensor<?x4xf32>
  %r = tensor.extract_slice %t[0, 0, 0] [1, %n, 4] [1, 1, 1] : tensor<2x?x4xf32> to tensor<?x4xf32>
  %dr = tensor.dim %r, %c0 : tensor<?x4xf32>
  return %df, %ds, %dr : index, index, index
}

// A linalg op writing a buffer has an effect: it stays.
// CHECK-LABEL: func.func @buffer(
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%arg0 : memref<4xf32>)
func.func @buffer(%m: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%m : memref<4xf32>)
  return
}
