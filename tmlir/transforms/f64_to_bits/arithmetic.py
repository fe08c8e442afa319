"""f64 arithmetic on the bits, with ``tmlir.transforms.softfloat64`` (IEEE binary64 in si64 integer
ops): add/sub/mul/div/sqrt and floor/ceil/trunc/round are correctly rounded, bit for bit as a CPU
computes them; exp and log are within 1 ulp, and the functions built from them (expm1, log1p,
log2, log10, exp2, sigmoid, tanh, rsqrt, reciprocal, integer powers) within a few ulp. Sums and
products reduce pairwise (a tree of correctly rounded adds, as PyTorch's cascade sums do in other
orders: the results can differ in the last bits), matrix products as broadcast products summed so.

Operands of other dtypes are converted to f64 first (``casts.to_bits``), as PyTorch's type
promotion does; a scalar operand must be a constant."""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T
from tmlir.dialects.torch.types import ValueTensorType
from tmlir.transforms import softfloat64 as SF
from tmlir.transforms.decompositions.builder import NotSupported
from .registry import f64_pattern, float_bits


def _operand(c, v):
    """The bits of an operand: an f64 tensor, a tensor of another dtype (converted), or a constant
    number (a 0-d tensor)."""
    if c.is_f64(v):
        return c.bits(v)
    if isinstance(v.type, T.BaseTensorType):
        from .casts import to_bits
        return to_bits(c, v)
    return c.const_like(None, float_bits(c.scalar_value(v)))


def _number(c, v):
    return c.const_like(None, float_bits(v))


def _alpha(c, op):
    """The ``alpha`` of add/sub/rsub as a Python number (1 when absent)."""
    if len(op.operands) < 3:
        return 1.0
    return c.scalar_value(op.operands[2])


def _scaled(c, y, alpha):
    return y if alpha == 1 else SF.mul(c.b, y, _number(c, alpha))


# -- elementwise binary -----------------------------------------------------------------------------
@f64_pattern("torch.aten.add.Tensor", "torch.aten.add.Scalar")
def _add(c, op):
    x, y = _operand(c, op.operands[0]), _operand(c, op.operands[1])
    return [SF.add(c.b, x, _scaled(c, y, _alpha(c, op)))]


@f64_pattern("torch.aten.sub.Tensor", "torch.aten.sub.Scalar")
def _sub(c, op):
    x, y = _operand(c, op.operands[0]), _operand(c, op.operands[1])
    return [SF.sub(c.b, x, _scaled(c, y, _alpha(c, op)))]


@f64_pattern("torch.aten.rsub.Scalar", "torch.aten.rsub.Tensor")
def _rsub(c, op):
    x, y = _operand(c, op.operands[0]), _operand(c, op.operands[1])
    return [SF.sub(c.b, y, _scaled(c, x, _alpha(c, op)))]


@f64_pattern("torch.aten.mul.Tensor", "torch.aten.mul.Scalar")
def _mul(c, op):
    return [SF.mul(c.b, _operand(c, op.operands[0]), _operand(c, op.operands[1]))]


@f64_pattern("torch.aten.div.Tensor", "torch.aten.div.Scalar")
def _div(c, op):
    return [SF.div(c.b, _operand(c, op.operands[0]), _operand(c, op.operands[1]))]


@f64_pattern("torch.aten.div.Tensor_mode", "torch.aten.div.Scalar_mode")
def _div_mode(c, op):
    mode = c.b.const_str(op.operands[2]) if not c.b.is_none(op.operands[2]) else None
    q = SF.div(c.b, _operand(c, op.operands[0]), _operand(c, op.operands[1]))
    if mode is None:
        return [q]
    if mode == "trunc":
        return [SF.trunc(c.b, q)]
    if mode == "floor":
        return [SF.floor(c.b, q)]
    raise NotSupported(f"'{op.name}': rounding mode {mode!r}")


@f64_pattern("torch.aten.square")
def _square(c, op):
    x = c.bits(op.operands[0])
    return [SF.mul(c.b, x, x)]


@f64_pattern("torch.aten.pow.Tensor_Tensor", "torch.aten.pow.Scalar")
def _pow(c, op):
    """x ** y with C99's special values (softfloat64.pow)."""
    return [SF.pow(c.b, _operand(c, op.operands[0]), _operand(c, op.operands[1]))]


@f64_pattern("torch.aten.pow.Tensor_Scalar")
def _pow_scalar(c, op):
    """Integer exponents (|n| <= 64) by repeated squaring, 0.5 as sqrt, -0.5 as 1 / sqrt; others
    as pow of two tensors."""
    b = c.b
    x = c.bits(op.operands[0])
    e = c.scalar_value(op.operands[1])
    one = _number(c, 1.0)
    if e == 0.5:
        return [SF.sqrt(b, x)]
    if e == -0.5:
        return [SF.div(b, one, SF.sqrt(b, x))]
    if e != int(e) or abs(e) > 64:
        return [SF.pow(b, x, _number(c, e))]
    n = abs(int(e))
    r, p = None, x
    while n:
        if n & 1:
            r = p if r is None else SF.mul(b, r, p)
        n >>= 1
        if n:
            p = SF.mul(b, p, p)
    if r is None:   # x ** 0 = 1, NaN included
        r = b.full_like(x, float_bits(1.0), T.SI64)
    return [SF.div(b, one, r) if e < 0 else r]


# -- elementwise unary ------------------------------------------------------------------------------
def _unary(name, fn):
    @f64_pattern(name)
    def pat(c, op):
        return [fn(c.b, c.bits(op.operands[0]))]
    return pat


_unary("torch.aten.sqrt", SF.sqrt)
_unary("torch.aten.floor", SF.floor)
_unary("torch.aten.ceil", SF.ceil)
_unary("torch.aten.trunc", SF.trunc)
_unary("torch.aten.round", SF.round_even)
_unary("torch.aten.exp", SF.exp)
_unary("torch.aten.log", SF.log)


def _k(b, like, v):
    return b.full([], float_bits(v), T.SI64)


def _small(b, x, limit):
    """|x| < limit."""
    a = b.elementwise("torch.aten.bitwise_and.Scalar", [x, (1 << 63) - 1], dtype=T.SI64)
    return b.compare("lt", a, float_bits(limit))


def expm1(b, x):
    """e^x - 1; below |x| = 2^-14 its Taylor series to x^4 (no cancellation)."""
    big = SF.sub(b, SF.exp(b, x), _k(b, x, 1.0))
    t = SF.mul(b, x, _k(b, x, 1.0 / 24))
    for cst in (1.0 / 6, 0.5, 1.0):
        t = SF.mul(b, SF.add(b, t, _k(b, x, cst)), x)
    return b.where(_small(b, x, 2.0 ** -14), t, big)


def log1p(b, x):
    """log(1 + x); below |x| = 2^-14 its Taylor series to x^5."""
    big = SF.log(b, SF.add(b, x, _k(b, x, 1.0)))
    t = SF.mul(b, x, _k(b, x, 1.0 / 5))
    for cst in (-1.0 / 4, 1.0 / 3, -0.5, 1.0):
        t = SF.mul(b, SF.add(b, t, _k(b, x, cst)), x)
    return b.where(_small(b, x, 2.0 ** -14), t, big)


_unary("torch.aten.expm1", expm1)
_unary("torch.aten.log1p", log1p)
_unary("torch.aten.log2", lambda b, x: SF.mul(b, SF.log(b, x), _k(b, x, 1 / math.log(2))))
_unary("torch.aten.log10", lambda b, x: SF.mul(b, SF.log(b, x), _k(b, x, 1 / math.log(10))))
_unary("torch.aten.exp2", lambda b, x: SF.exp(b, SF.mul(b, x, _k(b, x, math.log(2)))))
_unary("torch.aten.reciprocal", lambda b, x: SF.div(b, _k(b, x, 1.0), x))
_unary("torch.aten.rsqrt", lambda b, x: SF.div(b, _k(b, x, 1.0), SF.sqrt(b, x)))
_unary("torch.aten.sigmoid", lambda b, x: SF.div(b, _k(b, x, 1.0), SF.add(b, _k(b, x, 1.0), SF.exp(b, SF.neg(b, x)))))


def tanh(b, x):
    """tanh x = e / (e + 2) with e = expm1(2x); +-1 beyond |x| = 20."""
    e = expm1(b, SF.add(b, x, x))
    t = SF.div(b, e, SF.add(b, e, _k(b, x, 2.0)))
    one = b.elementwise("torch.aten.bitwise_or.Scalar",
                        [b.elementwise("torch.aten.bitwise_and.Scalar", [x, -(1 << 63)], dtype=T.SI64),
                         float_bits(1.0)], dtype=T.SI64)
    return b.where(_small(b, x, 20.0), t, b.where(SF.is_nan(b, x), x, one))


_unary("torch.aten.tanh", tanh)


# -- reductions -------------------------------------------------------------------------------------
def _tree(c, x, fn, identity):
    """Reduce the last dim of bits ``x`` pairwise with ``fn`` (static sizes)."""
    b = c.b
    sizes = list(x.type.sizes)
    n = sizes[-1]
    if n == 0:
        return b.full(sizes[:-1], float_bits(identity), T.SI64)
    while n > 1:
        if n % 2:
            pad = b.full(sizes[:-1] + [1], float_bits(identity), T.SI64)
            x = b.cat([x, pad], len(sizes) - 1)
            n += 1
        h = n // 2
        x = fn(b, b.slice(x, len(sizes) - 1, 0, h), b.slice(x, len(sizes) - 1, h, n))
        n = h
        sizes = sizes[:-1] + [n]
    return b.squeeze_dim(x, len(sizes) - 1)


def _reduce_dims(c, op, fn, identity, mean=False):
    from .compare import _flatten_dims, _static_sizes
    b = c.b
    src = op.operands[0]
    x = _operand(c, src)
    sizes = _static_sizes(c, x)
    r = len(sizes)
    dims, keepdim = list(range(r)), False
    if len(op.operands) > 1 and not b.is_none(op.operands[1]) and op.name != "torch.aten.sum" and \
            op.name != "torch.aten.prod":
        dl = b.const_int_list(op.operands[1]) if op.name != "torch.aten.prod.dim_int" else [b.const_int(op.operands[1])]
        if dl:
            dims = sorted({d % r for d in dl}) if r else []
        keepdim = b.const_bool(op.operands[2])
    if r == 0:
        return [x]
    flat, kept = _flatten_dims(c, x, dims)
    n = flat.type.sizes[-1]
    out = _tree(c, flat, fn, identity)
    if mean:
        out = SF.div(b, out, _number(c, float(n)))
    if keepdim:
        shape = [1 if i in dims else s for i, s in enumerate(sizes)]
        out = b.reshape(out, shape)
    return [out]


@f64_pattern("torch.aten.sum.dim_IntList", "torch.aten.sum")
def _sum(c, op):
    return _reduce_dims(c, op, SF.add, -0.0)


@f64_pattern("torch.aten.mean.dim", "torch.aten.mean")
def _mean(c, op):
    return _reduce_dims(c, op, SF.add, -0.0, mean=True)


@f64_pattern("torch.aten.prod.dim_int", "torch.aten.prod")
def _prod(c, op):
    return _reduce_dims(c, op, SF.mul, 1.0)


# -- matrix products --------------------------------------------------------------------------------
def _matmul(c, a, m):
    """``a @ m`` for bits tensors of ranks >= 1 (torch.matmul's rules, static sizes)."""
    b = c.b
    sa, sm = list(a.type.sizes), list(m.type.sizes)
    if any(s is None or s < 0 for s in sa + sm):
        raise NotSupported(f"'{c.op_.name}' on f64 values needs static sizes here")
    va, vm = len(sa) == 1, len(sm) == 1
    if va:
        a, sa = b.unsqueeze(a, 0), [1] + sa
    if vm:
        m, sm = b.unsqueeze(m, 1), sm + [1]
    # [..., M, K, 1] * [..., 1, K, N] summed over K
    pa = b.unsqueeze(a, len(sa))
    pm = b.unsqueeze(m, len(sm) - 2)
    prod = SF.mul(b, pa, pm)                     # [..., M, K, N]
    r = len(prod.type.sizes)
    perm = list(range(r - 2)) + [r - 1, r - 2]
    prod = b.permute(prod, perm)                 # [..., M, N, K]
    out = _tree(c, prod, SF.add, -0.0)
    if va:
        out = b.squeeze_dim(out, len(out.type.sizes) - 2)
    if vm:
        out = b.squeeze_dim(out, len(out.type.sizes) - 1)
    return out


@f64_pattern("torch.aten.mm", "torch.aten.bmm", "torch.aten.matmul", "torch.aten.mv", "torch.aten.dot")
def _mm(c, op):
    return [_matmul(c, _operand(c, op.operands[0]), _operand(c, op.operands[1]))]


@f64_pattern("torch.aten.linear")
def _linear(c, op):
    b = c.b
    x, w = _operand(c, op.operands[0]), _operand(c, op.operands[1])
    wt = b.transpose(w, 0, 1) if len(w.type.sizes) == 2 else w
    out = _matmul(c, x, wt)
    if len(op.operands) > 2 and not b.is_none(op.operands[2]):
        out = SF.add(b, out, _operand(c, op.operands[2]))
    return [out]


@f64_pattern("torch.aten.addmm")
def _addmm(c, op):
    """beta * self + alpha * (m1 @ m2)."""
    b = c.b
    s, m1, m2 = (_operand(c, v) for v in op.operands[:3])
    beta = c.scalar_value(op.operands[3]) if len(op.operands) > 3 else 1.0
    alpha = c.scalar_value(op.operands[4]) if len(op.operands) > 4 else 1.0
    p = _scaled(c, _matmul(c, m1, m2), alpha)
    if beta == 0:
        return [p]
    return [SF.add(b, _scaled(c, s, beta), p)]


@f64_pattern("torch.aten.var.correction", "torch.aten.std.correction")
def _var(c, op):
    """sum((x - mean)^2) / max(n - correction, 0) over the dims (two passes, as PyTorch)."""
    from .compare import _flatten_dims, _static_sizes
    b = c.b
    x = _operand(c, op.operands[0])
    sizes = _static_sizes(c, x)
    r = len(sizes)
    dims = list(range(r))
    if not b.is_none(op.operands[1]):
        dl = b.const_int_list(op.operands[1])
        if dl:
            dims = sorted({d % r for d in dl})
    corr = 1.0 if b.is_none(op.operands[2]) else c.scalar_value(op.operands[2])
    keepdim = b.const_bool(op.operands[3])
    flat, kept = _flatten_dims(c, x, dims)
    n = flat.type.sizes[-1]
    mean = SF.div(b, _tree(c, flat, SF.add, -0.0), _number(c, float(n)))
    d = SF.sub(b, flat, b.unsqueeze(mean, len(kept)))
    out = SF.div(b, _tree(c, SF.mul(b, d, d), SF.add, -0.0), _number(c, max(n - corr, 0.0)))
    if op.name == "torch.aten.std.correction":
        out = SF.sqrt(b, out)
    if keepdim:
        out = b.reshape(out, [1 if i in dims else s for i, s in enumerate(sizes)])
    return [out]


def _guarded(fn, what):
    def f(b, x):
        a = b.elementwise("torch.aten.bitwise_and.Scalar", [x, (1 << 63) - 1], dtype=T.SI64)
        finite_big = b.logical("and", b.compare("ge", a, float_bits(SF.SIN_COS_LIMIT)),
                               b.compare("lt", a, SF.INF))
        b.check(b.logical("not", finite_big),
                f"{what} of an f64 value of magnitude {SF.SIN_COS_LIMIT:.4g} or more is not computed on TOSA "
                "(f64 is emulated on the bits there, and its argument reduction is exact only below that)")
        return fn(b, x)
    return f


_unary("torch.aten.sin", _guarded(SF.sin, "sin"))
_unary("torch.aten.cos", _guarded(SF.cos, "cos"))
