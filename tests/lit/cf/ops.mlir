// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s

// cf branches and switches; block comments list predecessors as upstream does.

// CHECK-LABEL: func.func @branches(
// CHECK-SAME: %arg0: i32, %arg1: i1, %arg2: f32) -> i32 {
// CHECK-NEXT: cf.assert %arg1, "must hold \22quoted\22\0A"
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%0, %arg2 : i32, f32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3(%arg0, %arg2 : i32, f32),
// CHECK-NEXT: 42: ^bb4,
// CHECK-NEXT: -3: ^bb3(%arg0, %arg2 : i32, f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3(%1: i32, %2: f32):  // 3 preds: ^bb1, ^bb2, ^bb2
// CHECK-NEXT: cf.cond_br %arg1, ^bb4, ^bb4 {tag}
// CHECK-NEXT: ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb3
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb5]
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: cf.cond_br %arg1 weights([3, 5]), ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: cf.br ^bb7 {tag}
// CHECK-NEXT: ^bb7:  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT: cf.switch %arg1 : i1, [
// CHECK-NEXT: default: ^bb8,
// CHECK-NEXT: 0: ^bb8,
// CHECK-NEXT: -1: ^bb9
// CHECK-NEXT: ] {bar}
// CHECK-NEXT: ^bb8:  // 2 preds: ^bb7, ^bb7
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: ^bb9:  // pred: ^bb7
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @branches(%a: i32, %c: i1, %x: f32) -> i32 {
  cf.assert %c, "must hold \"quoted\"\n"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%v: i32):
  cf.br ^bb3(%v, %x : i32, f32)
^bb2:
  cf.switch %a : i32, [
    default: ^bb3(%a, %x : i32, f32),
    42: ^bb4,
    -3: ^bb3(%a, %x : i32, f32)
  ]
^bb3(%w: i32, %y: f32):
  cf.cond_br %c, ^bb4, ^bb4 {tag}
^bb4:
  cf.switch %a : i32, [
    default: ^bb5
  ]
^bb5:
  cf.cond_br %c weights([3, 5]), ^bb6, ^bb7
^bb6:
  cf.br ^bb7 {tag}
^bb7:
  cf.switch %c : i1, [default: ^bb8, 0: ^bb8, 1: ^bb9] {bar}
^bb8:
  return %a : i32
^bb9:
  return %a : i32
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
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb4
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: ^bb4:  // no predecessors
// CHECK-NEXT: cf.br ^bb3
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
^bb4:
  cf.br ^bb3
}

// CHECK-LABEL: func.func @switch_i64(
// CHECK-SAME: %arg0: i64) {
// CHECK-NEXT: cf.switch %arg0 : i64, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 9223372036854775807: ^bb1,
// CHECK-NEXT: -9223372036854775808: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_i64(%f: i64) {
  cf.switch %f : i64, [
    default: ^bb1,
    9223372036854775807: ^bb1,
    -9223372036854775808: ^bb1
  ]
^bb1:
  return
}
