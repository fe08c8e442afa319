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


def _pool_types(op, x, kind):
    """(compute type, padding value) of a max/avg pool over ``x``."""
    et = x.type.element_type
    uns = U.is_unsigned_value(op.arg("self"))
    if kind == "avg":
        return (U.F32 if U.is_float(et) else U.I64), 0
    ct = U.compute_type(et) if uns or et in (U.I1, U.I8, U.I16) else et
    return ct, (float("-inf") if U.is_float(ct) else U.lowest(ct))


def _round(rw, x, et):
    """``x`` (f32) rounded to ``et`` and back (None: as is)."""
    return x if et is None else U.cast(rw, U.cast(rw, x, et), U.F32)


def _combine(rw, kind, windows, ct, with_indices, sum_in=None):
    """Max (with the flat input index of the winner when ``with_indices``) or sum over the
    ``(values, index constant)`` windows; ties keep the first, a later NaN wins (PyTorch's scan).
    ``sum_in``: round each partial sum to that type (PyTorch's kernels that sum half in half)."""
    acc = idx = None
    for v, here in windows:
        if acc is None:
            acc, idx = v, (here() if with_indices else None)
        elif kind == "avg":
            acc = _round(rw, U.binary(rw, "add", acc, v), sum_in)
        elif not with_indices:
            acc = U.binary(rw, "maximum", acc, v)
        else:
            better = U.binary(rw, "greater", v, acc)
            if U.is_float(ct):
                better = U.binary(rw, "logical_or", better, U.not_(rw, U.binary(rw, "equal", v, v)))
            acc = U.select(rw, better, v, acc)
            idx = U.select(rw, better, here(), idx)
    return acc, idx


def _divide(rw, acc, divs, shape):
    """``acc / divs`` (a constant array): float multiply by the reciprocal, integers truncate."""
    if U.is_float(acc.type.element_type):
        return U.mul(rw, acc, U.const(rw, 1.0 / divs, U.F32, shape))
    return U.binary(rw, "intdiv", U.cast(rw, acc, U.I32), U.const(rw, divs.astype(np.int32), U.I32, shape))


def _unrolled(rw, op, x, out, sp, kind, k, stride, pad, dil, include=True):
    sizes = U.shape(x)[-sp:]
    osz = list(out.shape)[-sp:]
    lead = U.rank_of(x) - sp
    ct, fill = _pool_types(op, x, kind)
    xc = U.cast(rw, x, ct, U.is_unsigned_value(op.arg("self")))
    pads = [0, 0] * lead
    for i in range(sp):
        last = (osz[i] - 1) * stride[i] + (k[i] - 1) * dil[i] + 1
        pads += [pad[i], max(0, last - sizes[i] - pad[i])]
    xp = U.tosa.pad(rw, xc, pads, fill) if any(pads) else xc
    cshape = [1] * lead + osz

    def windows():
        for off in _offsets(k):
            yield (_window_slices(rw, xp, sp, off, stride, dil, osz),
                   lambda off=off: U.const(rw, _input_index(sizes, osz, off, stride, pad, dil), U.I64, cshape))
    acc, idx = _combine(rw, kind, windows(), ct, len(op.results) > 1)
    if kind == "avg":
        override = U.const_int(op.arg("divisor_override")) if U.has_arg(op, "divisor_override") else None
        if U.has_arg(op, "divisor_override") and override is None:
            raise U.NotLowerable("divisor_override is not a constant")
        acc = _divide(rw, acc, _avg_divisors(sizes, osz, k, stride, pad, include, override), cshape)
    y = U.cast(rw, acc, out.element_type, round_float=True)
    return U.finish(rw, op, [y, idx] if idx is not None else y)


def _adaptive_bounds(S, o):
    """PyTorch's adaptive windows of ``S`` into ``o``: (starts, lengths) arrays."""
    i = np.arange(o)
    start = (i * S) // o
    end = -((-(i + 1) * S) // o)
    return start, end - start


def _adaptive_unrolled(rw, op, x, out, sp, kind):
    """Adaptive pools with windows of varying size: for every offset below the largest window, one
    ``tosa.gather`` of the (clamped) positions, masked where the offset is past a window's end."""
    sizes = U.shape(x)[-sp:]
    osz = list(out.shape)[-sp:]
    lead_sh = U.shape(x)[:-sp]
    nc = int(np.prod(lead_sh)) if lead_sh else 1
    ns, no = int(np.prod(sizes)), int(np.prod(osz))
    ct, fill = _pool_types(op, x, kind)
    xc = U.cast(rw, x, ct, U.is_unsigned_value(op.arg("self")))
    values = U.reshape(rw, U.transpose(rw, U.reshape(rw, xc, [nc, ns]), [1, 0]), [1, ns, nc])
    bounds = [_adaptive_bounds(S, o) for S, o in zip(sizes, osz)]
    kmax = [int(n.max()) for _, n in bounds]
    cshape = [1] * len(lead_sh) + osz
    fill_c = U.const(rw, fill, ct, len(cshape))

    def gathered(off):
        flat = np.zeros(osz, dtype=np.int64)
        valid = np.ones(osz, dtype=bool)
        for i, ((start, n), S) in enumerate(zip(bounds, sizes)):
            shp = [osz[i] if j == i else 1 for j in range(sp)]
            flat = flat * S + np.minimum(start + int(off[i]), S - 1).reshape(shp)
            valid = valid & (int(off[i]) < n).reshape(shp)
        g = rw.insert(U.tosa.GatherOp.build(values=values, indices=U.const(rw, flat.reshape(1, no), U.I64,
                                                                             [1, no]))).results[0]
        v = U.reshape(rw, U.transpose(rw, U.reshape(rw, g, [no, nc]), [1, 0]), lead_sh + osz)
        if not valid.all():
            v = U.select(rw, U.const(rw, valid, U.I1, cshape), v, fill_c)
        return v, (lambda: U.const(rw, flat, U.I64, cshape))
    # PyTorch's 3-d kernel sums half types in half and divides by each window extent in turn
    half = x.type.element_type if sp == 3 and x.type.element_type in (U.F16, U.BF16) else None
    acc, idx = _combine(rw, kind, (gathered(off) for off in _offsets(kmax)), ct, len(op.results) > 1, half)
    if kind == "avg":
        extents = [n.reshape([osz[i] if j == i else 1 for j in range(sp)]) for i, (_, n) in enumerate(bounds)]
        if half is None:
            acc = _divide(rw, acc, np.prod(np.broadcast_arrays(*extents), axis=0).astype(np.float64), cshape)
        for n in extents if half is not None else ():
            acc = _round(rw, _divide(rw, acc, np.broadcast_to(n, osz).astype(np.float64), cshape), half)
    y = U.cast(rw, acc, out.element_type, round_float=True)
    return U.finish(rw, op, [y, idx] if idx is not None else y)


def _divisible(x, out, sp):
    """The kernel when every input size is a multiple of its output size (a plain pool), else None."""
    ins, outs = U.shape(x)[-sp:], list(out.shape)[-sp:]
    if sp == 3 or any(i % o for i, o in zip(ins, outs)) or not U.is_float(x.type.element_type):
        return None
    k = [i // o for i, o in zip(ins, outs)]
    return [1] + k if sp == 1 else k


@lowering("torch.aten.adaptive_avg_pool2d", "torch.aten._adaptive_avg_pool2d", "torch.aten.adaptive_avg_pool1d",
          "torch.aten.adaptive_avg_pool3d", "torch.aten._adaptive_avg_pool3d")
def adaptive_avg_pool(op, operands, rw):
    x, out, sp = _pool_input(op, operands)
    k = _divisible(x, out, sp)
    if k is None:
        return _adaptive_unrolled(rw, op, x, out, sp, "avg")
    x = _to2d(rw, _batched(rw, x, sp), sp)
    y = U.to_nchw(rw, U.tosa.avg_pool2d(rw, U.to_nhwc(rw, x), k, k, [0, 0, 0, 0], acc_type=U.F32))
    return U.finish(rw, op, U.reshape(rw, y, list(out.shape)))


@lowering("torch.aten.adaptive_max_pool2d", "torch.aten.adaptive_max_pool1d", "torch.aten.adaptive_max_pool3d")
def adaptive_max_pool(op, operands, rw):
    """A max pool where the sizes divide and the indices are unused; unrolled windows otherwise."""
    x, out, sp = _pool_input(op, operands)
    k = _divisible(x, out, sp)
    if k is None or len(op.results) > 1 and op.results[1].uses:
        return _adaptive_unrolled(rw, op, x, out, sp, "max")
    x = _to2d(rw, _batched(rw, x, sp), sp)
    y = U.to_nchw(rw, U.tosa.max_pool2d(rw, U.to_nhwc(rw, x), k, k, [0, 0, 0, 0]))
    y = U.reshape(rw, y, list(out.shape))
    if len(op.results) > 1:   # unused indices
        t = U.result_type(op, 1)
        return U.finish(rw, op, [y, U.const(rw, 0, t.element_type, list(t.shape))])
    return U.finish(rw, op, y)
