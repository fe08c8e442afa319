"""``iree-wide-f32-sums`` (precise mode): f32 sums over many elements accumulate in f64.

The output's reductions accumulate in the program's type, as PyTorch's kernels do, and leave the
order of the additions to the consumer. PyTorch sums pairwise; IREE 3.13's llvm-cpu adds each
vector lane's values in sequence, and a sequential f32 sum of millions of values drifts (4M
values near 100: the mean 2.6% off, a variance from it 20x off). Accumulating in f64 lands at
least as close as pairwise f32 summation. Only sums whose reduced extent is run-time or above
``MIN_EXTENT`` change (smaller ones are within PyTorch's tolerances in f32, at full vector width).

A reduction ``linalg.generic`` whose body yields ``arith.addf(x, out)`` (reading its f32 output
nowhere else) gets an f64 output: its init widened by a generic, ``x`` widened in the body, the
result rounded back to f32 by a generic. Contractions (``x`` the product of two input elements: a
convolution or matmul written as a generic) keep f32, as PyTorch's GEMM and convolution kernels
do; in f64 IREE could not bound a convolution's stack buffer at a run-time kernel size
("expected no unbounded stack allocations").
"""
from __future__ import annotations

import math

from tmlir.ir import attributes as A
from tmlir.ir.core import Builder, InsertionPoint
from tmlir.ir.dialects.linalg import GenericOp, BodyBuilder
from .splat_reductions import _combiner

__all__ = ["widen_f32_sums", "MIN_EXTENT"]

MIN_EXTENT = 4096


def _reduced_extent(op):
    """The product of the reduced loop sizes, or None when one is a run-time size."""
    from tmlir.ir.affine import AffineDimExpr
    its = op.get_iterator_types()
    n = 1
    for d in [d for d, t in enumerate(its) if t == "reduction"]:
        size = None
        for v, m in zip(op.operands, op.get_indexing_maps()):
            for r, e in enumerate(m.results):
                if isinstance(e, AffineDimExpr) and e.position == d:
                    size = v.type.shape[r]
                    break
            if size is not None:
                break
        if size is None or size == A.DYNAMIC:
            return None
        n *= size
    return n


def _widen(op):
    from tmlir.conversion.torch_to_linalg.utils import convert_tensor
    b = Builder(InsertionPoint.before(op), op.location)
    init = op.outputs[0]
    wide_init = convert_tensor(b, init, A.F64, op.location)
    wide_t = A.RankedTensorType(list(init.type.shape), A.F64)
    new = GenericOp.build_generic(list(op.inputs), [wide_init], op.get_indexing_maps(), op.get_iterator_types(),
                                  result_types=[wide_t], location=op.location)
    b.insert(new)
    old = op.regions[0].blocks[0]
    blk = new.regions[0].blocks[0]
    bb = BodyBuilder(InsertionPoint.at_end(blk), op.location)
    mapping = dict(zip(old.args, blk.args))
    c, x, out_first = _combiner(op)
    for o in old.ops:
        if o is c:
            break
        bb.insert(o.clone(mapping))
    x = bb.val("arith.extf", [mapping.get(x, x)], A.F64)
    out = blk.args[-1]
    s = bb.val("arith.addf", [out, x] if out_first else [x, out], A.F64, c.properties)
    bb.yield_([s])
    narrow = convert_tensor(b, new.results[0], A.F32, op.location)
    op.results[0].replace_all_uses_with(narrow)
    op.erase()


def _is_product(op, x):
    """Whether ``x`` is an ``arith.mulf`` of two different input elements of ``op`` (a contraction)."""
    d = x.defining_op
    if d is None or d.name != "arith.mulf":
        return False
    ins = set(op.regions[0].blocks[0].args[:len(op.inputs)])
    a, b = d.operands
    return a is not b and a in ins and b in ins


def widen_f32_sums(root, min_extent=MIN_EXTENT):
    """Every f32 sum under ``root`` over a run-time or more than ``min_extent``-element extent,
    accumulated in f64; returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name == GenericOp.OPNAME]:
        if "reduction" not in op.get_iterator_types() or len(op.outputs) != 1 or len(op.results) != 1:
            continue
        if op.results[0].type.element_type is not A.F32:
            continue
        comb = _combiner(op)
        if comb is None or comb[0].name != "arith.addf" or comb[1].type is not A.F32 or _is_product(op, comb[1]):
            continue
        extent = _reduced_extent(op)
        if extent is not None and extent <= min_extent:
            continue
        _widen(op)
        n += 1
    return n


def _stablehlo_f32_sum(op):
    """Whether ``op`` is a one-input ``stablehlo.reduce`` of f32 whose body adds its two arguments."""
    if op.name != "stablehlo.reduce" or len(op.results) != 1:
        return False
    x = op.operands[0]
    if not isinstance(x.type, A.RankedTensorType) or x.type.element_type is not A.F32:
        return False
    blk = op.regions[0].blocks[0]
    ops = list(blk)
    if len(ops) != 2 or ops[0].name != "stablehlo.add" or ops[1].operands[0] is not ops[0].results[0]:
        return False
    return set(ops[0].operands) == set(blk.args)


def widen_stablehlo_f32_sums(root):
    """StableHLO input (``iree-stablehlo-wide-f32-sums``): each f32 ``stablehlo.reduce`` that adds
    over a run-time extent or more than ``MIN_EXTENT`` values reduces the input converted to f64,
    its result converted back (IREE's StableHLO path sums a 4M-value f32 reduce with a relative
    error of 2e-5). Returns how many."""
    from tmlir.ir.dialects import stablehlo as H
    from .stablehlo_math import _Before
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.reduce"]:
        if not _stablehlo_f32_sum(op):
            continue
        x, init = op.operands
        dims = list(op.dimensions.value)
        sizes = [x.type.shape[d] for d in dims]
        extent = None if A.DYNAMIC in sizes else math.prod(sizes)
        if extent is not None and extent <= MIN_EXTENT:
            continue
        b = _Before(op)

        def wide(v):
            return b.op(H.ConvertOp.build(operand=v, result=A.RankedTensorType(list(v.type.shape), A.F64)))
        out = op.results[0].type
        red = H.reduce(b, [wide(x)], [wide(init)], dims, H.AddOp)[0]
        back = b.op(H.ConvertOp.build(operand=red, result=out))
        op.results[0].replace_all_uses_with(back)
        op.erase()
        n += 1
    return n
