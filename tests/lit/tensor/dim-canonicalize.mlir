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

// Sizes through an expand_shape's output shape and a reshape's from_elements shape; a size is
// non-negative, so comparing it with 0 folds, and so do max/min with 0; an index kept in an i64
// and back is the same index.
// CHECK-LABEL: func.func @sizes_compared(
// CHECK-SAME:    %[[X:.*]]: tensor<?xf32>, %[[N:.*]]: index
// CHECK-DAG:     %[[D:.*]] = tensor.dim %[[X]], %c0 : tensor<?xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NOT:     cf.assert
// CHECK-NOT:     arith.maxsi
// CHECK:         return %[[N]], %[[D]], %[[D]], %[[C0]] : index, index, index, index
func.func @sizes_compared(%x: tensor<?xf32>, %n: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %zf = arith.constant 0.0 : f64
  %m = arith.constant -2 : i64
  %e = tensor.expand_shape %x [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %de = tensor.dim %e, %c0 : tensor<?x4xf32>
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %d64 = arith.index_cast %d : index to i64
  %c4 = arith.constant 4 : i64
  %shape = tensor.from_elements %c4, %d64 : tensor<2xi64>
  %r = tensor.reshape %x(%shape) : (tensor<?xf32>, tensor<2xi64>) -> tensor<4x?xf32>
  %dr = tensor.dim %r, %c1 : tensor<4x?xf32>
  %ge = arith.cmpi sge, %d64, %z : i64
  cf.assert %ge, "a size is >= 0"
  %gt = arith.cmpi sgt, %d64, %m : i64
  cf.assert %gt, "a size is > -2"
  %lt = arith.cmpi slt, %d64, %z : i64
  %t = arith.constant true
  %nlt = arith.xori %lt, %t : i1
  cf.assert %nlt, "a size is not < 0"
  %f = arith.sitofp %d64 : i64 to f64
  %fge = arith.cmpf oge, %f, %zf : f64
  cf.assert %fge, "a size is >= 0.0"
  %back = arith.index_cast %d64 : i64 to index
  %max = arith.maxsi %back, %c0 : index
  %min = arith.minsi %d, %c0 : index
  return %de, %dr, %max, %min : index, index, index, index
}

// What a size does not decide stays: a signed compare of an arbitrary integer with 0, a size
// against a positive constant, an index narrowed to i32 and back.
// CHECK-LABEL: func.func @not_decided(
// CHECK:         arith.cmpi sge, %arg1, %{{.*}} : i64
// CHECK:         arith.cmpi sge, %{{.*}}, %{{.*}} : i64
// CHECK:         arith.index_cast %{{.*}} : i32 to index
func.func @not_decided(%x: tensor<?xf32>, %i: i64) -> (i1, i1, index) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  %two = arith.constant 2 : i64
  %a = arith.cmpi sge, %i, %z : i64
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %d64 = arith.index_cast %d : index to i64
  %b = arith.cmpi sge, %d64, %two : i64
  %d32 = arith.index_cast %d : index to i32
  %back = arith.index_cast %d32 : i32 to index
  return %a, %b, %back : i1, i1, index
}

// A dim a pad leaves alone is its source's; a padded one is not.
// CHECK-LABEL: func.func @pad_dims(
// CHECK:         %[[P:.*]] = tensor.pad
// CHECK:         %[[D0:.*]] = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK:         %[[D1:.*]] = tensor.dim %[[P]], %c1 : tensor<?x?xf32>
// CHECK:         return %[[D0]], %[[D1]] : index, index
func.func @pad_dims(%x: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %p, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %p, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}
