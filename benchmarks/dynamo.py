"""torch.compile(backend="tmlir") against eager PyTorch, in one run: steady-state time per inference
call and per training step for the whole-model e2e tests, and the cost of one fallback boundary.

    python benchmarks/dynamo.py [-n 30] [-f REGEX] [--no-train] [--iree-flags '...']

Models: the static whole-model tests of ``e2e_tests/models.py``. Each is compiled once (the first
call, not timed), then compiled and eager calls alternate (``n`` of each after a warm-up) and the
medians of the process CPU time are compared (eager PyTorch on one thread, as IREE's local-sync
driver runs on one: robust to other load on the machine). Training: one step = zero_grad, forward,
MSE loss against a fixed target, backward, SGD step; both copies start from the same weights.
The "fallback" column counts the ops left to PyTorch (forward + backward graphs).

Fallback boundary: ``f(x) = (relu(x) * 2).neg() + 1`` (the pointwise ops are one cluster when
everything is compiled); with ``exclude_ops=["aten.neg"]`` neg runs in PyTorch between two
clusters. boundary = t(two clusters + eager neg) - t(one cluster) - t(eager neg alone): what one
more crossing (IREE -> PyTorch -> IREE) costs, for a small and a large tensor (DLPack hands
tensors over without copies, so the cost should not grow with the size). The same is printed
with the numpy hand-off (a copy into IREE per input) for comparison.
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import time
import warnings

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # tmlir, e2e_tests from a checkout

BENCH_IREE_FLAGS = ("--iree-opt-data-tiling=true",)  # as benchmarks/runtime.py's model benchmarks


def interleaved(fa, fb, n):
    """Median process CPU time of ``fa`` and of ``fb`` over ``n`` alternating calls each."""
    fa(), fb()
    ta, tb = [], []
    for _ in range(n):
        t0 = time.process_time()
        fa()
        t1 = time.process_time()
        fb()
        t2 = time.process_time()
        ta.append(t1 - t0)
        tb.append(t2 - t1)
    return statistics.median(ta), statistics.median(tb)


def median_cpu(f, n):
    f()
    ts = []
    for _ in range(n):
        t0 = time.process_time()
        f()
        ts.append(time.process_time() - t0)
    return statistics.median(ts)


def bench_inference(test, n, flags):
    import torch
    import tmlir.dynamo
    from tmlir.e2e.compare import compare_outputs
    module = test.make_module().eval()
    inputs = test.make_inputs()
    report = tmlir.dynamo.ExplainReport()
    compiled = torch.compile(module, backend=tmlir.dynamo.backend(report=report, iree_flags=flags))
    with torch.no_grad():
        t0 = time.perf_counter()
        out = compiled(*inputs)
        compile_s = time.perf_counter() - t0
        golden = module(*inputs)
        ok = not compare_outputs(out, golden, test.tolerance)
        tc, te = interleaved(lambda: compiled(*inputs), lambda: module(*inputs), n)
    return dict(compile_s=compile_s, tc=tc, te=te, ok=ok, fallback=len(report.fallback_ops))


def bench_training(test, n, flags):
    import torch
    import tmlir.dynamo
    inputs = test.make_inputs()

    def setup(compiled):
        torch.manual_seed(0)
        m = test.make_module().train()
        opt = torch.optim.SGD(m.parameters(), lr=1e-3)
        report = tmlir.dynamo.ExplainReport()
        fwd = torch.compile(m, backend=tmlir.dynamo.backend(report=report, iree_flags=flags)) if compiled else m
        with torch.no_grad():
            out = m(*inputs)
        target = [torch.randn_like(o) for o in (out if isinstance(out, tuple) else (out,))]

        def step():
            opt.zero_grad()
            o = fwd(*inputs)
            o = o if isinstance(o, tuple) else (o,)
            loss = sum(torch.nn.functional.mse_loss(a, b) for a, b in zip(o, target))
            loss.backward()
            opt.step()
            return loss
        return step, report
    sc, report = setup(True)
    se, _ = setup(False)
    t0 = time.perf_counter()
    sc()
    compile_s = time.perf_counter() - t0
    tc, te = interleaved(sc, se, n)
    return dict(compile_s=compile_s, tc=tc, te=te, fallback=len(report.fallback_ops))


def bench_boundary(n):
    """-> rows (size, handoff, one cluster us, two clusters us, eager neg us, boundary us)."""
    import torch
    import tmlir.dynamo
    from tmlir.dynamo.runtime import CompiledCluster

    def f(x):
        return (torch.relu(x) * 2).neg() + 1

    rows = []
    for size in (64, 1 << 20):
        x = torch.randn(size)
        with torch.no_grad():
            one = torch.compile(f, backend=tmlir.dynamo.backend())
            two = torch.compile(lambda x: f(x), backend=tmlir.dynamo.backend(exclude_ops=["aten.neg"]))
            y = torch.relu(x) * 2
            torch.testing.assert_close(one(x), f(x))
            torch.testing.assert_close(two(x), f(x))
            for handoff in ("dlpack", "numpy"):
                for m in list(CompiledCluster.instances):
                    m.dlpack = handoff == "dlpack"
                t1, t2 = interleaved(lambda: one(x), lambda: two(x), n)
                tneg = median_cpu(lambda: y.neg(), n)
                rows.append((size, handoff, t1 * 1e6, t2 * 1e6, tneg * 1e6, (t2 - t1 - tneg) * 1e6))
    return rows


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("-n", type=int, default=30, help="timed calls per measurement (median reported)")
    p.add_argument("-f", "--filter", default=None, help="only models whose test name matches this regex")
    p.add_argument("--no-train", action="store_true", help="inference only")
    p.add_argument("--no-boundary", action="store_true", help="skip the fallback boundary measurement")
    p.add_argument("--iree-flags", default=" ".join(BENCH_IREE_FLAGS),
                   help="extra iree-compile flags (space separated; '' for none)")
    args = p.parse_args(argv)
    warnings.simplefilter("ignore")
    import logging
    logging.getLogger("torch").setLevel(logging.ERROR)
    import torch
    torch.set_num_threads(1)
    from tmlir.e2e.registry import REGISTRY, discover_tests
    discover_tests(["e2e_tests"])
    from e2e_tests.models import MODEL_TESTS
    flags = tuple(args.iree_flags.split())
    names = [t for t in MODEL_TESTS if t.endswith("Static") and (args.filter is None or re.search(args.filter, t))]
    print(f"torch.compile(backend='tmlir') vs eager, one thread each; median CPU time of {args.n} interleaved "
          f"calls; iree flags: {' '.join(flags) or '(none)'}; ratio = tmlir / eager")
    print(f"{'model':<30} {'mode':<9} {'compile s':>9} {'tmlir ms':>9} {'eager ms':>9} {'ratio':>6} {'fallback':>8} {'match':>5}")
    print("-" * 92)
    for name in names:
        test = REGISTRY[name]
        print(f"... {name}", file=sys.stderr, flush=True)
        modes = [("inference", bench_inference)] + ([] if args.no_train else [("train", bench_training)])
        for mode, fn in modes:
            try:
                r = fn(test, args.n, flags)
            except Exception as e:  # noqa: BLE001 - reported, the others still run
                print(f"{name:<30} {mode:<9} failed: {str(e).strip().splitlines()[0][:100]}")
                continue
            match = {True: "yes", False: "NO", None: "-"}[r.get("ok")]
            print(f"{name:<30} {mode:<9} {r['compile_s']:>9.2f} {r['tc'] * 1e3:>9.3f} {r['te'] * 1e3:>9.3f} "
                  f"{r['tc'] / r['te']:>6.2f} {r['fallback']:>8} {match:>5}", flush=True)
    if not args.no_boundary:
        print("\nfallback boundary: f(x) = (relu(x) * 2).neg() + 1; neg left to PyTorch splits one cluster in two")
        print(f"{'elements':>9} {'hand-off':<8} {'1 cluster us':>12} {'2 clusters us':>13} {'eager neg us':>12} "
              f"{'boundary us':>11}")
        for size, handoff, t1, t2, tneg, b in bench_boundary(args.n):
            print(f"{size:>9} {handoff:<8} {t1:>12.1f} {t2:>13.1f} {tneg:>12.1f} {b:>11.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
