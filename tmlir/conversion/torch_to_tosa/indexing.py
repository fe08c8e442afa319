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


@lowering("torch.aten.nonzero")
def nonzero(op, operands, rw):
    """Refused by name: the result has one row per nonzero element, so its size depends on the
    values, and TOSA tensors have static shapes (no data-dependent sizes)."""
    raise U.NotLowerable("the result has one row per nonzero element (a data-dependent result shape), and TOSA "
                         "takes static shapes only")


@lowering("torch.aten.index_select")
def index_select(op, operands, rw):
    U.check_types(op)
    x = _tensor(op, operands, "self")
    r = U.rank_of(x)
    d = U.required_dim(op, "dim", r)
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
    linear index (index tensors broadcast together, negative ones wrapped). Index tensors on
    dims apart put the broadcast index dims first (PyTorch's rule): the indexed dims are
    transposed to the front, then indexed as consecutive ones at d = 0."""
    U.check_types(op)
    x = _tensor(op, operands, "self")
    els = U.list_elements(op.arg("indices"))
    if els is None:
        raise U.NotLowerable("indices are not a list")
    present = [i for i, e in enumerate(els) if not U.is_none(e)]
    if not present:
        raise U.NotLowerable("no index tensor")
    d, m = present[0], len(present)
    idxs = [(_index_tensor(rw, els[i]), els[i]) for i in present]
    if present != list(range(d, d + m)):
        rest = [i for i in range(U.rank_of(x)) if i not in present]
        x = U.transpose(rw, x, present + rest)
        d = 0
    sh = U.shape(x)
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
    d = U.required_dim(op, "dim", r)
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


# ---------------------------------------------------------------------------------------------
# Scatters: every update has a linear index into the flattened input; replacing scatters are one
# tosa.scatter ([1, numel, 1] values, [1, M] indices), summing ones add a one-hot product
# (onehot[M, numel] = lin == iota, so each target adds every update aimed at it, duplicates too)
# ---------------------------------------------------------------------------------------------

def _iotas(shape, strides):
    """Constant ``sum_i iota_i * strides[i]`` over ``shape`` (None strides skipped), as an array."""
    acc = np.zeros(shape, dtype=np.int64)
    for i, st in enumerate(strides):
        if st is None:
            continue
        acc = acc + np.arange(shape[i]).reshape([shape[i] if j == i else 1 for j in range(len(shape))]) * st
    return acc


def scatter_flat(rw, x, lin, upd, add, reduce=None, include_self=True):
    """``x`` (any shape, static) with the updates ``upd`` written (``add``: added) at the linear
    indices ``lin`` (i64, same shape as ``upd``); ``reduce`` ("prod", "amax", "amin", "mean")
    combines every update aimed at a target (and the target itself unless ``include_self`` is
    False) through the one-hot ``[M, numel]`` mask."""
    sh = U.shape(x)
    n, m = _numel(sh), _numel(U.shape(lin))
    et = x.type.element_type
    lin = U.reshape(rw, lin, [1, m])
    if reduce is not None:
        return U.reshape(rw, _scatter_reduce(rw, U.reshape(rw, x, [1, n]), lin, U.reshape(rw, upd, [m, 1]), reduce,
                                             include_self), sh)
    if not add:
        flat = U.reshape(rw, x, [1, n, 1])
        u = U.reshape(rw, upd, [1, m, 1])
        y = rw.insert(U.tosa.ScatterOp.build(values_in=flat, indices=lin, input=u)).results[0]
        return U.reshape(rw, y, sh)
    ct = U.compute_type(et)
    onehot = U.cast(rw, _onehot(rw, lin, m, n), ct)
    u = U.reshape(rw, U.cast(rw, upd, ct), [1, 1, m])
    acc = U.tosa.matmul(rw, u, U.reshape(rw, onehot, [1, m, n]),
                        output=U.A.RankedTensorType([1, 1, n], ct))
    y = U.binary(rw, "add", U.cast(rw, U.reshape(rw, x, [1, 1, n]), ct), acc)
    return U.reshape(rw, U.cast(rw, y, et, round_float=True), sh)


def _onehot(rw, lin, m, n):
    """i1 ``[M, N]``: update ``m`` aims at element ``n``."""
    iota = U.const(rw, np.arange(n).reshape(1, n), U.I64, [1, n])
    return U.binary(rw, "equal", U.reshape(rw, lin, [m, 1]), iota)


def _scatter_reduce(rw, x, lin, upd, reduce, include_self):
    """The ``[1, N]`` result of reducing the ``[M, 1]`` updates into the ``[1, N]`` targets."""
    m, n = U.shape(upd)[0], U.shape(x)[1]
    et = x.type.element_type
    ct = U.compute_type(et)
    hit = _onehot(rw, lin, m, n)
    xc, u = U.cast(rw, x, ct), U.cast(rw, upd, ct)
    any_hit = U.tosa.reduce(rw, U.OPS["reduce_any"], hit, 0)
    if reduce == "mean":
        total = U.reduce(rw, "sum", U.select(rw, hit, u, U.const(rw, 0, ct, 2)), [0], True)
        count = U.reduce(rw, "sum", U.cast(rw, hit, ct), [0], True)
        if include_self:
            total = U.binary(rw, "add", total, xc)
            count = U.binary(rw, "add", count, U.const(rw, 1, ct, 2))
        count = U.binary(rw, "maximum", count, U.const(rw, 1, ct, 2))
        if U.is_float(ct):
            y = U.div(rw, total, count)
        else:   # integer means floor, as PyTorch
            q = U.binary(rw, "intdiv", U.cast(rw, total, U.I32), U.cast(rw, count, U.I32))
            fix = U.binary(rw, "logical_and", U.not_(rw, U.binary(rw, "equal", U.mul(rw, q, U.cast(rw, count, U.I32)),
                                                                     U.cast(rw, total, U.I32))),
                           U.binary(rw, "greater", U.const(rw, 0, U.I32, 2), U.cast(rw, total, U.I32)))
            y = U.cast(rw, U.select(rw, fix, U.binary(rw, "sub", q, U.const(rw, 1, U.I32, 2)), q), ct)
    else:
        kind, neutral = {"sum": ("sum", 0), "prod": ("product", 1), "amax": ("max", U.clamp_attr_bounds(ct)[0]),
                         "amin": ("min", U.clamp_attr_bounds(ct)[1])}[reduce]
        if U.is_float(ct) and kind in ("max", "min"):
            neutral = float("-inf") if kind == "max" else float("inf")
        masked = U.select(rw, hit, u, U.const(rw, neutral, ct, 2))
        if kind == "product" and not U.is_float(ct):   # tosa.reduce_product is float only
            y = U.int_product(rw, masked, [0], True)
        else:
            y = U.reduce(rw, kind, masked, [0], True)
        if include_self:
            y = (U.mul(rw, y, xc) if kind == "product" else U.binary(rw, "add", y, xc) if kind == "sum"
                 else U.binary(rw, "maximum" if kind == "max" else "minimum", y, xc))
    y = U.select(rw, any_hit, y, xc)
    return U.cast(rw, y, et, round_float=True)


def _src_window(rw, src, shape):
    """The leading ``shape`` window of ``src`` (scatter reads only that part of a larger src)."""
    for d, n in enumerate(shape):
        if U.shape(src)[d] != n:
            src = U.slice_dim(rw, src, d, 0, n)
    return src


@lowering("torch.aten.scatter.src", "torch.aten.scatter.value", "torch.aten.scatter_add", "torch.aten.scatter.reduce",
          "torch.aten.scatter_reduce.two", "torch.aten.scatter.value_reduce")
def scatter(op, operands, rw):
    U.check_types(op)
    x = _tensor(op, operands, "self")
    r = U.rank_of(x)
    d = U.required_dim(op, "dim", r)
    add = op.name == "torch.aten.scatter_add"
    reduce, include_self = None, U.const_flag(op, "include_self", True)
    if U.has_arg(op, "reduce"):
        red = U.const_str(op.arg("reduce"))
        reduce = {"sum": "sum", "add": "sum", "multiply": "prod", "prod": "prod", "mean": "mean", "amax": "amax",
                  "amin": "amin"}.get(red)
        if reduce is None:
            raise U.NotLowerable(f"reduce={red!r}")
        add = reduce == "sum"
        if add and include_self:
            reduce = None
    index = _tensor(op, operands, "index")
    ish = U.shape(index)
    if r == 0 or not ish or _numel(ish) == 0:
        raise U.NotLowerable("a 0-d or empty scatter")
    sh = U.shape(x)
    strides = [_numel(sh[i + 1:]) for i in range(r)]
    idx = _index(rw, index, op.arg("index"), sh[d])
    lin = U.mul(rw, idx, U.const(rw, strides[d], U.I64, r)) if strides[d] != 1 else idx
    io = _iotas(ish, [None if i == d else strides[i] for i in range(r)])
    if io.any():
        lin = U.binary(rw, "add", lin, U.const(rw, io, U.I64, ish))
    et = x.type.element_type
    if U.has_arg(op, "src"):
        upd = U.cast(rw, _src_window(rw, _tensor(op, operands, "src"), ish), et, U.is_unsigned_value(op.arg("src")))
    else:
        upd = U.broadcast_to(rw, U.tensor_arg(rw, op, operands, "value", et, r), ish)
    return U.finish(rw, op, scatter_flat(rw, x, lin, upd, add, reduce, include_self))


@lowering("torch.aten.index_put", "torch.aten._index_put_impl", "torch.aten.index_put.hacked_twin",
          "torch.aten._unsafe_index_put")
def index_put(op, operands, rw):
    """Index tensors on consecutive dims ``d..d+m-1``; the indexed region (``x[indices]``'s shape)
    gets the broadcast values. Index tensors on dims apart (the region has the broadcast index dims
    first): the indexed dims are transposed to the front, written, and transposed back."""
    U.check_types(op)
    x = _tensor(op, operands, "self")
    add = U.const_flag(op, "accumulate", False)
    els = U.list_elements(op.arg("indices"))
    if els is None:
        raise U.NotLowerable("indices are not a list")
    present = [i for i, e in enumerate(els) if not U.is_none(e)]
    if not present:
        raise U.NotLowerable("no index tensor")
    d, m = present[0], len(present)
    back = None
    if present != list(range(d, d + m)):
        perm = present + [i for i in range(U.rank_of(x)) if i not in present]
        back = [perm.index(i) for i in range(len(perm))]
        x = U.transpose(rw, x, perm)
        d = 0
    sh = U.shape(x)
    r = len(sh)
    idxs = [(_index_tensor(rw, els[i]), els[i]) for i in present]
    br = max(U.rank_of(b) for b, _ in idxs)
    bshape = [max(s) for s in zip(*[[1] * (br - U.rank_of(b)) + U.shape(b) for b, _ in idxs])] if br else []
    region = sh[:d] + bshape + sh[d + m:]
    rr = len(region)
    strides = [_numel(sh[i + 1:]) for i in range(r)]
    lin = None
    for j, (b, tv) in enumerate(idxs):
        t = _index(rw, b, tv, sh[d + j])
        t = U.to_rank(rw, t, br)
        t = U.reshape(rw, t, [1] * d + U.shape(t) + [1] * (r - d - m)) if rr != br else t
        if strides[d + j] != 1:
            t = U.mul(rw, t, U.const(rw, strides[d + j], U.I64, rr))
        lin = t if lin is None else U.binary(rw, "add", lin, t)
    io = _iotas(region, [strides[i] for i in range(d)] + [None] * br + [strides[i] for i in range(d + m, r)])
    lin = U.broadcast_to(rw, lin, region)
    if io.any():
        lin = U.binary(rw, "add", lin, U.const(rw, io, U.I64, region))
    et = x.type.element_type
    v = U.cast(rw, _tensor(op, operands, "values"), et, U.is_unsigned_value(op.arg("values")))
    v = U.broadcast_to(rw, v, region)
    y = scatter_flat(rw, x, lin, v, add)
    return U.finish(rw, op, y if back is None else U.transpose(rw, y, back))


@lowering("torch.aten.slice_scatter", "torch.aten.select_scatter")
def slice_scatter(op, operands, rw):
    """``src`` written at the strided positions ``start, start + step, ...`` of dim ``d``."""
    U.check_types(op)
    x = _tensor(op, operands, "self")
    src = _tensor(op, operands, "src")
    sh = U.shape(x)
    r = len(sh)
    d = U.required_dim(op, "dim", r)
    if op.name == "torch.aten.select_scatter":
        i = U.const_int(op.arg("index"))
        if i is None:
            raise U.NotLowerable("index is not a constant")
        start, step = (i + sh[d]) % max(sh[d], 1), 1
        src = U.reshape(rw, src, sh[:d] + [1] + sh[d + 1:])
    else:
        start = U.const_int(op.arg("start")) if not U.is_none(op.arg("start")) else 0
        step = U.const_int(op.arg("step"))
        if start is None or step is None:
            raise U.NotLowerable("start/step are not constants")
        if start < 0:
            start += sh[d]
        start = min(max(start, 0), sh[d])
    ssh = U.shape(src)
    if _numel(ssh) == 0:
        return U.finish(rw, op, x)
    strides = [_numel(sh[i + 1:]) for i in range(r)]
    io = _iotas(ssh, strides[:d] + [strides[d] * step] + strides[d + 1:]) + start * strides[d]
    lin = U.const(rw, io, U.I64, ssh)
    return U.finish(rw, op, scatter_flat(rw, x, lin, U.cast(rw, src, x.type.element_type), False))
