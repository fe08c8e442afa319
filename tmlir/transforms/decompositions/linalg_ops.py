"""Linear algebra (``torch.linalg``) as batched tensor ops, unrolled over the matrix size.

The factorizations are loops over the matrix dimension ``n``. Each step is written once, as
batched ops on the whole ``[..., m, n]`` stack (slices, one-hot rows, outer products, where,
max.dim, matmul), and the loop is unrolled in Python, so the result lowers with the existing
patterns and every matrix of a batch is factorized at once:

- LU with partial pivoting (``_lu``): at step ``k`` the pivot is the first row ``>= k`` of largest
  ``|a_ik|`` (the first maximum, as LAPACK's ``i?amax``), rows ``k`` and ``p`` are exchanged by adding the
  outer product ``(e_k - e_p) (row_p - row_k)``, and the rows below are eliminated. The packed
  ``LU`` matrix and the 1-based int32 pivots follow LAPACK's ``getrf`` conventions; a zero pivot
  is skipped (no scaling) and reported in ``info`` (the first such step, 1-based), as ``getrf``.
  The same row operations run on right-hand sides (solve, inverse) and a permutation vector.
- Triangular solves (``_tri_solve``): one row of the solution per step, from the rows already
  solved (the unsolved rows of the running solution are zero).
- Cholesky (``_cholesky``): one column per step from the lower triangle; ``info`` is the first
  step whose leading minor is not positive definite.
- Householder QR (``_qr``): LAPACK's ``geqrf``/``?larfg`` reflector (``beta = -sign(re alpha)
  ||(alpha, x)||``, none where ``x`` is zero and ``alpha`` real), real and complex; Q is
  accumulated from the right; ``ormqr``/``householder_product`` apply the stored reflectors.
- The matrix exponential: a degree-14 Taylor polynomial of ``A / 2**s`` (``||A/2**s||_1 <= 1/2``)
  and ``s`` squarings, each selected at run time by ``where`` up to ``MAX_SQUARINGS`` (in the
  matrix's precision, f16/bf16 in f32; complex through the real embedding ``_embed``).
- Singular values (svdvals, matrix norms 2/-2/nuc, cond, matrix_rank, pinv) and the SVD with
  vectors: one-sided Jacobi (Hestenes) on the tall orientation, ``JACOBI_SWEEPS`` fixed sweeps
  over every column pair; eigvalsh/eigh: cyclic two-sided Jacobi with the same sweep count,
  eigenvalues sorted ascending as LAPACK. Complex matrices go through their real embedding
  ``[[Re, -Im], [Im, Re]]`` (each singular value / eigenvalue twice; every other one is taken).
  The sweep count: cyclic Jacobi converges quadratically once the off-diagonal part is small;
  measured on 30 random, ill-conditioned (cond 1e12) and clustered symmetric matrices per size,
  ``||off(A)|| / ||A||`` reaches f64 rounding (2e-16) after 5 sweeps at n = 5, 7 at n = 8 and 10
  at n = 16 = ``JACOBI_MAX_N`` (the worst case). Singular and eigen vectors are unique up to sign
  (phase), which LAPACK picks by its own arithmetic: the conformance runner compares them as
  PyTorch's OpInfos do for gradients (``|U|``, ``|V^H|``, ``U V^H``, ``|eigenvectors|``).
  Their loop form (a run-time matrix size, ``_jacobi_loop``): ``JACOBI_LOOP_SWEEPS`` sweeps in the
  round-robin ordering, one ``torch.prim.Loop`` iteration per round of ``n / 2`` disjoint rotations
  applied at once as one matrix; the tall orientation is chosen at run time (``_transpose_if``, a
  gather), the SVD's completion is a Householder loop (``_orthonormal_loop``), and more than
  ``JACOBI_MAX_N`` columns to rotate raise at run time.
- LDL^T (``_ldl``): Bunch-Kaufman pivoting as LAPACK's ``?sytf2`` (1x1 and 2x2 blocks chosen
  per matrix by ``where``), and ``ldl_solve`` as ``?sytrs``.
- General ``eig``/``eigvals`` only for ``n <= 1`` (LAPACK's eigenvalue order is its QR
  iteration's).

Every size must be static, except for the ops with a loop form (Cholesky, the triangular solves,
LU with its unpack / solve, QR and the Householder products, LDL^T (not ``ldl_solve``:
``LDL_SOLVE_LOOP``), tensorinv / tensorsolve: ``_steps`` runs their step in a ``torch.prim.Loop``
over a run-time ``n``): a dynamic matrix
size is refused with a "not lowered: dynamic matrix size" error that names the op and the value,
and matrices larger than ``MAX_N`` are refused as well (the unrolled IR grows with ``n``, the Jacobi sweeps with ``n**2``; OpInfo's matrices have
at most a few dozen rows). f32/f64 and complex inputs (matrix_exp: f16/bf16 too, in f32), each
computed in its own precision; other
dtypes leave the op alone. The steps
emit only ops that lower directly (``where.self`` with 0-d literals, ``max.dim``), so the many
steps of one op stay within the pass's bound on ops created by further decompositions. The
Jacobi methods take at most ``JACOBI_MAX_N`` columns. Singular inputs give what LAPACK gives:
``det`` 0, ``slogdet`` sign 0 and -inf, ``_ex`` variants a nonzero ``info``; ``solve``, ``inv``
and ``cholesky`` without ``_ex`` raise at run time as PyTorch does.
"""
from __future__ import annotations

import math

import numpy as np

from tmlir.dialects.torch import types as T

from .registry import decomposition
from tmlir.dialects.torch.types import ComplexType

from .builder import NotApplicable, NotSupported, broadcast_sizes, norm_dim, is_complex_dtype
from .reductions import _vector_norm

MAX_N = 64          # the largest matrix dimension the factorizations unroll over
MAX_SQUARINGS = 40  # matrix_exp: norms up to 2**39 are scaled below 1/2
TAYLOR_DEGREE = 14  # matrix_exp: truncation error below 0.5**15 / 15! (~2e-17)
# matrix_exp in f32: norms scaled below 2 only (two squarings fewer, each of which doubles the
# relative error), degree 18 (truncation below 2**19 / 19!, ~4e-12)
F32_SCALED_NORM, F32_TAYLOR_DEGREE = 2.0, 18
JACOBI_SWEEPS = 10  # singular values: sweeps of one-sided Jacobi rotations over every column pair
JACOBI_MAX_N = 16   # the most columns the Jacobi sweeps (n * (n - 1) / 2 rotations each) unroll over
#: the loop form (run-time size) of the Jacobi methods: sweeps in the round-robin ordering (all of
#: a round's disjoint pairs at once). Measured on 10 random, ill-conditioned (cond 1e12), clustered
#: (1 + 1e-8 noise) and complex-embedding matrices per size in f64: off(A) / ||A|| (and the errors
#: of the singular values / eigenvalues) reach rounding (< 3e-14) one-sided after 6 sweeps at n = 7,
#: 8 at n = 8, 10 at n = 12 and 12 at n = 16 = JACOBI_MAX_N (10 sweeps leave 2e-11 there); two-sided
#: after 7 at n = 8, 8 at n = 12, 10 at n = 16. A run-time size above JACOBI_MAX_N raises at run time.
JACOBI_LOOP_SWEEPS = 12
#: Cholesky, the triangular solves, LU (solve, inv, det, slogdet, logdet, lu_factor, lu, lu_unpack,
#: lu_solve), QR (qr, geqrf, householder_product, ormqr), ldl_factor and the Jacobi family (svd, eigh, ...)
#: have a loop form for a
#: run-time matrix size (``_steps``: ``torch.prim.Loop`` -> ``scf.for``). Unset, a dynamic size is
#: refused.
DYNAMIC_LOOPS = True
#: ldl_solve's loop form: right in the torch-level interpreter, off until an engine we run it on
#: returns its values (docs/backends.md, "Forms"): a run-time size is refused.
LDL_SOLVE_LOOP = False


# ---------------------------------------------------------------------------------------------
# argument checks
# ---------------------------------------------------------------------------------------------

def _matrix(b, op, name, min_rank=2, complex_ok=False, half_ok=False, dynamic_ok=False):
    """The sizes of operand ``name`` of ``op``: a real f32/f64 tensor (or complex64/128 where
    ``complex_ok``) of static sizes with at least ``min_rank`` dims. NotApplicable for other
    dtypes and unknown ranks; NotSupported (an error naming the op and the value) for dynamic
    sizes (unless ``dynamic_ok``: the factorizations with a loop form; -1 for a run-time size)
    and matrices above ``MAX_N``."""
    x = op.arg(name)
    t = b.ty(x)
    if t.sizes is None or t.dtype is None:
        raise NotApplicable("unknown rank or dtype")
    if t.dtype not in (T.F32, T.F64) and not (complex_ok and is_complex_dtype(t.dtype)) \
            and not (half_ok and t.dtype in (T.F16, T.BF16)):
        raise NotApplicable("real f32/f64 matrices only" + ("" if complex_ok else " (this op has no complex form)"))
    if len(t.sizes) < min_rank:
        raise NotApplicable("not a matrix")
    if any(d < 0 for d in t.sizes) and not (dynamic_ok and DYNAMIC_LOOPS):
        raise NotSupported(f"'{op.name}' not lowered: dynamic matrix size: operand '{name}' has type {t}; "
                           f"the factorization is unrolled over the matrix size, which must be static"
                           + ("" if not dynamic_ok else " (its loop form, linalg_ops.DYNAMIC_LOOPS, is off)"))
    if min_rank >= 2 and max(t.sizes[-2:]) > MAX_N:
        raise NotSupported(f"'{op.name}' not lowered: operand '{name}' of type {t} is larger than "
                           f"{MAX_N}x{MAX_N}, the largest matrix the factorization is unrolled for")
    return list(t.sizes)


def _where(b, c, x, y):
    """``where.self``; a Python number becomes a 0-d literal of the other operand's dtype, so
    no ``where.Scalar*`` op is left to decompose again (an unrolled factorization makes many)."""
    if not isinstance(x, (int, float)) and not isinstance(y, (int, float)):
        return b.where(c, x, y)
    dt = b.dtype(y) if isinstance(x, (int, float)) else b.dtype(x)
    if isinstance(x, (int, float)):
        x = b.literal(np.asarray(x), dt)
    if isinstance(y, (int, float)):
        y = b.literal(np.asarray(y), dt)
    return b.where(c, x, y)


def _flag(b, op, name):
    return b.const_bool(op.arg(name))


# ---------------------------------------------------------------------------------------------
# small batched building blocks
# ---------------------------------------------------------------------------------------------

def _vec(b, values, dtype):
    return b.literal(np.asarray(values), dtype)


_NP_CMP = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal, "gt": np.greater,
           "ge": np.greater_equal}


def _static(*xs):
    """True when every size / index of ``xs`` is a Python int (not a run-time ``!torch.int``)."""
    return all(isinstance(x, int) for x in xs)


def _iota_cmp(b, n, cmp, k):
    """The bool vector ``arange(n) <cmp> k``: a literal for a static ``n`` and step ``k``, an
    iota compared with the run-time value otherwise (the loop form)."""
    if _static(n, k):
        return _vec(b, _NP_CMP[cmp](np.arange(n), k), T.I1)
    return b.compare(cmp, b.arange(n), k)


def _onehot(b, m, k, dtype):
    if _static(m, k):
        return _vec(b, [1.0 if i == k else 0.0 for i in range(m)], dtype)
    return b.to_dtype(_iota_cmp(b, m, "eq", k), dtype)


def _steps(b, n, carried, step, reverse=False):
    """``carried = step(k, *carried)`` for ``k`` in ``range(n)`` (``reverse``: from ``n - 1`` down):
    unrolled in Python for a static ``n``, else one ``torch.prim.Loop`` whose body is ``step`` on the
    run-time index (``Builder.loop``). Returns the final carried values."""
    if _static(n):
        for k in (range(n - 1, -1, -1) if reverse else range(n)):
            carried = list(step(k, *carried))
        return carried

    def body(j, *values):
        return step(b.isub(b.isub(n, j), 1) if reverse else j, *values)
    return b.loop(n, carried, body)


def _outer(b, u, v):
    """``u[..., :, None] * v[..., None, :]``."""
    return b.mul(b.unsqueeze(u, -1), b.unsqueeze(v, -2))


def _col(b, x, j):
    return b.select(x, b.rank(x) - 1, j)


def _row(b, x, i):
    return b.select(x, b.rank(x) - 2, i)


def _entry(b, x, i, j):
    return b.select(_row(b, x, i), b.rank(x) - 2, j)


def _eye(b, m, n, dtype):
    if _static(m, n):
        return b.literal(np.eye(m, n), dtype)
    return b.to_dtype(b.compare("eq", b.unsqueeze(b.arange(m), -1), b.arange(n)), dtype)


def _zeros(b, sizes, dtype):
    return b.full(list(sizes), 0.0, dtype)


def _expand_batch(b, x, batch):
    """``x`` broadcast to the batch sizes ``batch`` (ints, or ``!torch.int`` values)."""
    s = b.sizes(x)
    if not _static(*batch):
        return b.expand(x, list(batch) + [-1, -1])
    want = list(batch) + list(s[-2:])
    return x if list(s) == want else b.expand(x, want)


def _mT(b, x):
    r = b.rank(x)
    return b.transpose(x, r - 2, r - 1)


def _mH(b, x):
    """The conjugate transpose (the transpose of a real matrix)."""
    return b.conj(_mT(b, x))


def _real_dtype(dt):
    return dt.element_type if is_complex_dtype(dt) else dt


def _cabs1(b, x):
    """``|x|`` for reals, ``|re x| + |im x|`` for complex numbers (LAPACK's pivot magnitude)."""
    if is_complex_dtype(b.dtype(x)):
        return b.add(b.abs(b.real_part(x)), b.abs(b.imag_part(x)))
    return b.abs(x)


def _tri(b, x, upper, strict=False):
    """The upper / lower triangle of the last two dims of ``x`` (the rest zero)."""
    s = b.sizes(x)
    if any(d < 0 for d in s[-2:]):  # col - row >= 1 / 0 (upper), <= -1 / 0 (lower)
        r = b.rank(x)
        diff = b.sub(b.arange(b.size(x, r - 1)), b.unsqueeze(b.arange(b.size(x, r - 2)), -1))
        mask = b.compare("ge", diff, 1 if strict else 0) if upper else b.compare("le", diff, -1 if strict else 0)
        return _where(b, mask, x, 0.0)
    mask = np.triu(np.ones(s[-2:]), 1 if strict else 0) if upper else np.tril(np.ones(s[-2:]), -1 if strict else 0)
    return _where(b, b.literal(mask.astype(bool), T.I1), x, 0.0)


def _swap_rows(b, x, k, e_p, e_k):
    """``x`` with rows ``k`` and ``p`` exchanged, ``e_p`` the one-hot ``[..., m]`` of ``p``
    (``x``'s dtype) and ``e_k`` the one-hot of ``k``; also returns the new row ``k``."""
    row_k = _row(b, x, k)
    row_p = b.sum(b.mul(x, b.unsqueeze(e_p, -1)), [-2])
    return b.add(x, _outer(b, b.sub(e_k, e_p), b.sub(row_p, row_k))), row_p


def _first_info(b, info, bad, k):
    """``info`` (int32) set to ``k + 1`` where ``bad`` and no earlier step was."""
    first = b.logical("and", bad, b.compare("eq", info, 0))
    if not _static(k, *b.sizes(info)):
        return b.where(first, b.full([], b.iadd(k, 1), T.SI32), info)
    return _where(b, first, b.full(b.sizes(info), k + 1, T.SI32), info)


# ---------------------------------------------------------------------------------------------
# the factorizations
# ---------------------------------------------------------------------------------------------

def _fmask(b, n, cmp, k, dtype):
    """``_iota_cmp`` as 0 / 1 of ``dtype``."""
    if _static(n, k):
        return _vec(b, _NP_CMP[cmp](np.arange(n), k).astype(np.float64), dtype)
    return b.to_dtype(_iota_cmp(b, n, cmp, k), dtype)


def _below_in_col(b, m, n, k):
    """The ``[m, n]`` bool mask of column ``k`` below the diagonal (rows ``> k``)."""
    if _static(m, n, k):
        in_col = np.zeros((m, n), bool)
        in_col[k + 1:, k] = True
        return b.literal(in_col, T.I1)
    return b.logical("and", b.unsqueeze(_iota_cmp(b, m, "gt", k), -1), b.unsqueeze(_iota_cmp(b, n, "eq", k), -2))


def _set_at(b, acc, k, v):
    """``acc`` (``[..., K]``) with entry ``k`` of its last dim set to ``v`` (``[...]``)."""
    return b.where(_iota_cmp(b, b.size(acc, b.rank(acc) - 1), "eq", k), b.unsqueeze(v, -1), acc)


class LU:
    """The result of ``_lu``: ``lu`` (packed), ``pivots`` (0-based si64 ``[...]`` per step; for a
    run-time size one si64 tensor ``[..., k]``), ``diag`` (the pivot values, likewise), ``info``
    (int32 ``[...]``), ``rhs`` (right-hand sides after the same row operations) and ``perm`` (the
    original row of each row, as a float vector)."""


def _lu(b, a, rhs=None, want_perm=False):
    """LU with partial pivoting of ``a`` ``[..., m, n]`` (float or complex; complex pivots by
    ``|re| + |im|`` as LAPACK), over ``min(m, n)`` steps (``_steps``: a loop for a run-time size).
    ``rhs`` ``[..., m, r]`` (same batch) gets the same row exchanges and eliminations."""
    s = b.shape_of(a)
    batch, m, n = s[:-2], s[-2], s[-1]
    batch_t = list(b.sizes(a)[:-2])
    dt = b.dtype(a)
    res = LU()
    dynamic = not _static(m, n)
    steps = min(m, n) if not dynamic else b.op("torch.prim.min.int", [m, n], T.INT)
    rows = b.arange(m)
    perm = _vec(b, np.arange(m, dtype=np.float64), dt) if want_perm and not dynamic else None
    if want_perm and dynamic:
        perm = b.to_dtype(rows, dt)
    if perm is not None and batch:
        perm = b.expand(perm, list(batch) + [m])
    res.pivots, res.diag = [], []
    carried = [a, b.full(batch, 0, T.SI32)]
    if dynamic:
        carried += [b.full(list(batch) + [steps], 0, T.SI64), _zeros(b, list(batch) + [steps], dt)]
    opt = [v for v in (rhs, perm) if v is not None]
    has_rhs, has_perm = rhs is not None, perm is not None

    def step(k, a, info, *rest):
        rest = list(rest)
        accs = rest[:2] if dynamic else []
        rest = rest[2:] if dynamic else rest
        rhs = rest.pop(0) if has_rhs else None
        perm_ = rest.pop(0) if has_perm else None
        col = _cabs1(b, _col(b, a, k))
        col = _where(b, _iota_cmp(b, m, "lt", k), -1.0, col)
        p = b.op("torch.aten.max.dim", [col, b.rank(col) - 1, False],
                 [b.vt(batch_t, _real_dtype(dt)), b.vt(batch_t, T.SI64)])[1]
        e_p = b.to_dtype(b.compare("eq", rows, b.unsqueeze(p, -1)), dt)
        e_k = _onehot(b, m, k, dt)
        a, row = _swap_rows(b, a, k, e_p, e_k)
        if rhs is not None:
            rhs, rhs_row = _swap_rows(b, rhs, k, e_p, e_k)
        if perm_ is not None:
            pv = b.sum(b.mul(perm_, e_p), [-1], keepdim=True)
            pk = b.unsqueeze(b.select(perm_, b.rank(perm_) - 1, k), -1)  # a static 1 (broadcasts at run time)
            perm_ = b.add(perm_, b.mul(b.sub(e_k, e_p), b.sub(pv, pk)))
        piv = b.select(row, b.rank(row) - 1, k)
        zero = b.compare("eq", piv, 0.0)
        if dynamic:
            accs = [_set_at(b, accs[0], k, p), _set_at(b, accs[1], k, piv)]
        else:
            res.pivots.append(p)
            res.diag.append(piv)
        info = _first_info(b, info, zero, k)
        below = _iota_cmp(b, m, "gt", k)
        ok = b.logical("and", below, b.logical("not", b.unsqueeze(zero, -1)))
        l = _where(b, ok, b.div(_col(b, a, k), b.unsqueeze(piv, -1)), 0.0)
        right = b.mul(row, _fmask(b, n, "gt", k, dt))
        a = b.sub(a, _outer(b, l, right))
        a = _where(b, _below_in_col(b, m, n, k), b.unsqueeze(l, -1), a)
        if rhs is not None:
            rhs = b.sub(rhs, _outer(b, l, rhs_row))
        return [a, info] + accs + [v for v in (rhs, perm_) if v is not None]
    out = _steps(b, steps, carried + opt, step)
    res.lu, res.info = out[0], out[1]
    if dynamic:
        res.pivots, res.diag = out[2], out[3]
        out = out[4:]
    else:
        out = out[2:]
    res.rhs = out.pop(0) if has_rhs else None
    res.perm = out.pop(0) if has_perm else None
    return res


def _batch(b, *xs):
    """The broadcast batch sizes (all dims but the last two) of the tensors ``xs``: ints, or
    ``!torch.int`` values (with run-time broadcast checks) where a size is dynamic."""
    sizes = [b.sizes(x)[:-2] for x in xs]
    if all(d >= 0 for s in sizes for d in s):
        return broadcast_sizes(*sizes)
    rank = max(len(s) for s in sizes)
    out = []
    for i in range(rank):
        col = [b.size(x, i - (rank - len(s))) for x, s in zip(xs, sizes) if i - (rank - len(s)) >= 0]
        out.append(b.broadcast_dim(col, "linalg: batch dimensions"))
    return out


def _tri_solve(b, t, rhs, upper, unit=False):
    """``X`` with ``tri(t) @ X = rhs``: ``t`` ``[..., n, n]``, ``rhs`` ``[..., n, r]`` (batches
    broadcast); only the ``upper`` / lower triangle of ``t`` is read, and not its diagonal when
    ``unit``. One row of ``X`` per step (``_steps``: a loop for a run-time ``n``)."""
    rt = b.rank(t)
    n, r = b.size(t, rt - 1), b.size(rhs, b.rank(rhs) - 1)
    if upper and not _static(n):
        # a forward loop on the reversed rows and columns (a lower triangle): every loop of the
        # decompositions runs forward (docs/backends.md, "Forms")
        flip = lambda x, dims: b.op("torch.aten.flip", [x, dims], x.type)  # noqa: E731
        x = _tri_solve(b, flip(t, [rt - 2, rt - 1]), flip(rhs, [b.rank(rhs) - 2]), False, unit)
        return flip(x, [b.rank(x) - 2])
    batch = _batch(b, t, rhs)
    dt = b.dtype(t)
    t = _expand_batch(b, t, batch)
    rhs = _expand_batch(b, rhs, batch)
    strict = _tri(b, t, upper, strict=True)

    def step(i, x):
        acc = b.squeeze_dim(b.matmul(b.unsqueeze(_row(b, strict, i), -2), x), -2)
        xi = b.sub(_row(b, rhs, i), acc)
        if not unit:
            xi = b.div(xi, b.unsqueeze(_entry(b, t, i, i), -1))
        return [b.add(x, _outer(b, _onehot(b, n, i, dt), xi))]
    return _steps(b, n, [_zeros(b, list(batch) + [n, r], dt)], step, reverse=upper)[0]


def _cholesky(b, a):
    """The lower Cholesky factor of ``a`` ``[..., n, n]`` (from its lower triangle; Hermitian for
    complex ``a``: ``A = L L^H``, the diagonal's imaginary parts unread) and ``info``; one column
    per step (``_steps``: a loop for a run-time ``n``)."""
    s = b.shape_of(a)
    batch, n = s[:-2], s[-1]
    dt = b.dtype(a)
    cplx = is_complex_dtype(dt)

    def step(j, l, info):
        lj = b.unsqueeze(b.conj(_row(b, l, j)), -1)
        v = b.sub(_col(b, a, j), b.squeeze_dim(b.matmul(l, lj), -1))
        d = b.select(v, b.rank(v) - 1, j)
        if cplx:
            d = b.real_part(d)
        failed = b.unsqueeze(b.compare("ne", info, 0), -1)
        info = _first_info(b, info, b.logical("not", b.compare("gt", d, 0.0)), j)
        fails_now = b.logical("and", b.unsqueeze(b.compare("eq", info, b.iadd(j, 1)), -1), b.logical("not", failed))
        sq = b.unsqueeze(b.sqrt(d), -1)
        if cplx:
            d, sq = b.to_dtype(d, dt), b.to_dtype(sq, dt)
        at_j = _iota_cmp(b, n, "eq", j)
        below = _iota_cmp(b, n, "gt", j)
        col = _where(b, at_j, sq, _where(b, below, b.div(v, sq), 0.0))
        # after a failed step the factor keeps the input's lower triangle, and the failing
        # diagonal entry its updated value (as LAPACK's potf2)
        a_col = _where(b, _iota_cmp(b, n, "ge", j), _col(b, a, j), 0.0)
        col = _where(b, failed, a_col, _where(b, fails_now, _where(b, at_j, b.unsqueeze(d, -1), a_col), col))
        return b.add(l, _outer(b, col, _onehot(b, n, j, dt))), info
    return tuple(_steps(b, n, [_zeros(b, s, dt), b.full(batch, 0, T.SI32)], step))


def _solve(b, a, rhs):
    """``A^-1 rhs`` by Gaussian elimination with partial pivoting (batches broadcast), and info."""
    batch = _batch(b, a, rhs)
    f = _lu(b, _expand_batch(b, a, batch), _expand_batch(b, rhs, batch))
    return _tri_solve(b, f.lu, f.rhs, upper=True), f.info


def _identity_like(b, a):
    """The identity of ``a``'s (square) matrices, sized by their row count (as
    ``torch.eye(a.shape[0])`` exports; why not the column count: docs/backends.md, "Forms")."""
    s = b.shape_of(a)
    return _expand_batch(b, _eye(b, s[-2], s[-2], b.dtype(a)), s[:-2])


def _raise_unless_zero(b, info, msg):
    b.check(b.compare("eq", info, 0), msg)


# ---------------------------------------------------------------------------------------------
# determinants
# ---------------------------------------------------------------------------------------------

def _swapped(b, f, k):
    """Whether step ``k`` of ``_lu`` exchanged rows (for a run-time size: ``[..., k]`` at once)."""
    if isinstance(f.pivots, list):
        return b.compare("ne", f.pivots[k], k)
    return b.compare("ne", f.pivots, b.arange(b.size(f.pivots, b.rank(f.pivots) - 1)))


def _prod_last(b, x):
    return b.op("torch.aten.prod.dim_int", [x, -1, False, None], b.vt(b.sizes(x)[:-1], b.dtype(x)))


def _slogdet(b, op, name):
    """``(sign, log|det|)`` from the pivots; a complex sign is the product of ``d / |d|``."""
    s = _matrix(b, op, name, complex_ok=True, dynamic_ok=True)
    a = op.arg(name)
    _square(b, op, name, s)
    batch, n = b.shape_of(a)[:-2], s[-1]
    dt = b.dtype(a)
    sgn = "sgn" if is_complex_dtype(dt) else "sign"
    f = _lu(b, a)
    if not isinstance(f.pivots, list):
        d = f.diag
        sign = _prod_last(b, _where(b, _swapped(b, f, None), b.neg(b.unary(sgn, d)), b.unary(sgn, d)))
        return sign, b.sum(b.log(b.abs(d)), [-1]), f, n
    sign = b.full(batch, 1.0, dt)
    logabs = b.full(batch, 0.0, _real_dtype(dt))
    for k, (p, d) in enumerate(zip(f.pivots, f.diag)):
        swapped = _swapped(b, f, k)
        sign = b.mul(sign, _where(b, swapped, b.neg(b.unary(sgn, d)), b.unary(sgn, d)))
        logabs = b.add(logabs, b.log(b.abs(d)))
    return sign, logabs, f, n


@decomposition("torch.aten.linalg_det", "torch.aten.det")
def linalg_det(b, op):
    """The product of the pivots, negated once per row exchange."""
    name = "A" if op.name.endswith("linalg_det") else "self"
    s = _matrix(b, op, name, complex_ok=True, dynamic_ok=True)
    a = op.arg(name)
    _square(b, op, name, s)
    f = _lu(b, a)
    if not isinstance(f.pivots, list):
        return [_prod_last(b, _where(b, _swapped(b, f, None), b.neg(f.diag), f.diag))]
    det = b.full(s[:-2], 1.0, b.dtype(a))
    for k, (p, d) in enumerate(zip(f.pivots, f.diag)):
        det = b.mul(det, _where(b, _swapped(b, f, k), b.neg(d), d))
    return [det]


@decomposition("torch.aten.linalg_slogdet", "torch.aten.slogdet")
def linalg_slogdet(b, op):
    sign, logabs, _, _ = _slogdet(b, op, "A" if op.name.endswith("linalg_slogdet") else "self")
    return [sign, logabs]


@decomposition("torch.aten.logdet")
def logdet(b, op):
    """``log(det)``: nan for a negative determinant, -inf for a singular matrix; complex:
    ``log|det| + i arg(det)`` (``log(sign) + log|det|``)."""
    sign, logabs, _, _ = _slogdet(b, op, "self")
    if is_complex_dtype(b.dtype(sign)):
        return [b.add(b.log(sign), b.to_dtype(logabs, b.dtype(sign)))]
    return [_where(b, b.compare("lt", sign, 0.0), math.nan, logabs)]


# ---------------------------------------------------------------------------------------------
# solve and inverse
# ---------------------------------------------------------------------------------------------

def _solve_op(b, op, check):
    sa = _matrix(b, op, "A", complex_ok=True, dynamic_ok=True)
    a, rhs = op.arg("A"), op.arg("B")
    tb = b.ty(rhs)
    if tb.sizes is None or tb.dtype is not b.dtype(a):
        raise NotApplicable("B of another dtype or unknown rank")
    _matrix(b, op, "B", 1, complex_ok=True, dynamic_ok=True)
    _square(b, op, "A", sa)
    left = _flag(b, op, "left")
    if len(tb.sizes) == len(sa) - 1 and len(sa) > 2 and any(d < 0 for d in list(tb.sizes) + sa):
        raise NotSupported(f"'{op.name}' not lowered: whether B of type {tb} is a batch of vectors (B.shape == "
                           f"A.shape[:-1]) or of matrices depends on run-time sizes")
    vector = len(tb.sizes) == 1 or (len(tb.sizes) == len(sa) - 1 and list(tb.sizes) == sa[:-1])
    if vector:
        rhs = b.unsqueeze(rhs, -1)
        if not left:
            raise NotApplicable("left=False with a vector B")
    if not left:
        a, rhs = _mT(b, a), _mT(b, rhs)
    x, info = _solve(b, a, rhs)
    if not left:
        x = _mT(b, x)
    if vector:
        x = b.squeeze_dim(x, -1)
    if check:
        _raise_unless_zero(b, info, "linalg.solve: The solver failed because the input matrix is singular.")
    return x, info


@decomposition("torch.aten.linalg_solve")
def linalg_solve(b, op):
    return [_solve_op(b, op, True)[0]]


@decomposition("torch.aten.linalg_solve_ex")
def linalg_solve_ex(b, op):
    x, info = _solve_op(b, op, _flag(b, op, "check_errors"))
    return [x, info]


def _inv(b, op, name, check):
    s = _matrix(b, op, name, complex_ok=True, dynamic_ok=True)
    _square(b, op, name, s)
    a = op.arg(name)
    x, info = _solve(b, a, _identity_like(b, a))
    if check:
        _raise_unless_zero(b, info, "linalg.inv: The diagonal element of U is zero, the inversion could not be "
                                    "completed because the input matrix is singular.")
    return x, info


@decomposition("torch.aten.linalg_inv")
def linalg_inv(b, op):
    return [_inv(b, op, "A", True)[0]]


@decomposition("torch.aten.inverse")
def inverse(b, op):
    return [_inv(b, op, "self", True)[0]]


@decomposition("torch.aten.linalg_inv_ex")
def linalg_inv_ex(b, op):
    return list(_inv(b, op, "A", _flag(b, op, "check_errors")))


# ---------------------------------------------------------------------------------------------
# Cholesky
# ---------------------------------------------------------------------------------------------

def _square(b, op, name, s):
    """NotApplicable unless the matrices ``s`` (sizes of operand ``name``) are square; a run-time
    size gets a run-time check (PyTorch's error)."""
    if s[-1] >= 0 and s[-2] >= 0:
        if s[-1] != s[-2]:
            raise NotApplicable("not square")
        return
    x = op.arg(name)
    r = len(s)
    b.guard(b.op("torch.aten.eq.int", [b.size(x, r - 1), b.size(x, r - 2)], T.BOOL),
            f"{op.name}: A must be batches of square matrices")


def _cholesky_op(b, op, name, upper, check):
    s = _matrix(b, op, name, complex_ok=True, dynamic_ok=True)
    _square(b, op, name, s)
    a = op.arg(name)
    l, info = _cholesky(b, _mH(b, a) if upper else a)
    if check:
        _raise_unless_zero(b, info, "linalg.cholesky: The factorization could not be completed because the input "
                                    "is not positive-definite.")
    return (_mH(b, l) if upper else l), info


@decomposition("torch.aten.linalg_cholesky")
def linalg_cholesky(b, op):
    return [_cholesky_op(b, op, "self", _flag(b, op, "upper"), True)[0]]


@decomposition("torch.aten.cholesky")
def cholesky(b, op):
    return [_cholesky_op(b, op, "self", _flag(b, op, "upper"), True)[0]]


@decomposition("torch.aten.linalg_cholesky_ex")
def linalg_cholesky_ex(b, op):
    return list(_cholesky_op(b, op, "self", _flag(b, op, "upper"), _flag(b, op, "check_errors")))


def _cholesky_solve(b, rhs, l, upper):
    """``(L L^T)^-1 rhs`` for the lower factor ``L`` (``U^T U`` for the upper one)."""
    if upper:
        return _tri_solve(b, l, _tri_solve(b, _mH(b, l), rhs, upper=False), upper=True)
    return _tri_solve(b, _mH(b, l), _tri_solve(b, l, rhs, upper=False), upper=True)


@decomposition("torch.aten.cholesky_solve")
def cholesky_solve(b, op):
    _matrix(b, op, "self", complex_ok=True, dynamic_ok=True)
    s = _matrix(b, op, "input2", complex_ok=True, dynamic_ok=True)
    if b.dtype(op.arg("self")) is not b.dtype(op.arg("input2")):
        raise NotApplicable("mixed dtypes")
    _square(b, op, "input2", s)
    return [_cholesky_solve(b, op.arg("self"), op.arg("input2"), _flag(b, op, "upper"))]


@decomposition("torch.aten.cholesky_inverse")
def cholesky_inverse(b, op):
    s = _matrix(b, op, "self", complex_ok=True, dynamic_ok=True)
    _square(b, op, "self", s)
    l = op.arg("self")
    return [_cholesky_solve(b, _identity_like(b, l), l, _flag(b, op, "upper"))]


# ---------------------------------------------------------------------------------------------
# triangular solves
# ---------------------------------------------------------------------------------------------

@decomposition("torch.aten.linalg_solve_triangular")
def linalg_solve_triangular(b, op):
    """``A X = B`` (``X A = B`` when not ``left``) with ``A`` triangular."""
    s = _matrix(b, op, "self", complex_ok=True, dynamic_ok=True)
    _matrix(b, op, "B", complex_ok=True, dynamic_ok=True)
    a, rhs = op.arg("self"), op.arg("B")
    if b.dtype(a) is not b.dtype(rhs):
        raise NotApplicable("mixed dtypes")
    _square(b, op, "self", s)
    upper, unit = _flag(b, op, "upper"), _flag(b, op, "unitriangular")
    if _flag(b, op, "left"):
        return [_tri_solve(b, a, rhs, upper, unit)]
    return [_mT(b, _tri_solve(b, _mT(b, a), _mT(b, rhs), not upper, unit))]


@decomposition("torch.aten.triangular_solve")
def triangular_solve(b, op):
    """``(solution, cloned_coefficient)`` of ``A X = self`` (``A^T X = self`` when ``transpose``);
    the coefficient is ``A`` broadcast to the batch."""
    s = _matrix(b, op, "A", complex_ok=True, dynamic_ok=True)
    _matrix(b, op, "self", complex_ok=True, dynamic_ok=True)
    a, rhs = op.arg("A"), op.arg("self")
    if b.dtype(a) is not b.dtype(rhs):
        raise NotApplicable("mixed dtypes")
    _square(b, op, "A", s)
    upper, unit = _flag(b, op, "upper"), _flag(b, op, "unitriangular")
    t = _mT(b, a) if _flag(b, op, "transpose") else a
    x = _tri_solve(b, t, rhs, upper != _flag(b, op, "transpose"), unit)
    # the coefficient has the broadcast batch (not the result type's sizes: a TorchScript import
    # has none before this decomposition, and A alone would lose the batch of self)
    return [x, _expand_batch(b, a, _batch(b, a, rhs))]


# ---------------------------------------------------------------------------------------------
# LU
# ---------------------------------------------------------------------------------------------

def _pivots_tensor(b, f, batch):
    """The 1-based int32 pivots ``[..., k]`` of ``_lu``'s steps."""
    if not isinstance(f.pivots, list):
        return b.to_dtype(b.add(f.pivots, 1), T.SI32)
    if not f.pivots:
        return b.full(list(batch) + [0], 0, T.SI32)
    return b.to_dtype(b.add(b.stack(f.pivots, -1), 1), T.SI32)


def _lu_factor(b, op, name):
    s = _matrix(b, op, name, complex_ok=True, dynamic_ok=True)
    if not b.const_bool(op.arg("pivot")):
        raise NotApplicable("LU without pivoting (PyTorch has it on CUDA only)")
    f = _lu(b, op.arg(name))
    return f.lu, _pivots_tensor(b, f, s[:-2]), f.info


@decomposition("torch.aten.linalg_lu_factor")
def linalg_lu_factor(b, op):
    lu, piv, _ = _lu_factor(b, op, "A")
    return [lu, piv]


@decomposition("torch.aten.linalg_lu_factor_ex", "torch.aten._lu_with_info")
def linalg_lu_factor_ex(b, op):
    return list(_lu_factor(b, op, "A" if op.name.endswith("_ex") else "self"))


def _unpack(b, lu, p_matrix):
    """``(P, L, U)`` of the packed ``lu`` ``[..., m, n]`` (run-time ``m``, ``n`` too)."""
    s = b.shape_of(lu)
    m, n = s[-2], s[-1]
    k = min(m, n) if _static(m, n) else b.op("torch.prim.min.int", [m, n], T.INT)
    dt = b.dtype(lu)
    low = b.add(_tri(b, b.slice(lu, -1, 0, k), upper=False, strict=True), _eye(b, m, k, dt))
    up = _tri(b, b.slice(lu, -2, 0, k), upper=True)
    return p_matrix, low, up


def _perm_matrix(b, perm, m, dt):
    """``P`` with ``P[perm[i], i] = 1`` (``A = P L U``) from the row vector ``perm`` (``dt``, or si64)."""
    rows = _vec(b, np.arange(m, dtype=np.float64), dt) if _static(m) else b.to_dtype(b.arange(m), b.dtype(perm))
    return b.to_dtype(b.compare("eq", b.unsqueeze(rows, -1), b.unsqueeze(perm, -2)), dt)


@decomposition("torch.aten.linalg_lu")
def linalg_lu(b, op):
    _matrix(b, op, "A", complex_ok=True, dynamic_ok=True)
    if not b.const_bool(op.arg("pivot")):
        raise NotApplicable("LU without pivoting (PyTorch has it on CUDA only)")
    a = op.arg("A")
    f = _lu(b, a, want_perm=True)
    dt = b.dtype(a)
    return list(_unpack(b, f.lu, _perm_matrix(b, f.perm, b.size(a, b.rank(a) - 2), dt)))


def _apply_pivots(b, x, pivots, inverse=False):
    """The row exchanges of the 1-based ``pivots`` ``[..., k]`` applied to ``x`` ``[..., m, r]``
    in order (``inverse``: in reverse order, undoing them). A run-time size: the permutation of
    the exchanges (``_pivot_perm``, a loop over ``k``) gathers the rows (exact)."""
    s = b.sizes(x)
    if any(d < 0 for d in list(s[-2:]) + list(b.sizes(pivots))):
        perm = _pivot_perm(b, pivots, b.size(x, b.rank(x) - 2))
        if inverse:  # y[perm[i]] = x[i]: gathered by the inverse permutation
            m = b.size(x, b.rank(x) - 2)
            ar = b.arange(m)
            hit = b.to_dtype(b.compare("eq", b.unsqueeze(perm, -1), ar), T.SI64)
            perm = b.sum(b.mul(hit, b.unsqueeze(ar, -1)), [-2])
        return _gather_rows(b, x, perm)
    m = s[-2]
    dt = b.dtype(x)
    k = b.sizes(pivots)[-1]
    rows = b.arange(m)
    p0 = b.sub(b.to_dtype(pivots, T.SI64), 1)
    steps = range(k - 1, -1, -1) if inverse else range(k)
    for i in steps:
        p = b.select(p0, b.rank(p0) - 1, i)
        e_p = b.to_dtype(b.compare("eq", rows, b.unsqueeze(p, -1)), dt)
        x, _ = _swap_rows(b, x, i, e_p, _onehot(b, m, i, dt))
    return x


def _pivot_perm(b, pivots, m):
    """The row permutation (si64 ``[..., m]``, ``perm[i]`` the original row of row ``i``) of the
    exchanges of the 1-based ``pivots`` ``[..., k]`` in order: one loop over ``k`` (``_steps``).
    Raises at run time, as PyTorch, unless every pivot is in ``[1, m]``."""
    p0 = b.sub(b.to_dtype(pivots, T.SI64), 1)
    b.check(b.logical("and", b.compare("ge", p0, 0), b.compare("lt", p0, m)),
            "lu_unpack / lu_solve: pivots must be between 1 and LU.size(-2) inclusive")
    ar = b.arange(m)
    batch = b.shape_of(pivots)[:-1]
    perm = b.expand(ar, list(batch) + [m]) if batch else ar

    def step(i, perm):
        p = b.select(p0, b.rank(p0) - 1, i)
        at_i = _iota_cmp(b, m, "eq", i)
        at_p = b.compare("eq", ar, b.unsqueeze(p, -1))
        new_i = b.unsqueeze(_pick(b, perm, p), -1)
        new_p = b.unsqueeze(b.select(perm, b.rank(perm) - 1, i), -1)
        return [_where(b, at_i, new_i, _where(b, at_p, new_p, perm))]
    return _steps(b, b.size(pivots, b.rank(pivots) - 1), [perm], step)[0]


def _matvec_batch(b, a, vec, *more):
    """The broadcast batch of the matrices ``a``, ``more`` and the vectors ``vec`` (LU pivots,
    Householder taus): static sizes, or run-time ones (``_batch``)."""
    if all(d >= 0 for x in (a, vec) + more for d in b.sizes(x)):
        out = broadcast_sizes(b.sizes(a)[:-2], b.sizes(vec)[:-1])
        for x in more:
            out = broadcast_sizes(out, b.sizes(x)[:-2])
        return out
    return _batch(b, a, b.unsqueeze(vec, -1), *more)


def _lu_pivots_arg(b, op, name):
    t = b.ty(op.arg(name))
    if t.sizes is None or t.dtype is not T.SI32:
        raise NotApplicable("pivots of unknown rank or not int32")
    if any(d < 0 for d in t.sizes) and not DYNAMIC_LOOPS:
        raise NotSupported(f"'{op.name}' not lowered: dynamic matrix size: operand '{name}' has type {t} "
                           f"(the loop form, linalg_ops.DYNAMIC_LOOPS, is off)")
    return op.arg(name)


@decomposition("torch.aten.lu_unpack")
def lu_unpack(b, op):
    _matrix(b, op, "LU_data", complex_ok=True, dynamic_ok=True)
    piv = _lu_pivots_arg(b, op, "LU_pivots")
    if not (b.const_bool(op.arg("unpack_data")) and b.const_bool(op.arg("unpack_pivots"))):
        raise NotApplicable("partial unpacking")
    lu = op.arg("LU_data")
    dt, m = b.dtype(lu), b.size(lu, b.rank(lu) - 2)
    batch = _matvec_batch(b, lu, piv)
    if not _static(m) or any(d < 0 for d in b.sizes(piv)):
        perm = _pivot_perm(b, b.expand(piv, list(batch) + [-1]) if batch else piv, m)
        return list(_unpack(b, lu, _perm_matrix(b, perm, m, dt)))
    q = _apply_pivots(b, _expand_batch(b, _eye(b, m, m, dt), batch), piv)
    return list(_unpack(b, lu, _mT(b, q)))


def _lu_solve(b, lu, piv, rhs, left, adjoint):
    """``A X = rhs`` (``A^H``, ``X A`` by the flags) for ``A = P L U`` given as ``lu``, ``piv``."""
    if not left:  # X A = B  <=>  A^H X^H = B^H (X A^H = B  <=>  A X^H = B^H)
        return _mH(b, _lu_solve(b, lu, piv, _mH(b, rhs), True, not adjoint))
    batch = _matvec_batch(b, lu, piv, rhs)
    lu, rhs = _expand_batch(b, lu, batch), _expand_batch(b, rhs, batch)
    if any(d < 0 for d in b.sizes(piv)) and batch:
        piv = b.expand(piv, list(batch) + [-1])
    if adjoint:  # A^H = U^H L^H P^T
        y = _tri_solve(b, _mH(b, lu), rhs, upper=False)
        y = _tri_solve(b, _mH(b, lu), y, upper=True, unit=True)
        return _apply_pivots(b, y, piv, inverse=True)
    y = _tri_solve(b, lu, _apply_pivots(b, rhs, piv), upper=False, unit=True)
    return _tri_solve(b, lu, y, upper=True)


@decomposition("torch.aten.linalg_lu_solve")
def linalg_lu_solve(b, op):
    s = _matrix(b, op, "LU", complex_ok=True, dynamic_ok=True)
    _matrix(b, op, "B", complex_ok=True, dynamic_ok=True)
    piv = _lu_pivots_arg(b, op, "pivots")
    if b.dtype(op.arg("LU")) is not b.dtype(op.arg("B")):
        raise NotApplicable("mixed dtypes")
    _square(b, op, "LU", s)
    return [_lu_solve(b, op.arg("LU"), piv, op.arg("B"), _flag(b, op, "left"), _flag(b, op, "adjoint"))]


@decomposition("torch.aten.lu_solve")
def lu_solve(b, op):
    s = _matrix(b, op, "LU_data", complex_ok=True, dynamic_ok=True)
    _matrix(b, op, "self", complex_ok=True, dynamic_ok=True)
    piv = _lu_pivots_arg(b, op, "LU_pivots")
    if b.dtype(op.arg("LU_data")) is not b.dtype(op.arg("self")):
        raise NotApplicable("mixed dtypes")
    _square(b, op, "LU_data", s)
    return [_lu_solve(b, op.arg("LU_data"), piv, op.arg("self"), True, False)]


# ---------------------------------------------------------------------------------------------
# Householder QR
# ---------------------------------------------------------------------------------------------

def _reflect_left(b, x, v, tau):
    """``(I - tau v v^H) x`` for the batched vectors ``v`` ``[..., m]`` and scalars ``tau`` ``[...]``."""
    vx = b.matmul(b.unsqueeze(b.conj(v), -2), x)
    t = b.unsqueeze(b.unsqueeze(tau, -1), -1)
    return b.sub(x, b.mul(t, b.matmul(b.unsqueeze(v, -1), vx)))


def _reflect_right(b, x, v, tau):
    """``x (I - tau v v^H)``."""
    xv = b.matmul(x, b.unsqueeze(v, -1))
    t = b.unsqueeze(b.unsqueeze(tau, -1), -1)
    return b.sub(x, b.mul(t, b.matmul(xv, b.unsqueeze(b.conj(v), -2))))


def _reflector(b, a, i):
    """``v_i``: column ``i`` of the packed ``a`` ``[..., m, n]`` below the diagonal, 1 on it, 0 above
    (LAPACK's storage of a Householder vector)."""
    m = b.size(a, b.rank(a) - 2)
    v = _where(b, _iota_cmp(b, m, "gt", i), _col(b, a, i), 0.0)
    return b.add(v, _onehot(b, m, i, b.dtype(a)))


def _in_col(b, m, n, k):
    """The ``[m, n]`` (static) or ``[1, n]`` (run-time) bool mask of column ``k``."""
    if _static(m, n, k):
        in_col = np.zeros((m, n), bool)
        in_col[:, k] = True
        return b.literal(in_col, T.I1)
    return b.unsqueeze(_iota_cmp(b, n, "eq", k), -2)


def _qr(b, a, want_q, complete):
    """``(Q, R, packed, tau)`` of ``a`` ``[..., m, n]`` (real or complex): ``packed``/``tau`` as
    LAPACK's ``geqrf`` (R on and above the diagonal, the reflectors' vectors below it), ``Q``
    ``[..., m, m]`` when ``complete`` else ``[..., m, min(m, n)]``, ``R`` ``[..., m or min(m, n), n]``.
    The reflector is ``?larfg``'s: ``beta = -sign(re alpha) sqrt(|alpha|^2 + ||x||^2)`` (real),
    ``tau = (beta - alpha) / beta``, ``v = x / (alpha - beta)``; none (``tau = 0``) where ``x`` is
    zero and ``alpha`` real. R is ``H^H a`` (``H = I - tau v v^H``), ``Q = H_1 ... H_k``. One column
    per step (``_steps``: a loop for a run-time size, which carries the reflectors' vectors and
    ``tau``)."""
    s = b.shape_of(a)
    batch, m, n = s[:-2], s[-2], s[-1]
    dt = b.dtype(a)
    dynamic = not _static(m, n)
    kk = min(m, n) if not dynamic else b.op("torch.prim.min.int", [m, n], T.INT)
    q = _expand_batch(b, _eye(b, m, m, dt), batch) if want_q else None
    taus, vs = [], []
    carried = [a] + ([q] if want_q else [])
    if dynamic:
        carried += [_zeros(b, s, dt), _zeros(b, list(batch) + [kk], dt)]

    def step(k, r, *rest):
        rest = list(rest)
        q = rest.pop(0) if want_q else None
        x = _col(b, r, k)
        v, tau, beta = _larfg(b, x, m, k, dt)
        # R <- H^H R, column k set exactly to (r_0k, ..., r_(k-1)k, beta, 0, ...)
        r = _reflect_left(b, r, v, b.conj(tau))
        col = _where(b, _iota_cmp(b, m, "lt", k), x, 0.0)
        col = b.add(col, b.mul(b.unsqueeze(beta, -1), _onehot(b, m, k, dt)))
        r = _where(b, _in_col(b, m, n, k), b.unsqueeze(col, -1), r)
        if q is not None:  # Q <- Q H
            q = _reflect_right(b, q, v, tau)
        out = [r] + ([q] if want_q else [])
        if dynamic:
            vmat, tau_acc = rest
            out += [_where(b, _below_in_col(b, m, n, k), b.unsqueeze(v, -1), vmat), _set_at(b, tau_acc, k, tau)]
        else:
            taus.append(tau)
            vs.append(v)
        return out
    out = _steps(b, kk, carried, step)
    r = out.pop(0)
    q = out.pop(0) if want_q else None
    if dynamic:
        vmat, tau = out
        packed = b.add(_tri(b, r, upper=True), _tri(b, vmat, upper=False, strict=True))
    else:
        packed = r
        for j, v in enumerate(vs):
            in_col = np.zeros((m, n), bool)
            in_col[j + 1:, j] = True
            packed = _where(b, b.literal(in_col, T.I1), b.unsqueeze(v, -1), packed)
        tau = b.stack(taus, -1) if taus else b.full(list(batch) + [0], 0.0, dt)
    if not complete:
        if q is not None and (dynamic or kk < m):
            q = b.slice(q, -1, 0, kk)
        if dynamic or kk < m:
            r = b.slice(r, -2, 0, kk)
    return q, r, packed, tau


def _abs2(b, x):
    """``|x|^2`` (real)."""
    if is_complex_dtype(b.dtype(x)):
        re_, im = b.real_part(x), b.imag_part(x)
        return b.add(b.mul(re_, re_), b.mul(im, im))
    return b.mul(x, x)


def _qr_op(b, op, name, mode):
    _matrix(b, op, name, complex_ok=True, dynamic_ok=True)
    if mode not in ("reduced", "complete", "r"):
        raise NotApplicable(f"qr mode {mode!r}")
    q, r, _, _ = _qr(b, op.arg(name), mode != "r", mode == "complete")
    if q is None:
        q = b.full([0], 0.0, b.dtype(op.arg(name)))  # PyTorch's empty Q is [0], whatever the batch
    return [q, r]


@decomposition("torch.aten.linalg_qr")
def linalg_qr(b, op):
    return _qr_op(b, op, "A", b.const_str(op.arg("mode")))


@decomposition("torch.aten.qr")
def qr(b, op):
    return _qr_op(b, op, "self", "reduced" if b.const_bool(op.arg("some")) else "complete")


@decomposition("torch.aten.geqrf")
def geqrf(b, op):
    _matrix(b, op, "self", complex_ok=True, dynamic_ok=True)
    _, _, packed, tau = _qr(b, op.arg("self"), False, False)
    return [packed, tau]


def _householder_args(b, op, name, tau_name="tau"):
    """The sizes of the reflectors' matrix ``name`` and the number of reflectors (an int, or a
    ``!torch.int`` for a run-time size, with PyTorch's checks at run time)."""
    s = _matrix(b, op, name, complex_ok=True, dynamic_ok=True)
    st = _matrix(b, op, tau_name, 1, complex_ok=True, dynamic_ok=True)
    if b.dtype(op.arg(tau_name)) is not b.dtype(op.arg(name)):
        raise NotApplicable("mixed dtypes")
    if all(d >= 0 for d in s[-2:] + st[-1:]):
        if st[-1] > min(s[-2:]):
            raise NotApplicable("more reflectors than columns")
        return s, st[-1]
    a, tau = op.arg(name), op.arg(tau_name)
    k = b.size(tau, b.rank(tau) - 1)
    b.guard(b.op("torch.aten.le.int", [k, b.size(a, b.rank(a) - 1)], T.BOOL),
            f"{op.name}: input.shape[-1] must be greater than or equal to tau.shape[-1]")
    b.guard(b.op("torch.aten.le.int", [k, b.size(a, b.rank(a) - 2)], T.BOOL),
            f"{op.name}: input.shape[-2] must be greater than or equal to tau.shape[-1]")
    return s, k


def _tau(b, tau, i):
    return b.select(tau, b.rank(tau) - 1, i)


@decomposition("torch.aten.linalg_householder_product")
def linalg_householder_product(b, op):
    """``H_0 H_1 ... H_(k-1)`` (first ``n`` columns), ``H_i = I - tau_i v_i v_i^H`` with ``v_i``
    column ``i`` of ``input`` below the diagonal and 1 on it (LAPACK's ``orgqr``/``ungqr``); one
    reflector per step, the last first (``_steps``: a loop for a run-time count)."""
    s, k = _householder_args(b, op, "input")
    a, tau = op.arg("input"), op.arg("tau")
    if any(d < 0 for d in s[-2:]):
        b.guard(b.op("torch.aten.ge.int", [b.size(a, b.rank(a) - 2), b.size(a, b.rank(a) - 1)], T.BOOL),
                f"{op.name}: input.shape[-2] must be greater than or equal to input.shape[-1]")
    batch = _matvec_batch(b, a, tau)
    sa = b.shape_of(a)
    q = _expand_batch(b, _eye(b, sa[-2], sa[-1], b.dtype(a)), batch)

    def step(i, q):
        return [_reflect_left(b, q, _reflector(b, a, i), _tau(b, tau, i))]
    return [_steps(b, k, [q], step, reverse=True)[0]]


@decomposition("torch.aten.ormqr")
def ormqr(b, op):
    """``Q C``, ``Q^H C``, ``C Q`` or ``C Q^H`` (``left``, ``transpose``) for ``Q = H_0 ... H_(k-1)``
    given in ``geqrf``'s form, one reflection per step (LAPACK's ``ormqr``/``unmqr``; ``_steps``:
    a loop for a run-time count)."""
    s, k = _householder_args(b, op, "self", "input2")
    c = op.arg("input3")
    sc = _matrix(b, op, "input3", complex_ok=True, dynamic_ok=True)
    if b.dtype(c) is not b.dtype(op.arg("self")):
        raise NotApplicable("mixed dtypes")
    left, trans = _flag(b, op, "left"), _flag(b, op, "transpose")
    a, tau = op.arg("self"), op.arg("input2")
    if s[-2] >= 0 and (sc[-2] if left else sc[-1]) >= 0:
        if s[-2] != (sc[-2] if left else sc[-1]):
            raise NotApplicable("Q's size does not match other")
    else:
        b.guard(b.op("torch.aten.eq.int", [b.size(a, b.rank(a) - 2), b.size(c, b.rank(c) - (2 if left else 1))],
                     T.BOOL), f"{op.name}: other's size must match input.shape[-2]")
    batch = _matvec_batch(b, a, tau, c)
    c = _expand_batch(b, c, batch)

    # Q C = H_0 (H_1 (... C)): the last reflector first; Q^H C: H_0^H first; C Q: H_0 first
    def step(i, c):
        v, t = _reflector(b, a, i), _tau(b, tau, i)
        if trans:
            t = b.conj(t)
        return [_reflect_left(b, c, v, t) if left else _reflect_right(b, c, v, t)]
    return [_steps(b, k, [c], step, reverse=left != trans)[0]]


# ---------------------------------------------------------------------------------------------
# matrix functions
# ---------------------------------------------------------------------------------------------

@decomposition("torch.aten.linalg_matrix_power")
def linalg_matrix_power(b, op):
    """Binary powering with matmul; a negative power powers the inverse."""
    x = op.arg("self")
    t = b.ty(x)
    if t.sizes is None or t.dtype is None or len(t.sizes) < 2:
        raise NotApplicable("unknown rank or dtype")
    e = b.const_int(op.arg("n"))
    s = list(t.sizes)
    if e < 0:
        _matrix(b, op, "self")
        x, _ = _inv(b, op, "self", True)
        e = -e
    if e == 0:
        if any(d < 0 for d in s):
            raise NotApplicable("dynamic sizes")
        return [_expand_batch(b, b.literal(np.eye(s[-1]), t.dtype), s[:-2])]
    result, base = None, x
    while True:
        if e & 1:
            result = base if result is None else b.matmul(result, base)
        e >>= 1
        if not e:
            break
        base = b.matmul(base, base)
    return [b.cast(result, t) if result.type is not t else result]


@decomposition("torch.aten.matrix_exp", "torch.aten.linalg_matrix_exp")
def matrix_exp(b, op):
    """Scaling and squaring: with ``s`` the number of ``i < MAX_SQUARINGS`` where
    ``||A||_1 > 2**i / 2`` (``ceil(log2(2 ||A||_1))``, clamped), a degree-``TAYLOR_DEGREE``
    Taylor polynomial of ``A / 2**s`` (Horner), squared ``s`` times. The halvings and squarings
    are selected per matrix by ``where``, so no logarithm is taken and the scaling is exact. f16
    and bf16 are computed in f32 and rounded once; a complex matrix through its real embedding
    (``exp`` commutes with ``_embed``), in its parts' precision. Real matrices of run-time size
    take a run-time identity (the method has no loop over the size); the size is checked square
    at run time."""
    a, t = op.arg("self"), b.ty(op.arg("self"))

    def wide(x):  # in f32 or f64: the precision of the matrix (its parts'), f16/bf16 in f32
        return b.to_dtype(x, T.F64 if b.dtype(x) is T.F64 else T.F32)
    if t.sizes is not None and len(t.sizes) >= 2 and any(d < 0 for d in t.sizes) \
            and (t.dtype in (T.F16, T.BF16, T.F32, T.F64) or is_complex_dtype(t.dtype)):
        n, m = b.size(a, -1), b.size(a, -2)
        if not (isinstance(n, int) and isinstance(m, int)):
            b.guard(b.op("torch.aten.eq.int", [n, m], T.BOOL), f"'{op.name}': expected a square matrix")
        x = wide(_embed(b, a) if is_complex_dtype(t.dtype) else a)
        k = b.size(x, -1)
        i = b.arange(k)
        eye = b.to_dtype(b.compare("eq", b.unsqueeze(i, 1), b.unsqueeze(i, 0)), b.dtype(x))
        e = _matrix_exp(b, x, b.expand(eye, b.shape_of(x)[:-2] + [k, k]))
        if not is_complex_dtype(t.dtype):
            return [b.to_dtype(e, t.dtype)]
        rt = _real_dtype(t.dtype)
        col = b.slice(e, -1, 0, n)      # exp of the embedding is the embedding of exp(a)
        re_, im_ = (b.to_dtype(b.slice(col, -2, lo, hi), rt) for lo, hi in ((0, n), (n, b.imul(n, 2))))
        return [b.op("torch.aten.complex", [re_, im_], b.vt(b.sizes(re_), t.dtype))]
    s = _matrix(b, op, "self", complex_ok=True, half_ok=True)
    if s[-1] != s[-2]:
        raise NotApplicable("not square")
    a = op.arg("self")
    if is_complex_dtype(b.dtype(a)):
        if s[-1] == 0:
            return [a]
        n = s[-1]
        e = _matrix_exp(b, wide(_embed(b, a)))
        return [_unembed_rows(b, b.to_dtype(b.slice(e, -1, 0, n), _real_dtype(b.dtype(a))))]
    return [b.to_dtype(_matrix_exp(b, wide(a)), b.dtype(a))]


def _matrix_exp(b, a, eye=None):
    """``exp(a)`` of a real f32 or f64 ``a`` (``matrix_exp``); ``eye``: the identity of ``a``'s
    sizes (made here for static sizes)."""
    dt = b.dtype(a)
    bound, degree = (F32_SCALED_NORM, F32_TAYLOR_DEGREE) if dt is T.F32 else (0.5, TAYLOR_DEGREE)
    norm = b.unsqueeze(b.amax(b.sum(b.abs(a), [-2]), [-1], keepdim=True), -1)
    above = b.compare("gt", norm, b.literal(bound * 2.0 ** np.arange(MAX_SQUARINGS), dt))  # [..., 1, S]
    scale = b.op("torch.aten.prod.dim_int", [_where(b, above, 0.5, b.full([], 1.0, dt)), -1, True, None],
                 b.vt(b.sizes(norm), dt))  # 2**-s, exactly
    scaled = b.mul(a, scale)
    active = [b.slice(above, -1, i, i + 1) for i in range(MAX_SQUARINGS)]
    eye = _identity_like(b, a) if eye is None else eye
    p = eye
    for k in range(degree, 0, -1):
        p = b.add(eye, b.div(b.matmul(scaled, p), float(k)))
    for c in active:
        p = _where(b, c, b.matmul(p, p), p)
    return p


# ---------------------------------------------------------------------------------------------
# norms and condition numbers
# ---------------------------------------------------------------------------------------------

def _float_input(b, x):
    dt = b.ty(x).dtype
    if dt is None or b.ty(x).sizes is None:
        raise NotApplicable("unknown rank or dtype")
    if dt not in (T.F16, T.BF16, T.F32, T.F64):
        raise NotApplicable("norm of a non-float or complex tensor")
    return dt


def _matrix_norm(b, x, ord_, dims, keepdim):
    """The ``ord`` norm (``"fro"``, ``"nuc"``, 1, -1, 2, -2, inf, -inf) of the matrices over
    ``dims`` of float ``x``; f16/bf16 are computed in f32 and rounded back. ``"nuc"`` and +-2
    take the singular values (``_jacobi``)."""
    dt = b.dtype(x)
    if dt in (T.F16, T.BF16):
        return b.to_dtype(_matrix_norm(b, b.to_dtype(x, T.F32), ord_, dims, keepdim), dt)
    r = b.rank(x)
    d0, d1 = (norm_dim(d, r) for d in dims)
    if d0 == d1:
        raise NotApplicable("matrix norm over one dim twice")
    if ord_ == "fro":
        return _vector_norm(b, x, 2, sorted([d0, d1]), keepdim)
    if ord_ in ("nuc", 2, -2):
        sx = b.shape_of(x)
        cols = _rotated_columns(b, x, _imin(b, sx[d0], sx[d1]))
        if _static(cols) and cols > JACOBI_MAX_N:
            raise NotApplicable("singular values of a large matrix")
        if not _static(cols):  # the loop form: at most JACOBI_MAX_N columns to rotate at run time
            b.guard(b.op("torch.aten.le.int", [cols, JACOBI_MAX_N], T.BOOL),
                    f"matrix norm of ord {ord_!r} of a matrix of type {b.ty(x)}: more than {JACOBI_MAX_N} "
                    f"columns (or rows; complex: twice its columns) to rotate at run time, more than the "
                    f"{JACOBI_MAX_N} the loop form's {JACOBI_LOOP_SWEEPS} Jacobi sweeps are verified for")
        rest = [d for d in range(r) if d not in (d0, d1)]
        sv = _singular_values(b, b.permute(x, rest + [d0, d1]))
        red = b.sum(sv, [-1]) if ord_ == "nuc" else b.amax(sv, [-1]) if ord_ == 2 else b.amin(sv, [-1])
        if keepdim:
            for d in sorted([d0, d1]):
                red = b.unsqueeze(red, d)
        return red
    if ord_ in (1, -1):
        d0, d1 = d1, d0  # 1-norm: the largest column sum (sum over rows)
    elif ord_ not in (math.inf, -math.inf):
        raise NotApplicable(f"matrix norm of ord {ord_!r}")
    sums = b.sum(b.abs(x), [d1], keepdim=True)
    red = b.amax(sums, [d0], keepdim=True) if ord_ > 0 else b.amin(sums, [d0], keepdim=True)
    if not keepdim:
        for d in sorted([d0, d1], reverse=True):
            red = b.squeeze_dim(red, d)
    return red


def _ord(b, v):
    """A Scalar ``ord`` argument as a Python number (ints stay ints)."""
    return b.const_float(v)


def _modulus_for_norm(b, x, o):
    """A complex ``x`` enters the norms that only read moduli (vector norms, "fro", +-1, +-inf) as
    ``|x|``; "nuc" and +-2 take its singular values (``_singular_values``)."""
    if not is_complex_dtype(b.ty(x).dtype) or o in ("nuc", 2, -2):
        return x
    return b.abs(x)


def _norm_input(b, x):
    """``_float_input`` that also admits complex tensors (their dtype)."""
    dt = b.ty(x).dtype
    if is_complex_dtype(dt) and b.ty(x).sizes is not None:
        return dt
    return _float_input(b, x)


@decomposition("torch.aten.linalg_matrix_norm", "torch.aten.linalg_matrix_norm.str_ord")
def linalg_matrix_norm(b, op):
    x = op.arg("self")
    _norm_input(b, x)
    ord_ = op.arg("ord")
    o = b.const_str(ord_) if op.name.endswith("str_ord") else _ord(b, ord_)
    dt = b.dtype_arg(op.arg("dtype"))
    if dt is not None:
        x = b.to_dtype(x, dt)
    x = _modulus_for_norm(b, x, o)
    return [_matrix_norm(b, x, o, b.const_int_list(op.arg("dim")), b.const_bool(op.arg("keepdim")))]


@decomposition("torch.aten.linalg_norm", "torch.aten.linalg_norm.ord_str")
def linalg_norm(b, op):
    """A vector norm over one dim (or everything, with no ``ord``), a matrix norm over two
    (or of a 2-d input with an ``ord`` and no ``dim``)."""
    x = op.arg("self")
    _norm_input(b, x)
    r = b.rank(x)
    if op.name.endswith("ord_str"):
        o = b.const_str(op.arg("ord"))
    else:
        o = None if b.is_none(op.arg("ord")) else _ord(b, op.arg("ord"))
    dims = b.opt_int_list(op.arg("dim"))
    keepdim = b.const_bool(op.arg("keepdim"))
    dt = b.dtype_arg(op.arg("dtype"))
    if dt is not None:
        x = b.to_dtype(x, dt)
    x = _modulus_for_norm(b, x, o)
    if dims is None and o is not None:
        if r not in (1, 2):
            raise NotApplicable("ord without dim on a tensor that is neither a vector nor a matrix")
        dims = list(range(r))
    if dims is not None and len(dims) == 2:
        return [_matrix_norm(b, x, "fro" if o is None else o, dims, keepdim)]
    if isinstance(o, str):
        raise NotApplicable("a string ord of a vector norm")
    vdims = list(range(r)) if not dims else [norm_dim(d, r) for d in dims]
    return [_vector_norm(b, x, 2 if o is None else o, vdims, keepdim)]


@decomposition("torch.aten.linalg_cond", "torch.aten.linalg_cond.p_str")
def linalg_cond(b, op):
    """``sigma_max / sigma_min`` for p none or 2 (the inverse for -2); else ``||A|| ||A^-1||``,
    inf for a singular matrix."""
    p = op.arg("p")
    if op.name.endswith("p_str"):
        o = b.const_str(p)
    else:
        o = None if b.is_none(p) else _ord(b, p)
    s = _matrix(b, op, "self", complex_ok=True, dynamic_ok=True)
    a = op.arg("self")
    if o in (None, 2, -2):  # the ratio of the extreme singular values (any shape)
        _jacobi_check(b, op, "self")
        sv = _singular_values(b, a)
        hi, lo = b.amax(sv, [-1]), b.amin(sv, [-1])
        return [b.div(hi, lo) if o != -2 else b.div(lo, hi)]
    if o not in ("fro", "nuc", 1, -1, math.inf, -math.inf):
        raise NotApplicable(f"cond with p={o!r}")
    if s[-1] != s[-2]:
        raise NotApplicable("not square")
    inv, info = _inv(b, op, "self", False)
    c = b.mul(_matrix_norm(b, _modulus_for_norm(b, a, o), o, [-2, -1], False),
              _matrix_norm(b, _modulus_for_norm(b, inv, o), o, [-2, -1], False))
    return [_where(b, b.compare("ne", info, 0), math.inf, c)]


# ---------------------------------------------------------------------------------------------
# products
# ---------------------------------------------------------------------------------------------

@decomposition("torch.aten.linalg_vecdot")
def linalg_vecdot(b, op):
    """``sum(conj(x) * y, dim)`` in the promoted dtype."""
    x, y = op.arg("x"), op.arg("y")
    dt = b.dtype(op.results[0])
    if dt is None or b.sizes(x) is None or b.sizes(y) is None:
        raise NotApplicable("unknown rank or dtype")
    if dt is T.I1:
        raise NotApplicable("bool vecdot")
    p = b.mul(b.conj(x), y)
    r = b.rank(p)
    return [b.sum(p, [norm_dim(b.const_int(op.arg("dim")), r)], False, dtype=dt)]


@decomposition("torch.aten.linalg_multi_dot")
def linalg_multi_dot(b, op):
    """A chain of matmuls, left to right; a 1-d first (last) operand is a row (column) vector."""
    xs = b.list_elements(op.arg("tensors"))
    if len(xs) < 2 or any(b.sizes(v) is None or b.dtype(v) is None for v in xs):
        raise NotApplicable("fewer than two tensors or unknown ranks")
    if any(b.dtype(v) is not b.dtype(xs[0]) for v in xs) or b.dtype(xs[0]) is T.I1:
        raise NotApplicable("mixed or bool dtypes")
    if any(b.rank(v) != 2 for v in xs[1:-1]) or b.rank(xs[0]) not in (1, 2) or b.rank(xs[-1]) not in (1, 2):
        raise NotApplicable("ranks other than 1-d / 2-d")
    first_vec, last_vec = b.rank(xs[0]) == 1, b.rank(xs[-1]) == 1
    xs = list(xs)
    if first_vec:
        xs[0] = b.unsqueeze(xs[0], 0)
    if last_vec:
        xs[-1] = b.unsqueeze(xs[-1], 1)
    acc = xs[0]
    for v in xs[1:]:
        acc = b.matmul(acc, v)
    if last_vec:
        acc = b.squeeze_dim(acc, 1)
    if first_vec:
        acc = b.squeeze_dim(acc, 0)
    return [acc]


# ---------------------------------------------------------------------------------------------
# tensor inverse and solve (reshaped to matrices)
# ---------------------------------------------------------------------------------------------

def _square_numel(b, op, rows, cols, what):
    """``rows == cols`` (ints or ``!torch.int`` values): NotApplicable when both are static and
    differ (or above ``MAX_N``), a run-time check with PyTorch's message otherwise."""
    if _static(rows, cols):
        if rows != cols or rows > MAX_N:
            raise NotApplicable("not square once reshaped, or too large")
        return
    b.guard(b.op("torch.aten.eq.int", [rows, cols], T.BOOL),
            f"{op.name}: Expected self to satisfy the requirement {what}")


@decomposition("torch.aten.linalg_tensorinv")
def linalg_tensorinv(b, op):
    """``inv`` of ``self`` reshaped to ``prod(shape[:ind]) x prod(shape[ind:])`` (a run-time size
    reaches the loop form of ``_solve``)."""
    s = _matrix(b, op, "self", 1, complex_ok=True, dynamic_ok=True)
    ind = b.const_int(op.arg("ind"))
    if not 0 < ind < len(s) + 1:
        raise NotApplicable("ind out of range")
    x = op.arg("self")
    shape = b.shape_of(x)
    rows, cols = b.numel_value(x, range(ind)), b.numel_value(x, range(ind, len(s)))
    _square_numel(b, op, rows, cols, "prod(self.shape[ind:]) == prod(self.shape[:ind])")
    a = b.reshape(x, [rows, rows])
    inv, info = _solve(b, a, _eye(b, rows, rows, b.dtype(a)))
    _raise_unless_zero(b, info, "linalg.tensorinv: The diagonal element of U is zero, the inversion could not be "
                                "completed because the input matrix is singular.")
    return [b.reshape(inv, shape[ind:] + shape[:ind])]


@decomposition("torch.aten.linalg_tensorsolve")
def linalg_tensorsolve(b, op):
    """``solve`` of ``self`` reshaped to ``prod(other.shape) x prod(rest)`` (a run-time size
    reaches the loop form of ``_solve``)."""
    s = _matrix(b, op, "self", 1, complex_ok=True, dynamic_ok=True)
    so = _matrix(b, op, "other", 0, complex_ok=True, dynamic_ok=True)
    a, rhs = op.arg("self"), op.arg("other")
    if b.dtype(a) is not b.dtype(rhs):
        raise NotApplicable("mixed dtypes")
    dims = b.opt_int_list(op.arg("dims"))
    if dims:
        r = len(s)
        dims = [norm_dim(d, r) for d in dims]
        rest = [d for d in range(r) if d not in dims]
        a = b.permute(a, rest + dims)
    s = b.sizes(a)
    k = len(so)
    if k > len(s):
        raise NotApplicable("other has more dims than self")
    shape = b.shape_of(a)
    rows, lead, cols = b.numel_value(rhs, range(k)), b.numel_value(a, range(k)), b.numel_value(a, range(k, len(s)))
    if _static(rows, lead, cols):
        if lead != rows or rows != cols or rows > MAX_N:
            raise NotApplicable("shapes that do not reshape to a square system")
    else:
        _square_numel(b, op, lead, cols, "prod(self.shape[other.ndim:]) == prod(self.shape[:other.ndim])")
        _square_numel(b, op, rows, cols, "prod(self.shape[other.ndim:]) == prod(self.shape[:other.ndim])")
    x, info = _solve(b, b.reshape(a, [lead, lead]), b.reshape(rhs, [lead, 1]))
    _raise_unless_zero(b, info, "linalg.tensorsolve: The solver failed because the input matrix is singular.")
    return [b.reshape(x, shape[k:])]


# ---------------------------------------------------------------------------------------------
# singular values (one-sided Jacobi)
# ---------------------------------------------------------------------------------------------

def _rotation(b, n, p, q, c, sn, dt):
    """``J = I + (c - 1)(E_pp + E_qq) + s (E_pq - E_qp)`` ``[..., n, n]`` for the batched
    cosines ``c`` and sines ``sn``: ``x J`` maps columns p, q to ``c x_p - s x_q``, ``s x_p + c x_q``."""
    diag = np.zeros((n, n))
    diag[p, p] = diag[q, q] = 1.0
    off = np.zeros((n, n))
    off[p, q], off[q, p] = 1.0, -1.0
    cm = b.unsqueeze(b.unsqueeze(b.sub(c, 1.0), -1), -1)
    sm = b.unsqueeze(b.unsqueeze(sn, -1), -1)
    return b.add(b.add(_eye(b, n, n, dt), b.mul(cm, b.literal(diag, dt))), b.mul(sm, b.literal(off, dt)))


def _rotation_angle(b, num, gamma, dt):
    """``(c, s)`` of the rotation that zeroes the coupling ``gamma`` for ``zeta = num / (2 gamma)``:
    ``t = sign(zeta) / (|zeta| + sqrt(1 + zeta^2))`` (no rotation where ``gamma`` is 0)."""
    skip = b.compare("eq", gamma, 0.0)
    zeta = b.div(num, _where(b, skip, 1.0, b.mul(gamma, 2.0)))
    sign = b.sub(b.mul(b.to_dtype(b.compare("ge", zeta, 0.0), dt), 2.0), 1.0)
    root = b.sqrt(b.add(b.mul(zeta, zeta), 1.0))
    t = b.div(sign, b.add(b.abs(zeta), root))
    t = _where(b, b.logical("or", skip, b.compare("eq", b.abs(zeta), math.inf)), 0.0, t)
    c = b.rsqrt(b.add(b.mul(t, t), 1.0))
    return c, b.mul(t, c)


def _jacobi_size(b, op, n, name):
    """Refuses more than ``JACOBI_MAX_N`` columns to rotate: at compile time for a static ``n``, at
    run time (an error naming the op and the operand) for a run-time ``n`` (the loop form's fixed
    sweep count converges for at most that many)."""
    if not _static(n):
        b.guard(b.op("torch.aten.le.int", [n, JACOBI_MAX_N], T.BOOL),
                f"'{op.name}': operand '{name}' of type {b.ty(op.arg(name))} has more than {JACOBI_MAX_N} "
                f"columns (or rows; complex: twice its columns) to rotate at run time, more than the "
                f"{JACOBI_MAX_N} the loop form's {JACOBI_LOOP_SWEEPS} Jacobi sweeps are verified for")
        return
    if n > JACOBI_MAX_N:
        raise NotSupported(f"'{op.name}' not lowered: operand '{name}' of type {b.ty(op.arg(name))} has {n} "
                           f"columns (or rows) to rotate, more than the {JACOBI_MAX_N} the Jacobi sweeps "
                           f"are unrolled for")


def _imin(b, m, n):
    return min(m, n) if _static(m, n) else b.op("torch.prim.min.int", [m, n], T.INT)


def _imax(b, m, n):
    return max(m, n) if _static(m, n) else b.op("torch.prim.max.int", [m, n], T.INT)


def _irem(b, a, c):
    return b.op("torch.aten.remainder.int", [a, c], T.INT)


def _diagonal(b, x):
    return b.op("torch.aten.diagonal", [x, 0, -2, -1], b.vt(list(b.sizes(x)[:-1]), b.dtype(x)))


def _round_pairs(b, k, r, rounds, dt):
    """The column pairs of round ``r`` (run-time) of the round-robin (circle) ordering of ``k``
    columns, ``rounds = k + k % 2 - 1`` rounds a sweep: ``P`` ``[k, k]`` (``dt``; ``P_ij = 1`` where
    ``i`` and ``j`` are a pair, a symmetric permutation without fixed points on the paired columns)
    and ``second`` (bool ``[k]``: the column is the larger of its pair). Columns ``i, j < rounds``
    pair where ``i + j = r (mod rounds)``; the column ``i`` with ``2 i = r (mod rounds)`` pairs with
    column ``rounds`` (none for an odd ``k``: that column is not rotated this round). Over the
    ``rounds`` rounds every pair ``(p, q)`` comes once."""
    ii = b.arange(k)
    part = b.add(b.neg(ii), r)                                    # r - i, in (-rounds, rounds)
    part = b.where(b.compare("lt", part, 0), b.add(part, rounds), part)
    part = b.where(b.compare("eq", part, ii), b.full([], rounds, T.SI64), part)
    fixed = b.idiv(b.iadd(r, b.imul(rounds, _irem(b, r, 2))), 2)   # 2 i = r (mod rounds)
    part = b.where(b.compare("eq", ii, rounds), b.full([], fixed, T.SI64), part)
    pm = b.to_dtype(b.compare("eq", b.unsqueeze(part, -1), ii), dt)
    return pm, b.compare("gt", ii, part)


def _round_rotation(b, pm, second, g, dt):
    """The product ``J`` ``[..., k, k]`` of the disjoint rotations of one round (``_round_pairs``),
    each zeroing ``g_pq`` of the symmetric ``g`` (read from its upper triangle, so both columns of
    a pair see the same value): ``zeta = (g_qq - g_pp) / (2 g_pq)`` as ``_rotation_angle``; ``x J``
    maps columns ``p, q`` to ``c x_p - s x_q, s x_p + c x_q`` as ``_rotation``. Rotations of
    disjoint pairs commute, and each reads entries the others do not change: one round is the
    same as its rotations applied one after another."""
    gu = _tri(b, g, True, strict=True)
    gamma = b.sum(b.mul(pm, b.add(gu, _mT(b, gu))), [-1])
    d = _diagonal(b, g)
    other = b.sum(b.mul(pm, b.unsqueeze(d, -2)), [-1])            # g at the partner's diagonal
    num = b.where(second, b.sub(d, other), b.sub(other, d))       # g_qq - g_pp for both columns
    c, sn = _rotation_angle(b, num, gamma, dt)
    sig = b.where(second, sn, b.neg(sn))
    k = b.size(pm, 0)
    return b.add(b.mul(b.unsqueeze(c, -1), _eye(b, k, k, dt)), b.mul(pm, b.unsqueeze(sig, -2)))


def _jacobi_loop(b, x, two_sided, want_vectors=True):
    """The loop form of ``_jacobi`` (one-sided, ``x`` ``[..., m, k]``) and ``_jacobi_eigh``
    (``two_sided``, ``x`` symmetric ``[..., k, k]``) for a run-time ``k``: ``JACOBI_LOOP_SWEEPS``
    sweeps in the round-robin ordering (``_round_pairs``), one ``torch.prim.Loop`` iteration per
    round (``k - 1 + k % 2`` a sweep) that applies that round's ``k / 2`` disjoint rotations at once
    (``_round_rotation``, from the Gram matrix ``x^T x`` one-sided, from ``x`` two-sided). Returns
    the final ``x`` and ``V`` (``None`` unless ``want_vectors``)."""
    r = b.rank(x)
    k = b.size(x, r - 1)
    dt = b.dtype(x)
    rounds = b.isub(b.imul(b.idiv(b.iadd(k, 1), 2), 2), 1)
    trip = b.imul(_imax(b, rounds, 0), JACOBI_LOOP_SWEEPS)
    div = _imax(b, rounds, 1)
    carried = [x]
    if want_vectors:
        carried.append(_expand_batch(b, _eye(b, k, k, dt), b.shape_of(x)[:-2]))

    def step(j, x, *v):
        pm, second = _round_pairs(b, k, _irem(b, j, div), rounds, dt)
        g = x if two_sided else b.matmul(_mT(b, x), x)
        rot = _round_rotation(b, pm, second, g, dt)
        x = b.matmul(_mT(b, rot), b.matmul(x, rot)) if two_sided else b.matmul(x, rot)
        return [x] + [b.matmul(v[0], rot) for _ in v]
    out = b.loop(trip, carried, step)
    return out[0], (out[1] if want_vectors else None)


def _transpose_if(b, x, flag):
    """``x`` ``[..., R, C]`` transposed where the run-time ``!torch.bool`` ``flag`` holds: one
    gather from the flattened matrices (``[..., C, R]`` or ``[..., R, C]``, sizes chosen at run
    time)."""
    s = b.shape_of(x)
    batch, rows, cols = s[:-2], s[-2], s[-1]
    t = b.op("torch.aten.Int.bool", [flag], T.INT)
    out_r = b.iadd(rows, b.imul(t, b.isub(cols, rows)))
    out_c = b.iadd(cols, b.imul(t, b.isub(rows, cols)))
    ii, jj = b.unsqueeze(b.arange(out_r), -1), b.arange(out_c)
    straight = b.add(b.mul(ii, cols), jj)
    swapped = b.add(b.mul(jj, cols), ii)
    idx = b.add(straight, b.mul(b.sub(swapped, straight), t))
    flat_n = b.imul(out_r, out_c)
    idx = b.expand(b.reshape(idx, [flat_n]), list(batch) + [flat_n])
    flat = b.reshape(x, list(batch) + [b.imul(rows, cols)])
    sizes = [d if isinstance(d, int) else -1 for d in list(batch) + [flat_n]]
    y = b.op("torch.aten.gather", [flat, b.rank(flat) - 1, idx, False], b.vt(sizes, b.dtype(x)))
    return b.reshape(y, list(batch) + [out_r, out_c])


def _jacobi(b, a):
    """One-sided Jacobi on ``a`` ``[..., m, n]`` with ``m >= n`` (Hestenes): ``JACOBI_SWEEPS``
    sweeps of plane rotations ``J`` over every column pair ``(p, q)`` make the columns of
    ``W = a V`` orthogonal; returns ``(W, V, s2)`` with ``s2`` the squared column norms of ``W``
    (the squared singular values, unsorted). Each rotation zeroes ``w_p . w_q``:
    ``zeta = (|w_q|^2 - |w_p|^2) / (2 w_p.w_q)``, ``t = sign(zeta) / (|zeta| + sqrt(1 + zeta^2))``
    (no rotation where ``w_p.w_q`` is 0)."""
    n = b.sizes(a)[-1]
    if n < 0:  # the loop form
        w, v = _jacobi_loop(b, a, False)
        return w, v, b.sum(b.mul(w, w), [-2])
    batch = b.shape_of(a)[:-2]
    dt = b.dtype(a)
    w = a
    v = _expand_batch(b, _eye(b, n, n, dt), batch)
    for _ in range(JACOBI_SWEEPS):
        for p in range(n):
            for q in range(p + 1, n):
                wp, wq = _col(b, w, p), _col(b, w, q)
                alpha = b.sum(b.mul(wp, wp), [-1])
                beta = b.sum(b.mul(wq, wq), [-1])
                gamma = b.sum(b.mul(wp, wq), [-1])
                c, sn = _rotation_angle(b, b.sub(beta, alpha), gamma, dt)
                j = _rotation(b, n, p, q, c, sn, dt)
                w = b.matmul(w, j)
                v = b.matmul(v, j)
    return w, v, b.sum(b.mul(w, w), [-2])


def _tall(b, a):
    """``a`` or its transpose, whichever has at least as many rows as columns, and whether it is
    the transpose (for a run-time size a ``!torch.bool``, the transpose chosen at run time)."""
    s = b.sizes(a)
    if s[-2] < 0 or s[-1] < 0:
        m, n = b.shape_of(a)[-2:]
        flag = b.op("torch.aten.lt.int", [m, n], T.BOOL)
        return _transpose_if(b, a, flag), flag
    return (a, False) if s[-2] >= s[-1] else (_mT(b, a), True)


def _singular_values(b, a):
    """The singular values ``[..., min(m, n)]`` of static ``a`` (unsorted; complex ``a``: those of
    the real ``_embed(a)``, which has each of ``a``'s twice, sorted descending and taken once)."""
    if is_complex_dtype(b.dtype(a)):
        sv = _singular_values(b, _embed(b, a))
        k = b.size(sv, b.rank(sv) - 1)
        if k == 0:
            return sv
        return _every_other(b, _sort(b, sv, True)[0])
    t, _ = _tall(b, a)
    if b.sizes(t)[-1] == 0:
        return b.full(list(b.shape_of(t)[:-2]) + [0], 0.0, b.dtype(a))
    return b.sqrt(_jacobi(b, t)[2])


def _embed(b, a):
    """The real ``[[Re a, -Im a], [Im a, Re a]]`` ``[..., 2m, 2n]`` of complex ``a``: it maps
    ``(x; y)`` to ``(Re(a z); Im(a z))`` for ``z = x + i y``, so its singular values (eigenvalues
    of a Hermitian ``a``) are ``a``'s, each twice, and its singular (eigen) vectors ``(x; y)`` are
    ``a``'s as ``x + i y``."""
    re_, im_ = b.real_part(a), b.imag_part(a)
    return b.cat([b.cat([re_, b.neg(im_)], -1), b.cat([im_, re_], -1)], -2)


def _unembed_rows(b, x):
    """``x[..., :k, :] + i x[..., k:, :]`` for ``x`` ``[..., 2k, c]``: vectors of ``_embed``'s
    matrix as complex vectors."""
    s = b.sizes(x)
    k = b.idiv(b.size(x, len(s) - 2), 2)
    re_, im_ = b.slice(x, -2, 0, k), b.slice(x, -2, k, b.imul(k, 2))
    return b.op("torch.aten.complex", [re_, im_], b.vt(list(b.sizes(re_)), ComplexType(b.dtype(x))))


def _every_other(b, x):
    """``x[..., ::2]`` of ``x`` ``[..., 2k]`` (a sorted doubled spectrum of ``_embed``); for a run-time
    size by a reshape to ``[..., k, 2]`` (exact, and no strided slice of a run-time size)."""
    s = b.shape_of(x)
    if _static(s[-1]):
        return b.slice(x, -1, 0, s[-1], 2)
    y = b.reshape(x, list(s[:-1]) + [b.idiv(s[-1], 2), 2])
    return b.select(y, b.rank(y) - 1, 0)


def _sort(b, x, descending):
    """``(values, indices)`` of ``x`` sorted along its last dim."""
    return b.op("torch.aten.sort", [x, b.rank(x) - 1, descending], [b.ty(x), b.vt(b.sizes(x), T.SI64)])


def _take_columns(b, x, idx):
    """The columns ``idx`` ``[..., k]`` of ``x`` ``[..., r, c]``: ``[..., r, k]``."""
    if not _static(*b.shape_of(x), *b.shape_of(idx)):
        # a run-time size: a product with the one-hot [..., c, k] (exact; no gather of a
        # run-time broadcast index: docs/backends.md, "Forms")
        hot = b.compare("eq", b.unsqueeze(b.arange(b.size(x, b.rank(x) - 1)), -1), b.unsqueeze(idx, -2))
        return b.matmul(x, b.to_dtype(hot, b.dtype(x)))
    want = list(b.shape_of(x)[:-1]) + [b.size(idx, b.rank(idx) - 1)]
    ie = b.expand(b.unsqueeze(idx, -2), want)
    return b.op("torch.aten.gather", [x, b.rank(x) - 1, ie, False], b.vt(list(b.sizes(ie)), b.dtype(x)))


def _rotated_columns(b, x, k):
    """How many columns the Jacobi sweeps rotate for singular values of ``x`` with ``min(m, n) = k``
    (twice as many for a complex ``x``, through its real embedding)."""
    return b.imul(k, 2) if is_complex_dtype(b.dtype(x)) else k


def _jacobi_check(b, op, name):
    """``_jacobi_size`` for the singular values of operand ``name`` (``min(m, n)`` columns, twice
    for complex; at run time for a run-time size)."""
    x = op.arg(name)
    m, n = b.shape_of(x)[-2:]
    _jacobi_size(b, op, _rotated_columns(b, x, _imin(b, m, n)), name)


@decomposition("torch.aten.linalg_svdvals")
def linalg_svdvals(b, op):
    """The singular values, descending."""
    _matrix(b, op, "A", complex_ok=True, dynamic_ok=True)
    _jacobi_check(b, op, "A")
    sv = _singular_values(b, op.arg("A"))
    if is_complex_dtype(b.dtype(op.arg("A"))):
        # already descending (every other one of a sorted sequence): no second sort
        return [sv]
    return [_sort(b, sv, True)[0]]


def _tolerance(b, op, a, sv, float_overload):
    """``max(atol, rtol * sigma_max)`` ``[..., 1]``: ``rtol`` defaults to ``eps * max(m, n)``
    where ``atol`` is none or not positive, else to 0 (as PyTorch)."""
    s = b.shape_of(a)
    dt = _real_dtype(b.dtype(a))
    eps = float(np.finfo(np.float32 if dt is T.F32 else np.float64).eps)
    big = _imax(b, s[-2], s[-1])
    eps = b.full([], eps * big, dt) if _static(big) else b.mul(b.full([], big, dt), eps)
    smax = b.amax(sv, [-1], keepdim=True) if b.sizes(sv)[-1] != 0 else \
        b.full(list(b.shape_of(sv)[:-1]) + [1], 0.0, dt)

    def arg(name):
        v = op.arg(name)
        if b.is_none(v):
            return None
        if float_overload:
            return b.full([], b.const_float(v), dt)
        if b.ty(v).sizes is None or b.dtype(v) is None:
            raise NotApplicable("tolerance of unknown rank")
        return b.unsqueeze(b.to_dtype(v, dt), -1)
    atol, rtol = arg("atol"), arg("rtol")
    if rtol is None:
        rtol = eps if atol is None else _where(b, b.compare("gt", atol, 0.0), b.full([], 0.0, dt), eps)
    tol = b.mul(rtol, smax)
    return tol if atol is None else b.maximum(atol, tol)


@decomposition("torch.aten.linalg_matrix_rank.atol_rtol_tensor", "torch.aten.linalg_matrix_rank.atol_rtol_float")
def linalg_matrix_rank(b, op):
    """The number of singular values above ``max(atol, rtol * sigma_max)`` (complex: those of the
    real embedding, each counted once; a Hermitian matrix's embedding is symmetric)."""
    name = "input" if op.name.endswith("tensor") else "self"
    _matrix(b, op, name, complex_ok=True, dynamic_ok=True)
    _jacobi_check(b, op, name)
    a = _hermitian_part(b, op, op.arg(name))
    sv = _singular_values(b, a)
    keep = b.compare("gt", sv, _tolerance(b, op, a, sv, op.name.endswith("float")))
    return [b.sum(keep, [-1], dtype=T.SI64)]


def _hermitian_from(b, a, upper):
    """The Hermitian (real: symmetric) matrix that the ``upper`` / lower triangle of ``a``
    describes, as LAPACK reads it: the other triangle is not read, and neither are the imaginary
    parts of the diagonal."""
    h = b.add(_tri(b, a, upper), _mH(b, _tri(b, a, upper, strict=True)))
    if is_complex_dtype(b.dtype(h)):
        re_, im_ = b.real_part(h), b.imag_part(h)
        im_ = b.mul(b.sub(im_, _mT(b, im_)), 0.5)  # the off-diagonal parts exactly, 0 on the diagonal
        h = b.op("torch.aten.complex", [re_, im_], b.ty(h))
    return h


def _hermitian_part(b, op, a):
    """With ``hermitian=True`` PyTorch reads only the lower triangle (eigh's default): the
    Hermitian matrix it describes."""
    if not b.const_bool(op.arg("hermitian")):
        return a
    _square_check(b, op, a, "hermitian with a non-square matrix")
    return _hermitian_from(b, a, upper=False)


def _square_check(b, op, a, why):
    """NotApplicable for a static non-square ``a``; a run-time check where a size is run-time."""
    m, n = b.shape_of(a)[-2:]
    if _static(m, n):
        if m != n:
            raise NotApplicable(why)
        return
    b.guard(b.op("torch.aten.eq.int", [m, n], T.BOOL),
            f"'{op.name}': {why}: the matrix of type {b.ty(a)} must be square")


def _pinv(b, a, tol_of):
    """``V diag(1 / s^2) W^T`` over the singular values above the tolerance (``W = a V``), on
    the tall orientation of ``a``; a complex ``a`` through its real embedding (whose
    pseudo-inverse is the embedding of ``a``'s)."""
    if is_complex_dtype(b.dtype(a)):
        m = b.shape_of(a)[-2]
        p = _pinv(b, _embed(b, a), tol_of)  # [..., 2n, 2m]
        return _unembed_rows(b, b.slice(p, -1, 0, m))
    t, transposed = _tall(b, a)
    w, v, s2 = _jacobi(b, t)
    sv = b.sqrt(s2)
    keep = b.compare("gt", sv, tol_of(sv))
    scale = _where(b, keep, b.unary("reciprocal", _where(b, keep, s2, 1.0)), 0.0)
    p = b.matmul(b.mul(v, b.unsqueeze(scale, -2)), _mT(b, w))
    if not isinstance(transposed, bool):
        return _transpose_if(b, p, transposed)
    return _mT(b, p) if transposed else p


def _pinv_checks(b, op, name):
    """The sizes of ``name``; a Jacobi limit error for large matrices."""
    s = _matrix(b, op, name, complex_ok=True, dynamic_ok=True)
    _jacobi_check(b, op, name)
    return s


def _empty_pinv(b, x):
    """The pseudo-inverse of an empty ``[..., m, n]``: zeros ``[..., n, m]``."""
    s = b.shape_of(x)
    return b.full(list(s[:-2]) + [s[-1], s[-2]], 0.0, b.dtype(x))


@decomposition("torch.aten.linalg_pinv.atol_rtol_tensor", "torch.aten.linalg_pinv.atol_rtol_float")
def linalg_pinv(b, op):
    s = _pinv_checks(b, op, "self")
    if 0 in s[-2:]:
        return [_empty_pinv(b, op.arg("self"))]
    a = _hermitian_part(b, op, op.arg("self"))
    return [_pinv(b, a, lambda sv: _tolerance(b, op, a, sv, op.name.endswith("float")))]


@decomposition("torch.aten.pinverse")
def pinverse(b, op):
    """``linalg.pinv`` with ``rtol = rcond`` and no ``atol``."""
    s = _pinv_checks(b, op, "self")
    if 0 in s[-2:]:
        return [_empty_pinv(b, op.arg("self"))]
    rcond = b.const_float(op.arg("rcond"))
    return [_pinv(b, op.arg("self"), lambda sv: b.mul(b.amax(sv, [-1], keepdim=True), rcond))]


# ---------------------------------------------------------------------------------------------
# Hermitian eigendecomposition and SVD with vectors
# ---------------------------------------------------------------------------------------------

def _jacobi_eigh(b, a, want_vectors):
    """Cyclic two-sided Jacobi on the real symmetric ``a`` ``[..., n, n]``: ``JACOBI_SWEEPS``
    sweeps of ``A <- J^T A J`` (``V <- V J``) over every pair ``(p, q)``, each zeroing ``a_pq``
    (``zeta = (a_qq - a_pp) / (2 a_pq)``). Returns the unsorted eigenvalues (the diagonal) and,
    when ``want_vectors``, ``V`` (eigenvector ``j`` in column ``j``)."""
    s = b.sizes(a)
    n, dt = s[-1], b.dtype(a)
    if n < 0:  # the loop form
        a, v = _jacobi_loop(b, a, True, want_vectors)
        return _diagonal(b, a), v
    v = _expand_batch(b, _eye(b, n, n, dt), b.shape_of(a)[:-2]) if want_vectors else None
    for _ in range(JACOBI_SWEEPS):
        for p in range(n):
            for q in range(p + 1, n):
                c, sn = _rotation_angle(b, b.sub(_entry(b, a, q, q), _entry(b, a, p, p)), _entry(b, a, p, q), dt)
                j = _rotation(b, n, p, q, c, sn, dt)
                a = b.matmul(_mT(b, j), b.matmul(a, j))
                if v is not None:
                    v = b.matmul(v, j)
    return b.op("torch.aten.diagonal", [a, 0, -2, -1], b.vt(list(s[:-1]), dt)), v


def _eigh(b, h, want_vectors):
    """``(w, V)`` of the Hermitian ``h`` ``[..., n, n]``: the eigenvalues ascending (as LAPACK's
    ``?syevd``/``?heevd``) and the unit eigenvectors in that order (``None`` unless
    ``want_vectors``). A complex ``h`` goes through its real embedding, whose eigenvalues come in
    equal pairs: every other one of the sorted ``2n`` is taken, with its vector. Computed in the
    matrix's precision (f32 for f32 and complex64)."""
    s = b.shape_of(h)
    n, dt = s[-1], b.dtype(h)
    cplx = is_complex_dtype(dt)
    if n == 0:
        w = b.full(list(s[:-1]), 0.0, _real_dtype(dt))
        return w, (b.full(list(s), 0.0, dt) if want_vectors else None)
    rdt = _real_dtype(dt)
    x = _embed(b, h) if cplx else h
    w, v = _jacobi_eigh(b, x, want_vectors)
    w, idx = _sort(b, w, False)
    if cplx:
        w, idx = _every_other(b, w), _every_other(b, idx)
    w = b.to_dtype(w, rdt)
    if not want_vectors:
        return w, None
    v = b.to_dtype(_take_columns(b, v, idx), rdt)
    return w, (_unembed_rows(b, v) if cplx else v)


def _eigh_op(b, op, want_vectors):
    _matrix(b, op, "self", complex_ok=True, dynamic_ok=True)
    _square_check(b, op, op.arg("self"), "not square")
    _jacobi_size(b, op, _rotated_columns(b, op.arg("self"), b.shape_of(op.arg("self"))[-1]), "self")
    uplo = b.const_str(op.arg("UPLO"))
    if uplo not in ("L", "U"):
        raise NotApplicable(f"UPLO {uplo!r}")
    return _eigh(b, _hermitian_from(b, op.arg("self"), upper=uplo == "U"), want_vectors)


@decomposition("torch.aten.linalg_eigvalsh")
def linalg_eigvalsh(b, op):
    """The eigenvalues (ascending) of the Hermitian matrix given by its ``UPLO`` triangle
    (``_eigh``)."""
    return [_eigh_op(b, op, False)[0]]


@decomposition("torch.aten.linalg_eigh")
def linalg_eigh(b, op):
    """``(eigenvalues, eigenvectors)`` of the Hermitian matrix given by its ``UPLO`` triangle
    (``_eigh``). Each eigenvector is unique up to its sign (phase): LAPACK's choice is not
    reproduced."""
    w, v = _eigh_op(b, op, True)
    return [w, v]


def _phase(b, d):
    """``d / |d|``, 1 where ``|d|`` is below 1/2 (the diagonal of ``R`` in ``_svd``'s completion)."""
    r = b.abs(d)
    small = b.compare("lt", r, 0.5)
    ph = b.div(d, b.to_dtype(_where(b, small, 1.0, r), b.dtype(d)) if is_complex_dtype(b.dtype(d))
               else _where(b, small, 1.0, r))
    return _where(b, small, 1.0, ph)


def _orthonormal(b, u, full):
    """``u`` ``[..., m, k]`` (orthonormal columns up to rounding, or zero columns where a singular
    value is 0) made exactly orthonormal and, when ``full``, completed to ``[..., m, m]``: with
    ``u = Q R`` (Householder, ``Q`` unitary) ``R`` is diagonal of unit modulus, and the result is
    ``Q`` with its first ``k`` columns scaled by the phases of ``R``'s diagonal (by 1 where a
    column of ``u`` was zero: another unit vector orthogonal to the rest)."""
    s = b.sizes(u)
    m, k = s[-2], s[-1]
    q, r, _, _ = _qr(b, u, True, full)
    d = _phase(b, b.op("torch.aten.diagonal", [r, 0, -2, -1], b.vt(list(s[:-2]) + [min(m, k)], b.dtype(u))))
    cols = m if full else k
    if cols > k:
        d = b.cat([d, b.full(list(s[:-2]) + [cols - k], 1.0, b.dtype(u))], -1)
    return b.mul(q, b.unsqueeze(d, -2))


def _larfg(b, x, m, k, dt):
    """The Householder reflector of ``?larfg`` for the column ``x`` ``[..., m]`` at row ``k`` (a
    Python int or a run-time index): ``(v, tau, beta)`` with ``v[k] = 1``, ``v[:k] = 0`` and
    ``(I - tau v v^H)^H x = (x[:k], beta, 0, ...)``; the identity (tau 0) when ``x[k+1:]`` is 0 and
    ``x[k]`` real."""
    cplx = is_complex_dtype(dt)
    alpha = b.select(x, b.rank(x) - 1, k)
    below = _where(b, _iota_cmp(b, m, "gt", k), x, 0.0)
    xnorm2 = b.sum(_abs2(b, below), [-1])
    trivial = b.compare("eq", xnorm2, 0.0)
    alpha_re = b.real_part(alpha) if cplx else alpha
    if cplx:
        trivial = b.logical("and", trivial, b.compare("eq", b.imag_part(alpha), 0.0))
    nrm = b.sqrt(b.add(_abs2(b, alpha), xnorm2))
    beta = _where(b, b.compare("ge", alpha_re, 0.0), b.neg(nrm), nrm)
    if cplx:
        beta = b.to_dtype(beta, dt)
    beta = _where(b, trivial, alpha, beta)
    tau = _where(b, trivial, 0.0, b.div(b.sub(beta, alpha), _where(b, trivial, 1.0, beta)))
    denom = _where(b, trivial, 1.0, b.sub(alpha, beta))
    v = b.add(b.div(below, b.unsqueeze(denom, -1)), _onehot(b, m, k, dt))
    return v, tau, beta


def _orthonormal_loop(b, u, full):
    """``_orthonormal`` for a run-time size: the Householder reflectors of ``u = Q R`` (as ``_qr``'s,
    ``?larfg``'s) one column per step of a loop over the run-time ``k`` (``_steps``), accumulating
    ``Q`` ``[..., m, m]`` and the diagonal of ``R``."""
    s = b.shape_of(u)
    batch, m, k = s[:-2], s[-2], s[-1]
    dt = b.dtype(u)

    def step(j, r, q, diag):
        x = _col(b, r, j)
        v, tau, beta = _larfg(b, x, m, j, dt)
        return _reflect_left(b, r, v, b.conj(tau)), _reflect_right(b, q, v, tau), _set_at(b, diag, j, beta)
    carried = [u, _expand_batch(b, _eye(b, m, m, dt), batch), b.full(list(batch) + [k], 0.0, dt)]
    _, q, diag = _steps(b, k, carried, step)
    cols = m if full else k
    d = b.cat([_phase(b, diag), b.full(list(batch) + [b.isub(cols, k)], 1.0, dt)], -1)
    if not full:
        q = b.slice(q, -1, 0, k)
    return b.mul(q, b.unsqueeze(d, -2))


def _pad_to(b, x, rows, cols):
    """``x`` ``[..., r, c]`` with zero rows and columns appended to ``[..., rows, cols]``."""
    s = b.shape_of(x)
    x = b.cat([x, b.full(list(s[:-2]) + [s[-2], b.isub(cols, s[-1])], 0.0, b.dtype(x))], -1)
    return b.cat([x, b.full(list(s[:-2]) + [b.isub(rows, s[-2]), cols], 0.0, b.dtype(x))], -2)


def _svd_columns(b, w, v, s2, cplx, rdt):
    """The singular values and vectors from ``_jacobi``'s ``t V = W`` with column norms² ``s2``:
    ``S = sqrt(s2)`` sorted descending, ``W`` and ``V``'s columns in that order (for the real
    embedding of a complex ``t``: every other one, back to complex), and ``W / S`` (a zero singular
    value leaves a zero column, which the orthonormal completion fills). -> ``(W, V, S, W / S)``."""
    sv, idx = _sort(b, b.sqrt(s2), True)
    if cplx:  # every other one, back to complex
        sv, idx = _every_other(b, sv), _every_other(b, idx)
        sv = b.to_dtype(sv, rdt)
        w, v = _take_columns(b, w, idx), _take_columns(b, v, idx)
        w, v = _unembed_rows(b, b.to_dtype(w, rdt)), _unembed_rows(b, b.to_dtype(v, rdt))
    else:
        w, v = _take_columns(b, w, idx), _take_columns(b, v, idx)
    nz = b.compare("gt", sv, 0.0)
    inv = _where(b, nz, b.unary("reciprocal", _where(b, nz, sv, 1.0)), 0.0)
    return w, v, sv, b.mul(w, b.unsqueeze(b.to_dtype(inv, b.dtype(w)) if cplx else inv, -2))


def _svd_loop(b, a, full):
    """``_svd`` for a run-time matrix size: the tall orientation chosen at run time
    (``_transpose_if`` of the real embedding: ``embed(a^H) = embed(a)^T``), the loop forms of the
    Jacobi sweeps and of the orthonormal completion (``_orthonormal_loop``), and ``U``, ``Vh`` picked
    at run time from the two orientations' candidates padded to ``[..., N, N]`` (``N = max(m, n)``)
    and cut to their sizes."""
    sh = b.shape_of(a)
    batch, m, n = list(sh[:-2]), sh[-2], sh[-1]
    k, big = _imin(b, m, n), _imax(b, m, n)
    dt = b.dtype(a)
    rdt = _real_dtype(dt)
    cplx = is_complex_dtype(dt)
    flag = b.op("torch.aten.lt.int", [m, n], T.BOOL)
    t = _transpose_if(b, _embed(b, a) if cplx else a, flag)
    w, v, sv, ut = _svd_columns(b, *_jacobi(b, t), cplx, rdt)
    ut = _orthonormal_loop(b, ut, full)
    sel = b.compare("ne", b.full([], b.op("torch.aten.Int.bool", [flag], T.INT), T.SI64), 0)
    # t = U_t S V_t^H; a = t, or (m < n) a = t^H = V_t S U_t^H
    u = b.where(sel, _pad_to(b, v, big, big), _pad_to(b, ut, big, big))
    u = b.slice(b.slice(u, -2, 0, m), -1, 0, m if full else k)
    vh = b.where(sel, _pad_to(b, _mH(b, ut), big, big), _pad_to(b, _mH(b, v), big, big))
    vh = b.slice(b.slice(vh, -2, 0, n if full else k), -1, 0, n)
    return b.to_dtype(u, dt), b.to_dtype(sv, rdt), b.to_dtype(vh, dt)


def _svd(b, a, full):
    """``(U, S, Vh)`` of ``a`` ``[..., m, n]`` (``S`` descending; ``U`` ``[..., m, m]`` and ``Vh``
    ``[..., n, n]`` when ``full``, else ``k = min(m, n)`` columns / rows). One-sided Jacobi
    (``_jacobi``) on ``t``, the tall one of ``a`` and ``a^H``, through the real embedding for a
    complex ``a`` (every other of its sorted doubled singular values is taken, with its vectors):
    ``t V = W``, ``S = |w_j|``, ``U = W / S`` made orthonormal (and completed) by ``_orthonormal``.
    Computed in the matrix's precision. The singular vectors are unique up to a
    sign (phase) shared by ``u_j`` and ``v_j``: LAPACK's choice is not reproduced."""
    s = b.sizes(a)
    if any(d < 0 for d in s) and 0 not in s[-2:]:  # a run-time size (the batch's too)
        return _svd_loop(b, a, full)
    s = b.shape_of(a)
    batch, m, n = list(s[:-2]), s[-2], s[-1]
    k = _imin(b, m, n)
    dt = b.dtype(a)
    rdt = _real_dtype(dt)
    cplx = is_complex_dtype(dt)
    if k == 0:
        u = _expand_batch(b, _eye(b, m, m if full else 0, dt), batch)
        vh = _expand_batch(b, _eye(b, n if full else 0, n, dt), batch)
        return u, b.full(batch + [0], 0.0, rdt), vh
    transposed = m < n
    t = _mH(b, a) if transposed else a
    big, small = max(m, n), k
    w, v, sv, ut = _svd_columns(b, *_jacobi(b, _embed(b, t) if cplx else t), cplx, rdt)
    ut = _orthonormal(b, ut, full and big > small)  # ut [..., big, k]
    # t = U_t S V_t^H; a = t, or a = t^H = V_t S U_t^H
    u, vmat = (v, ut) if transposed else (ut, v)
    sv = b.to_dtype(sv, rdt)
    return b.to_dtype(u, dt), sv, b.to_dtype(_mH(b, vmat), dt)


def _svd_checks(b, op, name):
    s = _matrix(b, op, name, complex_ok=True, dynamic_ok=True)
    _jacobi_check(b, op, name)
    return s


@decomposition("torch.aten.linalg_svd")
def linalg_svd(b, op):
    """``(U, S, Vh)`` (``_svd``)."""
    _svd_checks(b, op, "A")
    if not b.is_none(op.arg("driver")):
        raise NotApplicable("an SVD driver (CUDA only)")
    return list(_svd(b, op.arg("A"), b.const_bool(op.arg("full_matrices"))))


@decomposition("torch.aten.svd")
def svd(b, op):
    """``(U, S, V)``: ``V = Vh^H``; ``some=False`` gives the full ``U`` and ``V``; without
    ``compute_uv`` ``U`` and ``V`` are zeros of ``[..., m, m]`` and ``[..., n, n]`` (as PyTorch)."""
    s = _svd_checks(b, op, "self")
    a = op.arg("self")
    if not b.const_bool(op.arg("compute_uv")):
        dt = b.dtype(a)
        sv = _singular_values(b, a)
        sv = _sort(b, sv, True)[0] if b.sizes(sv)[-1] else sv
        s = b.shape_of(a)
        return [b.full(list(s[:-2]) + [s[-2], s[-2]], 0.0, dt), sv, b.full(list(s[:-2]) + [s[-1], s[-1]], 0.0, dt)]
    u, sv, vh = _svd(b, a, not b.const_bool(op.arg("some")))
    return [u, sv, _mH(b, vh)]


# ---------------------------------------------------------------------------------------------
# LDL^T with Bunch-Kaufman pivoting
# ---------------------------------------------------------------------------------------------

BK_ALPHA = (1.0 + math.sqrt(17.0)) / 8.0  # Bunch-Kaufman's threshold (LAPACK's ?sytf2)


def _gather_rows(b, x, idx):
    """``x[..., idx, :]`` for the per-matrix row permutation ``idx`` ``[..., n]`` (exact)."""
    ie = b.expand(b.unsqueeze(idx, -1), b.shape_of(x))
    return b.op("torch.aten.gather", [x, b.rank(x) - 2, ie, False], b.ty(x))


def _pick(b, x, i):
    """``x[..., i]`` for the per-matrix index ``i`` ``[...]`` (si64)."""
    g = b.op("torch.aten.gather", [x, b.rank(x) - 1, b.unsqueeze(i, -1), False],
             b.vt(list(b.sizes(x)[:-1]) + [1], b.dtype(x)))
    return b.squeeze_dim(g, -1)


def _row_at(b, x, i):
    """``x[..., i, :]`` for the per-matrix row index ``i`` ``[...]`` (si64)."""
    s, sh = b.sizes(x), b.shape_of(x)
    ie = b.expand(b.unsqueeze(b.unsqueeze(i, -1), -1), list(sh[:-2]) + [1, sh[-1]])
    g = b.op("torch.aten.gather", [x, b.rank(x) - 2, ie, False], b.vt(list(s[:-2]) + [1, s[-1]], b.dtype(x)))
    return b.squeeze_dim(g, -2)


def _exchange(b, n, i, j):
    """The permutation ``[..., n]`` (si64) exchanging the per-matrix indices ``i`` and ``j``."""
    ar = b.arange(n)
    iu, ju = b.unsqueeze(i, -1), b.unsqueeze(j, -1)
    return _where(b, b.compare("eq", ar, iu), ju, _where(b, b.compare("eq", ar, ju), iu, ar))


def _sym_from_lower(b, x):
    """The symmetric (not Hermitian: complex symmetric) matrix of ``x``'s lower triangle."""
    return b.add(_tri(b, x, upper=False), _mT(b, _tri(b, x, upper=False, strict=True)))


def _mask(b, rows, cols, n, m=None):
    """A static ``[n, m]`` bool literal, true at ``rows`` x ``cols`` (ranges)."""
    mk = np.zeros((n, m or n), bool)
    mk[rows, cols] = True
    return b.literal(mk, T.I1)


def _rc_mask(b, n, rows, cols, m=None):
    """The ``[n, m or n]`` bool mask of the rows ``rows`` x the columns ``cols``, each a pair
    ``(cmp, k)`` (``arange <cmp> k``) or None (all): ``_mask``'s literal for static sizes and
    steps, else iota comparisons (``[n, 1]`` / ``[1, m]`` where one side is all)."""
    m = n if m is None else m
    if _static(n, m, *[v[1] for v in (rows, cols) if v is not None]):
        sel = lambda v, size: slice(None) if v is None else _NP_CMP[v[0]](np.arange(size), v[1])  # noqa: E731
        mk = np.zeros((n, m), bool)
        mk[np.ix_(np.arange(n)[sel(rows, n)], np.arange(m)[sel(cols, m)])] = True
        return b.literal(mk, T.I1)
    r = b.unsqueeze(_iota_cmp(b, n, *rows), -1) if rows is not None else None
    c = b.unsqueeze(_iota_cmp(b, m, *cols), -2) if cols is not None else None
    if r is None or c is None:
        return r if c is None else c
    return b.logical("and", r, c)


def _ldl(b, a):
    """``(LD, pivots, info)`` of the symmetric ``a`` ``[..., n, n]`` given by its lower triangle,
    as LAPACK's ``?sytf2`` with ``uplo = 'L'``: at step ``k`` with ``colmax`` the largest
    ``|a_ik|``, ``i > k`` (row ``imax``; complex: ``|re| + |im|``) and ``rowmax`` the largest
    off-diagonal ``|a_(imax)j|`` of the trailing matrix, a 1x1 pivot ``a_kk`` when
    ``|a_kk| >= alpha colmax`` or ``|a_kk| colmax... >= alpha colmax^2 / rowmax``, a 1x1 pivot
    ``a_(imax)(imax)`` (rows and columns ``k``, ``imax`` of the trailing matrix exchanged) when
    ``|a_(imax)(imax)| >= alpha rowmax``, else a 2x2 pivot on rows ``k``, ``imax`` (exchanged
    with ``k + 1``). Pivots are 1-based, negative for both rows of a 2x2 block; ``info`` is the
    first step whose column is zero (no update there). Each step's choice is made per matrix by
    ``where``: a matrix whose previous step took a 2x2 block skips the step. The trailing matrix is
    kept symmetric (rebuilt from its lower triangle after each step, so every read sees the values
    LAPACK reads)."""
    s = b.shape_of(a)
    batch, n = list(s[:-2]), s[-1]
    batch_t = list(b.sizes(a)[:-2])
    dt = b.dtype(a)
    dynamic = not _static(n)
    pivots = []
    carried = [_sym_from_lower(b, a), b.full(batch, 0, T.SI32), b.full(batch, False, T.I1),
               b.full(batch, 0, T.SI64)]  # carry: the (negative) pivot of a 2x2 block begun at the previous step
    if dynamic:
        carried.append(b.full(batch + [n], 0, T.SI64))
    ar = b.arange(n)

    def step(k, m, info, skip, carry, *acc):
        active = b.logical("not", skip)
        col_k = _col(b, m, k)
        absakk = _cabs1(b, b.select(col_k, b.rank(col_k) - 1, k))
        rdt = b.dtype(absakk)
        kt = b.full(batch, k, T.SI64)
        if dynamic:  # the rows below k (none at the last step: colmax 0, imax k)
            below = _where(b, _iota_cmp(b, n, "gt", k), _cabs1(b, col_k), -1.0)
            colmax, arg = b.op("torch.aten.max.dim", [below, b.rank(below) - 1, False],
                               [b.vt(batch_t, rdt), b.vt(batch_t, T.SI64)])
            none = b.compare("lt", colmax, 0.0)
            colmax, imax = _where(b, none, 0.0, colmax), _where(b, none, kt, arg)
        elif k < n - 1:
            below = b.slice(_cabs1(b, col_k), -1, k + 1, n)
            colmax, arg = b.op("torch.aten.max.dim", [below, b.rank(below) - 1, False],
                               [b.vt(batch_t, rdt), b.vt(batch_t, T.SI64)])
            imax = b.add(arg, k + 1)
        else:
            colmax, imax = b.full(batch, 0.0, rdt), kt
        zero = b.logical("not", b.compare("gt", b.maximum(absakk, colmax), 0.0))
        case1 = b.compare("ge", absakk, b.mul(colmax, BK_ALPHA))
        row = _cabs1(b, _row_at(b, m, imax))
        off = b.logical("and", _iota_cmp(b, n, "ge", k), b.compare("ne", ar, b.unsqueeze(imax, -1)))
        rowmax = b.amax(_where(b, off, row, -1.0), [-1])
        case2 = b.compare("ge", absakk, b.mul(b.mul(colmax, BK_ALPHA), b.div(colmax, rowmax)))
        case3 = b.compare("ge", _pick(b, row, imax), b.mul(rowmax, BK_ALPHA))
        keep_k = b.logical("or", zero, b.logical("or", case1, case2))
        one = b.logical("or", keep_k, case3)
        two = b.logical("and", active, b.logical("not", one))
        kp = _where(b, keep_k, kt, imax)
        kk = _where(b, two, b.full(batch, b.iadd(k, 1), T.SI64), kt)
        # exchange rows and columns kk, kp of the trailing matrix (rows and columns >= k)
        perm = _exchange(b, n, kk, kp)
        swapped = _mT(b, _gather_rows(b, _mT(b, _gather_rows(b, m, perm)), perm))
        do_swap = b.unsqueeze(b.unsqueeze(b.logical("and", active, b.logical("not", zero)), -1), -1)
        m = _where(b, b.logical("and", do_swap, _rc_mask(b, n, ("ge", k), ("ge", k))), swapped, m)
        new = m
        if dynamic or k < n - 1:  # 1x1: A22 -= x x^T / d, column k = x / d
            x = _where(b, _iota_cmp(b, n, "gt", k), _col(b, m, k), 0.0)
            d11 = b.unary("reciprocal", _entry(b, m, k, k))
            upd1 = b.add(m, _outer(b, x, b.mul(x, b.unsqueeze(b.neg(d11), -1))))
            upd1 = _where(b, _rc_mask(b, n, ("gt", k), ("eq", k)), b.unsqueeze(b.mul(x, b.unsqueeze(d11, -1)), -1),
                          upd1)
            is1 = b.logical("and", active, b.logical("and", one, b.logical("not", zero)))
            if dynamic:  # none at the last step (as the unrolled form)
                is1 = b.logical("and", is1, b.compare("lt", kt, b.isub(n, 1)))
            new = _where(b, b.unsqueeze(b.unsqueeze(is1, -1), -1), upd1, new)
        if dynamic or k < n - 2:  # 2x2 on rows k, k+1
            k1 = b.iadd(k, 1) if not dynamic else b.op("torch.prim.min.int", [b.iadd(k, 1), b.isub(n, 1)], T.INT)
            d21 = _entry(b, m, k1, k)
            d11 = b.div(_entry(b, m, k1, k1), d21)
            d22 = b.div(_entry(b, m, k, k), d21)
            t = b.unary("reciprocal", b.sub(b.mul(d11, d22), 1.0))
            d21 = b.div(t, d21)
            k2 = b.iadd(k, 2)
            lower = _iota_cmp(b, n, "ge", k2)
            ca = _where(b, lower, _col(b, m, k), 0.0)
            cb = _where(b, lower, _col(b, m, k1), 0.0)
            u = lambda v: b.unsqueeze(v, -1)  # noqa: E731
            wk = b.mul(u(d21), b.sub(b.mul(u(d11), ca), cb))
            wkp1 = b.mul(u(d21), b.sub(b.mul(u(d22), cb), ca))
            upd2 = b.sub(b.sub(m, _outer(b, ca, wk)), _outer(b, cb, wkp1))
            upd2 = _where(b, _rc_mask(b, n, ("ge", k2), ("eq", k)), u(wk), upd2)
            upd2 = _where(b, _rc_mask(b, n, ("ge", k2), ("eq", k1)), u(wkp1), upd2)
            two_upd = two if not dynamic else b.logical("and", two, b.compare("lt", kt, b.isub(n, 2)))
            new = _where(b, b.unsqueeze(b.unsqueeze(two_upd, -1), -1), upd2, new)
        m = _sym_from_lower(b, new)
        info = _first_info(b, info, b.logical("and", active, zero), k)
        p1 = b.add(kp, 1)
        pv = _where(b, skip, carry, _where(b, two, b.neg(p1), p1))
        if dynamic:
            acc = [_set_at(b, acc[0], k, pv)]
        else:
            pivots.append(pv)
        return [m, info, two, b.neg(p1)] + list(acc)
    out = _steps(b, n, carried, step)
    m, info = out[0], out[1]
    if dynamic:
        piv = b.to_dtype(out[4], T.SI32)
    else:
        piv = b.to_dtype(b.stack(pivots, -1), T.SI32) if pivots else b.full(batch + [0], 0, T.SI32)
    return _tri(b, m, upper=False), piv, info


def _ldl_op(b, op, check):
    s = _matrix(b, op, "self", complex_ok=True, dynamic_ok=True)
    if b.const_bool(op.arg("hermitian")) and is_complex_dtype(b.dtype(op.arg("self"))):
        raise NotApplicable("the Hermitian LDL^H of a complex matrix (?hetrf)")
    _square(b, op, "self", s)
    ld, piv, info = _ldl(b, op.arg("self"))
    if check:
        _raise_unless_zero(b, info, "torch.linalg.ldl_factor: The factorization could not be completed because "
                                    "the block diagonal matrix D is singular.")
    return ld, piv, info


@decomposition("torch.aten.linalg_ldl_factor_ex")
def linalg_ldl_factor_ex(b, op):
    """``(LD, pivots, info)`` (``_ldl``)."""
    return list(_ldl_op(b, op, _flag(b, op, "check_errors")))


@decomposition("torch.aten.linalg_ldl_factor")
def linalg_ldl_factor(b, op):
    ld, piv, _ = _ldl_op(b, op, False)
    return [ld, piv]


def _swap_rows_at(b, x, i, j):
    """``x`` with the per-matrix rows ``i`` and ``j`` ``[...]`` exchanged (exact)."""
    return _gather_rows(b, x, _exchange(b, b.size(x, b.rank(x) - 2), i, j))


@decomposition("torch.aten.linalg_ldl_solve")
def linalg_ldl_solve(b, op):
    """``A X = B`` from ``ldl_factor``'s ``(LD, pivots)`` as LAPACK's ``?sytrs`` (lower): ``L D Y =
    P B`` forwards, one 1x1 or 2x2 block at a time (the block structure read from the pivots' signs
    per matrix: a negative pivot begins a 2x2 block unless it ends one), then ``L^T X = Y``
    backwards with the row exchanges undone."""
    s = _matrix(b, op, "LD", complex_ok=True, dynamic_ok=True)
    _matrix(b, op, "B", complex_ok=True, dynamic_ok=True)
    ld, rhs = op.arg("LD"), op.arg("B")
    if b.dtype(ld) is not b.dtype(rhs):
        raise NotApplicable("mixed dtypes")
    if b.const_bool(op.arg("hermitian")) and is_complex_dtype(b.dtype(ld)):
        raise NotApplicable("the Hermitian LDL^H of a complex matrix (?hetrs)")
    _square(b, op, "LD", s)
    piv = _lu_pivots_arg(b, op, "pivots")
    n = b.size(ld, b.rank(ld) - 1)
    dynamic = not _static(n) or any(d < 0 for d in b.sizes(piv))
    if dynamic and not LDL_SOLVE_LOOP:
        raise NotSupported(f"'{op.name}' not lowered: dynamic matrix size: operand 'LD' has type {b.ty(ld)}; "
                           f"the loop form of ldl_solve (linalg_ops.LDL_SOLVE_LOOP) is off "
                           f"(docs/known-gaps.md)")
    batch = _matvec_batch(b, ld, piv, rhs)
    ld, x = _expand_batch(b, ld, batch), _expand_batch(b, rhs, batch)
    if n == 0:
        return [x]
    p = b.to_dtype(piv, T.SI64)
    if dynamic or list(b.sizes(p)[:-1]) != batch:
        p = b.expand(p, list(batch) + [n])
    u = lambda v: b.unsqueeze(v, -1)  # noqa: E731
    uu = lambda v: u(u(v))  # noqa: E731
    dt = b.dtype(x)
    second = []  # per step: is row k the second row of a 2x2 block (a run-time n: a [..., n] tensor)

    # forward: L D Y = P B, one 1x1 or 2x2 block per step
    def forward(k, x, prev_start, *acc):
        pk = b.select(p, -1, k)
        neg = b.compare("lt", pk, 0)
        is2 = b.logical("and", neg, b.logical("not", prev_start))
        is1 = b.logical("and", b.compare("gt", pk, 0), b.logical("not", prev_start))
        kt = b.full(batch, k, T.SI64)
        # 1x1
        y1 = _swap_rows_at(b, x, kt, _where(b, is1, b.sub(pk, 1), kt))  # indices in range for every matrix
        lk = _where(b, _iota_cmp(b, n, "gt", k), _col(b, ld, k), 0.0)
        y1 = b.sub(y1, _outer(b, lk, _row(b, y1, k)))
        y1 = _where(b, _rc_mask(b, n, ("eq", k), None, 1), b.div(y1, uu(_entry(b, ld, k, k))), y1)
        y = _where(b, uu(is1), y1, x)
        if dynamic or k < n - 1:  # 2x2 on rows k, k+1
            k1 = b.iadd(k, 1) if not dynamic else b.op("torch.prim.min.int", [b.iadd(k, 1), b.isub(n, 1)], T.INT)
            k1t = b.full(batch, k1, T.SI64)
            y2 = _swap_rows_at(b, x, k1t, _where(b, is2, b.sub(b.neg(pk), 1), k1t))
            low = _iota_cmp(b, n, "ge", b.iadd(k, 2))
            y2 = b.sub(y2, _outer(b, _where(b, low, _col(b, ld, k), 0.0), _row(b, y2, k)))
            y2 = b.sub(y2, _outer(b, _where(b, low, _col(b, ld, k1), 0.0), _row(b, y2, k1)))
            akm1k = _entry(b, ld, k1, k)
            akm1 = b.div(_entry(b, ld, k, k), akm1k)
            ak = b.div(_entry(b, ld, k1, k1), akm1k)
            denom = b.sub(b.mul(akm1, ak), 1.0)
            bkm1 = b.div(_row(b, y2, k), u(akm1k))
            bk = b.div(_row(b, y2, k1), u(akm1k))
            nk = b.div(b.sub(b.mul(u(ak), bkm1), bk), u(denom))
            nk1 = b.div(b.sub(b.mul(u(akm1), bk), bkm1), u(denom))
            y2 = _where(b, _rc_mask(b, n, ("eq", k), None, 1), b.unsqueeze(nk, -2), y2)
            y2 = _where(b, _rc_mask(b, n, ("eq", k1), None, 1), b.unsqueeze(nk1, -2), y2)
            if dynamic:  # a 2x2 block cannot begin on the last row
                is2 = b.logical("and", is2, b.compare("lt", kt, b.isub(n, 1)))
            y = _where(b, uu(is2), y2, y)
        if dynamic:
            acc = [_set_at(b, acc[0], k, prev_start)]
        else:
            second.append(prev_start)
        return [y, b.logical("and", neg, b.logical("not", prev_start))] + list(acc)
    carried = [x, b.full(batch, False, T.I1)] + ([b.full(list(batch) + [n], False, T.I1)] if dynamic else [])
    out = _steps(b, n, carried, forward)
    x = out[0]
    if dynamic:
        second_t = out[2]

    # backward: L^T X = Y, exchanges undone
    def backward(k, x):
        sec = b.select(second_t, -1, k) if dynamic else second[k]
        pk = b.select(p, -1, k)
        first_of_two = b.logical("and", b.compare("lt", pk, 0), b.logical("not", sec))
        # row k (and row k-1 when k ends a 2x2 block) minus the solved rows below k
        lk = _where(b, _iota_cmp(b, n, "gt", k), _col(b, ld, k), 0.0)
        y = b.sub(x, _outer(b, _onehot(b, n, k, dt), b.squeeze_dim(b.matmul(b.unsqueeze(lk, -2), x), -2)))
        if dynamic or k > 0:  # (k - 1 clamped at 0 in the loop: row 0 never ends a block)
            km1 = b.isub(k, 1) if not dynamic else b.op("torch.prim.max.int", [b.isub(k, 1), 0], T.INT)
            lk1 = _where(b, _iota_cmp(b, n, "gt", k), _col(b, ld, km1), 0.0)
            y2 = b.sub(y, _outer(b, _onehot(b, n, km1, dt), b.squeeze_dim(b.matmul(b.unsqueeze(lk1, -2), x), -2)))
            y = _where(b, uu(sec), y2, y)
        kp = _where(b, b.compare("gt", pk, 0), b.sub(pk, 1), b.sub(b.neg(pk), 1))
        y = _swap_rows_at(b, y, b.full(batch, k, T.SI64), kp)
        return [_where(b, uu(first_of_two), x, y)]
    return [_steps(b, n, [x], backward, reverse=True)[0]]


# ---------------------------------------------------------------------------------------------
# general eigendecomposition: only the trivial sizes
# ---------------------------------------------------------------------------------------------

def _eig_trivial(b, op, name):
    """``(eigenvalues, eigenvectors)`` (complex) of ``[..., n, n]`` matrices with ``n <= 1``: the
    entry itself and the unit vector. Larger matrices are left alone (not lowered): their order
    is the one LAPACK's Hessenberg QR iteration (``?hseqr``) happens to deflate in, which a
    different algorithm does not reproduce."""
    s = _matrix(b, op, name, complex_ok=True)
    if s[-1] != s[-2]:
        raise NotApplicable("not square")
    if s[-1] > 1:
        raise NotApplicable("the general eigenvalue problem of a matrix larger than 1x1 (not decomposed)")
    a = op.arg(name)
    dt = b.dtype(a)
    ct = dt if is_complex_dtype(dt) else ComplexType(dt)
    rdt = _real_dtype(dt)
    vals = b.op("torch.aten.diagonal", [a, 0, -2, -1], b.vt(list(s[:-1]), dt))
    if not is_complex_dtype(dt):
        vals = b.op("torch.aten.complex", [vals, b.full(list(s[:-1]), 0.0, dt)], b.vt(list(s[:-1]), ct))
    # ones built from real parts (a complex from two real fills)
    ones = b.op("torch.aten.complex", [b.full(list(s), 1.0, rdt), b.full(list(s), 0.0, rdt)], b.vt(list(s), ct))
    return vals, ones


@decomposition("torch.aten.linalg_eig")
def linalg_eig(b, op):
    return list(_eig_trivial(b, op, "self"))


@decomposition("torch.aten.linalg_eigvals")
def linalg_eigvals(b, op):
    return [_eig_trivial(b, op, "self")[0]]
