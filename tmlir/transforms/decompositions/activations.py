"""Activations: softmax family, gelu, silu, mish, elu family, hard* ops, shrinks, dropout (eval)."""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T

from .registry import decomposition
from .builder import NotApplicable, is_float_dtype


def _softmax(b, x, dim, log):
    """softmax / log_softmax of float tensor ``x`` along ``dim`` (max-subtracted). f16/bf16 compute
    in f32 and round once at the end, as PyTorch's CPU kernels (a half log_softmax rounded at each
    step was off by 8e-3)."""
    dt = b.dtype(x)
    if dt in (T.F16, T.BF16):
        return b.to_dtype(_softmax(b, b.to_dtype(x, T.F32), dim, log), dt)
    m = b.amax(x, [dim], True)
    shifted = b.sub(x, m)
    e = b.exp(shifted)
    s = b.sum(e, [dim], True)
    if log:
        return b.sub(shifted, b.log(s))
    return b.div(e, s)


def safe_softmax(b, x, dim):
    """``_safe_softmax``: softmax along ``dim``, 0 on the slices where every element is -inf
    (where plain softmax gives NaN: a query that may attend to no key)."""
    m = b.amax(x, [dim], True)
    e = b.exp(b.sub(x, m))
    p = b.div(e, b.sum(e, [dim], True))
    all_masked = b.compare("eq", m, -math.inf)
    return b.where(all_masked, b.scalar_tensor(0.0, b.known_dtype(p)), p)


@decomposition("torch.aten._safe_softmax")
def safe_softmax_(b, op):
    """``where(all(x == -inf, dim), 0, softmax(x, dim))`` (the softmax of sdpa's math path)."""
    x, dim, dtype = op.operands
    d = b.const_int(dim)
    dt = b.dtype_arg(dtype)
    if dt is not None:
        x = b.to_dtype(x, dt)
    b.float_tensor(x)
    return [safe_softmax(b, x, d)]


def _softmax_int(log):
    """softmax.int (log_softmax.int when ``log``): ``softmax(x, d) = exp(x - max) / sum(exp(x - max))``
    in the ``dtype`` argument when it is given."""
    def softmax_int(b, op):
        x, dim, dtype = op.operands
        d = b.const_int(dim)
        dt = b.dtype_arg(dtype)
        if dt is not None:
            x = b.to_dtype(x, dt)
        b.float_tensor(x)
        return [_softmax(b, x, d, log)]
    return softmax_int


def _softmax_half(log):
    """_softmax (_log_softmax when ``log``) without ``half_to_float``."""
    def softmax_half(b, op):
        x, dim, half_to_float = op.operands
        if b.const_bool(half_to_float):
            raise NotApplicable("half_to_float")
        return [_softmax(b, b.float_tensor(x), b.const_int(dim), log)]
    return softmax_half


decomposition("torch.aten.softmax.int")(_softmax_int(False))
decomposition("torch.aten.log_softmax.int")(_softmax_int(True))
decomposition("torch.aten._softmax")(_softmax_half(False))
decomposition("torch.aten._log_softmax")(_softmax_half(True))


@decomposition("torch.aten.gelu")
def gelu(b, op):
    """``none``: ``x/2 (1 + erf(x/sqrt 2))``; ``tanh``: ``x/2 (1 + tanh(sqrt(2/pi)(x + 0.044715 x^3)))``;
    f16/bf16 in f32, rounded once (PyTorch's kernel; rounding each step was 64 f16 ulps off)."""
    x, approx = op.operands
    b.float_tensor(x)
    half, x, _ = b.in_f32(x)
    mode = b.const_str(approx)
    if mode == "none":
        inner = b.unary("erf", b.mul(x, 1 / math.sqrt(2)))
    elif mode == "tanh":
        cube = b.mul(b.mul(x, x), x)
        inner = b.tanh(b.mul(b.add(x, b.mul(cube, 0.044715)), math.sqrt(2 / math.pi)))
    else:
        raise NotApplicable(mode)
    return b.back_to(half, [b.mul(b.mul(x, 0.5), b.add(inner, 1.0))])


@decomposition("torch.aten.silu")
def silu(b, op):
    x = b.float_tensor(op.operands[0])
    return [b.mul(x, b.sigmoid(x))]


def _softplus(b, x, beta, threshold):
    """``where(beta x > threshold, x, log1p(exp(beta x)) / beta)``."""
    bx = b.mul(x, beta) if beta != 1 else x
    sp = b.unary("log1p", b.exp(bx))
    if beta != 1:
        sp = b.div(sp, beta)
    return b.where(b.compare("gt", bx, threshold), x, sp)


@decomposition("torch.aten.mish")
def mish(b, op):
    x = b.float_tensor(op.operands[0])
    return [b.mul(x, b.tanh(_softplus(b, x, 1, 20)))]


@decomposition("torch.aten.softplus")
def softplus(b, op):
    x, beta, threshold = op.operands
    b.float_tensor(x)
    return [_softplus(b, x, b.const_float(beta), b.const_float(threshold))]


@decomposition("torch.aten.hardsigmoid")
def hardsigmoid(b, op):
    """``clamp(x + 3, 0, 6) / 6``."""
    x = b.float_tensor(op.operands[0])
    return [b.div(b.clamp(b.add(x, 3.0), 0.0, 6.0), 6.0)]


@decomposition("torch.aten.hardswish")
def hardswish(b, op):
    x = b.float_tensor(op.operands[0])
    return [b.mul(x, b.div(b.clamp(b.add(x, 3.0), 0.0, 6.0), 6.0))]


@decomposition("torch.aten.relu6")
def relu6(b, op):
    x = op.operands[0]
    if not is_float_dtype(b.dtype(x)):
        raise NotApplicable("relu6 of an integer tensor")
    return [b.clamp(x, 0.0, 6.0)]


@decomposition("torch.aten.hardtanh")
def hardtanh(b, op):
    x, lo, hi = op.operands
    b.float_tensor(x)
    return [b.clamp(x, lo, hi)]


def _elu(b, x, alpha, scale, input_scale):
    """``where(x > 0, scale x, alpha scale (exp(input_scale x) - 1))``."""
    neg = b.mul(b.unary("expm1", b.mul(x, input_scale), "float"), float(alpha) * float(scale))
    return b.where(b.compare("gt", x, 0.0), b.mul(x, scale), neg)


@decomposition("torch.aten.elu")
def elu(b, op):
    x, alpha, scale, input_scale = op.operands
    b.float_tensor(x)
    return [_elu(b, x, b.const_float(alpha), b.const_float(scale), b.const_float(input_scale))]


@decomposition("torch.aten.selu")
def selu(b, op):
    x = b.float_tensor(op.operands[0])
    return [_elu(b, x, 1.6732632423543772848170429916717, 1.0507009873554804934193349852946, 1.0)]


@decomposition("torch.aten.celu")
def celu(b, op):
    x, alpha = op.operands
    b.float_tensor(x)
    a = float(b.const_float(alpha))
    return [_elu(b, x, a, 1.0, 1.0 / a)]


@decomposition("torch.aten.leaky_relu")
def leaky_relu(b, op):
    x, slope = op.operands
    b.float_tensor(x)
    return [b.where(b.compare("gt", x, 0.0), x, b.mul(x, slope))]


@decomposition("torch.aten.rrelu")
def rrelu(b, op):
    """Eval mode (``training=False``): leaky_relu with slope ``(lower + upper) / 2``. Training
    mode: each non-positive element gets its own slope drawn uniformly from ``[lower, upper)``
    (random.py's counter-based stream; an explicit generator is not supported)."""
    from .random import uniform01, _no_generator as no_generator
    x, lower, upper, training, gen = op.operands
    b.float_tensor(x)
    lo, hi = float(b.const_float(lower)), float(b.const_float(upper))
    if b.const_bool(training):
        no_generator(b, gen)
        u = uniform01(b, op, b.shape_of(x), b.known_dtype(x))
        slope = b.add(b.mul(u, hi - lo), lo)
    else:
        slope = (lo + hi) / 2
    return [b.where(b.compare("gt", x, 0.0), x, b.mul(x, slope))]


@decomposition("torch.aten.threshold")
def threshold(b, op):
    """``where(x <= threshold, value, x)`` in ``x``'s dtype."""
    x, th, value = op.operands
    dt = b.known_dtype(x)
    fill = b.scalar_tensor(value, dt)
    return [b.where(b.compare("le", x, th), fill, x)]


@decomposition("torch.aten.prelu")
def prelu(b, op):
    """``where(x > 0, x, w x)`` with ``w`` along dim 1 (inputs of fewer than 2 dims have one
    channel: a one-element or 0-d weight, applied as a scalar)."""
    x, w = op.operands
    b.float_tensor(x)
    r = b.rank(x)
    rw = b.rank(w)
    if rw > 1:
        raise NotApplicable("weight rank")
    if r < 2 and rw == 1:
        if b.sizes(w)[0] != 1:
            raise NotApplicable("inputs of fewer than 2 dims take one weight")
        w = b.reshape(w, [])
    elif r >= 2 and rw == 1:
        w = b.reshape(w, [-1] + [1] * (r - 2))
    return [b.where(b.compare("gt", x, 0.0), x, b.mul(x, w))]


@decomposition("torch.aten.hardshrink")
def hardshrink(b, op):
    x, lambd = op.operands
    b.float_tensor(x)
    zero = b.scalar_tensor(0.0, b.dtype(x))
    return [b.where(b.compare("gt", b.abs(x), lambd), x, zero)]


@decomposition("torch.aten.softshrink")
def softshrink(b, op):
    x, lambd = op.operands
    b.float_tensor(x)
    l = b.const_float(lambd)
    zero = b.scalar_tensor(0.0, b.dtype(x))
    below = b.where(b.compare("lt", x, -l), b.add(x, l), zero)
    return [b.where(b.compare("gt", x, l), b.sub(x, l), below)]


@decomposition("torch.aten.glu")
def glu(b, op):
    """``a * sigmoid(c)`` with ``a``, ``c`` the two halves of ``x`` along ``dim``."""
    x, dim = op.operands
    b.float_tensor(x)
    d = b.const_int(dim)
    r = b.rank(x)
    d = d + r if d < 0 else d
    n = b.size(x, d)
    if isinstance(n, int):
        half = n // 2
        if n % 2:
            raise NotApplicable("odd size")
        end = n
    else:
        half = b.op("torch.aten.floordiv.int", [n, 2], n.type)
        end = n
    a = b.slice(x, d, 0, half)
    c = b.slice(x, d, half, end)
    return [b.mul(a, b.sigmoid(c))]


@decomposition("torch.aten.log_sigmoid")
def log_sigmoid(b, op):
    """``min(x, 0) - log1p(exp(-|x|))``; f16/bf16 in f32, rounded once (PyTorch's CPU kernel)."""
    x = b.float_tensor(op.operands[0])
    dt = b.dtype(x)
    if dt in (T.F16, T.BF16):
        x = b.to_dtype(x, T.F32)
    zero = b.scalar_tensor(0.0, b.dtype(x))
    y = b.sub(b.minimum(x, zero), b.unary("log1p", b.exp(b.neg(b.abs(x)))))
    return [b.to_dtype(y, dt) if dt in (T.F16, T.BF16) else y]


@decomposition("torch.aten.logit")
def logit(b, op):
    """``log(x / (1 - x))``, ``x`` clamped to ``[eps, 1 - eps]`` when eps is given. For f16/bf16
    the quotient is rounded to the half type and its log taken in f32, then rounded (PyTorch's CPU
    kernel does so; a half-precision log is less accurate)."""
    x, eps = op.operands
    x = b.float_tensor(x)
    e = b.opt_float(eps)
    if e is not None:
        x = b.clamp(x, float(e), 1.0 - float(e))
    q = b.div(x, b.rsub(x, 1.0))
    dt = b.dtype(x)
    if dt in (T.F16, T.BF16):
        return [b.to_dtype(b.log(b.to_dtype(q, T.F32)), dt)]
    return [b.log(q)]


@decomposition("torch.aten.dropout", "torch.aten.feature_dropout", "torch.aten.alpha_dropout",
               "torch.aten.feature_alpha_dropout")
def dropout(b, op):
    """Eval mode (``train=False``): the identity."""
    x, _p, train = op.operands
    if b.const_bool(train):
        raise NotApplicable("train")
    return [x]


@decomposition("torch.aten.native_dropout")
def native_dropout(b, op):
    """``train=False``: ``(x, ones(bool))``; ``train=True``: a random mask (random.py)."""
    x, p, train = op.operands
    if b.is_none(train) or b.const_bool(train):
        from .random import dropout_train
        return list(dropout_train(b, op, x, float(b.const_float(p))))
    return [x, b.full(b.shape_of(x), True, T.I1)]
