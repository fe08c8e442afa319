"""``iree-stablehlo-gathered-dynamic-convolutions``: a ``stablehlo.convolution`` with a run-time
spatial size (input or kernel), which IREE 3.13 legalizes only with static spatial sizes ("failed
to legalize operation 'stablehlo.convolution'"; ``dynamic_conv`` too), as windows gathered by
``torch_index_select`` and contracted by a batched ``dot_general`` (same values).
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from tmlir.conversion.torch_to_stablehlo import utils as U
from tmlir.conversion.torch_to_stablehlo.linear import _dot

__all__ = ["gather_dynamic_convolutions"]

DYN = A.DYNAMIC


def _gathered_conv(b, op, x, w, out, et, strides, pads, dilation, groups):
    """A convolution with a dynamic spatial size (input or kernel) without ``stablehlo.convolution``:
    the padded input ``[N, C, P..]`` is flattened
    to ``[N, C, prod(P)]``, its windows read by ``torch_index_select`` at the flat offsets
    ``sum_i (o_i * stride_i + k_i * dilation_i) * prod(P_{i+1}..)`` (``[N, C, OH.., K..]``), and
    contracted with the kernel by a batched ``dot_general`` over ``(C / groups) * prod(K)`` per
    group. Output sizes ``(P - dilation * (K - 1) - 1) // stride + 1`` are checked to be >= 1."""
    from tmlir.ir.dialects.cf import AssertOp
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
                return None  # no output (the convolution stays as it is)
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


def gather_dynamic_convolutions(root):
    """Each non-transposed ``stablehlo.convolution`` in PyTorch's layout (``[b, f, 0..]x[o, i,
    0..]->[b, f, 0..]``, no input dilation, one batch group) with a run-time spatial size, as
    ``_gathered_conv``; returns how many."""
    from .stablehlo_math import _Before
    n_done = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.convolution"]:
        x, w = op.operands
        r = op.results[0]
        n = len(x.type.shape) - 2
        if DYN not in x.type.shape[2:] and DYN not in w.type.shape[2:]:
            continue
        if str(op.dimension_numbers) != str(H.conv_nchw_oihw(n)) or op.batch_group_count.value != 1:
            continue
        ones = [1] * n
        lhs_dil = list(op.lhs_dilation.value) if op.lhs_dilation is not None else ones
        if lhs_dil != ones or (op.window_reversal is not None and any(op.window_reversal.value)):
            continue
        strides = list(op.window_strides.value) if op.window_strides is not None else ones
        dilation = list(op.rhs_dilation.value) if op.rhs_dilation is not None else ones
        pads = [tuple(int(v) for v in row) for row in op.padding.to_numpy()] if op.padding is not None \
            else [(0, 0)] * n
        et = r.type.element_type
        if x.type.element_type is not et or w.type.element_type is not et:
            continue
        new = _gathered_conv(_Before(op), op, x, w, r.type, et, strides, pads, dilation, op.feature_group_count.value)
        if new is None:
            continue
        r.replace_all_uses_with(new)
        op.erase()
        n_done += 1
    return n_done
