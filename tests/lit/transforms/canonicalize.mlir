// RUN: tmlir-opt %s -p canonicalize | filecheck %s
// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=4 top-down=false}))' | filecheck %s

// Folders run to a fixed point; constants are materialized once at the top of the function.
// CHECK-LABEL: func.func @fold_chain(
// CHECK-NEXT:    %[[C:.*]] = arith.constant 9 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @fold_chain(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %c3 : i32
  %2 = arith.addi %1, %a : i32
  %c0 = arith.constant 0 : i32
  %3 = arith.addi %2, %c0 : i32
  return %3 : i32
}

// Dead pure ops disappear; equal constants are deduplicated and hoisted out of regions.
// CHECK-LABEL: func.func @dedup(
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[R:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %[[X:.*]] = arith.muli %arg0, %[[C]] : i32
// CHECK-NEXT:      scf.yield %[[X]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[C]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @dedup(%a: i32, %c: i1) -> i32 {
  %dead = arith.addi %a, %a : i32
  %r = scf.if %c -> (i32) {
    %c7 = arith.constant 7 : i32
    %0 = arith.muli %a, %c7 : i32
    scf.yield %0 : i32
  } else {
    %c7b = arith.constant 7 : i32
    scf.yield %c7b : i32
  }
  return %r : i32
}

// Unreachable blocks are erased.
// CHECK-LABEL: func.func @unreachable(
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @unreachable(%a: i32) -> i32 {
  return %a : i32
^bb1:
  %0 = arith.addi %a, %a : i32
  cf.br ^bb1
}
