"""Hand-written ops of the torch dialect, in Torch-MLIR's syntax.

    %int3 = torch.constant.int 3
    %float1.500000e00 = torch.constant.float 1.500000e+00
    %0 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.vtensor.literal(dense<1.0> : tensor<2xf32>) : !torch.vtensor<[2],f32>
    %2 = torch.prim.If %cond -> (!torch.int) { ... } else { ... }

Constants (``torch.constant.*``), the TorchScript structural ops (``prim.If``, ``prim.Loop``,
lists and tuples, the object graph: ``class_type``, ``nn_module``, ``GetAttr`` ...), global slots,
tensor literals and copies between value and non-value tensors, the shape/dtype calculation
wrappers, symbolic shapes, and ``torch.operator`` for ops without a schema. The ops generated
from PyTorch's registry (``torch.aten.add.Tensor`` ...) live in ``generated.py``.
"""
from __future__ import annotations

import math

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMapAttr
from tmlir.ir.core import Block, Region, VerifyError, IRError
from tmlir.ir.opdef import (Op, register, operand, var_operand, result, var_result, prop, opt_prop, region,
                            var_region, Pure, ConstantLike, IsTerminator, ReturnLike, HasParent, Symbol,
                            SingleBlock, IsolatedFromAbove, Trait)
from tmlir.ir.rewrite import RewritePattern

from .types import (BaseTensorType, ValueTensorType, NonValueTensorType, ListType, TupleType, DictType,
                    NnModuleType, INT, FLOAT, BOOL, STR, NONE_TYPE, DEVICE, NUMBER, COMPLEX, LINEAR_PARAMS,
                    is_valid_subtype)

# Torch-MLIR's op traits, for passes that ask
AllowsTypeRefinement = Trait("AllowsTypeRefinement")
HasValueSemantics = Trait("HasValueSemantics")
ReadOnly = Trait("ReadOnly")


def _err(op, msg):
    raise VerifyError(f"'{op.name}' op {msg}", op=op)


def _write_types(p, types):
    p.write(", ".join(p.type_str(t) for t in types))


def _parse_n_types(parser, n):
    out = []
    for i in range(n):
        if i:
            parser.expect(",")
        out.append(parser.parse_type())
    return out


def _parse_type_list_opt(parser):
    """A possibly empty comma-separated type list (empty when no type starts here)."""
    if parser.tok_kind == "bangid" or (parser.tok_kind == "bare" and parser.tok_text not in ("loc",)):
        return parser.parse_type_list()
    return []


def _attrs_for_print(op, skip=()):
    """Discardable attributes plus inherent ones the custom form does not spell out."""
    d = {k: v for k, v in op.properties.items() if k not in skip}
    d.update(op.attributes)
    return d


def _split_attrs(cls, attrs):
    props, disc = {}, {}
    for k, v in attrs.items():
        (props if k in cls._inherent_names else disc)[k] = v
    return props, disc


# ---------------------------------------------------------------------------------------------
# Base class: constants from folds become torch constants
# ---------------------------------------------------------------------------------------------

class TorchOp(Op):
    """Base of torch-dialect ops: folded values materialise as ``torch.constant.*`` (or
    ``torch.vtensor.literal`` for tensors)."""

    __slots__ = ()

    @classmethod
    def materialize_constant(cls, attr, type, location=None):
        return materialize_torch_constant(attr, type, location)


def materialize_torch_constant(attr, type, location=None):
    """A new constant op producing ``attr`` as a value of torch type ``type``, or None."""
    t = type
    if t is INT and isinstance(attr, A.IntegerAttr) and attr.type is not A.I1:
        return ConstantIntOp.build_value(attr.value, location)
    if t is BOOL and isinstance(attr, A.IntegerAttr):
        return ConstantBoolOp.build_value(bool(attr.value), location)
    if t is FLOAT and isinstance(attr, (A.FloatAttr, A.IntegerAttr)):
        return ConstantFloatOp.build_value(float(attr.value), location)
    if t is NUMBER and isinstance(attr, (A.FloatAttr, A.IntegerAttr)):
        return ConstantNumberOp.build_value(attr.value if isinstance(attr, A.FloatAttr) else int(attr.value),
                                            location)
    if t is STR and isinstance(attr, A.StringAttr):
        return ConstantStrOp.build_value(attr.value, location)
    if t is DEVICE and isinstance(attr, A.StringAttr):
        return ConstantDeviceOp.build_value(attr.value, location)
    if t is NONE_TYPE and (attr is A.UNIT or attr is None):
        return ConstantNoneOp.build_value(location)
    if isinstance(t, ValueTensorType) and isinstance(attr, (A.DenseElementsAttr, A.DenseResourceElementsAttr)):
        if ValueTensorLiteralOp.inferred_type(attr) is not t:
            return None
        return ValueTensorLiteralOp.build_literal(attr, t, location)
    return None


class EraseUnusedOp(RewritePattern):
    """Erase an op whose results are unused and which writes nothing (value semantics, list
    construction): such ops are not Pure, since two of them may not be merged (a list or a
    ``!torch.tensor`` they read may change in between), but a dead one can go."""

    def match_and_rewrite(self, op, rewriter):
        for r in op.results:
            if r.uses:
                return False
        rewriter.erase_op(op)
        return True


# ---------------------------------------------------------------------------------------------
# Constants
# ---------------------------------------------------------------------------------------------

def _sanitize_name(s):
    """MLIR's SSA-name sanitising: other characters become their hex code (``cuda:0`` ->
    ``cuda3A0``), a space an underscore."""
    out = []
    for c in s:
        if (c.isascii() and c.isalnum()) or c in "_$.-":
            out.append(c)
        elif c == " ":
            out.append("_")
        else:
            out.extend("%X" % b for b in c.encode("utf-8"))
    return "".join(out)


def float_name(value: float) -> str:
    """The SSA name Torch-MLIR gives ``torch.constant.float``: ``float1.500000e00``."""
    if math.isnan(value):
        return "floatNaN"
    if math.isinf(value):
        return "float-Inf" if value < 0 else "floatInf"
    return "float" + A._apfloat_string(value, 53, 6, True).replace("+", "")


class _ConstantOp(TorchOp):
    __slots__ = ()
    traits = {Pure, ConstantLike, AllowsTypeRefinement}
    RESULT_TYPE = None

    def fold(self):
        v = self.properties.get("value")
        return [v] if v is not None else None

    def verify_(self):
        if self.results[0].type is not self.RESULT_TYPE:
            _err(self, f"result must be {self.RESULT_TYPE}, got {self.results[0].type}")

    @classmethod
    def _build(cls, value_attr, location):
        props = {"value": value_attr} if value_attr is not None else {}
        return cls.create(cls.OPNAME, (), [cls.RESULT_TYPE], None, props, (), (), location)

    def print_custom(self, p):
        p.write(" " + self._format_value())
        p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        v = cls._parse_value(parser)
        attrs = parser.parse_optional_attr_dict()
        return cls._build(v, None) if not attrs else cls.create(
            cls.OPNAME, (), [cls.RESULT_TYPE], attrs, {"value": v} if v is not None else {}, (), (), None)


@register
class ConstantIntOp(_ConstantOp):
    """``%int3 = torch.constant.int 3``"""
    OPNAME = "torch.constant.int"
    value = prop(A.IntegerAttr)
    result = result()
    RESULT_TYPE = INT

    @classmethod
    def build_value(cls, value: int, location=None):
        return cls._build(A.IntegerAttr(int(value), A.I64), location)

    def asm_result_names(self):
        return f"int{self.value.value}"

    def _format_value(self):
        return str(self.value.value)

    @classmethod
    def _parse_value(cls, parser):
        return A.IntegerAttr(parser.parse_integer(), A.I64)

    def verify_(self):
        super().verify_()
        if self.value.type is not A.I64:
            _err(self, f"value must be a 64-bit integer attribute, got {self.value}")


@register
class ConstantFloatOp(_ConstantOp):
    """``%float1.500000e00 = torch.constant.float 1.500000e+00``"""
    OPNAME = "torch.constant.float"
    value = prop(A.FloatAttr)
    result = result()
    RESULT_TYPE = FLOAT

    @classmethod
    def build_value(cls, value: float, location=None):
        return cls._build(A.FloatAttr(float(value), A.F64), location)

    def asm_result_names(self):
        return float_name(self.value.value)

    def _format_value(self):
        return A.format_float(self.value.value, A.F64)

    @classmethod
    def _parse_value(cls, parser):
        a = parser.parse_attribute(A.F64)
        if not isinstance(a, A.FloatAttr):
            raise parser.error("expected a float value")
        return a

    def verify_(self):
        super().verify_()
        if self.value.type is not A.F64:
            _err(self, f"value must be a 64-bit float attribute, got {self.value}")


@register
class ConstantBoolOp(_ConstantOp):
    """``%true = torch.constant.bool true``"""
    OPNAME = "torch.constant.bool"
    value = prop(A.IntegerAttr)
    result = result()
    RESULT_TYPE = BOOL

    @classmethod
    def build_value(cls, value: bool, location=None):
        return cls._build(A.BoolAttr(bool(value)), location)

    def asm_result_names(self):
        return "true" if self.value.value else "false"

    def _format_value(self):
        return "true" if self.value.value else "false"

    @classmethod
    def _parse_value(cls, parser):
        if parser.accept("true"):
            return A.TRUE
        if parser.accept("false"):
            return A.FALSE
        raise parser.error(f"expected 'true' or 'false', found '{parser.tok_text or 'end of file'}'")

    def verify_(self):
        super().verify_()
        if self.value.type is not A.I1:
            _err(self, f"value must be a bool attribute, got {self.value}")


@register
class ConstantStrOp(_ConstantOp):
    """``%str = torch.constant.str "hello"``"""
    OPNAME = "torch.constant.str"
    value = prop(A.StringAttr)
    result = result()
    RESULT_TYPE = STR

    @classmethod
    def build_value(cls, value: str, location=None):
        return cls._build(A.StringAttr(value), location)

    def asm_result_names(self):
        return "str"

    def _format_value(self):
        return str(self.value)

    @classmethod
    def _parse_value(cls, parser):
        return A.StringAttr(parser.parse_string())


@register
class ConstantDeviceOp(_ConstantOp):
    """``%cpu = torch.constant.device "cpu"``"""
    OPNAME = "torch.constant.device"
    value = prop(A.StringAttr)
    result = result()
    RESULT_TYPE = DEVICE

    @classmethod
    def build_value(cls, value: str, location=None):
        return cls._build(A.StringAttr(str(value)), location)

    def asm_result_names(self):
        return _sanitize_name(self.value.value)

    def _format_value(self):
        return str(self.value)

    @classmethod
    def _parse_value(cls, parser):
        return A.StringAttr(parser.parse_string())


@register
class ConstantNoneOp(_ConstantOp):
    """``%none = torch.constant.none``"""
    OPNAME = "torch.constant.none"
    result = result()
    RESULT_TYPE = NONE_TYPE

    @classmethod
    def build_value(cls, location=None):
        return cls._build(None, location)

    def asm_result_names(self):
        return "none"

    def fold(self):
        return None

    def print_custom(self, p):
        p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        attrs = parser.parse_optional_attr_dict()
        return cls.create(cls.OPNAME, (), [NONE_TYPE], attrs, None, (), (), None)


@register
class ConstantComplexOp(_ConstantOp):
    """``%complex = torch.constant.complex [1.000000e+00, -2.500000e+00]``: a Python complex number
    of type ``!torch.complex`` (real and imaginary parts as f64, printed as ``complex.constant``
    prints its value). tmlir's own: the Torch-MLIR bundled with IREE 3.13 has neither the op nor
    the type, so the FX importer emits it only for complex arguments, which that importer rejects.
    Lowerings read it as a constant (``const_value``); no value of the type reaches a backend."""
    OPNAME = "torch.constant.complex"
    value = prop(A.ArrayAttr)
    result = result()
    RESULT_TYPE = COMPLEX

    @classmethod
    def build_value(cls, value: complex, location=None):
        value = complex(value)
        return cls._build(A.ArrayAttr((A.FloatAttr(value.real, A.F64), A.FloatAttr(value.imag, A.F64))), location)

    def complex_value(self) -> complex:
        re_, im_ = self.value.value
        return complex(re_.value, im_.value)

    def asm_result_names(self):
        return "complex"

    def _format_value(self):
        re_, im_ = self.value.value
        return f"[{A.format_float(re_.value, A.F64)}, {A.format_float(im_.value, A.F64)}]"

    @classmethod
    def _parse_value(cls, parser):
        a = parser.parse_attribute()
        if (not isinstance(a, A.ArrayAttr) or len(a.value) != 2
                or not all(isinstance(x, A.FloatAttr) and x.type is A.F64 for x in a.value)):
            raise parser.error("expected [real, imaginary] as two f64 values")
        return a

    def verify_(self):
        super().verify_()
        v = self.value.value
        if len(v) != 2 or not all(isinstance(x, A.FloatAttr) and x.type is A.F64 for x in v):
            _err(self, f"value must be [real, imaginary] as two f64 float attributes, got {self.value}")


@register
class ConstantNumberOp(TorchOp):
    """``torch.constant.number``: an int or float typed ``!torch.number``. Torch-MLIR gives it
    no custom form, so it prints generically:
    ``%0 = "torch.constant.number"() <{value = 1 : i64}> : () -> !torch.number``."""
    OPNAME = "torch.constant.number"
    value = prop((A.IntegerAttr, A.FloatAttr))
    result = result()
    traits = {Pure, ConstantLike, AllowsTypeRefinement}

    @classmethod
    def build_value(cls, value, location=None):
        attr = A.FloatAttr(value, A.F64) if isinstance(value, float) else A.IntegerAttr(int(value), A.I64)
        return cls.create(cls.OPNAME, (), [NUMBER], None, {"value": attr}, (), (), location)

    def verify_(self):
        if self.results[0].type is not NUMBER:
            _err(self, f"result must be !torch.number, got {self.results[0].type}")


# ---------------------------------------------------------------------------------------------
# Lists, tuples, dicts
# ---------------------------------------------------------------------------------------------

@register
class PrimListConstructOp(TorchOp):
    """``%0 = torch.prim.ListConstruct %a, %b : (!torch.int, !torch.int) -> !torch.list<int>``"""
    OPNAME = "torch.prim.ListConstruct"
    elements = var_operand()
    result = result()
    traits = {AllowsTypeRefinement, ReadOnly}

    @classmethod
    def build_list(cls, values, list_type=None, location=None):
        """A list of ``values``; ``list_type`` defaults to ``!torch.list<T>`` with T the
        values' common type."""
        values = list(values)
        if list_type is None:
            if not values:
                raise IRError("torch.prim.ListConstruct: an empty list needs its list type")
            t = values[0].type
            if any(v.type is not t for v in values):
                raise IRError("torch.prim.ListConstruct: elements of different types need the list type")
            list_type = ListType(t)
        elif not isinstance(list_type, ListType):
            list_type = ListType(list_type)
        return cls.create(cls.OPNAME, values, [list_type], None, None, (), (), location)

    @classmethod
    def canonicalization_patterns(cls):
        return [EraseUnusedOp(root=cls.OPNAME)]

    def verify_(self):
        t = self.results[0].type
        if not isinstance(t, ListType):
            _err(self, f"result must be a !torch.list type, got {t}")
        et = t.element_type
        for v in self._operands:
            if not is_valid_subtype(v.type, et):
                _err(self, f"operand types should have the same type as the list contained type "
                           f"({v.type} is not a subtype of {et})")

    def print_custom(self, p):
        p.write(" ")
        p.print_operands(self._operands)
        p.print_optional_attr_dict(self.attributes)
        p.write(" : (")
        _write_types(p, [v.type for v in self._operands])
        p.write(") -> " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        refs = parser.parse_operand_list()
        attrs = parser.parse_optional_attr_dict()
        ft = parser.parse_colon_type()
        if not isinstance(ft, A.FunctionType) or len(ft.results) != 1:
            raise parser.error("expected '(operand types) -> !torch.list<...>'")
        vals = parser.resolve_operands(refs, ft.inputs)
        return cls.create(cls.OPNAME, vals, ft.results, attrs, None, (), (), None)


@register
class PrimTupleConstructOp(TorchOp):
    """``%0 = torch.prim.TupleConstruct %a, %b : !torch.int, !torch.float -> !torch.tuple<int, float>``"""
    OPNAME = "torch.prim.TupleConstruct"
    elements = var_operand()
    result = result()
    traits = {Pure, AllowsTypeRefinement, ReadOnly}

    @classmethod
    def build_tuple(cls, values, tuple_type=None, location=None):
        values = list(values)
        if tuple_type is None:
            tuple_type = TupleType([v.type for v in values])
        return cls.create(cls.OPNAME, values, [tuple_type], None, None, (), (), location)

    def verify_(self):
        t = self.results[0].type
        if not isinstance(t, TupleType):
            _err(self, f"result must be a !torch.tuple type, got {t}")
        if len(t.types) != len(self._operands) or not all(
                is_valid_subtype(v.type, e) for v, e in zip(self._operands, t.types)):
            _err(self, "failed to verify that contained types correspond to operand types")

    def print_custom(self, p):
        p.write(" ")
        p.print_operands(self._operands)
        p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        _write_types(p, [v.type for v in self._operands])
        p.write(" -> " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        refs = parser.parse_operand_list()
        attrs = parser.parse_optional_attr_dict()
        parser.expect(":")
        types = _parse_n_types(parser, len(refs))
        parser.expect("->")
        rt = parser.parse_type()
        vals = parser.resolve_operands(refs, types)
        return cls.create(cls.OPNAME, vals, [rt], attrs, None, (), (), None)


class _UnpackOp(TorchOp):
    """``%0:2 = torch.prim.TupleUnpack %t : !torch.tuple<int, float> -> !torch.int, !torch.float``"""
    __slots__ = ()
    source = operand()
    results_ = var_result()

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.print_optional_attr_dict(self.attributes)
        p.write(" : " + p.type_str(self._operands[0].type) + " -> ")
        _write_types(p, [r.type for r in self.results])

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_operand()
        attrs = parser.parse_optional_attr_dict()
        t = parser.parse_colon_type()
        parser.expect("->")
        rts = _parse_type_list_opt(parser)
        v = parser.resolve_operand(ref, t)
        return cls.create(cls.OPNAME, [v], rts, attrs, None, (), (), None)


@register
class PrimTupleUnpackOp(_UnpackOp):
    OPNAME = "torch.prim.TupleUnpack"
    traits = {Pure, AllowsTypeRefinement, ReadOnly}

    def verify_(self):
        t = self._operands[0].type
        if isinstance(t, TupleType) and len(t.types) != len(self.results):
            _err(self, f"unpacks {len(self.results)} values from {t}")

    def fold(self):
        d = getattr(self._operands[0], "op", None)
        if isinstance(d, PrimTupleConstructOp) and len(d._operands) == len(self.results) and all(
                v.type is r.type for v, r in zip(d._operands, self.results)):
            return list(d._operands)
        return None


@register
class PrimListUnpackOp(_UnpackOp):
    OPNAME = "torch.prim.ListUnpack"
    traits = {AllowsTypeRefinement}

    def fold(self):
        d = getattr(self._operands[0], "op", None)
        if isinstance(d, PrimListConstructOp) and not is_list_potentially_mutated(d.results[0]) and len(
                d._operands) == len(self.results) and all(v.type is r.type for v, r in zip(d._operands, self.results)):
            return list(d._operands)
        return None


@register
class PrimDictConstructOp(TorchOp):
    """``%0 = torch.prim.DictConstruct keys(%k : !torch.str) values(%v : !torch.int) -> !torch.dict<str, int>``"""
    OPNAME = "torch.prim.DictConstruct"
    keys = var_operand()
    values = var_operand()
    result = result()
    traits = {AllowsTypeRefinement, ReadOnly}

    @classmethod
    def canonicalization_patterns(cls):
        return [EraseUnusedOp(root=cls.OPNAME)]

    def verify_(self):
        t = self.results[0].type
        if not isinstance(t, DictType):
            _err(self, f"result must be a !torch.dict type, got {t}")
        ks, vs = self.keys, self.values
        if len(ks) != len(vs):
            _err(self, f"has {len(ks)} keys but {len(vs)} values")
        for k in ks:
            if not is_valid_subtype(k.type, t.key_type):
                _err(self, f"key of type {k.type} does not match the dict's key type {t.key_type}")
        for v in vs:
            if not is_valid_subtype(v.type, t.value_type):
                _err(self, f"value of type {v.type} does not match the dict's value type {t.value_type}")

    def print_custom(self, p):
        for kw, vals in (("keys", self.keys), ("values", self.values)):
            p.write(f" {kw}(")
            if vals:
                p.print_operands(vals)
                p.write(" : ")
                _write_types(p, [v.type for v in vals])
            p.write(")")
        p.print_optional_attr_dict(_attrs_for_print(self, ("operandSegmentSizes",)))
        p.write(" -> " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        groups = []
        for kw in ("keys", "values"):
            parser.expect(kw)
            parser.expect("(")
            refs, types = [], []
            if not parser.accept(")"):
                refs = parser.parse_operand_list()
                types = parser.parse_colon_type_list()
                parser.expect(")")
            groups.append(parser.resolve_operands(refs, types))
        attrs = parser.parse_optional_attr_dict()
        parser.expect("->")
        rt = parser.parse_type()
        props = {"operandSegmentSizes": A.DenseArrayAttr(A.I32, [len(groups[0]), len(groups[1])])}
        return cls.create(cls.OPNAME, groups[0] + groups[1], [rt], attrs, props, (), (), None)


def _only_reads_lists(cls, name):
    r = _READS_ONLY.get(cls)
    if r is None:
        schema = getattr(cls, "schema", None)
        r = _READS_ONLY[cls] = (name in _LIST_READERS or (schema is not None and schema.is_readonly)
                                or ReadOnly in cls.traits)
    return r


_READS_ONLY = {}


def is_list_potentially_mutated(list_value):
    """Whether some user of a list may change it (anything but known read-only uses)."""
    for user, _ in list_value.uses:
        if not _only_reads_lists(type(user), user.name):
            return True
    return False


# Users that only read a list (yielding it out of a region would let it be mutated as another value)
_LIST_READERS = {"torch.prim.ListUnpack", "torch.aten.len.t", "torch.aten.__getitem__.t", "func.return"}


# ---------------------------------------------------------------------------------------------
# Control flow
# ---------------------------------------------------------------------------------------------

@register
class PrimIfYieldOp(TorchOp):
    """``torch.prim.If.yield %a : !torch.int``"""
    OPNAME = "torch.prim.If.yield"
    results_ = var_operand()
    traits = {Pure, IsTerminator, ReturnLike, HasParent("torch.prim.If")}

    def print_custom(self, p):
        p.print_optional_attr_dict(self.attributes)
        if self._operands:
            p.write(" ")
            p.print_operands(self._operands)
            p.write(" : ")
            _write_types(p, [v.type for v in self._operands])

    @classmethod
    def parse_custom(cls, parser):
        attrs = parser.parse_optional_attr_dict()
        refs = parser.parse_operand_list()
        vals = []
        if refs:
            vals = parser.resolve_operands(refs, parser.parse_colon_type_list())
        return cls.create(cls.OPNAME, vals, (), attrs, None, (), (), None)


@register
class PrimIfOp(TorchOp):
    """``%0 = torch.prim.If %cond -> (!torch.int) { ... } else { ... }``; both regions end with
    ``torch.prim.If.yield``."""
    OPNAME = "torch.prim.If"
    condition = operand()
    results_ = var_result()
    then_region = region()
    else_region = region()
    traits = {SingleBlock}

    @classmethod
    def build_if(cls, condition, result_types=(), location=None):
        """An If with an empty entry block in each region (fill them, ending with If.yield)."""
        regs = [Region([Block()]), Region([Block()])]
        return cls.create(cls.OPNAME, [condition], list(result_types), None, None, regs, (), location)

    def verify_(self):
        if self._operands[0].type is not BOOL:
            _err(self, f"condition must be !torch.bool, got {self._operands[0].type}")
        rts = [r.type for r in self.results]
        for reg, which in ((self.regions[0], "then"), (self.regions[1], "else")):
            if not reg.blocks:
                _err(self, f"{which} region must not be empty")
            t = reg.blocks[0]._last
            if not isinstance(t, PrimIfYieldOp):
                _err(self, f"{which} region must end with torch.prim.If.yield")
            if [v.type for v in t._operands] != rts:
                _err(self, f"{which} region yields ({', '.join(str(v.type) for v in t._operands)}) but the op "
                           f"returns ({', '.join(map(str, rts))})")

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.write(" -> (")
        _write_types(p, [r.type for r in self.results])
        p.write(") ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=True)
        p.write(" else ")
        p.print_region(self.regions[1], print_entry_args=False, print_terminators=True)
        p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_operand()
        parser.expect("->")
        parser.expect("(")
        rts = []
        if not parser.accept(")"):
            rts = parser.parse_type_list()
            parser.expect(")")
        then = parser.parse_region()
        parser.expect("else")
        els = parser.parse_region()
        attrs = parser.parse_optional_attr_dict()
        cond = parser.resolve_operand(ref, BOOL)
        return cls.create(cls.OPNAME, [cond], rts, attrs, None, [then, els], (), None)

    @classmethod
    def canonicalization_patterns(cls):
        return [FoldConstantIf(), RaiseToAssert(), IfOfOneAndZero()]


class FoldConstantIf(RewritePattern):
    """``torch.prim.If`` on a constant condition becomes the ops of the taken region."""
    root = "torch.prim.If"

    def match_and_rewrite(self, op, rewriter):
        from tmlir.ir.matchers import constant_value
        c = constant_value(op._operands[0])
        if not isinstance(c, A.IntegerAttr):
            return False
        reg = op.regions[0 if c.value else 1]
        if len(reg.blocks) != 1:
            return False
        block = reg.blocks[0]
        term = block._last
        yielded = list(term._operands)
        rewriter.erase_op(term)
        rewriter.inline_block_before(block, op)
        rewriter.replace_op(op, yielded)
        return True


class IfOfOneAndZero(RewritePattern):
    """``torch.prim.If %c -> (!torch.int) { yield 1 } else { yield 0 }`` (no other ops in the
    regions: torch.export's int of a data-dependent bool, e.g. ``bool_tensor.item()``) is
    ``torch.aten.Int.bool %c`` (whose 0 <= value <= 1 the int comparisons fold)."""
    root = "torch.prim.If"

    def match_and_rewrite(self, op, rewriter):
        from tmlir.ir.matchers import constant_value
        if len(op.results) != 1 or op.results[0].type is not INT:
            return False
        want = []
        for reg in op.regions:
            if len(reg.blocks) != 1 or len(reg.blocks[0].ops_list()) != 1:
                return False
            c = constant_value(reg.blocks[0]._last._operands[0])
            if not isinstance(c, A.IntegerAttr):
                return False
            want.append(c.value)
        if want != [1, 0]:
            return False
        from tmlir.dialects.torch.generated import create_op
        rewriter.set_insertion_point_before(op)
        v = rewriter.insert(create_op("torch.aten.Int.bool", [op._operands[0]], [INT], op.location)).results[0]
        rewriter.replace_op(op, [v])
        return True


class RaiseToAssert(RewritePattern):
    """``if c: raise E("msg")`` (a result-less ``torch.prim.If`` one of whose regions only
    raises) becomes a guard: ``torch.runtime.assert (not c), "E: msg"`` (``c`` itself when the
    else region raises). Backends lower the assert to a runtime check; the message keeps the
    exception's class and text."""
    root = "torch.prim.If"

    @staticmethod
    def _raise_of(region):
        ops = [o for o in region.blocks[0] if not o.name.startswith("torch.constant.")]
        if len(ops) == 2 and ops[0].name == "torch.prim.RaiseException" and ops[1].name == "torch.prim.If.yield":
            return ops[0]
        return None

    def match_and_rewrite(self, op, rewriter):
        from tmlir.ir.matchers import constant_value
        if op.results:
            return False
        p = op.parent_op
        while p is not None:
            if p.name in ("torch.shape.calculate", "torch.dtype.calculate") or p.name.startswith("func.func") and \
                    p.properties.get("sym_name") is not None and str(p.properties["sym_name"].value).startswith("__torch_mlir"):
                return False   # the calculations and library functions keep their own guard form
            p = p.parent_op
        then_raise, else_raise = (self._raise_of(r) for r in op.regions)
        if (then_raise is None) == (else_raise is None):
            return False
        other = op.regions[1 if then_raise is not None else 0].blocks[0]
        if len(other.ops_list()) != 1:
            return False
        raise_op = then_raise or else_raise
        msg = constant_value(raise_op._operands[0])
        cls = constant_value(raise_op._operands[1]) if len(raise_op._operands) > 1 else None
        text = msg.value if isinstance(msg, A.StringAttr) else "an exception is raised"
        if isinstance(cls, A.StringAttr):
            text = f"{cls.value.rsplit('.', 1)[-1]}: {text}"
        rewriter.set_insertion_point_before(op)
        cond = op._operands[0]
        if then_raise is not None:
            from tmlir.dialects.torch.generated import create_op
            cond = rewriter.insert(create_op("torch.aten.__not__", [cond], [BOOL], op.location)).results[0]
        rewriter.insert(RuntimeAssertOp.create(RuntimeAssertOp.OPNAME, [cond], (), None,
                                               {"message": A.StringAttr(text)}, (), (), raise_op.location))
        rewriter.erase_op(op)
        return True


@register
class PrimLoopConditionOp(TorchOp):
    """``torch.prim.Loop.condition %cond, iter(%x : !torch.int)``"""
    OPNAME = "torch.prim.Loop.condition"
    should_continue = operand()
    iter_args = var_operand()
    traits = {Pure, IsTerminator, HasParent("torch.prim.Loop")}

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.write(", iter(")
        rest = self._operands[1:]
        if rest:
            p.print_operands(rest)
            p.write(" : ")
            _write_types(p, [v.type for v in rest])
        p.write(")")
        p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_operand()
        parser.expect(",")
        parser.expect("iter")
        parser.expect("(")
        vals = []
        if not parser.accept(")"):
            refs = parser.parse_operand_list()
            vals = parser.resolve_operands(refs, parser.parse_colon_type_list())
            parser.expect(")")
        attrs = parser.parse_optional_attr_dict()
        c = parser.resolve_operand(ref, BOOL)
        return cls.create(cls.OPNAME, [c, *vals], (), attrs, None, (), (), None)


@register
class PrimLoopOp(TorchOp):
    """TorchScript's loop: ``%r = torch.prim.Loop %max, %cond, init(%x) { ^bb0(%i: !torch.int,
    %x: !torch.int): ... torch.prim.Loop.condition %c, iter(%y : !torch.int) } : (!torch.int,
    !torch.bool, !torch.int) -> !torch.int``."""
    OPNAME = "torch.prim.Loop"
    max_trip_count = operand()
    initial_condition = operand()
    iter_args_init = var_operand()
    results_ = var_result()
    body = region()
    traits = {SingleBlock}

    @classmethod
    def build_loop(cls, max_trip_count, initial_condition, init_values=(), location=None):
        """A loop whose body block has the induction variable and one argument per init value."""
        init_values = list(init_values)
        body = Block([INT] + [v.type for v in init_values])
        return cls.create(cls.OPNAME, [max_trip_count, initial_condition, *init_values],
                          [v.type for v in init_values], None, None, [Region([body])], (), location)

    @classmethod
    def canonicalization_patterns(cls):
        # a for loop with a constant trip count is unrolled (TorchScript's ``for _ in range(3)``),
        # by the pattern shape refinement also uses (bounded by MAX_UNROLLED_OPS)
        from .loops import FullyUnrollLoop
        return [FullyUnrollLoop()]

    def verify_(self):
        ops = self._operands
        if ops[0].type is not INT:
            _err(self, f"max trip count must be !torch.int, got {ops[0].type}")
        if ops[1].type is not BOOL:
            _err(self, f"initial condition must be !torch.bool, got {ops[1].type}")
        inits = [v.type for v in ops[2:]]
        rts = [r.type for r in self.results]
        if inits != rts:
            _err(self, "result types must match the types of the iteration arguments")
        blocks = self.regions[0].blocks
        if not blocks:
            _err(self, "body must not be empty")
        b = blocks[0]
        if [a.type for a in b.args] != [INT] + inits:
            _err(self, f"body arguments must be (!torch.int{''.join(', ' + str(t) for t in inits)})")
        t = b._last
        if not isinstance(t, PrimLoopConditionOp):
            _err(self, "body must end with torch.prim.Loop.condition")
        if [v.type for v in t._operands[1:]] != rts:
            _err(self, "torch.prim.Loop.condition must pass values of the loop's result types")

    def print_custom(self, p):
        ops = self._operands
        p.write(" ")
        p.print_operands(ops[:2])
        p.write(", init(")
        p.print_operands(ops[2:])
        p.write(") ")
        p.print_region(self.regions[0], print_entry_args=True, print_terminators=True)
        p.print_optional_attr_dict(self.attributes)
        p.write(" : (")
        _write_types(p, [v.type for v in ops])
        p.write(") -> ")
        rts = [r.type for r in self.results]
        p.write(p.type_str(rts[0]) if len(rts) == 1 else "(" + ", ".join(map(p.type_str, rts)) + ")")

    @classmethod
    def parse_custom(cls, parser):
        m = parser.parse_operand()
        parser.expect(",")
        c = parser.parse_operand()
        parser.expect(",")
        parser.expect("init")
        inits = parser.parse_operand_list("(")
        body = parser.parse_region()
        attrs = parser.parse_optional_attr_dict()
        ft = parser.parse_colon_type()
        if not isinstance(ft, A.FunctionType):
            raise parser.error("expected a function type")
        vals = parser.resolve_operands([m, c, *inits], ft.inputs)
        return cls.create(cls.OPNAME, vals, ft.results, attrs, None, [body], (), None)


# ---------------------------------------------------------------------------------------------
# Object graph
# ---------------------------------------------------------------------------------------------

def _implicit_terminator_region(parser, region, term_name):
    if not region.blocks:
        region.add_block(Block())
    b = region.blocks[0]
    if b._last is None or b._last.name != term_name:
        from tmlir.ir.opdef import lookup_op_class
        b.append(lookup_op_class(term_name).create(term_name, (), (), None, None, (), (), None))
    return region


@register
class ClassTypeTerminatorOp(TorchOp):
    OPNAME = "torch.class_type_terminator"
    traits = {Pure, IsTerminator, HasParent("torch.class_type")}
    assembly_format = "attr-dict"


@register
class ClassTypeOp(TorchOp):
    """``torch.class_type @c { torch.attr "b" : !torch.bool  torch.method "forward", @f }``"""
    OPNAME = "torch.class_type"
    sym_name = prop(A.StringAttr)
    body = region()
    traits = {Symbol, SingleBlock, IsolatedFromAbove}

    @classmethod
    def build_class(cls, name, location=None):
        r = Region([Block()])
        r.blocks[0].append(ClassTypeTerminatorOp.create(ClassTypeTerminatorOp.OPNAME))
        return cls.create(cls.OPNAME, (), (), None, {"sym_name": A.StringAttr(name)}, [r], (), location)

    def print_custom(self, p):
        p.write(" " + A.format_symbol_name(self.sym_name.value) + " ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=False)
        p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        name = parser.parse_symbol_name()
        r = _implicit_terminator_region(parser, parser.parse_region(), "torch.class_type_terminator")
        attrs = parser.parse_optional_attr_dict()
        return cls.create(cls.OPNAME, (), (), attrs, {"sym_name": A.StringAttr(name)}, [r], (), None)

    def attrs_and_methods(self):
        return [op for op in self.regions[0].blocks[0] if isinstance(op, (AttrOp, MethodOp))]


class _ClassMemberOp(TorchOp):
    """Shared form of ``torch.attr`` / ``torch.method``: ``[private] "name" <sep> <value> {attrs}``
    inside a ``torch.class_type``; subclasses name the value property and how it prints/parses."""
    isPrivate = opt_prop()
    traits = {HasParent("torch.class_type")}
    _value_key = None

    @classmethod
    def _build_member(cls, name, value, private, location):
        props = {"name": A.StringAttr(name), cls._value_key: value}
        if private:
            props["isPrivate"] = A.UNIT
        return cls.create(cls.OPNAME, (), (), None, props, (), (), location)

    def verify_structure(self):
        if "name" not in self.properties or self._value_key not in self.properties:
            _err(self, f"requires 'name' and '{self._value_key}'")

    def print_custom(self, p):
        if "isPrivate" in self.properties:
            p.write(" private")
        p.write(" " + str(self.properties["name"]) + self._value_text(p))
        p.print_optional_attr_dict(_attrs_for_print(self, ("name", self._value_key, "isPrivate")))

    @classmethod
    def parse_custom(cls, parser):
        props = {}
        if parser.accept("private"):
            props["isPrivate"] = A.UNIT
        props["name"] = A.StringAttr(parser.parse_string())
        props[cls._value_key] = cls._parse_value(parser)
        extra, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props.update(extra)
        return cls.create(cls.OPNAME, (), (), attrs, props, (), (), None)


@register
class AttrOp(_ClassMemberOp):
    """``torch.attr private "t" : !torch.tensor`` (in a ``torch.class_type``)."""
    OPNAME = "torch.attr"
    extra_inherent = ("name", "type")
    _value_key = "type"

    @property
    def attr_name(self):
        return self.properties["name"].value

    @property
    def attr_type(self):
        return self.properties["type"].value

    @classmethod
    def build_attr(cls, name, type, private=False, location=None):
        return cls._build_member(name, A.TypeAttr(type), private, location)

    def _value_text(self, p):
        return " : " + p.type_str(self.properties["type"].value)

    @classmethod
    def _parse_value(cls, parser):
        return A.TypeAttr(parser.parse_colon_type())


@register
class MethodOp(_ClassMemberOp):
    """``torch.method private "helper", @f`` (in a ``torch.class_type``)."""
    OPNAME = "torch.method"
    extra_inherent = ("name", "function")
    _value_key = "function"

    @property
    def method_name(self):
        return self.properties["name"].value

    @property
    def function(self):
        return self.properties["function"].root

    @classmethod
    def build_method(cls, name, function, private=False, location=None):
        return cls._build_member(name, A.SymbolRefAttr(function), private, location)

    def _value_text(self, p):
        return ", " + str(self.properties["function"])

    @classmethod
    def _parse_value(cls, parser):
        parser.expect(",")
        return A.SymbolRefAttr(parser.parse_symbol_name())


@register
class NnModuleTerminatorOp(TorchOp):
    OPNAME = "torch.nn_module_terminator"
    traits = {Pure, IsTerminator, HasParent("torch.nn_module")}
    assembly_format = "attr-dict"


@register
class NnModuleOp(TorchOp):
    """``%0 = torch.nn_module { torch.slot "b", %true : !torch.bool } : !torch.nn.Module<"c">``"""
    OPNAME = "torch.nn_module"
    result = result()
    body = region()
    traits = {SingleBlock}

    @classmethod
    def build_module(cls, class_name, location=None):
        r = Region([Block()])
        r.blocks[0].append(NnModuleTerminatorOp.create(NnModuleTerminatorOp.OPNAME))
        return cls.create(cls.OPNAME, (), [NnModuleType(class_name)], None, None, [r], (), location)

    @property
    def class_name(self):
        return self.results[0].type.class_name

    def slots(self):
        return [op for op in self.regions[0].blocks[0] if isinstance(op, SlotOp)]

    def verify_(self):
        t = self.results[0].type
        if not isinstance(t, NnModuleType):
            _err(self, f"result must be a !torch.nn.Module type, got {t}")
        # the slots must match the class's attributes, in order (when the class is in scope)
        top = self
        while top.parent_op is not None:
            top = top.parent_op
        cls_op = None
        for r in top.regions:
            for b in r.blocks:
                for o in b:
                    if isinstance(o, ClassTypeOp) and o.sym_name.value == t.class_name:
                        cls_op = o
        if cls_op is None:
            return
        attrs = [o for o in cls_op.regions[0].blocks[0] if isinstance(o, AttrOp)]
        slots = self.slots()
        if [a.attr_name for a in attrs] != [s.slot_name for s in slots]:
            _err(self, f"slots ({', '.join(s.slot_name for s in slots)}) do not match the attributes of class "
                       f"@{t.class_name} ({', '.join(a.attr_name for a in attrs)})")
        for a, s in zip(attrs, slots):
            if not is_valid_subtype(s._operands[0].type, a.attr_type):
                _err(self, f"slot '{s.slot_name}' of type {s._operands[0].type} does not match the class "
                           f"attribute type {a.attr_type}")

    def print_custom(self, p):
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=False)
        p.print_optional_attr_dict(self.attributes)
        p.write(" : " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        r = _implicit_terminator_region(parser, parser.parse_region(), "torch.nn_module_terminator")
        attrs = parser.parse_optional_attr_dict()
        t = parser.parse_colon_type()
        return cls.create(cls.OPNAME, (), [t], attrs, None, [r], (), None)


@register
class SlotOp(TorchOp):
    """``torch.slot "b", %true : !torch.bool`` (in a ``torch.nn_module``)."""
    OPNAME = "torch.slot"
    value = operand()
    traits = {HasParent("torch.nn_module")}
    extra_inherent = ("name",)

    @property
    def slot_name(self):
        return self.properties["name"].value

    @classmethod
    def build_slot(cls, name, value, location=None):
        return cls.create(cls.OPNAME, [value], (), None, {"name": A.StringAttr(name)}, (), (), location)

    def verify_structure(self):
        super().verify_structure()
        if "name" not in self.properties:
            _err(self, "requires 'name'")

    def print_custom(self, p):
        p.write(" " + str(self.properties["name"]) + ", ")
        p.print_operand(self._operands[0])
        p.print_optional_attr_dict(_attrs_for_print(self, ("name",)))
        p.write(" : " + p.type_str(self._operands[0].type))

    @classmethod
    def parse_custom(cls, parser):
        name = parser.parse_string()
        parser.expect(",")
        ref = parser.parse_operand()
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["name"] = A.StringAttr(name)
        v = parser.resolve_operand(ref, parser.parse_colon_type())
        return cls.create(cls.OPNAME, [v], (), attrs, props, (), (), None)


class _NamedReceiverOp(TorchOp):
    __slots__ = ()
    extra_inherent = ("name",)

    @property
    def attr_name(self):
        return self.properties["name"].value

    def verify_structure(self):
        super().verify_structure()
        if "name" not in self.properties:
            _err(self, "requires 'name'")

    def _print_head(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.write("[" + str(self.properties["name"]) + "]")

    @staticmethod
    def _parse_head(parser):
        ref = parser.parse_operand()
        parser.expect("[")
        name = parser.parse_string()
        parser.expect("]")
        return ref, name


@register
class PrimGetAttrOp(_NamedReceiverOp):
    """``%1 = torch.prim.GetAttr %m["t"] : !torch.nn.Module<"c"> -> !torch.tensor``"""
    OPNAME = "torch.prim.GetAttr"
    receiver = operand()
    result = result()

    @classmethod
    def build_get(cls, receiver, name, result_type, location=None):
        return cls.create(cls.OPNAME, [receiver], [result_type], None, {"name": A.StringAttr(name)}, (), (),
                          location)

    def print_custom(self, p):
        self._print_head(p)
        p.print_optional_attr_dict(_attrs_for_print(self, ("name",)))
        p.write(" : " + p.type_str(self._operands[0].type) + " -> " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        ref, name = cls._parse_head(parser)
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["name"] = A.StringAttr(name)
        t = parser.parse_colon_type()
        parser.expect("->")
        rt = parser.parse_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(ref, t)], [rt], attrs, props, (), (), None)


@register
class PrimSetAttrOp(_NamedReceiverOp):
    """``torch.prim.SetAttr %m["t"] = %v : !torch.nn.Module<"c">, !torch.tensor``"""
    OPNAME = "torch.prim.SetAttr"
    receiver = operand()
    value = operand()

    def print_custom(self, p):
        self._print_head(p)
        p.write(" = ")
        p.print_operand(self._operands[1])
        p.print_optional_attr_dict(_attrs_for_print(self, ("name",)))
        p.write(" : " + p.type_str(self._operands[0].type) + ", " + p.type_str(self._operands[1].type))

    @classmethod
    def parse_custom(cls, parser):
        ref, name = cls._parse_head(parser)
        parser.expect("=")
        vref = parser.parse_operand()
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["name"] = A.StringAttr(name)
        t1 = parser.parse_colon_type()
        parser.expect(",")
        t2 = parser.parse_type()
        vals = parser.resolve_operands([ref, vref], [t1, t2])
        return cls.create(cls.OPNAME, vals, (), attrs, props, (), (), None)


@register
class PrimCallMethodOp(_NamedReceiverOp):
    """``%2 = torch.prim.CallMethod %m["f"] (%x) : !torch.nn.Module<"c">, (!torch.tensor) -> !torch.tensor``"""
    OPNAME = "torch.prim.CallMethod"
    receiver = operand()
    method_operands = var_operand()
    result = result()

    def print_custom(self, p):
        self._print_head(p)
        p.write(" (")
        p.print_operands(self._operands[1:])
        p.write(")")
        p.print_optional_attr_dict(_attrs_for_print(self, ("name",)))
        p.write(" : " + p.type_str(self._operands[0].type) + ", (")
        _write_types(p, [v.type for v in self._operands[1:]])
        p.write(") -> " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        ref, name = cls._parse_head(parser)
        refs = parser.parse_operand_list("(")
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["name"] = A.StringAttr(name)
        t = parser.parse_colon_type()
        parser.expect(",")
        ft = parser.parse_type()
        if not isinstance(ft, A.FunctionType):
            raise parser.error("expected a function type")
        vals = parser.resolve_operands([ref, *refs], [t, *ft.inputs])
        return cls.create(cls.OPNAME, vals, ft.results, attrs, props, (), (), None)


@register
class PrimCreateObjectOp(TorchOp):
    """``%0 = torch.prim.CreateObject !torch.nn.Module<"c">``"""
    OPNAME = "torch.prim.CreateObject"
    result = result()

    def print_custom(self, p):
        p.print_optional_attr_dict(self.attributes)
        p.write(" " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        attrs = parser.parse_optional_attr_dict()
        return cls.create(cls.OPNAME, (), [parser.parse_type()], attrs, None, (), (), None)


# ---------------------------------------------------------------------------------------------
# Global slots
# ---------------------------------------------------------------------------------------------

@register
class GlobalSlotOp(TorchOp):
    """``torch.global_slot "private" @b : !torch.bool``"""
    OPNAME = "torch.global_slot"
    sym_name = prop(A.StringAttr)
    sym_visibility = opt_prop(A.StringAttr)
    typeBound = prop(A.TypeAttr)
    traits = {Symbol}

    @classmethod
    def build_slot(cls, name, type_bound, visibility=None, location=None):
        props = {"sym_name": A.StringAttr(name), "typeBound": A.TypeAttr(type_bound)}
        if visibility:
            props["sym_visibility"] = A.StringAttr(visibility)
        return cls.create(cls.OPNAME, (), (), None, props, (), (), location)

    def print_custom(self, p):
        if self.sym_visibility is not None:
            p.write(" " + str(self.sym_visibility))
        p.write(" " + A.format_symbol_name(self.sym_name.value))
        p.print_optional_attr_dict(_attrs_for_print(self, ("sym_name", "sym_visibility", "typeBound")))
        p.write(" : " + p.type_str(self.typeBound.value))

    @classmethod
    def parse_custom(cls, parser):
        props = {}
        if parser.tok_kind == "string":
            props["sym_visibility"] = A.StringAttr(parser.parse_string())
        props["sym_name"] = A.StringAttr(parser.parse_symbol_name())
        extra, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props.update(extra)
        props["typeBound"] = A.TypeAttr(parser.parse_colon_type())
        return cls.create(cls.OPNAME, (), (), attrs, props, (), (), None)


@register
class InitializeGlobalSlotsOp(TorchOp):
    """The terminator of ``torch.global_slot.module_initializer``::

        torch.initialize.global_slots [
          @b(%true : !torch.bool)
        ]
    """
    OPNAME = "torch.initialize.global_slots"
    slotSymNames = prop(A.ArrayAttr)
    initialValues = var_operand()
    traits = {IsTerminator, HasParent("torch.global_slot.module_initializer")}

    def verify_(self):
        if len(self.slotSymNames.value) != len(self._operands):
            _err(self, "expected one initial value per slot")

    def print_custom(self, p):
        p.write(" [")
        ind = "\n" + "  " * (p.indent + 1)
        for sym, v in zip(self.slotSymNames.value, self._operands):
            p.write(ind + str(sym) + "(" + p.value_name(v) + " : " + p.type_str(v.type) + ")")
        p.write("\n" + "  " * p.indent + "]")
        p.print_optional_attr_dict(_attrs_for_print(self, ("slotSymNames",)))

    @classmethod
    def parse_custom(cls, parser):
        parser.expect("[")
        syms, vals = [], []
        while not parser.accept("]"):
            syms.append(A.SymbolRefAttr(parser.parse_symbol_name()))
            parser.expect("(")
            ref = parser.parse_operand()
            t = parser.parse_colon_type()
            parser.expect(")")
            vals.append(parser.resolve_operand(ref, t))
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["slotSymNames"] = A.ArrayAttr(syms)
        return cls.create(cls.OPNAME, vals, (), attrs, props, (), (), None)


@register
class GlobalSlotModuleInitializerOp(TorchOp):
    """``torch.global_slot.module_initializer { ... torch.initialize.global_slots [...] }``"""
    OPNAME = "torch.global_slot.module_initializer"
    initializer = region()
    traits = {IsolatedFromAbove, SingleBlock}

    def print_custom(self, p):
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=True)
        p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        r = parser.parse_region()
        attrs = parser.parse_optional_attr_dict()
        return cls.create(cls.OPNAME, (), (), attrs, None, [r], (), None)


@register
class GlobalSlotInitOp(TorchOp):
    """``torch.global_slot.init %v : !torch.int``: yields a slot's initial value."""
    OPNAME = "torch.global_slot.init"
    initial_value = operand()
    traits = {IsTerminator}

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.print_optional_attr_dict(self.attributes)
        p.write(" : " + p.type_str(self._operands[0].type))

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_operand()
        attrs = parser.parse_optional_attr_dict()
        v = parser.resolve_operand(ref, parser.parse_colon_type())
        return cls.create(cls.OPNAME, [v], (), attrs, None, (), (), None)


@register
class GlobalSlotGetOp(TorchOp):
    """``%0 = torch.global_slot.get @b : !torch.bool``"""
    OPNAME = "torch.global_slot.get"
    slot = prop(A.SymbolRefAttr)
    result = result()

    def print_custom(self, p):
        p.write(" " + str(self.slot))
        p.print_optional_attr_dict(_attrs_for_print(self, ("slot",)))
        p.write(" : " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        sym = A.SymbolRefAttr(parser.parse_symbol_name())
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["slot"] = sym
        return cls.create(cls.OPNAME, (), [parser.parse_colon_type()], attrs, props, (), (), None)


@register
class GlobalSlotSetOp(TorchOp):
    """``torch.global_slot.set @t = %v : !torch.tensor``"""
    OPNAME = "torch.global_slot.set"
    slot = prop(A.SymbolRefAttr)
    value = operand()

    def print_custom(self, p):
        p.write(" " + str(self.slot) + " = ")
        p.print_operand(self._operands[0])
        p.print_optional_attr_dict(_attrs_for_print(self, ("slot",)))
        p.write(" : " + p.type_str(self._operands[0].type))

    @classmethod
    def parse_custom(cls, parser):
        sym = A.SymbolRefAttr(parser.parse_symbol_name())
        parser.expect("=")
        ref = parser.parse_operand()
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["slot"] = sym
        v = parser.resolve_operand(ref, parser.parse_colon_type())
        return cls.create(cls.OPNAME, [v], (), attrs, props, (), (), None)


# ---------------------------------------------------------------------------------------------
# Tensors: literals, copies, casts
# ---------------------------------------------------------------------------------------------

class _LiteralOp(TorchOp):
    __slots__ = ()
    TENSOR_CLASS = None

    @classmethod
    def build_literal(cls, value, tensor_type=None, location=None):
        """A literal of ``value`` (a ``dense<...>`` or ``dense_resource<...>`` attribute); the
        result type defaults to the one the attribute implies."""
        if tensor_type is None:
            tensor_type = cls.inferred_type(value)
        return cls.create(cls.OPNAME, (), [tensor_type], None, {"value": value}, (), (), location)

    @classmethod
    def inferred_type(cls, value):
        return cls.TENSOR_CLASS.from_builtin(value.type)

    def print_custom(self, p):
        p.write("(" + p.attr_str(self.properties["value"]) + ")")
        p.print_optional_attr_dict(_attrs_for_print(self, ("value",)))
        p.write(" : " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        parser.expect("(")
        v = parser.parse_attribute()
        parser.expect(")")
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["value"] = v
        t = parser.parse_colon_type()
        return cls.create(cls.OPNAME, (), [t], attrs, props, (), (), None)

    def verify_(self):
        v = self.properties.get("value")
        if not isinstance(v, (A.DenseElementsAttr, A.DenseResourceElementsAttr)):
            _err(self, f"value must be a dense elements attribute, got {v}")
        t = self.results[0].type
        if not isinstance(t, self.TENSOR_CLASS):
            _err(self, f"result must be a !torch.{self.TENSOR_CLASS.KEYWORD} type, got {t}")


@register
class ValueTensorLiteralOp(_LiteralOp):
    """``%0 = torch.vtensor.literal(dense<[1, 2]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>``"""
    OPNAME = "torch.vtensor.literal"
    value = prop()
    result = result()
    traits = {Pure, ConstantLike, AllowsTypeRefinement}
    TENSOR_CLASS = ValueTensorType

    def fold(self):
        return [self.properties["value"]]

    def verify_(self):
        super().verify_()
        want = self.inferred_type(self.properties["value"])
        if self.results[0].type is not want:
            _err(self, f"inferred type '{want}' is incompatible with the result type '{self.results[0].type}'")


@register
class NonValueTensorLiteralOp(_LiteralOp):
    """``%0 = torch.tensor.literal(dense<1.0> : tensor<2xf32>) : !torch.tensor<[2],f32>``"""
    OPNAME = "torch.tensor.literal"
    value = prop()
    result = result()
    traits = {AllowsTypeRefinement}
    TENSOR_CLASS = NonValueTensorType

    def verify_(self):
        super().verify_()
        t = self.results[0].type
        v = self.properties["value"].type
        # signless integer elements are the signed dtype (as torch.vtensor.literal infers)
        if (t.sizes is not None and list(t.sizes) != [d if d >= 0 else -1 for d in v.shape]) or (
                t.dtype is not None and t.dtype is not self.inferred_type(self.properties["value"]).dtype):
            _err(self, f"inferred type '{self.inferred_type(self.properties['value'])}' is incompatible with the "
                       f"result type '{t}'")


class _InferredOperandTypeOp(TorchOp):
    """``op %x : result-type`` where the operand type follows from the result type."""
    __slots__ = ()

    @staticmethod
    def operand_type_for(result_type):
        raise NotImplementedError

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.print_optional_attr_dict(self.attributes)
        p.write(" : " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_operand()
        attrs = parser.parse_optional_attr_dict()
        rt = parser.parse_colon_type()
        if not isinstance(rt, BaseTensorType):
            raise parser.error(f"expected a torch tensor type, got {rt}")
        v = parser.resolve_operand(ref, cls.operand_type_for(rt))
        return cls.create(cls.OPNAME, [v], [rt], attrs, None, (), (), None)

    def verify_(self):
        rt = self.results[0].type
        if not isinstance(rt, BaseTensorType) or self._operands[0].type is not self.operand_type_for(rt):
            _err(self, f"operand type {self._operands[0].type} does not correspond to the result type {rt}")


@register
class CopyToValueTensorOp(_InferredOperandTypeOp):
    """``%0 = torch.copy.to_vtensor %t : !torch.vtensor<[2],f32>`` (a snapshot of ``%t``)."""
    OPNAME = "torch.copy.to_vtensor"
    operand_ = operand()
    result = result()
    traits = {ReadOnly}

    @staticmethod
    def operand_type_for(result_type):
        return result_type.to_non_value()

    @classmethod
    def build_copy(cls, value, location=None):
        return cls.create(cls.OPNAME, [value], [value.type.to_value()], None, None, (), (), location)


@register
class CopyToNonValueTensorOp(_InferredOperandTypeOp):
    """``%0 = torch.copy.to_tensor %v : !torch.tensor<[2],f32>`` (a fresh mutable copy)."""
    OPNAME = "torch.copy.to_tensor"
    operand_ = operand()
    result = result()

    @staticmethod
    def operand_type_for(result_type):
        return result_type.to_value()

    @classmethod
    def build_copy(cls, value, location=None):
        return cls.create(cls.OPNAME, [value], [value.type.to_non_value()], None, None, (), (), location)


@register
class OverwriteTensorContentsOp(TorchOp):
    """``torch.overwrite.tensor.contents %v overwrites %t : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>``"""
    OPNAME = "torch.overwrite.tensor.contents"
    value = operand()
    overwritten = operand()

    @classmethod
    def build_overwrite(cls, value, overwritten, location=None):
        return cls.create(cls.OPNAME, [value, overwritten], (), None, None, (), (), location)

    def verify_(self):
        v, t = self._operands[0].type, self._operands[1].type
        if not isinstance(v, ValueTensorType) or t is not v.to_non_value():
            _err(self, "failed to verify that overwritten tensor type is corresponding !torch.tensor of value "
                       "tensor type")

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.write(" overwrites ")
        p.print_operand(self._operands[1])
        p.print_optional_attr_dict(self.attributes)
        p.write(" : " + p.type_str(self._operands[0].type) + ", " + p.type_str(self._operands[1].type))

    @classmethod
    def parse_custom(cls, parser):
        a = parser.parse_operand()
        parser.expect("overwrites")
        b = parser.parse_operand()
        attrs = parser.parse_optional_attr_dict()
        t1 = parser.parse_colon_type()
        parser.expect(",")
        t2 = parser.parse_type()
        return cls.create(cls.OPNAME, parser.resolve_operands([a, b], [t1, t2]), (), attrs, None, (), (), None)


class _CastOp(TorchOp):
    """``op %x : T1 to T2``"""
    __slots__ = ()

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.print_optional_attr_dict(self.attributes)
        p.write(" : " + p.type_str(self._operands[0].type) + " to " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_operand()
        attrs = parser.parse_optional_attr_dict()
        t1 = parser.parse_colon_type()
        parser.expect("to")
        t2 = parser.parse_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(ref, t1)], [t2], attrs, None, (), (), None)

    @classmethod
    def build_cast(cls, value, result_type, location=None):
        return cls.create(cls.OPNAME, [value], [result_type], None, None, (), (), location)


@register
class DerefineOp(_CastOp):
    """``%0 = torch.derefine %x : !torch.int to !torch.optional<int>``: forget type information."""
    OPNAME = "torch.derefine"
    operand_ = operand()
    result = result()
    traits = {Pure}

    def verify_(self):
        a, b = self._operands[0].type, self.results[0].type
        if not is_valid_subtype(a, b):
            _err(self, f"operand type '{a}' and result type '{b}' are cast incompatible")

    def fold(self):
        x = self._operands[0]
        if x.type is self.results[0].type:
            return [x]
        d = getattr(x, "op", None)
        if isinstance(d, PrimUncheckedCastOp) and d._operands[0].type is self.results[0].type:
            return [d._operands[0]]
        return None

    @classmethod
    def canonicalization_patterns(cls):
        return [DerefineOfStaticInfoCast(), DerefineIntoRegistryOps()]


class DerefineIntoRegistryOps(RewritePattern):
    """Registry ops (``torch.aten.*``) take the derefined value itself, as the FX importer
    passes them: ``torch.aten.layer_norm %x, %s, (torch.derefine %w)`` -> ``... %w``, so that
    decompositions and lowerings see a tensor (or ``none``) where the schema says
    ``Optional[Tensor]``. Other users (returns, yields, lists) keep the derefined type."""
    root = "torch.derefine"

    def match_and_rewrite(self, op, rewriter):
        from tmlir.dialects.torch.generated import GeneratedTorchOp
        x = op._operands[0]
        uses = [(u, i) for u, i in op.results[0].uses if isinstance(u, GeneratedTorchOp)]
        if not uses:
            return False
        for u, i in uses:
            rewriter.modify_op_in_place(u, lambda u=u, i=i: u.set_operand(i, x))
        if not op.results[0].uses:
            rewriter.erase_op(op)
        return True


class DerefineOfStaticInfoCast(RewritePattern):
    """``torch.derefine (torch.tensor_static_info_cast %x)`` -> ``torch.derefine %x`` when ``%x``'s
    more precise type also derefines to the result (the optional keeps what the cast dropped, so
    shape refinement sees the sizes of ``%x``)."""
    root = "torch.derefine"

    def match_and_rewrite(self, op, rewriter):
        d = getattr(op._operands[0], "op", None)
        if not isinstance(d, TensorStaticInfoCastOp) or not is_valid_subtype(d._operands[0].type, op.results[0].type):
            return False
        rewriter.modify_op_in_place(op, lambda: op.set_operand(0, d._operands[0]))
        if not d.results[0].uses:
            rewriter.erase_op(d)
        return True


@register
class PrimUncheckedCastOp(TorchOp):
    """``%0 = torch.prim.unchecked_cast %x : !torch.optional<int> -> !torch.int``: assert a more
    refined type (the result type must be a subtype of the operand type)."""
    OPNAME = "torch.prim.unchecked_cast"
    x = operand()
    result = result()
    traits = {Pure, AllowsTypeRefinement}

    @classmethod
    def build_cast(cls, value, result_type, location=None):
        return cls.create(cls.OPNAME, [value], [result_type], None, None, (), (), location)

    def verify_(self):
        a, b = self._operands[0].type, self.results[0].type
        if not is_valid_subtype(b, a):
            _err(self, f"operand type '{a}' and result type '{b}' are cast incompatible")

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.print_optional_attr_dict(self.attributes)
        p.write(" : " + p.type_str(self._operands[0].type) + " -> " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_operand()
        attrs = parser.parse_optional_attr_dict()
        t1 = parser.parse_colon_type()
        parser.expect("->")
        t2 = parser.parse_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(ref, t1)], [t2], attrs, None, (), (), None)

    def fold(self):
        x = self._operands[0]
        if x.type is self.results[0].type:
            return [x]
        d = getattr(x, "op", None)
        if isinstance(d, DerefineOp) and d._operands[0].type is self.results[0].type:
            return [d._operands[0]]
        return None


def _cast_compatible(a, b):
    if not isinstance(a, BaseTensorType) or type(a) is not type(b):
        return False
    if a.dtype is not None and b.dtype is not None and a.dtype is not b.dtype:
        return False
    if a.sizes is None or b.sizes is None:
        return True
    return len(a.sizes) == len(b.sizes) and all(x < 0 or y < 0 or x == y for x, y in zip(a.sizes, b.sizes))


@register
class TensorStaticInfoCastOp(_CastOp):
    """``%0 = torch.tensor_static_info_cast %x : !torch.vtensor<[2],f32> to !torch.vtensor<*,f32>``"""
    OPNAME = "torch.tensor_static_info_cast"
    operand_ = operand()
    result = result()
    traits = {Pure, AllowsTypeRefinement}

    def verify_(self):
        a, b = self._operands[0].type, self.results[0].type
        if not _cast_compatible(a, b):
            _err(self, f"operand type '{a}' and result type '{b}' are cast incompatible")

    def fold(self):
        x = self._operands[0]
        if x.type is self.results[0].type:
            return [x]
        d = getattr(x, "op", None)
        if isinstance(d, TensorStaticInfoCastOp) and d._operands[0].type is self.results[0].type:
            return [d._operands[0]]
        return None

    @classmethod
    def canonicalization_patterns(cls):
        return [StaticInfoCastOfCopy()]


class StaticInfoCastOfCopy(RewritePattern):
    """``tensor_static_info_cast (copy.to_tensor %v)`` -> ``copy.to_tensor (tensor_static_info_cast %v)``
    when the copy has no other user: the cast moves to the value side, so the fresh copy's users
    are the reads and writes ``torch-maximize-value-semantics`` forwards (TorchScript's
    arguments arrive this way from ``torch-adjust-calling-conventions``)."""
    root = "torch.tensor_static_info_cast"

    def match_and_rewrite(self, op, rewriter):
        d = getattr(op._operands[0], "op", None)
        if not isinstance(d, CopyToNonValueTensorOp) or len(d.results[0].uses) != 1:
            return False
        want = op.results[0].type
        if not isinstance(want, NonValueTensorType):
            return False
        rewriter.set_insertion_point_before(op)
        cast = rewriter.insert(TensorStaticInfoCastOp.create(TensorStaticInfoCastOp.OPNAME, [d._operands[0]],
                                                             [want.to_value()], None, None, (), (), op.location))
        copy = rewriter.insert(CopyToNonValueTensorOp.build_copy(cast.results[0], op.location))
        rewriter.replace_op(op, [copy.results[0]])
        rewriter.erase_op(d)
        return True


# ---------------------------------------------------------------------------------------------
# Shape and dtype calculations
# ---------------------------------------------------------------------------------------------

class _YieldOp(TorchOp):
    """``op %a, %b : t1, t2`` or just ``op``."""
    __slots__ = ()
    values = var_operand()

    def print_custom(self, p):
        p.print_optional_attr_dict(self.attributes)
        if self._operands:
            p.write(" ")
            p.print_operands(self._operands)
            p.write(" : ")
            _write_types(p, [v.type for v in self._operands])

    @classmethod
    def parse_custom(cls, parser):
        attrs = parser.parse_optional_attr_dict()
        refs = parser.parse_operand_list()
        vals = parser.resolve_operands(refs, parser.parse_colon_type_list()) if refs else []
        return cls.create(cls.OPNAME, vals, (), attrs, None, (), (), None)


class _CalculateOp(TorchOp):
    """``%0 = op { body } KEYWORD { calculation } : types``"""
    __slots__ = ()
    KEYWORD = None
    results_ = var_result()
    body = region()
    calculation = region()
    traits = {SingleBlock}

    def print_custom(self, p):
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=True)
        p.write(f" {self.KEYWORD} ")
        p.print_region(self.regions[1], print_entry_args=False, print_terminators=True)
        p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        _write_types(p, [r.type for r in self.results])

    @classmethod
    def parse_custom(cls, parser):
        body = parser.parse_region()
        parser.expect(cls.KEYWORD)
        calc = parser.parse_region()
        attrs = parser.parse_optional_attr_dict()
        parser.expect(":")
        rts = _parse_type_list_opt(parser)
        return cls.create(cls.OPNAME, (), rts, attrs, None, [body, calc], (), None)

    def verify_(self):
        rts = [r.type for r in self.results]
        t = self.regions[0].blocks[0]._last if self.regions[0].blocks else None
        if t is None or [v.type for v in t._operands] != rts:
            _err(self, "body must yield values of the op's result types")
        c = self.regions[1].blocks[0]._last if self.regions[1].blocks else None
        if c is None or len(c._operands) != len(rts):
            _err(self, f"{self.KEYWORD} region must yield one value per result ({len(rts)})")


@register
class ShapeCalculateYieldOp(_YieldOp):
    OPNAME = "torch.shape.calculate.yield"
    traits = {Pure, IsTerminator, ReturnLike, HasParent("torch.shape.calculate")}


@register
class ShapeCalculateYieldShapesOp(_YieldOp):
    OPNAME = "torch.shape.calculate.yield.shapes"
    traits = {Pure, IsTerminator, ReturnLike, HasParent("torch.shape.calculate")}


@register
class ShapeCalculateOp(_CalculateOp):
    """``%0 = torch.shape.calculate { ... torch.shape.calculate.yield %x : T } shapes { ...
    torch.shape.calculate.yield.shapes %s : !torch.list<int> } : T``"""
    OPNAME = "torch.shape.calculate"
    KEYWORD = "shapes"


@register
class DtypeCalculateYieldOp(_YieldOp):
    OPNAME = "torch.dtype.calculate.yield"
    traits = {Pure, IsTerminator, ReturnLike, HasParent("torch.dtype.calculate")}


@register
class DtypeCalculateYieldDtypesOp(_YieldOp):
    OPNAME = "torch.dtype.calculate.yield.dtypes"
    traits = {Pure, IsTerminator, ReturnLike, HasParent("torch.dtype.calculate")}


@register
class DtypeCalculateOp(_CalculateOp):
    """``%0 = torch.dtype.calculate { ... } dtypes { ... torch.dtype.calculate.yield.dtypes %d :
    !torch.int } : T``"""
    OPNAME = "torch.dtype.calculate"
    KEYWORD = "dtypes"


# ---------------------------------------------------------------------------------------------
# Symbolic shapes
# ---------------------------------------------------------------------------------------------

INT64_MAX = 2 ** 63 - 1


@register
class SymbolicIntOp(TorchOp):
    """``%0 = torch.symbolic_int "s0" {min_val = 2, max_val = 9223372036854775806} : !torch.int``"""
    OPNAME = "torch.symbolic_int"
    symbol_name = prop(A.StringAttr)
    min_val = prop(A.IntegerAttr)
    max_val = prop(A.IntegerAttr)
    result = result()

    @classmethod
    def build_symbol(cls, name, min_val, max_val, location=None):
        props = {"symbol_name": A.StringAttr(name), "min_val": A.IntegerAttr(int(min_val), A.I64),
                 "max_val": A.IntegerAttr(int(max_val), A.I64)}
        return cls.create(cls.OPNAME, (), [INT], None, props, (), (), location)

    def verify_(self):
        if self.results[0].type is not INT:
            _err(self, f"result must be !torch.int, got {self.results[0].type}")
        if self.min_val.value > self.max_val.value:
            _err(self, f"min_val {self.min_val.value} is greater than max_val {self.max_val.value}")

    def print_custom(self, p):
        p.write(f" {self.symbol_name} {{min_val = {self.min_val.value}, max_val = {self.max_val.value}}}")
        p.print_optional_attr_dict(_attrs_for_print(self, ("symbol_name", "min_val", "max_val")))
        p.write(" : " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        props = {"symbol_name": A.StringAttr(parser.parse_string())}
        parser.expect("{")
        parser.expect("min_val")
        parser.expect("=")
        props["min_val"] = A.IntegerAttr(parser.parse_integer(), A.I64)
        parser.expect(",")
        parser.expect("max_val")
        parser.expect("=")
        props["max_val"] = A.IntegerAttr(parser.parse_integer(), A.I64)
        parser.expect("}")
        extra, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props.update(extra)
        t = parser.parse_colon_type()
        return cls.create(cls.OPNAME, (), [t], attrs, props, (), (), None)


@register
class BindSymbolicShapeOp(TorchOp):
    """``torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (s0, 3)> : !torch.vtensor<[?,3],f32>``"""
    OPNAME = "torch.bind_symbolic_shape"
    operand_ = operand()
    shape_symbols = var_operand()
    shape_expressions = prop(AffineMapAttr)

    @classmethod
    def build_bind(cls, value, symbols, affine_map, location=None):
        if not isinstance(affine_map, AffineMapAttr):
            affine_map = AffineMapAttr(affine_map)
        return cls.create(cls.OPNAME, [value, *symbols], (), None, {"shape_expressions": affine_map}, (), (),
                          location)

    def verify_(self):
        m = self.shape_expressions.value
        t = self._operands[0].type
        if isinstance(t, BaseTensorType) and t.sizes is not None and len(m.results) != len(t.sizes):
            _err(self, f"has {len(m.results)} shape expressions for a tensor of rank {len(t.sizes)}")
        if m.num_symbols != len(self._operands) - 1:
            _err(self, f"affine map has {m.num_symbols} symbols but {len(self._operands) - 1} symbol operands")

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.write(", [")
        p.print_operands(self._operands[1:])
        p.write("], " + str(self.shape_expressions))  # printed inline, as upstream does (no #map alias)
        p.print_optional_attr_dict(_attrs_for_print(self, ("shape_expressions",)))
        p.write(" : " + p.type_str(self._operands[0].type))

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_operand()
        parser.expect(",")
        syms = parser.parse_operand_list("[")
        parser.expect(",")
        m = parser.parse_attribute()
        if not isinstance(m, AffineMapAttr):
            raise parser.error("expected an affine map")
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["shape_expressions"] = m
        t = parser.parse_colon_type()
        vals = [parser.resolve_operand(ref, t)] + parser.resolve_operands(syms, [INT] * len(syms))
        return cls.create(cls.OPNAME, vals, (), attrs, props, (), (), None)


# ---------------------------------------------------------------------------------------------
# Miscellaneous
# ---------------------------------------------------------------------------------------------

@register
class OperatorTerminatorOp(TorchOp):
    """``torch.operator_terminator %x : !torch.int``: ends a region of ``torch.operator``."""
    OPNAME = "torch.operator_terminator"
    operands_ = var_operand()
    traits = {Pure, IsTerminator, ReturnLike, HasParent("torch.operator")}

    def print_custom(self, p):
        if self._operands:
            p.write(" ")
            p.print_operands(self._operands)
        p.print_optional_attr_dict(self.attributes)
        if self._operands:
            p.write(" : ")
            _write_types(p, [v.type for v in self._operands])

    @classmethod
    def parse_custom(cls, parser):
        refs = parser.parse_operand_list()
        attrs = parser.parse_optional_attr_dict()
        vals = parser.resolve_operands(refs, parser.parse_colon_type_list()) if refs else []
        return cls.create(cls.OPNAME, vals, (), attrs, None, (), (), None)


@register
class OperatorOp(TorchOp):
    """An op without a schema tmlir knows: ``%0 = torch.operator "ns.op.overload"(%a) :
    (!torch.int) -> !torch.int``, optionally with regions (higher-order ops)."""
    OPNAME = "torch.operator"
    operands_ = var_operand()
    results_ = var_result()
    regions_ = var_region()
    extra_inherent = ("name",)

    @classmethod
    def build_operator(cls, name, operands, result_types, location=None, regions=()):
        return cls.create(cls.OPNAME, list(operands), list(result_types), None, {"name": A.StringAttr(name)},
                          list(regions), (), location)

    @property
    def operator_name(self):
        return self.properties["name"].value

    @property
    def diagnostic_name(self):
        """How diagnostics name the op: ``torch.operator "mylib.frobnicate"``."""
        return f'{self.OPNAME} "{self.operator_name}"'

    def verify_structure(self):
        if not isinstance(self.properties.get("name"), A.StringAttr):
            _err(self, "requires a string 'name'")

    def print_custom(self, p):
        p.write(" " + str(self.properties["name"]) + "(")
        p.print_operands(self._operands)
        p.write(")")
        p.print_optional_attr_dict(_attrs_for_print(self, ("name",)))
        p.write(" : (")
        _write_types(p, [v.type for v in self._operands])
        p.write(") -> ")
        rts = [r.type for r in self.results]
        p.write(p.type_str(rts[0]) if len(rts) == 1 else "(" + ", ".join(map(p.type_str, rts)) + ")")
        p.write(" ")
        for i, r in enumerate(self.regions):
            if i:
                p.write(", ")
            p.print_region(r, print_entry_args=True, print_terminators=True)

    @classmethod
    def parse_custom(cls, parser):
        name = parser.parse_string("operator name")
        refs = parser.parse_operand_list("(")
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["name"] = A.StringAttr(name)
        ft = parser.parse_colon_type()
        if not isinstance(ft, A.FunctionType):
            raise parser.error("expected a function type")
        regions = []
        if parser.at("{"):
            regions.append(parser.parse_region())
            while parser.accept(","):
                regions.append(parser.parse_region())
        vals = parser.resolve_operands(refs, ft.inputs)
        return cls.create(cls.OPNAME, vals, ft.results, attrs, props, regions, (), None)


@register
class PrimPrintOp(TorchOp):
    """``torch.prim.Print(%a, %b) : !torch.int, !torch.str``"""
    OPNAME = "torch.prim.Print"
    operands_ = var_operand()

    def print_custom(self, p):
        p.write("(")
        p.print_operands(self._operands)
        p.write(")")
        p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        _write_types(p, [v.type for v in self._operands])

    @classmethod
    def parse_custom(cls, parser):
        refs = parser.parse_operand_list("(")
        attrs = parser.parse_optional_attr_dict()
        parser.expect(":")
        types = _parse_n_types(parser, len(refs))
        return cls.create(cls.OPNAME, parser.resolve_operands(refs, types), (), attrs, None, (), (), None)


@register
class PrimTolistOp(TorchOp):
    """``%0 = torch.prim.tolist(%t) : !torch.vtensor<[2],f32> -> !torch.list<float>``"""
    OPNAME = "torch.prim.tolist"
    operands_ = var_operand()
    results_ = var_result()

    def print_custom(self, p):
        p.write("(")
        p.print_operands(self._operands)
        p.write(")")
        p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        _write_types(p, [v.type for v in self._operands])
        p.write(" -> ")
        _write_types(p, [r.type for r in self.results])

    @classmethod
    def parse_custom(cls, parser):
        refs = parser.parse_operand_list("(")
        attrs = parser.parse_optional_attr_dict()
        parser.expect(":")
        types = _parse_n_types(parser, len(refs))
        parser.expect("->")
        rts = _parse_type_list_opt(parser)
        return cls.create(cls.OPNAME, parser.resolve_operands(refs, types), rts, attrs, None, (), (), None)


@register
class PrimLoadOp(TorchOp):
    """``%0 = torch.prim.Load "x" : !torch.int``"""
    OPNAME = "torch.prim.Load"
    result = result()
    extra_inherent = ("name",)

    def print_custom(self, p):
        p.write(" " + str(self.properties["name"]))
        p.print_optional_attr_dict(_attrs_for_print(self, ("name",)))
        p.write(" : " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        name = parser.parse_string()
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["name"] = A.StringAttr(name)
        return cls.create(cls.OPNAME, (), [parser.parse_colon_type()], attrs, props, (), (), None)


@register
class PrimStoreOp(TorchOp):
    """``torch.prim.Store "x", %v : !torch.int``"""
    OPNAME = "torch.prim.Store"
    value = operand()
    extra_inherent = ("name",)

    def print_custom(self, p):
        p.write(" " + str(self.properties["name"]) + ", ")
        p.print_operand(self._operands[0])
        p.print_optional_attr_dict(_attrs_for_print(self, ("name",)))
        p.write(" : " + p.type_str(self._operands[0].type))

    @classmethod
    def parse_custom(cls, parser):
        name = parser.parse_string()
        parser.expect(",")
        ref = parser.parse_operand()
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["name"] = A.StringAttr(name)
        v = parser.resolve_operand(ref, parser.parse_colon_type())
        return cls.create(cls.OPNAME, [v], (), attrs, props, (), (), None)


@register
class RuntimeAssertOp(TorchOp):
    """``torch.runtime.assert %cond, "message"``"""
    OPNAME = "torch.runtime.assert"
    condition = operand()
    message = prop(A.StringAttr)

    def verify_(self):
        if self._operands[0].type is not BOOL:
            _err(self, f"condition must be !torch.bool, got {self._operands[0].type}")

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.write(", " + str(self.message))
        p.print_optional_attr_dict(_attrs_for_print(self, ("message",)))

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_operand()
        parser.expect(",")
        msg = A.StringAttr(parser.parse_string())
        props, attrs = _split_attrs(cls, parser.parse_optional_attr_dict())
        props["message"] = msg
        return cls.create(cls.OPNAME, [parser.resolve_operand(ref, BOOL)], (), attrs, props, (), (), None)


@register
class LinearParamsCreateOp(TorchOp):
    """``%0 = torch.linear_params.create %w, %b : !torch.vtensor<...>, !torch.vtensor<...>``"""
    OPNAME = "torch.linear_params.create"
    operands_ = var_operand()
    result = result()
    traits = {AllowsTypeRefinement}

    def verify_(self):
        if len(self._operands) not in (1, 2):
            _err(self, "takes a weight and an optional bias")

    def print_custom(self, p):
        p.write(" ")
        p.print_operands(self._operands)
        p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        _write_types(p, [v.type for v in self._operands])

    @classmethod
    def parse_custom(cls, parser):
        refs = parser.parse_operand_list()
        attrs = parser.parse_optional_attr_dict()
        types = parser.parse_colon_type_list()
        return cls.create(cls.OPNAME, parser.resolve_operands(refs, types), [LINEAR_PARAMS], attrs, None, (), (),
                          None)


@register
class PerTensorAffineCreateOp(TorchOp):
    """``%0 = torch.per_tensor_affine.create %int_repr, %scale, %zero_point : T, !torch.float,
    !torch.int -> !torch.vtensor<[2],!torch.qint8>``"""
    OPNAME = "torch.per_tensor_affine.create"
    int_repr = operand()
    scale = operand()
    offset = operand()
    result = result()
    traits = {AllowsTypeRefinement}

    def print_custom(self, p):
        p.write(" ")
        p.print_operands(self._operands)
        p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        _write_types(p, [v.type for v in self._operands])
        p.write(" -> " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        refs = parser.parse_operand_list()
        attrs = parser.parse_optional_attr_dict()
        parser.expect(":")
        types = _parse_n_types(parser, len(refs))
        parser.expect("->")
        rt = parser.parse_type()
        return cls.create(cls.OPNAME, parser.resolve_operands(refs, types), [rt], attrs, None, (), (), None)


__all__ = sorted(n for n, v in list(globals().items())
                 if isinstance(v, type) and issubclass(v, Op) and v.__module__ == __name__ and not n.startswith("_"))
__all__ += ["materialize_torch_constant", "is_list_potentially_mutated", "float_name", "AllowsTypeRefinement",
            "HasValueSemantics", "ReadOnly"]
