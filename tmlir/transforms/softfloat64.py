"""IEEE-754 binary64 arithmetic on bit patterns: for backends without an f64 type (TOSA 1.0).

An f64 value is carried as the si64 tensor of its bits (``x.view(torch.int64)``). The functions here
build, with the decomposition ``Builder``, torch integer ops (shifts, masks, si64 add/mul, compares,
``where``) that compute the correctly rounded f64 result bit for bit, as a CPU does: round to nearest
even, gradual underflow (subnormals), overflow to infinity, signed zeros, infinities and NaN (every
NaN result is the quiet NaN ``0x7FF8000000000000``, the one x86 produces).

The working form of a finite nonzero value is ``(sign, m, E)`` with ``value = m * 2^(E - 1084)`` and
``m`` normalised to ``2^61 <= m < 2^62``: 53 significant bits at bits 61..9 and nine guard bits
below them (the lowest one sticky). ``E`` is the biased exponent of the normalised value (1..2046 for
normal results); ``_round_pack`` denormalises ``E < 1`` to a subnormal and rounds once.

    bits = softfloat64.add(b, x_bits, y_bits)     # si64 tensors, broadcast like torch.add
"""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T

__all__ = ["add", "sub", "mul", "div", "sqrt", "neg", "floor", "ceil", "trunc", "round_even", "exp", "log", "sin", "cos", "pow", "QNAN", "INF"]

SI64 = T.SI64
FRAC = (1 << 52) - 1
SIGN = -(1 << 63)                  # the sign bit as an si64 value
ABS = (1 << 63) - 1
INF = 0x7FF0000000000000
QNAN = 0x7FF8000000000000
_GUARD = 9                         # bits below the 53-bit significand in the working form
_TOP = 1 << 61                     # the leading bit of a normalised working significand
_BIAS_SHIFT = 1023 + 52 + _GUARD   # value = m * 2^(E - _BIAS_SHIFT)


# -- integer helpers (si64 tensors and Python ints) ---------------------------------------------
def _and(b, x, m):
    return b.elementwise("torch.aten.bitwise_and.Tensor" if b._is_tensor(m) else "torch.aten.bitwise_and.Scalar",
                         [x, m], dtype=SI64)


def _or(b, x, y):
    return b.elementwise("torch.aten.bitwise_or.Tensor" if b._is_tensor(y) else "torch.aten.bitwise_or.Scalar",
                         [x, y], dtype=SI64)


def _xor(b, x, y):
    return b.elementwise("torch.aten.bitwise_xor.Tensor" if b._is_tensor(y) else "torch.aten.bitwise_xor.Scalar",
                         [x, y], dtype=SI64)


def _shr(b, x, n):
    """Arithmetic shift right (the values shifted here are non-negative, or the sign is masked)."""
    name = "torch.aten.bitwise_right_shift.Tensor" if b._is_tensor(n) else "torch.aten.bitwise_right_shift.Tensor_Scalar"
    return b.elementwise(name, [x, n], dtype=SI64)


def _shl(b, x, n):
    name = "torch.aten.bitwise_left_shift.Tensor" if b._is_tensor(n) else "torch.aten.bitwise_left_shift.Tensor_Scalar"
    return b.elementwise(name, [x, n], dtype=SI64)


def _sel(b, c, x, y):
    return b.where(c, x, y)


def _or_b(b, x, y):
    return b.logical("or", x, y)


def _and_b(b, x, y):
    return b.logical("and", x, y)


# -- unpacking and packing ----------------------------------------------------------------------
def _unpack(b, x):
    """(sign 0/1, biased exponent field, fraction field) of bits ``x``."""
    s = _and(b, _shr(b, x, 63), 1)
    e = _and(b, _shr(b, x, 52), 0x7FF)
    f = _and(b, x, FRAC)
    return s, e, f


def _significand(b, e, f):
    """The 53-bit significand (implicit bit for normals) and the effective exponent (1 for
    subnormals) of finite values."""
    normal = b.compare("ne", e, 0)
    return _sel(b, normal, b.add(f, 1 << 52), f), _sel(b, normal, e, 1)


def _normalize(b, m, E, top=61):
    """Shift ``m > 0`` left until bit ``top`` is its leading bit, lowering ``E`` to match (binary
    search: six compare/select steps, no count-leading-zeros op needed). ``m == 0`` stays 0."""
    for s in (32, 16, 8, 4, 2, 1):
        c = b.compare("lt", m, 1 << (top + 1 - s))
        m = _sel(b, c, b.mul(m, 1 << s), m)
        E = _sel(b, c, b.sub(E, s), E)
    return m, E


def _shift_right_sticky(b, m, d):
    """``m >> d`` (0 <= d, m >= 0) with the bits shifted out ORed into bit 0."""
    d = b.clamp(d, 0, 63)
    r = _shr(b, m, d)
    lost = b.compare("ne", b.sub(m, _shl(b, r, d)), 0)
    return _or(b, r, b.to_dtype(lost, SI64))


def _round_pack(b, s, m, E):
    """The bits of ``(-1)^s * m * 2^(E - 1084)`` rounded to nearest even (``m`` normalised, or 0)."""
    m = _shift_right_sticky(b, m, b.rsub(E, 1))   # subnormal results: shift right by 1 - E
    E = _sel(b, b.compare("eq", m, 0), 1, b.clamp(E, 1, None))   # (zero packs as exponent field 0)
    low = _and(b, m, (1 << _GUARD) - 1)
    q = _shr(b, m, _GUARD)
    half = 1 << (_GUARD - 1)
    up = _or_b(b, b.compare("gt", low, half),
               _and_b(b, b.compare("eq", low, half), b.compare("eq", _and(b, q, 1), 1)))
    q = b.add(q, b.to_dtype(up, SI64))
    big = b.compare("gt", E, 2046)
    bits = b.add(b.mul(b.sub(b.clamp(E, None, 2047), 1), 1 << 52), q)   # a rounding carry moves into E
    bits = _sel(b, _or_b(b, big, b.compare("ge", bits, INF)), INF, bits)
    if isinstance(s, int):
        return _or(b, bits, SIGN) if s else bits
    return _sel(b, b.compare("eq", s, 1), _or(b, bits, SIGN), bits)


def _specials(b, x):
    """(is NaN, is inf, magnitude bits) of bits ``x``."""
    a = _and(b, x, ABS)
    return b.compare("gt", a, INF), b.compare("eq", a, INF), a


# -- operations -----------------------------------------------------------------------------------
def neg(b, x):
    """-x: the sign bit flipped (NaN too, as a CPU's negation does)."""
    return _xor(b, x, SIGN)


def add(b, x, y):
    """x + y, correctly rounded."""
    xn, xi, xa = _specials(b, x)
    yn, yi, ya = _specials(b, y)
    # order by magnitude: |p| >= |q|
    swap = b.compare("lt", xa, ya)
    p, q = _sel(b, swap, y, x), _sel(b, swap, x, y)
    ps, pe, pf = _unpack(b, p)
    qs, qe, qf = _unpack(b, q)
    pm, pE = _significand(b, pe, pf)
    qm, qE = _significand(b, qe, qf)
    pm, qm = b.mul(pm, 1 << _GUARD), b.mul(qm, 1 << _GUARD)          # significands at bits 61..9
    qm = _shift_right_sticky(b, qm, b.sub(pE, qE))
    same = b.compare("eq", ps, qs)
    m = _sel(b, same, b.add(pm, qm), b.sub(pm, qm))
    # a carry out of bit 61: one step right (sticky), exponent up
    carry = b.compare("ge", m, 1 << 62)
    m = _sel(b, carry, _or(b, _shr(b, m, 1), _and(b, m, 1)), m)
    E = _sel(b, carry, b.add(pE, 1), pE)
    m, E = _normalize(b, m, E)
    # an exact zero difference is +0 (round to nearest); the sum of two zeros keeps their sign
    zero = b.compare("eq", m, 0)
    s = _sel(b, _and_b(b, zero, b.logical("not", same)), 0, ps)
    r = _round_pack(b, s, m, E)
    # infinities and NaN
    inf_r = _sel(b, xi, x, y)
    nan = _or_b(b, _or_b(b, xn, yn), _and_b(b, _and_b(b, xi, yi), b.compare("ne", x, y)))
    r = _sel(b, _or_b(b, xi, yi), inf_r, r)
    return _sel(b, nan, QNAN, r)


def sub(b, x, y):
    """x - y = x + (-y) (a NaN y stays NaN)."""
    return add(b, x, neg(b, y))


def mul(b, x, y):
    """x * y, correctly rounded: the 106-bit product of the significands from four 27 x 26-bit
    partial products."""
    xn, xi, xa = _specials(b, x)
    yn, yi, ya = _specials(b, y)
    xs, xe, xf = _unpack(b, x)
    ys, ye, yf = _unpack(b, y)
    s = _xor(b, xs, ys)
    xm, xE = _normalize(b, *_significand(b, xe, xf), top=52)   # subnormal inputs get their
    ym, yE = _normalize(b, *_significand(b, ye, yf), top=52)   # leading bit at 52 too (E below 1)
    lo_mask = (1 << 26) - 1
    xh, xl = _shr(b, xm, 26), _and(b, xm, lo_mask)
    yh, yl = _shr(b, ym, 26), _and(b, ym, lo_mask)
    hh, ll = b.mul(xh, yh), b.mul(xl, yl)                     # < 2^54, < 2^52
    cross = b.add(b.mul(xh, yl), b.mul(xl, yh))               # < 2^55
    lo = b.add(ll, b.mul(_and(b, cross, lo_mask), 1 << 26))   # < 2^53
    hi = b.add(b.add(hh, _shr(b, cross, 26)), _shr(b, lo, 52))  # product = hi * 2^52 + (lo mod 2^52)
    lo = _and(b, lo, FRAC)
    # working significand: hi's bits above bit 8, the top 8 bits of lo, a sticky bit for the rest
    m = b.add(b.mul(hi, 1 << 8), _shr(b, lo, 44))
    m = _or(b, m, b.to_dtype(b.compare("ne", _and(b, lo, (1 << 44) - 1), 0), SI64))
    # value = m * 2^(xE + yE - 2106); E = that exponent + _BIAS_SHIFT
    E = b.sub(b.add(xE, yE), 2106 - _BIAS_SHIFT)
    m, E = _normalize(b, m, E)
    r = _round_pack(b, s, m, E)
    # zeros, infinities, NaN: 0 * inf is NaN
    zero = _or_b(b, b.compare("eq", xa, 0), b.compare("eq", ya, 0))
    signed = _sel(b, b.compare("eq", s, 1), SIGN, 0)
    r = _sel(b, zero, signed, r)
    inf = _or_b(b, xi, yi)
    r = _sel(b, inf, _or(b, signed, INF), r)
    nan = _or_b(b, _or_b(b, xn, yn), _and_b(b, inf, zero))
    return _sel(b, nan, QNAN, r)


def div(b, x, y):
    """x / y, correctly rounded: 62 quotient bits by restoring division (one compare and subtract
    per bit), the remainder's nonzero-ness as the sticky bit."""
    xn, xi, xa = _specials(b, x)
    yn, yi, ya = _specials(b, y)
    xs, xe, xf = _unpack(b, x)
    ys, ye, yf = _unpack(b, y)
    s = _xor(b, xs, ys)
    xm, xE = _normalize(b, *_significand(b, xe, xf), top=52)
    ym, yE = _normalize(b, *_significand(b, ye, yf), top=52)
    xz, yz = b.compare("eq", xa, 0), b.compare("eq", ya, 0)
    ym = _sel(b, yz, 1 << 52, ym)            # (a zero divisor's result is chosen below)
    r, q = xm, b.mul(xm, 0)
    for _ in range(62):                       # q = floor(xm / ym * 2^61), xm / ym in (1/2, 2)
        bit = b.compare("ge", r, ym)
        r = _sel(b, bit, b.sub(r, ym), r)
        q = b.add(b.mul(q, 2), b.to_dtype(bit, SI64))
        r = b.mul(r, 2)
    m = _or(b, q, b.to_dtype(b.compare("ne", r, 0), SI64))
    # value = q * 2^(xE - yE - 61) = m * 2^(E - 1084)
    E = b.add(b.sub(xE, yE), _BIAS_SHIFT - 61)
    m, E = _normalize(b, m, E)
    res = _round_pack(b, s, m, E)
    signed = _sel(b, b.compare("eq", s, 1), SIGN, 0)
    res = _sel(b, _or_b(b, xz, yi), signed, res)                  # 0 / y, x / inf
    res = _sel(b, _or_b(b, xi, yz), _or(b, signed, INF), res)     # inf / y, x / 0
    nan = _or_b(b, _or_b(b, xn, yn), _or_b(b, _and_b(b, xz, yz), _and_b(b, xi, yi)))
    return _sel(b, nan, QNAN, res)


def sqrt(b, x):
    """sqrt(x), correctly rounded: 56 result bits by the digit-by-digit square root (two bits of the
    significand per step), the remainder's nonzero-ness as the sticky bit."""
    xn, xi, xa = _specials(b, x)
    xs, xe, xf = _unpack(b, x)
    m, E = _normalize(b, *_significand(b, xe, xf), top=52)   # x = m * 2^(E - 1075)
    e = b.sub(E, 1075)
    odd = b.compare("eq", _and(b, e, 1), 1)
    m = _sel(b, odd, b.mul(m, 2), m)                           # m < 2^54, e even
    e = _sel(b, odd, b.sub(e, 1), e)
    q, r = b.mul(m, 0), b.mul(m, 0)
    for i in range(56):                                        # q = floor(sqrt(m * 2^58))
        pair = _and(b, _shr(b, m, 52 - 2 * i), 3) if i < 27 else 0
        r = b.mul(r, 4) if isinstance(pair, int) else b.add(b.mul(r, 4), pair)
        trial = b.add(b.mul(q, 4), 1)
        ok = b.compare("ge", r, trial)
        r = _sel(b, ok, b.sub(r, trial), r)
        q = b.add(b.mul(q, 2), b.to_dtype(ok, SI64))
    q = _or(b, q, b.to_dtype(b.compare("ne", r, 0), SI64))
    # sqrt(x) = q * 2^(e / 2 - 29) = q * 2^(E' - 1084)
    E = b.add(_shr(b, e, 1), _BIAS_SHIFT - 29)
    q, E = _normalize(b, q, E)
    res = _round_pack(b, 0, q, E)
    res = _sel(b, _or_b(b, b.compare("eq", xa, 0), xi), x, res)   # +-0 and +inf are their own roots
    nan = _or_b(b, xn, _and_b(b, b.compare("eq", xs, 1), b.compare("ne", xa, 0)))
    return _sel(b, nan, QNAN, res)


# -- integral values ------------------------------------------------------------------------------
def _frac_mask(b, x):
    """(k, mask): the unbiased exponent of ``x`` and the mask of its fraction bits below the units
    place (valid where 0 <= k < 52)."""
    k = b.sub(_and(b, _shr(b, x, 52), 0x7FF), 1023)
    one = b.full_like(x, 1, SI64)
    return k, b.sub(_shl(b, one, b.clamp(b.rsub(k, 52), 0, 62)), 1)


def _round_integral(b, x, mode):
    """floor / ceil / trunc / round (half to even) of bits ``x``, exactly: clearing the fraction bits
    truncates the magnitude; adding one unit at the units place (a carry may move into the exponent)
    steps it away from zero. NaN, infinities and values >= 2^52 are their own result."""
    k, mask = _frac_mask(b, x)
    a = _and(b, x, ABS)
    neg = b.compare("lt", x, 0)
    frac = _and(b, a, mask)
    t = b.sub(a, frac)                                  # |trunc(x)| for 0 <= k < 52
    unit = b.add(mask, 1)
    if mode == "trunc":
        away = None
    elif mode == "round":
        half = _shr(b, unit, 1)
        odd = b.compare("ne", _and(b, t, unit), 0)
        away = b.logical("or", b.compare("gt", frac, half), b.logical("and", b.compare("eq", frac, half), odd))
    else:                                               # floor: away from zero below 0; ceil: above
        away = b.logical("and", b.compare("ne", frac, 0), neg if mode == "floor" else b.logical("not", neg))
    big = t if away is None else b.add(t, _sel(b, away, unit, 0))
    # |x| < 1: 0, or 1 when rounding away from zero (round: above one half)
    if mode == "round":
        small = _sel(b, b.compare("gt", a, 0x3FE0000000000000), 0x3FF0000000000000, 0)
    elif mode == "trunc":
        small = b.mul(a, 0)
    else:
        small_away = b.logical("and", b.compare("ne", a, 0), neg if mode == "floor" else b.logical("not", neg))
        small = _sel(b, small_away, 0x3FF0000000000000, 0)
    mag = _sel(b, b.compare("lt", k, 0), small, big)
    r = _sel(b, neg, _or(b, mag, SIGN), mag)
    return _sel(b, b.compare("ge", k, 52), x, r)       # integral already, inf, NaN


def floor(b, x):
    return _round_integral(b, x, "floor")


def ceil(b, x):
    return _round_integral(b, x, "ceil")


def trunc(b, x):
    return _round_integral(b, x, "trunc")


def round_even(b, x):
    """Round half to even (torch.round)."""
    return _round_integral(b, x, "round")


# -- constants, integers, comparisons -------------------------------------------------------------
def bits_of(v):
    """The binary64 bits of Python number ``v`` as a signed 64-bit int."""
    import struct
    return struct.unpack("<q", struct.pack("<d", float(v)))[0]


def const(b, like, v):
    """A tensor shaped like ``like`` holding the bits of Python float ``v``."""
    return b.full_like(like, bits_of(v), SI64)


def from_int(b, k):
    """The bits of si64 ``k`` (|k| < 2^53: exact)."""
    neg = b.compare("lt", k, 0)
    m = b.mul(b.abs(k), 1 << _GUARD)
    m, E = _normalize(b, m, b.add(b.mul(k, 0), 1075))
    return _round_pack(b, b.to_dtype(neg, SI64), m, E)


def _scaled_int(b, x, frac_bits):
    """si64 ``trunc(x * 2^frac_bits)`` of bits ``x`` (|x| * 2^frac_bits < 2^62)."""
    s, e, f = _unpack(b, x)
    m, E = _significand(b, e, f)
    point = 1075 - frac_bits
    up = b.clamp(b.sub(E, point), 0, 62)
    down = b.clamp(b.rsub(E, point), 0, 63)
    v = _shr(b, _shl(b, m, up), down)
    return _sel(b, b.compare("eq", s, 1), b.neg(v), v)


def to_int(b, x):
    """si64 of integral bits ``x`` with |x| < 2^62 (exact; fractions are truncated)."""
    return _scaled_int(b, x, 0)


def _key(b, x):
    """An si64 whose order is the order of the (non-NaN) values of bits ``x`` (-0 below +0)."""
    return _xor(b, x, _and(b, _shr(b, x, 63), ABS))


def lt_const(b, x, v):
    """x < v for a Python float v (False for NaN x)."""
    xn, _, _ = _specials(b, x)
    kv = bits_of(v)
    kv = kv ^ ((kv >> 63) & ABS)
    return b.logical("and", b.compare("lt", _key(b, x), kv), b.logical("not", xn))


def is_nan(b, x):
    return b.compare("gt", _and(b, x, ABS), INF)


# -- exp and log ----------------------------------------------------------------------------------
_LN2_HI = 6.93147180369123816490e-01     # ln 2 with its low 32 bits zero: k * _LN2_HI is exact
_LN2_LO = 1.90821492927058770002e-10
_INV_LN2 = 1.44269504088896338700e+00


def _pow2(b, k):
    """The bits of 2^k for si64 ``k`` in [-1022, 1023]."""
    return b.mul(b.add(k, 1023), 1 << 52)


def _fixed_mul(b, a, c):
    """(a * c) >> 61 for si64 a, c with |a| < 2^62 and |c| < 2^60 (Q61 fixed point; within 2
    units below): the 122-bit product from 31-bit halves."""
    ah, al = _shr(b, a, 31), _and(b, a, (1 << 31) - 1)
    ch, cl = _shr(b, c, 31), _and(b, c, (1 << 31) - 1)
    mid = b.add(b.mul(ah, cl), b.mul(al, ch))
    return b.add(b.add(b.mul(b.mul(ah, ch), 2), _shr(b, mid, 30)), _shr(b, b.mul(al, cl), 61))


def exp(b, x):
    """e^x: x = k ln2 + r (|r| <= ln2 / 2, from the exact k * ln2_hi and the rounded k * ln2_lo),
    e^r by its Taylor series to r^13 in Q61 fixed point (integer products, error below 2^-56),
    and 2^k folded into the exponent before the one rounding (overflow to inf, gradual underflow).
    Within 1 ulp of the correctly rounded result."""
    xc = _sel(b, lt_const(b, x, -746.0), const(b, x, -746.0), x)
    xc = _sel(b, lt_const(b, xc, 710.0), xc, const(b, x, 710.0))
    xc = _sel(b, is_nan(b, x), const(b, x, 0.0), xc)
    k = to_int(b, round_even(b, mul(b, xc, const(b, x, _INV_LN2))))
    kf = from_int(b, k)
    r = sub(b, sub(b, xc, mul(b, kf, const(b, x, _LN2_HI))), mul(b, kf, const(b, x, _LN2_LO)))
    R = _to_fixed(b, r)
    p = b.full_like(R, round(2.0 ** 61 / math.factorial(13)), SI64)
    for i in range(12, -1, -1):
        p = b.add(_fixed_mul(b, p, R), round(2.0 ** 61 / math.factorial(i)))
    # e^x = p * 2^(k - 61): the working form m * 2^(E - 1084) with m = p, E = k + 1023
    m, E = _normalize(b, p, b.add(k, 1023))
    res = _round_pack(b, 0, m, E)
    return _sel(b, is_nan(b, x), QNAN, res)


def log(b, x):
    """ln x: x = 2^k (1 + f) with 1 + f in [sqrt(1/2), sqrt(2)), s = f / (2 + f), and
    ln(1 + f) = f - (hfsq - s (hfsq + R(s^2))) with hfsq = f^2 / 2 and R the series of 2 atanh(s)
    beyond its first term (degree 11 in s^2, truncation below 2^-58); k ln 2 added in two parts.
    Within about 1 ulp of the correctly rounded result; log(0) = -inf, log(x < 0) = NaN."""
    xs, xe, xf = _unpack(b, x)
    m, E = _normalize(b, *_significand(b, xe, xf), top=52)   # x = (m / 2^52) 2^(E - 1023)
    big = b.compare("gt", m, int(2 ** 52 * 2 ** 0.5))
    k = b.sub(E, 1023)
    k = _sel(b, big, b.add(k, 1), k)
    g = _or(b, _and(b, m, FRAC), _sel(b, big, 1022 << 52, 1023 << 52))   # 1 + f
    one = const(b, x, 1.0)
    f = sub(b, g, one)                                         # exact
    s = div(b, f, add(b, g, one))
    z = mul(b, s, s)
    r = const(b, x, 2.0 / 25)
    for i in range(11, 0, -1):
        r = add(b, mul(b, r, z), const(b, x, 2.0 / (2 * i + 1)))
    r = mul(b, r, z)
    hfsq = mul(b, mul(b, f, f), const(b, x, 0.5))
    kf = from_int(b, k)
    res = sub(b, mul(b, kf, const(b, x, _LN2_HI)),
              sub(b, sub(b, hfsq, add(b, mul(b, s, add(b, hfsq, r)), mul(b, kf, const(b, x, _LN2_LO)))), f))
    a = _and(b, x, ABS)
    res = _sel(b, b.compare("eq", a, 0), const(b, x, -math.inf), res)
    res = _sel(b, b.compare("eq", x, INF), INF, res)
    nan = b.logical("or", is_nan(b, x), b.logical("and", b.compare("eq", xs, 1), b.compare("ne", a, 0)))
    return _sel(b, nan, QNAN, res)


# -- sin and cos ----------------------------------------------------------------------------------
_PIO2 = (1.57079632673412561417e+00, 6.07710050630396597660e-11, 2.02226624871116645580e-21,
         8.47842766036889956997e-32)    # pi / 2 in three 33-bit parts and a tail: k * part is exact
_INV_PIO2 = 6.36619772367581382433e-01
#: |x| below which the three-part reduction keeps sin / cos within an ulp or two (k < 2^20)
SIN_COS_LIMIT = 2.0 ** 19 * math.pi


def _to_fixed(b, r):
    """Q61 fixed point of bits ``r`` (|r| < 1; the bits below 2^-61 are dropped)."""
    return _scaled_int(b, r, 61)


def _from_fixed(b, p):
    """The bits of Q61 fixed-point ``p`` (0 < p < 2^62), rounded once."""
    m, E = _normalize(b, p, b.full_like(p, 1023, SI64))
    return _round_pack(b, 0, m, E)


def _sin_cos_reduced(b, x):
    """(quadrant k mod 4, sin r, cos r) with x = k pi/2 + r, |r| <= pi/4 (|x| < SIN_COS_LIMIT):
    sin r = r - r (1 - P(r^2)) and cos r = Q(r^2) with P, Q their Taylor series (to r^23 and r^22)
    in Q61 fixed point, each converted once."""
    k = to_int(b, round_even(b, mul(b, x, const(b, x, _INV_PIO2))))
    kf = from_int(b, k)
    r = x
    for part in _PIO2:
        r = sub(b, r, mul(b, kf, const(b, x, part)))
    R = _to_fixed(b, r)
    Z = _fixed_mul(b, R, R)
    p = b.full_like(Z, round((-1) ** 11 * 2.0 ** 61 / math.factorial(23)), SI64)
    for i in range(10, 0, -1):     # 1 - P(z) = z / 3! - z^2 / 5! + ... >= 0
        p = b.add(_fixed_mul(b, p, Z), round((-1) ** i * 2.0 ** 61 / math.factorial(2 * i + 1)))
    p = b.neg(_fixed_mul(b, p, Z))
    q = b.full_like(Z, round((-1) ** 11 * 2.0 ** 61 / math.factorial(22)), SI64)
    for i in range(10, -1, -1):
        q = b.add(_fixed_mul(b, q, Z), round((-1) ** i * 2.0 ** 61 / math.factorial(2 * i)))
    sin_r = sub(b, r, mul(b, r, _from_fixed(b, p)))     # r - r (1 - P): the correction rounds small
    cos_r = _from_fixed(b, q)
    return _and(b, k, 3), sin_r, cos_r


def _sin_cos(b, x, which):
    n, s, c = _sin_cos_reduced(b, x)
    if which == "cos":
        n = _and(b, b.add(n, 1), 3)                          # cos x = sin(x + pi/2)
    r = _sel(b, b.compare("eq", _and(b, n, 1), 1), c, s)
    r = _sel(b, b.compare("ge", n, 2), neg(b, r), r)
    xn, xi, xa = _specials(b, x)
    if which == "sin":   # sin x rounds to x below 2^-26 (and keeps the sign of -0)
        r = _sel(b, b.compare("lt", xa, bits_of(2.0 ** -26)), x, r)
    return _sel(b, b.logical("or", xn, xi), QNAN, r)


def sin(b, x):
    """sin x within about 1 ulp for |x| < SIN_COS_LIMIT (the caller guards larger values)."""
    return _sin_cos(b, x, "sin")


def cos(b, x):
    return _sin_cos(b, x, "cos")


# -- pow ---------------------------------------------------------------------------------------------
def _is_integral(b, y):
    return b.compare("eq", trunc(b, y), y)


def pow(b, x, y):
    """x ** y with C99's special values (pow(x, 0) = pow(1, y) = 1 even for NaN, signed zeros and
    infinities by the parity of an integral y), else exp(y log|x|), negated for a negative x and
    an odd integral y; NaN for a negative x and a non-integral y. Within about |y ln x| + 2 ulp
    (the rounding of log|x| scales with the result's exponent)."""
    xn, xi, xa = _specials(b, x)
    yn, yi, ya = _specials(b, y)
    xs, _, _ = _unpack(b, x)
    ys, _, _ = _unpack(b, y)
    xneg = b.compare("eq", xs, 1)
    yneg = b.compare("eq", ys, 1)
    yint = b.logical("and", _is_integral(b, y), b.logical("not", yi))
    half = mul(b, y, const(b, y, 0.5))
    yodd = b.logical("and", yint, b.logical("not", _is_integral(b, half)))
    ax = _and(b, x, ABS)
    r = exp(b, mul(b, y, log(b, ax)))
    # integral |y| < 64: binary powering of |x| (a few ulp, where exp(y log|x|) loses |y ln x| ulp)
    n = to_int(b, _sel(b, b.logical("and", yint, b.compare("lt", ya, bits_of(64.0))), _and(b, y, ABS), 0))
    p, acc = ax, const(b, x, 1.0)
    for i in range(6):
        acc = _sel(b, b.compare("ne", _and(b, _shr(b, n, i), 1), 0), mul(b, acc, p), acc)
        if i < 5:
            p = mul(b, p, p)
    acc = _sel(b, yneg, div(b, const(b, x, 1.0), acc), acc)
    r = _sel(b, b.compare("gt", n, 0), acc, r)
    r = _sel(b, b.logical("and", xneg, yodd), neg(b, r), r)
    r = _sel(b, b.logical("and", xneg, b.logical("not", yint)), QNAN, r)
    # x = +-0 and x = +-inf: 0 or inf by the sign of y (and of x for an odd integral y)
    xz = b.compare("eq", xa, 0)
    zero_or_inf = _sel(b, b.logical("xor", xz, yneg), 0, INF)
    signed = _sel(b, b.logical("and", xneg, yodd), _or(b, zero_or_inf, SIGN), zero_or_inf)
    r = _sel(b, b.logical("or", xz, xi), signed, r)
    # y = +-inf: |x| = 1 gives 1, else 0 or inf by |x| < 1 and the sign of y
    one = bits_of(1.0)
    below = b.compare("lt", xa, one)
    r = _sel(b, yi, _sel(b, b.compare("eq", xa, one), one, _sel(b, b.logical("xor", below, yneg), 0, INF)), r)
    r = _sel(b, b.logical("or", xn, yn), QNAN, r)
    return _sel(b, b.logical("or", b.compare("eq", ya, 0), b.compare("eq", x, one)), one, r)
