"""The registry of torch -> TOSA lowerings (a ``LoweringRegistry``), the ``convert-torch-to-tosa``
pass and ``torch-verify-tosa-backend-contract``."""
from __future__ import annotations

from tmlir.ir.passmanager import Pass, register_pass
from tmlir.conversion.lowering_registry import LoweringRegistry

__all__ = ["lowering", "LOWERINGS", "TOSA", "TOSA_BACKEND_DIALECTS", "ConvertTorchToTosaPass",
           "VerifyTosaBackendContractPass"]

#: dialects the TOSA backend contract allows (``arith`` for scalars, ``tensor`` for casts and the
#: scalar <-> tensor moves)
TOSA_BACKEND_DIALECTS = ("builtin", "func", "tosa", "tensor", "arith")
#: ops of other dialects the TOSA output may hold: TOSA has no asserts, so a check of a run-time
#: value (``_assert_scalar``: PyTorch raises there) is a ``cf.assert`` beside the TOSA ops
TOSA_BACKEND_OPS = ("cf.assert",)

TOSA = LoweringRegistry("tosa", TOSA_BACKEND_DIALECTS, where="tmlir/conversion/torch_to_tosa/<family>.py",
                        ops=TOSA_BACKEND_OPS)
LOWERINGS = TOSA.table
lowering = TOSA.lowering


@register_pass("convert-torch-to-tosa", "ConvertTorchToTosa")
class ConvertTorchToTosaPass(Pass):
    """Lower every torch op that has a registered TOSA lowering; the others stay, for
    ``torch-verify-tosa-backend-contract`` to name with their source lines."""

    def run_on_operation(self, op):
        TOSA.convert(op)


@register_pass("torch-verify-tosa-backend-contract", "VerifyTosaBackendContract")
class VerifyTosaBackendContractPass(Pass):
    """Only tosa, tensor, arith, func and builtin ops (and ``cf.assert``) may remain; every other op is reported with
    its source line and the reason its lowering gave."""

    def run_on_operation(self, op):
        TOSA.verify(op)


#: linalg's scalar lowerings whose output (arith, tensor.from_elements/extract/dim) is legal here
#: too: the ``!torch.int/float/bool`` arithmetic and the scalar <-> tensor moves the contract keeps
#: (math-based ones such as ``sqrt.float`` and the ``cf.assert`` guards are not)
SHARED_WITH_LINALG_FAMILY = "scalar"
NOT_SHARED = ("torch.aten.pow.int_float", "torch.prim.abs.float", "torch.aten.sqrt.int", "torch.aten.sqrt.float",
              "torch.aten.ceil.float", "torch.aten.floor.float", "torch.aten._assert_scalar")


def share_linalg_scalars(linalg):
    names = [n for n, fns in linalg.table.items()
             if n not in NOT_SHARED and n not in TOSA.table
             and any(f.__module__.rsplit(".", 1)[-1] == SHARED_WITH_LINALG_FAMILY for _, f in fns)]
    TOSA.share(linalg, names)
