"""stablehlo dialect: the StableHLO op set as the MLIR bundled with IREE 3.13 has it.

Ops print and parse in the generic form. Elementwise ops are declared from tables; every op has
the generic keyword builder (result types are inferred where StableHLO's rules make them obvious)
and a light verifier (ranks, shapes, element types, attribute kinds, region signatures).

StableHLO's dialect attributes are kept as ``OpaqueAttr`` text; the helpers below produce exactly
the text MLIR prints, e.g.

    dot_dimension_numbers(lhs_contracting_dimensions=[1], rhs_contracting_dimensions=[0])
        -> #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>
    comparison_direction("LT") -> #stablehlo<comparison_direction LT>
    conv_dimension_numbers(0, 3, [1, 2], 2, 3, [0, 1], 0, 3, [1, 2])
        -> #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>

and ``dimension_numbers(attr)`` reads such an attribute back into a dict.

Module-level helpers take an inserter ``b`` first (anything with ``insert(op)``, or a ``Block``)
and return the result value:

    y = stablehlo.broadcast_in_dim(b, x, [2, 3], [1])
    z = stablehlo.dot_general(b, x, w, contracting=([1], [0]))
    s = stablehlo.reduce(b, [x], [zero], [1], stablehlo.AddOp)

Ops whose variadic operand groups have equal sizes (``reduce``, ``reduce_window``, ``scatter``)
keep one operand list (MLIR's SameVariadicOperandSize, no segment sizes); accessors split it.
"""
from __future__ import annotations

import re

import numpy as np

from .. import attributes as A
from ..attributes import (I1, I32, I64, DYNAMIC, IntegerAttr, DenseArrayAttr, OpaqueAttr, OpaqueType,
                          RankedTensorType)
from ..core import Block, Region, Value, VerifyError, IRError
from ..opdef import (Op, register, operand, var_operand, result, var_result, prop, opt_prop, region,
                     var_region, IsTerminator, ReturnLike, Pure, Commutative, ConstantLike, SINGLE)

_opd, _res = operand, result  # fields named 'operand'/'result' shadow these in class bodies

# ---------------------------------------------------------------------------------------------
# Dialect attributes and types
# ---------------------------------------------------------------------------------------------

TOKEN = OpaqueType("stablehlo", "token")


def _enum(kind, values):
    def make(value):
        value = str(value)
        if value not in values:
            raise ValueError(f"unknown #stablehlo<{kind}> value {value!r} (expected one of {', '.join(values)})")
        return OpaqueAttr("stablehlo", f"<{kind} {value}>")
    make.__name__ = kind
    make.__doc__ = f"``#stablehlo<{kind} ...>``: one of {', '.join(values)}."

    def check(a):
        return type(a) is OpaqueAttr and a.dialect == "stablehlo" and a.body.startswith(f"<{kind} ") and \
            a.body[len(kind) + 2:-1] in values
    check.__doc__ = f"#stablehlo<{kind}>"
    return make, check


COMPARISON_DIRECTIONS = ("EQ", "NE", "GE", "GT", "LE", "LT")
COMPARISON_TYPES = ("NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED")
PRECISIONS = ("DEFAULT", "HIGH", "HIGHEST")
FFT_TYPES = ("FFT", "IFFT", "RFFT", "IRFFT")
RNG_DISTRIBUTIONS = ("UNIFORM", "NORMAL")
RNG_ALGORITHMS = ("DEFAULT", "THREE_FRY", "PHILOX")
TRANSPOSES = ("TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT")
comparison_direction, _is_direction = _enum("comparison_direction", COMPARISON_DIRECTIONS)
comparison_type, _is_compare_type = _enum("comparison_type", COMPARISON_TYPES)
precision, _is_precision = _enum("precision", PRECISIONS)
fft_type, _is_fft_type = _enum("fft_type", FFT_TYPES)
rng_distribution, _is_rng_distribution = _enum("rng_distribution", RNG_DISTRIBUTIONS)
rng_algorithm, _is_rng_algorithm = _enum("rng_algorithm", RNG_ALGORITHMS)
transpose_type, _is_transpose = _enum("transpose", TRANSPOSES)


def _dims(values):
    return "[" + ", ".join(str(int(v)) for v in values) + "]"


def _struct(name, fields):
    """``#stablehlo.name<a = [..], b = 3>`` from (key, value, printed) triples."""
    parts = [f"{k} = {v}" for k, v, shown in fields if shown]
    return OpaqueAttr("stablehlo", f"{name}<{', '.join(parts)}>")


def dot_dimension_numbers(lhs_batching_dimensions=(), rhs_batching_dimensions=(), lhs_contracting_dimensions=(),
                          rhs_contracting_dimensions=()) -> OpaqueAttr:
    """``#stablehlo.dot<...>`` (empty lists are omitted, as MLIR prints them)."""
    return _struct("dot", [(k, _dims(v), len(v) > 0) for k, v in (
        ("lhs_batching_dimensions", lhs_batching_dimensions), ("rhs_batching_dimensions", rhs_batching_dimensions),
        ("lhs_contracting_dimensions", lhs_contracting_dimensions),
        ("rhs_contracting_dimensions", rhs_contracting_dimensions))])


def gather_dimension_numbers(offset_dims=(), collapsed_slice_dims=(), operand_batching_dims=(),
                             start_indices_batching_dims=(), start_index_map=(), index_vector_dim=0) -> OpaqueAttr:
    """``#stablehlo.gather<...>`` (empty lists and ``index_vector_dim = 0`` omitted)."""
    lists = (("offset_dims", offset_dims), ("collapsed_slice_dims", collapsed_slice_dims),
             ("operand_batching_dims", operand_batching_dims),
             ("start_indices_batching_dims", start_indices_batching_dims), ("start_index_map", start_index_map))
    return _struct("gather", [(k, _dims(v), len(v) > 0) for k, v in lists] +
                   [("index_vector_dim", int(index_vector_dim), int(index_vector_dim) != 0)])


def scatter_dimension_numbers(update_window_dims=(), inserted_window_dims=(), input_batching_dims=(),
                              scatter_indices_batching_dims=(), scatter_dims_to_operand_dims=(),
                              index_vector_dim=0) -> OpaqueAttr:
    """``#stablehlo.scatter<...>`` (empty lists and ``index_vector_dim = 0`` omitted)."""
    lists = (("update_window_dims", update_window_dims), ("inserted_window_dims", inserted_window_dims),
             ("input_batching_dims", input_batching_dims),
             ("scatter_indices_batching_dims", scatter_indices_batching_dims),
             ("scatter_dims_to_operand_dims", scatter_dims_to_operand_dims))
    return _struct("scatter", [(k, _dims(v), len(v) > 0) for k, v in lists] +
                   [("index_vector_dim", int(index_vector_dim), int(index_vector_dim) != 0)])


def conv_dimension_numbers(input_batch_dimension, input_feature_dimension, input_spatial_dimensions,
                           kernel_input_feature_dimension, kernel_output_feature_dimension,
                           kernel_spatial_dimensions, output_batch_dimension, output_feature_dimension,
                           output_spatial_dimensions) -> OpaqueAttr:
    """``#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>``: one letter list per operand
    (``b``/``f`` batch and feature, ``i``/``o`` kernel input/output feature, digits spatial)."""
    def layout(special, spatial):
        n = len(spatial) + 2
        slots = [None] * n
        for dim, letter in special:
            slots[dim] = letter
        for k, dim in enumerate(spatial):
            slots[dim] = str(k)
        if any(s is None for s in slots):
            raise ValueError(f"convolution dimension numbers do not cover dimensions 0..{n - 1}")
        return "[" + ", ".join(slots) + "]"
    return OpaqueAttr("stablehlo", "conv<" + layout(
        [(input_batch_dimension, "b"), (input_feature_dimension, "f")], input_spatial_dimensions) + "x" + layout(
        [(kernel_input_feature_dimension, "i"), (kernel_output_feature_dimension, "o")], kernel_spatial_dimensions)
        + "->" + layout([(output_batch_dimension, "b"), (output_feature_dimension, "f")],
                        output_spatial_dimensions) + ">")


def conv_nhwc_hwio(spatial=2) -> OpaqueAttr:
    """The TensorFlow layout: input/output ``[b, 0.., f]``, kernel ``[0.., i, o]``."""
    s = list(range(1, spatial + 1))
    return conv_dimension_numbers(0, spatial + 1, s, spatial, spatial + 1, list(range(spatial)), 0, spatial + 1, s)


def conv_nchw_oihw(spatial=2) -> OpaqueAttr:
    """The PyTorch layout: input/output ``[b, f, 0..]``, kernel ``[o, i, 0..]``."""
    s = list(range(2, spatial + 2))
    return conv_dimension_numbers(0, 1, s, 1, 0, s, 0, 1, s)


def channel_handle(handle, type) -> OpaqueAttr:
    return OpaqueAttr("stablehlo", f"channel_handle<handle = {int(handle)}, type = {int(type)}>")


def output_operand_alias(output_tuple_indices=(), operand_index=0, operand_tuple_indices=()) -> OpaqueAttr:
    return OpaqueAttr("stablehlo", f"output_operand_alias<output_tuple_indices = {_dims(output_tuple_indices)}, "
                                   f"operand_index = {int(operand_index)}, "
                                   f"operand_tuple_indices = {_dims(operand_tuple_indices)}>")


RESULT_ACCURACY_MODES = ("DEFAULT", "HIGHEST", "TOLERANCE")


def result_accuracy(mode="DEFAULT", atol=0.0, rtol=0.0, ulps=0) -> OpaqueAttr:
    """``#stablehlo.result_accuracy<atol = .., rtol = .., ulps = .., mode = ..>`` (zeros omitted)."""
    if mode not in RESULT_ACCURACY_MODES:
        raise ValueError(f"unknown result accuracy mode {mode!r}")
    parts = []
    if atol:
        parts.append(f"atol = {A.format_float(float(atol), A.F64)}")
    if rtol:
        parts.append(f"rtol = {A.format_float(float(rtol), A.F64)}")
    if ulps:
        parts.append(f"ulps = {int(ulps)}")
    parts.append(f"mode = #stablehlo.result_accuracy_mode<{mode}>")
    return OpaqueAttr("stablehlo", f"result_accuracy<{', '.join(parts)}>")


def dot_algorithm(lhs_precision_type, rhs_precision_type, accumulation_type, lhs_component_count=1,
                  rhs_component_count=1, num_primitive_operations=1, allow_imprecise_accumulation=False):
    return OpaqueAttr("stablehlo", f"dot_algorithm<lhs_precision_type = {lhs_precision_type}, "
                                   f"rhs_precision_type = {rhs_precision_type}, "
                                   f"accumulation_type = {accumulation_type}, "
                                   f"lhs_component_count = {int(lhs_component_count)}, "
                                   f"rhs_component_count = {int(rhs_component_count)}, "
                                   f"num_primitive_operations = {int(num_primitive_operations)}, "
                                   f"allow_imprecise_accumulation = "
                                   f"{'true' if allow_imprecise_accumulation else 'false'}>")


_FIELD = re.compile(r"(\w+)\s*=\s*(\[[^\]]*\]|[^,>]+)")


def dimension_numbers(attr) -> dict:
    """Read a ``#stablehlo.dot/gather/scatter/conv<...>`` attribute into a dict of ints and
    int lists (missing lists are [] and a missing ``index_vector_dim`` is 0). A ``conv`` gives the
    nine ``*_dimension(s)`` fields."""
    body = attr.body if isinstance(attr, OpaqueAttr) else str(attr)
    kind, _, inner = body.partition("<")
    inner = inner[:-1]
    if kind == "conv" and not inner.startswith("raw"):
        m = re.fullmatch(r"\[([^\]]*)\]x\[([^\]]*)\]->\[([^\]]*)\]", inner.replace(" ", ""))
        if m is None:
            raise ValueError(f"cannot read convolution dimension numbers from {attr}")
        out = {}
        for text, (a, b), (na, nb), prefix in (
                (m.group(1), ("b", "f"), ("input_batch_dimension", "input_feature_dimension"), "input"),
                (m.group(2), ("i", "o"), ("kernel_input_feature_dimension", "kernel_output_feature_dimension"),
                 "kernel"),
                (m.group(3), ("b", "f"), ("output_batch_dimension", "output_feature_dimension"), "output")):
            letters = text.split(",")
            out[na] = letters.index(a)
            out[nb] = letters.index(b)
            spatial = sorted((int(c), i) for i, c in enumerate(letters) if c.isdigit())
            out[f"{prefix}_spatial_dimensions"] = [i for _, i in spatial]
        return out
    if inner.startswith("raw"):
        inner = inner[3:]
    out = {}
    for k, v in _FIELD.findall(inner):
        v = v.strip()
        out[k] = [int(x) for x in v[1:-1].split(",") if x.strip()] if v.startswith("[") else int(v)
    defaults = {"dot": ("lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
                        "rhs_contracting_dimensions"),
                "gather": ("offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                           "start_indices_batching_dims", "start_index_map"),
                "scatter": ("update_window_dims", "inserted_window_dims", "input_batching_dims",
                            "scatter_indices_batching_dims", "scatter_dims_to_operand_dims")}
    for k in defaults.get(kind, ()):
        out.setdefault(k, [])
    if kind in ("gather", "scatter"):
        out.setdefault("index_vector_dim", 0)
    return out


def i64_array(values) -> DenseArrayAttr:
    return DenseArrayAttr(I64, [int(v) for v in values])


def i64_attr(v) -> IntegerAttr:
    return IntegerAttr(int(v), I64)


def padding_attr(pairs) -> A.DenseElementsAttr:
    """``dense<[[lo, hi], ...]> : tensor<Nx2xi64>`` for convolution/reduce_window padding."""
    arr = np.asarray([[int(lo), int(hi)] for lo, hi in pairs], dtype=np.int64).reshape(len(pairs), 2)
    return A.DenseElementsAttr(arr, RankedTensorType((len(pairs), 2), I64))


def _opaque_of(name):
    def check(a):
        return type(a) is OpaqueAttr and a.dialect == "stablehlo" and a.body.startswith(name + "<")
    check.__doc__ = f"#stablehlo.{name}"
    return check


_is_dot_dims = _opaque_of("dot")
_is_conv_dims = _opaque_of("conv")
_is_gather_dims = _opaque_of("gather")
_is_scatter_dims = _opaque_of("scatter")
_is_channel_handle = _opaque_of("channel_handle")
_is_result_accuracy = _opaque_of("result_accuracy")
_is_dot_algorithm = _opaque_of("dot_algorithm")


def _is_i64(a):
    return type(a) is IntegerAttr and a.type is I64


def _is_i32(a):
    return type(a) is IntegerAttr and a.type is I32


def _is_bool(a):
    return type(a) is IntegerAttr and a.type is I1


def _is_i64_array(a):
    return type(a) is DenseArrayAttr and a.element_type is I64


def _is_bool_array(a):
    return type(a) is DenseArrayAttr and a.element_type is I1


def _is_i64_elements(a):
    return type(a) is A.DenseElementsAttr and a.type.element_type is I64


def _is_precision_config(a):
    return type(a) is A.ArrayAttr and all(_is_precision(p) for p in a.value)


def _is_f32(a):
    return type(a) is A.FloatAttr and a.type is A.F32


def _is_unit(a):
    return a is A.UNIT


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


def _compatible_shapes(a, b):
    if not (_ranked(a) and _ranked(b)):
        return True
    return len(a.shape) == len(b.shape) and all(
        not _static(x) or not _static(y) or x == y for x, y in zip(a.shape, b.shape))


def verify_same_shapes(op, values, what="operands and result"):
    types = [v.type for v in values]
    for t in types[1:]:
        if not _compatible_shapes(types[0], t):
            _err(op, f"expects {what} of the same shape, got {', '.join(str(x) for x in types)}")


def verify_same_element_type(op, values, what="operands and result"):
    ets = [_et(v.type) for v in values]
    if any(e is not ets[0] for e in ets):
        _err(op, f"expects the same element type for its {what}, got {', '.join(map(str, ets))}")


def _dim_list_in_range(op, dims, rank, what):
    if rank is None:
        return
    for d in dims:
        if not 0 <= d < rank:
            _err(op, f"{what} {d} is out of range for rank {rank}")


def _rank(v):
    t = v.type
    return len(t.shape) if _ranked(t) else None


def _block_of(region):
    return region.blocks[0] if region.blocks else None


def _returned_types(op, region, what):
    b = _block_of(region)
    if b is None:
        _err(op, f"{what} region must not be empty")
    t = b._last
    if isinstance(t, ReturnOp):
        return [v.type for v in t.operands]
    return None


def _scalar_of(t):
    return RankedTensorType((), _et(t))


# ---------------------------------------------------------------------------------------------
# Base class
# ---------------------------------------------------------------------------------------------

class StablehloOp(Op):
    """Base of the stablehlo ops: ``build`` fills in result types that ``infer(kw)`` can derive."""

    @classmethod
    def infer(cls, kw):
        return {}

    @classmethod
    def build(cls, **kw):
        missing = [f.name for f in cls._result_groups if f.arity == SINGLE and kw.get(f.name) is None]
        if missing:
            try:
                inferred = cls.infer(kw) or {}
            except (AttributeError, IndexError, TypeError, ValueError, KeyError):
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
# Elementwise (tables)
# ---------------------------------------------------------------------------------------------

def _real_of(t):
    et = _et(t)
    return _with_et(t, et.element_type) if type(et) is A.ComplexType else t


class _UnaryOp(StablehloOp):
    """Elementwise unary: same shape; the result element type is the operand's unless the op
    says otherwise (``RESULT``: "real" for abs/real/imag of complex, "i1" for is_finite)."""

    RESULT = None

    @classmethod
    def infer(cls, kw):
        t = kw["operand"].type
        if cls.RESULT == "real":
            return {"result": _real_of(t)}
        if cls.RESULT == "i1":
            return {"result": _with_et(t, I1)}
        return {"result": t}

    def verify_(self):
        x, r = self.operand, self.result
        verify_same_shapes(self, [x, r])
        want = type(self).infer({"operand": x})["result"] if _ranked(x.type) else None
        if want is not None and _et(r.type) is not _et(want):
            _err(self, f"result element type must be {_et(want)}, got {r.type}")


# (opname, class name, takes result_accuracy, result kind)
UNARY_OPS = [
    ("abs", "AbsOp", False, "real"), ("cbrt", "CbrtOp", True, None), ("ceil", "CeilOp", False, None),
    ("cosine", "CosineOp", True, None), ("count_leading_zeros", "ClzOp", False, None),
    ("exponential", "ExpOp", True, None), ("exponential_minus_one", "Expm1Op", True, None),
    ("floor", "FloorOp", False, None), ("imag", "ImagOp", False, "real"), ("is_finite", "IsFiniteOp", False, "i1"),
    ("log", "LogOp", True, None), ("log_plus_one", "Log1pOp", True, None), ("logistic", "LogisticOp", True, None),
    ("negate", "NegOp", False, None), ("not", "NotOp", False, None), ("popcnt", "PopulationCountOp", False, None),
    ("real", "RealOp", False, "real"), ("round_nearest_afz", "RoundOp", False, None),
    ("round_nearest_even", "RoundNearestEvenOp", False, None), ("rsqrt", "RsqrtOp", True, None),
    ("sign", "SignOp", False, None), ("sine", "SineOp", True, None), ("sqrt", "SqrtOp", True, None),
    ("tan", "TanOp", True, None), ("tanh", "TanhOp", True, None),
]
for _i, (_n, _c, _acc, _rk) in enumerate(UNARY_OPS):
    _f = {"operand": _opd(), "result": _res()}
    if _acc:
        _f["result_accuracy"] = opt_prop(_is_result_accuracy)
    UNARY_OPS[_i] = (_n, _define("stablehlo." + _n, _c, _UnaryOp, _f, {Pure}, RESULT=_rk,
                                 doc=f"``stablehlo.{_n}``: elementwise."), _acc, _rk)


class _BinaryOp(StablehloOp):
    """Elementwise binary: operands and result of one shape (no implicit broadcasting)."""

    @classmethod
    def infer(cls, kw):
        t = kw["lhs"].type
        if cls.OPNAME == "stablehlo.complex":
            return {"result": _with_et(t, A.ComplexType(_et(t)))}
        return {"result": t}

    def verify_(self):
        verify_same_shapes(self, [self.lhs, self.rhs, self.result])
        verify_same_element_type(self, [self.lhs, self.rhs], "operands")
        if self.OPNAME == "stablehlo.complex":
            if _et(self.result.type) != A.ComplexType(_et(self.lhs.type)):
                _err(self, f"result must be complex<{_et(self.lhs.type)}>, got {self.result.type}")
        elif _et(self.result.type) is not _et(self.lhs.type):
            _err(self, f"expects the same element type for its operands and result, got {self.result.type}")


BINARY_OPS = [
    ("add", "AddOp", True), ("and", "AndOp", True), ("atan2", "Atan2Op", False), ("complex", "ComplexOp", False),
    ("divide", "DivOp", False), ("maximum", "MaxOp", True), ("minimum", "MinOp", True), ("multiply", "MulOp", True),
    ("or", "OrOp", True), ("power", "PowOp", False), ("remainder", "RemOp", False), ("shift_left", "ShiftLeftOp", False),
    ("shift_right_arithmetic", "ShiftRightArithmeticOp", False),
    ("shift_right_logical", "ShiftRightLogicalOp", False), ("subtract", "SubtractOp", False),
    ("xor", "XorOp", True),
]
BINARY_OPS = [(_n, _define("stablehlo." + _n, _c, _BinaryOp,
                           {"lhs": _opd(), "rhs": _opd(), "result": _res()},
                           {Pure, Commutative} if _comm else {Pure}, doc=f"``stablehlo.{_n}``: elementwise."), _comm)
              for _n, _c, _comm in BINARY_OPS]


@register
class CompareOp(StablehloOp):
    """``stablehlo.compare``: elementwise, i1 result; ``comparison_direction("LT")``."""

    OPNAME = "stablehlo.compare"
    lhs = _opd()
    rhs = _opd()
    result = _res()
    comparison_direction = prop(_is_direction)
    compare_type = opt_prop(_is_compare_type)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"result": _with_et(kw["lhs"].type, I1)}

    def verify_(self):
        verify_same_shapes(self, [self.lhs, self.rhs, self.result])
        verify_same_element_type(self, [self.lhs, self.rhs], "operands")
        if _et(self.result.type) is not I1:
            _err(self, f"result must have element type i1, got {self.result.type}")


@register
class SelectOp(StablehloOp):
    """``stablehlo.select``: ``pred`` is i1 of the operands' shape or a scalar."""

    OPNAME = "stablehlo.select"
    pred = _opd()
    on_true = _opd()
    on_false = _opd()
    result = _res()
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"result": kw["on_true"].type}

    def verify_(self):
        if _et(self.pred.type) is not I1:
            _err(self, f"pred must be an i1 tensor, got {self.pred.type}")
        verify_same_shapes(self, [self.on_true, self.on_false, self.result])
        verify_same_element_type(self, [self.on_true, self.on_false, self.result])
        if _rank(self.pred) not in (0, None):
            verify_same_shapes(self, [self.pred, self.on_true], "pred and values")


@register
class ClampOp(StablehloOp):
    """``stablehlo.clamp``: ``min``/``max`` are scalars or of the operand's shape."""

    OPNAME = "stablehlo.clamp"
    min = _opd()
    operand = _opd()
    max = _opd()
    result = _res()
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"result": kw["operand"].type}

    def verify_(self):
        verify_same_element_type(self, [self.min, self.operand, self.max, self.result])
        verify_same_shapes(self, [self.operand, self.result])
        for v in (self.min, self.max):
            if _rank(v) not in (0, None):
                verify_same_shapes(self, [v, self.operand], "bounds and operand")


@register
class ConvertOp(StablehloOp):
    """``stablehlo.convert``: elementwise type conversion."""

    OPNAME = "stablehlo.convert"
    operand = _opd()
    result = _res()
    traits = {Pure}

    def verify_(self):
        verify_same_shapes(self, [self.operand, self.result])


@register
class BitcastConvertOp(StablehloOp):
    """``stablehlo.bitcast_convert``: reinterprets bits (a trailing dimension absorbs width changes)."""

    OPNAME = "stablehlo.bitcast_convert"
    operand = _opd()
    result = _res()
    traits = {Pure}


@register
class ReducePrecisionOp(StablehloOp):
    """``stablehlo.reduce_precision`` to ``exponent_bits``/``mantissa_bits`` (i32)."""

    OPNAME = "stablehlo.reduce_precision"
    operand = _opd()
    output = _res()
    exponent_bits = prop(_is_i32)
    mantissa_bits = prop(_is_i32)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"output": kw["operand"].type}

    def verify_(self):
        verify_same_shapes(self, [self.operand, self.output])
        verify_same_element_type(self, [self.operand, self.output])


@register
class UniformQuantizeOp(StablehloOp):
    OPNAME = "stablehlo.uniform_quantize"
    operand = _opd()
    result = _res()
    traits = {Pure}

    def verify_(self):
        verify_same_shapes(self, [self.operand, self.result])


@register
class UniformDequantizeOp(StablehloOp):
    OPNAME = "stablehlo.uniform_dequantize"
    operand = _opd()
    result = _res()
    traits = {Pure}

    def verify_(self):
        verify_same_shapes(self, [self.operand, self.result])


# ---------------------------------------------------------------------------------------------
# Constants and shapes
# ---------------------------------------------------------------------------------------------

@register
class ConstantOp(StablehloOp):
    """``stablehlo.constant``: ``value`` is an elements attribute of the result type."""

    OPNAME = "stablehlo.constant"
    value = prop()
    output = _res()
    traits = {Pure, ConstantLike}

    @classmethod
    def infer(cls, kw):
        return {"output": kw["value"].type}

    @classmethod
    def build_value(cls, value, type=None, location=None):
        """From an elements attribute, or a numpy array / Python number(s) and a tensor type."""
        if isinstance(value, A.Attribute):
            return cls.build(value=value, location=location)
        if type is None:
            raise IRError("stablehlo.constant needs the tensor type of a non-attribute value")
        return cls.build(value=A.DenseElementsAttr(np.asarray(value), type), location=location)

    def verify_(self):
        t = getattr(self.value, "type", None)
        if t is not None and t is not self.output.type:
            _err(self, f"value type {t} does not match the result type {self.output.type}")


@register
class IotaOp(StablehloOp):
    """``stablehlo.iota`` along ``iota_dimension``."""

    OPNAME = "stablehlo.iota"
    output = _res()
    iota_dimension = prop(_is_i64)
    traits = {Pure}

    def verify_(self):
        r = _rank(self.output)
        if r is not None and not 0 <= self.iota_dimension.value < r:
            _err(self, f"iota_dimension {self.iota_dimension.value} is out of range for {self.output.type}")


@register
class DynamicIotaOp(StablehloOp):
    """``stablehlo.dynamic_iota``: the shape is a 1-D integer tensor operand."""

    OPNAME = "stablehlo.dynamic_iota"
    output_shape = _opd()
    result = _res()
    iota_dimension = prop(_is_i64)
    traits = {Pure}

    def verify_(self):
        r = _rank(self.result)
        if r is not None and not 0 <= self.iota_dimension.value < r:
            _err(self, f"iota_dimension {self.iota_dimension.value} is out of range for {self.result.type}")


@register
class GetDimensionSizeOp(StablehloOp):
    """``stablehlo.get_dimension_size``: ``tensor<i32>`` size of ``dimension``."""

    OPNAME = "stablehlo.get_dimension_size"
    operand = _opd()
    result = _res()
    dimension = prop(_is_i64)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"result": RankedTensorType((), I32)}

    def verify_(self):
        _dim_list_in_range(self, [self.dimension.value], _rank(self.operand), "dimension")


@register
class SetDimensionSizeOp(StablehloOp):
    """``stablehlo.set_dimension_size``: bounds dimension ``dimension`` by the ``size`` operand."""

    OPNAME = "stablehlo.set_dimension_size"
    operand = _opd()
    size = _opd()
    result = _res()
    dimension = prop(_is_i64)
    traits = {Pure}

    def verify_(self):
        _dim_list_in_range(self, [self.dimension.value], _rank(self.operand), "dimension")


# ---------------------------------------------------------------------------------------------
# Shape manipulation
# ---------------------------------------------------------------------------------------------

@register
class BroadcastInDimOp(StablehloOp):
    """``stablehlo.broadcast_in_dim``: operand dimension i maps to result dimension
    ``broadcast_dimensions[i]`` (size 1 or equal)."""

    OPNAME = "stablehlo.broadcast_in_dim"
    operand = _opd()
    result = _res()
    broadcast_dimensions = prop(_is_i64_array)
    traits = {Pure}

    def verify_(self):
        x, r = self.operand.type, self.result.type
        dims = list(self.broadcast_dimensions.value)
        verify_same_element_type(self, [self.operand, self.result])
        if _ranked(x) and len(dims) != len(x.shape):
            _err(self, f"broadcast_dimensions has {len(dims)} entries for an operand of rank {len(x.shape)}")
        if len(set(dims)) != len(dims):
            _err(self, f"broadcast_dimensions {dims} has duplicates")
        if _ranked(r):
            _dim_list_in_range(self, dims, len(r.shape), "broadcast dimension")
            if _ranked(x):
                for i, d in enumerate(dims):
                    a, b = x.shape[i], r.shape[d]
                    if _static(a) and _static(b) and a != 1 and a != b:
                        _err(self, f"operand dimension {i} (size {a}) cannot broadcast to result dimension {d} "
                             f"(size {b})")


@register
class BroadcastOp(StablehloOp):
    """``stablehlo.broadcast``: prepends ``broadcast_sizes`` dimensions."""

    OPNAME = "stablehlo.broadcast"
    operand = _opd()
    result = _res()
    broadcast_sizes = prop(_is_i64_array)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        t = kw["operand"].type
        return {"result": t.with_shape((*kw["broadcast_sizes"].value, *t.shape))}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.result])
        x, r = _rank(self.operand), _rank(self.result)
        if x is not None and r is not None and r != x + len(self.broadcast_sizes.value):
            _err(self, f"result rank must be {x + len(self.broadcast_sizes.value)}, got {self.result.type}")


@register
class DynamicBroadcastInDimOp(StablehloOp):
    """``stablehlo.dynamic_broadcast_in_dim``: the result shape is the ``output_dimensions`` operand."""

    OPNAME = "stablehlo.dynamic_broadcast_in_dim"
    operand = _opd()
    output_dimensions = _opd()
    result = _res()
    broadcast_dimensions = prop(_is_i64_array)
    known_expanding_dimensions = opt_prop(_is_i64_array)
    known_nonexpanding_dimensions = opt_prop(_is_i64_array)
    traits = {Pure}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.result])
        x = _rank(self.operand)
        if x is not None and len(self.broadcast_dimensions.value) != x:
            _err(self, f"broadcast_dimensions has {len(self.broadcast_dimensions.value)} entries for an operand "
                 f"of rank {x}")
        _dim_list_in_range(self, self.broadcast_dimensions.value, _rank(self.result), "broadcast dimension")


@register
class ReshapeOp(StablehloOp):
    """``stablehlo.reshape`` (static shapes; same number of elements)."""

    OPNAME = "stablehlo.reshape"
    operand = _opd()
    result = _res()
    traits = {Pure}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.result])
        x, r = self.operand.type, self.result.type
        if _ranked(x) and _ranked(r) and x.has_static_shape() and r.has_static_shape() and \
                x.num_elements() != r.num_elements():
            _err(self, f"cannot reshape {x} ({x.num_elements()} elements) to {r} ({r.num_elements()})")


@register
class DynamicReshapeOp(StablehloOp):
    """``stablehlo.dynamic_reshape``: the shape is a 1-D integer tensor operand."""

    OPNAME = "stablehlo.dynamic_reshape"
    operand = _opd()
    output_shape = _opd()
    result = _res()
    traits = {Pure}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.result])
        s, r = self.output_shape.type, self.result.type
        if _ranked(s) and _ranked(r) and (len(s.shape) != 1 or (_static(s.shape[0]) and s.shape[0] != len(r.shape))):
            _err(self, f"output_shape {s} does not match the result rank of {r}")


@register
class TransposeOp(StablehloOp):
    """``stablehlo.transpose``: result dimension i is operand dimension ``permutation[i]``."""

    OPNAME = "stablehlo.transpose"
    operand = _opd()
    result = _res()
    permutation = prop(_is_i64_array)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        t = kw["operand"].type
        return {"result": t.with_shape([t.shape[p] for p in kw["permutation"].value])}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.result])
        p = list(self.permutation.value)
        if sorted(p) != list(range(len(p))):
            _err(self, f"permutation {p} is not a permutation")
        x, r = self.operand.type, self.result.type
        if _ranked(x):
            if len(p) != len(x.shape):
                _err(self, f"permutation has {len(p)} entries for {x}")
            if _ranked(r) and any(_static(r.shape[i]) and _static(x.shape[q]) and r.shape[i] != x.shape[q]
                                  for i, q in enumerate(p)):
                _err(self, f"result {r} is not {x} permuted by {p}")


@register
class SliceOp(StablehloOp):
    """``stablehlo.slice`` with static ``start_indices``/``limit_indices``/``strides``."""

    OPNAME = "stablehlo.slice"
    operand = _opd()
    result = _res()
    start_indices = prop(_is_i64_array)
    limit_indices = prop(_is_i64_array)
    strides = prop(_is_i64_array)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        t = kw["operand"].type
        return {"result": t.with_shape([-(-(hi - lo) // st) for lo, hi, st in zip(
            kw["start_indices"].value, kw["limit_indices"].value, kw["strides"].value)])}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.result])
        s, l, st = self.start_indices.value, self.limit_indices.value, self.strides.value
        r = _rank(self.operand)
        if len(s) != len(l) or len(s) != len(st) or (r is not None and len(s) != r):
            _err(self, "start_indices, limit_indices and strides must have one entry per operand dimension")
        if any(x <= 0 for x in st):
            _err(self, f"strides must be positive, got {list(st)}")
        if any(lo > hi for lo, hi in zip(s, l)):
            _err(self, "start_indices must not exceed limit_indices")
        rt = self.result.type
        if _ranked(rt):
            want = [-(-(hi - lo) // k) for lo, hi, k in zip(s, l, st)]
            if any(_static(g) and g != w for g, w in zip(rt.shape, want)) or len(rt.shape) != len(want):
                _err(self, f"result {rt} does not match the slice sizes {want}")


@register
class DynamicSliceOp(StablehloOp):
    """``stablehlo.dynamic_slice``: one scalar start index operand per dimension, static sizes."""

    OPNAME = "stablehlo.dynamic_slice"
    operand = _opd()
    start_indices = var_operand()
    result = _res()
    slice_sizes = prop(_is_i64_array)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"result": kw["operand"].type.with_shape(kw["slice_sizes"].value)}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.result])
        r = _rank(self.operand)
        if r is not None and (len(self.start_indices) != r or len(self.slice_sizes.value) != r):
            _err(self, f"needs {r} start indices and slice sizes, got {len(self.start_indices)} and "
                 f"{len(self.slice_sizes.value)}")


@register
class DynamicUpdateSliceOp(StablehloOp):
    """``stablehlo.dynamic_update_slice``: writes ``update`` at the scalar start indices."""

    OPNAME = "stablehlo.dynamic_update_slice"
    operand = _opd()
    update = _opd()
    start_indices = var_operand()
    result = _res()
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"result": kw["operand"].type}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.update, self.result])
        r = _rank(self.operand)
        if r is not None and len(self.start_indices) != r:
            _err(self, f"needs {r} start indices, got {len(self.start_indices)}")


@register
class RealDynamicSliceOp(StablehloOp):
    """``stablehlo.real_dynamic_slice``: start/limit/strides are 1-D tensor operands."""

    OPNAME = "stablehlo.real_dynamic_slice"
    operand = _opd()
    start_indices = _opd()
    limit_indices = _opd()
    strides = _opd()
    result = _res()
    traits = {Pure}


@register
class ConcatenateOp(StablehloOp):
    """``stablehlo.concatenate`` along ``dimension``."""

    OPNAME = "stablehlo.concatenate"
    inputs = var_operand()
    result = _res()
    dimension = prop(_is_i64)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        ins = [v.type for v in kw["inputs"]]
        d = kw["dimension"].value
        shape = list(ins[0].shape)
        shape[d] = DYNAMIC if any(not _static(t.shape[d]) for t in ins) else sum(t.shape[d] for t in ins)
        return {"result": ins[0].with_shape(shape)}

    def verify_(self):
        ins = self.inputs
        if not ins:
            _err(self, "expects at least one input")
        verify_same_element_type(self, [*ins, self.result], "inputs and result")
        ranked = [v.type for v in ins if _ranked(v.type)]
        d = self.dimension.value
        if ranked:
            r = len(ranked[0].shape)
            if any(len(t.shape) != r for t in ranked):
                _err(self, "expects inputs of equal rank")
            if not 0 <= d < r:
                _err(self, f"dimension {d} is out of range for rank {r}")
            for i in range(r):
                if i != d and len({t.shape[i] for t in ranked if _static(t.shape[i])}) > 1:
                    _err(self, f"inputs differ in dimension {i}")


@register
class PadOp(StablehloOp):
    """``stablehlo.pad`` with ``edge_padding_low/high`` and ``interior_padding``."""

    OPNAME = "stablehlo.pad"
    operand = _opd()
    padding_value = _opd()
    result = _res()
    edge_padding_low = prop(_is_i64_array)
    edge_padding_high = prop(_is_i64_array)
    interior_padding = prop(_is_i64_array)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        t = kw["operand"].type
        lo, hi, it = kw["edge_padding_low"].value, kw["edge_padding_high"].value, kw["interior_padding"].value
        return {"result": t.with_shape([d + l + h + max(d - 1, 0) * i if _static(d) else DYNAMIC
                                        for d, l, h, i in zip(t.shape, lo, hi, it)])}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.padding_value, self.result])
        if _rank(self.padding_value) not in (0, None):
            _err(self, f"padding_value must be a 0-d tensor, got {self.padding_value.type}")
        r = _rank(self.operand)
        lens = {len(self.edge_padding_low.value), len(self.edge_padding_high.value), len(self.interior_padding.value)}
        if len(lens) != 1 or (r is not None and lens != {r}):
            _err(self, "padding attributes must have one entry per operand dimension")
        if any(i < 0 for i in self.interior_padding.value):
            _err(self, "interior_padding must be non-negative")


@register
class DynamicPadOp(StablehloOp):
    """``stablehlo.dynamic_pad``: paddings are 1-D tensor operands."""

    OPNAME = "stablehlo.dynamic_pad"
    operand = _opd()
    padding_value = _opd()
    edge_padding_low = _opd()
    edge_padding_high = _opd()
    interior_padding = _opd()
    result = _res()
    traits = {Pure}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.padding_value, self.result])


@register
class ReverseOp(StablehloOp):
    """``stablehlo.reverse`` along ``dimensions``."""

    OPNAME = "stablehlo.reverse"
    operand = _opd()
    result = _res()
    dimensions = prop(_is_i64_array)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"result": kw["operand"].type}

    def verify_(self):
        verify_same_shapes(self, [self.operand, self.result])
        verify_same_element_type(self, [self.operand, self.result])
        _dim_list_in_range(self, self.dimensions.value, _rank(self.operand), "dimension")


@register
class TorchIndexSelectOp(StablehloOp):
    """``stablehlo.torch_index_select`` (``dim``, ``batch_dims``)."""

    OPNAME = "stablehlo.torch_index_select"
    operand = _opd()
    index = _opd()
    result = _res()
    dim = prop(_is_i64)
    batch_dims = prop(_is_i64)
    traits = {Pure}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.result])
        _dim_list_in_range(self, [self.dim.value], _rank(self.operand), "dim")


# ---------------------------------------------------------------------------------------------
# Linear algebra, convolution, FFT
# ---------------------------------------------------------------------------------------------

@register
class DotOp(StablehloOp):
    """``stablehlo.dot``: vector/matrix product of rank-1/2 operands."""

    OPNAME = "stablehlo.dot"
    lhs = _opd()
    rhs = _opd()
    result = _res()
    precision_config = opt_prop(_is_precision_config)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        a, b = kw["lhs"].type, kw["rhs"].type
        return {"result": a.with_shape(list(a.shape[:-1]) + list(b.shape[1:]))}

    def verify_(self):
        a, b = self.lhs.type, self.rhs.type
        if _ranked(a) and _ranked(b):
            if len(a.shape) not in (1, 2) or len(b.shape) not in (1, 2):
                _err(self, f"operands must have rank 1 or 2, got {a} and {b}")
            ka, kb = a.shape[-1], b.shape[0]
            if _static(ka) and _static(kb) and ka != kb:
                _err(self, f"contracting dimensions differ: {a} and {b}")


@register
class DotGeneralOp(StablehloOp):
    """``stablehlo.dot_general``; ``dot_dimension_numbers`` from ``dot_dimension_numbers(...)``.
    The result is ``batch x lhs free x rhs free`` dimensions."""

    OPNAME = "stablehlo.dot_general"
    lhs = _opd()
    rhs = _opd()
    result = _res()
    dot_dimension_numbers = prop(_is_dot_dims)
    precision_config = opt_prop(_is_precision_config)
    algorithm = opt_prop(_is_dot_algorithm)
    traits = {Pure}

    @staticmethod
    def result_shape(a, b, dn):
        lb, rb = dn["lhs_batching_dimensions"], dn["rhs_batching_dimensions"]
        lc, rc = dn["lhs_contracting_dimensions"], dn["rhs_contracting_dimensions"]
        return ([a.shape[d] for d in lb] + [s for i, s in enumerate(a.shape) if i not in lb and i not in lc] +
                [s for i, s in enumerate(b.shape) if i not in rb and i not in rc])

    @classmethod
    def infer(cls, kw):
        a, b = kw["lhs"].type, kw["rhs"].type
        return {"result": a.with_shape(cls.result_shape(a, b, dimension_numbers(kw["dot_dimension_numbers"])))}

    def verify_(self):
        a, b, r = self.lhs.type, self.rhs.type, self.result.type
        dn = dimension_numbers(self.dot_dimension_numbers)
        lb, rb = dn["lhs_batching_dimensions"], dn["rhs_batching_dimensions"]
        lc, rc = dn["lhs_contracting_dimensions"], dn["rhs_contracting_dimensions"]
        if len(lb) != len(rb) or len(lc) != len(rc):
            _err(self, "lhs and rhs must have as many batching (contracting) dimensions as each other")
        if not (_ranked(a) and _ranked(b)):
            return
        _dim_list_in_range(self, lb + lc, len(a.shape), "lhs dimension")
        _dim_list_in_range(self, rb + rc, len(b.shape), "rhs dimension")
        for x, y, what in ((lb, rb, "batching"), (lc, rc, "contracting")):
            for i, j in zip(x, y):
                if _static(a.shape[i]) and _static(b.shape[j]) and a.shape[i] != b.shape[j]:
                    _err(self, f"{what} dimension sizes differ: lhs dimension {i} is {a.shape[i]}, rhs dimension "
                         f"{j} is {b.shape[j]}")
        if _ranked(r):
            want = self.result_shape(a, b, dn)
            if len(r.shape) != len(want) or any(_static(g) and _static(w) and g != w for g, w in zip(r.shape, want)):
                _err(self, f"result {r} does not match the expected shape {want}")


class _ConvBase(StablehloOp):
    def verify_(self):
        dn = dimension_numbers(self.dimension_numbers)
        n = len(dn["input_spatial_dimensions"])
        for v, what in ((self.lhs, "lhs"), (self.rhs, "rhs"), (self.result, "result")):
            r = _rank(v)
            if r is not None and r != n + 2:
                _err(self, f"{what} must have rank {n + 2} for {n} spatial dimensions, got {v.type}")
        for name in ("window_strides", "lhs_dilation", "rhs_dilation", "window_reversal"):
            a = self.get_attr(name)
            if a is not None and len(a.value) != n:
                _err(self, f"{name} must have {n} entries, got {len(a.value)}")
        p = self.get_attr("padding")
        if p is not None and tuple(p.type.shape) != (n, 2):
            _err(self, f"padding must be tensor<{n}x2xi64>, got {p.type}")
        for name in ("feature_group_count", "batch_group_count"):
            if getattr(self, name).value < 1:
                _err(self, f"{name} must be positive")
        x, w = self.lhs.type, self.rhs.type
        if _ranked(x) and _ranked(w):
            cin = x.shape[dn["input_feature_dimension"]]
            kin = w.shape[dn["kernel_input_feature_dimension"]]
            g = self.feature_group_count.value
            if _static(cin) and _static(kin) and cin != kin * g:
                _err(self, f"input features {cin} must equal kernel input features {kin} x feature_group_count {g}")


@register
class ConvolutionOp(_ConvBase):
    """``stablehlo.convolution``; ``dimension_numbers`` from ``conv_dimension_numbers(...)`` /
    ``conv_nchw_oihw()``, ``padding`` from ``padding_attr([(lo, hi), ...])``."""

    OPNAME = "stablehlo.convolution"
    lhs = _opd()
    rhs = _opd()
    result = _res()
    window_strides = opt_prop(_is_i64_array)
    padding = opt_prop(_is_i64_elements)
    lhs_dilation = opt_prop(_is_i64_array)
    rhs_dilation = opt_prop(_is_i64_array)
    window_reversal = opt_prop(_is_bool_array)
    dimension_numbers = prop(_is_conv_dims)
    feature_group_count = prop(_is_i64, default=i64_attr(1))
    batch_group_count = prop(_is_i64, default=i64_attr(1))
    precision_config = opt_prop(_is_precision_config)
    traits = {Pure}


@register
class DynamicConvOp(_ConvBase):
    """``stablehlo.dynamic_conv``: like ``convolution`` with the padding as a tensor operand."""

    OPNAME = "stablehlo.dynamic_conv"
    lhs = _opd()
    rhs = _opd()
    d_padding = _opd()
    result = _res()
    window_strides = opt_prop(_is_i64_array)
    lhs_dilation = opt_prop(_is_i64_array)
    rhs_dilation = opt_prop(_is_i64_array)
    window_reversal = opt_prop(_is_bool_array)
    dimension_numbers = prop(_is_conv_dims)
    feature_group_count = prop(_is_i64, default=i64_attr(1))
    batch_group_count = prop(_is_i64, default=i64_attr(1))
    precision_config = opt_prop(_is_precision_config)
    traits = {Pure}


@register
class EinsumOp(StablehloOp):
    OPNAME = "stablehlo.einsum"
    lhs = _opd()
    rhs = _opd()
    result = _res()
    einsum_config = prop(A.StringAttr)
    traits = {Pure}


@register
class UnaryEinsumOp(StablehloOp):
    OPNAME = "stablehlo.unary_einsum"
    operand = _opd()
    result = _res()
    einsum_config = prop(A.StringAttr)
    traits = {Pure}


@register
class CholeskyOp(StablehloOp):
    """``stablehlo.cholesky`` of (batched) square matrices."""

    OPNAME = "stablehlo.cholesky"
    a = _opd()
    result = _res()
    lower = opt_prop(_is_bool)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"result": kw["a"].type}

    def verify_(self):
        t = self.a.type
        if _ranked(t) and (len(t.shape) < 2 or (_static(t.shape[-1]) and _static(t.shape[-2]) and
                                                t.shape[-1] != t.shape[-2])):
            _err(self, f"expects (batched) square matrices, got {t}")


@register
class TriangularSolveOp(StablehloOp):
    OPNAME = "stablehlo.triangular_solve"
    a = _opd()
    b = _opd()
    result = _res()
    left_side = prop(_is_bool)
    lower = prop(_is_bool)
    unit_diagonal = prop(_is_bool)
    transpose_a = prop(_is_transpose)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"result": kw["b"].type}


@register
class FftOp(StablehloOp):
    """``stablehlo.fft`` (``fft_type("RFFT")``, ``fft_length``)."""

    OPNAME = "stablehlo.fft"
    operand = _opd()
    result = _res()
    fft_type = prop(_is_fft_type)
    fft_length = prop(_is_i64_array)
    traits = {Pure}

    def verify_(self):
        r = _rank(self.operand)
        if r is not None and len(self.fft_length.value) > r:
            _err(self, f"fft_length has more entries than the operand rank {r}")


@register
class BatchNormInferenceOp(StablehloOp):
    OPNAME = "stablehlo.batch_norm_inference"
    operand = _opd()
    scale = _opd()
    offset = _opd()
    mean = _opd()
    variance = _opd()
    result = _res()
    epsilon = prop(_is_f32)
    feature_index = prop(_is_i64)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"result": kw["operand"].type}

    def verify_(self):
        _dim_list_in_range(self, [self.feature_index.value], _rank(self.operand), "feature_index")
        verify_same_shapes(self, [self.operand, self.result])


@register
class BatchNormTrainingOp(StablehloOp):
    OPNAME = "stablehlo.batch_norm_training"
    operand = _opd()
    scale = _opd()
    offset = _opd()
    output = _res()
    batch_mean = _res()
    batch_var = _res()
    epsilon = prop(_is_f32)
    feature_index = prop(_is_i64)
    traits = {Pure}

    def verify_(self):
        _dim_list_in_range(self, [self.feature_index.value], _rank(self.operand), "feature_index")
        verify_same_shapes(self, [self.operand, self.output])


@register
class BatchNormGradOp(StablehloOp):
    OPNAME = "stablehlo.batch_norm_grad"
    operand = _opd()
    scale = _opd()
    mean = _opd()
    variance = _opd()
    grad_output = _opd()
    grad_operand = _res()
    grad_scale = _res()
    grad_offset = _res()
    epsilon = prop(_is_f32)
    feature_index = prop(_is_i64)
    traits = {Pure}

    def verify_(self):
        _dim_list_in_range(self, [self.feature_index.value], _rank(self.operand), "feature_index")
        verify_same_shapes(self, [self.operand, self.grad_output, self.grad_operand])


# ---------------------------------------------------------------------------------------------
# Gather / scatter
# ---------------------------------------------------------------------------------------------

@register
class GatherOp(StablehloOp):
    """``stablehlo.gather``; ``dimension_numbers`` from ``gather_dimension_numbers(...)``."""

    OPNAME = "stablehlo.gather"
    operand = _opd()
    start_indices = _opd()
    result = _res()
    dimension_numbers = prop(_is_gather_dims)
    slice_sizes = prop(_is_i64_array)
    indices_are_sorted = opt_prop(_is_bool)
    traits = {Pure}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.result])
        r = _rank(self.operand)
        if r is not None and len(self.slice_sizes.value) != r:
            _err(self, f"slice_sizes must have {r} entries, got {len(self.slice_sizes.value)}")
        dn = dimension_numbers(self.dimension_numbers)
        _dim_list_in_range(self, dn["collapsed_slice_dims"] + dn["start_index_map"], r, "operand dimension")


@register
class DynamicGatherOp(StablehloOp):
    """``stablehlo.dynamic_gather``: ``slice_sizes`` is a tensor operand."""

    OPNAME = "stablehlo.dynamic_gather"
    operand = _opd()
    start_indices = _opd()
    slice_sizes = _opd()
    result = _res()
    dimension_numbers = prop(_is_gather_dims)
    indices_are_sorted = opt_prop(_is_bool)
    traits = {Pure}

    def verify_(self):
        verify_same_element_type(self, [self.operand, self.result])


def _check_body(op, region, n_args_types, returns, what):
    b = _block_of(region)
    if b is None:
        _err(op, f"{what} region must not be empty")
    if n_args_types is not None and b.arg_types != list(n_args_types):
        _err(op, f"{what} region arguments ({', '.join(map(str, b.arg_types))}) must be "
             f"({', '.join(map(str, n_args_types))})")
    got = _returned_types(op, region, what)
    if got is not None and returns is not None and got != list(returns):
        _err(op, f"{what} region returns ({', '.join(map(str, got))}), expected ({', '.join(map(str, returns))})")


@register
class ScatterOp(StablehloOp):
    """``stablehlo.scatter``: operands are N inputs, the indices, N updates (``inputs``,
    ``scatter_indices``, ``updates`` accessors); the ``update_computation`` combines scalars."""

    OPNAME = "stablehlo.scatter"
    operands_ = var_operand()
    results_ = var_result()
    scatter_dimension_numbers = prop(_is_scatter_dims)
    indices_are_sorted = opt_prop(_is_bool)
    unique_indices = opt_prop(_is_bool)
    update_computation = region()

    @classmethod
    def build_scatter(cls, inputs, scatter_indices, updates, dimension_numbers_attr, indices_are_sorted=None,
                      unique_indices=None, location=None):
        """Creates the update block (scalar tensor arguments: current, update per input)."""
        inputs, updates = list(inputs), list(updates)
        args = [_scalar_of(v.type) for v in inputs] * 2
        return cls.build(operands_=[*inputs, scatter_indices, *updates], results_=[v.type for v in inputs],
                         scatter_dimension_numbers=dimension_numbers_attr,
                         indices_are_sorted=None if indices_are_sorted is None else A.BoolAttr(indices_are_sorted),
                         unique_indices=None if unique_indices is None else A.BoolAttr(unique_indices),
                         regions=[Region([Block(args)])], location=location)

    @property
    def inputs(self):
        return self.operands[:(len(self.operands) - 1) // 2]

    @property
    def scatter_indices(self):
        return self.operands[(len(self.operands) - 1) // 2]

    @property
    def updates(self):
        return self.operands[(len(self.operands) + 1) // 2:]

    def verify_(self):
        n = len(self.operands)
        if n < 3 or n % 2 != 1:
            _err(self, f"expects N inputs, the indices and N updates, got {n} operands")
        if [r.type for r in self.results] != [v.type for v in self.inputs]:
            _err(self, "results must have the types of the inputs")
        scal = [_scalar_of(v.type) for v in self.inputs]
        _check_body(self, self.update_computation, scal * 2, scal, "update_computation")


@register
class SelectAndScatterOp(StablehloOp):
    """``stablehlo.select_and_scatter``: ``select`` picks within a window, ``scatter`` combines."""

    OPNAME = "stablehlo.select_and_scatter"
    operand = _opd()
    source = _opd()
    init_value = _opd()
    result = _res()
    window_dimensions = opt_prop(_is_i64_array)
    window_strides = opt_prop(_is_i64_array)
    padding = opt_prop(_is_i64_elements)
    select = region()
    scatter = region()

    def verify_(self):
        s = _scalar_of(self.operand.type)
        _check_body(self, self.select, [s, s], [RankedTensorType((), I1)], "select")
        _check_body(self, self.scatter, [s, s], [s], "scatter")


# ---------------------------------------------------------------------------------------------
# Reductions, sort, map
# ---------------------------------------------------------------------------------------------

class _ReduceBase(StablehloOp):
    @property
    def inputs(self):
        return self.operands[:len(self.operands) // 2]

    @property
    def init_values(self):
        return self.operands[len(self.operands) // 2:]

    def _check_reduce_body(self):
        n = len(self.operands)
        if n == 0 or n % 2:
            _err(self, f"expects as many init values as inputs, got {n} operands")
        if len(self.results) != n // 2:
            _err(self, f"expects {n // 2} results, got {len(self.results)}")
        acc = [v.type for v in self.init_values]
        for i, v in zip(self.inputs, self.init_values):
            if _rank(v) not in (0, None):
                _err(self, f"init values must be 0-d tensors, got {v.type}")
            if _et(i.type) is not _et(v.type):
                _err(self, f"input {i.type} and init value {v.type} differ in element type")
        _check_body(self, self.body, acc * 2, acc, "body")


@register
class ReduceOp(_ReduceBase):
    """``stablehlo.reduce`` of N inputs with N init values over ``dimensions``; the body takes
    ``2N`` scalar tensors (accumulators, then elements) and returns N. ``build_reduce`` makes the
    block; see also the ``reduce`` helper."""

    OPNAME = "stablehlo.reduce"
    operands_ = var_operand()
    results_ = var_result()
    dimensions = prop(_is_i64_array)
    body = region()

    @classmethod
    def build_reduce(cls, inputs, init_values, dimensions, result_types=None, location=None):
        inputs, init_values = list(inputs), list(init_values)
        dims = [int(d) for d in dimensions]
        if result_types is None:
            result_types = [v.type.with_shape([s for i, s in enumerate(v.type.shape) if i not in dims])
                            if _ranked(v.type) else v.type for v in inputs]
        acc = [v.type for v in init_values]
        return cls.build(operands_=inputs + init_values, results_=list(result_types), dimensions=i64_array(dims),
                         regions=[Region([Block(acc * 2)])], location=location)

    def verify_(self):
        self._check_reduce_body()
        dims = list(self.dimensions.value)
        if len(set(dims)) != len(dims):
            _err(self, f"dimensions {dims} has duplicates")
        for i, r in zip(self.inputs, self.results):
            rank = _rank(i)
            _dim_list_in_range(self, dims, rank, "dimension")
            if rank is not None and _rank(r) is not None:
                want = [s for k, s in enumerate(i.type.shape) if k not in dims]
                if len(r.type.shape) != len(want) or any(
                        _static(a) and _static(b) and a != b for a, b in zip(r.type.shape, want)):
                    _err(self, f"result {r.type} does not match {i.type} reduced over {dims}")


@register
class ReduceWindowOp(_ReduceBase):
    """``stablehlo.reduce_window`` (N inputs, N init values, window attributes, body as ``reduce``)."""

    OPNAME = "stablehlo.reduce_window"
    operands_ = var_operand()
    results_ = var_result()
    window_dimensions = prop(_is_i64_array)
    window_strides = opt_prop(_is_i64_array)
    base_dilations = opt_prop(_is_i64_array)
    window_dilations = opt_prop(_is_i64_array)
    padding = opt_prop(_is_i64_elements)
    body = region()

    @classmethod
    def build_reduce_window(cls, inputs, init_values, result_types, window_dimensions, window_strides=None,
                            base_dilations=None, window_dilations=None, padding=None, location=None):
        acc = [v.type for v in init_values]
        opt = lambda v: None if v is None else i64_array(v)  # noqa: E731
        return cls.build(operands_=list(inputs) + list(init_values), results_=list(result_types),
                         window_dimensions=i64_array(window_dimensions), window_strides=opt(window_strides),
                         base_dilations=opt(base_dilations), window_dilations=opt(window_dilations),
                         padding=None if padding is None else padding_attr(padding),
                         regions=[Region([Block(acc * 2)])], location=location)

    def verify_(self):
        self._check_reduce_body()
        r = _rank(self.inputs[0]) if self.inputs else None
        n = len(self.window_dimensions.value)
        if r is not None and n != r:
            _err(self, f"window_dimensions must have {r} entries, got {n}")
        for name in ("window_strides", "base_dilations", "window_dilations"):
            a = self.get_attr(name)
            if a is not None and len(a.value) != n:
                _err(self, f"{name} must have {n} entries, got {len(a.value)}")
        p = self.get_attr("padding")
        if p is not None and tuple(p.type.shape) != (n, 2):
            _err(self, f"padding must be tensor<{n}x2xi64>, got {p.type}")


@register
class SortOp(StablehloOp):
    """``stablehlo.sort`` of N inputs along ``dimension``; the ``comparator`` takes 2N scalar
    tensors and returns ``tensor<i1>``."""

    OPNAME = "stablehlo.sort"
    inputs = var_operand()
    results_ = var_result()
    dimension = opt_prop(_is_i64)
    is_stable = opt_prop(_is_bool)
    comparator = region()

    @classmethod
    def build_sort(cls, inputs, dimension=None, is_stable=None, location=None):
        inputs = list(inputs)
        args = []
        for v in inputs:
            args += [_scalar_of(v.type)] * 2
        return cls.build(inputs=inputs, results_=[v.type for v in inputs],
                         dimension=None if dimension is None else i64_attr(dimension),
                         is_stable=None if is_stable is None else A.BoolAttr(is_stable),
                         regions=[Region([Block(args)])], location=location)

    def verify_(self):
        if [r.type for r in self.results] != [v.type for v in self.inputs]:
            _err(self, "results must have the types of the inputs")
        r = _rank(self.inputs[0]) if self.inputs else None
        d = self.dimension.value if self.dimension is not None else -1
        if r is not None and not -r <= d < max(r, 1):
            _err(self, f"dimension {d} is out of range for rank {r}")
        args = []
        for v in self.inputs:
            args += [_scalar_of(v.type)] * 2
        _check_body(self, self.comparator, args, [RankedTensorType((), I1)], "comparator")


@register
class MapOp(StablehloOp):
    """``stablehlo.map``: applies the scalar ``computation`` elementwise over ``dimensions``."""

    OPNAME = "stablehlo.map"
    inputs = var_operand()
    result = _res()
    dimensions = prop(_is_i64_array)
    computation = region()

    def verify_(self):
        _check_body(self, self.computation, [_scalar_of(v.type) for v in self.inputs], None, "computation")
        verify_same_shapes(self, [*self.inputs, self.result], "inputs and result")


# ---------------------------------------------------------------------------------------------
# Control flow
# ---------------------------------------------------------------------------------------------

@register
class ReturnOp(StablehloOp):
    """``stablehlo.return``: terminates the regions of stablehlo ops."""

    OPNAME = "stablehlo.return"
    results_ = var_operand()
    traits = {IsTerminator, ReturnLike, Pure}


@register
class WhileOp(StablehloOp):
    """``stablehlo.while``: ``cond`` returns ``tensor<i1>``, ``body`` the next loop-carried values.
    ``build_while`` creates both blocks with the loop-carried arguments."""

    OPNAME = "stablehlo.while"
    operand = var_operand()
    results_ = var_result()
    cond = region()
    body = region()

    @classmethod
    def build_while(cls, operands, location=None):
        types = [v.type for v in operands]
        return cls.build(operand=list(operands), results_=types,
                         regions=[Region([Block(types)]), Region([Block(types)])], location=location)

    def verify_(self):
        types = [v.type for v in self.operand]
        if [r.type for r in self.results] != types:
            _err(self, "results must have the types of the loop-carried operands")
        _check_body(self, self.cond, types, [RankedTensorType((), I1)], "cond")
        _check_body(self, self.body, types, types, "body")


@register
class IfOp(StablehloOp):
    """``stablehlo.if``: ``true_branch``/``false_branch`` return the results (no arguments)."""

    OPNAME = "stablehlo.if"
    pred = _opd()
    results_ = var_result()
    true_branch = region()
    false_branch = region()

    @classmethod
    def build_if(cls, pred, result_types, location=None):
        return cls.build(pred=pred, results_=list(result_types), regions=[Region([Block()]), Region([Block()])],
                         location=location)

    def verify_(self):
        if _et(self.pred.type) is not I1 or _rank(self.pred) not in (0, None):
            _err(self, f"pred must be tensor<i1>, got {self.pred.type}")
        rt = [r.type for r in self.results]
        _check_body(self, self.true_branch, [], rt, "true_branch")
        _check_body(self, self.false_branch, [], rt, "false_branch")


@register
class CaseOp(StablehloOp):
    """``stablehlo.case``: runs ``branches[index]`` (clamped); each returns the results."""

    OPNAME = "stablehlo.case"
    index = _opd()
    results_ = var_result()
    branches = var_region()

    @classmethod
    def build_case(cls, index, result_types, n_branches, location=None):
        return cls.build(index=index, results_=list(result_types),
                         regions=[Region([Block()]) for _ in range(n_branches)], location=location)

    def verify_(self):
        if not self.regions:
            _err(self, "expects at least one branch")
        if _et(self.index.type) is not I32 or _rank(self.index) not in (0, None):
            _err(self, f"index must be tensor<i32>, got {self.index.type}")
        rt = [r.type for r in self.results]
        for i, r in enumerate(self.regions):
            _check_body(self, r, [], rt, f"branch {i}")


@register
class OptimizationBarrierOp(StablehloOp):
    OPNAME = "stablehlo.optimization_barrier"
    operand = var_operand()
    results_ = var_result()
    traits = {Pure}

    def verify_(self):
        if [v.type for v in self.operand] != [r.type for r in self.results]:
            _err(self, "results must have the operands' types")


@register
class CustomCallOp(StablehloOp):
    """``stablehlo.custom_call`` to ``call_target_name``."""

    OPNAME = "stablehlo.custom_call"
    inputs = var_operand()
    results_ = var_result()
    call_target_name = prop(A.StringAttr)
    has_side_effect = opt_prop(_is_bool)
    backend_config = opt_prop()
    api_version = opt_prop(_is_i32)
    called_computations = opt_prop(A.ArrayAttr)
    operand_layouts = opt_prop(A.ArrayAttr)
    result_layouts = opt_prop(A.ArrayAttr)
    output_operand_aliases = opt_prop(A.ArrayAttr)

    def verify_(self):
        if self.api_version is not None and not 0 <= self.api_version.value <= 4:
            _err(self, f"api_version {self.api_version.value} is not 0..4")
        for name, vals in (("operand_layouts", self.inputs), ("result_layouts", self.results)):
            a = self.get_attr(name)
            if a is not None and len(a.value) != len(vals):
                _err(self, f"{name} has {len(a.value)} entries for {len(vals)} values")


@register
class CompositeOp(StablehloOp):
    """``stablehlo.composite``: a named op with a ``decomposition`` function."""

    OPNAME = "stablehlo.composite"
    inputs = var_operand()
    results_ = var_result()
    extra_inherent = ("name",)
    decomposition = prop(A.SymbolRefAttr)
    composite_attributes = opt_prop(A.DictionaryAttr)
    version = opt_prop(_is_i32)

    @classmethod
    def build_composite(cls, name, inputs, result_types, decomposition, attributes=None, version=None,
                        location=None):
        op = cls.build(inputs=list(inputs), results_=list(result_types), decomposition=A.SymbolRefAttr(decomposition),
                       composite_attributes=A.DictionaryAttr(attributes) if attributes else None,
                       version=None if version is None else IntegerAttr(version, I32), location=location)
        op.properties["name"] = A.StringAttr(name)
        return op

    def verify_(self):
        if type(self.get_attr("name")) is not A.StringAttr:
            _err(self, "requires attribute 'name'")


@register
class TupleOp(StablehloOp):
    OPNAME = "stablehlo.tuple"
    val = var_operand()
    result = _res()
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"result": A.TupleType([v.type for v in kw["val"]])}


@register
class GetTupleElementOp(StablehloOp):
    OPNAME = "stablehlo.get_tuple_element"
    operand = _opd()
    result = _res()
    index = prop(_is_i32)
    traits = {Pure}

    @classmethod
    def infer(cls, kw):
        return {"result": kw["operand"].type.types[kw["index"].value]}

    def verify_(self):
        t = self.operand.type
        if type(t) is A.TupleType and not 0 <= self.index.value < len(t.types):
            _err(self, f"index {self.index.value} is out of range for {t}")


# ---------------------------------------------------------------------------------------------
# RNG, tokens, collectives, I/O
# ---------------------------------------------------------------------------------------------

@register
class RngOp(StablehloOp):
    """``stablehlo.rng`` (``rng_distribution("UNIFORM")``) with bounds ``a``, ``b`` and a shape."""

    OPNAME = "stablehlo.rng"
    a = _opd()
    b = _opd()
    shape = _opd()
    result = _res()
    rng_distribution = prop(_is_rng_distribution)


@register
class RngBitGeneratorOp(StablehloOp):
    OPNAME = "stablehlo.rng_bit_generator"
    initial_state = _opd()
    output_state = _res()
    output = _res()
    rng_algorithm = prop(_is_rng_algorithm)
    traits = {Pure}


@register
class CreateTokenOp(StablehloOp):
    OPNAME = "stablehlo.create_token"
    output = _res()

    @classmethod
    def infer(cls, kw):
        return {"output": TOKEN}


@register
class AfterAllOp(StablehloOp):
    OPNAME = "stablehlo.after_all"
    inputs = var_operand()
    result = _res()

    @classmethod
    def infer(cls, kw):
        return {"result": TOKEN}


@register
class PartitionIdOp(StablehloOp):
    OPNAME = "stablehlo.partition_id"
    result = _res()


@register
class ReplicaIdOp(StablehloOp):
    OPNAME = "stablehlo.replica_id"
    result = _res()


@register
class AllGatherOp(StablehloOp):
    OPNAME = "stablehlo.all_gather"
    operands_ = var_operand()
    results_ = var_result()
    all_gather_dim = prop(_is_i64)
    replica_groups = prop(_is_i64_elements)
    channel_handle = opt_prop(_is_channel_handle)
    use_global_device_ids = opt_prop(_is_unit)


@register
class AllReduceOp(StablehloOp):
    """``stablehlo.all_reduce``; ``computation`` reduces two scalar tensors."""

    OPNAME = "stablehlo.all_reduce"
    operands_ = var_operand()
    results_ = var_result()
    replica_groups = prop(_is_i64_elements)
    channel_handle = opt_prop(_is_channel_handle)
    use_global_device_ids = opt_prop(_is_unit)
    computation = region()


@register
class AllToAllOp(StablehloOp):
    OPNAME = "stablehlo.all_to_all"
    operands_ = var_operand()
    results_ = var_result()
    split_dimension = prop(_is_i64)
    concat_dimension = prop(_is_i64)
    split_count = prop(_is_i64)
    replica_groups = prop(_is_i64_elements)
    channel_handle = opt_prop(_is_channel_handle)


@register
class ReduceScatterOp(StablehloOp):
    OPNAME = "stablehlo.reduce_scatter"
    operand = _opd()
    result = _res()
    scatter_dimension = prop(_is_i64)
    replica_groups = prop(_is_i64_elements)
    channel_handle = opt_prop(_is_channel_handle)
    use_global_device_ids = opt_prop(_is_unit)
    computation = region()


@register
class CollectivePermuteOp(StablehloOp):
    OPNAME = "stablehlo.collective_permute"
    operand = _opd()
    result = _res()
    source_target_pairs = prop(_is_i64_elements)
    channel_handle = opt_prop(_is_channel_handle)


@register
class CollectiveBroadcastOp(StablehloOp):
    OPNAME = "stablehlo.collective_broadcast"
    operand = _opd()
    result = _res()
    replica_groups = prop(_is_i64_elements)
    channel_handle = opt_prop(_is_channel_handle)


@register
class CrossReplicaSumOp(StablehloOp):
    OPNAME = "stablehlo.cross-replica-sum"
    operand = _opd()
    result = _res()
    replica_groups = prop(_is_i64_elements)


@register
class InfeedOp(StablehloOp):
    OPNAME = "stablehlo.infeed"
    token = _opd()
    results_ = var_result()
    infeed_config = opt_prop(A.StringAttr)
    layout = opt_prop(A.ArrayAttr)


@register
class OutfeedOp(StablehloOp):
    OPNAME = "stablehlo.outfeed"
    inputs = var_operand()
    token = _opd()
    result = _res()
    outfeed_config = opt_prop(A.StringAttr)


@register
class SendOp(StablehloOp):
    OPNAME = "stablehlo.send"
    inputs = var_operand()
    token = _opd()
    result = _res()
    channel_handle = prop(_is_channel_handle)
    is_host_transfer = opt_prop(_is_bool)


@register
class RecvOp(StablehloOp):
    OPNAME = "stablehlo.recv"
    token = _opd()
    results_ = var_result()
    channel_handle = prop(_is_channel_handle)
    is_host_transfer = opt_prop(_is_bool)


# ---------------------------------------------------------------------------------------------
# Helpers: insert ops and return the result value
# ---------------------------------------------------------------------------------------------

def _insert(b, op):
    if isinstance(b, Block):
        b.append(op)
    else:
        b.insert(op)
    return op


def constant(b, value, type=None) -> Value:
    """``stablehlo.constant`` of an elements attribute, or of ``value`` (array/number) with ``type``."""
    return _insert(b, ConstantOp.build_value(value, type)).output


def unary(b, op_class, x, result=None) -> Value:
    return _insert(b, op_class.build(operand=x, result=result)).result


def binary(b, op_class, x, y, result=None) -> Value:
    return _insert(b, op_class.build(lhs=x, rhs=y, result=result)).result


def compare(b, lhs, rhs, direction, compare_type=None) -> Value:
    """``compare(b, x, y, "LT")``; ``compare_type`` e.g. "FLOAT", "SIGNED", "TOTALORDER"."""
    return _insert(b, CompareOp.build(lhs=lhs, rhs=rhs, comparison_direction=comparison_direction(direction),
                                      compare_type=None if compare_type is None else comparison_type(compare_type))
                   ).result


def select(b, pred, on_true, on_false) -> Value:
    return _insert(b, SelectOp.build(pred=pred, on_true=on_true, on_false=on_false)).result


def clamp(b, lo, x, hi) -> Value:
    return _insert(b, ClampOp.build(min=lo, operand=x, max=hi)).result


def convert(b, x, element_type) -> Value:
    return _insert(b, ConvertOp.build(operand=x, result=_with_et(x.type, element_type))).result


def broadcast_in_dim(b, x, shape, dims) -> Value:
    """Broadcast ``x`` to ``shape`` (ints or a tensor type); operand dim i goes to ``dims[i]``."""
    t = shape if isinstance(shape, RankedTensorType) else RankedTensorType(shape, _et(x.type))
    return _insert(b, BroadcastInDimOp.build(operand=x, result=t, broadcast_dimensions=i64_array(dims))).result


def reshape(b, x, shape) -> Value:
    return _insert(b, ReshapeOp.build(operand=x, result=x.type.with_shape(shape))).result


def transpose(b, x, permutation) -> Value:
    return _insert(b, TransposeOp.build(operand=x, permutation=i64_array(permutation))).result


def slice(b, x, start, limit, strides=None) -> Value:  # noqa: A001 (the StableHLO op name)
    strides = [1] * len(start) if strides is None else strides
    return _insert(b, SliceOp.build(operand=x, start_indices=i64_array(start), limit_indices=i64_array(limit),
                                    strides=i64_array(strides))).result


def concatenate(b, values, dimension) -> Value:
    return _insert(b, ConcatenateOp.build(inputs=list(values), dimension=i64_attr(dimension))).result


def pad(b, x, padding_value, low, high, interior=None) -> Value:
    interior = [0] * len(low) if interior is None else interior
    return _insert(b, PadOp.build(operand=x, padding_value=padding_value, edge_padding_low=i64_array(low),
                                  edge_padding_high=i64_array(high), interior_padding=i64_array(interior))).result


def iota(b, type, dimension) -> Value:
    return _insert(b, IotaOp.build(output=type, iota_dimension=i64_attr(dimension))).output


def dot_general(b, lhs, rhs, contracting=((), ()), batching=((), ()), result=None, precision_config=None) -> Value:
    """``contracting=([lhs dims], [rhs dims])``, ``batching`` likewise; the result type is inferred."""
    dn = dot_dimension_numbers(batching[0], batching[1], contracting[0], contracting[1])
    pc = None if precision_config is None else A.ArrayAttr([precision(p) for p in precision_config])
    return _insert(b, DotGeneralOp.build(lhs=lhs, rhs=rhs, dot_dimension_numbers=dn, precision_config=pc,
                                         result=result)).result


def convolution(b, lhs, rhs, result, dimension_numbers_attr, window_strides=None, padding=None, lhs_dilation=None,
                rhs_dilation=None, feature_group_count=1, batch_group_count=1) -> Value:
    opt = lambda v: None if v is None else i64_array(v)  # noqa: E731
    return _insert(b, ConvolutionOp.build(
        lhs=lhs, rhs=rhs, result=result, dimension_numbers=dimension_numbers_attr, window_strides=opt(window_strides),
        padding=None if padding is None else padding_attr(padding), lhs_dilation=opt(lhs_dilation),
        rhs_dilation=opt(rhs_dilation), feature_group_count=i64_attr(feature_group_count),
        batch_group_count=i64_attr(batch_group_count))).result


def get_dimension_size(b, x, dimension) -> Value:
    return _insert(b, GetDimensionSizeOp.build(operand=x, dimension=i64_attr(dimension))).result


def reduce(b, inputs, init_values, dimensions, body) -> list:
    """``stablehlo.reduce``; ``body`` is a binary op class (``AddOp``, ``MaxOp``...) applied pairwise
    to (accumulator, element), or a function ``body(block) -> [values]`` building into the block.
    Returns the result values."""
    op = _insert(b, ReduceOp.build_reduce(inputs, init_values, dimensions))
    blk = op.body.blocks[0]
    n = len(op.results)
    if isinstance(body, type):
        outs = [binary(blk, body, blk.args[i], blk.args[n + i]) for i in range(n)]
    else:
        outs = list(body(blk))
    blk.append(ReturnOp.build(results_=outs))
    return list(op.results)


from . import stablehlo_asm as _asm  # noqa: E402 (the custom forms, installed on the classes above)

_asm.install()
