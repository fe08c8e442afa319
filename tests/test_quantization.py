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
    # (a groups-1 quantized conv is a quantized matmul of channels-last columns: convolution.py)
    ("cnn", _cnn, (2, 3, 8, 8), ["linalg.conv_2d_ngchw_gfchw_q", "linalg.quantized_matmul"],
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


# ---------------------------------------------------------------------------------------------
# quantized convolutions (groups 1): channels-last columns times the weight, exact i32 sums
# ---------------------------------------------------------------------------------------------

def _qconv_program(xs, x_dt, zx, ws, zw, stride, padding, dilation, transposed, output_padding, out_shape,
                   w_literal=None):
    """A torch-dialect program: ``int_repr(convolution(_make_per_tensor(x), _make_per_tensor(w)))``
    (``w_literal``: the weight as a constant of the program instead of an argument)."""
    def vt(shape, dt):
        return f"!torch.vtensor<[{','.join(map(str, shape))}],{dt}>"

    def ints(name, vals):
        names = []
        for i, v in enumerate(vals):
            names.append(f"%{name}{i}")
        lines = [f"  %{name}{i} = torch.constant.int {v}" for i, v in enumerate(vals)]
        lines.append(f"  %{name} = torch.prim.ListConstruct {', '.join(names)} : "
                     f"({', '.join(['!torch.int'] * len(vals))}) -> !torch.list<int>")
        return "\n".join(lines)
    qx = "!torch.quint8" if x_dt == "ui8" else "!torch.qint8"
    w_arg = "" if w_literal is not None else f", %w: {vt(ws, 'si8')}"
    w_def = "" if w_literal is None else (
        f"  %w = torch.vtensor.literal(dense<{w_literal}> : tensor<{'x'.join(map(str, ws))}xsi8>) : {vt(ws, 'si8')}")
    return f"""
func.func @main(%x: {vt(xs, x_dt)}{w_arg}) -> {vt(out_shape, 'si32')} {{
{w_def}
  %scale = torch.constant.float 2.000000e-02
  %zx = torch.constant.int {zx}
  %zw = torch.constant.int {zw}
  %none = torch.constant.none
  %tr = torch.constant.bool {'true' if transposed else 'false'}
  %g = torch.constant.int 1
{ints("st", stride)}
{ints("pd", padding)}
{ints("dl", dilation)}
{ints("op", output_padding)}
  %0 = torch.aten._make_per_tensor_quantized_tensor %x, %scale, %zx : {vt(xs, x_dt)}, !torch.float, !torch.int -> {vt(xs, qx)}
  %1 = torch.aten._make_per_tensor_quantized_tensor %w, %scale, %zw : {vt(ws, 'si8')}, !torch.float, !torch.int -> {vt(ws, '!torch.qint8')}
  %2 = torch.aten.convolution %0, %1, %none, %st, %pd, %dl, %tr, %op, %g : {vt(xs, qx)}, {vt(ws, '!torch.qint8')}, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> {vt(out_shape, '!torch.qint32')}
  %3 = torch.aten.int_repr %2 : {vt(out_shape, '!torch.qint32')} -> {vt(out_shape, 'si32')}
  return %3 : {vt(out_shape, 'si32')}
}}
"""


@pytest.mark.parametrize("xs,x_dt,zx,ws,zw,stride,padding,dilation,transposed,output_padding,const_w", [
    ((2, 3, 6, 7), "ui8", 130, (4, 3, 3, 3), 2, [1, 1], [1, 1], [1, 1], False, [0, 0], False),
    ((1, 5, 9, 8), "si8", -3, (6, 5, 3, 2), 0, [2, 1], [1, 0], [2, 1], False, [0, 0], True),
    ((2, 4, 5, 5), "ui8", 7, (3, 4, 1, 1), -1, [1, 1], [0, 0], [1, 1], False, [0, 0], True),
    ((1, 4, 7, 6), "si8", 4, (5, 4, 1, 1), 0, [2, 2], [0, 1], [1, 1], False, [0, 0], False),
    ((3, 2, 4, 5), "ui8", 128, (3, 2, 2, 3), 0, [1, 2], [2, 0], [1, 1], False, [0, 0], False),
    ((1, 3, 4, 5), "ui8", 100, (3, 2, 3, 3), 0, [2, 2], [1, 1], [1, 1], True, [1, 0], False),
    ((2, 2, 5, 4), "si8", -7, (2, 3, 3, 3), 3, [1, 1], [3, 0], [1, 1], True, [0, 0], True),
])
def test_quantized_conv_matches_integer_sums(xs, x_dt, zx, ws, zw, stride, padding, dilation, transposed,
                                             output_padding, const_w):
    """Differential: a quantized convolution (groups 1) through linalg (channels-last columns, one
    ``linalg.quantized_matmul``) on IREE gives exactly the i32 sums of ``(x - zx) * (w - zw)`` over
    the window (padding holds the zero point: it adds nothing), computed here by eager PyTorch in
    float64 (exact at these sizes): strides, dilations, asymmetric padding, 1x1 windows (no column
    copy), transposed convs (a negative padding cuts), quint8 inputs (shifted by -128), a batch
    over 1, constant and argument weights."""
    g = torch.Generator().manual_seed(sum(xs) + sum(ws))
    lo, hi = (0, 256) if x_dt == "ui8" else (-128, 128)
    x = torch.randint(lo, hi, xs, generator=g, dtype=torch.uint8 if x_dt == "ui8" else torch.int8)
    w = torch.randint(-128, 128, ws, generator=g, dtype=torch.int8)
    xd, wd = x.double() - zx, w.double() - zw
    if transposed:
        want = torch.nn.functional.conv_transpose2d(xd, wd, None, stride, padding, output_padding, 1, dilation)
    else:
        want = torch.nn.functional.conv2d(xd, wd, None, stride, padding, dilation)
    w_literal = str(w.tolist()) if const_w else None
    text = _qconv_program(xs, x_dt, zx, ws, zw, stride, padding, dilation, transposed, output_padding,
                          list(want.shape), w_literal)
    m = parse_module(text)
    pipelines.lower_raw_module(m, "linalg-on-tensors")
    lowered = m.to_text()
    assert "linalg.quantized_matmul" in lowered and "conv_2d" not in lowered
    if const_w and not transposed:   # the weight's transpose to [KH, KW, C, F] is folded into the constant
        f, c, kh, kw = ws
        assert re.search(rf"arith\.constant dense<.*> : tensor<{kh}x{kw}x{c}x{f}xi8>", lowered)
    got = _run(m, x) if const_w else _run(m, x, w)
    np.testing.assert_array_equal(got[0], want.to(torch.int32).numpy())


def test_pt2e_convs_keep_activations_channels_last():
    """Between two quantized convolutions the requantize generic reads the NHWC i32 sums and
    writes the next conv's NHWC i8 input (``linalg-transposes-into-producers``): no transpose is
    left between the two integer matmuls; the result is within one quantization step of eager."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.ReLU(),
                                torch.nn.Conv2d(8, 16, 3, padding=1), torch.nn.ReLU())
    x = torch.randn(1, 3, 10, 12)
    gm = _pt2e(model, x)
    text = tmlir.fx.export_and_import(gm, x, output_type="linalg-on-tensors").to_text()
    assert text.count("linalg.quantized_matmul") == 2
    between = text.split("linalg.quantized_matmul")[1]
    assert "linalg.transpose" not in between
    assert re.search(r"linalg\.generic .* ins\(%\S+, .*: tensor<1x10x12x8xi32>, .*outs\(%\S+ : tensor<1x10x12x8xi8>\)",
                     between)
    assert "tensor<1x8x10x12xi8>" not in text
    got = _run(tmlir.fx.export_and_import(gm, x, output_type="linalg-on-tensors"), x)[0]
    want = gm(x).detach().numpy()
    assert np.abs(got - want).max() <= _last_activation_scale(gm)
