"""Reductions: sum/mean (``tosa.reduce_sum``), prod (floats; integers as halving products), amax/amin/max/min (with indices by
``tosa.argmax``), argmax/argmin, any/all, var/std (two passes), logsumexp -- one ``tosa.reduce_*``
per reduced dim, then a reshape without them unless keepdim.

TOSA's legal types shape the lowering: sums of i1/i8/i16 accumulate in i32 (PyTorch's result for
them is i64, cast after); reduce_product is float only (an integer product multiplies halves); argmax returns i64 directly; argmin is argmax of the negation (of ``~x`` for integers, exact at
INT_MIN)."""
from __future__ import annotations

import numpy as np

from .registry import lowering
from . import utils as U


def _input(op, operands, name="self"):
    U.check_types(op)
    x = U.converted(op, operands, name)
    if not isinstance(getattr(x, "type", None), U.A.RankedTensorType):
        raise U.NotLowerable(f"operand '{name}' is not a ranked tensor")
    return x, U.is_unsigned_value(op.arg(name))


def _keepdim(op):
    return U.const_flag(op, "keepdim", False)


@lowering("torch.aten.sum", "torch.aten.sum.dim_IntList", "torch.aten.mean", "torch.aten.mean.dim")
def sum_mean(op, operands, rw):
    if U.identity_of_empty(op, rw, float("nan") if op.name.startswith("torch.aten.mean") else 0):
        return True
    x, uns = _input(op, operands)
    out = U.result_type(op)
    r = U.rank_of(x)
    dims = U.dims_arg(op, "dim", r) if U.has_arg(op, "dim") else list(range(r))
    et = U.compute_type(out.element_type)
    mean = op.name.startswith("torch.aten.mean")
    if mean and not U.is_float(et):
        return False
    n = U.num_elements(x, dims) if mean and r else 1
    x = U.cast(rw, x, et, uns)
    if r == 0:
        return U.finish(rw, op, U.cast(rw, x, out.element_type, round_float=True))
    s = U.reduce(rw, "sum", x, dims, _keepdim(op))
    if mean:
        s = U.mul(rw, s, U.const(rw, 1.0 / max(n, 1), et, U.rank_of(s)))
    return U.finish(rw, op, U.cast(rw, s, out.element_type, round_float=True))


@lowering("torch.aten.prod", "torch.aten.prod.dim_int")
def prod(op, operands, rw):
    if U.identity_of_empty(op, rw, 1):
        return True
    x, uns = _input(op, operands)
    out = U.result_type(op)
    r = U.rank_of(x)
    dims = [U.dim_arg(op, "dim", r)] if U.has_arg(op, "dim") else list(range(r))
    if not U.is_float(out.element_type):
        if out.element_type is U.I1 or not U.is_int(out.element_type):
            raise U.NotLowerable(f"a product with result type {out.element_type}")
        return U.finish(rw, op, U.int_product(rw, U.cast(rw, x, out.element_type, uns), dims, _keepdim(op)))
    x = U.cast(rw, x, U.F32, uns)
    if r == 0:
        return U.finish(rw, op, U.cast(rw, x, out.element_type))
    return U.finish(rw, op, U.cast(rw, U.reduce(rw, "product", x, dims, _keepdim(op)), out.element_type))


def _minmax_input(rw, x, uns):
    """The input in a type reduce_max/min take (i1 -> i32, ui8 -> i32 zero-extended, f16 kept)."""
    et = x.type.element_type
    if et is U.I1 or uns:
        return U.cast(rw, x, U.I32, uns)
    return x


@lowering("torch.aten.amax", "torch.aten.amin", "torch.aten.max", "torch.aten.min")
def amax(op, operands, rw):
    x, uns = _input(op, operands)
    out = U.result_type(op)
    r = U.rank_of(x)
    kind = "max" if op.name.split(".")[2].endswith("max") else "min"
    dims = U.dims_arg(op, "dim", r) if U.has_arg(op, "dim") else list(range(r))
    if r == 0:
        return U.finish(rw, op, x)
    y = U.reduce(rw, kind, _minmax_input(rw, x, uns), dims, _keepdim(op))
    return U.finish(rw, op, U.cast(rw, y, out.element_type))


def _argmax(rw, x, d, kind, uns):
    """i64 indices of the first max (min) along ``d`` (the dim removed)."""
    x = _minmax_input(rw, x, uns)
    if kind == "min":
        if U.is_float(x.type.element_type):
            x = U.neg(rw, x)
        else:
            x = U.unary(rw, "bitwise_not", x)
    out = U.A.RankedTensorType([s for i, s in enumerate(U.shape(x)) if i != d], U.I64)
    return rw.insert(U.tosa.ArgMaxOp.build(input=x, axis=U.tosa.i32_attr(d), output=out)).results[0]


@lowering("torch.aten.argmax", "torch.aten.argmin")
def argmax(op, operands, rw):
    x, uns = _input(op, operands)
    kind = "max" if op.name.endswith("argmax") else "min"
    r = U.rank_of(x)
    keep = _keepdim(op)
    if U.is_none(op.arg("dim")):
        x = U.reshape(rw, x, [-1 if not x.type.has_static_shape() else U.A.RankedTensorType(U.shape(x), U.I1)
                              .num_elements()])
        d = 0
    else:
        d = U.required_dim(op, "dim", r)
        if r == 0:
            return U.finish(rw, op, U.const(rw, 0, U.I64, []))
    y = _argmax(rw, x, d, kind, uns)
    return U.finish(rw, op, U.reshape(rw, y, list(U.result_type(op).shape)) if keep or U.is_none(op.arg("dim"))
                    else y)


@lowering("torch.aten.max.dim", "torch.aten.min.dim")
def max_dim(op, operands, rw):
    x, uns = _input(op, operands)
    kind = "max" if op.name == "torch.aten.max.dim" else "min"
    r = U.rank_of(x)
    d = U.required_dim(op, "dim", r)
    if r == 0:
        return U.finish(rw, op, [x, U.const(rw, 0, U.I64, [])])
    keep = _keepdim(op)
    vals = U.reduce(rw, kind, _minmax_input(rw, x, uns), [d], keep)
    idx = _argmax(rw, x, d, kind, uns)
    if keep:
        idx = U.reshape(rw, idx, list(U.result_type(op, 1).shape))
    return U.finish(rw, op, [U.cast(rw, vals, U.result_type(op, 0).element_type), idx])


@lowering("torch.aten.any", "torch.aten.any.dim", "torch.aten.any.dims", "torch.aten.all", "torch.aten.all.dim",
          "torch.aten.all.dims")
def any_all(op, operands, rw):
    kind = "any" if ".any" in op.name else "all"
    if U.identity_of_empty(op, rw, kind == "all"):   # over nothing: all is true, any is false
        return True
    x, uns = _input(op, operands)
    r = U.rank_of(x)
    dims = U.dims_arg(op, "dim", r) if U.has_arg(op, "dim") else list(range(r))
    b = U.truthy(rw, x, uns)
    if r == 0:
        return U.finish(rw, op, U.cast(rw, b, U.result_type(op).element_type))
    y = U.reduce(rw, kind, b, dims, _keepdim(op))
    return U.finish(rw, op, U.cast(rw, y, U.result_type(op).element_type))


def _correction(op):
    if U.has_arg(op, "correction"):
        c = U.const_number(op.arg("correction"))
        if c is None:
            raise U.NotLowerable("correction is not a constant")
        return c
    if U.has_arg(op, "unbiased"):
        return 1 if U.const_flag(op, "unbiased", True) else 0
    return 1


@lowering("torch.aten.var", "torch.aten.var.dim", "torch.aten.var.correction", "torch.aten.std",
          "torch.aten.std.dim", "torch.aten.std.correction", "torch.aten.var_mean", "torch.aten.var_mean.dim",
          "torch.aten.var_mean.correction", "torch.aten.std_mean", "torch.aten.std_mean.dim",
          "torch.aten.std_mean.correction")
def var(op, operands, rw):
    x, uns = _input(op, operands)
    out = U.result_type(op)
    if not U.is_float(out.element_type):
        return False
    r = U.rank_of(x)
    dims = U.dims_arg(op, "dim", r) if U.has_arg(op, "dim") else list(range(r))
    U.num_elements(x, dims)            # static reduced extent, checked before building
    _correction(op)
    x = U.cast(rw, x, U.F32, uns)
    if r == 0:
        x, dims = U.reshape(rw, x, [1]), [0]
    mean, v = U.moments(rw, x, dims, _correction(op), _keepdim(op))
    if ".std" in op.name:
        v = U.recip(rw, U.unary(rw, "rsqrt", v))
    res = [U.cast(rw, v, out.element_type)]
    if "_mean" in op.name:
        res.append(U.cast(rw, mean, U.result_type(op, 1).element_type))
    return U.finish(rw, op, res)


@lowering("torch.aten.logsumexp")
def logsumexp(op, operands, rw):
    x, uns = _input(op, operands)
    out = U.result_type(op)
    r = U.rank_of(x)
    dims = U.dims_arg(op, "dim", r)
    x = U.cast(rw, x, U.F32, uns)
    m = U.reduce(rw, "max", x, dims, True)
    finite = U.binary(rw, "greater", U.const(rw, float("inf"), U.F32, r), U.unary(rw, "abs", m))
    m = U.select(rw, finite, m, U.const(rw, 0.0, U.F32, r))
    s = U.reduce(rw, "sum", U.unary(rw, "exp", U.binary(rw, "sub", x, m)), dims, True)
    y = U.binary(rw, "add", U.unary(rw, "log", s), m)
    if not _keepdim(op):
        y = U.reshape(rw, y, [s_ for i, s_ in enumerate(U.shape(y)) if i not in dims])
    return U.finish(rw, op, U.cast(rw, y, out.element_type))


@lowering("torch.aten.linalg_vector_norm", "torch.aten.norm.ScalarOpt_dim", "torch.aten.norm.Scalar",
          "torch.aten.frobenius_norm.dim")
def vector_norm(op, operands, rw):
    """p = 2 (sqrt of the sum of squares), 1, inf, -inf, 0 and other constant p (``sum |x|^p ^ 1/p``)."""
    x, uns = _input(op, operands)
    out = U.result_type(op)
    if not U.is_float(out.element_type):
        return False
    name = "ord" if U.has_arg(op, "ord") else "p"
    p = 2.0 if op.name == "torch.aten.frobenius_norm.dim" or not U.has_arg(op, name) else U.const_float(op.arg(name))
    if p is None:
        raise U.NotLowerable("the order is not a constant")
    r = U.rank_of(x)
    dims = U.dims_arg(op, "dim", r) if U.has_arg(op, "dim") else list(range(r))
    keep = _keepdim(op)
    x = U.cast(rw, x, U.F32, uns)
    if r == 0:
        x, dims = U.reshape(rw, x, [1]), [0]
    a = U.unary(rw, "abs", x)
    if p == float("inf"):
        y = U.reduce(rw, "max", a, dims, keep)
    elif p == float("-inf"):
        y = U.reduce(rw, "min", a, dims, keep)
    elif p == 0:
        nz = U.cast(rw, U.truthy(rw, a), U.F32)
        y = U.reduce(rw, "sum", nz, dims, keep)
    elif p == 1:
        y = U.reduce(rw, "sum", a, dims, keep)
    elif p == 2:
        s = U.reduce(rw, "sum", U.mul(rw, a, a), dims, keep)
        y = U.recip(rw, U.unary(rw, "rsqrt", s))
    else:
        rk = U.rank_of(a)
        s = U.reduce(rw, "sum", U.binary(rw, "pow", a, U.const(rw, p, U.F32, rk)), dims, keep)
        y = U.binary(rw, "pow", s, U.const(rw, 1.0 / p, U.F32, U.rank_of(s)))
    if r == 0:
        y = U.reshape(rw, y, [])
    return U.finish(rw, op, U.cast(rw, y, out.element_type))


def _scan_input(op, operands):
    """``(x in the compute type moved to [rows, n], undo)`` for a scan along ``dim``; ``undo``
    maps a ``[rows, n]`` result back to the input's layout and the result type."""
    x, uns = _input(op, operands)
    out = U.result_type(op)
    sh = U.static(x, "the input")
    r = len(sh)
    d = U.required_dim(op, "dim", max(r, 1))
    ct = U.compute_type(out.element_type)
    return x, uns, out, sh, d, ct


def _scan(op, operands, rw, combine, neutral):
    """An inclusive scan along ``dim`` as Hillis-Steele steps: ``ceil(log2 n)`` times
    ``y = combine(y, y shifted by 2^k)``, the shift padding with ``neutral`` (no inf * 0 as in a
    triangular matmul, exact for integers)."""
    x, uns, out, sh, d, ct = _scan_input(op, operands)
    if not sh:
        return U.finish(rw, op, U.cast(rw, x, out.element_type, uns))
    y, back = _moved_last(rw, U.cast(rw, x, ct, uns), sh, d)
    rows, n = U.shape(y)
    s = 1
    while s < n:
        shifted = U.tosa.slice(rw, U.tosa.pad(rw, y, [0, 0, s, 0], neutral if not U.is_float(ct) else float(neutral)),
                               [0, 0], [rows, n])
        y = combine(y, shifted)
        s *= 2
    return U.finish(rw, op, U.cast(rw, back(y), out.element_type, round_float=True))


@lowering("torch.aten.cumsum")
def cumsum(op, operands, rw):
    return _scan(op, operands, rw, lambda a, b: U.binary(rw, "add", a, b), 0)


@lowering("torch.aten.cumprod")
def cumprod(op, operands, rw):
    return _scan(op, operands, rw, lambda a, b: U.mul(rw, a, b), 1)


def _moved_last(rw, x, sh, d):
    """``x`` with dim ``d`` moved last and the others flattened (``[rows, n]``), and the inverse."""
    r = len(sh)
    perm = [i for i in range(r) if i != d] + [d]
    rows = int(np.prod([sh[i] for i in perm[:-1]])) if r > 1 else 1
    inv = [perm.index(i) for i in range(r)]

    def back(y):
        return U.transpose(rw, U.reshape(rw, y, [sh[i] for i in perm]), inv)
    return U.reshape(rw, U.transpose(rw, x, perm), [rows, sh[d]]), back
