"""How much of the e2e suite the tmlir dynamo backend compiles: per test, the e2e result under
``-c dynamo`` and the backend's report (ops compiled / total, ops left to PyTorch).

    python benchmarks/dynamo_coverage.py -f REGEX [--per-test]

Runs in this process, one test after another (``python -m tmlir.e2e -c dynamo`` is the judge of
pass/fail, with workers and timeouts; this script says what ran where). Prints the totals, the
tests dynamo gave no graph (run eagerly by dynamo itself), and the ops that fell back, by count.
"""
from __future__ import annotations

import argparse
import collections
import os
import re
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("-f", "--filter", default=None, help="only tests whose name matches this regex")
    p.add_argument("--per-test", action="store_true", help="a line per test")
    args = p.parse_args(argv)
    warnings.simplefilter("ignore")
    import logging
    logging.getLogger("torch").setLevel(logging.ERROR)
    logging.getLogger("tmlir.dynamo").setLevel(logging.ERROR)
    import torch
    from tmlir.e2e.configs import get_config
    from tmlir.e2e.registry import REGISTRY, discover_tests
    from tmlir.e2e.runner import run_test
    discover_tests(["e2e_tests"])
    rx = re.compile(args.filter) if args.filter else None
    tests = [t for t in REGISTRY.values() if rx is None or rx.search(t.name)]
    config = get_config("dynamo")
    config.collect_report = True
    status = collections.Counter()
    ops_total = ops_compiled = 0
    fallback = collections.Counter()
    failed_clusters = collections.Counter()
    no_graph, fully = [], 0
    for t in tests:
        torch._dynamo.reset()
        config.report = None
        r = run_test(t, config)
        status[r.status] += 1
        rep = config.report
        if rep is None or not rep.graphs:
            no_graph.append(t.name)
            line = f"{r.status:<5} {t.name}: no graph reached the backend"
        else:
            ops_total += rep.ops_total
            ops_compiled += rep.ops_compiled
            fully += rep.ops_compiled == rep.ops_total
            for f in rep.fallback_ops:
                fallback[f.op] += 1
            for c in rep.clusters:
                if c.status.startswith("failed"):
                    failed_clusters[c.status[:160]] += 1
            line = (f"{r.status:<5} {t.name}: {rep.ops_compiled}/{rep.ops_total} ops compiled, "
                    f"{len(rep.clusters)} clusters" + (f"; fallback: {', '.join(sorted({f.op for f in rep.fallback_ops}))}"
                                                       if rep.fallback_ops else ""))
        if args.per_test:
            print(line, flush=True)
    n = len(tests)
    print(f"tests: {n}, pass: {status['pass']}, fail: {status['fail']}; "
          f"ops compiled: {ops_compiled}/{ops_total} ({100.0 * ops_compiled / max(ops_total, 1):.1f}%); "
          f"tests compiled whole: {fully}; tests with no graph: {len(no_graph)}")
    if no_graph:
        print("no graph: " + ", ".join(no_graph[:20]) + (" ..." if len(no_graph) > 20 else ""))
    if fallback:
        print("ops left to PyTorch (count of nodes):")
        for op, c in fallback.most_common(25):
            print(f"  {c:>5}  {op}")
    if failed_clusters:
        print("clusters that failed to compile (they ran in PyTorch):")
        for why, c in failed_clusters.most_common(10):
            print(f"  {c:>5}  {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
