"""Quantized programs: PT2E-quantized models (torchao's ``prepare_pt2e``/``convert_pt2e`` with
``X86InductorQuantizer``: uint8 activations per tensor, int8 weights per channel), hand-written QDQ
graphs (int8 activations, per-tensor weights, batched matmuls), PyTorch's quantize/dequantize ops
and fake quantization. The products become integer kernels (torch-fuse-quantized-ops); results
match eager within one quantization step of the activations (``_STEP``), and bit for bit where no
product is involved."""
from typing import Optional

import torch
import torch.nn.functional as F

from tmlir.e2e import Input, register_test
from ._common import case
from .models import SmallCNN

# one quantization step of the activations these models see (their calibrated scales are 0.005-0.02)
_STEP = dict(rtol=0, atol=2e-2)
_QD = None


def _qd():
    """torch.ops.quantized_decomposed (registered on first use)."""
    global _QD
    if _QD is None:
        import torch.ao.quantization.fx._decomposed  # noqa: F401
        _QD = torch.ops.quantized_decomposed
    return _QD


def _pt2e(model, example, per_channel=True):
    """``model`` quantized by PT2E with X86InductorQuantizer, calibrated on seeded batches."""
    from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e
    import torchao.quantization.pt2e.quantizer.x86_inductor_quantizer as xiq
    g = torch.Generator().manual_seed(1)
    gm = torch.export.export(model.eval(), (example,)).module()
    config = xiq.get_default_x86_inductor_quantization_config()
    if not per_channel:   # int8 weights, one symmetric scale per tensor
        import dataclasses
        from torchao.quantization.pt2e.observer import MinMaxObserver
        from torchao.quantization.pt2e.quantizer import QuantizationSpec
        weight = QuantizationSpec(dtype=torch.int8, quant_min=-128, quant_max=127, qscheme=torch.per_tensor_symmetric,
                                  observer_or_fake_quant_ctr=MinMaxObserver.with_args(qscheme=torch.per_tensor_symmetric))
        config = dataclasses.replace(config, weight=weight)
    q = xiq.X86InductorQuantizer()
    q.set_global(config)
    prepared = prepare_pt2e(gm, q)
    for _ in range(3):
        prepared(torch.randn(example.shape, generator=g))
    return convert_pt2e(prepared)


def _pt2e_test(name, inputs, build, tolerance=_STEP, per_channel=True):
    """Register ``build()`` (seeded) quantized with PT2E as the test ``name``."""
    class Quantized(torch.nn.Module):
        def __init__(self):
            super().__init__()
            torch.manual_seed(0)
            example = torch.randn([abs(s) if s != -1 else 2 for s in inputs[0].shape])
            self.q = _pt2e(build(), example, per_channel)

        def forward(self, x):
            return self.q(x)

        def train(self, mode=True):
            # an exported (converted) graph refuses train()/eval(); it is in eval form already
            self.training = mode
            return self
    Quantized.__name__ = Quantized.__qualname__ = name
    Quantized.__module__ = __name__
    case(name, inputs, tolerance)(Quantized)


class _Seq(torch.nn.Sequential):
    pass


_pt2e_test("QuantPt2eLinear", [Input([4, 16])], lambda: _Seq(torch.nn.Linear(16, 8)))
_pt2e_test("QuantPt2eLinearReLU3d", [Input([2, 5, 16])], lambda: _Seq(torch.nn.Linear(16, 8), torch.nn.ReLU()))
_pt2e_test("QuantPt2eLinearPerTensor", [Input([4, 16])], lambda: _Seq(torch.nn.Linear(16, 8), torch.nn.ReLU()),
           per_channel=False)
_pt2e_test("QuantPt2eMLP", [Input([4, 16])],
           lambda: _Seq(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 32), torch.nn.ReLU(),
                        torch.nn.Linear(32, 10)))
_pt2e_test("QuantPt2eConv2d", [Input([2, 3, 10, 10])], lambda: _Seq(torch.nn.Conv2d(3, 8, 3)))
_pt2e_test("QuantPt2eConv2dPadStride", [Input([2, 3, 11, 11])],
           lambda: _Seq(torch.nn.Conv2d(3, 8, 3, stride=2, padding=1), torch.nn.ReLU()))
_pt2e_test("QuantPt2eConv2dDilated", [Input([1, 4, 12, 12])],
           lambda: _Seq(torch.nn.Conv2d(4, 6, 3, dilation=2, padding=2, bias=False)))
_pt2e_test("QuantPt2eConv2dGrouped", [Input([2, 8, 9, 9])],
           lambda: _Seq(torch.nn.Conv2d(8, 12, 3, groups=4, padding=1), torch.nn.ReLU()))
_pt2e_test("QuantPt2eConv2dDepthwise", [Input([2, 6, 9, 9])],
           lambda: _Seq(torch.nn.Conv2d(6, 6, 3, groups=6, padding=1)))
_pt2e_test("QuantPt2eConv2dPerTensor", [Input([2, 3, 8, 8])],
           lambda: _Seq(torch.nn.Conv2d(3, 4, 3, padding=1), torch.nn.ReLU()), per_channel=False)


# the float model suite's SmallCNN (conv, batch norm folded by convert_pt2e, strided conv, pool, linear)
_pt2e_test("QuantPt2eSmallCNN", [Input([2, 3, 16, 16])], SmallCNN)


# ---------------------------------------------------------------------------------------------
# hand-written QDQ graphs: signed activations, per-tensor weights, batched products
# ---------------------------------------------------------------------------------------------

def _qdq(x, scale, zp, lo, hi, dtype):
    qd = _qd()
    return qd.dequantize_per_tensor(qd.quantize_per_tensor(x, scale, zp, lo, hi, dtype), scale, zp, lo, hi, dtype)


class _QdqLinearSigned(torch.nn.Module):
    """int8 activations (zero point -3), int8 per-tensor weights (zero point 2), requantized."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        w = torch.randn(8, 16) * 0.3
        self.register_buffer("wq", _qd().quantize_per_tensor(w, 0.01, 2, -128, 127, torch.int8))
        self.register_buffer("bias", torch.randn(8))

    def forward(self, x):
        qd = _qd()
        w = qd.dequantize_per_tensor(self.wq, 0.01, 2, -128, 127, torch.int8)
        y = F.linear(_qdq(x, 0.02, -3, -128, 127, torch.int8), w, self.bias)
        return _qdq(torch.relu(y), 0.05, -128, -128, 127, torch.int8)


case("QuantQdqLinearSigned", [Input([4, 16])], _STEP)(_QdqLinearSigned)


@case("QuantQdqBmmUnsigned", [Input([2, 3, 8]), Input([2, 8, 5])], _STEP)
def _(a, b):
    return torch.bmm(_qdq(a, 0.02, 128, 0, 255, torch.uint8), _qdq(b, 0.03, 120, 0, 255, torch.uint8))


@case("QuantQdqMatmulSignedUnsigned", [Input([6, 8]), Input([8, 4])], _STEP)
def _(a, b):
    return torch.matmul(_qdq(a, 0.02, 0, -128, 127, torch.int8), _qdq(b, 0.03, 7, 0, 255, torch.uint8))


class _QdqConvSignedGrouped(torch.nn.Module):
    """int8 activations with a nonzero zero point (the padding holds it), grouped, per-channel
    weights."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        w = torch.randn(6, 2, 3, 3) * 0.3
        scales = w.abs().amax(dim=(1, 2, 3)) / 127
        self.register_buffer("scales", scales)
        self.register_buffer("zps", torch.zeros(6, dtype=torch.int64))
        self.register_buffer("wq", _qd().quantize_per_channel(w, scales, self.zps, 0, -128, 127, torch.int8))

    def forward(self, x):
        w = _qd().dequantize_per_channel(self.wq, self.scales, self.zps, 0, -128, 127, torch.int8)
        return F.conv2d(_qdq(x, 0.02, 5, -128, 127, torch.int8), w, None, 1, 1, 1, 3)


case("QuantQdqConvSignedGrouped", [Input([2, 6, 7, 7])], _STEP)(_QdqConvSignedGrouped)


class _QdqPerChannelZeroPoints(torch.nn.Module):
    """Per-channel weight zero points that differ: no integer kernel takes them, the product stays
    in float (and still matches)."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        w = torch.randn(4, 8) * 0.3
        self.register_buffer("scales", torch.full((4,), 0.01))
        self.register_buffer("zps", torch.tensor([0, 1, -2, 3]))
        self.register_buffer("wq", _qd().quantize_per_channel(w, self.scales, self.zps, 0, -128, 127, torch.int8))

    def forward(self, x):
        w = _qd().dequantize_per_channel(self.wq, self.scales, self.zps, 0, -128, 127, torch.int8)
        return F.linear(_qdq(x, 0.02, 0, -128, 127, torch.int8), w)


case("QuantQdqPerChannelZeroPointsFloat", [Input([3, 8])], _STEP)(_QdqPerChannelZeroPoints)


# ---------------------------------------------------------------------------------------------
# QDQ alone, PyTorch's quantize/dequantize, fake quantization (bit for bit)
# ---------------------------------------------------------------------------------------------

@case("QuantDecomposedPerTensorRoundTrip", [Input([3, 5], low=-3, high=3)])
def _(x):
    return _qdq(x, 0.1, 3, -128, 127, torch.int8), _qdq(x, 0.05, 100, 0, 255, torch.uint8)


@case("QuantDecomposedQuantizeInt", [Input([3, 5], low=-3, high=3)])
def _(x):
    return _qd().quantize_per_tensor(x, 0.1, 3, -128, 127, torch.int8)


@case("QuantDecomposedPerChannel", [Input([3, 4], low=-3, high=3), Input([4], low=0.05, high=0.2)])
def _(x, s):
    zp = torch.tensor([0, 1, -1, 2])
    q = _qd().quantize_per_channel(x, s, zp, 1, -128, 127, torch.int8)
    return q, _qd().dequantize_per_channel(q, s, zp, 1, -128, 127, torch.int8)


@case("QuantAtenQuantizePerTensor", [Input([3, 5], low=-3, high=3)])
def _(x):
    return (torch.quantize_per_tensor(x, 0.1, 3, torch.qint8).dequantize(),
            torch.quantize_per_tensor(x, 0.05, 60, torch.quint8).dequantize())


@case("QuantFakeQuantizePerTensor", [Input([4, 6], low=-3, high=3)])
def _(x):
    return torch.fake_quantize_per_tensor_affine(x, 0.1, 3, -128, 127)


@case("QuantFakeQuantizePerChannel", [Input([4, 6], low=-3, high=3), Input([6], low=0.05, high=0.2)])
def _(x, s):
    return torch.fake_quantize_per_channel_affine(x, s, torch.zeros(6, dtype=torch.int32), 1, 0, 255)


class _FakeQuantTraining(torch.nn.Module):
    """A QAT-style graph: fake-quantized activations and weights around a linear."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.fc = torch.nn.Linear(8, 4)

    def forward(self, x):
        x = torch.fake_quantize_per_tensor_affine(x, 0.02, 128, 0, 255)
        w = torch.fake_quantize_per_channel_affine(self.fc.weight, torch.full((4,), 0.01),
                                                   torch.zeros(4, dtype=torch.int32), 0, -128, 127)
        return F.relu(F.linear(x, w, self.fc.bias))


case("QuantFakeQuantizedLinear", [Input([3, 8])], _STEP)(_FakeQuantTraining)


class _QdqConvTranspose(torch.nn.Module):
    """Transposed convolutions: the inserted elements and the padding hold the input's zero point."""

    def __init__(self, groups=1, per_channel=False, unsigned=False):
        super().__init__()
        torch.manual_seed(0)
        self.groups, self.per_channel, self.unsigned = groups, per_channel, unsigned
        w = torch.randn(4, 6 // groups, 3, 3) * 0.3          # [C_in, C_out / groups, KH, KW]
        zps = torch.zeros(6 // groups, dtype=torch.int64)
        scales = w.abs().amax(dim=(0, 2, 3)) / 127
        self.register_buffer("scales", scales)
        self.register_buffer("zps", zps)
        if per_channel:
            self.register_buffer("wq", _qd().quantize_per_channel(w, scales, zps, 1, -128, 127, torch.int8))
        else:
            self.register_buffer("wq", _qd().quantize_per_tensor(w, 0.01, 0, -128, 127, torch.int8))

    def forward(self, x):
        qd = _qd()
        if self.per_channel:
            w = qd.dequantize_per_channel(self.wq, self.scales, self.zps, 1, -128, 127, torch.int8)
        else:
            w = qd.dequantize_per_tensor(self.wq, 0.01, 0, -128, 127, torch.int8)
        xq = _qdq(x, 0.02, 130, 0, 255, torch.uint8) if self.unsigned else _qdq(x, 0.02, -7, -128, 127, torch.int8)
        return F.conv_transpose2d(xq, w, None, stride=2, padding=1, output_padding=1, groups=self.groups)


case("QuantQdqConvTranspose", [Input([2, 4, 5, 5])], _STEP)(_QdqConvTranspose)
register_test(inputs=[Input([1, 4, 5, 5])], name="QuantQdqConvTransposePerChannelUnsigned", tolerance=_STEP,
              module_kwargs=dict(per_channel=True, unsigned=True))(_QdqConvTranspose)
register_test(inputs=[Input([2, 4, 5, 5])], name="QuantQdqConvTransposeGrouped", tolerance=_STEP,
              module_kwargs=dict(groups=2))(_QdqConvTranspose)


# ---------------------------------------------------------------------------------------------
# 8-bit floats: conversions (e4m3fn saturates) and ``_scaled_mm`` (PyTorch's CPU kernel: f32
# products of the scaled operands); the 8-bit values are made and read back inside the program,
# since the runtime passes no 8-bit float arrays
# ---------------------------------------------------------------------------------------------


@case("Float8Conversions", [Input([4, 6], low=-600, high=600), Input([5], torch.float16, low=-500, high=500)])
def _(x, h):
    f8 = torch.float8_e4m3fn
    return (x.to(f8).float(), x.to(torch.float8_e5m2).float(), x.to(torch.float8_e5m2).to(f8).float(),
            h.to(f8).float(), (x * float("inf")).to(f8).float())


class _ScaledMm(torch.nn.Module):
    """``_scaled_mm`` of e4m3fn activations and e4m3fn (or e5m2) weights used transposed."""

    def __init__(self, out_dtype: Optional[torch.dtype] = torch.float32, bias: bool = False, e5m2: bool = False,
                 scale_result: Optional[float] = None):
        super().__init__()
        self.out_dtype, self.use_bias, self.e5m2 = out_dtype, bias, e5m2
        self.use_scale_result = scale_result is not None
        self.register_buffer("scale_result", torch.tensor(1.0 if scale_result is None else scale_result))

    def forward(self, x, w, scale_a, scale_b, bias):
        c = w.to(torch.float8_e5m2 if self.e5m2 else torch.float8_e4m3fn).t()
        sr: Optional[torch.Tensor] = self.scale_result if self.use_scale_result else None
        y = torch._scaled_mm(x.to(torch.float8_e4m3fn), c, scale_a, scale_b,
                             bias=bias.to(torch.bfloat16) if self.use_bias else None, scale_result=sr,
                             out_dtype=self.out_dtype)
        return y.float() if y.dtype == torch.float8_e4m3fn else y   # no 8-bit float crosses the runtime


# ScaledMmFloat8Result: scale_result keeps the e4m3fn results in range (|x| <= 448); beyond it eager
# depends on the kernel it picks (see the decomposition's docstring: NaN on oneDNN, 448 otherwise)
def _scaled_mm_inputs(rowwise):
    scales = [Input([16, 1], low=0.5, high=1.5), Input([1, 8], low=0.5, high=1.5)] if rowwise else \
        [Input([], low=0.5, high=1.5), Input([], low=0.5, high=1.5)]
    return [Input([16, 32], low=-20, high=20), Input([8, 32], low=-20, high=20)] + scales + [Input([8])]


register_test(inputs=_scaled_mm_inputs(False), name="ScaledMmTensorwise")(_ScaledMm)
register_test(inputs=_scaled_mm_inputs(True), name="ScaledMmRowwiseBiasBf16",
              module_kwargs=dict(out_dtype=torch.bfloat16, bias=True))(_ScaledMm)
register_test(inputs=_scaled_mm_inputs(False), name="ScaledMmFloat8Result",
              module_kwargs=dict(out_dtype=torch.float8_e4m3fn, bias=True, scale_result=16.0))(_ScaledMm)
register_test(inputs=_scaled_mm_inputs(False), name="ScaledMmE5m2WeightsDefaultDtype",
              module_kwargs=dict(out_dtype=None, e5m2=True))(_ScaledMm)
