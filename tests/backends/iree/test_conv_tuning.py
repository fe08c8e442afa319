"""``iree-cpu-tune-convolutions`` (tmlir.backends.iree.conv_tuning.py): the IR it writes
(FileCheck-style, in order), what it leaves alone, and differential runs: the tuned convolution on
IREE against eager PyTorch and against the untuned compile, on random inputs."""
import re

import numpy as np
import pytest
import torch

import tmlir
from tmlir.backends.refbackend import RefBackend
from tmlir.backends.iree.conv_tuning import host_has_avx512, tune_convolutions
from tmlir.ir import parse_module


def filecheck(text, patterns):
    """Each regex must match after the end of the previous match, in order."""
    pos = 0
    for p in patterns:
        m = re.compile(p).search(text, pos)
        assert m, f"pattern {p!r} not found after offset {pos} in:\n{text}"
        pos = m.end()


class Block(torch.nn.Module):
    def __init__(self, cin, cout, padding=1, stride=1, k=3):
        super().__init__()
        self.conv = torch.nn.Conv2d(cin, cout, k, padding=padding, stride=stride, bias=False)
        self.bn = torch.nn.BatchNorm2d(cout)
        with torch.no_grad():
            self.bn.running_mean.uniform_(-0.5, 0.5)
            self.bn.running_var.uniform_(0.5, 2.0)
            self.bn.weight.uniform_(0.5, 1.5)
            self.bn.bias.uniform_(-0.5, 0.5)
        self.residual = cin == cout and stride == 1

    def forward(self, x):
        y = torch.relu(self.bn(self.conv(x)))
        return x + y if self.residual else y


class Two(torch.nn.Module):
    """Two tuned convolutions in a row (the second reads the first one's NHWC result)."""

    def __init__(self):
        super().__init__()
        self.a = Block(4, 32)
        self.b = Block(32, 32)

    def forward(self, x):
        return self.b(self.a(x))


def linalg_text(model, x):
    model.eval()
    return str(tmlir.fx.export_and_import(model, x, output_type="linalg-on-tensors"))


def test_rewrite_ir():
    """Padding of one row above and below: the source viewed as two halves, padded per half, and
    the halo row each half needs copied from the other (read from the padded tensor)."""
    torch.manual_seed(0)
    text = linalg_text(Block(8, 32), torch.randn(1, 8, 16, 16))
    m = parse_module(text)
    assert tune_convolutions(m, force=True) == 1
    m.verify()
    out = m.to_text()
    filecheck(out, [
        r"tensor\.expand_shape %\w+ \[\[0, 1\], \[2\], \[3\]\] output_shape \[2, 8, 16, 8\]",
        r"tensor\.pad %\w+ low\[0, 1, 1, 0\] high\[0, 1, 1, 0\]",
        r"tensor<2x8x16x8xf32> to tensor<2x10x18x8xf32>",
        # half 0's last row = source row 8 = half 1's first (padded row 1)
        r"tensor\.extract_slice %(\w+)\[1, 1, 1, 0\] \[1, 1, 16, 8\]",
        r"tensor\.insert_slice %\w+ into %\w+\[0, 9, 1, 0\] \[1, 1, 16, 8\]",
        # half 1's first row = source row 7 = half 0's padded row 8
        r"tensor\.extract_slice %\w+\[0, 8, 1, 0\] \[1, 1, 16, 8\]",
        r"tensor\.insert_slice %\w+ into %\w+\[1, 0, 1, 0\] \[1, 1, 16, 8\]",
        r"tensor\.expand_shape %\w+ \[\[0, 1\], \[2\], \[3\]\] output_shape \[2, 8, 16, 32\]",
        r"linalg\.conv_2d_nhwc_hwcf \{compilation_info = #iree_codegen\.compilation_info<lowering_config = "
        r"#iree_cpu\.lowering_config<distribution = \[1, 8, 16, 32, 0, 0, 0\], "
        r"vector_common_parallel = \[1, 1, 8, 32, 0, 0, 0\], vector_reduction = \[0, 0, 0, 0, 1, 1, 4\]>",
        r"ins\(%\w+, %\w+ : tensor<2x10x18x8xf32>, tensor<3x3x8x32xf32>\) outs\(%\w+ : tensor<2x8x16x32xf32>\)",
        r"tensor\.collapse_shape %\w+ \[\[0, 1\], \[2\], \[3\]\] : tensor<2x8x16x32xf32> into tensor<16x16x32xf32>",
        r"tensor\.expand_shape .* output_shape \[1, 16, 16, 32\]",
    ])
    # the batch-1 padded input is gone (the pad of the whole input was only read by the conv)
    assert "tensor<1x18x18x8xf32>" not in out


def test_residual_reads_padded_interior():
    """Block b's input (block a's result) is padded for b's convolution and added to b's output:
    the add reads the padded tensor's interior, so the pad is the input's only reader."""
    torch.manual_seed(0)
    m = parse_module(linalg_text(Two(), torch.randn(1, 4, 16, 16)))
    assert tune_convolutions(m, force=True) == 2
    m.verify()
    filecheck(m.to_text(), [
        r"%(\w+) = tensor\.pad %\w+ low\[0, 1, 1, 0\] high\[0, 1, 1, 0\] \{[^}]*\} : "
        r"tensor<2x8x16x32xf32> to tensor<2x10x18x32xf32>",
        r"linalg\.conv_2d_nhwc_hwcf \{compilation_info",
        r"tensor\.extract_slice %\w+\[0, 1, 1, 0\] \[2, 8, 16, 32\] \[1, 1, 1, 1\] : tensor<2x10x18x32xf32> to "
        r"tensor<2x8x16x32xf32>",
    ])
    # the residual generic's first input: expand(collapse(extract_slice(the padded input)))
    adds = [o for o in m.walk() if o.name == "linalg.generic" and len(o.operands) == 7]
    assert len(adds) == 1
    chain, v = [], adds[0].operands[0]
    while v.defining_op is not None and v.defining_op.name.startswith("tensor."):
        chain.append(v.defining_op.name)
        v = v.defining_op.operands[0]
    assert chain[:4] == ["tensor.expand_shape", "tensor.collapse_shape", "tensor.extract_slice",
                         "tensor.insert_slice"], chain


def test_rewrite_ir_row_slices():
    """No row padding (columns only): each half is a row slice of the source, padded, and the two
    stacked into the batch-2 input."""
    torch.manual_seed(0)
    text = linalg_text(Block(8, 32, padding=(0, 1)), torch.randn(1, 8, 18, 16))
    m = parse_module(text)
    assert tune_convolutions(m, force=True) == 1
    m.verify()
    filecheck(m.to_text(), [
        r"tensor\.empty\(\) : tensor<2x10x18x8xf32>",
        r"tensor\.extract_slice %\w+\[0, 0, 0, 0\] \[1, 10, 16, 8\]",
        r"tensor\.pad %\w+ low\[0, 0, 1, 0\] high\[0, 0, 1, 0\]",
        r"tensor\.insert_slice %\w+ into %\w+\[0, 0, 0, 0\] \[1, 10, 18, 8\]",
        r"tensor\.extract_slice %\w+\[0, 8, 0, 0\] \[1, 10, 16, 8\]",
        r"tensor\.pad %\w+ low\[0, 0, 1, 0\] high\[0, 0, 1, 0\]",
        r"tensor\.insert_slice %\w+ into %\w+\[1, 0, 0, 0\] \[1, 10, 18, 8\]",
        r"linalg\.conv_2d_nhwc_hwcf \{compilation_info",
        r"ins\(%\w+, %\w+ : tensor<2x10x18x8xf32>, tensor<3x3x8x32xf32>\) outs\(%\w+ : tensor<2x8x16x32xf32>\)",
    ])


@pytest.mark.parametrize("cin,cout,hw,kw", [
    (3, 32, 16, {}),                        # 3 input channels: not a multiple of 4
    (8, 16, 16, {}),                        # 16 output channels: not a multiple of 32
    (8, 32, 12, {}),                        # 12 rows: not a multiple of 16
    (8, 32, 16, dict(stride=2)),            # stride 2
    (8, 32, 16, dict(k=5, padding=2)),      # 5x5
])
def test_untouched(cin, cout, hw, kw):
    torch.manual_seed(0)
    text = linalg_text(Block(cin, cout, **kw), torch.randn(1, cin, hw, hw))
    m = parse_module(text)
    assert tune_convolutions(m, force=True) == 0
    assert "compilation_info" not in m.to_text()


def test_batch_two_untouched():
    torch.manual_seed(0)
    m = parse_module(linalg_text(Block(8, 32), torch.randn(2, 8, 16, 16)))
    assert tune_convolutions(m, force=True) == 0


@pytest.fixture(scope="module")
def backends(tmp_path_factory):
    d = str(tmp_path_factory.mktemp("iree-cache"))
    return RefBackend(cache_dir=d), RefBackend(cache_dir=d, tune_convolutions=False)


@pytest.mark.parametrize("make,shape", [
    (lambda: Block(8, 32), (1, 8, 16, 16)),
    (lambda: Block(32, 32), (1, 32, 32, 16)),          # residual; 32 rows x 16 columns
    (lambda: Block(4, 64), (1, 4, 16, 24)),            # 24 columns (workgroup tile = all of them)
    (Two, (1, 4, 16, 16)),
    (lambda: Block(8, 32, padding=(0, 1)), (1, 8, 34, 16)),   # row slices (no row padding)
])
def test_differential(backends, make, shape):
    """The rewritten module (forced, whatever the host) on IREE against eager and the untuned
    compile; the RefBackend's default applies it exactly when the host has AVX-512."""
    tuned, plain = backends
    torch.manual_seed(1)
    model = make().eval()
    for trial in range(2):
        x = torch.randn(*shape)
        text = linalg_text(model, x)
        m = parse_module(text)
        assert tune_convolutions(m, force=True) >= 1
        with torch.no_grad():
            want = model(x).numpy()
        got = plain.load(plain.compile(m.to_text())).main(x.numpy())
        ref = plain.load(plain.compile(text)).main(x.numpy())
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)
        np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-5)
        assert "compilation_info" not in plain.compile(text).text
        assert ("compilation_info" in tuned.compile(text).text) == host_has_avx512()
