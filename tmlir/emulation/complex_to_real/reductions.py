"""Reductions and scans that are not additive: products (``prod``, ``cumprod``) with complex
multiplies, and the variance family (the variance of a complex tensor is the variance of its real
part plus that of its imaginary part, a real tensor; ``std`` is its square root).

Products need a static size along the reduced dim: ``prod`` multiplies neighbouring pairs in
``ceil(log2 n)`` rounds (an odd last element is carried to the next round unmultiplied), and
``cumprod`` is a log-depth inclusive scan (round ``k`` multiplies element ``i`` by element
``i - 2**k`` for ``i >= 2**k`` and leaves the first ``2**k`` alone). Neither multiplies by a padding
one, so an inf or NaN element gives what the products of the elements give."""
from __future__ import annotations

from tmlir.dialects.torch.generated import op_class
from tmlir.transforms.decompositions.builder import NotApplicable, NotSupported, norm_dim
from .arithmetic import mul_parts
from .registry import complex_pattern


def _as_tensor(c, p, like):
    """A part that may be None (0) as a tensor shaped like ``like``."""
    return c.zeros_like(like) if p is None else p


def _result_parts(c, op, re, im):
    """Parts converted to the real dtype of the op's (complex) result 0 (``dtype=`` argument)."""
    rt = c.real_type(op.results[0].type).dtype
    b = c.b
    if rt is not None and b.dtype(re) is not rt:
        re, im = b.to_dtype(re, rt), b.to_dtype(im, rt)
    return re, im


def _static_len(c, op, x, dim):
    n = c.b.sizes(x)[dim]
    if n < 0:
        raise NotSupported(f"'{op.name}' on complex values needs a static size along dim {dim} (a product of "
                           "complex numbers is unrolled over it for this backend)")
    return n


def prod_along(c, op, re, im, dim, keepdim):
    """The complex product of ``(re, im)`` along static ``dim``."""
    b = c.b
    n = _static_len(c, op, re, dim)
    if n == 0:
        sizes = b.reduced_sizes(re, [dim], keepdim)
        one = b.full(list(sizes), 1.0, b.dtype(re))
        return one, b.full(list(sizes), 0.0, b.dtype(re))
    rounds = 0
    while n > 1:
        rounds += 1
        if rounds > 64:  # ceil(log2 n) <= 63 for any size a tensor can have
            raise NotSupported(f"'{op.name}': too many product rounds")
        m = n // 2 * 2
        ev = (b.slice(re, dim, 0, m, 2), b.slice(im, dim, 0, m, 2))
        od = (b.slice(re, dim, 1, m, 2), b.slice(im, dim, 1, m, 2))
        pr, pi = mul_parts(b, ev, od)
        if m < n:  # the odd last element goes on to the next round as it is
            pr = b.cat([pr, b.slice(re, dim, m, n)], dim)
            pi = b.cat([pi, b.slice(im, dim, m, n)], dim)
        re, im, n = pr, pi, (n + 1) // 2
    if not keepdim:
        re, im = b.squeeze_dim(re, dim), b.squeeze_dim(im, dim)
    return re, im


@complex_pattern("torch.aten.prod.dim_int", "torch.aten.prod")
def prod(c, op):
    b = c.b
    x = op.operands[0]
    re, im = c.tensor_parts(x)
    im = _as_tensor(c, im, re)
    if op.name == "torch.aten.prod":
        re, im = b.reshape(re, [-1]), b.reshape(im, [-1])
        dim, keepdim = 0, False
    else:
        dim = norm_dim(b.const_int(op.operands[1]), b.rank(re))
        keepdim = b.const_bool(op.operands[2])
    if b.rank(re) == 0:
        return [_result_parts(c, op, re, im)]
    return [_result_parts(c, op, *prod_along(c, op, re, im, dim, keepdim))]


@complex_pattern("torch.aten.cumprod")
def cumprod(c, op):
    b = c.b
    re, im = c.tensor_parts(op.operands[0])
    im = _as_tensor(c, im, re)
    if b.rank(re) == 0:
        return [_result_parts(c, op, re, im)]
    dim = norm_dim(b.const_int(op.operands[1]), b.rank(re))
    n = _static_len(c, op, re, dim)
    s = 1
    while s < n:  # ceil(log2 n) rounds
        pr, pi = mul_parts(b, (b.slice(re, dim, s, n), b.slice(im, dim, s, n)),
                           (b.slice(re, dim, 0, n - s), b.slice(im, dim, 0, n - s)))
        re = b.cat([b.slice(re, dim, 0, s), pr], dim)
        im = b.cat([b.slice(im, dim, 0, s), pi], dim)
        s *= 2
    return [_result_parts(c, op, re, im)]


#: the variance family: op -> (the variance op computed on each part, a square root, a mean result)
VARIANCES = {
    "torch.aten.var.correction": ("torch.aten.var.correction", False),
    "torch.aten.var.dim": ("torch.aten.var.dim", False),
    "torch.aten.var": ("torch.aten.var", False),
    "torch.aten.std.correction": ("torch.aten.var.correction", True),
    "torch.aten.std.dim": ("torch.aten.var.dim", True),
    "torch.aten.std": ("torch.aten.var", True),
    "torch.aten.var_mean.correction": ("torch.aten.var_mean.correction", False),
    "torch.aten.var_mean.dim": ("torch.aten.var_mean.dim", False),
    "torch.aten.var_mean": ("torch.aten.var_mean", False),
    "torch.aten.std_mean.correction": ("torch.aten.var_mean.correction", True),
    "torch.aten.std_mean.dim": ("torch.aten.var_mean.dim", True),
    "torch.aten.std_mean": ("torch.aten.var_mean", True),
}


@complex_pattern(*[n for n, (v, _) in VARIANCES.items() if op_class(n) is not None and op_class(v) is not None])
def variance(c, op):
    """var(z) = var(re z) + var(im z) with the same dims and correction (a real result); the mean
    of ``*_mean`` is the complex mean (each part's)."""
    b = c.b
    var_name, root = VARIANCES[op.name]
    re, im = c.tensor_parts(op.operands[0])
    if not c.is_complex(op.operands[0]):
        raise NotApplicable("a real input")
    im = _as_tensor(c, im, re)
    types = [c.real_type(r.type) for r in op.results]
    rest = list(op.operands[1:])
    vr = b.op(var_name, [re] + rest, types)
    vi = b.op(var_name, [im] + rest, types)
    v = b.add(vr[0], vi[0])
    if root:
        v = b.sqrt(v)
    out = [v]
    if len(types) == 2:
        out.append((vr[1], vi[1]))
    return out
