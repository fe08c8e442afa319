"""Quantized programs (issue 15): quantized dtypes at import, the quantized-tensor ops through the
contract and linalg (compared with eager PyTorch), PT2E-quantized MLP and CNN lowered to integer
kernels (FileCheck-style checks on the linalg; results within one quantization step of eager)."""
import re
import warnings

import numpy as np
import pytest
import torch

import tmlir
from tmlir.ir import parse_module
from tmlir import pipelines

pytest.importorskip("iree.compiler")
from tmlir.backends.refbackend import RefBackend  # noqa: E402


def _run(module, *args):
    b = RefBackend()
    out = b.load(b.compile(module)).main(*[a.numpy() for a in args])
    return out if isinstance(out, (list, tuple)) else [out]


# ---------------------------------------------------------------------------------------------
# import
# ---------------------------------------------------------------------------------------------

class _QuantizeDequantize(torch.nn.Module):
    def forward(self, x):
        return (torch.quantize_per_tensor(x, 0.1, 3, torch.qint8).dequantize(),
                torch.quantize_per_tensor(x, 0.05, 60, torch.quint8).dequantize())


def test_quantized_result_types_are_imported_as_torch_mlir_prints_them():
    x = torch.randn(2, 4)
    text = str(tmlir.fx.export_and_import(_QuantizeDequantize(), x, output_type="raw"))
    assert re.search(r"torch\.aten\.quantize_per_tensor %arg0, .* -> !torch\.vtensor<\[2,4\],!torch\.qint8>", text)
    assert re.search(r"-> !torch\.vtensor<\[2,4\],!torch\.quint8>", text)
    assert re.search(r"torch\.aten\.dequantize\.self %\d+ : !torch\.vtensor<\[2,4\],!torch\.qint8> -> "
                     r"!torch\.vtensor<\[2,4\],f32>", text)
    assert parse_module(text).to_text() == parse_module(text).to_text()   # round-trips


def test_quantize_dequantize_matches_eager_bit_for_bit():
    x = torch.randn(3, 5) * 3
    m = tmlir.fx.export_and_import(_QuantizeDequantize(), x, output_type="linalg-on-tensors")
    got = _run(m, x)
    for g, want in zip(got, _QuantizeDequantize()(x)):
        np.testing.assert_array_equal(g, want.numpy())


# ---------------------------------------------------------------------------------------------
# the quantized-tensor ops (int_repr, _make_per_*, q_scale, q_zero_point, per channel): no export
# path makes them (int_repr has no fake kernel), so the program is written in the torch dialect
# ---------------------------------------------------------------------------------------------

_EAGER_OPS = """
func.func @main(%x: !torch.vtensor<[3,4],f32>, %q: !torch.vtensor<[3,4],si8>, %s: !torch.vtensor<[4],f32>)
    -> (!torch.vtensor<[3,4],si8>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],ui8>, !torch.vtensor<[3,4],f32>,
        !torch.vtensor<[3,4],f32>) {
  %scale = torch.constant.float 1.000000e-01
  %zp = torch.constant.int 3
  %qint8 = torch.constant.int 12
  %quint8 = torch.constant.int 13
  %int1 = torch.constant.int 1
  %0 = torch.aten.quantize_per_tensor %x, %scale, %zp, %qint8 : !torch.vtensor<[3,4],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[3,4],!torch.qint8>
  %1 = torch.aten.int_repr %0 : !torch.vtensor<[3,4],!torch.qint8> -> !torch.vtensor<[3,4],si8>
  %2 = torch.aten._make_per_tensor_quantized_tensor %q, %scale, %zp : !torch.vtensor<[3,4],si8>, !torch.float, !torch.int -> !torch.vtensor<[3,4],!torch.qint8>
  %3 = torch.aten.dequantize.self %2 : !torch.vtensor<[3,4],!torch.qint8> -> !torch.vtensor<[3,4],f32>
  %sc = torch.aten.q_scale %0 : !torch.vtensor<[3,4],!torch.qint8> -> !torch.float
  %z = torch.aten.q_zero_point %0 : !torch.vtensor<[3,4],!torch.qint8> -> !torch.int
  %4 = torch.aten.quantize_per_tensor %x, %sc, %z, %quint8 : !torch.vtensor<[3,4],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[3,4],!torch.quint8>
  %5 = torch.aten.int_repr %4 : !torch.vtensor<[3,4],!torch.quint8> -> !torch.vtensor<[3,4],ui8>
  %zps = torch.vtensor.literal(dense<[0, 1, -1, 2]> : tensor<4xsi64>) : !torch.vtensor<[4],si64>
  %6 = torch.aten.quantize_per_channel %x, %s, %zps, %int1, %qint8 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,4],!torch.qint8>
  %7 = torch.aten.dequantize.self %6 : !torch.vtensor<[3,4],!torch.qint8> -> !torch.vtensor<[3,4],f32>
  %8 = torch.aten._make_per_channel_quantized_tensor %q, %s, %zps, %int1 : !torch.vtensor<[3,4],si8>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],si64>, !torch.int -> !torch.vtensor<[3,4],!torch.qint8>
  %9 = torch.aten.dequantize.self %8 : !torch.vtensor<[3,4],!torch.qint8> -> !torch.vtensor<[3,4],f32>
  return %1, %3, %5, %7, %9 : !torch.vtensor<[3,4],si8>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],ui8>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>
}
"""


def _eager_ops(x, q, s):
    zps = torch.tensor([0, 1, -1, 2])
    qx = torch.quantize_per_tensor(x, 0.1, 3, torch.qint8)
    return [qx.int_repr(), torch._make_per_tensor_quantized_tensor(q, 0.1, 3).dequantize(),
            torch.quantize_per_tensor(x, qx.q_scale(), qx.q_zero_point(), torch.quint8).int_repr(),
            torch.quantize_per_channel(x, s, zps, 1, torch.qint8).dequantize(),
            torch._make_per_channel_quantized_tensor(q, s, zps, 1).dequantize()]


def test_quantized_tensor_ops_through_linalg_match_eager():
    torch.manual_seed(0)
    x, q, s = torch.randn(3, 4) * 3, torch.randint(-128, 128, (3, 4), dtype=torch.int8), torch.rand(4) * 0.1 + 0.02
    m = parse_module(_EAGER_OPS)
    pipelines.lower_raw_module(m, "torch")
    contract = m.to_text()
    for name in ("int_repr", "dequantize", "quantize_per", "_make_per", "q_scale", "q_zero_point"):
        assert name not in contract, name
    pipelines.lower_raw_module(m, "linalg-on-tensors")
    got = _run(m, x, q, s)
    want = _eager_ops(x, q, s)
    for g, w in zip(got[:3], want[:3]):   # integer results: equal
        np.testing.assert_array_equal(g, w.numpy())
    for g, w in zip(got[3:], want[3:]):   # dequantized: within one ulp of the scale product
        np.testing.assert_allclose(g, w.numpy(), rtol=1e-6, atol=1e-7)


def test_unfusable_zero_point_names_the_op():
    """A product on quantized tensors whose zero point is not a constant the kernel can take is
    reported as not lowered, with the reason."""
    text = """
func.func @main(%x: !torch.vtensor<[2,4],si8>, %w: !torch.vtensor<[4,3],si8>, %zp: !torch.int) -> !torch.vtensor<[2,3],si32> {
  %scale = torch.constant.float 2.000000e-02
  %0 = torch.aten._make_per_tensor_quantized_tensor %x, %scale, %zp : !torch.vtensor<[2,4],si8>, !torch.float, !torch.int -> !torch.vtensor<[2,4],!torch.qint8>
  %1 = torch.aten._make_per_tensor_quantized_tensor %w, %scale, %zp : !torch.vtensor<[4,3],si8>, !torch.float, !torch.int -> !torch.vtensor<[4,3],!torch.qint8>
  %2 = torch.aten.mm %0, %1 : !torch.vtensor<[2,4],!torch.qint8>, !torch.vtensor<[4,3],!torch.qint8> -> !torch.vtensor<[2,3],!torch.qint32>
  %3 = torch.aten.int_repr %2 : !torch.vtensor<[2,3],!torch.qint32> -> !torch.vtensor<[2,3],si32>
  return %3 : !torch.vtensor<[2,3],si32>
}
"""
    with pytest.raises(Exception, match=r"torch\.aten\.mm.*zero point of a quantized operand is not a constant"):
        pipelines.lower_raw_module(parse_module(text), "linalg-on-tensors")


# ---------------------------------------------------------------------------------------------
# PT2E: integer kernels, results within one quantization step
# ---------------------------------------------------------------------------------------------

def _pt2e(model, x):
    pytest.importorskip("torchao")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e
        import torchao.quantization.pt2e.quantizer.x86_inductor_quantizer as xiq
        gm = torch.export.export(model.eval(), (x,)).module()
        q = xiq.X86InductorQuantizer()
        q.set_global(xiq.get_default_x86_inductor_quantization_config())
        p = prepare_pt2e(gm, q)
        g = torch.Generator().manual_seed(3)
        for _ in range(3):
            p(torch.randn(x.shape, generator=g))
        return convert_pt2e(p)


def _last_activation_scale(gm):
    """The scale of the last quantize_per_tensor in the converted graph (one step of it is the
    acceptance bound)."""
    scales = [n.args[1] for n in gm.graph.nodes
              if n.op == "call_function" and "quantize_per_tensor" in str(n.target) and "dequantize" not in str(n.target)]
    return float(scales[-1])


def _mlp():
    return torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 32), torch.nn.ReLU(),
                               torch.nn.Linear(32, 10))


def _cnn():
    return torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.ReLU(),
                               torch.nn.Conv2d(8, 8, 3, groups=2, padding=1), torch.nn.ReLU(),
                               torch.nn.Conv2d(8, 8, 3, groups=8), torch.nn.ReLU(),
                               torch.nn.Flatten(), torch.nn.Linear(8 * 6 * 6, 4))


@pytest.mark.parametrize("name,build,shape,kernels,float_ops", [
    ("mlp", _mlp, (4, 16), ["linalg.quantized_matmul"], ["linalg.matmul", "linalg.batch_matmul"]),
    # (a groups-1 quantized conv is a quantized (batch) matmul of im2col columns: convolution.py)
    ("cnn", _cnn, (2, 3, 8, 8), ["linalg.quantized_batch_matmul", "linalg.conv_2d_ngchw_gfchw_q",
                                 "linalg.quantized_matmul"],
     ["linalg.conv_2d_nchw_fchw ", "linalg.conv_2d_ngchw_gfchw ", "linalg.matmul"]),
])
def test_pt2e_model_lowers_to_integer_kernels(name, build, shape, kernels, float_ops):
    torch.manual_seed(0)
    x = torch.randn(shape)
    gm = _pt2e(build(), x)
    m = tmlir.fx.export_and_import(gm, x, output_type="linalg-on-tensors")
    text = m.to_text()
    for k in kernels:   # the products are integer kernels on i8 operands with i32 sums ...
        assert re.search(re.escape(k) + r"\b.*ins\(.*: tensor<[0-9x]+xi8>, tensor<[0-9x]+xi8>, i32, i32\) "
                         r"outs\(.*: tensor<[0-9x]+xi32>\)", text), k
    for f in float_ops:  # ... and no float product is left
        assert f not in text, f
    got = _run(m, x)[0]
    want = gm(x).detach().numpy()
    step = _last_activation_scale(gm)
    assert np.abs(got - want).max() <= step, (np.abs(got - want).max(), step)
