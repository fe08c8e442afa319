// RUN: tmlir-opt %s -p canonicalize | filecheck %s

// cf canonicalization patterns through the canonicalizer; CHECK lines are upstream MLIR's canonicalize output.

// CHECK-LABEL: func.func @const_cond(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @const_cond(%a: i32) -> i32 {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.cond_br %t, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  %c = arith.constant 0 : i32
  return %c : i32
}

// CHECK-LABEL: func.func @identical_successors(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @identical_successors(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// CHECK-LABEL: func.func @pass_through(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.assert %arg0, "kept"
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %c0_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.assert %c, "kept"
  cf.cond_br %c weights([1, 99]), ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  %z = arith.constant 0 : i32
  cf.br ^bb3(%z : i32)
^bb3(%x: i32):
  return %x : i32
}

// CHECK-LABEL: func.func @switches(
// CHECK-SAME: %arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
func.func @switches(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb1(%b : i32),
    3: ^bb2
  ]
^bb1(%x: i32):
  %k = arith.constant 42 : i32
  cf.switch %k : i32, [
    default: ^bb3(%x : i32),
    42: ^bb2
  ]
^bb2:
  return %b : i32
^bb3(%y: i32):
  return %y : i32
}

// CHECK-LABEL: func.func @loop(
// CHECK-SAME: %arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi sge, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb3, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^bb3, ^bb2
^bb2:
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next : index)
^bb3:
  return %i : index
}
