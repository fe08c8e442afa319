"""Elementwise ops: unary, binary, ternary, comparisons, logical/bitwise ops, casts.

Every op is one ``linalg.generic`` over the broadcast of its tensor operands (``U.elementwise``);
scalar operands (``!torch.int/float/bool``) enter the body as values defined outside. An op is a
*body* function registered with :func:`ew`, which says which operands are elementwise inputs and in
which element type the body computes::

    @ew("torch.aten.atan2", ins=("self", "other"), compute=compute_float)
    def atan2(e, x, y):               # e: a Body (builder + computation type), x/y: converted elements
        return e.math("math.atan2", x, y)

    # %r = torch.aten.atan2 %a, %b : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4],f32> -> ...
    # becomes a linalg.generic whose body is `math.atan2 %in, %in_0 : f32`

The computation type is the result's element type (type promotion was decided by the dtype
functions and is in the result type), except for comparisons (the promoted type of the operands)
and ops that say otherwise. ``f16``/``bf16`` compute in ``f32`` and round at the end, as PyTorch's
CPU kernels do. A complex computation type (``complex<f32>``/``complex<f64>``) makes the Body's
arithmetic, constants, comparisons (eq/ne) and ``math`` functions the complex dialect's ops
(``COMPLEX_MATH``; a function the complex dialect lacks is not lowerable). Inputs are converted per element honouring unsigned (``ui8``) and bool sources;
unsigned computations use the unsigned arith ops (``divui``, ``cmpi ult``, ``remui``, ``shrui``).

Adding an op is one entry in a table (``MATH_UNARY``, ``COMPARISONS``, ...) or one ``@ew`` body.
"""
from __future__ import annotations

import math as _m
from dataclasses import dataclass

from tmlir.ir import attributes as A
from tmlir.ir.dialects import linalg
from tmlir.dialects.torch.types import INT, FLOAT, BOOL, COMPLEX
from .registry import lowering
from tmlir.library.dtype_helpers import promote_value_types
from . import utils as U

__all__ = ["ew", "Body", "MATH_UNARY", "COMPARISONS", "IDENTITY_OPS", "CAST_OPS"]

_SI64 = A.IntegerType(64, "s")
_C128 = A.ComplexType(A.F64)


# ---------------------------------------------------------------------------------------------
# Dtypes and promotion (torch dtypes: si64, ui8, i1, f32, ...)
# ---------------------------------------------------------------------------------------------

def _isf(t):
    return isinstance(t, A.FloatType)


def _isc(t):
    return type(t) is A.ComplexType


def _signless(t):
    return A.IntegerType(t.width) if type(t) is A.IntegerType else t


def _unsigned(t):
    return type(t) is A.IntegerType and (t.signedness == "u" or t is A.I1)


def result_dtype(values):
    """The promoted torch dtype of the torch operands ``values`` (torch.result_type rules)."""
    return promote_value_types([v.type for v in values])


# ---------------------------------------------------------------------------------------------
# The body toolkit
# ---------------------------------------------------------------------------------------------

class Body:
    """What an elementwise body works with: ``b`` (the linalg BodyBuilder), ``et`` (the builtin
    computation type) and ``unsigned`` (whether integers are unsigned there).

    >>> e.add(x, e.mul(y, e.const(2)))      # x + 2*y in the computation type
    >>> e.select(e.cmp("gt", x, e.const(0)), x, e.const(0))
    """

    def __init__(self, b, et, unsigned):
        self.b, self.et, self.unsigned = b, et, unsigned

    @property
    def is_float(self):
        return _isf(self.et)

    @property
    def is_complex(self):
        return _isc(self.et)

    def const(self, value, t=None):
        t = t or self.et
        if _isc(t):
            return U.cconst(self.b, value, t)
        if type(t) is A.IntegerType:
            if t is A.I1:
                return self.b.constant(A.IntegerAttr(1 if value else 0, t))
            return self.b.constant(A.IntegerAttr(int(value), t))
        return self.b.constant(A.FloatAttr(float(value), t))

    def op(self, name, *xs, t=None, props=None):
        """A one-result op ``name`` on ``xs``; the result type is ``t`` or the first operand's."""
        return self.b.val(name, list(xs), t or xs[0].type, props)

    def to(self, v, t, src_unsigned=None):
        return U.convert_scalar(self.b, v, t, self.unsigned if src_unsigned is None else src_unsigned)

    def _fi(self, x, f, i, ui=None, b=None):
        """Pick the float, signed-int, unsigned-int or bool op name for ``x``'s type."""
        t = x.type
        if _isf(t):
            return f
        if t is A.I1 and b is not None:
            return b
        return ui if (self.unsigned or t is A.I1) and ui is not None else i

    def add(self, x, y):
        if _isc(x.type):
            return U.add(self.b, x, y)
        return self.op(self._fi(x, "arith.addf", "arith.addi", b="arith.ori"), x, y)

    def sub(self, x, y):
        if _isc(x.type):
            return U.sub(self.b, x, y)
        return self.op(self._fi(x, "arith.subf", "arith.subi", b="arith.xori"), x, y)

    def mul(self, x, y):
        if _isc(x.type):
            return U.mul(self.b, x, y)
        return self.op(self._fi(x, "arith.mulf", "arith.muli", b="arith.andi"), x, y)

    def div(self, x, y):
        """Float (and complex) division, truncating division for integers."""
        if _isc(x.type):
            return U.div(self.b, x, y)
        return self.op(self._fi(x, "arith.divf", "arith.divsi", "arith.divui"), x, y)

    def rem(self, x, y):
        return self.op(self._fi(x, "arith.remf", "arith.remsi", "arith.remui"), x, y)

    def fdiv(self, x, y):
        """True division of floats or complex numbers."""
        return U.div(self.b, x, y)

    def neg(self, x):
        if _isc(x.type):
            return self.op("complex.neg", x)
        if _isf(x.type):
            return self.op("arith.negf", x)
        return self.op("arith.subi", self.const(0, x.type), x)

    def max(self, x, y):
        return self.op(self._fi(x, "arith.maximumf", "arith.maxsi", "arith.maxui"), x, y)

    def min(self, x, y):
        return self.op(self._fi(x, "arith.minimumf", "arith.minsi", "arith.minui"), x, y)

    def cmp(self, pred, x, y):
        """``pred`` in eq/ne/lt/le/gt/ge (ordered for floats except ne; unsigned when the
        computation is unsigned or bool)."""
        return U.compare(self.b, pred, x, y, self.unsigned)

    def select(self, c, x, y):
        return self.op("arith.select", c, x, y, t=x.type)

    def native(self, fn, *xs):
        """The builder's own op for the function ``fn`` of ``xs`` where its dialect has one (the
        StableHLO backend's ``TensorBody``: "logistic" is ``stablehlo.logistic``), else None: the
        body then writes the function's formula, which is its meaning for every backend."""
        f = getattr(self.b, "native", None)
        return None if f is None else f(fn, xs)

    def math(self, name, *xs):
        """The math function ``name`` (``math.exp``); on complex numbers its complex-dialect op."""
        if _isc(xs[0].type):
            cname = COMPLEX_MATH.get(name)
            if cname is not None:
                return self.op(cname, *xs)
            formula = COMPLEX_FORMULAS.get(name)
            if formula is None:
                raise U.NotLowerable(f"no complex form of '{name}'")
            return formula(self, *xs)
        return self.op(name, *xs)


#: math functions -> their complex-dialect ops (on complex operands)
COMPLEX_MATH = {"math.exp": "complex.exp", "math.expm1": "complex.expm1", "math.log": "complex.log",
                "math.log1p": "complex.log1p", "math.sqrt": "complex.sqrt", "math.rsqrt": "complex.rsqrt",
                "math.sin": "complex.sin", "math.cos": "complex.cos", "math.tan": "complex.tan",
                "math.tanh": "complex.tanh", "math.powf": "complex.pow", "math.atan2": "complex.atan2"}


# ---------------------------------------------------------------------------------------------
# Complex functions the complex dialect lacks, with C99's (and PyTorch's) branch cuts
# ---------------------------------------------------------------------------------------------
# They work on the real and imaginary parts, in the parts' own type: squares, square roots,
# moduli, logarithms of moduli and angles (``math.atan2``). Signed zeros pick the side of a cut (asin(2+0j) = pi/2+1.317j,
# asin(2-0j) = pi/2-1.317j). Near 0 (|z| < 1e-4) the odd functions take their cubic Taylor
# polynomials (the logarithm of a modulus near 1 would cost digits there).

_SMALL2 = 1e-8          # |z|^2 below which the Taylor polynomials are used


class _Parts:
    """Real-part arithmetic for the complex formulas: ``n`` is the element type of the complex
    values ``t``."""

    def __init__(self, e, t):
        self.e, self.b, self.t, self.n = e, e.b, t, t.element_type

    def c(self, value):
        return self.e.const(value, self.n)

    def split(self, z):
        return U.re(self.b, z), U.im(self.b, z)

    def make(self, re_, im_):
        """The complex number of the parts ``re_``, ``im_``."""
        return U.make_complex(self.b, re_, im_, self.t)

    def add(self, x, y):
        return U.add(self.b, x, y)

    def sub(self, x, y):
        return U.sub(self.b, x, y)

    def mul(self, x, y):
        return U.mul(self.b, x, y)

    def neg(self, x):
        return self.e.op("arith.negf", x)

    def sqrt(self, x):
        return self.e.op("math.sqrt", x)

    def log(self, x):
        return self.e.op("math.log", x)

    def angle(self, y, x):
        """atan2(y, x) (C's: the sign is ``y``'s, atan2(+-0, -0) is +-pi)."""
        return self.e.op("math.atan2", y, x)

    def csqrt(self, a, bb):
        """The principal square root of ``a + i bb`` (parts): with ``t = sqrt((|a+ib| + |a|)/2)``,
        ``(t, bb/2t)`` for ``a >= 0`` and ``(|bb|/2t, copysign(t, bb))`` otherwise."""
        e = self.e
        r = self.sqrt(self.add(self.mul(a, a), self.mul(bb, bb)))
        t = self.sqrt(self.mul(self.add(r, e.op("math.absf", a)), self.c(0.5)))
        t2 = self.mul(t, self.c(2.0))
        zero = U.compare(self.b, "eq", t, self.c(0.0))
        q = e.select(zero, self.c(0.0), U.div(self.b, bb, t2))
        qa = e.select(zero, self.c(0.0), U.div(self.b, e.op("math.absf", bb), t2))
        pos = U.compare(self.b, "ge", a, self.c(0.0))
        return e.select(pos, t, qa), e.select(pos, q, e.op("math.copysign", t, bb))

    def clog(self, a, bb):
        """log(a + i bb) (log|.|, the angle)."""
        lr = self.mul(self.c(0.5), self.log(self.add(self.mul(a, a), self.mul(bb, bb))))
        return lr, self.angle(bb, a)

    def small(self, x, y):
        """|x + iy|^2 < 1e-8 (the Taylor region)."""
        return U.compare(self.b, "lt", self.add(self.mul(x, x), self.mul(y, y)), self.c(_SMALL2))

    def taylor3(self, z, k):
        """z + k z^3 in the complex type."""
        e = self.e
        return e.add(z, e.mul(e.const(k), e.mul(z, e.mul(z, z))))


def _casinh_parts(p, x, y):
    """asinh(x + iy) as parts: ``s log(w + sqrt(w^2 + 1))`` with ``w = s z`` and ``s`` the sign
    of ``x`` (no cancellation in ``w + sqrt(.)``, whose real part is a sum of non-negatives)."""
    e = p.e
    flip = U.compare(p.b, "lt", x, p.c(0.0))
    wx, wy = e.select(flip, p.neg(x), x), e.select(flip, p.neg(y), y)
    ur = p.add(p.mul(p.sub(wx, wy), p.add(wx, wy)), p.c(1.0))
    ui = p.mul(p.c(2.0), p.mul(wx, wy))
    sr, si = p.csqrt(ur, ui)
    lr, li = p.clog(p.add(wx, sr), p.add(wy, si))
    return e.select(flip, p.neg(lr), lr), e.select(flip, p.neg(li), li)


def _catanh_parts(p, x, y):
    """atanh(x + iy) as parts: ``(log(|1+z|^2 / |1-z|^2) / 4, atan2(2y, (1-x)(1+x) - y^2) / 2)``."""
    one = p.c(1.0)
    num = p.add(p.mul(p.add(one, x), p.add(one, x)), p.mul(y, y))
    den = p.add(p.mul(p.sub(one, x), p.sub(one, x)), p.mul(y, y))
    lr = p.mul(p.c(0.25), p.sub(p.log(num), p.log(den)))
    li = p.mul(p.c(0.5), p.angle(p.mul(p.c(2.0), y), p.sub(p.mul(p.sub(one, x), p.add(one, x)), p.mul(y, y))))
    return lr, li


def _with_taylor(p, z, x, y, k, value):
    return p.e.select(p.small(x, y), p.taylor3(z, k), value)


def casinh(e, z):
    """asinh(z) (cuts on the imaginary axis beyond +-i)."""
    p = _Parts(e, z.type)
    x, y = p.split(z)
    return _with_taylor(p, z, x, y, -1.0 / 6.0, p.make(*_casinh_parts(p, x, y)))


def casin(e, z):
    """asin(z) = -i asinh(iz), with iz = (-y, x) (cuts on the real axis beyond +-1)."""
    p = _Parts(e, z.type)
    x, y = p.split(z)
    a, bb = _casinh_parts(p, p.neg(y), x)
    return _with_taylor(p, z, x, y, 1.0 / 6.0, p.make(bb, p.neg(a)))


def cacos(e, z):
    """acos(z) = pi/2 - asin(z)."""
    p = _Parts(e, z.type)
    x, y = p.split(z)
    a, bb = _casinh_parts(p, p.neg(y), x)
    return p.make(p.sub(p.c(_m.pi / 2), bb), a)


def catanh(e, z):
    """atanh(z) (cuts on the real axis beyond +-1)."""
    p = _Parts(e, z.type)
    x, y = p.split(z)
    return _with_taylor(p, z, x, y, 1.0 / 3.0, p.make(*_catanh_parts(p, x, y)))


def catan(e, z):
    """atan(z) = -i atanh(iz) (cuts on the imaginary axis beyond +-i)."""
    p = _Parts(e, z.type)
    x, y = p.split(z)
    a, bb = _catanh_parts(p, p.neg(y), x)
    return _with_taylor(p, z, x, y, -1.0 / 3.0, p.make(bb, p.neg(a)))


def cacosh(e, z):
    """acosh(z) = log(z + sqrt(z + 1) sqrt(z - 1)) (cut on the real axis below 1)."""
    p = _Parts(e, z.type)
    x, y = p.split(z)
    ar, ai = p.csqrt(p.add(x, p.c(1.0)), y)
    br, bi = p.csqrt(p.sub(x, p.c(1.0)), y)
    pr = p.sub(p.mul(ar, br), p.mul(ai, bi))
    pi_ = p.add(p.mul(ar, bi), p.mul(ai, br))
    return p.make(*p.clog(p.add(x, pr), p.add(y, pi_)))


def _chyper(e, z, cosh_like):
    """sinh(z) = (sinh x cos y, cosh x sin y); cosh(z) = (cosh x cos y, sinh x sin y)."""
    b = e.b
    x, y = U.re(b, z), U.im(b, z)
    sh, ch = e.op("math.sinh", x), e.op("math.cosh", x)
    c, s = e.op("math.cos", y), e.op("math.sin", y)
    first, second = (ch, sh) if cosh_like else (sh, ch)
    return U.make_complex(b, U.mul(b, first, c), U.mul(b, second, s), z.type)


def csinh(e, z):
    return _chyper(e, z, False)


def ccosh(e, z):
    return _chyper(e, z, True)


def cexp2(e, z):
    """2^z = exp(z ln 2)."""
    return e.op("complex.exp", e.mul(z, e.const(_m.log(2.0), z.type)))


#: math functions -> complex formulas (on complex operands) where the complex dialect has no op
COMPLEX_FORMULAS = {"math.asin": casin, "math.acos": cacos, "math.atan": catan, "math.asinh": casinh,
                    "math.acosh": cacosh, "math.atanh": catanh, "math.sinh": csinh, "math.cosh": ccosh,
                    "math.exp2": cexp2}


# ---------------------------------------------------------------------------------------------
# Specs and the generic lowering
# ---------------------------------------------------------------------------------------------

def compute_result(out_dtype, ins):
    """Compute in the result dtype."""
    return out_dtype


def compute_promoted(out_dtype, ins):
    """Compute in the promoted dtype of the inputs (comparisons: the result is bool)."""
    return result_dtype([v for v in ins if v is not None])


def compute_input0(out_dtype, ins):
    """Compute in the first input's dtype (isnan & co)."""
    return _input_dtype(ins[0])


def compute_float(out_dtype, ins):
    """Compute in the result dtype, which must be a float or a complex type."""
    return out_dtype if _isf(out_dtype) or _isc(out_dtype) else None


def compute_bool(out_dtype, ins):
    return A.I1


def compute_int(out_dtype, ins):
    """Integer (or bool) result dtypes only (bitwise ops)."""
    return out_dtype if type(out_dtype) is A.IntegerType else None


_OPMATH = {A.F16: A.F32, A.BF16: A.F32}


@dataclass
class Spec:
    """How one registered op becomes an elementwise generic.

    ``ins``: schema argument names of the elementwise inputs, in the body's parameter order
    (tensors or scalars; ``!torch.none`` or an argument the op lacks arrives as None); ``roles``: per input, "c" = convert to the computation type, "b" = to i1,
    "x" = keep the element type, "h" = as "c" after rounding to the result's f16/bf16 dtype when
    that is computed in f32 (PyTorch's add/sub kernels take a scalar or wider operand so); ``compute(out_dtype, ins)`` (``ins``: the torch operands, None
    where absent) gives the computation torch dtype (None: not lowerable); ``options(op)`` reads
    constant arguments into keyword arguments of the body (None: not lowerable; the key
    ``skip_inputs`` names arguments to leave out, e.g. an alpha of 1); ``body(e, *values, **options)``;
    ``cast``: the op is an explicit dtype cast (complex -> real keeps the real part, as PyTorch's)."""
    ins: tuple
    body: object
    compute: object = compute_result
    roles: str = None
    options: object = None
    cast: bool = False


SPECS = {}


def ew(*names, ins=("self",), compute=compute_result, roles=None, options=None, cast=False):
    """Register ``body`` as the elementwise lowering of the torch ops ``names``.

    >>> @ew("torch.aten.square")
    ... def square(e, x):
    ...     return e.mul(x, x)
    """
    def deco(body):
        spec = Spec(tuple(ins), body, compute, roles, options, cast)
        for n in names:
            SPECS[n] = spec

        def lower(op, operands, rw):
            return lower_elementwise(spec, op, operands, rw)
        lower.__name__ = body.__name__
        lowering(*names)(lower)
        return body
    return deco


def _input_dtype(tv):
    t = tv.type
    if t is INT:
        return _SI64
    if t is FLOAT:
        return A.F64
    if t is COMPLEX:
        return _C128
    if t is BOOL:
        return A.I1
    return U.torch_dtype(tv)


class SpecCall:
    """What every backend's generic elementwise lowering reads from the torch op for a ``Spec``:
    the result type and dtype, the options, per input of ``spec.ins`` the torch value, its
    converted value and its dtype (None for an absent or skipped input), and the compute dtype
    (``cdt``) and element type (``cet``)."""

    def __init__(self, out, out_dtype, opts, ins, values, in_dtypes, cdt):
        self.out, self.out_dtype, self.opts = out, out_dtype, opts
        self.ins, self.values, self.in_dtypes, self.cdt = ins, values, in_dtypes, cdt
        cet = _signless(cdt)
        self.cet = _OPMATH.get(cet, cet)


def read_spec(spec, op, operands):
    """The ``SpecCall`` of ``op`` for ``spec``, or None when the op does not fit it (non-constant
    options, an input without a dtype, no compute dtype)."""
    out = U.result_type(op)
    if not hasattr(out, "shape"):
        return None
    out_dtype = U.torch_dtype(op.results[0])
    opts = spec.options(op) if spec.options else {}
    if opts is None or out_dtype is None:
        return None
    opts = dict(opts)
    skip = opts.pop("skip_inputs", ())
    ins, values, in_dtypes = [], [], []
    for name in spec.ins:
        if not U.has_arg(op, name) or name in skip:
            ins.append(None)
            values.append(None)
            in_dtypes.append(None)
            continue
        arg = op.arg(name)
        dt = _input_dtype(arg)
        if dt is None:
            return None
        ins.append(arg)
        values.append(U.converted(op, operands, name))
        in_dtypes.append(dt)
    cdt = spec.compute(out_dtype, ins)
    if cdt is None:
        return None
    return SpecCall(out, out_dtype, opts, ins, values, in_dtypes, cdt)


def lower_elementwise(spec, op, operands, rw):
    """The generic lowering of every ``ew`` op (see :class:`Spec`)."""
    c = read_spec(spec, op, operands)
    if c is None:
        return False
    out, out_dtype, opts, cdt, cet, in_dtypes = c.out, c.out_dtype, c.opts, c.cdt, c.cet, c.in_dtypes
    tensors, scalars, slots = [], [], []
    for arg, v in zip(c.ins, c.values):
        if arg is None:
            slots.append(None)
            continue
        vt = getattr(v, "type", None)
        if hasattr(vt, "shape") and hasattr(vt, "element_type"):
            slots.append(("t", len(tensors)))
            tensors.append(v)
        elif vt in (A.I64, A.F64, A.I1):
            slots.append(("s", len(scalars)))
            scalars.append(v)
        elif vt is COMPLEX and isinstance(U.const_value(arg), complex):
            slots.append(("k", U.const_value(arg)))   # a constant made in the body
        else:
            return False
    roles = spec.roles or "c" * len(spec.ins)
    n = len(tensors)

    def body(b, *args):
        e = Body(b, cet, _unsigned(cdt))
        vals = []
        for slot, dt, role in zip(slots, in_dtypes, roles):
            if slot is None:
                vals.append(None)
                continue
            if slot[0] == "k":
                v = U.cconst(b, slot[1], _C128)
            else:
                v = args[slot[1]] if slot[0] == "t" else args[n + slot[1]]
            if role == "h" and _isf(cdt) and cdt is not cet and dt is not cdt:
                # a half computation: this operand is taken in the half dtype first
                v = U.convert_scalar(b, v, cdt, _unsigned(dt))
            if role in ("c", "h"):
                v = U.convert_scalar(b, v, cet, _unsigned(dt), _unsigned(cdt))
            elif role == "b":
                v = U.convert_scalar(b, v, A.I1, _unsigned(dt))
            vals.append(v)
        r = spec.body(e, *vals, **opts)
        src_unsigned = _unsigned(cdt) if r.type is not A.I1 else True
        return U.convert_scalar(b, r, out.element_type, src_unsigned, _unsigned(out_dtype), drop_imag=spec.cast)
    rw.replace_op(op, U.elementwise(rw, tensors, out, body, op.location, scalars=scalars))
    return True


# ---------------------------------------------------------------------------------------------
# Option readers (constant arguments)
# ---------------------------------------------------------------------------------------------

# ``U.const_number`` sees through constants the pass already lowered (torch_c.from_i64(arith.constant))
const_scalar = U.const_number


def _opt_str(arg, name, allowed, default):
    """Read the constant string argument ``arg`` (None/absent -> default) into keyword ``name``."""
    def read(op):
        if not U.has_arg(op, arg):
            return {name: default}
        s = U.const_str(op.arg(arg))
        if s not in allowed:
            return None
        return {name: s}
    return read


def _opt_numbers(**where):
    """Read constant number arguments: ``_opt_numbers(slope=("negative_slope", 0.01))`` -> keyword
    ``slope`` from argument ``negative_slope``, 0.01 when absent or None."""
    def read(op):
        res = {}
        for name, (arg, default) in where.items():
            if not U.has_arg(op, arg):
                res[name] = default
                continue
            c = const_scalar(op.arg(arg))
            if c is None:
                return None
            res[name] = c
        return res
    return read


# ---------------------------------------------------------------------------------------------
# Unary float math: aten name -> math op
# ---------------------------------------------------------------------------------------------

MATH_UNARY = {
    "exp": "math.exp", "exp2": "math.exp2", "expm1": "math.expm1", "log": "math.log",
    "log1p": "math.log1p", "sqrt": "math.sqrt", "rsqrt": "math.rsqrt",
    "asin": "math.asin", "acos": "math.acos",
    "atan": "math.atan", "sinh": "math.sinh", "cosh": "math.cosh", "tanh": "math.tanh", "asinh": "math.asinh",
    "acosh": "math.acosh", "atanh": "math.atanh", "erf": "math.erf", "special_erf": "math.erf",
    "special_expm1": "math.expm1", "special_exp2": "math.exp2", "special_log1p": "math.log1p",
}

#: rounding ops: identity on integers
ROUNDING = {"floor": "math.floor", "ceil": "math.ceil", "trunc": "math.trunc", "fix": "math.trunc",
            "round": "math.roundeven"}


def _math_unary(name):
    def body(e, x):
        return e.math(name, x)
    body.__name__ = name.replace(".", "_")
    return body


for _aten, _mop in MATH_UNARY.items():
    ew(f"torch.aten.{_aten}", compute=compute_float)(_math_unary(_mop))


@ew("torch.aten.sin", compute=compute_float)
def sin(e, x):
    return e.math("math.sin", x)


@ew("torch.aten.cos", compute=compute_float)
def cos(e, x):
    return e.math("math.cos", x)


@ew("torch.aten.tan", compute=compute_float)
def tan(e, x):
    return e.math("math.tan", x)


@ew("torch.aten.log10", compute=compute_float)
def log10(e, x):
    """``math.log10``; ``log(x) / ln 10`` for complex numbers (the complex dialect has no log10)."""
    if e.is_complex:
        return e.mul(e.math("math.log", x), e.const(1.0 / _m.log(10.0)))
    return e.math("math.log10", x)


@ew("torch.aten.log2", compute=compute_float)
def log2(e, x):
    """``math.log2``; ``log(x) / ln 2`` for complex numbers."""
    if e.is_complex:
        return e.mul(e.math("math.log", x), e.const(1.0 / _m.log(2.0)))
    return e.math("math.log2", x)


@ew("torch.aten.erfc", "torch.aten.special_erfc", compute=compute_float)
def erfc(e, x):
    return e.math("math.erfc", x)


def _rounding(name):
    def body(e, x):
        return e.math(name, x) if e.is_float else x
    body.__name__ = name.replace(".", "_")
    return body


for _aten, _mop in ROUNDING.items():
    ew(f"torch.aten.{_aten}")(_rounding(_mop))


@ew("torch.aten.round.decimals", options=_opt_numbers(decimals=("decimals", 0)))
def round_decimals(e, x, decimals):
    """``round(x * 10^d) / 10^d`` (half to even), as PyTorch computes it."""
    if not e.is_float:
        return x
    if decimals == 0:
        return e.math("math.roundeven", x)
    ten = float(10 ** abs(decimals))
    if decimals > 0:
        return e.op("arith.divf", e.math("math.roundeven", e.mul(x, e.const(ten))), e.const(ten))
    return e.mul(e.math("math.roundeven", e.op("arith.divf", x, e.const(ten))), e.const(ten))


# ---------------------------------------------------------------------------------------------
# Other unary ops
# ---------------------------------------------------------------------------------------------

@ew("torch.aten.neg")
def neg(e, x):
    return e.neg(x)


def compute_complex_input(out_dtype, ins):
    """Complex inputs compute in their own type (abs and angle: the result is the real part's
    type); real ones in the result type (a float where it must be)."""
    t = _input_dtype(ins[0])
    if _isc(t):
        return t
    return out_dtype if _isf(out_dtype) or type(out_dtype) is A.IntegerType else None


@ew("torch.aten.abs", compute=compute_complex_input)
def abs_(e, x):
    """``|x|`` (complex: the modulus, a real)."""
    if e.is_complex:
        return e.op("complex.abs", x, t=x.type.element_type)
    if e.is_float:
        return e.math("math.absf", x)
    if e.unsigned:
        return x
    return e.math("math.absi", x)


@ew("torch.aten.sign", "torch.aten.sgn")
def sign(e, x):
    """(x > 0) - (x < 0); NaN gives 0 as in PyTorch; complex (sgn): ``x / |x|``, 0 at 0."""
    if e.is_complex:
        return e.op("complex.sign", x)
    if x.type is A.I1:
        return x
    zero = e.const(0)
    pos = e.to(e.cmp("gt", x, zero), e.et, True)
    if e.unsigned:
        return pos
    return e.sub(pos, e.to(e.cmp("lt", x, zero), e.et, True))


@ew("torch.aten.reciprocal", compute=compute_float)
def reciprocal(e, x):
    return e.fdiv(e.const(1.0), x)


@ew("torch.aten.square")
def square(e, x):
    return e.mul(x, x)


def _sigmoid(e, x):
    """``1 / (1 + exp(-x))`` (the logistic function)."""
    r = e.native("logistic", x)
    if r is not None:
        return r
    return e.fdiv(e.const(1.0), e.add(e.const(1.0), e.math("math.exp", e.neg(x))))


@ew("torch.aten.sigmoid", "torch.aten.special_expit", compute=compute_float)
def sigmoid(e, x):
    return _sigmoid(e, x)


@ew("torch.aten.relu")
def relu(e, x):
    return e.max(x, e.const(0))


@ew("torch.aten.relu6")
def relu6(e, x):
    return e.min(e.max(x, e.const(0)), e.const(6))


@ew("torch.aten.gelu", compute=compute_float, options=_opt_str("approximate", "approximate", ("none", "tanh"), "none"))
def gelu(e, x, approximate):
    """none: ``x/2 (1 + erf(x/sqrt 2))``; tanh: ``x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))``."""
    half_x = e.mul(x, e.const(0.5))
    if approximate == "none":
        inner = e.math("math.erf", e.mul(x, e.const(_m.sqrt(0.5))))
    else:
        x3 = e.mul(e.mul(x, x), x)
        inner = e.math("math.tanh", e.mul(e.const(_m.sqrt(2.0 / _m.pi)), e.add(x, e.mul(e.const(0.044715), x3))))
    return e.mul(half_x, e.add(e.const(1.0), inner))


@ew("torch.aten.silu", compute=compute_float)
def silu(e, x):
    return e.mul(x, _sigmoid(e, x))


def _softplus(e, x, beta, threshold):
    bx = e.mul(x, e.const(beta))
    soft = e.op("arith.divf", e.math("math.log1p", e.math("math.exp", bx)), e.const(beta))
    return e.select(e.cmp("gt", bx, e.const(threshold)), x, soft)


@ew("torch.aten.softplus", compute=compute_float, options=_opt_numbers(beta=("beta", 1.0), threshold=("threshold", 20.0)))
def softplus(e, x, beta, threshold):
    """``x`` where ``beta x > threshold``, else ``log1p(exp(beta x)) / beta``."""
    return _softplus(e, x, beta, threshold)


@ew("torch.aten.mish", compute=compute_float)
def mish(e, x):
    return e.mul(x, e.math("math.tanh", _softplus(e, x, 1.0, 20.0)))


@ew("torch.aten.hardsigmoid", compute=compute_float)
def hardsigmoid(e, x):
    return e.min(e.max(e.add(e.op("arith.divf", x, e.const(6.0)), e.const(0.5)), e.const(0.0)), e.const(1.0))


@ew("torch.aten.hardswish", compute=compute_float)
def hardswish(e, x):
    return e.mul(x, hardsigmoid(e, x))


@ew("torch.aten.leaky_relu", options=_opt_numbers(slope=("negative_slope", 0.01)))
def leaky_relu(e, x, slope):
    return e.select(e.cmp("gt", x, e.const(0)), x, e.mul(x, e.const(slope)))


@ew("torch.aten.elu", compute=compute_float,
    options=_opt_numbers(alpha=("alpha", 1.0), scale=("scale", 1.0), input_scale=("input_scale", 1.0)))
def elu(e, x, alpha, scale, input_scale):
    """``scale x`` for x > 0, else ``scale alpha (exp(input_scale x) - 1)``."""
    neg_part = e.mul(e.const(alpha * scale), e.math("math.expm1", e.mul(x, e.const(input_scale))))
    return e.select(e.cmp("gt", x, e.const(0.0)), e.mul(x, e.const(scale)), neg_part)


@ew("torch.aten.celu", compute=compute_float, options=_opt_numbers(alpha=("alpha", 1.0)))
def celu(e, x, alpha):
    return elu(e, x, alpha, 1.0, 1.0 / alpha)


@ew("torch.aten.selu", compute=compute_float)
def selu(e, x):
    return elu(e, x, 1.6732632423543772848170429916717, 1.0507009873554804934193349852946, 1.0)


@ew("torch.aten.hardtanh", options=_opt_numbers(lo=("min_val", -1.0), hi=("max_val", 1.0)))
def hardtanh(e, x, lo, hi):
    return e.min(e.max(x, e.const(lo)), e.const(hi))


@ew("torch.aten.threshold", ins=("self", "threshold", "value"))
def threshold(e, x, th, value):
    """``x`` where ``x > threshold``, else ``value``."""
    return e.select(e.cmp("gt", x, th), x, value)


@ew("torch.aten.logit", compute=compute_float, options=_opt_numbers(eps=("eps", None)))
def logit(e, x, eps):
    """``log(x / (1 - x))`` after clamping to ``[eps, 1 - eps]`` when eps is given."""
    if eps is not None:
        x = e.min(e.max(x, e.const(eps)), e.const(1.0 - eps))
    return e.math("math.log", e.op("arith.divf", x, e.sub(e.const(1.0), x)))


@ew("torch.aten.frac", compute=compute_float)
def frac(e, x):
    return e.sub(x, e.math("math.trunc", x))


@ew("torch.aten.positive")
def positive(e, x):
    return x


@ew("torch.aten.bitwise_not", compute=compute_int)
def bitwise_not(e, x):
    return e.op("arith.xori", x, e.const(1 if x.type is A.I1 else -1))


@ew("torch.aten.logical_not", compute=compute_bool, roles="b")
def logical_not(e, x):
    return e.op("arith.xori", x, e.const(1, A.I1))


@ew("torch.aten.isnan", compute=compute_input0, roles="x")
def isnan(e, x):
    if _isc(x.type):
        return U.b_or(e.b, U.is_nan(e.b, U.re(e.b, x)), U.is_nan(e.b, U.im(e.b, x)))
    if not _isf(x.type):
        return e.const(0, A.I1)
    return U.is_nan(e.b, x)


@ew("torch.aten.isinf", compute=compute_input0, roles="x")
def isinf(e, x):
    if _isc(x.type):
        return U.b_or(e.b, isinf(e, U.re(e.b, x)), isinf(e, U.im(e.b, x)))
    if not _isf(x.type):
        return e.const(0, A.I1)
    return e.cmp("eq", e.math("math.absf", x), e.const(_m.inf, x.type))


@ew("torch.aten.isposinf", compute=compute_input0, roles="x")
def isposinf(e, x):
    if not _isf(x.type):
        return e.const(0, A.I1)
    return e.cmp("eq", x, e.const(_m.inf, x.type))


@ew("torch.aten.isneginf", compute=compute_input0, roles="x")
def isneginf(e, x):
    if not _isf(x.type):
        return e.const(0, A.I1)
    return e.cmp("eq", x, e.const(-_m.inf, x.type))


@ew("torch.aten.isfinite", compute=compute_input0, roles="x")
def isfinite(e, x):
    if _isc(x.type):
        return U.b_and(e.b, isfinite(e, U.re(e.b, x)), isfinite(e, U.im(e.b, x)))
    if not _isf(x.type):
        return e.const(1, A.I1)
    return e.cmp("lt", e.math("math.absf", x), e.const(_m.inf, x.type))


# ---------------------------------------------------------------------------------------------
# Binary arithmetic
# ---------------------------------------------------------------------------------------------

def _scaled(e, y, alpha):
    return y if alpha is None else e.mul(y, alpha)


def _unit(arg):
    """Options: argument ``arg`` (alpha/value) does not enter the body when it is the constant 1."""
    def read(op):
        if U.has_arg(op, arg) and const_scalar(op.arg(arg)) == 1:
            return {"skip_inputs": (arg,)}
        return {}
    return read


@ew("torch.aten.add.Tensor", "torch.aten.add.Scalar", ins=("self", "other", "alpha"), roles="hhc",
    options=_unit("alpha"))
def add(e, x, y, alpha=None):
    """``x + alpha * y`` (bool: or)."""
    return e.add(x, _scaled(e, y, alpha))


@ew("torch.aten.sub.Tensor", "torch.aten.sub.Scalar", ins=("self", "other", "alpha"), roles="hhc",
    options=_unit("alpha"))
def sub(e, x, y, alpha=None):
    """``x - alpha * y``."""
    return e.sub(x, _scaled(e, y, alpha))


@ew("torch.aten.rsub.Tensor", "torch.aten.rsub.Scalar", ins=("self", "other", "alpha"), roles="hhc",
    options=_unit("alpha"))
def rsub(e, x, y, alpha=None):
    """``y - alpha * x``."""
    return e.sub(y, _scaled(e, x, alpha))


@ew("torch.aten.mul.Tensor", "torch.aten.mul.Scalar", ins=("self", "other"))
def mul(e, x, y):
    return e.mul(x, y)


@ew("torch.aten.div.Tensor", "torch.aten.div.Scalar", "torch.aten.true_divide.Tensor",
    "torch.aten.true_divide.Scalar", ins=("self", "other"), compute=compute_float)
def div(e, x, y):
    return e.fdiv(x, y)


def _sign_differs(e, r, y):
    """``r != 0 and (r < 0) != (y < 0)``: the remainder must move to the divisor's sign."""
    zero = e.const(0)
    nz = e.cmp("ne", r, zero)
    diff = e.op("arith.xori", e.cmp("lt", r, zero), e.cmp("lt", y, zero))
    return e.op("arith.andi", nz, diff)


def _floor_div(e, x, y):
    if e.unsigned:
        return e.div(x, y)
    if not e.is_float:
        q = e.div(x, y)
        fix = _sign_differs(e, e.rem(x, y), y)
        return e.select(fix, e.sub(q, e.const(1)), q)
    # PyTorch's div_floor for floats: exact on the quotient of (x - fmod(x, y)) / y
    mod = e.rem(x, y)
    d = e.op("arith.divf", e.sub(x, mod), y)
    d = e.select(_sign_differs(e, mod, y), e.sub(d, e.const(1.0)), d)
    fl = e.math("math.floor", d)
    fl = e.select(e.cmp("gt", e.sub(d, fl), e.const(0.5)), e.add(fl, e.const(1.0)), fl)
    signed_zero = e.math("math.copysign", e.const(0.0), e.op("arith.divf", x, y))
    fl = e.select(e.cmp("ne", d, e.const(0.0)), fl, signed_zero)
    return e.select(e.cmp("eq", y, e.const(0.0)), e.op("arith.divf", x, y), fl)


def _trunc_div(e, x, y):
    if e.is_float:
        return e.math("math.trunc", e.op("arith.divf", x, y))
    return e.div(x, y)


@ew("torch.aten.div.Tensor_mode", "torch.aten.div.Scalar_mode", ins=("self", "other"),
    options=_opt_str("rounding_mode", "mode", ("trunc", "floor", None), None))
def div_mode(e, x, y, mode):
    """rounding_mode None: true division; "trunc"; "floor" (integers: divsi/divui + fix-up)."""
    if mode is None:   # the result is a float (or complex)
        return e.fdiv(x, y)
    return _floor_div(e, x, y) if mode == "floor" else _trunc_div(e, x, y)


@ew("torch.aten.floor_divide", "torch.aten.floor_divide.Scalar", ins=("self", "other"))
def floor_divide(e, x, y):
    return _floor_div(e, x, y)


@ew("torch.aten.remainder.Tensor", "torch.aten.remainder.Scalar", "torch.aten.remainder.Scalar_Tensor",
    ins=("self", "other"))
def remainder(e, x, y):
    """Python-style modulo: the result has the divisor's sign."""
    r = e.rem(x, y)
    if e.unsigned:
        return r
    return e.select(_sign_differs(e, r, y), e.add(r, y), r)


@ew("torch.aten.fmod.Tensor", "torch.aten.fmod.Scalar", ins=("self", "other"))
def fmod(e, x, y):
    """C-style modulo: the result has the dividend's sign."""
    return e.rem(x, y)


@ew("torch.aten.pow.Tensor_Tensor", "torch.aten.pow.Tensor_Scalar", "torch.aten.pow.Scalar",
    "torch.aten.float_power.Tensor_Tensor", "torch.aten.float_power.Tensor_Scalar",
    "torch.aten.float_power.Scalar", ins=("self", "exponent"))
def pow_(e, x, y):
    """Floats: ``math.powf`` (C's ``pow``); complex: ``complex.pow``, with PyTorch's value 0 for a
    zero base and an exponent of positive real part (``exp(y log 0)``, which ``complex.pow``
    leaves undefined); integers: square-and-multiply (see ``_ipow``)."""
    if e.is_complex:
        b = e.b
        zero_pos = U.b_and(b, U.compare(b, "eq", x, e.const(0)),
                           U.compare(b, "gt", U.re(b, y), e.const(0.0, y.type.element_type)))
        return e.select(zero_pos, e.const(0), e.math("math.powf", x, y))
    if e.is_float:
        return e.math("math.powf", x, y)
    return _ipow(e, x, y)


def _ipow(e, x, y):
    """Integer ``x ** y`` wrapping like PyTorch, by square-and-multiply over the exponent's bits;
    negative exponents give 0 except for bases 1 and -1 (PyTorch's values, which ``math.ipowi``
    leaves undefined)."""
    one, zero = e.const(1), e.const(0)
    if x.type is A.I1:
        return e.op("arith.ori", x, e.cmp("eq", y, zero))
    res, base = one, x
    w = e.et.width
    for i in range(w if e.unsigned else w - 1):
        bit = e.op("arith.andi", e.op("arith.shrui", y, e.const(i)), one) if i else e.op("arith.andi", y, one)
        res = e.select(e.cmp("ne", bit, zero), e.mul(res, base), res)
        if i + 1 < w:
            base = e.mul(base, base)
    if e.unsigned:
        return res
    odd = e.cmp("ne", e.op("arith.andi", y, one), zero)
    minus_one = e.const(-1)
    special = e.select(e.cmp("eq", x, one), one,
                       e.select(e.cmp("eq", x, minus_one), e.select(odd, minus_one, one), zero))
    return e.select(e.cmp("lt", y, zero), special, res)


@ew("torch.aten.atan2", "torch.aten.arctan2", ins=("self", "other"), compute=compute_float)
def atan2(e, x, y):
    return e.math("math.atan2", x, y)


@ew("torch.aten.copysign.Tensor", "torch.aten.copysign.Scalar", ins=("self", "other"), compute=compute_float)
def copysign(e, x, y):
    return e.math("math.copysign", x, y)


@ew("torch.aten.hypot", ins=("self", "other"), compute=compute_float)
def hypot(e, x, y):
    return e.math("math.sqrt", e.add(e.mul(x, x), e.mul(y, y)))


@ew("torch.aten.maximum", "torch.aten.max.other", ins=("self", "other"))
def maximum(e, x, y):
    """NaN-propagating maximum."""
    return e.max(x, y)


@ew("torch.aten.minimum", "torch.aten.min.other", ins=("self", "other"))
def minimum(e, x, y):
    return e.min(x, y)


@ew("torch.aten.fmax", ins=("self", "other"))
def fmax(e, x, y):
    """Maximum ignoring NaN."""
    return e.op("arith.maxnumf", x, y) if e.is_float else e.max(x, y)


@ew("torch.aten.fmin", ins=("self", "other"))
def fmin(e, x, y):
    return e.op("arith.minnumf", x, y) if e.is_float else e.min(x, y)


@ew("torch.aten.xlogy.Tensor", "torch.aten.xlogy.Scalar_Other", "torch.aten.xlogy.Scalar_Self", ins=("self", "other"),
    compute=compute_float)
def xlogy(e, x, y):
    """0 where x == 0 (unless y is NaN), else ``x * log(y)``."""
    r = e.select(e.cmp("eq", x, e.const(0.0)), e.const(0.0), e.mul(x, e.math("math.log", y)))
    return e.select(U.is_nan(e.b, y),
                    y, r)


# ---------------------------------------------------------------------------------------------
# Comparisons, logical and bitwise ops
# ---------------------------------------------------------------------------------------------

COMPARISONS = ("eq", "ne", "lt", "le", "gt", "ge")
_CMP_ALIASES = {"greater": "gt", "greater_equal": "ge", "less": "lt", "less_equal": "le", "not_equal": "ne"}


def _comparison(pred):
    def body(e, x, y):
        return e.cmp(pred, x, y)
    body.__name__ = pred
    return body


for _p in COMPARISONS:
    ew(f"torch.aten.{_p}.Tensor", f"torch.aten.{_p}.Scalar", ins=("self", "other"), compute=compute_promoted)(_comparison(_p))
for _alias, _p in _CMP_ALIASES.items():
    ew(f"torch.aten.{_alias}.Tensor", f"torch.aten.{_alias}.Scalar", ins=("self", "other"),
       compute=compute_promoted)(_comparison(_p))

LOGICAL = {"logical_and": "arith.andi", "logical_or": "arith.ori", "logical_xor": "arith.xori"}
BITWISE = {"bitwise_and": "arith.andi", "bitwise_or": "arith.ori", "bitwise_xor": "arith.xori",
           "__and__": "arith.andi", "__or__": "arith.ori", "__xor__": "arith.xori"}


def _binop(name):
    def body(e, x, y):
        return e.op(name, x, y)
    body.__name__ = name.replace(".", "_")
    return body


for _aten, _aop in LOGICAL.items():
    ew(f"torch.aten.{_aten}", ins=("self", "other"), compute=compute_bool, roles="bb")(_binop(_aop))
for _aten, _aop in BITWISE.items():
    #: ``bitwise_and`` has a ``Scalar_Tensor`` overload, the ``__and__`` operators do not
    _overloads = ("Tensor", "Scalar", "Scalar_Tensor") if _aten.startswith("bitwise") else ("Tensor", "Scalar")
    ew(*[f"torch.aten.{_aten}.{o}" for o in _overloads], ins=("self", "other"), compute=compute_int)(_binop(_aop))


def _shift_left(e, x, s):
    """``x << s``; shifts of the bit width or more (or negative) give 0, as PyTorch."""
    w = e.et.width
    ok = e.op("arith.andi", e.cmp("lt", s, e.const(w)), e.cmp("ge", s, e.const(0))) if not e.unsigned else \
        e.cmp("lt", s, e.const(w))
    return e.select(ok, e.op("arith.shli", x, s), e.const(0))


def _shift_right(e, x, s):
    """``x >> s`` (arithmetic for signed types); large shifts saturate to the sign fill."""
    w = e.et.width
    if e.unsigned:
        return e.select(e.cmp("lt", s, e.const(w)), e.op("arith.shrui", x, s), e.const(0))
    s = e.select(e.op("arith.andi", e.cmp("lt", s, e.const(w)), e.cmp("ge", s, e.const(0))), s, e.const(w - 1))
    return e.op("arith.shrsi", x, s)


for _n, _fn in (("bitwise_left_shift", _shift_left), ("bitwise_right_shift", _shift_right)):
    ew(f"torch.aten.{_n}.Tensor", f"torch.aten.{_n}.Tensor_Scalar", f"torch.aten.{_n}.Scalar_Tensor",
       ins=("self", "other"), compute=compute_int)(_fn)
for _n, _fn in (("__lshift__", _shift_left), ("__rshift__", _shift_right)):
    ew(f"torch.aten.{_n}.Tensor", f"torch.aten.{_n}.Scalar", ins=("self", "other"), compute=compute_int)(_fn)


# ---------------------------------------------------------------------------------------------
# Selection and clamping
# ---------------------------------------------------------------------------------------------

@ew("torch.aten.where.self", "torch.aten.where.ScalarSelf", "torch.aten.where.ScalarOther",
    "torch.aten.where.Scalar", ins=("condition", "self", "other"), roles="bcc")
def where(e, c, x, y):
    return e.select(c, x, y)


@ew("torch.aten.masked_fill.Scalar", "torch.aten.masked_fill.Tensor", ins=("self", "mask", "value"), roles="cbc")
def masked_fill(e, x, mask, value):
    return e.select(mask, value, x)


@ew("torch.aten.clamp", "torch.aten.clamp.Tensor", "torch.aten.clip", "torch.aten.clip.Tensor", ins=("self", "min", "max"))
def clamp(e, x, lo, hi):
    """``min(max(x, lo), hi)``; a None bound is skipped; NaN propagates."""
    if lo is not None:
        x = e.max(x, lo)
    if hi is not None:
        x = e.min(x, hi)
    return x


@ew("torch.aten.clamp_min", "torch.aten.clamp_min.Tensor", ins=("self", "min"))
def clamp_min(e, x, lo):
    return e.max(x, lo)


@ew("torch.aten.clamp_max", "torch.aten.clamp_max.Tensor", ins=("self", "max"))
def clamp_max(e, x, hi):
    return e.min(x, hi)


# ---------------------------------------------------------------------------------------------
# Ternary arithmetic
# ---------------------------------------------------------------------------------------------

@ew("torch.aten.lerp.Scalar", "torch.aten.lerp.Tensor", ins=("self", "end", "weight"), compute=compute_float)
def lerp(e, x, y, w):
    """PyTorch's two-sided formula: ``x + w (y - x)`` for ``|w| < 0.5``, else
    ``y - (y - x) (1 - w)``."""
    d = e.sub(y, x)
    small = e.cmp("lt", e.math("math.absf", w), e.const(0.5))
    return e.select(small, e.add(x, e.mul(w, d)), e.sub(y, e.mul(d, e.sub(e.const(1.0), w))))


@ew("torch.aten.addcmul", ins=("self", "tensor1", "tensor2", "value"), options=_unit("value"))
def addcmul(e, x, a, b, value=None):
    """``x + value * a * b``."""
    return e.add(x, _scaled(e, e.mul(a, b), value))


@ew("torch.aten.addcdiv", ins=("self", "tensor1", "tensor2", "value"), compute=compute_float, options=_unit("value"))
def addcdiv(e, x, a, b, value=None):
    """``x + value * a / b``."""
    return e.add(x, _scaled(e, e.op("arith.divf", a, b), value))


# ---------------------------------------------------------------------------------------------
# Casts and identities
# ---------------------------------------------------------------------------------------------

#: ops whose result is the input converted to the result dtype (the dtype argument is in the
#: result type already)
CAST_OPS = ("torch.aten._to_copy", "torch.aten.to.dtype", "torch.aten.to.dtype_layout", "torch.aten.to.other",
            "torch.aten.to.device", "torch.aten.to.prim_Device", "torch.aten.to.prim_dtype", "torch.aten.type_as",
            "torch.aten._cast_Float", "torch.aten._cast_Long", "torch.aten._cast_Int", "torch.aten._cast_Half",
            "torch.aten._cast_Double", "torch.aten._cast_Byte", "torch.aten._cast_Char", "torch.aten._cast_Short")
#: ops that return their input unchanged (value semantics)
IDENTITY_OPS = ("torch.aten.clone", "torch.aten.detach", "torch.aten.alias", "torch.aten.lift_fresh_copy",
                "torch.aten.contiguous", "torch.aten.lift_fresh", "torch.aten.resolve_conj",
                "torch.aten.resolve_neg", "torch.aten.alias_copy", "torch.aten.detach_copy")


@ew(*CAST_OPS, compute=compute_input0, roles="x", cast=True)
def convert(e, x):
    """The element as it is; the generic lowering converts it to the result dtype."""
    return x


@lowering(*IDENTITY_OPS)
def identity(op, operands, rw):
    """``%1 = torch.aten.clone %0`` -> ``%0`` (a ``tensor.cast`` when the static shapes differ)."""
    x = operands[0]
    out = U.result_type(op)
    if not hasattr(getattr(x, "type", None), "shape") or x.type.element_type is not out.element_type:
        return False
    rw.replace_op(op, U.cast_tensor(rw, x, out, op.location))
    return True


@lowering("torch.aten._assert_tensor_metadata")
def assert_tensor_metadata(op, operands, rw):
    """A check torch.export leaves before ``.to()``; the dtypes in the IR already agree: erased."""
    if any(r.uses for r in op.results):
        return False
    rw.erase_op(op)
    return True


# ---------------------------------------------------------------------------------------------
# Complex numbers
# ---------------------------------------------------------------------------------------------

@ew("torch.aten._conj", "torch.aten.conj", "torch.aten.conj_physical", "torch.aten._conj_physical",
    "torch.aten._conj_copy")
def conj(e, x):
    """The complex conjugate (value semantics: the lazy ``_conj`` view is the conjugated value);
    the identity on real numbers."""
    return e.op("complex.conj", x) if e.is_complex else x


@ew("torch.aten.isreal", compute=compute_input0, roles="x")
def isreal(e, x):
    """Whether the imaginary part is 0 (always true on real numbers)."""
    if not _isc(x.type):
        return e.const(1, A.I1)
    return U.compare(e.b, "eq", U.im(e.b, x), e.const(0.0, x.type.element_type))


def _source_dtype(op):
    """Options of ops that read the input's own element type: ``src``."""
    src = U.torch_dtype(op.operand(0))
    return {"src": src} if src is not None else None


@ew("torch.aten.signbit", compute=compute_input0, roles="x", options=_source_dtype)
def signbit(e, x, src):
    """Whether the sign bit is set: a float's top bit (so also -0.0 and negative NaNs), x < 0 on
    signed integers, never on unsigned integers and bools."""
    b = e.b
    if _isf(src):
        it = A.IntegerType(src.width)
        return U.compare(b, "lt", e.op("arith.bitcast", e.to(x, src), t=it), U.iconst(b, 0, it))
    if _unsigned(src):
        return e.const(0, A.I1)
    return U.compare(b, "lt", x, U.iconst(b, 0, x.type))


@ew("torch.aten._neg_view", "torch.aten._neg_view_copy")
def neg_view(e, x):
    """The lazy negation view, as a value: ``-x``."""
    return e.neg(x)


@ew("torch.aten.angle", compute=compute_complex_input)
def angle(e, x):
    """``atan2(im, re)``; on reals 0 for x >= 0, pi below 0, NaN stays NaN (as PyTorch)."""
    if e.is_complex:
        return e.op("complex.angle", x, t=x.type.element_type)
    r = e.select(e.cmp("lt", x, e.const(0.0)), e.const(_m.pi), e.const(0.0))
    return e.select(U.is_nan(e.b, x), x, r)


def compute_parts(out_dtype, ins):
    """The element type of the complex result: the parts are converted to it."""
    return out_dtype.element_type if _isc(out_dtype) else None


@ew("torch.aten.complex", ins=("real", "imag"), compute=compute_parts)
def complex_(e, re, im):
    """``re + i im``."""
    return U.make_complex(e.b, re, im, A.ComplexType(e.et))


@ew("torch.aten.polar", ins=("abs", "angle"), compute=compute_parts)
def polar(e, r, theta):
    """``r cos(theta) + i r sin(theta)``."""
    return U.make_complex(e.b, e.mul(r, e.math("math.cos", theta)), e.mul(r, e.math("math.sin", theta)),
                          A.ComplexType(e.et))


def _storage_float(op):
    """Options of ops that work on the bits of the result's float type: ``ft`` that type."""
    ft = U.torch_dtype(op.results[0])
    return {"ft": ft} if _isf(ft) else None


@ew("torch.aten.nextafter", ins=("self", "other"), compute=compute_float, options=_storage_float)
def nextafter(e, x, y, ft):
    """The next ``ft`` value after ``x`` towards ``y``, on the bits: the integer of the same width
    plus one when moving away from zero, minus one towards it; from 0 the smallest subnormal with
    ``y``'s sign; ``y`` when equal; NaN when either is NaN. Half types compute in f32, so ``x`` is
    rounded back to ``ft`` (exact) before its bits are read."""
    b = e.b
    it = A.IntegerType(ft.width)
    bits = e.op("arith.bitcast", e.to(x, ft), t=it)
    one = U.iconst(b, 1, it)
    away = U.b_not(b, b.val("arith.xori", [e.cmp("lt", x, y), e.cmp("gt", x, e.const(0.0))], A.I1))
    stepped = U.select(b, away, b.val("arith.addi", [bits, one], it), b.val("arith.subi", [bits, one], it))
    stepped = e.to(e.op("arith.bitcast", stepped, t=ft), e.et)
    tiny = e.to(e.math("math.copysign", e.op("arith.bitcast", one, t=ft), e.to(y, ft)), e.et)
    r = e.select(e.cmp("eq", x, e.const(0.0)), tiny, stepped)
    r = e.select(e.cmp("eq", x, y), y, r)
    return e.select(U.is_nan(b, x), x, e.select(U.is_nan(b, y), y, r))


def _bitcast_types(op):
    """Options of ``view.dtype`` between element types of one width: ``src`` and ``dst``."""
    src, dst = U.torch_dtype(op.operand(0)), U.torch_dtype(op.results[0])
    if src is None or dst is None or src is A.I1 or dst is A.I1 or src.width != dst.width:
        return None
    return {"src": src, "dst": dst}


@ew("torch.aten.view.dtype", compute=compute_input0, roles="x", options=_bitcast_types)
def view_dtype(e, x, src, dst):
    """The same bits read as another element type of the same width (``arith.bitcast``)."""
    return e.op("arith.bitcast", x, t=_signless(dst)) if _signless(src) != _signless(dst) else x
