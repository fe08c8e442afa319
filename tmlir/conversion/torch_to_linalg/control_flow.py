"""Structured control flow: ``torch.prim.If`` -> ``scf.if`` (results of any backend type; the
guards the backend contract keeps are ``prim.If``s over sizes), ``torch.prim.If.yield`` ->
``scf.yield``; a for-like ``torch.prim.Loop`` (a run-time trip count, condition constant true:
the loop form of the decompositions, ``Builder.loop``) -> ``scf.for`` over ``index`` bounds with
the carried values as ``iter_args``, ``torch.prim.Loop.condition`` -> ``scf.yield``. The regions
move as they are (block arguments converted to backend types, cast back for the torch ops
inside); the ops inside are lowered after their parent."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects.scf import IfOp, YieldOp, ForOp
from tmlir.dialects.torch.folders import const
from tmlir.conversion.backend_types import builtin_type
from tmlir.conversion.torch_operands import NotLowerable
from .registry import lowering
from .utils import as_index, index, arith, const_index


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


def _is_true(v):
    """A torch bool that is the constant true (also once materialized from ``arith.constant``)."""
    if const(v) is True:
        return True
    d = v.defining_op
    if d is not None and d.name == "torch_c.from_i1":
        return const_index(d.operand(0)) in (1, -1, True)
    return False


#: Lower a for-like ``prim.Loop`` with a run-time trip count to ``scf.for`` (the RefBackend carries
#: its tensors as whole buffers: tmlir/backends/iree/loop_carried_tensors.py).
RUN_TIME_LOOPS = True


@lowering("torch.prim.Loop")
def prim_loop(op, operands, rw):
    if not RUN_TIME_LOOPS:
        raise NotLowerable("a loop with a run-time trip count: its scf.for lowering is off "
                           "(torch_to_linalg.control_flow.RUN_TIME_LOOPS)")
    body = op.regions[0].blocks[0]
    if not (_is_true(op.operand(1)) and _is_true(body._last.operand(0))):
        raise NotLowerable("only a for loop (initial and continue conditions constant true) lowers, to scf.for")
    types = [builtin_type(r.type) for r in op.results]
    if any(t is None for t in types) or operands[0].type is not A.I64:
        return False
    sc = rw.type_converter.convert_block_signature(body)
    if sc is None:
        return False
    loc = op.location
    lb, ub, step = index(rw, 0, loc), as_index(rw, operands[0], loc), index(rw, 1, loc)
    new = ForOp.build(lowerBound=lb, upperBound=ub, step=step, initArgs=list(operands[2:]), results_=types,
                      regions=[_empty_region()], location=loc)
    rw.insert(new)
    rw.inline_region_before(op.regions[0], new.regions[0])
    blk = new.regions[0].blocks[0]
    rw.apply_signature_conversion(blk, sc)
    iv = blk.args[0]  # i64 now; scf.for counts in index
    users = list(iv.uses)
    iv.type = A.INDEX
    if users:
        saved = rw.insertion_point
        rw.set_insertion_point_to_start(blk)
        i64 = arith(rw, "arith.index_cast", [iv], A.I64, loc)
        rw.set_insertion_point(saved)
        for user, k in users:
            user.set_operand(k, i64)
    results = list(new.results)
    rw.replace_op(op, results)
    return True


@lowering("torch.prim.Loop.condition")
def prim_loop_condition(op, operands, rw):
    parent = op.parent_op
    if parent is None or parent.name != "scf.for":
        return False
    vals = list(operands[1:])
    if any(getattr(v.type, "__module__", "").startswith("tmlir.dialects.torch") for v in vals):
        return False
    rw.insert(YieldOp.build_yield(vals, location=op.location))
    rw.erase_op(op)
    return True
