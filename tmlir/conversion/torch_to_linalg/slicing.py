"""Slices and concatenation: slice/select/narrow, cat, split/chunk/unbind (lowered with their
``prim.ListUnpack`` users). Slices are ``tensor.extract_slice``; cat is a chain of
``tensor.insert_slice`` into a ``tensor.empty``.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects import tensor
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC

# =============================================================================================
# Slices
# =============================================================================================

@lowering("torch.aten.slice.Tensor")
def slice_tensor(op, operands, rw):
    """``x[start:end:step]`` on one dim -> ``tensor.extract_slice`` (negative and out-of-range
    bounds are clamped as in PyTorch)."""
    x = operands[0]
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    step = U.const_int(op.arg("step")) if not U.is_none(op.arg("step")) else 1
    if d is None or step is None or step < 1:
        return False
    out = U.result_type(op)
    loc = op.location
    ix = U.Ix(U.RB(rw, loc))
    start = U.scalar_or_int(rw, op.arg("start"), loc)
    end = U.scalar_or_int(rw, op.arg("end"), loc)
    sz = U.sizes(rw, x, loc)
    st, n = U.slice_bounds(ix, start, end, step, sz[d])
    if out.shape[d] != DYN:
        n = out.shape[d]
        if n == 0:
            st = 0     # an empty slice may start anywhere; 0 is in bounds for every consumer
    s = U.extract_along(rw, x, sz, d, st, n, loc, step=step)
    rw.replace_op(op, U.cast_tensor(rw, s, out, loc))
    return True


def _dim_and_start(op, operands, rw, start_arg):
    """(x, d, sizes of x, start) for a slice along the ``dim`` argument starting at argument
    ``start_arg`` (negative: from the end); None when ``dim`` is not a constant in range."""
    x = operands[0]
    d = U.dim_arg(op, "dim", len(x.type.shape))
    if d is None:
        return None
    loc = op.location
    sz = U.sizes(rw, x, loc)
    start = U.Ix(U.RB(rw, loc)).wrap_negative(U.scalar_or_int(rw, op.arg(start_arg), loc), sz[d])
    return x, d, sz, start


@lowering("torch.aten.select.int")
def select_int(op, operands, rw):
    """``x.select(dim, i)`` -> a rank-reducing ``tensor.extract_slice``."""
    out = U.result_type(op)
    got = _dim_and_start(op, operands, rw, "index")
    if got is None:
        return False
    x, d, sz, i = got
    s = U.extract_along(rw, x, sz, d, i, 1, op.location, result_type=U.without_dim(sz, d, out.element_type))
    rw.replace_op(op, U.cast_tensor(rw, s, out, op.location))
    return True


@lowering("torch.aten.narrow")
def narrow(op, operands, rw):
    """``x.narrow(d, start, length)`` -> ``tensor.extract_slice``."""
    out = U.result_type(op)
    got = _dim_and_start(op, operands, rw, "start")
    if got is None:
        return False
    x, d, sz, st = got
    ln = U.scalar_or_int(rw, op.arg("length"), op.location)
    s = U.extract_along(rw, x, sz, d, st, out.shape[d] if out.shape[d] != DYN else ln, op.location)
    rw.replace_op(op, U.cast_tensor(rw, s, out, op.location))
    return True


# =============================================================================================
# Concatenation and splitting
# =============================================================================================

@lowering("torch.aten.cat", "torch.aten.concat", "torch.aten.concatenate")
def cat(op, operands, rw):
    """``torch.cat`` (legacy 1-D empty inputs are dropped; inputs are promoted to the result type)."""
    els = U.tensor_list(op.arg("tensors"))
    out = U.result_type(op)
    R = len(out.shape)
    d = U.dim_arg(op, "dim", R)
    if els is None or d is None:
        return False
    keep = [e for e in els if not (R > 1 and e.type.sizes is not None and list(e.type.sizes) == [0])]
    if not keep:
        rw.replace_op(op, U.empty(rw, [0 if s == DYN else s for s in out.shape], out.element_type, op.location))
        return True
    xs = [U.tensor_of(rw, e) for e in keep]
    rw.replace_op(op, U.concat_values(rw, xs, d, out, keep, op.location))
    return True


def _unpack_users(op):
    """The ``prim.ListUnpack`` ops using ``op``'s list result (None if any other user)."""
    users = [u for u, _ in op.results[0].uses]
    if not users or any(u.name != "torch.prim.ListUnpack" for u in users):
        return None
    return users


def _split_pieces(rw, x, d, sizes_, torch_outs, loc):
    """``tensor.extract_slice`` pieces of ``x`` along ``d`` with ``sizes_`` (ints / index values)."""
    ix = U.Ix(U.RB(rw, loc))
    sz = U.sizes(rw, x, loc)
    off = 0
    pieces = []
    for n, tv in zip(sizes_, torch_outs):
        p = U.extract_along(rw, x, sz, d, off, n, loc)
        pieces.append(U.cast_tensor(rw, p, U.builtin_type(tv.type), loc))
        off = ix.add(off, n)
    return pieces


def _replace_unpacks(rw, op, unpacks, pieces):
    """Replace each ``prim.ListUnpack`` of ``op``'s list by ``pieces``, then erase ``op``."""
    for u in unpacks:
        rw.replace_op(u, pieces)
    rw.erase_op(op)


def _lower_split(op, operands, rw, sizes_fn):
    """Lower a list-returning split together with its ``prim.ListUnpack`` users."""
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    unpacks = _unpack_users(op)
    if unpacks is None:
        return False
    outs = list(unpacks[0].results)
    if any(len(u.results) != len(outs) for u in unpacks):
        return False
    if any(U.builtin_type(o.type) is None for o in outs):
        return False
    r = len(x.type.shape)
    got = sizes_fn(x, r, len(outs))
    if got is None:
        return False
    d, sizes_ = got
    loc = op.location
    if callable(sizes_):
        sizes_ = sizes_(U.Ix(U.RB(rw, loc)), U.sizes(rw, x, loc))
    if len(sizes_) != len(outs):
        return False
    pieces = _split_pieces(rw, x, d, sizes_, outs, loc)
    _replace_unpacks(rw, op, unpacks, pieces)
    return True


@lowering("torch.aten.split_with_sizes", "torch.aten.split.sizes")
def split_with_sizes(op, operands, rw):
    """``torch.split(x, [1, 2], d)`` with its ``prim.ListUnpack`` -> extract_slices; the sizes are
    constants or int values (symbolic sizes of a dynamic export), where a static result dim wins."""
    def sizes_fn(x, r, n):
        entries = U.int_list_entries(U.arg_of(op, "split_sizes", "split_size"))
        d = U.dim_arg(op, "dim", r)
        if entries is None or d is None:
            return None
        if all(isinstance(e, int) for e in entries):
            return d, entries
        outs = _unpack_users(op)[0].results

        def sizes_(ix, sz):
            return [e if isinstance(e, int) else o.type.sizes[d] if o.type.sizes[d] >= 0
                    else ix.v(U.scalar_of(rw, e)) for e, o in zip(entries, outs)]
        return d, sizes_
    return _lower_split(op, operands, rw, sizes_fn)


def _even_split(op, count_arg, split_size_fn):
    """Split sizes from the int argument ``count_arg`` (a piece size or a piece count, as
    ``split_size_fn(ix, size, k, n)`` reads it)."""
    def sizes_fn(x, r, n):
        d = U.dim_arg(op, "dim", r)
        k = U.const_int(op.arg(count_arg))
        if d is None or k is None:
            return None

        def sizes_(ix, sz):
            piece = split_size_fn(ix, sz[d], k, n)
            out = []
            off = 0
            for i in range(n):
                if i < n - 1:
                    out.append(piece)
                    off = ix.add(off, piece)
                else:
                    out.append(ix.sub(sz[d], off))
            return out
        return d, sizes_
    return sizes_fn


@lowering("torch.aten.split.Tensor")
def split_tensor(op, operands, rw):
    """``torch.split(x, k, d)``: pieces of ``k`` (the last one smaller)."""
    return _lower_split(op, operands, rw, _even_split(op, "split_size", lambda ix, size, k, n: k))


@lowering("torch.aten.chunk")
def chunk(op, operands, rw):
    """``torch.chunk(x, n, d)``: pieces of ``ceil(size / n)``."""
    return _lower_split(op, operands, rw, _even_split(op, "chunks", lambda ix, size, k, n: ix.ceildiv(size, k)))


@lowering("torch.aten.unbind.int")
def unbind(op, operands, rw):
    """``torch.unbind(x, d)``: one rank-reduced slice per index of ``d``."""
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    unpacks = _unpack_users(op)
    if unpacks is None:
        return False
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    outs = list(unpacks[0].results)
    if d is None or any(U.builtin_type(o.type) is None for o in outs):
        return False
    loc = op.location
    sz = U.sizes(rw, x, loc)
    pieces = []
    for i, o in enumerate(outs):
        bt = U.builtin_type(o.type)
        p = U.extract_along(rw, x, sz, d, i, 1, loc, result_type=U.without_dim(sz, d, bt.element_type))
        pieces.append(U.cast_tensor(rw, p, bt, loc))
    _replace_unpacks(rw, op, unpacks, pieces)
    return True
