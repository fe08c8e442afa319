"""Runtime checks: ``scf-flatten-scalar-ifs`` (checks as straight-line code) and
``propagate-asserted-equalities`` (what a check asserts holds after it).

Shape checks kept at run time arrive as nests of ``scf.if`` on scalars, each branch computing a
comparison, asserting, and yielding a size (a broadcast check is "if a == 1 then b else (assert
b == 1 or a == b; a)"). This pass turns an ``scf.if`` whose branches hold only cheap scalar ops
that are safe to execute unconditionally (integer comparisons, bitwise logic, add/sub/mul,
selects, casts, constants: no division, nothing on tensors, no regions) and ``cf.assert``s into
straight-line code:

* the branch ops run before the op (both branches: their results are only selected);
* ``cf.assert %x, "msg"`` in the then branch becomes ``cf.assert (!c | x), "msg"``, in the else
  branch ``cf.assert (c | x), "msg"``;
* each result becomes ``arith.select %c, then_value, else_value``.

Innermost ifs go first, so a nest flattens completely; the canonicalizer then folds what is
known (a check that compares a size with itself disappears). What remains of a guard is one
``cf.assert`` on one boolean per check, each keeping its message.

``propagate-asserted-equalities``: after ``cf.assert %c`` (later in the same block, and inside
the ops that follow it), ``%c`` is true; when ``%c = arith.cmpi eq %x, %y``, ``%y`` is ``%x``,
and when both are the same cast of ``%xs`` and ``%ys`` (``index_cast`` of two ``tensor.dim``s,
say), ``%ys`` is ``%xs``. The entry checks that ``torch.export``'s equal symbolic dims are equal
thus make every later size computation use one value, and checks between them fold.
"""
from __future__ import annotations

from .. import attributes as A
from ..core import Operation
from ..passmanager import Pass, register_pass

_SAFE = frozenset({
    "arith.constant", "arith.cmpi", "arith.andi", "arith.ori", "arith.xori", "arith.addi", "arith.subi",
    "arith.muli", "arith.select", "arith.index_cast", "arith.index_castui", "arith.extsi", "arith.extui",
    "arith.trunci", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui",
})


def _scalar(t):
    return isinstance(t, (A.IntegerType, A.IndexType))


def _flattenable(op):
    if op.name != "scf.if" or not all(_scalar(r.type) for r in op.results):
        return False
    for region in op.regions:
        for block in region.blocks:
            for o in block.ops:
                if o.name in ("scf.yield", "cf.assert"):
                    continue
                if o.name not in _SAFE or o.regions or not all(_scalar(r.type) for r in o.results):
                    return False
    return True


def _create(name, operands, result_type, location, properties=None):
    return Operation.create(name, list(operands), [result_type] if result_type is not None else [], None,
                            properties, (), (), location)


def flatten(op):
    """Rewrite the flattenable ``scf.if`` ``op`` into straight-line code before it."""
    block = op.parent
    loc = op.location
    c = op.operands[0]

    def insert(new):
        block.insert_before(new, op)
        return new

    not_c = None
    yielded = []
    for k, region in enumerate(op.regions):
        if not region.blocks:
            yielded.append(None)
            continue
        b = region.blocks[0]
        ys = None
        for o in b.ops_list():
            if o.name == "scf.yield":
                ys = list(o.operands)
                continue
            o.detach()
            if o.name == "cf.assert":
                x = o.operands[0]
                if k == 0:
                    if not_c is None:
                        true = insert(_create("arith.constant", [], A.I1, loc, {"value": A.IntegerAttr(1, A.I1)}))
                        not_c = insert(_create("arith.xori", [c, true.results[0]], A.I1, loc)).results[0]
                    cond = insert(_create("arith.ori", [not_c, x], A.I1, loc)).results[0]
                else:
                    cond = insert(_create("arith.ori", [c, x], A.I1, loc)).results[0]
                o.set_operand(0, cond)
            insert(o)
        yielded.append(ys)
    for i, r in enumerate(op.results):
        a, b = yielded[0][i], yielded[1][i]
        v = a if a is b else insert(_create("arith.select", [c, a, b], r.type, loc)).results[0]
        r.replace_all_uses_with(v)
    op.erase()


def flatten_scalar_ifs(root):
    """Flatten every flattenable ``scf.if`` under ``root``, innermost first; returns how many."""
    n = 0
    for op in [o for o in root.walk(reverse=True) if o.name == "scf.if"]:  # post-order: inner ifs first
        if op.parent is not None and _flattenable(op):
            flatten(op)
            n += 1
    return n


@register_pass("scf-flatten-scalar-ifs", "SCFFlattenScalarIfs")
class SCFFlattenScalarIfs(Pass):
    """Turn ``scf.if`` nests of cheap scalar ops and asserts into straight-line code."""

    def run_on_operation(self, op):
        self.statistics = flatten_scalar_ifs(op)


def _true_after(block, op):
    c = Operation.create("arith.constant", [], [A.I1], None, {"value": A.IntegerAttr(1, A.I1)}, (), (),
                         op.location)
    block.insert_after(c, op)
    return c


def propagate_asserted_equalities(root):
    """See the module docstring; returns how many operands were replaced."""
    n = 0
    for block in [b for o in root.walk() for r in o.regions for b in r.blocks]:
        subst = {}

        def find(v):
            seen = 0
            while v in subst and seen < 64:
                v = subst[v]
                seen += 1
            return v

        op = block.first_op
        while op is not None:
            if subst:
                for inner in op.walk():
                    for i, v in enumerate(inner.operands):
                        w = find(v)
                        if w is not v:
                            inner.set_operand(i, w)
                            n += 1
            nxt = op._next
            if op.name == "cf.assert":
                c = op.operands[0]
                if len(c.uses) > 1:  # read again after the check: there it is true
                    true = _true_after(block, op)
                    nxt = true._next
                    subst[c] = true.results[0]
                d = c.defining_op
                if d is not None and d.name == "arith.cmpi" and d.properties.get("predicate") is not None \
                        and int(getattr(d.properties["predicate"], "value", -1)) == 0:  # eq
                    x, y = find(d.operands[0]), find(d.operands[1])
                    if x is not y:
                        subst[y] = x
                        dx, dy = x.defining_op, y.defining_op
                        if dx is not None and dy is not None and dx.name == dy.name and len(dx.operands) == 1 \
                                and len(dy.operands) == 1 and dx.name in ("arith.index_cast", "arith.index_castui",
                                                                          "arith.extsi", "arith.extui") \
                                and dx.operands[0].type is dy.operands[0].type:
                            xs, ys = find(dx.operands[0]), find(dy.operands[0])
                            if xs is not ys:
                                subst[ys] = xs
            op = nxt
    return n


@register_pass("propagate-asserted-equalities", "PropagateAssertedEqualities")
class PropagateAssertedEqualities(Pass):
    """Use what a ``cf.assert`` checked (its condition; the equality it compares) after it."""

    def run_on_operation(self, op):
        self.statistics = propagate_asserted_equalities(op)
