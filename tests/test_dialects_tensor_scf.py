"""tensor and scf dialects: custom forms match upstream MLIR (as printed by IREE's bundled MLIR),
generic forms round-trip exactly, builders produce IR that MLIR accepts, folders fold, and bad
input gives located errors."""
import pytest

from iree.compiler import ir as mlir

from tmlir.ir import (parse_module, print_module, ParseError, VerifyError, IRError, DYNAMIC,
                      INDEX, F32, I1, I32, RankedTensorType, IntegerAttr, DenseElementsAttr, verify)
from tmlir.ir.dialects import tensor, scf, func, arith, builtin


def _ctx():
    ctx = mlir.Context()
    ctx.allow_unregistered_dialects = True
    return ctx


def iree_roundtrip(text):
    """(custom print, generic print) of ``text`` by upstream MLIR, after verifying it."""
    m = mlir.Module.parse(text, _ctx())
    assert m.operation.verify()
    return m.operation.get_asm(), m.operation.get_asm(print_generic_op_form=True)


def check_against_mlir(text):
    """The four agreements every snippet must satisfy."""
    ref_custom, ref_generic = iree_roundtrip(text)
    ours = parse_module(text)
    custom = print_module(ours)
    # (a) our custom print equals MLIR's, and MLIR accepts ours
    assert custom == ref_custom
    assert iree_roundtrip(custom)[0] == ref_custom
    # generic print of what we parsed from the custom form equals MLIR's generic print
    assert print_module(ours, generic=True) == ref_generic
    # (b) MLIR's generic text parsed by tmlir reprints identically, generic and custom
    from_generic = parse_module(ref_generic)
    assert print_module(from_generic, generic=True) == ref_generic
    assert print_module(from_generic) == ref_custom
    return ours


def fn(args, body, results=""):
    res = f" -> {results}" if results else ""
    return f"func.func @f({args}){res} {{\n" + "\n".join("  " + ln for ln in body.strip("\n").splitlines()) + "\n}\n"


T_ARGS = "%t: tensor<4x?xf32>, %i: index, %s: tensor<2x3xf32>, %x: f32"

# ---------------------------------------------------------------------------------------------
# (a)+(b)+(c): one snippet per op, static and dynamic dims
# ---------------------------------------------------------------------------------------------

TENSOR_CASES = {
    "empty": """
%0 = tensor.empty() : tensor<4x3xf32>
%1 = tensor.empty(%i, %i) : tensor<?x5x?xf32>
%2 = tensor.empty() {foo} : tensor<f32>
return""",
    "dim": """
%c1 = arith.constant 1 : index
%dim = tensor.dim %t, %c1 : tensor<4x?xf32>
%dim_0 = tensor.dim {foo} %t, %i : tensor<4x?xf32>
return""",
    "rank_cast_bitcast": """
%c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
%u = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
%r = tensor.rank %u : tensor<*xf32>
%d = tensor.dim %u, %i : tensor<*xf32>
%b = tensor.bitcast %s : tensor<2x3xf32> to tensor<2x3xi32>
%back = tensor.cast %u : tensor<*xf32> to tensor<4x7xf32>
return""",
    "extract_insert": """
%e = tensor.extract %t[%i, %i] : tensor<4x?xf32>
%n = tensor.insert %e into %t[%i, %i] {note = "x"} : tensor<4x?xf32>
%z = tensor.from_elements %x : tensor<f32>
%s0 = tensor.extract %z[] : tensor<f32>
return""",
    "extract_slice": """
%a = tensor.extract_slice %t[0, %i] [2, 3] [1, 1] : tensor<4x?xf32> to tensor<2x3xf32>
%b = tensor.extract_slice %t[0, %i] [1, 3] [1, 1] : tensor<4x?xf32> to tensor<3xf32>
%c = tensor.extract_slice %t[%i, %i] [%i, %i] [%i, %i] : tensor<4x?xf32> to tensor<?x?xf32>
%d = tensor.extract_slice %t[1, 0] [2, %i] [2, 1] {tag} : tensor<4x?xf32> to tensor<2x?xf32>
%e = tensor.extract_slice %s[0, 0] [1, 1] [1, 1] : tensor<2x3xf32> to tensor<f32>
return""",
    "insert_slice": """
%a = tensor.insert_slice %s into %t[0, %i] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x?xf32>
%v = tensor.extract_slice %s[1, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<3xf32>
%b = tensor.insert_slice %v into %t[%i, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<4x?xf32>
%c = tensor.insert_slice %t into %t[0, 0] [4, %i] [1, 1] : tensor<4x?xf32> into tensor<4x?xf32>
return""",
    "expand_collapse": """
%e = tensor.expand_shape %s [[0, 1], [2]] output_shape [1, 2, 3] : tensor<2x3xf32> into tensor<1x2x3xf32>
%f = tensor.expand_shape %t [[0], [1, 2]] output_shape [4, %i, 2] {k = 1} : tensor<4x?xf32> into tensor<4x?x2xf32>
%c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<1x2x3xf32> into tensor<2x3xf32>
%d = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<?xf32>
%g = tensor.collapse_shape %e [[0, 1, 2]] : tensor<1x2x3xf32> into tensor<6xf32>
%one = tensor.expand_shape %g [[0, 1]] output_shape [6, 1] : tensor<6xf32> into tensor<6x1xf32>
%s0 = tensor.from_elements %x : tensor<1x1xf32>
%h = tensor.collapse_shape %s0 [] : tensor<1x1xf32> into tensor<f32>
return""",
    "pad": """
%p = tensor.pad %t low[1, %i] high[2, 0] {
^bb0(%a: index, %b: index):
  tensor.yield %x : f32
} : tensor<4x?xf32> to tensor<7x?xf32>
%q = tensor.pad %s nofold low[0, 0] high[%i, 1] {
^bb0(%a: index, %b: index):
  tensor.yield %x : f32
} {tag} : tensor<2x3xf32> to tensor<?x4xf32>
return""",
    "generate_splat_from_elements": """
%g = tensor.generate %i {
^bb0(%a: index, %b: index):
  %e = tensor.extract %t[%a, %b] : tensor<4x?xf32>
  tensor.yield %e : f32
} : tensor<4x?xf32>
%s1 = tensor.splat %x : tensor<2x3xf32>
%s2 = tensor.splat %x[%i, %i] : tensor<?x2x?xf32>
%f = tensor.from_elements %x, %x, %x, %x, %x, %x : tensor<2x3xf32>
return""",
    "concat_reshape": """
%c = tensor.concat dim(0) %s, %s : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
%d = tensor.concat dim(1) %t, %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
%shape = arith.constant dense<[3, 2]> : tensor<2xi64>
%r = tensor.reshape %s(%shape) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
%dyn = tensor.from_elements %i : tensor<1xindex>
%q = tensor.reshape %t(%dyn) : (tensor<4x?xf32>, tensor<1xindex>) -> tensor<?xf32>
return""",
    "gather_scatter": """
%idx = tensor.empty() : tensor<1x2x2xindex>
%g = tensor.gather %s[%idx] gather_dims([0, 1]) : (tensor<2x3xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1xf32>
%h = tensor.gather %s[%idx] gather_dims([0, 1]) unique : (tensor<2x3xf32>, tensor<1x2x2xindex>) -> tensor<1x2xf32>
%k = tensor.scatter %g into %s[%idx] scatter_dims([0, 1]) unique : (tensor<1x2x1x1xf32>, tensor<2x3xf32>, tensor<1x2x2xindex>) -> tensor<2x3xf32>
return""",
}


@pytest.mark.parametrize("name", sorted(TENSOR_CASES))
def test_tensor_ops_match_mlir(name):
    check_against_mlir(fn(T_ARGS, TENSOR_CASES[name]))


S_ARGS = "%lb: index, %ub: index, %st: index, %init: f32, %c: i1, %n: i32, %t: tensor<4xf32>"

SCF_CASES = {
    "for": """
scf.for %i = %lb to %ub step %st {
  %z = arith.addi %i, %i : index
}
%r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
  %a = arith.addf %acc, %acc : f32
  scf.yield %a : f32
}
%r2:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %init, %b = %init) -> (f32, f32) {
  scf.yield %b, %a : f32, f32
}
return""",
    "for_i32_unsigned_attrs": """
scf.for %i = %n to %n step %n : i32 {
  %z = arith.addi %i, %i : i32
}
%r = scf.for unsigned %i = %n to %n step %n iter_args(%a = %init) -> (f32) : i32 {
  scf.yield %a : f32
} {tag = 3 : i32}
scf.for %i = %lb to %ub step %st {
} {mark}
return""",
    "nested_for": """
%r = scf.for %i = %lb to %ub step %st iter_args(%acc = %t) -> (tensor<4xf32>) {
  %r2 = scf.for %j = %lb to %ub step %st iter_args(%acc2 = %acc) -> (tensor<4xf32>) {
    %e = tensor.extract %acc2[%j] : tensor<4xf32>
    %s = arith.addf %e, %init : f32
    %u = tensor.insert %s into %acc2[%i] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  scf.yield %r2 : tensor<4xf32>
}
return""",
    "if": """
scf.if %c {
  %z = arith.addi %lb, %lb : index
}
scf.if %c {
} else {
  %z = arith.addi %ub, %ub : index
} {tag}
%x = scf.if %c -> (f32) {
  scf.yield %init : f32
} else {
  %y = arith.negf %init : f32
  scf.yield %y : f32
}
%p:2 = scf.if %c -> (f32, index) {
  scf.yield %init, %lb : f32, index
} else {
  scf.yield %init, %ub : f32, index
}
return""",
    "while": """
%w = scf.while (%a = %n) : (i32) -> i32 {
  %k = arith.cmpi slt, %a, %a : i32
  scf.condition(%k) %a : i32
} do {
^bb0(%b: i32):
  %nx = arith.addi %b, %b : i32
  scf.yield %nx : i32
}
%w2:2 = scf.while (%a1 = %n, %a2 = %init) : (i32, f32) -> (f32, i32) {
  scf.condition(%c) {why} %a2, %a1 : f32, i32
} do {
^bb0(%b1: f32, %b2: i32):
  scf.yield %b2, %b1 : i32, f32
} attributes {tag}
scf.while : () -> () {
  scf.condition(%c)
} do {
  scf.yield
}
return""",
    "execute_region": """
%e = scf.execute_region -> f32 {
  scf.yield %init : f32
}
%f:2 = scf.execute_region -> (f32, index) no_inline {
  cf.br ^bb1
^bb1:
  scf.yield %init, %lb : f32, index
} {tag}
scf.execute_region {
  scf.yield
}
return""",
    "index_switch": """
%s = scf.index_switch %lb -> f32
case 2 {
  scf.yield %init : f32
}
case -5 {
  %y = arith.negf %init : f32
  scf.yield %y : f32
}
default {
  scf.yield %init : f32
}
scf.index_switch %lb {tag}
case 1 {
  %z = arith.addi %lb, %lb : index
  scf.yield
}
default {
}
%m:2 = scf.index_switch %ub -> f32, index
default {
  scf.yield %init, %lb : f32, index
}
return""",
    "forall": """
%r = scf.forall (%i, %j) in (4, %ub) shared_outs(%o = %t) -> (tensor<4xf32>) {
  %s = tensor.extract_slice %o[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
  scf.forall.in_parallel {
    tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
  }
}
scf.forall (%i) = (%lb) to (%ub) step (2) {
  %z = arith.addi %i, %i : index
} {mapping = [#gpu.thread<x>]}
scf.forall (%i, %j) in (4, 5) {
}
scf.forall (%i) = (1) to (4) step (1) {
}
return""",
    "parallel": """
scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
  %z = arith.addi %i, %j : index
} {tag}
%r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
  scf.reduce(%init : f32) {
  ^bb0(%l: f32, %rr: f32):
    %s = arith.addf %l, %rr : f32
    scf.reduce.return %s : f32
  }
}
%p:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init, %lb) -> (f32, index) {
  scf.reduce(%init, %i : f32, index) {
  ^bb0(%l: f32, %rr: f32):
    scf.reduce.return %l : f32
  }, {
  ^bb0(%l: index, %rr: index):
    scf.reduce.return %rr : index
  }
}
return""",
}


@pytest.mark.parametrize("name", sorted(SCF_CASES))
def test_scf_ops_match_mlir(name):
    check_against_mlir(fn(S_ARGS, SCF_CASES[name]))


def test_implicit_terminators_are_recreated():
    m = parse_module(fn(S_ARGS, SCF_CASES["if"]))
    ifs = [op for op in m.walk() if op.name == "scf.if"]
    # no-result if without else: then block ends with an empty scf.yield, else region is empty
    assert ifs[0].then_block.last_op.name == "scf.yield" and not ifs[0].then_block.last_op.operands
    assert ifs[0].else_block is None and ifs[0].regions[1].blocks == []
    # explicitly written empty else region: gets a block with an implicit yield
    assert ifs[1].then_block.last_op.name == "scf.yield"
    assert ifs[1].else_block.last_op.name == "scf.yield"
    forall = [op for op in parse_module(fn(S_ARGS, SCF_CASES["forall"])).walk() if op.name == "scf.forall"]
    assert forall[2].body.last_op.name == "scf.forall.in_parallel"
    assert forall[2].body.last_op.body.is_empty()
    par = next(op for op in parse_module(fn(S_ARGS, SCF_CASES["parallel"])).walk() if op.name == "scf.parallel")
    assert par.body.last_op.name == "scf.reduce" and not par.body.last_op.operands
    text = print_module(m, generic=True)
    assert text.count('"scf.yield"() : () -> ()') == 3


# ---------------------------------------------------------------------------------------------
# Properties: mixed static/dynamic lists as upstream stores them
# ---------------------------------------------------------------------------------------------

def test_slice_properties_match_upstream_generic_form():
    m = parse_module(fn(T_ARGS, TENSOR_CASES["extract_slice"]))
    op = next(o for o in m.walk() if o.name == "tensor.extract_slice")
    assert list(op.static_offsets.value) == [0, DYNAMIC]
    assert list(op.static_sizes.value) == [2, 3]
    assert list(op.properties["operandSegmentSizes"].value) == [1, 1, 0, 0]
    assert op.mixed_offsets[0] == 0 and op.mixed_offsets[1] is op.offsets[0]
    g = print_module(m, generic=True)
    assert ("<{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, "
            "static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}>") in g


def test_reassociation_prints_like_mlir_arrays():
    m = parse_module(fn(T_ARGS, TENSOR_CASES["expand_collapse"]))
    op = next(o for o in m.walk() if o.name == "tensor.collapse_shape")
    assert op.reassociation_indices == [[0, 1], [2]]
    assert "reassociation = [[0, 1], [2]]" in print_module(m, generic=True)


# ---------------------------------------------------------------------------------------------
# Builders: IR made in Python is accepted by MLIR and prints like MLIR
# ---------------------------------------------------------------------------------------------

def _func_with(arg_types, build_body, results=()):
    f = func.FuncOp.build_func("f", list(arg_types), list(results))
    m = builtin.ModuleOp.build_empty()
    m.body.append(f)
    blk = f.entry_block
    rets = build_body(blk, blk.args)
    blk.append(func.ReturnOp.build(operands_=list(rets or ())))
    verify(m)
    return m


def _assert_mlir_agrees(m):
    text = print_module(m)
    ref_custom, ref_generic = iree_roundtrip(text)
    assert text == ref_custom
    assert print_module(m, generic=True) == ref_generic
    return text


def test_tensor_builders():
    t4 = RankedTensorType([4, DYNAMIC], F32)

    def body(blk, args):
        t, i, x = args
        add = blk.append
        e = add(tensor.EmptyOp.build_shape([4, DYNAMIC], F32, [i]))
        e2 = add(tensor.EmptyOp.build_shape([i, 3], F32))
        sl = add(tensor.ExtractSliceOp.build_mixed(t, [0, i], [2, 3], [1, 1]))
        sl2 = add(tensor.ExtractSliceOp.build_mixed(t, [0, i], [1, i], None, RankedTensorType([DYNAMIC], F32)))
        ins = add(tensor.InsertSliceOp.build_mixed(sl.result, e.result, [1, i]))
        d = add(tensor.DimOp.build_dim(t, i))
        c = add(tensor.CastOp.build_cast(t, RankedTensorType([DYNAMIC, DYNAMIC], F32)))
        ex = add(tensor.ExtractOp.build_extract(t, [i, i]))
        it = add(tensor.InsertOp.build_insert(ex.result, t, [i, d.result]))
        exp = add(tensor.ExpandShapeOp.build_expand(t, [[0], [1, 2]], RankedTensorType([4, DYNAMIC, 1], F32),
                                                    [4, d.result, 1]))
        col = add(tensor.CollapseShapeOp.build_collapse(exp.result, [[0], [1, 2]]))
        assert col.result.type is t4
        pad = add(tensor.PadOp.build_pad(t, [1, i], [0, 2], pad_value=x))
        assert str(pad.result.type) == "tensor<5x?xf32>"
        fe = add(tensor.FromElementsOp.build_from_elements([x, x]))
        assert str(fe.result.type) == "tensor<2xf32>"
        sp = add(tensor.SplatOp.build_splat(x, RankedTensorType([2, DYNAMIC], F32), [i]))
        assert sp.dynamicSizes == [i]
        assert str(e2.result.type) == "tensor<?x3xf32>" and e2.dynamicSizes == [i]
        assert sl2.mixed_sizes == [1, i] and list(sl2.static_strides.value) == [1, 1]
        assert ins.mixed_offsets == [1, i] and list(ins.static_sizes.value) == [2, 3]
        assert str(c.result.type) == "tensor<?x?xf32>"
        cc = add(tensor.ConcatOp.build_concat(0, [sl.result, sl.result]))
        assert str(cc.result.type) == "tensor<4x3xf32>"
        gen = add(tensor.GenerateOp.build_generate(t4, [i]))
        gen.body.append(tensor.YieldOp.build(value=x))
        return [it.result]

    m = _func_with([t4, INDEX, F32], body, [t4])
    text = _assert_mlir_agrees(m)
    for name in ("%extracted_slice", "%inserted_slice", "%padded", "%expanded", "%collapsed", "%extracted",
                 "%inserted", "%dim", "%cast", "%from_elements", "%splat", "%generated", "%concat"):
        assert name + " = " in text


def test_scf_builders():
    def body(blk, args):
        lb, ub, init, cond, n = args
        add = blk.append
        loop = add(scf.ForOp.build_loop(lb, ub, lb))
        assert loop.induction_var.type is INDEX and loop.body.last_op.name == "scf.yield"
        acc = add(scf.ForOp.build_loop(lb, ub, lb, [init]))
        neg = acc.body.append(arith.NegFOp.build(operand=acc.region_iter_args[0]))
        acc.body.append(scf.YieldOp.build_yield([neg.result]))
        iloop = add(scf.ForOp.build_loop(n, n, n, unsigned=True))
        assert iloop.induction_var.type is I32
        if0 = add(scf.IfOp.build_if(cond))
        assert if0.else_block is None
        if1 = add(scf.IfOp.build_if(cond, [F32]))
        if1.then_block.append(scf.YieldOp.build_yield([init]))
        if1.else_block.append(scf.YieldOp.build_yield([acc.results[0]]))
        w = add(scf.WhileOp.build_while([n], [n.type]))
        w.before_block.append(scf.ConditionOp.build_condition(cond, [w.before_block.args[0]]))
        w.after_block.append(scf.YieldOp.build_yield([w.after_block.args[0]]))
        er = add(scf.ExecuteRegionOp.build_region([F32]))
        er.body.append(scf.YieldOp.build_yield([if1.results[0]]))
        sw = add(scf.IndexSwitchOp.build_switch(lb, [0, 3]))
        assert sw.default_block.last_op.name == "scf.yield"
        par = add(scf.ParallelOp.build_parallel([lb], [ub], [lb]))
        assert par.body.last_op.name == "scf.reduce"
        fa = add(scf.ForallOp.build_forall(None, [4, ub]))
        assert fa.body.last_op.name == "scf.forall.in_parallel"
        return [er.results[0]]

    m = _func_with([INDEX, INDEX, F32, I1, I32], body, [F32])
    text = _assert_mlir_agrees(m)
    assert "scf.for unsigned" in text and "scf.forall (%arg5, %arg6) in (4, %arg1)" in text


def test_forall_with_outputs_builder():
    t = RankedTensorType([4], F32)

    def body(blk, args):
        (out,) = args
        fa = blk.append(scf.ForallOp.build_forall([0], [4], [2], outputs=[out]))
        iv, o = fa.induction_vars[0], fa.region_out_args[0]
        sl = tensor.ExtractSliceOp.build_mixed(o, [iv], [1])
        fa.body.insert_before(sl, fa.terminator)
        fa.terminator.body.append(tensor.ParallelInsertSliceOp.build_mixed(sl.result, o, [iv]))
        return [fa.results[0]]

    text = _assert_mlir_agrees(_func_with([t], body, [t]))
    assert "scf.forall (%arg1) = (0) to (4) step (2) shared_outs(%arg2 = %arg0)" in text


# ---------------------------------------------------------------------------------------------
# Folding
# ---------------------------------------------------------------------------------------------

def _ops(m, name):
    return [o for o in m.walk() if o.name == name]


def test_folders():
    m = parse_module(fn(T_ARGS, """
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
%d1 = tensor.dim %t, %c1 : tensor<4x?xf32>
%same = tensor.cast %t : tensor<4x?xf32> to tensor<4x?xf32>
%other = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
%back = tensor.cast %other : tensor<?x?xf32> to tensor<4x?xf32>
%full = tensor.extract_slice %s[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> to tensor<2x3xf32>
%part = tensor.extract_slice %s[0, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<1x3xf32>
%over = tensor.insert_slice %s into %s[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<2x3xf32>
%r = tensor.rank %t : tensor<4x?xf32>
%cst = arith.constant 2.0 : f32
%sp = tensor.splat %cst : tensor<2x2xf32>
%fe = tensor.from_elements %c0, %c1 : tensor<2xindex>
%ex = tensor.extract %fe[%c1] : tensor<2xindex>
%e = tensor.expand_shape %s [[0, 1], [2]] output_shape [1, 2, 3] : tensor<2x3xf32> into tensor<1x2x3xf32>
%co = tensor.collapse_shape %e [[0, 1], [2]] : tensor<1x2x3xf32> into tensor<2x3xf32>
return"""))
    d0, d1 = _ops(m, "tensor.dim")
    assert d0.fold() == [IntegerAttr(4, INDEX)]
    assert d1.fold() is None
    same, other, back = _ops(m, "tensor.cast")
    assert same.fold() == [same.source] and other.fold() is None
    assert back.fold() == [other.source]
    full, part = _ops(m, "tensor.extract_slice")
    assert full.fold() == [full.source] and part.fold() is None
    (over,) = _ops(m, "tensor.insert_slice")
    assert over.fold() == [over.source]
    assert _ops(m, "tensor.rank")[0].fold() == [IntegerAttr(2, INDEX)]
    (sp,) = _ops(m, "tensor.splat")
    (cst,) = sp.fold()
    assert isinstance(cst, DenseElementsAttr) and str(cst) == "dense<2.000000e+00> : tensor<2x2xf32>"
    (fe,) = _ops(m, "tensor.from_elements")
    assert str(fe.fold()[0]) == "dense<[0, 1]> : tensor<2xindex>"
    (co,) = _ops(m, "tensor.collapse_shape")
    assert co.fold() == [_ops(m, "tensor.expand_shape")[0].src]


def test_extract_folds_constant_tensor():
    m = parse_module(fn("", """
%c1 = arith.constant 1 : index
%cst = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
%e = tensor.extract %cst[%c1, %c1] : tensor<2x2xf32>
return"""))
    (e,) = _ops(m, "tensor.extract")
    assert str(e.fold()[0]) == "4.000000e+00 : f32"
    m = parse_module(fn("", """
%c5 = arith.constant 5 : index
%cst = arith.constant dense<[1, 2]> : tensor<2xi32>
%e = tensor.extract %cst[%c5] : tensor<2xi32>
return"""))
    assert _ops(m, "tensor.extract")[0].fold() is None  # out of range: left alone


def test_cast_chain_keeps_runtime_shape_checks():
    m = parse_module(fn("%d: tensor<?xf32>", """
%a = tensor.cast %d : tensor<?xf32> to tensor<4xf32>
%b = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
%u = tensor.cast %d : tensor<?xf32> to tensor<*xf32>
%v = tensor.cast %u : tensor<*xf32> to tensor<?xf32>
return"""))
    a, b, u, v = _ops(m, "tensor.cast")
    assert b.fold() is None          # the middle cast asserts the size is 4
    assert v.fold() == [u.source]     # the unranked middle type adds nothing


# ---------------------------------------------------------------------------------------------
# (d) bad input: located errors, never tracebacks
# ---------------------------------------------------------------------------------------------

BAD = [
    # (snippet, error class, line, col, message fragment)
    ("%0 = tensor.extract_slice %t[0, ] [2, 3] [1, 1] : tensor<4x?xf32> to tensor<2x3xf32>",
     ParseError, 2, 35, "expected SSA value or integer"),
    ("%0 = tensor.extract_slice %t[0, 0] [2, 3] (1, 1) : tensor<4x?xf32> to tensor<2x3xf32>",
     ParseError, 2, 45, "expected '[' to start the stride list"),
    ("%0 = tensor.extract_slice %t[0] [2, 3] [1, 1] : tensor<4x?xf32> to tensor<2x3xf32>",
     VerifyError, 2, 8, "expected 2 offset values, got 1"),
    ("%0 = tensor.extract_slice %t[0, 0] [2, 3] [1, 1] : tensor<4x?xf32> to tensor<2x4xf32>",
     VerifyError, 2, 8, "rank-reduced version"),
    ("%0 = tensor.extract_slice %t[3, 0] [2, 3] [1, 1] : tensor<4x?xf32> to tensor<2x3xf32>",
     VerifyError, 2, 8, "runs out-of-bounds: 4 >= 4"),
    ("%0 = tensor.extract_slice %t[%x, 0] [2, 3] [1, 1] : tensor<4x?xf32> to tensor<2x3xf32>",
     ParseError, 2, 32, "expects different type"),
    ("%0 = tensor.extract %t[%i] : tensor<4x?xf32>", VerifyError, 2, 8, "1 indices for a tensor of rank 2"),
    ("%0 = tensor.insert %x into %t[%i] : tensor<4x?xf32>", VerifyError, 2, 8, "rank 2"),
    ("%0 = tensor.insert_slice %s into %t[0, 0] [2, 2] [1, 1] : tensor<2x3xf32> into tensor<4x?xf32>",
     VerifyError, 2, 8, "expected source type to be tensor<2x2xf32>"),
    ("%0 = tensor.empty() : tensor<4x?xf32>", VerifyError, 2, 8, "1 dynamic dim(s) but 0 size operand(s)"),
    ("%0 = tensor.cast %t : tensor<4x?xf32> to tensor<?xf32>", VerifyError, 2, 8, "cast incompatible"),
    ("%0 = tensor.expand_shape %s [[0, 1], [2]] output_shape [1, 2, 4] : tensor<2x3xf32> into tensor<1x2x4xf32>",
     VerifyError, 2, 8, "static value of 4"),
    ("%0 = tensor.expand_shape %s [[0, 1], [2]] : tensor<2x3xf32> into tensor<1x2x3xf32>",
     ParseError, 2, 45, "expected 'output_shape'"),
    ("%0 = tensor.collapse_shape %s [[0], [1]] : tensor<2x3xf32> into tensor<6xf32>",
     VerifyError, 2, 8, "expected 1 reassociation group(s)"),
    ("%0 = tensor.collapse_shape %s [0, 1] : tensor<2x3xf32> into tensor<6xf32>",
     ParseError, 2, 33, "expected a reassociation list"),
    ("%0 = tensor.pad %t low[1, 0] high[2, 0] {\n^bb0(%a: index, %b: index):\n  tensor.yield %x : f32\n} : "
     "tensor<4x?xf32> to tensor<8x?xf32>", VerifyError, 2, 8, "does not match the inferred type tensor<7x?xf32>"),
    ("%0 = tensor.pad %t low[1, 0] high[2, 0] {\n^bb0(%a: index):\n  tensor.yield %x : f32\n} : "
     "tensor<4x?xf32> to tensor<7x?xf32>", VerifyError, 2, 8, "body must have 2 index argument(s)"),
    ("%0 = tensor.from_elements %x, %x : tensor<3xf32>", VerifyError, 2, 8, "has 2 elements"),
    ("%0 = tensor.concat dim(2) %s, %s : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>",
     VerifyError, 2, 8, "out of range"),
    ("%0 = tensor.dim %t, %i : f32", ParseError, 2, 19, "expects different type"),
    ("scf.for %k = %i to %i {\n}", ParseError, 2, 25, "expected 'step'"),
    ("%0 = scf.for %k = %i to %i step %i iter_args(%a = %x) -> (f32) {\n}", VerifyError, 2, 8,
     "body yields () but the op expects (f32)"),
    ("%0 = scf.if %c -> (f32) {\n  scf.yield %x : f32\n}", VerifyError, 2, 8, "must have an else region"),
    ("%0 = scf.if %c -> (f32) {\n  scf.yield %i : index\n} else {\n  scf.yield %x : f32\n}", VerifyError, 3, 5,
     "then region yields (index)"),
    ("scf.if %i {\n}", ParseError, 2, 10, "expects different type"),
    ("%0 = scf.while (%a = %x) : (f32) -> f32 {\n  scf.yield %a : f32\n} do {\n^bb0(%b: f32):\n  scf.yield %b : f32\n}",
     VerifyError, 2, 8, "must end with scf.condition"),
    ("%0 = scf.while (%a = %x) : (f32, f32) -> f32 {\n}", ParseError, 2, 30, "1 initial value(s)"),
    ("scf.index_switch %i\ncase 1 {\n}\ncase 1 {\n}\ndefault {\n}", ParseError, 5, 8, "duplicate case value: 1"),
    ("scf.index_switch %i\ncase 1 {\n}", ParseError, 5, 3, "expected 'default'"),
    ("scf.forall (%a, %b) in (4) {\n}", ParseError, 2, 23, "1 upper bounds"),
    ("scf.parallel (%a) = (%i, %i) to (%i) step (%i) {\n}", ParseError, 2, 23, "2 lower bounds"),
    ("scf.condition(%c)", VerifyError, 2, 3, "scf.condition"),
]


@pytest.mark.parametrize("snippet,cls,line,col,msg", BAD, ids=[b[0].split("\n")[0][:60] for b in BAD])
def test_bad_input_gives_located_error(snippet, cls, line, col, msg):
    text = ("func.func @f(%t: tensor<4x?xf32>, %i: index, %s: tensor<2x3xf32>, %x: f32, %c: i1) {\n  "
            + snippet.replace("\n", "\n  ") + "\n  return\n}\n")
    with pytest.raises(cls) as ei:
        parse_module(text, "bad.mlir")
    formatted = ei.value.format()
    assert f"bad.mlir:{line}:{col}: error:" in formatted, formatted
    assert msg in formatted, formatted
    # and MLIR rejects it too
    with pytest.raises(mlir.MLIRError):
        mlir.Module.parse(text, _ctx()).operation.verify()


def test_bad_generic_slice_properties_are_verify_errors():
    text = fn("%t: tensor<4xf32>", """
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
return""")
    with pytest.raises(IRError) as ei:
        parse_module(text, "g.mlir")
    assert "g.mlir:" in ei.value.format()
    text = fn("%t: tensor<4xf32>, %i: index", """
%0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>, index) -> tensor<2xf32>
return""")
    with pytest.raises(VerifyError) as ei:
        parse_module(text, "g.mlir")
    assert "g.mlir:2:" in ei.value.format() and "expected 0 dynamic offset value(s)" in ei.value.format()


# ---------------------------------------------------------------------------------------------
# Speed: custom forms parse about as fast as the generic form
# ---------------------------------------------------------------------------------------------

def test_parse_speed_large_module():
    import time
    body = []
    for k in range(1000):
        body.append(f"""%a{k} = tensor.extract_slice %t[0, %i] [2, 3] [1, 1] : tensor<4x?xf32> to tensor<2x3xf32>
%b{k} = tensor.insert_slice %a{k} into %t[0, %i] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x?xf32>
%d{k} = tensor.dim %t, %i : tensor<4x?xf32>
%e{k} = tensor.empty(%d{k}) : tensor<4x?xf32>
%r{k} = scf.for %iv = %i to %i step %i iter_args(%acc = %x) -> (f32) {{
  %n = arith.addf %acc, %acc : f32
  scf.yield %n : f32
}}
scf.if %c {{
}}""")
    text = fn(T_ARGS + ", %c: i1", "\n".join(body) + "\nreturn")
    t0 = time.perf_counter()
    m = parse_module(text)
    custom_s = time.perf_counter() - t0
    n = sum(1 for _ in m.walk())
    assert n > 9000
    generic = print_module(m, generic=True)
    t0 = time.perf_counter()
    parse_module(generic)
    generic_s = time.perf_counter() - t0
    # generous bound (shared CI machines): custom parsing must not be much slower than generic
    assert custom_s < 2.5 * generic_s + 0.5, (custom_s, generic_s)


def test_zero_element_slice_canonicalizes_to_empty():
    """A static slice with a 0 dim is a tensor.empty (IREE rejects the rank-reducing slice)."""
    from tmlir.ir.passmanager import PassManager
    m = parse_module("""
func.func @f(%t: tensor<1x0x3x2xf32>, %u: tensor<4x2xf32>) -> (tensor<1x0x3xf32>, tensor<4x1xf32>) {
  %s = tensor.extract_slice %t[0, 0, 0, 0] [1, 0, 3, 1] [1, 1, 1, 1] : tensor<1x0x3x2xf32> to tensor<1x0x3xf32>
  %v = tensor.extract_slice %u[0, 1] [4, 1] [1, 1] : tensor<4x2xf32> to tensor<4x1xf32>
  return %s, %v : tensor<1x0x3xf32>, tensor<4x1xf32>
}""")
    PassManager.parse("builtin.module(func.func(canonicalize))").run(m)
    text = print_module(m)
    assert "tensor.empty() : tensor<1x0x3xf32>" in text
    assert text.count("tensor.extract_slice") == 1 and "tensor<4x2xf32> to tensor<4x1xf32>" in text
