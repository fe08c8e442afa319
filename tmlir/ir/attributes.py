"""Types and attributes: immutable, hashable and interned.

Every class here interns its instances: constructing the same value twice returns the same
object, so equality is identity and hashing is by ``id``. That makes type comparisons in passes
one pointer check, as in MLIR's context-uniqued storage.

    >>> IntegerType(32) is IntegerType(32)
    True
    >>> str(RankedTensorType((2, DYNAMIC), F32))
    'tensor<2x?xf32>'

Types are attributes (as in MLIR): ``Type`` derives from ``Attribute``. ``str(x)`` gives MLIR's
textual form; the printer also knows how to print an attribute with or without its type.
"""
from __future__ import annotations

import math
import struct


class LazyNumpy:
    """``np = LazyNumpy(globals())``: a module's ``np`` until first used; numpy is imported then
    and bound as that module's ``np`` (it is about 60 ms of a tmlir-opt start that may never need
    it: only dense elements, folding, float rounding and the like use it)."""

    def __init__(self, module_globals):
        self._globals = module_globals

    def __getattr__(self, name):
        import numpy
        self._globals["np"] = numpy
        return getattr(numpy, name)


np = LazyNumpy(globals())

DYNAMIC = -(2 ** 63)  # ShapedType::kDynamic, as MLIR stores it in static_* arrays


class _Interned(type):
    """Metaclass: ``Cls(*args)`` goes through ``Cls._key(*args)`` and a per-class cache."""

    def __call__(cls, *args, **kwargs):
        key = cls._key(*args, **kwargs)
        cache = cls.__dict__["_cache"]
        obj = cache.get(key)
        if obj is None:
            obj = cls.__new__(cls)
            obj._init(*key)
            cache[key] = obj
        return obj

    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        cls._cache = {}


class Attribute(metaclass=_Interned):
    """Base of all attributes. Subclasses define ``_key`` (normalise args) and ``_init``."""

    __slots__ = ("_text",)

    @classmethod
    def _key(cls, *args):
        return args

    def _init(self, *args):
        raise NotImplementedError

    def __setattr__(self, name, value):
        if name == "_text" or not hasattr(self, name):
            object.__setattr__(self, name, value)
            return
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __reduce__(self):
        return (_rebuild, (type(self), self._args()))

    def _args(self):
        raise NotImplementedError

    def __str__(self):
        try:
            return self._text
        except AttributeError:
            text = self._format()
            object.__setattr__(self, "_text", text)
            return text

    def __repr__(self):
        return f"<{type(self).__name__} {self}>"

    def _format(self) -> str:
        raise NotImplementedError


def _rebuild(cls, args):
    return cls(*args)


class Type(Attribute):
    __slots__ = ()


# ---------------------------------------------------------------------------------------------
# Builtin types
# ---------------------------------------------------------------------------------------------

class IntegerType(Type):
    """``i32`` (signless), ``si32`` (signed), ``ui32`` (unsigned)."""

    __slots__ = ("width", "signedness")
    SIGNLESS, SIGNED, UNSIGNED = "", "s", "u"

    @classmethod
    def _key(cls, width, signedness=""):
        if signedness not in ("", "s", "u"):
            raise ValueError(f"bad signedness {signedness!r}")
        return (int(width), signedness)

    def _init(self, width, signedness):
        self.width = width
        self.signedness = signedness

    def _args(self):
        return (self.width, self.signedness)

    def _format(self):
        return f"{self.signedness}i{self.width}"

    @property
    def is_signless(self):
        return self.signedness == ""


class IndexType(Type):
    __slots__ = ()

    def _init(self):
        pass

    def _args(self):
        return ()

    def _format(self):
        return "index"


FLOAT_KINDS = {
    "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19,
    "f8E5M2": 8, "f8E4M3FN": 8, "f8E5M2FNUZ": 8, "f8E4M3FNUZ": 8, "f8E4M3B11FNUZ": 8,
    "f8E4M3": 8, "f8E3M4": 8, "f8E8M0FNU": 8, "f6E2M3FN": 6, "f6E3M2FN": 6, "f4E2M1FN": 4,
}


class FloatType(Type):
    """``f16``, ``bf16``, ``f32``, ``f64`` and the small float kinds MLIR knows."""

    __slots__ = ("kind", "width")

    @classmethod
    def _key(cls, kind):
        if kind not in FLOAT_KINDS:
            raise ValueError(f"unknown float type {kind!r}")
        return (kind,)

    def _init(self, kind):
        self.kind = kind
        self.width = FLOAT_KINDS[kind]

    def _args(self):
        return (self.kind,)

    def _format(self):
        return self.kind


class NoneType(Type):
    __slots__ = ()

    def _init(self):
        pass

    def _args(self):
        return ()

    def _format(self):
        return "none"


class ComplexType(Type):
    __slots__ = ("element_type",)

    def _init(self, element_type):
        self.element_type = element_type

    def _args(self):
        return (self.element_type,)

    def _format(self):
        return f"complex<{self.element_type}>"


def _format_shape(shape):
    return "".join(("?" if d == DYNAMIC or d < 0 else str(d)) + "x" for d in shape)


class ShapedType(Type):
    __slots__ = ()

    @property
    def rank(self):
        return len(self.shape)

    def has_static_shape(self):
        return all(d >= 0 for d in self.shape)

    def is_dynamic_dim(self, i):
        return self.shape[i] < 0

    def num_elements(self):
        n = 1
        for d in self.shape:
            if d < 0:
                raise ValueError(f"{self} has a dynamic shape")
            n *= d
        return n


def _norm_shape(shape):
    return tuple(DYNAMIC if d is None or d < 0 else int(d) for d in shape)


class RankedTensorType(ShapedType):
    """``tensor<2x?xf32>``; dynamic dims are ``DYNAMIC`` (any negative number or None accepted)."""

    __slots__ = ("shape", "element_type", "encoding")

    @classmethod
    def _key(cls, shape, element_type, encoding=None):
        return (_norm_shape(shape), element_type, encoding)

    def _init(self, shape, element_type, encoding):
        self.shape = shape
        self.element_type = element_type
        self.encoding = encoding

    def _args(self):
        return (self.shape, self.element_type, self.encoding)

    def _format(self):
        enc = f", {self.encoding}" if self.encoding is not None else ""
        return f"tensor<{_format_shape(self.shape)}{self.element_type}{enc}>"

    def with_shape(self, shape):
        return RankedTensorType(shape, self.element_type, self.encoding)

    def with_element_type(self, element_type):
        return RankedTensorType(self.shape, element_type, self.encoding)


class UnrankedTensorType(Type):
    __slots__ = ("element_type",)

    def _init(self, element_type):
        self.element_type = element_type

    def _args(self):
        return (self.element_type,)

    def _format(self):
        return f"tensor<*x{self.element_type}>"


class VectorType(ShapedType):
    __slots__ = ("shape", "element_type", "scalable_dims")

    @classmethod
    def _key(cls, shape, element_type, scalable_dims=None):
        shape = tuple(int(d) for d in shape)
        scalable = tuple(bool(s) for s in scalable_dims) if scalable_dims else (False,) * len(shape)
        return (shape, element_type, scalable)

    def _init(self, shape, element_type, scalable_dims):
        self.shape = shape
        self.element_type = element_type
        self.scalable_dims = scalable_dims

    def _args(self):
        return (self.shape, self.element_type, self.scalable_dims)

    def _format(self):
        dims = "".join((f"[{d}]" if s else str(d)) + "x" for d, s in zip(self.shape, self.scalable_dims))
        return f"vector<{dims}{self.element_type}>"


class MemRefType(ShapedType):
    __slots__ = ("shape", "element_type", "layout", "memory_space")

    @classmethod
    def _key(cls, shape, element_type, layout=None, memory_space=None):
        # as MLIR canonicalises them: an identity affine layout and memory space 0 are the defaults
        if layout is not None and type(layout).__name__ == "AffineMapAttr" and layout.value.is_identity():
            layout = None
        return (_norm_shape(shape), element_type, layout, _norm_memory_space(memory_space))

    def _init(self, shape, element_type, layout, memory_space):
        self.shape = shape
        self.element_type = element_type
        self.layout = layout
        self.memory_space = memory_space

    def _args(self):
        return (self.shape, self.element_type, self.layout, self.memory_space)

    def _format(self):
        extra = ""
        if self.layout is not None:
            extra += f", {self.layout}"
        if self.memory_space is not None:
            extra += f", {_format_memory_space(self.memory_space)}"
        return f"memref<{_format_shape(self.shape)}{self.element_type}{extra}>"


def _norm_memory_space(ms):
    if ms is not None and type(ms) is IntegerAttr and ms.type is I64 and ms.value == 0:
        return None
    return ms


def _format_memory_space(ms):
    """An integer memory space prints without its type when it is i64 (``memref<4xf32, 1>``)."""
    if type(ms) is IntegerAttr and ms.type is I64:
        return str(ms.value)
    return str(ms)


class UnrankedMemRefType(Type):
    __slots__ = ("element_type", "memory_space")

    @classmethod
    def _key(cls, element_type, memory_space=None):
        return (element_type, _norm_memory_space(memory_space))

    def _init(self, element_type, memory_space):
        self.element_type = element_type
        self.memory_space = memory_space

    def _args(self):
        return (self.element_type, self.memory_space)

    def _format(self):
        ms = f", {_format_memory_space(self.memory_space)}" if self.memory_space is not None else ""
        return f"memref<*x{self.element_type}{ms}>"


class TupleType(Type):
    __slots__ = ("types",)

    @classmethod
    def _key(cls, types):
        return (tuple(types),)

    def _init(self, types):
        self.types = types

    def _args(self):
        return (self.types,)

    def _format(self):
        return f"tuple<{', '.join(map(str, self.types))}>"


class FunctionType(Type):
    """``(i32, f32) -> f32``; results print in parentheses unless there is exactly one non-function."""

    __slots__ = ("inputs", "results")

    @classmethod
    def _key(cls, inputs, results):
        return (tuple(inputs), tuple(results))

    def _init(self, inputs, results):
        self.inputs = inputs
        self.results = results

    def _args(self):
        return (self.inputs, self.results)

    def _format(self):
        return f"({', '.join(map(str, self.inputs))}) -> {format_result_types(self.results)}"


def format_result_types(results):
    if len(results) == 1 and not isinstance(results[0], FunctionType):
        return str(results[0])
    return f"({', '.join(map(str, results))})"


class OpaqueType(Type):
    """A dialect type tmlir has no class for: ``!dialect.name<body>``, kept as text.

    ``dialect`` is the prefix before the first dot, ``body`` everything after ``!dialect.``
    (``"name<...>"``) or after ``!dialect`` for the ``!dialect<"...">`` form.
    """

    __slots__ = ("dialect", "body")

    def _init(self, dialect, body):
        self.dialect = dialect
        self.body = body

    def _args(self):
        return (self.dialect, self.body)

    def _format(self):
        sep = "" if self.body.startswith("<") else "."
        return f"!{self.dialect}{sep}{self.body}"


# Common singletons
I1 = IntegerType(1)
I8 = IntegerType(8)
I16 = IntegerType(16)
I32 = IntegerType(32)
I64 = IntegerType(64)
SI64 = IntegerType(64, "s")
INDEX = IndexType()
F16 = FloatType("f16")
BF16 = FloatType("bf16")
F32 = FloatType("f32")
F64 = FloatType("f64")
NONE = NoneType()


def is_float(t):
    return type(t) is FloatType


def is_integer(t):
    return type(t) is IntegerType


def is_int_or_index(t):
    return type(t) is IntegerType or type(t) is IndexType


def element_type(t):
    """The element type of a shaped type, or the type itself for scalars."""
    return getattr(t, "element_type", t)


# ---------------------------------------------------------------------------------------------
# Float formatting, as MLIR prints FloatAttr values
# ---------------------------------------------------------------------------------------------

_NP_FLOAT = {"f16": "float16", "f32": "float32", "f64": "float64"}  # numpy scalar types by name


def round_to_type(value: float, ftype) -> float:
    """Round a Python float to the precision of ``ftype`` (bf16 by truncation-to-nearest-even)."""
    kind = ftype.kind if isinstance(ftype, FloatType) else ftype
    if kind == "f64" or kind not in ("f16", "f32", "bf16"):
        layout = _FLOAT_LAYOUT.get(kind)
        if layout is None:  # f64, and f80/f128 which hold every double exactly
            return float(value)
        return _decode_float(_encode_float(float(value), layout, kind), layout)
    if value != value:
        return float(value)  # NaN: keep the payload (hardware conversions would quiet it)
    if kind == "bf16":
        return float(_bf16_round(float(value)))
    with np.errstate(over="ignore"):
        return float(getattr(np, _NP_FLOAT[kind])(value))


def _bf16_round(v):
    with np.errstate(over="ignore"):
        bits = struct.unpack("<I", struct.pack("<f", np.float32(v)))[0]
    if (bits & 0x7F800000) == 0x7F800000:
        return struct.unpack("<f", struct.pack("<I", bits & 0xFFFF0000 | (0x00400000 if bits & 0x7FFFFF else 0)))[0]
    bits += 0x7FFF + ((bits >> 16) & 1)
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFF0000))[0]


def float_bits(value: float, ftype) -> int:
    """The bit pattern of ``value`` (already rounded to ``ftype``) in ``ftype``'s encoding."""
    kind = ftype.kind
    if kind == "f64":
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if value != value and kind in _NAN_LAYOUT:  # keep the payload of a NaN (struct may not)
        return _encode_float(value, _NAN_LAYOUT[kind], kind)
    if kind == "f32":
        return struct.unpack("<I", struct.pack("<f", value))[0]
    if kind == "f16":
        return struct.unpack("<H", struct.pack("<e", value))[0]
    if kind == "bf16":
        return struct.unpack("<I", struct.pack("<f", value))[0] >> 16
    if kind == "f80":
        return _f80_bits(value)
    layout = _FLOAT_LAYOUT.get(kind)
    if layout is None:
        raise ValueError(f"no bit pattern for {kind}")
    return _encode_float(value, layout, kind)


def float_from_bits(bits: int, ftype) -> float:
    """The value of bit pattern ``bits`` of ``ftype`` (ValueError if it has too many bits); f80 and
    f128 values are rounded to the nearest double."""
    kind = ftype.kind
    width = FLOAT_KINDS.get(kind, 0)
    if bits < 0 or bits >> width:
        raise ValueError(f"hexadecimal float constant out of range for type {kind}")
    if kind == "f64":
        return struct.unpack("<d", struct.pack("<Q", bits))[0]
    layout = _NAN_LAYOUT.get(kind)
    if layout is not None and (bits >> layout[1]) & ((1 << layout[0]) - 1) == (1 << layout[0]) - 1:
        return _decode_float(bits, layout)  # infinity or NaN, payload kept
    if kind == "f32":
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    if kind == "f16":
        return struct.unpack("<e", struct.pack("<H", bits))[0]
    if kind == "bf16":
        return struct.unpack("<f", struct.pack("<I", bits << 16))[0]
    if kind == "f80":
        return _f80_value(bits)
    return _decode_float(bits, _FLOAT_LAYOUT[kind])


# Encodings of the float kinds without a struct/numpy format: kind -> (exponent bits, mantissa bits,
# bias, style). Styles: "ieee" has infinities and NaNs (all-ones exponent); "fn" has no infinity and
# one NaN per sign (all bits set); "fnuz" has no infinity and no -0, its NaN is the -0 pattern;
# "finite" has neither (overflow saturates); "fnu" is unsigned with no zero, all-ones is NaN.
_FLOAT_LAYOUT = {
    "tf32": (8, 10, 127, "ieee"), "f128": (15, 112, 16383, "ieee"),
    "f8E5M2": (5, 2, 15, "ieee"), "f8E4M3": (4, 3, 7, "ieee"), "f8E3M4": (3, 4, 3, "ieee"),
    "f8E4M3FN": (4, 3, 7, "fn"),
    "f8E5M2FNUZ": (5, 2, 16, "fnuz"), "f8E4M3FNUZ": (4, 3, 8, "fnuz"), "f8E4M3B11FNUZ": (4, 3, 11, "fnuz"),
    "f8E8M0FNU": (8, 0, 127, "fnu"),
    "f6E2M3FN": (2, 3, 1, "finite"), "f6E3M2FN": (3, 2, 3, "finite"), "f4E2M1FN": (2, 1, 1, "finite"),
}


_NAN_LAYOUT = {"f16": (5, 10, 15, "ieee"), "bf16": (8, 7, 127, "ieee"), "f32": (8, 23, 127, "ieee")}


def _nan_payload(value, mbits):
    """The top ``mbits`` bits of a double NaN's mantissa (where conversions keep the payload)."""
    frac = struct.unpack("<Q", struct.pack("<d", value))[0] & ((1 << 52) - 1)
    return frac >> (52 - mbits) if mbits <= 52 else frac << (mbits - 52)


def _encode_float(value: float, layout, kind="") -> int:
    """Round ``value`` to nearest (ties to even) in ``layout`` and return the bit pattern."""
    E, M, bias, style = layout
    top = E + M
    sign = 1 if math.copysign(1.0, value) < 0 else 0
    emask = (1 << E) - 1
    if style == "fnu" and sign and value != 0:
        raise ValueError(f"negative value {value} for unsigned float type {kind}")
    if value != value:
        if style == "ieee":
            return (sign << top) | (emask << M) | (_nan_payload(value, M) or (1 << (M - 1)))
        if style == "fn":
            return (sign << top) | ((1 << top) - 1)
        if style == "fnuz":
            return 1 << top
        if style == "fnu":
            return emask
        raise ValueError(f"{kind} has no NaN")
    max_field = emask - 1 if style in ("ieee", "fnu") else emask
    max_man = (1 << M) - 1 - (1 if style == "fn" else 0)
    emin = -bias if style == "fnu" else 1 - bias   # exponent of the smallest normal number
    a = abs(value)
    if a == math.inf:
        n = q = None
    elif a == 0:
        n, q = 0, 0
    else:
        q = max(math.frexp(a)[1] - 1 - M, emin - M)
        n = round(math.ldexp(a, -q))             # exact scaling, then round half to even
    if n:
        # normalise: n < 2^(M+1); rounding may have carried into the next binade
        if n >> (M + 1):
            n >>= 1
            q += 1
        exp = q + M                              # unbiased exponent if normal
        if n >> M:
            field, man = exp + bias, n - (1 << M)
        else:                                    # subnormal (no subnormals in "fnu": n >> M is always set)
            field, man = 0, n
        if field > max_field or (field == max_field and man > max_man):
            n = None                              # overflow
        else:
            if style == "fnu":
                return field
            return (sign << top) | (field << M) | man
    if n is None:                                 # overflow or infinity
        if style == "ieee":
            return (sign << top) | (emask << M)
        if style == "finite":
            return (sign << top) | (max_field << M) | max_man
        return _encode_float(math.copysign(math.nan, -1.0 if sign else 1.0), layout, kind)   # NaN
    # zero
    if style == "fnu":
        return 0                                  # no zero: the smallest value
    if style == "fnuz":
        return 0
    return sign << top


def _decode_float(bits: int, layout) -> float:
    E, M, bias, style = layout
    top = E + M
    emask = (1 << E) - 1
    if style == "fnu":
        return math.nan if bits == emask else math.ldexp(1.0, bits - bias)
    sign = (bits >> top) & 1
    field = (bits >> M) & emask
    man = bits & ((1 << M) - 1)
    if style == "ieee" and field == emask:
        if man == 0:
            return -math.inf if sign else math.inf
        payload = man << (52 - M) if M <= 52 else man >> (M - 52)
        dbits = (sign << 63) | (0x7FF << 52) | (payload or (1 << 51))
        return struct.unpack("<d", struct.pack("<Q", dbits))[0]
    if (style == "fn" and field == emask and man == (1 << M) - 1) or (style == "fnuz" and bits == 1 << top):
        return -math.nan if sign else math.nan
    try:
        if field == 0:
            v = math.ldexp(float(man), 1 - bias - M)
        else:
            v = math.ldexp(float((1 << M) + man), field - bias - M)
    except OverflowError:
        v = math.inf
    return -v if sign else v


def _f80_bits(value: float) -> int:
    """x87 extended precision: sign, 15-bit exponent, explicit integer bit, 63-bit fraction."""
    sign = (1 << 79) if math.copysign(1.0, value) < 0 else 0
    if value != value:
        return sign | (0x7FFF << 64) | (3 << 62) | (_nan_payload(value, 62))
    if value in (math.inf, -math.inf):
        return sign | (0x7FFF << 64) | (1 << 63)
    if value == 0:
        return sign
    m, e = math.frexp(abs(value))
    return sign | ((e - 1 + 16383) << 64) | int(math.ldexp(m, 64))


def _f80_value(bits: int) -> float:
    sign = bits >> 79
    field = (bits >> 64) & 0x7FFF
    sig = bits & ((1 << 64) - 1)
    if field == 0x7FFF:
        if sig & ((1 << 63) - 1) == 0:
            return -math.inf if sign else math.inf
        dbits = (sign << 63) | (0x7FF << 52) | ((sig >> 11) & ((1 << 52) - 1) or (1 << 51))
        return struct.unpack("<d", struct.pack("<Q", dbits))[0]
    try:
        v = math.ldexp(float(sig), max(field, 1) - 16383 - 63)
    except OverflowError:
        v = math.inf
    return -v if sign else v


_SIGNIFICAND_BITS = {"f16": 11, "bf16": 8, "f32": 24, "f64": 53, "f80": 64, "f128": 113}
_SIGNIFICAND_BITS.update({k: v[1] + 1 for k, v in _FLOAT_LAYOUT.items() if k != "f128"})


def _apfloat_string(value: float, sig_bits: int, precision: int = 0, sci_only: bool = False) -> str:
    """LLVM's APFloat::toString: ``precision`` significant digits (0: enough to round-trip),
    truncated in two steps as LLVM does; ``sci_only`` gives the ``1.500000e+00`` form used by
    MLIR's first attempt, otherwise the short form (``0.333333343``, ``9.99999974E-6``)."""
    sign = "-" if math.copysign(1.0, value) < 0 else ""
    if value == 0:
        return sign + ("0.0" + "0" * max(precision - 1, 0) + "e+00" if sci_only else "0")
    if not precision:
        precision = 2 + sig_bits * 59 // 196
    num, den = abs(value).as_integer_ratio()
    exp = 0
    while num % 2 == 0:
        num //= 2
        exp += 1
    exp -= den.bit_length() - 1
    if exp > 0:
        num, exp = num << exp, 0
    elif exp < 0:
        num *= 5 ** (-exp)
    tens = (num.bit_length() - (precision * 196 + 58) // 59) * 59 // 196
    if tens > 0:                      # drop digits by truncation first
        num //= 10 ** tens
        exp += tens
    digits = str(num)
    if len(digits) > precision:       # then round half up to `precision` digits
        exp += len(digits) - precision
        up = digits[precision] >= "5"
        digits = digits[:precision]
        if up:
            digits = str(int(digits) + 1)
            if len(digits) > precision:
                digits, exp = digits[:-1], exp + 1
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    digits = stripped
    nd = len(digits)
    if sci_only:
        sci = True
    elif exp >= 0:
        sci = exp > 3 or nd + exp > precision
    else:
        sci = exp + nd - 1 < -3
    if sci:
        e10 = exp + nd - 1
        mant = digits[0] + "." + (digits[1:] or ("" if sci_only else "0"))
        if sci_only:
            mant += "0" * (precision - nd + 1)
            return f"{sign}{mant}e{'+' if e10 >= 0 else '-'}{abs(e10):02d}"
        return f"{sign}{mant}E{'+' if e10 >= 0 else '-'}{abs(e10)}"
    if exp >= 0:
        return sign + digits + "0" * exp
    whole = exp + nd
    if whole > 0:
        return sign + digits[:whole] + "." + digits[whole:]
    return sign + "0." + "0" * (-whole) + digits


def format_float(value: float, ftype) -> str:
    """MLIR's float printing: 6 digits in ``%e`` form when they round-trip, else APFloat's
    shortest round-trip form if it has a '.', else the bits in hex."""
    if math.isfinite(value):
        bits = _SIGNIFICAND_BITS.get(ftype.kind, 53)
        s = _apfloat_string(value, bits, 6, True)
        if round_to_type(float(s), ftype) == value:
            return s
        s = _apfloat_string(value, bits)
        if "." in s:
            return s
    width = (FLOAT_KINDS.get(ftype.kind, 64) + 3) // 4
    return "0x%0*X" % (width, float_bits(value, ftype))


# ---------------------------------------------------------------------------------------------
# Builtin attributes
# ---------------------------------------------------------------------------------------------

class UnitAttr(Attribute):
    __slots__ = ()

    def _init(self):
        pass

    def _args(self):
        return ()

    def _format(self):
        return "unit"


class IntegerAttr(Attribute):
    """``5 : i64``; with type ``i1`` it prints ``true``/``false`` (MLIR's BoolAttr)."""

    __slots__ = ("value", "type")

    @classmethod
    def _key(cls, value, type=I64):
        # stored as MLIR prints it: two's complement wrapped to the width, signed unless the type is
        # unsigned, 0/1 for i1 (so `255 : i8` and `-1 : i8` are the same attribute)
        value = int(value)
        if type.__class__ is IntegerType:
            w = type.width
            if w <= 1:
                return (value & w, type)
            if type.signedness == "u":
                if value < 0 or value >> w:
                    value &= (1 << w) - 1
            else:
                half = 1 << (w - 1)
                if not -half <= value < half:
                    value = ((value + half) & ((half << 1) - 1)) - half
        elif type is INDEX and not -(1 << 63) <= value < (1 << 63):
            value = ((value + (1 << 63)) & ((1 << 64) - 1)) - (1 << 63)
        return (value, type)

    def _init(self, value, type):
        self.value = value
        self.type = type

    def _args(self):
        return (self.value, self.type)

    def _format(self):
        if self.type is I1:
            return "true" if self.value else "false"
        if self.type is I64:
            return str(self.value) + " : i64"
        return f"{self.value} : {self.type}"

    def format_value(self):
        if self.type is I1:
            return "true" if self.value else "false"
        return str(self.value)


def BoolAttr(value: bool) -> IntegerAttr:
    return IntegerAttr(1 if value else 0, I1)


TRUE = BoolAttr(True)
FALSE = BoolAttr(False)


class FloatAttr(Attribute):
    __slots__ = ("value", "type")

    @classmethod
    def _key(cls, value, type=F64):
        value = round_to_type(float(value), type)
        # key by bit pattern so that -0.0 and NaN intern correctly
        return (struct.pack("<d", value), type)

    def _init(self, packed, type):
        self.value = struct.unpack("<d", packed)[0]
        self.type = type

    def _args(self):
        return (self.value, self.type)

    def format_value(self):
        return format_float(self.value, self.type)

    def _format(self):
        return f"{self.format_value()} : {self.type}"


_ESCAPES = {ord("\\"): "\\\\"}  # MLIR escapes only the backslash by name; '"', newline, tab become \22, \0A, \09


def escape_string(s: str) -> str:
    """MLIR's printEscapedString: printable ASCII as is, `\\` doubled, `"` and the rest as \\XX."""
    if s.isascii() and s.isprintable() and '"' not in s and "\\" not in s:
        return s
    out = []
    try:
        data = s.encode("utf-8", "surrogateescape")  # bytes that were not UTF-8 come back as read
    except UnicodeEncodeError:
        data = s.encode("utf-8", "surrogatepass")
    for byte in data:
        if byte in _ESCAPES:
            out.append(_ESCAPES[byte])
        elif 0x20 <= byte < 0x7F and byte != 0x22:
            out.append(chr(byte))
        else:
            out.append("\\%02X" % byte)
    return "".join(out)


class StringAttr(Attribute):
    __slots__ = ("value",)

    @classmethod
    def _key(cls, value):
        return (str(value),)

    def _init(self, value):
        self.value = value

    def _args(self):
        return (self.value,)

    def _format(self):
        return f'"{escape_string(self.value)}"'


class ArrayAttr(Attribute):
    __slots__ = ("value",)

    @classmethod
    def _key(cls, value=()):
        return (tuple(value),)

    def _init(self, value):
        self.value = value

    def _args(self):
        return (self.value,)

    def __iter__(self):
        return iter(self.value)

    def __len__(self):
        return len(self.value)

    def __getitem__(self, i):
        return self.value[i]

    def _format(self):
        return f"[{', '.join(map(format_array_element, self.value))}]"


def format_array_element(a) -> str:
    """An array element as MLIR prints it: i64 integers and f64 floats without their type."""
    t = type(a)
    if (t is IntegerAttr and a.type is I64) or (t is FloatAttr and a.type is F64):
        return a.format_value()
    return str(a)


_BARE_ID_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.")


def is_bare_identifier(name: str) -> bool:
    return bool(name) and (name[0].isalpha() or name[0] == "_") and name.isascii() and all(
        c in _BARE_ID_CHARS for c in name)


def format_attr_name(name: str) -> str:
    text = _ATTR_NAME_TEXT.get(name)
    if text is None:
        text = name if is_bare_identifier(name) else f'"{escape_string(name)}"'
        if len(_ATTR_NAME_TEXT) < 4096:
            _ATTR_NAME_TEXT[name] = text
    return text


_ATTR_NAME_TEXT: dict = {}  # attribute names as printed (a few names repeat on every op)


def format_attr_dict(items) -> str:
    """``{a = 1 : i64, b}``: entries sorted by name, unit attributes by name only."""
    parts = []
    for name, attr in sorted(items):
        if attr is UNIT:
            parts.append(format_attr_name(name))
        else:
            parts.append(f"{format_attr_name(name)} = {attr}")
    return "{" + ", ".join(parts) + "}"


class DictionaryAttr(Attribute):
    __slots__ = ("value",)

    @classmethod
    def _key(cls, value=()):
        items = value.items() if isinstance(value, dict) else value
        return (tuple(sorted(items, key=lambda kv: kv[0])),)

    def _init(self, value):
        self.value = value

    def _args(self):
        return (self.value,)

    def as_dict(self):
        return dict(self.value)

    def get(self, name, default=None):
        for k, v in self.value:
            if k == name:
                return v
        return default

    def _format(self):
        return format_attr_dict(self.value)


class TypeAttr(Attribute):
    __slots__ = ("value",)

    def _init(self, value):
        self.value = value

    def _args(self):
        return (self.value,)

    def _format(self):
        return str(self.value)


def format_symbol_name(name: str) -> str:
    if is_bare_identifier(name):
        return "@" + name
    return f'@"{escape_string(name)}"'


class SymbolRefAttr(Attribute):
    """``@root`` or ``@root::@nested``."""

    __slots__ = ("root", "nested")

    @classmethod
    def _key(cls, root, nested=()):
        return (str(root), tuple(nested))

    def _init(self, root, nested):
        self.root = root
        self.nested = nested

    def _args(self):
        return (self.root, self.nested)

    def _format(self):
        return "::".join(format_symbol_name(n) for n in (self.root, *self.nested))


def FlatSymbolRefAttr(name: str) -> SymbolRefAttr:
    return SymbolRefAttr(name)


_ARRAY_ELEMENT_TYPES = {"i1", "i8", "i16", "i32", "i64", "f32", "f64"}


class DenseArrayAttr(Attribute):
    """``array<i64: 1, 2>``, the storage MLIR uses for most integer-list properties."""

    __slots__ = ("element_type", "value")

    @classmethod
    def _key(cls, element_type, value=()):
        if is_float(element_type):
            return (element_type, tuple(round_to_type(float(v), element_type) for v in value))
        return (element_type, tuple(int(v) for v in value))

    def _init(self, element_type, value):
        self.element_type = element_type
        self.value = value

    def _args(self):
        return (self.element_type, self.value)

    def __iter__(self):
        return iter(self.value)

    def __len__(self):
        return len(self.value)

    def __getitem__(self, i):
        return self.value[i]

    def _format(self):
        if not self.value:
            return f"array<{self.element_type}>"
        et = self.element_type
        if et is I1:
            vals = ("true" if v else "false" for v in self.value)
        elif is_float(et):
            vals = (format_float(v, et) for v in self.value)
        else:
            vals = map(str, self.value)
        return f"array<{et}: {', '.join(vals)}>"


def DenseI64ArrayAttr(values) -> DenseArrayAttr:
    return DenseArrayAttr(I64, values)


def DenseI32ArrayAttr(values) -> DenseArrayAttr:
    return DenseArrayAttr(I32, values)


def DenseBoolArrayAttr(values) -> DenseArrayAttr:
    return DenseArrayAttr(I1, values)


# numpy dtype for a builtin element type
def numpy_dtype(t):
    if type(t) is FloatType:
        if t.kind == "bf16":
            import ml_dtypes  # shipped with the iree packages; only needed for bf16 data
            return np.dtype(ml_dtypes.bfloat16)
        return np.dtype({"f16": np.float16, "f32": np.float32, "f64": np.float64}[t.kind])
    if type(t) is IntegerType:
        if t.width == 1:
            return np.dtype(np.bool_)
        if t.width not in (8, 16, 32, 64):
            raise ValueError(f"no numpy dtype for {t}")
        return np.dtype(f"{'u' if t.signedness == 'u' else 'i'}{t.width // 8}")
    if type(t) is IndexType:
        return np.dtype(np.int64)
    if type(t) is ComplexType:
        return np.dtype(np.complex64 if t.element_type is F32 else np.complex128)
    raise ValueError(f"no numpy dtype for {t}")


HEX_THRESHOLD = 100  # MLIR prints non-splat dense elements with more elements than this as hex


class DenseElementsAttr(Attribute):
    """``dense<[1, 2]> : tensor<2xi32>``; the data is a read-only numpy array of the type's shape.

    Splat values are stored as a 0-d array. Large non-splat data prints as a hex string (as MLIR
    does above 100 elements); the printer may instead move it to a ``dense_resource`` blob.
    """

    __slots__ = ("type", "data", "is_splat")

    @classmethod
    def _key(cls, data, type):
        arr = np.asarray(data)
        dt = numpy_dtype(type.element_type)
        if arr.dtype != dt:
            arr = arr.astype(dt)
        shape = type.shape
        if arr.ndim == 0 or (arr.size == 1 and arr.shape != tuple(shape)):
            arr = arr.reshape(())
        elif arr.size > 0 and arr.shape == tuple(shape) and (arr.flat[0] == arr).all() and not (
                arr.dtype.kind == "f" and np.isnan(arr.flat[0])):
            arr = arr.flat[0:1].reshape(())
        elif arr.shape != tuple(shape):
            raise ValueError(f"dense data of shape {arr.shape} does not match {type}")
        arr = np.ascontiguousarray(arr).reshape(arr.shape)  # ascontiguousarray makes 0-d arrays 1-d
        arr.flags.writeable = False
        return (arr.dtype.str, arr.shape, arr.tobytes(), type)

    def _init(self, dtype, shape, raw, type):
        dt = numpy_dtype(type.element_type)
        arr = np.frombuffer(raw, dtype=dt).reshape(shape)
        self.type = type
        self.data = arr
        self.is_splat = arr.ndim == 0

    def _args(self):
        return (self.data, self.type)

    def to_numpy(self) -> np.ndarray:
        if self.is_splat:
            return np.broadcast_to(self.data, self.type.shape)
        return self.data

    def splat_value(self):
        return self.data.item()

    def _format_scalar(self, v):
        et = self.type.element_type
        if type(et) is FloatType:
            return format_float(float(v), et)
        if et is I1:
            return "true" if v else "false"
        if type(et) is ComplexType:
            inner = et.element_type
            fmt = (lambda x: format_float(float(x), inner)) if is_float(inner) else (lambda x: str(int(x)))
            return f"({fmt(v.real)},{fmt(v.imag)})"
        return str(int(v))

    def format_value(self, hex_threshold=HEX_THRESHOLD):
        if self.is_splat:
            return f"dense<{self._format_scalar(self.data.item())}>"
        arr = self.data
        if arr.size == 0:
            return "dense<>"  # MLIR prints nothing for an empty tensor
        if arr.size > hex_threshold:
            return f'dense<"0x{self.raw_bytes().hex().upper()}">'
        return f"dense<{self._nested(arr)}>"

    def raw_bytes(self) -> bytes:
        """The elements as MLIR lays them out in a hex literal: little-endian, one byte per i1,
        complex numbers as (real, imaginary) pairs of the element type."""
        arr = self.data
        et = self.type.element_type
        if type(et) is ComplexType:
            inner = numpy_dtype(et.element_type)
            pairs = np.stack([arr.real, arr.imag], axis=-1)
            return np.ascontiguousarray(pairs.astype(inner)).tobytes()
        if arr.dtype == np.bool_:
            return arr.astype(np.uint8).tobytes()
        return arr.tobytes()

    def _nested(self, arr):
        if arr.ndim == 0:
            return self._format_scalar(arr.item())
        if arr.ndim == 1:
            return "[" + ", ".join(self._format_scalar(v) for v in arr.tolist()) + "]"
        return "[" + ", ".join(self._nested(a) for a in arr) + "]"

    def _format(self):
        return f"{self.format_value()} : {self.type}"


class ResourceBlob:
    """Raw bytes behind ``dense_resource<key>``; printed in the ``dialect_resources`` section.

    ``data`` is a bytes-like object or numpy array (kept without copying); ``alignment`` is
    written as the blob's 4-byte little-endian prefix, as MLIR expects.
    """

    __slots__ = ("key", "data", "alignment")

    def __init__(self, key: str, data, alignment: int = 8):
        self.key = key
        self.data = data
        self.alignment = alignment

    def raw_bytes(self) -> bytes:
        d = self.data
        if isinstance(d, np.ndarray):
            return np.ascontiguousarray(d).tobytes()
        return bytes(d) if d is not None else b""

    def to_hex(self) -> str:
        return "0x" + struct.pack("<I", self.alignment).hex().upper() + self.raw_bytes().hex().upper()

    def byte_chunks(self, size):
        """The blob's bytes as consecutive ``memoryview``s of at most ``size`` bytes (no copy of an
        array's data)."""
        d = self.data
        if d is None:
            return
        if isinstance(d, np.ndarray):
            d = np.ascontiguousarray(d).reshape(-1).view(np.uint8)
        mv = memoryview(d).cast("B") if not isinstance(d, np.ndarray) else memoryview(d)
        for i in range(0, len(mv), size):
            yield mv[i:i + size]

    def __repr__(self):
        return f"<ResourceBlob {self.key}>"


class DenseResourceElementsAttr(Attribute):
    """``dense_resource<key> : tensor<...>``; the blob is shared, never formatted as decimals."""

    __slots__ = ("type", "blob")

    def _init(self, blob, type):
        self.blob = blob
        self.type = type

    def _args(self):
        return (self.blob, self.type)

    def _format(self):
        key = self.blob.key
        if not is_bare_identifier(key):
            key = f'"{escape_string(key)}"'
        return f"dense_resource<{key}> : {self.type}"

    def to_numpy(self) -> np.ndarray:
        dt = numpy_dtype(self.type.element_type)
        data = self.blob.data
        if data is None:
            raise ValueError(f"dense_resource<{self.blob.key}> has no data")
        if isinstance(data, np.ndarray):
            return data.reshape(self.type.shape)
        return np.frombuffer(data, dtype=dt).reshape(self.type.shape)


class OpaqueAttr(Attribute):
    """A dialect attribute kept as text: ``#linalg.iterator_type<parallel>``, ``#dialect<...>``."""

    __slots__ = ("dialect", "body")

    def _init(self, dialect, body):
        self.dialect = dialect
        self.body = body

    def _args(self):
        return (self.dialect, self.body)

    def _format(self):
        sep = "" if self.body.startswith("<") else "."
        return f"#{self.dialect}{sep}{self.body}"


class StridedLayoutAttr(Attribute):
    __slots__ = ("offset", "strides")

    @classmethod
    def _key(cls, offset, strides):
        return (int(offset), tuple(int(s) for s in strides))

    def _init(self, offset, strides):
        self.offset = offset
        self.strides = strides

    def _args(self):
        return (self.offset, self.strides)

    def _format(self):
        f = lambda v: "?" if v == DYNAMIC else str(v)
        off = f", offset: {f(self.offset)}" if self.offset != 0 else ""
        return f"strided<[{', '.join(map(f, self.strides))}]{off}>"


UNIT = UnitAttr()


def attr_value(attr):
    """The Python value of a simple attribute (ints, floats, strings, arrays of them)."""
    t = type(attr)
    if t is IntegerAttr:
        return bool(attr.value) if attr.type is I1 else attr.value
    if t is FloatAttr or t is StringAttr or t is TypeAttr:
        return attr.value
    if t is ArrayAttr:
        return [attr_value(a) for a in attr.value]
    if t is DenseArrayAttr:
        return list(attr.value)
    if t is UnitAttr:
        return True
    return attr
