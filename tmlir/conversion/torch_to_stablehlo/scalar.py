"""Scalars: the linalg backend's lowerings are shared (registry.py) except where they emit a tensor
op: ``item()`` of an f16/bf16 tensor widens it to f32 with a ``stablehlo.convert`` before the
extract (the shared lowering converts with a ``linalg.generic``), so the scalar is f32 from the
start; ``prim.NumToTensor`` of a complex literal is a ``stablehlo`` constant (the shared
lowering's ``complex.constant`` is outside this backend's contract)."""
from __future__ import annotations

from tmlir.conversion.torch_to_linalg.scalar import item as _shared_item
from tmlir.ir import attributes as A
from .registry import lowering
from . import utils as U


@lowering("torch.aten.item", "torch.aten._local_scalar_dense", "torch.aten.Float.Tensor", benefit=2)
def half_item(op, operands, rw):
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)) or x.type.element_type not in (A.F16, A.BF16):
        return False
    if any(s not in (1, A.DYNAMIC) for s in x.type.shape):
        return False
    b = U.B(rw, op.location)
    return _shared_item(op, [U.convert(b, x, A.F32)] + list(operands[1:]), rw)


@lowering("torch.prim.NumToTensor.Scalar", benefit=2)
def complex_num_to_tensor(op, operands, rw):
    c = U.const_value(op.operands[0])
    out = U.result_type(op)
    if not isinstance(c, complex) or not U.is_complex(out.element_type):
        return False
    b = U.B(rw, op.location)
    rw.replace_op(op, U.constant(b, c, U.RTT((), out.element_type)))
    return True
