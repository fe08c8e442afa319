"""Views and data movement: view/reshape/flatten/unflatten/squeeze/unsqueeze, permute/transpose,
expand, slice/select/narrow, cat/stack, split (with its ``prim.ListUnpack``), flip, roll, repeat,
triu/tril, copy, diagonal, movedim.

Reshapes become ``tensor.collapse_shape`` + ``tensor.expand_shape`` when the old and new shapes
group into equal products (dynamic sizes are tracked symbolically: ``x.size(0) * 8`` is the
product of the input's dim 0 and 8), else ``tensor.reshape`` with a shape tensor::

    torch.aten.view %x, [-1, 4] : [?,8] -> [?,4]
      => tensor.collapse_shape [[0, 1]] -> tensor<?xf32>; tensor.expand_shape [[0, 1]] -> tensor<?x4xf32>

The first part of this file holds small helpers the indexing/creation lowerings share (reading
constants also once ``torch.constant.*`` are converted, index arithmetic folding Python ints, and
``gather_generic``: a ``linalg.generic`` whose body reads the source with ``tensor.extract``).
"""
from __future__ import annotations

from fractions import Fraction

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap
from tmlir.ir.dialects import linalg, tensor as T
from tmlir.conversion.backend_types import TORCH_C_CASTS
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC
INT64_MAX = 9223372036854775807

# =============================================================================================
# Shared helpers (also used by indexing.py, creation.py and scalar.py)
# =============================================================================================


def _strip_casts(v):
    """The value under any ``torch_c`` casts (``torch_c.from_i64(%c)`` -> ``%c``)."""
    for _ in range(8):
        d = v.defining_op
        if d is None or d.name not in TORCH_C_CASTS:
            return v
        v = d.operand(0)
    return v


def const_scalar(v):
    """The Python value of a constant torch scalar operand, also after ``torch.constant.*`` was
    converted to ``arith.constant`` (then seen through ``torch_c.from_i64``). None if not constant.

    >>> const_scalar(%int3)   # torch.constant.int 3, or torch_c.from_i64(arith.constant 3 : i64)
    3
    """
    c = U.const_number(v)
    if c is not None:
        return c
    b = _strip_casts(v)
    d = b.defining_op
    if d is not None and d.name == "arith.constant":
        a = d.properties.get("value")
        val = getattr(a, "value", None)
        if isinstance(val, (int, float)):
            if b.type is A.I1:
                return bool(val)
            return val
    return None


def cint(v):
    """A constant int operand (see ``const_scalar``), else None."""
    c = const_scalar(v)
    return c if isinstance(c, int) and not isinstance(c, bool) else (int(c) if isinstance(c, bool) else None)


def cbool(v):
    c = const_scalar(v)
    return None if c is None else bool(c)


def cint_list(v):
    """``[ints]`` of a ``prim.ListConstruct`` of constant ints, else None."""
    els = U.list_elements(v)
    if els is None:
        return None
    out = [cint(e) for e in els]
    return None if any(o is None for o in out) else out


def is_none(v):
    return U.is_none(v)


def int_list_entries(v):
    """The elements of an int list operand: a Python int for each constant, the torch value for the
    others; None if the list is not a ``prim.ListConstruct``."""
    els = U.list_elements(v)
    if els is None:
        return None
    return [cint(e) if cint(e) is not None else e for e in els]


def scalar_of(rw, v):
    """The builtin scalar (i64/f64/i1) of a torch scalar operand."""
    b = _strip_casts(v)
    if b.type in (A.I64, A.F64, A.I1):
        return b
    return rw.get_remapped_value(v, rw.type_converter)


def tensor_of(rw, v):
    """The builtin tensor of a torch tensor operand (materialized when needed)."""
    b = _strip_casts(v)
    if isinstance(b.type, A.RankedTensorType):
        return b
    return rw.get_remapped_value(v, rw.type_converter)


def ranked(t):
    return isinstance(t, A.RankedTensorType)


def op_name(op):
    """The op name of ``op`` (``torch.aten.squeeze.dims``)."""
    return op.name


class RB:
    """The rewriter seen as a body builder (``.val``/``.constant``), so scalar helpers work both
    outside and inside regions."""

    def __init__(self, rw, loc):
        self.rw, self.loc = rw, loc

    def val(self, name, operands, t, props=None):
        return U.arith(self.rw, name, operands, t, self.loc, props)

    def constant(self, attr):
        if attr.type is A.INDEX:
            return U.index(self.rw, attr.value, self.loc)
        return U.scalar_const(self.rw, attr.value, attr.type, self.loc)

    def insert(self, op):
        return self.rw.insert(op)


_CMPI = {n: i for i, n in enumerate(("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"))}
_CMPF = {n: i for i, n in enumerate(("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                                     "ult", "ule", "une", "uno", "true"))}


def cmpi(b, pred, x, y):
    return b.val("arith.cmpi", [x, y], A.I1, {"predicate": A.IntegerAttr(_CMPI[pred], A.I64)})


def cmpf(b, pred, x, y):
    return b.val("arith.cmpf", [x, y], A.I1, {"predicate": A.IntegerAttr(_CMPF[pred], A.I64)})


def select(b, c, x, y):
    return b.val("arith.select", [c, x, y], x.type)


class Ix:
    """Index arithmetic on Python ints and ``index`` values, folding when both are ints.

    >>> ix = Ix(b); ix.mul(2, 3)      # 6
    >>> ix.add(%d, 1)                 # arith.addi %d, %c1 : index
    """

    def __init__(self, b):
        self.b = b

    def v(self, x):
        """An index Value for an int, index value or i64/other int value."""
        if isinstance(x, int):
            return self.b.constant(A.IntegerAttr(x, A.INDEX))
        if x.type is A.INDEX:
            return x
        if type(x.type) is A.IntegerType and x.type.width != 64:
            x = U.convert_scalar(self.b, x, A.I64)
        return self.b.val("arith.index_cast", [x], A.INDEX)

    def _bin(self, name, x, y, fold):
        if isinstance(x, int) and isinstance(y, int):
            return fold(x, y)
        return self.b.val(name, [self.v(x), self.v(y)], A.INDEX)

    def add(self, x, y):
        if isinstance(y, int) and y == 0:
            return x
        return self._bin("arith.addi", x, y, lambda a, c: a + c)

    def sub(self, x, y):
        if isinstance(y, int) and y == 0:
            return x
        return self._bin("arith.subi", x, y, lambda a, c: a - c)

    def mul(self, x, y):
        if isinstance(y, int) and y == 1:
            return x
        if isinstance(x, int) and x == 1:
            return y
        return self._bin("arith.muli", x, y, lambda a, c: a * c)

    def floordiv(self, x, y):
        if isinstance(y, int) and y == 1:
            return x
        return self._bin("arith.floordivsi", x, y, lambda a, c: a // c)

    def ceildiv(self, x, y):
        if isinstance(y, int) and y == 1:
            return x
        return self._bin("arith.ceildivsi", x, y, lambda a, c: -((-a) // c))

    def rem(self, x, y):
        """Python-style (non-negative for positive y) remainder."""
        if isinstance(x, int) and isinstance(y, int):
            return x % y
        r = self._bin("arith.remsi", x, y, None)
        neg = cmpi(self.b, "slt", r, self.v(0))
        return select(self.b, neg, self.b.val("arith.addi", [r, self.v(y)], A.INDEX), r)

    def max(self, x, y):
        return self._bin("arith.maxsi", x, y, max)

    def min(self, x, y):
        return self._bin("arith.minsi", x, y, min)

    def clamp(self, x, lo, hi):
        return self.min(self.max(x, lo), hi)

    def wrap_negative(self, x, size):
        """``x + size`` when ``x < 0`` (torch's negative index/dim convention)."""
        if isinstance(x, int):
            if x >= 0:
                return x
            if isinstance(size, int):
                return x + size
            return self.add(size, x)
        xv = self.v(x)
        neg = cmpi(self.b, "slt", xv, self.v(0))
        return select(self.b, neg, self.b.val("arith.addi", [xv, self.v(size)], A.INDEX), xv)

    def prod(self, xs):
        p = 1
        for x in xs:
            p = self.mul(p, x)
        return p


def static_shape(sizes_):
    """``[int | Value]`` -> a shape list with DYNAMIC for values."""
    return [s if isinstance(s, int) else DYN for s in sizes_]


def fit(rw, v, out_type, loc=None):
    """``tensor.cast`` ``v`` to ``out_type`` when only the static information differs."""
    if v.type is out_type:
        return v
    return U.cast_tensor(rw, v, out_type, loc)


def gather_generic(rw, out_type, out_sizes, body, loc=None, inputs=(), input_maps=()):
    """A ``linalg.generic`` over ``out_sizes`` producing ``out_type``; ``body(b, idx, *in_elems)``
    gets the loop indices (``linalg.index``) and the elements of ``inputs`` (read with
    ``input_maps``) and returns the element to store (typically via ``tensor.extract``).

    >>> gather_generic(rw, t, [3, 4], lambda b, idx: extract(b, x, [idx[1], idx[0]]))
    """
    R = len(out_type.shape)
    init = U.empty(rw, out_sizes, out_type.element_type, loc)
    maps = list(input_maps) + [AffineMap.identity(R)]

    def _body(b, *args):
        idx = [b.insert(linalg.index(d)).results[0] for d in range(R)]
        return body(b, idx, *args[:len(inputs)])
    g = linalg.GenericOp.build_generic(list(inputs), [init], maps, ["parallel"] * R, _body, location=loc)
    rw.insert(g)
    return fit(rw, g.results[0], out_type, loc)


def extract(b, x, idx):
    """``tensor.extract x[idx]`` (index values)."""
    return b.insert(T.ExtractOp.build_extract(x, list(idx))).results[0]


def convert_elem(b, v, to, torch_v=None):
    """Convert a scalar element to ``to``, honouring an unsigned torch source dtype."""
    return U.convert_scalar(b, v, to, src_unsigned=U.is_unsigned(U.torch_dtype(torch_v)) if torch_v is not None
                            else False)


def scalar_to(b, v, to):
    """Convert a ``!torch.float/int`` scalar (f64/i64) to ``to``, looking through a widening that
    produced it (``arith.extf %f32 -> f64`` then to f32 is ``%f32``): no f64 arithmetic is left
    on the host when ``item()`` feeds a fill."""
    d = v.defining_op
    if d is not None and d.name in ("arith.extf", "arith.extsi", "arith.extui") and d.operand(0).type is to:
        return d.operand(0)
    if d is not None and d.name == "arith.sitofp" and U.is_float(to):
        return U.convert_scalar(b, d.operand(0), to)
    return U.convert_scalar(b, v, to)


def convert_tensor(rw, x, to_elt, torch_v=None, loc=None):
    """``x`` with its elements converted to ``to_elt`` (a ``linalg.generic``), or ``x`` itself."""
    if x.type.element_type is to_elt:
        return x
    out = A.RankedTensorType(list(x.type.shape), to_elt)
    return U.elementwise(rw, [x], out, lambda b, e: convert_elem(b, e, to_elt, torch_v), loc)


def norm_dim(d, rank):
    """A dim in ``[0, rank)`` from a possibly negative one; None when out of range."""
    if d is None:
        return None
    if d < 0:
        d += rank
    return d if 0 <= d < max(rank, 1) else None


# =============================================================================================
# Reshapes
# =============================================================================================

class _Mono:
    """A size as ``coeff * product(symbols)``: static sizes have no symbols, a dynamic input dim
    is the symbol ``('in', i)``, an unknown value a symbol of its own."""

    __slots__ = ("c", "s")

    def __init__(self, c, s=()):
        self.c, self.s = Fraction(c), tuple(sorted(s, key=repr))

    def __mul__(self, o):
        return _Mono(self.c * o.c, self.s + o.s)

    def __truediv__(self, o):
        rest = list(self.s)
        for x in o.s:
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
    own = _Mono(1, [("v", id(v))])
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
        src = _strip_casts(d.operand(0))
        k = _const_index(d.operand(1))
        if src is x_root and k is not None and 0 <= k < len(in_monos):
            return in_monos[k]
        return own
    if d.name == "arith.muli":
        return (_mono_of_scalar(d.operand(0), x_root, in_monos, depth + 1)
                * _mono_of_scalar(d.operand(1), x_root, in_monos, depth + 1))
    return own


def _const_index(v):
    d = v.defining_op
    if d is not None and d.name == "arith.constant":
        val = getattr(d.properties.get("value"), "value", None)
        return val if isinstance(val, int) else None
    return None


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
        shp = rw.insert(T.FromElementsOp.build_from_elements(vals, shape_t, location=loc)).results[0]
        return rw.insert(T.ReshapeOp.build(source=x, shape=shp, result_=out_type, location=loc)).results[0]
    ig, og = groups
    cur = x
    rank_in, rank_out = len(x.type.shape), len(out_type.shape)
    if not (len(ig) == rank_in and all(len(g) == 1 for g in ig)):
        cur = rw.insert(T.CollapseShapeOp.build_collapse(cur, ig, location=loc)).results[0]
    if not (len(og) == rank_out and all(len(g) == 1 for g in og)):
        shape = static_shape(out_sizes)
        t = A.RankedTensorType(shape, out_type.element_type)
        cur = rw.insert(T.ExpandShapeOp.build_expand(cur, og, t, output_shape=list(out_sizes),
                                                     location=loc)).results[0]
    return fit(rw, cur, out_type, loc)


@lowering("torch.aten.view", "torch.aten._unsafe_view", "torch.aten.reshape", "torch.aten._reshape_alias")
def view(op, operands, rw):
    """``aten.view %x, [a, -1, ...]`` (constants, ``size.int`` products or any int values)."""
    x = operands[0]
    if not ranked(getattr(x, "type", None)):
        return False
    out = U.result_type(op)
    entries = int_list_entries(op.operand(1))
    if entries is None or len(entries) != len(out.shape):
        return False
    if sum(1 for e in entries if isinstance(e, int) and e == -1) > 1:
        return False
    loc = op.location
    b = RB(rw, loc)
    ix = Ix(b)
    x_root = _strip_casts(op.operand(0))
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
            s = scalar_of(rw, e)
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
    s, e = cint(op.operand(1)), cint(op.operand(2))
    if s is None or e is None:
        return False
    out = U.result_type(op)
    if r == 0:
        return _reshape_known(rw, op, x, out, [_Mono(1)], [1])
    s, e = norm_dim(s, r), norm_dim(e, r)
    if s is None or e is None or s > e:
        return False
    ix = Ix(RB(rw, op.location))
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
    d = norm_dim(cint(op.operand(1)), r)
    entries = int_list_entries(op.operand(2))
    if d is None or entries is None:
        return False
    out = U.result_type(op)
    loc = op.location
    ix = Ix(RB(rw, loc))
    ins, sz = _in_monos(x), U.sizes(rw, x, loc)
    x_root = _strip_casts(op.operand(0))
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
            s = scalar_of(rw, e)
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
    if not ranked(getattr(x, "type", None)):
        return False
    return _squeeze(op, operands, rw, {k for k, s in enumerate(x.type.shape) if s == 1})


@lowering("torch.aten.squeeze.dim")
def squeeze_dim(op, operands, rw):
    """``x.squeeze(d)``: drop dim ``d`` when it is 1, else the value is unchanged."""
    x = operands[0]
    r = len(x.type.shape)
    d = norm_dim(cint(op.operand(1)), r)
    if d is None:
        return False
    if r == 0 or x.type.shape[d] != 1:
        if len(U.result_type(op).shape) != r:
            return False
        rw.replace_op(op, fit(rw, x, U.result_type(op), op.location))
        return True
    return _squeeze(op, operands, rw, {d})


@lowering("torch.aten.squeeze.dims")
def squeeze_dims(op, operands, rw):
    """``x.squeeze((0, 2))``: drop the listed size-1 dims."""
    x = operands[0]
    r = len(x.type.shape)
    ds = cint_list(op.operand(1))
    if ds is None:
        return False
    ds = [norm_dim(d, r) for d in ds]
    if any(d is None for d in ds) and r > 0:
        return False
    return _squeeze(op, operands, rw, {d for d in ds if d is not None and r > 0 and x.type.shape[d] == 1})


@lowering("torch.aten.unsqueeze")
def unsqueeze(op, operands, rw):
    """``x.unsqueeze(d)``: insert a size-1 dim (``tensor.expand_shape``)."""
    x = operands[0]
    r = len(x.type.shape)
    d = cint(op.operand(1))
    if d is None:
        return False
    if d < 0:
        d += r + 1
    if not 0 <= d <= r:
        return False
    out = U.result_type(op)
    ins, sz = _in_monos(x), U.sizes(rw, x, op.location)
    return _reshape_known(rw, op, x, out, ins[:d] + [_Mono(1)] + ins[d:], sz[:d] + [1] + sz[d:])


# =============================================================================================
# Permutations and broadcasts
# =============================================================================================

def permute_value(rw, x, perm, out_type, loc=None):
    """``linalg.transpose`` of ``x`` by ``perm`` (skipped for the identity)."""
    if perm == list(range(len(perm))):
        return fit(rw, x, out_type, loc)
    sz = U.sizes(rw, x, loc)
    init = U.empty(rw, [sz[p] for p in perm], out_type.element_type, loc)
    t = rw.insert(linalg.transpose(x, init, A.DenseI64ArrayAttr(perm), location=loc)).results[0]
    return fit(rw, t, out_type, loc)


@lowering("torch.aten.permute")
def permute(op, operands, rw):
    """``x.permute(2, 0, 1)`` -> ``linalg.transpose`` with that permutation."""
    x = operands[0]
    r = len(x.type.shape)
    perm = cint_list(op.operand(1))
    if perm is None or len(perm) != r:
        return False
    perm = [norm_dim(p, r) for p in perm]
    if sorted(perm) != list(range(r)):
        return False
    rw.replace_op(op, permute_value(rw, x, perm, U.result_type(op), op.location))
    return True


@lowering("torch.aten.transpose.int")
def transpose(op, operands, rw):
    """``x.transpose(a, b)`` -> ``linalg.transpose`` swapping two dims."""
    x = operands[0]
    r = len(x.type.shape)
    a, b_ = norm_dim(cint(op.operand(1)), r), norm_dim(cint(op.operand(2)), r)
    if a is None or b_ is None:
        return False
    perm = list(range(r))
    if r:
        perm[a], perm[b_] = perm[b_], perm[a]
    rw.replace_op(op, permute_value(rw, x, perm, U.result_type(op), op.location))
    return True


@lowering("torch.aten.t", "torch.aten.numpy_T")
def t(op, operands, rw):
    """``x.t()``: reverse the dims (0-d and 1-d inputs are unchanged)."""
    x = operands[0]
    r = len(x.type.shape)
    perm = list(range(r))[::-1]
    rw.replace_op(op, permute_value(rw, x, perm, U.result_type(op), op.location))
    return True


@lowering("torch.aten.movedim.int")
def movedim(op, operands, rw):
    """``torch.movedim(x, s, d)`` -> ``linalg.transpose``."""
    x = operands[0]
    r = len(x.type.shape)
    s, d = norm_dim(cint(op.operand(1)), r), norm_dim(cint(op.operand(2)), r)
    if s is None or d is None:
        return False
    perm = [k for k in range(r) if k != s]
    perm.insert(d, s)
    rw.replace_op(op, permute_value(rw, x, perm, U.result_type(op), op.location))
    return True


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
        return fit(rw, g.results[0], out_type, loc)
    # dynamic input dims: index with (dim == 1 ? 0 : i)
    b0 = RB(rw, loc)
    ix0 = Ix(b0)
    xsz = U.sizes(rw, x, loc)
    is_one = {}
    for j, s in enumerate(xs):
        if s == DYN:
            is_one[j] = cmpi(b0, "eq", ix0.v(xsz[j]), ix0.v(1))

    def body(b, idx):
        ix = Ix(b)
        sel = []
        for j, s in enumerate(xs):
            i = idx[R - r + j]
            if s == 1 and out_static[R - r + j] != 1:
                sel.append(ix.v(0))
            elif s == DYN:
                sel.append(select(b, is_one[j], ix.v(0), i))
            else:
                sel.append(i)
        return extract(b, x, sel)
    return gather_generic(rw, out_type, out_sizes, body, loc)


@lowering("torch.aten.expand", "torch.aten.broadcast_to")
def expand(op, operands, rw):
    """``x.expand(3, -1, 4)``: a broadcasting ``linalg.generic`` (-1 keeps the input size)."""
    x = operands[0]
    out = U.result_type(op)
    entries = int_list_entries(op.operand(1))
    if entries is None or len(entries) != len(out.shape):
        return False
    loc = op.location
    R, r = len(out.shape), len(x.type.shape)
    xsz = U.sizes(rw, x, loc)
    ix = Ix(RB(rw, loc))
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
            s = scalar_of(rw, e)
            sizes_.append(ix.v(s))
    # a dynamic input dim kept by -1 (or by its own size) maps one to one; any other dynamic
    # input dim may be a broadcast 1 at run time
    same = [False] * r
    for k, e in enumerate(entries):
        j = k - (R - r)
        if j >= 0 and x.type.shape[j] == DYN and (isinstance(e, int) and e == -1 or
                                                   _is_dim_of(e, op.operand(0), j, rw)):
            same[j] = True
    if any(s == DYN and not same[j] for j, s in enumerate(x.type.shape)):
        rw.replace_op(op, broadcast_value(rw, x, out, sizes_, loc))
        return True
    maps = U.broadcast_maps([x], R, list(out.shape))
    init = U.empty(rw, sizes_, out.element_type, loc)
    g = linalg.GenericOp.build_generic([x], [init], [maps[0], AffineMap.identity(R)], ["parallel"] * R,
                                       lambda b, e, _o: e, location=loc)
    rw.insert(g)
    rw.replace_op(op, fit(rw, g.results[0], out, loc))
    return True


def _is_dim_of(e, torch_x, j, rw):
    """Whether the int list entry ``e`` is ``size(torch_x, j)``."""
    if isinstance(e, int):
        return False
    s = _strip_casts(e)
    x_root = _strip_casts(torch_x)
    for _ in range(4):
        d = s.defining_op
        if d is None:
            return False
        if d.name == "arith.index_cast":
            s = d.operand(0)
            continue
        if d.name == "tensor.dim":
            return _strip_casts(d.operand(0)) is x_root and _const_index(d.operand(1)) == j
        if d.name == "torch.aten.size.int":
            return _strip_casts(d.operand(0)) is x_root and cint(d.operand(1)) in (j, j - len(
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


# =============================================================================================
# Slices
# =============================================================================================

def _scalar_or_int(rw, v, loc=None):
    """A constant int operand as int, else its index value; None for ``!torch.none``."""
    if is_none(v):
        return None
    c = cint(v)
    if c is not None:
        return c
    return Ix(RB(rw, loc)).v(scalar_of(rw, v))


def slice_bounds(ix, start, end, step, size):
    """Normalized ``(start, out_size)`` of ``x[start:end:step]`` along a dim of ``size``."""
    if start is None:
        start = 0
    if end is None or (isinstance(end, int) and end >= INT64_MAX // 2):
        end = size
    start = ix.clamp(ix.wrap_negative(start, size), 0, size) if not (
        isinstance(start, int) and start >= 0 and isinstance(size, int) and start <= size) else start
    if isinstance(end, int) and isinstance(size, int):
        end = min(max(end + size if end < 0 else end, 0), size)
    elif not (end is size):
        end = ix.clamp(ix.wrap_negative(end, size), 0, size)
    length = ix.max(ix.sub(end, start), 0)
    return start, ix.ceildiv(length, step)


@lowering("torch.aten.slice.Tensor")
def slice_tensor(op, operands, rw):
    """``x[start:end:step]`` on one dim -> ``tensor.extract_slice`` (negative and out-of-range
    bounds are clamped as in PyTorch)."""
    x = operands[0]
    r = len(x.type.shape)
    d = norm_dim(cint(op.operand(1)), r)
    step = cint(op.operand(4)) if not is_none(op.operand(4)) else 1
    if d is None or step is None or step < 1:
        return False
    out = U.result_type(op)
    loc = op.location
    ix = Ix(RB(rw, loc))
    start = _scalar_or_int(rw, op.operand(2), loc)
    end = _scalar_or_int(rw, op.operand(3), loc)
    sz = U.sizes(rw, x, loc)
    st, n = slice_bounds(ix, start, end, step, sz[d])
    offs = [0] * r
    offs[d] = st
    sizes_ = list(sz)
    sizes_[d] = n
    strides = [1] * r
    strides[d] = step
    if out.shape[d] != DYN:
        sizes_[d] = out.shape[d]
        if out.shape[d] == 0:
            offs[d] = 0     # an empty slice may start anywhere; offset == size is out of bounds for IREE
    s = rw.insert(T.ExtractSliceOp.build_mixed(x, offs, sizes_, strides, location=loc)).results[0]
    rw.replace_op(op, fit(rw, s, out, loc))
    return True


@lowering("torch.aten.select.int")
def select_int(op, operands, rw):
    """``x.select(dim, i)`` -> a rank-reducing ``tensor.extract_slice``."""
    x = operands[0]
    r = len(x.type.shape)
    d = norm_dim(cint(op.operand(1)), r)
    if d is None:
        return False
    out = U.result_type(op)
    loc = op.location
    ix = Ix(RB(rw, loc))
    sz = U.sizes(rw, x, loc)
    i = ix.wrap_negative(_scalar_or_int(rw, op.operand(2), loc), sz[d])
    offs = [0] * r
    offs[d] = i
    sizes_ = list(sz)
    sizes_[d] = 1
    rt = A.RankedTensorType(static_shape(sz[:d] + sz[d + 1:]), out.element_type)
    s = rw.insert(T.ExtractSliceOp.build_mixed(x, offs, sizes_, None, result_type=rt, location=loc)).results[0]
    rw.replace_op(op, fit(rw, s, out, loc))
    return True


@lowering("torch.aten.narrow")
def narrow(op, operands, rw):
    """``x.narrow(d, start, length)`` -> ``tensor.extract_slice``."""
    x = operands[0]
    r = len(x.type.shape)
    d = norm_dim(cint(op.operand(1)), r)
    if d is None:
        return False
    out = U.result_type(op)
    loc = op.location
    ix = Ix(RB(rw, loc))
    sz = U.sizes(rw, x, loc)
    st = ix.wrap_negative(_scalar_or_int(rw, op.operand(2), loc), sz[d])
    ln = _scalar_or_int(rw, op.operand(3), loc)
    offs = [0] * r
    offs[d] = st
    sizes_ = list(sz)
    sizes_[d] = out.shape[d] if out.shape[d] != DYN else ln
    s = rw.insert(T.ExtractSliceOp.build_mixed(x, offs, sizes_, None, location=loc)).results[0]
    rw.replace_op(op, fit(rw, s, out, loc))
    return True


# =============================================================================================
# Concatenation, stacking, splitting
# =============================================================================================

def _tensor_list(rw, v):
    els = U.list_elements(v)
    if els is None:
        return None
    for e in els:
        t = U.torch_dtype(e)
        if t is None or getattr(e.type, "sizes", None) is None:
            return None
    return els


def concat_values(rw, xs, d, out_type, torch_xs, loc=None):
    """Concatenate builtin tensors ``xs`` along ``d`` (converted to the result element type) with
    ``tensor.insert_slice`` into a ``tensor.empty``."""
    et = out_type.element_type
    pairs = [(x, tv) for x, tv in zip(xs, torch_xs) if x.type.shape[d] != 0] or [(xs[0], torch_xs[0])]
    xs = [convert_tensor(rw, x, et, tv, loc) for x, tv in pairs]
    ix = Ix(RB(rw, loc))
    all_sizes = [U.sizes(rw, x, loc) for x in xs]
    R = len(out_type.shape)
    total = 0
    for s in all_sizes:
        total = ix.add(total, s[d])
    out_sizes = []
    for k in range(R):
        if out_type.shape[k] != DYN:
            out_sizes.append(out_type.shape[k])
        elif k == d:
            out_sizes.append(total)
        else:
            out_sizes.append(next((s[k] for s in all_sizes if isinstance(s[k], int)), all_sizes[0][k]))
    acc = U.empty(rw, out_sizes, et, loc)
    off = 0
    for x, s in zip(xs, all_sizes):
        offs = [0] * R
        offs[d] = off
        acc = rw.insert(T.InsertSliceOp.build_mixed(x, acc, offs, s, location=loc)).results[0]
        off = ix.add(off, s[d])
    return fit(rw, acc, out_type, loc)


@lowering("torch.aten.cat", "torch.aten.concat", "torch.aten.concatenate")
def cat(op, operands, rw):
    """``torch.cat`` (legacy 1-D empty inputs are dropped; inputs are promoted to the result type)."""
    els = _tensor_list(rw, op.operand(0))
    out = U.result_type(op)
    R = len(out.shape)
    d = norm_dim(cint(op.operand(1)), R)
    if els is None or d is None:
        return False
    keep = [e for e in els if not (R > 1 and e.type.sizes is not None and list(e.type.sizes) == [0])]
    if not keep:
        rw.replace_op(op, U.empty(rw, [0 if s == DYN else s for s in out.shape], out.element_type, op.location))
        return True
    xs = [tensor_of(rw, e) for e in keep]
    rw.replace_op(op, concat_values(rw, xs, d, out, keep, op.location))
    return True


@lowering("torch.aten.stack")
def stack(op, operands, rw):
    """``torch.stack([a, b], d)``: each input gets a unit dim at ``d``, then they concatenate."""
    els = _tensor_list(rw, op.operand(0))
    out = U.result_type(op)
    R = len(out.shape)
    d = norm_dim(cint(op.operand(1)), R)
    if els is None or d is None or not els:
        return False
    loc = op.location
    xs = []
    for e in els:
        x = tensor_of(rw, e)
        ins, sz = _in_monos(x), U.sizes(rw, x, loc)
        ut = A.RankedTensorType(list(x.type.shape[:d]) + [1] + list(x.type.shape[d:]), x.type.element_type)
        xs.append(reshape_to(rw, x, ut, ins[:d] + [_Mono(1)] + ins[d:], sz[:d] + [1] + sz[d:], loc))
    rw.replace_op(op, concat_values(rw, xs, d, out, els, loc))
    return True


def _unpack_users(op):
    """The ``prim.ListUnpack`` ops using ``op``'s list result (None if any other user)."""
    users = [u for u, _ in op.results[0].uses]
    if not users or any(u.name != "torch.prim.ListUnpack" for u in users):
        return None
    return users


def _split_pieces(rw, x, d, sizes_, torch_outs, loc):
    """``tensor.extract_slice`` pieces of ``x`` along ``d`` with ``sizes_`` (ints / index values)."""
    ix = Ix(RB(rw, loc))
    sz = U.sizes(rw, x, loc)
    off = 0
    pieces = []
    for n, tv in zip(sizes_, torch_outs):
        offs = [0] * len(sz)
        offs[d] = off
        ss = list(sz)
        ss[d] = n
        p = rw.insert(T.ExtractSliceOp.build_mixed(x, offs, ss, None, location=loc)).results[0]
        pieces.append(fit(rw, p, U.builtin_type(tv.type), loc))
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
    if not ranked(getattr(x, "type", None)):
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
        sizes_ = sizes_(Ix(RB(rw, loc)), U.sizes(rw, x, loc))
    if len(sizes_) != len(outs):
        return False
    pieces = _split_pieces(rw, x, d, sizes_, outs, loc)
    _replace_unpacks(rw, op, unpacks, pieces)
    return True


@lowering("torch.aten.split_with_sizes", "torch.aten.split.sizes")
def split_with_sizes(op, operands, rw):
    """``torch.split(x, [1, 2], d)`` with its ``prim.ListUnpack`` -> extract_slices."""
    def sizes_fn(x, r, n):
        ss = cint_list(op.operand(1))
        d = norm_dim(cint(op.operand(2)), r)
        if ss is None or d is None:
            return None
        return d, ss
    return _lower_split(op, operands, rw, sizes_fn)


def _even_split(op, split_size_fn):
    def sizes_fn(x, r, n):
        d = norm_dim(cint(op.operand(2)), r)
        k = cint(op.operand(1))
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
    return _lower_split(op, operands, rw, _even_split(op, lambda ix, size, k, n: k))


@lowering("torch.aten.chunk")
def chunk(op, operands, rw):
    """``torch.chunk(x, n, d)``: pieces of ``ceil(size / n)``."""
    return _lower_split(op, operands, rw, _even_split(op, lambda ix, size, k, n: ix.ceildiv(size, k)))


@lowering("torch.aten.unbind.int")
def unbind(op, operands, rw):
    """``torch.unbind(x, d)``: one rank-reduced slice per index of ``d``."""
    x = operands[0]
    if not ranked(getattr(x, "type", None)):
        return False
    unpacks = _unpack_users(op)
    if unpacks is None:
        return False
    r = len(x.type.shape)
    d = norm_dim(cint(op.operand(1)), r)
    outs = list(unpacks[0].results)
    if d is None or any(U.builtin_type(o.type) is None for o in outs):
        return False
    loc = op.location
    sz = U.sizes(rw, x, loc)
    pieces = []
    for i, o in enumerate(outs):
        offs = [0] * r
        offs[d] = i
        ss = list(sz)
        ss[d] = 1
        bt = U.builtin_type(o.type)
        p = rw.insert(T.ExtractSliceOp.build_mixed(
            x, offs, ss, None, result_type=A.RankedTensorType(static_shape(sz[:d] + sz[d + 1:]), bt.element_type),
            location=loc)).results[0]
        pieces.append(fit(rw, p, bt, loc))
    _replace_unpacks(rw, op, unpacks, pieces)
    return True


# =============================================================================================
# Reordering copies: flip, roll, repeat, diagonal, triangles (padding is in convolution.py)
# =============================================================================================

@lowering("torch.aten.flip")
def flip(op, operands, rw):
    """``torch.flip(x, dims)``: ``out[i] = x[size - 1 - i]`` on the flipped dims."""
    x = operands[0]
    r = len(x.type.shape)
    dims = cint_list(op.operand(1))
    if dims is None:
        return False
    dims = {norm_dim(d, r) for d in dims}
    if None in dims:
        return False
    loc = op.location
    sz = U.sizes(rw, x, loc)
    ix0 = Ix(RB(rw, loc))
    last = {d: ix0.v(ix0.sub(sz[d], 1)) for d in dims}

    def body(b, idx):
        return extract(b, x, [b.val("arith.subi", [last[k], i], A.INDEX) if k in dims else i
                              for k, i in enumerate(idx)])
    rw.replace_op(op, gather_generic(rw, U.result_type(op), sz, body, loc))
    return True


@lowering("torch.aten.roll")
def roll(op, operands, rw):
    """``torch.roll(x, s, d)``: ``out[i] = x[(i - s) mod size]``."""
    x = operands[0]
    r = len(x.type.shape)
    shifts, dims = cint_list(op.operand(1)), cint_list(op.operand(2))
    if shifts is None or dims is None:
        return False
    loc = op.location
    sz = U.sizes(rw, x, loc)
    out = U.result_type(op)
    if not dims:
        if r == 0:
            rw.replace_op(op, x)
            return True
        return False
    if len(shifts) != len(dims):
        return False
    ix0 = Ix(RB(rw, loc))
    sh = {}
    for s, d in zip(shifts, dims):
        d = norm_dim(d, r)
        if d is None:
            return False
        # out[i] = x[(i + (-shift mod n)) % n]
        sh[d] = (ix0.v(ix0.rem(-s, sz[d])), ix0.v(sz[d]))

    def body(b, idx):
        res = []
        for k, i in enumerate(idx):
            if k in sh:
                s, n = sh[k]
                res.append(b.val("arith.remsi", [b.val("arith.addi", [i, s], A.INDEX), n], A.INDEX))
            else:
                res.append(i)
        return extract(b, x, res)
    rw.replace_op(op, gather_generic(rw, out, sz, body, loc))
    return True


@lowering("torch.aten.repeat", "torch.aten.tile")
def repeat(op, operands, rw):
    """``x.repeat(r0, r1, ...)``: out[i] = x[i % size] (leading repeats add dims)."""
    x = operands[0]
    reps = cint_list(op.operand(1))
    if reps is None:
        return False
    r = len(x.type.shape)
    if op_name(op) == "torch.aten.tile" and len(reps) < r:
        reps = [1] * (r - len(reps)) + reps
    R = len(reps)
    if R < r:
        return False
    loc = op.location
    sz = U.sizes(rw, x, loc)
    ix0 = Ix(RB(rw, loc))
    out_sizes = [reps[k] for k in range(R - r)] + [ix0.mul(sz[j], reps[R - r + j]) for j in range(r)]
    szv = [ix0.v(s) for s in sz]

    def body(b, idx):
        return extract(b, x, [b.val("arith.remsi", [idx[R - r + j], szv[j]], A.INDEX) if reps[R - r + j] != 1
                              else idx[R - r + j] for j in range(r)])
    rw.replace_op(op, gather_generic(rw, U.result_type(op), out_sizes, body, loc))
    return True


@lowering("torch.aten.diagonal")
def diagonal(op, operands, rw):
    """``torch.diagonal(x, off, d1, d2)``: the diagonal becomes the last dim."""
    x = operands[0]
    r = len(x.type.shape)
    off = cint(op.operand(1))
    d1, d2 = norm_dim(cint(op.operand(2)), r), norm_dim(cint(op.operand(3)), r)
    if off is None or d1 is None or d2 is None or d1 == d2:
        return False
    loc = op.location
    sz = U.sizes(rw, x, loc)
    ix0 = Ix(RB(rw, loc))
    n1 = sz[d1] if off >= 0 else ix0.add(sz[d1], off)
    n2 = ix0.sub(sz[d2], off) if off >= 0 else sz[d2]
    n = ix0.max(ix0.min(n1, n2), 0)
    rest = [k for k in range(r) if k not in (d1, d2)]
    out_sizes = [sz[k] for k in rest] + [n]

    def body(b, idx):
        ix = Ix(b)
        i = idx[-1]
        src = [None] * r
        for k, ii in zip(rest, idx[:-1]):
            src[k] = ii
        src[d1] = ix.v(ix.add(i, -off)) if off < 0 else i
        src[d2] = ix.v(ix.add(i, off)) if off > 0 else i
        return extract(b, x, src)
    rw.replace_op(op, gather_generic(rw, U.result_type(op), out_sizes, body, loc))
    return True


def _triangle(upper):
    """triu/tril: keep ``x[.., i, j]`` where ``j - i >= k`` (triu) or ``<= k`` (tril), else 0."""
    def lower(op, operands, rw):
        x = operands[0]
        r = len(x.type.shape)
        k = cint(op.operand(1)) if len(op.operands) > 1 else 0
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
            keep = cmpi(b, "sge" if upper else "sle", diff, kk)
            zero = b.constant(A.IntegerAttr(0, et) if U.is_int(et) else A.FloatAttr(0.0, et))
            return select(b, keep, e, zero)
        init = U.empty(rw, U.sizes(rw, x, loc), et, loc)
        g = linalg.GenericOp.build_generic([x], [init], [AffineMap.identity(R)] * 2, ["parallel"] * R, body,
                                           location=loc)
        rw.insert(g)
        rw.replace_op(op, fit(rw, g.results[0], out, loc))
        return True
    return lower


lowering("torch.aten.triu")(_triangle(True))
lowering("torch.aten.tril")(_triangle(False))


# =============================================================================================
# Copies (value semantics)
# =============================================================================================

@lowering("torch.aten.view_as", "torch.aten.reshape_as")
def view_as(op, operands, rw):
    """``x.view_as(y)``: a reshape to ``y``'s sizes (clone/contiguous/alias are identities in
    elementwise.py)."""
    x = operands[0]
    if not ranked(getattr(x, "type", None)):
        return False
    out = U.result_type(op)
    if out.element_type is not x.type.element_type:
        return False
    if len(out.shape) != len(x.type.shape) or any(
            a != DYN and b != DYN and a != b for a, b in zip(out.shape, x.type.shape)):
        if op_name(op) not in ("torch.aten.view_as", "torch.aten.reshape_as"):
            return False
        y = operands[1]
        ysz = U.sizes(rw, y, op.location)
        rw.replace_op(op, reshape_to(rw, x, out, [_Mono(s) if isinstance(s, int) else _Mono(1, [("v", id(s))])
                                                  for s in ysz], ysz, op.location))
        return True
    rw.replace_op(op, fit(rw, x, out, op.location))
    return True


@lowering("torch.aten.copy", "torch.aten._to_copy.default_no_dtype")
def copy(op, operands, rw):
    """``aten.copy(self, src)``: ``src`` broadcast to ``self``'s shape, in ``self``'s dtype."""
    dst, src = operands[0], operands[1]
    if not ranked(getattr(dst, "type", None)) or not ranked(getattr(src, "type", None)):
        return False
    out = U.result_type(op)
    et = out.element_type
    torch_src = op.operand(1)
    loc = op.location
    rw.replace_op(op, U.elementwise(rw, [src], out, lambda b, e: convert_elem(b, e, et, torch_src), loc)
                  if len(src.type.shape) == len(out.shape) and all(
                      a == b_ for a, b_ in zip(src.type.shape, out.shape))
                  else broadcast_value(rw, convert_tensor(rw, src, et, torch_src, loc), out,
                                       U.sizes(rw, dst, loc), loc))
    return True
