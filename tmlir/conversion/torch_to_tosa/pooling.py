"""Pooling: max_pool1d/2d and avg_pool1d/2d as ``tosa.max_pool2d`` / ``tosa.avg_pool2d`` on NHWC
(1-d as H = 1); ``ceil_mode`` adds bottom/right padding (max: ``-inf``; avg: excluded from the
count, as TOSA's average counts only real elements); ``count_include_pad`` pads with explicit
zeros first. Adaptive average pooling where the input size is a multiple of the output size (a
plain average pool), and to 1x1 (a mean)."""
from __future__ import annotations

import numpy as np

from .registry import lowering
from . import utils as U


def _ints(op, name, n, default=None):
    if not U.has_arg(op, name):
        return list(default) if default is not None else None
    v = U.const_int_list(op.arg(name))
    if v is None:
        raise U.NotLowerable(f"'{name}' is not a constant list")
    if not v and default is not None:
        return list(default)
    return v * n if len(v) == 1 else v


def _window(op, x, sp):
    k = _ints(op, "kernel_size", sp)
    stride = _ints(op, "stride", sp, k)
    pad = _ints(op, "padding", sp, [0] * sp)
    ceil = U.const_flag(op, "ceil_mode", False)
    sizes = U.shape(x)[-sp:]
    extra = []
    for i in range(sp):
        n = sizes[i] + 2 * pad[i] - k[i]
        o = (n + (stride[i] - 1 if ceil else 0)) // stride[i] + 1
        if ceil and (o - 1) * stride[i] >= sizes[i] + pad[i]:
            o -= 1
        extra.append((o - 1) * stride[i] + k[i] - (sizes[i] + 2 * pad[i]))
    return k, stride, pad, extra


def _cut_tail(rw, x, pad_hi, extra):
    """TOSA pools need whole windows: the high padding becomes ``pad_hi + extra``; where that is
    negative (input left over after the last window) the NHWC input's end is sliced off. Returns
    the input and the high paddings."""
    his = []
    for i, (p, e) in enumerate(zip(pad_hi, extra)):
        hi = p + e
        if hi < 0:
            x = U.slice_dim(rw, x, 1 + i, 0, U.shape(x)[1 + i] + hi)
            hi = 0
        his.append(hi)
    return x, his


def _batched(rw, x, sp):
    """``x`` with a batch dim (a batchless C[H]W input gets N = 1); NotLowerable for other ranks."""
    if U.rank_of(x) == sp + 1:
        return U.reshape(rw, x, [1] + U.shape(x))
    if U.rank_of(x) != sp + 2:
        raise U.NotLowerable(f"a rank-{U.rank_of(x)} input for {sp}-d pooling")
    return x


def _to2d(rw, x, sp):
    if sp == 1:
        return U.reshape(rw, x, U.shape(x)[:2] + [1, U.shape(x)[2]])
    return x


def _pool_input(op, operands):
    """``(input, result type, spatial rank)`` of a 1-d/2-d/3-d pooling op with a static input of
    rank ``sp + 1`` or ``sp + 2``."""
    U.check_types(op)
    x = U.converted(op, operands, "self")
    U.static(x, "the input")
    out = U.result_type(op)
    sp = 1 if "1d" in op.name else 3 if "3d" in op.name else 2
    if U.rank_of(x) not in (sp + 1, sp + 2):
        raise U.NotLowerable(f"a rank-{U.rank_of(x)} input for {sp}-d pooling")
    return x, out, sp


@lowering("torch.aten.max_pool2d", "torch.aten.max_pool1d", "torch.aten.max_pool3d",
          "torch.aten.max_pool1d_with_indices", "torch.aten.max_pool2d_with_indices", "torch.aten.max_pool3d_with_indices")
def max_pool(op, operands, rw):
    x, out, sp = _pool_input(op, operands)
    k, stride, pad, extra = _window(op, x, sp)
    dil = _ints(op, "dilation", sp, [1] * sp)
    if sp == 3 or len(op.results) > 1 or any(d != 1 for d in dil) or not U.is_float(x.type.element_type):
        return _unrolled(rw, op, x, out, sp, "max", k, stride, pad, dil)
    if sp == 1:
        k, stride, pad, extra = [1] + k, [1] + stride, [0] + pad, [0] + extra
    x = _to2d(rw, _batched(rw, x, sp), sp)
    xn, his = _cut_tail(rw, U.to_nhwc(rw, x), pad, extra)
    pads = [pad[0], his[0], pad[1], his[1]]
    if any(p >= kk for p, kk in zip(pads, [k[0], k[0], k[1], k[1]])):
        xn = U.tosa.pad(rw, xn, [0, 0, pads[0], pads[1], pads[2], pads[3], 0, 0], float("-inf"))
        pads = [0, 0, 0, 0]
    y = U.to_nchw(rw, U.tosa.max_pool2d(rw, xn, k, stride, pads))
    return U.finish(rw, op, U.reshape(rw, y, list(out.shape)))


@lowering("torch.aten.avg_pool2d", "torch.aten.avg_pool1d", "torch.aten.avg_pool3d")
def avg_pool(op, operands, rw):
    x, out, sp = _pool_input(op, operands)
    k, stride, pad, extra = _window(op, x, sp)
    include = U.const_flag(op, "count_include_pad", True)
    if sp == 3 or U.has_arg(op, "divisor_override") or not U.is_float(x.type.element_type):
        return _unrolled(rw, op, x, out, sp, "avg", k, stride, pad, [1] * sp, include)
    explicit = include and any(pad)   # the zero padding counts: pad explicitly
    lows = [0] * sp if explicit else pad
    if any(lo >= kk or lo + hi >= kk for lo, hi, kk in zip(lows, [p + e for p, e in zip(pad, extra)], k)):
        return _unrolled(rw, op, x, out, sp, "avg", k, stride, pad, [1] * sp, include)
    if sp == 1:
        k, stride, pad, extra = [1] + k, [1] + stride, [0] + pad, [0] + extra
    x = _to2d(rw, _batched(rw, x, sp), sp)
    xn = U.to_nhwc(rw, x)
    if explicit:
        # ceil_mode's part past the padding still does not count
        xn = U.tosa.pad(rw, xn, [0, 0, pad[0], pad[0], pad[1], pad[1], 0, 0], 0.0)
        xn, his = _cut_tail(rw, xn, [0, 0], extra)
        pads = [0, his[0], 0, his[1]]
    else:
        xn, his = _cut_tail(rw, xn, pad, extra)
        pads = [pad[0], his[0], pad[1], his[1]]
    y = U.to_nchw(rw, U.tosa.avg_pool2d(rw, xn, k, stride, pads, acc_type=U.F32))
    return U.finish(rw, op, U.reshape(rw, y, list(out.shape)))


# ---------------------------------------------------------------------------------------------
# Unrolled windows: what the TOSA pool ops cannot do (3-d, dilation, integers, indices, divisor
# override): one strided slice of the padded input per kernel offset, combined elementwise; the
# divisors and the flat input index of each offset are constants (the shapes are static)
# ---------------------------------------------------------------------------------------------

def _offsets(k):
    return np.array(np.meshgrid(*[np.arange(n) for n in k], indexing="ij")).reshape(len(k), -1).T


def _window_slices(rw, xp, sp, off, stride, dil, osz):
    """The ``[N, C, *osz]`` values of the padded input ``xp`` at kernel offset ``off``."""
    y = xp
    for i in range(sp):
        d = U.rank_of(xp) - sp + i
        start = int(off[i]) * dil[i]
        y = U.slice_dim(rw, y, d, start, start + (osz[i] - 1) * stride[i] + 1, stride[i])
    return y


def _avg_divisors(sizes, osz, k, stride, pad, include, override):
    """PyTorch's divisor of every output position (``[*osz]``)."""
    if override is not None:
        return np.full(osz, float(override))
    per_dim = []
    for S, o, kk, s, p in zip(sizes, osz, k, stride, pad):
        start = np.arange(o) * s - p
        end = np.minimum(start + kk, S + p)
        n_pad = end - start
        n_real = np.minimum(end, S) - np.maximum(start, 0)
        per_dim.append(n_pad if include else n_real)
    d = per_dim[0]
    for v in per_dim[1:]:
        d = np.multiply.outer(d, v)
    return d.astype(np.float64)


def _input_index(sizes, osz, off, stride, pad, dil):
    """The flat index into the pooled dims read at kernel offset ``off`` (``[*osz]``)."""
    idx = np.zeros(osz, dtype=np.int64)
    for i, (S, o) in enumerate(zip(sizes, osz)):
        pos = np.arange(o) * stride[i] - pad[i] + int(off[i]) * dil[i]
        idx = idx * S + pos.reshape([o if j == i else 1 for j in range(len(osz))])
    return idx


def _unrolled(rw, op, x, out, sp, kind, k, stride, pad, dil, include=True):
    sizes = U.shape(x)[-sp:]
    osz = list(out.shape)[-sp:]
    et = x.type.element_type
    uns = U.is_unsigned_value(op.arg("self"))
    lead = U.rank_of(x) - sp
    if kind == "avg":
        ct = U.F32 if U.is_float(et) else U.I64
        fill = 0
    else:
        ct = U.compute_type(et) if uns or et in (U.I1, U.I8, U.I16) else et
        fill = float("-inf") if U.is_float(ct) else U.lowest(ct)
    xc = U.cast(rw, x, ct, uns)
    pads = [0, 0] * lead
    for i in range(sp):
        last = (osz[i] - 1) * stride[i] + (k[i] - 1) * dil[i] + 1
        pads += [pad[i], max(0, last - sizes[i] - pad[i])]
    xp = U.tosa.pad(rw, xc, pads, fill) if any(pads) else xc
    r = U.rank_of(xc)
    acc = idx = None
    for off in _offsets(k):
        v = _window_slices(rw, xp, sp, off, stride, dil, osz)
        if acc is None:
            acc = v
            if len(op.results) > 1:
                idx = U.const(rw, _input_index(sizes, osz, off, stride, pad, dil), U.I64, [1] * lead + osz)
            continue
        if kind == "avg":
            acc = U.binary(rw, "add", acc, v)
        elif idx is None:
            acc = U.binary(rw, "maximum", acc, v)
        else:   # PyTorch's scan: a later value wins when greater, or NaN
            better = U.binary(rw, "greater", v, acc)
            if U.is_float(ct):
                better = U.binary(rw, "logical_or", better, U.not_(rw, U.binary(rw, "equal", v, v)))
            acc = U.select(rw, better, v, acc)
            here = U.const(rw, _input_index(sizes, osz, off, stride, pad, dil), U.I64, [1] * lead + osz)
            idx = U.select(rw, better, here, idx)
    if kind == "avg":
        override = U.const_int(op.arg("divisor_override")) if U.has_arg(op, "divisor_override") else None
        if U.has_arg(op, "divisor_override") and override is None:
            raise U.NotLowerable("divisor_override is not a constant")
        divs = _avg_divisors(sizes, osz, k, stride, pad, include, override)
        if U.is_float(ct):
            acc = U.mul(rw, acc, U.const(rw, 1.0 / divs, U.F32, [1] * lead + osz))
        else:
            acc = U.binary(rw, "intdiv", U.cast(rw, acc, U.I32), U.const(rw, divs.astype(np.int32), U.I32,
                                                                       [1] * lead + osz))
    y = U.cast(rw, acc, out.element_type, round_float=True)
    return U.finish(rw, op, [y, idx] if idx is not None else y)


@lowering("torch.aten.adaptive_avg_pool2d", "torch.aten._adaptive_avg_pool2d", "torch.aten.adaptive_avg_pool1d")
def adaptive_avg_pool(op, operands, rw):
    x, out, sp = _pool_input(op, operands)
    ins, outs = U.shape(x)[-sp:], list(out.shape)[-sp:]
    if any(i % o for i, o in zip(ins, outs)):
        raise U.NotLowerable(f"adaptive pooling of {ins} to {outs} (sizes not multiples)")
    k = [i // o for i, o in zip(ins, outs)]
    x = _to2d(rw, _batched(rw, x, sp), sp)
    if sp == 1:
        k = [1] + k
    et = x.type.element_type
    if not U.is_float(et):
        raise U.NotLowerable("integer average pooling")
    y = U.to_nchw(rw, U.tosa.avg_pool2d(rw, U.to_nhwc(rw, x), k, k, [0, 0, 0, 0], acc_type=U.F32))
    return U.finish(rw, op, U.reshape(rw, y, list(out.shape)))


@lowering("torch.aten.adaptive_max_pool2d", "torch.aten.adaptive_max_pool1d")
def adaptive_max_pool(op, operands, rw):
    """Where the input size is a multiple of the output size: a max pool; the indices result must
    be unused."""
    U.check_types(op)
    if len(op.results) > 1 and op.results[1].uses:
        raise U.NotLowerable("the indices result is used (TOSA's max pool has no indices)")
    x = U.converted(op, operands, "self")
    U.static(x, "the input")
    out = U.result_type(op)
    sp = 1 if op.name.endswith("1d") else 2
    if U.rank_of(x) not in (sp + 1, sp + 2):
        raise U.NotLowerable(f"a rank-{U.rank_of(x)} input for {sp}-d pooling")
    ins, outs = U.shape(x)[-sp:], list(out.shape)[-sp:]
    if any(i % o for i, o in zip(ins, outs)):
        raise U.NotLowerable(f"adaptive pooling of {ins} to {outs} (sizes not multiples)")
    if not U.is_float(x.type.element_type):
        raise U.NotLowerable("integer max pooling")
    k = [i // o for i, o in zip(ins, outs)]
    x = _to2d(rw, _batched(rw, x, sp), sp)
    if sp == 1:
        k = [1] + k
    y = U.to_nchw(rw, U.tosa.max_pool2d(rw, U.to_nhwc(rw, x), k, k, [0, 0, 0, 0]))
    y = U.reshape(rw, y, list(out.shape))
    if len(op.results) > 1:
        t = U.result_type(op, 1)
        rw.replace_op(op, [U.match_type(rw, y, out), U.const(rw, 0, t.element_type, list(t.shape))])
        return True
    return U.finish(rw, op, y)
