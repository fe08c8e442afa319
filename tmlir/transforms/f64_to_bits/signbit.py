"""Ops on the sign bit alone: neg flips it, abs clears it, copysign takes it from the other
operand, signbit reads it (NaNs included, as PyTorch); sign / sgn give -1, +0 or 1 (+0 for
-0 and for NaN, as PyTorch's CPU kernel)."""
from __future__ import annotations

from tmlir.dialects.torch import types as T
from .registry import f64_pattern, float_bits
from .compare import SIGN, MASK, key, isnan, operand_bits


@f64_pattern("torch.aten.neg")
def _neg(c, op):
    return [c.bxor(c.bits(op.operands[0]), SIGN)]


@f64_pattern("torch.aten.abs")
def _abs(c, op):
    return [c.band(c.bits(op.operands[0]), MASK)]


@f64_pattern("torch.aten.signbit")
def _signbit(c, op):
    return [c.cmp("lt", c.bits(op.operands[0]), 0)]


@f64_pattern("torch.aten.copysign.Tensor", "torch.aten.copysign.Scalar")
def _copysign(c, op):
    a, b = (operand_bits(c, v) for v in op.operands[:2])
    if isinstance(a, float):
        a = c.const_like(None, float_bits(a))
    mag = c.band(a, MASK)
    if isinstance(b, float):
        return [c.bor(mag, SIGN) if float_bits(b) < 0 else mag]
    return [c.bor(mag, c.band(b, SIGN))]


@f64_pattern("torch.aten.sign", "torch.aten.sgn")
def _sign(c, op):
    x = c.bits(op.operands[0])
    k = key(c, x)
    one = c.const_like(x, float_bits(1.0))
    r = c.where(c.cmp("gt", k, 0), one, c.const_like(x, 0))
    r = c.where(c.cmp("lt", k, 0), c.const_like(x, float_bits(-1.0)), r)
    return [c.where(isnan(c, x), c.const_like(x, 0), r)]


del T
