// RUN: tmlir-opt %s -p 'inline{default-pipeline=}' | filecheck %s
// RUN: tmlir-opt %s -p inline | filecheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    %[[L:.*]] = "test.leaf"(%arg0) : (i32) -> i32
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[L]], %[[C0]] : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[T:.*]] = "test.then"(%[[S]]) : (i32) -> i32
// CHECK-NEXT:    cf.br ^bb3(%[[T]] : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb3(%[[S]] : i32)
// CHECK-NEXT:  ^bb3(%[[P:.*]]: i32):
// CHECK-NEXT:    %[[R:.*]] = call @rec(%[[P]]) : (i32) -> i32
// CHECK-NEXT:    %[[K:.*]] = call @keep(%[[R]]) {no_inline} : (i32) -> i32
// CHECK-NEXT:    return %[[K]] : i32
// CHECK-NEXT:  }
// Recursive and no_inline callees stay; inlined private callees are erased.
// CHECK-NOT:   @single
// CHECK-NOT:   @leaf
// CHECK-NOT:   @multi
// CHECK-LABEL: func.func private @rec(
// CHECK:         call @rec
// CHECK-LABEL: func.func private @keep(

// With the default pipeline (canonicalize) the inlined `+ 0` folds away.
// CANON-LABEL: func.func @caller(
// CANON-NEXT:    %[[L:.*]] = "test.leaf"(%arg0) : (i32) -> i32
// CANON-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2

func.func @caller(%a: i32, %c: i1) -> i32 {
  %0 = call @single(%a) : (i32) -> i32
  %1 = call @multi(%0, %c) : (i32, i1) -> i32
  %2 = call @rec(%1) : (i32) -> i32
  %3 = call @keep(%2) {no_inline} : (i32) -> i32
  return %3 : i32
}
func.func private @single(%x: i32) -> i32 {
  %0 = call @leaf(%x) : (i32) -> i32
  %c0 = arith.constant 0 : i32
  %1 = arith.addi %0, %c0 : i32
  return %1 : i32
}
func.func private @leaf(%x: i32) -> i32 {
  %0 = "test.leaf"(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @multi(%x: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = "test.then"(%x) : (i32) -> i32
  return %0 : i32
^bb2:
  return %x : i32
}
func.func private @rec(%x: i32) -> i32 {
  %0 = call @rec(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @keep(%x: i32) -> i32 {
  return %x : i32
}
