"""``python -m tmlir.conformance -c linalg [-f REGEX] [-j N] [--dtypes ...] [--dynamic] [--json OUT]``.

    python -m tmlir.conformance -c linalg -f '^(add|mul)$' --dtypes f32,i64 -j 2

Runs PyTorch's OpInfo database (see ``tmlir.conformance.opinfo`` for the sample cap and the
tolerances) through the config, one op per isolated worker call (the e2e pool), with a progress
bar; prints a row per op x dtype, a summary by status, the pass rate per dtype class, the ops with
the most failing samples, and last ``pass=N total=M``. A reproducer per failing sample goes to
``conformance_failures/<config>/``. Exit code 0 when every row passes or is in the side table
(``tmlir/conformance/xfail.py``), 1 otherwise, 2 for a usage error.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time

__all__ = ["main", "build_parser"]

CONFIGS = ("linalg", "tosa", "tosa-complex", "stablehlo")


def build_parser():
    p = argparse.ArgumentParser(prog="python -m tmlir.conformance",
                                description="Run PyTorch's OpInfo database through tmlir.")
    p.add_argument("-c", "--config", default="linalg", help="the config (default: linalg)")
    p.add_argument("-f", "--filter", default=None,
                   help="only OpInfos whose name (with its variant, e.g. 'nn.functional.conv2d') matches this regex")
    p.add_argument("-j", "--jobs", type=int, default=max(1, min(4, os.cpu_count() or 1)),
                   help="worker processes (default: CPU count, at most 4)")
    p.add_argument("--dtypes", action="append", default=None, metavar="D[,D...]",
                   help="dtypes among f32 f64 f16 bf16 i64 i32 i16 i8 u8 bool c64 (default: all); repeatable")
    p.add_argument("--no-errors", action="store_true", help="skip the error inputs")
    p.add_argument("--dynamic", action="store_true", help="export every tensor dim as dynamic (Dim.AUTO)")
    p.add_argument("--locate", action="store_true",
                   help="name the failing pass of each row's first lowering failure and keep its input IR "
                        "for the reproducer (a second lowering per failing row)")
    p.add_argument("--shuffle", type=int, default=None, metavar="SEED",
                   help="run the ops in a random order (seeded), so a run cut short is a fair sample")
    p.add_argument("--json", default=None, metavar="OUT", help="write the rows and samples as JSON")
    p.add_argument("--timeout", type=float, default=900.0, help="seconds per op, all its dtypes (default 900)")
    p.add_argument("--summary-only", action="store_true", help="leave out the per-row table")
    p.add_argument("-v", "--verbose", action="store_true", help="a line per op x dtype as it finishes")
    p.add_argument("--failures-dir", default="conformance_failures",
                   help="where reproducers go (default: conformance_failures); '' for none")
    p.add_argument("--list", action="store_true", help="list the selected op x dtype rows and exit")
    p.add_argument("--report-from", default=None, metavar="JSON",
                   help="print the report of an earlier run's --json file (or its .partial.jsonl) and exit")
    return p


def _usage(msg, err):
    print(f"error: {msg}", file=err)
    return 2


def select_tasks(pattern=None, dtypes=None, errors=True):
    """The ``opinfo.Task`` rows for ops matching ``pattern`` (a regex searched in the OpInfo name)."""
    from tmlir.conformance.opinfo import list_tasks
    tasks = list_tasks(dtypes, errors=errors)
    if pattern:
        rx = re.compile(pattern)
        tasks = [t for t in tasks if rx.search(t.op)]
    return tasks


def write_reproducers(out_dir, config, rows):
    """A reproducer per failing sample that kept its IR; returns how many were written."""
    from tmlir.e2e.reproducer import write_reproducer
    from tmlir.e2e.runner import TestResult
    n = 0
    for r in rows:
        for s in r.samples:
            if s.ir is None or s.status in ("pass", "error-raised", "export-fails"):
                continue
            res = TestResult(f"{r.op}:{r.dtype}:{s.index}", r.op, s.status, s.step, s.message, s.pass_name)
            write_reproducer(out_dir, config, res, s.ir, source=f"OpInfo {r.op}, dtype {r.dtype}, "
                                                                 f"{s.kind} {s.index}: {s.summary}")
            n += 1
    return n


def _cpu_seconds():
    """User + system CPU seconds of this process and its finished (waited-for) descendants."""
    import resource
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def main(argv=None, out=None, err=None):
    from tmlir.conformance.opinfo import DTYPES
    out = out or sys.stdout
    err = err or sys.stderr
    args = build_parser().parse_args(argv)
    if args.report_from:
        from tmlir.conformance.report import render, rows_from_json
        rows = rows_from_json(args.report_from, args.config, args.dynamic)
        print(f"report of {args.report_from}: {len({r.op for r in rows})} OpInfos, {len(rows)} op x dtype rows",
              file=out)
        print(render(rows, all_rows=not args.summary_only), file=out)
        return 0 if all(r.expected for r in rows) else 1
    if args.config not in CONFIGS:
        return _usage(f"unknown config {args.config!r}; known: {', '.join(CONFIGS)}", err)
    if args.jobs < 1 or args.timeout <= 0:
        return _usage("-j must be >= 1 and --timeout > 0", err)
    dtypes = None
    if args.dtypes:
        dtypes = [d.strip() for spec in args.dtypes for d in spec.split(",") if d.strip()]
        unknown = [d for d in dtypes if d not in DTYPES]
        if unknown:
            return _usage(f"unknown dtype(s) {', '.join(unknown)}; known: {' '.join(DTYPES)}", err)
    if args.filter:
        try:
            re.compile(args.filter)
        except re.error as e:
            return _usage(f"bad --filter regex {args.filter!r}: {e}", err)
    try:
        tasks = select_tasks(args.filter, dtypes, errors=not args.no_errors)
    except RuntimeError as e:
        return _usage(str(e), err)
    if not tasks:
        return _usage(f"no OpInfo matches {args.filter!r}", err)
    if args.shuffle is not None:
        import random
        ops = list(dict.fromkeys(t.op for t in tasks))
        random.Random(args.shuffle).shuffle(ops)
        rank = {op: i for i, op in enumerate(ops)}
        tasks = sorted(tasks, key=lambda t: rank[t.op])  # stable: an op's dtypes keep their order
    if args.list:
        for t in tasks:
            print(t.name, file=out)
        return 0
    from tmlir.conformance.report import build_rows, render, write_json
    from tmlir.conformance.runner import run_all
    from tmlir.e2e.report import Progress
    from tmlir.e2e.runner import RunnerError
    bar = Progress(len(tasks), err, verbose=args.verbose)
    start, cpu_start = time.time(), _cpu_seconds()
    partial = open(args.json + ".partial.jsonl", "w") if args.json else None

    def hear(results):
        for r in results:
            bar.update(r)
        if partial is not None:  # rows as they come: a run cut short still leaves its numbers
            from tmlir.conformance.report import build_rows, to_json
            for row in to_json(build_rows(results, args.config, args.dynamic))["rows"]:
                partial.write(json.dumps(row) + "\n")
            partial.flush()
    try:
        results = run_all(tasks, args.config, jobs=args.jobs, timeout=args.timeout, dynamic=args.dynamic,
                          on_result=hear, locate=args.locate)
    except RunnerError as e:
        bar.close()
        print(f"error: {e}", file=err)
        return 2
    bar.close()
    if partial is not None:
        partial.close()
    wall = time.time() - start
    # the CPU time of this process and every worker (and the iree-compile runs under them): on a
    # loaded machine the wall time says little, CPU seconds / cores is what a quiet one would take
    cpu = _cpu_seconds() - cpu_start
    rows = build_rows(results, args.config, args.dynamic)
    mode = "dynamic" if args.dynamic else "static"
    if args.failures_dir:
        write_reproducers(args.failures_dir, f"{args.config}-{mode}", rows)
    print(f"config {args.config} ({mode}): {len({t.op for t in tasks})} OpInfos, {len(rows)} op x dtype rows, "
          f"{wall:.0f} s with {args.jobs} job(s), {cpu:.0f} CPU-s", file=out)
    print(render(rows, all_rows=not args.summary_only), file=out)
    if args.json:
        write_json(args.json, rows, {"config": args.config, "mode": mode, "jobs": args.jobs, "wall_s": round(wall, 1),
                                     "cpu_s": round(cpu, 1),
                                     "filter": args.filter, "dtypes": dtypes})
    return 0 if all(r.expected for r in rows) else 1
