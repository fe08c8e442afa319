"""Recurrent cells (``aten.lstm_cell``, ``aten.gru_cell``) and the whole-sequence ops
(``aten.lstm.input``, ``aten.gru.input``, ``aten.rnn_tanh.input``, ``aten.rnn_relu.input``) as
matmuls, slices and gates.

The FX importer writes these as ``torch.operator "aten.lstm_cell"`` (Torch-MLIR has no op for
them); ``torch-resolve-operators`` turns that into ``torch.aten.lstm_cell`` before decomposition.
"""
from __future__ import annotations

from .registry import decomposition
from .builder import NotApplicable, NotSupported


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


# ---------------------------------------------------------------------------------------------
# whole-sequence ops (what nn.LSTM / nn.GRU / nn.RNN export to)
# ---------------------------------------------------------------------------------------------

def _lstm_step(b, xp_t, h, c, w, proj):
    """One LSTM step from the projected input ``xp_t`` (``x W_ih^T + b_ih + b_hh``)."""
    gates = b.add(xp_t, b.matmul(h, w["hh_t"]))
    i, f, g, o = _gates(b, gates, 4)
    c2 = b.add(b.mul(b.sigmoid(f), c), b.mul(b.sigmoid(i), b.tanh(g)))
    h2 = b.mul(b.sigmoid(o), b.tanh(c2))
    if proj:
        h2 = b.matmul(h2, w["hr_t"])
    return h2, c2


def _gru_step(b, xp_t, h, c, w, proj):
    """One GRU step from ``xp_t = x W_ih^T + b_ih`` (``b_hh`` stays inside: ``r`` scales it)."""
    gh = b.matmul(h, w["hh_t"])
    if w["b_hh"] is not None:
        gh = b.add(gh, w["b_hh"])
    gi_r, gi_z, gi_n = _gates(b, xp_t, 3)
    gh_r, gh_z, gh_n = _gates(b, gh, 3)
    r = b.sigmoid(b.add(gi_r, gh_r))
    z = b.sigmoid(b.add(gi_z, gh_z))
    n = b.tanh(b.add(gi_n, b.mul(r, gh_n)))
    return b.add(n, b.mul(z, b.sub(h, n))), None


def _rnn_step(act):
    def step(b, xp_t, h, c, w, proj):
        return b.unary(act, b.add(xp_t, b.matmul(h, w["hh_t"])), "float"), None
    return step


_CELLS = {  # op -> (gate count, step, keeps b_hh out of the input projection, has a cell state)
    "torch.aten.lstm.input": (4, _lstm_step, False, True),
    "torch.aten.gru.input": (3, _gru_step, True, False),
    "torch.aten.rnn_tanh.input": (1, _rnn_step("tanh"), False, False),
    "torch.aten.rnn_relu.input": (1, _rnn_step("relu"), False, False),
}


@decomposition(*_CELLS)
def rnn_sequence(b, op):
    """The whole-sequence recurrent ops, unrolled over the sequence: for each layer and direction
    the input projection of every time step is one matmul (``x W_ih^T`` plus the biases that
    add to it), then each step does ``h W_hh^T`` and the cell's gates; the backward direction
    walks the steps in reverse; a layer's input is the concatenation of the previous layer's
    directions. ``proj_size`` (LSTM) projects ``h`` by ``W_hr`` after each step.

    Unrolling needs a static sequence length: a dynamic one is reported as an error naming the
    op. Dropout between layers in training mode (random) is not decomposed.
    """
    n_gates, step, hh_bias_apart, has_cell = _CELLS[op.name]
    x, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first = op.operands
    has_biases, bidirectional = b.const_bool(has_biases), b.const_bool(bidirectional)
    batch_first, n_layers = b.const_bool(batch_first), b.const_int(num_layers)
    if b.const_bool(train) and n_layers > 1 and b.const_float(dropout) != 0:
        raise NotApplicable("dropout between layers in training mode")
    weights = b.list_elements(params)
    state = b.list_elements(hx) if has_cell else [hx]
    sizes = b.sizes(x)
    if sizes is None or len(sizes) != 3 or b.dtype(x) is None:
        raise NotApplicable("input rank or dtype unknown")
    b.float_tensor(x)
    t_dim = 1 if batch_first else 0
    seq = sizes[t_dim]
    if seq < 0:
        raise NotSupported(f"'{op.name}' is unrolled over the sequence, whose length (dim {t_dim} of the input, "
                           f"{b.ty(x)}) must be static")
    if seq == 0:
        raise NotSupported(f"'{op.name}': the sequence length must be larger than 0 (as in PyTorch)")
    dirs = 2 if bidirectional else 1
    per = 4 if has_biases else 2
    proj = has_cell and len(weights) == n_layers * dirs * (per + 1)
    if proj:
        per += 1
    if len(weights) != n_layers * dirs * per:
        raise NotApplicable("parameter count does not match the layers")
    if batch_first:
        x = b.transpose(x, 0, 1)
    h_n, c_n = [], []
    for layer in range(n_layers):
        outs = []
        for d in range(dirs):
            k = layer * dirs + d
            ws = weights[k * per:(k + 1) * per]
            w = {"hh_t": b.transpose(ws[1], 0, 1), "b_hh": None}
            if proj:
                w["hr_t"] = b.transpose(ws[-1], 0, 1)
            xp = b.matmul(x, b.transpose(ws[0], 0, 1))
            if has_biases:
                xp = b.add(xp, ws[2])
                if hh_bias_apart:
                    w["b_hh"] = ws[3]
                else:
                    xp = b.add(xp, ws[3])
            h = b.select(state[0], 0, k)
            c = b.select(state[1], 0, k) if has_cell else None
            hs = [None] * seq
            for t in (reversed(range(seq)) if d else range(seq)):
                h, c = step(b, b.select(xp, 0, t), h, c, w, proj)
                hs[t] = h
            outs.append(b.stack(hs, 0))
            h_n.append(h)
            c_n.append(c)
        x = outs[0] if dirs == 1 else b.cat(outs, 2)
    out = b.transpose(x, 0, 1) if batch_first else x
    results = [out, b.stack(h_n, 0)]
    if has_cell:
        results.append(b.stack(c_n, 0))
    return results

