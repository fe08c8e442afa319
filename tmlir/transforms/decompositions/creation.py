"""Creation: *_like and new_* ops, scalar_tensor, linspace/logspace, eye, arange forms,
tril/triu masks, fill/zero, one_hot — to ``full``, ``empty.memory_format`` and ``arange.start_step``;
``torch.tensor`` of constant data (TorchScript keeps it) to a literal."""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T

from .registry import decomposition
from .builder import NotApplicable, is_float_dtype, is_complex_dtype


def _result_dtype(b, op):
    dt = b.ty(op.results[0]).dtype
    if dt is None:
        raise NotApplicable("unknown result dtype")
    return dt


def _empty(b, sizes, dtype):
    lst, static = b._sizes_arg(sizes)
    return b.op("torch.aten.empty.memory_format",
                [lst, T.type_to_scalar_type_int(dtype), None, None, None, None], b.vt(static, dtype))


@decomposition("torch.aten.zeros_like", "torch.aten.ones_like", "torch.aten.full_like", "torch.aten.empty_like")
def full_like(b, op):
    """``full(shape(x), value, dtype or x's dtype)`` (empty_like: ``empty.memory_format``)."""
    args = op.args_by_name()
    x, name = args["self"], op.name
    value = args.get("fill_value", 0 if "zeros" in name else 1)
    dt = b.dtype_arg(args["dtype"]) or b.known_dtype(x)
    if name == "torch.aten.empty_like":
        return [_empty(b, b.shape_of(x), dt)]
    return [b.full(b.shape_of(x), value, dt)]


@decomposition("torch.aten.new_zeros", "torch.aten.new_ones", "torch.aten.new_full", "torch.aten.new_empty",
               "torch.aten.new_empty_strided")
def new_full(b, op):
    """``full(size, value, dtype or self's dtype)`` (new_empty*: ``empty.memory_format``)."""
    args = op.args_by_name()
    x, name = args["self"], op.name
    sizes = b.const_int_list(args["size"])
    value = args.get("fill_value", 0 if "zeros" in name else 1)
    dt = b.dtype_arg(args["dtype"]) or b.known_dtype(x)
    if "empty" in name:
        return [_empty(b, sizes, dt)]
    return [b.full(sizes, value, dt)]


@decomposition("torch.aten.empty_strided")
def empty_strided(b, op):
    size = op.operands[0]
    return [_empty(b, b.const_int_list(size), _result_dtype(b, op))]


@decomposition("torch.aten.empty_permuted")
def empty_permuted(b, op):
    """``empty.memory_format`` of ``size`` (with value semantics the physical layout is not
    observable)."""
    size = b.const_int_list(op.arg("size"))
    layout = b.const_int_list(op.arg("physical_layout"))
    if sorted(layout) != list(range(len(size))):
        raise NotApplicable("physical_layout is not a permutation of the dims")
    return [_empty(b, size, _result_dtype(b, op))]


@decomposition("torch.aten.scalar_tensor")
def scalar_tensor(b, op):
    """``full([], s, dtype or f32)``."""
    s, dtype = op.operands[0], op.operands[1]
    return [b.full([], s, b.dtype_arg(dtype) or T.F32)]


def _linspace(b, start, end, steps, dt):
    """``start + i * step`` for the first half, ``end - (steps - 1 - i) * step`` after (as PyTorch)."""
    if steps == 1:
        return b.full([1], start, dt)
    step = (end - start) / (steps - 1)
    i = b.arange(steps, dtype=dt)
    lo = b.add(b.mul(i, step), start)
    hi = b.rsub(b.mul(b.rsub(i, float(steps - 1)), step), end)
    return b.where(b.compare("lt", i, float(steps // 2)), lo, hi)


@decomposition("torch.aten.linspace")
def linspace(b, op):
    start, end, steps, dtype = op.operands[:4]
    dt = _result_dtype(b, op)
    if not is_float_dtype(dt):
        raise NotApplicable("integer linspace rounds differently")
    n = b.const_int(steps)
    if n <= 0:
        raise NotApplicable("steps")
    return [_linspace(b, float(b.const_float(start)), float(b.const_float(end)), n, dt)]


@decomposition("torch.aten.logspace")
def logspace(b, op):
    """``base ** linspace`` as ``exp(linspace * ln(base))``."""
    start, end, steps, base, dtype = op.operands[:5]
    dt = _result_dtype(b, op)
    if not is_float_dtype(dt):
        raise NotApplicable("integer logspace")
    n = b.const_int(steps)
    if n <= 0:
        raise NotApplicable("steps")
    lin = _linspace(b, float(b.const_float(start)), float(b.const_float(end)), n, dt)
    return [b.exp(b.mul(lin, math.log(float(b.const_float(base)))))]


@decomposition("torch.aten.eye", "torch.aten.eye.m")
def eye(b, op):
    """``arange(n)[:, None] == arange(m)`` in the result dtype."""
    args = op.args_by_name()
    n = args["n"]
    m = args.get("m", n)
    dt = _result_dtype(b, op)
    nv, mv = b.const_int(n), b.const_int(m)
    mask = b.compare("eq", b.unsqueeze(b.arange(nv), 1), b.arange(mv))
    return [b.to_dtype(mask, dt)]


@decomposition("torch.aten.arange", "torch.aten.arange.start")
def arange(b, op):
    """``arange.start_step`` (start 0, step 1), same dtype argument."""
    if op.name == "torch.aten.arange":
        start, end, rest = 0, op.operands[0], op.operands[1:]
    else:
        start, end, rest = op.operands[0], op.operands[1], op.operands[2:]
    return [b.op("torch.aten.arange.start_step", [start, end, 1] + list(rest), op.results[0].type)]


def _tri(lower):
    """tril (``lower``: ``where(col - row <= diagonal, x, 0)``) or triu (``>=``)."""
    def tri(b, op):
        x, diagonal = op.operands
        r = b.rank(x)
        if r < 2:
            raise NotApplicable("rank")
        dt = b.known_dtype(x)
        d = b.const_int(diagonal)
        rows = b.unsqueeze(b.arange(b.size(x, r - 2)), 1)
        cols = b.arange(b.size(x, r - 1))
        diff = b.sub(cols, rows)
        keep = b.compare("le" if lower else "ge", diff, d)
        return [b.where(keep, x, b.scalar_tensor(0, dt))]
    return tri


decomposition("torch.aten.tril")(_tri(True))
decomposition("torch.aten.triu")(_tri(False))


@decomposition("torch.aten.zero")
def zero(b, op):
    x = op.operands[0]
    return [b.full(b.shape_of(x), 0, b.known_dtype(x))]


@decomposition("torch.aten.fill.Scalar")
def fill_scalar(b, op):
    x, value = op.operands
    return [b.full(b.shape_of(x), value, b.known_dtype(x))]


@decomposition("torch.aten.fill.Tensor")
def fill_tensor(b, op):
    """``broadcast_to(value.to(dtype), shape(x))`` (value 0-d)."""
    x, value = op.operands
    if b.rank(value) != 0:
        raise NotApplicable("value must be 0-d")
    return [b.expand(b.to_dtype(value, b.known_dtype(x)), b.shape_of(x))]


@decomposition("torch.aten.one_hot")
def one_hot(b, op):
    """``x[..., None] == arange(num_classes)`` as si64 (num_classes must be given)."""
    x, n = op.operands
    k = b.const_int(n)
    if k < 0:
        raise NotApplicable("num_classes inferred from the data")
    mask = b.compare("eq", b.unsqueeze(x, b.rank(x)), b.arange(k))
    return [b.to_dtype(mask, T.SI64)]


@decomposition("torch.aten.tril_indices", "torch.aten.triu_indices")
def tri_indices(b, op):
    """The [2, n] (row, col) coordinates of the lower (upper) triangle of a ``row`` x ``col``
    matrix with diagonal ``offset``, row-major: a literal computed from the constant arguments."""
    import numpy as np
    row, col, offset, dtype = op.operands[:4]
    rows, cols, off = b.const_int(row), b.const_int(col), b.const_int(offset)
    if rows < 0 or cols < 0:
        raise NotApplicable("negative size")
    dt = b.dtype_arg(dtype) or T.SI64
    r, c = np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")
    keep = (c - r <= off) if op.name == "torch.aten.tril_indices" else (c - r >= off)
    coords = np.stack([r[keep], c[keep]]).astype(np.int64)
    return [b.to_dtype(b.literal(coords, T.SI64), dt)]


@decomposition("torch.aten.linalg_vander")
def linalg_vander(b, op):
    """``x[..., i, j] = x[..., i] ** j`` for ``j < N`` (``N`` defaults to the last dim): the
    cumulative product along the last dim of ``[1, x, x, ...]``, as PyTorch computes it; integer
    inputs give int64, float and complex ones their dtype; a 0-d input is read as one element."""
    x, n = op.operands
    if b.rank(x) == 0:
        x = b.reshape(x, [1])
    r = b.rank(x)
    cols = b.opt_int(n)
    if cols is None:
        cols = b.size(x, r - 1)
    if not isinstance(cols, int) or cols < 1:
        raise NotApplicable("dynamic or empty N")
    dt = b.known_dtype(x)
    if not is_float_dtype(dt) and not is_complex_dtype(dt):
        if dt == T.I1:
            raise NotApplicable("vander of bool")
        dt = T.SI64
        x = b.to_dtype(x, dt)
    col = b.unsqueeze(x, r)
    shape = b.shape_of(col)
    parts = [b.full(shape, 1, dt)]
    if cols > 1:
        parts.append(b.expand(col, shape[:-1] + [cols - 1]))
    t = b.cat(parts, r) if len(parts) > 1 else parts[0]
    return [b.op("torch.aten.cumprod", [t, r, None], b.vt(b.sizes(t), dt))]


def _constant_data(b, v):
    """The Python value (nested lists of bool/int/float/complex) of a constant ``data``
    operand of ``torch.tensor``."""
    from tmlir.dialects.torch.ops import ConstantComplexOp, PrimListConstructOp
    d = b._const_op(v)
    if isinstance(d, PrimListConstructOp):
        return [_constant_data(b, e) for e in d.operands]
    if isinstance(d, ConstantComplexOp):
        return d.complex_value()
    return b.const_float(v)   # a constant bool, int or float (anything else: NotApplicable)


def _flat(data):
    return [x for e in data for x in _flat(e)] if isinstance(data, list) else [data]


@decomposition("torch.aten.tensor", "torch.aten.tensor.float", "torch.aten.tensor.int", "torch.aten.tensor.bool")
def tensor_of_constants(b, op):
    """``torch.tensor(data, dtype=)`` of constant data: a literal (torch.export makes it a
    constant). Without ``dtype``, PyTorch's inference: complex64 when an element is complex,
    else float32 when one is a float, else int64 when one is an int, else bool."""
    data = _constant_data(b, op.operands[0])
    dt = b.dtype_arg(op.operands[1])
    if dt is None:
        flat = _flat(data)
        if any(isinstance(x, complex) for x in flat):
            dt = T.ComplexType(T.F32)
        elif any(isinstance(x, float) for x in flat):
            dt = T.F32
        elif any(not isinstance(x, bool) for x in flat):
            dt = T.SI64
        else:
            dt = T.I1
    return [b.literal(data, dt)]
