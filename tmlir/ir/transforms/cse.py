"""Common-subexpression elimination.

Two ops are equivalent when they have the same name, operands (in any order for
``Commutative`` ops), attributes, properties and result types; only ``Pure`` ops without
successors are merged, and never terminators. An op with regions is merged when it is ``Pure`` or
``RecursivelyPure`` (linalg ops on tensors), none of its operands is a buffer, every op nested in it
is side-effect free the same way, and its regions are structurally equal (same ops, attributes and
types, values used in the same positions). An op is replaced by an equivalent
op that dominates it: an earlier op of the same block, of a dominating block of the same
region (dominator tree of the region's CFG), or of an enclosing region — but never across an
``IsolatedFromAbove`` op. Trivially dead Pure ops met on the way are erased, as MLIR's CSE does.
"""
from __future__ import annotations

from ..core import gc_paused
from ..opdef import Pure, IsTerminator, IsolatedFromAbove, Commutative, effect_free
from ..passmanager import Pass, register_pass

_MISSING = object()


def dominator_tree(region):
    """(children, reachable): the dominator-tree children of each reachable block of a
    multi-block region (successors taken from each block's last op), in block order."""
    blocks = region.blocks
    entry = blocks[0]
    # reverse post-order (iterative DFS)
    order, seen = [], {entry}
    stack = [(entry, iter(_succs(entry)))]
    while stack:
        b, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            stack.pop()
            order.append(b)
        elif nxt not in seen and nxt.parent is region:
            seen.add(nxt)
            stack.append((nxt, iter(_succs(nxt))))
    order.reverse()
    rpo = {b: i for i, b in enumerate(order)}
    preds = {b: [] for b in order}
    for b in order:
        for s in _succs(b):
            if s in preds:
                preds[s].append(b)
    idom = {entry: entry}
    changed = True
    rounds = 0
    while changed:
        rounds += 1
        if rounds > len(order) + 3:
            # cannot happen for the RPO iteration (it converges in at most loop-connectedness + 2
            # rounds); be safe anyway: no block dominates another
            return {b: [] for b in order}, set(order)
        changed = False
        for b in order[1:]:
            new = None
            for p in preds[b]:
                if p in idom:
                    if new is None:
                        new = p
                    else:
                        a, c = p, new
                        while a is not c:
                            while rpo[a] > rpo[c]:
                                a = idom[a]
                            while rpo[c] > rpo[a]:
                                c = idom[c]
                        new = a
            if new is not None and idom.get(b) is not new:
                idom[b] = new
                changed = True
    children = {b: [] for b in order}
    for b in blocks:  # block order, for a deterministic walk
        if b is not entry and b in idom:
            children[idom[b]].append(b)
    return children, set(order)


def _attr_key(d):
    if not d:
        return ()
    return tuple(sorted(d.items())) if len(d) > 1 else tuple(d.items())


_effect_free = effect_free


def structural_key(op):
    """A hashable key equal for two region-carrying ops that compute the same values from the same
    operands, or None when ``op`` (or an op nested in it) may have side effects."""
    if not _effect_free(op) or op.successors:
        return None
    local = {}

    def ref(v):
        n = local.get(v)
        return v if n is None else n

    def op_key(o, top, bindex):
        if not top and not _effect_free(o):
            return None
        regions = []
        for region in o.regions:
            blocks = region.blocks
            inner_index = {b: i for i, b in enumerate(blocks)}
            rkey = []
            for b in blocks:
                for a in b.args:
                    local[a] = len(local)
                ops = []
                for inner in b.ops:
                    k = op_key(inner, False, inner_index)
                    if k is None:
                        return None
                    ops.append(k)
                rkey.append((tuple(a.type for a in b.args), tuple(ops)))
            regions.append(tuple(rkey))
        key = (o.name, tuple(ref(v) for v in o._operands), _attr_key(o.attributes), _attr_key(o.properties),
               tuple(r.type for r in o.results), tuple(regions),
               tuple(bindex[s] for s in o.successors) if o.successors else ())
        for r in o.results:
            local[r] = len(local)
        return key

    return op_key(op, True, None)


def _succs(block):
    t = block._last
    return t.successors if t is not None else ()


class _Frame:
    __slots__ = ("block", "cursor", "mark", "children", "tree")

    def __init__(self, block, mark, tree):
        self.block = block
        self.cursor = block._first
        self.mark = mark
        self.tree = tree
        kids = tree.get(block) if tree else None
        self.children = list(reversed(kids)) if kids else None


class _CSE:
    def __init__(self):
        self.table = {}
        self.undo = []
        self.num_cse = 0
        self.num_dce = 0
        self.infos = {}

    def _push_region(self, region, stack):
        blocks = region.blocks
        if not blocks:
            return
        mark = len(self.undo)
        if len(blocks) == 1:
            stack.append(_Frame(blocks[0], mark, None))
            return
        if getattr(type(region.parent), "graph_region", False):
            for b in reversed(blocks):
                stack.append(_Frame(b, mark, None))
            return
        tree, reachable = dominator_tree(region)
        for b in reversed(blocks):
            if b not in reachable:
                stack.append(_Frame(b, mark, None))
        stack.append(_Frame(blocks[0], mark, tree))

    def run_isolated(self, top):
        """CSE inside the regions of ``top`` (an isolated scope); returns nested isolated ops."""
        table = self.table = {}
        undo = self.undo = []
        nested_isolated = []
        stack = []
        for region in reversed(top.regions):
            self._push_region(region, stack)
        infos = self.infos
        while stack:
            fr = stack[-1]
            op = fr.cursor
            if op is None:
                if fr.children:
                    stack.append(_Frame(fr.children.pop(), len(undo), fr.tree))
                    continue
                stack.pop()
                m = fr.mark
                while len(undo) > m:
                    key, prev = undo.pop()
                    if prev is _MISSING:
                        del table[key]
                    else:
                        table[key] = prev
                continue
            fr.cursor = op._next
            cls = type(op)
            info = infos.get(cls)
            if info is None:
                t = cls.traits
                info = infos[cls] = (Pure in t and IsTerminator not in t, Commutative in t, IsolatedFromAbove in t)
            pure, comm, isolated = info
            if op.regions:
                if isolated:
                    nested_isolated.append(op)
                    continue
                key = structural_key(op)
                if key is not None:
                    if not any(r.uses for r in op.results):
                        op.erase(check_uses=False)
                        self.num_dce += 1
                        continue
                    if self._merge_or_record(op, key):
                        continue
                for region in reversed(op.regions):
                    self._push_region(region, stack)
                continue
            if not pure or op.successors:
                continue
            results = op.results
            used = False
            for r in results:
                if r.uses:
                    used = True
                    break
            if not used:
                op.erase(check_uses=False)
                self.num_dce += 1
                continue
            operands = op._operands
            if comm and len(operands) > 1:
                operands = tuple(sorted(operands, key=id))
            else:
                operands = tuple(operands)
            attrs = op.attributes
            props = op.properties
            key = (op.name, operands,
                   (tuple(sorted(attrs.items())) if len(attrs) > 1 else tuple(attrs.items())) if attrs else (),
                   (tuple(sorted(props.items())) if len(props) > 1 else tuple(props.items())) if props else (),
                   results[0].type if len(results) == 1 else tuple(r.type for r in results))
            self._merge_or_record(op, key)
        return nested_isolated

    def _merge_or_record(self, op, key):
        """Replace ``op`` by the equivalent op recorded under ``key`` (True), or record it."""
        prev = self.table.get(key, _MISSING)
        if prev is not _MISSING:
            for r, pr in zip(op.results, prev.results):
                r.replace_all_uses_with(pr)
            op.erase(check_uses=False)
            self.num_cse += 1
            return True
        self.table[key] = op
        self.undo.append((key, _MISSING))
        return False


def cse(op):
    """Run CSE on everything nested in ``op``. Returns (number merged, number of dead ops erased)."""
    c = _CSE()
    work = [op]
    with gc_paused():
        while work:
            top = work.pop()
            work.extend(c.run_isolated(top))
    return c.num_cse, c.num_dce


@register_pass("cse", "CSE")
class CSEPass(Pass):
    """Eliminate common sub-expressions of Pure ops."""

    def run_on_operation(self, op):
        self.statistics = cse(op)
