// RUN: tmlir-opt %s --split-input-file --verify-diagnostics

func.func @add_of_float(%a: f32) {
  // expected-error @+1 {{'complex.add' operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = complex.add %a, %a : f32
  return
}

// -----

func.func @add_of_int_complex(%a: complex<i32>) {
  // expected-error @+1 {{'complex.add' operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.add %a, %a : complex<i32>
  return
}

// -----

func.func @abs_result(%z: complex<f32>) {
  // expected-error @+1 {{'complex.abs' result must have type f32, got f64}}
  %0 = "complex.abs"(%z) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f64
  return
}

// -----

func.func @create_parts(%x: f64) {
  // expected-error @+1 {{'complex.create' operand #0 must have the complex element type f32, got f64}}
  %0 = "complex.create"(%x, %x) : (f64, f64) -> complex<f32>
  return
}

// -----

func.func @eq_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.eq' result must be i1, got i8}}
  %0 = "complex.eq"(%a, %a) : (complex<f32>, complex<f32>) -> i8
  return
}

// -----

func.func @constant_type() {
  // expected-error @+1 {{'complex.constant' requires attribute's element types (f64, f64) to match the element type of the op's return type (f32)}}
  %0 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f32>
  return
}

// -----

func.func @constant_arity() {
  // expected-error @+1 {{'complex.constant' expects a value [re : fN, im : fN]}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}
