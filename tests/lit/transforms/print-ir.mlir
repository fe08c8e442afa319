// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --print-ir-after-all -o /dev/null 2>&1 | filecheck %s
// RUN: tmlir-opt %s -p 'func.func(cse),symbol-dce' --print-ir-after=symbol-dce -o /dev/null 2>&1 | filecheck %s --check-prefix=ONE
// RUN: tmlir-opt %s -p 'func.func(cse),symbol-dce' --timing -o /dev/null 2>&1 | filecheck %s --check-prefix=TIME

// CHECK:      // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @f(
// CHECK:      // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func private @g(
// CHECK:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func private @g(
// CHECK:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module {
// CHECK-NOT:  @g

// ONE-NOT:    IR Dump After CSE
// ONE:        // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// ONE-NEXT:   module {

// TIME:       Pass execution timing report
// TIME:       Total Execution Time: {{[0-9.]+}} seconds
// TIME:       ----Wall Time----  ----Name----
// TIME-NEXT:  {{[0-9.]+}} ({{ *[0-9.]+}}%)  'func.func' Pipeline
// TIME-NEXT:  {{[0-9.]+}} ({{ *[0-9.]+}}%)    CSE
// TIME-NEXT:  {{[0-9.]+}} ({{ *[0-9.]+}}%)    (verifier)
// TIME-NEXT:  {{[0-9.]+}} ({{ *[0-9.]+}}%)  SymbolDCE
// TIME-NEXT:  {{[0-9.]+}} ({{ *[0-9.]+}}%)  (verifier)
// TIME-NEXT:  {{[0-9.]+}} ({{ *[0-9.]+}}%)  Rest
// TIME-NEXT:  {{[0-9.]+}} (100.0%)  Total
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func private @g() {
  return
}
