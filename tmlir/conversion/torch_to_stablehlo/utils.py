"""Helpers shared by the torch -> StableHLO lowerings (the family files import only this module
and ``registry``). The torch-side readers (constants, types, dims) are
``tmlir.conversion.torch_operands``'s, re-exported here.

Building at the rewriter's insertion point goes through ``B(rw, loc)`` (every op it inserts gets
the torch op's location); the ``stablehlo`` dialect's helpers take it as their inserter::

    b = U.B(rw, op.location)
    U.sizes(b, x)                  # [int | i64 Value] per dim (tensor.dim + arith.index_cast)
    U.shape_tensor(b, sizes)       # tensor.from_elements -> tensor<Nxi64> (StableHLO shape operand)
    U.broadcast_to(b, x, shape, sizes)   # right-aligned torch broadcasting (broadcast_in_dim /
                                         # dynamic_broadcast_in_dim for dynamic sizes)
    U.reshape(b, x, sizes)         # reshape (tensor.reshape for dynamic sizes)
    U.splat(b, 0.0, elt, sizes)    # a filled tensor (a dense splat when static)
    U.convert(b, x, elt)           # stablehlo.convert (as torch casts: unsigned/bool extend with 0s)

Elementwise computations reuse the scalar bodies of the linalg backend (``TensorBody``): a body
written with ``arith``/``math``/``complex`` scalar ops (``b.val("arith.addf", [x, y], f32)``)
runs on ``TensorBody``, which builds the StableHLO op on whole tensors for each scalar op, so an
elementwise op's semantics are written once for both backends.
"""
from __future__ import annotations

import math

import numpy as np

from tmlir.ir import attributes as A
from tmlir.ir.core import Value
from tmlir.ir.location import UNKNOWN_LOC
from tmlir.ir.dialects import stablehlo as H
from tmlir.ir.dialects import tensor
from tmlir.ir.dialects.arith import ConstantOp
from tmlir.conversion import torch_operands as T
from tmlir.conversion.torch_operands import (  # noqa: F401  (the torch-side readers, re-exported)
    DYN, INT64_MAX, NotLowerable, arg_index, arg_of, converted, has_arg, strip_casts, scalar_of, tensor_of,
    tensor_operand, const_value, const_number, const_int, const_float, const_bool,
    const_str, is_none, list_elements, const_int_list, int_list_entries, const_flag, result_type,
    torch_dtype, is_unsigned, is_unsigned_value, is_float, is_int, is_complex, elem, ranked, rank_of,
    compute_type, sum_type, dim_arg, required_dim, builtin_literal_attr, normalize_dim, norm_dim, static_shape, lowest, highest)
from tmlir.conversion.backend_types import builtin_type  # noqa: F401  (re-exported)

RTT = A.RankedTensorType


class B:
    """The rewriter as an inserter for the ``stablehlo`` helpers; ops get ``loc``."""

    def __init__(self, rw, loc):
        self.rw, self.loc = rw, loc

    def insert(self, op):
        if self.loc is not None and op.location is UNKNOWN_LOC:
            op.location = self.loc
        return self.rw.insert(op)

    def op(self, op):
        """Insert ``op`` and return its (first) result."""
        return self.insert(op).results[0]


class Staged(B):
    """A ``B`` that holds the ops it builds until ``commit()`` inserts them in order, so a lowering
    that finds out late that it cannot apply (``NotLowerable``) leaves the IR untouched
    (``discard()``)."""

    def __init__(self, rw, loc):
        super().__init__(rw, loc)
        self.ops = []

    def insert(self, op):
        if self.loc is not None and op.location is UNKNOWN_LOC:
            op.location = self.loc
        self.ops.append(op)
        return op

    def commit(self):
        for op in self.ops:
            self.rw.insert(op)
        self.ops = []

    def discard(self):
        for op in reversed(self.ops):
            op.drop_all_references()
        self.ops = []


# ---------------------------------------------------------------------------------------------
# Scalars and shape values (arith / tensor)
# ---------------------------------------------------------------------------------------------

def _arith(b, name, operands, t, props=None):
    from tmlir.ir.dialects import linalg
    return b.op(linalg.make_op(name, list(operands), [t], props, None, b.loc))


def i64(b, v):
    """An i64 value from an int, an index value or an i64 value."""
    return integer(b, v, A.I64)


def integer(b, v, ty):
    """A ``ty`` (i32 or i64) value from an int, an index value or an i64 value: the size arithmetic
    of a program without 64-bit tensors is i32 (what 32-bit targets compute)."""
    if isinstance(v, int):
        return b.op(ConstantOp.build_value(A.IntegerAttr(int(v), ty)))
    if v.type is ty:
        return v
    if v.type is A.INDEX or ty is A.INDEX:
        return _arith(b, "arith.index_cast", [v], ty)
    return _arith(b, "arith.trunci" if ty.width < v.type.width else "arith.extsi", [v], ty)


def dim(b, x, i):
    """The size of dim ``i`` of the tensor ``x``: an int when static, else an index value
    (``tensor.dim``)."""
    s = x.type.shape[i]
    if s != DYN:
        return s
    c = b.op(ConstantOp.build_index(i))
    return b.op(tensor.DimOp.build_dim(x, c))


def sizes(b, x):
    return [dim(b, x, i) for i in range(len(x.type.shape))]


def sizes_from(out_type, computed):
    """Static sizes of ``out_type`` where it has them, else the ``computed`` ones."""
    return [s if s != DYN else c for s, c in zip(out_type.shape, computed)]


def shape_tensor(b, sizes_):
    """``tensor.from_elements`` of the sizes (ints, index or i64 values) as i64: the
    ``tensor<Nxi64>`` shape operand of the dynamic StableHLO ops."""
    els = [i64(b, s) for s in sizes_]
    return b.op(tensor.FromElementsOp.build_from_elements(els, RTT([len(els)], A.I64)))


def ix(b):
    """Size arithmetic on ints and index values (folding ints): the linalg backend's ``Ix``."""
    from tmlir.conversion.torch_to_linalg.utils import Ix, RB
    return Ix(RB(b.rw, b.loc))


def size_of(rw, b, v):
    """A size argument (a torch int) as an int or an index value; None for ``!torch.none``."""
    if is_none(v):
        return None
    c = const_int(v)
    if c is not None:
        return c
    return ix(b).v(scalar_of(rw, v))


def slice_bounds(b, start, end, step, size):
    """Normalized ``(start, out_size)`` of ``x[start:end:step]`` along a dim of ``size`` (torch's
    clamping of negative and out-of-range bounds)."""
    from tmlir.conversion.torch_to_linalg.utils import slice_bounds as bounds
    return bounds(ix(b), start, end, step, size)


# ---------------------------------------------------------------------------------------------
# Tensors
# ---------------------------------------------------------------------------------------------

def constant(b, value, t):
    """``stablehlo.constant`` of ``value`` (a number or an array) with tensor type ``t``."""
    et = t.element_type
    if is_complex(et):
        arr = np.asarray(value, dtype=np.complex64 if et.element_type is A.F32 else np.complex128)
    elif is_float(et):
        arr = np.asarray(value, dtype=np.float64)
    elif et is A.I1:
        arr = np.asarray(value).astype(bool)
    else:
        arr = np.asarray(value).astype(np.int64)
    if arr.shape != tuple(t.shape):
        arr = np.broadcast_to(arr, t.shape)
    return b.op(H.ConstantOp.build_value(A.DenseElementsAttr(arr, t)))


def index_constant(b, values):
    """A constant index tensor (gather/scatter positions the lowering computed itself): i32 when
    every value fits, so that a program with no 64-bit tensor gets none (targets without 64-bit
    integers, such as Vulkan's default profile, compile it); i64 otherwise."""
    arr = np.asarray(values, dtype=np.int64)
    fits = arr.size == 0 or (arr.min() >= -2 ** 31 and arr.max() < 2 ** 31)
    return constant(b, arr, RTT(list(arr.shape), A.I32 if fits else A.I64))


def scalar_const(b, value, et):
    """A 0-d ``stablehlo.constant``."""
    return constant(b, value, RTT((), et))


def from_scalar(b, v, et=None):
    """A 0-d tensor of the builtin scalar ``v`` (i64/f64/i1), converted to ``et``. A
    ``complex.constant`` (a ``torch.constant.complex``) becomes a ``stablehlo`` constant (the
    ``complex`` dialect is outside the backend contract; the unused scalar is folded away)."""
    d = v.defining_op
    for _ in range(4):  # through the conversion's casts (torch_c / unrealized_conversion_cast)
        if d is None or not (d.name.startswith("torch_c.") or d.name == "builtin.unrealized_conversion_cast") \
                or len(d.operands) != 1:
            break
        d = d.operands[0].defining_op
    if d is not None and d.name == "complex.constant":
        pair = d.properties.get("value") or d.attributes.get("value")
        re_, im_ = (a.value for a in pair.value)
        return constant(b, complex(re_, im_), RTT((), et or v.type))
    t = b.op(tensor.FromElementsOp.build_from_elements([v], RTT((), v.type)))
    return t if et is None or et is v.type else convert(b, t, et)


def splat(b, value, et, sizes_):
    """A tensor of ``sizes_`` (ints / i64 values) filled with ``value`` (a number, a 0-d tensor or
    a builtin scalar)."""
    shape = static_shape(sizes_)
    if not isinstance(value, Value) and DYN not in shape:
        return constant(b, value, RTT(shape, et))
    if isinstance(value, Value):
        v = value if isinstance(value.type, RTT) else from_scalar(b, value, et)
        if v.type.element_type is not et:
            v = convert(b, v, et)
    else:
        v = scalar_const(b, value, et)
    return broadcast_in_dim(b, v, sizes_, [])


def broadcast_in_dim(b, x, sizes_, dims):
    """``x`` broadcast to ``sizes_`` with operand dim i at result dim ``dims[i]``
    (``dynamic_broadcast_in_dim`` when a size is a value)."""
    shape = static_shape(sizes_)
    t = RTT(shape, x.type.element_type)
    if x.type == t and list(dims) == list(range(len(shape))):
        return x
    if DYN not in shape:
        return b.op(H.BroadcastInDimOp.build(operand=x, result=t, broadcast_dimensions=H.i64_array(dims)))
    # which operand dims expand is stated, so that no consumer decides it at run time: a static 1
    # expands unless the result size is 1, any other size is the result's
    xs = x.type.shape
    expanding = [i for i, s in enumerate(xs) if s == 1 and shape[dims[i]] != 1]
    nonexpanding = [i for i in range(len(xs)) if i not in expanding]
    return b.op(H.DynamicBroadcastInDimOp.build(operand=x, output_dimensions=shape_tensor(b, sizes_), result=t,
                                                broadcast_dimensions=H.i64_array(dims),
                                                known_expanding_dimensions=H.i64_array(expanding),
                                                known_nonexpanding_dimensions=H.i64_array(nonexpanding)))


def broadcast_to(b, x, sizes_):
    """``x`` broadcast to ``sizes_`` as torch broadcasts (dims aligned on the right)."""
    r, n = len(sizes_), len(x.type.shape)
    if n > r:
        raise NotLowerable(f"cannot broadcast {x.type} to rank {r}")
    return broadcast_in_dim(b, x, sizes_, list(range(r - n, r)))


def broadcast_sizes(b, inputs, out_type):
    """The sizes of the broadcast of ``inputs`` with result type ``out_type``
    (``torch_operands.broadcast_sizes``, dynamic sizes read by ``dim``)."""
    return T.broadcast_sizes(inputs, out_type, lambda x, j: dim(b, x, j))


def reshape(b, x, sizes_):
    """``x`` with the shape ``sizes_``: ``stablehlo.reshape``, or ``stablehlo.dynamic_reshape``
    with a shape tensor when a size is a value."""
    shape = static_shape(sizes_)
    t = RTT(shape, x.type.element_type)
    if x.type == t:
        return x
    if DYN not in shape:
        return b.op(H.ReshapeOp.build(operand=x, result=t))
    return b.op(H.DynamicReshapeOp.build(operand=x, output_shape=shape_tensor(b, sizes_), result=t))


def convert(b, x, et, unsigned=False):
    """``x`` converted to element type ``et`` as torch casts: to bool is ``!= 0``; an unsigned
    (``unsigned``) or bool source extends with zeros."""
    src = x.type.element_type
    if src is et:
        return x
    if et is A.I1 and not is_complex(src):
        return compare(b, x, splat_like(b, x, 0), "NE")
    if unsigned and is_int(src) and src is not A.I1 and (is_float(et) or (is_int(et) and et.width > src.width)):
        wide = A.I64 if src.width < 64 else src
        w = b.op(H.ConvertOp.build(operand=x, result=x.type.with_element_type(wide)
                                   if hasattr(x.type, "with_element_type") else RTT(x.type.shape, wide)))
        mask = splat_like(b, w, (1 << src.width) - 1)
        x = b.op(H.AndOp.build(lhs=w, rhs=mask))
        if x.type.element_type is et:
            return x
    return convert_op(b, x, et)


def convert_op(b, x, et):
    """``stablehlo.convert`` of ``x`` to ``et``; a float constant, or an integer constant of
    values that f64 holds exactly, converted to a float type is a constant of ``et`` instead (see
    ``_float_constant``)."""
    src = x.type.element_type
    if is_float(et) and (is_float(src) or (is_int(src) and src is not A.I1)):
        folded = _float_constant(x)
        if folded is not None and (is_float(src) or not (np.abs(folded) >= 2.0 ** 53).any()):
            return constant(b, folded, RTT(x.type.shape, et))
    return b.op(H.ConvertOp.build(operand=x, result=RTT(x.type.shape, et)))


def _float_constant(x):
    """The values of a float constant tensor ``x`` (``stablehlo.constant`` / ``arith.constant``, or
    ``tensor.from_elements`` of scalar constants) as a float64 array, else None.

    A float-to-float ``convert`` of a constant is folded here: the output holds the constant in the
    type it is used in, and no conversion is left to run."""
    d = strip_casts(x).defining_op
    if isinstance(d, (H.ConstantOp, ConstantOp)) and isinstance(d.value, A.DenseElementsAttr):
        return np.asarray(d.value.to_numpy(), dtype=np.float64)
    if isinstance(d, tensor.FromElementsOp):
        vals = [const_value(e) for e in d.operands]
        if any(v is None or isinstance(v, complex) for v in vals):
            return None
        return np.asarray(vals, dtype=np.float64).reshape(x.type.shape)
    return None


def with_elt(x, et):
    return RTT(x.type.shape, et)


def splat_like(b, x, value, et=None):
    """A tensor shaped like ``x`` filled with ``value`` (element type ``et`` or x's)."""
    et = et or x.type.element_type
    if DYN not in x.type.shape:
        return constant(b, value, RTT(x.type.shape, et))
    return splat(b, value, et, sizes(b, x))


def compare(b, x, y, direction, compare_type=None):
    if compare_type is None:
        et = x.type.element_type
        compare_type = "FLOAT" if is_float(et) else None if is_complex(et) else "SIGNED"
    return H.compare(b, x, y, direction, compare_type)


def select(b, c, x, y):
    return b.op(H.SelectOp.build(pred=c, on_true=x, on_false=y))


def binary(b, cls, x, y):
    return b.op(cls.build(lhs=x, rhs=y))


def unary(b, cls, x):
    if cls in (H.RealOp, H.ImagOp):
        d = strip_casts(x).defining_op
        if isinstance(d, H.ConstantOp) and isinstance(d.value, A.DenseElementsAttr) and is_complex(x.type.element_type):
            # the part of a complex constant (a Python complex scalar) is a constant: no complex<f64>
            # value is left to compute with in an f32 program
            v = np.asarray(d.value.to_numpy())
            return constant(b, v.real if cls is H.RealOp else v.imag, RTT(x.type.shape, x.type.element_type.element_type))
    return b.op(cls.build(operand=x))


def transpose(b, x, perm):
    if list(perm) == list(range(len(perm))):
        return x
    return b.op(H.TransposeOp.build(operand=x, permutation=H.i64_array(perm)))


def iota(b, et, sizes_, dimension):
    """``iota``/``dynamic_iota`` of ``sizes_`` counting along ``dimension``."""
    shape = static_shape(sizes_)
    t = RTT(shape, et)
    if DYN not in shape:
        return b.op(H.IotaOp.build(output=t, iota_dimension=H.i64_attr(dimension)))
    return b.op(H.DynamicIotaOp.build(output_shape=shape_tensor(b, sizes_), result=t,
                                      iota_dimension=H.i64_attr(dimension)))


def reduce(b, x, init, dims, body_cls, acc_et=None):
    """``stablehlo.reduce`` of ``x`` over ``dims`` with the binary op class ``body_cls`` and the
    initial value ``init`` (a number), accumulating in ``acc_et`` (x's element type by default)."""
    acc_et = acc_et or x.type.element_type
    if x.type.element_type is not acc_et:
        x = convert(b, x, acc_et)
    init_v = scalar_const(b, init, acc_et)
    return H.reduce(b, [x], [init_v], sorted(dims), body_cls)[0]


def gather_dims(b, x, idx, dims):
    """``x`` indexed on the adjacent dims ``dims`` (``d0..d0+k-1``) by ``idx`` (integer tensor of
    shape ``[..., k]``, index vectors on the last dim): the result has ``x``'s dims before ``d0``,
    then ``idx``'s batch dims, then ``x``'s dims after the indexed ones."""
    xs = sizes(b, x)
    r = len(xs)
    d0, k = dims[0], len(dims)
    nb = len(idx.type.shape) - 1
    offset = [i for i in range(d0)] + [i - k + nb for i in range(d0 + k, r)]
    slice_sizes = [1 if i in dims else s for i, s in enumerate(xs)]
    ishape = list(idx.type.shape[:nb])
    if k == 1 and (DYN in ishape or not all(isinstance(s, int) for s in slice_sizes)):
        # one index per vector at run-time sizes: the indices without their size-1 vector dim
        # (the implicit index-vector dim, index_vector_dim = the indices' rank)
        idx = reshape(b, idx, sizes(b, idx)[:-1])
    dn = H.gather_dimension_numbers(offset_dims=offset, collapsed_slice_dims=list(dims), start_index_map=list(dims),
                                    index_vector_dim=nb)
    out_shape = list(x.type.shape[:d0]) + ishape + list(x.type.shape[d0 + k:])
    t = RTT(out_shape, x.type.element_type)
    if all(isinstance(s, int) for s in slice_sizes):
        g = b.op(H.GatherOp.build(operand=x, start_indices=idx, result=t,
                                  dimension_numbers=dn, slice_sizes=H.i64_array(slice_sizes)))
    elif k == 1:
        # slice sizes known at run time, along one dim: torch_index_select, which takes them from
        # the operand (no slice-size operand)
        g = b.op(H.TorchIndexSelectOp.build(operand=x, index=idx, result=t,
                                            dim=H.i64_attr(d0), batch_dims=H.i64_attr(0)))
    else:
        g = b.op(H.DynamicGatherOp.build(operand=x, start_indices=idx, slice_sizes=shape_tensor(b, slice_sizes),
                                         result=t, dimension_numbers=dn))
    return g if g.type == t else cast_shape(b, g, t)


def keep_dims(b, red, x_sizes, dims):
    """``red`` (reduced over ``dims``) reshaped with those dims kept as size 1."""
    out = [1 if i in dims else s for i, s in enumerate(x_sizes)]
    return reshape(b, red, out)


def lowest_value(et, unsigned=False):
    return lowest(et, unsigned)


def highest_value(et, unsigned=False):
    return highest(et, unsigned)


def finite_float(v):
    return isinstance(v, float) and math.isfinite(v)


# ---------------------------------------------------------------------------------------------
# TensorBody: scalar bodies (arith / math / complex ops by name) built as StableHLO tensor ops
# ---------------------------------------------------------------------------------------------

class TV(Value):
    """What a scalar body sees: a value whose ``type`` is an element type, standing for the tensor
    ``t`` (of the computation's shape, or 0-d until it meets a full-shaped value)."""

    __slots__ = ("t",)

    def __init__(self, t):
        super().__init__(t.type.element_type)
        self.t = t


class _Built:
    """What ``TensorBody.insert`` returns in place of the scalar op (``.results[0]``)."""

    def __init__(self, result):
        self.results = [result]


class TensorBody:
    """A body builder (``.val``/``.constant``/``.insert``, as ``linalg.BodyBuilder``) whose scalar
    ops become StableHLO ops on tensors of ``sizes_``. Scalar op names outside ``SCALAR_OPS``
    raise ``NotLowerable`` naming them."""

    def __init__(self, b, sizes_):
        self.b = b
        self.sizes = list(sizes_)
        self.shape = static_shape(self.sizes)
        self.loc = b.loc

    # the body-builder interface
    def val(self, name, operands, t, props=None):
        fn = SCALAR_OPS.get(name)
        if fn is None:
            raise NotLowerable(f"'{name}' in an elementwise computation has no StableHLO form")
        return TV(fn(self, [v.t for v in operands], t, props or {}))

    def native(self, fn, xs):
        """The StableHLO op for the function ``fn`` of ``Body.native`` ("logistic") on real float
        operands, else None (the body writes its formula)."""
        cls = _NATIVE.get(fn)
        if cls is None or not all(is_float(v.type) for v in xs):
            return None
        return TV(self.b.op(cls.build(operand=xs[0].t)))

    def constant(self, attr):
        if attr.type is A.INDEX:
            raise NotLowerable("an index constant in an elementwise computation")
        return TV(scalar_const(self.b, attr.value, attr.type))

    def insert(self, op):
        props = dict(op.properties or {})
        return _Built(self.val(op.name, list(op.operands), op.results[0].type, props))

    # tensor helpers
    def full(self, x):
        """``x`` broadcast to the computation's shape (a 0-d tensor is splatted)."""
        if list(x.type.shape) == self.shape and DYN not in self.shape:
            return x
        if len(x.type.shape) == len(self.shape) and x.type.shape == RTT(self.shape, x.type.element_type).shape:
            return x
        d = x.defining_op
        if DYN not in self.shape and not x.type.shape and isinstance(d, H.ConstantOp) \
                and isinstance(d.value, A.DenseElementsAttr):
            # a constant at a static shape is one splat constant
            return constant(self.b, d.value.to_numpy(), RTT(self.shape, x.type.element_type))
        return broadcast_in_dim(self.b, x, self.sizes, [] if not x.type.shape else
                                list(range(len(self.shape) - len(x.type.shape), len(self.shape))))

    def same(self, xs):
        """``xs`` at one shape: all 0-d, or all broadcast to the computation's shape."""
        if all(len(x.type.shape) == 0 for x in xs) or not self.shape:
            return list(xs)
        return [self.full(x) for x in xs]

    def like(self, x, value, et=None):
        """A constant ``value`` shaped like ``x`` (0-d when x is)."""
        et = et or x.type.element_type
        if not x.type.shape:
            return scalar_const(self.b, value, et)
        return self.full(scalar_const(self.b, value, et))

    def to(self, x, et):
        return convert_op(self.b, x, et)

    def bin(self, cls, x, y):
        x, y = self.same([x, y])
        return binary(self.b, cls, x, y)

    def un(self, cls, x):
        return unary(self.b, cls, x)

    def cmp(self, x, y, direction, ctype=None):
        x, y = self.same([x, y])
        return compare(self.b, x, y, direction, ctype)

    def zext(self, x):
        """An unsigned integer (or bool) widened with zeros to twice its width (at most i64)."""
        w = x.type.element_type.width
        if w >= 64:
            raise NotLowerable("64-bit unsigned arithmetic has no StableHLO form here")
        wide = A.IntegerType(8 if w == 1 else min(2 * w, 64))
        v = self.to(x, wide)
        if w == 1:
            return v
        return binary(self.b, H.AndOp, v, self.like(v, (1 << w) - 1))


#: ``Body.native`` functions -> the StableHLO op class that computes them
_NATIVE = {"logistic": H.LogisticOp}


def _b(cls):
    return lambda tb, xs, t, p: tb.bin(cls, *xs)


def _u(cls):
    return lambda tb, xs, t, p: tb.un(cls, xs[0])


def _unsigned_bin(cls):
    def f(tb, xs, t, p):
        x, y = tb.same(xs)
        return tb.to(binary(tb.b, cls, tb.zext(x), tb.zext(y)), t)
    return f


def _cast(tb, xs, t, p):
    return tb.to(xs[0], t)


def _zext_cast(tb, xs, t, p):
    x = xs[0]
    if x.type.element_type is A.I1:
        return tb.to(x, t)
    return tb.to(tb.zext(x), t)


def _fptoui(tb, xs, t, p):
    return tb.to(tb.to(xs[0], A.I64), t)


_CMPI = {"eq": "EQ", "ne": "NE", "slt": "LT", "sle": "LE", "sgt": "GT", "sge": "GE",
         "ult": "LT", "ule": "LE", "ugt": "GT", "uge": "GE"}
_CMPF_ORDERED = {"oeq": "EQ", "ogt": "GT", "oge": "GE", "olt": "LT", "ole": "LE", "une": "NE"}
#: unordered predicate -> the negation of this ordered one
_CMPF_NEGATED = {"ult": "GE", "ule": "GT", "ugt": "LE", "uge": "LT", "ueq": "one"}


def _cmpi(tb, xs, t, p):
    from tmlir.ir.dialects.arith import CMPI_PREDICATES
    pred = CMPI_PREDICATES[p["predicate"].value]
    x, y = tb.same(xs)
    if pred[0] == "u":
        x, y = tb.zext(x), tb.zext(y)
    elif x.type.element_type is A.I1 and pred[0] == "s":
        x, y = tb.to(x, A.I8), tb.to(y, A.I8)
    return compare(tb.b, x, y, _CMPI[pred], "SIGNED")


def _not(tb, c):
    return binary(tb.b, H.XorOp, c, tb.like(c, True))


def _cmpf(tb, xs, t, p):
    from tmlir.ir.dialects.arith import CMPF_PREDICATES
    pred = CMPF_PREDICATES[p["predicate"].value]
    x, y = tb.same(xs)

    def c(d):
        return compare(tb.b, x, y, d, "FLOAT")

    def uno():
        return binary(tb.b, H.OrOp, compare(tb.b, x, x, "NE", "FLOAT"), compare(tb.b, y, y, "NE", "FLOAT"))
    if pred in _CMPF_ORDERED:
        return c(_CMPF_ORDERED[pred])
    if pred == "uno":
        return uno()
    if pred == "ord":
        return _not(tb, uno())
    if pred == "one":
        return binary(tb.b, H.OrOp, c("LT"), c("GT"))
    if pred == "ueq":
        return _not(tb, binary(tb.b, H.OrOp, c("LT"), c("GT")))
    if pred in _CMPF_NEGATED:
        return _not(tb, c(_CMPF_NEGATED[pred]))
    if pred in ("true", "false"):
        return tb.like(x, pred == "true", A.I1)
    raise NotLowerable(f"arith.cmpf {pred} has no StableHLO form")


def _select(tb, xs, t, p):
    c, x, y = tb.same(xs)
    return select(tb.b, c, x, y)


def _copysign(tb, xs, t, p):
    x, y = tb.same(xs)
    et = x.type.element_type
    it = A.IntegerType(et.width)
    bx = tb.b.op(H.BitcastConvertOp.build(operand=x, result=RTT(x.type.shape, it)))
    by = tb.b.op(H.BitcastConvertOp.build(operand=y, result=RTT(y.type.shape, it)))
    sign = -(1 << (et.width - 1))
    mag = binary(tb.b, H.AndOp, bx, tb.like(bx, (1 << (et.width - 1)) - 1))
    sg = binary(tb.b, H.AndOp, by, tb.like(by, sign))
    return tb.b.op(H.BitcastConvertOp.build(operand=binary(tb.b, H.OrOp, mag, sg), result=RTT(x.type.shape, et)))


def _chlo(name):
    """The CHLO op ``name``: the functions StableHLO has no op of its own for (erf, asin, sinh, ...)."""
    def f(tb, xs, t, p):
        from tmlir.ir.dialects import chlo
        return tb.b.op(getattr(chlo, name).build(operand=xs[0]))
    return f


def _exp2(tb, xs, t, p):
    x = xs[0]
    return binary(tb.b, H.PowOp, tb.like(x, 2.0), x)


def _log2(tb, xs, t, p):
    x = xs[0]
    return binary(tb.b, H.MulOp, unary(tb.b, H.LogOp, x), tb.like(x, 1.0 / math.log(2.0)))


def _log10(tb, xs, t, p):
    x = xs[0]
    return binary(tb.b, H.MulOp, unary(tb.b, H.LogOp, x), tb.like(x, 1.0 / math.log(10.0)))


def _trunc(tb, xs, t, p):
    x = xs[0]
    neg = compare(tb.b, x, tb.like(x, 0.0), "LT", "FLOAT")
    return select(tb.b, neg, unary(tb.b, H.CeilOp, x), unary(tb.b, H.FloorOp, x))


def _fma(tb, xs, t, p):
    x, y, z = tb.same(xs)
    return binary(tb.b, H.AddOp, binary(tb.b, H.MulOp, x, y), z)


def _arith_const(tb, xs, t, p):
    v = p["value"]
    return scalar_const(tb.b, v.value, t)


def _complex_const(tb, xs, t, p):
    re_, im_ = p["value"].value
    return scalar_const(tb.b, complex(re_.value, im_.value), t)


def _conj(tb, xs, t, p):
    x = xs[0]
    return binary(tb.b, H.ComplexOp, unary(tb.b, H.RealOp, x), unary(tb.b, H.NegOp, unary(tb.b, H.ImagOp, x)))


def _complex_sign(tb, xs, t, p):
    """``z / |z|``, 0 at 0 (``complex.sign``, torch's ``sgn``): both parts divided by ``|z|``, or by 1
    where it is 0."""
    z = xs[0]
    a = unary(tb.b, H.AbsOp, z)
    safe = select(tb.b, compare(tb.b, a, tb.like(a, 0), "EQ", "FLOAT"), tb.like(a, 1), a)
    return binary(tb.b, H.ComplexOp, binary(tb.b, H.DivOp, unary(tb.b, H.RealOp, z), safe),
                  binary(tb.b, H.DivOp, unary(tb.b, H.ImagOp, z), safe))


def _complex_create(tb, xs, t, p):
    x, y = tb.same(xs)
    return binary(tb.b, H.ComplexOp, x, y)


def _bitcast(tb, xs, t, p):
    x = xs[0]
    return tb.b.op(H.BitcastConvertOp.build(operand=x, result=RTT(x.type.shape, t)))


def _negi(tb, xs, t, p):
    return unary(tb.b, H.NegOp, xs[0])


def _maxnum(is_max):
    def f(tb, xs, t, p):
        x, y = tb.same(xs)
        m = binary(tb.b, H.MaxOp if is_max else H.MinOp, x, y)
        xnan = compare(tb.b, x, x, "NE", "FLOAT")
        ynan = compare(tb.b, y, y, "NE", "FLOAT")
        return select(tb.b, xnan, y, select(tb.b, ynan, x, m))
    return f


def _floordivsi(tb, xs, t, p):
    x, y = tb.same(xs)
    return floordiv(tb.b, x, y)


def floordiv(b, x, y):
    """Signed integer ``x // y`` rounding toward -inf (``divide`` rounds toward zero)."""
    q = binary(b, H.DivOp, x, y)
    r = binary(b, H.RemOp, x, y)
    zero = splat_like(b, x, 0)
    fix = binary(b, H.AndOp, compare(b, r, zero, "NE", "SIGNED"),
                 binary(b, H.XorOp, compare(b, r, zero, "LT", "SIGNED"), compare(b, y, zero, "LT", "SIGNED")))
    return select(b, fix, binary(b, H.SubtractOp, q, splat_like(b, q, 1)), q)


SCALAR_OPS = {
    "arith.addf": _b(H.AddOp), "arith.addi": _b(H.AddOp), "arith.subf": _b(H.SubtractOp),
    "arith.subi": _b(H.SubtractOp), "arith.mulf": _b(H.MulOp), "arith.muli": _b(H.MulOp),
    "arith.divf": _b(H.DivOp), "arith.divsi": _b(H.DivOp), "arith.remf": _b(H.RemOp), "arith.remsi": _b(H.RemOp),
    "arith.andi": _b(H.AndOp), "arith.ori": _b(H.OrOp), "arith.xori": _b(H.XorOp),
    "arith.maximumf": _b(H.MaxOp), "arith.minimumf": _b(H.MinOp), "arith.maxsi": _b(H.MaxOp),
    "arith.minsi": _b(H.MinOp), "arith.shli": _b(H.ShiftLeftOp), "arith.shrsi": _b(H.ShiftRightArithmeticOp),
    "arith.shrui": _b(H.ShiftRightLogicalOp), "arith.negf": _u(H.NegOp),
    "arith.divui": _unsigned_bin(H.DivOp), "arith.remui": _unsigned_bin(H.RemOp),
    "arith.maxui": _unsigned_bin(H.MaxOp), "arith.minui": _unsigned_bin(H.MinOp),
    "arith.maxnumf": _maxnum(True), "arith.minnumf": _maxnum(False), "arith.floordivsi": _floordivsi,
    "arith.cmpi": _cmpi, "arith.cmpf": _cmpf, "arith.select": _select,
    "arith.extf": _cast, "arith.truncf": _cast, "arith.sitofp": _cast, "arith.fptosi": _cast,
    "arith.extsi": _cast, "arith.trunci": _cast, "arith.convertf": _cast,
    "arith.uitofp": _zext_cast, "arith.extui": _zext_cast, "arith.fptoui": _fptoui, "arith.bitcast": _bitcast,
    "arith.constant": _arith_const,
    "math.exp": _u(H.ExpOp), "math.expm1": _u(H.Expm1Op), "math.log": _u(H.LogOp), "math.log1p": _u(H.Log1pOp),
    "math.sqrt": _u(H.SqrtOp), "math.rsqrt": _u(H.RsqrtOp), "math.sin": _u(H.SineOp), "math.cos": _u(H.CosineOp),
    "math.tan": _u(H.TanOp), "math.tanh": _u(H.TanhOp), "math.floor": _u(H.FloorOp), "math.ceil": _u(H.CeilOp),
    "math.roundeven": _u(H.RoundNearestEvenOp), "math.round": _u(H.RoundOp), "math.absf": _u(H.AbsOp),
    "math.absi": _u(H.AbsOp), "math.atan2": _b(H.Atan2Op), "math.powf": _b(H.PowOp), "math.cbrt": _u(H.CbrtOp),
    "math.copysign": _copysign, "math.exp2": _exp2, "math.log2": _log2, "math.log10": _log10,
    "math.trunc": _trunc, "math.fma": _fma,
    "math.atan": _chlo("AtanOp"), "math.asin": _chlo("AsinOp"), "math.acos": _chlo("AcosOp"),
    "math.sinh": _chlo("SinhOp"), "math.cosh": _chlo("CoshOp"), "math.asinh": _chlo("AsinhOp"),
    "math.acosh": _chlo("AcoshOp"), "math.atanh": _chlo("AtanhOp"), "math.erf": _chlo("ErfOp"),
    "math.erfc": _chlo("ErfcOp"),
    "complex.add": _b(H.AddOp), "complex.sub": _b(H.SubtractOp), "complex.mul": _b(H.MulOp),
    "complex.div": _b(H.DivOp), "complex.neg": _u(H.NegOp), "complex.exp": _u(H.ExpOp),
    "complex.expm1": _u(H.Expm1Op), "complex.log": _u(H.LogOp), "complex.log1p": _u(H.Log1pOp),
    "complex.sqrt": _u(H.SqrtOp), "complex.rsqrt": _u(H.RsqrtOp), "complex.sin": _u(H.SineOp),
    "complex.cos": _u(H.CosineOp), "complex.sign": _complex_sign, "complex.tan": _u(H.TanOp),
    "complex.tanh": _u(H.TanhOp),
    "complex.pow": _b(H.PowOp), "complex.abs": _u(H.AbsOp), "complex.re": _u(H.RealOp),
    "complex.im": _u(H.ImagOp), "complex.create": _complex_create, "complex.conj": _conj,
    "complex.constant": _complex_const,
    "complex.angle": lambda tb, xs, t, p: binary(tb.b, H.Atan2Op, unary(tb.b, H.ImagOp, xs[0]),
                                                 unary(tb.b, H.RealOp, xs[0])),
    "complex.eq": lambda tb, xs, t, p: tb.cmp(*xs, "EQ"), "complex.neq": lambda tb, xs, t, p: tb.cmp(*xs, "NE"),
}


def convert_scalar_tv(tb, v, to, src_unsigned=False, dst_unsigned=False, drop_imag=False):
    """The linalg backend's scalar conversion (torch's casting rules) on a ``TV``."""
    from tmlir.conversion.torch_to_linalg.utils import convert_scalar
    return convert_scalar(tb, v, to, src_unsigned, dst_unsigned, drop_imag)


def cast_shape(b, x, t):
    """``tensor.cast`` of ``x`` to the tensor type ``t`` (same rank; static and dynamic sizes
    traded)."""
    if x.type == t:
        return x
    return b.op(tensor.CastOp.build_cast(x, t))


class InBlock:
    """An inserter appending to ``block`` (a reduce/sort/scatter body), with ``B``'s interface."""

    def __init__(self, block):
        self.block, self.loc = block, None

    def insert(self, op):
        self.block.append(op)
        return op

    def op(self, op):
        return self.insert(op).results[0]


def reduce_multi(b, inputs, inits, dims, body):
    """``stablehlo.reduce`` of several inputs (0-d ``inits`` tensors); ``body(ib, accs, elems)``
    builds into the block with ``ib`` (an ``InBlock``) and returns the new accumulators."""
    op = b.insert(H.ReduceOp.build_reduce(list(inputs), list(inits), sorted(dims)))
    blk = op.body.blocks[0]
    n = len(inputs)
    ib = InBlock(blk)
    outs = body(ib, list(blk.args[:n]), list(blk.args[n:]))
    blk.append(H.ReturnOp.build(results_=list(outs)))
    return list(op.results)


def count(b, x, dims, et):
    """The number of elements of ``x`` over ``dims`` as a 0-d tensor of ``et``."""
    ss = [dim(b, x, d) for d in dims]
    n = ix(b).prod(ss)
    if isinstance(n, int):
        return scalar_const(b, n, et)
    return from_scalar(b, i64(b, n), et)
