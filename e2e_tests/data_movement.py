"""Views and data movement: view/reshape/flatten/unflatten, squeeze/unsqueeze, permute/transpose,
expand, slice/select/narrow, cat/stack, split/chunk/unbind, flip/roll/repeat/tile, padding,
triu/tril, diagonal, movedim, copies — static and dynamic dims, several dtypes, negative dims,
edge cases (size-1, empty dims, out-of-range slice ends) and non-contiguous inputs."""
import torch
import torch.nn.functional as F_

from tmlir.e2e import Input
from ._common import case, F64, F16, BF16, I8, U8, I32, I64, BOOL


# ---------------------------------------------------------------------------------------------
# view / reshape / flatten / unflatten
# ---------------------------------------------------------------------------------------------

@case("ViewStatic", [Input([2, 3, 4])])
def _(x):
    return x.view(6, 4)


@case("ViewInferred", [Input([2, 3, 4])])
def _(x):
    return x.view(-1, 2)


@case("ViewSplitDims", [Input([6, 4])])
def _(x):
    return x.view(2, 3, 2, 2)


@case("ViewRegroup", [Input([6, 4])])
def _(x):
    return x.view(4, 6)


@case("ViewToScalar", [Input([1, 1])])
def _(x):
    return x.view([])


@case("ViewFromScalar", [Input([])])
def _(x):
    return x.view(1, 1, 1)


@case("ViewUnitDims", [Input([2, 1, 3])])
def _(x):
    return x.view(1, 2, 3, 1)


@case("ViewDynamicInferred", [Input([-1, 8])])
def _(x):
    return x.view(-1, 4)


@case("ViewDynamicFlattenAll", [Input([-1, 3, 4])])
def _(x):
    return x.view(-1)


@case("ViewDynamicSizeExpr", [Input([-1, 6])])
def _(x):
    return x.view(x.size(0), 2, 3)


@case("ViewDynamicMerge", [Input([-1, 2, 3])])
def _(x):
    return x.view(x.size(0) * 2, 3)


@case("ViewDynamicTwoDims", [Input([-1, -1])])
def _(x):
    return x.view(-1)


@case("ViewInt64", [Input([4, 6], I64)])
def _(x):
    return x.view(2, 12)


@case("ViewInt8", [Input([4, 6], I8)])
def _(x):
    return x.view(3, 8)


@case("ViewUInt8", [Input([4, 6], U8, low=0, high=255)])
def _(x):
    return x.view(-1)


@case("ViewBool", [Input([4, 6], BOOL)])
def _(x):
    return x.view(6, 4)


@case("ViewFloat64", [Input([4, 6], F64)])
def _(x):
    return x.view(8, 3)


@case("ViewFloat16", [Input([4, 6], F16)])
def _(x):
    return x.view(24)


@case("ViewBFloat16", [Input([4, 6], BF16)])
def _(x):
    return x.view(2, 2, 6)


@case("ViewEmpty", [Input([0, 4])])
def _(x):
    return x.view(0, 2, 2)


@case("ViewReshapeNonContiguous", [Input([4, 6], non_contiguous=True)])
def _(x):
    return x.reshape(-1)


@case("ViewReshapeTransposed", [Input([3, 4])])
def _(x):
    return x.t().reshape(2, 6)


@case("ViewReshapeDynamic", [Input([-1, 4])])
def _(x):
    return x.reshape(2, -1)


@case("ViewFlattenAll", [Input([2, 3, 4])])
def _(x):
    return torch.flatten(x)


@case("ViewFlattenMiddle", [Input([2, 3, 4, 5])])
def _(x):
    return torch.flatten(x, 1, 2)


@case("ViewFlattenNegative", [Input([2, 3, 4])])
def _(x):
    return torch.flatten(x, -2)


@case("ViewFlattenDynamic", [Input([-1, 3, -1])])
def _(x):
    return torch.flatten(x, 1)


@case("ViewFlattenScalar", [Input([])])
def _(x):
    return torch.flatten(x)


@case("ViewUnflatten", [Input([2, 12])])
def _(x):
    return x.unflatten(1, (3, 4))


@case("ViewUnflattenInferred", [Input([2, 12])])
def _(x):
    return x.unflatten(-1, (-1, 6))


@case("ViewUnflattenDynamic", [Input([-1, 6])])
def _(x):
    return x.unflatten(1, (2, 3))


@case("ViewAs", [Input([2, 6]), Input([3, 4])])
def _(x, y):
    return x.view_as(y)


# ---------------------------------------------------------------------------------------------
# squeeze / unsqueeze
# ---------------------------------------------------------------------------------------------

@case("ViewSqueezeAll", [Input([1, 3, 1, 4])])
def _(x):
    return x.squeeze()


@case("ViewSqueezeDim", [Input([3, 1, 4])])
def _(x):
    return x.squeeze(1)


@case("ViewSqueezeNegativeDim", [Input([3, 4, 1])])
def _(x):
    return x.squeeze(-1)


@case("ViewSqueezeNonUnitDim", [Input([3, 4])])
def _(x):
    return x.squeeze(0)


@case("ViewSqueezeDims", [Input([1, 3, 1, 4, 1])])
def _(x):
    return x.squeeze((0, 2))


@case("ViewSqueezeDynamic", [Input([-1, 1, 4])])
def _(x):
    return x.squeeze(1)


@case("ViewSqueezeToScalar", [Input([1, 1], I64)])
def _(x):
    return x.squeeze()


@case("ViewUnsqueezeFront", [Input([3, 4])])
def _(x):
    return x.unsqueeze(0)


@case("ViewUnsqueezeBack", [Input([3, 4])])
def _(x):
    return x.unsqueeze(-1)


@case("ViewUnsqueezeMiddle", [Input([3, 4], I32)])
def _(x):
    return x.unsqueeze(1)


@case("ViewUnsqueezeDynamic", [Input([-1, -1])])
def _(x):
    return x.unsqueeze(1)


@case("ViewUnsqueezeScalar", [Input([])])
def _(x):
    return x.unsqueeze(0)


@case("ViewUnsqueezeBool", [Input([3, 4], BOOL)])
def _(x):
    return x.unsqueeze(-2)


# ---------------------------------------------------------------------------------------------
# permute / transpose / t / movedim
# ---------------------------------------------------------------------------------------------

@case("ViewPermute", [Input([2, 3, 4])])
def _(x):
    return x.permute(2, 0, 1)


@case("ViewPermuteNegative", [Input([2, 3, 4])])
def _(x):
    return x.permute(-1, -3, -2)


@case("ViewPermuteDynamic", [Input([-1, 3, -1])])
def _(x):
    return x.permute(1, 2, 0)


@case("ViewPermuteIdentity", [Input([2, 3])])
def _(x):
    return x.permute(0, 1) + 1


@case("ViewPermuteInt8", [Input([2, 3, 4], I8)])
def _(x):
    return x.permute(1, 0, 2)


@case("ViewTranspose", [Input([3, 4])])
def _(x):
    return x.transpose(0, 1)


@case("ViewTransposeNegative", [Input([2, 3, 4])])
def _(x):
    return x.transpose(-1, -3)


@case("ViewTransposeDynamic", [Input([-1, 4, 5])])
def _(x):
    return x.transpose(0, 2)


@case("ViewTransposeInt64", [Input([3, 4], I64)])
def _(x):
    return x.transpose(1, 0)


@case("ViewT", [Input([3, 4])])
def _(x):
    return x.t()


@case("ViewT1D", [Input([4])])
def _(x):
    return x.t()


@case("ViewTNonContiguous", [Input([3, 8], non_contiguous=True)])
def _(x):
    return x.t()


@case("ViewMovedim", [Input([2, 3, 4])])
def _(x):
    return torch.movedim(x, 0, 2)


@case("ViewMovedimNegative", [Input([2, 3, 4, 5])])
def _(x):
    return torch.movedim(x, -1, 1)


# ---------------------------------------------------------------------------------------------
# expand / broadcast_to
# ---------------------------------------------------------------------------------------------

@case("ViewExpand", [Input([3, 1])])
def _(x):
    return x.expand(3, 4)


@case("ViewExpandNewDims", [Input([3])])
def _(x):
    return x.expand(2, 4, 3)


@case("ViewExpandKeep", [Input([3, 1])])
def _(x):
    return x.expand(-1, 5)


@case("ViewExpandDynamic", [Input([-1, 1])])
def _(x):
    return x.expand(-1, 4)


@case("ViewExpandDynamicNew", [Input([-1])])
def _(x):
    return x.expand(2, -1)


@case("ViewExpandScalar", [Input([])])
def _(x):
    return x.expand(2, 3)


@case("ViewExpandBool", [Input([1, 3], BOOL)])
def _(x):
    return x.expand(4, 3)


@case("ViewExpandAs", [Input([1, 4]), Input([3, 4])])
def _(x, y):
    return x.expand_as(y)


@case("ViewBroadcastTo", [Input([4, 1, 2], I32)])
def _(x):
    return torch.broadcast_to(x, (4, 3, 2))


# ---------------------------------------------------------------------------------------------
# slice / select / narrow
# ---------------------------------------------------------------------------------------------

@case("ViewSliceStart", [Input([6, 4])])
def _(x):
    return x[2:]


@case("ViewSliceStartEnd", [Input([6, 4])])
def _(x):
    return x[1:4]


@case("ViewSliceStep", [Input([7, 4])])
def _(x):
    return x[::2]


@case("ViewSliceStepOffset", [Input([4, 9])])
def _(x):
    return x[:, 1:8:3]


@case("ViewSliceNegative", [Input([6, 4])])
def _(x):
    return x[-4:-1]


@case("ViewSliceOutOfRange", [Input([6, 4])])
def _(x):
    return x[2:100]


@case("ViewSliceNegativeOutOfRange", [Input([6, 4])])
def _(x):
    return x[-100:3]


@case("ViewSliceEmptyRange", [Input([6, 4])])
def _(x):
    return x[4:2]


@case("ViewSliceDynamic", [Input([-1, 4])])
def _(x):
    return x[1:]


@case("ViewSliceDynamicNegative", [Input([-1, 4])])
def _(x):
    return x[-3:-1]


@case("ViewSliceDynamicStep", [Input([-1, 4])], )
def _(x):
    return x[::2]


@case("ViewSliceDynamicEnd", [Input([-1, 6])])
def _(x):
    return x[:, :x.size(0) - 2]


@case("ViewSliceInt64", [Input([6, 4], I64)])
def _(x):
    return x[1:5, 1:3]


@case("ViewSliceBool", [Input([6, 4], BOOL)])
def _(x):
    return x[:, 2:]


@case("ViewSliceNonContiguous", [Input([6, 8], non_contiguous=True)])
def _(x):
    return x[1:, 1:3]


@case("ViewSelect", [Input([4, 5])])
def _(x):
    return x.select(1, 2)


@case("ViewSelectNegative", [Input([4, 5])])
def _(x):
    return x.select(0, -1)


@case("ViewSelectIndexing", [Input([3, 4, 5])])
def _(x):
    return x[1, :, 3]


@case("ViewSelectDynamic", [Input([-1, 5])])
def _(x):
    return x[:, -2]


@case("ViewSelectDynamicDim", [Input([-1, 5])])
def _(x):
    return x[-1]


@case("ViewSelect1D", [Input([5], I32)])
def _(x):
    return x[3]


@case("ViewNarrow", [Input([4, 6])])
def _(x):
    return x.narrow(1, 2, 3)


@case("ViewNarrowNegativeDim", [Input([6, 4])])
def _(x):
    return x.narrow(-2, 1, 4)


@case("ViewNarrowDynamic", [Input([-1, 6])])
def _(x):
    return x.narrow(0, 1, 2)


# ---------------------------------------------------------------------------------------------
# cat / stack
# ---------------------------------------------------------------------------------------------

@case("ViewCat", [Input([2, 3]), Input([4, 3])])
def _(x, y):
    return torch.cat([x, y])


@case("ViewCatDim1", [Input([2, 3]), Input([2, 1]), Input([2, 4])])
def _(x, y, z):
    return torch.cat([x, y, z], 1)


@case("ViewCatNegativeDim", [Input([2, 3]), Input([2, 2])])
def _(x, y):
    return torch.cat([x, y], -1)


@case("ViewCatDynamic", [Input([-1, 3]), Input([-1, 3])])
def _(x, y):
    return torch.cat([x, y])


@case("ViewCatDynamicOther", [Input([-1, 3]), Input([-1, 2])], )
def _(x, y):
    return torch.cat([x, y], 1)


@case("ViewCatSingle", [Input([2, 3])])
def _(x):
    return torch.cat([x])


@case("ViewCatEmptyLegacy", [Input([2, 3]), Input([0])])
def _(x, y):
    return torch.cat([x, y])


@case("ViewCatEmptyDim", [Input([0, 3]), Input([2, 3])])
def _(x, y):
    return torch.cat([x, y])


@case("ViewCatPromote", [Input([2, 3], I32), Input([2, 3])])
def _(x, y):
    return torch.cat([x, y])


@case("ViewCatInt64", [Input([2, 3], I64), Input([1, 3], I64)])
def _(x, y):
    return torch.cat([x, y])


@case("ViewCatBool", [Input([2, 3], BOOL), Input([2, 3], BOOL)])
def _(x, y):
    return torch.cat([x, y], 1)


@case("ViewCatUInt8", [Input([2, 3], U8, low=0, high=200), Input([2, 3], U8, low=0, high=200)])
def _(x, y):
    return torch.cat([x, y])


@case("ViewCatFloat16", [Input([2, 3], F16), Input([2, 3], F16)])
def _(x, y):
    return torch.cat([x, y])


@case("ViewCatSameInput", [Input([2, 3])])
def _(x):
    return torch.cat([x, x, x], 1)


@case("ViewStack", [Input([2, 3]), Input([2, 3])])
def _(x, y):
    return torch.stack([x, y])


@case("ViewStackLast", [Input([2, 3]), Input([2, 3])])
def _(x, y):
    return torch.stack([x, y], -1)


@case("ViewStackDynamic", [Input([-1, 3]), Input([-1, 3])])
def _(x, y):
    return torch.stack([x, y], 1)


@case("ViewStackInt32", [Input([4], I32), Input([4], I32), Input([4], I32)])
def _(x, y, z):
    return torch.stack([x, y, z])


@case("ViewHstack", [Input([2, 3]), Input([2, 2])])
def _(x, y):
    return torch.hstack([x, y])


# ---------------------------------------------------------------------------------------------
# split / chunk / unbind
# ---------------------------------------------------------------------------------------------

@case("ViewSplitEven", [Input([6, 4])])
def _(x):
    a, b, c = torch.split(x, 2)
    return a, b, c


@case("ViewSplitUneven", [Input([7, 4])])
def _(x):
    return torch.split(x, 3)


@case("ViewSplitSizes", [Input([4, 6])])
def _(x):
    a, b, c = torch.split(x, [1, 2, 3], dim=1)
    return a, b, c


@case("ViewSplitNegativeDim", [Input([4, 6], I64)])
def _(x):
    return torch.split(x, [4, 2], dim=-1)


@case("ViewSplitDynamicOther", [Input([-1, 6])])
def _(x):
    return torch.split(x, 3, dim=1)


@case("ViewSplitDynamicSizes", [Input([-1, -1], sizes=[3, 8]), Input([-1], sizes=[5])])
def _(x, y):
    # the split sizes are symbolic (``y``'s runtime size and the rest), as in
    # multi_head_attention_forward's in-projection split with a dynamic embedding size
    n = y.shape[0]
    a, b = torch.split(x, [n, x.shape[1] - n], dim=1)
    return a * 2, b + 1


@case("ViewSplitDynamicWhole", [Input([2, -1, 3], sizes=[2, 5, 3])])
def _(x):
    # one piece covering the dynamic dim: export lists its symbolic size as the split size
    (a,) = torch.split(x, x.shape[1], dim=1)
    return a


@case("TensorSplitTensorIndices", [Input([4, 7]), Input([2], I64, low=-8, high=9)])
def _(x, i):
    # the pieces' sizes come from the index values; the exported program asserts each piece's
    # storage offset (a slice start times the stride) is non-negative
    return torch.tensor_split(x, i, dim=1)


@case("TensorSplitTensorIndicesLastDim3d", [Input([3, 2, 6], I32), Input([3], I64, low=0, high=7)])
def _(x, i):
    return torch.tensor_split(x, i, dim=-1)


@case("ViewSplitUseOne", [Input([6, 4])])
def _(x):
    return torch.split(x, 2)[1] * 2


@case("ViewChunk", [Input([6, 4])])
def _(x):
    return torch.chunk(x, 3)


@case("ViewChunkUneven", [Input([5, 4])])
def _(x):
    return torch.chunk(x, 2)


@case("ViewChunkDim1", [Input([4, 6], I32)])
def _(x):
    return torch.chunk(x, 2, dim=1)


@case("ViewUnbind", [Input([3, 4])])
def _(x):
    return torch.unbind(x)


@case("ViewUnbindDim1", [Input([3, 4])])
def _(x):
    a, b, c, d = torch.unbind(x, 1)
    return a + b, c - d


@case("ViewUnbindDynamic", [Input([-1, 2])])
def _(x):
    return torch.unbind(x, 1)


# ---------------------------------------------------------------------------------------------
# flip / roll / repeat / tile
# ---------------------------------------------------------------------------------------------

@case("ViewFlip", [Input([3, 4])])
def _(x):
    return torch.flip(x, [0])


@case("ViewFlipAll", [Input([2, 3, 4])])
def _(x):
    return torch.flip(x, [0, 1, 2])


@case("ViewFlipNegative", [Input([3, 4], I64)])
def _(x):
    return torch.flip(x, [-1])


@case("ViewFlipDynamic", [Input([-1, 4])])
def _(x):
    return torch.flip(x, [0, 1])


@case("ViewFlipBool", [Input([5], BOOL)])
def _(x):
    return torch.flip(x, [0])


@case("ViewFliplr", [Input([3, 4])])
def _(x):
    return torch.fliplr(x)


@case("ViewRoll", [Input([5, 4])])
def _(x):
    return torch.roll(x, 2, 0)


@case("ViewRollNegative", [Input([5, 4])])
def _(x):
    return torch.roll(x, -1, 1)


@case("ViewRollMulti", [Input([5, 4], I32)])
def _(x):
    return torch.roll(x, (1, 3), (0, 1))


@case("ViewRepeat", [Input([2, 3])])
def _(x):
    return x.repeat(2, 3)


@case("ViewRepeatNewDims", [Input([2, 3])])
def _(x):
    return x.repeat(2, 1, 1)


@case("ViewRepeatOnes", [Input([2, 3], I64)])
def _(x):
    return x.repeat(1, 1)


@case("ViewRepeatDynamic", [Input([-1, 3])])
def _(x):
    return x.repeat(2, 2)


@case("ViewTile", [Input([2, 3])])
def _(x):
    return torch.tile(x, (2,))


@case("ViewTileMore", [Input([3])])
def _(x):
    return torch.tile(x, (2, 2))


# ---------------------------------------------------------------------------------------------
# padding
# ---------------------------------------------------------------------------------------------

@case("ViewPadConstant", [Input([3, 4])])
def _(x):
    return F_.pad(x, (1, 2))


@case("ViewPadConstantValue", [Input([3, 4])])
def _(x):
    return F_.pad(x, (1, 1, 2, 0), value=-1.5)


@case("ViewPadNegative", [Input([4, 5])])
def _(x):
    return F_.pad(x, (-1, 2, 1, -2))


@case("ViewPadDynamic", [Input([-1, 4])])
def _(x):
    return F_.pad(x, (2, 2, 1, 1))


@case("ViewPadInt", [Input([3, 4], I64)])
def _(x):
    return F_.pad(x, (1, 1), value=7)


@case("ViewPadReflect", [Input([2, 6])])
def _(x):
    return F_.pad(x, (2, 3), mode="reflect")


@case("ViewPadReplicate", [Input([1, 3, 4])])
def _(x):
    return F_.pad(x, (2, 1), mode="replicate")


@case("ViewPadCircular", [Input([1, 2, 5])])
def _(x):
    return F_.pad(x, (2, 1), mode="circular")


@case("ViewConstantPadNd", [Input([2, 3])])
def _(x):
    return torch.constant_pad_nd(x, [1, 0, 0, 2], 3.0)


# ---------------------------------------------------------------------------------------------
# triu / tril / diagonal
# ---------------------------------------------------------------------------------------------

@case("ViewTriu", [Input([4, 5])])
def _(x):
    return torch.triu(x)


@case("ViewTriuOffset", [Input([4, 5])])
def _(x):
    return torch.triu(x, 1)


@case("ViewTriuNegativeOffset", [Input([2, 4, 4], I64)])
def _(x):
    return torch.triu(x, -1)


@case("ViewTril", [Input([4, 5])])
def _(x):
    return torch.tril(x)


@case("ViewTrilOffset", [Input([5, 4], I32)])
def _(x):
    return torch.tril(x, 2)


@case("ViewTrilDynamic", [Input([-1, 4])])
def _(x):
    return torch.tril(x, -1)


@case("ViewDiagonal", [Input([4, 4])])
def _(x):
    return torch.diagonal(x)


@case("ViewDiagonalOffset", [Input([4, 5])])
def _(x):
    return torch.diagonal(x, 1)


@case("ViewDiagonalNegativeOffset", [Input([5, 4])])
def _(x):
    return torch.diagonal(x, -2)


@case("ViewDiagonalDims", [Input([2, 3, 4])])
def _(x):
    return torch.diagonal(x, 0, 1, 2)


# ---------------------------------------------------------------------------------------------
# copies and compositions
# ---------------------------------------------------------------------------------------------

@case("ViewCopy", [Input([3, 4]), Input([3, 4])])
def _(x, y):
    return x.clone().copy_(y)


@case("ViewCopyBroadcast", [Input([3, 4]), Input([4])])
def _(x, y):
    return x.clone().copy_(y)


@case("ViewCopyCast", [Input([3, 4]), Input([3, 4], I64)])
def _(x, y):
    return x.clone().copy_(y)


@case("ViewContiguous", [Input([3, 4])])
def _(x):
    return x.t().contiguous()


@case("ViewChain", [Input([2, 3, 4])])
def _(x):
    return x.permute(2, 0, 1).reshape(4, 6)[1:3].unsqueeze(0).transpose(1, 2)


@case("ViewChainDynamic", [Input([-1, 3, 4])])
def _(x):
    return x.flatten(1).t()[2:].unsqueeze(-1)


@case("ViewSliceAssign", [Input([4, 5]), Input([2, 5])])
def _(x, y):
    x = x.clone()
    x[1:3] = y
    return x


@case("ViewSelectAssign", [Input([4, 5]), Input([5])])
def _(x, y):
    x = x.clone()
    x[2] = y
    return x


# ---------------------------------------------------------------------------------------------
# the ``*_copy`` view variants
# ---------------------------------------------------------------------------------------------

@case("DiagonalCopy", [Input([3, 4, 5])])
def _(x):
    return torch.diagonal_copy(x, 1, 0, 2)


@case("DiagonalCopyNegativeOffset", [Input([4, 3])])
def _(x):
    return torch.diagonal_copy(x, -1)


@case("NarrowCopy", [Input([5, 6])])
def _(x):
    return torch.narrow_copy(x, 1, 2, 3)


@case("SplitCopy", [Input([7, 3])])
def _(x):
    a, b, c, d = torch.split_copy(x, 2)
    return a + b + c, d


@case("SplitWithSizesCopy", [Input([3, 6])])
def _(x):
    a, b = torch.split_with_sizes_copy(x, [2, 4], 1)
    return a, b


@case("SqueezeCopy", [Input([2, 1, 3, 1])])
def _(x):
    return torch.squeeze_copy(x), torch.squeeze_copy(x, (1, 3))


@case("UnbindCopy", [Input([3, 4])])
def _(x):
    a, b, c = torch.unbind_copy(x, 0)
    return a * b - c


@case("UnfoldCopy", [Input([2, 9])])
def _(x):
    return torch.ops.aten.unfold_copy(x, 1, 3, 2)


@case("AsStridedCopy", [Input([4, 5])])
def _(x):
    return torch.as_strided_copy(x, (3, 2), (5, 2), 1)


@case("DetachCopy", [Input([2, 3])])
def _(x):
    return torch.detach_copy(x) * 2


# ops on lists of tensors
@case("MeshGrid", [Input([3]), Input([4])])
def _(a, b):
    x, y = torch.meshgrid(a, b, indexing="ij")
    return x + 2 * y


@case("MeshGridXY", [Input([3], I64), Input([2], I64), Input([4], I64)])
def _(a, b, c):
    return torch.meshgrid(a, b, c, indexing="xy")


@case("MeshGridScalar", [Input([]), Input([2])])
def _(a, b):
    return torch.meshgrid([a, b], indexing="ij")


@case("CartesianProd", [Input([3]), Input([2]), Input([2])])
def _(a, b, c):
    return torch.cartesian_prod(a, b, c)


@case("CartesianProdOne", [Input([4], I64)])
def _(a):
    return torch.cartesian_prod(a)


@case("BlockDiag", [Input([2, 3]), Input([]), Input([4]), Input([1, 2], I64)])
def _(a, b, c, d):
    return torch.block_diag(a, b, c, d)


@case("BlockDiagEmptyBlock", [Input([2, 0]), Input([0, 3]), Input([2, 2])])
def _(a, b, c):
    return torch.block_diag(a, b, c)


@case("ChunkCat", [Input([2, 5]), Input([2, 3, 2])])
def _(a, b):
    return torch.ops.aten._chunk_cat([a, b], 1, 3)


@case("ChunkCatDim0", [Input([5, 2]), Input([4])])
def _(a, b):
    return torch.ops.aten._chunk_cat([a, b], 0, 2)


@case("PadReplicateNegative", [Input([5, 3, 4, 4])])
def _(x):
    return F_.pad(x, [-4, 5, 0, 0], mode="replicate")


@case("PadReplicateNegativeInt", [Input([6, 2, 4, 4], I64)])
def _(x):
    return F_.pad(x, [0, 0, 2, -4], mode="replicate")


@case("AsStridedScatter", [Input([5]), Input([2, 2])])
def _(x, s):
    return torch.as_strided_scatter(x, s, (2, 2), (1, 2), 1)


@case("AsStridedScatter2d", [Input([3, 4], I64), Input([2, 3], I64)])
def _(x, s):
    return torch.as_strided_scatter(x, s, (2, 3), (4, 1), 5)


# as_strided of a view addresses the memory of the view's base (its storage), not the view's values
# in row-major order; a storage_offset of None is the view's own offset
@case("AsStridedOfTranspose", [Input([3, 4])])
def _(x):
    return torch.as_strided(x.transpose(0, 1), (2, 3), (1, 2), 1)


@case("AsStridedOfT", [Input([3, 4], I64)])
def _(x):
    return torch.as_strided(x.t(), (3, 2), (2, 5))


@case("AsStridedOfPermute", [Input([2, 3, 4])])
def _(x):
    return torch.as_strided(x.permute(2, 0, 1), (4, 3), (1, 5), 2)


@case("AsStridedOfNarrow", [Input([4, 5])])
def _(x):
    return torch.as_strided(x.narrow(0, 1, 2), (3, 4), (3, 1), 2)   # memory before the narrowed rows


@case("AsStridedOfSelect", [Input([3, 4])])
def _(x):
    return torch.as_strided(x.select(1, 2), (3,), (2,))


@case("AsStridedOfSliceStep", [Input([3, 6])])
def _(x):
    return torch.as_strided(x[:, ::2], (2, 4), (1, 3))


@case("AsStridedOfDiagonal", [Input([4, 4])])
def _(x):
    return torch.as_strided(x.diagonal(1), (2, 3), (5, 1))


@case("AsStridedOfUnfold", [Input([3, 4])])
def _(x):
    return torch.as_strided(x.unfold(1, 2, 1), (2, 5), (1, 2), 1)


@case("AsStridedOfMovedim", [Input([2, 3, 4])])
def _(x):
    return torch.as_strided(x.movedim(0, 2), (3, 2, 2), (2, 1, 12), 3)


@case("AsStridedOfExpand", [Input([3, 4])])
def _(x):
    return torch.as_strided(x[1:2].expand(3, 4), (2, 2), (1, 4))


@case("AsStridedOfDetach", [Input([3, 4])])
def _(x):
    return torch.as_strided(x.detach().t()[1:], (2, 2), (1, 4))


@case("AsStridedOfSplit", [Input([4, 3])])
def _(x):
    return torch.as_strided(torch.split(x.t(), 2)[1], (2, 3), (1, 2), 1)


@case("AsStridedNested", [Input([3, 4])])
def _(x):
    return torch.as_strided(torch.as_strided(x.t(), (2, 2), (4, 1), 2), (3,), (1,))


@case("AsStridedNestedOffsets", [Input([3, 4])])
def _(x):
    return torch.as_strided(torch.as_strided(x[1:], (2, 2), (4, 1), 5), (2, 3), (3, 1), 3)


@case("AsStridedOfComputed", [Input([3, 4])])
def _(x):
    return torch.as_strided(x.t() * 2, (2, 3), (1, 2), 1)   # the product is laid out as x.t() is


@case("AsStridedOfViewDynamic", [Input([-1, 4], sizes=[3, 4])])
def _(x):
    return torch.as_strided(x.t(), (2, 3), (1, 2), 1)


@case("AsStridedRunTimeSizes", [Input([-1, 4], sizes=[3, 4])])
def _(x):
    return torch.as_strided(x.t(), (x.shape[0], 2), (1, x.shape[0]), 1)


@case("AsStridedChannelsLast", [Input([2, 3, 2, 2], memory_format=torch.channels_last)])
def _(x):
    return torch.as_strided(x, (2, 3), (1, 2), 1)


@case("AsStridedChannelsLastDynamic", [Input([-1, 3, 2, 2], sizes=[2, 3, 2, 2], memory_format=torch.channels_last)])
def _(x):
    return torch.as_strided(x, (2, 3), (1, 3), 1)


@case("AsStridedChannelsLastState", [Input([2, 3])])
class _(torch.nn.Module):
    """A channels-last parameter and buffer: as_strided reads their memory, in NHWC order."""

    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.randn(2, 3, 2, 2).contiguous(memory_format=torch.channels_last))
        self.register_buffer("b", torch.randn(1, 3, 2, 2).contiguous(memory_format=torch.channels_last))

    def forward(self, x):
        return torch.as_strided(self.w, (2, 3), (1, 2), 1) + torch.as_strided(self.b, (2, 3), (3, 1), 2) + x


@case("AsStridedCopyOfT", [Input([3, 4])])
def _(x):
    return torch.as_strided_copy(x.t(), (2, 3), (1, 2), 1)


# as_strided_scatter writes into a copy of the memory of its input's base and returns the input's
# view of that copy; an input that overlaps itself (expand) is first cloned into a fresh tensor
@case("AsStridedScatterOfT", [Input([3, 4]), Input([2, 3])])
def _(x, s):
    return torch.as_strided_scatter(x.t(), s, (2, 3), (1, 2), 1)


@case("AsStridedScatterOfSliceStep", [Input([3, 4]), Input([3])])
def _(x, s):
    return torch.as_strided_scatter(x.t()[::2], s, (3,), (1,), 1)


@case("AsStridedScatterOfNarrow", [Input([3, 4]), Input([2, 3])])
def _(x, s):
    return torch.as_strided_scatter(x[1:], s, (2, 3), (1, 2), 1)   # from the memory before x[1:]


@case("AsStridedScatterOfExpand", [Input([3, 4]), Input([2])])
def _(x, s):
    return torch.as_strided_scatter(x[:1].expand(3, 4), s, (2,), (1,), 1)


@case("AsStridedScatterChannelsLast", [Input([1, 2, 2, 3], memory_format=torch.channels_last), Input([2, 2])])
def _(x, s):
    return torch.as_strided_scatter(x, s, (2, 2), (1, 2), 3)


@case("AsStridedOfScatterOfView", [Input([3, 4]), Input([2])])
def _(x, s):
    return torch.as_strided(torch.as_strided_scatter(x[1:].t(), s, (2,), (1,), 5), (6,), (1,), 2)


@case("ResizeAsSameNumel", [Input([2, 6]), Input([3, 4])])
def _(x, t):
    return torch.ops.aten.resize_as(x, t)


@case("ResizeAsShrink", [Input([3, 4], I64), Input([5])])
def _(x, t):
    return torch.ops.aten.resize_as(x, t)


# interpolation of 1-d and 3-d inputs, nearest-exact
@case("InterpolateNearest1d", [Input([2, 3, 5])])
def _(x):
    return F_.interpolate(x, size=8, mode="nearest")


@case("InterpolateNearestExact1dScale", [Input([2, 3, 5])])
def _(x):
    return F_.interpolate(x, scale_factor=1.7, mode="nearest-exact")


@case("InterpolateNearestExact2d", [Input([1, 2, 5, 4])])
def _(x):
    return F_.interpolate(x, size=(3, 7), mode="nearest-exact")


@case("InterpolateNearest3d", [Input([1, 2, 2, 3, 4])])
def _(x):
    return F_.interpolate(x, scale_factor=2, mode="nearest")


@case("InterpolateLinear1d", [Input([2, 3, 5])])
def _(x):
    return F_.interpolate(x, size=9, mode="linear")


@case("InterpolateLinear1dAlignCorners", [Input([1, 2, 6])])
def _(x):
    return F_.interpolate(x, scale_factor=0.5, mode="linear", align_corners=True)


@case("InterpolateTrilinear", [Input([1, 2, 3, 4, 2])])
def _(x):
    return F_.interpolate(x, size=(5, 3, 4), mode="trilinear")


@case("InterpolateBicubic", [Input([2, 3, 4, 5])])
def _(x):
    return F_.interpolate(x, size=(7, 9), mode="bicubic")


@case("InterpolateBicubicAlignCornersDownscale", [Input([1, 2, 6, 7])])
def _(x):
    return F_.interpolate(x, scale_factor=0.6, mode="bicubic", align_corners=True)


@case("InterpolateBicubicF16", [Input([1, 3, 4, 5], F16)])
def _(x):
    return F_.interpolate(x, size=(7, 3), mode="bicubic")


# 16-bit floats: PyTorch sums in f32 and rounds once
@case("InterpolateBilinearF16", [Input([2, 3, 4, 5], F16)], tolerance=dict(rtol=1e-3, atol=1e-5))
def _(x):
    return F_.interpolate(x, size=(7, 9), mode="bilinear")


@case("InterpolateTrilinearBF16", [Input([1, 2, 3, 4, 2], BF16)])
def _(x):
    return F_.interpolate(x, size=(5, 3, 4), mode="trilinear")


# a scale whose output size equals the input's: linear copies the dim, bicubic samples at
# (i + 0.5) / 1.1 - 0.5
@case("InterpolateLinearSameSizeScale", [Input([2, 3, 5], F64)])
def _(x):
    return F_.interpolate(x, scale_factor=1.1, mode="linear")


@case("InterpolateBicubicSameSizeScale", [Input([1, 2, 5, 5], F64)])
def _(x):
    return F_.interpolate(x, scale_factor=(2.0, 1.1), mode="bicubic")


# 2-d nearest copies when both sizes are kept (1-d and 3-d nearest sample at floor(i / 1.1))
@case("InterpolateNearest2dSameSizeScale", [Input([1, 2, 5, 5])])
def _(x):
    return F_.interpolate(x, scale_factor=1.1, mode="nearest")


@case("InterpolateNearest1dSameSizeScale", [Input([2, 3, 5])])
def _(x):
    return F_.interpolate(x, scale_factor=1.1, mode="nearest")


# ---------------------------------------------------------------------------------------------
# grid_sample: grids reach past the edges (|g| up to 1.6) so every padding mode matters
# ---------------------------------------------------------------------------------------------

def _grid_cases():
    for mode in ("bilinear", "nearest", "bicubic"):
        for pad in ("zeros", "border", "reflection"):
            for align in (False, True):
                name = f"GridSample{mode.capitalize()}{pad.capitalize()}{'Align' if align else ''}"

                def fn(x, g, mode=mode, pad=pad, align=align):
                    return F_.grid_sample(x, g, mode=mode, padding_mode=pad, align_corners=align)
                case(name, [Input([2, 3, 5, 6]), Input([2, 4, 7, 2], low=-1.6, high=1.6)])(fn)


_grid_cases()


@case("GridSample3dBilinearReflection", [Input([2, 2, 3, 4, 5]), Input([2, 3, 2, 4, 3], low=-1.6, high=1.6)])
def _(x, g):
    return F_.grid_sample(x, g, mode="bilinear", padding_mode="reflection", align_corners=False)


@case("GridSample3dNearestBorderAlign", [Input([1, 3, 4, 3, 5]), Input([1, 2, 3, 4, 3], low=-1.6, high=1.6)])
def _(x, g):
    return F_.grid_sample(x, g, mode="nearest", padding_mode="border", align_corners=True)


@case("GridSample3dBilinearZerosAlign", [Input([2, 2, 3, 4, 5]), Input([2, 3, 2, 4, 3], low=-1.6, high=1.6)])
def _(x, g):
    return F_.grid_sample(x, g, mode="bilinear", padding_mode="zeros", align_corners=True)


# dynamic sizes: the unnormalization and the reflection read the sizes at run time
@case("GridSampleDynamicBicubicReflection",
      [Input([-1, 3, -1, -1], sizes=[2, 3, 5, 6]), Input([-1, -1, -1, 2], low=-1.6, high=1.6, sizes=[2, 4, 7, 2])])
def _(x, g):
    return F_.grid_sample(x, g, mode="bicubic", padding_mode="reflection", align_corners=False)


@case("GridSampleDynamicBilinearReflectionAlign",
      [Input([-1, 3, -1, -1], sizes=[2, 3, 5, 6]), Input([-1, -1, -1, 2], low=-1.6, high=1.6, sizes=[2, 4, 7, 2])])
def _(x, g):
    return F_.grid_sample(x, g, mode="bilinear", padding_mode="reflection", align_corners=True)


# one pixel wide: reflection with align_corners folds everything onto it
@case("GridSampleOnePixelReflectionAlign", [Input([1, 2, 1, 4]), Input([1, 3, 3, 2], low=-1.6, high=1.6)])
def _(x, g):
    return F_.grid_sample(x, g, mode="bilinear", padding_mode="reflection", align_corners=True)


@case("GridSampleF64Bicubic", [Input([1, 2, 4, 5], F64), Input([1, 3, 3, 2], F64, low=-1.2, high=1.2)])
def _(x, g):
    return F_.grid_sample(x, g, mode="bicubic", padding_mode="border", align_corners=False)


@case("GridSampleF16Bilinear", [Input([1, 2, 4, 5], F16), Input([1, 3, 3, 2], F16, low=-1.2, high=1.2)])
def _(x, g):
    return F_.grid_sample(x, g, mode="bilinear", padding_mode="zeros", align_corners=False)


# uint8 images and antialiasing: PyTorch's separable kernels (integer weights for uint8, the
# last dim first); bit-exact
@case("InterpolateBilinearU8", [Input([2, 3, 27, 27], U8, low=0, high=256)])
def _(x):
    return F_.interpolate(x, size=(13, 19), mode="bilinear")


@case("InterpolateBicubicU8AlignCorners", [Input([2, 3, 6, 5], U8, low=0, high=256)])
def _(x):
    return F_.interpolate(x, size=(4, 9), mode="bicubic", align_corners=True)


@case("InterpolateBilinearAntialiasU8", [Input([2, 3, 10, 20], U8, low=0, high=256)])
def _(x):
    return F_.interpolate(x, size=(3, 7), mode="bilinear", antialias=True)


@case("InterpolateBilinearAntialias", [Input([2, 3, 10, 20])])
def _(x):
    return F_.interpolate(x, size=(7, 30), mode="bilinear", antialias=True)


@case("InterpolateBicubicAntialiasF64", [Input([2, 3, 10, 20], F64)])
def _(x):
    return F_.interpolate(x, size=(4, 5), mode="bicubic", antialias=True)
