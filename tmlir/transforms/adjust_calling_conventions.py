"""torch-adjust-calling-conventions: public functions take and return value tensors.

    func.func @forward(%x: !torch.tensor {torch.type_bound = !torch.vtensor<[?,3],f32>})
        -> !torch.tuple<tensor, tensor>
  ->
    func.func @forward(%x: !torch.vtensor<[?,3],f32>) -> (!torch.vtensor, !torch.vtensor)

* An argument with a ``torch.type_bound`` takes that type; the body still sees the old type
  through ``torch.copy.to_tensor`` (when the bound is a value tensor and the argument was not)
  and ``torch.tensor_static_info_cast``.
* Tensor results are returned by value (``torch.copy.to_vtensor``); a tuple result is returned
  as its elements (each adjusted the same way); ``None`` results are dropped.

Private functions are left alone (they are inlined into the public ones).
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.core import OpResult
from tmlir.ir.dialects.func import FuncOp, ReturnOp
from tmlir.ir.passmanager import Pass, register_pass
from tmlir.dialects.torch.generated import create_op
from tmlir.dialects.torch import ops as T
from tmlir.dialects.torch.types import NonValueTensorType, ValueTensorType, TupleType, NONE_TYPE, INT

__all__ = ["adjust_calling_conventions", "TYPE_BOUND"]

TYPE_BOUND = "torch.type_bound"


def _adjust_arguments(func):
    attrs = func.arg_attrs
    if attrs is None:
        return
    entry = func.entry_block
    first = entry.first_op
    lst = []
    for arg, d in zip(entry.args, attrs.value):
        items = dict(d.value)
        bound = items.pop(TYPE_BOUND, None)
        lst.append(A.DictionaryAttr(items))
        if bound is None or bound.value is arg.type:
            continue
        old, new = arg.type, bound.value
        arg.type = new
        v, made = arg, []
        if isinstance(new, ValueTensorType) and isinstance(old, NonValueTensorType):
            made.append(T.CopyToNonValueTensorOp.build_copy(v, func.location))
            v = made[-1].results[0]
        if v.type is not old:
            made.append(T.TensorStaticInfoCastOp.create(T.TensorStaticInfoCastOp.OPNAME, [v], [old], None, None,
                                                        (), (), func.location))
            v = made[-1].results[0]
        if not made:
            continue
        uses = [(u, i) for u, i in arg.uses if u is not made[0]]
        for m in made:
            entry.insert_before(m, first) if first is not None else entry.append(m)
        for u, i in uses:
            u.set_operand(i, v)
    func.properties["arg_attrs"] = A.ArrayAttr(lst) if any(d.value for d in lst) else None
    if func.properties["arg_attrs"] is None:
        del func.properties["arg_attrs"]


def _flatten_result(v, ret):
    """The values ``v`` is returned as (inserted before ``ret``)."""
    t = v.type
    if t is NONE_TYPE:
        return []
    if isinstance(t, NonValueTensorType):
        c = T.CopyToValueTensorOp.build_copy(v, ret.location)
        ret.parent.insert_before(c, ret)
        return [c.results[0]]
    if isinstance(t, TupleType):
        if isinstance(v, OpResult) and isinstance(v.op, T.PrimTupleConstructOp):
            elems = list(v.op.operands)
        else:
            elems = []
            for i, et in enumerate(t.types):
                idx = T.ConstantIntOp.build_value(i, ret.location)
                ret.parent.insert_before(idx, ret)
                get = create_op("torch.prim.TupleIndex", [v, idx.results[0]], [et], ret.location)
                ret.parent.insert_before(get, ret)
                elems.append(get.results[0])
        return [x for e in elems for x in _flatten_result(e, ret)]
    return [v]


def adjust_calling_conventions(module):
    """Adjust every public function of ``module`` (see the module docstring)."""
    for func in [op for op in module.regions[0].blocks[0] if isinstance(op, FuncOp)]:
        if func.sym_visibility is not None and func.sym_visibility.value != "public" or func.is_declaration():
            continue
        _adjust_arguments(func)
        results = None
        for op in list(func.walk_ops()):
            if isinstance(op, ReturnOp) and op.parent_op is func:
                vals = [x for v in op.operands for x in _flatten_result(v, op)]
                op.set_operands(vals)
                results = [v.type for v in vals]
        if results is not None:
            func.properties["function_type"] = A.TypeAttr(
                A.FunctionType([a.type for a in func.entry_block.args], results))
    return module


@register_pass("torch-adjust-calling-conventions", "AdjustCallingConventions")
class AdjustCallingConventionsPass(Pass):
    """Argument types from ``torch.type_bound``; value-tensor results; tuples returned flat."""

    def run_on_operation(self, op):
        adjust_calling_conventions(op)
