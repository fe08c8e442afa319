"""Matrix products as ``stablehlo.dot_general``: ``mm``, ``bmm``, ``matmul`` (1-D operands and
broadcast batch dims as PyTorch), ``mv``, ``dot``, ``linear`` (``x @ w^T + b``), ``addmm``/
``baddbmm``/``addmv`` (``beta * self + alpha * product``, constant beta and alpha)."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC


def _operand(op, operands, name):
    v = U.converted(op, operands, name)
    if not U.ranked(getattr(v, "type", None)):
        raise U.NotLowerable(f"'{name}' is not a ranked tensor")
    return v


def _dot(b, x, y, contracting, batching, out_shape, et):
    """A ``dot_general`` with result element type ``et``; f16/bf16 products accumulate in f32 and
    round once, as PyTorch's CPU kernels do."""
    if any(x.type.shape[d] == 0 for d in contracting[0]) or any(y.type.shape[d] == 0 for d in contracting[1]):
        # a sum over no terms is 0: the result is a zero splat, known without a product
        xs, ys = U.sizes(b, x), U.sizes(b, y)
        free_x = [s for i, s in enumerate(xs) if i not in batching[0] and i not in contracting[0]]
        free_y = [s for i, s in enumerate(ys) if i not in batching[1] and i not in contracting[1]]
        computed = [xs[i] for i in batching[0]] + free_x + free_y
        return U.splat(b, 0, et, [s if s != DYN else c for s, c in zip(out_shape, computed)])
    acc = U.compute_type(et)
    if acc is not et:
        x, y = U.convert(b, x, acc), U.convert(b, y, acc)
    r = b.op(H.DotGeneralOp.build(lhs=x, rhs=y, result=U.RTT(out_shape, acc),
                                  dot_dimension_numbers=H.dot_dimension_numbers(
                                      batching[0], batching[1], contracting[0], contracting[1])))
    return r if acc is et else U.convert(b, r, et)


def matmul_values(b, x, y, et):
    """``torch.matmul(x, y)`` (any ranks >= 1) with element type ``et``."""
    rx, ry = len(x.type.shape), len(y.type.shape)
    if x.type.element_type is not et:
        x = U.convert(b, x, et)
    if y.type.element_type is not et:
        y = U.convert(b, y, et)
    if rx == 1 and ry == 1:
        return _dot(b, x, y, ([0], [0]), ([], []), [], et)
    xs, ys = U.sizes(b, x), U.sizes(b, y)
    squeeze_n = squeeze_m = False
    if rx == 1:
        x = U.reshape(b, x, [1] + xs)
        xs = [1] + xs
        squeeze_n = True
    if ry == 1:
        y = U.reshape(b, y, ys + [1])
        ys = ys + [1]
        squeeze_m = True
    bx, by = xs[:-2], ys[:-2]
    nb = max(len(bx), len(by))
    if len(bx) == len(by) and nb and all(isinstance(p, int) and isinstance(q, int) and p == q
                                          for p, q in zip(bx, by)) or nb == 0:
        batch = bx
    else:
        batch = []
        for i in range(nb):
            p = bx[i - (nb - len(bx))] if i >= nb - len(bx) else 1
            q = by[i - (nb - len(by))] if i >= nb - len(by) else 1
            if isinstance(p, int) and p == 1:
                batch.append(q)
            elif isinstance(q, int) and q == 1:
                batch.append(p)
            else:
                batch.append(p if isinstance(p, int) else q)
    if nb:
        x = U.broadcast_to(b, x, batch + xs[-2:]) if list(bx) != list(batch) or len(bx) != nb else x
        y = U.broadcast_to(b, y, batch + ys[-2:]) if list(by) != list(batch) or len(by) != nb else y
    bd = list(range(nb))
    out = U.static_shape(batch) + [x.type.shape[-2], y.type.shape[-1]]
    r = _dot(b, x, y, ([nb + 1], [nb]), (bd, bd), out, et)
    if squeeze_n or squeeze_m:
        rs = U.sizes(b, r)
        keep = [s for i, s in enumerate(rs) if not ((squeeze_n and i == nb) or (squeeze_m and i == nb + 1))]
        r = U.reshape(b, r, keep)
    return r


def _product(x_name, y_name, ranks=None):
    def lower(op, operands, rw):
        x, y = _operand(op, operands, x_name), _operand(op, operands, y_name)
        if ranks is not None and (len(x.type.shape), len(y.type.shape)) not in ranks:
            return False
        out = U.result_type(op)
        b = U.B(rw, op.location)
        rw.replace_op(op, U.cast_shape(b, matmul_values(b, x, y, out.element_type), out))
        return True
    return lower


lowering("torch.aten.mm")(_product("self", "mat2", {(2, 2)}))
lowering("torch.aten.bmm")(_product("self", "mat2", {(3, 3)}))
lowering("torch.aten.matmul")(_product("self", "other"))
lowering("torch.aten.mv")(_product("self", "vec", {(2, 1)}))
lowering("torch.aten.dot")(_product("self", "tensor", {(1, 1)}))
lowering("torch.aten.inner")(_product("self", "other", {(1, 1)}))


@lowering("torch.aten.linear")
def linear(op, operands, rw):
    """``x @ w^T (+ bias)``: ``dot_general`` contracting x's last dim with w's dim 1."""
    x, w = _operand(op, operands, "input"), _operand(op, operands, "weight")
    out = U.result_type(op)
    et = out.element_type
    b = U.B(rw, op.location)
    if len(w.type.shape) != 2 or not x.type.shape:
        r = matmul_values(b, x, U.transpose(b, w, list(reversed(range(len(w.type.shape))))), et)
    else:
        rx = len(x.type.shape)
        x = U.convert(b, x, et)
        w = U.convert(b, w, et)
        r = _dot(b, x, w, ([rx - 1], [1]), ([], []), list(x.type.shape[:-1]) + [w.type.shape[0]], et)
    if U.has_arg(op, "bias"):
        bias = U.convert(b, _operand(op, operands, "bias"), et)
        r = U.binary(b, H.AddOp, r, U.broadcast_to(b, bias, U.sizes(b, r)))
    rw.replace_op(op, U.cast_shape(b, r, out))
    return True


def _scaled(b, v, c):
    if c == 1:
        return v
    return U.binary(b, H.MulOp, v, U.splat_like(b, v, c))


def _addmm_like(x_name, y_name):
    def lower(op, operands, rw):
        s = _operand(op, operands, "self")
        x, y = _operand(op, operands, x_name), _operand(op, operands, y_name)
        beta = U.const_number(op.arg("beta")) if U.has_arg(op, "beta") else 1
        alpha = U.const_number(op.arg("alpha")) if U.has_arg(op, "alpha") else 1
        if beta is None or alpha is None:
            return False
        out = U.result_type(op)
        et = out.element_type
        b = U.B(rw, op.location)
        p = _scaled(b, matmul_values(b, x, y, et), alpha)
        if beta != 0:
            sv = _scaled(b, U.broadcast_to(b, U.convert(b, s, et), U.sizes(b, p)), beta)
            p = U.binary(b, H.AddOp, sv, p)
        rw.replace_op(op, U.cast_shape(b, p, out))
        return True
    return lower


lowering("torch.aten.addmm")(_addmm_like("mat1", "mat2"))
lowering("torch.aten.baddbmm")(_addmm_like("batch1", "batch2"))
lowering("torch.aten.addmv")(_addmm_like("mat", "vec"))


@lowering("torch.aten.outer", "torch.aten.ger")
def outer(op, operands, rw):
    """``x[:, None] * y[None, :]``."""
    x, y = _operand(op, operands, "self"), _operand(op, operands, "vec2")
    out = U.result_type(op)
    b = U.B(rw, op.location)
    et = out.element_type
    sz = U.sizes_from(out, [U.dim(b, x, 0), U.dim(b, y, 0)])
    xb = U.broadcast_in_dim(b, U.convert(b, x, et), sz, [0])
    yb = U.broadcast_in_dim(b, U.convert(b, y, et), sz, [1])
    rw.replace_op(op, U.cast_shape(b, U.binary(b, H.MulOp, xb, yb), out))
    return True


@lowering("torch.aten.addbmm")
def addbmm(op, operands, rw):
    """``beta * self + alpha * sum_b(batch1[b] @ batch2[b])``: one ``dot_general`` contracting the
    batch dim with the inner one."""
    s = _operand(op, operands, "self")
    x, y = _operand(op, operands, "batch1"), _operand(op, operands, "batch2")
    beta = U.const_number(op.arg("beta"))
    alpha = U.const_number(op.arg("alpha"))
    if beta is None or alpha is None or len(x.type.shape) != 3 or len(y.type.shape) != 3:
        return False
    out = U.result_type(op)
    et = out.element_type
    b = U.B(rw, op.location)
    p = _dot(b, U.convert(b, x, et), U.convert(b, y, et), ([0, 2], [0, 1]), ([], []),
             [x.type.shape[1], y.type.shape[2]], et)
    p = _scaled(b, p, alpha)
    if beta != 0:
        p = U.binary(b, H.AddOp, _scaled(b, U.broadcast_to(b, U.convert(b, s, et), U.sizes(b, p)), beta), p)
    rw.replace_op(op, U.cast_shape(b, p, out))
    return True


@lowering("torch.aten.vdot")
def vdot(op, operands, rw):
    """``vdot`` of real vectors is their dot product; of complex ones ``sum(conj(x) * y)`` (a
    multiply and a reduce; static sizes are checked equal here, run-time ones by the contract's
    guard from the shape function)."""
    x, y = _operand(op, operands, "self"), _operand(op, operands, "other")
    out = U.result_type(op)
    if len(x.type.shape) != 1 or len(y.type.shape) != 1:
        return False
    b = U.B(rw, op.location)
    et = out.element_type
    if U.is_complex(et):
        nx, ny = x.type.shape[0], y.type.shape[0]
        if nx != DYN and ny != DYN and nx != ny:
            raise U.NotLowerable(f"vdot of vectors of sizes {nx} and {ny}")
        x, y = U.convert(b, x, et), U.convert(b, y, et)
        cx = U.binary(b, H.ComplexOp, U.unary(b, H.RealOp, x), U.unary(b, H.NegOp, U.unary(b, H.ImagOp, x)))
        r = U.reduce(b, U.binary(b, H.MulOp, cx, y), 0, [0], H.AddOp)
        rw.replace_op(op, U.cast_shape(b, r, out))
        return True
    rw.replace_op(op, U.cast_shape(b, matmul_values(b, x, y, out.element_type), out))
    return True
