"""Softmax / log_softmax and normalization layers (batch, layer, group, instance norm), as modules
and as the functional / ``native_*`` ops that also return the statistics."""
import torch

from tmlir.e2e import Input, register_test
from ._common import case, F64, F16


F = torch.nn.functional


def module_case(name, inputs, make, tolerance=None):
    """Register ``make()`` (an nn.Module built under the test's seed, in eval mode) as a test."""
    def init(self):
        torch.nn.Module.__init__(self)
        self.m = make()

    def forward(self, x):
        return self.m(x)

    cls = type(name, (torch.nn.Module,), {"__init__": init, "forward": forward})
    register_test(inputs=inputs, name=name, tolerance=tolerance)(cls)


def _randomize(m):
    """Non-trivial affine parameters and running statistics."""
    with torch.no_grad():
        for n, p in list(m.named_parameters()) + list(m.named_buffers()):
            if n.endswith("running_var"):
                p.uniform_(0.5, 2.0)
            elif p.is_floating_point():
                p.uniform_(-1.0, 1.0)
    return m


# ---------------------------------------------------------------------------------------------
# softmax / log_softmax
# ---------------------------------------------------------------------------------------------

@case("NormSoftmaxLastDim", [Input([3, 4])])
def _(x):
    return torch.softmax(x, -1)


@case("NormSoftmaxDim0", [Input([3, 4])])
def _(x):
    return torch.softmax(x, 0)


@case("NormSoftmaxMiddleDim", [Input([2, 3, 4])])
def _(x):
    return torch.softmax(x, 1)


@case("NormSoftmaxDynamic", [Input([-1, -1])])
def _(x):
    return torch.softmax(x, 1)


@case("NormSoftmaxDynamicBatch", [Input([-1, 3, 8])])
def _(x):
    return F.softmax(x, dim=-1)


@case("NormSoftmaxF64", [Input([3, 5], F64)])
def _(x):
    return torch.softmax(x, 1)


@case("NormSoftmaxF16", [Input([3, 5], F16)])
def _(x):
    return torch.softmax(x, 1)


@case("NormSoftmaxDtypeF64", [Input([3, 5])])
def _(x):
    return F.softmax(x, 1, dtype=torch.float64)


@case("NormSoftmaxLargeValues", [Input([2, 6], low=1000.0, high=2000.0)])
def _(x):
    return torch.softmax(x, 1)


@case("NormSoftmaxNegInf", [Input(value=torch.tensor([[0.0, -float("inf"), 1.0], [2.0, 3.0, -float("inf")]]))])
def _(x):
    return torch.softmax(x, 1)


@case("NormSoftmaxNonContiguous", [Input([4, 6], non_contiguous=True)])
def _(x):
    return torch.softmax(x, 1)


@case("NormSoftmaxRank4", [Input([2, 3, 4, 5])])
def _(x):
    return torch.softmax(x, 2)


@case("NormSoftmaxSizeOne", [Input([3, 1])])
def _(x):
    return torch.softmax(x, 1)


module_case("NormSoftmaxModule", [Input([2, 7])], lambda: torch.nn.Softmax(dim=1))


@case("NormLogSoftmaxLastDim", [Input([3, 4])])
def _(x):
    return torch.log_softmax(x, -1)


@case("NormLogSoftmaxDim0Dynamic", [Input([-1, 4])])
def _(x):
    return torch.log_softmax(x, 0)


@case("NormLogSoftmaxF64", [Input([3, 4], F64)])
def _(x):
    return torch.log_softmax(x, 1)


@case("NormLogSoftmaxLargeValues", [Input([2, 6], low=-3000.0, high=3000.0)])
def _(x):
    return F.log_softmax(x, dim=1)


@case("NormLogSoftmaxDtype", [Input([3, 4])])
def _(x):
    return F.log_softmax(x, 1, dtype=torch.float64)


module_case("NormLogSoftmaxModule", [Input([2, 3, 5])], lambda: torch.nn.LogSoftmax(dim=2))


@case("NormSoftmaxInternal", [Input([3, 4])])
def _(x):
    return torch.ops.aten._softmax(x, 1, False), torch.ops.aten._log_softmax(x, 0, False)


# ---------------------------------------------------------------------------------------------
# batch norm
# ---------------------------------------------------------------------------------------------

module_case("NormBatchNorm1d", [Input([4, 3])], lambda: _randomize(torch.nn.BatchNorm1d(3)))
module_case("NormBatchNorm1dSeq", [Input([2, 3, 5])], lambda: _randomize(torch.nn.BatchNorm1d(3)))
module_case("NormBatchNorm2d", [Input([2, 3, 4, 4])], lambda: _randomize(torch.nn.BatchNorm2d(3)))
module_case("NormBatchNorm2dDynamic", [Input([-1, 3, -1, -1], sizes=[2, 3, 4, 5])],
            lambda: _randomize(torch.nn.BatchNorm2d(3)))
module_case("NormBatchNorm2dNoAffine", [Input([2, 3, 4, 4])],
            lambda: _randomize(torch.nn.BatchNorm2d(3, affine=False)))
module_case("NormBatchNorm3d", [Input([1, 2, 3, 3, 3])], lambda: _randomize(torch.nn.BatchNorm3d(2)))
module_case("NormBatchNorm2dF64", [Input([2, 3, 4, 4], F64)], lambda: _randomize(torch.nn.BatchNorm2d(3)).double())
module_case("NormBatchNorm2dEps", [Input([2, 3, 2, 2])], lambda: _randomize(torch.nn.BatchNorm2d(3, eps=0.1)))


@case("NormBatchNormFunctionalTraining", [Input([4, 3, 5])])
def _(x):
    return F.batch_norm(x, None, None, training=True)


@case("NormBatchNormFunctionalTrainingAffine", [Input([4, 3]), Input([3]), Input([3])])
def _(x, w, b):
    return F.batch_norm(x, None, None, w, b, training=True, eps=1e-3)


@case("NormBatchNormFunctionalEval", [Input([2, 3, 4]), Input([3]), Input([3], low=0.5, high=2.0)])
def _(x, m, v):
    return F.batch_norm(x, m, v, training=False)


@case("NormNativeBatchNormTraining", [Input([4, 3, 2]), Input([3]), Input([3])])
def _(x, w, b):
    return torch.ops.aten.native_batch_norm(x, w, b, None, None, True, 0.1, 1e-5)


# ---------------------------------------------------------------------------------------------
# layer norm
# ---------------------------------------------------------------------------------------------

module_case("NormLayerNorm", [Input([2, 3, 8])], lambda: _randomize(torch.nn.LayerNorm(8)))
module_case("NormLayerNorm2D", [Input([2, 3, 4])], lambda: _randomize(torch.nn.LayerNorm([3, 4])))
module_case("NormLayerNormNoAffine", [Input([4, 6])], lambda: torch.nn.LayerNorm(6, elementwise_affine=False))
module_case("NormLayerNormNoBias", [Input([4, 6])], lambda: _randomize(torch.nn.LayerNorm(6, bias=False)))
module_case("NormLayerNormDynamic", [Input([-1, -1, 8], sizes=[2, 5, 8])], lambda: _randomize(torch.nn.LayerNorm(8)))
module_case("NormLayerNormF64", [Input([3, 5], F64)], lambda: _randomize(torch.nn.LayerNorm(5)).double())
module_case("NormLayerNormEps", [Input([3, 5])], lambda: _randomize(torch.nn.LayerNorm(5, eps=1e-2)))
module_case("NormLayerNormAllDims", [Input([3, 5])], lambda: _randomize(torch.nn.LayerNorm([3, 5])))


@case("NormLayerNormFunctional", [Input([2, 4, 6]), Input([6]), Input([6])])
def _(x, w, b):
    return F.layer_norm(x, [6], w, b)


@case("NormNativeLayerNorm", [Input([2, 3, 4]), Input([4]), Input([4])])
def _(x, w, b):
    return torch.ops.aten.native_layer_norm(x, [4], w, b, 1e-5)


@case("NormNativeLayerNormTwoDims", [Input([2, 3, 4])])
def _(x):
    return torch.ops.aten.native_layer_norm(x, [3, 4], None, None, 1e-5)


@case("NormNativeLayerNormDynamic", [Input([-1, 4])])
def _(x):
    return torch.ops.aten.native_layer_norm(x, [4], None, None, 1e-5)


# ---------------------------------------------------------------------------------------------
# group norm
# ---------------------------------------------------------------------------------------------

module_case("NormGroupNorm", [Input([2, 4, 3, 3])], lambda: _randomize(torch.nn.GroupNorm(2, 4)))
module_case("NormGroupNormOneGroup", [Input([2, 4, 3])], lambda: _randomize(torch.nn.GroupNorm(1, 4)))
module_case("NormGroupNormPerChannel", [Input([2, 6, 5])], lambda: _randomize(torch.nn.GroupNorm(6, 6)))
module_case("NormGroupNormNoAffine", [Input([2, 6, 2, 2])], lambda: torch.nn.GroupNorm(3, 6, affine=False))
module_case("NormGroupNormDynamic", [Input([-1, 4, -1, -1], sizes=[3, 4, 2, 5])],
            lambda: _randomize(torch.nn.GroupNorm(2, 4)))
module_case("NormGroupNormRank2", [Input([3, 8])], lambda: _randomize(torch.nn.GroupNorm(4, 8)))
module_case("NormGroupNormF64", [Input([2, 4, 3], F64)], lambda: _randomize(torch.nn.GroupNorm(2, 4)).double())


@case("NormNativeGroupNorm", [Input([2, 4, 3, 3]), Input([4]), Input([4])])
def _(x, w, b):
    return torch.ops.aten.native_group_norm(x, w, b, 2, 4, 9, 2, 1e-5)


# ---------------------------------------------------------------------------------------------
# instance norm
# ---------------------------------------------------------------------------------------------

module_case("NormInstanceNorm2d", [Input([2, 3, 4, 4])], lambda: torch.nn.InstanceNorm2d(3))
module_case("NormInstanceNorm2dAffine", [Input([2, 3, 4, 4])],
            lambda: _randomize(torch.nn.InstanceNorm2d(3, affine=True)))
module_case("NormInstanceNorm1d", [Input([2, 3, 6])], lambda: torch.nn.InstanceNorm1d(3))
module_case("NormInstanceNorm2dDynamic", [Input([-1, 3, -1, -1], sizes=[2, 3, 3, 5])],
            lambda: torch.nn.InstanceNorm2d(3))
module_case("NormInstanceNorm3d", [Input([1, 2, 3, 3, 3])], lambda: torch.nn.InstanceNorm3d(2))
module_case("NormInstanceNormRunningStats", [Input([2, 3, 4, 4])],
            lambda: _randomize(torch.nn.InstanceNorm2d(3, affine=True, track_running_stats=True)))

# ---------------------------------------------------------------------------------------------
# in small models
# ---------------------------------------------------------------------------------------------


class _ConvBnRelu(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 4, 3, padding=1)
        self.bn = _randomize(torch.nn.BatchNorm2d(4))

    def forward(self, x):
        return torch.relu(self.bn(self.conv(x)))


module_case("NormConvBatchNormRelu", [Input([1, 3, 6, 6])], _ConvBnRelu, tolerance=dict(rtol=1e-4, atol=1e-4))


class _Attention(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = _randomize(torch.nn.LayerNorm(8))
        self.q = torch.nn.Linear(8, 8)
        self.k = torch.nn.Linear(8, 8)

    def forward(self, x):
        h = self.ln(x)
        scores = self.q(h) @ self.k(h).transpose(-1, -2)
        return torch.softmax(scores / 8 ** 0.5, -1)


module_case("NormLayerNormAttentionScores", [Input([2, 5, 8])], _Attention, tolerance=dict(rtol=1e-4, atol=1e-5))


@case("NormInstanceNormF16Large", [Input([1, 2, 4_000_000], F16, low=3.0, high=7.0)], tolerance=dict(rtol=1e-3, atol=1e-3))
def _(x):
    """f16 statistics over 4M elements per channel (PyTorch accumulates them in f32, pairwise)."""
    return torch.nn.functional.instance_norm(x)


# ---------------------------------------------------------------------------------------------
# functional training batch norm (the running-stat updates as results)
# ---------------------------------------------------------------------------------------------

@case("NativeBatchNormLegitFunctionalTrain", [Input([4, 3, 5]), Input([3]), Input([3]), Input([3]),
                                              Input([3], low=0.5, high=2.0)])
def _(x, w, bias, rm, rv):
    return torch.ops.aten._native_batch_norm_legit_functional(x, w, bias, rm, rv, True, 0.1, 1e-5)


@case("NativeBatchNormLegitFunctionalEval", [Input([2, 3, 4, 4]), Input([3]), Input([3]), Input([3]),
                                             Input([3], low=0.5, high=2.0)])
def _(x, w, bias, rm, rv):
    y, _m, _r, rm2, rv2 = torch.ops.aten._native_batch_norm_legit_functional(x, w, bias, rm, rv, False, 0.1, 1e-5)
    return y, rm2, rv2


@case("BatchNormWithUpdateFunctional", [Input([3, 2, 6]), Input([2]), Input([2]), Input([2]),
                                        Input([2], low=0.5, high=2.0)])
def _(x, w, bias, rm, rv):
    y, mean, rstd, _reserve, rm2, rv2 = torch.ops.aten._batch_norm_with_update_functional(
        x, w, bias, rm, rv, 0.3, 1e-5)
    return y, mean, rstd, rm2, rv2


@case("NativeBatchNormLegitTrainF16", [Input([5, 5, 5], torch.float16), Input([5], torch.float16),
                                       Input([5], torch.float16), Input([5], torch.float16),
                                       Input([5], torch.float16, low=0.5, high=2.0)],
      tolerance=dict(rtol=1e-3, atol=1e-5))
def _(x, w, bias, rm, rv):
    """Half input: statistics in f32, y normalized with the mean and rstd rounded to f16 (as
    PyTorch's CPU kernel saves them), running stats written in place."""
    rm, rv = rm.clone(), rv.clone()
    y, mean, rstd = torch.ops.aten._native_batch_norm_legit(x, w, bias, rm, rv, True, 0.5, 0.6)
    return y, mean, rstd, rm, rv


@case("NativeBatchNormLegitEvalBFloat16", [Input([3, 2, 4], torch.bfloat16), Input([2], torch.bfloat16),
                                           Input([2], torch.bfloat16), Input([2], torch.bfloat16),
                                           Input([2], torch.bfloat16, low=0.5, high=2.0)],
      tolerance=dict(rtol=1.6e-2, atol=1e-5))
def _(x, w, bias, rm, rv):
    return torch.ops.aten._native_batch_norm_legit_no_training(x, w, bias, rm, rv, -1.2, 1e-5)


@case("NormNativeGroupNormBFloat16", [Input([2, 6, 5, 5], torch.bfloat16), Input([6], torch.bfloat16),
                                      Input([6], torch.bfloat16)], tolerance=dict(rtol=1.6e-2, atol=1e-5))
def _(x, w, b):
    """Normalized in f32 and rounded once, as PyTorch does for half inputs."""
    return torch.ops.aten.native_group_norm(x, w, b, 2, 6, 25, 3, 1e-5)


@case("NormNativeGroupNormFloat16", [Input([2, 6, 5, 5], F16), Input([6], F16), Input([6], F16)],
      tolerance=dict(rtol=1e-3, atol=1e-5))
def _(x, w, b):
    return torch.ops.aten.native_group_norm(x, w, b, 2, 6, 25, 3, 1e-5)


@case("NormRmsNormF16SmallValues", [Input([2, 4], F16, low=-0.01, high=0.01)], tolerance=dict(rtol=1e-3, atol=1e-3))
def _(x):
    # x^2 underflows in f16 and the default eps is the computation type's: PyTorch computes half
    # inputs in f32 (eps 1.2e-7), then rounds back
    return torch.nn.functional.rms_norm(x, (4,))
