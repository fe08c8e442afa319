"""IR-core speed: tmlir vs xDSL 0.74 on the same 50,000-op module, side by side in one run.

    pip install -e .[bench]
    python benchmarks/ir_core.py [--ops 50000] [--repeat 3]

The module is one ``func.func`` with a chain of ``arith.addi`` / ``arith.muli`` ops on i64
(half of each) ending in ``func.return``. Steps, each timed for both libraries (best of
``--repeat`` runs, process CPU time, GC as each library leaves it):

  build    construct the module with the library's builders
  verify   run the library's verifier on it
  print    print it as MLIR text (custom forms)
  parse    parse that text (both parse the same text, printed by tmlir)
  rewrite  a greedy pattern driver rewrites every addi into subi (same pattern in both)
  process  whole processes: ``tmlir-opt F --mlir-print-op-generic`` against ``xdsl-opt F
           --print-op-generic`` on the module in generic form (start-up, parse, verify, print;
           CPU time of the child process, best of ``--repeat``)

Prints one row per step with both times and the ratio xDSL/tmlir (>= 5x is the budget, DESIGN §8).
"""


import argparse
import gc
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time


# -- tmlir ------------------------------------------------------------------------------------

def tmlir_build(n):
    from tmlir.ir import I64, Block, Region
    from tmlir.ir.dialects.builtin import ModuleOp
    from tmlir.ir.dialects.func import FuncOp, ReturnOp
    from tmlir.ir.dialects.arith import AddIOp, MulIOp
    m = ModuleOp.build_empty()
    f = FuncOp.build_func("chain", [I64, I64], [I64])
    m.body.append(f)
    blk = f.entry_block
    a, b = blk.args
    prev = a
    append = blk.append
    for i in range(n):
        op = (AddIOp if i % 2 == 0 else MulIOp).build(lhs=prev, rhs=b)
        append(op)
        prev = op.results[0]
    append(ReturnOp.build(operands_=[prev]))
    return m


def tmlir_verify(m):
    m.verify()


def tmlir_print(m):
    return str(m)


def tmlir_parse(text):
    from tmlir.ir import parse_module
    return parse_module(text, verify=False)


def tmlir_rewrite(m):
    from tmlir.ir.rewrite import op_rewrite_pattern, apply_patterns_greedily
    from tmlir.ir.dialects.arith import SubIOp

    @op_rewrite_pattern("arith.addi")
    def addi_to_subi(op, rewriter):
        rewriter.replace_op_with_new(op, SubIOp, lhs=op.operands[0], rhs=op.operands[1])
        return True

    res = apply_patterns_greedily(m, [addi_to_subi], fold=False, dce=False)
    return res


def tmlir_count(m, name):
    return sum(1 for op in m.walk() if op.name == name)


# -- xDSL -------------------------------------------------------------------------------------

def xdsl_build(n):
    from xdsl.dialects import arith, func, builtin
    from xdsl.ir import Block, Region
    i64 = builtin.i64
    blk = Block(arg_types=[i64, i64])
    a, b = blk.args
    prev = a
    ops = []
    for i in range(n):
        op = (arith.AddiOp if i % 2 == 0 else arith.MuliOp)(prev, b)
        ops.append(op)
        prev = op.result
    ops.append(func.ReturnOp(prev))
    blk.add_ops(ops)
    f = func.FuncOp("chain", ([i64, i64], [i64]), Region(blk))
    return builtin.ModuleOp([f])


def xdsl_verify(m):
    m.verify()


def xdsl_print(m):
    import io
    from xdsl.printer import Printer
    s = io.StringIO()
    Printer(stream=s).print_op(m)
    return s.getvalue()


def xdsl_parse(text):
    from xdsl.context import Context
    from xdsl.parser import Parser
    from xdsl.dialects.builtin import Builtin
    from xdsl.dialects.func import Func
    from xdsl.dialects.arith import Arith
    ctx = Context()
    for d in (Builtin, Func, Arith):
        ctx.load_dialect(d)
    return Parser(ctx, text).parse_module()


def xdsl_rewrite(m):
    from xdsl.dialects import arith
    from xdsl.pattern_rewriter import (PatternRewriteWalker, RewritePattern, PatternRewriter,
                                       op_type_rewrite_pattern, GreedyRewritePatternApplier)

    class AddiToSubi(RewritePattern):
        @op_type_rewrite_pattern
        def match_and_rewrite(self, op: arith.AddiOp, rewriter: PatternRewriter):
            rewriter.replace_op(op, arith.SubiOp(op.lhs, op.rhs))

    PatternRewriteWalker(GreedyRewritePatternApplier([AddiToSubi()])).rewrite_module(m)


def xdsl_count(m, name):
    return sum(1 for op in m.walk() if op.name == name)


# -- driver -----------------------------------------------------------------------------------

def timed(fn, *args, repeat=3, setup=None):
    """Best CPU time of ``repeat`` runs. Each run starts from a collected heap and drops the
    previous run's result first, so no run pays GC work for another's objects."""
    best = None
    result = None
    for _ in range(repeat):
        result = None
        if setup is not None:
            args = setup()
        gc.collect()
        t0 = time.process_time()
        result = fn(*args)
        dt = time.process_time() - t0
        best = dt if best is None else min(best, dt)
    return best, result


def process_cpu(cmd, out_path, repeat):
    """Best CPU time (user + system) of running ``cmd`` as a child process, output to ``out_path``."""
    best = None
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        with open(out_path, "w") as out:
            subprocess.run(cmd, stdout=out, check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        dt = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = dt if best is None else min(best, dt)
    return best


def whole_process(module, repeat, with_xdsl):
    """(tmlir-opt seconds, xdsl-opt seconds or None) on ``module`` printed in generic form."""
    from tmlir.ir.printer import Printer
    tmp = tempfile.mkdtemp(prefix="ir_core_")
    try:
        src = os.path.join(tmp, "in.mlir")
        with open(src, "w") as f:
            f.write(Printer(generic=True).print_op_to_string(module))
        t = process_cpu([sys.executable, "-m", "tmlir.tools.opt", src, "--mlir-print-op-generic"],
                        os.path.join(tmp, "t.mlir"), repeat)
        x = None
        xdsl_opt = shutil.which("xdsl-opt")
        if with_xdsl and xdsl_opt:
            x = process_cpu([xdsl_opt, src, "--print-op-generic"], os.path.join(tmp, "x.mlir"), repeat)
            with open(os.path.join(tmp, "t.mlir")) as a, open(os.path.join(tmp, "x.mlir")) as b:
                na, nb = sum(1 for _ in a), sum(1 for _ in b)
            assert abs(na - nb) <= 2, f"tmlir-opt printed {na} lines, xdsl-opt {nb}"
        return t, x
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, default=50000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only-tmlir", action="store_true", help="skip xDSL (not installed)")
    args = ap.parse_args(argv)
    n, r = args.ops, args.repeat
    sys.setrecursionlimit(100000)
    rows = []

    gc.collect()
    t_build, tm = timed(tmlir_build, n, repeat=r)
    t_verify, _ = timed(tmlir_verify, tm, repeat=r)
    t_print, text = timed(tmlir_print, tm, repeat=r)
    t_parse, tm2 = timed(tmlir_parse, text, repeat=r)
    t_rewrite, res = timed(tmlir_rewrite, None, repeat=r, setup=lambda: (tmlir_parse(text),))
    check = tmlir_parse(text)
    tmlir_rewrite(check)
    assert tmlir_count(check, "arith.subi") == (n + 1) // 2 and tmlir_count(check, "arith.addi") == 0
    assert str(tm2) == text, "tmlir parse/print round trip changed the text"
    t_process, x_process = whole_process(check, r, not args.only_tmlir)
    tm_times = [t_build, t_verify, t_print, t_parse, t_rewrite, t_process]

    xd_times = [None] * 6
    if not args.only_tmlir:
        try:
            import xdsl  # noqa: F401
        except ImportError:
            print("xDSL is not installed (pip install -e .[bench]); showing tmlir only")
        else:
            del tm, tm2, check
            gc.collect()
            x_build, xm = timed(xdsl_build, n, repeat=r)
            x_verify, _ = timed(xdsl_verify, xm, repeat=r)
            x_print, _ = timed(xdsl_print, xm, repeat=r)
            x_parse, _ = timed(xdsl_parse, text, repeat=r)
            x_rewrite, _ = timed(xdsl_rewrite, None, repeat=r, setup=lambda: (xdsl_parse(text),))
            xc = xdsl_parse(text)
            xdsl_rewrite(xc)
            assert xdsl_count(xc, "arith.subi") == (n + 1) // 2
            xd_times = [x_build, x_verify, x_print, x_parse, x_rewrite, x_process]

    print(f"IR core, {n} ops (+ func, return), best of {r}, CPU seconds")
    print(f"{'step':<9}{'tmlir':>10}{'xDSL 0.74':>12}{'ratio':>9}")
    ok = True
    for name, t, x in zip(["build", "verify", "print", "parse", "rewrite", "process"], tm_times, xd_times):
        if x is None:
            print(f"{name:<9}{t:>10.3f}{'-':>12}{'-':>9}")
            continue
        ratio = x / t if t > 0 else float("inf")
        ok &= ratio >= 5
        print(f"{name:<9}{t:>10.3f}{x:>12.3f}{ratio:>8.1f}x")
    if xd_times[0] is not None:
        print("all steps >= 5x faster than xDSL" if ok else "SOME STEPS BELOW THE 5x BUDGET")
    return 0


if __name__ == "__main__":
    sys.exit(main())
