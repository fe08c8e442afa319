"""Reductions: sum, mean, prod, amax/amin, max/min (with indices), argmax/argmin, any/all,
var/std, norms, logsumexp, count_nonzero — static and dynamic dims, several dtypes, keepdim,
negative dims, empty dims and non-contiguous inputs."""
import torch

from tmlir.e2e import Input, register_test
from ._common import case, F64, F16, BF16, I8, U8, I32, I64, BOOL


# ---------------------------------------------------------------------------------------------
# sum
# ---------------------------------------------------------------------------------------------

@case("ReduceSumAll", [Input([3, 4])])
def _(x):
    return x.sum()


@case("ReduceSumDim", [Input([3, 4, 5])])
def _(x):
    return x.sum(1)


@case("ReduceSumDimKeepdim", [Input([3, 4, 5])])
def _(x):
    return x.sum(2, keepdim=True)


@case("ReduceSumNegativeDim", [Input([3, 4, 5])])
def _(x):
    return x.sum(-2)


@case("ReduceSumDims", [Input([3, 4, 5])])
def _(x):
    return x.sum((0, 2))


@case("ReduceSumDimsKeepdim", [Input([3, 4, 5])])
def _(x):
    return x.sum((-1, 0), keepdim=True)


@case("ReduceSumDynamic", [Input([-1, -1])])
def _(x):
    return x.sum(1)


@case("ReduceSumDynamicAll", [Input([-1, 4, -1], sizes=[2, 4, 3])])
def _(x):
    return x.sum()


@case("ReduceSumDynamicKeepdim", [Input([-1, 6])])
def _(x):
    return x.sum(0, keepdim=True)


@case("ReduceSumDtypeF64", [Input([3, 4])])
def _(x):
    return x.sum(1, dtype=torch.float64)


@case("ReduceSumF64", [Input([4, 3], F64)])
def _(x):
    return x.sum(0)


@case("ReduceSumF16", [Input([4, 8], F16)], tolerance=dict(rtol=1e-2, atol=1e-2))
def _(x):
    return x.sum(1)


@case("ReduceSumBF16", [Input([4, 8], BF16)], tolerance=dict(rtol=2e-2, atol=5e-2))
def _(x):
    return x.sum(1)


@case("ReduceSumInt32", [Input([3, 5], I32)])
def _(x):
    return x.sum(1)


@case("ReduceSumInt64All", [Input([3, 5], I64, low=-100, high=100)])
def _(x):
    return x.sum()


@case("ReduceSumInt8Promotes", [Input([4, 6], I8)])
def _(x):
    return x.sum(1)


@case("ReduceSumUInt8Promotes", [Input([4, 6], U8, low=100, high=255)])
def _(x):
    return x.sum(0)


@case("ReduceSumBool", [Input([4, 6], BOOL)])
def _(x):
    return x.sum(1), x.sum()


@case("ReduceSumEmptyDim", [Input([0, 3])])
def _(x):
    return x.sum(0)


@case("ReduceSumZeroD", [Input([])])
def _(x):
    return x.sum()


@case("ReduceSumSizeOneDim", [Input([3, 1, 4])])
def _(x):
    return x.sum(1)


@case("ReduceSumNonContiguous", [Input([4, 5], non_contiguous=True)])
def _(x):
    return x.sum(1)


@case("ReduceSumRank4", [Input([2, 3, 4, 5])])
def _(x):
    return x.sum((1, 3), keepdim=True)


@case("ReduceSumEmptyDimList", [Input([3, 4])])
def _(x):
    return torch.sum(x, dim=[])


# ---------------------------------------------------------------------------------------------
# mean
# ---------------------------------------------------------------------------------------------

@case("ReduceMeanAll", [Input([3, 4])])
def _(x):
    return x.mean()


@case("ReduceMeanDim", [Input([3, 4, 5])])
def _(x):
    return x.mean(1)


@case("ReduceMeanDimsKeepdim", [Input([3, 4, 5])])
def _(x):
    return x.mean((0, 2), keepdim=True)


@case("ReduceMeanNegativeDim", [Input([3, 4])])
def _(x):
    return x.mean(-1)


@case("ReduceMeanDynamic", [Input([-1, -1], sizes=[3, 7])])
def _(x):
    return x.mean(1)


@case("ReduceMeanDynamicAll", [Input([-1, 4])])
def _(x):
    return x.mean()


@case("ReduceMeanDynamicKeepdim", [Input([2, -1, -1], sizes=[2, 3, 6])])
def _(x):
    return x.mean((1, 2), keepdim=True)


@case("ReduceMeanF64", [Input([5, 3], F64)])
def _(x):
    return x.mean(0)


@case("ReduceMeanF16", [Input([4, 8], F16)], tolerance=dict(rtol=1e-2, atol=1e-2))
def _(x):
    return x.mean(1)


@case("ReduceMeanDtype", [Input([3, 4])])
def _(x):
    return x.mean(1, dtype=torch.float64)


@case("ReduceMeanNonContiguous", [Input([4, 6], non_contiguous=True)])
def _(x):
    return x.mean(0)


@case("ReduceMeanRank4", [Input([2, 3, 4, 5])])
def _(x):
    return x.mean((2, 3))


# ---------------------------------------------------------------------------------------------
# prod
# ---------------------------------------------------------------------------------------------

@case("ReduceProdAll", [Input([3, 4], low=0.5, high=1.5)])
def _(x):
    return x.prod()


@case("ReduceProdDim", [Input([3, 4, 5], low=0.5, high=1.5)])
def _(x):
    return x.prod(1)


@case("ReduceProdDimKeepdim", [Input([3, 4])])
def _(x):
    return x.prod(-1, keepdim=True)


@case("ReduceProdDynamic", [Input([-1, 4])])
def _(x):
    return x.prod(0)


@case("ReduceProdInt32", [Input([3, 4], I32, low=-3, high=4)])
def _(x):
    return x.prod(1)


@case("ReduceProdInt64All", [Input([2, 5], I64, low=-3, high=4)])
def _(x):
    return x.prod()


@case("ReduceProdBool", [Input([3, 4], BOOL)])
def _(x):
    return x.prod(1)


@case("ReduceProdF64", [Input([3, 4], F64)])
def _(x):
    return x.prod(0)


@case("ReduceProdEmptyDim", [Input([3, 0])])
def _(x):
    return x.prod(1)


# ---------------------------------------------------------------------------------------------
# amax / amin / max / min
# ---------------------------------------------------------------------------------------------

@case("ReduceAmaxDim", [Input([3, 4, 5])])
def _(x):
    return x.amax(1)


@case("ReduceAmaxDims", [Input([3, 4, 5])])
def _(x):
    return x.amax((0, 2))


@case("ReduceAmaxKeepdim", [Input([3, 4])])
def _(x):
    return x.amax(-1, keepdim=True)


@case("ReduceAmaxAll", [Input([3, 4])])
def _(x):
    return torch.amax(x, dim=())


@case("ReduceAmaxDynamic", [Input([-1, -1])])
def _(x):
    return x.amax(0)


@case("ReduceAmaxInt32", [Input([3, 4], I32)])
def _(x):
    return x.amax(1)


@case("ReduceAmaxUInt8", [Input([3, 4], U8, low=0, high=255)])
def _(x):
    return x.amax(1).to(torch.int32)  # unsigned max/min; i32 out (the runner reads ui8 results as int8)


@case("ReduceAmaxInt8", [Input([3, 4], I8, low=-128, high=0)])
def _(x):
    return x.amax(1)


@case("ReduceAmaxBool", [Input([3, 4], BOOL)])
def _(x):
    return x.amax(1)


@case("ReduceAmaxF16", [Input([3, 4], F16)])
def _(x):
    return x.amax(0)


@case("ReduceAminDim", [Input([3, 4, 5])])
def _(x):
    return x.amin(2)


@case("ReduceAminKeepdimDynamic", [Input([-1, 4])])
def _(x):
    return x.amin(0, keepdim=True)


@case("ReduceAminInt64", [Input([3, 4], I64)])
def _(x):
    return x.amin(0)


@case("ReduceAminUInt8", [Input([3, 4], U8, low=0, high=255)])
def _(x):
    return x.amin(1).to(torch.int32)  # unsigned max/min; i32 out (the runner reads ui8 results as int8)


@case("ReduceAminF64", [Input([3, 4], F64)])
def _(x):
    return x.amin((0, 1))


@case("ReduceMaxAll", [Input([3, 4])])
def _(x):
    return x.max()


@case("ReduceMinAll", [Input([3, 4])])
def _(x):
    return x.min()


@case("ReduceMaxAllDynamic", [Input([-1, -1])])
def _(x):
    return x.max()


@case("ReduceMaxAllInt", [Input([3, 4], I32)])
def _(x):
    return x.max(), x.min()


@case("ReduceMaxAllNaN", [Input(value=torch.tensor([1.0, float("nan"), 3.0]))])
def _(x):
    return x.max(), x.amax(0)


@case("ReduceMaxAllNegInf", [Input(value=torch.tensor([-float("inf"), -float("inf")]))])
def _(x):
    return x.max()


@case("ReduceMaxDim", [Input([3, 4])])
def _(x):
    v, i = x.max(1)
    return v, i


@case("ReduceMaxDimKeepdim", [Input([3, 4, 5])])
def _(x):
    v, i = x.max(0, keepdim=True)
    return v, i


@case("ReduceMaxDimNegative", [Input([3, 4, 5])])
def _(x):
    return torch.max(x, -1)


@case("ReduceMaxDimDynamic", [Input([-1, -1])])
def _(x):
    return torch.max(x, 1)


@case("ReduceMaxDimInt", [Input([4, 5], I64, low=0, high=3)])
def _(x):
    return torch.max(x, 1)


@case("ReduceMaxDimTies", [Input(value=torch.tensor([[1.0, 3.0, 3.0, 2.0], [5.0, 5.0, 5.0, 5.0]]))])
def _(x):
    return torch.max(x, 1)


@case("ReduceMinDim", [Input([3, 4])])
def _(x):
    return torch.min(x, 0)


@case("ReduceMinDimKeepdimDynamic", [Input([-1, 4])])
def _(x):
    return torch.min(x, 1, keepdim=True)


@case("ReduceMinDimUInt8", [Input([4, 5], U8, low=0, high=255)])
def _(x):
    v, idx = torch.min(x, 1)
    return v.to(torch.int32), idx  # i32 values: the runner reads ui8 results as int8


@case("ReduceMinDimF64", [Input([4, 5], F64)])
def _(x):
    return torch.min(x, 0)


@case("ReduceMaxDimNaN", [Input(value=torch.tensor([[1.0, float("nan"), 2.0], [0.0, 4.0, float("nan")]]))])
def _(x):
    return torch.max(x, 1)


# ---------------------------------------------------------------------------------------------
# argmax / argmin
# ---------------------------------------------------------------------------------------------

@case("ReduceArgmaxAll", [Input([3, 4])])
def _(x):
    return x.argmax()


@case("ReduceArgmaxDim", [Input([3, 4, 5])])
def _(x):
    return x.argmax(1)


@case("ReduceArgmaxKeepdim", [Input([3, 4])])
def _(x):
    return x.argmax(-1, keepdim=True)


@case("ReduceArgmaxDynamic", [Input([-1, -1])])
def _(x):
    return x.argmax(0)


@case("ReduceArgmaxAllDynamic", [Input([-1, 3])])
def _(x):
    return x.argmax()


@case("ReduceArgmaxInt", [Input([4, 6], I32, low=0, high=3)])
def _(x):
    return x.argmax(1)


@case("ReduceArgmaxTies", [Input(value=torch.tensor([[2.0, 7.0, 7.0], [1.0, 1.0, 1.0]]))])
def _(x):
    return x.argmax(1), x.argmax()


@case("ReduceArgmaxNaN", [Input(value=torch.tensor([[2.0, float("nan"), 7.0], [1.0, 3.0, float("nan")]]))])
def _(x):
    return x.argmax(1)


@case("ReduceArgmaxF64", [Input([3, 4], F64)])
def _(x):
    return x.argmax(0)


@case("ReduceArgmaxOneD", [Input([7])])
def _(x):
    return x.argmax(0)


@case("ReduceArgminAll", [Input([3, 4])])
def _(x):
    return x.argmin()


@case("ReduceArgminDim", [Input([3, 4])])
def _(x):
    return x.argmin(0)


@case("ReduceArgminKeepdimDynamic", [Input([-1, 5])])
def _(x):
    return x.argmin(1, keepdim=True)


@case("ReduceArgminUInt8", [Input([3, 6], U8, low=0, high=4)])
def _(x):
    return x.argmin(1)


@case("ReduceArgminInt64", [Input([5, 3], I64)])
def _(x):
    return x.argmin(0)


# ---------------------------------------------------------------------------------------------
# any / all
# ---------------------------------------------------------------------------------------------

@case("ReduceAnyAll", [Input([3, 4], BOOL)])
def _(x):
    return x.any()


@case("ReduceAllAll", [Input([3, 4], BOOL)])
def _(x):
    return x.all()


@case("ReduceAnyDim", [Input([3, 4], BOOL)])
def _(x):
    return x.any(1)


@case("ReduceAllDimKeepdim", [Input([3, 4], BOOL)])
def _(x):
    return x.all(0, keepdim=True)


@case("ReduceAnyFloat", [Input([3, 4], low=-1, high=1)])
def _(x):
    return (x > 0.5).any(1), x.any()


@case("ReduceAllInt", [Input([3, 4], I32, low=0, high=3)])
def _(x):
    return x.all(1)


@case("ReduceAnyDynamic", [Input([-1, -1], BOOL)])
def _(x):
    return x.any(0)


@case("ReduceAllDynamicAll", [Input([-1, 4], I64, low=1, high=3)])
def _(x):
    return x.all()


@case("ReduceAnyDims", [Input([2, 3, 4], BOOL)])
def _(x):
    return torch.any(x, dim=(0, 2))


@case("ReduceAllEmpty", [Input([0, 3], BOOL)])
def _(x):
    return x.all(0), x.any(0)


# ---------------------------------------------------------------------------------------------
# var / std
# ---------------------------------------------------------------------------------------------

@case("ReduceVarAll", [Input([3, 4])])
def _(x):
    return x.var()


@case("ReduceVarDim", [Input([3, 4, 5])])
def _(x):
    return x.var(1)


@case("ReduceVarUnbiasedFalse", [Input([3, 4])])
def _(x):
    return x.var(1, unbiased=False)


@case("ReduceVarCorrection", [Input([3, 6])])
def _(x):
    return torch.var(x, dim=1, correction=2)


@case("ReduceVarKeepdim", [Input([3, 4, 5])])
def _(x):
    return x.var((0, 2), keepdim=True)


@case("ReduceVarDynamic", [Input([-1, -1], sizes=[4, 6])])
def _(x):
    return x.var(1)


@case("ReduceVarF64", [Input([4, 5], F64)])
def _(x):
    return x.var(0)


@case("ReduceVarMean", [Input([3, 4])])
def _(x):
    return torch.var_mean(x, 1)


@case("ReduceVarMeanKeepdimDynamic", [Input([-1, 4])])
def _(x):
    return torch.var_mean(x, 0, keepdim=True, unbiased=False)


@case("ReduceStdAll", [Input([3, 4])])
def _(x):
    return x.std()


@case("ReduceStdDim", [Input([3, 4])])
def _(x):
    return x.std(1, keepdim=True)


@case("ReduceStdUnbiasedFalse", [Input([-1, 4])])
def _(x):
    return x.std(0, unbiased=False)


@case("ReduceStdMean", [Input([3, 4])])
def _(x):
    return torch.std_mean(x, 1)


# ---------------------------------------------------------------------------------------------
# norms
# ---------------------------------------------------------------------------------------------

@case("ReduceVectorNorm", [Input([3, 4])])
def _(x):
    return torch.linalg.vector_norm(x)


@case("ReduceVectorNormDim", [Input([3, 4, 5])])
def _(x):
    return torch.linalg.vector_norm(x, dim=1)


@case("ReduceVectorNormOrd1", [Input([3, 4])])
def _(x):
    return torch.linalg.vector_norm(x, 1, dim=-1)


@case("ReduceVectorNormOrdInf", [Input([3, 4])])
def _(x):
    return torch.linalg.vector_norm(x, float("inf"), dim=0)


@case("ReduceVectorNormOrdNegInf", [Input([3, 4])])
def _(x):
    return torch.linalg.vector_norm(x, float("-inf"), dim=1)


@case("ReduceVectorNormOrd0", [Input([3, 4], low=-1, high=1)])
def _(x):
    return torch.linalg.vector_norm(torch.relu(x), 0, dim=1)


@case("ReduceVectorNormOrd3", [Input([3, 4])], tolerance=dict(rtol=1e-4, atol=1e-5))
def _(x):
    return torch.linalg.vector_norm(x, 3, dim=1)


@case("ReduceVectorNormOrdHalf", [Input([3, 4], low=0.1, high=2.0)], tolerance=dict(rtol=1e-4, atol=1e-5))
def _(x):
    return torch.linalg.vector_norm(x, 0.5, dim=0)


@case("ReduceVectorNormKeepdim", [Input([3, 4, 5])])
def _(x):
    return torch.linalg.vector_norm(x, 2, dim=(1, 2), keepdim=True)


@case("ReduceVectorNormDynamic", [Input([-1, -1])])
def _(x):
    return torch.linalg.vector_norm(x, dim=1)


@case("ReduceVectorNormF64", [Input([3, 4], F64)])
def _(x):
    return torch.linalg.vector_norm(x, 2, dim=0)


@case("ReduceNormP3", [Input([3, 4])], tolerance=dict(rtol=1e-4, atol=1e-5))
def _(x):
    return torch.norm(x, p=3, dim=0)


@case("ReduceNormFrobenius", [Input([3, 4])])
def _(x):
    return torch.norm(x)


@case("ReduceNormFrobeniusDim", [Input([2, 3, 4])])
def _(x):
    return torch.norm(x, dim=(1, 2), keepdim=True)


# ---------------------------------------------------------------------------------------------
# compositions that arrive decomposed (logsumexp, count_nonzero)
# ---------------------------------------------------------------------------------------------

@case("ReduceLogsumexp", [Input([3, 4])])
def _(x):
    return torch.logsumexp(x, 1)


@case("ReduceLogsumexpKeepdimDynamic", [Input([-1, 4])])
def _(x):
    return torch.logsumexp(x, 0, keepdim=True)


@case("ReduceCountNonzero", [Input([3, 4], I64, low=-1, high=2)])
def _(x):
    return torch.count_nonzero(x, 1)


@case("ReduceArgmaxAllKeepdim", [Input([3, 4])])
def _(x):
    return torch.argmax(x, keepdim=True)


@case("ReduceMeanIntDtype", [Input([3, 4], I32)])
def _(x):
    return x.mean(1, dtype=torch.float32)


@case("ReduceSumInt8DtypeInt32", [Input([3, 4], I8, low=-128, high=127)])
def _(x):
    return x.sum(1, dtype=torch.int32)


@case("ReduceProdDtypeF64", [Input([3, 4], I64, low=-3, high=4)])
def _(x):
    return x.prod(0, dtype=torch.float64)


@case("ReduceSumOfSquaresDynamic", [Input([-1, -1, 3], sizes=[2, 4, 3])])
def _(x):
    return (x * x).sum((0, 1))


@case("ReduceMaxMinSameInput", [Input([4, 6])])
def _(x):
    return x.amax(1) - x.amin(1), x.argmax(1) - x.argmin(1)


# ---------------------------------------------------------------------------------------------
# reductions inside modules
# ---------------------------------------------------------------------------------------------

@register_test(inputs=[Input([2, 8, 4, 4])])
class ReduceGlobalAvgPoolMean(torch.nn.Module):
    def forward(self, x):
        return x.mean((2, 3))


@register_test(inputs=[Input([-1, 6])])
class ReduceRowNormalize(torch.nn.Module):
    def forward(self, x):
        return x / x.sum(1, keepdim=True).abs().clamp(min=1.0)


@register_test(inputs=[Input([4, 10])])
class ReduceArgmaxOfLinear(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(10, 5)

    def forward(self, x):
        return self.fc(x).argmax(1)


# ---------------------------------------------------------------------------------------------
# accuracy over millions of elements (PyTorch sums pairwise; a sequential f32 sum drifts)
# ---------------------------------------------------------------------------------------------

@case("ReduceVarStdLargeOffset", [Input([4_000_000], low=99.0, high=101.0)], tolerance=dict(rtol=1e-4, atol=1e-6))
def _(x):
    return torch.stack([x.var(), x.std(), x.mean(), x.sum() / 4_000_000])


@case("ReduceVarMeanDimLargeOffset", [Input([2, 2_000_000], low=99.0, high=101.0)], tolerance=dict(rtol=1e-4, atol=1e-6))
def _(x):
    v, m = torch.var_mean(x, 1)
    return torch.cat([v, m])


# ---------------------------------------------------------------------------------------------
# dist / renorm
# ---------------------------------------------------------------------------------------------

@case("DistDefault", [Input([3, 4]), Input([4])])
def _(x, y):
    return torch.dist(x, y)


@case("DistP3", [Input([2, 3, 4]), Input([2, 3, 4])])
def _(x, y):
    return torch.dist(x, y, 3)


@case("DistInf", [Input([5, 2]), Input([5, 2])])
def _(x, y):
    return torch.dist(x, y, float("inf"))


@case("DistFloat16", [Input([6, 50], F16, low=10.0, high=30.0), Input([6, 50], F16)], tolerance=dict(rtol=1e-2, atol=1e-2))
def _(x, y):
    return torch.dist(x, y)


@case("RenormDim0", [Input([4, 5])])
def _(x):
    return torch.renorm(x, 2, 0, 1.0)


@case("RenormP1Dim1", [Input([3, 4, 2])])
def _(x):
    return torch.renorm(x, 1, 1, 0.8)


@case("RenormFloat16", [Input([3, 200], F16, low=5.0, high=30.0)], tolerance=dict(rtol=1e-2, atol=1e-2))
def _(x):
    return torch.renorm(x, 2, 0, 100.0)


@case("ReduceMaskedStdNoMask", [Input([5, 5, 5])])
def _(x):
    """The element count is a sum over a constant ones tensor: a constant expression IREE hoists."""
    return torch.masked.std(x)


@case("ReduceMaskedStdMask", [Input([5, 5, 5]), Input([5, 5, 5], BOOL)])
def _(x, m):
    return torch.masked.std(x, mask=m)


@case("ReduceMaskedStdUInt8", [Input([5, 5, 5], U8, low=0, high=200)])
def _(x):
    return torch.masked.std(x, dtype=torch.float32)


@case("ReduceVectorNormHalfOrd6", [Input([], F16, low=8.0, high=9.0)], tolerance=dict(rtol=1e-3, atol=1e-5))
def _(x):
    """``|x| ** 6`` leaves the f16 range (8.5 ** 6 > 65504); the norm does not."""
    return torch.linalg.vector_norm(x, ord=6)


@case("ReduceNormHalfOrd4Dim", [Input([3, 40], F16, low=-20.0, high=20.0)], tolerance=dict(rtol=1e-3, atol=1e-5))
def _(x):
    return torch.norm(x, p=4, dim=1)


# trapezoid rule with sample points
@case("Trapezoid1dX", [Input([3, 5]), Input([5])])
def _(y, x):
    return torch.trapezoid(y, x)


@case("TrapzSameShapeXDim0", [Input([4, 3]), Input([4, 3])])
def _(y, x):
    return torch.trapz(y, x, dim=0)


@case("TrapezoidIntX", [Input([2, 4], I64), Input([4], I64)])
def _(y, x):
    return torch.trapezoid(y, x)


@case("CumulativeTrapezoid", [Input([3, 5]), Input([3, 5])])
def _(y, x):
    return torch.cumulative_trapezoid(y, x, dim=1)


@case("Gradient", [Input([4, 5])])
def _(x):
    return torch.gradient(x)


@case("GradientSpacingDimEdgeOrder2", [Input([3, 6])])
def _(x):
    return torch.gradient(x, spacing=0.5, dim=1, edge_order=2)


@case("GradientInt", [Input([5], I64)])
def _(x):
    return torch.gradient(x, spacing=2.0)


@case("CDist", [Input([2, 4, 3]), Input([2, 5, 3])])
def _(a, b):
    return torch.cdist(a, b)


@case("CDistP0BroadcastBatch", [Input([4, 3], low=-1, high=1), Input([2, 5, 3], low=-1, high=1)])
def _(a, b):
    return torch.cdist(torch.round(a), torch.round(b), p=0.0)


@case("CDistP1", [Input([5, 2]), Input([3, 2])])
def _(a, b):
    return torch.cdist(a, b, p=1.0)


@case("PDist", [Input([5, 3])])
def _(x):
    return torch.nn.functional.pdist(x)


@case("PDistInfOneRow", [Input([1, 4])])
def _(x):
    return torch.nn.functional.pdist(x, p=float("inf"))


@case("PDistP3", [Input([4, 2])])
def _(x):
    return torch.nn.functional.pdist(x, p=3.0)


@case("Histc", [Input(value=torch.tensor([1.0, 2.0, 1.0, 4.0, 10.0, -1.0, 11.0]))])
def _(x):
    return torch.histc(x, 4, 0, 10)


@case("HistcDataRange", [Input([3, 5])])
def _(x):
    return torch.histc(x, 7)


# torch.histogram: PyTorch's linspace edges over the data or a range (1/2 wider when empty),
# the last edge in the last bin, weights, density
@case("HistogramDensity", [Input([4, 6], F64)])
def _(x):
    return torch.histogram(x, 5, density=True)


@case("HistogramRangeWeights", [Input(value=torch.tensor([1.0, 2.0, 2.5, 4.0, 4.0, 7.0, -3.0])),
                                Input(value=torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]))])
def _(x, w):
    return torch.histogram(x, 3, range=(1.0, 4.0), weight=w)


@case("HistogramEdges", [Input([20]), Input(value=torch.tensor([-1.0, 0.0, 0.5, 2.0]))])
def _(x, edges):
    return torch.histogram(x, edges)


# torch.histogramdd: (hist, [bin_edges]), a list among the results (the importer unpacks it)
@case("HistogramddBinsRangeWeightsDensity", [Input([3, 5, 2]), Input([3, 5])])
def _(x, w):
    h, edges = torch.histogramdd(x, [3, 4], range=[-1.0, 1.0, -2.0, 0.5], weight=w, density=True)
    return h, *edges


@case("HistogramddIntBins", [Input([12, 3])])
def _(x):
    return torch.histogramdd(x, 2)


@case("HistogramddEdges", [Input([10, 2]), Input(value=torch.tensor([-1.0, 0.0, 0.5, 2.0])),
                           Input(value=torch.tensor([-3.0, 3.0]))])
def _(x, e0, e1):
    return torch.histogramdd(x, [e0, e1])


# segment_reduce: per-segment reductions from lengths or offsets (the sizes static, the segment
# bounds data), an empty segment giving ``initial`` or the reduction's identity (mean: NaN)
@case("SegmentReduceLengthsMean", [Input([6, 3]), Input(value=torch.tensor([2, 0, 3, 1]))])
def _(x, lengths):
    return torch.ops.aten.segment_reduce(x, "mean", lengths=lengths)


@case("SegmentReduceOffsetsMaxAxis1", [Input([2, 7, 3]), Input(value=torch.tensor([[0, 3, 3, 7], [1, 2, 6, 6]]))])
def _(x, offsets):
    return torch.ops.aten.segment_reduce(x, "max", offsets=offsets, axis=1, initial=0.5)


@case("SegmentReduceLengthsProdF16", [Input([5, 4], F16), Input(value=torch.tensor([1, 0, 4]))])
def _(x, lengths):
    return torch.ops.aten.segment_reduce(x, "prod", lengths=lengths, initial=2)


@case("HistcOneValue", [Input([])])
def _(x):
    return torch.histc(x, 10)


@case("Bincount", [Input([10], I64, low=0, high=6)])
def _(x):
    return torch.bincount(x)


@case("BincountWeightsMinlength", [Input([8], I32, low=0, high=4), Input([8])])
def _(x, w):
    return torch.bincount(x, w, minlength=6)


@case("BincountIntWeights", [Input([8], U8, low=0, high=5), Input([8], I64)])
def _(x, w):
    return torch.bincount(x, w)


# ---------------------------------------------------------------------------------------------
# nanmedian, quantile, nanquantile (NaNs placed in some slices, one slice all NaN)
# ---------------------------------------------------------------------------------------------

_NAN = float("nan")
_WITH_NANS = torch.tensor([[3.0, _NAN, 1.0, 2.0, _NAN], [_NAN, _NAN, _NAN, _NAN, _NAN],
                           [5.0, 4.0, -1.0, 0.5, 2.0], [1.0, 1.0, _NAN, 7.0, 1.0]])


@case("NanmedianDim", [Input(value=_WITH_NANS)])
def _(x):
    v, i = torch.nanmedian(x, 1)
    # the index of a median value among ties is open in PyTorch: compare what it selects
    return v, x.gather(1, i.unsqueeze(1)).squeeze(1)


@case("NanmedianDim0Keepdim", [Input(value=_WITH_NANS)])
def _(x):
    v, i = torch.nanmedian(x, 0, keepdim=True)
    return v, x.gather(0, i)


@case("NanmedianAll", [Input(value=_WITH_NANS)])
def _(x):
    return torch.nanmedian(x), torch.nanmedian(x[2])


@case("NanmedianInt", [Input([3, 6], I32)])
def _(x):
    return torch.nanmedian(x, 1)[0], torch.nanmedian(x)


@case("QuantileScalarDim", [Input([4, 7])])
def _(x):
    return torch.quantile(x, 0.3, dim=1), torch.quantile(x, 0.75, dim=0, keepdim=True)


@case("QuantileModes", [Input([3, 6], F64)])
def _(x):
    return tuple(torch.quantile(x, 0.4, dim=1, interpolation=m)
                 for m in ("linear", "lower", "higher", "midpoint", "nearest"))


@case("QuantileTensorQAll", [Input([3, 5])])
def _(x):
    q = torch.tensor([0.0, 0.1, 0.5, 0.9, 1.0])
    return torch.quantile(x, q), torch.quantile(x, q, dim=-1, keepdim=True)


@case("QuantileWithNans", [Input(value=_WITH_NANS)])
def _(x):
    return torch.quantile(x, 0.5, dim=1), torch.quantile(x, 0.5, dim=0)


@case("NanquantileWithNans", [Input(value=_WITH_NANS)])
def _(x):
    q = torch.tensor([0.25, 0.6])
    return torch.nanquantile(x, 0.5, dim=1), torch.nanquantile(x, q, dim=0, interpolation="midpoint"), \
        torch.nanquantile(x, 0.3)
