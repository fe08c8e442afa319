"""Casts between f64 (as its bits) and the other dtypes, exact as PyTorch's CPU casts.

* f64 -> bool: any bit but the sign set. f64 -> integers: truncation toward 0, from the exponent
  and the 53-bit significand by shifts. Out-of-range values, inf and NaN give what PyTorch's x86
  build gives (cvttsd2si: INT64_MIN for si64; INT32_MIN for si32, then the low bits for si16, si8
  and ui8).
* integers / bool -> f64: the leading bit found by a binary search of shifts, the significand
  rounded to nearest even above 2^53 (the carry into the exponent field is the add's).
* f64 -> f32: the 24-bit significand rounded to nearest even from the integer significand
  (subnormal results rounded once, at their own quantum), then built in f32 as ``q * 2^a * 2^b``:
  ``q`` an integer exact in f32, ``2^a`` and ``2^b`` normal powers of two made by products of
  exact powers (TOSA has no bitcast), so the product is exact; overflow gives inf. IREE's CPU code
  flushes f32 subnormals (FTZ): results below 2^-126 in magnitude come out as a zero of their
  sign. f64 -> f16 / bf16 goes through f32 and the backend's f32 -> f16 / bf16, as PyTorch's
  c10::Half(double) does (two roundings, the same as eager).
* f32 / f16 / bf16 -> f64 (exact): the exponent by binary normalization with exact power-of-two
  products (subnormals included), the significand read as an integer. NaN becomes the canonical
  quiet NaN (its sign and payload cannot be read without a bitcast).
"""
from __future__ import annotations

from tmlir.dialects.torch import types as T
from tmlir.dialects.torch.types import ValueTensorType
from tmlir.transforms.decompositions.builder import NotSupported, is_float_dtype
from .registry import f64_pattern, float_bits, is_f64_tensor, s64

SIGN = s64(1 << 63)
MASK = (1 << 63) - 1
MANT = (1 << 52) - 1
HIDDEN = 1 << 52
INF = 0x7FF0000000000000
QNAN = 0x7FF8000000000000
I64_MIN = -(1 << 63)

#: (significand bits with the hidden one, min normal exponent, max exponent)
_FORMATS = {T.F32: (24, -126, 127), T.F16: (11, -14, 15), T.BF16: (8, -126, 127)}

_INTS = (T.SI8, T.SI16, T.SI32, T.SI64, T.UI8)


def _fmul(c, x, k):
    return c._ew("torch.aten.mul.Scalar" if not hasattr(k, "type") else "torch.aten.mul.Tensor", [x, k], T.F32)


def _fwhere(c, cond, x, y):
    """where on f32 tensors / float constants."""
    if isinstance(x, float):
        x = c.b.full([], x, T.F32)
    if isinstance(y, float):
        y = c.b.full([], y, T.F32)
    return c._ew("torch.aten.where.self", [cond, x, y], T.F32)


def _fcmp(c, name, x, k):
    return c._ew(f"torch.aten.{name}.Scalar", [x, float(k)], T.I1)


# -- to f64 ---------------------------------------------------------------------------------------
def int_to_bits(c, a):
    """The bits of the double nearest (ties to even) to si64 tensor ``a``."""
    neg = c.cmp("lt", a, 0)
    u = c.where(neg, c.ineg(a), a)  # |a| (INT64_MIN stays negative: handled last)
    x, h = u, c.isub(u, u)
    for k in (32, 16, 8, 4, 2, 1):
        t = c.shr(x, k)
        nz = c.cmp("ne", t, 0)
        x = c.where(nz, t, x)
        h = c.where(nz, c.iadd(h, k), h)
    # h: the position of the leading one of u (0 for u = 0 or 1)
    zero_t = c.isub(h, h)
    sh_l = c.where(c.cmp("lt", h, 52), c.isub(c.ineg(h), -52), zero_t)  # 52 - h
    sh_r = c.where(c.cmp("gt", h, 52), c.isub(h, 52), zero_t)
    q = c.shr(c.shl(u, sh_l), sh_r)
    one = c.iadd(zero_t, 1)
    r = c.band(u, c.isub(c.shl(one, sh_r), 1))
    half = c.shr(c.shl(one, sh_r), 1)
    odd = c.cmp("eq", c.band(q, 1), 1)
    up = c.land(c.cmp("gt", sh_r, 0), c.lor(c.cmp("gt", r, half), c.land(c.cmp("eq", r, half), odd)))
    q = c.where(up, c.iadd(q, 1), q)
    bits = c.iadd(c.shl(c.iadd(h, 1023), 52), c.isub(q, HIDDEN))
    bits = c.where(c.cmp("eq", u, 0), zero_t, bits)
    bits = c.where(neg, c.bor(bits, SIGN), bits)
    return c.where(c.cmp("eq", a, I64_MIN), c.const_like(a, float_bits(-2.0 ** 63)), bits)


def f32_to_bits(c, f):
    """The bits of f32 tensor ``f`` as a double (exact)."""
    neg = c._ew("torch.aten.signbit", [f], T.I1)
    m = c._ew("torch.aten.abs", [f], T.F32)
    e = _fmul(c, m, 0.0)  # the exponent, an exact small integer in f32
    for k in (64, 32, 16, 8, 4, 2, 1):
        cnd = _fcmp(c, "ge", m, 2.0 ** k)
        m = _fwhere(c, cnd, _fmul(c, m, 2.0 ** -k), m)
        e = _fwhere(c, cnd, c._ew("torch.aten.add.Scalar", [e, float(k), 1], T.F32), e)
    for k in (64, 64, 32, 16, 8, 4, 2, 1):
        cnd = _fcmp(c, "lt", m, 2.0 ** (1 - k))
        m = _fwhere(c, cnd, _fmul(c, m, 2.0 ** k), m)
        e = _fwhere(c, cnd, c._ew("torch.aten.sub.Scalar", [e, float(k), 1], T.F32), e)
    frac = _fmul(c, c._ew("torch.aten.sub.Scalar", [m, 1.0, 1], T.F32), 2.0 ** 23)  # an integer < 2^23
    frac = c.to(c.to(frac, T.SI32), T.SI64)
    ei = c.to(c.to(e, T.SI32), T.SI64)
    bits = c.bor(c.shl(c.iadd(ei, 1023), 52), c.shl(frac, 29))
    zero = _fcmp(c, "eq", f, 0.0)
    bits = c.where(zero, c.const_like(bits, 0), bits)
    bits = c.where(_fcmp(c, "eq", c._ew("torch.aten.abs", [f], T.F32), float("inf")), c.const_like(bits, INF), bits)
    bits = c.where(neg, c.bor(bits, SIGN), bits)
    nan = c._ew("torch.aten.isnan", [f], T.I1)
    bits = c.where(nan, c.const_like(bits, QNAN), bits)
    return bits


def to_bits(c, v):
    """The bits of tensor ``v`` (any dtype) converted to f64 as PyTorch does."""
    if c.is_f64(v):
        return c.bits(v)
    dt = v.type.dtype
    if dt is T.I1:
        return c.where(v, c.const_like(v, float_bits(1.0)), c.const_like(v, 0))
    if dt in _INTS:
        return int_to_bits(c, c.to(v, T.SI64))
    if dt is T.F32:
        return f32_to_bits(c, v)
    if dt in (T.F16, T.BF16):
        return f32_to_bits(c, c.to(v, T.F32))
    raise NotSupported(f"'{c.op_.name}': a cast from {dt} to f64 has no exact TOSA form here")


# -- from f64 -------------------------------------------------------------------------------------
def _fields(c, x):
    """(negative, unbiased exponent e, 53-bit significand sig) with value = sig * 2^(e - 52)."""
    neg = c.cmp("lt", x, 0)
    E = c.band(c.shr(x, 52), 0x7FF)
    M = c.band(x, MANT)
    sub = c.cmp("eq", E, 0)
    sig = c.where(sub, M, c.bor(M, HIDDEN))
    e = c.where(sub, c.const_like(x, -1022), c.isub(E, 1023))
    return neg, E, M, e, sig


def _pow2_f32(c, a):
    """2^a in f32 for an si64 tensor ``a`` in [-75, 63]: 2^-75 times 2^(2^j) for each bit j of
    a + 75 (bit 7 as two factors 2^64); every partial product is a normal power of two <= 2^a."""
    u = c.iadd(a, 75)
    p = None
    for j in range(8):
        bit = c.cmp("eq", c.band(c.shr(u, j), 1), 1)
        for f in ((2.0 ** 64, 2.0 ** 64) if j == 7 else (2.0 ** (2 ** j),)):
            f = _fwhere(c, bit, f, 1.0)
            p = _fmul(c, f, 2.0 ** -75) if p is None else _fmul(c, p, f)
    return p


def bits_to_float(c, x, dt):
    """The f32 nearest (ties to even) to the double of bits ``x`` (the table has the f16 / bf16
    formats too, for a direct rounding, but PyTorch rounds to them through f32)."""
    p, emin, emax = _FORMATS[dt]
    neg, E, M, e, sig = _fields(c, x)
    # the quantum of the result: 2^qe with qe = max(e, emin) - (p - 1); sig * 2^(e-52) = q * 2^qe
    ec = c.where(c.cmp("lt", e, emin), c.const_like(x, emin), e)
    ec = c.where(c.cmp("gt", ec, emax), c.const_like(x, emax), ec)
    sh = c.isub(c.iadd(c.isub(ec, e), 53), p)  # (53 - p) + max(e, emin) - e  (>= 29 for f32)
    sh = c.where(c.cmp("gt", sh, 62), c.const_like(x, 62), sh)
    sh = c.where(c.cmp("lt", sh, 1), c.const_like(x, 1), sh)  # e above emax: overflow, handled below
    q = c.shr(sig, sh)
    one = c.iadd(c.isub(sh, sh), 1)
    r = c.band(sig, c.isub(c.shl(one, sh), 1))
    half = c.shl(one, c.isub(sh, 1))
    odd = c.cmp("eq", c.band(q, 1), 1)
    up = c.lor(c.cmp("gt", r, half), c.land(c.cmp("eq", r, half), odd))
    q = c.where(up, c.iadd(q, 1), q)
    qe = c.isub(ec, p - 1)
    a = c.shr(qe, 1)  # floor(qe / 2)
    bb = c.isub(qe, a)
    qf = c.to(c.to(q, T.SI32), T.F32)
    r32 = _fmul(c, _fmul(c, qf, _pow2_f32(c, a)), _pow2_f32(c, bb))
    over = c.lor(c.cmp("gt", e, emax), c.land(c.cmp("eq", e, emax), c.cmp("eq", q, 1 << p)))
    r32 = _fwhere(c, over, float("inf"), r32)
    r32 = _fwhere(c, neg, _fmul(c, r32, -1.0), r32)
    special = c.cmp("eq", E, 0x7FF)
    r32 = _fwhere(c, c.land(special, c.cmp("eq", M, 0)), _fwhere(c, neg, float("-inf"), float("inf")), r32)
    r32 = _fwhere(c, c.land(special, c.cmp("ne", M, 0)), float("nan"), r32)
    return r32 if dt is T.F32 else c.to(r32, dt)


def bits_to_int(c, x):
    """Truncation toward 0 of the double of bits ``x`` to si64 (INT64_MIN out of range)."""
    neg, E, M, e, sig = _fields(c, x)
    zero_t = c.isub(e, e)
    sh_l = c.where(c.cmp("gt", e, 52), c.isub(e, 52), zero_t)
    sh_r = c.where(c.cmp("lt", e, 52), c.isub(c.ineg(e), -52), zero_t)  # 52 - e
    sh_l = c.where(c.cmp("gt", sh_l, 63), c.const_like(x, 63), sh_l)
    sh_r = c.where(c.cmp("gt", sh_r, 63), c.const_like(x, 63), sh_r)
    v = c.shl(c.shr(sig, sh_r), sh_l)
    v = c.where(c.cmp("lt", e, 0), zero_t, v)
    v = c.where(neg, c.ineg(v), v)
    out = c.cmp("ge", e, 63)
    in_min = c.cmp("eq", x, float_bits(-2.0 ** 63))
    return c.where(c.land(out, c.lnot(in_min)), c.const_like(x, I64_MIN), v)


def from_bits(c, x, dt):
    """The bits of an f64 tensor converted to ``dt`` as PyTorch does."""
    if dt is T.F64:
        return x
    if dt is T.I1:
        return c.cmp("ne", c.band(x, MASK), 0)
    if dt is T.F32:
        return bits_to_float(c, x, T.F32)
    if dt in (T.F16, T.BF16):
        # PyTorch converts a double to f16 / bf16 through float (two roundings): the same here
        return c.to(bits_to_float(c, x, T.F32), dt)
    if dt in _INTS:
        v = bits_to_int(c, x)
        if dt is T.SI64:
            return v
        # PyTorch (x86): a 32-bit truncation (INT32_MIN out of its range, NaN and inf included),
        # then the low bits for the narrower types
        out = c.lor(c.cmp("lt", v, -(1 << 31)), c.cmp("gt", v, (1 << 31) - 1))
        v = c.where(out, c.const_like(v, -(1 << 31)), v)
        return c.to(v, dt)
    raise NotSupported(f"'{c.op_.name}': a cast from f64 to {dt} has no exact TOSA form here")


# -- the cast ops ---------------------------------------------------------------------------------
@f64_pattern("torch.aten._to_copy", "torch.aten.to.dtype", "torch.aten.to.dtype_layout", "torch.aten.to.other",
             "torch.aten.to.device", "torch.aten.type_as", "torch.prims.convert_element_type",
             "torch.aten._cast_Float", "torch.aten._cast_Double", "torch.aten._cast_Long")
def _cast(c, op):
    src = op.operands[0]
    want = op.results[0].type.dtype
    if want is None:
        raise NotSupported(f"'{op.name}': a cast to an unknown dtype")
    if c.is_f64(src):
        return [from_bits(c, c.bits(src), want)]
    if want is T.F64:
        return [to_bits(c, src)]
    raise NotSupported(f"'{op.name}': no f64 operand or result")


del is_float_dtype, is_f64_tensor


@f64_pattern("torch.aten.view.dtype")
def _view_dtype(c, op):
    """A bitcast between f64 and si64 is the bits themselves (a copy: the integer tensor and the
    f64 one are two values, one of them passed as bits)."""
    src = op.operands[0]
    want = op.results[0].type.dtype
    if c.is_f64(src) and want in (T.F64, T.SI64) or want is T.F64 and src.type.dtype is T.SI64:
        x = c.bits(src) if c.is_f64(src) else src
        return [c.b.op("torch.aten.clone", [x, None], x.type)]
    raise NotSupported(f"'{op.name}': a bitcast between f64 and {src.type.dtype if not c.is_f64(src) else want} "
                       "(other than to / from si64) has no TOSA form here")


@f64_pattern("torch.aten.arange", "torch.aten.arange.start", "torch.aten.arange.start_step")
def _arange(c, op):
    """An f64 arange of integer-valued constants below 2^53: the si64 arange, converted exactly."""
    b = c.b
    names = [a.name for a in op.schema.arguments]
    nums = {}
    for n, v in zip(names, op.operands):
        if n in ("start", "end", "step"):
            try:
                x = b.const_float(v)
            except Exception:
                raise NotSupported(f"'{op.name}': an f64 arange of run-time bounds has no exact TOSA form "
                                   "(TOSA has no f64; f64 values are carried as their bits)") from None
            if float(x) != int(x) or abs(x) >= 2 ** 53:
                raise NotSupported(f"'{op.name}': an f64 arange of non-integer bounds ({x}) is f64 arithmetic, "
                                   "which has no exact TOSA form (TOSA has no f64; f64 values are carried as their "
                                   "bits)")
            nums[n] = int(x)
    rt = op.results[0].type
    start, step = nums.get("start", 0), nums.get("step", 1)
    ints = b.op("torch.aten.arange.start_step", [start, nums["end"], step, T.type_to_scalar_type_int(T.SI64), None,
                                                 None, None], ValueTensorType(rt.sizes, T.SI64))
    return [int_to_bits(c, ints)]
