"""Compile time per phase, for the models of ``benchmarks/models.py`` and GPTs of growing depth.

    python benchmarks/compile_time.py [--models MLP,CNN,GPT4,GPT12] [--layers 4,12,48] [--repeat 1]
        [--output-types linalg-on-tensors,tosa,stablehlo] [--iree] [--clock wall|cpu]

Phases (wall time, best of ``--repeat``; ``--clock cpu``: this process's CPU time instead, which
a loaded machine disturbs less; iree-compile, a child process, is then counted by its CPU time too):

  export    torch.export of the model, with tmlir's decomposition table (``tmlir.fx.export_program``)
  import    the exported program to the raw ``torch`` dialect (``import_exported_program``)
  contract  ``torch-lower-to-backend-contract`` (value semantics, refinement, decompositions)
  lowering  the backend pipeline (linalg: conversion, canonicalization, fusion, CSE)
  print     the module as MLIR text (weights in the resource section)
  iree      (``--iree``) iree-compile of that text with the RefBackend's flags for its input type

With several ``--output-types`` each model has a row per backend (the contract phase uses the
backend's default ``backend_legal_ops``, as ``tmlir.fx.export_and_import`` does) and the columns ``x linalg``: its
total against the linalg row's, and ``x (tmlir)``: the same without torch.export (the phases tmlir
and IREE run), measured in the same run after one untimed warm-up (the budget is 1.2x).

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

#: the clock of the phase times: ``wall`` (time.perf_counter) or ``cpu`` (set by ``--clock``)
CLOCK = "wall"


def _now():
    if CLOCK == "cpu":
        t = os.times()  # and the CPU time of finished children (iree-compile), in clock ticks
        return time.process_time() + t.children_user + t.children_system
    return time.perf_counter()


#: --output-types names -> (OutputType name, IREE input type, row label)
BACKENDS = {"linalg-on-tensors": ("linalg-on-tensors", "none", "linalg"), "linalg": ("linalg-on-tensors", "none", "linalg"),
            "tosa": ("tosa", "tosa", "tosa"), "stablehlo": ("stablehlo", "stablehlo", "stablehlo")}


def time_phases(module, inputs, output_type="linalg-on-tensors", iree=False):
    """-> (dict phase -> seconds, number of ops in the backend module)."""
    from tmlir import pipelines
    from tmlir import OutputType
    from tmlir.fx import export_program, import_exported_program
    from tmlir.transforms.lower_to_backend_contract import lower_to_backend_contract
    from models import count_ops
    ot = OutputType.get(BACKENDS[output_type][0])
    legal = pipelines.default_backend_legal_ops(ot, None) or ()
    t0 = _now()
    prog = export_program(module, tuple(inputs), {}, dynamic_shapes=None, strict=False,
                          decomposition_table=None, backend_legal_ops=legal or None)
    t1 = _now()
    m = import_exported_program(prog, func_name="main")
    t2 = _now()
    lower_to_backend_contract(m, backend_legal_ops=legal, fuse_quantized=ot == OutputType.LINALG_ON_TENSORS)
    t3 = _now()
    pipelines.pass_manager(pipelines.lowering_pipeline_text(ot)).run(m)   # as tmlir.fx.export_and_import runs it
    t4 = _now()
    text = str(m)
    t5 = _now()
    t = {"export": t1 - t0, "import": t2 - t1, "contract": t3 - t2, "lowering": t4 - t3, "print": t5 - t4}
    if iree:
        from tmlir.backends.refbackend import RefBackend
        from iree.compiler import tools
        t6 = _now()
        prepared, _, flags = RefBackend(cache_dir=False).prepare(text)   # prepare-for-iree, as compile() does
        tools.compile_str(prepared, extra_args=list(flags))
        t["iree"] = _now() - t6
    return t, count_ops(text)


def best_of(repeat, make_module, make_inputs, output_type="linalg-on-tensors", iree=False):
    best, ops = None, None
    for _ in range(repeat):
        times, ops = time_phases(make_module(), make_inputs(), output_type, iree)
        best = times if best is None else {k: min(best[k], times[k]) for k in best}
    return best, ops


def row(name, times, ops, extra=""):
    total = sum(times.values())
    cells = "".join(f"{times[p]:>10.3f}" for p in PHASES + ("iree",) if p in times)
    return f"{name:<18}{ops:>7}{cells}{total:>10.3f}{extra}"


def header(iree=False, versus=False):
    phases = PHASES + (("iree",) if iree else ())
    return (f"{'model':<18}{'ops':>7}" + "".join(f"{p:>10}" for p in phases) + f"{'total':>10}"
            + (f"{'x linalg':>10}{'x (tmlir)':>11}" if versus else ""))


def tmlir_time(times):
    """The phases after torch.export (what tmlir and IREE do)."""
    return sum(v for k, v in times.items() if k != "export")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default="MLP,CNN,ResNetBlock,TransformerLayer,GPT4,GPT12",
                    help="comma list of benchmarks/models.py names ('' for none)")
    ap.add_argument("--layers", default="4,12,48", help="GPT depths for the growth table ('' for none)")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--output-types", default="linalg-on-tensors",
                    help="comma list of backends (linalg-on-tensors, tosa, stablehlo): a row per model and backend")
    ap.add_argument("--iree", action="store_true", help="also time iree-compile of each backend's text")
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                    help="wall time, or CPU time of this process and its children (steadier on a loaded machine)")
    args = ap.parse_args(argv)
    global CLOCK
    CLOCK = args.clock
    warnings.simplefilter("ignore")
    import torch
    from models import MODELS, GPT, _seeded, _inputs
    torch.set_num_threads(1)

    backends = [b for b in args.output_types.split(",") if b]
    for bk in backends:
        if bk not in BACKENDS:
            ap.error(f"unknown output type {bk!r}; expected one of {', '.join(BACKENDS)}")
    versus = len(backends) > 1
    names = [n for n in args.models.split(",") if n]
    # the first compile in a process pays for loading torch's compiler stack and tmlir's
    # libraries: one untimed warm-up, so that the first row is not charged for it
    best_of(1, *MODELS["MLP"], output_type=backends[0] if backends else "linalg-on-tensors")
    if names:
        print("seconds per phase (%s time, best of %d)" % (args.clock, args.repeat))
        print(header(args.iree, versus))
        for name in names:
            base = None
            for bk in backends:
                label = name if not versus else f"{name}/{BACKENDS[bk][2]}"
                try:
                    times, ops = best_of(args.repeat, *MODELS[name], output_type=bk, iree=args.iree)
                except Exception as e:  # a model a backend cannot lower: say so, go on
                    print(f"{label:<18} failed: {type(e).__name__}: {str(e).splitlines()[0][:100]}", flush=True)
                    continue
                total = sum(times.values())
                if BACKENDS[bk][2] == "linalg":
                    base = (total, tmlir_time(times))
                extra = f"{total / base[0]:>9.2f}x{tmlir_time(times) / base[1]:>10.2f}x" if versus and base else ""
                print(row(label, times, ops, extra), flush=True)

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
