"""Matrix products: mm, bmm, matmul (1-d operands, broadcast batch dims), linear, addmm, baddbmm,
mv, dot -- all one ``tosa.matmul`` on rank-3 operands ``[N, M, K] x [N, K, P]`` with reshapes
around it. f16/bf16 accumulate in f32; i8/i16 operands are widened to i32 (i64 is legal as is)."""
from __future__ import annotations

from .registry import lowering
from . import utils as U


def _operand(rw, op, operands, name, et):
    v = U.converted(op, operands, name)
    if not isinstance(getattr(v, "type", None), U.A.RankedTensorType):
        raise U.NotLowerable(f"operand '{name}' is not a ranked tensor")
    return U.cast(rw, v, et, U.is_unsigned_value(op.arg(name)))


def _mm_type(et):
    """(operand type, accumulator/result type) of tosa.matmul for result element type ``et``."""
    U.no_f64(et)
    if et in (U.F16, U.BF16):
        return et, U.F32
    if U.is_float(et):
        return et, et
    if et.width < 32:
        return U.I32, U.I32
    return et, et


def check_batch(ta, tb):
    """Raise NotLowerable (before any IR is built) for batch dims matmul_nd cannot broadcast."""
    ba, bb = list(ta.shape[:-2]), list(tb.shape[:-2])
    n = max(len(ba), len(bb))
    ba, bb = [1] * (n - len(ba)) + ba, [1] * (n - len(bb)) + bb
    if any(U.DYN in (x, y) and x != y for x, y in zip(ba, bb)):
        raise U.NotLowerable("matmul with dynamic broadcast batch dims")
    na, nb = sum(d == U.DYN for d in ta.shape), sum(d == U.DYN for d in tb.shape)
    if na > 1 or nb > 1 or (na and nb):
        raise U.NotLowerable("matmul with more than one dynamic dim (tosa.reshape infers only one)")


def matmul_nd(rw, a, b, acc):
    """``a @ b`` with torch.matmul's rules (1-d operands, broadcast batch dims); static batch."""
    ra, rb = U.rank_of(a), U.rank_of(b)
    if ra == 1:
        a = U.reshape(rw, a, [1] + U.shape(a))
    if rb == 1:
        b = U.reshape(rw, b, U.shape(b) + [1])
    sa, sb = U.shape(a), U.shape(b)
    ba, bb = sa[:-2], sb[:-2]
    n = max(len(ba), len(bb))
    ba, bb = [1] * (n - len(ba)) + ba, [1] * (n - len(bb)) + bb
    batch = []
    for x, y in zip(ba, bb):
        if x == U.DYN or y == U.DYN:
            if x != y and 1 not in (x, y):
                batch.append(U.DYN)
            else:
                batch.append(x if y == 1 else y)
        else:
            batch.append(max(x, y))
    if U.DYN in batch and (ba != batch or bb != batch):
        raise U.NotLowerable("matmul with dynamic broadcast batch dims")
    a = U.broadcast_to(rw, U.reshape(rw, a, ba + sa[-2:]), batch + sa[-2:]) if ba != batch else a
    b = U.broadcast_to(rw, U.reshape(rw, b, bb + sb[-2:]), batch + sb[-2:]) if bb != batch else b
    nb = -1 if U.DYN in batch else int(U.A.RankedTensorType(batch, U.I1).num_elements()) if batch else 1
    m, k = sa[-2], sa[-1]
    p = sb[-1]
    a3 = U.reshape(rw, a, [nb, m, k])
    b3 = U.reshape(rw, b, [nb, sb[-2], p])
    out3 = U.A.RankedTensorType([U.DYN if nb == -1 else nb, m, p], acc)
    y = U.tosa.matmul(rw, a3, b3, output=out3)
    shape = batch + [m, p]
    if ra == 1:
        shape = shape[:-2] + [p]
    if rb == 1:
        shape = shape[:-1]
    return U.reshape(rw, y, shape)


@lowering("torch.aten.mm", "torch.aten.bmm", "torch.aten.matmul", "torch.aten.mv", "torch.aten.dot",
          "torch.aten.inner", "torch.aten.vdot")
def matmul(op, operands, rw):
    if U.identity_of_empty(op, rw, 0):   # the contracted dim is empty (any other would empty the result)
        return True
    U.check_types(op)
    out = U.result_type(op)
    ot, acc = _mm_type(out.element_type)
    names = [a.name for a in op.schema.arguments]
    check_batch(U.converted(op, operands, names[0]).type, U.converted(op, operands, names[1]).type)
    a = _operand(rw, op, operands, names[0], ot)
    b = _operand(rw, op, operands, names[1], ot)
    if op.name == "torch.aten.inner" and U.rank_of(b) >= 2:
        return False
    y = matmul_nd(rw, a, b, acc)
    return U.finish(rw, op, U.cast(rw, y, out.element_type))


@lowering("torch.aten.linear")
def linear(op, operands, rw):
    """``x @ w^T + b``."""
    U.check_types(op)
    out = U.result_type(op)
    ot, acc = _mm_type(out.element_type)
    check_batch(U.converted(op, operands, "input").type, U.converted(op, operands, "weight").type)
    x = _operand(rw, op, operands, "input", ot)
    w = _operand(rw, op, operands, "weight", ot)
    if U.rank_of(w) == 2:
        w = U.transpose(rw, w, [1, 0])
    y = matmul_nd(rw, x, w, acc)
    if U.has_arg(op, "bias"):
        y = U.binary(rw, "add", y, U.tensor_arg(rw, op, operands, "bias", acc, U.rank_of(y)))
    return U.finish(rw, op, U.cast(rw, y, out.element_type))


@lowering("torch.aten.addmm", "torch.aten.baddbmm", "torch.aten.addmv", "torch.aten.addbmm")
def addmm(op, operands, rw):
    """``beta * self + alpha * (m1 @ m2)`` (addbmm sums the batch)."""
    U.check_types(op)
    out = U.result_type(op)
    ot, acc = _mm_type(out.element_type)
    names = [a.name for a in op.schema.arguments]
    check_batch(U.converted(op, operands, names[1]).type, U.converted(op, operands, names[2]).type)
    beta, alpha = U.const_number(op.arg("beta")), U.const_number(op.arg("alpha"))
    if beta is None or alpha is None:
        raise U.NotLowerable("beta/alpha are not constants")
    a = _operand(rw, op, operands, names[1], ot)
    b = _operand(rw, op, operands, names[2], ot)
    y = matmul_nd(rw, a, b, acc)
    if op.name == "torch.aten.addbmm":
        y = U.reduce(rw, "sum", y, [0], False)
    r = U.rank_of(y)
    if alpha != 1:
        y = U.mul(rw, y, U.const(rw, alpha, acc, r))
    if beta != 0:
        s = U.tensor_arg(rw, op, operands, "self", acc, r)
        if beta != 1:
            s = U.mul(rw, s, U.const(rw, beta, acc, r))
        y = U.binary(rw, "add", y, s)
    return U.finish(rw, op, U.cast(rw, y, out.element_type))
