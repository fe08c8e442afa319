"""Backward ops of training graphs (softmax, activations, losses, dropout, select/slice, pooling
with indices, embedding, layer norm): the derivative formulas in primitive ops."""
from __future__ import annotations

import math


from tmlir.dialects.torch import types as T

from .registry import condition, decomposition
from .builder import NotApplicable, U, norm_dim


def _zero(b, x):
    return b.scalar_tensor(0.0, b.known_dtype(x))


def _in_result_dtype(b, op, g):
    """``g`` converted to the dtype of ``op``'s result: the backward ops promote the gradient with
    the saved input (an int gradient with a float input gives float), and some keep the input's
    dtype (mish_backward), so the formulas compute in the dtype the op returns."""
    return b.to_dtype(g, b.known_dtype(op.results[0]))


@decomposition("torch.aten._softmax_backward_data")
def softmax_backward(b, op):
    """``y * (g - sum(g * y, dim))``."""
    g, y, dim, _dt = op.operands
    b.float_tensor(y)
    d = b.const_int(dim)
    return [b.mul(y, b.sub(g, b.sum(b.mul(g, y), [d], True)))]


@decomposition("torch.aten._log_softmax_backward_data")
def log_softmax_backward(b, op):
    """``g - exp(y) * sum(g, dim)``."""
    g, y, dim, _dt = op.operands
    b.float_tensor(y)
    d = b.const_int(dim)
    return [b.sub(g, b.mul(b.exp(y), b.sum(g, [d], True)))]


@decomposition("torch.aten.threshold_backward")
def threshold_backward(b, op):
    """``where(x <= threshold, 0, g)``."""
    g, x, th = op.operands
    g = _in_result_dtype(b, op, g)
    return [b.where(b.compare("le", x, th), _zero(b, g), g)]


@decomposition("torch.aten.sigmoid_backward")
def sigmoid_backward(b, op):
    """``g * y * (1 - y)``."""
    g, y = op.operands
    b.float_tensor(y)
    return [b.mul(b.mul(g, y), b.rsub(y, 1.0))]


@decomposition("torch.aten.tanh_backward")
def tanh_backward(b, op):
    """``g * (1 - y^2)``."""
    g, y = op.operands
    b.float_tensor(y)
    return [b.mul(g, b.rsub(b.mul(y, y), 1.0))]


@decomposition("torch.aten.gelu_backward")
def gelu_backward(b, op):
    """none: ``g (cdf(x) + x pdf(x))``; tanh: the derivative of the tanh approximation."""
    g, x, approx = op.operands
    b.float_tensor(x)
    mode = b.const_str(approx)
    if mode == "none":
        cdf = b.mul(b.add(b.unary("erf", b.mul(x, 1 / math.sqrt(2))), 1.0), 0.5)
        pdf = b.mul(b.exp(b.mul(b.mul(x, x), -0.5)), 1 / math.sqrt(2 * math.pi))
        return [b.mul(g, b.add(cdf, b.mul(x, pdf)))]
    if mode != "tanh":
        raise NotApplicable(mode)
    k, c = math.sqrt(2 / math.pi), 0.044715
    x2 = b.mul(x, x)
    inner = b.mul(b.add(x, b.mul(b.mul(x2, x), c)), k)
    t = b.tanh(inner)
    left_d = b.mul(b.add(t, 1.0), 0.5)
    right_d = b.mul(b.mul(b.mul(x, 0.5), b.rsub(b.mul(t, t), 1.0)), b.mul(b.add(b.mul(x2, 3 * c), 1.0), k))
    return [b.mul(g, b.add(left_d, right_d))]


@decomposition("torch.aten.silu_backward")
def silu_backward(b, op):
    """``g s (1 + x (1 - s))`` with ``s = sigmoid(x)``."""
    g, x = op.operands
    b.float_tensor(x)
    s = b.sigmoid(x)
    return [b.mul(b.mul(g, s), b.add(b.mul(x, b.rsub(s, 1.0)), 1.0))]


@decomposition("torch.aten.mish_backward")
def mish_backward(b, op):
    """``g (t + x s (1 - t^2))`` with ``t = tanh(softplus(x))``, ``s = sigmoid(x)``."""
    from .activations import _softplus
    g, x = op.operands
    b.float_tensor(x)
    g = _in_result_dtype(b, op, g)
    t = b.tanh(_softplus(b, x, 1, 20))
    s = b.sigmoid(x)
    return [b.mul(g, b.add(t, b.mul(b.mul(x, s), b.rsub(b.mul(t, t), 1.0))))]


@decomposition("torch.aten.hardtanh_backward")
def hardtanh_backward(b, op):
    """``where(x <= min | x >= max, 0, g)``."""
    g, x, lo, hi = op.operands
    b.float_tensor(x)
    g = _in_result_dtype(b, op, g)
    out = b.logical("or", b.compare("le", x, lo), b.compare("ge", x, hi))
    return [b.where(out, _zero(b, g), g)]


@decomposition("torch.aten.leaky_relu_backward")
def leaky_relu_backward(b, op):
    """``where(x > 0, g, g * slope)``."""
    g, x, slope, _is_result = op.operands
    b.float_tensor(x)
    return [b.where(b.compare("gt", x, 0.0), g, b.mul(g, slope))]


@decomposition("torch.aten.elu_backward")
def elu_backward(b, op):
    """``x > 0``: ``g scale``; else ``g input_scale alpha scale exp(x input_scale)`` (from the
    result: ``g input_scale (y + alpha scale)``)."""
    g, alpha, scale, input_scale, is_result, xy = op.operands
    b.float_tensor(xy)
    a, s, i = (float(b.const_float(v)) for v in (alpha, scale, input_scale))
    if b.const_bool(is_result):
        neg = b.mul(b.mul(g, i), b.add(xy, a * s))
        pos_mask = b.compare("gt", xy, 0.0)
    else:
        neg = b.mul(b.mul(g, i * a * s), b.exp(b.mul(xy, i)))
        pos_mask = b.compare("gt", xy, 0.0)
    return [b.where(pos_mask, b.mul(g, s), neg)]


@decomposition("torch.aten.hardswish_backward")
def hardswish_backward(b, op):
    """``x < -3``: 0; ``x <= 3``: ``g (x / 3 + 0.5)``; else ``g``."""
    g, x = op.operands
    b.float_tensor(x)
    mid = b.where(b.compare("le", x, 3.0), b.mul(g, b.add(b.div(x, 3.0), 0.5)), g)
    return [b.where(b.compare("lt", x, -3.0), _zero(b, g), mid)]


@decomposition("torch.aten.hardsigmoid_backward")
def hardsigmoid_backward(b, op):
    """``g / 6`` inside ``(-3, 3)``, else 0."""
    g, x = op.operands
    b.float_tensor(x)
    inside = b.logical("and", b.compare("gt", x, -3.0), b.compare("lt", x, 3.0))
    return [b.where(inside, b.div(g, 6.0), _zero(b, g))]


@decomposition("torch.aten.softplus_backward")
def softplus_backward(b, op):
    """``where(x beta > threshold, g, g z / (z + 1))`` with ``z = exp(x beta)``."""
    g, x, beta, threshold = op.operands
    b.float_tensor(x)
    bx = b.mul(x, beta)
    z = b.exp(bx)
    return [b.where(b.compare("gt", bx, threshold), g, b.div(b.mul(g, z), b.add(z, 1.0)))]


@decomposition("torch.aten.logit_backward")
def logit_backward(b, op):
    """``g / (x (1 - x))``; outside ``[eps, 1 - eps]`` 0 (eps none: NaN outside ``[0, 1]``)."""
    g, x, eps = op.operands
    b.float_tensor(x)
    e = b.opt_float(eps)
    val = b.div(g, b.mul(x, b.rsub(x, 1.0)))
    lo, hi = (0.0, 1.0) if e is None else (float(e), 1.0 - float(e))
    outside = b.logical("or", b.compare("lt", x, lo), b.compare("gt", x, hi))
    fill = b.scalar_tensor(math.nan if e is None else 0.0, b.known_dtype(x))
    return [b.where(outside, fill, val)]


def _loss_norm(b, x, reduction):
    """The factor of a loss gradient: ``1 / numel`` for mean, 1 otherwise."""
    r = b.const_int(reduction)
    if r not in (0, 1, 2):
        raise NotApplicable("reduction")
    if r != 1:
        return None
    return b.numel_value(x, range(b.rank(x)))


def _scale_grad(b, v, g, n):
    v = b.mul(v, g)
    return v if n is None else b.div(v, n)


@decomposition("torch.aten.mse_loss_backward")
def mse_loss_backward(b, op):
    """``2 (x - t) g`` (mean: divided by numel)."""
    g, x, t, reduction = op.operands
    b.float_tensor(x)
    return [_scale_grad(b, b.mul(b.sub(x, t), 2.0), g, _loss_norm(b, x, reduction))]


@decomposition("torch.aten.smooth_l1_loss_backward")
def smooth_l1_loss_backward(b, op):
    """``where(|d| < beta, d / beta, sign(d)) g`` with ``d = x - t``."""
    g, x, t, reduction, beta = op.operands
    b.float_tensor(x)
    d = b.sub(x, t)
    bv = float(b.const_float(beta))
    sign = b.unary("sign", d)
    v = sign if bv == 0 else b.where(b.compare("lt", b.abs(d), bv), b.div(d, bv), sign)
    return [_scale_grad(b, v, g, _loss_norm(b, x, reduction))]


@decomposition("torch.aten.huber_loss_backward")
def huber_loss_backward(b, op):
    """``clamp(x - t, -delta, delta) g``."""
    g, x, t, reduction, delta = op.operands
    b.float_tensor(x)
    dv = float(b.const_float(delta))
    return [_scale_grad(b, b.clamp(b.sub(x, t), -dv, dv), g, _loss_norm(b, x, reduction))]


@decomposition("torch.aten.binary_cross_entropy_backward")
def binary_cross_entropy_backward(b, op):
    """``g (x - t) / max(x (1 - x), 1e-12) * w``."""
    g, x, t, w, reduction = op.operands
    b.float_tensor(x)
    denom = b.clamp(b.mul(b.rsub(x, 1.0), x), 1e-12, None)
    v = b.div(b.sub(x, t), denom)
    if not b.is_none(w):
        v = b.mul(v, w)
    return [_scale_grad(b, v, g, _loss_norm(b, x, reduction))]


@decomposition("torch.aten.native_dropout_backward")
def native_dropout_backward(b, op):
    """``g * mask * scale``."""
    g, mask, scale = op.operands
    g = _in_result_dtype(b, op, g)
    b.float_tensor(g)
    return [b.mul(b.mul(g, b.to_dtype(mask, b.dtype(g))), scale)]


@decomposition("torch.aten.select_backward")
def select_backward(b, op):
    """``select_scatter(zeros(input_sizes), g, dim, index)``."""
    g, sizes, dim, index = op.operands
    dt = b.known_dtype(g)
    shape = b.const_int_list(sizes)
    zeros = b.full(shape, 0, dt)
    return [b.op("torch.aten.select_scatter", [zeros, g, dim, index], zeros.type)]


@decomposition("torch.aten.slice_backward")
def slice_backward(b, op):
    """Step 1: ``slice_scatter(zeros(input_sizes), g, dim, start, end)``."""
    g, sizes, dim, start, end, step = op.operands
    if b.const_int(step) != 1:
        raise NotApplicable("step")
    dt = b.known_dtype(g)
    zeros = b.full(b.const_int_list(sizes), 0, dt)
    return [b.op("torch.aten.slice_scatter", [zeros, g, dim, start, end, step], zeros.type)]


@decomposition("torch.aten.max_pool2d_with_indices_backward", "torch.aten.max_pool3d_with_indices_backward")
def max_pool_with_indices_backward(b, op):
    """Each output gradient added at the input position its max came from: ``indices`` are flat
    over the spatial dims of each plane, so a ``scatter_add`` into zeros of the flattened input."""
    grad, x, indices = op.operands[0], op.operands[1], op.operands[-1]
    spatial = 2 if op.name == "torch.aten.max_pool2d_with_indices_backward" else 3
    r = b.rank(x)
    if r not in (spatial + 1, spatial + 2) or b.rank(grad) != r or b.rank(indices) != r:
        raise NotApplicable("rank")
    lead = r - spatial

    def flat(v):
        return b.reshape(v, b.shape_of(v)[:lead] + [b.numel_value(v, range(lead, r))])
    zeros = b.full(b.shape_of(x)[:lead] + [b.numel_value(x, range(lead, r))], 0, b.known_dtype(x))
    out = b.op("torch.aten.scatter_add", [zeros, lead, flat(indices), flat(grad)], zeros.type)
    return [b.reshape(out, b.shape_of(x))]


@decomposition("torch.aten.embedding_dense_backward")
def embedding_dense_backward(b, op):
    """The weight gradient of ``embedding``: row ``i`` sums the gradients of the lookups of
    ``i`` (those of ``padding_idx`` dropped), a ``scatter_add`` of the flattened gradient."""
    grad, indices, num_weights, padding_idx, scale = op.operands
    if b.const_bool(scale):
        raise NotApplicable("scale_grad_by_freq")
    r = b.rank(grad)
    dt = b.known_dtype(grad)
    dim = b.size(grad, r - 1)
    n = b.numel_value(indices, range(b.rank(indices)))
    idx = b.reshape(indices, [n])
    g = b.reshape(grad, [n, dim])
    pad = b.const_int(padding_idx)
    if pad >= 0:
        g = b.mul(g, b.to_dtype(b.unsqueeze(b.compare("ne", idx, pad), 1), dt))
    idx2 = b.expand(b.unsqueeze(idx, 1), [n, dim])
    zeros = b.full([b.const_int(num_weights), dim], 0, dt)
    return [b.op("torch.aten.scatter_add", [zeros, 0, idx2, g], zeros.type)]


@decomposition("torch.aten.nll_loss_backward", "torch.aten.nll_loss2d_backward")
def nll_loss_backward(b, op):
    """``-w[t] * g`` (``/ total_weight`` for the mean) scattered at the target class along the
    class dim into zeros; ignored targets get nothing."""
    g, x, target, weight, reduction, ignore_index, total_weight = op.operands
    b.float_tensor(x)
    dt = b.known_dtype(x)
    r = b.rank(x)
    if r == 1:
        xs, ts = b.unsqueeze(x, 0), b.unsqueeze(target, 0)
    elif r >= 2:
        xs, ts = x, target
    else:
        raise NotApplicable("rank")
    keep = b.compare("ne", ts, b.const_int(ignore_index))
    safe = b.where(keep, ts, b.scalar_tensor(0, b.known_dtype(ts)))
    if b.is_none(weight):
        w = b.to_dtype(keep, dt)
    else:
        w_sel = b.op("torch.aten.index_select", [weight, 0, b.reshape(safe, [-1])], b.vt([-1], dt))
        w = b.where(keep, b.reshape(w_sel, b.shape_of(safe)), b.scalar_tensor(0.0, dt))
    red = b.const_int(reduction)
    if red == 0:
        scale = b.unsqueeze(g, 0) if r == 1 else g
    elif red == 1:
        scale = b.div(g, total_weight)
    elif red == 2:
        scale = g
    else:
        raise NotApplicable("reduction")
    val = b.neg(b.mul(w, scale))
    zeros = b.full(b.shape_of(xs), 0, dt)
    out = b.op("torch.aten.scatter.src", [zeros, 1, b.unsqueeze(safe, 1), b.unsqueeze(val, 1)], zeros.type)
    return [b.squeeze_dim(out, 0) if r == 1 else out]


@decomposition("torch.aten.log_sigmoid_backward")
def log_sigmoid_backward(b, op):
    """``g * sigmoid(-x)`` (the buffer operand is not needed)."""
    g, x, _buffer = op.operands
    return [b.mul(g, b.sigmoid(b.neg(x)))]


@decomposition("torch.aten.glu_backward")
def glu_backward(b, op):
    """With ``x = [a, c]`` along ``dim``: ``[g s, g a s (1 - s)]``, ``s = sigmoid(c)``."""
    g, x, dim = op.operands
    r = b.rank(x)
    d = norm_dim(b.const_int(dim), r)
    n = b.sizes(x)[d]
    if n < 0 or n % 2:
        raise NotApplicable("dim size unknown or odd")
    a, c = b.slice(x, d, 0, n // 2), b.slice(x, d, n // 2, n)
    s = b.sigmoid(c)
    return [b.cat([b.mul(g, s), b.mul(b.mul(b.mul(g, a), s), b.rsub(s, 1.0))], d)]


@decomposition("torch.aten.hardshrink_backward", "torch.aten.softshrink_backward")
def shrink_backward(b, op):
    """``g`` outside ``[-lambd, lambd]``, 0 inside."""
    g, x, lambd = op.operands
    lv = float(b.const_float(lambd))
    inside = b.logical("and", b.compare("ge", x, -lv), b.compare("le", x, lv))
    return [b.where(inside, b.scalar_tensor(0, b.known_dtype(g)), g)]


@decomposition("torch.aten.native_layer_norm_backward")
def native_layer_norm_backward(b, op):
    """With ``xh = (x - mean) rstd`` and ``gw = g * weight`` over the ``N`` normalized elements:
    ``dx = rstd / N (N gw - sum(gw) - xh sum(gw xh))``, ``dw = sum(g xh)``, ``db = sum(g)`` over
    the leading dims. Outputs ``output_mask`` leaves out are zeros (nothing reads them)."""
    g, x, normalized_shape, mean, rstd, weight, bias, output_mask = op.operands
    b.float_tensor(x)
    dt = b.known_dtype(x)
    r = b.rank(x)
    norm = b.const_int_list(normalized_shape)
    axis = r - len(norm)
    inner, outer = list(range(axis, r)), list(range(axis))
    n = b.numel_value(x, inner)
    xh = b.mul(b.sub(x, mean), rstd)
    gw = g if b.is_none(weight) else b.mul(g, weight)
    s1 = b.sum(gw, inner, True)
    s2 = b.sum(b.mul(gw, xh), inner, True)
    nn = b.to_dtype(b.full([], n, T.SI64), dt) if not isinstance(n, int) else float(n)
    dx = b.mul(b.div(rstd, nn), b.sub(b.sub(b.mul(gw, nn), s1), b.mul(xh, s2)))

    def over_outer(v):
        return b.sum(v, outer, False) if outer else v
    dw = over_outer(b.mul(g, xh)) if not b.is_none(weight) else b.full(norm, 0, dt)
    db = over_outer(g) if not b.is_none(bias) else b.full(norm, 0, dt)
    return [dx, dw, db]


@condition("torch.aten.convolution_backward")
def convolution_backward_condition(args):
    """The decomposition below needs static spatial and weight sizes (the batch dim may be dynamic)."""
    sg, sx, sw = args["grad_output"], args["input"], args["weight"]
    if sx is None or sw is None or sg is None or len(sx) < 3:
        return "unknown rank or an unbatched input: tmlir's decomposition needs a batched input of known rank"
    if U in sx[2:] or U in sw or U in sg[2:]:
        return "dynamic spatial or weight sizes: tmlir's decomposition needs them static"
    return ""


def _weight_grad(b, data, kern, stride, padding, dilation, groups):
    """The weight gradient of a convolution as one grouped convolution whose batch dim is the
    channels of ``data`` in a group and whose channels are the groups times the batch (the batch is
    what is summed over): ``data`` ``[N, C1, ...]`` becomes ``[C1/G, G*N, ...]`` and ``kern``
    ``[N, C2, ...]`` becomes the weight ``[C2, N, ...]``; the result is ``[C1/G, C2, ...]``."""
    from .linear import _convolution
    n = len(b.sizes(data)) - 2
    if groups == 1:
        d = b.transpose(data, 0, 1)
    else:
        s = b.sizes(data)
        d = b.reshape(data, [-1, groups, s[1] // groups] + list(s[2:]))
        d = b.reshape(b.permute(d, [2, 1, 0] + list(range(3, n + 3))), [s[1] // groups, -1] + list(s[2:]))
    return _convolution(b, d, b.transpose(kern, 0, 1), b.none(), stride, padding, dilation, False, [0] * n, groups)


@decomposition("torch.aten.convolution_backward")
def convolution_backward(b, op):
    """The gradients of ``convolution`` (grouped, transposed or not) as convolutions.

    Not transposed (``y = conv(x, w)``, ``w`` ``[Cout, Cin/G, k]``): the input's is the transposed
    convolution of ``g`` with ``w`` in the same groups (``output_padding`` chosen so that it has the
    input's sizes); the weight's convolves the input with ``g`` over the batch (``_weight_grad``:
    stride and dilation swap roles), sliced to the kernel's sizes (positions the forward stride
    skipped give extra ones) and transposed to ``[Cout, Cin/G, k]``.
    Transposed (``w`` ``[Cin, Cout/G, k]``): the input's is the plain convolution of ``g`` with ``w``
    in the same groups; the weight's convolves ``g`` with the input over the batch, giving
    ``[Cout/G, Cin, k']``, sliced and transposed to ``[Cin, Cout/G, k]``.
    The bias's sums ``g`` over all but the channel dim. Gradients ``output_mask`` leaves out are
    zeros (nothing reads them). Applies under ``convolution_backward_condition``."""
    from .linear import _convolution
    g, x, w = op.operands[:3]
    stride, padding, dilation = (b.const_int_list(op.arg(n)) for n in ("stride", "padding", "dilation"))
    transposed, groups = b.const_bool(op.arg("transposed")), b.const_int(op.arg("groups"))
    mask = [b.const_bool(v) for v in b.list_elements(op.arg("output_mask"))]
    b.float_tensor(x)
    sx, sw, sg = b.sizes(x), b.sizes(w), b.sizes(g)
    why = convolution_backward_condition({"grad_output": sg, "input": sx, "weight": sw})
    if why:
        raise NotApplicable(why)
    n = len(sx) - 2
    stride, padding, dilation = ((v * n if len(v) == 1 else v) for v in (stride, padding, dilation))
    dt = b.known_dtype(x)
    none = b.none()

    def cut(v, sizes):  # the leading ``sizes`` of each spatial dim of ``v``
        for i in range(n):
            if b.sizes(v)[2 + i] != sizes[i]:
                v = b.slice(v, 2 + i, 0, sizes[i])
        return v
    results = []
    if not mask[0]:
        results.append(b.full(sx, 0, dt))
    elif transposed:
        results.append(cut(_convolution(b, g, w, none, stride, padding, dilation, False, [0] * n, groups), sx[2:]))
    else:
        out_pad = [sx[2 + i] - ((sg[2 + i] - 1) * stride[i] - 2 * padding[i] + dilation[i] * (sw[2 + i] - 1) + 1)
                   for i in range(n)]  # the remainder the forward stride dropped: 0 <= out_pad < stride
        results.append(_convolution(b, g, w, none, stride, padding, dilation, True, out_pad, groups))
    if not mask[1]:
        results.append(b.full(sw, 0, dt))
    elif transposed:
        results.append(b.transpose(cut(_weight_grad(b, g, x, dilation, padding, stride, groups), sw[2:]), 0, 1))
    else:
        results.append(b.transpose(cut(_weight_grad(b, x, g, dilation, padding, stride, groups), sw[2:]), 0, 1))
    channels = sw[1] * groups if transposed else sw[0]
    results.append(b.sum(g, [0] + list(range(2, n + 2))) if mask[2] else b.full([channels], 0, dt))
    return results
