"""Dialect conversion: rewrite ops that a ``ConversionTarget`` does not accept, converting types
with a ``TypeConverter``.

    tc = TypeConverter()
    tc.add_conversion(lambda t: t)                                # keep other types
    tc.add_conversion(lambda t: I64 if t is I32 else None)        # i32 -> i64 (tried first)

    target = ConversionTarget()
    target.add_legal_dialect("arith", "func")
    target.add_illegal_op("test.old")
    target.add_dynamically_legal_op("func.func", lambda op: tc.is_signature_legal(op.type))

    @conversion_pattern("test.old")
    def lower_old(op, operands, rewriter):        # operands: remapped, of converted types
        new = rewriter.create("test.new", operands, [tc.convert_type(op.results[0].type)])
        rewriter.replace_op(op, new)
        return True

    apply_full_conversion(module, target, [lower_old, *func_signature_patterns(tc)])

How it works (simple and linear, no rollback):
  * Ops are visited once in pre-order (parents before their bodies). Legal ops stay; ops whose
    legality is unknown stay in a partial conversion; illegal ops (and unknown ones in a full
    conversion) are handed to the patterns for their name, by decreasing benefit. Ops created
    by a successful pattern are legalized in turn (recursively, bounded depth).
  * Replacing an op's result with a value of another type inserts a *source materialization*
    (by default ``builtin.unrealized_conversion_cast new -> old``) so that not-yet-converted
    users still see the old type. A ``ConversionPattern`` receives its op's operands remapped:
    such casts are looked through, and an operand whose type the pattern's converter changes
    gets a *target materialization* (a cast old -> new) when no converted value exists.
  * At the end, cast pairs that undo each other fold away and unused casts are erased; casts
    still needed (a legal op kept using a value whose producer changed type) stay as
    ``builtin.unrealized_conversion_cast``.
  * A full conversion fails with a ``ConversionError`` listing every op that could not be
    legalized, with its location; a partial conversion fails only on ops marked illegal
    (pass ``fail_on_illegal=False`` to leave them too). The root op is exempt when its legality
    is unknown (mark ``builtin.module`` legal or not, either works).

Pattern contract (there is no rollback): a pattern must decide whether it applies *before*
creating or changing anything, then do all of its rewrite through the rewriter and return
True; returning False means the IR is untouched. If the IR fails to convert, it is left
partially converted.
"""
from __future__ import annotations

from . import attributes as A
from .core import Operation, Block, BlockArgument, OpResult, IRError, gc_paused, note_ir_change
from .location import UNKNOWN_LOC
from .rewrite import PatternRewriter, RewritePattern, Listener, as_pattern_set


class ConversionError(IRError):
    """A conversion failed; ``diagnostics`` is a list of (location, message), one per op."""

    def __init__(self, diagnostics):
        self.diagnostics = diagnostics
        loc, msg = diagnostics[0] if diagnostics else (None, "conversion failed")
        super().__init__(msg, loc=loc)

    def format(self):
        lines = []
        for loc, msg in self.diagnostics:
            where = loc.describe() + ": " if loc is not None and loc.file_line_col() else ""
            lines.append(f"{where}error: {msg}")
        return "\n".join(lines) if lines else "error: conversion failed"


# ---------------------------------------------------------------------------------------------
# Type conversion
# ---------------------------------------------------------------------------------------------

class SignatureConversion:
    """How the inputs of a signature map to converted types: input ``i`` becomes
    ``converted_types[start:start + n]`` for ``remapped[i] == (start, n)``."""

    def __init__(self, num_inputs):
        self.remapped = [None] * num_inputs
        self.converted_types = []

    def add_inputs(self, index, types):
        types = list(types)
        self.remapped[index] = (len(self.converted_types), len(types))
        self.converted_types.extend(types)

    def is_identity(self, old_types):
        return all(r == (i, 1) for i, r in enumerate(self.remapped)) and list(self.converted_types) == list(old_types)


def _cast(rewriter, types, inputs, loc):
    from .dialects.builtin import UnrealizedConversionCastOp
    op = UnrealizedConversionCastOp.create(UnrealizedConversionCastOp.OPNAME, list(inputs), list(types), None, None,
                                           (), (), loc)
    return rewriter.insert(op)


class TypeConverter:
    """Converts types 1:1 (a Type), 1:N (a list) or 1:0 (an empty list).

    ``add_conversion(fn)``: ``fn(type)`` returns the converted type(s), or None when it does
    not handle the type; the most recently added function is tried first. A type no function
    handles cannot be converted (add ``lambda t: t`` first to keep unknown types as they are).

    Materializations build a value of one type from values of others:
    ``fn(rewriter, type, inputs, location) -> Value or None``. Source materializations go from
    converted values back to an original type, target materializations from original values
    to a converted type. The fallback for both is ``builtin.unrealized_conversion_cast``.
    """

    def __init__(self):
        self._conversions = []
        self._source = []
        self._target = []
        self._cache = {}

    def add_conversion(self, fn):
        self._conversions.append(fn)
        self._cache.clear()
        return fn

    def add_source_materialization(self, fn):
        self._source.append(fn)
        return fn

    def add_target_materialization(self, fn):
        self._target.append(fn)
        return fn

    # -- converting types ----------------------------------------------------------------------
    def convert_type_multi(self, t):
        """The list of types ``t`` converts to, or None if it cannot be converted."""
        try:
            return self._cache[t]
        except KeyError:
            pass
        out = None
        for fn in reversed(self._conversions):
            r = fn(t)
            if r is None:
                continue
            out = (r,) if isinstance(r, A.Attribute) else tuple(r)
            break
        self._cache[t] = out
        return out

    def convert_type(self, t):
        """The single type ``t`` converts to; None if it cannot be converted or is not 1:1."""
        r = self.convert_type_multi(t)
        if r is None or len(r) != 1:
            return None
        return r[0]

    def convert_types(self, types):
        """Flattened converted types, or None if one of them cannot be converted."""
        out = []
        for t in types:
            r = self.convert_type_multi(t)
            if r is None:
                return None
            out.extend(r)
        return out

    def is_legal(self, x):
        """A type is legal when it converts to itself; an op when all its operand and result
        types are; a list when all its types are."""
        if isinstance(x, Operation):
            return all(self.is_legal(v.type) for v in x.operands) and all(self.is_legal(r.type) for r in x.results)
        if isinstance(x, (list, tuple)):
            return all(self.is_legal(t) for t in x)
        r = self.convert_type_multi(x)
        return r is not None and len(r) == 1 and r[0] is x

    def is_signature_legal(self, ft):
        return self.is_legal(list(ft.inputs)) and self.is_legal(list(ft.results))

    def is_region_legal(self, region):
        return all(self.is_legal(a.type) for b in region.blocks for a in b.args)

    def is_function_legal(self, func_op):
        return self.is_signature_legal(func_op.function_type.value) and self.is_region_legal(func_op.regions[0])

    def convert_signature(self, types):
        """A SignatureConversion for input ``types`` (or a FunctionType's inputs), or None."""
        if isinstance(types, A.FunctionType):
            types = types.inputs
        sc = SignatureConversion(len(types))
        for i, t in enumerate(types):
            r = self.convert_type_multi(t)
            if r is None:
                return None
            sc.add_inputs(i, r)
        return sc

    def convert_block_signature(self, block):
        return self.convert_signature([a.type for a in block.args])

    # -- materializations ----------------------------------------------------------------------
    def _materialize(self, fns, rewriter, type, inputs, loc):
        for fn in reversed(fns):
            v = fn(rewriter, type, list(inputs), loc)
            if v is not None:
                return v
        return None

    def materialize_source(self, rewriter, type, inputs, loc=UNKNOWN_LOC):
        return self._materialize(self._source, rewriter, type, inputs, loc)

    def materialize_target(self, rewriter, type, inputs, loc=UNKNOWN_LOC):
        return self._materialize(self._target, rewriter, type, inputs, loc)


# ---------------------------------------------------------------------------------------------
# Legality
# ---------------------------------------------------------------------------------------------

_LEGAL, _ILLEGAL, _DYNAMIC = "legal", "illegal", "dynamic"


def _names(ops):
    out = []
    for o in ops:
        if isinstance(o, (list, tuple, set, frozenset)):
            out.extend(_names(o))
        elif isinstance(o, str):
            out.append(o)
        else:
            out.append(o.OPNAME)
    return out


class ConversionTarget:
    """Which ops are legal after a conversion: rules per op name, then per dialect, then for
    unknown ops. A rule is legal, illegal, or dynamic (``fn(op) -> True/False/None``)."""

    def __init__(self):
        self._ops = {}
        self._dialects = {}
        self._unknown = None
        self._recursive = {}
        self._resolved = {}

    def _set(self, table, names, rule):
        for n in names:
            table[n] = rule
        self._resolved.clear()

    def add_legal_op(self, *ops):
        self._set(self._ops, _names(ops), (_LEGAL, None))

    def add_illegal_op(self, *ops):
        self._set(self._ops, _names(ops), (_ILLEGAL, None))

    def add_dynamically_legal_op(self, op, fn):
        self._set(self._ops, _names([op]), (_DYNAMIC, fn))

    def add_legal_dialect(self, *names):
        self._set(self._dialects, names, (_LEGAL, None))

    def add_illegal_dialect(self, *names):
        self._set(self._dialects, names, (_ILLEGAL, None))

    def add_dynamically_legal_dialect(self, name, fn):
        self._set(self._dialects, [name], (_DYNAMIC, fn))

    def mark_unknown_op_dynamically_legal(self, fn):
        self._unknown = fn
        self._resolved.clear()

    def mark_op_recursively_legal(self, *ops, fn=None):
        """Ops nested in these ops (when legal, and ``fn(op)`` is true if given) are legal too."""
        for n in _names(ops):
            self._recursive[n] = fn

    def _rule(self, name):
        r = self._resolved.get(name)
        if r is None:
            r = self._ops.get(name)
            if r is None:
                r = self._dialects.get(name.split(".", 1)[0])
            if r is None:
                r = (_DYNAMIC, self._unknown) if self._unknown is not None else (None, None)
            self._resolved[name] = r
        return r

    def legality(self, op):
        """True (legal), False (illegal) or None (unknown)."""
        kind, fn = self._rule(op.name)
        if kind is _LEGAL:
            return True
        if kind is _ILLEGAL:
            return False
        if kind is _DYNAMIC:
            r = fn(op)
            return None if r is None else bool(r)
        return None

    def is_legal(self, op):
        return self.legality(op) is True

    def is_illegal(self, op):
        return self.legality(op) is False

    def is_recursively_legal(self, op):
        if op.name not in self._recursive:
            return False
        fn = self._recursive[op.name]
        return self.legality(op) is True and (fn is None or bool(fn(op)))


# ---------------------------------------------------------------------------------------------
# Patterns
# ---------------------------------------------------------------------------------------------

class ConversionPattern(RewritePattern):
    """A pattern for the conversion driver: ``match_and_rewrite(op, operands, rewriter)`` gets
    the op's operands remapped to converted values (with ``type_converter``, each operand has
    its converted type; an operand converting 1:N comes as a tuple of values)."""

    type_converter = None

    def __init__(self, type_converter=None, root=None, benefit=None, name=None):
        super().__init__(root, benefit, name)
        if type_converter is not None:
            self.type_converter = type_converter

    def match_and_rewrite(self, op, operands, rewriter) -> bool:
        raise NotImplementedError


class FunctionConversionPattern(ConversionPattern):
    def __init__(self, fn, root=None, benefit=1, type_converter=None, name=None):
        self.fn = fn
        super().__init__(type_converter, root, benefit, name or getattr(fn, "__name__", "pattern"))

    def match_and_rewrite(self, op, operands, rewriter):
        return self.fn(op, operands, rewriter)


def conversion_pattern(root=None, benefit=1, type_converter=None, name=None):
    """Decorator: a ConversionPattern from ``fn(op, operands, rewriter) -> bool``."""
    def deco(fn):
        return FunctionConversionPattern(fn, root, benefit, type_converter, name)
    return deco


# ---------------------------------------------------------------------------------------------
# Rewriter
# ---------------------------------------------------------------------------------------------

class ConversionPatternRewriter(PatternRewriter):
    """A PatternRewriter that inserts materializations when replaced values change type."""

    def __init__(self, driver):
        super().__init__(driver)
        self.driver = driver
        self.type_converter = None

    # -- materializations ----------------------------------------------------------------------
    def _source_mat(self, type, inputs, loc):
        tc = self.type_converter
        v = tc.materialize_source(self, type, inputs, loc) if tc is not None else None
        if v is None:
            v = _cast(self, [type], inputs, loc).results[0]
            self.driver.casts[v.op] = "source"
        return v

    def _target_mat(self, type, inputs, loc, tc):
        v = tc.materialize_target(self, type, inputs, loc) if tc is not None else None
        if v is None:
            v = _cast(self, [type], inputs, loc).results[0]
            self.driver.casts[v.op] = "target"
        return v

    # -- replacement ---------------------------------------------------------------------------
    def replace_op(self, op, new):
        """Replace ``op``'s results with ``new`` (an op, values, or for a result that converts 1:N
        a tuple of values); results whose type changes are materialized back to the old type for
        their remaining users."""
        if isinstance(new, Operation):
            new = new.results
        elif not isinstance(new, (list, tuple)):
            new = [new]
        results = op.results
        if len(new) != len(results):
            raise IRError(f"replacing the {len(results)} result(s) of '{op.name}' with {len(new)} value(s)", op=op)
        for r, v in zip(results, new):
            if not r.uses:
                continue
            if isinstance(v, (list, tuple)):
                if len(v) == 1 and v[0].type is r.type:
                    v = v[0]
                else:
                    v = self._source_mat(r.type, v, op.location)
            elif v.type is not r.type:
                v = self._source_mat(r.type, [v], op.location)
            if v is not r:
                self.replace_all_uses_with(r, v)
        self.erase_op(op)

    def get_remapped_value(self, v, type_converter=None):
        """The value standing for ``v`` after conversion (of its converted type when a type
        converter is given); materialized if needed. None if the type cannot be converted."""
        r = self.driver.remap(v, type_converter or self.type_converter, self)
        return r

    # -- block signatures ----------------------------------------------------------------------
    def apply_signature_conversion(self, block, conversion, type_converter=None):
        """Give ``block`` the arguments ``conversion.converted_types``; uses of an old argument
        whose type changed go through a source materialization at the start of the block."""
        tc = type_converter or self.type_converter
        old_args = list(block.args)
        if conversion.is_identity([a.type for a in old_args]):
            return block
        types = conversion.converted_types
        new_args = []
        fresh = []
        for i, a in enumerate(old_args):
            start, n = conversion.remapped[i]
            ts = types[start:start + n]
            if n == 1 and ts[0] is a.type:
                new_args.append(a)
                fresh.append(None)
            else:
                vals = [BlockArgument(t, block, 0, a.location) for t in ts]
                new_args.extend(vals)
                fresh.append(vals)
        block.args = new_args
        note_ir_change()
        for i, a in enumerate(new_args):
            a.index = i
        saved = (self.ip_block, self.ip_anchor, self.type_converter)
        self.ip_block, self.ip_anchor = block, block._first
        self.type_converter = tc
        anchor_first = block._first
        for a, vals in zip(old_args, fresh):
            if vals is None or not a.uses:
                continue
            # keep the casts in argument order at the top of the block
            self.ip_block, self.ip_anchor = block, anchor_first
            v = self._source_mat(a.type, vals, a.location or UNKNOWN_LOC)
            for user, k in list(a.uses):
                user.set_operand(k, v)
                self.listener.notify_op_modified(user)
        self.ip_block, self.ip_anchor, self.type_converter = saved
        self.changes += 1
        return block

    def convert_region_types(self, region, type_converter=None, entry_conversion=None):
        """Convert the argument types of every block of ``region``. Returns False (changing
        nothing) if some type cannot be converted."""
        tc = type_converter or self.type_converter
        convs = []
        for i, b in enumerate(region.blocks):
            sc = entry_conversion if (i == 0 and entry_conversion is not None) else tc.convert_block_signature(b)
            if sc is None:
                return False
            convs.append(sc)
        for b, sc in zip(list(region.blocks), convs):
            self.apply_signature_conversion(b, sc, tc)
        return True


# ---------------------------------------------------------------------------------------------
# The driver
# ---------------------------------------------------------------------------------------------

MAX_LEGALIZATION_DEPTH = 32


class _ConversionDriver(Listener):
    def __init__(self, target, patterns, mode, fail_on_illegal):
        self.target = target
        self.patterns = as_pattern_set(patterns)
        self.mode = mode
        self.fail_on_illegal = fail_on_illegal
        self.rewriter = ConversionPatternRewriter(self)
        self.casts = {}          # materialization cast op -> "source" | "target"
        self.erased = set()
        self.original = set()
        self.created = []
        self.failures = []       # (op, reason)
        self.active = set()      # patterns being applied (no recursive application)

    # -- listener ------------------------------------------------------------------------------
    def notify_op_inserted(self, op):
        if op not in self.original:
            self.created.append(op)

    def notify_op_erased(self, op):
        self.erased.add(op)
        if op.regions:
            self.erased.update(op.walk_ops())

    # -- remapping -----------------------------------------------------------------------------
    def remap(self, v, tc, rewriter):
        casts = self.casts
        if tc is None:
            cur = v
            while type(cur) is OpResult and casts.get(cur.op) == "source" and len(cur.op._operands) == 1:
                cur = cur.op._operands[0]
            return cur
        want = tc.convert_type_multi(v.type)
        if want is None:
            return None
        if len(want) == 1:
            t = want[0]
            cur = v
            while True:
                if cur.type is t:
                    return cur
                if type(cur) is OpResult and cur.op in casts and len(cur.op._operands) == 1:
                    cur = cur.op._operands[0]
                    continue
                break
            # look through a 1:N cast's inputs too (e.g. a value rebuilt from several)
            return rewriter._target_mat(t, [v], _loc_of(v), tc)
        if type(v) is OpResult and v.op in casts and tuple(x.type for x in v.op._operands) == tuple(want):
            return tuple(v.op._operands)
        if not want:
            return ()
        op = _cast(rewriter, want, [v], _loc_of(v))
        casts[op] = "target"
        return tuple(op.results)

    def _remap_operands(self, op, tc):
        out = []
        for v in op._operands:
            r = self.remap(v, tc, self.rewriter)
            if r is None:
                return None
            out.append(r)
        return out

    # -- legalization --------------------------------------------------------------------------
    def _needs_conversion(self, op):
        leg = self.target.legality(op)
        if leg is True:
            return False, leg
        if leg is None and self.mode == "partial":
            return False, leg
        return True, leg

    def legalize(self, op, depth=0):
        """True if ``op`` is (now) legal or may stay."""
        need, leg = self._needs_conversion(op)
        if not need:
            return True
        if depth > MAX_LEGALIZATION_DEPTH:
            self.failures.append((op, f"legalization of '{op.name}' nested more than {MAX_LEGALIZATION_DEPTH} deep"))
            return False
        rw = self.rewriter
        for p in self.patterns.for_name(op.name):
            if p in self.active:
                continue
            rw._begin(op)
            start = len(self.created)
            if isinstance(p, ConversionPattern):
                tc = p.type_converter
                operands = self._remap_operands(op, tc)
                if operands is None:
                    continue
                rw.type_converter = tc
                args = (op, operands, rw)
            else:
                rw.type_converter = None
                args = (op, rw)
            changes = rw.changes
            # a pattern is not applied again to the ops it creates (directly or not)
            self.active.add(p)
            try:
                ok = p.match_and_rewrite(*args)
                if not ok:
                    if rw.changes != changes:
                        raise IRError(f"pattern '{p.name}' changed the IR and then failed on '{op.name}': "
                                      "conversion patterns must decide to match before rewriting", op=op)
                    continue
                ok = True
                for n in self.created[start:]:
                    if n in self.erased or n in self.casts or n.parent is None:
                        continue
                    if not self.legalize(n, depth + 1):
                        ok = False
            finally:
                self.active.discard(p)
            if op not in self.erased and op.parent is not None:
                need, _ = self._needs_conversion(op)
                if need:
                    self.failures.append((op, f"'{op.name}' is still illegal after pattern '{p.name}' updated it"))
                    return False
            return ok
        if leg is False or self.mode == "full":
            self.failures.append((op, f"failed to legalize operation '{op.name}'"
                                  + (" that was explicitly marked illegal" if leg is False else "")))
            return False
        return True

    def run(self, root):
        ops = [root]
        stack = []
        self._push_children(root, stack)
        while stack:
            op = stack.pop()
            ops.append(op)
            if self.target.is_recursively_legal(op):
                continue
            self._push_children(op, stack)
        self.original = set(ops)
        for i, op in enumerate(ops):
            if op in self.erased or op in self.casts:
                continue
            if i == 0 and self.target.legality(op) is None:
                continue
            self.legalize(op)
        self.finalize()
        fails = [(op, why) for op, why in self.failures if op not in self.erased]
        if self.mode == "partial" and not self.fail_on_illegal:
            fails = []
        if fails:
            raise ConversionError([(op.location, why) for op, why in fails])

    @staticmethod
    def _push_children(op, stack):
        for region in reversed(op.regions):
            for block in reversed(region.blocks):
                o = block._last
                while o is not None:
                    stack.append(o)
                    o = o._prev

    def finalize(self):
        """Fold cast pairs that undo each other; erase unused casts."""
        casts = self.casts
        work = [c for c in casts if c.parent is not None and c not in self.erased]
        while work:
            c = work.pop()
            if c.parent is None or c in self.erased:
                continue
            if not c.has_uses():
                ins = [v.op for v in c._operands if type(v) is OpResult and v.op in casts]
                self.rewriter.erase_op(c)
                work.extend(ins)
                continue
            ops_ = c._operands
            if ops_ and type(ops_[0]) is OpResult:
                c0 = ops_[0].op
                if (c0 in casts and c0.parent is not None and list(ops_) == list(c0.results)
                        and [v.type for v in c0._operands] == [r.type for r in c.results]):
                    for r, v in zip(c.results, list(c0._operands)):
                        self.rewriter.replace_all_uses_with(r, v)
                    self.rewriter.erase_op(c)
                    work.append(c0)


def _loc_of(v):
    if type(v) is OpResult:
        return v.op.location
    return getattr(v, "location", None) or UNKNOWN_LOC


def apply_partial_conversion(op, target, patterns, fail_on_illegal=True):
    """Convert what can be converted; ops of unknown legality stay. Raises ConversionError if
    an op marked illegal could not be legalized (unless ``fail_on_illegal=False``)."""
    d = _ConversionDriver(target, patterns, "partial", fail_on_illegal)
    with gc_paused():
        d.run(op)
    return d


def apply_full_conversion(op, target, patterns):
    """Convert every op to a legal one; raises ConversionError listing each op (with its
    location) that could not be legalized."""
    d = _ConversionDriver(target, patterns, "full", True)
    with gc_paused():
        d.run(op)
    return d


# ---------------------------------------------------------------------------------------------
# func.func signature conversion
# ---------------------------------------------------------------------------------------------

class FuncSignatureConversion(ConversionPattern):
    """Converts a ``func.func``'s type and the argument types of its blocks."""

    root = "func.func"

    def match_and_rewrite(self, op, operands, rewriter):
        tc = self.type_converter
        ft = op.function_type.value
        sc = tc.convert_signature(ft.inputs)
        results = tc.convert_types(ft.results)
        if sc is None or results is None:
            return False
        region = op.regions[0]
        convs = [sc] + [tc.convert_block_signature(b) for b in region.blocks[1:]]
        if any(c is None for c in convs):
            return False
        for b, c in zip(list(region.blocks), convs):
            rewriter.apply_signature_conversion(b, c, tc)
        with rewriter.modify_op_in_place(op):
            op.properties["function_type"] = A.TypeAttr(A.FunctionType(sc.converted_types, results))
            if any(n != 1 for _, n in sc.remapped) and op.properties.get("arg_attrs") is not None:
                old = op.properties["arg_attrs"].value
                new = []
                for i, (_, n) in enumerate(sc.remapped):
                    new.extend([old[i]] * n)
                op.properties["arg_attrs"] = A.ArrayAttr(new)
            if len(results) != len(ft.results):
                op.properties.pop("res_attrs", None)
        return True


def _flatten(operands):
    out = []
    for v in operands:
        if isinstance(v, tuple):
            out.extend(v)
        else:
            out.append(v)
    return out


class ReturnTypeConversion(ConversionPattern):
    """Rewrites ``func.return`` to return the converted values."""

    root = "func.return"

    def match_and_rewrite(self, op, operands, rewriter):
        flat = _flatten(operands)
        with rewriter.modify_op_in_place(op):
            op.set_operands(flat)
        return True


class CallTypeConversion(ConversionPattern):
    """Rewrites ``func.call`` to pass converted operands and return converted results."""

    root = "func.call"

    def match_and_rewrite(self, op, operands, rewriter):
        tc = self.type_converter
        res_types = []
        groups = []
        for r in op.results:
            ts = tc.convert_type_multi(r.type)
            if ts is None:
                return False
            groups.append((len(res_types), len(ts)))
            res_types.extend(ts)
        props = dict(op.properties)
        props.pop("arg_attrs", None)
        props.pop("res_attrs", None)
        new = rewriter.insert(Operation.create(op.name, _flatten(operands), res_types, op.attributes, props, (), (),
                                               op.location))
        vals = [tuple(new.results[s:s + n]) if n != 1 else new.results[s] for s, n in groups]
        rewriter.replace_op(op, vals)
        return True


def func_signature_patterns(type_converter):
    """Patterns converting func.func signatures, func.return operands and func.call types."""
    return [FuncSignatureConversion(type_converter), ReturnTypeConversion(type_converter),
            CallTypeConversion(type_converter)]


def add_func_legality(target, type_converter):
    """Make func.func legal when its signature and block arguments are, and func.return /
    func.call when their types are."""
    target.add_dynamically_legal_op("func.func", type_converter.is_function_legal)
    target.add_dynamically_legal_op("func.return", type_converter.is_legal)
    target.add_dynamically_legal_op("func.call", type_converter.is_legal)
