"""Losses: ``nll_loss_forward`` (both outputs: loss and total_weight) on one sample (a 1-d input,
classes along dim 0) and on a batch, for every reduction, with class weights and an ignored
target; margin ranking, cosine embedding and Poisson NLL losses of integer operands."""
import torch
import torch.nn.functional as F

from tmlir.e2e import Input
from ._common import case, F16, F64, I32, I64


_NAMES = {0: "None", 1: "Mean", 2: "Sum"}

for _red in (0, 1, 2):
    def _one(red):
        @case(f"NllLossForward1d{_NAMES[red]}", [Input([5]), Input(value=torch.tensor(3))])
        def _(x, t):
            return torch.ops.aten.nll_loss_forward(x, t, None, red, -100)

        @case(f"NllLossForward1dWeight{_NAMES[red]}", [Input([5]), Input(value=torch.tensor(3)), Input([5], low=0.1, high=1.0)])
        def _(x, t, w):
            return torch.ops.aten.nll_loss_forward(x, t, w, red, 1)

        @case(f"NllLossForward1dIgnored{_NAMES[red]}", [Input([5]), Input(value=torch.tensor(3)), Input([5], low=0.1, high=1.0)])
        def _(x, t, w):
            return torch.ops.aten.nll_loss_forward(x, t, w, red, 3)

        @case(f"NllLossForwardBatchIgnored{_NAMES[red]}", [Input([4, 5]), Input(value=torch.tensor([0, 3, 3, 4])),
                                                           Input([5], low=0.1, high=1.0)])
        def _(x, t, w):
            return torch.ops.aten.nll_loss_forward(x, t, w, red, 3)
    _one(_red)


# integer operands: the losses compute and return f32
@case("MarginRankingLossInt", [Input([6], I64), Input([6], I64), Input(value=torch.tensor([1, -1, 1, -1, 1, 1]))])
def _(a, b, t):
    return F.margin_ranking_loss(a, b, t, margin=0.5, reduction="none")


@case("MarginRankingLossInt0dMean", [Input([], I32), Input([], I32), Input(value=torch.tensor(-1, dtype=torch.int32))])
def _(a, b, t):
    return F.margin_ranking_loss(a, b, t)


@case("CosineEmbeddingLossInt", [Input([5, 5], I64, low=-3, high=3), Input([5, 5], I64, low=-3, high=3),
                                  Input(value=torch.tensor([1, -1, 1, 1, -1]))])
def _(a, b, t):
    return F.cosine_embedding_loss(a, b, t, margin=0.2, reduction="none")


@case("PoissonNllLossInt", [Input([5], I64, low=0, high=4), Input([5], I64, low=0, high=4)])
def _(x, t):
    return F.poisson_nll_loss(x, t, log_input=True, full=True, reduction="none")


@case("PoissonNllLossIntNoLog", [Input([5], I64, low=1, high=4), Input([5], I64, low=0, high=4)])
def _(x, t):
    return F.poisson_nll_loss(x, t, log_input=False, reduction="sum")


@case("MarginRankingLossUInt8Wraps", [Input([6], torch.uint8, low=0, high=255), Input([6], torch.uint8, low=0, high=255),
                                      Input([6], torch.uint8, low=0, high=3)])
def _(a, b, t):
    return F.margin_ranking_loss(a, b, t, reduction="none")


@case("CosineEmbeddingLossUInt8", [Input([4, 6], torch.uint8, low=0, high=255), Input([4, 6], torch.uint8, low=0, high=255),
                                   Input(value=torch.tensor([1, -1, 1, -1]))])
def _(a, b, t):
    return F.cosine_embedding_loss(a, b, t, reduction="none")


# F.linear_cross_entropy with chunking options: PyTorch's torch_nn custom ops (the loss of linear
# then cross_entropy; class weights, an ignored target, a bias, f16 with f32 accumulation)
def _lce_options():
    return torch.nn.LinearCrossEntropyOptions(batch_chunk_size=2)


@case("LinearCrossEntropyChunkedMeanWeighted", [Input([6, 4]), Input([5, 4]), Input(value=torch.tensor([0, 3, -100, 4, 1, 3])),
                                                Input([5]), Input([5], low=0.5, high=2.0)])
def _(x, w, t, bias, class_weight):
    return F.linear_cross_entropy(x, w, t, linear_bias=bias, weight=class_weight, options=_lce_options())


@case("LinearCrossEntropyChunkedNoneF16", [Input([5, 8], F16), Input([7, 8], F16), Input(value=torch.tensor([6, 0, 2, 2, 5]))],
      tolerance=dict(rtol=1e-2, atol=1e-2))
def _(x, w, t):
    return F.linear_cross_entropy(x, w, t, reduction="none", options=_lce_options())


@case("LinearCrossEntropyChunkedSumIgnoreIndex", [Input([4, 3]), Input([6, 3]), Input(value=torch.tensor([5, 2, 2, 0]))])
def _(x, w, t):
    return F.linear_cross_entropy(x, w, t, reduction="sum", ignore_index=2, options=_lce_options())


# multilabel_margin_loss: the targets of a row are its class indices up to the first -1
@case("MultilabelMarginLossStopAtMinusOne", [Input([4, 5]), Input(value=torch.tensor([[3, 0, -1, 1, 1], [-1, 0, 0, 0, 0],
                                                                                     [4, 4, 4, 4, 4], [0, 1, 2, 3, 4]]))])
def _(x, t):
    return F.multilabel_margin_loss(x, t, reduction="none")


@case("MultilabelMarginLossOneSampleSum", [Input([6], F64), Input(value=torch.tensor([2, 5, 2, -1, 0, 1]))])
def _(x, t):
    return F.multilabel_margin_loss(x, t, reduction="sum")
