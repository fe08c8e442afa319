"""Linear algebra: mm, bmm, matmul (every rank combination, broadcast batch dims), mv, dot, outer,
linear (nn.Linear too), addmm, addmv, baddbmm, addbmm, einsum — static and dynamic dims, float
and integer dtypes, non-contiguous inputs, empty contraction dims."""
import torch
import torch.nn.functional as F

from tmlir.e2e import Input, register_test
from ._common import case, F32, F64, F16, BF16, I8, U8, I32, I64


# small ints keep integer products exact and 8-bit ones mostly in range
_INT_RANGE = {I8: (-4, 4), U8: (0, 6), I32: (-10, 10), I64: (-10, 10)}
_HALF_TOL = {F16: dict(rtol=1e-2, atol=1e-2), BF16: dict(rtol=3e-2, atol=3e-2)}
_DTYPE_NAMES = {F32: "F32", F64: "F64", F16: "F16", BF16: "BF16", I8: "I8", U8: "U8", I32: "I32", I64: "I64"}


def inp(shape, dtype=F32, **kw):
    """An Input with a range suited to products of ``dtype``."""
    if dtype in _INT_RANGE and "value" not in kw:
        lo, hi = _INT_RANGE[dtype]
        kw.setdefault("low", lo)
        kw.setdefault("high", hi)
    return Input(shape, dtype, **kw)


# ---------------------------------------------------------------------------------------------
# mm
# ---------------------------------------------------------------------------------------------

def _mm(a, b):
    return torch.mm(a, b)


for _dt in (F32, F64, F16, BF16, I8, U8, I32, I64):
    case(f"LinearMm{_DTYPE_NAMES[_dt]}", [inp([3, 4], _dt), inp([4, 5], _dt)], _HALF_TOL.get(_dt))(_mm)

case("LinearMmDynamicRows", [Input([-1, 4]), Input([4, 6])])(_mm)
case("LinearMmDynamicAll", [Input([-1, -1]), Input([-1, -1])])(_mm)
case("LinearMmDynamicInt", [inp([-1, 3], I64), inp([3, -1], I64)])(_mm)
case("LinearMmNonContiguous", [Input([3, 4], non_contiguous=True), Input([4, 5], non_contiguous=True)])(_mm)
case("LinearMmOneByOne", [Input([1, 1]), Input([1, 1])])(_mm)
case("LinearMmRowVector", [Input([1, 7]), Input([7, 3])])(_mm)
case("LinearMmEmptyK", [Input([3, 0]), Input([0, 4])])(_mm)
case("LinearMmEmptyRows", [Input([0, 3]), Input([3, 4])])(_mm)
case("LinearMmLarge", [Input([64, 48]), Input([48, 32])], tolerance=dict(rtol=1e-4, atol=1e-4))(_mm)


@case("LinearMmOperator", [Input([2, 3]), Input([3, 2])])
def _(a, b):
    return a @ b


# ---------------------------------------------------------------------------------------------
# bmm
# ---------------------------------------------------------------------------------------------

def _bmm(a, b):
    return torch.bmm(a, b)


for _dt in (F32, F64, F16, BF16, I32, I64):
    case(f"LinearBmm{_DTYPE_NAMES[_dt]}", [inp([2, 3, 4], _dt), inp([2, 4, 5], _dt)], _HALF_TOL.get(_dt))(_bmm)

case("LinearBmmDynamicBatch", [Input([-1, 3, 4]), Input([-1, 4, 5])])(_bmm)
case("LinearBmmDynamicAll", [Input([-1, -1, -1]), Input([-1, -1, -1])])(_bmm)
case("LinearBmmSingleBatch", [Input([1, 3, 4]), Input([1, 4, 2])])(_bmm)
case("LinearBmmNonContiguous", [Input([2, 3, 4], non_contiguous=True), Input([2, 4, 3])])(_bmm)


# ---------------------------------------------------------------------------------------------
# matmul: every rank combination
# ---------------------------------------------------------------------------------------------

def _matmul(a, b):
    return torch.matmul(a, b)


_MATMUL_SHAPES = {
    "1d1d": ([4], [4]), "1d2d": ([4], [4, 5]), "2d1d": ([3, 4], [4]), "1d3d": ([4], [2, 4, 5]),
    "3d1d": ([2, 3, 4], [4]), "2d2d": ([3, 4], [4, 5]), "3d2d": ([2, 3, 4], [4, 5]),
    "2d3d": ([3, 4], [2, 4, 5]), "3d3d": ([2, 3, 4], [2, 4, 5]), "4d4d": ([2, 3, 4, 5], [2, 3, 5, 2]),
    "4d3d": ([2, 3, 4, 5], [3, 5, 2]), "4d1d": ([2, 3, 4, 5], [5]), "1d4d": ([4], [2, 3, 4, 5]),
    "BroadcastOnes": ([2, 1, 3, 4], [1, 5, 4, 6]), "BroadcastBatch1": ([1, 3, 4], [4, 4, 2]),
    "4d2d": ([2, 2, 3, 4], [4, 3]),
}
for _k, (_sa, _sb) in _MATMUL_SHAPES.items():
    case(f"LinearMatmul{_k}", [Input(_sa), Input(_sb)])(_matmul)

case("LinearMatmulDynamic3d2d", [Input([-1, -1, 4]), Input([4, 5])])(_matmul)
case("LinearMatmulDynamic1d2d", [Input([-1]), Input([-1, 3])])(_matmul)
case("LinearMatmulDynamic2d1d", [Input([3, -1]), Input([-1])])(_matmul)
case("LinearMatmulDynamic1d1d", [Input([-1]), Input([-1])])(_matmul)
case("LinearMatmulDynamicBatchBroadcast", [Input([-1, 3, 4]), Input([4, 2])])(_matmul)
case("LinearMatmulDynamic4d", [Input([2, -1, 3, 4]), Input([2, -1, 4, 3])])(_matmul)
case("LinearMatmulInt64Batched", [inp([2, 3, 4], I64), inp([4, 2], I64)])(_matmul)
case("LinearMatmulInt32Dot", [inp([5], I32), inp([5], I32)])(_matmul)
case("LinearMatmulF64Broadcast", [Input([2, 1, 3, 4], F64), Input([3, 4, 2], F64)])(_matmul)
case("LinearMatmulF16Vector", [Input([3, 4], F16), Input([4], F16)], tolerance=_HALF_TOL[F16])(_matmul)
case("LinearMatmulNonContiguous", [Input([2, 3, 4], non_contiguous=True), Input([4, 6], non_contiguous=True)])(
    _matmul)


# ---------------------------------------------------------------------------------------------
# mv, dot, outer
# ---------------------------------------------------------------------------------------------

def _mv(a, b):
    return torch.mv(a, b)


def _dot(a, b):
    return torch.dot(a, b)


def _outer(a, b):
    return torch.outer(a, b)


case("LinearMvF32", [Input([3, 4]), Input([4])])(_mv)
case("LinearMvF64", [Input([3, 4], F64), Input([4], F64)])(_mv)
case("LinearMvInt64", [inp([3, 4], I64), inp([4], I64)])(_mv)
case("LinearMvDynamic", [Input([-1, -1]), Input([-1])])(_mv)
case("LinearDotF32", [Input([6]), Input([6])])(_dot)
case("LinearDotF64", [Input([6], F64), Input([6], F64)])(_dot)
case("LinearDotInt32", [inp([6], I32), inp([6], I32)])(_dot)
case("LinearDotDynamic", [Input([-1]), Input([-1])])(_dot)
case("LinearOuterF32", [Input([3]), Input([4])])(_outer)
case("LinearOuterInt64", [inp([3], I64), inp([4], I64)])(_outer)
case("LinearOuterDynamic", [Input([-1]), Input([-1], sizes=[3])])(_outer)


# ---------------------------------------------------------------------------------------------
# linear
# ---------------------------------------------------------------------------------------------

def _linear(x, w, b):
    return torch.nn.functional.linear(x, w, b)


def _linear_nobias(x, w):
    return torch.nn.functional.linear(x, w)


case("LinearLinear2d", [Input([3, 4]), Input([5, 4]), Input([5])])(_linear)
case("LinearLinear3d", [Input([2, 3, 4]), Input([5, 4]), Input([5])])(_linear)
case("LinearLinear4d", [Input([2, 2, 3, 4]), Input([5, 4]), Input([5])])(_linear)
case("LinearLinear1dInput", [Input([4]), Input([5, 4]), Input([5])])(_linear)
case("LinearLinearNoBias", [Input([2, 3, 4]), Input([5, 4])])(_linear_nobias)
case("LinearLinearDynamic", [Input([-1, -1, 4]), Input([5, 4]), Input([5])])(_linear)
case("LinearLinearDynamicFeatures", [Input([3, -1]), Input([-1, -1]), Input([-1])])(_linear)
case("LinearLinearF64", [Input([3, 4], F64), Input([5, 4], F64), Input([5], F64)])(_linear)
case("LinearLinearF16", [Input([3, 4], F16), Input([5, 4], F16), Input([5], F16)], tolerance=_HALF_TOL[F16])(_linear)
case("LinearLinearBF16", [Input([3, 4], BF16), Input([5, 4], BF16), Input([5], BF16)],
     tolerance=_HALF_TOL[BF16])(_linear)
case("LinearLinearScalarBias", [Input([3, 4]), Input([1, 4]), Input([1])])(_linear)


@register_test(inputs=[Input([2, 8])], tolerance=dict(rtol=1e-4, atol=1e-5))
class LinearNnLinear(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.fc = torch.nn.Linear(8, 6)

    def forward(self, x):
        return self.fc(x)


@register_test(inputs=[Input([-1, 8])], tolerance=dict(rtol=1e-4, atol=1e-5))
class LinearNnLinearStackDynamic(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.fc1 = torch.nn.Linear(8, 6, bias=False)
        self.fc2 = torch.nn.Linear(6, 3)

    def forward(self, x):
        return self.fc2(self.fc1(x))


# ---------------------------------------------------------------------------------------------
# addmm, addmv, baddbmm, addbmm
# ---------------------------------------------------------------------------------------------

case("LinearAddmm", [Input([3, 5]), Input([3, 4]), Input([4, 5])])(lambda c, a, b: torch.addmm(c, a, b))


@case("LinearAddmmAlphaBeta", [Input([3, 5]), Input([3, 4]), Input([4, 5])])
def _(c, a, b):
    return torch.addmm(c, a, b, beta=0.5, alpha=2.0)


@case("LinearAddmmBetaZero", [Input([3, 5]), Input([3, 4]), Input([4, 5])])
def _(c, a, b):
    return torch.addmm(c, a, b, beta=0)


@case("LinearAddmmBroadcastBias", [Input([5]), Input([3, 4]), Input([4, 5])])
def _(c, a, b):
    return torch.addmm(c, a, b)


@case("LinearAddmmInt64", [inp([3, 5], I64), inp([3, 4], I64), inp([4, 5], I64)])
def _(c, a, b):
    return torch.addmm(c, a, b, beta=2, alpha=3)


@case("LinearAddmmDynamic", [Input([-1, -1]), Input([-1, 4]), Input([4, -1])])
def _(c, a, b):
    return torch.addmm(c, a, b, alpha=0.5)


@case("LinearAddmmF64", [Input([3, 5], F64), Input([3, 4], F64), Input([4, 5], F64)])
def _(c, a, b):
    return torch.addmm(c, a, b, beta=-1.5)


@case("LinearAddmv", [Input([3]), Input([3, 4]), Input([4])])
def _(c, a, b):
    return torch.addmv(c, a, b)


@case("LinearBaddbmm", [Input([2, 3, 5]), Input([2, 3, 4]), Input([2, 4, 5])])
def _(c, a, b):
    return torch.baddbmm(c, a, b)


@case("LinearBaddbmmAlphaBeta", [Input([2, 3, 5]), Input([2, 3, 4]), Input([2, 4, 5])])
def _(c, a, b):
    return torch.baddbmm(c, a, b, beta=0.25, alpha=4.0)


@case("LinearBaddbmmBroadcast", [Input([1, 5]), Input([2, 3, 4]), Input([2, 4, 5])])
def _(c, a, b):
    return torch.baddbmm(c, a, b)


@case("LinearBaddbmmDynamic", [Input([-1, 3, 5]), Input([-1, 3, 4]), Input([-1, 4, 5])])
def _(c, a, b):
    return torch.baddbmm(c, a, b)


@case("LinearAddbmm", [Input([3, 5]), Input([2, 3, 4]), Input([2, 4, 5])])
def _(c, a, b):
    return torch.addbmm(c, a, b)


@case("LinearAddbmmAlphaBeta", [Input([3, 5]), Input([4, 3, 4]), Input([4, 4, 5])])
def _(c, a, b):
    return torch.addbmm(c, a, b, beta=2.0, alpha=0.5)


# ---------------------------------------------------------------------------------------------
# einsum
# ---------------------------------------------------------------------------------------------

@case("LinearEinsumBatchMatmul", [Input([2, 3, 4]), Input([2, 4, 5])])
def _(a, b):
    return torch.einsum("bij,bjk->bik", a, b)


@case("LinearEinsumTransposedRhs", [Input([3, 4]), Input([5, 4])])
def _(a, b):
    return torch.einsum("ij,kj->ik", a, b)


@case("LinearEinsumOuter", [Input([3]), Input([4])])
def _(a, b):
    return torch.einsum("i,j->ij", a, b)


@case("LinearEinsumEllipsis", [Input([2, 3, 4]), Input([2, 4, 5])])
def _(a, b):
    return torch.einsum("...ij,...jk", a, b)


@case("LinearEinsumSumAll", [Input([3, 4])])
def _(a):
    return torch.einsum("ij->", a)


# ---------------------------------------------------------------------------------------------
# scaled_dot_product_attention (query 1 of the masks attends to no key: its output row is 0)
# ---------------------------------------------------------------------------------------------

_SDPA_BOOL_MASK = torch.tensor([[True, False, True, True, False],
                                [False, False, False, False, False],
                                [True, True, False, True, True]])
_SDPA_FLOAT_MASK = torch.where(_SDPA_BOOL_MASK, 0.0, -torch.inf)


class LinearSdpaBoolMaskEmptyRow(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("mask", _SDPA_BOOL_MASK.clone())

    def forward(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=self.mask)


register_test(inputs=[Input([1, 2, 3, 4]), Input([1, 2, 5, 4]), Input([1, 2, 5, 4])],
              name="LinearSdpaBoolMaskEmptyRow")(LinearSdpaBoolMaskEmptyRow)


@case("LinearSdpaBoolMaskInputEmptyRow", [Input([2, 3, 4]), Input([2, 5, 4]), Input([2, 5, 4])])
def _(q, k, v):
    return F.scaled_dot_product_attention(q, k, v, attn_mask=_SDPA_BOOL_MASK)


@case("LinearSdpaFloatMaskEmptyRow", [Input([2, 3, 4]), Input([2, 5, 4]), Input([2, 5, 4])])
def _(q, k, v):
    return F.scaled_dot_product_attention(q, k, v, attn_mask=_SDPA_FLOAT_MASK)


@case("LinearSafeSoftmax", [Input([3, 5])])
def _(x):
    return torch.ops.aten._safe_softmax(torch.where(_SDPA_BOOL_MASK, x, -torch.inf), 1)


@case("TensorDot", [Input([3, 4, 5]), Input([4, 5, 2])])
def _(a, b):
    return torch.tensordot(a, b, dims=2)


@case("TensorDotDimsLists", [Input([3, 4, 5]), Input([5, 3, 6])])
def _(a, b):
    return torch.tensordot(a, b, dims=([0, 2], [1, 0]))


@case("TensorDotIntOuter", [Input([2, 3], I64), Input([4], I64)])
def _(a, b):
    return torch.tensordot(a, b, dims=0)


@case("BilinearVectors", [Input([3]), Input([4]), Input([5, 3, 4]), Input([5])])
def _(x1, x2, w, bias):
    return F.bilinear(x1, x2, w, bias)


@case("Bilinear3d", [Input([2, 6, 3]), Input([2, 6, 4]), Input([5, 3, 4])])
def _(x1, x2, w):
    return F.bilinear(x1, x2, w)
