"""arith dialect: integer and floating-point arithmetic, comparisons, select, casts, constants.

Custom forms are those upstream MLIR prints, for example::

    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<1.000000e+00> : tensor<2xf32>
    %0 = arith.addi %a, %b overflow<nsw> : i32
    %1 = arith.addf %x, %y fastmath<fast> : f32
    %2 = arith.cmpi slt, %a, %b : i32
    %3 = arith.extf %h : f16 to f32
    %4 = arith.select %c, %t, %f : tensor<2xi1>, tensor<2xf32>
    %sum, %overflow = arith.addui_extended %a, %b : i32, i1

Properties match upstream's generic form: ``fastmath`` (``#arith.fastmath<...>``) and
``overflowFlags`` (``#arith.overflow<...>``) are always present where upstream gives them a
default, ``predicate`` is an ``i64`` integer, ``roundingmode`` an ``i32`` integer, ``isExact`` and
``nonNeg`` unit attributes.

Folding follows ``tmlir.ir.matchers``: ``op.fold()`` returns None or one Attribute/Value per
result. Integer folds wrap to the bit width (index folds as 64-bit); float folds round to the
result type; what folds and what does not (division by zero, oversized shifts, inexact truncf,
cmpf on dense operands, ...) follows upstream's folders, checked against MLIR's canonicalizer in
the tests. ``ConstantOp.materialize_constant`` (also reachable from every arith op class)
materialises folded values. Some of upstream's canonicalization patterns are provided as well
(constant reassociation of addi/subi/muli/andi/ori/xori, select and xori-of-cmpi rewrites,
ext-of-ext, trunci-of-ext, index_cast-of-ext).

Builders: ``ConstantOp.build_value(attr)`` (and ``build_int``/``build_index``/``build_float``/
``build_bool``), ``AddFOp.build(lhs=, rhs=)`` (fastmath defaults to none), ``CmpIOp.build_pred("slt",
a, b)``, ``ExtFOp.build_cast(x, F32)``, ``SelectOp.build_select(c, a, b)``; ``fastmath("nnan",
"ninf")`` and ``overflow("nsw")`` make the flag attributes.
"""
from __future__ import annotations

import math

from .. import attributes as A
from ..attributes import (IntegerAttr, FloatAttr, DenseElementsAttr, OpaqueAttr, IntegerType, IndexType,
                          FloatType, RankedTensorType, UnrankedTensorType, VectorType, I1, I32, I64, INDEX, UNIT)
from ..core import VerifyError, OpResult
from ..opdef import (Op, register, operand, result, prop, opt_prop, Pure, Commutative, ConstantLike,
                     Elementwise, SameOperandsAndResultType)
from ..parser import DIALECT_ATTR_PARSERS

np = A.LazyNumpy(globals())  # numpy when first used (folding dense constants)

# ---------------------------------------------------------------------------------------------
# Enums and flag attributes
# ---------------------------------------------------------------------------------------------

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                   "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true")
ROUNDING_MODES = ("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away")
_CMPI_INDEX = {n: i for i, n in enumerate(CMPI_PREDICATES)}
_CMPF_INDEX = {n: i for i, n in enumerate(CMPF_PREDICATES)}
_RM_INDEX = {n: i for i, n in enumerate(ROUNDING_MODES)}

FASTMATH_FLAGS = ("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")
_FM_ALL = (1 << len(FASTMATH_FLAGS)) - 1
_FM_BITS = {n: 1 << i for i, n in enumerate(FASTMATH_FLAGS)}
_FM_BITS["none"] = 0
_FM_BITS["fast"] = _FM_ALL
OVERFLOW_FLAGS = ("nsw", "nuw")
_OV_BITS = {"none": 0, "nsw": 1, "nuw": 2}

_FM_CACHE: dict[int, OpaqueAttr] = {}
_OV_CACHE: dict[int, OpaqueAttr] = {}
_FM_OF_ATTR: dict[OpaqueAttr, int] = {}
_OV_OF_ATTR: dict[OpaqueAttr, int] = {}


def fastmath(*flags) -> OpaqueAttr:
    """``#arith.fastmath<...>`` from flag names (``fastmath("nnan", "ninf")``) or one int bitmask.

    The body is canonical, as MLIR prints it: flags in bit order, ``fast`` when all are set,
    ``none`` when none are."""
    if len(flags) == 1 and isinstance(flags[0], int):
        bits = flags[0]
    else:
        bits = 0
        for f in flags:
            if f not in _FM_BITS:
                raise ValueError(f"unknown fastmath flag {f!r} (expected one of none, "
                                 f"{', '.join(FASTMATH_FLAGS)}, fast)")
            bits |= _FM_BITS[f]
    a = _FM_CACHE.get(bits)
    if a is None:
        if bits == 0:
            body = "none"
        elif bits == _FM_ALL:
            body = "fast"
        else:
            body = ",".join(n for n in FASTMATH_FLAGS if bits & _FM_BITS[n])
        a = _FM_CACHE[bits] = OpaqueAttr("arith", f"fastmath<{body}>")
        _FM_OF_ATTR[a] = bits
    return a


def overflow(*flags) -> OpaqueAttr:
    """``#arith.overflow<...>`` from flag names (``overflow("nsw")``) or one int bitmask."""
    if len(flags) == 1 and isinstance(flags[0], int):
        bits = flags[0]
    else:
        bits = 0
        for f in flags:
            if f not in _OV_BITS:
                raise ValueError(f"unknown overflow flag {f!r} (expected none, nsw or nuw)")
            bits |= _OV_BITS[f]
    a = _OV_CACHE.get(bits)
    if a is None:
        body = ", ".join(n for n in OVERFLOW_FLAGS if bits & _OV_BITS[n]) or "none"
        a = _OV_CACHE[bits] = OpaqueAttr("arith", f"overflow<{body}>")
        _OV_OF_ATTR[a] = bits
    return a


FASTMATH_NONE = fastmath(0)
FASTMATH_FAST = fastmath(_FM_ALL)
OVERFLOW_NONE = overflow(0)
for _b in range(_FM_ALL + 1):
    fastmath(_b)
for _b in range(4):
    overflow(_b)


def fastmath_bits(attr) -> int:
    """The bitmask of a ``#arith.fastmath`` attribute (0 for None)."""
    if attr is None:
        return 0
    return _FM_OF_ATTR[attr]


def overflow_bits(attr) -> int:
    if attr is None:
        return 0
    return _OV_OF_ATTR[attr]


def _is_fastmath(a):
    """#arith.fastmath attribute"""
    return a in _FM_OF_ATTR


def _is_overflow(a):
    """#arith.overflow attribute"""
    return a in _OV_OF_ATTR


def _is_i64_attr(a):
    return type(a) is IntegerAttr and a.type is I64


def _is_rounding(a):
    """rounding mode (i32 integer)"""
    return type(a) is IntegerAttr and a.type is I32 and 0 <= a.value < len(ROUNDING_MODES)


def _is_unit(a):
    return a is UNIT


def _parse_flag_body(parser, table, what):
    """``<flag, flag>`` -> bitmask; the current token is '<'."""
    parser.expect("<")
    bits = 0
    while True:
        pos = parser.tok_start
        kw = parser.parse_any_keyword(f"{what} flag")
        if kw not in table:
            raise parser.error(f"unknown {what} flag '{kw}' (expected one of {', '.join(table)})", pos)
        bits |= table[kw]
        if not parser.accept(","):
            break
    parser.expect(">")
    return bits


def parse_fastmath_body(parser) -> OpaqueAttr:
    """Parse ``<fast>`` (after the ``fastmath`` keyword) or a full ``#arith.fastmath<..>``."""
    if parser.tok_kind == "hashid":
        pos = parser.tok_start
        a = parser.parse_attribute()
        if a not in _FM_OF_ATTR:
            raise parser.error(f"expected a #arith.fastmath attribute, found {a}", pos)
        return a
    return fastmath(_parse_flag_body(parser, _FM_BITS, "fastmath"))


def parse_overflow_body(parser) -> OpaqueAttr:
    if parser.tok_kind == "hashid":
        pos = parser.tok_start
        a = parser.parse_attribute()
        if a not in _OV_OF_ATTR:
            raise parser.error(f"expected a #arith.overflow attribute, found {a}", pos)
        return a
    return overflow(_parse_flag_body(parser, _OV_BITS, "overflow"))


def _parse_arith_attr(parser, rest, pos):
    """Dialect attribute hook: canonicalise ``#arith.fastmath<...>`` and ``#arith.overflow<...>``."""
    if parser.tok_text != "<":
        return None
    if rest == "fastmath":
        return fastmath(_parse_flag_body(parser, _FM_BITS, "fastmath"))
    if rest == "overflow":
        return overflow(_parse_flag_body(parser, _OV_BITS, "overflow"))
    return None


DIALECT_ATTR_PARSERS["arith"] = _parse_arith_attr

# ---------------------------------------------------------------------------------------------
# Type helpers
# ---------------------------------------------------------------------------------------------

_SHAPED = (RankedTensorType, VectorType, UnrankedTensorType)


def element_type(t):
    return t.element_type if type(t) in _SHAPED else t


def with_element_type(t, et):
    """``t`` with its element type replaced (``et`` itself for scalars)."""
    k = type(t)
    if k is RankedTensorType:
        return RankedTensorType(t.shape, et, t.encoding)
    if k is VectorType:
        return VectorType(t.shape, et, t.scalable_dims)
    if k is UnrankedTensorType:
        return UnrankedTensorType(et)
    return et


def i1_like(t):
    """``i1`` with the shape of ``t`` (the result type of comparisons)."""
    return with_element_type(t, I1)


def _shape_key(t):
    k = type(t)
    if k is RankedTensorType:
        return ("tensor", t.shape)
    if k is VectorType:
        return ("vector", t.shape, t.scalable_dims)
    if k is UnrankedTensorType:
        return ("tensor", None)
    return None


def _is_signless_int(t):
    return type(t) is IntegerType and t.signedness == ""


def _int_like(t):
    e = element_type(t)
    return _is_signless_int(e) or type(e) is IndexType


def _float_like(t):
    return type(element_type(t)) is FloatType


def bit_width(t) -> int:
    """Width of an integer/index/float element type (index counts as 64 bits)."""
    e = element_type(t)
    if type(e) is IndexType:
        return 64
    return e.width


def _kind_ok(t, kind):
    if kind == "int":
        return _int_like(t)
    if kind == "float":
        return _float_like(t)
    if kind == "signless":
        return _is_signless_int(element_type(t))
    return True


_KIND_OK_CACHE = {}  # (type, kind) -> bool; types are interned, so this stays small

_KIND_DOC = {"int": "signless-integer-like", "float": "floating-point-like", "signless": "signless-integer-like"}

# ---------------------------------------------------------------------------------------------
# Integer arithmetic at a bit width
# ---------------------------------------------------------------------------------------------


def wrap(v: int, w: int) -> int:
    """Canonical stored value of ``v`` at width ``w``: two's complement signed, 0/1 for i1."""
    if w == 1:
        return v & 1
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


def to_signed(v: int, w: int) -> int:
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


def to_unsigned(v: int, w: int) -> int:
    return v & ((1 << w) - 1)


def _div_trunc(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


# ---------------------------------------------------------------------------------------------
# Constants: reading and building attributes
# ---------------------------------------------------------------------------------------------

FOLD_ELEMENT_LIMIT = 1 << 16  # non-splat dense constants larger than this are not folded


def constant_value(v):
    """The attribute an SSA value is known to equal (defined by a ConstantLike op), or None."""
    if type(v) is OpResult:
        op = v.op
        if ConstantLike in op.traits:
            return op.properties.get("value") or op.attributes.get("value")
    return None


def _dense_values(a):
    """(is_splat, python values) of a DenseElementsAttr (splat: one value)."""
    et = a.type.element_type
    data = a.data
    if type(et) is FloatType:
        data = data.astype(np.float64)
    elif et is I1:
        data = data.astype(np.int64)
    if a.is_splat:
        return True, data.item()
    if data.size > FOLD_ELEMENT_LIMIT:
        return None, None
    return False, data.reshape(-1).tolist()


def splat_scalar(v):
    """The Python value a value equals in every element (scalar or splat constant), else None."""
    a = constant_value(v)
    if a is None:
        return None
    t = type(a)
    if t is IntegerAttr or t is FloatAttr:
        return a.value
    if t is DenseElementsAttr and a.is_splat:
        et = a.type.element_type
        x = a.data.item()
        return float(x) if type(et) is FloatType else int(x)
    return None


def make_constant_attr(t, value):
    """An attribute of type ``t`` whose every element is ``value`` (an int or float)."""
    et = element_type(t)
    if type(et) is FloatType:
        s = FloatAttr(float(value), et)
    else:
        s = IntegerAttr(wrap(int(value), bit_width(et)), et)
    if et is t:
        return s
    if type(t) is UnrankedTensorType:
        return None
    return DenseElementsAttr(np.array(s.value), t)


def _dense_from(t, values):
    et = t.element_type
    arr = np.array(values, dtype=np.float64 if type(et) is FloatType else object)
    if arr.dtype == object:
        arr = arr.astype(np.int64) if et is not I1 else arr.astype(np.bool_)
    return DenseElementsAttr(arr.reshape(t.shape), t)


def _scalar_attr(et, v):
    if type(et) is FloatType:
        return FloatAttr(v, et)
    return IntegerAttr(wrap(int(v), bit_width(et)), et)


def _map_attrs(attrs, result_type, fn):
    """Apply ``fn`` elementwise over constant attributes (all scalars, or all dense of one shape).

    ``fn`` takes Python values and returns a Python value or None (no fold)."""
    ret = element_type(result_type)
    if all(type(a) in (IntegerAttr, FloatAttr) for a in attrs):
        if ret is not result_type:
            return None
        r = fn(*[a.value for a in attrs])
        return None if r is None else _scalar_attr(ret, r)
    if not all(type(a) is DenseElementsAttr for a in attrs) or type(result_type) is UnrankedTensorType:
        return None
    vals = [_dense_values(a) for a in attrs]
    if any(s is None for s, _ in vals):
        return None
    if all(s for s, _ in vals):
        r = fn(*[v for _, v in vals])
        if r is None:
            return None
        return DenseElementsAttr(np.array(_scalar_attr(ret, r).value), result_type)
    n = 1
    for d in result_type.shape:
        n *= d
    cols = [[v] * n if s else v for s, v in vals]
    out = []
    for args in zip(*cols):
        r = fn(*args)
        if r is None:
            return None
        out.append(r if type(ret) is FloatType else wrap(int(r), bit_width(ret)))
    return _dense_from(result_type, out)


def _fold_elementwise(op, fn, nargs=None):
    ops = op._operands if nargs is None else op._operands[:nargs]
    attrs = []
    for v in ops:
        a = constant_value(v)
        if a is None:
            return None
        attrs.append(a)
    r = _map_attrs(attrs, op.results[0].type, fn)
    return None if r is None else [r]


# ---------------------------------------------------------------------------------------------
# Printing / parsing helpers shared by the arith and math ops
# ---------------------------------------------------------------------------------------------


def flags_text(op):
    """The op's flag properties as upstream prints them after the operands ('' when none)."""
    props = op.properties
    s = ""
    for name, kind in op._flags:
        a = props.get(name)
        if a is None or a is FASTMATH_NONE or a is OVERFLOW_NONE:
            continue
        if kind == "fastmath" or kind == "overflow":
            s += " " + a.body if type(a) is OpaqueAttr else f" {kind} {a}"
        elif kind == "rounding":
            s += " " + ROUNDING_MODES[a.value]
        elif kind == "exact":
            s += " exact"
        elif kind == "nneg":
            s += " nneg"
    return s


def print_flags(op, p):
    """Print the op's flag properties as upstream does (after the operands)."""
    s = flags_text(op)
    if s:
        p.write(s)


def _type_text(p, t):
    return p.type_str(t) if type(t) is A.MemRefType else str(t)


def parse_flags(parser, flags, props):
    for name, kind in flags:
        if kind == "fastmath":
            if parser.accept("fastmath"):
                props[name] = parse_fastmath_body(parser)
        elif kind == "overflow":
            if parser.accept("overflow"):
                props[name] = parse_overflow_body(parser)
        elif kind == "rounding":
            if parser.tok_kind == "bare" and parser.tok_text in _RM_INDEX:
                props[name] = IntegerAttr(_RM_INDEX[parser.tok_text], I32)
                parser.next()
        elif kind == "exact":
            if parser.accept("exact"):
                props[name] = UNIT
        elif kind == "nneg":
            if parser.accept("nneg"):
                props[name] = UNIT


def parse_attr_dict(parser, cls):
    """The optional attribute dictionary; inherent attributes may not appear in it."""
    if not (parser.tok_kind == "punct" and parser.tok_text == "{"):
        return None
    pos = parser.tok_start
    attrs = parser.parse_attr_dict()
    for k in attrs:
        if k in cls._inherent_names:
            raise parser.error(f"'{cls.OPNAME}' inherent attribute '{k}' cannot be given in the attribute "
                               "dictionary of the custom form", pos)
    return attrs


def _mc(cls, attr, ty, location=None):
    return ConstantOp.materialize_constant(attr, ty, location)


class ArithOp(Op):
    """Base of the arith and math ops: flag properties, default filling, constant materialisation."""

    __slots__ = ()
    _flags = ()          # ((prop name, kind), ...) printed after the operands
    _kind = None         # "int" / "float" / "signless": element kind of the operands
    _defaults = {}

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls._defaults = {f.name: f.options["default"] for f in cls._props if "default" in f.options}

    materialize_constant = classmethod(_mc)

    def _check_kind(self, values, what="operand"):
        k = self._kind
        if k is None:
            return
        for i, v in enumerate(values):
            t = v.type
            ok = _KIND_OK_CACHE.get((t, k))
            if ok is None:
                ok = _KIND_OK_CACHE[(t, k)] = _kind_ok(t, k)
            if not ok:
                raise VerifyError(f"'{self.name}' {what} #{i} must be {_KIND_DOC[k]}, but got '{v.type}'", op=self)


# ---------------------------------------------------------------------------------------------
# arith.constant
# ---------------------------------------------------------------------------------------------

@register
class ConstantOp(ArithOp):
    """``arith.constant 42 : i32``, ``arith.constant dense<1.0> : tensor<2xf32>``."""

    __slots__ = ()
    OPNAME = "arith.constant"
    value = prop()
    result = result()
    traits = {Pure, ConstantLike}

    @classmethod
    def build_value(cls, attr, location=None):
        """A constant of ``attr``'s value and type."""
        return cls.create(cls.OPNAME, (), [attr.type], None, {"value": attr}, (), (), location)

    @classmethod
    def build_int(cls, value, type=INDEX, location=None):
        return cls.build_value(make_constant_attr(type, value), location)

    @classmethod
    def build_index(cls, value, location=None):
        return cls.build_value(IntegerAttr(value, INDEX), location)

    @classmethod
    def build_float(cls, value, type=A.F32, location=None):
        return cls.build_value(make_constant_attr(type, value), location)

    @classmethod
    def build_bool(cls, value, location=None):
        return cls.build_value(A.BoolAttr(value), location)

    @classmethod
    def materialize_constant(cls, attr, ty, location=None):
        """An unattached ``arith.constant`` of ``attr`` if it can represent it with type ``ty``."""
        if type(attr) not in (IntegerAttr, FloatAttr, DenseElementsAttr, A.DenseResourceElementsAttr):
            return None
        if attr.type is not ty:
            return None
        et = element_type(ty)
        if type(et) is IntegerType and not et.is_signless:
            return None
        return cls.create(cls.OPNAME, (), [ty], None, {"value": attr}, (), (), location)

    def asm_result_names(self):
        v = self.properties.get("value")
        if type(v) is IntegerAttr:
            t = v.type
            if t is I1:
                return "true" if v.value else "false"
            if t is INDEX:
                return f"c{v.value}"
            return f"c{v.value}_{t}"
        return "cst"

    def fold(self):
        return None

    def print_custom(self, p):
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)
        v = self.properties.get("value") or self.attributes.get("value")
        p.out.append(" " + (str(v) if type(v) in (IntegerAttr, FloatAttr) else p.attr_str(v)))

    @classmethod
    def parse_custom(cls, parser):
        attrs = parse_attr_dict(parser, cls)
        pos = parser.tok_start
        v = parser.parse_attribute()
        if type(v) not in (IntegerAttr, FloatAttr, DenseElementsAttr, A.DenseResourceElementsAttr):
            raise parser.error(f"'arith.constant' expects an integer, float or dense elements value, got {v}", pos)
        return cls.create(cls.OPNAME, (), [v.type], attrs, {"value": v})

    def verify_(self):
        v = self.value
        t = self.results[0].type
        if type(v) not in (IntegerAttr, FloatAttr, DenseElementsAttr, A.DenseResourceElementsAttr):
            raise VerifyError(f"'arith.constant' value must be an integer, float or dense elements attribute, "
                              f"got {v}", op=self)
        if v.type is not t:
            raise VerifyError(f"'arith.constant' value type {v.type} does not match result type {t}", op=self)
        et = element_type(t)
        if type(et) is IntegerType and not et.is_signless:
            raise VerifyError("'arith.constant' integer return type must be signless", op=self)


# ---------------------------------------------------------------------------------------------
# Binary and unary elementwise ops (same operand and result type)
# ---------------------------------------------------------------------------------------------

class _SameTypeOp(ArithOp):
    """``op %a, %b [flags] [attr-dict] : type``: all operands and the result share one type."""

    __slots__ = ()
    traits = {Pure, SameOperandsAndResultType, Elementwise}
    _nargs = 2

    def print_custom(self, p):
        vn = p.value_name
        ops = self._operands
        n = len(ops)
        if n == 2:
            s = f" {vn(ops[0])}, {vn(ops[1])}"
        else:
            s = " " + vn(ops[0]) if n == 1 else " " + ", ".join([vn(v) for v in ops])
        flags = self._flags
        if flags:
            if len(flags) == 1:  # the common case: one flag, usually at its default
                a = self.properties.get(flags[0][0])
                if a is not None and a is not FASTMATH_NONE and a is not OVERFLOW_NONE:
                    s += flags_text(self)
            else:
                s += flags_text(self)
        if self.attributes:
            p.out.append(s)
            p.print_optional_attr_dict(self.attributes)
            s = ""
        t = self.results[0].type
        p.out.append(f"{s} : {t}" if type(t) is not A.MemRefType else s + " : " + p.type_str(t))

    @classmethod
    def parse_custom(cls, parser):
        refs = [parser.parse_operand()]
        for _ in range(cls._nargs - 1):
            parser.expect(",")
            refs.append(parser.parse_operand())
        props = cls._defaults  # create() copies it
        if cls._flags and parser.tok_kind == "bare":
            props = dict(props)
            parse_flags(parser, cls._flags, props)
        attrs = parse_attr_dict(parser, cls) if parser.tok_text == "{" else None
        t = parser.parse_colon_type()
        resolve = parser.resolve_operand
        return cls.create(cls.OPNAME, [resolve(r, t) for r in refs], [t], attrs, props)

    def verify_(self):
        # SameOperandsAndResultType (verified before verify_) makes every operand's type the first's
        self._check_kind(self._operands[:1])


def _bin_int(name, fn, *, flags=(), commutative=False, doc=""):
    """Fields of an integer binary op class; ``fn(a, b, w)`` folds constants at bit width ``w``."""
    ns = {"__slots__": (), "OPNAME": name, "lhs": operand(), "rhs": operand(), "result": result(), "_kind": "int",
          "__doc__": doc or f"``{name} %a, %b : iN``", "_int_fn": staticmethod(fn)}
    if flags:
        for pname, kind in flags:
            ns[pname] = prop(_is_overflow, default=OVERFLOW_NONE) if kind == "overflow" else opt_prop(_is_unit)
        ns["_flags"] = tuple(flags)
    if commutative:
        ns["traits"] = {Pure, SameOperandsAndResultType, Elementwise, Commutative}
    return ns


class _IntBinaryOp(_SameTypeOp):
    __slots__ = ()
    _int_fn = None

    def fold(self):
        lhs, rhs = self._operands
        w = bit_width(self.results[0].type)
        fn = self._int_fn
        r = _fold_elementwise(self, lambda a, b: fn(int(a), int(b), w))
        if r is not None:
            return r
        return self._fold_identity(lhs, rhs, w)

    def _fold_identity(self, lhs, rhs, w):
        return None


def _iadd(a, b, w):
    return a + b


def _isub(a, b, w):
    return a - b


def _imul(a, b, w):
    return a * b


def _divsi(a, b, w):
    a, b = to_signed(a, w), to_signed(b, w)
    if b == 0 or (a == -(1 << (w - 1)) and b == -1 and w > 1):
        return None
    return _div_trunc(a, b)


def _divui(a, b, w):
    a, b = to_unsigned(a, w), to_unsigned(b, w)
    return None if b == 0 else a // b


def _ceildivsi(a, b, w):
    a, b = to_signed(a, w), to_signed(b, w)
    if b == 0 or (a == -(1 << (w - 1)) and b == -1 and w > 1):
        return None
    return -((-a) // b)


def _ceildivui(a, b, w):
    a, b = to_unsigned(a, w), to_unsigned(b, w)
    return None if b == 0 else -((-a) // b)


def _floordivsi(a, b, w):
    a, b = to_signed(a, w), to_signed(b, w)
    if b == 0 or (a == -(1 << (w - 1)) and b == -1 and w > 1):
        return None
    return a // b


def _remsi(a, b, w):
    a, b = to_signed(a, w), to_signed(b, w)
    if b == 0:
        return None
    return a - b * _div_trunc(a, b)


def _remui(a, b, w):
    a, b = to_unsigned(a, w), to_unsigned(b, w)
    return None if b == 0 else a % b


def _andi(a, b, w):
    return a & b


def _ori(a, b, w):
    return a | b


def _xori(a, b, w):
    return a ^ b


def _shli(a, b, w):
    b = to_unsigned(b, w)
    return None if b >= w else a << b


def _shrui(a, b, w):
    b = to_unsigned(b, w)
    return None if b >= w else to_unsigned(a, w) >> b


def _shrsi(a, b, w):
    b = to_unsigned(b, w)
    return None if b >= w else to_signed(a, w) >> b


def _maxsi(a, b, w):
    return max(to_signed(a, w), to_signed(b, w))


def _minsi(a, b, w):
    return min(to_signed(a, w), to_signed(b, w))


def _maxui(a, b, w):
    return max(to_unsigned(a, w), to_unsigned(b, w))


def _minui(a, b, w):
    return min(to_unsigned(a, w), to_unsigned(b, w))


def _is_all_ones(v, w):
    return v is not None and to_unsigned(int(v), w) == (1 << w) - 1


def _const_like(op, value):
    return make_constant_attr(op.results[0].type, value)


@register
class AddIOp(_IntBinaryOp):
    locals().update(_bin_int("arith.addi", _iadd, flags=(("overflowFlags", "overflow"),), commutative=True))

    def _fold_identity(self, lhs, rhs, w):
        if splat_scalar(rhs) == 0:
            return [lhs]
        if splat_scalar(lhs) == 0:
            return [rhs]
        # (x - y) + y -> x, y + (x - y) -> x
        for a, b in ((lhs, rhs), (rhs, lhs)):
            if type(a) is OpResult and type(a.op) is SubIOp and a.op._operands[1] is b:
                return [a.op._operands[0]]
        return None


@register
class SubIOp(_IntBinaryOp):
    locals().update(_bin_int("arith.subi", _isub, flags=(("overflowFlags", "overflow"),)))

    def _fold_identity(self, lhs, rhs, w):
        if lhs is rhs:
            z = _const_like(self, 0)
            return None if z is None else [z]
        if splat_scalar(rhs) == 0:
            return [lhs]
        # (x + y) - y -> x, (y + x) - y -> x
        if type(lhs) is OpResult and type(lhs.op) is AddIOp:
            a, b = lhs.op._operands
            if b is rhs:
                return [a]
            if a is rhs:
                return [b]
        return None


@register
class MulIOp(_IntBinaryOp):
    locals().update(_bin_int("arith.muli", _imul, flags=(("overflowFlags", "overflow"),), commutative=True))

    def _fold_identity(self, lhs, rhs, w):
        for a, b in ((lhs, rhs), (rhs, lhs)):
            c = splat_scalar(b)
            if c == 0:
                return [b]
            if c == 1:
                return [a]
        return None


class _DivLikeOp(_IntBinaryOp):
    __slots__ = ()

    def _fold_identity(self, lhs, rhs, w):
        if splat_scalar(rhs) == 1:
            return [lhs]
        if splat_scalar(lhs) == 0:      # 0 / y -> 0 (y == 0 is undefined behaviour)
            return [lhs]
        if lhs is rhs:                  # x / x -> 1
            one = _const_like(self, 1)
            return None if one is None else [one]
        return None


@register
class DivSIOp(_DivLikeOp):
    locals().update(_bin_int("arith.divsi", _divsi, flags=(("isExact", "exact"),)))


@register
class DivUIOp(_DivLikeOp):
    locals().update(_bin_int("arith.divui", _divui, flags=(("isExact", "exact"),)))


@register
class CeilDivSIOp(_DivLikeOp):
    locals().update(_bin_int("arith.ceildivsi", _ceildivsi))


@register
class CeilDivUIOp(_DivLikeOp):
    locals().update(_bin_int("arith.ceildivui", _ceildivui))


@register
class FloorDivSIOp(_DivLikeOp):
    locals().update(_bin_int("arith.floordivsi", _floordivsi))


class _RemOp(_IntBinaryOp):
    __slots__ = ()

    def _fold_identity(self, lhs, rhs, w):
        if splat_scalar(lhs) == 0:      # 0 % y -> 0
            return [lhs]
        if splat_scalar(rhs) == 1 or lhs is rhs:
            z = _const_like(self, 0)
            return None if z is None else [z]
        return None


@register
class RemSIOp(_RemOp):
    locals().update(_bin_int("arith.remsi", _remsi))


@register
class RemUIOp(_RemOp):
    locals().update(_bin_int("arith.remui", _remui))


@register
class AndIOp(_IntBinaryOp):
    locals().update(_bin_int("arith.andi", _andi, commutative=True))

    def _fold_identity(self, lhs, rhs, w):
        if lhs is rhs:
            return [lhs]
        for a, b in ((lhs, rhs), (rhs, lhs)):
            c = splat_scalar(b)
            if c == 0:
                return [_const_like(self, 0)]
            if _is_all_ones(c, w):
                return [a]
        return None


@register
class OrIOp(_IntBinaryOp):
    locals().update(_bin_int("arith.ori", _ori, commutative=True))

    def _fold_identity(self, lhs, rhs, w):
        if lhs is rhs:
            return [lhs]
        for a, b in ((lhs, rhs), (rhs, lhs)):
            c = splat_scalar(b)
            if c == 0:
                return [a]
            if _is_all_ones(c, w):
                return [_const_like(self, -1)]
        return None


@register
class XOrIOp(_IntBinaryOp):
    locals().update(_bin_int("arith.xori", _xori, commutative=True))

    def _fold_identity(self, lhs, rhs, w):
        if lhs is rhs:
            return [_const_like(self, 0)]
        for a, b in ((lhs, rhs), (rhs, lhs)):
            if splat_scalar(b) == 0:
                return [a]
        # xor(xor(x, a), a) -> x
        if type(lhs) is OpResult and type(lhs.op) is XOrIOp:
            x, y = lhs.op._operands
            if y is rhs:
                return [x]
            if x is rhs:
                return [y]
        return None


class _ShiftOp(_IntBinaryOp):
    __slots__ = ()
    _right = False

    def _fold_identity(self, lhs, rhs, w):
        if splat_scalar(rhs) == 0:
            return [lhs]
        if self._right and lhs is rhs:   # x >> x -> 0 (x < 2^x, or the shift is out of range)
            z = _const_like(self, 0)
            return None if z is None else [z]
        c = splat_scalar(lhs)
        if c == 0:                       # 0 << y, 0 >> y -> 0
            return [lhs]
        if type(self) is ShRSIOp and _is_all_ones(c, w):
            return [lhs]                 # -1 >>s y -> -1
        return None


@register
class ShLIOp(_ShiftOp):
    locals().update(_bin_int("arith.shli", _shli, flags=(("overflowFlags", "overflow"),)))


@register
class ShRSIOp(_ShiftOp):
    locals().update(_bin_int("arith.shrsi", _shrsi, flags=(("isExact", "exact"),)))
    _right = True


@register
class ShRUIOp(_ShiftOp):
    locals().update(_bin_int("arith.shrui", _shrui, flags=(("isExact", "exact"),)))
    _right = True


class _MinMaxIOp(_IntBinaryOp):
    __slots__ = ()
    _nonneg_keeps = None   # maxsi: True (max(x >= 0, 0) is x), minsi: False (min(x >= 0, 0) is 0)
    _absorb = None    # fn(w) -> the value that wins against everything
    _neutral = None   # fn(w) -> the value that loses against everything

    def _fold_identity(self, lhs, rhs, w):
        if lhs is rhs:
            return [lhs]
        for a, b in ((lhs, rhs), (rhs, lhs)):
            c = splat_scalar(b)
            if c is None:
                continue
            c = int(c)
            if c == 0 and self._nonneg_keeps is not None and _known_nonnegative(a):
                # max(size, 0) is the size, min(size, 0) is 0
                return [a if self._nonneg_keeps else b]
            if to_unsigned(c, w) == to_unsigned(self._absorb(w), w):
                return [b]
            if to_unsigned(c, w) == to_unsigned(self._neutral(w), w):
                return [a]
        return None


@register
class MaxSIOp(_MinMaxIOp):
    locals().update(_bin_int("arith.maxsi", _maxsi, commutative=True))
    _nonneg_keeps = True
    _absorb = staticmethod(lambda w: (1 << (w - 1)) - 1)
    _neutral = staticmethod(lambda w: -(1 << (w - 1)))


@register
class MinSIOp(_MinMaxIOp):
    locals().update(_bin_int("arith.minsi", _minsi, commutative=True))
    _nonneg_keeps = False
    _absorb = staticmethod(lambda w: -(1 << (w - 1)))
    _neutral = staticmethod(lambda w: (1 << (w - 1)) - 1)


@register
class MaxUIOp(_MinMaxIOp):
    locals().update(_bin_int("arith.maxui", _maxui, commutative=True))
    _absorb = staticmethod(lambda w: (1 << w) - 1)
    _neutral = staticmethod(lambda w: 0)


@register
class MinUIOp(_MinMaxIOp):
    locals().update(_bin_int("arith.minui", _minui, commutative=True))
    _absorb = staticmethod(lambda w: 0)
    _neutral = staticmethod(lambda w: (1 << w) - 1)


# -- float binary ops --------------------------------------------------------------------------

_NAN = float("nan")


def _fnan(*args):
    """The NaN result of an op with a NaN operand (the first NaN), or a fresh quiet NaN."""
    for a in args:
        if a != a:
            return a
    return _NAN


def fadd(a, b):
    r = a + b
    return _fnan(a, b) if r != r else r


def fsub(a, b):
    r = a - b
    return _fnan(a, b) if r != r else r


def fmul(a, b):
    r = a * b
    return _fnan(a, b) if r != r else r


def fdiv(a, b):
    if a != a or b != b:
        return _fnan(a, b)
    if b == 0:
        if a == 0:
            return _NAN
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    r = a / b
    return _NAN if r != r else r


def frem(a, b):
    if a != a or b != b:
        return _fnan(a, b)
    if math.isinf(a) or b == 0:
        return _NAN
    if math.isinf(b):
        return a
    return math.fmod(a, b)


def fmaximum(a, b):
    if a != a or b != b:
        return _fnan(a, b)
    if a == b == 0:
        return b if math.copysign(1, a) < 0 else a
    return max(a, b)


def fminimum(a, b):
    if a != a or b != b:
        return _fnan(a, b)
    if a == b == 0:
        return a if math.copysign(1, a) < 0 else b
    return min(a, b)


def fmaxnum(a, b):
    if a != a:
        return b
    if b != b:
        return a
    return fmaximum(a, b)


def fminnum(a, b):
    if a != a:
        return b
    if b != b:
        return a
    return fminimum(a, b)


class _FloatBinaryOp(_SameTypeOp):
    __slots__ = ()
    _kind = "float"
    _float_fn = None
    _flags = (("fastmath", "fastmath"),)

    def fold(self):
        lhs, rhs = self._operands
        r = _fold_elementwise(self, self._float_fn)
        if r is not None:
            return r
        return self._fold_identity(lhs, rhs)

    def _fold_identity(self, lhs, rhs):
        return None


def _bin_float(name, fn, *, rounding=False, commutative=False):
    ns = {"__slots__": (), "OPNAME": name, "lhs": operand(), "rhs": operand(), "result": result(),
          "fastmath": prop(_is_fastmath, default=FASTMATH_NONE), "_float_fn": staticmethod(fn),
          "__doc__": f"``{name} %a, %b [fastmath<...>] : fN``"}
    if rounding:
        ns["roundingmode"] = opt_prop(_is_rounding)
        ns["_flags"] = (("roundingmode", "rounding"), ("fastmath", "fastmath"))
    if commutative:
        ns["traits"] = {Pure, SameOperandsAndResultType, Elementwise, Commutative}
    return ns


def _is_neg_zero(c):
    return c is not None and c == 0 and math.copysign(1.0, c) < 0


def _is_pos_zero(c):
    return c is not None and c == 0 and math.copysign(1.0, c) > 0


@register
class AddFOp(_FloatBinaryOp):
    locals().update(_bin_float("arith.addf", fadd, rounding=True, commutative=True))

    def _fold_identity(self, lhs, rhs):
        if _is_neg_zero(splat_scalar(rhs)):
            return [lhs]
        if _is_neg_zero(splat_scalar(lhs)):
            return [rhs]
        return None


@register
class SubFOp(_FloatBinaryOp):
    locals().update(_bin_float("arith.subf", fsub, rounding=True))

    def _fold_identity(self, lhs, rhs):
        if _is_pos_zero(splat_scalar(rhs)):
            return [lhs]
        return None


@register
class MulFOp(_FloatBinaryOp):
    locals().update(_bin_float("arith.mulf", fmul, rounding=True, commutative=True))

    def _fold_identity(self, lhs, rhs):
        if splat_scalar(rhs) == 1.0:
            return [lhs]
        if splat_scalar(lhs) == 1.0:
            return [rhs]
        return None


@register
class DivFOp(_FloatBinaryOp):
    locals().update(_bin_float("arith.divf", fdiv, rounding=True))

    def _fold_identity(self, lhs, rhs):
        if splat_scalar(rhs) == 1.0:
            return [lhs]
        return None


@register
class RemFOp(_FloatBinaryOp):
    locals().update(_bin_float("arith.remf", frem))


class _FMinMaxOp(_FloatBinaryOp):
    __slots__ = ()
    _neutral = None   # fn(constant) -> True when op(x, constant) is x

    def _fold_identity(self, lhs, rhs):
        if lhs is rhs:
            return [lhs]
        n = self._neutral
        if n is not None:
            for a, b in ((lhs, rhs), (rhs, lhs)):
                c = splat_scalar(b)
                if c is not None and n(c):
                    return [a]
        return None


@register
class MaximumFOp(_FMinMaxOp):
    locals().update(_bin_float("arith.maximumf", fmaximum, commutative=True))
    _neutral = staticmethod(lambda c: c == -math.inf)


@register
class MinimumFOp(_FMinMaxOp):
    locals().update(_bin_float("arith.minimumf", fminimum, commutative=True))
    _neutral = staticmethod(lambda c: c == math.inf)


@register
class MaxNumFOp(_FMinMaxOp):
    locals().update(_bin_float("arith.maxnumf", fmaxnum, commutative=True))
    _neutral = staticmethod(lambda c: c != c)


@register
class MinNumFOp(_FMinMaxOp):
    locals().update(_bin_float("arith.minnumf", fminnum, commutative=True))
    _neutral = staticmethod(lambda c: c != c)


@register
class MaximumNumFOp(_FMinMaxOp):
    locals().update(_bin_float("arith.maximumnumf", fmaxnum, commutative=True))
    _neutral = staticmethod(lambda c: c != c)


@register
class MinimumNumFOp(_FMinMaxOp):
    locals().update(_bin_float("arith.minimumnumf", fminnum, commutative=True))
    _neutral = staticmethod(lambda c: c != c)


@register
class NegFOp(_SameTypeOp):
    """``arith.negf %x [fastmath<...>] : fN``."""

    __slots__ = ()
    OPNAME = "arith.negf"
    operand = operand()
    result = result()
    fastmath = prop(_is_fastmath, default=FASTMATH_NONE)
    _flags = (("fastmath", "fastmath"),)
    _kind = "float"
    _nargs = 1

    def fold(self):
        x = self._operands[0]
        if type(x) is OpResult and type(x.op) is NegFOp:
            return [x.op._operands[0]]
        return _fold_elementwise(self, lambda a: -a)


@register
class FlushDenormalsOp(_SameTypeOp):
    """``arith.flush_denormals %x [fastmath<...>] : fN``."""

    __slots__ = ()
    OPNAME = "arith.flush_denormals"
    operand = operand()
    result = result()
    fastmath = prop(_is_fastmath, default=FASTMATH_NONE)
    _flags = (("fastmath", "fastmath"),)
    _kind = "float"
    _nargs = 1


# ---------------------------------------------------------------------------------------------
# Extended arithmetic (two results)
# ---------------------------------------------------------------------------------------------

class _ExtendedOp(ArithOp):
    __slots__ = ()
    traits = {Pure, Elementwise}
    _kind = "int"
    _names = ("", "")
    _second_type_printed = False  # add/sub print both result types; mul prints one

    def asm_result_names(self):
        return list(self._names)

    def print_custom(self, p):
        p.write(" ")
        p.print_operands(self._operands)
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        p.print_type(self.results[0].type)
        if self._second_type_printed:
            p.write(", ")
            p.print_type(self.results[1].type)

    @classmethod
    def parse_custom(cls, parser):
        a = parser.parse_operand()
        parser.expect(",")
        b = parser.parse_operand()
        attrs = parse_attr_dict(parser, cls)
        t = parser.parse_colon_type()
        if cls._second_type_printed:
            parser.expect(",")
            t2 = parser.parse_type()
        else:
            t2 = t
        return cls.create(cls.OPNAME, [parser.resolve_operand(a, t), parser.resolve_operand(b, t)], [t, t2], attrs)

    def verify_(self):
        self._check_kind(self._operands)
        a, b = self._operands
        r0, r1 = self.results
        if not (a.type is b.type is r0.type):
            raise VerifyError(f"'{self.name}' requires the operands and the first result to have one type", op=self)
        want = i1_like(a.type) if self._second_type_printed else a.type
        if r1.type is not want:
            raise VerifyError(f"'{self.name}' second result must have type {want}, got {r1.type}", op=self)

    def fold(self):
        attrs = [constant_value(v) for v in self._operands]
        if None in attrs:
            return None
        t = self.results[0].type
        w = bit_width(t)
        lo = _map_attrs(attrs, t, lambda a, b: self._compute(int(a), int(b), w)[0])
        hi = _map_attrs(attrs, self.results[1].type, lambda a, b: self._compute(int(a), int(b), w)[1])
        if lo is None or hi is None:
            return None
        return [lo, hi]


@register
class AddUIExtendedOp(_ExtendedOp):
    """``%sum, %overflow = arith.addui_extended %a, %b : i32, i1``."""

    __slots__ = ()
    OPNAME = "arith.addui_extended"
    lhs = operand()
    rhs = operand()
    sum = result()
    overflow = result()
    traits = {Pure, Elementwise, Commutative}
    _names = ("sum", "overflow")
    _second_type_printed = True

    @staticmethod
    def _compute(a, b, w):
        s = to_unsigned(a, w) + to_unsigned(b, w)
        return s, int(s >> w != 0)


@register
class SubUIExtendedOp(_ExtendedOp):
    """``%diff, %borrow = arith.subui_extended %a, %b : i32, i1``."""

    __slots__ = ()
    OPNAME = "arith.subui_extended"
    lhs = operand()
    rhs = operand()
    diff = result()
    borrow = result()
    _names = ("diff", "borrow")
    _second_type_printed = True

    @staticmethod
    def _compute(a, b, w):
        ua, ub = to_unsigned(a, w), to_unsigned(b, w)
        return ua - ub, int(ua < ub)


@register
class MulSIExtendedOp(_ExtendedOp):
    """``%low, %high = arith.mulsi_extended %a, %b : i32``."""

    __slots__ = ()
    OPNAME = "arith.mulsi_extended"
    lhs = operand()
    rhs = operand()
    low = result()
    high = result()
    traits = {Pure, Elementwise, Commutative}
    _names = ("low", "high")

    @staticmethod
    def _compute(a, b, w):
        p = to_signed(a, w) * to_signed(b, w)
        return p, p >> w


@register
class MulUIExtendedOp(_ExtendedOp):
    """``%low, %high = arith.mului_extended %a, %b : i32``."""

    __slots__ = ()
    OPNAME = "arith.mului_extended"
    lhs = operand()
    rhs = operand()
    low = result()
    high = result()
    traits = {Pure, Elementwise, Commutative}
    _names = ("low", "high")

    @staticmethod
    def _compute(a, b, w):
        p = to_unsigned(a, w) * to_unsigned(b, w)
        return p, p >> w


# ---------------------------------------------------------------------------------------------
# Comparisons
# ---------------------------------------------------------------------------------------------

_PRED_ATTRS = [IntegerAttr(i, I64) for i in range(len(CMPF_PREDICATES))]


def _cmpi(pred, a, b, w):
    if pred == 0:
        return a == b
    if pred == 1:
        return a != b
    if pred <= 5:
        a, b = to_signed(a, w), to_signed(b, w)
    else:
        a, b = to_unsigned(a, w), to_unsigned(b, w)
    k = (pred - 2) % 4
    return a < b if k == 0 else a <= b if k == 1 else a > b if k == 2 else a >= b


def _cmpf(pred, a, b):
    if pred == 0:
        return False
    if pred == 15:
        return True
    unordered = a != a or b != b
    if pred == 7:
        return not unordered
    if pred == 14:
        return unordered
    if unordered:
        return pred >= 8
    k = pred if pred < 8 else pred - 7
    return (a == b, a > b, a >= b, a < b, a <= b, a != b)[k - 1]


class _CmpOp(ArithOp):
    __slots__ = ()
    traits = {Pure, Elementwise}
    _names_table = CMPI_PREDICATES
    _index = _CMPI_INDEX

    @classmethod
    def build_pred(cls, predicate, lhs, rhs, location=None, **kw):
        """``CmpIOp.build_pred("slt", a, b)``: the result type is i1 with the operands' shape."""
        p = cls._index[predicate] if isinstance(predicate, str) else int(predicate)
        return cls.build(predicate=IntegerAttr(p, I64), lhs=lhs, rhs=rhs, result=i1_like(lhs.type),
                         location=location, **kw)

    @property
    def predicate_name(self):
        return self._names_table[self.predicate.value]

    def print_custom(self, p):
        vn = p.value_name
        a, b = self._operands
        s = f" {self._names_table[self.properties['predicate'].value]}, {vn(a)}, {vn(b)}"
        if self._flags:
            s += flags_text(self)
        if self.attributes:
            p.out.append(s)
            p.print_optional_attr_dict(self.attributes)
            s = ""
        p.out.append(s + " : " + _type_text(p, a.type))

    @classmethod
    def parse_custom(cls, parser):
        pos = parser.tok_start
        kw = parser.parse_any_keyword("comparison predicate")
        idx = cls._index.get(kw)
        if idx is None:
            raise parser.error(f"'{cls.OPNAME}' expects a predicate keyword, one of "
                               f"[{', '.join(cls._names_table)}], found '{kw}'", pos)
        parser.expect(",")
        a = parser.parse_operand()
        parser.expect(",")
        b = parser.parse_operand()
        props = dict(cls._defaults)
        props["predicate"] = _PRED_ATTRS[idx]
        if cls._flags and parser.tok_kind == "bare":
            parse_flags(parser, cls._flags, props)
        attrs = parse_attr_dict(parser, cls) if parser.tok_text == "{" else None
        t = parser.parse_colon_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(a, t), parser.resolve_operand(b, t)], [i1_like(t)],
                          attrs, props)

    def verify_(self):
        a, b = self._operands
        self._check_kind(self._operands)
        if a.type is not b.type:
            raise VerifyError(f"'{self.name}' requires both operands to have the same type, got {a.type} and "
                              f"{b.type}", op=self)
        want = i1_like(a.type)
        if self.results[0].type is not want:
            raise VerifyError(f"'{self.name}' result must have type {want}, got {self.results[0].type}", op=self)
        p = self.properties.get("predicate")
        if p is not None and not (0 <= p.value < len(self._names_table)):
            raise VerifyError(f"'{self.name}' predicate {p.value} is out of range", op=self)


def _known_nonnegative(v, depth=0):
    """True when ``v`` is >= 0 (and, a float, not NaN) on every run: a tensor size, a widening or
    float conversion of one, a non-negative constant (what shape guards compare with 0)."""
    d = v.defining_op if type(v) is OpResult else None
    if d is None or depth > 8:
        return False
    n = d.name
    if n in ("tensor.dim", "memref.dim", "arith.uitofp"):
        return True
    if n in ("arith.index_cast", "arith.extsi", "arith.sitofp"):
        t = v.type
        if n == "arith.index_cast" and type(t) is IntegerType and t.width < 64:
            return False   # a truncating cast may wrap to a negative value
        return _known_nonnegative(d._operands[0], depth + 1)
    if n == "arith.constant":
        a = d.properties.get("value")
        if type(a) is IntegerAttr:   # (an i1 true is -1 to a signed extension)
            return a.value >= 0 and not (type(a.type) is IntegerType and a.type.width == 1)
        return type(a) is FloatAttr and a.value >= 0   # (False for NaN)
    return False


def _sign_fold(pred, lhs, rhs):
    """``lhs pred rhs`` (pred: "lt", "le", "gt" or "ge", signed or ordered) decided when one side
    is known non-negative and the other a constant <= 0 (a size checked against 0): a bool, or
    None."""
    for x, c, flip in ((lhs, rhs, False), (rhs, lhs, True)):
        a = constant_value(c)
        if type(a) not in (IntegerAttr, FloatAttr) or not a.value <= 0 or not _known_nonnegative(x):
            continue
        p = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le"}[pred] if flip else pred
        # x >= 0 >= c: x >= c always, x < c never; strictly when c < 0
        if p == "ge":
            return True
        if p == "lt":
            return False
        if a.value < 0:
            return p == "gt"
    return None


_CMPI_SIGNED = {2: "lt", 3: "le", 4: "gt", 5: "ge"}
_CMPF_ORDERED = {4: "lt", 5: "le", 2: "gt", 3: "ge", 11: "lt", 12: "le", 9: "gt", 10: "ge"}


@register
class CmpIOp(_CmpOp):
    """``arith.cmpi slt, %a, %b : i32`` (the predicate is an i64 enum in the generic form)."""

    __slots__ = ()
    OPNAME = "arith.cmpi"
    predicate = prop(_is_i64_attr)
    lhs = operand()
    rhs = operand()
    result = result()
    _kind = "int"

    def fold(self):
        lhs, rhs = self._operands
        pred = self.properties["predicate"].value
        if lhs is rhs:
            return [make_constant_attr(self.results[0].type, int(pred in (0, 3, 5, 7, 9)))]
        if pred in _CMPI_SIGNED and type(self.results[0].type) is IntegerType:
            r = _sign_fold(_CMPI_SIGNED[pred], lhs, rhs)
            if r is not None:
                return [make_constant_attr(self.results[0].type, int(r))]
        w = bit_width(lhs.type)
        return _fold_elementwise(self, lambda a, b: int(_cmpi(pred, int(a), int(b), w)))


@register
class CmpFOp(_CmpOp):
    """``arith.cmpf olt, %x, %y [fastmath<...>] : f32``."""

    __slots__ = ()
    OPNAME = "arith.cmpf"
    predicate = prop(_is_i64_attr)
    lhs = operand()
    rhs = operand()
    result = result()
    fastmath = prop(_is_fastmath, default=FASTMATH_NONE)
    _flags = (("fastmath", "fastmath"),)
    _kind = "float"
    _names_table = CMPF_PREDICATES
    _index = _CMPF_INDEX

    def fold(self):
        # as upstream: scalar float constants only; a NaN operand decides unordered predicates alone
        pred = self.properties["predicate"].value
        if pred in _CMPF_ORDERED and type(self.results[0].type) is IntegerType:
            # (neither side is NaN there: ordered and unordered predicates agree)
            r = _sign_fold(_CMPF_ORDERED[pred], *self._operands)
            if r is not None:
                return [A.BoolAttr(r)]
        lhs, rhs = (constant_value(v) for v in self._operands)
        if type(lhs) is FloatAttr and lhs.value != lhs.value:
            rhs = lhs
        if type(rhs) is FloatAttr and rhs.value != rhs.value:
            lhs = rhs
        if type(lhs) is not FloatAttr or type(rhs) is not FloatAttr:
            return None
        pred = self.properties["predicate"].value
        return [A.BoolAttr(_cmpf(pred, lhs.value, rhs.value))]


# ---------------------------------------------------------------------------------------------
# arith.select
# ---------------------------------------------------------------------------------------------

@register
class SelectOp(ArithOp):
    """``arith.select %c, %a, %b : t`` (i1 condition) or ``: tensor<2xi1>, tensor<2xf32>``."""

    __slots__ = ()
    OPNAME = "arith.select"
    condition = operand()
    true_value = operand()
    false_value = operand()
    result = result()
    traits = {Pure, Elementwise}

    @classmethod
    def build_select(cls, condition, true_value, false_value, location=None):
        return cls.build(condition=condition, true_value=true_value, false_value=false_value,
                         result=true_value.type, location=location)

    def print_custom(self, p):
        p.write(" ")
        p.print_operands(self._operands)
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        ct = self._operands[0].type
        if ct is not I1:
            p.print_type(ct)
            p.write(", ")
        p.print_type(self.results[0].type)

    @classmethod
    def parse_custom(cls, parser):
        c = parser.parse_operand()
        parser.expect(",")
        a = parser.parse_operand()
        parser.expect(",")
        b = parser.parse_operand()
        attrs = parse_attr_dict(parser, cls)
        t = parser.parse_colon_type()
        ct = I1
        if parser.accept(","):
            ct, t = t, parser.parse_type()
        ops = [parser.resolve_operand(c, ct), parser.resolve_operand(a, t), parser.resolve_operand(b, t)]
        return cls.create(cls.OPNAME, ops, [t], attrs)

    def verify_(self):
        c, a, b = self._operands
        r = self.results[0].type
        if not (a.type is b.type is r):
            raise VerifyError(f"'arith.select' requires the true value, false value and result to have one type, "
                              f"got {a.type}, {b.type} and {r}", op=self)
        if c.type is not I1 and c.type is not i1_like(r):
            raise VerifyError(f"'arith.select' condition must be i1 or have the shape of the result with i1 "
                              f"elements, got {c.type}", op=self)

    def fold(self):
        c, a, b = self._operands
        if a is b:
            return [a]
        cv = splat_scalar(c)
        if cv is not None:
            return [a if cv else b]
        cmp = c.op if type(c) is OpResult and type(c.op) is CmpIOp else None
        if cmp is not None and {cmp._operands[0], cmp._operands[1]} == {a, b}:
            pred = cmp.properties["predicate"].value
            if pred == 0:      # select(x == y, x, y) -> y
                return [b]
            if pred == 1:      # select(x != y, x, y) -> x
                return [a]
        if self.results[0].type is I1:
            av, bv = splat_scalar(a), splat_scalar(b)
            if av == 1 and bv == 0:
                return [c]
        return _fold_elementwise(self, lambda x, y, z: y if x else z)


# ---------------------------------------------------------------------------------------------
# Casts
# ---------------------------------------------------------------------------------------------

class _CastOp(ArithOp):
    """``op %x [flags] [attr-dict] : t1 to t2``."""

    __slots__ = ()
    traits = {Pure, Elementwise}
    _in_kind = "int"
    _out_kind = "int"
    _width_rule = None    # "wider" / "narrower" / "same" / None

    @classmethod
    def build_cast(cls, value, type, location=None, **props):
        return cls.build(in_=value, out=type, location=location, **props)

    def print_custom(self, p):
        x = self._operands[0]
        s = " " + p.value_name(x)
        if self._flags:
            s += flags_text(self)
        if self.attributes:
            p.out.append(s)
            p.print_optional_attr_dict(self.attributes)
            s = ""
        p.out.append(f"{s} : {_type_text(p, x.type)} to {_type_text(p, self.results[0].type)}")

    @classmethod
    def parse_custom(cls, parser):
        x = parser.parse_operand()
        props = cls._defaults
        if cls._flags and parser.tok_kind == "bare" and parser.tok_text != "to":
            props = dict(props)
            parse_flags(parser, cls._flags, props)
        attrs = parse_attr_dict(parser, cls) if parser.tok_text == "{" else None
        t = parser.parse_colon_type()
        parser.expect("to")
        rt = parser.parse_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(x, t)], [rt], attrs, props)

    def _compatible(self, it, ot):
        ie, oe = element_type(it), element_type(ot)
        if not (_kind_ok(ie, self._in_kind) and _kind_ok(oe, self._out_kind)):
            return False
        rule = self._width_rule
        if rule == "wider":
            return bit_width(oe) > bit_width(ie)
        if rule == "narrower":
            return bit_width(oe) < bit_width(ie)
        if rule == "same":
            return bit_width(oe) == bit_width(ie) and ie is not oe
        return True

    def verify_(self):
        it, ot = self._operands[0].type, self.results[0].type
        if _shape_key(it) != _shape_key(ot):
            raise VerifyError(f"'{self.name}' input and output must have the same shape, got {it} and {ot}", op=self)
        if not self._compatible(it, ot):
            raise VerifyError(f"'{self.name}' operand type '{it}' and result type '{ot}' are cast incompatible",
                              op=self)

    def fold(self):
        x = self._operands[0]
        rt = self.results[0].type
        if self._self_inverse and type(x) is OpResult and type(x.op) is type(self):
            inner = x.op._operands[0]
            # cast(cast(y)) -> y; for index casts only when the inner cast widens an integer to
            # index, or keeps an index in an integer of 64 bits or more (an index has at most 64)
            if inner.type is rt and (type(self) is BitcastOp or type(element_type(rt)) is IntegerType
                                     or bit_width(element_type(x.type)) >= 64):
                return [inner]
        a = constant_value(x)
        if a is None:
            return None
        ie, oe = element_type(x.type), element_type(rt)
        fn = self._cast_fn(ie, oe)
        if fn is None:
            return None
        r = _map_attrs([a], rt, fn)
        return None if r is None else [r]

    _self_inverse = False

    def _cast_fn(self, ie, oe):
        return None


def _cast_ns(name, in_kind, out_kind, width_rule=None, flags=()):
    ns = {"__slots__": (), "OPNAME": name, "in_": operand(), "out": result(), "_in_kind": in_kind, "_out_kind": out_kind,
          "_width_rule": width_rule, "__doc__": f"``{name} %x : t1 to t2``"}
    for pname, kind in flags:
        if kind == "overflow":
            ns[pname] = prop(_is_overflow, default=OVERFLOW_NONE)
        elif kind == "fastmath":
            ns[pname] = opt_prop(_is_fastmath)
        elif kind == "rounding":
            ns[pname] = opt_prop(_is_rounding)
        else:
            ns[pname] = opt_prop(_is_unit)
    if flags:
        ns["_flags"] = tuple(flags)
    return ns


@register
class ExtSIOp(_CastOp):
    locals().update(_cast_ns("arith.extsi", "signless", "signless", "wider"))

    def _cast_fn(self, ie, oe):
        w = bit_width(ie)
        return lambda v: to_signed(int(v), w)


@register
class ExtUIOp(_CastOp):
    locals().update(_cast_ns("arith.extui", "signless", "signless", "wider", (("nonNeg", "nneg"),)))

    def _cast_fn(self, ie, oe):
        w = bit_width(ie)
        return lambda v: to_unsigned(int(v), w)


@register
class TruncIOp(_CastOp):
    locals().update(_cast_ns("arith.trunci", "signless", "signless", "narrower", (("overflowFlags", "overflow"),)))

    def fold(self):
        x = self._operands[0]
        rt = self.results[0].type
        # trunci(extsi(x)) / trunci(extui(x)) -> x when x already has the result type
        if type(x) is OpResult and type(x.op) in (ExtSIOp, ExtUIOp) and x.op._operands[0].type is rt:
            return [x.op._operands[0]]
        return _CastOp.fold(self)

    def _cast_fn(self, ie, oe):
        return lambda v: int(v)


@register
class ExtFOp(_CastOp):
    locals().update(_cast_ns("arith.extf", "float", "float", "wider", (("fastmath", "fastmath"),)))

    def _cast_fn(self, ie, oe):
        return lambda v: float(v)


def _round_exact(v, oe):
    r = A.round_to_type(v, oe)
    return r if (r == v or (r != r and v != v)) else None


@register
class TruncFOp(_CastOp):
    locals().update(_cast_ns("arith.truncf", "float", "float", "narrower",
                             (("roundingmode", "rounding"), ("fastmath", "fastmath"))))

    def _cast_fn(self, ie, oe):
        # as upstream: only conversions that lose nothing fold
        return lambda v: _round_exact(float(v), oe)


@register
class ConvertFOp(_CastOp):
    locals().update(_cast_ns("arith.convertf", "float", "float", "same",
                             (("roundingmode", "rounding"), ("fastmath", "fastmath"))))


def _fp_to_int(v, w, signed):
    if v != v or math.isinf(v):
        return None
    t = int(v)  # truncates toward zero
    if signed:
        return t if -(1 << (w - 1)) <= t < (1 << (w - 1)) else None
    return t if 0 <= t < (1 << w) else None


@register
class SIToFPOp(_CastOp):
    locals().update(_cast_ns("arith.sitofp", "signless", "float"))

    def _cast_fn(self, ie, oe):
        w = bit_width(ie)
        return lambda v: float(to_signed(int(v), w))


@register
class UIToFPOp(_CastOp):
    locals().update(_cast_ns("arith.uitofp", "signless", "float", None, (("nonNeg", "nneg"),)))

    def _cast_fn(self, ie, oe):
        w = bit_width(ie)
        return lambda v: float(to_unsigned(int(v), w))


@register
class FPToSIOp(_CastOp):
    locals().update(_cast_ns("arith.fptosi", "float", "signless"))

    def _cast_fn(self, ie, oe):
        w = bit_width(oe)
        return lambda v: _fp_to_int(float(v), w, True)


@register
class FPToUIOp(_CastOp):
    locals().update(_cast_ns("arith.fptoui", "float", "signless"))

    def _cast_fn(self, ie, oe):
        w = bit_width(oe)
        return lambda v: _fp_to_int(float(v), w, False)


class _IndexCastBase(_CastOp):
    __slots__ = ()
    _self_inverse = True

    def _compatible(self, it, ot):
        ie, oe = element_type(it), element_type(ot)
        return (type(ie) is IndexType and _is_signless_int(oe)) or (type(oe) is IndexType and _is_signless_int(ie))


@register
class IndexCastOp(_IndexCastBase):
    locals().update(_cast_ns("arith.index_cast", "int", "int"))

    def _cast_fn(self, ie, oe):
        w = bit_width(ie)
        return lambda v: to_signed(int(v), w)


@register
class IndexCastUIOp(_IndexCastBase):
    locals().update(_cast_ns("arith.index_castui", "int", "int", None, (("nonNeg", "nneg"),)))

    def _cast_fn(self, ie, oe):
        w = bit_width(ie)
        return lambda v: to_unsigned(int(v), w)


def _bits_of(v, et):
    if type(et) is FloatType:
        return A.float_bits(float(v), et)
    return to_unsigned(int(v), bit_width(et))


def _from_bits(bits, et):
    if type(et) is FloatType:
        return A.float_from_bits(bits, et)
    return bits


@register
class BitcastOp(_CastOp):
    locals().update(_cast_ns("arith.bitcast", None, None))
    _self_inverse = True

    def _compatible(self, it, ot):
        ie, oe = element_type(it), element_type(ot)
        ok = (type(ie) in (IntegerType, FloatType)) and (type(oe) in (IntegerType, FloatType))
        return ok and bit_width(ie) == bit_width(oe)

    def _cast_fn(self, ie, oe):
        if type(ie) is FloatType and ie.kind not in ("f16", "bf16", "f32", "f64"):
            return None
        if type(oe) is FloatType and oe.kind not in ("f16", "bf16", "f32", "f64"):
            return None
        return lambda v: _from_bits(_bits_of(v, ie), oe)


class _ScalingOp(ArithOp):
    """``op %x, %scale [flags] : t1, t2 to t3``."""

    __slots__ = ()
    traits = {Pure, Elementwise}
    _kind = "float"

    def print_custom(self, p):
        p.write(" ")
        p.print_operands(self._operands)
        if self._flags:
            print_flags(self, p)
        if self.attributes:
            p.print_optional_attr_dict(self.attributes)
        a, s = self._operands
        p.write(f" : {p.type_str(a.type)}, {p.type_str(s.type)} to {p.type_str(self.results[0].type)}")

    @classmethod
    def parse_custom(cls, parser):
        a = parser.parse_operand()
        parser.expect(",")
        s = parser.parse_operand()
        props = dict(cls._defaults)
        parse_flags(parser, cls._flags, props)
        attrs = parse_attr_dict(parser, cls)
        t1 = parser.parse_colon_type()
        parser.expect(",")
        t2 = parser.parse_type()
        parser.expect("to")
        t3 = parser.parse_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(a, t1), parser.resolve_operand(s, t2)], [t3],
                          attrs, props)

    def verify_(self):
        self._check_kind(self._operands)
        a, s = self._operands
        if not (_shape_key(a.type) == _shape_key(s.type) == _shape_key(self.results[0].type)):
            raise VerifyError(f"'{self.name}' operands and result must have the same shape", op=self)


@register
class ScalingExtFOp(_ScalingOp):
    __slots__ = ()
    OPNAME = "arith.scaling_extf"
    in_ = operand()
    scale = operand()
    out = result()
    fastmath = opt_prop(_is_fastmath)
    _flags = (("fastmath", "fastmath"),)


@register
class ScalingTruncFOp(_ScalingOp):
    __slots__ = ()
    OPNAME = "arith.scaling_truncf"
    in_ = operand()
    scale = operand()
    out = result()
    roundingmode = opt_prop(_is_rounding)
    fastmath = opt_prop(_is_fastmath)
    _flags = (("roundingmode", "rounding"), ("fastmath", "fastmath"))


# ---------------------------------------------------------------------------------------------
# Canonicalization patterns (upstream's rewrites; the folders above run first)
# ---------------------------------------------------------------------------------------------

from ..rewrite import RewritePattern  # noqa: E402  (rewrite does not import dialects)


class _Pattern(RewritePattern):
    """A pattern from a function ``fn(op, rewriter) -> bool``."""

    def __init__(self, root, fn):
        self._fn = fn
        super().__init__(root, 1, fn.__name__.lstrip("_"))

    def match_and_rewrite(self, op, rewriter):
        return self._fn(op, rewriter)


def _icst(v):
    """The value of a scalar integer constant (upstream's patterns match IntegerAttr only)."""
    a = constant_value(v)
    return a.value if type(a) is IntegerAttr else None


def _producer(v, cls):
    return v.op if type(v) is OpResult and type(v.op) is cls else None


def _ovf(op):
    a = op.properties.get("overflowFlags")
    return _OV_OF_ATTR.get(a, 0) if a is not None else 0


def _const(rw, t, value):
    return rw.insert(ConstantOp.build_value(make_constant_attr(t, value))).results[0]


def _replace_bin(rw, op, cls, lhs, rhs, flags=0):
    props = {"overflowFlags": overflow(flags)} if "overflowFlags" in cls._inherent_names else {}
    rw.replace_op(op, rw.insert(cls.build(lhs=lhs, rhs=rhs, **props)))
    return True


def _addi_reassociate(op, rw):
    x, y = op._operands
    t = op.results[0].type
    c1 = _icst(y)
    if c1 is not None:
        inner = _producer(x, AddIOp)
        if inner is not None and _icst(inner._operands[1]) is not None:   # (a + c0) + c1 -> a + (c0 + c1)
            c0 = _icst(inner._operands[1])
            return _replace_bin(rw, op, AddIOp, inner._operands[0], _const(rw, t, c0 + c1), _ovf(op) & _ovf(inner))
        inner = _producer(x, SubIOp)
        if inner is not None:
            a, b = inner._operands
            if _icst(b) is not None:                                     # (a - c0) + c1 -> a + (c1 - c0)
                return _replace_bin(rw, op, AddIOp, a, _const(rw, t, c1 - _icst(b)), _ovf(op) & _ovf(inner))
            if _icst(a) is not None:                                     # (c0 - b) + c1 -> (c0 + c1) - b
                return _replace_bin(rw, op, SubIOp, _const(rw, t, _icst(a) + c1), b, _ovf(op) & _ovf(inner))
    for a, m in ((x, y), (y, x)):                                        # a + b * -1 -> a - b
        inner = _producer(m, MulIOp)
        if inner is not None and _icst(inner._operands[1]) is not None and \
                to_signed(_icst(inner._operands[1]), bit_width(t)) == -1:
            return _replace_bin(rw, op, SubIOp, a, inner._operands[0])
    return False


def _subi_reassociate(op, rw):
    x, y = op._operands
    t = op.results[0].type
    c1 = _icst(y)
    if c1 is not None:
        inner = _producer(x, AddIOp)
        if inner is not None and _icst(inner._operands[1]) is not None:   # (a + c0) - c1 -> a + (c0 - c1)
            return _replace_bin(rw, op, AddIOp, inner._operands[0], _const(rw, t, _icst(inner._operands[1]) - c1))
        inner = _producer(x, SubIOp)
        if inner is not None:
            a, b = inner._operands
            if _icst(b) is not None:                                     # (a - c0) - c1 -> a - (c0 + c1)
                return _replace_bin(rw, op, SubIOp, a, _const(rw, t, _icst(b) + c1), _ovf(op) & _ovf(inner))
            if _icst(a) is not None:                                     # (c0 - b) - c1 -> (c0 - c1) - b
                return _replace_bin(rw, op, SubIOp, _const(rw, t, _icst(a) - c1), b, _ovf(op) & _ovf(inner))
    c1 = _icst(x)
    if c1 is not None:
        inner = _producer(y, AddIOp)
        if inner is not None and _icst(inner._operands[1]) is not None:   # c1 - (a + c0) -> (c1 - c0) - a
            return _replace_bin(rw, op, SubIOp, _const(rw, t, c1 - _icst(inner._operands[1])), inner._operands[0],
                                _ovf(op) & _ovf(inner))
        inner = _producer(y, SubIOp)
        if inner is not None:
            a, b = inner._operands
            if _icst(b) is not None:                                     # c1 - (a - c0) -> (c0 + c1) - a
                return _replace_bin(rw, op, SubIOp, _const(rw, t, _icst(b) + c1), a, _ovf(op) & _ovf(inner))
            if _icst(a) is not None:                                     # c1 - (c0 - b) -> b + (c1 - c0)
                return _replace_bin(rw, op, AddIOp, b, _const(rw, t, c1 - _icst(a)), _ovf(op) & _ovf(inner))
    inner = _producer(x, SubIOp)
    if inner is not None and inner._operands[0] is y:                   # (a - b) - a -> 0 - b
        return _replace_bin(rw, op, SubIOp, _const(rw, t, 0), inner._operands[1], _ovf(op) & _ovf(inner))
    return False


def _reassociate_constants(cls, combine, with_flags=False):
    def _fn(op, rw):
        x, y = op._operands
        c1 = _icst(y)
        inner = _producer(x, cls)
        if c1 is None or inner is None or _icst(inner._operands[1]) is None:
            return False
        flags = _ovf(op) & _ovf(inner) if with_flags else 0
        return _replace_bin(rw, op, cls, inner._operands[0],
                            _const(rw, op.results[0].type, combine(_icst(inner._operands[1]), c1)), flags)
    _fn.__name__ = f"{cls.OPNAME.split('.')[1]}_of_{cls.OPNAME.split('.')[1]}_constants"
    return _fn


_INVERSE_CMPI = {0: 1, 1: 0, 2: 5, 5: 2, 3: 4, 4: 3, 6: 9, 9: 6, 7: 8, 8: 7}


def _xori_of_cmpi(op, rw):
    """xori(cmpi(p, a, b), true) -> cmpi(not p, a, b)."""
    x, y = op._operands
    cmp = _producer(x, CmpIOp)
    if cmp is None or op.results[0].type is not I1 or _icst(y) != 1:
        return False
    rw.replace_op(op, rw.insert(CmpIOp.build_pred(_INVERSE_CMPI[cmp.properties["predicate"].value],
                                                  *cmp._operands)))
    return True


def _select_patterns(op, rw):
    c, a, b = op._operands
    n = _producer(c, XOrIOp)
    if n is not None and c.type is I1 and _icst(n._operands[1]) == 1:   # select(!c, a, b) -> select(c, b, a)
        rw.replace_op(op, rw.insert(SelectOp.build_select(n._operands[0], b, a)))
        return True
    if op.results[0].type is I1 and _icst(a) == 0 and _icst(b) == 1:    # select(c, false, true) -> !c
        return _replace_bin(rw, op, XOrIOp, c, b)
    inner = _producer(a, SelectOp)
    if inner is not None and inner._operands[0] is c:                   # select(c, select(c, x, _), z)
        rw.replace_op(op, rw.insert(SelectOp.build_select(c, inner._operands[1], b)))
        return True
    inner = _producer(b, SelectOp)
    if inner is not None and inner._operands[0] is c:                   # select(c, x, select(c, _, z))
        rw.replace_op(op, rw.insert(SelectOp.build_select(c, a, inner._operands[2])))
        return True
    return False


def _ext_of_ext(op, rw):
    """extsi(extsi(x)) -> extsi(x); extui(extui(x)) -> extui(x); extsi(extui(x)) -> extui(x)."""
    x = op._operands[0]
    inner = _producer(x, ExtUIOp) or (_producer(x, ExtSIOp) if type(op) is ExtSIOp else None)
    if inner is None:
        return False
    rw.replace_op(op, rw.insert(type(inner).build_cast(inner._operands[0], op.results[0].type)))
    return True


def _trunci_of_cast(op, rw):
    """trunci(trunci(x)) -> trunci(x); trunci(ext(x)) -> ext(x) or trunci(x) by the width of x."""
    x = op._operands[0]
    rt = op.results[0].type
    inner = _producer(x, TruncIOp)
    if inner is not None:
        rw.replace_op(op, rw.insert(TruncIOp.build_cast(inner._operands[0], rt)))
        return True
    inner = _producer(x, ExtSIOp) or _producer(x, ExtUIOp)
    if inner is None:
        return False
    src = inner._operands[0]
    ws, wr = bit_width(src.type), bit_width(rt)
    if ws < wr:
        rw.replace_op(op, rw.insert(type(inner).build_cast(src, rt)))
        return True
    if ws > wr:
        rw.replace_op(op, rw.insert(TruncIOp.build_cast(src, rt)))
        return True
    return False


def _index_cast_of_ext(op, rw):
    """index_cast(extsi(x)) -> index_cast(x); index_castui(extui(x)) -> index_castui(x)."""
    inner = _producer(op._operands[0], ExtSIOp if type(op) is IndexCastOp else ExtUIOp)
    if inner is None or type(element_type(op.results[0].type)) is not IndexType:
        return False
    rw.replace_op(op, rw.insert(type(op).build_cast(inner._operands[0], op.results[0].type)))
    return True


def _patterns(root, *fns):
    pats = [_Pattern(root.OPNAME, fn) for fn in fns]
    root.canonicalization_patterns = classmethod(lambda cls: pats)


_patterns(AddIOp, _addi_reassociate)
_patterns(SubIOp, _subi_reassociate)
_patterns(MulIOp, _reassociate_constants(MulIOp, lambda a, b: a * b, True))
_patterns(AndIOp, _reassociate_constants(AndIOp, lambda a, b: a & b))
_patterns(OrIOp, _reassociate_constants(OrIOp, lambda a, b: a | b))
_patterns(XOrIOp, _reassociate_constants(XOrIOp, lambda a, b: a ^ b), _xori_of_cmpi)
_patterns(SelectOp, _select_patterns)
_patterns(ExtSIOp, _ext_of_ext)
_patterns(ExtUIOp, _ext_of_ext)
_patterns(TruncIOp, _trunci_of_cast)
_patterns(IndexCastOp, _index_cast_of_ext)
_patterns(IndexCastUIOp, _index_cast_of_ext)


__all__ = [n for n, v in list(globals().items()) if isinstance(v, type) and issubclass(v, Op) and v.OPNAME] + [
    "fastmath", "overflow", "FASTMATH_NONE", "FASTMATH_FAST", "OVERFLOW_NONE", "CMPI_PREDICATES",
    "CMPF_PREDICATES", "ROUNDING_MODES", "make_constant_attr", "constant_value", "splat_scalar",
    "i1_like", "with_element_type", "element_type", "bit_width", "wrap"]
