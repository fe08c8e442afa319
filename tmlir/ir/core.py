"""The IR objects: Value, Operation, Block, Region.

Shaped like MLIR's: an ``Operation`` has a name, operands, results, attributes (discardable),
properties (inherent), regions, successors and a location; a ``Region`` holds ``Block``s; a
``Block`` holds arguments and a doubly-linked list of operations; every ``Value`` keeps its uses
so that ``replace_all_uses_with`` and dead-code checks are O(uses).

    >>> from tmlir.ir import Operation, Block, F32
    >>> blk = Block([F32, F32])
    >>> add = Operation.create("arith.addf", [blk.args[0], blk.args[1]], [F32])
    >>> blk.append(add)
    >>> [str(u[0].name) for u in blk.args[0].uses]
    ['arith.addf']

Operations of a registered dialect are instances of the op's class (a subclass of
``Operation``, see ``opdef.py``); unregistered ones are plain ``Operation``s, printed in the
generic form.
"""
from __future__ import annotations

import contextlib
import gc
import sys

from .location import UNKNOWN_LOC


# Ops without regions or successors share these (fewer GC-tracked objects per op); add_region
# replaces the tuple with a list.
_NO_REGIONS = ()
_NO_SUCCESSORS = ()

# The structural-change counter. Every change of the IR's structure bumps it: an op linked into
# or unlinked from a block, an operand, successor, region, block or block argument set, added or
# removed, a discardable or inherent attribute set through ``set_attr``. The pass manager reads it
# before and after a pass and skips the verification after a pass that left it unchanged (what
# MLIR does for a pass that preserved all analyses), keeping one verification at the end of the
# pipeline. A value's type or an attribute dictionary changed in place does not bump it: code
# doing only that, and wanting its own verification, calls ``note_ir_change()``.
_epoch = 0


def ir_change_count():
    """The structural-change counter (see above): equal before and after => nothing was changed."""
    return _epoch


def note_ir_change():
    """Count a change the IR objects cannot see (a type or an attribute dictionary edited in place)."""
    global _epoch
    _epoch += 1


@contextlib.contextmanager
def gc_paused():
    """Pause Python's cyclic GC while a pass builds or walks many IR objects (they are all
    reachable, so collections would only cost time); restores the previous state."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


# The parser and printer recurse once per level of nesting (regions, arrays, types...), a few
# frames a level; this limit lets about 2,000 levels of regions through, and deeper input fails
# cleanly with a located "nesting too deep" error instead of exhausting the C stack.
RECURSION_LIMIT = 10000


@contextlib.contextmanager
def deep_recursion(limit=RECURSION_LIMIT):
    """Raise Python's recursion limit to ``limit`` (never lower it) for the duration."""
    old = sys.getrecursionlimit()
    if old < limit:
        sys.setrecursionlimit(limit)
    try:
        yield
    finally:
        if old < limit:
            sys.setrecursionlimit(old)


class IRError(Exception):
    """An error about a piece of IR, carrying the location of the op or value it is about."""

    def __init__(self, message: str, loc=None, op=None):
        self.message = message
        self.op = op
        self.loc = loc if loc is not None else (op.location if op is not None else None)
        super().__init__(self.format())

    def format(self) -> str:
        where = ""
        if self.loc is not None and self.loc.file_line_col():
            where = self.loc.describe() + ": "
        return f"{where}error: {self.message}"


class VerifyError(IRError):
    pass


# ---------------------------------------------------------------------------------------------
# Values
# ---------------------------------------------------------------------------------------------

class Value:
    """An SSA value. ``uses`` maps ``(user_op, operand_index)`` to None (an ordered set)."""

    __slots__ = ("type", "uses", "name_hint")

    def __init__(self, type):
        self.type = type
        self.uses = {}
        self.name_hint = None

    @property
    def users(self):
        return [op for op, _ in self.uses]

    def has_uses(self):
        return bool(self.uses)

    def has_one_use(self):
        return len(self.uses) == 1

    def replace_all_uses_with(self, new: "Value"):
        if new is self:
            return
        for op, i in list(self.uses):
            op.set_operand(i, new)

    def replace_uses_with_if(self, new: "Value", pred):
        for op, i in list(self.uses):
            if pred(op, i):
                op.set_operand(i, new)

    @property
    def owner(self):
        raise NotImplementedError

    @property
    def defining_op(self):
        return None

    def parent_block(self):
        raise NotImplementedError


class OpResult(Value):
    __slots__ = ("op", "index")

    def __init__(self, type, op, index):
        self.type = type
        self.uses = {}
        self.name_hint = None
        self.op = op
        self.index = index

    @property
    def owner(self):
        return self.op

    @property
    def defining_op(self):
        return self.op

    def parent_block(self):
        return self.op.parent

    def __repr__(self):
        return f"<OpResult #{self.index} of {self.op.name}: {self.type}>"


class BlockArgument(Value):
    __slots__ = ("block", "index", "location")

    def __init__(self, type, block, index, location=None):
        self.type = type
        self.uses = {}
        self.name_hint = None
        self.block = block
        self.index = index
        self.location = location

    @property
    def owner(self):
        return self.block

    def parent_block(self):
        return self.block

    def __repr__(self):
        return f"<BlockArgument #{self.index}: {self.type}>"


# ---------------------------------------------------------------------------------------------
# Operation
# ---------------------------------------------------------------------------------------------

def made_location(pending):
    """The Location of a pending one: ``(make, offset)``, which the parser stores in a parsed op's
    ``_location`` (``make(offset)`` is the file:line:col of that character offset). Holders of a
    pending location (``Operation.location``, ``PatternRewriter.loc``) make it when it is read
    and keep the result."""
    return pending[0](pending[1])


class Operation:
    """An operation. Construct with ``Operation.create`` or with an op class's builder."""

    __slots__ = ("name", "_operands", "results", "attributes", "properties", "regions",
                 "successors", "_location", "parent", "_prev", "_next")

    # set by op classes (opdef.py); plain Operations are unregistered
    OPNAME = None
    traits = frozenset()

    @classmethod
    def create(cls, name=None, operands=(), result_types=(), attributes=None, properties=None,
               regions=(), successors=(), location=None):
        """Create an op of class ``cls`` (or the registered class for ``name``)."""
        if cls is Operation and name is not None:
            from .opdef import lookup_op_class
            cls = lookup_op_class(name) or Operation
        op = object.__new__(cls)
        op.name = name if name is not None else cls.OPNAME
        try:
            n = len(result_types)
        except TypeError:  # an iterator
            result_types = list(result_types)
            n = len(result_types)
        if n == 1:  # (the common case without a comprehension's frame)
            op.results = [OpResult(result_types[0], op, 0)]
        else:
            op.results = [OpResult(t, op, i) for i, t in enumerate(result_types)] if n else []
        op.attributes = dict(attributes) if attributes else {}
        op.properties = dict(properties) if properties else {}
        op.regions = _NO_REGIONS
        op.successors = list(successors) if successors else _NO_SUCCESSORS
        op._location = location if location is not None else UNKNOWN_LOC
        op.parent = None
        op._prev = None
        op._next = None
        op._operands = ops = list(operands)
        try:
            for i, v in enumerate(ops):
                v.uses[(op, i)] = None
        except AttributeError:
            for j in range(i):
                ops[j].uses.pop((op, j), None)
            raise IRError(f"operand #{i} of '{op.name}' is not a Value: {ops[i]!r}", loc=op.location) from None
        if regions:
            for r in regions:
                op.add_region(r)
        return op

    @property
    def location(self):
        """Where the op came from (a Location). The parser leaves a pending location here (see
        ``made_location``) instead of a file:line:col, made on first read: most parsed ops never
        have theirs read."""
        loc = self._location
        if loc.__class__ is tuple:
            loc = self._location = made_location(loc)
        return loc

    @location.setter
    def location(self, loc):
        self._location = loc

    # -- operands ------------------------------------------------------------------------------
    @property
    def operands(self):
        return self._operands

    @property
    def num_operands(self):
        return len(self._operands)

    def operand(self, i):
        return self._operands[i]

    def set_operand(self, i, value):
        global _epoch
        old = self._operands[i]
        if old is value:
            return
        _epoch += 1
        del old.uses[(self, i)]
        self._operands[i] = value
        value.uses[(self, i)] = None

    def set_operands(self, values):
        global _epoch
        _epoch += 1
        self.drop_operand_uses()
        ops = self._operands = list(values)
        for i, v in enumerate(ops):
            v.uses[(self, i)] = None

    def drop_operand_uses(self):
        global _epoch
        _epoch += 1
        for i, v in enumerate(self._operands):
            v.uses.pop((self, i), None)
        self._operands = []

    # -- results -------------------------------------------------------------------------------
    @property
    def result(self):
        """The single result (error if the op does not have exactly one)."""
        if len(self.results) != 1:
            raise IRError(f"'{self.name}' has {len(self.results)} results, expected one", op=self)
        return self.results[0]

    @property
    def result_types(self):
        return [r.type for r in self.results]

    def has_uses(self):
        return any(r.uses for r in self.results)

    def replace_all_uses_with(self, values):
        if isinstance(values, Operation):
            values = values.results
        if len(values) != len(self.results):
            raise IRError(f"replacing {len(self.results)} results of '{self.name}' with {len(values)} values",
                          op=self)
        for r, v in zip(self.results, values):
            r.replace_all_uses_with(v)

    # -- regions and successors ----------------------------------------------------------------
    def add_region(self, region=None):
        if region is None:
            region = Region()
        elif isinstance(region, (list, tuple)):
            region = Region(region)
        if region.parent is not None:
            raise IRError("region already belongs to an op", op=self)
        global _epoch
        _epoch += 1
        region.parent = self
        if self.regions is _NO_REGIONS:
            self.regions = []
        self.regions.append(region)
        return region

    def set_successor(self, i, block):
        if self.successors is _NO_SUCCESSORS:
            raise IndexError(f"'{self.name}' has no successors")
        global _epoch
        _epoch += 1
        self.successors[i] = block

    # -- structure -----------------------------------------------------------------------------
    @property
    def parent_region(self):
        return self.parent.parent if self.parent is not None else None

    @property
    def parent_op(self):
        b = self.parent
        if b is None or b.parent is None:
            return None
        return b.parent.parent

    @property
    def next_op(self):
        return self._next

    @property
    def prev_op(self):
        return self._prev

    def is_ancestor_of(self, other):
        while other is not None:
            if other is self:
                return True
            other = other.parent_op
        return False

    def walk(self, reverse=False):
        """Pre-order walk over this op and every nested op (post-order if ``reverse``)."""
        if not reverse:
            yield self
        for region in self.regions:
            for block in region.blocks:
                op = block._first
                while op is not None:
                    nxt = op._next
                    yield from op.walk(reverse)
                    op = nxt
        if reverse:
            yield self

    def walk_ops(self):
        """All nested ops (excluding self) in pre-order, as a list, without recursion limits."""
        out = []
        stack = [self]
        while stack:
            op = stack.pop()
            if op is not self:
                out.append(op)
            for region in reversed(op.regions):
                for block in reversed(region.blocks):
                    o = block._last
                    while o is not None:
                        stack.append(o)
                        o = o._prev
        return out

    def detach(self):
        """Unlink from the parent block (uses stay)."""
        global _epoch
        b = self.parent
        if b is None:
            return self
        _epoch += 1
        prev, nxt = self._prev, self._next
        if prev is None:
            b._first = nxt
        else:
            prev._next = nxt
        if nxt is None:
            b._last = prev
        else:
            nxt._prev = prev
        self._prev = self._next = None
        self.parent = None
        b._len -= 1
        return self

    def erase(self, check_uses=True):
        """Remove from the block, drop operand uses, and erase nested ops."""
        if check_uses:
            for r in self.results:
                if r.uses:
                    users = ", ".join(sorted({u.name for u, _ in r.uses}))
                    raise IRError(f"cannot erase '{self.name}': its result is still used by {users}", op=self)
        self.detach()
        self.drop_all_references()

    def drop_all_references(self):
        self.drop_operand_uses()
        for region in self.regions:
            for block in region.blocks:
                for op in block.ops_list():
                    op.drop_all_references()

    def move_before(self, other: "Operation"):
        self.detach()
        other.parent.insert_before(self, other)

    def move_after(self, other: "Operation"):
        self.detach()
        other.parent.insert_after(self, other)

    def clone(self, mapping=None):
        """Deep copy; ``mapping`` maps old values/blocks to new ones and is filled in."""
        if mapping is None:
            mapping = {}
        operands = [mapping.get(v, v) for v in self._operands]
        new = Operation.create.__func__(type(self), self.name, operands, [r.type for r in self.results],
                                        self.attributes, self.properties, (),
                                        [mapping.get(b, b) for b in self.successors], self._location)
        for old_r, new_r in zip(self.results, new.results):
            mapping[old_r] = new_r
        for region in self.regions:
            new.add_region(region.clone(mapping))
        return new

    # -- attributes ----------------------------------------------------------------------------
    def get_attr(self, name, default=None):
        """An inherent (property) or discardable attribute by name."""
        v = self.properties.get(name)
        if v is None:
            v = self.attributes.get(name, default)
        return v

    def set_attr(self, name, value):
        """Set an attribute: into properties if the op declares it inherent, else discardable."""
        global _epoch
        _epoch += 1
        if name in getattr(type(self), "_inherent_names", ()) or name in self.properties:
            self.properties[name] = value
        else:
            self.attributes[name] = value

    def has_trait(self, trait):
        return trait in self.traits

    # -- verification / printing ---------------------------------------------------------------
    def verify(self):
        from .verifier import verify
        verify(self)
        return True

    def verify_(self):
        """Op-specific verification; op classes override. Raise VerifyError on failure."""

    def __str__(self):
        from .printer import Printer
        return Printer().print_op_to_string(self)

    def __repr__(self):
        return f"<Operation {self.name}>"

    def to_text(self, **options):
        from .printer import Printer
        return Printer(**options).print_op_to_string(self)

    def write_text(self, file, **options):
        """Print to ``file`` (a path or an open text file), streaming resource blobs in chunks
        rather than building the whole text (``to_text`` options)."""
        from .printer import write_module
        write_module(self, file, **options)


# ---------------------------------------------------------------------------------------------
# Block and Region
# ---------------------------------------------------------------------------------------------

class Block:
    """A basic block: arguments and a doubly-linked list of ops (O(1) insert and erase)."""

    __slots__ = ("args", "_first", "_last", "_len", "parent")

    def __init__(self, arg_types=(), arg_locs=None):
        self.args = []
        self._first = None
        self._last = None
        self._len = 0
        self.parent = None
        for i, t in enumerate(arg_types):
            self.args.append(BlockArgument(t, self, i, arg_locs[i] if arg_locs else None))

    def add_arg(self, type, location=None):
        global _epoch
        _epoch += 1
        a = BlockArgument(type, self, len(self.args), location)
        self.args.append(a)
        return a

    def insert_arg(self, index, type, location=None):
        global _epoch
        _epoch += 1
        a = BlockArgument(type, self, index, location)
        self.args.insert(index, a)
        for i, x in enumerate(self.args):
            x.index = i
        return a

    def erase_arg(self, index):
        a = self.args[index]
        if a.uses:
            raise IRError(f"cannot erase block argument #{index}: it is still used")
        global _epoch
        _epoch += 1
        del self.args[index]
        for i, x in enumerate(self.args):
            x.index = i

    @property
    def arg_types(self):
        return [a.type for a in self.args]

    # -- ops ---------------------------------------------------------------------------------
    def __iter__(self):
        op = self._first
        while op is not None:
            nxt = op._next
            yield op
            op = nxt

    ops = property(__iter__)

    def ops_list(self):
        out = []
        op = self._first
        while op is not None:
            out.append(op)
            op = op._next
        return out

    def __len__(self):
        return self._len

    @property
    def first_op(self):
        return self._first

    @property
    def last_op(self):
        return self._last

    @property
    def terminator(self):
        return self._last

    def is_empty(self):
        return self._first is None

    def append(self, op):
        global _epoch
        if op.parent is not None:
            raise IRError(f"'{op.name}' is already in a block; detach it first", op=op)
        _epoch += 1
        op.parent = self
        last = self._last
        op._prev = last
        op._next = None
        if last is None:
            self._first = op
        else:
            last._next = op
        self._last = op
        self._len += 1
        return op

    def extend(self, ops):
        for op in ops:
            self.append(op)

    def insert_before(self, op, anchor):
        global _epoch
        if anchor is None:
            return self.append(op)
        if op.parent is not None:
            raise IRError(f"'{op.name}' is already in a block; detach it first", op=op)
        _epoch += 1
        op.parent = self
        prev = anchor._prev
        op._prev = prev
        op._next = anchor
        anchor._prev = op
        if prev is None:
            self._first = op
        else:
            prev._next = op
        self._len += 1
        return op

    def insert_after(self, op, anchor):
        nxt = anchor._next
        if nxt is None:
            return self.append(op)
        return self.insert_before(op, nxt)

    def prepend(self, op):
        return self.insert_before(op, self._first)

    @property
    def parent_op(self):
        return self.parent.parent if self.parent is not None else None

    def index_in_region(self):
        return self.parent.blocks.index(self)

    def __repr__(self):
        return f"<Block with {self._len} ops>"


class Region:
    __slots__ = ("blocks", "parent")

    def __init__(self, blocks=()):
        self.blocks = []
        self.parent = None
        for b in blocks:
            self.add_block(b)

    def add_block(self, block=None):
        if block is None:
            block = Block()
        if block.parent is not None:
            raise IRError("block already belongs to a region")
        global _epoch
        _epoch += 1
        block.parent = self
        self.blocks.append(block)
        return block

    def insert_block(self, index, block):
        global _epoch
        _epoch += 1
        block.parent = self
        self.blocks.insert(index, block)
        return block

    def remove_block(self, block):
        global _epoch
        _epoch += 1
        self.blocks.remove(block)
        block.parent = None

    @property
    def entry_block(self):
        return self.blocks[0] if self.blocks else None

    @property
    def block(self):
        """The only block (error if there is not exactly one)."""
        if len(self.blocks) != 1:
            raise IRError(f"region has {len(self.blocks)} blocks, expected one")
        return self.blocks[0]

    def is_empty(self):
        return not self.blocks

    def ops(self):
        for b in self.blocks:
            yield from b

    def clone(self, mapping):
        new = Region()
        for b in self.blocks:
            nb = Block()
            for a in b.args:
                mapping[a] = nb.add_arg(a.type, a.location)
            mapping[b] = nb
            new.add_block(nb)
        for b, nb in zip(self.blocks, new.blocks):
            for op in b:
                nb.append(op.clone(mapping))
        # fix forward references (values defined later in the region, successors)
        for nb in new.blocks:
            for op in nb.ops_list():
                _remap(op, mapping)
        return new

    @property
    def parent_op(self):
        return self.parent


def _remap(op, mapping):
    for i, v in enumerate(op._operands):
        nv = mapping.get(v)
        if nv is not None and nv is not v:
            op.set_operand(i, nv)
    op.successors = [mapping.get(b, b) for b in op.successors]
    for r in op.regions:
        for b in r.blocks:
            for o in b:
                _remap(o, mapping)


# ---------------------------------------------------------------------------------------------
# Insertion points and a builder
# ---------------------------------------------------------------------------------------------

class InsertionPoint:
    """Where a builder inserts: before ``anchor`` in ``block`` (at the end if anchor is None)."""

    __slots__ = ("block", "anchor")

    def __init__(self, block, anchor=None):
        self.block = block
        self.anchor = anchor

    @staticmethod
    def at_end(block):
        return InsertionPoint(block, None)

    @staticmethod
    def at_start(block):
        return InsertionPoint(block, block._first)

    @staticmethod
    def before(op):
        return InsertionPoint(op.parent, op)

    @staticmethod
    def after(op):
        return InsertionPoint(op.parent, op._next)

    def insert(self, op):
        if self.anchor is None:
            self.block.append(op)
        else:
            self.block.insert_before(op, self.anchor)
        return op


class Builder:
    """Inserts ops at an insertion point and stamps them with a default location.

        b = Builder(InsertionPoint.at_end(block), loc=FileLineColLoc("m.py", 3, 1))
        c = b.insert(arith.ConstantOp.build(IntegerAttr(1, I32)))
    """

    def __init__(self, ip=None, loc=None):
        self.ip = ip
        self.loc = loc

    def insert(self, op):
        if self.loc is not None and op.location is UNKNOWN_LOC:
            op.location = self.loc
        if self.ip is None:
            raise IRError(f"builder has no insertion point for '{op.name}'")
        self.ip.insert(op)
        return op

    def __call__(self, op):
        return self.insert(op)

    def set_insertion_point_to_end(self, block):
        self.ip = InsertionPoint.at_end(block)

    def set_insertion_point_before(self, op):
        self.ip = InsertionPoint.before(op)

    def set_insertion_point_after(self, op):
        self.ip = InsertionPoint.after(op)
