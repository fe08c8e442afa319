"""TOSA builders shared by the torch -> TOSA families: constants, legal casts, rank-equalising
reshapes before broadcasting, the computation type of arithmetic, NCHW <-> NHWC transposes, and
the torch-side operand readers of ``tmlir.conversion.torch_operands``.

Element types: each TOSA op must fit the TOSA 1.0 profiles. There is no f64 and no complex
(``convert-torch-to-tosa`` refuses them first; ``no_f64`` raises for odd integer widths too); add/sub/mul/compare/abs/reduce_sum take f32/f16/bf16/i32/i64 but not
i8/i16/i1; exp/log/... only floats; ``tosa.cast`` has no f32 <-> i64 and no f16 <-> bf16, and
rounds a float to the nearest even integer where PyTorch truncates. ``cast`` goes through legal
steps and truncates; ``compute_type`` picks where arithmetic happens (i32 for the narrow integers
and bool, f32 for f16/bf16, as PyTorch's CPU kernels compute half types in f32).

    x = U.tensor_arg(rw, op, operands, "self", et, rank)     # cast + rank-equalised
    y = U.binary(rw, "add", x, U.const(rw, 1.0, et, rank))
"""
from __future__ import annotations

import numpy as np

from tmlir.ir import attributes as A
from tmlir.ir.dialects import tosa
from tmlir.conversion.backend_types import SATURATING_FLOATS
from tmlir.ir.dialects.tensor import FromElementsOp
from tmlir.library.dtype_helpers import promote_value_types
from tmlir.conversion.torch_operands import (  # noqa: F401  (re-exported for the families)
    DYN, NotLowerable, arg_index, arg_of, converted, has_arg, strip_casts, const_value, const_number, const_int,
    const_float, const_bool, const_str, is_none, list_elements, const_int_list, const_flag, result_type, torch_dtype,
    is_unsigned, is_unsigned_value, scalar_of, is_float, is_int, is_complex, rank_of, dim_arg, required_dim, builtin_literal_attr, norm_dim, lowest, highest)

F32, F16, BF16, F64, I1, I8, I16, I32, I64 = A.F32, A.F16, A.BF16, A.F64, A.I1, A.I8, A.I16, A.I32, A.I64

#: tosa op classes by short name ("add" -> tosa.AddOp)
OPS = {n: c for n, c, *_ in tosa.UNARY_OPS + tosa.BINARY_OPS + tosa.COMPARE_OPS + tosa.REDUCE_OPS}


# ---------------------------------------------------------------------------------------------
# Element types
# ---------------------------------------------------------------------------------------------

def signless(t):
    """The builtin element type of a torch dtype (``si64`` -> ``i64``, ``ui8`` -> ``i8``)."""
    return A.IntegerType(t.width) if type(t) is A.IntegerType else t


def no_f64(t, what="value"):
    """Raise NotLowerable for element types TOSA lacks (f64, complex)."""
    if t is F64 or type(t) is A.IntegerType and t.width not in (1, 8, 16, 32, 64):
        raise NotLowerable(f"{what} has element type {t}: TOSA 1.0 has no {t}")
    if is_complex(t):
        raise NotLowerable(f"{what} has element type {t}: TOSA has no complex numbers")
    return t


def check_types(op, empty_results_ok=False):
    """Raise NotLowerable when an operand or result of ``op`` is an f64/complex tensor, or an
    empty one (TOSA tensors have no zero-size dims)."""
    for i, r in enumerate(op.results):
        t = getattr(r.type, "dtype", None)
        if t is not None:
            no_f64(t, f"result {i}")
            if 0 in (getattr(r.type, "sizes", None) or ()) and not (empty_results_ok and i > 0):
                raise NotLowerable(f"result {i} is an empty tensor ({r.type}): TOSA has no zero-size dims")
    for a, v in zip(op.schema.arguments, op.operands):
        t = getattr(v.type, "dtype", None)
        if t is not None and wrapped_scalar(v) is None:
            no_f64(t, f"operand '{a.name}'")
            if 0 in (getattr(v.type, "sizes", None) or ()):
                raise NotLowerable(f"operand '{a.name}' is an empty tensor ({v.type}): TOSA has no zero-size dims")


def identity_of_empty(op, rw, value):
    """A sum, product or contraction over nothing: when a tensor operand of ``op`` has a zero-size
    dim and its one (static) result has none, every result element is the identity ``value`` (0
    for sums and matmuls, 1 for products, NaN for means, true/false for all/any); ``op`` is replaced by that constant (True).
    Else False (nothing built)."""
    if len(op.results) != 1:
        return False
    sizes = getattr(op.results[0].type, "sizes", None)
    if sizes is None or any(s <= 0 for s in sizes):
        return False
    if not any(0 in (getattr(v.type, "sizes", None) or ()) for v in op.operands):
        return False
    t = result_type(op)
    no_f64(t.element_type, "result 0")
    rw.replace_op(op, const(rw, value, t.element_type, list(t.shape)))
    return True


def compute_type(et):
    """Where arithmetic on element type ``et`` happens: f32 for f16/bf16, i32 for i1/i8/i16."""
    no_f64(et)
    if is_float(et):
        return F32
    if et.width < 32:
        return I32
    return et


def promoted(values):
    """The builtin element type of the promoted torch dtype of ``values`` (torch values)."""
    return signless(promote_value_types([v.type for v in values]))


# ---------------------------------------------------------------------------------------------
# Constants and scalars
# ---------------------------------------------------------------------------------------------

def np_value(value, et):
    if et is I1:
        return np.asarray(value).astype(bool)
    return np.asarray(value).astype(A.numpy_dtype(et))


def const(rw, value, et, shape_or_rank=0):
    """``tosa.const`` of ``value`` (a number: splat; an array) with element type ``et`` and shape
    ``shape_or_rank`` (an int: that many size-1 dims, for broadcasting)."""
    shape = [1] * shape_or_rank if isinstance(shape_or_rank, int) else list(shape_or_rank)
    arr = np_value(value, et)
    if arr.shape != tuple(shape):
        arr = np.broadcast_to(arr, shape)
    return tosa.const(rw, np.ascontiguousarray(arr), A.RankedTensorType(shape, et))


def _scalar_convert(rw, s, et):
    """The builtin scalar ``s`` (i64/f64/i1) converted to ``et`` with arith."""
    t = s.type
    if t is et:
        return s

    def val(name, x, rt):
        from tmlir.ir.dialects import linalg
        return rw.insert(linalg.make_op(name, [x], [rt], None, None, None)).results[0]
    if is_float(t) and is_float(et):
        return val("arith.truncf" if et.width < t.width else "arith.extf", s, et)
    if is_float(t):
        return val("arith.fptosi", s, et)
    if is_float(et):
        return val("arith.uitofp" if t is I1 else "arith.sitofp", s, et)
    if et.width < t.width:
        return val("arith.trunci", s, et)
    return val("arith.extui" if t is I1 else "arith.extsi", s, et)


def scalar(rw, v, torch_v, et, rank=0):
    """A ``tensor<1x..xet>`` (``rank`` dims) holding the scalar operand (constant: ``tosa.const``;
    else ``tensor.from_elements`` of the arith-converted value)."""
    if torch_v is not None:
        c = const_value(torch_v)
    else:
        c = _builtin_const(strip_casts(v))
        c = const_value(strip_casts(v)) if c is None else c
    if c is not None:
        if et is I1:
            c = bool(c)
        elif is_int(et):
            if isinstance(c, float):
                raise NotLowerable(f"float scalar {c} used in an integer computation")
            c = int(c)
        return const(rw, c, et, rank)
    s = strip_casts(v) if hasattr(v, "type") else v
    if s.type not in (I64, F64, I1):
        raise NotLowerable(f"scalar operand of type {s.type} is not a number")
    s = _scalar_convert(rw, s, et)
    t = A.RankedTensorType([1] * rank, et)
    return rw.insert(FromElementsOp.build_from_elements([s], t)).results[0]


# ---------------------------------------------------------------------------------------------
# Shapes
# ---------------------------------------------------------------------------------------------

def shape(x):
    return list(x.type.shape)


def reshape(rw, x, new_shape):
    """``tosa.reshape`` to ``new_shape`` (ints; DYN/-1 allowed once); ``x`` itself when equal."""
    new_shape = [-1 if d == DYN else int(d) for d in new_shape]
    if new_shape == [DYN if d == DYN else d for d in shape(x)] and DYN not in shape(x):
        return x
    if new_shape.count(-1) > 1:
        raise NotLowerable(f"reshape of {x.type} to a shape with {new_shape.count(-1)} dynamic dims "
                           "(tosa.reshape infers at most one)")
    out = A.RankedTensorType([DYN if d == -1 else d for d in new_shape], x.type.element_type)
    return tosa.reshape(rw, x, new_shape, output=out)


def to_rank(rw, x, rank):
    """``x`` with leading size-1 dims up to ``rank`` (TOSA broadcasts only equal ranks)."""
    r = rank_of(x)
    if r >= rank:
        return x
    return reshape(rw, x, [1] * (rank - r) + shape(x))


def transpose(rw, x, perm):
    perm = list(perm)
    if perm == list(range(len(perm))):
        return x
    return tosa.transpose(rw, x, perm)


def to_nhwc(rw, x):
    """NC[D]HW -> N[D]HWC."""
    r = rank_of(x)
    return transpose(rw, x, [0] + list(range(2, r)) + [1])


def to_nchw(rw, x):
    """N[D]HWC -> NC[D]HW."""
    r = rank_of(x)
    return transpose(rw, x, [0, r - 1] + list(range(1, r - 1)))


def static(x, what="operand"):
    t = x.type
    if not t.has_static_shape():
        raise NotLowerable(f"{what} {t} has dynamic dims (this TOSA lowering needs static shapes)")
    return list(t.shape)


def match_type(rw, x, t):
    """``x`` as type ``t`` (``tensor.cast`` where only static/dynamic dims differ)."""
    if x.type == t:
        return x
    if x.type.element_type is not t.element_type or len(x.type.shape) != len(t.shape):
        raise NotLowerable(f"internal: built {x.type} where {t} is expected")
    from tmlir.ir.dialects.tensor import CastOp as TCast
    return rw.insert(TCast.build(source=x, dest=t)).results[0]


def broadcast_to(rw, x, out_shape):
    """``x`` (rank-equalised first) tiled along its size-1 dims to the static sizes of
    ``out_shape``."""
    x = to_rank(rw, x, len(out_shape))
    mult = [o if s == 1 and o != DYN and o != 1 else 1 for s, o in zip(shape(x), out_shape)]
    if all(m == 1 for m in mult):
        return x
    if any(s == 1 and o == DYN for s, o in zip(shape(x), out_shape)):
        raise NotLowerable(f"broadcast of {x.type} to dynamic sizes {out_shape}")
    return tosa.tile(rw, x, mult)


def empty(rw, t):
    """``tensor.empty`` of the static type ``t`` (zero-size results TOSA tensors cannot hold)."""
    from tmlir.ir.dialects.tensor import EmptyOp
    return rw.insert(EmptyOp.build(dynamicSizes=[], result_=t)).results[0]


def finish(rw, op, value):
    """Replace ``op`` by ``value`` (a list for several results), broadcast and cast to the result
    types."""
    values = value if isinstance(value, (list, tuple)) else [value]
    outs = []
    for k, v in enumerate(values):
        t = result_type(op, k)
        if len(v.type.shape) == len(t.shape) and any(a == 1 and b != 1 for a, b in zip(v.type.shape, t.shape)):
            v = broadcast_to(rw, v, list(t.shape))
        outs.append(match_type(rw, v, t))
    rw.replace_op(op, outs if len(outs) > 1 else outs[0])
    return True


# ---------------------------------------------------------------------------------------------
# Elementwise builders
# ---------------------------------------------------------------------------------------------

def unary(rw, name, x):
    return tosa.unary(rw, OPS[name], x)


def _bcast(rw, xs):
    r = max(rank_of(x) for x in xs)
    return [to_rank(rw, x, r) for x in xs]


def binary(rw, name, x, y, **props):
    x, y = _bcast(rw, [x, y])
    return tosa.binary(rw, OPS[name], x, y, **props)


def mul(rw, x, y):
    x, y = _bcast(rw, [x, y])
    return tosa.mul(rw, x, y)


def select(rw, c, x, y):
    c, x, y = _bcast(rw, [c, x, y])
    return rw.insert(tosa.SelectOp.build(input1=c, input2=x, input3=y)).results[0]


def neg(rw, x):
    et = x.type.element_type
    if is_float(et):
        return tosa.negate(rw, x)
    return binary(rw, "sub", const(rw, 0, et, rank_of(x)), x)


def recip(rw, x):
    return unary(rw, "reciprocal", x)


def div(rw, x, y):
    """Float division ``x / y`` (``tosa.reciprocal`` then ``tosa.mul``)."""
    return mul(rw, x, recip(rw, y))


def not_(rw, c):
    return unary(rw, "logical_not", c)


def truthy(rw, x, unsigned=False):
    """``x != 0`` as i1."""
    et = x.type.element_type
    if et is I1:
        return x
    ct = compute_type(et)
    x = cast(rw, x, ct, unsigned)
    return not_(rw, binary(rw, "equal", x, const(rw, 0, ct, rank_of(x))))


def trunc(rw, x):
    """Round a float tensor toward zero."""
    neg_ = binary(rw, "greater", const(rw, 0, x.type.element_type, rank_of(x)), x)
    return select(rw, neg_, unary(rw, "ceil", x), unary(rw, "floor", x))


def _tcast(rw, x, et):
    return tosa.cast(rw, x, et)


def cast(rw, x, et, unsigned=False, round_float=False):
    """``x`` converted to element type ``et`` as ``torch.Tensor.to`` does: floats truncate toward
    zero into integers (``round_float``: already integral), bool is ``!= 0``, an ``unsigned`` (ui8)
    source is zero-extended; integers narrow by wrapping. Only TOSA-legal ``tosa.cast`` steps; bool
    becomes 0/1 by a ``tosa.select``."""
    src = x.type.element_type
    no_f64(et)
    no_f64(src)
    if src is et:
        return x
    if et is I1:
        return truthy(rw, x, unsigned)
    if unsigned and src is I8:
        x = binary(rw, "bitwise_and", _tcast(rw, x, I32), const(rw, 255, I32, rank_of(x)))
        return cast(rw, x, et)
    if src is I1:  # a select of 1 and 0 (PyTorch's bool -> number, whatever a folder makes of an i1 cast)
        r = rank_of(x)
        return select(rw, x, const(rw, 1, et, r), const(rw, 0, et, r))
    if is_float(src) and is_float(et):
        if et.kind in SATURATING_FLOATS:   # PyTorch saturates (inf too); NaN stays
            bound = SATURATING_FLOATS[et.kind]
            return _tcast(rw, tosa.clamp(rw, cast(rw, x, F32), -bound, bound), et)
        if src is not F32 and et is not F32:
            return _tcast(rw, _tcast(rw, x, F32), et)
        return _tcast(rw, x, et)
    if is_float(src):                        # float -> int: truncate, then TOSA's cast is exact
        if src is not F32:
            x = _tcast(rw, x, F32)
        if not round_float:
            x = trunc(rw, x)
        if et is I64:
            return _float_to_i64(rw, x)
        x = _tcast(rw, x, I32)       # narrower integers then wrap, as PyTorch's conversions do
        return x if et is I32 else _tcast(rw, x, et)
    if is_float(et):                         # int -> float
        if src is I64:
            return _i64_to_float(rw, x, et)
        return _tcast(rw, x, et)
    # int -> int (i64 <-> i8/i16 through i32)
    if (src is I64 and et.width < 32) or (et is I64 and src.width < 32):
        return _tcast(rw, _tcast(rw, x, I32), et)
    return _tcast(rw, x, et)


def _float_to_i64(rw, x):
    """An integral f32 tensor -> i64 without a direct ``tosa.cast``: x = hi * 2^32 + mid * 2^16 + lo
    with each piece converted through i32 (every step is exact: scaling by powers of two, and
    subtracting a value that shares x's leading bits)."""
    r = rank_of(x)

    def split(v, scale):
        q = trunc(rw, mul(rw, v, const(rw, 1.0 / scale, F32, r)))
        rest = binary(rw, "sub", v, mul(rw, q, const(rw, float(scale), F32, r)))
        return _tcast(rw, _tcast(rw, q, I32), I64), rest
    hi, rest = split(x, 2 ** 32)
    mid, lo = split(rest, 2 ** 16)
    lo = _tcast(rw, _tcast(rw, lo, I32), I64)
    return binary(rw, "add", binary(rw, "add", mul(rw, hi, const(rw, 2 ** 32, I64, r)),
                                    mul(rw, mid, const(rw, 2 ** 16, I64, r))), lo)


def _i64_to_float(rw, x, et):
    """i64 -> float without a direct ``tosa.cast``: (hi * 2^32 + mid * 2^16) + lo from three
    pieces that fit i32 (the first sum is exact below 2^40, so small negatives do not cancel)."""
    r = rank_of(x)

    def piece(shift, mask):
        p = x
        if shift:
            p = binary(rw, "arithmetic_right_shift", p, const(rw, shift, I64, r), round=tosa.bool_attr(False))
        if mask:
            p = binary(rw, "bitwise_and", p, const(rw, mask, I64, r))
        return _tcast(rw, _tcast(rw, p, I32), F32)
    hi, mid, lo = piece(32, 0), piece(16, 0xFFFF), piece(0, 0xFFFF)
    f = binary(rw, "add", binary(rw, "add", mul(rw, hi, const(rw, 2.0 ** 32, F32, r)),
                                 mul(rw, mid, const(rw, 65536.0, F32, r))), lo)
    return f if et is F32 else _tcast(rw, f, et)


def wrapped_scalar(tv):
    """For a 0-d tensor made from a scalar (``prim.NumToTensor.Scalar``, or the
    ``tensor.from_elements`` it became): ``(torch scalar or None, builtin scalar or None)``;
    None for other tensors."""
    d = tv.defining_op
    if d is not None and d.name == "torch.prim.NumToTensor.Scalar":
        return d.operand(0), None
    b = strip_casts(tv)
    d = b.defining_op
    if b is not tv and d is not None and d.name == "tensor.from_elements" and len(b.type.shape) == 0:
        return None, d.operand(0)
    return None


def _builtin_const(s):
    d = s.defining_op
    if d is not None and d.name == "arith.constant":
        a = d.properties.get("value")
        if isinstance(a, (A.IntegerAttr, A.FloatAttr)):
            return bool(a.value) if s.type is I1 else a.value
    return None


def tensor_arg(rw, op, operands, name, et, rank=None):
    """Schema argument ``name`` of ``op`` as a tensor of element type ``et`` (torch's value
    conversion), with at least ``rank`` dims (leading size-1 dims); a scalar argument becomes a
    ``tensor<1x..xet>``."""
    v = converted(op, operands, name)
    tv = op.arg(name)
    w = wrapped_scalar(tv)
    if w is not None:
        torch_s, builtin_s = w
        if torch_s is not None:
            return scalar(rw, None if const_value(torch_s) is not None else scalar_of(rw, torch_s), torch_s, et,
                          rank or 0)
        return scalar(rw, builtin_s, None, et, rank or 0)
    if isinstance(getattr(v, "type", None), A.RankedTensorType):
        x = cast(rw, v, et, is_unsigned_value(tv))
        return to_rank(rw, x, rank) if rank is not None else x
    return scalar(rw, v, tv, et, rank or 0)


def clamp_attr_bounds(et):
    if is_float(et):
        f = np.finfo(A.numpy_dtype(et))
        return float(f.min), float(f.max)
    return lowest(et), highest(et)


# ---------------------------------------------------------------------------------------------
# Slices
# ---------------------------------------------------------------------------------------------

def slice_dim(rw, x, d, start, end, step=1):
    """``x[..., start:end:step, ...]`` along ``d`` (normalised, clamped bounds; static size)."""
    sh = shape(x)
    size = sh[d]
    if size == DYN:
        raise NotLowerable(f"slicing dynamic dim {d} of {x.type}")
    n = max(0, (end - start + step - 1) // step)
    starts = [0] * len(sh)
    starts[d] = start
    sizes = [(-1 if s == DYN else s) for s in sh]
    if step == 1:
        sizes[d] = n
        return tosa.slice(rw, x, starts, sizes,
                          output=A.RankedTensorType([DYN if s == -1 else s for s in sizes], x.type.element_type))
    # strided: take n * step elements (padding past the end), view them as [n, step], keep column 0
    span = n * step
    avail = size - start
    if avail < span:
        pads = [0] * (2 * len(sh))
        pads[2 * d + 1] = span - avail
        x = tosa.pad(rw, x, pads, 0 if x.type.element_type is not I1 else False)
    sizes[d] = span
    y = tosa.slice(rw, x, starts, sizes)
    y = reshape(rw, y, sh[:d] + [n, step] + sh[d + 1:])
    st2 = [0] * (len(sh) + 1)
    sz2 = sh[:d] + [n, 1] + sh[d + 1:]
    y = tosa.slice(rw, y, st2, sz2)
    return reshape(rw, y, sh[:d] + [n] + sh[d + 1:])


# ---------------------------------------------------------------------------------------------
# Reductions
# ---------------------------------------------------------------------------------------------

def reduce(rw, name, x, dims, keepdim):
    """``tosa.reduce_<name>`` over ``dims`` (one op per dim), then the reduced dims dropped unless
    ``keepdim``."""
    r = rank_of(x)
    for d in sorted(set(dims)):
        if name == "sum" and is_float(x.type.element_type) and shape(x)[d] > SUM_BLOCK:
            x = _blocked_sum(rw, x, d)
            continue
        x = tosa.reduce(rw, OPS["reduce_" + name], x, d)
    if not keepdim:
        x = reshape(rw, x, [s for i, s in enumerate(shape(x)) if i not in set(dims)] if r else [])
    return x


#: float sums over more elements than this add blocks of this many first (f32 has no f64 to
#: accumulate in here: a sequential f32 sum of millions of values drifts by percents)
SUM_BLOCK = 1024


def _blocked_sum(rw, x, d):
    """``reduce_sum`` along ``d`` (kept as size 1) as sums of blocks of ``SUM_BLOCK`` (zero-padded),
    then the sum of the block sums (blocked again while long)."""
    sh = shape(x)
    n = sh[d]
    nb = -(-n // SUM_BLOCK)
    if nb * SUM_BLOCK != n:
        pads = [0] * (2 * len(sh))
        pads[2 * d + 1] = nb * SUM_BLOCK - n
        x = tosa.pad(rw, x, pads, 0.0)
    x = reshape(rw, x, sh[:d] + [nb, SUM_BLOCK] + sh[d + 1:])
    x = tosa.reduce(rw, OPS["reduce_sum"], x, d + 1)
    x = reshape(rw, x, sh[:d] + [nb] + sh[d + 1:])
    if nb > SUM_BLOCK:
        return _blocked_sum(rw, x, d)
    return tosa.reduce(rw, OPS["reduce_sum"], x, d)


def dims_arg(op, name, rank):
    """The constant dims list (or single dim) argument ``name`` in ``[0, rank)``; None or an empty
    list = every dim."""
    if not has_arg(op, name):
        return list(range(rank))
    v = op.arg(name)
    ds = const_int_list(v)
    if ds is None:
        d = const_int(v)
        if d is None:
            raise NotLowerable(f"argument '{name}' is not a constant")
        ds = [d]
    if not ds:
        return list(range(rank))
    out = [norm_dim(d, rank) for d in ds]
    if any(d is None for d in out):
        raise NotLowerable(f"dims {ds} out of range for rank {rank}")
    return out if rank else []


def num_elements(x, dims):
    n = 1
    for d in dims:
        s = x.type.shape[d]
        if s == DYN:
            raise NotLowerable(f"reduced dim {d} of {x.type} is dynamic")
        n *= s
    return n


def moments(rw, x, dims, correction, keepdim=True):
    """(mean, variance) over ``dims`` of the float tensor ``x`` (kept dims), two passes."""
    n = num_elements(x, dims)
    r = rank_of(x)
    mean = mul(rw, reduce(rw, "sum", x, dims, True), const(rw, 1.0 / max(n, 1), F32, r))
    c = binary(rw, "sub", x, mean)
    ss = reduce(rw, "sum", mul(rw, c, c), dims, True)
    denom = n - correction
    var = mul(rw, ss, const(rw, (1.0 / denom) if denom > 0 else float("nan"), F32, r))
    if not keepdim:
        keep = [s for i, s in enumerate(shape(var)) if i not in dims]
        mean, var = reshape(rw, mean, keep), reshape(rw, var, keep)
    return mean, var


def int_product(rw, x, dims, keepdim):
    """The integer product over ``dims`` (tosa.reduce_product is float only): along each dim, the
    input padded with ones to a power of two, then halved by ``tosa.mul`` of its two halves until
    one element is left (log2 steps; wrapping as PyTorch's integer product does)."""
    r = rank_of(x)
    for d in sorted(set(dims)):
        n = shape(x)[d]
        if n == DYN:
            raise NotLowerable(f"an integer product over dynamic dim {d}")
        m = 1
        while m < n:
            m *= 2
        if m != n:
            pads = [0] * (2 * r)
            pads[2 * d + 1] = m - n
            x = tosa.pad(rw, x, pads, 1)
        while m > 1:
            m //= 2
            x = mul(rw, slice_dim(rw, x, d, 0, m), slice_dim(rw, x, d, m, 2 * m))
    if not keepdim:
        x = reshape(rw, x, [s for i, s in enumerate(shape(x)) if i not in set(dims)] if r else [])
    return x
