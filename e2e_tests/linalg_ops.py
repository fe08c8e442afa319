"""torch.linalg: determinants, solves and inverses, Cholesky, LU and QR factorizations (pivots and
signs as LAPACK's), triangular solves, matrix powers and exponentials, matrix norms, cross and
vector products, tensor inverse/solve. The factorizations are unrolled over the (static) matrix
size; symmetric positive-definite inputs are built inside the programs."""
import math

import torch

from tmlir.e2e import Input
from ._common import case, registrar, F64, I64

_register = registrar(__name__)
_TOL64 = dict(rtol=1e-7, atol=1e-9)
_SINGULAR = torch.tensor([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0], [1.0, 0.0, 1.0]])


def _spd(a):
    return a @ a.mT + a.shape[-1] * torch.eye(a.shape[-1], dtype=a.dtype)


# -- determinants -----------------------------------------------------------------------------
_register("LinalgDet", torch.linalg.det, [Input([5, 5])])
_register("LinalgDetBatchF64", torch.linalg.det, [Input([2, 3, 4, 4], F64)], _TOL64)
_register("LinalgDetSingular", torch.linalg.det, [Input(value=_SINGULAR)])
_register("LinalgDetEmpty", torch.linalg.det, [Input([2, 0, 0])])
_register("LinalgSlogdet", torch.linalg.slogdet, [Input([3, 4, 4], F64)], _TOL64)
_register("LinalgLogdet", torch.logdet, [Input([3, 4, 4], F64)], _TOL64)

# -- solve and inverse ------------------------------------------------------------------------
_register("LinalgSolve", torch.linalg.solve, [Input([2, 4, 4]), Input([2, 4, 3])])
_register("LinalgSolveBroadcastVector", torch.linalg.solve, [Input([3, 5, 5], F64), Input([5], F64)], _TOL64)
case("LinalgSolveRight", [Input([4, 4]), Input([2, 3, 4])])(lambda a, b: torch.linalg.solve(a, b, left=False))
_register("LinalgSolveEx", torch.linalg.solve_ex, [Input([4, 4], F64), Input([4, 2], F64)], _TOL64)
_register("LinalgInv", torch.linalg.inv, [Input([3, 6, 6], F64)], _TOL64)
_register("LinalgInverse", torch.inverse, [Input([4, 4])])
case("LinalgInvExSingularInfo", [Input(value=torch.tensor([[1.0, 2.0], [2.0, 4.0]]))])(
    lambda a: torch.linalg.inv_ex(a).info)
_register("LinalgInvPivoting", torch.linalg.inv,
          [Input(value=torch.tensor([[0.0, 1.0, 2.0], [3.0, 0.0, 1.0], [1.0, 5.0, 0.0]]))])

# -- Cholesky ---------------------------------------------------------------------------------
case("LinalgCholesky", [Input([2, 5, 5], F64)], _TOL64)(lambda a: torch.linalg.cholesky(_spd(a)))
case("LinalgCholeskyUpper", [Input([4, 4])])(lambda a: torch.linalg.cholesky(_spd(a), upper=True))
_register("LinalgCholeskyExNotPositive", torch.linalg.cholesky_ex, [Input([3, 4, 4], F64)], _TOL64)
case("LinalgCholeskySolve", [Input([2, 4, 4], F64), Input([2, 4, 3], F64)], _TOL64)(
    lambda a, b: torch.cholesky_solve(b, torch.linalg.cholesky(_spd(a))))
case("LinalgCholeskyInverseUpper", [Input([4, 4], F64)], _TOL64)(
    lambda a: torch.cholesky_inverse(torch.linalg.cholesky(_spd(a), upper=True), upper=True))

# -- triangular solves ------------------------------------------------------------------------
case("LinalgSolveTriangular", [Input([2, 4, 4], F64), Input([4, 3], F64)], _TOL64)(
    lambda a, b: torch.linalg.solve_triangular(a + 4 * torch.eye(4, dtype=a.dtype), b, upper=True))
case("LinalgSolveTriangularRightUnit", [Input([4, 4]), Input([3, 4])])(
    lambda a, b: torch.linalg.solve_triangular(a, b, upper=False, left=False, unitriangular=True))
case("LinalgTriangularSolveTranspose", [Input([2, 4, 3], F64), Input([4, 4], F64)], _TOL64)(
    lambda b, a: torch.triangular_solve(b, a + 4 * torch.eye(4, dtype=a.dtype), upper=False, transpose=True))

# -- LU ---------------------------------------------------------------------------------------
_register("LinalgLuFactor", torch.linalg.lu_factor, [Input([2, 5, 5], F64)], _TOL64)
_register("LinalgLuFactorExTall", torch.linalg.lu_factor_ex, [Input([6, 4], F64)], _TOL64)
_register("LinalgLuWide", torch.linalg.lu, [Input([2, 3, 5])])
_register("LinalgLuSingular", torch.linalg.lu_factor_ex, [Input(value=_SINGULAR)])
case("LinalgLuUnpack", [Input([2, 4, 4], F64)], _TOL64)(lambda a: torch.lu_unpack(*torch.linalg.lu_factor(a)))
case("LinalgLuSolveAdjoint", [Input([2, 4, 4], F64), Input([4, 2], F64)], _TOL64)(
    lambda a, b: torch.linalg.lu_solve(*torch.linalg.lu_factor(a), b, adjoint=True))
case("LinalgLuSolveRight", [Input([4, 4]), Input([3, 4])])(
    lambda a, b: torch.linalg.lu_solve(*torch.linalg.lu_factor(a), b, left=False))
case("LinalgLuSolveLegacy", [Input([4, 4]), Input([4, 2])])(
    lambda a, b: torch.lu_solve(b, *torch.linalg.lu_factor(a)))

# -- QR ---------------------------------------------------------------------------------------
_register("LinalgQr", torch.linalg.qr, [Input([2, 5, 3], F64)], _TOL64)
case("LinalgQrCompleteWide", [Input([3, 5])])(lambda a: torch.linalg.qr(a, mode="complete"))
case("LinalgQrR", [Input([4, 4])])(lambda a: torch.linalg.qr(a, mode="r")[1])
_register("LinalgQrZeroColumn", torch.linalg.qr, [Input(value=torch.tensor([[0.0, 1.0], [0.0, 2.0], [0.0, 2.0]]))])
_register("LinalgGeqrf", torch.geqrf, [Input([5, 3], F64)], _TOL64)
case("LinalgHouseholderProduct", [Input([2, 5, 3], F64)], _TOL64)(
    lambda a: torch.linalg.householder_product(*torch.geqrf(a)))

# -- matrix functions -------------------------------------------------------------------------
case("LinalgMatrixPower", [Input([2, 3, 3])])(lambda a: torch.linalg.matrix_power(a, 5))
case("LinalgMatrixPowerNegative", [Input([3, 3], F64)], _TOL64)(lambda a: torch.linalg.matrix_power(a, -3))
case("LinalgMatrixPowerZero", [Input([2, 3, 3])])(lambda a: torch.linalg.matrix_power(a, 0))
case("LinalgMatrixPowerInt", [Input([3, 3], I64, low=-3, high=3)])(lambda a: torch.linalg.matrix_power(a, 4))
_register("LinalgMatrixExp", torch.linalg.matrix_exp, [Input([2, 4, 4], F64)], _TOL64)
_register("LinalgMatrixExpLarge", torch.linalg.matrix_exp, [Input([3, 3], F64, low=-6.0, high=6.0)],
          dict(rtol=1e-9, atol=1e-9))
_register("LinalgMatrixExpF32", torch.matrix_exp, [Input([3, 3])], dict(rtol=1e-5, atol=1e-5))

# -- norms ------------------------------------------------------------------------------------
_register("LinalgMatrixNormFro", torch.linalg.matrix_norm, [Input([2, 3, 4])])
case("LinalgMatrixNormOne", [Input([2, 3, 4])])(lambda a: torch.linalg.matrix_norm(a, 1))
case("LinalgMatrixNormNegInfKeepdim", [Input([2, 3, 4])])(
    lambda a: torch.linalg.matrix_norm(a, -math.inf, dim=(0, 2), keepdim=True))
case("LinalgNormMatrixDims", [Input([2, 3, 4])])(lambda a: torch.linalg.norm(a, math.inf, dim=(2, 1)))
case("LinalgNorm2dOrd", [Input([3, 4])])(lambda a: torch.linalg.norm(a, -1))
case("LinalgCondOne", [Input([2, 4, 4], F64)], _TOL64)(lambda a: torch.linalg.cond(a, 1))
case("LinalgCondFroSingular", [Input(value=torch.tensor([[1.0, 2.0], [2.0, 4.0]]))])(
    lambda a: torch.linalg.cond(a, "fro"))

# -- products ---------------------------------------------------------------------------------
_register("LinalgCross", torch.linalg.cross, [Input([4, 3]), Input([1, 3])])
case("LinalgCrossIntDim0", [Input([3, 2], I64), Input([3, 2], I64)])(lambda a, b: torch.linalg.cross(a, b, dim=0))
_register("LinalgVecdot", torch.linalg.vecdot, [Input([4, 5]), Input([5])])
case("LinalgMultiDotVectors", [Input([3]), Input([3, 4]), Input([4, 5]), Input([5])])(
    lambda a, b, c, d: torch.linalg.multi_dot([a, b, c, d]))
case("LinalgMultiDotEmpty", [Input([2, 0]), Input([0, 3])])(lambda a, b: torch.linalg.multi_dot([a, b]))
case("LinalgTensorinv", [Input([4, 2, 2, 4], F64)], _TOL64)(lambda a: torch.linalg.tensorinv(a, ind=2))
_register("LinalgTensorsolve", torch.linalg.tensorsolve, [Input([2, 3, 6], F64), Input([2, 3], F64)], _TOL64)

# -- singular values (one-sided Jacobi) -------------------------------------------------------
_register("LinalgSvdvals", torch.linalg.svdvals, [Input([2, 5, 3], F64)], _TOL64)
_register("LinalgSvdvalsWide", torch.linalg.svdvals, [Input([3, 5])], dict(rtol=1e-5, atol=1e-5))
case("LinalgMatrixNormTwoAndNuc", [Input([2, 4, 3], F64)], _TOL64)(
    lambda a: (torch.linalg.matrix_norm(a, 2), torch.linalg.matrix_norm(a, -2), torch.linalg.matrix_norm(a, "nuc")))
_register("LinalgCond", torch.linalg.cond, [Input([2, 4, 4], F64)], dict(rtol=1e-6, atol=1e-9))
case("LinalgMatrixRankLowRank", [Input([3, 4, 2], F64), Input([3, 2, 5], F64)])(
    lambda a, b: torch.linalg.matrix_rank(a @ b))
case("LinalgMatrixRankAtol", [Input([2, 4, 4], F64), Input([2], F64, low=0.1, high=2.0)])(
    lambda a, t: torch.linalg.matrix_rank(a, atol=t))
_register("LinalgPinv", torch.linalg.pinv, [Input([2, 5, 3], F64)], _TOL64)
case("LinalgPinvSingularWide", [Input([4, 2]), Input([2, 6])], dict(rtol=1e-4, atol=1e-5))(
    lambda a, b: torch.linalg.pinv(a @ b))
_register("LinalgPinverse", torch.pinverse, [Input([4, 4], F64)], dict(rtol=1e-6, atol=1e-8))
_register("LinalgEigvalsh", torch.linalg.eigvalsh, [Input([2, 5, 5], F64)], _TOL64)
case("LinalgEigvalshUpper", [Input([4, 4])], dict(rtol=1e-5, atol=1e-5))(lambda a: torch.linalg.eigvalsh(a, UPLO="U"))
case("LinalgTensorsolveMovedDims", [Input([2, 3, 6], F64), Input([2, 3], F64)], _TOL64)(
    lambda a, b: torch.linalg.tensorsolve(a, b, dims=(0, 2)))
_register("LinalgMatrixExpBatchF32", torch.linalg.matrix_exp, [Input([3, 4, 4], low=-2.0, high=2.0)],
          dict(rtol=1e-5, atol=1e-5))
case("LinalgPinvHermitianLowerTriangle", [Input([4, 4], F64)], _TOL64)(lambda a: torch.linalg.pinv(a, hermitian=True))
_register("LinalgCrossF16", torch.linalg.cross, [Input([5, 3], torch.float16), Input([5, 3], torch.float16)],
          dict(rtol=1e-3, atol=1e-5))


# -- complex64 (pivots by |re| + |im| as LAPACK's; conjugate transposes) ---------------------
C64 = torch.complex64


def _hpd(a):
    return a @ a.mH + a.shape[-1] * torch.eye(a.shape[-1], dtype=a.dtype)


_register("ComplexLinalgDet", torch.linalg.det, [Input([2, 4, 4], C64)])
_register("ComplexLinalgSlogdet", torch.linalg.slogdet, [Input([4, 4], C64)])
_register("ComplexLogdet", torch.logdet, [Input([2, 3, 3], C64)])
_register("ComplexLinalgSolve", torch.linalg.solve, [Input([2, 4, 4], C64), Input([2, 4, 3], C64)])
case("ComplexLinalgSolveRight", [Input([4, 4], C64), Input([3, 4], C64)])(
    lambda a, b: torch.linalg.solve(a, b, left=False))
_register("ComplexLinalgInv", torch.linalg.inv, [Input([3, 3], C64)])
_register("ComplexLinalgLuFactor", torch.linalg.lu_factor, [Input([5, 5], C64)])
_register("ComplexLinalgLuWide", torch.linalg.lu, [Input([3, 5], C64)])
case("ComplexLinalgLuSolveAdjoint", [Input([4, 4], C64), Input([4, 2], C64)])(
    lambda a, b: torch.linalg.lu_solve(*torch.linalg.lu_factor(a), b, adjoint=True))
case("ComplexLinalgLuSolveRightAdjoint", [Input([4, 4], C64), Input([2, 4], C64)])(
    lambda a, b: torch.linalg.lu_solve(*torch.linalg.lu_factor(a), b, left=False, adjoint=True))
case("ComplexLinalgLuSolveRight", [Input([4, 4], C64), Input([2, 4], C64)])(
    lambda a, b: torch.linalg.lu_solve(*torch.linalg.lu_factor(a), b, left=False))
case("ComplexLinalgCholesky", [Input([4, 4], C64)])(lambda a: torch.linalg.cholesky(_hpd(a)))
case("ComplexLinalgCholeskyUpper", [Input([2, 3, 3], C64)])(lambda a: torch.linalg.cholesky(_hpd(a), upper=True))
_register("ComplexLinalgCholeskyExNotPositive", torch.linalg.cholesky_ex, [Input([3, 3], C64)])
case("ComplexCholeskySolveUpper", [Input([3, 3], C64), Input([3, 2], C64)])(
    lambda a, b: torch.cholesky_solve(b, torch.linalg.cholesky(_hpd(a), upper=True), upper=True))
case("ComplexCholeskyInverse", [Input([3, 3], C64)])(lambda a: torch.cholesky_inverse(torch.linalg.cholesky(_hpd(a))))
case("ComplexLinalgSolveTriangularRight", [Input([4, 4], C64), Input([2, 4], C64)])(
    lambda a, b: torch.linalg.solve_triangular(a + 4 * torch.eye(4), b, upper=True, left=False))
case("ComplexTriangularSolveTranspose", [Input([3, 3], C64), Input([3, 2], C64)])(
    lambda a, b: torch.triangular_solve(b, a + 3 * torch.eye(3), upper=False, transpose=True)[0])
_register("ComplexLinalgTensorinv", lambda a: torch.linalg.tensorinv(a, ind=1), [Input([4, 2, 2], C64)])
_register("ComplexLinalgVander", torch.linalg.vander, [Input([2, 4], C64)])
_register("ComplexLinalgSvdvals", torch.linalg.svdvals, [Input([2, 4, 3], C64)])
_register("ComplexLinalgCond", torch.linalg.cond, [Input([3, 3], C64)])
_register("ComplexLinalgCondOne", lambda a: torch.linalg.cond(a, 1), [Input([3, 3], C64)])
_register("ComplexMatrixNormNuc", lambda a: torch.linalg.matrix_norm(a, "nuc"), [Input([3, 4], C64)])
_register("ComplexMatrixNormTwo", lambda a: torch.linalg.matrix_norm(a, 2), [Input([2, 3, 3], C64)])


# -- vectors (unique up to sign / phase: compared through |U|, U S V^H, |eigenvectors|), LDL,
# ormqr, complex QR ----------------------------------------------------------------------------
def _svd_parts(a, full=True):
    u, s, vh = torch.linalg.svd(a, full_matrices=full)
    k = s.shape[-1]
    return u[..., :k].abs(), s, vh[..., :k, :].abs(), u[..., :k] @ vh[..., :k, :]


def _eigh_parts(a, uplo="L"):
    w, v = torch.linalg.eigh(a, UPLO=uplo)
    return w, v.abs()


case("LinalgEigh", [Input([2, 5, 5], F64)], _TOL64)(_eigh_parts)
case("LinalgEighUpperF32", [Input([4, 4])], dict(rtol=1e-5, atol=1e-5))(lambda a: _eigh_parts(a, "U"))
case("ComplexLinalgEigh", [Input([3, 3], C64)])(_eigh_parts)
_register("ComplexLinalgEigvalsh", torch.linalg.eigvalsh, [Input([2, 3, 3], C64)])
case("LinalgSvd", [Input([2, 5, 3], F64)], _TOL64)(_svd_parts)
case("LinalgSvdReducedWide", [Input([3, 5])], dict(rtol=1e-5, atol=1e-5))(lambda a: _svd_parts(a, False))
case("ComplexLinalgSvd", [Input([3, 4], C64)])(_svd_parts)
case("SvdLegacySome", [Input([4, 3], F64)], _TOL64)(
    lambda a: (lambda u, s, v: (u.abs(), s, v.abs(), u @ v.mT))(*torch.svd(a)))
_register("SvdNoUV", lambda a: torch.svd(a, compute_uv=False), [Input([4, 3], F64)], _TOL64)
_register("ComplexLinalgPinv", torch.linalg.pinv, [Input([3, 4], C64)])
_register("ComplexLinalgQr", torch.linalg.qr, [Input([2, 4, 3], C64)])
_register("ComplexGeqrf", torch.geqrf, [Input([3, 5], C64)])
case("LinalgOrmqr", [Input([5, 3], F64), Input([5, 2], F64)], _TOL64)(
    lambda a, c: torch.ormqr(*torch.geqrf(a), c, left=True, transpose=True))
case("ComplexOrmqrRight", [Input([4, 4], C64), Input([2, 4], C64)])(
    lambda a, c: torch.ormqr(*torch.geqrf(a), c, left=False, transpose=False))
case("LinalgLdlFactorEx", [Input([2, 5, 5], F64)], _TOL64)(lambda a: torch.linalg.ldl_factor_ex(a + a.mT))
case("ComplexLinalgLdlFactor", [Input([4, 4], C64)])(lambda a: torch.linalg.ldl_factor(a + a.mT))
case("LinalgLdlSolve", [Input([2, 4, 4], F64), Input([2, 4, 3], F64)], _TOL64)(
    lambda a, b: torch.linalg.ldl_solve(*torch.linalg.ldl_factor(a + a.mT), b))
_register("ComplexMatrixExp", torch.linalg.matrix_exp, [Input([2, 3, 3], C64)])
case("LinalgEigOneByOne", [Input([2, 1, 1], F64)])(lambda a: torch.linalg.eig(a))
