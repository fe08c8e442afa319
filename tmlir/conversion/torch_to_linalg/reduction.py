"""Reductions: sum, mean, prod, amax/amin, max/min (all and ``.dim`` with indices), argmax/argmin,
any/all, var/std/var_mean, vector norms, logsumexp.

Every reduction is a ``linalg.generic`` whose input map is the identity and whose output map keeps
the non-reduced dims (``reduce_over``)::

    torch.aten.sum.dim_IntList %x, [1], false, none : !torch.vtensor<[?,4],f32> -> !torch.vtensor<[?],f32>
    ->  %init = linalg.fill 0.0 -> tensor<?xf32>
        linalg.generic {maps = [(d0, d1) -> (d0, d1), (d0, d1) -> (d0)], ["parallel", "reduction"]}
          ins(%x) outs(%init) { addf }

``keepdim`` results are made from the reduced tensor by a copy that adds the unit dims
(``keep_dims``). Divisors (mean, var) are runtime products of the reduced sizes (``count_of``).
f16/bf16 sums accumulate in f32. Adding an op: write ``fn(op, operands, rw)`` reading its
arguments and register it with ``@lowering("torch.aten.sum.dim_IntList")``.
"""
from __future__ import annotations

import math

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap
from tmlir.ir.dialects import linalg
from .registry import lowering
from . import utils as U

# ---------------------------------------------------------------------------------------------
# Tensor-level helpers
# ---------------------------------------------------------------------------------------------

def reduction_dims(op, name, rank, none_means_all=True):
    """The sorted, normalized dims of argument ``name`` (a list, an int, or None/[] for all dims).
    Raises NotLowerable when they are not constants."""
    v = op.arg(name)
    if U.is_none(v):
        if none_means_all:
            return list(range(rank))
        raise U.NotLowerable("dims are None")
    d = U.const_int(v)
    if d is not None:
        ds = [d]
    else:
        ds = U.const_int_list(v)
        if ds is None:
            raise U.NotLowerable(f"'{op.name}': dims are not constants")
        if not ds:
            return list(range(rank))
    if rank == 0:
        if any(d not in (0, -1) for d in ds):
            raise U.NotLowerable(f"'{op.name}': dim out of range for a 0-d tensor")
        return []
    return sorted({U.normalize_dim(d, rank) for d in ds})


def finish(rw, red, op, i, rank, dims, keepdim, loc):
    """Shape the reduced tensor as result ``i`` of ``op`` (keepdim, static type)."""
    out = U.result_type(op, i)
    if keepdim:
        red = U.keep_dims(rw, red, rank, dims, loc)
    if red.type.element_type is not out.element_type:
        raise U.NotLowerable(f"'{op.name}': element type {red.type.element_type} != {out.element_type}")
    if len(red.type.shape) != len(out.shape):
        raise U.NotLowerable(f"'{op.name}': result rank {len(out.shape)} != {len(red.type.shape)}")
    return U.cast_tensor(rw, red, out, loc)


# ---------------------------------------------------------------------------------------------
# sum / prod / mean
# ---------------------------------------------------------------------------------------------

def _sum_like(rw, op, x, dims, out_elt, combine, init, loc):
    acc = U.sum_type(out_elt, x, dims) if combine is U.add else U.compute_type(out_elt)
    red = U.reduce_over(rw, x, dims, acc, init, combine, loc, pre=U.input_converter(op, 0, acc))
    return U.convert_tensor(rw, red, out_elt, loc)


def _reduce_with(combine, init, dims_at, keepdim_at):
    """sum/prod: ``dims_at``/``keepdim_at`` are argument names (None: all dims / no keepdim)."""
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        R = U.rank_of(x)
        dims = list(range(R)) if dims_at is None else reduction_dims(op, dims_at, R)
        keep = keepdim_at is not None and U.const_flag(op, keepdim_at)
        out = U.result_type(op)
        red = _sum_like(rw, op, x, dims, out.element_type, combine, init, op.location)
        rw.replace_op(op, finish(rw, red, op, 0, R, dims, keep, op.location))
        return True
    return lower


lowering("torch.aten.sum")(_reduce_with(U.add, 0, None, None))
lowering("torch.aten.sum.dim_IntList")(_reduce_with(U.add, 0, "dim", "keepdim"))
lowering("torch.aten.prod")(_reduce_with(U.mul, 1, None, None))
lowering("torch.aten.prod.dim_int")(_reduce_with(U.mul, 1, "dim", "keepdim"))


def _mean(dims_at, keepdim_at):
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        R = U.rank_of(x)
        out = U.result_type(op)
        if not (U.is_float(out.element_type) or U.is_complex(out.element_type)):
            return False
        dims = list(range(R)) if dims_at is None else reduction_dims(op, dims_at, R)
        keep = keepdim_at is not None and U.const_flag(op, keepdim_at)
        loc = op.location
        acc = U.sum_type(out.element_type, x, dims)
        red = U.reduce_over(rw, x, dims, acc, 0.0, U.add, loc, pre=U.input_converter(op, 0, acc))
        n = U.count_of(rw, x, dims, acc, loc)
        et = out.element_type
        red = U.map_tensor(rw, [red], et, lambda b, v: U.convert_scalar(b, U.div(b, v, n), et), loc)
        rw.replace_op(op, finish(rw, red, op, 0, R, dims, keep, loc))
        return True
    return lower


lowering("torch.aten.mean")(_mean(None, None))
lowering("torch.aten.mean.dim")(_mean("dim", "keepdim"))

# ---------------------------------------------------------------------------------------------
# amax / amin / max / min (values only)
# ---------------------------------------------------------------------------------------------


def _extreme(is_max, dims_at, keepdim_at):
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        R = U.rank_of(x)
        out = U.result_type(op)
        et = out.element_type
        if et is not x.type.element_type:
            return False
        dims = list(range(R)) if dims_at is None else reduction_dims(op, dims_at, R)
        keep = keepdim_at is not None and U.const_flag(op, keepdim_at)
        uns = U.is_unsigned_value(op.arg("self"))
        init = U.lowest(et, uns) if is_max else U.highest(et, uns)
        fn = U.maximum if is_max else U.minimum
        red = U.reduce_over(rw, x, dims, et, init, lambda b, v, a: fn(b, v, a, uns), op.location)
        rw.replace_op(op, finish(rw, red, op, 0, R, dims, keep, op.location))
        return True
    return lower


lowering("torch.aten.amax")(_extreme(True, "dim", "keepdim"))
lowering("torch.aten.amin")(_extreme(False, "dim", "keepdim"))
lowering("torch.aten.max")(_extreme(True, None, None))
lowering("torch.aten.min")(_extreme(False, None, None))

# ---------------------------------------------------------------------------------------------
# argmax / argmin / max.dim / min.dim (values and indices)
# ---------------------------------------------------------------------------------------------


def arg_reduce(rw, x, dim, is_max, unsigned, loc):
    """(values, i64 indices) of the max/min of ``x`` along ``dim``; ties and NaNs pick the first."""
    R = U.rank_of(x)
    et = x.type.element_type
    kept = [i for i in range(R) if i != dim]
    sizes = U.sizes(rw, x, loc)
    ks = [sizes[i] for i in kept]
    vinit = U.filled(rw, ks, et, U.lowest(et, unsigned) if is_max else U.highest(et, unsigned), loc)
    iinit = U.filled(rw, ks, A.I64, (1 << 63) - 1, loc)
    red_map = AffineMap.from_dims(R, kept)
    its = ["reduction" if i == dim else "parallel" for i in range(R)]

    def body(b, v, av, ai):
        idx = b.val("arith.index_cast", [b.insert(linalg.index(dim)).results[0]], A.I64)
        take = U.b_or(b, U.better(b, v, av, is_max, unsigned),
                    U.b_and(b, U.same(b, v, av), U.cmpi(b, "slt", idx, ai)))
        return [U.select(b, take, v, av), U.select(b, take, idx, ai)]
    return U.generic(rw, [x], [AffineMap.identity(R)], [vinit, iinit], [red_map, red_map], its, body, loc)


def _argext(is_max):
    """argmax(self, dim?, keepdim)."""
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        R = U.rank_of(x)
        keep = U.const_flag(op, "keepdim")
        uns = U.is_unsigned_value(op.arg("self"))
        loc = op.location
        if U.is_none(op.arg("dim")):
            _, idx = arg_reduce(rw, U.flatten(rw, x, loc), 0, is_max, uns, loc)
            out = U.result_type(op)
            if keep and R > 0:
                idx = U.keep_dims(rw, idx, R, list(range(R)), loc)
            rw.replace_op(op, U.cast_tensor(rw, idx, out, loc))
            return True
        dims = reduction_dims(op, "dim", R, none_means_all=False)
        if R == 0:
            idx = U.filled(rw, [], A.I64, 0, loc)
            rw.replace_op(op, U.cast_tensor(rw, idx, U.result_type(op), loc))
            return True
        _, idx = arg_reduce(rw, x, dims[0], is_max, uns, loc)
        rw.replace_op(op, finish(rw, idx, op, 0, R, dims, keep, loc))
        return True
    return lower


lowering("torch.aten.argmax")(_argext(True))
lowering("torch.aten.argmin")(_argext(False))


def _ext_dim(is_max):
    """max.dim(self, dim, keepdim) -> (values, indices)."""
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        R = U.rank_of(x)
        dims = reduction_dims(op, "dim", R, none_means_all=False)
        keep = U.const_flag(op, "keepdim")
        loc = op.location
        if R == 0:
            idx = U.filled(rw, [], A.I64, 0, loc)
            rw.replace_op(op, [x, U.cast_tensor(rw, idx, U.result_type(op, 1), loc)])
            return True
        vals, idx = arg_reduce(rw, x, dims[0], is_max, U.is_unsigned_value(op.arg("self")), loc)
        rw.replace_op(op, [finish(rw, vals, op, 0, R, dims, keep, loc), finish(rw, idx, op, 1, R, dims, keep, loc)])
        return True
    return lower


lowering("torch.aten.max.dim")(_ext_dim(True))
lowering("torch.aten.min.dim")(_ext_dim(False))

# ---------------------------------------------------------------------------------------------
# any / all
# ---------------------------------------------------------------------------------------------


def _logical(is_any, dims_at, keepdim_at):
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        R = U.rank_of(x)
        dims = list(range(R)) if dims_at is None else reduction_dims(op, dims_at, R)
        keep = keepdim_at is not None and U.const_flag(op, keepdim_at)
        out = U.result_type(op)
        loc = op.location
        red = U.reduce_over(rw, x, dims, A.I1, 0 if is_any else 1, U.b_or if is_any else U.b_and, loc,
                          pre=U.input_converter(op, 0, A.I1))
        red = U.convert_tensor(rw, red, out.element_type, loc, unsigned=True)
        rw.replace_op(op, finish(rw, red, op, 0, R, dims, keep, loc))
        return True
    return lower


lowering("torch.aten.any")(_logical(True, None, None))
lowering("torch.aten.all")(_logical(False, None, None))
lowering("torch.aten.any.dim", "torch.aten.any.dims")(_logical(True, "dim", "keepdim"))
lowering("torch.aten.all.dim", "torch.aten.all.dims")(_logical(False, "dim", "keepdim"))

# ---------------------------------------------------------------------------------------------
# var / std / var_mean / std_mean
# ---------------------------------------------------------------------------------------------


def _correction(op, how, name):
    """The correction from argument ``name``: ``how`` is "correction" (Scalar?, None = 1) or
    "unbiased" (bool)."""
    v = op.arg(name)
    if how == "unbiased":
        return 1.0 if U.const_flag(op, name, True) else 0.0
    if U.is_none(v):
        return 1.0
    c = U.const_value(v)
    if c is None:
        raise U.NotLowerable(f"'{op.name}': correction is not a constant")
    return float(c)


def _var_family(how, dims_at, corr_at, keepdim_at, results):
    """``results``: a tuple of "var", "std", "mean" naming the op's results in order."""
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        R = U.rank_of(x)
        et = U.result_type(op).element_type
        if not U.is_float(et):
            return False
        dims = list(range(R)) if dims_at is None else reduction_dims(op, dims_at, R)
        corr = _correction(op, how, corr_at)
        keep = keepdim_at is not None and U.const_flag(op, keepdim_at)
        loc = op.location
        var, mean = U.moments(rw, op, x, dims, et, corr, loc)
        vals = []
        for i, what in enumerate(results):
            t = U.result_type(op, i).element_type
            if what == "var":
                v = U.map_tensor(rw, [var], t, lambda b, a: U.convert_scalar(b, a, t), loc)
            elif what == "std":
                v = U.map_tensor(rw, [var], t,
                               lambda b, a: U.convert_scalar(b, b.val("math.sqrt", [a], a.type), t), loc)
            else:
                v = U.map_tensor(rw, [mean], t, lambda b, a: U.convert_scalar(b, a, t), loc)
            vals.append(finish(rw, v, op, i, R, dims, keep, loc))
        rw.replace_op(op, vals)
        return True
    return lower


lowering("torch.aten.var")(_var_family("unbiased", None, "unbiased", None, ("var",)))
lowering("torch.aten.var.dim")(_var_family("unbiased", "dim", "unbiased", "keepdim", ("var",)))
lowering("torch.aten.var.correction")(_var_family("correction", "dim", "correction", "keepdim", ("var",)))
lowering("torch.aten.std")(_var_family("unbiased", None, "unbiased", None, ("std",)))
lowering("torch.aten.std.dim")(_var_family("unbiased", "dim", "unbiased", "keepdim", ("std",)))
lowering("torch.aten.std.correction")(_var_family("correction", "dim", "correction", "keepdim", ("std",)))
lowering("torch.aten.var_mean")(_var_family("unbiased", None, "unbiased", None, ("var", "mean")))
lowering("torch.aten.var_mean.dim")(_var_family("unbiased", "dim", "unbiased", "keepdim", ("var", "mean")))
lowering("torch.aten.var_mean.correction")(_var_family("correction", "dim", "correction", "keepdim", ("var", "mean")))
lowering("torch.aten.std_mean")(_var_family("unbiased", None, "unbiased", None, ("std", "mean")))
lowering("torch.aten.std_mean.dim")(_var_family("unbiased", "dim", "unbiased", "keepdim", ("std", "mean")))
lowering("torch.aten.std_mean.correction")(_var_family("correction", "dim", "correction", "keepdim", ("std", "mean")))

# ---------------------------------------------------------------------------------------------
# norms
# ---------------------------------------------------------------------------------------------


def _absf(b, v):
    return b.val("math.absf", [v], v.type)


def vector_norm(rw, op, x, ord_, dims, et, loc):
    """The ``ord_``-norm of ``x`` over ``dims`` in float type ``et`` (reduced shape)."""
    acc = U.compute_type(et)
    conv = U.input_converter(op, 0, acc)

    def absv(b, v, *ex):
        return _absf(b, conv(b, v))
    if ord_ == math.inf:
        return U.reduce_over(rw, x, dims, acc, 0.0, U.maximum, loc, pre=absv)
    if ord_ == -math.inf:
        return U.reduce_over(rw, x, dims, acc, math.inf, U.minimum, loc, pre=absv)
    if ord_ == 0:
        def nz(b, v, *ex):
            c = U.cmpf(b, "une", conv(b, v), U.fconst(b, 0.0, acc))
            return b.val("arith.uitofp", [c], acc)
        return U.reduce_over(rw, x, dims, acc, 0.0, U.add, loc, pre=nz)
    if ord_ == 1:
        return U.reduce_over(rw, x, dims, acc, 0.0, U.add, loc, pre=absv)
    if ord_ == 2:
        def sq(b, v, *ex):
            v = conv(b, v)
            return U.mul(b, v, v)
        s = U.reduce_over(rw, x, dims, acc, 0.0, U.add, loc, pre=sq)
        return U.map_tensor(rw, [s], acc, lambda b, v: b.val("math.sqrt", [v], acc), loc)

    def pw(b, v, *ex):
        return b.val("math.powf", [absv(b, v), U.fconst(b, ord_, acc)], acc)
    s = U.reduce_over(rw, x, dims, acc, 0.0, U.add, loc, pre=pw)
    return U.map_tensor(rw, [s], acc, lambda b, v: b.val("math.powf", [v, U.fconst(b, 1.0 / ord_, acc)], acc), loc)


def _norm(ord_at, dims_at, keepdim_at, default_ord=2.0):
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        R = U.rank_of(x)
        out = U.result_type(op)
        et = out.element_type
        if not U.is_float(et) or not U.is_float(x.type.element_type):
            return False
        ord_ = default_ord
        if ord_at is not None and not U.is_none(op.arg(ord_at)):
            ord_ = U.const_value(op.arg(ord_at))
            if ord_ is None:
                return False
        ord_ = float(ord_)
        dims = list(range(R)) if dims_at is None else reduction_dims(op, dims_at, R)
        keep = keepdim_at is not None and U.const_flag(op, keepdim_at)
        loc = op.location
        red = vector_norm(rw, op, x, ord_, dims, et, loc)
        red = U.convert_tensor(rw, red, et, loc)
        rw.replace_op(op, finish(rw, red, op, 0, R, dims, keep, loc))
        return True
    return lower


lowering("torch.aten.linalg_vector_norm")(_norm("ord", "dim", "keepdim"))
lowering("torch.aten.norm.ScalarOpt_dim")(_norm("p", "dim", "keepdim"))
lowering("torch.aten.norm.Scalar")(_norm("p", None, None))
lowering("torch.aten.frobenius_norm.dim")(_norm(None, "dim", "keepdim"))

# ---------------------------------------------------------------------------------------------
# logsumexp
# ---------------------------------------------------------------------------------------------


@lowering("torch.aten.logsumexp")
def logsumexp(op, operands, rw):
    """``log(sum(exp(x - m))) + m`` with ``m`` the max (0 where it is infinite)."""
    x = U.tensor_operand(operands, 0)
    R = U.rank_of(x)
    et = U.result_type(op).element_type
    if not U.is_float(et):
        return False
    dims = reduction_dims(op, "dim", R)
    keep = U.const_flag(op, "keepdim")
    loc = op.location
    acc = U.compute_type(et)
    conv = U.input_converter(op, 0, acc)
    m = U.reduce_over(rw, x, dims, acc, -math.inf, U.maximum, loc, pre=conv)

    def fin(b, v):
        inf = U.cmpf(b, "oeq", _absf(b, v), U.fconst(b, math.inf, acc))
        return U.select(b, inf, U.fconst(b, 0.0, acc), v)
    m = U.map_tensor(rw, [m], acc, fin, loc)

    def ex(b, v, mm):
        return b.val("math.exp", [U.sub(b, conv(b, v), mm)], acc)
    s = U.reduce_over(rw, x, dims, acc, 0.0, U.add, loc, pre=ex, extra=[m])
    r = U.map_tensor(rw, [s, m], et, lambda b, v, mm: U.convert_scalar(b, U.add(b, b.val("math.log", [v], acc), mm), et),
                   loc)
    rw.replace_op(op, finish(rw, r, op, 0, R, dims, keep, loc))
    return True
