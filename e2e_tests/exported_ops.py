"""Ops that ``torch.export`` writes for ordinary PyTorch code and that tmlir handles through
decompositions only: nll_loss_nd / nll_loss2d, ``_int_mm``, ``conv_tbc``, ``_trilinear``
(nn.Bilinear), ``prims.collapse``, ``Tensor.unfold``, ``as_strided``, ``kthvalue``,
``bucketize``, ``tril_indices`` / ``triu_indices``, and the backward ops
``max_pool2d/3d_with_indices_backward``, ``embedding_dense_backward`` (which export writes as
``_unsafe_masked_index_put_accumulate``), ``convolution_backward`` — static and dynamic dims (``conv_tbc`` only static:
``torch.export`` specializes its sizes)."""
import torch

from tmlir.e2e import Input, register_test
from ._common import case

tensor = torch.tensor


# -- losses ---------------------------------------------------------------------------------------
@case("NllLossNd", [Input([2, 3, 4, 5]), Input([2, 4, 5], torch.int64, low=0, high=3), Input([3], low=0.1, high=1)])
def _(x, t, w):
    return torch.ops.aten.nll_loss_nd(x.log_softmax(1), t, w, 1, 1)


@case("NllLossNdDynamic", [Input([-1, 3, -1], sizes=[2, 3, 6]), Input([-1, -1], torch.int64, low=0, high=3,
                                                                        sizes=[2, 6])])
def _(x, t):
    return torch.ops.aten.nll_loss_nd(x, t, None, 2, -100)


@case("NllLoss2d", [Input([2, 3, 4, 5]), Input([2, 4, 5], torch.int64, low=0, high=3)])
def _(x, t):
    return torch.ops.aten.nll_loss2d(x, t, None, 1, 2)


@case("CrossEntropySpatial", [Input([2, 4, 3, 3]), Input([2, 3, 3], torch.int64, low=0, high=4)])
def _(x, t):
    return torch.nn.functional.cross_entropy(x, t)


# -- linear ---------------------------------------------------------------------------------------
@case("IntMm", [Input([32, 16], torch.int8, low=-100, high=100), Input([16, 8], torch.int8, low=-100, high=100)])
def _(a, b):
    return torch._int_mm(a, b)


@case("ConvTbc", [Input([7, 2, 3]), Input([3, 3, 4]), Input([4])], tolerance=dict(rtol=1e-4, atol=1e-5))
def _(x, w, b):
    return torch.conv_tbc(x, w, b, 1)


@case("Trilinear", [Input([3, 4]), Input([2, 4, 5]), Input([3, 5])], tolerance=dict(rtol=1e-4, atol=1e-5))
def _(a, w, c):
    return torch.ops.aten._trilinear(a, w, c, [1, 3], [0], [1, 2], [2, 3], 1)


@register_test(inputs=[Input([3, 4]), Input([3, 5])], name="BilinearModule", tolerance=dict(rtol=1e-4, atol=1e-5))
class BilinearModule(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.bil = torch.nn.Bilinear(4, 5, 6)

    def forward(self, a, b):
        return self.bil(a, b)


# -- data movement --------------------------------------------------------------------------------
@case("PrimsCollapse", [Input([2, 3, 4, 5])])
def _(x):
    return torch.ops.prims.collapse(x, 1, 2)


@case("PrimsCollapseDynamic", [Input([-1, 3, -1], sizes=[2, 3, 4])])
def _(x):
    return torch.ops.prims.collapse(x, 0, 1)


@case("Unfold", [Input([2, 9, 3])])
def _(x):
    return x.unfold(1, 3, 2)


@case("UnfoldLastDim", [Input([3, 8], torch.int64)])
def _(x):
    return x.unfold(-1, 4, 4)


@case("UnfoldDynamic", [Input([-1, 10], sizes=[3, 10])])
def _(x):
    return x.unfold(1, 3, 3)


@case("UnfoldDynamicWindowDim", [Input([2, -1], sizes=[2, 11])])
def _(x):
    return x.unfold(1, 4, 2)


@case("AsStrided", [Input([12])])
def _(x):
    return torch.as_strided(x, (3, 3), (2, 1), 1)


@case("AsStridedOverlapping", [Input([3, 4])])
def _(x):
    return torch.as_strided(x, (2, 3, 2), (4, 1, 0))


# -- selection ------------------------------------------------------------------------------------
@case("Kthvalue", [Input([3, 5])])
def _(x):
    v, i = torch.kthvalue(x, 2, 1)
    return v, i


@case("KthvalueKeepdimDynamic", [Input([-1, 6], sizes=[4, 6])])
def _(x):
    v, i = torch.kthvalue(x, 4, -1, keepdim=True)
    return v, i


@case("Bucketize", [Input([3, 5]), Input(value=tensor([-1.0, 0.0, 0.5, 1.0]))])
def _(x, bd):
    return torch.bucketize(x, bd)


@case("BucketizeRightInt32", [Input(value=tensor([[-1.0, 0.0, 0.3], [0.5, 2.0, 1.0]])), Input(value=tensor([-1.0, 0.0, 0.5, 1.0]))])
def _(x, bd):
    return torch.bucketize(x, bd, out_int32=True, right=True)


@case("BucketizeDynamic", [Input([-1], sizes=[9]), Input(value=tensor([-0.5, 0.5]))])
def _(x, bd):
    return torch.bucketize(x, bd)


# -- creation ---------------------------------------------------------------------------------------
@case("TrilIndices", [Input([2, 1], torch.int64)])
def _(x):
    return torch.tril_indices(4, 3, 1) + x


@case("TriuIndices", [Input([2, 1], torch.int64)])
def _(x):
    return torch.triu_indices(3, 5, -1) + x


# -- backward ops -----------------------------------------------------------------------------------
@case("MaxPool2dWithIndicesBackward", [Input([2, 3, 2, 3]), Input([2, 3, 4, 6])])
def _(g, x):
    _, idx = torch.ops.aten.max_pool2d_with_indices(x, [2, 2], [2, 2])
    return torch.ops.aten.max_pool2d_with_indices_backward(g, x, [2, 2], [2, 2], [0, 0], [1, 1], False, idx)


@case("MaxPool2dWithIndicesBackwardOverlapping", [Input([1, 2, 3, 3]), Input([1, 2, 5, 5])])
def _(g, x):
    _, idx = torch.ops.aten.max_pool2d_with_indices(x, [3, 3], [1, 1], [0, 0])
    return torch.ops.aten.max_pool2d_with_indices_backward(g, x, [3, 3], [1, 1], [0, 0], [1, 1], False, idx)


@case("MaxPool3dWithIndicesBackward", [Input([1, 2, 2, 2, 2]), Input([1, 2, 4, 4, 4])])
def _(g, x):
    _, idx = torch.ops.aten.max_pool3d_with_indices(x, [2, 2, 2], [2, 2, 2])
    return torch.ops.aten.max_pool3d_with_indices_backward(g, x, [2, 2, 2], [2, 2, 2], [0, 0, 0], [1, 1, 1], False,
                                                           idx)


@case("ConvolutionBackward2d", [Input([2, 4, 6, 5]), Input([2, 3, 11, 10]), Input([4, 3, 3, 3])])
def _(g, x, w):
    return torch.ops.aten.convolution_backward(g, x, w, [4], [2, 2], [1, 1], [1, 1], False, [0, 0], 1,
                                               [True, True, True])


@case("ConvolutionBackward1dStridedDilatedNoBias", [Input([2, 5, 7]), Input([2, 3, 20]), Input([5, 3, 3])])
def _(g, x, w):
    gi, gw, _ = torch.ops.aten.convolution_backward(g, x, w, None, [3], [2], [2], False, [0], 1, [True, True, False])
    return gi, gw


@case("ConvolutionBackward2dDynamicBatch", [Input([-1, 4, 9, 8], sizes=[3, 4, 9, 8]), Input([-1, 3, 11, 10], sizes=[3, 3, 11, 10]),
                                            Input([4, 3, 3, 3])])
def _(g, x, w):
    return torch.ops.aten.convolution_backward(g, x, w, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1,
                                               [True, True, True])


@case("EmbeddingDenseBackward", [Input([2, 3, 4]), Input(value=tensor([[0, 2, 2], [1, 4, 2]]))])
def _(g, i):
    return torch.ops.aten.embedding_dense_backward(g, i, 5, 2, False)


@case("NllLossBackwardMean", [Input([]), Input([4, 5]), Input(value=tensor([0, 4, -100, 2])), Input([5], low=0.1, high=1)])
def _(g, x, t, w):
    total = w[t.clamp(min=0)].mul(t != -100).sum()
    return torch.ops.aten.nll_loss_backward(g, x, t, w, 1, -100, total)


@case("NllLoss2dBackwardNone", [Input([2, 4, 5]), Input([2, 3, 4, 5]), Input([2, 4, 5], torch.int64, low=0, high=3)])
def _(g, x, t):
    return torch.ops.aten.nll_loss2d_backward(g, x, t, None, 0, -100, torch.zeros(()))


@case("LogSigmoidBackward", [Input([3, 4]), Input([3, 4])])
def _(g, x):
    _, buf = torch.ops.aten.log_sigmoid_forward(x)
    return torch.ops.aten.log_sigmoid_backward(g, x, buf)


@case("GluBackward", [Input([3, 2, 5]), Input([3, 4, 5])])
def _(g, x):
    return torch.ops.aten.glu_backward(g, x, 1)


@case("ShrinkBackward", [Input([3, 4]), Input([3, 4])])
def _(g, x):
    return torch.ops.aten.hardshrink_backward(g, x, 0.5), torch.ops.aten.softshrink_backward(g, x, 0.3)


@case("NativeLayerNormBackward", [Input([2, 3, 4]), Input([2, 3, 4]), Input([4]), Input([4])])
def _(g, x, w, b):
    _, mean, rstd = torch.ops.aten.native_layer_norm(x, [4], w, b, 1e-5)
    return torch.ops.aten.native_layer_norm_backward(g, x, [4], mean, rstd, w, b, [True, True, True])


@case("NativeLayerNormBackwardDynamic", [Input([-1, 6], sizes=[5, 6]), Input([-1, 6], sizes=[5, 6]), Input([6]),
                                         Input([6])])
def _(g, x, w, b):
    _, mean, rstd = torch.ops.aten.native_layer_norm(x, [6], w, b, 1e-5)
    return torch.ops.aten.native_layer_norm_backward(g, x, [6], mean, rstd, w, b, [True, True, True])


# -- arithmetic, linear algebra and reductions written as one aten op ----------------------------
_FIB = [1, 1]
while len(_FIB) < 93:
    _FIB.append(_FIB[-1] + _FIB[-2])


@case("GcdLcmInt64", [Input(value=tensor([12, -18, 0, 0, 7, _FIB[91], 6])), Input(value=tensor([8, 24, 5, 0, -21, _FIB[90], -4]))])
def _(a, c):
    # consecutive Fibonacci numbers: Euclid's worst case for int64 (90 steps)
    return torch.gcd(a, c), torch.lcm(a, c)


@case("GcdLcmUint8Broadcast", [Input([4, 1], torch.uint8, low=0, high=256), Input([5], torch.uint8, low=0, high=256)])
def _(a, c):
    return torch.gcd(a, c), torch.lcm(a, c)


@case("LcmInt16Fibonacci", [Input(value=tensor([17711, 233, -120], dtype=torch.int16)),
                            Input(value=tensor([10946, 144, 36], dtype=torch.int16))])
def _(a, c):
    return torch.lcm(a, c)


@case("Inner", [Input([2, 3, 4]), Input([5, 4])])
def _(a, c):
    return torch.inner(a, c)


@case("InnerInt64ZeroDim", [Input([3, 2], torch.int64), Input([], torch.int64)])
def _(a, c):
    return torch.inner(a, c), torch.inner(c, a)


@case("Kron", [Input([2, 3]), Input([4, 1, 2])])
def _(a, c):
    return torch.kron(a, c)


@case("KronInt32", [Input([3], torch.int32), Input([2, 2], torch.int32)])
def _(a, c):
    return torch.kron(a, c)


@case("SumToSize", [Input([4, 3, 5]), Input([2, 5], torch.int8)])
def _(x, i):
    return x.sum_to_size(3, 1), x.sum_to_size(1, 1, 5), i.sum_to_size(1, 5), i.sum_to_size(2, 5)


@case("PairwiseDistanceInt", [Input([4, 6], torch.int64), Input([6], torch.int64), Input([4, 6], torch.uint8, low=0, high=256),
                              Input([4, 6], torch.uint8, low=0, high=256)])
def _(a, c, u, v):
    # uint8 differences wrap before eps makes them float, as in PyTorch
    return (torch.nn.functional.pairwise_distance(a, c), torch.nn.functional.pairwise_distance(a, c, p=1.0, keepdim=True),
            torch.nn.functional.pairwise_distance(u, v, p=3.0))


@case("TripletMarginLossInt", [Input([4, 6], torch.int32), Input([4, 6], torch.int32), Input([4, 6], torch.int32)])
def _(a, p, n):
    return (torch.nn.functional.triplet_margin_loss(a, p, n),
            torch.nn.functional.triplet_margin_loss(a, p, n, p=1.0, swap=True, reduction="sum"))


@case("MedianDim", [Input([4, 7]), Input([3, 6], torch.float64)])
def _(x, y):
    return torch.median(x, 1), torch.median(y, 0, keepdim=True), torch.median(x)


@case("MedianNaN", [Input(value=tensor([[3.0, float("nan"), 1.0, float("nan")], [2.0, 0.5, 4.0, 1.0]]))])
def _(x):
    return torch.median(x, 1), torch.median(x)


@case("MedianInt", [Input(value=tensor([[5, -3, 9, 0, 2], [7, 1, -8, 4, 6]], dtype=torch.int32))])
def _(x):
    return torch.median(x, -1), torch.median(x)


@case("Searchsorted", [Input(value=tensor([-1.0, 0.0, 0.5, 0.5, 2.0])), Input([3, 4], low=-2.0, high=3.0)])
def _(s, x):
    return (torch.searchsorted(s, x), torch.searchsorted(s, x, right=True), torch.searchsorted(s, x, side="right", out_int32=True),
            torch.searchsorted(s, torch.tensor([0.5, 0.0, 7.0])))


@case("SearchsortedNdSorter", [Input(value=tensor([[4, 1, 3, 9], [2, 8, 5, 5]])), Input(value=tensor([[1, 2], [6, 5]])),
                               Input(value=tensor([[1, 2, 0, 3], [0, 2, 3, 1]]))])
def _(s, x, sorter):
    return torch.searchsorted(s, x, sorter=sorter), torch.searchsorted(s, x, sorter=sorter, right=True)


@case("SearchsortedScalar", [Input(value=tensor([1, 2, 3, 3, 7]))])
def _(s):
    return torch.searchsorted(s, 2.5), torch.searchsorted(s, 3, right=True), torch.searchsorted(s, 3, side="left")


_NA_X = [0.0, 0.0, 1.0, 1.0, -1.0, -1.0, 2.0, 3.5, float("inf"), float("nan"), 1.0, -0.0, 65504.0]
_NA_Y = [1.0, -1.0, 2.0, 0.0, -2.0, 0.0, 2.0, -7.0, 0.0, 1.0, float("nan"), 0.0, float("inf")]


@case("Nextafter", [Input(value=tensor(_NA_X)), Input(value=tensor(_NA_Y))], tolerance=dict(rtol=0.0, atol=0.0))
def _(x, y):
    return torch.nextafter(x, y)


@case("NextafterHalfTypes", [Input(value=tensor(_NA_X, dtype=torch.float16)), Input(value=tensor(_NA_Y, dtype=torch.float16)),
                             Input(value=tensor(_NA_X, dtype=torch.bfloat16)), Input(value=tensor(_NA_Y, dtype=torch.bfloat16)),
                             Input(value=tensor(_NA_X, dtype=torch.float64)), Input(value=tensor(_NA_Y, dtype=torch.float64))],
      tolerance=dict(rtol=0.0, atol=0.0))
def _(h, hy, bf, bfy, d, dy):
    return torch.nextafter(h, hy), torch.nextafter(bf, bfy), torch.nextafter(d, dy)


@case("HashTensor", [Input([3, 5]), Input([4, 2], torch.int8), Input([2, 3], torch.float16), Input([6], torch.bool)])
def _(x, i, h, bl):
    return (torch.hash_tensor(x), torch.hash_tensor(x, dim=1), torch.hash_tensor(i, dim=0, keepdim=True),
            torch.hash_tensor(h), torch.hash_tensor(bl))


@case("ViewDtypeBits", [Input([3, 4]), Input([5], torch.int16), Input([2, 3], torch.float64)])
def _(x, i, d):
    return x.view(torch.int32), i.view(torch.float16), d.view(torch.int64)


@case("IndexReduce", [Input([5, 3]), Input(value=tensor([0, 2, 0, 4])), Input([4, 3], low=0.5, high=2.0)])
def _(x, i, s):
    return tuple(x.index_reduce(0, i, s, r, include_self=inc) for r in ("prod", "mean", "amax", "amin")
                 for inc in (True, False))


@case("IndexReduceIntDim1", [Input([3, 4], torch.int32), Input(value=tensor([3, 3, 1])), Input([3, 3], torch.int32)])
def _(x, i, s):
    return x.index_reduce(1, i, s, "amax", include_self=False), x.index_reduce(-1, i, s, "mean")


_SIGNBIT_X = [-0.0, 0.0, float("nan"), -float("nan"), -1.5, 2.0, float("inf"), -float("inf")]


@case("Signbit", [Input(value=tensor(_SIGNBIT_X)), Input(value=tensor(_SIGNBIT_X, dtype=torch.float16)),
                  Input(value=tensor(_SIGNBIT_X, dtype=torch.float64)), Input([3, 4], torch.int8, low=-5, high=5),
                  Input([3, 4], torch.uint8), Input([3], torch.bool)])
def _(x, h, d, i, u, bl):
    return torch.signbit(x), torch.signbit(h), torch.signbit(d), torch.signbit(i), torch.signbit(u), torch.signbit(bl)


@case("Ldexp", [Input([3, 4]), Input([4], torch.int64, low=-10, high=10), Input([3, 4], torch.float16),
                Input([3, 4], torch.int32, low=-5, high=5), Input([3, 4], torch.float64)])
def _(x, e, h, i, d):
    return torch.ldexp(x, e), torch.ldexp(h, e), torch.ldexp(i, e), torch.ldexp(d, e), torch.ldexp(x, d)


@case("LdexpComplex", [Input([3, 4], torch.complex64), Input([4], torch.complex64), Input([4], torch.int64, low=-4, high=4)])
def _(x, c, e):
    return torch.ldexp(x, c), torch.ldexp(x, e)


_FREXP_X = [0.0, -0.0, 1.0, 2.0, 0.75, -3.0, 1e-3, 123456.0, float("inf"), -float("inf"), float("nan"), 3e38]


@case("Frexp", [Input(value=tensor(_FREXP_X)), Input(value=tensor(_FREXP_X + [1.7e308, 2.0 ** -1022], dtype=torch.float64)),
                Input(value=tensor(_FREXP_X[:-1] + [65504.0, 6e-8], dtype=torch.float16)), Input([3, 4], low=-1e4, high=1e4)],
      tolerance=dict(rtol=0.0, atol=0.0))
def _(x, d, h, r):
    return torch.frexp(x), torch.frexp(d), torch.frexp(h), torch.frexp(r)


# Frexp's f64 input keeps it off TOSA: the same without f64 (f16/bf16 go through f32 exactly)
@case("FrexpNoF64", [Input(value=tensor(_FREXP_X + [2.0 ** -126, -2.0 ** 127, 0.99999994, 3.4028235e38])),
                     Input(value=tensor(_FREXP_X[:-1] + [65504.0, 6e-8, -2.0 ** -14, 0.99951172], dtype=torch.float16)),
                     Input(value=tensor(_FREXP_X + [3.3895e38, -2.0 ** -126, 0.99609375], dtype=torch.bfloat16)),
                     Input([3, 4], low=-1e4, high=1e4)],
      tolerance=dict(rtol=0.0, atol=0.0))
def _(x, h, bf, r):
    return torch.frexp(x), torch.frexp(h), torch.frexp(bf), torch.frexp(r)
