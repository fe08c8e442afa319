"""Guards from torch.export's symbolic shapes: inputs whose dims share a symbol are checked equal
once at entry, and the shape checks between them fold away; the compiled program still rejects
inputs that break the constraint, and the linalg of a dynamic GELU has no guard left."""
import numpy as np
import pytest
import torch

import tmlir
from tmlir.backends.refbackend import RefBackend, RefBackendError


class GeluAdd(torch.nn.Module):
    def forward(self, x, y):
        return torch.nn.functional.gelu(x) + y


def _lower(model, *args, dynamic_shapes):
    return tmlir.fx.export_and_import(model, *args, output_type="linalg-on-tensors", dynamic_shapes=dynamic_shapes)


def test_equal_symbols_one_entry_assert_and_run():
    b = torch.export.Dim("b")
    x, y = torch.randn(4, 16), torch.randn(4, 16)
    m = _lower(GeluAdd(), x, y, dynamic_shapes=({0: b}, {0: b}))
    text = str(m)
    asserts = [line for line in text.splitlines() if "cf.assert" in line]
    assert len(asserts) == 1 and "must equal input 0 dim 0" in asserts[0], text
    assert "scf.if" not in text
    loaded = RefBackend().load(RefBackend().compile(m))
    for n in (3, 7):
        xs, ys = torch.randn(n, 16), torch.randn(n, 16)
        np.testing.assert_allclose(loaded.main(xs, ys), GeluAdd()(xs, ys).numpy(), rtol=1e-5, atol=1e-5)
    with pytest.raises(RefBackendError, match="must equal input 0 dim 0"):
        loaded.main(torch.randn(3, 16), torch.randn(5, 16))


def test_dynamic_gelu_has_no_guard():
    class Gelu(torch.nn.Module):
        def forward(self, x):
            return x * 0.5 * (torch.erf(x * 0.7071067811865476) + 1)
    m = _lower(Gelu(), torch.randn(4, 16), dynamic_shapes=({0: torch.export.Dim("b")},))
    text = str(m)
    assert "cf.assert" not in text and "scf.if" not in text, text
    assert text.count("linalg.generic") == 1, text  # the whole expression is one fused generic


def test_lstm_cell_guards_fold_through_slices_and_linalg_results():
    """An LSTM cell on a run-time batch shared by its three inputs: the gates are slices of one
    matmul result, compared with the cell state; their sizes are read through the slices and the
    linalg results to the inputs' dims, so only the two entry asserts remain, and it runs."""
    torch.manual_seed(0)
    cell = torch.nn.LSTMCell(8, 8)

    class Cell(torch.nn.Module):
        def forward(self, x, h, c):
            return cell(x, (h, c))

    b = torch.export.Dim("b")
    args = [torch.randn(4, 8) for _ in range(3)]
    m = _lower(Cell(), *args, dynamic_shapes=({0: b}, {0: b}, {0: b}))
    text = str(m)
    asserts = [line for line in text.splitlines() if "cf.assert" in line]
    assert len(asserts) == 2 and all("must equal input 0 dim 0" in a for a in asserts), text
    loaded = RefBackend().load(RefBackend().compile(m))
    for n in (1, 5):
        xs = [torch.randn(n, 8) for _ in range(3)]
        for got, want in zip(loaded.main(*xs), Cell()(*xs)):
            np.testing.assert_allclose(got, want.detach().numpy(), rtol=1e-5, atol=1e-5)


def test_causal_attention_on_a_run_time_sequence_has_no_guard():
    """A GPT-style block on a run-time sequence length: the sizes of its arange, causal mask,
    reshapes and matmuls are all the input's, read back through the ops that carry them (casts,
    from_elements shapes, expand_shape, max with 0 of a size), so no guard is left; it runs."""
    torch.manual_seed(0)

    class Block(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.tok = torch.nn.Embedding(50, 16)
            self.pos = torch.nn.Embedding(32, 16)
            self.qkv = torch.nn.Linear(16, 48)
            self.ln = torch.nn.LayerNorm(16)

        def forward(self, idx):
            b, t = idx.shape
            x = self.tok(idx) + self.pos(torch.arange(t))
            q, k, v = self.qkv(self.ln(x)).split(16, dim=2)
            q, k, v = (z.view(b, t, 2, 8).transpose(1, 2) for z in (q, k, v))
            y = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
            return x + y.transpose(1, 2).reshape(b, t, 16)

    model = Block().eval()
    idx = torch.randint(0, 50, (1, 8))
    m = _lower(model, idx, dynamic_shapes=({1: torch.export.Dim("t", min=2, max=32)},))
    text = str(m)
    assert "cf.assert" not in text and "scf.if" not in text, text
    loaded = RefBackend().load(RefBackend().compile(m))
    for t in (3, 17):
        xs = torch.randint(0, 50, (1, t))
        np.testing.assert_allclose(loaded.main(xs), model(xs).detach().numpy(), rtol=1e-4, atol=1e-5)


def test_residual_conv_block_on_a_run_time_batch_has_no_guard():
    """conv (padded) + batch norm + relu + residual add on a run-time batch: the padded input's
    batch is the input's (a pad that leaves dim 0 alone), so the residual add needs no guard."""
    torch.manual_seed(0)

    class Res(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = torch.nn.Conv2d(4, 4, 3, padding=1, bias=False)
            self.bn = torch.nn.BatchNorm2d(4)

        def forward(self, x):
            return torch.relu(x + self.bn(self.conv(x)))

    model = Res().eval()
    m = _lower(model, torch.randn(2, 4, 6, 6), dynamic_shapes=({0: torch.export.Dim("b")},))
    text = str(m)
    assert "cf.assert" not in text and "scf.if" not in text, text
    loaded = RefBackend().load(RefBackend().compile(m))
    for n in (1, 3):
        x = torch.randn(n, 4, 6, 6)
        np.testing.assert_allclose(loaded.main(x), model(x).detach().numpy(), rtol=1e-5, atol=1e-5)
