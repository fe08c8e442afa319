"""Reductions as ``stablehlo.reduce``: ``sum``, ``mean``, ``prod``, ``amax``/``amin``/``max``/
``min`` (NaN-propagating ``maximum``/``minimum``), ``max.dim``/``min.dim``/``argmax``/``argmin``
(a two-input reduce keeping the first index of the extreme, NaN counting as the extreme),
``any``/``all`` (``or``/``and``); ``softmax``/``log_softmax`` (max-shifted ``exp``, ``reduce``
sums) and ``logsumexp``. Sums accumulate in ``U.sum_type`` (f64 for large f32 sums); unsigned
integers are compared zero-extended."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from .registry import lowering
from . import utils as U

DYN = A.DYNAMIC


def _dims(op, x, name):
    """The reduced dims (sorted, in range): all for an absent/None/empty list."""
    r = len(x.type.shape)
    if name is None or not U.has_arg(op, name):
        return list(range(r))
    v = op.arg(name)
    c = U.const_int(v)
    ds = [c] if c is not None else U.const_int_list(v)
    if ds is None:
        raise U.NotLowerable(f"'{name}' is not a constant")
    if not ds:
        return list(range(r))
    out = sorted({U.norm_dim(d, r) for d in ds})
    if None in out:
        raise U.NotLowerable(f"'{name}' out of range")
    return [d for d in out if d < r] if r else []


def _finish(rw, op, b, red, x, dims, keepdim, out):
    if keepdim:
        red = U.keep_dims(b, red, U.sizes(b, x), dims)
    if red.type.element_type is not out.element_type:
        red = U.convert(b, red, out.element_type)
    rw.replace_op(op, U.cast_shape(b, red, out))
    return True


def _input(op, operands):
    x = operands[0]
    if not U.ranked(getattr(x, "type", None)):
        raise U.NotLowerable("operand 0 is not a ranked tensor")
    return x


def _keepdim(op, name):
    return U.const_flag(op, name) if name else False


def _sum_like(kind, dim_name, keep_name):
    def lower(op, operands, rw):
        x = _input(op, operands)
        out = U.result_type(op)
        dims = _dims(op, x, dim_name)
        b = U.B(rw, op.location)
        et = out.element_type
        if kind == "prod":
            acc = U.compute_type(et)
            if et is A.I1:
                acc = A.I64
            x = U.convert(b, x, acc, unsigned=U.is_unsigned_value(op.arg("self")))
            red = U.reduce(b, x, 1, dims, H.MulOp)
        else:
            acc = U.sum_type(et, x, dims) if U.is_float(et) or U.is_complex(et) else (A.I64 if et is A.I1 else et)
            x = U.convert(b, x, acc, unsigned=U.is_unsigned_value(op.arg("self")))
            red = U.reduce(b, x, 0, dims, H.AddOp)
            if kind == "mean":
                red = U.binary(b, H.DivOp, red, U.broadcast_in_dim(b, U.count(b, x, dims, acc), U.sizes(b, red), []))
        return _finish(rw, op, b, red, x, dims, _keepdim(op, keep_name), out)
    return lower


lowering("torch.aten.sum")(_sum_like("sum", None, None))
lowering("torch.aten.sum.dim_IntList")(_sum_like("sum", "dim", "keepdim"))
lowering("torch.aten.mean")(_sum_like("mean", None, None))
lowering("torch.aten.mean.dim")(_sum_like("mean", "dim", "keepdim"))
lowering("torch.aten.prod")(_sum_like("prod", None, None))
lowering("torch.aten.prod.dim_int")(_sum_like("prod", "dim", "keepdim"))


def _ordered(b, x, unsigned):
    """``x`` in a type where StableHLO's signed order is torch's (unsigned and bool widened)."""
    et = x.type.element_type
    if et is A.I1 or (unsigned and U.is_int(et)):
        return U.convert(b, x, A.IntegerType(min(2 * max(et.width, 8), 64)), unsigned=True), True
    return x, False


def _extreme(is_max, dim_name, keep_name):
    def lower(op, operands, rw):
        x = _input(op, operands)
        out = U.result_type(op)
        dims = _dims(op, x, dim_name)
        b = U.B(rw, op.location)
        unsigned = U.is_unsigned_value(op.arg("self"))
        xv, widened = _ordered(b, x, unsigned)
        et = xv.type.element_type
        if U.is_complex(et):
            return False
        init = U.lowest(et) if is_max else U.highest(et)
        if widened:
            w = x.type.element_type.width
            init = 0 if is_max else (1 if w == 1 else (1 << w) - 1)
        red = U.reduce(b, xv, init, dims, H.MaxOp if is_max else H.MinOp)
        return _finish(rw, op, b, red, x, dims, _keepdim(op, keep_name), out)
    return lower


lowering("torch.aten.amax")(_extreme(True, "dim", "keepdim"))
lowering("torch.aten.amin")(_extreme(False, "dim", "keepdim"))
lowering("torch.aten.max")(_extreme(True, None, None))
lowering("torch.aten.min")(_extreme(False, None, None))


def _arg_reduce(b, x, d, is_max, unsigned):
    """(values, indices) of the extreme of ``x`` along ``d`` (first index on ties; NaN wins)."""
    xv, _ = _ordered(b, x, unsigned)
    et = xv.type.element_type
    sz = U.sizes(b, xv)
    idx = U.iota(b, A.I64, sz, d)
    init_v = U.scalar_const(b, U.lowest(et) if is_max else U.highest(et), et)
    init_i = U.scalar_const(b, 0, A.I64)
    isf = U.is_float(et)

    def body(ib, accs, elems):
        av, ai = accs
        bv, bi = elems
        better = U.compare(ib, bv, av, "GT" if is_max else "LT")
        same = U.compare(ib, bv, av, "EQ")
        if isf:
            bnan = U.compare(ib, bv, bv, "NE")
            anan = U.compare(ib, av, av, "NE")
            better = U.binary(ib, H.OrOp, better, U.binary(ib, H.AndOp, bnan,
                                                           U.binary(ib, H.XorOp, anan, U.scalar_const(ib, True, A.I1))))
            same = U.binary(ib, H.OrOp, same, U.binary(ib, H.AndOp, bnan, anan))
        first = U.binary(ib, H.AndOp, same, U.compare(ib, bi, ai, "LT"))
        take = U.binary(ib, H.OrOp, better, first)
        return [U.select(ib, take, bv, av), U.select(ib, take, bi, ai)]
    v, i = U.reduce_multi(b, [xv, idx], [init_v, init_i], [d], body)
    if v.type.element_type is not x.type.element_type:
        v = U.convert(b, v, x.type.element_type)
    return v, i


def _ext_dim(is_max):
    def lower(op, operands, rw):
        x = _input(op, operands)
        r = len(x.type.shape)
        d = U.dim_arg(op, "dim", r)
        if d is None:
            return False
        b = U.B(rw, op.location)
        keep = U.const_flag(op, "keepdim")
        if r == 0:
            rw.replace_op(op, [x, U.constant(b, 0, U.RTT((), A.I64))])
            return True
        v, i = _arg_reduce(b, x, d, is_max, U.is_unsigned_value(op.arg("self")))
        if keep:
            v = U.keep_dims(b, v, U.sizes(b, x), [d])
            i = U.keep_dims(b, i, U.sizes(b, x), [d])
        rw.replace_op(op, [U.cast_shape(b, v, U.result_type(op, 0)), U.cast_shape(b, i, U.result_type(op, 1))])
        return True
    return lower


lowering("torch.aten.max.dim")(_ext_dim(True))
lowering("torch.aten.min.dim")(_ext_dim(False))


def _argext(is_max):
    def lower(op, operands, rw):
        x = _input(op, operands)
        out = U.result_type(op)
        b = U.B(rw, op.location)
        keep = U.const_flag(op, "keepdim")
        r = len(x.type.shape)
        if U.is_none(op.arg("dim")):
            if r == 0:
                rw.replace_op(op, U.cast_shape(b, U.constant(b, 0, U.RTT((), A.I64)), out))
                return True
            flat = U.reshape(b, x, [U.ix(b).prod(U.sizes(b, x))])
            _, i = _arg_reduce(b, flat, 0, is_max, U.is_unsigned_value(op.arg("self")))
            if keep:
                i = U.reshape(b, i, [1] * r)
            rw.replace_op(op, U.cast_shape(b, i, out))
            return True
        d = U.dim_arg(op, "dim", r)
        if d is None:
            return False
        if r == 0:
            rw.replace_op(op, U.cast_shape(b, U.constant(b, 0, U.RTT((), A.I64)), out))
            return True
        _, i = _arg_reduce(b, x, d, is_max, U.is_unsigned_value(op.arg("self")))
        if keep:
            i = U.keep_dims(b, i, U.sizes(b, x), [d])
        rw.replace_op(op, U.cast_shape(b, i, out))
        return True
    return lower


lowering("torch.aten.argmax")(_argext(True))
lowering("torch.aten.argmin")(_argext(False))


def _logical(is_any, dim_name, keep_name):
    def lower(op, operands, rw):
        x = _input(op, operands)
        out = U.result_type(op)
        dims = _dims(op, x, dim_name)
        b = U.B(rw, op.location)
        xb = U.convert(b, x, A.I1)
        red = U.reduce(b, xb, not is_any, dims, H.OrOp if is_any else H.AndOp)
        return _finish(rw, op, b, red, x, dims, _keepdim(op, keep_name), out)
    return lower


lowering("torch.aten.any")(_logical(True, None, None))
lowering("torch.aten.all")(_logical(False, None, None))
lowering("torch.aten.any.dim", "torch.aten.any.dims")(_logical(True, "dim", "keepdim"))
lowering("torch.aten.all.dim", "torch.aten.all.dims")(_logical(False, "dim", "keepdim"))


def softmax_values(b, x, d, log, et):
    """``softmax``/``log_softmax`` of ``x`` along ``d`` computed in ``et``."""
    x = U.convert(b, x, et)
    sz = U.sizes(b, x)
    m = U.reduce(b, x, U.lowest(et), [d], H.MaxOp)
    m = U.broadcast_in_dim(b, m, sz, [i for i in range(len(sz)) if i != d])
    # a row of -inf keeps its NaN (as torch); elsewhere the shift is finite
    sh = U.binary(b, H.SubtractOp, x, m)
    e = U.unary(b, H.ExpOp, sh)
    s = U.reduce(b, e, 0, [d], H.AddOp)
    s = U.broadcast_in_dim(b, s, sz, [i for i in range(len(sz)) if i != d])
    if log:
        return U.binary(b, H.SubtractOp, sh, U.unary(b, H.LogOp, s))
    return U.binary(b, H.DivOp, e, s)


def _softmax(log):
    def lower(op, operands, rw):
        x = _input(op, operands)
        out = U.result_type(op)
        r = len(x.type.shape)
        d = U.dim_arg(op, "dim", r)
        if d is None or not U.is_float(out.element_type):
            return False
        b = U.B(rw, op.location)
        if r == 0:
            v = U.splat_like(b, U.convert(b, x, out.element_type), 0.0 if log else 1.0)
            rw.replace_op(op, U.cast_shape(b, v, out))
            return True
        et = U.compute_type(out.element_type)
        v = softmax_values(b, x, d, log, et)
        rw.replace_op(op, U.cast_shape(b, U.convert(b, v, out.element_type), out))
        return True
    return lower


lowering("torch.aten.softmax.int", "torch.aten._softmax")(_softmax(False))
lowering("torch.aten.log_softmax.int", "torch.aten._log_softmax")(_softmax(True))


@lowering("torch.aten.logsumexp")
def logsumexp(op, operands, rw):
    """``m + log(sum(exp(x - m)))`` with ``m`` the max (0 where it is infinite)."""
    x = _input(op, operands)
    out = U.result_type(op)
    if not U.is_float(out.element_type):
        return False
    dims = _dims(op, x, "dim")
    b = U.B(rw, op.location)
    et = U.compute_type(out.element_type)
    x = U.convert(b, x, et)
    sz = U.sizes(b, x)
    keep = [i for i in range(len(sz)) if i not in dims]
    m = U.reduce(b, x, U.lowest(et), dims, H.MaxOp)
    finite = U.unary(b, H.IsFiniteOp, m)
    m = U.select(b, finite, m, U.splat_like(b, m, 0.0))
    s = U.reduce(b, U.unary(b, H.ExpOp, U.binary(b, H.SubtractOp, x, U.broadcast_in_dim(b, m, sz, keep))), 0, dims,
                 H.AddOp)
    red = U.binary(b, H.AddOp, m, U.unary(b, H.LogOp, s))
    return _finish(rw, op, b, red, x, dims, U.const_flag(op, "keepdim"), out)


def _var_family(dim_name, corr_name, keep_name, outs):
    """var/std (and var_mean/std_mean): ``sum((x - mean)^2) / (n - correction)`` in the sum type;
    ``corr_name`` is ``unbiased`` (a bool: correction 1 or 0) or ``correction`` (a number, 1 when
    None). A complex input: the real and imaginary parts' deviations, ``sum(|x - mean|^2)``, and
    a complex mean."""
    def lower(op, operands, rw):
        x = _input(op, operands)
        out = U.result_type(op)
        et = out.element_type
        cx = U.is_complex(x.type.element_type)
        if not U.is_float(et) or not (U.is_float(x.type.element_type) or cx):
            return False
        dims = _dims(op, x, dim_name)
        if corr_name == "correction":
            c = 1 if not U.has_arg(op, "correction") else U.const_number(op.arg("correction"))
        else:
            c = 1 if U.const_flag(op, "unbiased", True) else 0
        if c is None:
            return False
        b = U.B(rw, op.location)
        acc = U.sum_type(et, x, dims)
        parts = [U.unary(b, H.RealOp, x), U.unary(b, H.ImagOp, x)] if cx else [x]
        parts = [U.convert(b, v, acc) for v in parts]
        sz = U.sizes(b, parts[0])
        keep = [i for i in range(len(sz)) if i not in dims]
        n = U.count(b, parts[0], dims, acc)
        means, ss = [], None
        for xv in parts:
            s = U.reduce(b, xv, 0, dims, H.AddOp)
            means.append(U.binary(b, H.DivOp, s, U.broadcast_in_dim(b, n, U.sizes(b, s), [])))
            dev = U.binary(b, H.SubtractOp, xv, U.broadcast_in_dim(b, means[-1], sz, keep))
            sq = U.reduce(b, U.binary(b, H.MulOp, dev, dev), 0, dims, H.AddOp)
            ss = sq if ss is None else U.binary(b, H.AddOp, ss, sq)
        mean = U.binary(b, H.ComplexOp, *means) if cx else means[0]
        den = U.binary(b, H.SubtractOp, n, U.scalar_const(b, float(c), acc))
        den = U.binary(b, H.MaxOp, den, U.scalar_const(b, 0.0, acc))
        var = U.binary(b, H.DivOp, ss, U.broadcast_in_dim(b, den, U.sizes(b, ss), []))
        kd = _keepdim(op, keep_name)
        results = []
        for i, kind in enumerate(outs):
            v = var if kind == "var" else U.unary(b, H.SqrtOp, var) if kind == "std" else mean
            if kd:
                v = U.keep_dims(b, v, sz, dims)
            results.append(U.cast_shape(b, U.convert(b, v, U.result_type(op, i).element_type), U.result_type(op, i)))
        rw.replace_op(op, results)
        return True
    return lower


for _suffix, _dim, _corr, _keep in (("", None, "unbiased", None), (".dim", "dim", "unbiased", "keepdim"),
                                    (".correction", "dim", "correction", "keepdim")):
    for _name, _outs in (("var", ("var",)), ("std", ("std",)), ("var_mean", ("var", "mean")),
                         ("std_mean", ("std", "mean"))):
        lowering(f"torch.aten.{_name}{_suffix}")(_var_family(_dim, _corr, _keep, _outs))


@lowering("torch.aten.cumsum")
def cumsum(op, operands, rw):
    """A ``reduce_window`` sum whose window is the whole dim, padded before by ``n - 1`` (static
    sizes; a dynamic dim: ``sort.scan_dynamic``)."""
    return _scan(op, operands, rw, H.AddOp, 0)


@lowering("torch.aten.cumprod")
def cumprod(op, operands, rw):
    """As ``cumsum``, with products."""
    return _scan(op, operands, rw, H.MulOp, 1)


def _scan(op, operands, rw, cls, init):
    x = _input(op, operands)
    out = U.result_type(op)
    r = len(x.type.shape)
    d = U.dim_arg(op, "dim", r)
    if d is None or r == 0:
        return False
    b = U.B(rw, op.location)
    et = out.element_type
    xv = U.convert(b, x, et, unsigned=U.is_unsigned_value(op.arg("self")))
    if et in (A.F16, A.BF16):
        # PyTorch's CPU scan keeps the running value in f32, each output rounded from it
        sub = x.type.shape[d] != A.DYNAMIC and 0 not in x.type.shape and x.type.shape[d] > 0
        wide = U.RTT(list(out.shape), A.F32)
        res = _scan_values(b, U.convert(b, xv, A.F32), d, cls, init, A.F32) if sub else None
        if res is None:
            from .sort import scan_dynamic
            res = scan_dynamic(b, U.convert(b, xv, A.F32), d, cls, init) if x.type.shape[d] == A.DYNAMIC \
                else U.convert(b, xv, A.F32)
        rw.replace_op(op, U.cast_shape(b, U.convert(b, U.cast_shape(b, res, wide), et), out))
        return True
    if x.type.shape[d] == A.DYNAMIC:
        from .sort import scan_dynamic
        rw.replace_op(op, U.cast_shape(b, scan_dynamic(b, xv, d, cls, init), out))
        return True
    n = x.type.shape[d]
    if n == 0 or 0 in x.type.shape:  # nothing to scan (a window of size 0 does not verify)
        rw.replace_op(op, U.cast_shape(b, xv, out))
        return True
    rw.replace_op(op, U.cast_shape(b, _scan_values(b, xv, d, cls, init, et), out))
    return True


def _scan_values(b, xv, d, cls, init, et):
    """The inclusive scan of ``xv`` (static, non-empty) along ``d``: a ``reduce_window`` whose
    window is the whole dim, padded before by ``n - 1``."""
    r = len(xv.type.shape)
    n = xv.type.shape[d]
    win = [1] * r
    win[d] = n
    pads = [(0, 0)] * r
    pads[d] = (n - 1, 0)
    rop = b.insert(H.ReduceWindowOp.build_reduce_window(
        [xv], [U.scalar_const(b, init, et)], [U.RTT(list(xv.type.shape), et)], window_dimensions=win,
        window_strides=[1] * r, padding=pads))
    blk = rop.body.blocks[0]
    ib = U.InBlock(blk)
    blk.append(H.ReturnOp.build(results_=[U.binary(ib, cls, blk.args[0], blk.args[1])]))
    return rop.results[0]


def _norm(p_name, dim_name, keep_name):
    """Vector norms: ``ord`` 2 (``sqrt(sum x^2)``), 1, inf/-inf (max/min of ``|x|``), 0 (count of
    nonzeros), else ``(sum |x|^p)^(1/p)``, accumulated in the sum type."""
    def lower(op, operands, rw):
        x = _input(op, operands)
        out = U.result_type(op)
        if not U.is_float(out.element_type) or U.is_complex(x.type.element_type):
            return False
        p = 2.0 if p_name is None or U.is_none(op.arg(p_name)) else U.const_number(op.arg(p_name))
        if p is None:
            return False
        p = float(p)
        dims = _dims(op, x, dim_name)
        b = U.B(rw, op.location)
        et = out.element_type
        acc = U.sum_type(et, x, dims) if p not in (float("inf"), float("-inf")) else U.compute_type(et)
        a = U.unary(b, H.AbsOp, U.convert(b, x, acc))
        if p == float("inf"):
            red = U.reduce(b, a, float("-inf"), dims, H.MaxOp)
        elif p == float("-inf"):
            red = U.reduce(b, a, float("inf"), dims, H.MinOp)
        elif p == 0:
            nz = U.convert(b, U.compare(b, a, U.splat_like(b, a, 0.0), "NE"), acc, unsigned=True)
            red = U.reduce(b, nz, 0.0, dims, H.AddOp)
        elif p == 1:
            red = U.reduce(b, a, 0.0, dims, H.AddOp)
        elif p == 2:
            red = U.unary(b, H.SqrtOp, U.reduce(b, U.binary(b, H.MulOp, a, a), 0.0, dims, H.AddOp))
        else:
            pw = U.binary(b, H.PowOp, a, U.splat_like(b, a, p))
            s = U.reduce(b, pw, 0.0, dims, H.AddOp)
            red = U.binary(b, H.PowOp, s, U.splat_like(b, s, 1.0 / p))
        return _finish(rw, op, b, red, x, dims, _keepdim(op, keep_name), out)
    return lower


lowering("torch.aten.linalg_vector_norm")(_norm("ord", "dim", "keepdim"))
lowering("torch.aten.norm.ScalarOpt_dim")(_norm("p", "dim", "keepdim"))
lowering("torch.aten.norm.Scalar")(_norm("p", None, None))
lowering("torch.aten.frobenius_norm.dim")(_norm(None, "dim", "keepdim"))
