"""Runtime guards: ``torch.runtime.assert %ok, "msg"`` (the shape assertions the backend contract could
not decide at compile time) becomes ``cf.assert %ok_i1, "msg"``, so bad input raises at run time
instead of computing garbage."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects.cf import AssertOp
from tmlir.ir.location import UNKNOWN_LOC
from .registry import lowering


@lowering("torch.runtime.assert")
def runtime_assert(op, operands, rw):
    cond = operands[0]
    if cond.type is not A.I1:
        return False
    msg = op.message.value
    loc = op.location
    where = loc.describe() if loc is not None and loc is not UNKNOWN_LOC else ""
    rw.insert(AssertOp.build_assert(cond, f"{msg} ({where})" if where else msg, location=loc))
    rw.erase_op(op)
    return True
