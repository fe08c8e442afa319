"""torch-simplify-shape-calculations / torch-simplify-dtype-calculations: inline the library
calls of the calculation regions and simplify them until the result shapes / dtypes are evident,
then refine the calculation ops' result types.

    %0 = torch.shape.calculate { ... } shapes {
      %s = torch.aten.size %a : !torch.vtensor<[2,3],f32> -> !torch.list<int>
      ... (the inlined shape function)
    } : !torch.vtensor                       -->   : !torch.vtensor<[2,4],unk>

Each library call is first *specialized*: what is known of its arguments (constant scalars,
sizes of ranked tensors, ranks and dtypes) is substituted into a copy of the library function,
which is simplified once per distinct abstract argument (``_specialize``, cached per run) and
inlined with ``clone_structured`` (linear-time cloning). The calculations are handled in program
order, each simplified and its op refined before the next one is specialized, so a chain of ops
sees refined types as constants. A final bounded greedy rewrite of the whole function (with
``confirm_sweep``) uses the canonicalization patterns and folders of every op plus the patterns
here (``simplify_patterns``):

* ``torch.aten.size`` of a tensor of known rank -> a list of ``torch.aten.size.int`` (which fold
  for static dims);
* ``torch.prim.Loop`` with a constant trip count and a constant ``true`` condition is unrolled
  (at most ``MAX_UNROLLED_OPS`` ops); a ``while``-style loop known to run has its first
  iteration peeled off (at most ``MAX_PEELED_ITERATIONS`` times), a loop known not to run goes;
* abstract interpretation of list mutation: a list built by ``torch.prim.ListConstruct`` whose
  mutations (``append``, ``_set_item``, ``insert``, ``Delete``, ``pop``, ``clear``, ``extend``)
  are all in its block and whose other users only read it (possibly from nested regions) gets
  each read replaced by a fresh ``ListConstruct`` of the elements at that point; the mutations
  go away;
* ``prim.If`` whose one branch only raises: the other branch's ops move after it (the guard
  stays); appends in both branches of a ``prim.If`` become one append of a value the If yields;
* scalar / list folders missing from ``folders.py`` (``prim.min/max``, ``__range_length``,
  ``__derive_index``, ``add.t``, ``mul.left_t``, ``eq.int_list``, ``len.t`` / ``__getitem__.t``
  through aliases, ...), ``prim.isinstance`` and ``__is__`` looking through ``torch.derefine``;
* the refinement of each calculation op's result types from what its calculation yields
  (known dims, ``?`` where unknown; a constant dtype). Users that do not allow type refinement
  (``func.return``, ...) get a ``torch.tensor_static_info_cast`` to the old type.

A calculation that raises unconditionally (the op fails for every input) is reported as an error
naming the op and the function's message.
"""
from __future__ import annotations

import warnings

from tmlir.ir.core import OpResult
from tmlir.ir.passmanager import Pass, register_pass, Option, PassError
from tmlir.transforms.resolve_operators import DecideIsInstance
from tmlir.ir.rewrite import RewritePattern, apply_patterns_greedily, apply_patterns_to_ops, RewriteBoundWarning
from tmlir.ir.transforms.canonicalize import canonicalization_pattern_set
from tmlir.dialects.torch import ops as torch_ops
from tmlir.dialects.torch.loops import (MAX_UNROLLED_OPS, FullyUnrollLoop, _for_like_trip_count,
                                   clone_structured)
from tmlir.dialects.torch.folders import register_folder, register_canonicalization, const, int_attr, bool_attr, NOT_CONSTANT
from tmlir.dialects.torch.generated import FOLDERS, create_op
from tmlir.ir.dialects.func import CallOp
from tmlir.dialects.torch.types import (BaseTensorType, ListType, INT, STR, scalar_type_int_to_type, meet,
                                        is_valid_subtype)
from tmlir.dialects.torch.ops import AllowsTypeRefinement, ReadOnly

from .reify_abstract_interp import CALC_OPS, is_library_function

__all__ = ["simplify_calculations", "SIMPLIFY_PATTERNS", "MAX_UNROLLED_OPS", "erase_unused_library_functions"]



# ---------------------------------------------------------------------------------------------
# Folders the library functions need (only registered where folders.py has none)
# ---------------------------------------------------------------------------------------------

def _register_missing(*names):
    def deco(fn):
        missing = [n for n in names if n not in FOLDERS]
        if missing:
            register_folder(*missing)(fn)
        return fn
    return deco


def _ints(*vals):
    cs = [const(v) for v in vals]
    return cs if all(type(c) is int for c in cs) else None


@_register_missing("torch.prim.min.int")
def _min_int(op):
    c = _ints(*op.operands)
    return [int_attr(min(c))] if c else None


@_register_missing("torch.prim.max.int")
def _max_int(op):
    c = _ints(*op.operands)
    return [int_attr(max(c))] if c else None


_CALC_YIELDS = {"torch.shape.calculate.yield.shapes", "torch.dtype.calculate.yield.dtypes"}


_ALIASING = {"torch.derefine", "torch.prim.unchecked_cast"}


def _potentially_mutated(v, depth=0):
    """``is_list_potentially_mutated``, with the calculation regions' yields as readers and
    aliases (``derefine``, ``unchecked_cast``, values yielded by ``prim.If``) followed."""
    if depth > 8:
        return True
    for user, i in v.uses:
        if user.name in _CALC_YIELDS:
            continue
        if user.name in _ALIASING:
            if _potentially_mutated(user.results[0], depth + 1):
                return True
            continue
        if user.name == "torch.prim.If.yield":
            owner = user.parent_op
            if owner is None or owner.name != "torch.prim.If" or _potentially_mutated(owner.results[i], depth + 1):
                return True
            continue
        if user.name in torch_ops._LIST_READERS:
            continue
        cls = type(user)
        s = getattr(cls, "schema", None)
        if (s is not None and s.is_readonly) or ReadOnly in cls.traits:
            continue
        return True
    return False


def _known_list(v):
    """The element values of an unmutated ``prim.ListConstruct`` list, else None."""
    d = v.defining_op if isinstance(v, OpResult) else None
    if d is None or d.name != "torch.prim.ListConstruct" or _potentially_mutated(v):
        return None
    return list(d.operands)


def _known_int_list(v):
    elems = _known_list(v)
    if elems is None:
        return None
    cs = [const(e) for e in elems]
    return cs if all(type(c) is int for c in cs) else None


@_register_missing("torch.prim.min.self_int")
def _min_self_int(op):
    c = _known_int_list(op.operand(0))
    return [int_attr(min(c))] if c else None


@_register_missing("torch.prim.max.self_int")
def _max_self_int(op):
    c = _known_int_list(op.operand(0))
    return [int_attr(max(c))] if c else None


@_register_missing("torch.aten.__range_length")
def _range_length(op):
    c = _ints(*op.operands)
    if not c or c[2] == 0:
        return None
    return [int_attr(len(range(c[0], c[1], c[2])))]


@_register_missing("torch.aten.__derive_index")
def _derive_index(op):
    c = _ints(*op.operands)
    return [int_attr(c[1] + c[0] * c[2])] if c else None


@_register_missing("torch.aten.abs.int", "torch.prim.abs.int")
def _abs_int(op):
    c = _ints(op.operand(0))
    return [int_attr(abs(c[0]))] if c else None


def _list_compare(negate):
    def fold(op):
        a, b = _known_list(op.operand(0)), _known_list(op.operand(1))
        if a is None or b is None:
            return None
        if len(a) != len(b):
            return [bool_attr(negate)]
        ca, cb = [const(x) for x in a], [const(x) for x in b]
        if any(x is NOT_CONSTANT for x in ca + cb):
            if all(x is y for x, y in zip(a, b)):
                return [bool_attr(not negate)]
            return None
        return [bool_attr((ca == cb) != negate)]
    return fold


_register_missing("torch.aten.eq.int_list")(_list_compare(False))
_register_missing("torch.aten.ne.int_list")(_list_compare(True))


@_register_missing("torch.aten.__contains__.int_list")
def _contains_int_list(op):
    c = _known_int_list(op.operand(0))
    x = const(op.operand(1))
    if c is None or type(x) is not int:
        return None
    return [bool_attr(x in c)]


# ---------------------------------------------------------------------------------------------
# Cloning structured (SSA-ordered, no forward references) code in one pass
# ---------------------------------------------------------------------------------------------

def inline_structured_call(call, callee):
    """Inline a single-block ``callee`` at ``call`` with ``clone_structured``."""
    block = callee.regions[0].blocks[0]
    mapping = dict(zip(block.args, call.operands))
    dest = call.parent
    term = block._last
    o = block._first
    while o is not term:
        dest.insert_before(clone_structured(o, mapping), call)
        o = o._next
    call.replace_all_uses_with([mapping.get(v, v) for v in term.operands])
    call.erase()


# ---------------------------------------------------------------------------------------------
# Patterns
# ---------------------------------------------------------------------------------------------

class SizeToListOfSizeInts(RewritePattern):
    """``torch.aten.size %t`` of a ranked tensor -> ``prim.ListConstruct`` of
    ``torch.aten.size.int %t, i``."""
    root = "torch.aten.size"

    def match_and_rewrite(self, op, rewriter):
        t = op.operand(0).type
        if not isinstance(t, BaseTensorType) or t.sizes is None:
            return False
        rewriter.set_insertion_point_before(op)
        elems = []
        for i in range(len(t.sizes)):
            c = rewriter.insert(torch_ops.ConstantIntOp.build_value(i, op.location))
            elems.append(rewriter.insert(create_op("torch.aten.size.int", [op.operand(0), c.results[0]], [INT],
                                                   op.location)).results[0])
        lst = rewriter.insert(torch_ops.PrimListConstructOp.build_list(elems, ListType(INT), op.location))
        rewriter.replace_op(op, [lst.results[0]])
        return True


#: bound on the iterations peeled off one while-style loop
MAX_PEELED_ITERATIONS = 64


class PeelLoopIteration(RewritePattern):
    """A ``torch.prim.Loop`` whose condition is not constant (a ``while`` or a ``for`` with
    ``break``) but which is known to start: its first iteration is copied before it and the loop
    continues from the second (with the copy's condition and values), at most
    ``MAX_PEELED_ITERATIONS`` times. A loop known not to start (a ``false`` condition or no trips
    left) is replaced by its initial values."""
    root = "torch.prim.Loop"

    def match_and_rewrite(self, op, rewriter):
        n = const(op.operand(0))
        c = const(op.operand(1))
        if c is False or (type(n) is int and n <= 0):
            rewriter.replace_op(op, list(op.operands[2:]))
            return True
        if c is not True or type(n) is not int or _for_like_trip_count(op) is not None:
            return False
        peeled = op.attributes.get("tmlir.peeled")
        k = peeled.value if peeled is not None else 0
        if k >= MAX_PEELED_ITERATIONS:
            return False
        body = op.regions[0].blocks[0]
        term = body._last
        rewriter.set_insertion_point_before(op)
        # the body sees raw induction values 0, 1, ...; earlier peels already shifted them
        iv = rewriter.insert(torch_ops.ConstantIntOp.build_value(0, op.location)).results[0]
        mapping = {body.args[0]: iv}
        for a, v in zip(body.args[1:], op.operands[2:]):
            mapping[a] = v
        o = body._first
        while o is not term:
            rewriter.insert(clone_structured(o, mapping))
            o = o._next
        cond = mapping.get(term.operand(0), term.operand(0))
        carried = [mapping.get(v, v) for v in term.operands[1:]]
        left = rewriter.insert(torch_ops.ConstantIntOp.build_value(n - 1, op.location)).results[0]
        new = torch_ops.PrimLoopOp.create(torch_ops.PrimLoopOp.OPNAME, [left, cond, *carried], [r.type for r in op.results],
                                  dict(op.attributes), None, (), (), op.location)
        new.attributes["tmlir.peeled"] = int_attr(k + 1)
        # the body moves over; its induction variable counts from the next index
        reg = op.regions[0]
        reg.remove_block(body)
        new.add_region().add_block(body)
        if body.args[0].uses:
            one = torch_ops.ConstantIntOp.build_value(1, op.location)
            body.prepend(one)
            add = create_op("torch.aten.add.int", [body.args[0], one.results[0]], [INT], op.location)
            body.insert_after(add, one)
            for u, i in list(body.args[0].uses):
                if u is not add:
                    u.set_operand(i, add.results[0])
        rewriter.insert(new)
        rewriter.replace_op(op, list(new.results))
        return True


def _strip_loop_attrs(root):
    for o in root.walk_ops():
        if o.name == "torch.prim.Loop" and o.attributes:
            o.attributes.pop("tmlir.peeled", None)


# list mutations: name -> (handler(elems, op) -> bool ok, result replacement fn or None)
def _idx(op, i, n, insert=False):
    c = const(op.operand(i))
    if type(c) is not int:
        return None
    if c < 0:
        c += n
    if insert:
        return min(max(c, 0), n)
    return c if 0 <= c < n else None


def _m_append(elems, op):
    elems.append(op.operand(1))
    return True, None


def _m_set_item(elems, op):
    i = _idx(op, 1, len(elems))
    if i is None:
        return False, None
    elems[i] = op.operand(2)
    return True, None


def _m_insert(elems, op):
    i = _idx(op, 1, len(elems), insert=True)
    if i is None:
        return False, None
    elems.insert(i, op.operand(2))
    return True, None


def _m_delete(elems, op):
    i = _idx(op, 1, len(elems))
    if i is None:
        return False, None
    del elems[i]
    return True, None


def _m_pop(elems, op):
    i = _idx(op, 1, len(elems))
    if i is None:
        return False, None
    v = elems.pop(i)
    return True, v


def _m_clear(elems, op):
    elems.clear()
    return True, None


def _m_extend(elems, op):
    other = _known_list(op.operand(1))
    if other is None:
        return False, None
    elems.extend(other)
    return True, None


#: mutation op name -> fn(elements, op) -> (ok, value replacing the op's result or None)
LIST_MUTATIONS = {
    "torch.aten.append.t": _m_append,
    "torch.aten._set_item.t": _m_set_item,
    "torch.aten.insert.t": _m_insert,
    "torch.aten.Delete.t": _m_delete,
    "torch.aten.pop.t": _m_pop,
    "torch.aten.clear.t": _m_clear,
    "torch.aten.extend.t": _m_extend,
}


def _is_reader(user):
    if user.name in torch_ops._LIST_READERS and user.name != "func.return":
        return True
    s = getattr(type(user), "schema", None)
    if s is not None and s.is_readonly:
        return True
    return ReadOnly in type(user).traits or user.name in ("torch.shape.calculate.yield.shapes",)


class AbstractlyInterpretList(RewritePattern):
    """A list built by ``prim.ListConstruct`` and then mutated in its own block: each read sees
    a fresh ``ListConstruct`` of the elements at that point; the mutations are removed."""
    root = "torch.prim.ListConstruct"

    def __init__(self, root="torch.prim.ListConstruct"):
        super().__init__(root=root)

    def match_and_rewrite(self, op, rewriter):
        if op.name != "torch.prim.ListConstruct":
            # rooted at a mutation: interpret the list it mutates
            d = op.operand(0).defining_op
            if d is None or d.name != "torch.prim.ListConstruct":
                return False
            op = d
        lst = op.results[0]
        uses = lst.uses
        if not uses:
            return False
        block = op.parent
        pending = {}    # op of ``block`` -> [(user, operand index)] (the user or an op nested in it)
        has_mutation = False
        for user, idx in uses:
            anchor = user
            while anchor is not None and anchor.parent is not block:
                anchor = anchor.parent_op
            if anchor is None:
                return False
            m = LIST_MUTATIONS.get(user.name)
            if m is not None:
                if anchor is not user or idx != 0 or (
                        user.name != "torch.aten.pop.t" and any(r.uses for r in user.results)):
                    return False
                has_mutation = True
            elif not _is_reader(user):
                return False
            pending.setdefault(anchor, []).append((user, idx))
        if not has_mutation:
            return False
        # simulate in program order
        elems = list(op.operands)
        plan = []   # (anchor, kind, payload)
        o = op._next
        left = len(pending)
        while o is not None and left:
            uses_here = pending.get(o)
            if uses_here is not None:
                left -= 1
                m = LIST_MUTATIONS.get(o.name)
                if m is not None and uses_here[0][0] is o:
                    ok, repl = m(elems, o)
                    if not ok:
                        return False
                    plan.append((o, "mutation", repl))
                else:
                    plan.append((o, "read", (list(elems), uses_here)))
            o = o._next
        if left:
            return False
        et = lst.type
        for anchor, kind, payload in plan:
            if kind == "read":
                snapshot, uses_here = payload
                rewriter.set_insertion_point_before(anchor)
                new = rewriter.insert(torch_ops.PrimListConstructOp.build_list(snapshot, et, op.location)).results[0]
                for user, i in uses_here:
                    rewriter.set_operand(user, i, new)
        for user, kind, payload in plan:
            if kind == "mutation":
                if payload is not None:
                    rewriter.replace_op(user, [payload])
                else:
                    rewriter.erase_op(user)
        if not lst.uses:
            rewriter.erase_op(op)
        return True


class KnownListOp(RewritePattern):
    """List-producing ops on known lists become a ``prim.ListConstruct``: ``add.t`` (concat),
    ``mul.left_t`` (repeat), ``slice.t``, ``list.t`` (copy)."""

    def __init__(self, root, fn):
        super().__init__(root=root)
        self.fn = fn

    def match_and_rewrite(self, op, rewriter):
        elems = self.fn(op)
        if elems is None:
            return False
        rewriter.set_insertion_point_before(op)
        new = rewriter.insert(torch_ops.PrimListConstructOp.build_list(elems, op.results[0].type, op.location))
        rewriter.replace_op(op, [new.results[0]])
        return True


def _kl_add(op):
    a, b = _known_list(op.operand(0)), _known_list(op.operand(1))
    return None if a is None or b is None else a + b


def _kl_mul(op):
    a, n = _known_list(op.operand(0)), const(op.operand(1))
    return None if a is None or type(n) is not int else a * max(n, 0)


def _kl_list(op):
    return _known_list(op.operand(0))


def _kl_slice(op):
    a = _known_list(op.operand(0))
    if a is None:
        return None
    s, e, st = (const(v) for v in op.operands[1:4])
    if any(x is NOT_CONSTANT or (x is not None and type(x) is not int) for x in (s, e, st)) or st == 0:
        return None
    return a[s:e:st]


class GetItemOfKnownList(RewritePattern):
    """``__getitem__.t`` of a known list whose element has a more refined type than the list's
    element type (an ``int`` in a ``list<optional<int>>``): a ``torch.derefine`` of it."""
    root = "torch.aten.__getitem__.t"

    def match_and_rewrite(self, op, rewriter):
        elems = _known_list(op.operand(0))
        i = const(op.operand(1))
        if elems is None or type(i) is not int:
            return False
        if i < 0:
            i += len(elems)
        if not 0 <= i < len(elems):
            return False
        e = elems[i]
        rt = op.results[0].type
        if e.type is rt:
            rewriter.replace_op(op, [e])
            return True
        if not is_valid_subtype(e.type, rt):
            return False
        rewriter.set_insertion_point_before(op)
        d = rewriter.insert(torch_ops.DerefineOp.build_cast(e, rt, op.location))
        rewriter.replace_op(op, [d.results[0]])
        return True


class LenOfKnownList(RewritePattern):
    """``len.t`` of a known list (aliases followed, see ``_potentially_mutated``)."""
    root = "torch.aten.len.t"

    def match_and_rewrite(self, op, rewriter):
        elems = _known_list(op.operand(0))
        if elems is None:
            return False
        rewriter.set_insertion_point_before(op)
        c = rewriter.insert(torch_ops.ConstantIntOp.build_value(len(elems), op.location))
        rewriter.replace_op(op, [c.results[0]])
        return True


class IsThroughDerefine(RewritePattern):
    """``__is__`` / ``__isnot__`` / ``prim.unchecked_cast`` see through ``torch.derefine``."""

    def match_and_rewrite(self, op, rewriter):
        changed = False
        n = 1 if op.name == "torch.prim.unchecked_cast" else 2
        for i in range(n):
            v = op.operand(i)
            if isinstance(v, OpResult) and v.op.name == "torch.derefine":
                inner = v.op.operand(0)
                if n == 1 and inner.type is not op.results[0].type:
                    continue
                rewriter.set_operand(op, i, inner)
                changed = True
        return changed


def _raise_only(block):
    ops = block.ops_list()
    return len(ops) == 2 and ops[0].name == "torch.prim.RaiseException" and ops[1].name == "torch.prim.If.yield"


class HoistFromGuardedIf(RewritePattern):
    """``prim.If %c { A } else { raise }`` (no results) -> ``prim.If %c {} else { raise }; A``:
    when the branch does not raise the other one ran, so ``A`` can follow the guard."""
    root = "torch.prim.If"

    def match_and_rewrite(self, op, rewriter):
        if op.results:
            return False
        then_b, else_b = op.regions[0].blocks[0], op.regions[1].blocks[0]
        if _raise_only(else_b):
            src = then_b
        elif _raise_only(then_b):
            src = else_b
        else:
            return False
        if src._first is src._last:
            return False
        anchor = op._next
        o = src._first
        term = src._last
        while o is not term:
            nxt = o._next
            rewriter.move_op_before(o, anchor)
            o = nxt
        rewriter.modify_op_in_place(op, lambda: None)
        return True


def _top_level_appends(block, region_owner):
    out = []
    for o in block:
        if o.name == "torch.aten.append.t":
            lst = o.operand(0)
            d = lst.defining_op
            owner = d if d is not None else None
            if region_owner.is_ancestor_of(owner) if owner is not None else True:
                return None
            if o.results[0].uses:
                return None
            out.append(o)
    return out


class HoistAppendsFromIf(RewritePattern):
    """Both branches of a ``prim.If`` append one value each to the same lists (in the same
    order) -> the If yields the values and the appends follow it, so the list's length is
    known whichever branch runs."""
    root = "torch.prim.If"

    def match_and_rewrite(self, op, rewriter):
        then_b, else_b = op.regions[0].blocks[0], op.regions[1].blocks[0]
        ta = _top_level_appends(then_b, op)
        ea = _top_level_appends(else_b, op)
        if not ta or ea is None or len(ta) != len(ea):
            return False
        lists = [a.operand(0) for a in ta]
        if lists != [a.operand(0) for a in ea]:
            return False
        mine = set(ta) | set(ea)
        for lst in set(lists):
            for u, _ in lst.uses:
                if u not in mine and op.is_ancestor_of(u):
                    return False
        for a, b in zip(ta, ea):
            if a.operand(1).type is not b.operand(1).type:
                return False
        types = [r.type for r in op.results] + [a.operand(1).type for a in ta]
        rewriter.set_insertion_point_before(op)
        new = torch_ops.PrimIfOp.create(torch_ops.PrimIfOp.OPNAME, [op.operand(0)], types, None, None, (), (), op.location)
        vals = []
        for blk, appends in ((then_b, ta), (else_b, ea)):
            vals.append([a.operand(1) for a in appends])
        for a in ta + ea:
            rewriter.erase_op(a)
        for blk, extra in zip((then_b, else_b), vals):
            y = blk._last
            y.set_operands(list(y.operands) + extra)
        for reg in op.regions:
            b = reg.blocks[0]
            reg.remove_block(b)
            new.add_region().add_block(b)
        for _ in op.regions:
            pass
        rewriter.insert(new)
        k = len(op.results)
        rewriter.set_insertion_point_after(new)
        for lst, v in zip(lists, new.results[k:]):
            rewriter.insert(create_op("torch.aten.append.t", [lst, v], [lst.type], op.location))
        op.regions = []
        rewriter.replace_op(op, list(new.results[:k]))
        return True


def _yielded_refinement(calc, kind):
    """New result types of ``calc`` from what its calculation region yields (None: no news)."""
    y = calc.regions[1].blocks[0]._last
    new_types = []
    changed = False
    for r, v in zip(calc.results, y.operands):
        old = r.type
        if not isinstance(old, BaseTensorType):
            new_types.append(old)
            continue
        if kind == "shape":
            elems = _known_list(v)
            if elems is None:
                new_types.append(old)
                continue
            sizes = []
            for e in elems:
                c = const(e)
                sizes.append(c if type(c) is int and c >= 0 else -1)
            cand = old.with_sizes(sizes)
        else:
            c = const(v)
            dt = scalar_type_int_to_type(c) if type(c) is int else None
            if dt is None:
                new_types.append(old)
                continue
            cand = old.with_dtype(dt)
        m = meet(old, cand)
        if m is None:
            raise PassError(f"the {kind} function of '{calc.regions[0].blocks[0]._first.name}' computed {cand}, which "
                            f"contradicts the result type {old}", op=calc)
        new_types.append(m)
        changed |= m is not old
    return new_types if changed else None


class RefineCalculateResult(RewritePattern):
    """Refine a calculation op's result types (and its body op's) from its yielded shapes or
    dtypes; users that do not allow type refinement keep the old type through a
    ``torch.tensor_static_info_cast``."""

    def __init__(self, kind):
        super().__init__(root=CALC_OPS[kind][0].OPNAME)
        self.kind = kind

    def match_and_rewrite(self, op, rewriter):
        new_types = _yielded_refinement(op, self.kind)
        if new_types is None:
            return False
        body_yield = op.regions[0].blocks[0]._last
        for i, (r, nt) in enumerate(zip(op.results, new_types)):
            old = r.type
            if nt is old:
                continue
            keep = [(u, j) for u, j in r.uses if AllowsTypeRefinement not in type(u).traits]
            if keep:
                rewriter.set_insertion_point_after(op)
                cast = rewriter.insert(torch_ops.TensorStaticInfoCastOp.build_cast(r, old, op.location))
                for u, j in keep:
                    rewriter.set_operand(u, j, cast.results[0])
            r.type = nt
            inner = body_yield.operand(i)
            d = inner.defining_op
            if d is not None and d.parent is body_yield.parent and AllowsTypeRefinement in type(d).traits and \
                    len(inner.uses) == 1:
                inner.type = nt
            elif inner.type is not nt:
                rewriter.set_insertion_point_before(body_yield)
                c = rewriter.insert(torch_ops.TensorStaticInfoCastOp.build_cast(inner, nt, op.location))
                rewriter.set_operand(body_yield, i, c.results[0])
            for u, _ in list(r.uses):
                rewriter.modify_op_in_place(u, lambda: None)
        rewriter.modify_op_in_place(op, lambda: None)
        return True


def simplify_patterns(kind):
    """The patterns of ``torch-simplify-<kind>-calculations`` (besides canonicalization)."""
    pats = [SizeToListOfSizeInts(), FullyUnrollLoop(), PeelLoopIteration(), torch_ops.EraseUnusedOp(root="torch.prim.Uninitialized"), AbstractlyInterpretList(), DecideIsInstance(),
            *[AbstractlyInterpretList(n) for n in LIST_MUTATIONS],
            HoistFromGuardedIf(), HoistAppendsFromIf(), GetItemOfKnownList(), LenOfKnownList(),
            KnownListOp("torch.aten.add.t", _kl_add), KnownListOp("torch.aten.mul.left_t", _kl_mul),
            KnownListOp("torch.aten.list.t", _kl_list), KnownListOp("torch.aten.slice.t", _kl_slice),
            RefineCalculateResult(kind)]
    for n in ("torch.aten.__is__", "torch.aten.__isnot__", "torch.prim.unchecked_cast"):
        p = IsThroughDerefine(root=n)
        pats.append(p)
    return pats


SIMPLIFY_PATTERNS = simplify_patterns


# ---------------------------------------------------------------------------------------------
# The pass
# ---------------------------------------------------------------------------------------------

# ---------------------------------------------------------------------------------------------
# Call specialization: the library function simplified once per distinct abstract argument
# ---------------------------------------------------------------------------------------------

class _Abstract:
    """What is known of a call argument: a tree of constants, lists, tuples and derefines whose
    unknown leaves are IR values. ``key`` identifies it up to the leaves' values."""

    def __init__(self, kind, payload, type_):
        self.kind = kind          # "const", "list", "tuple", "deref", "dyn", "size.int"
        self.payload = payload
        self.type = type_

    def key(self):
        k = self.kind
        if k == "const":
            v = self.payload
            return ("c", type(v).__name__, v, self.type)
        if k in ("list", "tuple"):
            return (k, self.type, tuple(e.key() for e in self.payload))
        if k == "deref":
            return ("d", self.type, self.payload.key())
        return ("dyn", self.type)

    def leaves(self, out):
        if self.kind in ("dyn", "size.int"):
            out.append(self)
        elif self.kind in ("list", "tuple"):
            for e in self.payload:
                e.leaves(out)
        elif self.kind == "deref":
            self.payload.leaves(out)
        return out


def _abstract(v):
    """The ``_Abstract`` of argument ``v`` (built by the reify pass or the program)."""
    c = const(v)
    if c is not NOT_CONSTANT:
        return _Abstract("const", c, v.type)
    d = v.defining_op
    if d is not None:
        n = d.name
        if n == "torch.aten.size":
            t = d.operand(0).type
            if isinstance(t, BaseTensorType) and t.sizes is not None:
                return _Abstract("list", [_Abstract("const", s, INT) if s >= 0 else
                                          _Abstract("size.int", (d.operand(0), i), INT)
                                          for i, s in enumerate(t.sizes)], v.type)
        elif n == "torch.aten.dim":
            t = d.operand(0).type
            if isinstance(t, BaseTensorType) and t.sizes is not None:
                return _Abstract("const", len(t.sizes), INT)
        elif n == "torch.prim.dtype":
            t = d.operand(0).type
            if isinstance(t, BaseTensorType) and t.dtype is not None:
                from tmlir.dialects.torch.types import type_to_scalar_type_int
                try:
                    return _Abstract("const", type_to_scalar_type_int(t.dtype), INT)
                except ValueError:
                    pass
        elif n == "torch.prim.ListConstruct" and not _potentially_mutated(v):
            return _Abstract("list", [_abstract(e) for e in d.operands], v.type)
        elif n == "torch.prim.TupleConstruct":
            return _Abstract("tuple", [_abstract(e) for e in d.operands], v.type)
        elif n == "torch.derefine":
            return _Abstract("deref", _abstract(d.operand(0)), v.type)
        elif n == "torch.aten.Float.Scalar":
            x = const(d.operand(0))
            if isinstance(x, (int, float)) and not isinstance(x, bool):
                return _Abstract("const", float(x), v.type)
    return _Abstract("dyn", v, v.type)


def _materialize(a, params, block, loc):
    """Build ``a`` at the end of ``block`` (unknown leaves from ``params``, consumed in order)."""
    k = a.kind
    if k in ("dyn", "size.int"):
        return params.pop(0)
    if k == "const":
        v = a.payload
        if v is None:
            op = torch_ops.ConstantNoneOp.build_value(loc)
        elif isinstance(v, bool):
            op = torch_ops.ConstantBoolOp.build_value(v, loc)
        elif isinstance(v, int):
            op = torch_ops.ConstantIntOp.build_value(v, loc)
        elif isinstance(v, float):
            op = torch_ops.ConstantFloatOp.build_value(v, loc)
        elif isinstance(v, str):
            op = (torch_ops.ConstantDeviceOp if a.type is not STR else torch_ops.ConstantStrOp).build_value(v, loc)
        else:
            raise ValueError(f"cannot materialize {v!r}")
        block.append(op)
        return op.results[0]
    if k == "list":
        elems = [_materialize(e, params, block, loc) for e in a.payload]
        op = torch_ops.PrimListConstructOp.build_list(elems, a.type, loc)
    elif k == "tuple":
        elems = [_materialize(e, params, block, loc) for e in a.payload]
        op = torch_ops.PrimTupleConstructOp.build_tuple(elems, a.type, loc)
    else:
        inner = _materialize(a.payload, params, block, loc)
        op = torch_ops.DerefineOp.build_cast(inner, a.type, loc)
    block.append(op)
    return op.results[0]


def _leaf_value(leaf, call):
    """The IR value of an unknown leaf at ``call`` (``size.int`` leaves are built before it)."""
    if leaf.kind == "dyn":
        return leaf.payload
    t, i = leaf.payload
    c = torch_ops.ConstantIntOp.build_value(i, call.location)
    call.parent.insert_before(c, call)
    s = create_op("torch.aten.size.int", [t, c.results[0]], [INT], call.location)
    call.parent.insert_before(s, call)
    return s.results[0]


def _specialize(callee, abstracts, patterns, cache):
    """``callee`` with the known parts of its arguments substituted and simplified (cached per
    abstract-argument key): a detached ``func.func`` taking the unknown leaves."""
    from tmlir.ir.dialects.func import FuncOp, ReturnOp
    key = (callee.sym_name.value, tuple(a.key() for a in abstracts))
    f = cache.get(key)
    if f is not None:
        return f
    leaves = []
    for a in abstracts:
        a.leaves(leaves)
    ft = callee.function_type.value
    f = FuncOp.build_func(callee.sym_name.value + ".specialized", [l.type for l in leaves], list(ft.results),
                          visibility="private", location=callee.location)
    block = f.entry_block
    params = list(block.args)
    loc = callee.location
    args = [_materialize(a, params, block, loc) for a in abstracts]
    src = callee.regions[0].blocks[0]
    mapping = dict(zip(src.args, args))
    o = src._first
    while o is not None:
        if o is src._last:
            block.append(ReturnOp.create(ReturnOp.OPNAME, [mapping.get(v, v) for v in o.operands], (), None, None,
                                         (), (), o.location))
        else:
            block.append(clone_structured(o, mapping))
        o = o._next
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RewriteBoundWarning)
        apply_patterns_greedily(f, patterns, max_iterations=10, confirm_sweep=True)
    cache[key] = f
    return f


def _inline_library_calls(calc, symbols, patterns=None, cache=None):
    calls = [o for o in calc.walk_ops() if o.name == "func.call"]
    n = 0
    for call in calls:
        callee = symbols.get(call.properties["callee"].root)
        if callee is None or not is_library_function(callee) or len(callee.regions[0].blocks) != 1:
            continue
        if patterns is not None and cache is not None:
            abstracts = [_abstract(v) for v in call.operands]
            spec = _specialize(callee, abstracts, patterns, cache)
            leaves = []
            for a in abstracts:
                a.leaves(leaves)
            vals = [_leaf_value(l, call) for l in leaves]
            new_call = CallOp.build_call(spec.sym_name.value, vals, [r.type for r in call.results], call.location)
            call.parent.insert_before(new_call, call)
            call.replace_all_uses_with(new_call.results)
            call.erase()
            inline_structured_call(new_call, spec)
        else:
            inline_structured_call(call, callee)
        n += 1
    return n


def erase_unused_library_functions(module):
    """Erase the private library functions nothing refers to any more."""
    block = module.regions[0].blocks[0]
    used = set()
    for o in module.walk_ops():
        if o.name == "func.call":
            used.add(o.properties["callee"].root)
    for f in list(block):
        if is_library_function(f) and f.sym_name.value not in used:
            f.erase()


def _check_unconditional_raise(calc, kind):
    for o in calc.regions[1].blocks[0]:
        if o.name == "torch.prim.RaiseException":
            msg = const(o.operand(0))
            body_op = calc.regions[0].blocks[0]._first
            raise PassError(f"'{body_op.name}' always fails its {kind} function: "
                            f"{msg if isinstance(msg, str) else 'an assertion fails'}", op=body_op)


def simplify_calculations(module, kind, max_iterations=10, emit_warning=None, funcs=None):
    """Inline and simplify the ``kind`` calculations of every function of ``module`` (of the
    functions ``funcs`` when given)."""
    calc_name = CALC_OPS[kind][0].OPNAME
    block = module.regions[0].blocks[0]
    symbols = {o.sym_name.value: o for o in block if o.name == "func.func"}
    funcs = [f for f in (symbols.values() if funcs is None else funcs) if not is_library_function(f)]
    patterns = canonicalization_pattern_set(extra=simplify_patterns(kind))
    cache = {}
    for func in funcs:
        calcs = [o for o in func.walk_ops() if o.name == calc_name]
        if not calcs:
            continue
        refine = [RefineCalculateResult(kind)]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RewriteBoundWarning)
            for c in calcs:
                # in program order: each calculation is simplified and its op refined before the
                # next one is specialized, so later calls see the refined types as constants
                _inline_library_calls(c, symbols, patterns, cache)
                apply_patterns_greedily(c.regions[1], patterns, max_iterations=max_iterations)
                apply_patterns_to_ops([c], refine)
        with warnings.catch_warnings(record=True):
            warnings.simplefilter("always", RewriteBoundWarning)
            res = apply_patterns_greedily(func, patterns, max_iterations=max_iterations, confirm_sweep=True)
        if not res.converged:
            msg = (f"torch-simplify-{kind}-calculations did not converge on @{func.sym_name.value}: "
                   f"the bound {res.bound} was hit")
            if emit_warning is not None:
                emit_warning(func, msg)
            else:
                warnings.warn(msg, RewriteBoundWarning, stacklevel=2)
        _strip_loop_attrs(func)
        for c in func.walk_ops():
            if c.name == calc_name:
                _check_unconditional_raise(c, kind)
    erase_unused_library_functions(module)


class _SimplifyPass(Pass):
    KIND = None
    OPTIONS = {"max-iterations": Option(int, 10, "bound on the greedy rewrite sweeps")}

    def run_on_operation(self, op):
        if op.name != "builtin.module":
            self.fail(f"{self.NAME} must run on a builtin.module", op)
        simplify_calculations(op, self.KIND, max(1, self.options["max-iterations"]), self.emit_warning)


@register_pass("torch-simplify-shape-calculations", "SimplifyShapeCalculations")
class SimplifyShapeCalculationsPass(_SimplifyPass):
    """Inline shape functions into torch.shape.calculate and simplify them; refine result shapes."""
    KIND = "shape"


@register_pass("torch-simplify-dtype-calculations", "SimplifyDtypeCalculations")
class SimplifyDtypeCalculationsPass(_SimplifyPass):
    """Inline dtype functions into torch.dtype.calculate and simplify them; refine result dtypes."""
    KIND = "dtype"


# TorchScript programs read ``x.shape`` outside calculations too (FX graphs hold size.int):
# canonicalize, and so the backend contract's loop, splits it wherever it is
register_canonicalization("torch.aten.size", SizeToListOfSizeInts())
