"""The registry of torch -> linalg lowerings and the ``convert-torch-to-linalg`` pass."""
from __future__ import annotations

from tmlir.ir.conversion import ConversionTarget, FunctionConversionPattern, apply_partial_conversion
from tmlir.ir.passmanager import Pass, register_pass
from tmlir.conversion.backend_types import backend_type_converter, TORCH_C_CASTS

__all__ = ["lowering", "LOWERINGS", "ConvertTorchToLinalgPass", "lowering_patterns"]

LOWERINGS = {}   # op name -> [(benefit, fn)]

#: dialects the linalg-on-tensors backend contract allows
LINALG_BACKEND_DIALECTS = ("builtin", "func", "linalg", "tensor", "arith", "math", "scf", "cf", "ml_program",
                           "complex")


def lowering(*names, benefit=1):
    """Register ``fn(op, operands, rewriter) -> bool`` as the lowering of the torch ops ``names``."""
    def deco(fn):
        for n in names:
            LOWERINGS.setdefault(n, []).append((benefit, fn))
        return fn
    return deco


def _guarded(fn):
    """``utils.NotLowerable`` raised by a lowering (before it changed anything) means "does not apply"."""
    from .utils import NotLowerable

    def run(op, operands, rw):
        try:
            return fn(op, operands, rw)
        except NotLowerable:
            return False
    run.__name__ = fn.__name__
    return run


def lowering_patterns(type_converter):
    pats = []
    for name, fns in LOWERINGS.items():
        for benefit, fn in fns:
            pats.append(FunctionConversionPattern(_guarded(fn), root=name, benefit=benefit,
                                                  type_converter=type_converter,
                                                  name=f"{fn.__module__.rsplit('.', 1)[-1]}.{fn.__name__}"))
    return pats


@register_pass("convert-torch-to-linalg", "ConvertTorchToLinalg")
class ConvertTorchToLinalgPass(Pass):
    """Lower every torch op that has a registered lowering; the others stay (the backend-contract
    verifier at the end of the pipeline names them)."""

    def run_on_operation(self, op):
        tc = backend_type_converter()
        target = ConversionTarget()
        target.add_legal_dialect(*LINALG_BACKEND_DIALECTS)
        target.add_legal_op(*TORCH_C_CASTS)
        target.mark_unknown_op_dynamically_legal(lambda o: o.name not in LOWERINGS)
        apply_partial_conversion(op, target, lowering_patterns(tc), fail_on_illegal=False)
