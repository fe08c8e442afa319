"""The registry of torch -> StableHLO lowerings, the ``convert-torch-to-stablehlo`` pass and the
``torch-verify-stablehlo-backend-contract`` verifier (a ``LoweringRegistry``, as every backend has
one).

Scalar ``!torch.int/float/bool`` arithmetic, ``torch.constant.*``, sizes (``aten.size.int``,
``aten.dim``, ``aten.numel``, ``aten.item``), runtime guards (``cf.assert``) and ``prim.If``
(``scf.if`` over scalars) and the identity ops (``aten.clone``, ``aten.detach``...) are the linalg
backend's lowerings, shared: their output (``arith``,
``tensor.dim``/``tensor.extract``/``tensor.from_elements``, ``cf``, ``scf``) is legal here
(StableHLO programs hold their shape arithmetic in these dialects).
"""
from __future__ import annotations

from tmlir.ir.passmanager import Pass, register_pass
from tmlir.conversion.lowering_registry import LoweringRegistry
from tmlir.conversion.torch_to_linalg.registry import LINALG

__all__ = ["lowering", "STABLEHLO", "STABLEHLO_BACKEND_DIALECTS", "ConvertTorchToStablehloPass"]

#: dialects the StableHLO backend contract allows (``chlo`` for the functions StableHLO has no op
#: for, ``arith``/``tensor`` for shape values and scalars, ``cf``/``scf`` for guards and scalar
#: control flow)
STABLEHLO_BACKEND_DIALECTS = ("builtin", "func", "stablehlo", "chlo", "tensor", "arith", "cf", "scf")

STABLEHLO = LoweringRegistry("stablehlo", STABLEHLO_BACKEND_DIALECTS,
                             where="tmlir/conversion/torch_to_stablehlo/<family>.py")
lowering = STABLEHLO.lowering

#: linalg families whose lowerings produce only scalars, shape values and guards
_SHARED_FAMILIES = ("scalar", "guards", "control_flow")
#: and single linalg lowerings that forward a value (``tensor.cast`` at most) or erase a check
_SHARED_OPS = ("torch.aten._assert_tensor_metadata", "torch.aten.clone", "torch.aten.detach", "torch.aten.alias",
               "torch.aten.lift_fresh_copy", "torch.aten.contiguous", "torch.aten.lift_fresh",
               "torch.aten.resolve_conj", "torch.aten.resolve_neg", "torch.aten.alias_copy", "torch.aten.detach_copy")


def _shared_names():
    names = set(_SHARED_OPS)
    for name, fns in LINALG.table.items():
        if all(fn.__module__.rsplit(".", 1)[-1] in _SHARED_FAMILIES for _, fn in fns):
            names.add(name)
    return sorted(names)


STABLEHLO.share(LINALG, _shared_names())


@register_pass("convert-torch-to-stablehlo", "ConvertTorchToStablehlo")
class ConvertTorchToStablehloPass(Pass):
    """Lower every torch op that has a registered StableHLO lowering; the others stay (the
    backend-contract verifier names them, with the reason a lowering gave)."""

    def run_on_operation(self, op):
        STABLEHLO.convert(op)


@register_pass("torch-verify-stablehlo-backend-contract", "VerifyStablehloBackendContract")
class VerifyStablehloBackendContractPass(Pass):
    """Only the StableHLO backend's dialects may remain; every op left is named with its line."""

    def run_on_operation(self, op):
        STABLEHLO.verify(op)
