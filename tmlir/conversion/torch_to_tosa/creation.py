"""Tensor creation: literals, filled tensors (zeros/ones/full/empty and their ``_like``/``new_``
forms), ``arange`` and ``eye`` with constant arguments, ``scalar_tensor`` -- all ``tosa.const``
(static sizes only: a dynamic size has no TOSA constant)."""
from __future__ import annotations

import numpy as np

from .registry import lowering
from . import utils as U


@lowering("torch.vtensor.literal")
def literal(op, operands, rw):
    """``torch.vtensor.literal`` -> ``tosa.const`` with the same data (``dense_resource`` blobs stay
    resources, bool ones are inlined); one with a zero-size dim (no data, and TOSA tensors have no
    zero-size dims) -> ``tensor.empty``."""
    out = U.result_type(op)
    U.no_f64(out.element_type, "the literal")
    if out.has_static_shape() and 0 in list(out.shape):
        rw.replace_op(op, U.empty(rw, out))
        return True
    value = op.properties.get("value")
    if value is None:
        return False
    attr = U.builtin_literal_attr(value, out)
    if attr is None:
        return False
    c = rw.insert(U.tosa.ConstOp.build(values=attr, output=out)).results[0]
    rw.replace_op(op, c)
    return True


def _fill(op, rw, value):
    out = U.result_type(op)
    U.no_f64(out.element_type, "the result")
    if not out.has_static_shape():
        raise U.NotLowerable(f"result {out} has dynamic sizes (a TOSA constant needs static ones)")
    et = out.element_type
    if U.is_int(et) and et is not U.I1 and isinstance(value, float):
        value = int(value)
    return U.finish(rw, op, U.const(rw, value, et, list(out.shape)))


@lowering("torch.aten.zeros", "torch.aten.zeros_like", "torch.aten.new_zeros", "torch.aten.empty.memory_format",
          "torch.aten.empty_like", "torch.aten.new_empty", "torch.aten.empty_strided", "torch.aten.new_empty_strided")
def zeros(op, operands, rw):
    return _fill(op, rw, 0)


@lowering("torch.aten.ones", "torch.aten.ones_like", "torch.aten.new_ones")
def ones(op, operands, rw):
    return _fill(op, rw, 1)


@lowering("torch.aten.full", "torch.aten.full_like", "torch.aten.new_full", "torch.aten.scalar_tensor")
def full(op, operands, rw):
    name = "s" if op.name == "torch.aten.scalar_tensor" else "fill_value"
    v = U.const_value(op.arg(name))
    if v is None:
        out = U.result_type(op)
        if not out.has_static_shape():
            raise U.NotLowerable("the fill value is not a constant and the sizes are dynamic")
        x = U.tensor_arg(rw, op, operands, name, U.compute_type(out.element_type) if out.element_type is not U.I1
                         else U.I1, len(out.shape))
        x = U.cast(rw, x, out.element_type)
        return U.finish(rw, op, U.broadcast_to(rw, x, list(out.shape)))
    return _fill(op, rw, v)


@lowering("torch.aten.isreal")
def isreal(op, operands, rw):
    """``isreal`` of a real (or integer/bool) tensor: true everywhere, a constant of the result's
    shape (a complex input has no TOSA type: check_types refuses it)."""
    U.check_types(op)
    return _fill(op, rw, True)


@lowering("torch.aten.arange", "torch.aten.arange.start", "torch.aten.arange.start_step")
def arange(op, operands, rw):
    out = U.result_type(op)
    U.no_f64(out.element_type, "the result")
    start = U.const_number(op.arg("start")) if U.has_arg(op, "start") else 0
    end = U.const_number(op.arg("end"))
    step = U.const_number(op.arg("step")) if U.has_arg(op, "step") else 1
    if None in (start, end, step) or not out.has_static_shape():
        raise U.NotLowerable("arange needs constant start/end/step")
    n = out.shape[0]
    vals = start + step * np.arange(n, dtype=np.float64 if U.is_float(out.element_type) else np.int64)
    return U.finish(rw, op, U.const(rw, vals, out.element_type, [n]))


@lowering("torch.aten.eye", "torch.aten.eye.m")
def eye(op, operands, rw):
    out = U.result_type(op)
    U.no_f64(out.element_type, "the result")
    if not out.has_static_shape():
        raise U.NotLowerable("eye needs constant sizes")
    return U.finish(rw, op, U.const(rw, np.eye(*out.shape), out.element_type, list(out.shape)))
