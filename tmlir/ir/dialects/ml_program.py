"""ml_program dialect: module-level globals and program functions, with MLIR's custom forms.

    ml_program.global private mutable @g(dense<0.000000e+00> : tensor<4xf32>) : tensor<4xf32>
    ml_program.global private mutable @e : tensor<4xf32>                  // no initial value
    ml_program.global private @x(#ml_program.extern : tensor<4xf32>) : tensor<4xf32>
    %g = ml_program.global_load @g : tensor<4xf32>
    %c = ml_program.global_load_const @c : tensor<2xi32>
    ml_program.global_store @g = %v : tensor<4xf32>
    ml_program.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> { ... ml_program.return %x : tensor<4xf32> }

plus the graph forms (``subgraph``, ``output``, ``global_load_graph``, ``global_store_graph``,
``token``). A global without ``sym_visibility`` prints as ``public`` (and parses back with it set),
as MLIR does. An immutable global needs an initial value; ``global_store`` needs a mutable global,
``global_load_const`` an immutable one; loads and stores must use the global's type.
"""
from __future__ import annotations

from .. import attributes as A
from ..core import Block, Region, VerifyError
from ..opdef import (Op, register, operand, var_operand, result, prop, opt_prop, region,
                     IsTerminator, ReturnLike, HasParent, IsolatedFromAbove, Symbol, SymbolTable)
from ..parser import DIALECT_ATTR_PARSERS

TOKEN = A.OpaqueType("ml_program", "token")


def extern_attr(type) -> A.OpaqueAttr:
    """``#ml_program.extern : type``: a global whose value is supplied from outside."""
    return A.OpaqueAttr("ml_program", f"extern : {type}")


def _parse_ml_program_attr(parser, rest, pos):
    # `#ml_program.extern : type` carries its type after a colon
    if rest == "extern" and parser.at(":"):
        parser.next()
        return extern_attr(parser.parse_type())
    return None


DIALECT_ATTR_PARSERS["ml_program"] = _parse_ml_program_attr

_VISIBILITIES = ("public", "private", "nested")


def _err(op, msg):
    raise VerifyError(f"'{op.name}' {msg}", op=op)


# ---------------------------------------------------------------------------------------------
# Globals
# ---------------------------------------------------------------------------------------------

@register
class GlobalOp(Op):
    """``ml_program.global``: a module-level value (``value`` is an elements attribute, the
    ``#ml_program.extern`` attribute, or absent for a mutable global)."""

    OPNAME = "ml_program.global"
    sym_name = prop(A.StringAttr)
    type = prop(A.TypeAttr)
    is_mutable = opt_prop(lambda a: a is A.UNIT)
    value = opt_prop()
    sym_visibility = opt_prop(A.StringAttr)
    traits = {Symbol}

    @classmethod
    def build_global(cls, name, type, value=None, mutable=False, visibility="private", location=None):
        return cls.build(sym_name=A.StringAttr(name), type=A.TypeAttr(type), value=value,
                         is_mutable=A.UNIT if mutable else None,
                         sym_visibility=A.StringAttr(visibility) if visibility else None, location=location)

    @property
    def global_type(self):
        return self.type.value

    @property
    def mutable(self) -> bool:
        return self.is_mutable is not None

    def verify_(self):
        if not self.mutable and self.value is None:
            _err(self, f"@{self.sym_name.value}: an immutable global must have an initial value")
        v = self.sym_visibility
        if v is not None and v.value not in _VISIBILITIES:
            _err(self, f"unknown visibility '{v.value}'")

    def print_custom(self, p):
        vis = self.sym_visibility.value if self.sym_visibility is not None else "public"
        p.write(" " + vis)
        if self.mutable:
            p.write(" mutable")
        p.write(" " + A.format_symbol_name(self.sym_name.value))
        if self.value is not None:
            p.write("(" + p.attr_str(self.value) + ")")
        p.write(" : ")
        p.print_type(self.type.value)
        p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        props = {}
        if parser.tok_kind == "bare" and parser.tok_text in _VISIBILITIES:
            props["sym_visibility"] = A.StringAttr(parser.tok_text)
            parser.next()
        if parser.accept("mutable"):
            props["is_mutable"] = A.UNIT
        props["sym_name"] = A.StringAttr(parser.parse_symbol_name())
        if parser.accept("("):
            props["value"] = parser.parse_attribute()
            parser.expect(")")
        props["type"] = A.TypeAttr(parser.parse_colon_type())
        attrs = parser.parse_optional_attr_dict()
        for k in list(attrs):
            if k in cls._inherent_names:
                props[k] = attrs.pop(k)
        return cls.create(cls.OPNAME, (), (), attrs, props)


def _symbol_table_of(op):
    p = op.parent_op
    while p is not None and SymbolTable not in getattr(type(p), "traits", ()):
        p = p.parent_op
    return p


def lookup_global(op, ref):
    """The ``ml_program.global`` named by ``ref`` (a SymbolRefAttr) in the nearest symbol table."""
    table = _symbol_table_of(op)
    if table is None or not table.regions or not table.regions[0].blocks:
        return None
    for o in table.regions[0].blocks[0]:
        if type(o) is GlobalOp and o.sym_name.value == ref.root:
            return o
    return None


class _GlobalAccess(Op):
    """Ops naming a global with the ``global`` property (a Python keyword: use ``global_ref``)."""

    @classmethod
    def build(cls, **kw):
        # the field-driven builder: a generated one cannot take the keyword 'global' as a parameter
        return cls.generic_build(**kw)

    @property
    def global_ref(self) -> A.SymbolRefAttr:
        return self.get_attr("global")

    @property
    def global_name(self) -> str:
        return self.global_ref.root

    def asm_result_names(self):
        return self.global_ref.root if self.name in ("ml_program.global_load", "ml_program.global_load_const") \
            else None

    def _check_global(self, value_type, store=False, const=False):
        ref = self.global_ref
        if type(ref) is not A.SymbolRefAttr:
            _err(self, "requires a symbol reference attribute 'global'")
        g = lookup_global(self, ref)
        if g is None:
            if _symbol_table_of(self) is not None:
                _err(self, f"undefined global: {ref}")
            return
        if value_type != g.global_type:
            verb = "store" if store else "load"
            _err(self, f"cannot {verb} {'to' if store else 'from'} global typed '{g.global_type}' as '{value_type}'")
        if store and not g.mutable:
            _err(self, f"cannot store to an immutable global {ref}")
        if const and g.mutable:
            _err(self, f"cannot load as const from mutable global {ref}")


def _global_op(clsname, opname, fields, fmt, doc, verify):
    ns = {"OPNAME": opname, "__module__": __name__, "__qualname__": clsname, "__doc__": doc,
          "global": prop(A.SymbolRefAttr), "assembly_format": fmt, "verify_": verify}
    ns.update(fields)
    cls = register(type(clsname, (_GlobalAccess,), ns))
    globals()[clsname] = cls
    return cls


GlobalLoadOp = _global_op(
    "GlobalLoadOp", "ml_program.global_load", {"result": result()}, "$global `:` type($result) attr-dict",
    "``ml_program.global_load @g : t`` (``build(result=t, **{'global': SymbolRefAttr('g')})`` or ``build_load``).",
    lambda self: self._check_global(self.result.type))
GlobalLoadConstOp = _global_op(
    "GlobalLoadConstOp", "ml_program.global_load_const", {"result": result()}, "$global `:` type($result) attr-dict",
    "``ml_program.global_load_const @g : t``: loads an immutable global.",
    lambda self: self._check_global(self.result.type, const=True))
GlobalStoreOp = _global_op(
    "GlobalStoreOp", "ml_program.global_store", {"value": operand()}, "$global `=` $value `:` type($value) attr-dict",
    "``ml_program.global_store @g = %v : t``: stores to a mutable global.",
    lambda self: self._check_global(self.value.type, store=True))


def _load_builder(cls):
    @classmethod
    def build_load(klass, name, type, location=None):
        return klass.build(result=type, location=location, **{"global": A.SymbolRefAttr(name)})
    return build_load


GlobalLoadOp.build_load = _load_builder(GlobalLoadOp)
GlobalLoadConstOp.build_load = _load_builder(GlobalLoadConstOp)


@classmethod
def _build_store(cls, name, value, location=None):
    return cls.build(value=value, location=location, **{"global": A.SymbolRefAttr(name)})


GlobalStoreOp.build_store = _build_store


# -- graph forms --------------------------------------------------------------------------------

def _print_ordering(p, tokens, produced):
    p.write(" ordering(")
    p.write("()" if not tokens else ", ".join(p.value_name(v) for v in tokens))
    p.write(" -> ")
    p.print_type(produced)
    p.write(")")


def _parse_ordering(parser):
    parser.expect("ordering")
    parser.expect("(")
    refs = []
    if parser.accept("("):
        parser.expect(")")
    else:
        refs.append(parser.parse_operand())
        while parser.accept(","):
            refs.append(parser.parse_operand())
    parser.expect("->")
    t = parser.parse_type()
    parser.expect(")")
    return parser.resolve_operands(refs, [TOKEN] * len(refs)), t


def _verify_load_graph(self):
    self._check_global(self.results[0].type)


def _verify_store_graph(self):
    self._check_global(self.operands[0].type, store=True)


class _LoadGraph(_GlobalAccess):
    def print_custom(self, p):
        p.write(" " + str(self.global_ref))
        _print_ordering(p, self.consume_tokens, self.results[1].type)
        p.write(" : ")
        p.print_type(self.results[0].type)
        p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_attribute()
        toks, tt = _parse_ordering(parser)
        t = parser.parse_colon_type()
        attrs = parser.parse_optional_attr_dict()
        return cls.create(cls.OPNAME, toks, [t, tt], attrs, {"global": ref})


class _StoreGraph(_GlobalAccess):
    def print_custom(self, p):
        p.write(" " + str(self.global_ref) + " = ")
        p.print_operand(self.operands[0])
        _print_ordering(p, self.consume_tokens, self.results[0].type)
        p.write(" : ")
        p.print_type(self.operands[0].type)
        p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_attribute()
        parser.expect("=")
        v = parser.parse_operand()
        toks, tt = _parse_ordering(parser)
        t = parser.parse_colon_type()
        attrs = parser.parse_optional_attr_dict()
        return cls.create(cls.OPNAME, [parser.resolve_operand(v, t), *toks], [tt], attrs, {"global": ref})


GlobalLoadGraphOp = register(type("GlobalLoadGraphOp", (_LoadGraph,), {
    "OPNAME": "ml_program.global_load_graph", "__module__": __name__,
    "__doc__": "``%v, %tok = ml_program.global_load_graph @g ordering(%t -> !ml_program.token) : t``.",
    "global": prop(A.SymbolRefAttr), "consume_tokens": var_operand(), "result": result(),
    "produce_token": result(), "verify_": _verify_load_graph}))
GlobalStoreGraphOp = register(type("GlobalStoreGraphOp", (_StoreGraph,), {
    "OPNAME": "ml_program.global_store_graph", "__module__": __name__,
    "__doc__": "``%tok = ml_program.global_store_graph @g = %v ordering(() -> !ml_program.token) : t``.",
    "global": prop(A.SymbolRefAttr), "value": operand(), "consume_tokens": var_operand(),
    "produce_token": result(), "verify_": _verify_store_graph}))


@register
class TokenOp(Op):
    """``%t = ml_program.token``: a fresh ordering token."""

    OPNAME = "ml_program.token"
    token = result()
    assembly_format = "attr-dict"

    @classmethod
    def infer_format_types(cls, types, props, operands):
        return {"token": TOKEN}

    @classmethod
    def build_token(cls, location=None):
        return cls.build(token=TOKEN, location=location)


# ---------------------------------------------------------------------------------------------
# Functions
# ---------------------------------------------------------------------------------------------

class _FunctionLike(Op):
    """``ml_program.func`` / ``ml_program.subgraph``: printed like ``func.func`` (no default
    dialect in the body, so nested ops print fully qualified)."""

    TERMINATOR = None

    @classmethod
    def build_func(cls, name, inputs, results, visibility=None, location=None, declaration=False):
        r = Region()
        if not declaration:
            r.add_block(Block(inputs))
        return cls.build(sym_name=A.StringAttr(name), function_type=A.TypeAttr(A.FunctionType(inputs, results)),
                         sym_visibility=A.StringAttr(visibility) if visibility else None, regions=[r],
                         location=location)

    @property
    def entry_block(self):
        return self.regions[0].blocks[0] if self.regions[0].blocks else None

    def is_declaration(self):
        return not self.regions[0].blocks

    def verify_(self):
        ft = self.function_type.value
        if not isinstance(ft, A.FunctionType):
            _err(self, f"@{self.sym_name.value}: function_type must be a function type")
        b = self.entry_block
        if b is None:
            return
        if b.arg_types != list(ft.inputs):
            _err(self, f"@{self.sym_name.value}: entry block arguments ({', '.join(map(str, b.arg_types))}) do not "
                 f"match the function type {ft}")
        for blk in self.regions[0].blocks:
            t = blk._last
            if t is not None and t.name == self.TERMINATOR and [v.type for v in t.operands] != list(ft.results):
                raise VerifyError(f"'{t.name}' returns ({', '.join(str(v.type) for v in t.operands)}) but "
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
        parts = []
        for i, t in enumerate(ft.inputs):
            attrs = arg_attrs[i].value if i < len(arg_attrs) and arg_attrs[i].value else None
            if b is not None:
                s = f"{p.value_name(b.args[i])}: {p.type_str(t)}"
            else:
                s = p.type_str(t)
            if attrs:
                s += " " + p.attr_dict_str(attrs)
            parts.append(s)
        p.write(", ".join(parts) + ")")
        if ft.results:
            p.write(" -> ")
            if len(ft.results) == 1 and not any(d.value for d in res_attrs) and \
                    not isinstance(ft.results[0], A.FunctionType):
                p.print_type(ft.results[0])
            else:
                rs = []
                for i, t in enumerate(ft.results):
                    s = p.type_str(t)
                    if i < len(res_attrs) and res_attrs[i].value:
                        s += " " + p.attr_dict_str(res_attrs[i].value)
                    rs.append(s)
                p.write("(" + ", ".join(rs) + ")")
        p.print_optional_attr_dict_with_keyword(self.attributes)
        if b is not None:
            p.write(" ")
            p.print_region(self.regions[0], print_entry_args=False, print_terminators=True)

    @classmethod
    def parse_custom(cls, parser):
        props = {}
        if parser.tok_kind == "bare" and parser.tok_text in _VISIBILITIES:
            props["sym_visibility"] = A.StringAttr(parser.tok_text)
            parser.next()
        props["sym_name"] = A.StringAttr(parser.parse_symbol_name())
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
                if parser.accept(")"):
                    break
                parser.expect(",")
        results, res_attrs = [], []
        if parser.accept("->"):
            if parser.accept("("):
                if not parser.accept(")"):
                    while True:
                        results.append(parser.parse_type())
                        res_attrs.append(parser.parse_optional_attr_dict())
                        if parser.accept(")"):
                            break
                        parser.expect(",")
            else:
                results.append(parser.parse_type())
                res_attrs.append({})
        attrs = parser.parse_optional_attr_dict_with_keyword()
        r = Region()
        if parser.at("{"):
            if not named and types:
                raise parser.error("expected named arguments for a function with a body")
            r = parser.parse_region(arguments=args)
        props["function_type"] = A.TypeAttr(A.FunctionType(types, results))
        if any(arg_attrs):
            props["arg_attrs"] = A.ArrayAttr([A.DictionaryAttr(d) for d in arg_attrs])
        if any(res_attrs):
            props["res_attrs"] = A.ArrayAttr([A.DictionaryAttr(d) for d in res_attrs])
        for k in list(attrs):
            if k in cls._inherent_names:
                props[k] = attrs.pop(k)
        return cls.create(cls.OPNAME, (), (), attrs, props, [r])


@register
class FuncOp(_FunctionLike):
    """``ml_program.func``: a function of the program (terminated by ``ml_program.return``)."""

    OPNAME = "ml_program.func"
    TERMINATOR = "ml_program.return"
    sym_name = prop(A.StringAttr)
    function_type = prop(A.TypeAttr)
    sym_visibility = opt_prop(A.StringAttr)
    arg_attrs = opt_prop(A.ArrayAttr)
    res_attrs = opt_prop(A.ArrayAttr)
    body = region()
    traits = {IsolatedFromAbove, Symbol}


@register
class SubgraphOp(_FunctionLike):
    """``ml_program.subgraph``: a graph-region function (terminated by ``ml_program.output``)."""

    OPNAME = "ml_program.subgraph"
    TERMINATOR = "ml_program.output"
    sym_name = prop(A.StringAttr)
    function_type = prop(A.TypeAttr)
    sym_visibility = opt_prop(A.StringAttr)
    arg_attrs = opt_prop(A.ArrayAttr)
    res_attrs = opt_prop(A.ArrayAttr)
    body = region()
    traits = {IsolatedFromAbove, Symbol}
    graph_region = True


@register
class ReturnOp(Op):
    """``ml_program.return %v : t``."""

    OPNAME = "ml_program.return"
    operands_ = var_operand()
    traits = {IsTerminator, ReturnLike, HasParent("ml_program.func")}
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"


@register
class OutputOp(Op):
    """``ml_program.output %v : t``: terminates a subgraph."""

    OPNAME = "ml_program.output"
    operands_ = var_operand()
    traits = {IsTerminator, ReturnLike, HasParent("ml_program.subgraph")}
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"


# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------

def _insert(b, op):
    if isinstance(b, Block):
        b.append(op)
    else:
        b.insert(op)
    return op


def global_load(b, name, type):
    return _insert(b, GlobalLoadOp.build_load(name, type)).result


def global_load_const(b, name, type):
    return _insert(b, GlobalLoadConstOp.build_load(name, type)).result


def global_store(b, name, value):
    return _insert(b, GlobalStoreOp.build_store(name, value))
