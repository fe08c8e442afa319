"""Convolutions (``aten.convolution``, ``_convolution``, ``conv1d/2d/3d``, ``conv2d.padding``,
``conv_transpose*``) and padding (``aten.pad``, ``constant_pad_nd``, ``reflection_pad*``,
``replication_pad*``, ``_pad_circular``).

Each conv op's arguments are read into a ``ConvArgs`` by one reader per op name (``_READERS``);
one builder then lowers them:

* the input is zero-padded (``tensor.pad``; transposed convs first spread the input by the
  stride with ``tensor.insert_slice`` and flip/transposes the weight);
* ``groups == 1`` uses the named op for the rank (``_NAMED_CONV``: ``linalg.conv_2d_nchw_fchw``,
  ...), grouped 2-D convs ``linalg.conv_2d_ngchw_gfchw`` on ``tensor.expand_shape``d operands,
  other grouped convs a ``linalg.generic`` with the same layout;
* the bias (or zero) is added and the f32 accumulator (for f16/bf16) truncated by one generic.

    %r = torch.aten.conv2d %x, %w, %b, [1,1], [1,1], [1,1], 1
    ==>  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1]
         %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> ..., strides = dense<1> ...} ins(%p, %w) outs(%z)
         %r = linalg.generic ... (%c + bias[channel])

Padding modes: constant -> ``tensor.pad`` (negative pads slice); reflect/replicate/circular -> a
``linalg.generic`` whose body computes the source index and reads it with ``tensor.extract``.
"""
from __future__ import annotations

from dataclasses import dataclass

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap, dim as adim
from tmlir.ir.dialects import linalg, tensor as T
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC


# ---------------------------------------------------------------------------------------------
# index arithmetic on ints / index values (folds when both sides are ints)
# ---------------------------------------------------------------------------------------------

class Ix:
    """Index arithmetic outside linalg bodies on Python ints or ``index`` values.

    >>> ix = Ix(rw, loc); n = ix.add(U.dim(rw, x, 2), 3)     # an int if dim 2 is static
    """

    def __init__(self, rw, loc):
        self.rw, self.loc = rw, loc

    def _bin(self, name, a, b, py):
        if isinstance(a, int) and isinstance(b, int):
            return py(a, b)
        return U.arith(self.rw, name, [U.as_index(self.rw, a, self.loc), U.as_index(self.rw, b, self.loc)],
                       A.INDEX, self.loc)

    def add(self, a, b):
        if isinstance(b, int) and b == 0:
            return a
        return self._bin("arith.addi", a, b, lambda x, y: x + y)

    def sub(self, a, b):
        if isinstance(b, int) and b == 0:
            return a
        return self._bin("arith.subi", a, b, lambda x, y: x - y)

    def mul(self, a, b):
        if isinstance(b, int) and b == 1:
            return a
        return self._bin("arith.muli", a, b, lambda x, y: x * y)

    def floordiv(self, a, b):
        if isinstance(b, int) and b == 1:
            return a
        return self._bin("arith.floordivsi", a, b, lambda x, y: x // y)

    def ceildiv(self, a, b):
        if isinstance(b, int) and b == 1:
            return a
        return self._bin("arith.ceildivsi", a, b, lambda x, y: -((-x) // y))

    def max(self, a, b):
        return self._bin("arith.maxsi", a, b, max)

    def min(self, a, b):
        return self._bin("arith.minsi", a, b, min)


def out_size(ix, size, lo, hi, k, stride, dilation):
    """``(size + lo + hi - dilation * (k - 1) - 1) // stride + 1``."""
    n = ix.sub(ix.add(size, lo + hi), dilation * (k - 1) + 1)
    return ix.add(ix.floordiv(n, stride), 1)


def sizes_from(rw, out_type, computed):
    """Static sizes of ``out_type`` where known, else the ``computed`` ones."""
    return [s if s != DYN else c for s, c in zip(out_type.shape, computed)]


def pad_value_const(rw, elt, value, loc):
    return U.scalar_const(rw, value, elt, loc)


def pad_or_slice(rw, x, lows, highs, pad_value, loc):
    """Pad ``x`` with the scalar ``pad_value`` by ``lows``/``highs`` (ints, per dim; negative ones
    cut instead)."""
    if any(lo < 0 or hi < 0 for lo, hi in zip(lows, highs)):
        ix = Ix(rw, loc)
        offs, szs = [], []
        for i, (lo, hi) in enumerate(zip(lows, highs)):
            d = U.dim(rw, x, i, loc)
            cut_lo, cut_hi = max(-lo, 0), max(-hi, 0)
            offs.append(cut_lo)
            szs.append(ix.sub(d, cut_lo + cut_hi))
        x = rw.insert(T.ExtractSliceOp.build_mixed(x, offs, szs, location=loc)).results[0]
        lows = [max(lo, 0) for lo in lows]
        highs = [max(hi, 0) for hi in highs]
    if all(lo == 0 and hi == 0 for lo, hi in zip(lows, highs)):
        return x
    return rw.insert(T.PadOp.build_pad(x, lows, highs, pad_value, location=loc)).results[0]


def window_dims(rw, x, nsp):
    """The last ``nsp`` sizes of ``x``."""
    r = len(x.type.shape)
    return [U.dim(rw, x, i) for i in range(r - nsp, r)]


def expand(rw, x, groups, new_shape, loc):
    """``tensor.expand_shape`` of ``x`` with reassociation ``groups`` into ``new_shape`` (ints or
    index values)."""
    rt = A.RankedTensorType([s if isinstance(s, int) else DYN for s in new_shape], x.type.element_type)
    return rw.insert(T.ExpandShapeOp.build_expand(x, groups, rt, output_shape=list(new_shape), location=loc)).results[0]


def collapse(rw, x, groups, loc):
    return rw.insert(T.CollapseShapeOp.build_collapse(x, groups, location=loc)).results[0]


# ---------------------------------------------------------------------------------------------
# constant arguments, also when their torch.constant op was already converted (the pass converts
# producers first: ``torch_c.from_i64(arith.constant 2)`` then stands for ``torch.constant.int 2``)
# ---------------------------------------------------------------------------------------------

_FROM_CASTS = ("torch_c.from_i64", "torch_c.from_i1", "torch_c.from_f64")


def _through_cast(v):
    d = v.defining_op
    if d is not None and d.name in _FROM_CASTS:
        c = d.operand(0).defining_op
        if c is not None and c.name == "arith.constant":
            a = c.properties.get("value") if c.properties else None
            return True, getattr(a, "value", None)
    return False, None


def cnum(v):
    """``U.const_number`` that also sees through an already converted constant."""
    r = U.const_number(v)
    if r is not None:
        return r
    return _through_cast(v)[1]


def cint(v):
    r = cnum(v)
    return int(r) if r is not None and not isinstance(r, float) else None


def cbool(v):
    r = U.const_bool(v)
    if r is not None:
        return r
    d = v.defining_op
    if d is not None and d.name == "torch_c.from_i1":
        x = _through_cast(v)[1]
        return None if x is None else bool(x)
    return None


def cint_list(v):
    """``[ints]`` of a ``prim.ListConstruct`` of (possibly converted) constant ints, else None."""
    elems = U.list_elements(v)
    if elems is None:
        return None
    out = [cint(e) for e in elems]
    return None if any(x is None for x in out) else out


# ---------------------------------------------------------------------------------------------
# conv argument readers
# ---------------------------------------------------------------------------------------------

@dataclass
class ConvArgs:
    stride: list
    padding: object          # [ints] or "same" / "valid"
    dilation: list
    groups: int
    transposed: bool = False
    output_padding: list = None


def _ints(op, i, n, default=None):
    """A list-of-ints argument expanded to ``n`` values (a single value repeats)."""
    v = cint_list(op.operand(i))
    if v is None:
        c = cint(op.operand(i))
        v = None if c is None else [c]
    if v is None:
        return default
    if len(v) == 1 and n > 1:
        v = v * n
    return v if len(v) == n else None


def _read_conv(op, n):
    pad = U.const_str(op.operand(4))
    return ConvArgs(_ints(op, 3, n), pad if pad is not None else _ints(op, 4, n), _ints(op, 5, n),
                    cint(op.operand(6)))


def _read_conv_transpose(op, n):
    return ConvArgs(_ints(op, 3, n), _ints(op, 4, n), _ints(op, 7, n), cint(op.operand(6)), True,
                    _ints(op, 5, n))


def _read_convolution(op, n):
    return ConvArgs(_ints(op, 3, n), _ints(op, 4, n), _ints(op, 5, n), cint(op.operand(8)),
                    cbool(op.operand(6)), _ints(op, 7, n))


_READERS = {
    "torch.aten.conv1d": _read_conv, "torch.aten.conv2d": _read_conv, "torch.aten.conv3d": _read_conv,
    "torch.aten.conv1d.padding": _read_conv, "torch.aten.conv2d.padding": _read_conv,
    "torch.aten.conv3d.padding": _read_conv,
    "torch.aten.conv_transpose1d": _read_conv_transpose, "torch.aten.conv_transpose2d.input": _read_conv_transpose,
    "torch.aten.conv_transpose3d.input": _read_conv_transpose,
    "torch.aten.convolution": _read_convolution, "torch.aten._convolution": _read_convolution,
    "torch.aten._convolution.deprecated": _read_convolution,
}

_NAMED_CONV = {1: "linalg.conv_1d_ncw_fcw", 2: "linalg.conv_2d_nchw_fchw", 3: "linalg.conv_3d_ncdhw_fcdhw"}
_NAMED_GROUPED_CONV = {2: "linalg.conv_2d_ngchw_gfchw"}


def _acc_elt(et):
    return A.F32 if et in (A.F16, A.BF16) else et


# ---------------------------------------------------------------------------------------------
# the conv builder
# ---------------------------------------------------------------------------------------------

def _grouped_generic(rw, xg, wg, init, strides, dilations, nsp, loc):
    """A grouped conv as a ``linalg.generic``: ``xg [N,G,C,*S]``, ``wg [G,F,C,*K]`` -> ``[N,G,F,*O]``."""
    # loops: n g f o... c k...
    L = 3 + nsp + 1 + nsp
    n, g, f = adim(0), adim(1), adim(2)
    o = [adim(3 + i) for i in range(nsp)]
    c = adim(3 + nsp)
    k = [adim(4 + nsp + i) for i in range(nsp)]
    mx = AffineMap(L, 0, tuple([n, g, c] + [o[i] * strides[i] + k[i] * dilations[i] for i in range(nsp)]))
    mw = AffineMap(L, 0, tuple([g, f, c] + k))
    mo = AffineMap(L, 0, tuple([n, g, f] + o))
    acc = init.type.element_type
    fl = U.is_float(acc)

    def body(b, x, w, out):
        x = U.convert_scalar(b, x, acc)
        w = U.convert_scalar(b, w, acc)
        return b.val("arith.addf" if fl else "arith.addi", [out, b.val("arith.mulf" if fl else "arith.muli",
                                                                        [x, w], acc)], acc)
    its = ["parallel"] * (3 + nsp) + ["reduction"] * (1 + nsp)
    return rw.insert(linalg.GenericOp.build_generic([xg, wg], [init], [mx, mw, mo], its, body,
                                                    location=loc)).results[0]


def conv_core(rw, xp, w, out_sp, strides, dilations, groups, acc, loc):
    """Convolve the padded ``xp [N, C, *S]`` with ``w [F, C/groups, *K]`` (no padding, stride and
    dilation lists) into an ``acc``-typed ``[N, F, *out_sp]``."""
    nsp = len(out_sp)
    N = U.dim(rw, xp, 0, loc)
    F = U.dim(rw, w, 0, loc)
    if groups == 1:
        init = U.filled(rw, [N, F] + list(out_sp), acc, 0, loc)
        return rw.insert(linalg.named(_NAMED_CONV[nsp], [xp, w], [init], strides=strides, dilations=dilations,
                                      location=loc)).results[0]
    ix = Ix(rw, loc)
    C = U.dim(rw, xp, 1, loc)
    Cg, Fg = ix.floordiv(C, groups), ix.floordiv(F, groups)
    xg = expand(rw, xp, [[0], [1, 2]] + [[i + 1] for i in range(2, 2 + nsp)],
                [N, groups, Cg] + window_dims(rw, xp, nsp), loc)
    wg = expand(rw, w, [[0, 1]] + [[i + 1] for i in range(1, 2 + nsp)],
                [groups, Fg] + [U.dim(rw, w, i, loc) for i in range(1, 2 + nsp)], loc)
    init = U.filled(rw, [N, groups, Fg] + list(out_sp), acc, 0, loc)
    name = _NAMED_GROUPED_CONV.get(nsp)
    if name is not None:
        r = rw.insert(linalg.named(name, [xg, wg], [init], strides=strides, dilations=dilations,
                                   location=loc)).results[0]
    else:
        r = _grouped_generic(rw, xg, wg, init, strides, dilations, nsp, loc)
    return collapse(rw, r, [[0], [1, 2]] + [[i] for i in range(3, 3 + nsp)], loc)


def add_channel_bias(rw, r, bias, out_type, loc, bias_unsigned=False):
    """``r + bias[channel]`` (bias may be None) converted to ``out_type``'s element type."""
    et = out_type.element_type
    R = len(out_type.shape)
    fl = U.is_float(et)
    if bias is None:
        if r.type.element_type is et:
            return U.cast_tensor(rw, r, out_type, loc)
        ins, maps = [r], [AffineMap.identity(R)]

        def body(b, x, out):
            return U.convert_scalar(b, x, et)
    else:
        ins, maps = [r, bias], [AffineMap.identity(R), AffineMap(R, 0, (adim(1),))]
        acc = r.type.element_type

        def body(b, x, bv, out):
            bv = U.convert_scalar(b, bv, acc, src_unsigned=bias_unsigned)
            s = b.val("arith.addf" if fl else "arith.addi", [x, bv], acc)
            return U.convert_scalar(b, s, et)
    init = U.empty(rw, U.sizes(rw, r, loc), et, loc)
    g = linalg.GenericOp.build_generic(ins, [init], maps + [AffineMap.identity(R)], ["parallel"] * R, body,
                                       location=loc)
    return U.cast_tensor(rw, rw.insert(g).results[0], out_type, loc)


def _same_padding(k, d):
    total = d * (k - 1)
    return total // 2, total - total // 2


def _spread(rw, x, strides, loc):
    """Insert ``stride - 1`` zeros between the spatial elements of ``x`` (transposed convs):
    each spatial dim ``S`` gets a unit dim (``expand_shape``), padded high to ``stride``
    (``tensor.pad``), merged back (``collapse_shape``) and cut to ``(S - 1) * stride + 1``."""
    if all(s == 1 for s in strides):
        return x
    ix = Ix(rw, loc)
    nsp = len(strides)
    sz = U.sizes(rw, x, loc)
    groups, shape = [[0], [1]], sz[:2]
    for i in range(nsp):
        groups.append([2 + 2 * i, 3 + 2 * i])
        shape += [sz[2 + i], 1]
    xe = expand(rw, x, groups, shape, loc)
    highs = [0, 0] + [h for st in strides for h in (0, st - 1)]
    zero = U.scalar_const(rw, 0, x.type.element_type, loc)
    xp = rw.insert(T.PadOp.build_pad(xe, [0] * len(highs), highs, zero, location=loc)).results[0]
    xc = collapse(rw, xp, groups, loc)
    new = sz[:2] + [ix.add(ix.mul(ix.sub(sz[2 + i], 1), strides[i]), 1) for i in range(nsp)]
    return rw.insert(T.ExtractSliceOp.build_mixed(xc, [0] * (2 + nsp), new, location=loc)).results[0]


def _transpose_weight(rw, w, groups, nsp, loc):
    """``w [G*C, F, *K]`` (transposed conv layout) -> ``[G*F, C, *K]`` with the window flipped."""
    ix = Ix(rw, loc)
    Cin = U.dim(rw, w, 0, loc)
    Fg = U.dim(rw, w, 1, loc)
    ks = [U.dim(rw, w, 2 + i, loc) for i in range(nsp)]
    if any(not isinstance(k, int) for k in ks):
        return None
    Cg = ix.floordiv(Cin, groups)
    wg = expand(rw, w, [[0, 1]] + [[i + 1] for i in range(1, 2 + nsp)], [groups, Cg, Fg] + ks, loc)
    L = 3 + nsp
    # out[g, f, c, k...] = wg[g, c, f, K-1-k...], read with tensor.extract (upstream's shape
    # inference rejects the negative coefficients of a flipping indexing map)

    def body(b, _out):
        i = [b.insert(linalg.index(d)).results[0] for d in range(L)]
        src = [i[0], i[2], i[1]]
        for j in range(nsp):
            last = b.constant(A.IntegerAttr(ks[j] - 1, A.INDEX))
            src.append(b.val("arith.subi", [last, i[3 + j]], A.INDEX))
        return b.insert(T.ExtractOp.build_extract(wg, src)).results[0]
    init = U.empty(rw, [groups, Fg, Cg] + ks, w.type.element_type, loc)
    g = linalg.GenericOp.build_generic([], [init], [AffineMap.identity(L)], ["parallel"] * L, body, location=loc)
    r = rw.insert(g).results[0]
    return collapse(rw, r, [[0, 1]] + [[i] for i in range(2, L)], loc)


def lower_conv(op, operands, rw):
    """Any convolution op whose arguments ``_READERS`` can read (constant lists and groups)."""
    reader = _READERS.get(op.name)
    x, w = operands[0], operands[1]
    if reader is None or not hasattr(x.type, "shape") or not hasattr(w.type, "shape"):
        return False
    nsp = len(x.type.shape) - 2
    if nsp not in _NAMED_CONV or len(w.type.shape) != nsp + 2:
        return False
    a = reader(op, nsp)
    if a.stride is None or a.padding is None or a.dilation is None or a.groups is None or a.transposed is None:
        return False
    if a.transposed and a.output_padding is None:
        return False
    out = U.result_type(op)
    loc = op.location
    et = out.element_type
    acc = _acc_elt(et)
    ix = Ix(rw, loc)
    ks = [U.dim(rw, w, 2 + i, loc) for i in range(nsp)]
    if a.transposed:
        if any(not isinstance(k, int) for k in ks):
            return False
        x = _spread(rw, x, a.stride, loc)
        w = _transpose_weight(rw, w, a.groups, nsp, loc)
        lows = [a.dilation[i] * (ks[i] - 1) - a.padding[i] for i in range(nsp)]
        highs = [lows[i] + a.output_padding[i] for i in range(nsp)]
        strides = [1] * nsp
    else:
        if isinstance(a.padding, str):
            if a.padding == "valid":
                lows = highs = [0] * nsp
            elif a.padding == "same" and all(isinstance(k, int) for k in ks):
                lh = [_same_padding(ks[i], a.dilation[i]) for i in range(nsp)]
                lows, highs = [p[0] for p in lh], [p[1] for p in lh]
            else:
                return False
        else:
            lows = highs = list(a.padding)
        strides = list(a.stride)
    if any(not isinstance(k, int) for k in ks):
        return False
    xp = pad_or_slice(rw, x, [0, 0] + list(lows), [0, 0] + list(highs),
                      pad_value_const(rw, x.type.element_type, 0, loc), loc)
    sp = window_dims(rw, xp, nsp)
    out_sp = [out_size(ix, sp[i], 0, 0, ks[i], strides[i], a.dilation[i]) for i in range(nsp)]
    out_sp = [s if s != DYN else c for s, c in zip(out.shape[2:], out_sp)]
    r = conv_core(rw, xp, w, out_sp, strides, list(a.dilation), a.groups, acc, loc)
    bias = None if len(operands) < 3 or U.is_none(op.operand(2)) else operands[2]
    rw.replace_op(op, add_channel_bias(rw, r, bias, out, loc))
    return True


lowering(*_READERS)(lower_conv)


# ---------------------------------------------------------------------------------------------
# padding
# ---------------------------------------------------------------------------------------------

def _pad_pairs(pads, rank):
    """torch's ``[last_lo, last_hi, prev_lo, prev_hi, ...]`` -> per-dim (lows, highs) of ``rank``."""
    if pads is None or len(pads) % 2 or len(pads) // 2 > rank:
        return None
    lows, highs = [0] * rank, [0] * rank
    for i in range(len(pads) // 2):
        lows[rank - 1 - i] = pads[2 * i]
        highs[rank - 1 - i] = pads[2 * i + 1]
    return lows, highs


def _src_index_replicate(b, i, n):
    zero = b.constant(A.IntegerAttr(0, A.INDEX))
    one = b.constant(A.IntegerAttr(1, A.INDEX))
    last = b.val("arith.subi", [n, one], A.INDEX)
    return b.val("arith.maxsi", [b.val("arith.minsi", [i, last], A.INDEX), zero], A.INDEX)


def _src_index_reflect(b, i, n):
    zero = b.constant(A.IntegerAttr(0, A.INDEX))
    one = b.constant(A.IntegerAttr(1, A.INDEX))
    neg = b.val("arith.subi", [zero, i], A.INDEX)
    i = b.val("arith.maxsi", [i, neg], A.INDEX)              # |i|
    last2 = b.val("arith.muli", [b.val("arith.subi", [n, one], A.INDEX),
                                 b.constant(A.IntegerAttr(2, A.INDEX))], A.INDEX)
    mirrored = b.val("arith.subi", [last2, i], A.INDEX)
    return b.val("arith.minsi", [i, mirrored], A.INDEX)


def _src_index_circular(b, i, n):
    return b.val("arith.remsi", [b.val("arith.addi", [i, n], A.INDEX), n], A.INDEX)


_INDEX_MODES = {"reflect": _src_index_reflect, "replicate": _src_index_replicate,
                "circular": _src_index_circular}


def gather_pad(rw, x, lows, highs, mode, out_type, loc):
    """Pad ``x`` in ``mode`` (reflect/replicate/circular): each output element reads
    ``x[src(i - low)]`` with ``tensor.extract``."""
    ix = Ix(rw, loc)
    R = len(x.type.shape)
    srcs = U.sizes(rw, x, loc)
    out_sizes = sizes_from(rw, out_type, [ix.add(srcs[i], lows[i] + highs[i]) for i in range(R)])
    init = U.empty(rw, out_sizes, x.type.element_type, loc)
    n_vals = [U.as_index(rw, s, loc) if lows[i] or highs[i] else None for i, s in enumerate(srcs)]
    fn = _INDEX_MODES[mode]

    def body(b, out):
        idx = []
        for d in range(R):
            i = b.insert(linalg.index(d)).results[0]
            if lows[d] or highs[d]:
                i = b.val("arith.subi", [i, b.constant(A.IntegerAttr(lows[d], A.INDEX))], A.INDEX)
                i = fn(b, i, n_vals[d])
            idx.append(i)
        return b.insert(T.ExtractOp.build_extract(x, idx)).results[0]
    g = linalg.GenericOp.build_generic([], [init], [AffineMap.identity(R)], ["parallel"] * R, body, location=loc)
    return U.cast_tensor(rw, rw.insert(g).results[0], out_type, loc)


def _pad_to(rw, op, x, pads, mode, value, out):
    R = len(x.type.shape)
    pp = _pad_pairs(pads, R)
    if pp is None:
        return False
    lows, highs = pp
    loc = op.location
    if mode == "constant":
        et = x.type.element_type
        if value is None:
            pv = U.scalar_const(rw, 0, et, loc)
        else:
            class _B:
                def val(self, name, ops, t, props=None):
                    return U.arith(rw, name, ops, t, loc, props)

                def constant(self, attr):
                    return U.scalar_const(rw, attr.value, attr.type, loc)
            pv = U.convert_scalar(_B(), value, et)
        r = pad_or_slice(rw, x, lows, highs, pv, loc)
        rw.replace_op(op, U.cast_tensor(rw, r, out, loc))
        return True
    if mode not in _INDEX_MODES or any(lo < 0 or hi < 0 for lo, hi in zip(lows, highs)):
        return False
    rw.replace_op(op, gather_pad(rw, x, lows, highs, mode, out, loc))
    return True


@lowering("torch.aten.pad")
def pad(op, operands, rw):
    """``aten.pad(x, pads, mode, value)`` for the constant/reflect/replicate/circular modes."""
    x = operands[0]
    mode = U.const_str(op.operand(2)) if len(operands) > 2 else "constant"
    if mode is None or not hasattr(x.type, "shape"):
        return False
    value = None
    if mode == "constant" and len(operands) > 3 and not U.is_none(op.operand(3)):
        value = operands[3]
    return _pad_to(rw, op, x, cint_list(op.operand(1)), mode, value, U.result_type(op))


@lowering("torch.aten.constant_pad_nd")
def constant_pad_nd(op, operands, rw):
    x = operands[0]
    if not hasattr(x.type, "shape"):
        return False
    value = operands[2] if len(operands) > 2 and not U.is_none(op.operand(2)) else None
    return _pad_to(rw, op, x, cint_list(op.operand(1)), "constant", value, U.result_type(op))


def _mode_pad(mode):
    def lower(op, operands, rw):
        x = operands[0]
        if not hasattr(x.type, "shape"):
            return False
        return _pad_to(rw, op, x, cint_list(op.operand(1)), mode, None, U.result_type(op))
    return lower


for _n in (1, 2, 3):
    lowering(f"torch.aten.reflection_pad{_n}d")(_mode_pad("reflect"))
    lowering(f"torch.aten.replication_pad{_n}d")(_mode_pad("replicate"))
lowering("torch.aten._pad_circular")(_mode_pad("circular"))
