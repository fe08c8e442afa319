"""Differential testing of torch->torch passes with the interpreter (DESIGN §1).

    check_pass_preserves_semantics(module, "builtin.module(func.func(canonicalize,cse))", (x,))

runs ``func_name`` of ``module`` through ``tmlir.interpreter`` on ``inputs``, then runs a copy of
the module (printed and parsed back, so the original is kept) through the pipeline *one pass at a
time* and runs it again after each pass. Results, and the final contents of the inputs (a program
with ``!torch.tensor`` arguments writes them), must agree: exactly for ints, bools and integer
tensors, within ``rtol``/``atol`` for floats (``None``: ``torch.testing.assert_close``'s per-dtype
defaults). On a mismatch, or when the transformed IR no longer runs, an ``AssertionError`` names
the pass that did it. Returns the transformed module.

    check_lowering_preserves_semantics(contract_module)

does the same across the linalg backend: the backend-contract module in the interpreter against
its Linalg-on-Tensors lowering run by IREE, on random inputs of the argument types (or given ones).
"""
from __future__ import annotations

import math

from tmlir.interpreter import Interpreter, InterpreterError

__all__ = ["check_pass_preserves_semantics", "check_lowering_preserves_semantics", "random_inputs",
           "compare_results", "clone_module", "split_pipeline"]


def clone_module(module):
    """A copy of ``module`` made by printing it (with locations) and parsing the text."""
    from tmlir.ir import parse_module
    return parse_module(module.to_text(debuginfo=True))  # locations kept: errors still point at the source


def split_pipeline(pipeline):
    """``pipeline`` (text, a PassManager, a Pass, or a list of them) -> [(label, PassManager)],
    one single-pass pipeline per pass, nested as in the original:
    ``builtin.module(func.func(canonicalize,cse))`` -> ``builtin.module(func.func(canonicalize))``,
    ``builtin.module(func.func(cse))``."""
    from tmlir.ir.passmanager import OpPassManager, Pass, PassManager
    if isinstance(pipeline, (list, tuple)):
        return [s for p in pipeline for s in split_pipeline(p)]
    if isinstance(pipeline, str):
        pipeline = PassManager.parse(pipeline)
    if isinstance(pipeline, type) and issubclass(pipeline, Pass):
        pipeline = pipeline()
    if isinstance(pipeline, Pass):
        pm = PassManager()
        pm.add(pipeline)
        return [(pipeline.pipeline_text(), pm)]
    if not isinstance(pipeline, OpPassManager):
        raise TypeError(f"not a pass pipeline: {pipeline!r}")
    steps = []

    def walk(opm, path):
        for p in opm.passes:
            if isinstance(p, OpPassManager):
                walk(p, path + [p.anchor])
            else:
                pm = PassManager(path[0])
                inner = pm
                for anchor in path[1:]:
                    inner = inner.nest(anchor)
                inner.add(p)
                label = p.pipeline_text()
                for anchor in reversed(path):
                    label = f"{anchor or 'any'}({label})" if anchor is not None else label
                steps.append((label, pm))

    walk(pipeline, [pipeline.anchor])
    return steps


def _clone_inputs(inputs):
    import torch
    return [x.clone() if isinstance(x, torch.Tensor) else x for x in inputs]


def _run(module, func_name, inputs, seed):
    import torch
    ins = _clone_inputs(inputs)
    if seed is not None:
        torch.manual_seed(seed)  # random ops (dropout, rand) draw the same numbers in every run
    results = Interpreter(module).run_function(func_name, *ins)
    return list(results), ins


def compare_results(want, got, what="results", rtol=None, atol=None):
    """Assert that ``got`` equals ``want`` (nested lists/tuples of tensors and Python scalars):
    dtypes and shapes equal, integer/bool values exact, floats within tolerance."""
    import torch
    if isinstance(want, (list, tuple)) and not isinstance(want, torch.Size):
        assert isinstance(got, (list, tuple)), f"{what}: expected a sequence, got {type(got).__name__}"
        assert len(got) == len(want), f"{what}: expected {len(want)} values, got {len(got)}"
        for i, (w, g) in enumerate(zip(want, got)):
            compare_results(w, g, f"{what}[{i}]", rtol, atol)
        return
    if isinstance(want, torch.Size):
        compare_results(list(want), got, what, rtol, atol)
        return
    if isinstance(want, torch.Tensor):
        assert isinstance(got, torch.Tensor), f"{what}: expected a tensor, got {type(got).__name__}"
        assert got.dtype == want.dtype, f"{what}: dtype {got.dtype} != expected {want.dtype}"
        assert got.shape == want.shape, f"{what}: shape {list(got.shape)} != expected {list(want.shape)}"
        try:
            if want.is_floating_point() or want.is_complex():
                torch.testing.assert_close(got.detach(), want.detach(), rtol=rtol, atol=atol, equal_nan=True)
            else:
                assert torch.equal(got, want), "values differ"
        except AssertionError as e:
            raise AssertionError(f"{what}: {e}") from None
        return
    if isinstance(want, float) and isinstance(got, float):
        ok = (math.isnan(want) and math.isnan(got)) or math.isclose(got, want, rel_tol=rtol or 1e-7,
                                                                      abs_tol=atol or 0.0)
        assert ok, f"{what}: {got!r} != expected {want!r}"
        return
    assert type(got) is type(want) and got == want, f"{what}: {got!r} != expected {want!r}"


def check_pass_preserves_semantics(module, pipeline, inputs, func_name="main", rtol=None, atol=None, seed=0):
    """Run ``module`` before and after each pass of ``pipeline`` on ``inputs`` and compare (see
    the module docstring). ``module`` itself is not modified; the transformed copy is returned.
    Each run starts from ``torch.manual_seed(seed)`` (``None``: no seeding), so random ops agree
    as long as a pass keeps their order."""
    steps = split_pipeline(pipeline)
    try:
        want, want_inputs = _run(module, func_name, inputs, seed)
    except InterpreterError as e:
        raise AssertionError(f"the module does not run before the pipeline: {e}") from e
    work = clone_module(module)
    for label, pm in steps:
        pm.run(work)
        try:
            got, got_inputs = _run(work, func_name, inputs, seed)
        except InterpreterError as e:
            raise AssertionError(f"semantics changed after pass '{label}': the IR no longer runs: {e}") from e
        try:
            compare_results(want, got, "results", rtol, atol)
            compare_results(want_inputs, got_inputs, "inputs after the call", rtol, atol)
        except AssertionError as e:
            raise AssertionError(f"semantics changed after pass '{label}': {e}") from None
    return work


# --- lowerings: the interpreter at torch level against IREE at linalg level --------------------

def random_inputs(module, func_name="main", seed=0, dynamic_size=3):
    """Random tensors for the arguments of ``func_name`` (``!torch.vtensor<[sizes],dtype>``):
    floats standard-normal, ints in [0, 4), bools uniform; dynamic dims get ``dynamic_size``."""
    import torch
    from tmlir.transforms.decompositions.builder import to_torch_dtype
    fn = _find_func(module, func_name)
    gen = torch.Generator().manual_seed(seed)
    out = []
    for t in fn.properties["function_type"].value.inputs:
        sizes, dt = getattr(t, "sizes", None), getattr(t, "dtype", None)
        if sizes is None or dt is None:
            raise ValueError(f"argument type {t} needs known sizes and dtype for random inputs")
        shape = [s if s >= 0 else dynamic_size for s in sizes]
        tdt = to_torch_dtype(dt)
        if tdt == torch.bool:
            out.append(torch.rand(shape, generator=gen) > 0.5)
        elif tdt.is_floating_point:
            out.append(torch.randn(shape, generator=gen).to(tdt))
        elif tdt.is_complex:
            out.append(torch.randn(shape, generator=gen, dtype=tdt))
        else:
            out.append(torch.randint(0, 4, shape, generator=gen).to(tdt))
    return out


def _find_func(module, func_name):
    for op in module.regions[0].blocks[0]:
        if op.name == "func.func" and op.properties["sym_name"].value == func_name:
            return op
    raise ValueError(f"no function @{func_name} in the module")


def _iree_to_torch(x, like):
    import numpy as np
    import torch
    if not isinstance(x, np.ndarray):
        return x
    if like is not None and like.dtype == torch.bfloat16:  # numpy has no bf16: through f32 (exact)
        return torch.from_numpy(np.asarray(x, dtype=np.float32).reshape(x.shape)).to(torch.bfloat16)
    t = torch.from_numpy(np.ascontiguousarray(x).reshape(x.shape))  # ascontiguousarray makes 0-d arrays 1-d
    if like is not None and like.dtype != t.dtype and t.dtype.itemsize == like.dtype.itemsize and not like.is_floating_point():
        t = t.view(like.dtype)  # IREE's integers are signless: read them as the torch type says
    return t


def check_lowering_preserves_semantics(module, inputs=None, func_name="main", rtol=None, atol=None, seed=0,
                                       backend=None):
    """Run the backend-contract ``module`` in ``tmlir.interpreter`` (eager PyTorch op by op) and,
    lowered to Linalg-on-Tensors, in IREE on the same ``inputs`` (None: ``random_inputs``), and
    compare every result (``compare_results``). A lowering pattern that changes what the program
    computes fails here with the results that differ; ``module`` is not modified. Returns
    ``(want, got)``."""
    from tmlir.ir.passmanager import PassManager
    from tmlir.pipelines import LINALG_BACKEND_PIPELINE
    if inputs is None:
        inputs = random_inputs(module, func_name, seed)
    try:
        want, _ = _run(module, func_name, inputs, seed)
    except InterpreterError as e:
        raise AssertionError(f"the contract module does not run in the interpreter: {e}") from e
    lowered = clone_module(module)
    PassManager.parse(LINALG_BACKEND_PIPELINE).run(lowered)
    if backend is None:
        from tmlir.backends.refbackend import RefBackend
        backend = RefBackend()
    loaded = backend.load(backend.compile(lowered))
    out = getattr(loaded, func_name)(*_clone_inputs(inputs))
    outs = list(out) if isinstance(out, tuple) else [out]
    got = [_iree_to_torch(o, w if hasattr(w, "dtype") else None) for o, w in zip(outs, want)]
    got = [g.item() if isinstance(w, (int, float, bool)) and hasattr(g, "item") else g for g, w in zip(got, want)]
    try:
        compare_results(want, got, "results", rtol, atol)
    except AssertionError as e:
        raise AssertionError(f"the linalg lowering of @{func_name} changes what it computes: {e}") from None
    return want, got
