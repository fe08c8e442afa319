"""Complex e2e tests: complex64/complex128 arguments and results, arithmetic with type promotion
against real operands, the complex dialect's functions, conjugation, parts and views
(real/imag/view_as_real/view_as_complex), angle/abs/sgn, comparisons, casts, constants,
reductions, products and data movement.

Inputs are complex normal numbers (real and imaginary parts standard-normal); the tables register
each op on a static and a dynamic shape.
"""
import torch

from tmlir.e2e import Input

from ._common import registrar

C64, C128 = torch.complex64, torch.complex128


_register = registrar(__name__)


def _c(shape, dtype=C64, **kw):
    return Input(shape, dtype, **kw)


# ---------------------------------------------------------------------------------------------
# Unary ops: name -> function; static [3, 4] and dynamic [-1, 4] complex64, static complex128
# ---------------------------------------------------------------------------------------------

UNARY = {
    "Neg": torch.neg, "Exp": torch.exp, "Expm1": torch.expm1, "Log": torch.log, "Log1p": torch.log1p,
    "Log2": torch.log2, "Log10": torch.log10, "Sqrt": torch.sqrt, "Rsqrt": torch.rsqrt, "Sin": torch.sin,
    "Cos": torch.cos, "Tan": torch.tan, "Tanh": torch.tanh, "Sigmoid": torch.sigmoid,
    "Reciprocal": torch.reciprocal, "Square": torch.square, "Sgn": torch.sgn, "ConjPhysical": torch.conj_physical,
    "Abs": torch.abs, "Angle": torch.angle, "IsFinite": torch.isfinite, "IsNan": torch.isnan,
    "IsInf": torch.isinf, "Clone": torch.clone, "Positive": torch.positive,
}
#: complex128 versions need no f64 libm function (IREE's llvm-cpu links none: complex<f64>
#: exp/log/sqrt/sin/cos/tanh/pow/angle fail to link with "undefined symbol: sin" or "atan2")
NO_F64_LIBM = {"Neg", "Reciprocal", "Square", "Sgn", "ConjPhysical", "Abs", "IsFinite", "IsNan", "IsInf", "Clone",
               "Positive"}
for _n, _fn in UNARY.items():
    _register(f"Complex{_n}Static", _fn, [_c([3, 4])])
    _register(f"Complex{_n}Dynamic", _fn, [_c([-1, 4])])
    if _n in NO_F64_LIBM:
        _register(f"Complex128{_n}", _fn, [_c([5], C128)])
#: functions the complex dialect lacks (formulas in the elementwise lowering); also run on points
#: on and next to their branch cuts (both signs of zero), near 0 and far out
FORMULA_UNARY = {"Asin": torch.asin, "Acos": torch.acos, "Atan": torch.atan, "Asinh": torch.asinh,
                 "Acosh": torch.acosh, "Atanh": torch.atanh, "Sinh": torch.sinh, "Cosh": torch.cosh,
                 "Exp2": torch.exp2}
_NEG0 = -0.0
BRANCH_POINTS = torch.tensor(
    [complex(2, 0.0), complex(2, _NEG0), complex(-2, 0.0), complex(-2, _NEG0), complex(0.0, 2), complex(_NEG0, 2),
     complex(0.0, -2), complex(_NEG0, -2), complex(1.5, 1e-6), complex(1.5, -1e-6), complex(-3, 1e-5),
     complex(1e-6, 3), complex(-1e-6, 3), complex(1e-6, -1.2), complex(0.5, 0.0), complex(0.0, 0.5),
     complex(1, 0.0), complex(0.0, 1), complex(0.999, 1e-3), complex(1e-5, -2e-5), complex(-3e-3, 2e-3),
     complex(1e-3, 1e-3), complex(0.0, 0.0), complex(-40, 25), complex(300, -200), complex(1e4, 1e4),
     complex(-0.7, 0.7), complex(0.3, -0.9)], dtype=C64)
for _n, _fn in FORMULA_UNARY.items():
    _register(f"Complex{_n}Static", _fn, [_c([3, 4])])
    _register(f"Complex{_n}Dynamic", _fn, [_c([-1, 4])])
    _register(f"Complex{_n}BranchCuts", _fn, [Input(value=BRANCH_POINTS.clone())])
_register("Complex128Exp", torch.exp, [_c([5], C128)])      # xfail: IREE limit, see above
_register("Complex128Angle", torch.angle, [_c([5], C128)])  # xfail: IREE limit, see above


# ---------------------------------------------------------------------------------------------
# Binary arithmetic, with real operands and scalars (PyTorch's promotion: complex wins, the
# complex width follows the widest float)
# ---------------------------------------------------------------------------------------------

BINARY = {"Add": torch.add, "Sub": torch.sub, "Mul": torch.mul, "Div": torch.div, "Pow": torch.pow,
          "Eq": torch.eq, "Ne": torch.ne}
for _n, _fn in BINARY.items():
    _register(f"Complex{_n}", _fn, [_c([3, 4]), _c([3, 4])])
    _register(f"Complex{_n}Broadcast", _fn, [_c([-1, 4]), _c([4])])
    _register(f"Complex{_n}Real", _fn, [_c([3, 4]), Input([3, 4])])
_register("ComplexAddAlpha", lambda a, b: torch.add(a, b, alpha=2), [_c([3, 4]), _c([3, 4])])
_register("ComplexSubRealFirst", lambda a, b: a - b, [Input([3, 4]), _c([3, 4])])
_register("ComplexMulFloatScalar", lambda a: a * 2.5, [_c([3, 4])])
_register("ComplexAddIntTensor", lambda a, b: a + b, [_c([3, 4]), Input([3, 4], torch.int64)])
_register("Complex64PlusDouble", lambda a, b: a + b, [_c([3]), Input([3], torch.float64)])
_register("Complex128TimesComplex64", lambda a, b: a * b, [_c([3], C128), _c([3])])
_register("ComplexPowScalar", lambda a: torch.pow(a, 3), [_c([3, 4])])
_register("ComplexEqSelf", lambda a: torch.eq(a, a.conj_physical()), [_c([6])])
_register("ComplexAddcmul", lambda a, b, c: torch.addcmul(a, b, c, value=2), [_c([3, 4]), _c([3, 4]), _c([4])])
_register("ComplexWhere", lambda a, b: torch.where(a.real > 0, a, b), [_c([3, 4]), _c([3, 4])])
_register("ComplexMaskedFill", lambda a: a.masked_fill(a.imag > 0, 2.0), [_c([3, 4])])


# ---------------------------------------------------------------------------------------------
# Parts, conjugation, views, construction
# ---------------------------------------------------------------------------------------------

_register("ComplexReal", lambda a: torch.real(a) * 2, [_c([3, 4])])
_register("ComplexImag", lambda a: torch.imag(a) * 2, [_c([-1, 4])])
_register("ComplexViewAsReal", lambda a: torch.view_as_real(a) + 1, [_c([3, 4])])
_register("ComplexViewAsRealDynamic", lambda a: torch.view_as_real(a) + 1, [_c([-1])])
_register("ComplexViewAsComplex", lambda a: torch.view_as_complex(a) * 1, [Input([3, 2])])
_register("ComplexViewAsComplexDynamic", lambda a: torch.view_as_complex(a) + 1, [Input([-1, 4, 2])])
_register("ComplexConjThenMul", lambda a, b: torch.conj(a) * b, [_c([3, 4]), _c([3, 4])])
_register("ComplexResolveConj", lambda a: torch.conj(a).resolve_conj(), [_c([3, 4])])
_register("ComplexConjOfReal", lambda a: torch.conj(a) + 1, [Input([3])])
_register("ComplexFromParts", torch.complex, [Input([3, 4]), Input([3, 4])])
_register("ComplexFromPartsF64", torch.complex, [Input([-1], torch.float64), Input([-1], torch.float64)])
_register("ComplexPolar", torch.polar, [Input([3, 4], low=0.1, high=2.0), Input([3, 4])])
_register("ComplexAngleOfReal", torch.angle, [Input(value=torch.tensor([-2.0, 0.0, 3.0, float("nan")]))])


# ---------------------------------------------------------------------------------------------
# Casts and constants
# ---------------------------------------------------------------------------------------------

_register("ComplexToFloat", lambda a: a.real.to(torch.float32) + a.to(torch.float32), [_c([3, 4])])
_register("ComplexToInt", lambda a: (a * 4).to(torch.int32), [_c([3, 4])])
_register("ComplexToBool", lambda a: a.to(torch.bool), [Input(value=torch.tensor([0, 1j, 2, 0j], dtype=C64))])
_register("FloatToComplex", lambda a: a.to(C64), [Input([3, 4])])
_register("IntToComplex", lambda a: a.to(C128), [Input([5], torch.int64)])
_register("Complex64To128", lambda a: a.to(C128), [_c([3, 4])])
_register("Complex128To64", lambda a: a.to(C64), [_c([3, 4], C128)])
_register("ComplexConstantTensor",
          lambda a: a + torch.tensor([1 + 2j, 3j, 1, 0], dtype=C64), [_c([3, 4])])
_register("ComplexConstantColumn",
          lambda a: a * torch.tensor([[1 + 2j], [-3j], [0.5]], dtype=C64), [_c([3, 4])])
_register("Complex128ConstantTensor", lambda a: a - torch.tensor([1 - 1j, 2j], dtype=C128), [_c([2], C128)])
_register("ComplexZerosLike", lambda a: torch.zeros_like(a) + a, [_c([3, 4])])
_register("ComplexOnesLike", torch.ones_like, [_c([-1, 4])])


# ---------------------------------------------------------------------------------------------
# Reductions, products, data movement
# ---------------------------------------------------------------------------------------------

_register("ComplexSum", lambda a: a.sum(), [_c([3, 4])])
_register("ComplexSumDim", lambda a: a.sum(1), [_c([-1, 4])])
_register("ComplexMean", lambda a: a.mean(0, keepdim=True), [_c([3, 4])])
_register("ComplexMeanAll", lambda a: a.mean(), [_c([3, 4])])
_register("ComplexProd", lambda a: a.prod(1), [_c([3, 4])])
_register("Complex128Sum", lambda a: a.sum(0), [_c([3, 4], C128)])
_register("ComplexMm", torch.mm, [_c([3, 4]), _c([4, 5])])
_register("ComplexMmDynamic", torch.mm, [_c([-1, 4]), _c([4, -1])])
_register("Complex128Mm", torch.mm, [_c([3, 4], C128), _c([4, 2], C128)])
_register("ComplexBmm", torch.bmm, [_c([2, 3, 4]), _c([2, 4, 5])])
_register("ComplexMatmulVector", torch.matmul, [_c([3, 4]), _c([4])])
_register("ComplexDot", torch.dot, [_c([5]), _c([5])])
_register("ComplexVdot", torch.vdot, [_c([5]), _c([5])])
_register("ComplexOuter", torch.outer, [_c([3]), _c([4])])
_register("ComplexAddmm", lambda a, b, c: torch.addmm(a, b, c, beta=2, alpha=0.5),
          [_c([3, 5]), _c([3, 4]), _c([4, 5])])
_register("ComplexEinsum", lambda a, b: torch.einsum("bij,bkj->bik", a, b), [_c([2, 3, 4]), _c([2, 5, 4])])
_register("ComplexLinear", torch.nn.functional.linear, [_c([3, 4]), _c([5, 4])])
_register("ComplexCat", lambda a, b: torch.cat([a, b], 1), [_c([3, 4]), _c([3, -1])])
_register("ComplexCatReal", lambda a, b: torch.cat([a, b]), [_c([3, 4]), Input([2, 4])])
_register("ComplexHstackReal", lambda a, b: torch.hstack([a, b]), [_c([3]), Input([4])])
_register("ComplexStack", lambda a, b: torch.stack([a, b], -1), [_c([3, 4]), _c([3, 4])])
_register("ComplexReshape", lambda a: a.reshape(4, 3) * 1, [_c([3, 4])])
_register("ComplexPermute", lambda a: a.permute(2, 0, 1) + 1, [_c([2, 3, 4])])
_register("ComplexSlice", lambda a: a[1:, ::2] * 1, [_c([3, 4])])
_register("ComplexFlip", lambda a: torch.flip(a, [0]), [_c([3, 4])])
_register("ComplexTranspose", lambda a: a.t().contiguous(), [_c([3, 4])])
_register("ComplexVar", lambda a: torch.var(a, 1), [_c([3, 5])])
_register("ComplexVarMean", lambda a: torch.var_mean(a, 0, keepdim=True), [_c([3, 4])])
_register("ComplexStdMeanAll", lambda a: torch.std_mean(a, correction=0), [_c([3, 4])])
_register("ComplexBaddbmm", lambda a, b, c: torch.baddbmm(a, b, c, beta=0.2, alpha=0.6),
          [_c([1]), _c([5, 5, 5]), _c([5, 5, 10])])
_register("ComplexCumsum", lambda a: torch.cumsum(a, 1), [_c([3, 4])])
_register("ComplexCumprod", lambda a: torch.cumprod(a, 0), [_c([3, 4])])
_register("ComplexProdAll", lambda a: a.prod(), [_c([2, 3])])
_register("ComplexIsReal", torch.isreal, [Input(value=torch.tensor([1 + 0j, 2j, -1, 0], dtype=C64))])
_register("ComplexPowZeroBase", torch.pow, [Input(value=torch.tensor([0j, 0j, 2 - 1j], dtype=C64)),
                                         Input(value=torch.tensor([2 + 1j, 0.5, 3j], dtype=C64))])


# ---------------------------------------------------------------------------------------------
# Accumulating scatters and zero-element parts
# ---------------------------------------------------------------------------------------------

_IDX = Input(value=torch.tensor([0, 5, 0, 11]))
_register("ComplexPutAccumulate", lambda a, i, v: a.put(i, v, accumulate=True), [_c([3, 4]), _IDX, _c([4])])
_register("ComplexIndexPutAccumulate", lambda a, i, v: torch.index_put(a, (i,), v, accumulate=True),
          [_c([3, 4]), Input(value=torch.tensor([2, 0, 2])), _c([3, 4])])
_register("ComplexMaskedIndexPutAccumulate",
          lambda a, m, v: torch.ops.aten._unsafe_masked_index_put_accumulate(a, m, (torch.tensor([1, 1, 0]),), v),
          [_c([3, 4]), Input(value=torch.tensor([[True], [False], [True]])), _c([3, 4])])
_register("ComplexScatterAdd", lambda a, i, v: a.scatter_add(0, i, v),
          [_c([3, 4]), Input(value=torch.tensor([[0, 2, 2, 1], [0, 0, 1, 2]])), _c([2, 4])])
_register("ComplexRealOfEmpty", torch.real, [Input(value=torch.zeros(1, 0, 3, dtype=C64))])
_register("ComplexImagOfEmpty", torch.imag, [Input(value=torch.zeros(2, 0, dtype=C64))])


# ---------------------------------------------------------------------------------------------
# Norms (of the moduli) and distances
# ---------------------------------------------------------------------------------------------

_register("ComplexVectorNorm3", lambda a: torch.linalg.vector_norm(a, 3, dim=1), [_c([3, 4])])
_register("ComplexVectorNormInf", lambda a: torch.linalg.vector_norm(a, float("inf")), [_c([-1, 4])])
_register("ComplexNormDim", lambda a: torch.norm(a, 2, dim=0, keepdim=True), [_c([3, 4])])
_register("ComplexDist", lambda a, b: torch.dist(a, b, 1.5), [_c([3, 4]), _c([4])])
_register("ComplexRenorm", lambda a: torch.renorm(a, 2, 0, 1.5), [_c([3, 4])])
_register("ComplexPairwiseDistance", torch.nn.functional.pairwise_distance, [_c([3, 4]), _c([3, 4])])
_register("ComplexTripletMarginLoss", torch.nn.functional.triplet_margin_loss, [_c([3, 4]), _c([3, 4]), _c([3, 4])])
_register("ComplexMatrixNormOne", lambda a: torch.linalg.matrix_norm(a, 1), [_c([2, 3, 4])])
_register("ComplexLinalgNormFro", lambda a: torch.linalg.norm(a), [_c([3, 4])])
_register("ComplexVecdot", lambda a, b: torch.linalg.vecdot(a, b), [_c([3, 4]), _c([3, 4])])


# ---------------------------------------------------------------------------------------------
# Python complex scalars (torch.constant.complex)
# ---------------------------------------------------------------------------------------------

_register("ComplexAddPythonComplex", lambda a: a + (1 + 2j), [_c([3, 4])])
_register("ComplexMulPythonComplexDynamic", lambda a: a * (0.5 - 1j), [_c([-1, 4])])
_register("ComplexMaskedFillPythonComplex", lambda a: a.masked_fill(a.real > 0, 2 - 1j), [_c([3, 4])])
_register("ComplexIndexFillPythonComplex", lambda a, i: a.index_fill(1, i, 1j),
          [_c([3, 4]), Input(value=torch.tensor([0, 2]))])
_register("ComplexFullLikePythonComplex", lambda a: torch.full_like(a, 3 + 4j) + a, [_c([3, 4])])
_register("ComplexLogaddexp", torch.logaddexp, [_c([3, 4]), _c([3, 4])])


# ---------------------------------------------------------------------------------------------
# Convolutions (four real ones; a transposed one is one real one on the stacked parts, see
# decompositions/linear.py complex_convolution)
# ---------------------------------------------------------------------------------------------

_register("ComplexConv2d", lambda x, w, bias: torch.nn.functional.conv2d(x, w, bias, padding=1),
          [_c([2, 3, 6, 5]), _c([4, 3, 3, 3]), _c([4])])
_register("ComplexConv1dRealInput", lambda x, w: torch.nn.functional.conv1d(x.to(C64), w, stride=2),
          [Input([2, 3, 9]), _c([4, 3, 3])])
_register("ComplexConv3d", lambda x, w: torch.nn.functional.conv3d(x, w),
          [_c([1, 2, 4, 4, 3]), _c([3, 2, 2, 2, 2])])
_register("ComplexConv2dGroupsBias",
          lambda x, w, bias: torch.nn.functional.conv2d(x, w, bias, stride=2, padding=1, dilation=2, groups=2),
          [_c([2, 4, 7, 6]), _c([6, 2, 3, 3]), _c([6])])
_register("ComplexConvTranspose1d",
          lambda x, w, bias: torch.nn.functional.conv_transpose1d(x, w, bias, stride=2, padding=1, output_padding=1),
          [_c([2, 4, 5]), _c([4, 3, 3]), _c([3])])
_register("ComplexConvTranspose1dDynamicBatch",
          lambda x, w, bias: torch.nn.functional.conv_transpose1d(x, w, bias, stride=2, padding=1, output_padding=1),
          [_c([-1, 4, 5]), _c([4, 3, 3]), _c([3])])
_register("ComplexConvTranspose2dGroupsBias",
          lambda x, w, bias: torch.nn.functional.conv_transpose2d(x, w, bias, stride=(2, 3), padding=(1, 0),
                                                                  output_padding=(1, 2), groups=2, dilation=(2, 1)),
          [_c([2, 4, 4, 3]), _c([4, 3, 3, 2]), _c([6])])
_register("ComplexConvTranspose3d", lambda x, w: torch.nn.functional.conv_transpose3d(x, w, stride=2, padding=1),
          [_c([1, 2, 3, 4, 3]), _c([2, 3, 2, 3, 2])])
_register("ComplexConvTranspose2dComplex128",
          lambda x, w: torch.nn.functional.conv_transpose2d(x, w, stride=2, output_padding=1),
          [_c([1, 2, 3, 3], C128), _c([2, 2, 3, 3], C128)])
_register("ComplexAddmmComplexScalars", lambda a, b, c: torch.addmm(a, b, c, beta=0.5 - 1j, alpha=1 + 2j),
          [_c([3, 5]), _c([3, 4]), _c([4, 5])])
