// RUN: tmlir-opt %s --split-input-file --verify-diagnostics

func.func @assert_not_i1(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.assert %a, "no"
  return
}

// -----

func.func @br_operand_count(%a: i32) {
  // expected-error @+1 {{'cf.br' branch has 0 operands for successor #0, but the target block has 1}}
  cf.br ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @br_operand_type(%a: i32) {
  // expected-error @+1 {{type mismatch for successor #0 operand #0: i32 passed to a block argument of type f32}}
  cf.br ^bb1(%a : i32)
^bb1(%x: f32):
  return
}

// -----

func.func @cond_br_condition(%a: i32) {
  // expected-error @+1 {{'cf.cond_br' condition must be i1, got i32}}
  "cf.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_weights(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' expects 2 branch weights, got 3}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 1, 2, 3>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @undefined_block(%c: i1) {
  // expected-error @+1 {{reference to an undefined block '^bb7'}}
  cf.cond_br %c, ^bb1, ^bb7
^bb1:
  return
}

// -----

func.func @switch_case_count(%f: i32) {
  // expected-error @+1 {{number of case values (1) should match number of case destinations (2)}}
  "cf.switch"(%f)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_type(%f: i32) {
  // expected-error @+1 {{case value type i64 does not match the flag type i32}}
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_syntax(%f: i32) {
  cf.switch %f : i32, [
    // expected-error @+1 {{expected 'default', found '1'}}
    1: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @not_last(%c: i1) {
  // expected-error @+1 {{'cf.br' must be the last operation in its block}}
  cf.br ^bb1
  return
^bb1:
  return
}
