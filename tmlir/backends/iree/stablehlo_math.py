"""StableHLO/CHLO math as IREE 3.13 computes it right: the StableHLO-input counterparts of
``math_fixes.py`` and ``f64_math.py``.

tmlir's StableHLO output writes each function as StableHLO's (or CHLO's) own op in the program's
own type (``stablehlo.sine``, ``stablehlo.power``, ``chlo.asin``, ``stablehlo.abs`` of a complex).
IREE 3.13 lowers these ops to the same ``math``/``complex`` ops as linalg input, with the same
defects, and a few of its own on complex numbers:

* ``iree-stablehlo-c-pow-atan2``: ``power`` is ``exp(y log x)`` (NaN for negative bases, pow(0, 0),
  pow(1, nan)), ``atan2(+-0, +-0)`` is NaN: C's special values restored (``math_fixes.c_pow`` /
  ``c_atan2`` on tensors).
* ``iree-stablehlo-expand-f64-math`` (llvm-cpu): f64 ``sine cosine tan tanh atan2 cbrt``,
  ``chlo.asin acos atan`` do not link ("undefined symbol: sin"), f64 ``exponential_minus_one``
  ``log_plus_one`` and ``chlo.sinh asinh atanh`` lose up to 10^8 ulps near 0, and ``complex<f64>``
  ``exponential log sqrt sine ...`` expand into f64 sin/cos/atan2: each is replaced by
  ``f64_math``'s exact f64 function, built from StableHLO ops that link exactly.
* ``iree-stablehlo-precise-f32-trig`` (llvm-cpu, precise mode): f32 ``sine``/``cosine``/``tan``
  through f64 (``sin(-4.45e-9)`` is 6.2e-8 in f32).
* ``iree-stablehlo-complex-abs``: ``abs`` of a complex is ``sqrt(re^2 + im^2)``, inf for
  ``|1e30 + 1e30j|``: written as ``hi * sqrt(1 + (lo / hi)^2)``.
* ``iree-stablehlo-dynamic-complex-sin-cos``: ``sine``/``cosine`` of a complex tensor with a
  run-time size build a constant of that dynamic shape ("'stablehlo.constant' op result #0 must be
  statically shaped"): written on the parts.

Each rewrite builds scalar formulas on the StableHLO backend's ``TensorBody`` (each scalar
``arith``/``math`` op becomes the StableHLO op on whole tensors), inserted before the op it
replaces, with its location.
"""
from __future__ import annotations

import math

import numpy as np

from tmlir.ir import attributes as A
from tmlir.ir.core import Builder, InsertionPoint
from tmlir.ir.dialects import stablehlo as H
from tmlir.ir.dialects.arith import CmpFOp, CmpIOp
from tmlir.ir.dialects import chlo
from tmlir.conversion.torch_to_stablehlo import utils as U

__all__ = ["c_pow_atan2", "expand_f64_math", "precise_trig", "complex_abs", "dynamic_complex_sin_cos",
           "F64_OPS", "COMPLEX_F64_OPS"]

_FLOATS = (A.F16, A.BF16, A.F32, A.F64)
_C64 = A.ComplexType(A.F64)

#: StableHLO / CHLO op -> the scalar function ``f64_math`` expands (on f64 tensors)
F64_OPS = {
    "stablehlo.sine": "math.sin", "stablehlo.cosine": "math.cos", "stablehlo.tan": "math.tan",
    "stablehlo.tanh": "math.tanh", "stablehlo.atan2": "math.atan2", "stablehlo.cbrt": "math.cbrt",
    "stablehlo.exponential_minus_one": "math.expm1", "stablehlo.log_plus_one": "math.log1p",
    "chlo.asin": "math.asin", "chlo.acos": "math.acos", "chlo.atan": "math.atan", "chlo.sinh": "math.sinh",
    "chlo.asinh": "math.asinh", "chlo.acosh": "math.acosh", "chlo.atanh": "math.atanh",
}
#: StableHLO op -> the complex function ``f64_math`` expands (on complex<f64> tensors)
COMPLEX_F64_OPS = {
    "stablehlo.exponential": "complex.exp", "stablehlo.exponential_minus_one": "complex.expm1",
    "stablehlo.log": "complex.log", "stablehlo.log_plus_one": "complex.log1p", "stablehlo.sqrt": "complex.sqrt",
    "stablehlo.rsqrt": "complex.rsqrt", "stablehlo.sine": "complex.sin", "stablehlo.cosine": "complex.cos",
    "stablehlo.tan": "complex.tan", "stablehlo.tanh": "complex.tanh", "stablehlo.power": "complex.pow",
}


class _Before:
    """Inserts before ``anchor`` with its location (the inserter ``TensorBody`` builds with)."""

    def __init__(self, anchor):
        self.bl = Builder(InsertionPoint.before(anchor), anchor.location)
        self.loc = anchor.location
        self.rw = self      # the rewriter of the size arithmetic (``U.ix``): inserts here too

    def insert(self, op):
        return self.bl.insert(op)

    def op(self, op):
        return self.insert(op).results[0]


def _body(op):
    """(a ``TensorBody`` at ``op``'s shape inserting before it, its inserter)."""
    b = _Before(op)
    return U.TensorBody(b, U.sizes(b, op.operands[0])), b


def _replace(op, tb, v):
    """``op``'s result replaced by the ``TV`` ``v`` (broadcast to the full shape) and erased."""
    r = tb.full(v.t) if op.results[0].type.shape else v.t
    if r.type != op.results[0].type:
        r = U.cast_shape(tb.b, r, op.results[0].type)
    op.results[0].replace_all_uses_with(r)
    op.erase()


def _et(v):
    t = v.type
    return t.element_type if isinstance(t, A.RankedTensorType) else None


class _TensorScalar:
    """``math_fixes._Scalar``'s interface (and ``half_rounding._B``'s) on a ``TensorBody``: scalar
    ops of float type ``t`` as StableHLO ops on tensors (values are ``TV``s)."""

    def __init__(self, tb, t):
        self.tb, self.t = tb, t

    def val(self, name, operands, t=None, props=None):
        return self.tb.val(name, list(operands), t or self.t, props)

    def c(self, v):
        return self.tb.constant(A.FloatAttr(float(v), self.t))

    def val_attr(self, attr):
        return self.tb.constant(attr)

    def cmp(self, pred, a, b):
        return self.val("arith.cmpf", [a, b], A.I1, {"predicate": A.IntegerAttr(CmpFOp._index[pred], A.I64)})

    def sel(self, c, a, b):
        return self.val("arith.select", [c, a, b], a.type)

    def and_(self, a, b):
        return self.val("arith.andi", [a, b], A.I1)

    def or_(self, a, b):
        return self.val("arith.ori", [a, b], A.I1)

    def not_(self, a):
        return self.val("arith.xori", [a, self.val_attr(A.IntegerAttr(1, A.I1))], A.I1)

    # ``half_rounding._B``'s names
    constant = val_attr
    cmpf = cmp

    def cmpi(self, pred, a, b):
        from tmlir.ir.dialects.arith import CmpIOp
        return self.val("arith.cmpi", [a, b], A.I1, {"predicate": A.IntegerAttr(CmpIOp._index[pred], A.I64)})


# ---------------------------------------------------------------------------------------------
# C's pow and atan2
# ---------------------------------------------------------------------------------------------

def c_pow_atan2(root):
    """Every real ``stablehlo.power``/``stablehlo.atan2`` under ``root`` with C's special values
    (``math_fixes.c_pow``/``c_atan2`` on tensors); returns how many."""
    from .math_fixes import c_pow, c_atan2
    n = 0
    for op in [o for o in root.walk() if o.name in ("stablehlo.power", "stablehlo.atan2")]:
        et = _et(op.operands[0])
        if et not in _FLOATS:
            continue
        tb, _ = _body(op)
        e = _TensorScalar(tb, et)
        a, b = (U.TV(v) for v in op.operands)
        _replace(op, tb, c_pow(e, a, b) if op.name == "stablehlo.power" else c_atan2(e, a, b))
        n += 1
    return n


# ---------------------------------------------------------------------------------------------
# f64 functions that do not link (or link inexactly) on llvm-cpu
# ---------------------------------------------------------------------------------------------

def _tensor_emit(tb):
    from . import f64_math as M

    class TensorEmit(M._Emit):
        """``f64_math``'s scalar emitter on a ``TensorBody``: each scalar op becomes the StableHLO
        op on whole tensors; table lookups are gathers from a constant (a select per entry at
        run-time sizes); loops (f64 fmod) have no form here."""

        def __init__(self, tb):
            self.tb = tb
            self._consts = {}

        def _val(self, name, operands, t, props=None):
            fn = M.EXPANDED_OPS.get(name)
            if fn is not None and all(v.type is A.F64 for v in operands):
                return fn(self, *operands)
            return self.tb.val(name, list(operands), t, props)

        def _cmpf(self, pred, a, b):
            return self._val("arith.cmpf", [a, b], A.I1, {"predicate": A.IntegerAttr(CmpFOp._index[pred], A.I64)})

        def ilt(self, a, b):
            return self._val("arith.cmpi", [a, b], A.I1, {"predicate": A.IntegerAttr(CmpIOp._index["slt"], A.I64)})

        def lookup(self, values, index):
            tb = self.tb
            idx = index.t
            if A.DYNAMIC not in idx.type.shape:
                table = U.constant(tb.b, np.asarray(values, dtype=np.float64), U.RTT([len(values)], A.F64))
                return U.TV(U.gather_dims(tb.b, table, U.reshape(tb.b, idx, list(idx.type.shape) + [1]), [0]))
            acc = self.f(values[0])
            for i, v in enumerate(values[1:], 1):
                acc = self.sel(self._val("arith.cmpi", [index, self.i(i)], A.I1,
                                         {"predicate": A.IntegerAttr(CmpIOp._index["eq"], A.I64)}), self.f(v), acc)
            return acc

        def loop(self, inits, cond, body):
            raise U.NotLowerable("f64 fmod (a loop per element) has no StableHLO form here")
    return TensorEmit(tb)


def _f64_expansion(op):
    from . import f64_math as M
    if not op.operands or not op.results:
        return None
    ets = [_et(v) for v in list(op.operands) + list(op.results)]
    name = F64_OPS.get(op.name)
    if name is not None and all(t is A.F64 for t in ets):
        return M.EXPANDED_OPS[name]
    name = COMPLEX_F64_OPS.get(op.name)
    if name is not None and all(_et(v) == _C64 for v in op.operands):
        return M.COMPLEX_EXPANDED_OPS[name]
    return None


def expand_f64_math(root):
    """Every f64 (complex<f64>) op of ``F64_OPS`` (``COMPLEX_F64_OPS``) under ``root`` as
    ``f64_math``'s function built from StableHLO ops; returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name in F64_OPS or o.name in COMPLEX_F64_OPS]:
        fn = _f64_expansion(op)
        if fn is None:
            continue
        tb, _ = _body(op)
        _replace(op, tb, fn(_tensor_emit(tb), *(U.TV(v) for v in op.operands)))
        n += 1
    return n


# ---------------------------------------------------------------------------------------------
# f32 trigonometry through f64 (precise mode)
# ---------------------------------------------------------------------------------------------

_TRIG = ("stablehlo.sine", "stablehlo.cosine", "stablehlo.tan")


def precise_trig(root):
    """f16/bf16/f32 ``sine``/``cosine``/``tan`` computed in f64 and rounded once (the f64 op is
    then expanded exactly by ``expand_f64_math``); returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name in _TRIG]:
        t = op.results[0].type
        et = _et(op.operands[0])
        if et not in _FLOATS or et is A.F64:
            continue
        b = _Before(op)
        wide = b.op(H.ConvertOp.build(operand=op.operands[0], result=t.with_element_type(A.F64)))
        r = b.op(type(op).build(operand=wide))
        op.results[0].replace_all_uses_with(b.op(H.ConvertOp.build(operand=r, result=t)))
        op.erase()
        n += 1
    return n


# ---------------------------------------------------------------------------------------------
# Complex numbers
# ---------------------------------------------------------------------------------------------

def complex_abs(root):
    """Each ``stablehlo.abs`` of a complex as C's ``hypot`` of the parts: ``hi * sqrt(1 + (lo /
    hi)^2)`` of the larger and smaller magnitudes, 0 when both are 0, inf when either is; returns
    how many."""
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.abs"]:
        if not isinstance(_et(op.operands[0]), A.ComplexType):
            continue
        b = _Before(op)
        z = op.operands[0]
        re = U.unary(b, H.AbsOp, U.unary(b, H.RealOp, z))
        im = U.unary(b, H.AbsOp, U.unary(b, H.ImagOp, z))
        hi, lo = U.binary(b, H.MaxOp, re, im), U.binary(b, H.MinOp, re, im)
        q = U.binary(b, H.DivOp, lo, hi)
        one = U.splat_like(b, hi, 1.0)
        r = U.binary(b, H.MulOp, hi, U.unary(b, H.SqrtOp, U.binary(b, H.AddOp, one, U.binary(b, H.MulOp, q, q))))
        zero, inf = U.splat_like(b, hi, 0.0), U.splat_like(b, hi, math.inf)
        r = U.select(b, U.compare(b, hi, zero, "EQ"), zero, r)
        is_inf = U.binary(b, H.OrOp, U.compare(b, re, inf, "EQ"), U.compare(b, im, inf, "EQ"))
        op.results[0].replace_all_uses_with(U.select(b, is_inf, inf, r))
        op.erase()
        n += 1
    return n


def dynamic_complex_sin_cos(root):
    """Each ``stablehlo.sine``/``cosine`` of a complex tensor with a run-time size on the parts:
    ``sin(a+ib) = sin a cosh b + i cos a sinh b``, ``cos(a+ib) = cos a cosh b - i sin a sinh b``;
    returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name in ("stablehlo.sine", "stablehlo.cosine")]:
        z = op.operands[0]
        if not isinstance(_et(z), A.ComplexType) or A.DYNAMIC not in z.type.shape:
            continue
        b = _Before(op)
        a, bi = U.unary(b, H.RealOp, z), U.unary(b, H.ImagOp, z)
        sa, ca = U.unary(b, H.SineOp, a), U.unary(b, H.CosineOp, a)
        ch, sh = b.op(chlo.CoshOp.build(operand=bi)), b.op(chlo.SinhOp.build(operand=bi))
        if op.name == "stablehlo.sine":
            re_, im_ = U.binary(b, H.MulOp, sa, ch), U.binary(b, H.MulOp, ca, sh)
        else:
            re_, im_ = U.binary(b, H.MulOp, ca, ch), U.unary(b, H.NegOp, U.binary(b, H.MulOp, sa, sh))
        op.results[0].replace_all_uses_with(U.binary(b, H.ComplexOp, re_, im_))
        op.erase()
        n += 1
    return n


# ---------------------------------------------------------------------------------------------
# roundings to bf16 / f16 kept
# ---------------------------------------------------------------------------------------------

def exact_half_roundings(root):
    """Every ``stablehlo.convert`` f32 -> bf16/f16 of a ranked, non-0-d tensor under ``root``
    rounded on the bits (``half_rounding.bf16_round``/``f16_round`` as StableHLO ops); returns how
    many. 0-d converts are left alone: IREE computes such scalar tails on the host (no dispatch to
    drop the pair from), and on the bits a scalar f16 made from an i64 stays there, as an
    ``i64 -> f16`` convert the host cannot legalize."""
    from .half_rounding import _ROUND
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.convert"]:
        src, dst = _et(op.operands[0]), _et(op.results[0])
        if src is not A.F32 or dst not in _ROUND or not op.results[0].type.shape:
            continue
        tb, _ = _body(op)
        _replace(op, tb, _ROUND[dst](_TensorScalar(tb, A.F32), U.TV(op.operands[0])))
        n += 1
    return n
