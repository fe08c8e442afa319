"""Normalizations and softmax: (log_)softmax as ``exp(x - max) / sum`` with TOSA reductions;
layer norm (``native_layer_norm`` also returns mean and rstd), batch norm in inference form
(running statistics) and training form (batch statistics), group norm. Float only; f16/bf16
compute in f32."""
from __future__ import annotations

from .registry import lowering
from . import utils as U


def _float_input(rw, op, operands, name="input", static=True):
    """The input as f32; raises NotLowerable (before building anything) for f64 or, when
    ``static``, dynamic dims."""
    U.check_types(op, empty_results_ok=op.name in _BATCH_NORMS)
    x = U.converted(op, operands, name)
    if not isinstance(getattr(x, "type", None), U.A.RankedTensorType):
        raise U.NotLowerable(f"operand '{name}' is not a ranked tensor")
    if static:
        U.static(x, "the input")
    return U.cast(rw, x, U.F32, U.is_unsigned_value(op.arg(name)))


def softmax_of(rw, x, d, log):
    r = U.rank_of(x)
    m = U.reduce(rw, "max", x, [d], True)
    finite = U.binary(rw, "greater", U.const(rw, float("inf"), U.F32, r), U.unary(rw, "abs", m))
    m = U.select(rw, finite, m, U.const(rw, 0.0, U.F32, r))
    z = U.binary(rw, "sub", x, m)
    e = U.unary(rw, "exp", z)
    s = U.reduce(rw, "sum", e, [d], True)
    if log:
        return U.binary(rw, "sub", z, U.unary(rw, "log", s))
    return U.mul(rw, e, U.recip(rw, s))


@lowering("torch.aten._softmax", "torch.aten._log_softmax", "torch.aten.softmax.int", "torch.aten.log_softmax.int")
def softmax(op, operands, rw):
    x = _float_input(rw, op, operands, "self", static=False)
    out = U.result_type(op)
    r = U.rank_of(x)
    d = U.required_dim(op, "dim", r)
    if r == 0:
        y = U.const(rw, 0.0 if "log" in op.name else 1.0, U.F32, [])
    else:
        y = softmax_of(rw, x, d, "log" in op.name)
    return U.finish(rw, op, U.cast(rw, y, out.element_type))


def _affine(rw, y, op, operands, wname, bname, shape):
    if U.has_arg(op, wname):
        y = U.mul(rw, y, U.reshape(rw, U.tensor_arg(rw, op, operands, wname, U.F32), shape))
    if U.has_arg(op, bname):
        y = U.binary(rw, "add", y, U.reshape(rw, U.tensor_arg(rw, op, operands, bname, U.F32), shape))
    return y


@lowering("torch.aten.native_layer_norm", "torch.aten.layer_norm")
def layer_norm(op, operands, rw):
    x = _float_input(rw, op, operands)
    U.static(x, "the input")
    r = U.rank_of(x)
    ns = U.const_int_list(op.arg("normalized_shape"))
    eps = U.const_float(op.arg("eps"))
    if ns is None or eps is None:
        raise U.NotLowerable("normalized_shape/eps are not constants")
    dims = list(range(r - len(ns), r))
    mean, var = U.moments(rw, x, dims, 0)
    rstd = U.unary(rw, "rsqrt", U.binary(rw, "add", var, U.const(rw, eps, U.F32, r)))
    y = U.mul(rw, U.binary(rw, "sub", x, mean), rstd)
    y = _affine(rw, y, op, operands, "weight", "bias", [1] * (r - len(ns)) + ns)
    out = U.result_type(op)
    if op.name == "torch.aten.layer_norm":
        return U.finish(rw, op, U.cast(rw, y, out.element_type))
    res = [U.cast(rw, y, out.element_type)]
    for i, v in ((1, mean), (2, rstd)):
        t = U.result_type(op, i)
        res.append(U.reshape(rw, U.cast(rw, v, t.element_type), list(t.shape)))
    return U.finish(rw, op, res)


def _channel(rw, op, operands, name, r):
    v = U.tensor_arg(rw, op, operands, name, U.F32)
    return U.reshape(rw, v, [1, U.shape(v)[0]] + [1] * (r - 2))


_BATCH_NORMS = ("torch.aten._native_batch_norm_legit_no_training", "torch.aten.batch_norm",
                "torch.aten.native_batch_norm", "torch.aten._native_batch_norm_legit",
                "torch.aten._native_batch_norm_legit_functional", "torch.aten._native_batch_norm_legit.no_stats")


@lowering(*_BATCH_NORMS)
def batch_norm(op, operands, rw):
    x = _float_input(rw, op, operands)
    U.static(x, "the input")
    r = U.rank_of(x)
    eps = U.const_float(op.arg("eps"))
    if eps is None:
        raise U.NotLowerable("eps is not a constant")
    training = op.name in ("torch.aten._native_batch_norm_legit.no_stats",) or (
        U.has_arg(op, "training") and U.const_flag(op, "training"))
    if op.name in ("torch.aten._native_batch_norm_legit_functional",) and len(op.results) > 3:
        raise U.NotLowerable("the functional form updates running statistics")
    dims = [0] + list(range(2, r))
    if training or not U.has_arg(op, "running_mean"):
        mean, var = U.moments(rw, x, dims, 0)
    else:
        mean, var = _channel(rw, op, operands, "running_mean", r), _channel(rw, op, operands, "running_var", r)
    rstd = U.unary(rw, "rsqrt", U.binary(rw, "add", var, U.const(rw, eps, U.F32, r)))
    y = U.mul(rw, U.binary(rw, "sub", x, mean), rstd)
    if U.has_arg(op, "weight"):
        y = U.mul(rw, y, _channel(rw, op, operands, "weight", r))
    if U.has_arg(op, "bias"):
        y = U.binary(rw, "add", y, _channel(rw, op, operands, "bias", r))
    out = U.result_type(op)
    res = [U.cast(rw, y, out.element_type)]
    if len(op.results) > 1:
        c = U.shape(x)[1]
        for i, v in ((1, mean), (2, rstd)):
            t = U.result_type(op, i)
            if not training:       # inference forms return empty saved statistics
                res.append(U.empty(rw, t) if 0 in t.shape else U.const(rw, 0, t.element_type, list(t.shape)))
            else:
                res.append(U.reshape(rw, U.cast(rw, v, t.element_type), [c] if list(t.shape) == [c] else list(t.shape)))
        if len(op.results) > 3:
            return False
    return U.finish(rw, op, res)


@lowering("torch.aten.instance_norm")
def instance_norm(op, operands, rw):
    """Statistics of each (sample, channel) over the spatial dims (``use_input_stats`` only)."""
    if not U.const_flag(op, "use_input_stats", True):
        raise U.NotLowerable("instance norm with running statistics")
    x = _float_input(rw, op, operands)
    sh = U.static(x, "the input")
    r = len(sh)
    eps = U.const_float(op.arg("eps"))
    if eps is None:
        raise U.NotLowerable("eps is not a constant")
    dims = list(range(2, r))
    mean, var = U.moments(rw, x, dims, 0)
    y = U.mul(rw, U.binary(rw, "sub", x, mean),
              U.unary(rw, "rsqrt", U.binary(rw, "add", var, U.const(rw, eps, U.F32, r))))
    if U.has_arg(op, "weight"):
        y = U.mul(rw, y, _channel(rw, op, operands, "weight", r))
    if U.has_arg(op, "bias"):
        y = U.binary(rw, "add", y, _channel(rw, op, operands, "bias", r))
    return U.finish(rw, op, U.cast(rw, y, U.result_type(op).element_type))


@lowering("torch.aten.native_group_norm", "torch.aten.group_norm")
def group_norm(op, operands, rw):
    x = _float_input(rw, op, operands)
    sh = U.static(x, "the input")
    r = len(sh)
    g = U.const_int(op.arg("num_groups" if U.has_arg(op, "num_groups") else "group"))
    eps = U.const_float(op.arg("eps"))
    if g is None or eps is None:
        raise U.NotLowerable("groups/eps are not constants")
    n = sh[0]
    xg = U.reshape(rw, x, [n, g, -1])
    mean, var = U.moments(rw, xg, [2], 0)
    rstd = U.unary(rw, "rsqrt", U.binary(rw, "add", var, U.const(rw, eps, U.F32, 3)))
    y = U.reshape(rw, U.mul(rw, U.binary(rw, "sub", xg, mean), rstd), sh)
    if U.has_arg(op, "weight"):
        y = U.mul(rw, y, _channel(rw, op, operands, "weight", r))
    if U.has_arg(op, "bias"):
        y = U.binary(rw, "add", y, _channel(rw, op, operands, "bias", r))
    out = U.result_type(op)
    res = [U.cast(rw, y, out.element_type)]
    if op.name == "torch.aten.native_group_norm":
        for i, v in ((1, mean), (2, rstd)):
            t = U.result_type(op, i)
            res.append(U.reshape(rw, U.cast(rw, v, t.element_type), list(t.shape)))
    return U.finish(rw, op, res)
