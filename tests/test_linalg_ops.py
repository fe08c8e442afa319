"""torch.linalg decompositions: the refusals (dynamic or too large matrices) name the op, the
operand and the Python line; singular systems raise at run time as in PyTorch."""
import pytest
import torch

import tmlir
from tmlir.backends.refbackend import RefBackend, RefBackendError
from tmlir.ir.passmanager import PassError
from tmlir.transforms.decompositions.linalg_ops import MAX_N


class Det(torch.nn.Module):
    def forward(self, x):
        return torch.linalg.det(x)


class Solve(torch.nn.Module):
    def forward(self, a, b):
        return torch.linalg.solve(a, b)


def test_dynamic_matrix_size_is_refused_with_op_operand_and_line():
    """The general eigendecomposition (only n <= 1) has no loop form (Cholesky, LU, QR, LDL and the
    Jacobi family have one: they lower to scf.for)."""
    n = torch.export.Dim("n", min=2, max=10)
    with pytest.raises(PassError) as e:
        tmlir.fx.export_and_import(Eig(), torch.randn(3, 3), dynamic_shapes=({0: n, 1: n},),
                                   output_type="linalg-on-tensors")
    msg = str(e.value)
    assert "'torch.aten.linalg_eig' not lowered: dynamic matrix size" in msg
    assert "has type !torch.vtensor<[?,?],f32>" in msg
    line = next(i for i, l in enumerate(open(__file__), 1) if l.strip() == "return torch.linalg.eig(x)[0]")
    assert f"test_linalg_ops.py:{line}" in msg  # the line of torch.linalg.eig in Eig.forward


class Eig(torch.nn.Module):
    def forward(self, x):
        return torch.linalg.eig(x)[0]


def test_matrix_above_the_unroll_limit_is_refused():
    with pytest.raises(PassError, match=rf"operand 'A' of type !torch.vtensor<\[{MAX_N + 1},{MAX_N + 1}\],f32> "
                                         rf"is larger than {MAX_N}x{MAX_N}"):
        tmlir.fx.export_and_import(Det(), torch.randn(MAX_N + 1, MAX_N + 1), output_type="linalg-on-tensors")


def test_solve_raises_at_run_time_on_a_singular_matrix():
    m = tmlir.fx.export_and_import(Solve(), torch.randn(2, 2), torch.randn(2), output_type="linalg-on-tensors")
    backend = RefBackend()
    f = backend.load(backend.compile(m))
    a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
    assert torch.allclose(torch.from_numpy(f.main(a.numpy(), torch.ones(2).numpy())), torch.linalg.solve(a, torch.ones(2)))
    with pytest.raises(RefBackendError, match="linalg.solve: The solver failed because the input matrix is singular"):
        f.main(torch.tensor([[1.0, 2.0], [2.0, 4.0]]).numpy(), torch.ones(2).numpy())


class Svdvals(torch.nn.Module):
    def forward(self, x):
        return torch.linalg.svdvals(x)


def test_jacobi_sweeps_are_refused_above_their_limit():
    from tmlir.transforms.decompositions.linalg_ops import JACOBI_MAX_N
    n = JACOBI_MAX_N + 1
    with pytest.raises(PassError, match=rf"'torch.aten.linalg_svdvals' not lowered: operand 'A' of type "
                                         rf"!torch.vtensor<\[{n},{n}\],f32> has {n} columns"):
        tmlir.fx.export_and_import(Svdvals(), torch.randn(n, n), output_type="linalg-on-tensors")


# -- factorizations with vectors, compared with eager on IREE (vectors through sign/phase-free
# quantities: |U|, |V^H|, U S V^H, orthonormality) -------------------------------------------

def _compile_run(fn, *args):
    class M(torch.nn.Module):
        def forward(self, *a):
            return fn(*a)
    m = tmlir.fx.export_and_import(M(), *args, output_type="linalg-on-tensors")
    backend = RefBackend()
    out = backend.load(backend.compile(m)).main(*[a.numpy() for a in args])
    return tuple(torch.from_numpy(o) for o in (out if isinstance(out, tuple) else (out,)))


def _tol(dt):
    return dict(rtol=1e-5, atol=1e-5) if dt in (torch.float32, torch.complex64) else dict(rtol=1e-10, atol=1e-10)


def _eye_like(x, k):
    return torch.eye(k, dtype=x.dtype).expand(*x.shape[:-2], k, k)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.complex64])
def test_eigh_svd_qr_ormqr_match_eager(dtype):
    torch.manual_seed(1)
    a = torch.randn(2, 4, 4, dtype=dtype)
    c = torch.randn(4, 2, dtype=dtype)

    def fn(a, c):
        w, v = torch.linalg.eigh(a, UPLO="U")
        u, s, vh = torch.linalg.svd(a[0, :, :3], full_matrices=True)
        q, r = torch.linalg.qr(a[1])
        h, tau = torch.geqrf(a[1])
        return w, v, u, s, vh, q, r, h, tau, torch.ormqr(h, tau, c, left=True, transpose=True)
    got = _compile_run(fn, a, c)
    want = fn(a, c)
    tol = _tol(dtype)
    w, v, u, s, vh = got[:5]
    torch.testing.assert_close(w, want[0], **tol)
    torch.testing.assert_close(v.abs(), want[1].abs(), **tol)
    herm = torch.triu(a) + torch.triu(a, 1).mH
    if dtype.is_complex:
        herm = herm - 1j * torch.diag_embed(torch.diagonal(herm, 0, -2, -1).imag)
    torch.testing.assert_close(v @ torch.diag_embed(w).to(dtype) @ v.mH, herm, **tol)
    torch.testing.assert_close(s, want[3], **tol)
    torch.testing.assert_close(u[:, :3].abs(), want[2][:, :3].abs(), **tol)
    torch.testing.assert_close(vh.abs(), want[4].abs(), **tol)
    torch.testing.assert_close(u.mH @ u, _eye_like(u, 4), **tol)  # the completed U is unitary
    torch.testing.assert_close(u[:, :3] @ torch.diag_embed(s).to(dtype) @ vh, a[0, :, :3], **tol)
    for g, e in zip(got[5:], want[5:]):  # QR, geqrf and ormqr follow LAPACK's reflectors exactly
        torch.testing.assert_close(g, e, **tol)


@pytest.mark.parametrize("dtype", [torch.float32, torch.complex64])
def test_svd_of_rank_deficient_and_empty_matrices(dtype):
    torch.manual_seed(2)
    a = torch.randn(4, 2, dtype=dtype) @ torch.randn(2, 3, dtype=dtype)

    def fn(a, e):
        return torch.linalg.svd(a) + torch.linalg.svd(e) + (torch.linalg.pinv(a), torch.linalg.pinv(e))
    e = torch.zeros(3, 0, dtype=dtype)
    got = _compile_run(fn, a, e)
    want = fn(a, e)
    u, s, vh = got[:3]
    tol = _tol(dtype)
    torch.testing.assert_close(s, want[1], **tol)
    torch.testing.assert_close(u.mH @ u, _eye_like(u, 4), **tol)
    torch.testing.assert_close(vh @ vh.mH, _eye_like(vh, 3), **tol)
    torch.testing.assert_close(u[:, :3] @ torch.diag_embed(s).to(dtype) @ vh, a, **tol)
    for g, w in zip(got[3:], want[3:]):  # the empty SVD (U = I) and both pseudo-inverses
        torch.testing.assert_close(g, w, **tol)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.complex64])
def test_ldl_factor_and_solve_match_lapack(dtype):
    """Bunch-Kaufman's choices (1x1 / 2x2 blocks, exchanges) are LAPACK's: the pivots agree
    exactly, LD to rounding; one matrix of the batch takes 2x2 blocks, one is singular."""
    gen = torch.Generator().manual_seed(0)
    while True:  # the first seeded batch whose two matrices both take a 2x2 block
        a = torch.randn(3, 5, 5, dtype=dtype, generator=gen)
        a = a + a.mT
        if all((torch.linalg.ldl_factor(a[i]).pivots < 0).any() for i in range(2)):
            break
    a[2] = 0
    a[2, 0, 0] = 1  # zero columns after the first step: info = 2
    rhs = torch.randn(2, 5, 3, dtype=dtype)

    def fn(a, rhs):
        ld, piv, info = torch.linalg.ldl_factor_ex(a)
        return ld, piv, info, torch.linalg.ldl_solve(ld[:2], piv[:2], rhs)
    got = _compile_run(fn, a, rhs)
    want = fn(a, rhs)
    torch.testing.assert_close(got[1], want[1], rtol=0, atol=0)
    torch.testing.assert_close(got[2], want[2], rtol=0, atol=0)
    for g, w in (got[0], want[0]), (got[3], want[3]):
        torch.testing.assert_close(g, w, **_tol(dtype))
