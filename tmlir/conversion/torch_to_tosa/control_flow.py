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
