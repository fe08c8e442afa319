"""Indexing: index_select, gather, embedding, advanced indexing (``x[idx]``, several index
tensors, None slots), scatter/scatter_add/scatter_reduce, index_put (assign and accumulate),
select_scatter/slice_scatter, masked_select — static and dynamic dims, several dtypes, negative
indices and dims, broadcast index tensors and non-contiguous inputs."""
import torch
import torch.nn.functional as F_

from tmlir.e2e import Input
from ._common import case, F16, U8, I32, I64, BOOL

tensor = torch.tensor


def idx(*values, dtype=I64):
    """A fixed index input."""
    return Input(value=tensor(list(values) if len(values) != 1 or not isinstance(values[0], list) else values[0],
                         dtype=dtype))


# ---------------------------------------------------------------------------------------------
# index_select
# ---------------------------------------------------------------------------------------------

@case("IndexSelectDim0", [Input([5, 3]), idx(4, 0, 2, 2)])
def _(x, i):
    return torch.index_select(x, 0, i)


@case("IndexSelectDim1", [Input([3, 5]), idx(1, 3)])
def _(x, i):
    return torch.index_select(x, 1, i)


@case("IndexSelectNegativeDim", [Input([2, 3, 5]), idx(4, 0)])
def _(x, i):
    return torch.index_select(x, -1, i)


@case("IndexSelectInt32Index", [Input([5, 3]), idx(1, 2, dtype=I32)])
def _(x, i):
    return torch.index_select(x, 0, i)


@case("IndexSelectScalarIndex", [Input([5, 3]), Input(value=tensor(3))])
def _(x, i):
    return torch.index_select(x, 0, i)


@case("IndexSelectZeroDimInput", [Input([]), idx(0)])
def _(x, i):
    return torch.index_select(x, 0, i)


@case("IndexSelectZeroDimInputNegativeDim", [Input([], I64), idx(0)])
def _(x, i):
    return torch.index_select(x, -1, i)


@case("IndexSelectDynamic", [Input([-1, 4]), idx(0, 3, 1)])
def _(x, i):
    return torch.index_select(x, 1, i)


@case("IndexSelectDynamicIndex", [Input([6, 4]), Input([-1], I64, low=0, high=6)])
def _(x, i):
    return torch.index_select(x, 0, i)


@case("IndexSelectInt64Data", [Input([5, 3], I64), idx(4, 1)])
def _(x, i):
    return torch.index_select(x, 0, i)


@case("IndexSelectBool", [Input([5, 3], BOOL), idx(0, 0, 4)])
def _(x, i):
    return torch.index_select(x, 0, i)


@case("IndexSelectFloat16", [Input([5, 3], F16), idx(2, 3)])
def _(x, i):
    return torch.index_select(x, 1, tensor([0, 2]))


@case("IndexSelectNonContiguous", [Input([5, 8], non_contiguous=True), idx(3, 1)])
def _(x, i):
    return torch.index_select(x, 1, i)


# ---------------------------------------------------------------------------------------------
# gather
# ---------------------------------------------------------------------------------------------

@case("IndexGatherDim1", [Input([3, 4]), idx([[0, 1], [3, 3], [2, 0]])])
def _(x, i):
    return torch.gather(x, 1, i)


@case("IndexGatherDim0", [Input([3, 4]), idx([[0, 1, 2, 2], [2, 1, 0, 0]])])
def _(x, i):
    return torch.gather(x, 0, i)


@case("IndexGatherNegativeDim", [Input([2, 3, 4]), Input([2, 3, 2], I64, low=0, high=4)])
def _(x, i):
    return torch.gather(x, -1, i)


@case("IndexGatherSmallerIndex", [Input([4, 5]), Input([2, 3], I64, low=0, high=4)])
def _(x, i):
    return torch.gather(x, 0, i)


@case("IndexGatherDynamic", [Input([-1, 6]), Input([-1, 2], I64, low=0, high=6)])
def _(x, i):
    return torch.gather(x, 1, i)


@case("IndexGatherInt32", [Input([3, 4], I32), idx([[3], [2], [1]])])
def _(x, i):
    return torch.gather(x, 1, i)


@case("IndexTakeAlongDim", [Input([3, 4])])
def _(x):
    return torch.take_along_dim(x, torch.argsort(x, dim=1), dim=1)


# ---------------------------------------------------------------------------------------------
# embedding
# ---------------------------------------------------------------------------------------------

@case("IndexEmbedding", [Input([10, 4]), idx([[1, 2], [9, 0]])])
def _(w, i):
    return F_.embedding(i, w)


@case("IndexEmbedding1D", [Input([10, 3]), idx(5, 5, 1)])
def _(w, i):
    return F_.embedding(i, w)


@case("IndexEmbeddingDynamic", [Input([10, 3]), Input([-1], I64, low=0, high=10)])
def _(w, i):
    return F_.embedding(i, w)


@case("IndexEmbeddingModule", [Input([2, 3], I64, low=0, high=7)])
class _Emb(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.emb = torch.nn.Embedding(7, 5)

    def forward(self, i):
        return self.emb(i)


@case("IndexEmbeddingPaddingIdx", [Input([2, 3], I64, low=0, high=6)])
class _EmbPad(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.emb = torch.nn.Embedding(6, 4, padding_idx=0)

    def forward(self, i):
        return self.emb(i)


# ---------------------------------------------------------------------------------------------
# advanced indexing
# ---------------------------------------------------------------------------------------------

@case("IndexTensor1", [Input([5, 3]), idx(4, 0, 1)])
def _(x, i):
    return x[i]


@case("IndexTensorNegative", [Input([5, 3]), idx(-1, 0, -5)])
def _(x, i):
    return x[i]


@case("IndexTensor2D", [Input([5, 3]), idx([[0, 1], [2, 4]])])
def _(x, i):
    return x[i]


@case("IndexTensorTwo", [Input([5, 4]), idx(0, 2, 4), idx(3, 1, 0)])
def _(x, i, j):
    return x[i, j]


@case("IndexTensorBroadcast", [Input([5, 3, 4]), idx(4, 0, 1), idx([[1], [2]])])
def _(x, i, j):
    return x[i, :, j]


@case("IndexTensorNoneFirst", [Input([5, 3, 4]), idx(2, 0, 1), idx(3, 2, 1)])
def _(x, i, j):
    return x[:, i, j]


@case("IndexTensorNoneMiddle", [Input([5, 3, 4]), idx(1, 2)])
def _(x, i):
    return x[:, i]


@case("IndexTensorLastDim", [Input([2, 3, 4]), idx([[3, 0], [1, 1]])])
def _(x, i):
    return x[..., i]


@case("IndexTensorAll", [Input([3, 4]), idx(2, 1), idx(3, 0)])
def _(x, i, j):
    return x[i, j]


@case("IndexTensorDynamic", [Input([-1, 4]), idx(0, 2)])
def _(x, i):
    return x[i]


@case("IndexTensorDynamicIndex", [Input([6, 4]), Input([-1], I64, low=-6, high=6)])
def _(x, i):
    return x[i]


@case("IndexTensorInt32Index", [Input([5, 3]), idx(4, 1, dtype=I32)])
def _(x, i):
    return x[i]


@case("IndexTensorInt64Data", [Input([5, 3], I64), idx(1, 3)])
def _(x, i):
    return x[:, tensor([2, 0])]


@case("IndexTensorBoolData", [Input([5, 3], BOOL), idx(0, 4)])
def _(x, i):
    return x[i]


@case("IndexTensorUInt8Data", [Input([5, 3], U8, low=0, high=250), idx(0, 4)])
def _(x, i):
    return x[i]


@case("IndexTensorScalarIndex", [Input([5, 3]), Input(value=tensor(2))])
def _(x, i):
    return x[i]


@case("IndexTensorWithSlice", [Input([5, 6]), idx(3, 1)])
def _(x, i):
    return x[1:, i]


@case("IndexTensorNonContiguous", [Input([5, 8], non_contiguous=True), idx(3, 1)])
def _(x, i):
    return x[i]


@case("IndexMaskedSelect", [Input([3, 4]), Input([3, 4], BOOL)])
def _(x, m):
    return torch.masked_select(x, m)


@case("IndexBoolMask", [Input([3, 4])])
def _(x):
    return x[x > 0]


@case("IndexBoolMaskInnerDims", [Input([2, 3, 4]), Input([3, 4], BOOL)])
def _(x, m):
    return x[:, m]


@case("IndexBoolMaskDynamic", [Input([-1, 5], sizes=[4, 5])])
def _(x):
    return x[x.sum(1) > 0]


@case("IndexMaskedSelectBroadcast", [Input([3, 4]), Input([4], BOOL)])
def _(x, m):
    return torch.masked_select(x, m)


@case("IndexNonzero", [Input([3, 4], I64, low=-1, high=2)])
def _(x):
    return torch.nonzero(x)


@case("IndexNonzeroNone", [Input([2, 3])])
def _(x):
    return torch.nonzero(x > 100)


@case("IndexArgwhere3d", [Input([2, 3, 4], BOOL)])
def _(x):
    return torch.argwhere(x)


# ---------------------------------------------------------------------------------------------
# scatter family
# ---------------------------------------------------------------------------------------------

@case("IndexScatterSrc", [Input([3, 5]), idx([[0, 1], [3, 4], [2, 0]]), Input([3, 2])])
def _(x, i, s):
    return x.scatter(1, i, s)


@case("IndexScatterDim0", [Input([4, 3]), idx([[0, 1, 2], [3, 2, 1]]), Input([2, 3])])
def _(x, i, s):
    return x.scatter(0, i, s)


@case("IndexScatterValue", [Input([3, 5]), idx([[0, 1], [3, 4]])])
def _(x, i):
    return x.scatter(1, i, 2.5)


@case("IndexScatterNegativeDim", [Input([3, 5]), idx([[4], [3], [0]]), Input([3, 1])])
def _(x, i, s):
    return x.scatter(-1, i, s)


@case("IndexScatterSmallerSrc", [Input([3, 5]), idx([[1], [2]]), Input([2, 3])])
def _(x, i, s):
    return x.scatter(1, i, s)


@case("IndexScatterInt", [Input([3, 5], I64), idx([[0, 1], [3, 4], [2, 0]]), Input([3, 2], I64)])
def _(x, i, s):
    return x.scatter(1, i, s)


@case("IndexScatterDynamic", [Input([-1, 5]), idx([[0, 1], [3, 4]]), Input([2, 2])])
def _(x, i, s):
    return x.scatter(1, i, s)


@case("IndexScatterAdd", [Input([3, 5]), idx([[0, 0], [3, 4], [2, 2]]), Input([3, 2])])
def _(x, i, s):
    return x.scatter_add(1, i, s)


@case("IndexScatterAddDim0", [Input([4, 3]), idx([[0, 0, 0], [0, 1, 3]]), Input([2, 3])])
def _(x, i, s):
    return x.scatter_add(0, i, s)


@case("IndexScatterAddInt32", [Input([4, 3], I32), idx([[1, 1, 1], [1, 2, 3]]), Input([2, 3], I32)])
def _(x, i, s):
    return x.scatter_add(0, i, s)


@case("IndexScatterReduceSum", [Input([3, 5]), idx([[0, 0], [3, 4], [2, 2]]), Input([3, 2])])
def _(x, i, s):
    return x.scatter_reduce(1, i, s, "sum")


@case("IndexScatterReduceSumExclude", [Input([3, 5]), idx([[0, 0], [3, 4], [2, 2]]), Input([3, 2])])
def _(x, i, s):
    return x.scatter_reduce(1, i, s, "sum", include_self=False)


@case("IndexScatterReduceProd", [Input([3, 5]), idx([[0, 0], [3, 4], [2, 2]]), Input([3, 2])])
def _(x, i, s):
    return x.scatter_reduce(1, i, s, "prod")


@case("IndexScatterReduceAmax", [Input([3, 5]), idx([[0, 0], [3, 4], [2, 2]]), Input([3, 2])])
def _(x, i, s):
    return x.scatter_reduce(1, i, s, "amax")


@case("IndexScatterReduceAminExclude", [Input([3, 5]), idx([[0, 0], [3, 4], [2, 2]]), Input([3, 2])])
def _(x, i, s):
    return x.scatter_reduce(1, i, s, "amin", include_self=False)


@case("IndexScatterReduceMean", [Input([3, 5]), idx([[0, 0], [3, 4], [2, 2]]), Input([3, 2])])
def _(x, i, s):
    return x.scatter_reduce(1, i, s, "mean")


@case("IndexScatterReduceMeanExclude", [Input([3, 5]), idx([[0, 0], [3, 4], [2, 2]]), Input([3, 2])])
def _(x, i, s):
    return x.scatter_reduce(1, i, s, "mean", include_self=False)


@case("IndexScatterReduceMeanExcludeInt32", [Input([3, 5], I32), idx([[0, 0], [3, 4], [2, 2]]), Input([3, 2], I32)])
def _(x, i, s):
    # positions nothing scatters to keep x: their zero count must not be divided by
    return x.scatter_reduce(1, i, s, "mean", include_self=False)


@case("IndexScatterReduceMeanInt", [Input([3, 5], I64), idx([[0, 0], [3, 4], [2, 2]]), Input([3, 2], I64)])
def _(x, i, s):
    return x.scatter_reduce(1, i, s, "mean")


@case("IndexScatterReduceAmaxInt", [Input([3, 5], I32), idx([[0, 0], [3, 4], [2, 2]]), Input([3, 2], I32)])
def _(x, i, s):
    return x.scatter_reduce(1, i, s, "amax")


# ---------------------------------------------------------------------------------------------
# index_put
# ---------------------------------------------------------------------------------------------

@case("IndexPutRows", [Input([5, 3]), idx(4, 0), Input([2, 3])])
def _(x, i, v):
    return torch.index_put(x, (i,), v)


@case("IndexPutBroadcastValue", [Input([5, 3]), idx(4, 0), Input([3])])
def _(x, i, v):
    return torch.index_put(x, (i,), v)


@case("IndexPutScalarValue", [Input([5, 3]), idx(1, 3), Input([])])
def _(x, i, v):
    return torch.index_put(x, (i,), v)


@case("IndexPutAccumulate", [Input([5, 3]), idx(4, 4, 0), Input([3, 3])])
def _(x, i, v):
    return torch.index_put(x, (i,), v, accumulate=True)


@case("IndexPutTwoIndices", [Input([4, 5]), idx(0, 3, 3), idx(4, 1, 1), Input([3])])
def _(x, i, j, v):
    return torch.index_put(x, (i, j), v, accumulate=True)


@case("IndexPutNoneSlot", [Input([4, 5]), idx(2, 0), Input([4, 2])])
def _(x, i, v):
    x = x.clone()
    x[:, i] = v
    return x


@case("IndexPutNegativeIndex", [Input([5, 3]), idx(-1, -5), Input([2, 3])])
def _(x, i, v):
    return torch.index_put(x, (i,), v)


@case("IndexPutInt", [Input([5, 3], I64), idx(2, 0), Input([2, 3], I64)])
def _(x, i, v):
    return torch.index_put(x, (i,), v, accumulate=True)


@case("IndexPutDynamic", [Input([-1, 3]), idx(1, 0), Input([2, 3])])
def _(x, i, v):
    return torch.index_put(x, (i,), v)


@case("IndexPutSetitem", [Input([5, 3]), idx(3, 1)])
def _(x, i):
    x = x.clone()
    x[i] = 0.5
    return x


@case("IndexPutMaskFill", [Input([3, 4])])
def _(x):
    x = x.clone()
    x[x > 0] = 0.0
    return x


# ---------------------------------------------------------------------------------------------
# select_scatter / slice_scatter
# ---------------------------------------------------------------------------------------------

@case("IndexSelectScatter", [Input([3, 6]), Input([6])])
def _(x, s):
    return torch.select_scatter(x, s, 0, 1)


@case("IndexSelectScatterNegative", [Input([3, 6]), Input([3])])
def _(x, s):
    return torch.select_scatter(x, s, 1, -1)


@case("IndexSelectScatterDynamic", [Input([-1, 6]), Input([6])])
def _(x, s):
    return torch.select_scatter(x, s, 0, 0)


@case("IndexSliceScatter", [Input([6, 3]), Input([2, 3])])
def _(x, s):
    return torch.slice_scatter(x, s, 0, 1, 3)


@case("IndexSliceScatterStep", [Input([3, 6]), Input([3, 2])])
def _(x, s):
    return torch.slice_scatter(x, s, 1, 1, 5, 2)


@case("IndexSliceScatterNegative", [Input([3, 6], I64), Input([3, 2], I64)])
def _(x, s):
    return torch.slice_scatter(x, s, -1, -2)


@case("IndexSliceScatterDynamic", [Input([-1, 6]), Input([-1, 2])])
def _(x, s):
    return torch.slice_scatter(x, s, 1, 0, 2)


@case("IndexIndexAdd", [Input([5, 3]), idx(0, 4, 0), Input([3, 3])])
def _(x, i, s):
    return torch.index_add(x, 0, i, s)


@case("IndexIndexCopy", [Input([5, 3]), idx(1, 3), Input([2, 3])])
def _(x, i, s):
    return torch.index_copy(x, 0, i, s)


@case("IndexIndexFill", [Input([5, 3]), idx(1, 3)])
def _(x, i):
    return torch.index_fill(x, 0, i, -2.0)


@case("IndexTake", [Input([3, 4]), idx([[0, 11], [5, 2]])])
def _(x, i):
    return torch.take(x, i)


# diagflat, diagonal_scatter, put, combinations
@case("DiagFlat", [Input([2, 3])])
def _(x):
    return torch.diagflat(x)


@case("DiagFlatNegativeOffset", [Input([4], I64)])
def _(x):
    return torch.diagflat(x, -2)


@case("DiagonalScatter", [Input([3, 4]), Input([3])])
def _(x, s):
    return torch.diagonal_scatter(x, s)


@case("DiagonalScatterOffsetDims", [Input([2, 4, 5]), Input([4, 1])])
def _(x, s):
    return torch.diagonal_scatter(x, s, 1, 2, 0)


@case("DiagonalScatterNegativeOffset", [Input([4, 3], I64), Input([2], I64)])
def _(x, s):
    return torch.diagonal_scatter(x, s, -2)


@case("Put", [Input([3, 4]), Input(value=torch.tensor([[0, -1], [5, 7]])), Input([2, 2])])
def _(x, i, s):
    return torch.put(x, i, s)


@case("PutAccumulate", [Input([2, 3], I64), Input(value=torch.tensor([1, 1, -6, 4])), Input([4], I64)])
def _(x, i, s):
    return torch.put(x, i, s, accumulate=True)


# torch.export of combinations with r >= 2 fails in PyTorch itself (PendingUnbackedSymbolNotFound: its
# composite implementation masks a data-dependent selection); r = 2 and with_replacement are tested
# in tests/test_decompositions.py and by the conformance runner
@case("CombinationsOne", [Input([4])])
def _(x):
    return torch.combinations(x, 1)



# selections whose size depends on the data (read at run time)
@case("NonzeroFloat3d", [Input([3, 2, 4])])
def _(x):
    return torch.nonzero(torch.relu(x))


@case("NonzeroAsTuple", [Input([3, 4], BOOL)])
def _(x):
    return torch.nonzero(x, as_tuple=True)


@case("NonzeroZeroDim", [Input([], I64, low=0, high=2)])
def _(x):
    return torch.nonzero(x)


@case("Argwhere", [Input([6], I32, low=0, high=3)])
def _(x):
    return torch.argwhere(x)


@case("MaskedSelectThenSum", [Input([5, 5])])
def _(x):
    return torch.masked_select(x, x > 0).sum()


@case("UniqueConsecutive", [Input([3, 4], I64, low=0, high=2)])
def _(x):
    return torch.unique_consecutive(x, return_inverse=True, return_counts=True)


@case("UniqueConsecutiveDim", [Input([2, 6], I64, low=0, high=2)])
def _(x):
    return torch.unique_consecutive(x, return_inverse=True, return_counts=True, dim=1)


@case("UniqueConsecutiveValuesOnly", [Input([7], F16, low=0, high=2)])
def _(x):
    return torch.unique_consecutive(x.floor())


@case("Unique", [Input([3, 5], I64, low=0, high=4)])
def _(x):
    return torch.unique(x, return_inverse=True, return_counts=True)


@case("UniqueFloatNaN", [Input([8])])
def _(x):
    # repeated values, and NaNs (each NaN is its own value, sorted last)
    y = torch.cat([x.round(), x[:2] * torch.nan])
    return torch.unique(y, return_inverse=True)


@case("UniqueDynamic", [Input([-1, -1], I32, sizes=[4, 3], low=0, high=5)])
def _(x):
    return torch.unique(x, sorted=False, return_counts=True)


@case("IndexMaskedScatter", [Input([3, 4]), Input([3, 4], BOOL), Input([15])])
def _(x, m, s):
    return x.masked_scatter(m, s)


@case("IndexMaskedScatterBroadcast", [Input([2, 3, 4], I32), Input([4], BOOL), Input([5, 5], I32)])
def _(x, m, s):
    return x.masked_scatter(m, s)


@case("IndexNonzeroStatic", [Input([3, 4], I64, low=-1, high=2)])
def _(x):
    return torch.nonzero_static(x, size=5, fill_value=-7), torch.nonzero_static(x, size=20)


@case("IndexNonzeroTuple", [Input([3, 4], I64, low=-1, high=2)])
def _(x):
    return torch.nonzero(x, as_tuple=True)


@case("IndexPutBoolMask", [Input([5, 4]), Input([5], BOOL), Input([4])])
def _(x, m, v):
    return torch.index_put(x, (m,), v)


@case("IndexPutBoolMaskAccumulate", [Input([3, 4], I64), Input([3, 4], BOOL), Input([], I64)])
def _(x, m, v):
    return torch.index_put(x, (m,), v, accumulate=True)


# ---------------------------------------------------------------------------------------------
# embedding_bag: sum/mean/max, offsets (an empty bag), include_last_offset, padding_idx, weights
# ---------------------------------------------------------------------------------------------

_BAG_IDX = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
_BAG_OFF = torch.tensor([0, 3, 3, 6])


@case("EmbeddingBagSumPadding", [Input([10, 5]), Input(value=_BAG_IDX), Input(value=_BAG_OFF)])
def _(w, i, o):
    return torch.nn.functional.embedding_bag(i, w, o, mode="sum", padding_idx=4)


@case("EmbeddingBagMeanPadding", [Input([10, 5]), Input(value=_BAG_IDX), Input(value=_BAG_OFF)])
def _(w, i, o):
    return torch.nn.functional.embedding_bag(i, w, o, mode="mean", padding_idx=2)


@case("EmbeddingBagMaxPaddingNegative", [Input([10, 5]), Input(value=_BAG_IDX), Input(value=_BAG_OFF)])
def _(w, i, o):
    return torch.nn.functional.embedding_bag(i, w, o, mode="max", padding_idx=-1)


@case("EmbeddingBagWeightsLastOffset", [Input([10, 5]), Input(value=_BAG_IDX), Input(value=torch.tensor([0, 3, 3, 6, 7])),
                                        Input([8])])
def _(w, i, o, p):
    return torch.nn.functional.embedding_bag(i, w, o, mode="sum", per_sample_weights=p, include_last_offset=True)


@case("EmbeddingBag2dMeanF16", [Input([10, 4], F16), Input(value=torch.tensor([[1, 2, 0], [4, 0, 0]]))])
def _(w, i):
    return torch.nn.functional.embedding_bag(i, w, mode="mean", padding_idx=0)
