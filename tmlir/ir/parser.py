"""MLIR text parser: the generic op form for any op, custom forms for registered ops.

    >>> m = parse_module('func.func @f(%a: f32) -> f32 { return %a : f32 }')
    >>> m.name
    'builtin.module'

Errors raise ``ParseError`` which formats as ``file:line:col: error: message`` followed by the
offending line and a caret, like mlir-opt.

Custom op parsers use the same two-phase scheme as MLIR's OpAsmParser: ``parse_operand`` returns
an unresolved reference (name and position), ``resolve_operand(ref, type)`` turns it into a Value
once the type is known.
"""
from __future__ import annotations

import bisect
import gc
import math
import re
from itertools import repeat
from operator import itemgetter

from . import attributes as A
from .affine import (AffineMap, AffineMapAttr, dim, symbol, const, binary, MOD, FLOORDIV, CEILDIV)
from .attributes import (DYNAMIC, FLOAT_KINDS)
from .core import Operation, Block, Region, Value, IRError, gc_paused, deep_recursion
from .location import (UNKNOWN_LOC, FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc, Location, fused_loc,
                       file_line_col_range)
from .opdef import lookup_op_class


class ParseError(IRError):
    def __init__(self, message, filename="<string>", line=0, col=0, line_text=""):
        self.filename = filename
        self.line = line
        self.col = col
        self.line_text = line_text
        self.message = message
        self.loc = FileLineColLoc(filename, line, col)
        self.op = None
        Exception.__init__(self, self.format())

    def format(self):
        s = f"{self.filename}:{self.line}:{self.col}: error: {self.message}"
        if self.line_text:
            s += "\n" + self.line_text + "\n" + " " * (self.col - 1) + "^"
        return s


# One C-level findall splits the whole input into tokens with their leading whitespace; the parser
# then walks arrays. A shaped-type prefix such as ``tensor<2x?x`` is one token, so dimension lists need no
# context-sensitive lexing; ``%0#1`` is one token.
# Branches are tried in order, the most frequent first (punctuation, values, strings); no two of
# them match at the same place except where the earlier one must win (shaped prefix before bare
# word, float and hex before integer, the multi-character punctuation first).
_TOKENS = re.compile(r"""([ \t\r\n]*+(?://[^\n]*+[ \t\r\n]*+)*+(?:
  ->|::|\{-\#|\#-\}|\.\.\.|[-+*?:,=<>()\[\]{}|/]
| %(?:[0-9]+|[A-Za-z_$.\-][\w$.\-]*)(?:\#[0-9]+)?
| "[^"\\\n]*+(?:\\.[^"\\\n]*+)*+"
| (?:tensor|memref|vector)<(?:\*x|(?:(?:[0-9]+|\?|\[[0-9]+\])x)*)
| \^(?:[0-9]+|[A-Za-z_$.\-][\w$.\-]*)
| @(?:[A-Za-z_$.][\w$.\-]*|"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+")
| \#(?:[A-Za-z_$.][\w$.\-]*|[0-9]+)
| !(?:[A-Za-z_$.][\w$.\-]*)
| [0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?
| 0x[0-9a-fA-F]+
| [0-9]+
| [A-Za-z_][\w$.]*
| \Z  # trailing whitespace and comments (dropped below)
))""", re.VERBOSE)
_TRAILING = re.compile(r"(?:[ \t\r\n]+|//[^\n]*)*")
_FIRST_KIND = {"%": "value", "^": "block", "@": "symbol", "#": "hashid", "!": "bangid", '"': "string"}
for _c in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_":
    _FIRST_KIND[_c] = "bare"
for _c in "0123456789":
    _FIRST_KIND[_c] = "int"


def is_shaped_token(tok):
    """``tensor<2x?x`` and friends: one token, lexed as kind 'bare' (told apart by the '<')."""
    return tok[-1] in "<x" and "<" in tok


_INT_TYPE = re.compile(r"([su]?)i([0-9]+)$")

_SCALAR_TYPES: dict[str, A.Type] = {}   # "f32" -> FloatType("f32"), filled on first use
_SHAPED_CACHE: dict = {}                 # (shaped token, element type, closing) -> type


def unescape_string(body: str) -> str:
    """Undo MLIR's string escapes (``\\"``, ``\\\\``, ``\\n``, ``\\t``, ``\\XX`` hex bytes)."""
    if "\\" not in body:
        return body
    out = bytearray()
    i, n = 0, len(body)
    while i < n:
        c = body[i]
        if c != "\\":
            out += c.encode("utf-8", "surrogatepass")
            i += 1
            continue
        nxt = body[i + 1] if i + 1 < n else ""
        if nxt in '"\\':
            out += nxt.encode()
            i += 2
        elif nxt == "n":
            out += b"\n"
            i += 2
        elif nxt == "t":
            out += b"\t"
            i += 2
        else:
            h = body[i + 1:i + 3]
            if len(h) != 2 or h.strip("0123456789abcdefABCDEF"):
                raise _EscapeError("unknown escape in string literal", i)
            out.append(int(h, 16))
            i += 3
    return out.decode("utf-8", errors="surrogateescape")


class _EscapeError(ValueError):
    """A bad backslash escape at ``offset`` in a string body; the parser turns it into a ParseError."""

    def __init__(self, message, offset):
        super().__init__(message)
        self.offset = offset


class UnresolvedOperand:
    __slots__ = ("name", "number", "pos")

    def __init__(self, name, number, pos):
        self.name = name
        self.number = number
        self.pos = pos

    def __repr__(self):
        return f"%{self.name}" + (f"#{self.number}" if self.number else "")


class _ForwardRef(Value):
    """Placeholder for a value used before its definition."""
    __slots__ = ("pos",)

    def __init__(self, type, pos):
        super().__init__(type)
        self.pos = pos


class Argument:
    """A region argument as written: ``%name: type loc(...)``."""
    __slots__ = ("ref", "type", "loc", "attrs")

    def __init__(self, ref, type, loc=None, attrs=None):
        self.ref = ref
        self.type = type
        self.loc = loc
        self.attrs = attrs


class _Scope:
    __slots__ = ("values", "forward", "blocks", "block_forward")

    def __init__(self):
        self.values = {}    # name -> list of result Values (or [arg])
        self.forward = {}   # (name, number) -> _ForwardRef
        self.blocks = {}    # name -> Block (defined)
        self.block_forward = {}  # name -> (Block, pos)


# dialect hooks: "dialect" -> fn(parser, name_after_dialect_dot) -> Type/Attribute
DIALECT_TYPE_PARSERS = {}
DIALECT_ATTR_PARSERS = {}


class Parser:
    def __init__(self, text: str, filename: str = "<string>"):
        self.src = text
        self.filename = filename
        raw = _TOKENS.findall(text)
        while raw and _TRAILING.fullmatch(raw[-1]):
            raw.pop()
        toks = list(map(str.lstrip, raw))
        if "//" in text:  # comments before a token: strip them too
            for i in [i for i, t in enumerate(toks) if t[:2] == "//"]:
                toks[i] = raw[i][_TRAILING.match(raw[i]).end():]
        consumed = sum(map(len, raw))
        self._raw = raw
        kinds = list(map(_FIRST_KIND.get, map(itemgetter(0), toks), repeat("punct")))
        if "int" in kinds:  # numbers starting with a digit: tell floats and hex apart (C-speed scans)
            i = -1
            index = kinds.index
            try:
                while True:
                    i = index("int", i + 1)
                    t = toks[i]
                    if "." in t:
                        kinds[i] = "float"
                    elif t[:2] == "0x":
                        kinds[i] = "hex"
            except ValueError:
                pass
        if "{-#" in text:
            for i in [i for i, t in enumerate(toks) if t == "#-}"]:
                kinds[i] = "punct"
        toks.append("")  # end of file
        kinds.append("eof")
        self._toks = toks
        self._kinds = kinds
        self._starts = None
        self._line_starts = None
        self.tok_start = 0     # index of the current token
        self.tok_kind = self._kinds[0]
        self.tok_text = self._toks[0]
        if consumed != len(text) and _TRAILING.match(text, consumed).end() != len(text):
            self._bad_character(consumed)
        self.scopes = []
        self.default_dialects = ["builtin"]
        self.attr_aliases = {}
        self.type_aliases = {}
        self.pending_loc_aliases = []  # (setter, alias_name, pos)
        self.blobs = {}  # key -> ResourceBlob
        self._pending_locs = []
        self._ftypes = {}          # function types by their tokens (see _parse_function_type)
        self._ftype_lengths = []   # the token counts of the cached ones
        self._ftypes_closed = {}   # the same, for types whose parse never looks past them
        self._ftype_closed_lengths = []
        self._dattrs = {}          # dialect attributes by their tokens (see _parse_dialect_attr)
        self._dattr_lengths = []

    def guarded(self, fn):
        """Run ``fn()`` (a parse entry point) with room for deep nesting; input nested deeper than
        that, and bad string escapes found while unescaping, become located ParseErrors."""
        try:
            with deep_recursion():
                return fn()
        except RecursionError:
            pass  # raised below, once the stack has unwound
        except _EscapeError as e:
            tok = self.tok_text
            raise self._error_at_char(str(e), self.char_pos(self.tok_start) + tok.find('"') + 1 + e.offset) from None
        raise self.error("nesting too deep (more levels of regions, attributes or types than the parser "
                         "supports)")

    def _bad_character(self, consumed):
        # findall skips what it cannot match: find the first gap and report it
        pos = 0
        src = self.src
        for r in self._raw:
            if not src.startswith(r, pos):
                break
            pos += len(r)
        bad = _TRAILING.match(src, pos).end()
        raise self._error_at_char(f"unexpected character {src[bad]!r}", bad)

    # -- lexing ------------------------------------------------------------------------------
    def next(self):
        i = self.tok_start + 1
        self.tok_start = i
        self.tok_kind = self._kinds[i]
        self.tok_text = self._toks[i]

    def reset(self, index):
        """Make token ``index`` (a saved ``tok_start``) the current token again."""
        self.tok_start = index
        self.tok_kind = self._kinds[index]
        self.tok_text = self._toks[index]

    def peek_kind(self, offset=1):
        return self._kinds[min(self.tok_start + offset, len(self._kinds) - 1)]

    def peek_text(self, offset=1):
        return self._toks[min(self.tok_start + offset, len(self._toks) - 1)]

    def adjacent(self):
        """True if the current token follows the previous one with no whitespace."""
        i = self.tok_start
        return i < len(self._raw) and len(self._raw[i]) == len(self._toks[i])

    def char_pos(self, index) -> int:
        """Character offset of token ``index`` in the source (computed once, lazily)."""
        starts = self._starts
        if starts is None:
            from itertools import accumulate
            from operator import sub
            lens = list(map(len, self._toks))
            ends = list(accumulate(map(len, self._raw)))
            starts = self._starts = list(map(sub, ends, lens)) + [len(self.src)]
        index = min(index, len(starts) - 1)
        if index == len(starts) - 1:  # eof
            return len(self.src.rstrip())
        return starts[index]

    def _line_col(self, pos):
        starts = self._line_starts
        if starts is None:
            starts = self._line_starts = [0] + [m.end() for m in re.finditer("\n", self.src)]
        line = bisect.bisect_right(starts, pos)
        return line, pos - starts[line - 1] + 1

    def _error_at_char(self, msg, pos) -> ParseError:
        src = self.src
        pos = min(pos, len(src))
        line, col = self._line_col(pos)
        line_start = pos - col + 1
        line_end = src.find("\n", pos)
        if line_end < 0:
            line_end = len(src)
        return ParseError(msg, self.filename, line, col, src[line_start:line_end])

    def error(self, msg, pos=None) -> ParseError:
        """A located error at token ``pos`` (default: the current token)."""
        if pos is None:
            pos = self.tok_start
        return self._error_at_char(msg, self.char_pos(pos))

    def loc_at(self, index) -> Location:
        line, col = self._line_col(self.char_pos(index))
        return FileLineColLoc(self.filename, line, col)

    # Punctuation and keywords are recognised by text alone: no other token kind can spell them
    # (strings keep their quotes, values their '%', and so on).
    def at(self, text) -> bool:
        return self.tok_text == text

    def accept(self, text) -> bool:
        """Consume the punctuation or keyword ``text`` if it is next."""
        if self.tok_text == text:
            i = self.tok_start + 1
            self.tok_start = i
            self.tok_kind = self._kinds[i]
            self.tok_text = self._toks[i]
            return True
        return False

    def expect(self, text, what=None):
        if self.tok_text == text:
            i = self.tok_start + 1
            self.tok_start = i
            self.tok_kind = self._kinds[i]
            self.tok_text = self._toks[i]
            return
        found = self.tok_text or "end of file"
        raise self.error(f"expected '{text}'{' ' + what if what else ''}, found '{found}'")

    # OpAsmParser-style spellings used by custom formats
    parse_optional_keyword = accept
    parse_keyword = expect
    parse_optional_punct = accept
    parse_punct = expect

    def parse_optional_any_keyword(self):
        if self.tok_kind == "bare":
            t = self.tok_text
            self.next()
            return t
        return None

    def parse_any_keyword(self, what="keyword"):
        if self.tok_kind != "bare":
            raise self.error(f"expected {what}, found '{self.tok_text or 'end of file'}'")
        t = self.tok_text
        self.next()
        return t

    def parse_comma_separated(self, fn, open=None, close=None, allow_empty=True):
        out = []
        if open is not None:
            self.expect(open)
            if allow_empty and self.accept(close):
                return out
        out.append(fn())
        while self.accept(","):
            out.append(fn())
        if close is not None:
            self.expect(close)
        return out

    # -- scalars -------------------------------------------------------------------------------
    def parse_optional_integer(self):
        neg = False
        if self.tok_text == "-" and self.tok_kind == "punct":
            save = self.tok_start
            self.next()
            if self.tok_kind not in ("int", "hex"):
                self.reset(save)
                return None
            neg = True
        if self.tok_kind == "int":
            v = int(self.tok_text)
        elif self.tok_kind == "hex":
            v = int(self.tok_text, 16)
        else:
            return None
        self.next()
        return -v if neg else v

    def parse_integer(self, what="integer"):
        v = self.parse_optional_integer()
        if v is None:
            raise self.error(f"expected {what}, found '{self.tok_text or 'end of file'}'")
        return v

    def parse_string(self, what="string"):
        if self.tok_kind != "string":
            raise self.error(f"expected {what}, found '{self.tok_text or 'end of file'}'")
        s = unescape_string(self.tok_text[1:-1])
        self.next()
        return s

    def parse_optional_string(self):
        if self.tok_kind != "string":
            return None
        return self.parse_string()

    def parse_symbol_name(self):
        if self.tok_kind != "symbol":
            raise self.error(f"expected symbol name, found '{self.tok_text or 'end of file'}'")
        t = self.tok_text[1:]
        if t.startswith('"'):
            t = unescape_string(t[1:-1])
        self.next()
        return t

    def parse_optional_symbol_name(self):
        if self.tok_kind != "symbol":
            return None
        return self.parse_symbol_name()

    # -- types -----------------------------------------------------------------------------------
    def parse_type(self) -> A.Type:
        t = self.parse_optional_type()
        if t is None:
            raise self.error(f"expected type, found '{self.tok_text or 'end of file'}'")
        return t

    def parse_optional_type(self):
        if self.tok_kind == "bare":
            text = self.tok_text
            t = _SCALAR_TYPES.get(text)
            if t is None:
                if is_shaped_token(text):
                    return self._parse_shaped()
                t = _scalar_type(text)
                if t is None:
                    return self._parse_type_uncached()
                _SCALAR_TYPES[text] = t
            i = self.tok_start + 1
            self.tok_start = i
            self.tok_kind = self._kinds[i]
            self.tok_text = self._toks[i]
            return t
        return self._parse_type_uncached()

    def _parse_type_uncached(self):
        kind, text = self.tok_kind, self.tok_text
        if kind == "bare":
            if text in ("complex", "tuple"):
                self.next()
                return self._parse_shaped_or_container(text)
            return None
        if kind == "punct" and text == "(":
            return self._parse_function_type()
        if kind == "bangid":
            return self._parse_dialect_type()
        return None

    def _by_tokens(self, cache, lengths, parse, max_tokens):
        """``parse()``, looked up by its tokens (and the token after them, the one lookahead the
        grammar uses) when the same text was parsed before: generic-form ops repeat the same few
        function types and dialect attributes. ``lengths``: the token counts cached (at most 8)."""
        i = self.tok_start
        toks = self._toks
        for n in lengths:
            hit = cache.get(tuple(toks[i:i + n + 1]))
            if hit is not None:
                self.reset(i + n)
                return hit
        value = parse()
        n = self.tok_start - i
        if n <= max_tokens and isinstance(value, A.Attribute):
            cache[tuple(toks[i:i + n + 1])] = value
            if n not in lengths and len(lengths) < 8:
                lengths.append(n)
        return value

    def _parse_function_type(self):
        # A function type whose last token is a builtin scalar type or the '>' closing a builtin
        # shaped/complex/tuple type (no dialect type inside, whose parser might look further) is
        # parsed without looking at the token after it: those are cached by their own tokens alone.
        # (By _by_tokens' key, with the token after, the type of every `%a = "op"(...) : (i64) ->
        # i64` would be missed: the next token is the next op's result name.)
        i = self.tok_start
        toks = self._toks
        closed = self._ftypes_closed
        for n in self._ftype_closed_lengths:
            hit = closed.get(tuple(toks[i:i + n]))
            if hit is not None:
                self.reset(i + n)
                return hit
        ft = self._by_tokens(self._ftypes, self._ftype_lengths, self._parse_function_type_uncached, 64)
        n = self.tok_start - i
        if n <= 64 and ft.__class__ is A.FunctionType:
            last = toks[i + n - 1]
            if (last == ">" or (last in _SCALAR_TYPES and self._kinds[i + n - 1] == "bare")) \
                    and "bangid" not in self._kinds[i:i + n]:
                closed[tuple(toks[i:i + n])] = ft
                lengths = self._ftype_closed_lengths
                if n not in lengths and len(lengths) < 8:
                    lengths.append(n)
        return ft

    def _parse_function_type_uncached(self):
        inputs = self.parse_comma_separated(self.parse_type, "(", ")")
        self.expect("->")
        results = self.parse_function_result_types()
        return A.FunctionType(inputs, results)

    def parse_function_result_types(self):
        if self.at("("):
            save = self.tok_start
            self.next()
            if self.accept(")"):
                if self.at("->"):  # `() -> x` is itself a function type
                    self.reset(save)
                    return [self.parse_type()]
                return []
            self.reset(save)
            # either a parenthesised list or a function type
            self.next()
            types = [self.parse_type()]
            while self.accept(","):
                types.append(self.parse_type())
            self.expect(")")
            if self.at("->"):
                self.expect("->")
                res = self.parse_function_result_types()
                return [A.FunctionType(types, res)]
            return types
        return [self.parse_type()]

    def _parse_shaped_or_container(self, kw):
        # complex<T> / tuple<T, ...>: the keyword is consumed, '<' is next
        if not (self.tok_kind == "punct" and self.tok_text == "<"):
            raise self.error(f"expected '<' after '{kw}'")
        if kw == "complex":
            self.next()
            pos = self.tok_start
            et = self.parse_type()
            if et.__class__ is not A.IntegerType and et.__class__ is not A.FloatType:
                raise self.error(f"invalid element type for complex: {et}", pos)
            self.expect(">")
            return A.ComplexType(et)
        types = self.parse_comma_separated(self.parse_type, "<", ">")
        return A.TupleType(types)

    def _parse_shaped(self):
        """``tensor<2x?xf32>`` etc.; the current token is the prefix ``tensor<2x?x``."""
        head = self.tok_text
        hpos = self.tok_start
        self.next()
        et = self.parse_type()
        if self.tok_kind == "punct" and self.tok_text == ">":
            self.next()
            key = (head, et)
            t = _SHAPED_CACHE.get(key)
            if t is None:
                try:
                    t = _make_shaped(head, et, None, None)
                except _ShapeError as e:
                    raise self.error(str(e), hpos) from None
                _SHAPED_CACHE[key] = t
            return t
        extra = []
        while self.accept(","):
            extra.append(self.parse_attribute())
        self.expect(">")
        try:
            if head.startswith("tensor"):
                if len(extra) > 1:
                    raise _ShapeError("tensor type takes at most one encoding")
                return _make_shaped(head, et, extra[0], None)
            if head.startswith("memref"):
                layout = ms = None
                if extra and isinstance(extra[0], (AffineMapAttr, A.StridedLayoutAttr, A.OpaqueAttr)):
                    layout = extra.pop(0)
                if extra:
                    ms = extra.pop(0)
                if extra:
                    raise _ShapeError("multiple memory spaces specified in memref type")
                return _make_shaped(head, et, layout, ms)
            raise _ShapeError(f"unexpected parameters in {head}...>")
        except _ShapeError as e:
            raise self.error(str(e), hpos) from None

    def _balanced_body(self):
        """Raw text of a ``<...>`` dialect body starting at the current '<' token."""
        toks = self._toks
        start = i = self.tok_start
        n = len(toks) - 1
        stack = []
        closers = {"<": ">", "(": ")", "[": "]", "{": "}"}
        while i < n:
            t = toks[i]
            c = closers.get(t)
            if c is not None:
                stack.append(c)
            elif t in (">", ")", "]", "}"):
                if not stack or stack.pop() != t:
                    raise self.error("unbalanced brackets in dialect attribute or type body", i)
                if not stack:
                    a = self.char_pos(start)
                    b = self.char_pos(i) + 1
                    self.reset(i + 1)
                    return self.src[a:b]
            elif self._kinds[i] == "bare" and is_shaped_token(t):
                stack.append(">")
            i += 1
        raise self.error("unterminated dialect attribute or type body", start)

    def _parse_dialect_type(self):
        text = self.tok_text[1:]
        pos = self.tok_start
        if text in self.type_aliases:
            self.next()
            return self.type_aliases[text]
        dialect, _, rest = text.partition(".")
        self.next()
        hook = DIALECT_TYPE_PARSERS.get(dialect)
        if hook is None:
            from .opdef import load_dialect
            if load_dialect(dialect):
                hook = DIALECT_TYPE_PARSERS.get(dialect)
        if hook is not None:
            try:
                t = hook(self, rest, pos)
            except (IRError, RecursionError, _EscapeError):
                raise
            except Exception as e:  # a dialect's type parser that choked on malformed input
                raise self._dialect_error(f"type '!{text}'", e) from e
            if t is not None:
                return t
        body = ""
        if self.tok_kind == "punct" and self.tok_text == "<" and self.adjacent():
            body = self._balanced_body()
        if not rest and not body:
            raise self.error(f"undefined type alias '!{text}'", pos)
        return A.OpaqueType(dialect, (rest + body) if rest else body)

    def parse_type_list(self):
        return self.parse_comma_separated(self.parse_type)

    def parse_colon_type(self):
        self.expect(":")
        return self.parse_type()

    def parse_colon_type_list(self):
        self.expect(":")
        return self.parse_type_list()

    def parse_optional_arrow_type_list(self):
        if not self.accept("->"):
            return []
        return self.parse_function_result_types()

    # -- attributes ----------------------------------------------------------------------------
    def parse_attribute(self, type=None) -> A.Attribute:
        a = self.parse_optional_attribute(type)
        if a is None:
            raise self.error(f"expected attribute value, found '{self.tok_text or 'end of file'}'")
        return a

    def _optional_colon_type(self, default):
        if self.tok_kind == "punct" and self.tok_text == ":":
            self.next()
            return self.parse_type()
        return default

    def parse_optional_attribute(self, type=None):
        kind, text = self.tok_kind, self.tok_text
        if kind == "int" or kind == "hex" or (kind == "punct" and text == "-"):
            start = self.tok_start
            neg = text == "-"
            if neg:
                self.next()
            if self.tok_kind == "float":
                v = float(self.tok_text)
                self.next()
                t = type or self._optional_colon_type(A.F64)
                return self._float_attr(-v, t, start)
            if self.tok_kind not in ("int", "hex"):
                raise self.error("expected integer or float after '-'", start)
            is_hex = self.tok_kind == "hex"
            v = int(self.tok_text, 16) if is_hex else int(self.tok_text)
            self.next()
            if neg:
                v = -v
            t = type or self._optional_colon_type(A.I64)
            if t is A.I64:
                if not -0x8000000000000000 <= v <= 0xFFFFFFFFFFFFFFFF:
                    raise self.error("integer constant out of range for attribute", start)
                return A.IntegerAttr(v, t)
            if t.__class__ is A.FloatType:
                if not is_hex:
                    raise self.error("unexpected decimal integer literal for a floating point value "
                                     "(add a trailing dot to make it a float)", start)
                if neg:
                    raise self.error("hexadecimal float literal should not have a leading minus", start)
                return self._float_attr_from_bits(v, t, start)
            if t.__class__ is not A.IntegerType and t is not A.INDEX:
                raise self.error(f"integer literal not valid for type {t}", start)
            self._check_int(v, t, start)
            return A.IntegerAttr(v, t)
        if kind == "float":
            start = self.tok_start
            v = float(text)
            self.next()
            t = type or self._optional_colon_type(A.F64)
            return self._float_attr(v, t, start)
        if kind == "string":
            s = self.parse_string()
            if self.tok_kind == "punct" and self.tok_text == ":" and type is None:
                # typed string attr (rare); keep the string, drop the type
                save = self.tok_start
                self.next()
                if self.parse_optional_type() is None:
                    self.reset(save)
            return A.StringAttr(s)
        if kind == "symbol":
            root = self.parse_symbol_name()
            nested = []
            while self.tok_kind == "punct" and self.tok_text == "::":
                self.next()
                nested.append(self.parse_symbol_name())
            return A.SymbolRefAttr(root, nested)
        if kind == "punct":
            if text == "[":
                return A.ArrayAttr(self.parse_comma_separated(self.parse_attribute, "[", "]"))
            if text == "{":
                return A.DictionaryAttr(self.parse_attr_dict())
        if kind == "bare":
            if text == "true" or text == "false":
                self.next()
                return A.TRUE if text == "true" else A.FALSE
            if text == "unit":
                self.next()
                return A.UNIT
            if text == "dense":
                return self._parse_dense(type)
            if text == "dense_resource":
                return self._parse_dense_resource(type)
            if text == "array":
                return self._parse_dense_array()
            if text == "affine_map":
                self.next()
                self.expect("<")
                m = self.parse_affine_map()
                self.expect(">")
                return AffineMapAttr(m)
            if text == "strided":
                return self._parse_strided()
            if text == "loc":
                return self.parse_location()
            if text in ("distinct", "sparse", "affine_set", "opaque"):
                raise self.error(f"'{text}' attributes are not supported")
        if kind == "hashid":
            return self._parse_dialect_attr()
        t = self.parse_optional_type()
        if t is not None:
            return A.TypeAttr(t)
        return None

    def _float_attr(self, v, t, pos):
        if t.__class__ is not A.FloatType:
            raise self.error(f"floating point value not valid for type {t}", pos)
        if t.kind == "f8E8M0FNU" and math.copysign(1.0, v) < 0:
            raise self.error("negative floating point literal for a type with no signed representation", pos)
        return A.FloatAttr(v, t)

    def _float_attr_from_bits(self, bits, t, pos):
        try:
            return A.FloatAttr(A.float_from_bits(bits, t), t)
        except ValueError:
            raise self.error(f"hexadecimal float constant out of range for type {t}", pos) from None

    def _check_int(self, v, t, pos):
        """``v`` must fit ``t`` (an integer type or index) as MLIR reads literals: signless types take
        either signed or unsigned values of their width."""
        if t is A.INDEX:
            w, sign = 64, ""
        else:
            w, sign = t.width, t.signedness
        if sign == "u":
            if v < 0:
                raise self.error(f"negative integer literal not valid for unsigned integer type {t}", pos)
            ok = not v >> w
        elif w == 0:
            ok = v == 0
        elif sign == "s":
            ok = -(1 << (w - 1)) <= v < (1 << (w - 1))
        else:
            ok = -(1 << (w - 1)) <= v < (1 << w)
        if not ok:
            raise self.error(f"integer constant out of range for type {t}", pos)

    def _parse_dialect_attr(self):
        # (``#arith.overflow<none>`` on every generic-form addi)
        return self._by_tokens(self._dattrs, self._dattr_lengths, self._parse_dialect_attr_uncached, 16)

    def _parse_dialect_attr_uncached(self):
        text = self.tok_text[1:]
        pos = self.tok_start
        if text in self.attr_aliases:
            self.next()
            return self.attr_aliases[text]
        dialect, _, rest = text.partition(".")
        self.next()
        hook = DIALECT_ATTR_PARSERS.get(dialect)
        if hook is None:
            from .opdef import load_dialect
            if load_dialect(dialect):
                hook = DIALECT_ATTR_PARSERS.get(dialect)
        if hook is not None:
            try:
                a = hook(self, rest, pos)
            except (IRError, RecursionError, _EscapeError):
                raise
            except Exception as e:  # a dialect's attribute parser that choked on malformed input
                raise self._dialect_error(f"attribute '#{text}'", e) from e
            if a is not None:
                return a
        body = ""
        if self.tok_kind == "punct" and self.tok_text == "<" and self.adjacent():
            body = self._balanced_body()
        if not rest and not body:
            raise self.error(f"undefined attribute alias '#{text}'", pos)
        return A.OpaqueAttr(dialect, (rest + body) if rest else body)

    def parse_attr_dict(self) -> dict:
        """``{name = attr, unitname}`` -> dict (the braces included)."""
        d = {}
        self.expect("{")
        if self.accept("}"):
            return d
        while True:
            if self.tok_kind == "bare":
                name = self.tok_text
            elif self.tok_kind == "string" and len(self.tok_text) > 2:
                name = unescape_string(self.tok_text[1:-1])
            else:
                raise self.error(f"expected attribute name, found '{self.tok_text or 'end of file'}'")
            if name in d:
                raise self.error(f"duplicate key '{name}' in dictionary attribute")
            self.next()
            if self.accept("="):
                d[name] = self.parse_attribute()
            else:
                d[name] = A.UNIT
            if self.accept("}"):
                return d
            self.expect(",", "or '}' in attribute dictionary")

    def parse_optional_attr_dict(self) -> dict:
        if self.tok_kind == "punct" and self.tok_text == "{":
            return self.parse_attr_dict()
        return {}

    def parse_optional_attr_dict_with_keyword(self) -> dict:
        if self.accept("attributes"):
            return self.parse_attr_dict()
        return {}

    def _parse_dense_array(self):
        self.next()
        self.expect("<")
        tpos = self.tok_start
        et = self.parse_type()
        if et.__class__ is A.IntegerType:
            if et.width != 1 and et.width % 8:
                raise self.error(f"dense array element type bitwidth must be a multiple of 8, got {et}", tpos)
        elif et.__class__ is not A.FloatType:
            raise self.error(f"expected integer or float type for a dense array, got {et}", tpos)
        vals = []
        if self.accept(":"):
            vals = self.parse_comma_separated(lambda: self._leaf_value(self._parse_scalar_leaf(), et))
        elif not self.at(">"):
            raise self.error(f"expected ':' or '>' after dense array type, found '{self.tok_text or 'end of file'}'")
        self.expect(">")
        return A.DenseArrayAttr(et, vals)

    def _parse_scalar_leaf(self):
        """A number or ``true``/``false`` as written: (kind, value, token index, had a minus)."""
        pos = self.tok_start
        neg = self.tok_text == "-"
        if neg:
            self.next()
        k, t = self.tok_kind, self.tok_text
        if k == "int":
            leaf = ("int", int(t), pos, neg)
        elif k == "float":
            leaf = ("float", float(t), pos, neg)
        elif k == "hex":
            leaf = ("hex", int(t, 16), pos, neg)
        elif k == "bare" and t in ("true", "false") and not neg:
            leaf = ("bool", int(t == "true"), pos, neg)
        else:
            raise self.error(f"expected number, found '{t or 'end of file'}'")
        self.next()
        if neg:
            leaf = (leaf[0], -leaf[1], pos, neg)
        return leaf

    def _leaf_value(self, leaf, et):
        """The Python value of a literal leaf for element type ``et`` (checked, ints wrapped as MLIR
        stores them: signed two's complement unless unsigned, 0/1 for i1)."""
        kind, v, pos, neg = leaf
        if et.__class__ is A.FloatType:
            if kind == "float":
                if et.kind == "f8E8M0FNU" and neg:
                    raise self.error("negative floating point literal for a type with no signed representation", pos)
                return v
            if kind == "hex":
                if neg:
                    raise self.error("hexadecimal float literal should not have a leading minus", pos)
                try:
                    return A.float_from_bits(v, et)
                except ValueError:
                    raise self.error(f"hexadecimal float constant out of range for type {et}", pos) from None
            if kind == "int":
                raise self.error("unexpected decimal integer literal for a floating point value "
                                 "(add a trailing dot to make it a float)", pos)
            raise self.error(f"expected a floating point value for type {et}", pos)
        if et.__class__ is A.IntegerType or et is A.INDEX:
            if kind == "float":
                raise self.error(f"expected integer elements for type {et}, but parsed floating-point", pos)
            w = 64 if et is A.INDEX else et.width
            if kind == "bool" and w != 1:
                raise self.error(f"expected i1 type for 'true' or 'false' values, got {et}", pos)
            self._check_int(v, et, pos)
            if w <= 1:
                return v & 1
            if et is A.INDEX or et.signedness != "u":
                half = 1 << (w - 1)
                if v >= half:
                    v -= half << 1
            return v
        raise self.error(f"unsupported element type {et}", pos)

    def _dense_type(self, type, start):
        t = type or self.parse_colon_type()
        if t.__class__ not in (A.RankedTensorType, A.VectorType, A.MemRefType):
            raise self.error(f"elements literal must be a shaped type, got {t}", start)
        if not t.has_static_shape():
            raise self.error(f"elements literal type must have static shape, got {t}", start)
        return t

    def _dense_dtype(self, et, pos):
        try:
            return A.numpy_dtype(et)
        except (ValueError, ImportError):
            raise self.error(f"dense elements of element type {et} are not supported", pos) from None

    def _parse_dense(self, type):
        import numpy as np
        start = self.tok_start
        self.next()
        self.expect("<")
        if self.tok_kind == "string":
            hex_pos = self.tok_start
            hex_body = self.tok_text[1:-1]
            self.next()
            self.expect(">")
            t = self._dense_type(type, start)
            return self._dense_from_hex(hex_body, t, hex_pos)
        if self.accept(">"):
            t = self._dense_type(type, start)
            if t.num_elements():
                raise self.error(f"parsed zero elements, but type {t} expects {t.num_elements()}", start)
            return A.DenseElementsAttr(np.zeros(t.shape, dtype=self._dense_dtype(t.element_type, start)), t)
        lit = self._parse_dense_literal()
        self.expect(">")
        t = self._dense_type(type, start)
        et = t.element_type
        dt = self._dense_dtype(et, start)
        if isinstance(lit, list):
            shape, leaves = self._dense_shape(lit, start)
            if shape != t.shape:
                raise self.error(f"inferred shape of elements literal ({list(shape)}) does not match type {t}", start)
        else:
            leaves = [lit]
        if et.__class__ is A.ComplexType:
            inner = et.element_type
            vals = []
            for leaf in leaves:
                if leaf[0] != "complex":
                    raise self.error(f"expected a complex element '(re, im)' for {t}", leaf[2])
                vals.append(complex(self._leaf_value(leaf[1][0], inner), self._leaf_value(leaf[1][1], inner)))
        else:
            vals = []
            for leaf in leaves:
                if leaf[0] == "complex":
                    raise self.error(f"unexpected complex element for {t}", leaf[2])
                vals.append(self._leaf_value(leaf, et))
        try:
            with np.errstate(over="ignore"):
                arr = np.array(vals, dtype=dt)
        except (OverflowError, ValueError) as e:
            raise self.error(f"bad dense literal for {t}: {e}", start) from None
        arr = arr.reshape(t.shape if isinstance(lit, list) else ())
        return A.DenseElementsAttr(arr, t)

    def _dense_shape(self, lit, start):
        """Shape of a nested list literal and its leaves in order; ragged nesting is an error."""
        shape = []
        x = lit
        while type(x) is list:
            shape.append(len(x))
            if not x:
                break
            x = x[0]
        level = [lit]
        for n in shape:
            nxt = []
            for x in level:
                if type(x) is not list or len(x) != n:
                    raise self.error("tensor literal is invalid; ranks are not consistent between elements", start)
                nxt.extend(x)
            level = nxt
        for x in level:
            if type(x) is list:
                raise self.error("tensor literal is invalid; ranks are not consistent between elements", start)
        return tuple(shape), level

    def _dense_from_hex(self, body, t, pos):
        import numpy as np
        raw = None
        if body.startswith("0x"):
            try:
                raw = bytes.fromhex(body[2:])
            except ValueError:
                pass
        if raw is None or not body[2:].isalnum():
            raise self.error("expected string containing hex digits starting with `0x`", pos)
        et = t.element_type
        n = t.num_elements()
        if et.__class__ is A.ComplexType:
            inner = self._dense_dtype(et.element_type, pos)
            size = 2 * inner.itemsize
        elif et.__class__ is A.IntegerType and et.width == 1:
            size = 1
        else:
            size = self._dense_dtype(et, pos).itemsize
        if len(raw) == size * n and n != 1:
            shape = t.shape
        elif len(raw) == size:
            shape = ()
        else:
            raise self.error(f"elements hex data size is invalid for provided type {t}: {len(raw)} bytes", pos)
        if et.__class__ is A.ComplexType:
            parts = np.frombuffer(raw, dtype=inner).astype(np.float64)
            arr = (parts[0::2] + 1j * parts[1::2]).astype(A.numpy_dtype(et))
        elif size == 1 and et.__class__ is A.IntegerType and et.width == 1:
            arr = np.frombuffer(raw, dtype=np.uint8) != 0
        else:
            arr = np.frombuffer(raw, dtype=self._dense_dtype(et, pos))
        return A.DenseElementsAttr(arr.reshape(shape), t)

    def _parse_dense_literal(self):
        if self.accept("["):
            if self.accept("]"):
                return []
            items = [self._parse_dense_literal()]
            while self.accept(","):
                items.append(self._parse_dense_literal())
            self.expect("]")
            return items
        if self.at("("):
            pos = self.tok_start
            self.next()
            re_ = self._parse_scalar_leaf()
            self.expect(",")
            im = self._parse_scalar_leaf()
            self.expect(")")
            return ("complex", (re_, im), pos, False)
        return self._parse_scalar_leaf()

    def _parse_dense_resource(self, type):
        self.next()
        self.expect("<")
        if self.tok_kind not in ("bare", "string"):
            raise self.error("expected resource key")
        key = self.tok_text if self.tok_kind == "bare" else unescape_string(self.tok_text[1:-1])
        self.next()
        self.expect(">")
        t = type or self.parse_colon_type()
        blob = self.blobs.get(key)
        if blob is None:
            blob = self.blobs[key] = A.ResourceBlob(key, None)
        return A.DenseResourceElementsAttr(blob, t)

    def _parse_strided(self):
        self.next()
        self.expect("<")

        def one():
            if self.accept("?"):
                return DYNAMIC
            return self.parse_integer()
        strides = self.parse_comma_separated(one, "[", "]")
        offset = 0
        if self.accept(","):
            self.expect("offset")
            self.expect(":")
            offset = one()
        self.expect(">")
        return A.StridedLayoutAttr(offset, strides)

    # -- affine maps ---------------------------------------------------------------------------
    def parse_affine_map(self) -> AffineMap:
        dims = self.parse_comma_separated(self.parse_any_keyword, "(", ")")
        syms = []
        if self.at("["):
            syms = self.parse_comma_separated(self.parse_any_keyword, "[", "]")
        names = {n: dim(i) for i, n in enumerate(dims)}
        names.update({n: symbol(i) for i, n in enumerate(syms)})
        self.expect("->")
        results = self.parse_comma_separated(lambda: self._affine_expr(names), "(", ")")
        return AffineMap(len(dims), len(syms), results)

    def _affine_expr(self, names):
        lhs = self._affine_term(names)
        while True:
            if self.accept("+"):
                lhs = lhs + self._affine_term(names)
            elif self.at("-"):
                self.next()
                lhs = lhs - self._affine_term(names)
            else:
                return lhs

    def _affine_term(self, names):
        lhs = self._affine_unary(names)
        while True:
            if self.accept("*"):
                lhs = lhs * self._affine_unary(names)
            elif self.accept("mod"):
                lhs = binary(MOD, lhs, self._affine_unary(names))
            elif self.accept("floordiv"):
                lhs = binary(FLOORDIV, lhs, self._affine_unary(names))
            elif self.accept("ceildiv"):
                lhs = binary(CEILDIV, lhs, self._affine_unary(names))
            else:
                return lhs

    def _affine_unary(self, names):
        if self.accept("-"):
            return -self._affine_unary(names)
        if self.accept("("):
            e = self._affine_expr(names)
            self.expect(")")
            return e
        if self.tok_kind == "int":
            v = int(self.tok_text)
            self.next()
            return const(v)
        if self.tok_kind == "bare" and self.tok_text in names:
            e = names[self.tok_text]
            self.next()
            return e
        raise self.error(f"expected affine expression, found '{self.tok_text or 'end of file'}'")

    # -- locations -----------------------------------------------------------------------------
    def parse_location(self) -> Location:
        self.expect("loc")
        self.expect("(")
        if self.tok_kind == "hashid":
            name = self.tok_text[1:]
            pos = self.tok_start
            self.next()
            self.expect(")")
            a = self.attr_aliases.get(name)
            if a is None:
                # location aliases may be defined after use: resolve at the end
                holder = _LocAliasRef(name, pos)
                self.pending_loc_aliases.append(holder)
                return holder
            if not isinstance(a, Location):
                raise self.error(f"expected location attribute, but '#{name}' is {a}", pos)
            return a
        loc = self._loc_inner()
        self.expect(")")
        return loc

    def _loc_number(self, what):
        if self.tok_kind != "int":
            raise self.error(f"expected {what} (a non-negative integer), found '{self.tok_text or 'end of file'}'")
        v = int(self.tok_text)
        self.next()
        return v

    def parse_optional_trailing_location(self):
        if self.tok_kind == "bare" and self.tok_text == "loc":
            return self.parse_location()
        return None

    def _loc_inner(self):
        if self.accept("unknown"):
            return UNKNOWN_LOC
        if self.accept("callsite"):
            self.expect("(")
            callee = self._loc_inner()
            self.expect("at")
            caller = self._loc_inner()
            self.expect(")")
            return CallSiteLoc(callee, caller)
        if self.accept("fused"):
            meta = None
            if self.accept("<"):
                meta = self.parse_attribute()
                self.expect(">")
            locs = self.parse_comma_separated(self._loc_inner, "[", "]")
            return fused_loc(locs, meta)
        if self.tok_kind == "hashid":
            name = self.tok_text[1:]
            a = self.attr_aliases.get(name)
            if a is None:
                raise self.error(f"undefined location alias '#{name}'")
            if not isinstance(a, Location):
                raise self.error(f"expected location attribute, but '#{name}' is {a}")
            self.next()
            return a
        if self.tok_kind == "string":
            s = self.parse_string()
            if self.accept(":"):
                line = self._loc_number("line number")
                col = 0
                if self.accept(":"):
                    col = self._loc_number("column number")
                    if self.accept("to"):
                        end_line = line if self.at(":") else self._loc_number("end line number")
                        self.expect(":", "before the end column of a location range")
                        end_col = self._loc_number("end column number")
                        return file_line_col_range(s, line, col, end_line, end_col)
                return FileLineColLoc(s, line, col)
            if self.accept("("):
                child = self._loc_inner()
                self.expect(")")
                return NameLoc(s, child)
            return NameLoc(s)
        raise self.error(f"expected location, found '{self.tok_text or 'end of file'}'")

    # -- values ----------------------------------------------------------------------------------
    def parse_operand(self) -> UnresolvedOperand:
        if self.tok_kind != "value":
            raise self.error(f"expected SSA operand, found '{self.tok_text or 'end of file'}'")
        return self._operand_ref()

    def _operand_ref(self):
        text = self.tok_text
        pos = self.tok_start
        self.next()
        if "#" in text:
            name, _, num = text[1:].partition("#")
            return UnresolvedOperand(name, int(num), pos)
        return UnresolvedOperand(text[1:], 0, pos)

    def parse_optional_operand(self):
        if self.tok_kind != "value":
            return None
        return self._operand_ref()

    def parse_operand_list(self, delimiter=None):
        """Operands separated by commas; ``delimiter`` '(' or '[' requires brackets around them."""
        close = {"(": ")", "[": "]"}.get(delimiter)
        if delimiter is not None:
            self.expect(delimiter)
            if self.accept(close):
                return []
        elif self.tok_kind != "value":
            return []
        ops = [self.parse_operand()]
        while self.accept(","):
            ops.append(self.parse_operand())
        if close:
            self.expect(close)
        return ops

    def resolve_operand(self, ref: UnresolvedOperand, type) -> Value:
        return self._resolve(ref.name, ref.number, ref.pos, type)

    def _resolve(self, name, number, pos, type) -> Value:
        """The value ``%name#number`` used at token ``pos`` with type ``type``."""
        for scope in reversed(self.scopes):
            vals = scope.values.get(name)
            if vals is not None:
                if number >= len(vals):
                    raise self.error(f"operand #{number} of '%{name}' does not exist ({len(vals)} results)", pos)
                v = vals[number]
                if v.type is not type and type is not None:
                    raise self.error(f"use of value '%{name}' expects different type than prior uses: "
                                     f"'{type}' vs '{v.type}'", pos)
                return v
        # forward reference
        scope = self.scopes[-1]
        key = (name, number)
        for s in reversed(self.scopes):
            fr = s.forward.get(key)
            if fr is not None:
                if fr.type is not type:
                    raise self.error(f"use of value '%{name}' expects different type than prior uses: "
                                     f"'{type}' vs '{fr.type}'", pos)
                return fr
        fr = _ForwardRef(type, pos)
        scope.forward[key] = fr
        return fr

    def resolve_operands(self, refs, types):
        if len(refs) != len(types):
            pos = refs[0].pos if refs else self.tok_start
            raise self.error(f"{len(refs)} operands present, but expected {len(types)} types", pos)
        return [self.resolve_operand(r, t) for r, t in zip(refs, types)]

    def define_values(self, name, values, pos):
        scope = self.scopes[-1]
        if name in scope.values:
            raise self.error(f"redefinition of SSA value '%{name}'", pos)
        scope.values[name] = values
        # resolve forward references in any enclosing scope
        for s in self.scopes:
            if not s.forward:
                continue
            for i, v in enumerate(values):
                fr = s.forward.pop((name, i), None)
                if fr is not None:
                    if fr.type is not v.type:
                        raise self.error(f"definition of SSA value '%{name}#{i}' has type {v.type}, "
                                         f"but a prior use expects {fr.type}", fr.pos)
                    fr.replace_all_uses_with(v)

    def parse_argument(self, require_type=True, allow_attrs=False) -> Argument:
        """``%name: type {attrs} loc(...)`` as written in a region's argument list."""
        if self.tok_kind != "value":
            raise self.error(f"expected SSA argument, found '{self.tok_text or 'end of file'}'")
        ref = self._operand_ref()
        t = None
        if require_type:
            self.expect(":")
            t = self.parse_type()
        attrs = None
        if allow_attrs and self.at("{"):
            attrs = self.parse_attr_dict()
        loc = self.parse_optional_trailing_location()
        return Argument(ref, t, loc, attrs)

    def parse_argument_list(self, delimiter="(", require_type=True, allow_attrs=False):
        close = {"(": ")", "[": "]"}[delimiter]
        return self.parse_comma_separated(lambda: self.parse_argument(require_type, allow_attrs), delimiter, close)

    # -- blocks and regions ----------------------------------------------------------------------
    def _get_block(self, name, pos):
        scope = self.scopes[-1]
        b = scope.blocks.get(name)
        if b is not None:
            return b
        fw = scope.block_forward.get(name)
        if fw is not None:
            return fw[0]
        b = Block()
        scope.block_forward[name] = (b, pos)
        return b

    def parse_successor(self) -> Block:
        if self.tok_kind != "block":
            raise self.error(f"expected block name, found '{self.tok_text or 'end of file'}'")
        name = self.tok_text[1:]
        pos = self.tok_start
        self.next()
        return self._get_block(name, pos)

    def parse_optional_successor(self):
        if self.tok_kind != "block":
            return None
        return self.parse_successor()

    def parse_successor_and_use_list(self):
        """``^bb1(%a, %b : i32, f32)`` -> (block, [values])."""
        b = self.parse_successor()
        vals = []
        if self.accept("("):
            refs = [self.parse_operand()]
            while self.accept(","):
                refs.append(self.parse_operand())
            types = self.parse_colon_type_list()
            self.expect(")")
            vals = self.resolve_operands(refs, types)
        return b, vals

    def parse_region(self, arguments=None, default_dialect=None) -> Region:
        """``{ ... }``; ``arguments`` (a list of Argument) become the entry block's arguments."""
        self.expect("{")
        region = Region()
        self.scopes.append(_Scope())
        if default_dialect:
            self.default_dialects.append(default_dialect)
        try:
            if arguments is not None and (arguments or self.tok_kind != "block"):
                entry = Block()
                region.add_block(entry)
                for a in arguments:
                    arg = entry.add_arg(a.type, a.loc)
                    if type(a.loc) is _LocAliasRef:
                        a.loc.targets.append(arg)
                    self.define_values(a.ref.name, [arg], a.ref.pos)
                if self.tok_kind == "block":
                    if arguments:
                        raise self.error("invalid block name in region with named arguments")
                self._parse_block_body(entry)
            elif self.at("}"):
                pass
            elif self.tok_kind != "block":
                entry = Block()
                region.add_block(entry)
                self._parse_block_body(entry)
            while self.tok_kind == "block":
                self._parse_block(region)
            self.expect("}", "to close region")
            self._pop_scope(region)
        finally:
            if default_dialect:
                self.default_dialects.pop()
        return region

    def parse_optional_region(self, arguments=None, default_dialect=None):
        if self.at("{"):
            return self.parse_region(arguments, default_dialect)
        return None

    def _pop_scope(self, region):
        scope = self.scopes.pop()
        if scope.block_forward:
            name, (b, pos) = next(iter(scope.block_forward.items()))
            raise self.error(f"reference to an undefined block '^{name}'", pos)
        if scope.forward:
            if self.scopes:
                # let an enclosing scope resolve it (values defined later in the parent region)
                self.scopes[-1].forward.update(scope.forward)
            else:
                (name, num), fr = next(iter(scope.forward.items()))
                raise self.error(f"use of undeclared SSA value name '%{name}'", fr.pos)

    def _parse_block(self, region):
        name = self.tok_text[1:]
        pos = self.tok_start
        self.next()
        scope = self.scopes[-1]
        if name in scope.blocks:
            raise self.error(f"redefinition of block '^{name}'", pos)
        fw = scope.block_forward.pop(name, None)
        block = fw[0] if fw else Block()
        scope.blocks[name] = block
        region.add_block(block)
        if self.at("("):
            for a in self.parse_argument_list("("):
                arg = block.add_arg(a.type, a.loc)
                if type(a.loc) is _LocAliasRef:
                    a.loc.targets.append(arg)
                self.define_values(a.ref.name, [arg], a.ref.pos)
        self.expect(":", "after block name")
        self._parse_block_body(block)

    def _parse_block_body(self, block):
        while True:
            k = self.tok_kind
            if k == "block" or (k == "punct" and self.tok_text == "}") or k == "eof":
                return
            op = self.parse_operation()
            block.append(op)

    # -- operations ----------------------------------------------------------------------------
    def parse_operation(self) -> Operation:
        start = self.tok_start
        names = []  # (name, count, pos)
        if self.tok_kind == "value":
            while True:
                if self.tok_kind != "value":
                    raise self.error("expected SSA result name")
                n = self.tok_text[1:]
                p = self.tok_start
                self.next()
                count = 1
                if self.tok_kind == "punct" and self.tok_text == ":":
                    self.next()
                    count = self.parse_integer("result count")
                names.append((n, count, p))
                if not self.accept(","):
                    break
            self.expect("=", "after SSA result names")
        op_pos = self.tok_start
        if self.tok_kind == "string":
            op = self._parse_generic_op()
        elif self.tok_kind == "bare":
            op = self._parse_custom_op()
        else:
            raise self.error(f"expected operation name, found '{self.tok_text or 'end of file'}'")
        loc = self.parse_optional_trailing_location()
        if loc is not None:
            if isinstance(loc, _LocAliasRef):
                loc.targets.append(op)
            op.location = loc
        elif op._location is UNKNOWN_LOC:
            self._pending_locs.append((op, op_pos))  # made in bulk at the end (parse_top_level)
        if len(names) == 1 and names[0][1] == len(op.results):
            self.define_values(names[0][0], op.results, names[0][2])
        elif names:
            total = sum(c for _, c, _ in names)
            if total != len(op.results):
                raise self.error(f"operation defines {len(op.results)} results but was provided {total} to bind",
                                 start)
            i = 0
            for n, c, p in names:
                self.define_values(n, op.results[i:i + c], p)
                i += c
        return op

    def _parse_generic_op(self):
        pos = self.tok_start
        name = unescape_string(self.tok_text[1:-1])
        # operands: the value tokens' indices, read straight off the token arrays (the common case;
        # anything else goes through the general methods, which raise the same errors)
        toks, kinds = self._toks, self._kinds
        i = pos + 1
        refs = []
        if toks[i] != "(":
            self.reset(i)
            self.expect("(")
        i += 1
        if toks[i] == ")":
            i += 1
        else:
            while True:
                if kinds[i] != "value":
                    self.reset(i)
                    self.parse_operand()  # raises
                refs.append(i)
                t = toks[i + 1]
                i += 2
                if t == ",":
                    continue
                if t != ")":
                    self.reset(i - 1)
                    self.expect(")")  # raises
                break
        self.tok_start = i
        self.tok_kind = kinds[i]
        self.tok_text = t = toks[i]
        successors = []
        if t == "[":
            successors = self.parse_comma_separated(self.parse_successor, "[", "]")
        props = None
        if self.tok_text == "<":
            self.next()
            props = self.parse_attr_dict()
            self.expect(">")
        regions = []
        if self.tok_text == "(":
            self.next()
            regions.append(self.parse_region())
            while self.accept(","):
                regions.append(self.parse_region())
            self.expect(")")
        attrs = self.parse_optional_attr_dict()
        self.expect(":", "followed by the op's function type")
        ftpos = self.tok_start
        # parse_type's own path for a '(': a function type, cached by its tokens
        ft = self._parse_function_type() if self.tok_text == "(" else self.parse_type()
        if ft.__class__ is not A.FunctionType and not isinstance(ft, A.FunctionType):
            raise self.error(f"expected function type for '{name}', got {ft}", ftpos)
        inputs = ft.inputs
        if len(refs) != len(inputs):
            raise self.error(f"'{name}' has {len(refs)} operands but its type lists {len(inputs)}", ftpos)
        resolve = self._resolve
        operands = []
        for j, t in zip(refs, inputs):
            text = toks[j]
            if "#" in text:
                vname, _, num = text[1:].partition("#")
                operands.append(resolve(vname, int(num), j, t))
            else:
                operands.append(resolve(text[1:], 0, j, t))
        cls = lookup_op_class(name)
        if cls is None:
            cls = Operation
        op = cls.create(name, operands, ft.results, attrs, props, regions, successors)
        if getattr(cls, "_props", None):
            _complete_properties(op, cls)
        return op

    def _parse_custom_op(self):
        pos = self.tok_start
        name = self.tok_text
        cls = None
        if "." not in name:
            for d in reversed(self.default_dialects):
                cls = lookup_op_class(f"{d}.{name}")
                if cls is not None:
                    break
            if cls is None:
                cls = lookup_op_class(f"builtin.{name}")
        else:
            cls = lookup_op_class(name)
        if cls is None or not (hasattr(cls, "parse_custom") or cls._format is not None):
            if cls is None:
                raise self.error(f"custom op '{name}' is unknown (use the generic form \"{name}\"(...) "
                                 "for ops tmlir does not define)", pos)
            raise self.error(f"'{name}' has no custom assembly form; use the generic form", pos)
        self.next()
        try:
            if cls._format is not None and not hasattr(cls, "parse_custom"):
                return cls._format.parse(self, cls)
            return cls.parse_custom(self)
        except (IRError, RecursionError, _EscapeError):
            raise
        except Exception as e:  # a dialect's parser that choked on malformed input
            raise self._dialect_error(f"custom form of '{name}'", e) from e

    def _dialect_error(self, what, e) -> ParseError:
        return self.error(f"invalid {what}: {type(e).__name__}: {e}")

    # -- top level -----------------------------------------------------------------------------
    def parse_top_level(self):
        from .dialects.builtin import ModuleOp
        self.scopes.append(_Scope())
        ops = []
        while self.tok_kind != "eof":
            if self.tok_kind == "hashid" and self._is_alias_def():
                self._parse_alias_def(self.attr_aliases, lambda: self.parse_attribute())
            elif self.tok_kind == "bangid" and self._is_alias_def():
                self._parse_alias_def(self.type_aliases, lambda: self.parse_type())
            elif self.at("{-#"):
                self._parse_resources()
            else:
                ops.append(self.parse_operation())
        self._pop_scope(None)
        self._make_op_locations()
        self._resolve_loc_aliases()
        if len(ops) == 1 and ops[0].name == "builtin.module":
            return ops[0]
        m = ModuleOp.build_empty(location=FileLineColLoc(self.filename, 0, 0))  # as mlir-opt: file:0:0
        for op in ops:
            m.body.append(op)
        return m

    def _is_alias_def(self):
        save = self.tok_start
        self.next()
        ok = self.tok_kind == "punct" and self.tok_text == "="
        self.reset(save)
        return ok

    def _parse_alias_def(self, table, fn):
        name = self.tok_text[1:]
        pos = self.tok_start
        self.next()
        self.expect("=")
        if name in table:
            raise self.error(f"redefinition of alias '{name}'", pos)
        table[name] = fn()

    def _make_op_locations(self):
        """Give every parsed op without an explicit ``loc(...)`` its file:line:col, made when
        first read (``Operation.location``) from the index of the op's first token."""
        pending = self._pending_locs
        if not pending:
            return
        make = _SourceLocations(self).location
        starts = self._starts
        if starts is not None:  # (an error was reported: the offsets are there)
            for op, idx in pending:
                op._location = (make, starts[idx])
        else:  # character offset of a token = end of its raw text - its length (C-speed sums)
            from itertools import accumulate
            ends = list(accumulate(map(len, self._raw)))
            toks = self._toks
            for op, idx in pending:
                op._location = (make, ends[idx] - len(toks[idx]))
        self._pending_locs = []

    def _resolve_loc_aliases(self):
        for ref in self.pending_loc_aliases:
            loc = self.attr_aliases.get(ref.name)
            if loc is None:
                raise self.error(f"undefined location alias '#{ref.name}'", ref.pos)
            if not isinstance(loc, Location):
                raise self.error(f"expected location attribute, but '#{ref.name}' is {loc}", ref.pos)
            for op in ref.targets:
                op.location = loc
        self.pending_loc_aliases = []

    def _parse_resources(self):
        import struct
        self.expect("{-#")
        while not self.at("#-}"):
            section = self.parse_any_keyword("resource section name")
            self.expect(":")
            self.expect("{")
            while not self.accept("}"):
                dialect = self.parse_any_keyword("dialect name")
                self.expect(":")
                self.expect("{")
                while not self.accept("}"):
                    if self.tok_kind not in ("bare", "string"):
                        raise self.error("expected resource key")
                    key = self.tok_text if self.tok_kind == "bare" else unescape_string(self.tok_text[1:-1])
                    self.next()
                    self.expect(":")
                    if self.tok_kind == "string" and section == "dialect_resources":
                        hexstr = self.tok_text[1:-1]
                        raw = None
                        if hexstr.startswith("0x") and hexstr[2:].isalnum():
                            try:
                                raw = bytes.fromhex(hexstr[2:])
                            except ValueError:
                                pass
                        if raw is None or len(raw) < 4:
                            raise self.error(f"resource '{key}' is not a hex blob (\"0x\" followed by a 4-byte "
                                             "alignment and the data)")
                        self.next()
                        align = struct.unpack("<I", raw[:4])[0]
                        blob = self.blobs.get(key)
                        if blob is None:
                            blob = self.blobs[key] = A.ResourceBlob(key, None)
                        blob.data = raw[4:]
                        blob.alignment = align
                    else:
                        self.parse_attribute()
                    self.accept(",")
                self.accept(",")
            self.accept(",")
        self.expect("#-}")


class _SourceLocations:
    """file:line:col of character offsets in a parsed text, for the ops' locations made on first
    read. Keeps the text; its line starts are found once, when the first location is asked for."""
    __slots__ = ("filename", "src", "line_starts")

    def __init__(self, parser):
        self.filename = parser.filename
        self.src = parser.src
        self.line_starts = parser._line_starts

    def location(self, pos):
        line_starts = self.line_starts
        if line_starts is None:
            line_starts = self.line_starts = [0] + [m.end() for m in re.finditer("\n", self.src)]
        line = bisect.bisect_right(line_starts, pos)
        return FileLineColLoc(self.filename, line, pos - line_starts[line - 1] + 1)


def _scalar_type(text):
    if text in FLOAT_KINDS:
        return A.FloatType(text)
    if text == "index":
        return A.INDEX
    if text == "none":
        return A.NONE
    m = _INT_TYPE.match(text)
    if m is not None and len(m.group(2)) < 9 and int(m.group(2)) <= 16777215:  # MLIR's widest integer
        return A.IntegerType(int(m.group(2)), m.group(1))
    return None


class _ShapeError(ValueError):
    """An invalid shaped type; the parser reports it at the type."""


# the builtin element types MLIR accepts in shaped types (types of other dialects are all accepted)
_TENSOR_ELEMENTS = (A.IntegerType, A.IndexType, A.FloatType, A.ComplexType, A.VectorType, A.OpaqueType)
_MEMREF_ELEMENTS = (A.IntegerType, A.IndexType, A.FloatType, A.ComplexType, A.VectorType, A.MemRefType,
                    A.UnrankedMemRefType, A.OpaqueType)
_VECTOR_ELEMENTS = (A.IntegerType, A.IndexType, A.FloatType, A.OpaqueType)


def _bad_element(et, allowed):
    return not isinstance(et, allowed) and type(et).__module__ == A.__name__


def _make_shaped(head, et, p1, p2):
    """The type for a shaped-type prefix token, element type and parameters (raises _ShapeError)."""
    kind, _, dims_text = head.partition("<")
    if dims_text == "*x":
        if kind == "tensor":
            if p1 is not None:
                raise _ShapeError("an unranked tensor has no encoding")
            if _bad_element(et, _TENSOR_ELEMENTS):
                raise _ShapeError(f"invalid tensor element type {et}")
            return A.UnrankedTensorType(et)
        if kind == "memref":
            if p1 is not None and isinstance(p1, (AffineMapAttr, A.StridedLayoutAttr)):
                raise _ShapeError("an unranked memref has no layout")
            if _bad_element(et, _MEMREF_ELEMENTS):
                raise _ShapeError(f"invalid memref element type {et}")
            return A.UnrankedMemRefType(et, p1 if p1 is not None else p2)
        raise _ShapeError("vector types must be ranked")
    parts = dims_text.split("x")[:-1]
    if kind == "vector":
        if "?" in parts:
            raise _ShapeError("vector types must have static shape")
        dims = [int(d.strip("[]")) for d in parts]
        if 0 in dims:
            raise _ShapeError("vector types must have positive constant sizes")
        if _bad_element(et, _VECTOR_ELEMENTS):
            raise _ShapeError(f"vector elements must be int/index/float type, got {et}")
        scal = [d.startswith("[") for d in parts]
        return A.VectorType(dims, et, scal if any(scal) else None)
    if any(d.startswith("[") for d in parts):
        raise _ShapeError(f"scalable dimensions are only valid in vector types")
    dims = [DYNAMIC if d == "?" else int(d) for d in parts]
    if kind == "tensor":
        if _bad_element(et, _TENSOR_ELEMENTS):
            raise _ShapeError(f"invalid tensor element type {et}")
        return A.RankedTensorType(dims, et, p1)
    if _bad_element(et, _MEMREF_ELEMENTS):
        raise _ShapeError(f"invalid memref element type {et}")
    if type(p1) is AffineMapAttr and p1.value.num_dims != len(dims):
        raise _ShapeError(f"memref layout mismatch between rank and affine map: {len(dims)} != "
                          f"{p1.value.num_dims}")
    if type(p1) is A.StridedLayoutAttr and len(p1.strides) != len(dims):
        raise _ShapeError(f"expected {len(dims)} strides in the memref layout, got {len(p1.strides)}")
    return A.MemRefType(dims, et, p1, p2)


def _complete_properties(op, cls):
    """As MLIR does for a registered op read in generic form: inherent attributes written in the
    attribute dictionary become properties, and absent default-valued properties take their default."""
    attrs = op.attributes
    if attrs:
        names = cls._inherent_names
        for k in [k for k in attrs if k in names]:
            op.properties[k] = attrs.pop(k)
    props = op.properties
    for f in cls._props:
        if "default" in f.options and f.name not in props:
            props[f.name] = f.options["default"]


class _LocAliasRef(Location):
    """A ``loc(#alias)`` whose alias is defined later in the file."""
    __slots__ = ("name", "pos", "targets")

    @classmethod
    def _key(cls, name, pos):
        return (name, pos)

    def _init(self, name, pos):
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "pos", pos)
        object.__setattr__(self, "targets", [])

    def _args(self):
        return (self.name, self.pos)

    def _inner(self):
        return f"#{self.name}"


def _map_nested(x, fn):
    if isinstance(x, list):
        return [_map_nested(e, fn) for e in x]
    return fn(x)


def parse_module(text: str, filename: str = "<string>", verify: bool = True):
    """Parse MLIR text into a ``builtin.module`` op (wrapping top-level ops if needed)."""
    p = Parser(text, filename)
    with gc_paused():  # many new objects, no garbage: the cyclic GC would only cost time
        m = p.guarded(p.parse_top_level)
    if verify:
        from .verifier import verify as _verify
        _verify(m)
    return m


def parse_type(text: str) -> A.Type:
    p = Parser(text)
    t = p.guarded(p.parse_type)
    if p.tok_kind != "eof":
        raise p.error(f"unexpected '{p.tok_text}' after type")
    return t


def parse_attribute(text: str) -> A.Attribute:
    p = Parser(text)
    a = p.guarded(p.parse_attribute)
    if p.tok_kind != "eof":
        raise p.error(f"unexpected '{p.tok_text}' after attribute")
    return a
