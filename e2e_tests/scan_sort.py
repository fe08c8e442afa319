"""Scans and sorting: cumsum, cumprod, sort (values + indices, ascending/descending, stable),
argsort, topk (largest/smallest) — static and dynamic dims, several dtypes, ties and NaNs."""
import torch

from tmlir.e2e import Input, register_test
from ._common import case, F64, F16, I8, U8, I32, I64, BOOL


_NAN = float("nan")
_INF = float("inf")

# ---------------------------------------------------------------------------------------------
# cumsum / cumprod
# ---------------------------------------------------------------------------------------------


@case("ScanCumsumLastDim", [Input([3, 5])])
def _(x):
    return x.cumsum(1)


@case("ScanCumsumDim0", [Input([4, 3])])
def _(x):
    return x.cumsum(0)


@case("ScanCumsumNegativeDim", [Input([2, 3, 4])])
def _(x):
    return torch.cumsum(x, -2)


@case("ScanCumsumDynamic", [Input([-1, -1], sizes=[3, 7])])
def _(x):
    return x.cumsum(1)


@case("ScanCumsumDynamicBatch", [Input([-1, 6])])
def _(x):
    return x.cumsum(0)


@case("ScanCumsumOneD", [Input([9])])
def _(x):
    return x.cumsum(0)


@case("ScanCumsumF64", [Input([3, 5], F64)])
def _(x):
    return x.cumsum(1)


@case("ScanCumsumInt32", [Input([3, 5], I32)])
def _(x):
    return x.cumsum(1, dtype=torch.int32)


@case("ScanCumsumInt32Promotes", [Input([3, 5], I32)])
def _(x):
    return x.cumsum(1)


@case("ScanCumsumInt64", [Input([4, 5], I64, low=-100, high=100)])
def _(x):
    return x.cumsum(0)


@case("ScanCumsumBool", [Input([3, 6], BOOL)])
def _(x):
    return x.cumsum(1)


@case("ScanCumsumUInt8", [Input([3, 6], U8, low=0, high=255)])
def _(x):
    return x.cumsum(1)


@case("ScanCumsumDtypeF64", [Input([3, 5])])
def _(x):
    return x.cumsum(1, dtype=torch.float64)


@case("ScanCumsumNonContiguous", [Input([4, 6], non_contiguous=True)])
def _(x):
    return x.cumsum(1)


@case("ScanCumsumEmpty", [Input([0, 4])])
def _(x):
    return x.cumsum(0)


@case("ScanCumsumSizeOne", [Input([3, 1])])
def _(x):
    return x.cumsum(1)


@case("ScanCumsumInf", [Input(value=torch.tensor([1.0, _INF, 2.0, -_INF, 3.0]))])
def _(x):
    return x.cumsum(0)


@case("ScanCumprodLastDim", [Input([3, 5], low=0.5, high=1.5)])
def _(x):
    return x.cumprod(1)


@case("ScanCumprodDim0Dynamic", [Input([-1, 4], low=0.5, high=1.5)])
def _(x):
    return x.cumprod(0)


@case("ScanCumprodInt64", [Input([3, 5], I64, low=-3, high=4)])
def _(x):
    return x.cumprod(1)


@case("ScanCumprodF64", [Input([3, 5], F64)])
def _(x):
    return torch.cumprod(x, -1)


@case("ScanCumprodBool", [Input([3, 5], BOOL)])
def _(x):
    return x.cumprod(1)


@case("ScanCumsumThenDiff", [Input([2, 8])])
def _(x):
    c = x.cumsum(1)
    return c[:, 1:] - c[:, :-1]


# ---------------------------------------------------------------------------------------------
# sort / argsort
# ---------------------------------------------------------------------------------------------

@case("ScanSortLastDim", [Input([3, 6])])
def _(x):
    return torch.sort(x, 1)


@case("ScanSortDim0", [Input([5, 3])])
def _(x):
    return torch.sort(x, 0)


@case("ScanSortDescending", [Input([3, 6])])
def _(x):
    return torch.sort(x, 1, descending=True)


@case("ScanSortStable", [Input([3, 8], I64, low=0, high=3)])
def _(x):
    return torch.sort(x, dim=1, stable=True)


@case("ScanSortStableDescending", [Input([3, 8], I64, low=0, high=3)])
def _(x):
    return torch.sort(x, dim=1, descending=True, stable=True)


@case("ScanSortDynamic", [Input([-1, -1], sizes=[3, 7])])
def _(x):
    return torch.sort(x, 1)


@case("ScanSortDynamicBatch", [Input([-1, 6])])
def _(x):
    return torch.sort(x, -1, descending=True)


@case("ScanSortOneD", [Input([10])])
def _(x):
    return torch.sort(x)


@case("ScanSortRank3Middle", [Input([2, 5, 3])])
def _(x):
    return torch.sort(x, 1)


@case("ScanSortF64", [Input([3, 6], F64)])
def _(x):
    return torch.sort(x, 1)


@case("ScanSortF16", [Input([3, 6], F16)])
def _(x):
    return torch.sort(x, 1)


@case("ScanSortInt32", [Input([4, 7], I32, low=-50, high=50)])
def _(x):
    return torch.sort(x, dim=1, stable=True)


@case("ScanSortInt8", [Input([4, 7], I8, low=-100, high=100)])
def _(x):
    return torch.sort(x, dim=1, stable=True)


@case("ScanSortUInt8Indices", [Input([4, 7], U8, low=0, high=255)])
def _(x):
    return torch.sort(x, dim=1, stable=True)[1]


@case("ScanSortBool", [Input([3, 6], BOOL)])
def _(x):
    return torch.sort(x, dim=1, stable=True)


@case("ScanSortNaN", [Input(value=torch.tensor([3.0, _NAN, -1.0, _INF, _NAN, -_INF, 0.0]))])
def _(x):
    return torch.sort(x, stable=True)


@case("ScanSortNaNDescending", [Input(value=torch.tensor([3.0, _NAN, -1.0, _INF, _NAN, -_INF, 0.0]))])
def _(x):
    return torch.sort(x, descending=True, stable=True)


@case("ScanSortNonContiguous", [Input([3, 6], non_contiguous=True)])
def _(x):
    return torch.sort(x, 1)


@case("ScanSortValuesOnly", [Input([4, 5])])
def _(x):
    return torch.sort(x, 0).values


@case("ScanArgsort", [Input([3, 6])])
def _(x):
    return torch.argsort(x, 1)


@case("ScanArgsortDescending", [Input([3, 6])])
def _(x):
    return torch.argsort(x, 0, descending=True)


@case("ScanArgsortStable", [Input([3, 9], I64, low=0, high=3)])
def _(x):
    return torch.argsort(x, dim=1, stable=True)


@case("ScanArgsortDynamic", [Input([-1, 5])])
def _(x):
    return torch.argsort(x, 1)


@case("ScanArgsortInt32", [Input([6], I32, low=-1000, high=1000)])
def _(x):
    return torch.argsort(x)


# ---------------------------------------------------------------------------------------------
# topk
# ---------------------------------------------------------------------------------------------

@case("ScanTopk", [Input([3, 6])])
def _(x):
    return torch.topk(x, 2)


@case("ScanTopkDim0", [Input([6, 3])])
def _(x):
    return torch.topk(x, 3, dim=0)


@case("ScanTopkSmallest", [Input([3, 6])])
def _(x):
    return torch.topk(x, 2, largest=False)


@case("ScanTopkAll", [Input([2, 5])])
def _(x):
    return torch.topk(x, 5, 1)


@case("ScanTopkOne", [Input([4, 5])])
def _(x):
    return torch.topk(x, 1, -1)


@case("ScanTopkDynamicBatch", [Input([-1, 6])])
def _(x):
    return torch.topk(x, 3, 1)


@case("ScanTopkInt64", [Input([3, 8], I64, low=-1000, high=1000)])
def _(x):
    return torch.topk(x, 3)


@case("ScanTopkInt32Smallest", [Input([3, 8], I32, low=-1000, high=1000)])
def _(x):
    return torch.topk(x, 2, largest=False)


@case("ScanTopkF64", [Input([3, 8], F64)])
def _(x):
    return torch.topk(x, 4)


@case("ScanTopkRank3", [Input([2, 6, 3])])
def _(x):
    return torch.topk(x, 2, dim=1)


@case("ScanTopkValuesOnly", [Input([4, 7])])
def _(x):
    return torch.topk(x, 3).values


@case("ScanTopkNaN", [Input(value=torch.tensor([[1.0, _NAN, 3.0, 2.0], [4.0, 0.0, -1.0, 5.0]]))])
def _(x):
    return torch.topk(x, 2)


class _Classifier(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(8, 10)

    def forward(self, x):
        return torch.topk(torch.softmax(self.fc(x), -1), 3)


register_test(inputs=[Input([4, 8])], name="ScanTopkOfClassifier")(_Classifier)


# scans as masked reductions: logcumsumexp, cummax/cummin (indices of the last extreme, NaN
# propagating), mode, msort
_NAN_SEQ = torch.tensor([[1.0, 3.0, 3.0, float("nan"), 2.0, float("nan"), 9.0], [2.0, 2.0, -1.0, 5.0, 5.0, 0.0, 7.0]])


@case("LogCumSumExp", [Input([3, 5])])
def _(x):
    return torch.logcumsumexp(x, 1)


@case("LogCumSumExpDim0NegInf", [Input(value=torch.tensor([[float("-inf"), 1.0], [float("-inf"), -2.0], [3.0, 0.5]]))])
def _(x):
    return torch.logcumsumexp(x, 0)


# complex: PyTorch's imaginary parts add up along the scan, unwrapped (here past pi); -inf leaves it alone
@case("LogCumSumExpComplex", [Input(value=torch.tensor([[1 + 1j, -3 + 2j, 5 - 4j, complex(float("-inf"), 0.0), 5 + 7j],
                                                       [0.5 + 3j, 0.4 + 3j, 0.3 + 3j, 2 - 1j, -2 + 0.5j]],
                                                      dtype=torch.complex64))])
def _(x):
    return torch.logcumsumexp(x, 1)


@case("CumMaxNaN", [Input(value=_NAN_SEQ)])
def _(x):
    return torch.cummax(x, 1)


@case("CumMinDim0", [Input([5, 3])])
def _(x):
    return torch.cummin(x, 0)


@case("CumMaxIntTies", [Input([4, 6], I64, low=0, high=3)])
def _(x):
    return torch.cummax(x, -1)


@case("CumMinBool", [Input([3, 5], BOOL)])
def _(x):
    return torch.cummin(x, 1)


@case("ModeDim", [Input([3, 7], I64, low=0, high=3)])
def _(x):
    return torch.mode(x, 1)


@case("ModeDim0KeepDim", [Input([6, 4], I32, low=0, high=2)])
def _(x):
    return torch.mode(x, 0, keepdim=True)


@case("ModeFloat", [Input(value=torch.tensor([[3.0, 1.0, 3.0, 1.0, 2.0, 2.0, 5.0], [0.5, 0.5, 0.5, 1.0, 1.0, 1.0, 1.0]]))])
def _(x):
    return torch.mode(x)


@case("ModeBool", [Input([2, 5], BOOL)])
def _(x):
    return torch.mode(x, 1)


@case("MSort", [Input([5, 3])])
def _(x):
    return torch.msort(x)
