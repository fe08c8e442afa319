"""Recurrent layers: nn.LSTM / nn.GRU / nn.RNN (tanh and relu) as whole-sequence ops
(``aten.lstm.input`` & co), with one and two layers, bidirectional, batch_first, without bias,
with the initial state given or created inside, LSTM with ``proj_size``; static shapes and a
dynamic batch dim (the sequence length is static: the decomposition unrolls it)."""
import inspect

import torch

from tmlir.e2e import Input, register_test

TOL = dict(rtol=1e-4, atol=1e-5)
SEQ, BATCH, IN, HID = 5, 3, 4, 6


def _layer(kind, **kw):
    cls = {"lstm": torch.nn.LSTM, "gru": torch.nn.GRU, "rnn_tanh": torch.nn.RNN, "rnn_relu": torch.nn.RNN}[kind]
    if kind == "rnn_relu":
        kw["nonlinearity"] = "relu"
    return cls(IN, HID, **kw)


def _register(name, kind, with_state=False, batch=BATCH, dynamic_batch=False, **kw):
    """``<name>``: ``kind`` with the nn keyword arguments ``kw``, outputs (output, h_n[, c_n])."""
    batch_first = kw.get("batch_first", False)
    dirs = 2 if kw.get("bidirectional") else 1
    layers = kw.get("num_layers", 1)
    b = -1 if dynamic_batch else batch
    x = [b, SEQ, IN] if batch_first else [SEQ, b, IN]
    xs = [batch, SEQ, IN] if batch_first else [SEQ, batch, IN]
    inputs = [Input(x, sizes=xs if dynamic_batch else None)]
    hid = kw.get("proj_size") or HID
    if with_state:
        inputs.append(Input([layers * dirs, b, hid], sizes=[layers * dirs, batch, hid] if dynamic_batch else None))
        if kind == "lstm":
            inputs.append(Input([layers * dirs, b, HID], sizes=[layers * dirs, batch, HID] if dynamic_batch else None))

    class Model(torch.nn.Module):
        def __init__(self):
            super().__init__()
            torch.manual_seed(0)
            self.rnn = _layer(kind, **kw)

        def forward(self, x, *state):
            if not state:
                out, h = self.rnn(x)
            elif kind == "lstm":
                out, h = self.rnn(x, (state[0], state[1]))
            else:
                out, h = self.rnn(x, state[0])
            return (out,) + (tuple(h) if isinstance(h, tuple) else (h,))
    # one named parameter per input, so torch.export matches each input's dynamic dims
    P = inspect.Parameter
    Model.forward.__signature__ = inspect.Signature(
        [P(n, P.POSITIONAL_OR_KEYWORD) for n in ["self", "x"] + [f"s{i}" for i in range(len(inputs) - 1)]])
    Model.__name__ = Model.__qualname__ = name
    register_test(inputs=inputs, name=name, tolerance=TOL)(Model)


for _kind, _title in (("lstm", "LSTM"), ("gru", "GRU"), ("rnn_tanh", "RNNTanh"), ("rnn_relu", "RNNRelu")):
    _register(f"{_title}OneLayer", _kind)
    _register(f"{_title}TwoLayersBidirectional", _kind, num_layers=2, bidirectional=True)
    _register(f"{_title}BatchFirstWithState", _kind, with_state=True, batch_first=True)
    _register(f"{_title}NoBiasBidirectionalWithState", _kind, with_state=True, bias=False, bidirectional=True)
    _register(f"{_title}ThreeLayersBatchFirst", _kind, num_layers=3, batch_first=True)
    _register(f"{_title}DynamicBatch", _kind, dynamic_batch=True, num_layers=2)
    _register(f"{_title}DynamicBatchWithState", _kind, with_state=True, dynamic_batch=True, batch_first=True,
              bidirectional=True)

_register("LSTMProjection", "lstm", num_layers=2, bidirectional=True, proj_size=4)
_register("LSTMProjectionWithState", "lstm", with_state=True, proj_size=4)
_register("GRUBatchOne", "gru", batch=1, num_layers=2)


@register_test(inputs=[Input([2, SEQ, IN])], name="LSTMThenLinear", tolerance=TOL)
class LSTMThenLinear(torch.nn.Module):
    """The usual sequence model head: the last step of a 2-layer LSTM through a linear layer."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.rnn = torch.nn.LSTM(IN, HID, num_layers=2, batch_first=True)
        self.fc = torch.nn.Linear(HID, 3)

    def forward(self, x):
        out, _ = self.rnn(x)
        return self.fc(out[:, -1])


@register_test(inputs=[Input([SEQ, BATCH, IN]), Input([1, BATCH, HID])], name="GRUTrainModeNoDropout", tolerance=TOL)
class GRUTrainModeNoDropout(torch.nn.Module):
    """``train=True`` with dropout 0 is deterministic: the same unrolled program."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.rnn = torch.nn.GRU(IN, HID)
        self.train()

    def forward(self, x, h):
        return self.rnn(x, h)
