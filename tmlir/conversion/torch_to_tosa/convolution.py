"""Convolutions (``aten.convolution`` and the conv1d/2d/3d/conv_transpose forms the contract
keeps): NC[D]HW -> N[D]HWC transposes at the boundary, weights OI[D]HW -> O[D]HWI, then
``tosa.conv2d`` / ``tosa.conv3d``; 1-d as 2-d with H = 1; ``groups == C_in`` with one input channel
per group as ``tosa.depthwise_conv2d`` (weight [KH, KW, C, M]); other groups as one convolution
per group (channel slices, concatenated); transposed 2-d (dilation 1) as ``tosa.transpose_conv2d``
(weight [O, KH, KW, I], negative ``out_pad`` = padding); other transposed ones (dilated, 3-d) as a
convolution of the zero-stuffed input with the flipped kernel. Float only (f16/bf16 accumulate in
f32)."""
from __future__ import annotations

from .registry import lowering
from . import utils as U


def _ints(op, name, n, default):
    if not U.has_arg(op, name):
        return [default] * n
    v = U.const_int_list(op.arg(name))
    if v is None:
        raise U.NotLowerable(f"'{name}' is not a constant list")
    if len(v) == 1:
        v = v * n
    return v


def _acc(et):
    return U.F32 if et in (U.F16, U.BF16) else et


def _bias(rw, op, operands, n, et):
    if U.has_arg(op, "bias"):
        return U.tensor_arg(rw, op, operands, "bias", et)
    return U.const(rw, 0, et, [n])


def _whole_windows(rw, x, ks, stride, pad_lo, pad_hi, dil):
    """TOSA convolutions need the padded input to end with a whole stride: input left over after
    the last window is sliced off (or the high padding reduced). ``x`` is N[D]HWC."""
    pad_hi = list(pad_hi)
    for i, k in enumerate(ks):
        n = U.shape(x)[1 + i]
        span = n + pad_lo[i] + pad_hi[i] - dil[i] * (k - 1) - 1
        left = span % stride[i]
        if left:
            cut = min(left, pad_hi[i])
            pad_hi[i] -= cut
            if left - cut:
                x = U.slice_dim(rw, x, 1 + i, 0, n - (left - cut))
    return x, pad_hi


def _conv_nhwc(rw, x, w, bias, stride, pad_lo, pad_hi, dil, groups, acc, depthwise_ok=True):
    """x: N[D]HWC, w: O I/g [D] H W (torch layout) -> N[D]HWO."""
    sp = U.rank_of(x) - 2
    cin = U.shape(x)[-1]
    cout = U.shape(w)[0]
    pads = [v for lo, hi in zip(pad_lo, pad_hi) for v in (lo, hi)]
    if groups == 1:
        wt = U.to_nhwc(rw, w)
        fn = U.tosa.conv2d if sp == 2 else U.tosa.conv3d
        return fn(rw, x, wt, bias, pad=pads, stride=stride, dilation=dil, acc_type=acc)
    if sp == 2 and depthwise_ok and groups == cin and U.shape(w)[1] == 1:
        m = cout // cin
        kh, kw = U.shape(w)[2:]
        wt = U.transpose(rw, U.reshape(rw, w, [cin, m, kh, kw]), [2, 3, 0, 1])
        return U.tosa.depthwise_conv2d(rw, x, wt, bias, pad=pads, stride=stride, dilation=dil, acc_type=acc)
    cg, og = cin // groups, cout // groups
    outs = []
    for g in range(groups):
        xg = U.slice_dim(rw, x, sp + 1, g * cg, (g + 1) * cg)
        wg = U.slice_dim(rw, w, 0, g * og, (g + 1) * og)
        bg = U.slice_dim(rw, bias, 0, g * og, (g + 1) * og)
        outs.append(_conv_nhwc(rw, xg, wg, bg, stride, pad_lo, pad_hi, dil, 1, acc))
    return U.tosa.concat(rw, outs, sp + 1)


def _transposed(rw, x, w, bias, stride, pad, out_pad, dil, groups, acc):
    """x: NHWC, w: I O/g KH KW (torch layout) -> NHWO."""
    if groups != 1:
        cin = U.shape(x)[-1]
        cg = cin // groups
        og = U.shape(w)[1]
        outs = []
        for g in range(groups):
            xg = U.slice_dim(rw, x, 3, g * cg, (g + 1) * cg)
            wg = U.slice_dim(rw, w, 0, g * cg, (g + 1) * cg)
            bg = U.slice_dim(rw, bias, 0, g * og, (g + 1) * og)
            outs.append(_transposed(rw, xg, wg, bg, stride, pad, out_pad, dil, 1, acc))
        return U.tosa.concat(rw, outs, 3)
    wt = U.transpose(rw, w, [1, 2, 3, 0])          # [O, KH, KW, I]
    ks = U.shape(w)[2:]
    # out_pad must stay above -K: crop the rest of a larger padding from the result
    lo = [min(pad[i], ks[i] - 1) for i in range(2)]
    hi = [min(pad[i] - out_pad[i], ks[i] - 1) for i in range(2)]
    op_ = [-lo[0], -hi[0], -lo[1], -hi[1]]
    y = U.tosa.transpose_conv2d(rw, x, wt, bias, out_pad=op_, stride=stride, acc_type=acc)
    for i in range(2):
        crop_lo, crop_hi = pad[i] - lo[i], (pad[i] - out_pad[i]) - hi[i]
        if crop_lo or crop_hi:
            n = U.shape(y)[1 + i]
            y = U.slice_dim(rw, y, 1 + i, crop_lo, n - crop_hi)
    return y


def _reverse(rw, x, d):
    return rw.insert(U.tosa.ReverseOp.build(input1=x, axis=U.tosa.i32_attr(d))).results[0]


def _transposed_as_conv(rw, x, w, bias, stride, pad, out_pad, dil, groups, acc):
    """A transposed convolution as a convolution (what tosa.transpose_conv2d cannot do: dilation,
    3-d): x: N[D]HWC, w: I O/g [KD] KH KW (torch layout) -> N[D]HWO. The input gets stride - 1
    zeros between its elements and d (k - 1) - p padding (+ output_padding at the end; negative
    padding crops the result); the kernel is flipped and its I/O swapped (per group), stride 1."""
    sp = U.rank_of(x) - 2
    ks = U.shape(w)[2:]
    if any(s > 1 for s in stride):  # zero-stuff: N H 1 W 1 C, pad each 1 to s, merge, drop the tail
        shp = U.shape(x)
        x = U.reshape(rw, x, [shp[0]] + [v for i in range(sp) for v in (shp[1 + i], 1)] + [shp[-1]])
        pads = [0, 0] + [v for i in range(sp) for v in (0, 0, 0, stride[i] - 1)] + [0, 0]
        x = U.tosa.pad(rw, x, pads, 0.0)
        x = U.reshape(rw, x, [shp[0]] + [shp[1 + i] * stride[i] for i in range(sp)] + [shp[-1]])
        x = U.tosa.slice(rw, x, [0] * (sp + 2),
                         [shp[0]] + [(shp[1 + i] - 1) * stride[i] + 1 for i in range(sp)] + [shp[-1]])
    lo = [dil[i] * (ks[i] - 1) - pad[i] for i in range(sp)]
    hi = [dil[i] * (ks[i] - 1) - pad[i] + out_pad[i] for i in range(sp)]
    cin = U.shape(w)[0]
    og = U.shape(w)[1]
    # I O/g K.. -> g I/g O/g K.. -> g O/g I/g K.. -> O I/g K.., spatially flipped
    wt = U.reshape(rw, w, [groups, cin // groups, og] + list(ks))
    wt = U.transpose(rw, wt, [0, 2, 1] + list(range(3, 3 + sp)))
    wt = U.reshape(rw, wt, [groups * og, cin // groups] + list(ks))
    for i in range(sp):
        wt = _reverse(rw, wt, 2 + i)
    y = _conv_nhwc(rw, x, wt, bias, [1] * sp, [max(v, 0) for v in lo], [max(v, 0) for v in hi], dil, groups, acc)
    for i in range(sp):
        crop_lo, crop_hi = max(-lo[i], 0), max(-hi[i], 0)
        if crop_lo or crop_hi:
            n = U.shape(y)[1 + i]
            y = U.slice_dim(rw, y, 1 + i, crop_lo, n - crop_hi)
    return y


@lowering("torch.aten.convolution", "torch.aten._convolution", "torch.aten._convolution.deprecated",
          "torch.aten.conv1d", "torch.aten.conv2d", "torch.aten.conv3d", "torch.aten.conv_transpose1d",
          "torch.aten.conv_transpose2d.input", "torch.aten.conv1d.padding", "torch.aten.conv2d.padding",
          "torch.aten.conv3d.padding")
def convolution(op, operands, rw):
    U.check_types(op)
    out = U.result_type(op)
    et = out.element_type
    if not U.is_float(et):
        raise U.NotLowerable(f"integer convolution ({et}) has no float-exact TOSA form")
    acc = _acc(et)
    x = U.converted(op, operands, "input")
    w = U.converted(op, operands, "weight")
    U.static(x, "the input")
    U.static(w, "the weight")
    r = U.rank_of(w)
    batchless = U.rank_of(x) == r - 1
    if U.rank_of(x) != r and not batchless:
        raise U.NotLowerable(f"input rank {U.rank_of(x)} for a weight of rank {r}")
    sp = r - 2
    transposed = op.name.startswith("torch.aten.conv_transpose") or (
        U.has_arg(op, "transposed") and U.const_flag(op, "transposed"))
    stride = _ints(op, "stride", sp, 1)
    dil = _ints(op, "dilation", sp, 1)
    groups = U.const_int(op.arg("groups")) if U.has_arg(op, "groups") else 1
    if groups is None:
        raise U.NotLowerable("groups is not a constant")
    mode = U.const_str(op.arg("padding")) if U.has_arg(op, "padding") else None
    if mode is not None:        # "valid" or "same" (stride 1): the total d * (k - 1), more at the end
        if mode not in ("valid", "same"):
            raise U.NotLowerable(f"padding mode {mode!r}")
        ks = U.shape(w)[2:]
        pad_lo = [0 if mode == "valid" else dil[i] * (ks[i] - 1) // 2 for i in range(sp)]
        pad_hi = [0 if mode == "valid" else dil[i] * (ks[i] - 1) - pad_lo[i] for i in range(sp)]
    else:
        pad_lo = pad_hi = _ints(op, "padding", sp, 0)
    out_pad = _ints(op, "output_padding", sp, 0)
    cout = U.shape(w)[1] * groups if transposed else U.shape(w)[0]
    bias = _bias(rw, op, operands, cout, et)
    x = U.cast(rw, x, et)
    if batchless:
        x = U.reshape(rw, x, [1] + U.shape(x))
    if sp == 1:             # as 2-d with H = 1
        x = U.reshape(rw, x, U.shape(x)[:2] + [1, U.shape(x)[2]])
        w = U.reshape(rw, w, U.shape(w)[:2] + [1, U.shape(w)[2]])
        stride, dil, pad_lo, pad_hi, out_pad = [1] + stride, [1] + dil, [0] + pad_lo, [0] + pad_hi, [0] + out_pad
    xn = U.to_nhwc(rw, x)
    if transposed and (sp == 3 or any(d != 1 for d in dil)):  # tosa.transpose_conv2d: 2-d, no dilation
        y = _transposed_as_conv(rw, xn, w, bias, stride, pad_lo, out_pad, dil, groups, acc)
    elif transposed:
        y = _transposed(rw, xn, w, bias, stride, pad_lo, out_pad, dil, groups, acc)
    else:
        xn, pad_hi = _whole_windows(rw, xn, U.shape(w)[2:], stride, pad_lo, pad_hi, dil)
        y = _conv_nhwc(rw, xn, w, bias, stride, pad_lo, pad_hi, dil, groups, acc)
    y = U.to_nchw(rw, y)
    if sp == 1 or batchless:
        y = U.reshape(rw, y, list(out.shape))
    return U.finish(rw, op, U.cast(rw, y, et))
