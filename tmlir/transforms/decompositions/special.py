"""Special functions as elementwise compositions: Bessel functions (i0, i0e, i1, i1e, k1), erfcx,
lgamma, mvlgamma, polygamma (order >= 1) and Legendre polynomials.

The smooth parts are Chebyshev series evaluated with Clenshaw's recurrence; the coefficients are
fits of each function on a mapped interval (``t`` in [-1, 1]) with a relative error below 1e-13
in f64. Everything is computed in f64 for f64 results and in f32 otherwise (f16 / bf16 results
are rounded from f32), and uses only add/mul/div, exp, log, sqrt and where: no sin or cos, whose
f64 forms the llvm-cpu backend cannot link, so ``sin(pi*x)`` is a Taylor polynomial after
reducing ``x`` to [0, 1).
"""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T

from .registry import decomposition
from .builder import NotApplicable, NotSupported, is_float_dtype

# Chebyshev coefficients (numpy convention: the constant term at full weight).
# exp(-x) I0(x) on [0, 8], t = x / 4 - 1
I0E_SMALL = (0.3383976372047381, -0.3046826723431984, 0.17162090152220869, -0.09490109704804758, 0.04930528423967061, -0.0237374148058994, 0.010546460394594968, -0.0043243099950505915, 0.0016394756169414103, -0.0005763755745386408, 0.00018850288509593158, -5.75419501008388e-05, 1.6448448070686015e-05, -4.4167383583812834e-06, 1.1173875389685767e-06, -2.67079385289683e-07, 6.046995008218216e-08, -1.3000250021869047e-08, 2.6598236474305127e-09, -5.18979505739646e-10, 9.675802596701568e-11, -1.7268227145234604e-11, 2.9550641207478685e-12, -4.855757184250033e-13, 7.654682010135764e-14, -1.140938391257896e-14, 1.2075119246786609e-15, 2.393910028439684e-16)

# exp(-x) I0(x) sqrt(x) on [8, inf), t = 16 / x - 1
I0E_LARGE = (0.40224520550705434, 0.0033691164782556978, 6.889758346909022e-05, 2.8913705208239447e-06, 2.04891858870601e-07, 2.2666689901661166e-08, 3.3962319993131028e-09, 4.940602328783426e-10, 1.1889229329539372e-11, -3.149915614613038e-11, -1.3215691472587112e-11, -1.7941744135350854e-12, 7.179786120097437e-13, 3.85270579984385e-13, 1.524100413877855e-14, -4.150196067613633e-14, -9.672323931960893e-15, 3.814267382478636e-15, 1.7438040615005366e-15, -3.477545797647459e-16, -3.389857820277332e-16, 2.956206329411381e-17)

# exp(-x) I1(x) / x on [0, 8], t = x / 4 - 1
I1E_SMALL = (
    0.12629359322181682, -0.17641651835783406, 0.10264365868984711,
    -0.05294598120809499, 0.024726449030626485, -0.010564084894626164,
    0.004156422944312843, -0.0015135724506312052, 0.0005122859561685221,
    -0.0001617608158258182, 4.781565107539355e-05, -1.3273163655902613e-05,
    3.470251307942385e-06, -8.568720262482832e-07, 2.003294750792568e-07,
    -4.4450590983417905e-08, 9.381537013984283e-09, -1.88724931677749e-09,
    3.6255850343116387e-10, -6.663435133436286e-11, 1.173555431135443e-11,
    -1.983389073745812e-12, 3.2177150920602636e-13, -4.986383926408353e-14,
    7.017300465207905e-15, -5.586346509128332e-16, -4.467484167515997e-16,
    5.073659896712531e-16, -5.580898560570201e-16,
)

# exp(-x) I1(x) sqrt(x) on [8, inf), t = 16 / x - 1
I1E_LARGE = (
    0.38928811750914005, -0.009761097491361465, -0.00011058893876264148,
    -3.882564808859862e-06, -2.512236238696794e-07, -2.6314688453906634e-08,
    -3.835380483293486e-09, -5.589743369026879e-10, -1.8975103539713264e-11,
    3.2526054499343745e-11, 1.412562588266352e-11, 2.035653696890012e-12,
    -7.199572135044937e-13, -4.083425408871669e-13, -2.0751562861238864e-14,
    4.271262830603571e-14, 1.0726462453301512e-14, -3.802513859341161e-15,
    -1.5436370130845926e-15, 3.0744637605004334e-16, 1.0525768291157733e-15,
    -6.191628406563373e-17, 9.65040013712636e-16, -3.416070845000482e-17,
    1.0621845283673372e-15,
)

# (K1(x) - log(x / 2) I1(x)) x on (0, 2], t = x^2 / 2 - 1
K1_SMALL = (
    0.7626501136694739, -0.3531559607765447, -0.12261118082265725,
    -0.006975723859639759, -0.0001730288957515262, -2.4334061414457164e-06,
    -2.2133876543739478e-08, -1.4114863809862304e-10, -6.670462963428511e-13,
    -2.366061811652025e-15, -1.2505187543497885e-16, -9.576711231581415e-17,
    5.049180252794976e-16,
)

# exp(x) K1(x) sqrt(x) on [2, inf), t = 4 / x - 1
K1E_LARGE = (
    1.3603130952422213, 0.10392373657681717, -0.002857816859622856,
    0.00019521551847133923, -1.9361979741932673e-05, 2.40648494782729e-06,
    -3.5019606069698085e-07, 5.741084122631216e-08, -1.0345762895952886e-08,
    2.0150497168294543e-09, -4.190361647415076e-10, 9.218317562278763e-11,
    -2.1300000225138022e-11, 5.139633844054325e-12, -1.288138399365616e-12,
    3.3492866599807224e-13, -8.870681966755001e-14, 2.4877535928716006e-14,
    -5.807320436500819e-15, 2.2033656950253107e-15, 2.049642507000289e-15,
    4.099285014000578e-16, 3.4673119076754888e-15, 2.3058478203753253e-16,
    3.578334210138005e-15, 5.423012466438265e-16,
)

# erfcx(x) (1 + x) on [0, inf), t = (x - 4) / (x + 4)
ERFCX_K = 4.0
ERFCX = (
    0.7377924971155532, -0.21817361893805365, 0.049503721225762694,
    -0.0025726982280633035, -0.004193339501766185, 0.002573288148507112,
    -0.0009545378786473562, 0.00026047574753313666, -5.314210958583056e-05,
    7.43301905047503e-06, -4.3106001465747263e-07, -8.666784425364377e-08,
    2.4441298092172024e-08, -1.3958174980923032e-09, -4.6292749950842854e-10,
    9.158484447015423e-11, 4.0976047951549586e-12, -3.106518217269435e-12,
    1.0613097702259568e-13, 9.383287797553359e-14, -1.1568523916594131e-14,
    -1.8810350102934795e-15, -3.0420110874729288e-15, 1.0455921842630492e-15,
    -3.4333647036532967e-15, 9.373454393620965e-16, -3.0753177782116835e-15,
    7.581237225297497e-16, -2.762869298424318e-15, 7.359192620372467e-16,
    -2.7089441800853818e-15, 7.930164461608261e-16, -3.078489843996327e-15,
    8.865923868078036e-16, -3.0761107946578443e-15,
)


def _compute_dtype(rdt):
    if rdt is None:
        raise NotApplicable("unknown result dtype")
    if not is_float_dtype(rdt):
        raise NotApplicable("needs a floating-point result")
    return T.F64 if rdt is T.F64 else T.F32


def _unary_input(b, op):
    """(x in the compute dtype, the result dtype) of a special function whose last operand is x."""
    rdt = b.ty(op.results[0]).dtype
    return b.to_dtype(op.operands[-1], _compute_dtype(rdt)), rdt


def _cheb(b, t, coeffs):
    """sum_k coeffs[k] * T_k(t) by Clenshaw's recurrence."""
    t2 = b.mul(t, 2.0)
    b1 = b.full_like(t, coeffs[-1])
    b2 = None
    for c in reversed(coeffs[1:-1]):
        nxt = b.mul(t2, b1)
        if b2 is not None:
            nxt = b.sub(nxt, b2)
        b1, b2 = b.add(nxt, c), b1
    r = b.mul(t, b1)
    if b2 is not None:
        r = b.sub(r, b2)
    return b.add(r, coeffs[0])


def _poly(b, x, coeffs):
    """sum_k coeffs[k] * x**k by Horner's rule."""
    r = b.full_like(x, coeffs[-1])
    for c in reversed(coeffs[:-1]):
        r = b.add(b.mul(r, x), c)
    return r


def _sinpi_half(b, v):
    """sin(pi*v) for v in [0, 1/2]: u * P(u^2) with u = pi*v, the Taylor polynomial of degree 25
    (error below 1e-17, relatively accurate near 0)."""
    u = b.mul(v, math.pi)
    return b.mul(_poly(b, b.mul(u, u), [(-1) ** k / math.factorial(2 * k + 1) for k in range(13)]), u)


def _sincos_pi_frac(b, x):
    """(sin(pi*r), cos(pi*r)) with r = x - floor(x) in [0, 1): |sin(pi*x)|, and cos(pi*x) with the
    same sign flip. With m = min(r, 1 - r): sin(pi*r) = sin(pi*m) and cos(pi*r) = +-sin(pi*(1/2 - m)),
    negative for r > 1/2."""
    r = b.sub(x, b.unary("floor", x))
    m = b.minimum(r, b.rsub(r, 1.0))
    c = _sinpi_half(b, b.rsub(m, 0.5))
    return _sinpi_half(b, m), b.where(b.compare("gt", r, 0.5), b.neg(c), c)


def _odd(b, x, r):
    """``r`` (computed on |x|) with the sign of ``x``."""
    return b.where(b.compare("lt", x, 0.0), b.neg(r), r)


def _i0e_abs(b, a):
    """exp(-a) * I0(a) for a >= 0."""
    small = _cheb(b, b.sub(b.mul(a, 0.25), 1.0), I0E_SMALL)
    large = b.div(_cheb(b, b.sub(b.div(b.full_like(a, 16.0), a), 1.0), I0E_LARGE), b.sqrt(a))
    return b.where(b.compare("le", a, 8.0), small, large)


@decomposition("torch.aten.special_i0e")
def special_i0e(b, op):
    """``i0e(x) = exp(-|x|) * I0(x)`` (even)."""
    x, rdt = _unary_input(b, op)
    return [b.to_dtype(_i0e_abs(b, b.abs(x)), rdt)]


@decomposition("torch.aten.i0", "torch.aten.special_i0", "torch.aten.special_modified_bessel_i0")
def special_i0(b, op):
    """``I0(x) = i0e(|x|) * exp(|x|)`` (even; inf once exp overflows)."""
    x, rdt = _unary_input(b, op)
    a = b.abs(x)
    r = b.mul(_i0e_abs(b, a), b.exp(a))
    return [b.to_dtype(b.where(b.compare("eq", a, math.inf), math.inf, r), rdt)]


def _i1e_abs(b, a):
    """exp(-a) * I1(a) for a >= 0."""
    small = b.mul(_cheb(b, b.sub(b.mul(a, 0.25), 1.0), I1E_SMALL), a)
    large = b.div(_cheb(b, b.sub(b.div(b.full_like(a, 16.0), a), 1.0), I1E_LARGE), b.sqrt(a))
    return b.where(b.compare("le", a, 8.0), small, large)


@decomposition("torch.aten.special_i1e")
def special_i1e(b, op):
    """``i1e(x) = exp(-|x|) * I1(x)`` (odd)."""
    x, rdt = _unary_input(b, op)
    return [b.to_dtype(_odd(b, x, _i1e_abs(b, b.abs(x))), rdt)]


@decomposition("torch.aten.special_i1", "torch.aten.special_modified_bessel_i1")
def special_i1(b, op):
    """``I1(x) = i1e(|x|) * exp(|x|)`` (odd)."""
    x, rdt = _unary_input(b, op)
    a = b.abs(x)
    return [b.to_dtype(_odd(b, x, b.mul(_i1e_abs(b, a), b.exp(a))), rdt)]


def _k1(b, x, scaled):
    """K1(x), times exp(x) when ``scaled``: log(x/2) * I1(x) + f(x)/x on (0, 2], a series times
    exp(-x) / sqrt(x) above; inf at 0, NaN below 0."""
    i1 = b.mul(_i1e_abs(b, x), b.exp(x))
    small = b.add(b.mul(b.log(b.mul(x, 0.5)), i1), b.div(_cheb(b, b.sub(b.mul(b.mul(x, x), 0.5), 1.0), K1_SMALL), x))
    if scaled:
        small = b.mul(small, b.exp(x))
    large = b.div(_cheb(b, b.sub(b.div(b.full_like(x, 4.0), x), 1.0), K1E_LARGE), b.sqrt(x))
    if not scaled:
        large = b.mul(large, b.exp(b.neg(x)))
    r = b.where(b.compare("le", x, 2.0), small, large)
    r = b.where(b.compare("eq", x, 0.0), math.inf, r)
    return b.where(b.compare("lt", x, 0.0), math.nan, r)


@decomposition("torch.aten.special_modified_bessel_k1")
def special_modified_bessel_k1(b, op):
    x, rdt = _unary_input(b, op)
    return [b.to_dtype(_k1(b, x, False), rdt)]


@decomposition("torch.aten.special_scaled_modified_bessel_k1")
def special_scaled_modified_bessel_k1(b, op):
    x, rdt = _unary_input(b, op)
    return [b.to_dtype(_k1(b, x, True), rdt)]


@decomposition("torch.aten.special_erfcx")
def special_erfcx(b, op):
    """``erfcx(x) = exp(x*x) * erfc(x)``: for a = |x|, a series in t = (a - 4) / (a + 4) divided by
    1 + a (0 at +inf); for x < 0, ``2 * exp(x*x) - erfcx(-x)``."""
    x, rdt = _unary_input(b, op)
    a = b.abs(x)
    t = b.div(b.sub(a, ERFCX_K), b.add(a, ERFCX_K))
    pos = b.div(_cheb(b, t, ERFCX), b.add(a, 1.0))
    pos = b.where(b.compare("eq", a, math.inf), 0.0, pos)
    neg = b.sub(b.mul(b.exp(b.mul(x, x)), 2.0), pos)
    return [b.to_dtype(b.where(b.compare("lt", x, 0.0), neg, pos), rdt)]


# Lanczos approximation of Gamma with g = 7 and nine terms (relative error about 1e-15).
LANCZOS_G = 7.0
LANCZOS = (0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
           -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
           1.5056327351493116e-7)


def _lgamma_ge_half(b, y):
    """log(Gamma(y)) for y >= 1/2 (Lanczos)."""
    z = b.sub(y, 1.0)
    s = b.full_like(z, LANCZOS[0])
    for i, c in enumerate(LANCZOS[1:], 1):
        s = b.add(s, b.div(b.full_like(z, c), b.add(z, float(i))))
    t = b.add(z, LANCZOS_G + 0.5)
    r = b.add(b.sub(b.mul(b.add(z, 0.5), b.log(t)), t), b.log(s))
    return b.add(r, 0.5 * math.log(2 * math.pi))


@decomposition("torch.aten.lgamma")
def lgamma(b, op):
    """``log|Gamma(x)|``: Lanczos for x >= 1/2, the reflection
    ``log(pi / |sin(pi x)|) - lgamma(1 - x)`` below; inf at the poles (0, -1, ...) and at +-inf."""
    x, rdt = _unary_input(b, op)
    reflect = b.compare("lt", x, 0.5)
    y = b.where(reflect, b.rsub(x, 1.0), x)
    lg = _lgamma_ge_half(b, y)
    sin_abs, _ = _sincos_pi_frac(b, x)
    refl = b.sub(b.rsub(b.log(sin_abs), math.log(math.pi)), lg)
    r = b.where(reflect, refl, lg)
    pole = b.logical("and", b.compare("le", x, 0.0), b.compare("eq", x, b.unary("floor", x)))
    r = b.where(b.logical("or", pole, b.compare("eq", b.abs(x), math.inf)), math.inf, r)
    return [b.to_dtype(r, rdt)]


@decomposition("torch.aten.mvlgamma", "torch.aten.special_multigammaln")
def mvlgamma(b, op):
    """The multivariate log-gamma of order p: ``p (p - 1) / 4 * log(pi) + sum_j lgamma(x - j / 2)``
    for j in [0, p), one ``torch.aten.lgamma`` (decomposed in turn) over a trailing dim of the p
    shifted arguments. Elements not above ``(p - 1) / 2`` are a runtime error, as in PyTorch."""
    p = b.const_int(op.arg("p"))
    if p < 1:
        raise NotApplicable("p must be at least 1")
    rdt = b.ty(op.results[0]).dtype
    cdt = _compute_dtype(rdt)
    x = b.to_dtype(op.arg("self"), cdt)
    b.check(b.compare("gt", x, (p - 1) / 2), f"mvlgamma: all elements must be greater than (p-1)/2 = {(p - 1) / 2}")
    # one lgamma over a trailing dim of the p shifted arguments, summed over that dim
    shifts = b.literal([j / 2 for j in range(p)], cdt)
    r = b.sum(b.unary("lgamma", b.sub(b.unsqueeze(x, b.rank(x)), shifts)), [b.rank(x)])
    return [b.to_dtype(b.add(r, p * (p - 1) / 4 * math.log(math.pi)), rdt)]


# Euler-Maclaurin tail of the Hurwitz zeta function:
# zeta(s, z) ~ z^(1-s) / (s-1) + z^(-s) / 2 + sum_j B_2j / (2j)! * s (s+1) ... (s+2j-2) * z^(-s-2j+1)
_BERNOULLI = (1 / 6, -1 / 30, 1 / 42, -1 / 30, 5 / 66, -691 / 2730, 7 / 6, -3617 / 510)
ZETA_SHIFT = 12


def _zeta(b, z, s):
    """Hurwitz zeta(s, z) for an integer s >= 2 and z >= 1/2: the first ZETA_SHIFT terms summed,
    the tail at z + ZETA_SHIFT asymptotically (relative error about 1e-15 for s up to 6)."""
    acc = None
    for k in range(ZETA_SHIFT):
        term = b.pow(b.add(z, float(k)), float(-s))
        acc = term if acc is None else b.add(acc, term)
    zt = b.add(z, float(ZETA_SHIFT))
    w = b.div(b.full_like(zt, 1.0), zt)
    w2 = b.mul(w, w)
    coeffs = [bern / math.factorial(2 * j) * math.prod(range(s, s + 2 * j - 1))
              for j, bern in enumerate(_BERNOULLI, 1)]
    # w^(s-1) * (1 / (s-1) + w / 2 + w^2 * poly(w^2))
    inner = b.add(b.add(b.mul(b.mul(w2, _poly(b, w2, coeffs)), 1.0), b.mul(w, 0.5)), 1.0 / (s - 1))
    return b.add(acc, b.mul(b.pow(w, float(s - 1)), inner))


def _cot_derivative(n):
    """Coefficients (lowest first) of the polynomial P_n with d^n/dx^n cot(pi x) = pi^n P_n(cot(pi x)):
    P_0(c) = c and P_(k+1)(c) = -(1 + c^2) P_k'(c)."""
    p = [0.0, 1.0]
    for _ in range(n):
        d = [i * c for i, c in enumerate(p)][1:] or [0.0]
        q = [0.0] * (len(d) + 2)
        for i, c in enumerate(d):
            q[i] -= c
            q[i + 2] -= c
        p = q
    return p


@decomposition("torch.aten.polygamma")
def polygamma(b, op):
    """``polygamma(n, x)`` for a constant n >= 1: ``(-1)^(n+1) n! zeta(n+1, x)`` for x >= 1/2, and
    for x < 1/2 the reflection ``psi_n(x) = (-1)^n psi_n(1 - x) - pi^(n+1) P_n(cot(pi x))``;
    +-inf at the poles (0, -1, ...). Order 0 is digamma, left to its own lowering."""
    n = b.const_int(op.arg("n"))
    if n < 1:
        raise NotApplicable("polygamma of order 0 is digamma")
    x, rdt = _unary_input(b, op)
    reflect = b.compare("lt", x, 0.5)
    y = b.where(reflect, b.rsub(x, 1.0), x)
    sign = -1.0 if n % 2 == 0 else 1.0
    p = b.mul(_zeta(b, y, n + 1), sign * math.factorial(n))
    s, c = _sincos_pi_frac(b, x)
    cot = b.div(c, s)
    refl = b.sub(b.mul(p, (-1.0) ** n), b.mul(_poly(b, cot, _cot_derivative(n)), math.pi ** (n + 1)))
    r = b.where(reflect, refl, p)
    pole = b.logical("and", b.compare("le", x, 0.0), b.compare("eq", x, b.unary("floor", x)))
    r = b.where(pole, sign * math.inf, r)
    return [b.to_dtype(r, rdt)]


# The highest degree a Legendre polynomial of tensor degree is evaluated to: the recurrence is
# unrolled this far and degrees above give NaN. A constant degree (the n_scalar overload, or a
# tensor degree that is a compile-time constant) is unrolled exactly instead.
LEGENDRE_MAX_DEGREE = 32


def _legendre(b, x, n, degrees):
    """P_n(x) for a truncated int degree tensor ``n`` and the degrees 0..``degrees`` by the
    recurrence (k + 1) P_(k+1) = (2k + 1) x P_k - k P_(k-1); NaN for a higher degree, 0 for a
    negative one (the recurrence is exact at |x| = 1)."""
    p_prev, p = b.full_like(x, 1.0), x
    r = b.where(b.compare("eq", n, 0), p_prev, b.full_like(x, math.nan))
    if degrees >= 1:
        r = b.where(b.compare("eq", n, 1), p, r)
    for k in range(1, degrees):
        nxt = b.div(b.sub(b.mul(b.mul(x, p), float(2 * k + 1)), b.mul(p_prev, float(k))), float(k + 1))
        p_prev, p = p, nxt
        r = b.where(b.compare("eq", n, k + 1), p, r)
    return b.where(b.compare("lt", n, 0), 0.0, r)


@decomposition("torch.aten.special_legendre_polynomial_p")
def special_legendre_polynomial_p(b, op):
    """``P_n(x)`` with a tensor degree, truncated to an integer as PyTorch does."""
    rdt = b.ty(op.results[0]).dtype
    cdt = _compute_dtype(rdt)
    x = b.to_dtype(op.arg("x"), cdt)
    n = op.arg("n")
    if b.dtype(n) is None:
        raise NotApplicable("unknown degree dtype")
    n = b.to_dtype(n, T.SI64)
    return [b.to_dtype(_legendre(b, x, n, LEGENDRE_MAX_DEGREE), rdt)]


@decomposition("torch.aten.special_legendre_polynomial_p.n_scalar")
def special_legendre_polynomial_p_n_scalar(b, op):
    """``P_n(x)`` with a constant degree: the recurrence unrolled to exactly ``n``."""
    rdt = b.ty(op.results[0]).dtype
    x = b.to_dtype(op.arg("x"), _compute_dtype(rdt))
    try:
        n = b.const_int(op.arg("n"))
    except NotApplicable:
        n = int(b.const_float(op.arg("n")))
    if n < 0:
        return [b.to_dtype(b.mul(x, 0.0), rdt)]
    p_prev, p = b.full_like(x, 1.0), x
    if n == 0:
        return [b.to_dtype(p_prev, rdt)]
    for k in range(1, n):
        p_prev, p = p, b.div(b.sub(b.mul(b.mul(x, p), float(2 * k + 1)), b.mul(p_prev, float(k))), float(k + 1))
    return [b.to_dtype(p, rdt)]
