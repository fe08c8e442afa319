"""Convolutions (conv1d/2d/3d, grouped, depthwise, strided, dilated, 'same'/'valid' padding,
padding modes, transposed with output_padding and groups, aten.convolution) and padding ops
(constant with negative pads, reflect, replicate, circular) — static and dynamic dims."""
import torch
import torch.nn.functional as F

from tmlir.e2e import Input, register_test
from ._common import case as _case, F64, F16, BF16, I32, I64


_TOL = dict(rtol=1e-4, atol=1e-4)


def case(name, inputs, tolerance=_TOL):
    """``_common.case`` with the convolution tolerance by default."""
    return _case(name, inputs, tolerance)


def module_case(name, inputs, make, tolerance=_TOL):
    """Register the nn.Module built by ``make()`` (with a fixed seed) as the test ``name``."""
    def factory_cls():
        class Wrapped(torch.nn.Module):
            def __init__(self):
                super().__init__()
                torch.manual_seed(0)
                self.m = make()

            def forward(self, x):
                return self.m(x)
        Wrapped.__name__ = Wrapped.__qualname__ = name
        Wrapped.__module__ = __name__
        return Wrapped
    register_test(inputs=inputs, name=name, tolerance=tolerance)(factory_cls())


def conv(dims, **kw):
    fn = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[dims]
    return lambda x, w: fn(x, w, **kw)


def conv_b(dims, **kw):
    fn = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[dims]
    return lambda x, w, b: fn(x, w, b, **kw)


def convt(dims, **kw):
    fn = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}[dims]
    return lambda x, w: fn(x, w, **kw)


def convt_b(dims, **kw):
    fn = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}[dims]
    return lambda x, w, b: fn(x, w, b, **kw)


# ---------------------------------------------------------------------------------------------
# conv2d
# ---------------------------------------------------------------------------------------------

case("Conv2dBasic", [Input([1, 3, 8, 8]), Input([4, 3, 3, 3])])(conv(2))
case("Conv2dBias", [Input([2, 3, 8, 8]), Input([4, 3, 3, 3]), Input([4])])(conv_b(2))
case("Conv2dStride", [Input([1, 3, 9, 9]), Input([4, 3, 3, 3])])(conv(2, stride=2))
case("Conv2dPadding", [Input([1, 3, 6, 6]), Input([4, 3, 3, 3])])(conv(2, padding=1))
case("Conv2dDilation", [Input([1, 2, 9, 9]), Input([3, 2, 3, 3])])(conv(2, dilation=2))
case("Conv2dStridePadDilation", [Input([2, 3, 10, 11]), Input([4, 3, 3, 2]), Input([4])])(
    conv_b(2, stride=2, padding=2, dilation=2))
case("Conv2dAsymmetric", [Input([1, 2, 9, 7]), Input([3, 2, 3, 2])])(conv(2, stride=(2, 1), padding=(1, 0)))
case("Conv2dGroups", [Input([2, 4, 6, 6]), Input([6, 2, 3, 3])])(conv(2, groups=2))
case("Conv2dGroupsBias", [Input([1, 6, 6, 6]), Input([9, 2, 3, 3]), Input([9])])(conv_b(2, groups=3, padding=1))
case("Conv2dDepthwise", [Input([1, 4, 7, 7]), Input([4, 1, 3, 3])])(conv(2, groups=4))
case("Conv2dDepthwiseMultiplier", [Input([1, 3, 7, 7]), Input([6, 1, 3, 3])])(conv(2, groups=3, stride=2))
case("Conv2dSame", [Input([1, 3, 8, 8]), Input([4, 3, 3, 3])])(conv(2, padding="same"))
case("Conv2dSameEvenKernel", [Input([1, 3, 8, 8]), Input([4, 3, 4, 2])])(conv(2, padding="same"))
case("Conv2dSameDilation", [Input([1, 2, 8, 8]), Input([2, 2, 3, 3])])(conv(2, padding="same", dilation=2))
case("Conv2dValid", [Input([1, 3, 8, 8]), Input([4, 3, 3, 3])])(conv(2, padding="valid"))
case("Conv2dPointwise", [Input([2, 5, 4, 4]), Input([3, 5, 1, 1])])(conv(2))
case("Conv2dKernelCoversInput", [Input([1, 2, 3, 3]), Input([4, 2, 3, 3])])(conv(2))
case("Conv2dF64", [Input([1, 3, 6, 6], F64), Input([4, 3, 3, 3], F64), Input([4], F64)])(conv_b(2, padding=1))
case("Conv2dF16", [Input([1, 3, 6, 6], F16), Input([4, 3, 3, 3], F16)], dict(rtol=1e-2, atol=1e-2))(conv(2))
case("Conv2dBF16", [Input([1, 3, 6, 6], BF16), Input([4, 3, 3, 3], BF16)], dict(rtol=3e-2, atol=5e-2))(conv(2))
case("Conv2dDynamicBatch", [Input([-1, 3, 8, 8]), Input([4, 3, 3, 3]), Input([4])])(conv_b(2, padding=1))
case("Conv2dDynamicSpatial", [Input([1, 3, -1, -1], sizes=[1, 3, 7, 9]), Input([4, 3, 3, 3])])(conv(2))
case("Conv2dDynamicSpatialStride", [Input([2, 3, -1, -1], sizes=[2, 3, 9, 8]), Input([4, 3, 3, 3])])(
    conv(2, stride=2, padding=1))
case("Conv2dDynamicGroups", [Input([-1, 4, -1, 6], sizes=[3, 4, 7, 6]), Input([4, 2, 3, 3])])(conv(2, groups=2))
case("Conv2dNonContiguous", [Input([1, 3, 6, 6], non_contiguous=True), Input([4, 3, 3, 3])])(conv(2))
case("Conv2dUnbatched", [Input([3, 6, 6]), Input([4, 3, 3, 3])])(conv(2))

module_case("Conv2dModule", [Input([2, 3, 8, 8])], lambda: torch.nn.Conv2d(3, 5, 3, stride=2, padding=1))
module_case("Conv2dModuleReflect", [Input([1, 3, 6, 6])],
            lambda: torch.nn.Conv2d(3, 4, 3, padding=1, padding_mode="reflect"))
module_case("Conv2dModuleReplicate", [Input([1, 3, 6, 6])],
            lambda: torch.nn.Conv2d(3, 4, 3, padding=2, padding_mode="replicate"))
module_case("Conv2dModuleCircular", [Input([1, 3, 6, 6])],
            lambda: torch.nn.Conv2d(3, 4, 3, padding=1, padding_mode="circular"))
module_case("Conv2dModuleStack", [Input([1, 3, 8, 8])],
            lambda: torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3, padding=1), torch.nn.Conv2d(4, 2, 3, groups=2)))

# ---------------------------------------------------------------------------------------------
# conv1d / conv3d
# ---------------------------------------------------------------------------------------------

case("Conv1dBasic", [Input([2, 3, 10]), Input([4, 3, 3])])(conv(1))
case("Conv1dBias", [Input([2, 3, 10]), Input([4, 3, 3]), Input([4])])(conv_b(1))
case("Conv1dStridePad", [Input([1, 3, 11]), Input([4, 3, 3])])(conv(1, stride=3, padding=2))
case("Conv1dDilation", [Input([1, 2, 12]), Input([2, 2, 3])])(conv(1, dilation=3))
case("Conv1dGroups", [Input([1, 4, 8]), Input([4, 2, 3])])(conv(1, groups=2))
case("Conv1dDepthwise", [Input([1, 4, 8]), Input([8, 1, 3])])(conv(1, groups=4, padding=1))
case("Conv1dSame", [Input([1, 3, 9]), Input([2, 3, 4])])(conv(1, padding="same"))
case("Conv1dF64", [Input([1, 3, 9], F64), Input([2, 3, 3], F64)])(conv(1))
case("Conv1dDynamic", [Input([-1, 3, -1]), Input([4, 3, 3])])(conv(1, padding=1))
# the weight's sizes dynamic too (the window size is a runtime value), grouped and not
case("Conv2dDynamicWindow", [Input([-1, 3, -1, -1], sizes=[2, 3, 7, 9]), Input([-1, 3, -1, -1], sizes=[4, 3, 2, 3])])(
    conv(2, padding=1, stride=2, dilation=2))
case("Conv2dDynamicWindowGroups", [Input([1, 4, -1, -1], sizes=[1, 4, 6, 6]), Input([-1, 2, -1, -1], sizes=[6, 2, 3, 3])])(
    conv(2, groups=2))
case("Conv2dSameDynamicWindow", [Input([1, 3, -1, -1], sizes=[1, 3, 6, 7]), Input([2, 3, -1, -1], sizes=[2, 3, 4, 3])])(
    conv(2, padding="same", dilation=(1, 2)))
module_case("Conv1dModule", [Input([2, 4, 10])], lambda: torch.nn.Conv1d(4, 6, 3, stride=2))
module_case("Conv1dModuleCircular", [Input([1, 3, 8])],
            lambda: torch.nn.Conv1d(3, 4, 3, padding=2, padding_mode="circular"))

case("Conv3dBasic", [Input([1, 2, 5, 5, 5]), Input([3, 2, 2, 2, 2])])(conv(3))
case("Conv3dBias", [Input([1, 2, 5, 5, 5]), Input([3, 2, 3, 3, 3]), Input([3])])(conv_b(3, padding=1))
case("Conv3dStrideDilation", [Input([1, 2, 7, 7, 7]), Input([2, 2, 2, 2, 2])])(conv(3, stride=2, dilation=2))
case("Conv3dGroups", [Input([1, 4, 4, 4, 4]), Input([4, 2, 2, 2, 2])])(conv(3, groups=2))
case("Conv3dSame", [Input([1, 2, 4, 4, 4]), Input([2, 2, 3, 3, 3])])(conv(3, padding="same"))
case("Conv3dF64", [Input([1, 2, 4, 4, 4], F64), Input([2, 2, 2, 2, 2], F64)])(conv(3))
case("Conv3dDynamicBatch", [Input([-1, 2, 4, 4, 4]), Input([3, 2, 2, 2, 2])])(conv(3))
module_case("Conv3dModule", [Input([1, 2, 5, 5, 5])], lambda: torch.nn.Conv3d(2, 3, 3, padding=1))

# ---------------------------------------------------------------------------------------------
# transposed convolution
# ---------------------------------------------------------------------------------------------

case("ConvTranspose2dBasic", [Input([1, 3, 5, 5]), Input([3, 4, 3, 3])])(convt(2))
case("ConvTranspose2dStride", [Input([1, 3, 4, 4]), Input([3, 2, 3, 3])])(convt(2, stride=2))
case("ConvTranspose2dOutputPadding", [Input([1, 3, 4, 4]), Input([3, 2, 3, 3])])(
    convt(2, stride=2, padding=1, output_padding=1))
case("ConvTranspose2dBias", [Input([2, 3, 4, 4]), Input([3, 5, 2, 2]), Input([5])])(convt_b(2, stride=2))
case("ConvTranspose2dGroups", [Input([1, 4, 4, 4]), Input([4, 3, 3, 3])])(convt(2, groups=2, stride=2, padding=1))
case("ConvTranspose2dDilation", [Input([1, 2, 4, 4]), Input([2, 2, 3, 3])])(convt(2, dilation=2))
case("ConvTranspose2dLargePadding", [Input([1, 2, 6, 6]), Input([2, 3, 3, 3])])(convt(2, padding=3))
case("ConvTranspose2dAsymmetric", [Input([1, 2, 4, 5]), Input([2, 3, 3, 2])])(
    convt(2, stride=(2, 3), padding=(1, 0), output_padding=(1, 2)))
case("ConvTranspose2dDynamicBatch", [Input([-1, 3, 4, 4]), Input([3, 2, 3, 3])])(convt(2, stride=2))
# the window (weight) dynamic: the flip and the padding (whose sign is known only at run time:
# dilation * (k - 1) - padding) are computed from the weight's runtime sizes
case("ConvTranspose2dDynamicWindow", [Input([-1, 2, -1, -1], sizes=[2, 2, 5, 4]), Input([2, -1, -1, -1], sizes=[2, 3, 3, 2])])(
    convt(2, stride=2, padding=(1, 2), output_padding=1))
case("ConvTranspose1dDynamicWindowGroups", [Input([1, 4, -1], sizes=[1, 4, 6]), Input([4, 1, -1], sizes=[4, 1, 3])])(
    convt(1, groups=2, stride=3, padding=4, dilation=2))
case("ConvTranspose1dBasic", [Input([1, 2, 6]), Input([2, 3, 3])])(convt(1))
case("ConvTranspose1dStridePadDilation", [Input([1, 2, 6]), Input([2, 3, 3]), Input([3])])(
    convt_b(1, stride=3, padding=2, dilation=2, output_padding=1))
case("ConvTranspose1dGroups", [Input([1, 4, 5]), Input([4, 1, 3])])(convt(1, groups=4))
case("ConvTranspose3dBasic", [Input([1, 2, 3, 3, 3]), Input([2, 2, 2, 2, 2])])(convt(3, stride=2))
case("ConvTranspose3dF64", [Input([1, 2, 3, 3, 3], F64), Input([2, 1, 2, 2, 2], F64)])(convt(3, padding=1))
module_case("ConvTranspose2dModule", [Input([1, 4, 5, 5])],
            lambda: torch.nn.ConvTranspose2d(4, 2, 3, stride=2, padding=1, output_padding=1))


# ---------------------------------------------------------------------------------------------
# aten.convolution called directly
# ---------------------------------------------------------------------------------------------

@case("ConvAtenConvolution", [Input([1, 2, 6, 6]), Input([3, 2, 3, 3]), Input([3])])
def _(x, w, b):
    return torch.ops.aten.convolution(x, w, b, [2, 1], [1, 0], [1, 1], False, [0, 0], 1)


@case("ConvAtenConvolutionTransposed", [Input([1, 2, 4]), Input([2, 3, 3])])
def _(x, w):
    return torch.ops.aten.convolution(x, w, None, [2], [1], [1], True, [1], 1)


# ---------------------------------------------------------------------------------------------
# padding
# ---------------------------------------------------------------------------------------------

def pad(p, mode="constant", value=None):
    if mode == "constant":
        return lambda x: F.pad(x, p, mode, value)
    return lambda x: F.pad(x, p, mode)


case("ConvPadConstant", [Input([2, 3, 4])])(pad((1, 2)))
case("ConvPadConstantValue", [Input([2, 3, 4])])(pad((1, 2, 0, 3), value=-2.5))
case("ConvPadConstantNegative", [Input([2, 6, 5])])(pad((-1, 2, 1, -2)))
case("ConvPadConstantInt", [Input([3, 4], I64)])(pad((2, 1), value=7))
case("ConvPadConstantDynamic", [Input([-1, 3, -1])])(pad((1, 1, 2, 0)))
case("ConvPadReflect1d", [Input([1, 3, 6])])(pad((2, 3), "reflect"))
case("ConvPadReflect2d", [Input([1, 2, 5, 6])])(pad((1, 2, 3, 1), "reflect"))
case("ConvPadReflect3d", [Input([1, 1, 4, 4, 4])])(pad((1, 1, 2, 0, 1, 3), "reflect"))
case("ConvPadReflectDynamic", [Input([-1, 3, -1], sizes=[2, 3, 7])])(pad((2, 3), "reflect"))
case("ConvPadReflectInt", [Input([1, 2, 5], I32)])(pad((2, 1), "reflect"))
case("ConvPadReplicate1d", [Input([1, 3, 4])])(pad((3, 2), "replicate"))
case("ConvPadReplicate2d", [Input([1, 2, 4, 5])])(pad((1, 2, 2, 1), "replicate"))
case("ConvPadReplicate3d", [Input([1, 1, 3, 3, 3])])(pad((1, 0, 0, 2, 1, 1), "replicate"))
case("ConvPadReplicateDynamic", [Input([1, -1, -1])])(pad((4, 4), "replicate"))
case("ConvPadCircular1d", [Input([1, 3, 6])])(pad((2, 3), "circular"))
case("ConvPadCircular2d", [Input([1, 2, 4, 5])])(pad((1, 2, 3, 1), "circular"))


@case("ConvConstantPadNd", [Input([2, 3, 4], I32)])
def _(x):
    return torch.constant_pad_nd(x, [1, 2, 1, 0], -1)


@case("ConvReflectionPad2dOp", [Input([1, 2, 4, 4])])
def _(x):
    return torch.ops.aten.reflection_pad2d(x, [1, 2, 2, 1])


@case("ConvReplicationPad1dOp", [Input([2, 3, 4])])
def _(x):
    return torch.ops.aten.replication_pad1d(x, [2, 5])


@_case("ConvTranspose2dUnbatched", [Input([3, 4, 4]), Input([3, 2, 3, 3]), Input([2])])
def _(x, w, bias):
    return F.conv_transpose2d(x, w, bias, stride=2, padding=1, output_padding=1)


@_case("ConvTranspose1dUnbatched", [Input([2, 5]), Input([2, 3, 2])])
def _(x, w):
    return F.conv_transpose1d(x, w)


@_case("Conv3dPaddingSameUnbatched", [Input([1, 4, 4, 4]), Input([2, 1, 3, 3, 3]), Input([2])])
def _(x, w, bias):
    return F.conv3d(x, w, bias, padding="same")


@_case("Conv2dPaddingSameEvenKernelUnbatched", [Input([2, 5, 6]), Input([4, 1, 4, 3])])
def _(x, w):
    return F.conv2d(x, w, padding="same", dilation=(1, 2), groups=2)
