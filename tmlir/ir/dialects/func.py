"""func dialect: ``func.func``, ``func.return``, ``func.call``, ``func.call_indirect``, ``func.constant``."""
from __future__ import annotations

from .. import attributes as A
from ..core import Block, Region, VerifyError
from ..opdef import (Op, register, operand, var_operand, var_result, result, prop, opt_prop, region,
                     IsTerminator, ReturnLike, HasParent, IsolatedFromAbove, Symbol, Pure, ConstantLike)


@register
class FuncOp(Op):
    """``func.func @name(%arg0: t) -> t { ... }``; a body-less op is a declaration."""

    OPNAME = "func.func"
    sym_name = prop(A.StringAttr)
    function_type = prop(A.TypeAttr)
    sym_visibility = opt_prop(A.StringAttr)
    arg_attrs = opt_prop(A.ArrayAttr)
    res_attrs = opt_prop(A.ArrayAttr)
    no_inline = opt_prop()
    body = region()
    traits = {IsolatedFromAbove, Symbol}
    default_dialect = "func"

    @classmethod
    def build_func(cls, name, inputs, results, visibility=None, location=None, arg_attrs=None,
                   res_attrs=None, declaration=False):
        """A function with an entry block whose arguments have the input types (none if a
        declaration)."""
        r = Region()
        if not declaration:
            r.add_block(Block(inputs))
        return cls.build(sym_name=A.StringAttr(name), function_type=A.TypeAttr(A.FunctionType(inputs, results)),
                         sym_visibility=A.StringAttr(visibility) if visibility else None,
                         arg_attrs=A.ArrayAttr([A.DictionaryAttr(d) for d in arg_attrs]) if arg_attrs else None,
                         res_attrs=A.ArrayAttr([A.DictionaryAttr(d) for d in res_attrs]) if res_attrs else None,
                         regions=[r], location=location)

    @property
    def name_str(self):
        return self.sym_name.value

    @property
    def type(self) -> A.FunctionType:
        return self.function_type.value

    @property
    def entry_block(self):
        return self.regions[0].blocks[0] if self.regions[0].blocks else None

    def is_declaration(self):
        return not self.regions[0].blocks

    def verify_(self):
        ft = self.function_type.value
        if not isinstance(ft, A.FunctionType):
            raise VerifyError(f"'func.func' @{self.sym_name.value} function_type must be a function type", op=self)
        b = self.entry_block
        if b is not None:
            if [a.type for a in b.args] != list(ft.inputs):
                raise VerifyError(f"'func.func' @{self.sym_name.value}: entry block arguments "
                                  f"({', '.join(str(a.type) for a in b.args)}) do not match the function type {ft}",
                                  op=self)
            for blk in self.regions[0].blocks:
                t = blk._last
                if isinstance(t, ReturnOp) and [v.type for v in t.operands] != list(ft.results):
                    raise VerifyError(f"'func.return' returns ({', '.join(str(v.type) for v in t.operands)}) but "
                                      f"@{self.sym_name.value} has result types ({', '.join(map(str, ft.results))})",
                                      op=t)

    def print_custom(self, p):
        ft = self.function_type.value
        if self.sym_visibility is not None:
            p.write(" " + self.sym_visibility.value)
        p.write(" " + A.format_symbol_name(self.sym_name.value) + "(")
        arg_attrs = self.arg_attrs.value if self.arg_attrs is not None else ()
        res_attrs = self.res_attrs.value if self.res_attrs is not None else ()
        b = self.entry_block
        for i, t in enumerate(ft.inputs):
            if i:
                p.write(", ")
            attrs = arg_attrs[i].value if i < len(arg_attrs) and arg_attrs[i].value else None
            if b is not None:
                p.print_argument(b.args[i], attrs)
            else:
                p.print_type(t)
                if attrs:
                    p.write(" " + p.attr_dict_str(attrs))
        p.write(")")
        if ft.results:
            p.write(" -> ")
            has_attrs = any(d.value for d in res_attrs)
            if len(ft.results) == 1 and not has_attrs and not isinstance(ft.results[0], A.FunctionType):
                p.print_type(ft.results[0])
            else:
                parts = []
                for i, t in enumerate(ft.results):
                    s = p.type_str(t)
                    if i < len(res_attrs) and res_attrs[i].value:
                        s += " " + p.attr_dict_str(res_attrs[i].value)
                    parts.append(s)
                p.write("(" + ", ".join(parts) + ")")
        p.print_optional_attr_dict_with_keyword(self.attributes)
        if b is not None:
            p.write(" ")
            p.print_region(self.regions[0], print_entry_args=False, print_terminators=True,
                           default_dialect="func")

    @classmethod
    def parse_custom(cls, parser):
        vis = None
        if parser.tok_kind == "bare" and parser.tok_text in ("private", "public", "nested"):
            vis = parser.tok_text
            parser.next()
        name = parser.parse_symbol_name()
        parser.expect("(")
        args, types, arg_attrs = [], [], []
        named = parser.tok_kind == "value"
        if not parser.accept(")"):
            while True:
                if named:
                    a = parser.parse_argument(require_type=True, allow_attrs=True)
                    args.append(a)
                    types.append(a.type)
                    arg_attrs.append(a.attrs or {})
                else:
                    types.append(parser.parse_type())
                    arg_attrs.append(parser.parse_optional_attr_dict())
                    parser.parse_optional_trailing_location()
                if parser.accept(")"):
                    break
                parser.expect(",")
        results, res_attrs = [], []
        if parser.accept("->"):
            if parser.at("("):
                save = parser.tok_start
                parser.next()
                if parser.accept(")"):
                    pass
                else:
                    # a parenthesised result list, or a single function-type result
                    try_ft = False
                    while True:
                        results.append(parser.parse_type())
                        res_attrs.append(parser.parse_optional_attr_dict())
                        if parser.accept(")"):
                            break
                        parser.expect(",")
                    if parser.at("->"):
                        parser.reset(save)
                        results = [parser.parse_type()]
                        res_attrs = [{}]
            else:
                results.append(parser.parse_type())
                res_attrs.append({})
        attrs = parser.parse_optional_attr_dict_with_keyword()
        loc_pos = parser.tok_start
        r = Region()
        if parser.at("{"):
            if not named and types:
                raise parser.error("expected named arguments for a function with a body", loc_pos)
            r = parser.parse_region(arguments=args, default_dialect="func")
        props = {"sym_name": A.StringAttr(name), "function_type": A.TypeAttr(A.FunctionType(types, results))}
        if vis:
            props["sym_visibility"] = A.StringAttr(vis)
        if any(arg_attrs):
            props["arg_attrs"] = A.ArrayAttr([A.DictionaryAttr(d) for d in arg_attrs])
        if any(res_attrs):
            props["res_attrs"] = A.ArrayAttr([A.DictionaryAttr(d) for d in res_attrs])
        for k in list(attrs):
            if k in cls._inherent_names:
                props[k] = attrs.pop(k)
        return cls.create(cls.OPNAME, (), (), attrs, props, [r])


@register
class ReturnOp(Op):
    OPNAME = "func.return"
    operands_ = var_operand()
    traits = {IsTerminator, ReturnLike, Pure, HasParent("func.func")}
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"


@register
class CallOp(Op):
    OPNAME = "func.call"
    callee = prop(A.SymbolRefAttr)
    operands_ = var_operand()
    results_ = var_result()
    arg_attrs = opt_prop(A.ArrayAttr)
    res_attrs = opt_prop(A.ArrayAttr)
    no_inline = opt_prop()
    assembly_format = "$callee `(` $operands_ `)` attr-dict `:` functional-type($operands_, $results_)"

    @classmethod
    def build_call(cls, callee: str, args, result_types, location=None):
        return cls.build(callee=A.SymbolRefAttr(callee), operands_=list(args), results_=list(result_types),
                         location=location)


@register
class CallIndirectOp(Op):
    OPNAME = "func.call_indirect"
    callee = operand()
    callee_operands = var_operand()
    results_ = var_result()
    arg_attrs = opt_prop(A.ArrayAttr)
    res_attrs = opt_prop(A.ArrayAttr)

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self.callee)
        p.write("(")
        p.print_operands(self.callee_operands)
        p.write(")")
        p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        p.print_type(self.callee.type)

    @classmethod
    def parse_custom(cls, parser):
        callee = parser.parse_operand()
        args = parser.parse_operand_list("(")
        attrs = parser.parse_optional_attr_dict()
        ft = parser.parse_colon_type()
        if not isinstance(ft, A.FunctionType):
            raise parser.error(f"expected a function type, got {ft}")
        c = parser.resolve_operand(callee, ft)
        vals = parser.resolve_operands(args, ft.inputs)
        return cls.create(cls.OPNAME, [c, *vals], ft.results, attrs)


@register
class ConstantOp(Op):
    OPNAME = "func.constant"
    value = prop(A.SymbolRefAttr)
    result_ = result()
    traits = {Pure, ConstantLike}
    assembly_format = "attr-dict $value `:` type($result_)"
