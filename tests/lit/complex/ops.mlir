// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s

// The complex ops tmlir emits, in the custom form upstream MLIR prints.

// CHECK-LABEL: func.func @arith(
// CHECK-SAME: %arg0: complex<f32>, %arg1: complex<f32>) {
// CHECK-NEXT: %0 = complex.add %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %1 = complex.sub %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %2 = complex.mul %arg0, %arg1 fastmath<nnan,ninf> : complex<f32>
// CHECK-NEXT: %3 = complex.div %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %4 = complex.pow %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %5 = complex.atan2 %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %6 = complex.eq %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %7 = complex.neq %arg0, %arg1 : complex<f32>
// CHECK-NEXT: return
func.func @arith(%a: complex<f32>, %b: complex<f32>) {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b : complex<f32>
  %2 = complex.mul %a, %b fastmath<nnan,ninf> : complex<f32>
  %3 = complex.div %a, %b : complex<f32>
  %4 = complex.pow %a, %b : complex<f32>
  %5 = complex.atan2 %a, %b : complex<f32>
  %6 = complex.eq %a, %b : complex<f32>
  %7 = complex.neq %a, %b : complex<f32>
  return
}

// CHECK-LABEL: func.func @unary(
// CHECK-SAME: %arg0: complex<f64>) {
// CHECK-NEXT: %0 = complex.neg %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.conj %arg0 : complex<f64>
// CHECK-NEXT: %2 = complex.exp %arg0 fastmath<fast> : complex<f64>
// CHECK-NEXT: %3 = complex.expm1 %arg0 : complex<f64>
// CHECK-NEXT: %4 = complex.log %arg0 : complex<f64>
// CHECK-NEXT: %5 = complex.log1p %arg0 : complex<f64>
// CHECK-NEXT: %6 = complex.sqrt %arg0 : complex<f64>
// CHECK-NEXT: %7 = complex.rsqrt %arg0 : complex<f64>
// CHECK-NEXT: %8 = complex.sin %arg0 : complex<f64>
// CHECK-NEXT: %9 = complex.cos %arg0 : complex<f64>
// CHECK-NEXT: %10 = complex.tan %arg0 : complex<f64>
// CHECK-NEXT: %11 = complex.tanh %arg0 : complex<f64>
// CHECK-NEXT: %12 = complex.sign %arg0 : complex<f64>
// CHECK-NEXT: return
func.func @unary(%z: complex<f64>) {
  %0 = complex.neg %z : complex<f64>
  %1 = complex.conj %z : complex<f64>
  %2 = complex.exp %z fastmath<fast> : complex<f64>
  %3 = complex.expm1 %z : complex<f64>
  %4 = complex.log %z : complex<f64>
  %5 = complex.log1p %z : complex<f64>
  %6 = complex.sqrt %z : complex<f64>
  %7 = complex.rsqrt %z : complex<f64>
  %8 = complex.sin %z : complex<f64>
  %9 = complex.cos %z : complex<f64>
  %10 = complex.tan %z : complex<f64>
  %11 = complex.tanh %z : complex<f64>
  %12 = complex.sign %z : complex<f64>
  return
}

// CHECK-LABEL: func.func @parts(
// CHECK-SAME: %arg0: complex<f32>, %arg1: f32) -> complex<f32> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %2 = complex.abs %arg0 : complex<f32>
// CHECK-NEXT: %3 = complex.angle %arg0 fastmath<nnan> : complex<f32>
// CHECK-NEXT: %4 = arith.addf %0, %1 : f32
// CHECK-NEXT: %5 = complex.create %4, %arg1 : complex<f32>
// CHECK-NEXT: %6 = complex.constant [1.000000e+00 : f32, -2.500000e+00 : f32] : complex<f32>
// CHECK-NEXT: %7 = complex.add %5, %6 : complex<f32>
// CHECK-NEXT: return %7 : complex<f32>
func.func @parts(%z: complex<f32>, %x: f32) -> complex<f32> {
  %0 = complex.re %z : complex<f32>
  %1 = complex.im %z : complex<f32>
  %2 = complex.abs %z : complex<f32>
  %3 = complex.angle %z fastmath<nnan> : complex<f32>
  %4 = arith.addf %0, %1 : f32
  %5 = complex.create %4, %x : complex<f32>
  %6 = complex.constant [1.0 : f32, -2.5 : f32] : complex<f32>
  %7 = complex.add %5, %6 : complex<f32>
  return %7 : complex<f32>
}
