"""torch-reduce-op-variants: rewrite mutating op variants as value-semantic ops plus copies.

Three rewrites, all driven by the schemas (``schema_of(name)``: alias annotations, and the
in-place / ``out=`` / functional relatives the generator worked out from PyTorch's registry):

* **In-place** ops (``torch.aten.add_.Tensor``, written first argument ``Tensor(a!) self``) whose
  functional relative takes the same arguments become that relative (``torch.aten.add.Tensor``)
  on ``torch.copy.to_vtensor`` snapshots of their tensor operands, followed by
  ``torch.overwrite.tensor.contents`` of its result into ``self``; uses of the in-place op's
  result (an alias of ``self``) now use ``self``.
* **``out=``** variants (``torch.aten.add.out``, keyword-only written arguments) become their
  functional relative, taking the non-``out`` arguments by name; result *i* overwrites the ``out``
  argument it aliases, and uses of the op's result *i* use that argument.
* **Value-semantic ops on ``!torch.tensor``** (no alias annotation in the schema, but some tensor
  operand or result typed ``!torch.tensor``) are rebuilt on value tensors: operands through
  ``torch.copy.to_vtensor``, results back through ``torch.copy.to_tensor`` for their users.

Tensor operands may also come as lists (``!torch.list<tensor>`` built by
``torch.prim.ListConstruct`` and not changed by any other user) or optionals (``torch.derefine``
of a tensor); those are rebuilt with value tensors. An op whose operands cannot be converted
this way, an in-place op whose written operand is not a ``!torch.tensor`` (the few mutating ops
the dialect accepts on value tensors), and ops with no functional relative (views, ops that only
exist in-place) are left alone; ``torch-verify-backend-contract`` reports what remains.
``torch-maximize-value-semantics`` then removes the copies where aliasing allows.
"""
from __future__ import annotations

from tmlir.ir.passmanager import Pass, register_pass
from tmlir.dialects.torch.generated import GeneratedTorchOp, create_op, schema_of
from tmlir.dialects.torch.ops import (CopyToValueTensorOp, CopyToNonValueTensorOp, OverwriteTensorContentsOp,
                                      TensorStaticInfoCastOp, DerefineOp, PrimListConstructOp, ReadOnly)
from tmlir.dialects.torch.types import NonValueTensorType, ListType, OptionalType, TupleType, UnionType, DictType

__all__ = ["reduce_op_variants", "value_version"]


# ---------------------------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------------------------

def _mentions_non_value(t):
    """Whether ``t`` is or contains (list/optional) a ``!torch.tensor``."""
    k = type(t)
    if k is NonValueTensorType:
        return True
    if k is ListType:
        return _mentions_non_value(t.element_type)
    if k is OptionalType:
        return _mentions_non_value(t.element_type)
    return False


def value_version(t):
    """``t`` with every ``!torch.tensor`` in it (also in lists, optionals, tuples, unions and
    dicts) replaced by the ``!torch.vtensor`` of the same info."""
    k = type(t)
    if k is NonValueTensorType:
        return t.to_value()
    if k is ListType:
        return ListType(value_version(t.element_type))
    if k is OptionalType:
        return OptionalType(value_version(t.element_type))
    if k is TupleType:
        return TupleType([value_version(e) for e in t.types])
    if k is UnionType:
        return UnionType([value_version(e) for e in t.types])
    if k is DictType:
        return DictType(value_version(t.key_type), value_version(t.value_type))
    return t


_value_version = value_version


# ---------------------------------------------------------------------------------------------
# Operand conversion: check first (no IR change), then convert
# ---------------------------------------------------------------------------------------------

def _only_read_elsewhere(lst, op):
    """Every user of the list other than ``op`` only reads it."""
    for user, _ in lst.uses:
        if user is op:
            continue
        schema = getattr(type(user), "schema", None)
        if schema is not None and schema.is_readonly:
            continue
        if ReadOnly in type(user).traits:
            continue
        return False
    return True


def _convertible(v, op):
    """Whether operand ``v`` of ``op`` can be given a value-tensor form."""
    t = v.type
    k = type(t)
    if not _mentions_non_value(t):
        return True
    if k is NonValueTensorType:
        return True
    d = v.defining_op
    if k is OptionalType:
        return isinstance(d, DerefineOp) and _convertible(d.operand(0), op)
    if k is ListType:
        if not isinstance(d, PrimListConstructOp) or not _only_read_elsewhere(v, op):
            return False
        return all(_convertible(e, op) for e in d.operands)
    return False


def _convert(v, anchor):
    """The value-tensor form of ``v``, built before ``anchor`` (``_convertible`` held)."""
    t = v.type
    if not _mentions_non_value(t):
        return v
    k = type(t)
    block = anchor.parent
    loc = anchor.location
    if k is NonValueTensorType:
        c = CopyToValueTensorOp.build_copy(v, loc)
        block.insert_before(c, anchor)
        return c.results[0]
    d = v.defining_op
    if k is OptionalType:
        inner = _convert(d.operand(0), anchor)
        c = DerefineOp.build_cast(inner, _value_version(t), loc)
        block.insert_before(c, anchor)
        return c.results[0]
    # a list built by prim.ListConstruct
    elems = [_convert(e, anchor) for e in d.operands]
    c = PrimListConstructOp.build_list(elems, _value_version(t), loc)
    block.insert_before(c, anchor)
    return c.results[0]


def _erase_dead_operand_defs(values):
    """Erase the ``prim.ListConstruct`` / ``derefine`` ops that built ``values`` once unused."""
    work = [v.defining_op for v in values]
    seen = 0
    while work and seen < 100000:  # bounded: each op is erased at most once
        seen += 1
        d = work.pop()
        if isinstance(d, (PrimListConstructOp, DerefineOp)) and d.parent is not None and not d.results[0].uses:
            inputs = list(d.operands)
            d.erase()
            work.extend(v.defining_op for v in inputs)


def _cast(v, t, anchor, after=False):
    """``v`` as type ``t`` (through ``torch.tensor_static_info_cast`` when they differ)."""
    if v.type is t:
        return v
    c = TensorStaticInfoCastOp.build_cast(v, t, anchor.location)
    if after:
        anchor.parent.insert_after(c, anchor)
    else:
        anchor.parent.insert_before(c, anchor)
    return c.results[0]


def _replace_result(old, new, anchor_after):
    """Uses of ``old`` now use ``new`` (cast to ``old``'s type after ``anchor_after`` if needed)."""
    if not old.uses:
        return
    if new.type is not old.type:
        new = _cast(new, old.type, anchor_after, after=True)
    old.replace_all_uses_with(new)


# ---------------------------------------------------------------------------------------------
# The three rewrites
# ---------------------------------------------------------------------------------------------

def _functional_of_inplace(s):
    """The functional relative of in-place schema ``s``: the registry's, else the op named
    without the trailing underscore (same overload, then no overload) when it has value
    semantics and arguments of the same kinds (``floor_divide_.Tensor`` -> ``floor_divide``,
    ``dropout_`` -> ``dropout``)."""
    names = [s.functional_variant] if s.functional_variant else []
    base = f"{s.namespace}.{s.name[:-1]}"
    if s.overload:
        names.append(f"{base}.{s.overload}")
    names.append(base)
    for n in names:
        fs = schema_of(n)
        if (fs is not None and fs.has_value_semantics and len(fs.arguments) == len(s.arguments)
                and len(fs.returns) == 1 and all(str(a.type.unwrap_optional().kind) == str(b.type.unwrap_optional().kind)
                        for a, b in zip(s.arguments, fs.arguments))):
            return fs
    return None


def _rewrite_inplace(op, s):
    fs = _functional_of_inplace(s)
    if fs is None or len(op.results) != 1:
        return False
    written = [i for i, a in enumerate(s.arguments) if a.type.is_written()]
    if written != [0]:
        return False
    self_ = op.operand(0)
    if type(self_.type) is not NonValueTensorType or type(op.results[0].type) is not NonValueTensorType:
        return False
    if not all(_convertible(v, op) for v in op.operands):
        return False
    operands = [_convert(v, op) for v in op.operands]
    new = create_op(fs.op_name, operands, [op.results[0].type.to_value()], op.location)
    op.parent.insert_before(new, op)
    value = _cast(new.results[0], self_.type.to_value(), op)
    op.parent.insert_before(OverwriteTensorContentsOp.build_overwrite(value, self_, op.location), op)
    _replace_result(op.results[0], self_, op)
    old = list(op.operands)
    op.erase()
    _erase_dead_operand_defs(old)
    return True


def _rewrite_out(op, s):
    fs = schema_of(s.functional_variant)
    if fs is None:
        return False
    outs = s.out_arguments
    if len(fs.returns) != len(outs) or len(op.results) != len(outs):
        return False
    by_name = {a.name: i for i, a in enumerate(s.arguments)}
    out_names = {a.name for a in outs}
    if any(a.type.is_written() and a.name not in out_names for a in s.arguments):
        return False
    try:
        operand_idx = [by_name[a.name] for a in fs.arguments]
    except KeyError:
        return False
    if any(s.arguments[i].name in out_names for i in operand_idx):
        return False
    # result i aliases the out argument with the same alias set (else the i-th out argument)
    out_for_result = []
    for i, r in enumerate(s.returns):
        a = r.type.alias
        match = [o for o in outs if a is not None and o.type.alias is not None and o.type.alias.before == a.before]
        out_for_result.append(by_name[(match[0] if len(match) == 1 else outs[i]).name])
    out_vals = [op.operand(i) for i in out_for_result]
    if any(type(v.type) is not NonValueTensorType for v in out_vals):
        return False
    if any(type(r.type) is not NonValueTensorType for r in op.results):
        return False
    operands = [op.operand(i) for i in operand_idx]
    if not all(_convertible(v, op) for v in operands):
        return False
    operands = [_convert(v, op) for v in operands]
    new = create_op(fs.op_name, operands, [r.type.to_value() for r in op.results], op.location)
    op.parent.insert_before(new, op)
    for r, o in zip(new.results, out_vals):
        value = _cast(r, o.type.to_value(), op)
        op.parent.insert_before(OverwriteTensorContentsOp.build_overwrite(value, o, op.location), op)
    for r, o in zip(op.results, out_vals):
        _replace_result(r, o, op)
    old = list(op.operands)
    op.erase()
    _erase_dead_operand_defs(old)
    return True


def _rewrite_value_semantics(op, s):
    if not any(_mentions_non_value(v.type) for v in (*op.operands, *op.results)):
        return False
    if any(_mentions_non_value(r.type) and type(r.type) is not NonValueTensorType for r in op.results):
        return False
    if not all(_convertible(v, op) for v in op.operands):
        return False
    operands = [_convert(v, op) for v in op.operands]
    new = create_op(op.name, operands, [_value_version(r.type) for r in op.results], op.location,
                    dict(op.attributes) if op.attributes else None)
    op.parent.insert_before(new, op)
    for old, r in zip(op.results, new.results):
        if type(old.type) is NonValueTensorType:
            if old.uses:
                c = CopyToNonValueTensorOp.build_copy(r, op.location)
                op.parent.insert_after(c, new)
                old.replace_all_uses_with(c.results[0])
        else:
            old.replace_all_uses_with(r)
    old = list(op.operands)
    op.erase()
    _erase_dead_operand_defs(old)
    return True


def reduce_op_variants(root):
    """Apply the rewrites to every generated torch op under ``root``; returns how many ops changed."""
    changed = 0
    for op in root.walk_ops():
        if not isinstance(op, GeneratedTorchOp) or op.parent is None:
            continue
        s = op.schema
        if s.is_vararg or s.is_varret:
            continue
        if s.has_value_semantics:
            changed += _rewrite_value_semantics(op, s)
        elif s.is_inplace:
            changed += _rewrite_inplace(op, s)
        elif s.is_out and s.functional_variant is not None:
            changed += _rewrite_out(op, s)
    return changed


@register_pass("torch-reduce-op-variants", "ReduceOpVariants")
class ReduceOpVariantsPass(Pass):
    """Rewrite in-place and out= ops, and value-semantic ops on !torch.tensor, as value-semantic ops plus copies."""

    def run_on_operation(self, op):
        reduce_op_variants(op)
