"""Structured control flow: ``torch.prim.If`` -> ``scf.if`` (results of any backend type; the
guards the backend contract keeps are ``prim.If``s over sizes), ``torch.prim.If.yield`` ->
``scf.yield``. The regions move as they are; the ops inside are lowered after their parent."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects.scf import IfOp, YieldOp
from tmlir.conversion.backend_types import builtin_type
from .registry import lowering


@lowering("torch.prim.If")
def prim_if(op, operands, rw):
    cond = operands[0]
    if cond.type is not A.I1:
        return False
    types = [builtin_type(r.type) for r in op.results]
    if any(t is None for t in types):
        return False
    new = IfOp.build(condition=cond, results_=types, regions=[_empty_region(), _empty_region()],
                     location=op.location)
    rw.insert(new)
    rw.inline_region_before(op.regions[0], new.regions[0])
    rw.inline_region_before(op.regions[1], new.regions[1])
    rw.replace_op(op, new)
    return True


def _empty_region():
    from tmlir.ir.core import Region
    return Region()


@lowering("torch.prim.If.yield")
def prim_if_yield(op, operands, rw):
    parent = op.parent_op
    if parent is None or parent.name != "scf.if":
        return False
    vals = list(operands)
    if any(getattr(v.type, "__module__", "").startswith("tmlir.dialects.torch") for v in vals):
        return False
    rw.insert(YieldOp.build_yield(vals, location=op.location))
    rw.erase_op(op)
    return True
