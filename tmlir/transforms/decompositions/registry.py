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


def registered_decompositions():
    """The op names with a decomposition, sorted."""
    return sorted(DECOMPOSITIONS)


def lookup(name):
    return DECOMPOSITIONS.get(canonical_name(name))
