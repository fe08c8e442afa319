"""Reading torch ops from a lowering, for every backend (linalg, TOSA, StableHLO): schema
arguments by name, constant scalars and lists on the torch side (also once a conversion replaced
their producer by ``torch_c.from_i64(arith.constant ...)``), builtin result types and torch dtypes,
dim normalization, and ``NotLowerable``, the exception a lowering raises for "does not apply".

    T.const_int(op.arg("dim"))      # 3, else None
    T.const_int_list(op.arg("size"))  # [2, 3] from a prim.ListConstruct of constants, else None
    T.result_type(op)               # tensor<2x?xf32>
    T.torch_dtype(op.operand(0))    # si64, ui8, i1, f32, ...

The bool rule: torch's bool is a number, as in Python. A bool constant reads as 0 or 1 where an
int or a float is asked for, and a number reads as its truth value where a bool is asked for;
only ``const_value`` tells them apart.
"""
from __future__ import annotations

import math

from tmlir.ir import attributes as A
from tmlir.dialects.torch.ops import (ConstantIntOp, ConstantFloatOp, ConstantBoolOp, ConstantNumberOp,
                                      ConstantComplexOp, PrimListConstructOp, ConstantStrOp)
from tmlir.dialects.torch.types import ValueTensorType, NONE_TYPE
from tmlir.conversion.backend_types import builtin_type, TORCH_C_CASTS

__all__ = ['DYN', 'INT64_MAX', 'NotLowerable', 'arg_index', 'arg_of', 'converted', 'has_arg', 'strip_casts', 'scalar_of', 'tensor_of', 'tensor_operand', 'const_value', 'const_number', 'const_int', 'const_float', 'const_bool', 'const_str', 'is_none', 'list_elements', 'const_int_list', 'int_list_entries', 'const_flag', 'result_type', 'torch_dtype', 'is_unsigned', 'is_unsigned_value', 'is_float', 'is_int', 'is_complex', 'elem', 'ranked', 'rank_of', 'compute_type', 'sum_type', 'dim_arg', 'required_dim', 'normalize_dim', 'norm_dim', 'static_shape', 'lowest', 'highest', 'const_tensor_values', 'builtin_literal_attr', 'broadcast_sizes', 'is_quantized', 'quantized_zero_point']


DYN = A.DYNAMIC
INT64_MAX = (1 << 63) - 1


class NotLowerable(Exception):
    """Raised by helpers when the op cannot be lowered (the registry then treats the lowering as
    not applying, and the message reaches the diagnostic)."""


# ---------------------------------------------------------------------------------------------
# Operands
# ---------------------------------------------------------------------------------------------

def arg_index(op, name):
    """The position of schema argument ``name`` of ``op`` (to pick the converted operand)."""
    for i, a in enumerate(op.schema.arguments):
        if a.name == name:
            return i
    raise KeyError(f"'{op.name}' has no argument '{name}' (schema: {op.schema})")


def arg_of(op, *names):
    """The operand of the first of ``names`` that ``op``'s schema has (ops sharing a lowering
    may name the same argument differently: ``view(self, size)``, ``reshape(self, shape)``)."""
    for a, v in zip(op.schema.arguments, op.operands):
        if a.name in names:
            return v
    raise KeyError(f"'{op.name}' has none of the arguments {', '.join(names)} (schema: {op.schema})")


def converted(op, operands, name):
    """The converted operand (from the lowering's ``operands``) of schema argument ``name``."""
    return operands[arg_index(op, name)]


def has_arg(op, name):
    """Whether ``op``'s schema has an argument ``name`` passed a value other than None."""
    schema = getattr(op, "schema", None)
    if schema is None or not any(a.name == name for a in schema.arguments):
        return False
    return not is_none(op.arg(name))


def strip_casts(v):
    """The value under any ``torch_c`` casts (``torch_c.from_i64(%c)`` -> ``%c``)."""
    for _ in range(8):
        d = v.defining_op
        if d is None or d.name not in TORCH_C_CASTS:
            return v
        v = d.operand(0)
    return v


def scalar_of(rw, v):
    """The builtin scalar (i64/f64/i1) of a torch scalar operand; a ``torch.constant.complex``
    gives a ``complex.constant`` of complex<f64>."""
    b = strip_casts(v)
    if b.type in (A.I64, A.F64, A.I1):
        return b
    c = const_value(v)
    if isinstance(c, complex):
        t = A.ComplexType(A.F64)
        pair = A.ArrayAttr((A.FloatAttr(c.real, A.F64), A.FloatAttr(c.imag, A.F64)))
        from tmlir.ir.dialects.linalg import make_op
        return rw.insert(make_op("complex.constant", [], [t], {"value": pair}, None)).results[0]
    return rw.get_remapped_value(v, rw.type_converter)


def tensor_of(rw, v):
    """The builtin tensor of a torch tensor operand (materialized when needed)."""
    b = strip_casts(v)
    if isinstance(b.type, A.RankedTensorType):
        return b
    return rw.get_remapped_value(v, rw.type_converter)


def tensor_operand(operands, i):
    """The converted operand ``i``, which must be a ranked tensor."""
    v = operands[i]
    if not isinstance(getattr(v, "type", None), A.RankedTensorType):
        raise NotLowerable(f"operand {i} is not a ranked tensor")
    return v


# ---------------------------------------------------------------------------------------------
# Constants on the torch side
# ---------------------------------------------------------------------------------------------

def _attr_value(d):
    a = d.properties.get("value") if d.properties else None
    if a is None:
        return None
    return getattr(a, "value", None)


def const_value(v):
    """The Python value (int, float, bool or complex) of a constant torch scalar operand: a
    ``torch.constant.int/float/bool/number/complex``, or one the pass already converted (seen through
    ``torch_c`` casts down to an ``arith.constant``). None if not constant."""
    d = v.defining_op
    if isinstance(d, ConstantBoolOp):
        return bool(_attr_value(d))
    if isinstance(d, ConstantIntOp):
        return int(_attr_value(d))
    if isinstance(d, ConstantFloatOp):
        return float(_attr_value(d))
    if isinstance(d, ConstantNumberOp):
        return _attr_value(d)
    if isinstance(d, ConstantComplexOp):
        return d.complex_value()
    base = strip_casts(v)
    c = base.defining_op
    if base is v or c is None or c.name != "arith.constant":
        return None
    a = c.properties.get("value") if c.properties else None
    if isinstance(a, A.IntegerAttr):
        return bool(a.value) if base.type is A.I1 else int(a.value)
    if isinstance(a, A.FloatAttr):
        return float(a.value)
    return None


def const_number(v):
    """A constant int or float operand (a bool reads as 0/1), else None."""
    c = const_value(v)
    return int(c) if isinstance(c, bool) else c


def const_int(v):
    """A constant int operand (a bool reads as 0/1; a float is not an int), else None."""
    c = const_value(v)
    return int(c) if isinstance(c, int) else None


def const_float(v):
    """A constant float, int or bool operand as a float, else None."""
    c = const_value(v)
    return float(c) if c is not None else None


def const_bool(v):
    """A constant operand's truth value (``torch.constant.bool``, or a number), else None."""
    c = const_value(v)
    return None if c is None else bool(c)


def const_str(v):
    d = v.defining_op
    if isinstance(d, ConstantStrOp):
        return str(_attr_value(d))
    return None


def is_none(v):
    """Whether the operand is ``!torch.none`` (an omitted optional argument)."""
    return v.type is NONE_TYPE


def list_elements(v):
    """The element values of a ``prim.ListConstruct`` operand, else None."""
    d = v.defining_op
    if isinstance(d, PrimListConstructOp):
        return list(d.operands)
    return None


def const_int_list(v):
    """``[ints]`` from a ``prim.ListConstruct`` of constant ints, else None."""
    elems = list_elements(v)
    if elems is None:
        return None
    out = [const_int(e) for e in elems]
    return None if any(c is None for c in out) else out


def int_list_entries(v):
    """The elements of an int list operand: a Python int for each constant, the torch value for the
    others; None if the list is not a ``prim.ListConstruct``."""
    els = list_elements(v)
    if els is None:
        return None
    return [const_int(e) if const_int(e) is not None else e for e in els]


def const_flag(op, name, default=False):
    """The constant bool argument ``name`` of ``op``; ``default`` when the argument is absent or
    None. Raises NotLowerable when it is not a constant."""
    if not has_arg(op, name):
        return default
    c = const_bool(op.arg(name))
    if c is None:
        raise NotLowerable(f"'{op.name}': argument '{name}' is not a constant bool")
    return c


# ---------------------------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------------------------

def result_type(op, i=0):
    t = builtin_type(op.results[i].type)
    if t is None:
        raise NotLowerable(f"result {i} of '{op.name}' has no builtin type ({op.results[i].type})")
    return t


def torch_dtype(v):
    """The torch dtype (e.g. ``si64``, ``ui8``, ``i1``, ``f32``) of a torch tensor value."""
    t = v.type
    if type(t) is ValueTensorType:
        return t.dtype
    return None


def is_unsigned(dtype):
    return type(dtype) is A.IntegerType and dtype.signedness == "u"


def is_unsigned_value(v):
    """Whether the torch value ``v`` is an unsigned (ui8) tensor."""
    return is_unsigned(torch_dtype(v))


def is_float(t):
    return type(t) is A.FloatType


def is_int(t):
    return type(t) is A.IntegerType


def is_complex(t):
    """``complex<fN>`` (an element type)."""
    return type(t) is A.ComplexType


def elem(t):
    return t.element_type


def ranked(t):
    return isinstance(t, A.RankedTensorType)


def rank_of(x):
    return len(x.type.shape)


def compute_type(elt):
    """The accumulation element type: f32 for f16/bf16, else ``elt``."""
    if is_float(elt) and elt.width < 32:
        return A.F32
    return elt


def sum_type(elt, x=None, dims=None):
    """Accumulation type of sums (sum, mean, var/std): the compute type of ``elt`` (f32 for
    f16/bf16, complex<f32> for complex32), as PyTorch's kernels accumulate; the order of the
    additions is the consumer's (a reduction in linalg and StableHLO prescribes none). ``x`` and
    ``dims`` are accepted for callers that pass them."""
    if is_complex(elt):
        return elt if elt.element_type.width >= 32 else A.ComplexType(A.F32)
    return compute_type(elt)


def dim_arg(op, name, rank):
    """The constant dim argument ``name`` of ``op`` in ``[0, rank)`` (a negative one counts from
    the end), or None when it is not a constant or out of range."""
    return norm_dim(const_int(op.arg(name)), rank)


def required_dim(op, name, rank):
    """``dim_arg``, for lowerings that need the dim: raises NotLowerable when it is not a constant
    (or out of range)."""
    d = dim_arg(op, name, rank)
    if d is None:
        raise NotLowerable(f"{name} is not a constant")
    return d


def normalize_dim(d, rank):
    """``d`` in ``[0, rank)`` from a possibly negative dim; raises NotLowerable when out of range."""
    if d < 0:
        d += rank
    if not 0 <= d < max(rank, 1):
        raise NotLowerable(f"dim {d} out of range for rank {rank}")
    return d


def norm_dim(d, rank):
    """A dim in ``[0, rank)`` from a possibly negative one; None when ``d`` is None or out of range.
    A 0-d tensor takes the dims of a 1-d one (0 and -1), as PyTorch wraps them."""
    if d is None:
        return None
    if d < 0:
        d += max(rank, 1)
    return d if 0 <= d < max(rank, 1) else None


def static_shape(sizes_):
    """``[int | Value]`` -> a shape list with DYNAMIC for values."""
    return [s if isinstance(s, int) else DYN for s in sizes_]


def lowest(t, unsigned=False):
    """The identity of max over element type ``t`` (-inf, INT_MIN, 0 for unsigned/bool)."""
    if is_float(t):
        return -math.inf
    if t is A.I1 or unsigned:
        return 0
    return -(1 << (t.width - 1))


def highest(t, unsigned=False):
    """The identity of min over element type ``t``."""
    if is_float(t):
        return math.inf
    if t is A.I1:
        return 1
    if unsigned:
        return (1 << t.width) - 1
    return (1 << (t.width - 1)) - 1


# ---------------------------------------------------------------------------------------------
# Constant tensors and quantized tensors on the torch side
# ---------------------------------------------------------------------------------------------

def const_tensor_values(v):
    """The elements of a constant tensor operand (a ``torch.vtensor.literal``, also once converted
    to ``arith.constant``) as a numpy array, else None."""
    d = strip_casts(v).defining_op
    if d is None or d.name not in ("torch.vtensor.literal", "arith.constant"):
        return None
    attr = (d.properties or {}).get("value")
    to_numpy = getattr(attr, "to_numpy", None)
    if to_numpy is None:
        return None
    import numpy as np
    return np.asarray(to_numpy())


def builtin_literal_attr(value, t):
    """A ``torch.vtensor.literal``'s value attribute retyped to the signless builtin tensor type
    ``t`` (None when it is neither dense nor a resource). ``dense_resource`` blobs stay resources,
    except bool ones, which are inlined: the layout of an i1 blob (a byte or a bit per element)
    is not one that MLIR consumers agree on, and bool tensors are small masks."""
    if isinstance(value, A.DenseResourceElementsAttr) and t.element_type is A.I1:
        return A.DenseElementsAttr(value.to_numpy().astype(bool), t)
    if value.type is t:
        return value
    if isinstance(value, A.DenseElementsAttr):
        return A.DenseElementsAttr(value.data if value.is_splat else value.to_numpy(), t)
    if isinstance(value, A.DenseResourceElementsAttr):
        return A.DenseResourceElementsAttr(value.blob, t)
    return None


def broadcast_sizes(inputs, out_type, dim_of):
    """The sizes of the broadcast of the tensors ``inputs`` to the type ``out_type``: static sizes
    from the type, a dynamic one from the first input whose dim there is not a static 1 (read by the
    backend's ``dim_of(x, j)``, a Python int or a run-time index), 1 when every input has 1 there."""
    out_shape = out_type.shape
    rank = len(out_shape)
    res = []
    for od in range(rank):
        if out_shape[od] != DYN:
            res.append(out_shape[od])
            continue
        got = None
        for x in inputs:
            shape = x.type.shape
            j = od - (rank - len(shape))
            if j >= 0 and shape[j] != 1:
                got = dim_of(x, j)
                if not isinstance(got, int) or got != 1:
                    break
        res.append(1 if got is None else got)
    return res


def is_quantized(dtype):
    """``!torch.qint8`` / ``!torch.quint8`` / ``!torch.qint32``."""
    from tmlir.dialects.torch.types import QINT8, QUINT8, QINT32
    return dtype in (QINT8, QUINT8, QINT32)


def quantized_zero_point(v):
    """The zero point (a Python int) of the quantized torch tensor ``v``, read from the op that made
    it: ``_make_per_tensor_quantized_tensor`` with a constant zero point, or
    ``_make_per_channel_quantized_tensor`` whose constant zero points are all equal. None
    otherwise (integer kernels take one zero point per operand)."""
    d = v.defining_op
    name = getattr(d, "name", "")
    if name == "torch.aten._make_per_tensor_quantized_tensor":
        return const_int(d.operands[2])
    if name == "torch.aten._make_per_channel_quantized_tensor":
        vals = const_tensor_values(d.operands[2])
        if vals is None or vals.size == 0 or not (vals == vals.flat[0]).all():
            return None
        return int(vals.flat[0])
    return None
