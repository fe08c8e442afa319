"""Pattern rewriting: rewrite patterns, a rewriter that tells a driver what changed, and the
greedy worklist driver used by canonicalize and friends.

A pattern matches one op name (or any op) and rewrites it through a ``PatternRewriter``::

    class AddZero(RewritePattern):
        root = "arith.addi"
        def match_and_rewrite(self, op, rewriter):
            if constant_int(op.operands[1]) != 0:
                return False
            rewriter.replace_op(op, [op.operands[0]])
            return True

    @op_rewrite_pattern("test.neg", benefit=2)
    def double_neg(op, rewriter):
        ...

    apply_patterns_greedily(module, [AddZero(), double_neg])

Contract for patterns: return True iff the IR was changed, and change it only through the
rewriter (``insert``/``create``, ``replace_op``, ``erase_op``, ``replace_all_uses_with``,
``modify_op_in_place``, block/region moves) so the driver knows which ops to revisit.

The driver (``apply_patterns_greedily``) keeps a worklist seeded with every op of the regions,
in program order (``top_down``) or post-order. For each op it (1) erases it if it is trivially
dead (``Pure``, not a terminator, results unused), (2) folds it via the folding protocol
(``matchers.py``): folded constants are materialised once per value and type at the start of the
entry block of the closest isolated-from-above region (existing constants there are deduplicated
and hoisted the same way), (3) tries the patterns registered for the op's name, then those for
any op, by decreasing benefit. Changes put only the affected ops back on the worklist: new ops,
modified ops and their users, users of replaced values, producers of operands of erased ops
(and their remaining user), and - once the worklist is otherwise empty - the parent ops of
changed ops. So one sweep reaches the fixed point when patterns report their changes; the
regions are swept again only when a pattern returned True without any change going through
the rewriter (or always, with ``confirm_sweep=True``, which is MLIR's way: sweep until a whole
sweep changes nothing), at most ``max_iterations`` sweeps.

Every loop is bounded: ``max_iterations`` sweeps and ``max_rewrites`` successful rewrites
(default: 100 per op of the input plus 1000). Hitting a bound is reported: the returned
``GreedyRewriteResult`` has ``converged=False`` and ``bound`` names the limit, and a
``RewriteBoundWarning`` is issued (or ``RewriteBoundError`` raised with ``on_bound="raise"``).
"""
from __future__ import annotations

import warnings

from .attributes import Attribute
from .core import Operation, Region, Block, Value, OpResult, IRError, InsertionPoint, gc_paused, note_ir_change, made_location
from .location import UNKNOWN_LOC
from .opdef import Pure, IsTerminator, ConstantLike, IsolatedFromAbove, RecursivelyPure, effect_free


# ---------------------------------------------------------------------------------------------
# Patterns
# ---------------------------------------------------------------------------------------------

def _root_name(root):
    if root is None or isinstance(root, str):
        return root
    name = getattr(root, "OPNAME", None)
    if isinstance(name, str):
        return name
    raise TypeError(f"pattern root must be an op name, an op class or None, not {root!r}")


class RewritePattern:
    """Base of rewrite patterns. Set ``root`` (op name or op class; None = any op) and
    ``benefit`` as class attributes or pass them to ``__init__``; implement
    ``match_and_rewrite(op, rewriter) -> bool``."""

    root = None
    benefit = 1
    name = None

    def __init__(self, root=None, benefit=None, name=None):
        if root is not None:
            self.root = root
        self.root = _root_name(self.root)
        if benefit is not None:
            self.benefit = benefit
        if name is not None:
            self.name = name
        elif self.name is None:
            self.name = type(self).__name__

    def match_and_rewrite(self, op, rewriter) -> bool:
        raise NotImplementedError

    def __repr__(self):
        return f"<{type(self).__name__} {self.name} on {self.root or 'any op'}>"


class FunctionPattern(RewritePattern):
    """A pattern made from a function ``fn(op, rewriter) -> bool``."""

    def __init__(self, fn, root=None, benefit=1, name=None):
        self.fn = fn
        super().__init__(root, benefit, name or getattr(fn, "__name__", "pattern"))
        self.__doc__ = getattr(fn, "__doc__", None)

    def match_and_rewrite(self, op, rewriter):
        return self.fn(op, rewriter)

    def __call__(self, op, rewriter):
        return self.fn(op, rewriter)


def op_rewrite_pattern(root=None, benefit=1, name=None):
    """Decorator making a ``RewritePattern`` from ``fn(op, rewriter) -> bool``.

        @op_rewrite_pattern("arith.addi")          # or an op class, or nothing (any op)
        def add_zero(op, rewriter): ...

    Used bare (``@op_rewrite_pattern``), the root is taken from the annotation of the first
    parameter when it is an op class, else the pattern applies to any op.
    """
    if callable(root) and not isinstance(root, type):
        fn = root
        return FunctionPattern(fn, _root_from_annotation(fn), 1, None)

    def deco(fn):
        return FunctionPattern(fn, root, benefit, name)
    return deco


def _root_from_annotation(fn):
    try:
        import typing
        hints = typing.get_type_hints(fn)
    except Exception:
        return None
    import inspect
    params = list(inspect.signature(fn).parameters)
    if params:
        t = hints.get(params[0])
        if isinstance(t, type) and isinstance(getattr(t, "OPNAME", None), str):
            return t.OPNAME
    return None


class PatternSet:
    """Patterns indexed by root op name. ``for_name(name)`` gives the patterns to try on an op of
    that name (specific then any-op ones, merged by decreasing benefit), computed once per name.

    ``provider(name) -> iterable of patterns`` (optional) adds patterns for a name the first time
    it is looked up (canonicalize uses it to gather each op class's patterns lazily).
    """

    def __init__(self, patterns=(), provider=None):
        self.by_name = {}
        self.any_op = []
        self.provider = provider
        self._merged = {}
        self.add(patterns)

    def add(self, patterns):
        if isinstance(patterns, RewritePattern):
            patterns = [patterns]
        for p in patterns:
            if not isinstance(p, RewritePattern):
                raise TypeError(f"not a RewritePattern: {p!r}")
            if p.root is None:
                self.any_op.append(p)
            else:
                self.by_name.setdefault(p.root, []).append(p)
        self._merged = {}
        return self

    def for_name(self, name):
        m = self._merged.get(name)
        if m is None:
            own = list(self.by_name.get(name, ()))
            if self.provider is not None:
                own.extend(self.provider(name) or ())
            ps = own + self.any_op
            # stable: equal benefits keep insertion order (specific before any-op)
            ps.sort(key=lambda p: -p.benefit)
            m = self._merged[name] = tuple(ps)
        return m

    def __len__(self):
        return sum(len(v) for v in self.by_name.values()) + len(self.any_op)


def as_pattern_set(patterns):
    if isinstance(patterns, PatternSet):
        return patterns
    return PatternSet(patterns)


# ---------------------------------------------------------------------------------------------
# Rewriter and listeners
# ---------------------------------------------------------------------------------------------

class Listener:
    """Receives IR change notifications from a rewriter (the driver's worklist hooks)."""

    def notify_op_inserted(self, op):
        pass

    def notify_op_modified(self, op):
        pass

    def notify_op_erased(self, op):
        """``op`` and every op nested in it are about to be erased (still linked, operands
        still set)."""

    def notify_value_replaced(self, value, new):
        """Every use of ``value`` is about to be replaced by ``new``."""


_NULL_LISTENER = Listener()


class RewriteBoundError(IRError):
    pass


class RewriteBoundWarning(UserWarning):
    pass


class PatternRewriter:
    """Creates, replaces, erases and modifies ops, telling its listener about every change.

    The insertion point is set by the driver to just before the op being rewritten; ops built
    through ``insert``/``create`` without a location get that op's location.
    """

    def __init__(self, listener=None, ip=None):
        self.listener = listener if listener is not None else _NULL_LISTENER
        self.ip_block = ip.block if ip is not None else None
        self.ip_anchor = ip.anchor if ip is not None else None
        self._loc = UNKNOWN_LOC
        self.root = None
        self.changes = 0
        self.failure_reason = None

    @property
    def loc(self):
        """The location new ops get (the op being rewritten's). A parsed op's location is made
        when first read (``Operation.location``): kept as it is here and handed on to the new
        ops unread, so that a rewrite does not make locations nothing asks for."""
        loc = self._loc
        if loc.__class__ is tuple:
            loc = self._loc = made_location(loc)
        return loc

    @loc.setter
    def loc(self, loc):
        self._loc = loc

    # -- insertion point -----------------------------------------------------------------------
    @property
    def insertion_point(self):
        return InsertionPoint(self.ip_block, self.ip_anchor)

    def set_insertion_point(self, ip):
        self.ip_block, self.ip_anchor = ip.block, ip.anchor

    def set_insertion_point_before(self, op):
        self.ip_block, self.ip_anchor = op.parent, op

    def set_insertion_point_after(self, op):
        self.ip_block, self.ip_anchor = op.parent, op._next

    def set_insertion_point_to_start(self, block):
        self.ip_block, self.ip_anchor = block, block._first

    def set_insertion_point_to_end(self, block):
        self.ip_block, self.ip_anchor = block, None

    def _begin(self, op):
        """Called by drivers before trying patterns on ``op``."""
        self.ip_block = op.parent
        self.ip_anchor = op
        self._loc = op._location
        self.root = op

    # -- creating ops --------------------------------------------------------------------------
    def insert(self, op):
        """Insert an unattached op at the insertion point; returns it."""
        block = self.ip_block
        if block is None:
            raise IRError(f"rewriter has no insertion point for '{op.name}'", op=op)
        if op._location is UNKNOWN_LOC:
            op._location = self._loc
        anchor = self.ip_anchor
        if anchor is None:
            block.append(op)
        else:
            block.insert_before(op, anchor)
        self.changes += 1
        self.listener.notify_op_inserted(op)
        return op

    def create(self, what, *args, **kw):
        """Build and insert an op: ``create(OpClass, **fields)`` (the class's ``build``) or
        ``create("dialect.op", operands, result_types, attributes, properties, regions, successors)``."""
        if isinstance(what, str):
            op = Operation.create(what, *args, **kw)
        else:
            op = what.build(*args, **kw)
        return self.insert(op)

    def clone(self, op, mapping=None):
        """Clone ``op`` (deeply) at the insertion point."""
        return self.insert(op.clone(mapping))

    # -- replacing and erasing -----------------------------------------------------------------
    def replace_all_uses_with(self, value, new):
        if value is new:
            return
        uses = value.uses
        if uses:
            self.changes += 1
            note_ir_change()
            self.listener.notify_value_replaced(value, new)
            nu = new.uses
            for key in uses:
                key[0]._operands[key[1]] = new
                nu[key] = None
            value.uses = {}

    def replace_uses_with_if(self, value, new, pred):
        lst = self.listener
        for user, i in list(value.uses):
            if pred(user, i):
                user.set_operand(i, new)
                self.changes += 1
                lst.notify_op_modified(user)

    def replace_op(self, op, new):
        """Replace every result of ``op`` by ``new`` (an op, a list of values, or one value) and
        erase ``op``."""
        if isinstance(new, Operation):
            new = new.results
        elif isinstance(new, Value):
            new = [new]
        results = op.results
        if len(new) != len(results):
            raise IRError(f"replacing the {len(results)} result(s) of '{op.name}' with {len(new)} value(s)", op=op)
        for r, v in zip(results, new):
            if r.uses and v is not r:
                self.replace_all_uses_with(r, v)
        self.erase_op(op)

    def replace_op_with_new(self, op, what, *args, **kw):
        """Create a new op at the insertion point and replace ``op`` with its results."""
        new = self.create(what, *args, **kw)
        self.replace_op(op, new)
        return new

    def erase_op(self, op):
        """Erase ``op`` (its results must be unused) and everything nested in it."""
        for r in op.results:
            if r.uses:
                users = ", ".join(sorted({u.name for u, _ in r.uses}))
                raise IRError(f"cannot erase '{op.name}': its result is still used by {users}", op=op)
        self.listener.notify_op_erased(op)
        self.changes += 1
        if op.regions:
            op.erase(check_uses=False)
            return
        op.detach()
        for i, v in enumerate(op._operands):
            v.uses.pop((op, i), None)
        op._operands = []

    def erase_block(self, block):
        """Erase a block whose ops are unused outside of it."""
        for op in reversed(block.ops_list()):
            for r in op.results:
                for user, i in list(r.uses):
                    if user.parent is not block:
                        raise IRError(f"cannot erase block: '{op.name}' is used by '{user.name}' outside it",
                                      op=op)
            self.listener.notify_op_erased(op)
        for op in reversed(block.ops_list()):
            op.erase(check_uses=False)
        if block.parent is not None:
            block.parent.remove_block(block)
        self.changes += 1

    # -- in-place modification -----------------------------------------------------------------
    def modify_op_in_place(self, op, fn=None):
        """``with rewriter.modify_op_in_place(op): ...`` or ``modify_op_in_place(op, fn)``."""
        if fn is not None:
            fn()
            self.finalize_op_modification(op)
            return None
        return _Modification(self, op)

    def start_op_modification(self, op):
        pass

    def finalize_op_modification(self, op):
        self.changes += 1
        self.listener.notify_op_modified(op)

    def set_operand(self, op, i, value):
        op.set_operand(i, value)
        self.finalize_op_modification(op)

    def set_attr(self, op, name, value):
        op.set_attr(name, value)
        self.finalize_op_modification(op)

    # -- moving ops and blocks -----------------------------------------------------------------
    def move_op_before(self, op, anchor):
        op.detach()
        anchor.parent.insert_before(op, anchor)
        self.changes += 1
        self.listener.notify_op_inserted(op)

    def move_op_after(self, op, anchor):
        op.detach()
        anchor.parent.insert_after(op, anchor)
        self.changes += 1
        self.listener.notify_op_inserted(op)

    def inline_block_before(self, source, anchor_op, arg_values=()):
        """Move the ops of ``source`` before ``anchor_op`` (at the end of ``anchor_op``'s block
        if it is a Block instead), replacing ``source``'s arguments with ``arg_values``; the
        emptied ``source`` is removed from its region."""
        if len(arg_values) != len(source.args):
            raise IRError(f"inlining a block with {len(source.args)} arguments given {len(arg_values)} values")
        for a, v in zip(source.args, arg_values):
            self.replace_all_uses_with(a, v)
        if isinstance(anchor_op, Block):
            dest, anchor = anchor_op, None
        else:
            dest, anchor = anchor_op.parent, anchor_op
        lst = self.listener
        for op in source.ops_list():
            op.detach()
            if anchor is None:
                dest.append(op)
            else:
                dest.insert_before(op, anchor)
            lst.notify_op_inserted(op)
        if source.parent is not None:
            source.parent.remove_block(source)
        self.changes += 1

    def merge_blocks(self, source, dest, arg_values=()):
        """Append the ops of ``source`` to ``dest`` (see ``inline_block_before``)."""
        self.inline_block_before(source, dest, arg_values)

    def inline_region_before(self, region, dest_region, index=None):
        """Move all blocks of ``region`` into ``dest_region`` before block ``index`` (at the end
        when None)."""
        blocks = list(region.blocks)
        for b in blocks:
            region.remove_block(b)
        pos = len(dest_region.blocks) if index is None else index
        for k, b in enumerate(blocks):
            dest_region.insert_block(pos + k, b)
        lst = self.listener
        for b in blocks:
            for op in b:
                lst.notify_op_inserted(op)
        self.changes += 1

    def split_block(self, block, before_op):
        """Move ``before_op`` and the ops after it into a new block right after ``block``."""
        new = Block()
        region = block.parent
        region.insert_block(region.blocks.index(block) + 1, new)
        op = before_op
        while op is not None:
            nxt = op._next
            op.detach()
            new.append(op)
            op = nxt
        self.changes += 1
        return new

    # -- diagnostics ---------------------------------------------------------------------------
    def notify_match_failure(self, op, reason):
        """Record why a pattern did not apply; returns False so patterns can
        ``return rewriter.notify_match_failure(op, "...")``."""
        self.failure_reason = (op, reason)
        return False


class _Modification:
    __slots__ = ("rewriter", "op")

    def __init__(self, rewriter, op):
        self.rewriter = rewriter
        self.op = op

    def __enter__(self):
        return self.op

    def __exit__(self, *exc):
        if exc[0] is None:
            self.rewriter.finalize_op_modification(self.op)
        return False


# ---------------------------------------------------------------------------------------------
# The greedy driver
# ---------------------------------------------------------------------------------------------

class GreedyRewriteResult:
    """What ``apply_patterns_greedily`` did. ``converged`` is False when a bound was hit
    (``bound`` then says which); ``changed`` tells whether the IR changed at all."""

    __slots__ = ("converged", "changed", "iterations", "num_rewrites", "bound")

    def __init__(self, converged, changed, iterations, num_rewrites, bound):
        self.converged = converged
        self.changed = changed
        self.iterations = iterations
        self.num_rewrites = num_rewrites
        self.bound = bound

    def __repr__(self):
        return (f"<GreedyRewriteResult converged={self.converged} changed={self.changed} "
                f"iterations={self.iterations} rewrites={self.num_rewrites}"
                + (f" bound={self.bound!r}" if self.bound else "") + ">")


class _BoundHit(Exception):
    pass


def _default_materializer(attr, type, location):
    from . import matchers
    try:
        return matchers.materialize_constant(attr, type, location)
    except ImportError:
        return None


class _GreedyRewriter(PatternRewriter):
    """The driver's rewriter: the worklist bookkeeping of the common operations is inlined
    (same behaviour as the listener hooks, fewer calls per rewrite)."""

    def __init__(self, driver):
        super().__init__(driver)
        self.stack = driver.stack
        self.pending = driver.pending
        self.deferred = driver.deferred
        self.roots = driver.root_regions
        self.const_ops = driver.const_ops

    def insert(self, op):
        block = self.ip_block
        if block is None:
            raise IRError(f"rewriter has no insertion point for '{op.name}'", op=op)
        if op._location is UNKNOWN_LOC:
            op._location = self._loc
        anchor = self.ip_anchor
        if anchor is None:
            block.append(op)
        else:
            block.insert_before(op, anchor)
        self.changes += 1
        if op.regions or self.listener.allowed is not None:
            self.listener.notify_op_inserted(op)
            return op
        if op not in self.pending:
            self.pending.add(op)
            self.stack.append(op)
        r = block.parent
        if r is not None and id(r) not in self.roots:
            p = r.parent
            if p is not None and p not in self.deferred:
                self.listener._defer_ancestors(op)
        return op

    def replace_op(self, op, new):
        if isinstance(new, Operation):
            new = new.results
        elif isinstance(new, Value):
            new = [new]
        results = op.results
        if len(new) != len(results):
            raise IRError(f"replacing the {len(results)} result(s) of '{op.name}' with {len(new)} value(s)", op=op)
        pending, stack = self.pending, self.stack
        for r, v in zip(results, new):
            uses = r.uses
            if uses and v is not r:
                nu = v.uses
                for key in uses:
                    user = key[0]
                    user._operands[key[1]] = v
                    nu[key] = None
                    if user not in pending:
                        pending.add(user)
                        stack.append(user)
                r.uses = {}
                self.changes += 1
                note_ir_change()
        self.erase_op(op)

    def replace_op_with_new(self, op, what, *args, **kw):
        new = Operation.create(what, *args, **kw) if isinstance(what, str) else what.build(*args, **kw)
        self.insert(new)
        self.replace_op(op, new)
        return new

    def erase_op(self, op):
        if op.regions:
            return PatternRewriter.erase_op(self, op)
        for r in op.results:
            if r.uses:
                return PatternRewriter.erase_op(self, op)  # raises
        pending, stack = self.pending, self.stack
        pending.discard(op)
        self.const_ops.discard(op)
        # drop the operand uses; producers left with at most one use are revisited (dead code,
        # single-use patterns), as is their remaining user
        for i, v in enumerate(op._operands):
            v.uses.pop((op, i), None)
            if type(v) is OpResult:
                d = v.op
                n = 0
                for r in d.results:
                    n += len(r.uses)
                if n <= 1:
                    if d not in pending:
                        pending.add(d)
                        stack.append(d)
                    if n == 1:
                        for r in d.results:
                            for key in r.uses:
                                u = key[0]
                                if u not in pending:
                                    pending.add(u)
                                    stack.append(u)
        op._operands = []
        b = op.parent
        if b is not None:
            op.detach()
            r = b.parent
            if r is not None and id(r) not in self.roots:
                p = r.parent
                if p is not None and p not in self.deferred:
                    self.listener._defer_ancestors_of_block(b)
        self.changes += 1


#: ``can_die`` of an op whose effects are those of its operands and nested ops (linalg on tensors)
_DEAD_IF_EFFECT_FREE = "if effect-free"


def _effect_free(op):
    """A RecursivelyPure op (a linalg op) has no effect when no operand is a buffer and every op
    nested in it is effect-free: unused, it is dead code (as MLIR erases a linalg op on tensors)."""
    stack = [op]
    while stack:
        o = stack.pop()
        if not effect_free(o):
            return False
        for r in o.regions:
            for b in r.blocks:
                stack.extend(b.ops_list())
    return True


class GreedyDriver(Listener):
    """The worklist driver behind ``apply_patterns_greedily`` (see the module docstring)."""

    def __init__(self, regions, patterns, fold=True, dce=True, max_iterations=10, max_rewrites=None,
                 top_down=True, confirm_sweep=False):
        self.regions = regions
        self.root_regions = set(map(id, regions))
        self.patterns = patterns
        self.fold = fold
        self.dce = dce
        self.max_iterations = max_iterations
        self.max_rewrites = max_rewrites
        self.top_down = top_down
        self.confirm_sweep = confirm_sweep
        self.stack = []
        self.pending = set()
        self.deferred = {}        # ancestors of changed ops, revisited when the stack empties
        self.infos = {}
        self.num_rewrites = 0
        self.untracked = False    # a pattern reported success without telling the rewriter
        self.allowed = None       # strict mode: only these ops (and new ones) are processed
        # constants: (block, materializer-or-op-name, attr, type) -> op
        self.consts = {}
        self.const_ops = set()
        self.const_anchor = {}
        self.const_block_cache = {}
        self.rewriter = _GreedyRewriter(self)

    # -- listener hooks ------------------------------------------------------------------------
    def push(self, op):
        if op not in self.pending:
            self.pending.add(op)
            self.stack.append(op)

    def _defer_ancestors(self, op):
        """Parents of a changed op may now simplify (an emptied loop, ...): revisit them."""
        self._defer_ancestors_of_block(op.parent)

    def _defer_ancestors_of_block(self, b):
        roots = self.root_regions
        deferred = self.deferred
        while b is not None:
            r = b.parent
            if r is None or id(r) in roots:
                return
            p = r.parent
            if p is None or p in deferred:
                return
            deferred[p] = None
            b = p.parent

    def notify_op_inserted(self, op):
        self.push(op)
        if self.allowed is not None:
            self.allowed.add(op)
            self.allowed.update(op.walk_ops())
        if op.regions:
            for inner in op.walk_ops():
                self.push(inner)
        self._defer_ancestors(op)

    def notify_op_modified(self, op):
        self.push(op)
        for r in op.results:
            for user, _ in r.uses:
                self.push(user)
        self._defer_ancestors(op)

    def notify_value_replaced(self, value, new):
        pending, stack = self.pending, self.stack
        for user, _ in value.uses:
            if user not in pending:
                pending.add(user)
                stack.append(user)

    def notify_op_erased(self, op):
        pending = self.pending
        pending.discard(op)
        if op.regions:
            dying = op.walk_ops()
            dset = set(dying)
            dset.add(op)
            for inner in dying:
                pending.discard(inner)
                self.const_ops.discard(inner)
                self.deferred.pop(inner, None)
            dying.append(op)
        else:
            dying = (op,)
            dset = ()
        if self.const_ops:
            self.const_ops.discard(op)
        self.deferred.pop(op, None)
        # producers of the erased operands may now be dead or have a single use left
        stack = self.stack
        for o in dying:
            for v in o._operands:
                if type(v) is OpResult:
                    d = v.op
                    if d in dset:
                        continue
                    n = 0
                    for r in d.results:
                        n += len(r.uses)
                    if n <= 2:  # the use being erased still counts
                        if d not in pending:
                            pending.add(d)
                            stack.append(d)
                        if n == 2:  # the remaining user may now match single-use patterns
                            for r in d.results:
                                for user, _ in r.uses:
                                    if user is not o and user not in pending and user not in dset:
                                        pending.add(user)
                                        stack.append(user)
        if op.parent is not None:
            self._defer_ancestors(op)

    # -- op information, cached per name -----------------------------------------------------
    def _info(self, op):
        cls = type(op)
        traits = cls.traits
        can_die = self.dce and IsTerminator not in traits and (
            Pure in traits or (_DEAD_IF_EFFECT_FREE if RecursivelyPure in traits else False))
        fold = getattr(cls, "fold", None) if self.fold else None
        is_const = ConstantLike in traits
        if is_const:
            fold = None
        mat = getattr(cls, "materialize_constant", None) or _default_materializer
        info = (can_die, fold, is_const and self.fold, self.patterns.for_name(op.name), mat)
        self.infos[op.name] = info
        return info

    # -- main loop -----------------------------------------------------------------------------
    def _collect(self):
        ops = []
        for region in self.regions:
            for block in region.blocks:
                op = block._first
                while op is not None:
                    if op.regions:
                        if self.top_down:
                            ops.append(op)
                            ops.extend(op.walk_ops())
                        else:
                            ops.extend(_postorder(op))
                    else:
                        ops.append(op)
                    op = op._next
        return ops

    def run(self, on_bound="warn"):
        changed_any = False
        bound = None
        iterations = 0
        gc = gc_paused()  # the IR is full of reference cycles: collecting only costs time here
        gc.__enter__()
        try:
            while True:
                if iterations >= self.max_iterations:
                    bound = f"max_iterations={self.max_iterations} sweeps"
                    break
                iterations += 1
                ops = self._collect()
                if self.max_rewrites is None:
                    self.max_rewrites = 100 * len(ops) + 1000
                ops.reverse()
                self.stack[:] = ops
                self.pending.clear()
                self.pending.update(ops)
                self.untracked = False
                changed = self._process()
                changed_any |= changed
                # the worklist already revisited everything a reported change can affect; sweep
                # again only to catch changes made behind the rewriter's back
                if not changed or not (self.untracked or self.confirm_sweep):
                    break
        except _BoundHit:
            bound = f"max_rewrites={self.max_rewrites} rewrites"
            changed_any = True
        finally:
            gc.__exit__(None, None, None)
        self.stack.clear()
        self.pending.clear()
        self.deferred.clear()
        result = GreedyRewriteResult(bound is None, changed_any, iterations, self.num_rewrites, bound)
        if bound is not None:
            msg = (f"greedy pattern rewrite did not converge: the bound {bound} was hit "
                   f"({self.num_rewrites} rewrites in {iterations} sweep(s))")
            if on_bound == "raise":
                raise RewriteBoundError(msg)
            if on_bound == "warn":
                warnings.warn(msg, RewriteBoundWarning, stacklevel=3)
        return result

    def _process(self):
        stack = self.stack
        pending = self.pending
        infos = self.infos
        rewriter = self.rewriter
        limit = self.max_rewrites
        changed = False
        while True:
            if not stack:
                if not self.deferred:
                    break
                for op in reversed(list(self.deferred)):
                    if op not in pending:
                        pending.add(op)
                        stack.append(op)
                self.deferred.clear()
                continue
            op = stack.pop()
            try:
                pending.remove(op)
            except KeyError:
                continue
            if op.parent is None:
                continue
            if self.allowed is not None and op not in self.allowed:
                continue
            info = infos.get(op.name)
            if info is None:
                info = self._info(op)
            can_die, fold, is_const, pats, mat = info
            if can_die and (can_die is True or _effect_free(op)):
                for r in op.results:
                    if r.uses:
                        break
                else:
                    rewriter.erase_op(op)
                    changed = True
                    self.num_rewrites += 1
                    if self.num_rewrites > limit:
                        raise _BoundHit()
                    continue
            if is_const:
                if self._known_constant(op):
                    changed = True
                    if op.parent is None:
                        continue
            elif fold is not None:
                res = fold(op)
                if res is not None and self._apply_fold(op, res, mat):
                    changed = True
                    self.num_rewrites += 1
                    if self.num_rewrites > limit:
                        raise _BoundHit()
                    continue
            if pats:
                rewriter.ip_block = op.parent
                rewriter.ip_anchor = op
                rewriter._loc = op._location
                rewriter.root = op
                for p in pats:
                    before = rewriter.changes
                    if p.match_and_rewrite(op, rewriter):
                        if rewriter.changes == before:
                            self.untracked = True
                    elif rewriter.changes == before:
                        continue
                    changed = True
                    self.num_rewrites += 1
                    if self.num_rewrites > limit:
                        raise _BoundHit()
                    break
        return changed

    # -- folding -------------------------------------------------------------------------------
    def _apply_fold(self, op, res, mat):
        results = op.results
        if len(res) != len(results):
            raise IRError(f"the folder of '{op.name}' returned {len(res)} value(s) for {len(results)} result(s)",
                          op=op)
        if all(x is r for x, r in zip(res, results)):
            # folded in place: the op changed
            self.rewriter.finalize_op_modification(op)
            return True
        new = []
        created = []
        for r, x in zip(results, res):
            if isinstance(x, Attribute):
                v = self._constant_for(op, x, r.type, mat, created)
                if v is None:
                    for c in created:
                        if not c.results[0].uses and c.parent is not None:
                            self.rewriter.erase_op(c)
                    return False
                new.append(v)
            else:
                new.append(x)
        rw = self.rewriter
        for r, v in zip(results, new):
            if v is not r and r.uses:
                rw.replace_all_uses_with(r, v)
        if not op.has_uses():
            rw.erase_op(op)
        return True

    def _const_block(self, op):
        block = op.parent
        cb = self.const_block_cache.get(block)
        if cb is not None:
            return cb
        region = block.parent
        roots = self.root_regions
        while id(region) not in roots:
            p = region.parent
            if p is None or IsolatedFromAbove in p.traits or p.parent is None:
                break
            region = p.parent.parent
        cb = region.blocks[0]
        self.const_block_cache[block] = cb
        return cb

    def _place_const(self, c, block):
        anchor = self.const_anchor.get(block)
        if anchor is not None and anchor.parent is block:
            block.insert_after(c, anchor)
        else:
            block.prepend(c)
        self.const_anchor[block] = c

    def _constant_for(self, op, attr, type, mat, created):
        block = self._const_block(op)
        key = (block, mat, attr, type)
        consts = self.consts
        c = consts.get(key)
        if c is not None and c.parent is block:
            return c.results[0]
        new = mat(attr, type, op.location)
        if new is None:
            return None
        if len(new.results) != 1 or new.results[0].type is not type:
            new.drop_all_references()
            return None
        key2 = (block, new.name, attr, type)
        c = consts.get(key2)
        if c is not None and c.parent is block:
            new.drop_all_references()
            consts[key] = c
            return c.results[0]
        self._place_const(new, block)
        consts[key] = new
        consts[key2] = new
        self.const_ops.add(new)
        created.append(new)
        return new.results[0]

    def _known_constant(self, op):
        """Deduplicate / hoist an existing constant op. True if the IR changed."""
        if op in self.const_ops or len(op.results) != 1 or op._operands or op.regions:
            return False
        from .matchers import constant_value
        r = op.results[0]
        attr = constant_value(r)
        if attr is None:
            return False
        block = self._const_block(op)
        key = (block, op.name, attr, r.type)
        c = self.consts.get(key)
        rw = self.rewriter
        if c is not None and c is not op and c.parent is block:
            if r.uses:
                rw.replace_all_uses_with(r, c.results[0])
            rw.erase_op(op)
            return True
        self.consts[key] = op
        self.const_ops.add(op)
        prev = op._prev
        if op.parent is block and (prev is None or prev in self.const_ops):
            if self.const_anchor.get(block) is prev:
                self.const_anchor[block] = op
            return False
        op.detach()
        self._place_const(op, block)
        return True


def _regions_of(target):
    if isinstance(target, Region):
        return [target]
    if isinstance(target, Operation):
        return list(target.regions)
    out = []
    for t in target:
        out.extend(_regions_of(t))
    return out


def apply_patterns_greedily(region_or_op, patterns, max_iterations=10, fold=True, dce=True,
                            max_rewrites=None, top_down=True, on_bound="warn", confirm_sweep=False):
    """Apply ``patterns`` (a list of RewritePattern or a PatternSet) to the regions of an op (or
    to a region, or to a list of them) until nothing changes. Returns a ``GreedyRewriteResult``.

    ``on_bound``: what to do when ``max_iterations`` or ``max_rewrites`` is hit: ``"warn"``
    (a RewriteBoundWarning), ``"raise"`` (RewriteBoundError) or ``"ignore"``; the result says
    it either way.
    """
    if max_iterations < 1:
        raise ValueError("max_iterations must be at least 1")
    driver = GreedyDriver(_regions_of(region_or_op), as_pattern_set(patterns), fold, dce, max_iterations,
                          max_rewrites, top_down, confirm_sweep)
    return driver.run(on_bound)


def apply_patterns_to_ops(ops, patterns, max_rewrites=None):
    """Apply patterns to ``ops`` only (and to the ops the rewrites create), without folding,
    dead-code removal or visiting other ops. Returns the number of successful rewrites."""
    ps = as_pattern_set(patterns)
    ops = list(ops)
    driver = GreedyDriver([], ps, fold=False, dce=False, max_iterations=1,
                          max_rewrites=max_rewrites if max_rewrites is not None else 100 * len(ops) + 1000)
    driver.allowed = set(ops)
    ops.reverse()
    driver.stack[:] = ops
    driver.pending.update(ops)
    try:
        driver._process()
    except _BoundHit:
        warnings.warn(f"pattern application hit the bound of {driver.max_rewrites} rewrites",
                      RewriteBoundWarning, stacklevel=2)
    return driver.num_rewrites


def erase_dead_ops(region_or_op):
    """Erase Pure, non-terminator ops whose results are unused (cascading). Returns the count."""
    n = 0
    regions = _regions_of(region_or_op)
    work = []
    for region in regions:
        for block in region.blocks:
            for op in block:
                work.append(op)
                work.extend(op.walk_ops())
    while work:
        op = work.pop()
        if op.parent is None:
            continue
        traits = op.traits
        if Pure not in traits or IsTerminator in traits or op.has_uses():
            continue
        defs = [v.op for v in op._operands if type(v) is OpResult]
        op.erase(check_uses=False)
        n += 1
        for d in defs:
            if d.parent is not None:
                work.append(d)
    return n


def _postorder(top):
    """``top`` and its nested ops, children before parents, in program order otherwise."""
    out = []
    stack = [top]
    while stack:
        op = stack.pop()
        out.append(op)
        for region in op.regions:
            for block in region.blocks:
                o = block._first
                while o is not None:
                    stack.append(o)
                    o = o._next
    out.reverse()
    return out
