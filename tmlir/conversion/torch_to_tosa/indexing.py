"""Indexing by tensors through ``tosa.gather`` (values ``[N, K, C]``, i64 indices ``[N, W]``):
embedding, index_select, ``index.Tensor`` with one index tensor (negative indices wrap), and
torch.gather (linear indices into the flattened input, from constant iotas). Static shapes."""
from __future__ import annotations

import numpy as np

from .registry import lowering
from . import utils as U


def _tensor(op, operands, name):
    v = U.converted(op, operands, name)
    if not isinstance(getattr(v, "type", None), U.A.RankedTensorType):
        raise U.NotLowerable(f"operand '{name}' is not a ranked tensor")
    U.static(v, f"operand '{name}'")
    return v


def _index(rw, idx, tv, size=None):
    """Indices as i64 (ui8/i32 widened); negative ones wrap by ``size`` when given."""
    idx = U.cast(rw, idx, U.I64, U.is_unsigned_value(tv))
    if size is not None:
        r = U.rank_of(idx)
        neg = U.binary(rw, "greater", U.const(rw, 0, U.I64, r), idx)
        idx = U.select(rw, neg, U.binary(rw, "add", idx, U.const(rw, size, U.I64, r)), idx)
    return idx


def _numel(shape):
    return int(np.prod(shape)) if shape else 1


def take_rows(rw, x, d, idx):
    """``x`` indexed along dim ``d`` by the i64 tensor ``idx`` (any shape): the result has
    ``idx``'s dims in place of ``d``."""
    sh = U.shape(x)
    r = len(sh)
    perm = [d] + [i for i in range(r) if i != d]
    xt = U.transpose(rw, x, perm)
    rest = [sh[i] for i in perm[1:]]
    values = U.reshape(rw, xt, [1, sh[d], _numel(rest)])
    ish = U.shape(idx)
    flat = U.reshape(rw, idx, [1, _numel(ish)])
    g = U.tosa.GatherOp.build(values=values, indices=flat)
    y = rw.insert(g).results[0]
    y = U.reshape(rw, y, ish + rest)
    k = len(ish)
    # idx dims first, then the other dims of x in order: move the idx dims back to position d
    order = list(range(k, k + d)) + list(range(k)) + list(range(k + d, k + r - 1))
    return U.transpose(rw, y, order)


@lowering("torch.aten.embedding")
def embedding(op, operands, rw):
    U.check_types(op)
    w = _tensor(op, operands, "weight")
    idx = _index(rw, _tensor(op, operands, "indices"), op.arg("indices"))
    return U.finish(rw, op, take_rows(rw, w, 0, idx))


@lowering("torch.aten.index_select")
def index_select(op, operands, rw):
    U.check_types(op)
    x = _tensor(op, operands, "self")
    r = U.rank_of(x)
    d = U.dim_arg(op, "dim", r)
    if d is None:
        raise U.NotLowerable("dim is not a constant")
    if r == 0:
        return U.finish(rw, op, x)
    idx = _index(rw, _tensor(op, operands, "index"), op.arg("index"), U.shape(x)[d])
    if U.rank_of(idx) == 0:
        idx = U.reshape(rw, idx, [1])
    return U.finish(rw, op, take_rows(rw, x, d, idx))


def _index_tensor(rw, tv):
    b = U.strip_casts(tv)
    if not isinstance(b.type, U.A.RankedTensorType):
        b = rw.get_remapped_value(tv, rw.type_converter)
    U.static(b, "an index tensor")
    if U.torch_dtype(tv) is U.I1:
        raise U.NotLowerable("a boolean mask index (data-dependent result shape)")
    return b


@lowering("torch.aten.index.Tensor", "torch.aten.index.Tensor_hacked_twin", "torch.aten._unsafe_index.Tensor")
def index_tensor(op, operands, rw):
    """Index tensors on consecutive dims ``d..d+m-1``: those dims merged into one, indexed by the
    linear index (index tensors broadcast together, negative ones wrapped)."""
    U.check_types(op)
    x = _tensor(op, operands, "self")
    els = U.list_elements(op.arg("indices"))
    if els is None:
        raise U.NotLowerable("indices are not a list")
    present = [i for i, e in enumerate(els) if not U.is_none(e)]
    if not present or present != list(range(present[0], present[0] + len(present))):
        raise U.NotLowerable("index tensors on non-consecutive dims")
    d, m = present[0], len(present)
    sh = U.shape(x)
    idxs = [(_index_tensor(rw, els[i]), els[i]) for i in present]
    r = max(U.rank_of(b) for b, _ in idxs)
    lin = None
    for j, (b, tv) in enumerate(idxs):
        size = sh[d + j]
        stride = _numel(sh[d + j + 1:d + m])
        t = U.to_rank(rw, _index(rw, b, tv, size), r)
        if stride != 1:
            t = U.mul(rw, t, U.const(rw, stride, U.I64, r))
        lin = t if lin is None else U.binary(rw, "add", lin, t)
    out = U.result_type(op)
    bshape = list(out.shape[d:d + r]) if r else []
    lin = U.broadcast_to(rw, lin, bshape) if r else U.reshape(rw, lin, [1])
    merged = U.reshape(rw, x, sh[:d] + [_numel(sh[d:d + m])] + sh[d + m:])
    y = take_rows(rw, merged, d, lin)
    return U.finish(rw, op, U.reshape(rw, y, list(out.shape)))


@lowering("torch.aten.gather")
def gather(op, operands, rw):
    U.check_types(op)
    x = _tensor(op, operands, "self")
    r = U.rank_of(x)
    d = U.dim_arg(op, "dim", r)
    if d is None:
        raise U.NotLowerable("dim is not a constant")
    idx = _index(rw, _tensor(op, operands, "index"), op.arg("index"))
    if r == 0:
        return U.finish(rw, op, x)
    sh, ish = U.shape(x), U.shape(idx)
    strides = [_numel(sh[i + 1:]) for i in range(r)]
    lin = U.mul(rw, idx, U.const(rw, strides[d], U.I64, r)) if strides[d] != 1 else idx
    for i in range(r):
        if i == d:
            continue
        io = np.arange(ish[i]).reshape([ish[i] if j == i else 1 for j in range(r)]) * strides[i]
        lin = U.binary(rw, "add", lin, U.const(rw, io, U.I64, io.shape))
    values = U.reshape(rw, x, [1, _numel(sh), 1])
    y = rw.insert(U.tosa.GatherOp.build(values=values, indices=U.reshape(rw, lin, [1, _numel(ish)]))).results[0]
    return U.finish(rw, op, U.reshape(rw, y, ish))
