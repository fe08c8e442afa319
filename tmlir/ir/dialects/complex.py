"""complex dialect: scalar arithmetic on ``complex<fN>`` values.

Custom forms as upstream MLIR prints them::

    %0 = complex.add %a, %b : complex<f32>
    %1 = complex.exp %z fastmath<fast> : complex<f32>
    %2 = complex.abs %z : complex<f32>              // result f32
    %3 = complex.create %re, %im : complex<f32>
    %4 = complex.re %z : complex<f32>               // result f32
    %5 = complex.eq %a, %b : complex<f32>           // result i1
    %6 = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>

Operands are scalars (upstream's complex ops take no tensors). The arithmetic and unary ops carry
``fastmath = #arith.fastmath<none>`` in the generic form, as upstream's do. Nothing folds.
"""
from __future__ import annotations

from ..attributes import ComplexType, FloatType, FloatAttr, ArrayAttr, I1
from ..core import VerifyError
from ..opdef import register, operand, result, prop, Pure, Elementwise, ConstantLike
from .arith import (ArithOp, _SameTypeOp, print_flags, parse_flags, parse_attr_dict, FASTMATH_NONE, _is_fastmath)

_FM = (("fastmath", "fastmath"),)


def is_complex_float(t):
    """``complex<fN>``: the element types the complex dialect computes on."""
    return type(t) is ComplexType and type(t.element_type) is FloatType


def _check_complex(op, values, what="operand"):
    for i, v in enumerate(values):
        if not is_complex_float(v.type):
            raise VerifyError(f"'{op.name}' {what} #{i} must be complex type with floating-point elements, "
                              f"but got '{v.type}'", op=op)


class ComplexOp(ArithOp):
    """Base of the complex ops (flag printing and default properties come from ArithOp)."""

    __slots__ = ()

    def fold(self):
        return None


class _SameTypeComplexOp(_SameTypeOp, ComplexOp):
    """``complex.<op> %a[, %b] [fastmath<...>] : complex<fN>``: operands and result share one type."""

    __slots__ = ()
    _flags = _FM

    def _check_kind(self, values, what="operand"):
        _check_complex(self, values, what)

    def fold(self):
        return None


def _same_type(name, nargs):
    ns = {"__slots__": (), "OPNAME": name, "result": result(), "_nargs": nargs,
          "fastmath": prop(_is_fastmath, default=FASTMATH_NONE),
          "__doc__": f"``{name} {', '.join(['%a', '%b'][:nargs])} [fastmath<...>] : complex<fN>``"}
    if nargs == 1:
        ns["complex"] = operand()
    else:
        ns["lhs"] = operand()
        ns["rhs"] = operand()
    return ns


_BINARY = {"add": "AddOp", "sub": "SubOp", "mul": "MulOp", "div": "DivOp", "pow": "PowOp", "atan2": "Atan2Op"}
_UNARY = {"neg": "NegOp", "conj": "ConjOp", "exp": "ExpOp", "expm1": "Expm1Op", "log": "LogOp",
          "log1p": "Log1pOp", "sqrt": "SqrtOp", "rsqrt": "RsqrtOp", "sin": "SinOp", "cos": "CosOp",
          "tan": "TanOp", "tanh": "TanhOp", "sign": "SignOp"}
for _n, _cls in _BINARY.items():
    globals()[_cls] = register(type(_cls, (_SameTypeComplexOp,), _same_type("complex." + _n, 2)))
for _n, _cls in _UNARY.items():
    globals()[_cls] = register(type(_cls, (_SameTypeComplexOp,), _same_type("complex." + _n, 1)))


class _ToRealOp(ComplexOp):
    """``complex.<op> %z [fastmath<...>] : complex<fN>`` with an ``fN`` result."""

    __slots__ = ()
    traits = {Pure, Elementwise}
    _flags = ()

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
        pos = parser.tok_start
        t = parser.parse_colon_type()
        if not is_complex_float(t):
            raise parser.error(f"'{cls.OPNAME}' expects a complex type with floating-point elements, got {t}", pos)
        return cls.create(cls.OPNAME, [parser.resolve_operand(x, t)], [t.element_type], attrs, props)

    def verify_(self):
        _check_complex(self, self._operands)
        want = self._operands[0].type.element_type
        if self.results[0].type is not want:
            raise VerifyError(f"'{self.name}' result must have type {want}, got {self.results[0].type}", op=self)


for _n, _cls, _fm in (("abs", "AbsOp", True), ("angle", "AngleOp", True), ("re", "ReOp", False),
                      ("im", "ImOp", False)):
    _ns = {"__slots__": (), "OPNAME": "complex." + _n, "complex": operand(), "result": result(),
           "__doc__": f"``complex.{_n} %z : complex<fN>`` -> fN"}
    if _fm:
        _ns["fastmath"] = prop(_is_fastmath, default=FASTMATH_NONE)
        _ns["_flags"] = _FM
    globals()[_cls] = register(type(_cls, (_ToRealOp,), _ns))


@register
class CreateOp(ComplexOp):
    """``complex.create %re, %im : complex<fN>``."""

    __slots__ = ()
    OPNAME = "complex.create"
    real = operand()
    imaginary = operand()
    complex = result()
    traits = {Pure, Elementwise}

    def print_custom(self, p):
        p.write(" ")
        p.print_operands(self._operands)
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        p.print_type(self.results[0].type)

    @classmethod
    def parse_custom(cls, parser):
        re_ = parser.parse_operand()
        parser.expect(",")
        im = parser.parse_operand()
        attrs = parse_attr_dict(parser, cls)
        pos = parser.tok_start
        t = parser.parse_colon_type()
        if not is_complex_float(t):
            raise parser.error(f"'complex.create' expects a complex type with floating-point elements, got {t}", pos)
        et = t.element_type
        return cls.create(cls.OPNAME, [parser.resolve_operand(re_, et), parser.resolve_operand(im, et)], [t], attrs)

    def verify_(self):
        _check_complex(self, self.results, "result")
        et = self.results[0].type.element_type
        for i, v in enumerate(self._operands):
            if v.type is not et:
                raise VerifyError(f"'complex.create' operand #{i} must have the complex element type {et}, "
                                  f"got {v.type}", op=self)


class _CompareOp(ComplexOp):
    """``complex.eq %a, %b : complex<fN>`` -> i1."""

    __slots__ = ()
    traits = {Pure, Elementwise}

    def print_custom(self, p):
        p.write(" ")
        p.print_operands(self._operands)
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        p.print_type(self._operands[0].type)

    @classmethod
    def parse_custom(cls, parser):
        a = parser.parse_operand()
        parser.expect(",")
        b = parser.parse_operand()
        attrs = parse_attr_dict(parser, cls)
        t = parser.parse_colon_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(a, t), parser.resolve_operand(b, t)], [I1], attrs)

    def verify_(self):
        _check_complex(self, self._operands)
        a, b = self._operands
        if a.type is not b.type:
            raise VerifyError(f"'{self.name}' operands must have the same type, got {a.type} and {b.type}", op=self)
        if self.results[0].type is not I1:
            raise VerifyError(f"'{self.name}' result must be i1, got {self.results[0].type}", op=self)


for _n, _cls in (("eq", "EqualOp"), ("neq", "NotEqualOp")):
    globals()[_cls] = register(type(_cls, (_CompareOp,), {
        "__slots__": (), "OPNAME": "complex." + _n, "lhs": operand(), "rhs": operand(), "result": result(),
        "__doc__": f"``complex.{_n} %a, %b : complex<fN>`` -> i1"}))


def _is_pair(a):
    """[re : fN, im : fN]"""
    return type(a) is ArrayAttr and len(a.value) == 2


@register
class ConstantOp(ComplexOp):
    """``complex.constant [1.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>``."""

    __slots__ = ()
    OPNAME = "complex.constant"
    value = prop(_is_pair)
    complex = result()
    traits = {Pure, ConstantLike}

    @classmethod
    def build(cls, value, t, location=None):
        """A constant of the Python number ``value`` of type ``t`` (``complex<fN>``)."""
        value = complex(value)
        et = t.element_type
        attr = ArrayAttr((FloatAttr(value.real, et), FloatAttr(value.imag, et)))
        return cls.create(cls.OPNAME, (), [t], None, {"value": attr}, (), (), location)

    def print_custom(self, p):
        p.write(" ")
        p.write(str(self.properties["value"]))
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        p.print_type(self.results[0].type)

    @classmethod
    def parse_custom(cls, parser):
        pos = parser.tok_start
        v = parser.parse_attribute()
        if not _is_pair(v):
            raise parser.error("'complex.constant' expects a value [re : fN, im : fN]", pos)
        attrs = parse_attr_dict(parser, cls)
        t = parser.parse_colon_type()
        return cls.create(cls.OPNAME, (), [t], attrs, {"value": v})

    def verify_(self):
        _check_complex(self, self.results, "result")
        et = self.results[0].type.element_type
        v = self.properties["value"].value
        if not all(type(x) is FloatAttr for x in v):
            raise VerifyError("'complex.constant' value must hold two float attributes", op=self)
        if any(x.type is not et for x in v):
            raise VerifyError(f"'complex.constant' requires attribute's element types "
                              f"({', '.join(str(x.type) for x in v)}) to match the element type of the op's "
                              f"return type ({et})", op=self)

    def value_complex(self):
        re_, im = self.properties["value"].value
        return complex(re_.value, im.value)


__all__ = [n for n, v in list(globals().items()) if isinstance(v, type) and issubclass(v, ComplexOp)
           and getattr(v, "OPNAME", None)]
__all__ += ["is_complex_float"]
