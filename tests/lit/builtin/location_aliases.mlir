// RUN: tmlir-opt %s --mlir-print-debuginfo | filecheck %s
// RUN: tmlir-opt %s --mlir-print-debuginfo --mlir-print-op-generic | tmlir-opt --mlir-print-debuginfo | filecheck %s

// mlir-opt's --mlir-print-debuginfo output, with #loc aliases defined before and after their uses
// (here as mlir's Python bindings print it), reads back; tmlir prints the locations inline.

// CHECK:      module {
// CHECK-NEXT:   "test.op"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg":1:1)):
// CHECK-NEXT:     "test.term"(%arg0) : (i32) -> () loc(fused["a":1:1, callsite("b":2:2 at "c":3:3)])
// CHECK-NEXT:   }) : () -> () loc("outer"("f.py":1:2))
// CHECK-NEXT:   "test.op"() : () -> () loc(fused<"meta">["a":1:1, "n"])
// CHECK-NEXT: } loc("-":0:0)

#loc2 = loc("arg":1:1)
module {
  "test.op"() ({
  ^bb0(%arg0: i32 loc("arg":1:1)):
    "test.term"(%arg0) : (i32) -> () loc(#loc10)
  }) : () -> () loc(#loc7)
  "test.op"() : () -> () loc(#loc9)
} loc(#loc)
#loc = loc("-":0:0)
#loc1 = loc("f.py":1:2)
#loc3 = loc("a":1:1)
#loc4 = loc("b":2:2)
#loc5 = loc("c":3:3)
#loc6 = loc("n")
#loc7 = loc("outer"(#loc1))
#loc8 = loc(callsite(#loc4 at #loc5))
#loc9 = loc(fused<"meta">[#loc3, #loc6])
#loc10 = loc(fused[#loc3, #loc8])

