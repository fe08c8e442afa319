"""Reductions: sum, mean, prod, amax/amin, max/min (all and ``.dim`` with indices), argmax/argmin,
any/all, var/std/var_mean, vector norms, logsumexp.

Every reduction is a ``linalg.generic`` whose input map is the identity and whose output map keeps
the non-reduced dims (``reduce_over``)::

    torch.aten.sum.dim_IntList %x, [1], false, none : !torch.vtensor<[?,4],f32> -> !torch.vtensor<[?],f32>
    ->  %init = linalg.fill 0.0 -> tensor<?xf32>
        linalg.generic {maps = [(d0, d1) -> (d0, d1), (d0, d1) -> (d0)], ["parallel", "reduction"]}
          ins(%x) outs(%init) { addf }

``keepdim`` results are made from the reduced tensor by a copy that adds the unit dims
(``keep_dims``). Divisors (mean, var) are runtime products of the reduced sizes (``count_of``).
f16/bf16 sums accumulate in f32. Adding an op: write ``fn(op, operands, rw)`` reading its
arguments and register it with ``@aten("sum.dim_IntList")`` (which also covers the FX importer's
``torch.operator "aten.sum.dim_IntList"`` form).
"""
from __future__ import annotations

import functools
import math

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap
from tmlir.ir.dialects import linalg, tensor as T
from .registry import lowering
from . import utils as U

# ---------------------------------------------------------------------------------------------
# Registration: ``torch.aten.X`` and ``torch.operator "aten.X"``
# ---------------------------------------------------------------------------------------------

#: ``torch.operator`` name ("aten.sort.stable") -> lowering, for ops the FX importer writes that way
OPERATOR_LOWERINGS = {}


def aten(*names):
    """Register ``fn`` for ``torch.aten.<name>`` and ``torch.operator "aten.<name>"``.

    >>> @aten("sum", "sum.dim_IntList")
    ... def sum_(op, operands, rw): ...

    A ``NotLowerable`` raised by a helper makes the lowering return False (op left in place)."""
    def deco(fn):
        @functools.wraps(fn)
        def safe(op, operands, rw):
            try:
                return fn(op, operands, rw)
            except U.NotLowerable:
                return False
        lowering(*[f"torch.aten.{n}" for n in names])(safe)
        for n in names:
            OPERATOR_LOWERINGS[f"aten.{n}"] = safe
        return fn
    return deco


@lowering("torch.operator")
def _operator(op, operands, rw):
    """Dispatch ``torch.operator "aten.X"`` to the lowering registered with ``@aten("X")``."""
    name = getattr(op, "operator_name", None)
    fn = OPERATOR_LOWERINGS.get(name)
    return fn(op, operands, rw) if fn is not None else False


# ---------------------------------------------------------------------------------------------
# Constant arguments (also after torch.constant.* became ``torch_c.from_i64(arith.constant)``)
# ---------------------------------------------------------------------------------------------

# ``U.const_number`` sees through constants the pass already lowered (torch_c.from_i64(arith.constant))
const_value = U.const_number


def const_int(v):
    c = const_value(v)
    return int(c) if isinstance(c, (int, bool)) else None


def const_bool(v):
    c = const_value(v)
    return bool(c) if isinstance(c, (int, bool)) else None


def const_int_list(v):
    """``[ints]`` of a ``prim.ListConstruct`` of constants, else None."""
    elems = U.list_elements(v)
    if elems is None:
        return None
    out = [const_int(e) for e in elems]
    return None if any(c is None for c in out) else out


# ---------------------------------------------------------------------------------------------
# Element-level helpers
# ---------------------------------------------------------------------------------------------

def is_float(t):
    return type(t) is A.FloatType


def is_unsigned_value(v):
    """Whether the torch value ``v`` is an unsigned (ui8) tensor."""
    return U.is_unsigned(U.torch_dtype(v))


def compute_type(elt):
    """Accumulation type: f32 for f16/bf16, else ``elt``."""
    if is_float(elt) and elt.width < 32:
        return A.F32
    return elt


def sum_type(elt):
    """Accumulation type of sums (sum, mean, var/std): f64 for f16/bf16/f32, else ``elt``. The
    reductions add in sequence, and a sequential f32 sum of millions of values drifts (4M values
    near 100 summed 2.6% off); PyTorch sums pairwise, and f64 sums land at least as close."""
    if is_float(elt) and elt.width <= 32:
        return A.F64
    return elt


def fconst(b, value, t):
    return b.constant(A.FloatAttr(float(value), t))


def iconst(b, value, t):
    return b.constant(A.IntegerAttr(int(value), t))


def cmpf(b, pred, x, y):
    """``arith.cmpf`` with a predicate name (oeq, ogt, olt, oge, ole, une, uno, ord)."""
    preds = {"false": 0, "oeq": 1, "ogt": 2, "oge": 3, "olt": 4, "ole": 5, "one": 6, "ord": 7, "ueq": 8,
             "ugt": 9, "uge": 10, "ult": 11, "ule": 12, "une": 13, "uno": 14, "true": 15}
    return b.val("arith.cmpf", [x, y], A.I1, {"predicate": A.IntegerAttr(preds[pred], A.I64)})


def cmpi(b, pred, x, y):
    """``arith.cmpi`` with a predicate name (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge)."""
    preds = {"eq": 0, "ne": 1, "slt": 2, "sle": 3, "sgt": 4, "sge": 5, "ult": 6, "ule": 7, "ugt": 8, "uge": 9}
    return b.val("arith.cmpi", [x, y], A.I1, {"predicate": A.IntegerAttr(preds[pred], A.I64)})


def select(b, c, x, y):
    return b.val("arith.select", [c, x, y], x.type)


def b_and(b, x, y):
    return b.val("arith.andi", [x, y], A.I1)


def b_or(b, x, y):
    return b.val("arith.ori", [x, y], A.I1)


def b_not(b, x):
    return b.val("arith.xori", [x, iconst(b, 1, A.I1)], A.I1)


def add(b, x, y):
    t = x.type
    if is_float(t):
        return b.val("arith.addf", [x, y], t)
    if t is A.I1:
        return b_or(b, x, y)
    return b.val("arith.addi", [x, y], t)


def mul(b, x, y):
    t = x.type
    if is_float(t):
        return b.val("arith.mulf", [x, y], t)
    if t is A.I1:
        return b_and(b, x, y)
    return b.val("arith.muli", [x, y], t)


def sub(b, x, y):
    return b.val("arith.subf" if is_float(x.type) else "arith.subi", [x, y], x.type)


def div(b, x, y):
    return b.val("arith.divf", [x, y], x.type)


def maximum(b, x, y, unsigned=False):
    """NaN-propagating max (torch.amax semantics)."""
    t = x.type
    if is_float(t):
        return b.val("arith.maximumf", [x, y], t)
    if t is A.I1:
        return b_or(b, x, y)
    return b.val("arith.maxui" if unsigned else "arith.maxsi", [x, y], t)


def minimum(b, x, y, unsigned=False):
    t = x.type
    if is_float(t):
        return b.val("arith.minimumf", [x, y], t)
    if t is A.I1:
        return b_and(b, x, y)
    return b.val("arith.minui" if unsigned else "arith.minsi", [x, y], t)


def lowest(t, unsigned=False):
    """The identity of max over element type ``t`` (-inf, INT_MIN, 0 for unsigned/bool)."""
    if is_float(t):
        return -math.inf
    if t is A.I1 or unsigned:
        return 0
    return -(1 << (t.width - 1))


def highest(t, unsigned=False):
    if is_float(t):
        return math.inf
    if t is A.I1:
        return 1
    if unsigned:
        return (1 << t.width) - 1
    return (1 << (t.width - 1)) - 1


# ---------------------------------------------------------------------------------------------
# Tensor-level helpers (shared with normalization.py and scan_sort.py)
# ---------------------------------------------------------------------------------------------

def rank_of(x):
    return len(x.type.shape)


def reduction_dims(op, i, rank, none_means_all=True):
    """The sorted, normalized dims of operand ``i`` (a list, an int, or None/[] for all dims).
    Raises NotLowerable when they are not constants."""
    v = op.operand(i)
    if U.is_none(v):
        if none_means_all:
            return list(range(rank))
        raise U.NotLowerable("dims are None")
    d = const_int(v)
    if d is not None:
        ds = [d]
    else:
        ds = const_int_list(v)
        if ds is None:
            raise U.NotLowerable(f"'{op.name}': dims are not constants")
        if not ds:
            return list(range(rank))
    if rank == 0:
        if any(d not in (0, -1) for d in ds):
            raise U.NotLowerable(f"'{op.name}': dim out of range for a 0-d tensor")
        return []
    return sorted({U.normalize_dim(d, rank) for d in ds})


def const_flag(op, i, default=False):
    """A constant bool operand (a missing operand or None gives ``default``)."""
    if i >= len(op.operands) or U.is_none(op.operand(i)):
        return default
    b = const_bool(op.operand(i))
    if b is None:
        raise U.NotLowerable(f"'{op.name}': operand {i} is not a constant bool")
    return b


def map_tensor(rw, inputs, out_elt, fn, loc, out_sizes=None):
    """An elementwise ``linalg.generic`` over same-shaped ``inputs`` -> tensor of ``out_elt``."""
    x = inputs[0]
    R = rank_of(x)
    sizes = out_sizes if out_sizes is not None else U.sizes(rw, x, loc)
    init = U.empty(rw, sizes, out_elt, loc)
    maps = [AffineMap.identity(R)] * (len(inputs) + 1)
    g = linalg.GenericOp.build_generic(list(inputs), [init], maps, ["parallel"] * R,
                                       lambda b, *a: fn(b, *a[:len(inputs)]), location=loc)
    rw.insert(g)
    return g.results[0]


def generic(rw, ins, in_maps, outs, out_maps, iterators, body, loc):
    """``linalg.generic`` with explicit maps; returns its results."""
    g = linalg.GenericOp.build_generic(list(ins), list(outs), list(in_maps) + list(out_maps), iterators, body,
                                       location=loc)
    rw.insert(g)
    return list(g.results)


def reduce_over(rw, x, dims, acc_elt, init, combine, loc, pre=None, extra=()):
    """Reduce ``x`` over ``dims`` into a tensor of the kept dims of ``acc_elt``.

    ``combine(b, elem, acc) -> acc``; ``pre(b, elem, *extra_elems)`` maps each element first;
    ``extra`` are tensors indexed like the result (kept dims), e.g. a mean. ``init`` is a Python
    number or a scalar value."""
    R = rank_of(x)
    kept = [i for i in range(R) if i not in dims]
    sizes = U.sizes(rw, x, loc)
    acc = U.filled(rw, [sizes[i] for i in kept], acc_elt, init, loc)
    red_map = AffineMap.from_dims(R, kept)
    its = ["reduction" if i in dims else "parallel" for i in range(R)]

    def body(b, v, *rest):
        ex, a = rest[:-1], rest[-1]
        if pre is not None:
            v = pre(b, v, *ex)
        return combine(b, v, a)
    return generic(rw, [x] + list(extra), [AffineMap.identity(R)] + [red_map] * len(extra), [acc], [red_map], its,
                   body, loc)[0]


def keep_dims(rw, red, rank, dims, loc):
    """Insert unit dims at ``dims`` of a reduced tensor (keepdim=True results)."""
    kept = [i for i in range(rank) if i not in dims]
    rs = U.sizes(rw, red, loc)
    sizes = [1] * rank
    for j, i in enumerate(kept):
        sizes[i] = rs[j]
    init = U.empty(rw, sizes, red.type.element_type, loc)
    return generic(rw, [red], [AffineMap.from_dims(rank, kept)], [init], [AffineMap.identity(rank)],
                   ["parallel"] * rank, lambda b, v, o: v, loc)[0]


def finish(rw, red, op, i, rank, dims, keepdim, loc):
    """Shape the reduced tensor as result ``i`` of ``op`` (keepdim, static type)."""
    out = U.result_type(op, i)
    if keepdim:
        red = keep_dims(rw, red, rank, dims, loc)
    if red.type.element_type is not out.element_type:
        raise U.NotLowerable(f"'{op.name}': element type {red.type.element_type} != {out.element_type}")
    if len(red.type.shape) != len(out.shape):
        raise U.NotLowerable(f"'{op.name}': result rank {len(out.shape)} != {len(red.type.shape)}")
    return U.cast_tensor(rw, red, out, loc)


def count_of(rw, x, dims, elt, loc):
    """The number of elements over ``dims`` of ``x`` as a scalar of float type ``elt``."""
    n = 1
    dyn = None
    for d in dims:
        s = U.dim(rw, x, d, loc)
        if isinstance(s, int):
            n *= s
        else:
            dyn = s if dyn is None else U.arith(rw, "arith.muli", [dyn, s], A.INDEX, loc)
    if dyn is None:
        return U.scalar_const(rw, float(n), elt, loc)
    if n != 1:
        dyn = U.arith(rw, "arith.muli", [dyn, U.index(rw, n, loc)], A.INDEX, loc)
    i64 = U.arith(rw, "arith.index_cast", [dyn], A.I64, loc)
    return U.arith(rw, "arith.sitofp", [i64], elt, loc)


def to_elt(rw, x, elt, loc, unsigned=False):
    """Convert a tensor's elements to ``elt`` (identity when equal)."""
    if x.type.element_type is elt:
        return x
    return map_tensor(rw, [x], elt, lambda b, v: U.convert_scalar(b, v, elt, src_unsigned=unsigned), loc)


def input_converter(op, i, to):
    """``pre`` function converting elements of operand ``i`` to ``to`` (honours ui8/bool)."""
    uns = is_unsigned_value(op.operand(i))
    return lambda b, v, *ex: U.convert_scalar(b, v, to, src_unsigned=uns)


def tensor_operand(operands, i):
    v = operands[i]
    if not isinstance(getattr(v, "type", None), A.RankedTensorType):
        raise U.NotLowerable(f"operand {i} is not a ranked tensor")
    return v


# ---------------------------------------------------------------------------------------------
# sum / prod / mean
# ---------------------------------------------------------------------------------------------

def _sum_like(rw, op, x, dims, out_elt, combine, init, loc):
    acc = sum_type(out_elt) if combine is add else compute_type(out_elt)
    red = reduce_over(rw, x, dims, acc, init, combine, loc, pre=input_converter(op, 0, acc))
    return to_elt(rw, red, out_elt, loc)


def _reduce_with(combine, init, dims_at, keepdim_at):
    """sum/prod: ``dims_at``/``keepdim_at`` are operand positions (None: all dims / no keepdim)."""
    def lower(op, operands, rw):
        x = tensor_operand(operands, 0)
        R = rank_of(x)
        dims = list(range(R)) if dims_at is None else reduction_dims(op, dims_at, R)
        keep = keepdim_at is not None and const_flag(op, keepdim_at)
        out = U.result_type(op)
        red = _sum_like(rw, op, x, dims, out.element_type, combine, init, op.location)
        rw.replace_op(op, finish(rw, red, op, 0, R, dims, keep, op.location))
        return True
    return lower


aten("sum")(_reduce_with(add, 0, None, None))
aten("sum.dim_IntList")(_reduce_with(add, 0, 1, 2))
aten("prod")(_reduce_with(mul, 1, None, None))
aten("prod.dim_int")(_reduce_with(mul, 1, 1, 2))


def _mean(dims_at, keepdim_at):
    def lower(op, operands, rw):
        x = tensor_operand(operands, 0)
        R = rank_of(x)
        out = U.result_type(op)
        if not is_float(out.element_type):
            return False
        dims = list(range(R)) if dims_at is None else reduction_dims(op, dims_at, R)
        keep = keepdim_at is not None and const_flag(op, keepdim_at)
        loc = op.location
        acc = sum_type(out.element_type)
        red = reduce_over(rw, x, dims, acc, 0.0, add, loc, pre=input_converter(op, 0, acc))
        n = count_of(rw, x, dims, acc, loc)
        et = out.element_type
        red = map_tensor(rw, [red], et, lambda b, v: U.convert_scalar(b, div(b, v, n), et), loc)
        rw.replace_op(op, finish(rw, red, op, 0, R, dims, keep, loc))
        return True
    return lower


aten("mean")(_mean(None, None))
aten("mean.dim")(_mean(1, 2))

# ---------------------------------------------------------------------------------------------
# amax / amin / max / min (values only)
# ---------------------------------------------------------------------------------------------


def _extreme(is_max, dims_at, keepdim_at):
    def lower(op, operands, rw):
        x = tensor_operand(operands, 0)
        R = rank_of(x)
        out = U.result_type(op)
        et = out.element_type
        if et is not x.type.element_type:
            return False
        dims = list(range(R)) if dims_at is None else reduction_dims(op, dims_at, R)
        keep = keepdim_at is not None and const_flag(op, keepdim_at)
        uns = is_unsigned_value(op.operand(0))
        init = lowest(et, uns) if is_max else highest(et, uns)
        fn = maximum if is_max else minimum
        red = reduce_over(rw, x, dims, et, init, lambda b, v, a: fn(b, v, a, uns), op.location)
        rw.replace_op(op, finish(rw, red, op, 0, R, dims, keep, op.location))
        return True
    return lower


aten("amax")(_extreme(True, 1, 2))
aten("amin")(_extreme(False, 1, 2))
aten("max")(_extreme(True, None, None))
aten("min")(_extreme(False, None, None))

# ---------------------------------------------------------------------------------------------
# argmax / argmin / max.dim / min.dim (values and indices)
# ---------------------------------------------------------------------------------------------


def better(b, x, a, is_max, unsigned):
    """Whether ``x`` beats the accumulated ``a`` (NaN beats everything, as in torch)."""
    t = x.type
    if is_float(t):
        strict = cmpf(b, "ogt" if is_max else "olt", x, a)
        nan_x = cmpf(b, "uno", x, x)
        ord_a = cmpf(b, "ord", a, a)
        return b_or(b, strict, b_and(b, nan_x, ord_a))
    if t is A.I1 or unsigned:
        return cmpi(b, "ugt" if is_max else "ult", x, a)
    return cmpi(b, "sgt" if is_max else "slt", x, a)


def same(b, x, a):
    if is_float(x.type):
        return b_or(b, cmpf(b, "oeq", x, a), b_and(b, cmpf(b, "uno", x, x), cmpf(b, "uno", a, a)))
    return cmpi(b, "eq", x, a)


def arg_reduce(rw, x, dim, is_max, unsigned, loc):
    """(values, i64 indices) of the max/min of ``x`` along ``dim``; ties and NaNs pick the first."""
    R = rank_of(x)
    et = x.type.element_type
    kept = [i for i in range(R) if i != dim]
    sizes = U.sizes(rw, x, loc)
    ks = [sizes[i] for i in kept]
    vinit = U.filled(rw, ks, et, lowest(et, unsigned) if is_max else highest(et, unsigned), loc)
    iinit = U.filled(rw, ks, A.I64, (1 << 63) - 1, loc)
    red_map = AffineMap.from_dims(R, kept)
    its = ["reduction" if i == dim else "parallel" for i in range(R)]

    def body(b, v, av, ai):
        idx = b.val("arith.index_cast", [b.insert(linalg.index(dim)).results[0]], A.I64)
        take = b_or(b, better(b, v, av, is_max, unsigned),
                    b_and(b, same(b, v, av), cmpi(b, "slt", idx, ai)))
        return [select(b, take, v, av), select(b, take, idx, ai)]
    return generic(rw, [x], [AffineMap.identity(R)], [vinit, iinit], [red_map, red_map], its, body, loc)


def flatten(rw, x, loc):
    """``x`` as a 1-D tensor (0-d becomes ``[1]``)."""
    shape = x.type.shape
    et = x.type.element_type
    if len(shape) == 1:
        return x
    if len(shape) == 0:
        t = A.RankedTensorType([1], et)
        return rw.insert(T.ExpandShapeOp.build_expand(x, [], t, [1], location=loc)).results[0]
    n = U.DYN if U.DYN in shape else math.prod(shape)
    t = A.RankedTensorType([n], et)
    return rw.insert(T.CollapseShapeOp.build_collapse(x, [list(range(len(shape)))], t, location=loc)).results[0]


def _argext(is_max):
    """argmax(self, dim?, keepdim)."""
    def lower(op, operands, rw):
        x = tensor_operand(operands, 0)
        R = rank_of(x)
        keep = const_flag(op, 2)
        uns = is_unsigned_value(op.operand(0))
        loc = op.location
        if U.is_none(op.operand(1)):
            _, idx = arg_reduce(rw, flatten(rw, x, loc), 0, is_max, uns, loc)
            out = U.result_type(op)
            if keep and R > 0:
                idx = keep_dims(rw, idx, R, list(range(R)), loc)
            rw.replace_op(op, U.cast_tensor(rw, idx, out, loc))
            return True
        dims = reduction_dims(op, 1, R, none_means_all=False)
        if R == 0:
            idx = U.filled(rw, [], A.I64, 0, loc)
            rw.replace_op(op, U.cast_tensor(rw, idx, U.result_type(op), loc))
            return True
        _, idx = arg_reduce(rw, x, dims[0], is_max, uns, loc)
        rw.replace_op(op, finish(rw, idx, op, 0, R, dims, keep, loc))
        return True
    return lower


aten("argmax")(_argext(True))
aten("argmin")(_argext(False))


def _ext_dim(is_max):
    """max.dim(self, dim, keepdim) -> (values, indices)."""
    def lower(op, operands, rw):
        x = tensor_operand(operands, 0)
        R = rank_of(x)
        dims = reduction_dims(op, 1, R, none_means_all=False)
        keep = const_flag(op, 2)
        loc = op.location
        if R == 0:
            idx = U.filled(rw, [], A.I64, 0, loc)
            rw.replace_op(op, [x, U.cast_tensor(rw, idx, U.result_type(op, 1), loc)])
            return True
        vals, idx = arg_reduce(rw, x, dims[0], is_max, is_unsigned_value(op.operand(0)), loc)
        rw.replace_op(op, [finish(rw, vals, op, 0, R, dims, keep, loc), finish(rw, idx, op, 1, R, dims, keep, loc)])
        return True
    return lower


aten("max.dim")(_ext_dim(True))
aten("min.dim")(_ext_dim(False))

# ---------------------------------------------------------------------------------------------
# any / all
# ---------------------------------------------------------------------------------------------


def _logical(is_any, dims_at, keepdim_at):
    def lower(op, operands, rw):
        x = tensor_operand(operands, 0)
        R = rank_of(x)
        dims = list(range(R)) if dims_at is None else reduction_dims(op, dims_at, R)
        keep = keepdim_at is not None and const_flag(op, keepdim_at)
        out = U.result_type(op)
        loc = op.location
        red = reduce_over(rw, x, dims, A.I1, 0 if is_any else 1, b_or if is_any else b_and, loc,
                          pre=input_converter(op, 0, A.I1))
        red = to_elt(rw, red, out.element_type, loc, unsigned=True)
        rw.replace_op(op, finish(rw, red, op, 0, R, dims, keep, loc))
        return True
    return lower


aten("any")(_logical(True, None, None))
aten("all")(_logical(False, None, None))
aten("any.dim", "any.dims")(_logical(True, 1, 2))
aten("all.dim", "all.dims")(_logical(False, 1, 2))

# ---------------------------------------------------------------------------------------------
# var / std / var_mean / std_mean
# ---------------------------------------------------------------------------------------------


def moments(rw, op, x, dims, et, correction, loc):
    """(variance, mean) of ``x`` over ``dims`` in float type ``et`` (``correction`` subtracted
    from the count, clamped at 0 as torch does). Two passes (the mean, then the centered squares),
    both summed in ``sum_type``."""
    acc = sum_type(et)
    conv = input_converter(op, 0, acc)
    s = reduce_over(rw, x, dims, acc, 0.0, add, loc, pre=conv)
    n = count_of(rw, x, dims, acc, loc)
    mean = map_tensor(rw, [s], acc, lambda b, v: div(b, v, n), loc)

    def sq(b, v, m):
        d = sub(b, conv(b, v), m)
        return mul(b, d, d)
    ss = reduce_over(rw, x, dims, acc, 0.0, add, loc, pre=sq, extra=[mean])
    denom = U.arith(rw, "arith.subf", [n, U.scalar_const(rw, float(correction), acc, loc)], acc, loc)
    denom = U.arith(rw, "arith.maximumf", [denom, U.scalar_const(rw, 0.0, acc, loc)], acc, loc)
    var = map_tensor(rw, [ss], acc, lambda b, v: div(b, v, denom), loc)
    return var, mean


def _correction(op, how, i):
    """The correction from operand ``i``: ``how`` is "correction" (Scalar?, None = 1) or
    "unbiased" (bool)."""
    v = op.operand(i)
    if how == "unbiased":
        return 1.0 if const_flag(op, i, True) else 0.0
    if U.is_none(v):
        return 1.0
    c = const_value(v)
    if c is None:
        raise U.NotLowerable(f"'{op.name}': correction is not a constant")
    return float(c)


def _var_family(how, dims_at, corr_at, keepdim_at, results):
    """``results``: a tuple of "var", "std", "mean" naming the op's results in order."""
    def lower(op, operands, rw):
        x = tensor_operand(operands, 0)
        R = rank_of(x)
        et = U.result_type(op).element_type
        if not is_float(et):
            return False
        dims = list(range(R)) if dims_at is None else reduction_dims(op, dims_at, R)
        corr = _correction(op, how, corr_at)
        keep = keepdim_at is not None and const_flag(op, keepdim_at)
        loc = op.location
        var, mean = moments(rw, op, x, dims, et, corr, loc)
        vals = []
        for i, what in enumerate(results):
            t = U.result_type(op, i).element_type
            if what == "var":
                v = map_tensor(rw, [var], t, lambda b, a: U.convert_scalar(b, a, t), loc)
            elif what == "std":
                v = map_tensor(rw, [var], t,
                               lambda b, a: U.convert_scalar(b, b.val("math.sqrt", [a], a.type), t), loc)
            else:
                v = map_tensor(rw, [mean], t, lambda b, a: U.convert_scalar(b, a, t), loc)
            vals.append(finish(rw, v, op, i, R, dims, keep, loc))
        rw.replace_op(op, vals)
        return True
    return lower


aten("var")(_var_family("unbiased", None, 1, None, ("var",)))
aten("var.dim")(_var_family("unbiased", 1, 2, 3, ("var",)))
aten("var.correction")(_var_family("correction", 1, 2, 3, ("var",)))
aten("std")(_var_family("unbiased", None, 1, None, ("std",)))
aten("std.dim")(_var_family("unbiased", 1, 2, 3, ("std",)))
aten("std.correction")(_var_family("correction", 1, 2, 3, ("std",)))
aten("var_mean")(_var_family("unbiased", None, 1, None, ("var", "mean")))
aten("var_mean.dim")(_var_family("unbiased", 1, 2, 3, ("var", "mean")))
aten("var_mean.correction")(_var_family("correction", 1, 2, 3, ("var", "mean")))
aten("std_mean")(_var_family("unbiased", None, 1, None, ("std", "mean")))
aten("std_mean.dim")(_var_family("unbiased", 1, 2, 3, ("std", "mean")))
aten("std_mean.correction")(_var_family("correction", 1, 2, 3, ("std", "mean")))

# ---------------------------------------------------------------------------------------------
# norms
# ---------------------------------------------------------------------------------------------


def _absf(b, v):
    return b.val("math.absf", [v], v.type)


def vector_norm(rw, op, x, ord_, dims, et, loc):
    """The ``ord_``-norm of ``x`` over ``dims`` in float type ``et`` (reduced shape)."""
    acc = compute_type(et)
    conv = input_converter(op, 0, acc)

    def absv(b, v, *ex):
        return _absf(b, conv(b, v))
    if ord_ == math.inf:
        return reduce_over(rw, x, dims, acc, 0.0, maximum, loc, pre=absv)
    if ord_ == -math.inf:
        return reduce_over(rw, x, dims, acc, math.inf, minimum, loc, pre=absv)
    if ord_ == 0:
        def nz(b, v, *ex):
            c = cmpf(b, "une", conv(b, v), fconst(b, 0.0, acc))
            return b.val("arith.uitofp", [c], acc)
        return reduce_over(rw, x, dims, acc, 0.0, add, loc, pre=nz)
    if ord_ == 1:
        return reduce_over(rw, x, dims, acc, 0.0, add, loc, pre=absv)
    if ord_ == 2:
        def sq(b, v, *ex):
            v = conv(b, v)
            return mul(b, v, v)
        s = reduce_over(rw, x, dims, acc, 0.0, add, loc, pre=sq)
        return map_tensor(rw, [s], acc, lambda b, v: b.val("math.sqrt", [v], acc), loc)

    def pw(b, v, *ex):
        return b.val("math.powf", [absv(b, v), fconst(b, ord_, acc)], acc)
    s = reduce_over(rw, x, dims, acc, 0.0, add, loc, pre=pw)
    return map_tensor(rw, [s], acc, lambda b, v: b.val("math.powf", [v, fconst(b, 1.0 / ord_, acc)], acc), loc)


def _norm(ord_at, dims_at, keepdim_at, default_ord=2.0):
    def lower(op, operands, rw):
        x = tensor_operand(operands, 0)
        R = rank_of(x)
        out = U.result_type(op)
        et = out.element_type
        if not is_float(et) or not is_float(x.type.element_type):
            return False
        ord_ = default_ord
        if ord_at is not None and not U.is_none(op.operand(ord_at)):
            ord_ = const_value(op.operand(ord_at))
            if ord_ is None:
                return False
        ord_ = float(ord_)
        dims = list(range(R)) if dims_at is None else reduction_dims(op, dims_at, R)
        keep = keepdim_at is not None and const_flag(op, keepdim_at)
        loc = op.location
        red = vector_norm(rw, op, x, ord_, dims, et, loc)
        red = to_elt(rw, red, et, loc)
        rw.replace_op(op, finish(rw, red, op, 0, R, dims, keep, loc))
        return True
    return lower


aten("linalg_vector_norm")(_norm(1, 2, 3))
aten("norm.ScalarOpt_dim")(_norm(1, 2, 3))
aten("norm.Scalar")(_norm(1, None, None))
aten("frobenius_norm.dim")(_norm(None, 1, 2))

# ---------------------------------------------------------------------------------------------
# logsumexp
# ---------------------------------------------------------------------------------------------


@aten("logsumexp")
def logsumexp(op, operands, rw):
    """``log(sum(exp(x - m))) + m`` with ``m`` the max (0 where it is infinite)."""
    x = tensor_operand(operands, 0)
    R = rank_of(x)
    et = U.result_type(op).element_type
    if not is_float(et):
        return False
    dims = reduction_dims(op, 1, R)
    keep = const_flag(op, 2)
    loc = op.location
    acc = compute_type(et)
    conv = input_converter(op, 0, acc)
    m = reduce_over(rw, x, dims, acc, -math.inf, maximum, loc, pre=conv)

    def fin(b, v):
        inf = cmpf(b, "oeq", _absf(b, v), fconst(b, math.inf, acc))
        return select(b, inf, fconst(b, 0.0, acc), v)
    m = map_tensor(rw, [m], acc, fin, loc)

    def ex(b, v, mm):
        return b.val("math.exp", [sub(b, conv(b, v), mm)], acc)
    s = reduce_over(rw, x, dims, acc, 0.0, add, loc, pre=ex, extra=[m])
    r = map_tensor(rw, [s, m], et, lambda b, v, mm: U.convert_scalar(b, add(b, b.val("math.log", [v], acc), mm), et),
                   loc)
    rw.replace_op(op, finish(rw, r, op, 0, R, dims, keep, loc))
    return True
