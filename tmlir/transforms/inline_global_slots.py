"""torch-inline-global-slots: a global slot nothing writes becomes its initial value.

    torch.global_slot "private" @f : !torch.float
    torch.global_slot.module_initializer {
      %f = torch.constant.float 1.5
      torch.initialize.global_slots [ @f(%f : !torch.float) ]
    }
    ... %0 = torch.global_slot.get @f : !torch.float
  ->
    ... %0 = torch.constant.float 1.5

A private slot with no ``torch.global_slot.set`` anywhere is inlined when its initial value is
made by ops without regions or side effects (constants, tensor literals, list and tuple
constructions of those, derefines): each ``get`` is replaced by a copy of those ops, cast to the
slot's type when the value's type is more precise (``torch.tensor_static_info_cast`` for
tensors, ``torch.derefine`` for optionals and unions). The slot and its initializer entry go;
so does the initializer once it initializes nothing. Slots that are written stay.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.core import OpResult
from tmlir.ir.passmanager import Pass, register_pass
from tmlir.dialects.torch import ops as T
from tmlir.dialects.torch.types import BaseTensorType

__all__ = ["inline_global_slots"]

_INLINABLE = {"torch.constant.int", "torch.constant.float", "torch.constant.bool", "torch.constant.str",
              "torch.constant.none", "torch.constant.device", "torch.constant.number", "torch.constant.complex",
              "torch.tensor.literal", "torch.vtensor.literal", "torch.prim.ListConstruct",
              "torch.prim.TupleConstruct", "torch.derefine"}


def _inlinable(v):
    if not isinstance(v, OpResult) or v.op.name not in _INLINABLE or v.op.regions:
        return False
    return all(_inlinable(x) for x in v.op.operands)


def _clone_before(v, anchor, mapping):
    if v in mapping:
        return mapping[v]
    for x in v.op.operands:
        _clone_before(x, anchor, mapping)
    c = v.op.clone(mapping)
    anchor.parent.insert_before(c, anchor)
    return mapping[v]


def inline_global_slots(module):
    """Inline the never-written private slots of ``module``; returns the names inlined."""
    body = module.regions[0].blocks[0]
    slots = {op.sym_name.value: op for op in body if isinstance(op, T.GlobalSlotOp)}
    init = next((op for op in body if isinstance(op, T.GlobalSlotModuleInitializerOp)), None)
    if init is None or not slots:
        return []
    term = init.regions[0].blocks[0].last_op
    initial = {s.root: v for s, v in zip(term.slotSymNames.value, term.operands)}
    written = {op.slot.root for op in module.walk_ops() if isinstance(op, T.GlobalSlotSetOp)}
    inline = {n for n, s in slots.items()
              if n not in written and n in initial and _inlinable(initial[n])
              and (s.sym_visibility is None or s.sym_visibility.value == "private")}
    for get in [op for op in module.walk_ops() if isinstance(op, T.GlobalSlotGetOp) and op.slot.root in inline]:
        v = _clone_before(initial[get.slot.root], get, {})
        want = get.results[0].type
        if v.type is not want:
            cls = T.TensorStaticInfoCastOp if isinstance(want, BaseTensorType) else T.DerefineOp
            cast = cls.create(cls.OPNAME, [v], [want], None, None, (), (), get.location)
            get.parent.insert_before(cast, get)
            v = cast.results[0]
        get.replace_all_uses_with([v])
        get.erase()
    keep = [(s, v) for s, v in zip(term.slotSymNames.value, term.operands) if s.root not in inline]
    for n in inline:
        slots[n].erase()
    if not keep:
        init.erase()
        return sorted(inline)
    term.set_operands([v for _, v in keep])
    term.properties["slotSymNames"] = A.ArrayAttr([s for s, _ in keep])
    for op in reversed(init.regions[0].blocks[0].ops_list()):
        if op is not term and op.results and not any(r.has_uses() for r in op.results):
            op.erase()
    return sorted(inline)


@register_pass("torch-inline-global-slots", "InlineGlobalSlots")
class InlineGlobalSlotsPass(Pass):
    """Replace reads of never-written global slots by their initial values."""

    def run_on_operation(self, op):
        inline_global_slots(op)
