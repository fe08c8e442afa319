"""``torch-verify-linalg-on-tensors-backend-contract``: after lowering, only the backend's dialects
may remain. Every op that is left over is reported with its location (the Python source line the
importer recorded), so "failed to lower" always names what and where::

    error: 2 ops were not lowered to linalg-on-tensors:
      model.py:12: 'torch.aten.frobnicate' (no lowering registered for it)
      model.py:15: 'torch.aten.sum.dim_IntList' (its lowering did not apply: dims are not constants)
"""
from __future__ import annotations

from tmlir.ir.passmanager import Pass, register_pass
from tmlir.transforms.lower_to_backend_contract import BackendContractError
from .torch_to_linalg.registry import LINALG
from .backend_types import not_lowered_reason

__all__ = ["BackendContractError", "check_backend_dialects"]


def _where(op):
    loc = op.location
    d = loc.describe() if loc is not None else ""
    return d or "<unknown location>"


def _types_ok(op):
    from tmlir.dialects.torch.types import TorchType
    for v in list(op.operands) + list(op.results):
        if isinstance(v.type, TorchType):
            return False
    return True


def check_backend_dialects(module, dialects, backend_name, registry=None,
                           where="tmlir/conversion/torch_to_linalg/<family>.py", ops=()):
    """Raise ``BackendContractError`` listing every op outside ``dialects`` and ``ops`` (or with
    torch-typed values) under ``module``; its ``.problems`` are (op, None, reason, None). ``where``
    is the file pattern a lowering of the backend goes in."""
    bad = []
    for op in module.walk_ops():
        d = op.name.split(".", 1)[0]
        if (d not in dialects and op.name not in ops) or not _types_ok(op):
            bad.append(op)
    if not bad:
        return
    if any(not op.name.startswith("torch_c.") for op in bad):
        bad = [op for op in bad if not op.name.startswith("torch_c.")]  # the casts around them are noise
    # constants and list constructions left only because their user was not lowered come last
    bad.sort(key=lambda op: op.name.startswith(("torch.constant.", "torch.prim.ListConstruct")))
    lines = []
    for op in bad[:50]:
        if registry is not None and op.name not in registry:
            why = "no lowering registered for it"
        elif registry is not None:
            reason = not_lowered_reason(op)
            why = ("its lowering did not apply: " + reason if reason else
                   "its lowering did not apply to these operand types/values")
        else:
            why = "not in the backend's dialects"
        lines.append(f"  {_where(op)}: '{getattr(op, 'diagnostic_name', op.name)}' ({why})")
    more = f"\n  ... and {len(bad) - 50} more" if len(bad) > 50 else ""
    if registry is not None and any(op.name.startswith("torch.") for op in bad):
        more += (f"\n  (a lowering goes in {where} as @lowering(\"<op name>\"), "
                 "a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)")
    raise BackendContractError(f"{len(bad)} op(s) were not lowered to {backend_name}:\n" + "\n".join(lines) + more,
                               [(op, None, f"not lowered to {backend_name}", None) for op in bad])


@register_pass("torch-verify-linalg-on-tensors-backend-contract", "VerifyLinalgOnTensorsBackendContract")
class VerifyLinalgOnTensorsBackendContractPass(Pass):
    def run_on_operation(self, op):
        LINALG.verify(op)
