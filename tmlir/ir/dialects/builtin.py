"""builtin dialect: ``module`` and ``unrealized_conversion_cast``."""
from __future__ import annotations

from ..attributes import StringAttr, format_symbol_name
from ..core import Block, Region
from ..opdef import (Op, register, var_operand, var_result, region, opt_prop, NoTerminator, SymbolTable,
                     IsolatedFromAbove, SingleBlock)


@register
class ModuleOp(Op):
    """``module @name attributes {...} { ... }``: a graph region holding top-level ops."""

    OPNAME = "builtin.module"
    sym_name = opt_prop(StringAttr)
    sym_visibility = opt_prop(StringAttr)
    body_region = region()
    traits = {NoTerminator, SymbolTable, IsolatedFromAbove, SingleBlock}
    graph_region = True

    @classmethod
    def build_empty(cls, name=None, location=None):
        return cls.build(sym_name=StringAttr(name) if name else None, regions=[Region([Block()])],
                         location=location)

    @property
    def body(self) -> Block:
        r = self.regions[0]
        if not r.blocks:
            r.add_block(Block())
        return r.blocks[0]

    def print_custom(self, p):
        if self.sym_name is not None:
            p.write(" " + format_symbol_name(self.sym_name.value))
        p.print_optional_attr_dict_with_keyword(self.attributes)
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=True)

    @classmethod
    def parse_custom(cls, parser):
        name = parser.parse_optional_symbol_name()
        attrs = parser.parse_optional_attr_dict_with_keyword()
        r = parser.parse_region(arguments=[])
        if not r.blocks:
            r.add_block(Block())
        props = {"sym_name": StringAttr(name)} if name else {}
        for k in ("sym_visibility",):
            if k in attrs:
                props[k] = attrs.pop(k)
        return cls.create(cls.OPNAME, (), (), attrs, props, [r])

    def verify_(self):
        pass


@register
class UnrealizedConversionCastOp(Op):
    """``builtin.unrealized_conversion_cast %a : t1 to t2``, left by partial conversions."""

    OPNAME = "builtin.unrealized_conversion_cast"
    inputs = var_operand()
    outputs = var_result()
    assembly_format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"
