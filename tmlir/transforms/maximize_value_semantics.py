"""torch-maximize-value-semantics: forward values through ``!torch.tensor`` copies and drop them.

A ``!torch.tensor`` is tracked when its whole life is visible as straight-line code: every user
is a ``torch.copy.to_vtensor`` (a read) or a ``torch.overwrite.tensor.contents`` into it (a
write), all in the block that defines it. Walking those users in block order keeps the latest
value-tensor contents; each read is replaced by it.

* A tensor made by ``torch.copy.to_tensor %v`` is fresh (nothing else aliases it): it starts as
  ``%v``, every read is forwarded, and the copy, the reads and the writes all go. A chain of
  in-place ops on a local tensor (after ``torch-reduce-op-variants``) becomes pure
  ``!torch.vtensor`` code.
* A ``!torch.tensor`` argument of a ``func.func`` (a mutated input or buffer, as the FX importer
  makes them) must keep its final contents, and the caller may pass the same tensor for two such
  arguments. So: reads before the first write stay (the first one is reused by the following
  reads), later reads get the last written value, a write is dropped only when the next event
  on any ``!torch.tensor`` argument is another write to the same argument (reads of it in
  between being forwarded), and the last write of each argument stays. Any argument with another
  kind of user (a view, a call, a return, a use in a nested region) leaves all the function's
  arguments alone, since it may alias them.

Everything else is left alone: tensors used by views or other aliasing ops, passed to calls,
returned, captured by regions (control flow), or produced by ops other than
``torch.copy.to_tensor``.
"""
from __future__ import annotations

from tmlir.ir.passmanager import Pass, register_pass
from tmlir.ir.dialects.func import FuncOp
from tmlir.dialects.torch.ops import CopyToValueTensorOp, CopyToNonValueTensorOp, OverwriteTensorContentsOp
from tmlir.dialects.torch.types import NonValueTensorType

__all__ = ["maximize_value_semantics"]


class _Order:
    """Positions of ops in blocks, computed once per block."""

    def __init__(self):
        self._pos = {}
        self._done = set()

    def __call__(self, op):
        b = op.parent
        if b not in self._done:
            self._done.add(b)
            for i, o in enumerate(b.ops):
                self._pos[o] = i
        return self._pos[op]


def _tracked_users(t, block):
    """The users of ``t`` in block order if all are reads/writes of ``t`` in ``block``, else None."""
    users = []
    for user, idx in t.uses:
        if user.parent is not block:
            return None
        if isinstance(user, CopyToValueTensorOp):
            users.append(user)
        elif isinstance(user, OverwriteTensorContentsOp) and idx == 1:
            users.append(user)
        else:
            return None
    return users


def _forward_local(copy, order):
    """``copy`` is a ``torch.copy.to_tensor``; returns whether it was removed."""
    t = copy.results[0]
    block = copy.parent
    users = _tracked_users(t, block)
    if users is None:
        return False
    users.sort(key=order)
    if users and order(users[0]) < order(copy):  # cannot happen in valid IR; be safe
        return False
    current = copy.operand(0)
    for u in users:
        if isinstance(u, CopyToValueTensorOp):
            u.results[0].replace_all_uses_with(current)
        else:
            current = u.operand(0)
    for u in users:
        u.erase()
    copy.erase()
    return True


def _forward_arguments(func, order):
    """Forward reads and drop dead writes of the ``!torch.tensor`` arguments of ``func``."""
    region = func.regions[0] if func.regions else None
    if region is None or not region.blocks:
        return 0
    entry = region.blocks[0]
    args = [a for a in entry.args if type(a.type) is NonValueTensorType]
    if not args:
        return 0
    events = []
    for a in args:
        users = _tracked_users(a, entry)
        if users is None:
            return 0
        events.extend((u, a) for u in users)
    events.sort(key=lambda e: order(e[0]))
    current = {}
    changed = 0
    dead = []
    for i, (u, a) in enumerate(events):
        if isinstance(u, CopyToValueTensorOp):
            cur = current.get(a)
            if cur is None:
                current[a] = u.results[0]
            else:
                u.results[0].replace_all_uses_with(cur)
                dead.append(u)
            continue
        # a write to a: the writes of other arguments may change what a holds
        for other in args:
            if other is not a:
                current.pop(other, None)
        current[a] = u.operand(0)
        j = i + 1
        while j < len(events) and events[j][1] is a and isinstance(events[j][0], CopyToValueTensorOp):
            j += 1
        if j < len(events) and events[j][1] is a:
            dead.append(u)  # overwritten again before anyone else could observe it
    for u in dead:
        u.erase()
        changed += 1
    return changed


def maximize_value_semantics(root):
    """Run the forwarding on every ``torch.copy.to_tensor`` and ``func.func`` under ``root``;
    returns the number of copies and writes removed."""
    order = _Order()
    removed = 0
    ops = root.walk_ops()
    if isinstance(root, FuncOp):
        ops.insert(0, root)
    for op in ops:
        if isinstance(op, CopyToNonValueTensorOp) and op.parent is not None:
            removed += _forward_local(op, order)
        elif isinstance(op, FuncOp):
            removed += _forward_arguments(op, order)
    return removed


@register_pass("torch-maximize-value-semantics", "MaximizeValueSemantics")
class MaximizeValueSemanticsPass(Pass):
    """Forward values through !torch.tensor copies and overwrites where no aliasing can interfere."""

    def run_on_operation(self, op):
        maximize_value_semantics(op)
