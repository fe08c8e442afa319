"""Pooling: max_pool1d/2d/3d (with indices, ceil_mode, dilation), avg_pool1d/2d/3d (ceil_mode,
count_include_pad, divisor_override), adaptive avg/max pools (with indices) — static and dynamic
dims, float and integer dtypes, unbatched inputs."""
import torch
import torch.nn.functional as F

from tmlir.e2e import Input, register_test
from ._common import case, F64, F16, U8, I32, I64


def maxp(dims, *a, **kw):
    fn = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}[dims]
    return lambda x: fn(x, *a, **kw)


def avgp(dims, *a, **kw):
    fn = {1: F.avg_pool1d, 2: F.avg_pool2d, 3: F.avg_pool3d}[dims]
    return lambda x: fn(x, *a, **kw)


def aavg(dims, size):
    fn = {1: F.adaptive_avg_pool1d, 2: F.adaptive_avg_pool2d, 3: F.adaptive_avg_pool3d}[dims]
    return lambda x: fn(x, size)


def amax(dims, size, indices=False):
    fn = {1: F.adaptive_max_pool1d, 2: F.adaptive_max_pool2d, 3: F.adaptive_max_pool3d}[dims]
    return lambda x: fn(x, size, return_indices=indices)


# ---------------------------------------------------------------------------------------------
# max pooling
# ---------------------------------------------------------------------------------------------

case("PoolMax2dBasic", [Input([1, 3, 8, 8])])(maxp(2, 2))
case("PoolMax2dStridePad", [Input([2, 3, 9, 9])])(maxp(2, 3, 2, 1))
case("PoolMax2dDilation", [Input([1, 2, 9, 9])])(maxp(2, 3, 1, 1, 2))
case("PoolMax2dCeilMode", [Input([1, 3, 8, 8])])(maxp(2, 3, 2, 1, ceil_mode=True))
case("PoolMax2dCeilModeNoPad", [Input([1, 2, 7, 7])])(maxp(2, 2, 2, ceil_mode=True))
case("PoolMax2dNonSquare", [Input([1, 2, 7, 9])])(maxp(2, (2, 3), (1, 2), (1, 0)))
case("PoolMax2dUnbatched", [Input([3, 6, 6])])(maxp(2, 2))
case("PoolMax2dF64", [Input([1, 3, 6, 6], F64)])(maxp(2, 3, 1, 1))
case("PoolMax2dF16", [Input([1, 3, 6, 6], F16)])(maxp(2, 2))
case("PoolMax2dInt64", [Input([1, 3, 6, 6], I64, low=-100, high=100)])(maxp(2, 3, 2, 1))
case("PoolMax2dInt32", [Input([1, 3, 6, 6], I32, low=-100, high=100)])(maxp(2, 2))
case("PoolMax2dUInt8", [Input([1, 2, 6, 6], U8, low=0, high=255)])(maxp(2, 3, 1, 1))
case("PoolMax2dDynamicBatch", [Input([-1, 3, 8, 8])])(maxp(2, 2))
case("PoolMax2dDynamicSpatial", [Input([1, 3, -1, -1], sizes=[1, 3, 9, 7])])(maxp(2, 3, 2, 1))
case("PoolMax2dDynamicCeil", [Input([2, 2, -1, -1], sizes=[2, 2, 8, 9])])(maxp(2, 3, 2, 1, ceil_mode=True))
case("PoolMax2dNonContiguous", [Input([1, 2, 6, 6], non_contiguous=True)])(maxp(2, 2))
case("PoolMax2dIndices", [Input([1, 3, 8, 8])])(maxp(2, 2, return_indices=True))
case("PoolMax2dIndicesPad", [Input([2, 3, 7, 7])])(maxp(2, 3, 2, 1, return_indices=True))
case("PoolMax2dIndicesCeil", [Input([1, 2, 8, 8])])(maxp(2, 3, 2, 1, ceil_mode=True, return_indices=True))
case("PoolMax2dIndicesDilation", [Input([1, 2, 7, 7])])(maxp(2, 2, 1, 1, 2, return_indices=True))
case("PoolMax2dIndicesDynamic", [Input([-1, 2, -1, -1], sizes=[2, 2, 7, 6])])(maxp(2, 2, 2, return_indices=True))
case("PoolMax2dIndicesInt", [Input([1, 2, 6, 6], I64, low=-1000, high=1000)])(maxp(2, 2, return_indices=True))
case("PoolMax1dBasic", [Input([2, 3, 10])])(maxp(1, 3))
case("PoolMax1dStridePad", [Input([1, 3, 9])])(maxp(1, 3, 2, 1))
case("PoolMax1dCeil", [Input([1, 3, 10])])(maxp(1, 3, 2, ceil_mode=True))
case("PoolMax1dIndices", [Input([1, 3, 9])])(maxp(1, 3, 2, 1, return_indices=True))
case("PoolMax1dDynamic", [Input([-1, -1, 11], sizes=[2, 3, 11])])(maxp(1, 2))
case("PoolMax3dBasic", [Input([1, 2, 4, 4, 4])])(maxp(3, 2))
case("PoolMax3dStridePad", [Input([1, 2, 5, 5, 5])])(maxp(3, 3, 2, 1))
case("PoolMax3dIndices", [Input([1, 2, 4, 4, 4])])(maxp(3, 2, 1, 1, return_indices=True))
case("PoolMax3dCeil", [Input([1, 1, 5, 5, 5])])(maxp(3, 2, 2, ceil_mode=True))


@register_test(inputs=[Input([1, 3, 8, 8])])
class PoolMax2dModule(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = torch.nn.MaxPool2d(3, stride=2, padding=1)

    def forward(self, x):
        return self.pool(x)


# ---------------------------------------------------------------------------------------------
# average pooling
# ---------------------------------------------------------------------------------------------

case("PoolAvg2dBasic", [Input([1, 3, 8, 8])])(avgp(2, 2))
case("PoolAvg2dStridePad", [Input([2, 3, 9, 9])])(avgp(2, 3, 2, 1))
case("PoolAvg2dExcludePad", [Input([1, 3, 7, 7])])(avgp(2, 3, 2, 1, count_include_pad=False))
case("PoolAvg2dCeilMode", [Input([1, 3, 8, 8])])(avgp(2, 3, 2, 1, ceil_mode=True))
case("PoolAvg2dCeilExcludePad", [Input([1, 3, 8, 8])])(avgp(2, 3, 2, 1, ceil_mode=True, count_include_pad=False))
case("PoolAvg2dCeilNoPad", [Input([1, 2, 7, 7])])(avgp(2, 2, 2, ceil_mode=True))
case("PoolAvg2dDivisorOverride", [Input([1, 3, 6, 6])])(avgp(2, 3, 1, 1, divisor_override=5))
case("PoolAvg2dNonSquare", [Input([1, 2, 7, 9])])(avgp(2, (2, 3), (1, 2), (1, 0)))
case("PoolAvg2dUnbatched", [Input([3, 6, 6])])(avgp(2, 2))
case("PoolAvg2dF64", [Input([1, 3, 6, 6], F64)])(avgp(2, 3, 1, 1))
case("PoolAvg2dInt64", [Input([1, 2, 6, 6], I64, low=-100, high=100)])(avgp(2, 2))
case("PoolAvg2dDynamicBatch", [Input([-1, 3, 8, 8])])(avgp(2, 2))
case("PoolAvg2dDynamicSpatial", [Input([1, 3, -1, -1], sizes=[1, 3, 9, 7])])(avgp(2, 3, 2, 1))
case("PoolAvg2dDynamicCeilExclude", [Input([1, 2, -1, -1], sizes=[1, 2, 8, 9])])(
    avgp(2, 3, 2, 1, ceil_mode=True, count_include_pad=False))
case("PoolAvg1dBasic", [Input([2, 3, 10])])(avgp(1, 3))
case("PoolAvg1dPad", [Input([1, 3, 9])])(avgp(1, 3, 2, 1))
case("PoolAvg1dCeilExclude", [Input([1, 3, 10])])(avgp(1, 3, 2, 1, ceil_mode=True, count_include_pad=False))
case("PoolAvg1dDynamic", [Input([-1, 3, -1], sizes=[2, 3, 11])])(avgp(1, 2))
case("PoolAvg3dBasic", [Input([1, 2, 4, 4, 4])])(avgp(3, 2))
case("PoolAvg3dPad", [Input([1, 2, 5, 5, 5])])(avgp(3, 3, 2, 1))
case("PoolAvg3dDivisorOverride", [Input([1, 1, 4, 4, 4])])(avgp(3, 2, divisor_override=3))
case("PoolAvg3dExcludePad", [Input([1, 1, 5, 5, 5])])(avgp(3, 3, 2, 1, count_include_pad=False))
# trailing elements no window reads (3 = 2 + 1 left over; 4 with stride 3): these did not compile
case("PoolAvg3dUnreadTail", [Input([2, 3, 3, 4, 4])])(avgp(3, (2, 2, 2)))
case("PoolAvg3dUnreadTailInt64", [Input([2, 3, 3, 4, 4], I64, low=-100, high=100)])(avgp(3, (2, 2, 2)))
case("PoolAvg2dUnreadTail", [Input([1, 3, 4, 4])])(avgp(2, 2, 3))
case("PoolMax3dUnreadTail", [Input([1, 2, 3, 5, 4])])(maxp(3, 2, (2, 2, 3)))


@register_test(inputs=[Input([2, 4, 8, 8])])
class PoolAvg2dModule(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = torch.nn.AvgPool2d(2)

    def forward(self, x):
        return self.pool(x)


# ---------------------------------------------------------------------------------------------
# adaptive pooling
# ---------------------------------------------------------------------------------------------

case("PoolAdaptiveAvg2dDivisible", [Input([1, 3, 8, 8])])(aavg(2, (4, 2)))
case("PoolAdaptiveAvg2dNonDivisible", [Input([1, 3, 8, 7])])(aavg(2, (3, 2)))
case("PoolAdaptiveAvg2dGlobal", [Input([2, 3, 5, 6])])(aavg(2, 1))
case("PoolAdaptiveAvg2dLarger", [Input([1, 2, 3, 3])])(aavg(2, (5, 4)))
case("PoolAdaptiveAvg2dUnbatched", [Input([3, 7, 7])])(aavg(2, 3))
case("PoolAdaptiveAvg2dF64", [Input([1, 3, 7, 5], F64)])(aavg(2, (2, 3)))
case("PoolAdaptiveAvg2dDynamicBatch", [Input([-1, 3, 8, 8])])(aavg(2, (2, 2)))
case("PoolAdaptiveAvg2dDynamicSpatial", [Input([1, 3, -1, -1], sizes=[1, 3, 9, 7])])(aavg(2, (3, 2)))
case("PoolAdaptiveAvg1d", [Input([1, 3, 10])])(aavg(1, 4))
case("PoolAdaptiveAvg1dDynamic", [Input([-1, 3, -1], sizes=[2, 3, 11])])(aavg(1, 3))
case("PoolAdaptiveAvg3d", [Input([1, 2, 5, 4, 3])])(aavg(3, (2, 2, 2)))
case("PoolAdaptiveAvg3dGlobal", [Input([1, 2, 3, 4, 5])])(aavg(3, 1))
case("PoolAdaptiveMax2d", [Input([1, 3, 8, 7])])(amax(2, (3, 2)))
case("PoolAdaptiveMax2dIndices", [Input([1, 3, 8, 7])])(amax(2, (3, 2), True))
case("PoolAdaptiveMax2dGlobal", [Input([2, 3, 4, 5])])(amax(2, 1, True))
case("PoolAdaptiveMax2dDynamic", [Input([-1, 3, -1, -1], sizes=[2, 3, 9, 6])])(amax(2, (2, 4), True))
case("PoolAdaptiveMax1d", [Input([1, 3, 10])])(amax(1, 4))
case("PoolAdaptiveMax1dIndices", [Input([2, 3, 9])])(amax(1, 4, True))
case("PoolAdaptiveMax3dIndices", [Input([1, 2, 5, 4, 3])])(amax(3, 2, True))
case("PoolAdaptiveMax2dF64", [Input([1, 2, 6, 5], F64)])(amax(2, (2, 3), True))


@register_test(inputs=[Input([2, 4, 7, 7])])
class PoolAdaptiveAvgModule(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = torch.nn.AdaptiveAvgPool2d((1, 1))

    def forward(self, x):
        return self.pool(x)


# max_unpool: pooled values written back at their indices
class _Unpool(torch.nn.Module):
    def __init__(self, k):
        super().__init__()
        self.pool = [None, torch.nn.functional.max_pool1d_with_indices, torch.nn.functional.max_pool2d_with_indices,
                     torch.nn.functional.max_pool3d_with_indices][k]
        self.unpool = [None, torch.nn.functional.max_unpool1d, torch.nn.functional.max_unpool2d,
                       torch.nn.functional.max_unpool3d][k]

    def forward(self, x):
        y, i = self.pool(x, 2, 2)
        return self.unpool(y, i, 2, 2, output_size=x.shape[-(len(x.shape) - 2):])


class MaxUnpool1d(_Unpool):
    def __init__(self):
        super().__init__(1)


class MaxUnpool2d(_Unpool):
    def __init__(self):
        super().__init__(2)


class MaxUnpool3d(_Unpool):
    def __init__(self):
        super().__init__(3)


register_test(inputs=[Input([2, 3, 8])], name="MaxUnpool1d")(MaxUnpool1d)
register_test(inputs=[Input([1, 2, 5, 6])], name="MaxUnpool2dOddSize")(MaxUnpool2d)
register_test(inputs=[Input([1, 2, 4, 4, 6])], name="MaxUnpool3d")(MaxUnpool3d)


# PyTorch's CPU kernel sums f16 windows in f16 (row-major) and divides by each window extent in turn
@case("AdaptiveAvgPool3dF16", [Input([8, 8, 8, 8], F16)], tolerance=dict(rtol=1e-3, atol=1e-5))
def _(x):
    return F.adaptive_avg_pool3d(x, (5, 7, 4))


# fractional max pooling with the samples given: PyTorch's window starts int((i + u) * alpha) -
# int(u * alpha) per plane (u: (W, H) in 2-d, (T, H, W) in 3-d), computed in the input's dtype
@case("FractionalMaxPool2dSamples", [Input([2, 3, 10, 7]), Input([2, 3, 2], low=0.0, high=1.0)])
def _(x, u):
    return F.fractional_max_pool2d(x, (2, 3), output_size=(5, 4), return_indices=True, _random_samples=u)


@case("FractionalMaxPool2dUnbatchedF16", [Input([3, 11, 8], F16), Input([1, 3, 2], F16, low=0.0, high=1.0)])
def _(x, u):
    return F.fractional_max_pool2d(x, 2, output_size=(7, 4), return_indices=True, _random_samples=u)


@case("FractionalMaxPool3dSamples", [Input([2, 2, 6, 7, 5], F64), Input([3, 2, 3], F64, low=0.0, high=1.0)])
def _(x, u):
    return F.fractional_max_pool3d(x, (2, 3, 2), output_size=(4, 3, 3), return_indices=True, _random_samples=u)
