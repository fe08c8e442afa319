"""Broadcasts: expand/broadcast_to/expand_as (a generic reading size-1 dims at index 0), and
``aten.copy`` (the source broadcast to the destination's shape, in its dtype).
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap
from tmlir.ir.dialects import linalg
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC

def broadcast_value(rw, x, out_type, out_sizes, loc=None):
    """Broadcast ``x`` (right-aligned) to ``out_sizes``; a dynamic input dim whose output size is
    not known to match is read at index 0 when it is 1 at run time."""
    R = len(out_type.shape)
    xs = x.type.shape
    r = len(xs)
    out_static = out_type.shape
    if not any(s == DYN for s in xs):
        maps = U.broadcast_maps([x], R, list(out_static))
        init = U.empty(rw, out_sizes, out_type.element_type, loc)
        g = linalg.GenericOp.build_generic([x], [init], [maps[0], AffineMap.identity(R)], ["parallel"] * R,
                                           lambda b, e, _o: e, location=loc)
        rw.insert(g)
        return U.cast_tensor(rw, g.results[0], out_type, loc)
    # dynamic input dims: index with (dim == 1 ? 0 : i)
    b0 = U.RB(rw, loc)
    ix0 = U.Ix(b0)
    xsz = U.sizes(rw, x, loc)
    is_one = {}
    for j, s in enumerate(xs):
        if s == DYN:
            is_one[j] = U.cmpi(b0, "eq", ix0.v(xsz[j]), ix0.v(1))

    def body(b, idx):
        ix = U.Ix(b)
        sel = []
        for j, s in enumerate(xs):
            i = idx[R - r + j]
            if s == 1 and out_static[R - r + j] != 1:
                sel.append(ix.v(0))
            elif s == DYN:
                sel.append(U.select(b, is_one[j], ix.v(0), i))
            else:
                sel.append(i)
        return U.extract(b, x, sel)
    return U.gather_generic(rw, out_type, out_sizes, body, loc)


@lowering("torch.aten.expand", "torch.aten.broadcast_to")
def expand(op, operands, rw):
    """``x.expand(3, -1, 4)``: a broadcasting ``linalg.generic`` (-1 keeps the input size)."""
    x = operands[0]
    out = U.result_type(op)
    entries = U.int_list_entries(op.arg("size"))
    if entries is None or len(entries) != len(out.shape):
        return False
    loc = op.location
    R, r = len(out.shape), len(x.type.shape)
    xsz = U.sizes(rw, x, loc)
    ix = U.Ix(U.RB(rw, loc))
    sizes_ = []
    for k, e in enumerate(entries):
        j = k - (R - r)
        if out.shape[k] != DYN:
            sizes_.append(out.shape[k])
        elif isinstance(e, int) and e == -1:
            sizes_.append(xsz[j])
        elif isinstance(e, int):
            sizes_.append(e)
        else:
            s = U.scalar_of(rw, e)
            sizes_.append(ix.v(s))
    # a dynamic input dim kept by -1 (or by its own size) maps one to one; any other dynamic
    # input dim may be a broadcast 1 at run time
    same = [False] * r
    for k, e in enumerate(entries):
        j = k - (R - r)
        if j >= 0 and x.type.shape[j] == DYN and (isinstance(e, int) and e == -1 or
                                                   _is_dim_of(e, op.arg("self"), j, rw)):
            same[j] = True
    if any(s == DYN and not same[j] for j, s in enumerate(x.type.shape)):
        rw.replace_op(op, broadcast_value(rw, x, out, sizes_, loc))
        return True
    maps = U.broadcast_maps([x], R, list(out.shape))
    init = U.empty(rw, sizes_, out.element_type, loc)
    g = linalg.GenericOp.build_generic([x], [init], [maps[0], AffineMap.identity(R)], ["parallel"] * R,
                                       lambda b, e, _o: e, location=loc)
    rw.insert(g)
    rw.replace_op(op, U.cast_tensor(rw, g.results[0], out, loc))
    return True


def _is_dim_of(e, torch_x, j, rw):
    """Whether the int list entry ``e`` is ``size(torch_x, j)``."""
    if isinstance(e, int):
        return False
    s = U.strip_casts(e)
    x_root = U.strip_casts(torch_x)
    for _ in range(4):
        d = s.defining_op
        if d is None:
            return False
        if d.name == "arith.index_cast":
            s = d.operand(0)
            continue
        if d.name == "tensor.dim":
            return U.strip_casts(d.operand(0)) is x_root and U.const_index(d.operand(1)) == j
        if d.name == "torch.aten.size.int":
            return U.strip_casts(d.operand(0)) is x_root and U.const_int(d.operand(1)) in (j, j - len(
                torch_x.type.sizes or []))
        return False
    return False


@lowering("torch.aten.expand_as")
def expand_as(op, operands, rw):
    """``x.expand_as(y)``: broadcast to ``y``'s sizes."""
    x, y = operands[0], operands[1]
    out = U.result_type(op)
    rw.replace_op(op, broadcast_value(rw, x, out, U.sizes(rw, y, op.location), op.location))
    return True


@lowering("torch.aten.copy")
def copy(op, operands, rw):
    """``aten.copy(self, src)``: ``src`` broadcast to ``self``'s shape, in ``self``'s dtype."""
    dst, src = operands[0], operands[1]
    if not U.ranked(getattr(dst, "type", None)) or not U.ranked(getattr(src, "type", None)):
        return False
    out = U.result_type(op)
    et = out.element_type
    torch_src = op.arg("src")
    loc = op.location
    rw.replace_op(op, U.elementwise(rw, [src], out, lambda b, e: U.convert_scalar(b, e, et, src_unsigned=U.is_unsigned_value(torch_src)), loc)
                  if len(src.type.shape) == len(out.shape) and all(
                      a == b_ for a, b_ in zip(src.type.shape, out.shape))
                  else broadcast_value(rw, U.convert_tensor(rw, src, et, loc, U.is_unsigned_value(torch_src)), out,
                                       U.sizes(rw, dst, loc), loc))
    return True
