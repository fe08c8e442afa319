// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @ifs(%arg0: i1, %arg1: f32, %arg2: index) -> f32 {
func.func @ifs(%c: i1, %x: f32, %i: index) -> f32 {
  // No results, no else: the else region stays empty.
  // CHECK-NEXT:  scf.if %arg0 {
  // CHECK-NEXT:    %2 = arith.addi %arg2, %arg2 : index
  // CHECK-NEXT:  }
  // GENERIC:      "scf.if"(%{{.*}}) ({
  // GENERIC-NEXT:   "arith.addi"
  // GENERIC-NEXT:   "scf.yield"() : () -> ()
  // GENERIC-NEXT: }, {
  // GENERIC-NEXT: }) : (i1) -> ()
  scf.if %c {
    %z = arith.addi %i, %i : index
  }
  // An explicitly written empty else region is kept (with its implicit terminator).
  // CHECK-NEXT:  scf.if %arg0 {
  // CHECK-NEXT:  } else {
  // CHECK-NEXT:  } {tag}
  // GENERIC:      "scf.if"(%{{.*}}) ({
  // GENERIC-NEXT:   "scf.yield"() : () -> ()
  // GENERIC-NEXT: }, {
  // GENERIC-NEXT:   "scf.yield"() : () -> ()
  // GENERIC-NEXT: }) {tag} : (i1) -> ()
  scf.if %c {
  } else {
  } {tag}
  // CHECK-NEXT:  %0 = scf.if %arg0 -> (f32) {
  // CHECK-NEXT:    scf.yield %arg1 : f32
  // CHECK-NEXT:  } else {
  // CHECK-NEXT:    %2 = arith.negf %arg1 : f32
  // CHECK-NEXT:    scf.yield %2 : f32
  // CHECK-NEXT:  }
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %n = arith.negf %x : f32
    scf.yield %n : f32
  }
  // CHECK-NEXT:  %1:2 = scf.if %arg0 -> (f32, index) {
  // CHECK-NEXT:    scf.yield %0, %arg2 : f32, index
  // CHECK-NEXT:  } else {
  // CHECK-NEXT:    scf.yield %arg1, %arg2 : f32, index
  // CHECK-NEXT:  }
  // GENERIC: : (i1) -> (f32, index)
  %p:2 = scf.if %c -> (f32, index) {
    scf.yield %r, %i : f32, index
  } else {
    scf.yield %x, %i : f32, index
  }
  // CHECK-NEXT: return %1#0 : f32
  return %p#0 : f32
}
