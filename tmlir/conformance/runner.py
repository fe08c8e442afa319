"""Running the conformance suite: one OpInfo (some or all of its dtypes) in this process, or many
in the e2e runner's pool of isolated workers (a crash or a hang costs one op, not the run).

    by_dtype = run_task(Task("add", "f32"))               # {"f32": [SampleResult]} in this process
    rows = run_all(tasks, jobs=2, timeout=900)            # [TaskResult], one per op x dtype row

Each capped sample is run eagerly and exported alone (``torch.export``, non-strict; a failure
there is PyTorch's). Then, to pay the fixed costs (run_decompositions, iree-compile) once, every
exported sample of the op becomes one call in one ``forward``: one export,
one lowering to linalg-on-tensors, one IREE module, one run, each sample's results compared with
its eager ones (tolerances: ``opinfo.tolerance_for_op``; NaN positions must agree; random ops:
shapes and dtypes only; tuples leaf by leaf; a result that differs from eager's
still passes when it matches the sample rerun on float64/complex128 copies of its inputs, or is no
farther from that rerun than eager is: PyTorch's own precise-reference rule, since eager's
f16/bf16/f32 kernels are not the ground truth; the indices of ``opinfo.tie_index_dim`` ops by the
values they select, since PyTorch leaves their order among ties open). When that program fails anywhere, each dtype is
tried as one program; a dtype that still fails runs sample by sample (each lowered alone, then
all compiled as the functions ``s<k>`` of one module, each alone when that module fails), so every
failure reported is the sample's own. Error inputs always run sample by sample: export, tmlir or
the compiled program must reject them.

Sample statuses: pass, export-fails (torch.export rejects it: PyTorch's limit), not-lowered (an op
tmlir cannot lower; ``op`` names it), compile-error (tmlir or iree-compile fails otherwise),
mismatch (``max_error``), runtime-error; eager-fails and sample-error when PyTorch itself cannot
run or build the sample (eager-fails also where tmlir differs from eager and a second eager run
on fresh copies of the inputs differs from the first: a reference that does not reproduce); for error inputs error-raised (good), error-accepted (a result where
PyTorch raises) and error-eager-accepts (eager PyTorch returns a result too once the sample's tensors
are independent copies, as the module's inputs always are: the error came from arguments sharing
memory, e.g. an ``out=`` overlapping an input, which no exported program can observe, or eager
accepts the input as it is). crash and timeout mark every sample of a task whose worker died or ran too long.
"""
from __future__ import annotations

import math
import re
import time
import traceback
import warnings
from dataclasses import dataclass, field

from tmlir.e2e.runner import TestResult, output_to, run_tests, worker_loop
from tmlir.e2e.steps import StepFailure, Trace, active_trace, step

__all__ = ["SampleResult", "TaskResult", "run_task", "run_all", "classify_failure", "STATUSES",
           "EXPORTED_STATUSES", "BAD_STATUSES", "PRECISE_PASS"]

STATUSES = ("pass", "export-fails", "not-lowered", "compile-error", "mismatch", "runtime-error",
            "crash", "timeout", "eager-fails", "sample-error", "error-raised", "error-accepted",
            "error-eager-accepts")
# the samples torch.export exports (the total of the pass rate)
EXPORTED_STATUSES = ("pass", "not-lowered", "compile-error", "mismatch", "runtime-error", "crash", "timeout")
# a wrong result: never acceptable, xfail or not
BAD_STATUSES = ("mismatch", "error-accepted")
# the message of a pass that differs from eager but is as close to the sample's float64 rerun
PRECISE_PASS = "closer to the float64 result than eager"
MAX_IR_CHARS = 400_000
COMPLEX_DTYPES = ("c64",)
  # tried as their own program first (their lowering fails most often)  # IR sent back to the parent for a reproducer


@dataclass
class SampleResult:
    """The outcome of one sample of one task."""
    index: int
    kind: str                 # "sample", "reference" or "error"
    status: str
    step: str = ""
    message: str = ""
    op: str = ""              # not-lowered: the op tmlir could not lower
    max_error: float = 0.0    # mismatch: the largest absolute difference
    pass_name: str = ""
    summary: str = ""         # the sample's shapes and arguments
    ir: str = field(default=None, repr=False)


@dataclass
class TaskResult(TestResult):
    """A task's TestResult (``name`` is ``op:dtype``, ``family`` the dtype) with its samples."""
    __test__ = False
    samples: list = field(default_factory=list)
    op: str = ""
    dtype: str = ""


# --- classification ----------------------------------------------------------------------------
_OP_QUOTED = re.compile(r"'(torch\.(?:aten|prims|prim|operator|torchvision|quantized)[\w.]*)'")
_OPERATOR = re.compile(r'torch\.operator\s+"([\w.:]+)"')
_NOT_LOWERED = re.compile(r"not lowered|not converted|no lowering|could not be lowered|failed to legalize|not legal|"
                          r"unsupported|has no .*(shape|dtype) function|no shape function|"
                          r"no dtype function|not supported", re.I)


def classify_failure(step_name, message):
    """(status, op) for a failure in ``step_name`` with ``message``: ``not-lowered`` naming the op
    when the message says an op could not be lowered, else ``compile-error`` (or ``runtime-error``
    for the run step)."""
    if step_name == "run":
        return "runtime-error", ""
    if step_name in ("import", "lower-to-backend-contract", "lower"):
        op = ""
        m = _OPERATOR.search(message)
        if m:
            op = m.group(1)
        else:
            m = _OP_QUOTED.search(message)
            if m:
                op = m.group(1)
        if op and _NOT_LOWERED.search(message):
            return "not-lowered", op
        if m and step_name == "lower" and "were not lowered" in message:
            return "not-lowered", op
    return "compile-error", ""


def _short(msg, n=6):
    lines = (msg or "").strip().splitlines()
    return "\n".join(lines[:n])


def _summary(tensors, sample):
    shapes = ", ".join(f"{list(t.shape)}:{str(t.dtype).replace('torch.', '')}" for t in tensors)
    extra = []
    try:
        import torch
        from torch.utils._pytree import tree_flatten
        leaves, _ = tree_flatten((sample.args, sample.kwargs))
        extra = [repr(x) for x in leaves if not isinstance(x, torch.Tensor)]
    except Exception:  # noqa: BLE001 - the summary is only informative
        pass
    s = f"({shapes})" + (f" {' '.join(extra)}" if extra else "")
    return s if len(s) < 200 else s[:197] + "..."


# --- one task ----------------------------------------------------------------------------------
@dataclass
class _Prepared:
    index: int
    kind: str
    tensors: list
    golden: object
    exported: object
    random: bool
    summary: str
    module: object = None      # the lowered module (its function renamed to s<k>)
    text: str = ""
    error: object = None       # error inputs: the expected exception type
    module_fn: object = None   # the SampleModule
    tie_dim: object = None     # (dim, keepdim, n): result n holds indices checked by what they select
    invariant: object = None   # results -> the parts that do not depend on LAPACK's vector signs
    mutated_inputs: object = None  # positions of the inputs the program writes (found on demand)
    eager_inputs: object = None  # the inputs as eager left them (written by ops such as batch_norm)


def _clone(ts):
    return [t.clone() for t in ts]


def _dynamic_shapes(tensors):
    """Every dim of every tensor input dynamic where export allows (``Dim.AUTO``); None without inputs."""
    from torch.export import Dim
    if not tensors:
        return None
    return (tuple({i: Dim.AUTO for i in range(t.dim())} for t in tensors),)


def _rename_main(module, new):
    from tmlir.ir.attributes import StringAttr
    for op in module.regions[0].blocks[0]:
        if op.name == "func.func" and op.properties["sym_name"].value == "main":
            op.properties["sym_name"] = StringAttr(new)
            return True
    return False


def _lower_sample(p, config_name, locate=False):
    """Import and lower ``p.exported``; fills p.module/p.text. ``locate``: through the e2e config's
    steps, which rerun a failing pipeline pass by pass to name the pass and keep its input IR."""
    import tmlir
    if locate:
        from tmlir.e2e.configs import import_raw, lower
        raw, raw_text = import_raw(p.exported, (), None)
        lowered = lower(raw, raw_text, _OUTPUT_TYPES[config_name], tosa_emulation=_EMULATION.get(config_name, ()))
        if not _rename_main(lowered, f"s{p.index}"):
            raise StepFailure("lower", "the lowered module has no function 'main'", lowered.to_text())
    else:
        with step("lower"):
            lowered = tmlir.fx.export_and_import(p.exported, output_type=_OUTPUT_TYPES[config_name],
                                                 func_name=f"s{p.index}",
                                                 tosa_emulation=_EMULATION.get(config_name, ()))
    p.module = lowered
    p.text = lowered.to_text()


_OUTPUT_TYPES = {"linalg": "linalg-on-tensors", "tosa": "tosa", "tosa-complex": "tosa", "stablehlo": "stablehlo"}
#: configs that opt in to an emulation (``tmlir/emulation/``): tosa-complex is TOSA with complex
#: tensors as real pairs (``tosa_emulation=("complex",)``)
_EMULATION = {"tosa-complex": ("complex",)}


def _merge(prepared):
    """(text, alone): one module text holding the functions of the prepared samples whose
    top-level symbols do not clash (their lowered modules are emptied into it), and the samples
    left to compile alone."""
    merged = None
    names = set()
    alone = []
    for p in prepared:
        body = list(p.module.regions[0].blocks[0])
        syms = [op.properties["sym_name"].value for op in body if "sym_name" in op.properties]
        if merged is None:
            merged, names = p.module, set(syms)
            continue
        if names & set(syms):
            alone.append(p)
            continue
        names |= set(syms)
        target = merged.regions[0].blocks[0]
        for op in body:
            op.detach()
            target.append(op)
    return (merged.to_text() if merged is not None else None), alone


def _compile(text):
    from tmlir.backends.refbackend import RefBackend
    b = RefBackend()
    return b.load(b.compile(text))


def _compare(p, outputs, tolerance_fn):
    """(status, message, max_error) comparing ``outputs`` (IREE's) with ``p.golden``."""
    import numpy as np
    import torch
    from tmlir.e2e.compare import compare_one, flatten_outputs, to_torch
    golden = p.golden
    if p.invariant is not None and not p.random:
        outputs, golden = _invariant(p.invariant, outputs, golden)
    exp = [e for e in flatten_outputs(golden) if e is not None]
    act = flatten_outputs(outputs)
    off = 0
    if len(act) > len(exp) and p.eager_inputs is not None:
        # the program also returns the new values of the inputs it writes, ahead of its results
        if p.mutated_inputs is None:
            p.mutated_inputs = _mutated_inputs(p.exported)
        if len(act) == len(exp) + len(p.mutated_inputs):
            off = len(p.mutated_inputs)
            exp = [p.eager_inputs[i] for i in p.mutated_inputs] + exp
    if len(act) != len(exp):
        return "mismatch", f"expected {len(exp)} results, got {len(act)}", float("inf")
    problems = []
    failing = []
    max_err = 0.0
    for n, (a, e) in enumerate(zip(act, exp)):
        if isinstance(a, np.ndarray) and isinstance(e, torch.Tensor) and a.dtype.kind in "iu" \
                and not e.dtype.is_floating_point and not e.dtype.is_complex and e.dtype != torch.bool \
                and a.dtype.itemsize == e.element_size():  # IREE's integers are signless
            unsigned = e.dtype in (torch.uint8, torch.uint16, torch.uint32, torch.uint64)
            a = a.view(np.dtype(f"{'u' if unsigned else 'i'}{a.dtype.itemsize}"))
        a = to_torch(a)
        if isinstance(e, torch.Tensor) and e.dtype == torch.complex32 and isinstance(a, torch.Tensor) \
                and a.dtype == torch.complex64:  # numpy has no complex32: the RefBackend widens it, exactly
            a = a.to(torch.complex32)
        if p.random:
            if isinstance(e, torch.Tensor):
                if not isinstance(a, torch.Tensor) or tuple(a.shape) != tuple(e.shape) or a.dtype != e.dtype:
                    got = f"{list(a.shape)} {a.dtype}" if isinstance(a, torch.Tensor) else type(a).__name__
                    problems.append(f"result {n}: expected {list(e.shape)} {e.dtype}, got {got}")
            continue
        tol = tolerance_fn(e.dtype) if isinstance(e, torch.Tensor) else None
        tie = getattr(p, "tie_dim", None)
        if tie is not None and n == off + tie[2] and isinstance(e, torch.Tensor):
            found = _tie_index_problems(p, a, e)
        else:
            found = compare_one(a, e, tol)
        if found:
            problems += [f"result {n}: {x}" for x in found]
            max_err = max(max_err, _max_error(a, e))
            failing.append((n, a, e, tol))
    if problems and not p.random and _closer_than_eager(p, failing, off):
        return "pass", f"{PRECISE_PASS} ({problems[0]})", 0.0
    if problems and not p.random:
        why = _eager_disagrees_with_itself(p, failing, off)
        if why:
            return "eager-fails", why, 0.0
    if problems:
        return "mismatch", "\n".join(problems[:5]), max_err
    return "pass", "", 0.0


def _widened(t):
    import torch
    if isinstance(t, torch.Tensor) and t.is_complex() and t.dtype != torch.complex128:
        return t.to(torch.complex128)
    if isinstance(t, torch.Tensor) and t.is_floating_point() and t.dtype != torch.float64:
        return t.to(torch.float64)
    return t.clone() if isinstance(t, torch.Tensor) else t


def _closer_than_eager(p, failing, off):
    """PyTorch's own check for its reference implementations (test_ops' precise reference): a result
    that differs from eager passes when the sample rerun eagerly on float64/complex128 copies of its
    inputs is matched by it at the op's tolerance, or is at least as close to it as eager's own
    result is. Eager's f16/bf16/f32 kernels are not the ground truth: e.g. matrix_exp in f16 returns
    NaN everywhere, addbmm in bf16 rounds once per batch. Only samples with a non-double floating
    input qualify; ``failing`` holds (leaf position, ours, eager's, tolerance) of the leaves that
    differ."""
    import torch
    from tmlir.e2e.compare import compare_one, flatten_outputs
    if getattr(p, "eager_inputs", None) is None or getattr(p, "module_fn", None) is None \
            or getattr(p, "tie_dim", None) is not None:
        return False
    if not any(isinstance(t, torch.Tensor) and (t.is_floating_point() or t.is_complex())
               and t.dtype not in (torch.float64, torch.complex128) for t in p.tensors):
        return False
    try:
        wide_inputs = [_widened(t) for t in p.tensors]
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            golden = p.module_fn(*wide_inputs)
        if p.invariant is not None:
            golden = _invariant(p.invariant, golden, golden)[1]
        precise = [e for e in flatten_outputs(golden) if e is not None]
        if off:
            precise = [wide_inputs[i] for i in p.mutated_inputs] + precise
        for n, a, e, tol in failing:
            if n >= len(precise) or not isinstance(precise[n], torch.Tensor) or not isinstance(a, torch.Tensor):
                return False
            ref = precise[n]
            if tuple(ref.shape) != tuple(e.shape) or a.dtype != e.dtype or tuple(a.shape) != tuple(e.shape):
                return False
            if not compare_one(a, ref.to(e.dtype), tol):
                continue
            eager_off = _distance(e, ref)
            if not math.isfinite(eager_off) or _distance(a, ref) > eager_off:
                return False  # (eager's NaNs where the rerun has none excuse nothing)
    except Exception:  # noqa: BLE001 - the op has no double kernel, or its wide rerun fails: no verdict
        return False
    return True


def _eager_disagrees_with_itself(p, failing, off):
    """Why the sample judges nothing, or None: eager rerun on fresh copies of the sample's inputs
    gives, at a leaf where tmlir differs, a result that differs from eager's first one at the
    op's tolerance (PyTorch's f16/bf16 CPU grid_sample of a large sample returns NaN at varying
    points). A reference that does not reproduce is PyTorch's limit, reported as eager-fails;
    the sample leaves the exported total."""
    import torch
    from tmlir.e2e.compare import compare_one, flatten_outputs
    if getattr(p, "module_fn", None) is None or off:
        return None
    try:
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            again = p.module_fn(*_clone(p.tensors))
        if p.invariant is not None:
            again = _invariant(p.invariant, again, again)[1]
        leaves = [e for e in flatten_outputs(again) if e is not None]
        for n, _a, e, tol in failing:
            if n < len(leaves) and isinstance(leaves[n], torch.Tensor) and isinstance(e, torch.Tensor):
                found = compare_one(leaves[n], e, tol)
                if found:
                    return (f"eager PyTorch does not reproduce its own result: a second eager run on fresh copies "
                            f"of the inputs differs from the first at result {n} ({found[0]})")
    except Exception:  # noqa: BLE001 - no verdict
        return None
    return None


def _distance(x, ref):
    """Largest absolute difference from ``ref`` (in double); NaN where ``ref`` is not NaN (or the
    reverse) counts as infinitely far."""
    import torch
    wide = torch.complex128 if (x.is_complex() or ref.is_complex()) else torch.float64
    x, ref = x.to(wide), ref.to(wide)
    if x.numel() == 0:
        return 0.0
    nan_x, nan_r = torch.isnan(x.abs()), torch.isnan(ref.abs())
    if bool((nan_x != nan_r).any()):
        return float("inf")
    d = (x - ref).abs()
    d = torch.where(nan_x, torch.zeros_like(d), d)
    same_inf = torch.isinf(x.abs()) & (x == ref)
    d = torch.where(same_inf, torch.zeros_like(d), d)
    return float(d.max())


def _invariant(fn, outputs, golden):
    """``fn`` applied to IREE's results (as torch tensors, in eager's structure) and to eager's."""
    import torch
    from tmlir.e2e.compare import flatten_outputs, to_torch
    act = [to_torch(a) for a in flatten_outputs(outputs)]
    if not isinstance(golden, (tuple, list)) or len(act) != len(golden) \
            or not all(isinstance(a, torch.Tensor) for a in act):
        return outputs, golden  # a structural mismatch: reported by the plain comparison
    return fn(type(golden)(act) if isinstance(golden, list) else tuple(act)), fn(golden)


def _tie_index_problems(p, a, e):
    """Differences for an index result ``a`` whose order among equal values PyTorch leaves open:
    same shape and dtype as eager's ``e``, each index selecting from the input exactly the values
    eager's indices select, no index taken twice in a slice."""
    import torch
    from tmlir.e2e.compare import compare_one
    if not isinstance(a, torch.Tensor) or tuple(a.shape) != tuple(e.shape) or a.dtype != e.dtype:
        return compare_one(a, e)
    x = p.tensors[0]
    dim, keepdim, _ = p.tie_dim
    if x.dim() == 0:
        return [] if bool((a == 0).all()) else [f"indices of a 0-d input must be 0, got {a.tolist()}"]
    dim = dim % x.dim()
    idx = a if keepdim else a.unsqueeze(dim)
    if bool(((idx < 0) | (idx >= x.shape[dim])).any()):
        return [f"indices out of range [0, {x.shape[dim]}) along dim {dim}"]
    picked = torch.gather(x, dim, idx)
    values = torch.gather(x, dim, e if keepdim else e.unsqueeze(dim))
    found = compare_one(picked, values)
    if found:
        return ["the indices select other values than eager's: " + found[0]]
    srt = idx.sort(dim).values
    if srt.shape[dim] > 1 and bool((srt.narrow(dim, 1, srt.shape[dim] - 1) == srt.narrow(dim, 0, srt.shape[dim] - 1)).any()):
        return ["an index is taken twice in one slice"]
    return []


def _max_error(a, e):
    import torch
    try:
        if not isinstance(a, torch.Tensor) or not isinstance(e, torch.Tensor) or a.shape != e.shape:
            return float("inf")
        if e.numel() == 0:
            return 0.0
        wide = torch.complex128 if (a.is_complex() or e.is_complex()) else torch.float64
        d = (a.to(wide) - e.to(wide)).abs()
        nan_a, nan_e = torch.isnan(a.to(wide).abs()), torch.isnan(e.to(wide).abs())
        if bool((nan_a != nan_e).any()):
            return float("inf")
        d = torch.where(nan_a & nan_e, torch.zeros_like(d), d)
        return float(d.max())
    except Exception:  # noqa: BLE001
        return float("inf")


def _prepare(op, task, results_for, items):
    """Eager results and per-sample exports of ``items``; failures go to ``results_for`` (a dict
    index -> SampleResult); returns the exported samples as _Prepared."""
    import torch
    from tmlir.conformance import opinfo as O
    prepared = []
    for k, (kind, item) in enumerate(items):
        sample = item.sample_input if kind == "error" else item
        tensors, rebuild = O.flatten_sample(sample)
        summary = _summary(tensors, sample)
        module = O.SampleModule(op.op, rebuild)
        golden = None
        if kind == "error":
            try:
                with torch.no_grad():
                    module(*_clone(tensors))
            except Exception:  # noqa: BLE001 - the error the sample expects, on the copies too
                pass
            else:
                try:
                    with torch.no_grad():
                        module(*tensors)
                    why = "eager PyTorch on CPU does not raise for this input either"
                except Exception:  # noqa: BLE001
                    why = ("eager PyTorch returns a result for independent copies of the sample's tensors "
                           "(the program's inputs): the error needs arguments sharing memory")
                results_for[k] = SampleResult(k, kind, "error-eager-accepts", "eager", why, summary=summary)
                continue
        else:
            try:
                eager_inputs = _clone(tensors)
                with torch.no_grad():
                    golden = module(*eager_inputs)
            except Exception as e:  # noqa: BLE001
                results_for[k] = SampleResult(k, kind, "eager-fails", "eager", f"{type(e).__name__}: {e}"[:500],
                                              summary=summary)
                continue
        try:
            with step("export"):
                dyn = _dynamic_shapes(tensors) if task.dynamic else None
                exported = torch.export.export(module, tuple(_clone(tensors)), dynamic_shapes=dyn, strict=False)
        except StepFailure as f:
            status = "error-raised" if kind == "error" else "export-fails"
            results_for[k] = SampleResult(k, kind, status, "export", _short(f.message, 3), summary=summary)
            continue
        p = _Prepared(k, kind, tensors, golden, exported, O.is_random_program(op, exported), summary,
                      error=getattr(item, "error_type", None))
        if kind != "error":
            p.eager_inputs = eager_inputs
        p.module_fn = module
        if kind != "error":
            p.tie_dim = O.tie_index_dim(op, sample)
            p.invariant = O.invariant_results(op, sample)
        prepared.append(p)
    return prepared


def _mutated_inputs(exported):
    """The positions among the user inputs of those the exported program writes, in the order of
    its outputs (which hold their new values ahead of the user outputs)."""
    from torch.export.graph_signature import InputKind, OutputKind
    # the exported graph is not functional yet (and ops such as native_batch_norm write inputs
    # their schema does not mark): functionalizing it names the written inputs
    sig = exported.run_decompositions({}).graph_signature
    names = [s.arg.name for s in sig.input_specs if s.kind == InputKind.USER_INPUT]
    return [names.index(s.target) for s in sig.output_specs if s.kind == OutputKind.USER_INPUT_MUTATION]


def _leaf_count(golden):
    from tmlir.e2e.compare import flatten_outputs
    return len([e for e in flatten_outputs(golden) if e is not None])


def _run_together(prepared, config_name, dynamic, tolerance_fns):
    """Export, lower, compile and run every prepared sample as one program (one call per sample in
    one ``forward``) -> {id(p): (status, message, max_error)}; None when any step fails (the
    caller then runs the samples one by one to say which fails)."""
    import torch
    import tmlir
    from tmlir.conformance import opinfo as O
    counts = [len(p.tensors) for p in prepared]
    leaves = [_leaf_count(p.golden) for p in prepared]
    fns = [p.module_fn for p in prepared]

    def call_all(*flat):
        outs, i = [], 0
        for fn, n in zip(fns, counts):
            outs.append(fn(*flat[i:i + n]))
            i += n
        return tuple(outs)
    module = _Together(call_all)
    flat = [t for p in prepared for t in p.tensors]
    try:
        with step("export-together"):
            dyn = _dynamic_shapes(flat) if dynamic else None
            exported = torch.export.export(module, tuple(_clone(flat)), dynamic_shapes=dyn, strict=False)
        with step("lower-together"):
            lowered = tmlir.fx.export_and_import(exported, output_type=_OUTPUT_TYPES[config_name],
                                                 tosa_emulation=_EMULATION.get(config_name, ()))
            text = lowered.to_text()
        with step("iree-compile", ir=text):
            lm = _compile(text)
        with step("run", ir=text):
            out = lm.invoke("main", *_clone(flat))
    except StepFailure:
        return None
    out = list(out) if isinstance(out, tuple) else [out]
    if len(out) != sum(leaves):
        return None
    verdicts = {}
    i = 0
    for p, n in zip(prepared, leaves):
        mine = tuple(out[i:i + n])
        i += n
        verdicts[id(p)] = _compare(p, mine[0] if n == 1 else mine, tolerance_fns[id(p)])
    return verdicts, text


def _Together(fn):  # noqa: N802 - a torch.nn.Module made lazily
    import torch

    class Together(torch.nn.Module):
        """Every sample of a group in one ``forward``."""

        def __init__(self):
            super().__init__()

        def forward(self, *flat):
            return fn(*flat)
    return Together()


def _run_one_by_one(prepared, config_name, results_for, tolerance_fn, locate=False):
    """Lower each prepared sample alone (the e2e steps: a failing pass is named), compile them as the
    functions of one module, run and compare each; fills ``results_for``."""
    ok = []
    located = False
    for p in prepared:
        kind, k, summary = p.kind, p.index, p.summary
        try:
            try:
                _lower_sample(p, config_name)
            except StepFailure:
                if kind == "error" or located or not locate:
                    raise
                located = True  # the row's first failure: name the pass, keep its input for a reproducer
                _lower_sample(p, config_name, locate=True)
        except StepFailure as f:
            if kind == "error":
                results_for[k] = SampleResult(k, kind, "error-raised", f.step, _short(f.message, 3), summary=summary)
                continue
            status, bad_op = classify_failure(f.step, f.message)
            ir = f.reproducer_ir if f.reproducer_ir is not None else f.ir
            results_for[k] = SampleResult(k, kind, status, f.step, _short(f.message), op=bad_op,
                                          pass_name=f.pass_name, summary=summary,
                                          ir=ir[:MAX_IR_CHARS] if ir else None)
            continue
        except Exception as e:  # noqa: BLE001 - outside a step: still this sample's failure
            status = "error-raised" if kind == "error" else "compile-error"
            results_for[k] = SampleResult(k, kind, status, "lower", _short(f"{type(e).__name__}: {e}"),
                                          summary=summary)
            continue
        ok.append(p)
    loaded = {}
    if ok:
        text, alone = _merge(ok)
        together = [p for p in ok if p not in alone]
        try:
            with step("iree-compile", ir=text):
                lm = _compile(text)
            for p in together:
                loaded[p.index] = lm
        except StepFailure:
            alone = ok  # say which sample breaks the module
        for p in alone:
            try:
                with step("iree-compile", ir=p.text):
                    loaded[p.index] = _compile(p.text)
            except StepFailure as f:
                status = "error-raised" if p.kind == "error" else "compile-error"
                results_for[p.index] = SampleResult(p.index, p.kind, status, "iree-compile", _short(f.message),
                                                    summary=p.summary, ir=p.text[:MAX_IR_CHARS])
    for p in ok:
        if p.index not in loaded:
            continue
        try:
            with step("run", ir=p.text):
                out = loaded[p.index].invoke(f"s{p.index}", *_clone(p.tensors))
        except StepFailure as f:
            status = "error-raised" if p.kind == "error" else "runtime-error"
            results_for[p.index] = SampleResult(p.index, p.kind, status, "run", _short(f.message),
                                                summary=p.summary, ir=p.text[:MAX_IR_CHARS])
            continue
        if p.kind == "error":
            results_for[p.index] = SampleResult(
                p.index, p.kind, "error-accepted", "run",
                f"PyTorch raises {getattr(p.error, '__name__', p.error)} for this input; "
                "the compiled program returned a result", summary=p.summary, ir=p.text[:MAX_IR_CHARS])
            continue
        _record(results_for, p, _compare_step(p, out, tolerance_fn), p.text)


def _compare_step(p, out, tolerance_fn):
    try:
        with step("compare"):
            return _compare(p, out, tolerance_fn)
    except StepFailure as f:
        return "mismatch", f.message, float("inf")


def _record(results_for, p, verdict, text):
    status, msg, err = verdict
    where = "run" if status == "runtime-error" else ("compare" if msg else "")
    results_for[p.index] = SampleResult(p.index, p.kind, status, where, _short(msg),
                                        max_error=err, summary=p.summary,
                                        ir=text[:MAX_IR_CHARS] if status != "pass" else None)


def run_task(task, config_name="linalg", dynamic=False, on_step=None, opinfo=None, locate=False):
    """Run every capped sample of ``task`` (a ``Task`` row, or one OpInfo and its dtypes) in this
    process -> {dtype: [SampleResult]} (``opinfo``: the OpInfo to use instead of op_db's;
    ``locate``: rerun each row's first failing lowering pass by pass to name the failing pass and
    keep its input IR for the reproducer, which costs a second lowering). All the samples that export are first run as one program; when
    that fails anywhere, each dtype is tried as one program, and a dtype that still fails is run
    sample by sample (so every failure is the sample's own)."""
    from tmlir.conformance import opinfo as O
    trace = Trace(on_step)
    task = task if hasattr(task, "dtypes") else _Group(task.op, (task.dtype,), dynamic)
    by_dtype = {}
    with active_trace(trace), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        op = opinfo if opinfo is not None else O.find_opinfo(task.op)
        prepared = {}
        tol_fns = {}
        for d in task.dtypes:
            res = by_dtype[d] = {}
            try:
                with step("samples"):
                    if d == O.ERRORS:
                        items = [("error", e) for e in O.error_samples_for(op)]
                    else:
                        items = O.samples_for(op, O.torch_dtype(d))
            except StepFailure as f:
                res[0] = SampleResult(0, "sample", "sample-error", f.step, _short(f.message))
                continue
            prepared[d] = _prepare(op, task, res, items)
            cache = {}

            def tolerance_fn(dtype, cache=cache):
                if dtype not in cache:
                    cache[dtype] = O.tolerance_for_op(op, dtype)
                return cache[dtype]
            for p in prepared[d]:
                tol_fns[id(p)] = tolerance_fn
        normal = [d for d in prepared if d != O.ERRORS and prepared[d]]
        real = [d for d in normal if d not in COMPLEX_DTYPES]
        pending = [g for g in (real, [d for d in normal if d in COMPLEX_DTYPES]) if g]
        alone = []
        while pending:  # a group that fails is split into its dtypes; a dtype that fails goes sample by sample
            group = pending.pop(0)
            ps = [p for d in group for p in prepared[d]]
            got = _run_together(ps, config_name, task.dynamic, tol_fns)
            if got is not None:
                verdicts, text = got
                for d in group:
                    rest = []
                    for p in prepared[d]:
                        if id(p) in verdicts:
                            _record(by_dtype[d], p, verdicts[id(p)], text)
                        else:
                            rest.append(p)
                    prepared[d] = rest
                    if rest:
                        alone.append(d)
            elif len(group) > 1:
                pending[:0] = [[d] for d in group]
            else:
                alone.append(group[0])
        if O.ERRORS in prepared:
            alone.append(O.ERRORS)
        for d in alone:
            ps = prepared[d]
            if ps:
                _run_one_by_one(ps, config_name, by_dtype[d], tol_fns[id(ps[0])], locate)
    return {d: [res[k] for k in sorted(res)] for d, res in by_dtype.items()}


@dataclass(frozen=True)
class _Group:
    op: str
    dtypes: tuple
    dynamic: bool = False


# --- the pool ----------------------------------------------------------------------------------
GROUP_SEP = "@"


def _group_name(op, dtypes):
    return f"{op}{GROUP_SEP}{','.join(dtypes)}"


def _parse_group(name, dynamic):
    op, _, dts = name.rpartition(GROUP_SEP)
    return _Group(op, tuple(dts.split(",")), dynamic)


def _setup_worker():
    from tmlir.conformance import opinfo as O
    O.op_db()
    import tmlir.e2e.configs  # noqa: F401 - the lowering steps


def _run_group(config_name, options, name, on_step):
    """One op's group in a worker -> a TaskResult whose samples are {dtype: [SampleResult]}."""
    group = _parse_group(name, "dynamic" in options)
    start = time.perf_counter()
    try:
        samples = _run_quiet(group, config_name, "locate" in options, lambda s, ir: on_step(s, None))
    except Exception as e:  # noqa: BLE001 - the runner's own failure on this op
        msg = f"{type(e).__name__}: {e}\n" + "".join(traceback.format_tb(e.__traceback__)[-3:])
        samples = {d: [SampleResult(0, "sample", "sample-error", "runner", msg)] for d in group.dtypes}
    return TaskResult(name, group.op, "pass", duration=time.perf_counter() - start, samples=samples, op=group.op)


def _worker_main(conn, config_name, options):
    """A conformance worker: load the OpInfo database once, then run the groups it receives."""
    worker_loop(conn, _setup_worker, lambda _state, name, on_step: _run_group(config_name, options, name, on_step))


def _run_quiet(group, config_name, locate, on_step):
    """run_task with file descriptors 1 and 2 sent to /dev/null (IREE, PyTorch and the passes
    print warnings the progress bar should not carry)."""
    import os
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        with output_to(null):
            return run_task(group, config_name, group.dynamic, on_step=on_step, locate=locate)
    finally:
        os.close(null)


class _GroupHandle:
    """What the e2e pool needs of a test: a name and a family."""

    def __init__(self, op, dtypes):
        self.op, self.dtypes = op, tuple(dtypes)
        self.name = _group_name(op, dtypes)
        self.family = op


def _rows(handle, r):
    """The per-dtype TaskResults of one op's group result ``r`` (crash/timeout: every dtype)."""
    rows = []
    for d in handle.dtypes:
        if isinstance(r, TaskResult) and isinstance(r.samples, dict):
            samples = r.samples.get(d, [])
        else:
            samples = [SampleResult(0, "sample", r.status, r.step, _short(r.message, 3))]
        bad = [s for s in samples if s.status not in ("pass", "error-raised", "error-eager-accepts", "export-fails")]
        first = bad[0] if bad else None
        rows.append(TaskResult(f"{handle.op}:{d}", d, "fail" if bad else "pass", first.step if first else "",
                               first.message if first else "", duration=r.duration, samples=samples,
                               op=handle.op, dtype=d))
    return rows


def run_all(tasks, config_name="linalg", jobs=1, timeout=600.0, dynamic=False, on_result=None, locate=False):
    """Run ``tasks`` (``opinfo.Task`` rows) in ``jobs`` isolated workers, one op (all its dtypes)
    per worker call -> [TaskResult] per row, in task order. A worker that crashes or runs past
    ``timeout`` seconds marks every row of its op crash / timeout. ``on_result`` hears each op's
    rows as a list."""
    options = (("dynamic",) if dynamic else ()) + (("locate",) if locate else ())
    order = []
    dtypes = {}
    for t in tasks:
        if t.op not in dtypes:
            order.append(t.op)
            dtypes[t.op] = []
        dtypes[t.op].append(t.dtype)
    handles = [_GroupHandle(op, dtypes[op]) for op in order]
    by_name = {h.name: h for h in handles}

    def hear(r):
        if on_result is not None:
            on_result(_rows(by_name[r.name], r))
    results = run_tests(handles, config_name, jobs=jobs, timeout=timeout, packages=options, on_result=hear,
                        worker=_worker_main)
    rows = {}
    for r in results:
        for row in _rows(by_name[r.name], r):
            rows[row.name] = row
    return [rows[t.name] for t in tasks if t.name in rows]
