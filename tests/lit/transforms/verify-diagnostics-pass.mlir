// RUN: tmlir-opt %s --verify-diagnostics --split-input-file --pass-pipeline='builtin.module(func.func(symbol-dce))'
// RUN: tmlir-opt %s --verify-diagnostics --split-input-file -p 'func.func(inline)' | filecheck %s --allow-empty --check-prefix=EMPTY

// Errors raised while running a pipeline carry the location of the op they are about.

// expected-error @+1 {{cannot run on 'func.func'}}
func.func @first() {
  return
}

// -----

"test.before"() : () -> ()
// expected-error @below {{cannot run on 'func.func' (it runs on symbol tables such as builtin.module)}}
func.func @second() {
  return
}

// No IR is printed: every chunk failed as expected.
// EMPTY-NOT: func.func
