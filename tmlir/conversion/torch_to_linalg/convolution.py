"""Convolutions (``aten.convolution``, ``_convolution``, ``conv1d/2d/3d``, ``conv2d.padding``,
``conv_transpose*``).

Each conv op's arguments are read by schema name into a ``ConvArgs`` (``read_conv_args``); one
builder then lowers them:

* the input is zero-padded (``tensor.pad``; transposed convs first spread the input by the
  stride with ``tensor.insert_slice`` and flip/transposes the weight);
* ``groups == 1`` uses the named op for the rank (``_NAMED_CONV``: ``linalg.conv_2d_nchw_fchw``,
  ...), grouped 2-D convs ``linalg.conv_2d_ngchw_gfchw`` on ``tensor.expand_shape``d operands,
  other grouped convs a ``linalg.generic`` with the same layout;
* the bias (or zero) is added and the f32 accumulator (for f16/bf16) truncated by one generic;
* a quantized 2-D convolution (groups 1, static sizes) is one ``linalg.quantized_matmul`` of its
  channels-last columns and the weight (``_quantized_channels_last``), its i32 result NHWC;
* a padded 2-D f32 convolution with a constant weight (groups 1) runs channels-last instead
  (``_channels_last``): input transposed to NHWC and padded, weight transposed to HWCF (folded
  into the constant at compile time), ``linalg.conv_2d_nhwc_hwcf``, and the bias generic reads the
  NHWC result to write NCHW. ``linalg-transposes-into-producers`` then lets the BatchNorm / ReLU /
  residual generics between two such convs write NHWC, so consecutive convs keep NHWC activations.

    %r = torch.aten.conv2d %x, %w, %b, [1,1], [1,1], [1,1], 1
    ==>  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1]
         %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> ..., strides = dense<1> ...} ins(%p, %w) outs(%z)
         %r = linalg.generic ... (%c + bias[channel])
"""
from __future__ import annotations

from dataclasses import dataclass

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap, dim as adim
from tmlir.ir.dialects import linalg, tensor
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC


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


def _ints(op, name, n):
    """The int-list argument ``name`` expanded to ``n`` values (a single value repeats), else None."""
    v = U.const_int_list(op.arg(name))
    if v is None:
        c = U.const_int(op.arg(name))
        v = None if c is None else [c]
    if v is None:
        return None
    if len(v) == 1 and n > 1:
        v = v * n
    return v if len(v) == n else None


def read_conv_args(op, n):
    """The ``ConvArgs`` of any convolution op (``n`` spatial dims): ``convolution`` and
    ``_convolution`` say whether they are transposed, ``conv_transpose*`` are, ``conv*`` are not
    (their padding may be the string "same" or "valid")."""
    if U.has_arg(op, "transposed"):
        transposed = U.const_bool(op.arg("transposed"))
    else:
        transposed = op.name.startswith("torch.aten.conv_transpose")
    pad = U.const_str(op.arg("padding"))
    return ConvArgs(_ints(op, "stride", n), pad if pad is not None else _ints(op, "padding", n),
                    _ints(op, "dilation", n), U.const_int(op.arg("groups")), transposed,
                    _ints(op, "output_padding", n) if U.has_arg(op, "output_padding") else None)


_CONV_OPS = ("torch.aten.conv1d", "torch.aten.conv2d", "torch.aten.conv3d", "torch.aten.conv1d.padding",
             "torch.aten.conv2d.padding", "torch.aten.conv3d.padding", "torch.aten.conv_transpose1d",
             "torch.aten.conv_transpose2d.input", "torch.aten.conv_transpose3d.input", "torch.aten.convolution",
             "torch.aten._convolution", "torch.aten._convolution.deprecated")


def window_dims(rw, x, nsp):
    """The last ``nsp`` sizes of ``x``."""
    r = len(x.type.shape)
    return [U.dim(rw, x, i) for i in range(r - nsp, r)]


_NAMED_CONV = {1: "linalg.conv_1d_ncw_fcw", 2: "linalg.conv_2d_nchw_fchw", 3: "linalg.conv_3d_ncdhw_fcdhw"}
_NAMED_GROUPED_CONV = {2: "linalg.conv_2d_ngchw_gfchw"}


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


def conv_core(rw, xp, w, out_sp, strides, dilations, groups, acc, loc, zero_points=None):
    """Convolve the padded ``xp [N, C, *S]`` with ``w [F, C/groups, *K]`` (no padding, stride and
    dilation lists) into an ``acc``-typed ``[N, F, *out_sp]``. ``zero_points`` (i32 values of the
    input's and the weight's): the integer kernels ``conv_2d_nchw_fchw_q`` / ``conv_2d_ngchw_gfchw_q``."""
    nsp = len(out_sp)
    q = [] if zero_points is None else list(zero_points)
    if q and nsp != 2:
        raise U.NotLowerable("quantized convolutions are 2-D only")
    sfx = "_q" if q else ""
    N = U.dim(rw, xp, 0, loc)
    F = U.dim(rw, w, 0, loc)
    if groups == 1:
        init = U.filled(rw, [N, F] + list(out_sp), acc, 0, loc)
        return rw.insert(linalg.named(_NAMED_CONV[nsp] + sfx, [xp, w] + q, [init], strides=strides,
                                      dilations=dilations, location=loc)).results[0]
    ix = U.Ix(U.RB(rw, loc))
    C = U.dim(rw, xp, 1, loc)
    Cg, Fg = ix.floordiv(C, groups), ix.floordiv(F, groups)
    xg = U.expand(rw, xp, [[0], [1, 2]] + [[i + 1] for i in range(2, 2 + nsp)],
                [N, groups, Cg] + window_dims(rw, xp, nsp), loc)
    wg = U.expand(rw, w, [[0, 1]] + [[i + 1] for i in range(1, 2 + nsp)],
                [groups, Fg] + [U.dim(rw, w, i, loc) for i in range(1, 2 + nsp)], loc)
    init = U.filled(rw, [N, groups, Fg] + list(out_sp), acc, 0, loc)
    name = _NAMED_GROUPED_CONV.get(nsp)
    if name is not None:
        r = rw.insert(linalg.named(name + sfx, [xg, wg] + q, [init], strides=strides, dilations=dilations,
                                   location=loc)).results[0]
    else:
        r = _grouped_generic(rw, xg, wg, init, strides, dilations, nsp, loc)
    return U.collapse(rw, r, [[0], [1, 2]] + [[i] for i in range(3, 3 + nsp)], loc)


def add_channel_bias(rw, r, bias, out_type, loc, bias_unsigned=False, r_perm=None):
    """``r + bias[channel]`` (bias may be None) converted to ``out_type``'s element type.
    ``r_perm``: ``r`` holds the result permuted (``out = r.permute(inverse(r_perm))``, e.g. a
    channels-last result read as NCHW), read through that permutation by the same generic."""
    et = out_type.element_type
    R = len(out_type.shape)
    fl = U.is_float(et)
    r_map = AffineMap.identity(R) if r_perm is None else U.permute_map(r_perm)
    if bias is None:
        if r.type.element_type is et and r_perm is None:
            return U.cast_tensor(rw, r, out_type, loc)
        ins, maps = [r], [r_map]

        def body(b, x, out):
            return U.convert_scalar(b, x, et)
    else:
        ins, maps = [r, bias], [r_map, AffineMap(R, 0, (adim(1),))]
        acc = r.type.element_type

        def body(b, x, bv, out):
            bv = U.convert_scalar(b, bv, acc, src_unsigned=bias_unsigned)
            s = b.val("arith.addf" if fl else "arith.addi", [x, bv], acc)
            return U.convert_scalar(b, s, et)
    sz = U.sizes(rw, r, loc)
    if r_perm is not None:
        sz = [sz[r_perm.index(i)] for i in range(R)]
    init = U.empty(rw, sz, et, loc)
    g = linalg.GenericOp.build_generic(ins, [init], maps + [AffineMap.identity(R)], ["parallel"] * R, body,
                                       location=loc)
    return U.cast_tensor(rw, rw.insert(g).results[0], out_type, loc)


def _same_padding(ix, k, d):
    """The (low, high) padding of a 'same' convolution, ``k`` an int or an index value."""
    total = ix.mul(ix.sub(k, 1), d)
    low = ix.floordiv(total, 2)
    return low, ix.sub(total, low)


def _spread(rw, x, strides, loc, fill=0):
    """Insert ``stride - 1`` zeros (``fill``s) between the spatial elements of ``x`` (transposed convs):
    each spatial dim ``S`` gets a unit dim (``expand_shape``), padded high to ``stride``
    (``tensor.pad``), merged back (``collapse_shape``) and cut to ``(S - 1) * stride + 1``."""
    if all(s == 1 for s in strides):
        return x
    ix = U.Ix(U.RB(rw, loc))
    nsp = len(strides)
    sz = U.sizes(rw, x, loc)
    groups, shape = [[0], [1]], sz[:2]
    for i in range(nsp):
        groups.append([2 + 2 * i, 3 + 2 * i])
        shape += [sz[2 + i], 1]
    xe = U.expand(rw, x, groups, shape, loc)
    highs = [0, 0] + [h for st in strides for h in (0, st - 1)]
    zero = U.scalar_const(rw, fill, x.type.element_type, loc)
    xp = rw.insert(tensor.PadOp.build_pad(xe, [0] * len(highs), highs, zero, location=loc)).results[0]
    xc = U.collapse(rw, xp, groups, loc)
    new = sz[:2] + [ix.add(ix.mul(ix.sub(sz[2 + i], 1), strides[i]), 1) for i in range(nsp)]
    return rw.insert(tensor.ExtractSliceOp.build_mixed(xc, [0] * (2 + nsp), new, location=loc)).results[0]


def _transpose_weight(rw, w, groups, nsp, loc):
    """``w [G*C, F, *K]`` (transposed conv layout) -> ``[G*F, C, *K]`` with the window flipped."""
    ix = U.Ix(U.RB(rw, loc))
    Cin = U.dim(rw, w, 0, loc)
    Fg = U.dim(rw, w, 1, loc)
    ks = [U.dim(rw, w, 2 + i, loc) for i in range(nsp)]
    lasts = [ix.sub(k, 1) for k in ks]
    Cg = ix.floordiv(Cin, groups)
    wg = U.expand(rw, w, [[0, 1]] + [[i + 1] for i in range(1, 2 + nsp)], [groups, Cg, Fg] + ks, loc)
    L = 3 + nsp
    # out[g, f, c, k...] = wg[g, c, f, K-1-k...], read with tensor.extract (upstream's shape
    # inference rejects the negative coefficients of a flipping indexing map)

    def body(b, _out):
        i = [b.insert(linalg.index(d)).results[0] for d in range(L)]
        src = [i[0], i[2], i[1]]
        for j in range(nsp):
            last = lasts[j] if not isinstance(lasts[j], int) else b.constant(A.IntegerAttr(lasts[j], A.INDEX))
            src.append(b.val("arith.subi", [last, i[3 + j]], A.INDEX))
        return b.insert(tensor.ExtractOp.build_extract(wg, src)).results[0]
    init = U.empty(rw, [groups, Fg, Cg] + ks, w.type.element_type, loc)
    g = linalg.GenericOp.build_generic([], [init], [AffineMap.identity(L)], ["parallel"] * L, body, location=loc)
    r = rw.insert(g).results[0]
    return U.collapse(rw, r, [[0, 1]] + [[i] for i in range(2, L)], loc)


_NHWC = [0, 2, 3, 1]   # NCHW -> NHWC
_HWCF = [2, 3, 1, 0]   # FCHW -> HWCF


def _is_constant(v):
    """Whether the torch value ``v`` is a literal (a weight stored in the module)."""
    d = U.strip_casts(v).defining_op
    return d is not None and d.name in ("torch.vtensor.literal", "arith.constant")


def _channels_last(op, a, nsp, zero_points, acc, lows, highs):
    """Whether the convolution is lowered channels-last (``_conv_2d_channels_last``): a plain
    2-D f32 convolution (groups 1, not transposed, not quantized) whose weight is a constant
    (its transpose to HWCF is folded at compile time by ``linalg-fold-constant-transposes``) and
    whose input is padded (the ``tensor.pad`` between the NCHW -> NHWC transpose and the conv keeps
    the transpose apart from the conv's loops). NHWC activations with HWCF weights are the layout
    CPU and GPU convolution kernels run fastest; a run-time weight would be transposed at every
    call, so it stays NCHW (measured: benchmarks/conv_layers.py, docs/backends.md)."""
    if nsp != 2 or a.groups != 1 or a.transposed or zero_points is not None or acc is not A.F32:
        return False
    if U.result_type(op).element_type is not A.F32 or not _is_constant(op.arg("weight")):
        return False
    pads = list(lows) + list(highs)
    return all(isinstance(p, int) and p >= 0 for p in pads) and any(p > 0 for p in pads)


def _conv_2d_channels_last(rw, x, w, lows, highs, ks, strides, dilations, out, acc, loc):
    """``x [N, C, H, W]`` transposed to NHWC and padded, convolved with ``w [F, C, KH, KW]``
    transposed to HWCF by ``linalg.conv_2d_nhwc_hwcf`` -> ``[N, OH, OW, F]``."""
    ix = U.Ix(U.RB(rw, loc))
    xt = U.permute_value(rw, x, _NHWC, loc=loc)
    xp = U.pad_or_slice(rw, xt, [0] + list(lows) + [0], [0] + list(highs) + [0],
                        U.scalar_const(rw, 0, x.type.element_type, loc), loc)
    wt = U.permute_value(rw, w, _HWCF, loc=loc)
    out_sp = [U.out_size(ix, U.dim(rw, xp, 1 + i, loc), 0, 0, ks[i], strides[i], dilations[i]) for i in range(2)]
    out_sp = [s if s != DYN else c for s, c in zip(out.shape[2:], out_sp)]
    init = U.filled(rw, [U.dim(rw, xp, 0, loc)] + out_sp + [U.dim(rw, w, 0, loc)], acc, 0, loc)
    return rw.insert(linalg.named("linalg.conv_2d_nhwc_hwcf", [xp, wt], [init], strides=strides,
                                  dilations=dilations, location=loc)).results[0]


def _quantized_channels_last(rw, x, w, lows, highs, strides, dilations, pad_value, zero_points, out_type, loc):
    """A quantized 2-D convolution (groups 1, static sizes) channels-last as one integer matmul:
    ``x [N, C, H, W]`` transposed to NHWC and padded with its zero point, its columns
    ``cols [N*OH*OW, KH*KW*C]`` (one copy generic; a 1x1 stride-1 conv needs none) times the weight
    ``w [F, C, KH, KW]`` transposed to ``[KH*KW*C, F]`` (folded into a constant weight at compile
    time) by ``linalg.quantized_matmul`` -> i32 ``[N, OH, OW, F]``: of the forms measured (3x3 128 ->
    128 at 64x64, docs/backends.md) the fastest; the NCHW columns ``[C*KH*KW, OH*OW]`` keep an NCHW
    result, and the ``conv_2d_*_q`` named ops were 2.4x and 14x slower. With the NHWC result read by the bias / requantize generics,
    ``linalg-transposes-into-producers`` keeps the activations between two such convs NHWC (as
    for the f32 channels-last convs). None when a size or a padding is not static."""
    shapes = list(x.type.shape) + list(w.type.shape)
    if any(d < 0 for d in shapes) or any(not isinstance(p, int) for p in list(lows) + list(highs)):
        return None
    et = x.type.element_type
    xt = U.permute_value(rw, x, _NHWC, loc=loc)
    xp = U.pad_or_slice(rw, xt, [0] + list(lows) + [0], [0] + list(highs) + [0],
                        U.scalar_const(rw, pad_value, et, loc), loc)
    N, H, W, C = xp.type.shape
    F, _, KH, KW = w.type.shape
    OH = (H - dilations[0] * (KH - 1) - 1) // strides[0] + 1
    OW = (W - dilations[1] * (KW - 1) - 1) // strides[1] + 1
    if OH <= 0 or OW <= 0:
        return None
    if any(d not in (DYN, want) for d, want in zip(out_type.shape, (N, F, OH, OW))):
        raise U.NotLowerable(f"the result type {out_type} does not match the convolution's output size "
                             f"{[N, F, OH, OW]}")
    if KH == KW == 1 and strides == [1, 1]:
        cols = U.collapse(rw, xp, [[0, 1, 2], [3]], loc)
    else:
        # cols[n, oh, ow, kh, kw, c] = xp[n, oh*sh + kh*dh, ow*sw + kw*dw, c]
        L = 6
        n, oh, ow, kh, kw, c = (adim(i) for i in range(L))
        mx = AffineMap(L, 0, (n, oh * strides[0] + kh * dilations[0], ow * strides[1] + kw * dilations[1], c))
        init = U.empty(rw, [N, OH, OW, KH, KW, C], et, loc)
        cols = rw.insert(linalg.GenericOp.build_generic([xp], [init], [mx, AffineMap.identity(L)], ["parallel"] * L,
                                                        lambda b, v, _o: v, location=loc)).results[0]
        cols = U.collapse(rw, cols, [[0, 1, 2], [3, 4, 5]], loc)
    wt = U.collapse(rw, U.permute_value(rw, w, _HWCF, loc=loc), [[0, 1, 2], [3]], loc)
    zx, zw = zero_points
    out = U.filled(rw, [N * OH * OW, F], A.I32, 0, loc)
    r = rw.insert(linalg.named("linalg.quantized_matmul", [cols, wt, zx, zw], [out], location=loc)).results[0]
    return U.expand(rw, r, [[0, 1, 2], [3]], [N, OH, OW, F], loc)


def lower_conv(op, operands, rw):
    """Any convolution op whose arguments ``_READERS`` can read (constant lists and groups)."""
    x, w = operands[0], operands[1]
    if not hasattr(x.type, "shape") or not hasattr(w.type, "shape"):
        return False
    nsp = len(x.type.shape) - 2
    if nsp not in _NAMED_CONV or len(w.type.shape) != nsp + 2:
        return False
    a = read_conv_args(op, nsp)
    if a.stride is None or a.padding is None or a.dilation is None or a.groups is None or a.transposed is None:
        return False
    if a.transposed and a.output_padding is None:
        return False
    out = U.result_type(op)
    loc = op.location
    et = out.element_type
    acc = U.compute_type(et)
    ix = U.Ix(U.RB(rw, loc))
    pad_value, zero_points = 0, None
    if U.is_quantized(U.torch_dtype(op.arg("input"))):
        # integer kernel: i32 sums of (x - zx) * (w - zw); padding (and a transposed conv's
        # inserted elements) hold the input's zero point
        x, pad_value = U.quantized_operand(rw, op.arg("input"), loc)
        w, zw = U.quantized_operand(rw, op.arg("weight"), loc)
        zero_points = [U.scalar_const(rw, z, A.I32, loc) for z in (pad_value, zw)]
        acc = A.I32
    ks = [U.dim(rw, w, 2 + i, loc) for i in range(nsp)]
    if a.transposed:
        x = _spread(rw, x, a.stride, loc, pad_value)
        w = _transpose_weight(rw, w, a.groups, nsp, loc)
        lows = [ix.sub(ix.mul(ix.sub(ks[i], 1), a.dilation[i]), a.padding[i]) for i in range(nsp)]
        highs = [ix.add(lows[i], a.output_padding[i]) for i in range(nsp)]
        strides = [1] * nsp
    else:
        if isinstance(a.padding, str):
            if a.padding == "valid":
                lows = highs = [0] * nsp
            else:
                lh = [_same_padding(ix, ks[i], a.dilation[i]) for i in range(nsp)]
                lows, highs = [p[0] for p in lh], [p[1] for p in lh]
        else:
            lows = highs = list(a.padding)
        strides = list(a.stride)
    bias = U.converted(op, operands, "bias") if U.has_arg(op, "bias") else None
    qs = [op.arg("input"), op.arg("weight")] if zero_points is not None else []
    if zero_points is not None and nsp == 2 and a.groups == 1:
        r = _quantized_channels_last(rw, x, w, lows, highs, strides, list(a.dilation), pad_value, zero_points,
                                     out, loc)
        if r is not None:
            rw.replace_op(op, add_channel_bias(rw, r, bias, out, loc, r_perm=_NHWC))
            U.release_quantized(rw, qs)
            return True
    if _channels_last(op, a, nsp, zero_points, acc, lows, highs):
        r = _conv_2d_channels_last(rw, x, w, lows, highs, ks, strides, list(a.dilation), out, acc, loc)
        rw.replace_op(op, add_channel_bias(rw, r, bias, out, loc, r_perm=_NHWC))
        return True
    xp = U.pad_or_slice(rw, x, [0, 0] + list(lows), [0, 0] + list(highs),
                      U.scalar_const(rw, pad_value, x.type.element_type, loc), loc)
    sp = window_dims(rw, xp, nsp)
    out_sp = [U.out_size(ix, sp[i], 0, 0, ks[i], strides[i], a.dilation[i]) for i in range(nsp)]
    out_sp = [s if s != DYN else c for s, c in zip(out.shape[2:], out_sp)]
    r = conv_core(rw, xp, w, out_sp, strides, list(a.dilation), a.groups, acc, loc, zero_points)
    rw.replace_op(op, add_channel_bias(rw, r, bias, out, loc))
    U.release_quantized(rw, qs)
    return True


lowering(*_CONV_OPS)(lower_conv)
