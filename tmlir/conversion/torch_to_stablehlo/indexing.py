"""Indexing: ``index_select``, ``embedding``, ``index.Tensor`` (index tensors on adjacent dims) and
``gather`` as ``stablehlo.gather`` (``dynamic_gather`` when the slice sizes are dynamic).
Negative indices of ``index.Tensor`` count from the end, as in PyTorch."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC


def gather_dims(b, x, idx, dims):
    """``x`` indexed on the adjacent dims ``dims`` (``d0..d0+k-1``) by ``idx`` (integer tensor of
    shape ``[..., k]``, index vectors on the last dim): the result has ``x``'s dims before ``d0``,
    then ``idx``'s batch dims, then ``x``'s dims after the indexed ones."""
    xs = U.sizes(b, x)
    r = len(xs)
    d0, k = dims[0], len(dims)
    nb = len(idx.type.shape) - 1
    offset = [i for i in range(d0)] + [i - k + nb for i in range(d0 + k, r)]
    slice_sizes = [1 if i in dims else s for i, s in enumerate(xs)]
    dn = H.gather_dimension_numbers(offset_dims=offset, collapsed_slice_dims=list(dims), start_index_map=list(dims),
                                    index_vector_dim=nb)
    ishape = list(idx.type.shape[:nb])
    out_shape = list(x.type.shape[:d0]) + ishape + list(x.type.shape[d0 + k:])
    t = U.RTT(out_shape, x.type.element_type)
    gshape = out_shape
    if all(isinstance(s, int) for s in slice_sizes):
        g = b.op(H.GatherOp.build(operand=x, start_indices=idx, result=U.RTT(gshape, x.type.element_type),
                                  dimension_numbers=dn, slice_sizes=H.i64_array(slice_sizes)))
    else:
        g = b.op(H.DynamicGatherOp.build(operand=x, start_indices=idx, slice_sizes=U.shape_tensor(b, slice_sizes),
                                         result=U.RTT(gshape, x.type.element_type), dimension_numbers=dn))
    return g if g.type == t else U.cast_shape(b, g, t)


def _as_index_vectors(b, idx):
    """An integer index tensor with a trailing index-vector dim of 1, in i64."""
    if idx.type.element_type is not A.I64:
        idx = U.convert(b, idx, A.I64)
    return U.reshape(b, idx, U.sizes(b, idx) + [1])


def _wrap(b, idx, size):
    """``idx + size`` where ``idx < 0``."""
    zero = U.splat_like(b, idx, 0)
    neg = U.compare(b, idx, zero, "LT")
    if isinstance(size, int):
        n = U.splat_like(b, idx, size)
    else:
        n = U.broadcast_in_dim(b, U.from_scalar(b, U.i64(b, size)), U.sizes(b, idx), [])
    return U.select(b, neg, U.binary(b, H.AddOp, idx, n), idx)


@lowering("torch.aten.index_select")
def index_select(op, operands, rw):
    x = U.tensor_operand(operands, 0)
    idx = U.converted(op, operands, "index")
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    if d is None or not U.ranked(getattr(idx, "type", None)):
        return False
    b = U.B(rw, op.location)
    if not idx.type.shape:
        idx = U.reshape(b, idx, [1])
    g = gather_dims(b, x, _as_index_vectors(b, idx), [d])
    rw.replace_op(op, U.cast_shape(b, g, U.result_type(op)))
    return True


@lowering("torch.aten.embedding")
def embedding(op, operands, rw):
    w = U.converted(op, operands, "weight")
    idx = U.converted(op, operands, "indices")
    if not U.ranked(getattr(w, "type", None)) or not U.ranked(getattr(idx, "type", None)):
        return False
    b = U.B(rw, op.location)
    g = gather_dims(b, w, _as_index_vectors(b, idx), [0])
    rw.replace_op(op, U.cast_shape(b, g, U.result_type(op)))
    return True


@lowering("torch.aten.index.Tensor", "torch.aten.index.Tensor_hacked_twin", "torch.aten._unsafe_index.Tensor")
def index_tensor(op, operands, rw):
    """``x[..., i, j, ...]`` with index tensors on adjacent dims (broadcast together); the
    result's dims are x's before them, the indices' broadcast dims, then x's after them."""
    x = U.tensor_operand(operands, 0)
    items = U.list_elements(op.arg("indices"))
    if items is None:
        return False
    dims = [i for i, v in enumerate(items) if not U.is_none(v)]
    if not dims or dims != list(range(dims[0], dims[0] + len(dims))):
        raise U.NotLowerable("index tensors on non-adjacent dims")
    for i in dims:
        dt = U.torch_dtype(items[i])
        if dt is None or not U.is_int(dt) or dt is A.I1:
            raise U.NotLowerable("a bool mask or a non-integer index")
    idxs = [U.tensor_of(rw, items[i]) for i in dims]
    b = U.B(rw, op.location)
    xs = U.sizes(b, x)
    idxs = [_wrap(b, U.convert(b, t, A.I64), xs[d]) for t, d in zip(idxs, dims)]
    rank = max(len(t.type.shape) for t in idxs)
    bshape = [DYN] * rank
    for t in idxs:
        for j, s in enumerate(t.type.shape):
            jj = rank - len(t.type.shape) + j
            if s != DYN and s != 1:
                bshape[jj] = s
    bt = U.RTT([1 if s == DYN and all(
        (len(t.type.shape) - rank + j) < 0 or t.type.shape[len(t.type.shape) - rank + j] == 1 for t in idxs)
        else s for j, s in enumerate(bshape)], A.I64)
    bsizes = U.broadcast_sizes(b, idxs, bt)
    vecs = [U.reshape(b, U.broadcast_to(b, t, bsizes), bsizes + [1]) for t in idxs]
    iv = vecs[0] if len(vecs) == 1 else H.concatenate(b, vecs, rank)
    g = gather_dims(b, x, iv, dims)
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
    isz = U.sizes(b, idx)
    idx = U.convert(b, idx, A.I64)
    parts = []
    for i in range(r):
        v = idx if i == d else U.iota(b, A.I64, isz, i)
        parts.append(U.reshape(b, v, isz + [1]))
    iv = H.concatenate(b, parts, r)
    dn = H.gather_dimension_numbers(offset_dims=[], collapsed_slice_dims=list(range(r)),
                                    start_index_map=list(range(r)), index_vector_dim=r)
    out = U.result_type(op)
    g = b.op(H.GatherOp.build(operand=x, start_indices=iv, result=U.RTT(list(idx.type.shape), x.type.element_type),
                              dimension_numbers=dn, slice_sizes=H.i64_array([1] * r)))
    rw.replace_op(op, U.cast_shape(b, g, out))
    return True
