// RUN: tmlir-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'ml_program.global' @i: an immutable global must have an initial value}}
ml_program.global private @i : tensor<4xf32>

// -----

ml_program.global private @k(dense<1.0> : tensor<4xf32>) : tensor<4xf32>
func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{cannot store to an immutable global @k}}
  ml_program.global_store @k = %a : tensor<4xf32>
  return
}

// -----

ml_program.global private mutable @m(dense<1.0> : tensor<4xf32>) : tensor<4xf32>
func.func @f() -> tensor<2xf32> {
  // expected-error @+1 {{cannot load from global typed 'tensor<4xf32>' as 'tensor<2xf32>'}}
  %0 = ml_program.global_load @m : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

ml_program.global private mutable @m(dense<1.0> : tensor<4xf32>) : tensor<4xf32>
func.func @f() -> tensor<4xf32> {
  // expected-error @+1 {{cannot load as const from mutable global @m}}
  %0 = ml_program.global_load_const @m : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f() -> tensor<4xf32> {
  // expected-error @+1 {{undefined global: @nope}}
  %0 = ml_program.global_load @nope : tensor<4xf32>
  return %0 : tensor<4xf32>
}
