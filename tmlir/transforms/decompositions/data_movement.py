"""Data movement: flatten/unflatten, *_as ops, splits (lists of slices), narrow, repeat/tile,
roll, movedim, squeeze, atleast_*, stacks, scatters into slices, pixel/channel shuffles,
nearest upsampling, grid sampling (``grid_sampler`` 2-d/3-d: bilinear, nearest, bicubic in 2-d;
zeros/border/reflection padding; dynamic sizes), adaptive average pooling with even windows, padding,
``to`` variants, identities (clone, contiguous, detach, ...) and the ``*_copy`` view ops."""
from __future__ import annotations

from tmlir.dialects.torch import types as T

from .registry import decomposition
from .builder import NotApplicable, is_complex_dtype, norm_dim, U

INT64_MAX = 9223372036854775807


# ---------------------------------------------------------------------------------------------
# aliases and identities
# ---------------------------------------------------------------------------------------------

VIEW_COPY_ALIASES = {
    "torch.aten.expand_copy": "torch.aten.expand",
    "torch.aten.view_copy": "torch.aten.view",
    "torch.aten._unsafe_view": "torch.aten.view",
    "torch.aten.permute_copy": "torch.aten.permute",
    "torch.aten.transpose_copy.int": "torch.aten.transpose.int",
    "torch.aten.unsqueeze_copy": "torch.aten.unsqueeze",
    "torch.aten.squeeze_copy.dim": "torch.aten.squeeze.dim",
    "torch.aten.t_copy": "torch.aten.t",
    "torch.aten.select_copy.int": "torch.aten.select.int",
    "torch.aten.slice_copy.Tensor": "torch.aten.slice.Tensor",
    "torch.aten.diagonal_copy": "torch.aten.diagonal",
    "torch.aten.as_strided_copy": "torch.aten.as_strided",
    "torch.aten.narrow_copy": "torch.aten.narrow",
    "torch.aten.split_copy.Tensor": "torch.aten.split.Tensor",
    "torch.aten.split_with_sizes_copy": "torch.aten.split_with_sizes",
    "torch.aten.squeeze_copy": "torch.aten.squeeze",
    "torch.aten.squeeze_copy.dims": "torch.aten.squeeze.dims",
    "torch.aten.unbind_copy.int": "torch.aten.unbind.int",
    "torch.aten.unfold_copy": "torch.aten.unfold",
    "torch.aten._neg_view_copy": "torch.aten.neg",
    "torch.aten.swapaxes": "torch.aten.transpose.int",
    "torch.aten.swapdims": "torch.aten.transpose.int",
    "torch.aten.moveaxis.int": "torch.aten.movedim.int",
}


def _alias(target):
    def fn(b, op):
        return b.op(target, list(op.operands), [r.type for r in op.results])
    fn.__doc__ = f"The same operands to ``{target}``."
    return fn


for _name, _target in VIEW_COPY_ALIASES.items():
    decomposition(_name)(_alias(_target))


@decomposition("torch.aten.contiguous", "torch.aten.clone", "torch.aten.detach", "torch.aten.lift_fresh_copy",
               "torch.aten.alias", "torch.aten.alias_copy", "torch.aten.detach_copy")
def identity(b, op):
    """With value semantics these return their input."""
    return [op.operands[0]]


# ---------------------------------------------------------------------------------------------
# reshapes
# ---------------------------------------------------------------------------------------------

@decomposition("torch.aten.flatten.using_ints")
def flatten(b, op):
    """``reshape`` with dims ``start..end`` merged (their size product, or -1)."""
    x, start, end = op.operands
    r = b.rank(x)
    s, e = b.const_int(start), b.const_int(end)
    if r == 0:
        return [b.reshape(x, [1])]
    s, e = norm_dim(s, r), norm_dim(e, r)
    if s > e:
        raise NotApplicable("start after end")
    if s == e:
        return [x]
    shape = b.shape_of(x)
    merged = b.numel_value(x, range(s, e + 1))
    return [b.reshape(x, shape[:s] + [merged] + shape[e + 1:])]


@decomposition("torch.aten.unflatten.int")
def unflatten(b, op):
    x, dim, sizes = op.operands
    r = b.rank(x)
    d = norm_dim(b.const_int(dim), r)
    shape = b.shape_of(x)
    return [b.reshape(x, shape[:d] + b.const_int_list(sizes) + shape[d + 1:])]


@decomposition("torch.aten.ravel")
def ravel(b, op):
    return [b.reshape(op.operands[0], [-1])]


@decomposition("torch.aten.resize_as")
def resize_as(b, op):
    """The first ``numel(the_template)`` elements of ``self`` (row-major) in the template's
    shape; growing the tensor leaves new elements uninitialized in PyTorch and is not
    decomposed. Static sizes."""
    x, t = op.arg("self"), op.arg("the_template")
    if not b.is_none(op.arg("memory_format")):
        raise NotApplicable("memory_format")
    sx, st = b.sizes(x), b.sizes(t)
    if sx is None or st is None or any(v < 0 for v in list(sx) + list(st)):
        raise NotApplicable("dynamic sizes")
    n, m = 1, 1
    for v in sx:
        n *= v
    for v in st:
        m *= v
    if m > n:
        raise NotApplicable("growing resize")
    flat = b.reshape(x, [n])
    if m < n:
        flat = b.slice(flat, 0, 0, m)
    return [b.reshape(flat, list(st))]


@decomposition("torch.aten.view_as", "torch.aten.reshape_as")
def reshape_as(b, op):
    x, other = op.operands
    return [b.reshape(x, b.shape_of(other))]


@decomposition("torch.aten.expand_as")
def expand_as(b, op):
    x, other = op.operands
    return [b.expand(x, b.shape_of(other))]


@decomposition("torch.aten.type_as")
def type_as(b, op):
    x, other = op.operands
    return [b.to_dtype(x, b.known_dtype(other))]


@decomposition("torch.aten.atleast_1d", "torch.aten.atleast_2d", "torch.aten.atleast_3d")
def atleast_nd(b, op):
    x = op.operands[0]
    return [_atleast(b, x, int(op.name[-2]))]


def _atleast(b, x, n):
    r = b.rank(x)
    if r >= n:
        return x
    if r == 0:
        return b.reshape(x, [1] * n)
    if n == 2:
        return b.unsqueeze(x, 0)
    # n == 3
    return b.unsqueeze(b.unsqueeze(x, 0), 2) if r == 1 else b.unsqueeze(x, 2)


@decomposition("torch.aten.squeeze")
def squeeze_all(b, op):
    """``squeeze.dim`` of every size-1 dim (every size must be known)."""
    x = op.operands[0]
    s = b.sizes(x)
    if s is None or any(d < 0 for d in s):
        raise NotApplicable("unknown sizes")
    for d in reversed(range(len(s))):
        if s[d] == 1:
            x = b.squeeze_dim(x, d)
    return [x]


@decomposition("torch.aten.squeeze.dims")
def squeeze_dims(b, op):
    """``squeeze.dim`` of each dim, last first."""
    x, dims = op.operands
    r = b.rank(x)
    for d in sorted({norm_dim(d, r) for d in b.const_int_list(dims)}, reverse=True):
        if r == 0:
            break
        x = b.squeeze_dim(x, d)
    return [x]


@decomposition("torch.aten.movedim.int")
def movedim(b, op):
    x, src, dst = op.operands
    r = b.rank(x)
    s, d = norm_dim(b.const_int(src), r), norm_dim(b.const_int(dst), r)
    perm = [i for i in range(r) if i != s]
    perm.insert(d, s)
    return [b.permute(x, perm) if r else x]


# ---------------------------------------------------------------------------------------------
# splits: lists of slices
# ---------------------------------------------------------------------------------------------

def _static_dim(b, x, dim):
    r = b.rank(x)
    d = norm_dim(dim, r)
    n = b.sizes(x)[d]
    if n < 0:
        raise NotApplicable("split of a dynamic dim")
    return d, n


def _pieces(b, x, d, sizes):
    out, start = [], 0
    for s in sizes:
        out.append(b.slice(x, d, start, start + s))
        start += s
    return b.tensor_list(out)


@decomposition("torch.aten.split.Tensor", "torch.aten.unsafe_split.Tensor")
def split(b, op):
    """Pieces of ``size`` along ``dim``, the last one shorter. Along a run-time size the piece
    count is the program's (its ``ListUnpack``), guarded against the size: every piece but the
    last is ``[i k, (i + 1) k)``, the last runs to the end."""
    x, size, dim = op.operands
    try:
        k = b.const_int(size)
    except NotApplicable:
        k = size   # a symbolic size (chunk of a run-time size: ceil(n / chunks)) stays a value
    if isinstance(k, int) and k <= 0:
        raise NotApplicable("split size")
    d = norm_dim(b.const_int(dim), b.rank(x))
    n = b.size(x, d)
    if isinstance(n, int) and isinstance(k, int):
        sizes = [min(k, n - s) for s in range(0, n, k)] or [0]
        return [_pieces(b, x, d, sizes)]
    unpacks = [u for u, _ in op.results[0].uses if u.name == "torch.prim.ListUnpack"]
    if len(unpacks) != 1 or len(list(op.results[0].uses)) != 1:
        raise NotApplicable("a split of a run-time size whose pieces are not unpacked")
    p = len(unpacks[0].results)
    # p pieces: (p - 1) k < n <= p k (one empty piece for n = 0)
    fits = b.op("torch.aten.le.int", [n, b.imul(p, k)], T.BOOL)
    enough = b.op("torch.aten.gt.int", [n, b.imul(p - 1, k)], T.BOOL) if p > 1 else None
    b.guard(fits if enough is None else b.op("torch.aten.__and__.bool", [fits, enough], T.BOOL),
            f"split: {p} pieces of size {k if isinstance(k, int) else '(run-time)'} do not cover the run-time "
            f"size of dim {d}")
    pieces = ([b.slice(x, d, b.imul(i, k), b.imul(i + 1, k)) for i in range(p - 1)]
              + [b.slice(x, d, b.imul(p - 1, k), INT64_MAX)])
    return [b.tensor_list(pieces)]


@decomposition("torch.aten.split_with_sizes", "torch.aten.split.sizes")
def split_with_sizes(b, op):
    x, sizes, dim = op.operands
    d = norm_dim(b.const_int(dim), b.rank(x))
    return [_pieces(b, x, d, b.const_int_list(sizes))]


@decomposition("torch.aten.chunk", "torch.aten.unsafe_chunk")
def chunk(b, op):
    x, chunks, dim = op.operands
    d, n = _static_dim(b, x, b.const_int(dim))
    c = b.const_int(chunks)
    k = -(-n // c) if c > 0 else 0
    if k <= 0:
        raise NotApplicable("chunk of an empty dim")
    return [_pieces(b, x, d, [min(k, n - s) for s in range(0, n, k)])]


@decomposition("torch.aten.tensor_split.sections")
def tensor_split(b, op):
    x, sections, dim = op.operands
    d, n = _static_dim(b, x, b.const_int(dim))
    k = b.const_int(sections)
    if k <= 0:
        raise NotApplicable("sections")
    return [_pieces(b, x, d, [n // k + (1 if i < n % k else 0) for i in range(k)])]


@decomposition("torch.aten.unbind.int")
def unbind(b, op):
    x, dim = op.operands
    d, n = _static_dim(b, x, b.const_int(dim))
    return [b.tensor_list([b.select(x, d, i) for i in range(n)])]


@decomposition("torch.aten.narrow")
def narrow(b, op):
    x, dim, start, length = op.operands
    r = b.rank(x)
    d = norm_dim(b.const_int(dim), r)
    s, n = b.const_int(start), b.const_int(length)
    if s < 0:
        size = b.sizes(x)[d]
        if size < 0:
            raise NotApplicable("negative start on a dynamic dim")
        s += size
    return [b.slice(x, d, s, s + n)]


# ---------------------------------------------------------------------------------------------
# repeat, tile, roll, flips
# ---------------------------------------------------------------------------------------------

def _repeat(b, x, reps):
    """Interleave size-1 dims, broadcast them to the repeat counts, merge pairs."""
    r = b.rank(x)
    k = len(reps)
    if k < r:
        raise NotApplicable("fewer repeats than dims")
    shape = [1] * (k - r) + b.shape_of(x)
    inter = []
    for s in shape:
        inter += [1, s]
    y = b.reshape(x, inter)
    expanded = []
    for rep, s in zip(reps, shape):
        expanded += [rep, s]
    y = b.expand(y, expanded)
    return b.reshape(y, [b.imul(s, rep) for rep, s in zip(reps, shape)])


@decomposition("torch.aten.repeat")
def repeat(b, op):
    x, reps = op.operands
    return [_repeat(b, x, b.const_int_list(reps))]


@decomposition("torch.aten.tile")
def tile(b, op):
    x, dims = op.operands
    reps = b.const_int_list(dims)
    r = b.rank(x)
    return [_repeat(b, x, [1] * (r - len(reps)) + reps)]


@decomposition("torch.aten.roll")
def roll(b, op):
    """Per (shift, dim): ``cat(x[n - s:], x[:n - s])`` (static sizes)."""
    x, shifts, dims = op.operands
    sh, ds = b.const_int_list(shifts), b.const_int_list(dims)
    if not ds:
        if len(sh) != 1:
            raise NotApplicable("shifts")
        shape = b.shape_of(x)
        flat = b.reshape(x, [-1])
        return [b.reshape(_roll1(b, flat, sh[0], 0), shape)]
    if len(sh) != len(ds):
        raise NotApplicable("shifts and dims differ in length")
    for s, d in zip(sh, ds):
        x = _roll1(b, x, s, d)
    return [x]


def _roll1(b, x, shift, dim):
    d, n = _static_dim(b, x, dim)
    if n == 0:
        return x
    s = shift % n
    if s == 0:
        return x
    return b.cat([b.slice(x, d, n - s, n), b.slice(x, d, 0, n - s)], d)


def _flip(b, x, dims):
    return b.op("torch.aten.flip", [x, dims], x.type)


@decomposition("torch.aten.fliplr")
def fliplr(b, op):
    x = op.operands[0]
    if b.rank(x) < 2:
        raise NotApplicable("rank")
    return [_flip(b, x, [1])]


@decomposition("torch.aten.flipud")
def flipud(b, op):
    x = op.operands[0]
    if b.rank(x) < 1:
        raise NotApplicable("rank")
    return [_flip(b, x, [0])]


@decomposition("torch.aten.rot90")
def rot90(b, op):
    """k = 1: ``flip(x, d1)^T``; 2: flip both; 3: ``flip(x, d0)^T``."""
    x, k, dims = op.operands
    r = b.rank(x)
    ds = b.const_int_list(dims)
    if len(ds) != 2 or r < 2:
        raise NotApplicable("dims")
    d0, d1 = norm_dim(ds[0], r), norm_dim(ds[1], r)
    if d0 == d1:
        raise NotApplicable("dims")
    kk = b.const_int(k) % 4
    if kk == 0:
        return [x]
    if kk == 2:
        return [_flip(b, x, [d0, d1])]
    flipped = _flip(b, x, [d1] if kk == 1 else [d0])
    return [b.transpose(flipped, d0, d1)]


# ---------------------------------------------------------------------------------------------
# stacks
# ---------------------------------------------------------------------------------------------

@decomposition("torch.aten.hstack")
def hstack(b, op):
    xs = [_atleast(b, v, 1) for v in b.list_elements(op.operands[0])]
    return [b.cat(xs, 0 if b.rank(xs[0]) == 1 else 1)]


@decomposition("torch.aten.vstack")
def vstack(b, op):
    return [b.cat([_atleast(b, v, 2) for v in b.list_elements(op.operands[0])], 0)]


@decomposition("torch.aten.dstack")
def dstack(b, op):
    return [b.cat([_atleast(b, v, 3) for v in b.list_elements(op.operands[0])], 2)]


@decomposition("torch.aten.column_stack")
def column_stack(b, op):
    xs = []
    for v in b.list_elements(op.operands[0]):
        r = b.rank(v)
        xs.append(b.reshape(v, [1, 1]) if r == 0 else b.unsqueeze(v, 1) if r == 1 else v)
    return [b.cat(xs, 1)]


@decomposition("torch.aten.broadcast_tensors")
def broadcast_tensors(b, op):
    """Each tensor expanded to the broadcast sizes (run-time sizes guarded: each 1 or the result)."""
    xs = b.list_elements(op.operands[0])
    shape = b.broadcast_shape(xs, "broadcast_tensors")
    return [b.tensor_list([b.expand(v, shape) for v in xs])]


# ---------------------------------------------------------------------------------------------
# scatters into slices
# ---------------------------------------------------------------------------------------------

@decomposition("torch.aten.select_scatter")
def select_scatter(b, op):
    """``cat(x[:i], src.unsqueeze(d), x[i + 1:])`` along ``d``."""
    x, src, dim, index = op.operands
    r = b.rank(x)
    d = norm_dim(b.const_int(dim), r)
    i = b.const_int(index)
    if i < 0:
        n = b.sizes(x)[d]
        if n < 0:
            raise NotApplicable("negative index on a dynamic dim")
        i += n
    parts = [b.slice(x, d, 0, i), b.unsqueeze(src, d), b.slice(x, d, i + 1, INT64_MAX)]
    return [b.cat(parts, d)]


@decomposition("torch.aten.slice_scatter")
def slice_scatter(b, op):
    """Step 1: ``cat(x[:start], src, x[end:])`` along ``d``."""
    x, src, dim, start, end, step = op.operands
    r = b.rank(x)
    d = norm_dim(b.const_int(dim), r)
    if b.const_int(step) != 1:
        raise NotApplicable("step")
    s, e = b.opt_int(start), b.opt_int(end)
    n = b.sizes(x)[d]
    s = 0 if s is None else s
    if s < 0 or (e is not None and e < 0) or e is None:
        if n < 0:
            raise NotApplicable("dynamic dim")
        if e is None:
            e = n
        s, e = (s + n if s < 0 else s), (e + n if e < 0 else e)
    if n >= 0:
        s, e = min(max(s, 0), n), min(max(e, s), n)
    return [b.cat([b.slice(x, d, 0, s), src, b.slice(x, d, e, INT64_MAX)], d)]


# ---------------------------------------------------------------------------------------------
# shuffles, upsampling, pooling, padding
# ---------------------------------------------------------------------------------------------

def _pixel_args(b, op):
    """(x, r, number of batch dims, batch sizes, (C, H, W)) of pixel_shuffle / pixel_unshuffle."""
    x, factor = op.operands
    r_ = b.const_int(factor)
    rank = b.rank(x)
    if rank < 3:
        raise NotApplicable("rank")
    shape = b.shape_of(x)
    nb = rank - 3
    return x, r_, nb, shape[:nb], shape[nb:]


@decomposition("torch.aten.pixel_shuffle")
def pixel_shuffle(b, op):
    """``[*B, C r^2, H, W] -> [*B, C, r, r, H, W] -> [*B, C, H, r, W, r] -> [*B, C, H r, W r]``."""
    x, r_, nb, batch, (c, h, w) = _pixel_args(b, op)
    oc = b.idiv(c, r_ * r_)
    y = b.reshape(x, batch + [oc, r_, r_, h, w])
    y = b.permute(y, list(range(nb)) + [nb, nb + 3, nb + 1, nb + 4, nb + 2])
    return [b.reshape(y, batch + [oc, b.imul(h, r_), b.imul(w, r_)])]


@decomposition("torch.aten.pixel_unshuffle")
def pixel_unshuffle(b, op):
    """``[*B, C, H r, W r] -> [*B, C, H, r, W, r] -> [*B, C, r, r, H, W] -> [*B, C r^2, H, W]``."""
    x, r_, nb, batch, (c, h, w) = _pixel_args(b, op)
    oh, ow = b.idiv(h, r_), b.idiv(w, r_)
    y = b.reshape(x, batch + [c, oh, r_, ow, r_])
    y = b.permute(y, list(range(nb)) + [nb, nb + 2, nb + 4, nb + 1, nb + 3])
    return [b.reshape(y, batch + [b.imul(c, r_ * r_), oh, ow])]


@decomposition("torch.aten.channel_shuffle")
def channel_shuffle(b, op):
    """``[N, C, *] -> [N, g, C/g, *] -> transpose(1, 2) -> [N, C, *]``."""
    x, groups = op.operands
    g = b.const_int(groups)
    rank = b.rank(x)
    if rank < 3:
        raise NotApplicable("rank")
    shape = b.shape_of(x)
    y = b.reshape(x, [shape[0], g, b.idiv(shape[1], g)] + shape[2:])
    return [b.reshape(b.transpose(y, 1, 2), shape)]


def _nearest_index(b, in_size, out_size, scale, exact=False):
    """``min(floor(i * scale), in - 1)`` for ``i < out`` in f32, as PyTorch's nearest mode
    (nearest-exact: ``floor((i + 0.5) * scale)``)."""
    i = b.arange(out_size, dtype=T.F32)
    if exact:
        i = b.add(i, 0.5)
    src = b.to_dtype(b.unary("floor", b.mul(i, scale if not isinstance(scale, (int, float)) else float(scale))),
                     T.SI64)
    return b.clamp(src, None, b.isub(in_size, 1))


def _upsample_nearest(b, x, out_hw, inv_scales, exact=False):
    """``inv_scales``: per dim the source step (None: ``in / out``, in f32 as PyTorch, at run
    time when a size is)."""
    k = len(out_hw)
    if b.rank(x) != 2 + k:
        raise NotApplicable("rank")
    if k == 2 and not exact and list(out_hw) == [b.size(x, 2), b.size(x, 3)]:
        return x  # PyTorch's 2-d nearest kernel copies when both sizes are kept, whatever the scales
    y = x
    for k, (o, inv) in enumerate(zip(out_hw, inv_scales)):
        d = 2 + k
        n = b.size(x, d)
        if inv is None:
            inv = (_f32(n / o) if isinstance(n, int) and isinstance(o, int)
                   else b.div(_size_tensor(b, n, T.F32), _size_tensor(b, o, T.F32)))
        idx = _nearest_index(b, n, o, inv, exact)
        ys = list(b.sizes(y))
        ys[d] = o if isinstance(o, int) else U
        y = b.op("torch.aten.index_select", [y, d, idx], b.vt(ys, b.dtype(x)))
    return y


def _f32(v):
    import numpy as np
    return float(np.float32(v))


@decomposition("torch.aten.upsample_nearest2d")
def upsample_nearest2d(b, op):
    x, size, sh, sw = op.operands
    out = b.const_int_list(size)
    scales = [b.opt_float(sh), b.opt_float(sw)]
    inv = [None if s is None else _f32(1.0 / s) for s in scales]
    return [_upsample_nearest(b, x, out, inv)]


@decomposition("torch.aten.upsample_nearest1d.vec", "torch.aten.upsample_nearest2d.vec",
               "torch.aten.upsample_nearest3d.vec", "torch.aten._upsample_nearest_exact1d.vec",
               "torch.aten._upsample_nearest_exact2d.vec", "torch.aten._upsample_nearest_exact3d.vec")
def upsample_nearest_vec(b, op):
    """Nearest (or nearest-exact) upsampling of the last 1-3 dims by an output size or scale
    factors: an ``index_select`` per dim."""
    x, size, factors = op.arg("input"), op.arg("output_size"), op.arg("scale_factors")
    k = int(op.name.split(".")[-2][-2])
    if b.rank(x) != 2 + k:
        raise NotApplicable("rank")
    if not b.is_none(size):
        out = b.const_int_list(size)
        inv = [None] * k
    else:
        fs = [float(b.const_float(v)) for v in b.list_elements(factors)]
        out = [_scaled_size(b, b.size(x, 2 + i), fs[i]) for i in range(k)]
        inv = [_f32(1.0 / f) for f in fs]
    return [_upsample_nearest(b, x, out, inv, exact="exact" in op.name)]


def _adaptive_avg(b, x, out_sizes):
    """Even windows only: reshape each pooled dim to ``[out, in/out]`` and average the windows."""
    k = len(out_sizes)
    s = b.sizes(x)
    r = b.rank(x)
    if r < k + 1:
        raise NotApplicable("rank")
    ins = s[r - k:]
    if any(d < 0 for d in ins) or any(o <= 0 or d % o for d, o in zip(ins, out_sizes)):
        raise NotApplicable("uneven windows")
    shape = b.shape_of(x)[:r - k]
    split = []
    for d, o in zip(ins, out_sizes):
        split += [o, d // o]
    y = b.reshape(x, shape + split)
    nb = r - k
    return b.mean(y, [nb + 2 * i + 1 for i in range(k)], False)


@decomposition("torch.aten.adaptive_avg_pool2d", "torch.aten._adaptive_avg_pool2d")
def adaptive_avg_pool2d(b, op):
    x, size = op.operands
    b.float_tensor(x)
    return [_adaptive_avg(b, x, b.const_int_list(size))]


@decomposition("torch.aten.adaptive_avg_pool1d")
def adaptive_avg_pool1d(b, op):
    x, size = op.operands
    b.float_tensor(x)
    return [_adaptive_avg(b, x, b.const_int_list(size))]


@decomposition("torch.aten.pad")
def pad(b, op):
    """Constant mode: ``constant_pad_nd``; replicate mode with a negative pad: per padded dim,
    ``index_select`` at the clamped positions ``-lo .. n + hi`` (``n`` static or run-time)."""
    x, p, mode, value = op.operands
    m = b.const_str(mode)
    if m == "replicate" and any(v < 0 for v in b.const_int_list(p)):
        return [_replicate_pad(b, x, b.const_int_list(p))]
    if m != "constant":
        raise NotApplicable("mode")
    v = b.opt_float(value)
    return [b.op("torch.aten.constant_pad_nd", [x, p, 0 if v is None else v], op.results[0].type)]


def _replicate_pad(b, x, pads):
    r = b.rank(x)
    if len(pads) % 2 or len(pads) // 2 > r:
        raise NotApplicable("pad length")
    s = b.shape_of(x)   # ints, run-time sizes as !torch.int values
    for i in range(len(pads) // 2):
        d = r - 1 - i
        lo, hi = pads[2 * i], pads[2 * i + 1]
        n = s[d]
        if isinstance(n, int) and (n + lo + hi <= 0 or n == 0):
            raise NotApplicable("empty result or input")
        end = b.iadd(n, hi)
        idx = b.clamp(b.arange(end, start=-lo), 0, b.isub(n, 1))
        s[d] = b.iadd(end, lo)
        x = b.op("torch.aten.index_select", [x, d, idx], b.vt([v if isinstance(v, int) else U for v in s], b.dtype(x)))
    return x


@decomposition("torch.aten.constant_pad_nd")
def constant_pad_nd(b, op):
    """Per padded dim (last first): slice away negative pads, ``cat`` full blocks for positive ones."""
    x, p, value = op.operands
    pads = b.const_int_list(p)
    r = b.rank(x)
    if len(pads) % 2 or len(pads) // 2 > r:
        raise NotApplicable("pad length")
    dt = b.known_dtype(x)
    for i in range(len(pads) // 2):
        d = r - 1 - i
        lo, hi = pads[2 * i], pads[2 * i + 1]
        if lo < 0:
            x = b.slice(x, d, -lo, INT64_MAX)
        if hi < 0:
            x = b.slice(x, d, 0, hi)
        parts = [x]
        if lo > 0 or hi > 0:
            shape = b.shape_of(x)
        if lo > 0:
            parts.insert(0, b.full(shape[:d] + [lo] + shape[d + 1:], value, dt))
        if hi > 0:
            parts.append(b.full(shape[:d] + [hi] + shape[d + 1:], value, dt))
        if len(parts) > 1:
            x = b.cat(parts, d)
    return [x]


# ---------------------------------------------------------------------------------------------
# to variants
# ---------------------------------------------------------------------------------------------

def _to(b, x, dtype):
    return x if dtype is None else b.to_dtype(x, dtype)


@decomposition("torch.aten.to.other")
def to_other(b, op):
    return [_to(b, op.arg("self"), b.known_dtype(op.arg("other")))]


@decomposition("torch.aten.to.dtype_layout", "torch.aten.to.device", "torch.aten.to.prim_Device")
def to_dtype_arg(b, op):
    """``x.to(..., dtype)``: a conversion to the ``dtype`` argument (none when it is None)."""
    return [_to(b, op.arg("self"), b.dtype_arg(op.arg("dtype")))]


@decomposition("torch.aten.repeat_interleave.self_int")
def repeat_interleave(b, op):
    """``[.., n, ..] -> unsqueeze -> broadcast [.., n, r, ..] -> reshape [.., n r, ..]``
    (dim none: of the flattened tensor)."""
    x, repeats, dim, _out = op.operands
    r = b.const_int(repeats)
    d = b.opt_int(dim)
    if d is None:
        x, d = b.reshape(x, [-1]), 0
    rank = b.rank(x)
    if rank == 0:
        raise NotApplicable("rank")
    d = norm_dim(d, rank)
    shape = b.shape_of(x)
    y = b.expand(b.unsqueeze(x, d + 1), shape[:d + 1] + [r] + shape[d + 1:])
    return [b.reshape(y, shape[:d] + [b.imul(shape[d], r)] + shape[d + 1:])]


_CUBIC_A = -0.75  # PyTorch's bicubic convolution coefficient


def _cubic_weights(b, t):
    """The four weights of the taps at ``floor(src) - 1 .. floor(src) + 2`` for the fraction
    ``t``: Keys' cubic convolution with ``A = -0.75``."""
    a = _CUBIC_A

    def near(v):  # |v| <= 1: ((A + 2) v - (A + 3)) v v + 1
        return b.add(b.mul(b.mul(b.sub(b.mul(v, a + 2), a + 3), v), v), 1.0)

    def far(v):  # 1 < |v| < 2: ((A v - 5A) v + 8A) v - 4A
        return b.sub(b.mul(b.add(b.mul(b.sub(b.mul(v, a), 5 * a), v), 8 * a), v), 4 * a)
    t1 = b.rsub(t, 1.0)
    return [far(b.add(t, 1.0)), near(t), near(t1), far(b.add(t1, 1.0))]  # PyTorch's (1 - t) + 1


def _interp_axis(b, x, d, out, ratio, align_corners, cubic, tap_dtype):
    """Linear (2 taps) or cubic (4 taps) interpolation of ``x`` along dim ``d`` to ``out``
    points, with PyTorch's source index ``ratio * i`` (align_corners) or ``ratio * (i + 0.5) -
    0.5`` (clamped at 0 for linear), in ``x``'s dtype; taps beyond the edges read the edge.
    Cubic weights are rounded to ``tap_dtype`` first, as PyTorch stores them."""
    n = b.size(x, d)
    if isinstance(n, int) and n == out and (not cubic or ratio == 1.0):
        return x  # PyTorch's linear kernels copy a dim whose size is kept, whatever the scale
    ct = b.dtype(x)
    i = b.arange(out, dtype=ct)
    src = b.mul(i, ratio) if align_corners else b.sub(b.mul(b.add(i, 0.5), ratio), 0.5)
    if cubic:
        fl = b.unary("floor", src)
        weights = [b.to_dtype(b.to_dtype(w, tap_dtype), ct) for w in _cubic_weights(b, b.sub(src, fl))]
        base = b.to_dtype(fl, T.SI64)
        idx = [b.clamp(b.add(base, k - 1), 0, b.isub(n, 1)) for k in range(4)]
    else:
        src = b.clamp(src, 0.0, None)
        i0 = b.clamp(b.to_dtype(b.unary("floor", src), T.SI64), None, b.isub(n, 1))
        lam1 = b.clamp(b.sub(src, b.to_dtype(i0, ct)), 0.0, 1.0)
        weights, idx = [b.rsub(lam1, 1.0), lam1], [i0, b.clamp(b.add(i0, 1), None, b.isub(n, 1))]
    shape = [1] * b.rank(x)
    shape[d] = out
    sizes = list(b.sizes(x))
    sizes[d] = out if isinstance(out, int) else U
    acc = None
    for ix, w in zip(idx, weights):
        term = b.mul(b.op("torch.aten.index_select", [x, d, ix], b.vt(sizes, ct)), b.reshape(w, shape))
        acc = term if acc is None else b.add(acc, term)
    return acc


def _interpolate(b, x, out_sizes, scales, align_corners, cubic=False):
    """Linear / bilinear / trilinear (``cubic``: bicubic) interpolation of the last
    ``len(out_sizes)`` dims, one dim after the other from the last, as PyTorch's CPU kernels:
    source indices and sums in f32 (f64 for f64 inputs) and one rounding at the end for the
    16-bit float dtypes."""
    dt = b.float_tensor(x) and b.dtype(x)
    if b.rank(x) != 2 + len(out_sizes):
        raise NotApplicable("rank")
    ct = T.F64 if dt == T.F64 else T.F32
    rnd = float if ct == T.F64 else _f32
    y = b.to_dtype(x, ct) if ct != dt else x
    for k in reversed(range(len(out_sizes))):
        n, o = b.size(x, 2 + k), out_sizes[k]
        if align_corners:
            if isinstance(n, int) and isinstance(o, int):
                ratio = rnd((n - 1) / (o - 1)) if o > 1 else 0.0
            else:  # one output point reads index 0 whatever the ratio: (n - 1) / max(o - 1, 1)
                den = b.op("torch.prim.max.int", [b.value(b.isub(o, 1)), 1], T.INT)
                ratio = b.div(_size_tensor(b, b.isub(n, 1), ct), _size_tensor(b, den, ct))
        elif scales[k] is not None and scales[k] > 0:
            ratio = rnd(1.0 / scales[k])
        elif isinstance(n, int) and isinstance(o, int):
            ratio = rnd(n / o)
        else:  # in the compute dtype, as PyTorch's float(in) / out
            ratio = b.div(_size_tensor(b, n, ct), _size_tensor(b, o, ct))
        y = _interp_axis(b, y, 2 + k, o, ratio, align_corners, cubic, dt)
    return b.to_dtype(y, dt) if ct != dt else y


def _size_tensor(b, n, dtype):
    """A size (int or ``!torch.int``) as a 0-d tensor of ``dtype``."""
    t = b.op("torch.prim.NumToTensor.Scalar", [n], b.vt([], T.SI64))
    return b.to_dtype(t, dtype)


def _scaled_size(b, n, f):
    """PyTorch's output size ``int64(in * scale)`` (a double product, truncated); at run time
    a 0-d f64 tensor product, as PyTorch rounds it (the one f64 value an f32 resize with a
    run-time size and a float scale has; docs/known-gaps.md)."""
    if isinstance(n, int):
        return int(n * f)
    prod = b.to_dtype(b.mul(_size_tensor(b, n, T.F64), float(f)), T.SI64)
    return b.op("torch.aten.Int.Tensor", [prod], T.INT)


# ---- PyTorch's separable resampling (uint8 bilinear/bicubic, antialiased bilinear) ------------
#
# Per output point a range of input taps with weights of a filter centred at scale * (i + 0.5)
# (antialiased: the filter widened by the scale when downsampling), normalised to sum 1; uint8
# images use the weights as integers of ``precision`` bits (the largest precision keeping the
# largest weight below 2^15, rounded half away from zero), sum with 1/2 of the last bit added,
# shift and clamp to [0, 255]. The last dim is resampled first, its result rounded to the
# dtype, then the one before. Weights are compile-time constants for static sizes; a run-time
# size gets the same weight matrix from tensor ops (``_run_time_weights``).

def _linear_filter(v):
    v = abs(v)
    return 1.0 - v if v < 1.0 else 0.0


def _keys_filter(a):
    def f(v):
        v = abs(v)
        if v < 1.0:
            return ((a + 2) * v - (a + 3)) * v * v + 1
        if v < 2.0:
            return (((v - 5) * v + 8) * v - 4) * a
        return 0.0
    return f


def _resample_scale(n_in, n_out, align, scale, np_dt):
    if align:
        return np_dt((n_in - 1) / (n_out - 1)) if n_out > 1 else np_dt(0)
    if scale is not None and scale > 0:
        return np_dt(1.0 / scale)
    return np_dt(n_in) / np_dt(n_out)


def _separable_taps(n_in, n_out, align, scale, antialias, cubic, np_dt):
    """[(input indices, weights)] per output point, in ``np_dt`` (PyTorch's
    ``compute_index_ranges_weights``; bicubic without antialias: Keys' -0.75 taps at
    floor(src) - 1 .. floor(src) + 2 clamped to the edges, as the float kernel)."""
    import math
    sc = _resample_scale(n_in, n_out, align, scale, np_dt)
    one, half = np_dt(1), np_dt(0.5)
    taps = []
    if cubic and not antialias:
        f = _keys_filter(_CUBIC_A)
        for i in range(n_out):
            src = sc * np_dt(i) if align else sc * (np_dt(i) + half) - half
            fl = math.floor(src)
            t = float(src) - fl
            taps.append(([min(max(fl - 1 + k, 0), n_in - 1) for k in range(4)],
                         [np_dt(f(t + 1)), np_dt(f(t)), np_dt(f(1 - t)), np_dt(f(2 - t))]))
        return taps
    interp = 4 if cubic else 2
    f = _keys_filter(-0.5) if cubic else _linear_filter
    wide = antialias and sc >= 1
    support = np_dt(interp * 0.5) * sc if wide else np_dt(interp * 0.5)
    inv = one / sc if wide else one
    delta = half if (align and not antialias) else np_dt(0)
    for i in range(n_out):
        center = sc * (np_dt(i) + half - delta) + delta
        lo = max(int(center - support + half), 0)
        size = min(int(center + support + half), n_in) - lo
        ws = [np_dt(f(float((np_dt(j + lo) - center + half) * inv))) for j in range(size)]
        total = np_dt(sum(ws, np_dt(0)))
        if total != 0:
            ws = [w / total for w in ws]
        taps.append((list(range(lo, lo + size)), ws))
    return taps


def _int16_weights(taps):
    """PyTorch's integer weights of uint8 resampling: (weights, precision)."""
    w_max = max((float(w) for _, ws in taps for w in ws), default=0.0)
    p = 0
    while p < 22 and int(0.5 + w_max * (1 << (p + 1))) < (1 << 15):
        p += 1
    scaled = [[int(w * (1 << p) - 0.5) if w < 0 else int(w * (1 << p) + 0.5) for w in map(float, ws)]
              for _, ws in taps]
    return scaled, p


def _run_time_weights(b, n, o, align, scale, antialias, cubic, wdt):
    """The [n, o] weight matrix of ``_separable_taps`` (entry [j, i]: the weight of input j in
    output i) for a run-time size, as tensor ops in ``wdt`` with the same formulas in the same
    order: the taps of output i are the inputs in [lo_i, hi_i) (antialiased / linear), or the
    four clamped neighbours of floor(src_i) (bicubic), normalised to sum 1."""
    def num(v, dt=wdt):
        return _size_tensor(b, v, dt) if not isinstance(v, int) else b.full([], v, dt)

    ii = b.unsqueeze(b.arange(o, dtype=wdt), 0)                         # [1, o]
    j_i = b.unsqueeze(b.arange(n), 1)                                   # [n, 1] int64
    if align:   # (n - 1) / (o - 1) in double, then rounded to the weights' dtype
        if isinstance(o, int) and o <= 1:
            sc = b.full([], 0.0, wdt)
        else:
            sc = b.to_dtype(b.div(num(b.isub(n, 1), T.F64), num(b.isub(o, 1), T.F64)), wdt)
    elif scale is not None and scale > 0:
        sc = b.full([], 1.0 / scale, wdt)
    else:
        sc = b.div(num(n), num(o))
    if cubic and not antialias:     # Keys' -0.75 at the four clamped neighbours of floor(src)
        src = b.mul(ii, sc) if align else b.sub(b.mul(b.add(ii, 0.5), sc), 0.5)
        fl = b.unary("floor", src)
        t = b.sub(src, fl)
        a = _CUBIC_A

        def near(v):    # |v| < 1
            return b.add(b.mul(b.mul(b.sub(b.mul(v, a + 2), a + 3), v), v), 1.0)

        def far(v):     # 1 <= |v| < 2
            return b.mul(b.sub(b.mul(b.add(b.mul(b.sub(v, 5.0), v), 8.0), v), 4.0), a)
        ws = [far(b.add(t, 1.0)), near(t), near(b.rsub(t, 1.0)), far(b.rsub(t, 2.0))]
        fl_i = b.to_dtype(fl, T.SI64)
        last = b.to_dtype(num(b.isub(n, 1)), T.SI64)
        m = None
        for k, w in enumerate(ws):
            at = b.minimum(b.clamp(b.add(fl_i, k - 1), 0, None), last)
            term = b.where(b.compare("eq", j_i, at), w, 0.0)
            m = term if m is None else b.add(m, term)
        return m
    interp = 4 if cubic else 2
    one = b.full([], 1.0, wdt)
    if antialias:   # the filter widened by the scale when downsampling
        wide = b.compare("ge", sc, 1.0)
        support = b.where(wide, b.mul(sc, interp * 0.5), b.full([], interp * 0.5, wdt))
        inv = b.where(wide, b.div(one, sc), one)
    else:
        support, inv = b.full([], interp * 0.5, wdt), None
    if align and not antialias:
        center = b.add(b.mul(b.sub(b.add(ii, 0.5), 0.5), sc), 0.5)
    else:
        center = b.mul(b.add(ii, 0.5), sc)
    lo = b.clamp(b.to_dtype(b.add(b.sub(center, support), 0.5), T.SI64), 0, None)
    hi = b.minimum(b.to_dtype(b.add(b.add(center, support), 0.5), T.SI64), b.to_dtype(num(n), T.SI64))
    inside = b.logical("and", b.compare("ge", j_i, lo), b.compare("lt", j_i, hi))
    v = b.add(b.sub(b.to_dtype(j_i, wdt), center), 0.5)
    if inv is not None:
        v = b.mul(v, inv)
    av = b.abs(v)
    if cubic:       # Keys' -0.5
        a = -0.5
        near = b.add(b.mul(b.mul(b.sub(b.mul(av, a + 2), a + 3), av), av), 1.0)
        far = b.mul(b.sub(b.mul(b.add(b.mul(b.sub(av, 5.0), av), 8.0), av), 4.0), a)
        f = b.where(b.compare("lt", av, 1.0), near, b.where(b.compare("lt", av, 2.0), far, 0.0))
    else:
        f = b.where(b.compare("lt", av, 1.0), b.rsub(av, 1.0), 0.0)
    w = b.where(inside, f, 0.0)
    total = b.sum(w, [0], keepdim=True)
    return b.where(b.compare("ne", total, 0.0), b.div(w, total), w)


def _run_time_int16_weights(b, m):
    """``_int16_weights`` of a run-time f64 weight matrix: (int32 weights, the precision as a
    0-d int32 tensor: the count of p in [0, 22) whose doubled scale keeps the largest weight
    below 2^15, the condition being monotone in p)."""
    two = b.full([], 2.0, T.F64)
    w_max = b.amax(m, [0, 1])
    q = b.arange(22, dtype=T.F64)
    top = b.add(b.mul(b.pow(two, b.add(q, 1.0)), w_max), 0.5)
    prec = b.sum(b.to_dtype(b.compare("lt", top, float(1 << 15)), T.SI32), [0], dtype=T.SI32)
    scaled = b.mul(m, b.pow(two, b.to_dtype(prec, T.F64)))
    rounded = b.where(b.compare("lt", m, 0.0), b.sub(scaled, 0.5), b.add(scaled, 0.5))
    return b.to_dtype(rounded, T.SI32), prec


def _separable_resample(b, x, out_sizes, scales, align, antialias, cubic):
    """``x`` [N, C, *spatial] resampled to ``out_sizes`` as PyTorch's separable CPU kernels: one
    matmul with an [in, out] weight matrix per dim (a constant for static sizes), the last dim
    first. uint8 is computed as PyTorch's kernels do: int16 fixed-point weights, int32 sums."""
    import numpy as np
    dt = b.known_dtype(x)
    k = len(out_sizes)
    if b.rank(x) != 2 + k:
        raise NotApplicable("rank")
    sizes = b.shape_of(x)
    u8 = dt is T.UI8
    if not u8 and dt not in (T.F32, T.F64):
        raise NotApplicable("dtype")
    np_dt = np.float64 if dt is not T.F32 else np.float32
    y = b.to_dtype(x, T.SI32) if u8 else x
    for d in reversed(range(k)):
        n, o = sizes[2 + d], out_sizes[d]
        static = isinstance(n, int) and isinstance(o, int)
        if static and n == o and scales[d] is None:
            continue    # the weights are the identity
        if static:
            taps = _separable_taps(n, o, align, scales[d], antialias, cubic, np_dt)
            m = np.zeros((n, o), np.int32 if u8 else np_dt)
            if u8:
                weights, prec = _int16_weights(taps)
            else:
                weights = [ws for _, ws in taps]
            for i, ((idx, _), ws) in enumerate(zip(taps, weights)):
                for j, w in zip(idx, ws):
                    m[j, i] += w
            m = b.literal(m, T.SI32 if u8 else dt)
        else:
            m = _run_time_weights(b, n, o, align, scales[d], antialias, cubic, T.F64 if u8 else dt)
            if u8:
                m, prec = _run_time_int16_weights(b, m)
        r = b.rank(y)
        perm = list(range(r))
        perm[2 + d], perm[r - 1] = perm[r - 1], perm[2 + d]
        if 2 + d != r - 1:
            y = b.permute(y, perm)
        y = b.matmul(y, m)
        if u8 and isinstance(prec, int):
            y = b.op("torch.aten.__rshift__.Scalar", [b.add(y, 1 << (prec - 1)), prec], b.vt(b.sizes(y), T.SI32))
            y = b.clamp(y, 0, 255)
        elif u8:    # the arithmetic shift as a floor division by 2^prec
            p2 = b.pow(b.full([], 2, T.SI32), prec)
            half = b.pow(b.full([], 2, T.SI32), b.sub(prec, 1))
            y = b.op("torch.aten.floor_divide", [b.add(y, half), p2],
                     b.vt(b.sizes(y), T.SI32))
            y = b.clamp(y, 0, 255)
        if 2 + d != r - 1:
            y = b.permute(y, perm)
    return b.to_dtype(y, T.UI8) if u8 else y


@decomposition("torch.aten.upsample_bilinear2d", "torch.aten.upsample_bicubic2d")
def upsample_2d(b, op):
    x, size, align, sh, sw = op.operands
    cubic = "bicubic" in op.name
    if b.dtype(x) is T.UI8:
        return [_separable_resample(b, x, b.const_int_list(size), [b.opt_float(sh), b.opt_float(sw)],
                                    b.const_bool(align), False, cubic)]
    return [_interpolate(b, x, b.const_int_list(size), [b.opt_float(sh), b.opt_float(sw)], b.const_bool(align),
                         cubic=cubic)]


@decomposition("torch.aten._upsample_bilinear2d_aa", "torch.aten._upsample_bicubic2d_aa")
def upsample_2d_aa(b, op):
    """Antialiased bilinear / bicubic (Keys' -0.5, as PyTorch's) resampling."""
    x, size, align, sh, sw = op.operands
    return [_separable_resample(b, x, b.const_int_list(size), [b.opt_float(sh), b.opt_float(sw)],
                                b.const_bool(align), True, "bicubic" in op.name)]


@decomposition("torch.aten._upsample_bilinear2d_aa.vec", "torch.aten._upsample_bicubic2d_aa.vec")
def upsample_2d_aa_vec(b, op):
    x, size, align, factors = op.operands
    if b.rank(x) != 4:
        raise NotApplicable("rank")
    if not b.is_none(size):
        out, fs = b.const_int_list(size), [None, None]
    else:
        fs = [float(b.const_float(v)) for v in b.list_elements(factors)]
        out = [_scaled_size(b, b.size(x, 2 + i), fs[i]) for i in range(2)]
    return [_separable_resample(b, x, out, fs, b.const_bool(align), True, "bicubic" in op.name)]


@decomposition("torch.aten.upsample_linear1d.vec", "torch.aten.upsample_bilinear2d.vec",
               "torch.aten.upsample_trilinear3d.vec", "torch.aten.upsample_bicubic2d.vec")
def upsample_vec(b, op):
    x, size, align, factors = op.operands
    kind = op.name.split(".")[-2].split("_")[-1]
    k = {"linear1d": 1, "bilinear2d": 2, "trilinear3d": 3, "bicubic2d": 2}[kind]
    if b.rank(x) != 2 + k:
        raise NotApplicable("rank")
    cubic = kind == "bicubic2d"
    if not b.is_none(size):
        out, fs = b.const_int_list(size), [None] * k
    else:
        fs = [float(b.const_float(v)) for v in b.list_elements(factors)]
        out = [_scaled_size(b, b.size(x, 2 + i), fs[i]) for i in range(k)]
    if b.dtype(x) is T.UI8 and k == 2:
        return [_separable_resample(b, x, out, fs, b.const_bool(align), False, cubic)]
    return [_interpolate(b, x, out, fs, b.const_bool(align), cubic)]


# ---------------------------------------------------------------------------------------------
# grid sampling: every output point reads a few taps of the input, one gather for all of them
# ---------------------------------------------------------------------------------------------

_GRID_MODES = {0: "bilinear", 1: "nearest", 2: "bicubic"}
_GRID_PADDINGS = {0: "zeros", 1: "border", 2: "reflection"}


class _RoundEachStep:
    """A builder whose arithmetic computes in f32 and rounds every result to the 16-bit float
    ``dt`` (a conversion to ``dt`` and back), as PyTorch's scalar Half/BFloat16 arithmetic does."""

    def __init__(self, b, dt):
        self._b, self._dt = b, dt

    def __getattr__(self, name):
        return getattr(self._b, name)

    def _r(self, v):
        return self._b.to_dtype(self._b.to_dtype(v, self._dt), T.F32)



def _rounding(name):
    def method(self, *args, **kwargs):
        return self._r(getattr(self._b, name)(*args, **kwargs))
    method.__name__ = name
    return method


for _name in ("add", "sub", "mul", "div", "rsub", "neg", "abs", "unary"):
    setattr(_RoundEachStep, _name, _rounding(_name))


def _size_num(b, n, ct):
    """A dim size as a number for float arithmetic: a Python float, or a 0-d ``ct`` tensor when
    the size is dynamic."""
    return float(n) if isinstance(n, int) else b.to_dtype(b.scalar_tensor(n, T.SI64), ct)


def _grid_unnormalize(b, g, n, align, ct):
    """The source coordinate of the normalized grid coordinate ``g`` along a dim of size ``n``:
    ``(g + 1) / 2 * (n - 1)`` (align_corners) or ``((g + 1) * n - 1) / 2``, in PyTorch's order."""
    nf = _size_num(b, n, ct)
    g1 = b.add(g, 1.0)
    if align:
        return b.mul(b.div(g1, 2.0), nf - 1.0 if isinstance(nf, float) else b.sub(nf, 1.0))
    return b.div(b.sub(b.mul(g1, nf), 1.0), 2.0)


def _fsub1(b, v):
    """``v - 1`` for a float or a 0-d tensor."""
    return v - 1.0 if isinstance(v, float) else b.sub(v, 1.0)


def _grid_pad(b, c, n, align, padding, ct):
    """PyTorch's ``compute_coordinates``: a coordinate clipped into ``[0, n - 1]`` (border), or
    reflected about the edges (the outer pixel centres with align_corners, else the pixel
    borders) and then clipped (reflection); zeros padding leaves it alone."""
    if padding == "zeros":
        return c
    nf = _size_num(b, n, ct)
    hi = _fsub1(b, nf)
    if padding == "reflection":
        # fold |c - lo| by the span (``d - floor(d / span) span``, the remainder of d >= 0) and
        # mirror the odd folds; lo, span = 0, n - 1 (align) or -1/2, n
        lo, span = (0.0, hi) if align else (-0.5, nf)
        if align and isinstance(span, float) and span == 0.0:
            return b.mul(c, 0.0)  # one pixel: everything reflects to it
        d = b.abs(b.sub(c, lo))
        flips = b.unary("floor", b.div(d, span))
        extra = b.sub(d, b.mul(flips, span))
        odd = b.compare("ne", b.sub(flips, b.mul(b.unary("floor", b.mul(flips, 0.5)), 2.0)), 0.0)
        c = b.add(b.where(odd, b.add(b.neg(extra), span), extra), lo)
        if align and not isinstance(span, float):
            c = b.where(b.compare("eq", span, 0.0), b.mul(c, 0.0), c)
    return _clip(b, c, hi)


def _clip(b, c, hi):
    """``min(max(c, 0), hi)`` with ``hi`` a float or a 0-d tensor."""
    c = b.clamp(c, 0.0, None)
    return b.clamp(c, None, hi) if isinstance(hi, float) else b.minimum(c, hi)


def _grid_taps(b, g, n, mode, padding, align, ct):
    """The taps along one dim for the normalized coordinates ``g``: (integer-valued source
    coordinate, weight or None) pairs, as PyTorch's CPU kernels: bilinear pads the source
    coordinate and reads ``floor`` and ``floor + 1``; nearest rounds it half to even; bicubic
    pads each of its four taps ``floor - 1 .. floor + 2`` instead."""
    src = _grid_unnormalize(b, g, n, align, ct)
    if mode == "bicubic":
        fl = b.unary("floor", src)
        ws = _cubic_weights(b, b.sub(src, fl))
        return [(_grid_pad(b, b.add(fl, float(j - 1)), n, align, padding, ct), ws[j]) for j in range(4)]
    src = _grid_pad(b, src, n, align, padding, ct)
    if mode == "nearest":
        return [(b.unary("round", src), None)]
    fl = b.unary("floor", src)
    hi = b.add(fl, 1.0)
    return [(fl, b.sub(hi, src)), (hi, b.sub(src, fl))]


def _sum_terms(b, vals, ws, dim):
    """``vals[0] * ws[0] + vals[1] * ws[1] + ...`` added left to right, as PyTorch's kernels
    (the order matters where the 16-bit dtypes round every step)."""
    acc = None
    for v, w in zip(vals, ws):
        t = b.mul(v, b.unsqueeze(w, dim))
        acc = t if acc is None else b.add(acc, t)
    return acc


def _grid_sample(b, x, grid, mode, padding, align):
    """``grid_sampler`` on a 4-d or 5-d input: for every output point and every tap combination
    (1, 2^k or 16), a flat index into the input's spatial dims (0 where the tap is outside the
    input); one ``gather`` of the flattened input reads them all, the taps outside become 0 and
    the weighted taps are summed in the order of PyTorch's scalar kernels (bilinear: weights
    ``w_x w_y [w_z]``, taps summed in order; bicubic: along x per row, then along y). The
    16-bit dtypes compute in f32 rounded to their dtype after every op, as PyTorch's
    Half/BFloat16 arithmetic does; f32/f64 in their dtype. The positions are integers of the
    coordinates' width, as PyTorch's vectorized kernel offsets within one plane: int32 for f32
    (so a program without 64-bit tensors gets none), int64 for f64."""
    import itertools
    dt = b.dtype(b.float_tensor(x))
    r = b.rank(x)
    k = r - 2
    if k not in (2, 3) or b.rank(grid) != r or b.dtype(grid) != dt:
        raise NotApplicable("a 4-d or 5-d input and a grid of its rank and dtype")
    if mode == "bicubic" and k != 2:
        raise NotApplicable("bicubic on a 5-d input (PyTorch rejects it)")
    half = dt in (T.F16, T.BF16)
    ct = T.F32 if half else dt
    xs, gs = b.shape_of(x), b.shape_of(grid)
    n_b, n_c, spatial = xs[0], xs[1], xs[2:]
    n_out = b.numel_value(grid, range(1, r - 1))
    g = b.reshape(b.to_dtype(grid, ct), [n_b, n_out, k])
    rb = _RoundEachStep(b, dt) if half else b
    # the grid's last dim holds (x, y[, z]): x indexes the last spatial dim
    axes = [_grid_taps(rb, b.select(g, 2, k - 1 - a), spatial[a], mode, padding, align, ct) for a in range(k)]
    his = [_fsub1(b, _size_num(b, n, ct)) for n in spatial]
    idx, valids, wts = [], [], []
    for combo in itertools.product(*axes):  # the first spatial dim outermost, as PyTorch's tap order
        flat, valid = None, None
        for a, (c, _) in enumerate(combo):
            ok = b.logical("and", b.compare("ge", c, 0.0), b.compare("le", c, his[a]))
            valid = ok if valid is None else b.logical("and", valid, ok)
            pos = b.to_dtype(_clip(b, c, his[a]), T.SI64 if ct is T.F64 else T.SI32)
            stride = b.numel_value(x, range(3 + a, r))
            pos = pos if isinstance(stride, int) and stride == 1 else b.mul(pos, stride)
            flat = pos if flat is None else b.add(flat, pos)
        idx.append(flat)
        valids.append(valid)
        if mode == "bilinear":
            w = None
            for _, wa in reversed(combo):  # (w_x w_y) w_z
                w = wa if w is None else rb.mul(w, wa)
            wts.append(w)
    taps = len(idx)
    n_in = b.numel_value(x, range(2, r))
    xf = b.reshape(b.to_dtype(x, ct), [n_b, n_c, n_in])
    ie = b.expand(b.unsqueeze(b.reshape(b.stack(idx, 1), [n_b, b.imul(taps, n_out)]), 1),
                  [n_b, n_c, b.imul(taps, n_out)])
    vals = b.reshape(b.op("torch.aten.gather", [xf, 2, ie, False], b.vt(b.sizes(ie), ct)), [n_b, n_c, taps, n_out])
    vals = b.where(b.unsqueeze(b.stack(valids, 1), 1), vals, b.mul(vals, 0.0))
    vals = [b.select(vals, 2, t) for t in range(taps)]
    if mode == "nearest":
        out = vals[0]
    elif mode == "bilinear":
        out = _sum_terms(rb, vals, wts, 1)
    else:
        cx, cy = [w for _, w in axes[1]], [w for _, w in axes[0]]
        rows = [_sum_terms(rb, vals[4 * i:4 * i + 4], cx, 1) for i in range(4)]
        out = _sum_terms(rb, rows, cy, 1)
    return b.to_dtype(b.reshape(out, [n_b, n_c] + gs[1:r - 1]), dt)


@decomposition("torch.aten.grid_sampler", "torch.aten.grid_sampler_2d", "torch.aten.grid_sampler_3d")
def grid_sampler(b, op):
    x, grid, mode, padding, align = op.operands
    m, p = _GRID_MODES.get(b.const_int(mode)), _GRID_PADDINGS.get(b.const_int(padding))
    if m is None or p is None:
        raise NotApplicable("an unknown interpolation or padding mode")
    return [_grid_sample(b, x, grid, m, p, b.const_bool(align))]


@decomposition("torch.prims.collapse")
def prims_collapse(b, op):
    """Dims ``start..end`` (inclusive) merged into one: a reshape."""
    x, start, end = op.operands
    r = b.rank(x)
    if r == 0:
        raise NotApplicable("rank 0")
    s, e = norm_dim(b.const_int(start), r), norm_dim(b.const_int(end), r)
    shape = b.shape_of(x)
    return [b.reshape(x, shape[:s] + [b.numel_value(x, range(s, e + 1))] + shape[e + 1:])]


@decomposition("torch.aten.unfold")
def unfold(b, op):
    """``Tensor.unfold(dim, size, step)``: window ``j`` of dim ``dim`` holds elements
    ``j * step + [0, size)``; an ``index_select`` by those indices, reshaped to
    ``[..., n, size, ...]`` with the window dim moved last (``n = (len - size) // step + 1``)."""
    x, dim, size, step = op.operands
    r = b.rank(x)
    sz, st = b.const_int(size), b.const_int(step)
    if r == 0:  # a 0-d tensor has one window of size 1
        if sz != 1:
            raise NotApplicable("window larger than a 0-d tensor")
        return [b.reshape(x, [1])]
    d = norm_dim(b.const_int(dim), r)
    if st <= 0 or sz < 0:
        raise NotApplicable("size/step")
    n_len = b.size(x, d)
    if isinstance(n_len, int):
        if n_len < sz:
            raise NotApplicable("window larger than the dim")
        n = (n_len - sz) // st + 1
    else:
        n = b.op("torch.aten.add.int", [b.idiv(b.op("torch.aten.sub.int", [n_len, sz], T.INT), st), 1], T.INT)
    idx = b.add(b.mul(b.unsqueeze(b.arange(n), 1), st), b.arange(sz))
    flat = b.reshape(idx, [b.imul(n, sz)])
    shape = b.shape_of(x)
    sel_sizes = list(b.sizes(x))
    sel_sizes[d] = n * sz if isinstance(n, int) else U
    sel = b.op("torch.aten.index_select", [x, d, flat], b.vt(sel_sizes, b.dtype(x)))
    y = b.reshape(sel, shape[:d] + [n, sz] + shape[d + 1:])
    return [b.permute(y, list(range(d + 1)) + list(range(d + 2, r + 1)) + [d + 1])]


@decomposition("torch.aten.as_strided")
def as_strided(b, op):
    """Element ``i`` of the result is element ``offset + sum(i_k stride_k)`` of ``self`` read in
    its contiguous (row-major) order, the layout value-semantic tensors have; a gather of the
    flattened input by those indices (a constant table for constant ``size``/``stride``/
    ``storage_offset``, else computed from ``arange``s). The FX importer hands views and
    non-contiguous tensors over as their base's memory, flattened (``importers/fx_storage.py``)."""
    x, size, stride, offset = op.operands
    flat = b.reshape(x, [-1])
    try:
        sizes, idx = _strided_positions(b, size, stride, offset)
    except NotApplicable:
        sizes, positions = _strided_positions_tensor(b, size, stride, offset)
        sel = b.op("torch.aten.index_select", [flat, 0, positions], b.vt([U], b.dtype(x)))
        return [b.reshape(sel, sizes)]
    lit = _positions_literal(b, idx)
    sel = b.op("torch.aten.index_select", [flat, 0, lit], b.vt([int(idx.size)], b.dtype(x)))
    return [b.reshape(sel, sizes)]


def _positions_literal(b, idx):
    """The flat positions ``idx`` (numpy) as a 1-d index literal: si32 when they fit (index_select
    and index_put take both), so that a program without 64-bit tensors gets none (targets without
    64-bit integers need that), else si64."""
    wide = idx.size and (idx.min() < -2 ** 31 or idx.max() >= 2 ** 31)
    return b.literal(idx.reshape(-1), T.SI64 if wide else T.SI32)


def _strided_positions_tensor(b, size, stride, offset):
    """(sizes, the 1-d si64 tensor of flat positions ``offset + sum(i_k stride_k)`` in row-major
    order of ``i``) when some of the arguments are run-time ints: a broadcast sum of
    ``arange(size_k) * stride_k``."""
    def ints(v):
        out = []
        for e in b.list_elements(v):
            try:
                out.append(b.const_int(e))
            except NotApplicable:
                out.append(e)
        return out
    sizes, strides = ints(size), ints(stride)
    if len(sizes) != len(strides) or not sizes:
        raise NotApplicable("size and stride lengths differ, or rank 0")
    try:
        off = 0 if b.is_none(offset) else b.const_int(offset)
    except NotApplicable:
        off = offset
    r, idx, n = len(sizes), None, 1
    for k, (sz, st) in enumerate(zip(sizes, strides)):
        a = b.arange(sz)
        if r > 1:
            a = b.reshape(a, [sz if j == k else 1 for j in range(r)])
        a = b.mul(a, st)
        idx = a if idx is None else b.add(idx, a)
        n = b.imul(n, sz)
    if not (isinstance(off, int) and off == 0):
        idx = b.add(idx, off)
    return sizes, b.reshape(idx, [n])


def _strided_positions(b, size, stride, offset):
    """(sizes, the array of flat positions ``offset + sum(i_k stride_k)``) of constant arguments."""
    import numpy as np
    sizes, strides = b.const_int_list(size), b.const_int_list(stride)
    off = b.opt_int(offset) or 0
    if len(sizes) != len(strides):
        raise NotApplicable("size and stride lengths differ")
    idx = np.full(sizes, off, dtype=np.int64)
    for k, (n, s) in enumerate(zip(sizes, strides)):
        shape = [1] * len(sizes)
        shape[k] = n
        idx = idx + np.arange(n, dtype=np.int64).reshape(shape) * s
    return sizes, idx


@decomposition("torch.aten.as_strided_scatter")
def as_strided_scatter(b, op):
    """``src`` written at the positions ``as_strided`` reads (in the contiguous order of
    ``self``): ``index_put`` of the flattened tensors, reshaped back."""
    x, src = op.arg("self"), op.arg("src")
    s = _static(b, x)
    sizes, idx = _strided_positions(b, op.arg("size"), op.arg("stride"), op.arg("storage_offset"))
    n = 1
    for v in s:
        n *= v
    if idx.size and (idx.min() < 0 or idx.max() >= n):
        raise NotApplicable("positions outside the input")
    flat = b.reshape(x, [n])
    vals = b.reshape(b.to_dtype(src, b.known_dtype(x)), [int(idx.size)])
    lit = _positions_literal(b, idx)
    out = b.op("torch.aten.index_put", [flat, b.list([lit], T.OptionalType(T.ValueTensorType())), vals, False],
               flat.type)
    return [b.reshape(out, s)]


# ---------------------------------------------------------------------------------------------
# ops on lists of tensors: grids, products, block diagonals, chunked concatenation
# ---------------------------------------------------------------------------------------------

def _static(b, x):
    s = b.sizes(x)
    if s is None or any(v < 0 for v in s):
        raise NotApplicable("dynamic sizes")
    return list(s)


def _grid(b, tensors, xy):
    """meshgrid: each (0-d or 1-d) tensor viewed along its own dim and expanded to the grid (its
    sizes ints or run-time sizes); ``xy`` indexing swaps the first two dims of every output."""
    lens = []
    for t in tensors:
        r = b.rank(t)
        if r > 1:
            raise NotApplicable("meshgrid takes 0-d and 1-d tensors")
        lens.append(b.size(t, 0) if r else 1)
    n = len(lens)
    outs = [b.expand(b.reshape(t, [lens[k] if i == k else 1 for i in range(n)]), lens) for k, t in enumerate(tensors)]
    if xy and n >= 2:
        outs = [b.transpose(o, 0, 1) for o in outs]
    return outs


@decomposition("torch.aten.meshgrid", "torch.aten.meshgrid.indexing")
def meshgrid(b, op):
    tensors = b.list_elements(op.arg("tensors"))
    xy = op.name.endswith("indexing") and b.const_str(op.arg("indexing")) == "xy"
    return [b.tensor_list(_grid(b, tensors, xy))]


@decomposition("torch.aten.cartesian_prod")
def cartesian_prod(b, op):
    """One tensor: itself; else the flattened ``ij`` meshgrid stacked as columns."""
    tensors = b.list_elements(op.arg("tensors"))
    if len(tensors) == 1:
        return [tensors[0]]
    return [b.stack([b.reshape(g, [-1]) for g in _grid(b, tensors, False)], 1)]


@decomposition("torch.aten.block_diag")
def block_diag(b, op):
    """Each block (0-d: 1x1, 1-d: one row) padded with zeros to the full width at its column
    offset, the padded blocks concatenated as rows (in the promoted dtype)."""
    tensors = b.list_elements(op.arg("tensors"))
    dt = b.known_dtype(op.results[0])
    if is_complex_dtype(dt) and dt.element_type is T.F64:
        # the parts apart, each a real block diagonal (no complex<f64> fill: a 128-bit splat that
        # some consumers cannot make; docs/backends.md)
        rt = dt.element_type
        wide = [b.to_dtype(t, dt) for t in tensors]
        re_, im = (_block_diag(b, [b.to_dtype(part(t), rt) for t in wide], rt) for part in (b.real_part, b.imag_part))
        return [b.op("torch.aten.complex", [re_, im], b.vt(b.sizes(re_), dt))]
    return [_block_diag(b, tensors, dt)]


def _block_diag(b, tensors, dt):
    if any(b.sizes(t) is None or any(v < 0 for v in b.sizes(t)) for t in tensors):
        return _block_diag_run_time(b, tensors, dt)
    blocks = []
    for t in tensors:
        s = _static(b, t)
        if len(s) > 2:
            raise NotApplicable("block_diag takes tensors of at most 2 dims")
        rows, cols = (1, 1) if not s else (1, s[0]) if len(s) == 1 else s
        blocks.append((b.reshape(b.to_dtype(t, dt), [rows, cols]), rows, cols))
    width = sum(c for _, _, c in blocks)
    height = sum(r for _, r, _ in blocks)
    if not blocks or height == 0:
        return b.full([height, width], 0, dt)
    rows_out, off = [], 0
    for t, r, c in blocks:
        if r:
            rows_out.append(b.op("torch.aten.constant_pad_nd", [t, [off, width - off - c], 0], b.vt([r, width], dt)))
        off += c
    return rows_out[0] if len(rows_out) == 1 else b.cat(rows_out, 0)


def _block_diag_run_time(b, tensors, dt):
    """``_block_diag`` with run-time sizes: each block between zero blocks of its run-time
    column offset and the rest of the width (``cat``)."""
    blocks = []
    for t in tensors:
        r = b.rank(t)
        if r > 2:
            raise NotApplicable("block_diag takes tensors of at most 2 dims")
        s = b.shape_of(t)
        rows, cols = (1, 1) if r == 0 else (1, s[0]) if r == 1 else (s[0], s[1])
        blocks.append((b.reshape(b.to_dtype(t, dt), [rows, cols]), rows, cols))
    if not blocks:
        return b.full([0, 0], 0, dt)
    # the width right of each block: the sum of the later blocks' widths (a structural 0 after the
    # last one, so that no empty block of run-time width reaches the concatenate)
    rights, acc = [], 0
    for _, _, c in reversed(blocks):
        rights.append(acc)
        acc = b.iadd(acc, c)
    rights.reverse()
    rows_out, off = [], 0
    for (t, r, c), right in zip(blocks, rights):
        parts = [p for p, w in ((b.full([r, off], 0, dt), off), (t, None), (b.full([r, right], 0, dt), right))
                 if not (isinstance(w, int) and w == 0)]
        rows_out.append(parts[0] if len(parts) == 1 else b.cat(parts, 1))
        off = b.iadd(off, c)
    return rows_out[0] if len(rows_out) == 1 else b.cat(rows_out, 0)


@decomposition("torch.aten._chunk_cat")
def chunk_cat(b, op):
    """Each tensor padded with zeros along ``dim`` to a multiple of ``num_chunks``, viewed as
    ``[*sizes before dim, num_chunks, -1]``; the views concatenated along ``dim + 1``."""
    tensors = b.list_elements(op.arg("tensors"))
    k = b.const_int(op.arg("num_chunks"))
    dim = b.const_int(op.arg("dim"))
    dt = b.known_dtype(op.results[0])
    if k < 1 or not tensors:
        raise NotApplicable("num_chunks < 1 or no tensors")
    views = []
    for t in tensors:
        s = b.shape_of(t)   # ints, run-time sizes as !torch.int values
        d = norm_dim(dim, len(s))
        n = s[d]
        m = b.imul(b.idiv(b.iadd(n, k - 1), k), k)
        t = b.to_dtype(t, dt)
        pad = b.isub(m, n)
        if isinstance(pad, int) and pad:
            padded = [v if isinstance(v, int) else U for v in s]
            padded[d] = m
            t = b.op("torch.aten.constant_pad_nd", [t, [0, 0] * (len(s) - d - 1) + [0, pad], 0], b.vt(padded, dt))
        elif not isinstance(pad, int):      # a run-time pad: zeros concatenated
            t = b.cat([t, b.full(s[:d] + [pad] + s[d + 1:], 0, dt)], d)
        rest = 1
        for v in s[d + 1:]:
            rest = b.imul(rest, v)
        views.append(b.reshape(t, s[:d] + [k, b.imul(b.idiv(m, k), rest)]))
    d = norm_dim(dim, b.rank(tensors[0]))
    return [views[0] if len(views) == 1 else b.cat(views, d + 1)]


@decomposition("torch.aten.max_unpool2d", "torch.aten.max_unpool3d")
def max_unpool(b, op):
    """Zeros of ``output_size`` per (batch, channel) plane with each input element written at its
    index into the flattened plane: ``scatter`` along a flattened spatial dim."""
    x, idx = op.arg("self"), op.arg("indices")
    k = 2 if op.name.endswith("2d") else 3
    out = b.const_int_list(op.arg("output_size"))
    r_x = b.rank(x)
    if len(out) != k or r_x not in (k + 1, k + 2) or b.rank(idx) != r_x:
        raise NotApplicable("shapes")
    s = b.shape_of(x)   # ints, run-time sizes as !torch.int values (indices: the same shape)
    lead = s[:-k]
    n_in = b.numel_value(x, range(r_x - k, r_x))
    n_out = 1
    for v in out:
        n_out *= v
    dt = b.known_dtype(x)
    r = len(lead)
    flat = b.reshape(x, lead + [n_in])
    flat_idx = b.reshape(idx, lead + [n_in])
    zeros = b.full(lead + [n_out], 0, dt)
    res = b.op("torch.aten.scatter.src", [zeros, r, flat_idx, flat], b.vt(b.sizes(zeros), dt))
    return [b.reshape(res, lead + out)]


@decomposition("torch.aten.fractional_max_pool2d", "torch.aten.fractional_max_pool3d")
def fractional_max_pool(b, op):
    """Max over windows of ``kernel_size`` whose starts along each spatial dim are PyTorch's
    interval sequence for the (batch, channel) plane's sample ``u`` of ``random_samples``:
    ``int((i + u) * alpha) - int(u * alpha)`` with ``alpha = (in - k) / (out - 1)``, computed in
    the input's dtype as PyTorch's kernel does, and ``in - k`` for the last window. The samples of
    a plane are (W, H) in 2-d and (T, H, W) in 3-d. Each window is gathered from the flattened
    plane; the result is its first maximum (its last NaN when it has one), the index its position
    in the plane. Run-time spatial sizes give ``alpha`` as a 0-d tensor of the input's dtype
    (the same division, rounded the same way)."""
    import torch
    from .builder import to_torch_dtype
    k = 2 if op.name.endswith("2d") else 3
    x, samples = op.arg("self"), op.arg("random_samples")
    ks, outs = b.const_int_list(op.arg("kernel_size")), b.const_int_list(op.arg("output_size"))
    dt = b.known_dtype(x)
    r_x = b.rank(x)
    if len(ks) != k or len(outs) != k or r_x not in (k + 1, k + 2) or b.rank(samples) != 3:
        raise NotApplicable("shapes")
    if r_x == k + 1:
        x = b.unsqueeze(x, 0)
    sizes = b.shape_of(x)
    lead, spatial = sizes[:2], sizes[2:]
    if b.size(samples, 0) != lead[0]:
        samples = b.slice(samples, 0, 0, lead[0])
    tdt = to_torch_dtype(dt)
    order = (1, 0) if k == 2 else (0, 1, 2)  # the sample of spatial dim d
    n_out = 1
    for o in outs:
        n_out *= o
    n_win = 1
    for w in ks:
        n_win *= w
    flat = None
    stride = 1
    for d in reversed(range(k)):
        n_in, kk, o = spatial[d], ks[d], outs[d]
        u = b.unsqueeze(b.select(samples, 2, order[d]), 2)                     # [N, C, 1]
        span = b.isub(n_in, kk)
        last = b.full(lead + [1], span, T.SI64)
        if o > 1:
            if isinstance(span, int):
                alpha = (torch.tensor(span, dtype=tdt) / torch.tensor(o - 1, dtype=tdt)).item()
            else:
                alpha = b.div(b.full([], span, dt), b.full([], o - 1, dt))
            lo = b.to_dtype(b.mul(u, alpha), T.SI64)
            if all(isinstance(v, int) for v in lead + [span]):
                i = b.arange(o - 1, dtype=dt)
                hi = b.to_dtype(b.mul(b.add(i, u), alpha), T.SI64)
                starts = b.cat([b.sub(hi, lo), last], 2)                       # [N, C, o]
            else:
                # run-time sizes: the last start selected at o - 1, no cat (a concatenate of
                # run-time-sized [1, ?, 1] pieces would need a buffer of unbounded size)
                hi = b.to_dtype(b.mul(b.add(b.arange(o, dtype=dt), u), alpha), T.SI64)
                starts = b.where(b.compare("eq", b.arange(o), o - 1), last, b.sub(hi, lo))
        else:
            starts = last
        # [N, C, 1.. o at d ..1, 1.. kk at d ..1]
        shape_o = lead + [o if e == d else 1 for e in range(k)] + [1] * k
        pos = b.add(b.reshape(starts, shape_o),
                    b.reshape(b.arange(kk), [kk if e == k + d else 1 for e in range(2 * k)]))
        term = pos if isinstance(stride, int) and stride == 1 else b.mul(pos, stride)
        flat = term if flat is None else b.add(flat, term)
        stride = b.imul(stride, n_in)
    flat = b.expand(flat, lead + list(outs) + list(ks))
    plane = b.reshape(x, lead + [stride])
    idx = b.reshape(flat, lead + [n_out * n_win])
    vals = b.op("torch.aten.gather", [plane, 2, idx, False], b.vt(b.sizes(idx), dt))
    vals = b.reshape(vals, lead + [n_out, n_win])
    idx = b.reshape(idx, lead + [n_out, n_win])
    _, first = b.op("torch.aten.max.dim", [vals, 3, True],
                    [b.vt(b.reduced_sizes(vals, [3], True), dt), b.vt(b.reduced_sizes(vals, [3], True), T.SI64)])
    nan_at = b.amax(b.where(b.unary("isnan", vals, T.I1), b.arange(n_win), -1), [3], True)
    pick = b.where(b.compare("ge", nan_at, 0), nan_at, first)
    out_v = b.op("torch.aten.gather", [vals, 3, pick, False], b.vt(b.sizes(pick), dt))
    out_i = b.op("torch.aten.gather", [idx, 3, pick, False], b.vt(b.sizes(pick), T.SI64))
    res = [b.reshape(v, lead + list(outs)) for v in (out_v, out_i)]
    if r_x == k + 1:
        res = [b.squeeze_dim(v, 0) for v in res]
    return res


# ---------------------------------------------------------------------------------------------
# storage offsets
# ---------------------------------------------------------------------------------------------

def _iadd(b, a, c):
    if isinstance(a, int) and isinstance(c, int):
        return a + c
    if isinstance(c, int) and c == 0:
        return a
    if isinstance(a, int) and a == 0:
        return c
    return b.op("torch.aten.add.int", [a, c], T.INT)


def _int_or_value(b, v):
    """The Python int of a constant ``!torch.int``, else the Value."""
    try:
        return b.const_int(v)
    except NotApplicable:
        return v


def _clamped_index(b, i, size, clamp):
    """PyTorch's normalisation of a slice start (``clamp``: into [0, size]) or a select index
    (negative counts from the end): Python ints fold, ``!torch.int`` values become int ops."""
    if isinstance(i, int) and isinstance(size, int):
        if i < 0:
            i += size
        return min(max(i, 0), size) if clamp else i
    neg = b.op("torch.aten.Int.bool", [b.op("torch.aten.lt.int", [i, 0], T.BOOL)], T.INT)
    i = _iadd(b, i, b.imul(size, neg))
    if clamp:
        i = b.op("torch.prim.min.int", [b.op("torch.prim.max.int", [i, 0], T.INT), size], T.INT)
    return i


def _contiguous_strides(b, x):
    rank = b.rank(x)
    strides, acc = [], 1
    for d in reversed(range(rank)):
        strides.append(acc)
        acc = b.imul(acc, b.size(x, d))
    return strides[::-1]


def _offset_and_strides(b, x, depth=0):
    """(storage offset, strides) eager PyTorch gives ``x``: the views (slice, select, unsqueeze,
    squeeze, permute, transpose) are followed to the tensor they view; any other value is a
    fresh contiguous tensor (a function argument, an op's result) at offset 0."""
    producer = x.defining_op
    name = producer.name if producer is not None else ""
    if depth > 64 or name not in _OFFSET_VIEWS:
        return 0, _contiguous_strides(b, x)
    return _OFFSET_VIEWS[name](b, producer, depth + 1)


def _slice_offset(b, op, depth):
    base = op.arg("self")
    off, strides = _offset_and_strides(b, base, depth)
    d = norm_dim(b.const_int(op.arg("dim")), b.rank(base))
    step = b.const_int(op.arg("step"))
    start = op.arg("start")
    start = 0 if b.is_none(start) else _int_or_value(b, start)
    start = _clamped_index(b, start, b.size(base, d), clamp=True)
    off = _iadd(b, off, b.imul(start, strides[d]))
    return off, strides[:d] + [b.imul(strides[d], step)] + strides[d + 1:]


def _select_offset(b, op, depth):
    base = op.arg("self")
    off, strides = _offset_and_strides(b, base, depth)
    d = norm_dim(b.const_int(op.arg("dim")), b.rank(base))
    index = op.arg("index")
    index = _int_or_value(b, index)
    index = _clamped_index(b, index, b.size(base, d), clamp=False)
    return _iadd(b, off, b.imul(index, strides[d])), strides[:d] + strides[d + 1:]


def _unsqueeze_offset(b, op, depth):
    base = op.arg("self")
    off, strides = _offset_and_strides(b, base, depth)
    d = norm_dim(b.const_int(op.arg("dim")), b.rank(base) + 1)
    inner = b.imul(strides[d], b.size(base, d)) if d < len(strides) else 1
    return off, strides[:d] + [inner] + strides[d:]


def _squeeze_offset(b, op, depth):
    base = op.arg("self")
    off, strides = _offset_and_strides(b, base, depth)
    d = norm_dim(b.const_int(op.arg("dim")), b.rank(base))
    if b.rank(base) == 0 or b.size(base, d) != 1:
        return off, strides
    return off, strides[:d] + strides[d + 1:]


def _permute_offset(b, op, depth):
    base = op.arg("self")
    off, strides = _offset_and_strides(b, base, depth)
    perm = [norm_dim(p, b.rank(base)) for p in b.const_int_list(op.arg("dims"))]
    return off, [strides[p] for p in perm]


def _transpose_offset(b, op, depth):
    base = op.arg("self")
    off, strides = _offset_and_strides(b, base, depth)
    i, j = (norm_dim(b.const_int(op.arg(n)), b.rank(base)) for n in ("dim0", "dim1"))
    strides = list(strides)
    strides[i], strides[j] = strides[j], strides[i]
    return off, strides


_OFFSET_VIEWS = {
    "torch.aten.slice.Tensor": _slice_offset,
    "torch.aten.select.int": _select_offset,
    "torch.aten.unsqueeze": _unsqueeze_offset,
    "torch.aten.squeeze.dim": _squeeze_offset,
    "torch.aten.permute": _permute_offset,
    "torch.aten.transpose.int": _transpose_offset,
}


@decomposition("torch.aten.storage_offset")
def storage_offset(b, op):
    """The element offset of a view into the storage of the tensor it views (exported programs
    read it to assert it is non-negative): the starts of slices and the indices of selects times
    the viewed tensor's strides, along a chain of views (``_OFFSET_VIEWS``) from a contiguous
    tensor at offset 0."""
    x = op.arg("self")
    if b.rank(x) is None:
        raise NotApplicable("unknown rank")
    off, _ = _offset_and_strides(b, x)
    return [b.value(off)]
