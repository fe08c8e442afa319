"""IR verification: structure (operand ownership, terminators, dominance within a block), op
definitions (counts, attribute constraints, type constraints), traits, and each op's ``verify_``.

``verify(op)`` raises ``VerifyError`` naming the op, the problem and the op's location.
"""
from __future__ import annotations

from .core import VerifyError, OpResult, BlockArgument, gc_paused
from .opdef import Op, IsTerminator, NoTerminator, IsolatedFromAbove


def verify(top):
    """Verify ``top`` and everything nested in it. Iterative (no recursion limit); linear."""
    with gc_paused():
        _verify(top)


def _verify(top):
    _verify_one(top, None)
    blocks = [b for r in top.regions for b in r.blocks]
    while blocks:
        block = blocks.pop()
        seen = set()  # ops of this block visited so far: operands from here dominate
        graph = _is_graph_region(block)
        op = block._first
        while op is not None:
            _verify_one(op, None if graph else seen)
            seen.add(op)
            for r in op.regions:
                blocks.extend(r.blocks)
            op = op._next


def _verify_one(op, seen):
    cls = type(op)
    # SSA: operands must be defined in this block before the op, or in an enclosing region
    # (exact within a block, structural across regions).
    block = op.parent
    for i, v in enumerate(op._operands):
        if (op, i) not in v.uses:
            raise VerifyError(f"operand #{i} of '{op.name}' has a corrupt use list", op=op)
        if block is None:
            continue
        if type(v) is OpResult:
            d = v.op
            dblock = d.parent
            if dblock is None:
                raise VerifyError(f"operand #{i} of '{op.name}' is the result of an op that is not in any block "
                                  f"('{d.name}', erased or detached)", op=op)
            if dblock is block:
                if seen is not None and d not in seen:
                    raise VerifyError(f"operand #{i} of '{op.name}' does not dominate this use "
                                      f"(defined by '{d.name}' later in the block)", op=op)
                continue
            _check_reaches(op, i, dblock.parent, f"'{d.name}'")
        elif type(v) is BlockArgument:
            if v.block is block:
                continue
            if v.block.parent is None:
                raise VerifyError(f"operand #{i} of '{op.name}' is an argument of a detached block", op=op)
            _check_reaches(op, i, v.block.parent, "a block argument")
        else:
            raise VerifyError(f"operand #{i} of '{op.name}' is an unresolved value", op=op)
    if isinstance(op, Op):
        try:
            _verify_op(op, cls)
        except (VerifyError, RecursionError):
            raise
        except Exception as e:
            # an op's own checks assumed well-formed attributes (say an array of affine maps) and
            # met something else: the op is malformed
            raise VerifyError(f"'{op.name}' is malformed ({type(e).__name__}: {e})", op=op) from e


def _verify_op(op, cls):
    op.verify_structure()
    for check in cls._trait_verifiers:
        check(op)
    if op.regions and NoTerminator not in cls.traits:
        for r in op.regions:
            for b in r.blocks:
                last = b._last
                if last is None:
                    raise VerifyError(f"block in '{op.name}' must end with a terminator, but it is empty", op=op)
                if isinstance(last, Op) and IsTerminator not in type(last).traits:
                    raise VerifyError(f"block in '{op.name}' must end with a terminator, not '{last.name}'",
                                      op=last)
    op.verify_()


def _check_reaches(op, i, region, what):
    """The value's region must enclose ``op`` with no IsolatedFromAbove op in between."""
    o = op
    while True:
        blk = o.parent
        r = blk.parent if blk is not None else None
        if r is None:
            raise VerifyError(f"operand #{i} of '{op.name}' is defined by {what} in a region that does not "
                              "enclose this use", op=op)
        if r is region:
            return
        owner = r.parent
        if owner is None:
            raise VerifyError(f"operand #{i} of '{op.name}' is defined by {what} in a region that does not "
                              "enclose this use", op=op)
        if IsolatedFromAbove in owner.traits:
            raise VerifyError(f"'{op.name}' uses a value defined above '{owner.name}', which is isolated "
                              "from above", op=op)
        o = owner


def _before(a, b):
    """True if op ``a`` comes before op ``b`` in their common block."""
    x = a._next
    while x is not None:
        if x is b:
            return True
        x = x._next
    return False


def _encloses(region, op):
    o = op
    while o is not None:
        blk = o.parent
        if blk is None:
            return False
        if blk.parent is region:
            return True
        o = blk.parent.parent if blk.parent is not None else None
    return False


def _is_graph_region(block):
    p = block.parent_op
    return p is not None and getattr(type(p), "graph_region", False)
