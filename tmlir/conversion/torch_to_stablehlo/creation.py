"""Creation ops: literals (``stablehlo.constant``), zeros/ones/empty/full and their ``*_like`` and
``new_*`` forms (a splat constant on static sizes, else a 0-d constant through
``dynamic_broadcast_in_dim``), ``arange`` (``iota``/``dynamic_iota``), ``eye``, ``linspace``."""
from __future__ import annotations

import numpy as np

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from tmlir.ir.dialects import tensor
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC


def list_sizes(rw, b, v, out_type):
    """Sizes (ints / i64 values) of an int-list operand, preferring the result type's statics;
    None when the list is not a ``prim.ListConstruct``."""
    entries = U.int_list_entries(v)
    if entries is None or len(entries) != len(out_type.shape):
        return None
    res = []
    for k, e in enumerate(entries):
        if out_type.shape[k] != DYN:
            res.append(out_type.shape[k])
        elif isinstance(e, int):
            res.append(e)
        else:
            res.append(U.i64(b, U.scalar_of(rw, e)))
    return res


def _fill_value(rw, b, v, et):
    """A 0-d tensor (or a Python number) of the fill value of a torch scalar operand."""
    c = U.const_value(v)
    if c is not None:
        if U.is_int(et) and isinstance(c, float):
            c = int(c)
        return c
    return U.from_scalar(b, U.scalar_of(rw, v), et)


def _filled(rw, op, b, sizes_, value, out):
    et = out.element_type
    if et is A.I1 and not hasattr(value, "type"):
        value = bool(value)
    rw.replace_op(op, U.cast_shape(b, U.splat(b, value, et, sizes_), out))
    return True


def _sized_fill(value):
    def lower(op, operands, rw):
        out = U.result_type(op)
        b = U.B(rw, op.location)
        sizes_ = list_sizes(rw, b, op.arg("size"), out)
        if sizes_ is None:
            return False
        return _filled(rw, op, b, sizes_, value, out)
    return lower


for _n, _v in (("zeros", 0), ("ones", 1), ("empty.memory_format", 0), ("empty_strided", 0),
               ("new_zeros", 0), ("new_ones", 1), ("new_empty", 0), ("new_empty_strided", 0)):
    lowering(f"torch.aten.{_n}")(_sized_fill(_v))


@lowering("torch.aten.full", "torch.aten.new_full")
def full(op, operands, rw):
    out = U.result_type(op)
    b = U.B(rw, op.location)
    sizes_ = list_sizes(rw, b, op.arg("size"), out)
    if sizes_ is None:
        return False
    return _filled(rw, op, b, sizes_, _fill_value(rw, b, op.arg("fill_value"), out.element_type), out)


def _like_fill(value):
    def lower(op, operands, rw):
        x = operands[0]
        if not U.ranked(getattr(x, "type", None)):
            return False
        b = U.B(rw, op.location)
        return _filled(rw, op, b, U.sizes(b, x), value, U.result_type(op))
    return lower


for _n, _v in (("zeros_like", 0), ("ones_like", 1), ("empty_like", 0)):
    lowering(f"torch.aten.{_n}")(_like_fill(_v))


@lowering("torch.aten.full_like")
def full_like(op, operands, rw):
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    out = U.result_type(op)
    b = U.B(rw, op.location)
    return _filled(rw, op, b, U.sizes(b, x), _fill_value(rw, b, op.arg("fill_value"), out.element_type), out)


@lowering("torch.aten.scalar_tensor")
def scalar_tensor(op, operands, rw):
    out = U.result_type(op)
    b = U.B(rw, op.location)
    return _filled(rw, op, b, [], _fill_value(rw, b, op.arg("s"), out.element_type), out)


@lowering("torch.aten.arange", "torch.aten.arange.start", "torch.aten.arange.start_step")
def arange(op, operands, rw):
    """``start + step * iota`` over the result's length (static from the result type, else
    ``ceil((end - start) / step)``). Known bounds and size: a constant (computed in double, as
    PyTorch does for f32/f64). Otherwise in the result's integer type for integer bounds (i32 for
    an int32 result, else i64), else in the result's float type (f32 for f16/bf16; f64 for an
    integer result of float bounds)."""
    out = U.result_type(op)
    if len(out.shape) != 1:
        return False
    b = U.B(rw, op.location)
    et = out.element_type
    names = {a.name for a in op.schema.arguments}
    start = op.arg("start") if "start" in names else None
    step = op.arg("step") if "step" in names else None
    end = op.arg("end")
    consts = [U.const_value(v) if v is not None else d for v, d in ((start, 0), (end, None), (step, 1))]
    floats = U.is_float(et) or any(isinstance(c, float) for c in consts)
    cet = (et if et in (A.F32, A.F64) else A.F32 if U.is_float(et) else A.F64) if floats \
        else A.I32 if et is A.I32 else A.I64
    n = out.shape[0]
    if floats and n != DYN and et in (A.F32, A.F64) and all(isinstance(c, (int, float)) for c in (consts[0], consts[2])):
        data = float(consts[0]) + np.arange(n, dtype=np.float64) * float(consts[2])
        rw.replace_op(op, U.constant(b, data.astype(A.numpy_dtype(et)), out))
        return True
    if n == DYN:
        if all(c is not None for c in consts):
            s, e, st = consts
            n = max(0, int(np.ceil((e - s) / st)))
        elif not floats and isinstance(consts[2], int) and consts[2] > 0:
            # integer bounds known at run time: ceil((end - start) / step), at least 0
            ix = U.ix(b)
            lo = 0 if start is None else U.size_of(rw, b, start)
            hi = U.size_of(rw, b, end)
            n = ix.max(ix.ceildiv(ix.sub(hi, lo), consts[2]), 0)
        else:
            # float bounds or step known at run time (upsampling by a float scale of a run-time
            # size): ceil((end - start) / step), at least 0, in f64 0-d tensors, read as a size
            def f64(v, c):
                return U.scalar_const(b, c, A.F64) if c is not None else U.from_scalar(b, U.scalar_of(rw, v), A.F64)
            s0, e0, st0 = f64(start, consts[0]), f64(end, consts[1]), f64(step, consts[2])
            q = b.op(H.CeilOp.build(operand=U.binary(b, H.DivOp, U.binary(b, H.SubtractOp, e0, s0), st0)))
            q = U.convert(b, U.binary(b, H.MaxOp, q, U.scalar_const(b, 0.0, A.F64)), A.I64)
            n = b.op(tensor.ExtractOp.build_extract(q, []))
    idx = U.iota(b, cet, [n], 0)
    vals = []
    for v, c in zip((start, step), (consts[0], consts[2])):
        if c is not None:
            vals.append(U.scalar_const(b, c, cet))
        else:
            vals.append(U.from_scalar(b, U.scalar_of(rw, v), cet))
    st0, step0 = (U.broadcast_in_dim(b, v, [n], []) for v in vals)
    r = U.binary(b, H.AddOp, st0, U.binary(b, H.MulOp, idx, step0))
    rw.replace_op(op, U.cast_shape(b, U.convert(b, r, et), out))
    return True


@lowering("torch.aten.eye", "torch.aten.eye.m")
def eye(op, operands, rw):
    out = U.result_type(op)
    if len(out.shape) != 2:
        return False
    b = U.B(rw, op.location)
    nv = U.size_of(rw, b, op.arg("n"))
    mv = U.size_of(rw, b, op.arg("m")) if op.name.endswith(".m") else nv
    sz = U.sizes_from(out, [nv, mv])
    i = U.iota(b, A.I64, sz, 0)
    j = U.iota(b, A.I64, sz, 1)
    eq = U.compare(b, i, j, "EQ")
    rw.replace_op(op, U.convert(b, eq, out.element_type, unsigned=True))
    return True


@lowering("torch.aten.linspace")
def linspace(op, operands, rw):
    """``start + i * (end - start) / (steps - 1)`` for the first half, ``end - (steps - 1 - i) *
    step`` for the rest (as PyTorch computes it), in f64."""
    out = U.result_type(op)
    if len(out.shape) != 1 or out.shape[0] == DYN:
        return False
    n = out.shape[0]
    s, e = U.const_number(op.arg("start")), U.const_number(op.arg("end"))
    if s is None or e is None:
        return False
    b = U.B(rw, op.location)
    step = (e - s) / (n - 1) if n > 1 else 0.0
    i = np.arange(n, dtype=np.float64)
    half = n // 2
    vals = np.where(i < half, s + step * i, e - step * (n - 1 - i))
    if U.is_int(out.element_type):
        vals = np.trunc(vals)
    rw.replace_op(op, U.constant(b, vals, U.RTT([n], out.element_type)))  # rounded once, from double
    return True


@lowering("torch.vtensor.literal")
def literal(op, operands, rw):
    """``torch.vtensor.literal(dense<...> : tensor<2xsi64>)`` -> ``stablehlo.constant dense<...> :
    tensor<2xi64>`` (``dense_resource`` blobs stay resources; bool ones are inlined)."""
    out = U.result_type(op)
    value = op.properties.get("value")
    if value is None:
        return False
    b = U.B(rw, op.location)
    if U.is_complex(out.element_type):
        if not isinstance(value, (A.DenseElementsAttr, A.DenseResourceElementsAttr)):
            return False
        data = np.broadcast_to(value.to_numpy(), out.shape)
        rw.replace_op(op, U.constant(b, data, out))
        return True
    attr = U.builtin_literal_attr(value, out)
    if attr is None:
        return False
    rw.replace_op(op, b.op(H.ConstantOp.build_value(attr)))
    return True
