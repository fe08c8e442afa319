"""The IREE workarounds, registered (``workarounds.register``) and as passes for ``tmlir-opt``.

Each entry names the IREE release it was found on and its reproducer in
``tests/backends/iree/test_workarounds.py``; the rewrites live in the modules named here.
"""
from __future__ import annotations

import re

from tmlir.ir.passmanager import Option, Pass, register_pass
from .workarounds import Workaround, register

_F64_MATH = re.compile(r"\bmath\.\w+\b[^\n]*\bf64\b|complex<f64>|arith\.remf\b[^\n]*\bf64\b")
_UNSIGNED_OP = re.compile(r"\barith\.(?:cmpi (?:ult|ule|ugt|uge)|maxui|minui|divui|remui|shrui|ceildivui|uitofp)\b")
_TRIG = re.compile(r"\bmath\.(?:sin|cos|tan)\b")
_DYNAMIC_REDUCTION = re.compile(r"\?")
_SCF_FOR_TENSORS = re.compile(r"scf\.for\b[^\n]*iter_args\([^)]*\)\s*->\s*\([^)]*tensor<")


def _expand_f64(module, target):
    from .f64_math import expand_f64_math
    return expand_f64_math(module)


def _splat_reductions(module, target):
    from .splat_reductions import fold_splat_reductions
    return fold_splat_reductions(module)


def _loop_carried(module, target):
    from .loop_carried_tensors import whole_loop_carried_tensors
    return whole_loop_carried_tensors(module)


def _tune_convs(module, target):
    from .conv_tuning import tune_convolutions
    return tune_convolutions(module)


def _c_pow_atan2(module, target):
    from .math_fixes import c_pow_atan2
    return c_pow_atan2(module)


def _libm_gaps(module, target):
    from .math_fixes import libm_gaps
    return libm_gaps(module, target)


def _precise_trig(module, target):
    from .math_fixes import precise_trig
    return precise_trig(module)


def _half_roundings(module, target):
    from .half_rounding import exact_half_roundings
    return exact_half_roundings(module)


def _complex_constants(module, target):
    from .complex_constants import complex_constants_as_pairs
    return complex_constants_as_pairs(module)


def _complex_epilogues(module, target):
    from .gpu_complex import barrier_complex_epilogues
    return barrier_complex_epilogues(module)


def _complex_contractions(module, target):
    from .gpu_complex import complex_contractions_as_real
    return complex_contractions_as_real(module)


def _stablehlo_complex_contractions(module, target):
    from .gpu_complex import complex_dot_generals_as_real
    return complex_dot_generals_as_real(module)


def _stablehlo_complex_epilogues(module, target):
    from .gpu_complex import barrier_stablehlo_complex_epilogues
    return barrier_stablehlo_complex_epilogues(module)


def _stablehlo_complex_constants(module, target):
    from .complex_constants import stablehlo_complex_constants_as_parts
    return stablehlo_complex_constants_as_parts(module)


def _stablehlo_complex_select(module, target):
    from .vulkan_scalars import stablehlo_complex_select_by_parts
    return stablehlo_complex_select_by_parts(module)


def _complex_reduction_inputs(module, target):
    from .gpu_complex import project_complex_reduction_inputs
    return project_complex_reduction_inputs(module)


def _stablehlo_complex_reduction_inputs(module, target):
    from .gpu_complex import barrier_stablehlo_complex_reduction_inputs
    return barrier_stablehlo_complex_reduction_inputs(module)


def _shlo(fn_name, module_name="stablehlo_math"):
    """``apply`` for a workaround: ``fn_name(module)`` of ``tmlir.backends.iree.<module_name>``."""
    def apply(module, target):
        import importlib
        return getattr(importlib.import_module(f"{__package__}.{module_name}"), fn_name)(module)
    apply.__name__ = fn_name
    return apply


def _complex_select(module, target):
    from .vulkan_scalars import complex_select_by_parts
    return complex_select_by_parts(module)


def _narrow_unsigned(module, target):
    from .vulkan_scalars import narrow_unsigned_in_i32
    return narrow_unsigned_in_i32(module)


def _wide_sums(module, target):
    from .wide_accumulators import widen_f32_sums
    return widen_f32_sums(module)


def _stablehlo_wide_sums(module, target):
    from .wide_accumulators import widen_stablehlo_f32_sums
    return widen_stablehlo_f32_sums(module)


def _stablehlo_reshapes(module, target):
    from .stablehlo_reshapes import fold_unit_reshape_broadcasts
    return fold_unit_reshape_broadcasts(module)


_REPRO = "tests/backends/iree/test_workarounds.py::"

register(Workaround(
    name="iree-precise-f32-trig", found_on="3.13.0", kind="precision",
    why="llvm-cpu's f32 sin/cos/tan reduce the range with too few digits of pi (sin: 8e-5 relative "
        "off at 7e-4, 0.21 off at 7.9e6); computed in f64 and rounded once",
    reproducer=_REPRO + "test_f32_sin_range_reduction",
    inputs=("none",), targets=("llvm-cpu",), order=10,
    detect=lambda text: bool(_TRIG.search(text)), apply=_precise_trig))

register(Workaround(
    name="iree-wide-f32-sums", found_on="3.13.0", kind="precision",
    why="llvm-cpu adds an f32 reduction's values in sequence per vector lane (4M values near 100: the "
        "mean 2.6% off, PyTorch sums pairwise); f32 sums over more than 4096 or a run-time number of "
        "elements accumulate in f64",
    reproducer=_REPRO + "test_long_f32_sum_drifts",
    inputs=("none",), targets=("llvm-cpu",), order=15,
    detect=lambda text: "reduction" in text and "arith.addf" in text, apply=_wide_sums))

register(Workaround(
    name="iree-stablehlo-wide-f32-sums", found_on="3.13.0", kind="precision",
    why="llvm-cpu sums a long f32 stablehlo.reduce with a relative error of 2e-5 (4M values; PyTorch's "
        "pairwise sum: 1e-7), enough to move an f16-rounded mean by an ulp; f32 sums over more than "
        "4096 or a run-time number of elements accumulate in f64",
    reproducer=_REPRO + "test_long_f32_sum_drifts",
    inputs=("stablehlo",), targets=("llvm-cpu",), order=15,
    detect=lambda text: "stablehlo.reduce" in text and "stablehlo.add" in text, apply=_stablehlo_wide_sums))

register(Workaround(
    name="iree-c-pow-atan2", found_on="3.13.0", kind="required",
    why="llvm-cpu expands powf as exp(y log x) (NaN for negative bases, pow(0, 0), pow(1, nan)) and "
        "gives atan2(0, 0) = NaN, atan2(-0, -1) = +pi; C's special values restored",
    reproducer=_REPRO + "test_pow_negative_base",
    inputs=("none",), targets=("llvm-cpu",), order=20,
    detect=lambda text: "math.powf" in text or "math.atan2" in text, apply=_c_pow_atan2))

register(Workaround(
    name="iree-libm-gaps", found_on="3.13.0", kind="required",
    why="llvm-cpu links no f32 log10/erfc, vulkan-spirv no erfc (\"failed to legalize\"); "
        "log10 = log / ln 10, erfc = 1 - erf",
    reproducer=_REPRO + "test_f32_log10_does_not_link",
    inputs=("none",), targets=("llvm-cpu", "vulkan-spirv"), order=30,
    detect=lambda text: "math.log10" in text or "math.erfc" in text, apply=_libm_gaps))

register(Workaround(
    name="iree-exact-half-roundings", found_on="3.13.0", kind="required",
    why="llvm-cpu computes bf16/f16 in f32 and drops a truncf/extf pair inside a dispatch, losing a "
        "rounding PyTorch makes ((a + b).bfloat16().float() * 3: 300 of 1000 elements off); "
        "truncf f32 -> bf16/f16 rounded on the bits",
    reproducer=_REPRO + "test_half_rounding_in_the_middle",
    inputs=("none",), targets=("llvm-cpu",), order=35,
    detect=lambda text: "arith.truncf" in text and ("bf16" in text or "f16" in text), apply=_half_roundings))

register(Workaround(
    name="iree-complex-constants", found_on="3.13.0", kind="required",
    why="llvm-cpu cannot translate a complex tensor constant (\"no known conversion for innermost "
        "element type\"), nor can cuda/rocm, whose const-eval JIT-compiles initializers for the host "
        "(same error, or \"jit global source initialization order invalid\" for constants computed "
        "from it); vulkan-spirv cannot legalize it; a constant of (re, im) pairs made complex by a "
        "generic",
    reproducer=_REPRO + "test_complex_tensor_constant",
    inputs=("none",), targets=None, order=5,
    detect=lambda text: "complex<" in text and "arith.constant" in text, apply=_complex_constants))

register(Workaround(
    name="iree-gpu-complex-contractions", found_on="3.13.0", kind="required",
    why="cuda and rocm crash deriving thread tile sizes for a complex linalg.matmul (and the other "
        "named contractions) with a run-time size, rocm also with static sizes "
        "(getIntOrFloatBitWidth of a complex type); computed as four real contractions",
    reproducer=_REPRO + "test_complex_matmul_on_gpus",
    inputs=("none",), targets=("cuda", "rocm"), order=8,
    detect=lambda text: "complex<" in text and re.search(r"linalg\.(?:batch_)?mat|linalg\.vecmat|linalg\.dot", text),
    apply=_complex_contractions))

register(Workaround(
    name="iree-gpu-complex-reduction-inputs", found_on="3.13.0", kind="required",
    why="cuda and rocm crash padding a reduction that reads a complex tensor of run-time size "
        "(rewriteAsPaddedOp: no complex padding value); the body's complex.abs/re/im computed "
        "elementwise first, the reduction reads the real tensor",
    reproducer=_REPRO + "test_complex_reduction_input_on_gpus",
    inputs=("none",), targets=("cuda", "rocm"), order=8,
    detect=lambda text: "complex<" in text and "reduction" in text, apply=_complex_reduction_inputs))

register(Workaround(
    name="iree-rocm-complex-epilogues", found_on="3.13.0", kind="required",
    why="rocm crashes copying a complex dispatch result through shared memory when a complex-making "
        "generic is fused into a matmul or convolution (getCopyTileSizes); the generic's reduced "
        "operands go through util.optimization_barrier, so it is a dispatch of its own",
    reproducer=_REPRO + "test_complex_epilogue_on_rocm",
    inputs=("none",), targets=("rocm",), order=9,
    detect=lambda text: "complex<" in text and "linalg.generic" in text, apply=_complex_epilogues))

register(Workaround(
    name="iree-complex-pow-sign", found_on="3.13.0", kind="required",
    why="complex.pow and complex.sign expand into selects of complex values, which vulkan-spirv "
        "cannot legalize (\"failed to legalize operation 'arith.select'\"); and complex.pow's special "
        "values are not PyTorch's on any target (0 ** (2 - 1j) is NaN, PyTorch 0; 0 ** 0 is 1, "
        "PyTorch NaN); both written on the parts (exp(b log a), z / |z|)",
    reproducer=_REPRO + "test_complex_pow_on_the_parts",
    inputs=("none",), targets=None, order=4,
    detect=lambda text: "complex.pow" in text or "complex.sign" in text, apply=_shlo("pow_sign_by_parts", "complex_math")))

register(Workaround(
    name="iree-complex-select", found_on="3.13.0", kind="required",
    why="vulkan-spirv fails to legalize arith.select of complex scalars (\"failed to legalize "
        "operation 'arith.select'\"); the parts selected one by one",
    reproducer=_REPRO + "test_complex_select_on_vulkan",
    inputs=("none",), targets=("vulkan-spirv",), order=6,
    detect=lambda text: "arith.select" in text and "complex<" in text, apply=_complex_select))

register(Workaround(
    name="iree-narrow-unsigned-in-i32", found_on="3.13.0", kind="required",
    why="vulkan-spirv emulates i8/i16 in i32 but not their unsigned ops (\"bitwidth emulation is not "
        "implemented yet on unsigned op\"); unsigned compares, min/max, div/rem, right shifts and "
        "conversions to float of i8/i16 computed on zero-extended i32",
    reproducer=_REPRO + "test_narrow_unsigned_on_vulkan",
    inputs=("none",), targets=("vulkan-spirv",), order=7,
    detect=lambda text: ("i8" in text or "i16" in text) and bool(_UNSIGNED_OP.search(text)), apply=_narrow_unsigned))

register(Workaround(
    name="iree-expand-f64-math", found_on="3.13.0", kind="required",
    why="llvm-cpu links no f64 sin/cos/tan/tanh/atan/asin/acos/atan2/log2/log10/erf/erfc/cbrt "
        "(\"undefined symbol\") and its f64 expm1/log1p/fmod lose digits; expanded in f64 arith",
    reproducer=_REPRO + "test_f64_sin_does_not_link",
    inputs=("none",), targets=("llvm-cpu",), order=40,
    detect=lambda text: bool(_F64_MATH.search(text)), apply=_expand_f64))

register(Workaround(
    name="iree-fold-splat-reductions", found_on="3.13.0", kind="required",
    why="llvm-cpu folds a one-valued input into a reduction over a run-time size and adds it once "
        "per vector step (sum(ones(37)) gave 3)",
    reproducer=_REPRO + "test_splat_reduction_miscount",
    inputs=("none",), targets=("llvm-cpu",), order=50,
    detect=lambda text: "reduction" in text and bool(_DYNAMIC_REDUCTION.search(text)), apply=_splat_reductions))

register(Workaround(
    name="iree-whole-loop-carried-tensors", found_on="3.13.0", kind="required",
    why="IREE drops the offset of a loop-carried tensor packed with another value and reads the "
        "wrong one (iree-util-optimize-int-arithmetic folds util.align of an unbounded value)",
    reproducer=_REPRO + "test_loop_carried_offset",
    inputs=("none",), targets=None, stage="final", order=10,
    detect=lambda text: "scf.for" in text and bool(_SCF_FOR_TENSORS.search(text)), apply=_loop_carried))

register(Workaround(
    name="iree-cpu-tune-convolutions", found_on="3.13.0", kind="performance",
    why="llvm-cpu's default tiles for batch-1 3x3 NHWC convolutions on AVX-512 (8.6-9.0 -> 6.4-7.0 ms)",
    reproducer=_REPRO + "test_batch1_conv_drops_compilation_info",
    inputs=("none",), targets=("llvm-cpu",), stage="final", order=20,
    detect=lambda text: "linalg.conv_2d_nhwc_hwcf" in text, apply=_tune_convs))

register(Workaround(
    name="iree-stablehlo-gpu-complex-contractions", found_on="3.13.0", kind="required",
    why="rocm crashes deriving tile sizes for a complex stablehlo.dot_general (getIntOrFloatBitWidth "
        "of a complex type); computed as four real dot_generals",
    reproducer=_REPRO + "test_stablehlo_complex_dot_general_on_rocm",
    inputs=("stablehlo",), targets=("rocm",), order=8,
    detect=lambda text: "complex<" in text and "stablehlo.dot_general" in text,
    apply=_stablehlo_complex_contractions))

register(Workaround(
    name="iree-stablehlo-gpu-complex-reduction-inputs", found_on="3.13.0", kind="required",
    why="cuda and rocm crash padding a reduction whose dispatch reads a complex tensor of run-time "
        "size (the abs/real/imag feeding a stablehlo.reduce is fused into it); a barrier keeps the "
        "projection a dispatch of its own",
    reproducer=_REPRO + "test_stablehlo_complex_reduction_input_on_gpus",
    inputs=("stablehlo",), targets=("cuda", "rocm"), order=9,
    detect=lambda text: "complex<" in text and "stablehlo.reduce" in text,
    apply=_stablehlo_complex_reduction_inputs))

register(Workaround(
    name="iree-stablehlo-rocm-complex-epilogues", found_on="3.13.0", kind="required",
    why="rocm crashes copying a complex dispatch result through shared memory when a "
        "stablehlo.complex is fused into a dot_general or convolution (getCopyTileSizes); its "
        "operands go through stablehlo.optimization_barrier",
    reproducer=_REPRO + "test_stablehlo_complex_dot_general_on_rocm",
    inputs=("stablehlo",), targets=("rocm",), order=9,
    detect=lambda text: "stablehlo.complex" in text, apply=_stablehlo_complex_epilogues))

register(Workaround(
    name="iree-stablehlo-complex-constants", found_on="3.13.0", kind="required",
    why="const-eval JIT-compiles initializers for the host, which cannot evaluate a complex tensor "
        "constant: a global computed from one (its real part, a product) fails with \"jit global "
        "source initialization order invalid\" (every target: a complex Cholesky, inverse, LU); "
        "each becomes stablehlo.complex of two part constants",
    reproducer=_REPRO + "test_stablehlo_complex_constant",
    inputs=("stablehlo",), targets=None, order=5,
    detect=lambda text: "complex<" in text and "stablehlo.constant" in text, apply=_stablehlo_complex_constants))

register(Workaround(
    name="iree-stablehlo-complex-pow", found_on="3.13.0", kind="required",
    why="power of complex tensors becomes complex.pow, whose expansion selects complex values "
        "(vulkan-spirv: \"failed to legalize operation 'arith.select'\") and gives other special "
        "values than PyTorch (0 ** 0 is 1, PyTorch NaN; 0.5 ** inf NaN, PyTorch 0); written on the parts",
    reproducer=_REPRO + "test_stablehlo_complex_pow_on_the_parts",
    inputs=("stablehlo",), targets=None, order=4,
    detect=lambda text: "stablehlo.power" in text and "complex<" in text, apply=_shlo("stablehlo_pow_by_parts", "complex_math")))

register(Workaround(
    name="iree-stablehlo-complex-select", found_on="3.13.0", kind="required",
    why="vulkan-spirv fails to legalize the arith.select of complex scalars that a stablehlo.select "
        "of complex tensors becomes; the parts selected one by one",
    reproducer=_REPRO + "test_stablehlo_complex_select_on_vulkan",
    inputs=("stablehlo",), targets=("vulkan-spirv",), order=6,
    detect=lambda text: "stablehlo.select" in text and "complex<" in text, apply=_stablehlo_complex_select))

register(Workaround(
    name="iree-stablehlo-narrow-shifts-in-i32", found_on="3.13.0", kind="required",
    why="vulkan-spirv emulates i8/i16 in i32 but not the unsigned compare IREE's lowering of an "
        "i8/i16 StableHLO shift makes of its amount (\"bitwidth emulation is not implemented yet on "
        "unsigned op\"); the shift computed in i32 and converted back",
    reproducer=_REPRO + "test_stablehlo_narrow_shift_on_vulkan",
    inputs=("stablehlo",), targets=("vulkan-spirv",), order=7,
    detect=lambda text: "stablehlo.shift_" in text and ("i8>" in text or "i16>" in text),
    apply=_shlo("stablehlo_narrow_shifts_in_i32", "vulkan_scalars")))

register(Workaround(
    name="iree-stablehlo-fold-unit-reshape-broadcasts", found_on="3.13.0", kind="required",
    why="a unit-dim stablehlo.reshape read by a broadcast and by an elementwise op feeding a compare "
        "fails to legalize (\"failed to legalize operation 'stablehlo.compare'\")",
    reproducer=_REPRO + "test_stablehlo_unit_reshape_compare",
    inputs=("stablehlo",), targets=None, order=10,
    detect=lambda text: "stablehlo.reshape" in text, apply=_stablehlo_reshapes))


def _register_pass(w):
    """``w`` as a tmlir-opt pass (``--pass-pipeline='builtin.module(iree-libm-gaps{target=...})'``)."""
    cls = type("".join(p.capitalize() for p in w.name.split("-")), (Pass,), {
        "__doc__": w.why,
        "OPTIONS": {"target": Option(str, (w.targets or ("llvm-cpu",))[0], "the IREE target")},
        "run_on_operation": lambda self, op, _w=w: setattr(self, "statistics", _w.apply(op, self.options["target"])),
    })
    register_pass(w.name)(cls)


from .workarounds import WORKAROUNDS as _ALL  # noqa: E402

for _w in list(_ALL.values()):
    _register_pass(_w)


# --- StableHLO input ---------------------------------------------------------------------------
# tmlir's StableHLO output writes each function as StableHLO's or CHLO's own op in the program's
# own type; IREE 3.13 lowers those ops to the same math/complex ops as linalg input, with the same
# defects (stablehlo_math.py). Each entry is registered for StableHLO input only, and as a pass.

_SHLO_F64_MATH = re.compile(
    r"\b(?:stablehlo\.(?:sine|cosine|tan|tanh|atan2|cbrt|exponential_minus_one|log_plus_one)"
    r"|chlo\.(?:asin|acos|atan|sinh|asinh|acosh|atanh))\b[^\n]*(?<![0-9A-Za-wyz_])f64\b"
    r"|\bstablehlo\.(?:exponential|log|sqrt|rsqrt|power)\b[^\n]*complex<f64>")
_SHLO_TRIG = re.compile(r"\bstablehlo\.(?:sine|cosine|tan)\b[^\n]*(?<![0-9A-Za-wyz_])(?:f32|f16|bf16)\b")
_SHLO_COMPLEX_ABS = re.compile(r"\bstablehlo\.abs\b[^\n]*complex<")
_SHLO_DYNAMIC_COMPLEX_TRIG = re.compile(r"\bstablehlo\.(?:sine|cosine)\b[^\n]*\?[^\n]*complex<")


register(Workaround(
    name="iree-stablehlo-precise-f32-trig", found_on="3.13.0", kind="precision",
    why="llvm-cpu's f32 sine/cosine/tan reduce the range with too few digits of pi (sine(-4.45e-9) "
        "is 6.2e-8; cosine 1.7e5 ulps off at -5666); computed in f64 and rounded once",
    reproducer=_REPRO + "test_stablehlo_f32_sine_range_reduction",
    inputs=("stablehlo",), targets=("llvm-cpu",), order=10,
    detect=lambda text: bool(_SHLO_TRIG.search(text)), apply=_shlo("precise_trig")))

register(Workaround(
    name="iree-stablehlo-dynamic-complex-sin-cos", found_on="3.13.0", kind="required",
    why="sine/cosine of a complex tensor with a run-time size expand into a constant of that "
        "dynamic shape (\"'stablehlo.constant' op result #0 must be statically shaped\"); "
        "written on the parts",
    reproducer=_REPRO + "test_stablehlo_dynamic_complex_sine",
    inputs=("stablehlo",), targets=None, order=12,
    detect=lambda text: bool(_SHLO_DYNAMIC_COMPLEX_TRIG.search(text)), apply=_shlo("dynamic_complex_sin_cos")))

register(Workaround(
    name="iree-stablehlo-complex-abs", found_on="3.13.0", kind="required",
    why="abs of a complex is sqrt(re^2 + im^2), which overflows (|1e30 + 1e30j| = inf); "
        "computed as hi * sqrt(1 + (lo / hi)^2)",
    reproducer=_REPRO + "test_stablehlo_complex_abs_overflow",
    inputs=("stablehlo",), targets=None, order=14,
    detect=lambda text: bool(_SHLO_COMPLEX_ABS.search(text)), apply=_shlo("complex_abs")))

register(Workaround(
    name="iree-stablehlo-c-pow-atan2", found_on="3.13.0", kind="required",
    why="power is exp(y log x) (NaN for negative bases, pow(0, 0), pow(1, nan)) and atan2(+-0, +-0) "
        "is NaN, atan2(-0, x < 0) = +pi; C's special values restored",
    reproducer=_REPRO + "test_stablehlo_power_negative_base",
    inputs=("stablehlo",), targets=("llvm-cpu",), order=20,
    detect=lambda text: "stablehlo.power" in text or "stablehlo.atan2" in text, apply=_shlo("c_pow_atan2")))

register(Workaround(
    name="iree-stablehlo-exact-half-roundings", found_on="3.13.0", kind="required",
    why="llvm-cpu computes bf16/f16 in f32 and drops a convert pair inside a dispatch, losing a "
        "rounding PyTorch makes ((a + b).bfloat16().float() * 3: 13 of 64 elements an ulp off); "
        "stablehlo.convert f32 -> bf16/f16 rounded on the bits",
    reproducer=_REPRO + "test_stablehlo_half_rounding_in_the_middle",
    inputs=("stablehlo",), targets=("llvm-cpu",), order=35,
    detect=lambda text: "stablehlo.convert" in text and ("bf16" in text or "f16" in text),
    apply=_shlo("exact_half_roundings")))

register(Workaround(
    name="iree-stablehlo-expand-f64-math", found_on="3.13.0", kind="required",
    why="llvm-cpu links no f64 sine/cosine/tan/tanh/atan2/chlo.asin/acos/atan (\"undefined symbol: "
        "sin\"), cannot legalize f64 cbrt, its f64 exponential_minus_one/log_plus_one/chlo.sinh/"
        "asinh/atanh are 10^7-10^8 ulps off near 0, and complex<f64> exponential/log/sqrt/sine/... "
        "expand into f64 sin/cos/atan2; each expanded exactly in f64 StableHLO ops",
    reproducer=_REPRO + "test_stablehlo_f64_sine_does_not_link",
    inputs=("stablehlo",), targets=("llvm-cpu",), order=40,
    detect=lambda text: bool(_SHLO_F64_MATH.search(text)), apply=_shlo("expand_f64_math")))

register(Workaround(
    name="iree-stablehlo-dynamic-reshape", found_on="3.13.0", kind="required",
    why="stablehlo.dynamic_reshape does not legalize (\"failed to legalize operation "
        "'stablehlo.dynamic_reshape'\", even a plain collapse); written as tensor.reshape",
    reproducer=_REPRO + "test_stablehlo_dynamic_reshape_does_not_legalize",
    inputs=("stablehlo",), targets=None, order=60,
    detect=lambda text: "stablehlo.dynamic_reshape" in text,
    apply=_shlo("dynamic_reshapes_as_tensor_reshapes", "stablehlo_reshapes")))

register(Workaround(
    name="iree-stablehlo-unroll-dynamic-reduce-windows", found_on="3.13.0", kind="required",
    why="a reduce_window with a run-time size does not legalize (\"failed to legalize operation "
        "'stablehlo.reduce_window' that was explicitly marked illegal\"); unrolled into strided slices",
    reproducer=_REPRO + "test_stablehlo_dynamic_reduce_window_does_not_legalize",
    inputs=("stablehlo",), targets=None, order=30,
    detect=lambda text: "stablehlo.reduce_window" in text and "?" in text,
    apply=_shlo("unroll_dynamic_reduce_windows", "stablehlo_windows")))

register(Workaround(
    name="iree-stablehlo-reduce-window-unread-tail", found_on="3.13.0", kind="required",
    why="IREE infers a reduce_window's loops from its input: cells past the last window fail "
        "(\"inferred ... dimension #0 to be 3, but found 2\"); padding and input cut to the windows",
    reproducer=_REPRO + "test_stablehlo_reduce_window_unread_tail",
    inputs=("stablehlo",), targets=None, order=32,
    detect=lambda text: "stablehlo.reduce_window" in text,
    apply=_shlo("cut_unread_tails", "stablehlo_windows")))

register(Workaround(
    name="iree-stablehlo-gathered-dynamic-convolutions", found_on="3.13.0", kind="required",
    why="stablehlo.convolution legalizes only with static spatial sizes (\"failed to legalize "
        "operation 'stablehlo.convolution'\"); windows gathered by torch_index_select and contracted",
    reproducer=_REPRO + "test_stablehlo_dynamic_convolution_does_not_legalize",
    inputs=("stablehlo",), targets=None, order=45,
    detect=lambda text: "stablehlo.convolution" in text and "?" in text,
    apply=_shlo("gather_dynamic_convolutions", "stablehlo_convolutions")))

register(Workaround(
    name="iree-stablehlo-dynamic-unit-contractions", found_on="3.13.0", kind="required",
    why="a dot_general over a run-time contracting size with an operand whose free dims are unit "
        "(matrix-vector) folds into a dynamic stablehlo.reshape (\"must be statically shaped\"), "
        "an outer product over a unit contraction into a dynamic_reshape; written as multiply/reduce",
    reproducer=_REPRO + "test_stablehlo_dynamic_matrix_vector_product",
    inputs=("stablehlo",), targets=None, order=50,
    detect=lambda text: "stablehlo.dot_general" in text and "?" in text,
    apply=_shlo("rewrite_dynamic_unit_contractions", "stablehlo_contractions")))

register(Workaround(
    name="iree-stablehlo-sort-unsigned-compare", found_on="3.13.0", kind="required",
    why="an UNSIGNED compare of integers in a sort comparator orders them as signed; the sign bits "
        "flipped and compared SIGNED",
    reproducer=_REPRO + "test_stablehlo_sort_unsigned_compare",
    inputs=("stablehlo",), targets=None, order=34,
    detect=lambda text: "stablehlo.sort" in text and "UNSIGNED" in text,
    apply=_shlo("unsigned_sort_compares", "stablehlo_sort")))

register(Workaround(
    name="iree-stablehlo-sort-results-live", found_on="3.13.0", kind="required",
    why="a sort result nobody reads is scratch on the dispatch's stack (\"exceeded stack allocation "
        "limit of 32768 bytes\", \"expected no unbounded stack allocations\"); kept live",
    reproducer=_REPRO + "test_stablehlo_sort_unread_result_on_the_stack",
    inputs=("stablehlo",), targets=("llvm-cpu",), order=36,
    detect=lambda text: "stablehlo.sort" in text,
    apply=_shlo("keep_sort_results_live", "stablehlo_sort")))

register(Workaround(
    name="iree-stablehlo-host-f64-conversions", found_on="3.13.0", kind="required",
    why="a 0-d f64 computed at run time and converted to f32 or an integer is moved to the host, "
        "which fails to legalize 'arith.truncf' (f64) -> f32 / 'arith.fptosi' (f64) -> i64; "
        "the operand goes through an optimization_barrier",
    reproducer=_REPRO + "test_stablehlo_host_f64_conversion",
    inputs=("stablehlo",), targets=None, order=70,
    detect=lambda text: "stablehlo.convert" in text and "tensor<f64>" in text,
    apply=_shlo("f64_conversions_behind_barriers", "stablehlo_host_scalars")))

register(Workaround(
    name="iree-stablehlo-whole-loop-carried-tensors", found_on="3.13.0", kind="required",
    why="as iree-whole-loop-carried-tensors, on the scf.for loops of StableHLO input: IREE drops "
        "the offset of a loop-carried tensor packed with another value and reads the wrong one",
    reproducer=_REPRO + "test_stablehlo_loop_carried_offset",
    inputs=("stablehlo",), targets=None, stage="final", order=10,
    detect=lambda text: "scf.for" in text and bool(_SCF_FOR_TENSORS.search(text)), apply=_loop_carried))

_STABLEHLO_ENTRIES = ("iree-stablehlo-precise-f32-trig", "iree-stablehlo-dynamic-complex-sin-cos",
                      "iree-stablehlo-complex-abs", "iree-stablehlo-c-pow-atan2", "iree-stablehlo-expand-f64-math",
                      "iree-stablehlo-dynamic-reshape", "iree-stablehlo-unroll-dynamic-reduce-windows",
                      "iree-stablehlo-reduce-window-unread-tail", "iree-stablehlo-gathered-dynamic-convolutions",
                      "iree-stablehlo-dynamic-unit-contractions", "iree-stablehlo-sort-unsigned-compare",
                      "iree-stablehlo-sort-results-live", "iree-stablehlo-host-f64-conversions",
                      "iree-stablehlo-whole-loop-carried-tensors")
for _name in _STABLEHLO_ENTRIES:
    _register_pass(_ALL[_name])


# --- TOSA input --------------------------------------------------------------------------------
# tmlir's TOSA output is TOSA 1.0 in the program's own types; what IREE 3.13 computes wrong from it
# is rewritten here (in TOSA ops), for TOSA input only, and registered as a pass.

_TOSA_F32_SIN_COS = re.compile(r"\btosa\.(?:sin|cos)\b[^\n]*tensor<(?:\d+x)*f32>")


def _tosa_sin_cos(module, target):
    from .tosa_trig import precise_sin_cos
    return precise_sin_cos(module)


register(Workaround(
    name="iree-tosa-precise-f32-sin-cos", found_on="3.13.0", kind="precision",
    why="llvm-cpu's f32 tosa.sin/tosa.cos reduce the range with too few digits of pi (sin: 8e-5 "
        "relative off at 7e-4, 3e-4 absolute at 1e4); a Cody-Waite reduction in TOSA ops",
    reproducer=_REPRO + "test_tosa_f32_sin_range_reduction",
    inputs=("tosa",), targets=("llvm-cpu",), order=10,
    detect=lambda text: bool(_TOSA_F32_SIN_COS.search(text)), apply=_tosa_sin_cos))

_TOSA_FLOAT_MAX_MIN = re.compile(r"\btosa\.reduce_(?:max|min)\b[^\n]*x(?:f32|f16|bf16)>")


def _tosa_reduction_infinities(module, target):
    from .tosa_reductions import reduction_infinities
    return reduction_infinities(module)


register(Workaround(
    name="iree-tosa-max-min-infinities", found_on="3.13.0", kind="required",
    why="float tosa.reduce_max/reduce_min start at -/+FLT_MAX, not -/+inf: a slice of only -inf "
        "(+inf) comes back finite; the infinity is selected back where the whole slice is it",
    reproducer=_REPRO + "test_tosa_max_of_only_infinities",
    inputs=("tosa",), targets=None, order=20,
    detect=lambda text: bool(_TOSA_FLOAT_MAX_MIN.search(text)), apply=_tosa_reduction_infinities))

for _name in ("iree-tosa-precise-f32-sin-cos", "iree-tosa-max-min-infinities"):
    _register_pass(_ALL[_name])
