"""Greedy rewrite of every op of a 50,000-op function: tmlir vs xDSL (if installed).

    python benchmarks/bench_rewrite.py [N]

Each op ``add(x, y)`` of a chain is replaced by a new ``sub(x, y)`` op through the rewriter;
the drivers run to a fixed point (tmlir: apply_patterns_greedily; xDSL: PatternRewriteWalker).
Only the rewrite is timed (best of 3), not building the IR.
"""
from __future__ import annotations

import gc
import sys
import time

from tmlir.ir import I32, Block
from tmlir.ir.opdef import Op, register, operand, result, Pure
from tmlir.ir.dialects.func import FuncOp, ReturnOp
from tmlir.ir.dialects.builtin import ModuleOp
from tmlir.ir.rewrite import RewritePattern, apply_patterns_greedily


@register
class BenchAdd(Op):
    OPNAME = "bench.add"
    lhs = operand()
    rhs = operand()
    res = result()
    traits = {Pure}


@register
class BenchSub(Op):
    OPNAME = "bench.sub"
    lhs = operand()
    rhs = operand()
    res = result()
    traits = {Pure}


class AddToSub(RewritePattern):
    root = "bench.add"

    def match_and_rewrite(self, op, rewriter):
        ops = op._operands
        rewriter.replace_op_with_new(op, BenchSub, lhs=ops[0], rhs=ops[1], res=op.results[0].type)
        return True


def build_tmlir(n):
    m = ModuleOp.build_empty()
    f = FuncOp.build_func("f", [I32, I32], [I32])
    m.body.append(f)
    b = f.entry_block
    x, y = b.args
    for _ in range(n - 1):
        x = b.append(BenchAdd.build(lhs=x, rhs=y, res=I32)).results[0]
    b.append(ReturnOp.build(operands_=[x]))
    return m


def run_tmlir(n):
    m = build_tmlir(n)
    gc.collect()
    t0 = time.perf_counter()
    res = apply_patterns_greedily(m, [AddToSub()])
    dt = time.perf_counter() - t0
    assert res.converged, res
    body = m.body.first_op.entry_block
    assert body.first_op.name == "bench.sub" and len(body) == n, (body.first_op.name, len(body))
    return dt


def _xdsl_pattern():
    from xdsl.dialects import arith
    from xdsl.pattern_rewriter import RewritePattern as XPattern

    class XAddToSub(XPattern):
        def match_and_rewrite(self, op, rewriter):
            if isinstance(op, arith.AddiOp):
                rewriter.replace_matched_op(arith.SubiOp(op.lhs, op.rhs))
    return XAddToSub()


def run_xdsl(n):
    from xdsl.dialects import arith, func, builtin
    from xdsl.dialects.builtin import i32
    from xdsl.ir import Block as XBlock, Region as XRegion
    from xdsl.pattern_rewriter import PatternRewriteWalker

    blk = XBlock(arg_types=[i32, i32])
    x, y = blk.args
    ops = []
    for _ in range(n - 1):
        o = arith.AddiOp(x, y)
        ops.append(o)
        x = o.result
    blk.add_ops(ops)
    blk.add_op(func.ReturnOp(x))
    f = func.FuncOp("f", ((i32, i32), (i32,)), XRegion(blk))
    m = builtin.ModuleOp([f])
    gc.collect()
    t0 = time.perf_counter()
    PatternRewriteWalker(_xdsl_pattern()).rewrite_module(m)
    dt = time.perf_counter() - t0
    assert isinstance(blk.first_op, arith.SubiOp)
    return dt


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 50_000
    t = min(run_tmlir(n) for _ in range(3))
    print(f"tmlir: {n} ops rewritten in {t:.3f}s ({1e6 * t / n:.2f} us/op)")
    try:
        import xdsl  # noqa: F401
    except ImportError:
        print("xdsl not installed; skipping the comparison")
        return
    tx = min(run_xdsl(n) for _ in range(3))
    print(f"xdsl:  {n} ops rewritten in {tx:.3f}s ({1e6 * tx / n:.2f} us/op)")
    print(f"speedup: {tx / t:.1f}x")


if __name__ == "__main__":
    main()
