"""Complex math functions on (re, im) parts: exp/expm1/exp2, log/log1p/log2/log10, sqrt/rsqrt, the trigonometric
and hyperbolic functions and their inverses, sigmoid, pow.

All parts are computed in the real dtype of the complex one (f32 for complex64: TOSA has no f64),
so the formulas are chosen to keep their digits there: e^|x|/2 for sinh/cosh (finite up to
|x| = 89), Kahan's tanh (tan y, sinh x), log1p of 4x/|1-z|^2 for atanh's real part, a Taylor
polynomial of asinh near 0 (log of a modulus near 1 loses the relative digits), log(2z) far out.
Branch cuts and signed zeros follow C99 (and PyTorch): ``atan2`` here gives atan2(-0, x<0) = -pi
and atan2(+-0, -0) = +-pi (the real ``torch.aten.atan2`` of the TOSA lowering does not), square
roots take the sign of the imaginary part by ``copysign``, so -0 picks the lower side of a cut.
"""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T
from tmlir.dialects.torch.types import BaseTensorType, TorchComplexType
from tmlir.transforms.decompositions.builder import NotApplicable, NotSupported
from .arithmetic import abs_parts, div_parts, mul_parts
from .registry import complex_pattern

LN2 = math.log(2.0)
HALF_PI = math.pi / 2

#: |z| beyond which asinh / acosh are log(2z) (z^2 would overflow f32 from 1.8e19; at 1e8 the
#: 1 in z^2 + 1 no longer counts in f32)
_FAR = 1e8
#: |z|^2 below which asinh (asin) take their Taylor polynomial z -+ z^3/6 (next term 3/40 z^5)
_NEAR2 = 1e-4


# -- real helpers ---------------------------------------------------------------------------------
def _tensor(b, like, v):
    return b.full_like(like, float(v)) if isinstance(v, (int, float)) else v


def _sign1(b, x):
    """copysign(1, x): -1 for x < 0 and for -0."""
    return b.elementwise("torch.aten.copysign.Tensor", [b.full_like(x, 1.0), x])


def _copysign(b, mag, s):
    return b.elementwise("torch.aten.copysign.Tensor", [mag, s])


def _neg_signbit(b, x):
    """x < 0 or x is -0."""
    return b.compare("lt", _sign1(b, x), 0.0)


def atan2(b, y, x):
    """C's atan2 on the signed zeros of ``y``: atan2(+-0, x) is +-0 for x > 0 or +0 and +-pi for
    x < 0 or -0; two infinities give +-pi/4 or +-3pi/4."""
    a = b.elementwise("torch.aten.atan2", [y, x])
    xneg = _neg_signbit(b, x)
    on_axis = _copysign(b, b.where(xneg, b.full_like(x, math.pi), b.full_like(x, 0.0)), y)
    a = b.where(b.compare("eq", y, 0.0), on_axis, a)
    both_inf = b.logical("and", b.unary("isinf", x, T.I1), b.unary("isinf", y, T.I1))
    diag = _copysign(b, b.where(xneg, b.full_like(x, 3 * math.pi / 4), b.full_like(x, math.pi / 4)), y)
    return b.where(both_inf, diag, a)


def _sinh_cosh(b, x):
    """(sinh x, cosh x): with h = e^(|x| - ln 2) = e^|x| / 2, (+-(h - 1/4h), h + 1/4h) (finite
    while e^|x| / 2 is); sinh by its Taylor polynomial for |x| < 0.1 (the difference cancels)."""
    ax = b.abs(x)
    h = b.exp(b.sub(ax, LN2))
    q = b.mul(b.unary("reciprocal", h), 0.25)
    ch = b.add(h, q)
    sh = _copysign(b, b.sub(h, q), x)
    x2 = b.mul(x, x)
    # x (1 + x^2/6 (1 + x^2/20 (1 + x^2/42)))
    poly = b.add(b.mul(x2, 1 / 42), 1.0)
    poly = b.add(b.mul(b.mul(x2, poly), 1 / 20), 1.0)
    poly = b.add(b.mul(b.mul(x2, poly), 1 / 6), 1.0)
    poly = b.mul(x, poly)
    sh = b.where(b.compare("lt", ax, 0.1), poly, sh)
    return sh, ch


def sin_cos(b, x):
    """(sin x, cos x) of the real parts: the backend's own sin and cos (``tosa.sin``/``tosa.cos``);
    an engine whose f32 range reduction is too coarse is corrected where it runs (the RefBackend:
    tmlir/backends/iree/, iree-tosa-precise-f32-sin-cos)."""
    return b.unary("sin", x), b.unary("cos", x)


def _expm1(b, x):
    """e^x - 1: its Taylor polynomial to x^7 for |x| < 0.1, exp(x) - 1 elsewhere."""
    acc = b.full_like(x, 1.0)
    for k in (7, 6, 5, 4, 3, 2):
        acc = b.add(b.mul(b.mul(x, acc), 1.0 / k), 1.0)
    poly = b.mul(x, acc)
    return b.where(b.compare("lt", b.abs(x), 0.1), poly, b.sub(b.exp(x), 1.0))


# -- complex helpers on parts -------------------------------------------------------------------
def exp_parts(b, x, y):
    """e^x (cos y, sin y); (e^x, y) for y = +-0 (no inf * 0), 0 when e^x is 0 (x = -inf: C99's
    cexp(-inf + iy) = 0 for any y)."""
    ex = b.exp(x)
    sy, cy = sin_cos(b, y)
    re, im = b.mul(ex, cy), b.mul(ex, sy)
    yz = b.compare("eq", y, 0.0)
    re, im = b.where(yz, ex, re), b.where(yz, y, im)
    ez = b.compare("eq", ex, 0.0)
    zero = b.full_like(x, 0.0)
    return b.where(ez, zero, re), b.where(ez, zero, im)


def log_parts(b, x, y):
    """(log|z|, atan2(y, x)), |z| without overflow."""
    return b.log(abs_parts(b, x, y)), atan2(b, y, x)


def sqrt_parts(b, x, y):
    """The principal square root: t = sqrt(|x|/2 + |z|/2); (t, y/2t) for x >= 0 (-0 too),
    (|y|/2t, copysign(t, y)) for x < 0; (0, y) for 0, (inf, y) for an infinite y."""
    t = b.sqrt(b.add(b.mul(b.abs(x), 0.5), b.mul(abs_parts(b, x, y), 0.5)))
    zero = b.compare("eq", t, 0.0)
    t2 = b.where(zero, b.full_like(t, 1.0), b.mul(t, 2.0))
    q = b.div(y, t2)
    pos = b.compare("ge", x, 0.0)
    re = b.where(pos, t, b.abs(q))
    im = b.where(pos, q, _copysign(b, t, y))
    re = b.where(zero, b.full_like(t, 0.0), re)
    im = b.where(zero, y, im)
    yinf = b.unary("isinf", y, T.I1)
    return b.where(yinf, b.full_like(t, math.inf), re), b.where(yinf, y, im)


def sinh_parts(b, x, y):
    """sinh(x + iy) = (sinh x cos y, cosh x sin y); y = +-0 gives (sinh x, y)."""
    sh, ch = _sinh_cosh(b, x)
    sy, cy = sin_cos(b, y)
    re, im = b.mul(sh, cy), b.mul(ch, sy)
    yz = b.compare("eq", y, 0.0)
    return b.where(yz, sh, re), b.where(yz, y, im)


def cosh_parts(b, x, y):
    """cosh(x + iy) = (cosh x cos y, sinh x sin y); y = +-0 gives (cosh x, copysign(1, x) y)."""
    sh, ch = _sinh_cosh(b, x)
    sy, cy = sin_cos(b, y)
    re, im = b.mul(ch, cy), b.mul(sh, sy)
    yz = b.compare("eq", y, 0.0)
    return b.where(yz, ch, re), b.where(yz, b.mul(_sign1(b, x), y), im)


def tanh_parts(b, x, y):
    """Kahan's tanh: t = tan y, s = sinh x, beta = 1 + t^2: (beta s sqrt(1 + s^2), t) / (1 + beta s^2);
    for |x| > 9 (tanh x = +-1 in f32): (copysign(1, x), 2 sin 2y e^(-2|x|))."""
    t = b.unary("tan", y)
    s, ch = _sinh_cosh(b, x)
    beta = b.add(b.mul(t, t), 1.0)
    bs = b.mul(beta, s)
    den = b.add(b.mul(bs, s), 1.0)
    re = b.div(b.mul(bs, ch), den)
    im = b.div(t, den)
    ax = b.abs(x)
    big = b.compare("gt", ax, 9.0)
    im_big = b.mul(b.mul(sin_cos(b, b.mul(y, 2.0))[0], b.exp(b.mul(ax, -2.0))), 2.0)
    # tanh(+-inf + iy) = +-1 + 0i for any y (C99: no NaN from sin(inf) * 0)
    im_big = b.where(b.unary("isinf", x, T.I1), b.full_like(x, 0.0), im_big)
    return b.where(big, _sign1(b, x), re), b.where(big, im_big, im)


def _near(b, x, y, k, value):
    """``value`` (a pair) or z + k z^3 where |z|^2 < _NEAR2."""
    x2, y2 = b.mul(x, x), b.mul(y, y)
    near = b.compare("lt", b.add(x2, y2), _NEAR2)
    # z^3 = (x^3 - 3 x y^2, 3 x^2 y - y^3)
    c3r = b.mul(x, b.sub(x2, b.mul(y2, 3.0)))
    c3i = b.mul(y, b.sub(b.mul(x2, 3.0), y2))
    tr, ti = b.add(x, b.mul(c3r, k)), b.add(y, b.mul(c3i, k))
    return b.where(near, tr, value[0]), b.where(near, ti, value[1])


def _far_log2z(b, x, y, value, s=None):
    """``value`` or log(2z) (times the sign ``s``) where max(|x|, |y|) > _FAR."""
    far = b.compare("gt", b.maximum(b.abs(x), b.abs(y)), _FAR)
    lr, li = log_parts(b, x, y)
    lr = b.add(lr, LN2)
    return b.where(far, lr, value[0]), b.where(far, li, value[1])


def asinh_parts(b, x, y):
    """asinh(z) = s log(w + sqrt(w^2 + 1)), w = s z, s = -1 for x < 0 (no cancellation in the real
    part of w + sqrt(.)); cuts on the imaginary axis beyond +-i; z - z^3/6 near 0, log(2w) far out.
    s is -1 for x = -0 too (asinh is odd: asinh(-0 + iy) = -asinh(+0 - iy), the side of the cut)."""
    flip = _neg_signbit(b, x)
    wx, wy = b.where(flip, b.neg(x), x), b.where(flip, b.neg(y), y)
    # re(w^2 + 1) = (wx - wy)(wx + wy) + 1, or (1 - |wy|)(1 + |wy|) + wx^2 when |wy| > |wx| (exact
    # 1 - |wy| near the branch point i)
    ay = b.abs(wy)
    ur1 = b.add(b.mul(b.sub(wx, wy), b.add(wx, wy)), 1.0)
    ur2 = b.add(b.mul(b.rsub(ay, 1.0), b.add(ay, 1.0)), b.mul(wx, wx))
    ur = b.where(b.compare("gt", ay, b.abs(wx)), ur2, ur1)
    ui = b.mul(b.mul(wx, wy), 2.0)
    sr, si = sqrt_parts(b, ur, ui)
    lr, li = log_parts(b, b.add(wx, sr), b.add(wy, si))
    lr, li = _far_log2z(b, wx, wy, (lr, li))
    lr, li = b.where(flip, b.neg(lr), lr), b.where(flip, b.neg(li), li)
    return _near(b, x, y, -1.0 / 6.0, (lr, li))


def atanh_parts(b, x, y):
    """atanh(z) = ((log|1+z| - log|1-z|) / 2, atan2(2y, (1-x)(1+x) - y^2) / 2) (the moduli without
    overflow or underflow), the real part as log1p(4x / |1-z|^2) / 4 for |x| < 0.5 or far out
    (0 for an infinite part), the imaginary part +-pi/2 far out; cuts on the real axis beyond +-1."""
    y2 = b.mul(y, y)
    omx, opx = b.rsub(x, 1.0), b.add(x, 1.0)
    den = b.add(b.mul(omx, omx), y2)
    r_log = b.mul(b.sub(b.log(abs_parts(b, opx, y)), b.log(abs_parts(b, omx, y))), 0.5)
    r_log1p = b.mul(b.unary("log1p", b.mul(b.div(x, den), 4.0)), 0.25)
    ax = b.abs(x)
    far = b.compare("gt", b.maximum(ax, b.abs(y)), _FAR)
    re = b.where(b.logical("or", b.compare("lt", ax, 0.5), far), r_log1p, r_log)
    inf = b.logical("or", b.unary("isinf", x, T.I1), b.unary("isinf", y, T.I1))
    re = b.where(inf, _copysign(b, b.full_like(x, 0.0), x), re)
    im = b.mul(atan2(b, b.mul(y, 2.0), b.sub(b.mul(omx, opx), y2)), 0.5)
    # far out (infinities too): +-pi/2 by the sign of y (the error is below 1/|z|)
    im = b.where(far, _copysign(b, b.full_like(x, HALF_PI), y), im)
    return re, im


def acosh_parts(b, x, y):
    """acosh(z) = log(z + sqrt(z + 1) sqrt(z - 1)) (cut on the real axis below 1); log(2z) far out."""
    ar, ai = sqrt_parts(b, b.add(x, 1.0), y)
    br, bi = sqrt_parts(b, b.sub(x, 1.0), y)
    pr, pi_ = mul_parts(b, (ar, ai), (br, bi))
    v = log_parts(b, b.add(x, pr), b.add(y, pi_))
    return _far_log2z(b, x, y, v)


# -- patterns -------------------------------------------------------------------------------------
def _unary_parts(c, op):
    """(re, im) of the complex operand as tensors of the result's sizes (a constant complex scalar
    as filled ones)."""
    v = op.operands[0]
    if not c.is_complex(v):
        raise NotApplicable("a real operand")
    re, im = c.parts(v)
    if im is None:
        im = 0.0
    if isinstance(re, (int, float)) or isinstance(im, (int, float)):
        t = op.results[0].type
        if t.sizes is None:
            raise NotApplicable("unknown rank")
        rdt = c.real_type(t).dtype
        re, im = (c.b.full(list(t.sizes), float(p), rdt) if isinstance(p, (int, float)) else p for p in (re, im))
    return re, im


@complex_pattern("torch.aten.exp")
def exp(c, op):
    return [exp_parts(c.b, *_unary_parts(c, op))]


@complex_pattern("torch.aten.expm1")
def expm1(c, op):
    """(expm1(x) cos y - 2 sin^2(y/2), e^x sin y): no cancellation near 0."""
    b = c.b
    x, y = _unary_parts(c, op)
    s2 = sin_cos(b, b.mul(y, 0.5))[0]
    _, cy = sin_cos(b, y)
    re = b.sub(b.mul(_expm1(b, x), cy), b.mul(b.mul(s2, s2), 2.0))
    _, ei = exp_parts(b, x, y)
    return [(re, ei)]


@complex_pattern("torch.aten.log")
def log(c, op):
    return [log_parts(c.b, *_unary_parts(c, op))]


@complex_pattern("torch.aten.log2")
def log2(c, op):
    """log(z) / ln 2 on both parts."""
    b = c.b
    lr, li = log_parts(b, *_unary_parts(c, op))
    return [(b.mul(lr, 1.0 / LN2), b.mul(li, 1.0 / LN2))]


@complex_pattern("torch.aten.log10")
def log10(c, op):
    """log(z) / ln 10 on both parts."""
    b = c.b
    lr, li = log_parts(b, *_unary_parts(c, op))
    k = 1.0 / math.log(10.0)
    return [(b.mul(lr, k), b.mul(li, k))]


@complex_pattern("torch.aten.exp2")
def exp2(c, op):
    """exp(z ln 2)."""
    b = c.b
    x, y = _unary_parts(c, op)
    return [exp_parts(b, b.mul(x, LN2), b.mul(y, LN2))]


@complex_pattern("torch.aten.log1p")
def log1p(c, op):
    """(log1p(x (2 + x) + y^2) / 2, atan2(y, 1 + x)) for |z| < 0.5 (relative digits near 0),
    log(1 + z) elsewhere."""
    b = c.b
    x, y = _unary_parts(c, op)
    opx = b.add(x, 1.0)
    lr, li = log_parts(b, opx, y)
    small = b.mul(b.unary("log1p", b.add(b.mul(x, b.add(x, 2.0)), b.mul(y, y))), 0.5)
    near = b.compare("lt", abs_parts(b, x, y), 0.5)
    return [(b.where(near, small, lr), li)]


@complex_pattern("torch.aten.sqrt")
def sqrt(c, op):
    return [sqrt_parts(c.b, *_unary_parts(c, op))]


@complex_pattern("torch.aten.rsqrt")
def rsqrt(c, op):
    b = c.b
    x, y = _unary_parts(c, op)
    re, im = div_parts(c, (1.0, None), sqrt_parts(b, x, y), x)
    # 1 / 0 is inf + NaN i in PyTorch (0 / 0 in the imaginary part)
    zero = b.logical("and", b.compare("eq", x, 0.0), b.compare("eq", y, 0.0))
    return [(b.where(zero, b.full_like(x, math.inf), re), b.where(zero, b.full_like(x, math.nan), im))]


@complex_pattern("torch.aten.sinh")
def sinh(c, op):
    return [sinh_parts(c.b, *_unary_parts(c, op))]


@complex_pattern("torch.aten.cosh")
def cosh(c, op):
    return [cosh_parts(c.b, *_unary_parts(c, op))]


@complex_pattern("torch.aten.tanh")
def tanh(c, op):
    return [tanh_parts(c.b, *_unary_parts(c, op))]


def _minus_i_of_i(c, op, parts_fn):
    """-i g(iz) for ``parts_fn`` = g on (re, im): iz = (-y, x), and -i (u + iv) = (v, -u)."""
    b = c.b
    x, y = _unary_parts(c, op)
    u, v = parts_fn(b, b.neg(y), x)
    return [(v, b.neg(u))]


@complex_pattern("torch.aten.sin")
def sin(c, op):
    """sin z = -i sinh(iz)."""
    return _minus_i_of_i(c, op, sinh_parts)


@complex_pattern("torch.aten.cos")
def cos(c, op):
    """cos z = cosh(iz)."""
    b = c.b
    x, y = _unary_parts(c, op)
    return [cosh_parts(b, b.neg(y), x)]


@complex_pattern("torch.aten.tan")
def tan(c, op):
    """tan z = -i tanh(iz)."""
    return _minus_i_of_i(c, op, tanh_parts)


@complex_pattern("torch.aten.asinh")
def asinh(c, op):
    return [asinh_parts(c.b, *_unary_parts(c, op))]


@complex_pattern("torch.aten.asin")
def asin(c, op):
    """asin z = -i asinh(iz) (cuts on the real axis beyond +-1)."""
    return _minus_i_of_i(c, op, asinh_parts)


@complex_pattern("torch.aten.acos")
def acos(c, op):
    """acos z = pi/2 - asin z."""
    b = c.b
    x, y = _unary_parts(c, op)
    ar, ai = asinh_parts(b, b.neg(y), x)
    return [(b.rsub(ai, HALF_PI), ar)]


@complex_pattern("torch.aten.atanh")
def atanh(c, op):
    return [atanh_parts(c.b, *_unary_parts(c, op))]


@complex_pattern("torch.aten.atan")
def atan(c, op):
    """atan z = -i atanh(iz) (cuts on the imaginary axis beyond +-i)."""
    return _minus_i_of_i(c, op, atanh_parts)


@complex_pattern("torch.aten.acosh")
def acosh(c, op):
    return [acosh_parts(c.b, *_unary_parts(c, op))]


@complex_pattern("torch.aten.sigmoid")
def sigmoid(c, op):
    """1 / (1 + e^-z)."""
    b = c.b
    x, y = _unary_parts(c, op)
    er, ei = exp_parts(b, b.neg(x), b.neg(y))
    return [div_parts(c, (1.0, None), (b.add(er, 1.0), ei), x)]


# -- pow ------------------------------------------------------------------------------------------
def _pow_general(c, op, base, expo):
    """exp(w log z) on parts (PyTorch's complex pow: pow(0, 0) is NaN there, pow(0, w) = 0 for
    Re w > 0), the parts broadcast to the result."""
    b = c.b
    like = _result_like(c, op)
    zr, zi = (_tensor(b, like, p) if p is not None else None for p in base)
    if zi is None:
        zi = b.full_like(zr, 0.0)
    lr, li = log_parts(b, zr, zi)
    wr, wi = expo
    if wi is None:
        er, ei = b.mul(lr, wr), b.mul(li, wr)
    else:
        er, ei = mul_parts(b, (wr, wi), (lr, li))
    er, ei = b.add(er, like), b.add(ei, like)
    return [exp_parts(b, er, ei)]


def _result_like(c, op):
    t = op.results[0].type
    return c.b.full(list(t.sizes), 0.0, c.real_type(t).dtype)


def _int_power(c, z, n):
    """z^n by squaring for a small integer n (exact products, as PyTorch's integer powers)."""
    b = c.b
    acc = None
    p = z
    k = abs(n)
    while k:
        if k & 1:
            acc = p if acc is None else mul_parts(b, acc, p)
        k >>= 1
        if k:
            p = mul_parts(b, p, p)
    if n < 0:
        acc = div_parts(c, (1.0, None), acc, acc[0])
    return acc


@complex_pattern("torch.aten.pow.Tensor_Scalar")
def pow_tensor_scalar(c, op):
    b = c.b
    z = _unary_parts(c, op)
    e = op.operands[1]
    if isinstance(e.type, TorchComplexType):
        er, ei = c.parts(e)
        if ei != 0:
            return _pow_general(c, op, z, (er, ei))
        e = er
    else:
        try:
            e = b.const_float(e)
        except NotApplicable:
            raise NotSupported(f"'{op.name}' on a complex tensor with an exponent that is not a constant "
                               "has no real form here") from None
    if e == 0:
        one = b.full_like(z[0], 1.0)
        return [(one, b.full_like(z[0], 0.0))]
    if e == int(e) and abs(e) <= 4:
        return [_int_power(c, z, int(e))]
    if e == 0.5:
        return [sqrt_parts(b, *z)]
    if e == -0.5:
        return [div_parts(c, (1.0, None), sqrt_parts(b, *z), z[0])]
    return _pow_general(c, op, z, (e, None))


@complex_pattern("torch.aten.pow.Tensor_Tensor")
def pow_tensor_tensor(c, op):
    z = c.parts(op.operands[0])
    w = c.parts(op.operands[1])
    return _pow_general(c, op, z, w)


@complex_pattern("torch.aten.pow.Scalar")
def pow_scalar(c, op):
    b = c.b
    base = op.operands[0]
    w = c.parts(op.operands[1])
    if isinstance(base.type, TorchComplexType):
        z = c.parts(base)
    else:
        try:
            z = (b.const_float(base), None)
        except NotApplicable:
            raise NotSupported(f"'{op.name}': a base that is not a constant has no real form here") from None
    if not isinstance(op.operands[1].type, BaseTensorType):
        raise NotApplicable("a scalar exponent")
    return _pow_general(c, op, z, w)
