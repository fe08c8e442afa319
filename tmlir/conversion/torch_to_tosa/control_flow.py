"""Runtime checks. TOSA has no asserts, so a check of a run-time value (``aten._assert_scalar``,
which decompositions emit where PyTorch raises, e.g. mvlgamma's domain or cholesky's positive
definiteness; ``runtime.assert`` from the shape functions) becomes a ``cf.assert`` beside the TOSA
ops, its condition reduced and moved out of a tensor by TOSA and ``tensor.extract``: the check is
kept, never dropped. ``prim.If`` guards (control flow) have no TOSA form and are reported."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects.cf import AssertOp
from tmlir.ir.location import UNKNOWN_LOC
from .registry import lowering
from . import utils as U


@lowering("torch.prim.If")
def runtime_branch(op, operands, rw):
    raise U.NotLowerable("a runtime check of dynamic dims or data-dependent values (from the shape "
                         "functions): TOSA has no control flow; export with static shapes, or pass "
                         "guards=False to drop the checks")


def _assert(rw, op, cond, msg):
    loc = op.location
    where = loc.describe() if loc is not None and loc is not UNKNOWN_LOC else ""
    rw.insert(AssertOp.build_assert(cond, f"{msg} ({where})" if where else msg, location=loc))
    rw.erase_op(op)
    return True


@lowering("torch.runtime.assert")
def runtime_assert(op, operands, rw):
    """A shape-function check the contract could not decide at compile time: ``cf.assert``."""
    if getattr(operands[0], "type", None) is not A.I1:
        return False
    return _assert(rw, op, operands[0], op.message.value)


@lowering("torch.aten._assert_scalar")
def assert_scalar(op, operands, rw):
    """A check whose condition is a constant: true is dropped, false reported at compile time;
    a check of a run-time value becomes ``cf.assert`` (PyTorch raises there too)."""
    c = operands[0]
    value = U.const_value(op.operand(0))
    if value is None and hasattr(c, "type"):
        value = U._builtin_const(c)
    msg = U.const_str(op.arg("assert_msg")) if len(op.operands) > 1 else None
    if value is None:
        if getattr(c, "type", None) is A.I1:
            return _assert(rw, op, c, msg or "assertion failed")
        if getattr(c, "type", None) is A.I64:  # an int condition: nonzero holds
            from tmlir.ir.dialects import arith
            zero = rw.insert(arith.ConstantOp.build_int(0, A.I64, location=op.location)).results[0]
            ne = rw.insert(arith.CmpIOp.build_pred("ne", c, zero, location=op.location)).results[0]
            return _assert(rw, op, ne, msg or "assertion failed")
        raise U.NotLowerable("a check of a run-time value whose condition is not an i1/i64 scalar")
    if not value:
        raise U.NotLowerable(f"the check always fails: {msg or 'assertion failed'}")
    rw.erase_op(op)
    return True
