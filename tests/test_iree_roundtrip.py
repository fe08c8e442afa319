"""tmlir text against upstream MLIR (IREE 3.13's bundled parser and verifier), snippet by snippet.

For each snippet (written for this project, in the forms upstream prints):
  1. tmlir parses it and prints it (custom form) and in generic form;
  2. IREE parses tmlir's text and verifies it;
  3. IREE's own custom print, parsed by tmlir and reprinted, equals tmlir's first print
     (the same module, read back from upstream's text);
  4. IREE's custom print equals tmlir's print up to the names of affine-map aliases;
  5. IREE's generic print, parsed by tmlir and printed generically, equals IREE's generic text.
tosa and stablehlo ops print in upstream's custom forms too (tmlir/ir/dialects/tosa_asm.py and
stablehlo_asm.py list the ops that stay generic: tosa's control flow and variable ops, and some
rarer stablehlo ops; upstream itself prints stablehlo's gather, scatter, sort, reduce_window, if,
case and map generically); the snippets write those generically.
"""
import re

import pytest

from tmlir.ir import parse_module

from iree.compiler import ir  # required test dependency (the test extra): no skip

SNIPPETS = {}


def snippet(name, text):
    SNIPPETS[name] = text


# --- func / builtin --------------------------------------------------------------------------
snippet("func_call_decl", """
func.func private @callee(tensor<?xf32>, i64) -> (tensor<?xf32>, i1)
func.func @caller(%a: tensor<?xf32>, %n: i64) -> tensor<?xf32> {
  %0:2 = func.call @callee(%a, %n) : (tensor<?xf32>, i64) -> (tensor<?xf32>, i1)
  return %0#0 : tensor<?xf32>
}""")
snippet("module_attrs", """
module @m attributes {torch.debug_module_name = "Net", x.y = [1, 2]} {
  func.func @f(%a: tensor<2xf32> {x.arg = 1 : i64}) -> (tensor<2xf32> {x.res}) attributes {llvm.emit_c_interface} {
    return %a : tensor<2xf32>
  }
}""")
snippet("unrealized_cast", """
func.func @f(%a: tensor<2xf32>) -> tensor<?xf32> {
  %0 = builtin.unrealized_conversion_cast %a : tensor<2xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}""")

# --- arith / math ----------------------------------------------------------------------------
snippet("arith_constants", """
func.func @f() -> (index, i32, f32, f64, i1, tensor<2x2xf32>, tensor<3xi64>) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant -7 : i32
  %f = arith.constant 1.5 : f32
  %d = arith.constant 0.1 : f64
  %t = arith.constant true
  %s = arith.constant dense<0.0> : tensor<2x2xf32>
  %v = arith.constant dense<[1, -2, 3]> : tensor<3xi64>
  return %c0, %c7, %f, %d, %t, %s, %v : index, i32, f32, f64, i1, tensor<2x2xf32>, tensor<3xi64>
}""")
snippet("arith_int_ops", """
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.remui %3, %b : i32
  %5 = arith.andi %4, %a : i32
  %6 = arith.shli %5, %b : i32
  %7 = arith.maxsi %6, %a : i32
  return %7 : i32
}""")
snippet("arith_float_ops", """
func.func @f(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.mulf %0, %b : f32
  %2 = arith.divf %1, %a : f32
  %3 = arith.maximumf %2, %a : f32
  %4 = arith.negf %3 : f32
  return %4 : f32
}""")
snippet("arith_cmp_select_casts", """
func.func @f(%a: i32, %b: i32, %x: f16, %t: tensor<4xf32>, %u: tensor<4xf32>) -> (i32, f32, index, tensor<4xf32>) {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.select %0, %a, %b : i32
  %2 = arith.extf %x : f16 to f32
  %3 = arith.index_cast %1 : i32 to index
  %4 = arith.sitofp %a : i32 to f32
  %5 = arith.cmpf ogt, %2, %4 : f32
  %6 = arith.cmpf olt, %t, %u : tensor<4xf32>
  %7 = arith.select %6, %t, %u : tensor<4xi1>, tensor<4xf32>
  return %1, %2, %3, %7 : i32, f32, index, tensor<4xf32>
}""")
snippet("math_ops", """
func.func @f(%a: f32, %b: f32, %t: tensor<4xf64>) -> (f32, tensor<4xf64>) {
  %0 = math.exp %a : f32
  %1 = math.log1p %0 fastmath<fast> : f32
  %2 = math.powf %1, %b : f32
  %3 = math.tanh %2 : f32
  %4 = math.sqrt %t : tensor<4xf64>
  %5 = math.erf %3 : f32
  %6 = math.fma %5, %a, %b : f32
  return %6, %4 : f32, tensor<4xf64>
}""")

# --- cf ----------------------------------------------------------------------------------------
snippet("cf_branches", """
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}""")
snippet("cf_assert_switch", """
func.func @f(%c: i1, %flag: i32, %a: i32) -> i32 {
  cf.assert %c, "shape mismatch: expected equal sizes"
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
}""")

# --- tensor ----------------------------------------------------------------------------------
snippet("tensor_empty_dim", """
func.func @f(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}""")
snippet("tensor_slices", """
func.func @f(%a: tensor<8x16xf32>, %i: index, %n: index) -> tensor<8x16xf32> {
  %s = tensor.extract_slice %a[0, %i] [4, %n] [1, 2] : tensor<8x16xf32> to tensor<4x?xf32>
  %r = tensor.extract_slice %a[2, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
  %0 = tensor.insert_slice %s into %a[4, %i] [4, %n] [1, 2] : tensor<4x?xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}""")
snippet("tensor_pad", """
func.func @f(%a: tensor<2x?xf32>, %h: index) -> tensor<4x?xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1, 0] high[1, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<2x?xf32> to tensor<4x?xf32>
  return %p : tensor<4x?xf32>
}""")
snippet("tensor_reshapes", """
func.func @f(%a: tensor<6x4xf32>, %b: tensor<2x3x4xf32>, %d: tensor<?x4xf32>, %n: index) -> (tensor<2x3x4xf32>, tensor<6x4xf32>, tensor<?x2x4xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %1 = tensor.collapse_shape %b [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %2 = tensor.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  return %0, %1, %2 : tensor<2x3x4xf32>, tensor<6x4xf32>, tensor<?x2x4xf32>
}""")
snippet("tensor_elements", """
func.func @f(%x: f32, %y: f32, %i: index) -> (tensor<2xf32>, f32, tensor<2xf32>, tensor<3x3xf32>) {
  %0 = tensor.from_elements %x, %y : tensor<2xf32>
  %1 = tensor.extract %0[%i] : tensor<2xf32>
  %2 = tensor.insert %1 into %0[%i] : tensor<2xf32>
  %3 = tensor.splat %x : tensor<3x3xf32>
  return %0, %1, %2, %3 : tensor<2xf32>, f32, tensor<2xf32>, tensor<3x3xf32>
}""")
snippet("tensor_concat_cast", """
func.func @f(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %1 = tensor.cast %0 : tensor<?x3xf32> to tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}""")
snippet("tensor_generate", """
func.func @f(%n: index) -> tensor<?x3xindex> {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x3xindex>
  return %0 : tensor<?x3xindex>
}""")

# --- scf ---------------------------------------------------------------------------------------
snippet("scf_for", """
func.func @f(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %x = arith.addf %acc, %acc : f32
    scf.yield %x : f32
  }
  return %r : f32
}""")
snippet("scf_for_i32_noresult", """
func.func @f(%lb: i32, %ub: i32, %s: i32) {
  scf.for %i = %lb to %ub step %s : i32 {
    %x = arith.addi %i, %i : i32
  }
  return
}""")
snippet("scf_if", """
func.func @f(%c: i1, %a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %a : tensor<2xf32>
  } else {
    scf.yield %b : tensor<2xf32>
  }
  scf.if %c {
    %x = arith.constant 1 : i32
  }
  return %r : tensor<2xf32>
}""")
snippet("scf_while", """
func.func @f(%init: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %one = arith.constant 1 : i32
    %n = arith.addi %y, %one : i32
    scf.yield %n : i32
  }
  return %r : i32
}""")

# --- linalg ----------------------------------------------------------------------------------
snippet("linalg_generic_broadcast", """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @f(%a: tensor<?x4xf32>, %b: tensor<4xf32>, %out: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<?x4xf32>, tensor<4xf32>) outs(%out : tensor<?x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}""")
snippet("linalg_generic_two_results", """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<2x4xf32>, %o1: tensor<2x4xf32>, %o2: tensor<2x4xi1>) -> (tensor<2x4xf32>, tensor<2x4xi1>) {
  %cst = arith.constant 0.0 : f32
  %0:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x4xf32>) outs(%o1, %o2 : tensor<2x4xf32>, tensor<2x4xi1>) {
  ^bb0(%x: f32, %r: f32, %m: i1):
    %c = arith.cmpf ogt, %x, %cst : f32
    %y = arith.select %c, %x, %cst : f32
    linalg.yield %y, %c : f32, i1
  } -> (tensor<2x4xf32>, tensor<2x4xi1>)
  return %0#0, %0#1 : tensor<2x4xf32>, tensor<2x4xi1>
}""")
snippet("linalg_generic_reduction_index", """
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @f(%a: tensor<3x5xf32>, %init: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<3x5xf32>) outs(%init : tensor<3xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    %m = arith.mulf %x, %fi : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}""")
snippet("linalg_fill_matmul", """
func.func @f(%a: tensor<?x3xf32>, %b: tensor<3x4xf32>, %n: index) -> tensor<?x4xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<?x3xf32>, tensor<3x4xf32>) outs(%f : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %m : tensor<?x4xf32>
}""")
snippet("linalg_batch_matmul", """
func.func @f(%a: tensor<2x3x5xf32>, %b: tensor<2x5x4xf32>, %c: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x3x5xf32>, tensor<2x5x4xf32>) outs(%c : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}""")
snippet("linalg_conv_nchw", """
func.func @f(%x: tensor<1x3x10x10xf32>, %w: tensor<8x3x3x3xf32>, %o: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%o : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}""")
snippet("linalg_conv_nhwc_dilated", """
func.func @f(%x: tensor<1x9x9x3xf32>, %w: tensor<3x3x3x4xf32>, %o: tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  return %0 : tensor<1x5x5x4xf32>
}""")
snippet("linalg_depthwise_conv", """
func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<4x3x3xf32>, %o: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x4x8x8xf32>, tensor<4x3x3xf32>) outs(%o : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}""")
snippet("linalg_pool_max", """
func.func @f(%x: tensor<1x3x8x8xf32>, %k: tensor<2x2xf32>, %o: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %k : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}""")
snippet("linalg_pool_sum_nhwc", """
func.func @f(%x: tensor<1x8x8x3xf32>, %k: tensor<3x3xf32>, %o: tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32> {
  %0 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %k : tensor<1x8x8x3xf32>, tensor<3x3xf32>) outs(%o : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  return %0 : tensor<1x6x6x3xf32>
}""")
snippet("linalg_transpose_broadcast", """
func.func @f(%a: tensor<2x3xf32>, %t: tensor<3x2xf32>, %v: tensor<3xf32>, %b: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>) {
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%t : tensor<3x2xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%v : tensor<3xf32>) outs(%b : tensor<2x3xf32>) dimensions = [0]
  return %0, %1 : tensor<3x2xf32>, tensor<2x3xf32>
}""")
snippet("linalg_reduce", """
func.func @f(%a: tensor<4x5xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce ins(%a : tensor<4x5xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %m = arith.maximumf %x, %acc : f32
      linalg.yield %m : f32
    }
  return %0 : tensor<4xf32>
}""")

# --- constants: hex dense and dense_resource ------------------------------------------------
snippet("dense_hex_large", "func.func @f() -> tensor<128xi32> {\n  %0 = arith.constant dense<[" + ", ".join(
    str(i * 3 - 50) for i in range(128)) + "]> : tensor<128xi32>\n  return %0 : tensor<128xi32>\n}")
snippet("dense_resource", """
func.func @f() -> tensor<2x2xf32> {
  %0 = arith.constant dense_resource<weights> : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F0000004000004040000080C0"
    }
  }
#-}""")

# --- ml_program ------------------------------------------------------------------------------
snippet("ml_program_globals", """
ml_program.global private mutable @state(dense<0.0> : tensor<4xf32>) : tensor<4xf32>
ml_program.global private @const_w(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = ml_program.global_load @state : tensor<4xf32>
  %1 = arith.addf %0, %x : tensor<4xf32>
  ml_program.global_store @state = %1 : tensor<4xf32>
  %2 = ml_program.global_load_const @const_w : tensor<2xf32>
  return %1 : tensor<4xf32>
}""")

# --- tosa -------------------------------------------------------------------------------------
snippet("tosa_elementwise_reshape", """
func.func @f(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<3x2xf32> {
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.const_shape  values(dense<[3, 2]> : tensor<2xindex>) : () -> !tosa.shape<2>
  %2 = tosa.reshape %0, %1 : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %3 = tosa.clamp %2 min_val(0.000000e+00 : f32) max_val(6.000000e+00 : f32) : (tensor<3x2xf32>) -> tensor<3x2xf32>
  %4 = tosa.clamp %3 min_val(0.000000e+00 : f32) max_val(1.000000e+00 : f32) nan_mode<IGNORE> {x.y} : (tensor<3x2xf32>) -> tensor<3x2xf32>
  return %4 : tensor<3x2xf32>
}""")
snippet("tosa_conv_reduce", """
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %bias: tensor<4xf32>) -> (tensor<1x8x8x4xf32>, tensor<1x8x8xi32>) {
  %zp = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %bias, %zp, %zp pad([1, 1, 1, 1]) stride([1, 1]) dilation([1, 1]) acc_type(f32)  : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  %1 = tosa.reduce_sum %0 axis(3) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x1xf32>
  %2 = tosa.argmax %0 axis(3) nan_mode<IGNORE> : (tensor<1x8x8x4xf32>) -> tensor<1x8x8xi32>
  %3 = tosa.max_pool2d %0 kernel([2, 2]) stride([2, 2]) pad([0, 0, 0, 0]) : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  %4 = tosa.transpose %0 perms([0, 3, 1, 2]) : (tensor<1x8x8x4xf32>) -> tensor<1x4x8x8xf32>
  return %0, %2 : tensor<1x8x8x4xf32>, tensor<1x8x8xi32>
}""")
snippet("tosa_casts_integers", """
func.func @f(%a: tensor<2x3xf32>, %i: tensor<2x3xi32>, %p: tensor<2x3xi1>) -> (tensor<2x3xi32>, tensor<2x3xi8>) {
  %0 = tosa.cast %a  : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %1 = tosa.arithmetic_right_shift %0, %i round(true) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %s = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
  %2 = tosa.mul %1, %i, %s : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  %3 = tosa.select %p, %2, %i : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %m = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
  %sh = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
  %z = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
  %4 = tosa.rescale %3, %m, %sh, %z, %s scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x3xi8>
  return %3, %4 : tensor<2x3xi32>, tensor<2x3xi8>
}""")

# --- stablehlo ---------------------------------------------------------------------------------
snippet("stablehlo_dot_compare", """
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %i: tensor<2x3xi32>) -> (tensor<2x4xf32>, tensor<2x3xi1>, tensor<2x3xi1>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.compare LT, %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %2 = stablehlo.compare GE, %i, %i, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
  %3 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [1], precision = [HIGHEST, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  return %0, %1, %2 : tensor<2x4xf32>, tensor<2x3xi1>, tensor<2x3xi1>
}""")
snippet("stablehlo_elementwise", """
func.func @f(%a: tensor<2x3xf32>, %z: tensor<2x3xcomplex<f32>>, %p: tensor<i1>, %q: tensor<2x3xi1>) -> (tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>) {
  %0 = stablehlo.add %a, %a {x.y = 1 : i64} : tensor<2x3xf32>
  %1 = stablehlo.exponential %0 : tensor<2x3xf32>
  %2 = stablehlo.abs %z : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
  %3 = stablehlo.complex %1, %2 : tensor<2x3xcomplex<f32>>
  %4 = stablehlo.convert %1 : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %5 = stablehlo.clamp %a, %2, %a : tensor<2x3xf32>
  %6 = stablehlo.select %p, %5, %a : tensor<i1>, tensor<2x3xf32>
  %7 = stablehlo.select %q, %6, %a : tensor<2x3xi1>, tensor<2x3xf32>
  %8 = stablehlo.is_finite %7 : (tensor<2x3xf32>) -> tensor<2x3xi1>
  %9 = stablehlo.bitcast_convert %7 : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %cst_0 = stablehlo.constant {x.y} dense<2.000000e+00> : tensor<f32>
  %10 = stablehlo.atan2 %7, %cst : tensor<2x3xf32>
  return %10, %9, %5 : tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>
}""")
snippet("stablehlo_data_movement", """
func.func @f(%a: tensor<2x3xf32>, %d: tensor<?x3xf32>, %sh: tensor<2xi64>, %s: tensor<i64>) -> (tensor<4x3xf32>, tensor<?x?xf32>, tensor<3x4xf32>) {
  %0 = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  %1 = stablehlo.dynamic_broadcast_in_dim %d, %sh, dims = [0, 1] {known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64: 1>} : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  %2 = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %4 = stablehlo.reverse %3, dims = [0] : tensor<2x3xf32>
  %5 = stablehlo.concatenate %a, %4, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %6 = stablehlo.slice %5 [0:4:2, 1:3] : (tensor<4x3xf32>) -> tensor<2x2xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %7 = stablehlo.pad %a, %cst, low = [1, 0], high = [0, 1], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x4xf32>
  %8 = stablehlo.iota dim = 1 : tensor<2x3xf32>
  %9 = stablehlo.dynamic_iota %sh, dim = 0 : (tensor<2xi64>) -> tensor<?x?xf32>
  %10 = stablehlo.dynamic_slice %a, %s, %s, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xf32>
  %11 = stablehlo.dynamic_update_slice %a, %10, %s, %s : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  %12 = stablehlo.real_dynamic_slice %d, %sh, %sh, %sh : (tensor<?x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  %13 = stablehlo.dynamic_reshape %a, %sh : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %14 = stablehlo.get_dimension_size %d, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
  %15 = stablehlo.broadcast %a, sizes = [4] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  return %5, %12, %7 : tensor<4x3xf32>, tensor<?x?xf32>, tensor<3x4xf32>
}""")
snippet("stablehlo_reduce_conv", """
func.func @f(%a: tensor<2x3xf32>, %x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> (tensor<2x5xf32>, tensor<1x4x8x8xf32>, tensor<2xf32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xf32>) -> tensor<2x5xf32>
  %2 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  %5 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x7x7xf32>
  %3 = stablehlo.reduce(%a init: %cst) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%arg3: tensor<f32>, %arg4: tensor<f32>)  {
    %4 = stablehlo.add %arg4, %arg3 : tensor<f32>
    stablehlo.return %4 : tensor<f32>
  }
  return %1, %2, %3 : tensor<2x5xf32>, tensor<1x4x8x8xf32>, tensor<2xf32>
}""")
snippet("stablehlo_reduce_variadic_sort", """
func.func @f(%a: tensor<4x5xf32>, %i: tensor<4x5xi64>) -> (tensor<4xf32>, tensor<4xi64>, tensor<4x5xf32>) {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i64>
  %0:2 = stablehlo.reduce(%a init: %cst), (%i init: %c) across dimensions = [1] : (tensor<4x5xf32>, tensor<4x5xi64>, tensor<f32>, tensor<i64>) -> (tensor<4xf32>, tensor<4xi64>)
   reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i64>, %arg5: tensor<i64>)  {
    %2 = stablehlo.compare GT, %arg2, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.select %2, %arg2, %arg4 : tensor<i1>, tensor<f32>
    %4 = stablehlo.select %2, %arg3, %arg5 : tensor<i1>, tensor<i64>
    stablehlo.return %3, %4 : tensor<f32>, tensor<i64>
  }
  %1 = "stablehlo.sort"(%a) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %2 = stablehlo.compare LT, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  }) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0#0, %0#1, %1 : tensor<4xf32>, tensor<4xi64>, tensor<4x5xf32>
}""")

snippet("stablehlo_while_if", """
func.func @f(%n: tensor<i64>, %a: tensor<2x3xf32>, %p: tensor<i1>) -> (tensor<i64>, tensor<2x3xf32>) {
  %c = stablehlo.constant dense<1> : tensor<i64>
  %0:2 = stablehlo.while(%iterArg = %n, %iterArg_0 = %a) : tensor<i64>, tensor<2x3xf32> attributes {x.y}
  cond {
    %2 = stablehlo.compare LT, %iterArg, %c : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  } do {
    %2 = stablehlo.add %iterArg, %c : tensor<i64>
    %3 = stablehlo.multiply %iterArg_0, %iterArg_0 : tensor<2x3xf32>
    stablehlo.return %2, %3 : tensor<i64>, tensor<2x3xf32>
  }
  %1 = "stablehlo.if"(%p) ({
    stablehlo.return %0#1 : tensor<2x3xf32>
  }, {
    %2:2 = stablehlo.optimization_barrier %a, %n : tensor<2x3xf32>, tensor<i64>
    stablehlo.return %2#0 : tensor<2x3xf32>
  }) : (tensor<i1>) -> tensor<2x3xf32>
  return %0#0, %1 : tensor<i64>, tensor<2x3xf32>
}""")

# --- whole small models in linalg-on-tensors -----------------------------------------------
snippet("mlp_linalg", """
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @mlp(%x: tensor<?x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<?x16xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%n) : tensor<?x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x16xf32>) -> tensor<?x16xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<?x8xf32>, tensor<8x16xf32>) outs(%f : tensor<?x16xf32>) -> tensor<?x16xf32>
  %r = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<?x16xf32>, tensor<16xf32>) outs(%e : tensor<?x16xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    %m = arith.maximumf %s, %cst : f32
    linalg.yield %m : f32
  } -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}""")
snippet("softmax_like", """
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
func.func @f(%x: tensor<4x10xf32>) -> tensor<4x10xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %mx0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %mx = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x10xf32>) outs(%mx0 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x10xf32>
  %ex = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %mx : tensor<4x10xf32>, tensor<4xf32>) outs(%e2 : tensor<4x10xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<4x10xf32>
  return %ex : tensor<4x10xf32>
}""")
snippet("dynamic_guard", """
func.func @f(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %da = tensor.dim %a, %c0 : tensor<?xf32>
  %db = tensor.dim %b, %c0 : tensor<?xf32>
  %eq = arith.cmpi eq, %da, %db : index
  cf.assert %eq, "mismatched size for broadcast"
  %0 = arith.addf %a, %b : tensor<?xf32>
  return %0 : tensor<?xf32>
}""")


def _context():
    ctx = ir.Context()
    return ctx


_ALIAS_DEF = re.compile(r"^(#[A-Za-z_][\w$.]*) = (affine_map<.*>)$", re.M)


def expand_aliases(text: str) -> str:
    """Replace ``#map`` aliases by their affine maps and drop the definitions."""
    defs = dict(_ALIAS_DEF.findall(text))
    body = _ALIAS_DEF.sub("", text)
    for name in sorted(defs, key=len, reverse=True):
        body = re.sub(re.escape(name) + r"(?![\w$.])", defs[name], body)
    return "\n".join(line.rstrip() for line in body.strip().splitlines())


IDS = sorted(SNIPPETS)


def test_at_least_forty_snippets():
    assert len(SNIPPETS) >= 40


@pytest.mark.parametrize("name", IDS)
def test_roundtrip_with_upstream(name):
    text = SNIPPETS[name]
    m = parse_module(text, filename=f"{name}.mlir")
    ours = str(m)
    ours_generic = m.to_text(generic=True)

    # upstream accepts and verifies tmlir's custom and generic text
    ctx = _context()
    im = ir.Module.parse(ours, ctx)
    assert im.operation.verify()
    im_g = ir.Module.parse(ours_generic, _context())
    assert im_g.operation.verify()

    # upstream's custom print, read back by tmlir, is the same module
    iree_text = str(im)
    back = parse_module(iree_text, filename=f"{name}.iree.mlir")
    assert str(back) == ours

    # upstream prints the same text as tmlir (affine-map alias names aside)
    assert expand_aliases(iree_text) == expand_aliases(ours)

    # upstream's generic print, read by tmlir and printed generically, is reproduced exactly
    iree_generic = im.operation.get_asm(print_generic_op_form=True)
    back_g = parse_module(iree_generic, filename=f"{name}.iree-generic.mlir")
    assert expand_aliases(back_g.to_text(generic=True)) == expand_aliases(iree_generic)
