"""The custom (pretty) forms of stablehlo ops, as the MLIR bundled with IREE 3.13 prints them.

Forms, each printed and parsed in one place:

* elementwise ops (unary, binary, ``clamp``, ``convert``, ``reverse``...): the operands, the
  attribute dictionary, and one type when operands and result share it, else a functional type:
  ``stablehlo.add %a, %b : tensor<2xf32>``, ``stablehlo.abs %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>``
  (a ``result_accuracy`` of mode DEFAULT is left out);
* keyword forms from a table: operands, then ``key = value`` for the op's attributes
  (``stablehlo.broadcast_in_dim %x, dims = [1] : (...) -> ...``, ``stablehlo.iota dim = 0 : T``);
* ``compare``: ``stablehlo.compare LT, %a, %b, FLOAT : (...) -> ...``;
* ``select``: ``stablehlo.select %p, %a, %b : tensor<i1>, tensor<2xf32>``;
* ``constant``: ``stablehlo.constant dense<0> : tensor<i64>``;
* ``slice``: ``stablehlo.slice %x [0:2, 0:5:2] : (...) -> ...``;
* ``dot_general``: ``batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [...]``;
* ``return`` and ``optimization_barrier``: ``stablehlo.return %a : tensor<f32>``;
* ``reduce``: ``stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : ...``
  when the body is one binary op of its two arguments, else the ``reducer(...) (...) {...}`` form;
* ``convolution``: ``stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
  window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, ...} : (...) -> ...``;
* ``while``: ``stablehlo.while(%iterArg = %x) : tensor<i64>`` then ``cond {...} do {...}``.

Ops that stay generic: upstream prints ``gather``, ``scatter``, ``sort``, ``reduce_window``,
``select_and_scatter``, ``if``, ``case``, ``map``, ``torch_index_select`` and the rest without a
custom form of their own generically too; tmlir also keeps ``dot``, ``dot_general`` with an
``algorithm``, ``dynamic_conv``, ``custom_call``, ``composite``, ``einsum``, ``fft``, ``cholesky``,
``triangular_solve``, the batch norm, tuple, token, collective, random-number and quantization ops
generic (upstream has custom forms for some of these that tmlir does not write yet). An op whose attributes a form cannot show (a
``constant`` whose value type differs from its result type, say) prints generically.
"""
from __future__ import annotations

from .. import attributes as A
from ..core import Block, Region
from . import stablehlo as H


class _NoForm(Exception):
    """This op cannot be shown in its custom form: the printer falls back to the generic form."""


# -- shared pieces --------------------------------------------------------------------------------

def _int_list(a):
    return "[" + ", ".join(str(int(v)) for v in a.value) + "]"


def _func_type(p, ins, outs):
    o = p.type_str(outs[0]) if len(outs) == 1 else "(" + ", ".join(map(p.type_str, outs)) + ")"
    return "(" + ", ".join(map(p.type_str, ins)) + ") -> " + o


def _print_types(p, op, how):
    ins = [v.type for v in op.operands]
    outs = [r.type for r in op.results]
    if how == "result" or (how == "complex" and all(t is ins[0] for t in ins) and
                           H._real_of(outs[0]) is ins[0]):
        p.write(" : " + p.type_str(outs[0]))
    elif how == "same" and all(t is outs[0] for t in ins + outs):
        p.write(" : " + p.type_str(outs[0]))
    else:
        p.write(" : " + _func_type(p, ins, outs))


def _parse_types(parser, cls, n_operands, how):
    """(operand types, result types) from ``: T`` or ``: (Ts) -> R``."""
    parser.expect(":")
    pos = parser.tok_start
    t = parser.parse_type()
    if isinstance(t, A.FunctionType):
        return list(t.inputs), list(t.results)
    if how == "func":
        raise parser.error(f"'{cls.OPNAME}' expects a functional type, got {t}", pos)
    if how == "complex":
        return [H._real_of(t)] * n_operands, [t]
    return [t] * n_operands, [t]


def _print_attr_dict(p, op, shown=()):
    attrs = {k: v for k, v in op.properties.items() if k not in shown}
    ra = attrs.get("result_accuracy")
    if ra is not None and ra == H.result_accuracy():
        del attrs["result_accuracy"]
    attrs.update(op.attributes)
    p.print_optional_attr_dict(attrs)


def _split_attrs(cls, attrs, props):
    for k in [k for k in attrs if k in cls._inherent_names]:
        props[k] = attrs.pop(k)
    return attrs


def _parse_operands(parser):
    """``%a, %b`` up to the first token after them that is not ``, %value``."""
    refs = []
    if parser.tok_kind != "value":
        return refs
    refs.append(parser.parse_operand())
    while parser.at(",") and parser.peek_kind() == "value":
        parser.next()
        refs.append(parser.parse_operand())
    return refs


def _names(p, vals):
    return ", ".join(p.value_name(v) for v in vals)


def _build(parser, cls, refs, in_types, out_types, props, attrs, regions=()):
    operands = parser.resolve_operands(refs, in_types)
    attrs = _split_attrs(cls, attrs, props)
    return cls.create(cls.OPNAME, operands, list(out_types), attrs, props, list(regions), [])


# -- elementwise and keyword forms ----------------------------------------------------------------
# op -> ([(keyword, property, kind)], type form); kind "int" (an i64 shown bare) or "dims" (an i64
# array shown as a list); type form "same", "func" or "result"
KEYWORD_FORMS = {
    "stablehlo.broadcast_in_dim": ([("dims", "broadcast_dimensions", "dims")], "func"),
    "stablehlo.dynamic_broadcast_in_dim": ([("dims", "broadcast_dimensions", "dims")], "func"),
    "stablehlo.broadcast": ([("sizes", "broadcast_sizes", "dims")], "func"),
    "stablehlo.dynamic_slice": ([("sizes", "slice_sizes", "dims")], "func"),
    "stablehlo.get_dimension_size": ([("dim", "dimension", "int")], "func"),
    "stablehlo.iota": ([("dim", "iota_dimension", "int")], "result"),
    "stablehlo.dynamic_iota": ([("dim", "iota_dimension", "int")], "func"),
    "stablehlo.concatenate": ([("dim", "dimension", "int")], "func"),
    "stablehlo.transpose": ([("dims", "permutation", "dims")], "func"),
    "stablehlo.reverse": ([("dims", "dimensions", "dims")], "same"),
    "stablehlo.pad": ([("low", "edge_padding_low", "dims"), ("high", "edge_padding_high", "dims"),
                       ("interior", "interior_padding", "dims")], "func"),
    "stablehlo.dynamic_update_slice": ([], "func"),
    "stablehlo.dynamic_reshape": ([], "func"),
    "stablehlo.dynamic_pad": ([], "func"),
    "stablehlo.real_dynamic_slice": ([], "func"),
    "stablehlo.reshape": ([], "func"),
    "stablehlo.bitcast_convert": ([], "func"),
    "stablehlo.convert": ([], "same"),
    "stablehlo.clamp": ([], "same"),
    "stablehlo.complex": ([], "complex"),
}


def _keyword_form(name):
    return KEYWORD_FORMS.get(name) or ([], "same")  # elementwise ops: no keywords, one type


def print_keyword(op, p):
    keywords, how = _keyword_form(op.name)
    parts = [p.value_name(v) for v in op.operands]
    for kw, prop, kind in keywords:
        a = op.properties.get(prop)
        if a is None:
            raise _NoForm(prop)
        parts.append(f"{kw} = {_int_list(a) if kind == 'dims' else a.value}")
    p.write(" " + ", ".join(parts))
    _print_attr_dict(p, op, {prop for _, prop, _ in keywords})
    _print_types(p, op, how)


def parse_keyword(cls, parser):
    keywords, how = _keyword_form(cls.OPNAME)
    refs = _parse_operands(parser)
    props = {}
    for i, (kw, prop, kind) in enumerate(keywords):
        if refs or i:
            parser.expect(",")
        parser.expect(kw)
        parser.expect("=")
        if kind == "dims":
            props[prop] = A.DenseArrayAttr(A.I64, parser.parse_comma_separated(parser.parse_integer, "[", "]"))
        else:
            props[prop] = A.IntegerAttr(parser.parse_integer(), A.I64)
    attrs = parser.parse_optional_attr_dict()
    ins, outs = _parse_types(parser, cls, len(refs), how)
    return _build(parser, cls, refs, ins, outs, props, attrs)


# -- compare, select, constant, slice, dot_general, return ----------------------------------------

def _enum_value(a):
    return a.body[a.body.index(" ") + 1:-1]


def print_compare(op, p):
    parts = [_enum_value(op.comparison_direction), p.value_name(op.lhs), p.value_name(op.rhs)]
    if op.compare_type is not None:
        parts.append(_enum_value(op.compare_type))
    p.write(" " + ", ".join(parts))
    _print_attr_dict(p, op, {"comparison_direction", "compare_type"})
    _print_types(p, op, "func")


def parse_compare(cls, parser):
    props = {"comparison_direction": H.comparison_direction(parser.parse_any_keyword("comparison direction"))}
    parser.expect(",")
    refs = _parse_operands(parser)
    if parser.accept(","):
        props["compare_type"] = H.comparison_type(parser.parse_any_keyword("comparison type"))
    attrs = parser.parse_optional_attr_dict()
    ins, outs = _parse_types(parser, cls, len(refs), "func")
    return _build(parser, cls, refs, ins, outs, props, attrs)


def print_select(op, p):
    p.write(" " + _names(p, op.operands))
    _print_attr_dict(p, op)
    pt, tt, ft = (v.type for v in op.operands)
    rt = op.results[0].type
    if tt is rt and ft is rt:
        p.write(f" : {p.type_str(pt)}, {p.type_str(rt)}")
    else:
        p.write(" : " + _func_type(p, [pt, tt, ft], [rt]))


def parse_select(cls, parser):
    refs = _parse_operands(parser)
    attrs = parser.parse_optional_attr_dict()
    parser.expect(":")
    t = parser.parse_type()
    if isinstance(t, A.FunctionType):
        ins, outs = list(t.inputs), list(t.results)
    else:
        parser.expect(",")
        rt = parser.parse_type()
        ins, outs = [t, rt, rt], [rt]
    return _build(parser, cls, refs, ins, outs, {}, attrs)


def print_constant(op, p):
    v = op.value
    if getattr(v, "type", None) is not op.results[0].type or len(op.properties) != 1:
        raise _NoForm("value")
    p.print_optional_attr_dict(op.attributes)
    p.write(" " + p.attr_str(v))


def parse_constant(cls, parser):
    attrs = parser.parse_optional_attr_dict()
    v = parser.parse_attribute()
    return _build(parser, cls, [], [], [v.type], {"value": v}, attrs)


def print_slice(op, p):
    starts, limits, strides = (op.properties[k].value for k in ("start_indices", "limit_indices", "strides"))
    dims = [f"{s}:{l}" if st == 1 else f"{s}:{l}:{st}" for s, l, st in zip(starts, limits, strides)]
    p.write(f" {p.value_name(op.operand)} [{', '.join(dims)}]")
    _print_attr_dict(p, op, {"start_indices", "limit_indices", "strides"})
    _print_types(p, op, "func")


def parse_slice(cls, parser):
    refs = [parser.parse_operand()]

    def one():
        vals = [parser.parse_integer()]
        while parser.accept(":"):
            vals.append(parser.parse_integer())
        if len(vals) not in (2, 3):
            raise parser.error("expected start:limit or start:limit:stride")
        return vals + [1] * (3 - len(vals))
    dims = parser.parse_comma_separated(one, "[", "]")
    props = {k: A.DenseArrayAttr(A.I64, [d[i] for d in dims])
             for i, k in enumerate(("start_indices", "limit_indices", "strides"))}
    attrs = parser.parse_optional_attr_dict()
    ins, outs = _parse_types(parser, cls, 1, "func")
    return _build(parser, cls, refs, ins, outs, props, attrs)


def print_dot_general(op, p):
    if op.algorithm is not None:
        raise _NoForm("algorithm")
    d = H.dimension_numbers(op.dot_dimension_numbers)
    parts = [p.value_name(op.lhs), p.value_name(op.rhs)]
    if d["lhs_batching_dimensions"] or d["rhs_batching_dimensions"]:
        parts.append(f"batching_dims = {d['lhs_batching_dimensions']} x {d['rhs_batching_dimensions']}")
    parts.append(f"contracting_dims = {d['lhs_contracting_dimensions']} x {d['rhs_contracting_dimensions']}")
    pc = op.precision_config
    if pc is not None and pc.value:
        parts.append("precision = [" + ", ".join(_enum_value(x) for x in pc.value) + "]")
    p.write(" " + ", ".join(parts))
    _print_attr_dict(p, op, {"dot_dimension_numbers", "precision_config"})
    _print_types(p, op, "func")


def parse_dot_general(cls, parser):
    refs = _parse_operands(parser)
    dims = {}
    props = {}

    def int_list():
        return parser.parse_comma_separated(parser.parse_integer, "[", "]")
    while parser.accept(","):
        kw = parser.parse_any_keyword("dot_general keyword")
        parser.expect("=")
        if kw == "precision":
            props["precision_config"] = A.ArrayAttr(parser.parse_comma_separated(
                lambda: H.precision(parser.parse_any_keyword("precision")), "[", "]"))
            continue
        if kw not in ("batching_dims", "contracting_dims"):
            raise parser.error(f"unknown dot_general keyword '{kw}'")
        lhs = int_list()
        parser.expect("x")
        dims[kw] = (lhs, int_list())
    b = dims.get("batching_dims", ([], []))
    c = dims.get("contracting_dims", ([], []))
    props["dot_dimension_numbers"] = H.dot_dimension_numbers(b[0], b[1], c[0], c[1])
    attrs = parser.parse_optional_attr_dict()
    ins, outs = _parse_types(parser, cls, len(refs), "func")
    return _build(parser, cls, refs, ins, outs, props, attrs)


def print_barrier(op, p):
    print_return(op, p)


def parse_barrier(cls, parser):
    refs = _parse_operands(parser)
    attrs = parser.parse_optional_attr_dict()
    types = parser.parse_type_list() if parser.accept(":") else []
    return _build(parser, cls, refs, types, types, {}, attrs)


def print_return(op, p):
    if op.operands:
        p.write(" " + _names(p, op.operands))
    _print_attr_dict(p, op)
    if op.operands:
        p.write(" : " + ", ".join(p.type_str(v.type) for v in op.operands))


def parse_return(cls, parser):
    refs = _parse_operands(parser)
    attrs = parser.parse_optional_attr_dict()
    types = []
    if parser.accept(":"):
        types = parser.parse_type_list()
    return _build(parser, cls, refs, types, [], {}, attrs)


# -- reduce -----------------------------------------------------------------------------------------

def _compact_body(op):
    """The binary op class of a body that applies one elementwise op to its two arguments, or None."""
    if len(op.regions[0].blocks) != 1 or len(op.inputs) != 1:
        return None
    block = op.regions[0].blocks[0]
    inner = block._first
    ret = block._last
    if inner is None or inner._next is not ret or not isinstance(inner, H._BinaryOp):
        return None
    if inner.attributes or inner.properties or inner.regions or len(inner.results) != 1:
        return None
    args = block.args
    if list(inner.operands) != [args[0], args[1]] or list(ret.operands) != [inner.results[0]]:
        return None
    t = op.init_values[0].type
    if any(a.type is not t for a in args) or inner.results[0].type is not t:
        return None
    return type(inner)


def print_reduce(op, p):
    if op.attributes and any(k == "dimensions" for k in op.attributes):
        raise _NoForm("dimensions")
    pairs = ", ".join(f"({p.value_name(x)} init: {p.value_name(z)})" for x, z in zip(op.inputs, op.init_values))
    p.write(pairs)
    body = _compact_body(op)
    if body is not None:
        p.write(f" applies {body.OPNAME}")
    p.write(f" across dimensions = {_int_list(op.dimensions)}")
    _print_attr_dict(p, op, {"dimensions"})
    p.write(" : " + _func_type(p, [v.type for v in op.operands], [r.type for r in op.results]))
    if body is not None:
        return
    args = op.regions[0].blocks[0].args
    n = len(op.inputs)
    p.newline()
    p.write(" reducer")
    for i in range(n):
        a, b = args[i], args[i + n]
        p.write(f"({p.value_name(a)}: {p.type_str(a.type)}, {p.value_name(b)}: {p.type_str(b.type)}) ")
    p.write(" ")
    p.print_region(op.regions[0], print_entry_args=False)


def parse_reduce(cls, parser):
    inputs, inits = [], []
    while True:
        parser.expect("(")
        inputs.append(parser.parse_operand())
        parser.expect("init")
        parser.expect(":")
        inits.append(parser.parse_operand())
        parser.expect(")")
        if not parser.accept(","):
            break
    applies = None
    if parser.accept("applies"):
        applies = parser.parse_any_keyword("op name")
    parser.expect("across")
    parser.expect("dimensions")
    parser.expect("=")
    props = {"dimensions": A.DenseArrayAttr(A.I64, parser.parse_comma_separated(parser.parse_integer, "[", "]"))}
    attrs = parser.parse_optional_attr_dict()
    ins, outs = _parse_types(parser, cls, 0, "func")
    n = len(inputs)
    if applies is not None:
        from ..opdef import lookup_op_class
        inner_cls = lookup_op_class(applies)
        if inner_cls is None:
            raise parser.error(f"unknown op '{applies}' in stablehlo.reduce")
        t = ins[n]
        block = Block([t, t])
        inner = inner_cls.create(applies, list(block.args), [t], None, {}, [], [])
        block.append(inner)
        block.append(H.ReturnOp.create("stablehlo.return", list(inner.results), [], None, {}, [], []))
        region = Region([block])
    else:
        parser.expect("reducer")
        firsts, seconds = [], []
        for _ in range(n):
            parser.expect("(")
            firsts.append(parser.parse_argument())
            parser.expect(",")
            seconds.append(parser.parse_argument())
            parser.expect(")")
        region = parser.parse_region(arguments=firsts + seconds)
    return _build(parser, cls, inputs + inits, ins, outs, props, attrs, [region])


# -- convolution and while ------------------------------------------------------------------------
# window field -> (property, kind)
_WINDOW = (("stride", "window_strides", "dims"), ("pad", "padding", "pairs"), ("lhs_dilate", "lhs_dilation", "dims"),
           ("rhs_dilate", "rhs_dilation", "dims"), ("reverse", "window_reversal", "bools"))


def print_convolution(op, p):
    dn = op.dimension_numbers
    if not (type(dn) is A.OpaqueAttr and dn.body.startswith("conv<[")):
        raise _NoForm("dimension_numbers")
    fields = []
    for kw, prop, kind in _WINDOW:
        a = op.properties.get(prop)
        if a is None:
            continue
        if kind == "pairs":
            text = "[" + ", ".join(f"[{int(lo)}, {int(hi)}]" for lo, hi in a.to_numpy().reshape(-1, 2)) + "]"
        elif kind == "bools":
            text = "[" + ", ".join("true" if v else "false" for v in a.value) + "]"
        else:
            text = _int_list(a)
        fields.append(f"{kw} = {text}")
    p.write(f"({p.value_name(op.lhs)}, {p.value_name(op.rhs)}) dim_numbers = {dn.body[5:-1]}, "
            f"window = {{{', '.join(fields)}}}")
    _print_attr_dict(p, op, {"dimension_numbers"} | {prop for _, prop, _ in _WINDOW})
    _print_types(p, op, "func")


def parse_convolution(cls, parser):
    refs = parser.parse_operand_list("(")
    parser.expect("dim_numbers")
    parser.expect("=")

    def layout():
        return "[" + ", ".join(parser.parse_comma_separated(
            lambda: str(parser.parse_optional_integer()) if parser.tok_kind == "int" else parser.parse_any_keyword(
                "dimension letter"), "[", "]")) + "]"
    text = layout()
    parser.expect("x")
    text += "x" + layout()
    parser.expect("->")
    text += "->" + layout()
    props = {"dimension_numbers": A.OpaqueAttr("stablehlo", f"conv<{text}>")}
    parser.expect(",")
    parser.expect("window")
    parser.expect("=")
    parser.expect("{")
    kinds = {kw: (prop, kind) for kw, prop, kind in _WINDOW}

    def int_list():
        return parser.parse_comma_separated(parser.parse_integer, "[", "]")

    def field():
        kw = parser.parse_any_keyword("window field")
        if kw not in kinds:
            raise parser.error(f"unknown convolution window field '{kw}'")
        parser.expect("=")
        prop, kind = kinds[kw]
        if kind == "pairs":
            props[prop] = H.padding_attr(parser.parse_comma_separated(int_list, "[", "]"))
        elif kind == "bools":
            props[prop] = A.DenseArrayAttr(A.I1, parser.parse_comma_separated(
                lambda: parser.parse_any_keyword("true or false") == "true", "[", "]"))
        else:
            props[prop] = A.DenseArrayAttr(A.I64, int_list())
    if not parser.accept("}"):
        parser.parse_comma_separated(field)
        parser.expect("}")
    attrs = parser.parse_optional_attr_dict()
    ins, outs = _parse_types(parser, cls, len(refs), "func")
    return _build(parser, cls, refs, ins, outs, props, attrs)


def print_while(op, p):
    cond, body = op.regions
    if len(cond.blocks) != 1 or len(body.blocks) != 1 or op.properties:
        raise _NoForm("regions")
    args = cond.blocks[0].args
    p.write("(" + ", ".join(f"{p.value_name(a)} = {p.value_name(v)}" for a, v in zip(args, op.operands)) + ")")
    p.write(" : " + ", ".join(p.type_str(v.type) for v in op.operands))
    p.print_optional_attr_dict_with_keyword(op.attributes)
    p.newline()
    p.write("cond ")
    p.print_region(cond, print_entry_args=False)
    p.write(" do ")
    p.print_region(body, print_entry_args=False)


def parse_while(cls, parser):
    from ..parser import Argument
    names, refs = [], []

    def one():
        names.append(parser.parse_operand())
        parser.expect("=")
        refs.append(parser.parse_operand())
    parser.parse_comma_separated(one, "(", ")")
    parser.expect(":")
    types = parser.parse_type_list() if refs else []
    attrs = parser.parse_optional_attr_dict_with_keyword()
    args = [Argument(n, t) for n, t in zip(names, types)]
    parser.expect("cond")
    cond = parser.parse_region(arguments=args)
    parser.expect("do")
    body = parser.parse_region(arguments=args)
    return _build(parser, cls, refs, types, types, {}, attrs, [cond, body])


def _while_arg_names(op, region, block):
    return ["iterArg"] * len(block.args)


def _constant_names(op):
    return "c" if A.is_integer(getattr(op.results[0].type, "element_type", None)) else "cst"


FORMS = {
    "stablehlo.compare": (print_compare, parse_compare),
    "stablehlo.select": (print_select, parse_select),
    "stablehlo.constant": (print_constant, parse_constant),
    "stablehlo.slice": (print_slice, parse_slice),
    "stablehlo.dot_general": (print_dot_general, parse_dot_general),
    "stablehlo.return": (print_return, parse_return),
    "stablehlo.reduce": (print_reduce, parse_reduce),
    "stablehlo.convolution": (print_convolution, parse_convolution),
    "stablehlo.while": (print_while, parse_while),
    "stablehlo.optimization_barrier": (print_barrier, parse_barrier),
}


def install():
    elementwise = [c for c in vars(H).values() if isinstance(c, type) and issubclass(c, (H._UnaryOp, H._BinaryOp))
                   and isinstance(c.__dict__.get("OPNAME"), str)]
    for c in elementwise:
        FORMS.setdefault(c.OPNAME, (print_keyword, parse_keyword))
    for name in KEYWORD_FORMS:
        FORMS.setdefault(name, (print_keyword, parse_keyword))
    from ..opdef import lookup_op_class
    for name, (pr, pa) in FORMS.items():
        cls = lookup_op_class(name)
        cls.print_custom = pr
        cls.parse_custom = classmethod(pa)
    H.ConstantOp.asm_result_names = _constant_names
    from .tosa_asm import result_field_names
    from ..opdef import SINGLE
    for c in vars(H).values():
        if isinstance(c, type) and issubclass(c, H.StablehloOp) and len(c._result_groups) > 1 and all(
                f.arity == SINGLE for f in c._result_groups):
            c.asm_result_names = result_field_names
    H.WhileOp.asm_block_arg_names = _while_arg_names
