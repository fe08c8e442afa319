"""Helpers shared by the torch -> linalg lowerings.

Reading constant arguments (from the *torch* operands, ``op.operand(i)``)::

    U.const_int(v)        # torch.constant.int -> 3, else None
    U.const_int_list(v)   # prim.ListConstruct of constant ints -> [0, 1], else None
    U.const_float(v), U.const_bool(v), U.const_number(v), U.is_none(v)

Types::

    U.result_type(op, i)  # the builtin type of result i (tensor<2x?xf32>), raises NotLowerable if none
    U.torch_dtype(v)      # the torch dtype of a tensor value (si64, ui8, i1, f32, ...)
    U.elem(t)             # element type of a builtin tensor type

Building (``rw`` is the rewriter, ``loc`` a location)::

    U.index(rw, 3, loc)                   # arith.constant 3 : index
    U.dim(rw, x, 1, loc)                  # an int if static, else tensor.dim's index value
    U.sizes(rw, x, loc)                   # [int | index Value] for every dim of x
    U.empty(rw, sizes, elt, loc)          # tensor.empty with the dynamic sizes
    U.filled(rw, sizes, elt, value, loc)  # tensor.empty + linalg.fill
    U.elementwise(rw, op, inputs, out_type, body, loc)   # broadcasting linalg.generic
    U.convert_scalar(b, v, to_elt, src_unsigned=False)   # arith casts between element types
    U.scalar_const(rw_or_b, value, elt)   # arith.constant of an element type

The elementwise ``body(b, *args)`` receives a ``linalg.BodyBuilder`` and one scalar per input
(already converted to the *computation* element type you passed as ``compute_elt`` when given)
and returns the scalar result.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap, dim as affine_dim, const as affine_const
from tmlir.ir.core import Value, IRError
from tmlir.ir.dialects import linalg, tensor as T
from tmlir.ir.dialects.arith import ConstantOp
from tmlir.dialects.torch.ops import (ConstantIntOp, ConstantFloatOp, ConstantBoolOp, ConstantNoneOp,
                                      ConstantNumberOp, PrimListConstructOp, ConstantStrOp)
from tmlir.dialects.torch.types import ValueTensorType, NONE_TYPE
from tmlir.conversion.backend_types import builtin_type

DYN = A.DYNAMIC


class NotLowerable(Exception):
    """Raised by helpers when the op cannot be lowered (the lowering then returns False)."""


# ---------------------------------------------------------------------------------------------
# Constants on the torch side
# ---------------------------------------------------------------------------------------------

def _value_of(v, classes):
    d = v.defining_op
    if d is not None and isinstance(d, classes):
        return d.value_python() if hasattr(d, "value_python") else _attr_value(d)
    return None


def _attr_value(d):
    a = d.properties.get("value") if d.properties else None
    if a is None:
        return None
    return getattr(a, "value", None)


_FROM_BUILTIN_SCALAR = ("torch_c.from_i64", "torch_c.from_f64", "torch_c.from_i1")


def _lowered_constant(v):
    """The Python value of a torch scalar that the conversion already lowered: the pass converts
    ``torch.constant.*`` before their users, which then see ``torch_c.from_i64(arith.constant)``."""
    d = v.defining_op
    if d is None or d.name not in _FROM_BUILTIN_SCALAR:
        return None
    c = d.operand(0).defining_op
    if c is None or c.name != "arith.constant":
        return None
    a = c.properties.get("value") if c.properties else None
    if isinstance(a, A.IntegerAttr):
        return bool(a.value) if d.name == "torch_c.from_i1" else int(a.value)
    if isinstance(a, A.FloatAttr):
        return float(a.value)
    return None


def const_int(v):
    """The Python int of a ``torch.constant.int`` operand (or one already lowered), else None."""
    d = v.defining_op
    if isinstance(d, ConstantIntOp):
        return int(_attr_value(d))
    c = _lowered_constant(v)
    return c if type(c) is int else None


def const_float(v):
    """The Python float of a ``torch.constant.float`` (or int) operand, else None."""
    d = v.defining_op
    if isinstance(d, ConstantFloatOp):
        return float(_attr_value(d))
    if isinstance(d, ConstantIntOp):
        return float(_attr_value(d))
    c = _lowered_constant(v)
    return float(c) if type(c) in (int, float) else None


def const_number(v):
    """int or float of a constant int/float/number operand, else None."""
    c = _lowered_constant(v)
    if c is not None:
        return c
    d = v.defining_op
    if isinstance(d, ConstantIntOp):
        return int(_attr_value(d))
    if isinstance(d, ConstantFloatOp):
        return float(_attr_value(d))
    if isinstance(d, ConstantNumberOp):
        a = _attr_value(d)
        return a
    if isinstance(d, ConstantBoolOp):
        return bool(_attr_value(d))
    return None


def const_bool(v):
    d = v.defining_op
    if isinstance(d, ConstantBoolOp):
        return bool(_attr_value(d))
    c = _lowered_constant(v)
    return c if type(c) is bool else None


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
    """``[ints]`` from a ``prim.ListConstruct`` of ``torch.constant.int``, else None."""
    elems = list_elements(v)
    if elems is None:
        return None
    out = []
    for e in elems:
        c = const_int(e)
        if c is None:
            return None
        out.append(c)
    return out


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


def is_float(t):
    return isinstance(t, A.FloatType) if hasattr(A, "FloatType") else t in (A.F16, A.BF16, A.F32, A.F64)


def is_int(t):
    return type(t) is A.IntegerType


def elem(t):
    return t.element_type


def normalize_dim(d, rank):
    if d < 0:
        d += rank
    if not 0 <= d < max(rank, 1):
        raise NotLowerable(f"dim {d} out of range for rank {rank}")
    return d


# ---------------------------------------------------------------------------------------------
# Building
# ---------------------------------------------------------------------------------------------

def index(rw, n, loc=None):
    return rw.insert(ConstantOp.build_index(int(n), location=loc)).results[0]


def scalar_const(rw, value, elt, loc=None):
    """``arith.constant`` of element type ``elt`` (int, float or i1)."""
    if type(elt) is A.IntegerType:
        if elt.width == 1:
            value = 1 if value else 0
        attr = A.IntegerAttr(int(value), elt)
    else:
        attr = A.FloatAttr(float(value), elt)
    op = ConstantOp.build_value(attr, location=loc)
    return rw.insert(op).results[0]


def as_index(rw, v, loc=None):
    """An index value from an int, an index value, or an i64 value."""
    if isinstance(v, int):
        return index(rw, v, loc)
    if v.type is A.INDEX:
        return v
    return rw.insert(_make("arith.index_cast", [v], [A.INDEX], loc)).results[0]


def as_i64(rw, v, loc=None):
    if isinstance(v, int):
        return scalar_const(rw, v, A.I64, loc)
    if v.type is A.I64:
        return v
    return rw.insert(_make("arith.index_cast", [v], [A.I64], loc)).results[0]


def _make(name, operands, results, loc, props=None):
    return linalg.make_op(name, operands, results, props, None, loc)


def arith(rw, name, operands, result_type_, loc=None, props=None):
    """Create ``name`` (e.g. "arith.addi") and return its result."""
    return rw.insert(_make(name, operands, [result_type_], loc, props)).results[0]


def dim(rw, x, i, loc=None):
    """Size of dim ``i`` of the builtin tensor ``x``: an int when static, else an index value."""
    s = x.type.shape[i]
    if s != DYN:
        return s
    return rw.insert(T.DimOp.build_dim(x, index(rw, i, loc), location=loc)).results[0]


def sizes(rw, x, loc=None):
    return [dim(rw, x, i, loc) for i in range(len(x.type.shape))]


def empty(rw, sizes_, elt, loc=None):
    """``tensor.empty`` with ``sizes_`` (ints or index values)."""
    return rw.insert(T.EmptyOp.build_shape(list(sizes_), elt, location=loc)).results[0]


def fill(rw, value, out, loc=None):
    return rw.insert(linalg.fill(value, out, location=loc)).results[0]


def filled(rw, sizes_, elt, value, loc=None):
    """A tensor of ``sizes_`` filled with the scalar ``value`` (a Python number or a scalar value)."""
    init = empty(rw, sizes_, elt, loc)
    if not isinstance(value, Value):
        value = scalar_const(rw, value, elt, loc)
    return fill(rw, value, init, loc)


def cast_tensor(rw, x, to_type, loc=None):
    """``tensor.cast`` when the static info differs (e.g. ``tensor<?xf32>`` -> ``tensor<3xf32>``)."""
    if x.type is to_type:
        return x
    return rw.insert(T.CastOp.build_cast(x, to_type, location=loc)).results[0]


def convert_scalar(b, v, to, src_unsigned=False, dst_unsigned=False):
    """Convert scalar ``v`` to element type ``to`` (float<->int, widths, i1 as bool: nonzero)."""
    frm = v.type
    if frm is to:
        return v
    if to is A.I1:
        # to bool: compare with zero
        if type(frm) is A.IntegerType:
            zero = b.constant(A.IntegerAttr(0, frm))
            return b.val("arith.cmpi", [v, zero], A.I1, {"predicate": A.IntegerAttr(1, A.I64)})
        zero = b.constant(A.FloatAttr(0.0, frm))
        return b.val("arith.cmpf", [v, zero], A.I1, {"predicate": A.IntegerAttr(13, A.I64)})  # une
    if frm is A.I1:
        src_unsigned = True
    if frm is A.INDEX:
        v = b.val("arith.index_cast", [v], A.I64)
        frm = A.I64
    return linalg.cast_to(b, v, to, unsigned=src_unsigned if type(to) is not A.IntegerType or type(frm) is A.IntegerType
                          else dst_unsigned)


def broadcast_maps(inputs, out_rank, out_static):
    """Indexing maps for right-aligned broadcasting: a static size-1 input dim where the output dim
    is not 1 reads index 0."""
    maps = []
    for x in inputs:
        shape = x.type.shape
        r = len(shape)
        exprs = []
        for j, s in enumerate(shape):
            od = out_rank - r + j
            if s == 1 and out_static[od] != 1:
                exprs.append(affine_const(0))
            else:
                exprs.append(affine_dim(od))
        maps.append(AffineMap(out_rank, 0, tuple(exprs)))
    return maps


def broadcast_sizes(rw, inputs, out_type, loc=None):
    """Output sizes for broadcasting ``inputs`` to ``out_type``: static sizes from the type,
    dynamic ones from the first input whose dim there is not a static 1."""
    out_shape = out_type.shape
    R = len(out_shape)
    res = []
    for od in range(R):
        if out_shape[od] != DYN:
            res.append(out_shape[od])
            continue
        got = None
        for x in inputs:
            shape = x.type.shape
            j = od - (R - len(shape))
            if j >= 0 and shape[j] != 1:
                got = dim(rw, x, j, loc)
                if not isinstance(got, int) or got != 1:
                    break
        if got is None:
            got = 1
        res.append(got)
    return res


def elementwise(rw, inputs, out_type, body, loc=None, scalars=()):
    """A ``linalg.generic`` computing ``body(b, *elems, *scalars)`` over the broadcast of the tensor
    ``inputs``, producing ``out_type`` (a ranked builtin tensor type). ``scalars`` are extra scalar
    values (defined outside) passed to the body after the elements."""
    R = len(out_type.shape)
    init = empty(rw, broadcast_sizes(rw, inputs, out_type, loc), out_type.element_type, loc)
    maps = broadcast_maps(inputs, R, list(out_type.shape)) + [AffineMap.identity(R)]
    extra = list(scalars)

    def _body(b, *args):
        return body(b, *args[:len(inputs)], *extra)
    g = linalg.GenericOp.build_generic(list(inputs), [init], maps, ["parallel"] * R, _body, location=loc)
    rw.insert(g)
    return g.results[0]


def permute_map(perm):
    return AffineMap(len(perm), 0, tuple(affine_dim(p) for p in perm))
