"""The tmlir dynamo backend: aot_autograd gives ATen graphs (forward, backward, inference); in each,
the nodes tmlir supports (``support.NodeSupport``) are grouped into maximal clusters with no
cycle (``CapabilityBasedPartitioner``); each cluster is imported (``tmlir.importers.fx``), lowered
(``tmlir.pipelines``), compiled and run by IREE (``RefBackend``, whose cache lives in
``TMLIR_CACHE_DIR``); the other nodes run in PyTorch.
"""
from __future__ import annotations

import contextlib
import functools
import logging
import operator

import torch

from tmlir.dynamo.report import ClusterReport, FallbackOp, GraphReport, source_of
from tmlir.dynamo.support import NodeSupport, _tensors, is_compute

__all__ = ["backend", "compile_graph", "tmlir_backend"]

log = logging.getLogger("tmlir.dynamo")
_LOADED = {}  # (vmfb cache key, device) -> LoadedModule: one runtime context per compiled program


class Options:
    def __init__(self, output_type="linalg-on-tensors", device="cpu", backend_legal_ops=None,
                 fallback_on_error=True, compile=True, report=None, exclude_ops=(), iree_flags=()):
        self.output_type = output_type
        self.exclude_ops = tuple(exclude_ops)
        self.iree_flags = tuple(iree_flags)
        self.device = device
        self.backend_legal_ops = backend_legal_ops
        self.fallback_on_error = fallback_on_error
        self.compile = compile
        self.report = report

    @functools.cached_property
    def support(self):
        return NodeSupport(self.output_type, self.device, self.backend_legal_ops, self.exclude_ops)


def _aten_name(node):
    t = node.target
    if isinstance(t, torch._ops.OpOverload):
        return f"{t.namespace}.{t._schema.name.split('::', 1)[-1]}.{t._overloadname}"
    return getattr(t, "__name__", str(t))


def _counted(node):
    """An op of the report: a call that makes tensors (not getitem, not arithmetic on sizes)."""
    if node.op != "call_function" or node.target is operator.getitem:
        return False
    val = node.meta.get("val")
    return val is None or bool(_tensors(val, []))


def _out_dtypes(sub):
    out = sub.graph.output_node().args[0]
    return [n.meta["val"].dtype for n in out]


def _in_dtypes(sub):
    """Per placeholder of ``sub``: its tensor's dtype, or None (a size, a scalar)."""
    vals = [n.meta.get("val") for n in sub.graph.nodes if n.op == "placeholder"]
    return [v.dtype if isinstance(v, torch.Tensor) else None for v in vals]


def _compile_cluster(sub, name, opts):
    """Import, lower and compile one cluster -> ``CompiledCluster``."""
    from tmlir import pipelines
    from tmlir.backends.refbackend import RefBackend
    from tmlir.dynamo.runtime import CompiledCluster
    from tmlir.importers.fx import import_graph_module
    from torch._subclasses.fake_tensor import unset_fake_temporarily
    with unset_fake_temporarily():  # aot_autograd may call the compiler under its fake mode: the
        # importer and the decompositions make real tensors (literals, tables)
        module = import_graph_module(sub, func_name="main")
        pipelines.lower_raw_module(module, opts.output_type, backend_legal_ops=opts.backend_legal_ops)
    rb = RefBackend(opts.device, extra_flags=opts.iree_flags)
    art = rb.compile(module)
    key = (art.key, opts.device)
    loaded = _LOADED.get(key)
    if loaded is None:
        loaded = _LOADED[key] = rb.load(art)
    return CompiledCluster(loaded, "main", _out_dtypes(sub), label=name, torch_device=opts.device,
                           in_dtypes=_in_dtypes(sub))


def compile_graph(gm, example_inputs, opts, kind="forward"):
    """Partition ``gm`` (an ATen graph) and compile its clusters in place; returns ``gm`` (whose
    clusters are ``CompiledCluster`` submodules) and the ``GraphReport``."""
    from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner
    from torch.fx.passes.utils.fuser_utils import fuse_by_partitions
    sup = opts.support
    rep = GraphReport(kind)
    for n in gm.graph.nodes:
        if _counted(n):
            rep.ops_total += 1
    parts = CapabilityBasedPartitioner(gm, sup, allows_single_node_partition=True).propose_partitions()
    parts = [p for p in parts if any(is_compute(n) for n in p.nodes)]  # views alone stay in PyTorch
    order = {n: i for i, n in enumerate(gm.graph.nodes)}
    parts.sort(key=lambda p: min(order[n] for n in p.nodes))  # clusters numbered in graph order
    clustered = {n for p in parts for n in p.nodes}
    for n in gm.graph.nodes:
        if _counted(n) and n not in clustered:
            why = sup.why(n) or "a cluster of views only"
            rep.fallback.append(FallbackOp(_aten_name(n), why, source_of(n), n.name))
    ops_of = {}
    for i, p in enumerate(parts):
        ops_of[f"tmlir_cluster_{i}"] = [(n.name, _aten_name(n), source_of(n)) for n in gm.graph.nodes
                                         if n in p.nodes and _counted(n)]
    if parts:
        fuse_by_partitions(gm, [dict.fromkeys(p.nodes) for p in parts], prefix="tmlir_cluster_",
                           always_return_tuple=True)
    for name, ops in ops_of.items():
        c = ClusterReport(name, [o[1] for o in ops], "compiled" if opts.compile else "not compiled")
        rep.clusters.append(c)
        if not opts.compile:
            continue
        sub = getattr(gm, name)
        try:
            compiled = _compile_cluster(sub, name, opts)
        except Exception as e:  # noqa: BLE001 - any failure leaves the cluster to PyTorch
            if not opts.fallback_on_error:
                raise
            first = (str(e).strip().splitlines() or [type(e).__name__])[0]
            c.status = f"failed: {first}"
            log.warning("tmlir: %s (%s ops) runs in PyTorch: %s", name, len(ops), first)
            for node_name, op, src in ops:
                rep.fallback.append(FallbackOp(op, f"its cluster failed to compile: {first}", src, node_name))
            continue
        setattr(gm, name, compiled)
    gm.recompile()
    if opts.report is not None:
        opts.report.graphs.append(rep)
    return gm, rep


def _one_cluster_call(gm):
    """For a graph that is its inputs, one compiled cluster and reads of its results: a boxed
    function calling the cluster directly (no FX module in between: ~10 us less per call); None
    for any other graph."""
    from tmlir.dynamo.runtime import CompiledCluster
    nodes = list(gm.graph.nodes)
    calls = [n for n in nodes if n.op == "call_module"]
    if len(calls) != 1 or not isinstance(getattr(gm, calls[0].target), CompiledCluster):
        return None
    call = calls[0]
    placeholders = [n for n in nodes if n.op == "placeholder"]
    for n in nodes:
        if n.op not in ("placeholder", "output", "call_module") and not (
                n.op == "call_function" and n.target is operator.getitem and n.args[0] is call):
            return None
    if not all(a in placeholders for a in call.args):
        return None
    arg_index = [placeholders.index(a) for a in call.args]
    outs = gm.graph.output_node().args[0]
    if not isinstance(outs, (tuple, list)):
        return None
    picks = []  # per graph output: ("r", result index) / ("a", input index) / None
    for o in outs:
        if o is None:
            picks.append(None)
        elif isinstance(o, torch.fx.Node) and o.op == "placeholder":
            picks.append(("a", placeholders.index(o)))
        elif isinstance(o, torch.fx.Node) and o.target is operator.getitem and o.args[0] is call:
            picks.append(("r", o.args[1]))
        else:
            return None
    cluster = getattr(gm, call.target)

    def run(args):
        res = cluster.forward(*[args[i] for i in arg_index])
        out = [None if p is None else (res[p[1]] if p[0] == "r" else args[p[1]]) for p in picks]
        args.clear()  # boxed calling convention: the callee may free its inputs
        return out
    run._boxed_call = True
    return run


def _graph_compiler(opts, kind):
    from torch._functorch.aot_autograd import make_boxed_func

    def compiler(gm, example_inputs):
        gm, _ = compile_graph(gm, example_inputs, opts, kind)
        return _one_cluster_call(gm) or make_boxed_func(gm.forward)
    return compiler


def backend(output_type="linalg-on-tensors", device="cpu", decompositions=None, backend_legal_ops=None,
            fallback_on_error=True, report=None, compile=True, exclude_ops=(), iree_flags=()):
    """A dynamo backend with options: ``torch.compile(model, backend=tmlir.dynamo.backend(...))``.

    ``output_type``: "linalg-on-tensors" (default), "tosa" or "stablehlo"; ``device``: IREE's
    ("cpu", or "cuda" where a GPU exists); ``decompositions``: the aot_autograd decomposition
    table (default ``tmlir.fx.default_decomposition_table()``, PyTorch's decompositions of the
    backward ops included); ``backend_legal_ops``: ops not decomposed; ``fallback_on_error``: a
    cluster that fails to compile runs in PyTorch (False: raise); ``report``: an
    ``ExplainReport`` each compiled graph is added to; ``compile=False`` only partitions;
    ``exclude_ops``: ATen ops (``aten.neg``, ``aten.add.Tensor``) left to PyTorch whatever tmlir
    supports; ``iree_flags``: extra iree-compile flags (e.g. ``--iree-opt-data-tiling=true``)."""
    from torch._dynamo.backends.common import aot_autograd
    from tmlir.importers.fx import default_decomposition_table
    opts = Options(output_type, device, backend_legal_ops, fallback_on_error, compile, report, exclude_ops,
                   iree_flags)
    opts.support  # noqa: B018  (fail now on a bad output type)
    table = default_decomposition_table() if decompositions is None else decompositions
    if backend_legal_ops:
        from tmlir.importers.fx import _drop_legal_ops
        table = _drop_legal_ops(table, backend_legal_ops)
    aot = aot_autograd(fw_compiler=_graph_compiler(opts, "forward"), bw_compiler=_graph_compiler(opts, "backward"),
                       inference_compiler=_graph_compiler(opts, "inference"), decompositions=table)

    def compile_fx_graph(gm, example_inputs, **kwargs):
        with _kernel_semantics():
            return aot(gm, example_inputs, **kwargs)
    return compile_fx_graph


# Ops whose Python decompositions (``torch._decomp``, registered as Python-dispatcher kernels for
# Autograd / CompositeImplicitAutograd, so aot_autograd applies them whatever its decomposition
# table says) compute otherwise than PyTorch's CPU kernels: the linear kernels and 2-d nearest copy
# a dim whose size is kept whatever the scale factor, the decompositions resample it at 1 / scale
# (``interpolate(x, scale_factor=1.1, mode="linear")`` on 5 elements: 1.15 off eager, and as much
# with torch.compile's own aot_eager). Without those kernels aot_autograd traces the ops as
# PyTorch's C++ composites make them (``upsample_*.vec`` -> ``upsample_*.default``, with their
# derivative formulas), which tmlir decomposes as the CPU kernels compute or leaves to PyTorch.
_KERNEL_SEMANTICS_OPS = ("upsample_linear1d", "upsample_bilinear2d", "upsample_trilinear3d", "upsample_nearest1d",
                         "upsample_nearest2d", "upsample_nearest3d", "_upsample_nearest_exact1d",
                         "_upsample_nearest_exact2d", "_upsample_nearest_exact3d")


@contextlib.contextmanager
def _kernel_semantics():
    """While aot_autograd traces: the Python-dispatcher kernels of ``_KERNEL_SEMANTICS_OPS`` set
    aside (restored after, and PyTorch's dispatch caches cleared both times)."""
    keys = (torch._C.DispatchKey.Autograd, torch._C.DispatchKey.CompositeImplicitAutograd)
    saved = []
    for base in _KERNEL_SEMANTICS_OPS:
        packet = getattr(torch.ops.aten, base, None)
        for name in (packet.overloads() if packet is not None else ()):
            op = getattr(packet, name)
            kernels = {k: op.py_kernels.pop(k) for k in keys if k in op.py_kernels}
            if kernels:
                saved.append((op, kernels))
                op._dispatch_cache.clear()
    try:
        yield
    finally:
        for op, kernels in saved:
            op.py_kernels.update(kernels)
            op._dispatch_cache.clear()


@functools.lru_cache(maxsize=None)
def _default_backend():
    return backend()


def tmlir_backend(gm, example_inputs, **kwargs):
    """The backend ``torch.compile(model, backend="tmlir")`` names (default options)."""
    if kwargs:
        return backend(**kwargs)(gm, example_inputs)
    return _default_backend()(gm, example_inputs)
