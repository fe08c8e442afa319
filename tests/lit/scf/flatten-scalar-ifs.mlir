// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(scf-flatten-scalar-ifs))' | filecheck %s
// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(scf-flatten-scalar-ifs,propagate-asserted-equalities,canonicalize,cse))' | filecheck %s --check-prefix=FOLD

// A broadcast check of two sizes: the nest becomes straight-line code, the asserts keep their
// messages and hold under the branch conditions, the results are selects.
// CHECK-LABEL: func.func @broadcast(
// CHECK-NOT:     scf.if
// CHECK:         %[[A1:.*]] = arith.cmpi eq, %arg0, %c1_i64 : i64
// CHECK:         %[[B1:.*]] = arith.cmpi eq, %arg1, %c1_i64 : i64
// CHECK:         %[[EQ:.*]] = arith.cmpi eq, %arg0, %arg1 : i64
// CHECK:         %[[IN:.*]] = arith.select %[[B1]], %true, %[[EQ]] : i1
// CHECK:         %[[OK:.*]] = arith.ori %[[A1]], %{{.*}} : i1
// CHECK:         cf.assert %[[OK]], "shapes cannot be broadcast together"
// CHECK:         %[[R:.*]] = arith.select %[[A1]], %arg1, %arg0 : i64
// CHECK:         return %[[R]] : i64
func.func @broadcast(%a: i64, %b: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %t = arith.constant true
  %f = arith.constant false
  %a1 = arith.cmpi eq, %a, %c1 : i64
  %r = scf.if %a1 -> (i64) {
    scf.yield %b : i64
  } else {
    %b1 = arith.cmpi eq, %b, %c1 : i64
    %ok = scf.if %b1 -> (i1) {
      scf.yield %t : i1
    } else {
      %eq = arith.cmpi eq, %a, %b : i64
      scf.yield %eq : i1
    }
    scf.if %ok {
    } else {
      cf.assert %f, "shapes cannot be broadcast together"
    }
    scf.yield %a : i64
  }
  return %r : i64
}

// An if computing something unsafe to run unconditionally (a division) stays.
// CHECK-LABEL: func.func @kept(
// CHECK:         scf.if
func.func @kept(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = scf.if %c -> (i64) {
    %q = arith.divsi %a, %b : i64
    scf.yield %q : i64
  } else {
    scf.yield %a : i64
  }
  return %r : i64
}

// Two sizes asserted equal at the entry: later checks between them fold away.
// FOLD-LABEL: func.func @asserted(
// FOLD:         %[[DA:.*]] = tensor.dim %arg0, %c0 : tensor<?xf32>
// FOLD:         %[[DB:.*]] = tensor.dim %arg1, %c0 : tensor<?xf32>
// FOLD:         cf.assert %{{.*}}, "equal inputs"
// FOLD-NOT:     cf.assert
// FOLD:         return %[[DA]], %[[DA]] : index, index
func.func @asserted(%x: tensor<?xf32>, %y: tensor<?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i64
  %da = tensor.dim %x, %c0 : tensor<?xf32>
  %db = tensor.dim %y, %c0 : tensor<?xf32>
  %a = arith.index_cast %da : index to i64
  %b = arith.index_cast %db : index to i64
  %eq = arith.cmpi eq, %a, %b : i64
  cf.assert %eq, "equal inputs"
  %a1 = arith.cmpi eq, %a, %c1 : i64
  %r = scf.if %a1 -> (i64) {
    scf.yield %b : i64
  } else {
    %b1 = arith.cmpi eq, %b, %c1 : i64
    %e2 = arith.cmpi eq, %a, %b : i64
    %ok = arith.ori %b1, %e2 : i1
    cf.assert %ok, "shapes cannot be broadcast together"
    scf.yield %a : i64
  }
  return %da, %db : index, index
}
