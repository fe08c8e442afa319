"""torch-prepare-for-globalize-object-graph: method calls become direct calls.

    %r = torch.prim.CallMethod %m["forward"] (%x) : !torch.nn.Module<"c">, (!torch.tensor) -> !torch.tensor
  ->
    %r = func.call @c.forward(%m, %x) : (!torch.nn.Module<"c">, !torch.tensor) -> !torch.tensor

The callee is the function the receiver's ``torch.class_type`` lists for the method
(``torch.method "forward", @c.forward``); an argument whose type is a refinement of the
callee's parameter type is derefined first. ``torch-globalize-object-graph`` then only sees
``func.call``s. A class or method that is not there is an error naming both.
"""
from __future__ import annotations

from tmlir.ir.dialects.func import CallOp, FuncOp
from tmlir.ir.passmanager import Pass, PassError, register_pass
from tmlir.dialects.torch.ops import ClassTypeOp, MethodOp, PrimCallMethodOp, DerefineOp

__all__ = ["prepare_for_globalize_object_graph"]


def _class_methods(module):
    out = {}
    for op in module.regions[0].blocks[0]:
        if isinstance(op, ClassTypeOp):
            out[op.sym_name.value] = {m.method_name: m.function for m in op.regions[0].blocks[0]
                                      if isinstance(m, MethodOp)}
    return out


def prepare_for_globalize_object_graph(module):
    """Replace each ``torch.prim.CallMethod`` under ``module`` by a ``func.call``; returns how many."""
    classes = _class_methods(module)
    funcs = {op.sym_name.value: op for op in module.regions[0].blocks[0] if isinstance(op, FuncOp)}
    n = 0
    for op in [o for o in module.walk_ops() if isinstance(o, PrimCallMethodOp)]:
        cls = op.operand(0).type.class_name
        name = op.attr_name
        target = classes.get(cls, {}).get(name)
        if target is None or target not in funcs:
            raise PassError(f"'torch.prim.CallMethod' calls method '{name}' of class {cls}, which has no such "
                            "method (no torch.method in its torch.class_type)", loc=op.location)
        params = funcs[target].type.inputs
        args = []
        for v, t in zip(op.operands, params):
            if v.type is not t:
                cast = DerefineOp.build_cast(v, t, op.location)
                op.parent.insert_before(cast, op)
                v = cast.results[0]
            args.append(v)
        call = CallOp.build_call(target, args, [r.type for r in op.results], op.location)
        op.parent.insert_before(call, op)
        op.replace_all_uses_with(list(call.results))
        op.erase()
        n += 1
    return n


@register_pass("torch-prepare-for-globalize-object-graph", "PrepareForGlobalizeObjectGraph")
class PrepareForGlobalizeObjectGraphPass(Pass):
    """``torch.prim.CallMethod`` -> ``func.call`` of the method's function."""

    def run_on_operation(self, op):
        prepare_for_globalize_object_graph(op)
