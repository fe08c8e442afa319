"""Elementwise ops: arithmetic, math, activations, comparisons, logical and bitwise ops, where,
clamp, casts.

An op is a body on whole tensors registered with :func:`ew`: its elementwise inputs (schema
names; scalars become ``tensor<1x..>`` constants) arrive converted to the computation type and
equal rank, the body builds TOSA ops, and the result is cast to the op's result type::

    @ew("torch.aten.atan2", ins=("self", "other"), compute=FLOAT)
    def atan2(e, x, y): ...

The computation type is the result's (type promotion is in the contract's result types) made
TOSA-legal by ``U.compute_type`` (f16/bf16 -> f32, i1/i8/i16 -> i32); comparisons compute in the
operands' promoted type; ``FLOAT`` bodies (exp, log, ...) compute in f32 when the result is float.
"""
from __future__ import annotations

import math as _m

from .registry import lowering
from . import utils as U

RESULT, OPERANDS, FLOAT, NATIVE = "result", "operands", "float", "native"


class E:
    """What a body works with: ``rw``, ``et`` (the computation type) and helpers building TOSA ops
    on tensors of rank ``rank``."""

    def __init__(self, rw, op, et, rank, unsigned=False):
        self.rw, self.op, self.et, self.rank, self.unsigned = rw, op, et, rank, unsigned

    @property
    def is_float(self):
        return U.is_float(self.et)

    def c(self, value, et=None):
        return U.const(self.rw, value, et or self.et, self.rank)

    def scalar(self, name, et=None):
        """A scalar argument as a broadcastable tensor of the computation type."""
        return U.tensor_arg(self.rw, self.op, self._operands, name, et or self.et, self.rank)

    def __getattr__(self, name):
        if name in U.OPS:
            rw = self.rw
            return lambda *xs, **kw: (U.unary(rw, name, *xs) if len(xs) == 1 else U.binary(rw, name, *xs, **kw))
        raise AttributeError(name)

    def mul(self, x, y):
        return U.mul(self.rw, x, y)

    def div(self, x, y):
        return U.div(self.rw, x, y)

    def neg(self, x):
        return U.neg(self.rw, x)

    def select(self, c, x, y):
        return U.select(self.rw, c, x, y)

    def lt(self, x, y):
        return U.binary(self.rw, "greater", y, x)

    def le(self, x, y):
        return U.binary(self.rw, "greater_equal", y, x)

    def ne(self, x, y):
        if x.type.element_type is U.I1:
            return U.binary(self.rw, "logical_xor", x, y)
        return U.not_(self.rw, U.binary(self.rw, "equal", x, y))

    def isnan(self, x):
        return self.ne(x, x)

    def sqrt(self, x):
        return U.recip(self.rw, U.unary(self.rw, "rsqrt", x))

    def cast(self, x, et):
        return U.cast(self.rw, x, et)


_BODIES = {}


def ew(*names, ins=("self",), compute=RESULT, scalars_in_compute=True):
    """Register ``body(e, *inputs)`` as the lowering of ``names``."""
    def deco(body):
        @lowering(*names)
        def lower(op, operands, rw):
            U.check_types(op)
            out = U.result_type(op)
            rank = len(out.shape)
            res_et = out.element_type
            if compute == OPERANDS:
                et = U.compute_type(U.promoted([op.arg(n) for n in ins]))
            elif compute == FLOAT:
                et = U.F32 if U.is_float(res_et) else U.compute_type(res_et)
                if not U.is_float(et):
                    raise U.NotLowerable(f"a float function with a {res_et} result")
            elif compute == NATIVE:
                et = res_et
            else:
                et = U.compute_type(res_et)
            e = E(rw, op, et, rank)
            e._operands = operands
            xs = [U.tensor_arg(rw, op, operands, n, et, rank) for n in ins]
            r = body(e, *xs)
            if r is None:
                return False
            if r.type.element_type is not res_et:
                r = U.cast(rw, r, res_et, round_float=True)
            return U.finish(rw, op, r)
        lower.__name__ = body.__name__
        _BODIES[body.__name__] = body
        return body
    return deco


# ---------------------------------------------------------------------------------------------
# Arithmetic
# ---------------------------------------------------------------------------------------------

def _alpha(e, y):
    if not U.has_arg(e.op, "alpha") or U.const_number(e.op.arg("alpha")) == 1:
        return y
    return e.mul(y, e.scalar("alpha"))


def _half(e, name, v):
    """On an f16/bf16 result computed in f32, an operand of another dtype (a Python scalar: a
    ``.Scalar`` argument or a wrapped 0-d f64 tensor) is taken in the half dtype first, as
    PyTorch's add/sub (mul and div keep such a scalar in f32)."""
    half = U.result_type(e.op).element_type
    if half not in (U.F16, U.BF16) or e.et is not U.F32:
        return v
    if getattr(e.op.arg(name).type, "dtype", None) is half:
        return v
    return e.cast(e.cast(v, half), e.et)


@ew("torch.aten.add.Tensor", "torch.aten.add.Scalar", ins=("self", "other"))
def add(e, x, y):
    if e.et is U.I32 and e.op.results[0].type.dtype is U.I1:
        return e.logical_or(e.cast(x, U.I1), e.cast(y, U.I1))
    return e.add(_half(e, "self", x), _alpha(e, _half(e, "other", y)))


@ew("torch.aten.sub.Tensor", "torch.aten.sub.Scalar", ins=("self", "other"))
def sub(e, x, y):
    return e.sub(_half(e, "self", x), _alpha(e, _half(e, "other", y)))


@ew("torch.aten.rsub.Tensor", "torch.aten.rsub.Scalar", ins=("self", "other"))
def rsub(e, x, y):
    return e.sub(_half(e, "other", y), _alpha(e, _half(e, "self", x)))


@ew("torch.aten.mul.Tensor", "torch.aten.mul.Scalar", ins=("self", "other"))
def mul(e, x, y):
    return e.mul(x, y)


@ew("torch.aten.div.Tensor", "torch.aten.div.Scalar", "torch.aten.true_divide.Tensor",
    "torch.aten.true_divide.Scalar", ins=("self", "other"))
def div(e, x, y):
    if not e.is_float:
        return None
    return e.div(x, y)


def _floor_div(e, x, y):
    """``floor(x / y)`` for floats, exact at integral quotients: the quotient from the reciprocal
    is corrected by one where ``x - q * y`` lies outside ``[0, y)`` (``(y, 0]`` for negative y)."""
    q = e.floor(e.div(x, y))
    r = e.sub(x, e.mul(q, y))
    zero = e.c(0)
    pos = e.greater(y, zero)
    too_big = e.select(pos, e.greater_equal(r, y), e.le(r, y))
    too_small = e.select(pos, e.lt(r, zero), e.greater(r, zero))
    q = e.select(too_big, e.add(q, e.c(1)), q)
    return e.select(too_small, e.sub(q, e.c(1)), q)


def _int_floor_div(e, x, y):
    q = e.intdiv(x, y)
    r = e.sub(x, e.mul(q, y))
    zero = e.c(0)
    adjust = e.logical_and(e.ne(r, zero), e.ne(e.lt(r, zero), e.lt(y, zero)))
    return e.select(adjust, e.sub(q, e.c(1)), q)


@ew("torch.aten.div.Tensor_mode", "torch.aten.div.Scalar_mode", ins=("self", "other"))
def div_mode(e, x, y):
    mode = U.const_str(e.op.arg("rounding_mode"))
    if e.is_float:
        if mode == "trunc":
            return U.trunc(e.rw, e.div(x, y))
        if mode == "floor":
            return _floor_div(e, x, y)
        return e.div(x, y) if mode is None else None
    if mode == "trunc":
        return e.intdiv(x, y)
    if mode == "floor":
        return _int_floor_div(e, x, y)
    return None


@ew("torch.aten.floor_divide", "torch.aten.floor_divide.Scalar", ins=("self", "other"))
def floor_divide(e, x, y):
    return _floor_div(e, x, y) if e.is_float else _int_floor_div(e, x, y)


@ew("torch.aten.remainder.Tensor", "torch.aten.remainder.Scalar", "torch.aten.remainder.Scalar_Tensor",
    ins=("self", "other"))
def remainder(e, x, y):
    q = _floor_div(e, x, y) if e.is_float else _int_floor_div(e, x, y)
    return e.sub(x, e.mul(q, y))


@ew("torch.aten.fmod.Tensor", "torch.aten.fmod.Scalar", ins=("self", "other"))
def fmod(e, x, y):
    q = U.trunc(e.rw, e.div(x, y)) if e.is_float else e.intdiv(x, y)
    return e.sub(x, e.mul(q, y))


@ew("torch.aten.neg", "torch.aten._neg_view", "torch.aten._neg_view_copy")
def neg(e, x):
    return e.neg(x)


@ew("torch.aten.abs")
def abs_(e, x):
    return e.abs(x)


@ew("torch.aten.square")
def square(e, x):
    return e.mul(x, x)


@ew("torch.aten.maximum", "torch.aten.max.other", ins=("self", "other"))
def maximum(e, x, y):
    return e.maximum(x, y)


@ew("torch.aten.minimum", "torch.aten.min.other", ins=("self", "other"))
def minimum(e, x, y):
    return e.minimum(x, y)


@ew("torch.aten.fmax", ins=("self", "other"))
def fmax(e, x, y):
    if not e.is_float:
        return e.maximum(x, y)
    return e.select(e.isnan(x), y, e.select(e.isnan(y), x, e.maximum(x, y)))


@ew("torch.aten.fmin", ins=("self", "other"))
def fmin(e, x, y):
    if not e.is_float:
        return e.minimum(x, y)
    return e.select(e.isnan(x), y, e.select(e.isnan(y), x, e.minimum(x, y)))


@ew("torch.aten.addcmul", ins=("self", "tensor1", "tensor2"))
def addcmul(e, x, a, b):
    return e.add(x, e.mul(e.scalar("value"), e.mul(a, b)))


@ew("torch.aten.addcdiv", ins=("self", "tensor1", "tensor2"))
def addcdiv(e, x, a, b):
    if not e.is_float:
        return None
    return e.add(x, e.mul(e.scalar("value"), e.div(a, b)))


@ew("torch.aten.lerp.Scalar", "torch.aten.lerp.Tensor", ins=("self", "end", "weight"))
def lerp(e, x, y, w):
    return e.add(x, e.mul(w, e.sub(y, x)))


def _int_pow(e, x, n):
    """``x ** n`` for a constant non-negative integer ``n`` by repeated squaring."""
    result, base = None, x
    while n:
        if n & 1:
            result = base if result is None else e.mul(result, base)
        n >>= 1
        if n:
            base = e.mul(base, base)
    return result if result is not None else e.c(1)


@ew("torch.aten.pow.Tensor_Scalar", ins=("self",))
def pow_scalar(e, x):
    n = U.const_number(e.op.arg("exponent"))
    if isinstance(n, int) and 0 <= n <= 64:
        return _int_pow(e, x, n)
    if not e.is_float:
        return None
    if n == 0.5:
        return e.sqrt(x)
    if n == -1:
        return U.recip(e.rw, x)
    return _float_pow(e, x, e.scalar("exponent"))


def _float_pow(e, x, y):
    """``tosa.pow`` (TOSA defines it for a positive base only) on |x|, with C's values where that is undefined: x^0 = 1
    and 1^y = 1 (NaN too), (-1)^(+-inf) = 1, a negative (or -0, -inf) base with an odd integral
    exponent keeps its sign, and a finite negative base with a non-integral exponent is NaN."""
    p = e.pow(e.abs(x), y)
    integral = e.equal(e.floor(y), y)
    half = e.mul(y, e.c(0.5))
    odd = e.logical_and(integral, e.ne(e.floor(half), half))
    r = e.select(e.logical_and(_signbit(e, x), odd), e.neg(p), p)
    inf = e.c(float("inf"))
    neg_finite = e.logical_and(e.lt(x, e.c(0)), e.ne(x, e.neg(inf)))
    r = e.select(e.logical_and(neg_finite, e.logical_not(integral)), e.c(float("nan")), r)
    one = e.logical_or(e.equal(y, e.c(0)), e.equal(x, e.c(1)))
    one = e.logical_or(one, e.logical_and(e.equal(e.abs(x), e.c(1)), e.equal(e.abs(y), inf)))
    return e.select(one, e.c(1), r)


@ew("torch.aten.pow.Tensor_Tensor", "torch.aten.pow.Scalar", "torch.aten.float_power.Tensor_Tensor",
    ins=("self", "exponent"))
def pow_tensor(e, x, y):
    if not e.is_float:
        return _int_pow_tensor(e, x, y)
    return _float_pow(e, x, y)


def _int_pow_tensor(e, x, y):
    """Integer ``x ** y`` for a tensor exponent (TOSA's pow is float only): square and multiply over
    the exponent's bits (every bit below the sign, wrapping as PyTorch's integer pow); a negative
    exponent gives what PyTorch's integer kernel gives: 1 for x = 1, +-1 for x = -1 (the exponent's
    parity), else 0."""
    one, zero = e.c(1), e.c(0)
    width = 64 if e.et is U.I64 else 32
    result, base = one, x
    for k in range(width - 1):
        bit = e.equal(e.bitwise_and(e.arithmetic_right_shift(y, e.c(k), round=U.tosa.bool_attr(False)), one), one)
        result = e.select(bit, e.mul(result, base), result)
        if k < width - 2:
            base = e.mul(base, base)
    odd = e.equal(e.bitwise_and(y, one), one)
    neg = e.select(e.equal(x, one), one,
                   e.select(e.equal(x, e.c(-1)), e.select(odd, e.c(-1), one), zero))
    return e.select(e.lt(y, zero), neg, result)


# ---------------------------------------------------------------------------------------------
# Math (float bodies)
# ---------------------------------------------------------------------------------------------

def _simple(name, tosa_name):
    def body(e, x):
        return getattr(e, tosa_name)(x)
    body.__name__ = name
    return body


for _n, _t in (("exp", "exp"), ("log", "log"), ("tanh", "tanh"),
               ("sigmoid", "sigmoid"), ("erf", "erf"), ("rsqrt", "rsqrt"), ("reciprocal", "reciprocal")):
    ew(f"torch.aten.{_n}", compute=FLOAT)(_simple(_n, _t))
ew("torch.aten.special_expit", compute=FLOAT)(_simple("expit", "sigmoid"))
ew("torch.aten.special_erf", compute=FLOAT)(_simple("special_erf", "erf"))


@ew("torch.aten.sqrt", compute=FLOAT)
def sqrt(e, x):
    return e.sqrt(x)


@ew("torch.aten.exp2", "torch.aten.special_exp2", compute=FLOAT)
def exp2(e, x):
    return e.exp(e.mul(x, e.c(_m.log(2.0))))


@ew("torch.aten.expm1", "torch.aten.special_expm1", compute=FLOAT)
def expm1(e, x):
    # exp(x) - 1 loses digits near 0; the series x + x^2/2 + x^3/6 + x^4/24 is exact there
    small = e.lt(e.abs(x), e.c(1e-3))
    series = e.mul(x, e.add(e.c(1.0), e.mul(x, e.add(e.c(0.5), e.mul(x, e.add(e.c(1 / 6), e.mul(x, e.c(1 / 24))))))))
    return e.select(small, series, e.sub(e.exp(x), e.c(1.0)))


@ew("torch.aten.log1p", "torch.aten.special_log1p", compute=FLOAT)
def log1p(e, x):
    # log(u) * x / (u - 1) with u = 1 + x is accurate near 0 (Goldberg's formula)
    u = e.add(x, e.c(1.0))
    d = e.sub(u, e.c(1.0))
    exact = e.equal(d, e.c(0.0))
    return e.select(exact, x, e.mul(e.log(u), e.div(x, d)))


@ew("torch.aten.log2", compute=FLOAT)
def log2(e, x):
    return e.mul(e.log(x), e.c(1 / _m.log(2.0)))


@ew("torch.aten.log10", compute=FLOAT)
def log10(e, x):
    return e.mul(e.log(x), e.c(1 / _m.log(10.0)))


@ew("torch.aten.sin", compute=FLOAT)
def sin(e, x):
    return e.sin(x)


@ew("torch.aten.cos", compute=FLOAT)
def cos(e, x):
    return e.cos(x)


@ew("torch.aten.tan", compute=FLOAT)
def tan(e, x):
    """TOSA 1.0 has no tan: sin(x)/cos(x)."""
    return e.div(e.sin(x), e.cos(x))


@ew("torch.aten.sinh", compute=FLOAT)
def sinh(e, x):
    return e.mul(e.sub(e.exp(x), e.exp(e.neg(x))), e.c(0.5))


@ew("torch.aten.cosh", compute=FLOAT)
def cosh(e, x):
    return e.mul(e.add(e.exp(x), e.exp(e.neg(x))), e.c(0.5))


@ew("torch.aten.erfc", "torch.aten.special_erfc", compute=FLOAT)
def erfc(e, x):
    return e.sub(e.c(1.0), e.erf(x))


def _atan_unit(e, x):
    """atan on [-1, 1]: Abramowitz & Stegun 4.4.49, a polynomial in x^2 (error below 2e-8)."""
    z = e.mul(x, x)
    coeffs = [0.0028662257, -0.0161657367, 0.0429096138, -0.0752896400, 0.1065626393, -0.1420889944,
              0.1999355085, -0.3333314528, 1.0]
    p = e.c(coeffs[0])
    for c in coeffs[1:]:
        p = e.add(e.mul(p, z), e.c(c))
    return e.mul(p, x)


def _atan(e, x):
    big = e.greater(e.abs(x), e.c(1.0))
    safe = e.select(big, U.recip(e.rw, x), x)
    a = _atan_unit(e, safe)
    half_pi = e.select(e.lt(x, e.c(0.0)), e.c(-_m.pi / 2), e.c(_m.pi / 2))
    return e.select(big, e.sub(half_pi, a), a)


@ew("torch.aten.atan", compute=FLOAT)
def atan(e, x):
    return _atan(e, x)


def _signbit(e, v):
    """v < 0, or v = -0 (1 / -0 = -inf); false for NaN."""
    return e.logical_or(e.lt(v, e.c(0.0)), e.logical_and(e.equal(v, e.c(0.0)), e.lt(U.recip(e.rw, v), e.c(0.0))))


def atan2_of(e, y, x):
    """C's atan2, special cases included: the quadrant from the signs (of zeros too), +-pi/2 on
    x = 0 or y = +-inf, +-0 / +-pi for a zero y, +-pi/4 and +-3pi/4 for two infinities, NaN for NaN."""
    sy, sx = _signbit(e, y), _signbit(e, x)

    def signed(v):  # v with y's sign
        return e.select(sy, e.c(-v), e.c(v))
    a = _atan(e, e.div(y, x))
    a = e.select(e.lt(x, e.c(0.0)), e.add(a, signed(_m.pi)), a)            # x < 0: atan(y/x) +- pi
    inf = e.c(float("inf"))
    yinf, xinf = e.equal(e.abs(y), inf), e.equal(e.abs(x), inf)
    a = e.select(xinf, e.select(sx, signed(_m.pi), signed(0.0)), a)          # finite y, x = +-inf
    a = e.select(yinf, e.select(xinf, e.select(sx, signed(3 * _m.pi / 4), signed(_m.pi / 4)),
                                signed(_m.pi / 2)), a)                      # y = +-inf
    yzero = e.equal(y, e.c(0.0))
    a = e.select(e.equal(x, e.c(0.0)), e.select(yzero, e.select(sx, signed(_m.pi), y), signed(_m.pi / 2)), a)
    return e.select(e.logical_or(e.isnan(x), e.isnan(y)), e.c(float("nan")), a)


@ew("torch.aten.atan2", "torch.aten.arctan2", ins=("self", "other"), compute=FLOAT)
def atan2(e, y, x):
    return atan2_of(e, y, x)


@ew("torch.aten.asin", compute=FLOAT)
def asin(e, x):
    return atan2_of(e, x, e.sqrt(e.sub(e.c(1.0), e.mul(x, x))))


@ew("torch.aten.acos", compute=FLOAT)
def acos(e, x):
    return atan2_of(e, e.sqrt(e.sub(e.c(1.0), e.mul(x, x))), x)


@ew("torch.aten.asinh", compute=FLOAT)
def asinh(e, x):
    ax = e.abs(x)
    r = e.log(e.add(ax, e.sqrt(e.add(e.mul(ax, ax), e.c(1.0)))))
    small = e.lt(ax, e.c(1e-3))
    r = e.select(small, e.mul(ax, e.sub(e.c(1.0), e.mul(e.mul(ax, ax), e.c(1 / 6)))), r)
    return e.select(e.lt(x, e.c(0.0)), e.neg(r), r)


@ew("torch.aten.acosh", compute=FLOAT)
def acosh(e, x):
    return e.log(e.add(x, e.sqrt(e.mul(e.sub(x, e.c(1.0)), e.add(x, e.c(1.0))))))


@ew("torch.aten.atanh", compute=FLOAT)
def atanh(e, x):
    r = e.mul(e.log(e.div(e.add(e.c(1.0), x), e.sub(e.c(1.0), x))), e.c(0.5))
    small = e.lt(e.abs(x), e.c(1e-3))
    return e.select(small, e.mul(x, e.add(e.c(1.0), e.mul(e.mul(x, x), e.c(1 / 3)))), r)


@ew("torch.aten.copysign.Tensor", "torch.aten.copysign.Scalar", ins=("self", "other"), compute=FLOAT)
def copysign(e, x, y):
    ax = e.abs(x)
    neg_y = e.logical_or(e.lt(y, e.c(0.0)), e.logical_and(e.equal(y, e.c(0.0)), e.lt(U.recip(e.rw, y), e.c(0.0))))
    return e.select(neg_y, e.neg(ax), ax)


@ew("torch.aten.floor")
def floor(e, x):
    return e.floor(x) if e.is_float else x


@ew("torch.aten.ceil")
def ceil(e, x):
    return e.ceil(x) if e.is_float else x


@ew("torch.aten.trunc", "torch.aten.fix")
def trunc(e, x):
    return U.trunc(e.rw, x) if e.is_float else x


@ew("torch.aten.frac")
def frac(e, x):
    return e.sub(x, U.trunc(e.rw, x))


@ew("torch.aten.round")
def round_(e, x):
    """Round half to even: ``floor(x + 0.5)`` except exact halves going to the odd neighbour."""
    if not e.is_float:
        return x
    f = e.floor(x)
    d = e.sub(x, f)
    up = e.add(f, e.c(1.0))
    half_f = e.mul(f, e.c(0.5))
    f_even = e.equal(e.floor(half_f), half_f)
    r = e.select(e.greater(d, e.c(0.5)), up, f)
    return e.select(e.equal(d, e.c(0.5)), e.select(f_even, f, up), r)


@ew("torch.aten.angle", compute=FLOAT)
def angle(e, x):
    """The angle of a real number: pi for negatives, 0 otherwise, NaN kept."""
    return e.select(e.isnan(x), x, e.select(e.lt(x, e.c(0.0)), e.c(3.141592653589793), e.c(0.0)))


@ew("torch.aten.sign", "torch.aten.sgn")
def sign(e, x):
    zero = e.c(0)
    s = e.select(e.greater(x, zero), e.c(1), e.select(e.lt(x, zero), e.c(-1), zero))
    return e.select(e.isnan(x), x, s) if e.is_float else s


# ---------------------------------------------------------------------------------------------
# Activations
# ---------------------------------------------------------------------------------------------

@ew("torch.aten.relu")
def relu(e, x):
    return e.select(e.greater(x, e.c(0)), x, e.select(e.isnan(x), x, e.c(0))) if e.is_float else \
        e.maximum(x, e.c(0))


@ew("torch.aten.relu6")
def relu6(e, x):
    return e.minimum(e.maximum(x, e.c(0)), e.c(6))


@ew("torch.aten.leaky_relu")
def leaky_relu(e, x):
    return e.select(e.greater(x, e.c(0)), x, e.mul(x, e.scalar("negative_slope")))


@ew("torch.aten.hardtanh")
def hardtanh(e, x):
    return e.minimum(e.maximum(x, e.scalar("min_val")), e.scalar("max_val"))


@ew("torch.aten.hardsigmoid", compute=FLOAT)
def hardsigmoid(e, x):
    return e.minimum(e.maximum(e.add(e.mul(x, e.c(1 / 6)), e.c(0.5)), e.c(0.0)), e.c(1.0))


@ew("torch.aten.hardswish", compute=FLOAT)
def hardswish(e, x):
    return e.mul(x, e.mul(e.minimum(e.maximum(e.add(x, e.c(3.0)), e.c(0.0)), e.c(6.0)), e.c(1 / 6)))


@ew("torch.aten.silu", compute=FLOAT)
def silu(e, x):
    return e.mul(x, e.sigmoid(x))


@ew("torch.aten.mish", compute=FLOAT)
def mish(e, x):
    return e.mul(x, e.tanh(_softplus(e, x, 1.0, 20.0)))


def _softplus(e, x, beta, threshold):
    bx = e.mul(x, e.c(beta))
    # log(1 + exp(bx)) = max(bx, 0) + log1p(exp(-|bx|))
    sp = e.add(e.maximum(bx, e.c(0.0)), e.log(e.add(e.c(1.0), e.exp(e.neg(e.abs(bx))))))
    sp = e.mul(sp, e.c(1.0 / beta))
    return e.select(e.greater(bx, e.c(threshold)), x, sp)


@ew("torch.aten.softplus", compute=FLOAT)
def softplus(e, x):
    beta, th = U.const_float(e.op.arg("beta")), U.const_float(e.op.arg("threshold"))
    if beta is None or th is None:
        return None
    return _softplus(e, x, beta, th)


@ew("torch.aten.gelu", compute=FLOAT)
def gelu(e, x):
    approx = U.const_str(e.op.arg("approximate")) or "none"
    if approx == "tanh":
        inner = e.mul(e.c(_m.sqrt(2 / _m.pi)), e.add(x, e.mul(e.c(0.044715), e.mul(x, e.mul(x, x)))))
        return e.mul(e.mul(x, e.c(0.5)), e.add(e.c(1.0), e.tanh(inner)))
    return e.mul(e.mul(x, e.c(0.5)), e.add(e.c(1.0), e.erf(e.mul(x, e.c(1 / _m.sqrt(2))))))


@ew("torch.aten.elu", compute=FLOAT)
def elu(e, x):
    alpha, scale, iscale = (e.scalar(n) for n in ("alpha", "scale", "input_scale"))
    neg_ = e.mul(alpha, e.sub(e.exp(e.mul(x, iscale)), e.c(1.0)))
    return e.mul(scale, e.select(e.greater(x, e.c(0.0)), x, neg_))


@ew("torch.aten.celu", compute=FLOAT)
def celu(e, x):
    a = e.scalar("alpha")
    return e.add(e.maximum(x, e.c(0.0)), e.minimum(e.c(0.0), e.mul(a, e.sub(e.exp(e.div(x, a)), e.c(1.0)))))


@ew("torch.aten.selu", compute=FLOAT)
def selu(e, x):
    alpha, scale = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946
    neg_ = e.mul(e.c(alpha), e.sub(e.exp(x), e.c(1.0)))
    return e.mul(e.c(scale), e.select(e.greater(x, e.c(0.0)), x, neg_))


@ew("torch.aten.logit", compute=FLOAT)
def logit(e, x):
    if U.has_arg(e.op, "eps"):
        epsv = U.const_float(e.op.arg("eps"))
        if epsv is None:
            return None
        x = e.minimum(e.maximum(x, e.c(epsv)), e.c(1.0 - epsv))
    return e.log(e.div(x, e.sub(e.c(1.0), x)))


@ew("torch.aten.threshold", ins=("self", "value"))
def threshold(e, x, v):
    return e.select(e.greater(x, e.scalar("threshold")), x, v)


# ---------------------------------------------------------------------------------------------
# Comparisons, logical and bitwise ops
# ---------------------------------------------------------------------------------------------

_CMP = {"eq": lambda e, x, y: e.equal(x, y), "ne": lambda e, x, y: e.ne(x, y),
        "gt": lambda e, x, y: e.greater(x, y), "ge": lambda e, x, y: e.greater_equal(x, y),
        "lt": lambda e, x, y: e.lt(x, y), "le": lambda e, x, y: e.le(x, y)}
_CMP_ALIASES = {"eq": ("eq",), "ne": ("ne", "not_equal"), "gt": ("gt", "greater"), "ge": ("ge", "greater_equal"),
                "lt": ("lt", "less"), "le": ("le", "less_equal")}

for _k, _fn in _CMP.items():
    _names = [f"torch.aten.{a}.{v}" for a in _CMP_ALIASES[_k] for v in ("Tensor", "Scalar")]

    def _make(fn=_fn, k=_k):
        def cmp(e, x, y):
            return fn(e, x, y)
        cmp.__name__ = f"compare_{k}"
        return cmp
    ew(*_names, ins=("self", "other"), compute=OPERANDS)(_make())


@ew("torch.aten.logical_not", compute=NATIVE)
def logical_not(e, x):
    return U.not_(e.rw, U.truthy(e.rw, x))


def _logical(name):
    def body(e, x, y):
        return e.cast(getattr(e, name)(U.truthy(e.rw, x), U.truthy(e.rw, y)), U.I1)
    body.__name__ = name
    return body


for _n in ("logical_and", "logical_or", "logical_xor"):
    ew(f"torch.aten.{_n}", ins=("self", "other"), compute=OPERANDS)(_logical(_n))


def _bitwise(name, logical):
    def body(e, x, y):
        if e.et is U.I1:
            return getattr(e, logical)(x, y)
        return getattr(e, name)(x, y)
    body.__name__ = name
    return body


for _n, _lg, _aliases in (("bitwise_and", "logical_and", ("__and__",)), ("bitwise_or", "logical_or", ("__or__",)),
                          ("bitwise_xor", "logical_xor", ("__xor__",))):
    _names = [f"torch.aten.{_n}.{v}" for v in ("Tensor", "Scalar", "Scalar_Tensor")] + \
        [f"torch.aten.{a}.{v}" for a in _aliases for v in ("Tensor", "Scalar")]
    ew(*_names, ins=("self", "other"), compute=NATIVE)(_bitwise(_n, _lg))


@ew("torch.aten.bitwise_not", compute=NATIVE)
def bitwise_not(e, x):
    return U.not_(e.rw, x) if e.et is U.I1 else e.bitwise_not(x)


@ew("torch.aten.bitwise_left_shift.Tensor", "torch.aten.bitwise_left_shift.Tensor_Scalar",
    "torch.aten.__lshift__.Tensor", "torch.aten.__lshift__.Scalar", ins=("self", "other"), compute=NATIVE)
def lshift(e, x, y):
    return e.logical_left_shift(x, y)


@ew("torch.aten.bitwise_right_shift.Tensor", "torch.aten.bitwise_right_shift.Tensor_Scalar",
    "torch.aten.__rshift__.Tensor", "torch.aten.__rshift__.Scalar", ins=("self", "other"), compute=NATIVE)
def rshift(e, x, y):
    if U.is_unsigned_value(e.op.arg("self")):
        return e.logical_right_shift(x, y)
    return e.arithmetic_right_shift(x, y, round=U.tosa.bool_attr(False))


@ew("torch.aten.isnan", compute=OPERANDS)
def isnan(e, x):
    return e.isnan(x) if e.is_float else U.const(e.rw, False, U.I1, e.rank)


@ew("torch.aten.isinf", compute=OPERANDS)
def isinf(e, x):
    return e.equal(e.abs(x), e.c(float("inf"))) if e.is_float else U.const(e.rw, False, U.I1, e.rank)


@ew("torch.aten.isposinf", compute=OPERANDS)
def isposinf(e, x):
    return e.equal(x, e.c(float("inf"))) if e.is_float else U.const(e.rw, False, U.I1, e.rank)


@ew("torch.aten.isneginf", compute=OPERANDS)
def isneginf(e, x):
    return e.equal(x, e.c(float("-inf"))) if e.is_float else U.const(e.rw, False, U.I1, e.rank)


@ew("torch.aten.isfinite", compute=OPERANDS)
def isfinite(e, x):
    return e.greater(e.c(float("inf")), e.abs(x)) if e.is_float else U.const(e.rw, True, U.I1, e.rank)


@ew("torch.aten.signbit", compute=OPERANDS)
def signbit(e, x):
    if not e.is_float:
        return e.lt(x, e.c(0))
    # -0.0 and negative NaNs have the bit too: 1/x separates the zeros
    return e.logical_or(e.lt(x, e.c(0)), e.logical_and(e.equal(x, e.c(0)), e.lt(U.recip(e.rw, x), e.c(0))))


# ---------------------------------------------------------------------------------------------
# Selection and clamping
# ---------------------------------------------------------------------------------------------

@ew("torch.aten.where.self", "torch.aten.where.Scalar", "torch.aten.where.ScalarOther",
    "torch.aten.where.ScalarSelf", ins=("self", "other"), compute=NATIVE)
def where(e, x, y):
    c = U.tensor_arg(e.rw, e.op, e._operands, "condition", U.I1, e.rank)
    return e.select(c, x, y)


@ew("torch.aten.masked_fill.Scalar", "torch.aten.masked_fill.Tensor", ins=("self", "value"), compute=NATIVE)
def masked_fill(e, x, v):
    c = U.tensor_arg(e.rw, e.op, e._operands, "mask", U.I1, e.rank)
    return e.select(c, v, x)


def _clamp(e, x, lo_name, hi_name):
    if lo_name and U.has_arg(e.op, lo_name):
        lo = e.scalar(lo_name)
        x = e.maximum(x, lo) if not e.is_float else e.select(e.lt(x, lo), lo, x)
    if hi_name and U.has_arg(e.op, hi_name):
        hi = e.scalar(hi_name)
        x = e.minimum(x, hi) if not e.is_float else e.select(e.greater(x, hi), hi, x)
    return x


@ew("torch.aten.clamp", "torch.aten.clip", "torch.aten.clamp.Tensor", "torch.aten.clip.Tensor")
def clamp(e, x):
    return _clamp(e, x, "min", "max")


@ew("torch.aten.clamp_min", "torch.aten.clamp_min.Tensor")
def clamp_min(e, x):
    return _clamp(e, x, "min", None)


@ew("torch.aten.clamp_max", "torch.aten.clamp_max.Tensor")
def clamp_max(e, x):
    return _clamp(e, x, None, "max")


# ---------------------------------------------------------------------------------------------
# Casts and identities
# ---------------------------------------------------------------------------------------------

_IDENTITY = ("torch.aten.clone", "torch.aten.contiguous", "torch.aten.detach", "torch.aten.detach_copy",
             "torch.aten.alias", "torch.aten.alias_copy", "torch.aten.lift_fresh", "torch.aten.lift_fresh_copy",
             "torch.aten.positive", "torch.aten.resolve_conj", "torch.aten.resolve_neg",
             "torch.aten._to_copy", "torch.aten.to.dtype", "torch.aten.to.dtype_layout", "torch.aten.to.other",
             "torch.aten.to.device", "torch.aten.to.prim_Device", "torch.aten.to.prim_dtype", "torch.aten.type_as",
             "torch.aten._cast_Byte", "torch.aten._cast_Char", "torch.aten._cast_Float", "torch.aten._cast_Half",
             "torch.aten._cast_Int", "torch.aten._cast_Long", "torch.aten._cast_Short", "torch.aten.copy")


@lowering(*_IDENTITY)
def to_copy(op, operands, rw):
    """Copies and conversions: the value itself, or ``U.cast`` to the result's element type."""
    U.check_types(op)
    out = U.result_type(op)
    x = operands[0]
    if op.name == "torch.aten.copy":   # copy(self, src): src converted to self's type
        x = U.converted(op, operands, "src")
        tv = op.arg("src")
        x = U.cast(rw, x, out.element_type, U.is_unsigned_value(tv))
        return U.finish(rw, op, U.broadcast_to(rw, x, list(out.shape)))
    if not isinstance(getattr(x, "type", None), U.A.RankedTensorType):
        return False
    return U.finish(rw, op, U.cast(rw, x, out.element_type, U.is_unsigned_value(op.operand(0))))


@lowering("torch.aten._assert_tensor_metadata")
def assert_tensor_metadata(op, operands, rw):
    """A check torch.export leaves before ``.to()``; the dtypes in the IR already agree: erased."""
    if any(r.uses for r in op.results):
        return False
    rw.erase_op(op)
    return True
