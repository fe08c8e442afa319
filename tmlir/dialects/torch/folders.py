"""Folders of generated torch ops: one function per op family, registered by op name.

    @register_folder("torch.aten.add.int")
    def _(op): ...            # returns None (no fold) or one Attribute / Value per result

A folder sees the op's operands; ``const(v)`` gives the Python value a ``torch.constant.*``
defines (``NOT_CONSTANT`` otherwise). Results are attributes the canonicalizer materialises as
``torch.constant.*`` ops (``TorchOp.materialize_constant``), or existing values. Integer
arithmetic wraps to 64 bits as ``!torch.int`` does; nothing folds that would raise at run time
(division by zero, an index out of range).
"""
from __future__ import annotations

import math
import operator

from tmlir.ir import attributes as A
from tmlir.ir.core import OpResult
from tmlir.ir.opdef import ConstantLike
from tmlir.ir.rewrite import RewritePattern

from .generated import FOLDERS, CANONICALIZERS, _CLASSES, create_op
from .types import (BaseTensorType, TorchNoneType, OptionalType, TorchAnyType, UnionType, INT, FLOAT, BOOL,
                    NONE_TYPE, type_to_scalar_type_int)


class _NotConstant:
    __slots__ = ()

    def __repr__(self):
        return "NOT_CONSTANT"


NOT_CONSTANT = _NotConstant()


def register_folder(*names):
    """Register ``fn(op) -> list | None`` as the folder of the named generated ops (also when
    their classes already exist)."""
    def deco(fn):
        for n in names:
            FOLDERS[n] = fn
            cls = _CLASSES.get(n)
            if cls is not None:
                cls.fold = fn
        return fn
    return deco


def register_canonicalization(name, pattern):
    """Add a RewritePattern to the canonicalization patterns of generated op ``name``."""
    CANONICALIZERS.setdefault(name, []).append(pattern)
    return pattern


def const(v):
    """The Python value of a torch constant (int, float, bool, str, None for ``none``), else
    ``NOT_CONSTANT``."""
    if type(v) is not OpResult:
        return NOT_CONSTANT
    op = v.op
    if ConstantLike not in op.traits:
        return NOT_CONSTANT
    if op.name == "torch.constant.none":
        return None
    a = op.properties.get("value")
    t = type(a)
    if t is A.IntegerAttr:
        return bool(a.value) if a.type is A.I1 else a.value
    if t is A.FloatAttr:
        return a.value
    if t is A.StringAttr and op.name in ("torch.constant.str", "torch.constant.device"):
        return a.value
    return NOT_CONSTANT


def _wrap64(v):
    return ((v + 2 ** 63) % 2 ** 64) - 2 ** 63


def int_attr(v):
    return A.IntegerAttr(_wrap64(int(v)), A.I64)


def float_attr(v):
    return A.FloatAttr(float(v), A.F64)


def bool_attr(v):
    return A.BoolAttr(bool(v))


def _attr_for(result_type, v):
    if result_type is INT:
        return int_attr(v)
    if result_type is FLOAT:
        return float_attr(v)
    if result_type is BOOL:
        return bool_attr(v)
    return None


def _binary(fn, kinds, identity=None):
    """A folder for ``op(a, b)`` on constants of Python types ``kinds``; ``identity`` = (side,
    value): ``a op value`` is ``a`` (``x + 0``), for ints only."""
    def fold(op):
        a, b = op._operands[0], op._operands[1]
        ca, cb = const(a), const(b)
        rt = op.results[0].type
        if isinstance(ca, kinds) and isinstance(cb, kinds):
            try:
                v = fn(ca, cb)
            except (ZeroDivisionError, OverflowError, ValueError):
                return None
            if v is None:
                return None
            attr = _attr_for(rt, v)
            return [attr] if attr is not None else None
        if identity is not None:
            for side, val in identity:
                x, c = (a, cb) if side == 1 else (b, ca)
                if type(c) is int and c == val and x.type is rt:
                    return [x]
        return None
    return fold


def _div(a, b):
    if b == 0:
        raise ZeroDivisionError
    return a / b


def _floordiv(a, b):
    if b == 0:
        raise ZeroDivisionError
    return a // b


def _mod(a, b):
    if b == 0:
        raise ZeroDivisionError
    return a % b


def _num(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


_INT = (int,)
_NUM = (int, float)

# int x int
register_folder("torch.aten.add.int")(_binary(operator.add, _INT, identity=((1, 0), (0, 0))))
register_folder("torch.aten.sub.int")(_binary(operator.sub, _INT, identity=((1, 0),)))
register_folder("torch.aten.mul.int")(_binary(operator.mul, _INT, identity=((1, 1), (0, 1))))
register_folder("torch.aten.floordiv.int")(_binary(_floordiv, _INT, identity=((1, 1),)))
register_folder("torch.aten.remainder.int")(_binary(_mod, _INT))
register_folder("torch.aten.div.int")(_binary(_div, _INT))
for _name, _fn in (("eq", operator.eq), ("ne", operator.ne), ("lt", operator.lt), ("le", operator.le),
                   ("gt", operator.gt), ("ge", operator.ge)):
    register_folder(f"torch.aten.{_name}.int", f"torch.aten.{_name}.float", f"torch.aten.{_name}.int_float",
                    f"torch.aten.{_name}.float_int")(_binary(_fn, _NUM))


def _int_range(v):
    """(lo, hi) bounds of the ``!torch.int`` ``v``: a constant, or ``aten.Int.bool`` (0 or 1); else None."""
    c = const(v)
    if type(c) is int:
        return c, c
    if type(v) is OpResult and v.op.name == "torch.aten.Int.bool":
        return 0, 1
    return None


def _ordered_by_range(fn):
    """A folder for an int order comparison (lt/le/gt/ge: monotone in each operand) deciding it from
    the operands' ranges when it holds for all of their values, or for none (the corners agree)."""
    constant = _binary(fn, _NUM)

    def fold(op):
        r = constant(op)
        if r is not None:
            return r
        ra, rb = _int_range(op._operands[0]), _int_range(op._operands[1])
        if ra is None or rb is None:
            return None
        corners = {fn(a, b) for a in ra for b in rb}
        if len(corners) != 1:
            return None
        return [_attr_for(op.results[0].type, corners.pop())]
    return fold


for _name, _fn in (("lt", operator.lt), ("le", operator.le), ("gt", operator.gt), ("ge", operator.ge)):
    register_folder(f"torch.aten.{_name}.int")(_ordered_by_range(_fn))
# float arithmetic (and mixed int/float)
for _name, _fn in (("add", operator.add), ("sub", operator.sub), ("mul", operator.mul), ("div", _div)):
    register_folder(f"torch.aten.{_name}.float", f"torch.aten.{_name}.int_float", f"torch.aten.{_name}.float_int",
                    f"torch.aten.{_name}")(_binary(_fn, _NUM))
register_folder("torch.aten.eq.bool")(_binary(operator.eq, (bool,)))
register_folder("torch.aten.ne.bool")(_binary(operator.ne, (bool,)))
register_folder("torch.aten.__and__.bool")(_binary(operator.and_, (bool,)))
register_folder("torch.aten.__or__.bool")(_binary(operator.or_, (bool,)))
register_folder("torch.aten.eq.str")(_binary(operator.eq, (str,)))
register_folder("torch.aten.ne.str")(_binary(operator.ne, (str,)))


def _unary(fn, kinds):
    def fold(op):
        c = const(op._operands[0])
        if not isinstance(c, kinds):
            return None
        try:
            v = fn(c)
        except (OverflowError, ValueError):
            return None
        attr = _attr_for(op.results[0].type, v)
        return [attr] if attr is not None else None
    return fold


register_folder("torch.aten.neg.int")(_unary(operator.neg, _INT))
register_folder("torch.aten.neg.float")(_unary(operator.neg, (float,)))
register_folder("torch.aten.__not__")(_unary(operator.not_, (bool,)))
register_folder("torch.aten.Bool.int", "torch.aten.Bool.float")(_unary(bool, _NUM))
register_folder("torch.aten.Int.bool")(_unary(int, (bool,)))
register_folder("torch.aten.Int.float")(_unary(lambda x: int(x) if math.isfinite(x) else None, (float,)))
register_folder("torch.aten.Float.Scalar", "torch.aten.Float.int")(_unary(float, (int, float)))


@register_folder("torch.aten.size.int")
def _size_int(op):
    """``aten.size.int`` of a tensor whose size in that dimension is known (also behind a
    ``torch.tensor_static_info_cast``, which keeps the sizes of its operand)."""
    v = op._operands[0]
    src = v.defining_op
    while src is not None and src.name == "torch.tensor_static_info_cast":
        v = src.operand(0)
        src = v.defining_op
    t = v.type
    d = const(op._operands[1])
    if not isinstance(t, BaseTensorType) or t.sizes is None or type(d) is not int:
        return None
    r = len(t.sizes)
    if d < 0:
        d += r
    if not 0 <= d < r or t.sizes[d] < 0:
        return None
    return [int_attr(t.sizes[d])]


@register_folder("torch.aten.dim")
def _dim(op):
    t = op._operands[0].type
    if isinstance(t, BaseTensorType) and t.sizes is not None:
        return [int_attr(len(t.sizes))]
    return None


@register_folder("torch.prim.dtype")
def _prim_dtype(op):
    t = op._operands[0].type
    if isinstance(t, BaseTensorType) and t.dtype is not None:
        try:
            return [int_attr(type_to_scalar_type_int(t.dtype))]
        except ValueError:
            return None
    return None


def _list_elements(v):
    """The element values of a list built by an unmutated ``prim.ListConstruct``, else None."""
    d = getattr(v, "op", None)
    if d is None or d.name != "torch.prim.ListConstruct":
        return None
    from .ops import is_list_potentially_mutated
    if is_list_potentially_mutated(v):
        return None
    return d._operands


@register_folder("torch.aten.len.t")
def _len_t(op):
    elems = _list_elements(op._operands[0])
    if elems is None:
        return None
    return [int_attr(len(elems))]


@register_folder("torch.aten.__contains__.str_list", "torch.aten.__contains__.int_list",
                 "torch.aten.__contains__.float_list")
def _contains_list(op):
    """``item in l`` for an unmutated list of constants and a constant item (TorchScript's
    ``mode in ("linear", "bilinear", ...)`` in F.interpolate)."""
    elems = _list_elements(op._operands[0])
    item = const(op._operands[1])
    if elems is None or item is NOT_CONSTANT:
        return None
    values = [const(e) for e in elems]
    if any(v is NOT_CONSTANT for v in values):
        return None
    return [_attr_for(op.results[0].type, item in values)]


@register_folder("torch.aten.__getitem__.t")
def _getitem_t(op):
    elems = _list_elements(op._operands[0])
    i = const(op._operands[1])
    if elems is None or type(i) is not int:
        return None
    if i < 0:
        i += len(elems)
    if not 0 <= i < len(elems) or elems[i].type is not op.results[0].type:
        return None
    return [elems[i]]


_DICT_WRITERS = ("torch.aten._set_item.", "torch.aten.Delete.", "torch.aten.pop.Dict", "torch.aten.popitem",
                 "torch.aten.clear.", "torch.aten.update.", "torch.aten.setdefault")


@register_folder("torch.aten.__getitem__.Dict_str", "torch.aten.__getitem__.Dict_int",
                 "torch.aten.__getitem__.Dict_bool", "torch.aten.__getitem__.Dict_float")
def _getitem_dict(op):
    """``d[k]`` of a ``prim.DictConstruct`` that nothing changes, with a constant key: the
    value stored under it (the last one, as Python keeps)."""
    d = getattr(op._operands[0], "op", None)
    k = const(op._operands[1])
    if d is None or d.name != "torch.prim.DictConstruct" or k is NOT_CONSTANT:
        return None
    if any(u.name.startswith(_DICT_WRITERS) or u.name in ("func.call", "torch.operator")
           for u, _ in op._operands[0].uses):
        return None
    keys, values = d.keys, d.values
    hit = None
    for key, value in zip(keys, values):
        kc = const(key)
        if kc is NOT_CONSTANT:
            return None
        if kc == k and type(kc) is type(k):
            hit = value
    if hit is None or hit.type is not op.results[0].type:
        return None
    return [hit]


@register_folder("torch.prim.TupleIndex")
def _tuple_index(op):
    d = getattr(op._operands[0], "op", None)
    i = const(op._operands[1])
    if d is None or d.name != "torch.prim.TupleConstruct" or type(i) is not int:
        return None
    elems = d._operands
    if i < 0:
        i += len(elems)
    if not 0 <= i < len(elems) or elems[i].type is not op.results[0].type:
        return None
    return [elems[i]]


def _may_be_none(t):
    return type(t) in (TorchNoneType, OptionalType, TorchAnyType) or (
        type(t) is UnionType and any(_may_be_none(m) for m in t.types))


def _is_fold(op, negate):
    a, b = (v.type for v in op._operands[:2])
    if a is NONE_TYPE and b is NONE_TYPE:
        return [bool_attr(not negate)]
    if (a is NONE_TYPE and not _may_be_none(b)) or (b is NONE_TYPE and not _may_be_none(a)):
        return [bool_attr(negate)]
    return None


register_folder("torch.aten.__is__")(lambda op: _is_fold(op, False))
register_folder("torch.aten.__isnot__")(lambda op: _is_fold(op, True))


@register_folder("torch.aten.Int.Tensor", "torch.aten.Float.Tensor", "torch.aten.Bool.Tensor",
                 "torch.aten.ScalarImplicit")
def _scalar_of_num_to_tensor(op):
    """``aten.Int.Tensor(prim.NumToTensor.Scalar(%x))`` is ``%x`` when the types agree."""
    d = getattr(op._operands[0], "op", None)
    if d is not None and d.name == "torch.prim.NumToTensor.Scalar" and d._operands[0].type is op.results[0].type:
        return [d._operands[0]]
    return None


class ItemOfKnownDtype(RewritePattern):
    """``torch.aten.item %x -> !torch.number`` (TorchScript's ``Tensor.item()``) once ``%x``'s dtype is
    known: the item is a ``!torch.float`` (float dtypes), ``!torch.int`` (integer dtypes) or
    ``!torch.bool``, derefined to ``!torch.number`` for the users (registry ops take the refined
    value itself: ``DerefineIntoRegistryOps``). The FX importer types items so already."""
    root = "torch.aten.item"

    def match_and_rewrite(self, op, rewriter):
        from .types import NUMBER, ValueTensorType
        x = op._operands[0]
        if op.results[0].type is not NUMBER or type(x.type) is not ValueTensorType or x.type.dtype is None:
            return False
        dt = x.type.dtype
        if type(dt) is A.FloatType:
            t = FLOAT
        elif type(dt) is A.IntegerType:
            t = BOOL if dt.width == 1 else INT
        else:
            return False   # complex: a !torch.complex item is not a number the lowerings take
        _replace_number(op, create_op(op.name, [x], [t], op.location), rewriter)
        return True


def _replace_number(op, new, rewriter):
    """Replace ``op``'s ``!torch.number`` result by ``new``'s refined one, derefined for its users."""
    from .ops import DerefineOp
    from .types import NUMBER
    v = rewriter.insert(new).results[0]
    rewriter.replace_op(op, rewriter.insert(DerefineOp.build_cast(v, NUMBER, op.location)).results[0])


class ScalarArithOfKnownKinds(RewritePattern):
    """``torch.aten.add/sub/mul %a, %b -> !torch.number`` (TorchScript's ``Scalar`` arithmetic, e.g.
    ``x.item() * 2``) once both operands are ``!torch.int`` or ``!torch.float``: the typed overload
    (``.int``, ``.float``, ``.int_float``, ``.float_int``) with Python's result kind."""

    def __init__(self, name):
        super().__init__(root=name)

    def match_and_rewrite(self, op, rewriter):
        from .types import NUMBER
        if op.results[0].type is not NUMBER or len(op._operands) != 2:
            return False
        kinds = tuple({INT: "int", FLOAT: "float"}.get(v.type) for v in op._operands)
        if None in kinds:
            return False
        suffix = kinds[0] if kinds[0] == kinds[1] else "_".join(kinds)
        t = INT if kinds == ("int", "int") else FLOAT
        _replace_number(op, create_op(f"{op.name}.{suffix}", list(op._operands), [t], op.location), rewriter)
        return True


register_canonicalization("torch.aten.item", ItemOfKnownDtype())
for _name in ("torch.aten.add", "torch.aten.sub", "torch.aten.mul"):
    register_canonicalization(_name, ScalarArithOfKnownKinds(_name))


class IntComparedAsFloat(RewritePattern):
    """``aten.<cmp>.float(aten.Float.Scalar(%i), %c)`` (or the operands the other way round) with
    ``%c`` a float constant holding an integer below 2^53: ``aten.<cmp>.int(%i, int(%c))``. Exact:
    the conversion of an int to float is monotonic and leaves such a ``c`` unchanged, so the
    orders agree (the shape functions' guards compare int sizes with Scalar bounds this way)."""

    def __init__(self, name):
        super().__init__(root=name)
        self.cmp = name.rsplit(".", 2)[-2]

    def match_and_rewrite(self, op, rewriter):
        from .ops import ConstantIntOp
        a, b = op._operands
        for i_side, c_side in ((a, b), (b, a)):
            conv = i_side.defining_op if type(i_side) is OpResult else None
            c = const(c_side)
            if conv is None or conv.name != "torch.aten.Float.Scalar" or conv._operands[0].type is not INT:
                continue
            if not isinstance(c, float) or not c.is_integer() or abs(c) >= 2.0 ** 53:
                continue
            ci = rewriter.insert(ConstantIntOp.build_value(int(c), op.location)).results[0]
            operands = [conv._operands[0], ci] if i_side is a else [ci, conv._operands[0]]
            rewriter.replace_op(op, rewriter.insert(create_op(f"torch.aten.{self.cmp}.int", operands, [BOOL],
                                                              op.location)).results[0])
            return True
        return False


for _cmp in ("eq", "ne", "lt", "le", "gt", "ge"):
    register_canonicalization(f"torch.aten.{_cmp}.float", IntComparedAsFloat(f"torch.aten.{_cmp}.float"))
