// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s

// arith.constant forms and result names: %c0, %c42, %c-1, %c-1_i32, %true, %false, %cst, ...

// CHECK-LABEL: func.func @constants(
// CHECK-SAME: ) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c42 = arith.constant 42 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c5_i8 = arith.constant 5 : i8
// CHECK-NEXT: %c1099511627776_i64 = arith.constant 1099511627776 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_6 = arith.constant 3.14159274 : f32
// CHECK-NEXT: %cst_7 = arith.constant 1.500000e+00 : bf16
// CHECK-NEXT: %cst_8 = arith.constant 6.550400e+04 : f16
// CHECK-NEXT: %cst_9 = arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK-NEXT: %cst_11 = arith.constant dense<{{\[\[}}true, false], [false, true]]> : tensor<2x2xi1>
// CHECK-NEXT: %cst_12 = arith.constant dense<-7> : vector<4xi16>
// CHECK-NEXT: %c3_i16 = arith.constant {tag = "x"} 3 : i16
// CHECK-NEXT: %cst_13 = arith.constant dense<[1.500000e+00, -2.000000e+00]> : vector<2xf64>
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @constants() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 42 : index
  %2 = arith.constant -1 : index
  %3 = arith.constant 0 : index
  %4 = arith.constant -1 : i32
  %5 = arith.constant 5 : i8
  %6 = arith.constant 1099511627776 : i64
  %7 = arith.constant true
  %8 = arith.constant false
  %9 = arith.constant 1 : i1
  %10 = arith.constant 1.0 : f32
  %11 = arith.constant -0.0 : f64
  %12 = arith.constant 0.1 : f32
  %13 = arith.constant 0x7FC00000 : f32
  %14 = arith.constant 0xFF800000 : f32
  %15 = arith.constant 3.14159274 : f32
  %16 = arith.constant 1.5 : bf16
  %17 = arith.constant 65504.0 : f16
  %18 = arith.constant dense<1.0> : tensor<2xf32>
  %19 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %20 = arith.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  %21 = arith.constant dense<-7> : vector<4xi16>
  %22 = arith.constant {tag = "x"} 3 : i16
  %23 = arith.constant dense<[1.5, -2.0]> : vector<2xf64>
  %24 = arith.constant 7
  return
}
