"""Quantized tensors: a ``!torch.vtensor<[..],!torch.qint8>`` lowers to its integer storage
(``tensor<..xi8>``; quint8 -> i8, qint32 -> i32), so the ops that only reinterpret storage are the
identity on it::

    %q = torch.aten._make_per_tensor_quantized_tensor %x, %scale, %zp   ==>  %x
    %i = torch.aten.int_repr %acc                                      ==>  %acc

The scale and zero point stay on the torch side. A ``_make_per_*_quantized_tensor`` whose users
are all integer products (mm, bmm, convolution on quantized operands) waits for them: they read
its storage and zero point (utils.quantized_operand; linear.py, convolution.py) and erase it
(utils.release_quantized); this conversion replaces an op at once, so a product lowered after it
would find no zero point. Everything else about a quantized tensor decomposes to arithmetic before lowering
(tmlir/transforms/decompositions/quantization.py).
"""
from __future__ import annotations

from .registry import lowering
from . import utils as U


@lowering("torch.aten._make_per_tensor_quantized_tensor", "torch.aten._make_per_channel_quantized_tensor",
          "torch.aten.int_repr")
def storage_identity(op, operands, rw):
    users = [u for u, _ in op.results[0].uses]
    if op.name != "torch.aten.int_repr" and users and all(u.name in U.QUANTIZED_PRODUCTS for u in users):
        raise U.NotLowerable("lowered with its users, the integer products that read its zero point")
    x = U.tensor_operand(operands, 0)
    rw.replace_op(op, U.cast_tensor(rw, x, U.result_type(op), op.location))
    return True
