"""Complex convolutions (conv1d/2d/3d, conv_transpose1d/2d/3d) on the three backends, run with IREE
(RefBackend) and compared with eager PyTorch: the decomposition ``complex_convolution``
(tmlir/transforms/decompositions/linear.py) makes real convolutions of the parts on the backend
contract (four for a plain one; ONE for a transposed one, the parts stacked on the batch and the
per-group output-channel dims), shared by linalg, StableHLO and TOSA (whose torch-complex-to-real
then only sees real convolutions)."""
import re

import numpy as np
import pytest
import torch
import torch.nn.functional as F
from torch.export import Dim

import tmlir
from tmlir.backends.refbackend import RefBackend

pytestmark = pytest.mark.filterwarnings("ignore")

BACKENDS = ("linalg-on-tensors", "stablehlo", "tosa")


class Fn(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *xs):
        return self.fn(*xs)


def cx(*shape, seed=0, dtype=torch.complex64):
    g = torch.Generator().manual_seed(seed)
    rt = torch.float64 if dtype == torch.complex128 else torch.float32
    return torch.complex(torch.randn(*shape, generator=g, dtype=rt), torch.randn(*shape, generator=g, dtype=rt))


def run(fn, args, output_type, dynamic=None, other_args=()):
    """Lower ``fn`` to ``output_type``, run it with IREE on ``args`` (and each of ``other_args``) and
    compare with eager PyTorch (complex64: rtol 1e-4, atol 1e-5, the e2e tolerance; complex128:
    1e-10). Returns the lowered text."""
    m = Fn(fn)
    emulation = ("complex",) if output_type == "tosa" else ()   # TOSA 1.0 has no complex types: opt in
    text = tmlir.fx.export_and_import(m, *args, output_type=output_type, dynamic_shapes=dynamic,
                                      tosa_emulation=emulation).to_text()
    if output_type == "tosa":
        assert "complex<" not in text
    b = RefBackend()
    loaded = b.load(b.compile(text))
    for a in [args, *other_args]:
        got = loaded.main(*a)
        with torch.no_grad():
            want = m(*a).numpy()
        assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, want.dtype, got.shape, want.shape)
        tol = 1e-10 if want.dtype == np.complex128 else 1e-5
        np.testing.assert_allclose(got, want, rtol=10 * tol, atol=tol)
    return text


CASES = {
    "conv1d_stride_bias": (lambda x, w, b: F.conv1d(x, w, b, stride=2), ((2, 3, 9), (4, 3, 3), (4,))),
    "conv2d_groups_bias": (lambda x, w, b: F.conv2d(x, w, b, padding=1, dilation=2, groups=2),
                           ((2, 4, 7, 6), (6, 2, 3, 3), (6,))),
    "conv_transpose1d_output_padding": (
        lambda x, w, b: F.conv_transpose1d(x, w, b, stride=2, padding=1, output_padding=1),
        ((2, 4, 5), (4, 3, 3), (3,))),
    "conv_transpose2d_groups_bias": (
        lambda x, w, b: F.conv_transpose2d(x, w, b, stride=(2, 3), padding=(1, 0), output_padding=(1, 2),
                                           groups=2, dilation=(2, 1)),
        ((2, 4, 4, 3), (4, 3, 3, 2), (6,))),
    "conv_transpose3d": (lambda x, w: F.conv_transpose3d(x, w, stride=2, padding=1),
                         ((1, 2, 3, 4, 3), (2, 3, 2, 3, 2))),
    "conv_transpose2d_unbatched": (lambda x, w, b: F.conv_transpose2d(x, w, b, stride=2),
                                   ((3, 4, 4), (3, 2, 3, 3), (2,))),
}


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("output_type", BACKENDS)
def test_complex64_convolution(case, output_type):
    fn, shapes = CASES[case]
    run(fn, [cx(*s, seed=i) for i, s in enumerate(shapes)], output_type)


@pytest.mark.parametrize("output_type", ("linalg-on-tensors", "stablehlo"))
def test_complex128_transposed_convolution(output_type):
    """complex128 on the backends with f64 (TOSA has none: its c128 stays unsupported)."""
    fn, shapes = CASES["conv_transpose2d_groups_bias"]
    run(fn, [cx(*s, seed=i, dtype=torch.complex128) for i, s in enumerate(shapes)], output_type)


def test_complex_transposed_convolution_with_run_time_sizes():
    """linalg: run-time batch and length (the halves of the batch sliced at a run-time size), run at
    two sizes."""
    fn = lambda x, w, b: F.conv_transpose1d(x, w, b, stride=2, padding=1, output_padding=1, groups=2)  # noqa: E731
    args = [cx(2, 4, 5), cx(4, 3, 3, seed=1), cx(6, seed=2)]
    n, length = Dim("n", min=1, max=16), Dim("l", min=2, max=32)
    run(fn, args, "linalg-on-tensors", dynamic=(({0: n, 2: length}, None, None),),
        other_args=[[cx(3, 4, 7, seed=3), args[1], args[2]]])


def _contract(fn, args):
    return tmlir.fx.export_and_import(Fn(fn), *args, output_type="torch").to_text()


def test_transposed_convolution_is_one_real_convolution():
    """conv(x_a, w_k) for a, k in {re, im}: one real transposed convolution on [2N, ...] inputs and a
    [C, 2F, K] weight, split by batch half and channel half."""
    fn, shapes = CASES["conv_transpose1d_output_padding"]
    text = _contract(fn, [cx(*s) for s in shapes])
    convs = re.findall(r"torch\.aten\.convolution .* -> !torch\.vtensor<\[([0-9,]+)\],(\w+)>", text)
    assert convs == [("4,6,10", "f32")], convs
    # the input parts concatenated on dim 0, the weight parts on dim 1
    assert len(re.findall(r"torch\.aten\.cat .* -> !torch\.vtensor<\[4,4,5\],f32>", text)) == 1
    assert len(re.findall(r"torch\.aten\.cat .* -> !torch\.vtensor<\[4,6,3\],f32>", text)) == 1
    assert "torch.aten.complex" in text


def test_plain_convolution_stays_four_real_ones():
    fn, shapes = CASES["conv1d_stride_bias"]
    text = _contract(fn, [cx(*s) for s in shapes])
    convs = re.findall(r"torch\.aten\.convolution .* -> !torch\.vtensor<\[([0-9,]+)\],(\w+)>", text)
    assert convs == [("2,4,4", "f32")] * 4, convs

