"""Types of the torch dialect, spelled as Torch-MLIR spells them.

    >>> str(ValueTensorType((2, -1), F32))
    '!torch.vtensor<[2,?],f32>'
    >>> str(ListType(OptionalType(ValueTensorType())))
    '!torch.list<optional<vtensor>>'

Tensors: ``!torch.vtensor<[2,?],f32>`` has value semantics, ``!torch.tensor<...>`` is mutable and
may alias. ``sizes`` is a tuple of ints (-1 is an unknown size, printed ``?``) or None (unranked,
``*``); ``dtype`` is a builtin type (``f32``, ``si64``, ``ui8``, ``i1``, ``complex<f32>``, ...), a
quantized torch type (``!torch.qint8``), or None (``unk``). With neither, the type prints bare
(``!torch.vtensor``).

Inside another torch type, torch types drop their ``!torch.`` prefix
(``!torch.tuple<int, tensor>``); a quantized dtype keeps it (``!torch.vtensor<[2],!torch.qint8>``).

Like all tmlir types, these are interned: ``TorchIntType() is INT``.

This module does not import PyTorch; the dtype conversions import it when called.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.attributes import (Type, IntegerType, FloatType, ComplexType, F16, BF16, F32, F64, I1,
                                 RankedTensorType, UnrankedTensorType, DYNAMIC)

__all__ = [
    "TorchType", "BaseTensorType", "ValueTensorType", "NonValueTensorType", "TorchIntType",
    "TorchFloatType", "TorchBoolType", "TorchStringType", "TorchNoneType", "TorchDeviceType",
    "TorchGeneratorType", "TorchNumberType", "TorchAnyType", "LinearParamsType", "QInt8Type",
    "QUInt8Type", "QInt32Type", "QInt16Type", "ListType", "OptionalType", "TupleType", "UnionType",
    "DictType", "NnModuleType", "INT", "FLOAT", "BOOL", "STR", "NONE_TYPE", "DEVICE", "GENERATOR",
    "NUMBER", "COMPLEX", "TorchComplexType", "ANY", "LINEAR_PARAMS", "QINT8", "QUINT8", "QINT32", "QINT16", "UNKNOWN_SIZE", "join",
    "meet", "is_valid_dtype", "is_valid_subtype", "torch_dtype_to_type", "type_to_torch_dtype",
    "scalar_type_int", "scalar_type_int_to_type", "type_to_scalar_type_int", "F16", "BF16", "F32",
    "F64", "I1", "SI8", "SI16", "SI32", "SI64", "UI8", "UI16", "UI32", "UI64",
]

UNKNOWN_SIZE = -1

SI8 = IntegerType(8, "s")
SI16 = IntegerType(16, "s")
SI32 = IntegerType(32, "s")
SI64 = IntegerType(64, "s")
UI8 = IntegerType(8, "u")
UI16 = IntegerType(16, "u")
UI32 = IntegerType(32, "u")
UI64 = IntegerType(64, "u")


class TorchType(Type):
    """Base of the torch dialect's types: ``str`` gives ``!torch.<nested form>``."""

    __slots__ = ()

    def _format(self):
        return "!torch." + self.nested_str()

    def nested_str(self) -> str:
        """The spelling inside another torch type (without ``!torch.``)."""
        raise NotImplementedError


def _nested(t) -> str:
    return t.nested_str() if isinstance(t, TorchType) else str(t)


# ---------------------------------------------------------------------------------------------
# Keyword types
# ---------------------------------------------------------------------------------------------

class _KeywordType(TorchType):
    __slots__ = ()
    KEYWORD = None

    def _init(self):
        pass

    def _args(self):
        return ()

    def nested_str(self):
        return self.KEYWORD


class TorchIntType(_KeywordType):
    """``!torch.int``: a 64-bit signed integer (Python ``int``)."""
    __slots__ = ()
    KEYWORD = "int"


class TorchFloatType(_KeywordType):
    """``!torch.float``: a double (Python ``float``)."""
    __slots__ = ()
    KEYWORD = "float"


class TorchBoolType(_KeywordType):
    __slots__ = ()
    KEYWORD = "bool"


class TorchStringType(_KeywordType):
    __slots__ = ()
    KEYWORD = "str"


class TorchNoneType(_KeywordType):
    __slots__ = ()
    KEYWORD = "none"


class TorchDeviceType(_KeywordType):
    __slots__ = ()
    KEYWORD = "Device"


class TorchGeneratorType(_KeywordType):
    __slots__ = ()
    KEYWORD = "Generator"


class TorchNumberType(_KeywordType):
    """``!torch.number``: an int or a float (``Scalar`` in schemas)."""
    __slots__ = ()
    KEYWORD = "number"


class TorchComplexType(_KeywordType):
    """``!torch.complex``: a Python complex number (``complex`` in schemas; a ``Scalar``)."""
    __slots__ = ()
    KEYWORD = "complex"


class TorchAnyType(_KeywordType):
    __slots__ = ()
    KEYWORD = "any"


class LinearParamsType(_KeywordType):
    """``!torch.LinearParams``: packed weights of a quantized linear layer."""
    __slots__ = ()
    KEYWORD = "LinearParams"


class QInt8Type(_KeywordType):
    """``!torch.qint8``, a tensor dtype."""
    __slots__ = ()
    KEYWORD = "qint8"


class QUInt8Type(_KeywordType):
    __slots__ = ()
    KEYWORD = "quint8"


class QInt32Type(_KeywordType):
    __slots__ = ()
    KEYWORD = "qint32"


class QInt16Type(_KeywordType):
    __slots__ = ()
    KEYWORD = "qint16"


INT = TorchIntType()
FLOAT = TorchFloatType()
BOOL = TorchBoolType()
STR = TorchStringType()
NONE_TYPE = TorchNoneType()
DEVICE = TorchDeviceType()
GENERATOR = TorchGeneratorType()
NUMBER = TorchNumberType()
COMPLEX = TorchComplexType()
ANY = TorchAnyType()
LINEAR_PARAMS = LinearParamsType()
QINT8 = QInt8Type()
QUINT8 = QUInt8Type()
QINT32 = QInt32Type()
QINT16 = QInt16Type()

KEYWORD_TYPES = {t.KEYWORD: t for t in (INT, FLOAT, BOOL, STR, NONE_TYPE, DEVICE, GENERATOR, NUMBER, COMPLEX, ANY,
                                        LINEAR_PARAMS, QINT8, QUINT8, QINT32, QINT16)}
QUANTIZED_DTYPES = (QINT8, QUINT8, QINT32, QINT16)


# ---------------------------------------------------------------------------------------------
# Tensors
# ---------------------------------------------------------------------------------------------

_VALID_FLOATS = {"f16", "bf16", "f32", "f64", "f8E5M2", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ"}


def is_valid_dtype(t) -> bool:
    """Whether ``t`` may be a torch tensor's dtype (Torch-MLIR's list)."""
    tt = type(t)
    if tt is FloatType:
        return t.kind in _VALID_FLOATS
    if tt is IntegerType:
        if t.signedness == "":
            return t.width == 1
        return t.width in (8, 16, 32, 64)
    if tt is ComplexType:
        return type(t.element_type) is FloatType and t.element_type.kind in ("f16", "f32", "f64")
    return t in QUANTIZED_DTYPES


def _norm_sizes(sizes):
    if sizes is None:
        return None
    out = []
    for d in sizes:
        if d is None:
            out.append(UNKNOWN_SIZE)
            continue
        d = int(d)
        out.append(UNKNOWN_SIZE if d < 0 else d)
    return tuple(out)


class BaseTensorType(TorchType):
    """Common part of ``!torch.vtensor`` and ``!torch.tensor``: optional sizes and dtype."""

    __slots__ = ("sizes", "dtype")
    KEYWORD = None

    @classmethod
    def _key(cls, sizes=None, dtype=None):
        if dtype is not None and not is_valid_dtype(dtype):
            raise ValueError(f"invalid dtype '{dtype}' for !torch.{cls.KEYWORD} type")
        return (_norm_sizes(sizes), dtype)

    def _init(self, sizes, dtype):
        self.sizes = sizes
        self.dtype = dtype

    def _args(self):
        return (self.sizes, self.dtype)

    def nested_str(self):
        if self.sizes is None and self.dtype is None:
            return self.KEYWORD
        if self.sizes is None:
            s = "*"
        else:
            s = "[" + ",".join("?" if d < 0 else str(d) for d in self.sizes) + "]"
        d = "unk" if self.dtype is None else str(self.dtype)
        return f"{self.KEYWORD}<{s},{d}>"

    # -- queries -------------------------------------------------------------------------------
    @property
    def has_sizes(self) -> bool:
        return self.sizes is not None

    @property
    def has_dtype(self) -> bool:
        return self.dtype is not None

    @property
    def rank(self):
        """The number of dimensions, or None when unranked."""
        return None if self.sizes is None else len(self.sizes)

    @property
    def has_known_sizes(self) -> bool:
        """Ranked with every size known."""
        return self.sizes is not None and all(d >= 0 for d in self.sizes)

    def numel(self):
        """The number of elements, or None unless every size is known."""
        if not self.has_known_sizes:
            return None
        n = 1
        for d in self.sizes:
            n *= d
        return n

    @property
    def is_value_tensor(self) -> bool:
        return type(self) is ValueTensorType

    # -- derived types -------------------------------------------------------------------------
    def with_sizes(self, sizes):
        return type(self)(sizes, self.dtype)

    def with_dtype(self, dtype):
        return type(self)(self.sizes, dtype)

    def with_sizes_and_dtype(self, sizes, dtype):
        return type(self)(sizes, dtype)

    def to_value(self) -> "ValueTensorType":
        return ValueTensorType(self.sizes, self.dtype)

    def to_non_value(self) -> "NonValueTensorType":
        return NonValueTensorType(self.sizes, self.dtype)

    def to_builtin(self):
        """The builtin tensor type the backends use: ``tensor<2x?xf32>`` (unknown sizes become
        ``DYNAMIC``; integer dtypes become signless; quantized ones their storage integer).
        Needs a known dtype; an unranked type gives ``tensor<*x...>``."""
        if self.dtype is None:
            raise ValueError(f"{self} has no dtype: no builtin tensor type")
        et = builtin_element_type(self.dtype)
        if self.sizes is None:
            return UnrankedTensorType(et)
        return RankedTensorType([DYNAMIC if d < 0 else d for d in self.sizes], et)

    @classmethod
    def from_builtin(cls, t):
        """The torch tensor type of a builtin tensor type (signless integers become signed, as
        ``torch.vtensor.literal`` infers; ``i1`` stays)."""
        et = _signed(t.element_type)
        if isinstance(t, UnrankedTensorType):
            return cls(None, et)
        return cls([UNKNOWN_SIZE if d < 0 else d for d in t.shape], et)


class ValueTensorType(BaseTensorType):
    """``!torch.vtensor<[2,?],f32>``: a tensor with value semantics."""
    __slots__ = ()
    KEYWORD = "vtensor"


class NonValueTensorType(BaseTensorType):
    """``!torch.tensor<[2,?],f32>``: a mutable tensor that may alias others."""
    __slots__ = ()
    KEYWORD = "tensor"


def builtin_element_type(dtype):
    """The builtin (signless) element type backends use for a torch dtype."""
    t = type(dtype)
    if t is IntegerType:
        return dtype if dtype.signedness == "" else IntegerType(dtype.width)
    if dtype is QINT8 or dtype is QUINT8:
        return IntegerType(8)
    if dtype is QINT16:
        return IntegerType(16)
    if dtype is QINT32:
        return IntegerType(32)
    return dtype


def _signed(et):
    if type(et) is IntegerType and et.signedness == "" and et.width != 1:
        return IntegerType(et.width, "s")
    return et


def join(a: BaseTensorType, b: BaseTensorType):
    """The most refined tensor type both ``a`` and ``b`` refine (what is known of both and agrees).
    Both must be of the same kind (value or non-value); else None."""
    if type(a) is not type(b) or not isinstance(a, BaseTensorType):
        return None
    if a is b:
        return a
    dtype = a.dtype if a.dtype is b.dtype else None
    if a.sizes is None or b.sizes is None or len(a.sizes) != len(b.sizes):
        sizes = None
    else:
        sizes = tuple(x if x == y else UNKNOWN_SIZE for x, y in zip(a.sizes, b.sizes))
    return type(a)(sizes, dtype)


def meet(a: BaseTensorType, b: BaseTensorType):
    """The least refined tensor type that refines both ``a`` and ``b`` (the knowledge of both
    combined), or None when they contradict each other or differ in kind."""
    if type(a) is not type(b) or not isinstance(a, BaseTensorType):
        return None
    if a is b:
        return a
    if a.dtype is None or b.dtype is None:
        dtype = a.dtype if b.dtype is None else b.dtype
    elif a.dtype is b.dtype:
        dtype = a.dtype
    else:
        return None
    if a.sizes is None or b.sizes is None:
        sizes = a.sizes if b.sizes is None else b.sizes
    elif len(a.sizes) != len(b.sizes):
        return None
    else:
        sizes = []
        for x, y in zip(a.sizes, b.sizes):
            if x < 0:
                sizes.append(y)
            elif y < 0 or x == y:
                sizes.append(x)
            else:
                return None
    return type(a)(sizes, dtype)


# ---------------------------------------------------------------------------------------------
# Containers
# ---------------------------------------------------------------------------------------------

class ListType(TorchType):
    """``!torch.list<int>``."""
    __slots__ = ("element_type",)

    def _init(self, element_type):
        self.element_type = element_type

    def _args(self):
        return (self.element_type,)

    def nested_str(self):
        return f"list<{_nested(self.element_type)}>"


class OptionalType(TorchType):
    """``!torch.optional<int>``: the type or ``none``."""
    __slots__ = ("element_type",)

    def _init(self, element_type):
        self.element_type = element_type

    def _args(self):
        return (self.element_type,)

    def nested_str(self):
        return f"optional<{_nested(self.element_type)}>"


class TupleType(TorchType):
    """``!torch.tuple<int, tensor>`` (the torch dialect's tuple, not MLIR's builtin one)."""
    __slots__ = ("types",)

    @classmethod
    def _key(cls, types=()):
        return (tuple(types),)

    def _init(self, types):
        self.types = types

    def _args(self):
        return (self.types,)

    def nested_str(self):
        return f"tuple<{', '.join(map(_nested, self.types))}>"


class UnionType(TorchType):
    """``!torch.union<float, int>``."""
    __slots__ = ("types",)

    @classmethod
    def _key(cls, types=()):
        return (tuple(types),)

    def _init(self, types):
        self.types = types

    def _args(self):
        return (self.types,)

    def nested_str(self):
        return f"union<{', '.join(map(_nested, self.types))}>"


class DictType(TorchType):
    """``!torch.dict<str, tensor>``."""
    __slots__ = ("key_type", "value_type")

    def _init(self, key_type, value_type):
        self.key_type = key_type
        self.value_type = value_type

    def _args(self):
        return (self.key_type, self.value_type)

    def nested_str(self):
        return f"dict<{_nested(self.key_type)}, {_nested(self.value_type)}>"


class NnModuleType(TorchType):
    """``!torch.nn.Module<"__torch__.Foo">``: an instance of a ``torch.class_type``."""
    __slots__ = ("class_name",)

    @classmethod
    def _key(cls, class_name):
        return (str(class_name),)

    def _init(self, class_name):
        self.class_name = class_name

    def _args(self):
        return (self.class_name,)

    def nested_str(self):
        return f'nn.Module<"{A.escape_string(self.class_name)}">'


# ---------------------------------------------------------------------------------------------
# Subtyping (what `torch.derefine` and the container constructors accept)
# ---------------------------------------------------------------------------------------------

def _tensor_refines(sub, sup):
    if type(sub) is not type(sup):
        return False
    if sup.dtype is not None and sub.dtype is not sup.dtype:
        return False
    if sup.sizes is None:
        return True
    if sub.sizes is None or len(sub.sizes) != len(sup.sizes):
        return False
    return all(y < 0 or x == y for x, y in zip(sub.sizes, sup.sizes))


def is_valid_subtype(sub, sup) -> bool:
    """Whether a value of type ``sub`` may be used where ``sup`` is expected (TorchScript's
    subtyping: ``int`` <: ``number`` <: ``any``, ``T`` <: ``optional<T>``, ``none`` <:
    ``optional<T>``, a refined tensor <: a less refined one of the same kind, unions, and
    element-wise for tuples, lists and optionals)."""
    if sub is sup or sup is ANY:
        return True
    ts, tp = type(sub), type(sup)
    if tp is TorchNumberType:
        return ts in (TorchIntType, TorchFloatType, TorchNumberType)
    if tp is OptionalType:
        if ts is TorchNoneType:
            return True
        if ts is OptionalType:
            return is_valid_subtype(sub.element_type, sup.element_type)
        return is_valid_subtype(sub, sup.element_type)
    if tp is UnionType:
        if ts is UnionType:
            return all(is_valid_subtype(s, sup) for s in sub.types)
        return any(is_valid_subtype(sub, m) for m in sup.types)
    if isinstance(sup, BaseTensorType):
        return isinstance(sub, BaseTensorType) and _tensor_refines(sub, sup)
    if ts is not tp:
        return False
    if tp is TupleType:
        return len(sub.types) == len(sup.types) and all(map(is_valid_subtype, sub.types, sup.types))
    if tp is ListType:
        return is_valid_subtype(sub.element_type, sup.element_type)
    if tp is DictType:
        return sub.key_type is sup.key_type and is_valid_subtype(sub.value_type, sup.value_type)
    return False


# ---------------------------------------------------------------------------------------------
# PyTorch dtypes (imported lazily)
# ---------------------------------------------------------------------------------------------

# PyTorch's c10::ScalarType numbering, which Torch-MLIR uses to encode a dtype as a
# `torch.constant.int`; the builtin/torch type for those the dialect can represent.
_SCALAR_TYPES = [
    # (ScalarType number, torch attribute name, type or None)
    (0, "uint8", UI8), (1, "int8", SI8), (2, "int16", SI16), (3, "int32", SI32), (4, "int64", SI64),
    (5, "float16", F16), (6, "float32", F32), (7, "float64", F64), (8, "complex32", ComplexType(F16)),
    (9, "complex64", ComplexType(F32)), (10, "complex128", ComplexType(F64)), (11, "bool", I1),
    (12, "qint8", QINT8), (13, "quint8", QUINT8), (14, "qint32", QINT32), (15, "bfloat16", BF16),
    (16, "quint4x2", None), (17, "quint2x4", None), (18, "bits1x8", None), (19, "bits2x4", None),
    (20, "bits4x2", None), (21, "bits8", None), (22, "bits16", None),
    (23, "float8_e5m2", FloatType("f8E5M2")), (24, "float8_e4m3fn", FloatType("f8E4M3FN")),
    (25, "float8_e5m2fnuz", FloatType("f8E5M2FNUZ")), (26, "float8_e4m3fnuz", FloatType("f8E4M3FNUZ")),
    (27, "uint16", UI16), (28, "uint32", UI32), (29, "uint64", UI64),
]
_INT_BY_NAME = {name: n for n, name, _ in _SCALAR_TYPES}
_TYPE_BY_INT = {n: t for n, _, t in _SCALAR_TYPES if t is not None}
_INT_BY_TYPE = {t: n for n, _, t in _SCALAR_TYPES if t is not None}
_NAME_BY_TYPE = {t: name for _, name, t in _SCALAR_TYPES if t is not None}


def _dtype_name(dtype) -> str:
    s = str(dtype)
    if not s.startswith("torch."):
        raise TypeError(f"expected a torch.dtype, got {dtype!r}")
    return s[len("torch."):]


def scalar_type_int(dtype) -> int:
    """PyTorch's ScalarType number of a ``torch.dtype`` (``torch.float32`` -> 6), the way
    Torch-MLIR passes dtypes to ops (as ``torch.constant.int``)."""
    name = _dtype_name(dtype)
    n = _INT_BY_NAME.get(name)
    if n is None:
        raise ValueError(f"dtype {dtype} has no ScalarType number known to tmlir")
    return n


def torch_dtype_to_type(dtype) -> Type:
    """The torch-dialect dtype of a ``torch.dtype``: ``torch.int64`` -> ``si64``,
    ``torch.bool`` -> ``i1``, ``torch.qint8`` -> ``!torch.qint8``."""
    name = _dtype_name(dtype)
    n = _INT_BY_NAME.get(name)
    t = _TYPE_BY_INT.get(n) if n is not None else None
    if t is None:
        raise ValueError(f"unsupported dtype {dtype}: the torch dialect has no element type for it")
    return t


def type_to_torch_dtype(t):
    """The ``torch.dtype`` of a torch-dialect dtype (signless integers accepted: ``i64`` ->
    ``torch.int64``)."""
    import torch
    name = _NAME_BY_TYPE.get(t)
    if name is None and type(t) is IntegerType and t.signedness == "" and t.width in (8, 16, 32, 64):
        name = _NAME_BY_TYPE.get(IntegerType(t.width, "s"))
    if name is None:
        raise ValueError(f"no torch.dtype for element type {t}")
    return getattr(torch, name)


def scalar_type_int_to_type(n: int):
    """The dtype for a ScalarType number (6 -> f32); None if the dialect cannot represent it."""
    return _TYPE_BY_INT.get(n)


def type_to_scalar_type_int(t) -> int:
    """The ScalarType number of a torch-dialect dtype (f32 -> 6)."""
    n = _INT_BY_TYPE.get(t)
    if n is None and type(t) is IntegerType and t.signedness == "" and t.width in (8, 16, 32, 64):
        n = _INT_BY_TYPE.get(IntegerType(t.width, "s"))
    if n is None:
        raise ValueError(f"no ScalarType number for element type {t}")
    return n


# ---------------------------------------------------------------------------------------------
# Parsing (`!torch.xxx`), installed as the parser's hook for the "torch" dialect
# ---------------------------------------------------------------------------------------------

_PARSED = {}  # the tokens of a `!torch.name<...>` type, joined -> the type (types are interned)
_PARSED_LIMIT = 100000


def parse_torch_type(parser, name, pos):
    """Parse the rest of ``!torch.<name>`` (the parser stands after the name)."""
    if not (parser.at("<") and parser.adjacent()):
        t = KEYWORD_TYPES.get(name)
        if t is not None:
            return t
        return _parse_after_name(parser, name, False, pos, top=True)
    # A module repeats the same few types many times: find the closing '>' by scanning the
    # tokens and reuse the type parsed the first time these tokens were seen.
    toks = parser._toks
    start = j = parser.tok_start
    depth = 0
    n = len(toks) - 1
    while j < n:
        t = toks[j]
        last = t[-1:]
        if last == "<":
            depth += 1
        elif t == ">":
            depth -= 1
            if depth == 0:
                break
        j += 1
    else:
        j = -1
    if j > 0:
        key = name + "".join(toks[start:j + 1])
        t = _PARSED.get(key)
        if t is not None:
            parser.reset(j + 1)
            return t
    parser.next()
    t = _parse_after_name(parser, name, True, pos, top=True)
    if j > 0 and parser.tok_start == j + 1:
        if len(_PARSED) >= _PARSED_LIMIT:
            _PARSED.clear()
        _PARSED[key] = t
    return t


def _parse_nested(parser):
    """A torch type written without ``!torch.`` inside another torch type."""
    pos = parser.tok_start
    if parser.tok_kind != "bare":
        raise parser.error(f"expected a torch type keyword, found '{parser.tok_text or 'end of file'}'")
    text = parser.tok_text
    opened = False
    if text.endswith("<"):
        # `tensor<` lexes as the start of a builtin shaped type: the '<' is part of the token
        name = text[:-1]
        if not name.isidentifier():
            raise parser.error(f"expected a torch type keyword, found '{text}'")
        opened = True
    else:
        name = text
    parser.next()
    if not opened and parser.at("<") and parser.adjacent():
        parser.next()
        opened = True
    return _parse_after_name(parser, name, opened, pos, top=False)


def _parse_after_name(parser, name, opened, pos, top):
    t = KEYWORD_TYPES.get(name)
    if t is not None:
        if opened:
            raise parser.error(f"unexpected '<' after !torch.{name}")
        return t
    if name in ("vtensor", "tensor"):
        cls = ValueTensorType if name == "vtensor" else NonValueTensorType
        if not opened:
            return cls()
        return _parse_tensor_body(parser, cls)
    if name in ("list", "optional", "tuple", "union", "dict", "nn.Module"):
        if not opened:
            raise parser.error(f"expected '<' after !torch.{name}")
        if name == "list" or name == "optional":
            e = _parse_nested(parser)
            parser.expect(">", f"to close !torch.{name}<...>")
            return ListType(e) if name == "list" else OptionalType(e)
        if name == "tuple" or name == "union":
            elems = []
            if not parser.accept(">"):
                elems.append(_parse_nested(parser))
                while parser.accept(","):
                    elems.append(_parse_nested(parser))
                parser.expect(">", f"to close !torch.{name}<...>")
            return TupleType(elems) if name == "tuple" else UnionType(elems)
        if name == "dict":
            k = _parse_nested(parser)
            parser.expect(",", "between the key and value types of !torch.dict")
            v = _parse_nested(parser)
            parser.expect(">", "to close !torch.dict<...>")
            return DictType(k, v)
        cname = parser.parse_string("class name string")
        parser.expect(">", "to close !torch.nn.Module<...>")
        return NnModuleType(cname)
    raise parser.error(f"unknown type `{name}` in dialect `torch`", pos)


def _parse_tensor_body(parser, cls):
    kind = cls.KEYWORD
    if parser.accept("*"):
        sizes = None
    elif parser.at("["):
        parser.next()
        sizes = []
        if not parser.accept("]"):
            while True:
                if parser.accept("?"):
                    sizes.append(UNKNOWN_SIZE)
                else:
                    vpos = parser.tok_start
                    v = parser.parse_optional_integer()
                    if v is None:
                        raise parser.error(f"expected a size (an integer or '?') in !torch.{kind} sizes, found "
                                           f"'{parser.tok_text or 'end of file'}'")
                    if v < -1:
                        raise parser.error(f"invalid size {v} in !torch.{kind} sizes", vpos)
                    sizes.append(v)
                if parser.accept("]"):
                    break
                if not parser.at(","):
                    raise parser.error(f"expected ',' or ']' in !torch.{kind} sizes, found "
                                       f"'{parser.tok_text or 'end of file'}'")
                parser.next()
    else:
        raise parser.error(f"expected '*' or '[' to start the sizes of !torch.{kind}, found "
                           f"'{parser.tok_text or 'end of file'}'")
    parser.expect(",", f"between the sizes and dtype of !torch.{kind}")
    dpos = parser.tok_start
    if parser.accept("unk"):
        dtype = None
    else:
        text = parser.tok_text
        dtype = parser.parse_optional_type()
        if dtype is None or not is_valid_dtype(dtype):
            shown = str(dtype) if dtype is not None else (text or "end of file")
            raise parser.error(f"invalid dtype '{shown}' for !torch.{kind} type", dpos)
    parser.expect(">", f"to close !torch.{kind}<...>")
    return cls(sizes, dtype)
