"""Canonicalization: every op's folder and canonicalization patterns, applied greedily.

Patterns come from ``OpClass.canonicalization_patterns()`` of the ops met (looked up lazily, by
op name), plus one generic pattern for ``Commutative`` binary ops that moves a constant operand
to the right. After the patterns, unreachable blocks of multi-block regions are erased
(``region-simplify``); both steps repeat until neither changes anything, at most
``max-iterations`` times.
"""
from __future__ import annotations

import warnings

from ..matchers import constant_value
from ..opdef import lookup_op_class, Commutative, ConstantLike
from ..passmanager import Pass, register_pass, Option
from ..rewrite import (RewritePattern, PatternSet, apply_patterns_greedily, GreedyRewriteResult,
                       RewriteBoundError, RewriteBoundWarning)


class CommutativeConstantToRight(RewritePattern):
    """``op(cst, x)`` -> ``op(x, cst)`` for Commutative binary ops."""

    benefit = 1

    def match_and_rewrite(self, op, rewriter):
        ops = op.operands
        if len(ops) != 2:
            return False
        a, b = ops
        if _is_constant(a) and not _is_constant(b):
            with rewriter.modify_op_in_place(op):
                op.set_operands([b, a])
            return True
        return False


def _is_constant(v):
    d = getattr(v, "op", None)
    return d is not None and ConstantLike in d.traits and constant_value(v) is not None


def canonicalization_patterns_for(name, disabled=(), enabled=()):
    cls = lookup_op_class(name)
    if cls is None:
        return []
    out = []
    fn = getattr(cls, "canonicalization_patterns", None)
    if fn is not None:
        out.extend(fn() or ())
    if Commutative in cls.traits:
        out.append(CommutativeConstantToRight(root=name))
    if disabled:
        out = [p for p in out if p.name not in disabled]
    if enabled:
        out = [p for p in out if p.name in enabled]
    return out


def canonicalization_pattern_set(disabled=(), enabled=(), extra=()):
    disabled, enabled = frozenset(disabled), frozenset(enabled)
    return PatternSet(extra, provider=lambda name: canonicalization_patterns_for(name, disabled, enabled))


def erase_unreachable_blocks(op):
    """Erase the blocks of multi-block regions (in ``op`` and below) not reachable from the
    entry block. Returns the number of blocks erased."""
    n = 0
    todo = [op]
    while todo:
        o = todo.pop()
        for region in o.regions:
            blocks = region.blocks
            if len(blocks) > 1:
                seen = {blocks[0]}
                stack = [blocks[0]]
                while stack:
                    b = stack.pop()
                    t = b._last
                    if t is None:
                        continue
                    for s in t.successors:
                        if s not in seen and s.parent is region:
                            seen.add(s)
                            stack.append(s)
                dead = [b for b in blocks if b not in seen]
                for b in dead:
                    for x in b.ops_list():
                        x.drop_all_references()
                for b in dead:
                    for x in b.ops_list():
                        x.detach()
                    for a in b.args:
                        a.uses.clear()
                    region.remove_block(b)
                    n += 1
            for b in region.blocks:
                for x in b:
                    if x.regions:
                        todo.append(x)
    return n


def canonicalize(op, max_iterations=10, max_rewrites=None, top_down=True, region_simplify=True,
                 disabled=(), enabled=(), extra_patterns=(), on_bound="warn"):
    """Canonicalize the regions of ``op``. Returns the GreedyRewriteResult of the last round."""
    ps = canonicalization_pattern_set(disabled, enabled, extra_patterns)
    res = None
    for _ in range(max_iterations):
        res = apply_patterns_greedily(op, ps, max_iterations=max_iterations, max_rewrites=max_rewrites,
                                      top_down=top_down, on_bound=on_bound)
        if not region_simplify or not res.converged or not erase_unreachable_blocks(op):
            return res
    # blocks were still being erased after max_iterations rounds
    msg = f"max_iterations={max_iterations} rounds of pattern application and unreachable-block erasure"
    if on_bound == "raise":
        raise RewriteBoundError(f"canonicalization did not converge: the bound {msg} was hit")
    if on_bound == "warn":
        warnings.warn(f"canonicalization did not converge: the bound {msg} was hit", RewriteBoundWarning,
                      stacklevel=2)
    return GreedyRewriteResult(False, True, max_iterations, res.num_rewrites, msg)


@register_pass("canonicalize", "Canonicalizer")
class CanonicalizePass(Pass):
    """Fold ops and apply every op's canonicalization patterns until a fixed point."""

    OPTIONS = {
        "top-down": Option(bool, True, "seed the worklist in program order (else post-order)"),
        "max-iterations": Option(int, 10, "max sweeps over the IR"),
        "max-num-rewrites": Option(int, -1, "max successful rewrites (-1: 100 per op + 1000)"),
        "region-simplify": Option(str, "normal", "erase unreachable blocks: normal, aggressive or disabled"),
        "test-convergence": Option(bool, False, "fail if the rewrite does not converge"),
        "disable-patterns": Option(str, [], "pattern names not to apply", list=True),
        "enable-patterns": Option(str, [], "apply only these patterns", list=True),
    }

    def run_on_operation(self, op):
        rs = self.options["region-simplify"]
        if rs not in ("normal", "aggressive", "disabled", "true", "false"):
            self.fail(f"canonicalize: region-simplify must be normal, aggressive or disabled, not '{rs}'", op)
        mnr = self.options["max-num-rewrites"]
        res = canonicalize(op, max_iterations=max(1, self.options["max-iterations"]),
                           max_rewrites=None if mnr < 0 else mnr, top_down=self.options["top-down"],
                           region_simplify=rs not in ("disabled", "false"),
                           disabled=self.options["disable-patterns"], enabled=self.options["enable-patterns"],
                           on_bound="ignore")
        if res is not None and not res.converged:
            msg = f"canonicalizer did not converge: the bound {res.bound} was hit"
            if self.options["test-convergence"]:
                self.fail(msg, op)
            self.emit_warning(op, msg)
