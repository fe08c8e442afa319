"""Operator schemas, as PyTorch's JIT registry states them, parsed without PyTorch.

    >>> s = parse_schema("aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor")
    >>> [(a.name, str(a.type), a.default, a.kwarg_only) for a in s.arguments]
    [('self', 'Tensor', NO_DEFAULT, False), ('other', 'Tensor', NO_DEFAULT, False), ('alpha', 'Scalar', 1, True)]
    >>> s.op_name, s.has_value_semantics
    ('torch.aten.add.Tensor', True)

The generated op table (``generated_ops.py``) stores each schema as its text; ``FunctionSchema``
objects are built on first use. A schema knows its argument and return names, types, defaults,
keyword-only markers and alias annotations (``Tensor(a!)``: written; ``Tensor(a)``: aliased), and
the ops related to it (in-place ``add_``, ``out=`` variant, functional op), which the generator
works out once from the whole registry.
"""
from __future__ import annotations

import re

__all__ = ["FunctionSchema", "Argument", "SchemaType", "AliasInfo", "parse_schema", "NO_DEFAULT",
           "SchemaParseError"]


class _NoDefault:
    __slots__ = ()

    def __repr__(self):
        return "NO_DEFAULT"

    def __bool__(self):
        return False


NO_DEFAULT = _NoDefault()


class SchemaParseError(ValueError):
    pass


class AliasInfo:
    """An alias annotation: ``(a!)`` -> before ``("a",)``, written; ``(b -> *)`` -> before
    ``("b",)``, after ``("*",)``; ``(b|a)`` -> before ``("b", "a")``."""

    __slots__ = ("before", "after", "is_write")

    def __init__(self, before, after, is_write):
        self.before = tuple(before)
        self.after = tuple(after)
        self.is_write = is_write

    def __str__(self):
        s = "|".join(self.before) + ("!" if self.is_write else "")
        if self.after != self.before:
            s += " -> " + "|".join(self.after)
        return s

    def __repr__(self):
        return f"AliasInfo({self})"

    def __eq__(self, other):
        return isinstance(other, AliasInfo) and (self.before, self.after, self.is_write) == (
            other.before, other.after, other.is_write)

    def __hash__(self):
        return hash((self.before, self.after, self.is_write))


class SchemaType:
    """A schema type, without alias annotations.

    ``kind`` is a base name (``Tensor``, ``int``, ``SymInt``, ``Scalar``, ``t``, ...) or one of
    ``list`` (``T[]``, ``T[N]``; ``size`` holds N), ``optional`` (``T?``), ``tuple`` (``(A, B)``)
    and the parameterised ``Dict``, ``Future``, ``Await``, ``RRef``, ``Union``; ``elems`` holds
    the element types. ``alias`` is the annotation on this type (``Tensor(a!)``), if any.
    """

    __slots__ = ("kind", "elems", "size", "alias")

    def __init__(self, kind, elems=(), size=None, alias=None):
        self.kind = kind
        self.elems = tuple(elems)
        self.size = size
        self.alias = alias

    def __str__(self):
        k = self.kind
        if k == "list":
            return f"{self.elems[0]}[{'' if self.size is None else self.size}]"
        if k == "optional":
            return f"{self.elems[0]}?"
        if k == "tuple":
            return "(" + ", ".join(map(str, self.elems)) + ")"
        if self.elems:
            return f"{k}(" + ", ".join(map(str, self.elems)) + ")"
        return k

    def __repr__(self):
        return f"SchemaType({self})"

    @property
    def element(self):
        return self.elems[0] if self.elems else None

    @property
    def is_optional(self):
        return self.kind == "optional"

    @property
    def is_list(self):
        return self.kind == "list"

    def unwrap_optional(self):
        return self.elems[0] if self.kind == "optional" else self

    def is_tensor_like(self):
        """Tensor, optional tensor, or a list of them."""
        t = self.unwrap_optional()
        if t.kind == "list":
            t = t.elems[0].unwrap_optional()
        return t.kind == "Tensor"

    def walk(self):
        yield self
        for e in self.elems:
            yield from e.walk()

    def has_alias(self):
        return any(t.alias is not None for t in self.walk())

    def is_written(self):
        return any(t.alias is not None and t.alias.is_write for t in self.walk())


class Argument:
    """An argument (or return) of a schema."""

    __slots__ = ("name", "type", "default", "kwarg_only", "index")

    def __init__(self, name, type, default=NO_DEFAULT, kwarg_only=False, index=0):
        self.name = name
        self.type = type
        self.default = default
        self.kwarg_only = kwarg_only
        self.index = index

    @property
    def has_default(self):
        return self.default is not NO_DEFAULT

    @property
    def alias(self):
        """The alias annotation on the argument itself (``Tensor(a!) self``), else on its list
        elements (``Tensor(a!)[] self``), else None."""
        t = self.type
        if t.alias is not None:
            return t.alias
        for x in t.walk():
            if x.alias is not None:
                return x.alias
        return None

    @property
    def is_write(self):
        return self.type.is_written()

    @property
    def is_optional(self):
        return self.type.kind == "optional"

    def __repr__(self):
        d = "" if self.default is NO_DEFAULT else f"={self.default!r}"
        return f"<Argument {self.type} {self.name}{d}>"


_TOKEN = re.compile(r"""\s*(?:
    (?P<str>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')
  | (?P<num>-?(?:[0-9]+\.?[0-9]*(?:[eE][-+]?[0-9]+)?|\.[0-9]+(?:[eE][-+]?[0-9]+)?))(?![\w.])
  | (?P<arrow>->)
  | (?P<ellipsis>\.\.\.)
  | (?P<id>[A-Za-z_][\w]*(?:(?:::|\.)[A-Za-z_][\w]*)*)
  | (?P<punct>[()\[\],?*!|=.])
)""", re.VERBOSE)

_PARAM_TYPES = {"Dict", "Future", "Await", "RRef", "Union"}
_ESCAPES = {"n": "\n", "t": "\t", "f": "\f", "v": "\v", "r": "\r", "a": "\a", "b": "\b", "0": "\0",
            '"': '"', "'": "'", "\\": "\\"}


def _unescape(body):
    out = []
    i = 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            n = body[i + 1]
            if n == "x":
                out.append(chr(int(body[i + 2:i + 4], 16)))
                i += 4
                continue
            out.append(_ESCAPES.get(n, n))
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


class _Lexer:
    def __init__(self, text):
        self.text = text
        self.toks = []  # (kind, text)
        pos = 0
        n = len(text)
        while True:
            m = _TOKEN.match(text, pos)
            if m is None:
                if text[pos:].strip():
                    raise SchemaParseError(f"bad character at {pos} in schema {text!r}")
                break
            kind = m.lastgroup
            self.toks.append((kind, m.group(kind)))
            pos = m.end()
            if pos >= n:
                break
        self.toks.append(("eof", ""))
        self.i = 0

    def peek(self, k=0):
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def next(self):
        t = self.toks[self.i]
        self.i += 1
        return t

    def at(self, text):
        return self.toks[self.i][1] == text and self.toks[self.i][0] != "str"

    def accept(self, text):
        if self.at(text):
            self.i += 1
            return True
        return False

    def expect(self, text):
        if not self.accept(text):
            raise SchemaParseError(f"expected '{text}' at token {self.toks[self.i][1]!r} in schema {self.text!r}")


def _parse_alias(lx):
    """After '(' of an alias annotation: ``a``, ``a!``, ``b|a``, ``*``, ``b -> *``; eats ')'."""
    def alias_set():
        names = []
        while True:
            k, t = lx.next()
            if t == "*" or k == "id":
                names.append(t)
            else:
                raise SchemaParseError(f"bad alias annotation in schema {lx.text!r}")
            if not lx.accept("|"):
                return names
    before = alias_set()
    is_write = lx.accept("!")
    after = before
    if lx.accept("->"):
        after = alias_set()
    lx.expect(")")
    return AliasInfo(before, after, is_write)


def _is_alias_start(lx):
    """At '(' : is this an alias annotation (vs. a parameter/tuple list)?"""
    k1, t1 = lx.peek(1)
    if t1 == "*":
        return True
    if k1 != "id":
        return False
    k2, t2 = lx.peek(2)
    return t2 in (")", "!", "|", "->")


def _parse_type(lx):
    k, t = lx.peek()
    if t == "(" and k == "punct":
        lx.next()
        elems = []
        if not lx.accept(")"):
            elems.append(_parse_type(lx))
            while lx.accept(","):
                elems.append(_parse_type(lx))
            lx.expect(")")
        ty = SchemaType("tuple", elems)
    elif k == "id":
        lx.next()
        if t in _PARAM_TYPES and lx.at("("):
            lx.next()
            elems = [_parse_type(lx)]
            while lx.accept(","):
                elems.append(_parse_type(lx))
            lx.expect(")")
            ty = SchemaType(t, elems)
        else:
            ty = SchemaType(t)
    else:
        raise SchemaParseError(f"expected a type at {t!r} in schema {lx.text!r}")
    if lx.at("(") and _is_alias_start(lx):
        lx.next()
        ty.alias = _parse_alias(lx)
    while True:
        if lx.at("["):
            lx.next()
            size = None
            k2, t2 = lx.peek()
            if k2 == "num":
                lx.next()
                size = int(t2)
            lx.expect("]")
            ty = SchemaType("list", [ty], size)
            if lx.at("(") and _is_alias_start(lx):
                lx.next()
                ty.alias = _parse_alias(lx)
        elif lx.at("?"):
            lx.next()
            ty = SchemaType("optional", [ty])
        else:
            return ty


def _parse_default(lx):
    k, t = lx.next()
    if k == "str":
        return _unescape(t[1:-1])
    if k == "num":
        if re.fullmatch(r"-?[0-9]+", t):
            return int(t)
        return float(t)
    if k == "id":
        if t == "None":
            return None
        if t == "True":
            return True
        if t == "False":
            return False
        if t in ("inf", "nan"):
            return float(t)
        return t  # an enum keyword such as contiguous_format, kept as text
    if t == "[":
        vals = []
        if not lx.accept("]"):
            vals.append(_parse_default(lx))
            while lx.accept(","):
                vals.append(_parse_default(lx))
            lx.expect("]")
        return vals
    raise SchemaParseError(f"bad default value {t!r} in schema {lx.text!r}")


class FunctionSchema:
    """A parsed operator schema. ``relatives`` (filled from the generated table) names the
    in-place, ``out=`` and functional variants."""

    __slots__ = ("text", "namespace", "name", "overload", "arguments", "returns", "is_vararg",
                 "is_varret", "inplace_variant", "out_variant", "functional_variant", "_mutating", "__weakref__")

    def __init__(self, text, namespace, name, overload, arguments, returns, is_vararg, is_varret):
        self.text = text
        self.namespace = namespace
        self.name = name
        self.overload = overload
        self.arguments = arguments
        self.returns = returns
        self.is_vararg = is_vararg
        self.is_varret = is_varret
        self.inplace_variant = None
        self.out_variant = None
        self.functional_variant = None
        self._mutating = None

    # -- names ---------------------------------------------------------------------------------
    @property
    def qualified_name(self):
        """``aten::add``."""
        return f"{self.namespace}::{self.name}"

    @property
    def key(self):
        """``aten.add.Tensor`` (the op name without ``torch.``)."""
        return f"{self.namespace}.{self.name}" + (f".{self.overload}" if self.overload else "")

    @property
    def op_name(self):
        """``torch.aten.add.Tensor``."""
        return "torch." + self.key

    def __str__(self):
        return self.text

    def __repr__(self):
        return f"<FunctionSchema {self.text}>"

    # -- queries -------------------------------------------------------------------------------
    @property
    def argument_names(self):
        return [a.name for a in self.arguments]

    @property
    def return_names(self):
        return [r.name for r in self.returns]

    def argument(self, name):
        for a in self.arguments:
            if a.name == name:
                return a
        return None

    @property
    def is_mutating(self):
        """Some argument is written (``Tensor(a!)``)."""
        m = self._mutating
        if m is None:
            m = self._mutating = any(a.type.is_written() for a in self.arguments)
        return m

    @property
    def has_alias_annotations(self):
        return any(a.type.has_alias() for a in (*self.arguments, *self.returns))

    @property
    def has_value_semantics(self):
        """No argument or return carries an alias annotation: the op neither writes its inputs
        nor returns views of them (Torch-MLIR's HasValueSemantics), and its arity is fixed."""
        return not self.is_vararg and not self.is_varret and not self.has_alias_annotations

    @property
    def is_readonly(self):
        """No argument is written (views are allowed)."""
        return not self.is_mutating

    @property
    def is_view(self):
        """Returns an alias of an input without writing any (``Tensor(a) self -> Tensor(a)``)."""
        return not self.is_mutating and any(r.type.has_alias() for r in self.returns)

    @property
    def is_inplace(self):
        """An in-place variant: ``add_`` (not a dunder), writing its first argument."""
        n = self.name
        return (n.endswith("_") and not n.endswith("__") and bool(self.arguments)
                and self.arguments[0].type.is_written())

    @property
    def out_arguments(self):
        """The keyword-only arguments written by an ``out=`` variant."""
        return [a for a in self.arguments if a.kwarg_only and a.type.is_written()]

    @property
    def is_out(self):
        return bool(self.out_arguments)

    @property
    def num_results(self):
        return None if self.is_varret else len(self.returns)

    def result_names(self):
        """The names Torch-MLIR gives the results: the schema's return names, else ``result``
        (one) or ``result0``, ``result1``, ... (``_UPSTREAM_RESULT_NAMES``: where Torch-MLIR's op
        was made from a schema that named them)."""
        named = _UPSTREAM_RESULT_NAMES.get(self.key)
        if named is not None:
            return list(named)
        rets = self.returns
        if len(rets) == 1:
            return [rets[0].name or "result"]
        return [r.name or f"result{i}" for i, r in enumerate(rets)]


# ops whose results this PyTorch leaves unnamed and Torch-MLIR's definitions name
_UPSTREAM_RESULT_NAMES = {
    "quantized_decomposed.choose_qparams_per_token": ("scale", "zero_point"),
    "quantized_decomposed.choose_qparams_per_token_asymmetric": ("scale", "zero_point"),
}


def _split_name(qual):
    ns, _, rest = qual.partition("::")
    if not _:
        raise SchemaParseError(f"schema name {qual!r} has no namespace")
    name, _, overload = rest.partition(".")
    return ns, name, overload


def parse_schema(text: str) -> FunctionSchema:
    """Parse a schema in PyTorch's text form (``str(torch._C.FunctionSchema)``)."""
    lx = _Lexer(text)
    k, qual = lx.next()
    if k != "id":
        raise SchemaParseError(f"expected an operator name in schema {text!r}")
    ns, name, overload = _split_name(qual)
    lx.expect("(")
    args = []
    kwarg_only = False
    is_vararg = False
    if not lx.accept(")"):
        while True:
            if lx.accept("*"):
                kwarg_only = True
            elif lx.at("..."):
                lx.next()
                is_vararg = True
            else:
                ty = _parse_type(lx)
                kk, aname = lx.next()
                if kk != "id":
                    raise SchemaParseError(f"expected an argument name at {aname!r} in schema {text!r}")
                default = NO_DEFAULT
                if lx.accept("="):
                    default = _parse_default(lx)
                    if ty.kind == "list" and ty.size is not None and isinstance(default, (int, float)):
                        default = [default] * ty.size  # `int[2] padding=0` means [0, 0]
                args.append(Argument(aname, ty, default, kwarg_only, len(args)))
            if lx.accept(")"):
                break
            lx.expect(",")
    lx.expect("->")
    rets = []
    is_varret = False
    if lx.at("..."):
        lx.next()
        is_varret = True
    elif lx.at("("):  # several returns (a tuple-typed single return does not occur in the registry)
        lx.next()
        if not lx.accept(")"):
            while True:
                if lx.at("..."):
                    lx.next()
                    is_varret = True
                else:
                    rets.append(_parse_return(lx, len(rets)))
                if lx.accept(")"):
                    break
                lx.expect(",")
    else:
        rets.append(_parse_return(lx, 0))
    if lx.peek()[0] != "eof":
        raise SchemaParseError(f"unexpected {lx.peek()[1]!r} at the end of schema {text!r}")
    return FunctionSchema(text, ns, name, overload, args, rets, is_vararg, is_varret)


def _parse_return(lx, index):
    ty = _parse_type(lx)
    name = ""
    k, t = lx.peek()
    if k == "id":
        lx.next()
        name = t
    return Argument(name, ty, NO_DEFAULT, False, index)
