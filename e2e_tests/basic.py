"""Simple end-to-end tests: one or two ops each, static and dynamic shapes, several dtypes."""
import torch

from tmlir.e2e import Input, register_test


@register_test(inputs=[Input([3, 4]), Input([3, 4])])
class BasicAdd(torch.nn.Module):
    def forward(self, a, b):
        return a + b


@register_test(inputs=[Input([-1, 4]), Input([-1, 4])])
class BasicAddDynamic(torch.nn.Module):
    def forward(self, a, b):
        return a + b


@register_test(inputs=[Input([2, 3], torch.int64, low=0, high=10)], name="BasicAddIntScalar")
def basic_add_int_scalar(a):
    return a + 3


@register_test(inputs=[Input([4, 5]), Input([5, 6])])
class BasicMatmul(torch.nn.Module):
    def forward(self, a, b):
        return torch.matmul(a, b)


@register_test(inputs=[Input([-1, 5]), Input([5, -1], sizes=[5, 3])])
class BasicMatmulDynamic(torch.nn.Module):
    def forward(self, a, b):
        return torch.matmul(a, b)


@register_test(inputs=[Input([3, 4])])
class BasicReluTanh(torch.nn.Module):
    def forward(self, x):
        return torch.tanh(torch.relu(x) - 0.5)


@register_test(inputs=[Input([3, 4]), Input([3, 4])])
class BasicCompareWhere(torch.nn.Module):
    def forward(self, a, b):
        mask = a > b
        return torch.where(mask, a, b), mask


@register_test(inputs=[Input([2, 3, 4])])
class BasicSumDim(torch.nn.Module):
    def forward(self, x):
        return x.sum(dim=1), x.sum()


@register_test(inputs=[Input([6, 4], non_contiguous=True)])
class BasicNonContiguousMul(torch.nn.Module):
    def forward(self, x):
        return x * 2.0


@register_test(inputs=[Input([2, 3], torch.float64), Input([2, 3], torch.float64)])
class BasicFloat64Sub(torch.nn.Module):
    def forward(self, a, b):
        return a - b


@register_test(inputs=[Input([4, 3])])
class BasicTransposeReshape(torch.nn.Module):
    def forward(self, x):
        return x.t().reshape(2, 6)


@register_test(inputs=[Input([3, 5]), Input(value=torch.tensor([2, 0, 4]))])
class BasicIndexSelect(torch.nn.Module):
    def forward(self, x, idx):
        return torch.index_select(x, 1, idx)


@register_test(inputs=[Input([])])
class BasicZeroDim(torch.nn.Module):
    def forward(self, x):
        return x * x + 1.0
