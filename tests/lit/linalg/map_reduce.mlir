// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @map
func.func @map(%a: tensor<2x3xf32>, %i: tensor<2x3xi32>) -> tensor<2x3xf32> {
  // A body that is one op on the inputs prints in the short form.
  // CHECK-NEXT: %mapped = linalg.map { arith.mulf } ins(%arg0, %arg0 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>)
  // GENERIC:      "linalg.map"(%{{.*}}, %{{.*}}, %{{.*}}) ({
  // GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
  // GENERIC-NEXT:   %[[M:.*]] = "arith.mulf"(%[[X]], %[[Y]]) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  // GENERIC-NEXT:   "linalg.yield"(%[[M]]) : (f32) -> ()
  // GENERIC-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = linalg.map ins(%a, %a : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a : tensor<2x3xf32>)
    (%x: f32, %y: f32, %init: f32) {
      %m = arith.mulf %x, %y : f32
      linalg.yield %m : f32
    }
  // CHECK-NEXT: %mapped_0 = linalg.map ins(%mapped, %arg0 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) {tag}
  // CHECK-NEXT:   (%in: f32, %in_3: f32, %init: f32) {
  // CHECK-NEXT:     %0 = arith.mulf %in_3, %in : f32
  // CHECK-NEXT:     linalg.yield %0 : f32
  // CHECK-NEXT:   }
  %1 = linalg.map ins(%0, %a : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) {tag}
    (%x: f32, %y: f32, %init: f32) {
      %m = arith.mulf %y, %x : f32
      linalg.yield %m : f32
    }
  // CHECK-NEXT: %mapped_1 = linalg.map { arith.addi {overflowFlags = #arith.overflow<nsw>} } ins(%arg1, %arg1 : tensor<2x3xi32>, tensor<2x3xi32>) outs(%arg1 : tensor<2x3xi32>)
  %2 = linalg.map { arith.addi {overflowFlags = #arith.overflow<nsw>} } ins(%i, %i : tensor<2x3xi32>, tensor<2x3xi32>) outs(%i : tensor<2x3xi32>)
  // CHECK-NEXT: %mapped_2 = linalg.map { math.absf } ins(%mapped_0 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>)
  // GENERIC: "math.absf"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %3 = linalg.map { math.absf } ins(%1 : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>)
  return %3 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @reduce
func.func @reduce(%a: tensor<4x?xf32>, %r: tensor<4xf32>, %ai: tensor<4x?xi32>, %ri: tensor<4xi32>) -> tensor<4xf32> {
  // The short form gives the payload (init, in).
  // CHECK-NEXT: %reduced = linalg.reduce { arith.maximumf } ins(%arg0 : tensor<4x?xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [1]
  // GENERIC:      "linalg.reduce"(%{{.*}}, %{{.*}}) <{dimensions = array<i64: 1>}> ({
  // GENERIC-NEXT: ^bb0(%[[IN:.*]]: f32, %[[INIT:.*]]: f32):
  // GENERIC-NEXT:   "arith.maximumf"(%[[INIT]], %[[IN]])
  %0 = linalg.reduce { arith.maximumf } ins(%a : tensor<4x?xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  // CHECK-NEXT: %reduced_0:2 = linalg.reduce ins(%arg0, %arg2 : tensor<4x?xf32>, tensor<4x?xi32>) outs(%reduced, %arg3 : tensor<4xf32>, tensor<4xi32>) dimensions = [1]  {tag}
  // CHECK-NEXT:   (%in: f32, %in_1: i32, %init: f32, %init_2: i32) {
  // CHECK-NEXT:     %0 = arith.addf %init, %in : f32
  // CHECK-NEXT:     %1 = arith.addi %init_2, %in_1 : i32
  // CHECK-NEXT:     linalg.yield %0, %1 : f32, i32
  // CHECK-NEXT:   }
  // GENERIC: "linalg.reduce"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{dimensions = array<i64: 1>}> ({
  %1:2 = linalg.reduce ins(%a, %ai : tensor<4x?xf32>, tensor<4x?xi32>) outs(%0, %ri : tensor<4xf32>, tensor<4xi32>) dimensions = [1] {tag}
    (%x: f32, %y: i32, %acc: f32, %acc2: i32) {
      %s = arith.addf %acc, %x : f32
      %t = arith.addi %acc2, %y : i32
      linalg.yield %s, %t : f32, i32
    }
  return %1#0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @transpose_broadcast
func.func @transpose_broadcast(%a: tensor<2x?xf32>, %t: tensor<?x2xf32>, %v: memref<3xf32>, %b: memref<5x3x7xf32>) -> tensor<?x2xf32> {
  // CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<2x?xf32>) outs(%arg1 : tensor<?x2xf32>) permutation = [1, 0]
  // GENERIC:      "linalg.transpose"(%{{.*}}, %{{.*}}) <{permutation = array<i64: 1, 0>}> ({
  // GENERIC-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
  // GENERIC-NEXT:   "linalg.yield"(%[[IN]]) : (f32) -> ()
  %0 = linalg.transpose ins(%a : tensor<2x?xf32>) outs(%t : tensor<?x2xf32>) permutation = [1, 0]
  // CHECK-NEXT: linalg.broadcast ins(%arg2 : memref<3xf32>) outs(%arg3 : memref<5x3x7xf32>) dimensions = [0, 2]  {tag}
  // GENERIC: "linalg.broadcast"(%{{.*}}, %{{.*}}) <{dimensions = array<i64: 0, 2>}> ({
  // GENERIC: }) {tag} : (memref<3xf32>, memref<5x3x7xf32>) -> ()
  linalg.broadcast ins(%v : memref<3xf32>) outs(%b : memref<5x3x7xf32>) dimensions = [0, 2] {tag}
  return %0 : tensor<?x2xf32>
}
