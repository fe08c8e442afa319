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


def test_large_sums_still_accumulate_in_f64():
    class M(torch.nn.Module):
        def forward(self, x):
            return x.sum()
    contract, text = _contract_and_linalg(M(), torch.randn(64, 128))
    assert "f32 to f64" in text, text


def test_dynamic_broadcast_guard_is_straight_line():
    class M(torch.nn.Module):
        def forward(self, x, y):
            return x * 2.0 + y
    b = torch.export.Dim("b")
    contract, text = _contract_and_linalg(M(), torch.randn(3, 4), torch.randn(3, 4), dynamic_shapes=({0: b}, {0: b}))
    assert "scf.if" not in text and text.count("cf.assert") <= 1, text
    check_lowering_preserves_semantics(contract, rtol=1e-5, atol=1e-5)
