"""``iree-exact-half-roundings``: each ``arith.truncf`` from f32 to bf16 or f16 computed on the
bits with integer ops, so that IREE keeps the rounding.

The linalg-on-tensors output rounds to a half type where PyTorch does, with ``arith.truncf``
(``(a + b).bfloat16().float() * 3``: a truncf to bf16 and an extf back in one body). IREE 3.13's
llvm-cpu computes half types in f32 and drops a ``truncf``/``extf`` pair inside one dispatch, so
the rounding PyTorch makes in the middle of a computation is lost (300 of 1000 elements off in
that example; multilabel_soft_margin_loss on f16 3 ulps off). Integer ops on the f32 bits round
to nearest even exactly as truncf does, and IREE keeps them.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.core import Builder, InsertionPoint
from tmlir.ir.dialects.arith import CmpFOp, CmpIOp
from tmlir.ir.dialects.linalg import make_op

__all__ = ["exact_half_roundings", "bf16_round", "f16_round"]


class _B:
    """Scalar ops inserted before ``anchor``."""

    def __init__(self, anchor):
        self.b = Builder(InsertionPoint.before(anchor), anchor.location)

    def val(self, name, operands, t):
        return self.b.insert(make_op(name, list(operands), [t])).results[0]

    def constant(self, attr):
        return self.b.insert(make_op("arith.constant", [], [attr.type], {"value": attr})).results[0]

    def cmpf(self, pred, x, y):
        return self.b.insert(CmpFOp.build_pred(pred, x, y)).results[0]

    def cmpi(self, pred, x, y):
        return self.b.insert(CmpIOp.build_pred(pred, x, y)).results[0]


def bf16_round(b, v):
    """f32 ``v`` rounded to bf16 (to nearest, ties to even; NaN stays a quiet NaN) on its bits."""
    def c32(n):
        return b.constant(A.IntegerAttr(n, A.I32))
    bits = b.val("arith.bitcast", [v], A.I32)
    lsb = b.val("arith.andi", [b.val("arith.shrui", [bits, c32(16)], A.I32), c32(1)], A.I32)
    up = b.val("arith.addi", [b.val("arith.addi", [bits, c32(0x7FFF)], A.I32), lsb], A.I32)
    hi = b.val("arith.trunci", [b.val("arith.shrui", [up, c32(16)], A.I32)], A.I16)
    quiet = b.val("arith.trunci", [b.val("arith.shrui", [b.val("arith.ori", [bits, c32(0x400000)], A.I32), c32(16)],
                                         A.I32)], A.I16)
    hi = b.val("arith.select", [b.cmpf("uno", v, v), quiet, hi], A.I16)
    return b.val("arith.bitcast", [hi], A.BF16)


def f16_round(b, v):
    """f32 ``v`` rounded to f16 (to nearest, ties to even; overflow to inf, NaN a quiet NaN) on its
    bits. Normal results: the exponent rebiased and the significand rounded on the bits (a carry
    into the exponent is right, up to inf); below 2^-14 (f16 subnormals) ``roundeven(|v| * 2^24)``
    is the bit pattern."""
    def c32(n):
        return b.constant(A.IntegerAttr(n, A.I32))
    bits = b.val("arith.bitcast", [v], A.I32)
    sign = b.val("arith.andi", [b.val("arith.shrui", [bits, c32(16)], A.I32), c32(0x8000)], A.I32)
    mag = b.val("arith.andi", [bits, c32(0x7FFFFFFF)], A.I32)
    lsb = b.val("arith.andi", [b.val("arith.shrui", [mag, c32(13)], A.I32), c32(1)], A.I32)
    up = b.val("arith.addi", [b.val("arith.addi", [mag, c32(0xFFF)], A.I32), lsb], A.I32)
    normal = b.val("arith.subi", [b.val("arith.shrui", [up, c32(13)], A.I32), c32(112 << 10)], A.I32)
    normal = b.val("arith.minui", [normal, c32(0x7C00)], A.I32)
    absv = b.val("math.absf", [v], A.F32)
    scaled = b.val("arith.mulf", [absv, b.constant(A.FloatAttr(2.0 ** 24, A.F32))], A.F32)
    sub = b.val("arith.fptosi", [b.val("math.roundeven", [scaled], A.F32)], A.I32)
    tiny = b.cmpi("ult", mag, c32(0x38800000))
    h = b.val("arith.select", [tiny, sub, normal], A.I32)
    h = b.val("arith.select", [b.cmpf("uno", v, v), c32(0x7E00), h], A.I32)
    h = b.val("arith.trunci", [b.val("arith.ori", [h, sign], A.I32)], A.I16)
    return b.val("arith.bitcast", [h], A.F16)


_ROUND = {A.BF16: bf16_round, A.F16: f16_round}


def exact_half_roundings(root):
    """Every scalar ``arith.truncf`` f32 -> bf16/f16 under ``root`` on the bits; returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name == "arith.truncf"]:
        src, dst = op.operands[0].type, op.results[0].type
        if src is not A.F32 or dst not in _ROUND:
            continue
        new = _ROUND[dst](_B(op), op.operands[0])
        op.results[0].replace_all_uses_with(new)
        op.erase()
        n += 1
    return n
