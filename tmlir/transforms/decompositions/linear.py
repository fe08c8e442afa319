"""Linear algebra: linear, addmm/addbmm/baddbmm/addmv/addr, mv/dot/outer, transposes,
conv*d / conv_transpose*d / _convolution (to ``convolution``), bilinear, attention, similarity."""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T

from .registry import decomposition
from .builder import NotApplicable, NotSupported, promoted_dtype, is_float_dtype, is_complex_dtype, U
from .activations import safe_softmax


def mm(b, x, y):
    sx, sy = b.sizes(x), b.sizes(y)
    return b.op("torch.aten.mm", [x, y], b.vt([sx[0], sy[1]], promoted_dtype(x.type, y.type)))


def bmm(b, x, y):
    sx, sy = b.sizes(x), b.sizes(y)
    return b.op("torch.aten.bmm", [x, y], b.vt([sx[0] if sx[0] >= 0 else sy[0], sx[1], sy[2]],
                                               promoted_dtype(x.type, y.type)))


@decomposition("torch.aten.linear")
def linear(b, op):
    """``matmul(x, w^T) + bias``."""
    x, w, bias = op.operands
    r = b.rank(w)
    if b.rank(x) < 1:
        raise NotApplicable("rank")
    y = b.matmul(x, b.transpose(w, 0, 1) if r == 2 else w)
    if not b.is_none(bias):
        y = b.add(y, bias)
    return [y]


def _scaled_sum(b, x, prod, beta, alpha):
    """``beta * x + alpha * prod`` (beta 0: x ignored, as PyTorch does); ``beta``/``alpha``: constant
    values or Python numbers."""
    bv, av = (v if isinstance(v, (int, float)) else b.const_float(v) for v in (beta, alpha))
    dt = promoted_dtype(x.type, prod.type)
    if not is_float_dtype(dt) and (dt is None or float(bv) != int(bv) or float(av) != int(av)):
        raise NotApplicable("integer inputs with fractional alpha or beta")
    if av != 1:
        prod = b.mul(prod, alpha)
    if bv == 0:
        dt = promoted_dtype(x.type, prod.type)
        return prod if dt is None else b.to_dtype(prod, dt)
    if bv != 1:
        x = b.mul(x, beta)
    return b.add(prod, x)


def _half_scaled_sum(b, x, f1, f2, product, beta, alpha):
    """``beta * x + alpha * product(f1, f2)``; for f16/bf16 operands in f32 and rounded once, as
    PyTorch's CPU kernels (rounding the product first was 2 f16 ulps off)."""
    half, f1, (f2, x) = b.in_f32(f1, (f2, x))
    return b.back_to(half, [_scaled_sum(b, x, product(b, f1, f2), beta, alpha)])


@decomposition("torch.aten.addmm")
def addmm(b, op):
    x, m1, m2, beta, alpha = op.operands
    b.rank(m1), b.rank(m2)
    return _half_scaled_sum(b, x, m1, m2, mm, beta, alpha)


@decomposition("torch.aten.baddbmm")
def baddbmm(b, op):
    x, b1, b2, beta, alpha = op.operands
    b.rank(b1), b.rank(b2)
    return _half_scaled_sum(b, x, b1, b2, bmm, beta, alpha)


@decomposition("torch.aten.addbmm")
def addbmm(b, op):
    """``beta * x + alpha * sum_i b1[i] @ b2[i]``. f16/bf16 with a static batch count as PyTorch's
    CPU kernel: ``x`` scaled by beta, then one ``addmm`` per batch, each computed in f32 and
    rounded to the half dtype; a run-time batch count in f16/bf16: the same steps in a loop
    (``Builder.loop``; one sum in f32 would round once where PyTorch rounds per batch: a
    different result, not a more precise one)."""
    x, b1, b2, beta, alpha = op.operands
    b.rank(b1), b.rank(b2)
    dt = b.known_dtype(b1)
    n = b.sizes(b1)[0] if b.sizes(b1) else -1
    if dt in (T.F16, T.BF16) and n < 0:
        if b.known_dtype(x) is not dt or b.known_dtype(b2) is not dt or b.known_dtype(op.results[0]) is not dt:
            raise NotSupported(f"addbmm of {dt} batches with a run-time batch count and operands of other dtypes: "
                               "PyTorch's CPU kernel rounds the sum to the half dtype after each batch")
        return [_half_addbmm_loop(b, x, b1, b2, beta, alpha)]
    if dt not in (T.F16, T.BF16) or n < 1:
        return [_scaled_sum(b, x, b.sum(bmm(b, b1, b2), [0], False, dt), beta, alpha)]
    acc = x
    for i in range(n):
        acc = _half_scaled_sum(b, acc, b.select(b1, 0, i), b.select(b2, 0, i), mm, beta if i == 0 else 1.0,
                               alpha)[0]
    return [b.to_dtype(acc, b.known_dtype(op.results[0]))]


def _half_addbmm_loop(b, x, b1, b2, beta, alpha):
    """f16/bf16 ``addbmm`` over a run-time batch count: ``acc = x`` (broadcast to the result), then
    per batch ``acc = half(beta_i * acc + alpha * b1[i] @ b2[i])`` in f32 (``beta_0 = beta``, then 1);
    no batch: ``half(beta * x)``."""
    m, p = b.size(b1, 1), b.size(b2, 2)
    acc0 = b.expand(x, [m, p])

    def body(i, acc):
        half, f1, (f2, a32) = b.in_f32(b.select(b1, 0, i), (b.select(b2, 0, i), acc))
        prod = mm(b, f1, f2)
        first = b.compare("eq", b.full([], i, T.SI64), 0)
        return b.back_to(half, [b.where(first, _scaled_sum(b, a32, prod, beta, alpha),
                                        _scaled_sum(b, a32, prod, 1.0, alpha))])
    n = b.size(b1, 0)
    acc = b.loop(n, [acc0], body)[0]
    half, x32, _ = b.in_f32(acc0, ())
    none = b.back_to(half, [_scaled_sum(b, x32, b.full([m, p], 0.0, b.dtype(x32)), beta, 1.0)])[0]
    return b.where(b.compare("eq", b.full([], n, T.SI64), 0), none, acc)


@decomposition("torch.aten.addmv")
def addmv(b, op):
    x, mat, vec, beta, alpha = op.operands
    return [_scaled_sum(b, x, b.matmul(mat, vec), beta, alpha)]


def _outer(b, x, y):
    return b.mul(b.unsqueeze(x, 1), y)


@decomposition("torch.aten.addr")
def addr(b, op):
    x, v1, v2, beta, alpha = op.operands
    if b.known_dtype(v1) is T.I1:
        raise NotApplicable("bool addr uses logical ops")
    # f16/bf16: the outer product rounded to the half dtype, the sum in f32 rounded once (PyTorch)
    half, o, (x,) = b.in_f32(_outer(b, v1, v2), (x,))
    return b.back_to(half, [_scaled_sum(b, x, o, beta, alpha)])


@decomposition("torch.aten.outer", "torch.aten.ger")
def outer(b, op):
    x, y = op.operands
    return [_outer(b, x, y)]


@decomposition("torch.aten.mv")
def mv(b, op):
    x, v = op.operands
    return [b.matmul(x, v)]


@decomposition("torch.aten.dot")
def dot(b, op):
    """``sum(x * y)`` in the input dtype."""
    x, y = op.operands
    dt = b.known_dtype(x)
    if dt is T.I1:
        raise NotApplicable("bool")
    return [b.sum(b.mul(x, y), [0], False, dt)]


@decomposition("torch.aten.t", "torch.aten.matrix_H")
def t(b, op):
    """2-d: ``transpose(0, 1)``; 0-d and 1-d: the identity (matrix_H: real 2-d only)."""
    x = op.operands[0]
    r = b.rank(x)
    if op.name == "torch.aten.matrix_H" and (r != 2 or not is_float_dtype(b.dtype(x))):
        raise NotApplicable("complex or not a matrix")
    return [x if r < 2 else b.transpose(x, 0, 1)]


@decomposition("torch.aten.numpy_T")
def numpy_t(b, op):
    x = op.operands[0]
    return [b.permute(x, list(reversed(range(b.rank(x)))))]


@decomposition("torch.aten.mT", "torch.aten.mH", "torch.aten.adjoint")
def mt(b, op):
    """``transpose(-2, -1)`` (mH / adjoint: real dtypes only)."""
    x = op.operands[0]
    if b.rank(x) < 2:
        raise NotApplicable("rank")
    if op.name != "torch.aten.mT" and (b.dtype(x) is None or b.dtype(x).__class__.__name__ == "ComplexType"):
        raise NotApplicable("complex")
    return [b.transpose(x, -2, -1)]


def _conv_sizes(b, x, w, stride, padding, dilation, transposed, output_padding, groups):
    """The result sizes of a convolution (unknown where an input size is)."""
    sx, sw = b.sizes(x), b.sizes(w)
    n = len(sx) - 2
    pad = lambda l: l * n if len(l) == 1 else l  # noqa: E731
    stride, padding, dilation, output_padding = map(pad, (stride, padding, dilation, output_padding))
    out = [sx[0], U]
    if transposed:
        out[1] = sw[1] * groups if sw[1] >= 0 else U
    else:
        out[1] = sw[0]
    for i in range(n):
        inp, k = sx[2 + i], sw[2 + i]
        if inp < 0 or k < 0:
            out.append(U)
        elif transposed:
            out.append((inp - 1) * stride[i] - 2 * padding[i] + dilation[i] * (k - 1) + output_padding[i] + 1)
        else:
            out.append((inp + 2 * padding[i] - dilation[i] * (k - 1) - 1) // stride[i] + 1)
    return out, (stride, padding, dilation, output_padding)


def _convolution(b, x, w, bias, stride, padding, dilation, transposed, output_padding, groups):
    """``aten.convolution`` with constant lists (single values broadcast to every spatial dim)."""
    r = b.rank(x)
    if r is not None and b.rank(w) is not None and r + 1 == b.rank(w) and r >= 2:
        # conv*d and conv_transpose*d take an input without the batch dim: add it, convolve, drop it
        y = _convolution(b, b.unsqueeze(x, 0), w, bias, stride, padding, dilation, transposed, output_padding,
                         groups)
        return b.squeeze_dim(y, 0)
    if r != b.rank(w) or r < 3:
        raise NotApplicable("unbatched convolution")
    sizes, (stride, padding, dilation, output_padding) = _conv_sizes(
        b, x, w, stride, padding, dilation, transposed, output_padding, groups)
    return b.op("torch.aten.convolution", [x, w, bias, stride, padding, dilation, transposed, output_padding, groups],
                b.vt(sizes, promoted_dtype(x.type, w.type)))


@decomposition("torch.aten.conv1d", "torch.aten.conv2d", "torch.aten.conv3d")
def conv_nd(b, op):
    x, w, bias, stride, padding, dilation, groups = op.operands
    return [_convolution(b, x, w, bias, b.const_int_list(stride), b.const_int_list(padding),
                         b.const_int_list(dilation), False, [0], b.const_int(groups))]


@decomposition("torch.aten.conv_transpose1d", "torch.aten.conv_transpose2d.input", "torch.aten.conv_transpose3d.input")
def conv_transpose_nd(b, op):
    x, w, bias, stride, padding, output_padding, groups, dilation = op.operands
    return [_convolution(b, x, w, bias, b.const_int_list(stride), b.const_int_list(padding),
                         b.const_int_list(dilation), True, b.const_int_list(output_padding), b.const_int(groups))]


@decomposition("torch.aten.conv1d.padding", "torch.aten.conv2d.padding", "torch.aten.conv3d.padding")
def conv_nd_padding_unbatched(b, op):
    """An input without the batch dim, or a complex convolution (real batched inputs are lowered as
    they are): ``convolution`` of it (unsqueezed). "valid" pads nothing; "same" pads ``dilation *
    (kernel - 1)`` per spatial dim, half before (rounded down), the rest after (the odd element by
    an explicit pad)."""
    x, w = op.arg("input"), op.arg("weight")
    r = b.rank(x)
    batched = r == b.rank(w)
    if batched and not is_complex_dtype(op.results[0].type.dtype):
        raise NotApplicable("batched real input")
    if batched:
        r -= 1
    n = r - 1
    mode = b.const_str(op.arg("padding"))
    stride, dilation = b.const_int_list(op.arg("stride")), b.const_int_list(op.arg("dilation"))
    stride, dilation = (stride * n if len(stride) == 1 else stride), (dilation * n if len(dilation) == 1 else dilation)
    ks = b.sizes(w)[2:]
    xb = x if batched else b.unsqueeze(x, 0)
    if mode == "valid":
        lo = [0] * n
    elif mode == "same" and all(v == 1 for v in stride) and all(k >= 0 for k in ks):
        total = [d * (k - 1) for d, k in zip(dilation, ks)]
        lo = [t // 2 for t in total]
        extra = [t - 2 * l for t, l in zip(total, lo)]
        if any(extra):
            pads = []
            for e in reversed(extra):
                pads += [0, e]
            sx = list(b.sizes(xb))
            for i, e in enumerate(extra):
                sx[2 + i] = sx[2 + i] + e if sx[2 + i] >= 0 else U
            xb = b.op("torch.aten.constant_pad_nd", [xb, pads, 0], b.vt(sx, b.dtype(xb)))
    else:
        raise NotApplicable("padding mode")
    y = _convolution(b, xb, w, op.arg("bias"), stride, lo, dilation, False, [0] * n, b.const_int(op.arg("groups")))
    return [y if batched else b.squeeze_dim(y, 0)]


@decomposition("torch.aten.convolution")
def complex_convolution(b, op):
    """A complex convolution as four real ones: with ``x = a + ib`` and ``w = c + id``,
    ``conv(x, w) = conv(a, c) - conv(b, d) + i (conv(a, d) + conv(b, c))`` (the bias's parts added
    to the parts); a real operand has no imaginary convolutions. A transposed one is one real
    transposed convolution of the stacked parts (``_complex_transposed_convolution``)."""
    x, w, bias = op.operands[:3]
    rest = list(op.operands[3:])
    out = op.results[0].type
    if not is_complex_dtype(out.dtype) or out.sizes is None:
        raise NotApplicable("real convolution")
    rt = out.dtype.element_type

    def parts(v):
        if v is None or b.is_none(v):
            return None, None
        if is_complex_dtype(b.dtype(v)):
            return b.to_dtype(b.real_part(v), rt), b.to_dtype(b.imag_part(v), rt)
        return b.to_dtype(v, rt), None
    (xr, xi), (wr, wi), (br, bi) = parts(x), parts(w), parts(bias)
    none = b.none()
    if b.const_bool(op.arg("transposed")):
        re_, im = _complex_transposed_convolution(b, op, (xr, xi), (wr, wi), rest, out, rt)
        if br is not None:
            re_ = b.add(re_, b.reshape(br, [1, out.sizes[1]] + [1] * (len(out.sizes) - 2)))
        if bi is not None:
            im = b.add(im, b.reshape(bi, [1, out.sizes[1]] + [1] * (len(out.sizes) - 2)))
        return [b.op("torch.aten.complex", [re_, im], b.vt(out.sizes, out.dtype))]

    def conv(u, v, bv=None):
        return b.op("torch.aten.convolution", [u, v, none if bv is None else bv] + rest, b.vt(out.sizes, rt))
    re_ = conv(xr, wr, br)
    if xi is not None and wi is not None:
        re_ = b.sub(re_, conv(xi, wi))
    im = None
    for u, v in ((xr, wi), (xi, wr)):
        if u is not None and v is not None:
            im = conv(u, v, bi) if im is None else b.add(im, conv(u, v))
            bi = None
    if im is None:
        im = b.mul(re_, 0.0)
    if bi is not None:
        im = b.add(im, b.reshape(bi, [1, out.sizes[1]] + [1] * (len(out.sizes) - 2)))
    return [b.op("torch.aten.complex", [re_, im], b.vt(out.sizes, out.dtype))]


def _complex_transposed_convolution(b, op, xp, wp, rest, out, rt):
    """(re, im) of a transposed convolution of complex parts ``xp = (xr, xi)`` and ``wp = (wr, wi)``
    (``xi`` / ``wi`` None for a real operand) as ONE real transposed convolution: the input parts
    stacked on the batch dim, the weight parts on its per-group output-channel dim
    (``[G*C, F, *K]`` -> ``[G*C, 2F, *K]``), so that the result ``[2N, G*2F, *O]`` holds the four
    products ``conv(x_a, w_k)`` at batch half ``a`` and, in each group, channel half ``k``: one
    convolution instead of four, reading contiguous weights (docs/backends.md)."""
    (xr, xi), (wr, wi) = xp, wp
    groups = b.const_int(op.arg("groups"))
    ws_ = b.sizes(wr)
    if out.sizes is None or len(out.sizes) < 3 or ws_ is None or len(ws_) != len(out.sizes) or \
            b.rank(xr) != len(out.sizes):
        raise NotSupported("'torch.aten.convolution': a complex transposed convolution needs a batched input "
                           "and a weight of its rank")
    F = b.size(wr, 1)
    xs = xr if xi is None else b.cat([xr, xi], 0)
    ws = wr if wi is None else b.cat([wr, wi], 1)
    nx, nw = (1 if xi is None else 2), (1 if wi is None else 2)
    osz = list(out.sizes)
    ysz = [U if osz[0] < 0 else nx * osz[0], groups * nw * F if isinstance(F, int) else U] + osz[2:]
    y = b.op("torch.aten.convolution", [xs, ws, b.none()] + rest, b.vt(ysz, rt))
    n = b.size(xr, 0)
    sp = [b.size(y, 2 + i) for i in range(len(osz) - 2)]

    halves = {}

    def part(a, k):
        """conv(x_a, w_k): batch half ``a``, channel half ``k`` of each group."""
        if a not in halves:
            v = y if nx == 1 else b.slice(y, 0, 0 if a == 0 else n, n if a == 0 else b.imul(n, 2))
            halves[a] = v if nw == 1 else b.reshape(v, [n, groups, nw, F] + sp)
        v = halves[a]
        if nw == 1:
            return v
        return b.reshape(b.select(v, 2, k), [n, b.imul(groups, F)] + sp)
    re_ = part(0, 0)
    if xi is not None and wi is not None:
        re_ = b.sub(re_, part(1, 1))
    im = None
    for a, k in ((0, 1), (1, 0)):
        if (a == 0 or xi is not None) and (k == 0 or wi is not None):
            im = part(a, k) if im is None else b.add(im, part(a, k))
    return re_, im


@decomposition("torch.aten._convolution")
def convolution_(b, op):
    x, w, bias, stride, padding, dilation, transposed, output_padding, groups = op.operands[:9]
    return [_convolution(b, x, w, bias, b.const_int_list(stride), b.const_int_list(padding),
                         b.const_int_list(dilation), b.const_bool(transposed), b.const_int_list(output_padding),
                         b.const_int(groups))]


@decomposition("torch.aten.bilinear")
def bilinear(b, op):
    """``y[n, o] = sum_ij x1[n, i] W[o, i, j] x2[n, j] + bias[o]``; inputs of other ranks are
    flattened to ``[N, I]`` and the result reshaped to their leading dims (none for 1-d inputs)."""
    x1, x2, w, bias = op.operands
    r = b.rank(x1)
    if b.rank(x2) != r or r < 1 or b.rank(w) != 3:
        raise NotApplicable("rank")
    if r != 2:
        lead = b.shape_of(x1)[:-1]
        flat1 = b.reshape(x1, [-1, b.size(x1, r - 1)])
        flat2 = b.reshape(x2, [-1, b.size(x2, r - 1)])
        y = b.op(op.name, [flat1, flat2, w, bias], b.vt([b.sizes(flat1)[0], b.sizes(w)[0]], b.dtype(op.results[0])))
        return [b.reshape(y, lead + [b.size(w, 0)])]
    t = b.matmul(x1, w)                      # [O, N, I2]
    # the second contraction as a matrix product too: f16/bf16 summed in f32, rounded once
    # (PyTorch's _trilinear; rounding the products first was 0.012 off in bf16)
    half, t, (x2_,) = b.in_f32(t, (x2,))
    prod = b.mul(t, x2_)
    y = b.back_to(half, [b.sum(prod, [2], False, b.known_dtype(prod))])[0]  # [O, N]
    y = b.transpose(y, 0, 1)
    if not b.is_none(bias):
        y = b.add(y, bias)
    return [y]


@decomposition("torch.aten.scaled_dot_product_attention")
def sdpa(b, op):
    """``safe_softmax(q k^T * scale + mask) v`` (dropout 0; causal: a lower-triangular mask). The
    softmax is PyTorch's ``_safe_softmax``: rows whose every key is masked give 0, not NaN."""
    q, k, v, mask, dropout_p, is_causal, scale, gqa = op.operands
    b.float_tensor(q)
    if b.const_float(dropout_p) != 0 or b.const_bool(gqa):
        raise NotApplicable("dropout or gqa")
    dt = b.dtype(q)
    s = b.opt_float(scale)
    if s is None:
        e = b.size(q, b.rank(q) - 1)
        if isinstance(e, int):
            s = 1.0 / math.sqrt(e)
        else:  # 1 / sqrt(E) of the run-time head size, in f64 as PyTorch, then in q's dtype
            et = b.to_dtype(b.op("torch.prim.NumToTensor.Scalar", [e], b.vt([], T.SI64)), T.F64)
            s = b.to_dtype(b.rsqrt(et), dt)
    attn = b.mul(b.matmul(q, b.transpose(k, -2, -1)), s if not isinstance(s, (int, float)) else float(s))
    neg_inf = b.scalar_tensor(-math.inf, dt)
    if b.const_bool(is_causal):
        if not b.is_none(mask):
            raise NotApplicable("mask and causal")
        L, S = b.size(q, b.rank(q) - 2), b.size(k, b.rank(k) - 2)
        keep = b.compare("ge", b.unsqueeze(b.arange(L), 1), b.arange(S))
        attn = b.where(keep, attn, neg_inf)
    elif not b.is_none(mask):
        if b.dtype(mask) is T.I1:
            attn = b.where(mask, attn, neg_inf)
        else:
            attn = b.add(attn, mask)
    p = safe_softmax(b, attn, b.rank(attn) - 1)  # a row that masks every key attends to nothing: 0
    return [b.matmul(p, v)]


@decomposition("torch.aten.cosine_similarity")
def cosine_similarity(b, op):
    """``sum(x1 / max(|x1|, eps) * x2 / max(|x2|, eps))`` along ``dim``."""
    x1, x2, dim, eps = op.operands
    b.float_tensor(x1)
    d = b.const_int(dim)
    e = b.const_float(eps)
    r = max(b.rank(x1), b.rank(x2))
    d = d + r if d < 0 else d
    if b.rank(x1) != b.rank(x2):
        raise NotApplicable("ranks differ")
    n1 = b.clamp(b.sqrt(b.sum(b.mul(x1, x1), [d], True)), e, None)
    n2 = b.clamp(b.sqrt(b.sum(b.mul(x2, x2), [d], True)), e, None)
    return [b.sum(b.mul(b.div(x1, n1), b.div(x2, n2)), [d], False)]


@decomposition("torch.aten.inner")
def inner(b, op):
    """Sum over the last dims of both: a 0-d operand multiplies; otherwise ``mm`` of the operands
    flattened to ``[N, k]`` and ``[k, M]``, viewed as ``self.shape[:-1] + other.shape[:-1]``."""
    x, y = op.arg("self"), op.arg("other")
    sx, sy = b.sizes(x), b.sizes(y)
    if sx is None or sy is None:
        raise NotApplicable("unknown rank")
    if not sx or not sy:
        return [b.mul(x, y)]
    if any(d < 0 for d in sx + sy):
        raise NotApplicable("dynamic sizes")
    dt = promoted_dtype(x.type, y.type)
    x, y = b.to_dtype(x, dt), b.to_dtype(y, dt)
    k = sx[-1]
    r = mm(b, b.reshape(x, [numel(sx[:-1]), k]), b.transpose(b.reshape(y, [numel(sy[:-1]), k]), 0, 1))
    return [b.reshape(r, list(sx[:-1]) + list(sy[:-1]))]


def numel(sizes):
    n = 1
    for d in sizes:
        n *= d
    return n


@decomposition("torch.aten.kron")
def kron(b, op):
    """Kronecker product: with both operands padded to rank r, ``self`` viewed as
    ``[a0, 1, a1, 1, ...]`` times ``other`` as ``[1, b0, 1, b1, ...]``, viewed as ``[a0*b0, ...]``."""
    x, y = op.arg("self"), op.arg("other")
    sx, sy = b.sizes(x), b.sizes(y)
    if sx is None or sy is None or any(d < 0 for d in sx + sy):
        raise NotApplicable("dynamic sizes")
    r = max(len(sx), len(sy))
    sx, sy = [1] * (r - len(sx)) + list(sx), [1] * (r - len(sy)) + list(sy)
    xs = b.reshape(x, [d for a in sx for d in (a, 1)])
    ys = b.reshape(y, [d for c in sy for d in (1, c)])
    return [b.reshape(b.mul(xs, ys), [a * c for a, c in zip(sx, sy)])]


# ---------------------------------------------------------------------------------------------
# einsum: pairwise contractions as bmm
# ---------------------------------------------------------------------------------------------

class EinsumEquationError(ValueError):
    """An einsum equation that does not fit its operands."""


def parse_einsum(eq, ranks):
    """The labels of each operand and of the result of ``einsum(eq)`` on operands of ``ranks``:
    ``"bij,bjk->bik"`` -> ``([["b","i","j"], ["b","j","k"]], ["b","i","k"])``. An ellipsis becomes
    the labels ``".0", ".1", ...``, right-aligned over the widest one; an implicit output is the
    ellipsis labels, then the sorted letters seen once. Raises EinsumEquationError."""
    eq = eq.replace(" ", "")
    lhs, arrow, rhs = eq.partition("->")
    terms = lhs.split(",")
    if len(terms) != len(ranks):
        raise EinsumEquationError(f"einsum equation '{eq}' has {len(terms)} operand(s) but {len(ranks)} were given")
    n_ell = 0
    for t, r in zip(terms, ranks):
        if "..." in t:
            n_ell = max(n_ell, r - (len(t) - 3))

    def labels(t, r):
        if "..." in t:
            pre, post = t.split("...")
            k = r - len(pre) - len(post)
            return list(pre) + [f".{n_ell - k + i}" for i in range(k)] + list(post)
        return list(t)
    ins = [labels(t, r) for t, r in zip(terms, ranks)]
    for lab, r, t in zip(ins, ranks, terms):
        if len(lab) != r or "." in "".join(c for c in lab if len(c) == 1):
            raise EinsumEquationError(f"einsum term '{t}' does not fit an operand of rank {r}")
    if not arrow:
        counts = {}
        for lab in ins:
            for c in lab:
                counts[c] = counts.get(c, 0) + 1
        outl = [f".{i}" for i in range(n_ell)] + sorted(c for c, n in counts.items() if n == 1 and c[0] != ".")
    else:
        outl = labels(rhs, len(rhs) - 3 + n_ell if "..." in rhs else len(rhs))
    return ins, outl


def _parse_einsum(eq, ranks):
    """``parse_einsum`` for the decomposition: NotApplicable for a bad equation, labels repeated
    within a term (diagonals) or in the output, or output labels no operand has."""
    try:
        terms, out = parse_einsum(eq, ranks)
    except EinsumEquationError:
        raise NotApplicable("equation") from None
    if any(len(set(t)) != len(t) for t in terms):
        raise NotApplicable("equation")
    seen = {c for t in terms for c in t}
    if len(set(out)) != len(out) or any(c not in seen for c in out):
        raise NotApplicable("output labels")
    return terms, out


def _label_sizes(b, x, labels, sizes):
    for i, c in enumerate(labels):
        s = b.size(x, i)
        old = sizes.get(c)
        if isinstance(old, int) and isinstance(s, int) and old != s:
            raise NotApplicable("einsum broadcasting of size-1 dims")
        if old is None or not isinstance(old, int):
            sizes[c] = s


def _sum_out(b, x, labels, drop):
    """Sum ``x`` over the labels in ``drop``; returns (tensor, remaining labels)."""
    dims = [i for i, c in enumerate(labels) if c in drop]
    if not dims:
        return x, labels
    return b.sum(x, dims, False), [c for c in labels if c not in drop]


def _prod(b, sizes):
    acc = 1
    for s in sizes:
        acc = b.imul(acc, s)
    return acc


def _contract(b, x, lx, y, ly, keep, sizes):
    """Contract two operands into one with labels batch + x-only + y-only."""
    x, lx = _sum_out(b, x, lx, {c for c in lx if c not in ly and c not in keep})
    y, ly = _sum_out(b, y, ly, {c for c in ly if c not in lx and c not in keep})
    batch = [c for c in lx if c in ly and c in keep]
    con = [c for c in lx if c in ly and c not in keep]
    xo = [c for c in lx if c not in ly]
    yo = [c for c in ly if c not in lx]
    px = [lx.index(c) for c in batch + xo + con]
    py = [ly.index(c) for c in batch + con + yo]
    if px != list(range(len(px))):
        x = b.permute(x, px)
    if py != list(range(len(py))):
        y = b.permute(y, py)
    sz = lambda ls: [sizes[c] for c in ls]  # noqa: E731
    x3 = b.reshape(x, [_prod(b, sz(batch)), _prod(b, sz(xo)), _prod(b, sz(con))])
    y3 = b.reshape(y, [_prod(b, sz(batch)), _prod(b, sz(con)), _prod(b, sz(yo))])
    z = bmm(b, x3, y3)
    labels = batch + xo + yo
    return b.reshape(z, sz(labels)), labels


@decomposition("torch.aten.einsum")
def einsum(b, op):
    """Left to right: each pair is summed over labels used nowhere else, permuted to
    ``[batch, free, contracted]`` and multiplied with ``bmm``; the last result is summed and
    permuted to the output labels. Integer operands are computed in si64 and the result converted
    to the op's dtype: wrapping products and sums in 8/16/32 bits are those of si64 modulo 2^n. An
    ellipsis stands for as many labels."""
    eq, tensors, _path = op.operands
    xs = b.list_elements(tensors)
    if any(b.dtype(v) is None or b.dtype(v) is T.I1 for v in xs):
        raise NotApplicable("needs numeric operands of known dtype")
    out_dt = op.results[0].type.dtype
    integral = not any(is_float_dtype(b.dtype(v)) or is_complex_dtype(b.dtype(v)) for v in xs)
    if integral:
        if out_dt is None:
            raise NotApplicable("unknown result dtype")
        xs = [b.to_dtype(v, T.SI64) for v in xs]
    terms, out = _parse_einsum(b.const_str(eq), [b.rank(v) for v in xs])
    sizes = {}
    for v, t in zip(xs, terms):
        _label_sizes(b, v, t, sizes)
    x, lx = xs[0], terms[0]
    for k in range(1, len(xs)):
        keep = set(out).union(*terms[k + 1:])
        x, lx = _contract(b, x, lx, xs[k], terms[k], keep, sizes)
    x, lx = _sum_out(b, x, lx, {c for c in lx if c not in out})
    perm = [lx.index(c) for c in out]
    if perm != list(range(len(perm))):
        x = b.permute(x, perm)
    return [b.to_dtype(x, out_dt) if integral else x]


@decomposition("torch.aten._int_mm")
def int_mm(b, op):
    """``mm`` of the 8-bit operands widened to si32, the result dtype."""
    a, c = op.operands
    if b.rank(a) != 2 or b.rank(c) != 2:
        raise NotApplicable("rank")
    return [b.matmul(b.to_dtype(a, T.SI32), b.to_dtype(c, T.SI32))]


@decomposition("torch.aten._scaled_mm")
def scaled_mm(b, op):
    """PyTorch's CPU ``_scaled_mm``: the 8-bit float operands widened to f32 and multiplied by
    their scales (singletons, or ``[M, 1]`` and ``[1, N]`` row-wise), ``mm`` in f32, plus the bias
    in f32, divided by ``scale_result`` only when the result is an 8-bit float, converted to
    ``out_dtype`` (default: ``self``'s dtype; e4m3fn results saturate, as the conversion does).

    Out-of-range e4m3fn results are implementation-defined in PyTorch itself: its reference kernel
    (above) saturates to +-448, the oneDNN kernel that eager picks for two e4m3fn operands on CPUs
    with oneDNN's fp8 GEMM (AVX512-FP16/AMX) gives NaN, ``torch.backends.mkldnn.flags(enabled=False)``
    switches back. tmlir follows the reference kernel."""
    a, c, sa, sc, bias, scale_result, out_dtype = op.operands[:7]
    if b.rank(a) != 2 or b.rank(c) != 2:
        raise NotApplicable("rank")
    out_dt = b.dtype_arg(out_dtype) or b.known_dtype(a)
    x = b.matmul(b.mul(b.to_dtype(a, T.F32), sa), b.mul(b.to_dtype(c, T.F32), sc))
    if not b.is_none(bias):
        x = b.add(x, b.to_dtype(bias, T.F32))
    if not b.is_none(scale_result) and is_float_dtype(out_dt) and out_dt.width == 8:
        x = b.div(x, scale_result)
    return [b.to_dtype(x, out_dt)]


@decomposition("torch.aten.conv_tbc")
def conv_tbc(b, op):
    """A 1-d convolution of a [time, batch, channel] input by a [kernel, in, out] weight:
    ``convolution(x.permute(1, 2, 0), w.permute(2, 1, 0), bias, padding=pad)`` permuted back."""
    x, w, bias, pad = op.operands
    if b.rank(x) != 3 or b.rank(w) != 3:
        raise NotApplicable("rank")
    y = _convolution(b, b.permute(x, [1, 2, 0]), b.permute(w, [2, 1, 0]), bias, [1], [b.const_int(pad)], [1], False,
                     [0], 1)
    return [b.permute(y, [2, 0, 1])]


@decomposition("torch.aten._trilinear")
def trilinear(b, op):
    """``sum(i1' * i2' * i3', sumdim)`` where ``ik'`` is ``ik`` with size-1 dims inserted at
    ``expandk`` (what ``bilinear`` computes through): an ``einsum`` in which each input names
    the dims it has and the output the dims not summed."""
    i1, i2, i3, e1, e2, e3, sumdim = op.operands[:7]
    exps = [b.const_int_list(e) for e in (e1, e2, e3)]
    rank = b.rank(i1) + len(exps[0])
    letters = "abcdefghijklmnopqrstuvwxyz"[:rank]
    if any(b.rank(x) + len(e) != rank for x, e in zip((i1, i2, i3), exps)):
        raise NotApplicable("ranks")
    dims = {d % rank for d in b.const_int_list(sumdim)} if rank else set()
    terms = ["".join(letters[d] for d in range(rank) if d not in set(e)) for e in exps]
    out = "".join(letters[d] for d in range(rank) if d not in dims)
    eq = ",".join(terms) + "->" + out
    xs = [i1, i2, i3]
    sizes = []
    for c in out:
        if not any(c in t for t in terms):
            raise NotApplicable("an output dim no input has")
        known = [b.sizes(x)[t.index(c)] for x, t in zip(xs, terms) if c in t]
        known = [k for k in known if k >= 0]
        sizes.append(known[0] if known else U)
    from tmlir.dialects.torch.ops import ConstantStrOp
    eq_v = b.insert(ConstantStrOp.build_value(eq, b.loc)).results[0]
    return [b.op("torch.aten.einsum", [eq_v, b.tensor_list(xs), None],
                 b.vt(sizes, promoted_dtype(*[x.type for x in xs])))]


@decomposition("torch.aten.tensordot")
def tensordot(b, op):
    """The contracted dims moved last in ``self`` and first in ``other``, both reshaped to
    matrices, ``mm``, reshaped to the free dims of ``self`` then of ``other`` (run-time sizes
    as ``!torch.int`` values; ``mm`` checks that contracted run-time sizes agree)."""
    x, y = op.arg("self"), op.arg("other")
    if b.sizes(x) is None or b.sizes(y) is None:
        raise NotApplicable("unknown rank")
    sx, sy = b.shape_of(x), b.shape_of(y)
    rx, ry = len(sx), len(sy)
    dx = [d + rx if d < 0 else d for d in b.const_int_list(op.arg("dims_self"))]
    dy = [d + ry if d < 0 else d for d in b.const_int_list(op.arg("dims_other"))]
    if len(dx) != len(dy) or any(isinstance(sx[a], int) and isinstance(sy[c], int) and sx[a] != sy[c]
                                 for a, c in zip(dx, dy)):
        raise NotApplicable("contracted dims differ")
    fx = [d for d in range(rx) if d not in dx]
    fy = [d for d in range(ry) if d not in dy]
    k = ky = m = n = 1
    for d, e in zip(dx, dy):
        k, ky = b.imul(k, sx[d]), b.imul(ky, sy[e])
    for d in fx:
        m = b.imul(m, sx[d])
    for d in fy:
        n = b.imul(n, sy[d])
    dt = promoted_dtype(x.type, y.type)
    if dt is None:
        raise NotApplicable("unknown dtype")
    a = b.reshape(b.permute(b.to_dtype(x, dt), fx + dx), [m, k])
    c = b.reshape(b.permute(b.to_dtype(y, dt), dy + fy), [ky, n])
    return [b.reshape(b.matmul(a, c), [sx[d] for d in fx] + [sy[d] for d in fy])]
