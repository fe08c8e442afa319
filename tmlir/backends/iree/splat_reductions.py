"""``iree-fold-splat-reductions``: a ``linalg.generic`` that reduces over a run-time size and
whose every input holds one value (a ``linalg.fill``, a splat constant, or an elementwise generic
of those, through casts and reshapes) is computed without a reduction loop.

IREE 3.13 llvm-cpu folds such fills into the reduction's body, which then reads no input, and
computes it wrong over a dynamic size: it adds the body's value once per vector step instead of
once per element (the sum of ``ones([37])`` gave 3, ``(ones(n) * 2).sum()`` gave ``2 * ceil(n /
16)``, an i64 sum ``ceil(n / 8)`` times the value; a max is right only because it is idempotent).
PyTorch programs build these for element counts (masked reductions, ``count_nonzero`` of a
constant, ``full(...).exp().sum()``), so the pass keeps every such reduction out of IREE's hands.

The new generic has the parallel loops only, and its body computes the input value ``X`` once
(the fill's scalar, the constant, the producers' bodies inlined) and, with ``N`` the product of the
reduced sizes:

* ``out + X * N`` when the body is ``addf``/``addi`` of ``X`` and the output (``out`` when N = 0,
  so that an infinite ``X`` over an empty range still gives the init);
* ``max/min/and/or(X, out)`` when N > 0, else ``out`` (idempotent combiners);
* otherwise (a product, a complex sum, a body that reads its output more than once, several
  outputs) the original body applied N times in an ``scf.for`` over the output's value.

Reductions whose reduced sizes are all static are left alone (IREE computes them right), and so
are bodies that read ``linalg.index`` (their value changes along the loop).
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap, AffineDimExpr, AffineConstantExpr, dim, const
from tmlir.ir.core import Builder, InsertionPoint, OpResult
from tmlir.ir.dialects.arith import ConstantOp, CmpIOp, SelectOp
from tmlir.ir.dialects.linalg import GenericOp, BodyBuilder, YieldOp, make_op
from tmlir.ir.dialects.linalg_transforms import compose, _splat_scalar
from tmlir.ir.dialects.scf import ForOp, YieldOp as ScfYieldOp
from tmlir.ir.dialects.tensor import DimOp

# a value is traced back through at most this many ops to the one value it holds, and the bodies
# inlined for it are at most this long in all
MAX_DEPTH = 8
MAX_BODY_OPS = 256
# ops whose result holds the values of their first operand, rearranged
_SAME_VALUES = frozenset({"tensor.cast", "tensor.expand_shape", "tensor.collapse_shape", "tensor.extract_slice",
                          "linalg.broadcast", "linalg.transpose"})
_IDEMPOTENT = frozenset({"arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf", "arith.maxsi",
                         "arith.minsi", "arith.maxui", "arith.minui", "arith.andi", "arith.ori"})
_SUMS = frozenset({"arith.addf", "arith.addi"})


def _reads_index(op):
    return any(o.name == "linalg.index" for o in op.walk_ops())


def _one_value(v, depth=0, budget=None):
    """A recipe for the one value every element of the tensor ``v`` holds, or None:
    ``("scalar", value)`` (a fill's scalar), ``("attr", attr)`` (a splat constant) or
    ``("generic", op, [recipes of its inputs])`` (an elementwise generic of such tensors)."""
    budget = budget if budget is not None else [MAX_BODY_OPS]
    if depth > MAX_DEPTH or type(v) is not OpResult:
        return None
    op = v.op
    if op.name == "linalg.fill":
        s = op.inputs[0]
        return ("scalar", s) if not hasattr(s.type, "shape") else None
    if op.name == ConstantOp.OPNAME:
        a = _splat_scalar(v)
        return ("attr", a) if a is not None else None
    if op.name in _SAME_VALUES:   # these and the named copies read their source first
        return _one_value(op.operands[0], depth + 1, budget)
    if op.name != GenericOp.OPNAME or len(op.results) != 1 or len(op.outputs) != 1:
        return None
    if any(t != "parallel" for t in op.get_iterator_types()) or _reads_index(op):
        return None
    blk = op.regions[0].blocks[0]
    if blk.args[-1].uses:
        return None  # it reads its init
    budget[0] -= len(blk)
    if budget[0] < 0:
        return None
    parts = [_one_value(x, depth + 1, budget) for x in op.inputs]
    if any(p is None for p in parts):
        return None
    return ("generic", op, parts)


def _emit(recipe, b):
    """The scalar of ``recipe`` built with ``b`` (a BodyBuilder)."""
    kind = recipe[0]
    if kind == "scalar":
        return recipe[1]
    if kind == "attr":
        return b.constant(recipe[1])
    _, op, parts = recipe
    blk = op.regions[0].blocks[0]
    mapping = {a: _emit(p, b) for a, p in zip(blk.args, parts)}
    for o in blk.ops:
        if o.name == "linalg.yield":
            return mapping.get(o.operands[0], o.operands[0])
        b.insert(o.clone(mapping))
    raise AssertionError("linalg.generic body without linalg.yield")


def _loop_size(op, d, b):
    """The size of loop ``d`` of ``op`` (an int when static, else an index value built with ``b``),
    read from the first operand whose map has ``d`` as a result; None when no map names it."""
    for v, m in zip(op.operands, op.get_indexing_maps()):
        for r, e in enumerate(m.results):
            if isinstance(e, AffineDimExpr) and e.position == d:
                size = v.type.shape[r]
                if size != A.DYNAMIC:
                    return size
                return b.insert(DimOp.build_dim(v, b.insert(ConstantOp.build_index(r)).results[0])).results[0]
    return None


def _combiner(op):
    """``(combine_op, X, out_first)`` when the body of the one-output ``op`` yields
    ``combine(X, out)`` and reads its output nowhere else; else None."""
    blk = op.regions[0].blocks[0]
    if len(op.outputs) != 1:
        return None
    out = blk.args[-1]
    y = blk.last_op
    v = y.operands[0]
    c = v.op if type(v) is OpResult else None
    if c is None or c.parent is not blk or len(c.operands) != 2 or len(v.uses) != 1 or len(out.uses) != 1:
        return None
    a, x = c.operands
    if a is out:
        return c, x, True
    if x is out:
        return c, a, False
    return None


def fold_splat_reduction(op):
    """Replace the generic ``op`` as the module docstring says; returns the new generic or None."""
    its = op.get_iterator_types()
    red = [d for d, t in enumerate(its) if t == "reduction"]
    if not red or not op.inputs or _reads_index(op):
        return None
    recipes = [_one_value(x) for x in op.inputs]
    if any(r is None for r in recipes):
        return None
    maps = op.get_indexing_maps()
    n_in = len(op.inputs)
    out_maps = maps[n_in:]
    par = [d for d, t in enumerate(its) if t != "reduction"]
    used = set()
    for m in out_maps:
        for e in m.results:
            if isinstance(e, AffineDimExpr):
                used.add(e.position)
            elif not isinstance(e, AffineConstantExpr):
                return None
    if used != set(par):
        return None  # an output reads a reduced loop, or a parallel loop has no output to size it
    probe = [op.operands[k].type.shape[r] for k, m in enumerate(maps) for r, e in enumerate(m.results)
             if isinstance(e, AffineDimExpr) and e.position in red]
    if A.DYNAMIC not in probe:
        return None  # static reduced sizes: IREE computes them right
    b = Builder(InsertionPoint.before(op), op.location)
    count = None
    for d in red:
        s = _loop_size(op, d, b)
        if s is None:
            return None
        if isinstance(s, int):
            s = b.insert(ConstantOp.build_index(s)).results[0]
        count = s if count is None else b.insert(make_op("arith.muli", [count, s], [A.INDEX])).results[0]
    pos = {d: k for k, d in enumerate(par)}
    T = AffineMap(len(par), 0, tuple(dim(pos[d]) if d in pos else const(0) for d in range(len(its))))
    new = GenericOp.build_generic([], list(op.outputs), [compose(m, T) for m in out_maps], ["parallel"] * len(par),
                                  result_types=[r.type for r in op.results], location=op.location)
    for k, a in (op.attributes or {}).items():
        new.attributes[k] = a
    blk = new.regions[0].blocks[0]
    old = op.regions[0].blocks[0]
    bb = BodyBuilder(InsertionPoint.at_end(blk), op.location)
    mapping = {a: _emit(r, bb) for a, r in zip(old.args[:n_in], recipes)}
    comb = _combiner(op)
    et = comb[1].type if comb is not None else None
    closed = comb is not None and (comb[0].name in _IDEMPOTENT or (
        comb[0].name in _SUMS and (isinstance(et, A.FloatType) or (isinstance(et, A.IntegerType) and et.width > 1))))
    if closed:
        c, x, out_first = comb
        out = blk.args[0]
        for o in old.ops:
            if o is c:
                break
            bb.insert(o.clone(mapping))
        x = mapping.get(x, x)
        if c.name in _SUMS:
            if isinstance(et, A.FloatType):
                n = bb.val("arith.sitofp", [bb.val("arith.index_cast", [count], A.I64)], et)
                x = bb.val("arith.mulf", [x, n], et)
            else:
                x = bb.val("arith.muli", [x, bb.val("arith.index_cast", [count], et)], et)
        combined = bb.val(c.name, [out, x] if out_first else [x, out], out.type, c.properties)
        zero = bb.insert(ConstantOp.build_index(0)).results[0]
        nonempty = bb.insert(CmpIOp.build_pred("sgt", count, zero)).results[0]
        bb.yield_([bb.insert(SelectOp.build_select(nonempty, combined, out)).results[0]])
    else:
        zero = bb.insert(ConstantOp.build_index(0)).results[0]
        one = bb.insert(ConstantOp.build_index(1)).results[0]
        loop = bb.insert(ForOp.build_loop(zero, count, one, list(blk.args)))
        lb = Builder(InsertionPoint.at_end(loop.body), op.location)
        for a, la in zip(old.args[n_in:], loop.region_iter_args):
            mapping[a] = la
        for o in old.ops:
            if o.name == "linalg.yield":
                lb.insert(ScfYieldOp.build_yield([mapping.get(v, v) for v in o.operands], o.location))
            else:
                lb.insert(o.clone(mapping))
        bb.yield_(list(loop.results))
    op.parent.insert_before(new, op)
    for r, nr in zip(op.results, new.results):
        r.replace_all_uses_with(nr)
    op.erase()
    return new


def fold_splat_reductions(root):
    """Every reduction under ``root`` over run-time sizes of one-valued inputs without a
    reduction loop; returns how many."""
    n = 0
    for g in [o for o in root.walk() if o.name == GenericOp.OPNAME]:
        if g.parent is not None and fold_splat_reduction(g) is not None:
            n += 1
    return n
