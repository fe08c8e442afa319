// RUN: tmlir-opt %s --split-input-file --verify-diagnostics

func.func @exp_of_int(%a: i32) {
  // expected-error @+1 {{'math.exp' operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.exp %a : i32
  return
}

// -----

func.func @absi_of_float(%x: f32) {
  // expected-error @+1 {{'math.absi' operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %x : f32
  return
}

// -----

func.func @fpowi_float_exponent(%x: f32) {
  // expected-error @+1 {{'math.fpowi' expects a float base and an integer exponent, got f32 and f32}}
  %0 = math.fpowi %x, %x : f32, f32
  return
}

// -----

func.func @isnan_result(%x: f32) {
  // expected-error @+1 {{'math.isnan' result must have type i1, got f32}}
  %0 = "math.isnan"(%x) : (f32) -> f32
  return
}

// -----

func.func @clampf_bounds(%x: f32) {
  // expected-error @+1 {{expected ',', found ']'}}
  %0 = math.clampf %x to [%x] : f32
  return
}

// -----

func.func @bad_fastmath(%x: f32) {
  // expected-error @+1 {{unknown fastmath flag 'fastest'}}
  %0 = math.sqrt %x fastmath<fastest> : f32
  return
}
