"""Classification, comparisons, min / max and the reductions and sorts that pick an element, on
the bits. The order of doubles is the order of the integer key ``k(x) = x >= 0 ? x : -(x & M)``
(``M`` = all bits but the sign): -0 and +0 both have key 0, NaNs (magnitude above that of inf)
are told apart first. A picked element is gathered from the input, so its bits are kept."""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T
from tmlir.dialects.torch.types import ValueTensorType
from tmlir.transforms.decompositions.builder import NotApplicable, NotSupported, norm_dim
from .registry import f64_pattern, float_bits, s64

SIGN = s64(1 << 63)
MASK = (1 << 63) - 1
INF = 0x7FF0000000000000
NINF = s64(0xFFF0000000000000)
QNAN = 0x7FF8000000000000
I64_MAX = (1 << 63) - 1
I64_MIN = -(1 << 63)


# -- helpers --------------------------------------------------------------------------------------
def mag(c, x):
    return c.band(x, MASK)


def isnan(c, x):
    return c.cmp("gt", mag(c, x), INF)


def key(c, x):
    """The order-preserving key (NaN aside): -0 and +0 both 0."""
    neg = c.cmp("lt", x, 0)
    return c.where(neg, c.ineg(mag(c, x)), x)


def key_of_number(v):
    b = float_bits(v)
    return b if b >= 0 else -(b & MASK)


def operand_bits(c, v):
    """An operand of a comparison: the bits of an f64 tensor, the bits of a tensor of another dtype
    (PyTorch compares in f64), or a Python float for a scalar."""
    if c.is_f64(v):
        return c.bits(v)
    if isinstance(v.type, T.BaseTensorType):
        from .casts import to_bits
        return to_bits(c, v)
    return c.scalar_value(v)


# -- classification -------------------------------------------------------------------------------
@f64_pattern("torch.aten.isnan")
def _isnan(c, op):
    return [isnan(c, c.bits(op.operands[0]))]


@f64_pattern("torch.aten.isinf")
def _isinf(c, op):
    return [c.cmp("eq", mag(c, c.bits(op.operands[0])), INF)]


@f64_pattern("torch.aten.isfinite")
def _isfinite(c, op):
    return [c.cmp("lt", mag(c, c.bits(op.operands[0])), INF)]


@f64_pattern("torch.aten.isposinf")
def _isposinf(c, op):
    return [c.cmp("eq", c.bits(op.operands[0]), INF)]


@f64_pattern("torch.aten.isneginf")
def _isneginf(c, op):
    return [c.cmp("eq", c.bits(op.operands[0]), NINF)]


# -- comparisons ----------------------------------------------------------------------------------
_CMP = ("eq", "ne", "lt", "le", "gt", "ge")


def compare(c, name, a, b):
    """IEEE comparison ``name`` of bits tensors or Python floats ``a``, ``b`` (one a tensor)."""
    nans = []
    keys = []
    for v in (a, b):
        if isinstance(v, float):
            if math.isnan(v):
                like = b if v is a else a
                true = c.cmp("eq", like, like)  # every element: a NaN scalar compares false but for ne
                return true if name == "ne" else c.lnot(true)
            keys.append(key_of_number(v))
        else:
            nans.append(isnan(c, v))
            keys.append(key(c, v))
    r = c.cmp(name, keys[0], keys[1]) if not isinstance(keys[0], int) else c.cmp(_SWAP[name], keys[1], keys[0])
    nan = nans[0] if len(nans) == 1 else c.lor(nans[0], nans[1])
    if name == "ne":
        return c.lor(nan, r)
    return c.land(c.lnot(nan), r)


_SWAP = {"eq": "eq", "ne": "ne", "lt": "gt", "le": "ge", "gt": "lt", "ge": "le"}


def _cmp_pattern(name):
    def pat(c, op):
        a, b = (operand_bits(c, v) for v in op.operands[:2])
        return [compare(c, name, a, b)]
    return pat


for _n in _CMP:
    f64_pattern(f"torch.aten.{_n}.Tensor", f"torch.aten.{_n}.Scalar")(_cmp_pattern(_n))


# -- min / max ------------------------------------------------------------------------------------
@f64_pattern("torch.aten.maximum", "torch.aten.minimum")
def _maximum(c, op):
    """PyTorch: ``a > b ? a : b`` (``<`` for minimum; b when equal, so max(-0, +0) = +0 and
    max(+0, -0) = -0) and NaN when either is NaN."""
    a, b = (operand_bits(c, v) for v in op.operands[:2])
    pick_a = c.cmp("gt" if op.name.endswith("maximum") else "lt", key(c, a), key(c, b))
    r = c.where(pick_a, a, b)
    r = c.where(isnan(c, b), b, r)
    return [c.where(isnan(c, a), a, r)]


def _clamp_scalar(c, x, lo, hi):
    """``x < lo ? lo : x`` then ``> hi ? hi : x`` with constant bounds (NaN x stays x; a NaN
    bound gives NaN)."""
    num = c.lnot(isnan(c, x))
    for bound, rel in ((lo, "lt"), (hi, "gt")):
        if bound is None:
            continue
        if math.isnan(bound):
            return c.where(num, c.const_like(x, float_bits(bound)), x)
        x = c.where(c.land(num, c.cmp(rel, key(c, x), key_of_number(bound))), c.const_like(x, float_bits(bound)), x)
    return x


def _bounds(op):
    """The (lower, upper) bound operands of a clamp-like op (None for the one it lacks)."""
    base = op.name.split(".")[2]
    if base == "clamp_min":
        return op.operands[1], None
    if base == "clamp_max":
        return None, op.operands[1]
    return op.operands[1], op.operands[2]


@f64_pattern("torch.aten.clamp", "torch.aten.clamp_min", "torch.aten.clamp_max", "torch.aten.hardtanh")
def _clamp(c, op):
    b = c.b
    x = c.bits(op.operands[0])
    lo, hi = _bounds(op)
    lo = None if lo is None or b.is_none(lo) else c.scalar_value(lo)
    hi = None if hi is None or b.is_none(hi) else c.scalar_value(hi)
    if lo is not None and hi is not None and not math.isnan(lo) and not math.isnan(hi) and lo > hi:
        # PyTorch gives hi everywhere (NaN stays NaN)
        return [c.where(isnan(c, x), x, c.const_like(x, float_bits(hi)))]
    return [_clamp_scalar(c, x, lo, hi)]


@f64_pattern("torch.aten.clamp.Tensor", "torch.aten.clamp_min.Tensor", "torch.aten.clamp_max.Tensor")
def _clamp_tensor(c, op):
    """``minimum(maximum(x, lo), hi)`` (PyTorch's vectorized clamp with tensor bounds)."""
    b = c.b
    x = c.bits(op.operands[0])
    lo, hi = _bounds(op)
    for bound, gt in ((lo, True), (hi, False)):
        if bound is None or b.is_none(bound):
            continue
        y = operand_bits(c, bound)
        if isinstance(y, float):
            raise NotApplicable("a scalar bound")
        pick_x = c.cmp("gt" if gt else "lt", key(c, x), key(c, y))
        r = c.where(pick_x, x, y)
        r = c.where(isnan(c, y), y, r)
        x = c.where(isnan(c, x), x, r)
    return [x]


@f64_pattern("torch.aten.relu")
def _relu(c, op):
    """``x < 0 ? 0 : x`` (relu(-0) = -0, NaN stays)."""
    x = c.bits(op.operands[0])
    return [_clamp_scalar(c, x, 0.0, None)]


# -- picking reductions ---------------------------------------------------------------------------
def _pick_key(c, x, kind):
    """The key of ``x`` with NaN first in ``kind`` (max: NaN above everything, min: below)."""
    return c.where(isnan(c, x), c.const_like(x, I64_MAX if kind == "max" else I64_MIN), key(c, x))


def _pick(c, x, d, kind, keepdim):
    """(values, indices) of the first max / min of bits ``x`` along ``d`` (NaN wins)."""
    b = c.b
    k = _pick_key(c, x, kind)
    sizes = list(x.type.sizes)
    kept = [1 if i == d else s for i, s in enumerate(sizes)]
    name = "torch.aten.max.dim" if kind == "max" else "torch.aten.min.dim"
    _, idx = b.op(name, [k, d, True], [ValueTensorType(kept, T.SI64), ValueTensorType(kept, T.SI64)])
    vals = b.op("torch.aten.gather", [x, d, idx, False], ValueTensorType(kept, T.SI64))
    if not keepdim:
        out = [s for i, s in enumerate(sizes) if i != d]
        vals = b.op("torch.aten.squeeze.dim", [vals, d], ValueTensorType(out, T.SI64))
        idx = b.op("torch.aten.squeeze.dim", [idx, d], ValueTensorType(out, T.SI64))
    return vals, idx


def _static_sizes(c, x):
    s = x.type.sizes
    if s is None or any(v < 0 for v in s):
        raise NotSupported(f"'{c.op_.name}' on f64 values needs static sizes here")
    return list(s)


@f64_pattern("torch.aten.max.dim", "torch.aten.min.dim")
def _max_dim(c, op):
    b = c.b
    x = c.bits(op.operands[0])
    sizes = _static_sizes(c, x)
    if not sizes:  # a 0-d tensor: itself, at index 0
        norm_dim(b.const_int(op.operands[1]), 1)
        return [x, b.full([], 0, T.SI64)]
    if 0 in sizes:
        raise NotSupported(f"'{op.name}' on an empty f64 tensor is not lowered here")
    d = norm_dim(b.const_int(op.operands[1]), len(sizes))
    vals, idx = _pick(c, x, d, "max" if op.name == "torch.aten.max.dim" else "min", b.const_bool(op.operands[2]))
    return [vals, idx]


def _flatten_dims(c, x, dims):
    """``x`` with ``dims`` moved last and merged into one; (that tensor, the kept sizes)."""
    b = c.b
    sizes = _static_sizes(c, x)
    r = len(sizes)
    keep = [i for i in range(r) if i not in dims]
    perm = keep + sorted(dims)
    if perm != list(range(r)):
        x = b.op("torch.aten.permute", [x, b.int_list(perm)], ValueTensorType([sizes[i] for i in perm], T.SI64))
    n = 1
    for i in dims:
        n *= sizes[i]
    shape = [sizes[i] for i in keep] + [n]
    x = b.op("torch.aten.reshape", [x, b.int_list(shape)], ValueTensorType(shape, T.SI64))
    return x, [sizes[i] for i in keep]


@f64_pattern("torch.aten.amax", "torch.aten.amin", "torch.aten.max", "torch.aten.min")
def _amax(c, op):
    """The first max / min element (PyTorch keeps the first of -0 and +0), NaN when any is."""
    b = c.b
    x = c.bits(op.operands[0])
    sizes = _static_sizes(c, x)
    kind = "max" if op.name in ("torch.aten.amax", "torch.aten.max") else "min"
    if len(op.operands) > 1:
        dims = b.const_int_list(op.operands[1]) or list(range(len(sizes)))
        keepdim = b.const_bool(op.operands[2])
    else:
        dims, keepdim = list(range(len(sizes))), False
    dims = sorted({norm_dim(d, len(sizes)) for d in dims}) if sizes else []
    if 0 in sizes:
        raise NotSupported(f"'{op.name}' of an empty f64 tensor is not lowered here")
    if not sizes:
        return [x]
    if len(dims) == 1:
        vals, _ = _pick(c, x, dims[0], kind, keepdim)
        return [vals]
    flat, kept = _flatten_dims(c, x, dims)
    vals, _ = _pick(c, flat, len(kept), kind, False)
    want = list(op.results[0].type.sizes)
    if list(vals.type.sizes) == want:
        return [vals]
    return [b.op("torch.aten.reshape", [vals, b.int_list(want)], ValueTensorType(want, T.SI64))]


@f64_pattern("torch.aten.argmax", "torch.aten.argmin")
def _argmax(c, op):
    b = c.b
    x = c.bits(op.operands[0])
    sizes = _static_sizes(c, x)
    kind = "max" if op.name.endswith("argmax") else "min"
    k = _pick_key(c, x, kind)
    return [b.op(op.name, [k] + list(op.operands[1:]), op.results[0].type)]


@f64_pattern("torch.aten.sort", "torch.aten.sort.stable")
def _sort(c, op):
    """Sorted on the key with NaN largest (last ascending, first descending); the values gathered."""
    b = c.b
    x = c.bits(op.operands[0])
    sizes = _static_sizes(c, x)
    k = _pick_key(c, x, "max")
    idx = b.op(op.name, [k] + list(op.operands[1:]), [ValueTensorType(sizes, T.SI64)] * 2)[1]
    d = b.const_int(op.operands[2] if op.name == "torch.aten.sort.stable" else op.operands[1])
    vals = b.op("torch.aten.gather", [x, norm_dim(d, len(sizes)) if sizes else 0, idx, False],
                ValueTensorType(sizes, T.SI64))
    return [vals, idx]


@f64_pattern("torch.aten.argsort", "torch.aten.argsort.stable")
def _argsort(c, op):
    x = c.bits(op.operands[0])
    _static_sizes(c, x)
    k = _pick_key(c, x, "max")
    return [c.b.op(op.name, [k] + list(op.operands[1:]), op.results[0].type)]


@f64_pattern("torch.aten.topk")
def _topk(c, op):
    """On the key with NaN largest (PyTorch's topk treats NaN as larger than everything); the
    values gathered."""
    b = c.b
    x = c.bits(op.operands[0])
    sizes = _static_sizes(c, x)
    k = _pick_key(c, x, "max")
    rt = op.results[1].type
    idx = b.op(op.name, [k] + list(op.operands[1:]), [ValueTensorType(rt.sizes, T.SI64), rt])[1]
    d = norm_dim(b.const_int(op.operands[2]), len(sizes)) if sizes else 0
    vals = b.op("torch.aten.gather", [x, d, idx, False], ValueTensorType(rt.sizes, T.SI64))
    return [vals, idx]


# -- logical ops and isreal -------------------------------------------------------------------------
def nonzero(c, x):
    """``x != 0`` of bits (NaN is true, -0 false)."""
    return c.cmp("ne", mag(c, x), 0)


@f64_pattern("torch.aten.logical_not", "torch.aten.logical_and", "torch.aten.logical_or", "torch.aten.logical_xor")
def _logical(c, op):
    ops = [nonzero(c, c.bits(v)) if c.is_f64(v) else v for v in op.operands]
    return [c.b.op(op.name, ops, op.results[0].type)]


@f64_pattern("torch.aten.isreal")
def _isreal(c, op):
    """Every element of a real tensor is real: true everywhere."""
    x = c.bits(op.operands[0])
    return [c.cmp("eq", x, x)]


@f64_pattern("torch.aten.nextafter")
def _nextafter(c, op):
    """std::nextafter on the bits: y when x == y (so -0 toward +0 is +0), NaN when either is, the
    smallest subnormal of y's sign from a zero, else the bits plus one (away from 0) or minus one."""
    a, b = (operand_bits(c, v) for v in op.operands[:2])
    if isinstance(a, float) or isinstance(b, float):
        raise NotApplicable("a scalar operand")
    ka, kb = key(c, a), key(c, b)
    up = c.cmp("eq", c.cmp("gt", kb, ka), c.cmp("gt", ka, 0))  # toward y is away from zero
    r = c.where(up, c.iadd(a, 1), c.isub(a, 1))
    r = c.where(c.cmp("eq", ka, 0), c.bor(c.band(b, SIGN), c.const_like(b, 1)), r)
    r = c.where(c.cmp("eq", ka, kb), b, r)
    r = c.where(isnan(c, b), b, r)
    return [c.where(isnan(c, a), a, r)]
