"""Sorting: sort / sort.stable / argsort / topk with static shapes, as comparisons and a
``tosa.scatter`` (TOSA has no sort op).

The sorted dim moves last and the others flatten into a batch ``B``; every element's stable rank
(how many elements of its row come before it) is a ``[B, n, n]`` comparison summed over the last
dim, and the rank is where ``tosa.scatter`` writes the element and its index::

    before[b, i, j] = x[b, j] comes before x[b, i]  or  (x[b, j] same as x[b, i] and j < i)
    rank[b, i]      = sum_j before[b, i, j]
    values[b, rank[b, i]] = x[b, i];  indices[b, rank[b, i]] = i

NaN sorts as the largest value (as torch does), ties keep their input order (stable, which is
also a valid answer for ``stable=False``). topk is the first ``k`` of the descending
(``largest``) or ascending sort. O(n^2) along the sorted dim: fine for the sizes models sort.
"""
from __future__ import annotations

import numpy as np

from .registry import lowering
from . import utils as U


def _nan(rw, x):
    """``x != x`` (false everywhere for integers)."""
    if not U.is_float(x.type.element_type):
        return None
    return U.not_(rw, U.binary(rw, "equal", x, x))


def _or(rw, a, b):
    return U.binary(rw, "logical_or", a, b)


def _and(rw, a, b):
    return U.binary(rw, "logical_and", a, b)


def _before(rw, a, b, descending):
    """i1: ``a`` strictly comes before ``b`` in the order (NaN largest)."""
    first = U.binary(rw, "greater", a, b) if descending else U.binary(rw, "greater", b, a)
    na, nb = _nan(rw, a), _nan(rw, b)
    if na is None:
        return first
    nan_wins = _and(rw, na, U.not_(rw, nb)) if descending else _and(rw, nb, U.not_(rw, na))
    return _or(rw, first, nan_wins)


def _same(rw, a, b):
    eq = U.binary(rw, "equal", a, b)
    na, nb = _nan(rw, a), _nan(rw, b)
    return eq if na is None else _or(rw, eq, _and(rw, na, nb))


def stable_ranks(rw, x, descending):
    """i32 ``[B, n]``: the stable sorted position of each element of the rows of ``x`` ``[B, n]``."""
    b, n = U.shape(x)
    xi = U.reshape(rw, x, [b, n, 1])
    xj = U.reshape(rw, x, [b, 1, n])
    tri = U.const(rw, np.tril(np.ones((n, n), dtype=bool), -1), U.I1, [1, n, n])   # j < i
    first = _or(rw, _before(rw, xj, xi, descending), _and(rw, _same(rw, xj, xi), tri))
    ranks = U.reduce(rw, "sum", U.cast(rw, first, U.I32), [2], False)
    return U.cast(rw, ranks, U.I64)


def _scatter_rows(rw, ranks, v):
    """``out[b, ranks[b, i]] = v[b, i]`` for the ``[B, n]`` tensor ``v`` (ranks a permutation)."""
    b, n = U.shape(v)
    init = U.const(rw, 0, v.type.element_type, [b, n, 1])
    y = rw.insert(U.tosa.ScatterOp.build(values_in=init, indices=ranks,
                                         input=U.reshape(rw, v, [b, n, 1]))).results[0]
    return U.reshape(rw, y, [b, n])


def sorted_rows(rw, op, x, d, descending, k=None, want_values=True):
    """``(values, indices)`` (``values`` None unless ``want_values``) of ``x`` sorted along ``d``,
    the first ``k`` of each row (all when None), in ``x``'s layout."""
    uns = U.is_unsigned_value(op.arg("self"))
    sh = U.shape(x)
    r = len(sh)
    n = sh[d]
    perm = [i for i in range(r) if i != d] + [d]
    inv = [perm.index(i) for i in range(r)]
    rows = int(np.prod([sh[i] for i in perm[:-1]])) if r > 1 else 1
    et = x.type.element_type
    ct = U.compute_type(et)
    xc = U.reshape(rw, U.transpose(rw, U.cast(rw, x, ct, uns), perm), [rows, n])
    ranks = stable_ranks(rw, xc, descending)
    k = n if k is None else k
    out_sh = [sh[i] for i in perm[:-1]] + [k]

    def back(v):
        if k != n:
            v = U.slice_dim(rw, v, 1, 0, k)
        return U.transpose(rw, U.reshape(rw, v, out_sh), inv)
    iota = U.const(rw, np.broadcast_to(np.arange(n), (rows, n)), U.I64, [rows, n])
    indices = back(_scatter_rows(rw, ranks, iota))
    values = None
    if want_values:
        values = U.cast(rw, back(_scatter_rows(rw, ranks, xc)), et, round_float=True)
    return values, indices


def _sort_input(op, operands):
    U.check_types(op)
    x = U.converted(op, operands, "self")
    U.static(x, "the input")
    return x


def _dim(op, x):
    d = U.required_dim(op, "dim", max(U.rank_of(x), 1))
    return d


def _zero_d(rw, op, x, values):
    idx = U.const(rw, 0, U.I64, [])
    return U.finish(rw, op, [x, idx] if values else idx)


@lowering("torch.aten.sort", "torch.aten.sort.stable", "torch.aten.argsort", "torch.aten.argsort.stable")
def sort(op, operands, rw):
    x = _sort_input(op, operands)
    d = _dim(op, x)
    values = "argsort" not in op.name
    if U.rank_of(x) == 0:
        return _zero_d(rw, op, x, values)
    v, i = sorted_rows(rw, op, x, d, U.const_flag(op, "descending", False), want_values=values)
    return U.finish(rw, op, [v, i] if values else i)


@lowering("torch.aten.topk")
def topk(op, operands, rw):
    """topk(self, k, dim, largest, sorted) -> (values, indices), always sorted."""
    x = _sort_input(op, operands)
    k = U.const_int(op.arg("k"))
    if k is None or k < 0:
        raise U.NotLowerable("k is not a constant >= 0")
    d = _dim(op, x)
    if U.rank_of(x) == 0:
        return _zero_d(rw, op, x, True)
    n = U.shape(x)[d]
    if k > n:
        raise U.NotLowerable(f"k={k} is larger than the size {n} of dim {d}")
    if k == 0:
        raise U.NotLowerable("k=0 (an empty result: TOSA has no zero-size dims)")
    return U.finish(rw, op, list(sorted_rows(rw, op, x, d, U.const_flag(op, "largest", True), k)))
