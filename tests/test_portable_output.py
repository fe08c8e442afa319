"""The linalg-on-tensors output is target-neutral: each f32 elementwise function is one ``math`` op
in the program's own type (no f64, no bitcasts), nothing engine-specific is in the text, and it
compiles with IREE's default flags for every target (llvm-cpu, cuda, rocm, vulkan-spirv) without
a device. (StableHLO: tests/test_stablehlo_backend.py; TOSA: tests/test_tosa_backend.py.)"""
import re

import pytest
import torch

import tmlir
from tmlir.backends.refbackend import compile_only
from tmlir.e2e.configs import output_f64

#: f32 function -> the math op its linalg body must hold
UNARY = {
    torch.sin: "math.sin", torch.cos: "math.cos", torch.tan: "math.tan", torch.tanh: "math.tanh",
    torch.exp: "math.exp", torch.exp2: "math.exp2", torch.expm1: "math.expm1", torch.log: "math.log",
    torch.log2: "math.log2", torch.log10: "math.log10", torch.log1p: "math.log1p", torch.sqrt: "math.sqrt",
    torch.rsqrt: "math.rsqrt", torch.erf: "math.erf", torch.special.erfc: "math.erfc", torch.atan: "math.atan",
    torch.asin: "math.asin", torch.acos: "math.acos", torch.sinh: "math.sinh", torch.cosh: "math.cosh",
    torch.asinh: "math.asinh", torch.acosh: "math.acosh", torch.atanh: "math.atanh", torch.floor: "math.floor",
    torch.ceil: "math.ceil", torch.round: "math.roundeven", torch.trunc: "math.trunc", torch.abs: "math.absf",
}
BINARY = {torch.pow: "math.powf", torch.atan2: "math.atan2", torch.copysign: "math.copysign"}


class Fn(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *xs):
        return self.fn(*xs)


def linalg_text(fn, *inputs, **kw):
    return tmlir.fx.export_and_import(Fn(fn), *inputs, output_type="linalg-on-tensors", **kw).to_text()


def body_ops(text):
    """The op names inside the linalg.generic bodies of ``text``."""
    return re.findall(r"=\s*(math\.\w+|arith\.\w+)", text)


@pytest.mark.parametrize("fn", list(UNARY), ids=lambda f: f.__name__)
def test_f32_unary_is_its_math_op(fn):
    text = linalg_text(fn, torch.rand(3, 4) + 0.5)
    ops = body_ops(text)
    assert UNARY[fn] in ops, text
    assert output_f64(text) is None, f"f64 in the output of an f32 {fn.__name__}: {output_f64(text)}"
    assert "bitcast" not in text
    # one math op and nothing else in the body (the function itself is the op)
    assert [o for o in ops if o.startswith("math.")] == [UNARY[fn]], ops


@pytest.mark.parametrize("fn", list(BINARY), ids=lambda f: f.__name__)
def test_f32_binary_is_its_math_op(fn):
    text = linalg_text(fn, torch.rand(3, 4) + 0.5, torch.rand(3, 4))
    assert [o for o in body_ops(text) if o.startswith("math.")] == [BINARY[fn]]
    assert output_f64(text) is None and "bitcast" not in text


def test_sin_exp_tanh_is_as_short_as_torch_mlirs():
    """sin(x) * exp(x) + tanh(x): one generic of three math ops and two arith ops (Torch-MLIR: 13
    lines of ops; tmlir's was ~360 with f64 and bitcasts)."""
    text = linalg_text(lambda x: torch.sin(x) * torch.exp(x) + torch.tanh(x), torch.randn(4, 8))
    ops = [l for l in text.splitlines() if re.search(r"=\s*[a-z_]+\.[a-z_.]+|linalg\.yield|return", l)]
    assert len(ops) <= 13, "\n".join(ops)
    assert sorted(o for o in body_ops(text) if o.startswith("math.")) == ["math.exp", "math.sin", "math.tanh"]
    assert output_f64(text) is None


def test_complex64_functions_compute_in_f32():
    """complex<f32> formulas (asin, atanh, ...) and pow stay in f32."""
    z = torch.randn(3, dtype=torch.complex64)
    for fn in (torch.asin, torch.atanh, torch.acosh, lambda a: torch.pow(a, a)):
        text = linalg_text(fn, z)
        assert output_f64(text) is None, output_f64(text)


def test_no_engine_workarounds_in_the_output():
    """A loop carrying tensors and a reduction of a filled tensor over a run-time size: the output
    keeps the plain scf.for and linalg reduction (the RefBackend's prepare-for-iree rewrites them
    for IREE; the output is not IREE's)."""
    from torch.export import Dim

    def fn(a):
        return torch.linalg.cholesky(a), torch.ones(a.shape[0]).sum()
    spd = torch.randn(5, 5)
    spd = spd @ spd.T + 5 * torch.eye(5)
    n = Dim("n", min=2)
    text = linalg_text(fn, spd, dynamic_shapes=(({0: n, 1: n},),))
    assert "scf.for" in text and "linalg.generic" in text
    assert "hal." not in text and "util." not in text and "iree" not in text.lower()


@pytest.mark.parametrize("target", ["llvm-cpu", "cuda", "rocm", "vulkan-spirv"])
def test_f32_math_compiles_for_every_target_with_default_flags(target):
    """Torch-MLIR's output for sin(x)*exp(x)+tanh(x) compiles everywhere with IREE's defaults;
    so does ours, and so does the rest of the f32 math (erfc: vulkan-spirv's prepare-for-iree
    writes 1 - erf)."""
    def fn(x, y):
        return (torch.sin(x) * torch.exp(x) + torch.tanh(x) + torch.pow(x.abs(), y) + torch.atan2(x, y)
                + torch.log10(x.abs() + 1) + torch.special.erfc(x) + torch.tan(y))
    text = linalg_text(fn, torch.randn(4, 8), torch.randn(4, 8))
    assert compile_only(text, target)


@pytest.mark.parametrize("output_type", ["linalg-on-tensors", "stablehlo"])
def test_user_backend_legal_ops_reach_the_backend(monkeypatch, output_type):
    """``backend_legal_ops=["aten.softmax.int"]``: the backend's conversion sees the softmax (it is
    not decomposed on the way, by the contract or by the backend's pipeline) and lowers it."""
    from tmlir.conversion.lowering_registry import LoweringRegistry
    seen = []
    real = LoweringRegistry.convert

    def spy(self, op, *a, **k):
        seen.extend(o.name for o in op.walk())
        return real(self, op, *a, **k)
    monkeypatch.setattr(LoweringRegistry, "convert", spy)
    x = torch.randn(3, 5)
    m = tmlir.fx.export_and_import(Fn(lambda a: torch.softmax(a, 1) * 2), x, output_type=output_type,
                                   backend_legal_ops=["aten.softmax.int"])
    assert "torch.aten.softmax.int" in seen
    text = m.to_text()
    assert "torch." not in text
    without = []
    monkeypatch.setattr(LoweringRegistry, "convert", lambda self, op, *a, **k: (without.extend(
        o.name for o in op.walk()), real(self, op, *a, **k))[1])
    tmlir.fx.export_and_import(Fn(lambda a: torch.softmax(a, 1) * 2), x, output_type=output_type)
    assert "torch.aten.softmax.int" not in without      # decomposed when the user does not keep it


_I64_TENSOR = re.compile(r"tensor<(?:[?\d]+x)+i64>")


def i64_tensor_result(text):
    """The first op line of ``text`` whose result is a ranked tensor of 64-bit integers, or None.
    Shape operands (``tensor.from_elements`` of sizes, the output shapes of StableHLO's dynamic
    ops) are host values, not tensor math, and are left out."""
    for line in text.splitlines():
        m = re.match(r"\s*%[\w#:, %]+=\s*([\w.]+)", line)
        if not m or m.group(1) == "tensor.from_elements":
            continue
        result = line.rsplit("->", 1)[1] if "->" in line else line.rsplit(":", 1)[-1]
        if _I64_TENSOR.search(result):
            return line.strip()
    return None


def _no_64bit_index_math_cases():
    from torch.export import Dim
    n = Dim("n", min=2, max=64)
    img = torch.randint(0, 256, (1, 3, 10, 12), dtype=torch.uint8)
    return {
        "fft-run-time-length": (lambda x: torch.view_as_real(torch.fft.fft(x)), (torch.randn(3, 8),),
                                (({1: n},),)),
        "u8-antialias-resize": (lambda x: torch.nn.functional.interpolate(
            x, size=(4, 5), mode="bilinear", antialias=True), (img,), None),
        "grid-sample": (lambda x, g: torch.nn.functional.grid_sample(x, g, align_corners=False),
                        (torch.randn(1, 2, 5, 6), torch.rand(1, 3, 4, 2) * 2 - 1), None),
        "adaptive-avg-pool-run-time-size": (lambda x: torch.nn.functional.adaptive_avg_pool1d(x, 3),
                                            (torch.randn(2, 3, 10),), (({2: n},),)),
        "int32-gather": (lambda x, i: torch.gather(x, 1, i),
                         (torch.randn(3, 5), torch.randint(0, 5, (3, 4), dtype=torch.int32)), None),
    }


@pytest.mark.parametrize("output_type", ["linalg-on-tensors", "stablehlo"])
@pytest.mark.parametrize("case", list(_no_64bit_index_math_cases()))
def test_no_64bit_index_math_for_a_32bit_program(case, output_type):
    """A program without 64-bit tensors gets none from a lowering's own index arithmetic (DFT
    positions j*k mod n, PyTorch's int16/int32 fixed-point uint8 resampling, grid_sample's
    per-plane offsets, adaptive bins, int32 gather indices): 32-bit targets (vulkan-spirv) have no
    64-bit integer arithmetic. Results are checked against eager by the e2e tests of each op."""
    fn, inputs, dyn = _no_64bit_index_math_cases()[case]
    text = tmlir.fx.export_and_import(Fn(fn), *inputs, output_type=output_type,
                                      dynamic_shapes=dyn).to_text()
    assert i64_tensor_result(text) is None, i64_tensor_result(text)


@pytest.mark.parametrize("output_type", ["linalg-on-tensors", "stablehlo"])
def test_run_time_length_fft_compiles_for_vulkan(output_type):
    """IREE's vulkan-spirv emulates few i64 ops (no i64 division): the FFT of a run-time length
    compiles there with default flags."""
    fn, inputs, dyn = _no_64bit_index_math_cases()["fft-run-time-length"]
    text = tmlir.fx.export_and_import(Fn(fn), *inputs, output_type=output_type, dynamic_shapes=dyn).to_text()
    assert compile_only(text, "vulkan-spirv")
