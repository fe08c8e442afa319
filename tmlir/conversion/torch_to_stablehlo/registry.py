"""The registry of torch -> StableHLO lowerings, the ``convert-torch-to-stablehlo`` pass and the
``torch-verify-stablehlo-backend-contract`` verifier (a ``LoweringRegistry``, as every backend has
one).

Scalar ``!torch.int/float/bool`` arithmetic, ``torch.constant.*``, sizes (``aten.size.int``,
``aten.dim``, ``aten.numel``, ``aten.item``), runtime guards (``cf.assert``) and ``prim.If``
(``scf.if`` over scalars) and the identity ops (``aten.clone``, ``aten.detach``...) are the linalg
backend's lowerings, shared: their output (``arith``,
``tensor.dim``/``tensor.extract``/``tensor.from_elements``, ``cf``, ``scf``) is legal here and
IREE's StableHLO input accepts it.
"""
from __future__ import annotations

from tmlir.ir.passmanager import Pass, register_pass
from tmlir.conversion.lowering_registry import LoweringRegistry
from tmlir.conversion.torch_to_linalg.registry import LINALG

__all__ = ["lowering", "STABLEHLO", "STABLEHLO_BACKEND_DIALECTS", "ConvertTorchToStablehloPass"]

#: dialects the StableHLO backend contract allows (``arith``/``tensor`` for shape values and
#: scalars, ``cf``/``scf`` for guards and scalar control flow)
STABLEHLO_BACKEND_DIALECTS = ("builtin", "func", "stablehlo", "tensor", "arith", "cf", "scf")

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


@register_pass("stablehlo-fold-unit-reshape-broadcasts", "StablehloFoldUnitReshapeBroadcasts")
class FoldUnitReshapeBroadcastsPass(Pass):
    """``fold_unit_reshape_broadcasts`` over the operation (run after the type conversion, when
    the converted ops read each other directly)."""

    def run_on_operation(self, op):
        fold_unit_reshape_broadcasts(op)
