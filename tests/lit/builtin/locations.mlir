// RUN: tmlir-opt %s --mlir-print-debuginfo | filecheck %s
// RUN: tmlir-opt %s --mlir-print-debuginfo --mlir-print-op-generic | tmlir-opt --mlir-print-debuginfo | filecheck %s

// Locations with --mlir-print-debuginfo. tmlir prints them inline (upstream's --mlir-print-local-scope
// form) where mlir-opt would print #loc aliases; fused locations are simplified as upstream does,
// and location aliases may be used before they are defined.

// CHECK:      module {
// CHECK-NEXT:   "test.op"() : () -> () loc(unknown)
// CHECK-NEXT:   "test.op"() : () -> () loc("file.py":3:4)
// CHECK-NEXT:   "test.op"() : () -> () loc("file.py":5:0)
// CHECK-NEXT:   "test.op"() : () -> () loc("range.py":1:2 to 3:4)
// CHECK-NEXT:   "test.op"() : () -> () loc("range.py":1:2 to :9)
// CHECK-NEXT:   "test.op"() : () -> () loc("range.py":1:2)
// CHECK-NEXT:   "test.op"() : () -> () loc("name")
// CHECK-NEXT:   "test.op"() : () -> () loc("outer"("inner"("f.py":1:2)))
// CHECK-NEXT:   "test.op"() : () -> () loc(callsite("callee.py":1:2 at "caller.py":3:4))
// CHECK-NEXT:   "test.op"() : () -> () loc(callsite("a"("x":1:1) at callsite("y":2:2 at "z":3:3)))
// CHECK-NEXT:   "test.op"() : () -> () loc(fused["a":1:1, "b":2:2])
// CHECK-NEXT:   "test.op"() : () -> () loc(fused<"meta">["a":1:1, "n"])
// CHECK-NEXT:   "test.op"() : () -> () loc(fused<{k = 1 : i64}>["a":1:1])
// CHECK-NEXT:   "test.op"() : () -> () loc(unknown)
// CHECK-NEXT:   "test.op"() : () -> () loc("a":1:1)
// CHECK-NEXT:   "test.op"() : () -> () loc("a":1:1)
// CHECK-NEXT:   "test.op"() : () -> () loc(fused["a":1:1, "b":1:1, "c":1:1])
// CHECK-NEXT:   "test.op"() : () -> () loc(fused<"m">[unknown])
// CHECK-NEXT:   "test.op"() : () -> () loc("early.py":1:1)
// CHECK-NEXT:   "test.op"() : () -> () loc("later.py":9:9)
// CHECK-NEXT:   "test.op"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg":1:1), %arg1: f32 loc("later.py":9:9)):
// CHECK-NEXT:     "test.term"() : () -> () loc(unknown)
// CHECK-NEXT:   }) : () -> () loc("weird \22file\22.py":0:0)
// CHECK-NEXT: } loc("{{.*}}":0:0)

#early = loc("early.py":1:1)
#later_unused = loc("never":1:1)
"test.op"() : () -> () loc(unknown)
"test.op"() : () -> () loc("file.py":3:4)
"test.op"() : () -> () loc("file.py":5)
"test.op"() : () -> () loc("range.py":1:2 to 3:4)
"test.op"() : () -> () loc("range.py":1:2 to :9)
"test.op"() : () -> () loc("range.py":1:2 to 1:2)
"test.op"() : () -> () loc("name")
"test.op"() : () -> () loc("outer"("inner"("f.py":1:2)))
"test.op"() : () -> () loc(callsite("callee.py":1:2 at "caller.py":3:4))
"test.op"() : () -> () loc(callsite("a"("x":1:1) at callsite("y":2:2 at "z":3:3)))
"test.op"() : () -> () loc(fused["a":1:1, "b":2:2])
"test.op"() : () -> () loc(fused<"meta">["a":1:1, "n"])
"test.op"() : () -> () loc(fused<{k = 1}>["a":1:1])
"test.op"() : () -> () loc(fused[])
"test.op"() : () -> () loc(fused["a":1:1])
"test.op"() : () -> () loc(fused["a":1:1, "a":1:1, unknown])
"test.op"() : () -> () loc(fused["a":1:1, fused["b":1:1, "c":1:1]])
"test.op"() : () -> () loc(fused<"m">[])
"test.op"() : () -> () loc(#early)
"test.op"() : () -> () loc(#later)
"test.op"() ({
^bb0(%a: i32 loc("arg":1:1), %b: f32 loc(#later)):
  "test.term"() : () -> () loc(unknown)
}) : () -> () loc("weird \"file\".py":0:0)
#later = loc("later.py":9:9)
