"""The pattern rewriter and the greedy driver (tmlir/ir/rewrite.py)."""
import warnings

import pytest

from tmlir.ir import I32, I64, IntegerAttr, Block, Region, Operation, parse_module, IRError, FileLineColLoc
from tmlir.ir.dialects.builtin import ModuleOp
from tmlir.ir.dialects.func import FuncOp, ReturnOp
from tmlir.ir.opdef import (Op, register, operand, result, var_operand, region, prop, Pure, ConstantLike,
                            Commutative, IsTerminator, IsolatedFromAbove, NoTerminator)
from tmlir.ir.rewrite import (RewritePattern, PatternRewriter, PatternSet, op_rewrite_pattern,
                              apply_patterns_greedily, apply_patterns_to_ops, erase_dead_ops,
                              RewriteBoundWarning, RewriteBoundError)
from tmlir.ir.verifier import verify


# ---------------------------------------------------------------------------------------------
# Small test ops
# ---------------------------------------------------------------------------------------------

@register
class RwConst(Op):
    OPNAME = "test.rw_const"
    value = prop()
    res = result()
    traits = {Pure, ConstantLike}

    @classmethod
    def materialize_constant(cls, attr, type, location=None):
        return cls.create(cls.OPNAME, (), [type], None, {"value": attr}, (), (), location)


@register
class RwAdd(Op):
    """Pure, commutative; folds constants and ``x + 0``."""
    OPNAME = "test.rw_add"
    lhs = operand()
    rhs = operand()
    res = result()
    traits = {Pure, Commutative}

    materialize_constant = RwConst.materialize_constant

    def fold(self):
        a, b = (_const(v) for v in self.operands)
        if a is not None and b is not None:
            return [IntegerAttr(a.value + b.value, a.type)]
        if b is not None and b.value == 0:
            return [self.lhs]
        return None


def _const(v):
    op = getattr(v, "op", None)
    if op is not None and op.name == "test.rw_const":
        return op.properties["value"]
    return None


@register
class RwNeg(Op):
    OPNAME = "test.rw_neg"
    arg = operand()
    res = result()
    traits = {Pure}


@register
class RwSide(Op):
    """Not pure: never erased as dead."""
    OPNAME = "test.rw_side"
    args = var_operand()
    res = result()


@register
class RwRet(Op):
    OPNAME = "test.rw_ret"
    args = var_operand()
    traits = {IsTerminator, Pure}


@register
class RwRegion(Op):
    """An op with a region that sees values from above."""
    OPNAME = "test.rw_region"
    body = region()
    traits = {NoTerminator}


@register
class RwIsolated(Op):
    OPNAME = "test.rw_isolated"
    body = region()
    traits = {IsolatedFromAbove}


def const(block, v, t=I32):
    return block.append(RwConst.build(value=IntegerAttr(v, t), res=t)).results[0]


def new_func(n_args=1):
    m = ModuleOp.build_empty()
    f = FuncOp.build_func("f", [I32] * n_args, [I32])
    m.body.append(f)
    return m, f, f.entry_block


def double_neg():
    @op_rewrite_pattern("test.rw_neg")
    def neg_neg(op, rewriter):
        inner = op.arg
        d = getattr(inner, "op", None)
        if d is None or d.name != "test.rw_neg":
            return False
        rewriter.replace_op(op, [d.arg])
        return True
    return neg_neg


# ---------------------------------------------------------------------------------------------
# Patterns and the driver
# ---------------------------------------------------------------------------------------------

def test_chain_of_double_negations_collapses():
    m, f, b = new_func()
    x = b.args[0]
    v = x
    for _ in range(200):
        v = b.append(RwNeg.build(arg=v)).results[0]
    b.append(ReturnOp.build(operands_=[v]))
    res = apply_patterns_greedily(m, [double_neg()])
    assert res.converged and res.changed
    verify(m)
    # 200 negations = identity; the dead intermediate negations are erased
    assert [op.name for op in b] == ["func.return"]
    assert b.last_op.operands[0] is x


def test_odd_chain_keeps_one_negation():
    m, f, b = new_func()
    v = b.args[0]
    for _ in range(7):
        v = b.append(RwNeg.build(arg=v)).results[0]
    b.append(ReturnOp.build(operands_=[v]))
    apply_patterns_greedily(m, [double_neg()])
    assert [op.name for op in b] == ["test.rw_neg", "func.return"]
    assert b.first_op.arg is b.args[0]


def test_patterns_are_indexed_by_op_name_and_ordered_by_benefit():
    calls = []

    class Low(RewritePattern):
        root = "test.rw_neg"
        benefit = 1

        def match_and_rewrite(self, op, rewriter):
            calls.append("low")
            return False

    class High(RewritePattern):
        root = RwNeg   # an op class works as root too
        benefit = 5

        def match_and_rewrite(self, op, rewriter):
            calls.append("high")
            return False

    class Other(RewritePattern):
        root = "test.rw_add"

        def match_and_rewrite(self, op, rewriter):
            calls.append("other")
            return False

    m, f, b = new_func()
    n = b.append(RwNeg.build(arg=b.args[0])).results[0]
    b.append(ReturnOp.build(operands_=[n]))
    ps = PatternSet([Low(), High(), Other()])
    assert [p.name for p in ps.for_name("test.rw_neg")] == ["High", "Low"]
    assert ps.for_name("test.rw_sub") == ()
    res = apply_patterns_greedily(m, ps)
    assert calls == ["high", "low"]
    assert res.converged and not res.changed


def test_any_op_pattern_sees_every_op():
    seen = []

    @op_rewrite_pattern()
    def spy(op, rewriter):
        seen.append(op.name)
        return False

    m, f, b = new_func()
    n = b.append(RwNeg.build(arg=b.args[0])).results[0]
    b.append(ReturnOp.build(operands_=[n]))
    apply_patterns_greedily(m, [spy])
    assert seen == ["func.func", "test.rw_neg", "func.return"]


def test_bare_decorator_takes_root_from_annotation():
    @op_rewrite_pattern
    def p(op: RwNeg, rewriter):
        return False

    @op_rewrite_pattern
    def q(op, rewriter):
        return False

    assert p.root == "test.rw_neg"
    assert q.root is None


def test_replace_with_new_ops_revisits_them():
    """neg -> side(neg') where the new neg is rewritten again until the marker is present."""
    n_calls = []

    @op_rewrite_pattern("test.rw_neg")
    def mark(op, rewriter):
        n_calls.append(1)
        if "done" in op.attributes:
            return False
        new = rewriter.create(RwNeg, arg=op.arg, attributes={"done": IntegerAttr(1, I32)})
        rewriter.replace_op(op, new)
        return True

    m, f, b = new_func()
    old = b.append(RwNeg.build(arg=b.args[0]))
    old.location = FileLineColLoc("model.py", 7, 3)
    b.append(ReturnOp.build(operands_=[old.results[0]]))
    apply_patterns_greedily(m, [mark])
    assert [o.name for o in b] == ["test.rw_neg", "func.return"]
    assert "done" in b.first_op.attributes and b.first_op is not old
    # the new op was visited once (and did not match): no re-sweep of the whole IR
    assert len(n_calls) == 2
    # the op created while rewriting gets the location of the op it replaces
    assert b.first_op.location == FileLineColLoc("model.py", 7, 3)


def test_worklist_is_linear_not_quadratic():
    """Rewriting every op of a chain tries each pattern O(1) times per op."""
    calls = [0]

    @op_rewrite_pattern("test.rw_neg")
    def to_side(op, rewriter):
        calls[0] += 1
        rewriter.replace_op_with_new(op, RwSide, args=[op.arg], res=I32)
        return True

    @op_rewrite_pattern("test.rw_side")
    def side_spy(op, rewriter):
        calls[0] += 1
        return False

    m, f, b = new_func()
    v = b.args[0]
    n = 2000
    for _ in range(n):
        v = b.append(RwNeg.build(arg=v)).results[0]
    b.append(ReturnOp.build(operands_=[v]))
    res = apply_patterns_greedily(m, [to_side, side_spy])
    assert res.converged and res.iterations == 1
    assert len(b) == n + 1 and all(o.name == "test.rw_side" for o in list(b)[:-1])
    verify(m)
    assert calls[0] <= 3 * n


def test_folding_materializes_deduplicates_and_hoists_constants():
    m, f, b = new_func()
    x = b.args[0]
    r = b.append(RwRegion.build(regions=[Region([Block()])]))
    inner = r.regions[0].blocks[0]
    c1 = const(inner, 1)
    c2 = const(inner, 2)
    s = inner.append(RwAdd.build(lhs=c1, rhs=c2)).results[0]          # folds to 3
    inner.append(RwSide.build(args=[s, x], res=I32))
    c3 = const(b, 3)                                                    # an existing 3 at the top level
    u = b.append(RwSide.build(args=[c3, x], res=I32)).results[0]
    z = const(b, 0)
    w = b.append(RwAdd.build(lhs=u, rhs=z)).results[0]                 # x + 0 -> x
    b.append(ReturnOp.build(operands_=[w]))
    res = apply_patterns_greedily(m, [])
    assert res.converged
    verify(m)
    names = [o.name for o in b]
    # one constant 3 remains, at the start of the function body; 1, 2 and 0 are dead and gone
    consts = [o for o in f.walk_ops() if o.name == "test.rw_const"]
    assert len(consts) == 1 and consts[0].properties["value"] == IntegerAttr(3, I32)
    assert names[0] == "test.rw_const"
    assert names == ["test.rw_const", "test.rw_region", "test.rw_side", "func.return"]
    side_in = r.regions[0].blocks[0].first_op
    assert side_in.name == "test.rw_side" and side_in.operands[0] is consts[0].results[0]
    assert b.last_op.operands[0] is u


def test_constants_are_not_hoisted_out_of_isolated_regions():
    m, f, b = new_func()
    iso = b.append(RwIsolated.build(regions=[Region([Block()])]))
    ib = iso.regions[0].blocks[0]
    s = ib.append(RwAdd.build(lhs=const(ib, 4), rhs=const(ib, 5))).results[0]
    ib.append(RwRet.build(args=[s]))
    b.append(ReturnOp.build(operands_=[b.args[0]]))
    apply_patterns_greedily(m, [])
    verify(m)
    assert [o.name for o in ib] == ["test.rw_const", "test.rw_ret"]
    assert ib.first_op.properties["value"] == IntegerAttr(9, I32)
    assert [o.name for o in b] == ["test.rw_isolated", "func.return"]


def test_fold_disabled_and_dce_disabled():
    m, f, b = new_func()
    s = b.append(RwAdd.build(lhs=const(b, 1), rhs=const(b, 2))).results[0]
    b.append(RwNeg.build(arg=s))   # dead
    b.append(ReturnOp.build(operands_=[b.args[0]]))
    res = apply_patterns_greedily(m, [], fold=False, dce=False)
    assert not res.changed
    assert len(b) == 5
    res = apply_patterns_greedily(m, [], fold=False, dce=True)
    assert res.changed and [o.name for o in b] == ["func.return"]


def test_dead_code_removal_keeps_side_effects():
    m, f, b = new_func()
    x = b.args[0]
    a = b.append(RwNeg.build(arg=x)).results[0]
    b.append(RwNeg.build(arg=a))                       # dead, and makes `a` dead
    b.append(RwSide.build(args=[x], res=I32))          # unused but not pure: stays
    b.append(ReturnOp.build(operands_=[x]))
    apply_patterns_greedily(m, [])
    assert [o.name for o in b] == ["test.rw_side", "func.return"]
    assert erase_dead_ops(m) == 0


def test_ping_pong_patterns_hit_the_rewrite_bound_and_report_it():
    @op_rewrite_pattern("test.rw_neg")
    def neg_to_side(op, rewriter):
        rewriter.replace_op_with_new(op, RwSide, args=[op.arg], res=I32)
        return True

    @op_rewrite_pattern("test.rw_side")
    def side_to_neg(op, rewriter):
        rewriter.replace_op_with_new(op, RwNeg, arg=op.args[0])
        return True

    m, f, b = new_func()
    n = b.append(RwNeg.build(arg=b.args[0])).results[0]
    b.append(ReturnOp.build(operands_=[n]))
    with pytest.warns(RewriteBoundWarning, match="max_rewrites=50"):
        res = apply_patterns_greedily(m, [neg_to_side, side_to_neg], max_rewrites=50)
    assert not res.converged and res.bound == "max_rewrites=50 rewrites"
    assert res.num_rewrites == 51
    verify(m)  # the IR is still valid
    with pytest.raises(RewriteBoundError, match="did not converge"):
        apply_patterns_greedily(m, [neg_to_side, side_to_neg], max_rewrites=10, on_bound="raise")
    # the default bound applies too: no infinite loop
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        res = apply_patterns_greedily(m, [neg_to_side, side_to_neg])
    assert not res.converged and res.num_rewrites == 100 * 3 + 1000 + 1


def test_untracked_changes_cause_sweeps_bounded_by_max_iterations():
    """A pattern that says it changed the IR without telling the rewriter makes the driver
    sweep again; if it always does, max_iterations stops it and says so."""
    @op_rewrite_pattern("test.rw_side")
    def liar(op, rewriter):
        op.attributes["n"] = IntegerAttr(op.attributes.get("n", IntegerAttr(0, I64)).value + 1, I64)
        return True

    m, f, b = new_func()
    s = b.append(RwSide.build(args=[b.args[0]], res=I32))
    b.append(ReturnOp.build(operands_=[b.args[0]]))
    with pytest.warns(RewriteBoundWarning, match="max_iterations=3"):
        res = apply_patterns_greedily(m, [liar], max_iterations=3)
    assert not res.converged and res.iterations == 3
    assert s.attributes["n"].value == 3


def test_confirm_sweep_checks_for_a_fixed_point():
    m, f, b = new_func()
    v = b.args[0]
    for _ in range(4):
        v = b.append(RwNeg.build(arg=v)).results[0]
    b.append(ReturnOp.build(operands_=[v]))
    res = apply_patterns_greedily(m, [double_neg()], confirm_sweep=True)
    assert res.converged and res.iterations == 2
    res = apply_patterns_greedily(m, [double_neg()], confirm_sweep=True, max_iterations=1)
    assert res.converged and not res.changed


def test_modify_in_place_revisits_users():
    """A user pattern depending on its producer's attribute runs again after the producer is
    modified in place."""
    @op_rewrite_pattern("test.rw_side")
    def tag(op, rewriter):
        if "tag" in op.attributes:
            return False
        with rewriter.modify_op_in_place(op):
            op.attributes["tag"] = IntegerAttr(1, I32)
        return True

    @op_rewrite_pattern("test.rw_neg")
    def follow(op, rewriter):
        d = getattr(op.arg, "op", None)
        if d is None or "tag" not in d.attributes or "tag" in op.attributes:
            return False
        rewriter.set_attr(op, "tag", IntegerAttr(2, I32))
        return True

    m, f, b = new_func()
    # the user comes first in the worklist (bottom-up seeding), before its producer is tagged
    s = b.append(RwSide.build(args=[b.args[0]], res=I32)).results[0]
    n = b.append(RwNeg.build(arg=s))
    b.append(ReturnOp.build(operands_=[n.results[0]]))
    res = apply_patterns_greedily(m, [tag, follow], top_down=False)
    assert res.converged and res.iterations == 1
    assert n.attributes["tag"] == IntegerAttr(2, I32)


def test_parent_ops_are_revisited_when_their_body_changes():
    @op_rewrite_pattern("test.rw_region")
    def drop_empty(op, rewriter):
        body = op.regions[0].blocks[0]
        if len(body):
            return False
        rewriter.erase_op(op)
        return True

    m, f, b = new_func()
    r = b.append(RwRegion.build(regions=[Region([Block()])]))
    inner = r.regions[0].blocks[0]
    inner.append(RwNeg.build(arg=b.args[0]))   # dead: erased, which empties the region
    b.append(ReturnOp.build(operands_=[b.args[0]]))
    res = apply_patterns_greedily(m, [drop_empty])
    assert res.converged and res.iterations == 1
    assert [o.name for o in b] == ["func.return"]


def test_top_down_and_bottom_up_order():
    seen = []

    @op_rewrite_pattern()
    def spy(op, rewriter):
        seen.append(op.name)
        return False

    m, f, b = new_func()
    r = b.append(RwRegion.build(regions=[Region([Block()])]))
    r.regions[0].blocks[0].append(RwSide.build(args=[b.args[0]], res=I32))
    b.append(ReturnOp.build(operands_=[b.args[0]]))
    apply_patterns_greedily(m, [spy], top_down=True)
    assert seen == ["func.func", "test.rw_region", "test.rw_side", "func.return"]
    seen.clear()
    apply_patterns_greedily(m, [spy], top_down=False)
    assert seen == ["test.rw_side", "test.rw_region", "func.return", "func.func"]


def test_apply_to_region_only():
    m, f, b = new_func()
    r = b.append(RwRegion.build(regions=[Region([Block()])]))
    inner = r.regions[0].blocks[0]
    inner.append(RwNeg.build(arg=b.args[0]))         # dead, inside the region
    b.append(RwNeg.build(arg=b.args[0]))             # dead, outside
    b.append(ReturnOp.build(operands_=[b.args[0]]))
    apply_patterns_greedily(r.regions[0], [])
    assert len(inner) == 0
    assert [o.name for o in b] == ["test.rw_region", "test.rw_neg", "func.return"]


def test_apply_patterns_to_ops_only_touches_given_ops():
    m, f, b = new_func()
    v = b.args[0]
    negs = []
    for _ in range(4):
        v = b.append(RwNeg.build(arg=v)).results[0]
        negs.append(v.op)
    b.append(ReturnOp.build(operands_=[v]))
    n = apply_patterns_to_ops([negs[3]], [double_neg()])
    assert n == 1
    # only the last pair collapsed; the now-dead third negation was neither erased nor rewritten
    assert b.last_op.operands[0] is negs[1].results[0]
    assert [o for o in b][:3] == negs[:3] and len(b) == 4


# ---------------------------------------------------------------------------------------------
# The rewriter on its own
# ---------------------------------------------------------------------------------------------

def test_rewriter_primitives():
    m, f, b = new_func(2)
    x, y = b.args
    a = b.append(RwAdd.build(lhs=x, rhs=y))
    n = b.append(RwNeg.build(arg=a.results[0]))
    ret = b.append(ReturnOp.build(operands_=[n.results[0]]))
    rw = PatternRewriter()
    rw.set_insertion_point_before(n)
    side = rw.create(RwSide, args=[x], res=I32)
    assert side.next_op is n
    rw.set_insertion_point_to_end(b)
    with pytest.raises(IRError, match="still used"):
        rw.erase_op(a)
    rw.replace_all_uses_with(a.results[0], side.results[0])
    assert n.arg is side.results[0] and not a.has_uses()
    rw.erase_op(a)
    assert a.parent is None and x.uses.keys() == {(side, 0)}
    rw.replace_op(n, [y])
    assert ret.operands[0] is y
    tail = rw.split_block(b, ret)
    assert len(f.regions[0].blocks) == 2 and tail.first_op is ret
    rw.inline_block_before(tail, b)   # merge back
    assert len(f.regions[0].blocks) == 1 and b.last_op is ret
    verify(m)


def test_inline_block_before_replaces_arguments():
    m, f, b = new_func()
    r = b.append(RwRegion.build(regions=[Region([Block([I32])])]))
    inner = r.regions[0].blocks[0]
    inner.append(RwNeg.build(arg=inner.args[0]))
    ret = b.append(ReturnOp.build(operands_=[b.args[0]]))
    rw = PatternRewriter()
    rw.inline_block_before(inner, ret, [b.args[0]])
    assert [o.name for o in b] == ["test.rw_region", "test.rw_neg", "func.return"]
    assert list(b)[1].arg is b.args[0]
    assert r.regions[0].blocks == []


def test_greedy_canonicalization_with_arith_folders():
    m = parse_module("""
    func.func @f(%a: i32) -> i32 {
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %0 = arith.addi %c1, %c2 : i32
      %1 = arith.muli %a, %0 : i32
      %c0 = arith.constant 0 : i32
      %2 = arith.addi %1, %c0 : i32
      return %2 : i32
    }""")
    res = apply_patterns_greedily(m, [])
    assert res.converged
    f = m.body.first_op
    names = [o.name for o in f.entry_block]
    assert names == ["arith.constant", "arith.muli", "func.return"]
    assert f.entry_block.first_op.properties["value"] == IntegerAttr(3, I32)
