"""Run time of compiled models: IREE vs eager PyTorch, single-threaded CPU, in one process.

    python benchmarks/runtime.py [-n 20] [-f REGEX]              # the models of benchmarks/models.py
    python benchmarks/runtime.py --e2e [-n 20] [-f REGEX] [-c linalg]   # the e2e suite's models

Default: each model of ``benchmarks/models.py`` (MLP, CNN, ResNet block, transformer layer, LSTM
and GRU cells, 4- and 12-layer GPT, quantized CNN) is exported, lowered to Linalg-on-Tensors and compiled by IREE once; then IREE calls
and eager ``forward`` calls alternate (``n`` of each, after a warm-up call each) and the medians
are compared. The table gives the op count of the Linalg module (lines that define a value), the
compile time (export + import + lowering + IREE), both medians (CPU time of the process, which
runs both single-threaded: robust to other load on the machine), their ratio (IREE / eager; < 1
means IREE is faster) and whether IREE's output matched eager (rtol = atol = 1e-4). ``--iree-flags``
adds iree-compile flags (default: data tiling).

``--e2e`` times the whole-model e2e tests (``e2e_tests/models.py``) through an e2e config instead.
A model the pipeline cannot compile is listed with the step that failed; the others still run.
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
    row = dict(name=test.name, status="ok", ops=None, compile_s=None, iree_s=None, eager_s=None, match=None, error="")
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


# IREE flags added to the reference backend's for the model benchmarks: data tiling (packed matmul
# operands) took a transformer layer from 1.44x to 0.94x eager and a 4-layer GPT from 1.22x to
# 0.87x (CPU time, single thread); the e2e tests keep the plain flags.
BENCH_IREE_FLAGS = ("--iree-opt-data-tiling=true",)


def bench_issue_model(name, make_module, make_inputs, n, iree_flags=BENCH_IREE_FLAGS, atol=1e-4):
    """-> dict(name, status, ops, compile_s, iree_s, eager_s, match, error) for one model of
    benchmarks/models.py, timed with IREE and eager calls interleaved."""
    import numpy as np
    import torch
    import tmlir
    from tmlir.backends.refbackend import RefBackend, to_iree_arg
    from models import count_ops
    row = dict(name=name, status="ok", ops=None, compile_s=None, iree_s=None, eager_s=None, match=None, error="")
    module = make_module()
    inputs = make_inputs()
    try:
        t0 = time.perf_counter()
        lowered = tmlir.fx.export_and_import(module, *inputs, output_type="linalg-on-tensors")
        text = str(lowered)
        backend = RefBackend(extra_flags=iree_flags)
        loaded = backend.load(backend.compile(text))
        row["compile_s"] = time.perf_counter() - t0
    except Exception as e:  # a model the pipeline cannot compile: reported, the others still run
        row["status"] = f"failed ({type(e).__name__})"
        row["error"] = str(e).strip().splitlines()[0] if str(e).strip() else ""
        return row
    row["ops"] = count_ops(text)
    fn = loaded.raw_function("main")
    args = [to_iree_arg(x) for x in inputs]
    with torch.no_grad():
        golden = module(*inputs)
        out = loaded.main(*inputs)
        outs = out if isinstance(out, tuple) else (out,)
        goldens = golden if isinstance(golden, tuple) else (golden,)
        row["match"] = len(outs) == len(goldens) and all(
            np.allclose(o, g.numpy(), rtol=1e-4, atol=atol) for o, g in zip(outs, goldens))
        fn(*args)
        module(*inputs)
        ti, te = [], []
        for _ in range(n):  # CPU time of this (single-threaded) process: robust to other load
            t0 = time.process_time()
            fn(*args)
            t1 = time.process_time()
            module(*inputs)
            t2 = time.process_time()
            ti.append(t1 - t0)
            te.append(t2 - t1)
    row["iree_s"] = statistics.median(ti)
    row["eager_s"] = statistics.median(te)
    return row


def format_table(rows):
    lines = [f"{'model':<36} {'ops':>6} {'compile s':>9} {'iree ms':>9} {'eager ms':>9} {'ratio':>7} {'match':>6}",
             "-" * 88]
    for r in rows:
        if r["status"] != "ok":
            lines.append(f"{r['name']:<36} {r['status']}: {r['error'][:120]}")
            continue
        ratio = r["iree_s"] / r["eager_s"] if r["eager_s"] else float("nan")
        ops = "-" if r.get("ops") is None else str(r["ops"])
        lines.append(f"{r['name']:<36} {ops:>6} {r['compile_s']:>9.2f} {r['iree_s'] * 1e3:>9.3f} {r['eager_s'] * 1e3:>9.3f} "
                     f"{ratio:>7.2f} {'yes' if r['match'] else 'NO':>6}")
    return "\n".join(lines)


def quantized_note(rows, float_of):
    """The closing note: each quantized model's IREE time against its float version's (both rows
    of this run); empty when either is missing."""
    by = {r["name"]: r for r in rows if r["status"] == "ok"}
    lines = []
    for q, f in float_of.items():
        if q in by and f in by:
            rq, rf = by[q], by[f]
            lines.append(f"{q} on IREE: {rq['iree_s'] * 1e3:.3f} ms vs {f} (float) {rf['iree_s'] * 1e3:.3f} ms: "
                         f"{rq['iree_s'] / rf['iree_s']:.2f}x the float model's time (integer convolutions, "
                         f"i32 sums; eager runs the quantized model's QDQ graph in float)")
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("-n", type=int, default=20, help="timed calls per model (median reported)")
    p.add_argument("-f", "--filter", default=None, help="only models whose test name matches this regex")
    p.add_argument("-c", "--config", default="linalg", help="with --e2e: an IREE config (linalg, tosa, stablehlo)")
    p.add_argument("--e2e", action="store_true", help="time the e2e suite's model tests instead")
    p.add_argument("--iree-flags", default=" ".join(BENCH_IREE_FLAGS),
                   help="extra iree-compile flags for the model benchmarks (space separated; '' for none)")
    args = p.parse_args(argv)
    warnings.simplefilter("ignore")
    import torch
    torch.set_num_threads(1)  # eager on one thread, as IREE's local-sync driver runs on one
    if not args.e2e:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from models import MODELS, MATCH_ATOL, FLOAT_OF
        names = [n for n in MODELS if args.filter is None or re.search(args.filter, n)]
        rows = []
        for name in names:
            print(f"... {name}", file=sys.stderr, flush=True)
            rows.append(bench_issue_model(name, *MODELS[name], args.n, tuple(args.iree_flags.split()),
                                          atol=MATCH_ATOL.get(name, 1e-4)))
        print(f"linalg-on-tensors on IREE llvm-cpu (local-sync), extra flags: {args.iree_flags or '(none)'}; "
              f"median CPU time of {args.n} interleaved calls; ratio = IREE / eager (single-threaded)")
        print(format_table(rows))
        print(quantized_note(rows, FLOAT_OF))
        return 0
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
