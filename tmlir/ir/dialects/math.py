"""math dialect: elementary functions on floats (and a few on integers).

Custom forms as upstream MLIR prints them::

    %0 = math.exp %x fastmath<fast> : f32
    %1 = math.fpowi %x, %n : f32, i32
    %2 = math.fma %a, %b, %c : f32
    %3 = math.isnan %x : f32                 // result i1 (with the operand's shape)
    %sin, %cos = math.sincos %x : f32
    %4 = math.clampf %x to [%lo, %hi] : f32

Float ops carry ``fastmath = #arith.fastmath<none>`` in the generic form (the attribute belongs to
the arith dialect). Constant operands fold: exact operations (abs, ceil, floor, round, copysign,
sqrt, ...) for every float type, libm functions for f32 and f64 as upstream does, and the integer
ops (absi, ctlz, cttz, ctpop, ipowi).
"""
from __future__ import annotations

import math as _m

from ..attributes import FloatType
from ..core import VerifyError
from ..opdef import register, operand, result, prop, opt_prop, Pure, Elementwise, SameOperandsAndResultType
from .arith import (ArithOp, _SameTypeOp, print_flags, parse_flags, parse_attr_dict, FASTMATH_NONE, _is_fastmath,
                    _is_rounding, i1_like, element_type, bit_width, _fold_elementwise, to_signed, to_unsigned,
                    _shape_key, _int_like, _float_like)

_FM = (("fastmath", "fastmath"),)

# ---------------------------------------------------------------------------------------------
# Scalar functions used by the folders (return None: do not fold)
# ---------------------------------------------------------------------------------------------


def _keep_sign(r, x):
    return _m.copysign(r, x) if r == 0 else r


def _ceil(x):
    return x if not _m.isfinite(x) else _keep_sign(float(_m.ceil(x)), x)


def _floor(x):
    return x if not _m.isfinite(x) else _keep_sign(float(_m.floor(x)), x)


def _trunc(x):
    return x if not _m.isfinite(x) else _keep_sign(float(_m.trunc(x)), x)


def _round(x):
    """Half away from zero."""
    if not _m.isfinite(x):
        return x
    r = float(_m.trunc(x))
    if abs(x - r) >= 0.5:
        r += _m.copysign(1.0, x)
    return _keep_sign(r, x)


def _roundeven(x):
    if not _m.isfinite(x):
        return x
    return _keep_sign(float(round(x)), x)


def _libm(fn):
    """Wrap a Python math function with IEEE results for domain errors and overflow."""
    def f(*args):
        if any(a != a for a in args):
            return _m.nan
        try:
            return fn(*args)
        except ValueError:
            return _m.nan
        except OverflowError:
            return _m.inf
        except ZeroDivisionError:
            return None
    return f


def _log_like(fn, pole=0.0):
    def f(x):
        if x == pole:
            return -_m.inf
        return _libm(fn)(x)
    return f


def _rsqrt(x):
    if x == 0:
        return _m.copysign(_m.inf, x)
    if x < 0 or x != x:
        return _m.nan
    return 1.0 / _m.sqrt(x)


def _sqrt(x):
    if x != x or x < 0:
        return _m.nan if x != 0 else x
    return _m.sqrt(x)


def _powf(a, b):
    try:
        return _m.pow(a, b)
    except ValueError:
        return _m.nan
    except OverflowError:
        return _m.copysign(_m.inf, a) if (a < 0 and float(b).is_integer() and int(b) % 2) else _m.inf
    except ZeroDivisionError:
        return _m.inf


def _atanh(x):
    if x == 1:
        return _m.inf
    if x == -1:
        return -_m.inf
    return _libm(_m.atanh)(x)


def _cbrt(x):
    if not _m.isfinite(x) or x == 0:
        return x
    return _m.copysign(abs(x) ** (1.0 / 3.0), x) if not hasattr(_m, "cbrt") else _m.cbrt(x)


_LIBM = None
_C_FUNCS = {}


def _c_libm(name, single):
    """The C libm function ``name`` (``namef`` for f32) wrapped to take and return Python floats,
    rounding through float32 for single precision; None where no C libm can be loaded."""
    key = (name, single)
    f = _C_FUNCS.get(key, False)
    if f is not False:
        return f
    global _LIBM
    f = None
    try:
        import ctypes
        import ctypes.util
        if _LIBM is None:
            path = ctypes.util.find_library("m")
            _LIBM = ctypes.CDLL(path) if path else False
        if _LIBM:
            cf = getattr(_LIBM, name + ("f" if single else ""), None)
            if cf is not None:
                ct = ctypes.c_float if single else ctypes.c_double
                nargs = 2 if name in ("atan2", "pow", "copysign") else 1
                cf.restype = ct
                cf.argtypes = [ct] * nargs
                f = cf
    except (OSError, AttributeError):  # pragma: no cover - platform without a C libm
        f = None
    _C_FUNCS[key] = f
    return f


_NO_FOLD = object()
_FOLD = object()


def _neg(x):
    return x < 0 or (x == 0 and _m.copysign(1.0, x) < 0)


# Upstream declines some constant folds (negative sqrt/log operands, ...) and special-cases others.
_FOLD_GUARDS = {
    "math.sqrt": lambda x: _NO_FOLD if _neg(x) else _FOLD,
    "math.rsqrt": lambda x: _NO_FOLD if _neg(x) else _FOLD,
    "math.log": lambda x: _NO_FOLD if _neg(x) else _FOLD,
    "math.log2": lambda x: _NO_FOLD if _neg(x) else _FOLD,
    "math.log10": lambda x: _NO_FOLD if _neg(x) else _FOLD,
    "math.log1p": lambda x: _NO_FOLD if x < -1 else _FOLD,
    "math.atan2": lambda a, b: _m.nan if a == 0 and b == 0 else _FOLD,
}
# folded for f32 and f64 only (upstream folds these through host float/double arithmetic)
_WIDE_ONLY = {"math.sqrt", "math.rsqrt", "math.trunc", "math.round"}


# ---------------------------------------------------------------------------------------------
# Op families
# ---------------------------------------------------------------------------------------------

class _MathUnaryF(_SameTypeOp):
    """``math.<fn> %x [fastmath<...>] : t``."""

    __slots__ = ()
    _kind = "float"
    _nargs = 1
    _flags = _FM
    _fn = None
    _libm_name = None    # C function folded through the platform libm (f32: the 'f' variant), as upstream

    def fold(self):
        et = element_type(self.results[0].type)
        fn = self._fn
        if self._libm_name is not None or self.name in _WIDE_ONLY:
            if not (type(et) is FloatType and et.kind in ("f32", "f64")):
                return None
            if self._libm_name is not None:
                fn = _c_libm(self._libm_name, et.kind == "f32") or fn
        if fn is None:
            return None
        guard = _FOLD_GUARDS.get(self.name)
        if guard is None:
            return _fold_elementwise(self, lambda *xs: fn(*map(float, xs)))

        def g(*xs):
            xs = tuple(map(float, xs))
            r = guard(*xs)
            if r is _NO_FOLD:
                return None
            return fn(*xs) if r is _FOLD else r
        return _fold_elementwise(self, g)


class _MathBinaryF(_MathUnaryF):
    __slots__ = ()
    _nargs = 2


def _unary_f(name, fn=None, libm=None):
    return {"OPNAME": name, "operand": operand(), "result": result(), "__slots__": (),
            "fastmath": prop(_is_fastmath, default=FASTMATH_NONE), "_fn": staticmethod(fn) if fn else None,
            "_libm_name": libm, "__doc__": f"``{name} %x [fastmath<...>] : fN``"}


def _binary_f(name, fn=None, libm=None):
    return {"OPNAME": name, "lhs": operand(), "rhs": operand(), "result": result(), "__slots__": (),
            "fastmath": prop(_is_fastmath, default=FASTMATH_NONE), "_fn": staticmethod(fn) if fn else None,
            "_libm_name": libm, "__doc__": f"``{name} %a, %b [fastmath<...>] : fN``"}


_UNARY = {
    # name: (class name, Python fold fn, C libm function used for f32/f64 or None)
    "absf": ("AbsFOp", abs, None),
    "ceil": ("CeilOp", _ceil, None),
    "floor": ("FloorOp", _floor, None),
    "trunc": ("TruncOp", _trunc, None),
    "round": ("RoundOp", _round, None),
    "roundeven": ("RoundEvenOp", _roundeven, None),
    "sqrt": ("SqrtOp", _sqrt, None),
    "rsqrt": ("RsqrtOp", _rsqrt, None),
    "cbrt": ("CbrtOp", _cbrt, 'cbrt'),
    "exp": ("ExpOp", _libm(_m.exp), 'exp'),
    "exp2": ("Exp2Op", _libm(lambda x: 2.0 ** x), 'exp2'),
    "expm1": ("ExpM1Op", _libm(_m.expm1), 'expm1'),
    "log": ("LogOp", _log_like(_m.log), 'log'),
    "log2": ("Log2Op", _log_like(_m.log2), 'log2'),
    "log10": ("Log10Op", _log_like(_m.log10), 'log10'),
    "log1p": ("Log1pOp", _log_like(_m.log1p, -1.0), 'log1p'),
    "sin": ("SinOp", _libm(_m.sin), 'sin'),
    "cos": ("CosOp", _libm(_m.cos), 'cos'),
    "tan": ("TanOp", _libm(_m.tan), 'tan'),
    "asin": ("AsinOp", _libm(_m.asin), 'asin'),
    "acos": ("AcosOp", _libm(_m.acos), 'acos'),
    "atan": ("AtanOp", _libm(_m.atan), 'atan'),
    "sinh": ("SinhOp", _libm(_m.sinh), 'sinh'),
    "cosh": ("CoshOp", _libm(_m.cosh), 'cosh'),
    "tanh": ("TanhOp", _libm(_m.tanh), 'tanh'),
    "asinh": ("AsinhOp", _libm(_m.asinh), 'asinh'),
    "acosh": ("AcoshOp", _libm(_m.acosh), 'acosh'),
    "atanh": ("AtanhOp", _atanh, 'atanh'),
    "erf": ("ErfOp", _libm(_m.erf), 'erf'),
    "erfc": ("ErfcOp", _libm(_m.erfc), 'erfc'),
}

_BINARY = {
    "atan2": ("Atan2Op", _libm(_m.atan2), 'atan2'),
    "copysign": ("CopySignOp", _m.copysign, None),
    "powf": ("PowFOp", _powf, 'pow'),
}
for _name, (_cls, _fn, _libm_name) in _UNARY.items():
    globals()[_cls] = register(type(_cls, (_MathUnaryF,), _unary_f("math." + _name, _fn, _libm_name)))
for _name, (_cls, _fn, _libm_name) in _BINARY.items():
    globals()[_cls] = register(type(_cls, (_MathBinaryF,), _binary_f("math." + _name, _fn, _libm_name)))


# -- integer ops -------------------------------------------------------------------------------

class _MathUnaryI(_SameTypeOp):
    __slots__ = ()
    _kind = "int"
    _nargs = 1
    _ifn = None

    def fold(self):
        w = bit_width(self.results[0].type)
        fn = self._ifn
        return _fold_elementwise(self, lambda x: fn(int(x), w))


def _ctlz(v, w):
    u = to_unsigned(v, w)
    return w - u.bit_length()


def _cttz(v, w):
    u = to_unsigned(v, w)
    return w if u == 0 else (u & -u).bit_length() - 1


def _ctpop(v, w):
    return bin(to_unsigned(v, w)).count("1")


def _absi(v, w):
    return abs(to_signed(v, w))


for _name, _cls, _fn in (("absi", "AbsIOp", _absi), ("ctlz", "CountLeadingZerosOp", _ctlz),
                         ("cttz", "CountTrailingZerosOp", _cttz), ("ctpop", "CtPopOp", _ctpop)):
    globals()[_cls] = register(type(_cls, (_MathUnaryI,), {
        "__slots__": (), "OPNAME": "math." + _name, "operand": operand(), "result": result(), "_ifn": staticmethod(_fn),
        "__doc__": f"``math.{_name} %x : iN``"}))


def _ipowi(a, b, w):
    a, b = to_signed(a, w), to_signed(b, w)
    if b < 0:
        if a == 1:
            return 1
        if a == -1:
            return -1 if b % 2 else 1
        if a == 0:
            return None
        return 0
    return pow(a, b, 1 << w)


@register
class IPowIOp(_SameTypeOp):
    """``math.ipowi %a, %b : iN``."""

    __slots__ = ()
    OPNAME = "math.ipowi"
    lhs = operand()
    rhs = operand()
    result = result()
    _kind = "int"

    def fold(self):
        w = bit_width(self.results[0].type)
        return _fold_elementwise(self, lambda a, b: _ipowi(int(a), int(b), w))


# -- mixed-type and multi-operand ops ----------------------------------------------------------

@register
class FPowIOp(ArithOp):
    """``math.fpowi %x, %n [fastmath<...>] : f32, i32``."""

    __slots__ = ()
    OPNAME = "math.fpowi"
    lhs = operand()
    rhs = operand()
    result = result()
    fastmath = prop(_is_fastmath, default=FASTMATH_NONE)
    _flags = _FM
    traits = {Pure, Elementwise}

    def print_custom(self, p):
        p.write(" ")
        p.print_operands(self._operands)
        print_flags(self, p)
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)
        a, b = self._operands
        p.write(f" : {p.type_str(a.type)}, {p.type_str(b.type)}")

    @classmethod
    def parse_custom(cls, parser):
        a = parser.parse_operand()
        parser.expect(",")
        b = parser.parse_operand()
        props = dict(cls._defaults)
        parse_flags(parser, cls._flags, props)
        attrs = parse_attr_dict(parser, cls)
        t1 = parser.parse_colon_type()
        parser.expect(",")
        t2 = parser.parse_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(a, t1), parser.resolve_operand(b, t2)], [t1],
                          attrs, props)

    def verify_(self):
        a, b = self._operands
        r = self.results[0].type
        if a.type is not r:
            raise VerifyError(f"'math.fpowi' result type {r} must match the base type {a.type}", op=self)
        if not _float_like(a.type) or not _int_like(b.type):
            raise VerifyError(f"'math.fpowi' expects a float base and an integer exponent, got {a.type} and "
                              f"{b.type}", op=self)
        if _shape_key(a.type) != _shape_key(b.type):
            raise VerifyError("'math.fpowi' operands must have the same shape", op=self)

    def fold(self):
        et = element_type(self.results[0].type)
        if not (type(et) is FloatType and et.kind in ("f32", "f64")):
            return None
        w = bit_width(self._operands[1].type)
        return _fold_elementwise(self, lambda x, n: _powf(float(x), float(to_signed(int(n), w))))


@register
class FmaOp(_SameTypeOp):
    """``math.fma %a, %b, %c [rounding] [fastmath<...>] : fN``."""

    __slots__ = ()
    OPNAME = "math.fma"
    a = operand()
    b = operand()
    c = operand()
    result = result()
    fastmath = prop(_is_fastmath, default=FASTMATH_NONE)
    roundingmode = opt_prop(_is_rounding)
    _flags = (("roundingmode", "rounding"), ("fastmath", "fastmath"))
    _kind = "float"
    _nargs = 3


class _FloatPredicateOp(ArithOp):
    """``math.isnan %x [fastmath<...>] : t`` with an i1 result of the operand's shape."""

    __slots__ = ()
    traits = {Pure, Elementwise}
    _flags = _FM
    _kind = "float"
    _pred = None

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        print_flags(self, p)
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        p.print_type(self._operands[0].type)

    @classmethod
    def parse_custom(cls, parser):
        x = parser.parse_operand()
        props = dict(cls._defaults)
        parse_flags(parser, cls._flags, props)
        attrs = parse_attr_dict(parser, cls)
        t = parser.parse_colon_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(x, t)], [i1_like(t)], attrs, props)

    def verify_(self):
        self._check_kind(self._operands)
        want = i1_like(self._operands[0].type)
        if self.results[0].type is not want:
            raise VerifyError(f"'{self.name}' result must have type {want}, got {self.results[0].type}", op=self)

    def fold(self):
        pred = self._pred
        return _fold_elementwise(self, lambda x: int(pred(float(x))))


def _isnormal_fn(et):
    # smallest normal of the type, from its exponent range
    emin = {"f16": -14, "bf16": -126, "f32": -126, "f64": -1022}.get(getattr(et, "kind", ""), None)
    return emin


for _name, _cls, _pred in (("isnan", "IsNaNOp", lambda x: x != x), ("isinf", "IsInfOp", _m.isinf),
                           ("isfinite", "IsFiniteOp", _m.isfinite)):
    globals()[_cls] = register(type(_cls, (_FloatPredicateOp,), {
        "__slots__": (), "OPNAME": "math." + _name, "operand": operand(), "result": result(),
        "fastmath": prop(_is_fastmath, default=FASTMATH_NONE), "_pred": staticmethod(_pred),
        "__doc__": f"``math.{_name} %x : fN`` -> i1"}))


@register
class IsNormalOp(_FloatPredicateOp):
    """``math.isnormal %x : fN`` -> i1."""

    __slots__ = ()
    OPNAME = "math.isnormal"
    operand = operand()
    result = result()
    fastmath = prop(_is_fastmath, default=FASTMATH_NONE)

    def fold(self):
        emin = _isnormal_fn(element_type(self._operands[0].type))
        if emin is None:
            return None
        tiny = 2.0 ** emin
        return _fold_elementwise(self, lambda x: int(_m.isfinite(x) and abs(x) >= tiny))


@register
class SinCosOp(ArithOp):
    """``%sin, %cos = math.sincos %x [fastmath<...>] : f32``."""

    __slots__ = ()
    OPNAME = "math.sincos"
    operand = operand()
    sin = result()
    cos = result()
    fastmath = prop(_is_fastmath, default=FASTMATH_NONE)
    _flags = _FM
    _kind = "float"
    traits = {Pure, Elementwise}

    def asm_result_names(self):
        return ["sin", "cos"]

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        print_flags(self, p)
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        p.print_type(self._operands[0].type)

    @classmethod
    def parse_custom(cls, parser):
        x = parser.parse_operand()
        props = dict(cls._defaults)
        parse_flags(parser, cls._flags, props)
        attrs = parse_attr_dict(parser, cls)
        t = parser.parse_colon_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(x, t)], [t, t], attrs, props)

    def verify_(self):
        self._check_kind(self._operands)
        t = self._operands[0].type
        if any(r.type is not t for r in self.results):
            raise VerifyError("'math.sincos' results must have the operand's type", op=self)


@register
class ClampFOp(ArithOp):
    """``math.clampf %x to [%lo, %hi] [fastmath<...>] : f32``."""

    __slots__ = ()
    OPNAME = "math.clampf"
    value = operand()
    min = operand()
    max = operand()
    result = result()
    fastmath = prop(_is_fastmath, default=FASTMATH_NONE)
    _flags = _FM
    _kind = "float"
    traits = {Pure, Elementwise, SameOperandsAndResultType}

    def print_custom(self, p):
        v, lo, hi = self._operands
        p.write(" ")
        p.print_operand(v)
        p.write(" to [")
        p.print_operands([lo, hi])
        p.write("]")
        print_flags(self, p)
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        p.print_type(self.results[0].type)

    @classmethod
    def parse_custom(cls, parser):
        v = parser.parse_operand()
        parser.expect("to")
        parser.expect("[")
        lo = parser.parse_operand()
        parser.expect(",")
        hi = parser.parse_operand()
        parser.expect("]")
        props = dict(cls._defaults)
        parse_flags(parser, cls._flags, props)
        attrs = parse_attr_dict(parser, cls)
        t = parser.parse_colon_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(r, t) for r in (v, lo, hi)], [t], attrs, props)

    def verify_(self):
        self._check_kind(self._operands)


__all__ = [n for n, v in list(globals().items()) if isinstance(v, type) and issubclass(v, ArithOp)
           and getattr(v, "OPNAME", None) and v.OPNAME.startswith("math.")]
