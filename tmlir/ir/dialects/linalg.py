"""linalg dialect: ``linalg.generic``, ``linalg.yield``, ``linalg.index``, the named structured
ops (``matmul``, ``fill``, convolutions, pooling, ...) and ``map``/``reduce``/``transpose``/
``broadcast``, with the custom forms upstream MLIR prints::

    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
        ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %1 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
    %transposed = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%t : tensor<3x2xf32>) permutation = [1, 0]
    %reduced = linalg.reduce { arith.addf } ins(%a : tensor<2x3xf32>) outs(%r : tensor<2xf32>) dimensions = [1]

Named ops are table-driven: each has a small ``NamedSpec`` (loops, operand index expressions,
body kind, properties). Their custom form does not show the body, but the generic form does, so
builders and the custom-form parser construct the body region upstream constructs, element-type
casts included (``arith.extf``, ``arith.sitofp``, ...; ``cast = #linalg.type_fn<cast_unsigned>``
selects the unsigned casts).

Building::

    from tmlir.ir.dialects import linalg
    op = linalg.GenericOp.build_generic([x], [init], [m, m], ["parallel"],
                                        lambda b, x, out: b.val("arith.negf", [x], x.type))
    mm = linalg.MatmulOp.build_op([a, b], [c])
    conv = linalg.named("linalg.conv_2d_nchw_fchw", [img, w], [out], strides=[2, 2])

Every structured op answers ``get_indexing_maps()`` (AffineMaps) and ``get_iterator_types()``
(``"parallel"``/``"reduction"``); ``generalize(op)`` rewrites a named op as ``linalg.generic``.
"""
from __future__ import annotations

import numpy as np

from .. import attributes as A
from ..affine import (AffineMap, AffineMapAttr, AffineDimExpr, AffineConstantExpr, AffineBinaryExpr,
                      dim, ADD, MUL)
from ..core import Block, Region, Builder, InsertionPoint, Operation, VerifyError, IRError
from ..location import UNKNOWN_LOC
from ..opdef import (Op, register, operand, var_operand, var_result, result, opt_result, prop, opt_prop, region,
                     IsTerminator, Pure, RecursivelyPure, SingleBlock, lookup_op_class)
from ..parser import DIALECT_ATTR_PARSERS

# ---------------------------------------------------------------------------------------------
# Dialect attributes
# ---------------------------------------------------------------------------------------------

ITERATOR_TYPES = ("parallel", "reduction")
TYPE_FNS = ("cast_signed", "cast_unsigned")
ELEMENTWISE_KINDS = (
    "exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square", "tanh",
    "erf", "sin", "cos", "tan", "acos", "acosh", "asin", "asinh", "atan", "atanh", "log10", "log1p", "log2",
    "add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed", "max_unsigned", "min_unsigned",
    "powf", "select")
_UNARY_KINDS = frozenset(ELEMENTWISE_KINDS[:25])
_ENUM_ATTRS = {
    "iterator_type": ITERATOR_TYPES,
    "type_fn": TYPE_FNS,
    "elementwise_kind": ELEMENTWISE_KINDS,
    "unary_fn": ("exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt",
                 "square", "tanh", "erf"),
    "binary_fn": ("add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed", "max_unsigned",
                  "min_unsigned", "powf"),
    "ternary_fn": ("select",),
}


def _enum_attr(kind, value):
    return A.OpaqueAttr("linalg", f"{kind}<{value}>")


def iterator_type(name: str) -> A.OpaqueAttr:
    """``#linalg.iterator_type<parallel>`` / ``<reduction>``."""
    if name not in ITERATOR_TYPES:
        raise ValueError(f"unknown iterator type {name!r}")
    return _enum_attr("iterator_type", name)


def type_fn(name: str) -> A.OpaqueAttr:
    """``#linalg.type_fn<cast_signed>`` / ``<cast_unsigned>``."""
    if name not in TYPE_FNS:
        raise ValueError(f"unknown type_fn {name!r}")
    return _enum_attr("type_fn", name)


def elementwise_kind(name: str) -> A.OpaqueAttr:
    if name not in ELEMENTWISE_KINDS:
        raise ValueError(f"unknown elementwise kind {name!r}")
    return _enum_attr("elementwise_kind", name)


PARALLEL = iterator_type("parallel")
REDUCTION = iterator_type("reduction")
CAST_SIGNED = type_fn("cast_signed")
CAST_UNSIGNED = type_fn("cast_unsigned")
_ITER_NAMES = {PARALLEL: "parallel", REDUCTION: "reduction"}


def enum_value(attr, kind):
    """``"parallel"`` for ``#linalg.iterator_type<parallel>`` (None if ``attr`` is not a ``kind``)."""
    if type(attr) is A.OpaqueAttr and attr.dialect == "linalg":
        b = attr.body
        if b.startswith(kind + "<") and b.endswith(">"):
            return b[len(kind) + 1:-1]
    return None


def _parse_linalg_attr(parser, rest, pos):
    values = _ENUM_ATTRS.get(rest)
    if values is None or not parser.at("<"):
        return None
    parser.next()
    kwpos = parser.tok_start
    kw = parser.parse_any_keyword(f"{rest} value")
    if kw not in values:
        raise parser.error(f"unknown #linalg.{rest} value '{kw}' (expected one of {', '.join(values)})", kwpos)
    parser.expect(">")
    return _enum_attr(rest, kw)


DIALECT_ATTR_PARSERS["linalg"] = _parse_linalg_attr

# ---------------------------------------------------------------------------------------------
# Helpers: types, body ops
# ---------------------------------------------------------------------------------------------

_FASTMATH_NONE = A.OpaqueAttr("arith", "fastmath<none>")
_OVERFLOW_NONE = A.OpaqueAttr("arith", "overflow<none>")
# properties upstream always gives these ops (used when the op's class does not declare them)
_FASTMATH_OPS = frozenset(
    ["arith." + n for n in ("addf", "subf", "mulf", "divf", "remf", "negf", "maximumf", "minimumf",
                            "maxnumf", "minnumf")] +
    ["math." + n for n in ("exp", "exp2", "expm1", "log", "absf", "ceil", "floor", "round", "roundeven",
                           "sqrt", "rsqrt", "tanh", "erf", "erfc", "sin", "cos", "tan", "acos", "acosh",
                           "asin", "asinh", "atan", "atanh", "atan2", "log10", "log1p", "log2", "powf",
                           "cbrt", "trunc", "sinh", "cosh", "copysign", "fma")])
_OVERFLOW_OPS = frozenset(["arith.addi", "arith.subi", "arith.muli", "arith.shli", "arith.trunci"])
_FALLBACK_INHERENT = {"fastmath", "overflowFlags", "predicate", "value", "roundingmode"}


def _elem(t):
    """Element type of a shaped type; the type itself for scalars."""
    return getattr(t, "element_type", t) if isinstance(t, A.ShapedType) else t


def _rank(t):
    return len(t.shape) if isinstance(t, A.ShapedType) else 0


def _is_tensor(t):
    return type(t) is A.RankedTensorType


def _is_int(t):
    return type(t) is A.IntegerType


def _is_float(t):
    return type(t) is A.FloatType


def _default_props(name, props):
    """Fill in the default-valued properties of a body op (its class's, else upstream's)."""
    cls = lookup_op_class(name)
    for f in getattr(cls, "_props", ()):
        if "default" in f.options and f.name not in props:
            props[f.name] = f.options["default"]
    if name in _FASTMATH_OPS:
        props.setdefault("fastmath", _FASTMATH_NONE)
    elif name in _OVERFLOW_OPS:
        props.setdefault("overflowFlags", _OVERFLOW_NONE)
    return props


def make_op(name, operands, result_types, properties=None, attributes=None, location=None):
    """Create a (body) op by name with its default properties filled in, as upstream builds it."""
    props = _default_props(name, dict(properties or {}))
    return Operation.create(name, list(operands), list(result_types), attributes, props, (), (), location)


class BodyBuilder(Builder):
    """A Builder at the end of a linalg body block, with shorthands to create ops by name."""

    def op(self, name, operands, result_types, properties=None, attributes=None):
        return self.insert(make_op(name, operands, result_types, properties, attributes))

    def val(self, name, operands, result_type, properties=None, attributes=None):
        """Create a single-result op and return its result."""
        return self.op(name, operands, [result_type], properties, attributes).results[0]

    def constant(self, attr):
        return self.val("arith.constant", [], attr.type, {"value": attr})

    def yield_(self, values):
        return self.insert(YieldOp.create(YieldOp.OPNAME, list(values), ()))


def cast_to(b, v, to, unsigned=False):
    """Upstream's ``TypeFn.cast_signed``/``cast_unsigned``: convert ``v`` to element type ``to``."""
    frm = v.type
    if frm is to:
        return v
    if _is_float(frm) and _is_float(to):
        name = "arith.extf" if to.width > frm.width else "arith.truncf" if to.width < frm.width else "arith.convertf"
    elif _is_int(frm) and _is_float(to):
        name = "arith.uitofp" if unsigned else "arith.sitofp"
    elif _is_float(frm) and _is_int(to):
        name = "arith.fptoui" if unsigned else "arith.fptosi"
    elif _is_int(frm) and _is_int(to):
        if to.width > frm.width:
            name = "arith.extui" if unsigned else "arith.extsi"
        elif to.width < frm.width:
            name = "arith.trunci"
        else:
            return v
    elif type(frm) is A.IndexType and _is_int(to):
        name = "arith.index_cast"
    else:
        return v  # as upstream: no conversion (the yield then fails to verify)
    return b.val(name, [v], to)


def _binary(b, fn, x, y, unsigned=False):
    t = x.type
    if _is_float(t):
        if unsigned and fn in ("max", "min", "div"):
            raise IRError(f"unsupported operation: unsigned {fn} not on uint")
        name = {"add": "arith.addf", "sub": "arith.subf", "mul": "arith.mulf", "div": "arith.divf",
                "max": "arith.maximumf", "min": "arith.minimumf", "powf": "math.powf"}.get(fn)
    elif type(t) is A.ComplexType:
        name = {"add": "complex.add", "sub": "complex.sub", "mul": "complex.mul", "div": "complex.div"}.get(fn)
    elif _is_int(t) or type(t) is A.IndexType:
        if t is A.I1 and fn in ("add", "mul"):
            name = "arith.ori" if fn == "add" else "arith.andi"
        else:
            name = {"add": "arith.addi", "sub": "arith.subi", "mul": "arith.muli",
                    "div": "arith.divui" if unsigned else "arith.divsi",
                    "max": "arith.maxui" if unsigned else "arith.maxsi",
                    "min": "arith.minui" if unsigned else "arith.minsi"}.get(fn)
    else:
        name = None
    if name is None:
        raise IRError(f"linalg: no '{fn}' body op for element type {t}")
    return b.val(name, [x, y], t)


# ---------------------------------------------------------------------------------------------
# Shared printing/parsing pieces
# ---------------------------------------------------------------------------------------------

_MEMOIZED = "linalg.memoized_indexing_maps"


def _print_ins_outs(p, ins, outs):
    if ins:
        p.write(" ins(")
        p.print_operands(ins)
        p.write(" : ")
        p.print_types([v.type for v in ins])
        p.write(")")
    if outs:
        p.write(" outs(")
        p.print_operands(outs)
        p.write(" : ")
        p.print_types([v.type for v in outs])
        p.write(")")


def _print_attr_items(p, items):
    """`` {a = 1, b}`` in the given order (upstream lists discardable attributes before inherent ones)."""
    if items:
        parts = [A.format_attr_name(k) if v is A.UNIT else f"{A.format_attr_name(k)} = {p.attr_str(v)}"
                 for k, v in items]
        p.write(" {" + ", ".join(parts) + "}")


def _print_arrow_types(p, types):
    if not types:
        return
    p.write(" -> ")
    if len(types) == 1 and type(types[0]) is not A.FunctionType:
        p.print_type(types[0])
    else:
        p.write("(")
        p.print_types(types)
        p.write(")")


def _parse_operand_group(parser, keyword):
    """``keyword(%a, %b : t1, t2)`` -> resolved values (empty if the keyword is absent)."""
    if not parser.accept(keyword):
        return []
    pos = parser.tok_start
    parser.expect("(")
    refs = parser.parse_operand_list()
    types = []
    if refs:
        parser.expect(":")
        types = parser.parse_type_list()
    parser.expect(")")
    if len(refs) != len(types):
        raise parser.error(f"'{keyword}' lists {len(refs)} operand(s) but {len(types)} type(s)", pos)
    return parser.resolve_operands(refs, types)


def _parse_int_list(parser):
    return parser.parse_comma_separated(parser.parse_integer, "[", "]")


def _split_attrs(cls, attrs, props):
    """Move inherent names of ``attrs`` into ``props``; return the discardable rest."""
    rest = {}
    for k, v in attrs.items():
        if k in cls._inherent_names:
            props[k] = v
        else:
            rest[k] = v
    return rest


def _result_types_for(outs):
    return [v.type for v in outs if _is_tensor(v.type)]


def _block_for(operands):
    return Block([_elem(v.type) for v in operands], [UNKNOWN_LOC] * len(operands))


def _op_loc(parser, cls):
    """Location of the op name, the token just consumed (where the parser places the op)."""
    return parser.loc_at(max(parser.tok_start - 1, 0))


def body_block(element_types, body, location=None):
    """A detached body block with arguments of ``element_types`` built by ``body(b, *args)`` (as in
    ``GenericOp.build_generic``), for callers that must know the body can be built before they
    create anything else (``build_generic(..., block=...)`` takes it)."""
    blk = Block(list(element_types), [UNKNOWN_LOC] * len(element_types))
    _run_body(blk, body, location)
    return blk


def _run_body(block, body, location=None):
    """Run a body callback ``body(b, *args)``; a returned value (or list) is yielded."""
    b = BodyBuilder(InsertionPoint.at_end(block), location)
    res = body(b, *block.args)
    if res is None:
        if block._last is None or not isinstance(block._last, YieldOp):
            raise IRError("linalg body callback returned nothing and did not create a linalg.yield")
        return
    if not isinstance(res, (list, tuple)):
        res = [res]
    vals = [r.results[0] if isinstance(r, Operation) else r for r in res]
    b.yield_(vals)


# ---------------------------------------------------------------------------------------------
# Verification shared by linalg.generic and the named ops
# ---------------------------------------------------------------------------------------------

def _linear_terms(e):
    """``{dim: coefficient}, constant`` for sums of (constant multiples of) dims, else None."""
    t = type(e)
    if t is AffineDimExpr:
        return {e.position: 1}, 0
    if t is AffineConstantExpr:
        return {}, e.value
    if t is AffineBinaryExpr:
        if e.kind == ADD:
            a = _linear_terms(e.lhs)
            c = _linear_terms(e.rhs)
            if a is None or c is None:
                return None
            d = dict(a[0])
            for k, v in c[0].items():
                d[k] = d.get(k, 0) + v
            return d, a[1] + c[1]
        if e.kind == MUL and type(e.rhs) is AffineConstantExpr:
            a = _linear_terms(e.lhs)
            if a is None:
                return None
            k = e.rhs.value
            return {p: v * k for p, v in a[0].items()}, a[1] * k
    return None


def _verify_shapes(op, operands, maps):
    """Static shape consistency: loop sizes given by pure-dim results agree; windowed accesses
    (``d0 * s + d1 * d``) fit in the operand."""
    sizes = {}
    for i, (v, m) in enumerate(zip(operands, maps)):
        t = v.type
        if not isinstance(t, A.ShapedType):
            continue
        for j, e in enumerate(m.results):
            if type(e) is AffineDimExpr and t.shape[j] >= 0:
                d = e.position
                prev = sizes.get(d)
                if prev is None:
                    sizes[d] = (t.shape[j], i, j)
                elif prev[0] != t.shape[j]:
                    raise VerifyError(f"'{op.name}' inferred input/output operand #{i} has shape's dimension #{j} "
                                      f"to be {prev[0]}, but found {t.shape[j]}", op=op)
    for i, (v, m) in enumerate(zip(operands, maps)):
        t = v.type
        if not isinstance(t, A.ShapedType):
            continue
        for j, e in enumerate(m.results):
            if type(e) is AffineDimExpr or t.shape[j] < 0:
                continue
            lt = _linear_terms(e)
            if lt is None or any(c < 0 for c in lt[0].values()) or any(d not in sizes for d in lt[0]):
                continue
            if any(sizes[d][0] == 0 for d in lt[0]):
                continue
            need = sum(c * (sizes[d][0] - 1) for d, c in lt[0].items()) + lt[1] + 1
            if t.shape[j] < need:
                raise VerifyError(f"'{op.name}' inferred input/output operand #{i} has shape's dimension #{j} "
                                  f"to be greater than or equal to {need}, but found {t.shape[j]}", op=op)


def _verify_semantics(op):
    """All shaped operands are tensors, or all are memrefs (upstream: pure tensor or buffer semantics)."""
    kinds = {_is_tensor(v.type) for v in op.operands if isinstance(v.type, (A.RankedTensorType, A.MemRefType))}
    if len(kinds) > 1:
        raise VerifyError(f"'{op.name}' op expected to have pure tensor or buffer semantics", op=op)


def _verify_structured(op, maps, iterators, check_body=True):
    operands = op.operands
    _verify_semantics(op)
    outs = op.outputs
    if not outs:
        raise VerifyError(f"'{op.name}' expected at least one output operand", op=op)
    for v in outs:
        if not isinstance(v.type, A.ShapedType):
            raise VerifyError(f"'{op.name}' output operand must be a tensor or memref, got {v.type}", op=op)
    res = _result_types_for(outs)
    if [r.type for r in op.results] != res:
        raise VerifyError(f"'{op.name}' expected {len(res)} result(s) of type(s) ({', '.join(map(str, res))}) "
                          f"matching its tensor outputs, got ({', '.join(str(r.type) for r in op.results)})",
                          op=op)
    if len(maps) != len(operands):
        raise VerifyError(f"'{op.name}' expected the number of indexing_map ({len(maps)}) to be equal to the "
                          f"number of input/output operands ({len(operands)})", op=op)
    n = len(iterators)
    for it in iterators:
        if it not in ITERATOR_TYPES:
            raise VerifyError(f"'{op.name}' has an unknown iterator type '{it}'", op=op)
    for i, (v, m) in enumerate(zip(operands, maps)):
        if m.num_symbols:
            raise VerifyError(f"'{op.name}' expected indexing_map #{i} to have no symbols", op=op)
        if m.num_dims != n:
            raise VerifyError(f"'{op.name}' expected indexing_map #{i} to have {n} dim(s) to match the number of "
                              f"loops, got {m.num_dims}", op=op)
        r = _rank(v.type)
        if len(m.results) != r:
            raise VerifyError(f"'{op.name}' expected operand rank ({r}) to match the result rank of indexing_map "
                              f"#{i} ({len(m.results)})", op=op)
    if check_body:
        _verify_body(op, operands, outs)
    _verify_shapes(op, operands, maps)


def _verify_body(op, args_for, outs):
    r = op.regions[0]
    if len(r.blocks) != 1:
        raise VerifyError(f"'{op.name}' expects a region with exactly one block", op=op)
    blk = r.blocks[0]
    want = [_elem(v.type) for v in args_for]
    got = [a.type for a in blk.args]
    if len(got) != len(want):
        raise VerifyError(f"'{op.name}' expected the block to have {len(want)} argument(s), got {len(got)}", op=op)
    for i, (g, w) in enumerate(zip(got, want)):
        if g is not w:
            raise VerifyError(f"'{op.name}' expected type of bb argument #{i} ({g}) to match element or self type "
                              f"of the corresponding operand ({w})", op=op)
    y = blk._last
    if isinstance(y, YieldOp):
        outs_e = [_elem(v.type) for v in outs]
        if len(y.operands) != len(outs_e):
            raise VerifyError(f"'linalg.yield' expected number of yield values ({len(y.operands)}) to match the "
                              f"number of inits / outs operands of the enclosing op ({len(outs_e)})", op=y)
        for i, (v, t) in enumerate(zip(y.operands, outs_e)):
            if v.type is not t:
                raise VerifyError(f"'linalg.yield' type of yield operand {i + 1} ({v.type}) doesn't match the "
                                  f"element type of the enclosing linalg op ({t})", op=y)


# ---------------------------------------------------------------------------------------------
# linalg.yield, linalg.index
# ---------------------------------------------------------------------------------------------

@register
class YieldOp(Op):
    """``linalg.yield %a, %b : f32, i32``: terminator of linalg bodies."""

    __slots__ = ()
    OPNAME = "linalg.yield"
    values = var_operand()
    traits = {IsTerminator, Pure}
    assembly_format = "attr-dict ($values^ `:` type($values))?"

    def verify_(self):
        p = self.parent_op
        if p is None or not p.name.startswith("linalg."):
            raise VerifyError("'linalg.yield' expects parent op to be a linalg op", op=self)


@register
class IndexOp(Op):
    """``linalg.index 0 : index``: the iteration index along loop ``dim``."""

    __slots__ = ()
    OPNAME = "linalg.index"
    dim = prop(A.IntegerAttr, elide_type=A.I64)
    result_ = result()
    traits = {Pure}
    assembly_format = "$dim attr-dict `:` type($result_)"

    @classmethod
    def build_index(cls, d, location=None):
        return cls.create(cls.OPNAME, (), [A.INDEX], None, {"dim": A.IntegerAttr(d, A.I64)}, (), (), location)

    def verify_(self):
        if self.results[0].type is not A.INDEX:
            raise VerifyError("'linalg.index' must have one result of type index", op=self)
        d = self.dim.value
        if d < 0:
            raise VerifyError(f"'linalg.index' dim {d} must be non-negative", op=self)
        p = self.parent_op
        n = None
        if p is not None and p.name.startswith("linalg.") and hasattr(p, "get_iterator_types"):
            n = len(p.get_iterator_types())
        if n is None:
            raise VerifyError("'linalg.index' expects parent op to be a linalg structured op", op=self)
        if d >= n:
            raise VerifyError(f"'linalg.index' expected dim ({d}) to be lower than the number of loops ({n}) "
                              "of the enclosing linalg op", op=self)


# ---------------------------------------------------------------------------------------------
# Structured ops: linalg.generic and the named ops
# ---------------------------------------------------------------------------------------------

class StructuredOp(Op):
    """Base of ``linalg.generic`` and the named ops: ``ins``, ``outs``, tensor results, one body."""

    __slots__ = ()
    inputs = var_operand()
    outputs = var_operand()
    result_tensors = var_result()
    body = region()
    traits = {SingleBlock, RecursivelyPure}

    def get_indexing_maps(self):
        raise NotImplementedError

    def get_iterator_types(self):
        raise NotImplementedError

    @property
    def num_loops(self):
        return len(self.get_iterator_types())

    def dps_inputs(self):
        return self.inputs

    def dps_inits(self):
        return self.outputs

    @property
    def block(self):
        return self.regions[0].blocks[0]

    def verify_(self):
        _verify_structured(self, self.get_indexing_maps(), self.get_iterator_types())


@register
class GenericOp(StructuredOp):
    """``linalg.generic {indexing_maps = [...], iterator_types = [...]} ins(...) outs(...) {...} -> types``."""

    __slots__ = ()
    OPNAME = "linalg.generic"
    indexing_maps = prop(A.ArrayAttr)
    iterator_types = prop(A.ArrayAttr)
    doc = opt_prop(A.StringAttr)
    library_call = opt_prop(A.StringAttr)

    @classmethod
    def build_generic(cls, inputs, outputs, indexing_maps, iterator_types, body=None, *, result_types=None,
                      doc=None, library_call=None, attributes=None, location=None, block=None):
        """A ``linalg.generic``. ``indexing_maps`` are AffineMaps (or AffineMapAttrs), ``iterator_types``
        names or attributes; ``body(b, *block_args)`` builds the body with the BodyBuilder ``b`` and
        returns the value(s) to yield (or creates the ``linalg.yield`` itself and returns None).
        ``block``: a body already built by :func:`body_block` (instead of ``body``).
        Without either the block is left empty for the caller to fill."""
        inputs, outputs = list(inputs), list(outputs)
        maps = A.ArrayAttr([m if isinstance(m, AffineMapAttr) else AffineMapAttr(m) for m in indexing_maps])
        its = A.ArrayAttr([iterator_type(t) if isinstance(t, str) else t for t in iterator_types])
        props = {"indexing_maps": maps, "iterator_types": its,
                 "operandSegmentSizes": A.DenseArrayAttr(A.I32, [len(inputs), len(outputs)])}
        if doc is not None:
            props["doc"] = A.StringAttr(doc)
        if library_call is not None:
            props["library_call"] = A.StringAttr(library_call)
        rt = _result_types_for(outputs) if result_types is None else list(result_types)
        if block is not None:
            want = [_elem(v.type) for v in inputs + outputs]
            if [a.type for a in block.args] != want:
                raise IRError(f"linalg.generic body block arguments {[str(a.type) for a in block.args]} "
                              f"do not match the operands' element types {[str(t) for t in want]}")
        blk = _block_for(inputs + outputs) if block is None else block
        op = cls.create(cls.OPNAME, inputs + outputs, rt, attributes, props, [Region([blk])], (), location)
        if body is not None and block is None:
            _run_body(blk, body, location)
        return op

    def get_indexing_maps(self):
        return [a.value for a in self.indexing_maps.value]

    def get_iterator_types(self):
        return [_ITER_NAMES.get(a) or enum_value(a, "iterator_type") or str(a) for a in self.iterator_types.value]

    def asm_block_arg_names(self, region, block):
        n = len(self.inputs)
        return ["in"] * n + ["out"] * (len(block.args) - n)

    def verify_(self):
        for a in self.indexing_maps.value:
            if type(a) is not AffineMapAttr:
                raise VerifyError(f"'linalg.generic' indexing_maps must hold affine maps, got {a}", op=self)
        for a in self.iterator_types.value:
            if enum_value(a, "iterator_type") is None:
                raise VerifyError(f"'linalg.generic' iterator_types must hold #linalg.iterator_type values, got {a}",
                                  op=self)
        super().verify_()

    def print_custom(self, p):
        d = {"indexing_maps": self.indexing_maps,
             "iterator_types": A.ArrayAttr([A.StringAttr(enum_value(a, "iterator_type") or str(a))
                                            for a in self.iterator_types.value])}
        for k in ("doc", "library_call"):
            v = self.properties.get(k)
            if v is not None:
                d[k] = v
        p.write(" " + p.attr_dict_str(d))
        _print_ins_outs(p, self.inputs, self.outputs)
        extra = {k: v for k, v in self.properties.items() if k not in self._inherent_names}
        extra.update(self.attributes)
        if extra:
            p.write(" attrs = ")
            p.print_optional_attr_dict(extra)
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=True, print_terminators=True)
        _print_arrow_types(p, [r.type for r in self.results])

    @classmethod
    def parse_custom(cls, parser):
        pos = parser.tok_start
        d = parser.parse_attr_dict()
        ins = _parse_operand_group(parser, "ins")
        outs = _parse_operand_group(parser, "outs")
        extra = {}
        if parser.accept("attrs"):
            parser.expect("=")
            extra = parser.parse_attr_dict()
        r = parser.parse_region()
        rtypes = parser.parse_optional_arrow_type_list()
        props = {}
        its_attr = d.pop("iterator_types", None)
        if "indexing_maps" not in d or its_attr is None:
            raise parser.error("'linalg.generic' needs 'indexing_maps' and 'iterator_types' in its attribute "
                               "dictionary", pos)
        if type(its_attr) is not A.ArrayAttr:
            raise parser.error("'iterator_types' must be an array", pos)
        its = []
        for a in its_attr.value:
            if type(a) is A.StringAttr:
                if a.value not in ITERATOR_TYPES:
                    raise parser.error(f"unknown iterator type '{a.value}'", pos)
                its.append(iterator_type(a.value))
            else:
                its.append(a)
        props["iterator_types"] = A.ArrayAttr(its)
        attrs = _split_attrs(cls, d, props)
        attrs.update(extra)
        props["operandSegmentSizes"] = A.DenseArrayAttr(A.I32, [len(ins), len(outs)])
        return cls.create(cls.OPNAME, ins + outs, rtypes, attrs, props, [r])


# -- named ops ---------------------------------------------------------------------------------

class NamedSpec:
    """One named structured op: loops, operand index expressions, body kind and properties.

    ``loops``: loop names in order, reduction loops marked ``*`` ("m n k*"). ``exprs``: one
    comma-separated index list per operand (inputs then the output; "" for scalars); ``a+b`` is a
    windowed access ``a * stride + b * dilation`` (the i-th window uses ``strides[i]``). ``rank_poly``
    ops (fill, copy, elementwise) use identity maps of the output's rank instead.
    """

    __slots__ = ("name", "n_ins", "loops", "reductions", "exprs", "body", "windowed", "user_maps",
                 "has_cast", "has_kind", "rank_poly", "doc", "_cache")

    def __init__(self, name, n_ins, body, loops="", exprs=(), windowed=False, user_maps=False, has_cast=False,
                 has_kind=False, rank_poly=False, doc=""):
        self.name = name
        self.n_ins = n_ins
        self.body = body
        names = loops.split()
        self.loops = [n.rstrip("*") for n in names]
        self.reductions = {n.rstrip("*") for n in names if n.endswith("*")}
        idx = {n: i for i, n in enumerate(self.loops)}
        self.exprs = []
        nw = 0
        for spec in exprs:
            terms = []
            for t in (s.strip() for s in spec.split(",") if s.strip()):
                if "+" in t:
                    a, b = (x.strip() for x in t.split("+"))
                    terms.append((idx[a], idx[b], nw))
                    nw += 1
                else:
                    terms.append(idx[t])
            self.exprs.append(terms)
        self.windowed = windowed
        self.user_maps = user_maps
        self.has_cast = has_cast
        self.has_kind = has_kind
        self.rank_poly = rank_poly
        self.doc = doc
        self._cache = {}

    def maps(self, strides=None, dilations=None, out_rank=0, n_operands=0):
        key = (tuple(strides) if strides else None, tuple(dilations) if dilations else None, out_rank, n_operands)
        r = self._cache.get(key)
        if r is None:
            r = self._cache[key] = self._maps(strides, dilations, out_rank, n_operands)
        return list(r)

    def _maps(self, strides, dilations, out_rank, n_operands):
        if self.rank_poly:
            ident = AffineMap.identity(out_rank)
            if self.name == "fill":
                return [AffineMap(out_rank, 0, ()), ident]
            return [ident] * n_operands
        n = len(self.loops)
        out = []
        for terms in self.exprs:
            res = []
            for t in terms:
                if type(t) is int:
                    res.append(dim(t))
                else:
                    a, b, w = t
                    s = strides[w] if strides is not None and w < len(strides) else 1
                    dl = dilations[w] if dilations is not None and w < len(dilations) else 1
                    res.append(dim(a) * s + dim(b) * dl)
            out.append(AffineMap(n, 0, tuple(res)))
        return out

    def iterators(self, out_rank=0):
        if self.rank_poly:
            return ["parallel"] * out_rank
        return ["reduction" if n in self.reductions else "parallel" for n in self.loops]


def _i64_elements(a):
    """dense i64 elements (strides/dilations)"""
    return type(a) is A.DenseElementsAttr and a.type.element_type is A.I64 and len(a.type.shape) == 1


def _dense_i64(values):
    values = [int(v) for v in values]
    return A.DenseElementsAttr(np.array(values, dtype=np.int64), A.RankedTensorType([len(values)], A.I64))


def _window_values(attr, n):
    if attr is None:
        return None
    arr = attr.to_numpy().reshape(-1)
    return [int(x) for x in arr][:n] if arr.size else None


def _camel(name):
    return "".join(p.upper() if p in ("1d", "2d", "3d") else p[:1].upper() + p[1:] for p in name.split("_")) + "Op"


class NamedStructuredOp(StructuredOp):
    """Base of the table-driven named ops (``spec`` is their NamedSpec)."""

    __slots__ = ()
    spec = None

    # -- structure -----------------------------------------------------------------------------
    def _out_rank(self):
        outs = self.outputs
        return _rank(outs[0].type) if outs else 0

    def default_indexing_maps(self):
        s = self.spec
        nw = len(s.loops)
        strides = dilations = None
        if s.windowed:
            strides = _window_values(self.properties.get("strides"), nw)
            dilations = _window_values(self.properties.get("dilations"), nw)
        return s.maps(strides, dilations, self._out_rank(), len(self.operands))

    def get_indexing_maps(self):
        if self.spec.user_maps:
            a = self.properties.get("indexing_maps")
            if a is not None:
                return [m.value for m in a.value]
        return self.default_indexing_maps()

    def get_iterator_types(self):
        s = self.spec
        if s.name == "contract":
            maps = self.get_indexing_maps()
            if not maps:
                return []
            outd = {e.position for e in maps[-1].results if type(e) is AffineDimExpr}
            return ["parallel" if i in outd else "reduction" for i in range(maps[0].num_dims)]
        return s.iterators(self._out_rank())

    def is_unsigned_cast(self):
        return self.properties.get("cast") is CAST_UNSIGNED or self.spec.body.endswith("_u")

    # -- building ------------------------------------------------------------------------------
    @classmethod
    def build_op(cls, inputs, outputs, *, result_types=None, cast=None, indexing_maps=None, strides=None,
                 dilations=None, kind=None, attributes=None, location=None):
        """Build the op and its body region. ``cast``: "cast_signed"/"cast_unsigned" (or the
        attribute); ``strides``/``dilations``: lists of ints (or dense attributes); ``kind``: the
        elementwise kind name; ``indexing_maps``: AffineMaps (matmul-like ops, elementwise, contract)."""
        s = cls.spec
        inputs, outputs = list(inputs), list(outputs)
        props = {"operandSegmentSizes": A.DenseArrayAttr(A.I32, [len(inputs), len(outputs)])}
        if cast is not None:
            if not s.has_cast:
                raise IRError(f"'{cls.OPNAME}' has no 'cast' property")
            props["cast"] = type_fn(cast) if isinstance(cast, str) else cast
        if strides is not None or dilations is not None:
            if not s.windowed:
                raise IRError(f"'{cls.OPNAME}' has no strides/dilations")
            if strides is not None:
                props["strides"] = strides if isinstance(strides, A.Attribute) else _dense_i64(strides)
            if dilations is not None:
                props["dilations"] = dilations if isinstance(dilations, A.Attribute) else _dense_i64(dilations)
        if kind is not None:
            props["kind"] = elementwise_kind(kind) if isinstance(kind, str) else kind
        elif s.has_kind:
            raise IRError(f"'{cls.OPNAME}' needs a kind")
        if indexing_maps is not None:
            if not s.user_maps:
                raise IRError(f"'{cls.OPNAME}' has no indexing_maps property")
            props["indexing_maps"] = A.ArrayAttr(
                [m if isinstance(m, AffineMapAttr) else AffineMapAttr(m) for m in indexing_maps])
        rt = _result_types_for(outputs) if result_types is None else list(result_types)
        op = cls.create(cls.OPNAME, inputs + outputs, rt, attributes, props, [Region()], (), location)
        op._complete()
        return op

    def _complete(self):
        """Set the default indexing maps property (where upstream materialises it) and build the body."""
        s = self.spec
        if s.user_maps and "indexing_maps" not in self.properties:
            if s.name == "contract":
                raise IRError("'linalg.contract' needs indexing_maps", op=self)
            self.properties["indexing_maps"] = A.ArrayAttr([AffineMapAttr(m) for m in self.default_indexing_maps()])
        r = self.regions[0]
        for b in list(r.blocks):
            r.remove_block(b)
        blk = _block_for(self.operands)
        r.add_block(blk)
        b = BodyBuilder(InsertionPoint.at_end(blk), self.location if self.location is not UNKNOWN_LOC else None)
        _BODIES[s.body](self, b, blk.args)

    # -- custom form ---------------------------------------------------------------------------
    def print_custom(self, p):
        s = self.spec
        props = self.properties
        if s.has_kind:
            p.write(f" <{enum_value(props.get('kind'), 'elementwise_kind') or props.get('kind')}>")
        if s.user_maps:
            a = props.get("indexing_maps")
            if a is not None and (s.name == "contract" or [m.value for m in a.value] != self.default_indexing_maps()):
                p.write(" indexing_maps = ")
                p.print_attr(a)
        # as upstream: discardable attributes first, then the inherent ones, each group sorted
        items = sorted((k, v) for k, v in self.attributes.items() if k != _MEMOIZED)
        items += sorted((k, v) for k, v in props.items() if k not in ("operandSegmentSizes", "indexing_maps", "kind"))
        _print_attr_items(p, items)
        _print_ins_outs(p, self.inputs, self.outputs)
        _print_arrow_types(p, [r.type for r in self.results])

    @classmethod
    def parse_custom(cls, parser):
        s = cls.spec
        pos = parser.tok_start
        props = {}
        if s.has_kind:
            parser.expect("<")
            kpos = parser.tok_start
            kw = parser.parse_any_keyword("elementwise kind")
            if kw not in ELEMENTWISE_KINDS:
                raise parser.error(f"unknown elementwise kind '{kw}'", kpos)
            parser.expect(">")
            props["kind"] = elementwise_kind(kw)
        if s.user_maps and parser.accept("indexing_maps"):
            parser.expect("=")
            mpos = parser.tok_start
            a = parser.parse_attribute()
            if type(a) is not A.ArrayAttr or any(type(m) is not AffineMapAttr for m in a.value):
                raise parser.error("expected an array of affine maps for 'indexing_maps'", mpos)
            props["indexing_maps"] = a
        attrs = _split_attrs(cls, parser.parse_optional_attr_dict(), props)
        ins = _parse_operand_group(parser, "ins")
        outs = _parse_operand_group(parser, "outs")
        attrs.update(_split_attrs(cls, parser.parse_optional_attr_dict(), props))
        rtypes = parser.parse_optional_arrow_type_list()
        if not outs:
            raise parser.error(f"'{cls.OPNAME}' expects an outs(...) operand list", pos)
        if len(ins) != s.n_ins and s.n_ins >= 0:
            raise parser.error(f"'{cls.OPNAME}' expects {s.n_ins} input(s), got {len(ins)}", pos)
        props["operandSegmentSizes"] = A.DenseArrayAttr(A.I32, [len(ins), len(outs)])
        op = cls.create(cls.OPNAME, ins + outs, rtypes, attrs, props, [Region()])
        try:
            op._complete()
        except IRError as e:
            raise parser.error(e.message, pos)
        return op


# -- bodies --------------------------------------------------------------------------------------

def _body_mac(op, b, args):
    out = args[-1]
    u = op.is_unsigned_cast()
    x = cast_to(b, args[0], out.type, u)
    y = cast_to(b, args[1], out.type, u)
    b.yield_([_binary(b, "add", out, _binary(b, "mul", x, y))])


def _body_qmac(op, b, args):
    out = args[-1]
    t = out.type
    x = _binary(b, "sub", cast_to(b, args[0], t), cast_to(b, args[2], t))
    y = _binary(b, "sub", cast_to(b, args[1], t), cast_to(b, args[3], t))
    b.yield_([_binary(b, "add", out, _binary(b, "mul", x, y))])


def _pool_body(fn):
    def body(op, b, args):
        out = args[-1]
        u = op.is_unsigned_cast()
        x = cast_to(b, args[0], out.type, u)
        b.yield_([_binary(b, fn, out, x, u)])
    return body


def _body_copy(op, b, args):
    b.yield_([cast_to(b, args[0], args[-1].type, op.is_unsigned_cast())])


def _body_fill(op, b, args):
    b.yield_([cast_to(b, args[0], args[-1].type)])


_EW_UNARY_MATH = {"exp": "math.exp", "log": "math.log", "abs": "math.absf", "ceil": "math.ceil",
                  "floor": "math.floor", "round": "math.round", "sqrt": "math.sqrt", "rsqrt": "math.rsqrt",
                  "tanh": "math.tanh", "erf": "math.erf", "sin": "math.sin", "cos": "math.cos", "tan": "math.tan",
                  "acos": "math.acos", "acosh": "math.acosh", "asin": "math.asin", "asinh": "math.asinh",
                  "atan": "math.atan", "atanh": "math.atanh", "log10": "math.log10", "log1p": "math.log1p",
                  "log2": "math.log2", "negf": "arith.negf"}
_EW_BINARY = {"add": ("add", False), "sub": ("sub", False), "mul": ("mul", False), "div": ("div", False),
              "div_unsigned": ("div", True), "max_signed": ("max", False), "min_signed": ("min", False),
              "max_unsigned": ("max", True), "min_unsigned": ("min", True), "powf": ("powf", False)}


def _body_elementwise(op, b, args):
    k = enum_value(op.properties.get("kind"), "elementwise_kind")
    n_ins = len(args) - 1
    want = 1 if k in _UNARY_KINDS else 3 if k == "select" else 2
    if n_ins != want:
        raise IRError(f"'linalg.elementwise' <{k}> expects {want} input(s), got {n_ins}", op=op)
    x = args[0]
    if k in _EW_UNARY_MATH:
        if k == "abs" and _is_int(x.type):
            r = b.val("math.absi", [x], x.type)
        else:
            r = b.val(_EW_UNARY_MATH[k], [x], x.type)
    elif k == "reciprocal":
        one = b.constant(A.FloatAttr(1.0, x.type))
        r = _binary(b, "div", one, x)
    elif k == "square":
        r = _binary(b, "mul", x, x)
    elif k == "select":
        r = b.val("arith.select", [args[0], args[1], args[2]], args[1].type)
    else:
        fn, u = _EW_BINARY[k]
        r = _binary(b, fn, x, args[1], u)
    b.yield_([r])


_BODIES = {"mac": _body_mac, "qmac": _body_qmac, "max": _pool_body("max"), "min": _pool_body("min"),
           "sum": _pool_body("add"), "max_u": _pool_body("max"), "min_u": _pool_body("min"),
           "copy": _body_copy, "fill": _body_fill, "elementwise": _body_elementwise}

# -- the table -----------------------------------------------------------------------------------

_SPECS = [
    # contractions
    NamedSpec("matmul", 2, "mac", "m n k*", ["m, k", "k, n", "m, n"], user_maps=True, has_cast=True),
    NamedSpec("batch_matmul", 2, "mac", "b m n k*", ["b, m, k", "b, k, n", "b, m, n"], user_maps=True,
              has_cast=True),
    NamedSpec("batch_reduce_matmul", 2, "mac", "b* m n k*", ["b, m, k", "b, k, n", "m, n"], user_maps=True,
              has_cast=True),
    NamedSpec("contract", 2, "mac", user_maps=True, has_cast=True),
    NamedSpec("matvec", 2, "mac", "m k*", ["m, k", "k", "m"]),
    NamedSpec("vecmat", 2, "mac", "n k*", ["k", "k, n", "n"]),
    NamedSpec("batch_matvec", 2, "mac", "b m k*", ["b, m, k", "b, k", "b, m"]),
    NamedSpec("batch_vecmat", 2, "mac", "b n k*", ["b, k", "b, k, n", "b, n"]),
    NamedSpec("dot", 2, "mac", "k*", ["k", "k", ""]),
    NamedSpec("mmt4d", 2, "mac", "m n k* m0 n0 k0*", ["m, k, m0, k0", "n, k, n0, k0", "m, n, m0, n0"]),
    NamedSpec("batch_mmt4d", 2, "mac", "b m n k* m0 n0 k0*",
              ["b, m, k, m0, k0", "b, n, k, n0, k0", "b, m, n, m0, n0"]),
    NamedSpec("quantized_matmul", 4, "qmac", "m n k*", ["m, k", "k, n", "", "", "m, n"]),
    NamedSpec("quantized_batch_matmul", 4, "qmac", "b m n k*", ["b, m, k", "b, k, n", "", "", "b, m, n"]),
    # element-wise
    NamedSpec("fill", 1, "fill", rank_poly=True),
    NamedSpec("copy", 1, "copy", rank_poly=True, has_cast=True),
    NamedSpec("elementwise", -1, "elementwise", rank_poly=True, user_maps=True, has_kind=True),
    # convolutions without strides
    NamedSpec("conv_1d", 2, "mac", "ow kw*", ["ow+kw", "kw", "ow"]),
    NamedSpec("conv_2d", 2, "mac", "oh ow kh* kw*", ["oh+kh, ow+kw", "kh, kw", "oh, ow"]),
    NamedSpec("conv_3d", 2, "mac", "od oh ow kd* kh* kw*", ["od+kd, oh+kh, ow+kw", "kd, kh, kw", "od, oh, ow"]),
]

_WINDOWED = [
    # name, body, loops, input, kernel, output
    ("conv_1d_nwc_wcf", "mac", "n ow f kw* c*", "n, ow+kw, c", "kw, c, f", "n, ow, f"),
    ("conv_1d_ncw_fcw", "mac", "n f ow c* kw*", "n, c, ow+kw", "f, c, kw", "n, f, ow"),
    ("conv_2d_nhwc_hwcf", "mac", "n oh ow f kh* kw* c*", "n, oh+kh, ow+kw, c", "kh, kw, c, f", "n, oh, ow, f"),
    ("conv_2d_nhwc_fhwc", "mac", "n oh ow f kh* kw* c*", "n, oh+kh, ow+kw, c", "f, kh, kw, c", "n, oh, ow, f"),
    ("conv_2d_nchw_fchw", "mac", "n f oh ow c* kh* kw*", "n, c, oh+kh, ow+kw", "f, c, kh, kw", "n, f, oh, ow"),
    ("conv_2d_ngchw_fgchw", "mac", "n g f oh ow c* kh* kw*", "n, g, c, oh+kh, ow+kw", "f, g, c, kh, kw",
     "n, g, f, oh, ow"),
    ("conv_2d_ngchw_gfchw", "mac", "n g f oh ow c* kh* kw*", "n, g, c, oh+kh, ow+kw", "g, f, c, kh, kw",
     "n, g, f, oh, ow"),
    ("conv_2d_nhwgc_gfhwc", "mac", "n oh ow g f kh* kw* c*", "n, oh+kh, ow+kw, g, c", "g, f, kh, kw, c",
     "n, oh, ow, g, f"),
    ("conv_3d_ndhwc_dhwcf", "mac", "n od oh ow f kd* kh* kw* c*", "n, od+kd, oh+kh, ow+kw, c",
     "kd, kh, kw, c, f", "n, od, oh, ow, f"),
    ("conv_3d_ncdhw_fcdhw", "mac", "n f od oh ow c* kd* kh* kw*", "n, c, od+kd, oh+kh, ow+kw",
     "f, c, kd, kh, kw", "n, f, od, oh, ow"),
    ("depthwise_conv_1d_ncw_cw", "mac", "n ow c kw*", "n, c, ow+kw", "c, kw", "n, c, ow"),
    ("depthwise_conv_1d_nwc_wc", "mac", "n ow c kw*", "n, ow+kw, c", "kw, c", "n, ow, c"),
    ("depthwise_conv_1d_nwc_wcm", "mac", "n ow c m kw*", "n, ow+kw, c", "kw, c, m", "n, ow, c, m"),
    ("depthwise_conv_2d_nchw_chw", "mac", "n oh ow c kh* kw*", "n, c, oh+kh, ow+kw", "c, kh, kw", "n, c, oh, ow"),
    ("depthwise_conv_2d_nhwc_hwc", "mac", "n oh ow c kh* kw*", "n, oh+kh, ow+kw, c", "kh, kw, c", "n, oh, ow, c"),
    ("depthwise_conv_2d_nhwc_hwcm", "mac", "n oh ow c m kh* kw*", "n, oh+kh, ow+kw, c", "kh, kw, c, m",
     "n, oh, ow, c, m"),
    ("depthwise_conv_3d_ncdhw_cdhw", "mac", "n od oh ow kd* kh* kw* c", "n, c, od+kd, oh+kh, ow+kw",
     "c, kd, kh, kw", "n, c, od, oh, ow"),
    ("depthwise_conv_3d_ndhwc_dhwc", "mac", "n od oh ow kd* kh* kw* c", "n, od+kd, oh+kh, ow+kw, c",
     "kd, kh, kw, c", "n, od, oh, ow, c"),
    ("depthwise_conv_3d_ndhwc_dhwcm", "mac", "n od oh ow m kd* kh* kw* c", "n, od+kd, oh+kh, ow+kw, c",
     "kd, kh, kw, c, m", "n, od, oh, ow, c, m"),
]
for _n in ("max", "sum", "min", "max_unsigned", "min_unsigned"):
    _b = {"max_unsigned": "max_u", "min_unsigned": "min_u"}.get(_n, _n)
    _WINDOWED.append((f"pooling_nhwc_{_n}", _b, "n oh ow c kh* kw*", "n, oh+kh, ow+kw, c", "kh, kw", "n, oh, ow, c"))
    _WINDOWED.append((f"pooling_nwc_{_n}", _b, "n ow c kw*", "n, ow+kw, c", "kw", "n, ow, c"))
for _n in ("max", "sum"):
    _WINDOWED.append((f"pooling_nchw_{_n}", _n, "n c oh ow kh* kw*", "n, c, oh+kh, ow+kw", "kh, kw", "n, c, oh, ow"))
    _WINDOWED.append((f"pooling_ncw_{_n}", _n, "n c ow kw*", "n, c, ow+kw", "kw", "n, c, ow"))
for _n in ("max", "sum", "min"):
    _WINDOWED.append((f"pooling_ndhwc_{_n}", _n, "n od oh ow c kd* kh* kw*", "n, od+kd, oh+kh, ow+kw, c",
                      "kd, kh, kw", "n, od, oh, ow, c"))

_QUANTIZED_CONVS = ("conv_2d_nchw_fchw", "conv_2d_ngchw_gfchw", "conv_2d_nhwc_fhwc", "conv_2d_nhwc_hwcf",
                    "conv_2d_nhwgc_gfhwc", "conv_3d_ndhwc_dhwcf", "depthwise_conv_2d_nhwc_hwc",
                    "depthwise_conv_2d_nhwc_hwcm")

for _name, _body, _loops, _i, _k, _o in list(_WINDOWED):
    _SPECS.append(NamedSpec(_name, 2, _body, _loops, [_i, _k, _o], windowed=True))
    if _name in _QUANTIZED_CONVS:
        _SPECS.append(NamedSpec(_name + "_q", 4, "qmac", _loops, [_i, _k, "", "", _o], windowed=True))

NAMED_OPS: dict[str, type] = {}


def _define(spec):
    ns = {"__slots__": (), "OPNAME": "linalg." + spec.name, "spec": spec,
          "__doc__": f"``linalg.{spec.name}``: named structured op (body kind '{spec.body}')."}
    if spec.windowed:
        ns["strides"] = opt_prop(_i64_elements)
        ns["dilations"] = opt_prop(_i64_elements)
    if spec.user_maps:
        ns["indexing_maps"] = opt_prop(A.ArrayAttr)
    if spec.has_cast:
        ns["cast"] = opt_prop(lambda a: enum_value(a, "type_fn") in TYPE_FNS)
    if spec.has_kind:
        ns["kind"] = prop(lambda a: enum_value(a, "elementwise_kind") in ELEMENTWISE_KINDS)
    cls = type(_camel(spec.name), (NamedStructuredOp,), ns)
    register(cls)
    NAMED_OPS[cls.OPNAME] = cls
    globals()[cls.__name__] = cls
    return cls


for _s in _SPECS:
    _define(_s)

# the classes are also module globals under their CamelCase names (Conv2DNchwFchwOp, ...); the most
# used ones are spelled out for readers and linters
FillOp = NAMED_OPS["linalg.fill"]
CopyOp = NAMED_OPS["linalg.copy"]
MatmulOp = NAMED_OPS["linalg.matmul"]
BatchMatmulOp = NAMED_OPS["linalg.batch_matmul"]
ContractOp = NAMED_OPS["linalg.contract"]
ElementwiseOp = NAMED_OPS["linalg.elementwise"]


def named(name, inputs, outputs, **kw):
    """Build the named op ``name`` ("linalg.matmul" or "matmul"); see ``NamedStructuredOp.build_op``."""
    cls = NAMED_OPS.get(name if name.startswith("linalg.") else "linalg." + name)
    if cls is None:
        raise IRError(f"unknown linalg named op '{name}'")
    return cls.build_op(inputs, outputs, **kw)


# ---------------------------------------------------------------------------------------------
# linalg.map, linalg.reduce, linalg.transpose, linalg.broadcast
# ---------------------------------------------------------------------------------------------

def _short_payload(blk, operands_want):
    """The payload op when the body is ``payload; yield payload`` on exactly ``operands_want``."""
    if blk is None or len(blk) != 2:
        return None
    payload = blk._first
    y = blk._last
    if not isinstance(y, YieldOp) or payload.regions or len(payload.results) != 1:
        return None
    if not operands_want or list(payload.operands) != operands_want:
        return None
    if list(y.operands) != [payload.results[0]]:
        return None
    return payload


def _print_short_payload(p, payload):
    items = sorted(payload.attributes.items())
    items += [(k, v) for k, v in sorted(payload.properties.items())
              if not (k == "fastmath" and v is _FASTMATH_NONE)]
    p.write(" { " + payload.name)
    _print_attr_items(p, items)
    p.write(" }")


def _parse_short_payload(parser):
    """``{ arith.addf {attrs} }`` -> (name, attrs, pos) or None."""
    if not parser.at("{"):
        return None
    parser.next()
    pos = parser.tok_start
    name = parser.parse_any_keyword("payload op name")
    attrs = parser.parse_optional_attr_dict()
    parser.expect("}")
    return name, attrs, pos


def _build_payload(parser, short, block, operands, result_type, loc):
    name, attrs, pos = short
    if "." not in name:
        raise parser.error(f"expected a dialect-qualified payload op name, got '{name}'", pos)
    cls = lookup_op_class(name)
    inherent = getattr(cls, "_inherent_names", None) if cls is not None else None
    if inherent is None:
        inherent = _FALLBACK_INHERENT
    props = {k: v for k, v in attrs.items() if k in inherent}
    disc = {k: v for k, v in attrs.items() if k not in inherent}
    op = make_op(name, operands, [result_type], props, disc, loc)  # upstream gives them the op's location
    block.append(op)
    block.append(YieldOp.create(YieldOp.OPNAME, [op.results[0]], (), location=loc))


def _print_long_body(p, region):
    blk = region.blocks[0] if region.blocks else None
    p.indent += 1
    p.newline()
    p.write("(")
    if blk is not None:
        for i, a in enumerate(blk.args):
            if i:
                p.write(", ")
            p.print_argument(a)
    p.write(") ")
    p.print_region(region, print_entry_args=False, print_terminators=True)
    p.indent -= 1


def _parse_long_body(parser):
    args = parser.parse_argument_list("(")
    return parser.parse_region(arguments=args)


@register
class MapOp(Op):
    """``linalg.map { arith.addf } ins(%a, %b : ...) outs(%init : ...)`` or with a
    ``(%in: f32, %in_0: f32, %init: f32) { ... }`` body (the init value is the last argument)."""

    __slots__ = ()
    OPNAME = "linalg.map"
    inputs = var_operand()
    init = operand()
    result_ = opt_result()
    mapper = region()
    traits = {SingleBlock}

    @classmethod
    def build_map(cls, inputs, init, body, *, attributes=None, location=None):
        """``body(b, *ins, init_arg)`` returns the value to yield."""
        inputs = list(inputs)
        blk = _block_for(inputs + [init])
        rt = _result_types_for([init])
        op = cls.create(cls.OPNAME, inputs + [init], rt, attributes, None, [Region([blk])], (), location)
        _run_body(blk, body, location)
        return op

    def asm_result_names(self):
        return "mapped"

    def asm_block_arg_names(self, region, block):
        return ["in"] * (len(block.args) - 1) + ["init"]

    def get_iterator_types(self):
        return ["parallel"] * _rank(self.init.type)

    def get_indexing_maps(self):
        m = AffineMap.identity(_rank(self.init.type))
        return [m] * len(self.operands)

    def dps_inputs(self):
        return self.inputs

    def dps_inits(self):
        return [self.init]

    def verify_(self):
        init = self.init
        if not isinstance(init.type, A.ShapedType):
            raise VerifyError("'linalg.map' init must be a tensor or memref", op=self)
        _verify_semantics(self)
        if [r.type for r in self.results] != _result_types_for([init]):
            raise VerifyError("'linalg.map' result type must match the init type", op=self)
        blk = self.regions[0].blocks[0] if self.regions[0].blocks else None
        if blk is None or len(blk.args) != len(self.operands):
            raise VerifyError(f"'linalg.map' expects number of operands to match the arity of mapper, but got: "
                              f"{len(self.operands)} and {0 if blk is None else len(blk.args)}", op=self)
        shape = init.type.shape
        for i, v in enumerate(self.inputs):
            t = v.type
            if not isinstance(t, A.ShapedType) or len(t.shape) != len(shape) or any(
                    a >= 0 and b >= 0 and a != b for a, b in zip(t.shape, shape)):
                raise VerifyError(f"'linalg.map' expected shape of input #{i} ({t}) to match shape of init "
                                  f"({init.type})", op=self)
        _verify_body(self, self.operands, [init])

    def print_custom(self, p):
        blk = self.regions[0].blocks[0] if self.regions[0].blocks else None
        n = len(self.inputs)
        payload = _short_payload(blk, list(blk.args[:n]) if blk is not None and n else [])
        if payload is not None:
            _print_short_payload(p, payload)
        _print_ins_outs(p, self.inputs, [self.init])
        p.print_optional_attr_dict(self.attributes)
        if payload is None:
            _print_long_body(p, self.regions[0])

    @classmethod
    def parse_custom(cls, parser):
        pos = parser.tok_start
        loc = _op_loc(parser, cls)
        short = _parse_short_payload(parser)
        ins = _parse_operand_group(parser, "ins")
        outs = _parse_operand_group(parser, "outs")
        if len(outs) != 1:
            raise parser.error(f"'linalg.map' expects one outs(...) operand, got {len(outs)}", pos)
        attrs = parser.parse_optional_attr_dict()
        if short is None:
            if not parser.at("("):
                raise parser.error("expected '(' to start the linalg.map body arguments, or a '{ op }' payload")
            r = _parse_long_body(parser)
        else:
            blk = _block_for(ins + outs)
            r = Region([blk])
            _build_payload(parser, short, blk, list(blk.args[:len(ins)]), _elem(outs[0].type), loc)
        return cls.create(cls.OPNAME, ins + outs, _result_types_for(outs), attrs, None, [r], (), loc)


@register
class ReduceOp(Op):
    """``linalg.reduce ins(...) outs(...) dimensions = [1] (%in: f32, %init: f32) {...}`` or the
    ``{ arith.addf }`` short form (the payload gets ``(%init, %in)``)."""

    __slots__ = ()
    OPNAME = "linalg.reduce"
    operands_ = var_operand()  # inputs then inits, as many of each (SameVariadicOperandSize)
    results_ = var_result()
    dimensions = prop(A.DenseArrayAttr)
    combiner = region()
    traits = {SingleBlock}

    @property
    def inputs(self):
        ops = self._operands
        return ops[:len(ops) // 2]

    @property
    def inits(self):
        ops = self._operands
        return ops[len(ops) // 2:]

    @classmethod
    def build_reduce(cls, inputs, inits, dimensions, body, *, attributes=None, location=None):
        """``body(b, *in_args, *init_args)`` returns the value(s) to yield."""
        inputs, inits = list(inputs), list(inits)
        blk = _block_for(inputs + inits)
        op = cls.create(cls.OPNAME, inputs + inits, _result_types_for(inits), attributes,
                        {"dimensions": A.DenseI64ArrayAttr(dimensions)}, [Region([blk])], (), location)
        _run_body(blk, body, location)
        return op

    def asm_result_names(self):
        return "reduced"

    def dps_inputs(self):
        return self.inputs

    def dps_inits(self):
        return self.inits

    def get_iterator_types(self):
        dims = set(self.dimensions.value)
        return ["reduction" if i in dims else "parallel" for i in range(_rank(self.inputs[0].type))]

    def get_indexing_maps(self):
        n = _rank(self.inputs[0].type)
        dims = set(self.dimensions.value)
        ident = AffineMap.identity(n)
        red = AffineMap.from_dims(n, [i for i in range(n) if i not in dims])
        k = len(self._operands) // 2
        return [ident] * k + [red] * k

    def asm_block_arg_names(self, region, block):
        n = len(block.args) // 2
        return ["in"] * n + ["init"] * (len(block.args) - n)

    def verify_(self):
        ops = self._operands
        if len(ops) % 2 or not ops:
            raise VerifyError("'linalg.reduce' expects as many inputs as inits (and at least one)", op=self)
        _verify_semantics(self)
        ins, inits = self.inputs, self.inits
        dims = list(self.dimensions.value)
        if [r.type for r in self.results] != _result_types_for(inits):
            raise VerifyError("'linalg.reduce' result types must match the tensor init types", op=self)
        t0 = ins[0].type
        if not isinstance(t0, A.ShapedType):
            raise VerifyError("'linalg.reduce' inputs must be tensors or memrefs", op=self)
        rank = len(t0.shape)
        for i, v in enumerate(ins):
            if not isinstance(v.type, A.ShapedType) or v.type.shape != t0.shape:
                raise VerifyError(f"'linalg.reduce' expects all inputs to have the same shapes. Shape at input-index "
                                  f"{i} is not equal to the shape at input-index 0.", op=self)
        for d in dims:
            if d < 0 or d >= rank:
                raise VerifyError(f"'linalg.reduce' dimensions for reduction should be in the range [0, {rank - 1}].",
                                  op=self)
        if dims != sorted(set(dims)):
            raise VerifyError("'linalg.reduce' dimensions must be strictly increasing", op=self)
        kept = [s for i, s in enumerate(t0.shape) if i not in dims]
        for i, v in enumerate(inits):
            t = v.type
            if not isinstance(t, A.ShapedType) or len(t.shape) != len(kept):
                raise VerifyError(f"'linalg.reduce' init #{i} rank ({_rank(t)}) does not match input rank "
                                  f"({rank}) minus the number of reduced dimensions ({len(dims)})", op=self)
            for a, b in zip(t.shape, kept):
                if a >= 0 and b >= 0 and a != b:
                    raise VerifyError(f"'linalg.reduce' init #{i} has shape {t} but the input without the reduced "
                                      f"dimensions is {list(kept)}", op=self)
        _verify_body(self, ops, inits)

    def _payload(self):
        blk = self.regions[0].blocks[0] if self.regions[0].blocks else None
        if blk is None or len(blk.args) != 2:
            return None
        return _short_payload(blk, [blk.args[1], blk.args[0]])

    def print_custom(self, p):
        payload = self._payload()
        if payload is not None:
            _print_short_payload(p, payload)
        _print_ins_outs(p, self.inputs, self.inits)
        p.write(" dimensions = [" + ", ".join(map(str, self.dimensions.value)) + "] ")
        p.print_optional_attr_dict(self.attributes)
        if payload is None:
            _print_long_body(p, self.regions[0])

    @classmethod
    def parse_custom(cls, parser):
        pos = parser.tok_start
        loc = _op_loc(parser, cls)
        short = _parse_short_payload(parser)
        ins = _parse_operand_group(parser, "ins")
        outs = _parse_operand_group(parser, "outs")
        if not ins or len(ins) != len(outs):
            raise parser.error(f"'linalg.reduce' expects as many inputs as inits, got {len(ins)} and {len(outs)}",
                               pos)
        parser.expect("dimensions")
        parser.expect("=")
        dims = _parse_int_list(parser)
        attrs = parser.parse_optional_attr_dict()
        if short is None:
            if not parser.at("("):
                raise parser.error("expected '(' to start the linalg.reduce body arguments, or a '{ op }' payload")
            r = _parse_long_body(parser)
        else:
            blk = _block_for(ins + outs)
            r = Region([blk])
            n = len(ins)
            _build_payload(parser, short, blk, list(blk.args[n:]) + list(blk.args[:n]), _elem(outs[0].type), loc)
        return cls.create(cls.OPNAME, ins + outs, _result_types_for(outs), attrs,
                          {"dimensions": A.DenseI64ArrayAttr(dims)}, [r], (), loc)


class _CopyLikeOp(Op):
    """Shared by transpose and broadcast: ``ins(%x : t) outs(%init : t2) <key> = [...]``."""

    __slots__ = ()
    input = operand()
    init = operand()
    result_ = opt_result()
    body = region()
    traits = {SingleBlock}
    _key = None
    _result_name = None

    @classmethod
    def _build(cls, x, init, values, attributes=None, location=None):
        blk = _block_for([x, init])
        blk.append(YieldOp.create(YieldOp.OPNAME, [blk.args[0]], ()))
        return cls.create(cls.OPNAME, [x, init], _result_types_for([init]), attributes,
                          {cls._key: A.DenseI64ArrayAttr(values)}, [Region([blk])], (), location)

    def asm_result_names(self):
        return self._result_name

    def dps_inputs(self):
        return [self.input]

    def dps_inits(self):
        return [self.init]

    def get_iterator_types(self):
        return ["parallel"] * _rank(self.init.type)

    def print_custom(self, p):
        _print_ins_outs(p, [self.input], [self.init])
        p.write(f" {self._key} = [" + ", ".join(map(str, self.properties[self._key].value)) + "] ")
        p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        pos = parser.tok_start
        ins = _parse_operand_group(parser, "ins")
        outs = _parse_operand_group(parser, "outs")
        if len(ins) != 1 or len(outs) != 1:
            raise parser.error(f"'{cls.OPNAME}' expects one ins(...) and one outs(...) operand", pos)
        parser.expect(cls._key)
        parser.expect("=")
        vals = _parse_int_list(parser)
        attrs = parser.parse_optional_attr_dict()
        op = cls._build(ins[0], outs[0], vals, attrs)
        return op

    def _verify_common(self):
        if [r.type for r in self.results] != _result_types_for([self.init]):
            raise VerifyError(f"'{self.name}' result type must match the init type", op=self)
        for v in (self.input, self.init):
            if not isinstance(v.type, A.ShapedType):
                raise VerifyError(f"'{self.name}' operands must be tensors or memrefs", op=self)
        _verify_semantics(self)
        _verify_body(self, self.operands, [self.init])


@register
class TransposeOp(_CopyLikeOp):
    """``linalg.transpose ins(%x : tensor<2x3xf32>) outs(%t : tensor<3x2xf32>) permutation = [1, 0]``."""

    __slots__ = ()
    OPNAME = "linalg.transpose"
    permutation = prop(A.DenseArrayAttr)
    _key = "permutation"
    _result_name = "transposed"

    @classmethod
    def build_transpose(cls, x, init, permutation, *, attributes=None, location=None):
        return cls._build(x, init, permutation, attributes, location)

    def get_indexing_maps(self):
        perm = list(self.permutation.value)
        inv = [0] * len(perm)
        for i, p in enumerate(perm):
            inv[p] = i
        n = len(perm)
        return [AffineMap.from_dims(n, inv), AffineMap.identity(n)]

    def verify_(self):
        self._verify_common()
        perm = list(self.permutation.value)
        ti, to = self.input.type, self.init.type
        if sorted(perm) != list(range(len(perm))):
            raise VerifyError(f"'linalg.transpose' permutation {perm} is not a permutation", op=self)
        if len(ti.shape) != len(perm) or len(to.shape) != len(perm):
            raise VerifyError(f"'linalg.transpose' input rank ({len(ti.shape)}) and init rank ({len(to.shape)}) must "
                              f"equal the permutation size ({len(perm)})", op=self)
        for i, p in enumerate(perm):
            a, b = ti.shape[p], to.shape[i]
            if a >= 0 and b >= 0 and a != b:
                raise VerifyError(f"'linalg.transpose' dim(result, {i}) = {b} doesn't match dim(input, "
                                  f"permutation[{i}]) = {a}", op=self)


@register
class BroadcastOp(_CopyLikeOp):
    """``linalg.broadcast ins(%x : tensor<2xf32>) outs(%y : tensor<2x3xf32>) dimensions = [1]``: the
    init dimensions listed are the added ones."""

    __slots__ = ()
    OPNAME = "linalg.broadcast"
    dimensions = prop(A.DenseArrayAttr)
    _key = "dimensions"
    _result_name = "broadcasted"

    @classmethod
    def build_broadcast(cls, x, init, dimensions, *, attributes=None, location=None):
        return cls._build(x, init, dimensions, attributes, location)

    def get_indexing_maps(self):
        n = _rank(self.init.type)
        dims = set(self.dimensions.value)
        return [AffineMap.from_dims(n, [i for i in range(n) if i not in dims]), AffineMap.identity(n)]

    def verify_(self):
        self._verify_common()
        dims = list(self.dimensions.value)
        ti, to = self.input.type, self.init.type
        if len(ti.shape) + len(dims) != len(to.shape):
            raise VerifyError(f"'linalg.broadcast' input rank plus added dimensions does not match init rank. "
                              f"input rank: {len(ti.shape)}, dimensions size: {len(dims)}, init rank: "
                              f"{len(to.shape)}", op=self)
        for d in dims:
            if d < 0 or d >= len(to.shape):
                raise VerifyError(f"'linalg.broadcast' dimension {d} is out of range [0, {len(to.shape)})", op=self)
        if len(set(dims)) != len(dims):
            raise VerifyError("'linalg.broadcast' dimensions must be unique", op=self)
        kept = [i for i in range(len(to.shape)) if i not in dims]
        for i, j in enumerate(kept):
            a, b = ti.shape[i], to.shape[j]
            if a >= 0 and b >= 0 and a != b:
                raise VerifyError(f"'linalg.broadcast' input dim {i} should match init dim {j}. input: {a}, "
                                  f"init: {b}", op=self)


# ---------------------------------------------------------------------------------------------
# Convenience
# ---------------------------------------------------------------------------------------------

def generic(inputs, outputs, indexing_maps, iterator_types, body, **kw):
    return GenericOp.build_generic(inputs, outputs, indexing_maps, iterator_types, body, **kw)


def yield_(values, location=None):
    return YieldOp.create(YieldOp.OPNAME, list(values), (), location=location)


def index(d, location=None):
    return IndexOp.build_index(d, location)


def fill(value, out, **kw):
    return FillOp.build_op([value], [out], **kw)


def matmul(a, b, out, **kw):
    return MatmulOp.build_op([a, b], [out], **kw)


def transpose(x, init, permutation, **kw):
    return TransposeOp.build_transpose(x, init, permutation, **kw)


def broadcast(x, init, dimensions, **kw):
    return BroadcastOp.build_broadcast(x, init, dimensions, **kw)


def generalize(op):
    """An equivalent, unattached ``linalg.generic`` for a named op or ``map``/``reduce``/
    ``transpose``/``broadcast`` (same maps, iterators and body; discardable attributes kept)."""
    if not (op.name.startswith("linalg.") and hasattr(op, "dps_inits")):
        raise IRError(f"cannot generalize '{op.name}'", op=op)
    ins, outs = list(op.dps_inputs()), list(op.dps_inits())
    attrs = {k: v for k, v in op.attributes.items() if k != _MEMOIZED}
    g = GenericOp.build_generic(ins, outs, op.get_indexing_maps(), op.get_iterator_types(), None,
                                result_types=[r.type for r in op.results], attributes=attrs,
                                location=op.location)
    blk = g.regions[0].blocks[0]
    old = op.regions[0].blocks[0]
    mapping = {a: b for a, b in zip(old.args, blk.args)}
    for inner in old:
        blk.append(inner.clone(mapping))
    return g
