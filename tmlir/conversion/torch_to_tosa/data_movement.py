"""Data movement: reshapes (view/reshape/flatten/unflatten/squeeze/unsqueeze), transposes and
permutes, slices (strided ones through a reshape), select, narrow, cat/stack, expand/broadcast
(``tosa.tile``), repeat/tile, flip (``tosa.reverse``), constant padding (``tosa.pad``; negative
pads slice). Result shapes come from the contract's result types."""
from __future__ import annotations

from .registry import lowering
from . import utils as U


def _x(op, operands, name="self"):
    U.check_types(op)
    x = U.converted(op, operands, name)
    if not isinstance(getattr(x, "type", None), U.A.RankedTensorType):
        raise U.NotLowerable(f"operand '{name}' is not a ranked tensor")
    return x


@lowering("torch.aten.view", "torch.aten.reshape", "torch.aten._reshape_alias", "torch.aten._unsafe_view",
          "torch.aten.flatten.using_ints", "torch.aten.unflatten.int", "torch.aten.squeeze", "torch.aten.squeeze.dim",
          "torch.aten.squeeze.dims", "torch.aten.unsqueeze", "torch.aten.view_as", "torch.aten.reshape_as")
def reshape(op, operands, rw):
    """Any reshape: ``tosa.reshape`` to the result type's shape (one dynamic size at most)."""
    x = _x(op, operands)
    out = U.result_type(op)
    return U.finish(rw, op, U.reshape(rw, x, list(out.shape)))


@lowering("torch.aten.permute")
def permute(op, operands, rw):
    x = _x(op, operands)
    r = U.rank_of(x)
    perm = U.const_int_list(op.arg("dims"))
    if perm is None:
        raise U.NotLowerable("dims are not constants")
    return U.finish(rw, op, U.transpose(rw, x, [U.norm_dim(p, r) for p in perm]))


@lowering("torch.aten.transpose.int")
def transpose(op, operands, rw):
    x = _x(op, operands)
    r = U.rank_of(x)
    a, b = U.dim_arg(op, "dim0", r), U.dim_arg(op, "dim1", r)
    if a is None or b is None:
        raise U.NotLowerable("dims are not constants")
    perm = list(range(r))
    if r:
        perm[a], perm[b] = perm[b], perm[a]
    return U.finish(rw, op, U.transpose(rw, x, perm))


@lowering("torch.aten.t", "torch.aten.numpy_T")
def t(op, operands, rw):
    x = _x(op, operands)
    return U.finish(rw, op, U.transpose(rw, x, list(range(U.rank_of(x)))[::-1]))


@lowering("torch.aten.movedim.int")
def movedim(op, operands, rw):
    x = _x(op, operands)
    r = U.rank_of(x)
    s, d = U.dim_arg(op, "source", r), U.dim_arg(op, "destination", r)
    if s is None or d is None:
        raise U.NotLowerable("dims are not constants")
    perm = [i for i in range(r) if i != s]
    perm.insert(d, s)
    return U.finish(rw, op, U.transpose(rw, x, perm))


def _bounds(op, size):
    start = U.const_int(op.arg("start")) if not U.is_none(op.arg("start")) else 0
    end = U.const_int(op.arg("end")) if not U.is_none(op.arg("end")) else size
    step = U.const_int(op.arg("step"))
    if start is None or end is None or step is None:
        raise U.NotLowerable("start/end/step are not constants")
    if start < 0:
        start += size
    if end < 0:
        end += size
    start, end = min(max(start, 0), size), min(max(end, 0), size)
    return start, max(end, start), step


@lowering("torch.aten.slice.Tensor")
def slice_(op, operands, rw):
    x = _x(op, operands)
    r = U.rank_of(x)
    d = U.required_dim(op, "dim", r)
    if U.shape(x)[d] == U.DYN:
        raise U.NotLowerable(f"dim {d} of {x.type} is dynamic")
    start, end, step = _bounds(op, U.shape(x)[d])
    return U.finish(rw, op, U.slice_dim(rw, x, d, start, end, step))


@lowering("torch.aten.narrow")
def narrow(op, operands, rw):
    x = _x(op, operands)
    r = U.rank_of(x)
    d = U.dim_arg(op, "dim", r)
    start, length = U.const_int(op.arg("start")), U.const_int(op.arg("length"))
    if d is None or start is None or length is None:
        raise U.NotLowerable("dim/start/length are not constants")
    if start < 0:
        start += U.shape(x)[d]
    return U.finish(rw, op, U.slice_dim(rw, x, d, start, start + length))


@lowering("torch.aten.select.int")
def select(op, operands, rw):
    x = _x(op, operands)
    r = U.rank_of(x)
    d = U.dim_arg(op, "dim", r)
    i = U.const_int(op.arg("index"))
    if d is None or i is None:
        raise U.NotLowerable("dim/index are not constants")
    size = U.shape(x)[d]
    if size == U.DYN:
        raise U.NotLowerable(f"dim {d} of {x.type} is dynamic")
    if i < 0:
        i += size
    if not 0 <= i < size:
        raise U.NotLowerable(f"index {i} out of range for size {size}")
    out_shape = list(U.result_type(op).shape)
    if sum(1 for s in out_shape if s == U.DYN) > 1:  # decided before anything is built
        raise U.NotLowerable(f"the result {U.result_type(op)} has more than one dynamic dim "
                             "(tosa.reshape infers at most one)")
    y = U.slice_dim(rw, x, d, i, i + 1)
    return U.finish(rw, op, U.reshape(rw, y, out_shape))


def _tensor_list(rw, v):
    els = U.list_elements(v)
    if els is None:
        raise U.NotLowerable("the tensor list is not a prim.ListConstruct")
    out = []
    for e in els:
        b = U.strip_casts(e)
        if not isinstance(b.type, U.A.RankedTensorType):
            b = rw.get_remapped_value(e, rw.type_converter)
        out.append((b, e))
    return out


def _joined(op, rw):
    """cat/stack: the result type, the constant dim (of the result) and the (tensor, torch value)
    inputs."""
    U.check_types(op)
    out = U.result_type(op)
    d = U.required_dim(op, "dim", len(out.shape))
    items = _tensor_list(rw, op.arg("tensors"))
    for b, _ in items:
        U.no_f64(b.type.element_type, "an input")
    return out, d, items


@lowering("torch.aten.cat", "torch.aten.concat", "torch.aten.concatenate")
def cat(op, operands, rw):
    out, d, items = _joined(op, rw)
    xs = []
    for b, tv in items:
        if 0 in b.type.shape and (len(b.type.shape) == 1 or 0 not in out.shape):
            continue        # empty inputs add nothing (torch.cat also skips 1-d empty tensors)
        xs.append(U.cast(rw, b, out.element_type, U.is_unsigned_value(tv)))
    if len(xs) == 1:
        return U.finish(rw, op, xs[0])
    return U.finish(rw, op, U.tosa.concat(rw, xs, d))


@lowering("torch.aten.stack")
def stack(op, operands, rw):
    out, d, items = _joined(op, rw)
    xs = []
    for b, tv in items:
        sh = U.shape(b)
        xs.append(U.reshape(rw, U.cast(rw, b, out.element_type, U.is_unsigned_value(tv)), sh[:d] + [1] + sh[d:]))
    return U.finish(rw, op, U.tosa.concat(rw, xs, d) if len(xs) > 1 else xs[0])


@lowering("torch.aten.expand", "torch.aten.broadcast_to", "torch.aten.expand_as")
def expand(op, operands, rw):
    x = _x(op, operands)
    out = U.result_type(op)
    return U.finish(rw, op, U.broadcast_to(rw, x, list(out.shape)))


@lowering("torch.aten.repeat", "torch.aten.tile")
def repeat(op, operands, rw):
    x = _x(op, operands)
    reps = U.const_int_list(op.arg("repeats") if op.name.endswith("repeat") else op.arg("dims"))
    if reps is None:
        raise U.NotLowerable("repeats are not constants")
    r = max(len(reps), U.rank_of(x))
    reps = [1] * (r - len(reps)) + reps
    x = U.to_rank(rw, x, r)
    if any(s == U.DYN for s in U.shape(x)):
        raise U.NotLowerable(f"repeat of {x.type} with dynamic dims")
    return U.finish(rw, op, U.tosa.tile(rw, x, reps) if any(m != 1 for m in reps) else x)


@lowering("torch.aten.flip")
def flip(op, operands, rw):
    x = _x(op, operands)
    r = U.rank_of(x)
    dims = U.const_int_list(op.arg("dims"))
    if dims is None:
        raise U.NotLowerable("dims are not constants")
    for d in sorted({U.norm_dim(d, r) for d in dims}):
        if r:
            x = rw.insert(U.tosa.ReverseOp.build(input1=x, axis=U.tosa.i32_attr(d))).results[0]
    return U.finish(rw, op, x)


def _edge(rw, x, d, lo, hi, mode):
    """``x`` padded along ``d`` by ``lo``/``hi`` copies of its own elements: reflect (mirror
    without the edge), replicate (the edge repeated) or circular (wrap around)."""
    n = U.shape(x)[d]
    if n == U.DYN:
        raise U.NotLowerable(f"{mode} padding of dynamic dim {d}")
    parts = []

    def rev(v):
        return rw.insert(U.tosa.ReverseOp.build(input1=v, axis=U.tosa.i32_attr(d))).results[0]

    def rep(v, k):
        mult = [1] * U.rank_of(v)
        mult[d] = k
        return U.tosa.tile(rw, v, mult)
    if lo:
        parts.append(rev(U.slice_dim(rw, x, d, 1, lo + 1)) if mode == "reflect" else
                     rep(U.slice_dim(rw, x, d, 0, 1), lo) if mode == "replicate" else U.slice_dim(rw, x, d, n - lo, n))
    parts.append(x)
    if hi:
        parts.append(rev(U.slice_dim(rw, x, d, n - 1 - hi, n - 1)) if mode == "reflect" else
                     rep(U.slice_dim(rw, x, d, n - 1, n), hi) if mode == "replicate" else U.slice_dim(rw, x, d, 0, hi))
    return U.tosa.concat(rw, parts, d) if len(parts) > 1 else x


_PAD_MODES = {"reflection": "reflect", "replication": "replicate", "_pad_circular": "circular"}


@lowering("torch.aten.reflection_pad1d", "torch.aten.reflection_pad2d", "torch.aten.reflection_pad3d",
          "torch.aten.replication_pad1d", "torch.aten.replication_pad2d", "torch.aten.replication_pad3d",
          "torch.aten._pad_circular")
def edge_pad(op, operands, rw):
    x = _x(op, operands)
    mode = next(m for k, m in _PAD_MODES.items() if k in op.name)
    pads = U.const_int_list(op.arg("padding" if U.has_arg(op, "padding") else "pad"))
    if pads is None:
        raise U.NotLowerable("pad sizes are not constants")
    return U.finish(rw, op, _edge_pads(rw, x, pads, mode))


def _edge_pads(rw, x, pads, mode):
    r = U.rank_of(x)
    for i in range(len(pads) // 2):
        lo, hi = pads[2 * i], pads[2 * i + 1]
        if lo < 0 or hi < 0:
            raise U.NotLowerable(f"negative {mode} padding")
        x = _edge(rw, x, r - 1 - i, lo, hi, mode)
    return x


@lowering("torch.aten.constant_pad_nd", "torch.aten.pad")
def constant_pad(op, operands, rw):
    x = _x(op, operands)
    if op.name == "torch.aten.pad":
        mode = U.const_str(op.arg("mode"))
        if mode in ("reflect", "replicate", "circular"):
            pads = U.const_int_list(op.arg("pad"))
            if pads is None:
                raise U.NotLowerable("pad sizes are not constants")
            return U.finish(rw, op, _edge_pads(rw, x, pads, mode))
        if mode != "constant":
            raise U.NotLowerable(f"pad mode {mode!r}")
    pads = U.const_int_list(op.arg("pad"))
    if pads is None:
        raise U.NotLowerable("pad sizes are not constants")
    r = U.rank_of(x)
    et = x.type.element_type
    value = U.const_value(op.arg("value")) if U.has_arg(op, "value") else 0
    if value is None:
        raise U.NotLowerable("the pad value is not a constant")
    if U.is_int(et) and et is not U.I1:
        value = int(value)
    lo, hi = [0] * r, [0] * r
    for i in range(len(pads) // 2):
        d = r - 1 - i
        lo[d], hi[d] = pads[2 * i], pads[2 * i + 1]
    for d in range(r):          # negative pads cut
        if lo[d] < 0 or hi[d] < 0:
            size = U.shape(x)[d]
            start, end = max(-lo[d], 0), size - max(-hi[d], 0)
            x = U.slice_dim(rw, x, d, start, end)
            lo[d], hi[d] = max(lo[d], 0), max(hi[d], 0)
    if any(lo) or any(hi):
        flat = [v for d in range(r) for v in (lo[d], hi[d])]
        x = U.tosa.pad(rw, x, flat, bool(value) if et is U.I1 else value)
    return U.finish(rw, op, x)


# ---------------------------------------------------------------------------------------------
# List-returning splits, lowered together with their prim.ListUnpack users
# ---------------------------------------------------------------------------------------------

@lowering("torch.aten.split.Tensor", "torch.aten.split_with_sizes", "torch.aten.split.sizes", "torch.aten.chunk",
          "torch.aten.unbind.int", "torch.aten.split_with_sizes_copy", "torch.aten.split_copy.Tensor",
          "torch.aten.unbind_copy.int")
def split(op, operands, rw):
    """Each piece is a ``tosa.slice`` with the size its ``prim.ListUnpack`` result has."""
    x = _x(op, operands)
    users = [u for u, _ in op.results[0].uses]
    if not users or any(u.name != "torch.prim.ListUnpack" for u in users):
        raise U.NotLowerable("the list result is used other than by prim.ListUnpack")
    n = len(users[0].results)
    if any(len(u.results) != n for u in users):
        return False
    r = U.rank_of(x)
    d = U.required_dim(op, "dim", r)
    types = [U.result_type(users[0], i) for i in range(n)]
    pieces, off = [], 0
    unbind = op.name.startswith("torch.aten.unbind")
    for t in types:
        size = 1 if unbind else t.shape[d]
        if size == U.DYN:
            raise U.NotLowerable("a piece with a dynamic size")
        p = U.slice_dim(rw, x, d, off, off + size)
        if unbind:
            p = U.reshape(rw, p, list(t.shape))
        pieces.append(U.match_type(rw, p, t))
        off += size
    for u in users:
        rw.replace_op(u, pieces)
    rw.erase_op(op)
    return True


@lowering("torch.aten.tril", "torch.aten.triu")
def tril(op, operands, rw):
    """A select with a constant mask of the last two dims."""
    import numpy as np
    x = _x(op, operands)
    sh = U.static(x, "the input")
    k = U.const_int(op.arg("diagonal"))
    if k is None or len(sh) < 2:
        raise U.NotLowerable("diagonal is not a constant")
    rows, cols = np.arange(sh[-2])[:, None], np.arange(sh[-1])[None, :]
    mask = (cols - rows <= k) if op.name.endswith("tril") else (cols - rows >= k)
    m = U.const(rw, mask, U.I1, [1] * (len(sh) - 2) + sh[-2:])
    et = x.type.element_type
    return U.finish(rw, op, U.select(rw, m, x, U.const(rw, False if et is U.I1 else 0, et, len(sh))))


@lowering("torch.aten.roll")
def roll(op, operands, rw):
    """Two slices concatenated per rolled dim."""
    x = _x(op, operands)
    shifts, dims = U.const_int_list(op.arg("shifts")), U.const_int_list(op.arg("dims"))
    if shifts is None or dims is None:
        raise U.NotLowerable("shifts/dims are not constants")
    r = U.rank_of(x)
    if not dims:
        sh = U.static(x, "the input")
        flat = U.reshape(rw, x, [int(U.A.RankedTensorType(sh, U.I1).num_elements())])
        return U.finish(rw, op, U.reshape(rw, _roll1(rw, flat, 0, shifts[0]), sh))
    for s, d in zip(shifts, dims):
        x = _roll1(rw, x, U.norm_dim(d, r), s)
    return U.finish(rw, op, x)


def _roll1(rw, x, d, s):
    n = U.shape(x)[d]
    if n == U.DYN:
        raise U.NotLowerable("rolling a dynamic dim")
    s %= max(n, 1)
    if s == 0:
        return x
    return U.tosa.concat(rw, [U.slice_dim(rw, x, d, n - s, n), U.slice_dim(rw, x, d, 0, n - s)], d)


@lowering("torch.aten.diagonal")
def diagonal(op, operands, rw):
    """A ``tosa.gather`` of the diagonal's linear indices (constants) from the flattened input."""
    import numpy as np
    x = _x(op, operands)
    sh = U.static(x, "the input")
    r = len(sh)
    off = U.const_int(op.arg("offset"))
    d1, d2 = U.dim_arg(op, "dim1", r), U.dim_arg(op, "dim2", r)
    if off is None or d1 is None or d2 is None or d1 == d2:
        raise U.NotLowerable("offset/dims are not constants")
    out = U.result_type(op)
    n = out.shape[-1]
    if n == 0 or 0 in sh:
        raise U.NotLowerable("an empty diagonal")
    strides = [int(np.prod(sh[i + 1:])) for i in range(r)]
    rest = [i for i in range(r) if i not in (d1, d2)]
    k = np.arange(n)
    rows, cols = (k, k + off) if off >= 0 else (k - off, k)
    base = rows * strides[d1] + cols * strides[d2]
    lin = base.reshape([1] * len(rest) + [n])
    for j, i in enumerate(rest):
        lin = lin + np.arange(sh[i]).reshape([sh[i] if q == j else 1 for q in range(len(rest))] + [1]) * strides[i]
    lin = np.broadcast_to(lin, [sh[i] for i in rest] + [n])
    m = int(lin.size)
    values = U.reshape(rw, x, [1, int(np.prod(sh)), 1])
    idx = U.const(rw, lin.reshape(1, m), U.I64, [1, m])
    y = rw.insert(U.tosa.GatherOp.build(values=values, indices=idx)).results[0]
    return U.finish(rw, op, U.reshape(rw, y, list(out.shape)))
