"""Reordering copies: permute/transpose/t/movedim (``linalg.transpose``-like generics), flip, roll,
repeat/tile, diagonal, triu/tril (generics reading the source with ``tensor.extract``).
Padding is in convolution.py.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap
from tmlir.ir.dialects import linalg
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC

# =============================================================================================
# Permutations and broadcasts
# =============================================================================================

@lowering("torch.aten.permute")
def permute(op, operands, rw):
    """``x.permute(2, 0, 1)`` -> ``linalg.transpose`` with that permutation."""
    x = operands[0]
    r = len(x.type.shape)
    perm = U.const_int_list(op.arg("dims"))
    if perm is None or len(perm) != r:
        return False
    perm = [U.norm_dim(p, r) for p in perm]
    if sorted(perm) != list(range(r)):
        return False
    rw.replace_op(op, U.permute_value(rw, x, perm, U.result_type(op), op.location))
    return True


@lowering("torch.aten.transpose.int")
def transpose(op, operands, rw):
    """``x.transpose(a, b)`` -> ``linalg.transpose`` swapping two dims."""
    x = operands[0]
    r = len(x.type.shape)
    a, b_ = U.dim_arg(op, "dim0", r), U.dim_arg(op, "dim1", r)
    if a is None or b_ is None:
        return False
    perm = list(range(r))
    if r:
        perm[a], perm[b_] = perm[b_], perm[a]
    rw.replace_op(op, U.permute_value(rw, x, perm, U.result_type(op), op.location))
    return True


@lowering("torch.aten.t", "torch.aten.numpy_T")
def t(op, operands, rw):
    """``x.t()``: reverse the dims (0-d and 1-d inputs are unchanged)."""
    x = operands[0]
    r = len(x.type.shape)
    perm = list(range(r))[::-1]
    rw.replace_op(op, U.permute_value(rw, x, perm, U.result_type(op), op.location))
    return True


@lowering("torch.aten.movedim.int")
def movedim(op, operands, rw):
    """``torch.movedim(x, s, d)`` -> ``linalg.transpose``."""
    x = operands[0]
    r = len(x.type.shape)
    s, d = U.dim_arg(op, "source", r), U.dim_arg(op, "destination", r)
    if s is None or d is None:
        return False
    perm = [k for k in range(r) if k != s]
    perm.insert(d, s)
    rw.replace_op(op, U.permute_value(rw, x, perm, U.result_type(op), op.location))
    return True


# =============================================================================================
# Reordering copies: flip, roll, repeat, diagonal, triangles (padding is in convolution.py)
# =============================================================================================

@lowering("torch.aten.flip")
def flip(op, operands, rw):
    """``torch.flip(x, dims)``: ``out[i] = x[size - 1 - i]`` on the flipped dims."""
    x = operands[0]
    r = len(x.type.shape)
    dims = U.const_int_list(op.arg("dims"))
    if dims is None:
        return False
    dims = {U.norm_dim(d, r) for d in dims}
    if None in dims:
        return False
    loc = op.location
    sz = U.sizes(rw, x, loc)
    ix0 = U.Ix(U.RB(rw, loc))
    last = {d: ix0.v(ix0.sub(sz[d], 1)) for d in dims}

    def source(b, idx):
        return [b.val("arith.subi", [last[k], i], A.INDEX) if k in dims else i for k, i in enumerate(idx)]
    return U.gather_of(rw, op, x, sz, source, loc)


@lowering("torch.aten.roll")
def roll(op, operands, rw):
    """``torch.roll(x, s, d)``: ``out[i] = x[(i - s) mod size]`` (shifts constant or int values)."""
    x = operands[0]
    r = len(x.type.shape)
    shifts, dims = U.int_list_entries(op.arg("shifts")), U.const_int_list(op.arg("dims"))
    if shifts is None or dims is None:
        return False
    loc = op.location
    sz = U.sizes(rw, x, loc)
    if not dims:
        if r == 0:
            rw.replace_op(op, x)
            return True
        return False
    if len(shifts) != len(dims):
        return False
    ix0 = U.Ix(U.RB(rw, loc))
    sh = {}
    for s, d in zip(shifts, dims):
        d = U.norm_dim(d, r)
        if d is None:
            return False
        # out[i] = x[(i + (-shift mod n)) % n]
        s = s if isinstance(s, int) else ix0.v(U.scalar_of(rw, s))
        sh[d] = (ix0.v(ix0.rem(ix0.sub(0, s), sz[d])), ix0.v(sz[d]))

    def source(b, idx):
        res = []
        for k, i in enumerate(idx):
            if k in sh:
                s, n = sh[k]
                res.append(b.val("arith.remsi", [b.val("arith.addi", [i, s], A.INDEX), n], A.INDEX))
            else:
                res.append(i)
        return res
    return U.gather_of(rw, op, x, sz, source, loc)


@lowering("torch.aten.repeat", "torch.aten.tile")
def repeat(op, operands, rw):
    """``x.repeat(r0, r1, ...)`` (``repeats``) and ``x.tile(dims)``: out[i] = x[i % size]
    (leading repeats add dims)."""
    x = operands[0]
    reps = U.const_int_list(U.arg_of(op, "repeats", "dims"))
    if reps is None:
        return False
    r = len(x.type.shape)
    if op.name == "torch.aten.tile" and len(reps) < r:
        reps = [1] * (r - len(reps)) + reps
    R = len(reps)
    if R < r:
        return False
    loc = op.location
    sz = U.sizes(rw, x, loc)
    ix0 = U.Ix(U.RB(rw, loc))
    out_sizes = [reps[k] for k in range(R - r)] + [ix0.mul(sz[j], reps[R - r + j]) for j in range(r)]
    szv = [ix0.v(s) for s in sz]

    def source(b, idx):
        return [b.val("arith.remsi", [idx[R - r + j], szv[j]], A.INDEX) if reps[R - r + j] != 1
                else idx[R - r + j] for j in range(r)]
    return U.gather_of(rw, op, x, out_sizes, source, loc)


@lowering("torch.aten.diagonal")
def diagonal(op, operands, rw):
    """``torch.diagonal(x, off, d1, d2)``: the diagonal becomes the last dim."""
    x = operands[0]
    r = len(x.type.shape)
    off = U.const_int(op.arg("offset"))
    d1, d2 = U.dim_arg(op, "dim1", r), U.dim_arg(op, "dim2", r)
    if off is None or d1 is None or d2 is None or d1 == d2:
        return False
    loc = op.location
    sz = U.sizes(rw, x, loc)
    ix0 = U.Ix(U.RB(rw, loc))
    n1 = sz[d1] if off >= 0 else ix0.add(sz[d1], off)
    n2 = ix0.sub(sz[d2], off) if off >= 0 else sz[d2]
    n = ix0.max(ix0.min(n1, n2), 0)
    rest = [k for k in range(r) if k not in (d1, d2)]
    out_sizes = [sz[k] for k in rest] + [n]

    def source(b, idx):
        ix = U.Ix(b)
        i = idx[-1]
        src = [None] * r
        for k, ii in zip(rest, idx[:-1]):
            src[k] = ii
        src[d1] = ix.v(ix.add(i, -off)) if off < 0 else i
        src[d2] = ix.v(ix.add(i, off)) if off > 0 else i
        return src
    return U.gather_of(rw, op, x, out_sizes, source, loc)


def _triangle(upper):
    """triu/tril: keep ``x[.., i, j]`` where ``j - i >= k`` (triu) or ``<= k`` (tril), else 0."""
    def lower(op, operands, rw):
        x = operands[0]
        r = len(x.type.shape)
        k = U.const_int(op.arg("diagonal"))
        if k is None or r < 2:
            return False
        out = U.result_type(op)
        et = out.element_type
        loc = op.location
        R = r

        def body(b, e, _o):
            i = b.insert(linalg.index(R - 2)).results[0]
            j = b.insert(linalg.index(R - 1)).results[0]
            diff = b.val("arith.subi", [j, i], A.INDEX)
            kk = b.constant(A.IntegerAttr(k, A.INDEX))
            keep = U.cmpi(b, "sge" if upper else "sle", diff, kk)
            zero = b.constant(A.IntegerAttr(0, et) if U.is_int(et) else A.FloatAttr(0.0, et))
            return U.select(b, keep, e, zero)
        init = U.empty(rw, U.sizes(rw, x, loc), et, loc)
        g = linalg.GenericOp.build_generic([x], [init], [AffineMap.identity(R)] * 2, ["parallel"] * R, body,
                                           location=loc)
        rw.insert(g)
        rw.replace_op(op, U.cast_tensor(rw, g.results[0], out, loc))
        return True
    return lower


lowering("torch.aten.triu")(_triangle(True))
lowering("torch.aten.tril")(_triangle(False))
