// RUN: tmlir-opt %s --split-input-file --verify-diagnostics

func.func @for_yield(%i: index, %x: f32) {
  // expected-error @+1 {{body yields () but the op expects (f32)}}
  %0 = scf.for %k = %i to %i step %i iter_args(%a = %x) -> (f32) {
  }
  return
}

// -----

func.func @for_syntax(%i: index) {
  // expected-error @+1 {{expected 'step'}}
  scf.for %k = %i to %i {
  }
  return
}

// -----

func.func @if_no_else(%c: i1, %x: f32) {
  // expected-error @+1 {{must have an else region when it defines values}}
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_no_condition(%x: f32) {
  // expected-error @+1 {{before region must end with scf.condition}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @switch_dup(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  // expected-error @+1 {{duplicate case value: 1}}
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @forall_rank(%n: index) {
  // expected-error @+1 {{scf.forall has 2 induction variable(s) but 1 upper bounds}}
  scf.forall (%a, %b) in (%n) {
  }
  return
}
