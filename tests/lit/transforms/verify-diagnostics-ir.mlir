// RUN: tmlir-opt %s --verify-diagnostics --split-input-file | filecheck %s
// RUN: tmlir-opt %s --verify-diagnostics --split-input-file -p cse | filecheck %s

// Parse and verifier errors are matched against expected-error comments, chunk by chunk;
// the chunks without errors are printed.

func.func @bad_return(%x: i32) {
  // expected-error @+1 {{'func.return' returns (i32) but @bad_return has result types ()}}
  return %x : i32
}

// -----

// expected-error @below {{use of undeclared SSA value name '%nope'}}
"test.use"(%nope) : (i32) -> ()

// -----

func.func @unknown_op() {
  bogus.op  // expected-error {{custom op 'bogus.op' is unknown}}
  return
}

// -----

// CHECK-LABEL: func.func @fine(
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[A]] : i32
func.func @fine(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @dominance(%a: i32) -> i32 {
  // expected-error @+1 {{does not dominate this use}}
  %0 = arith.addi %1, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}
