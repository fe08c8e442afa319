"""The whole-model benchmarks: the sizes the run-time and compile-time numbers are reported for.

    MLP              nn.Linear(256, 256) x3 with ReLU, batch 8
    CNN              eight conv3x3 + BatchNorm + ReLU blocks, 3 -> 128 channels, residual adds
                     where the channel count stays, 1x3x64x64 input
    ResNetBlock      one ResNet basic block, 64 channels, 1x64x32x32 input
    TransformerLayer nn.TransformerEncoderLayer(d=256, 4 heads, ffn 1024), batch 1, seq 128
    GPT4 / GPT12     vocab 1000, d=256, 4 heads, context 128, 4 / 12 pre-norm causal layers, batch 1
    QuantizedCNN     the CNN quantized by PT2E (torchao's X86InductorQuantizer: uint8 activations,
                     int8 per-channel weights), calibrated on 4 seeded batches; eager runs its QDQ
                     graph in float, tmlir's lowering runs integer convolutions

``MODELS`` maps each name to ``(make_module, make_inputs)``; both are deterministic (seeded).
``benchmarks/runtime.py`` and ``benchmarks/compile_time.py`` use them.
"""
from __future__ import annotations

import torch


class MLP(torch.nn.Module):
    def __init__(self, dim=256, layers=3):
        super().__init__()
        self.layers = torch.nn.ModuleList(torch.nn.Linear(dim, dim) for _ in range(layers))

    def forward(self, x):
        for lin in self.layers:
            x = torch.relu(lin(x))
        return x


class ConvBlock(torch.nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = torch.nn.Conv2d(cin, cout, 3, padding=1, bias=False)
        self.bn = torch.nn.BatchNorm2d(cout)
        self.residual = cin == cout

    def forward(self, x):
        y = torch.relu(self.bn(self.conv(x)))
        return x + y if self.residual else y


class CNN(torch.nn.Module):
    CHANNELS = (3, 16, 32, 64, 128, 128, 128, 128, 128)

    def __init__(self):
        super().__init__()
        ch = self.CHANNELS
        self.blocks = torch.nn.Sequential(*(ConvBlock(ch[i], ch[i + 1]) for i in range(len(ch) - 1)))

    def forward(self, x):
        return self.blocks(x)


class ResNetBlock(torch.nn.Module):
    def __init__(self, ch=64):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(ch, ch, 3, padding=1, bias=False)
        self.bn1 = torch.nn.BatchNorm2d(ch)
        self.conv2 = torch.nn.Conv2d(ch, ch, 3, padding=1, bias=False)
        self.bn2 = torch.nn.BatchNorm2d(ch)

    def forward(self, x):
        y = torch.relu(self.bn1(self.conv1(x)))
        return torch.relu(x + self.bn2(self.conv2(y)))


class CausalSelfAttention(torch.nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.qkv = torch.nn.Linear(dim, 3 * dim)
        self.proj = torch.nn.Linear(dim, dim)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(x).split(d, dim=2)
        q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        y = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.proj(y.transpose(1, 2).reshape(b, t, d))


class GPTBlock(torch.nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.ln1 = torch.nn.LayerNorm(dim)
        self.attn = CausalSelfAttention(dim, heads)
        self.ln2 = torch.nn.LayerNorm(dim)
        self.mlp = torch.nn.Sequential(torch.nn.Linear(dim, 4 * dim), torch.nn.GELU(),
                                       torch.nn.Linear(4 * dim, dim))

    def forward(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class GPT(torch.nn.Module):
    def __init__(self, layers, vocab=1000, dim=256, heads=4, context=128):
        super().__init__()
        self.tok = torch.nn.Embedding(vocab, dim)
        self.pos = torch.nn.Embedding(context, dim)
        self.blocks = torch.nn.ModuleList(GPTBlock(dim, heads) for _ in range(layers))
        self.ln = torch.nn.LayerNorm(dim)
        self.head = torch.nn.Linear(dim, vocab, bias=False)

    def forward(self, idx):
        x = self.tok(idx) + self.pos(torch.arange(idx.shape[1]))
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.ln(x))


class LSTMCell(torch.nn.Module):
    """One step of an LSTM (the state passed in and returned), as a recurrent model runs it."""

    def __init__(self, inp=256, hidden=256):
        super().__init__()
        self.cell = torch.nn.LSTMCell(inp, hidden)

    def forward(self, x, h, c):
        return self.cell(x, (h, c))


class GRUCell(torch.nn.Module):
    def __init__(self, inp=256, hidden=256):
        super().__init__()
        self.cell = torch.nn.GRUCell(inp, hidden)

    def forward(self, x, h):
        return self.cell(x, h)


def _seeded(make):
    def build():
        torch.manual_seed(0)
        m = make()
        if any(isinstance(x, torch.nn.BatchNorm2d) for x in m.modules()):
            # non-trivial running statistics, so the folded normalization is really exercised
            with torch.no_grad():
                for x in m.modules():
                    if isinstance(x, torch.nn.BatchNorm2d):
                        x.running_mean.uniform_(-0.1, 0.1)
                        x.running_var.uniform_(0.5, 1.5)
        return m.eval()
    return build


def _quantized(make, specs):
    """``make()`` quantized with PT2E (needs torchao, the test extra), calibrated on seeded batches
    shaped like ``specs``."""
    def build():
        import warnings
        from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e
        import torchao.quantization.pt2e.quantizer.x86_inductor_quantizer as xiq
        model = make()
        example = _inputs(*specs)()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            gm = torch.export.export(model, tuple(example)).module()
            q = xiq.X86InductorQuantizer()
            q.set_global(xiq.get_default_x86_inductor_quantization_config())
            prepared = prepare_pt2e(gm, q)
            g = torch.Generator().manual_seed(2)
            for _ in range(4):
                prepared(*[torch.randn(x.shape, generator=g) for x in example])
            return convert_pt2e(prepared)
    return build


def _inputs(*specs):
    def build():
        g = torch.Generator().manual_seed(1)
        out = []
        for shape, dtype, high in specs:
            if dtype.is_floating_point:
                out.append(torch.randn(shape, generator=g, dtype=dtype))
            else:
                out.append(torch.randint(0, high, shape, generator=g, dtype=dtype))
        return out
    return build


MODELS = {
    "MLP": (_seeded(MLP), _inputs(((8, 256), torch.float32, None))),
    "CNN": (_seeded(CNN), _inputs(((1, 3, 64, 64), torch.float32, None))),
    "ResNetBlock": (_seeded(ResNetBlock), _inputs(((1, 64, 32, 32), torch.float32, None))),
    "TransformerLayer": (_seeded(lambda: torch.nn.TransformerEncoderLayer(256, 4, 1024, dropout=0.0,
                                                                          batch_first=True)),
                         _inputs(((1, 128, 256), torch.float32, None))),
    "LSTMCell": (_seeded(LSTMCell), _inputs(*[((8, 256), torch.float32, None)] * 3)),
    "GRUCell": (_seeded(GRUCell), _inputs(*[((8, 256), torch.float32, None)] * 2)),
    "GPT4": (_seeded(lambda: GPT(4)), _inputs(((1, 128), torch.int64, 1000))),
    "GPT12": (_seeded(lambda: GPT(12)), _inputs(((1, 128), torch.int64, 1000))),
    "QuantizedCNN": (_quantized(_seeded(CNN), [((1, 3, 64, 64), torch.float32, None)]),
                     _inputs(((1, 3, 64, 64), torch.float32, None))),
}

#: models whose IREE result may differ from eager by more than 1e-4: the quantized CNN's integer
#: sums round differently from eager's float ones, so a requantize may land one step away (its
#: activation scales are ~0.01-0.05; a step of the last one bounds the difference)
MATCH_ATOL = {"QuantizedCNN": 0.1}
#: the float model each quantized one is compared with in runtime.py's closing note
FLOAT_OF = {"QuantizedCNN": "CNN"}


def count_ops(text: str) -> int:
    """Ops in a printed module, counted as the lines that define a value (``%x = ...``)."""
    return sum(1 for line in text.splitlines() if line.lstrip().startswith("%") and " = " in line)
