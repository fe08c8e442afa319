"""MLIR's declarative assembly format, interpreted.

An op class's ``assembly_format`` is compiled once into a list of directives that both print and
parse. Supported: ``$field`` (operand, property, region, successor), ``type($x)``,
``functional-type($ins, $outs)`` (``operands``/``results`` allowed), ``attr-dict``,
``attr-dict-with-keyword``, literals in backquotes (`` `:` ``, `` `to` ``, `` `` `` for no space),
optional groups ``( ... )?`` with an anchor ``^``.

Operand types that the format does not spell out are inferred: first from the op's
``same_type`` groups (tuples of field names whose types are equal), then from the op's
``infer_format_types(types, props)`` hook.

Properties take options (see ``opdef.prop``): ``dialect_attr`` prints ``#arith.fastmath<fast>``
as ``<fast>``; ``elide_type`` prints ``3 : i64`` as ``3``; ``enum`` prints an integer as a keyword;
``symbol`` prints a string as ``@name``; ``default`` values are not printed and are filled in
when absent.
"""
from __future__ import annotations

import re

from . import attributes as A
from .opdef import SINGLE, OPTIONAL, VARIADIC, OperandDef, ResultDef, PropDef, RegionDef, SuccessorDef
from .core import IRError


class FormatError(Exception):
    pass


# -- directive classes ----------------------------------------------------------------------

class Lit:
    def __init__(self, text):
        self.text = text


class Space:
    def __init__(self, text):
        self.text = text  # "" suppresses the next space, " " forces one


class Var:
    def __init__(self, field):
        self.field = field


class TypeOf:
    def __init__(self, fields):
        self.fields = fields  # list of Field or "operands"/"results"


class FuncType:
    def __init__(self, ins, outs):
        self.ins = ins
        self.outs = outs


class AttrDict:
    def __init__(self, keyword):
        self.keyword = keyword


class Group:
    def __init__(self, elems, anchor):
        self.elems = elems
        self.anchor = anchor  # Var


_TOK = re.compile(r"\s*(\$[A-Za-z_]\w*|`[^`]*`|functional-type|type|attr-dict-with-keyword|attr-dict|"
                  r"operands|results|\)\?|[()^,]|\S)")


def compile_format(cls, fmt: str):
    toks = _TOK.findall(fmt)
    toks = [t for t in toks if t.strip()]
    fields = {}
    for f in (*cls._operand_groups, *cls._result_groups, *cls._props, *cls._region_defs, *cls._successor_defs):
        fields[f.name] = f
    pos = 0

    def field_ref(tok):
        name = tok[1:]
        if name not in fields:
            raise FormatError(f"{cls.OPNAME}: unknown field ${name} in assembly format")
        return fields[name]

    def parse_elems(stop):
        nonlocal pos
        out = []
        anchor = None
        while pos < len(toks):
            t = toks[pos]
            if t in stop:
                return out, anchor
            pos += 1
            if t.startswith("$"):
                v = Var(field_ref(t))
                out.append(v)
                if pos < len(toks) and toks[pos] == "^":
                    pos += 1
                    anchor = v
            elif t.startswith("`"):
                text = t[1:-1]
                out.append(Space(text) if text.strip() == "" else Lit(text))
            elif t in ("type", "functional-type"):
                assert toks[pos] == "("
                pos += 1
                args = []
                while toks[pos] != ")":
                    if toks[pos] == ",":
                        pos += 1
                        continue
                    a = toks[pos]
                    args.append(a if a in ("operands", "results") else field_ref(a))
                    pos += 1
                pos += 1
                if t == "type":
                    out.append(TypeOf(args))
                    if pos < len(toks) and toks[pos] == "^":
                        pos += 1
                        anchor = out[-1]
                else:
                    out.append(FuncType(args[0], args[1]))
            elif t in ("attr-dict", "attr-dict-with-keyword"):
                out.append(AttrDict(t == "attr-dict-with-keyword"))
            elif t == "(":
                inner, a = parse_elems({")?"})
                pos += 1
                if a is None:
                    raise FormatError(f"{cls.OPNAME}: optional group without an anchor")
                out.append(Group(inner, a))
            else:
                raise FormatError(f"{cls.OPNAME}: unexpected '{t}' in assembly format")
        return out, anchor

    elems, _ = parse_elems(set())
    return Format(cls, elems)


def _is_punct(text):
    return text[0] != "_" and not text[0].isalpha()


class Format:
    def __init__(self, cls, elems):
        self.cls = cls
        self.elems = elems
        used = set()
        self._collect_used(elems, used)
        self.elided_attrs = frozenset(used)
        # inherent attributes the format does not print go in attr-dict (as in MLIR), unless
        # they are segment sizes or equal to their declared default
        self.attr_dict_hidden = self.elided_attrs | {"operandSegmentSizes", "resultSegmentSizes"}
        self.prop_defaults = {f.name: f.options["default"] for f in cls._props if "default" in f.options}

    def _collect_used(self, elems, used):
        for e in elems:
            if isinstance(e, Var) and isinstance(e.field, PropDef):
                used.add(e.field.name)
            elif isinstance(e, Group):
                self._collect_used(e.elems, used)

    # -- printing ------------------------------------------------------------------------------
    def print(self, op, p):
        state = {"space": True, "punct": False}
        self._print_elems(op, p, self.elems, state)

    def _space(self, p, state, text=None):
        if text is not None:
            # literal spacing rule from MLIR's OpFormatGen
            if state["space"]:
                if len(text) != 1 and text != "->":
                    p.write(" ")
                elif state["punct"]:
                    if text[0] not in ">)}],":
                        p.write(" ")
                elif text[0] not in "<>(){}[],":
                    p.write(" ")
            state["space"] = not (len(text) == 1 and text in "<({[")
            state["punct"] = _is_punct(text)
            return
        if state["space"]:
            p.write(" ")
        state["space"] = True
        state["punct"] = False

    def _print_elems(self, op, p, elems, state):
        for e in elems:
            t = type(e)
            if t is Lit:
                self._space(p, state, e.text)
                p.write(e.text)
            elif t is Space:
                if e.text == "":
                    state["space"] = False
                else:
                    p.write(e.text)
                    state["space"] = False
            elif t is Var:
                self._print_var(op, p, e.field, state)
            elif t is TypeOf:
                types = []
                for f in e.fields:
                    types.extend(self._types_of(op, f))
                self._space(p, state)
                p.print_types(types)
            elif t is FuncType:
                self._space(p, state)
                ins = self._types_of(op, e.ins)
                outs = self._types_of(op, e.outs)
                p.write("(" + ", ".join(map(p.type_str, ins)) + ") -> ")
                if len(outs) == 1 and not isinstance(outs[0], A.FunctionType):
                    p.print_type(outs[0])
                else:
                    p.write("(" + ", ".join(map(p.type_str, outs)) + ")")
            elif t is AttrDict:
                hidden, defaults = self.attr_dict_hidden, self.prop_defaults
                attrs = {**{k: v for k, v in op.properties.items() if k not in hidden and defaults.get(k) is not v},
                         **op.attributes}
                elided = hidden
                before = len(p.out)
                if e.keyword:
                    p.print_optional_attr_dict_with_keyword(attrs, elided)
                else:
                    p.print_optional_attr_dict(attrs, elided)
                if len(p.out) != before:
                    state["space"] = True
                    state["punct"] = False
            elif t is Group:
                if self._present(op, e.anchor):
                    self._print_elems(op, p, e.elems, state)

    def _types_of(self, op, f):
        if f == "operands":
            return [v.type for v in op.operands]
        if f == "results":
            return [r.type for r in op.results]
        v = getattr(op, f.name)
        if v is None:
            return []
        if isinstance(v, list):
            return [x.type for x in v]
        return [v.type]

    def _present(self, op, anchor):
        if isinstance(anchor, TypeOf):
            return bool(self._types_of(op, anchor.fields[0]))
        f = anchor.field
        v = getattr(op, f.name)
        if isinstance(f, PropDef):
            if v is None:
                return False
            d = f.options.get("default")
            return v is not d
        if isinstance(v, list):
            return bool(v)
        return v is not None

    def _print_var(self, op, p, f, state):
        if isinstance(f, OperandDef):
            v = getattr(op, f.name)
            vals = v if isinstance(v, list) else ([] if v is None else [v])
            if vals:
                self._space(p, state)
                p.print_operands(vals)
        elif isinstance(f, PropDef):
            a = getattr(op, f.name)
            if a is None or a is A.UNIT:
                return
            self._space(p, state)
            p.write(_format_prop(f, a, p))
            if f.options.get("dialect_attr"):
                state["punct"] = True
        elif isinstance(f, RegionDef):
            self._space(p, state)
            regs = op.regions[f.index:] if f.arity == VARIADIC else [op.regions[f.index]]
            for i, r in enumerate(regs):
                if i:
                    p.write(", ")
                p.print_region(r, print_entry_args=True, print_terminators=True)
        elif isinstance(f, SuccessorDef):
            self._space(p, state)
            succ = op.successors[f.index:] if f.arity == VARIADIC else [op.successors[f.index]]
            p.write(", ".join(p.block_names.get(b, "^?") for b in succ))

    # -- parsing -------------------------------------------------------------------------------
    def parse(self, parser, cls):
        st = _ParseState()
        self._parse_elems(parser, cls, self.elems, st)
        return self._build(parser, cls, st)

    def _parse_elems(self, parser, cls, elems, st):
        for e in elems:
            t = type(e)
            if t is Lit:
                parser.expect(e.text)
            elif t is Space:
                continue
            elif t is Var:
                self._parse_var(parser, e.field, st)
            elif t is TypeOf:
                for f in e.fields:
                    if isinstance(f, str) or f.arity == VARIADIC:
                        types = parser.parse_type_list() if self._starts_type(parser) else []
                        st.types[f if isinstance(f, str) else f.name] = types
                    elif f.arity == OPTIONAL:
                        t2 = parser.parse_optional_type()
                        st.types[f.name] = [t2] if t2 is not None else []
                    else:
                        st.types[f.name] = [parser.parse_type()]
            elif t is FuncType:
                ft = parser.parse_type()
                if not isinstance(ft, A.FunctionType):
                    raise parser.error(f"expected a function type, got {ft}")
                self._assign_types(st, e.ins, list(ft.inputs))
                self._assign_types(st, e.outs, list(ft.results))
            elif t is AttrDict:
                d = parser.parse_optional_attr_dict_with_keyword() if e.keyword else parser.parse_optional_attr_dict()
                st.attrs.update(d)
            elif t is Group:
                if self._group_starts(parser, e):
                    self._parse_elems(parser, cls, e.elems, st)

    def _assign_types(self, st, f, types):
        if f == "operands":
            st.types["operands"] = types
        elif f == "results":
            st.types["results"] = types
        else:
            st.types[f.name] = types

    @staticmethod
    def _starts_type(parser):
        k = parser.tok_kind
        return k in ("bare", "bangid") or (k == "punct" and parser.tok_text == "(")

    def _group_starts(self, parser, g):
        first = g.elems[0]
        if isinstance(first, Space):
            first = g.elems[1]
        if isinstance(first, Lit):
            return parser.at(first.text)
        if isinstance(first, Var):
            f = first.field
            if isinstance(f, OperandDef):
                return parser.tok_kind == "value"
            if isinstance(f, RegionDef):
                return parser.at("{")
            if isinstance(f, SuccessorDef):
                return parser.tok_kind == "block"
            if isinstance(f, PropDef):
                if f.options.get("dialect_attr"):
                    return parser.at("<")
                if f.options.get("symbol"):
                    return parser.tok_kind == "symbol"
                return parser.tok_kind not in ("punct",) or parser.tok_text in ("[", "{", "-")
        if isinstance(first, TypeOf):
            return self._starts_type(parser)
        return False

    def _parse_var(self, parser, f, st):
        if isinstance(f, OperandDef):
            if f.arity == SINGLE:
                st.operands[f.name] = [parser.parse_operand()]
            elif f.arity == OPTIONAL:
                r = parser.parse_optional_operand()
                st.operands[f.name] = [r] if r is not None else []
            else:
                st.operands[f.name] = parser.parse_operand_list()
        elif isinstance(f, PropDef):
            st.props[f.name] = _parse_prop(parser, f)
        elif isinstance(f, RegionDef):
            if f.arity == VARIADIC:
                regs = [parser.parse_region()]
                while parser.accept(","):
                    regs.append(parser.parse_region())
                st.regions.extend(regs)
            else:
                st.regions.append(parser.parse_region())
        elif isinstance(f, SuccessorDef):
            if f.arity == VARIADIC:
                st.successors.extend(parser.parse_comma_separated(parser.parse_successor))
            else:
                st.successors.append(parser.parse_successor())

    def _build(self, parser, cls, st):
        types = dict(st.types)
        # infer missing operand/result types
        props = dict(st.props)
        for f in cls._props:
            if f.name not in props and "default" in f.options:
                props[f.name] = f.options["default"]
        ops_fields = cls._operand_groups
        res_fields = cls._result_groups
        if "operands" in types:
            it = iter(types.pop("operands"))
            for f in ops_fields:
                n = len(st.operands.get(f.name, ()))
                types[f.name] = [next(it) for _ in range(n)]
        if "results" in types:
            rt = types.pop("results")
            var = [f for f in res_fields if f.arity != SINGLE]
            n_single = len(res_fields) - len(var)
            i = 0
            for f in res_fields:
                n = 1 if f.arity == SINGLE else len(rt) - n_single
                types[f.name] = rt[i:i + n]
                i += n
        for group in getattr(cls, "same_type", ()):
            known = next((types[n] for n in group if n in types and types[n]), None)
            if known is not None:
                for n in group:
                    if n not in types:
                        cnt = len(st.operands.get(n, ())) if n in st.operands else 1
                        types[n] = [known[0]] * cnt
        missing = [f.name for f in (*ops_fields, *res_fields)
                   if f.name not in types and (f.arity == SINGLE or f.name in st.operands and st.operands[f.name])]
        if missing:
            hook = getattr(cls, "infer_format_types", None)
            if hook is not None:
                flat = {k: (v[0] if len(v) == 1 else v) for k, v in types.items()}
                for k, v in hook(flat, props, st.operands).items():
                    if k not in types:
                        types[k] = v if isinstance(v, list) else [v]
            still = [m for m in missing if m not in types]
            if still:
                raise parser.error(f"'{cls.OPNAME}': cannot infer the type of {', '.join(still)}")
        operands = []
        seg = []
        for f in ops_fields:
            refs = st.operands.get(f.name, [])
            ts = types.get(f.name, [])
            if len(ts) != len(refs):
                if len(ts) == 1 and len(refs) > 1:
                    ts = ts * len(refs)
                else:
                    raise parser.error(f"'{cls.OPNAME}': {len(refs)} operand(s) for '{f.name}' but {len(ts)} type(s)")
            operands.extend(parser.resolve_operands(refs, ts))
            seg.append(len(refs))
        results = []
        rseg = []
        for f in res_fields:
            ts = types.get(f.name, [])
            results.extend(ts)
            rseg.append(len(ts))
        if "operandSegmentSizes" in cls._inherent_names and sum(f.arity != SINGLE for f in ops_fields) > 1:
            props["operandSegmentSizes"] = A.DenseArrayAttr(A.I32, seg)
        if "resultSegmentSizes" in cls._inherent_names and sum(f.arity != SINGLE for f in res_fields) > 1:
            props["resultSegmentSizes"] = A.DenseArrayAttr(A.I32, rseg)
        attrs = {}
        for k, v in st.attrs.items():
            if k in cls._inherent_names:
                props[k] = v
            else:
                attrs[k] = v
        return cls.create(cls.OPNAME, operands, results, attrs, props, st.regions, st.successors)


class _ParseState:
    __slots__ = ("operands", "types", "props", "attrs", "regions", "successors")

    def __init__(self):
        self.operands = {}
        self.types = {}
        self.props = {}
        self.attrs = {}
        self.regions = []
        self.successors = []


def _format_prop(f, a, p):
    o = f.options
    if "enum" in o and type(a) is A.IntegerAttr:
        return o["enum"][a.value]
    da = o.get("dialect_attr")
    if da and type(a) is A.OpaqueAttr:
        prefix = da.split(".", 1)[1] if "." in da else ""
        if a.body.startswith(prefix):
            return a.body[len(prefix):]
    if o.get("symbol") and type(a) is A.StringAttr:
        return A.format_symbol_name(a.value)
    et = o.get("elide_type")
    if et is not None and type(a) in (A.IntegerAttr, A.FloatAttr) and a.type is et:
        return a.format_value()
    if type(a) is A.TypeAttr:
        return p.type_str(a.value)
    return p.attr_str(a)


def _parse_prop(parser, f):
    o = f.options
    if "enum" in o:
        kw = parser.parse_any_keyword("enum keyword")
        try:
            return A.IntegerAttr(o["enum"].index(kw), o.get("enum_type", A.I64))
        except ValueError:
            raise parser.error(f"unknown keyword '{kw}' for '{f.name}' (expected one of {', '.join(o['enum'])})")
    da = o.get("dialect_attr")
    if da:
        if parser.tok_kind == "hashid":
            return parser.parse_attribute()
        dialect, _, name = da.partition(".")
        body = parser._balanced_body()
        return A.OpaqueAttr(dialect, name + body)
    if o.get("symbol"):
        return A.StringAttr(parser.parse_symbol_name())
    et = o.get("elide_type")
    if et is not None:
        return parser.parse_attribute(et)
    if o.get("type_attr"):
        return A.TypeAttr(parser.parse_type())
    return parser.parse_attribute()
