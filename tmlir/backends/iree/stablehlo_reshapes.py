"""Reshapes on StableHLO input as IREE 3.13 compiles them (same values):

* ``iree-stablehlo-fold-unit-reshape-broadcasts``: unit-dim reshapes that IREE miscompiles, folded
  into the broadcasts and reshapes that read them;
* ``iree-stablehlo-dynamic-reshape``: ``stablehlo.dynamic_reshape``, which IREE does not legalize,
  as ``tensor.reshape``.
"""
from __future__ import annotations

__all__ = ["fold_unit_reshape_broadcasts", "dynamic_reshapes_as_tensor_reshapes"]


def fold_unit_reshape_broadcasts(root):
    """Each static ``broadcast_in_dim`` of a ``stablehlo.reshape`` that only inserts unit dims
    into a tensor without unit dims (an ``unsqueeze``) reads the reshape's operand instead (the
    dims of the kept sizes). Same values; it works around IREE 3.13, which miscompiles a unit-dim
    reshape read both by a broadcast and by an elementwise op feeding a compare: the compare
    keeps the unit-dim result type with operands folded to the reshape operand's shape ("failed
    to legalize operation 'stablehlo.compare'"; half sdpa, cummax, mode). A static reshape of a static
    reshape reads the first one's operand (is it, when the types agree). Returns the count."""
    from tmlir.ir.dialects import stablehlo as H
    from tmlir.ir.attributes import DYNAMIC
    n = 0
    for op in list(root.walk()):
        if isinstance(op, H.ReshapeOp) and isinstance(op.operand.defining_op, H.ReshapeOp):
            # a reshape of a reshape reads the first one's operand (the same element order), and is
            # that operand when it has its type: IREE 3.13 failed on a squeeze/unsqueeze pair
            # ([2, 3, 1] -> [2, 3] -> [2, 3, 1] f16, the [2, 3] also broadcast: "failed to legalize
            # unresolved source materialization from tensor<2x3xf16> to tensor<2x3xf32>",
            # fractional_max_pool3d f16/bf16)
            src = op.operand.defining_op.operand
            if DYNAMIC not in src.type.shape and DYNAMIC not in op.result.type.shape:
                if src.type == op.result.type:
                    op.result.replace_all_uses_with(src)
                    op.erase()
                else:
                    op.set_operand(0, src)
                n += 1
            continue
        if not isinstance(op, H.BroadcastInDimOp):
            continue
        src = op.operand.defining_op
        if not isinstance(src, H.ReshapeOp):
            continue
        ins, out, res = src.operand.type.shape, src.result.type.shape, op.result.type.shape
        if DYNAMIC in ins or DYNAMIC in out or DYNAMIC in res or 1 in ins \
                or [s for s in out if s != 1] != list(ins):
            continue
        dims = list(op.broadcast_dimensions.value)
        keep = [i for i, s in enumerate(out) if s != 1]
        op.set_operand(0, src.operand)
        op.properties["broadcast_dimensions"] = H.i64_array([dims[i] for i in keep])
        n += 1
    return n


def dynamic_reshapes_as_tensor_reshapes(root):
    """Each ``stablehlo.dynamic_reshape`` as ``tensor.reshape`` of the same shape tensor (same
    values): IREE 3.13 does not legalize ``stablehlo.dynamic_reshape`` ("failed to legalize
    operation 'stablehlo.dynamic_reshape'", even for a plain collapse). Returns the count."""
    from tmlir.ir.core import Builder, InsertionPoint
    from tmlir.ir.dialects import tensor
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.dynamic_reshape"]:
        b = Builder(InsertionPoint.before(op), op.location)
        r = b.insert(tensor.ReshapeOp.build(source=op.operands[0], shape=op.operands[1],
                                            result_=op.results[0].type)).results[0]
        op.results[0].replace_all_uses_with(r)
        op.erase()
        n += 1
    return n
