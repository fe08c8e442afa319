// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// Generic-form input as upstream reads it: default-valued properties (fastmath, overflowFlags) are
// filled in, inherent attributes written in the attribute dictionary become properties, and flag
// attributes are printed canonically. CHECK lines are upstream's custom and generic prints.

// CHECK-LABEL: func.func @generic_input(
// CHECK-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %2 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %3 = arith.cmpf oeq, %arg1, %arg1 : f32
// CHECK-NEXT: %4 = arith.addf %arg1, %arg1 fastmath<fast> {tag} : f32
// CHECK-NEXT: %5 = arith.mulf %arg1, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %6 = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>
// CHECK-NEXT: %7 = math.exp %arg2 : tensor<2xf32>
// CHECK-NEXT: %8 = arith.truncf %arg1 toward_zero : f32 to f16
// CHECK-NEXT: %9 = arith.extui %arg0 nneg : i32 to i64
// CHECK-NEXT: %10 = arith.divsi %arg0, %arg0 exact : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: %11 = arith.select %3, %arg2, %arg2 : tensor<2xf32>
// CHECK-NEXT: return
// GENERIC: ^bb0(
// GENERIC-NEXT: %0 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %2 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC-NEXT: %3 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %4 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<fast>}> {tag} : (f32, f32) -> f32
// GENERIC-NEXT: %5 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC-NEXT: %6 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %7 = "arith.constant"() <{value = dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// GENERIC-NEXT: %8 = "math.exp"(%arg2) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf32>) -> tensor<2xf32>
// GENERIC-NEXT: %9 = "arith.truncf"(%arg1) <{roundingmode = 3 : i32}> : (f32) -> f16
// GENERIC-NEXT: %10 = "arith.extui"(%arg0) <{nonNeg}> : (i32) -> i64
// GENERIC-NEXT: %11 = "arith.divsi"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT: %12:2 = "arith.addui_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT: %13 = "arith.select"(%3, %arg2, %arg2) : (i1, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// GENERIC-NEXT: "func.return"() : () -> ()

"func.func"() <{function_type = (i32, f32, tensor<2xf32>) -> (), sym_name = "generic_input"}> ({
^bb0(%a: i32, %x: f32, %t: tensor<2xf32>):
  %0 = "arith.addf"(%x, %x) : (f32, f32) -> f32
  %1 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %2 = "arith.trunci"(%a) : (i32) -> i8
  %3 = "arith.cmpf"(%x, %x) {predicate = 1 : i64} : (f32, f32) -> i1
  %4 = "arith.addf"(%x, %x) {fastmath = #arith.fastmath<fast>, tag} : (f32, f32) -> f32
  %5 = "arith.mulf"(%x, %x) <{fastmath = #arith.fastmath<ninf, nnan>}> : (f32, f32) -> f32
  %6 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw,nsw>}> : (i32, i32) -> i32
  %7 = "arith.constant"() <{value = dense<[1.0, 2.5]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %8 = "math.exp"(%t) : (tensor<2xf32>) -> tensor<2xf32>
  %9 = "arith.truncf"(%x) <{roundingmode = 3 : i32}> : (f32) -> f16
  %10 = "arith.extui"(%a) <{nonNeg}> : (i32) -> i64
  %11 = "arith.divsi"(%a, %a) <{isExact}> : (i32, i32) -> i32
  %12:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i1)
  %13 = "arith.select"(%3, %t, %t) : (i1, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  "func.return"() : () -> ()
}) : () -> ()
