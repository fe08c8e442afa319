"""linalg dialect: builders, custom/generic printing and parsing, checked against IREE's MLIR.

For each op: (a) build it with tmlir's builders, print, let IREE parse and verify the text and
check IREE prints the same custom form and the same generic form (body regions included);
(b) parse IREE's generic print with tmlir and check tmlir reprints it identically; (c) the same
with dynamic shapes and memrefs; (d) malformed input gives a located ParseError/VerifyError.

Generic prints are compared after expanding ``#mapN`` aliases and dropping the
``linalg.memoized_indexing_maps`` attribute IREE's verifier caches on some named ops.
"""
import re

import pytest

from iree.compiler import ir as iree_ir
from iree.compiler import passmanager as iree_pm

from tmlir.ir import (parse_module, ParseError, VerifyError, AffineMap, dim, F16, F32, I8, I32, I1, INDEX,
                      DYNAMIC, RankedTensorType, MemRefType, FloatAttr)
from tmlir.ir.printer import Printer
from tmlir.ir.dialects import linalg as L
from tmlir.ir.dialects import func
from tmlir.ir.dialects.builtin import ModuleOp

# ---------------------------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------------------------

_ALIAS_DEF = re.compile(r"^(#map\d*) = (affine_map<.*>)$", re.M)
_MEMO = re.compile(r"( attrs = )? \{linalg\.memoized_indexing_maps = \[[^\]]*\]\}")


def normalize(text):
    """Expand #map aliases and drop IREE's memoized indexing maps."""
    aliases = dict(_ALIAS_DEF.findall(text))
    body = "\n".join(l for l in text.splitlines() if not _ALIAS_DEF.match(l))
    body = re.sub(r"#map\d*\b", lambda m: aliases.get(m.group(0), m.group(0)), body)
    return _MEMO.sub("", body)


def iree_module(text):
    ctx = iree_ir.Context()
    m = iree_ir.Module.parse(text, ctx)
    assert m.operation.verify()
    return m


def iree_generic(m):
    return m.operation.get_asm(print_generic_op_form=True)


def custom(op):
    return Printer().print_op_to_string(op)


def generic(op):
    return Printer(generic=True).print_op_to_string(op)


def build_module(arg_types, make_ops):
    """A module with ``func.func @f(args)`` whose body is ``make_ops(args)`` (a list of ops, the
    last one's results returned)."""
    f = func.FuncOp.build_func("f", list(arg_types), [])
    blk = f.entry_block
    ops = make_ops(list(blk.args))
    for op in ops:
        blk.append(op)
    res = list(ops[-1].results)
    blk.append(func.ReturnOp.build(operands_=res))
    f.function_type = L.A.TypeAttr(L.A.FunctionType(list(arg_types), [r.type for r in res]))
    m = ModuleOp.build_empty()
    m.body.append(f)
    m.verify()
    return m


def check_against_iree(m):
    """(a) IREE accepts tmlir's print and prints the same custom and generic forms; (b) tmlir
    reads IREE's generic print back identically. Returns the IREE module."""
    text = custom(m)
    im = iree_module(text)
    assert str(im) == text
    ig = iree_generic(im)
    assert normalize(ig) == normalize(generic(m))
    back = parse_module(ig)
    assert normalize(generic(back)) == normalize(ig)
    assert custom(back) == text
    # and tmlir's own generic print reads back to the same custom form
    assert custom(parse_module(generic(m))) == text
    return im


def tensor(shape, et=F32):
    return RankedTensorType(shape, et)


def memref(shape, et=F32):
    return MemRefType(shape, et)


# ---------------------------------------------------------------------------------------------
# named ops, generated from their specs: loop sizes -> operand shapes
# ---------------------------------------------------------------------------------------------

def _extent(expr, sizes):
    lt = L._linear_terms(expr)
    assert lt is not None
    return sum(c * (sizes[d] - 1) for d, c in lt[0].items()) + lt[1] + 1


def shapes_for(spec, strides=None, dilations=None):
    sizes = [2 + i for i in range(len(spec.loops))]
    maps = spec.maps(strides, dilations)
    return [[_extent(e, sizes) for e in m.results] for m in maps]


TABLE_OPS = sorted(n for n, c in L.NAMED_OPS.items() if not c.spec.rank_poly and c.spec.loops)


def _cls(name):
    return L.NAMED_OPS[name if name.startswith("linalg.") else "linalg." + name]


def _named_case(name, in_ets, out_et, dynamic=False, use_memref=False, **kw):
    cls = _cls(name)
    spec = cls.spec
    shapes = shapes_for(spec, kw.get("strides"), kw.get("dilations"))
    types = []
    for i, s in enumerate(shapes):
        et = out_et if i == len(shapes) - 1 else in_ets[i]
        if not s and spec.body == "qmac" and i in (2, 3):
            types.append(et)  # zero points are scalars
            continue
        s = [DYNAMIC] * len(s) if dynamic else s
        types.append(memref(s, et) if use_memref else tensor(s, et))
    n_in = len(shapes) - 1
    return build_module(types, lambda a: [cls.build_op(a[:n_in], a[n_in:], **kw)])


def _ets(name, et):
    n = _cls(name).spec.n_ins
    return [_et(name, et)] * n


def _et(name, et=F32):
    """Unsigned pooling is only defined on integers."""
    return I32 if name.endswith("_unsigned") else et


@pytest.mark.parametrize("name", TABLE_OPS)
def test_named_op_static(name):
    check_against_iree(_named_case(name, _ets(name, F32), _et(name)))


@pytest.mark.parametrize("name", TABLE_OPS)
def test_named_op_dynamic(name):
    check_against_iree(_named_case(name, _ets(name, F32), _et(name), dynamic=True))


def test_unsigned_pooling_on_floats_is_rejected():
    with pytest.raises(L.IRError, match="unsigned max not on uint"):
        _named_case("pooling_nhwc_max_unsigned", [F32, F32], F32)
    text = """func.func @f(%i: tensor<1x4x4x1xf32>, %w: tensor<2x2xf32>, %o: tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  %0 = linalg.pooling_nhwc_max_unsigned ins(%i, %w : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %0 : tensor<1x3x3x1xf32>
}"""
    with pytest.raises(ParseError, match="unsigned max not on uint") as e:
        parse_module(text)
    assert (e.value.line, e.value.col) == (2, 41)  # after the op name, where IREE reports it too


@pytest.mark.parametrize("name", ["matmul", "conv_2d_nchw_fchw", "pooling_nhwc_max", "depthwise_conv_2d_nhwc_hwc",
                                  "batch_matmul", "dot"])
def test_named_op_memref(name):
    m = _named_case(name, _ets(name, F32), F32, use_memref=True)
    assert "->" not in custom(m).split("linalg.")[1].split("\n")[0]
    check_against_iree(m)


@pytest.mark.parametrize("name", [n for n in TABLE_OPS if L.NAMED_OPS[n].spec.windowed])
def test_windowed_op_strides_dilations(name):
    cls = _cls(name)
    nwin = sum(1 for terms in cls.spec.exprs for t in terms if type(t) is tuple)
    strides = [2 + i % 2 for i in range(nwin)]
    dilations = [1 + (i + 1) % 3 for i in range(nwin)]
    m = _named_case(name, _ets(name, F32), _et(name), strides=strides, dilations=dilations)
    text = custom(m)
    assert "dilations = dense<" in text and "strides = dense<" in text
    check_against_iree(m)


# element types: the casts upstream inserts in named-op bodies
CAST_CASES = [
    ("matmul", F16, F32, {}, "arith.extf"),
    ("matmul", I8, I32, {}, "arith.extsi"),
    ("matmul", I8, I32, {"cast": "cast_unsigned"}, "arith.extui"),
    ("matmul", I8, F32, {}, "arith.sitofp"),
    ("matmul", I8, F32, {"cast": "cast_unsigned"}, "arith.uitofp"),
    ("matmul", F32, F16, {}, "arith.truncf"),
    ("matmul", I32, I8, {}, "arith.trunci"),
    ("matmul", F32, I32, {}, "arith.fptosi"),
    ("matmul", F32, I32, {"cast": "cast_unsigned"}, "arith.fptoui"),
    ("matmul", INDEX, I32, {}, "arith.index_cast"),
    ("matmul", I1, I1, {}, "arith.andi"),
    ("matmul", L.A.BF16, F16, {}, "arith.convertf"),
    ("batch_matmul", I8, I32, {}, "arith.extsi"),
    ("conv_2d_nhwc_hwcf", F16, F32, {}, "arith.extf"),
    ("conv_2d_nchw_fchw", I8, I32, {}, "arith.muli"),
    ("depthwise_conv_2d_nchw_chw", I8, F32, {}, "arith.sitofp"),
    ("pooling_nhwc_max", I8, I32, {}, "arith.maxsi"),
    ("pooling_nhwc_max_unsigned", I8, I32, {}, "arith.maxui"),
    ("pooling_nwc_min_unsigned", I8, I32, {}, "arith.minui"),
    ("pooling_nhwc_min", F16, F32, {}, "arith.minimumf"),
    ("pooling_nchw_sum", I8, I32, {}, "arith.addi"),
    ("pooling_ndhwc_sum", F32, F32, {}, "arith.addf"),
    ("quantized_matmul", I8, I32, {}, "arith.subi"),
    ("conv_2d_nhwc_hwcf_q", I8, I32, {}, "arith.subi"),
]


@pytest.mark.parametrize("name,in_et,out_et,kw,marker", CAST_CASES,
                         ids=[f"{c[0]}-{c[1]}-{c[2]}-{'u' if c[3] else 's'}" for c in CAST_CASES])
def test_named_op_casts(name, in_et, out_et, kw, marker):
    ets = [in_et] * _cls(name).spec.n_ins
    m = _named_case(name, ets, out_et, **kw)
    assert f'"{marker}"' in generic(m)
    check_against_iree(m)


def test_quantized_zero_points_are_cast():
    m = _named_case("quantized_matmul", [I8, I8, I8, I8], I32)
    g = generic(m)
    # a, azp, sub, b, bzp, sub, mul, add: four sign extensions
    assert g.count('"arith.extsi"') == 4
    check_against_iree(m)


@pytest.mark.parametrize("name", TABLE_OPS)
def test_named_maps_and_generalize_match_iree(name):
    """Our indexing maps, iterator types and ``generalize`` equal IREE's linalg-generalize-named-ops."""
    m = _named_case(name, _ets(name, F32), _et(name))
    im = iree_module(custom(m))
    iree_pm.PassManager.parse("builtin.module(func.func(linalg-generalize-named-ops))", im.context).run(im.operation)
    theirs = parse_module(str(im))
    g_theirs = next(op for op in theirs.walk() if op.name == "linalg.generic")
    ours = next(op for op in m.walk() if op.name == name)
    assert ours.get_indexing_maps() == g_theirs.get_indexing_maps()
    assert ours.get_iterator_types() == g_theirs.get_iterator_types()
    g = L.generalize(ours)
    ours.parent.insert_before(g, ours)
    ours.replace_all_uses_with(g)
    ours.erase()
    assert normalize(custom(m)) == normalize(str(im))


# ---------------------------------------------------------------------------------------------
# fill, copy, elementwise, contract, matmul with indexing maps
# ---------------------------------------------------------------------------------------------

def test_fill_and_copy():
    def make(a):
        cst = L.make_op("arith.constant", [], [F32], {"value": FloatAttr(0.0, F32)})
        fill = L.FillOp.build_op([cst.results[0]], [a[1]])
        cp = L.CopyOp.build_op([a[0]], [fill.results[0]])
        cp2 = L.CopyOp.build_op([a[2]], [cp.results[0]])
        cp3 = L.CopyOp.build_op([a[3]], [a[4]], cast="cast_unsigned")
        return [cst, fill, cp, cp2, cp3]
    m = build_module([tensor([2, 4]), tensor([2, 4]), tensor([2, 4], F16), tensor([DYNAMIC, 4], I8),
                      tensor([DYNAMIC, 4], I32)], make)
    text = custom(m)
    assert "linalg.fill ins(%cst : f32) outs(%arg1 : tensor<2x4xf32>) -> tensor<2x4xf32>" in text
    assert "linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg3 : tensor<?x4xi8>)" in text
    check_against_iree(m)


def test_fill_memref():
    m = build_module([memref([3]), F32], lambda a: [L.fill(a[1], a[0])])
    assert "linalg.fill ins(%arg1 : f32) outs(%arg0 : memref<3xf32>)\n" in custom(m)
    check_against_iree(m)


UNARY = [k for k in L.ELEMENTWISE_KINDS if k in L._UNARY_KINDS]
BINARY_F = ["add", "sub", "mul", "div", "max_signed", "min_signed", "powf"]
BINARY_I = ["add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed", "max_unsigned",
            "min_unsigned"]


@pytest.mark.parametrize("kind,et", [(k, F32) for k in UNARY + BINARY_F + ["select"]] +
                         [(k, I32) for k in BINARY_I + ["select"]])
def test_elementwise(kind, et):
    n = 1 if kind in L._UNARY_KINDS else 2
    t = tensor([4, DYNAMIC], et)
    if kind == "select":
        types = [tensor([4, DYNAMIC], I1), t, t, t]
        n = 3
    else:
        types = [t] * (n + 1)
    m = build_module(types, lambda a: [L.ElementwiseOp.build_op(a[:n], a[n:], kind=kind)])
    assert f"linalg.elementwise <{kind}> ins(" in custom(m)
    check_against_iree(m)


def test_elementwise_with_maps_and_attrs():
    ident, tr, bc = AffineMap.identity(2), AffineMap.permutation([1, 0]), AffineMap(2, 0, (dim(0),))
    m = build_module([tensor([4, 3]), tensor([3]), tensor([3, 4])],
                     lambda a: [L.ElementwiseOp.build_op(a[:2], a[2:], kind="add", indexing_maps=[tr, bc, ident],
                                                         attributes={"foo": L.A.UNIT})])
    assert "linalg.elementwise <add> indexing_maps = [#map, #map1, #map2] {foo} ins(" in custom(m)
    check_against_iree(m)


def test_matmul_transposed_maps_and_contract():
    ma = AffineMap(3, 0, (dim(2), dim(0)))
    mb = AffineMap(3, 0, (dim(2), dim(1)))
    mc = AffineMap(3, 0, (dim(0), dim(1)))
    default_a = AffineMap(3, 0, (dim(0), dim(2)))

    def make(a):
        mm = L.MatmulOp.build_op([a[0], a[1]], [a[2]], indexing_maps=[ma, mb, mc])
        mm2 = L.MatmulOp.build_op([a[3], a[1]], [mm.results[0]], indexing_maps=[default_a, mb, mc])
        ct = L.ContractOp.build_op([a[0], a[1]], [mm2.results[0]], indexing_maps=[ma, mb, mc])
        return [mm, mm2, ct]
    m = build_module([tensor([3, 2]), tensor([3, 4]), tensor([2, 4]), tensor([2, 3])], make)
    text = custom(m)
    assert "linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1" in text
    assert "linalg.matmul ins(%arg3, %arg1" in text  # default maps are not printed
    assert "linalg.contract indexing_maps = [#map, #map1, #map2] ins(" in text
    ct = next(op for op in m.walk() if op.name == "linalg.contract")
    assert ct.get_iterator_types() == ["parallel", "parallel", "reduction"]
    check_against_iree(m)


def test_named_op_attr_dict_positions():
    text = """func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) {zz = 1 : i32} -> tensor<2x4xf32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_signed>, aa} ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%0 : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}"""
    m = parse_module(text)
    out = custom(m)
    # discardable attributes come first, then the inherent ones (each group sorted), as upstream prints
    assert "linalg.matmul {zz = 1 : i32, cast = #linalg.type_fn<cast_unsigned>} ins(" in out
    assert "linalg.matmul {aa, cast = #linalg.type_fn<cast_signed>} ins(" in out
    assert str(iree_module(text)) == out
    check_against_iree(m)


# ---------------------------------------------------------------------------------------------
# linalg.generic, linalg.index, linalg.yield
# ---------------------------------------------------------------------------------------------

def test_generic_builder_elementwise_with_index():
    ident = AffineMap.identity(2)

    def body(b, x, out):
        i = b.insert(L.index(1))
        c = b.val("arith.index_cast", [i.results[0]], I32)
        f = b.val("arith.sitofp", [c], F32)
        return b.val("arith.addf", [x, f], F32)
    m = build_module([tensor([2, 4]), tensor([2, 4])],
                     lambda a: [L.generic([a[0]], [a[1]], [ident, ident], ["parallel", "parallel"], body)])
    text = custom(m)
    assert ('linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} '
            'ins(%arg0 : tensor<2x4xf32>) outs(%arg1 : tensor<2x4xf32>) {\n    ^bb0(%in: f32, %out: f32):\n'
            '      %1 = linalg.index 1 : index\n') in text
    assert "} -> tensor<2x4xf32>" in text
    check_against_iree(m)


def test_generic_reduction_two_outputs_and_attrs():
    m2 = AffineMap.identity(2)
    m1 = AffineMap(2, 0, (dim(0),))

    def body(b, x, acc, cnt):
        s = b.val("arith.addf", [acc, x], F32)
        one = b.constant(L.A.IntegerAttr(1, I32))
        n = b.val("arith.addi", [cnt, one], I32)
        return [s, n]
    m = build_module([tensor([DYNAMIC, 3]), tensor([DYNAMIC]), tensor([DYNAMIC], I32)],
                     lambda a: [L.generic([a[0]], [a[1], a[2]], [m2, m1, m1], ["parallel", "reduction"], body,
                                          doc="sum and count", library_call="lib_fn",
                                          attributes={"zzz": L.A.IntegerAttr(3, I32), "aaa": L.A.UNIT})])
    text = custom(m)
    assert ('{doc = "sum and count", indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", '
            '"reduction"], library_call = "lib_fn"}') in text
    assert "attrs =  {aaa, zzz = 3 : i32} {" in text
    assert "-> (tensor<?xf32>, tensor<?xi32>)" in text
    check_against_iree(m)


def test_generic_memref_no_inputs():
    ident = AffineMap.identity(1)

    def body(b, out):
        return b.constant(FloatAttr(1.0, F32))
    m = build_module([memref([DYNAMIC])], lambda a: [L.generic([], [a[0]], [ident], ["parallel"], body)])
    text = custom(m)
    assert 'iterator_types = ["parallel"]} outs(%arg0 : memref<?xf32>) {' in text
    assert "-> " not in text.split("linalg.generic")[1].split("return")[0].split("}")[-1]
    check_against_iree(m)


def test_generic_parse_custom_forms():
    text = """#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%a: tensor<2x4xf32>, %e: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"], extra = "x"} ins(%a : tensor<2x4xf32>) outs(%e : tensor<4x2xf32>) attrs = {more = 2 : i64} {
  ^bb0(%in: f32, %out: f32):
    %1 = linalg.index 0 : index
    linalg.yield %in : f32
  } -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}"""
    m = parse_module(text)
    g = next(op for op in m.walk() if op.name == "linalg.generic")
    assert g.get_iterator_types() == ["parallel", "parallel"]
    assert g.iterator_types.value[0] is L.PARALLEL
    assert set(g.attributes) == {"extra", "more"}
    out = custom(m)
    assert 'attrs =  {extra = "x", more = 2 : i64} {' in out
    assert str(iree_module(text)) == out
    check_against_iree(m)


def test_generic_iterator_type_attribute_spelling():
    text = """#map = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}"""
    m = parse_module(text)
    assert 'iterator_types = ["parallel"]' in custom(m)
    check_against_iree(m)


# ---------------------------------------------------------------------------------------------
# map, reduce, transpose, broadcast
# ---------------------------------------------------------------------------------------------

def test_map_short_and_long_forms():
    t = tensor([2, DYNAMIC])

    def make(a):
        m1 = L.MapOp.build_map([a[0], a[1]], a[2], lambda b, x, y, init: b.val("arith.mulf", [x, y], F32))
        m2 = L.MapOp.build_map([a[0], m1.results[0]], a[2],
                               lambda b, x, y, init: b.val("arith.mulf", [y, x], F32))
        m3 = L.MapOp.build_map([m2.results[0]], a[2], lambda b, x, init: b.val("arith.addf", [x, init], F32),
                               attributes={"qux": L.A.UNIT})
        m4 = L.MapOp.build_map([], m3.results[0], lambda b, init: b.constant(FloatAttr(2.0, F32)))
        return [m1, m2, m3, m4]
    m = build_module([t, t, t], make)
    text = custom(m)
    assert "%mapped = linalg.map { arith.mulf } ins(%arg0, %arg1 : " in text
    assert ("%mapped_0 = linalg.map ins(%arg0, %mapped : tensor<2x?xf32>, tensor<2x?xf32>) outs(%arg2 : "
            "tensor<2x?xf32>)\n      (%in: f32, %in_3: f32, %init: f32) {\n        %0 = arith.mulf %in_3, %in : f32\n"
            "        linalg.yield %0 : f32\n      }\n") in text
    assert "outs(%arg2 : tensor<2x?xf32>) {qux}\n      (%in: f32, %init: f32) {" in text
    assert "%mapped_2 = linalg.map outs(%mapped_1 : tensor<2x?xf32>)\n      (%init: f32) {" in text
    check_against_iree(m)


def test_map_short_form_payload_attrs():
    text = """func.func @f(%a: tensor<2x3xf32>, %i: tensor<2x3xi32>) -> tensor<2x3xf32> {
  %0 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>, foo} } ins(%a, %a : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a : tensor<2x3xf32>)
  %1 = linalg.map { arith.addi } ins(%i, %i : tensor<2x3xi32>, tensor<2x3xi32>) outs(%i : tensor<2x3xi32>)
  %2 = linalg.map { arith.negf } ins(%0 : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>)
  return %2 : tensor<2x3xf32>
}"""
    m = parse_module(text)
    out = custom(m)
    assert "linalg.map { arith.addf {foo, fastmath = #arith.fastmath<fast>} } ins(" in out
    assert "linalg.map { arith.addi {overflowFlags = #arith.overflow<none>} } ins(" in out
    assert "linalg.map { arith.negf } ins(" in out
    assert str(iree_module(text)) == out
    check_against_iree(m)


def test_reduce_forms():
    t2, t1 = tensor([4, 3]), tensor([4])

    def make(a):
        r1 = L.ReduceOp.build_reduce([a[0]], [a[1]], [1], lambda b, x, acc: b.val("arith.addf", [acc, x], F32))
        r2 = L.ReduceOp.build_reduce([a[0]], [r1.results[0]], [1],
                                     lambda b, x, acc: b.val("arith.maximumf", [x, acc], F32))
        r3 = L.ReduceOp.build_reduce(
            [a[0], a[2]], [r2.results[0], a[3]], [1],
            lambda b, x, y, acc, acc2: [b.val("arith.addf", [acc, x], F32), b.val("arith.addi", [acc2, y], I32)],
            attributes={"baz": L.A.UNIT})
        return [r1, r2, r3]
    m = build_module([t2, t1, tensor([4, 3], I32), tensor([4], I32)], make)
    text = custom(m)
    assert ("%reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x3xf32>) outs(%arg1 : tensor<4xf32>) "
            "dimensions = [1] \n") in text
    assert "dimensions = [1] \n      (%in: f32, %init: f32) {\n        %0 = arith.maximumf %in, %init : f32\n" in text
    assert "%reduced_1:2 = linalg.reduce ins(%arg0, %arg2 : " in text
    assert "dimensions = [1]  {baz}\n      (%in: f32, %in_2: i32, %init: f32, %init_3: i32) {" in text
    assert "operandSegmentSizes" not in generic(m)
    check_against_iree(m)


def test_transpose_broadcast():
    def make(a):
        t = L.transpose(a[0], a[1], [1, 0])
        b = L.broadcast(a[2], a[3], [0, 2], attributes={"bar": L.A.UNIT})
        return [t, b]
    m = build_module([tensor([2, DYNAMIC]), tensor([DYNAMIC, 2]), tensor([3]), tensor([5, 3, 7])], make)
    text = custom(m)
    assert ("%transposed = linalg.transpose ins(%arg0 : tensor<2x?xf32>) outs(%arg1 : tensor<?x2xf32>) "
            "permutation = [1, 0] \n") in text
    assert "%broadcasted = linalg.broadcast ins(%arg2 : tensor<3xf32>) outs(%arg3 : tensor<5x3x7xf32>) " \
           "dimensions = [0, 2]  {bar}\n" in text
    check_against_iree(m)


def test_memref_map_reduce_transpose():
    text = """func.func @f(%a: memref<2x3xf32>, %r: memref<2xf32>, %t: memref<3x2xf32>) {
  linalg.reduce ins(%a : memref<2x3xf32>) outs(%r : memref<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  linalg.map { arith.negf } ins(%a : memref<2x3xf32>) outs(%a : memref<2x3xf32>)
  linalg.broadcast ins(%r : memref<2xf32>) outs(%a : memref<2x3xf32>) dimensions = [1]
  linalg.transpose ins(%a : memref<2x3xf32>) outs(%t : memref<3x2xf32>) permutation = [1, 0]
  return
}"""
    m = parse_module(text)
    assert str(iree_module(text)) == custom(m)
    check_against_iree(m)


def test_lit_style_numbering_matches_iree():
    """Result/argument naming (``%mapped_0``, ``%in_7``) across sibling regions follows MLIR."""
    text = """func.func @f(%a: tensor<2x3xf32>, %r: tensor<2xf32>, %ai: tensor<2x3xi32>, %ri: tensor<2xi32>) -> tensor<2xf32> {
  %2 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%r : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %init, %in : f32
      linalg.yield %s : f32
    }
  %3 = linalg.map ins(%a, %a : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a : tensor<2x3xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = arith.mulf %y, %x : f32
      linalg.yield %s : f32
    }
  %6 = linalg.reduce { arith.addi } ins(%ai : tensor<2x3xi32>) outs(%ri : tensor<2xi32>) dimensions = [1]
  %8:2 = linalg.reduce ins(%a, %ai : tensor<2x3xf32>, tensor<2x3xi32>) outs(%r, %ri : tensor<2xf32>, tensor<2xi32>) dimensions = [1]
    (%in: f32, %in2: i32, %init: f32, %init2: i32) {
      %s = arith.addf %init, %in : f32
      %t = arith.addi %init2, %in2 : i32
      linalg.yield %s, %t : f32, i32
    }
  %9 = linalg.map ins(%a : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>)
    (%x: f32, %z: f32) {
      %i = linalg.index 0 : index
      linalg.yield %x : f32
    }
  return %2 : tensor<2xf32>
}"""
    m = parse_module(text)
    assert custom(m) == str(iree_module(text))
    check_against_iree(m)


# ---------------------------------------------------------------------------------------------
# attributes
# ---------------------------------------------------------------------------------------------

def test_dialect_attributes():
    from tmlir.ir import parse_attribute
    a = parse_attribute("#linalg.iterator_type<reduction>")
    assert a is L.REDUCTION and L.enum_value(a, "iterator_type") == "reduction"
    assert parse_attribute("#linalg.type_fn<cast_unsigned>") is L.CAST_UNSIGNED
    assert str(L.elementwise_kind("exp")) == "#linalg.elementwise_kind<exp>"
    with pytest.raises(ParseError) as e:
        parse_attribute("#linalg.iterator_type<sideways>")
    assert "sideways" in str(e.value) and e.value.col == 23


# ---------------------------------------------------------------------------------------------
# malformed input
# ---------------------------------------------------------------------------------------------

_HDR = "#map = affine_map<(d0, d1) -> (d0, d1)>\n#map1 = affine_map<(d0) -> (d0)>\n"
BAD = [
    # (name, text, error class, message fragment, line, column)
    ("generic-no-iterators", _HDR + """func.func @f(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map]} outs(%a : tensor<2x4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""", ParseError, "iterator_types", 4, 23),
    ("generic-unknown-iterator", _HDR + """func.func @f(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "sideways"]} outs(%a : tensor<2x4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""", ParseError, "sideways", 4, 23),
    ("generic-map-count", _HDR + """func.func @f(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<2x4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""", VerifyError, "number of indexing_map (2)", 4, 8),
    ("generic-map-dims", _HDR + """func.func @f(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%a : tensor<2x4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""", VerifyError, "to have 1 dim(s)", 4, 8),
    ("generic-rank", _HDR + """func.func @f(%a: tensor<4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""", VerifyError, "operand rank (1)", 4, 8),
    ("generic-block-arg-type", _HDR + """func.func @f(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<2x4xf32>) {
  ^bb0(%out: f16):
    %c = arith.constant 1.0 : f32
    linalg.yield %c : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""", VerifyError, "bb argument #0 (f16)", 4, 8),
    ("generic-yield-type", _HDR + """func.func @f(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<2x4xf32>) {
  ^bb0(%out: f32):
    %c = arith.constant 1 : i32
    linalg.yield %c : i32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""", VerifyError, "type of yield operand 1 (i32)", 7, 5),
    ("generic-shape-mismatch", _HDR + """func.func @f(%a: tensor<3x4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x4xf32>) outs(%b : tensor<2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""", VerifyError, "dimension #0 to be 3, but found 2", 4, 8),
    ("index-out-of-range", _HDR + """func.func @f(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<2x4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 2 : index
    linalg.yield %out : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""", VerifyError, "dim (2) to be lower than the number of loops (2)", 6, 10),
    ("matmul-shapes", """func.func @f(%a: tensor<2x3xf32>, %b: tensor<4x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<4x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""", VerifyError, "to be 3, but found 4", 2, 8),
    ("matmul-one-input", """func.func @f(%a: tensor<2x3xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.matmul ins(%a : tensor<2x3xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""", ParseError, "expects 2 input(s), got 1", 2, 22),
    ("matmul-missing-types", """func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}""", ParseError, "2 operand(s) but 1 type(s)", 2, 25),
    ("matmul-result-type", """func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<4x2xf32>
  return %c : tensor<2x4xf32>
}""", VerifyError, "matching its tensor outputs", 2, 8),
    ("conv-input-too-small", """func.func @f(%i: tensor<1x3x9x9xf32>, %w: tensor<4x3x3x3xf32>, %o: tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> {
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[3, 3]> : tensor<2xi64>} ins(%i, %w : tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  return %1 : tensor<1x4x3x3xf32>
}""", VerifyError, "greater than or equal to 11, but found 9", 2, 8),
    ("elementwise-unknown-kind", """func.func @f(%x: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise <frobnicate> ins(%x : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}""", ParseError, "unknown elementwise kind 'frobnicate'", 2, 28),
    ("transpose-not-permutation", """func.func @f(%a: tensor<2x3xf32>, %t: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%t : tensor<3x2xf32>) permutation = [1, 1]
  return %0 : tensor<3x2xf32>
}""", VerifyError, "is not a permutation", 2, 8),
    ("transpose-shape", """func.func @f(%a: tensor<2x3xf32>, %t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%t : tensor<2x3xf32>) permutation = [1, 0]
  return %0 : tensor<2x3xf32>
}""", VerifyError, "dim(result, 0) = 2 doesn't match dim(input, permutation[0]) = 3", 2, 8),
    ("broadcast-rank", """func.func @f(%a: tensor<2xf32>, %b: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.broadcast ins(%a : tensor<2xf32>) outs(%b : tensor<2x3x4xf32>) dimensions = [1]
  return %0 : tensor<2x3x4xf32>
}""", VerifyError, "input rank plus added dimensions does not match init rank", 2, 8),
    ("reduce-dims", """func.func @f(%a: tensor<2x3xf32>, %r: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<2x3xf32>) outs(%r : tensor<2xf32>) dimensions = [2]
  return %0 : tensor<2xf32>
}""", VerifyError, "should be in the range [0, 1]", 2, 8),
    ("reduce-missing-dimensions", """func.func @f(%a: tensor<2x3xf32>, %r: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<2x3xf32>) outs(%r : tensor<2xf32>)
  return %0 : tensor<2xf32>
}""", ParseError, "expected 'dimensions'", 3, 3),
    ("map-arity", """func.func @f(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.map ins(%a, %a : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a : tensor<2x3xf32>)
    (%x: f32, %y: f32) {
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<2x3xf32>
}""", VerifyError, "arity of mapper, but got: 3 and 2", 2, 8),
    ("mixed-tensor-memref", """func.func @f(%a: tensor<3xf32>, %b: memref<5x3xf32>) {
  linalg.broadcast ins(%a : tensor<3xf32>) outs(%b : memref<5x3xf32>) dimensions = [0]
  return
}""", VerifyError, "pure tensor or buffer semantics", 2, 3),
    ("matmul-mixed-tensor-memref", """func.func @f(%a: tensor<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  linalg.matmul ins(%a, %b : tensor<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}""", VerifyError, "pure tensor or buffer semantics", 2, 3),
    ("yield-outside-linalg", """func.func @f(%a: f32) {
  linalg.yield %a : f32
}""", VerifyError, "expects parent op to be a linalg op", 2, 3),
]


@pytest.mark.parametrize("name,text,err,frag,line,col", BAD, ids=[b[0] for b in BAD])
def test_malformed(name, text, err, frag, line, col):
    with pytest.raises(err) as e:
        parse_module(text, "bad.mlir")
    assert frag in e.value.message
    loc = e.value.loc
    assert (loc.filename, loc.line, loc.col) == ("bad.mlir", line, col)
    assert str(e.value).startswith(f"bad.mlir:{line}:{col}: error: ")
    # IREE rejects it too
    with pytest.raises(iree_ir.MLIRError):
        iree_module(text)


def test_builder_errors():
    t = tensor([2, 2])
    f = func.FuncOp.build_func("f", [t, t, t], [])
    a = f.entry_block.args
    with pytest.raises(L.IRError):
        L.MatmulOp.build_op([a[0], a[1]], [a[2]], strides=[1, 1])
    with pytest.raises(L.IRError):
        L.ElementwiseOp.build_op([a[0]], [a[1]])
    with pytest.raises(L.IRError):
        L.named("linalg.frobnicate", [a[0]], [a[1]])
    with pytest.raises(ValueError):
        L.iterator_type("sideways")


def test_generalize_map_reduce_transpose_broadcast_match_iree():
    # (every result is returned: IREE's pass erases dead ops)
    text = """func.func @f(%a: tensor<2x3x4xf32>, %t: tensor<3x4x2xf32>, %r: tensor<2x4xf32>, %v: tensor<3xf32>, %b: tensor<2x3x5xf32>) -> (tensor<3x4x2xf32>, tensor<2x4xf32>, tensor<2x3x4xf32>, tensor<2x3x5xf32>) {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%t : tensor<3x4x2xf32>) permutation = [1, 2, 0]
  %1 = linalg.reduce { arith.addf } ins(%a : tensor<2x3x4xf32>) outs(%r : tensor<2x4xf32>) dimensions = [1]
  %2 = linalg.map { arith.mulf } ins(%a, %a : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%a : tensor<2x3x4xf32>) {keep}
  %3 = linalg.broadcast ins(%v : tensor<3xf32>) outs(%b : tensor<2x3x5xf32>) dimensions = [0, 2]
  return %0, %1, %2, %3 : tensor<3x4x2xf32>, tensor<2x4xf32>, tensor<2x3x4xf32>, tensor<2x3x5xf32>
}"""
    m = parse_module(text)
    for op in [op for op in m.walk() if op.name in ("linalg.transpose", "linalg.reduce", "linalg.map",
                                                    "linalg.broadcast")]:
        g = L.generalize(op)
        op.parent.insert_before(g, op)
        op.replace_all_uses_with(g)
        op.erase()
    m.verify()
    im = iree_module(text)
    iree_pm.PassManager.parse("builtin.module(func.func(linalg-generalize-named-ops))", im.context).run(im.operation)
    assert custom(m) == str(im)


def test_index_in_map_and_reduce():
    text = """func.func @f(%a: tensor<2x3xf32>, %r: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.map ins(%a : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>)
    (%x: f32, %z: f32) {
      %i = linalg.index 1 : index
      linalg.yield %x : f32
    }
  %1 = linalg.reduce ins(%0 : tensor<2x3xf32>) outs(%r : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %i = linalg.index 1 : index
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %1 : tensor<2xf32>
}"""
    m = parse_module(text)
    assert custom(m) == str(iree_module(text))
    check_against_iree(m)
    bad = text.replace("linalg.index 1 : index\n      linalg.yield %x", "linalg.index 2 : index\n      linalg.yield %x")
    with pytest.raises(VerifyError, match=r"dim \(2\) to be lower than the number of loops \(2\)"):
        parse_module(bad)


def test_ops_in_linalg_body_keep_their_dialect_prefix():
    """Inside a linalg region the enclosing func's default dialect no longer applies (as in MLIR)."""
    text = """#map = affine_map<(d0) -> (d0)>
func.func private @g(f32) -> f32
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32):
    %c = func.call @g(%out) : (f32) -> f32
    linalg.yield %c : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}"""
    m = parse_module(text)
    out = custom(m)
    assert "%1 = func.call @g(%out) : (f32) -> f32" in out
    assert out == str(iree_module(text))
    check_against_iree(m)


def test_affine_map_rejects_dims_and_symbols_it_does_not_declare():
    from tmlir.ir.affine import symbol, const
    with pytest.raises(ValueError, match="0 dim"):
        AffineMap(0, 0, (dim(0),))
    with pytest.raises(ValueError, match="uses d2"):
        AffineMap(2, 0, (dim(0), dim(1) + dim(2)))
    with pytest.raises(ValueError, match="uses s0"):
        AffineMap(1, 0, (dim(0) + symbol(0),))
    assert str(AffineMap(0, 0, (const(0),))) == "() -> (0)"
