"""torch-fuse-quantized-ops: a matmul/linear/convolution on dequantized integers becomes an integer
product on quantized tensors, its i32 result rescaled to float.

PT2E (``convert_pt2e``) and eager quantization both leave the product in float between a
dequantize of each operand and (maybe) a quantize of the result::

    %x = quantized_decomposed.dequantize_per_tensor %xq, 0.02, 3, ...       (ui8 -> f32)
    %w = quantized_decomposed.dequantize_per_channel %wq, %scales, %zps, 0 (si8 -> f32)
    %y = torch.aten.linear %x, %w, %bias
  ->
    %a = torch.aten._make_per_tensor_quantized_tensor %xq, 0.02, 3 -> !torch.vtensor<[M,K],!torch.quint8>
    %b = torch.aten._make_per_channel_quantized_tensor %wT, %scales, %zps, 1 -> [K,N],!torch.qint8
    %acc = torch.aten.mm %a, %b -> !torch.vtensor<[M,N],!torch.qint32>      (integer, i32 sums)
    %y = int_repr(%acc).to(f32) * (0.02 * %scales) + %bias

The linalg backend lowers the product on quantized operands to ``linalg.quantized_matmul`` /
``quantized_batch_matmul`` / ``conv_2d_nchw_fchw_q`` / ``conv_2d_ngchw_gfchw_q`` with the zero
points read from the ``_make_per_*_quantized_tensor`` ops; a quantize that follows stays as it is
(it now rounds the rescaled integer result: the requantize step). The result equals the float
program's up to the float rounding of its sums, so within one quantization step of a following
quantize.

Fused: ``aten.linear``, ``mm``, ``bmm``, ``matmul`` (2-D or 3-D operands of equal rank),
``conv2d``, ``conv_transpose2d`` and ``convolution`` (2-D, any groups, transposed too) whose two tensor operands are
dequantized ui8/si8 values with constant zero points: the activation per tensor, the weight per
tensor or per output channel (a per-channel weight's zero points must all be equal, as
symmetric quantization gives: ``linalg.quantized_*`` take one zero point per operand). Anything
else stays in float (the dequantizes decompose to arithmetic). Runs once, before the backend
contract's fixed point (torch-lower-to-backend-contract), while the products are still the ops
the program wrote.

    tmlir-opt m.mlir -p torch-fuse-quantized-ops
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tmlir.ir.passmanager import Pass, register_pass
from tmlir.dialects.torch import types as T
from tmlir.transforms.decompositions.builder import NotApplicable
from tmlir.transforms.decompose_complex_ops import _decompose_one

__all__ = ["fuse_quantized_ops"]

_QUANTIZED_OF = {T.SI8: T.QINT8, T.UI8: T.QUINT8}


@dataclass
class _Dequant:
    """A dequantized integer tensor: ``(q - zp) * scale``; ``axis`` None for per tensor, else the
    per-channel ``scale`` tensor's dim (``zp`` is then the int all channels share)."""
    q: object
    scale: object           # float (per tensor) or a 1-d tensor Value (per channel)
    zp: int
    axis: int = None
    zps: object = None      # per channel: the zero-point tensor Value of the source op (or None)


def _const_tensor_values(v):
    """The values of a constant tensor (``torch.vtensor.literal``) as a numpy array, else None."""
    d = v.defining_op
    if d is None or d.name != "torch.vtensor.literal":
        return None
    attr = d.properties.get("value")
    try:
        return np.asarray(attr.to_numpy())
    except Exception:  # noqa: BLE001  (an attribute kind without data here: not constant for us)
        return None


def _dequant_of(b, v):
    """The ``_Dequant`` a float operand comes from, or None."""
    d = v.defining_op
    name = getattr(d, "name", "")
    try:
        if name == "torch.quantized_decomposed.dequantize_per_tensor":
            q, scale, zp, _mn, _mx, _dt, out = d.operands
            if not b.is_none(out) and b.dtype_arg(out) is not T.F32:
                return None
            return _Dequant(q, b.const_float(scale), b.const_int(zp))
        if name == "torch.quantized_decomposed.dequantize_per_channel":
            q, scales, zps, axis, _mn, _mx, _dt, out = d.operands
            if not b.is_none(out) and b.dtype_arg(out) is not T.F32:
                return None
            zp = 0
            if not b.is_none(zps):
                vals = _const_tensor_values(zps)
                if vals is None or vals.size == 0 or not (vals == vals.flat[0]).all():
                    return None
                zp = int(vals.flat[0])
            return _Dequant(q, scales, zp, b.const_int(axis), None if b.is_none(zps) else zps)
        if name == "torch.aten.dequantize.self":
            p = d.operands[0].defining_op
            pname = getattr(p, "name", "")
            if pname == "torch.aten._make_per_tensor_quantized_tensor":
                q, scale, zp = p.operands
                return _Dequant(q, b.const_float(scale), b.const_int(zp))
    except NotApplicable:
        return None
    return None


def _usable(b, dq, rank):
    return dq is not None and b.dtype(dq.q) in _QUANTIZED_OF and b.rank(dq.q) == rank


def _make_quantized(b, q, dq, axis=None):
    """``_make_per_tensor_quantized_tensor`` (or per channel along ``axis``) of the storage ``q``."""
    t = b.vt(b.sizes(q), _QUANTIZED_OF[b.dtype(q)])
    if dq.axis is None:
        return b.op("torch.aten._make_per_tensor_quantized_tensor", [q, dq.scale, dq.zp], t)
    zps = dq.zps
    if zps is None:
        zps = b.full([b.size(dq.scale, 0)], 0, T.SI64)
    return b.op("torch.aten._make_per_channel_quantized_tensor", [q, dq.scale, zps, axis], t)


def _rescale(b, acc, x, w, channel_dim, out_rank):
    """``int_repr(acc).to(f32) * (x.scale * w.scale)``; a per-channel weight scale runs along
    ``channel_dim`` of the result."""
    ai = b.op("torch.aten.int_repr", [acc], b.vt(b.sizes(acc), T.SI32))
    af = b.to_dtype(ai, T.F32)
    if w.axis is None:
        return b.mul(af, x.scale * w.scale)
    s = b.to_dtype(b.mul(w.scale, x.scale), T.F32)
    if channel_dim != out_rank - 1:
        sizes = [1] * out_rank
        sizes[channel_dim] = b.size(w.scale, 0)
        s = b.reshape(s, sizes)
    return b.mul(af, s)


def _add_bias(b, y, bias, channel_dim, out_rank):
    if bias is None or b.is_none(bias):
        return y
    if channel_dim != out_rank - 1:
        sizes = [1] * out_rank
        sizes[channel_dim] = b.size(bias, 0)
        bias = b.reshape(bias, sizes)
    return b.add(y, bias)


def _fuse_linear(b, op):
    """linear(x [*, K], w [N, K], bias) -> mm over [M, K] x [K, N]."""
    x, w, bias = op.operands
    xd, wd = _dequant_of(b, x), _dequant_of(b, w)
    if xd is None or xd.axis is not None or b.dtype(xd.q) not in _QUANTIZED_OF or not _usable(b, wd, 2):
        return None
    if wd.axis is not None and wd.axis != 0:
        return None
    r = b.rank(xd.q)
    if r < 1:
        return None
    xs = xd.q
    lead = [b.size(xs, i) for i in range(r - 1)]
    K = b.size(xs, r - 1)
    if r != 2:
        xs = b.reshape(xs, [b.numel_value(xs, list(range(r - 1))), K] if r > 1 else [1, K])
    wt = b.transpose(wd.q, 0, 1)
    a = _make_quantized(b, xs, xd)
    c = _make_quantized(b, wt, wd, axis=1)
    M, N = b.size(xs, 0), b.size(wt, 1)
    acc = b.op("torch.aten.mm", [a, c], b.vt([_static(M), _static(N)], T.QINT32))
    y = _add_bias(b, _rescale(b, acc, xd, wd, 1, 2), bias, 1, 2)
    if r != 2:
        y = b.reshape(y, lead + [N])
    return y


def _static(s):
    return s if isinstance(s, int) else -1


def _fuse_product(b, op):
    """mm / bmm / matmul with both operands 2-D or both 3-D; the weight (rhs) per channel only
    along its last dim (the result's columns)."""
    x, w = op.operands[0], op.operands[1]
    xd, wd = _dequant_of(b, x), _dequant_of(b, w)
    if xd is None or wd is None or xd.axis is not None:
        return None
    r = b.rank(xd.q)
    if r not in (2, 3) or not _usable(b, xd, r) or not _usable(b, wd, r):
        return None
    if wd.axis is not None and wd.axis not in (r - 1, -1):
        return None
    a = _make_quantized(b, xd.q, xd)
    c = _make_quantized(b, wd.q, wd, axis=r - 1)
    sizes = [_static(b.size(xd.q, i)) for i in range(r - 1)] + [_static(b.size(wd.q, r - 1))]
    acc = b.op("torch.aten.mm" if r == 2 else "torch.aten.bmm", [a, c], b.vt(sizes, T.QINT32))
    return _rescale(b, acc, xd, wd, r - 1, r)


def _fuse_conv(b, op):
    """conv2d / conv_transpose2d / convolution -> convolution on quantized operands. A per-channel
    weight is scaled along its output channels: dim 0, or dim 1 of a transposed convolution's
    ``[C, F, KH, KW]`` weight (groups 1 then: with groups its dim 1 is F / groups)."""
    if op.name == "torch.aten.convolution":
        x, w, bias, stride, padding, dilation, transposed, output_padding, groups = op.operands
        transposed = b.const_bool(transposed)
    elif op.name == "torch.aten.conv_transpose2d.input":
        x, w, bias, stride, padding, output_padding, groups, dilation = op.operands
        transposed = True
    else:
        x, w, bias, stride, padding, dilation, groups = op.operands
        output_padding, transposed = [0, 0], False
    xd, wd = _dequant_of(b, x), _dequant_of(b, w)
    if xd is None or xd.axis is not None or not _usable(b, xd, 4) or not _usable(b, wd, 4):
        return None
    out_axis = 1 if transposed else 0
    if wd.axis is not None and (wd.axis != out_axis or (transposed and b.const_int(groups) != 1)):
        return None
    a = _make_quantized(b, xd.q, xd)
    c = _make_quantized(b, wd.q, wd, axis=out_axis)
    out = op.results[0].type
    acc = b.op("torch.aten.convolution", [a, c, None, stride, padding, dilation, transposed, output_padding, groups],
               b.vt(out.sizes, T.QINT32))
    return _add_bias(b, _rescale(b, acc, xd, wd, 1, 4), bias, 1, 4)


_FUSERS = {"torch.aten.linear": _fuse_linear, "torch.aten.mm": _fuse_product, "torch.aten.bmm": _fuse_product,
           "torch.aten.matmul": _fuse_product, "torch.aten.conv2d": _fuse_conv,
           "torch.aten.conv_transpose2d.input": _fuse_conv, "torch.aten.convolution": _fuse_conv}


def fuse_quantized_ops(root):
    """Fuse every matching product under ``root``; returns how many were fused. (Built and
    replaced like a decomposition: the fusers return the new result, or None.)"""
    n = 0
    for op in list(root.walk_ops()):
        fuse = _FUSERS.get(op.name)
        if fuse is None or op.parent is None or _f32_result(op) is None:
            continue
        if _decompose_one(op, lambda b, o: _listed(fuse(b, o))):
            n += 1
    return n


def _listed(v):
    return None if v is None else [v]


def _f32_result(op):
    """The result type when it is a ranked f32 tensor (what the fused form computes), else None."""
    t = op.results[0].type if len(op.results) == 1 else None
    if not isinstance(t, T.ValueTensorType) or t.sizes is None or t.dtype is not T.F32:
        return None
    return t


@register_pass("torch-fuse-quantized-ops", "FuseQuantizedOps")
class FuseQuantizedOpsPass(Pass):
    """Dequantize -> matmul/linear/conv -> integer products on quantized tensors (see the module)."""

    def run_on_operation(self, op):
        fuse_quantized_ops(op)
