"""Softmax and normalization: softmax/log_softmax (numerically stable, subtracting the max),
batch norm (eval and training statistics), layer norm, group norm, instance norm, with the extra
results (mean, rstd) of the ``native_*`` variants.

Statistics come from the reduction helpers (``reduction.moments``: two passes, mean then the
mean of squared deviations), the normalization itself is one ``linalg.generic``::

    torch.aten.native_layer_norm %x, [4], %w, %b, 1e-5 -> (out, mean, rstd)
    ->  mean/var over the last dim (linalg.generic reductions), rstd = rsqrt(var + eps),
        out = (x - mean) * rstd * w + b        (w, b indexed by the normalized dims)

f16/bf16 inputs compute in f32. Adding an op: a function reading its arguments that calls
``normalize`` (stats from ``moments`` or given tensors), registered with ``@lowering("torch.aten.name")``.
"""
from __future__ import annotations

import math

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap
from tmlir.ir.dialects import tensor
from . import utils as U
from .registry import lowering

# ---------------------------------------------------------------------------------------------
# softmax / log_softmax
# ---------------------------------------------------------------------------------------------


def softmax(rw, op, x, dim, out_elt, log, loc):
    """softmax (or log_softmax) of ``x`` along ``dim`` as a tensor of ``out_elt``."""
    R = U.rank_of(x)
    acc = U.compute_type(out_elt)
    conv = U.input_converter(op, 0, acc)
    m = U.reduce_over(rw, x, [dim], acc, -math.inf, U.maximum, loc, pre=conv)

    def ex(b, v, mm):
        return b.val("math.exp", [U.sub(b, conv(b, v), mm)], acc)
    s = U.reduce_over(rw, x, [dim], acc, 0.0, U.add, loc, pre=ex, extra=[m])
    red_map = AffineMap.from_dims(R, [i for i in range(R) if i != dim])
    init = U.empty(rw, U.sizes(rw, x, loc), out_elt, loc)

    def body(b, v, mm, ss, _o):
        d = U.sub(b, conv(b, v), mm)
        if log:
            r = U.sub(b, d, b.val("math.log", [ss], acc))
        else:
            r = U.div(b, b.val("math.exp", [d], acc), ss)
        return U.convert_scalar(b, r, out_elt)
    return U.generic(rw, [x, m, s], [AffineMap.identity(R), red_map, red_map], [init], [AffineMap.identity(R)],
                   ["parallel"] * R, body, loc)[0]


def _softmax(log):
    def lower(op, operands, rw):
        x = U.tensor_operand(operands, 0)
        out = U.result_type(op)
        if not U.is_float(out.element_type):
            return False
        R = U.rank_of(x)
        d = U.const_int(op.arg("dim"))
        if d is None:
            return False
        loc = op.location
        if R == 0:
            r = U.filled(rw, [], out.element_type, 0.0 if log else 1.0, loc)
        else:
            r = softmax(rw, op, x, U.normalize_dim(d, R), out.element_type, log, loc)
        rw.replace_op(op, U.cast_tensor(rw, r, out, loc))
        return True
    return lower


lowering("torch.aten.softmax.int", "torch.aten._softmax")(_softmax(False))
lowering("torch.aten.log_softmax.int", "torch.aten._log_softmax")(_softmax(True))

# ---------------------------------------------------------------------------------------------
# The normalization generic
# ---------------------------------------------------------------------------------------------


def optional_tensor(op, operands, name):
    """The converted operand of schema argument ``name`` as a builtin tensor, or None when the op
    has no such argument or it is ``None``."""
    if not U.has_arg(op, name):
        return None
    return U.tensor_operand(operands, U.arg_index(op, name))


def normalize(rw, x, mean, rstd, stat_map, weight, bias, wb_map, out_elt, loc, conv=None):
    """``(x - mean) * rstd * weight + bias`` over ``x``; ``mean``/``rstd`` are read through
    ``stat_map``, ``weight``/``bias`` (optional) through ``wb_map``. Computes in the type of
    ``mean`` and converts to ``out_elt``."""
    R = U.rank_of(x)
    acc = mean.type.element_type
    ins, maps = [x, mean, rstd], [AffineMap.identity(R), stat_map, stat_map]
    for t in (weight, bias):
        if t is not None:
            ins.append(t)
            maps.append(wb_map)
    init = U.empty(rw, U.sizes(rw, x, loc), out_elt, loc)
    has_w, has_b = weight is not None, bias is not None

    def body(b, v, m, r, *rest):
        rest = list(rest[:-1])
        v = conv(b, v) if conv else U.convert_scalar(b, v, acc)
        y = U.mul(b, U.sub(b, v, m), r)
        if has_w:
            y = U.mul(b, y, U.convert_scalar(b, rest.pop(0), acc))
        if has_b:
            y = U.add(b, y, U.convert_scalar(b, rest.pop(0), acc))
        return U.convert_scalar(b, y, out_elt)
    return U.generic(rw, ins, maps, [init], [AffineMap.identity(R)], ["parallel"] * R, body, loc)[0]


def rsqrt_of(rw, var, eps, loc):
    """``1 / sqrt(var + eps)`` elementwise."""
    acc = var.type.element_type

    def f(b, v):
        return b.val("math.rsqrt", [U.add(b, v, b.constant(A.FloatAttr(float(eps), acc)))], acc)
    return U.map_tensor(rw, [var], acc, f, loc)


def const_eps(op):
    """The constant ``eps`` argument of a normalization op."""
    e = U.const_value(op.arg("eps"))
    if e is None:
        raise U.NotLowerable(f"'{op.name}': eps is not a constant")
    return float(e)


def stats_result(rw, op, i, t, loc):
    """Result ``i`` built from the f32/f64 statistics tensor ``t`` (converted, cast to its type)."""
    out = U.result_type(op, i)
    et = out.element_type
    if t.type.element_type is not et:
        t = U.map_tensor(rw, [t], et, lambda b, v: U.convert_scalar(b, v, et), loc)
    return U.cast_tensor(rw, t, out, loc)


def empty_result(rw, op, i, loc):
    """An empty result (the ``[0]`` mean/rstd of eval-mode batch norm)."""
    out = U.result_type(op, i)
    if U.DYN in out.shape:
        raise U.NotLowerable(f"'{op.name}': result {i} has a dynamic shape")
    return U.empty(rw, list(out.shape), out.element_type, loc)

# ---------------------------------------------------------------------------------------------
# layer norm
# ---------------------------------------------------------------------------------------------


def layer_norm(rw, op, operands, loc):
    """(out, mean, rstd) of layer_norm(input, normalized_shape, weight?, bias?, eps, ...);
    mean/rstd are reduced (without the unit dims)."""
    x = U.tensor_operand(operands, 0)
    R = U.rank_of(x)
    shape = U.list_elements(op.arg("normalized_shape"))
    if shape is None:
        raise U.NotLowerable("normalized_shape is not a list")
    k = len(shape)
    if k == 0 or k > R:
        raise U.NotLowerable(f"normalized_shape of rank {k} for an input of rank {R}")
    out_elt = U.result_type(op).element_type
    acc = U.compute_type(out_elt)
    w, bias, eps = optional_tensor(op, operands, "weight"), optional_tensor(op, operands, "bias"), const_eps(op)
    dims = list(range(R - k, R))
    var, mean = U.moments(rw, op, x, dims, acc, 0.0, loc)
    rstd = rsqrt_of(rw, var, eps, loc)
    stat_map = AffineMap.from_dims(R, list(range(R - k)))
    wb_map = AffineMap.from_dims(R, dims)
    out = normalize(rw, x, mean, rstd, stat_map, w, bias, wb_map, out_elt, loc, conv=U.input_converter(op, 0, acc))
    return out, mean, rstd, dims


@lowering("torch.aten.layer_norm")
def layer_norm_(op, operands, rw):
    out, _, _, _ = layer_norm(rw, op, operands, op.location)
    rw.replace_op(op, U.cast_tensor(rw, out, U.result_type(op), op.location))
    return True


@lowering("torch.aten.native_layer_norm")
def native_layer_norm(op, operands, rw):
    loc = op.location
    out, mean, rstd, dims = layer_norm(rw, op, operands, loc)
    R = U.rank_of(operands[0])
    mean = U.keep_dims(rw, mean, R, dims, loc)
    rstd = U.keep_dims(rw, rstd, R, dims, loc)
    rw.replace_op(op, [U.cast_tensor(rw, out, U.result_type(op), loc), stats_result(rw, op, 1, mean, loc),
                       stats_result(rw, op, 2, rstd, loc)])
    return True

# ---------------------------------------------------------------------------------------------
# batch norm / instance norm
# ---------------------------------------------------------------------------------------------


def channel_stats(rw, op, x, dims, acc, eps, loc, out_elt=None):
    """Batch statistics (mean, rstd) of ``x`` over ``dims``, computed in ``acc``. For an f16/bf16
    result ``out_elt`` both are rounded to it, as PyTorch's CPU kernel saves them in the half dtype
    and normalizes with those (instance norm in f16 was off by 0.002 at rtol 1e-3)."""
    var, mean = U.moments(rw, op, x, dims, acc, 0.0, loc)
    rstd = rsqrt_of(rw, var, eps, loc)
    if out_elt in (A.F16, A.BF16) and out_elt is not acc:
        mean, rstd = (U.convert_tensor(rw, U.convert_tensor(rw, v, out_elt, loc), acc, loc) for v in (mean, rstd))
    return mean, rstd


def running_stats(rw, rmean, rvar, acc, eps, loc):
    """(mean, rstd) from running statistics."""
    rmean, rvar = U.convert_tensor(rw, rmean, acc, loc), U.convert_tensor(rw, rvar, acc, loc)
    return rmean, rsqrt_of(rw, rvar, eps, loc)


def batch_norm(rw, op, operands, training, loc):
    """(out, mean, rstd) of a batch norm (arguments ``input``, ``weight``, ``bias``, ``eps`` and,
    where the op has them, ``running_mean``/``running_var``). The channel dim is 1; statistics are
    over the other dims in training mode, else the running ones."""
    x = U.tensor_operand(operands, 0)
    R = U.rank_of(x)
    if R < 2:
        raise U.NotLowerable("batch norm of an input of rank < 2")
    out_elt = U.result_type(op).element_type
    acc = U.compute_type(out_elt)
    eps = const_eps(op)
    w, bias, rm, rv = (optional_tensor(op, operands, n) for n in ("weight", "bias", "running_mean", "running_var"))
    if training or rm is None or rv is None:
        mean, rstd = channel_stats(rw, op, x, [0] + list(range(2, R)), acc, eps, loc, out_elt)
    else:
        mean, rstd = running_stats(rw, rm, rv, acc, eps, loc)
    cmap = AffineMap.from_dims(R, [1])
    out = normalize(rw, x, mean, rstd, cmap, w, bias, cmap, out_elt, loc, conv=U.input_converter(op, 0, acc))
    return out, mean, rstd


def _check_bn_results(op, training):
    """Raise NotLowerable (before any IR is built) when the stats results cannot be made."""
    for i in (1, 2):
        rt = U.result_type(op, i)
        if not (training and rt.shape and rt.shape[0] != 0) and U.DYN in rt.shape:
            raise U.NotLowerable(f"'{op.name}': result {i} has a dynamic shape")


def _bn_results(rw, op, out, mean, rstd, training, loc):
    vals = [U.cast_tensor(rw, out, U.result_type(op), loc)]
    for i, t in ((1, mean), (2, rstd)):
        rt = U.result_type(op, i)
        if training and rt.shape and rt.shape[0] != 0:
            vals.append(stats_result(rw, op, i, t, loc))
        else:
            vals.append(empty_result(rw, op, i, loc))
    return vals


@lowering("torch.aten.batch_norm")
def batch_norm_(op, operands, rw):
    """batch_norm(input, weight?, bias?, running_mean?, running_var?, training, momentum, eps, cudnn)."""
    training = U.const_flag(op, "training")
    out, _, _ = batch_norm(rw, op, operands, training, op.location)
    rw.replace_op(op, U.cast_tensor(rw, out, U.result_type(op), op.location))
    return True


@lowering("torch.aten.native_batch_norm", "torch.aten._native_batch_norm_legit", "torch.aten._native_batch_norm_legit_functional")
def native_batch_norm(op, operands, rw):
    """native_batch_norm(input, weight?, bias?, running_mean?, running_var?, training, momentum, eps)
    -> (out, save_mean, save_invstd) (empty in eval mode). The functional variant's updated
    running statistics are not produced."""
    if len(op.results) != 3:
        return False
    training = U.const_flag(op, "training")
    loc = op.location
    _check_bn_results(op, training)
    out, mean, rstd = batch_norm(rw, op, operands, training, loc)
    rw.replace_op(op, _bn_results(rw, op, out, mean, rstd, training, loc))
    return True


@lowering("torch.aten._native_batch_norm_legit_no_training")
def batch_norm_no_training(op, operands, rw):
    """_native_batch_norm_legit_no_training(input, weight?, bias?, running_mean, running_var, momentum,
    eps) -> (out, [0], [0]): what FX gives for BatchNorm in eval mode."""
    loc = op.location
    _check_bn_results(op, False)
    out, mean, rstd = batch_norm(rw, op, operands, False, loc)
    rw.replace_op(op, _bn_results(rw, op, out, mean, rstd, False, loc))
    return True


@lowering("torch.aten._native_batch_norm_legit.no_stats")
def batch_norm_no_stats(op, operands, rw):
    """(input, weight?, bias?, training, momentum, eps): batch statistics."""
    loc = op.location
    _check_bn_results(op, True)
    out, mean, rstd = batch_norm(rw, op, operands, True, loc)
    rw.replace_op(op, _bn_results(rw, op, out, mean, rstd, True, loc))
    return True


@lowering("torch.aten.instance_norm")
def instance_norm(op, operands, rw):
    """instance_norm(input, weight?, bias?, running_mean?, running_var?, use_input_stats, momentum, eps,
    cudnn): statistics per (sample, channel) over the spatial dims, or the running ones."""
    x = U.tensor_operand(operands, 0)
    R = U.rank_of(x)
    if R < 2:
        return False
    loc = op.location
    out_elt = U.result_type(op).element_type
    acc = U.compute_type(out_elt)
    eps = const_eps(op)
    w, bias, rm, rv = (optional_tensor(op, operands, n) for n in ("weight", "bias", "running_mean", "running_var"))
    cmap = AffineMap.from_dims(R, [1])
    if U.const_flag(op, "use_input_stats") or rm is None or rv is None:
        mean, rstd = channel_stats(rw, op, x, list(range(2, R)), acc, eps, loc, out_elt)
        smap = AffineMap.from_dims(R, [0, 1])
    else:
        mean, rstd = running_stats(rw, rm, rv, acc, eps, loc)
        smap = cmap
    out = normalize(rw, x, mean, rstd, smap, w, bias, cmap, out_elt, loc, conv=U.input_converter(op, 0, acc))
    rw.replace_op(op, U.cast_tensor(rw, out, U.result_type(op), loc))
    return True

# ---------------------------------------------------------------------------------------------
# group norm
# ---------------------------------------------------------------------------------------------


def _expand_channels(rw, t, ch_dim, groups, loc):
    """Split dim ``ch_dim`` (static C) of ``t`` into ``[groups, C // groups]``."""
    shape = list(t.type.shape)
    C = shape[ch_dim]
    sizes = U.sizes(rw, t, loc)
    new_sizes = sizes[:ch_dim] + [groups, C // groups] + sizes[ch_dim + 1:]
    new_shape = shape[:ch_dim] + [groups, C // groups] + shape[ch_dim + 1:]
    reassoc = [[i] for i in range(ch_dim)] + [[ch_dim, ch_dim + 1]] + [[i + 1] for i in range(ch_dim + 1, len(shape))]
    rt = A.RankedTensorType(new_shape, t.type.element_type)
    return rw.insert(tensor.ExpandShapeOp.build_expand(t, reassoc, rt, new_sizes, location=loc)).results[0]


def group_norm(rw, op, operands, groups, loc):
    """(out, mean[N, G], rstd[N, G]) of a group norm of x: [N, C, *spatial] (C static), with the
    op's ``weight``, ``bias`` and ``eps`` arguments."""
    x = U.tensor_operand(operands, 0)
    eps = const_eps(op)
    w, bias = optional_tensor(op, operands, "weight"), optional_tensor(op, operands, "bias")
    R = U.rank_of(x)
    C = x.type.shape[1] if R >= 2 else U.DYN
    if R < 2 or C == U.DYN or groups <= 0 or C % groups:
        raise U.NotLowerable(f"group norm needs a static channel count divisible by {groups}")
    out_elt = U.result_type(op).element_type
    acc = U.compute_type(out_elt)
    xe = _expand_channels(rw, x, 1, groups, loc)
    Re = R + 1
    var, mean = U.moments(rw, op, xe, list(range(2, Re)), acc, 0.0, loc)
    rstd = rsqrt_of(rw, var, eps, loc)
    w = _expand_channels(rw, w, 0, groups, loc) if w is not None else None
    bias = _expand_channels(rw, bias, 0, groups, loc) if bias is not None else None
    ye = normalize(rw, xe, mean, rstd, AffineMap.from_dims(Re, [0, 1]), w, bias, AffineMap.from_dims(Re, [1, 2]),
                   out_elt, loc, conv=U.input_converter(op, 0, acc))
    reassoc = [[0], [1, 2]] + [[i] for i in range(3, Re)]
    y = rw.insert(tensor.CollapseShapeOp.build_collapse(ye, reassoc, A.RankedTensorType(list(x.type.shape), out_elt),
                                                   location=loc)).results[0]
    return y, mean, rstd


@lowering("torch.aten.group_norm")
def group_norm_(op, operands, rw):
    """group_norm(input, num_groups, weight?, bias?, eps, cudnn_enabled)."""
    g = U.const_int(op.arg("num_groups"))
    if g is None:
        return False
    out, _, _ = group_norm(rw, op, operands, g, op.location)
    rw.replace_op(op, U.cast_tensor(rw, out, U.result_type(op), op.location))
    return True


@lowering("torch.aten.native_group_norm")
def native_group_norm(op, operands, rw):
    """native_group_norm(input, weight?, bias?, N, C, HxW, group, eps) -> (out, mean, rstd)."""
    g = U.const_int(op.arg("group"))
    if g is None:
        return False
    loc = op.location
    out, mean, rstd = group_norm(rw, op, operands, g, loc)
    rw.replace_op(op, [U.cast_tensor(rw, out, U.result_type(op), loc), stats_result(rw, op, 1, mean, loc),
                       stats_result(rw, op, 2, rstd, loc)])
    return True
