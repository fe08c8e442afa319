"""Scans and sorting: cumsum, cumprod, sort (values and indices, ascending/descending, stable),
argsort, topk — all as ``linalg.generic`` ops (no special sort ops needed by the consumer).

* A scan along ``dim`` is a reduction over a second index ``j`` of the same dim with a mask::

      out[.., i, ..] = sum_j (j <= i ? x[.., j, ..] : 0)

* Sorting computes each element's stable rank (how many elements come before it), then each
  output position ``k`` picks the element whose rank is ``k``::

      rank[i] = #{ j : x[j] before x[i]  or  (x[j] same as x[i] and j < i) }
      values[k] = x[i], indices[k] = i   where rank[i] == k

  NaN sorts as the largest value (as in torch); ties keep their input order (stable).

Both are O(n^2) along the scanned/sorted dim (fine for the sizes models sort; a loop-based form
would be needed for very long dims). Adding an op: read its arguments and call ``scan``,
``sort_ranks`` and ``select_by_rank``; register with ``@lowering("torch.aten.name")``.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap
from tmlir.ir.dialects import cf
from . import utils as U
from .registry import lowering


def _with_dim(R, dim, extra):
    """Map over ``R + 1`` loops reading dim ``dim`` at loop ``extra``, the others at their own loop."""
    return AffineMap.from_dims(R + 1, [extra if i == dim else i for i in range(R)])


# ---------------------------------------------------------------------------------------------
# cumsum / cumprod
# ---------------------------------------------------------------------------------------------


def scan(rw, x, dim, out_elt, combine, neutral, pre, loc):
    """Inclusive scan of ``x`` along ``dim``: ``combine(b, acc, masked_elem)``."""
    R = U.rank_of(x)
    init = U.filled(rw, U.sizes(rw, x, loc), out_elt, neutral, loc)
    its = ["parallel"] * R + ["reduction"]

    def body(b, v, acc):
        i, j = U.loop_index(b, dim), U.loop_index(b, R)
        take = U.cmpi(b, "ule", j, i)
        v = pre(b, v)
        n = U.const_of(b, neutral, out_elt)
        return combine(b, acc, U.select(b, take, v, n))
    return U.generic(rw, [x], [_with_dim(R, dim, R)], [init], [AffineMap.from_dims(R + 1, range(R))], its, body,
                   loc)[0]


def _scan_op(combine, neutral):
    """cumsum/cumprod(self, dim, dtype?). f16/bf16 accumulate in f32 and round each result once,
    as PyTorch's CPU kernel (an f16 running sum of 0.1 stalls at 256)."""
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        R = U.rank_of(x)
        d = U.const_int(op.arg("dim"))
        if d is None:
            return False
        out = U.result_type(op)
        et = out.element_type
        ct = U.compute_type(et)
        loc = op.location
        pre = U.input_converter(op, 0, ct)
        if R == 0:
            r = U.map_tensor(rw, [x], ct, pre, loc)
        else:
            r = scan(rw, x, U.normalize_dim(d, R), ct, combine, neutral, pre, loc)
        if ct is not et:
            r = U.convert_tensor(rw, r, et, loc)
        rw.replace_op(op, U.cast_tensor(rw, r, out, loc))
        return True
    return lower


lowering("torch.aten.cumsum")(_scan_op(U.add, 0))
lowering("torch.aten.cumprod")(_scan_op(U.mul, 1))

# ---------------------------------------------------------------------------------------------
# sort / argsort / topk
# ---------------------------------------------------------------------------------------------


def _before(b, a, c, descending, unsigned):
    """Whether ``a`` strictly comes before ``c`` in the order (NaN largest)."""
    if descending:
        return U.better(b, a, c, True, unsigned)
    return U.better(b, c, a, True, unsigned)


def sort_ranks(rw, x, dim, descending, unsigned, loc):
    """i64 tensor shaped like ``x``: the stable sorted position of each element along ``dim``."""
    R = U.rank_of(x)
    init = U.filled(rw, U.sizes(rw, x, loc), A.I64, 0, loc)
    its = ["parallel"] * R + ["reduction"]

    def body(b, vi, vj, acc):
        i, j = U.loop_index(b, dim), U.loop_index(b, R)
        first = U.b_or(b, _before(b, vj, vi, descending, unsigned),
                     U.b_and(b, U.same(b, vj, vi), U.cmpi(b, "ult", j, i)))
        return U.add(b, acc, b.val("arith.extui", [first], A.I64))
    ident = AffineMap.from_dims(R + 1, range(R))
    return U.generic(rw, [x, x], [ident, _with_dim(R, dim, R)], [init], [ident], its, body, loc)[0]


def select_by_rank(rw, x, ranks, dim, k, loc, want_values=True):
    """(values, indices) of the elements of rank ``0..k-1`` along ``dim`` (``k``: int or index
    value; the whole dim when None)."""
    R = U.rank_of(x)
    sizes = U.sizes(rw, x, loc)
    if k is not None:
        sizes[dim] = k
    et = x.type.element_type
    outs = [U.filled(rw, sizes, A.I64, 0, loc)]
    if want_values:
        outs.insert(0, U.filled(rw, sizes, et, 0, loc))
    its = ["parallel"] * R + ["reduction"]

    def body(b, v, r, *accs):
        kk = b.val("arith.index_cast", [U.loop_index(b, dim)], A.I64)
        i = b.val("arith.index_cast", [U.loop_index(b, R)], A.I64)
        hit = U.cmpi(b, "eq", r, kk)
        res = [U.select(b, hit, i, accs[-1])]
        if want_values:
            res.insert(0, U.select(b, hit, v, accs[0]))
        return res
    m = _with_dim(R, dim, R)
    ident = AffineMap.from_dims(R + 1, range(R))
    return U.generic(rw, [x, ranks], [m, m], outs, [ident] * len(outs), its, body, loc)


def _sorted(rw, op, x, dim, descending, k, want_values):
    loc = op.location
    uns = U.is_unsigned_value(op.arg("self"))
    ranks = sort_ranks(rw, x, dim, descending, uns, loc)
    return select_by_rank(rw, x, ranks, dim, k, loc, want_values)


def _dim_of(op, name, R):
    d = U.const_int(op.arg(name))
    if d is None:
        raise U.NotLowerable(f"'{op.name}': dim is not a constant")
    if R == 0:
        if d not in (0, -1):
            raise U.NotLowerable(f"'{op.name}': dim {d} out of range for a 0-d tensor")
        return None
    return U.normalize_dim(d, R)


def _zero_d(rw, op, x, with_values):
    """sort/argsort of a 0-d tensor: the value and index 0."""
    idx = U.filled(rw, [], A.I64, 0, op.location)
    idx = U.cast_tensor(rw, idx, U.result_type(op, 1 if with_values else 0), op.location)
    return [x, idx] if with_values else [idx]


def _sort_op(dim_at, desc_at, values):
    """sort(self, dim, descending) / sort.stable(self, stable?, dim, descending) / argsort."""
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        R = U.rank_of(x)
        dim = _dim_of(op, dim_at, R)
        desc = U.const_flag(op, desc_at)
        if dim is None:
            rw.replace_op(op, _zero_d(rw, op, x, values))
            return True
        res = _sorted(rw, op, x, dim, desc, None, values)
        rw.replace_op(op, [U.cast_tensor(rw, r, U.result_type(op, i), op.location) for i, r in enumerate(res)])
        return True
    return lower


lowering("torch.aten.sort")(_sort_op("dim", "descending", True))
lowering("torch.aten.sort.stable")(_sort_op("dim", "descending", True))
lowering("torch.aten.argsort")(_sort_op("dim", "descending", False))
lowering("torch.aten.argsort.stable")(_sort_op("dim", "descending", False))


def _assert_k_fits(rw, op, x, dim, k):
    """``cf.assert k <= size(dim)`` for a dynamic dim (torch raises there too)."""
    loc = op.location
    n = U.dim(rw, x, dim, loc)
    ok = U.cmpi(U.RB(rw, loc), "ule", U.index(rw, k, loc), n)
    rw.insert(cf.AssertOp.build_assert(ok, f"topk: k={k} is larger than the size of dim {dim} ({op.name})",
                                       location=loc))


@lowering("torch.aten.topk")
def topk(op, operands, rw):
    """topk(self, k, dim, largest, sorted) -> (values, indices); always sorted (which is a valid
    answer for sorted=False too)."""
    x = U.tensor_operand(operands, 0)
    R = U.rank_of(x)
    k = U.const_int(op.arg("k"))
    if k is None or k < 0:
        return False
    dim = _dim_of(op, "dim", R)
    largest = U.const_flag(op, "largest", True)
    if dim is None:
        rw.replace_op(op, _zero_d(rw, op, x, True))
        return True
    n = x.type.shape[dim]
    if n != U.DYN and k > n:
        raise U.NotLowerable(f"'{op.name}': k={k} is larger than the dim size {n}")
    if n == U.DYN:
        _assert_k_fits(rw, op, x, dim, k)
    res = _sorted(rw, op, x, dim, largest, k, True)
    rw.replace_op(op, [U.cast_tensor(rw, r, U.result_type(op, i), op.location) for i, r in enumerate(res)])
    return True


# ---------------------------------------------------------------------------------------------
# nonzero: a result whose size is known only at run time
# ---------------------------------------------------------------------------------------------

@lowering("torch.aten.nonzero")
def nonzero(op, operands, rw):
    """``nonzero(x)``: the coordinates ``[count, rank]`` (i64) of the nonzero elements in row-major
    order. With ``nz[i] = x[i] != 0`` over the flattened input and its inclusive scan ``cum``,
    row ``j`` of the result is the element whose flat index is ``#{i : cum[i] <= j}``; its
    coordinates come from that index and the sizes. ``count = sum(nz)`` sizes the result (read
    back before allocating it). O(n^2 + count n), like the scans."""
    x = U.tensor_operand(operands, 0)
    out = U.result_type(op)
    if len(out.shape) != 2 or out.element_type is not A.I64:
        return False
    loc = op.location
    R = U.rank_of(x)
    sizes = U.sizes(rw, x, loc)
    I64 = A.I64
    flat = U.flatten(rw, x, loc)
    nz = U.map_tensor(rw, [flat], I64, lambda b, v: U.convert_scalar(b, U.convert_scalar(b, v, A.I1), I64,
                                                                     src_unsigned=True), loc)
    total = U.reduce_over(rw, nz, [0], I64, 0, lambda b, v, acc: U.add(b, v, acc), loc)
    rb = U.RB(rw, loc)
    count = U.as_index(rw, U.extract(rb, total, []), loc)
    cum = scan(rw, nz, 0, I64, U.add, 0, lambda b, v: v, loc)
    # idx[j] = #{i : cum[i] <= j}, loops (j, i)
    idx_init = U.filled(rw, [count], I64, 0, loc)

    def count_body(b, c, acc):
        j = b.val("arith.index_cast", [U.loop_index(b, 0)], I64)
        return U.add(b, acc, U.convert_scalar(b, U.cmpi(b, "sle", c, j), I64, src_unsigned=True))
    idx = U.generic(rw, [cum], [AffineMap.from_dims(2, [1])], [idx_init], [AffineMap.from_dims(2, [0])],
                    ["parallel", "reduction"], count_body, loc)[0]
    if R == 0:
        rw.replace_op(op, U.cast_tensor(rw, U.empty(rw, [count, 0], I64, loc), out, loc))
        return True
    ix = U.Ix(rb)
    strides = [1] * R
    for d in range(R - 2, -1, -1):
        strides[d] = ix.mul(strides[d + 1], sizes[d + 1])

    st64 = [U.as_i64(rw, v, loc) for v in strides]
    sz64 = [U.as_i64(rw, v, loc) for v in sizes]

    def coords(b, ij, f):
        # coordinate d of flat index f: (f / stride_d) mod size_d, d picked by the loop index
        d = ij[1]
        r = U.iconst(b, 0, I64)
        for k in range(R):
            st, sz = st64[k], sz64[k]
            c = b.val("arith.remsi", [b.val("arith.divsi", [f, st], I64), sz], I64)
            r = U.select(b, U.cmpi(b, "eq", d, b.constant(A.IntegerAttr(k, A.INDEX))), c, r)
        return r
    res = U.gather_generic(rw, out, [count, R], coords, loc, inputs=[idx],
                           input_maps=[AffineMap.from_dims(2, [0])])
    rw.replace_op(op, res)
    return True


# ---------------------------------------------------------------------------------------------
# logcumsumexp of complex tensors
# ---------------------------------------------------------------------------------------------


def _log_add_exp_complex(b, acc, v):
    """PyTorch's complex ``_log_add_exp_helper(acc, v)``: ``log1p(exp(min - max)) + max`` with min
    and max by real part (a tie: max is ``acc``), NaN (both parts) when either real part is NaN,
    ``acc`` when both real parts are -inf and ``log(exp(acc) + exp(v))`` when both are +inf. The
    imaginary parts add up along the scan, unwrapped, as PyTorch's do."""
    t = acc.type
    ra, rv = U.re(b, acc), U.re(b, v)
    v_bigger = U.cmpf(b, "olt", ra, rv)
    mn, mx = U.select(b, v_bigger, acc, v), U.select(b, v_bigger, v, acc)
    diff = b.val("complex.sub", [mn, mx], t)
    out = b.val("complex.add", [b.val("complex.log1p", [b.val("complex.exp", [diff], t)], t), mx], t)
    both_inf = b.val("arith.andi", [U.cmpf(b, "oeq", ra, rv),
                                    U.cmpf(b, "oeq", b.val("math.absf", [ra], ra.type),
                                           U.fconst(b, float("inf"), ra.type))], A.I1)
    pos_inf = b.val("complex.log", [b.val("complex.add", [b.val("complex.exp", [acc], t),
                                                          b.val("complex.exp", [v], t)], t)], t)
    inf_case = U.select(b, U.cmpf(b, "olt", ra, U.fconst(b, 0.0, ra.type)), acc, pos_inf)
    out = U.select(b, both_inf, inf_case, out)
    nan = U.cmpf(b, "uno", ra, rv)
    return U.select(b, nan, U.cconst(b, complex(float("nan"), float("nan")), t), out)


@lowering("torch.aten.logcumsumexp")
def logcumsumexp_complex(op, operands, rw):
    """Complex ``logcumsumexp`` (real ones are decomposed): a scan from -inf with PyTorch's complex
    log-add-exp, one element after the other (masked elements are -inf, which it leaves alone)."""
    x = U.tensor_operand(operands, 0)
    out = U.result_type(op)
    et = out.element_type
    d = U.const_int(op.arg("dim"))
    if x is None or not U.is_complex(et) or d is None:
        return False
    R = U.rank_of(x)
    if R == 0:
        rw.replace_op(op, U.cast_tensor(rw, x, out, op.location))
        return True
    r = scan(rw, x, U.normalize_dim(d, R), et, _log_add_exp_complex, complex(float("-inf"), 0.0),
             lambda b, v: v, op.location)
    rw.replace_op(op, U.cast_tensor(rw, r, out, op.location))
    return True
