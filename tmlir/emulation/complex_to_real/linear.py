"""Products: ops linear in each of their data operands (matmul forms, einsum, convolution).

A product of k operands with complex ones among them is the sum, over every choice of real or
imaginary part for each complex operand, of the op on the chosen parts times i^(number of
imaginary parts chosen): for two operands, re = f(ar, br) - f(ai, bi), im = f(ar, bi) + f(ai, br).
An additive bias (convolution, linear) goes with the all-real term and its imaginary part with one
term of the imaginary side."""
from __future__ import annotations

import itertools

from tmlir.dialects.torch.types import ListType
from tmlir.transforms.decompositions.builder import NotApplicable
from .arithmetic import mul_parts, _add, _neg, _full_parts
from .registry import complex_pattern

#: op -> the names of its data operands (tensors the op is linear in) and its additive bias
PRODUCTS = {
    "torch.aten.mm": (("self", "mat2"), None),
    "torch.aten.bmm": (("self", "mat2"), None),
    "torch.aten.matmul": (("self", "other"), None),
    "torch.aten.mv": (("self", "vec"), None),
    "torch.aten.dot": (("self", "tensor"), None),
    "torch.aten.outer": (("self", "vec2"), None),
    "torch.aten.ger": (("self", "vec2"), None),
    "torch.aten.linear": (("input", "weight"), "bias"),
    "torch.aten.convolution": (("input", "weight"), "bias"),
    "torch.aten._convolution": (("input", "weight"), "bias"),
    "torch.aten.conv1d": (("input", "weight"), "bias"),
    "torch.aten.conv2d": (("input", "weight"), "bias"),
    "torch.aten.conv3d": (("input", "weight"), "bias"),
    "torch.aten.einsum": (("tensors",), None),
}


def product_parts(c, op, overrides=None):
    """(re, im) of product op ``op``; ``overrides``: {argument name: Value} replacing operands."""
    b = c.b
    data, bias_name = PRODUCTS[op.name]
    names = [a.name for a in op.schema.arguments]
    operands = dict(zip(names, op.operands))
    operands.update(overrides or {})
    # the factors: (slot, element index or None, parts)
    factors = []
    for n in data:
        v = operands[n]
        if isinstance(v.type, ListType):
            for k, e in enumerate(c.elements(v)):
                factors.append((n, k, c.parts(e)))
        else:
            factors.append((n, None, c.parts(v)))
    bias = operands.get(bias_name) if bias_name else None
    bias_parts = (None, None) if bias is None or b.is_none(bias) else c.parts(bias)
    rtype = c.real_type(op.results[0].type)
    cx = [i for i, f in enumerate(factors) if f[2][1] is not None]
    re_terms, im_terms = [], []
    for choice in itertools.product((0, 1), repeat=len(cx)):
        pick = dict(zip(cx, choice))
        args = dict(operands)
        lists = {}
        for i, (n, k, parts) in enumerate(factors):
            p = parts[pick.get(i, 0)]
            if k is None:
                args[n] = p
            else:
                lists.setdefault(n, list(c.elements(operands[n])))[k] = p
        for n, elems in lists.items():
            args[n] = b.tensor_list(elems)
        m = sum(choice)
        first_re, first_im = not re_terms, not im_terms
        if bias_name:
            args[bias_name] = b.none()
            if m % 2 == 0 and first_re and bias_parts[0] is not None:
                args[bias_name] = bias_parts[0]
            elif m % 2 == 1 and first_im and bias_parts[1] is not None:
                args[bias_name] = bias_parts[1]
        term = b.op(op.name, [args[n] for n in names], rtype)
        sign = 1 if m % 4 in (0, 1) else -1
        (re_terms if m % 2 == 0 else im_terms).append(term if sign > 0 else _neg(b, term))
    if bias_name and not cx:
        raise NotApplicable("no complex factor")
    re = None
    for t in re_terms:
        re = _add(b, re, t)
    im = None
    for t in im_terms:
        im = _add(b, im, t)
    if bias_name and not im_terms and bias_parts[1] is not None:
        im = bias_parts[1]
    return re, im


@complex_pattern(*PRODUCTS)
def product(c, op):
    return [_full_parts(c, op, *product_parts(c, op))]


@complex_pattern("torch.aten.vdot")
def vdot(c, op):
    """sum(conj(a) * b)."""
    b = c.b
    ar, ai = c.parts(op.operands[0])
    z = c.parts(op.operands[1])
    a = (ar, None if ai is None else b.neg(ai))
    re, im = mul_parts(b, a, z)
    dims = list(range(b.rank(ar)))
    return [_full_parts(c, op, None if re is None else b.sum(re, dims), None if im is None else b.sum(im, dims))]


def _scalar_parts(c, v):
    if v is None or c.b.is_none(v):
        return (1.0, None)
    return c.parts(v)


@complex_pattern("torch.aten.addmm", "torch.aten.baddbmm", "torch.aten.addmv", "torch.aten.addbmm")
def add_product(c, op):
    """beta * input + alpha * (m1 @ m2) (addbmm: alpha * the sum over the batch of m1[i] @ m2[i])."""
    b = c.b
    inner = {"torch.aten.addmm": "torch.aten.mm", "torch.aten.baddbmm": "torch.aten.bmm",
             "torch.aten.addmv": "torch.aten.mv", "torch.aten.addbmm": None}[op.name]
    names = [a.name for a in op.schema.arguments]
    args = dict(zip(names, op.operands))
    m1, m2 = [args[n] for n in names[1:3]]
    x, y = c.parts(m1), c.parts(m2)
    if inner is None:  # addbmm: the batch of products summed
        s1, s2 = c.sizes(m1), c.sizes(m2)
        bsizes = [s1[0], s1[1], s2[2]]
        rr = _mm(c, "torch.aten.bmm", m1, m2, x, y, op, bsizes)
        rr = tuple(None if p is None else b.sum(p, [0]) for p in rr)
    else:
        rr = _mm(c, inner, m1, m2, x, y, op)
    beta, alpha = _scalar_parts(c, args.get("beta")), _scalar_parts(c, args.get("alpha"))
    prod = mul_parts(b, alpha, rr)
    inp = mul_parts(b, beta, c.parts(args["self"]))
    return [_full_parts(c, op, _add(b, inp[0], prod[0]), _add(b, inp[1], prod[1]))]


def _mm(c, inner, m1, m2, x, y, op, sizes=None):
    b = c.b
    sizes = op.results[0].type.sizes if sizes is None else sizes
    from tmlir.dialects.torch.types import ValueTensorType
    rt = c.real_type(op.results[0].type).dtype

    def f(p, q):
        if p is None or q is None:
            return None
        return b.op(inner, [p, q], ValueTensorType(sizes, rt))
    xr, xi = x
    yr, yi = y
    re = _add(b, f(xr, yr), _neg(b, f(xi, yi)))
    im = _add(b, f(xr, yi), f(xi, yr))
    return re, im
