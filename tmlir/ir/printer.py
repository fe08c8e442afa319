"""MLIR text printer: custom forms for registered ops, the generic form for the rest.

SSA names follow MLIR's AsmPrinter: values of a region are numbered before those of nested
regions; nested regions restart from the parent's counters (so sibling regions may reuse
numbers) except in the generic form, which prints unique ids. Ops can suggest result names
(``asm_result_names``) such as ``%c0`` or ``%cst``; clashes get ``_N`` suffixes. Entry block
arguments are ``%argN`` unless the parent op names them (``asm_block_arg_names``).

Options:
  generic=True            print every op in the generic form
  debuginfo=True          print ``loc(...)`` after each op and block argument
  hex_threshold=N         dense elements with more than N elements print as hex (MLIR: 100)
  print_resources=False   omit the ``dialect_resources`` section (blobs stay referenced by key)
  alias_affine_maps=True  print affine maps as ``#map`` aliases, as mlir-opt does
"""
from __future__ import annotations

import struct
from operator import itemgetter

from . import attributes as A
from .affine import AffineMapAttr
from .core import Operation, BlockArgument, OpResult, IRError, gc_paused, deep_recursion
from .location import UNKNOWN_LOC

_first = itemgetter(0)

_LOC = "loc"
#: bytes of a resource blob hex-encoded per write when printing to a file
RESOURCE_CHUNK = 1 << 20


class _NameScope:
    __slots__ = ("names", "parent")

    def __init__(self, parent):
        self.names = set()
        self.parent = parent

    def __contains__(self, name):
        s = self
        while s is not None:
            if name in s.names:
                return True
            s = s.parent
        return False


class Printer:
    def __init__(self, generic=False, debuginfo=False, hex_threshold=A.HEX_THRESHOLD,
                 alias_affine_maps=True, print_resources=True):
        self.generic = generic
        self.debuginfo = debuginfo
        self.hex_threshold = hex_threshold
        self.alias_affine_maps = alias_affine_maps
        self.print_resources = print_resources
        self.out = []
        self.indent = 0
        self.names = {}          # Value -> "%name" (without result number)
        self.block_names = {}    # Block -> "^bbN"
        self.map_aliases = {}    # AffineMapAttr -> "#map"
        self.blobs = {}          # key -> ResourceBlob
        self.default_dialects = ["builtin"]
        self._counters = None

    # -- entry points --------------------------------------------------------------------------
    def print_op_to_string(self, op: Operation) -> str:
        try:
            with gc_paused(), deep_recursion():
                return self._print_op_to_string(op)
        except RecursionError:
            pass  # raised below, once the stack has unwound
        raise IRError(f"'{op.name}' nests too deeply to print", op=op)

    def _print_op_to_string(self, op: Operation) -> str:
        out = []
        self._emit(op, out.append)
        return "".join(out)

    def print_op_to(self, op: Operation, write) -> None:
        """Print ``op`` through ``write(str)`` (a file's ``write``): the ops as one string, then the
        resource blobs in chunks of ``RESOURCE_CHUNK`` bytes, so a module with a 500 MB resource
        section never holds its text in memory at once."""
        try:
            with gc_paused(), deep_recursion():
                return self._emit(op, write)
        except RecursionError:
            pass
        raise IRError(f"'{op.name}' nests too deeply to print", op=op)

    def _emit(self, op, write):
        self._number_from(op)
        self.out = []
        self.print_op(op, top=True)
        self.out.append("\n")
        if self.map_aliases:
            write("".join(f"{alias} = affine_map<{m.value}>\n" for m, alias in self.map_aliases.items()))
        write("".join(self.out))
        self.out = []
        items = [b for b in self.blobs.values() if b.data is not None]
        if not (items and self.print_resources):
            return
        write("\n{-#\n  dialect_resources: {\n    builtin: {\n")
        for i, b in enumerate(items):
            write(f"      {_resource_key(b.key)}: \"0x{struct.pack('<I', b.alignment).hex().upper()}")
            for chunk in b.byte_chunks(RESOURCE_CHUNK):
                write(chunk.hex().upper())
            write("\",\n" if i + 1 < len(items) else "\"\n")
        write("    }\n  }\n#-}\n")

    # -- naming --------------------------------------------------------------------------------
    def _number_from(self, top: Operation):
        names = self.names
        unique = self.generic
        st = {"value": 0, "arg": 0, "conflict": 0}
        root_scope = _NameScope(None)

        def unique_name(name, scope):
            if name not in scope:
                scope.names.add(name)
                return name
            while True:
                probe = f"{name}_{st['conflict']}"
                st["conflict"] += 1
                if probe not in scope:
                    scope.names.add(probe)
                    return probe

        def number_op(op, scope):
            results = op.results
            if not results:
                return
            hint = None
            if not unique:
                fn = getattr(op, "asm_result_names", None)
                if fn is not None:
                    hint = fn()
            if hint:
                if type(hint) is str:
                    names[results[0]] = "%" + unique_name(_sanitize(hint), scope)
                else:  # one name per result: printed as ``%sum, %overflow = ...``
                    for r, h in zip(results, hint):
                        names[r] = "%" + unique_name(_sanitize(h), scope)
            else:
                names[results[0]] = f"%{st['value']}"
                st["value"] += 1

        number_op(top, root_scope)
        stack = [(r, st["value"], st["arg"], st["conflict"], root_scope) for r in top.regions]
        while stack:
            region, nv, na, nc, parent_scope = stack.pop()
            if not unique:
                st["value"], st["arg"], st["conflict"] = nv, na, nc
            scope = _NameScope(parent_scope)
            owner = region.parent
            for bi, block in enumerate(region.blocks):
                self.block_names[block] = f"^bb{bi}"
                entry = bi == 0
                arg_hints = None
                if entry and not unique and owner is not None:
                    fn = getattr(owner, "asm_block_arg_names", None)
                    if fn is not None:
                        arg_hints = fn(region, block)
                for i, a in enumerate(block.args):
                    h = arg_hints[i] if arg_hints and i < len(arg_hints) else None
                    if h:
                        names[a] = "%" + unique_name(_sanitize(h), scope)
                    elif entry:
                        names[a] = "%" + unique_name(f"arg{st['arg']}", scope)
                        st["arg"] += 1
                    else:
                        names[a] = f"%{st['value']}"
                        st["value"] += 1
                op = block._first
                while op is not None:
                    number_op(op, scope)
                    op = op._next
            for block in region.blocks:
                op = block._first
                while op is not None:
                    for r in op.regions:
                        stack.append((r, st["value"], st["arg"], st["conflict"], scope))
                    op = op._next

    def value_name(self, v) -> str:
        if type(v) is OpResult:
            res = v.op.results
            if len(res) > 1 and res[1] not in self.names:
                base = self.names.get(res[0])
                if base is not None:
                    return f"{base}#{v.index}"
        n = self.names.get(v)
        if n is not None:
            return n
        return "<<UNKNOWN SSA VALUE>>"

    # -- low-level writing ---------------------------------------------------------------------
    def write(self, s: str):
        self.out.append(s)

    def newline(self):
        self.out.append("\n" + "  " * self.indent)

    def print_operand(self, v):
        self.out.append(self.value_name(v))

    def print_operands(self, vals):
        self.out.append(", ".join(self.value_name(v) for v in vals))

    def print_type(self, t):
        self.out.append(self.type_str(t))

    def type_str(self, t):
        s = str(t)
        if self.alias_affine_maps and "affine_map<" in s:
            for m in _affine_layouts(t):  # memref layouts, also inside function/tuple/... types
                s = s.replace(str(m), self.attr_str(m))
        return s

    def print_types(self, ts):
        self.out.append(", ".join(map(self.type_str, ts)))

    def print_attr(self, a):
        self.out.append(self.attr_str(a))

    def attr_str(self, a) -> str:
        t = type(a)
        if t is AffineMapAttr and self.alias_affine_maps:
            alias = self.map_aliases.get(a)
            if alias is None:
                n = len(self.map_aliases)
                alias = self.map_aliases[a] = "#map" if n == 0 else f"#map{n}"
            return alias
        if t is A.ArrayAttr:
            return "[" + ", ".join(x.format_value() if (type(x) is A.IntegerAttr and x.type is A.I64) or (
                type(x) is A.FloatAttr and x.type is A.F64) else self.attr_str(x) for x in a.value) + "]"
        if t is A.DictionaryAttr:
            return self.attr_dict_str(a.value)
        if t is A.DenseElementsAttr:
            return f"{a.format_value(self.hex_threshold)} : {a.type}"
        if t is A.DenseResourceElementsAttr:
            self.blobs.setdefault(a.blob.key, a.blob)
            return str(a)
        if t is A.TypeAttr:
            return self.type_str(a.value)
        return str(a)

    def attr_dict_str(self, items) -> str:
        if isinstance(items, dict):
            items = items.items()
        if not hasattr(items, "__len__") or len(items) > 1:  # one entry (the common case): no sort
            items = sorted(items, key=_first)
        parts = []
        for name, attr in items:
            if attr is A.UNIT:
                parts.append(A.format_attr_name(name))
            else:
                parts.append(f"{A.format_attr_name(name)} = {self.attr_str(attr)}")
        return "{" + ", ".join(parts) + "}"

    def print_optional_attr_dict(self, attrs, elided=()):
        items = [(k, v) for k, v in attrs.items() if k not in elided]
        if items:
            self.out.append(" " + self.attr_dict_str(items))

    def print_optional_attr_dict_with_keyword(self, attrs, elided=()):
        items = [(k, v) for k, v in attrs.items() if k not in elided]
        if items:
            self.out.append(" attributes " + self.attr_dict_str(items))

    def print_successor(self, block):
        self.out.append(self.block_names.get(block, "^<<UNKNOWN BLOCK>>"))

    def print_successor_and_use_list(self, block, operands):
        self.print_successor(block)
        if operands:
            self.out.append("(")
            self.print_operands(operands)
            self.out.append(" : ")
            self.print_types([v.type for v in operands])
            self.out.append(")")

    def print_argument(self, arg, attrs=None):
        """``%name: type {attrs} loc(...)`` for a region argument."""
        self.out.append(f"{self.value_name(arg)}: {self.type_str(arg.type)}")
        if attrs:
            self.out.append(" " + self.attr_dict_str(attrs))
        if self.debuginfo:  # MLIR gives every block argument a location (unknown if none was set)
            self.out.append(f" {arg.location if arg.location is not None else UNKNOWN_LOC}")

    def print_location(self, loc):
        self.out.append(str(loc))

    # -- ops -----------------------------------------------------------------------------------
    def print_op(self, op: Operation, top=False):
        out = self.out
        results = op.results
        if results:
            base = self.names.get(results[0], "<<UNKNOWN SSA VALUE>>")
            if len(results) > 1 and results[1] in self.names:
                out.append(", ".join(self.names[r] for r in results) + " = ")
            else:
                out.append(f"{base}:{len(results)} = " if len(results) > 1 else f"{base} = ")
        cls = type(op)
        custom = not self.generic and (hasattr(cls, "print_custom") or getattr(cls, "_format", None) is not None)
        if custom:
            mark, indent, ndialects, nmaps = len(out), self.indent, len(self.default_dialects), len(self.map_aliases)
            try:
                self._print_op_name(op)
                if hasattr(cls, "print_custom"):
                    op.print_custom(self)
                else:
                    cls._format.print(op, self)
            except RecursionError:
                raise
            except Exception:
                # the custom printer could not cope with this op (it fails to verify, say): print it
                # in the generic form instead, as mlir-opt does for ops that fail verification
                del out[mark:]
                self.indent = indent
                del self.default_dialects[ndialects:]
                for k in list(self.map_aliases)[nmaps:]:
                    del self.map_aliases[k]
                self.print_generic(op)
        else:
            self.print_generic(op)
        if self.debuginfo:
            out.append(f" {op.location}")

    def _print_op_name(self, op):
        name = op.name
        d = self.default_dialects[-1]
        if name.startswith(d) and name[len(d):len(d) + 1] == "." and name.count(".") == 1:
            name = name[len(d) + 1:]
        self.out.append(name)

    def print_generic(self, op: Operation):
        out = self.out
        vn = self.value_name
        out.append(f'"{op.name}"(' + ", ".join(vn(v) for v in op._operands) + ")")
        if op.successors:
            out.append("[" + ", ".join(self.block_names.get(b, "^<<UNKNOWN BLOCK>>") for b in op.successors) + "]")
        if op.properties:
            out.append(" <" + self.attr_dict_str(op.properties) + ">")
        if op.regions:
            out.append(" (")
            for i, r in enumerate(op.regions):
                if i:
                    out.append(", ")
                self.print_region(r, print_entry_args=True, print_terminators=True, print_empty_block=True)
            out.append(")")
        if op.attributes:
            out.append(" " + self.attr_dict_str(op.attributes))
        ins = ", ".join(self.type_str(v.type) for v in op._operands)
        res = [r.type for r in op.results]
        if len(res) == 1 and type(res[0]) is not A.FunctionType:
            out.append(f" : ({ins}) -> {self.type_str(res[0])}")
        else:
            out.append(f" : ({ins}) -> (" + ", ".join(self.type_str(t) for t in res) + ")")

    def _print_preds(self, preds, index):
        """MLIR's block comment: ``// pred: ^bb0``, ``// 2 preds: ^bb1, ^bb2``, ``// no predecessors``."""
        if not preds:
            if index:
                self.out.append("  // no predecessors")
        elif len(preds) == 1:
            self.out.append("  // pred: " + self.block_names.get(preds[0], "^<<UNKNOWN BLOCK>>"))
        else:
            self.out.append(f"  // {len(preds)} preds: " + ", ".join(
                self.block_names.get(b, "^<<UNKNOWN BLOCK>>") for b in preds))

    def print_region(self, region, print_entry_args=True, print_terminators=True, print_empty_block=False,
                     default_dialect=None):
        out = self.out
        out.append("{")
        if default_dialect is None:
            # as MLIR: a region's ops are named relative to its parent op's default dialect (none
            # unless the op declares one), not the enclosing function's
            parent = region.parent
            default_dialect = getattr(parent, "default_dialect", None) or (
                "builtin" if parent is not None and parent.name == "builtin.module" else "")
        self.default_dialects.append(default_dialect)
        self.indent += 1
        ind_block = "\n" + "  " * (self.indent - 1)
        ind_op = "\n" + "  " * self.indent
        blocks = region.blocks
        preds = _predecessors(blocks) if len(blocks) > 1 else None
        for bi, block in enumerate(blocks):
            show_label = bi > 0 or (print_entry_args and block.args) or (
                print_empty_block and block._first is None and bi == 0)
            if show_label:
                out.append(ind_block + self.block_names[block])
                if block.args:
                    out.append("(")
                    for i, a in enumerate(block.args):
                        if i:
                            out.append(", ")
                        self.print_argument(a)
                    out.append(")")
                out.append(":")
                if preds is not None:
                    self._print_preds(preds.get(block), bi)
            op = block._first
            while op is not None:
                if not print_terminators and op._next is None and op.traits and _is_terminator(op):
                    break
                out.append(ind_op)
                self.print_op(op)
                op = op._next
        self.indent -= 1
        out.append("\n" + "  " * self.indent + "}")
        self.default_dialects.pop()


def _affine_layouts(t):
    """The affine-map memref layouts in type ``t`` (looking through nested types)."""
    out = []
    stack = [t]
    while stack:
        x = stack.pop()
        c = type(x)
        if c is A.MemRefType and type(x.layout) is AffineMapAttr:
            out.append(x.layout)
        if c is A.FunctionType:
            stack.extend(x.inputs)
            stack.extend(x.results)
        elif c is A.TupleType:
            stack.extend(x.types)
        elif hasattr(x, "element_type"):
            stack.append(x.element_type)
    return out


def _predecessors(blocks):
    """Block -> predecessor blocks (one entry per edge), in block order."""
    preds = {}
    for b in blocks:
        t = b._last
        if t is not None and t.successors:
            for s in t.successors:
                preds.setdefault(s, []).append(b)
    return preds


def _is_terminator(op):
    from .opdef import IsTerminator
    return IsTerminator in op.traits


def _sanitize(name: str) -> str:
    out = []
    for c in name:
        if c.isalnum() or c in "_$.-":
            out.append(c)
        else:
            out.append("_")
    s = "".join(out)
    if s and s[0].isdigit():
        s = "_" + s
    return s


def _resource_key(key: str) -> str:
    return key if A.is_bare_identifier(key) else f'"{A.escape_string(key)}"'


def print_module(op, **options) -> str:
    return Printer(**options).print_op_to_string(op)


def write_module(op, file, **options) -> None:
    """Print ``op`` to ``file`` (a path or an open text file), streaming its resource blobs."""
    if hasattr(file, "write"):
        Printer(**options).print_op_to(op, file.write)
        return
    with open(file, "w") as f:
        Printer(**options).print_op_to(op, f.write)
