// RUN: tmlir-opt %s -p 'func.func(canonicalize)' | filecheck %s

// A constant condition inlines the taken branch.
// CHECK-LABEL: func.func @constant_condition(
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @constant_condition(%a: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// Both branches yield the same outer value; an i1 yielding true/false is the condition; the
// emptied if without side effects goes.
// CHECK-LABEL: func.func @same_yields(
// CHECK-NOT:     scf.if
// CHECK:         return %arg1, %arg0 : i32, i1
func.func @same_yields(%c: i1, %a: i32) -> (i32, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %r:2 = scf.if %c -> (i32, i1) {
    scf.yield %a, %t : i32, i1
  } else {
    scf.yield %a, %f : i32, i1
  }
  return %r#0, %r#1 : i32, i1
}

// false/true is the negation; an if holding an assert stays.
// CHECK-LABEL: func.func @negated_and_kept(
// CHECK:         %[[N:.*]] = arith.xori %arg0, %true : i1
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      cf.assert %arg1, "must hold"
// CHECK:         return %[[N]] : i1
func.func @negated_and_kept(%c: i1, %d: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = scf.if %c -> (i1) {
    scf.yield %f : i1
  } else {
    scf.yield %t : i1
  }
  scf.if %c {
    cf.assert %d, "must hold"
  }
  return %r : i1
}
