"""Which nodes of an ATen-level FX graph tmlir compiles, decided per node from tmlir's own
registries (no trial compile):

* the op's name as the FX importer writes it (``aten.addmm.default`` -> ``torch.aten.addmm``);
* the decomposition registry (``tmlir/transforms/decompositions``): a decomposed op reaches the
  backend as the ops of its decomposition; a decomposition that applies only under conditions
  (static sizes, ...) registers them next to itself (``registry.condition``), and they are asked
  here on the node's metadata;
* the lowering registry of the output type (``LINALG`` / ``TOSA`` / ``STABLEHLO``, keyed by the
  same names); ops the caller keeps from decomposition (``backend_legal_ops``) need a lowering;
* the abstract-interpretation library (shape and dtype functions) is recorded for the report.
  It does not decide: the importer types every result from the graph's ``val`` metadata (ranked,
  with a dtype), which is what the backend contract needs; the library refines types that are
  unknown, and FX graphs have none.

Values decide too: every tensor the node reads or makes must be a strided CPU tensor (for
``device="cpu"``) of a dtype the backend hands to IREE; ops that make random numbers
(``nondeterministic_seeded``) stay in PyTorch, so that the random stream is PyTorch's; ops that
write their operands (mutable schemas) and ops with no tensor result stay in PyTorch.
"""
from __future__ import annotations

import operator

import torch

__all__ = ["NodeSupport", "op_name", "is_compute"]

# dtypes IREE's host runtime takes and returns through tmlir's backends
_DTYPES = {torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.bool, torch.uint8, torch.int8,
           torch.int16, torch.int32, torch.int64, torch.complex64, torch.complex128}
# ops that only rename or reinterpret memory: a cluster of these alone is not worth a call into IREE
_NON_COMPUTE = {"torch.aten.detach", "torch.aten.alias", "torch.aten.clone", "torch.aten.lift_fresh_copy",
                "torch.aten._to_copy"}


def op_name(target):
    """``torch.aten.addmm`` for ``aten.addmm.default`` (the name the FX importer gives the op, which
    keys the decomposition and lowering registries); None for a target that is not an ATen-style
    ``OpOverload``."""
    if not isinstance(target, torch._ops.OpOverload):
        return None
    from tmlir.importers.fx import _OP_ALIASES
    schema = target._schema
    qual = schema.name + (f".{schema.overload_name}" if schema.overload_name else "")
    alias = _OP_ALIASES.get(qual)
    if alias is not None:
        return alias
    ns, _, base = schema.name.partition("::")
    return f"torch.{ns}.{base}" + (f".{schema.overload_name}" if schema.overload_name else "")


def is_compute(node):
    """Whether ``node`` computes (not a view, a getitem or a copy)."""
    t = node.target
    if node.op != "call_function" or t is operator.getitem:
        return False
    if isinstance(t, torch._ops.OpOverload):
        if t.is_view:
            return False
        name = op_name(t)
        return name not in _NON_COMPUTE and name.rsplit(".", 1)[0] not in _NON_COMPUTE
    return True


def _tensors(v, out):
    if isinstance(v, torch.Tensor):
        out.append(v)
    elif isinstance(v, (list, tuple)):
        for x in v:
            _tensors(x, out)
    return out


def _condition_args(node):
    """The op's arguments by schema name as decomposition conditions read them
    (``registry.condition``): a tensor as its sizes (``UNKNOWN_SIZE`` for a symbolic one), anything
    else as it is."""
    from tmlir.dialects.torch.types import UNKNOWN_SIZE

    def fact(a):
        if isinstance(a, torch.fx.Node):
            v = a.meta.get("val")
            if isinstance(v, torch.Tensor):
                return [d if isinstance(d, int) else UNKNOWN_SIZE for d in v.shape]
            return v
        if isinstance(a, (list, tuple)):
            return [fact(x) for x in a]
        return a
    schema = node.target._schema
    args = {}
    for i, arg in enumerate(schema.arguments):
        if i < len(node.args):
            args[arg.name] = fact(node.args[i])
        elif arg.name in node.kwargs:
            args[arg.name] = fact(node.kwargs[arg.name])
        elif arg.has_default_value():
            args[arg.name] = arg.default_value
    return args


def _registry_for(output_type):
    import tmlir.pipelines  # noqa: F401  (registers every lowering)
    from tmlir import OutputType
    ot = OutputType.get(output_type)
    if ot == OutputType.LINALG_ON_TENSORS:
        from tmlir.conversion.torch_to_linalg.registry import LINALG as reg
    elif ot == OutputType.TOSA:
        from tmlir.conversion.torch_to_tosa.registry import TOSA as reg
    elif ot == OutputType.STABLEHLO:
        from tmlir.conversion.torch_to_stablehlo.registry import STABLEHLO as reg
    else:
        raise ValueError(f"the tmlir dynamo backend compiles to a backend IREE runs (linalg-on-tensors, tosa or "
                         f"stablehlo), not {ot.value!r}")
    return ot, reg


class NodeSupport(torch.fx.passes.operator_support.OperatorSupportBase):
    """``is_node_supported(submodules, node)`` for ``CapabilityBasedPartitioner``; ``why(node)``
    says why a node stays in PyTorch ("" when it is compiled), ``how(node)`` how it is compiled
    ("lowering", "decomposition"). ``exclude_ops`` (``aten.neg``, ``torch.aten.add.Tensor``) stay in
    PyTorch whatever the registries say."""

    def __init__(self, output_type="linalg-on-tensors", device="cpu", backend_legal_ops=None, exclude_ops=()):
        from tmlir import pipelines
        from tmlir.library import load_library
        from tmlir.transforms.decompositions.registry import CONDITIONS, DECOMPOSITIONS, canonical_name
        self.output_type, self.registry = _registry_for(output_type)
        self.device = torch.device(device)
        legal = pipelines.default_backend_legal_ops(self.output_type, backend_legal_ops) or ()
        self.legal = {canonical_name(n) for n in legal}
        self.decompositions = DECOMPOSITIONS
        self.conditions = CONDITIONS
        self.library = load_library(check=False)
        self.exclude = {canonical_name(n[:-len(".default")] if n.endswith(".default") else n) for n in exclude_ops}
        self._why = {}
        # TOSA 1.0 has no 64-bit float and no complex types (convert-torch-to-tosa refuses them)
        self._no_types = {}
        if self.output_type.value == "tosa":
            self._no_types = {torch.float64: "TOSA 1.0 has no 64-bit float types",
                              torch.complex64: "TOSA 1.0 has no complex types",
                              torch.complex128: "TOSA 1.0 has no complex types"}

    # -- per op ------------------------------------------------------------------------------------------
    def op_status(self, name):
        """("lowering" | "decomposition" | "", reason) for the registry op ``name``."""
        base_legal = name in self.legal or name.rsplit(".", 1)[0] in self.legal
        if name in self.decompositions and not base_legal:
            return "decomposition", ""
        if name in self.registry:
            return "lowering", ""
        return "", f"no lowering to {self.registry.backend} and no decomposition of '{name}'"

    def has_library_functions(self, name):
        """Whether the abstract-interpretation library has shape and dtype functions for ``name``."""
        ns, _, rest = name[len("torch."):].partition(".")
        entry = self.library.ops.get(f"{ns}::{rest}")
        return entry is not None and entry.shape is not None and entry.dtype is not None

    # -- per node ------------------------------------------------------------------------------------------
    def why(self, node):
        """Why ``node`` is left to PyTorch; "" when tmlir compiles it."""
        if node in self._why:
            return self._why[node]
        r = self._decide(node)
        self._why[node] = r
        return r

    def is_node_supported(self, submodules, node):
        return node.op == "call_function" and self.why(node) == ""

    def _decide(self, node):
        if node.op != "call_function":
            return f"{node.op} node"
        t = node.target
        if t is operator.getitem:
            src = node.args[0]
            if isinstance(src, torch.fx.Node) and src.op == "call_function" and src.target is not operator.getitem:
                return self.why(src) and "reads a result of an op left to PyTorch"
            return "getitem of a Python value"
        name = op_name(t)
        if name is None:
            return f"{getattr(t, '__name__', t)} is not an ATen op"
        if name in self.exclude or name.rsplit(".", 1)[0] in self.exclude:
            return "excluded by the caller (exclude_ops)"
        if torch.Tag.nondeterministic_seeded in t.tags:
            return "makes random numbers (left to PyTorch's generator)"
        if t._schema.is_mutable:
            return "writes its operands"
        val = node.meta.get("val")
        outs = _tensors(val, [])
        if not outs or (isinstance(val, (list, tuple)) and len(outs) != len(val) and
                        not all(v is None or isinstance(v, torch.Tensor) for v in val)):
            return "has no tensor result"
        ins = []
        for a in list(node.args) + list(node.kwargs.values()):
            for x in (a if isinstance(a, (list, tuple)) else [a]):
                if isinstance(x, torch.fx.Node):
                    v = x.meta.get("val")
                    if v is None:
                        return f"input '{x.name}' has no 'val' metadata"
                    _tensors(v, ins)
        for v in ins + outs:
            if v.layout != torch.strided:
                return f"a {v.layout} tensor"
            if v.dtype not in _DTYPES:
                return f"a {v.dtype} tensor"
            if v.dtype in self._no_types:
                return f"a {v.dtype} tensor: {self._no_types[v.dtype]}"
            if v.device.type != self.device.type:
                return f"a tensor on {v.device}"
        how, why = self.op_status(name)
        if how == "decomposition" and name in self.conditions:
            # the decomposition applies only under conditions the values tell (its own rule,
            # registered next to it): else the op would reach the backend and fail its cluster
            return self.conditions[name](_condition_args(node))
        return why
