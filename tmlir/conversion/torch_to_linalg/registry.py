"""The registry of torch -> linalg lowerings and the ``convert-torch-to-linalg`` pass (a
``LoweringRegistry``, as every backend has one)."""
from __future__ import annotations

from tmlir.ir.passmanager import Pass, register_pass
from tmlir.conversion.lowering_registry import LoweringRegistry

__all__ = ["lowering", "LOWERINGS", "LINALG", "ConvertTorchToLinalgPass", "lowering_patterns"]

#: dialects the linalg-on-tensors backend contract allows
LINALG_BACKEND_DIALECTS = ("builtin", "func", "linalg", "tensor", "arith", "math", "scf", "cf", "ml_program",
                           "complex")

LINALG = LoweringRegistry("linalg-on-tensors", LINALG_BACKEND_DIALECTS,
                          where="tmlir/conversion/torch_to_linalg/<family>.py")
LOWERINGS = LINALG.table   # op name -> [(benefit, fn)]
lowering = LINALG.lowering
lowering_patterns = LINALG.patterns


@register_pass("convert-torch-to-linalg", "ConvertTorchToLinalg")
class ConvertTorchToLinalgPass(Pass):
    """Lower every torch op that has a registered lowering; the others stay (the backend-contract
    verifier at the end of the pipeline names them, with the reason a lowering gave in the
    ``tmlir.not_lowered`` attribute)."""

    def run_on_operation(self, op):
        LINALG.convert(op)
