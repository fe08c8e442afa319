"""torch-resolve-operators: ``torch.operator "ns.op.overload"`` -> the registry op it names.

The importers write an op in the generic operator form when the torch dialect they mirror has no
op for it (``aten.sort.stable``, ``aten.lstm_cell``, ``aten.__lshift__.Tensor``). When tmlir's op
registry knows that schema, this pass puts the registry op in its place, so every later pass,
decomposition and lowering reads arguments by schema name and sees one form of each op::

    %0 = torch.operator "aten.squeeze.dims"(%x, %dims) : (!torch.vtensor<[2,1],f32>, !torch.list<int>)
           -> !torch.vtensor<[2],f32>
    ->
    %0 = torch.aten.squeeze.dims %x, %dims : !torch.vtensor<[2,1],f32>, !torch.list<int>
           -> !torch.vtensor<[2],f32>

``torch.operator "prim.isinstance"`` (the TorchScript importer writes it when the operand's static
type cannot decide it at import) is the one operator with no registry op; ``DecideIsInstance``
folds it to a constant once the operand's type decides it (the abstract-interpretation
simplification runs it after inlining).

An operator stays as it is when the registry has no schema for the name, when it carries regions,
or when its operand or result count differs from the schema's (the backend contract then reports
it, with its location). Operand types the schema does not accept are an error naming the op, the
operand and the source location.

    tmlir-opt m.mlir -p torch-resolve-operators

    from tmlir.transforms.resolve_operators import resolve_operators
    resolve_operators(module)   # -> the number of operators replaced
"""
from __future__ import annotations

from tmlir.ir.core import IRError, OpResult
from tmlir.ir.passmanager import Pass, PassError, register_pass
from tmlir.ir.rewrite import RewritePattern
from tmlir.dialects.torch.ops import OperatorOp

__all__ = ["resolve_operators", "resolve_operator", "OperatorResolutionError", "DecideIsInstance"]


class OperatorResolutionError(IRError):
    pass


def resolve_operator(op):
    """The registry op that replaces the ``torch.operator`` ``op`` (already in its place), or None
    when ``op`` stays (no schema, regions, or another operand/result count)."""
    from tmlir.dialects.torch.generated import create_op, schema_of
    name = "torch." + op.operator_name
    schema = schema_of(name)
    if schema is None or op.regions:
        return None
    if len(schema.arguments) != len(op.operands) or len(schema.returns) != len(op.results):
        return None
    new = create_op(name, list(op.operands), [r.type for r in op.results], location=op.location)
    try:
        new.verify()
    except IRError as e:
        if _bool_scalars_only(new, schema):
            return _replace(op, new)
        new.drop_all_references()
        raise OperatorResolutionError(f"torch.operator \"{op.operator_name}\": its operands do not fit the "
                                      f"registry op '{name}': {e.message}", loc=op.location) from None
    return _replace(op, new)


def _replace(op, new):
    op.parent.insert_before(new, op)
    for old, r in zip(op.results, new.results):
        old.replace_all_uses_with(r)
    op.erase()
    return new


def _bool_scalars_only(new, schema):
    """Is every operand that breaks the schema a ``!torch.bool`` passed as a ``Scalar``? A Python
    bool given for a Scalar (``_unsafe_masked_index(..., fill=True)``) is imported as it is for
    the registry ops (``full_like(x, True)``): a bool Scalar in PyTorch, which the lowerings read
    as one; only the parsed form rejects it, as Torch-MLIR's."""
    from tmlir.dialects.torch.types import BOOL
    from tmlir.dialects.torch.generated import _constraint
    bad = False
    for a, v in zip(schema.arguments, new.operands):
        c = _constraint(a.type)
        if c is None or c[0](v.type):
            continue
        if not (v.type is BOOL and a.type.kind in ("Scalar", "number")):
            return False
        bad = True
    return bad


def resolve_operators(root):
    """Replace every ``torch.operator`` under ``root`` whose schema the registry knows by the
    registry op; returns how many were replaced."""
    n = 0
    for op in [o for o in root.walk_ops() if isinstance(o, OperatorOp)]:
        if op.parent is not None and resolve_operator(op) is not None:
            n += 1
    return n


class DecideIsInstance(RewritePattern):
    """``torch.operator "prim.isinstance"`` -> ``torch.constant.bool`` once its operand's type
    (seen through ``torch.derefine``) decides it."""
    root = "torch.operator"

    def match_and_rewrite(self, op, rewriter):
        from tmlir.dialects.torch import ops as torch_ops
        from tmlir.importers.torchscript_graph import ISINSTANCE_OP, isinstance_decision
        if op.properties["name"].value != ISINSTANCE_OP:
            return False
        v = op.operand(0)
        while isinstance(v, OpResult) and v.op.name == "torch.derefine":
            v = v.op.operand(0)
        d = isinstance_decision(v.type, [a.value for a in op.attributes["types"].value])
        if d is None:
            return False
        rewriter.set_insertion_point_before(op)
        c = rewriter.insert(torch_ops.ConstantBoolOp.build_value(d, op.location))
        rewriter.replace_op(op, [c.results[0]])
        return True


@register_pass("torch-resolve-operators", "ResolveOperators")
class ResolveOperatorsPass(Pass):
    """``torch.operator "aten.X"`` -> ``torch.aten.X`` for every operator the op registry knows."""

    def run_on_operation(self, op):
        try:
            resolve_operators(op)
        except OperatorResolutionError as e:
            raise PassError(e.message, loc=e.loc if e.loc is not None else op.location) from None
