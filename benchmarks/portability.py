"""Portability of tmlir's output: every e2e test lowered once per backend and compiled for each IREE
target with IREE's default flags (after that target's prepare-for-iree), nothing run.

    python benchmarks/portability.py --backends linalg-on-tensors,stablehlo \\
        --targets cuda,rocm,vulkan-spirv -j 2 --json /tmp/portability.json [-f REGEX] [--sample N]

Prints, per backend and target, how many tests compile, among all tests, among those whose
program has no f64 (no f64/complex128 input or result) and among those with no 64-bit tensor
(no int64/f64/complex128 input or result: vulkan-spirv's default profile has none); then the failures with IREE's first error
line. ``--json`` keeps one row per (test, backend) and is read back on a rerun (finished rows are
skipped), so a long run can be resumed. The same check per test: ``python -m tmlir.e2e -c linalg
--compile-only --target cuda``.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import random
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

TARGETS = ("llvm-cpu", "cuda", "rocm", "vulkan-spirv")


def _io_dtypes(test):
    """The dtypes of the test's tensor inputs and (from one eager run) results; inputs only when
    the eager run fails."""
    import torch
    inputs = test.make_inputs()
    dts = {x.dtype for x in inputs if isinstance(x, torch.Tensor)}
    try:
        with torch.no_grad():
            out = test.make_module()(*inputs)
        from tmlir.e2e.compare import flatten_outputs
        dts |= {o.dtype for o in flatten_outputs(out) if isinstance(o, torch.Tensor)}
    except Exception:  # noqa: BLE001
        pass
    return dts


def _program_kind(test):
    """(has f64: f64/complex128 tensors, wide: any 64-bit tensor, int64 included — integer indices
    PyTorch makes int64 count; vulkan-spirv may refuse those programs)."""
    import torch
    dts = _io_dtypes(test)
    f64 = bool(dts & {torch.float64, torch.complex128})
    return f64, f64 or torch.int64 in dts


#: stack frames of a crash that say nothing about where it happened
_GENERIC_FRAMES = ("Signals.cpp", "BuiltinTypeInterfaces.cpp", "Types.cpp", "ErrorHandling.cpp",
                   "Operation.cpp", "Builders.cpp", "PatternApplicator.cpp", "OperationSupport.cpp")


def _first_error(message):
    """The first diagnostic of an iree-compile failure, or for a crash (no diagnostic) the first
    stack frame that names where (``crashed in getCopyTileSizes (Utils.cpp)``)."""
    lines = [l for l in message.splitlines() if "error" in l and "iree-compile failed" not in l]
    if lines:
        return lines[0].strip()[:240]
    fatal = re.search(r"LLVM ERROR: .*", message)
    if fatal:
        return fatal.group(0)[:240]
    for m in re.finditer(r"#\d+ 0x[0-9a-f]+ ((?:\(anonymous namespace\)::)?[^(/\s][^\n]*?) (\S+\.cpp):", message):
        func, where = m.group(1), m.group(2)
        if where not in _GENERIC_FRAMES:
            func = func.replace("(anonymous namespace)::", "").split("(")[0]
            return f"iree-compile crashed in {func[-120:]} ({where})"
    return "iree-compile crashed"


def _one(args):
    name, backend, targets = args
    import warnings
    warnings.simplefilter("ignore")
    import tmlir
    from tmlir.e2e.registry import REGISTRY, discover_tests
    from tmlir.backends.refbackend import compile_only
    if not REGISTRY:
        discover_tests()
    t = REGISTRY[name]
    f64, wide = _program_kind(t)
    row = {"test": name, "backend": backend, "f64": f64, "wide": wide, "targets": {}}
    try:
        text = tmlir.fx.export_and_import(t.make_module(), *t.make_inputs(), output_type=backend,
                                          dynamic_shapes=t.dynamic_shapes()).to_text()
    except Exception as e:  # noqa: BLE001
        row["lower_error"] = f"{type(e).__name__}: {str(e).strip().splitlines()[0][:200] if str(e).strip() else ''}"
        return row
    for target in targets:
        start = time.perf_counter()
        try:
            compile_only(text, target)
            row["targets"][target] = {"ok": True}
        except Exception as e:  # noqa: BLE001
            row["targets"][target] = {"ok": False, "error": _first_error(str(e))}
        row["targets"][target]["s"] = round(time.perf_counter() - start, 2)
    return row


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--backends", default="linalg-on-tensors,stablehlo")
    p.add_argument("--targets", default="cuda,rocm,vulkan-spirv")
    p.add_argument("-f", "--filter", default=None)
    p.add_argument("-j", "--jobs", type=int, default=2)
    p.add_argument("--sample", type=int, default=None, help="a random sample of N tests (seed 0)")
    p.add_argument("--json", default=None)
    p.add_argument("--timeout", type=float, default=600.0)
    p.add_argument("--report-only", action="store_true", help="print the report of --json's rows, run nothing")
    a = p.parse_args(argv)
    from tmlir.e2e.registry import discover_tests
    reg = discover_tests()
    names = sorted(n for n in reg if a.filter is None or re.search(a.filter, n))
    if a.sample:
        random.Random(0).shuffle(names)
        names = sorted(names[:a.sample])
    backends, targets = a.backends.split(","), tuple(a.targets.split(","))
    rows = {}
    if a.json and os.path.exists(a.json):
        for r in json.load(open(a.json)):
            rows[(r["test"], r["backend"])] = r
    todo = [] if a.report_only else [(n, b, targets) for b in backends for n in names if (n, b) not in rows]
    ctx = mp.get_context("spawn")
    with ctx.Pool(a.jobs, maxtasksperchild=50) as pool:
        pending = [(w, pool.apply_async(_one, (w,))) for w in todo]
        for k, (w, res) in enumerate(pending):
            try:
                r = res.get(timeout=a.timeout)
            except Exception as e:  # noqa: BLE001
                r = {"test": w[0], "backend": w[1], "f64": False, "targets": {}, "lower_error": f"runner: {e!r}"}
            rows[(w[0], w[1])] = r
            if a.json and (k % 20 == 0 or k == len(pending) - 1):
                json.dump(list(rows.values()), open(a.json, "w"))
            print(f"[{k + 1}/{len(pending)}] {w[1]} {w[0]}", file=sys.stderr, flush=True)
    report(rows, backends, targets, names)


def _fill_wide(rows):
    """``wide`` for rows of an earlier run that lack it (eager runs of those tests)."""
    missing = [r for r in rows.values() if "wide" not in r]
    if not missing:
        return
    from tmlir.e2e.registry import REGISTRY, discover_tests
    if not REGISTRY:
        discover_tests()
    known = {}
    for r in missing:
        if r["test"] not in known:
            known[r["test"]] = _program_kind(REGISTRY[r["test"]])[1] if r["test"] in REGISTRY else False
        r["wide"] = known[r["test"]]


def report(rows, backends, targets, names):
    _fill_wide(rows)

    def frac(ok, of):
        return f"{len(ok):6}/{len(of):<5} {100 * len(ok) / max(1, len(of)):5.1f}%"
    print(f"{'backend':20} {'target':14} {'all':>16} {'no f64':>16} {'no 64-bit':>16}")
    for b in backends:
        rs = [rows[(n, b)] for n in names if (n, b) in rows]
        for t in targets:
            ok = [r for r in rs if r["targets"].get(t, {}).get("ok")]
            no64 = [r for r in rs if not r["f64"]]
            narrow = [r for r in rs if not r["wide"]]
            print(f"{b:20} {t:14} {frac(ok, rs)} {frac([r for r in ok if not r['f64']], no64)} "
                  f"{frac([r for r in ok if not r['wide']], narrow)}")
    for b in backends:
        for n in names:
            r = rows.get((n, b))
            if r is None:
                continue
            if "lower_error" in r:
                print(f"  {b} {n}: lowering failed: {r['lower_error']}")
                continue
            for t in targets:
                e = r["targets"].get(t, {})
                if not e.get("ok"):
                    tag = " (f64)" if r["f64"] else " (64-bit)" if r["wide"] else ""
                    print(f"  {b} {t} {n}{tag}: {e.get('error', '?')}")


if __name__ == "__main__":
    main()
