"""``stablehlo.sort`` as IREE 3.13 compiles it right (same values):

* ``iree-stablehlo-sort-unsigned-compare``: an ``UNSIGNED`` compare of integers in a sort
  comparator orders them as signed (``[3, -1, 100, -128]`` as i8 sorted to ``[-128, -1, 3, 100]``):
  the sign bits flipped and compared ``SIGNED``, which is the unsigned order;
* ``iree-stablehlo-sort-results-live`` (llvm-cpu): a sort result nobody reads (the indices of
  ``msort``, the values of ``argsort``) is scratch memory inside the sort dispatch, on the stack,
  which IREE caps at 32768 bytes ("exceeded stack allocation limit", msort of 8000 values: 64000
  bytes of i64 indices) and which must be bounded ("'memref.alloca' op expected no unbounded stack
  allocations" at run-time sizes). At static sizes both results go through an
  ``optimization_barrier`` (kept live, each is a buffer of the dispatch); at run-time sizes, where
  IREE fails on that barrier ("'tensor.dim' op unexpected during shape cleanup"), the unread result
  is read by the other through a select that never takes it (``indices < 0``).
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from tmlir.conversion.torch_to_stablehlo import utils as U

__all__ = ["unsigned_sort_compares", "keep_sort_results_live"]


def unsigned_sort_compares(root):
    """Each ``UNSIGNED`` compare of integers in a sort comparator as a ``SIGNED`` compare of the
    operands with their sign bits flipped; returns how many."""
    from .stablehlo_math import _Before
    n = 0
    for sort in [o for o in root.walk() if o.name == "stablehlo.sort"]:
        for op in [o for o in sort.walk() if o.name == "stablehlo.compare"]:
            if "UNSIGNED" not in str(op.properties.get("compare_type", "")):
                continue
            x, y = op.operands
            et = x.type.element_type
            if not U.is_int(et) or et is A.I1:
                continue
            b = _Before(op)
            flip = U.scalar_const(b, -(1 << (et.width - 1)), et)
            if x.type.shape:
                flip = U.broadcast_in_dim(b, flip, U.sizes(b, x), [])
            op.set_operand(0, U.binary(b, H.XorOp, x, flip))
            op.set_operand(1, U.binary(b, H.XorOp, y, flip))
            op.properties["compare_type"] = H.comparison_type("SIGNED")
            n += 1
    return n


def _is_iota(v):
    d = v.defining_op
    return d is not None and d.name in ("stablehlo.iota", "stablehlo.dynamic_iota")


def keep_sort_results_live(root):
    """Each two-result ``stablehlo.sort`` with a result nobody reads, as the module docstring
    says; returns how many."""
    from .stablehlo_math import _Before
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.sort"]:
        if len(op.results) != 2 or all(r.has_uses() for r in op.results):
            continue
        v, i = op.results
        if not _is_iota(op.operands[1]):
            if not _is_iota(op.operands[0]):
                continue
            v, i = i, v     # the positions are the first operand
        after = op.next_op
        if after is None:
            continue
        uses = {r: list(r.uses) for r in op.results}
        b = _Before(after)
        if A.DYNAMIC not in v.type.shape:
            bar = b.insert(H.OptimizationBarrierOp.build(operand=[v, i], results_=[v.type, i.type]))
            new = {v: bar.results[0], i: bar.results[1]}
        elif not v.has_uses():     # the positions read the values
            neg = U.compare(b, i, U.splat_like(b, i, 0), "LT")
            new = {i: U.select(b, neg, U.convert(b, v, i.type.element_type), i)}
        else:                       # the values read the positions
            neg = U.compare(b, i, U.splat_like(b, i, 0), "LT")
            new = {v: U.select(b, neg, U.convert(b, i, v.type.element_type), v)}
        for r, nv in new.items():
            for user, index in uses[r]:
                user.set_operand(index, nv)
        n += 1
    return n
