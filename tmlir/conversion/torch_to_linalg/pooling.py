"""Pooling: max_pool1d/2d/3d (with indices), avg_pool1d/2d/3d, adaptive_avg_pool1d/2d/3d and
adaptive_max_pool1d/2d/3d (with indices).

The pooled dims are the last 1-3; any dims before them (N, C, or just C) are carried along.

* max/avg pools pad the input (``-inf``/lowest int for max, 0 for avg; ``ceil_mode`` adds high
  padding so every window fits) and reduce with the upstream named op when one fits
  (``_NAMED_POOL``: ``linalg.pooling_nchw_max``, ``linalg.pooling_ncw_sum``, ...), else with a
  windowed ``linalg.generic`` (``window_generic``). avg divides by the window size that
  ``count_include_pad``/``divisor_override`` ask for, computed from ``linalg.index``.
* indices (``*_with_indices``, adaptive max) come from a generic with two outputs (value, flat
  index into the pooled dims); ties keep the first index, as PyTorch.
* adaptive pools read ``x[start(o) + k]`` with ``tensor.extract`` for ``k`` below the largest
  window, masking the positions beyond ``end(o)``.

    %r = torch.aten.max_pool2d %x, [3,3], [2,2], [1,1], [1,1], false
    ==>  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] { tensor.yield %ninf }
         %r = linalg.pooling_nchw_max {strides = dense<2>, dilations = dense<1>} ins(%p, %win) outs(%fill)
"""
from __future__ import annotations

from dataclasses import dataclass

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap, dim as adim
from tmlir.ir.dialects import linalg, tensor
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC

_NAMED_POOL = {("max", 1): "linalg.pooling_ncw_max", ("max", 2): "linalg.pooling_nchw_max",
               ("sum", 1): "linalg.pooling_ncw_sum", ("sum", 2): "linalg.pooling_nchw_sum"}

def _ci(b, v, t=A.INDEX):
    return b.constant(A.IntegerAttr(int(v), t))


def _to_body(b, v):
    """An int or an outer index value, usable in a body."""
    return _ci(b, v) if isinstance(v, int) else v


# ---------------------------------------------------------------------------------------------
# arguments
# ---------------------------------------------------------------------------------------------

@dataclass
class PoolArgs:
    kernel: list
    stride: list
    padding: list
    dilation: list
    ceil_mode: bool
    count_include_pad: bool = True
    divisor_override: int = None


def _expand(v, n):
    if v is None:
        return None
    if len(v) == 1 and n > 1:
        v = v * n
    return list(v) if len(v) == n else None


def _read(op, name, n):
    return _expand(U.const_int_list(op.arg(name)), n)


def _read_max(op, n):
    k = _read(op, "kernel_size", n)
    s = U.const_int_list(op.arg("stride"))
    s = k if s == [] else _expand(s, n)
    return PoolArgs(k, s, _read(op, "padding", n), _read(op, "dilation", n), U.const_bool(op.arg("ceil_mode")))


def _read_avg(op, n):
    k = _read(op, "kernel_size", n)
    s = U.const_int_list(op.arg("stride"))
    s = k if s == [] else _expand(s, n)
    div = None
    if U.has_arg(op, "divisor_override"):
        div = U.const_int(op.arg("divisor_override"))
        if div is None:
            return None
    return PoolArgs(k, s, _read(op, "padding", n), [1] * n, U.const_bool(op.arg("ceil_mode")),
                    U.const_bool(op.arg("count_include_pad")), div)


def _complete(a):
    return a is not None and all(v is not None for v in (a.kernel, a.stride, a.padding, a.dilation, a.ceil_mode,
                                                          a.count_include_pad))


# ---------------------------------------------------------------------------------------------
# shared pieces
# ---------------------------------------------------------------------------------------------

def _out_sizes(rw, x, a, nsp, out_type, loc):
    """Pooled sizes (ints / index values), with ``ceil_mode``; static ones from ``out_type``."""
    ix = U.Ix(U.RB(rw, loc))
    r = len(x.type.shape)
    res = []
    for i in range(nsp):
        want = out_type.shape[r - nsp + i]
        if want != DYN:
            res.append(want)
            continue
        S = U.dim(rw, x, r - nsp + i, loc)
        k, s, p, d = a.kernel[i], a.stride[i], a.padding[i], a.dilation[i]
        num = ix.sub(ix.add(S, 2 * p), d * (k - 1) + 1)
        if not a.ceil_mode:
            res.append(ix.add(ix.floordiv(num, s), 1))
            continue
        o = ix.add(ix.ceildiv(num, s), 1)
        # the last window must start inside the input or the left padding
        last_start = ix.mul(ix.sub(o, 1), s)
        too_far = U.cmpi(ix.b, "sge", ix.v(last_start), ix.v(ix.add(S, p)))
        res.append(U.select(ix.b, too_far, ix.v(ix.sub(o, 1)), ix.v(o)))
    return res


def _pad_for_windows(rw, x, a, nsp, out_sp, value, loc):
    """Pad the pooled dims by ``padding`` (low) and enough high padding for ``out_sp`` windows;
    static trailing elements no window reads are cut (linalg's verifier infers the window loops'
    sizes from them: avg_pool3d of a 3x4x4 input with kernel 2 did not compile)."""
    ix = U.Ix(U.RB(rw, loc))
    r = len(x.type.shape)
    lows, highs = [0] * r, [0] * r
    for i in range(nsp):
        S = U.dim(rw, x, r - nsp + i, loc)
        k, s, p, d = a.kernel[i], a.stride[i], a.padding[i], a.dilation[i]
        need = ix.add(ix.mul(ix.sub(out_sp[i], 1), s), d * (k - 1) + 1)
        lows[r - nsp + i] = p
        if isinstance(need, int) and isinstance(S, int):
            highs[r - nsp + i] = need - S - p     # negative: cut
        else:
            highs[r - nsp + i] = ix.add(ix.max(ix.sub(need, ix.add(S, 2 * p)), 0), p)
    if all(isinstance(v, int) and v == 0 for v in lows + highs):
        return x
    lows = [v if isinstance(v, int) else U.as_index(rw, v, loc) for v in lows]
    highs = [v if isinstance(v, int) else U.as_index(rw, v, loc) for v in highs]
    pv = U.scalar_const(rw, value, x.type.element_type, loc)
    return U.pad_or_slice(rw, x, lows, highs, pv, loc)


def window_generic(rw, x, window, nlead, nsp, strides, dils, inits, body, loc):
    """A windowed reduction: loops ``lead..., o..., k...``; ``x`` is read at ``o*s + k*d``,
    ``window`` (a tensor of the window shape, or None) at ``k``; ``inits`` are written at
    ``lead..., o...``. ``body(b, x_elem, *outs)``."""
    L = nlead + 2 * nsp
    lead = [adim(i) for i in range(nlead)]
    o = [adim(nlead + i) for i in range(nsp)]
    k = [adim(nlead + nsp + i) for i in range(nsp)]
    ins = [x, window]
    maps = [AffineMap(L, 0, tuple(lead + [o[i] * strides[i] + k[i] * dils[i] for i in range(nsp)])),
            AffineMap(L, 0, tuple(k))]
    maps += [AffineMap(L, 0, tuple(lead + o))] * len(inits)
    its = ["parallel"] * (nlead + nsp) + ["reduction"] * nsp

    def _b(b, xe, _w, *outs):
        return body(b, xe, *outs)
    g = linalg.GenericOp.build_generic(ins, list(inits), maps, its, _b, location=loc)
    return list(rw.insert(g).results)


def _bin(b, fl, f, i, xs, t):
    return b.val(f if fl else i, xs, t)


# ---------------------------------------------------------------------------------------------
# max pooling
# ---------------------------------------------------------------------------------------------

def _max_body(et, unsigned):
    fl = U.is_float(et)

    def body(b, x, out):
        if fl:
            return b.val("arith.maximumf", [out, x], et)
        return b.val("arith.maxui" if unsigned or et is A.I1 else "arith.maxsi", [out, x], et)
    return body


def _max_pool(op, operands, rw, nsp, with_indices):
    x = operands[0]
    if not hasattr(x.type, "shape") or len(x.type.shape) < nsp + 1:
        return False
    a = _read_max(op, nsp)
    if not _complete(a):
        return False
    out = U.result_type(op)
    loc = op.location
    et = out.element_type
    unsigned = U.is_unsigned(U.torch_dtype(op.arg("self")))
    r = len(x.type.shape)
    nlead = r - nsp
    out_sp = _out_sizes(rw, x, a, nsp, out, loc)
    low = U.lowest(et, unsigned)
    xp = _pad_for_windows(rw, x, a, nsp, out_sp, low, loc)
    lead = [U.dim(rw, x, i, loc) for i in range(nlead)]
    window = U.empty(rw, a.kernel, et, loc)
    init = U.filled(rw, lead + out_sp, et, low, loc)
    if not with_indices:
        name = _NAMED_POOL.get(("max", nsp))
        if name is not None and nlead == 2 and not unsigned and et is not A.I1:
            res = rw.insert(linalg.named(name, [xp, window], [init], strides=a.stride, dilations=a.dilation,
                                         location=loc)).results[0]
        else:
            res, = window_generic(rw, xp, window, nlead, nsp, a.stride, a.dilation, [init],
                                  _max_body(et, unsigned), loc)
        rw.replace_op(op, U.cast_tensor(rw, res, out, loc))
        return True
    ityp = U.result_type(op, 1)
    S = [U.dim(rw, x, nlead + i, loc) for i in range(nsp)]
    iinit = U.filled(rw, lead + out_sp, A.I64, (1 << 63) - 1, loc)
    fl = U.is_float(et)

    def body(b, xe, ov, oi):
        # the source position of this window element, in the unpadded input
        valid, flat = None, None
        for i in range(nsp):
            o_ = U.loop_index(b, nlead + i)
            k_ = U.loop_index(b, nlead + nsp + i)
            pos = b.val("arith.addi", [b.val("arith.muli", [o_, _ci(b, a.stride[i])], A.INDEX),
                                       b.val("arith.muli", [k_, _ci(b, a.dilation[i])], A.INDEX)], A.INDEX)
            pos = b.val("arith.subi", [pos, _ci(b, a.padding[i])], A.INDEX)
            Sb = _to_body(b, S[i])
            ok = b.val("arith.andi", [U.cmpi(b, "sge", pos, _ci(b, 0)), U.cmpi(b, "slt", pos, Sb)], A.I1)
            valid = ok if valid is None else b.val("arith.andi", [valid, ok], A.I1)
            flat = pos if flat is None else b.val("arith.addi", [b.val("arith.muli", [flat, Sb], A.INDEX), pos],
                                                  A.INDEX)
        flat = b.val("arith.index_cast", [flat], A.I64)
        return _argmax_step(b, xe, ov, oi, flat, valid, et, fl, unsigned)
    v, i = window_generic(rw, xp, window, nlead, nsp, a.stride, a.dilation, [init, iinit], body, loc)
    rw.replace_op(op, [U.cast_tensor(rw, v, out, loc), U.cast_tensor(rw, i, ityp, loc)])
    return True


def _argmax_step(b, xe, ov, oi, flat, valid, et, fl, unsigned):
    """Take ``(xe, flat)`` over ``(ov, oi)`` when valid and greater (or NaN), or equal with a
    smaller index: the first maximum of the window wins, and of its NaNs the *last* (PyTorch's
    pooling kernels take an element when ``val > max || isnan(val)``, in window order, which is
    the order of ``flat``), whatever the reduction order."""
    if fl:
        gt = b.val("arith.ori", [U.cmpf(b, "ogt", xe, ov), U.cmpf(b, "uno", xe, xe)], A.I1)
        eq = U.cmpf(b, "oeq", xe, ov)
    else:
        gt = U.cmpi(b, "ugt" if unsigned or et is A.I1 else "sgt", xe, ov)
        eq = U.cmpi(b, "eq", xe, ov)
    earlier = U.cmpi(b, "slt", flat, oi)
    take = b.val("arith.ori", [gt, b.val("arith.andi", [eq, earlier], A.I1)], A.I1)
    if fl:  # once a NaN was taken, only a later NaN replaces it
        ov_nan = U.cmpf(b, "uno", ov, ov)
        x_nan = U.cmpf(b, "uno", xe, xe)
        not_ov_nan = b.val("arith.xori", [ov_nan, b.constant(A.IntegerAttr(1, A.I1))], A.I1)
        later_nan = b.val("arith.andi", [b.val("arith.andi", [ov_nan, x_nan], A.I1),
                                         U.cmpi(b, "sgt", flat, oi)], A.I1)
        take = b.val("arith.ori", [b.val("arith.andi", [take, not_ov_nan], A.I1), later_nan], A.I1)
    take = b.val("arith.andi", [take, valid], A.I1)
    return [b.val("arith.select", [take, xe, ov], et), b.val("arith.select", [take, flat, oi], A.I64)]


def _max_lowering(nsp, with_indices):
    def lower(op, operands, rw):
        return _max_pool(op, operands, rw, nsp, with_indices)
    return lower


for _n in (1, 2, 3):
    lowering(f"torch.aten.max_pool{_n}d")(_max_lowering(_n, False))
    lowering(f"torch.aten.max_pool{_n}d_with_indices")(_max_lowering(_n, True))


# ---------------------------------------------------------------------------------------------
# average pooling
# ---------------------------------------------------------------------------------------------

def _avg_pool(op, operands, rw, nsp):
    x = operands[0]
    if not hasattr(x.type, "shape") or len(x.type.shape) < nsp + 1:
        return False
    a = _read_avg(op, nsp)
    if not _complete(a):
        return False
    out = U.result_type(op)
    loc = op.location
    et = out.element_type
    acc = U.compute_type(et)
    unsigned = U.is_unsigned(U.torch_dtype(op.arg("self")))
    r = len(x.type.shape)
    nlead = r - nsp
    out_sp = _out_sizes(rw, x, a, nsp, out, loc)
    xp = _pad_for_windows(rw, x, a, nsp, out_sp, 0, loc)
    lead = [U.dim(rw, x, i, loc) for i in range(nlead)]
    window = U.empty(rw, a.kernel, acc, loc)
    init = U.filled(rw, lead + out_sp, acc, 0, loc)
    name = _NAMED_POOL.get(("sum", nsp))
    fl = U.is_float(acc)
    if name is not None and nlead == 2 and not unsigned:
        s = rw.insert(linalg.named(name, [xp, window], [init], strides=a.stride, dilations=a.dilation,
                                   location=loc)).results[0]
    else:
        def body(b, xe, o):
            return _bin(b, fl, "arith.addf", "arith.addi", [o, U.convert_scalar(b, xe, acc, src_unsigned=unsigned)],
                        acc)
        s, = window_generic(rw, xp, window, nlead, nsp, a.stride, a.dilation, [init], body, loc)
    S = [U.dim(rw, x, nlead + i, loc) for i in range(nsp)]
    R = r

    def divide(b, v, _o):
        if a.divisor_override is not None:
            div = _ci(b, a.divisor_override)
        else:
            div = None
            for i in range(nsp):
                o_ = U.loop_index(b, nlead + i)
                start = b.val("arith.subi", [b.val("arith.muli", [o_, _ci(b, a.stride[i])], A.INDEX),
                                             _ci(b, a.padding[i])], A.INDEX)
                Sb = _to_body(b, S[i])
                end = b.val("arith.minsi", [b.val("arith.addi", [start, _ci(b, a.kernel[i])], A.INDEX),
                                            b.val("arith.addi", [Sb, _ci(b, a.padding[i])], A.INDEX)], A.INDEX)
                if not a.count_include_pad:
                    start = b.val("arith.maxsi", [start, _ci(b, 0)], A.INDEX)
                    end = b.val("arith.minsi", [end, Sb], A.INDEX)
                n = b.val("arith.subi", [end, start], A.INDEX)
                div = n if div is None else b.val("arith.muli", [div, n], A.INDEX)
        d = b.val("arith.index_cast", [div], A.I64)
        d = U.convert_scalar(b, d, acc)
        q = b.val("arith.divf", [v, d], acc) if fl else b.val("arith.divsi", [v, d], acc)
        return U.convert_scalar(b, q, et)
    init2 = U.empty(rw, U.sizes(rw, s, loc), et, loc)
    g = linalg.GenericOp.build_generic([s], [init2], [AffineMap.identity(R)] * 2, ["parallel"] * R, divide,
                                       location=loc)
    rw.replace_op(op, U.cast_tensor(rw, rw.insert(g).results[0], out, loc))
    return True


def _avg_lowering(nsp):
    def lower(op, operands, rw):
        return _avg_pool(op, operands, rw, nsp)
    return lower


for _n in (1, 2, 3):
    lowering(f"torch.aten.avg_pool{_n}d")(_avg_lowering(_n))


# ---------------------------------------------------------------------------------------------
# adaptive pooling
# ---------------------------------------------------------------------------------------------

def _adaptive_bounds(b, o, S, O):
    """``start = floor(o*S/O)``, ``end = ceil((o+1)*S/O)`` in the body (index values)."""
    Ob = _ci(b, O)
    start = b.val("arith.floordivsi", [b.val("arith.muli", [o, S], A.INDEX), Ob], A.INDEX)
    o1 = b.val("arith.addi", [o, _ci(b, 1)], A.INDEX)
    end = b.val("arith.ceildivsi", [b.val("arith.muli", [o1, S], A.INDEX), Ob], A.INDEX)
    return start, end


def _max_window(S, O):
    """The largest adaptive window of ``S`` elements into ``O`` bins (static), or None."""
    if not isinstance(S, int):
        return None
    return max(-((-(o + 1) * S) // O) - (o * S) // O for o in range(O)) if O else 1


def _adaptive(op, operands, rw, nsp, kind):
    x = operands[0]
    if not hasattr(x.type, "shape") or len(x.type.shape) < nsp + 1:
        return False
    osz = U.const_int_list(op.arg("output_size"))
    if osz is None or len(osz) != nsp or any(o is None or o <= 0 for o in osz):
        return False
    out = U.result_type(op)
    loc = op.location
    et = out.element_type
    acc = U.compute_type(et) if kind == "avg" else et
    # PyTorch's CPU adaptive_avg_pool3d sums 16-bit floats in their own type, window in row-major
    # order, and divides by the window's depth, height and width one after the other
    half_3d = kind == "avg" and nsp == 3 and U.is_float(et) and et.width < 32
    if half_3d:
        acc = et
    unsigned = U.is_unsigned(U.torch_dtype(op.arg("self")))
    ix = U.Ix(U.RB(rw, loc))
    r = len(x.type.shape)
    nlead = r - nsp
    lead = [U.dim(rw, x, i, loc) for i in range(nlead)]
    S = [U.dim(rw, x, nlead + i, loc) for i in range(nsp)]
    K = [_max_window(S[i], osz[i]) or ix.add(ix.ceildiv(S[i], osz[i]), 1) for i in range(nsp)]
    L = nlead + 2 * nsp
    window = U.empty(rw, K, acc, loc)
    fl = U.is_float(acc)
    low = 0 if kind == "avg" else U.lowest(et, unsigned)
    inits = [U.filled(rw, lead + osz, acc, low, loc)]
    if kind == "max":
        inits.append(U.filled(rw, lead + osz, A.I64, (1 << 63) - 1, loc))
    Sv = [U.as_index(rw, s, loc) if not isinstance(s, int) else s for s in S]

    def body(b, _w, *outs):
        valid, flat, src = None, None, []
        for i in range(nsp):
            o_ = U.loop_index(b, nlead + i)
            k_ = U.loop_index(b, nlead + nsp + i)
            Sb = _to_body(b, Sv[i])
            start, end = _adaptive_bounds(b, o_, Sb, osz[i])
            pos = b.val("arith.addi", [start, k_], A.INDEX)
            ok = U.cmpi(b, "slt", pos, end)
            valid = ok if valid is None else b.val("arith.andi", [valid, ok], A.I1)
            pos = b.val("arith.minsi", [pos, b.val("arith.subi", [Sb, _ci(b, 1)], A.INDEX)], A.INDEX)
            src.append(pos)
            flat = pos if flat is None else b.val("arith.addi", [b.val("arith.muli", [flat, Sb], A.INDEX), pos],
                                                  A.INDEX)
        xe = b.insert(tensor.ExtractOp.build_extract(x, [U.loop_index(b, i) for i in range(nlead)] + src)).results[0]
        if kind == "avg":
            xe = U.convert_scalar(b, xe, acc, src_unsigned=unsigned)
            zero = b.constant(A.FloatAttr(0.0, acc) if fl else A.IntegerAttr(0, acc))
            xe = b.val("arith.select", [valid, xe, zero], acc)
            return _bin(b, fl, "arith.addf", "arith.addi", [outs[0], xe], acc)
        flat = b.val("arith.index_cast", [flat], A.I64)
        return _argmax_step(b, xe, outs[0], outs[1], flat, valid, et, U.is_float(et), unsigned)
    maps = [AffineMap(L, 0, tuple(adim(nlead + nsp + i) for i in range(nsp)))]
    maps += [AffineMap(L, 0, tuple(adim(i) for i in range(nlead + nsp)))] * len(inits)
    its = ["parallel"] * (nlead + nsp) + ["reduction"] * nsp
    g = linalg.GenericOp.build_generic([window], inits, maps, its, body, location=loc)
    res = list(rw.insert(g).results)
    if kind == "max":
        rw.replace_op(op, [U.cast_tensor(rw, res[0], out, loc), U.cast_tensor(rw, res[1], U.result_type(op, 1), loc)])
        return True
    R = r

    def divide(b, v, _o):
        div = None
        for i in range(nsp):
            start, end = _adaptive_bounds(b, U.loop_index(b, nlead + i), _to_body(b, Sv[i]), osz[i])
            n = b.val("arith.subi", [end, start], A.INDEX)
            if half_3d:
                v = b.val("arith.divf", [v, U.convert_scalar(b, b.val("arith.index_cast", [n], A.I64), acc)], acc)
                continue
            div = n if div is None else b.val("arith.muli", [div, n], A.INDEX)
        if half_3d:
            return v
        d = U.convert_scalar(b, b.val("arith.index_cast", [div], A.I64), acc)
        q = b.val("arith.divf", [v, d], acc) if fl else b.val("arith.divsi", [v, d], acc)
        return U.convert_scalar(b, q, et)
    init2 = U.empty(rw, U.sizes(rw, res[0], loc), et, loc)
    g2 = linalg.GenericOp.build_generic([res[0]], [init2], [AffineMap.identity(R)] * 2, ["parallel"] * R, divide,
                                        location=loc)
    rw.replace_op(op, U.cast_tensor(rw, rw.insert(g2).results[0], out, loc))
    return True


def _adaptive_lowering(nsp, kind):
    def lower(op, operands, rw):
        return _adaptive(op, operands, rw, nsp, kind)
    return lower


for _n in (1, 2, 3):
    lowering(f"torch.aten.adaptive_avg_pool{_n}d")(_adaptive_lowering(_n, "avg"))
    lowering(f"torch.aten.adaptive_max_pool{_n}d")(_adaptive_lowering(_n, "max"))
lowering("torch.aten._adaptive_avg_pool2d")(_adaptive_lowering(2, "avg"))
lowering("torch.aten._adaptive_avg_pool3d")(_adaptive_lowering(3, "avg"))
