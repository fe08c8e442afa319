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
    if not transposed and (DYN in x.type.shape[2:] or DYN in w.type.shape[2:]):
        r = _gathered_conv(b, op, x, w, out, acc, strides, pads, dilation, groups)
    else:
            r = H.convolution(b, x, w, U.RTT(list(out.shape), acc), H.conv_nchw_oihw(n), window_strides=strides,
                          padding=pads, lhs_dilation=lhs_dil, rhs_dilation=dilation, feature_group_count=groups)
    if U.has_arg(op, "bias"):
        bias = U.convert(b, U.converted(op, operands, "bias"), acc)
        r = U.binary(b, H.AddOp, r, U.broadcast_in_dim(b, bias, U.sizes(b, r), [1]))
    rw.replace_op(op, U.cast_shape(b, U.convert(b, r, et) if acc is not et else r, out))
    return True


def _gathered_conv(b, op, x, w, out, et, strides, pads, dilation, groups):
    """A convolution with a dynamic spatial size (input or kernel) without ``stablehlo.convolution``,
    which IREE 3.13 legalizes only with static spatial sizes ("failed to legalize operation
    'stablehlo.convolution'"; ``dynamic_conv`` too): the padded input ``[N, C, P..]`` is flattened
    to ``[N, C, prod(P)]``, its windows read by ``torch_index_select`` at the flat offsets
    ``sum_i (o_i * stride_i + k_i * dilation_i) * prod(P_{i+1}..)`` (``[N, C, OH.., K..]``), and
    contracted with the kernel by a batched ``dot_general`` over ``(C / groups) * prod(K)`` per
    group. Output sizes ``(P - dilation * (K - 1) - 1) // stride + 1`` are checked to be >= 1."""
    from tmlir.ir.dialects.cf import AssertOp
    from .linear import _dot
    n = len(x.type.shape) - 2
    ix = U.ix(b)
    if any(p != 0 for lh in pads for p in lh):
        zero = U.scalar_const(b, 0, et)
        lo = [0, 0] + [p[0] for p in pads]
        hi = [0, 0] + [p[1] for p in pads]
        x = b.op(H.PadOp.build(operand=x, padding_value=zero, edge_padding_low=H.i64_array(lo),
                               edge_padding_high=H.i64_array(hi), interior_padding=H.i64_array([0] * (n + 2))))
    xs, ws = U.sizes(b, x), U.sizes(b, w)
    nb, c, ps = xs[0], xs[1], xs[2:]
    o, cg, ks = ws[0], ws[1], ws[2:]
    outs = []
    where = op.location.describe() if hasattr(op.location, "describe") else ""
    for i in range(n):
        span = ix.add(ix.mul(dilation[i], ix.sub(ks[i], 1)), 1)
        osz = ix.add(ix.floordiv(ix.sub(ps[i], span), strides[i]), 1)
        if isinstance(osz, int):
            if osz < 1:
                raise U.NotLowerable(f"convolution: the kernel window ({span}) is larger than the padded input ({ps[i]})")
        else:
            from tmlir.conversion.torch_to_linalg.utils import cmpi
            ok = cmpi(ix.b, "sge", ix.v(osz), ix.v(1))
            msg = f"convolution: the kernel window is larger than the padded input in spatial dim {i}"
            b.insert(AssertOp.build_assert(ok, f"{msg} ({where})" if where else msg, location=op.location))
        outs.append(osz)
    osizes = U.sizes_from(U.RTT(out.shape[2:], et), outs)
    # flat offsets [OH.., K..]
    isz = osizes + list(ks)
    flat = None
    row = 1
    for i in reversed(range(n)):
        pos = U.binary(b, H.AddOp,
                       U.binary(b, H.MulOp, U.iota(b, A.I64, isz, i), U.splat(b, strides[i], A.I64, isz)),
                       U.binary(b, H.MulOp, U.iota(b, A.I64, isz, n + i), U.splat(b, dilation[i], A.I64, isz)))
        if not (isinstance(row, int) and row == 1):
            rv = row if isinstance(row, int) else U.i64(b, row)
            pos = U.binary(b, H.MulOp, pos, U.splat(b, rv, A.I64, isz))
        flat = pos if flat is None else U.binary(b, H.AddOp, flat, pos)
        row = ix.mul(row, ps[i])
    xf = U.reshape(b, x, [nb, c, row])
    pt = U.RTT(list(x.type.shape[:2]) + list(flat.type.shape), et)
    patches = b.op(H.TorchIndexSelectOp.build(operand=xf, index=flat, result=pt, dim=H.i64_attr(2),
                                              batch_dims=H.i64_attr(0)))
    # [N, C, OH.., K..] -> [N, G, Cg, OH.., K..] -> [G, N, OH.., Cg, K..] -> [G, N*prod(OH), Cg*prod(K)]
    cgx = ix.floordiv(c, groups)
    patches = U.reshape(b, patches, [nb, groups, cgx] + osizes + list(ks))
    perm = [1, 0] + list(range(3, 3 + n)) + [2] + list(range(3 + n, 3 + 2 * n))
    patches = U.transpose(b, patches, perm)
    m = nb
    for s_ in osizes:
        m = ix.mul(m, s_)
    red = cg
    for k in ks:
        red = ix.mul(red, k)
    lhs = U.reshape(b, patches, [groups, m, red])
    og = ix.floordiv(o, groups)
    rhs = U.reshape(b, w, [groups, og, red])
    r = _dot(b, lhs, rhs, ([2], [2]), ([0], [0]), U.static_shape([groups, m, og]), et)
    # [G, N*prod(OH), Og] -> [G, N, OH.., Og] -> [N, G, Og, OH..] -> [N, O, OH..]
    r = U.reshape(b, r, [groups, nb] + osizes + [og])
    r = U.transpose(b, r, [1, 0, n + 2] + list(range(2, n + 2)))
    return U.cast_shape(b, U.reshape(b, r, [nb, o] + osizes), U.RTT(list(out.shape), et))
