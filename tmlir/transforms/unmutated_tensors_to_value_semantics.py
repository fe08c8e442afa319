"""torch-unmutated-tensors-to-value-semantics: functions that never write a tensor use value tensors.

TorchScript imports every tensor as ``!torch.tensor`` (it may alias others). When nothing in a
function writes a tensor's contents, aliasing cannot be observed, so every ``!torch.tensor`` in
it (arguments, results, block arguments, element types of lists, optionals and tuples) can be a
``!torch.vtensor`` with the same sizes and dtype: ``torch.tensor.literal`` becomes
``torch.vtensor.literal``, and ``torch.copy.to_tensor`` / ``torch.copy.to_vtensor`` disappear
(a cast keeps the type their users saw). Views then need no copies, which
``torch-maximize-value-semantics`` cannot remove.

A function is left alone when some op in it may write a tensor: an op whose schema writes a
tensor argument (``aten.add_.Tensor``, ``out=`` variants), ``torch.overwrite.tensor.contents``,
a call, a ``torch.operator`` with an unknown schema, or an op the dialect has no schema for
that takes a tensor. Writing a list (``aten.append.t``) does not write its tensors.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects.func import FuncOp
from tmlir.ir.passmanager import Pass, register_pass
from tmlir.dialects.torch import ops as T
from tmlir.dialects.torch.types import BaseTensorType
from .reduce_op_variants import value_version as value_type_of

__all__ = ["unmutated_tensors_to_value_semantics"]

# ops without a schema that never write a tensor
_SAFE = {"func.return", "torch.prim.If", "torch.prim.If.yield", "torch.prim.Loop", "torch.prim.Loop.condition",
         "torch.prim.ListConstruct", "torch.prim.TupleConstruct", "torch.prim.ListUnpack", "torch.prim.TupleUnpack",
         "torch.prim.DictConstruct", "torch.derefine", "torch.prim.unchecked_cast", "torch.tensor_static_info_cast",
         "torch.copy.to_tensor", "torch.copy.to_vtensor", "torch.tensor.literal", "torch.vtensor.literal",
         "torch.runtime.assert", "torch.global_slot.get", "torch.prim.Uninitialized", "torch.prim.RaiseException",
         "torch.prim.TupleIndex"}
_LIST_WRITERS = {"torch.aten.append.t", "torch.aten._set_item.t", "torch.aten.insert.t", "torch.aten.extend.t",
                 "torch.aten.pop.t", "torch.aten.clear.t", "torch.aten.reverse.t", "torch.aten.__setitem__.t"}


def _may_write_tensor(op):
    name = op.name
    if name in _SAFE or name.startswith("torch.constant."):
        return False
    if name == "torch.overwrite.tensor.contents" or name == "func.call" or name == "torch.operator":
        return True
    schema = getattr(type(op), "schema", None)
    if schema is None:
        return any(isinstance(v.type, BaseTensorType) for v in op.operands)
    if not schema.is_mutating:
        return False
    if name in _LIST_WRITERS:
        return False
    return True


def _retype_function(func):
    for op in list(func.walk_ops()):
        for r in op.results:
            r.type = value_type_of(r.type)
        for region in op.regions:
            for b in region.blocks:
                for a in b.args:
                    a.type = value_type_of(a.type)
    for op in list(func.walk_ops()):
        if isinstance(op, T.NonValueTensorLiteralOp):
            lit = T.ValueTensorLiteralOp.build_literal(op.properties["value"], op.results[0].type, op.location)
            op.parent.insert_before(lit, op)
            op.replace_all_uses_with([lit.results[0]])
            op.erase()
        elif isinstance(op, (T.CopyToNonValueTensorOp, T.CopyToValueTensorOp)):
            v = op.operand(0)
            want = op.results[0].type
            if v.type is not want:
                cast = T.TensorStaticInfoCastOp.create(T.TensorStaticInfoCastOp.OPNAME, [v], [want], None, None,
                                                       (), (), op.location)
                op.parent.insert_before(cast, op)
                v = cast.results[0]
            op.replace_all_uses_with([v])
            op.erase()
    ft = func.type
    func.properties["function_type"] = A.TypeAttr(A.FunctionType([a.type for a in func.entry_block.args],
                                                                  [value_type_of(t) for t in ft.results]))


def unmutated_tensors_to_value_semantics(module):
    """Retype the functions of ``module`` that write no tensor; returns their names."""
    done = []
    for func in [op for op in module.regions[0].blocks[0] if isinstance(op, FuncOp)]:
        if func.is_declaration() or any(_may_write_tensor(op) for op in func.walk_ops() if op is not func):
            continue
        _retype_function(func)
        done.append(func.sym_name.value)
    return done


@register_pass("torch-unmutated-tensors-to-value-semantics", "UnmutatedTensorsToValueSemantics")
class UnmutatedTensorsToValueSemanticsPass(Pass):
    """``!torch.tensor`` -> ``!torch.vtensor`` in functions that write no tensor."""

    def run_on_operation(self, op):
        unmutated_tensors_to_value_semantics(op)
