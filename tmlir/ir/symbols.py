"""Symbols and symbol tables.

A *symbol* is an op with a ``sym_name`` string attribute (``func.func @f``); a *symbol table*
is an op with the ``SymbolTable`` trait (``builtin.module``) whose single block holds symbols
with unique names. Symbols are referenced by ``SymbolRefAttr`` (``@f``, ``@mod::@f``) anywhere
in attributes or properties, nested in arrays and dictionaries.

    st = SymbolTable(module)
    f = st.lookup("f")
    name = st.insert(new_func)            # renamed to "f_0" etc. if "f" is taken
    SymbolTable.symbol_uses("f", module)  # [(op, attr_name), ...]
"""
from __future__ import annotations

from . import attributes as A
from .core import IRError
from .opdef import SymbolTable as SymbolTableTrait

SYM_NAME = "sym_name"
SYM_VISIBILITY = "sym_visibility"


def symbol_name(op):
    """The op's symbol name (str), or None if it is not a symbol."""
    a = op.properties.get(SYM_NAME)
    if a is None:
        a = op.attributes.get(SYM_NAME)
    return a.value if type(a) is A.StringAttr else None


def symbol_visibility(op):
    a = op.properties.get(SYM_VISIBILITY)
    if a is None:
        a = op.attributes.get(SYM_VISIBILITY)
    return a.value if type(a) is A.StringAttr else "public"


def is_private(op):
    return symbol_visibility(op) == "private"


def is_symbol_table(op):
    return SymbolTableTrait in op.traits


def nearest_symbol_table(op):
    """The closest op enclosing ``op`` (or ``op`` itself) with the SymbolTable trait."""
    while op is not None:
        if SymbolTableTrait in op.traits:
            return op
        op = op.parent_op
    return None


def _set_name(op, name):
    attr = A.StringAttr(name)
    if SYM_NAME in op.attributes and SYM_NAME not in op.properties:
        op.attributes[SYM_NAME] = attr
    else:
        op.properties[SYM_NAME] = attr


# -- finding references inside attributes ------------------------------------------------------

_REFS_CACHE: dict = {}


def _refs_in(attr):
    """SymbolRefAttrs inside ``attr`` (a tuple)."""
    t = type(attr)
    if t is A.SymbolRefAttr:
        return (attr,)
    if t is A.ArrayAttr or t is A.DictionaryAttr:
        r = _REFS_CACHE.get(attr)
        if r is None:
            out = []
            items = attr.value if t is A.ArrayAttr else [v for _, v in attr.value]
            for x in items:
                out.extend(_refs_in(x))
            r = _REFS_CACHE[attr] = tuple(out)
        return r
    return ()


def op_symbol_refs(op):
    """(attribute name, SymbolRefAttr) for each symbol reference held directly by ``op``."""
    out = []
    for d in (op.properties, op.attributes):
        for k, a in d.items():
            for r in _refs_in(a):
                out.append((k, r))
    return out


def _replace_refs(attr, fn):
    """``attr`` with every SymbolRefAttr ``r`` replaced by ``fn(r)``."""
    t = type(attr)
    if t is A.SymbolRefAttr:
        return fn(attr)
    if t is A.ArrayAttr:
        if not _refs_in(attr):
            return attr
        return A.ArrayAttr([_replace_refs(x, fn) for x in attr.value])
    if t is A.DictionaryAttr:
        if not _refs_in(attr):
            return attr
        return A.DictionaryAttr([(k, _replace_refs(v, fn)) for k, v in attr.value])
    return attr


# -- the table ---------------------------------------------------------------------------------

class SymbolTable:
    """The symbols directly inside a symbol-table op, by name."""

    def __init__(self, op):
        if not op.regions or not op.regions[0].blocks:
            raise IRError(f"'{op.name}' has no body to hold symbols", op=op)
        self.op = op
        self.symbols = {}
        for o in op.regions[0].blocks[0]:
            n = symbol_name(o)
            if n is not None:
                if n in self.symbols:
                    raise IRError(f"redefinition of symbol '{n}'", op=o)
                self.symbols[n] = o
        self._uniq = 0

    @property
    def block(self):
        return self.op.regions[0].blocks[0]

    def lookup(self, name):
        if isinstance(name, A.SymbolRefAttr):
            return lookup_symbol_in(self.op, name)
        if isinstance(name, A.StringAttr):
            name = name.value
        return self.symbols.get(name)

    def __contains__(self, name):
        return self.lookup(name) is not None

    def __iter__(self):
        return iter(list(self.symbols.values()))

    def __len__(self):
        return len(self.symbols)

    def insert(self, op, anchor=None):
        """Insert ``op`` (before ``anchor``, else at the end of the body but before a
        terminator); a name clash renames ``op`` with a ``_N`` suffix. Returns the name."""
        name = symbol_name(op)
        if name is None:
            raise IRError(f"'{op.name}' is not a symbol (no sym_name)", op=op)
        if self.symbols.get(name) not in (None, op):
            base = name
            while True:
                cand = f"{base}_{self._uniq}"
                self._uniq += 1
                if cand not in self.symbols:
                    break
            name = cand
            _set_name(op, name)
        if op.parent is None:
            blk = self.block
            if anchor is not None:
                blk.insert_before(op, anchor)
            else:
                last = blk._last
                from .opdef import IsTerminator
                if last is not None and IsTerminator in last.traits:
                    blk.insert_before(op, last)
                else:
                    blk.append(op)
        self.symbols[name] = op
        return name

    def remove(self, op):
        """Forget ``op`` and unlink it (it is not erased)."""
        n = symbol_name(op)
        if self.symbols.get(n) is op:
            del self.symbols[n]
        op.detach()

    def erase(self, op):
        n = symbol_name(op)
        if self.symbols.get(n) is op:
            del self.symbols[n]
        op.erase()

    def rename(self, op_or_name, new_name):
        """Rename a symbol and every reference to it within this table's op."""
        op = self.lookup(op_or_name) if isinstance(op_or_name, str) else op_or_name
        old = symbol_name(op)
        if new_name in self.symbols and self.symbols[new_name] is not op:
            raise IRError(f"cannot rename '{old}' to '{new_name}': the name is taken", op=op)
        replace_all_symbol_uses(old, new_name, self.op)
        del self.symbols[old]
        _set_name(op, new_name)
        self.symbols[new_name] = op

    # -- static helpers ------------------------------------------------------------------------
    symbol_name = staticmethod(symbol_name)
    is_private = staticmethod(is_private)
    nearest_symbol_table = staticmethod(nearest_symbol_table)

    @staticmethod
    def symbol_uses(symbol, from_op):
        return symbol_uses(symbol, from_op)

    @staticmethod
    def lookup_nearest_symbol_from(op, ref):
        return lookup_nearest_symbol_from(op, ref)


def lookup_symbol_in(table_op, ref):
    """Resolve ``ref`` (a name, or a SymbolRefAttr possibly nested: ``@a::@b``) in ``table_op``."""
    if isinstance(ref, str):
        path = [ref]
    else:
        path = [ref.root, *ref.nested]
    cur = table_op
    for name in path:
        if cur is None or SymbolTableTrait not in cur.traits or not cur.regions or not cur.regions[0].blocks:
            return None
        found = None
        for o in cur.regions[0].blocks[0]:
            if symbol_name(o) == name:
                found = o
                break
        cur = found
    return cur


def lookup_nearest_symbol_from(op, ref):
    """Resolve ``ref`` from ``op``: in the closest enclosing symbol table, then further out."""
    t = nearest_symbol_table(op.parent_op if op.parent is not None else op)
    while t is not None:
        r = lookup_symbol_in(t, ref)
        if r is not None:
            return r
        t = nearest_symbol_table(t.parent_op)
    return None


def symbol_uses(symbol, from_op):
    """(op, attribute name) for each reference to ``symbol`` (name or symbol op) whose root is
    that name, in ``from_op`` and the ops nested in it."""
    name = symbol if isinstance(symbol, str) else symbol_name(symbol)
    out = []
    for o in [from_op, *from_op.walk_ops()]:
        for k, r in op_symbol_refs(o):
            if r.root == name:
                out.append((o, k))
    return out


def symbol_known_use_empty(symbol, from_op):
    return not symbol_uses(symbol, from_op)


def replace_all_symbol_uses(old, new, from_op):
    """Rewrite references whose root is ``old`` to root ``new``, within ``from_op``."""
    def fn(r):
        return A.SymbolRefAttr(new, r.nested) if r.root == old else r
    for o in [from_op, *from_op.walk_ops()]:
        for d in (o.properties, o.attributes):
            for k, a in list(d.items()):
                if _refs_in(a):
                    d[k] = _replace_refs(a, fn)
