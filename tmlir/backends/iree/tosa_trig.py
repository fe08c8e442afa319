"""f32 ``tosa.sin`` / ``tosa.cos`` with eager's accuracy on IREE (precise mode, llvm-cpu).

tmlir's TOSA output says ``tosa.sin %x : tensor<...xf32>`` (TOSA 1.0's PRO-FP sin/cos), the same
for every consumer. IREE 3.13's llvm-cpu reduces the argument with too few digits of pi: f32 sin
is 8e-5 relative off at 7e-4, 3e-4 absolute off at 1e4 and meaningless beyond 1e6. Here each
static-shaped f32 sin/cos becomes a Cody-Waite reduction in TOSA ops: r = x - k pi/2 with k =
round(2x/pi) split in 12-bit halves and pi/2 in 12-bit parts (every product exact while |x| <
8e6), Taylor polynomials of sin r and cos r (terms below 3e-9, relative digits near 0), rotated
by k mod 4. Beyond |x| = 8e6 the op itself is kept (k is no longer exact); with run-time sizes
too (IREE 3.13 fails to partition the reduced form: "failed to schedule execution partitions
without cyclic dependencies").
"""
from __future__ import annotations

import math

from tmlir.ir import attributes as A
from tmlir.ir.core import Builder, InsertionPoint
from tmlir.conversion.torch_to_tosa import utils as U
from tmlir.conversion.torch_to_tosa.elementwise import E

__all__ = ["precise_sin_cos"]

#: pi/2 in 12-bit parts: k_h * part and k_l * part are exact in f32 for k = k_h + k_l < 2^23 (k_h a
#: multiple of 2^12, |k_l| < 2^12), so r = x - k pi/2 keeps its digits up to |x| = 8e6
_PI_2_12 = (1.5703125, 4.837512969970703125e-4, 7.549533620476722717e-8, 2.5632829192545614e-12)
_EXACT = 8.0e6
_OPS = ("tosa.sin", "tosa.cos")


class _Before:
    """The inserter the TOSA builders take (``rw.insert``): before ``anchor``, at its location."""

    def __init__(self, anchor):
        self.bl = Builder(InsertionPoint.before(anchor), anchor.location)

    def insert(self, op):
        return self.bl.insert(op)


def _reduced(e, x):
    """(k, sin r, cos r) for r = x - k pi/2 in [-pi/4, pi/4], k = round(2x/pi)."""
    k = e.floor(e.add(e.mul(x, e.c(2 / math.pi)), e.c(0.5)))
    q = e.mul(k, e.c(1.0 / 4096))
    kh = e.mul(e.select(e.lt(k, e.c(0.0)), e.neg(e.floor(e.neg(q))), e.floor(q)), e.c(4096.0))  # toward 0
    kl = e.sub(k, kh)
    r = x
    for part in _PI_2_12:
        r = e.sub(r, e.mul(kh, e.c(part)))
        r = e.sub(r, e.mul(kl, e.c(part)))
    r2 = e.mul(r, r)

    def horner(coeffs):
        acc = e.c(coeffs[0])
        for c in coeffs[1:]:
            acc = e.add(e.mul(acc, r2), e.c(c))
        return acc
    sr = e.mul(r, horner([-1 / 39916800, 1 / 362880, -1 / 5040, 1 / 120, -1 / 6, 1.0]))
    cr = horner([1 / 479001600, -1 / 3628800, 1 / 40320, -1 / 720, 1 / 24, -0.5, 1.0])
    return k, sr, cr


def _rewrite(op):
    x = op.operands[0]
    e = E(_Before(op), None, A.F32, len(x.type.shape))
    k, sr, cr = _reduced(e, x)
    m = e.sub(k, e.mul(e.floor(e.mul(k, e.c(0.25))), e.c(4.0)))  # k mod 4
    m1, m2, m3 = (e.equal(m, e.c(float(i))) for i in (1, 2, 3))
    if op.name == "tosa.sin":
        v = e.select(m1, cr, e.select(m2, e.neg(sr), e.select(m3, e.neg(cr), sr)))
        far = e.sin(x)
    else:
        v = e.select(m1, e.neg(sr), e.select(m2, e.neg(cr), e.select(m3, sr, cr)))
        far = e.cos(x)
    out = e.select(e.lt(e.abs(x), e.c(_EXACT)), v, far)
    op.results[0].replace_all_uses_with(out)
    op.erase()


def precise_sin_cos(root):
    """Every static-shaped f32 ``tosa.sin``/``tosa.cos`` of ``root`` in the reduced form (see the
    module docstring); returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name in _OPS]:
        t = op.operands[0].type
        if not isinstance(t, A.RankedTensorType) or t.element_type is not A.F32 or any(d < 0 for d in t.shape):
            continue
        _rewrite(op)
        n += 1
    return n
