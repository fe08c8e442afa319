"""Random ops (rand, randn, randint, *_like, uniform, normal, bernoulli, exponential, geometric,
log_normal, cauchy, multinomial, native_dropout in training mode) from a counter-based hash.

Element ``i`` of a random tensor is ``hash32(hash32(i) ^ seed)`` (a 32-bit integer mixing
function computed in si64 with the high bits masked off, so every step is exact), turned into a
float in [0, 1) with as many bits as the dtype's significand holds; normal values use the
Box-Muller transform of two such streams. The seed of an op is fixed when it is decomposed:
a CRC of its source location and its position in its block, so two random ops of a program
draw different values and a program compiles to the same IR every time. The values follow the
right distributions but are not PyTorch's (its generators' state is not part of the program);
an explicit ``generator`` operand is not supported.
"""
from __future__ import annotations

import math
import zlib

from tmlir.dialects.torch import types as T

from .registry import decomposition
from .builder import NotApplicable, NotSupported, is_float_dtype, is_complex_dtype, to_torch_dtype

_MASK32 = 0xFFFFFFFF
# significand bits of each float dtype (values k * 2^-bits, k < 2^bits, are exact and < 1)
_BITS = {T.F16: 11, T.BF16: 8, T.F32: 24, T.F64: 32}


def _seed(b, op, stream=0):
    """A 32-bit seed for ``op``: its location and position in its block, and ``stream``."""
    pos = 0
    for o in op.parent.ops:
        if o is op:
            break
        pos += 1
    return zlib.crc32(f"{op.location}|{pos}|{stream}".encode()) & _MASK32


def _hash32(b, x):
    """A 32-bit integer mix of the si64 tensor ``x`` (values in [0, 2^32))."""
    def shift_xor(v, s):
        return b.elementwise("torch.aten.bitwise_xor.Tensor", [v, b.elementwise(
            "torch.aten.bitwise_right_shift.Tensor_Scalar", [v, s])])

    def mul_mask(v, m):
        return b.elementwise("torch.aten.bitwise_and.Scalar", [b.mul(v, m), _MASK32])
    x = mul_mask(shift_xor(x, 16), 0x7FEB352D)
    x = mul_mask(shift_xor(x, 15), 0x846CA68B)
    return shift_xor(x, 16)


def _bits(b, op, sizes, stream=0):
    """A tensor of ``sizes`` (ints / ``!torch.int`` values) of random si64 values in [0, 2^32)."""
    n = 1
    for s in sizes:
        n = b.imul(n, s)
    idx = _hash32(b, b.arange(n))
    x = _hash32(b, b.elementwise("torch.aten.bitwise_xor.Scalar", [idx, _seed(b, op, stream)]))
    return b.reshape(x, list(sizes))


def _complex_of(b, re_, im_, dtype):
    return b.op("torch.aten.complex", [re_, im_], b.vt(b.sizes(re_), dtype))


def uniform01(b, op, sizes, dtype, stream=0):
    """Uniform floats in [0, 1) of ``dtype``; complex: real and imaginary parts each uniform in
    [0, 1) (two more streams), as PyTorch's ``rand``."""
    if is_complex_dtype(dtype):
        et = dtype.element_type
        return _complex_of(b, uniform01(b, op, sizes, et, stream + 2), uniform01(b, op, sizes, et, stream + 3), dtype)
    bits = _BITS.get(dtype)
    if bits is None:
        raise NotApplicable("random values of a non-float dtype")
    k = _bits(b, op, sizes, stream)
    if bits < 32:
        k = b.elementwise("torch.aten.bitwise_right_shift.Tensor_Scalar", [k, 32 - bits])
    return b.mul(b.to_dtype(k, dtype), 2.0 ** -bits)


def standard_normal(b, op, sizes, dtype):
    """Box-Muller: ``sqrt(-2 log(1 - u1)) cos(2 pi u2)``, computed in f32 for every float dtype
    (the 16-bit ones have too few bits for the tail; f64 draws are f32 draws widened, so no
    target needs an f64 ``cos`` or ``log`` for them).
    Complex: the cosine and sine branches (independent) scaled by ``sqrt(1/2)``, so that real and
    imaginary parts are each ``N(0, 1/2)`` and ``E|z|^2 = 1``, as PyTorch's ``randn``."""
    cplx = is_complex_dtype(dtype)
    if (dtype.element_type if cplx else dtype) not in _BITS:
        raise NotApplicable("random values of a non-float dtype")
    u1, u2 = uniform01(b, op, sizes, T.F32, 0), uniform01(b, op, sizes, T.F32, 1)
    r = b.sqrt(b.mul(b.log(b.rsub(u1, 1.0)), -2.0))
    angle = b.mul(u2, 2 * math.pi)
    if cplx:
        et = dtype.element_type
        r = b.mul(r, math.sqrt(0.5))
        return _complex_of(b, b.to_dtype(b.mul(r, b.unary("cos", angle)), et),
                           b.to_dtype(b.mul(r, b.unary("sin", angle)), et), dtype)
    return b.to_dtype(b.mul(r, b.unary("cos", angle)), dtype)


def _no_generator(b, v):
    if not b.is_none(v):
        raise NotApplicable("an explicit generator")


def _float_result(b, op, dtype_arg=None):
    """The float dtype of the result: its type's, else the dtype argument, else f32."""
    dt = op.results[0].type.dtype
    if dt is None and dtype_arg is not None:
        dt = b.dtype_arg(dtype_arg)
    return dt or T.F32


def _size_list(b, v):
    """A ``size`` argument: ints, or ``!torch.int`` values where not constant."""
    out = []
    for e in b.list_elements(v):
        try:
            out.append(b.const_int(e))
        except NotApplicable:
            out.append(e)
    return out


@decomposition("torch.aten.rand", "torch.aten.randn")
def rand(b, op):
    size, dtype = op.operands[:2]
    dt = _float_result(b, op, dtype)
    sizes = _size_list(b, size)
    if op.name == "torch.aten.rand":
        return [uniform01(b, op, sizes, dt)]
    return [standard_normal(b, op, sizes, dt)]


@decomposition("torch.aten.rand_like", "torch.aten.randn_like")
def rand_like(b, op):
    x, dtype = op.operands[:2]
    dt = _float_result(b, op, dtype)
    sizes = b.shape_of(x)
    if op.name == "torch.aten.rand_like":
        return [uniform01(b, op, sizes, dt)]
    return [standard_normal(b, op, sizes, dt)]


def _randint(b, op, low, high, sizes, dt):
    """``low + bits % (high - low)`` in ``dt`` (high - low < 2^32)."""
    if dt is None:
        raise NotApplicable("unknown dtype")
    if high <= low or high - low > 2 ** 32:
        raise NotApplicable("empty or too wide a range")
    k = b.elementwise("torch.aten.remainder.Scalar", [_bits(b, op, sizes), high - low])
    if low:
        k = b.add(k, low)
    return b.to_dtype(k, dt)


@decomposition("torch.aten.randint", "torch.aten.randint.low")
def randint(b, op):
    args = op.args_by_name()
    low = b.const_int(args["low"]) if "low" in args else 0
    dt = op.results[0].type.dtype or b.dtype_arg(args["dtype"]) or T.F32  # an explicit None: the default float dtype
    return [_randint(b, op, low, b.const_int(args["high"]), _size_list(b, args["size"]), dt)]


@decomposition("torch.aten.randint_like", "torch.aten.randint_like.low_dtype")
def randint_like(b, op):
    args = op.args_by_name()
    x = args["self"]
    low = b.const_int(args["low"]) if "low" in args else 0
    dt = op.results[0].type.dtype or b.dtype(x)
    return [_randint(b, op, low, b.const_int(args["high"]), b.shape_of(x), dt)]


@decomposition("torch.aten.uniform")
def uniform(b, op):
    """``from + (to - from) u``."""
    x, lo, hi, gen = op.operands
    _no_generator(b, gen)
    dt = b.known_dtype(x)
    lo_v, hi_v = float(b.const_float(lo)), float(b.const_float(hi))
    u = uniform01(b, op, b.shape_of(x), dt)
    if lo_v > hi_v:
        # an empty range: the program raises, as PyTorch does (the bounds are constants, so the
        # check is known to fail; it is emitted as the runtime error the user would get eagerly)
        b.check(b.compare("le", b.add(b.mul(u, 0.0), lo_v), hi_v),
                f"uniform_ expects to return a [from, to) range, but found from={lo_v:g} > to={hi_v:g}")
    return [b.add(b.mul(u, hi_v - lo_v), lo_v)]


@decomposition("torch.aten.exponential")
def exponential(b, op):
    """``-log(1 - u) / lambd``."""
    x, lambd, gen = op.operands
    _no_generator(b, gen)
    u = uniform01(b, op, b.shape_of(x), b.known_dtype(x))
    return [b.mul(b.log(b.rsub(u, 1.0)), -1.0 / float(b.const_float(lambd)))]


@decomposition("torch.aten.geometric")
def geometric(b, op):
    """The number of Bernoulli(p) trials up to the first success: ``ceil(log(1 - u) / log1p(-p))``
    (at least 1), drawn in f32 for every dtype and converted to the input's dtype."""
    x, p, gen = op.operands
    _no_generator(b, gen)
    dt = b.known_dtype(x)
    p_v = float(b.const_float(p))
    if not 0.0 < p_v < 1.0:
        raise NotApplicable(f"p={p_v:g} outside (0, 1)")
    u = uniform01(b, op, b.shape_of(x), T.F32)
    k = b.unary("ceil", b.mul(b.log(b.rsub(u, 1.0)), 1.0 / math.log1p(-p_v)))
    return [b.to_dtype(b.clamp(k, 1.0), dt)]


def _float_and_scale(b, op, name, scale, gen):
    """(the float dtype of ``self``, the positive constant ``scale``) of a distribution op."""
    _no_generator(b, gen)
    dt = b.known_dtype(op.operands[0])
    if not is_float_dtype(dt):
        raise NotApplicable(f"{op.name} of a non-float tensor")
    v = float(b.const_float(scale))
    if v <= 0.0:
        raise NotApplicable(f"{name}={v:g} not positive (PyTorch rejects it)")
    return dt, v


@decomposition("torch.aten.log_normal")
def log_normal(b, op):
    """``exp(mean + std z)``, ``z`` standard normal, computed in f32 (f64: in f64) and converted to
    the input's dtype (f16 overflows to inf where PyTorch's does)."""
    x, mean, std, gen = op.operands
    dt, std_v = _float_and_scale(b, op, "std", std, gen)
    ct = T.F64 if dt == T.F64 else T.F32
    z = standard_normal(b, op, b.shape_of(x), ct)
    return [b.to_dtype(b.exp(b.add(b.mul(z, std_v), float(b.const_float(mean)))), dt)]


@decomposition("torch.aten.cauchy")
def cauchy(b, op):
    """``median + sigma tan(pi (u - 1/2))``, drawn in f32 for every dtype (no target needs an
    f64 ``tan``) and converted to the input's dtype."""
    x, median, sigma, gen = op.operands
    dt, sigma_v = _float_and_scale(b, op, "sigma", sigma, gen)
    u = uniform01(b, op, b.shape_of(x), T.F32)
    t = b.unary("tan", b.mul(b.sub(u, 0.5), math.pi))
    return [b.to_dtype(b.add(b.mul(t, sigma_v), float(b.const_float(median))), dt)]


@decomposition("torch.aten.multinomial")
def multinomial(b, op):
    """``num_samples`` category indices per row of the (unnormalised) probabilities. With
    replacement: the inverse CDF, the number of categories whose running sum is at most
    ``u * total``. Without: the categories of the ``num_samples`` smallest ``E_i / p_i`` (``E_i``
    exponential), which draws them one after the other with the remaining probabilities. Integer
    probabilities are an error, as in PyTorch's kernel (its meta function, which export runs,
    takes them)."""
    x, num, replacement, gen = op.operands
    if b.dtype(x) is not None and not is_float_dtype(b.dtype(x)):
        raise NotSupported(f"multinomial: its probabilities {x.type} are not floating-point; PyTorch's "
                           f"multinomial only supports floating-point dtypes for input, got {to_torch_dtype(b.dtype(x))}")
    _no_generator(b, gen)
    sizes = b.sizes(x)
    if sizes is None or len(sizes) not in (1, 2):
        raise NotApplicable("a 1-d or 2-d probability tensor")
    shape = b.shape_of(x)   # ints, run-time sizes as !torch.int values
    n, c = b.const_int(num), shape[-1]
    lead = shape[:-1]
    dt = b.known_dtype(x)
    ct = T.F64 if dt == T.F64 else T.F32
    p = b.to_dtype(x, ct)
    if b.const_bool(replacement):
        cdf = b.op("torch.aten.cumsum", [p, -1, None], b.vt(sizes, ct))
        total = b.unsqueeze(b.select(cdf, len(sizes) - 1, b.isub(c, 1)), -1)   # a static size 1
        u = b.mul(b.to_dtype(uniform01(b, op, lead + [n], T.F32), ct), total)
        below = b.compare("le", b.unsqueeze(cdf, -2), b.unsqueeze(u, -1))
        idx = b.sum(b.to_dtype(below, T.SI64), [len(sizes)])
        return [b.clamp(idx, 0, b.isub(c, 1))]
    if isinstance(c, int) and n > c:
        raise NotApplicable("more samples than categories without replacement")
    if not isinstance(c, int):
        b.guard(b.op("torch.aten.le.int", [n, c], T.BOOL),
                "multinomial: cannot sample n_sample > prob_dist.size(-1) samples without replacement")
    e = b.to_dtype(b.neg(b.log(b.rsub(uniform01(b, op, lead + [c], T.F32), 1.0))), ct)
    keys = b.div(e, p)
    _, idx = b.op("torch.aten.sort", [keys, -1, False], [b.vt(sizes, ct), b.vt(sizes, T.SI64)])
    return [b.slice(idx, len(sizes) - 1, 0, n)]


@decomposition("torch.aten.normal.Tensor_float", "torch.aten.normal.float_Tensor", "torch.aten.normal.Tensor_Tensor")
def normal(b, op):
    """``mean + std z`` with ``z`` standard normal of the broadcast shape."""
    mean, std, gen = op.operands[:3]
    _no_generator(b, gen)
    shape_src = op.results[0]
    sizes = shape_src.type.sizes
    if sizes is None or any(s < 0 for s in sizes):
        # the broadcast of the tensor operands: read the sizes from the tensor(s)
        sizes = b.broadcast_shape([v for v in (mean, std) if b._is_tensor(v)], "normal")
    dt = _float_result(b, op)
    z = standard_normal(b, op, list(sizes), dt)
    return [b.add(b.mul(z, std), mean)]


@decomposition("torch.aten.normal_functional")
def normal_functional(b, op):
    """``normal_`` as a value: ``mean + std z`` of the input's shape and dtype."""
    x, mean, std, gen = op.operands
    _no_generator(b, gen)
    z = standard_normal(b, op, b.shape_of(x), b.known_dtype(x))
    return [b.add(b.mul(z, float(b.const_float(std))), float(b.const_float(mean)))]


@decomposition("torch.aten.normal.float_float")
def normal_float_float(b, op):
    mean, std, size, gen, dtype = op.operands[:5]
    _no_generator(b, gen)
    dt = _float_result(b, op, dtype)
    z = standard_normal(b, op, _size_list(b, size), dt)
    return [b.add(b.mul(z, float(b.const_float(std))), float(b.const_float(mean)))]


@decomposition("torch.aten.bernoulli", "torch.aten.bernoulli.p", "torch.aten.bernoulli.Tensor")
def bernoulli(b, op):
    """``u < p`` in the input's dtype (``p`` = the input itself for ``bernoulli``)."""
    args = op.args_by_name()
    x = args["self"]
    _no_generator(b, args["generator"])
    dt = b.known_dtype(x)
    p = args.get("p", x)
    if not b._is_tensor(p):
        p = float(b.const_float(p))
    ft = dt if is_float_dtype(dt) else T.F32
    sizes = b.shape_of(x)
    u = uniform01(b, op, sizes, ft)
    hit = b.compare("lt", u, p)
    if b._is_tensor(p) and b.sizes(p) != b.sizes(x):
        hit = b.expand(hit, sizes)
    return [b.to_dtype(hit, dt)]


def dropout_train(b, op, x, p):
    """``(x * keep / (1 - p), keep)`` with ``keep = u < 1 - p``; ``p = 1`` drops everything."""
    dt = b.known_dtype(x)
    if not is_float_dtype(dt):
        raise NotApplicable("dropout of a non-float tensor")
    keep = b.compare("lt", uniform01(b, op, b.shape_of(x), dt), 1.0 - p)
    if p >= 1.0:
        return b.mul(x, 0.0), keep
    return b.mul(b.mul(x, b.to_dtype(keep, dt)), 1.0 / (1.0 - p)), keep
