"""Transforms on TOSA: constants moved at compile time.

``tosa-fold-constant-transposes`` replaces a ``tosa.transpose`` or a static ``tosa.reshape`` of a
single-use ``tosa.const`` (a weight laid out for ``tosa.matmul`` or NHWC convolution) by the
constant it computes, as the Linalg pipeline does with ``linalg.transpose``. Left in place, IREE
evaluates them when it compiles (its JitGlobals pass: about half of iree-compile's time for an MLP).
"""
from __future__ import annotations

from ..passmanager import Pass, register_pass
from .linalg_transforms import transposed_elements
from .tosa import ConstOp


def _folded(op):
    """The elements attribute of the constant ``op`` computes, or None."""
    src = op.input1
    d = src.defining_op
    rtype = op.output.type
    if d is None or d.name != ConstOp.OPNAME or len(src.uses) != 1 or not rtype.has_static_shape():
        return None
    perm = [int(p) for p in op.perms.value] if op.name == "tosa.transpose" else None
    return transposed_elements(d.values, perm, rtype)


def fold_constant_transposes(root):
    """Fold the transposes and reshapes of single-use constants under ``root``; returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name in ("tosa.transpose", "tosa.reshape")]:
        attr = _folded(op)
        if attr is None:
            continue
        old = op.input1.defining_op
        new = ConstOp.build(values=attr, location=old.location)
        old.parent.insert_before(new, old)
        op.output.replace_all_uses_with(new.output)
        op.erase()
        old.erase()
        n += 1
    return n


@register_pass("tosa-fold-constant-transposes", "TosaFoldConstantTransposes")
class TosaFoldConstantTransposes(Pass):
    """Transpose and reshape single-use ``tosa.const`` at compile time."""

    def run_on_operation(self, op):
        self.statistics = fold_constant_transposes(op)
