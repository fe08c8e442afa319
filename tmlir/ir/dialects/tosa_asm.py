"""The custom (pretty) form of tosa ops, as the MLIR bundled with IREE 3.13 prints it.

One form serves every op without regions:

    %0 = tosa.argmax %x axis(1) nan_mode<IGNORE> : (tensor<4x5xf32>) -> tensor<4xi64>
    %1 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.cast %x  : (tensor<2xf32>) -> tensor<2xi32>

The operands, then each inherent attribute in declaration order: enum attributes as
``name<VALUE>`` (``nan_mode`` left out when it is the default ``PROPAGATE``), the others as
``name(value)`` with the value's type left out where the attribute kind fixes it (``axis(1)``,
``pad([1, 1, 1, 1])``, ``acc_type(f32)``; ``min_val(0 : i32)`` and elements attributes keep it);
an optional attribute that is absent leaves its separating space (hence the double spaces above);
then the discardable attributes as a dictionary and the functional type.

Ops that keep the generic form (upstream prints them in forms of their own): ``tosa.cond_if``,
``tosa.while_loop``, ``tosa.yield``, ``tosa.variable``, ``tosa.variable_read``,
``tosa.variable_write`` and ``tosa.custom``.
"""
from __future__ import annotations

from .. import attributes as A
from ..opdef import SINGLE, _OPS

GENERIC_ONLY = frozenset({"tosa.cond_if", "tosa.while_loop", "tosa.yield", "tosa.variable", "tosa.variable_read",
                          "tosa.variable_write", "tosa.custom"})
# attributes printed with their type although they are integers or floats (any number attribute)
_TYPED = frozenset({"min_val", "max_val"})
# enum attribute kinds whose field name differs from the kind
_ENUM_KIND = {"mode": "resize_mode"}
# dense array attributes of i32 (the rest are i64)
_I32_ARRAYS = frozenset({"perms"})
_DEFAULT_ENUMS = {"nan_mode": "nan_mode<PROPAGATE>"}


def _is_enum(name, a):
    return type(a) is A.OpaqueAttr and a.dialect == "tosa" and a.body.startswith(_ENUM_KIND.get(name, name) + "<")


def _value_text(p, name, a):
    t = type(a)
    if t is A.IntegerAttr and name not in _TYPED:
        return a.format_value()
    if t is A.DenseArrayAttr:
        return "[" + ", ".join(str(v) for v in a.value) + "]"
    if t is A.TypeAttr:
        return p.type_str(a.value)
    return p.attr_str(a)


def print_tosa(op, p):
    cls = type(op)
    out = [" " + ", ".join(p.value_name(v) for v in op.operands)]
    for f in cls._props:
        a = op.properties.get(f.name)
        if a is None:
            if f.arity == SINGLE and "default" in f.options and _is_enum(f.name, f.options["default"]):
                continue
            out.append(" ")
            continue
        if _is_enum(f.name, a):
            if _DEFAULT_ENUMS.get(f.name) != a.body:
                out.append(f" {f.name}{a.body[len(_ENUM_KIND.get(f.name, f.name)):]}")
            continue
        out.append(f" {f.name}({_value_text(p, f.name, a)})")
    p.write("".join(out))
    p.print_optional_attr_dict(op.attributes)
    ins = ", ".join(p.type_str(v.type) for v in op.operands)
    res = [r.type for r in op.results]
    outs = p.type_str(res[0]) if len(res) == 1 and type(res[0]) is not A.FunctionType else \
        "(" + ", ".join(map(p.type_str, res)) + ")"
    p.write(f" : ({ins}) -> {outs}")


def _parse_value(parser, name):
    if name in _TYPED:
        return parser.parse_attribute()
    if parser.at("["):
        vals = parser.parse_comma_separated(parser.parse_integer, "[", "]")
        return A.DenseArrayAttr(A.I32 if name in _I32_ARRAYS else A.I64, vals)
    if parser.tok_kind in ("int", "hex") or parser.at("-"):
        return parser.parse_attribute(A.I32)
    t = parser.parse_optional_type() if parser.tok_kind in ("bare", "bangid") and parser.tok_text not in (
        "true", "false", "dense", "dense_resource", "array", "unit") else None
    if t is not None:
        return A.TypeAttr(t)
    return parser.parse_attribute()


def parse_tosa(cls, parser):
    refs = parser.parse_operand_list()
    props = {}
    fields = {f.name: f for f in cls._props}
    while parser.tok_kind == "bare" and parser.tok_text in fields:
        name = parser.tok_text
        parser.next()
        if parser.at("<"):
            body = parser._balanced_body()
            props[name] = A.OpaqueAttr("tosa", _ENUM_KIND.get(name, name) + body)
        else:
            parser.expect("(")
            props[name] = _parse_value(parser, name)
            parser.expect(")")
    attrs = parser.parse_optional_attr_dict()
    parser.expect(":")
    pos = parser.tok_start
    ft = parser.parse_type()
    if not isinstance(ft, A.FunctionType):
        raise parser.error(f"'{cls.OPNAME}' expects a functional type, got {ft}", pos)
    operands = parser.resolve_operands(refs, list(ft.inputs))
    for f in cls._props:
        if f.name not in props and "default" in f.options:
            props[f.name] = f.options["default"]
    for k in [k for k in attrs if k in cls._inherent_names]:
        props[k] = attrs.pop(k)
    return cls.create(cls.OPNAME, operands, list(ft.results), attrs, props, [], [])


def result_field_names(op):
    """Results named after their fields (``%output_real, %output_imag = tosa.fft2d ...``), as
    upstream names the results of ops with several declared results."""
    return [f.name for f in type(op)._result_groups]


def install():
    for name, cls in list(_OPS.items()):
        if not name.startswith("tosa."):
            continue
        if name not in GENERIC_ONLY and not cls._region_defs:
            cls.print_custom = print_tosa
            cls.parse_custom = classmethod(parse_tosa)
        if len(cls._result_groups) > 1 and all(f.arity == SINGLE for f in cls._result_groups):
            cls.asm_result_names = result_field_names
