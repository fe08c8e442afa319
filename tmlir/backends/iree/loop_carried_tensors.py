"""``iree-whole-loop-carried-tensors``: every tensor an ``scf.for`` carries enters the loop and each
next iteration as a whole IREE resource (run by ``RefBackend.compile`` on IREE's input, not part of
the linalg-on-tensors pipeline, whose output stays standard MLIR).

The IREE 3.13 defect it works around: IREE packs the results that leave one of its execution
regions into one allocation, the second one at an offset computed by ``util.align``, and carries a
loop-carried tensor as (resource, size, offset, length) through ``scf.for``. Its integer range
analysis (``iree-util-optimize-int-arithmetic``) gets no range for ``util.align`` of an unbounded
value, so the join of that offset with the constant 0 of the other edge (a fresh allocation made
in the body) is the constant 0: the offset is dropped and the loop reads the other value packed at
offset 0. Minimal form (``iree-opt --iree-util-optimize-int-arithmetic`` folds ``%r`` to 7)::

    %a5 = util.align %a, %c64 : index
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%o = %a5) -> (index) { scf.yield %c7 : index }

In tensors: an ``scf.for`` adding a matmul result to a zero-filled carried tensor n times (the
matmul also returned) gives n + 1 times the matmul (``cholesky_ex(a @ a)[0] + 1`` was silently
wrong; the reproducer in NOTES "Known gaps"). It strikes on either edge: an initial value packed at
an offset with another value, and a yielded value packed with another one inside the body (two
carried tensors computed in one region).

The same holds for a tensor defined above the loop and read in its body (found in session 13:
lu_solve's back substitution with a run-time size on StableHLO read its right-hand side at offset 0).
The workaround: each tensor init and each tensor the body reads from above (before the loop) and
each yielded tensor (before ``scf.yield``) goes through ``hal.tensor.export`` ->
``util.optimization_barrier`` (the barrier keeps IREE from folding the pair away) ->
``hal.tensor.import``. An imported buffer is a resource of its own at
offset 0 (the exported buffer view keeps the offset inside its buffer), so the offset carried
through the loop is the constant 0 on both edges and nothing is folded wrongly. The cost is a host
wait for the exported values at the loop entry and once per iteration. The values are exact (no
arithmetic: every dtype, complex and i1 included). Only ``scf.for`` ops with tensor iter_args
change; programs without them are printed as before. The three ops (``IREE_OPS``) are written in MLIR's
generic form, which our IR core parses and prints."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.core import Operation

__all__ = ["IREE_OPS", "whole_loop_carried_tensors"]

#: the IREE ops this workaround writes into the linalg-on-tensors output
IREE_OPS = ("hal.tensor.export", "util.optimization_barrier", "hal.tensor.import")

_BUFFER_VIEW = A.OpaqueType("hal", "buffer_view")


def _create(block, anchor, name, operands, result_types, props=None):
    op = Operation.create(name, list(operands), list(result_types), None, props, (), (), anchor.location)
    block.insert_before(op, anchor)
    return op


def _round_trip(values, anchor):
    """``values`` (ranked tensors) exported, passed through one barrier and imported again before
    ``anchor``; returns the imported tensors."""
    block = anchor.parent
    dims = []
    for v in values:
        ds = []
        for i, s in enumerate(v.type.shape):
            if s == A.DYNAMIC:
                c = _create(block, anchor, "arith.constant", [], [A.INDEX], {"value": A.IntegerAttr(i, A.INDEX)})
                ds.append(_create(block, anchor, "tensor.dim", [v, c.results[0]], [A.INDEX]).results[0])
        dims.append(ds)
    views = [_create(block, anchor, "hal.tensor.export", [v, *ds], [_BUFFER_VIEW],
                     {"source_encoding": A.TypeAttr(v.type)}).results[0] for v, ds in zip(values, dims)]
    kept = _create(block, anchor, "util.optimization_barrier", views, [_BUFFER_VIEW] * len(views)).results
    return [_create(block, anchor, "hal.tensor.import", [bv, *ds], [v.type],
                    {"operandSegmentSizes": A.DenseI32ArrayAttr([1, len(ds), 0, 0]),
                     "target_encoding": A.TypeAttr(v.type)}).results[0]
            for v, bv, ds in zip(values, kept, dims)]


def _reroute(op, first, same=()):
    """Replace the ranked-tensor operands of ``op`` from index ``first`` on by their round trip,
    except operand ``first + k`` when it is ``same[k]`` (an iter_arg yielded unchanged)."""
    ks = [k for k in range(first, len(op.operands)) if isinstance(op.operands[k].type, A.RankedTensorType)
          and not (k - first < len(same) and op.operands[k] is same[k - first])]
    if ks:
        for k, v in zip(ks, _round_trip([op.operands[k] for k in ks], op)):
            op.set_operand(k, v)
    return len(ks)


def whole_loop_carried_tensors(root):
    """Apply the workaround to every ``scf.for`` under ``root``; returns how many loops changed."""
    n = 0
    for loop in [o for o in root.walk() if o.name == "scf.for"]:
        if _reroute(loop, 3):    # operands: lower bound, upper bound, step, inits
            body = loop.regions[0].blocks[0]
            _reroute(body.terminator, 0, body.args[1:])
            _reroute_captures(loop)
            n += 1
    return n


def _reroute_captures(loop):
    """The ranked tensors defined above ``loop`` and read inside its body, round-tripped once before
    the loop (a body's read of a value packed at an offset loses the offset as the carried values
    do: lu_solve's back substitution on StableHLO read its right-hand side from the wrong place).
    Complex tensors are left as they are: round-tripping the captures of the complex64 Jacobi loop
    (svd/eigh with a run-time size) made it wrong, while their carried values need the round trip;
    the cause was not found (session 13)."""
    uses = {}
    for o in loop.walk():
        if o is loop:
            continue
        for k, v in enumerate(o.operands):
            if not isinstance(v.type, A.RankedTensorType) or isinstance(v.type.element_type, A.ComplexType):
                continue
            owner = v.defining_op if v.defining_op is not None else v.parent_block().parent_op
            if owner is not None and loop.is_ancestor_of(owner):
                continue  # defined inside the loop (or its block argument)
            uses.setdefault(id(v), (v, []))[1].append((o, k))
    if uses:
        vals = [v for v, _ in uses.values()]
        for v, new in zip(vals, _round_trip(vals, loop)):
            for o, k in uses[id(v)][1]:
                o.set_operand(k, new)

