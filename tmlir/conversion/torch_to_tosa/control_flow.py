"""Runtime checks the contract keeps (``prim.If`` guards and ``runtime.assert`` from the shape
functions, for dynamic dims or data-dependent values): TOSA has no asserts, so they are reported,
not dropped."""
from __future__ import annotations

from .registry import lowering
from . import utils as U


@lowering("torch.prim.If", "torch.runtime.assert")
def runtime_check(op, operands, rw):
    raise U.NotLowerable("a runtime check of dynamic dims or data-dependent values (from the shape "
                         "functions): TOSA has no control flow or asserts; export with static shapes, or pass "
                         "guards=False to drop the checks")


@lowering("torch.aten._assert_scalar")
def assert_scalar(op, operands, rw):
    """A check whose condition is a constant: true is dropped, false reported; others (checks of
    run-time values) have no TOSA form."""
    c = operands[0]
    value = U.const_value(op.operand(0))
    if value is None and hasattr(c, "type"):
        value = U._builtin_const(c)
    if value is None:
        raise U.NotLowerable("a check of a run-time value (TOSA has no asserts)")
    if not value:
        msg = U.const_str(op.arg("assert_msg")) if len(op.operands) > 1 else None
        raise U.NotLowerable(f"the check always fails: {msg or 'assertion failed'}")
    rw.erase_op(op)
    return True
