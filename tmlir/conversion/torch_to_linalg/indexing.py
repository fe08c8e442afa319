"""Indexing: index_select, gather, embedding, advanced indexing (``index.Tensor``), and the writes
(scatter, scatter_add, scatter_reduce, index_put, select_scatter, slice_scatter).

Reads are ``linalg.generic`` ops over the result whose body computes the source position from the
index elements and reads it with ``tensor.extract``::

    torch.aten.index_select %x, 0, %idx     => out[i, j] = x[idx[i], j]

Scatters are ``linalg.generic`` ops over the destination with reduction loops over the updates:
each destination element combines the updates that target it, then merges with the original
(``scatter_generic``). Negative indices count from the end, as in PyTorch.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap, dim as affine_dim, const as affine_const
from tmlir.ir.dialects import linalg, tensor
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC


def _index_of(b, v, size):
    """An ``index`` position from an integer index element ``v`` (negative: from the end)."""
    ix = U.Ix(b)
    i = ix.v(v)
    return ix.wrap_negative(i, size)


def _int_tensor(v):
    t = getattr(v, "type", None)
    return U.ranked(t) and U.is_int(t.element_type) and t.element_type is not A.I1


@lowering("torch.aten.index_select")
def index_select(op, operands, rw):
    """``out[..., i, ...] = x[..., idx[i], ...]`` (``idx`` is 0-d or 1-d)."""
    x, idx = operands[0], operands[2]
    r = len(x.type.shape) if U.ranked(getattr(x, "type", None)) else -1
    d = U.dim_arg(op, "dim", r)
    if d is None or not _int_tensor(idx) or len(idx.type.shape) > 1:
        return False
    out = U.result_type(op)
    loc = op.location
    sz = U.sizes(rw, x, loc)
    out_sizes = list(sz)
    if r:
        out_sizes[d] = U.dim(rw, idx, 0, loc) if idx.type.shape else 1
    R = max(r, 0)
    # a 0-d ``x`` takes a one-element ``idx``: the loop nest is empty and reads idx[0]
    imap = AffineMap(R, 0, ((affine_dim(d) if r else affine_const(0)),) if idx.type.shape else ())
    szd = sz[d] if r else 1

    def body(b, iv, e):
        pos = list(iv)
        if r:
            pos[d] = _index_of(b, e, szd)
        return U.extract(b, x, pos)
    rw.replace_op(op, U.gather_generic(rw, out, out_sizes, body, loc, inputs=[idx], input_maps=[imap]))
    return True


@lowering("torch.aten.gather")
def gather(op, operands, rw):
    """``out[i] = x[i with dim d replaced by idx[i]]`` (``out`` has ``idx``'s shape)."""
    x, idx = operands[0], operands[2]
    r = len(x.type.shape) if U.ranked(getattr(x, "type", None)) else -1
    d = U.dim_arg(op, "dim", r)
    if d is None or not _int_tensor(idx) or len(idx.type.shape) != r:
        return False
    out = U.result_type(op)
    loc = op.location
    szd = U.dim(rw, x, d, loc) if r else 1
    R = len(idx.type.shape)

    def body(b, iv, e):
        pos = list(iv)
        if r:
            pos[d] = _index_of(b, e, szd)
        return U.extract(b, x, pos)
    rw.replace_op(op, U.gather_generic(rw, out, U.sizes(rw, idx, loc), body, loc, inputs=[idx],
                                       input_maps=[AffineMap.identity(R)]))
    return True


@lowering("torch.aten.take_along_dim")
def take_along_dim(op, operands, rw):
    """``take_along_dim(x, idx, dim)``: a gather whose non-``dim`` dims broadcast between ``x``
    and ``idx`` (same rank)."""
    x, idx = operands[0], operands[1]
    r = len(x.type.shape) if U.ranked(getattr(x, "type", None)) else -1
    if len(op.operands) < 3 or U.is_none(op.arg("dim")) or not _int_tensor(idx) or len(idx.type.shape) != r:
        return False
    d = U.dim_arg(op, "dim", r)
    if d is None:
        return False
    out = U.result_type(op)
    loc = op.location
    xs, isz = U.sizes(rw, x, loc), U.sizes(rw, idx, loc)
    sizes_ = [isz[k] if k == d or x.type.shape[k] == 1 else xs[k] for k in range(r)]
    imap = AffineMap(r, 0, tuple(affine_const(0) if s == 1 and k != d and x.type.shape[k] != 1 else affine_dim(k)
                                 for k, s in enumerate(idx.type.shape)))

    def body(b, iv, e):
        pos = [U.Ix(b).v(0) if x.type.shape[k] == 1 and k != d else iv[k] for k in range(r)]
        pos[d] = _index_of(b, e, xs[d])
        return U.extract(b, x, pos)
    rw.replace_op(op, U.gather_generic(rw, out, sizes_, body, loc, inputs=[idx], input_maps=[imap]))
    return True


@lowering("torch.aten.embedding")
def embedding(op, operands, rw):
    """``out[i..., j] = weight[indices[i...], j]``."""
    w, idx = operands[0], operands[1]
    if not U.ranked(getattr(w, "type", None)) or len(w.type.shape) != 2 or not _int_tensor(idx):
        return False
    out = U.result_type(op)
    loc = op.location
    n = len(idx.type.shape)
    sizes_ = U.sizes(rw, idx, loc) + [U.dim(rw, w, 1, loc)]
    rows = U.dim(rw, w, 0, loc)

    def body(b, iv, e):
        return U.extract(b, w, [_index_of(b, e, rows), iv[n]])
    rw.replace_op(op, U.gather_generic(rw, out, sizes_, body, loc, inputs=[idx],
                                       input_maps=[AffineMap(n + 1, 0, tuple(affine_dim(k) for k in range(n)))]))
    return True


# ---------------------------------------------------------------------------------------------
# Advanced indexing
# ---------------------------------------------------------------------------------------------

class _Adv:
    """The layout of ``x[i0, None, i2, ...]`` with index tensors at some positions: the broadcast
    index shape ``B`` goes where the first index tensor is when they are adjacent, else first."""

    def __init__(self, rank, slots):
        self.rank = rank
        self.pos = [k for k, s in enumerate(slots) if s is not None]
        self.tensors = [slots[k] for k in self.pos]
        self.nb = max(len(t.type.shape) for t in self.tensors)
        adjacent = self.pos == list(range(self.pos[0], self.pos[-1] + 1))
        self.b_start = self.pos[0] if adjacent else 0
        self.rest = [k for k in range(rank) if k not in self.pos]
        # output dim of each non-indexed source dim
        self.out_of = {}
        o = 0
        for k in self.rest:
            if o == self.b_start:
                o += self.nb
            self.out_of[k] = o
            o += 1
        self.out_rank = rank - len(self.pos) + self.nb

    def b_sizes(self, rw, out_type, loc):
        res = []
        for j in range(self.nb):
            od = self.b_start + j
            if out_type is not None and out_type.shape[od] != DYN:
                res.append(out_type.shape[od])
                continue
            got = 1
            for t in self.tensors:
                k = j - (self.nb - len(t.type.shape))
                if k >= 0 and t.type.shape[k] != 1:
                    got = U.dim(rw, t, k, loc)
                    break
            res.append(got)
        return res

    def out_sizes(self, rw, x_sizes, out_type, loc):
        bs = self.b_sizes(rw, out_type, loc)
        res = [None] * self.out_rank
        for j in range(self.nb):
            res[self.b_start + j] = bs[j]
        for k in self.rest:
            res[self.out_of[k]] = x_sizes[k]
        return res

    def tensor_maps(self):
        """Maps from the output loops to each index tensor (right-aligned in B, size-1 dims at 0)."""
        maps = []
        for t in self.tensors:
            n = len(t.type.shape)
            exprs = []
            for k, s in enumerate(t.type.shape):
                j = self.nb - n + k
                exprs.append(affine_const(0) if s == 1 else affine_dim(self.b_start + j))
            maps.append(AffineMap(self.out_rank, 0, tuple(exprs)))
        return maps

    def source_pos(self, b, iv, elems, x_sizes):
        pos = [None] * self.rank
        for k, e in zip(self.pos, elems):
            pos[k] = _index_of(b, e, x_sizes[k])
        for k in self.rest:
            pos[k] = iv[self.out_of[k]]
        return pos


def _index_slots(rw, v, rank):
    """The builtin index tensors (None for omitted slots) of an ``index.Tensor`` list; None if a
    slot is not an integer tensor (bool masks give dynamic shapes)."""
    els = U.list_elements(v)
    if els is None or len(els) > rank or not els:
        return None
    slots = []
    for e in els:
        if U.is_none(e):
            slots.append(None)
            continue
        dt = U.torch_dtype(e)
        if dt is None or dt is A.I1 or not U.is_int(U.builtin_type(e.type).element_type) or getattr(
                e.type, "sizes", None) is None:
            return None
        slots.append(e)
    if all(s is None for s in slots):
        return None
    return slots + [None] * (rank - len(slots))


@lowering("torch.aten.index.Tensor", "torch.aten.index.Tensor_hacked_twin", "torch.aten._unsafe_index.Tensor")
def index_tensor(op, operands, rw):
    """Advanced indexing ``x[i, :, j]`` with integer index tensors (broadcast together)."""
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    r = len(x.type.shape)
    slots = _index_slots(rw, op.arg("indices"), r)
    if slots is None:
        return False
    out = U.result_type(op)
    loc = op.location
    slots = [U.tensor_of(rw, s) if s is not None else None for s in slots]
    adv = _Adv(r, slots)
    if adv.out_rank != len(out.shape):
        return False
    xs = U.sizes(rw, x, loc)
    sizes_ = adv.out_sizes(rw, xs, out, loc)

    def body(b, iv, *elems):
        return U.extract(b, x, adv.source_pos(b, iv, elems, xs))
    rw.replace_op(op, U.gather_generic(rw, out, sizes_, body, loc, inputs=adv.tensors, input_maps=adv.tensor_maps()))
    return True


# ---------------------------------------------------------------------------------------------
# Writes: a generic over the destination with a reduction over the updates
# ---------------------------------------------------------------------------------------------
#
# out[p] = combine(x[p], every update u whose destination is p): a linalg.generic whose parallel
# loops run over x and whose reduction loops run over the updates; it accumulates the matching
# updates (and their count) and an elementwise op merges them with x. Duplicate destinations
# combine in update order (``assign``: the last one wins).


def _combine(kind, et):
    """``(b, acc, upd) -> new`` for a scatter reduction in element type ``et``."""
    fl = U.is_float(et)

    def f(b, cur, upd):
        if kind == "assign":
            return upd
        if kind in ("add", "sum", "mean"):
            return U.add(b, cur, upd)
        if kind in ("prod", "multiply"):
            return U.mul(b, cur, upd)
        if kind == "amax":
            return b.val("arith.maximumf" if fl else ("arith.maxui" if et is A.I1 else "arith.maxsi"), [cur, upd], et)
        if kind == "amin":
            return b.val("arith.minimumf" if fl else ("arith.minui" if et is A.I1 else "arith.minsi"), [cur, upd], et)
        raise ValueError(kind)
    return f


def _const_elem(b, v, et):
    return b.constant(A.FloatAttr(float(v), et) if U.is_float(et) else A.IntegerAttr(int(v), et))


def scatter_generic(rw, x, out, q_sizes, inputs, input_maps, update_fn, kind, include_self, loc):
    """``out[p] = merge(x[p], combine of update_fn(b, p, q, *ins) over the reduction loops q)``;
    ``update_fn`` returns ``(matches, value)``; ``inputs`` are read with ``input_maps`` over the
    loops ``p + q``."""
    et = out.element_type
    r = len(x.type.shape)
    nq = len(q_sizes)
    N = r + nq
    xs = U.sizes(rw, x, loc)
    # sums and products that include ``x`` start from it and fold the updates in one at a time, in
    # update order, as PyTorch's kernels do (``x += u``): a 16-bit result rounds at the same steps
    from_x = include_self and kind in ("add", "sum", "prod", "multiply", "mean")
    acc0 = U.cast_tensor(rw, x, out, loc) if from_x else U.filled(rw, xs, et, 0, loc)
    cnt0 = U.filled(rw, xs, A.I64, 0, loc)
    comb = _combine(kind, et)
    out_map = AffineMap(N, 0, tuple(affine_dim(k) for k in range(r)))
    # the reduction loops' bounds come from a dummy input of the update shape
    qshape = U.static_shape(q_sizes)
    dummy = U.empty(rw, q_sizes, A.I1, loc) if nq else None
    ins = list(inputs) + ([dummy] if nq else [])
    maps = list(input_maps) + ([AffineMap(N, 0, tuple(affine_dim(r + k) for k in range(nq)))] if nq else [])
    del qshape

    def body(b, *args):
        n_in = len(inputs)
        elems = args[:n_in]
        acc, cnt = args[len(ins)], args[len(ins) + 1]
        iv = [b.insert(linalg.index(k)).results[0] for k in range(N)]
        hit, val = update_fn(b, iv[:r], iv[r:], *elems)
        if from_x:
            merged = comb(b, acc, val)
        else:
            first = U.cmpi(b, "eq", cnt, b.constant(A.IntegerAttr(0, A.I64)))
            merged = U.select(b, first, val, comb(b, acc, val))
        new_acc = U.select(b, hit, merged, acc)
        new_cnt = U.select(b, hit, b.val("arith.addi", [cnt, b.constant(A.IntegerAttr(1, A.I64))], A.I64), cnt)
        return [new_acc, new_cnt]
    g = linalg.GenericOp.build_generic(ins, [acc0, cnt0], maps + [out_map, out_map],
                                       ["parallel"] * r + ["reduction"] * nq, body, location=loc)
    rw.insert(g)
    acc, cnt = g.results[0], g.results[1]
    fl = U.is_float(et)

    def merge(b, xv, a, c):
        some = U.cmpi(b, "sgt", c, b.constant(A.IntegerAttr(0, A.I64)))
        if from_x and kind != "mean":
            return a
        if kind == "assign":
            v = a
        elif kind == "mean":
            n = c
            s = a
            one = b.constant(A.IntegerAttr(1, A.I64))
            if include_self:
                s = a
                n = b.val("arith.addi", [c, one], A.I64)
            else:
                # the quotient is discarded where nothing was scattered, but it is computed: an
                # integer division by a zero count would trap
                n = U.select(b, some, c, one)
            nv = U.convert_scalar(b, n, et)
            v = b.val("arith.divf" if fl else "arith.floordivsi", [s, nv], et)
        else:
            v = comb(b, xv, a) if include_self else a
        return U.select(b, some, v, xv)
    return U.elementwise(rw, [x, acc, cnt], out, merge, loc)


def _scatter_core(rw, op, x, idx, d, src_fn, kind, include_self=True):
    """Scatter along ``d``: every position ``i`` of ``idx`` sends ``src_fn(b, i)`` to
    ``out[i with d = idx[i]]``."""
    loc = op.location
    out = U.result_type(op)
    r = len(x.type.shape)
    if 0 in idx.type.shape:
        return U.cast_tensor(rw, x, out, loc)
    xs = U.sizes(rw, x, loc)
    isz = U.sizes(rw, idx, loc)
    top = U.Ix(U.RB(rw, loc))
    ilast = [top.v(top.sub(s, 1)) for s in isz]
    isv = [top.v(s) for s in isz]
    xsd = xs[d]

    def update(b, p, q):
        ix = U.Ix(b)
        pos, inb = [], None
        for k in range(r):
            if k == d:
                pos.append(q[0])
                continue
            if isinstance(isz[k], int) and isinstance(xs[k], int) and isz[k] >= xs[k]:
                pos.append(p[k])
                continue
            ok = U.cmpi(b, "slt", p[k], isv[k])
            inb = ok if inb is None else b.val("arith.andi", [inb, ok], A.I1)
            pos.append(b.val("arith.minsi", [p[k], ilast[k]], A.INDEX))
        tgt = _index_of(b, U.extract(b, idx, pos), xsd)
        hit = U.cmpi(b, "eq", tgt, p[d])
        if inb is not None:
            hit = b.val("arith.andi", [hit, inb], A.I1)
        del ix
        return hit, src_fn(b, pos)
    return scatter_generic(rw, x, out, [isz[d]], [], [], update, kind, include_self, loc)


def _src_reader(rw, op, src_torch, et, loc):
    """``(b, iv) -> element``: from a tensor ``src`` (read at the index position) or a scalar."""
    bt = U.builtin_type(src_torch.type)
    src = U.tensor_of(rw, src_torch) if isinstance(bt, A.RankedTensorType) else None
    if src is not None:
        return lambda b, iv: U.convert_scalar(b, U.extract(b, src, iv), et, src_unsigned=U.is_unsigned_value(src_torch))
    c = U.const_value(src_torch)
    if c is not None:
        v = U.scalar_const(rw, int(c) if U.is_int(et) and not isinstance(c, bool) else c, et, loc)
    else:
        v = U.convert_scalar(U.RB(rw, loc), U.scalar_of(rw, src_torch), et)
    return lambda b, iv: v


def _scatter(src_name, kind_of):
    """The lowering of a scatter op whose source (a tensor or a scalar) is argument ``src_name``;
    ``kind_of(op)`` gives (reduction kind, include_self)."""
    def lower(op, operands, rw):
        x, idx = operands[0], U.converted(op, operands, "index")
        if not U.ranked(getattr(x, "type", None)) or not _int_tensor(idx):
            return False
        r = len(x.type.shape)
        d = U.dim_arg(op, "dim", r)
        if d is None or len(idx.type.shape) != r:
            return False
        kind, include_self = kind_of(op)
        if kind is None:
            return False
        out = U.result_type(op)
        src = _src_reader(rw, op, op.arg(src_name), out.element_type, op.location)
        rw.replace_op(op, _scatter_core(rw, op, x, idx, d, src, kind, include_self))
        return True
    return lower


_REDUCES = {"sum": "sum", "prod": "prod", "mean": "mean", "amax": "amax", "amin": "amin", "add": "add",
            "multiply": "multiply"}


def _reduce_arg(op):
    """The reduction kind named by the constant ``reduce`` argument, or None."""
    s = U.const_str(op.arg("reduce"))
    return _REDUCES.get(s) if s is not None else None


lowering("torch.aten.scatter.src")(_scatter("src", lambda op: ("assign", True)))
lowering("torch.aten.scatter.value")(_scatter("value", lambda op: ("assign", True)))
lowering("torch.aten.scatter.reduce")(_scatter("src", lambda op: (_reduce_arg(op), True)))
lowering("torch.aten.scatter.value_reduce")(_scatter("value", lambda op: (_reduce_arg(op), True)))
lowering("torch.aten.scatter_add")(_scatter("src", lambda op: ("add", True)))
lowering("torch.aten.scatter_reduce.two")(
    _scatter("src", lambda op: (_reduce_arg(op), U.const_flag(op, "include_self", True))))


@lowering("torch.aten.index_put", "torch.aten._index_put_impl", "torch.aten.index_put.hacked_twin",
          "torch.aten._unsafe_index_put")
def index_put(op, operands, rw):
    """``x[i, j] = v`` (``accumulate``: ``+=``): the updates are the indexing result positions."""
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    r = len(x.type.shape)
    slots = _index_slots(rw, op.arg("indices"), r)
    acc_flag = U.const_bool(op.arg("accumulate"))
    vals_t = op.arg("values")
    if acc_flag is None or not isinstance(U.builtin_type(vals_t.type), A.RankedTensorType):
        return False
    if slots is None:
        return _mask_put(op, rw, x, acc_flag)
    out = U.result_type(op)
    et = out.element_type
    loc = op.location
    slots = [U.tensor_of(rw, s) if s is not None else None for s in slots]
    adv = _Adv(r, slots)
    vals = U.tensor_of(rw, vals_t)
    if len(vals.type.shape) > adv.out_rank:
        return False
    xs = U.sizes(rw, x, loc)
    bs = adv.b_sizes(rw, None, loc)
    N = r + adv.nb

    def loop_of_result_dim(o):
        """The loop (over x dims p, then B dims q) of indexing-result dim ``o``."""
        if adv.b_start <= o < adv.b_start + adv.nb:
            return r + o - adv.b_start
        return next(k for k in adv.rest if adv.out_of[k] == o)
    maps = []
    for t in adv.tensors:
        n = len(t.type.shape)
        maps.append(AffineMap(N, 0, tuple(affine_const(0) if s_ == 1 else affine_dim(r + adv.nb - n + k)
                                          for k, s_ in enumerate(t.type.shape))))
    vr = len(vals.type.shape)
    maps.append(AffineMap(N, 0, tuple(affine_const(0) if s_ == 1
                                      else affine_dim(loop_of_result_dim(adv.out_rank - vr + k))
                                      for k, s_ in enumerate(vals.type.shape))))
    pos_sizes = [xs[k] for k in adv.pos]

    def update(b, p, q, *elems):
        hit = None
        for k, e, n in zip(adv.pos, elems[:-1], pos_sizes):
            h = U.cmpi(b, "eq", _index_of(b, e, n), p[k])
            hit = h if hit is None else b.val("arith.andi", [hit, h], A.I1)
        return hit, U.convert_scalar(b, elems[-1], et, src_unsigned=U.is_unsigned_value(vals_t))
    rw.replace_op(op, scatter_generic(rw, x, out, bs, adv.tensors + [vals], maps, update,
                                      "add" if acc_flag else "assign", True, loc))
    return True


def _mask_put(op, rw, x, accumulate):
    """``x[mask] = v`` with one bool mask over x's leading dims and a one-element ``v``: an
    elementwise select (``+=`` when accumulating)."""
    els = U.list_elements(op.arg("indices"))
    if els is None or len(els) != 1 or U.torch_dtype(els[0]) is not A.I1:
        return False
    mask_t = U.builtin_type(els[0].type)
    vals_t = op.arg("values")
    vt = U.builtin_type(vals_t.type)
    r = len(x.type.shape)
    if not isinstance(mask_t, A.RankedTensorType) or len(mask_t.shape) > r or any(s != 1 for s in vt.shape):
        return False
    if any(m != DYN and s != DYN and m != s for m, s in zip(mask_t.shape, x.type.shape)):
        return False
    out = U.result_type(op)
    et = out.element_type
    loc = op.location
    mask = U.tensor_of(rw, els[0])
    v = U.tensor_of(rw, vals_t)
    zero = [U.index(rw, 0, loc)] * len(vt.shape)
    ve = U.convert_scalar(U.RB(rw, loc), rw.insert(tensor.ExtractOp.build_extract(v, zero, location=loc)).results[0],
                          et, src_unsigned=U.is_unsigned_value(vals_t))
    m_map = AffineMap(r, 0, tuple(affine_dim(k) for k in range(len(mask_t.shape))))

    def body(b, xe, me, _o):
        new = ve
        if accumulate:
            new = U.add(b, xe, ve)
        return U.select(b, me, new, xe)
    init = U.empty(rw, U.sizes(rw, x, loc), et, loc)
    g = linalg.GenericOp.build_generic([x, mask], [init], [AffineMap.identity(r), m_map, AffineMap.identity(r)],
                                       ["parallel"] * r, body, location=loc)
    rw.insert(g)
    return _replace(rw, op, U.cast_tensor(rw, g.results[0], out, loc))


def _replace(rw, op, v):
    rw.replace_op(op, v)
    return True


@lowering("torch.aten.slice_scatter")
def slice_scatter(op, operands, rw):
    """``x[start:end:step] = src`` along ``dim`` -> ``tensor.insert_slice`` with a stride."""
    x, src = operands[0], operands[1]
    if not U.ranked(getattr(x, "type", None)) or not U.ranked(getattr(src, "type", None)):
        return False
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    step = U.const_int(op.arg("step")) if not U.is_none(op.arg("step")) else 1
    if d is None or step is None or step < 1:
        return False
    out = U.result_type(op)
    loc = op.location
    ix = U.Ix(U.RB(rw, loc))
    xs = U.sizes(rw, x, loc)
    start = U.scalar_or_int(rw, op.arg("start"), loc)
    end = U.scalar_or_int(rw, op.arg("end"), loc)
    st, n = U.slice_bounds(ix, start, end, step, xs[d])
    offs, _, strides = U.dim_window(xs, d, st, n, step)
    src = U.convert_tensor(rw, src, x.type.element_type, loc, U.is_unsigned_value(op.arg("src")))
    res = rw.insert(tensor.InsertSliceOp.build_mixed(src, x, offs, U.sizes(rw, src, loc), strides, location=loc)).results[0]
    rw.replace_op(op, U.cast_tensor(rw, res, out, loc))
    return True


@lowering("torch.aten.select_scatter")
def select_scatter(op, operands, rw):
    """``x.select(dim, i) = src`` -> a rank-extending ``tensor.insert_slice``."""
    x, src = operands[0], operands[1]
    if not U.ranked(getattr(x, "type", None)) or not U.ranked(getattr(src, "type", None)):
        return False
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    if d is None:
        return False
    out = U.result_type(op)
    loc = op.location
    ix = U.Ix(U.RB(rw, loc))
    xs = U.sizes(rw, x, loc)
    i = ix.wrap_negative(U.scalar_or_int(rw, op.arg("index"), loc), xs[d])
    src = U.convert_tensor(rw, src, x.type.element_type, loc, U.is_unsigned_value(op.arg("src")))
    ss = U.sizes(rw, src, loc)
    offs, _, _ = U.dim_window(xs, d, i, 1)
    res = rw.insert(tensor.InsertSliceOp.build_mixed(src, x, offs, ss[:d] + [1] + ss[d:], None, location=loc)).results[0]
    rw.replace_op(op, U.cast_tensor(rw, res, out, loc))
    return True
