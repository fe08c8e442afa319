"""Tensor creation: zeros/ones/empty/full (and their ``_like``/``new_`` forms), scalar_tensor,
arange, linspace, eye, and ``torch.vtensor.literal``.

Filled tensors are ``tensor.empty`` + ``linalg.fill`` in the result element type; sizes come from
the int list (constants, or ``size.int`` values for dynamic dims)::

    torch.aten.zeros [%n, 3] -> tensor<?x3xf32>
      => %e = tensor.empty(%n) : tensor<?x3xf32>; linalg.fill ins(%cst0) outs(%e)

A constant fill value on static sizes is a splat instead: ``arith.constant dense<0.0> : tensor<2x3xf32>``.

``arange``/``linspace``/``eye`` are ``linalg.generic`` ops computing from ``linalg.index``.
Literals become ``arith.constant`` with the same data (``dense_resource`` blobs stay resources).
"""
from __future__ import annotations

import numpy as np

from tmlir.ir import attributes as A
from tmlir.ir.dialects.arith import ConstantOp
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC


def _sizes_from_list(rw, v, out_type, loc):
    """Sizes (ints / index values) of an int-list operand, preferring the result type's statics."""
    entries = U.int_list_entries(v)
    if entries is None or len(entries) != len(out_type.shape):
        return None
    ix = U.Ix(U.RB(rw, loc))
    res = []
    for k, e in enumerate(entries):
        if out_type.shape[k] != DYN:
            res.append(out_type.shape[k])
        elif isinstance(e, int):
            res.append(e)
        else:
            res.append(ix.v(U.scalar_of(rw, e)))
    return res


def _fill_value(rw, v, et, loc):
    """The fill scalar of ``et`` for a constant or dynamic torch scalar operand ``v``."""
    c = U.const_value(v)
    if c is not None:
        if isinstance(c, complex) and not U.is_complex(et):
            raise U.NotLowerable(f"a complex fill value {c} for a {et} tensor")
        if U.is_int(et) and isinstance(c, float):
            c = int(c)
        return U.scalar_const(rw, c, et, loc)
    if et in (A.F16, A.BF16):
        return U.scalar_of(rw, v)   # converted in the fill's body (``_filled``): the host has no halves
    return U.scalar_to(U.RB(rw, loc), U.scalar_of(rw, v), et)


def _constant_scalar(value):
    """The Python number of ``value`` (a number, or the result of a scalar ``arith.constant``)."""
    if not hasattr(value, "type"):
        return value
    d = value.defining_op
    a = d.properties.get("value") if d is not None and d.name == "arith.constant" and d.properties else None
    if isinstance(a, (A.IntegerAttr, A.FloatAttr)):
        return a.value
    return None


def _filled(rw, op, sizes_, value, out):
    """Replace ``op`` with ``sizes_`` filled with ``value`` (a Python number or a scalar value).

    A constant value on static sizes is a splat ``arith.constant`` (what the value is; a consumer
    folds it into its users: docs/backends.md has a case where the fill form was miscompiled)."""
    loc = op.location
    et = out.element_type
    c = _constant_scalar(value)
    if c is not None and all(isinstance(s, int) for s in sizes_) and (U.is_int(et) or U.is_float(et)):
        if et is A.I1:
            c = bool(c)
        attr = A.DenseElementsAttr(np.array(c), A.RankedTensorType(list(sizes_), et))
        cst = rw.insert(ConstantOp.build_value(attr, location=loc)).results[0]
        rw.replace_op(op, U.cast_tensor(rw, cst, out, loc))
        return True
    if not hasattr(value, "type"):
        value = U.scalar_const(rw, value, et, loc)
    if value.type is not et:
        # a run-time scalar of another type (f64 for an f16/bf16 tensor): converted inside the
        # generic that fills the tensor, where every target computes half types (not as a scalar on
        # the host: docs/backends.md)
        t = A.RankedTensorType(U.static_shape(sizes_), et)
        filled = U.gather_generic(rw, t, sizes_, lambda b, idx: U.scalar_to(b, value, et), loc)
    else:
        filled = U.filled(rw, sizes_, et, value, loc)
    rw.replace_op(op, U.cast_tensor(rw, filled, out, loc))
    return True


def _sized_fill(value):
    """zeros / ones / empty (filled with 0) and their ``new_*`` and ``*_strided`` forms: the
    ``size`` argument filled with ``value``."""
    def lower(op, operands, rw):
        out = U.result_type(op)
        sizes_ = _sizes_from_list(rw, op.arg("size"), out, op.location)
        if sizes_ is None:
            return False
        return _filled(rw, op, sizes_, value, out)
    return lower


for _n, _v in (("zeros", 0), ("ones", 1), ("empty.memory_format", 0), ("empty_strided", 0),
               ("new_zeros", 0), ("new_ones", 1), ("new_empty", 0), ("new_empty_strided", 0)):
    lowering(f"torch.aten.{_n}")(_sized_fill(_v))


@lowering("torch.aten.full", "torch.aten.new_full")
def full(op, operands, rw):
    """``torch.full(size, v)`` and ``x.new_full(size, v)``: ``linalg.fill`` of ``v`` converted to
    the result dtype."""
    out = U.result_type(op)
    loc = op.location
    sizes_ = _sizes_from_list(rw, op.arg("size"), out, loc)
    if sizes_ is None:
        return False
    return _filled(rw, op, sizes_, _fill_value(rw, op.arg("fill_value"), out.element_type, loc), out)


def _like_fill(value):
    """zeros_like / ones_like / empty_like: the sizes of the first operand."""
    def lower(op, operands, rw):
        x = operands[0]
        if not U.ranked(getattr(x, "type", None)):
            return False
        out = U.result_type(op)
        return _filled(rw, op, U.sizes(rw, x, op.location), value, out)
    return lower


for _n, _v in (("zeros_like", 0), ("ones_like", 1), ("empty_like", 0)):
    lowering(f"torch.aten.{_n}")(_like_fill(_v))


@lowering("torch.aten.full_like")
def full_like(op, operands, rw):
    """``torch.full_like(x, v)``: ``x``'s sizes filled with ``v``."""
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    out = U.result_type(op)
    loc = op.location
    return _filled(rw, op, U.sizes(rw, x, loc), _fill_value(rw, op.arg("fill_value"), out.element_type, loc), out)


@lowering("torch.aten.scalar_tensor")
def scalar_tensor(op, operands, rw):
    """``torch.scalar_tensor(v)``: a filled 0-d tensor."""
    out = U.result_type(op)
    if len(out.shape) != 0:
        return False
    return _filled(rw, op, [], _fill_value(rw, op.arg("s"), out.element_type, op.location), out)


# ---------------------------------------------------------------------------------------------
# Ranges
# ---------------------------------------------------------------------------------------------

def _num(rw, v, default, loc, t=A.F64):
    """``(python_value | None, value of float type t)`` of a number operand (``default`` when none)."""
    if v is None or U.is_none(v):
        return default, U.scalar_const(rw, float(default), t, loc)
    c = U.const_value(v)
    if c is not None:
        return c, U.scalar_const(rw, float(c), t, loc)
    s = U.scalar_of(rw, v)
    return None, U.convert_scalar(U.RB(rw, loc), s, t)


def _range_generic(rw, out, n, value_fn, loc):
    """A 1-D ``linalg.generic`` of ``n`` elements, element ``i`` = ``value_fn(b, i)`` (``i``: index)."""

    def body(b, idx):
        return value_fn(b, idx[0])
    return U.gather_generic(rw, out, [n], body, loc)


@lowering("torch.aten.arange", "torch.aten.arange.start", "torch.aten.arange.start_step")
def arange(op, operands, rw):
    """``arange(start, end, step)``: ``start + i * step``, in i64 when all are ints; else a constant
    (computed in double, as PyTorch does) when the size and the bounds are known, or computed in
    the result's float type (f32 for f16/bf16; f64 for an integer result of float bounds)."""
    out = U.result_type(op)
    if len(out.shape) != 1:
        return False
    loc = op.location
    args = op.args_by_name()
    get = [args.get("start"), args["end"], args.get("step")]
    vals = [U.const_value(v) if v is not None else None for v in get]
    int_mode = all(isinstance(v, int) for v in vals if v is not None) and all(
        v is None or U.const_value(v) is not None or U.scalar_of(rw, v).type is A.I64 for v in get)
    et = out.element_type
    ct = et if et in (A.F32, A.F64) else A.F32 if U.is_float(et) else A.F64
    if not int_mode and out.shape[0] != DYN and et in (A.F32, A.F64) and \
            all(isinstance(c, (int, float)) for c in (vals[0] if get[0] is not None else 0,
                                                       vals[2] if get[2] is not None else 1)):
        start = float(vals[0]) if get[0] is not None else 0.0
        step = float(vals[2]) if get[2] is not None else 1.0
        data = (start + np.arange(out.shape[0], dtype=np.float64) * step).astype(A.numpy_dtype(et))
        cst = rw.insert(ConstantOp.build_value(A.DenseElementsAttr(data, out), location=loc)).results[0]
        rw.replace_op(op, cst)
        return True
    st_c, st = _num(rw, get[0], 0, loc, ct)
    en_c, en = _num(rw, get[1], 0, loc, ct)
    sp_c, sp = _num(rw, get[2], 1, loc, ct)
    b0 = U.RB(rw, loc)
    if out.shape[0] != DYN:
        n = out.shape[0]
    elif int_mode:
        ix = U.Ix(b0)
        sti, eni, spi = (c if c is not None else ix.v(U.scalar_of(rw, v))
                         for c, v in ((st_c, get[0]), (en_c, get[1]), (sp_c, get[2])))
        n = ix.max(ix.ceildiv(ix.sub(eni, sti), spi), 0)
    else:
        q = b0.val("arith.divf", [b0.val("arith.subf", [en, st], ct), sp], ct)
        q = b0.val("math.ceil", [q], ct)
        q = b0.val("arith.maximumf", [q, U.scalar_const(rw, 0.0, ct, loc)], ct)
        n = b0.val("arith.index_cast", [b0.val("arith.fptosi", [q], A.I64)], A.INDEX)
    if int_mode:
        sti = U.scalar_const(rw, int(st_c), A.I64, loc) if st_c is not None else U.scalar_of(rw, get[0])
        spi = U.scalar_const(rw, int(sp_c), A.I64, loc) if sp_c is not None else U.scalar_of(rw, get[2])

        def value(b, i):
            i64 = b.val("arith.index_cast", [i], A.I64)
            v = b.val("arith.addi", [sti, b.val("arith.muli", [i64, spi], A.I64)], A.I64)
            return U.convert_scalar(b, v, et)
    else:
        def value(b, i):
            f = b.val("arith.sitofp", [b.val("arith.index_cast", [i], A.I64)], ct)
            v = b.val("arith.addf", [st, b.val("arith.mulf", [f, sp], ct)], ct)
            return U.convert_scalar(b, v, et)
    rw.replace_op(op, _range_generic(rw, out, n, value, loc))
    return True


@lowering("torch.aten.linspace")
def linspace(op, operands, rw):
    """``linspace(start, end, steps)``: ``start + i * (end - start) / (steps - 1)``, the second half
    counted from ``end`` as PyTorch does."""
    out = U.result_type(op)
    steps = U.const_int(op.arg("steps"))
    if len(out.shape) != 1 or steps is None:
        return False
    loc = op.location
    _, st = _num(rw, op.arg("start"), 0, loc)
    _, en = _num(rw, op.arg("end"), 0, loc)
    et = out.element_type
    b0 = U.RB(rw, loc)
    step = b0.val("arith.divf", [b0.val("arith.subf", [en, st], A.F64),
                                 U.scalar_const(rw, float(max(steps - 1, 1)), A.F64, loc)], A.F64)
    half = steps // 2
    cut = U.index(rw, half, loc)
    last = U.scalar_const(rw, float(steps - 1), A.F64, loc)

    def value(b, i):
        f = b.val("arith.sitofp", [b.val("arith.index_cast", [i], A.I64)], A.F64)
        lo = b.val("arith.addf", [st, b.val("arith.mulf", [f, step], A.F64)], A.F64)
        hi = b.val("arith.subf", [en, b.val("arith.mulf", [b.val("arith.subf", [last, f], A.F64), step], A.F64)],
                   A.F64)
        v = U.select(b, U.cmpi(b, "slt", i, cut), lo, hi)
        if U.is_int(et):
            return b.val("arith.fptosi", [v], et) if et is not A.I1 else U.convert_scalar(b, v, et)
        return U.convert_scalar(b, v, et)
    rw.replace_op(op, _range_generic(rw, out, steps, value, loc))
    return True


@lowering("torch.aten.eye", "torch.aten.eye.m")
def eye(op, operands, rw):
    """``torch.eye(n, m)``: 1 where ``i == j``, else 0."""
    out = U.result_type(op)
    if len(out.shape) != 2:
        return False
    loc = op.location
    ix = U.Ix(U.RB(rw, loc))
    n = U.scalar_or_int(rw, op.arg("n"), loc)
    m = U.scalar_or_int(rw, op.arg("m"), loc) if op.name.endswith(".m") else n
    sizes_ = [out.shape[0] if out.shape[0] != DYN else ix.v(n), out.shape[1] if out.shape[1] != DYN else ix.v(m)]
    et = out.element_type

    def body(b, idx):
        one = U.convert_scalar(b, b.constant(A.IntegerAttr(1, A.I64)), et)
        zero = U.convert_scalar(b, b.constant(A.IntegerAttr(0, A.I64)), et)
        return U.select(b, U.cmpi(b, "eq", idx[0], idx[1]), one, zero)
    rw.replace_op(op, U.gather_generic(rw, out, sizes_, body, loc))
    return True


# ---------------------------------------------------------------------------------------------
# Literals
# ---------------------------------------------------------------------------------------------

@lowering("torch.vtensor.literal")
def literal(op, operands, rw):
    """``torch.vtensor.literal(dense<...> : tensor<2xsi64>)`` -> ``arith.constant dense<...> :
    tensor<2xi64>`` (``dense_resource`` blobs are kept as resources, never expanded; only bool
    ones are inlined: see ``builtin_literal_attr``)."""
    out = U.result_type(op)
    value = op.properties.get("value")
    if value is None:
        return False
    if U.is_complex(out.element_type):
        return _complex_literal(op, value, out, rw)
    attr = U.builtin_literal_attr(value, out)
    if attr is None:
        return False
    rw.replace_op(op, rw.insert(ConstantOp.build_value(attr, location=op.location)).results[0])
    return True


def _complex_literal(op, value, out, rw):
    """A complex literal as an ``arith.constant`` of complex type (dense values broadcast to the
    result's shape; a ``dense_resource`` blob kept as a resource)."""
    if isinstance(value, A.DenseResourceElementsAttr):
        attr = A.DenseResourceElementsAttr(value.blob, out)
    elif isinstance(value, A.DenseElementsAttr):
        data = np.ascontiguousarray(np.broadcast_to(value.to_numpy(), out.shape).astype(A.numpy_dtype(out.element_type)))
        attr = A.DenseElementsAttr(data, out)
    else:
        return False
    rw.replace_op(op, rw.insert(ConstantOp.build_value(attr, location=op.location)).results[0])
    return True
