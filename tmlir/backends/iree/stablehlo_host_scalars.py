"""0-d conversions that IREE 3.13 moves to the host and then fails to legalize there (same values):

* ``iree-stablehlo-host-f64-conversions``: a 0-d f64 computed at run time (a reduction's result
  divided by a size-derived f64, a size from a float scale) and converted to f32 or an integer:
  IREE moves the tail to the host, where it fails to legalize ``'arith.truncf' (f64) -> f32``
  (std_mean --dynamic) or ``'arith.fptosi' (f64) -> i64`` (upsample_bilinear --dynamic); the
  operand goes through an ``optimization_barrier`` first, which keeps the conversion on the device.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from tmlir.conversion.torch_to_stablehlo import utils as U

__all__ = ["f64_conversions_behind_barriers"]


def _is_constant(v):
    return U._float_constant(v) is not None


def f64_conversions_behind_barriers(root):
    """Each ``stablehlo.convert`` of a 0-d f64 that is not a constant to another type, its operand
    through an ``optimization_barrier``; returns how many."""
    from .stablehlo_math import _Before
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.convert"]:
        x = op.operands[0]
        t = x.type
        if not isinstance(t, A.RankedTensorType) or t.shape or t.element_type is not A.F64 \
                or op.results[0].type.element_type is A.F64 or _is_constant(x):
            continue
        d = x.defining_op
        if d is not None and d.name == "stablehlo.optimization_barrier":
            continue
        bar = _Before(op).insert(H.OptimizationBarrierOp.build(operand=[x], results_=[t]))
        op.set_operand(0, bar.results[0])
        n += 1
    return n
