"""Creation and scalars: zeros/ones/empty/full and their ``_like``/``new_`` forms, scalar_tensor,
arange (int/float, start/end/step, dynamic ends), linspace, eye, tensor literals (small dense and
large ``dense_resource`` weights), and tensor <-> scalar conversions and ``!torch.int/float``
arithmetic (``item``, ``size``, ``x.shape[0] * 2``, comparisons, ``max``/``min``)."""
import torch

from tmlir.e2e import Input
from ._common import case, F64, F16, I8, U8, I32, I64, BOOL


# ---------------------------------------------------------------------------------------------
# zeros / ones / empty / full
# ---------------------------------------------------------------------------------------------

@case("CreateZeros", [Input([2, 3])])
def _(x):
    return torch.zeros(2, 3) + x


@case("CreateZerosInt64", [Input([3], I64)])
def _(x):
    return torch.zeros(2, 3, dtype=torch.int64) + x


@case("CreateZerosBool", [Input([3], BOOL)])
def _(x):
    return torch.zeros(2, 3, dtype=torch.bool) | x


@case("CreateZerosDynamic", [Input([-1, 3])])
def _(x):
    return torch.zeros(x.size(0), 4)


@case("CreateZerosScalar", [Input([])])
def _(x):
    return torch.zeros([]) + x


@case("CreateZerosEmpty", [Input([3])])
def _(x):
    return torch.zeros(0, 3) * x


class CreateZerosMatmulConstant(torch.nn.Module):
    """``zeros @ weight + bias`` with every operand constant: a constant expression IREE hoists."""

    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(16, 48)

    def forward(self, x):
        return self.lin(torch.zeros(2, 16))[:, :16] + x


case("CreateZerosMatmulConstant", [Input([2, 16])])(CreateZerosMatmulConstant)


@case("CreateOnes", [Input([2, 3])])
def _(x):
    return torch.ones(2, 3) * x


@case("CreateOnesInt32", [Input([2, 3], I32)])
def _(x):
    return torch.ones(2, 3, dtype=torch.int32) + x


@case("CreateOnesFloat64", [Input([2, 3], F64)])
def _(x):
    return torch.ones(2, 3, dtype=torch.float64) - x


@case("CreateOnesUInt8", [Input([3], U8, low=0, high=100)])
def _(x):
    return torch.ones(3, dtype=torch.uint8) + x


@case("CreateOnesFloat16", [Input([3], F16)])
def _(x):
    return torch.ones(3, dtype=torch.float16) + x


@case("CreateOnesDynamic", [Input([-1, -1])])
def _(x):
    return torch.ones(x.size(1), x.size(0), dtype=torch.int64)


@case("CreateEmptyFilled", [Input([2, 3])])
def _(x):
    return torch.empty(2, 3).fill_(1.5) + x


@case("CreateEmptyShape", [Input([2, 3])])
def _(x):
    return torch.empty(2, 3).shape[0] * x


@case("CreateFull", [Input([2, 3])])
def _(x):
    return torch.full((2, 3), 2.5) + x


@case("CreateFullInt", [Input([2, 3], I64)])
def _(x):
    return torch.full((2, 3), 7) * x


@case("CreateFullBool", [Input([2, 3], BOOL)])
def _(x):
    return torch.full((2, 3), True) & x


@case("CreateFullNegative", [Input([3], F64)])
def _(x):
    return torch.full((3,), -4.25, dtype=torch.float64) + x


@case("CreateFullDynamic", [Input([-1, 2])])
def _(x):
    return torch.full((x.shape[0], 3), 0.5)


@case("CreateFullFromItem", [Input([3])])
def _(x):
    return torch.full((2, 2), x.sum().item())


# ---------------------------------------------------------------------------------------------
# _like / new_ / scalar_tensor
# ---------------------------------------------------------------------------------------------

@case("CreateZerosLike", [Input([2, 3])])
def _(x):
    return torch.zeros_like(x)


@case("CreateZerosLikeDtype", [Input([2, 3])])
def _(x):
    return torch.zeros_like(x, dtype=torch.int32)


@case("CreateOnesLike", [Input([2, 3], I64)])
def _(x):
    return torch.ones_like(x)


@case("CreateOnesLikeDynamic", [Input([-1, 3])])
def _(x):
    return torch.ones_like(x) + x


@case("CreateOnesLikeBool", [Input([4], BOOL)])
def _(x):
    return torch.ones_like(x)


@case("CreateEmptyLikeFilled", [Input([2, 3])])
def _(x):
    return torch.empty_like(x).fill_(3.0)


@case("CreateFullLike", [Input([2, 3])])
def _(x):
    return torch.full_like(x, 1.25)


@case("CreateFullLikeInt", [Input([2, 3], I32)])
def _(x):
    return torch.full_like(x, 5)


@case("CreateFullLikeDynamic", [Input([-1, -1])])
def _(x):
    return torch.full_like(x, -1.0) * x


@case("CreateNewZeros", [Input([2, 3])])
def _(x):
    return x.new_zeros(3, 2)


@case("CreateNewOnes", [Input([2, 3], I64)])
def _(x):
    return x.new_ones(4)


@case("CreateNewFull", [Input([2, 3])])
def _(x):
    return x.new_full((2, 2), 9.0)


@case("CreateNewEmptyShape", [Input([2, 3])])
def _(x):
    return x.new_empty(5).shape[0] + x


@case("CreateNewZerosDynamic", [Input([-1, 3])])
def _(x):
    return x.new_zeros(x.size(0))


@case("CreateScalarTensor", [Input([3])])
def _(x):
    return torch.scalar_tensor(3.5) + x


@case("CreateScalarTensorInt", [Input([3], I64)])
def _(x):
    return torch.scalar_tensor(2, dtype=torch.int64) * x


@case("CreateScalarTensorFromSize", [Input([-1])])
def _(x):
    return torch.scalar_tensor(x.size(0))


# ---------------------------------------------------------------------------------------------
# arange / linspace / eye
# ---------------------------------------------------------------------------------------------

@case("CreateArange", [Input([5])])
def _(x):
    return torch.arange(5) + x


@case("CreateArangeStartEnd", [Input([6], I64)])
def _(x):
    return torch.arange(2, 8) * x


@case("CreateArangeStep", [Input([3])])
def _(x):
    return torch.arange(1, 10, 4) + x


@case("CreateArangeNegativeStep", [Input([4])])
def _(x):
    return torch.arange(10, 2, -2) + x


@case("CreateArangeFloat", [Input([5])])
def _(x):
    return torch.arange(0.5, 3.0, 0.5) + x


@case("CreateArangeFloatDtype", [Input([4])])
def _(x):
    return torch.arange(4, dtype=torch.float32) * x


@case("CreateArangeFloat64", [Input([3], F64)])
def _(x):
    return torch.arange(-1.0, 0.5, 0.5, dtype=torch.float64) + x


@case("CreateArangeInt32", [Input([4], I32)])
def _(x):
    return torch.arange(4, dtype=torch.int32) + x


@case("CreateArangeDynamicEnd", [Input([-1])])
def _(x):
    return torch.arange(x.size(0)) + x


@case("CreateArangeDynamicStartEnd", [Input([-1, 2])])
def _(x):
    return torch.arange(1, x.size(0) + 3, 2)


@case("CreateArangeEmpty", [Input([3])])
def _(x):
    return torch.arange(3, 3) + 1


@case("CreateLinspace", [Input([5])])
def _(x):
    return torch.linspace(0, 1, 5) + x


@case("CreateLinspaceNegative", [Input([7])])
def _(x):
    return torch.linspace(2.5, -3.0, 7) * x


@case("CreateLinspaceOne", [Input([1])])
def _(x):
    return torch.linspace(4, 8, 1) + x


@case("CreateEye", [Input([3, 3])])
def _(x):
    return torch.eye(3) + x


@case("CreateEyeRect", [Input([3, 4])])
def _(x):
    return torch.eye(3, 4) * x


@case("CreateEyeInt", [Input([4, 2], I64)])
def _(x):
    return torch.eye(4, 2, dtype=torch.int64) + x


@case("CreateEyeDynamic", [Input([-1, 3])])
def _(x):
    return torch.eye(x.size(0))


# ---------------------------------------------------------------------------------------------
# literals
# ---------------------------------------------------------------------------------------------

@case("CreateLiteralFloat", [Input([3])])
def _(x):
    return torch.tensor([1.0, -2.0, 3.5]) + x


@case("CreateLiteralInt", [Input([2, 2], I64)])
def _(x):
    return torch.tensor([[1, 2], [3, 4]]) * x


@case("CreateLiteralBool", [Input([3], BOOL)])
def _(x):
    return torch.tensor([True, False, True]) & x


@case("CreateLiteralInt8", [Input([3], I8)])
def _(x):
    return torch.tensor([1, -2, 3], dtype=torch.int8) + x


@case("CreateLiteralUInt8", [Input([3], U8, low=0, high=100)])
def _(x):
    return torch.tensor([200, 2, 3], dtype=torch.uint8) + x


@case("CreateLiteralScalar", [Input([3])])
def _(x):
    return torch.tensor(2.5) * x


@case("CreateLiteralSplat", [Input([4])])
def _(x):
    return torch.tensor([3.0, 3.0, 3.0, 3.0]) + x


@case("CreateLiteralBuffer", [Input([4, 8])])
class _Buf(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("table", torch.arange(32, dtype=torch.float32).reshape(4, 8) / 7)

    def forward(self, x):
        return x + self.table


@case("CreateLiteralLargeWeight", [Input([2, 64])])
class _Lin(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.w = torch.nn.Parameter(torch.randn(64, 48))

    def forward(self, x):
        return x * self.w[:1, :1] + self.w.sum()


# ---------------------------------------------------------------------------------------------
# tensor <-> scalar, scalar arithmetic
# ---------------------------------------------------------------------------------------------

@case("CreateItemFloat", [Input([3])])
def _(x):
    return x * x[1].item()


@case("CreateItemInt", [Input([3], I64)])
def _(x):
    return torch.full((2,), x[0].item() * 2 + 1)


@case("CreateItemSum", [Input([2, 3])])
def _(x):
    return torch.zeros(2) + x.sum().item()


@case("CreateItemInt32", [Input([2], I32)])
def _(x):
    return torch.full((3,), x[1].item())


@case("CreateItemFloat64", [Input([2], F64)])
def _(x):
    return torch.full((2, 2), x[0].item(), dtype=torch.float64)


@case("CreateItemFloat16", [Input([3], F16)])
def _(x):
    # the half value is widened inside a tensor op (the host VM has no f16)
    return torch.full((2,), x[1].item(), dtype=torch.float16)


@case("CreateItemBFloat16", [Input([3], torch.bfloat16)])
def _(x):
    return x * x[0].item()


@case("CreateItemBool", [Input([3], BOOL)])
def _(x):
    # export writes sym_ite(item, 1, 0) for the bool's range checks (a torch.prim.If)
    return torch.full((2,), x[2].item())


@case("CreateSizeArith", [Input([-1, 3])])
def _(x):
    return torch.full((2,), x.size(0) * 2 + x.size(1))


@case("CreateSizeFloorDiv", [Input([-1, 4])])
def _(x):
    return torch.zeros((x.size(0) + 1) // 2, 2)


@case("CreateSizeRemainder", [Input([-1, 4])], )
def _(x):
    return torch.full((1,), x.size(0) % 3)


@case("CreateSizeNegativeDim", [Input([2, -1])])
def _(x):
    return torch.full((1,), x.size(-1))


@case("CreateNumel", [Input([-1, 3])])
def _(x):
    return torch.full((1,), x.numel())


@case("CreateDim", [Input([2, 3, 4])])
def _(x):
    return x * x.dim()


@case("CreateSizeMax", [Input([-1, 3])])
def _(x):
    return torch.full((1,), max(x.size(0), 4))


@case("CreateSizeScaled", [Input([-1, 3])])
def _(x):
    return x * (x.size(0) / 2)


@case("CreateItemArith", [Input([3])])
def _(x):
    a = x[0].item()
    b = x[1].item()
    return torch.full((1,), a * b + a / 2.0 - b)


# ---------------------------------------------------------------------------------------------
# linalg.vander
# ---------------------------------------------------------------------------------------------

@case("VanderDefault", [Input([5])])
def _(x):
    return torch.linalg.vander(x)


@case("VanderBatchedN", [Input([2, 4])])
def _(x):
    return torch.linalg.vander(x, N=6)


@case("VanderInt32", [Input([4], I32, low=-4, high=5)])
def _(x):
    return torch.linalg.vander(x, N=3)


@case("VanderScalar", [Input([])])
def _(x):
    return torch.linalg.vander(x, N=3)


@case("EmptyPermutedZeroed", [Input([2, 3])])
def _(x):
    return torch.empty_permuted((2, 3, 4), (2, 0, 1)).zero_() + x.sum()
