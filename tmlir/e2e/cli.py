"""``python -m tmlir.e2e -c CONFIG [-f REGEX] [-j N] [--timeout S] [-v]``: run the e2e suite.

    python -m tmlir.e2e -c raw -f 'Add' -j 2 -v
    python -m tmlir.e2e -c linalg --compile-only --target cuda     # compile for another target, no run

``--compile-only --target T`` (T: llvm-cpu, cuda, rocm, vulkan-spirv) lowers each test as CONFIG
does and compiles the text for IREE target T with IREE's default input flags (after T's
``prepare-for-iree``), without running it: a portability check that needs no device. Its side
table is ``XFAIL["CONFIG/compile-only/T"]`` (with its rules).

Prints a progress bar, a per-family summary (pass/fail/xfail/xpass/crash/timeout) and each
unexpected result; writes a reproducer per failing test to ``e2e_failures/<config>/<test>.mlir``.
Exit code 0 when every result is expected, 1 otherwise, 2 for a usage error.
"""
from __future__ import annotations

import argparse
import os
import re
import sys

__all__ = ["main", "build_parser"]


def build_parser():
    p = argparse.ArgumentParser(prog="python -m tmlir.e2e", description="Run tmlir's end-to-end tests.")
    p.add_argument("-c", "--config", default="linalg", help="the config to run (default: linalg)")
    p.add_argument("-f", "--filter", default=None, help="only tests whose name matches this regex")
    p.add_argument("-j", "--jobs", type=int, default=max(1, min(4, os.cpu_count() or 1)),
                   help="worker processes (default: CPU count, at most 4)")
    p.add_argument("--timeout", type=float, default=120.0, help="seconds per test (default 120)")
    p.add_argument("-v", "--verbose", action="store_true", help="a line per test")
    p.add_argument("--tests-package", action="append", default=None, metavar="PKG",
                   help="package (or module) holding the tests (default: e2e_tests); repeatable")
    p.add_argument("--failures-dir", default="e2e_failures",
                   help="where reproducers go (default: e2e_failures); '' for none")
    p.add_argument("--list", action="store_true", help="list the selected tests and exit")
    p.add_argument("--compile-only", action="store_true",
                   help="compile for --target without running (a portability check; no device needed)")
    p.add_argument("--target", default="llvm-cpu",
                   help="the IREE target of --compile-only: llvm-cpu, cuda, rocm or vulkan-spirv (default llvm-cpu)")
    p.add_argument("--shuffle", type=int, default=None, metavar="SEED",
                   help="run the tests in a random order (seeded), so a run cut short is a fair sample")
    return p


def _select(registry, pattern):
    if pattern is None:
        return list(registry.values())
    try:
        rx = re.compile(pattern)
    except re.error as e:
        raise SystemExit(_usage(f"bad --filter regex {pattern!r}: {e}"))
    return [t for t in registry.values() if rx.search(t.name)]


def _usage(msg):
    print(f"error: {msg}", file=sys.stderr)
    return 2


def main(argv=None, out=None, err=None):
    """Run the CLI; returns the exit code."""
    from tmlir.e2e.configs import CONFIGS, get_config
    from tmlir.e2e.registry import discover_tests
    from tmlir.e2e.report import Progress, failure_details, summary_table
    from tmlir.e2e.reproducer import reproducer_path, write_reproducer
    from tmlir.e2e.runner import UNEXPECTED, RunnerError, apply_xfails, run_tests
    from tmlir.e2e.xfail import xfails_for
    out = out or sys.stdout
    err = err or sys.stderr
    args = build_parser().parse_args(argv)
    packages = tuple(args.tests_package or ["e2e_tests"])
    if args.jobs < 1 or args.timeout <= 0:
        return _usage("-j must be >= 1 and --timeout > 0")
    import_errors = []
    registry = discover_tests(packages, errors=import_errors)
    for msg in import_errors:
        print(f"error: {msg}", file=err)
    if args.config not in CONFIGS:
        return _usage(f"unknown config {args.config!r}; known: {', '.join(sorted(CONFIGS))}")
    if args.compile_only:
        from tmlir.e2e.configs import COMPILE_ONLY_TARGETS, IreeConfig, compile_only_config_name
        if args.target not in COMPILE_ONLY_TARGETS:
            return _usage(f"unknown --target {args.target!r}; known: {', '.join(COMPILE_ONLY_TARGETS)}")
        if not issubclass(CONFIGS[args.config], IreeConfig):
            return _usage(f"--compile-only needs a config that lowers for IREE (linalg, tosa, stablehlo), not {args.config!r}")
        args.config = compile_only_config_name(args.config, args.target)
    get_config(args.config)
    tests = _select(registry, args.filter)
    if not tests:
        return _usage(f"no test matches {args.filter!r} ({len(registry)} tests registered)")
    if args.shuffle is not None:
        import random
        random.Random(args.shuffle).shuffle(tests)
    if args.list:
        for t in tests:
            print(f"{t.family}.{t.name}", file=out)
        return 0
    for t in tests if args.failures_dir else ():  # old reproducers of the tests being rerun would mislead
        path = reproducer_path(args.failures_dir, args.config, t.name)
        if os.path.exists(path):
            os.remove(path)
    bar = Progress(len(tests), err, verbose=args.verbose)
    try:
        results = run_tests(tests, args.config, jobs=args.jobs, timeout=args.timeout,
                            packages=packages, on_result=bar.update)
    except RunnerError as e:
        bar.close()
        print(f"error: {e}", file=err)
        return 2
    bar.close()
    xfails = xfails_for(args.config)
    apply_xfails(results, xfails)
    for r in results:
        if r.status not in ("pass", "xpass") and args.failures_dir:
            r.reproducer = write_reproducer(args.failures_dir, args.config, r, r.ir, registry[r.name].source)
    print(f"config {args.config}: {len(results)} tests", file=out)
    print(summary_table(results), file=out)
    details = failure_details(results)
    if details:
        print("\nUnexpected results:", file=out)
        print("\n".join(details), file=out)
    stale = sorted(set(xfails) - set(registry))
    if stale:
        print(f"\nstale xfail entries for {args.config} (no such test): {', '.join(stale)}", file=out)
    if import_errors:
        print(f"\n{len(import_errors)} test module(s) could not be imported:", file=out)
        print("\n".join(f"  {m}" for m in import_errors), file=out)
    bad = sum(r.status in UNEXPECTED for r in results) + len(import_errors)
    print(f"\n{bad} unexpected result(s)" if bad else "\nall results as expected", file=out)
    return 1 if bad else 0
