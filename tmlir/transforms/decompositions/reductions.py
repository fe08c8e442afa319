"""Reductions: mean/sum/prod over everything, var/std families (to ``var.correction``),
logsumexp, norms, max/min/argmax/argmin, aminmax, count_nonzero, nansum/nanmean, trace, histc,
bincount, median/nanmedian, quantile/nanquantile (static size of the reduced dim)."""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T

from .registry import decomposition
from .builder import NotApplicable, is_float_dtype, is_complex_dtype, float_of, to_torch_dtype, norm_dim as _norm_dim


def _dims(b, x, dim_value):
    """The reduced dims: an ``int[1]?`` argument (none or [] -> every dim), normalized."""
    r = b.rank(x)
    dims = b.opt_int_list(dim_value) if not b._is_tensor(dim_value) else None
    if not dims:
        return list(range(r))
    return sorted({d + r if d < 0 else d for d in dims})


@decomposition("torch.aten.mean")
def mean_all(b, op):
    """``mean.dim`` over every dim."""
    x, dtype = op.operands
    dt = b.dtype_arg(dtype)
    if dt is None:
        b.float_tensor(x)
    return [b.mean(x, list(range(b.rank(x))), False, dt)]


@decomposition("torch.aten.sum")
def sum_all(b, op):
    x, dtype = op.operands
    return [b.sum(x, list(range(b.rank(x))), False, b.dtype_arg(dtype))]


#: creation ops whose tensor holds one value: op name -> the value (an int, or the name of the
#: operand holding it)
_SPLATS = {"torch.aten.ones": 1, "torch.aten.zeros": 0, "torch.aten.full": "fill_value"}


@decomposition("torch.aten.sum.dim_IntList", "torch.aten.mean.dim")
def sum_of_splat(b, op):
    """The sum (mean) of a one-valued tensor (``ones``/``zeros``/``full``) over dims of run-time
    size: ``value * count`` (``/ count``: NaN for none, as PyTorch) per output element: the count
    of a masked reduction is computed, not summed over a run-time size."""
    x, dim, keepdim, dtype = op.operands
    src = x.defining_op
    kind = _SPLATS.get(src.name) if src is not None else None
    if kind is None:
        raise NotApplicable("not a one-valued tensor")
    value = kind if isinstance(kind, int) else src.arg(kind)
    if not isinstance(value, int):
        v = value.defining_op
        if v is None or not v.name.startswith("torch.constant."):
            raise NotApplicable("fill value not a constant")
        if not math.isfinite(b.const_float(value)):
            raise NotApplicable("an infinite or NaN value times a count of 0 is NaN, not the sum 0")
    dims = _dims(b, x, dim)
    counts = [b.size(x, d) for d in dims]
    if all(isinstance(c, int) for c in counts):
        raise NotApplicable("static reduced sizes")
    out_dt = b.known_dtype(op.results[0])
    keep = b.const_bool(keepdim)
    sizes = [1 if d in dims else b.size(x, d) for d in range(b.rank(x)) if keep or d not in dims]
    count = b.to_dtype(b.op("torch.prim.NumToTensor.Scalar", [b.numel_value(x, dims)], b.vt([], T.SI64)), out_dt)
    total = b.mul(b.full(sizes, value, out_dt), count)
    return [b.div(total, count) if op.name == "torch.aten.mean.dim" else total]


@decomposition("torch.aten.prod")
def prod_all(b, op):
    """``prod.dim_int`` of the flattened tensor."""
    x, dtype = op.operands
    dt = b.dtype_arg(dtype)
    flat = b.reshape(x, [-1])
    rdt = dt or b.known_dtype(x)
    if dt is None and not (is_float_dtype(rdt) or is_complex_dtype(rdt)):
        rdt = T.SI64
    return [b.op("torch.aten.prod.dim_int", [flat, 0, False, None if dt is None else T.type_to_scalar_type_int(dt)],
                 b.vt([], rdt))]


def _correction(b, op):
    """The correction of a var/std op: from ``unbiased`` or ``correction`` (none -> 1)."""
    names = op.schema.argument_names
    if "correction" in names:
        c = op.arg("correction")
        v = b.opt_float(c)
        return 1 if v is None else v
    if "unbiased" in names:
        return 1 if b.const_bool(op.arg("unbiased")) else 0
    return 1


def _var_args(b, op):
    x = op.operands[0]
    b.float_tensor(x)
    names = op.schema.argument_names
    dims = _dims(b, x, op.arg("dim")) if "dim" in names else list(range(b.rank(x)))
    keepdim = b.const_bool(op.arg("keepdim")) if "keepdim" in names else False
    return x, dims, _correction(b, op), keepdim


@decomposition("torch.aten.var", "torch.aten.var.dim")
def var(b, op):
    """``var.correction``."""
    x, dims, c, keepdim = _var_args(b, op)
    return [b.var(x, dims, c, keepdim)]


@decomposition("torch.aten.std", "torch.aten.std.dim", "torch.aten.std.correction")
def std(b, op):
    """``sqrt(var.correction)``."""
    x, dims, c, keepdim = _var_args(b, op)
    return [b.sqrt(b.var(x, dims, c, keepdim))]


@decomposition("torch.aten.var_mean", "torch.aten.var_mean.dim", "torch.aten.var_mean.correction")
def var_mean(b, op):
    x, dims, c, keepdim = _var_args(b, op)
    return [b.var(x, dims, c, keepdim), b.mean(x, dims, keepdim)]


@decomposition("torch.aten.std_mean", "torch.aten.std_mean.dim", "torch.aten.std_mean.correction")
def std_mean(b, op):
    x, dims, c, keepdim = _var_args(b, op)
    return [b.sqrt(b.var(x, dims, c, keepdim)), b.mean(x, dims, keepdim)]


def _finite_max(b, x, dims, keepdim):
    """``amax`` with infinite maxima replaced by 0 (so ``x - max`` stays finite)."""
    m = b.amax(x, dims, keepdim)
    zero = b.scalar_tensor(0.0, b.dtype(x))
    return b.where(b.compare("eq", b.abs(m), math.inf), zero, m)


@decomposition("torch.aten.logsumexp", "torch.aten.special_logsumexp")
def logsumexp(b, op):
    """``log(sum(exp(x - m))) + m`` with ``m`` the (finite) max."""
    x, dim, keepdim = op.operands
    x = b.to_dtype(x, float_of(b.known_dtype(x)))
    dims = _dims(b, x, dim)
    k = b.const_bool(keepdim)
    m_keep = _finite_max(b, x, dims, True)
    s = b.sum(b.exp(b.sub(x, m_keep)), dims, k)
    m = m_keep if k else _finite_max(b, x, dims, False)
    return [b.add(b.log(s), m)]


def _vector_norm(b, x, p, dims, keepdim):
    """The ``p``-norm of float tensor ``x`` over ``dims``. f16/bf16 are computed in f32 and the
    norm converted back, as PyTorch does: ``|x|**p`` and its sum leave the half range long before
    the norm does (8.5 ** 6 overflows f16)."""
    dt = b.dtype(x)
    if dt is T.F16 or dt is T.BF16:
        return b.to_dtype(_vector_norm(b, b.to_dtype(x, T.F32), p, dims, keepdim), dt)
    if p == 2:
        return b.sqrt(b.sum(b.mul(x, x), dims, keepdim))
    a = b.abs(x)
    if p == 1:
        return b.sum(a, dims, keepdim)
    if p == math.inf:
        return b.amax(a, dims, keepdim)
    if p == -math.inf:
        return b.amin(a, dims, keepdim)
    if p == 0:
        return b.sum(b.to_dtype(b.compare("ne", x, 0), b.dtype(x)), dims, keepdim)
    return b.pow(b.sum(b.pow(a, float(p)), dims, keepdim), 1.0 / float(p))


def _real_float(b, x):
    """``x`` for a float tensor, its modulus ``|x|`` for a complex one (the norms of a complex
    tensor are those of its moduli)."""
    dt = b.known_dtype(x)
    if is_complex_dtype(dt):
        return b.abs(x)
    if not is_float_dtype(dt):
        raise NotApplicable("norm of a non-float tensor")
    return x


@decomposition("torch.aten.linalg_vector_norm")
def linalg_vector_norm(b, op):
    x, ord_, dim, keepdim, dtype = op.operands
    dt = b.dtype_arg(dtype)
    _real_float(b, x)
    if dt is not None:
        x = b.to_dtype(x, dt)
    x = _real_float(b, x)
    return [_vector_norm(b, x, b.const_float(ord_), _dims(b, x, dim), b.const_bool(keepdim))]


@decomposition("torch.aten.norm.Scalar")
def norm_scalar(b, op):
    x, p = op.operands
    x = _real_float(b, x)
    return [_vector_norm(b, x, b.const_float(p), list(range(b.rank(x))), False)]


@decomposition("torch.aten.norm.ScalarOpt_dim")
def norm_dim(b, op):
    x, p, dim, keepdim = op.operands
    x = _real_float(b, x)
    pv = b.opt_float(p)
    return [_vector_norm(b, x, 2 if pv is None else pv, _dims(b, x, dim), b.const_bool(keepdim))]


@decomposition("torch.aten.frobenius_norm.dim")
def frobenius_norm(b, op):
    x, dim, keepdim = op.operands
    x = _real_float(b, x)
    return [_vector_norm(b, x, 2, _dims(b, x, dim), b.const_bool(keepdim))]


@decomposition("torch.aten.dist")
def dist(b, op):
    """The ``p``-norm of ``self - other`` (broadcast) over every element (of its moduli where complex)."""
    x, y, p = op.operands
    _real_float(b, x)
    _real_float(b, y)
    d = _real_float(b, b.sub(x, y))
    dt = b.known_dtype(d)
    if dt in (T.F16, T.BF16):
        n = _vector_norm(b, b.to_dtype(d, T.F32), b.const_float(p), list(range(b.rank(d))), False)
        return [b.to_dtype(n, dt)]
    return [_vector_norm(b, d, b.const_float(p), list(range(b.rank(d))), False)]


@decomposition("torch.aten.renorm")
def renorm(b, op):
    """Each slice along ``dim`` whose ``p``-norm (over the other dims) exceeds ``maxnorm`` is
    scaled by ``maxnorm / (norm + 1e-7)``; the others are kept. Half-precision inputs take
    their norms in f32."""
    x, p, dim, maxnorm = op.operands
    mod = _real_float(b, x)
    r = b.rank(x)
    if r < 2:
        raise NotApplicable("renorm needs at least 2 dims")
    d = _norm_dim(b.const_int(dim), r)
    mx = b.const_float(maxnorm)
    others = [k for k in range(r) if k != d]
    dt = b.known_dtype(x)
    wide = b.to_dtype(mod, T.F32) if dt in (T.F16, T.BF16) else mod
    norms = _vector_norm(b, wide, b.const_float(p), others, True)
    scale = b.where(b.compare("gt", norms, mx), b.div(b.full_like(norms, mx), b.add(norms, 1e-7)),
                    b.full_like(norms, 1.0))
    return [b.mul(x, b.to_dtype(scale, dt))]


@decomposition("torch.aten.max")
def max_all(b, op):
    x = op.operands[0]
    return [b.amax(x, list(range(b.rank(x))), False)]


@decomposition("torch.aten.min")
def min_all(b, op):
    x = op.operands[0]
    return [b.amin(x, list(range(b.rank(x))), False)]


def _max_dim(b, x, d, keepdim):
    sizes = b.reduced_sizes(x, [d], keepdim)
    return b.op("torch.aten.max.dim", [x, d, keepdim], [b.vt(sizes, b.dtype(x)), b.vt(sizes, T.SI64)])


def _arg_reduce(b, x, dim, keepdim):
    """Indices of ``max.dim`` (dim none: of the flattened tensor, reshaped for keepdim)."""
    d = b.opt_int(dim)
    k = b.const_bool(keepdim)
    r = b.rank(x)
    if d is None:
        idx = _max_dim(b, b.reshape(x, [-1]), 0, False)[1]
        return b.reshape(idx, [1] * r) if k else idx
    return _max_dim(b, x, d + r if d < 0 else d, k)[1]


@decomposition("torch.aten.argmax")
def argmax(b, op):
    x, dim, keepdim = op.operands
    return [_arg_reduce(b, x, dim, keepdim)]


def _negatable(b, x):
    dt = b.known_dtype(x)
    td = to_torch_dtype(dt)
    if not (td.is_floating_point or (td.is_signed and dt is not T.I1)):
        raise NotApplicable("unsigned or bool")
    return x


@decomposition("torch.aten.argmin")
def argmin(b, op):
    """``argmax(-x)``."""
    x, dim, keepdim = op.operands
    _negatable(b, x)
    if not is_float_dtype(b.dtype(x)):
        raise NotApplicable("int min of -x overflows")
    return [_arg_reduce(b, b.neg(x), dim, keepdim)]


@decomposition("torch.aten.min.dim")
def min_dim(b, op):
    """``max.dim(-x)`` negated back (float tensors)."""
    x, dim, keepdim = op.operands
    b.float_tensor(x)
    r = b.rank(x)
    d = b.const_int(dim)
    vals, idx = _max_dim(b, b.neg(x), d + r if d < 0 else d, b.const_bool(keepdim))
    return [b.neg(vals), idx]


@decomposition("torch.aten.aminmax")
def aminmax(b, op):
    x, dim, keepdim = op.operands
    d = b.opt_int(dim)
    r = b.rank(x)
    dims = list(range(r)) if d is None else [d + r if d < 0 else d]
    k = b.const_bool(keepdim)
    return [b.amin(x, dims, k), b.amax(x, dims, k)]


@decomposition("torch.aten.count_nonzero", "torch.aten.count_nonzero.dim_IntList")
def count_nonzero(b, op):
    x, dim = op.operands
    r = b.rank(x)
    if b.is_none(dim):
        dims = list(range(r))
    elif dim.type is T.INT:
        d = b.const_int(dim)
        dims = [d + r if d < 0 else d]
    else:
        dims = _dims(b, x, dim)
    return [b.sum(b.compare("ne", x, 0), dims, False)]


@decomposition("torch.aten.nansum")
def nansum(b, op):
    x, dim, keepdim, dtype = op.operands
    dims = _dims(b, x, dim)
    if is_float_dtype(b.known_dtype(x)):
        x = b.where(b.compare("ne", x, x), b.scalar_tensor(0.0, b.dtype(x)), x)
    return [b.sum(x, dims, b.const_bool(keepdim), b.dtype_arg(dtype))]


@decomposition("torch.aten.nanmean")
def nanmean(b, op):
    """``nansum / count of non-NaN``."""
    x, dim, keepdim, dtype = op.operands
    b.float_tensor(x)
    if b.dtype_arg(dtype) is not None:
        raise NotApplicable("dtype")
    dims = _dims(b, x, dim)
    k = b.const_bool(keepdim)
    isnan = b.compare("ne", x, x)
    s = b.sum(b.where(isnan, b.scalar_tensor(0.0, b.dtype(x)), x), dims, k)
    n = b.sum(b.to_dtype(b.logical("not", isnan), b.dtype(x)), dims, k)
    return [b.div(s, n)]


@decomposition("torch.aten.trace")
def trace(b, op):
    """The sum of ``x`` where ``row == col``."""
    x = op.operands[0]
    if b.rank(x) != 2 or b.known_dtype(x) is T.I1:
        raise NotApplicable("trace needs a non-bool matrix")
    rows = b.unsqueeze(b.arange(b.size(x, 0)), 1)
    cols = b.arange(b.size(x, 1))
    mask = b.compare("eq", rows, cols)
    z = b.where(mask, x, b.scalar_tensor(0, b.dtype(x)))
    return [b.sum(z, [0, 1], False)]


@decomposition("torch.aten.kthvalue")
def kthvalue(b, op):
    """The ``k``-th smallest along ``dim`` and its index: ``sort`` ascending, then ``select(k - 1)``."""
    x, k, dim, keepdim = op.operands
    r = b.rank(x)
    if r == 0:  # a 0-d tensor is its own only value (k must be 1)
        if b.const_int(k) != 1:
            raise NotApplicable("k out of range")
        return [x, b.full([], 0, T.SI64)]
    d = _norm_dim(b.const_int(dim), r)
    kv = b.const_int(k)
    n = b.sizes(x)[d]
    if kv < 1 or (n >= 0 and kv > n):
        raise NotApplicable("k out of range")
    vals, idx = b.op("torch.aten.sort", [x, d, False],
                     [b.vt(b.sizes(x), b.dtype(x)), b.vt(b.sizes(x), T.SI64)])
    vals, idx = b.select(vals, d, kv - 1), b.select(idx, d, kv - 1)
    if b.const_bool(keepdim):
        vals, idx = b.unsqueeze(vals, d), b.unsqueeze(idx, d)
    return [vals, idx]


@decomposition("torch.aten.searchsorted.Tensor", "torch.aten.searchsorted.Scalar")
def searchsorted(b, op):
    """The insertion points of ``self`` in the innermost dim of ``sorted_sequence`` (put in order
    by ``sorter`` first when given): how many boundaries are ``< x`` (``right`` or side "right":
    ``<= x``), counted over a trailing boundaries dim. N-d boundaries pair their leading dims with
    the input's."""
    seq, x = op.arg("sorted_sequence"), op.arg("self")
    side = op.arg("side")
    right = b.const_bool(op.arg("right")) or (not b.is_none(side) and b.const_str(side) == "right")
    sorter = op.arg("sorter")
    rs = b.rank(seq)
    if not b.is_none(sorter):
        seq = b.op("torch.aten.gather", [seq, rs - 1, sorter, False], b.vt(b.sizes(seq), b.dtype(seq)))
    if not b._is_tensor(x):  # a Scalar against 1-d boundaries
        count = b.sum(b.compare("le" if right else "lt", seq, x), [0], False)
    else:
        rx = b.rank(x)
        if rs > 1:
            seq = b.unsqueeze(seq, rs - 1)  # [..., 1, K] against [..., M, 1]
        count = b.sum(b.compare("le" if right else "lt", seq, b.unsqueeze(x, rx)), [rx], False)
    return [b.to_dtype(count, T.SI32) if b.const_bool(op.arg("out_int32")) else count]


@decomposition("torch.aten.bucketize.Tensor")
def bucketize(b, op):
    """The bucket of each element among sorted 1-d ``boundaries``: how many boundaries are
    ``< x`` (``right``: ``<= x``), counted over a trailing boundaries dim."""
    x, boundaries, out_int32, right = op.operands
    if b.rank(boundaries) != 1:
        raise NotApplicable("boundaries must be 1-d")
    r = b.rank(x)
    below = b.compare("le" if b.const_bool(right) else "lt", boundaries, b.unsqueeze(x, r))
    count = b.sum(below, [r], False)
    return [b.to_dtype(count, T.SI32) if b.const_bool(out_int32) else count]


@decomposition("torch.aten.sum_to_size")
def sum_to_size(b, op):
    """Sum ``self`` down to ``size`` (which broadcasts to it): the leading dims and the dims that are
    1 in ``size`` and not in ``self``, kept, then viewed as ``size``. The result dtype is the
    import's (si64 for integers when anything is summed, the input's otherwise)."""
    x = op.arg("self")
    size = b.const_int_list(op.arg("size"))
    sx = b.sizes(x)
    rdt = b.ty(op.results[0]).dtype
    if sx is None or rdt is None:
        raise NotApplicable("unknown rank or result dtype")
    lead = len(sx) - len(size)
    if lead < 0:
        raise NotApplicable("size has more dims than self")
    dims = list(range(lead)) + [lead + i for i, s in enumerate(size) if s == 1 and sx[lead + i] != 1]
    if dims:
        x = b.sum(x, dims, True, dtype=rdt if rdt is not b.dtype(x) else None)
    if lead:
        x = b.reshape(x, size)
    return [b.to_dtype(x, rdt)]


def _median(b, x, d, keepdim):
    """(value, index) of the lower median along ``d``: the element at ``(n - 1) // 2`` of an
    ascending sort; for floats, NaN and the index of the first NaN where the slice has one, as in
    PyTorch."""
    n = _nonempty_size(b, x, d, "median")
    vals, idx = _sorted_along(b, x, d)
    mid = b.idiv(b.isub(n, 1), 2)
    v, i = b.select(vals, d, mid), b.select(idx, d, mid)
    if is_float_dtype(b.dtype(x)):
        nan = b.unary("isnan", x, T.I1)
        has_nan = b.op("torch.aten.any.dim", [nan, d, False], b.vt(b.reduced_sizes(x, [d], False), T.I1))
        first_nan = b.op("torch.aten.argmax", [b.to_dtype(nan, T.SI32), d, False], b.vt(b.reduced_sizes(x, [d], False), T.SI64))
        v, i = b.where(has_nan, math.nan, v), b.where(has_nan, first_nan, i)
    if keepdim:
        v, i = b.unsqueeze(v, d), b.unsqueeze(i, d)
    return v, i


def _nonempty_size(b, x, d, what):
    """The size of dim ``d`` of ``x`` (an int, or a run-time size guarded to be at least 1)."""
    n = b.size(x, d)
    if isinstance(n, int):
        if n < 1:
            raise NotApplicable(f"{what} of an empty dim")
    else:
        b.guard(b.op("torch.aten.ge.int", [n, 1], T.BOOL),
                f"{what}(): Expected reduction dim {d} to have non-zero size.")
    return n


def _sorted_along(b, x, d):
    """(values, indices) of an ascending sort along ``d`` (NaN largest, stable)."""
    return b.op("torch.aten.sort", [x, d, False], [b.vt(b.sizes(x), b.dtype(x)), b.vt(b.sizes(x), T.SI64)])


def _take_at(b, v, d, k):
    """``v`` at position ``k`` (a tensor of ``v``'s shape with dim ``d`` of size 1) along ``d``."""
    return b.op("torch.aten.gather", [v, d, k, False], b.vt(b.sizes(k), b.dtype(v)))


def _nanmedian(b, x, d, keepdim):
    """(value, index) of the lower median of the non-NaN elements along ``d``: position
    ``(m - 1) // 2`` of the ascending sort (NaN last), ``m`` the non-NaN count; a slice of NaNs
    gives NaN and index 0 (PyTorch's index there is its nth_element's pick among the NaNs).
    Integers: the median."""
    if not is_float_dtype(b.known_dtype(x)):
        return _median(b, x, d, keepdim)
    _nonempty_size(b, x, d, "nanmedian")
    vals, idx = _sorted_along(b, x, d)
    m = b.sum(b.logical("not", b.unary("isnan", x, T.I1)), [d], True, dtype=T.SI64)
    k = b.clamp(b.elementwise("torch.aten.bitwise_right_shift.Tensor_Scalar", [b.sub(m, 1), 1]), 0, None)
    v, i = _take_at(b, vals, d, k), _take_at(b, idx, d, k)
    if not keepdim:
        v, i = b.squeeze_dim(v, d), b.squeeze_dim(i, d)
    return v, i


@decomposition("torch.aten.median.dim", "torch.aten.nanmedian.dim")
def median_dim(b, op):
    x = op.arg("self")
    r = b.rank(x)
    if r == 0:
        return [x, b.full([], 0, T.SI64)]
    pick = _nanmedian if "nanmedian" in op.name else _median
    return list(pick(b, x, _norm_dim(b.const_int(op.arg("dim")), r), b.const_bool(op.arg("keepdim"))))


@decomposition("torch.aten.median", "torch.aten.nanmedian")
def median(b, op):
    """The lower median of every element (median: NaN when there is one; nanmedian: of the
    non-NaN elements, NaN when all are NaN)."""
    x = op.arg("self")
    if b.rank(x) != 1:
        x = b.reshape(x, [-1])
    pick = _nanmedian if "nanmedian" in op.name else _median
    return [pick(b, x, 0, False)[0]]


_QUANTILE_MODES = ("linear", "lower", "higher", "midpoint", "nearest")


@decomposition("torch.aten.quantile.scalar", "torch.aten.quantile", "torch.aten.nanquantile.scalar",
               "torch.aten.nanquantile")
def quantile(b, op):
    """PyTorch's algorithm: sort the reduced dim (moved last; every element flattened when ``dim``
    is None); ranks ``q (n - 1)`` in the input's dtype (quantile: ``n - 1`` where the slice has a
    NaN, so the result is NaN; nanquantile: ``n`` = the non-NaN count, ranks below 0 set to 0);
    rounded per ``interpolation``; the values at ``floor``/``ceil`` of the ranks interpolated with
    ``lerp`` (linear: weight ``rank - floor``, midpoint: 1/2). A tensor ``q`` (0-d or 1-d) puts its
    dim first. ``q`` outside [0, 1] is rejected when constant; a tensor ``q`` is not checked."""
    x, q = op.arg("self"), op.arg("q")
    dt = b.known_dtype(x)
    if dt not in (T.F32, T.F64):
        raise NotApplicable("quantile of a dtype other than f32/f64 (PyTorch rejects it)")
    mode = b.const_str(op.arg("interpolation"))
    if mode not in _QUANTILE_MODES:
        raise NotApplicable(f"interpolation {mode!r}")
    dim, keepdim = b.opt_int(op.arg("dim")), b.const_bool(op.arg("keepdim"))
    r = b.rank(x)
    if b._is_tensor(q):
        if b.rank(q) > 1 or b.dtype(q) != dt:
            raise NotApplicable("q of rank > 1 or of another dtype than the input")
        q_dims = b.rank(q)
        qv = b.reshape(q, [-1])
    else:
        qf = float(b.const_float(q))
        if not 0.0 <= qf <= 1.0:
            raise NotApplicable(f"q={qf:g} outside [0, 1] (PyTorch rejects it)")
        q_dims, qv = 0, b.full([1], qf, dt)
    if dim is None or r == 0:
        xt, lead_out = b.reshape(x, [-1]), ([1] * r if keepdim else [])
    else:
        d = _norm_dim(dim, r)
        shape = b.shape_of(x)
        xt = b.permute(x, [i for i in range(r) if i != d] + [d]) if d != r - 1 else x
        lead_out = shape[:d] + ([1] if keepdim else []) + shape[d + 1:]
    n = b.sizes(xt)[-1]
    if n < 1:
        raise NotApplicable("quantile of an empty or dynamic dim")
    last = b.rank(xt) - 1
    vals, _ = _sorted_along(b, xt, last)
    nan = b.unary("isnan", vals, T.I1)
    ranks = qv if last == 0 else b.reshape(qv, [1] * last + [-1])  # broadcasts to lead + [Q]
    if "nanquantile" in op.name:
        cnt = b.sum(b.logical("not", nan), [last], True, dtype=T.SI64)
        ranks = b.mul(ranks, b.sub(cnt, 1))
        ranks = b.where(b.compare("lt", ranks, 0.0), 0.0, ranks)
    else:
        ranks = b.mul(ranks, float(n - 1))
        any_nan = b.op("torch.aten.any.dim", [nan, last, True], b.vt(b.reduced_sizes(vals, [last], True), T.I1))
        ranks = b.where(any_nan, float(n - 1), ranks)
    if list(ranks.type.sizes) != list(b.sizes(vals)[:last]) + [b.sizes(qv)[0]]:
        ranks = b.expand(ranks, b.shape_of(vals)[:last] + [b.size(qv, 0)])
    if mode in ("lower", "higher", "nearest"):
        ranks = b.unary({"lower": "floor", "higher": "ceil", "nearest": "round"}[mode], ranks)
    below = b.to_dtype(ranks, T.SI64)
    out = _take_at(b, vals, last, below)
    if mode in ("linear", "midpoint"):
        w = b.sub(ranks, b.to_dtype(below, dt)) if mode == "linear" else b.full_like(ranks, 0.5)
        above = _take_at(b, vals, last, b.to_dtype(b.unary("ceil", ranks), T.SI64))
        out = b.op("torch.aten.lerp.Tensor", [out, above, w], out.type)
    out = b.permute(out, [last] + list(range(last))) if last else out  # [Q] + lead
    out = b.reshape(out, ([b.size(qv, 0)] if q_dims else []) + lead_out)
    return [out]


def _view_bits(b, x, int_dtype):
    return b.op("torch.aten.view.dtype", [x, T.type_to_scalar_type_int(int_dtype)], b.vt(b.sizes(x), int_dtype))


def _f64_pattern(b, x):
    """The bit pattern (si64) of ``double(x)`` for an f32 ``x``, in integer ops (no f64 in an f32
    program): the exponent rebiased (+896), the mantissa shifted up 29 bits; a subnormal
    normalized through its mantissa's exact f32 value (whose exponent field is the position of its
    leading bit); infinities and NaN (quieted, as a conversion does) keep exponent 2047."""
    def band(v, m):
        return b.elementwise("torch.aten.bitwise_and.Scalar", [v, m])

    def shl(v, k):
        return b.elementwise("torch.aten.bitwise_left_shift.Tensor_Scalar", [v, k])

    def shr(v, k):
        return b.elementwise("torch.aten.bitwise_right_shift.Tensor_Scalar", [v, k])

    def bor(v, w):
        return b.elementwise("torch.aten.bitwise_or.Tensor", [v, w])

    u = band(b.to_dtype(_view_bits(b, x, T.SI32), T.SI64), 0xFFFFFFFF)
    sign, e, m = band(shr(u, 31), 1), band(shr(u, 23), 0xFF), band(u, 0x7FFFFF)
    mf = _view_bits(b, b.to_dtype(m, T.F32), T.SI32)  # exact: m < 2^23
    mf = b.to_dtype(mf, T.SI64)
    sub_e = b.add(band(shr(mf, 23), 0xFF), 1023 - 127 - 149)  # 2^p m' * 2^-149, p = field - 127
    sub_m = band(mf, 0x7FFFFF)
    zero = b.compare("eq", e, 0)
    nonfinite = b.compare("eq", e, 0xFF)
    big_e = b.where(nonfinite, b.full_like(e, 2047), b.add(e, 1023 - 127))
    exp = b.where(zero, b.where(b.compare("eq", m, 0), b.full_like(e, 0), sub_e), big_e)
    man = shl(b.where(zero, sub_m, m), 29)
    quiet = b.where(b.logical("and", nonfinite, b.compare("ne", m, 0)), b.full_like(m, 1 << 51), b.full_like(m, 0))
    return bor(bor(shl(sign, 63), shl(exp, 52)), bor(man, quiet))


@decomposition("torch.aten.hash_tensor")
def hash_tensor(b, op):
    """Mode 0: the XOR of the elements' 64-bit patterns over ``dim`` (every dim when empty), as
    uint64. Floats are widened to f64 and integers / bool to int64 first, as PyTorch does. The XOR
    is bitwise parity: bit k of every element (``(x >> k) & 1`` over a trailing dim of 64),
    summed over the reduced dims, ``& 1``, shifted back and summed over the 64 bits."""
    if b.const_int(op.arg("mode")) != 0:
        raise NotApplicable("only mode 0 (xor_sum)")
    x = op.arg("self")
    dt = b.known_dtype(x)
    if dt is T.F64:
        bits = _view_bits(b, x, T.SI64)
    elif is_float_dtype(dt):
        bits = _f64_pattern(b, b.to_dtype(x, T.F32))
    elif to_torch_dtype(dt).is_complex:
        raise NotApplicable("complex")
    else:
        bits = b.to_dtype(x, T.SI64)
    r = b.rank(x)
    dims = _dims(b, x, op.arg("dim")) if r else []  # (a 0-d tensor reduces nothing)
    keepdim = b.const_bool(op.arg("keepdim"))
    k = b.arange(64)
    per_bit = b.elementwise("torch.aten.bitwise_and.Scalar",
                            [b.elementwise("torch.aten.bitwise_right_shift.Tensor", [b.unsqueeze(bits, r), k]), 1])
    counts = b.sum(per_bit, dims, keepdim) if dims else per_bit
    parity = b.elementwise("torch.aten.bitwise_and.Scalar", [counts, 1])
    out = b.sum(b.elementwise("torch.aten.bitwise_left_shift.Tensor", [parity, k]), [b.rank(parity) - 1], False)
    return [b.to_dtype(out, b.ty(op.results[0]).dtype)]


# ---------------------------------------------------------------------------------------------
# scans as masked reductions over a trailing "prefix" dim (O(n^2) along the scanned dim)
# ---------------------------------------------------------------------------------------------

def _prefix_view(b, x, d):
    """``x`` with dim ``d`` moved last and spread over a new trailing dim: element
    ``[..., i, j]`` is ``x[..., j]``; with the mask ``j <= i`` (``[n, n]``) and ``j`` (``[n]``)."""
    r = b.rank(x)
    xt = b.op("torch.aten.movedim.int", [x, d, -1], b.vt([b.sizes(x)[k] for k in range(r) if k != d]
                                                        + [b.sizes(x)[d]], b.dtype(x))) if d != r - 1 else x
    n = b.size(x, d)
    j = b.arange(n)
    mask = b.compare("le", j, b.unsqueeze(j, 1))
    return xt, b.unsqueeze(xt, r - 1), mask, j


def _move_back(b, v, d, r):
    if d == r - 1:
        return v
    s = None if b.sizes(v) is None else list(b.sizes(v))
    return b.op("torch.aten.movedim.int", [v, -1, d], b.vt(None if s is None else s[:d] + [s[-1]] + s[d:-1],
                                                             b.dtype(v)))


def _lowest(dt, sign):
    """The identity of max (``sign`` 1) or min (-1) for dtype ``dt``."""
    import torch
    td = to_torch_dtype(dt)
    if td.is_floating_point:
        return -sign * math.inf
    info = torch.iinfo(td)
    return info.min if sign > 0 else info.max


@decomposition("torch.aten.logcumsumexp")
def logcumsumexp(b, op):
    """``logsumexp`` of each prefix along ``dim`` (f16/bf16 in f32)."""
    x = op.arg("self")
    dt = b.known_dtype(x)
    if not is_float_dtype(dt):
        raise NotApplicable("float only")
    r = b.rank(x)
    if r == 0:
        return [x]
    d = _norm_dim(b.const_int(op.arg("dim")), r)
    wide = b.to_dtype(x, T.F32) if dt in (T.F16, T.BF16) else x
    _, spread, mask, _ = _prefix_view(b, wide, d)
    masked = b.where(mask, spread, -math.inf)
    m = _finite_max(b, masked, [r], True)
    s = b.sum(b.exp(b.sub(masked, m)), [r], False)
    out = b.add(b.log(s), b.squeeze_dim(m, r))
    return [b.to_dtype(_move_back(b, out, d, r), dt)]


def _cum_extreme(b, op, sign):
    x = op.arg("self")
    dt = b.known_dtype(x)
    if to_torch_dtype(dt).is_complex:
        raise NotApplicable("complex")
    r = b.rank(x)
    if r == 0:
        return [x, b.full([], 0, T.SI64)]
    d = _norm_dim(b.const_int(op.arg("dim")), r)
    # f16/bf16 in f32 (exact: the result is one of the inputs): one conversion up front, not a
    # conversion per use of the moved and unsqueezed views below (docs/backends.md)
    work = b.to_dtype(x, T.SI64) if dt is T.I1 else b.to_dtype(x, T.F32) if dt in (T.F16, T.BF16) else x
    xt, spread, mask, j = _prefix_view(b, work, d)
    masked = b.where(mask, spread, _lowest(b.dtype(work), sign))
    vals = b.amax(masked, [r], False) if sign > 0 else b.amin(masked, [r], False)
    hit = b.logical("and", mask, b.compare("eq", spread, b.unsqueeze(vals, r)))
    idx = b.amax(b.where(hit, j, -1), [r], False)
    if is_float_dtype(dt):  # a NaN wins from where it appears: the index of the last NaN so far
        # the NaN test on ``xt``, then the unit dim (a compare of the unit-dim view itself, next to
        # its broadcast, is a form StableHLO consumers mishandle: docs/backends.md)
        nan = b.logical("and", mask, b.unsqueeze(b.compare("ne", xt, xt), r - 1))
        nan_idx = b.amax(b.where(nan, j, -1), [r], False)
        idx = b.where(b.compare("ge", nan_idx, 0), nan_idx, idx)
    return [b.to_dtype(_move_back(b, vals, d, r), dt), _move_back(b, idx, d, r)]


@decomposition("torch.aten.cummax")
def cummax(b, op):
    """The running max along ``dim`` and the index of its last occurrence so far (NaN
    propagates: the index of the last NaN)."""
    return _cum_extreme(b, op, 1)


@decomposition("torch.aten.cummin")
def cummin(b, op):
    """The running min along ``dim``; indices as ``cummax``."""
    return _cum_extreme(b, op, -1)


@decomposition("torch.aten.mode")
def mode(b, op):
    """The most frequent value along ``dim`` (the smallest among equally frequent ones) and the
    last index holding it: counts of equal elements over a trailing dim."""
    x = op.arg("self")
    dt = b.known_dtype(x)
    if to_torch_dtype(dt).is_complex:
        raise NotApplicable("complex")
    r = b.rank(x)
    keep = b.const_bool(op.arg("keepdim"))
    if r == 0:
        return [x, b.full([], 0, T.SI64)]
    d = _norm_dim(b.const_int(op.arg("dim")), r)
    # f16/bf16 in f32 (exact), as in _cum_extreme
    work = b.to_dtype(x, T.SI64) if dt is T.I1 else b.to_dtype(x, T.F32) if dt in (T.F16, T.BF16) else x
    xt, spread, _, j = _prefix_view(b, work, d)
    counts = b.sum(b.compare("eq", spread, b.unsqueeze(xt, r)), [r], False)      # [..., n]
    best = b.amax(counts, [r - 1], True)
    vals = b.amin(b.where(b.compare("eq", counts, best), xt, _lowest(b.dtype(work), -1)), [r - 1], True)
    idx = b.amax(b.where(b.compare("eq", xt, vals), j, -1), [r - 1], keep)
    vals = b.to_dtype(vals if keep else b.squeeze_dim(vals, r - 1), dt)
    if keep and d != r - 1:
        vals, idx = _move_back(b, vals, d, r), _move_back(b, idx, d, r)
    return [vals, idx]


@decomposition("torch.aten.msort")
def msort(b, op):
    """``sort`` along dim 0, values only."""
    x = op.arg("self")
    if b.rank(x) == 0:
        return [x]
    return [b.op("torch.aten.sort", [x, 0, False], [b.vt(b.sizes(x), b.dtype(x)), b.vt(b.sizes(x), T.SI64)])[0]]


def _trapezoid_terms(b, op):
    """``dx * (y[1:] + y[:-1])`` along ``dim`` (``dx``: the differences of ``x``, a 1-d ``x``
    viewed along ``dim``) and the dim."""
    y, x = op.arg("y"), op.arg("x")
    r = b.rank(y)
    if r == 0:
        raise NotApplicable("0-d y")
    d = _norm_dim(b.const_int(op.arg("dim")), r)
    rx = b.rank(x)
    if rx == 1:
        dx = b.sub(b.slice(x, 0, 1, INT64_MAX), b.slice(x, 0, 0, -1))
        dx = b.reshape(dx, [-1 if k == d else 1 for k in range(r)])
    elif rx == r:
        dx = b.sub(b.slice(x, d, 1, INT64_MAX), b.slice(x, d, 0, -1))
    else:
        raise NotApplicable("x of another rank")
    terms = b.mul(dx, b.add(b.slice(y, d, 1, INT64_MAX), b.slice(y, d, 0, -1)))
    return terms, d


INT64_MAX = 9223372036854775807


@decomposition("torch.aten.trapezoid.x", "torch.aten.trapz.x")
def trapezoid(b, op):
    """``sum(dx * (y[1:] + y[:-1]), dim) / 2``."""
    terms, d = _trapezoid_terms(b, op)
    return [b.div(b.sum(terms, [d], False), 2.0)]


@decomposition("torch.aten.cumulative_trapezoid.x")
def cumulative_trapezoid(b, op):
    """``cumsum(dx * (y[1:] + y[:-1]) / 2, dim)``."""
    terms, d = _trapezoid_terms(b, op)
    half = b.div(terms, 2.0)
    return [b.op("torch.aten.cumsum", [half, d, None], b.vt(b.sizes(half), b.dtype(half)))]


@decomposition("torch.aten.gradient.scalarint")
def gradient(b, op):
    """Central differences ``(x[i+1] - x[i-1]) / 2h`` inside, one-sided ones at the ends (first
    order, or second order ``(-3/2 x0 + 2 x1 - 1/2 x2) / h`` and its mirror), along ``dim`` or
    every dim: one tensor per dim. Static sizes."""
    x = op.arg("self")
    sp, dim, order = op.arg("spacing"), op.arg("dim"), b.const_int(op.arg("edge_order"))
    h = 1.0 if b.is_none(sp) else float(b.const_float(sp))
    s = b.sizes(x)
    if s is None or any(v < 0 for v in s) or not s or order not in (1, 2):
        raise NotApplicable("static sizes, rank >= 1, edge order 1 or 2")
    r = len(s)
    dims = list(range(r)) if b.is_none(dim) else [_norm_dim(b.const_int(dim), r)]
    outs = []
    for d in dims:
        if s[d] < order + 1:
            raise NotApplicable("too few elements along the dim")
        at = lambda i: b.slice(x, d, i, i + 1 if i != -1 else INT64_MAX)  # noqa: E731
        center = b.div(b.sub(b.slice(x, d, 2, INT64_MAX), b.slice(x, d, 0, -2)), 2.0 * h)
        if order == 1:
            first = b.div(b.sub(at(1), at(0)), h)
            last = b.div(b.sub(at(-1), at(-2)), h)
        else:
            first = b.add(b.add(b.mul(at(0), -1.5 / h), b.mul(at(1), 2.0 / h)), b.mul(at(2), -0.5 / h))
            last = b.add(b.add(b.mul(at(-3), 0.5 / h), b.mul(at(-2), -2.0 / h)), b.mul(at(-1), 1.5 / h))
        outs.append(b.cat([first, center, last], d))
    return [b.tensor_list(outs)]


@decomposition("torch.aten.cdist", "torch.aten._cdist_forward")
def cdist(b, op):
    """The ``p``-norm of every row difference: ``x1[..., :, None, :] - x2[..., None, :, :]``
    reduced over the last dim (batch dims broadcast)."""
    x1, x2 = op.arg("x1"), op.arg("x2")
    _real_float(b, x1)
    _real_float(b, x2)
    r1, r2 = b.rank(x1), b.rank(x2)
    if r1 < 2 or r2 < 2:
        raise NotApplicable("cdist needs at least 2 dims")
    d = b.sub(b.unsqueeze(x1, r1 - 1), b.unsqueeze(x2, r2 - 2))
    return [_vector_norm(b, d, float(b.const_float(op.arg("p"))), [b.rank(d) - 1], False)]


@decomposition("torch.aten.pdist", "torch.aten._pdist_forward")
def pdist(b, op):
    """The ``p``-norm of ``x[i] - x[j]`` for every row pair ``i < j`` (in row-major order of the
    pairs): ``index_select`` by static pair tables. Static row count."""
    x = op.arg("self")
    _real_float(b, x)
    s = b.sizes(x)
    if s is None or len(s) != 2 or s[0] < 0:
        raise NotApplicable("pdist of a matrix with a static row count")
    n = s[0]
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    if not pairs:
        return [b.full([0], 0, b.known_dtype(x))]

    def rows(ix):
        return b.op("torch.aten.index_select", [x, 0, b.literal(ix, T.SI64)], b.vt([len(ix), s[1]], b.dtype(x)))

    d = b.sub(rows([i for i, _ in pairs]), rows([j for _, j in pairs]))
    return [_vector_norm(b, d, float(b.const_float(op.arg("p"))), [1], False)]


@decomposition("torch.aten.histc")
def histc(b, op):
    """Counts of the elements in ``bins`` equal-width bins over ``[min, max]`` (``min == max``:
    the data's min and max, widened by 1 on each side when equal); bin
    ``trunc((x - min) * bins / (max - min))``, ``x == max`` in the last bin, elements outside
    the range not counted. Counts in the input dtype."""
    x = op.arg("self")
    dt = b.known_dtype(x)
    if not is_float_dtype(dt):
        raise NotApplicable("histc takes floating-point inputs")
    bins = b.const_int(op.arg("bins"))
    lo, hi = float(b.const_float(op.arg("min"))), float(b.const_float(op.arg("max")))
    if bins < 1 or lo > hi:
        raise NotApplicable("bins < 1 or min > max")
    flat = b.reshape(x, [-1])
    if lo == hi:
        lo_t, hi_t = b.amin(flat, [0], False), b.amax(flat, [0], False)
        same = b.compare("eq", lo_t, hi_t)
        lo_v, hi_v = b.where(same, b.sub(lo_t, 1), lo_t), b.where(same, b.add(hi_t, 1), hi_t)
    else:
        lo_v, hi_v = b.scalar_tensor(lo, dt), b.scalar_tensor(hi, dt)
    inside = b.logical("and", b.compare("ge", flat, lo_v), b.compare("le", flat, hi_v))
    pos = b.to_dtype(b.div(b.mul(b.sub(flat, lo_v), bins), b.sub(hi_v, lo_v)), T.SI64)
    pos = b.clamp(pos, None, bins - 1)
    hit = b.logical("and", b.unsqueeze(inside, 1), b.compare("eq", b.unsqueeze(pos, 1), b.arange(bins)))
    return [b.to_dtype(b.sum(hit, [0], False), dt)]


def _histogram_edges(b, col, k, rng, dt):
    """``k + 1`` equal-width edges for the column ``col`` ``[n]``: over ``rng`` (a pair of floats)
    or the column's min and max (widened by 1/2 on each side when equal; [0, 1] for no data),
    placed as PyTorch's linspace places them in the input dtype (from the start below the halfway
    index, from the end above it)."""
    import numpy as np
    n = b.sizes(col)[0]
    if rng is not None:
        lo, hi = rng
        if lo == hi:
            lo, hi = lo - 0.5, hi + 0.5
        start, end = b.scalar_tensor(lo, dt), b.scalar_tensor(hi, dt)
    elif n == 0:
        start, end = b.scalar_tensor(0.0, dt), b.scalar_tensor(1.0, dt)
    else:
        # PyTorch widens in double; the f32 sum of the narrower values is rounded once as well
        wide = T.F64 if dt is T.F64 else T.F32
        lo_t, hi_t = b.to_dtype(b.amin(col, [0], False), wide), b.to_dtype(b.amax(col, [0], False), wide)
        same = b.compare("eq", lo_t, hi_t)
        start = b.to_dtype(b.where(same, b.sub(lo_t, 0.5), lo_t), dt)
        end = b.to_dtype(b.where(same, b.add(hi_t, 0.5), hi_t), dt)
    step = b.div(b.sub(end, start), float(k))
    i = b.arange(k + 1, dtype=dt)
    from_end = b.literal(np.array([float(k - j) for j in range(k + 1)]), dt)
    return b.where(b.compare("lt", i, float((k + 1) // 2)), b.add(start, b.mul(step, i)),
                   b.sub(end, b.mul(step, from_end)))


def _histogram_dd(b, pts, bins, ranges, w, density):
    """``(hist [k_0, ..., k_{d-1}], [edges_j])`` of the ``n`` points ``pts`` ``[n, d]`` (static)
    as PyTorch's CPU kernel: ``bins[j]`` is dim ``j``'s edge tensor or bin count (edges from
    ``ranges[j]``, a pair or None: ``_histogram_edges``); a point goes in each dim to the last
    edge not above it (the last edge itself to the last bin), points outside the edges in some
    dim and NaN are not counted; each bin sums the points' weights ``w`` ``[n]`` (1 when None);
    ``density``: divided by the total and then by the bin widths of every dim."""
    n, d = b.sizes(pts)
    dt = b.known_dtype(pts)
    edges, counts = [], []
    for j in range(d):
        col = b.select(pts, 1, j)
        if isinstance(bins[j], int):
            if bins[j] < 1:
                raise NotApplicable("bins < 1")
            edges.append(_histogram_edges(b, col, bins[j], ranges[j], dt))
        else:
            if b.rank(bins[j]) != 1 or b.size(bins[j], 0) < 2:
                raise NotApplicable("bins: 1-d tensors of at least 2 edges")
            edges.append(bins[j])
        counts.append(b.size(edges[j], 0) - 1)
    total = math.prod(counts)
    if n == 0:
        hist = b.full(counts, 0, dt)
    else:
        w = b.full([n], 1, dt) if w is None else b.reshape(b.to_dtype(w, dt), [n])
        idx, inside = None, None
        for j in range(d):
            col, e, k = b.select(pts, 1, j), edges[j], counts[j]
            pos = b.sub(b.sum(b.compare("le", b.unsqueeze(e, 0), b.unsqueeze(col, 1)), [1], False), 1)
            pos = b.clamp(pos, None, k - 1)
            within = b.logical("and", b.compare("ge", col, b.select(e, 0, 0)), b.compare("le", col, b.select(e, 0, k)))
            stride = math.prod(counts[j + 1:])
            idx = b.mul(pos, stride) if idx is None else b.add(idx, b.mul(pos, stride))
            inside = within if inside is None else b.logical("and", inside, within)
        hit = b.logical("and", b.unsqueeze(inside, 1), b.compare("eq", b.unsqueeze(idx, 1), b.arange(total)))
        hist = b.reshape(b.sum(b.where(hit, b.unsqueeze(w, 1), 0.0), [0], False), counts)
    if density:
        hist = b.div(hist, b.sum(hist, list(range(d)), False))
        for j in range(d):
            k = counts[j]
            widths = b.sub(b.slice(edges[j], 0, 1, k + 1), b.slice(edges[j], 0, 0, k))
            hist = b.div(hist, b.reshape(widths, [k if i == j else 1 for i in range(d)]))
    return hist, edges


def _static_float_input(b, x, what):
    dt = b.known_dtype(x)
    if not is_float_dtype(dt):
        raise NotApplicable(f"{what} takes floating-point inputs")
    sizes = b.sizes(x)
    if sizes is None or any(v < 0 for v in sizes):
        raise NotApplicable("static sizes only")
    return sizes


def _optional(b, v):
    return None if b.is_none(v) else v


@decomposition("torch.aten.histogram.bin_ct", "torch.aten.histogram.bins_tensor")
def histogram(b, op):
    """(hist, bin_edges): the one-dim ``_histogram_dd`` of the flattened input, bins a count
    (edges over ``range`` or the data) or an edge tensor."""
    x = op.arg("self")
    n = math.prod(_static_float_input(b, x, "histogram"))
    if op.name.endswith("bins_tensor"):
        bins, ranges = [op.arg("bins")], [None]
    else:
        bins, rng = [b.const_int(op.arg("bins"))], op.arg("range")
        ranges = [None if b.is_none(rng) else tuple(float(b.const_float(v)) for v in b.list_elements(rng))]
    hist, edges = _histogram_dd(b, b.reshape(x, [n, 1]), bins, ranges, _optional(b, op.arg("weight")),
                                b.const_bool(op.arg("density")))
    return [hist, edges[0]]


@decomposition("torch.aten.histogramdd", "torch.aten.histogramdd.int_bins", "torch.aten.histogramdd.TensorList_bins")
def histogramdd(b, op):
    """(hist, [bin_edges]): ``_histogram_dd`` of the points ``self`` ``[..., d]``; ``bins`` a count
    per dim, one count for every dim, or an edge tensor per dim; ``range`` ``[lo_0, hi_0, ...]``
    (unread with edge tensors)."""
    x = op.arg("self")
    sizes = _static_float_input(b, x, "histogramdd")
    if len(sizes) < 2:
        raise NotApplicable("histogramdd takes a tensor of at least 2 dims")
    d = sizes[-1]
    pts = b.reshape(x, [math.prod(sizes[:-1]), d])
    if op.name.endswith("TensorList_bins"):
        bins, ranges = b.list_elements(op.arg("bins")), [None] * d
    else:
        bins = [b.const_int(op.arg("bins"))] * d if op.name.endswith("int_bins") else \
            [b.const_int(v) for v in b.list_elements(op.arg("bins"))]
        rng = op.arg("range")
        flat = [] if b.is_none(rng) else [float(b.const_float(v)) for v in b.list_elements(rng)]
        if flat and len(flat) != 2 * d:
            raise NotApplicable(f"range: {2 * d} floats for {d} dims")
        ranges = [tuple(flat[2 * j:2 * j + 2]) for j in range(d)] if flat else [None] * d
    if len(bins) != d:
        raise NotApplicable(f"bins: {d} entries for {d} dims")
    hist, edges = _histogram_dd(b, pts, bins, ranges, _optional(b, op.arg("weight")),
                                b.const_bool(op.arg("density")))
    return [hist, b.tensor_list(edges)]


@decomposition("torch.aten.bincount")
def bincount(b, op):
    """Occurrences (or summed ``weights``) of each value ``0 .. max(max(self) + 1, minlength) - 1``
    of the non-negative 1-d ``self``: the output length is read from the data (``item``); one
    (length x n) comparison. f32 weights are summed in f32, others in f64 (the result dtype)."""
    x, w, minlength = op.arg("self"), op.arg("weights"), op.arg("minlength")
    if b.rank(x) != 1:
        raise NotApplicable("a 1-d input")
    n = b.size(x, 0)
    mn = b.const_int(minlength)
    dt = op.results[0].type.dtype
    if dt is None:  # si64 counts; sums of f32 / f64 weights in their dtype, of other weights in f64
        dt = T.SI64 if b.is_none(w) else b.known_dtype(w)
        dt = dt if dt in (T.SI64, T.F32, T.F64) and not (dt == T.SI64 and not b.is_none(w)) else T.F64
    if isinstance(n, int) and n == 0:
        return [b.full([mn], 0, dt)]
    b.check(b.compare("ge", x, 0), "bincount only supports 1-d non-negative integral inputs.")
    if not isinstance(n, int):  # a run-time size may be 0: the max of x and -1
        x64 = b.to_dtype(x, T.SI64)
        top = b.op("torch.aten.item", [b.amax(b.cat([x64, b.full([1], -1, T.SI64)], 0), [0], False)], T.INT)
    else:
        top = b.op("torch.aten.item", [b.amax(x, [0], False)], T.INT)
    length = b.op("torch.prim.max.int", [b.op("torch.aten.add.int", [top, 1], T.INT), mn], T.INT)
    hit = b.compare("eq", b.unsqueeze(x, 0), b.unsqueeze(b.arange(length), 1))
    if b.is_none(w):
        return [b.to_dtype(b.sum(b.to_dtype(hit, T.SI64), [1]), dt)]
    acc = dt if is_float_dtype(dt) else T.F64  # f32 weights sum in f32, others in f64 (as PyTorch's kernel)
    wf = b.unsqueeze(b.to_dtype(w, acc), 0)
    return [b.to_dtype(b.sum(b.where(hit, wf, 0.0), [1]), dt)]


# ---------------------------------------------------------------------------------------------
# segment_reduce: a scatter_reduce into segment ids read from the lengths / offsets
# ---------------------------------------------------------------------------------------------

#: segment_reduce's reductions -> scatter_reduce's (mean: a sum divided by the segment lengths)
_SEGMENT_REDUCE = {"sum": "sum", "mean": "sum", "max": "amax", "min": "amin", "prod": "prod"}
#: the start value of each segment when ``initial`` is none (PyTorch's CPU kernel)
_SEGMENT_START = {"sum": 0, "mean": 0, "max": -math.inf, "min": math.inf, "prod": 1}


@decomposition("torch.aten.segment_reduce")
def segment_reduce(b, op):
    """Reduce the data along ``axis`` per segment: ``lengths`` (or ``offsets``, one more) has the
    data's leading dims up to ``axis`` and the segments last. Position ``k`` along ``axis`` goes to
    segment ``#(ends <= k)`` (``offsets[..., 1:]``; the cumulative lengths), positions before the
    first offset or from the last end on to a spare segment past the last, which is dropped; a
    ``scatter_reduce`` starting from ``initial`` (else 0, -inf, inf, 1) adds, multiplies or takes
    extremes in data order as PyTorch's CPU kernel does (f16/bf16 rounding every step). Mean divides
    the sum by the length; an empty segment keeps ``initial`` (no ``initial``: 0 / 0, NaN)."""
    x, reduce_ = op.arg("data"), b.const_str(op.arg("reduce"))
    lengths, offsets, initial = op.arg("lengths"), op.arg("offsets"), op.arg("initial")
    if reduce_ not in _SEGMENT_REDUCE:
        raise NotApplicable("reduce")
    if not b.is_none(op.arg("indices")) or b.is_none(lengths) == b.is_none(offsets):
        raise NotApplicable("exactly one of lengths and offsets")
    dt = b.known_dtype(x)
    if not is_float_dtype(dt):
        raise NotApplicable("float data only (PyTorch's CPU kernel)")
    r = b.rank(x)
    axis = _norm_dim(b.const_int(op.arg("axis")), r)
    if b.rank(lengths if b.is_none(offsets) else offsets) != axis + 1:
        raise NotApplicable("lengths / offsets must have the data's dims before axis and the segments")
    if b.is_none(offsets):
        lens = b.to_dtype(lengths, T.SI64)
        ends = b.op("torch.aten.cumsum", [lens, axis, None], b.vt(b.sizes(lens), T.SI64))
        first = None
        last = b.unsqueeze(b.select(ends, axis, -1), axis)
        if not b.const_bool(op.arg("unsafe")):
            b.check(b.compare("ge", lens, 0), "segment_reduce: lengths must be non-negative")
            b.check(b.compare("eq", last, b.size(x, axis)),
                    "segment_reduce: the lengths along axis must sum to the data's size along axis")
    else:
        offs = b.to_dtype(offsets, T.SI64)
        ends = b.slice(offs, axis, 1, INT64_MAX)
        first = b.unsqueeze(b.select(offs, axis, 0), axis)     # (static size-1 dims broadcast)
        last = b.unsqueeze(b.select(offs, axis, -1), axis)
        lens = b.sub(ends, b.slice(offs, axis, 0, -1))
    segs = b.size(ends, axis)
    k = b.arange(b.size(x, axis))                                    # [N]
    seg = b.sum(b.compare("le", b.unsqueeze(ends, axis), b.unsqueeze(k, 1)), [axis + 1], False)  # lead + [N]
    outside = b.compare("ge", k, last)
    if first is not None:
        outside = b.logical("or", b.compare("lt", k, first), outside)
    seg = b.where(outside, segs, seg)
    inner = r - axis - 1
    lead = [b.size(x, d) for d in range(axis)]
    index = b.expand(b.reshape(seg, lead + [b.size(x, axis)] + [1] * inner), b.shape_of(x))
    start = _SEGMENT_START[reduce_] if b.is_none(initial) else initial
    rest = [b.size(x, d) for d in range(axis + 1, r)]
    acc = b.full(lead + [b.iadd(segs, 1)] + rest, start, dt)
    out = b.op("torch.aten.scatter_reduce.two", [acc, axis, index, x, b.str(_SEGMENT_REDUCE[reduce_]), True],
               b.vt(b.sizes(acc), dt))
    out = b.slice(out, axis, 0, segs)
    if reduce_ == "mean":
        count = b.reshape(lens, lead + [segs] + [1] * inner)
        mean = b.div(out, count)
        out = mean if b.is_none(initial) else b.where(b.compare("eq", count, 0), out, mean)
    return [out]
