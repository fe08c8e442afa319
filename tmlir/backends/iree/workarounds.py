"""The registry of IREE workarounds: what ``prepare-for-iree`` may apply, per target and input.

Each entry says which IREE release it was found on, why it exists, and which test reproduces the
defect *without* it (``tests/backends/iree/test_workarounds.py``: each reproducer asserts that
IREE still fails or still computes the wrong value; when an IREE upgrade fixes the defect, that
test fails and names the workaround to delete)::

    register(Workaround(
        name="iree-fold-splat-reductions", found_on="3.13.0", kind="required",
        why="llvm-cpu adds a filled input once per vector step of a dynamic reduction",
        reproducer="test_workarounds.py::test_splat_reduction_miscount",
        inputs=("none",), targets=("llvm-cpu",),
        detect=lambda text: "linalg.generic" in text and "reduction" in text,
        apply=fold_all))

Kinds: ``required`` (IREE rejects the program or computes wrong values), ``precision`` (IREE's
result is outside the tolerance PyTorch's own tests use: applied in the RefBackend's precise mode
only), ``performance`` (faster code from IREE; RefBackend option). ``detect`` is a cheap test on
the text (the module is parsed only when some entry may apply); ``apply(module, target)`` rewrites
the module in place and returns how many places changed. Entries of stage ``rewrite`` run first,
each followed by ``canonicalize,cse`` when it changed something; entries of stage ``final`` run
after them, on the cleaned-up module, with nothing after them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

__all__ = ["Workaround", "register", "WORKAROUNDS", "select"]

KINDS = ("required", "precision", "performance")
INPUT_TYPES = ("none", "tosa", "stablehlo")


@dataclass(frozen=True)
class Workaround:
    name: str
    found_on: str
    kind: str
    why: str
    reproducer: str
    inputs: tuple
    targets: tuple | None   # None: every target
    detect: Callable = field(repr=False)
    apply: Callable = field(repr=False)
    stage: str = "rewrite"
    order: int = 100        # lower runs first within its stage

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"workaround {self.name}: kind {self.kind!r} is not one of {KINDS}")
        if not set(self.inputs) <= set(INPUT_TYPES):
            raise ValueError(f"workaround {self.name}: unknown input types {self.inputs}")
        if self.stage not in ("rewrite", "final"):
            raise ValueError(f"workaround {self.name}: stage {self.stage!r} is not 'rewrite' or 'final'")

    def applies_to(self, target, input_type):
        return input_type in self.inputs and (self.targets is None or target in self.targets)


WORKAROUNDS: dict[str, Workaround] = {}


def register(w):
    """Add ``w`` to the registry (its name is unique); returns it."""
    if w.name in WORKAROUNDS:
        raise ValueError(f"workaround {w.name} is registered twice")
    WORKAROUNDS[w.name] = w
    return w


def select(target, input_type, *, precise_math=False, performance=True, text=None, exclude=()):
    """The workarounds that apply to ``target`` and ``input_type`` in running order (stage, order,
    name); with ``text``, only those whose ``detect`` finds something to do in it; none named in
    ``exclude`` (a reproducer leaves out the one it reproduces)."""
    from . import passes  # noqa: F401  (registers the entries)
    unknown = set(exclude) - set(WORKAROUNDS)
    if unknown:
        raise ValueError(f"unknown workarounds {sorted(unknown)}; known: {', '.join(sorted(WORKAROUNDS))}")
    out = []
    for w in WORKAROUNDS.values():
        if w.name in exclude or not w.applies_to(target, input_type):
            continue
        if w.kind == "precision" and not precise_math:
            continue
        if w.kind == "performance" and not performance:
            continue
        if text is not None and not w.detect(text):
            continue
        out.append(w)
    return sorted(out, key=lambda w: (w.stage != "rewrite", w.order, w.name))
