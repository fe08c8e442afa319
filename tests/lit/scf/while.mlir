// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @whiles(%arg0: i32, %arg1: f32, %arg2: i1) -> i32 {
func.func @whiles(%n: i32, %x: f32, %c: i1) -> i32 {
  // CHECK-NEXT:  %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
  // CHECK-NEXT:    %2 = arith.cmpi slt, %arg3, %arg3 : i32
  // CHECK-NEXT:    scf.condition(%2) %arg3 : i32
  // CHECK-NEXT:  } do {
  // CHECK-NEXT:  ^bb0(%arg3: i32):
  // CHECK-NEXT:    %2 = arith.addi %arg3, %arg3 : i32
  // CHECK-NEXT:    scf.yield %2 : i32
  // CHECK-NEXT:  }
  // GENERIC:      "scf.while"(%{{.*}}) ({
  // GENERIC-NEXT: ^bb0(%[[A:.*]]: i32):
  // GENERIC-NEXT:   %[[C:.*]] = "arith.cmpi"(%[[A]], %[[A]])
  // GENERIC-NEXT:   "scf.condition"(%[[C]], %[[A]]) : (i1, i32) -> ()
  // GENERIC-NEXT: }, {
  // GENERIC-NEXT: ^bb0(%[[B:.*]]: i32):
  %w = scf.while (%a = %n) : (i32) -> i32 {
    %k = arith.cmpi slt, %a, %a : i32
    scf.condition(%k) %a : i32
  } do {
  ^bb0(%b: i32):
    %nx = arith.addi %b, %b : i32
    scf.yield %nx : i32
  }
  // Results may differ from the loop-carried values.
  // CHECK-NEXT:  %1:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (i32, f32) -> (f32, i32) {
  // CHECK-NEXT:    scf.condition(%arg2) {why} %arg4, %arg3 : f32, i32
  // CHECK-NEXT:  } do {
  // CHECK-NEXT:  ^bb0(%arg3: f32, %arg4: i32):
  // CHECK-NEXT:    scf.yield %arg4, %arg3 : i32, f32
  // CHECK-NEXT:  } attributes {tag}
  %w2:2 = scf.while (%a1 = %n, %a2 = %x) : (i32, f32) -> (f32, i32) {
    scf.condition(%c) {why} %a2, %a1 : f32, i32
  } do {
  ^bb0(%b1: f32, %b2: i32):
    scf.yield %b2, %b1 : i32, f32
  } attributes {tag}
  // CHECK-NEXT:  scf.while : () -> () {
  // CHECK-NEXT:    scf.condition(%arg2)
  // CHECK-NEXT:  } do {
  // CHECK-NEXT:    scf.yield
  // CHECK-NEXT:  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %w : i32
}
