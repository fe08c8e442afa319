"""Scalars and constants: ``torch.constant.*`` and the ``!torch.int/float/bool`` arithmetic of the
backend contract become ``arith`` ops on ``i64``/``f64``/``i1``."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects.arith import ConstantOp
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
    """``prim.NumToTensor.Scalar %int`` -> a 0-d tensor (``tensor.from_elements``)."""
    from tmlir.ir.dialects.tensor import FromElementsOp
    out = U.result_type(op)
    v = operands[0]
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
