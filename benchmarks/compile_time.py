"""Compile time per phase, for the models of ``benchmarks/models.py`` and GPTs of growing depth.

    python benchmarks/compile_time.py [--models MLP,CNN,GPT4,GPT12] [--layers 4,12,48] [--repeat 1]

Phases (wall time, best of ``--repeat``):

  export    torch.export of the model, with tmlir's decomposition table (``tmlir.fx.export_program``)
  import    the exported program to the raw ``torch`` dialect (``import_exported_program``)
  contract  ``torch-lower-to-backend-contract`` (value semantics, refinement, decompositions)
  lowering  the linalg-on-tensors pipeline (conversion, canonicalization, fusion, CSE)
  print     the module as MLIR text (weights in the resource section)

Then, for GPTs of ``--layers`` depths (vocab 1000, d=256, 4 heads, context 128), the same phases
and each phase's time per layer: a phase that grows faster than linearly shows a rising per-layer
time from one depth to the next (the last line gives the ratio per phase, largest depth against
smallest; about 1 or below is linear).
"""
from __future__ import annotations

import argparse
import os
import sys
import time
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))

PHASES = ("export", "import", "contract", "lowering", "print")


def time_phases(module, inputs):
    """-> (dict phase -> seconds, number of ops in the linalg module)."""
    from tmlir import pipelines
    from tmlir.fx import export_program, import_exported_program
    from tmlir.ir.passmanager import PassManager
    from tmlir.transforms.lower_to_backend_contract import lower_to_backend_contract
    from models import count_ops
    t0 = time.perf_counter()
    prog = export_program(module, tuple(inputs), {}, dynamic_shapes=None, strict=False,
                          decomposition_table=None, backend_legal_ops=None)
    t1 = time.perf_counter()
    m = import_exported_program(prog, func_name="main")
    t2 = time.perf_counter()
    lower_to_backend_contract(m)
    t3 = time.perf_counter()
    PassManager.parse(pipelines.LINALG_BACKEND_PIPELINE).run(m)
    t4 = time.perf_counter()
    text = str(m)
    t5 = time.perf_counter()
    t = {"export": t1 - t0, "import": t2 - t1, "contract": t3 - t2, "lowering": t4 - t3, "print": t5 - t4}
    return t, count_ops(text)


def best_of(repeat, make_module, make_inputs):
    best, ops = None, None
    for _ in range(repeat):
        times, ops = time_phases(make_module(), make_inputs())
        best = times if best is None else {k: min(best[k], times[k]) for k in best}
    return best, ops


def row(name, times, ops, extra=""):
    total = sum(times.values())
    cells = "".join(f"{times[p]:>10.3f}" for p in PHASES)
    return f"{name:<18}{ops:>7}{cells}{total:>10.3f}{extra}"


def header():
    return f"{'model':<18}{'ops':>7}" + "".join(f"{p:>10}" for p in PHASES) + f"{'total':>10}"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default="MLP,CNN,ResNetBlock,TransformerLayer,GPT4,GPT12",
                    help="comma list of benchmarks/models.py names ('' for none)")
    ap.add_argument("--layers", default="4,12,48", help="GPT depths for the growth table ('' for none)")
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args(argv)
    warnings.simplefilter("ignore")
    import torch
    from models import MODELS, GPT, _seeded, _inputs
    torch.set_num_threads(1)

    names = [n for n in args.models.split(",") if n]
    if names:
        print("seconds per phase (wall time, best of %d)" % args.repeat)
        print(header())
        for name in names:
            times, ops = best_of(args.repeat, *MODELS[name])
            print(row(name, times, ops), flush=True)

    depths = [int(x) for x in args.layers.split(",") if x]
    if depths:
        print("\nGPT growth: seconds per phase, and per layer in brackets")
        print(header())
        per_layer = {}
        for L in depths:
            times, ops = best_of(args.repeat, _seeded(lambda L=L: GPT(L)), _inputs(((1, 128), torch.int64, 1000)))
            per_layer[L] = {p: times[p] / L for p in PHASES}
            extra = "  [" + " ".join(f"{per_layer[L][p] * 1e3:.0f}" for p in PHASES) + " ms/layer]"
            print(row(f"GPT{L}", times, ops, extra), flush=True)
        lo, hi = min(depths), max(depths)
        if lo != hi:
            ratios = " ".join(f"{p} {per_layer[hi][p] / per_layer[lo][p]:.2f}" for p in PHASES)
            print(f"per-layer time GPT{hi} / GPT{lo}: {ratios}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
