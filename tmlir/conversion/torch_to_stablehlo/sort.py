"""``sort``/``argsort`` (``stablehlo.sort`` of the values and an ``iota`` of indices, stable; NaN
sorts as the largest value, as in PyTorch), ``topk`` (a sort, then the first ``k``) and ``nonzero``
(a result whose size is known only at run time)."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from tmlir.ir.dialects import tensor
from .registry import lowering
from . import utils as U


def sort_values(b, x, d, descending, index_type=A.I64, unsigned=False):
    """(sorted values, indices of ``index_type``) of ``x`` along ``d`` (``unsigned``: the integers
    are compared as unsigned, e.g. a ``torch.uint8`` held as i8)."""
    idx = U.iota(b, index_type, U.sizes(b, x), d)
    op = b.insert(H.SortOp.build_sort([x, idx], dimension=d, is_stable=True))
    blk = op.comparator.blocks[0]
    ib = U.InBlock(blk)
    a, c = blk.args[0], blk.args[1]
    if U.is_float(x.type.element_type):
        an = U.compare(ib, a, a, "NE")
        cn = U.compare(ib, c, c, "NE")
        t = U.scalar_const(ib, True, A.I1)
        if descending:
            lt = U.binary(ib, H.OrOp, U.compare(ib, a, c, "GT"), U.binary(ib, H.AndOp, an, U.binary(ib, H.XorOp, cn, t)))
        else:
            lt = U.binary(ib, H.OrOp, U.compare(ib, a, c, "LT"), U.binary(ib, H.AndOp, cn, U.binary(ib, H.XorOp, an, t)))
    else:
        unsigned_order = unsigned and x.type.element_type is not A.I1
        lt = U.compare(ib, a, c, "GT" if descending else "LT", "UNSIGNED" if unsigned_order else None)
    # ties are ordered by position, so the result is stable whatever sort algorithm runs it
    same = U.compare(ib, a, c, "EQ")
    if U.is_float(x.type.element_type):
        same = U.binary(ib, H.OrOp, same, U.binary(ib, H.AndOp, an, cn))
    first = U.binary(ib, H.AndOp, same, U.compare(ib, blk.args[2], blk.args[3], "LT"))
    lt = U.binary(ib, H.OrOp, lt, first)
    blk.append(H.ReturnOp.build(results_=[lt]))
    return op.results[0], op.results[1]


def _sort(with_values):
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        r = len(x.type.shape)
        d = U.dim_arg(op, "dim", r)
        if d is None or U.is_complex(x.type.element_type):
            return False
        desc = U.const_flag(op, "descending")
        b = U.B(rw, op.location)
        if r == 0:
            i = U.constant(b, 0, U.RTT((), A.I64))
            rw.replace_op(op, [x, i] if with_values else [i])
            return True
        v, i = sort_values(b, x, d, desc, unsigned=U.is_unsigned_value(op.arg("self")))
        if with_values:
            rw.replace_op(op, [U.cast_shape(b, v, U.result_type(op, 0)), U.cast_shape(b, i, U.result_type(op, 1))])
        else:
            rw.replace_op(op, U.cast_shape(b, i, U.result_type(op)))
        return True
    return lower


lowering("torch.aten.sort", "torch.aten.sort.stable")(_sort(True))
lowering("torch.aten.argsort", "torch.aten.argsort.stable")(_sort(False))


@lowering("torch.aten.topk")
def topk(op, operands, rw):
    x = U.tensor_operand(operands, 0)
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    k = U.const_int(op.arg("k"))
    if d is None or k is None or r == 0 or U.is_complex(x.type.element_type):
        return False
    largest = U.const_flag(op, "largest", True)
    b = U.B(rw, op.location)
    # i32 positions (a dim's positions fit), widened after the slice: the sort + slice is a top-k,
    # whose indices chlo.top_k and XLA's TopK give as i32
    v, i = sort_values(b, x, d, largest, A.I32, unsigned=U.is_unsigned_value(op.arg("self")))
    sz = U.sizes(b, v)
    res = []
    for t, n in ((v, 0), (i, 1)):
        starts = [0] * r
        limits = list(sz)
        limits[d] = k
        if any(not isinstance(s, int) for s in limits):
            lim = U.shape_tensor(b, limits)
            shape = U.static_shape(limits)
            t = b.op(H.RealDynamicSliceOp.build(operand=t, start_indices=U.shape_tensor(b, starts), limit_indices=lim,
                                                strides=U.shape_tensor(b, [1] * r),
                                                result=U.RTT(shape, t.type.element_type)))
        else:
            t = H.slice(b, t, starts, limits)
        res.append(U.cast_shape(b, U.convert(b, t, U.result_type(op, n).element_type), U.result_type(op, n)))
    rw.replace_op(op, res)
    return True


@lowering("torch.aten.nonzero")
def nonzero(op, operands, rw):
    """``nonzero(x)``: the coordinates ``[count, rank]`` (i64) of the nonzero elements in row-major
    order, as on the linalg backend: with ``nz[i] = x[i] != 0`` over the flattened input and its
    inclusive scan ``cum``, row ``j`` is the element whose flat index is ``#{i : cum[i] <= j}``
    (a ``[count, n]`` comparison summed over ``n``); the coordinates come from that index and the
    sizes. ``count = sum(nz)`` (``tensor.extract``) sizes the result."""
    x = U.tensor_operand(operands, 0)
    out = U.result_type(op)
    if len(out.shape) != 2 or out.element_type is not A.I64:
        return False
    b = U.B(rw, op.location)
    I64 = A.I64
    sz = U.sizes(b, x)
    ix = U.ix(b)
    n = 1
    for s in sz:
        n = ix.mul(n, s)
    flat = U.reshape(b, x, [n])
    nz = U.convert(b, U.convert(b, flat, A.I1), I64, unsigned=True)
    count = b.op(tensor.ExtractOp.build_extract(U.reduce(b, nz, 0, [0], H.AddOp), []))
    cum = scan_dynamic(b, nz, 0, H.AddOp, 0)
    pair = [count, n]
    le = U.compare(b, U.broadcast_in_dim(b, cum, pair, [1]), U.iota(b, I64, pair, 0), "LE")
    idx = U.reduce(b, U.convert(b, le, I64, unsigned=True), 0, [1], H.AddOp)
    cols = []
    stride = 1
    def col(v):
        return U.splat(b, v if isinstance(v, int) else U.i64(b, v), I64, [count])
    for d in range(len(sz) - 1, -1, -1):
        c = U.binary(b, H.RemOp, U.binary(b, H.DivOp, idx, col(stride)), col(sz[d]))
        cols.insert(0, U.reshape(b, c, [count, 1]))
        stride = ix.mul(stride, sz[d])
    if not cols:
        res = U.splat(b, 0, I64, [count, 0])
    elif len(cols) == 1:
        res = cols[0]
    else:
        res = b.op(H.ConcatenateOp.build(inputs=cols, dimension=H.i64_attr(1)))
    rw.replace_op(op, U.cast_shape(b, res, out))
    return True


def scan_dynamic(b, x, d, cls, init):
    """The inclusive scan of ``x`` along ``d`` with ``cls`` for any sizes (a ``reduce_window``'s
    window is static, so it cannot span a run-time size): ``x`` broadcast to ``[..., n(k), ..., n(i)]``,
    the cells ``k > i`` set to ``init``, reduced over ``k`` and the new last dim moved to ``d``.
    O(n^2) per row."""
    r = len(x.type.shape)
    sz = U.sizes(b, x)
    big = list(sz) + [sz[d]]
    xb = U.broadcast_in_dim(b, x, big, list(range(r)))
    keep = U.compare(b, U.iota(b, A.I64, big, d), U.iota(b, A.I64, big, r), "LE")
    v = U.select(b, keep, xb, U.splat_like(b, xb, init))
    red = U.reduce(b, v, init, [d], cls)
    perm = list(range(r - 1))
    perm.insert(d, r - 1)
    return U.transpose(b, red, perm)
