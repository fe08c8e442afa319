"""``prepare-for-iree``: the text IREE compiles for one target, from tmlir's standard output.

    text = prepare_for_iree(linalg_text, target="llvm-cpu")            # what RefBackend compiles
    text = prepare_for_iree(linalg_text, target="cuda", precise_math=False)

tmlir's linalg-on-tensors, TOSA and StableHLO output is standard MLIR, the same for every
consumer. What IREE needs beyond it (``workarounds.WORKAROUNDS``: each with the IREE release it
was found on and a reproducer) is applied here, per target and input dialect: llvm-cpu gets what
llvm-cpu needs, a GPU target gets no f64 from a workaround. Text that no workaround applies to is
returned unchanged (no parse). ``precise_math`` adds the ``precision`` entries (f32 trigonometry
through f64 on llvm-cpu); ``performance`` the ``performance`` ones (convolution tiles).
"""
from __future__ import annotations

from .workarounds import select

__all__ = ["prepare_for_iree", "prepared_workarounds"]


def prepared_workarounds(text, target, input_type, *, precise_math=False, performance=True):
    """The names of the workarounds ``prepare_for_iree`` would consider for ``text``."""
    return [w.name for w in select(target, input_type, precise_math=precise_math, performance=performance,
                                   text=text)]


def prepare_for_iree(text, target="llvm-cpu", input_type="none", *, precise_math=False, performance=True,
                     applied=None, exclude=()):
    """``text`` with the workarounds for ``target``/``input_type`` applied (see the module
    docstring); ``applied`` (a list) receives ``(name, count)`` for each that changed something;
    ``exclude`` names workarounds to leave out (the reproducer tests)."""
    hits = select(target, input_type, precise_math=precise_math, performance=performance, text=text,
                  exclude=exclude)
    if not hits:
        return text
    from tmlir.ir import parse_module
    from tmlir.ir.passmanager import PassManager
    module = parse_module(text)
    # one that found something may make work for a later one (precise trigonometry writes f64
    # math for the f64 expansion): every entry of the target runs once the module is parsed
    every = select(target, input_type, precise_math=precise_math, performance=performance, exclude=exclude)
    for stage in ("rewrite", "final"):
        changed = False
        for w in every:
            if w.stage != stage:
                continue
            n = w.apply(module, target)
            if n:
                changed = True
                if applied is not None:
                    applied.append((w.name, n))
        if stage == "rewrite" and changed:
            # the rewrites leave constants and common subexpressions behind; final-stage entries
            # write IREE's own ops, and nothing runs after them
            PassManager.parse("builtin.module(func.func(canonicalize,cse))").run(module)
    return module.to_text()
