"""Convolutions (``aten.convolution``, ``conv1d/2d/3d`` with int or "same"/"valid" padding,
``conv_transpose1d/2d/3d``; 1-3 spatial dims, groups, dilation) as
``stablehlo.convolution`` in PyTorch's layout (``[b, f, 0..]x[o, i, 0..]->[b, f, 0..]``).

A transposed convolution is the convolution of the input dilated by the stride
(``lhs_dilation``) with the spatially reversed kernel, its in/out features swapped per group,
padded by ``dilation * (k - 1) - padding`` (plus ``output_padding`` at the end)."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC


def _ints(op, name, n):
    v = U.const_int_list(op.arg(name))
    if v is None:
        raise U.NotLowerable(f"'{name}' is not a constant list")
    if len(v) == 1 and n > 1:
        v = v * n
    if len(v) != n:
        raise U.NotLowerable(f"'{name}' has {len(v)} entries for {n} spatial dims")
    return list(v)


_CONV_OPS = ("torch.aten.conv1d", "torch.aten.conv2d", "torch.aten.conv3d", "torch.aten.conv1d.padding",
             "torch.aten.conv2d.padding", "torch.aten.conv3d.padding", "torch.aten.conv_transpose1d",
             "torch.aten.conv_transpose2d.input", "torch.aten.conv_transpose3d.input", "torch.aten.convolution",
             "torch.aten._convolution", "torch.aten._convolution.deprecated")


@lowering(*_CONV_OPS)
def convolution(op, operands, rw):
    """Every convolution op: ``convolution``/``_convolution`` say whether they are transposed,
    ``conv_transpose*`` are, ``conv*`` are not (their padding may be "same" or "valid")."""
    x = U.converted(op, operands, "input")
    w = U.converted(op, operands, "weight")
    if not U.ranked(getattr(x, "type", None)) or not U.ranked(getattr(w, "type", None)):
        return False
    out = U.result_type(op)
    n = len(w.type.shape) - 2
    if n < 1 or len(x.type.shape) != n + 2:
        raise U.NotLowerable("convolution needs a batched input with 1-3 spatial dims")
    et = out.element_type
    if U.is_complex(et):
        return False
    stride, dilation = _ints(op, "stride", n), _ints(op, "dilation", n)
    pad_str = U.const_str(op.arg("padding"))
    if pad_str is None:
        padding = _ints(op, "padding", n)
    elif pad_str == "valid":
        padding = [0] * n
    elif pad_str == "same":
        if U.DYN in w.type.shape[2:]:
            raise U.NotLowerable("'same' padding with a dynamic kernel size")
        padding = None
    else:
        raise U.NotLowerable(f"padding {pad_str!r}")
    if U.has_arg(op, "transposed"):
        transposed = U.const_bool(op.arg("transposed"))
    else:
        transposed = op.name.startswith("torch.aten.conv_transpose")
    groups = U.const_int(op.arg("groups"))
    if transposed is None or groups is None:
        raise U.NotLowerable("'transposed' and 'groups' must be constants")
    b = U.B(rw, op.location)
    x = U.convert(b, x, et)
    w = U.convert(b, w, et)
    spatial = list(range(2, n + 2))
    if transposed:
        out_pad = _ints(op, "output_padding", n)
        ks = w.type.shape[2:]
        if DYN in ks or DYN in w.type.shape[:2]:
            raise U.NotLowerable("a transposed convolution with a dynamic kernel")
        cin, cout_g = w.type.shape[0], w.type.shape[1]
        w = b.op(H.ReverseOp.build(operand=w, dimensions=H.i64_array(spatial)))
        w = U.reshape(b, w, [groups, cin // groups, cout_g] + list(ks))
        w = U.transpose(b, w, [0, 2, 1] + list(range(3, n + 3)))
        w = U.reshape(b, w, [groups * cout_g, cin // groups] + list(ks))
        pads = [(d * (k - 1) - p, d * (k - 1) - p + op_) for d, k, p, op_ in zip(dilation, ks, padding, out_pad)]
        lhs_dil, strides = stride, [1] * n
    elif padding is None:
        totals = [d * (k - 1) for d, k in zip(dilation, w.type.shape[2:])]
        pads = [(t // 2, t - t // 2) for t in totals]
        lhs_dil, strides = [1] * n, stride
    else:
        pads = [(p, p) for p in padding]
        lhs_dil, strides = [1] * n, stride
    acc = U.compute_type(et)    # f16/bf16 accumulate in f32 (and add the bias there), rounding once
    if acc is not et:
        x, w = U.convert(b, x, acc), U.convert(b, w, acc)
    r = H.convolution(b, x, w, U.RTT(list(out.shape), acc), H.conv_nchw_oihw(n), window_strides=strides,
                      padding=pads, lhs_dilation=lhs_dil, rhs_dilation=dilation, feature_group_count=groups)
    if U.has_arg(op, "bias"):
        bias = U.convert(b, U.converted(op, operands, "bias"), acc)
        r = U.binary(b, H.AddOp, r, U.broadcast_in_dim(b, bias, U.sizes(b, r), [1]))
    rw.replace_op(op, U.cast_shape(b, U.convert(b, r, et) if acc is not et else r, out))
    return True
