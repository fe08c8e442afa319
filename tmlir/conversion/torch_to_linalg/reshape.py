"""Reshapes: view/reshape/flatten/unflatten/squeeze/unsqueeze, view_as, and stack (a unit dim
inserted into each input, then a concatenation).

Reshapes become ``tensor.collapse_shape`` + ``tensor.expand_shape`` when the old and new shapes
group into equal products (dynamic sizes are tracked symbolically: ``x.size(0) * 8`` is the
product of the input's dim 0 and 8), else ``tensor.reshape`` with a shape tensor::

    torch.aten.view %x, [-1, 4] : [?,8] -> [?,4]
      => tensor.collapse_shape [[0, 1]] -> tensor<?xf32>; tensor.expand_shape [[0, 1]] -> tensor<?x4xf32>
"""
from __future__ import annotations

from fractions import Fraction

from tmlir.ir import attributes as A
from tmlir.ir.dialects import tensor
from tmlir.conversion.backend_types import TORCH_C_CASTS
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC

# =============================================================================================
# Reshapes
# =============================================================================================

class _Mono:
    """A size as ``coeff * product(symbols)``: static sizes have no symbols, a dynamic input dim
    is the symbol ``('in', i)``, an unknown value ``v`` the symbol ``('v', v)``. ``s`` is the
    multiset of symbols, as a frozenset of (symbol, multiplicity)."""

    __slots__ = ("c", "s")

    def __init__(self, c, s=()):
        counts = {}
        for x in s:
            counts[x] = counts.get(x, 0) + 1
        self.c, self.s = Fraction(c), frozenset(counts.items())

    def symbols(self):
        return [x for x, n in self.s for _ in range(n)]

    def __mul__(self, o):
        return _Mono(self.c * o.c, self.symbols() + o.symbols())

    def __truediv__(self, o):
        rest = self.symbols()
        for x in o.symbols():
            if x not in rest:
                return None
            rest.remove(x)
        return _Mono(self.c / o.c, rest) if o.c else None

    def __eq__(self, o):
        return isinstance(o, _Mono) and self.c == o.c and self.s == o.s

    def __hash__(self):
        return hash((self.c, self.s))

    def is_one(self):
        return self.c == 1 and not self.s

    def divides(self, o):
        """``o == self * k`` with ``k`` a size >= 1 (an integral factor or extra symbols)."""
        q = o / self
        if q is None:
            return False
        return bool(q.s) or (q.c.denominator == 1 and q.c >= 1)


def _group(ins, outs):
    """Reassociation groups ``(in_groups, out_groups)`` pairing runs of dims with equal products,
    or None when the shapes do not group."""
    ig, og = [], []
    i = j = 0
    n, m = len(ins), len(outs)
    while i < n and j < m:
        gi, gj = [i], [j]
        pi, pj = ins[i], outs[j]
        i += 1
        j += 1
        for _ in range(n + m + 1):
            if pi == pj:
                break
            if pi.divides(pj) and i < n:
                pi = pi * ins[i]
                gi.append(i)
                i += 1
            elif pj.divides(pi) and j < m:
                pj = pj * outs[j]
                gj.append(j)
                j += 1
            else:
                return None
        if pi != pj:
            return None
        ig.append(gi)
        og.append(gj)
    for k in range(i, n):
        if not ins[k].is_one():
            return None
        if not ig:
            return None
        ig[-1].append(k)
    for k in range(j, m):
        if not outs[k].is_one():
            return None
        if not og:
            return None
        og[-1].append(k)
    return ig, og


def _in_monos(x):
    return [_Mono(s) if s != DYN else _Mono(1, [("in", i)]) for i, s in enumerate(x.type.shape)]


def _mono_of_scalar(v, x_root, in_monos, depth=0):
    """Trace a builtin i64/index scalar to a monomial of the input dims (``tensor.dim`` of the
    reshaped tensor, constants, products); an unknown value is a symbol of its own."""
    own = _Mono(1, [("v", v)])
    if depth > 16:
        return own
    d = v.defining_op
    if d is None:
        return own
    if d.name in TORCH_C_CASTS or d.name == "arith.index_cast":
        return _mono_of_scalar(d.operand(0), x_root, in_monos, depth + 1)
    if d.name == "arith.constant":
        val = getattr(d.properties.get("value"), "value", None)
        return _Mono(val) if isinstance(val, int) else own
    if d.name == "tensor.dim":
        src = U.strip_casts(d.operand(0))
        k = U.const_index(d.operand(1))
        if src is x_root and k is not None and 0 <= k < len(in_monos):
            return in_monos[k]
        return own
    if d.name == "arith.muli":
        return (_mono_of_scalar(d.operand(0), x_root, in_monos, depth + 1)
                * _mono_of_scalar(d.operand(1), x_root, in_monos, depth + 1))
    return own


def reshape_to(rw, x, out_type, out_monos, out_sizes, loc=None):
    """Reshape ``x`` to ``out_type``: collapse/expand when the shapes group (``out_monos``: the
    symbolic output sizes), else ``tensor.reshape``. ``out_sizes``: ints or index values."""
    ins = _in_monos(x)
    out_sizes = [out_type.shape[k] if out_type.shape[k] != DYN else s for k, s in enumerate(out_sizes)]
    groups = _group(ins, out_monos) if out_monos is not None else None
    if groups is None and not ins and all(m.is_one() for m in (out_monos or [])) and out_monos is not None:
        groups = ([], [])
    if groups is None and out_monos is not None and not out_monos and all(m.is_one() for m in ins):
        groups = ([], [])
    if groups is None:
        vals = [U.as_i64(rw, s, loc) for s in out_sizes]
        shape_t = A.RankedTensorType([len(vals)], A.I64)
        shp = rw.insert(tensor.FromElementsOp.build_from_elements(vals, shape_t, location=loc)).results[0]
        return rw.insert(tensor.ReshapeOp.build(source=x, shape=shp, result_=out_type, location=loc)).results[0]
    ig, og = groups
    cur = x
    rank_in, rank_out = len(x.type.shape), len(out_type.shape)
    if not (len(ig) == rank_in and all(len(g) == 1 for g in ig)):
        cur = rw.insert(tensor.CollapseShapeOp.build_collapse(cur, ig, location=loc)).results[0]
    if not (len(og) == rank_out and all(len(g) == 1 for g in og)):
        shape = U.static_shape(out_sizes)
        t = A.RankedTensorType(shape, out_type.element_type)
        cur = rw.insert(tensor.ExpandShapeOp.build_expand(cur, og, t, output_shape=list(out_sizes),
                                                     location=loc)).results[0]
    return U.cast_tensor(rw, cur, out_type, loc)


@lowering("torch.aten.view", "torch.aten._unsafe_view", "torch.aten.reshape", "torch.aten._reshape_alias")
def view(op, operands, rw):
    """``aten.view %x, [a, -1, ...]`` (constants, ``size.int`` products or any int values)."""
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    out = U.result_type(op)
    entries = U.int_list_entries(U.arg_of(op, "size", "shape"))
    if entries is None or len(entries) != len(out.shape):
        return False
    if sum(1 for e in entries if isinstance(e, int) and e == -1) > 1:
        return False
    loc = op.location
    b = U.RB(rw, loc)
    ix = U.Ix(b)
    x_root = U.strip_casts(op.arg("self"))
    ins = _in_monos(x)
    monos, sizes_ = [], []
    infer_at = None
    for k, e in enumerate(entries):
        if isinstance(e, int):
            if e == -1:
                infer_at = k
                monos.append(None)
                sizes_.append(None)
                continue
            monos.append(_Mono(e))
            sizes_.append(e)
        else:
            s = U.scalar_of(rw, e)
            monos.append(_mono_of_scalar(s, x_root, ins))
            sizes_.append(out.shape[k] if out.shape[k] != DYN else ix.v(s))
    if infer_at is not None:
        total = _Mono(1)
        for m in ins:
            total = total * m
        others = _Mono(1)
        for m in monos:
            if m is not None:
                others = others * m
        monos[infer_at] = total / others
        if out.shape[infer_at] != DYN:
            sizes_[infer_at] = out.shape[infer_at]
        else:
            rest = ix.prod([s for s in sizes_ if s is not None])
            sizes_[infer_at] = ix.floordiv(ix.prod(U.sizes(rw, x, loc)), rest)
    if any(m is None for m in monos):
        monos = None
    rw.replace_op(op, reshape_to(rw, x, out, monos, sizes_, loc))
    return True


def _reshape_known(rw, op, x, out, monos, sizes_):
    rw.replace_op(op, reshape_to(rw, x, out, monos, sizes_, op.location))
    return True


@lowering("torch.aten.flatten.using_ints")
def flatten(op, operands, rw):
    """``x.flatten(s, e)``: dims ``s..e`` collapse into one (``[2,3,4]`` -> ``[2,12]``)."""
    x = operands[0]
    r = len(x.type.shape)
    s, e = U.const_int(op.arg("start_dim")), U.const_int(op.arg("end_dim"))
    if s is None or e is None:
        return False
    out = U.result_type(op)
    if r == 0:
        return _reshape_known(rw, op, x, out, [_Mono(1)], [1])
    s, e = U.norm_dim(s, r), U.norm_dim(e, r)
    if s is None or e is None or s > e:
        return False
    ix = U.Ix(U.RB(rw, op.location))
    ins, sz = _in_monos(x), U.sizes(rw, x, op.location)
    m = _Mono(1)
    for k in range(s, e + 1):
        m = m * ins[k]
    return _reshape_known(rw, op, x, out, ins[:s] + [m] + ins[e + 1:],
                          sz[:s] + [ix.prod(sz[s:e + 1])] + sz[e + 1:])


@lowering("torch.aten.unflatten.int")
def unflatten(op, operands, rw):
    """``x.unflatten(d, (a, -1))``: dim ``d`` expands into the given sizes."""
    x = operands[0]
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    entries = U.int_list_entries(op.arg("sizes"))
    if d is None or entries is None:
        return False
    out = U.result_type(op)
    loc = op.location
    ix = U.Ix(U.RB(rw, loc))
    ins, sz = _in_monos(x), U.sizes(rw, x, loc)
    x_root = U.strip_casts(op.arg("self"))
    monos, vals, infer = [], [], None
    for k, e in enumerate(entries):
        if isinstance(e, int) and e == -1:
            infer = k
            monos.append(None)
            vals.append(None)
        elif isinstance(e, int):
            monos.append(_Mono(e))
            vals.append(e)
        else:
            s = U.scalar_of(rw, e)
            monos.append(_mono_of_scalar(s, x_root, ins))
            vals.append(ix.v(s))
    if infer is not None:
        others = _Mono(1)
        for m in monos:
            if m is not None:
                others = others * m
        monos[infer] = ins[d] / others
        vals[infer] = ix.floordiv(sz[d], ix.prod([v for v in vals if v is not None]))
    if any(m is None for m in monos):
        monos = None
        return _reshape_known(rw, op, x, out, None, sz[:d] + vals + sz[d + 1:])
    return _reshape_known(rw, op, x, out, ins[:d] + monos + ins[d + 1:], sz[:d] + vals + sz[d + 1:])


def _squeeze(op, operands, rw, dims):
    x = operands[0]
    out = U.result_type(op)
    r = len(x.type.shape)
    ins, sz = _in_monos(x), U.sizes(rw, x, op.location)
    keep = [k for k in range(r) if k not in dims]
    if len(keep) != len(out.shape):
        return False
    return _reshape_known(rw, op, x, out, [ins[k] for k in keep], [sz[k] for k in keep])


@lowering("torch.aten.squeeze")
def squeeze_all(op, operands, rw):
    """``x.squeeze()``: drop every static size-1 dim (``[1,3,1]`` -> ``[3]``)."""
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    return _squeeze(op, operands, rw, {k for k, s in enumerate(x.type.shape) if s == 1})


@lowering("torch.aten.squeeze.dim")
def squeeze_dim(op, operands, rw):
    """``x.squeeze(d)``: drop dim ``d`` when it is 1, else the value is unchanged."""
    x = operands[0]
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    if d is None:
        return False
    if r == 0 or x.type.shape[d] != 1:
        if len(U.result_type(op).shape) != r:
            return False
        rw.replace_op(op, U.cast_tensor(rw, x, U.result_type(op), op.location))
        return True
    return _squeeze(op, operands, rw, {d})


@lowering("torch.aten.squeeze.dims")
def squeeze_dims(op, operands, rw):
    """``x.squeeze((0, 2))``: drop the listed size-1 dims."""
    x = operands[0]
    r = len(x.type.shape)
    ds = U.const_int_list(op.arg("dim"))
    if ds is None:
        return False
    ds = [U.norm_dim(d, r) for d in ds]
    if any(d is None for d in ds) and r > 0:
        return False
    return _squeeze(op, operands, rw, {d for d in ds if d is not None and r > 0 and x.type.shape[d] == 1})


@lowering("torch.aten.unsqueeze")
def unsqueeze(op, operands, rw):
    """``x.unsqueeze(d)``: insert a size-1 dim (``tensor.expand_shape``)."""
    x = operands[0]
    r = len(x.type.shape)
    d = U.const_int(op.arg("dim"))
    if d is None:
        return False
    if d < 0:
        d += r + 1
    if not 0 <= d <= r:
        return False
    out = U.result_type(op)
    ins, sz = _in_monos(x), U.sizes(rw, x, op.location)
    return _reshape_known(rw, op, x, out, ins[:d] + [_Mono(1)] + ins[d:], sz[:d] + [1] + sz[d:])


@lowering("torch.aten.stack")
def stack(op, operands, rw):
    """``torch.stack([a, b], d)``: each input gets a unit dim at ``d``, then they concatenate."""
    els = U.tensor_list(op.arg("tensors"))
    out = U.result_type(op)
    R = len(out.shape)
    d = U.dim_arg(op, "dim", R)
    if els is None or d is None or not els:
        return False
    loc = op.location
    xs = []
    for e in els:
        x = U.tensor_of(rw, e)
        ins, sz = _in_monos(x), U.sizes(rw, x, loc)
        ut = A.RankedTensorType(list(x.type.shape[:d]) + [1] + list(x.type.shape[d:]), x.type.element_type)
        xs.append(reshape_to(rw, x, ut, ins[:d] + [_Mono(1)] + ins[d:], sz[:d] + [1] + sz[d:], loc))
    rw.replace_op(op, U.concat_values(rw, xs, d, out, els, loc))
    return True



@lowering("torch.aten.view_as", "torch.aten.reshape_as")
def view_as(op, operands, rw):
    """``x.view_as(y)``: a reshape to ``y``'s sizes (clone/contiguous/alias are identities in
    elementwise.py)."""
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    out = U.result_type(op)
    if out.element_type is not x.type.element_type:
        return False
    if len(out.shape) != len(x.type.shape) or any(
            a != DYN and b != DYN and a != b for a, b in zip(out.shape, x.type.shape)):
        if op.name not in ("torch.aten.view_as", "torch.aten.reshape_as"):
            return False
        y = operands[1]
        ysz = U.sizes(rw, y, op.location)
        rw.replace_op(op, reshape_to(rw, x, out, [_Mono(s) if isinstance(s, int) else _Mono(1, [("v", s)])
                                                  for s in ysz], ysz, op.location))
        return True
    rw.replace_op(op, U.cast_tensor(rw, x, out, op.location))
    return True
