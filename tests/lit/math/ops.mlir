// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s

// Every math op in the custom form upstream MLIR prints (CHECK lines are upstream's output).

// CHECK-LABEL: func.func @float_unary(
// CHECK-SAME: %arg0: f32, %arg1: tensor<4xf64>, %arg2: vector<2xf16>) {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.acos %arg0 : f32
// CHECK-NEXT: %2 = math.acosh %arg0 : f32
// CHECK-NEXT: %3 = math.asin %arg0 : f32
// CHECK-NEXT: %4 = math.asinh %arg0 : f32
// CHECK-NEXT: %5 = math.atan %arg0 : f32
// CHECK-NEXT: %6 = math.atanh %arg0 : f32
// CHECK-NEXT: %7 = math.cbrt %arg0 : f32
// CHECK-NEXT: %8 = math.ceil %arg0 : f32
// CHECK-NEXT: %9 = math.cos %arg0 : f32
// CHECK-NEXT: %10 = math.cosh %arg0 : f32
// CHECK-NEXT: %11 = math.erf %arg0 : f32
// CHECK-NEXT: %12 = math.erfc %arg0 : f32
// CHECK-NEXT: %13 = math.exp %arg0 fastmath<fast> : f32
// CHECK-NEXT: %14 = math.exp2 %arg0 : f32
// CHECK-NEXT: %15 = math.expm1 %arg0 : f32
// CHECK-NEXT: %16 = math.floor %arg0 : f32
// CHECK-NEXT: %17 = math.log %arg1 : tensor<4xf64>
// CHECK-NEXT: %18 = math.log10 %arg0 : f32
// CHECK-NEXT: %19 = math.log1p %arg0 : f32
// CHECK-NEXT: %20 = math.log2 %arg0 : f32
// CHECK-NEXT: %21 = math.round %arg0 : f32
// CHECK-NEXT: %22 = math.roundeven %arg0 : f32
// CHECK-NEXT: %23 = math.rsqrt %arg0 fastmath<afn> : f32
// CHECK-NEXT: %24 = math.sin %arg0 : f32
// CHECK-NEXT: %25 = math.sinh %arg0 : f32
// CHECK-NEXT: %26 = math.sqrt %arg2 : vector<2xf16>
// CHECK-NEXT: %27 = math.tan %arg0 : f32
// CHECK-NEXT: %28 = math.tanh %arg0 {tag} : f32
// CHECK-NEXT: %29 = math.trunc %arg0 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_unary(%x: f32, %t: tensor<4xf64>, %v: vector<2xf16>) {
  %0 = math.absf %x : f32
  %1 = math.acos %x : f32
  %2 = math.acosh %x : f32
  %3 = math.asin %x : f32
  %4 = math.asinh %x : f32
  %5 = math.atan %x : f32
  %6 = math.atanh %x : f32
  %7 = math.cbrt %x : f32
  %8 = math.ceil %x : f32
  %9 = math.cos %x : f32
  %10 = math.cosh %x : f32
  %11 = math.erf %x : f32
  %12 = math.erfc %x : f32
  %13 = math.exp %x fastmath<fast> : f32
  %14 = math.exp2 %x : f32
  %15 = math.expm1 %x : f32
  %16 = math.floor %x : f32
  %17 = math.log %t : tensor<4xf64>
  %18 = math.log10 %x : f32
  %19 = math.log1p %x : f32
  %20 = math.log2 %x : f32
  %21 = math.round %x : f32
  %22 = math.roundeven %x : f32
  %23 = math.rsqrt %x fastmath<afn> : f32
  %24 = math.sin %x : f32
  %25 = math.sinh %x : f32
  %26 = math.sqrt %v : vector<2xf16>
  %27 = math.tan %x : f32
  %28 = math.tanh %x {tag} : f32
  %29 = math.trunc %x : f32
  return
}

// CHECK-LABEL: func.func @binary_and_others(
// CHECK-SAME: %arg0: f32, %arg1: f32, %arg2: i32, %arg3: tensor<2xf32>, %arg4: tensor<2xi64>) {
// CHECK-NEXT: %0 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT: %1 = math.copysign %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %2 = math.powf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = math.fpowi %arg0, %arg2 : f32, i32
// CHECK-NEXT: %4 = math.fpowi %arg3, %arg4 fastmath<fast> : tensor<2xf32>, tensor<2xi64>
// CHECK-NEXT: %5 = math.ipowi %arg2, %arg2 : i32
// CHECK-NEXT: %6 = math.fma %arg0, %arg1, %arg0 : f32
// CHECK-NEXT: %7 = math.fma %arg0, %arg1, %arg0 downward fastmath<contract> : f32
// CHECK-NEXT: %8 = math.isnan %arg0 : f32
// CHECK-NEXT: %9 = math.isinf %arg3 : tensor<2xf32>
// CHECK-NEXT: %10 = math.isfinite %arg0 fastmath<fast> : f32
// CHECK-NEXT: %11 = math.isnormal %arg0 : f32
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %12 = math.clampf %arg0 to [%arg1, %arg1] : f32
// CHECK-NEXT: %13 = math.clampf %arg0 to [%arg1, %arg1] fastmath<nnan> : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @binary_and_others(%x: f32, %y: f32, %a: i32, %t: tensor<2xf32>, %n: tensor<2xi64>) {
  %0 = math.atan2 %x, %y : f32
  %1 = math.copysign %x, %y fastmath<nnan> : f32
  %2 = math.powf %x, %y : f32
  %3 = math.fpowi %x, %a : f32, i32
  %4 = math.fpowi %t, %n fastmath<fast> : tensor<2xf32>, tensor<2xi64>
  %5 = math.ipowi %a, %a : i32
  %6 = math.fma %x, %y, %x : f32
  %7 = math.fma %x, %y, %x downward fastmath<contract> : f32
  %8 = math.isnan %x : f32
  %9 = math.isinf %t : tensor<2xf32>
  %10 = math.isfinite %x fastmath<fast> : f32
  %11 = math.isnormal %x : f32
  %sin, %cos = math.sincos %x : f32
  %12 = math.clampf %x to [%y, %y] : f32
  %13 = math.clampf %x to [%y, %y] fastmath<nnan> : f32
  return
}

// CHECK-LABEL: func.func @int_ops(
// CHECK-SAME: %arg0: i32, %arg1: vector<4xi8>) {
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.ctlz %arg0 : i32
// CHECK-NEXT: %2 = math.cttz %arg1 : vector<4xi8>
// CHECK-NEXT: %3 = math.ctpop %arg0 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_ops(%a: i32, %v: vector<4xi8>) {
  %0 = math.absi %a : i32
  %1 = math.ctlz %a : i32
  %2 = math.cttz %v : vector<4xi8>
  %3 = math.ctpop %a : i32
  return
}
