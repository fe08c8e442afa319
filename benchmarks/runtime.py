"""Run time of compiled models: IREE (through the e2e ``linalg`` config) vs eager PyTorch, on CPU,
in one process.

    python benchmarks/runtime.py [-n 20] [-f REGEX] [-c linalg]

For each whole-model e2e test (``e2e_tests/models.py``) the model is compiled once (import, lower,
IREE) and then timed: the median of ``n`` calls of the IREE function and of eager ``forward`` on
the same inputs (after a warm-up call each). The table gives both, their ratio (IREE / eager; < 1
means IREE is faster), and whether IREE's output matched eager. A model the pipeline cannot compile
yet is listed with the step that failed; the others still run.
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import time
import warnings

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # e2e_tests from a checkout


def median_seconds(fn, n):
    """The median wall time of ``n`` calls of ``fn`` (after one warm-up call)."""
    fn()
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def bench_model(test, config, n):
    """-> dict(name, status, compile_s, iree_s, eager_s, match, error)."""
    import torch
    from tmlir.e2e.compare import compare_outputs
    from tmlir.e2e.steps import StepFailure
    row = dict(name=test.name, status="ok", compile_s=None, iree_s=None, eager_s=None, match=None, error="")
    module = test.make_module()
    inputs = test.make_inputs()
    try:
        t0 = time.perf_counter()
        artifact = config.compile(module, [x.clone() for x in inputs], dynamic_shapes=test.dynamic_shapes())
        row["compile_s"] = time.perf_counter() - t0
        out = config.run(artifact, inputs)
    except StepFailure as f:
        row["status"] = f"failed at {f.step}" + (f" ({f.pass_name})" if f.pass_name else "")
        row["error"] = f.message.strip().splitlines()[0] if f.message.strip() else ""
        return row
    with torch.no_grad():
        golden = module(*inputs)
        row["eager_s"] = median_seconds(lambda: module(*inputs), n)
    row["match"] = not compare_outputs(out, golden, test.tolerance)
    loaded = artifact.loaded
    row["iree_s"] = median_seconds(lambda: loaded.main(*inputs), n)
    return row


def format_table(rows):
    lines = [f"{'model':<36} {'compile s':>9} {'iree ms':>9} {'eager ms':>9} {'ratio':>7} {'match':>6}",
             "-" * 81]
    for r in rows:
        if r["status"] != "ok":
            lines.append(f"{r['name']:<36} {r['status']}: {r['error'][:120]}")
            continue
        ratio = r["iree_s"] / r["eager_s"] if r["eager_s"] else float("nan")
        lines.append(f"{r['name']:<36} {r['compile_s']:>9.2f} {r['iree_s'] * 1e3:>9.3f} {r['eager_s'] * 1e3:>9.3f} "
                     f"{ratio:>7.2f} {'yes' if r['match'] else 'NO':>6}")
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("-n", type=int, default=20, help="timed calls per model (median reported)")
    p.add_argument("-f", "--filter", default=None, help="only models whose test name matches this regex")
    p.add_argument("-c", "--config", default="linalg", help="an IREE config: linalg, tosa or stablehlo")
    args = p.parse_args(argv)
    warnings.simplefilter("ignore")
    import torch
    torch.set_num_threads(1)  # eager on one thread, as IREE's local-sync driver runs on one
    from tmlir.e2e.configs import get_config
    from tmlir.e2e.registry import REGISTRY, discover_tests
    discover_tests(["e2e_tests"])
    from e2e_tests.models import MODEL_TESTS
    names = [n for n in MODEL_TESTS if args.filter is None or re.search(args.filter, n)]
    if not names:
        print(f"no model test matches {args.filter!r}", file=sys.stderr)
        return 2
    config = get_config(args.config)
    rows = []
    for name in names:
        print(f"... {name}", file=sys.stderr, flush=True)
        rows.append(bench_model(REGISTRY[name], config, args.n))
    print(f"config {args.config}; median of {args.n} calls; ratio = IREE / eager (single-threaded CPU)")
    print(format_table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
