"""The registry of decompositions, keyed by op name (``torch.aten.softmax.int``)."""
from __future__ import annotations

DECOMPOSITIONS: dict = {}


def canonical_name(name: str) -> str:
    """``aten.softmax.int`` / ``torch.aten.softmax.int`` -> ``torch.aten.softmax.int``."""
    name = name.strip()
    return name if name.startswith("torch.") else "torch." + name


def decomposition(*names):
    """Register ``fn(b, op)`` as the decomposition of the ops ``names``::

        @decomposition("torch.aten.relu6")
        def relu6(b, op):
            return [b.clamp(op.arg("self"), 0, 6)]
    """
    def deco(fn):
        for n in names:
            n = canonical_name(n)
            if n in DECOMPOSITIONS:
                raise ValueError(f"decomposition of {n} registered twice")
            DECOMPOSITIONS[n] = fn
        return fn
    return deco


def decomposition_key(op):
    """The name ``op`` is decomposed under: its op name, or for a ``torch.operator`` that no registry
    op replaces (a custom op of PyTorch's own, ``torch.operator "torch_nn.x"``) ``torch.`` and the
    operator's name, so a decomposition registered as ``torch.torch_nn.x`` finds it."""
    if op.name == "torch.operator":
        from tmlir.dialects.torch.generated import schema_of
        name = "torch." + op.properties["name"].value
        # an operator the registry knows is decomposed once torch-resolve-operators has made it
        # its registry op (its decomposition reads the op's named arguments)
        return op.name if schema_of(name) is not None else name
    return op.name


def registered_decompositions():
    """The op names with a decomposition, sorted."""
    return sorted(DECOMPOSITIONS)


def lookup(name):
    return DECOMPOSITIONS.get(canonical_name(name))


CONDITIONS: dict = {}


def condition(*names):
    """Register ``fn(args) -> str``: the condition under which the decomposition of ``names`` applies,
    decided from facts known before lowering. ``args`` maps the op's schema argument names to a
    tensor's sizes (a list, ``UNKNOWN_SIZE`` for a size known only at run time, None for an unknown
    rank) or to the constant of a non-tensor argument; ``fn`` returns why the decomposition does not
    apply ("" when it does). The decomposition asks it on its IR operands and ``tmlir.dynamo`` asks it
    on an FX node's metadata, so that the rule is written once::

        @condition("torch.aten.convolution_backward")
        def convolution_backward_condition(args):
            return "" if args["groups"] == 1 else "grouped"
    """
    def deco(fn):
        for n in names:
            CONDITIONS[canonical_name(n)] = fn
        return fn
    return deco

