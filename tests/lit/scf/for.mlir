// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> f32 {
func.func @loops(%lb: index, %ub: index, %st: index, %init: f32, %n: i32) -> f32 {
  // The empty scf.yield is implicit in the custom form and explicit in the generic form.
  // CHECK-NEXT:  scf.for %arg5 = %arg0 to %arg1 step %arg2 {
  // CHECK-NEXT:    %3 = arith.addi %arg5, %arg5 : index
  // CHECK-NEXT:  }
  // GENERIC:      "scf.for"(%arg0, %arg1, %arg2) ({
  // GENERIC-NEXT: ^bb0(%[[IV:.*]]: index):
  // GENERIC-NEXT:   "arith.addi"(%[[IV]], %[[IV]])
  // GENERIC-NEXT:   "scf.yield"() : () -> ()
  // GENERIC-NEXT: }) : (index, index, index) -> ()
  scf.for %i = %lb to %ub step %st {
    %z = arith.addi %i, %i : index
  }
  // CHECK-NEXT:  %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
  // CHECK-NEXT:    %3 = arith.addf %arg6, %arg6 : f32
  // CHECK-NEXT:    scf.yield %3 : f32
  // CHECK-NEXT:  }
  // GENERIC:  "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %a = arith.addf %acc, %acc : f32
    scf.yield %a : f32
  }
  // Non-index induction variable: upstream prints two spaces before the colon.
  // CHECK-NEXT:  scf.for %arg5 = %arg4 to %arg4 step %arg4  : i32 {
  // CHECK-NEXT:  }
  scf.for %i = %n to %n step %n : i32 {
  }
  // CHECK-NEXT:  %1 = scf.for unsigned %arg5 = %arg4 to %arg4 step %arg4 iter_args(%arg6 = %0) -> (f32)  : i32 {
  // CHECK-NEXT:    scf.yield %arg6 : f32
  // CHECK-NEXT:  } {tag}
  // GENERIC: <{unsignedCmp}>
  %r2 = scf.for unsigned %i = %n to %n step %n iter_args(%a = %r) -> (f32) : i32 {
    scf.yield %a : f32
  } {tag}
  // CHECK-NEXT:  %2:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %1, %arg7 = %arg3) -> (f32, f32) {
  // CHECK-NEXT:    %3 = scf.for %arg8 = %arg0 to %arg1 step %arg2 iter_args(%arg9 = %arg6) -> (f32) {
  // CHECK-NEXT:      %4 = arith.mulf %arg9, %arg7 : f32
  // CHECK-NEXT:      scf.yield %4 : f32
  // CHECK-NEXT:    }
  // CHECK-NEXT:    scf.yield %3, %arg7 : f32, f32
  // CHECK-NEXT:  }
  %r3:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %r2, %b = %init) -> (f32, f32) {
    %in = scf.for %j = %lb to %ub step %st iter_args(%c = %a) -> (f32) {
      %m = arith.mulf %c, %b : f32
      scf.yield %m : f32
    }
    scf.yield %in, %b : f32, f32
  }
  // CHECK-NEXT:  return %2#0 : f32
  return %r3#0 : f32
}
