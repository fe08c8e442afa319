"""``iree-complex-constants``: a complex tensor constant as a constant of its (real, imaginary)
pairs made complex by a ``linalg.generic``.

The linalg-on-tensors output writes a complex literal as what it is,
``arith.constant dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>`` (or a ``dense_resource`` of complex
type); IREE 3.13's llvm-cpu cannot translate a complex tensor constant ("no known conversion for
innermost element type").
"""
from __future__ import annotations

import numpy as np

from tmlir.ir import attributes as A
from tmlir.ir.core import Builder, InsertionPoint
from tmlir.ir.dialects.arith import ConstantOp

__all__ = ["complex_constants_as_pairs", "stablehlo_complex_constants_as_parts"]


def _pairs_attr(value, out):
    et = out.element_type.element_type
    pairs_type = A.RankedTensorType(list(out.shape) + [2], et)
    if isinstance(value, A.DenseResourceElementsAttr):
        return A.DenseResourceElementsAttr(value.blob, pairs_type)
    if isinstance(value, A.DenseElementsAttr):
        data = np.ascontiguousarray(np.broadcast_to(value.to_numpy(), out.shape).astype(A.numpy_dtype(out.element_type)))
        return A.DenseElementsAttr(data.view(A.numpy_dtype(et)).reshape(pairs_type.shape), pairs_type)
    return None


def complex_constants_as_pairs(root):
    """Every complex tensor ``arith.constant`` under ``root`` as pairs + a generic; returns how many."""
    from tmlir.conversion.torch_to_linalg.utils import complex_from_pairs
    n = 0
    for op in [o for o in root.walk() if o.name == "arith.constant"]:
        t = op.results[0].type
        if not isinstance(t, A.RankedTensorType) or type(t.element_type) is not A.ComplexType:
            continue
        if any(s == A.DYNAMIC for s in t.shape):
            continue
        attr = _pairs_attr(op.properties.get("value"), t)
        if attr is None:
            continue
        b = Builder(InsertionPoint.before(op), op.location)
        pairs = b.insert(ConstantOp.build_value(attr, location=op.location)).results[0]
        new = complex_from_pairs(b, pairs, t, op.location)
        op.results[0].replace_all_uses_with(new)
        op.erase()
        n += 1
    return n


def stablehlo_complex_constants_as_parts(root):
    """Every complex tensor ``stablehlo.constant`` under ``root`` as ``stablehlo.complex`` of a
    real and an imaginary part constant; returns how many."""
    from tmlir.ir.dialects import stablehlo as H
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.constant"]:
        t = op.results[0].type
        value = op.properties.get("value")
        if not isinstance(t, A.RankedTensorType) or type(t.element_type) is not A.ComplexType \
                or not isinstance(value, A.DenseElementsAttr):
            continue
        data = np.broadcast_to(value.to_numpy(), t.shape)
        real_t = A.RankedTensorType(list(t.shape), t.element_type.element_type)
        nd = A.numpy_dtype(real_t.element_type)
        b = Builder(InsertionPoint.before(op), op.location)
        parts = [b.insert(H.ConstantOp.create("stablehlo.constant", [], [real_t], None,
                                              {"value": A.DenseElementsAttr(np.ascontiguousarray(p.astype(nd)), real_t)},
                                              (), (), op.location)).results[0]
                 for p in (data.real, data.imag)]
        new = b.insert(H.ComplexOp.create("stablehlo.complex", parts, [t], None, {}, (), (), op.location)).results[0]
        op.results[0].replace_all_uses_with(new)
        op.erase()
        n += 1
    return n
