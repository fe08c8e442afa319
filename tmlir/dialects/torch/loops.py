"""Structured cloning and constant-trip-count unrolling of ``torch.prim.Loop``: the
canonicalization of ``prim.Loop`` (TorchScript's ``for _ in range(3)``) and the shape refinement
of the backend contract (tmlir.transforms.simplify_abstract_interp) share them."""
from __future__ import annotations

from tmlir.ir.core import Operation, Region, Block
from tmlir.ir.rewrite import RewritePattern

from . import ops as torch_ops
from .folders import const

__all__ = ["MAX_UNROLLED_OPS", "FullyUnrollLoop", "clone_structured"]

#: bound on the ops one loop unrolling may create
MAX_UNROLLED_OPS = 20000


def clone_structured(op, mapping):
    """A deep copy of ``op`` for regions whose values are defined before they are used (the
    torch dialect's structured control flow): one pass, no fix-up of forward references, so
    cloning is linear in the ops even for deeply nested ``prim.If`` chains. ``mapping`` maps
    old values to new ones and is filled in."""
    operands = [mapping.get(v, v) for v in op._operands]
    new = Operation.create.__func__(type(op), op.name, operands, [r.type for r in op.results], op.attributes,
                                    op.properties, (), (), op.location)
    for old_r, new_r in zip(op.results, new.results):
        mapping[old_r] = new_r
    for region in op.regions:
        nr = Region()
        for b in region.blocks:
            nb = Block()
            for a in b.args:
                mapping[a] = nb.add_arg(a.type, a.location)
            nr.add_block(nb)
            o = b._first
            while o is not None:
                nb.append(clone_structured(o, mapping))
                o = o._next
        new.add_region(nr)
    return new



def _for_like_trip_count(loop):
    n = const(loop.operand(0))
    if type(n) is not int or const(loop.operand(1)) is not True:
        return None
    body = loop.regions[0].blocks[0]
    if const(body._last.operand(0)) is not True:
        return None
    return max(n, 0)


class FullyUnrollLoop(RewritePattern):
    """``torch.prim.Loop`` with a constant trip count whose condition stays ``true``: one copy
    of the body per iteration (bounded by ``MAX_UNROLLED_OPS``)."""
    root = "torch.prim.Loop"

    def match_and_rewrite(self, op, rewriter):
        n = _for_like_trip_count(op)
        if n is None:
            return False
        body = op.regions[0].blocks[0]
        if n * (len(body) + 1) > MAX_UNROLLED_OPS:
            return False
        term = body._last
        carried = list(op.operands[2:])
        rewriter.set_insertion_point_before(op)
        for i in range(n):
            iv = rewriter.insert(torch_ops.ConstantIntOp.build_value(i, op.location)).results[0]
            mapping = {body.args[0]: iv}
            for a, v in zip(body.args[1:], carried):
                mapping[a] = v
            o = body._first
            while o is not term:
                rewriter.insert(clone_structured(o, mapping))
                o = o._next
            carried = [mapping.get(v, v) for v in term.operands[1:]]
        rewriter.replace_op(op, carried)
        return True
