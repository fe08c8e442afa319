"""PyTorch's OpInfo database as conformance tasks: which (op, dtype) pairs, which samples, which
tolerances, and the ``nn.Module`` that wraps one sample.

    tasks = list_tasks()                       # [Task("add", "f32"), ...] in op_db order
    op = find_opinfo(tasks[0].op)
    for kind, sample in samples_for(op, torch.float32): ...

The cap on samples is fixed: the first ``SAMPLE_CAP`` of ``sample_inputs`` and then up to
``REFERENCE_CAP`` more from ``reference_inputs`` that differ from those already taken (an OpInfo's
``reference_inputs`` usually starts with its ``sample_inputs``); ``ERROR_CAP`` of ``error_inputs``
per op. Tolerances are those of PyTorch's ``test_ops``: ``torch.testing``'s default (rtol, atol) per
dtype, raised by the ``toleranceOverride`` entries among the OpInfo's ``decorators`` that apply to
``TestCommon`` (or every test class) on CPU for that dtype (the largest such rtol and atol).
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass

__all__ = ["DTYPES", "SAMPLE_CAP", "REFERENCE_CAP", "ERROR_CAP", "Task", "op_db", "opinfo_name",
           "find_opinfo", "list_tasks", "has_cpu_error_inputs", "samples_for", "error_samples_for",
           "tolerance_for_op", "default_tolerance", "SampleModule", "flatten_sample", "is_random_program",
           "UNDEFINED_VALUE_OPS", "tie_index_dim", "invariant_results"]

SAMPLE_CAP = 2      # samples per (op, dtype) from sample_inputs
REFERENCE_CAP = 1   # further samples per (op, dtype) from reference_inputs
ERROR_CAP = 2       # error_inputs per op
ERRORS = "errors"   # the dtype column of an op's error-inputs task

# short name -> torch dtype attribute, in report order
DTYPES = {"f32": "float32", "f64": "float64", "f16": "float16", "bf16": "bfloat16",
          "i64": "int64", "i32": "int32", "i16": "int16", "i8": "int8", "u8": "uint8",
          "bool": "bool", "c64": "complex64"}

# ops whose results are uninitialised memory: only shapes and dtypes are comparable
UNDEFINED_VALUE_OPS = frozenset({"empty", "empty_like", "new_empty", "new_empty_strided", "empty_strided",
                                 "empty_permuted"})


def _arg(args, kwargs, i, name, default):
    return args[i] if len(args) > i else kwargs.get(name, default)


# ops whose index result PyTorch leaves unspecified among equal values (its CPU kernels select with
# std::nth_element / std::partial_sort, and sort without stable=True is unstable on large inputs):
# OpInfo name -> function of the sample's (input, args, kwargs) giving (dim, keepdim, n) where n is
# the position of the index result among the op's results, or None when the indices are pinned down
_TIE_INDEX_OPS = {
    "topk": lambda inp, args, kw: (_arg(args, kw, 1, "dim", -1), True, 1),
    "kthvalue": lambda inp, args, kw: (_arg(args, kw, 1, "dim", -1), _arg(args, kw, 2, "keepdim", False), 1),
    "sort": lambda inp, args, kw: None if kw.get("stable") else (_arg(args, kw, 0, "dim", -1), True, 1),
    "argsort": lambda inp, args, kw: None if kw.get("stable") else (_arg(args, kw, 0, "dim", -1), True, 0),
}


# ops whose results PyTorch pins down only up to a choice LAPACK makes (the sign / phase of each
# singular or eigen vector): compared as test_ops' gradient checks compare them, through the
# sample's ``output_process_fn_grad`` (``|U|``, ``S``, ``|V^H|``, ``U V^H``; eigenvalues and
# ``|eigenvectors|``), on both results
_NONUNIQUE_RESULT_OPS = frozenset({"svd", "linalg.svd", "linalg.eigh", "linalg.eig"})


def invariant_results(op, sample):
    """The function that maps ``op``'s results on ``sample`` to the quantities that do not depend
    on LAPACK's choice of vector signs / phases (the OpInfo's ``output_process_fn_grad``), or None
    when the results are unique."""
    if opinfo_name(op) not in _NONUNIQUE_RESULT_OPS:
        return None
    return sample.output_process_fn_grad


def tie_index_dim(op, sample):
    """(dim, keepdim, n) when ``op`` (an OpInfo) returns as its result ``n`` indices that PyTorch does
    not pin down among ties (compare them by what they select), else None."""
    f = _TIE_INDEX_OPS.get(opinfo_name(op))
    return f(sample.input, tuple(sample.args), dict(sample.kwargs)) if f else None


@dataclass(frozen=True)
class Task:
    """One row of the report: an OpInfo (``op``, its full name) under one dtype (a short name from
    ``DTYPES``, or ``"errors"`` for its error inputs)."""
    op: str
    dtype: str

    @property
    def name(self):
        return f"{self.op}:{self.dtype}"

    @staticmethod
    def parse(name):
        op, _, dtype = name.rpartition(":")
        return Task(op, dtype)


_DB = None


def op_db():
    """``torch.testing._internal.common_methods_invocations.op_db`` (imported once; needs expecttest)."""
    global _DB
    if _DB is None:
        try:
            from torch.testing._internal.common_methods_invocations import op_db as db
        except ImportError as e:
            raise RuntimeError(f"PyTorch's OpInfo database does not import ({e}); it needs the "
                               "'expecttest' package (pip install expecttest)") from None
        _DB = list(db)
    return _DB


def opinfo_name(op):
    return op.name + (f".{op.variant_test_name}" if op.variant_test_name else "")


def find_opinfo(name):
    for op in op_db():
        if opinfo_name(op) == name:
            return op
    raise KeyError(f"no OpInfo named {name!r}")


def torch_dtype(short):
    import torch
    return getattr(torch, DTYPES[short])


def list_tasks(dtypes=None, errors=True):
    """Every (OpInfo, supported CPU dtype among ``dtypes``) pair, then (when ``errors``) one
    error-inputs task per OpInfo that has error inputs on CPU (some ops only have inputs on two
    devices, e.g. ``where`` and the binary ops' device-mismatch cases: nothing to run here)."""
    shorts = list(dtypes or DTYPES)
    tasks = []
    seen = set()
    for op in op_db():
        name = opinfo_name(op)
        if name in seen:
            continue
        seen.add(name)
        supported = op.supported_dtypes("cpu")
        for s in shorts:
            if torch_dtype(s) in supported:
                tasks.append(Task(name, s))
        if errors and op.error_inputs_func is not None and has_cpu_error_inputs(op):
            tasks.append(Task(name, ERRORS))
    return tasks


def has_cpu_error_inputs(op):
    """Does ``op`` give at least one ErrorInput on CPU?"""
    with _closing(op.error_inputs("cpu")) as gen:
        return any(True for _ in itertools.islice(gen, 1))


def _key(sample):
    """A structural summary of a sample (shapes, dtypes and the non-tensor values) to skip repeats."""
    import torch
    from torch.utils._pytree import tree_flatten
    leaves, spec = tree_flatten((sample.input, sample.args, sample.kwargs))
    parts = []
    for x in leaves:
        if isinstance(x, torch.Tensor):
            # sparse layouts have no strides
            parts.append(("T", tuple(x.shape), x.dtype, x.stride() if x.layout == torch.strided else str(x.layout)))
        else:
            parts.append(repr(x))
    return (str(spec), tuple(parts))


def samples_for(op, dtype):
    """[("sample"|"reference", SampleInput)] for ``op`` at ``dtype`` on CPU, capped (see the module
    doc). The random generator is seeded first, with the seed of PyTorch's test suite, so every run
    sees the same values (OpInfo's ``make_tensor`` draws from it)."""
    _seed()
    out = []
    seen = set()
    with _closing(op.sample_inputs("cpu", dtype, requires_grad=False)) as gen:
        for s in itertools.islice(gen, SAMPLE_CAP):
            out.append(("sample", s))
            seen.add(_key(s))
    if op.reference_inputs_func is not None and REFERENCE_CAP:
        taken = 0
        with _closing(op.reference_inputs("cpu", dtype, requires_grad=False)) as gen:
            for s in itertools.islice(gen, 64):
                k = _key(s)
                if k in seen:
                    continue
                seen.add(k)
                out.append(("reference", s))
                taken += 1
                if taken >= REFERENCE_CAP:
                    break
    return out


SEED = 1234  # torch.testing._internal.common_utils.SEED: test_ops seeds with it before each test


def _seed():
    import torch
    torch.manual_seed(SEED)


class _closing:
    """Close a sample generator when done with it, not when it is collected: PyTorch's generators
    restore the grad mode as they close, which must not happen inside a later export's tracing."""

    def __init__(self, it):
        self.it = iter(it)

    def __enter__(self):
        return self.it

    def __exit__(self, *exc):
        _close_generators(self.it)
        self.it = None


def _close_generators(it):
    """Close the generator under ``it``. OpInfo wraps it in a TrackedInputIter over an ``enumerate``,
    neither of which closes what it wraps; the enumerate's referent is the iterator it walks."""
    import gc
    import types
    for _ in range(8):  # a wrapper chain is two or three deep
        if isinstance(it, types.GeneratorType):
            it.close()
            return
        inner = getattr(it, "child_iter", None)
        if inner is None and isinstance(it, enumerate):
            inner = next((r for r in gc.get_referents(it) if hasattr(r, "__next__")), None)
        if inner is None:
            close = getattr(it, "close", None)
            if close is not None:
                close()
            return
        it = inner


def error_samples_for(op):
    """The first ``ERROR_CAP`` ErrorInputs of ``op`` on CPU (drawn after seeding, as the samples)."""
    _seed()
    with _closing(op.error_inputs("cpu")) as gen:
        return list(itertools.islice(gen, ERROR_CAP))


def default_tolerance(dtype):
    """torch.testing's default (rtol, atol) for ``dtype`` as a dict; exact for the others."""
    from torch.testing._comparison import _DTYPE_PRECISIONS
    rtol, atol = _DTYPE_PRECISIONS.get(dtype, (0.0, 0.0))
    return dict(rtol=rtol, atol=atol)


def tolerance_for_op(op, dtype):
    """(rtol, atol) dict for ``dtype`` results of ``op``: the default raised by the op's
    ``toleranceOverride`` entries that apply to TestCommon on CPU (the largest of them) and by its
    ``precisionOverride`` entries (an atol, as test_ops' assertEqual takes ``self.precision``)."""
    from torch.testing._internal.common_device_type import precisionOverride, toleranceOverride
    tol = default_tolerance(dtype)
    for dec in getattr(op, "decorators", ()) or ():
        entries = []
        if isinstance(dec, precisionOverride):
            tol["atol"] = max(tol["atol"], dec.d.get(dtype, 0.0))
        elif isinstance(dec, toleranceOverride):
            entries = [dec]
        elif hasattr(dec, "decorators"):
            if getattr(dec, "cls_name", None) not in (None, "TestCommon"):
                continue
            if getattr(dec, "device_type", None) not in (None, "cpu"):
                continue
            if dec.dtypes is not None and dtype not in dec.dtypes:
                continue
            if not _active(dec):
                continue
            entries = [d for d in dec.decorators if isinstance(d, toleranceOverride)]
        for e in entries:
            t = e.d.get(dtype)
            if t is not None:
                tol["rtol"] = max(tol["rtol"], t.rtol)
                tol["atol"] = max(tol["atol"], t.atol)
    return tol


def _active(dec):
    a = getattr(dec, "active_if", True)
    try:
        return bool(a)
    except Exception:  # noqa: BLE001 - an unusual active_if counts as active
        return True


def flatten_sample(sample):
    """(tensors, rebuild): the sample's tensors (input, args and kwargs, in that order) and a function
    taking new tensors to the (input, args, kwargs) triple with every non-tensor value kept."""
    import torch
    from torch.utils._pytree import tree_flatten, tree_unflatten
    leaves, spec = tree_flatten((sample.input, tuple(sample.args), dict(sample.kwargs)))
    positions = [i for i, x in enumerate(leaves) if isinstance(x, torch.Tensor)]
    tensors = [leaves[i] for i in positions]

    def rebuild(new):
        vals = list(leaves)
        for i, t in zip(positions, new):
            vals[i] = t
        return tree_unflatten(vals, spec)
    return tensors, rebuild


def _module_class():
    import torch

    class SampleModule(torch.nn.Module):
        """``forward(*tensors)`` calls the OpInfo's op on one sample: the sample's tensors are the
        inputs, every other argument is a constant."""

        def __init__(self, fn, rebuild):
            super().__init__()
            self.fn = fn
            self.rebuild = rebuild

        def forward(self, *tensors):
            inp, args, kwargs = self.rebuild(tensors)
            return self.fn(inp, *args, **kwargs)
    return SampleModule


_MODULE_CLASS = None


def SampleModule(fn, rebuild):  # noqa: N802 - a factory for a torch.nn.Module subclass made lazily
    global _MODULE_CLASS
    if _MODULE_CLASS is None:
        _MODULE_CLASS = _module_class()
    return _MODULE_CLASS(fn, rebuild)


def is_random_program(op, exported):
    """Are the program's values not comparable with eager's: an op that draws random numbers
    (an ATen op tagged ``nondeterministic_seeded`` in the exported graph) or returns uninitialised
    memory (``UNDEFINED_VALUE_OPS``)?"""
    import torch
    if op.name in UNDEFINED_VALUE_OPS:
        return True
    for node in exported.graph.nodes:
        if node.op == "call_function" and isinstance(node.target, torch._ops.OpOverload):
            if torch.Tag.nondeterministic_seeded in node.target.tags:
                return True
    return False
