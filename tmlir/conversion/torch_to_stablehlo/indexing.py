"""Indexing: ``index_select``, ``embedding``, ``index.Tensor`` (index tensors on adjacent dims) and
``gather`` as ``stablehlo.gather`` (``dynamic_gather`` when the slice sizes are dynamic);
``scatter``/``scatter_add``/``scatter_reduce`` (sum, prod, amax, amin) and ``index_put`` as
``stablehlo.scatter``; ``slice_scatter``/``select_scatter`` as ``dynamic_update_slice`` (a
scatter for strided slices). Negative indices of ``index.Tensor``/``index_put`` count from the
end, as in PyTorch."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC


def _index_elements(b, idx):
    """The integer index tensor ``idx`` in i32 or i64: int32 indices stay 32-bit (no 64-bit
    arithmetic for a program without 64-bit tensors), the other integer types become i64."""
    return idx if idx.type.element_type in (A.I32, A.I64) else U.convert(b, idx, A.I64)


def _as_index_vectors(b, idx):
    """An integer index tensor with a trailing index-vector dim of 1 (``_index_elements``)."""
    idx = _index_elements(b, idx)
    return U.reshape(b, idx, U.sizes(b, idx) + [1])


def _wrap(b, idx, size):
    """``idx + size`` where ``idx < 0``."""
    zero = U.splat_like(b, idx, 0)
    neg = U.compare(b, idx, zero, "LT")
    if isinstance(size, int):
        n = U.splat_like(b, idx, size)
    else:
        n = U.broadcast_in_dim(b, U.from_scalar(b, U.integer(b, size, idx.type.element_type)), U.sizes(b, idx), [])
    return U.select(b, neg, U.binary(b, H.AddOp, idx, n), idx)


def _wrapped(b, idxs, dims, xs):
    """The index tensors ``idxs`` of dims ``dims`` (sizes ``xs``) with negative indices wrapped,
    in one width: i32 when all are int32, else i64."""
    idxs = [_index_elements(b, t) for t in idxs]
    if len({t.type.element_type for t in idxs}) > 1:
        idxs = [U.convert(b, t, A.I64) for t in idxs]
    return [_wrap(b, t, xs[d]) for t, d in zip(idxs, dims)]


@lowering("torch.aten.index_select")
def index_select(op, operands, rw):
    x = U.tensor_operand(operands, 0)
    idx = U.converted(op, operands, "index")
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    if d is None or not U.ranked(getattr(idx, "type", None)):
        return False
    b = U.B(rw, op.location)
    if r == 0:
        # a 0-d tensor reads as a 1-element vector: every index is 0
        out = U.result_type(op)
        rw.replace_op(op, U.cast_shape(b, U.broadcast_in_dim(b, x, U.sizes_from(out, U.sizes(b, idx) or [1])
                                                             if out.shape else [], []), out))
        return True
    if not idx.type.shape:
        idx = U.reshape(b, idx, [1])
    g = U.gather_dims(b, x, _as_index_vectors(b, idx), [d])
    rw.replace_op(op, U.cast_shape(b, g, U.result_type(op)))
    return True


@lowering("torch.aten.embedding")
def embedding(op, operands, rw):
    w = U.converted(op, operands, "weight")
    idx = U.converted(op, operands, "indices")
    if not U.ranked(getattr(w, "type", None)) or not U.ranked(getattr(idx, "type", None)):
        return False
    b = U.B(rw, op.location)
    g = U.gather_dims(b, w, _as_index_vectors(b, idx), [0])
    rw.replace_op(op, U.cast_shape(b, g, U.result_type(op)))
    return True


def _indexed_dims_first(b, x, dims):
    """Index tensors on dims with a slice between them (``x[i, :, j]``): PyTorch puts the indices'
    broadcast dims first, then x's other dims in order. ``x`` transposed so the indexed dims lead,
    the indexed dims there, and the permutation (identity for adjacent dims: ``x`` as it is)."""
    if dims == list(range(dims[0], dims[0] + len(dims))):
        return x, dims, list(range(len(x.type.shape)))
    perm = dims + [i for i in range(len(x.type.shape)) if i not in dims]
    return U.transpose(b, x, perm), list(range(len(dims))), perm


def _check_int_indices(items, dims):
    for i in dims:
        dt = U.torch_dtype(items[i])
        if dt is None or not U.is_int(dt) or dt is A.I1:
            raise U.NotLowerable("a bool mask or a non-integer index")


@lowering("torch.aten.index.Tensor", "torch.aten.index.Tensor_hacked_twin", "torch.aten._unsafe_index.Tensor")
def index_tensor(op, operands, rw):
    """``x[..., i, j, ...]`` with index tensors (broadcast together). On adjacent dims the result's
    dims are x's before them, the indices' broadcast dims, then x's after them; on dims with a
    slice between them (``x[i, :, j]``) the indices' broadcast dims come first, then x's other
    dims in order (PyTorch's rule): x is transposed so the indexed dims lead."""
    x = U.tensor_operand(operands, 0)
    items = U.list_elements(op.arg("indices"))
    if items is None:
        return False
    dims = [i for i, v in enumerate(items) if not U.is_none(v)]
    if not dims:
        raise U.NotLowerable("no index tensor")
    _check_int_indices(items, dims)
    idxs = [U.tensor_of(rw, items[i]) for i in dims]
    b = U.B(rw, op.location)
    x, dims, _ = _indexed_dims_first(b, x, dims)
    xs = U.sizes(b, x)
    iv, _ = _broadcast_index_vectors(b, _wrapped(b, idxs, dims, xs))
    g = U.gather_dims(b, x, iv, dims)
    rw.replace_op(op, U.cast_shape(b, g, U.result_type(op)))
    return True


@lowering("torch.aten.gather")
def gather(op, operands, rw):
    """``out[i..] = x[i.. with dim d replaced by index[i..]]``: index vectors made of ``iota``s and
    the index, one element per vector."""
    x = U.tensor_operand(operands, 0)
    idx = U.converted(op, operands, "index")
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    if d is None or not U.ranked(getattr(idx, "type", None)) or r == 0:
        return False
    b = U.B(rw, op.location)
    rw.replace_op(op, U.cast_shape(b, _gather_elements(b, x, idx, d), U.result_type(op)))
    return True


def _gather_elements(b, x, idx, d):
    """``x`` gathered along ``d`` by ``idx`` (same rank, the other dims read at the same position)."""
    r = len(x.type.shape)
    isz = U.sizes(b, idx)
    idx = _index_elements(b, idx)
    it = idx.type.element_type
    if r == 1 and DYN in idx.type.shape:
        # a vector indexed by a run-time count: torch_index_select (an index_select along dim 0,
        # no index-vector dim to build)
        return b.op(H.TorchIndexSelectOp.build(operand=x, index=idx, result=U.RTT([DYN], x.type.element_type),
                                               dim=H.i64_attr(0), batch_dims=H.i64_attr(0)))
    parts = []
    for i in range(r):
        v = idx if i == d else U.iota(b, it, isz, i)
        parts.append(U.reshape(b, v, isz + [1]))
    iv = H.concatenate(b, parts, r)
    dn = H.gather_dimension_numbers(offset_dims=[], collapsed_slice_dims=list(range(r)),
                                    start_index_map=list(range(r)), index_vector_dim=r)
    return b.op(H.GatherOp.build(operand=x, start_indices=iv, result=U.RTT(list(idx.type.shape), x.type.element_type),
                                 dimension_numbers=dn, slice_sizes=H.i64_array([1] * r)))


@lowering("torch.aten.take_along_dim")
def take_along_dim(op, operands, rw):
    """``take_along_dim(x, idx, dim)`` (kept whole by the decomposition at run-time sizes): ``x`` and
    ``idx`` broadcast to each other on every dim but ``dim`` (a static 1 takes the other's size;
    two run-time sizes are one, as torch.export's 0/1 specialization assumes them past 1), then
    ``gather``'s element gather."""
    x = U.tensor_operand(operands, 0)
    idx = U.converted(op, operands, "indices")
    r = len(x.type.shape)
    if len(op.operands) < 3 or U.is_none(op.arg("dim")) or not U.ranked(getattr(idx, "type", None)) \
            or len(idx.type.shape) != r or r == 0:
        return False
    d = U.dim_arg(op, "dim", r)
    if d is None:
        return False
    b = U.B(rw, op.location)
    xs, isz = U.sizes(b, x), U.sizes(b, idx)
    common = [isz[k] if x.type.shape[k] == 1 else xs[k] for k in range(r)]
    xb = U.broadcast_in_dim(b, x, [xs[d] if k == d else common[k] for k in range(r)], list(range(r)))
    ib = U.broadcast_in_dim(b, idx, [isz[d] if k == d else common[k] for k in range(r)], list(range(r)))
    rw.replace_op(op, U.cast_shape(b, _gather_elements(b, xb, ib, d), U.result_type(op)))
    return True


# ---------------------------------------------------------------------------------------------
# Scatters
# ---------------------------------------------------------------------------------------------

#: reduction names of scatter's ``reduce`` argument -> the update computation
_COMBINE = {"assign": None, "add": H.AddOp, "sum": H.AddOp, "multiply": H.MulOp, "prod": H.MulOp,
            "amax": H.MaxOp, "amin": H.MinOp}


def scatter_values(b, x, iv, updates, dn, kind):
    """``stablehlo.scatter`` of ``updates`` into ``x`` at the index vectors ``iv``; ``kind`` is a
    key of ``_COMBINE`` (assign: the update replaces the element)."""
    op = b.insert(H.ScatterOp.build_scatter([x], iv, [updates], dn))
    blk = op.update_computation.blocks[0]
    ib = U.InBlock(blk)
    cur, upd = blk.args[0], blk.args[1]
    cls = _COMBINE[kind]
    if x.type.element_type is A.I1:  # bool sums saturate (or), products are and (i1 arithmetic wraps)
        cls = {H.AddOp: H.OrOp, H.MulOp: H.AndOp}.get(cls, cls)
    r = upd if cls is None else U.binary(ib, cls, cur, upd)
    blk.append(H.ReturnOp.build(results_=[r]))
    return op.results[0]


def _full_index_vectors(b, idx, d, r):
    """Index vectors ``[i0, .., idx[i], .., i(r-1)]`` for every position ``i`` of ``idx``."""
    isz = U.sizes(b, idx)
    idx = _index_elements(b, idx)
    it = idx.type.element_type
    parts = [U.reshape(b, idx if i == d else U.iota(b, it, isz, i), isz + [1]) for i in range(r)]
    return H.concatenate(b, parts, r)


def _scatter(src_name, kind_of):
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        idx = U.converted(op, operands, "index")
        if not U.ranked(getattr(idx, "type", None)):
            return False
        r = len(x.type.shape)
        d = U.dim_arg(op, "dim", r)
        if d is None or len(idx.type.shape) != r or r == 0:
            return False
        kind = kind_of(op)
        if kind not in _COMBINE and kind != "mean":
            raise U.NotLowerable(f"scatter reduction {kind!r}")
        et = x.type.element_type
        b = U.B(rw, op.location)
        out_et = et
        if (U.is_unsigned_value(op.arg("self")) or et is A.I1) and kind in ("amax", "amin"):
            # uint8 / bool: compared in i32 (zero-extended: StableHLO's max/min read signless
            # integers as signed), narrowed back (a bool max is an or, a min an and)
            x, et = U.convert(b, x, A.I32, unsigned=True), A.I32
        include_self = U.const_flag(op, "include_self", True)
        isz = U.sizes(b, idx)
        src = U.converted(op, operands, src_name)
        if U.ranked(getattr(src, "type", None)):
            upd = U.convert(b, U.convert(b, src, out_et), et, unsigned=out_et is not et)
            if list(src.type.shape) != list(idx.type.shape):
                if DYN in idx.type.shape or DYN in src.type.shape:
                    raise U.NotLowerable("a scatter source larger than a dynamic index")
                upd = H.slice(b, upd, [0] * r, list(idx.type.shape))
        else:
            upd = U.splat(b, U.convert(b, U.from_scalar(b, src, out_et), et, unsigned=out_et is not et), et, isz)
        iv = _full_index_vectors(b, idx, d, r)
        dn = H.scatter_dimension_numbers(update_window_dims=[], inserted_window_dims=list(range(r)),
                                         scatter_dims_to_operand_dims=list(range(r)), index_vector_dim=r)
        combine = "sum" if kind == "mean" else kind
        base = x
        if not include_self or kind == "mean":
            # which positions some index targets, and how many times
            ones = U.splat(b, 1, A.I64, isz)
            hits = scatter_values(b, U.splat_like(b, x, 0, A.I64), iv, ones, dn, "add")
            hit = U.compare(b, hits, U.splat_like(b, hits, 0), "GT")
        if not include_self:
            ident = {"sum": 0, "add": 0, "prod": 1, "multiply": 1, "amax": U.lowest(et), "amin": U.highest(et)}
            base = U.select(b, hit, U.splat_like(b, x, ident[combine]), x)
        res = scatter_values(b, base, iv, upd, dn, combine)
        if kind == "mean":
            cnt = U.convert(b, hits, et)
            if include_self:
                cnt = U.binary(b, H.AddOp, cnt, U.splat_like(b, cnt, 1))
            cnt = U.binary(b, H.MaxOp, cnt, U.splat_like(b, cnt, 1))
            # integers: floor division, as torch's CPU kernel
            q = U.binary(b, H.DivOp, res, cnt) if U.is_float(et) else U.floordiv(b, res, cnt)
            res = U.select(b, hit, q, x)
        res = U.convert(b, res, out_et)
        rw.replace_op(op, U.cast_shape(b, res, U.result_type(op)))
        return True
    return lower


def _reduce_kind(op):
    return U.const_str(op.arg("reduce"))


lowering("torch.aten.scatter.src")(_scatter("src", lambda op: "assign"))
lowering("torch.aten.scatter.value")(_scatter("value", lambda op: "assign"))
lowering("torch.aten.scatter.reduce")(_scatter("src", _reduce_kind))
lowering("torch.aten.scatter.value_reduce")(_scatter("value", _reduce_kind))
lowering("torch.aten.scatter_add")(_scatter("src", lambda op: "add"))
lowering("torch.aten.scatter_reduce.two")(_scatter("src", _reduce_kind))


@lowering("torch.aten.index_put", "torch.aten._index_put_impl", "torch.aten.index_put.hacked_twin",
          "torch.aten._unsafe_index_put")
def index_put(op, operands, rw):
    """``x[i, j] = v`` (``accumulate``: ``+=``): a scatter of ``v`` broadcast to the shape
    ``x[i, j]`` has. Index tensors with a slice between them scatter into x transposed so the
    indexed dims lead (the layout of ``x[i, :, j]``), transposed back after."""
    x = U.tensor_operand(operands, 0)
    items = U.list_elements(op.arg("indices"))
    acc = U.const_bool(op.arg("accumulate"))
    if items is None or acc is None:
        return False
    dims = [i for i, v in enumerate(items) if not U.is_none(v)]
    if not dims:
        raise U.NotLowerable("no index tensor")
    _check_int_indices(items, dims)
    vals = U.converted(op, operands, "values")
    if not U.ranked(getattr(vals, "type", None)):
        return False
    idxs = [U.tensor_of(rw, items[i]) for i in dims]
    b = U.B(rw, op.location)
    x, dims, perm = _indexed_dims_first(b, x, dims)
    xs = U.sizes(b, x)
    iv, bsizes = _broadcast_index_vectors(b, _wrapped(b, idxs, dims, xs))
    d0, k, nb = dims[0], len(dims), len(bsizes)
    usizes = xs[:d0] + bsizes + xs[d0 + k:]
    upd = U.broadcast_to(b, U.convert(b, vals, x.type.element_type), usizes)
    window = list(range(d0)) + [i - k + nb for i in range(d0 + k, len(xs))]
    dn = H.scatter_dimension_numbers(update_window_dims=window, inserted_window_dims=dims,
                                     scatter_dims_to_operand_dims=dims, index_vector_dim=nb)
    res = scatter_values(b, x, iv, upd, dn, "add" if acc else "assign")
    res = U.transpose(b, res, [perm.index(i) for i in range(len(perm))])
    rw.replace_op(op, U.cast_shape(b, res, U.result_type(op)))
    return True


def _broadcast_index_vectors(b, idxs):
    """The index tensors (all i32 or all i64) broadcast together and stacked on a new last dim;
    and their broadcast sizes."""
    rank = max(len(t.type.shape) for t in idxs)
    shape = []
    for j in range(rank):
        s = 1
        for t in idxs:
            jj = j - (rank - len(t.type.shape))
            if jj >= 0 and t.type.shape[jj] != 1:
                s = t.type.shape[jj]
                if s != DYN:
                    break
        shape.append(s)
    bsizes = U.broadcast_sizes(b, idxs, U.RTT(shape, idxs[0].type.element_type))
    vecs = [U.reshape(b, U.broadcast_to(b, t, bsizes), bsizes + [1]) for t in idxs]
    return (vecs[0] if len(vecs) == 1 else H.concatenate(b, vecs, rank)), bsizes


@lowering("torch.aten.slice_scatter")
def slice_scatter(op, operands, rw):
    """``x[start:end:step] = src`` along ``dim``: ``dynamic_update_slice`` for step 1, else a
    scatter at ``start + step * i``."""
    x = U.tensor_operand(operands, 0)
    src = U.tensor_operand(operands, 1)
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    step = U.const_int(op.arg("step")) if not U.is_none(op.arg("step")) else 1
    if d is None or step is None or step < 1:
        return False
    b = U.B(rw, op.location)
    xs = U.sizes(b, x)
    start = U.size_of(rw, b, op.arg("start"))
    end = U.size_of(rw, b, op.arg("end"))
    st, _ = U.slice_bounds(b, start, end, step, xs[d])
    src = U.convert(b, src, x.type.element_type)
    if step == 1:
        zero = U.scalar_const(b, 0, A.I64)
        starts = [zero] * r
        starts[d] = U.from_scalar(b, U.i64(b, st))
        res = b.op(H.DynamicUpdateSliceOp.build(operand=x, update=src, start_indices=starts))
    else:
        ssz = U.sizes(b, src)
        pos = U.iota(b, A.I64, ssz, d)
        off = U.broadcast_in_dim(b, U.from_scalar(b, U.i64(b, st)), ssz, [])
        pos = U.binary(b, H.AddOp, U.binary(b, H.MulOp, pos, U.splat_like(b, pos, step)), off)
        iv = _full_index_vectors(b, pos, d, r)
        dn = H.scatter_dimension_numbers(update_window_dims=[], inserted_window_dims=list(range(r)),
                                         scatter_dims_to_operand_dims=list(range(r)), index_vector_dim=r)
        res = scatter_values(b, x, iv, src, dn, "assign")
    rw.replace_op(op, U.cast_shape(b, res, U.result_type(op)))
    return True


@lowering("torch.aten.select_scatter")
def select_scatter(op, operands, rw):
    """``x.select(dim, i) = src``: ``dynamic_update_slice`` of ``src`` with the dim put back."""
    x = U.tensor_operand(operands, 0)
    src = U.tensor_operand(operands, 1)
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    if d is None:
        return False
    b = U.B(rw, op.location)
    xs = U.sizes(b, x)
    i = U.ix(b).wrap_negative(U.size_of(rw, b, op.arg("index")), xs[d])
    src = U.convert(b, src, x.type.element_type)
    ss = U.sizes(b, src)
    upd = U.reshape(b, src, ss[:d] + [1] + ss[d:])
    zero = U.scalar_const(b, 0, A.I64)
    starts = [zero] * r
    starts[d] = U.from_scalar(b, U.i64(b, i))
    res = b.op(H.DynamicUpdateSliceOp.build(operand=x, update=upd, start_indices=starts))
    rw.replace_op(op, U.cast_shape(b, res, U.result_type(op)))
    return True
