"""Indexing: embedding, take, take_along_dim, index_fill, diag — to ``index_select``/``gather``
and masks; argwhere, nonzero_numpy, masked_select, unique_consecutive and boolean-mask indexing
through ``nonzero`` (results whose size is known only at run time)."""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T

from .registry import decomposition
from .builder import NotApplicable, NotSupported, norm_dim, broadcast_sizes, to_torch_dtype, U


def _gather(b, x, d, idx):
    return b.op("torch.aten.gather", [x, d, idx, False], b.vt(b.sizes(idx), b.dtype(x)))


def _index_select(b, x, d, idx):
    s = b.sizes(x)
    if s is not None:
        s = list(s)
        s[d] = b.sizes(idx)[0] if b.sizes(idx) else -1
    return b.op("torch.aten.index_select", [x, d, idx], b.vt(s, b.dtype(x)))


@decomposition("torch.aten.embedding")
def embedding(b, op):
    """``index_select(weight, 0, indices.flatten())`` reshaped to ``indices.shape + [dim]``."""
    w, idx, _pad, _scale, sparse = op.operands
    if b.const_bool(sparse) or b.rank(w) != 2:
        raise NotApplicable("sparse or not a matrix")
    r = b.rank(idx)
    if r == 1:
        return [_index_select(b, w, 0, idx)]
    flat = b.reshape(idx, [-1])
    rows = _index_select(b, w, 0, flat)
    return [b.reshape(rows, b.shape_of(idx) + [b.size(w, 1)])]


@decomposition("torch.aten.embedding_bag.padding_idx", "torch.aten._embedding_bag")
def embedding_bag(b, op):
    """Bags of 1-d ``indices`` starting at ``offsets`` (the last offset ends the last bag with
    ``include_last_offset``): a mask ``[bags, indices]`` of each index's bag (its bag is the
    number of offsets at or below its position, less one), without the ``padding_idx`` entries,
    times ``per_sample_weights``, applied to the gathered rows: a matmul for sum, divided by the
    bag's count for mean (0 for an empty bag), a masked amax for max (0 for an empty bag).
    16-bit weights are summed in f32 and rounded once. Only the bags result: the op is left alone
    when its offset2bag / bag_size / max_indices results have uses (static bag and index counts)."""
    if any(r.has_uses() for r in op.results[1:]):
        raise NotApplicable("the offset2bag / bag_size / max_indices results are used")
    if any(r.type.sizes is None or r.type.dtype is None for r in op.results[1:]):
        raise NotApplicable("unknown types of the unused results")
    a = op.args_by_name()
    w, idx, offsets, psw = a["weight"], a["indices"], a["offsets"], a["per_sample_weights"]
    if b.const_bool(a["sparse"]) or b.rank(w) != 2 or b.rank(idx) != 1 or b.rank(offsets) != 1:
        raise NotApplicable("a dense 2-d weight, 1-d indices and offsets")
    mode = b.const_int(a["mode"])
    pad = b.opt_int(a["padding_idx"])
    n_idx, n_off = b.size(idx, 0), b.size(offsets, 0)   # ints, or run-time sizes
    dt = b.float_tensor(w) and b.dtype(w)
    ct = T.F32 if dt in (T.F16, T.BF16) else dt
    last = b.const_bool(a["include_last_offset"])
    starts = b.slice(offsets, 0, 0, b.isub(n_off, 1)) if last and n_off != 0 else offsets
    n_bags = b.isub(n_off, 1) if last else n_off
    pos = b.arange(n_idx)
    bag = b.sub(b.sum(b.compare("le", b.unsqueeze(starts, 0), b.unsqueeze(pos, 1)), [1], False, dtype=T.SI64), 1)
    if last:  # indices at or past the last offset belong to no bag
        end = b.select(offsets, 0, b.isub(n_off, 1))   # 0-d: broadcasts whatever the sizes
        bag = b.where(b.compare("lt", pos, end), bag, -1)
    mask = b.compare("eq", b.unsqueeze(b.arange(n_bags), 1), b.unsqueeze(bag, 0))  # [bags, indices]
    if pad is not None and pad < 0 and op.name.endswith("padding_idx"):  # wrapped, as the kernel does
        n_w = b.size(w, 0)
        if not isinstance(n_w, int):
            raise NotApplicable("a negative padding_idx with a dynamic weight count")
        pad += n_w
    if pad is not None and pad >= 0:  # _embedding_bag: -1 is no padding index
        mask = b.logical("and", mask, b.unsqueeze(b.compare("ne", idx, pad), 0))
    rows = b.to_dtype(_index_select(b, w, 0, idx), ct)  # [indices, dim]
    if mode == 2:
        if not b.is_none(psw):
            raise NotApplicable("per_sample_weights with max mode (PyTorch rejects it)")
        picked = b.where(b.unsqueeze(mask, 2), b.unsqueeze(rows, 0), -math.inf)
        out = b.amax(picked, [1], False)
        out = b.where(b.unsqueeze(b.op("torch.aten.any.dim", [mask, 1, False], b.vt([n_bags if isinstance(n_bags, int) else U], T.I1)), 1),
                      out, 0.0)
    elif mode in (0, 1):
        m = b.to_dtype(mask, ct)
        if not b.is_none(psw):
            m = b.mul(m, b.unsqueeze(b.to_dtype(psw, ct), 0))
        out = b.matmul(m, rows)
        if mode == 1:
            cnt = b.sum(b.to_dtype(mask, ct), [1], True)
            out = b.where(b.compare("gt", cnt, 0.0), b.div(out, b.clamp(cnt, 1.0, None)), 0.0)
    else:
        raise NotApplicable(f"mode {mode}")
    out = b.to_dtype(out, dt) if ct != dt else out
    # the other results are unused: zeros of their type (a run-time size as 0, cast to it)
    return [out] + [b.full([max(v, 0) for v in r.type.sizes], 0, r.type.dtype) for r in op.results[1:]]


def _wrap_negative(b, idx, n):
    """``where(idx < 0, idx + n, idx)``."""
    return b.where(b.compare("lt", idx, 0), b.add(idx, n), idx)


@decomposition("torch.aten.take")
def take(b, op):
    """``gather`` on the flattened tensor (negative indices wrap)."""
    x, idx = op.operands
    r = b.rank(x)
    flat = b.reshape(x, [-1])
    n = b.numel_value(x, range(r))
    i = b.reshape(_wrap_negative(b, idx, n), [-1])
    return [b.reshape(_gather(b, flat, 0, i), b.shape_of(idx))]


@decomposition("torch.aten.take_along_dim")
def take_along_dim(b, op):
    """dim none: ``take``; else ``gather`` of both broadcast except along ``dim`` (static sizes)."""
    x, idx, dim = op.operands
    d = b.opt_int(dim)
    if d is None:
        return [_gather(b, b.reshape(x, [-1]), 0, b.reshape(idx, [-1]))]
    r = b.rank(x)
    if b.rank(idx) != r:
        raise NotApplicable("ranks differ")
    d = norm_dim(d, r)
    sx, si = list(b.sizes(x)), list(b.sizes(idx))
    if any(v < 0 for v in sx + si):
        raise NotApplicable("dynamic sizes")
    bx, bi = list(sx), list(si)
    for k in range(r):
        if k != d:
            bx[k] = bi[k] = broadcast_sizes([sx[k]], [si[k]])[0]
    xe = x if bx == sx else b.expand(x, bx)
    ie = idx if bi == si else b.expand(idx, bi)
    return [_gather(b, xe, d, ie)]


@decomposition("torch.aten.index_fill.int_Scalar", "torch.aten.index_fill.int_Tensor")
def index_fill(b, op):
    """``where(mask, value, x)``, ``mask[i]`` = ``i`` is among the indices, along ``dim``."""
    x, dim, index, value = op.operands
    r = b.rank(x)
    dt = b.known_dtype(x)
    d = norm_dim(b.const_int(dim), r) if r else 0
    n = b.size(x, d) if r else 1
    idx = b.reshape(index, [-1])
    idx = _wrap_negative(b, idx, n)
    hits = b.compare("eq", b.unsqueeze(b.arange(n), 1), idx)          # [n, k]
    mask = b.compare("gt", b.sum(hits, [1], False), 0)                  # [n]
    if r:
        mask = b.reshape(mask, [1] * d + [-1] + [1] * (r - d - 1))
    else:
        mask = b.reshape(mask, [])
    if b._is_tensor(value):
        if b.rank(value) != 0:
            raise NotApplicable("value must be 0-d")
        v = b.to_dtype(value, dt)
    else:
        v = b.scalar_tensor(value, dt)
    return [b.where(mask, v, x)]


@decomposition("torch.aten.diag")
def diag(b, op):
    """1-d: a matrix with ``x`` on diagonal ``k`` (masks); 2-d: ``diagonal(x, k)``. Sizes may be
    run-time values."""
    x, diagonal = op.operands
    k = b.const_int(diagonal)
    s = b.sizes(x)
    if s is None:
        raise NotApplicable("unknown rank")
    dt = b.known_dtype(x)
    if len(s) == 1:
        n = b.iadd(b.size(x, 0), abs(k))
        xp = b.op("torch.aten.constant_pad_nd", [x, [0, abs(k)], 0], b.vt([n if isinstance(n, int) else U], dt))
        rows = b.unsqueeze(b.arange(n), 1)
        cols = b.arange(n)
        mask = b.compare("eq", b.sub(cols, rows), k)
        xb = b.unsqueeze(xp, 1) if k >= 0 else b.unsqueeze(xp, 0)
        return [b.where(mask, xb, b.scalar_tensor(0, dt))]
    if len(s) != 2:
        raise NotApplicable("rank")
    rows_n, cols_n = s
    length = U if rows_n < 0 or cols_n < 0 else max(0, min(rows_n, cols_n - k) if k >= 0 else min(rows_n + k, cols_n))
    return [b.op("torch.aten.diagonal", [x, k, 0, 1], b.vt([length], dt))]


def _nonzero(b, x):
    """``nonzero(x)``: ``[count, rank]`` int64 coordinates."""
    return b.op("torch.aten.nonzero", [x], b.vt([T.UNKNOWN_SIZE, b.rank(x)], T.SI64))


@decomposition("torch.aten.argwhere")
def argwhere(b, op):
    """``nonzero``."""
    return [_nonzero(b, op.arg("self"))]


@decomposition("torch.aten.nonzero_numpy")
def nonzero_numpy(b, op):
    """The columns of ``nonzero`` as a list (one index tensor per dim; a 0-d input counts as 1-d,
    as PyTorch's ``nonzero(as_tuple=True)`` returns one tensor for it)."""
    x = op.arg("self")
    if b.rank(x) == 0:
        x = b.reshape(x, [1])
    nz = _nonzero(b, x)
    return [b.tensor_list([b.select(nz, 1, j) for j in range(b.rank(x))])]


@decomposition("torch.aten.nonzero_static")
def nonzero_static(b, op):
    """The first ``size`` rows of ``nonzero`` padded below with ``size`` rows of ``fill_value``."""
    x = op.arg("self")
    size, fill = b.const_int(op.arg("size")), b.const_int(op.arg("fill_value"))
    r = b.rank(x)
    if r == 0 or size == 0:
        return [b.cast(b.full([size, r], fill, T.SI64), op.results[0].type)]   # no elements
    nz = _nonzero(b, x)
    padded = b.op("torch.aten.constant_pad_nd", [nz, [0, 0, 0, size], fill], b.vt([T.UNKNOWN_SIZE, r], T.SI64))
    head = b.slice(padded, 0, 0, size)
    return [b.cast(head, op.results[0].type)]


@decomposition("torch.aten.masked_select")
def masked_select(b, op):
    """Both broadcast to one shape and flattened; the elements at ``nonzero(mask)``."""
    x, mask = op.arg("self"), op.arg("mask")
    shape = broadcast_sizes(b.sizes(x), b.sizes(mask))
    if shape is None:
        raise NotApplicable("unknown rank")
    if any(v < 0 for v in shape):   # run-time sizes: each dim's broadcast, guarded
        shape = b.broadcast_shape([x, mask], "masked_select")
        x, mask = b.expand(x, shape), b.expand(mask, shape)
    elif list(b.sizes(x)) != shape or list(b.sizes(mask)) != shape:
        x, mask = b.expand(x, shape), b.expand(mask, shape)
    flat_mask = b.reshape(mask, [-1])
    idx = b.select(_nonzero(b, flat_mask), 1, 0)
    return [_index_select(b, b.reshape(x, [-1]), 0, idx)]


@decomposition("torch.aten.masked_scatter")
def masked_scatter(b, op):
    """``self`` with the elements where ``mask`` (broadcast to ``self``) is true taken in order from
    ``source``: position ``i`` reads ``source.flatten()[cumsum(mask)[i] - 1]`` (clamped in range
    where the mask is false). A mask that is not boolean is an error, as in PyTorch's kernel (its
    meta function, which export runs, takes uint8 too)."""
    x, mask, source = op.arg("self"), op.arg("mask"), op.arg("source")
    if b.dtype(mask) is not None and b.dtype(mask) != T.I1:
        raise NotSupported(f"masked_scatter: its mask {mask.type} is not boolean; PyTorch's masked_scatter "
                           f"only supports boolean masks, but got mask with dtype {to_torch_dtype(b.dtype(mask))}")
    shape = b.sizes(x)
    if shape is None or b.sizes(mask) is None or b.sizes(source) is None:
        raise NotApplicable("unknown rank")
    if any(v == 0 for v in b.sizes(source)):
        return [x]
    if any(v < 0 for v in shape) and list(b.sizes(mask)) != list(shape):
        mask = b.expand(mask, b.shape_of(x))   # the mask broadcasts to self (expand checks at run time)
    m = b.reshape(b.expand(mask, list(shape)) if list(b.sizes(mask)) != list(shape) else mask, [-1])
    mi = b.to_dtype(m, T.SI64)
    pos = b.op("torch.aten.cumsum", [mi, 0, None], b.vt(b.sizes(mi), T.SI64))
    pos = b.clamp(b.sub(pos, 1), 0, None)
    taken = _index_select(b, b.reshape(source, [-1]), 0, pos)
    return [b.reshape(b.where(m, taken, b.reshape(x, [-1])), b.shape_of(x))]


_MASK_DTYPES = (T.I1, T.UI8)


def _mask_indices(b, op, elems, name):
    """Op ``name`` (the unchecked form of ``op``: the indices ``nonzero`` gives are in range) with
    each boolean (or uint8) mask of rank k among the indices replaced by k integer index tensors,
    the columns of ``nonzero(mask)`` (as PyTorch expands it)."""
    out = []
    for v in elems:
        if b.is_none(v) or b.dtype(v) not in _MASK_DTYPES:
            out.append(v)
            continue
        nz = _nonzero(b, v)
        out.extend(b.select(nz, 1, j) for j in range(b.rank(v)))
    new = b.list(out, T.OptionalType(T.ValueTensorType()))
    return [b.op(name, [op.operands[0], new] + list(op.operands[2:]), op.results[0].type)]


@decomposition("torch.aten.index_put")
def index_put_with_mask(b, op):
    """Mask indices become the integer indices of their ``nonzero`` (integer indices are lowered
    as they are)."""
    elems = b.list_elements(op.arg("indices"))
    if not any(not b.is_none(v) and b.dtype(v) in _MASK_DTYPES for v in elems):
        raise NotApplicable("no mask index")
    return _mask_indices(b, op, elems, "torch.aten._unsafe_index_put")


@decomposition("torch.aten.index.Tensor", "torch.aten._unsafe_index.Tensor", "torch.aten.index.Tensor_hacked_twin")
def index_tensor(b, op):
    """Mask indices become the integer indices of their ``nonzero``; then one integer index tensor
    at dim ``d`` (the others none): ``index_select`` of the flattened (wrapped) indices, reshaped
    to ``shape[:d] + index.shape + shape[d + 1:]``."""
    x, indices = op.operands
    elems = b.list_elements(indices)
    if any(not b.is_none(v) and b.dtype(v) in _MASK_DTYPES for v in elems):
        return _mask_indices(b, op, elems, "torch.aten._unsafe_index.Tensor")
    tens = [(k, v) for k, v in enumerate(elems) if not b.is_none(v)]
    if len(tens) != 1:
        raise NotApplicable("advanced indexing with several index tensors")
    d, idx = tens[0]
    dt = b.known_dtype(idx)
    if dt not in (T.SI64, T.SI32):
        raise NotApplicable("mask indexing")
    r = b.rank(x)
    if d >= r:
        raise NotApplicable("too many indices")
    n = b.size(x, d)
    flat = b.reshape(_wrap_negative(b, idx, n), [-1])
    shape = b.shape_of(x)
    sel = _index_select(b, x, d, flat)
    return [b.reshape(sel, shape[:d] + b.shape_of(idx) + shape[d + 1:])]


def _clamped_indices(b, x, indices):
    """The ``Tensor?[]`` list ``indices`` with each index tensor clamped into the range of its dim
    of ``x``, so the positions a mask discards still read in bounds."""
    elems = b.list_elements(indices)
    out = []
    for d, v in enumerate(elems):
        n = b.size(x, d) if not b.is_none(v) and d < b.rank(x) else None
        if isinstance(n, int):
            v = b.clamp(v, -n, n - 1) if n > 0 else v
        elif n is not None:
            v = b.clamp(v, b.op("torch.aten.neg.int", [n], T.INT), b.op("torch.aten.sub.int", [n, 1], T.INT))
        out.append(v)
    return b.list(out, T.OptionalType(T.ValueTensorType()))


@decomposition("torch.aten._unsafe_masked_index")
def unsafe_masked_index(b, op):
    """``where(mask, x[indices], fill)`` (what export writes for padding and interpolation)."""
    x, mask, indices, fill = op.operands
    got = b.op("torch.aten._unsafe_index.Tensor", [x, _clamped_indices(b, x, indices)],
               b.vt(op.results[0].type.sizes, b.dtype(x)))
    return [b.where(mask, got, fill)]


@decomposition("torch.aten._unsafe_masked_index_put_accumulate")
def unsafe_masked_index_put_accumulate(b, op):
    """``x[indices] += where(mask, values, 0)`` (what export writes for embedding_dense_backward)."""
    x, mask, indices, values = op.operands
    dt = b.known_dtype(values)
    masked = b.where(mask, values, b.scalar_tensor(0, dt))
    return [b.op("torch.aten._unsafe_index_put", [x, _clamped_indices(b, x, indices), masked, True], x.type)]


@decomposition("torch.aten.index_reduce")
def index_reduce(b, op):
    """``scatter_reduce`` (prod/mean/amax/amin, include_self as given) with the 1-d ``index``
    viewed along ``dim`` and expanded to ``source``'s shape: element i of ``source`` along ``dim``
    reduces into row ``index[i]`` of ``self``."""
    x, index, src = op.arg("self"), op.arg("index"), op.arg("source")
    reduce = b.const_str(op.arg("reduce"))
    if reduce not in ("prod", "mean", "amax", "amin"):
        raise NotApplicable("reduce")
    r = b.rank(src)
    if r == 0:  # a 0-d self and source: as 1-element vectors
        x1, i1, s1 = b.reshape(x, [1]), b.reshape(index, [1]), b.reshape(src, [1])
        out = b.op("torch.aten.scatter_reduce.two", [x1, 0, i1, s1, b.str(reduce), op.arg("include_self")],
                   b.vt([1], b.dtype(x)))
        return [b.reshape(out, [])]
    d = norm_dim(b.const_int(op.arg("dim")), r)
    idx = b.expand(b.reshape(index, [-1 if i == d else 1 for i in range(r)]), b.shape_of(src))
    return [b.op("torch.aten.scatter_reduce.two", [x, d, idx, src, b.str(reduce), op.arg("include_self")],
                 b.vt(b.sizes(x), b.dtype(x)))]


def _static_sizes(b, x):
    s = b.sizes(x)
    if s is None or any(v < 0 for v in s):
        raise NotApplicable("dynamic sizes")
    return list(s)


@decomposition("torch.aten.diagflat")
def diagflat(b, op):
    """``diag`` of the flattened input: a matrix with it on diagonal ``offset``."""
    x, offset = op.arg("self"), op.arg("offset")
    if b.sizes(x) is None:
        raise NotApplicable("unknown rank")
    flat = b.reshape(x, [-1])
    n = b.sizes(flat)[0]
    side = n + abs(b.const_int(offset)) if n >= 0 else U
    return [b.op("torch.aten.diag", [flat, offset], b.vt([side] * 2, b.known_dtype(x)))]


@decomposition("torch.aten.diagonal_scatter")
def diagonal_scatter(b, op):
    """``src`` written on the diagonal ``offset`` of dims ``dim1``/``dim2``: with those dims
    last, ``where(col - row == offset, src spread along the other dim, self)``; ``src`` is padded
    to the full row (offset >= 0) or column count (offset < 0) so every diagonal position reads
    its element ``min(row, col)``. With run-time sizes: ``index_put`` of ``src`` (its diagonal dim
    first) at rows ``arange(len) + max(-offset, 0)``, columns ``arange(len) + max(offset, 0)`` of
    ``self`` with ``dim1``, ``dim2`` first."""
    x, src = op.arg("self"), op.arg("src")
    k = b.const_int(op.arg("offset"))
    s = b.sizes(x)
    if s is None or b.sizes(src) is None:
        raise NotApplicable("unknown rank")
    r = len(s)
    if r < 2:
        raise NotApplicable("needs 2 dims")
    d1, d2 = norm_dim(b.const_int(op.arg("dim1")), r), norm_dim(b.const_int(op.arg("dim2")), r)
    if d1 == d2:
        raise NotApplicable("dim1 == dim2")
    dt = b.known_dtype(x)
    rest = [d for d in range(r) if d not in (d1, d2)]
    if any(v < 0 for v in list(s) + list(b.sizes(src))):
        perm = [d1, d2] + rest
        xp = b.permute(x, perm)
        sp = b.permute(b.to_dtype(src, dt), [r - 2] + list(range(r - 2)))
        i = b.arange(b.size(src, r - 2))
        idx = [b.add(i, max(-k, 0)) if k < 0 else i, b.add(i, k) if k > 0 else i]
        out = b.op("torch.aten.index_put", [xp, b.list(idx, T.OptionalType(T.ValueTensorType())), sp, False], xp.type)
        return [b.permute(out, [perm.index(d) for d in range(r)])]
    perm = rest + [d1, d2]
    xp = b.permute(x, perm)
    rows, cols = s[d1], s[d2]
    length = _static_sizes(b, src)[-1]
    full = rows if k >= 0 else cols
    srcp = b.to_dtype(src, dt)
    if full > length:
        srcp = b.op("torch.aten.constant_pad_nd", [srcp, [0, full - length], 0],
                    b.vt([s[d] for d in rest] + [full], dt))
    spread = b.unsqueeze(srcp, len(rest) + 1) if k >= 0 else b.unsqueeze(srcp, len(rest))
    mask = b.compare("eq", b.sub(b.arange(cols), b.unsqueeze(b.arange(rows), 1)), k)
    out = b.where(mask, spread, xp)
    inv = [perm.index(d) for d in range(r)]
    return [b.permute(out, inv)]


@decomposition("torch.aten.put")
def put(b, op):
    """``index_put`` (``accumulate`` as given) into the flattened tensor at the flattened
    indices (negative ones wrap), reshaped back."""
    x, idx, src = op.arg("self"), op.arg("index"), op.arg("source")
    if b.sizes(x) is None:
        raise NotApplicable("unknown rank")
    flat = b.reshape(x, [-1])
    i = b.reshape(_wrap_negative(b, idx, b.numel_value(x, range(b.rank(x)))), [-1])
    vals = b.reshape(b.to_dtype(src, b.known_dtype(x)), [-1])
    out = b.op("torch.aten.index_put", [flat, b.list([i], T.OptionalType(T.ValueTensorType())), vals,
                                        op.arg("accumulate")], flat.type)
    return [b.reshape(out, b.shape_of(x))]


@decomposition("torch.aten.combinations")
def combinations(b, op):
    """The ``r``-combinations of a 1-d tensor (with or without replacement), in
    ``itertools`` order: ``index_select`` of the static index table, one column per position."""
    import itertools
    x = op.arg("self")
    r = b.const_int(op.arg("r"))
    s = _static_sizes(b, x)
    if len(s) != 1 or r < 0:
        raise NotApplicable("combinations of a 1-d tensor")
    dt = b.known_dtype(x)
    if r == 0:
        return [b.full([0], 0, dt)]
    gen = itertools.combinations_with_replacement if b.const_bool(op.arg("with_replacement")) \
        else itertools.combinations
    table = list(gen(range(s[0]), r))
    if not table:
        return [b.full([0, r], 0, dt)]
    cols = [_index_select(b, x, 0, b.literal([t[c] for t in table], T.SI64)) for c in range(r)]
    return [b.stack(cols, 1)]


def _true_positions(b, mask):
    """The positions of the true elements of the 1-d bool tensor ``mask`` (ascending, a size
    known at run time), the running count of trues (si64, ``mask``'s size) and
    ``arange(count)``."""
    pos = b.select(_nonzero(b, mask), 1, 0)
    running = b.op("torch.aten.cumsum", [b.to_dtype(mask, T.SI64), 0, None], b.vt([b.sizes(mask)[0]], T.SI64))
    return pos, running, b.arange(b.size(pos, 0))


def _flat(b, x):
    return b.reshape(x, [b.numel_value(x, range(b.rank(x)))])


def _runs(b, rows, rows_n, dims):
    """The runs of equal rows of ``rows`` (``[rows_n]`` elements, or ``[rows_n, rest]`` slices when
    ``dims`` is not None; ``rows_n >= 1``): the start of each run, the run of each row (the running
    count of run starts, minus 1) and ``arange(run count)``."""
    if isinstance(rows_n, int) and rows_n == 1:
        change = b.full([1], True, T.I1)
    else:
        last = rows_n - 1 if isinstance(rows_n, int) else b.isub(rows_n, 1)
        ne = b.compare("ne", b.slice(rows, 0, 1, rows_n), b.slice(rows, 0, 0, last))
        if dims is not None:
            ne = b.op("torch.aten.any.dim", [ne, 1, False], b.vt([b.sizes(ne)[0]], T.I1))
        change = b.cat([b.full([1], True, T.I1), ne], 0)
        if not isinstance(rows_n, int):
            change = b.slice(change, 0, 0, rows_n)   # no run in an empty input
    starts, running, j = _true_positions(b, change)
    return starts, b.sub(running, 1), j


def _run_counts(b, inverse, j):
    """How many entries of ``inverse`` equal each of ``j`` (the run lengths)."""
    hit = b.compare("eq", b.unsqueeze(inverse, 0), b.unsqueeze(j, 1))
    return b.sum(b.to_dtype(hit, T.SI64), [1])


def _static_shape_of(b, x):
    sizes = b.sizes(x)
    if sizes is None or any(s < 0 for s in sizes):
        raise NotApplicable("dynamic shape")
    return sizes


@decomposition("torch.aten.unique_consecutive")
def unique_consecutive(b, op):
    """The first element (``dim`` None: of the flattened input) or slice along ``dim`` of each run
    of equal ones; the inverse maps each element / slice to its run (the running count of run
    starts, minus 1), the counts are the run lengths (how many inverse entries equal each run)."""
    x, ret_inv, ret_counts, dim = op.operands
    dims = b.opt_int(dim)
    sizes = _static_shape_of(b, x)
    want_inv, want_counts = b.const_bool(ret_inv), b.const_bool(ret_counts)
    empty = b.full([0], 0, T.SI64)
    if dims is None:
        rows = _flat(b, x)
        rows_n = b.sizes(rows)[0]
    else:
        d = norm_dim(dims, len(sizes))
        rows_n, rest = sizes[d], 1
        for i, s in enumerate(sizes):
            rest *= s if i != d else 1
        rows = b.reshape(b.transpose(x, 0, d) if d else x, [rows_n, rest])
    if rows_n == 0:
        return [x, b.full([0] if dims is not None else sizes, 0, T.SI64) if want_inv else empty, empty]
    starts, inverse, j = _runs(b, rows, rows_n, dims)
    values = _index_select(b, rows, 0, starts) if dims is None else _index_select(b, x, d, starts)
    counts = _run_counts(b, inverse, j) if want_counts else empty
    if want_inv:
        inverse = b.reshape(inverse, sizes) if dims is None else inverse
    else:
        inverse = empty
    return [values, inverse, counts]


@decomposition("torch.aten._unique2")
def unique2(b, op):
    """``torch.unique`` of the flattened input: sorted (PyTorch's CPU kernel sorts whatever
    ``sorted`` says), then the runs of equal values as ``unique_consecutive``; each element's
    inverse is its sorted position's run, scattered back through the sort permutation. NaNs
    compare unequal, so each is its own value, as in PyTorch."""
    x, _sorted, ret_inv, ret_counts = op.operands
    if b.sizes(x) is None:
        raise NotApplicable("unranked input")
    sizes = b.shape_of(x)
    want_inv, want_counts = b.const_bool(ret_inv), b.const_bool(ret_counts)
    empty = b.full([0], 0, T.SI64)
    flat = _flat(b, x)
    n = b.size(flat, 0)
    if isinstance(n, int) and n == 0:
        return [flat, b.full(sizes, 0, T.SI64) if want_inv else empty, empty]
    vals, perm = b.op("torch.aten.sort", [flat, 0, False], [b.ty(flat), b.vt(b.sizes(flat), T.SI64)])
    starts, inverse, j = _runs(b, vals, n, None)
    values = _index_select(b, vals, 0, starts)
    counts = _run_counts(b, inverse, j) if want_counts else empty
    if want_inv:
        zeros = b.full([n], 0, T.SI64)   # n: an int or a !torch.int
        inverse = b.reshape(b.op("torch.aten.scatter.src", [zeros, 0, perm, inverse], zeros.type), sizes)
    else:
        inverse = empty
    return [values, inverse, counts]
