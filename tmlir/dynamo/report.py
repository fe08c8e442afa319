"""What the tmlir dynamo backend did with each graph: clusters compiled, ops left to PyTorch."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import List, Optional

__all__ = ["FallbackOp", "ClusterReport", "GraphReport", "ExplainReport", "source_of"]


@dataclass
class FallbackOp:
    """An op left to PyTorch: its ATen name (``aten.cumprod.default``), why, and where the user
    wrote it (``file:line``, or the module path when the graph kept no stack trace)."""
    op: str
    reason: str
    source: Optional[str] = None
    node: str = ""

    def __str__(self):
        return f"{self.op} ({self.reason})" + (f" at {self.source}" if self.source else "")


@dataclass
class ClusterReport:
    """One cluster: its ops (ATen names, in graph order) and ``status``: "compiled", or
    "failed: <why>" (the cluster then runs in PyTorch), or "not compiled" (explain without
    compiling)."""
    name: str
    ops: List[str]
    status: str = "compiled"


@dataclass
class GraphReport:
    """One FX graph the backend was given (``kind``: "forward", "backward" or "inference")."""
    kind: str
    ops_total: int = 0
    clusters: List[ClusterReport] = field(default_factory=list)
    fallback: List[FallbackOp] = field(default_factory=list)

    @property
    def ops_compiled(self):
        return sum(len(c.ops) for c in self.clusters if c.status == "compiled")


@dataclass
class ExplainReport:
    """``graphs``: a ``GraphReport`` per graph compiled; the totals sum over them."""
    graphs: List[GraphReport] = field(default_factory=list)

    @property
    def ops_total(self):
        return sum(g.ops_total for g in self.graphs)

    @property
    def ops_compiled(self):
        return sum(g.ops_compiled for g in self.graphs)

    @property
    def clusters(self):
        return [c for g in self.graphs for c in g.clusters]

    @property
    def fallback_ops(self):
        """Every op left to PyTorch (including the ops of clusters that failed to compile)."""
        return [f for g in self.graphs for f in g.fallback]

    def __str__(self):
        lines = [f"graphs: {len(self.graphs)}, ops: {self.ops_total}, compiled: {self.ops_compiled}, "
                 f"clusters: {len(self.clusters)}, fallback ops: {len(self.fallback_ops)}"]
        if not self.graphs:
            lines.append("dynamo gave the backend no graph: it ran the code itself (nn.RNN/LSTM/GRU "
                         "unless torch._dynamo.config.allow_rnn; code it cannot trace)")
        for i, g in enumerate(self.graphs):
            lines.append(f"graph {i} ({g.kind}): {g.ops_compiled}/{g.ops_total} ops compiled in "
                         f"{len(g.clusters)} clusters")
            for c in g.clusters:
                lines.append(f"  {c.name}: {len(c.ops)} ops, {c.status}")
            for f in g.fallback:
                lines.append(f"  fallback: {f}")
        return "\n".join(lines)


def source_of(node):
    """``file:line`` of the user's code that made ``node`` (from its stack trace); else the
    module path from ``nn_module_stack``; else None."""
    from tmlir.importers.fx import _user_frame
    frame = _user_frame(node.meta.get("stack_trace"))
    if frame is not None:
        return f"{frame[0]}:{frame[1]}"
    stack = node.meta.get("nn_module_stack")
    if stack:
        path, cls = list(stack.values())[-1]
        return f"module {path} ({getattr(cls, '__name__', cls)})"
    return None
