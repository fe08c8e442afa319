"""Losses: ``nll_loss_forward`` (both outputs: loss and total_weight) on one sample (a 1-d input,
classes along dim 0) and on a batch, for every reduction, with class weights and an ignored
target."""
import torch

from tmlir.e2e import Input
from ._common import case


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
