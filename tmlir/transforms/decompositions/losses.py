"""Losses: mse, l1, smooth_l1, huber, binary cross entropy (with logits), soft margin, kl_div,
poisson_nll, hinge/margin ranking/cosine embedding/triplet margin, nll_loss (1-d, 2-d, Nd) and
cross_entropy (class indices or probabilities)."""
from __future__ import annotations

import math

from tmlir.dialects.torch import types as T

from .registry import decomposition
from .builder import NotApplicable, is_complex_dtype, is_float_dtype


def _real_operands(b, *xs):
    """The operands unchanged; complex ones are not decomposed. Integer operands compute in
    their dtype (wrapping as PyTorch's kernels do) until a float scalar or a float op makes the
    result the default float dtype."""
    if any(is_complex_dtype(b.known_dtype(x)) for x in xs):
        raise NotApplicable("complex operands")
    return xs


def reduce(b, loss, reduction):
    """``reduction`` 0: none, 1: mean, 2: sum (over every element)."""
    r = b.const_int(reduction)
    dims = list(range(b.rank(loss)))
    if r == 0:
        return loss
    if r == 1:
        return b.mean(loss, dims, False)
    if r == 2:
        return b.sum(loss, dims, False)
    raise NotApplicable("reduction")


def _diff(b, x, t):
    b.float_tensor(x)
    return b.sub(x, t)


@decomposition("torch.aten.mse_loss")
def mse_loss(b, op):
    x, t, reduction = op.operands
    d = _diff(b, x, t)
    return [reduce(b, b.mul(d, d), reduction)]


@decomposition("torch.aten.l1_loss")
def l1_loss(b, op):
    """``|x - t|`` reduced; complex inputs give the real magnitudes, as PyTorch's."""
    x, t, reduction = op.operands
    if is_complex_dtype(b.dtype(x)):
        return [reduce(b, b.abs(b.sub(x, t)), reduction)]
    return [reduce(b, b.abs(_diff(b, x, t)), reduction)]


@decomposition("torch.aten.smooth_l1_loss")
def smooth_l1_loss(b, op):
    """``where(d < beta, d^2 / (2 beta), d - beta / 2)`` with ``d = |x - t|``."""
    x, t, reduction, beta = op.operands
    d = b.abs(_diff(b, x, t))
    bv = float(b.const_float(beta))
    if bv == 0:
        return [reduce(b, d, reduction)]
    loss = b.where(b.compare("lt", d, bv), b.mul(b.mul(d, d), 0.5 / bv), b.sub(d, 0.5 * bv))
    return [reduce(b, loss, reduction)]


@decomposition("torch.aten.huber_loss")
def huber_loss(b, op):
    """``where(d < delta, d^2 / 2, delta (d - delta / 2))``."""
    x, t, reduction, delta = op.operands
    d = b.abs(_diff(b, x, t))
    dv = float(b.const_float(delta))
    loss = b.where(b.compare("lt", d, dv), b.mul(b.mul(d, d), 0.5), b.mul(b.sub(d, 0.5 * dv), dv))
    return [reduce(b, loss, reduction)]


def _weighted(b, loss, weight):
    return loss if b.is_none(weight) else b.mul(loss, weight)


@decomposition("torch.aten.binary_cross_entropy")
def binary_cross_entropy(b, op):
    """``-(t max(log x, -100) + (1 - t) max(log(1 - x), -100)) * w``."""
    x, t, weight, reduction = op.operands
    b.float_tensor(x)
    log_x = b.clamp(b.log(x), -100.0, None)
    log_1mx = b.clamp(b.log(b.rsub(x, 1.0)), -100.0, None)
    loss = b.sub(b.mul(b.sub(t, 1.0), log_1mx), b.mul(t, log_x))
    return [reduce(b, _weighted(b, loss, weight), reduction)]


@decomposition("torch.aten.binary_cross_entropy_with_logits")
def bce_with_logits(b, op):
    """``(1 - t) x + lw (log1p(exp(-|x|)) + max(-x, 0))``, ``lw = 1 + (pos_weight - 1) t``."""
    x, t, weight, pos_weight, reduction = op.operands
    b.float_tensor(x)
    softplus_neg = b.add(b.unary("log1p", b.exp(b.neg(b.abs(x)))), b.clamp(b.neg(x), 0.0, None))
    if not b.is_none(pos_weight):
        lw = b.add(b.mul(b.sub(pos_weight, 1.0), t), 1.0)
        softplus_neg = b.mul(lw, softplus_neg)
    loss = b.add(b.mul(b.rsub(t, 1.0), x), softplus_neg)
    return [reduce(b, _weighted(b, loss, weight), reduction)]


@decomposition("torch.aten.soft_margin_loss")
def soft_margin_loss(b, op):
    """``log1p(exp(-t x))``."""
    x, t, reduction = op.operands
    b.float_tensor(x)
    return [reduce(b, b.unary("log1p", b.exp(b.neg(b.mul(t, x)))), reduction)]


@decomposition("torch.aten.kl_div")
def kl_div(b, op):
    """``xlogy(t, t) - t x`` (log_target: ``exp(t) (t - x)``); mean is over every element."""
    x, t, reduction, log_target = op.operands
    b.float_tensor(x)
    if b.const_bool(log_target):
        loss = b.mul(b.exp(t), b.sub(t, x))
    else:
        xlogy = b.where(b.compare("eq", t, 0), b.scalar_tensor(0.0, b.dtype(x)), b.mul(t, b.log(t)))
        loss = b.sub(xlogy, b.mul(t, x))
    return [reduce(b, loss, reduction)]


@decomposition("torch.aten.poisson_nll_loss")
def poisson_nll_loss(b, op):
    """log_input: ``exp(x) - t x``; else ``x - t log(x + eps)``; full adds Stirling's term for t > 1."""
    x, t, log_input, full, eps, reduction = op.operands
    x, t = _real_operands(b, x, t)
    if b.const_bool(log_input):
        loss = b.sub(b.exp(x), b.mul(t, x))
    else:
        loss = b.sub(x, b.mul(t, b.log(b.add(x, float(b.const_float(eps))))))
    if b.const_bool(full):
        stirling = b.add(b.sub(b.mul(t, b.log(t)), t), b.mul(b.log(b.mul(t, 2 * math.pi)), 0.5))
        loss = b.add(loss, b.where(b.compare("gt", t, 1), stirling, b.scalar_tensor(0.0, b.dtype(stirling))))
    return [reduce(b, loss, reduction)]


@decomposition("torch.aten.hinge_embedding_loss")
def hinge_embedding_loss(b, op):
    """``where(t != 1, max(margin - x, 0), 0) + where(t != -1, x, 0)``."""
    x, t, margin, reduction = op.operands
    b.float_tensor(x)
    zero = b.scalar_tensor(0.0, b.dtype(x))
    m = b.clamp(b.rsub(x, float(b.const_float(margin))), 0.0, None)
    loss = b.add(b.where(b.compare("ne", t, 1), m, zero), b.where(b.compare("ne", t, -1), x, zero))
    return [reduce(b, loss, reduction)]


@decomposition("torch.aten.margin_ranking_loss")
def margin_ranking_loss(b, op):
    """``max(-t (x1 - x2) + margin, 0)``."""
    x1, x2, t, margin, reduction = op.operands
    x1, x2, t = _real_operands(b, x1, x2, t)
    loss = b.clamp(b.add(b.mul(b.neg(t), b.sub(x1, x2)), margin), 0.0, None)
    return [reduce(b, loss, reduction)]


@decomposition("torch.aten.cosine_embedding_loss")
def cosine_embedding_loss(b, op):
    """``cos = <x1, x2> / sqrt((|x1|^2 + 1e-12)(|x2|^2 + 1e-12))``; ``1 - cos`` where t = 1,
    ``max(cos - margin, 0)`` where t = -1."""
    x1, x2, t, margin, reduction = op.operands
    x1, x2, t = _real_operands(b, x1, x2, t)
    d = b.rank(x1) - 1
    if d < 0:
        raise NotApplicable("rank")
    eps = 1e-12
    prod = b.sum(b.mul(x1, x2), [d], False)
    m1 = b.add(b.sum(b.mul(x1, x1), [d], False), eps)
    m2 = b.add(b.sum(b.mul(x2, x2), [d], False), eps)
    cos = b.div(prod, b.sqrt(b.mul(m1, m2)))
    zero = b.scalar_tensor(0.0, b.dtype(cos))
    pos = b.where(b.compare("eq", t, 1), b.rsub(cos, 1.0), zero)
    neg = b.where(b.compare("eq", t, -1), b.clamp(b.sub(cos, margin), 0.0, None), zero)
    return [reduce(b, b.add(pos, neg), reduction)]


def _pairwise_distance(b, u, v, p, eps, keepdim):
    """``norm(u - v + eps, p)`` over the innermost dim of the broadcast: the difference in the
    operands' dtype (integers wrap as in PyTorch), ``+ eps`` makes it floating point; complex
    differences enter by their moduli."""
    from .reductions import _vector_norm, _real_float
    r = max(b.rank(u), b.rank(v))
    return _vector_norm(b, _real_float(b, b.add(b.sub(u, v), eps)), p, [r - 1], keepdim)


@decomposition("torch.aten.pairwise_distance")
def pairwise_distance(b, op):
    x1, x2 = op.arg("x1"), op.arg("x2")
    return [_pairwise_distance(b, x1, x2, float(b.const_float(op.arg("p"))), float(b.const_float(op.arg("eps"))),
                               b.const_bool(op.arg("keepdim")))]


@decomposition("torch.aten.triplet_margin_loss")
def triplet_margin_loss(b, op):
    """``max(margin + d(a, p) - d(a, n), 0)`` with pairwise distances (swap: the smaller d(·, n))."""
    a, p, n = op.arg("anchor"), op.arg("positive"), op.arg("negative")
    if b.rank(a) == 0:
        raise NotApplicable("rank")
    pv, ev = float(b.const_float(op.arg("p"))), float(b.const_float(op.arg("eps")))
    d_ap, d_an = _pairwise_distance(b, a, p, pv, ev, False), _pairwise_distance(b, a, n, pv, ev, False)
    if b.const_bool(op.arg("swap")):
        d_an = b.minimum(d_an, _pairwise_distance(b, p, n, pv, ev, False))
    loss = b.clamp(b.sub(b.add(d_ap, float(b.const_float(op.arg("margin")))), d_an), 0.0, None)
    return [reduce(b, loss, op.arg("reduction"))]


def _nll(b, x, target, weight, reduction, ignore_index):
    """(loss, total_weight) of the negative log likelihood; classes along dim 1 (or 0 for 1-d)."""
    b.float_tensor(x)
    r = b.rank(x)
    if r == 1:
        x = b.unsqueeze(x, 0)
        target = b.unsqueeze(target, 0)
    elif r < 1:
        raise NotApplicable("rank")
    dt = b.dtype(x)
    ign = b.const_int(ignore_index)
    keep = b.compare("ne", target, ign)
    safe = b.where(keep, target, b.scalar_tensor(0, b.known_dtype(target)))
    picked = b.squeeze_dim(b.op("torch.aten.gather", [x, 1, b.unsqueeze(safe, 1), False],
                                b.vt(b.sizes(b.unsqueeze(safe, 1)), dt)), 1)
    if b.is_none(weight):
        w = b.to_dtype(keep, dt)
    else:
        w_sel = b.op("torch.aten.index_select", [weight, 0, b.reshape(safe, [-1])], b.vt([-1], dt))
        w_sel = b.reshape(w_sel, b.shape_of(safe))
        w = b.where(keep, w_sel, b.scalar_tensor(0.0, dt))
    loss = b.neg(b.mul(picked, w))
    dims = list(range(b.rank(loss)))
    red = b.const_int(reduction)
    total = b.sum(w, dims, False)
    if red == 0:
        out = b.squeeze_dim(loss, 0) if r == 1 else loss
    elif red == 1:
        out = b.div(b.sum(loss, dims, False), total)
    elif red == 2:
        out = b.sum(loss, dims, False)
    else:
        raise NotApplicable("reduction")
    return out, total


@decomposition("torch.aten.nll_loss", "torch.aten.nll_loss2d", "torch.aten.nll_loss_nd")
def nll_loss(b, op):
    x, t, w, reduction, ignore_index = op.operands
    return [_nll(b, x, t, w, reduction, ignore_index)[0]]


@decomposition("torch.aten.nll_loss_forward", "torch.aten.nll_loss2d_forward")
def nll_loss_forward(b, op):
    """``(loss, total_weight)``. As in PyTorch, total_weight is 0 for reduction none on a batch;
    on a 1-d input (one sample) it is that sample's weight for every reduction (0 if ignored)."""
    x, t, w, reduction, ignore_index = op.operands
    loss, total = _nll(b, x, t, w, reduction, ignore_index)
    if b.const_int(reduction) == 0 and b.rank(x) != 1:
        total = b.full([], 0, b.known_dtype(x))
    return [loss, total]


@decomposition("torch.aten.multilabel_margin_loss")
def multilabel_margin_loss(b, op):
    """Per row (classes last; a 1-d or 0-d input is one row): the targets are the row's class
    indices before its first -1 (repeats count again), and the loss is
    ``sum over targets j, non-target classes i of max(0, 1 - (x[y_j] - x[i])) / C``: a
    [rows, j, i] table masked by ``j`` before the first -1 and ``i`` not a target."""
    x, t, reduction = op.arg("self"), op.arg("target"), op.arg("reduction")
    b.float_tensor(x)
    r = b.rank(x)
    if r > 2 or b.rank(t) != r:
        raise NotApplicable("a 0-d, 1-d or 2-d input with a target of its shape")
    x2, t2 = (b.reshape(x, [1, -1]), b.reshape(t, [1, -1])) if r < 2 else (x, t)
    c = b.size(x2, 1)
    valid = b.compare("eq", b.op("torch.aten.cumsum", [b.to_dtype(b.compare("eq", t2, -1), T.SI64), 1, None],
                                 b.vt(b.sizes(t2), T.SI64)), 0)      # [N, j]: before the first -1
    safe = b.where(valid, t2, 0)
    hit = b.logical("and", b.compare("eq", b.unsqueeze(safe, 2), b.arange(c)), b.unsqueeze(valid, 2))  # [N, j, i]
    is_target = b.op("torch.aten.any.dim", [hit, 1, False], b.vt(b.reduced_sizes(hit, [1], False), T.I1))  # [N, i]
    x_y = b.op("torch.aten.gather", [x2, 1, safe, False], b.vt(b.sizes(safe), b.dtype(x2)))         # [N, j]
    margin = b.clamp(b.add(b.rsub(b.unsqueeze(x_y, 2), 1.0), b.unsqueeze(x2, 1)), 0.0, None)         # [N, j, i]
    keep = b.logical("and", b.unsqueeze(valid, 2), b.unsqueeze(b.logical("not", is_target), 1))
    zero = b.scalar_tensor(0.0, b.dtype(margin))
    loss = b.div(b.sum(b.where(keep, margin, zero), [1, 2], False), b.op("torch.prim.NumToTensor.Scalar", [c],
                                                                         b.vt([], T.SI64)) if not isinstance(c, int) else c)
    if r < 2:
        loss = b.reshape(loss, [])
    return [reduce(b, loss, reduction)]


@decomposition("torch.aten.cross_entropy_loss")
def cross_entropy_loss(b, op):
    """Class indices: ``nll_loss(log_softmax(x, classes))``; probabilities (no weight):
    ``-sum(t log_softmax(x))`` over classes, mean over the other elements."""
    x, t, weight, reduction, ignore_index, smoothing = op.operands
    b.float_tensor(x)
    if b.const_float(smoothing) != 0:
        raise NotApplicable("label smoothing")
    r = b.rank(x)
    cdim = 0 if r == 1 else 1
    lsm = b.op("torch.aten.log_softmax.int", [x, cdim, None], x.type)
    if b.known_dtype(t) in (T.SI64, T.SI32):
        return [_nll(b, lsm, t, weight, reduction, ignore_index)[0]]
    if not b.is_none(weight):
        raise NotApplicable("weights with probability targets")
    loss = b.neg(b.sum(b.mul(lsm, t), [cdim], False))
    red = b.const_int(reduction)
    if red == 1:
        return [b.mean(loss, list(range(b.rank(loss))), False)]
    return [reduce(b, loss, reduction)]


# ---------------------------------------------------------------------------------------------
# linear_cross_entropy's chunked custom ops (torch.nn.modules.linear_cross_entropy, torch 2.13):
# F.linear_cross_entropy(..., options=LinearCrossEntropyOptions(...)) exports them as
# ``torch.operator "torch_nn._linear_cross_entropy_batch_chunked[_no_reduction]"``
# ---------------------------------------------------------------------------------------------

def _chunked_linear_ce(b, x, lw, t, bias, weight, reduction, ignore_index, policy, acc):
    """The loss of ``cross_entropy(linear(x, lw, bias), t, weight, reduction, ignore_index)`` for a
    [N, F] input as the chunked op computes it (its batch chunks are a memory strategy; the loss
    is the same): with an f16/bf16 input and an f32 ``acc`` dtype the logits are f32 (f16 under
    the "balanced" / "compact" policies), their exp sums and the weighted sums f32, rounded to the
    input dtype once at the end."""
    dt = b.known_dtype(x)
    if not is_float_dtype(dt) or b.rank(x) != 2 or b.rank(lw) != 2:
        raise NotApplicable("a 2-d float input and linear weight")
    use_acc = acc is not None and acc is not dt
    ld = acc if use_acc and not (dt is T.F16 and policy in ("balanced", "compact")) else dt
    wd = acc if use_acc else dt
    logits = b.matmul(b.to_dtype(x, ld), b.transpose(b.to_dtype(lw, ld), 0, 1))
    if not b.is_none(bias):
        logits = b.add(logits, b.to_dtype(bias, ld))
    shifted = b.sub(logits, b.amax(logits, [1], True))
    ignored = b.compare("eq", t, ignore_index)
    safe = b.where(ignored, 0, t)
    picked = b.squeeze_dim(b.op("torch.aten.gather", [shifted, 1, b.unsqueeze(safe, 1), False],
                                b.vt(b.sizes(b.unsqueeze(safe, 1)), ld)), 1)
    denom = b.sum(b.exp(shifted), [1], False, wd if wd is not ld else None)
    if b.is_none(weight):
        w = b.to_dtype(b.logical("not", ignored), wd)
    else:
        w_sel = b.op("torch.aten.index_select", [weight, 0, safe], b.vt(b.sizes(safe), b.dtype(weight)))
        w = b.where(ignored, b.scalar_tensor(0, wd), b.to_dtype(w_sel, wd))
    per_row = b.mul(b.sub(b.log(denom), b.to_dtype(picked, wd)), w)   # -w log_softmax[t]
    if reduction == "none":
        return b.to_dtype(per_row, dt)
    total = b.sum(per_row, [0], False)
    if reduction == "mean":
        total = b.div(total, b.sum(w, [0], False))    # 0 / 0 (every row ignored, or none): NaN
    elif reduction != "sum":
        raise NotApplicable("reduction")
    return b.to_dtype(total, dt)


@decomposition("torch.torch_nn._linear_cross_entropy_batch_chunked")
def linear_cross_entropy_batch_chunked(b, op):
    """Results ``(loss, grad_input, grad_linear_weight, grad_linear_bias)``; the gradients are
    empty unless the program traced them (``compute_*_grad``, which this leaves to PyTorch)."""
    (x, lw, t, bias, weight, reduction, ignore_index, smoothing, _chunk, policy, acc, _retain,
     *compute) = op.operands
    if any(b.const_bool(c) for c in compute):
        raise NotApplicable("gradients computed in the forward")
    if b.const_float(smoothing) != 0:
        raise NotApplicable("label smoothing (PyTorch's chunked op rejects it)")
    loss = _chunked_linear_ce(b, x, lw, t, bias, weight, b.const_str(reduction), b.const_int(ignore_index),
                              b.const_str(policy), b.dtype_arg(acc))
    empties = []
    for r in op.results[1:]:
        sizes = b.sizes(r)
        if sizes is None or any(s != 0 for s in sizes if s >= 0) or any(s < 0 for s in sizes):
            raise NotApplicable("gradient results")
        empties.append(b.full(list(sizes), 0, b.known_dtype(r)))
    return [loss] + empties


@decomposition("torch.torch_nn._linear_cross_entropy_batch_chunked_no_reduction")
def linear_cross_entropy_batch_chunked_no_reduction(b, op):
    """The per-row loss ``(N,)`` of the chunked op with ``reduction='none'``."""
    x, lw, t, bias, weight, ignore_index, _chunk, policy, acc = op.operands
    return [_chunked_linear_ce(b, x, lw, t, bias, weight, "none", b.const_int(ignore_index), b.const_str(policy),
                               b.dtype_arg(acc))]
