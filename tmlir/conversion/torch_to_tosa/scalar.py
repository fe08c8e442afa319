"""Scalars: linalg's scalar lowerings are shared (registry.py ``share_linalg_scalars``) except
``item()``, whose f16/bf16 case widens the tensor to f32 first (the scalar is then an f32, which every
host runtime computes with): by a ``tosa.cast`` here where linalg's uses a ``linalg.generic``."""
from __future__ import annotations

from tmlir.conversion.torch_to_linalg.scalar import item as _shared_item
from tmlir.ir import attributes as A
from .registry import lowering
from tmlir.conversion.torch_operands import ranked
from . import utils as U


@lowering("torch.aten.item", "torch.aten._local_scalar_dense", "torch.aten.Int.Tensor", "torch.aten.Float.Tensor",
          "torch.aten.Bool.Tensor")
def item(op, operands, rw):
    x = operands[0]
    if ranked(getattr(x, "type", None)) and x.type.element_type in (A.F16, A.BF16) \
            and all(s in (1, A.DYNAMIC) for s in x.type.shape):
        x = U.cast(rw, x, A.F32)
    return _shared_item(op, [x] + list(operands[1:]), rw)
