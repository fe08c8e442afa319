"""Elementwise compositions: addcmul/addcdiv, lerp, rsub, where/masked_fill with scalars, clamp
variants, square, xlogy, logaddexp, nan_to_num, float_power, remainder/fmod, and op aliases."""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T

from .registry import decomposition
from .builder import (NotApplicable, NotSupported, is_complex_dtype, is_float_dtype, promoted_dtype, float_of, to_torch_dtype,
                      norm_dim, broadcast_sizes)

INT64_MAX = 9223372036854775807


# ---------------------------------------------------------------------------------------------
# aliases: the same operands, another op name
# ---------------------------------------------------------------------------------------------

ALIASES = {
    "torch.aten.absolute": "torch.aten.abs",
    "torch.aten.negative": "torch.aten.neg",
    "torch.aten.fix": "torch.aten.trunc",
    "torch.aten.subtract.Tensor": "torch.aten.sub.Tensor",
    "torch.aten.subtract.Scalar": "torch.aten.sub.Scalar",
    "torch.aten.multiply.Tensor": "torch.aten.mul.Tensor",
    "torch.aten.multiply.Scalar": "torch.aten.mul.Scalar",
    "torch.aten.divide.Tensor": "torch.aten.div.Tensor",
    "torch.aten.divide.Scalar": "torch.aten.div.Scalar",
    "torch.aten.divide.Tensor_mode": "torch.aten.div.Tensor_mode",
    "torch.aten.true_divide.Tensor": "torch.aten.div.Tensor",
    "torch.aten.true_divide.Scalar": "torch.aten.div.Scalar",
    "torch.aten.clip": "torch.aten.clamp",
    "torch.aten.arctan2": "torch.aten.atan2",
    "torch.aten.greater.Tensor": "torch.aten.gt.Tensor",
    "torch.aten.greater.Scalar": "torch.aten.gt.Scalar",
    "torch.aten.less.Tensor": "torch.aten.lt.Tensor",
    "torch.aten.less.Scalar": "torch.aten.lt.Scalar",
    "torch.aten.greater_equal.Tensor": "torch.aten.ge.Tensor",
    "torch.aten.less_equal.Tensor": "torch.aten.le.Tensor",
    "torch.aten.not_equal.Tensor": "torch.aten.ne.Tensor",
    "torch.aten.not_equal.Scalar": "torch.aten.ne.Scalar",
    "torch.aten.max.other": "torch.aten.maximum",
    "torch.aten.min.other": "torch.aten.minimum",
    # Python's operators on tensors, as TorchScript records them
    "torch.aten.__and__.Tensor": "torch.aten.bitwise_and.Tensor",
    "torch.aten.__or__.Tensor": "torch.aten.bitwise_or.Tensor",
    "torch.aten.__xor__.Tensor": "torch.aten.bitwise_xor.Tensor",
    "torch.aten.__lshift__.Tensor": "torch.aten.bitwise_left_shift.Tensor",
    "torch.aten.__rshift__.Tensor": "torch.aten.bitwise_right_shift.Tensor",
    "torch.aten.__lshift__.Scalar": "torch.aten.bitwise_left_shift.Tensor_Scalar",
    "torch.aten.__rshift__.Scalar": "torch.aten.bitwise_right_shift.Tensor_Scalar",
    "torch.aten.__and__.Scalar": "torch.aten.bitwise_and.Scalar",
    "torch.aten.__or__.Scalar": "torch.aten.bitwise_or.Scalar",
    "torch.aten.__xor__.Scalar": "torch.aten.bitwise_xor.Scalar",
}


def _alias(target):
    def fn(b, op):
        return b.op(target, list(op.operands), [r.type for r in op.results])
    fn.__doc__ = f"The same operands to ``{target}``."
    return fn


for _name, _target in ALIASES.items():
    decomposition(_name)(_alias(_target))


@decomposition("torch.aten.positive")
def positive(b, op):
    x = op.operands[0]
    if b.dtype(x) is T.I1:
        raise NotApplicable("positive of bool raises")
    return [x]


# ---------------------------------------------------------------------------------------------
# compositions
# ---------------------------------------------------------------------------------------------

@decomposition("torch.aten.addcmul")
def addcmul(b, op):
    """``self + value * t1 * t2``."""
    x, t1, t2, value = op.operands
    dt = b.ty(op.results[0]).dtype
    v = b.const_float(value)
    if not is_float_dtype(dt) and (dt is None or float(v) != int(v)):
        raise NotApplicable("integer addcmul truncates a fractional value")
    prod = b.mul(t1, t2)
    if v != 1:
        prod = b.mul(prod, value)
    return [b.add(x, prod)]


@decomposition("torch.aten.addcdiv")
def addcdiv(b, op):
    """``self + value * t1 / t2`` (float tensors)."""
    x, t1, t2, value = op.operands
    for v in (x, t1, t2):
        b.float_tensor(v)
    q = b.div(t1, t2)
    if b.const_float(value) != 1:
        q = b.mul(q, value)
    return [b.add(x, q)]


_TORCH_TYPE_NAMES = {T.F16: "Half", T.BF16: "BFloat16", T.F32: "Float", T.F64: "Double"}


@decomposition("torch.aten.complex")
def complex_dtypes(b, op):
    """No decomposition: the check PyTorch's kernel makes and its meta function does not (export
    promotes ``complex(f32, f64)`` to complex128): both parts of one float dtype. Parts of
    different dtypes are a compile-time error with PyTorch's message; otherwise the op stays as
    it is for the lowerings."""
    re_, im = op.arg("real"), op.arg("imag")
    a, c = b.dtype(re_), b.dtype(im)
    if a is None or c is None or a == c:
        raise NotApplicable("parts of one dtype (the lowerings take the op)")
    if not (is_float_dtype(a) and is_float_dtype(c)):
        raise NotSupported(f"complex(): expected both inputs to be Half, Float or Double tensors but got "
                           f"{_TORCH_TYPE_NAMES.get(a, a)} and {_TORCH_TYPE_NAMES.get(c, c)}")
    raise NotSupported(f"complex(): expected object of scalar type {_TORCH_TYPE_NAMES.get(a, a)} but got scalar "
                       f"type {_TORCH_TYPE_NAMES.get(c, c)} for second argument")


@decomposition("torch.aten.lerp.Scalar", "torch.aten.lerp.Tensor")
def lerp(b, op):
    """``self + weight * (end - self)``."""
    x, end, w = op.operands
    b.float_tensor(x)
    return [b.add(x, b.mul(b.sub(end, x), w))]


@decomposition("torch.aten.rsub.Tensor")
def rsub_tensor(b, op):
    """``other - alpha * self``."""
    x, other, alpha = op.operands
    return [b.sub(other, x, alpha)]


@decomposition("torch.aten.rsub.Scalar")
def rsub_scalar(b, op):
    """``other - alpha * self`` as ``self * -alpha + other``."""
    x, other, alpha = op.operands
    if b.dtype(x) is T.I1:
        raise NotApplicable("bool")
    return [b.add(b.mul(x, -b.const_float(alpha)), other)]


def _scalar_as_tensor(b, s, dt):
    return b.scalar_tensor(s, dt)


@decomposition("torch.aten.where.ScalarSelf", "torch.aten.where.ScalarOther", "torch.aten.where.Scalar")
def where_scalar(b, op):
    """The scalar branches become 0-d tensors of the result dtype; then ``where.self``."""
    c, x, y = op.operands
    dt = b.ty(op.results[0]).dtype
    if dt is None:
        dt = promoted_dtype(*[v.type for v in (x, y)])
    if dt is None:
        raise NotApplicable("unknown dtype")
    x = x if b._is_tensor(x) else b.scalar_tensor(x, dt)
    y = y if b._is_tensor(y) else b.scalar_tensor(y, dt)
    return [b.where(c, x, y)]


@decomposition("torch.aten.masked_fill.Scalar", "torch.aten.masked_fill.Tensor")
def masked_fill(b, op):
    """``where(mask, value, self)`` in ``self``'s dtype."""
    x, mask, value = op.operands
    dt = b.known_dtype(x)
    if b._is_tensor(value):
        if b.rank(value) != 0:
            raise NotApplicable("value must be 0-d")
        value = b.to_dtype(value, dt)
    else:
        value = b.scalar_tensor(value, dt)
    return [b.where(mask, value, x)]


@decomposition("torch.aten.clamp_min")
def clamp_min(b, op):
    x, lo = op.operands
    return [b.clamp(x, lo, None)]


@decomposition("torch.aten.clamp_max")
def clamp_max(b, op):
    x, hi = op.operands
    return [b.clamp(x, None, hi)]


@decomposition("torch.aten.clamp_min.Tensor")
def clamp_min_tensor(b, op):
    x, lo = op.operands
    return [b.maximum(x, lo)]


@decomposition("torch.aten.clamp_max.Tensor")
def clamp_max_tensor(b, op):
    x, hi = op.operands
    return [b.minimum(x, hi)]


@decomposition("torch.aten.clamp.Tensor")
def clamp_tensor(b, op):
    """``minimum(maximum(x, min), max)``."""
    x, lo, hi = op.operands
    if b.is_none(lo) and b.is_none(hi):
        raise NotApplicable("clamp without bounds raises")
    if not b.is_none(lo):
        x = b.maximum(x, lo)
    if not b.is_none(hi):
        x = b.minimum(x, hi)
    return [x]


@decomposition("torch.aten.square")
def square(b, op):
    x = op.operands[0]
    if b.known_dtype(x) is T.I1:
        raise NotApplicable("square of bool is int64")
    return [b.mul(x, x)]


@decomposition("torch.aten.frac")
def frac(b, op):
    x = b.float_tensor(op.operands[0])
    return [b.sub(x, b.unary("trunc", x))]


@decomposition("torch.aten.xlogy.Tensor")
def xlogy(b, op):
    """``where(isnan(y), nan, where(x == 0, 0, x * log(y)))``."""
    x, y = op.operands
    dt = float_of(promoted_dtype(x.type, y.type))
    if dt is None:
        raise NotApplicable("unknown dtype")
    zero = b.scalar_tensor(0.0, dt)
    nan = b.scalar_tensor(math.nan, dt)
    val = b.where(b.compare("eq", x, 0), zero, b.mul(x, b.log(y)))
    return [b.where(b.compare("ne", y, y), nan, val)]


@decomposition("torch.aten.deg2rad")
def deg2rad(b, op):
    x = op.operands[0]
    return [b.mul(b.to_dtype(x, float_of(b.known_dtype(x))), math.pi / 180)]


@decomposition("torch.aten.rad2deg")
def rad2deg(b, op):
    x = op.operands[0]
    return [b.mul(b.to_dtype(x, float_of(b.known_dtype(x))), 180 / math.pi)]


def _logaddexp(b, x, y, base2):
    """``max + log1p(exp(-|x - y|))`` (base 2: ``max + log2(1 + 2^-|x - y|)``); where ``x == y``
    (infinities included) ``x + log(2)`` (base 2: ``x + 1``)."""
    m = b.maximum(x, y)
    d = b.neg(b.abs(b.sub(x, y)))
    if base2:
        general = b.add(m, b.div(b.unary("log1p", b.exp(b.mul(d, math.log(2)))), math.log(2)))
    else:
        general = b.add(m, b.unary("log1p", b.exp(d)))
    same = b.add(x, 1.0 if base2 else math.log(2))
    return b.where(b.compare("eq", x, y), same, general)


@decomposition("torch.aten.logaddexp")
def logaddexp(b, op):
    x, y = op.operands
    b.float_tensor(x)
    b.float_tensor(y)
    return [_logaddexp(b, x, y, False)]


@decomposition("torch.aten.logaddexp2")
def logaddexp2(b, op):
    x, y = op.operands
    b.float_tensor(x)
    b.float_tensor(y)
    return [_logaddexp(b, x, y, True)]


@decomposition("torch.aten.heaviside")
def heaviside(b, op):
    """``where(x == 0, values, x > 0)``."""
    x, values = op.operands
    dt = promoted_dtype(x.type, values.type)
    if dt is None or dt is T.I1:
        raise NotApplicable("dtype")
    pos = b.to_dtype(b.compare("gt", x, 0), dt)
    return [b.where(b.compare("eq", x, 0), b.to_dtype(values, dt), pos)]


@decomposition("torch.aten.nan_to_num")
def nan_to_num(b, op):
    """Replace NaN, +inf and -inf (defaults: 0 and the dtype's largest / lowest finite value)."""
    x, nan, posinf, neginf = op.operands
    dt = b.known_dtype(x)
    if not is_float_dtype(dt):
        return [x]
    import torch
    fi = torch.finfo(to_torch_dtype(dt))
    vals = [b.opt_float(nan), b.opt_float(posinf), b.opt_float(neginf)]
    nan_v = 0.0 if vals[0] is None else float(vals[0])
    pos_v = fi.max if vals[1] is None else float(vals[1])
    neg_v = fi.min if vals[2] is None else float(vals[2])
    y = b.where(b.compare("eq", x, math.inf), b.scalar_tensor(pos_v, dt), x)
    y = b.where(b.compare("eq", x, -math.inf), b.scalar_tensor(neg_v, dt), y)
    return [b.where(b.compare("ne", x, x), b.scalar_tensor(nan_v, dt), y)]


@decomposition("torch.aten.isposinf")
def isposinf(b, op):
    return [b.compare("eq", op.operands[0], math.inf)]


@decomposition("torch.aten.isneginf")
def isneginf(b, op):
    return [b.compare("eq", op.operands[0], -math.inf)]


@decomposition("torch.aten.isinf")
def isinf(b, op):
    x = op.operands[0]
    if not is_float_dtype(b.dtype(x)):
        raise NotApplicable("non-float")
    return [b.compare("eq", b.abs(x), math.inf)]


@decomposition("torch.aten.isfinite")
def isfinite(b, op):
    """``|x| < inf`` (false for NaN) for floats; all true otherwise."""
    x = op.operands[0]
    if not is_float_dtype(b.dtype(x)):
        raise NotApplicable("non-float")
    return [b.compare("lt", b.abs(x), math.inf)]


@decomposition("torch.aten.float_power.Tensor_Scalar", "torch.aten.float_power.Tensor_Tensor")
def float_power(b, op):
    """``pow`` in f64."""
    x, e = op.operands
    dt = b.known_dtype(x)
    if to_torch_dtype(dt).is_complex:
        raise NotApplicable("complex")
    x = b.to_dtype(x, T.F64)
    if b._is_tensor(e):
        e = b.to_dtype(e, T.F64)
    else:
        e = float(b.const_float(e))
    return [b.pow(x, e)]


@decomposition("torch.aten.floor_divide", "torch.aten.floor_divide.Scalar")
def floor_divide(b, op):
    x, y = op.operands
    name = "torch.aten.div.Tensor_mode" if b._is_tensor(y) else "torch.aten.div.Scalar_mode"
    return [b.op(name, [x, y, _str(b, "floor")], op.results[0].type)]


def _str(b, s):
    from tmlir.dialects.torch.ops import ConstantStrOp
    return b.insert(ConstantStrOp.build_value(s, b.loc)).results[0]


def _mod(b, op, mode):
    """``x - div(x, y, mode) * y`` (remainder: floor, fmod: trunc). Not on f64: the backends'
    remf is exact there (linalg: expand-f64-math), where this formula loses the low digits once
    x / y is large (fmod(1e300, 3.3))."""
    x, y = op.operands
    dt = b.ty(op.results[0]).dtype
    if dt is None or dt is T.I1 or dt is T.F64 or b.dtype(x) is T.I1:
        raise NotApplicable("dtype")
    half = dt in (T.F16, T.BF16)
    if half:  # in f32, rounded once (PyTorch's kernel; each step in half was 8 f16 ulps off)
        x = b.to_dtype(x, T.F32)
        y = b.to_dtype(y, T.F32) if b._is_tensor(y) else y
    name = "torch.aten.div.Tensor_mode" if b._is_tensor(y) else "torch.aten.div.Scalar_mode"
    q = b.elementwise(name, [x, y, _str(b, mode)], tensors=[x, y])
    r = b.sub(x, b.mul(q, y))
    return [b.to_dtype(r, dt) if half else r]


@decomposition("torch.aten.remainder.Scalar", "torch.aten.remainder.Tensor")
def remainder(b, op):
    return _mod(b, op, "floor")


@decomposition("torch.aten.fmod.Scalar", "torch.aten.fmod.Tensor")
def fmod(b, op):
    return _mod(b, op, "trunc")


@decomposition("torch.aten.hypot")
def hypot(b, op):
    x, y = op.operands
    b.float_tensor(x)
    return [b.sqrt(b.add(b.mul(x, x), b.mul(y, y)))]


@decomposition("torch.aten.fmax", "torch.aten.fmin")
def fmax_fmin(b, op):
    """``maximum``/``minimum`` ignoring a NaN operand."""
    x, y = op.operands
    if not is_float_dtype(promoted_dtype(x.type, y.type)):
        raise NotApplicable("non-float")
    m = b.maximum(x, y) if op.name == "torch.aten.fmax" else b.minimum(x, y)
    m = b.where(b.compare("ne", y, y), x, m)
    return [b.where(b.compare("ne", x, x), y, m)]


@decomposition("torch.aten.isclose")
def isclose(b, op):
    """``x == y``, or ``|x - y|`` finite and ``<= atol + |rtol y|`` (NaNs equal when ``equal_nan``).
    Integer and bool operands compute the errors in the default float dtype, as PyTorch does."""
    x, y, rtol, atol, equal_nan = op.operands
    dt = promoted_dtype(x.type, y.type)
    if dt is None:
        raise NotApplicable("unknown dtype")
    r, a = float(b.const_float(rtol)), float(b.const_float(atol))
    res = b.compare("eq", x, y)
    floating = is_float_dtype(dt) or to_torch_dtype(dt).is_complex
    if b.const_bool(equal_nan) and floating:
        res = b.logical("or", res, b.logical("and", b.compare("ne", x, x), b.compare("ne", y, y)))
    if r == 0 and a == 0:
        return [res]
    if not floating:
        x, y = b.to_dtype(x, T.F32), b.to_dtype(y, T.F32)
    actual = _magnitude(b, b.sub(x, y))
    allowed = b.add(_magnitude(b, b.mul(y, r)), a)
    close = b.compare("le", actual, allowed)
    if floating:
        close = b.logical("and", close, b.compare("lt", actual, math.inf))
    return [b.logical("or", res, close)]


def _magnitude(b, x):
    """``abs``: real for complex ``x`` (its element type)."""
    dt = b.known_dtype(x)
    return b.unary("abs", x, getattr(dt, "element_type", dt) if to_torch_dtype(dt).is_complex else dt)


@decomposition("torch.aten.diff")
def diff(b, op):
    """``prepend``/``append`` concatenated along ``dim``, then ``n`` times the difference of
    neighbours along ``dim`` (``x[1:] - x[:-1]``; ``!=`` for bool)."""
    x, n, dim = op.arg("self"), b.const_int(op.arg("n")), b.const_int(op.arg("dim"))
    pre, app = op.arg("prepend"), op.arg("append")
    r = b.rank(x)
    if r == 0 or n < 0:
        raise NotApplicable("diff of a 0-d tensor or a negative order")
    d = norm_dim(dim, r)
    parts = ([] if b.is_none(pre) else [pre]) + [x] + ([] if b.is_none(app) else [app])
    for v in parts:
        if b.rank(v) != r:
            raise NotApplicable("prepend/append of another rank")
    if len(parts) > 1:
        x = b.cat(parts, d)
    for _ in range(n):
        hi, lo = b.slice(x, d, 1, INT64_MAX), b.slice(x, d, 0, -1)
        x = b.compare("ne", hi, lo) if b.dtype(x) is T.I1 else b.sub(hi, lo)
    return [x]


@decomposition("torch.aten.cross", "torch.aten.linalg_cross")
def cross(b, op):
    """The cross product along a dim of size 3 (``cross``'s dim none: the first one), both
    operands broadcast: ``a[i+1] b[i+2] - a[i+2] b[i+1]`` with indices mod 3 taken by slices."""
    x, y = op.arg("self"), op.arg("other")
    sx, sy = b.sizes(x), b.sizes(y)
    if sx is None or sy is None:
        raise NotApplicable("unknown rank")
    shape = broadcast_sizes(sx, sy)
    r = len(shape)
    dim = op.arg("dim")
    if b.is_none(dim):
        threes = [k for k in range(r) if shape[k] == 3]
        if not threes:
            raise NotApplicable("no dim of size 3")
        d = threes[0]
    else:
        d = norm_dim(b.const_int(dim), r)
    for s in (sx, sy):
        k = d - r + len(s)
        if k < 0 or s[k] != 3:
            raise NotApplicable("cross needs size 3 along dim in both operands")
    if any(v < 0 for v in shape):   # run-time sizes: the broadcast of each dim, guarded
        shape = b.broadcast_shape([x, y], "cross")
        x, y = b.expand(x, shape), b.expand(y, shape)
    else:
        x = x if list(sx) == shape else b.expand(x, shape)
        y = y if list(sy) == shape else b.expand(y, shape)

    def at(v, k):
        return b.slice(v, d, k, k + 1)

    dt = b.known_dtype(op.results[0])
    half = dt in (T.F16, T.BF16)

    def rounded_product(u, v):
        if not half:
            return b.mul(u, v)
        # exact in f32, rounded to the half type once: in half precision IREE's llvm-cpu contracts
        # ``u*v - w`` into a fused multiply-add, which rounds differently from PyTorch's kernel
        u, v = b.to_dtype(u, T.F32), b.to_dtype(v, T.F32)
        return b.to_dtype(b.to_dtype(b.mul(u, v), dt), T.F32)

    comps = []
    for k in range(3):
        c = b.sub(rounded_product(at(x, (k + 1) % 3), at(y, (k + 2) % 3)),
                  rounded_product(at(x, (k + 2) % 3), at(y, (k + 1) % 3)))
        comps.append(b.to_dtype(c, dt) if half else c)
    return [b.cat(comps, d)]


@decomposition("torch.aten.isin.Tensor_Tensor", "torch.aten.isin.Tensor_Scalar", "torch.aten.isin.Scalar_Tensor")
def isin(b, op):
    """Whether each element equals any test element: ``eq`` against a trailing dim of the
    flattened test elements, ``any`` over it (negated by ``invert``)."""
    e = op.arg("element") if op.name.endswith("Scalar_Tensor") else op.arg("elements")
    t = op.arg("test_element") if op.name.endswith("Tensor_Scalar") else op.arg("test_elements")
    invert = b.const_bool(op.arg("invert"))
    if not b._is_tensor(t):
        hit = b.compare("eq", e, t)
    else:
        if not b._is_tensor(e):
            e = b.scalar_tensor(e, promoted_dtype(b.scalar_type(e), t.type) or b.known_dtype(t))
        re = b.rank(e)
        hit = b.compare("eq", b.unsqueeze(e, re), b.reshape(t, [-1]))
        hit = b.op("torch.aten.any.dim", [hit, re, False], b.vt(b.sizes(e), T.I1))
    return [b.logical("not", hit) if invert else hit]


@decomposition("torch.aten.sinc")
def sinc(b, op):
    """``where(x == 0, 1, sin(pi x) / (pi x))``."""
    x = b.float_tensor(op.operands[0])
    px = b.mul(x, math.pi)
    one = b.scalar_tensor(1.0, b.dtype(x))
    return [b.where(b.compare("eq", x, 0), one, b.div(b.unary("sin", px), px))]


@decomposition("torch.aten.round.decimals")
def round_decimals(b, op):
    """``round(x * 10^d) / 10^d``."""
    x, d = op.operands
    b.float_tensor(x)
    n = b.const_int(d)
    if n == 0:
        return [b.unary("round", x)]
    if n > 0:
        s = 10.0 ** n
        return [b.div(b.unary("round", b.mul(x, s)), s)]
    s = 10.0 ** -n
    return [b.mul(b.unary("round", b.div(x, s)), s)]




# ---------------------------------------------------------------------------------------------
# gcd / lcm: Euclid's algorithm unrolled
# ---------------------------------------------------------------------------------------------

_INT_WIDTHS = {"torch.uint8": 8, "torch.int8": 8, "torch.int16": 16, "torch.int32": 32, "torch.int64": 64}


def _gcd(b, x, y, w):
    """gcd(|x|, |y|) of integer tensors of one dtype whose values fit ``w`` bits: Euclid's
    ``(a, c) -> (c, a - trunc(a / c) * c)`` while c != 0, unrolled as many times as the worst case
    (consecutive Fibonacci numbers) of the width needs: ceil(w * log(2) / log(golden ratio)) + 2."""
    steps = math.ceil(w * math.log(2) / math.log((1 + math.sqrt(5)) / 2)) + 2
    a, c = b.abs(x), b.abs(y)
    a, c = b.add(a, b.mul(c, 0)), b.add(c, b.mul(a, 0))  # both at the broadcast shape
    zero = b.mul(a, 0)
    one = b.add(zero, 1)
    trunc = b.str("trunc")
    for _ in range(steps):
        nz = b.compare("ne", c, 0)
        safe = b.where(nz, c, one)
        rem = b.sub(a, b.mul(b.elementwise("torch.aten.div.Tensor_mode", [a, safe, trunc], tensors=[a]), safe))
        a, c = b.where(nz, c, a), b.where(nz, rem, zero)
    return a


def _gcd_operands(b, op):
    """(x, y, the result dtype, its width): 8- and 16-bit integers compute in si32, as C++'s
    integer promotion makes PyTorch's kernels do (``lcm`` of int16 wraps only when stored)."""
    dt = b.ty(op.results[0]).dtype
    w = _INT_WIDTHS.get(str(to_torch_dtype(dt))) if dt is not None else None
    if w is None:
        raise NotApplicable("gcd/lcm need an integer dtype")
    cdt = T.SI32 if w < 32 else dt
    return b.to_dtype(op.arg("self"), cdt), b.to_dtype(op.arg("other"), cdt), dt, w


@decomposition("torch.aten.gcd")
def gcd(b, op):
    x, y, dt, w = _gcd_operands(b, op)
    return [b.to_dtype(_gcd(b, x, y, w), dt)]


@decomposition("torch.aten.lcm")
def lcm(b, op):
    """``|x / gcd(x, y) * y|``, 0 when gcd is 0 (both operands 0)."""
    x, y, dt, w = _gcd_operands(b, op)
    g = _gcd(b, x, y, w)
    nz = b.compare("ne", g, 0)
    q = b.elementwise("torch.aten.div.Tensor_mode", [x, b.where(nz, g, b.add(b.mul(g, 0), 1)), b.str("trunc")],
                      tensors=[x])
    return [b.to_dtype(b.where(nz, b.abs(b.mul(q, y)), b.mul(g, 0)), dt)]


@decomposition("torch.aten.ldexp.Tensor")
def ldexp(b, op):
    """``self * 2^other`` in the result dtype (integers promote to the default float); half types
    scale in f32 and round once; a complex exponent gives the complex power exp(other log 2)."""
    rdt = b.ty(op.results[0]).dtype
    if rdt is None or not (is_float_dtype(rdt) or is_complex_dtype(rdt)):
        raise NotApplicable("needs a floating-point or complex result")
    real = rdt.element_type if is_complex_dtype(rdt) else rdt
    fdt = T.F64 if real is T.F64 else T.F32
    cdt = rdt if is_complex_dtype(rdt) else fdt
    other = op.arg("other")
    if is_complex_dtype(b.dtype(other)):
        power = b.exp(b.mul(b.to_dtype(other, rdt), math.log(2.0)))
    else:
        power = b.elementwise("torch.aten.pow.Scalar", [2.0, b.to_dtype(other, fdt)], dtype=fdt)
    return [b.to_dtype(b.mul(b.to_dtype(op.arg("self"), cdt), power), rdt)]


#: per work dtype: the scaling steps of frexp's exponent search, largest first: down by 2^-k while
#: |x| >= 2^k (sums to the largest exponent, 127 / 1023), up by 2^k while |x| < 2^(1 - k) (sums past
#: the smallest subnormal's exponent, -149 / -1074); every threshold and factor is a normal number
_FREXP_STEPS = {"f32": ((64, 32, 16, 8, 4, 2, 1), (64, 64, 32, 16, 8, 4, 2, 1)),
                "f64": ((512, 256, 128, 64, 32, 16, 8, 4, 2, 1), (512, 512, 256, 128, 64, 32, 16, 8, 4, 2, 1))}


@decomposition("torch.aten.frexp.Tensor")
def frexp(b, op):
    """(mantissa, exponent) with x = mantissa * 2^exponent and 0.5 <= |mantissa| < 1, exactly, with
    no bitcast and no log: f16/bf16/f32 in f32 (every value exact there), f64 in f64. |x| is scaled
    into [1, 2) by a fixed sequence of exact powers of two, each chosen with ``where`` by comparing
    |x| with a power of two (down by 2^-k while |x| >= 2^k, k = 64..1; up by 2^k while |x| < 2^(1-k),
    k = 64, 64, 32..1; f64: 512..1 and 512, 512, 256..1), the exponent counting the steps: only
    multiplications by powers of two that keep the value normal (or make a subnormal normal), so
    every step is exact. 0, -0, inf and NaN give (x, 0).

    Subnormal f32/bf16 inputs: exact under IEEE arithmetic (the interpreter, PyTorch), but IREE's
    llvm-cpu code treats subnormal operands as zero (x == 0 is true for 1e-40 there), so it gives
    (x, 0) for them: the input unchanged as mantissa, exponent 0 (x = mantissa * 2^exponent still
    holds; |mantissa| < 0.5)."""
    rdt, edt = b.ty(op.results[0]).dtype, b.ty(op.results[1]).dtype
    if rdt is None or not is_float_dtype(rdt) or edt is None:
        raise NotApplicable("needs a floating-point input")
    wdt = T.F64 if rdt is T.F64 else T.F32
    down, up = _FREXP_STEPS["f64" if wdt is T.F64 else "f32"]
    x = b.to_dtype(op.arg("self"), wdt)
    a = b.abs(x)
    special = b.logical("or", b.compare("eq", a, 0.0), b.logical("not", b.compare("lt", a, math.inf)))
    a = b.where(special, 1.0, a)
    e = b.mul(a, 0.0)
    for k in down:
        c = b.compare("ge", a, 2.0 ** k)
        a, e = b.where(c, b.mul(a, 2.0 ** -k), a), b.where(c, b.add(e, float(k)), e)
    for k in up:
        c = b.compare("lt", a, 2.0 ** (1 - k))
        a, e = b.where(c, b.mul(a, 2.0 ** k), a), b.where(c, b.sub(e, float(k)), e)
    m = b.mul(a, 0.5)   # a in [1, 2)
    e = b.add(e, 1.0)
    mantissa = b.where(special, x, b.where(b.compare("lt", x, 0.0), b.neg(m), m))
    exponent = b.where(special, 0.0, e)
    return [b.to_dtype(mantissa, rdt), b.to_dtype(exponent, edt)]


@decomposition("torch.aten.real", "torch.aten.imag")
def real_imag(b, op):
    """``real``/``imag`` (views TorchScript keeps; torch.export gives the parts through
    ``view_as_real``): index 0 or 1 of ``view_as_real``'s last dim; ``real`` of a real tensor is
    the tensor."""
    x = op.arg("self")
    dt = b.dtype(x)
    if dt is None or b.sizes(x) is None:
        raise NotApplicable("unknown dtype or rank")
    if not is_complex_dtype(dt):
        if op.name == "torch.aten.imag":
            raise NotSupported("imag is not implemented for tensors with non-complex dtypes.")
        return [x]
    return [b.real_part(x) if op.name == "torch.aten.real" else b.imag_part(x)]
