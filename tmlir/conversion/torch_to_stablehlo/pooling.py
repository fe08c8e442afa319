"""Pooling as ``stablehlo.reduce_window`` over the trailing spatial dims: ``max_pool1d/2d/3d``
(``maximum`` from -inf, padding never chosen) and ``avg_pool1d/2d/3d`` (a windowed sum divided by
the window's count: the kernel size, the cells inside the padded input with
``count_include_pad``, the input cells without it, or ``divisor_override``). ``ceil_mode``
extends the high padding so the last window starts inside the (low-padded) input."""
from __future__ import annotations

import numpy as np

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC


def _ints(op, name, n, default=None):
    if not U.has_arg(op, name):
        return default
    v = U.const_int_list(op.arg(name))
    if v is None:
        raise U.NotLowerable(f"'{name}' is not a constant list")
    if not v:
        return default
    if len(v) == 1 and n > 1:
        v = v * n
    if len(v) != n:
        raise U.NotLowerable(f"'{name}' has {len(v)} entries for {n} spatial dims")
    return list(v)


def _window(op, x, n):
    """(kernel, stride, [(lo, hi)] paddings, dilation) over x's last ``n`` dims."""
    k = _ints(op, "kernel_size", n)
    s = _ints(op, "stride", n, k)
    p = _ints(op, "padding", n, [0] * n)
    d = _ints(op, "dilation", n, [1] * n)
    ceil = U.const_flag(op, "ceil_mode")
    spatial = x.type.shape[-n:]
    pads = []
    for i in range(n):
        hi = p[i]
        if ceil:
            size = spatial[i]
            if size == DYN:
                # the ceil extension is at most stride - 1 cells: padded up to it, the run-time
                # output size (_ceil_outs) reads only the windows torch keeps
                pads.append((p[i], p[i] + s[i] - 1))
                continue
            eff = d[i] * (k[i] - 1) + 1
            out = -(-(size + 2 * p[i] - eff) // s[i]) + 1
            if (out - 1) * s[i] >= size + p[i]:
                out -= 1
            hi = max(p[i], (out - 1) * s[i] + eff - size - p[i])
        pads.append((p[i], hi))
    return k, s, pads, d


def _ceil_outs(b, op, x, n, k, s, d):
    """The output sizes of a ``ceil_mode`` pool over x's last ``n`` dims where a size is a run-time
    value (else None): ``o = ceil((S + 2p - eff) / s) + 1``, less one when the last window would
    start past ``S + p``, i.e. ``min(o, ceil((S + p) / s))``."""
    if not U.const_flag(op, "ceil_mode") or DYN not in x.type.shape[-n:]:
        return None
    p = _ints(op, "padding", n, [0] * n)
    ix = U.ix(b)
    outs = []
    for i in range(n):
        size = U.dim(b, x, len(x.type.shape) - n + i)
        eff = d[i] * (k[i] - 1) + 1
        o = ix.add(ix.ceildiv(ix.sub(ix.add(size, 2 * p[i]), eff), s[i]), 1)
        outs.append(ix.min(o, ix.ceildiv(ix.add(size, p[i]), s[i])))
    return outs


def _window_result(x, n, k, s, pads, d, out_type, et=None):
    """The type of a ``reduce_window`` over x's last ``n`` dims: ``out_type``'s sizes, run-time ones
    where the input's spatial size is a run-time value (``(padded - eff) // stride + 1`` windows)."""
    lead = len(x.type.shape) - n
    shape = list(x.type.shape[:lead])
    for i in range(n):
        size, o = x.type.shape[lead + i], out_type.shape[lead + i]
        shape.append(DYN if size == DYN else o)
    return U.RTT(shape, et or out_type.element_type)


def _trim(b, v, n, outs):
    """``v`` cut to ``outs`` windows along its last ``n`` dims (the run-time output sizes of a
    ``ceil_mode`` pool: the last window the padding allows may start past the input), else ``v``."""
    if outs is None:
        return v
    from .data_movement import slice_along
    lead = len(v.type.shape) - n
    for i, o in enumerate(outs):
        if v.type.shape[lead + i] == DYN:
            v = slice_along(b, v, lead + i, 0, o)
    return v


def _reduce_window(b, x, init, body_cls, n, k, s, pads, d, out_type, outs=None):
    """``reduce_window`` of ``body_cls`` from ``init`` over x's last ``n`` dims (any sizes), cut to
    ``outs`` windows where given (``_ceil_outs``)."""
    r = len(x.type.shape)
    lead = r - n
    op = b.insert(H.ReduceWindowOp.build_reduce_window(
        [x], [U.scalar_const(b, init, x.type.element_type)], [_window_result(x, n, k, s, pads, d, out_type)],
        window_dimensions=[1] * lead + list(k), window_strides=[1] * lead + list(s),
        window_dilations=[1] * lead + list(d), padding=[(0, 0)] * lead + list(pads)))
    blk = op.body.blocks[0]
    ib = U.InBlock(blk)
    blk.append(H.ReturnOp.build(results_=[U.binary(ib, body_cls, blk.args[0], blk.args[1])]))
    return U.cast_shape(b, _trim(b, op.results[0], n, outs), out_type)


def _signed(b, op, x):
    """``x`` and its element type, an unsigned integer ``self`` zero-extended to i32 first (StableHLO's
    max and compare read signless integers as signed)."""
    et = x.type.element_type
    if U.is_int(et) and et is not A.I1 and U.is_unsigned_value(op.arg("self")):
        return U.convert(b, x, A.I32, unsigned=True), A.I32
    return x, et


def _max_pool(n):
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        if len(x.type.shape) < n + 1:
            return False
        out = U.result_type(op, 0)
        k, s, pads, d = _window(op, x, n)
        et = x.type.element_type
        if et is A.I1:
            return False
        b = U.B(rw, op.location)
        x, wt = _signed(b, op, x)
        r = _reduce_window(b, x, U.lowest(wt), H.MaxOp, n, k, s, pads, d, U.RTT(list(out.shape), wt),
                           _ceil_outs(b, op, x, n, k, s, d))
        rw.replace_op(op, U.cast_shape(b, U.convert(b, r, et), out))
        return True
    return lower


for _n in (1, 2, 3):
    lowering(f"torch.aten.max_pool{_n}d")(_max_pool(_n))


def _avg_pool(n):
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        et = x.type.element_type
        if len(x.type.shape) < n + 1 or not (U.is_float(et) or U.is_int(et)) or et is A.I1:
            return False
        out = U.result_type(op)
        k, s, pads, _ = _window(op, x, n)
        d = [1] * n
        include_pad = U.const_flag(op, "count_include_pad", True)
        divisor = U.const_int(op.arg("divisor_override")) if U.has_arg(op, "divisor_override") else None
        b = U.B(rw, op.location)
        # integers: an i64 sum divided with truncation (divide rounds toward zero), as torch's CPU kernel
        num = float if U.is_float(et) else int
        if num is int:
            x = U.convert(b, x, A.I64, unsigned=U.is_unsigned_value(op.arg("self")))
            et = A.I64
        elif et in (A.F16, A.BF16):  # summed and divided in f32, rounded once (PyTorch's CPU kernel)
            x = U.convert(b, x, A.F32)
            et = A.F32
        ot = U.RTT(list(out.shape), et)
        co = _ceil_outs(b, op, x, n, k, s, d)
        total = _reduce_window(b, x, num(0), H.AddOp, n, k, s, pads, d, ot, co)
        if divisor is not None:
            cnt = U.splat_like(b, total, num(divisor))
        else:
            ones = U.splat_like(b, x, num(1))
            if include_pad:
                # cells of the explicit padding count, the ceil_mode extension does not
                r = len(x.type.shape)
                pv = U.scalar_const(b, num(1), et)
                ones = H.pad(b, ones, pv, [0] * (r - n) + [p for p, _ in pads],
                             [0] * (r - n) + [p for p, _ in pads])
                extra = [(0, hi - lo) for lo, hi in pads]
                cnt = _reduce_window(b, ones, num(0), H.AddOp, n, k, s, extra, d, ot, co)
            else:
                cnt = _reduce_window(b, ones, num(0), H.AddOp, n, k, s, pads, d, ot, co)
        q = U.convert(b, U.binary(b, H.DivOp, total, cnt), out.element_type)
        rw.replace_op(op, U.cast_shape(b, q, out))
        return True
    return lower


for _n in (1, 2, 3):
    lowering(f"torch.aten.avg_pool{_n}d")(_avg_pool(_n))


def _adaptive_avg(n):
    """``adaptive_avg_pool``: separable, so each spatial dim of static size ``S`` is averaged into
    ``O`` bins (``[floor(o*S/O), ceil((o+1)*S/O))``) by a ``dot_general`` with the ``[S, O]``
    matrix of ``1/len`` entries."""
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        r = len(x.type.shape)
        osz = U.const_int_list(op.arg("output_size"))
        if osz is None or len(osz) != n or r < n + 1 or not U.is_float(x.type.element_type):
            return False
        out = U.result_type(op)
        b = U.B(rw, op.location)
        et = U.compute_type(x.type.element_type)
        v = U.convert(b, x, et)
        for i in range(n):
            d = r - n + i
            S, O = v.type.shape[d], osz[i]
            if S == DYN:
                v = _adaptive_avg_dynamic(b, v, d, O)
                continue
            m = np.zeros((S, O))
            for o in range(O):
                s, e = (o * S) // O, -((-(o + 1) * S) // O)
                m[s:e, o] = 1.0 / (e - s)
            mat = U.constant(b, m, U.RTT([S, O], et))
            shape = [s for k, s in enumerate(v.type.shape) if k != d] + [O]
            p = b.op(H.DotGeneralOp.build(lhs=v, rhs=mat, result=U.RTT(shape, et),
                                          dot_dimension_numbers=H.dot_dimension_numbers(
                                              lhs_contracting_dimensions=[d], rhs_contracting_dimensions=[0])))
            perm = list(range(r - 1))
            perm.insert(d, r - 1)
            v = U.transpose(b, p, perm)
        rw.replace_op(op, U.cast_shape(b, U.convert(b, v, out.element_type), out))
        return True
    return lower


def _adaptive_avg_dynamic(b, v, d, O):
    """Dim ``d`` of ``v`` (run-time size ``S``) averaged into ``O`` bins, the bin matrix built at run
    time: ``w[s, o] = 1 / (end - start)`` where ``start = floor(o*S/O) <= s < end = ceil((o+1)*S/O)``,
    else 0 (``dynamic_iota`` over ``[S, O]``). The product is a select of ``v * w`` inside the bin
    and a ``reduce`` over ``S``, not a ``dot_general``, so that a NaN stays in its own bin (in a
    contraction ``NaN * 0`` would reach every bin)."""
    r = len(v.type.shape)
    et = v.type.element_type
    sv, start, end = _run_time_bins(b, U.dim(b, v, d), O)
    inside = U.binary(b, H.AndOp, U.compare(b, sv, start, "GE"), U.compare(b, sv, end, "LT"))
    w = U.binary(b, H.DivOp, U.splat_like(b, sv, 1.0, et), U.convert(b, U.binary(b, H.SubtractOp, end, start), et))
    vs = U.sizes(b, v)
    big = vs + [O]
    vb = U.broadcast_in_dim(b, v, big, list(range(r)))
    wb = U.broadcast_in_dim(b, w, big, [d, r])
    mb = U.broadcast_in_dim(b, inside, big, [d, r])
    prod = U.select(b, mb, U.binary(b, H.MulOp, vb, wb), U.splat_like(b, vb, 0.0))
    red = U.reduce(b, prod, 0.0, [d], H.AddOp)
    perm = list(range(r - 1))
    perm.insert(d, r - 1)
    return U.transpose(b, red, perm)


for _n in (1, 2, 3):
    lowering(f"torch.aten.adaptive_avg_pool{_n}d")(_adaptive_avg(_n))
lowering("torch.aten._adaptive_avg_pool2d")(_adaptive_avg(2))
lowering("torch.aten._adaptive_avg_pool3d")(_adaptive_avg(3))


def _max_pool_with_indices(n):
    """``max_pool*_with_indices``: a two-input ``reduce_window`` of the values and their flat
    spatial positions (``iota``), keeping the first position of the window's maximum (NaN wins);
    padding cells are -inf at position 0 and never chosen over a real cell."""
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        et = x.type.element_type
        if len(x.type.shape) < n + 1 or U.is_complex(et) or et is A.I1:
            return False
        k, s, pads, d = _window(op, x, n)
        return max_with_indices(op, rw, x, n, k, s, pads, d, ceil=U.const_flag(op, "ceil_mode"))
    return lower


def _take(b, av, ai, bv, bi, et, const):
    """Whether the candidate ``(bv, bi)`` replaces the accumulator ``(av, ai)`` of a max with
    indices, as PyTorch's pooling kernels scan a window (``val > maxval || isnan(val)``, in
    row-major order): of NaNs the last one (the larger position); a NaN over a number; else the
    larger value, or an equal one at an unset accumulator (-1) or at a real cell before it.
    ``const(value, element_type)`` makes a constant shaped like the operands."""
    better = U.compare(b, bv, av, "GT")
    same = U.compare(b, bv, av, "EQ")
    earlier = U.binary(b, H.OrOp, U.compare(b, ai, const(0, A.I64), "LT"),
                       U.binary(b, H.AndOp, U.compare(b, bi, const(0, A.I64), "GE"),
                                U.compare(b, bi, ai, "LT")))
    take = U.binary(b, H.OrOp, better, U.binary(b, H.AndOp, same, earlier))
    if U.is_float(et):
        t = const(True, A.I1)
        bnan = U.compare(b, bv, bv, "NE")
        anan = U.compare(b, av, av, "NE")
        # both NaN: the later one; one NaN: that one; none: the comparison above
        later = U.compare(b, bi, ai, "GT")
        take = U.select(b, anan, U.binary(b, H.AndOp, bnan, later),
                        U.binary(b, H.OrOp, bnan, take))
    return take


def _spatial_positions(b, x, n):
    """The flat spatial position of each cell of ``x`` (its last ``n`` dims, row-major), i64 at
    x's shape: ``iota``s of the spatial sizes, broadcast over the leading dims."""
    r = len(x.type.shape)
    sz = U.sizes(b, x)
    spatial = sz[r - n:]
    flat = U.iota(b, A.I64, spatial, 0)
    for i in range(1, n):
        size = spatial[i] if isinstance(spatial[i], int) else U.i64(b, spatial[i])
        flat = U.binary(b, H.MulOp, flat, U.splat(b, size, A.I64, spatial))
        flat = U.binary(b, H.AddOp, flat, U.iota(b, A.I64, spatial, i))
    return U.broadcast_in_dim(b, flat, sz, list(range(r - n, r)))


def max_with_indices(op, rw, x, n, k, s, pads, d, ceil=False):
    """Replace ``op`` with the windowed max of ``x`` and the flat spatial position of each max: a
    two-input ``reduce_window`` of the values (from the lowest value) and their positions (from
    -1) whose body keeps ``_take``'s winner; a ``ceil_mode`` pool at run-time sizes is cut to
    ``_ceil_outs`` windows."""
    r = len(x.type.shape)
    b = U.B(rw, op.location)
    x, et = _signed(b, op, x)
    pos = _spatial_positions(b, x, n)
    out_v, out_i = U.result_type(op, 0), U.result_type(op, 1)
    lead = r - n
    outs = _ceil_outs(b, op, x, n, k, s, d) if ceil else None
    rop = b.insert(H.ReduceWindowOp.build_reduce_window(
        [x, pos], [U.scalar_const(b, U.lowest(et), et), U.scalar_const(b, -1, A.I64)],
        [_window_result(x, n, k, s, pads, d, out_v, et), _window_result(x, n, k, s, pads, d, out_i, A.I64)],
        window_dimensions=[1] * lead + list(k), window_strides=[1] * lead + list(s),
        window_dilations=[1] * lead + list(d), padding=[(0, 0)] * lead + list(pads)))
    blk = rop.body.blocks[0]
    ib = U.InBlock(blk)
    av, ai, bv, bi = blk.args
    take = _take(ib, av, ai, bv, bi, et, lambda v, t: U.scalar_const(ib, v, t))
    blk.append(H.ReturnOp.build(results_=[U.select(ib, take, bv, av), U.select(ib, take, bi, ai)]))
    vals = U.convert(b, _trim(b, rop.results[0], n, outs), out_v.element_type)
    rw.replace_op(op, [U.cast_shape(b, vals, out_v), U.cast_shape(b, _trim(b, rop.results[1], n, outs), out_i)])
    return True


for _n in (1, 2, 3):
    lowering(f"torch.aten.max_pool{_n}d_with_indices")(_max_pool_with_indices(_n))


def _adaptive_max(n):
    """``adaptive_max_pool``: bins of one size (each static size a multiple of its output size) are
    a max pool with indices of window and stride ``S / O``; other bins (unequal, or a run-time size)
    go dim by dim (``_adaptive_max_dim``), carrying each cell's flat spatial position."""
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        r = len(x.type.shape)
        osz = U.const_int_list(op.arg("output_size"))
        if osz is None or len(osz) != n or r < n + 1 or not U.is_float(x.type.element_type):
            return False
        if any(O <= 0 for O in osz):
            raise U.NotLowerable(f"adaptive max pooling to an output size {list(osz)} with an empty dim")
        spatial = x.type.shape[r - n:]
        if DYN not in x.type.shape and not any(S % O for S, O in zip(spatial, osz)):
            k = [S // O for S, O in zip(spatial, osz)]
            return max_with_indices(op, rw, x, n, k, k, [(0, 0)] * n, [1] * n)
        b = U.B(rw, op.location)
        et = x.type.element_type
        v, pos = x, None
        for i in range(n):
            v, pos = _adaptive_max_dim(b, v, pos, r - n, i, osz[i], et)
        out_v, out_i = U.result_type(op, 0), U.result_type(op, 1)
        rw.replace_op(op, [U.cast_shape(b, v, out_v), U.cast_shape(b, pos, out_i)])
        return True
    return lower


def _bin_mask(b, S, O):
    """The ``[S, O]`` i1 tensor of ``start(o) <= s < end(o)``, the adaptive bins
    ``[floor(o*S/O), ceil((o+1)*S/O))``: a constant for a static ``S``, else from iotas."""
    if isinstance(S, int):
        m = np.zeros((S, O), dtype=bool)
        for o in range(O):
            m[(o * S) // O:-((-(o + 1) * S) // O), o] = True
        return U.constant(b, m, U.RTT([S, O], A.I1))
    sv, start, end = _run_time_bins(b, S, O)
    return U.binary(b, H.AndOp, U.compare(b, sv, start, "GE"), U.compare(b, sv, end, "LT"))


def _run_time_bins(b, S, O):
    """``(s, start, end)``: i32 ``[S, O]`` tensors (``S`` a run-time size) of the position ``s`` and
    of the bounds of adaptive bin ``o``, ``start = floor(o*S/O)``, ``end = ceil((o+1)*S/O)``, made
    from iotas. i32 as index arithmetic on 32-bit targets: ``(o+1)*S`` is at most the element count
    of these tensors."""
    so = [S, O]
    sv = U.iota(b, A.I32, so, 0)
    ov = U.iota(b, A.I32, so, 1)
    st = U.broadcast_in_dim(b, U.from_scalar(b, U.integer(b, S, A.I32)), so, [])

    def c(k):
        return U.splat_like(b, sv, k)
    start = U.binary(b, H.DivOp, U.binary(b, H.MulOp, ov, st), c(O))
    end = U.binary(b, H.DivOp, U.binary(b, H.AddOp, U.binary(b, H.MulOp, U.binary(b, H.AddOp, ov, c(1)), st),
                                          c(O - 1)), c(O))
    return sv, start, end


def _adaptive_max_dim(b, v, pos, lead, i, O, et):
    """Spatial dim ``i`` (dim ``d = lead + i``, size ``S``) of the values ``v`` and their flat spatial
    positions ``pos`` reduced into ``O`` adaptive bins: both broadcast to ``[..., O, S, ...]``,
    cells outside a bin set to (lowest, -1), a two-input ``reduce`` over the ``S`` dim keeping
    ``_take``'s winner. Taken dim by dim the winner is the window's (the first maximum, or the
    last NaN): ``_take`` ranks cells in one order. Cost ``S * O`` cells a dim (the linalg
    backend's window loops read each bin's cells once). ``pos`` None: the input's positions, made
    in the broadcast shape from iotas (an ``iota`` per dim at that shape, no broadcast of a
    smaller one)."""
    d = lead + i
    r = len(v.type.shape)
    vs = U.sizes(b, v)
    big = vs[:d] + [O] + vs[d:]
    keep = [k for k in range(r + 1) if k != d]
    mask = U.broadcast_in_dim(b, _bin_mask(b, vs[d], O), big, [d + 1, d])
    vb = U.select(b, mask, U.broadcast_in_dim(b, v, big, keep), U.splat(b, U.lowest(et), et, big))
    if pos is None:
        pos = U.iota(b, A.I64, big, lead + 1)
        for k in range(lead + 1, r):
            size = big[k + 1]
            pos = U.binary(b, H.MulOp, pos, U.splat(b, size if isinstance(size, int) else U.i64(b, size), A.I64, big))
            pos = U.binary(b, H.AddOp, pos, U.iota(b, A.I64, big, k + 1))
        pb = U.select(b, mask, pos, U.splat(b, -1, A.I64, big))
    else:
        pb = U.select(b, mask, U.broadcast_in_dim(b, pos, big, keep), U.splat(b, -1, A.I64, big))

    def body(ib, accs, elems):
        av, ai = accs
        bv, bi = elems
        take = _take(ib, av, ai, bv, bi, et, lambda k, t: U.scalar_const(ib, k, t))
        return [U.select(ib, take, bv, av), U.select(ib, take, bi, ai)]
    rv, rp = U.reduce_multi(b, [vb, pb], [U.scalar_const(b, U.lowest(et), et), U.scalar_const(b, -1, A.I64)],
                            [d + 1], body)
    return rv, rp


for _n in (1, 2, 3):
    lowering(f"torch.aten.adaptive_max_pool{_n}d")(_adaptive_max(_n))
