"""``view_as_real`` (``real``/``imag`` stacked on a new last dim) and ``view_as_complex``
(``complex`` of the two halves of the last dim)."""
from __future__ import annotations

from tmlir.ir.dialects import stablehlo as H
from .registry import lowering
from . import utils as U


@lowering("torch.aten.view_as_real", "torch.aten.view_as_real_copy")
def view_as_real(op, operands, rw):
    x = U.tensor_operand(operands, 0)
    if not U.is_complex(x.type.element_type):
        return False
    b = U.B(rw, op.location)
    sz = U.sizes(b, x)
    parts = [U.reshape(b, U.unary(b, cls, x), sz + [1]) for cls in (H.RealOp, H.ImagOp)]
    rw.replace_op(op, U.cast_shape(b, H.concatenate(b, parts, len(sz)), U.result_type(op)))
    return True


@lowering("torch.aten.view_as_complex", "torch.aten.view_as_complex_copy")
def view_as_complex(op, operands, rw):
    x = U.tensor_operand(operands, 0)
    r = len(x.type.shape)
    if r == 0 or x.type.shape[-1] != 2 or not U.is_float(x.type.element_type):
        return False
    b = U.B(rw, op.location)
    sz = U.sizes(b, x)
    re_, im_ = (U.reshape(b, H.slice(b, x, [0] * (r - 1) + [i], list(x.type.shape[:-1]) + [i + 1])
                          if U.DYN not in x.type.shape else _dyn_part(b, x, i), sz[:-1]) for i in (0, 1))
    rw.replace_op(op, U.cast_shape(b, U.binary(b, H.ComplexOp, re_, im_), U.result_type(op)))
    return True


def _dyn_part(b, x, i):
    r = len(x.type.shape)
    sz = U.sizes(b, x)
    starts = [0] * (r - 1) + [i]
    limits = sz[:-1] + [i + 1]
    shape = list(x.type.shape[:-1]) + [1]
    return b.op(H.RealDynamicSliceOp.build(operand=x, start_indices=U.shape_tensor(b, starts),
                                           limit_indices=U.shape_tensor(b, limits),
                                           strides=U.shape_tensor(b, [1] * r), result=U.RTT(shape, x.type.element_type)))
