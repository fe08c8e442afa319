// RUN: tmlir-opt %s -p canonicalize | filecheck %s

// arith and math folders through the canonicalizer; CHECK lines are upstream MLIR's canonicalize output.

// CHECK-LABEL: func.func @addi_wraps_i8(
// CHECK-SAME: ) -> i8 {
// CHECK-NEXT: %c-56_i8 = arith.constant -56 : i8
// CHECK-NEXT: return %c-56_i8 : i8
// CHECK-NEXT: }
func.func @addi_wraps_i8() -> i8 {
  %a = arith.constant 100 : i8
  %r = arith.addi %a, %a : i8
  return %r : i8
}

// CHECK-LABEL: func.func @floordivsi(
// CHECK-SAME: ) -> i32 {
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: return %c-4_i32 : i32
// CHECK-NEXT: }
func.func @floordivsi() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ceildivsi(
// CHECK-SAME: ) -> i32 {
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: return %c-3_i32 : i32
// CHECK-NEXT: }
func.func @ceildivsi() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @remsi(
// CHECK-SAME: ) -> i32 {
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: return %c-1_i32 : i32
// CHECK-NEXT: }
func.func @remsi() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.remsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @shrsi(
// CHECK-SAME: ) -> i32 {
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: return %c-2_i32 : i32
// CHECK-NEXT: }
func.func @shrsi() -> i32 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.shrsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @muli_index(
// CHECK-SAME: ) -> index {
// CHECK-NEXT: %c-64 = arith.constant -64 : index
// CHECK-NEXT: return %c-64 : index
// CHECK-NEXT: }
func.func @muli_index() -> index {
  %a = arith.constant -1 : index
  %b = arith.constant 64 : index
  %r = arith.muli %a, %b : index
  return %r : index
}

// CHECK-LABEL: func.func @cmpi_unsigned(
// CHECK-SAME: ) -> i1 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
// CHECK-NEXT: }
func.func @cmpi_unsigned() -> i1 {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r = arith.cmpi ugt, %a, %b : i32
  return %r : i1
}

// CHECK-LABEL: func.func @divsi_by_zero_kept(
// CHECK-SAME: ) -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.divsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @divsi_by_zero_kept() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 0 : i32
  %r = arith.divsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @trunci(
// CHECK-SAME: ) -> i8 {
// CHECK-NEXT: %c-7_i8 = arith.constant -7 : i8
// CHECK-NEXT: return %c-7_i8 : i8
// CHECK-NEXT: }
func.func @trunci() -> i8 {
  %a = arith.constant -7 : i32
  %r = arith.trunci %a : i32 to i8
  return %r : i8
}

// CHECK-LABEL: func.func @extui(
// CHECK-SAME: ) -> i64 {
// CHECK-NEXT: %c4294967291_i64 = arith.constant 4294967291 : i64
// CHECK-NEXT: return %c4294967291_i64 : i64
// CHECK-NEXT: }
func.func @extui() -> i64 {
  %a = arith.constant -5 : i32
  %r = arith.extui %a : i32 to i64
  return %r : i64
}

// CHECK-LABEL: func.func @sitofp(
// CHECK-SAME: ) -> f32 {
// CHECK-NEXT: %cst = arith.constant -5.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
func.func @sitofp() -> f32 {
  %a = arith.constant -5 : i32
  %r = arith.sitofp %a : i32 to f32
  return %r : f32
}

// CHECK-LABEL: func.func @fptosi(
// CHECK-SAME: ) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: return %c2_i32 : i32
// CHECK-NEXT: }
func.func @fptosi() -> i32 {
  %a = arith.constant 2.5 : f32
  %r = arith.fptosi %a : f32 to i32
  return %r : i32
}

// CHECK-LABEL: func.func @truncf_exact(
// CHECK-SAME: ) -> f16 {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: return %cst : f16
// CHECK-NEXT: }
func.func @truncf_exact() -> f16 {
  %a = arith.constant 2.5 : f32
  %r = arith.truncf %a : f32 to f16
  return %r : f16
}

// CHECK-LABEL: func.func @truncf_inexact_kept(
// CHECK-SAME: ) -> f16 {
// CHECK-NEXT: %cst = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %0 = arith.truncf %cst : f32 to f16
// CHECK-NEXT: return %0 : f16
// CHECK-NEXT: }
func.func @truncf_inexact_kept() -> f16 {
  %a = arith.constant 0.1 : f32
  %r = arith.truncf %a : f32 to f16
  return %r : f16
}

// CHECK-LABEL: func.func @addi_zero(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @addi_zero(%x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r = arith.addi %x, %z : i32
  return %r : i32
}

// CHECK-LABEL: func.func @muli_one_left(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @muli_one_left(%x: i32) -> i32 {
  %o = arith.constant 1 : i32
  %r = arith.muli %o, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @subi_self(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
func.func @subi_self(%x: i32) -> i32 {
  %r = arith.subi %x, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @andi_all_ones(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @andi_all_ones(%x: i32) -> i32 {
  %m = arith.constant -1 : i32
  %r = arith.andi %x, %m : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ori_all_ones(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: return %c-1_i32 : i32
// CHECK-NEXT: }
func.func @ori_all_ones(%x: i32) -> i32 {
  %m = arith.constant -1 : i32
  %r = arith.ori %x, %m : i32
  return %r : i32
}

// CHECK-LABEL: func.func @divui_self(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
func.func @divui_self(%x: i32) -> i32 {
  %r = arith.divui %x, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @sub_then_add(
// CHECK-SAME: %arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @sub_then_add(%x: i32, %y: i32) -> i32 {
  %s = arith.subi %x, %y : i32
  %r = arith.addi %s, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @addf_neg_zero(
// CHECK-SAME: %arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @addf_neg_zero(%x: f32) -> f32 {
  %z = arith.constant -0.0 : f32
  %r = arith.addf %x, %z : f32
  return %r : f32
}

// CHECK-LABEL: func.func @addf_pos_zero_kept(
// CHECK-SAME: %arg0: f32) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @addf_pos_zero_kept(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.addf %x, %z : f32
  return %r : f32
}

// CHECK-LABEL: func.func @divf_one(
// CHECK-SAME: %arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @divf_one(%x: f32) -> f32 {
  %o = arith.constant 1.0 : f32
  %r = arith.divf %x, %o : f32
  return %r : f32
}

// CHECK-LABEL: func.func @addf_rounds(
// CHECK-SAME: ) -> f32 {
// CHECK-NEXT: %cst = arith.constant 3.000000e-01 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
func.func @addf_rounds() -> f32 {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @subf_inf_inf(
// CHECK-SAME: ) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
func.func @subf_inf_inf() -> f32 {
  %a = arith.constant 0x7F800000 : f32
  %r = arith.subf %a, %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @addf_f16_overflow(
// CHECK-SAME: ) -> f16 {
// CHECK-NEXT: %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT: return %cst : f16
// CHECK-NEXT: }
func.func @addf_f16_overflow() -> f16 {
  %a = arith.constant 65504.0 : f16
  %r = arith.addf %a, %a : f16
  return %r : f16
}

// CHECK-LABEL: func.func @cmpf_nan(
// CHECK-SAME: %arg0: f32) -> i1 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
// CHECK-NEXT: }
func.func @cmpf_nan(%x: f32) -> i1 {
  %n = arith.constant 0x7FC00000 : f32
  %r = arith.cmpf uno, %x, %n : f32
  return %r : i1
}

// CHECK-LABEL: func.func @maximumf_nan(
// CHECK-SAME: ) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
func.func @maximumf_nan() -> f32 {
  %a = arith.constant 0.1 : f32
  %n = arith.constant 0x7FC00000 : f32
  %r = arith.maximumf %n, %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minnumf_nan(
// CHECK-SAME: %arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @minnumf_nan(%x: f32) -> f32 {
  %n = arith.constant 0x7FC00000 : f32
  %r = arith.minnumf %x, %n : f32
  return %r : f32
}

// CHECK-LABEL: func.func @select_true(
// CHECK-SAME: %arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @select_true(%x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %r = arith.select %t, %x, %y : f32
  return %r : f32
}

// CHECK-LABEL: func.func @select_same(
// CHECK-SAME: %arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
func.func @select_same(%c: i1, %x: f32) -> f32 {
  %r = arith.select %c, %x, %x : f32
  return %r : f32
}

// CHECK-LABEL: func.func @negf_negf(
// CHECK-SAME: %arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @negf_negf(%x: f32) -> f32 {
  %n = arith.negf %x : f32
  %r = arith.negf %n : f32
  return %r : f32
}

// CHECK-LABEL: func.func @dense_muli(
// CHECK-SAME: ) -> tensor<3xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[4, 0, -15]> : tensor<3xi32>
// CHECK-NEXT: return %cst : tensor<3xi32>
// CHECK-NEXT: }
func.func @dense_muli() -> tensor<3xi32> {
  %a = arith.constant dense<[1, 2, -3]> : tensor<3xi32>
  %b = arith.constant dense<[4, 0, 5]> : tensor<3xi32>
  %r = arith.muli %a, %b : tensor<3xi32>
  return %r : tensor<3xi32>
}

// CHECK-LABEL: func.func @dense_cmpi(
// CHECK-SAME: ) -> tensor<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<[true, false, true]> : tensor<3xi1>
// CHECK-NEXT: return %cst : tensor<3xi1>
// CHECK-NEXT: }
func.func @dense_cmpi() -> tensor<3xi1> {
  %a = arith.constant dense<[1, 2, -3]> : tensor<3xi32>
  %b = arith.constant dense<[4, 0, 5]> : tensor<3xi32>
  %r = arith.cmpi slt, %a, %b : tensor<3xi32>
  return %r : tensor<3xi1>
}

// CHECK-LABEL: func.func @dense_sitofp(
// CHECK-SAME: ) -> tensor<3xf32> {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, -3.000000e+00]> : tensor<3xf32>
// CHECK-NEXT: return %cst : tensor<3xf32>
// CHECK-NEXT: }
func.func @dense_sitofp() -> tensor<3xf32> {
  %a = arith.constant dense<[1, 2, -3]> : tensor<3xi32>
  %r = arith.sitofp %a : tensor<3xi32> to tensor<3xf32>
  return %r : tensor<3xf32>
}

// CHECK-LABEL: func.func @dense_add_zero(
// CHECK-SAME: %arg0: tensor<3xi32>) -> tensor<3xi32> {
// CHECK-NEXT: return %arg0 : tensor<3xi32>
// CHECK-NEXT: }
func.func @dense_add_zero(%v: tensor<3xi32>) -> tensor<3xi32> {
  %z = arith.constant dense<0> : tensor<3xi32>
  %r = arith.addi %v, %z : tensor<3xi32>
  return %r : tensor<3xi32>
}

// CHECK-LABEL: func.func @math_exp(
// CHECK-SAME: ) -> f32 {
// CHECK-NEXT: %cst = arith.constant 2.71828175 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
func.func @math_exp() -> f32 {
  %a = arith.constant 1.0 : f32
  %r = math.exp %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @math_sqrt_f64(
// CHECK-SAME: ) -> f64 {
// CHECK-NEXT: %cst = arith.constant 1.4142135623730951 : f64
// CHECK-NEXT: return %cst : f64
// CHECK-NEXT: }
func.func @math_sqrt_f64() -> f64 {
  %a = arith.constant 2.0 : f64
  %r = math.sqrt %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @math_sqrt_negative_kept(
// CHECK-SAME: ) -> f64 {
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f64
// CHECK-NEXT: %0 = math.sqrt %cst : f64
// CHECK-NEXT: return %0 : f64
// CHECK-NEXT: }
func.func @math_sqrt_negative_kept() -> f64 {
  %a = arith.constant -2.0 : f64
  %r = math.sqrt %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @math_ctlz(
// CHECK-SAME: ) -> i32 {
// CHECK-NEXT: %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT: return %c30_i32 : i32
// CHECK-NEXT: }
func.func @math_ctlz() -> i32 {
  %a = arith.constant 2 : i32
  %r = math.ctlz %a : i32
  return %r : i32
}

// CHECK-LABEL: func.func @math_isnan(
// CHECK-SAME: ) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
func.func @math_isnan() -> i1 {
  %a = arith.constant 1.0 : f32
  %r = math.isnan %a : f32
  return %r : i1
}

// CHECK-LABEL: func.func @math_floor_dense(
// CHECK-SAME: ) -> tensor<2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, -3.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: return %cst : tensor<2xf32>
// CHECK-NEXT: }
func.func @math_floor_dense() -> tensor<2xf32> {
  %a = arith.constant dense<[1.5, -2.5]> : tensor<2xf32>
  %r = math.floor %a : tensor<2xf32>
  return %r : tensor<2xf32>
}

// CHECK-LABEL: func.func @math_ipowi(
// CHECK-SAME: ) -> i8 {
// CHECK-NEXT: %c-13_i8 = arith.constant -13 : i8
// CHECK-NEXT: return %c-13_i8 : i8
// CHECK-NEXT: }
func.func @math_ipowi() -> i8 {
  %a = arith.constant 3 : i8
  %b = arith.constant 5 : i8
  %r = math.ipowi %a, %b : i8
  return %r : i8
}
