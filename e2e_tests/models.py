"""Whole-model end-to-end tests (small sizes): each model once with static shapes and once with a
dynamic batch dim (``<Model>Static`` / ``<Model>DynamicBatch``)."""
import math

import torch
import torch.nn.functional as F

from tmlir.e2e import Input, register_test

MODEL_TOLERANCE = dict(rtol=1e-3, atol=1e-4)  # several layers of f32 arithmetic, reordered by backends
MODEL_TESTS = []  # (name, E2E inputs) of every test here; benchmarks/runtime.py runs them


def register_model(static_inputs, dynamic_inputs, module_kwargs=None):
    """Register ``cls`` twice: ``<cls>Static`` with ``static_inputs`` and ``<cls>DynamicBatch``
    with ``dynamic_inputs`` (dim 0 of the batch inputs is -1)."""
    def deco(cls):
        for suffix, inputs in (("Static", static_inputs), ("DynamicBatch", dynamic_inputs)):
            name = cls.__name__ + suffix
            register_test(inputs=inputs, name=name, tolerance=MODEL_TOLERANCE, module_kwargs=module_kwargs)(cls)
            MODEL_TESTS.append(name)
        return cls
    return deco


@register_model([Input([4, 16])], [Input([-1, 16])])
class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(16, 32)
        self.fc2 = torch.nn.Linear(32, 32)
        self.fc3 = torch.nn.Linear(32, 10)

    def forward(self, x):
        x = F.relu(self.fc1(x))
        x = torch.tanh(self.fc2(x))
        return F.log_softmax(self.fc3(x), dim=-1)


@register_model([Input([2, 3, 16, 16])], [Input([-1, 3, 16, 16], sizes=[3, 3, 16, 16])])
class SmallCNN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.bn1 = torch.nn.BatchNorm2d(8)
        self.conv2 = torch.nn.Conv2d(8, 16, 3, stride=2, padding=1)
        self.pool = torch.nn.MaxPool2d(2)
        self.fc = torch.nn.Linear(16 * 4 * 4, 10)

    def forward(self, x):
        x = F.relu(self.bn1(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        return self.fc(torch.flatten(x, 1))


@register_model([Input([2, 8, 8, 8])], [Input([-1, 8, 8, 8], sizes=[3, 8, 8, 8])])
class ResNetBasicBlock(torch.nn.Module):
    """conv-bn-relu-conv-bn + a strided 1x1 downsample shortcut, then relu and global pooling."""

    def __init__(self, cin=8, cout=16):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(cin, cout, 3, stride=2, padding=1, bias=False)
        self.bn1 = torch.nn.BatchNorm2d(cout)
        self.conv2 = torch.nn.Conv2d(cout, cout, 3, padding=1, bias=False)
        self.bn2 = torch.nn.BatchNorm2d(cout)
        self.down = torch.nn.Sequential(torch.nn.Conv2d(cin, cout, 1, stride=2, bias=False),
                                        torch.nn.BatchNorm2d(cout))
        with torch.no_grad():  # non-trivial running statistics, so eval-mode batch norm does something
            for bn in (self.bn1, self.bn2, self.down[1]):
                bn.running_mean.uniform_(-0.5, 0.5)
                bn.running_var.uniform_(0.5, 1.5)

    def forward(self, x):
        y = F.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        y = F.relu(y + self.down(x))
        return F.adaptive_avg_pool2d(y, 1).flatten(1)


class SelfAttention(torch.nn.Module):
    """Multi-head self-attention written out (q/k/v projections, scaled dot product, softmax)."""

    def __init__(self, dim, heads, causal=False):
        super().__init__()
        self.heads, self.causal = heads, causal
        self.qkv = torch.nn.Linear(dim, 3 * dim)
        self.out = torch.nn.Linear(dim, dim)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        hd = d // self.heads
        q, k, v = (z.reshape(b, t, self.heads, hd).transpose(1, 2) for z in (q, k, v))
        scores = torch.matmul(q, k.transpose(-2, -1)) / math.sqrt(hd)
        if self.causal:
            mask = torch.triu(torch.ones(t, t, dtype=torch.bool), diagonal=1)
            scores = scores.masked_fill(mask, float("-inf"))
        att = torch.softmax(scores, dim=-1)
        y = torch.matmul(att, v).transpose(1, 2).reshape(b, t, d)
        return self.out(y)


@register_model([Input([2, 6, 16])], [Input([-1, 6, 16], sizes=[3, 6, 16])])
class TransformerEncoderLayer(torch.nn.Module):
    """Post-norm encoder layer: attention + residual + LayerNorm, GELU MLP + residual + LayerNorm."""

    def __init__(self, dim=16, heads=2, hidden=32):
        super().__init__()
        self.attn = SelfAttention(dim, heads)
        self.norm1 = torch.nn.LayerNorm(dim)
        self.ff1 = torch.nn.Linear(dim, hidden)
        self.ff2 = torch.nn.Linear(hidden, dim)
        self.norm2 = torch.nn.LayerNorm(dim)

    def forward(self, x):
        x = self.norm1(x + self.attn(x))
        return self.norm2(x + self.ff2(F.gelu(self.ff1(x))))


@register_model([Input([3, 8]), Input([3, 12]), Input([3, 12])],
                [Input([-1, 8]), Input([-1, 12]), Input([-1, 12])])
class LSTMCell(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = torch.nn.LSTMCell(8, 12)

    def forward(self, x, h, c):
        h2, c2 = self.cell(x, (h, c))
        return h2, c2


@register_model([Input([3, 8]), Input([3, 12])], [Input([-1, 8]), Input([-1, 12])])
class GRUCell(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = torch.nn.GRUCell(8, 12)

    def forward(self, x, h):
        return self.cell(x, h)


@register_model([Input([2, 8])], [Input([-1, 8])])
class GRUCellZeroState(torch.nn.Module):
    """The hidden state starts as zeros made inside the model: with static shapes the state's
    matmul is a constant expression that IREE hoists."""

    def __init__(self):
        super().__init__()
        self.cell = torch.nn.GRUCell(8, 16)

    def forward(self, x):
        return self.cell(x, torch.zeros(x.shape[0], 16))


GPT_VOCAB, GPT_CONTEXT = 32, 8


class GPTBlock(torch.nn.Module):
    """Pre-norm decoder block with causal self-attention."""

    def __init__(self, dim, heads):
        super().__init__()
        self.ln1 = torch.nn.LayerNorm(dim)
        self.attn = SelfAttention(dim, heads, causal=True)
        self.ln2 = torch.nn.LayerNorm(dim)
        self.mlp = torch.nn.Sequential(torch.nn.Linear(dim, 4 * dim), torch.nn.GELU(), torch.nn.Linear(4 * dim, dim))

    def forward(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


@register_model([Input([2, GPT_CONTEXT], torch.int64, low=0, high=GPT_VOCAB)],
                [Input([-1, GPT_CONTEXT], torch.int64, low=0, high=GPT_VOCAB, sizes=[3, GPT_CONTEXT])])
class TinyGPT(torch.nn.Module):
    """Token + position embeddings, two causal blocks, final LayerNorm, tied-size LM head."""

    def __init__(self, dim=16, heads=2, layers=2):
        super().__init__()
        self.tok = torch.nn.Embedding(GPT_VOCAB, dim)
        self.pos = torch.nn.Embedding(GPT_CONTEXT, dim)
        self.blocks = torch.nn.ModuleList(GPTBlock(dim, heads) for _ in range(layers))
        self.ln = torch.nn.LayerNorm(dim)
        self.head = torch.nn.Linear(dim, GPT_VOCAB, bias=False)

    def forward(self, idx):
        t = idx.shape[1]
        x = self.tok(idx) + self.pos(torch.arange(t))
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.ln(x))
