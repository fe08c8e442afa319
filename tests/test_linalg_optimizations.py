"""The linalg-on-tensors pipeline's optimizations (CSE of linalg ops, elementwise fusion, constant
transposes, splat inputs inlined, f32 accumulation of small sums, guards flattened and folded),
each checked two ways on a program that exercises it: the optimization happened (the printed
linalg), and the result is unchanged (the interpreter at torch level against IREE at linalg
level on random inputs, tmlir.testing.differential)."""
import pytest
import torch

pytest.importorskip("iree.runtime")

import tmlir  # noqa: E402
from tmlir.ir.passmanager import PassManager  # noqa: E402
from tmlir.pipelines import LINALG_BACKEND_PIPELINE  # noqa: E402
from tmlir.testing.differential import check_lowering_preserves_semantics, clone_module  # noqa: E402


def _contract_and_linalg(model, *args, dynamic_shapes=None):
    contract = tmlir.fx.export_and_import(model, *args, output_type="torch", dynamic_shapes=dynamic_shapes)
    lowered = clone_module(contract)
    PassManager.parse(LINALG_BACKEND_PIPELINE).run(lowered)
    return contract, str(lowered)


class LinearReLU(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Linear(16, 32)
        self.b = torch.nn.Linear(32, 8)

    def forward(self, x):
        return torch.relu(self.b(torch.relu(self.a(x))))


def test_linear_weights_transposed_at_compile_time_and_bias_relu_fused():
    torch.manual_seed(0)
    contract, text = _contract_and_linalg(LinearReLU().eval(), torch.randn(4, 16))
    assert "linalg.transpose" not in text, text
    assert text.count("linalg.matmul") == 2 and text.count("linalg.generic") == 2, text  # bias + relu: one each
    assert text.count("tensor.empty() : tensor<4x32xf32>") == 1, text  # CSE of the inits
    check_lowering_preserves_semantics(contract, rtol=1e-5, atol=1e-5)


def test_transposed_producer_fuses_into_reduction():
    class M(torch.nn.Module):
        def forward(self, x):
            return torch.sum((x * x + 1.0).transpose(0, 1), dim=1)
    contract, text = _contract_and_linalg(M(), torch.randn(6, 5))
    assert text.count("linalg.generic") == 1, text
    check_lowering_preserves_semantics(contract, rtol=1e-5, atol=1e-5)


def test_scalar_constants_inline_and_chain_fuses():
    class M(torch.nn.Module):
        def forward(self, x):
            return torch.tanh(x * 0.5 + 2.0) * 3.0
    contract, text = _contract_and_linalg(M(), torch.randn(3, 7))
    assert text.count("linalg.generic") == 1 and "f64" not in text, text
    check_lowering_preserves_semantics(contract, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("kind", ["softmax", "layer_norm", "log_softmax"])
def test_normalizations_with_broadcast_reductions(kind):
    class M(torch.nn.Module):
        def forward(self, x):
            if kind == "softmax":
                return torch.softmax(x, dim=-1)
            if kind == "log_softmax":
                return torch.log_softmax(x, dim=-1)
            return torch.nn.functional.layer_norm(x, (x.shape[-1],))
    contract, text = _contract_and_linalg(M(), torch.randn(2, 3, 40))
    assert "f64" not in text, text  # sums of 40 elements accumulate in f32
    check_lowering_preserves_semantics(contract, rtol=1e-5, atol=1e-5)


def test_large_sums_accumulate_in_the_programs_type():
    """An f32 sum of 8192 values accumulates in f32 (no f64 in an f32 program); its accuracy is the
    consumer's summation order."""
    class M(torch.nn.Module):
        def forward(self, x):
            return x.sum()
    contract, text = _contract_and_linalg(M(), torch.randn(64, 128))
    assert "f64" not in text, text
    check_lowering_preserves_semantics(contract, rtol=1e-4, atol=1e-3)


def test_dynamic_broadcast_guard_is_straight_line():
    class M(torch.nn.Module):
        def forward(self, x, y):
            return x * 2.0 + y
    b = torch.export.Dim("b")
    contract, text = _contract_and_linalg(M(), torch.randn(3, 4), torch.randn(3, 4), dynamic_shapes=({0: b}, {0: b}))
    assert "scf.if" not in text and text.count("cf.assert") <= 1, text
    check_lowering_preserves_semantics(contract, rtol=1e-5, atol=1e-5)


class ResBlock(torch.nn.Module):
    """Two padded convs with constant weights, BatchNorm, ReLU and a residual add (a ResNet block);
    ``stride`` on the first conv."""

    def __init__(self, ch=4, stride=1, bias=False):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(ch, ch, 3, padding=1, stride=stride, bias=bias)
        self.bn1 = torch.nn.BatchNorm2d(ch)
        self.conv2 = torch.nn.Conv2d(ch, ch, 3, padding=1, bias=bias)
        self.bn2 = torch.nn.BatchNorm2d(ch)
        self.down = torch.nn.AvgPool2d(stride) if stride > 1 else torch.nn.Identity()
        for bn in (self.bn1, self.bn2):   # non-trivial running statistics
            bn.running_mean.uniform_(-0.5, 0.5)
            bn.running_var.uniform_(0.5, 1.5)

    def forward(self, x):
        y = torch.relu(self.bn1(self.conv1(x)))
        return torch.relu(self.down(x) + self.bn2(self.conv2(y)))


@pytest.mark.parametrize("stride,bias", [(1, False), (2, True)])
def test_conv_channels_last_with_nhwc_activations_between_convs(stride, bias):
    """Constant-weight padded convs lower channels-last (weights stored HWCF), the generic
    between two convs writes NHWC (linalg-transposes-into-producers), so the only transpose left
    is the input's; the result is eager's."""
    torch.manual_seed(0)
    contract, text = _contract_and_linalg(ResBlock(stride=stride, bias=bias).eval(), torch.randn(2, 4, 8, 8))
    assert text.count("linalg.conv_2d_nhwc_hwcf") == 2 and "conv_2d_nchw" not in text, text
    assert text.count("linalg.transpose") == 1, text
    assert text.count("tensor<3x3x4x4xf32>") >= 2, text   # HWCF constants
    check_lowering_preserves_semantics(contract, rtol=1e-4, atol=1e-4)


def test_conv_channels_last_dynamic_batch():
    torch.manual_seed(0)
    n = torch.export.Dim("n")
    contract, text = _contract_and_linalg(ResBlock().eval(), torch.randn(3, 4, 8, 8), dynamic_shapes=({0: n},))
    assert text.count("linalg.conv_2d_nhwc_hwcf") == 2, text
    check_lowering_preserves_semantics(contract, rtol=1e-4, atol=1e-4)


def test_conv_runtime_weight_or_unpadded_stays_nchw():
    """A weight given at run time (it would be transposed in the conv's dispatch) and an unpadded
    input (IREE fuses the input transpose into the conv) keep conv_2d_nchw_fchw."""
    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.c = torch.nn.Conv2d(4, 4, 3)

        def forward(self, x, w):
            return torch.nn.functional.conv2d(self.c(x), w, padding=1)
    torch.manual_seed(0)
    contract, text = _contract_and_linalg(M().eval(), torch.randn(1, 4, 8, 8), torch.randn(4, 4, 3, 3))
    assert "conv_2d_nhwc" not in text and text.count("linalg.conv_2d_nchw_fchw") == 2, text
    check_lowering_preserves_semantics(contract, rtol=1e-4, atol=1e-4)
