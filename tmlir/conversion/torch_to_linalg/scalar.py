"""Scalars and constants: ``torch.constant.*`` and the ``!torch.int/float/bool`` arithmetic of the
backend contract become ``arith`` ops on ``i64``/``f64``/``i1``."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects.arith import ConstantOp
from tmlir.ir.dialects import tensor
from .registry import lowering
from . import utils as U


@lowering("torch.constant.int")
def constant_int(op, operands, rw):
    rw.replace_op(op, rw.insert(ConstantOp.build_value(A.IntegerAttr(U.const_int(op.results[0]) if False else
                                                                     op.value.value, A.I64), location=op.location)))
    return True


@lowering("torch.constant.float")
def constant_float(op, operands, rw):
    rw.replace_op(op, rw.insert(ConstantOp.build_value(A.FloatAttr(float(op.value.value), A.F64),
                                                       location=op.location)))
    return True


@lowering("torch.constant.bool")
def constant_bool(op, operands, rw):
    rw.replace_op(op, rw.insert(ConstantOp.build_value(A.IntegerAttr(1 if op.value.value else 0, A.I1),
                                                       location=op.location)))
    return True


@lowering("torch.prim.NumToTensor.Scalar")
def num_to_tensor(op, operands, rw):
    """``prim.NumToTensor.Scalar %int`` -> a 0-d tensor (``tensor.from_elements``); a constant
    complex number becomes a ``complex.constant`` element."""
    from tmlir.ir.dialects.tensor import FromElementsOp
    out = U.result_type(op)
    v = operands[0]
    c = U.const_value(op.operands[0])
    if isinstance(c, complex):
        if not U.is_complex(out.element_type):
            return False
        s = U.scalar_const(rw, c, out.element_type, op.location)
        rw.replace_op(op, rw.insert(FromElementsOp.build_from_elements([s], out, location=op.location)))
        return True
    if not hasattr(v, "type") or v.type not in (A.I64, A.F64, A.I1):
        return False

    class _B:     # convert_scalar needs .val/.constant at the rewriter's insertion point
        def val(self, name, ops, t, props=None):
            return U.arith(rw, name, ops, t, op.location, props)

        def constant(self, attr):
            return U.scalar_const(rw, attr.value, attr.type, op.location)
    s = U.convert_scalar(_B(), v, out.element_type)
    rw.replace_op(op, rw.insert(FromElementsOp.build_from_elements([s], out, location=op.location)))
    return True


# ---------------------------------------------------------------------------------------------
# !torch.int / !torch.float / !torch.bool arithmetic (data-movement family)
# ---------------------------------------------------------------------------------------------
#
# Each op is one row of a table: ``aten.add.int`` -> ``arith.addi`` on i64, ``aten.lt.float`` ->
# ``arith.cmpf olt`` on f64, ... Operands are converted to the row's computation type first (an
# ``!torch.int`` operand of ``aten.add.float_int`` becomes f64), so adding an op is one line.



def _scalar_b(rw, loc):
    return U.RB(rw, loc)


def _to(b, v, t):
    return U.convert_scalar(b, v, t)


def _binary_scalar(compute, fn, result=None):
    """A lowering computing ``fn(b, x, y)`` on operands converted to ``compute`` (i64/f64/i1)."""
    def lower(op, operands, rw):
        xs = operands[:2]
        if any(not hasattr(v, "type") or v.type not in (A.I64, A.F64, A.I1) for v in xs):
            return False
        b = _scalar_b(rw, op.location)
        x, y = (_to(b, v, compute) for v in xs)
        r = fn(b, x, y)
        rw.replace_op(op, _to(b, r, U.result_type(op)) if r.type is not U.result_type(op) else r)
        return True
    return lower


def _unary_scalar(compute, fn):
    def lower(op, operands, rw):
        v = operands[0]
        if not hasattr(v, "type") or v.type not in (A.I64, A.F64, A.I1):
            return False
        b = _scalar_b(rw, op.location)
        r = fn(b, _to(b, v, compute))
        rt = U.result_type(op)
        rw.replace_op(op, r if r.type is rt else _to(b, r, rt))
        return True
    return lower


def _op(name):
    return lambda b, x, y: b.val(name, [x, y], x.type)


def _pyrem(b, x, y):
    """Python's ``%`` on ints: the sign of the divisor."""
    r = b.val("arith.remsi", [x, y], A.I64)
    zero = b.constant(A.IntegerAttr(0, A.I64))
    fix = b.val("arith.andi", [U.cmpi(b, "ne", r, zero),
                               b.val("arith.xori", [U.cmpi(b, "slt", r, zero), U.cmpi(b, "slt", y, zero)], A.I1)],
                A.I1)
    return U.select(b, fix, b.val("arith.addi", [r, y], A.I64), r)


def _cmp_i(pred):
    return lambda b, x, y: U.cmpi(b, pred, x, y)


def _cmp_f(pred):
    return lambda b, x, y: U.cmpf(b, pred, x, y)


_I, _F, _B = A.I64, A.F64, A.I1
SCALAR_BINARY = {
    "torch.aten.add.int": (_I, _op("arith.addi")),
    "torch.aten.sub.int": (_I, _op("arith.subi")),
    "torch.aten.mul.int": (_I, _op("arith.muli")),
    "torch.aten.floordiv.int": (_I, _op("arith.floordivsi")),
    "torch.aten.remainder.int": (_I, _pyrem),
    "torch.aten.__and__.int": (_I, _op("arith.andi")),
    "torch.aten.__or__.int": (_I, _op("arith.ori")),
    "torch.prim.max.int": (_I, _op("arith.maxsi")),
    "torch.prim.min.int": (_I, _op("arith.minsi")),
    "torch.aten.add.float": (_F, _op("arith.addf")),
    "torch.aten.sub.float": (_F, _op("arith.subf")),
    "torch.aten.mul.float": (_F, _op("arith.mulf")),
    "torch.aten.div.float": (_F, _op("arith.divf")),
    "torch.aten.div.int": (_F, _op("arith.divf")),
    "torch.aten.add.float_int": (_F, _op("arith.addf")),
    "torch.aten.add.int_float": (_F, _op("arith.addf")),
    "torch.aten.sub.int_float": (_F, _op("arith.subf")),
    "torch.aten.sub.float_int": (_F, _op("arith.subf")),
    "torch.aten.mul.float_int": (_F, _op("arith.mulf")),
    "torch.aten.mul.int_float": (_F, _op("arith.mulf")),
    "torch.aten.pow.int_float": (_F, _op("math.powf")),
    "torch.prim.max.float": (_F, _op("arith.maximumf")),
    "torch.prim.min.float": (_F, _op("arith.minimumf")),
    "torch.aten.__and__.bool": (_B, _op("arith.andi")),
    "torch.aten.__or__.bool": (_B, _op("arith.ori")),
    "torch.aten.ne.bool": (_B, _cmp_i("ne")),
    "torch.aten.eq.bool": (_B, _cmp_i("eq")),
}
for _p, _fp in (("eq", "oeq"), ("ne", "une"), ("lt", "olt"), ("le", "ole"), ("gt", "ogt"), ("ge", "oge")):
    _ip = {"eq": "eq", "ne": "ne", "lt": "slt", "le": "sle", "gt": "sgt", "ge": "sge"}[_p]
    SCALAR_BINARY[f"torch.aten.{_p}.int"] = (_I, _cmp_i(_ip))
    SCALAR_BINARY[f"torch.aten.{_p}.float"] = (_F, _cmp_f(_fp))
    SCALAR_BINARY[f"torch.aten.{_p}.float_int"] = (_F, _cmp_f(_fp))
    SCALAR_BINARY[f"torch.aten.{_p}.int_float"] = (_F, _cmp_f(_fp))

for _name, (_t, _fn) in SCALAR_BINARY.items():
    lowering(_name)(_binary_scalar(_t, _fn))


def _neg_i(b, x):
    return b.val("arith.subi", [b.constant(A.IntegerAttr(0, A.I64)), x], A.I64)


def _abs_i(b, x):
    return U.select(b, U.cmpi(b, "slt", x, b.constant(A.IntegerAttr(0, A.I64))), _neg_i(b, x), x)


SCALAR_UNARY = {
    "torch.aten.neg.int": (_I, _neg_i),
    "torch.prim.abs.int": (_I, _abs_i),
    "torch.aten.neg.float": (_F, lambda b, x: b.val("arith.negf", [x], A.F64)),
    "torch.prim.abs.float": (_F, lambda b, x: b.val("math.absf", [x], A.F64)),
    "torch.aten.sqrt.int": (_F, lambda b, x: b.val("math.sqrt", [x], A.F64)),
    "torch.aten.sqrt.float": (_F, lambda b, x: b.val("math.sqrt", [x], A.F64)),
    "torch.aten.ceil.float": (_F, lambda b, x: b.val("math.ceil", [x], A.F64)),
    "torch.aten.floor.float": (_F, lambda b, x: b.val("math.floor", [x], A.F64)),
    "torch.aten.__not__": (_B, lambda b, x: b.val("arith.xori", [x, b.constant(A.IntegerAttr(1, A.I1))], A.I1)),
    # conversions between scalar kinds: the result type decides (float -> int truncates)
    "torch.aten.Int.float": (_F, lambda b, x: x),
    "torch.aten.Int.bool": (_B, lambda b, x: x),
    "torch.aten.Float.int": (_I, lambda b, x: x),
    "torch.aten.Float.Scalar": (None, lambda b, x: x),
    "torch.aten.Int.Scalar": (None, lambda b, x: x),
    "torch.aten.Bool.int": (_I, lambda b, x: x),
    "torch.aten.Bool.float": (_F, lambda b, x: x),
    "torch.aten.ScalarImplicit": (None, lambda b, x: x),
}


def _unary_any(compute, fn):
    if compute is not None:
        return _unary_scalar(compute, fn)

    def lower(op, operands, rw):
        v = operands[0]
        if not hasattr(v, "type") or v.type not in (A.I64, A.F64, A.I1):
            return False
        b = _scalar_b(rw, op.location)
        rw.replace_op(op, _to(b, v, U.result_type(op)))
        return True
    return lower


for _name, (_t, _fn) in SCALAR_UNARY.items():
    lowering(_name)(_unary_any(_t, _fn))


@lowering("torch.aten.size.int", "torch.aten.sym_size.int")
def size_int(op, operands, rw):
    """``aten.size.int %x, %d`` -> ``tensor.dim`` + ``arith.index_cast`` (a constant when static)."""
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    r = len(x.type.shape)
    d = U.const_int(op.arg("dim"))
    loc = op.location
    if d is not None:
        d = U.norm_dim(d, r)
        if d is None:
            return False
        s = U.dim(rw, x, d, loc)
        rw.replace_op(op, U.as_i64(rw, s, loc))
        return True
    ix = U.Ix(U.RB(rw, loc))
    dv = ix.wrap_negative(ix.v(operands[1]), r)
    s = rw.insert(tensor.DimOp.build_dim(x, ix.v(dv), location=loc)).results[0]
    rw.replace_op(op, U.as_i64(rw, s, loc))
    return True


@lowering("torch.aten.dim")
def dim_(op, operands, rw):
    """``x.dim()``: the rank, a constant."""
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    rw.replace_op(op, U.scalar_const(rw, len(x.type.shape), A.I64, op.location))
    return True


@lowering("torch.aten.numel")
def numel(op, operands, rw):
    """``x.numel()``: the product of the sizes (``tensor.dim`` for dynamic ones)."""
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    loc = op.location
    n = U.Ix(U.RB(rw, loc)).prod(U.sizes(rw, x, loc))
    rw.replace_op(op, U.as_i64(rw, n, loc))
    return True


@lowering("torch.aten.item", "torch.aten._local_scalar_dense", "torch.aten.Int.Tensor", "torch.aten.Float.Tensor",
          "torch.aten.Bool.Tensor")
def item(op, operands, rw):
    """Tensor -> scalar: ``tensor.extract`` of the only element, converted to i64/f64/i1."""
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        return False
    if any(s not in (1, A.DYNAMIC) for s in x.type.shape):
        return False
    loc = op.location
    if x.type.element_type in (A.F16, A.BF16):
        # widened on the tensor (a generic), not as a scalar: scalar code outside tensor ops runs on
        # the host, which need not compute half types (tmlir/backends/iree: docs/backends.md)
        x = U.convert_tensor(rw, x, A.F32, loc)
    zero = [U.index(rw, 0, loc)] * len(x.type.shape)
    e = rw.insert(tensor.ExtractOp.build_extract(x, zero, location=loc)).results[0]
    rt = U.result_type(op)
    rw.replace_op(op, U.convert_scalar(U.RB(rw, loc), e, rt, src_unsigned=U.is_unsigned_value(U.arg_of(op, "self", "a"))))
    return True


@lowering("torch.aten._assert_scalar")
def assert_scalar(op, operands, rw):
    """``aten._assert_scalar %cond, "msg"`` -> ``cf.assert``."""
    from tmlir.ir.dialects.cf import AssertOp
    c = operands[0]
    if not hasattr(c, "type") or c.type not in (A.I1, A.I64):
        return False
    b = U.RB(rw, op.location)
    msg = U.const_str(op.arg("assert_msg")) if len(op.operands) > 1 else None
    rw.insert(AssertOp.build_assert(_to(b, c, A.I1), msg or "assertion failed", location=op.location))
    rw.erase_op(op)
    return True


@lowering("torch.aten.sym_constrain_range", "torch.aten.sym_constrain_range_for_size")
def constrain_range(op, operands, rw):
    """Range hints for symbolic ints carry no computation."""
    if op.results and any(r.uses for r in op.results):
        return False
    rw.erase_op(op)
    return True

