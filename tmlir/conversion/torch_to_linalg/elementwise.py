"""Elementwise ops: unary, binary, ternary, comparisons, logical/bitwise ops, casts.

Every op computes in its result's element type (type promotion was decided by the dtype functions
and is in the result type); inputs are converted per element, honouring unsigned (ui8) and bool
sources. Broadcasting follows the result shape (``U.elementwise``).
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from .registry import lowering
from . import utils as U


def _is_float(t):
    return isinstance(t, A.FloatType)


def _elem_of(b, v, torch_v, to):
    return U.convert_scalar(b, v, to, src_unsigned=U.is_unsigned(U.torch_dtype(torch_v)))


def _binary_arith(fop, iop):
    def lower(op, operands, rw):
        out = U.result_type(op)
        et = out.element_type
        a, b_ = operands[0], operands[1]
        alpha = operands[2] if len(operands) > 2 else None
        if not hasattr(a.type, "shape") or not hasattr(b_.type, "shape"):
            return False
        ta, tb = op.operand(0), op.operand(1)

        def body(bb, x, y, *extra):
            x = _elem_of(bb, x, ta, et)
            y = _elem_of(bb, y, tb, et)
            if extra:
                y = bb.val("arith.mulf" if _is_float(et) else "arith.muli", [y, U.convert_scalar(bb, extra[0], et)], et)
            return bb.val(fop if _is_float(et) else iop, [x, y], et)
        scal = ()
        if alpha is not None and U.const_number(op.operand(2)) != 1:
            scal = (alpha,)
        rw.replace_op(op, U.elementwise(rw, [a, b_], out, body, op.location, scalars=scal))
        return True
    return lower


lowering("torch.aten.add.Tensor")(_binary_arith("arith.addf", "arith.addi"))
lowering("torch.aten.sub.Tensor")(_binary_arith("arith.subf", "arith.subi"))
lowering("torch.aten.mul.Tensor")(_binary_arith("arith.mulf", "arith.muli"))


def _unary_float(name):
    def lower(op, operands, rw):
        out = U.result_type(op)
        et = out.element_type
        if not _is_float(et):
            return False
        t = op.operand(0)
        rw.replace_op(op, U.elementwise(rw, [operands[0]], out,
                                        lambda bb, x: bb.val(name, [_elem_of(bb, x, t, et)], et), op.location))
        return True
    return lower


lowering("torch.aten.tanh")(_unary_float("math.tanh"))
lowering("torch.aten.exp")(_unary_float("math.exp"))


@lowering("torch.aten.relu")
def relu(op, operands, rw):
    out = U.result_type(op)
    et = out.element_type

    def body(bb, x):
        if _is_float(et):
            zero = bb.constant(A.FloatAttr(0.0, et))
            return bb.val("arith.maximumf", [x, zero], et)
        zero = bb.constant(A.IntegerAttr(0, et))
        return bb.val("arith.maxsi", [x, zero], et)
    rw.replace_op(op, U.elementwise(rw, [operands[0]], out, body, op.location))
    return True
