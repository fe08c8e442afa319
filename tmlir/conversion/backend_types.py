"""Backend types: what torch-dialect types become once lowered, and the passes that move the
function boundary and clean up afterwards.

    !torch.vtensor<[2,?],f32>  ->  tensor<2x?xf32>     (signless integers: si64 -> i64, ui8 -> i8)
    !torch.int -> i64     !torch.float -> f64     !torch.bool -> i1

While ops are converted one by one, converted and unconverted code meet through the ``torch_c``
casts (``torch_c.to_builtin_tensor``, ``torch_c.from_builtin_tensor``, ``torch_c.to_i64``, ...):
they are the materializations of ``backend_type_converter()``.

* ``torch-func-backend-type-conversion`` rewrites ``func.func`` signatures, ``func.return`` and
  ``func.call`` to builtin types.
* ``torch-finalizing-backend-type-conversion`` folds each pair of casts that undo each other and
  fails, naming the op, if a cast is still needed (a torch value the conversion left behind).

A conversion pass that leaves an op in place because its lowerings did not apply records why in
the op's ``tmlir.not_lowered`` attribute (``NOT_LOWERED_ATTR``); the errors that name the op
quote it.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.conversion import (ConversionTarget, TypeConverter, add_func_legality, apply_partial_conversion,
                                 func_signature_patterns)
from tmlir.ir.passmanager import Pass, register_pass
from tmlir.dialects.torch.types import ValueTensorType, INT, FLOAT, BOOL
from tmlir.dialects.torch_c import (ToBuiltinTensorOp, FromBuiltinTensorOp, ToI64Op, FromI64Op, ToF64Op, FromF64Op,
                                    ToI1Op, FromI1Op)

__all__ = ["builtin_type", "backend_type_converter", "TORCH_C_CASTS", "NOT_LOWERED_ATTR", "not_lowered_reason",
           "SATURATING_FLOATS"]

#: narrow float kinds that PyTorch's conversion saturates: a finite value or an infinity beyond the
#: largest finite one becomes that value (e4m3fn has no infinity; ``arith.truncf``/``tosa.cast``
#: would give NaN). NaN stays NaN. The other 8-bit kinds overflow to inf or NaN, as eager.
SATURATING_FLOATS = {"f8E4M3FN": 448.0}

#: the discardable attribute that keeps, on an op a conversion left in place, why its lowerings
#: did not apply
NOT_LOWERED_ATTR = "tmlir.not_lowered"


def not_lowered_reason(op):
    """Why the conversion left ``op`` in place (what its lowerings said), or None."""
    a = op.attributes.get(NOT_LOWERED_ATTR)
    return a.value if a is not None else None


_SCALARS = {INT: A.I64, FLOAT: A.F64, BOOL: A.I1}
_TO_BUILTIN = {INT: ToI64Op, FLOAT: ToF64Op, BOOL: ToI1Op}
_FROM_BUILTIN = {INT: FromI64Op, FLOAT: FromF64Op, BOOL: FromI1Op}
TORCH_C_CASTS = frozenset(c.OPNAME for c in (ToBuiltinTensorOp, FromBuiltinTensorOp, ToI64Op, FromI64Op, ToF64Op,
                                             FromF64Op, ToI1Op, FromI1Op))


def builtin_type(t):
    """The builtin type a torch type lowers to, or None when it has none (unranked or dtype-less
    tensors, lists, optionals, ...). ``!torch.vtensor<[2,?],si64>`` -> ``tensor<2x?xi64>``."""
    if type(t) is ValueTensorType:
        if t.sizes is None or t.dtype is None:
            return None
        return t.to_builtin()
    return _SCALARS.get(t)


def _convert(t):
    if type(t) is ValueTensorType:
        return builtin_type(t)   # None: cannot be converted (the contract requires rank and dtype)
    return _SCALARS.get(t)


def _to_builtin(rewriter, type_, inputs, loc):
    (v,) = inputs
    src = v.type
    if type(src) is ValueTensorType and builtin_type(src) is type_:
        return rewriter.insert(ToBuiltinTensorOp.build_cast(v, loc)).results[0]
    c = _TO_BUILTIN.get(src)
    if c is not None and c.OUT is type_:
        return rewriter.insert(c.build_cast(v, loc)).results[0]
    return None


def _from_builtin(rewriter, type_, inputs, loc):
    (v,) = inputs
    if type(type_) is ValueTensorType and builtin_type(type_) is v.type:
        return rewriter.insert(FromBuiltinTensorOp.build_cast(v, type_, loc)).results[0]
    c = _FROM_BUILTIN.get(type_)
    if c is not None and c.IN is v.type:
        return rewriter.insert(c.build_cast(v, loc)).results[0]
    return None


def backend_type_converter():
    """A TypeConverter for torch -> builtin types, with ``torch_c`` materializations; types it does
    not know are kept as they are."""
    tc = TypeConverter()
    tc.add_conversion(lambda t: t)

    def conv(t):
        if type(t) is ValueTensorType or t in _SCALARS:
            return _convert(t)
        return None
    tc.add_conversion(conv)
    tc.add_target_materialization(_to_builtin)
    tc.add_source_materialization(_from_builtin)
    return tc


def _is_torch_type(t):
    return type(t).__module__.startswith("tmlir.dialects.torch")


@register_pass("torch-func-backend-type-conversion", "FuncBackendTypeConversion")
class FuncBackendTypeConversionPass(Pass):
    """``func.func`` signatures, ``func.return`` and ``func.call`` move to builtin types; the
    bodies see the old types through ``torch_c`` casts."""

    def run_on_operation(self, op):
        tc = backend_type_converter()
        target = ConversionTarget()
        add_func_legality(target, tc)
        target.mark_unknown_op_dynamically_legal(lambda o: True)
        apply_partial_conversion(op, target, func_signature_patterns(tc))


def _cast_pairs_fold(root):
    """Fold ``from(to(x))`` / ``to(from(x))`` pairs; erase unused casts. Returns the casts left."""
    left = []
    for op in root.walk_ops():
        if op.name not in TORCH_C_CASTS or op.parent is None:
            continue
        src = op.operand(0)
        d = src.defining_op
        if d is not None and d.name in TORCH_C_CASTS and d.operand(0).type is op.results[0].type:
            op.results[0].replace_all_uses_with(d.operand(0))
            op.erase()
            continue
        left.append(op)
    # erase casts nobody uses any more, last first so chains go too
    still = []
    for op in reversed(left):
        if not op.results[0].uses:
            op.erase()
        else:
            still.append(op)
    still.reverse()
    return still


@register_pass("torch-finalizing-backend-type-conversion", "FinalizingBackendTypeConversion")
class FinalizingBackendTypeConversionPass(Pass):
    """Remove the ``torch_c`` casts left between converted code; a cast that is still needed means
    some torch op or value was not converted: an error names it (a torch-dialect op left
    unconverted is left for the backend's verifier, which reports it with the backend's name)."""

    defer_torch_ops = True

    def run_on_operation(self, op):
        for c in _cast_pairs_fold(op):
            src = c.operand(0)
            producer = src.defining_op
            user = next(iter(c.results[0].uses))[0]
            culprit = producer if producer is not None and _is_torch_type(src.type) else user
            if culprit.name.startswith("torch.") and self.defer_torch_ops:
                continue  # an op the lowering left: the backend's verifier names it and the backend
            why = not_lowered_reason(culprit)
            self.fail(f"'{getattr(culprit, 'diagnostic_name', culprit.name)}' was not converted to the backend"
                      + (f" (its lowering did not apply: {why})" if why else "") + ": its value of type "
                      f"{src.type if _is_torch_type(src.type) else c.results[0].type} still needs '{c.name}'",
                      op=culprit)
