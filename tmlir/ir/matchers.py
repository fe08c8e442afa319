"""Small matchers shared by folders and rewrite patterns.

Folding protocol (used by the greedy rewrite driver and canonicalize):
  * ``Op.fold(self)`` returns None when nothing folds, else a list with one entry per result:
    an ``Attribute`` (a constant the result equals) or an existing ``Value`` to use instead.
  * Constants are materialised by the op class's ``materialize_constant(attr, type, location)``
    classmethod (returns a new, unattached op or None); the default in ``materialize_constant``
    below builds ``arith.constant`` for integer, index, float and dense tensor values.
  * ``Op.canonicalization_patterns()`` (classmethod) returns a list of RewritePattern objects.
"""
from __future__ import annotations

from .core import OpResult
from .opdef import ConstantLike


def constant_value(v):
    """The attribute a value is known to equal (defined by a ConstantLike op), else None."""
    if type(v) is OpResult:
        op = v.op
        if ConstantLike in op.traits:
            return op.properties.get("value") or op.attributes.get("value")
    return None


def constant_int(v):
    """The Python int a value is known to equal (integer/index constant), else None."""
    from .attributes import IntegerAttr
    a = constant_value(v)
    if type(a) is IntegerAttr:
        return a.value
    return None


def materialize_constant(attr, type, location=None):
    """Default constant materialisation: ``arith.constant``; None if it cannot represent it."""
    from .attributes import IntegerAttr, FloatAttr, DenseElementsAttr, DenseResourceElementsAttr
    if isinstance(attr, (IntegerAttr, FloatAttr, DenseElementsAttr, DenseResourceElementsAttr)):
        if getattr(attr, "type", None) is not type:
            return None
        from .dialects.arith import ConstantOp
        return ConstantOp.create("arith.constant", (), [type], None, {"value": attr}, (), (), location)
    return None
