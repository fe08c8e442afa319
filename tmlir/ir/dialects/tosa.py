"""tosa dialect: the Tensor Operator Set Architecture ops, as the MLIR bundled with IREE 3.13 has them.

Every op prints and parses in the generic form. Ops are declared from tables where they are
alike (elementwise unary/binary, comparisons, reductions, shape arithmetic); each class gets the
generic keyword builder with result-type inference where TOSA's rules make the result type
obvious, and a light verifier (ranks, broadcasting of size-1 dimensions, element types,
attribute kinds).

    add = tosa.AddOp.build(input1=a, input2=b)              # result type inferred (broadcast)
    red = tosa.ReduceSumOp.build(input=x, axis=tosa.i32_attr(1))

TOSA takes several parameters as operands produced by constants (``!tosa.shape<N>`` values from
``tosa.const_shape``, zero points and the ``mul`` shift as ``tensor<1xT>`` from ``tosa.const``).
The module-level helpers build those constants too; they take an inserter ``b`` first (anything
with ``insert(op)``: a ``Builder``, a ``PatternRewriter``; or a ``Block`` to append to) and
return the result value:

    y = tosa.reshape(b, x, [3, 2])
    z = tosa.mul(b, x, y)                       # adds the i8 shift constant
    c = tosa.conv2d(b, x, w, bias, pad=[1, 1, 1, 1], stride=[1, 1], dilation=[1, 1])

Enum attributes are ``OpaqueAttr`` text: ``nan_mode("PROPAGATE")`` is
``#tosa.nan_mode<PROPAGATE>``; shapes are ``OpaqueType`` ``!tosa.shape<N>`` (``shape_type(n)``).
"""
from __future__ import annotations

import numpy as np

from .. import attributes as A
from ..attributes import (I1, I8, I16, I32, I64, INDEX, DYNAMIC, IntegerAttr, DenseArrayAttr, OpaqueAttr,
                          OpaqueType, RankedTensorType)
from ..core import Block, Region, Value, VerifyError, IRError
from ..opdef import (Op, register, operand, var_operand, result, var_result, prop, opt_prop, region,
                     IsTerminator, ReturnLike, HasParent, Pure, Commutative, ConstantLike, Symbol,
                     SingleBlock, constraint, SINGLE)

# ---------------------------------------------------------------------------------------------
# Types and attributes
# ---------------------------------------------------------------------------------------------


def shape_type(rank: int) -> OpaqueType:
    """``!tosa.shape<rank>``."""
    return OpaqueType("tosa", f"shape<{int(rank)}>")


def is_shape_type(t) -> bool:
    return type(t) is OpaqueType and t.dialect == "tosa" and t.body.startswith("shape<")


def shape_rank(t) -> int:
    """The rank N of ``!tosa.shape<N>``."""
    return int(t.body[6:-1])


def _enum(kind, values):
    def make(value):
        value = str(value)
        if value not in values:
            raise ValueError(f"unknown #tosa.{kind} value {value!r} (expected one of {', '.join(values)})")
        return OpaqueAttr("tosa", f"{kind}<{value}>")
    make.__name__ = kind
    make.__doc__ = f"``#tosa.{kind}<...>``: one of {', '.join(values)}."
    return make


NAN_MODES = ("PROPAGATE", "IGNORE")
ROUNDING_MODES = ("SINGLE_ROUND", "INEXACT_ROUND", "DOUBLE_ROUND")
RESIZE_MODES = ("NEAREST_NEIGHBOR", "BILINEAR")
BLOCK_SIZES = ("BLOCK_SIZE_32",)
nan_mode = _enum("nan_mode", NAN_MODES)
rounding_mode = _enum("rounding_mode", ROUNDING_MODES)
resize_mode = _enum("resize_mode", RESIZE_MODES)
block_size = _enum("block_size", BLOCK_SIZES)
NAN_PROPAGATE = nan_mode("PROPAGATE")


def i32_attr(v) -> IntegerAttr:
    return IntegerAttr(int(v), I32)


def bool_attr(v) -> IntegerAttr:
    return A.BoolAttr(bool(v))


def i64_array(values) -> DenseArrayAttr:
    return DenseArrayAttr(I64, [int(v) for v in values])


def _enum_check(kind, values):
    doc = f"#tosa.{kind}"

    def check(a):
        return type(a) is OpaqueAttr and a.dialect == "tosa" and a.body.startswith(kind + "<") and \
            a.body[len(kind) + 1:-1] in values
    check.__doc__ = doc
    return check


_is_nan_mode = _enum_check("nan_mode", NAN_MODES)
_is_rounding_mode = _enum_check("rounding_mode", ROUNDING_MODES)
_is_resize_mode = _enum_check("resize_mode", RESIZE_MODES)
_is_block_size = _enum_check("block_size", BLOCK_SIZES)


def _is_i32(a):
    return type(a) is IntegerAttr and a.type is I32


def _is_bool(a):
    return type(a) is IntegerAttr and a.type is I1


def _i64_array_of(n):
    def check(a):
        return type(a) is DenseArrayAttr and a.element_type is I64 and (n is None or len(a.value) == n)
    return check


def _is_i32_array(a):
    return type(a) is DenseArrayAttr and a.element_type is I32


def _is_elements(a):
    return type(a) in (A.DenseElementsAttr, A.DenseResourceElementsAttr, OpaqueAttr)


def _is_int_or_float(a):
    return type(a) in (IntegerAttr, A.FloatAttr)


def _is_type_attr(a):
    return type(a) is A.TypeAttr


# ---------------------------------------------------------------------------------------------
# Type constraints
# ---------------------------------------------------------------------------------------------


@constraint("a tensor")
def _tensor(t):
    return type(t) is RankedTensorType or type(t) is A.UnrankedTensorType


@constraint("a !tosa.shape")
def _shape(t):
    return is_shape_type(t)


def _ranked_of(*ranks):
    @constraint(f"a tensor of rank {' or '.join(map(str, ranks))}")
    def check(t):
        return type(t) is A.UnrankedTensorType or (type(t) is RankedTensorType and len(t.shape) in ranks)
    return check


_rank1 = _ranked_of(1)
_rank2 = _ranked_of(2)
_rank3 = _ranked_of(3)
_rank4 = _ranked_of(4)
_rank5 = _ranked_of(5)


@constraint("a tensor of i1")
def _bool_tensor(t):
    return _tensor(t) and t.element_type is I1


@constraint("a 1-element tensor (zero point)")
def _zp(t):
    return type(t) is RankedTensorType and len(t.shape) == 1 and t.shape[0] in (1, DYNAMIC)


# ---------------------------------------------------------------------------------------------
# Verification helpers
# ---------------------------------------------------------------------------------------------

def _err(op, msg):
    raise VerifyError(f"'{op.name}' {msg}", op=op)


def _ranked(t):
    return type(t) is RankedTensorType


def _et(t):
    return getattr(t, "element_type", t)


def _with_et(t, et):
    """``t`` with element type ``et`` (ranked or unranked tensors)."""
    return A.UnrankedTensorType(et) if type(t) is A.UnrankedTensorType else t.with_element_type(et)


def _static(d):
    return d >= 0


def verify_broadcast(op, inputs, outputs):
    """TOSA broadcasting: equal ranks; per dimension the inputs' sizes are equal or 1 and each
    output's size is theirs (1 if all inputs have 1)."""
    in_types = [v.type for v in inputs]
    out_types = [v.type for v in outputs]
    ranked = [t for t in in_types + out_types if _ranked(t)]
    if not ranked:
        return
    if len({len(t.shape) for t in ranked}) > 1:
        _err(op, "expects operands and results of equal rank (TOSA broadcasts only size-1 dimensions), got "
             + ", ".join(str(t) for t in in_types + out_types))
    rins = [t for t in in_types if _ranked(t)]
    for i in range(len(ranked[0].shape)):
        dims = [t.shape[i] for t in rins]
        sizes = {d for d in dims if _static(d) and d != 1}
        if len(sizes) > 1:
            _err(op, f"operand dimension {i} sizes {sorted(sizes)} are not broadcast-compatible")
        for t in out_types:
            if not _ranked(t) or not _static(t.shape[i]):
                continue
            r = t.shape[i]
            if sizes and r != next(iter(sizes)):
                _err(op, f"result dimension {i} is {r} but the operands broadcast to {next(iter(sizes))}")
            if not sizes and len(rins) == len(in_types) and all(d == 1 for d in dims) and r != 1:
                _err(op, f"result dimension {i} is {r} but every operand has size 1 there")


def _broadcast_type(values, element_type=None):
    types = [v.type for v in values]
    if not all(_ranked(t) for t in types):
        return A.UnrankedTensorType(element_type or _et(types[0]))
    if len({len(t.shape) for t in types}) != 1:
        return None
    shape = []
    for dims in zip(*(t.shape for t in types)):
        s = {d for d in dims if d != 1}
        if not s:
            shape.append(1)
        elif len(s) == 1:
            shape.append(s.pop())
        else:
            st = {d for d in s if _static(d)}
            shape.append(st.pop() if len(st) == 1 else DYNAMIC)
    return RankedTensorType(shape, element_type or types[0].element_type)


def verify_same_element_type(op, values, what="operands and result"):
    ets = [_et(v.type) for v in values]
    if any(e is not ets[0] for e in ets):
        _err(op, f"expects the same element type for its {what}, got {', '.join(map(str, ets))}")


def verify_same_shape(op, a, b):
    ta, tb = a.type, b.type
    if _ranked(ta) and _ranked(tb):
        if len(ta.shape) != len(tb.shape) or any(
                _static(x) and _static(y) and x != y for x, y in zip(ta.shape, tb.shape)):
            _err(op, f"expects operand and result of the same shape, got {ta} and {tb}")


def _axis_in_range(op, axis_attr, t, extra=0):
    if _ranked(t):
        ax = axis_attr.value
        if not 0 <= ax < len(t.shape) + extra:
            _err(op, f"axis {ax} is out of range for {t}")


def _const_values(v):
    """The integer values behind a ``tosa.const_shape``/``tosa.const`` operand, or None."""
    d = v.defining_op if isinstance(v, Value) else None
    if d is None or d.name not in ("tosa.const_shape", "tosa.const"):
        return None
    a = d.properties.get("values")
    if type(a) is not A.DenseElementsAttr:
        return None
    return [int(x) for x in a.to_numpy().reshape(-1)]


def _check_shape_operand(op, v, rank, what):
    if is_shape_type(v.type) and rank is not None and shape_rank(v.type) != rank:
        _err(op, f"{what} must be !tosa.shape<{rank}>, got {v.type}")


# ---------------------------------------------------------------------------------------------
# Base class: builders with result-type inference
# ---------------------------------------------------------------------------------------------

class TosaOp(Op):
    """Base of the tosa ops: ``build`` fills in result types that ``infer(kw)`` can derive."""

    @classmethod
    def infer(cls, kw):
        """Result types (by field name) derived from the builder's keyword arguments, or {}."""
        return {}

    @classmethod
    def build(cls, **kw):
        missing = [f.name for f in cls._result_groups if f.arity == SINGLE and kw.get(f.name) is None]
        if missing:
            try:
                inferred = cls.infer(kw) or {}
            except (AttributeError, IndexError, TypeError, ValueError):
                inferred = {}
            for name in missing:
                if inferred.get(name) is not None:
                    kw[name] = inferred[name]
        return cls.generic_build(**kw)


_NAMESPACE = globals()


def _define(opname, clsname, base, fields, traits=(), doc=None, **extra):
    ns = {"OPNAME": opname, "__module__": __name__, "__qualname__": clsname,
          "__doc__": doc or f"``{opname}``.", "traits": set(traits)}
    ns.update(fields)
    ns.update(extra)
    cls = register(type(clsname, (base,), ns))
    _NAMESPACE[clsname] = cls
    return cls


# ---------------------------------------------------------------------------------------------
# Elementwise ops (tables)
# ---------------------------------------------------------------------------------------------

class _UnaryOp(TosaOp):
    """Elementwise unary op: the result has the operand's type."""

    @classmethod
    def infer(cls, kw):
        return {"output": kw[cls._operand_groups[0].name].type}

    def verify_(self):
        x, out = self.operands[0], self.results[0]
        verify_same_shape(self, x, out)
        verify_same_element_type(self, [x, out])


# (opname, class name, operand name)
UNARY_OPS = [
    ("abs", "AbsOp", "input1"), ("bitwise_not", "BitwiseNotOp", "input1"), ("ceil", "CeilOp", "input1"),
    ("clz", "ClzOp", "input1"), ("cos", "CosOp", "input1"), ("exp", "ExpOp", "input1"),
    ("floor", "FloorOp", "input1"), ("identity", "IdentityOp", "input1"), ("log", "LogOp", "input1"),
    ("logical_not", "LogicalNotOp", "input1"), ("reciprocal", "ReciprocalOp", "input1"),
    ("rsqrt", "RsqrtOp", "input1"), ("sin", "SinOp", "input1"), ("erf", "ErfOp", "input"),
    ("sigmoid", "SigmoidOp", "input"), ("tanh", "TanhOp", "input"),
]
UNARY_OPS = [(_n, _define("tosa." + _n, _c, _UnaryOp, {_in: operand(_tensor), "output": result(_tensor)}, {Pure},
                           doc=f"``tosa.{_n}``: elementwise; the result has the operand's type."), _in)
             for _n, _c, _in in UNARY_OPS]


class _BinaryOp(TosaOp):
    """Elementwise binary op with TOSA broadcasting; operands and result share an element type."""

    RESULT_ELEMENT = None  # fixed result element type (comparisons: i1)

    @classmethod
    def infer(cls, kw):
        return {"output": _broadcast_type([kw["input1"], kw["input2"]], cls.RESULT_ELEMENT)}

    def verify_(self):
        a, b, out = self.operands[0], self.operands[1], self.results[0]
        verify_broadcast(self, [a, b], [out])
        if self.RESULT_ELEMENT is None:
            verify_same_element_type(self, [a, b, out])
        else:
            verify_same_element_type(self, [a, b], "operands")
            if _et(out.type) is not self.RESULT_ELEMENT:
                _err(self, f"result must have element type {self.RESULT_ELEMENT}, got {out.type}")


# (opname, class name, commutative, extra props)
BINARY_OPS = [
    ("add", "AddOp", True, {}), ("sub", "SubOp", False, {}),
    ("bitwise_and", "BitwiseAndOp", True, {}), ("bitwise_or", "BitwiseOrOp", True, {}),
    ("bitwise_xor", "BitwiseXorOp", True, {}), ("intdiv", "IntDivOp", False, {}),
    ("logical_and", "LogicalAndOp", True, {}), ("logical_or", "LogicalOrOp", True, {}),
    ("logical_xor", "LogicalXorOp", True, {}), ("logical_left_shift", "LogicalLeftShiftOp", False, {}),
    ("logical_right_shift", "LogicalRightShiftOp", False, {}), ("pow", "PowOp", False, {}),
    ("maximum", "MaximumOp", True, {"nan_mode": lambda: prop(_is_nan_mode, default=NAN_PROPAGATE)}),
    ("minimum", "MinimumOp", True, {"nan_mode": lambda: prop(_is_nan_mode, default=NAN_PROPAGATE)}),
    ("arithmetic_right_shift", "ArithmeticRightShiftOp", False, {"round": lambda: prop(_is_bool)}),
]
BINARY_OPS = [(_n, _define("tosa." + _n, _c, _BinaryOp,
                           {"input1": operand(_tensor), "input2": operand(_tensor), "output": result(_tensor),
                            **{k: make() for k, make in _extra.items()}},
                           {Pure, Commutative} if _comm else {Pure},
                           doc=f"``tosa.{_n}``: elementwise with broadcasting of size-1 dimensions."), _comm, _extra)
              for _n, _c, _comm, _extra in BINARY_OPS]

COMPARE_OPS = [("equal", "EqualOp", True), ("greater", "GreaterOp", False),
               ("greater_equal", "GreaterEqualOp", False)]
COMPARE_OPS = [(_n, _define("tosa." + _n, _c, _BinaryOp,
                            {"input1": operand(_tensor), "input2": operand(_tensor), "output": result(_bool_tensor)},
                            {Pure, Commutative} if _comm else {Pure}, RESULT_ELEMENT=I1,
                            doc=f"``tosa.{_n}``: elementwise comparison with broadcasting; the result is i1."), _comm)
               for _n, _c, _comm in COMPARE_OPS]


class _ReduceOp(TosaOp):
    """Reduction along ``axis``: the result keeps the rank with size 1 at ``axis``."""

    @classmethod
    def infer(cls, kw):
        t = kw["input"].type
        shape = list(t.shape)
        shape[kw["axis"].value] = 1
        return {"output": t.with_shape(shape)}

    def verify_(self):
        x, out = self.input, self.output
        _axis_in_range(self, self.axis, x.type)
        verify_same_element_type(self, [x, out])
        if _ranked(x.type) and _ranked(out.type):
            if len(out.type.shape) != len(x.type.shape):
                _err(self, f"result rank must equal the input rank {len(x.type.shape)}, got {out.type}")
            if out.type.shape[self.axis.value] not in (1, DYNAMIC):
                _err(self, f"result dimension {self.axis.value} (the reduced axis) must be 1, got {out.type}")


REDUCE_OPS = [("reduce_all", "ReduceAllOp", False), ("reduce_any", "ReduceAnyOp", False),
              ("reduce_max", "ReduceMaxOp", True), ("reduce_min", "ReduceMinOp", True),
              ("reduce_product", "ReduceProductOp", False), ("reduce_sum", "ReduceSumOp", False)]


def _reduce_fields(nan):
    f = {"input": operand(_tensor), "output": result(_tensor), "axis": prop(_is_i32)}
    if nan:
        f["nan_mode"] = prop(_is_nan_mode, default=NAN_PROPAGATE)
    return f


REDUCE_OPS = [(_n, _define("tosa." + _n, _c, _ReduceOp, _reduce_fields(_nan), {Pure},
                           doc=f"``tosa.{_n}`` along ``axis`` (kept as size 1)."), _nan)
              for _n, _c, _nan in REDUCE_OPS]


class _ArgOp(TosaOp):
    """argmax/argmin along ``axis``: the result drops that dimension."""

    @classmethod
    def infer(cls, kw):
        t = kw["input"].type
        shape = list(t.shape)
        del shape[kw["axis"].value]
        return {"output": RankedTensorType(shape, I32)}

    def verify_(self):
        x, out = self.input, self.output
        _axis_in_range(self, self.axis, x.type)
        if not A.is_integer(_et(out.type)):
            _err(self, f"result must be an integer tensor, got {out.type}")
        if _ranked(x.type) and _ranked(out.type):
            expect = list(x.type.shape)
            del expect[self.axis.value]
            if len(out.type.shape) != len(expect) or any(
                    _static(a) and _static(b) and a != b for a, b in zip(out.type.shape, expect)):
                _err(self, f"result shape must be the input shape without dimension {self.axis.value}, got "
                     f"{out.type} for {x.type}")


for _n, _c in (("argmax", "ArgMaxOp"), ("argmin", "ArgMinOp")):
    _define("tosa." + _n, _c, _ArgOp, {"input": operand(_tensor), "output": result(_tensor),
                                        "axis": prop(_is_i32),
                                        "nan_mode": prop(_is_nan_mode, default=NAN_PROPAGATE)},
            {Pure}, doc=f"``tosa.{_n}`` along ``axis`` (the dimension is removed).")


ArgMaxOp, ArgMinOp = _NAMESPACE["ArgMaxOp"], _NAMESPACE["ArgMinOp"]


class _ShapeBinaryOp(TosaOp):
    """Arithmetic on ``!tosa.shape<N>`` values, per element."""

    @classmethod
    def infer(cls, kw):
        return {"output": kw["input1"].type}

    def verify_(self):
        ranks = {shape_rank(v.type) for v in (*self.operands, *self.results)}
        if len(ranks) != 1:
            _err(self, "expects operands and result of the same !tosa.shape rank")


class _ShapeUnaryOp(TosaOp):
    @classmethod
    def infer(cls, kw):
        return {"output": kw["input"].type}

    def verify_(self):
        if shape_rank(self.input.type) != shape_rank(self.output.type):
            _err(self, "expects operand and result of the same !tosa.shape rank")


SHAPE_BINARY_OPS = [("add_shape", "AddShapeOp"), ("sub_shape", "SubShapeOp"), ("mul_shape", "MulShapeOp"),
                    ("div_ceil_shape", "DivCeilShapeOp"), ("div_floor_shape", "DivFloorShapeOp"),
                    ("mod_shape", "ModShapeOp"), ("max_shape", "MaxShapeOp"), ("min_shape", "MinShapeOp")]
SHAPE_BINARY_OPS = [(_n, _define("tosa." + _n, _c, _ShapeBinaryOp,
                                  {"input1": operand(_shape), "input2": operand(_shape), "output": result(_shape)},
                                  {Pure})) for _n, _c in SHAPE_BINARY_OPS]
SHAPE_UNARY_OPS = [("exp2_shape", "Exp2ShapeOp"), ("log2_ceil_shape", "Log2CeilShapeOp"),
                   ("log2_floor_shape", "Log2FloorShapeOp")]
SHAPE_UNARY_OPS = [(_n, _define("tosa." + _n, _c, _ShapeUnaryOp, {"input": operand(_shape), "output": result(_shape)},
                                 {Pure})) for _n, _c in SHAPE_UNARY_OPS]


# ---------------------------------------------------------------------------------------------
# Constants and shapes
# ---------------------------------------------------------------------------------------------

@register
class ConstOp(TosaOp):
    """``tosa.const``: a tensor constant (``values`` is an elements attribute of the result type)."""

    OPNAME = "tosa.const"
    values = prop(_is_elements)
    output = result(_tensor)
    traits = {Pure, ConstantLike}

    @classmethod
    def infer(cls, kw):
        return {"output": kw["values"].type}

    @classmethod
    def build_value(cls, value, type=None, location=None):
        """From a numpy array / Python number(s) and a tensor type (or an elements attribute)."""
        if isinstance(value, A.Attribute):
            return cls.build(values=value, location=location)
        if type is None:
            raise IRError("tosa.const needs the tensor type of a non-attribute value")
        return cls.build(values=A.DenseElementsAttr(np.asarray(value), type), location=location)

    def verify_(self):
        t = getattr(self.values, "type", None)
        if t is not None and t is not self.output.type:
            _err(self, f"values type {t} does not match the result type {self.output.type}")


@register
class ConstShapeOp(TosaOp):
    """``tosa.const_shape``: a ``!tosa.shape<N>`` from ``N`` index values."""

    OPNAME = "tosa.const_shape"
    values = prop(A.DenseElementsAttr)
    output = result(_shape)
    traits = {Pure, ConstantLike}

    @classmethod
    def infer(cls, kw):
        return {"output": shape_type(kw["values"].type.shape[0])}

    @classmethod
    def build_values(cls, values, location=None):
        values = [int(v) for v in values]
        attr = A.DenseElementsAttr(np.asarray(values, dtype=np.int64).reshape(len(values)),
                                   RankedTensorType((len(values),), INDEX))
        return cls.build(values=attr, location=location)

    def verify_(self):
        t = self.values.type
        if not (_ranked(t) and len(t.shape) == 1 and t.element_type is INDEX):
            _err(self, f"values must be a 1-D index tensor, got {t}")
        if shape_rank(self.output.type) != t.shape[0]:
            _err(self, f"has {t.shape[0]} values but its result is {self.output.type}")

    def shape_values(self):
        return [int(x) for x in self.values.to_numpy()]


@register
class DimOp(TosaOp):
    """``tosa.dim``: the size of dimension ``axis`` as ``!tosa.shape<1>``."""

    OPNAME = "tosa.dim"
    input1 = operand(_tensor)
    output = result(_shape)
    axis = prop(_is_i32)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"output": shape_type(1)}

    def verify_(self):
        _axis_in_range(self, self.axis, self.input1.type)
        _check_shape_operand(self, self.output, 1, "result")


@register
class ConcatShapeOp(TosaOp):
    """``tosa.concat_shape``: concatenation of shapes."""

    OPNAME = "tosa.concat_shape"
    input = var_operand(_shape)
    output = result(_shape)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"output": shape_type(sum(shape_rank(v.type) for v in kw["input"]))}

    def verify_(self):
        n = sum(shape_rank(v.type) for v in self.input)
        if shape_rank(self.output.type) != n:
            _err(self, f"result must be !tosa.shape<{n}>, got {self.output.type}")


@register
class SliceShapeOp(TosaOp):
    """``tosa.slice_shape``: ``size`` entries of a shape from ``start`` (both ``tensor<1xi32>``)."""

    OPNAME = "tosa.slice_shape"
    input = operand(_shape)
    start = operand(_rank1)
    size = operand(_rank1)
    output = result(_shape)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        n = _const_values(kw["size"])
        return {"output": shape_type(n[0]) if n else None}

    def verify_(self):
        for v in (self.start, self.size):
            if _et(v.type) is not I32:
                _err(self, f"start and size must be tensor<1xi32>, got {v.type}")


@register
class AssertEqualShapeOp(TosaOp):
    """``tosa.assert_equal_shape``: the two shapes must be equal (or broadcastable)."""

    OPNAME = "tosa.assert_equal_shape"
    input1 = operand(_shape)
    input2 = operand(_shape)
    allow_broadcast = prop(_is_bool)


# ---------------------------------------------------------------------------------------------
# Elementwise ops with extra operands or attributes
# ---------------------------------------------------------------------------------------------

@register
class MulOp(TosaOp):
    """``tosa.mul``: elementwise product; ``shift`` is a ``tensor<1xi8>`` (0 except for i32)."""

    OPNAME = "tosa.mul"
    input1 = operand(_tensor)
    input2 = operand(_tensor)
    shift = operand(_rank1)
    output = result(_tensor)
    traits = {Pure, Commutative}

    @classmethod
    def infer(cls, kw):
        return {"output": _broadcast_type([kw["input1"], kw["input2"]])}

    def verify_(self):
        verify_broadcast(self, [self.input1, self.input2], [self.output])
        verify_same_element_type(self, [self.input1, self.input2], "operands")
        if _et(self.shift.type) is not I8:
            _err(self, f"shift must be tensor<1xi8>, got {self.shift.type}")
        if A.is_float(_et(self.input1.type)) and _et(self.output.type) is not _et(self.input1.type):
            _err(self, "float operands need a result of the same element type")


@register
class SelectOp(TosaOp):
    """``tosa.select``: ``input1 ? input2 : input3`` elementwise with broadcasting."""

    OPNAME = "tosa.select"
    input1 = operand(_bool_tensor)
    input2 = operand(_tensor)
    input3 = operand(_tensor)
    output = result(_tensor)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"output": _broadcast_type([kw["input1"], kw["input2"], kw["input3"]],
                                          _et(kw["input2"].type))}

    def verify_(self):
        verify_broadcast(self, [self.input1, self.input2, self.input3], [self.output])
        verify_same_element_type(self, [self.input2, self.input3, self.output], "values and result")


@register
class ClampOp(TosaOp):
    """``tosa.clamp``: clamp to ``[min_val, max_val]`` (attributes of the element type)."""

    OPNAME = "tosa.clamp"
    input = operand(_tensor)
    output = result(_tensor)
    min_val = prop(_is_int_or_float)
    max_val = prop(_is_int_or_float)
    nan_mode = prop(_is_nan_mode, default=NAN_PROPAGATE)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"output": kw["input"].type}

    def verify_(self):
        verify_same_shape(self, self.input, self.output)
        verify_same_element_type(self, [self.input, self.output])
        et = _et(self.input.type)
        for a in (self.min_val, self.max_val):
            if A.is_float(et) != (type(a) is A.FloatAttr):
                _err(self, f"min_val/max_val must be {'float' if A.is_float(et) else 'integer'} attributes "
                     f"for {self.input.type}, got {a}")


@register
class NegateOp(TosaOp):
    """``tosa.negate``: ``-x`` with input/output zero points (``tensor<1xT>`` operands)."""

    OPNAME = "tosa.negate"
    input1 = operand(_tensor)
    input1_zp = operand(_zp)
    output_zp = operand(_zp)
    output = result(_tensor)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"output": kw["input1"].type}

    def verify_(self):
        verify_same_shape(self, self.input1, self.output)
        verify_same_element_type(self, [self.input1, self.output, self.input1_zp, self.output_zp])


@register
class CastOp(TosaOp):
    """``tosa.cast``: elementwise type conversion (same shape)."""

    OPNAME = "tosa.cast"
    input = operand(_tensor)
    output = result(_tensor)
    input_unsigned = opt_prop(_is_bool)
    traits = {Pure}

    def verify_(self):
        verify_same_shape(self, self.input, self.output)


@register
class RescaleOp(TosaOp):
    """``tosa.rescale``: integer rescaling ``(x - input_zp) * multiplier >> shift + output_zp``."""

    OPNAME = "tosa.rescale"
    input = operand(_tensor)
    multiplier = operand(_rank1)
    shift = operand(_rank1)
    input_zp = operand(_zp)
    output_zp = operand(_zp)
    output = result(_tensor)
    scale32 = prop(_is_bool)
    rounding_mode = prop(_is_rounding_mode)
    per_channel = prop(_is_bool)
    input_unsigned = prop(_is_bool)
    output_unsigned = prop(_is_bool)
    traits = {Pure}

    def verify_(self):
        verify_same_shape(self, self.input, self.output)
        m = _et(self.multiplier.type)
        if m is not (I32 if self.scale32.value else I16):
            _err(self, f"multiplier must be {'i32' if self.scale32.value else 'i16'} when scale32 = "
                 f"{self.scale32.format_value()}, got {self.multiplier.type}")
        if _et(self.shift.type) is not I8:
            _err(self, f"shift must be an i8 tensor, got {self.shift.type}")
        verify_same_element_type(self, [self.input, self.input_zp], "input and input_zp")
        verify_same_element_type(self, [self.output, self.output_zp], "result and output_zp")


@register
class ApplyScaleOp(TosaOp):
    """``tosa.apply_scale``: ``value * multiplier >> shift`` with rounding."""

    OPNAME = "tosa.apply_scale"
    value = operand(_tensor)
    multiplier = operand(_tensor)
    shift = operand(_tensor)
    output = result(_tensor)
    rounding_mode = prop(_is_rounding_mode)
    traits = {Pure}

    def verify_(self):
        verify_broadcast(self, [self.value, self.multiplier, self.shift], [self.output])


@register
class TableOp(TosaOp):
    """``tosa.table``: lookup in a 1-D table (256 x i8 or 513 x i16)."""

    OPNAME = "tosa.table"
    input1 = operand(_tensor)
    table = operand(_rank1)
    output = result(_tensor)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        et = _et(kw["input1"].type)
        return {"output": _with_et(kw["input1"].type, I8 if et is I8 else I32)}

    def verify_(self):
        verify_same_shape(self, self.input1, self.output)
        verify_same_element_type(self, [self.input1, self.table], "input and table")


# ---------------------------------------------------------------------------------------------
# Data layout
# ---------------------------------------------------------------------------------------------

@register
class ConcatOp(TosaOp):
    """``tosa.concat`` along ``axis``."""

    OPNAME = "tosa.concat"
    input1 = var_operand(_tensor)
    output = result(_tensor)
    axis = prop(_is_i32)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        ins = [v.type for v in kw["input1"]]
        ax = kw["axis"].value
        shape = list(ins[0].shape)
        shape[ax] = DYNAMIC if any(not _static(t.shape[ax]) for t in ins) else sum(t.shape[ax] for t in ins)
        return {"output": ins[0].with_shape(shape)}

    def verify_(self):
        ins = self.input1
        if not ins:
            _err(self, "expects at least one input")
        verify_same_element_type(self, [*ins, self.output], "inputs and result")
        ranked = [v.type for v in ins if _ranked(v.type)]
        ax = self.axis.value
        out = self.output.type
        if ranked:
            r = len(ranked[0].shape)
            if any(len(t.shape) != r for t in ranked) or (_ranked(out) and len(out.shape) != r):
                _err(self, "expects inputs and result of equal rank")
            if not 0 <= ax < r:
                _err(self, f"axis {ax} is out of range for rank {r}")
            for i in range(r):
                if i == ax:
                    continue
                sizes = {t.shape[i] for t in ranked if _static(t.shape[i])}
                if _ranked(out) and _static(out.shape[i]):
                    sizes.add(out.shape[i])
                if len(sizes) > 1:
                    _err(self, f"dimension {i} differs between inputs/result: {sorted(sizes)}")
            if len(ranked) == len(ins) and _ranked(out) and _static(out.shape[ax]) and all(
                    _static(t.shape[ax]) for t in ranked) and out.shape[ax] != sum(t.shape[ax] for t in ranked):
                _err(self, f"result dimension {ax} must be {sum(t.shape[ax] for t in ranked)}, got {out}")


@register
class ReshapeOp(TosaOp):
    """``tosa.reshape``: the new shape is a ``!tosa.shape`` operand (see ``reshape``)."""

    OPNAME = "tosa.reshape"
    input1 = operand(_tensor)
    shape = operand(_shape)
    output = result(_tensor)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        vals = _const_values(kw["shape"])
        if vals is None:
            return {}
        t = kw["input1"].type
        if -1 in vals and t.has_static_shape():
            known = int(np.prod([v for v in vals if v != -1]))
            vals = [t.num_elements() // known if v == -1 else v for v in vals]
        return {"output": RankedTensorType(vals, t.element_type)}

    def verify_(self):
        verify_same_element_type(self, [self.input1, self.output])
        out, t = self.output.type, self.input1.type
        if _ranked(out) and shape_rank(self.shape.type) != len(out.shape):
            _err(self, f"shape operand {self.shape.type} does not match the result rank of {out}")
        if _ranked(out) and _ranked(t) and out.has_static_shape() and t.has_static_shape() and \
                out.num_elements() != t.num_elements():
            _err(self, f"cannot reshape {t} ({t.num_elements()} elements) to {out} ({out.num_elements()})")


@register
class TransposeOp(TosaOp):
    """``tosa.transpose``: ``output[i] = input1[perms[i]]`` dimensions."""

    OPNAME = "tosa.transpose"
    input1 = operand(_tensor)
    output = result(_tensor)
    perms = prop(_is_i32_array)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        t = kw["input1"].type
        return {"output": t.with_shape([t.shape[p] for p in kw["perms"].value])}

    def verify_(self):
        verify_same_element_type(self, [self.input1, self.output])
        p = list(self.perms.value)
        t, out = self.input1.type, self.output.type
        if sorted(p) != list(range(len(p))):
            _err(self, f"perms {p} is not a permutation")
        if _ranked(t):
            if len(p) != len(t.shape):
                _err(self, f"perms has {len(p)} entries for {t}")
            if _ranked(out) and any(_static(out.shape[i]) and _static(t.shape[q]) and out.shape[i] != t.shape[q]
                                    for i, q in enumerate(p)):
                _err(self, f"result {out} is not {t} permuted by {p}")


@register
class SliceOp(TosaOp):
    """``tosa.slice``: ``start`` and ``size`` are ``!tosa.shape`` operands (see ``slice``)."""

    OPNAME = "tosa.slice"
    input1 = operand(_tensor)
    start = operand(_shape)
    size = operand(_shape)
    output = result(_tensor)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        vals = _const_values(kw["size"])
        return {"output": kw["input1"].type.with_shape(vals) if vals is not None else None}

    def verify_(self):
        verify_same_element_type(self, [self.input1, self.output])
        t = self.input1.type
        if _ranked(t):
            for v, what in ((self.start, "start"), (self.size, "size")):
                _check_shape_operand(self, v, len(t.shape), what)


@register
class PadOp(TosaOp):
    """``tosa.pad``: ``padding`` is ``!tosa.shape<2*rank>`` (low, high per dimension);
    ``pad_const`` a ``tensor<1xT>``."""

    OPNAME = "tosa.pad"
    input1 = operand(_tensor)
    padding = operand(_shape)
    pad_const = operand(_zp)
    output = result(_tensor)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        vals = _const_values(kw["padding"])
        t = kw["input1"].type
        if vals is None:
            return {}
        return {"output": t.with_shape([d + vals[2 * i] + vals[2 * i + 1] if _static(d) else d
                                        for i, d in enumerate(t.shape)])}

    def verify_(self):
        verify_same_element_type(self, [self.input1, self.pad_const, self.output])
        t = self.input1.type
        if _ranked(t):
            _check_shape_operand(self, self.padding, 2 * len(t.shape), "padding")
            if _ranked(self.output.type) and len(self.output.type.shape) != len(t.shape):
                _err(self, f"result rank differs from the input's: {self.output.type} vs {t}")


@register
class TileOp(TosaOp):
    """``tosa.tile``: ``multiples`` is a ``!tosa.shape<rank>`` operand."""

    OPNAME = "tosa.tile"
    input1 = operand(_tensor)
    multiples = operand(_shape)
    output = result(_tensor)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        vals = _const_values(kw["multiples"])
        t = kw["input1"].type
        return {"output": t.with_shape([d * m if _static(d) and m >= 0 else DYNAMIC
                                        for d, m in zip(t.shape, vals)]) if vals is not None else None}

    def verify_(self):
        verify_same_element_type(self, [self.input1, self.output])
        t = self.input1.type
        if _ranked(t):
            _check_shape_operand(self, self.multiples, len(t.shape), "multiples")


@register
class ReverseOp(TosaOp):
    """``tosa.reverse`` along ``axis``."""

    OPNAME = "tosa.reverse"
    input1 = operand(_tensor)
    output = result(_tensor)
    axis = prop(_is_i32)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"output": kw["input1"].type}

    def verify_(self):
        verify_same_shape(self, self.input1, self.output)
        verify_same_element_type(self, [self.input1, self.output])
        _axis_in_range(self, self.axis, self.input1.type)


@register
class GatherOp(TosaOp):
    """``tosa.gather``: values ``[N, K, C]``, indices ``[N, W]`` -> ``[N, W, C]``."""

    OPNAME = "tosa.gather"
    values = operand(_rank3)
    indices = operand(_rank2)
    output = result(_rank3)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        v, i = kw["values"].type, kw["indices"].type
        return {"output": RankedTensorType((v.shape[0], i.shape[1], v.shape[2]), v.element_type)}

    def verify_(self):
        verify_same_element_type(self, [self.values, self.output], "values and result")


@register
class ScatterOp(TosaOp):
    """``tosa.scatter``: ``values_in[N, K, C]``, ``indices[N, W]``, ``input[N, W, C]``."""

    OPNAME = "tosa.scatter"
    values_in = operand(_rank3)
    indices = operand(_rank2)
    input = operand(_rank3)
    values_out = result(_rank3)

    @classmethod
    def infer(cls, kw):
        return {"values_out": kw["values_in"].type}

    def verify_(self):
        verify_same_element_type(self, [self.values_in, self.input, self.values_out], "values and result")
        verify_same_shape(self, self.values_in, self.values_out)


@register
class RowGatherOp(TosaOp):
    """``tosa.row_gather``: ``row_count`` consecutive rows per index (``row_count`` is ``tensor<1xi32>``)."""

    OPNAME = "tosa.row_gather"
    values = operand(_rank3)
    indices = operand(_rank2)
    row_count = operand(_rank1)
    output = result(_rank3)

    def verify_(self):
        verify_same_element_type(self, [self.values, self.output], "values and result")


@register
class ResizeOp(TosaOp):
    """``tosa.resize`` of an NHWC tensor; ``scale`` is ``!tosa.shape<4>``, ``offset`` and ``border``
    ``!tosa.shape<2>``."""

    OPNAME = "tosa.resize"
    input = operand(_rank4)
    scale = operand(_shape)
    offset = operand(_shape)
    border = operand(_shape)
    output = result(_rank4)
    mode = prop(_is_resize_mode)
    traits = {Pure}

    def verify_(self):
        _check_shape_operand(self, self.scale, 4, "scale")
        _check_shape_operand(self, self.offset, 2, "offset")
        _check_shape_operand(self, self.border, 2, "border")


# ---------------------------------------------------------------------------------------------
# Tensor (matmul, convolution, pooling, FFT)
# ---------------------------------------------------------------------------------------------

def _acc_element(et):
    if A.is_float(et):
        return et
    return {8: I32, 16: I64}.get(getattr(et, "width", 0), I32)


class _MatMulBase(TosaOp):
    TRANSPOSED = False

    @classmethod
    def infer(cls, kw):
        a, b = kw["a"].type, kw["b"].type
        w = b.shape[1] if cls.TRANSPOSED else b.shape[2]
        return {"output": RankedTensorType((a.shape[0], a.shape[1], w), _acc_element(a.element_type))}

    def verify_(self):
        a, b, out = self.a.type, self.b.type, self.output.type
        verify_same_element_type(self, [self.a, self.a_zp], "a and a_zp")
        verify_same_element_type(self, [self.b, self.b_zp], "b and b_zp")
        if _ranked(a) and _ranked(b):
            kb = b.shape[2] if self.TRANSPOSED else b.shape[1]
            if _static(a.shape[2]) and _static(kb) and a.shape[2] != kb:
                _err(self, f"contracting dimensions differ: {a} and {b}")
            if _ranked(out):
                w = b.shape[1] if self.TRANSPOSED else b.shape[2]
                for got, want in zip(out.shape, (a.shape[0], a.shape[1], w)):
                    if _static(got) and _static(want) and got != want:
                        _err(self, f"result {out} does not match {a} x {b}")


for _n, _c, _tr in (("matmul", "MatMulOp", False), ("matmul_t", "MatMulTOp", True)):
    _define("tosa." + _n, _c, _MatMulBase,
            {"a": operand(_rank3), "b": operand(_rank3), "a_zp": operand(_zp), "b_zp": operand(_zp),
             "output": result(_rank3)}, {Pure}, TRANSPOSED=_tr,
            doc=f"``tosa.{_n}``: batched ``[N, H, C] x {'[N, W, C]^T' if _tr else '[N, C, W]'} -> [N, H, W]`` with "
                "zero points.")


MatMulOp, MatMulTOp = _NAMESPACE["MatMulOp"], _NAMESPACE["MatMulTOp"]  # (named for readers and linters)


def _conv_out(size, lo, hi, k, stride, dil):
    if not all(_static(x) for x in (size, k)):
        return DYNAMIC
    return (size - 1 + lo + hi - (k - 1) * dil) // stride + 1


def _check_windows(op, x, ks, pad, stride, dil):
    """TOSA requires the padded extent minus the (dilated) window to be a multiple of the stride."""
    for i, k in enumerate(ks):
        size = x.shape[1 + i]
        if _static(size) and _static(k) and stride[i] > 0:
            span = size - 1 + pad[2 * i] + pad[2 * i + 1] - (k - 1) * dil[i]
            if span < 0 or span % stride[i]:
                _err(op, f"spatial dimension {i}: input {size} padded by {pad[2 * i]}+{pad[2 * i + 1]} with window "
                     f"{k} (dilation {dil[i]}) is not a whole number of strides {stride[i]}")


class _ConvBase(TosaOp):
    """Convolutions: NHWC (NDHWC) input, zero points as ``tensor<1xT>`` operands, ``acc_type``."""

    SPATIAL = 2
    DEPTHWISE = False

    @classmethod
    def infer(cls, kw):
        x, w = kw["input"].type, kw["weight"].type
        n = cls.SPATIAL
        pad, stride, dil = kw["pad"].value, kw["stride"].value, kw["dilation"].value
        if cls.DEPTHWISE:
            ks = w.shape[:2]
            ch = x.shape[3] * w.shape[3] if _static(x.shape[3]) and _static(w.shape[3]) else DYNAMIC
        else:
            ks = w.shape[1:1 + n]
            ch = w.shape[0]
        sp = [_conv_out(x.shape[1 + i], pad[2 * i], pad[2 * i + 1], ks[i], stride[i], dil[i]) for i in range(n)]
        return {"output": RankedTensorType((x.shape[0], *sp, ch), _acc_element(x.element_type))}

    def verify_(self):
        x, w, out = self.input.type, self.weight.type, self.output.type
        verify_same_element_type(self, [self.input, self.input_zp], "input and input_zp")
        verify_same_element_type(self, [self.weight, self.weight_zp], "weight and weight_zp")
        at = self.acc_type.value
        if not (A.is_float(at) or A.is_integer(at)):
            _err(self, f"acc_type must be an integer or float type, got {at}")
        if _ranked(x) and _ranked(out) and _static(x.shape[0]) and _static(out.shape[0]) and \
                x.shape[0] != out.shape[0]:
            _err(self, f"batch sizes differ: {x} and {out}")
        if _ranked(x) and _ranked(w) and not self.DEPTHWISE:
            ci, wi = x.shape[-1], w.shape[-1]
            if _static(ci) and _static(wi) and ci != wi:
                _err(self, f"input channels {ci} do not match the weight's {wi}")
        if _ranked(x) and _ranked(w):
            ks = w.shape[:2] if self.DEPTHWISE else w.shape[1:1 + self.SPATIAL]
            _check_windows(self, x, ks, self.pad.value, self.stride.value, self.dilation.value)
        if _ranked(x) and _ranked(w) and _ranked(out) and x.has_static_shape() and w.has_static_shape():
            want = type(self).infer({"input": self.input, "weight": self.weight, "pad": self.pad,
                                     "stride": self.stride, "dilation": self.dilation})["output"].shape
            if any(_static(g) and g != e for g, e in zip(out.shape, want)):
                _err(self, f"result {out} does not match the computed shape {list(want)}")


_CONV_OPS = [("conv2d", "Conv2DOp", 2, False), ("conv3d", "Conv3DOp", 3, False),
             ("depthwise_conv2d", "DepthwiseConv2DOp", 2, True)]
for _n, _c, _sp, _dw in _CONV_OPS:
    _define("tosa." + _n, _c, _ConvBase,
            {"input": operand(_ranked_of(_sp + 2)), "weight": operand(_ranked_of(_sp + 2)), "bias": operand(_rank1),
             "input_zp": operand(_zp), "weight_zp": operand(_zp), "output": result(_ranked_of(_sp + 2)),
             "pad": prop(_i64_array_of(2 * _sp)), "stride": prop(_i64_array_of(_sp)),
             "dilation": prop(_i64_array_of(_sp)), "acc_type": prop(_is_type_attr),
             "local_bound": opt_prop(_is_bool)},
            SPATIAL=_sp, DEPTHWISE=_dw,
            doc=f"``tosa.{_n}``: pad {2 * _sp} entries, stride/dilation {_sp}; zero points are operands.")


Conv2DOp, Conv3DOp, DepthwiseConv2DOp = (_NAMESPACE[c] for _, c, _, _ in _CONV_OPS)


@register
class TransposeConv2DOp(TosaOp):
    """``tosa.transpose_conv2d``: weight ``[O, KH, KW, I]``; ``out_pad`` (4) and ``stride`` (2)."""

    OPNAME = "tosa.transpose_conv2d"
    input = operand(_rank4)
    weight = operand(_rank4)
    bias = operand(_rank1)
    input_zp = operand(_zp)
    weight_zp = operand(_zp)
    output = result(_rank4)
    out_pad = prop(_i64_array_of(4))
    stride = prop(_i64_array_of(2))
    acc_type = prop(_is_type_attr)
    local_bound = opt_prop(_is_bool)

    @classmethod
    def infer(cls, kw):
        x, w = kw["input"].type, kw["weight"].type
        op_, st = kw["out_pad"].value, kw["stride"].value
        sp = [(x.shape[1 + i] - 1) * st[i] + op_[2 * i] + op_[2 * i + 1] + w.shape[1 + i]
              if _static(x.shape[1 + i]) and _static(w.shape[1 + i]) else DYNAMIC for i in range(2)]
        return {"output": RankedTensorType((x.shape[0], *sp, w.shape[0]), _acc_element(x.element_type))}

    def verify_(self):
        verify_same_element_type(self, [self.input, self.input_zp], "input and input_zp")
        verify_same_element_type(self, [self.weight, self.weight_zp], "weight and weight_zp")
        x, w = self.input.type, self.weight.type
        if _ranked(x) and _ranked(w) and _static(x.shape[3]) and _static(w.shape[3]) and x.shape[3] != w.shape[3]:
            _err(self, f"input channels {x.shape[3]} do not match the weight's {w.shape[3]}")


class _PoolBase(TosaOp):
    @classmethod
    def infer(cls, kw):
        x = kw["input"].type
        k, st, pad = kw["kernel"].value, kw["stride"].value, kw["pad"].value
        sp = [_conv_out(x.shape[1 + i], pad[2 * i], pad[2 * i + 1], k[i], st[i], 1) for i in range(2)]
        return {"output": x.with_shape((x.shape[0], *sp, x.shape[3]))}

    def verify_(self):
        x, out = self.input.type, self.output.type
        verify_same_element_type(self, [self.input, self.output])
        if _ranked(x):
            _check_windows(self, x, self.kernel.value, self.pad.value, self.stride.value, (1, 1))
        if _ranked(x) and _ranked(out) and x.has_static_shape():
            want = type(self).infer({"input": self.input, "kernel": self.kernel, "stride": self.stride,
                                     "pad": self.pad})["output"].shape
            if any(_static(g) and g != e for g, e in zip(out.shape, want)):
                _err(self, f"result {out} does not match the computed shape {list(want)}")


@register
class AvgPool2dOp(_PoolBase):
    """``tosa.avg_pool2d``: NHWC; kernel/stride (2), pad (4); zero points are operands."""

    OPNAME = "tosa.avg_pool2d"
    input = operand(_rank4)
    input_zp = operand(_zp)
    output_zp = operand(_zp)
    output = result(_rank4)
    kernel = prop(_i64_array_of(2))
    stride = prop(_i64_array_of(2))
    pad = prop(_i64_array_of(4))
    acc_type = prop(_is_type_attr)
    traits = {Pure}


@register
class MaxPool2dOp(_PoolBase):
    """``tosa.max_pool2d``: NHWC; kernel/stride (2), pad (4)."""

    OPNAME = "tosa.max_pool2d"
    input = operand(_rank4)
    output = result(_rank4)
    kernel = prop(_i64_array_of(2))
    stride = prop(_i64_array_of(2))
    pad = prop(_i64_array_of(4))
    nan_mode = prop(_is_nan_mode, default=NAN_PROPAGATE)
    traits = {Pure}


@register
class AvgPool2dAdaptiveOp(TosaOp):
    """``tosa.avg_pool2d_adaptive``: kernel/stride/pad as ``!tosa.shape`` operands (2, 2, 4)."""

    OPNAME = "tosa.avg_pool2d_adaptive"
    input = operand(_rank4)
    input_zp = operand(_zp)
    output_zp = operand(_zp)
    kernel = operand(_shape)
    stride = operand(_shape)
    pad = operand(_shape)
    output = result(_rank4)
    acc_type = prop(_is_type_attr)

    def verify_(self):
        verify_same_element_type(self, [self.input, self.output])
        for v, n, what in ((self.kernel, 2, "kernel"), (self.stride, 2, "stride"), (self.pad, 4, "pad")):
            _check_shape_operand(self, v, n, what)


@register
class MaxPool2dAdaptiveOp(TosaOp):
    """``tosa.max_pool2d_adaptive``: kernel/stride/pad as ``!tosa.shape`` operands (2, 2, 4)."""

    OPNAME = "tosa.max_pool2d_adaptive"
    input = operand(_rank4)
    kernel = operand(_shape)
    stride = operand(_shape)
    pad = operand(_shape)
    output = result(_rank4)
    nan_mode = prop(_is_nan_mode, default=NAN_PROPAGATE)

    def verify_(self):
        verify_same_element_type(self, [self.input, self.output])
        for v, n, what in ((self.kernel, 2, "kernel"), (self.stride, 2, "stride"), (self.pad, 4, "pad")):
            _check_shape_operand(self, v, n, what)


@register
class FFT2dOp(TosaOp):
    """``tosa.fft2d`` on ``[N, H, W]`` real/imaginary parts (H and W powers of two)."""

    OPNAME = "tosa.fft2d"
    input_real = operand(_rank3)
    input_imag = operand(_rank3)
    output_real = result(_rank3)
    output_imag = result(_rank3)
    inverse = prop(_is_bool)
    local_bound = opt_prop(_is_bool)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"output_real": kw["input_real"].type, "output_imag": kw["input_real"].type}

    def verify_(self):
        verify_same_element_type(self, [*self.operands, *self.results])
        verify_same_shape(self, self.input_real, self.output_real)


@register
class RFFT2dOp(TosaOp):
    """``tosa.rfft2d``: ``[N, H, W]`` -> two ``[N, H, W/2 + 1]`` tensors."""

    OPNAME = "tosa.rfft2d"
    input_real = operand(_rank3)
    output_real = result(_rank3)
    output_imag = result(_rank3)
    local_bound = opt_prop(_is_bool)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        t = kw["input_real"].type
        w = t.shape[2] // 2 + 1 if _static(t.shape[2]) else DYNAMIC
        o = t.with_shape((t.shape[0], t.shape[1], w))
        return {"output_real": o, "output_imag": o}

    def verify_(self):
        verify_same_element_type(self, [*self.operands, *self.results])


# ---------------------------------------------------------------------------------------------
# Block-scaled (MX) ops
# ---------------------------------------------------------------------------------------------

@register
class CastFromBlockScaledOp(TosaOp):
    """``tosa.cast_from_block_scaled``: data and per-block scales -> a float tensor."""

    OPNAME = "tosa.cast_from_block_scaled"
    input_data = operand(_tensor)
    input_scale = operand(_tensor)
    output_data = result(_tensor)
    block_size = prop(_is_block_size)

    def verify_(self):
        verify_same_shape(self, self.input_data, self.output_data)


@register
class CastToBlockScaledOp(TosaOp):
    """``tosa.cast_to_block_scaled``: a float tensor -> data and per-block scales."""

    OPNAME = "tosa.cast_to_block_scaled"
    input_data = operand(_tensor)
    output_data = result(_tensor)
    output_scale = result(_tensor)
    block_size = prop(_is_block_size)

    def verify_(self):
        verify_same_shape(self, self.input_data, self.output_data)


@register
class Conv2DBlockScaledOp(TosaOp):
    """``tosa.conv2d_block_scaled``: pad/stride/dilation are ``!tosa.shape`` operands."""

    OPNAME = "tosa.conv2d_block_scaled"
    input_data = operand(_rank4)
    input_scale = operand(_rank4)
    weight_data = operand(_rank4)
    weight_scale = operand(_rank4)
    bias = operand(_rank1)
    pad = operand(_shape)
    stride = operand(_shape)
    dilation = operand(_shape)
    output = result(_rank4)
    block_size = prop(_is_block_size)

    def verify_(self):
        for v, n, what in ((self.pad, 4, "pad"), (self.stride, 2, "stride"), (self.dilation, 2, "dilation")):
            _check_shape_operand(self, v, n, what)


@register
class MatmulTBlockScaledOp(TosaOp):
    """``tosa.matmul_t_block_scaled``: ``[N, H, C] x [N, W, C]^T`` on block-scaled data."""

    OPNAME = "tosa.matmul_t_block_scaled"
    a_data = operand(_rank3)
    a_scale = operand(_rank3)
    b_data = operand(_rank3)
    b_scale = operand(_rank3)
    output_data = result(_rank3)
    block_size = prop(_is_block_size)


@register
class ReshapeBlockScaledOp(TosaOp):
    """``tosa.reshape_block_scaled``: reshapes data (and scales) to ``new_value_shape``."""

    OPNAME = "tosa.reshape_block_scaled"
    input = var_operand(_tensor)
    new_value_shape = operand(_shape)
    output = var_result(_tensor)
    block_size = prop(_is_block_size)

    def verify_(self):
        if len(self.input) != len(self.output):
            _err(self, f"has {len(self.input)} inputs but {len(self.output)} results")


@register
class RowGatherBlockScaledOp(TosaOp):
    """``tosa.row_gather_block_scaled``: ``row_gather`` on data (and scales)."""

    OPNAME = "tosa.row_gather_block_scaled"
    values = var_operand(_rank3)
    indices = operand(_rank2)
    row_count = operand(_rank1)
    output = var_result(_rank3)
    block_size = prop(_is_block_size)

    def verify_(self):
        if len(self.values) != len(self.output):
            _err(self, f"has {len(self.values)} value tensors but {len(self.output)} results")


# ---------------------------------------------------------------------------------------------
# Control flow, custom, variables
# ---------------------------------------------------------------------------------------------

@register
class YieldOp(TosaOp):
    """``tosa.yield``: terminates the regions of ``tosa.cond_if`` and ``tosa.while_loop``."""

    OPNAME = "tosa.yield"
    inputs = var_operand()
    traits = {IsTerminator, ReturnLike, Pure, HasParent("tosa.cond_if", "tosa.while_loop")}


def _region_block(region):
    return region.blocks[0] if region.blocks else None


def _check_yield(op, region, types, what):
    b = _region_block(region)
    if b is None:
        _err(op, f"{what} region must not be empty")
    y = b._last
    if isinstance(y, YieldOp):
        got = [v.type for v in y.operands]
        if got != list(types):
            _err(op, f"{what} region yields ({', '.join(map(str, got))}), expected ({', '.join(map(str, types))})")


def _check_args(op, region, types, what):
    b = _region_block(region)
    if b is not None and b.arg_types != list(types):
        _err(op, f"{what} region arguments ({', '.join(map(str, b.arg_types))}) do not match "
             f"({', '.join(map(str, types))})")


@register
class CondIfOp(TosaOp):
    """``tosa.cond_if``: ``then_graph``/``else_graph`` take ``input_list`` as block arguments and
    yield the results. ``build_if`` creates both blocks."""

    OPNAME = "tosa.cond_if"
    condition = operand(_bool_tensor)
    input_list = var_operand()
    output_list = var_result()
    then_graph = region()
    else_graph = region()
    traits = {SingleBlock}

    @classmethod
    def build_if(cls, condition, inputs, result_types, location=None):
        types = [v.type for v in inputs]
        return cls.build(condition=condition, input_list=list(inputs), output_list=list(result_types),
                         regions=[Region([Block(types)]), Region([Block(types)])], location=location)

    def verify_(self):
        c = self.condition.type
        if _ranked(c) and c.has_static_shape() and c.num_elements() != 1:
            _err(self, f"condition must hold a single element, got {c}")
        types = [v.type for v in self.input_list]
        rt = [r.type for r in self.output_list]
        for r, what in ((self.then_graph, "then"), (self.else_graph, "else")):
            _check_args(self, r, types, what)
            _check_yield(self, r, rt, what)


@register
class WhileLoopOp(TosaOp):
    """``tosa.while_loop``: ``cond_graph`` yields a ``tensor<i1>``; ``body_graph`` yields the next
    loop-carried values (the result types). ``build_while`` creates both blocks."""

    OPNAME = "tosa.while_loop"
    input_list = var_operand()
    output_list = var_result()
    cond_graph = region()
    body_graph = region()
    traits = {SingleBlock}

    @classmethod
    def build_while(cls, inputs, location=None):
        types = [v.type for v in inputs]
        return cls.build(input_list=list(inputs), output_list=types,
                         regions=[Region([Block(types)]), Region([Block(types)])], location=location)

    def verify_(self):
        types = [v.type for v in self.input_list]
        if [r.type for r in self.output_list] != types:
            _err(self, "results must have the types of the loop-carried inputs")
        _check_args(self, self.cond_graph, types, "cond")
        _check_args(self, self.body_graph, types, "body")
        b = _region_block(self.cond_graph)
        if b is not None and isinstance(b._last, YieldOp):
            y = b._last.operands
            if len(y) != 1 or _et(y[0].type) is not I1:
                _err(self, "cond region must yield a single i1 tensor")
        _check_yield(self, self.body_graph, types, "body")


@register
class CustomOp(TosaOp):
    """``tosa.custom``: an operator TOSA does not define, named by ``operator_name`` in
    ``domain_name`` with implementation-specific ``implementation_attrs`` (a string)."""

    OPNAME = "tosa.custom"
    input_list = var_operand()
    output_list = var_result()
    operator_name = prop(A.StringAttr)
    domain_name = prop(A.StringAttr)
    implementation_attrs = prop(A.StringAttr)


@register
class VariableOp(TosaOp):
    """``tosa.variable``: a named mutable tensor at module level (``var_shape``, element ``type``,
    optional ``initial_value``). ``build_variable`` takes Python values."""

    OPNAME = "tosa.variable"
    sym_name = prop(A.StringAttr)
    var_shape = prop(A.DenseElementsAttr)
    type = prop(_is_type_attr)
    sym_visibility = opt_prop(A.StringAttr)
    initial_value = opt_prop()
    traits = {Symbol}

    @classmethod
    def build_variable(cls, name, shape, element_type, initial_value=None, visibility=None, location=None):
        shape = [int(d) for d in shape]
        vs = A.DenseElementsAttr(np.asarray(shape, dtype=np.int64).reshape(len(shape)),
                                 RankedTensorType((len(shape),), INDEX))
        return cls.build(sym_name=A.StringAttr(name), var_shape=vs, type=A.TypeAttr(element_type),
                         initial_value=initial_value,
                         sym_visibility=A.StringAttr(visibility) if visibility else None, location=location)

    @property
    def tensor_type(self):
        return RankedTensorType([int(d) for d in self.var_shape.to_numpy()], self.type.value)

    def verify_(self):
        vs = self.var_shape.type
        if not (len(vs.shape) == 1 and vs.element_type is INDEX):
            _err(self, f"var_shape must be a 1-D index tensor, got {vs}")
        iv = self.initial_value
        if iv is not None and getattr(iv, "type", None) is not None and iv.type != self.tensor_type:
            _err(self, f"initial_value type {iv.type} does not match {self.tensor_type}")


class _VariableAccess(TosaOp):
    # the variable is named by the inherent attribute 'name' (Operation.name is the op name)
    extra_inherent = ("name",)

    @property
    def var_name(self) -> str:
        return self.get_attr("name").value

    @classmethod
    def build_access(cls, var_name, **kw):
        op = cls.build(**kw)
        op.properties["name"] = A.StringAttr(var_name)
        return op

    def verify_(self):
        a = self.get_attr("name")
        if type(a) is not A.StringAttr:
            _err(self, "requires attribute 'name' (the variable's symbol name as a string)")


@register
class VariableReadOp(_VariableAccess):
    """``tosa.variable_read``: reads variable ``name`` (``build_access("v", output1=t)``)."""

    OPNAME = "tosa.variable_read"
    output1 = result(_tensor)


@register
class VariableWriteOp(_VariableAccess):
    """``tosa.variable_write``: writes ``input1`` to variable ``name``."""

    OPNAME = "tosa.variable_write"
    input1 = operand(_tensor)


# ---------------------------------------------------------------------------------------------
# Helpers that build the constants TOSA needs; they take an inserter first and return a Value
# ---------------------------------------------------------------------------------------------

def _insert(b, op):
    if isinstance(b, Block):
        b.append(op)
    else:
        b.insert(op)
    return op


def const(b, value, type) -> Value:
    """``tosa.const`` of ``value`` (array/number, splats allowed) with tensor type ``type``."""
    return _insert(b, ConstOp.build_value(value, type)).output


def const_shape(b, values) -> Value:
    """``tosa.const_shape`` holding ``values``: a ``!tosa.shape<len(values)>``."""
    return _insert(b, ConstShapeOp.build_values(values)).output


def scalar_tensor(b, value, element_type) -> Value:
    """A ``tensor<1xT>`` constant (zero points, ``pad_const``, ``mul``'s shift)."""
    return const(b, np.asarray([value]), RankedTensorType((1,), element_type))


def zero_point(b, element_type, value=0) -> Value:
    return scalar_tensor(b, value, element_type)


def _as_value(b, v, element_type):
    return v if isinstance(v, Value) else scalar_tensor(b, v, element_type)


def reshape(b, x, new_shape, output=None) -> Value:
    """``tosa.reshape`` of ``x`` to ``new_shape`` (ints; one -1 is inferred for static inputs)."""
    shape = [int(d) for d in new_shape]
    t = x.type
    if shape.count(-1) == 1 and _ranked(t) and t.has_static_shape():
        known = int(np.prod([d for d in shape if d != -1]))
        shape = [t.num_elements() // known if d == -1 else d for d in shape]
    return _insert(b, ReshapeOp.build(input1=x, shape=const_shape(b, shape), output=output)).output


def mul(b, x, y, shift=None, output=None) -> Value:
    """``tosa.mul``; ``shift`` is an int (default 0) or a ``tensor<1xi8>`` value."""
    s = _as_value(b, 0 if shift is None else shift, I8)
    return _insert(b, MulOp.build(input1=x, input2=y, shift=s, output=output)).output


def negate(b, x, input_zp=0, output_zp=0, output=None) -> Value:
    et = _et(x.type)
    return _insert(b, NegateOp.build(input1=x, input1_zp=_as_value(b, input_zp, et),
                                     output_zp=_as_value(b, output_zp, et), output=output)).output


def transpose(b, x, perms, output=None) -> Value:
    return _insert(b, TransposeOp.build(input1=x, perms=DenseArrayAttr(I32, list(perms)), output=output)).output


def slice(b, x, start, size, output=None) -> Value:  # noqa: A001 (the TOSA op name)
    return _insert(b, SliceOp.build(input1=x, start=const_shape(b, start), size=const_shape(b, size),
                                    output=output)).output


def tile(b, x, multiples, output=None) -> Value:
    return _insert(b, TileOp.build(input1=x, multiples=const_shape(b, multiples), output=output)).output


def pad(b, x, padding, pad_const=0, output=None) -> Value:
    """``padding``: ``[low0, high0, low1, high1, ...]``; ``pad_const`` a number or a value."""
    pc = _as_value(b, pad_const, _et(x.type))
    return _insert(b, PadOp.build(input1=x, padding=const_shape(b, padding), pad_const=pc, output=output)).output


def clamp(b, x, min_val, max_val, output=None) -> Value:
    """``tosa.clamp`` with Python bounds converted to the element type's attribute kind."""
    et = _et(x.type)
    if A.is_float(et):
        lo, hi = A.FloatAttr(float(min_val), et), A.FloatAttr(float(max_val), et)
    else:
        lo, hi = IntegerAttr(int(min_val), et), IntegerAttr(int(max_val), et)
    return _insert(b, ClampOp.build(input=x, min_val=lo, max_val=hi, output=output)).output


def cast(b, x, element_type) -> Value:
    return _insert(b, CastOp.build(input=x, output=_with_et(x.type, element_type))).output


def matmul(b, x, y, a_zp=0, b_zp=0, output=None) -> Value:
    return _insert(b, MatMulOp.build(a=x, b=y, a_zp=_as_value(b, a_zp, _et(x.type)),
                                     b_zp=_as_value(b, b_zp, _et(y.type)), output=output)).output


def _conv(cls, b, x, weight, bias, acc_type, input_zp, weight_zp, output, **attrs):
    et = _et(x.type)
    if acc_type is None:
        acc_type = _acc_element(et) if not A.is_float(et) else (A.F32 if et in (A.F16, A.BF16) else et)
    props = {k: i64_array(v) for k, v in attrs.items()}
    return _insert(b, cls.build(input=x, weight=weight, bias=bias, input_zp=_as_value(b, input_zp, et),
                                weight_zp=_as_value(b, weight_zp, _et(weight.type)),
                                acc_type=A.TypeAttr(acc_type), output=output, **props)).output


def conv2d(b, x, weight, bias, pad, stride, dilation, acc_type=None, input_zp=0, weight_zp=0,
           output=None) -> Value:
    """``tosa.conv2d`` (NHWC input, OHWI weight); zero points are built as constants."""
    return _conv(Conv2DOp, b, x, weight, bias, acc_type, input_zp, weight_zp, output,
                 pad=pad, stride=stride, dilation=dilation)


def conv3d(b, x, weight, bias, pad, stride, dilation, acc_type=None, input_zp=0, weight_zp=0,
           output=None) -> Value:
    return _conv(Conv3DOp, b, x, weight, bias, acc_type, input_zp, weight_zp, output,
                 pad=pad, stride=stride, dilation=dilation)


def depthwise_conv2d(b, x, weight, bias, pad, stride, dilation, acc_type=None, input_zp=0, weight_zp=0,
                     output=None) -> Value:
    return _conv(DepthwiseConv2DOp, b, x, weight, bias, acc_type, input_zp, weight_zp, output,
                 pad=pad, stride=stride, dilation=dilation)


def transpose_conv2d(b, x, weight, bias, out_pad, stride, acc_type=None, input_zp=0, weight_zp=0,
                     output=None) -> Value:
    return _conv(TransposeConv2DOp, b, x, weight, bias, acc_type, input_zp, weight_zp, output,
                 out_pad=out_pad, stride=stride)


def avg_pool2d(b, x, kernel, stride, pad, acc_type=None, input_zp=0, output_zp=0, output=None) -> Value:
    et = _et(x.type)
    if acc_type is None:
        acc_type = A.F32 if A.is_float(et) else I32
    return _insert(b, AvgPool2dOp.build(input=x, input_zp=_as_value(b, input_zp, et),
                                        output_zp=_as_value(b, output_zp, et), kernel=i64_array(kernel),
                                        stride=i64_array(stride), pad=i64_array(pad),
                                        acc_type=A.TypeAttr(acc_type), output=output)).output


def max_pool2d(b, x, kernel, stride, pad, output=None) -> Value:
    return _insert(b, MaxPool2dOp.build(input=x, kernel=i64_array(kernel), stride=i64_array(stride),
                                        pad=i64_array(pad), output=output)).output


def rescale(b, x, multiplier, shift, output, input_zp=0, output_zp=0, scale32=True, rounding="SINGLE_ROUND",
            per_channel=False, input_unsigned=False, output_unsigned=False) -> Value:
    """``tosa.rescale``; ``multiplier``/``shift`` are ints or lists (per channel) or values."""
    mt = I32 if scale32 else I16

    def vec(v, et):
        if isinstance(v, Value):
            return v
        vals = list(v) if isinstance(v, (list, tuple)) else [v]
        return const(b, np.asarray(vals), RankedTensorType((len(vals),), et))
    return _insert(b, RescaleOp.build(
        input=x, multiplier=vec(multiplier, mt), shift=vec(shift, I8),
        input_zp=_as_value(b, input_zp, _et(x.type)), output_zp=_as_value(b, output_zp, _et(output)),
        output=output, scale32=bool_attr(scale32), rounding_mode=rounding_mode(rounding),
        per_channel=bool_attr(per_channel), input_unsigned=bool_attr(input_unsigned),
        output_unsigned=bool_attr(output_unsigned))).output


def resize(b, x, scale, offset, border, mode="BILINEAR", output=None) -> Value:
    """``tosa.resize``: ``scale`` = [y_n, y_d, x_n, x_d], ``offset`` and ``border`` = [y, x]."""
    return _insert(b, ResizeOp.build(input=x, scale=const_shape(b, scale), offset=const_shape(b, offset),
                                     border=const_shape(b, border), mode=resize_mode(mode),
                                     output=output)).output


def reduce(b, op_class, x, axis, output=None) -> Value:
    """Any ``tosa.reduce_*`` class along ``axis``."""
    return _insert(b, op_class.build(input=x, axis=i32_attr(axis), output=output)).output


def argmax(b, x, axis, output=None) -> Value:
    return _insert(b, ArgMaxOp.build(input=x, axis=i32_attr(axis), output=output)).output


def concat(b, values, axis, output=None) -> Value:
    return _insert(b, ConcatOp.build(input1=list(values), axis=i32_attr(axis), output=output)).output


def unary(b, op_class, x, output=None) -> Value:
    """Any table-defined elementwise unary op class (``tosa.ExpOp``...)."""
    return _insert(b, op_class.build(**{op_class._operand_groups[0].name: x, "output": output})).output


def binary(b, op_class, x, y, output=None, **props) -> Value:
    """Any table-defined elementwise binary or comparison op class (``tosa.AddOp``...)."""
    return _insert(b, op_class.build(input1=x, input2=y, output=output, **props)).output


from . import tosa_asm as _asm  # noqa: E402 (the custom forms, installed on the classes above)

_asm.install()
