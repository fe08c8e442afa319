"""Recurrent cells: ``aten.lstm_cell`` and ``aten.gru_cell`` as matmuls, slices and gates.

The FX importer writes these as ``torch.operator "aten.lstm_cell"`` (Torch-MLIR has no op for
them); ``torch-resolve-operators`` turns that into ``torch.aten.lstm_cell`` before decomposition.
"""
from __future__ import annotations

from .registry import decomposition
from .builder import NotApplicable


def _linear(b, x, w, bias):
    """``x @ w^T (+ bias)``."""
    y = b.matmul(x, b.transpose(w, 0, 1))
    return y if b.is_none(bias) else b.add(y, bias)


def _gates(b, g, n):
    """``n`` equal chunks of the last dim of the [batch, n*H] (or [n*H]) gate tensor ``g``."""
    s = b.sizes(g)
    if s is None or s[-1] < 0 or s[-1] % n:
        raise NotApplicable("gate size unknown")
    h = s[-1] // n
    d = len(s) - 1
    return [b.slice(g, d, i * h, (i + 1) * h) for i in range(n)]


@decomposition("torch.aten.lstm_cell")
def lstm_cell(b, op):
    """``i, f, g, o = chunk(x W_ih^T + b_ih + h W_hh^T + b_hh, 4)``;
    ``c' = sigmoid(f) c + sigmoid(i) tanh(g)``, ``h' = sigmoid(o) tanh(c')``."""
    x, hx, w_ih, w_hh, b_ih, b_hh = op.operands
    state = b.list_elements(hx)
    if state is None or len(state) != 2:
        raise NotApplicable("hx is not a list of two tensors")
    h, c = state
    b.float_tensor(x)
    gates = b.add(_linear(b, x, w_ih, b_ih), _linear(b, h, w_hh, b_hh))
    i, f, g, o = _gates(b, gates, 4)
    c2 = b.add(b.mul(b.sigmoid(f), c), b.mul(b.sigmoid(i), b.tanh(g)))
    h2 = b.mul(b.sigmoid(o), b.tanh(c2))
    return [h2, c2]


@decomposition("torch.aten.gru_cell")
def gru_cell(b, op):
    """``r = sigmoid(gi_r + gh_r)``, ``z = sigmoid(gi_z + gh_z)``, ``n = tanh(gi_n + r gh_n)``,
    ``h' = (1 - z) n + z h`` with ``gi = x W_ih^T + b_ih``, ``gh = h W_hh^T + b_hh``."""
    x, h, w_ih, w_hh, b_ih, b_hh = op.operands
    b.float_tensor(x)
    gi_r, gi_z, gi_n = _gates(b, _linear(b, x, w_ih, b_ih), 3)
    gh_r, gh_z, gh_n = _gates(b, _linear(b, h, w_hh, b_hh), 3)
    r = b.sigmoid(b.add(gi_r, gh_r))
    z = b.sigmoid(b.add(gi_z, gh_z))
    n = b.tanh(b.add(gi_n, b.mul(r, gh_n)))
    return [b.add(n, b.mul(z, b.sub(h, n)))]
