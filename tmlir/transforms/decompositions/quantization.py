"""Quantization: the QDQ ops of PT2E (``quantized_decomposed.*``), the eager quantized-tensor ops
(``aten.quantize_per_tensor``, ``int_repr``, ``dequantize``, ``_make_per_*_quantized_tensor``,
``q_scale``, ``q_zero_point``) and fake quantization, in plain float/integer arithmetic::

    quantize(x)   = clamp(round(x * (1 / scale)) + zero_point, quant_min, quant_max).to(storage)
    dequantize(q) = (q.to(f32) - zero_point) * scale

``round`` is round-half-to-even, as ``torch.round``; per-channel parameters are viewed along
``axis``. The formulas are PyTorch's own (torch/ao/quantization/fx/_decomposed.py and ATen's
fake-quantize kernels), so a QDQ graph matches eager bit for bit.

A quantized tensor (``!torch.vtensor<[..],!torch.qint8>``) has no arithmetic of its own: the
consumers (``int_repr``, ``dequantize``, ``q_scale``, ``q_zero_point``) read through the op that
made it (``quantize_per_tensor``/``_per_channel``, ``_make_per_*_quantized_tensor``) and the
producer goes away with its last use. Integer matmuls and convolutions on quantized values are
made by torch-fuse-quantized-ops (tmlir/transforms/fuse_quantized_ops.py) before these run.
"""
from __future__ import annotations

import numpy as np

from tmlir.dialects.torch import types as T

from .registry import decomposition
from .builder import NotApplicable

# quantized dtype -> (storage dtype, quant_min, quant_max)
_STORAGE = {T.QINT8: (T.SI8, -128, 127), T.QUINT8: (T.UI8, 0, 255), T.QINT32: (T.SI32, -(1 << 31), (1 << 31) - 1)}


def storage_of(dtype):
    """(storage dtype, quant_min, quant_max) of a quantized dtype, or None."""
    return _STORAGE.get(dtype)


def _inv(b, scale):
    """``1.0 / scale`` for a float scalar (folded when constant) or a tensor."""
    if b._is_tensor(scale):
        return b.unary("reciprocal", scale, "float")
    try:
        return 1.0 / b.const_float(scale)
    except NotApplicable:
        return b.op("torch.aten.div.float", [1.0, scale], T.FLOAT)


def _scalar(b, t):
    """A one-element tensor parameter (``.tensor`` overloads) as a 0-d tensor, which takes part in
    type promotion as the Python scalar of the plain overload does."""
    s = b.sizes(t)
    if s is None or any(d not in (1, -1) for d in s):
        raise NotApplicable("a per-tensor parameter with more than one element")
    return b.reshape(t, []) if s else t   # (a dynamic size is checked by the reshape at run time)


def _along(b, v, axis, rank):
    """A 1-d per-channel tensor viewed as ``[1, .., C, .., 1]`` (``C`` at ``axis``)."""
    sizes = [1] * rank
    sizes[axis] = b.size(v, 0)
    return b.reshape(v, sizes)


def _axis(b, x, axis):
    a, r = b.const_int(axis), b.rank(x)
    return a + r if a < 0 else a


def quantize(b, x, inv_scale, zero_point, qmin, qmax, dtype):
    """``clamp(round(x * inv_scale) + zero_point, qmin, qmax).to(dtype)``; f16/bf16 in f32."""
    if b.known_dtype(x) in (T.F16, T.BF16):
        x = b.to_dtype(x, T.F32)
    r = b.unary("round", b.mul(x, inv_scale))
    return b.to_dtype(b.clamp(b.add(r, zero_point), qmin, qmax), dtype)


def dequantize(b, q, scale, zero_point, out_dtype):
    return b.to_dtype(b.mul(b.sub(b.to_dtype(q, T.F32), zero_point), scale), out_dtype)


def _out_dtype(b, v):
    return b.dtype_arg(v) or T.F32


@decomposition("torch.quantized_decomposed.quantize_per_tensor")
def qd_quantize_per_tensor(b, op):
    x, scale, zp, qmin, qmax, dtype = op.operands
    return [quantize(b, x, _inv(b, scale), zp, qmin, qmax, b.dtype_arg(dtype))]


@decomposition("torch.quantized_decomposed.quantize_per_tensor.tensor")
def qd_quantize_per_tensor_t(b, op):
    x, scale, zp, qmin, qmax, dtype = op.operands
    return [quantize(b, x, _inv(b, _scalar(b, scale)), _scalar(b, zp), qmin, qmax, b.dtype_arg(dtype))]


@decomposition("torch.quantized_decomposed.dequantize_per_tensor")
def qd_dequantize_per_tensor(b, op):
    q, scale, zp, _qmin, _qmax, _dtype, out_dtype = op.operands
    return [dequantize(b, q, scale, zp, _out_dtype(b, out_dtype))]


@decomposition("torch.quantized_decomposed.dequantize_per_tensor.tensor")
def qd_dequantize_per_tensor_t(b, op):
    q, scale, zp, _qmin, _qmax, _dtype, out_dtype = op.operands
    return [dequantize(b, q, _scalar(b, scale), _scalar(b, zp), _out_dtype(b, out_dtype))]


@decomposition("torch.quantized_decomposed.quantize_per_channel")
def qd_quantize_per_channel(b, op):
    x, scales, zps, axis, qmin, qmax, dtype = op.operands
    a, r = _axis(b, x, axis), b.rank(x)
    inv = _inv(b, _along(b, scales, a, r))
    return [quantize(b, x, inv, _along(b, zps, a, r), qmin, qmax, b.dtype_arg(dtype))]


@decomposition("torch.quantized_decomposed.dequantize_per_channel")
def qd_dequantize_per_channel(b, op):
    """``(q - zero_points) * scales`` along ``axis`` (the integer difference first, as PyTorch)."""
    q, scales, zps, axis, _qmin, _qmax, _dtype, out_dtype = op.operands
    a, r = _axis(b, q, axis), b.rank(q)
    d = q if b.is_none(zps) else b.sub(q, _along(b, zps, a, r))
    return [b.to_dtype(b.mul(d, _along(b, scales, a, r)), _out_dtype(b, out_dtype))]


# ---- the eager quantized-tensor ops: read through the op that made the quantized tensor ----------

def _producer(b, v):
    """(kind, op) of the op that made the quantized value ``v``: kind "quantize" (from a float
    tensor) or "make" (from its integer storage)."""
    d = v.defining_op
    name = getattr(d, "name", "")
    if name in ("torch.aten.quantize_per_tensor", "torch.aten.quantize_per_tensor.tensor_qparams",
                "torch.aten.quantize_per_channel"):
        return "quantize", d
    if name in ("torch.aten._make_per_tensor_quantized_tensor", "torch.aten._make_per_channel_quantized_tensor"):
        return "make", d
    raise NotApplicable("the quantized operand is not made by a quantize or _make_per_*_quantized_tensor op")


def _qparams(d):
    """(scale(s), zero point(s), axis or None) of a producer op."""
    if "per_channel" in d.name:
        return d.operands[1], d.operands[2], d.operands[3]
    return d.operands[1], d.operands[2], None


def _storage_value(b, v):
    """The integer storage tensor of the quantized value ``v``."""
    kind, d = _producer(b, v)
    if kind == "make":
        return d.operands[0]
    st = storage_of(b.known_dtype(v))
    if st is None:
        raise NotApplicable("not a quantized dtype")
    dt, qmin, qmax = st
    code = T.type_to_scalar_type_int(dt)
    scale, zp, axis = _qparams(d)
    x = d.operands[0]
    if axis is not None:
        name = "torch.quantized_decomposed.quantize_per_channel"
        ops = [x, scale, zp, axis, qmin, qmax, code]
    elif d.name.endswith("tensor_qparams"):
        name = "torch.quantized_decomposed.quantize_per_tensor.tensor"
        ops = [x, scale, zp, qmin, qmax, code]
    else:
        name = "torch.quantized_decomposed.quantize_per_tensor"
        ops = [x, scale, zp, qmin, qmax, code]
    return b.op(name, ops, b.vt(b.sizes(v), dt))


@decomposition("torch.aten.int_repr")
def int_repr(b, op):
    return [_storage_value(b, op.arg("self"))]


@decomposition("torch.aten.dequantize.self")
def dequantize_self(b, op):
    v = op.arg("self")
    st = storage_of(b.known_dtype(v))
    if st is None:
        raise NotApplicable("not a quantized dtype")
    dt, qmin, qmax = st
    _kind, d = _producer(b, v)
    scale, zp, axis = _qparams(d)
    q = _storage_value(b, v)
    if axis is not None:
        a, r = _axis(b, q, axis), b.rank(q)
        return [b.mul(b.sub(q, _along(b, zp, a, r)), _along(b, scale, a, r))]
    if b._is_tensor(scale):
        scale, zp = _scalar(b, scale), _scalar(b, zp)
    return [dequantize(b, q, scale, zp, T.F32)]


def _qparam(index):
    """``q_scale`` (``index`` 0) / ``q_zero_point`` (1): the scalar the per-tensor producer took."""
    def qparam(b, op):
        _kind, d = _producer(b, op.arg("self"))
        params = _qparams(d)
        v = params[index]
        if params[2] is not None or b._is_tensor(v):
            raise NotApplicable("a per-channel or tensor-parameter quantization")
        return [v]
    return qparam


decomposition("torch.aten.q_scale")(_qparam(0))
decomposition("torch.aten.q_zero_point")(_qparam(1))


# ---- fake quantization (ATen's kernels: inv_scale = 1.0f / scale in f32) -------------------------

def _f32(b, v):
    """A float scalar rounded to f32 (constant: folded here, as the kernels read it as float)."""
    try:
        return float(np.float32(b.const_float(v)))
    except NotApplicable:
        return v


def _fake(b, x, scale, inv, zp, qmin, qmax, mask=False):
    """``(clamp(round(x * inv) + zp, qmin, qmax) - zp) * scale`` in ``x``'s dtype, and the mask of
    the elements inside [qmin, qmax] before the clamp when ``mask``."""
    b.float_tensor(x)
    t = b.add(b.unary("round", b.mul(x, inv)), zp)
    out = b.mul(b.sub(b.clamp(t, qmin, qmax), zp), scale)
    out = b.to_dtype(out, b.known_dtype(x))
    if not mask:
        return [out]
    inside = b.logical("and", b.compare("ge", t, qmin), b.compare("le", t, qmax))
    return [out, inside]


def _fake_per_tensor(mask):
    def fake(b, op):
        x, scale, zp, qmin, qmax = op.operands
        if b._is_tensor(scale):
            scale, zp = _scalar(b, scale), _scalar(b, zp)
            inv = _inv(b, scale)
        else:
            scale = _f32(b, scale)
            inv = float(np.float32(1.0) / np.float32(scale)) if isinstance(scale, float) else _inv(b, scale)
        return _fake(b, x, scale, inv, zp, qmin, qmax, mask)
    return fake


def _fake_per_channel(mask):
    def fake(b, op):
        x, scale, zp, axis, qmin, qmax = op.operands
        a, r = _axis(b, x, axis), b.rank(x)
        s = _along(b, scale, a, r)
        return _fake(b, x, s, _inv(b, s), _along(b, zp, a, r), qmin, qmax, mask)
    return fake


decomposition("torch.aten.fake_quantize_per_tensor_affine",
              "torch.aten.fake_quantize_per_tensor_affine.tensor_qparams")(_fake_per_tensor(False))
decomposition("torch.aten.fake_quantize_per_tensor_affine_cachemask")(_fake_per_tensor(True))
decomposition("torch.aten.fake_quantize_per_channel_affine")(_fake_per_channel(False))
decomposition("torch.aten.fake_quantize_per_channel_affine_cachemask")(_fake_per_channel(True))
