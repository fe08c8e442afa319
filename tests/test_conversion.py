"""Dialect conversion (tmlir/ir/conversion.py)."""
import pytest

from tmlir.ir import I1, I32, I64, F32, TupleType, IRError, parse_module, verify
from tmlir.ir.conversion import (TypeConverter, ConversionTarget, ConversionPattern, ConversionError,
                                 conversion_pattern, apply_partial_conversion, apply_full_conversion,
                                 func_signature_patterns, add_func_legality)
from tmlir.ir.rewrite import op_rewrite_pattern


def i32_to_i64():
    tc = TypeConverter()
    tc.add_conversion(lambda t: t)                          # other types stay
    tc.add_conversion(lambda t: I64 if t is I32 else None)  # tried first
    return tc


def ops_of(m, name=None):
    return [o for o in m.walk_ops() if name is None or o.name == name]


# ---------------------------------------------------------------------------------------------
# TypeConverter and ConversionTarget
# ---------------------------------------------------------------------------------------------

def test_type_converter_order_multi_and_legality():
    tc = TypeConverter()
    assert tc.convert_type(I32) is None            # nothing handles it
    tc.add_conversion(lambda t: t)
    tc.add_conversion(lambda t: I64 if t is I32 else None)
    tc.add_conversion(lambda t: list(t.types) if isinstance(t, TupleType) else None)
    tc.add_conversion(lambda t: [] if t is I1 else None)
    assert tc.convert_type(I32) is I64 and tc.convert_type(F32) is F32
    tup = TupleType([I32, F32])
    assert tc.convert_type_multi(tup) == (I32, F32)   # 1:N (its elements are not converted again)
    assert tc.convert_type(tup) is None                # not 1:1
    assert tc.convert_type_multi(I1) == ()            # 1:0
    assert tc.convert_types([I32, tup, I1, F32]) == [I64, I32, F32, F32]
    assert tc.is_legal(F32) and not tc.is_legal(I32) and not tc.is_legal(tup)
    sc = tc.convert_signature([F32, tup, I32])
    assert sc.converted_types == [F32, I32, F32, I64]
    assert sc.remapped == [(0, 1), (1, 2), (3, 1)]


def test_conversion_target_rules():
    m = parse_module("""
    "a.x"() : () -> ()
    "a.y"() : () -> ()
    "b.z"() {ok} : () -> ()
    "b.z"() : () -> ()
    "c.w"() : () -> ()
    """)
    x, y, z_ok, z, w = ops_of(m)
    t = ConversionTarget()
    t.add_legal_dialect("a")
    t.add_illegal_op("a.y")                                   # op rules win over dialect rules
    t.add_dynamically_legal_dialect("b", lambda op: "ok" in op.attributes)
    assert t.legality(x) is True and t.legality(y) is False
    assert t.legality(z_ok) is True and t.legality(z) is False
    assert t.legality(w) is None                              # unknown
    t.mark_unknown_op_dynamically_legal(lambda op: op.name == "c.w")
    assert t.legality(w) is True


# ---------------------------------------------------------------------------------------------
# Partial and full conversion
# ---------------------------------------------------------------------------------------------

SRC = """
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "test.old"(%a, %b) : (i32, i32) -> i32
  %1 = "test.other"(%0) : (i32) -> i32
  %2 = "test.old"(%1, %a) : (i32, i32) -> i32
  return %2 : i32
}
"""


def lowering(tc):
    @conversion_pattern("test.old", type_converter=tc)
    def lower_old(op, operands, rewriter):
        assert all(v.type is I64 for v in operands)    # remapped to converted types
        new = rewriter.create("test.new", operands, [tc.convert_type(op.results[0].type)])
        rewriter.replace_op(op, new)
        return True
    return lower_old


def make_target(tc):
    t = ConversionTarget()
    t.add_illegal_op("test.old")
    t.add_legal_op("test.new")
    add_func_legality(t, tc)
    return t


def test_partial_conversion_converts_types_and_leaves_unknown_ops():
    m = parse_module(SRC)
    tc = i32_to_i64()
    apply_partial_conversion(m, make_target(tc), [lowering(tc), *func_signature_patterns(tc)])
    verify(m)
    f = m.body.first_op
    assert [str(t) for t in f.type.inputs] == ["i64", "i64"] and [str(t) for t in f.type.results] == ["i64"]
    names = [o.name for o in f.entry_block]
    # the unknown op keeps its i32 types, bridged by casts both ways
    assert names == ["test.new", "builtin.unrealized_conversion_cast", "test.other",
                     "builtin.unrealized_conversion_cast", "test.new", "func.return"]
    new1, c1, other, c2, new2, ret = list(f.entry_block)
    assert new1.operands == f.entry_block.args
    assert c1.operands[0] is new1.results[0] and c1.results[0].type is I32
    assert other.operands[0] is c1.results[0]
    assert c2.operands[0] is other.results[0] and c2.results[0].type is I64
    assert new2.operands == [c2.results[0], f.entry_block.args[0]]
    assert ret.operands[0] is new2.results[0]


def test_casts_fold_away_when_every_user_is_converted():
    m = parse_module(SRC)
    tc = i32_to_i64()

    @conversion_pattern("test.other", type_converter=tc)
    def lower_other(op, operands, rewriter):
        rewriter.replace_op(op, rewriter.create("test.other2", operands, [I64]))
        return True

    t = make_target(tc)
    t.add_legal_op("test.other2")
    apply_full_conversion(m, t, [lowering(tc), lower_other, *func_signature_patterns(tc)])
    verify(m)
    assert not ops_of(m, "builtin.unrealized_conversion_cast")
    f = m.body.first_op
    assert [o.name for o in f.entry_block] == ["test.new", "test.other2", "test.new", "func.return"]
    assert all(r.type is I64 for o in f.entry_block for r in o.results)


def test_full_conversion_lists_every_op_that_failed_with_its_location():
    m = parse_module(SRC, "conv.mlir")
    tc = i32_to_i64()
    t = make_target(tc)
    with pytest.raises(ConversionError) as ei:
        apply_full_conversion(m, t, [lowering(tc), *func_signature_patterns(tc)])
    e = ei.value
    text = e.format()
    assert text == "conv.mlir:4:8: error: failed to legalize operation 'test.other'"
    # each failure is also available separately, with its location
    assert [(loc.file_line_col(), msg) for loc, msg in e.diagnostics] == [
        (("conv.mlir", 4, 8), "failed to legalize operation 'test.other'")]
    # no rollback: the convertible parts were converted
    assert len(ops_of(m, "test.new")) == 2


def test_full_conversion_error_lists_several_ops():
    m = parse_module("""
    "x.a"() : () -> ()
    "x.b"() : () -> ()
    "y.ok"() : () -> ()
    """, "many.mlir")
    t = ConversionTarget()
    t.add_legal_dialect("y")
    t.add_illegal_op("x.b")
    with pytest.raises(ConversionError) as ei:
        apply_full_conversion(m, t, [])
    assert ei.value.format().splitlines() == [
        "many.mlir:2:5: error: failed to legalize operation 'x.a'",
        "many.mlir:3:5: error: failed to legalize operation 'x.b' that was explicitly marked illegal",
    ]
    # partial: the unknown op may stay, the illegal one may not ...
    with pytest.raises(ConversionError) as ei:
        apply_partial_conversion(m, t, [])
    assert [msg for _, msg in ei.value.diagnostics] == [
        "failed to legalize operation 'x.b' that was explicitly marked illegal"]
    # ... unless asked to leave illegal ops too
    apply_partial_conversion(m, t, [], fail_on_illegal=False)
    assert [o.name for o in m.body] == ["x.a", "x.b", "y.ok"]


def test_created_ops_are_legalized_in_turn():
    m = parse_module('"s.a"() : () -> ()')
    t = ConversionTarget()
    t.add_illegal_dialect("s")
    t.add_legal_op("s.c")
    t.add_legal_dialect("builtin")

    @conversion_pattern("s.a")
    def a_to_b(op, operands, rewriter):
        rewriter.replace_op(op, rewriter.create("s.b", [], []))
        return True

    @conversion_pattern("s.b")
    def b_to_c(op, operands, rewriter):
        rewriter.replace_op(op, rewriter.create("s.c", [], []))
        return True

    apply_full_conversion(m, t, [a_to_b, b_to_c])
    assert [o.name for o in m.body] == ["s.c"]


def test_a_pattern_is_not_applied_recursively():
    m = parse_module('"s.a"() : () -> ()')
    t = ConversionTarget()
    t.add_illegal_op("s.a")

    @conversion_pattern("s.a")
    def a_to_a(op, operands, rewriter):
        rewriter.replace_op(op, rewriter.create("s.a", [], []))
        return True

    with pytest.raises(ConversionError, match="failed to legalize operation 's.a'"):
        apply_partial_conversion(m, t, [a_to_a])


def test_benefit_and_plain_rewrite_patterns():
    m = parse_module('"s.a"() : () -> ()')
    t = ConversionTarget()
    t.add_illegal_op("s.a")

    @conversion_pattern("s.a", benefit=1)
    def low(op, operands, rewriter):
        rewriter.replace_op(op, rewriter.create("s.low", [], []))
        return True

    @op_rewrite_pattern("s.a", benefit=2)
    def high(op, rewriter):
        rewriter.replace_op(op, rewriter.create("s.high", [], []))
        return True

    apply_partial_conversion(m, t, [low, high])
    assert [o.name for o in m.body] == ["s.high"]


def test_pattern_that_changes_ir_then_fails_is_reported():
    m = parse_module('"s.a"() : () -> ()')
    t = ConversionTarget()
    t.add_illegal_op("s.a")

    @conversion_pattern("s.a")
    def bad(op, operands, rewriter):
        rewriter.create("s.junk", [], [])
        return False

    with pytest.raises(IRError, match="must decide to match before rewriting"):
        apply_partial_conversion(m, t, [bad])


def test_one_to_many_signature_conversion():
    m = parse_module("""
    func.func @f(%t: tuple<i32, f32>, %x: f32) -> f32 {
      %0 = "test.use"(%t, %x) : (tuple<i32, f32>, f32) -> f32
      return %0 : f32
    }""")
    tc = TypeConverter()
    tc.add_conversion(lambda t: t)
    tc.add_conversion(lambda t: list(t.types) if isinstance(t, TupleType) else None)
    seen = []

    class LowerUse(ConversionPattern):
        root = "test.use"

        def match_and_rewrite(self, op, operands, rewriter):
            seen.append(operands)
            flat = [*operands[0], operands[1]]
            rewriter.replace_op(op, rewriter.create("test.use2", flat, [F32]))
            return True

    t = ConversionTarget()
    t.add_illegal_op("test.use")
    t.add_legal_op("test.use2")
    add_func_legality(t, tc)
    apply_full_conversion(m, t, [LowerUse(tc), *func_signature_patterns(tc)])
    verify(m)
    f = m.body.first_op
    b = f.entry_block
    assert [str(a.type) for a in b.args] == ["i32", "f32", "f32"]
    assert str(f.type) == "(i32, f32, f32) -> f32"
    # the tuple operand arrived as the two new arguments
    assert seen[0][0] == tuple(b.args[:2]) and seen[0][1] is b.args[2]
    assert [o.name for o in b] == ["test.use2", "func.return"]
    assert b.first_op.operands == b.args


def test_call_and_return_conversion():
    m = parse_module("""
    func.func @g(%a: i32) -> i32 {
      return %a : i32
    }
    func.func @f(%a: i32) -> i32 {
      %0 = func.call @g(%a) : (i32) -> i32
      %1 = "test.keep"(%0) : (i32) -> i32
      return %1 : i32
    }""")
    tc = i32_to_i64()
    t = ConversionTarget()
    add_func_legality(t, tc)
    apply_partial_conversion(m, t, func_signature_patterns(tc))
    verify(m)
    text = str(m)
    assert "func.func @g(%arg0: i64) -> i64" in text
    assert "call @g(%arg0) : (i64) -> i64" in text
    # the unknown op still works on i32 through casts
    assert "builtin.unrealized_conversion_cast %0 : i64 to i32" in text
    assert '"test.keep"(%1) : (i32) -> i32' in text


def test_non_entry_block_arguments_are_converted():
    m = parse_module("""
    func.func @f(%a: i32) -> i32 {
      "test.br"(%a)[^bb1] : (i32) -> ()
    ^bb1(%x: i32):
      return %x : i32
    }""")
    tc = i32_to_i64()
    t = ConversionTarget()
    add_func_legality(t, tc)
    t.add_dynamically_legal_op("test.br", tc.is_legal)

    @conversion_pattern("test.br", type_converter=tc)
    def br(op, operands, rewriter):
        with rewriter.modify_op_in_place(op):
            op.set_operands(operands)
        return True

    apply_full_conversion(m, t, [br, *func_signature_patterns(tc)])
    f = m.body.first_op
    b0, b1 = f.regions[0].blocks
    assert b0.args[0].type is I64 and b1.args[0].type is I64
    assert b0.first_op.operands[0] is b0.args[0]
    assert b1.first_op.operands[0] is b1.args[0]
    assert not ops_of(m, "builtin.unrealized_conversion_cast")


def test_custom_materializations_are_used():
    m = parse_module("""
    func.func @f(%a: i32) -> i32 {
      %0 = "test.keep"(%a) : (i32) -> i32
      return %0 : i32
    }""")
    tc = i32_to_i64()

    @tc.add_source_materialization
    def trunc(rewriter, type, inputs, loc):
        return rewriter.create("test.trunc", inputs, [type]).results[0]

    t = ConversionTarget()
    add_func_legality(t, tc)
    apply_partial_conversion(m, t, func_signature_patterns(tc))
    verify(m)
    b = m.body.first_op.entry_block
    assert [o.name for o in b] == ["test.trunc", "test.keep", "builtin.unrealized_conversion_cast",
                                   "func.return"]
