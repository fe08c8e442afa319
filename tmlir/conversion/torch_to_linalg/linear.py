"""Linear algebra: mm, bmm, matmul (any ranks, broadcast batch dims), mv, dot, linear, addmm, addmv,
baddbmm, addbmm, einsum.

Every product goes through one contraction builder, ``contract``: it picks the upstream named op
that fits the operand ranks (``_NAMED``: 2-D x 2-D -> ``linalg.matmul``, 3-D x 3-D ->
``linalg.batch_matmul``, ...) and falls back to a ``linalg.generic`` with broadcasting batch maps::

    %0 = torch.aten.matmul %a, %b : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4,5],f32> -> ...
    ==>  %e = tensor.empty(%d0) : tensor<?x5xf32>
         %z = linalg.fill ins(%cst) outs(%e)
         %r = linalg.matmul ins(%a, %b : ...) outs(%z : tensor<?x5xf32>)

f16/bf16 products accumulate in f32 and are truncated at the end (as PyTorch's CPU kernels do);
ui8 operands are widened unsigned. Adding an op = a lowering that calls ``contract`` (and maybe
``_scaled_add`` for the ``beta * input + alpha * product`` family).
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap, dim as adim, const as aconst
from tmlir.ir.core import IRError
from tmlir.ir.dialects import linalg
from tmlir.transforms.decompositions.linear import EinsumEquationError, parse_einsum
from . import utils as U
from .registry import lowering

DYN = A.DYNAMIC

# (lhs rank, rhs rank) -> the named op computing exactly torch's product for those ranks
_NAMED = {(2, 2): "linalg.matmul", (3, 3): "linalg.batch_matmul", (1, 1): "linalg.dot",
          (2, 1): "linalg.matvec", (1, 2): "linalg.vecmat"}
_HAS_CAST = ("linalg.matmul", "linalg.batch_matmul")


def _unsigned(torch_v):
    return U.is_unsigned(U.torch_dtype(torch_v))


def _mac(acc, ua, ub):
    """Body ``out + cvt(a) * cvt(b)`` in the accumulator type."""

    def body(b, x, y, out):
        x = U.convert_scalar(b, x, acc, src_unsigned=ua)
        y = U.convert_scalar(b, y, acc, src_unsigned=ub)
        if acc is A.I1:
            return b.val("arith.ori", [out, b.val("arith.andi", [x, y], acc)], acc)
        return U.add(b, out, U.mul(b, x, y))
    return body


def _batch_exprs(x, nbatch, out_shape):
    """Affine exprs for the leading batch dims of ``x`` (right-aligned on ``nbatch`` batch loops);
    a static size-1 dim broadcasts (reads index 0) when the output dim is not 1."""
    nb = len(x.type.shape) - 2
    exprs = []
    for j in range(nb):
        od = nbatch - nb + j
        if x.type.shape[j] == 1 and out_shape[od] != 1:
            exprs.append(aconst(0))
        else:
            exprs.append(adim(od))
    return exprs


def _out_sizes(rw, a, b, out_type, b_t, loc):
    """The result sizes (ints / index values) of ``a @ b`` for ``out_type``."""
    shape = list(out_type.shape)
    R = len(shape)
    ra, rb = len(a.type.shape), len(b.type.shape)
    has_m, has_n = ra >= 2, rb >= 2
    nbatch = R - has_m - has_n
    res = []
    for od in range(R):
        if shape[od] != DYN:
            res.append(shape[od])
            continue
        if od < nbatch:
            got = None
            for x in (a, b):
                nb = len(x.type.shape) - 2
                j = od - (nbatch - nb)
                if nb > 0 and j >= 0 and x.type.shape[j] != 1:
                    got = U.dim(rw, x, j, loc)
                    break
            res.append(1 if got is None else got)
        elif has_m and od == nbatch:
            res.append(U.dim(rw, a, ra - 2, loc))
        else:
            res.append(U.dim(rw, b, rb - 2 if b_t else rb - 1, loc))
    return res


def _named_fits(name, a, b, b_t, ua, ub):
    if name is None or b_t:
        return False
    if (ua or ub) and (name not in _HAS_CAST or ua != ub):
        return False
    if a.type.element_type is A.I1 or b.type.element_type is A.I1:
        return False
    if name == "linalg.batch_matmul":
        sa, sb = a.type.shape[0], b.type.shape[0]
        if (sa == 1) != (sb == 1) and DYN not in (sa, sb):
            return False      # batch broadcasting: generic
        if 1 in (sa, sb) and sa != sb:
            return False
    return True


def contract(rw, a, b, out_type, loc=None, *, ua=False, ub=False, b_t=False):
    """``a @ b`` with torch.matmul semantics, producing ``out_type``.

    ``a``: ``[*Ba, M, K]`` or ``[K]``; ``b``: ``[*Bb, K, N]`` (``[*Bb, N, K]`` when ``b_t``) or
    ``[K]``; batch dims broadcast. ``ua``/``ub``: the operand is unsigned (ui8).

    >>> contract(rw, x, w, tensor<2x?x5xf32>, b_t=True)     # linear: x @ w.T
    """
    et = out_type.element_type
    acc = U.compute_type(et)
    ra, rb = len(a.type.shape), len(b.type.shape)
    R = len(out_type.shape)
    sizes = _out_sizes(rw, a, b, out_type, b_t, loc)
    named_ok = not (U.is_complex(acc) and acc is not a.type.element_type)
    if ra >= 3 and rb == 2 and a.type.shape[-1] != 0 and named_ok and \
            _named_fits("linalg.matmul", a, b, b_t, ua, ub):
        r = _folded_batch_matmul(rw, a, b, sizes, acc, ua, loc)
        if acc is not et:
            r = U.elementwise(rw, [r], out_type, lambda bb, x: U.convert_scalar(bb, x, et), loc)
        return U.cast_tensor(rw, r, out_type, loc)
    init = U.filled(rw, sizes, acc, 0, loc)
    name = _NAMED.get((ra, rb))
    if a.type.shape[-1] == 0:      # empty contraction: the zeros (no reduction over a 0-sized dim)
        r = init
    elif _named_fits(name, a, b, b_t, ua, ub) and named_ok:
        kw = {"cast": "cast_unsigned"} if ua and name in _HAS_CAST else {}
        r = rw.insert(linalg.named(name, [a, b], [init], location=loc, **kw)).results[0]
    else:
        has_m, has_n = ra >= 2, rb >= 2
        nbatch = R - has_m - has_n
        k = adim(R)
        ea = (_batch_exprs(a, nbatch, out_type.shape) + [adim(nbatch), k]) if has_m else [k]
        if has_n:
            n = adim(R - 1)
            eb = _batch_exprs(b, nbatch, out_type.shape) + ([n, k] if b_t else [k, n])
        else:
            eb = [k]
        maps = [AffineMap(R + 1, 0, tuple(ea)), AffineMap(R + 1, 0, tuple(eb)), AffineMap.identity(R + 1)]
        maps[2] = AffineMap(R + 1, 0, tuple(adim(i) for i in range(R)))
        g = linalg.GenericOp.build_generic([a, b], [init], maps, ["parallel"] * R + ["reduction"],
                                           _mac(acc, ua, ub), location=loc)
        r = rw.insert(g).results[0]
    if acc is not et:
        r = U.elementwise(rw, [r], out_type, lambda bb, x: U.convert_scalar(bb, x, et), loc)
    return U.cast_tensor(rw, r, out_type, loc)


def _folded_batch_matmul(rw, a, b, sizes, acc, ua, loc):
    """``a [*B, M, K] @ b [K, N]`` as one ``linalg.matmul`` on ``a`` collapsed to ``[prod(B) * M, K]``,
    its ``[prod(B) * M, N]`` result expanded back to ``[*B, M, N]`` (``sizes``), as PyTorch's matmul
    folds the batch dims into M. A named 2-D matmul is the op compilers have their best kernels for
    (packed weights); a ``linalg.generic`` with batch dims invites folding the head split of an
    attention's QKV projection into the product (measured: docs/backends.md)."""
    ra = len(a.type.shape)
    lead = list(range(ra - 1))
    a2 = U.collapse(rw, a, [lead, [ra - 1]], loc)
    init = U.filled(rw, [U.dim(rw, a2, 0, loc) if a2.type.shape[0] == DYN else a2.type.shape[0], sizes[-1]],
                    acc, 0, loc)
    kw = {"cast": "cast_unsigned"} if ua else {}
    r = rw.insert(linalg.named("linalg.matmul", [a2, b], [init], location=loc, **kw)).results[0]
    return U.expand(rw, r, [lead, [ra - 1]], sizes, loc)


def _check_tensors(*vs):
    return all(hasattr(v.type, "shape") for v in vs)


_QUANTIZED_NAMED = {(2, 2): "linalg.quantized_matmul", (3, 3): "linalg.quantized_batch_matmul"}


def quantized_contract(rw, op, other, out_type, loc):
    """``self @ other`` on quantized operands (2-D or 3-D, what torch-fuse-quantized-ops writes):
    the i32 sums of ``(a - zp_a) * (b - zp_b)`` by ``linalg.quantized_matmul`` /
    ``quantized_batch_matmul``."""
    ta, tb = op.arg("self"), op.arg(other)
    name = _QUANTIZED_NAMED.get((len(ta.type.sizes), len(tb.type.sizes)))
    if name is None:
        raise U.NotLowerable("a product of quantized tensors needs 2-D or 3-D operands of equal rank")
    a, za = U.quantized_operand(rw, ta, loc)
    b, zb = U.quantized_operand(rw, tb, loc)
    init = U.filled(rw, _out_sizes(rw, a, b, out_type, False, loc), A.I32, 0, loc)
    zs = [U.scalar_const(rw, z, A.I32, loc) for z in (za, zb)]
    r = rw.insert(linalg.named(name, [a, b] + zs, [init], location=loc)).results[0]
    return U.cast_tensor(rw, r, out_type, loc)


def _product(other, b_t=False, ranks=None):
    """A lowering of a plain product op (mm, bmm, matmul, mv, dot) of ``self`` and the argument
    named ``other``; ``ranks``: allowed (ra, rb). Quantized operands: ``quantized_contract``."""
    def lower(op, operands, rw):
        a, b = U.converted(op, operands, "self"), U.converted(op, operands, other)
        if not _check_tensors(a, b):
            return False
        ra, rb = len(a.type.shape), len(b.type.shape)
        if ra == 0 or rb == 0 or (ranks is not None and (ra, rb) not in ranks):
            return False
        out = U.result_type(op)
        if U.is_quantized(U.torch_dtype(op.arg("self"))):
            qs = [op.arg("self"), op.arg(other)]
            rw.replace_op(op, quantized_contract(rw, op, other, out, op.location))
            U.release_quantized(rw, qs)
            return True
        rw.replace_op(op, contract(rw, a, b, out, op.location, ua=_unsigned(op.arg("self")),
                                   ub=_unsigned(op.arg(other)), b_t=b_t))
        return True
    return lower


lowering("torch.aten.mm")(_product("mat2", ranks={(2, 2)}))
lowering("torch.aten.bmm")(_product("mat2", ranks={(3, 3)}))
lowering("torch.aten.matmul")(_product("other"))
lowering("torch.aten.mv")(_product("vec", ranks={(2, 1)}))
lowering("torch.aten.dot")(_product("tensor", ranks={(1, 1)}))
lowering("torch.aten.inner")(_product("other", ranks={(1, 1)}))


@lowering("torch.aten.vdot")
def vdot(op, operands, rw):
    """``sum(conj(a) * b)``: the first vector is conjugated (a no-op on reals)."""
    a, b = U.converted(op, operands, "self"), U.converted(op, operands, "other")
    if not _check_tensors(a, b) or len(a.type.shape) != 1 or len(b.type.shape) != 1:
        return False
    if U.is_complex(a.type.element_type):
        a = U.map_tensor(rw, [a], a.type.element_type, lambda bb, x: bb.val("complex.conj", [x], x.type), op.location)
    rw.replace_op(op, contract(rw, a, b, U.result_type(op), op.location, ua=_unsigned(op.arg("self")),
                               ub=_unsigned(op.arg("other"))))
    return True


def _scaled_add(rw, op, inp, inp_torch, prod, beta, alpha, out, loc):
    """``beta * inp + alpha * prod`` (``inp`` broadcast; beta/alpha scalar values or None for 1)."""
    et = out.element_type
    ui = _unsigned(inp_torch) if inp_torch is not None else False
    scal, has_beta, has_alpha = [], beta is not None, alpha is not None
    if has_beta:
        scal.append(beta)
    if has_alpha:
        scal.append(alpha)

    def body(b, x, p, *s):
        x = U.convert_scalar(b, x, et, src_unsigned=ui)
        i = 0
        if has_beta:
            x = U.mul(b, x, U.convert_scalar(b, s[i], et))
            i += 1
        if has_alpha:
            p = U.mul(b, p, U.convert_scalar(b, s[i], et))
        return U.add(b, x, p)
    return U.elementwise(rw, [inp, prod], out, body, loc, scalars=tuple(scal))


def _scale_operand(op, operands, name, rw):
    """The scalar argument ``name`` (beta/alpha) as a value, or None when it is absent or the
    constant 1; a complex constant becomes a complex<f64> constant."""
    if not U.has_arg(op, name):
        return None
    c = U.const_number(op.arg(name))
    if c is not None and c == 1:
        return None
    if isinstance(U.const_value(op.arg(name)), complex):
        return U.scalar_of(rw, op.arg(name))
    return U.converted(op, operands, name)


def _beta_is_zero(op):
    return U.has_arg(op, "beta") and U.const_number(op.arg("beta")) == 0


def _addmm_like(f1, f2, prod_type_of):
    """``beta * self + alpha * (f1 @ f2)`` (addmm, addmv, baddbmm, addbmm; ``f1``/``f2`` name the
    factors); ``prod_type_of(out, m1, m2)`` gives the product's type (the result's, for all but
    addbmm)."""
    def lower(op, operands, rw):
        inp, m1, m2 = (U.converted(op, operands, n) for n in ("self", f1, f2))
        if not _check_tensors(inp, m1, m2):
            return False
        out = U.result_type(op)
        loc = op.location
        ptype = prod_type_of(out, m1, m2)
        prod = contract(rw, m1, m2, ptype, loc, ua=_unsigned(op.arg(f1)), ub=_unsigned(op.arg(f2)))
        if ptype.shape != out.shape:     # addbmm: sum over the batch
            prod = _sum_leading(rw, prod, out, loc)
        alpha = _scale_operand(op, operands, "alpha", rw)
        if _beta_is_zero(op):      # beta=0: input is ignored (nan/inf in it are not propagated)
            if alpha is None:
                rw.replace_op(op, prod)
                return True
            inp = prod
        beta = _scale_operand(op, operands, "beta", rw)
        rw.replace_op(op, _scaled_add(rw, op, inp, op.arg("self"), prod, beta, alpha, out, loc))
        return True
    return lower


def _same_type(out, m1, m2):
    return out


def _batched_type(out, m1, m2):
    return A.RankedTensorType([m1.type.shape[0]] + list(out.shape), out.element_type)


def _sum_leading(rw, x, out_type, loc):
    """Sum ``x`` over its dim 0 (addbmm's batch)."""
    et = out_type.element_type
    R = len(out_type.shape)
    sizes = [U.dim(rw, x, i + 1, loc) for i in range(R)]
    init = U.filled(rw, sizes, et, 0, loc)
    maps = [AffineMap(R + 1, 0, tuple(adim(i) for i in range(R + 1))),
            AffineMap(R + 1, 0, tuple(adim(i + 1) for i in range(R)))]
    g = linalg.GenericOp.build_generic(
        [x], [init], maps, ["reduction"] + ["parallel"] * R,
        lambda b, v, o: U.add(b, o, v), location=loc)
    return rw.insert(g).results[0]


lowering("torch.aten.addmm")(_addmm_like("mat1", "mat2", _same_type))
lowering("torch.aten.addmv")(_addmm_like("mat", "vec", _same_type))
lowering("torch.aten.baddbmm")(_addmm_like("batch1", "batch2", _same_type))
lowering("torch.aten.addbmm")(_addmm_like("batch1", "batch2", _batched_type))


@lowering("torch.aten.linear")
def linear(op, operands, rw):
    """``linear(x, w, b) = x @ w.T + b`` for any leading dims of x (w: [N, K] or [K])."""
    x, w = U.converted(op, operands, "input"), U.converted(op, operands, "weight")
    if not _check_tensors(x, w) or len(x.type.shape) == 0:
        return False
    out = U.result_type(op)
    loc = op.location
    wt = len(w.type.shape) == 2
    prod = contract(rw, x, w, out, loc, ua=_unsigned(op.arg("input")), ub=_unsigned(op.arg("weight")), b_t=wt)
    if U.has_arg(op, "bias"):
        prod = _scaled_add(rw, op, U.converted(op, operands, "bias"), op.arg("bias"), prod, None, None, out, loc)
    rw.replace_op(op, prod)
    return True



@lowering("torch.aten.outer", "torch.aten.ger")
def outer(op, operands, rw):
    """``outer(a, b)[i, j] = a[i] * b[j]`` (1-D operands)."""
    a, b = U.converted(op, operands, "self"), U.converted(op, operands, "vec2")
    if not _check_tensors(a, b) or len(a.type.shape) != 1 or len(b.type.shape) != 1:
        return False
    out = U.result_type(op)
    loc = op.location
    et = out.element_type
    ua, ub = _unsigned(op.arg("self")), _unsigned(op.arg("vec2"))
    init = U.empty(rw, [U.dim(rw, a, 0, loc), U.dim(rw, b, 0, loc)], et, loc)
    maps = [AffineMap(2, 0, (adim(0),)), AffineMap(2, 0, (adim(1),)), AffineMap.identity(2)]

    def body(bb, x, y, _o):
        x = U.convert_scalar(bb, x, et, src_unsigned=ua)
        y = U.convert_scalar(bb, y, et, src_unsigned=ub)
        return U.mul(bb, x, y)
    g = linalg.GenericOp.build_generic([a, b], [init], maps, ["parallel"] * 2, body, location=loc)
    rw.replace_op(op, U.cast_tensor(rw, rw.insert(g).results[0], out, loc))
    return True

# ---------------------------------------------------------------------------------------------
# einsum
# ---------------------------------------------------------------------------------------------

@lowering("torch.aten.einsum")
def einsum(op, operands, rw):
    """``einsum(eq, [a, b, ...])`` as one ``linalg.generic``: output labels are parallel loops,
    the others reductions; the body multiplies the operands and accumulates.

    >>> einsum("bij,bjk->bik", a, b)    # batch matmul
    """
    eq = U.const_str(op.arg("equation"))
    elems = U.list_elements(op.arg("tensors"))
    if eq is None or elems is None:
        return False
    vals = [rw.get_remapped_value(e) for e in elems]
    if any(v is None or not hasattr(v.type, "shape") for v in vals):
        return False
    out = U.result_type(op)
    loc = op.location
    try:
        ins, outl = parse_einsum(eq, [len(v.type.shape) for v in vals])
    except EinsumEquationError as e:
        raise IRError(f"'{op.name}': {e}", op=op) from None
    loops = list(outl) + sorted({c for lab in ins for c in lab} - set(outl))
    pos = {c: i for i, c in enumerate(loops)}
    nl = len(loops)
    # sizes of every label; size-1 operand dims broadcast against others
    size_of = {}
    for v, lab in zip(vals, ins):
        for j, c in enumerate(lab):
            s = v.type.shape[j]
            if c not in size_of or size_of[c][0] == 1:
                size_of[c] = (s, v, j)
    et = out.element_type
    acc = U.compute_type(et)
    sizes = []
    for i, c in enumerate(outl):
        s = out.shape[i]
        sizes.append(s if s != DYN else U.dim(rw, size_of[c][1], size_of[c][2], loc))
    init = U.filled(rw, sizes, acc, 0, loc)
    maps = []
    for v, lab in zip(vals, ins):
        ex = []
        for j, c in enumerate(lab):
            if v.type.shape[j] == 1 and size_of[c][0] != 1:
                ex.append(aconst(0))
            else:
                ex.append(adim(pos[c]))
        maps.append(AffineMap(nl, 0, tuple(ex)))
    maps.append(AffineMap(nl, 0, tuple(adim(pos[c]) for c in outl)))
    uns = [_unsigned(e) for e in elems]

    def body(b, *args):
        xs = [U.convert_scalar(b, x, acc, src_unsigned=u) for x, u in zip(args[:-1], uns)]
        p = xs[0]
        for x in xs[1:]:
            p = U.mul(b, p, x)
        return U.add(b, args[-1], p)
    its = ["parallel" if c in outl else "reduction" for c in loops]
    g = linalg.GenericOp.build_generic(vals, [init], maps, its, body, location=loc)
    r = rw.insert(g).results[0]
    if acc is not et:
        r = U.elementwise(rw, [r], out, lambda bb, x: U.convert_scalar(bb, x, et), loc)
    rw.replace_op(op, U.cast_tensor(rw, r, out, loc))
    return True

