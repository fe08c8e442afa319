"""Helpers shared by the torch -> linalg lowerings (the family files import only this module
and ``registry``). The torch-side readers (constants, types, dims) live in
``tmlir.conversion.torch_operands``, shared with the other backends, and are re-exported here.

Reading constant arguments (from the *torch* operands, ``op.arg("dim")``), also once the pass
converted their ``torch.constant.*`` producer (``torch_c.from_i64(arith.constant 3)``)::

    U.const_value(v)      # the constant as written: 3, 2.5, True; else None
    U.const_int(v)        # 3, else None          U.const_float(v)   # 3.0, else None
    U.const_bool(v)       # True, else None       U.const_str(v), U.is_none(v)
    U.const_int_list(v)   # prim.ListConstruct of constant ints -> [0, 1], else None
    U.const_flag(op, "keepdim")   # a constant bool argument, False when absent or None

(The bool rule of those readers: see ``torch_operands``.)

Types::

    U.result_type(op, i)  # the builtin type of result i (tensor<2x?xf32>), raises NotLowerable if none
    U.torch_dtype(v)      # the torch dtype of a tensor value (si64, ui8, i1, f32, ...)
    U.compute_type(elt)   # the accumulator element type (f32 for f16/bf16)

Scalars, inside a linalg body (``b`` a ``linalg.BodyBuilder``) or outside one (``RB(rw, loc)``)::

    U.cmpi(b, "slt", x, y), U.cmpf(b, "une", x, y)   # predicates named as in arith's tables
    U.compare(b, "lt", x, y, unsigned)                # eq/ne/lt/le/gt/ge for any element type
    U.select, U.add, U.sub, U.mul, U.div, U.maximum, U.minimum, U.b_and, U.b_or, U.b_not
    U.convert_scalar(b, v, to_elt, src_unsigned=False)   # the one conversion between element types

Complex elements (``complex<f32>``/``complex<f64>``) use the complex dialect: ``add``/``sub``/
``mul``/``div``/``compare`` (eq, ne) pick its ops, ``cconst`` makes a constant, ``re``/``im``/
``make_complex`` take numbers apart and back; ``convert_scalar`` converts to and from complex as
PyTorch casts (a real becomes ``x + 0i``; complex -> real keeps the real part).
    U.Ix(b)                                           # index arithmetic folding Python ints

Tensors (``rw`` is the rewriter, ``loc`` a location)::

    U.dim(rw, x, 1, loc)                  # an int if static, else tensor.dim's index value
    U.sizes(rw, x, loc)                   # [int | index Value] for every dim of x
    U.empty(rw, sizes, elt, loc)          # tensor.empty with the dynamic sizes
    U.filled(rw, sizes, elt, value, loc)  # tensor.empty + linalg.fill
    U.elementwise(rw, inputs, out_type, body, loc)   # broadcasting linalg.generic
    U.gather_generic(rw, out_type, sizes, body, loc) # a generic reading with tensor.extract
    U.reduce_over(rw, x, dims, acc_elt, init, combine, loc)

The elementwise ``body(b, *args)`` receives a ``linalg.BodyBuilder`` and one scalar per input
and returns the scalar result.
"""
from __future__ import annotations

import math

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap, dim as affine_dim, const as affine_const
from tmlir.ir.core import Value
from tmlir.ir.dialects import linalg, tensor
from tmlir.ir.dialects.arith import ConstantOp, CmpIOp, CmpFOp, CMPI_PREDICATES, CMPF_PREDICATES
from tmlir.conversion.backend_types import builtin_type, TORCH_C_CASTS, SATURATING_FLOATS  # noqa: F401  (re-exported)
from tmlir.conversion import torch_operands as T
from tmlir.conversion.torch_operands import (  # noqa: F401  (the torch-side readers, re-exported)
    DYN, INT64_MAX, NotLowerable, arg_index, arg_of, converted, has_arg, strip_casts, scalar_of,
    tensor_of, tensor_operand, const_value, const_number, const_int, const_float, const_bool,
    const_str, is_none, list_elements, const_int_list, int_list_entries, const_flag, result_type,
    torch_dtype, is_unsigned, is_unsigned_value, is_float, is_int, is_complex, elem, ranked, rank_of,
    compute_type, sum_type, dim_arg, required_dim, builtin_literal_attr, normalize_dim, norm_dim, static_shape, lowest, highest,
    const_tensor_values, is_quantized, quantized_zero_point)


# ---------------------------------------------------------------------------------------------
# Scalars: body builders and the rewriter seen as one
# ---------------------------------------------------------------------------------------------

def _make(name, operands, results, loc, props=None):
    return linalg.make_op(name, operands, results, props, None, loc)


class RB:
    """The rewriter seen as a body builder (``.val``/``.constant``/``.insert``), so the scalar
    helpers below work both outside and inside regions."""

    def __init__(self, rw, loc):
        self.rw, self.loc = rw, loc

    def val(self, name, operands, t, props=None):
        return arith(self.rw, name, operands, t, self.loc, props)

    def constant(self, attr):
        if attr.type is A.INDEX:
            return index(self.rw, attr.value, self.loc)
        return scalar_const(self.rw, attr.value, attr.type, self.loc)

    def insert(self, op):
        return self.rw.insert(op)


def fconst(b, value, t):
    return b.constant(A.FloatAttr(float(value), t))


def iconst(b, value, t):
    return b.constant(A.IntegerAttr(int(value), t))


def cconst(b, value, t):
    """``complex.constant [re, im] : t`` for the Python number ``value``."""
    value = complex(value)
    pair = A.ArrayAttr((A.FloatAttr(value.real, t.element_type), A.FloatAttr(value.imag, t.element_type)))
    return b.val("complex.constant", [], t, {"value": pair})


def const_of(b, value, t):
    """A scalar constant ``value`` of element type ``t`` (integer, float or complex)."""
    if is_complex(t):
        return cconst(b, value, t)
    if is_float(t):
        return fconst(b, value, t)
    return iconst(b, value, t)


def re(b, z):
    """``complex.re``: the real part (a float of the complex's element type)."""
    return b.val("complex.re", [z], z.type.element_type)


def im(b, z):
    return b.val("complex.im", [z], z.type.element_type)


def make_complex(b, x, y, t):
    """``complex.create x, y : t`` (``x``, ``y`` of t's element type)."""
    return b.val("complex.create", [x, y], t)


def cmpi(b, pred, x, y):
    """``arith.cmpi`` with a predicate of ``arith.CMPI_PREDICATES`` (eq, ne, slt, ..., uge)."""
    return b.insert(CmpIOp.build_pred(pred, x, y)).results[0]


def cmpf(b, pred, x, y):
    """``arith.cmpf`` with a predicate of ``arith.CMPF_PREDICATES`` (oeq, ogt, une, uno, ord, ...)."""
    return b.insert(CmpFOp.build_pred(pred, x, y)).results[0]


def predicate(rel, elt, unsigned=False):
    """The arith predicate for the relation ``rel`` (eq, ne, lt, le, gt, ge) on element type
    ``elt``: ordered for floats (``ne`` is unordered, true for NaN, as torch's ``!=``), signed or
    unsigned (bool is unsigned) for integers."""
    if is_float(elt):
        name = "une" if rel == "ne" else "o" + rel
        assert name in CMPF_PREDICATES, rel
        return name
    name = rel if rel in ("eq", "ne") else ("u" if unsigned or elt is A.I1 else "s") + rel
    assert name in CMPI_PREDICATES, rel
    return name


def compare(b, rel, x, y, unsigned=False):
    """``x rel y`` (eq, ne, lt, le, gt, ge) on scalars of any element type; complex numbers have
    eq and ne only (``complex.eq``/``complex.neq``: ne is true when either part differs or is NaN)."""
    if is_complex(x.type):
        if rel not in ("eq", "ne"):
            raise NotLowerable(f"complex numbers have no ordering ('{rel}')")
        return b.val("complex.eq" if rel == "eq" else "complex.neq", [x, y], A.I1)
    name = predicate(rel, x.type, unsigned)
    return cmpf(b, name, x, y) if is_float(x.type) else cmpi(b, name, x, y)


def is_nan(b, x):
    return cmpf(b, "uno", x, x)


def select(b, c, x, y):
    return b.val("arith.select", [c, x, y], x.type)


def b_and(b, x, y):
    return b.val("arith.andi", [x, y], A.I1)


def b_or(b, x, y):
    return b.val("arith.ori", [x, y], A.I1)


def b_not(b, x):
    return b.val("arith.xori", [x, iconst(b, 1, A.I1)], A.I1)


def add(b, x, y):
    t = x.type
    if is_complex(t):
        return b.val("complex.add", [x, y], t)
    if is_float(t):
        return b.val("arith.addf", [x, y], t)
    if t is A.I1:
        return b_or(b, x, y)
    return b.val("arith.addi", [x, y], t)


def mul(b, x, y):
    t = x.type
    if is_complex(t):
        return b.val("complex.mul", [x, y], t)
    if is_float(t):
        return b.val("arith.mulf", [x, y], t)
    if t is A.I1:
        return b_and(b, x, y)
    return b.val("arith.muli", [x, y], t)


def sub(b, x, y):
    if is_complex(x.type):
        return b.val("complex.sub", [x, y], x.type)
    return b.val("arith.subf" if is_float(x.type) else "arith.subi", [x, y], x.type)


def div(b, x, y):
    """Float (or complex) division."""
    return b.val("complex.div" if is_complex(x.type) else "arith.divf", [x, y], x.type)


def maximum(b, x, y, unsigned=False):
    """NaN-propagating max (torch.amax semantics)."""
    t = x.type
    if is_float(t):
        return b.val("arith.maximumf", [x, y], t)
    if t is A.I1:
        return b_or(b, x, y)
    return b.val("arith.maxui" if unsigned else "arith.maxsi", [x, y], t)


def minimum(b, x, y, unsigned=False):
    """NaN-propagating min."""
    t = x.type
    if is_float(t):
        return b.val("arith.minimumf", [x, y], t)
    if t is A.I1:
        return b_and(b, x, y)
    return b.val("arith.minui" if unsigned else "arith.minsi", [x, y], t)


def better(b, x, a, is_max, unsigned):
    """Whether ``x`` beats the accumulated ``a`` (NaN beats everything, as in torch)."""
    t = x.type
    if is_float(t):
        strict = cmpf(b, "ogt" if is_max else "olt", x, a)
        return b_or(b, strict, b_and(b, is_nan(b, x), cmpf(b, "ord", a, a)))
    return cmpi(b, predicate("gt" if is_max else "lt", t, unsigned), x, a)


def same(b, x, a):
    """``x == a``, with NaN equal to NaN."""
    if is_float(x.type):
        return b_or(b, cmpf(b, "oeq", x, a), b_and(b, is_nan(b, x), is_nan(b, a)))
    return cmpi(b, "eq", x, a)


def _saturate(b, v, to):
    """``v`` clamped to the finite range of the saturating kind ``to`` (NaN propagates)."""
    bound = SATURATING_FLOATS[to.kind]
    return maximum(b, minimum(b, v, fconst(b, bound, v.type)), fconst(b, -bound, v.type))


def convert_scalar(b, v, to, src_unsigned=False, dst_unsigned=False, drop_imag=False):
    """Convert scalar ``v`` to element type ``to`` as PyTorch does: anything -> i1 is ``!= 0``,
    i1 and unsigned sources extend with zeros, float -> a narrow unsigned type goes through i64
    (wrapping), f16 <-> bf16 goes through f32, index goes through i64."""
    frm = v.type
    if frm is to:
        return v
    if is_complex(frm) or is_complex(to):
        return _convert_complex(b, v, to, src_unsigned, dst_unsigned, drop_imag)
    if is_float(frm) and is_float(to):
        c = const_value(v)
        if isinstance(c, float):  # the constant in the destination type, as the conversion rounds it
            if to.kind in SATURATING_FLOATS and not math.isnan(c):
                c = max(-SATURATING_FLOATS[to.kind], min(SATURATING_FLOATS[to.kind], c))
            return b.constant(A.FloatAttr(A.round_to_type(c, to), to))
        if to.width == 8 and frm is not A.F32:
            # to an 8-bit float from f32 only, as PyTorch's conversion goes through float
            v = b.val("arith.truncf" if frm.width > 32 else "arith.extf", [v], A.F32)
            frm = A.F32
        if to.kind in SATURATING_FLOATS:
            v = _saturate(b, v, to)
    if to is A.I1:
        if type(frm) is A.IntegerType:
            return cmpi(b, "ne", v, b.constant(A.IntegerAttr(0, frm)))
        return cmpf(b, "une", v, b.constant(A.FloatAttr(0.0, frm)))
    if frm is A.I1:
        src_unsigned = True
    if frm is A.INDEX:
        v = b.val("arith.index_cast", [v], A.I64)
        frm = A.I64
    if is_float(frm) and type(to) is A.IntegerType and dst_unsigned and to.width < 64:
        return b.val("arith.trunci", [b.val("arith.fptosi", [v], A.I64)], to)
    if is_float(frm) and is_float(to) and frm.width == to.width:
        # f16 <-> bf16 through f32 (exact, then one rounding)
        return b.val("arith.truncf", [b.val("arith.extf", [v], A.F32)], to)
    return linalg.cast_to(b, v, to, unsigned=src_unsigned if type(to) is not A.IntegerType or type(frm) is A.IntegerType
                          else dst_unsigned)


def _convert_complex(b, v, to, src_unsigned, dst_unsigned, drop_imag):
    """Conversions with a complex side: parts converted one by one; a real source gets a zero
    imaginary part; bool is "either part nonzero". A real (non-bool) destination takes the real
    part only where the caller says so (``drop_imag``: an explicit cast, as PyTorch's); anywhere
    else it is not lowerable, so that no lowering computes on real parts by accident."""
    frm = v.type
    d = v.defining_op
    if is_complex(frm) and is_complex(to) and d is not None and d.name == "complex.constant":
        # a constant in the destination type, as the conversion rounds its parts
        et = to.element_type
        parts = [A.round_to_type(p.value, et) for p in d.get_attr("value").value]
        return cconst(b, complex(*parts), to)
    if is_complex(frm) and is_complex(to):
        et = to.element_type
        return make_complex(b, convert_scalar(b, re(b, v), et), convert_scalar(b, im(b, v), et), to)
    if is_complex(to):
        et = to.element_type
        return make_complex(b, convert_scalar(b, v, et, src_unsigned), fconst(b, 0.0, et), to)
    if to is A.I1:
        return b_or(b, convert_scalar(b, re(b, v), A.I1), convert_scalar(b, im(b, v), A.I1))
    if not drop_imag:
        raise NotLowerable(f"a {frm} value where {to} is computed (only an explicit cast drops the imaginary part)")
    return convert_scalar(b, re(b, v), to, False, dst_unsigned)


def scalar_to(b, v, to):
    """Convert a ``!torch.float/int`` scalar (f64/i64) to ``to``, looking through a widening that
    produced it (``arith.extf %f32 -> f64`` then to f32 is ``%f32``): no f64 arithmetic is left
    on the host when ``item()`` feeds a fill."""
    d = v.defining_op
    if d is not None and d.name in ("arith.extf", "arith.extsi", "arith.extui") and d.operand(0).type is to:
        return d.operand(0)
    if d is not None and d.name == "arith.sitofp" and is_float(to):
        return convert_scalar(b, d.operand(0), to)
    return convert_scalar(b, v, to)


def loop_index(b, d):
    """``linalg.index d`` in a body."""
    return b.insert(linalg.index(d)).results[0]


def extract(b, x, idx):
    """``tensor.extract x[idx]`` (index values)."""
    return b.insert(tensor.ExtractOp.build_extract(x, list(idx))).results[0]


class Ix:
    """Index arithmetic on Python ints and ``index`` values, folding when both are ints; ``b`` is a
    body builder, or ``RB(rw, loc)`` outside a body.

    >>> ix = Ix(RB(rw, loc)); ix.mul(2, 3)      # 6
    >>> ix.add(%d, 1)                           # arith.addi %d, %c1 : index
    """

    def __init__(self, b):
        self.b = b

    def v(self, x):
        """An index Value for an int, index value or i64/other int value."""
        if isinstance(x, int):
            return self.b.constant(A.IntegerAttr(x, A.INDEX))
        if x.type is A.INDEX:
            return x
        if type(x.type) is A.IntegerType and x.type.width != 64:
            x = convert_scalar(self.b, x, A.I64)
        return self.b.val("arith.index_cast", [x], A.INDEX)

    def _bin(self, name, x, y, fold):
        if isinstance(x, int) and isinstance(y, int):
            return fold(x, y)
        return self.b.val(name, [self.v(x), self.v(y)], A.INDEX)

    def add(self, x, y):
        if isinstance(y, int) and y == 0:
            return x
        return self._bin("arith.addi", x, y, lambda a, c: a + c)

    def sub(self, x, y):
        if isinstance(y, int) and y == 0:
            return x
        return self._bin("arith.subi", x, y, lambda a, c: a - c)

    def mul(self, x, y):
        if isinstance(y, int) and y == 1:
            return x
        if isinstance(x, int) and x == 1:
            return y
        return self._bin("arith.muli", x, y, lambda a, c: a * c)

    def floordiv(self, x, y):
        if isinstance(y, int) and y == 1:
            return x
        return self._bin("arith.floordivsi", x, y, lambda a, c: a // c)

    def ceildiv(self, x, y):
        if isinstance(y, int) and y == 1:
            return x
        return self._bin("arith.ceildivsi", x, y, lambda a, c: -((-a) // c))

    def rem(self, x, y):
        """Python-style (non-negative for positive y) remainder."""
        if isinstance(x, int) and isinstance(y, int):
            return x % y
        r = self._bin("arith.remsi", x, y, None)
        neg = cmpi(self.b, "slt", r, self.v(0))
        return select(self.b, neg, self.b.val("arith.addi", [r, self.v(y)], A.INDEX), r)

    def max(self, x, y):
        return self._bin("arith.maxsi", x, y, max)

    def min(self, x, y):
        return self._bin("arith.minsi", x, y, min)

    def clamp(self, x, lo, hi):
        return self.min(self.max(x, lo), hi)

    def wrap_negative(self, x, size):
        """``x + size`` when ``x < 0`` (torch's negative index/dim convention)."""
        if isinstance(x, int):
            if x >= 0:
                return x
            if isinstance(size, int):
                return x + size
            return self.add(size, x)
        xv = self.v(x)
        neg = cmpi(self.b, "slt", xv, self.v(0))
        return select(self.b, neg, self.b.val("arith.addi", [xv, self.v(size)], A.INDEX), xv)

    def prod(self, xs):
        p = 1
        for x in xs:
            p = self.mul(p, x)
        return p


def scalar_or_int(rw, v, loc=None):
    """A constant int operand as int, else its index value; None for ``!torch.none``."""
    if is_none(v):
        return None
    c = const_int(v)
    if c is not None:
        return c
    return Ix(RB(rw, loc)).v(scalar_of(rw, v))


# ---------------------------------------------------------------------------------------------
# Building outside bodies
# ---------------------------------------------------------------------------------------------

def index(rw, n, loc=None):
    return rw.insert(ConstantOp.build_index(int(n), location=loc)).results[0]


def scalar_const(rw, value, elt, loc=None):
    """``arith.constant`` of element type ``elt`` (int, float or i1); ``complex.constant`` for a
    complex ``elt``."""
    if is_complex(elt):
        return cconst(RB(rw, loc), value, elt)
    if type(elt) is A.IntegerType:
        if elt.width == 1:
            value = 1 if value else 0
        attr = A.IntegerAttr(int(value), elt)
    else:
        attr = A.FloatAttr(float(value), elt)
    op = ConstantOp.build_value(attr, location=loc)
    return rw.insert(op).results[0]


def as_index(rw, v, loc=None):
    """An index value from an int, an index value, or an i64 value."""
    if isinstance(v, int):
        return index(rw, v, loc)
    if v.type is A.INDEX:
        return v
    return rw.insert(_make("arith.index_cast", [v], [A.INDEX], loc)).results[0]


def as_i64(rw, v, loc=None):
    if isinstance(v, int):
        return scalar_const(rw, v, A.I64, loc)
    if v.type is A.I64:
        return v
    return rw.insert(_make("arith.index_cast", [v], [A.I64], loc)).results[0]


def arith(rw, name, operands, result_type_, loc=None, props=None):
    """Create ``name`` (e.g. "arith.addi") and return its result."""
    return rw.insert(_make(name, operands, [result_type_], loc, props)).results[0]


def dim(rw, x, i, loc=None):
    """Size of dim ``i`` of the builtin tensor ``x``: an int when static, else an index value."""
    s = x.type.shape[i]
    if s != DYN:
        return s
    return rw.insert(tensor.DimOp.build_dim(x, index(rw, i, loc), location=loc)).results[0]


def sizes(rw, x, loc=None):
    return [dim(rw, x, i, loc) for i in range(len(x.type.shape))]


def sizes_from(out_type, computed):
    """Static sizes of ``out_type`` where known, else the ``computed`` ones."""
    return [s if s != DYN else c for s, c in zip(out_type.shape, computed)]


def empty(rw, sizes_, elt, loc=None):
    """``tensor.empty`` with ``sizes_`` (ints or index values)."""
    return rw.insert(tensor.EmptyOp.build_shape(list(sizes_), elt, location=loc)).results[0]


def fill(rw, value, out, loc=None):
    return rw.insert(linalg.fill(value, out, location=loc)).results[0]


def filled(rw, sizes_, elt, value, loc=None):
    """A tensor of ``sizes_`` filled with the scalar ``value`` (a Python number or a scalar value)."""
    init = empty(rw, sizes_, elt, loc)
    if not isinstance(value, Value):
        value = scalar_const(rw, value, elt, loc)
    return fill(rw, value, init, loc)


def cast_tensor(rw, x, to_type, loc=None):
    """``tensor.cast`` when the static info differs (e.g. ``tensor<?xf32>`` -> ``tensor<3xf32>``)."""
    if x.type is to_type:
        return x
    return rw.insert(tensor.CastOp.build_cast(x, to_type, location=loc)).results[0]


def expand(rw, x, groups, new_shape, loc):
    """``tensor.expand_shape`` of ``x`` with reassociation ``groups`` into ``new_shape`` (ints or
    index values)."""
    rt = A.RankedTensorType(static_shape(new_shape), x.type.element_type)
    return rw.insert(tensor.ExpandShapeOp.build_expand(x, groups, rt, list(new_shape), location=loc)).results[0]


def collapse(rw, x, groups, loc):
    """``tensor.collapse_shape`` of ``x`` with reassociation ``groups``."""
    return rw.insert(tensor.CollapseShapeOp.build_collapse(x, groups, location=loc)).results[0]


def flatten(rw, x, loc):
    """``x`` as a 1-D tensor (0-d becomes ``[1]``)."""
    shape = x.type.shape
    et = x.type.element_type
    if len(shape) == 1:
        return x
    if len(shape) == 0:
        t = A.RankedTensorType([1], et)
        return rw.insert(tensor.ExpandShapeOp.build_expand(x, [], t, [1], location=loc)).results[0]
    n = DYN if DYN in shape else math.prod(shape)
    t = A.RankedTensorType([n], et)
    return rw.insert(tensor.CollapseShapeOp.build_collapse(x, [list(range(len(shape)))], t,
                                                           location=loc)).results[0]


def pad_or_slice(rw, x, lows, highs, pad_value, loc):
    """Pad ``x`` with the scalar ``pad_value`` by ``lows``/``highs`` (per dim: ints, negative ones
    cut instead, or index values whose sign is decided at run time: ``max(v, 0)`` is padded and
    ``max(-v, 0)`` cut)."""
    dynamic = any(not isinstance(v, int) for v in list(lows) + list(highs))
    if dynamic or any(lo < 0 or hi < 0 for lo, hi in zip(lows, highs)):
        ix = Ix(RB(rw, loc))
        cuts = [(ix.max(ix.sub(0, lo), 0), ix.max(ix.sub(0, hi), 0)) for lo, hi in zip(lows, highs)]
        if any(not isinstance(c, int) or c != 0 for pair in cuts for c in pair):
            offs = [c[0] for c in cuts]
            szs = [ix.sub(dim(rw, x, i, loc), ix.add(c[0], c[1])) for i, c in enumerate(cuts)]
            x = rw.insert(tensor.ExtractSliceOp.build_mixed(x, offs, szs, location=loc)).results[0]
        lows = [ix.max(lo, 0) for lo in lows]
        highs = [ix.max(hi, 0) for hi in highs]
    if all(isinstance(v, int) and v == 0 for v in list(lows) + list(highs)):
        return x
    return rw.insert(tensor.PadOp.build_pad(x, lows, highs, pad_value, location=loc)).results[0]


def out_size(ix, size, lo, hi, k, stride, dilation):
    """A sliding window's output size ``(size + lo + hi - dilation * (k - 1) - 1) // stride + 1``
    (``size`` and ``k`` ints or index values)."""
    n = ix.sub(ix.add(size, lo + hi), ix.add(ix.mul(ix.sub(k, 1), dilation), 1))
    return ix.add(ix.floordiv(n, stride), 1)


# ---------------------------------------------------------------------------------------------
# linalg.generic builders
# ---------------------------------------------------------------------------------------------

def broadcast_maps(inputs, out_rank, out_static):
    """Indexing maps for right-aligned broadcasting: a static size-1 input dim where the output dim
    is not 1 reads index 0."""
    maps = []
    for x in inputs:
        shape = x.type.shape
        r = len(shape)
        exprs = []
        for j, s in enumerate(shape):
            od = out_rank - r + j
            if s == 1 and out_static[od] != 1:
                exprs.append(affine_const(0))
            else:
                exprs.append(affine_dim(od))
        maps.append(AffineMap(out_rank, 0, tuple(exprs)))
    return maps


def broadcast_sizes(rw, inputs, out_type, loc=None):
    """Output sizes for broadcasting ``inputs`` to ``out_type`` (``torch_operands.broadcast_sizes``
    with dynamic sizes read by ``tensor.dim``)."""
    return T.broadcast_sizes(inputs, out_type, lambda x, j: dim(rw, x, j, loc))


def guard_same_run_time_sizes(rw, inputs, out_sizes, loc=None):
    """``broadcast_maps`` read a run-time input dim one to one: a ``cf.assert`` that each equals the
    output size there (taken from another input, or static), so a run-time size of 1 broadcast
    against a larger one raises instead of reading out of bounds (or giving a size-1 result)."""
    from tmlir.ir.dialects.cf import AssertOp
    from tmlir.ir.location import UNKNOWN_LOC
    rank = len(out_sizes)
    b = RB(rw, loc)
    ix = Ix(b)
    for x in inputs:
        shape = x.type.shape
        for j, s in enumerate(shape):
            od = rank - len(shape) + j
            if s != DYN or od < 0:
                continue
            o = out_sizes[od]
            if not isinstance(o, int) and _is_dim_value(o, x, j):
                continue  # the output size is this very dim
            if isinstance(o, int) and o == 1:
                continue  # the output is 1 there: index 0 is read whatever the input size
            ok = cmpi(b, "eq", ix.v(dim(rw, x, j, loc)), ix.v(o))
            msg = ("elementwise operands differ in a run-time size (broadcasting a run-time size of 1 "
                   "against a larger one is not supported)")
            where = loc.describe() if loc is not None and loc is not UNKNOWN_LOC else ""
            rw.insert(AssertOp.build_assert(ok, f"{msg} ({where})" if where else msg, location=loc))


def _is_dim_value(v, x, j):
    """Whether the index value ``v`` is ``tensor.dim x, j``."""
    d = v.defining_op
    return (d is not None and d.name == "tensor.dim" and d.operands[0] is x
            and const_index(d.operands[1]) == j)


#: ops whose lowering reads quantized operands through their ``_make_per_*_quantized_tensor``
QUANTIZED_PRODUCTS = ("torch.aten.mm", "torch.aten.bmm", "torch.aten.convolution")


def quantized_operand(rw, torch_v, loc=None):
    """(signed integer tensor, zero point int) an integer kernel (``linalg.quantized_matmul``,
    ``conv_*_q``) reads for the quantized torch value ``torch_v``, from the
    ``_make_per_*_quantized_tensor`` that made it (which waits for its users: quantized.py). The
    kernels sign-extend, so a ``!torch.quint8`` operand is shifted by -128 (the values, wrapping in
    i8: ``u ^ 0x80``, and the zero point): the differences ``q - zp`` stay the same."""
    from tmlir.dialects.torch.types import QUINT8
    zp = quantized_zero_point(torch_v)
    if zp is None:
        raise NotLowerable("the zero point of a quantized operand is not a constant of "
                           "_make_per_tensor_quantized_tensor (or equal constants of _make_per_channel_...)")
    x = tensor_of(rw, torch_v.defining_op.operands[0])
    if torch_dtype(torch_v) is QUINT8:
        et = x.type.element_type
        x = elementwise(rw, [x], x.type, lambda b, e: b.val("arith.xori", [e, b.constant(A.IntegerAttr(-128, et))], et),
                        loc)
        zp -= 128
    return x, zp


def release_quantized(rw, torch_vs):
    """After a quantized product was lowered: erase the ``_make_per_*_quantized_tensor`` ops of
    ``torch_vs`` left without users (but the conversion's unused casts of them)."""
    for v in torch_vs:
        d = v.defining_op
        if d is None or d.parent is None:
            continue
        for user, _ in list(v.uses):
            if user.name in TORCH_C_CASTS and all(not r.uses for r in user.results):
                rw.erase_op(user)
        if not v.uses:
            rw.erase_op(d)


def elementwise(rw, inputs, out_type, body, loc=None, scalars=()):
    """A ``linalg.generic`` computing ``body(b, *elems, *scalars)`` over the broadcast of the tensor
    ``inputs``, producing ``out_type`` (a ranked builtin tensor type). ``scalars`` are extra scalar
    values (defined outside) passed to the body after the elements. The body is built first, so a
    body raising ``NotLowerable`` leaves the IR unchanged."""
    rank = len(out_type.shape)
    extra = list(scalars)

    def _body(b, *args):
        return body(b, *args[:len(inputs)], *extra)
    blk = linalg.body_block([v.type.element_type for v in inputs] + [out_type.element_type], _body, loc)
    out_sizes = broadcast_sizes(rw, inputs, out_type, loc)
    guard_same_run_time_sizes(rw, inputs, out_sizes, loc)
    init = empty(rw, out_sizes, out_type.element_type, loc)
    maps = broadcast_maps(inputs, rank, list(out_type.shape)) + [AffineMap.identity(rank)]
    g = linalg.GenericOp.build_generic(list(inputs), [init], maps, ["parallel"] * rank, location=loc, block=blk)
    rw.insert(g)
    return g.results[0]


def permute_value(rw, x, perm, out_type=None, loc=None):
    """``linalg.transpose`` of ``x`` by ``perm`` (skipped for the identity)."""
    if perm == list(range(len(perm))):
        return x if out_type is None else cast_tensor(rw, x, out_type, loc)
    sz = sizes(rw, x, loc)
    init = empty(rw, [sz[p] for p in perm], x.type.element_type, loc)
    t = rw.insert(linalg.transpose(x, init, A.DenseI64ArrayAttr(perm), location=loc)).results[0]
    return t if out_type is None else cast_tensor(rw, t, out_type, loc)


def permute_map(perm):
    return AffineMap(len(perm), 0, tuple(affine_dim(p) for p in perm))


def generic(rw, ins, in_maps, outs, out_maps, iterators, body, loc):
    """``linalg.generic`` with explicit maps; returns its results."""
    g = linalg.GenericOp.build_generic(list(ins), list(outs), list(in_maps) + list(out_maps), iterators, body,
                                       location=loc)
    rw.insert(g)
    return list(g.results)


def map_tensor(rw, inputs, out_elt, fn, loc, out_sizes=None):
    """An elementwise ``linalg.generic`` over same-shaped ``inputs`` -> tensor of ``out_elt``."""
    x = inputs[0]
    rank = rank_of(x)
    sizes_ = out_sizes if out_sizes is not None else sizes(rw, x, loc)
    init = empty(rw, sizes_, out_elt, loc)
    maps = [AffineMap.identity(rank)] * (len(inputs) + 1)
    g = linalg.GenericOp.build_generic(list(inputs), [init], maps, ["parallel"] * rank,
                                       lambda b, *a: fn(b, *a[:len(inputs)]), location=loc)
    rw.insert(g)
    return g.results[0]


def gather_generic(rw, out_type, out_sizes, body, loc=None, inputs=(), input_maps=()):
    """A ``linalg.generic`` over ``out_sizes`` producing ``out_type``; ``body(b, idx, *in_elems)``
    gets the loop indices (``linalg.index``) and the elements of ``inputs`` (read with
    ``input_maps``) and returns the element to store (typically via ``tensor.extract``).

    >>> gather_generic(rw, t, [3, 4], lambda b, idx: extract(b, x, [idx[1], idx[0]]))
    """
    rank = len(out_type.shape)
    init = empty(rw, out_sizes, out_type.element_type, loc)
    maps = list(input_maps) + [AffineMap.identity(rank)]

    def _body(b, *args):
        idx = [loop_index(b, d) for d in range(rank)]
        return body(b, idx, *args[:len(inputs)])
    g = linalg.GenericOp.build_generic(list(inputs), [init], maps, ["parallel"] * rank, _body, location=loc)
    rw.insert(g)
    return cast_tensor(rw, g.results[0], out_type, loc)


def complex_from_pairs(rw, x, out_type, loc=None):
    """The complex tensor ``out_type`` from ``x`` (``[..., 2]`` real and imaginary parts of its
    element type): a generic reading both parts with ``tensor.extract``."""
    et = out_type.element_type

    def body(b, idx):
        parts = [extract(b, x, list(idx) + [b.constant(A.IntegerAttr(k, A.INDEX))]) for k in (0, 1)]
        return make_complex(b, parts[0], parts[1], et)
    return gather_generic(rw, out_type, sizes(rw, x, loc)[:-1], body, loc)


def convert_tensor(rw, x, to_elt, loc=None, unsigned=False):
    """``x`` with its elements converted to ``to_elt`` (a ``linalg.generic``), or ``x`` itself;
    ``unsigned``: the elements of ``x`` are unsigned (see ``is_unsigned_value``)."""
    if x.type.element_type is to_elt:
        return x
    out = A.RankedTensorType(list(x.type.shape), to_elt)
    return elementwise(rw, [x], out, lambda b, e: convert_scalar(b, e, to_elt, src_unsigned=unsigned), loc)


def input_converter(op, i, to):
    """A ``pre`` function for ``reduce_over`` converting elements of operand ``i`` to ``to``
    (honours ui8/bool)."""
    uns = is_unsigned_value(op.operand(i))
    return lambda b, v, *ex: convert_scalar(b, v, to, src_unsigned=uns)


def reduce_over(rw, x, dims, acc_elt, init, combine, loc, pre=None, extra=()):
    """Reduce ``x`` over ``dims`` into a tensor of the kept dims of ``acc_elt``.

    ``combine(b, elem, acc) -> acc``; ``pre(b, elem, *extra_elems)`` maps each element first;
    ``extra`` are tensors indexed like the result (kept dims), e.g. a mean. ``init`` is a Python
    number or a scalar value."""
    rank = rank_of(x)
    kept = [i for i in range(rank) if i not in dims]
    sizes_ = sizes(rw, x, loc)
    acc = filled(rw, [sizes_[i] for i in kept], acc_elt, init, loc)
    red_map = AffineMap.from_dims(rank, kept)
    its = ["reduction" if i in dims else "parallel" for i in range(rank)]

    def body(b, v, *rest):
        ex, a = rest[:-1], rest[-1]
        if pre is not None:
            v = pre(b, v, *ex)
        return combine(b, v, a)
    return generic(rw, [x] + list(extra), [AffineMap.identity(rank)] + [red_map] * len(extra), [acc], [red_map],
                   its, body, loc)[0]


def keep_dims(rw, red, rank, dims, loc):
    """Insert unit dims at ``dims`` of a reduced tensor (keepdim=True results)."""
    kept = [i for i in range(rank) if i not in dims]
    rs = sizes(rw, red, loc)
    sizes_ = [1] * rank
    for j, i in enumerate(kept):
        sizes_[i] = rs[j]
    init = empty(rw, sizes_, red.type.element_type, loc)
    return generic(rw, [red], [AffineMap.from_dims(rank, kept)], [init], [AffineMap.identity(rank)],
                   ["parallel"] * rank, lambda b, v, o: v, loc)[0]


def count_of(rw, x, dims, elt, loc):
    """The number of elements over ``dims`` of ``x`` as a scalar of float type ``elt``."""
    n = 1
    dyn = None
    for d in dims:
        s = dim(rw, x, d, loc)
        if isinstance(s, int):
            n *= s
        else:
            dyn = s if dyn is None else arith(rw, "arith.muli", [dyn, s], A.INDEX, loc)
    if dyn is None:
        return scalar_const(rw, float(n), elt, loc)
    if n != 1:
        dyn = arith(rw, "arith.muli", [dyn, index(rw, n, loc)], A.INDEX, loc)
    i64 = arith(rw, "arith.index_cast", [dyn], A.I64, loc)
    if is_complex(elt):  # a run-time count as complex: (n, 0)
        re_ = arith(rw, "arith.sitofp", [i64], elt.element_type, loc)
        return arith(rw, "complex.create", [re_, scalar_const(rw, 0.0, elt.element_type, loc)], elt, loc)
    return arith(rw, "arith.sitofp", [i64], elt, loc)


def moments(rw, op, x, dims, et, correction, loc):
    """(variance, mean) of ``x`` (operand 0 of ``op``) over ``dims`` in float type ``et``
    (``correction`` subtracted from the count, clamped at 0 as torch does), in
    ``compute_type(et)``. Two passes (the mean, then the centered squares), both summed in
    ``sum_type``. A complex ``x`` has a complex mean and the real variance of ``|x - mean|^2``."""
    out = compute_type(et)
    acc = sum_type(et, x, dims)
    xc = is_complex(x.type.element_type)
    macc = sum_type(x.type.element_type, x, dims) if xc else acc   # the mean's accumulator
    conv = input_converter(op, 0, macc)
    s = reduce_over(rw, x, dims, macc, 0.0, add, loc, pre=conv)
    n = count_of(rw, x, dims, acc, loc)
    nm = count_of(rw, x, dims, macc, loc) if xc else n
    mean = map_tensor(rw, [s], macc, lambda b, v: div(b, v, nm), loc)

    def sq(b, v, m):
        d = sub(b, conv(b, v), m)
        if xc:
            r, i = re(b, d), im(b, d)
            return add(b, mul(b, r, r), mul(b, i, i))
        return mul(b, d, d)
    ss = reduce_over(rw, x, dims, acc, 0.0, add, loc, pre=sq, extra=[mean])
    denom = arith(rw, "arith.subf", [n, scalar_const(rw, float(correction), acc, loc)], acc, loc)
    denom = arith(rw, "arith.maximumf", [denom, scalar_const(rw, 0.0, acc, loc)], acc, loc)
    var = map_tensor(rw, [ss], out, lambda b, v: convert_scalar(b, div(b, v, denom), out), loc)
    return var, convert_tensor(rw, mean, A.ComplexType(out) if xc else out, loc)


def tensor_list(v):
    """The elements of a ``prim.ListConstruct`` of tensors with known dtype and sizes, else None."""
    els = list_elements(v)
    if els is None:
        return None
    for e in els:
        t = torch_dtype(e)
        if t is None or getattr(e.type, "sizes", None) is None:
            return None
    return els


def concat_values(rw, xs, d, out_type, torch_xs, loc=None):
    """Concatenate builtin tensors ``xs`` along ``d`` (converted to the result element type) with
    ``tensor.insert_slice`` into a ``tensor.empty``."""
    et = out_type.element_type
    pairs = [(x, tv) for x, tv in zip(xs, torch_xs) if x.type.shape[d] != 0] or [(xs[0], torch_xs[0])]
    xs = [convert_tensor(rw, x, et, loc, is_unsigned_value(tv)) for x, tv in pairs]
    ix = Ix(RB(rw, loc))
    all_sizes = [sizes(rw, x, loc) for x in xs]
    R = len(out_type.shape)
    total = 0
    for s in all_sizes:
        total = ix.add(total, s[d])
    out_sizes = []
    for k in range(R):
        if out_type.shape[k] != DYN:
            out_sizes.append(out_type.shape[k])
        elif k == d:
            out_sizes.append(total)
        else:
            out_sizes.append(next((s[k] for s in all_sizes if isinstance(s[k], int)), all_sizes[0][k]))
    acc = empty(rw, out_sizes, et, loc)
    off = 0
    for x, s in zip(xs, all_sizes):
        offs = [0] * R
        offs[d] = off
        acc = rw.insert(tensor.InsertSliceOp.build_mixed(x, acc, offs, s, location=loc)).results[0]
        off = ix.add(off, s[d])
    return cast_tensor(rw, acc, out_type, loc)


def const_index(v):
    """The Python int of an ``arith.constant`` of integer or index type, else None."""
    d = v.defining_op
    if d is not None and d.name == "arith.constant":
        val = getattr(d.properties.get("value"), "value", None)
        return val if isinstance(val, int) else None
    return None


def dim_window(sizes_, d, start, size, step=1):
    """(offsets, sizes, strides) of a slice that takes ``size`` elements from ``start`` by ``step``
    along dim ``d`` and the whole of the other dims of a tensor of ``sizes_`` (ints / index values)."""
    r = len(sizes_)
    offs, sizes_, strides = [0] * r, list(sizes_), [1] * r
    offs[d], sizes_[d], strides[d] = start, size, step
    return offs, sizes_, strides


def extract_along(rw, x, sizes_, d, start, size, loc, step=1, result_type=None):
    """``tensor.extract_slice`` of ``x`` (sizes ``sizes_``): ``size`` elements from ``start`` by
    ``step`` along dim ``d``; ``result_type`` (rank-reduced, for ``select``) defaults to the slice."""
    offs, ss, strides = dim_window(sizes_, d, start, size, step)
    return rw.insert(tensor.ExtractSliceOp.build_mixed(x, offs, ss, strides, result_type=result_type,
                                                       location=loc)).results[0]


def without_dim(sizes_, d, elt):
    """The tensor type of ``elt`` with sizes ``sizes_`` less dim ``d`` (a rank-reduced slice)."""
    return A.RankedTensorType(static_shape(sizes_[:d] + sizes_[d + 1:]), elt)


def gather_of(rw, op, x, out_sizes, source_index, loc):
    """Replace ``op`` by the tensor of ``out_sizes`` whose element ``idx`` is
    ``x[source_index(b, idx)]`` (a ``linalg.generic`` reading ``x`` with ``tensor.extract``)."""
    rw.replace_op(op, gather_generic(rw, result_type(op), out_sizes,
                                     lambda b, idx: extract(b, x, source_index(b, idx)), loc))
    return True


def slice_bounds(ix, start, end, step, size):
    """Normalized ``(start, out_size)`` of ``x[start:end:step]`` along a dim of ``size``."""
    if start is None:
        start = 0
    if end is None or (isinstance(end, int) and end >= INT64_MAX // 2):
        end = size
    start = ix.clamp(ix.wrap_negative(start, size), 0, size) if not (
        isinstance(start, int) and start >= 0 and isinstance(size, int) and start <= size) else start
    if isinstance(end, int) and isinstance(size, int):
        end = min(max(end + size if end < 0 else end, 0), size)
    elif not (end is size):
        end = ix.clamp(ix.wrap_negative(end, size), 0, size)
    length = ix.max(ix.sub(end, start), 0)
    return start, ix.ceildiv(length, step)
