"""Complex arithmetic on (re, im) parts: add/sub/mul/div, conjugates, parts, magnitude and phase,
comparisons and classification, conversions, constants."""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T
from tmlir.dialects.torch.types import BaseTensorType, TorchComplexType
from tmlir.transforms.decompositions.builder import NotApplicable, is_complex_dtype
from .registry import complex_pattern


# -- helpers on parts (None stands for an exact zero; a part may be a number or a scalar Value) -----
def _num(x):
    """A scalar part: a Python number or a non-tensor Value."""
    return isinstance(x, (int, float)) or (x is not None and not isinstance(x.type, BaseTensorType))


def _add(b, x, y):
    if y is None or (isinstance(y, (int, float)) and y == 0 and not _num(x)):
        return x
    if x is None or (isinstance(x, (int, float)) and x == 0 and not _num(y)):
        return y
    if isinstance(x, (int, float)) and isinstance(y, (int, float)):
        return x + y
    if _num(x) and _num(y):
        raise NotApplicable("a sum of two scalar values")
    if _num(x):
        x, y = y, x
    return b.add(x, y)


def _neg(b, x):
    if x is None:
        return None
    if isinstance(x, (int, float)):
        return -x
    if _num(x):
        return b.op("torch.aten.neg.float" if x.type is T.FLOAT else "torch.aten.neg.int", [x], x.type)
    return b.neg(x)


def _sub(b, x, y):
    if y is None:
        return x
    if x is not None and not _num(x) and not isinstance(y, (int, float)):
        return b.sub(x, y)  # a tensor minus a tensor or a scalar value
    return _add(b, x, _neg(b, y))


def _mul(b, x, y):
    if x is None or y is None:
        return None
    if isinstance(x, (int, float)) and isinstance(y, (int, float)):
        return x * y
    if _num(x) and _num(y):
        raise NotApplicable("a product of two scalar values")
    if _num(x):
        x, y = y, x
    if isinstance(y, (int, float)) and y == 1:
        return x
    return b.mul(x, y)


def _scaled(b, x, alpha):
    """``alpha * x`` for a real alpha (a Value, a number or None for 1)."""
    if alpha is None:
        return x
    return _mul(b, x, alpha)


def _alpha(c, op):
    try:
        a = op.arg("alpha")
    except KeyError:
        return None
    if isinstance(a.type, TorchComplexType):
        raise NotApplicable("a complex alpha")
    try:
        if c.b.const_float(a) == 1:
            return None
    except NotApplicable:
        pass
    return a


def _tensor_or_zero(c, v, like):
    """A tensor for a part that may be None (0) or a number."""
    if v is None:
        return c.zeros_like(like)
    if isinstance(v, (int, float)):
        return c.b.full_like(like, float(v))
    return v


def mul_parts(b, a, z):
    """(a_re + i a_im)(z_re + i z_im) on parts (None = 0)."""
    ar, ai = a
    zr, zi = z
    return _sub(b, _mul(b, ar, zr), _mul(b, ai, zi)), _add(b, _mul(b, ar, zi), _mul(b, ai, zr))


def abs_parts(b, re, im):
    """|re + i im| without overflow or underflow: m sqrt(1 + (n/m)^2), m = max(|re|, |im|);
    0 for 0, inf when a part is inf (even with a NaN other part), NaN otherwise for NaN."""
    ar, ai = b.abs(re), b.abs(im)
    m, n = b.maximum(ar, ai), b.minimum(ar, ai)
    zero = b.compare("eq", m, 0.0)
    safe = b.where(zero, 1.0, m)
    q = b.div(n, safe)
    r = b.mul(m, b.sqrt(b.add(b.mul(q, q), 1.0)))
    r = b.where(zero, 0.0, r)
    inf = b.logical("or", b.unary("isinf", re, T.I1), b.unary("isinf", im, T.I1))
    return b.where(inf, math.inf, r)


def div_parts(c, a, z, like):
    """(a_re + i a_im) / (z_re + i z_im) by Smith's scaling (the larger of |z_re|, |z_im| is
    divided out first, as PyTorch's complex division does)."""
    b = c.b
    ar, ai = (_tensor_or_zero(c, p, like) for p in a)
    zr, zi = (_tensor_or_zero(c, p, like) for p in z)
    big_re = b.compare("ge", b.abs(zr), b.abs(zi))
    # |zr| >= |zi|: t = zi / zr, d = zr + zi t, re = (ar + ai t) / d, im = (ai - ar t) / d
    t1 = b.div(zi, zr)
    d1 = b.add(zr, b.mul(zi, t1))
    re1 = b.div(b.add(ar, b.mul(ai, t1)), d1)
    im1 = b.div(b.sub(ai, b.mul(ar, t1)), d1)
    # else: t = zr / zi, d = zi + zr t, re = (ar t + ai) / d, im = (ai t - ar) / d
    t2 = b.div(zr, zi)
    d2 = b.add(zi, b.mul(zr, t2))
    re2 = b.div(b.add(b.mul(ar, t2), ai), d2)
    im2 = b.div(b.sub(b.mul(ai, t2), ar), d2)
    # a zero divisor: each part divided by 0 (inf or NaN, as PyTorch)
    zero = b.logical("and", b.compare("eq", zr, 0.0), b.compare("eq", zi, 0.0))
    re0, im0 = b.div(ar, b.abs(zr)), b.div(ai, b.abs(zi))
    re = b.where(zero, re0, b.where(big_re, re1, re2))
    im = b.where(zero, im0, b.where(big_re, im1, im2))
    return re, im


def _like(c, op):
    """A real tensor of the op's result sizes (for parts that are numbers)."""
    sizes = op.results[0].type.sizes
    for v in op.operands:
        if isinstance(v.type, BaseTensorType):
            p = c.parts(v)[0]
            if not isinstance(p, (int, float)) and p.type.sizes == sizes:
                return p
    return c.b.full(list(sizes), 0.0, c.real_type(op.results[0].type).dtype)


def _full_parts(c, op, re, im):
    """Parts broadcast to the result's sizes (None, numbers and scalar values become tensors)."""
    b = c.b
    sizes = list(op.results[0].type.sizes)
    rdt = c.real_type(op.results[0].type).dtype
    out = []
    for p in (re, im):
        if p is None:
            p = b.full(sizes, 0.0, rdt)
        elif _num(p):
            p = b.full(sizes, p, rdt)
        elif list(p.type.sizes) != sizes:
            p = b.expand(p, sizes)
        out.append(p)
    return tuple(out)


# -- add / sub / mul / div ------------------------------------------------------------------------
@complex_pattern("torch.aten.add.Tensor", "torch.aten.add.Scalar", "torch.aten.sub.Tensor", "torch.aten.sub.Scalar")
def add_sub(c, op):
    b = c.b
    ar, ai = c.parts(op.operands[0])
    yr, yi = c.parts(op.operands[1])
    alpha = _alpha(c, op)
    yr, yi = _scaled(b, yr, alpha), _scaled(b, yi, alpha)
    if op.name.startswith("torch.aten.sub"):
        yr, yi = _neg(b, yr), _neg(b, yi)
    return [_full_parts(c, op, _add(b, ar, yr), _add(b, ai, yi))]


@complex_pattern("torch.aten.rsub.Scalar")
def rsub(c, op):
    b = c.b
    ar, ai = c.parts(op.operands[0])
    yr, yi = c.parts(op.operands[1])
    alpha = _alpha(c, op)
    return [_full_parts(c, op, _sub(b, yr, _scaled(b, ar, alpha)), _sub(b, yi, _scaled(b, ai, alpha)))]


@complex_pattern("torch.aten.mul.Tensor", "torch.aten.mul.Scalar")
def mul(c, op):
    a, z = c.parts(op.operands[0]), c.parts(op.operands[1])
    return [_full_parts(c, op, *mul_parts(c.b, a, z))]


@complex_pattern("torch.aten.square")
def square(c, op):
    a = c.parts(op.operands[0])
    return [mul_parts(c.b, a, a)]


@complex_pattern("torch.aten.div.Tensor", "torch.aten.div.Scalar")
def div(c, op):
    b = c.b
    a, z = c.parts(op.operands[0]), c.parts(op.operands[1])
    if z[1] is None:  # a real divisor divides each part
        zr = z[0]
        return [_full_parts(c, op, None if a[0] is None else b.div(a[0], zr) if not isinstance(a[0], (int, float))
                            else b.div(b.full_like(zr, float(a[0])), zr),
                            None if a[1] is None else b.div(a[1], zr))]
    if isinstance(z[0], (int, float)):  # a complex constant: a * (1 / z)
        w = 1 / complex(z[0], z[1])
        return [_full_parts(c, op, *mul_parts(b, a, (w.real, w.imag)))]
    return [div_parts(c, a, z, _like(c, op))]


@complex_pattern("torch.aten.reciprocal")
def reciprocal(c, op):
    re, im = c.parts(op.operands[0])
    return [div_parts(c, (1.0, None), (re, im), re)]


@complex_pattern("torch.aten.neg")
def neg(c, op):
    re, im = c.parts(op.operands[0])
    return [(c.b.neg(re), c.b.neg(im))]


@complex_pattern("torch.aten.conj_physical", "torch.aten._conj", "torch.aten._conj_physical", "torch.aten.conj",
                 "torch.aten.resolve_conj")
def conj(c, op):
    re, im = c.parts(op.operands[0])
    if op.name == "torch.aten.resolve_conj":
        return [(re, im)]
    return [(re, c.b.neg(im))]


@complex_pattern("torch.aten.resolve_neg", "torch.aten.positive")
def identity(c, op):
    return [c.parts(op.operands[0])]


# -- parts, layouts, magnitude, phase ------------------------------------------------------------
@complex_pattern("torch.aten.real")
def real(c, op):
    return [c.parts(op.operands[0])[0]]


@complex_pattern("torch.aten.imag")
def imag(c, op):
    return [c.parts(op.operands[0])[1]]


@complex_pattern("torch.aten.view_as_real")
def view_as_real(c, op):
    return [c.pair(op.operands[0])]


@complex_pattern("torch.aten.view_as_complex")
def view_as_complex(c, op):
    return [c.from_pair(op.operands[0])]


@complex_pattern("torch.aten.complex")
def make_complex(c, op):
    re, im = op.operands
    sizes = list(op.results[0].type.sizes)
    b = c.b
    if list(re.type.sizes) != sizes:
        re = b.expand(re, sizes)
    if list(im.type.sizes) != sizes:
        im = b.expand(im, sizes)
    return [(re, im)]


@complex_pattern("torch.aten.polar")
def polar(c, op):
    b = c.b
    r, theta = op.operands
    return [_full_parts(c, op, b.mul(r, b.unary("cos", theta)), b.mul(r, b.unary("sin", theta)))]


@complex_pattern("torch.aten.abs")
def abs_(c, op):
    re, im = c.parts(op.operands[0])
    return [abs_parts(c.b, re, im)]


@complex_pattern("torch.aten.angle")
def angle(c, op):
    re, im = c.parts(op.operands[0])
    return [c.b.elementwise("torch.aten.atan2", [im, re])]


@complex_pattern("torch.aten.sgn")
def sgn(c, op):
    """z / |z|, 0 for 0."""
    b = c.b
    re, im = c.parts(op.operands[0])
    m = abs_parts(b, re, im)
    zero = b.compare("eq", m, 0.0)
    safe = b.where(zero, 1.0, m)
    return [(b.where(zero, 0.0, b.div(re, safe)), b.where(zero, 0.0, b.div(im, safe)))]


# -- comparisons and classification --------------------------------------------------------------
def _eq_parts(c, op):
    b = c.b
    ar, ai = c.parts(op.operands[0])
    yr, yi = c.parts(op.operands[1])
    return b.logical("and", b.compare("eq", ar, yr), b.compare("eq", ai, 0.0 if yi is None else yi))


@complex_pattern("torch.aten.eq.Tensor", "torch.aten.eq.Scalar")
def eq(c, op):
    if not c.is_complex(op.operands[0]):
        raise NotApplicable("a real first operand")
    return [_eq_parts(c, op)]


@complex_pattern("torch.aten.ne.Tensor", "torch.aten.ne.Scalar")
def ne(c, op):
    if not c.is_complex(op.operands[0]):
        raise NotApplicable("a real first operand")
    return [c.b.logical("not", _eq_parts(c, op))]


@complex_pattern("torch.aten.isnan", "torch.aten.isinf", "torch.aten.isfinite", "torch.aten.isposinf",
                 "torch.aten.isneginf")
def classify(c, op):
    b = c.b
    re, im = c.parts(op.operands[0])
    name = op.name
    if name in ("torch.aten.isposinf", "torch.aten.isneginf"):
        raise NotApplicable("not defined for complex tensors")
    f = lambda x: b.unary(name, x, T.I1)  # noqa: E731
    join = "and" if name == "torch.aten.isfinite" else "or"
    return [b.logical(join, f(re), f(im))]


@complex_pattern("torch.aten.isreal")
def isreal(c, op):
    return [c.b.compare("eq", c.parts(op.operands[0])[1], 0.0)]


# -- conversions ---------------------------------------------------------------------------------
def _convert(c, op, x, dt):
    """``x`` (complex or real) converted to ``dt``: complex -> real keeps the real part, real ->
    complex has a zero imaginary part."""
    b = c.b
    if is_complex_dtype(dt):
        rt = dt.element_type
        if c.is_complex(x):
            re, im = c.parts(x)
            return (b.to_dtype(re, rt), b.to_dtype(im, rt))
        re = b.to_dtype(x, rt)
        return (re, c.zeros_like(re))
    re, im = c.parts(x)
    if dt is T.I1:  # nonzero: either part
        return b.logical("or", b.compare("ne", re, 0.0), b.compare("ne", im, 0.0))
    return b.to_dtype(re, dt)  # the real part (PyTorch discards the imaginary part, with a warning)


@complex_pattern("torch.aten.to.dtype", "torch.aten._to_copy", "torch.aten.to.dtype_layout", "torch.aten.type_as",
                 "torch.prims.convert_element_type", "torch.aten._to_copy_dtype", "torch.aten.chalf",
                 "torch.aten.cfloat", "torch.aten.cdouble")
def convert(c, op):
    dt = op.results[0].type.dtype
    if dt is None:
        raise NotApplicable("unknown result dtype")
    return [_convert(c, op, op.operands[0], dt)]


@complex_pattern("torch.vtensor.literal")
def literal(c, op):
    import numpy as np
    t = op.results[0].type
    arr = np.asarray(op.properties["value"].to_numpy())
    shape = tuple(t.sizes)
    arr = np.broadcast_to(arr, shape)
    rt = t.dtype.element_type
    return [(c.b.literal(np.array(arr.real), rt), c.b.literal(np.array(arr.imag), rt))]


@complex_pattern("torch.aten.ones", "torch.aten.ones_like", "torch.aten.new_ones")
def ones(c, op):
    from .structure import apply_to_parts
    ((re, im),) = apply_to_parts(c, op)
    return [(re, c.zeros_like(re))]


@complex_pattern("torch.prim.NumToTensor.Scalar", "torch.aten.scalar_tensor")
def scalar_to_tensor(c, op):
    re, im = c.parts(op.operands[0])
    if isinstance(re, (int, float)) and (im is None or isinstance(im, (int, float))):
        return [(re, 0.0 if im is None else im)]  # a constant: kept as numbers (see registry._set_results)
    rt = c.real_type(op.results[0].type).dtype
    b = c.b
    return [(b.scalar_tensor(re, rt), b.scalar_tensor(0.0 if im is None else im, rt))]


# -- logical ops: a complex number is true when either part is nonzero -------------------------------
def _truth(c, v):
    """The bool tensor ``v != 0`` of a complex or real tensor ``v``."""
    b = c.b
    if c.is_complex(v):
        re, im = c.tensor_parts(v)
        return b.logical("or", b.compare("ne", re, 0.0), b.compare("ne", im, 0.0))
    if b.dtype(v) is T.I1:
        return v
    return b.compare("ne", v, 0)


@complex_pattern("torch.aten.logical_or", "torch.aten.logical_and", "torch.aten.logical_xor")
def logical_binary(c, op):
    x, y = op.operands[0], op.operands[1]
    if not isinstance(y.type, BaseTensorType):
        raise NotApplicable("a scalar operand")
    kind = op.name.rsplit("_", 1)[1]
    return [c.b.logical(kind, _truth(c, x), _truth(c, y))]


@complex_pattern("torch.aten.logical_not")
def logical_not(c, op):
    return [c.b.logical("not", _truth(c, op.operands[0]))]


@complex_pattern("torch.aten.nonzero")
def nonzero(c, op):
    """The indices of the elements with a nonzero part (a complex number is nonzero when either is)."""
    return [c.b.op(op.name, [_truth(c, op.operands[0])], op.results[0].type)]


@complex_pattern("torch.aten.all", "torch.aten.all.dim", "torch.aten.all.dims", "torch.aten.any", "torch.aten.any.dim",
                 "torch.aten.any.dims")
def all_any(c, op):
    """all / any of the elements' truth (either part nonzero)."""
    return [c.b.op(op.name, [_truth(c, op.operands[0])] + list(op.operands[1:]), op.results[0].type)]
