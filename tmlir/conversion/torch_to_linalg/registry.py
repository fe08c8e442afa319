"""The registry of torch -> linalg lowerings and the ``convert-torch-to-linalg`` pass."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.conversion import ConversionTarget, FunctionConversionPattern, apply_partial_conversion
from tmlir.ir.passmanager import Pass, register_pass
from tmlir.conversion.backend_types import backend_type_converter, TORCH_C_CASTS, NOT_LOWERED_ATTR

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


def _guarded(fn, reasons):
    """``utils.NotLowerable`` raised by a lowering (before it changed anything) means "does not
    apply"; its message (or the rewriter's match-failure reason) is added to ``reasons[op]``."""
    from .utils import NotLowerable

    def run(op, operands, rw):
        rw.failure_reason = None
        try:
            ok = fn(op, operands, rw)
        except NotLowerable as e:
            ok, why = False, str(e)
            if why.startswith(f"'{op.name}': "):
                why = why[len(op.name) + 4:]
        else:
            failed = rw.failure_reason
            why = failed[1] if not ok and failed is not None and failed[0] is op else ""
        if not ok and why and reasons is not None:
            reasons.setdefault(op, []).append(why)
        return ok
    run.__name__ = fn.__name__
    return run


def lowering_patterns(type_converter, reasons=None):
    """The conversion patterns of every registered lowering; when ``reasons`` is a dict, each
    lowering that does not apply adds why to ``reasons[op]``."""
    pats = []
    for name, fns in LOWERINGS.items():
        for benefit, fn in fns:
            pats.append(FunctionConversionPattern(_guarded(fn, reasons), root=name, benefit=benefit,
                                                  type_converter=type_converter,
                                                  name=f"{fn.__module__.rsplit('.', 1)[-1]}.{fn.__name__}"))
    return pats


@register_pass("convert-torch-to-linalg", "ConvertTorchToLinalg")
class ConvertTorchToLinalgPass(Pass):
    """Lower every torch op that has a registered lowering; the others stay (the backend-contract
    verifier at the end of the pipeline names them, with the reason a lowering gave in the
    ``tmlir.not_lowered`` attribute)."""

    def run_on_operation(self, op):
        tc = backend_type_converter()
        target = ConversionTarget()
        target.add_legal_dialect(*LINALG_BACKEND_DIALECTS)
        target.add_legal_op(*TORCH_C_CASTS)
        target.mark_unknown_op_dynamically_legal(lambda o: o.name not in LOWERINGS)
        reasons = {}
        apply_partial_conversion(op, target, lowering_patterns(tc, reasons), fail_on_illegal=False)
        for o, why in reasons.items():
            if o.parent is not None and o.name in LOWERINGS:
                o.set_attr(NOT_LOWERED_ATTR, A.StringAttr("; ".join(dict.fromkeys(why))))
