"""Float ``tosa.reduce_max`` / ``tosa.reduce_min`` whose slices may be only infinities.

TOSA's reduce_max of a slice of only -inf is -inf (and reduce_min of only +inf is +inf). IREE 3.13
starts float max/min reductions at -/+FLT_MAX instead of -/+inf, so such a slice comes back finite.
Here each float reduce_max/reduce_min gets the infinity back where the whole slice is that
infinity: ``select(reduce_all(x == -inf), -inf, reduce_max(x))``.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.core import Builder, InsertionPoint
from tmlir.ir.dialects import tosa
from tmlir.conversion.torch_to_tosa import utils as U

__all__ = ["reduction_infinities"]

_FLOATS = (A.F32, A.F16, A.BF16)


class _Before:
    """The inserter the TOSA builders take (``rw.insert``): before ``anchor``, at its location."""

    def __init__(self, anchor):
        self.bl = Builder(InsertionPoint.before(anchor), anchor.location)

    def insert(self, op):
        return self.bl.insert(op)


def reduction_infinities(root):
    """Every float ``tosa.reduce_max``/``reduce_min`` of ``root`` with its all-infinity slices
    restored (see the module docstring); returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name in ("tosa.reduce_max", "tosa.reduce_min")]:
        x = op.operands[0]
        t = x.type
        if not isinstance(t, A.RankedTensorType) or t.element_type not in _FLOATS:
            continue
        axis = op.properties["axis"].value
        rw = _Before(op)
        y = op.results[0]
        inf = U.const(rw, float("-inf") if op.name == "tosa.reduce_max" else float("inf"), t.element_type,
                      len(t.shape))
        all_inf = tosa.reduce(rw, U.OPS["reduce_all"], U.binary(rw, "equal", x, inf), axis)
        # the select goes after the reduction, and its users read it instead
        users = set(y.users)
        fixed = U.select(_After(op), all_inf, inf, y)
        y.replace_uses_with_if(fixed, lambda user, _i: user in users)
        n += 1
    return n


class _After(_Before):
    def __init__(self, anchor):
        self.bl = Builder(InsertionPoint.after(anchor), anchor.location)
