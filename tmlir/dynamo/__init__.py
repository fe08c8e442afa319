"""``torch.compile(model, backend="tmlir")``: tmlir as a dynamo backend, with clustering and
fallback to PyTorch, forward and backward.

    import torch, tmlir
    compiled = torch.compile(model, backend="tmlir")                  # default options
    compiled = torch.compile(model, backend=tmlir.dynamo.backend(output_type="tosa"))
    report = tmlir.dynamo.explain(model, x)                           # what was compiled, what fell back
    print(report)

How the name "tmlir" resolves: ``import tmlir`` registers it with dynamo's backend registry
(at once when ``torch._dynamo`` is loaded, else by an import hook the moment it loads, so that
``import tmlir`` does not pay for importing dynamo); an installed tmlir also declares it as a
``torch_dynamo_backends`` entry point (pyproject.toml), which dynamo finds without any import.
Importing ``tmlir.dynamo`` registers it too.

Per graph (aot_autograd's ATen graphs, with ``tmlir.fx.default_decomposition_table()``): each node
is judged from tmlir's registries (``support.py``), supported nodes are grouped into maximal
acyclic clusters, each cluster is compiled by IREE through tmlir's FX import and lowering
(``backend.py``) and called with tensors handed over by DLPack (``runtime.py``); the rest runs
in PyTorch. A cluster that fails to compile runs in PyTorch and the report says why.
"""
from __future__ import annotations

from tmlir.dynamo.backend import backend, compile_graph, tmlir_backend
from tmlir.dynamo.report import ClusterReport, ExplainReport, FallbackOp, GraphReport

__all__ = ["backend", "explain", "tmlir_backend", "compile_graph", "ExplainReport", "GraphReport",
           "ClusterReport", "FallbackOp", "register"]


def register():
    """Register ``tmlir_backend`` as dynamo's backend "tmlir" (once)."""
    from tmlir._dynamo_name import register_now
    register_now()


def explain(model, *args, output_type="linalg-on-tensors", compile=True, **kwargs):
    """Run ``model(*args, **kwargs)`` through ``torch.compile`` with the tmlir backend and return an
    ``ExplainReport``: the graphs, ops total, ops compiled, clusters, and the ops left to PyTorch
    by name, reason and source line. ``compile=False`` only partitions (no IREE compile: a
    cluster's status is then "not compiled" and ``ops_compiled`` counts none).

    Like ``torch._dynamo.explain`` it resets dynamo first, so the report holds only the graphs of
    this call: code compiled earlier (e.g. the same ``forward`` trained before) would otherwise make
    aot_autograd compile the backward graph too, or serve the call from its caches."""
    import torch
    torch._dynamo.reset()
    report = ExplainReport()
    be = backend(output_type=output_type, report=report, compile=compile)
    torch.compile(model, backend=be)(*args, **kwargs)
    return report


register()
