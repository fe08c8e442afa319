// RUN: tmlir-opt %s -p strip-debuginfo --mlir-print-debuginfo | filecheck %s
// RUN: tmlir-opt %s --mlir-print-debuginfo | filecheck %s --check-prefix=KEEP

// CHECK:      func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// CHECK-NEXT:   %0 = "test.op"(%arg0) : (i32) -> i32 loc(unknown)
// CHECK-NEXT:   return %0 : i32 loc(unknown)
// CHECK-NEXT: } loc(unknown)
// KEEP:       "test.op"(%arg0) : (i32) -> i32 loc("named"("{{.*}}strip-debuginfo.mlir":{{[0-9]+}}:{{[0-9]+}}))
func.func @f(%a: i32) -> i32 {
  %0 = "test.op"(%a) : (i32) -> i32 loc("named"("strip-debuginfo.mlir":12:8))
  return %0 : i32
}
