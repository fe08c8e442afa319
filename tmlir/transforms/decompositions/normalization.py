"""Normalizations: layer_norm, batch_norm (eval, and the no-stats training form), instance_norm,
group_norm, rms_norm — means and ``var.correction`` (correction 0) over the normalized dims."""
from __future__ import annotations

from tmlir.dialects.torch import types as T

from .registry import decomposition
from .builder import NotApplicable, is_complex_dtype, to_torch_dtype


def _normalize(b, x, dims, eps):
    """``((x - mean) * rstd, mean, rstd)`` over ``dims`` (kept)."""
    mean = b.mean(x, dims, True)
    var = b.var(x, dims, 0, True)
    rstd = b.rsqrt(b.add(var, eps))
    return b.mul(b.sub(x, mean), rstd), mean, rstd


def _affine(b, y, weight, bias, shape=None):
    """``y * weight + bias`` (either may be none); ``shape``: a reshape for both first."""
    if not b.is_none(weight):
        y = b.mul(y, weight if shape is None else b.reshape(weight, shape))
    if not b.is_none(bias):
        y = b.add(y, bias if shape is None else b.reshape(bias, shape))
    return y


def _layer_norm(b, x, normalized_shape, weight, bias, eps):
    b.float_tensor(x)
    n = len(b.const_int_list(normalized_shape))
    r = b.rank(x)
    if n > r or n == 0:
        raise NotApplicable("normalized_shape")
    half, x, (weight, bias) = b.in_f32(x, (weight, bias))
    y, mean, rstd = _normalize(b, x, list(range(r - n, r)), b.const_float(eps))
    return b.back_to(half, (_affine(b, y, weight, bias), mean, rstd))


@decomposition("torch.aten.layer_norm")
def layer_norm(b, op):
    """The first result of ``native_layer_norm``, which decomposes in turn unless a backend keeps it
    legal (TOSA lowers it whole)."""
    x, ns, w, bias, eps, _cudnn = op.operands
    b.float_tensor(x)
    sizes, n = b.sizes(x), len(b.const_int_list(ns))
    if sizes is None or n > len(sizes) or n == 0:
        raise NotApplicable("normalized_shape")
    stats = b.vt(list(sizes[:len(sizes) - n]) + [1] * n, b.dtype(x))
    native = b.op("torch.aten.native_layer_norm", [x, ns, w, bias, eps], [op.results[0].type, stats, stats])
    return [native[0]]


@decomposition("torch.aten.native_layer_norm")
def native_layer_norm(b, op):
    """``(y, mean, rstd)``; mean and rstd keep the normalized dims as size 1."""
    x, ns, w, bias, eps = op.operands
    return list(_layer_norm(b, x, ns, w, bias, eps))


def _channel_shape(b, x):
    r = b.rank(x)
    if r < 2:
        raise NotApplicable("needs (N, C, ...)")
    return [-1] + [1] * (r - 2)


def _bn_eval(b, x, w, bias, rm, rv, eps):
    """``(x - running_mean) * rsqrt(running_var + eps) * w + b`` along dim 1."""
    b.float_tensor(x)
    if b.is_none(rm) or b.is_none(rv):
        raise NotApplicable("no running stats")
    shape = _channel_shape(b, x)
    half, x, (w, bias, rm, rv) = b.in_f32(x, (w, bias, rm, rv))
    rstd = b.rsqrt(b.add(rv, b.const_float(eps)))
    y = b.mul(b.sub(x, b.reshape(rm, shape)), b.reshape(rstd, shape))
    return b.back_to(half, [_affine(b, y, w, bias, shape)])[0]


def _empty0(b, x):
    return b.full([0], 0, b.known_dtype(x))


@decomposition("torch.aten.batch_norm")
def batch_norm(b, op):
    """Eval mode (``training=False``) with running stats."""
    x, w, bias, rm, rv, training, _mom, eps, _cudnn = op.operands
    if b.const_bool(training):
        raise NotApplicable("training updates the running stats")
    return [_bn_eval(b, x, w, bias, rm, rv, eps)]


@decomposition("torch.aten.native_batch_norm")
def native_batch_norm(b, op):
    """Eval mode: ``(y, empty, empty)``."""
    x, w, bias, rm, rv, training, _mom, eps = op.operands
    if b.const_bool(training):
        raise NotApplicable("training updates the running stats")
    return [_bn_eval(b, x, w, bias, rm, rv, eps), _empty0(b, x), _empty0(b, x)]


@decomposition("torch.aten._native_batch_norm_legit_no_training")
def native_batch_norm_legit_no_training(b, op):
    x, w, bias, rm, rv, _mom, eps = op.operands
    return [_bn_eval(b, x, w, bias, rm, rv, eps), _empty0(b, x), _empty0(b, x)]


@decomposition("torch.aten._native_batch_norm_legit.no_stats")
def native_batch_norm_legit_no_stats(b, op):
    """Training mode without running stats: batch statistics over every dim but 1;
    returns ``(y, mean[C], rstd[C])``."""
    x, w, bias, training, _mom, eps = op.operands
    b.float_tensor(x)
    if not b.const_bool(training):
        raise NotApplicable("eval without running stats")
    r = b.rank(x)
    shape = _channel_shape(b, x)
    dims = [0] + list(range(2, r))
    half, x, (w, bias) = b.in_f32(x, (w, bias))
    y, mean, rstd = _normalize(b, x, dims, b.const_float(eps))
    y = _affine(b, y, w, bias, shape)
    results = [y, b.reshape(mean, [-1]), b.reshape(rstd, [-1])]
    if half is None:
        return results
    return [b.to_dtype(v, b.dtype(res) or half) for v, res in zip(results, op.results)]


def _bn_train_update(b, x, w, bias, rm, rv, momentum, eps):
    """Training-mode batch norm with running stats: ``(y, mean[C], rstd[C], running_mean_out,
    running_var_out)``, the running stats moved by ``momentum`` towards the batch mean and the
    unbiased batch variance. Half inputs are normalized in f32 and the running stats updated in
    f32 (PyTorch's functional forms return them as f32 for half inputs; callers convert each
    result to the op's result dtype)."""
    b.float_tensor(x)
    r = b.rank(x)
    if r < 2:
        raise NotApplicable("batch norm of a tensor with fewer than 2 dims")
    shape = _channel_shape(b, x)
    dims = [0] + list(range(2, r))
    half, x, (w, bias, rm, rv) = b.in_f32(x, (w, bias, rm, rv))
    mean = b.mean(x, dims, True)
    rstd = b.rsqrt(b.add(b.var(x, dims, 0, True), b.const_float(eps)))
    if half is not None:
        # PyTorch's CPU kernel saves mean and rstd in the half dtype and normalizes with those
        mean, rstd = (b.to_dtype(b.to_dtype(v, half), T.F32) for v in (mean, rstd))
    y = _affine(b, b.mul(b.sub(x, mean), rstd), w, bias, shape)
    mean1 = b.reshape(mean, [-1])
    var1 = b.reshape(b.var(x, dims, 1, True), [-1])
    if half is not None:
        # and moves the running variance by the unbiased variance rounded to the half dtype
        var1 = b.to_dtype(b.to_dtype(var1, half), T.F32)
    m = b.const_float(momentum)
    rm_out = b.add(b.mul(rm, 1.0 - m), b.mul(b.to_dtype(mean1, b.known_dtype(rm)), m))
    rv_out = b.add(b.mul(rv, 1.0 - m), b.mul(b.to_dtype(var1, b.known_dtype(rv)), m))
    return half, (y, mean1, b.reshape(rstd, [-1]), rm_out, rv_out)


def _as_result_dtypes(b, op, values, fallback):
    """``values`` converted to the dtypes of ``op``'s results (``fallback[i]`` where a result's dtype
    is unknown; None: unchanged)."""
    out = []
    for v, res, dt in zip(values, op.results, fallback):
        want = b.dtype(res) or dt
        out.append(v if want is None or want is b.dtype(v) else b.to_dtype(v, want))
    return out


@decomposition("torch.aten._native_batch_norm_legit_functional")
def native_batch_norm_legit_functional(b, op):
    """Training: batch statistics and updated running stats; eval: the running stats, passed
    through, with empty saved statistics."""
    x, w, bias, rm, rv, training, momentum, eps = op.operands
    if not b.const_bool(training):
        return _as_result_dtypes(b, op, [_bn_eval(b, x, w, bias, rm, rv, eps), _empty0(b, x), _empty0(b, x),
                                         rm, rv], [None] * 5)
    half, results = _bn_train_update(b, x, w, bias, rm, rv, momentum, eps)
    return _as_result_dtypes(b, op, results, [half] * 3 + [None] * 2)


@decomposition("torch.aten._batch_norm_with_update_functional")
def batch_norm_with_update_functional(b, op):
    """Training batch norm: ``(y, mean, rstd, reserve, running_mean_out, running_var_out)`` with an
    empty uint8 reserve."""
    x, w, bias, rm, rv, momentum, eps = op.operands
    half, (y, mean, rstd, rm_out, rv_out) = _bn_train_update(b, x, w, bias, rm, rv, momentum, eps)
    return _as_result_dtypes(b, op, [y, mean, rstd, b.full([0], 0, T.UI8), rm_out, rv_out],
                             [half] * 3 + [None] * 3)


@decomposition("torch.aten.instance_norm")
def instance_norm(b, op):
    """``use_input_stats`` without running stats: normalize each (n, c) over the spatial dims;
    without ``use_input_stats`` (eval with tracked stats): with the running mean and variance per
    channel, as eval batch norm. (``use_input_stats`` with running stats: eager's kernel updates
    them in place, which a decomposition would drop: not decomposed.)"""
    x, w, bias, rm, rv, use_input_stats, _mom, eps, _cudnn = op.operands
    b.float_tensor(x)
    input_stats = b.const_bool(use_input_stats)
    if input_stats and (not b.is_none(rm) or not b.is_none(rv)):
        raise NotApplicable("running stats updated in place")
    r = b.rank(x)
    if r < 3:
        raise NotApplicable("rank")
    if not input_stats:  # the same formula as eval batch norm
        return [_bn_eval(b, x, w, bias, rm, rv, eps)]
    half, x, (w, bias) = b.in_f32(x, (w, bias))
    dims = list(range(2, r))
    mean = b.mean(x, dims, True)
    rstd = b.rsqrt(b.add(b.var(x, dims, 0, True), b.const_float(eps)))
    if half is not None:
        # PyTorch's CPU kernel (batch norm of the [1, N*C, ...] view) saves mean and rstd in the
        # half dtype and normalizes with those
        mean, rstd = (b.to_dtype(b.to_dtype(v, half), T.F32) for v in (mean, rstd))
    return b.back_to(half, [_affine(b, b.mul(b.sub(x, mean), rstd), w, bias, _channel_shape(b, x))])


def _group_norm(b, x, groups, w, bias, eps):
    """Normalize ``x`` viewed as ``[N, groups, -1]``; returns (y, mean[N,G], rstd[N,G])."""
    b.float_tensor(x)
    r = b.rank(x)
    if r < 2:
        raise NotApplicable("rank")
    half, x, (w, bias) = b.in_f32(x, (w, bias))
    shape = b.shape_of(x)
    xr = b.reshape(x, [shape[0], groups, -1])
    y, mean, rstd = _normalize(b, xr, [2], eps)
    y = b.reshape(y, shape)
    y = _affine(b, y, w, bias, _channel_shape(b, x))
    return tuple(b.back_to(half, (y, b.squeeze_dim(mean, 2), b.squeeze_dim(rstd, 2))))


@decomposition("torch.aten.group_norm")
def group_norm(b, op):
    x, groups, w, bias, eps, _cudnn = op.operands
    return [_group_norm(b, x, b.const_int(groups), w, bias, b.const_float(eps))[0]]


@decomposition("torch.aten.native_group_norm")
def native_group_norm(b, op):
    x, w, bias, _n, _c, _hxw, groups, eps = op.operands
    return list(_group_norm(b, x, b.const_int(groups), w, bias, b.const_float(eps)))


@decomposition("torch.aten.rms_norm")
def rms_norm(b, op):
    """``x * rsqrt(mean(x^2) + eps) * weight``, as PyTorch computes it: f16/bf16 inputs in f32 (eps
    none: the epsilon of that computation type, of its real part when complex: x^2 is the complex
    square then), rounded back before the weight multiplies."""
    x, ns, w, eps = op.operands
    complex_ = is_complex_dtype(b.dtype(x))
    if not complex_:
        b.float_tensor(x)
    n = len(b.const_int_list(ns))
    r = b.rank(x)
    dt = b.known_dtype(x)
    cdt = T.F32 if dt in (T.F16, T.BF16) else dt
    xc = b.to_dtype(x, cdt) if cdt is not dt else x
    e = b.opt_float(eps)
    if e is None:
        import torch
        e = torch.finfo(to_torch_dtype(cdt.element_type if complex_ else cdt)).eps
    dims = list(range(r - n, r))
    y = b.mul(xc, b.rsqrt(b.add(b.mean(b.mul(xc, xc), dims, True), e)))
    if cdt is not dt:
        y = b.to_dtype(y, dt)
    if not b.is_none(w):
        y = b.mul(y, w)
    return [y]
