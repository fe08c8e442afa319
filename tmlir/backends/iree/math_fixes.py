"""Scalar ``math`` ops as IREE computes them right: C's special values for ``powf``/``atan2``,
formulas for functions a target does not link, and (precise mode) f32 trigonometry through f64.

The linalg-on-tensors output says ``math.powf %x, %y : f32`` and means C's ``pow`` (what
``math.powf`` lowers to everywhere else: libm's ``pow``). IREE 3.13's llvm-cpu expands it as
``exp(y log x)``: NaN for every negative base (``pow(-2, 2)``) and for ``pow(0, 0)``,
``pow(nan, 0)``, ``pow(1, nan)``; its ``atan2`` gives NaN for ``atan2(+-0, +-0)`` and ``+pi`` for
``atan2(-0, x < 0)``. Its llvm-cpu links no f32 ``log10``/``erfc`` and its vulkan-spirv no
``erfc`` ("failed to legalize"). Its f32 ``sin``/``cos``/``tan`` keep too few digits of pi in the
range reduction (``sin`` is 8e-5 relative off at 7e-4, 0.21 off at 7.9e6; ``tan`` 1.75 off at
-1.5706383): precise mode computes them in f64 (``iree-expand-f64-math`` then expands the f64
function exactly) and rounds once.

Each rewrite replaces one scalar op (in a ``linalg.generic`` body or anywhere else) by
straight-line ``arith``/``math`` code of the same type (``_Scalar``: ops inserted before it).
"""
from __future__ import annotations

import math

from tmlir.ir import attributes as A
from tmlir.ir.core import Builder, InsertionPoint
from tmlir.ir.dialects.arith import CmpFOp
from tmlir.ir.dialects.linalg import make_op

__all__ = ["c_pow_atan2", "c_pow", "c_atan2", "libm_gaps", "precise_trig", "LIBM_GAPS"]

_FLOATS = (A.F16, A.BF16, A.F32, A.F64)


class _Scalar:
    """Scalar ops of float type ``t`` inserted before ``anchor``."""

    def __init__(self, anchor, t):
        self.b = Builder(InsertionPoint.before(anchor), anchor.location)
        self.t = t

    def val(self, name, operands, t=None):
        return self.b.insert(make_op(name, list(operands), [t or self.t])).results[0]

    def c(self, v):
        return self.val_attr(A.FloatAttr(float(v), self.t))

    def val_attr(self, attr):
        return self.b.insert(make_op("arith.constant", [], [attr.type], {"value": attr})).results[0]

    def cmp(self, pred, a, b):
        return self.b.insert(CmpFOp.build_pred(pred, a, b)).results[0]

    def sel(self, c, a, b):
        return self.val("arith.select", [c, a, b], a.type)

    def and_(self, a, b):
        return self.val("arith.andi", [a, b], A.I1)

    def or_(self, a, b):
        return self.val("arith.ori", [a, b], A.I1)

    def not_(self, a):
        return self.val("arith.xori", [a, self.val_attr(A.IntegerAttr(1, A.I1))], A.I1)


def _scalar_float(op):
    return bool(op.results) and op.results[0].type in _FLOATS and all(v.type in _FLOATS for v in op.operands)


def _replace(op, new):
    op.results[0].replace_all_uses_with(new)
    op.erase()


def _pow(op):
    x, y = op.operands
    _replace(op, c_pow(_Scalar(op, x.type), x, y))


def c_pow(e, x, y):
    """C's ``pow(x, y)`` from ``powf(|x|, y)`` built with the emitter ``e`` (``_Scalar``'s
    interface): a negative base with an odd integral exponent takes x's sign, with a non-integral
    one (finite base) gives NaN; a zero base gives 0 for y > 0 and inf for y < 0 (signed as x for
    odd y); pow(x, 0), pow(1, y) and pow(-1, +-inf) are 1."""
    zero, one, inf = e.c(0.0), e.c(1.0), e.c(math.inf)
    ax = e.val("math.absf", [x])
    mag = e.val("math.powf", [ax, y])
    zero_base = e.sel(e.cmp("ogt", y, zero), zero, e.sel(e.cmp("olt", y, zero), inf, e.c(math.nan)))
    mag = e.sel(e.cmp("oeq", ax, zero), zero_base, mag)
    integral = e.cmp("oeq", e.val("math.floor", [y]), y)
    half = e.val("math.floor", [e.val("arith.mulf", [y, e.c(0.5)])])
    odd = e.cmp("oeq", e.val("arith.subf", [y, e.val("arith.addf", [half, half])]), one)  # false for inf, NaN
    x_neg = e.cmp("olt", e.val("math.copysign", [one, x]), zero)                          # -0 included
    res = e.sel(e.and_(odd, x_neg), e.val("arith.negf", [mag]), mag)
    finite_neg = e.and_(e.cmp("olt", x, zero), e.cmp("ogt", x, e.c(-math.inf)))
    res = e.sel(e.and_(finite_neg, e.not_(integral)), e.c(math.nan), res)
    ones = e.or_(e.cmp("oeq", y, zero), e.cmp("oeq", x, one))
    ones = e.or_(ones, e.and_(e.cmp("oeq", x, e.c(-1.0)), e.cmp("oeq", e.val("math.absf", [y]), inf)))
    return e.sel(ones, one, res)


def _atan2(op):
    y, x = op.operands
    _replace(op, c_atan2(_Scalar(op, x.type), y, x))


def c_atan2(e, y, x):
    """C's ``atan2(y, x)`` built with the emitter ``e``: atan2(+-0, +-0) is +-0 (+-pi when x is
    -0), and the result takes y's sign (IREE gives +pi for y = -0, x < 0)."""
    zero = e.c(0.0)
    a = e.val("math.atan2", [y, x])
    both0 = e.and_(e.cmp("oeq", y, zero), e.cmp("oeq", x, zero))
    x_neg = e.cmp("olt", e.val("math.copysign", [e.c(1.0), x]), zero)
    a = e.sel(both0, e.sel(x_neg, e.c(math.pi), zero), a)
    return e.val("math.copysign", [a, y])


def c_pow_atan2(root):
    """Every real ``math.powf``/``math.atan2`` under ``root`` with C's special values; returns how
    many."""
    n = 0
    for op in [o for o in root.walk() if o.name in ("math.powf", "math.atan2")]:
        if _scalar_float(op):
            (_pow if op.name == "math.powf" else _atan2)(op)
            n += 1
    return n


def _log10(op):
    x = op.operands[0]
    e = _Scalar(op, x.type)
    _replace(op, e.val("arith.mulf", [e.val("math.log", [x]), e.c(1.0 / math.log(10.0))]))


def _erfc(op):
    x = op.operands[0]
    e = _Scalar(op, x.type)
    _replace(op, e.val("arith.subf", [e.c(1.0), e.val("math.erf", [x])]))


#: target -> {op: the formula replacing it on types other than f64 (f64: iree-expand-f64-math)}
LIBM_GAPS = {"llvm-cpu": {"math.log10": _log10, "math.erfc": _erfc}, "vulkan-spirv": {"math.erfc": _erfc}}


def libm_gaps(root, target):
    """The math functions ``target`` does not link, on f16/bf16/f32 scalars, as formulas of the
    ones it does (``log10 = log / ln 10``, ``erfc = 1 - erf``); returns how many."""
    table = LIBM_GAPS.get(target, {})
    n = 0
    for op in [o for o in root.walk() if o.name in table]:
        if _scalar_float(op) and op.results[0].type is not A.F64:
            table[op.name](op)
            n += 1
    return n


_TRIG = ("math.sin", "math.cos", "math.tan")


def precise_trig(root):
    """f16/bf16/f32 ``sin``/``cos``/``tan`` computed in f64 and rounded once (precise mode; the f64
    function is expanded exactly by ``iree-expand-f64-math``); returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name in _TRIG]:
        t = op.results[0].type
        if not _scalar_float(op) or t is A.F64:
            continue
        e = _Scalar(op, A.F64)
        wide = e.val("arith.extf", [op.operands[0]])
        _replace(op, e.val("arith.truncf", [e.val(op.name, [wide])], t))
        n += 1
    return n
