"""The IREE workarounds (tmlir/backends/iree/workarounds.py): one reproducer per entry.

Each reproducer compiles a small program *without* its workaround (``prepare_for_iree(...,
exclude=(name,))``, every other entry applied) and asserts that IREE still fails or still computes
the wrong value, then *with* it and asserts the right result. When an IREE upgrade fixes a
defect, its reproducer fails: delete the workaround (and the reproducer) then.
"""
import inspect
import re
import sys

import numpy as np
import pytest
import torch

import tmlir
from tmlir.backends.iree import workarounds as W
from tmlir.backends.iree.prepare import prepare_for_iree
from tmlir.backends.iree.refbackend import (RefBackend, RefBackendError, LoadedModule, _iree_compile,
                                            detect_input_type, program_flags)


def compile_text(text, *, exclude=(), target="llvm-cpu", precise_math=True):
    """``text`` prepared for ``target`` without the workarounds in ``exclude``, compiled."""
    it = detect_input_type(text)
    prepared = prepare_for_iree(text, target, it, precise_math=precise_math, exclude=exclude)
    return _iree_compile(prepared, program_flags(it, target, prepared))


def run_text(text, *inputs, exclude=()):
    return LoadedModule(compile_text(text, exclude=exclude), "local-sync").main(*inputs)


def elementwise(body, t="f32", n=None, binary=False):
    """A function applying the scalar ``body`` (``%x``/``%y`` in, ``%r`` out) to 1-d tensors."""
    dim = "?" if n is None else str(n)
    ty = f"tensor<{dim}x{t}>"
    ins = f"%a: {ty}, %b: {ty}" if binary else f"%a: {ty}"
    operands = f"ins(%a, %b : {ty}, {ty})" if binary else f"ins(%a : {ty})"
    maps = ", ".join(["affine_map<(d0) -> (d0)>"] * (3 if binary else 2))
    args = f"%x: {t}, %y: {t}, %o: {t}" if binary else f"%x: {t}, %o: {t}"
    size = "" if n is not None else "%c0 = arith.constant 0 : index\n  %n = tensor.dim %a, %c0 : " + ty + "\n  "
    empty = f"tensor.empty({'%n' if n is None else ''}) : {ty}"
    return f"""func.func @main({ins}) -> {ty} {{
  {size}%e = {empty}
  %r = linalg.generic {{indexing_maps = [{maps}], iterator_types = ["parallel"]}} {operands} outs(%e : {ty}) {{
  ^bb0({args}):
    {body}
    linalg.yield %r : {t}
  }} -> {ty}
  return %r : {ty}
}}"""


def test_every_workaround_has_its_reproducer_here():
    from tmlir.backends.iree import passes  # noqa: F401
    here = {name for name, _ in inspect.getmembers(sys.modules[__name__], inspect.isfunction)}
    for w in W.WORKAROUNDS.values():
        path, _, test = w.reproducer.partition("::")
        assert w.found_on and w.why, w.name
        if path.endswith("test_workarounds.py"):
            assert test in here, f"{w.name}: reproducer {w.reproducer} does not exist"


def test_f32_sin_range_reduction():
    """llvm-cpu's f32 sin keeps too few digits of pi (iree-precise-f32-trig)."""
    x = np.array([7.9e6, 1e4, 7e-4, -12345.678, 1.5707964], np.float32)
    want = np.sin(x.astype(np.float64))
    text = elementwise("%r = math.sin %x : f32", n=x.size)
    bad = run_text(text, x, exclude=("iree-precise-f32-trig",))
    assert np.abs(bad - want).max() > 1e-2          # 0.21 off at 7.9e6 (IREE 3.13)
    good = run_text(text, x)
    np.testing.assert_allclose(good, want.astype(np.float32), rtol=2e-7, atol=1e-30)


def test_tosa_f32_sin_range_reduction():
    """llvm-cpu's f32 tosa.sin/tosa.cos keep too few digits of pi (iree-tosa-precise-f32-sin-cos)."""
    x = np.array([1e4, 7e-4, -12345.678, 1.5707964, 3.0e6], np.float32)
    for op, fn in (("tosa.sin", np.sin), ("tosa.cos", np.cos)):
        text = f"""func.func @main(%a: tensor<5xf32>) -> tensor<5xf32> {{
  %r = {op} %a : (tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}}"""
        want = fn(x.astype(np.float64))
        bad = run_text(text, x, exclude=("iree-tosa-precise-f32-sin-cos",))
        assert np.abs(bad - want).max() > 1e-4                 # 3e-4 off at 1e4 (IREE 3.13)
        good = run_text(text, x)
        np.testing.assert_allclose(good, want.astype(np.float32), rtol=1e-6, atol=1e-7)


def test_tosa_max_of_only_infinities():
    """float tosa.reduce_max/reduce_min start at -/+FLT_MAX: a row of only -inf gives -3.4e38
    (iree-tosa-max-min-infinities)."""
    x = np.array([[-np.inf] * 3, [1.0, -np.inf, 2.0], [np.inf] * 3], np.float32)
    for op, fn, row in (("tosa.reduce_max", np.max, 0), ("tosa.reduce_min", np.min, 2)):
        text = f"""func.func @main(%a: tensor<3x3xf32>) -> tensor<3x1xf32> {{
  %r = {op} %a axis(1) : (tensor<3x3xf32>) -> tensor<3x1xf32>
  return %r : tensor<3x1xf32>
}}"""
        want = fn(x, axis=1, keepdims=True)
        bad = run_text(text, x, exclude=("iree-tosa-max-min-infinities",))
        assert np.isfinite(bad[row, 0]) and abs(bad[row, 0]) > 3e38, bad     # -/+FLT_MAX for the infinite row
        np.testing.assert_array_equal(run_text(text, x), want)


def test_pow_negative_base():
    """llvm-cpu's powf is exp(y log x): NaN for negative bases; atan2(0, 0) NaN (iree-c-pow-atan2)."""
    x = np.array([-2.0, 0.0, 1.0, -0.0], np.float32)
    y = np.array([2.0, 0.0, np.nan, -1.0], np.float32)
    pow_text = elementwise("%r = math.powf %x, %y : f32", n=4, binary=True)
    bad = run_text(pow_text, x, y, exclude=("iree-c-pow-atan2",))
    assert np.isnan(bad[0]) and np.isnan(bad[1])
    np.testing.assert_array_equal(run_text(pow_text, x, y), np.power(x, y))
    atan_text = elementwise("%r = math.atan2 %x, %y : f32", n=4, binary=True)
    yy, xx = np.array([0.0, -0.0, -0.0, 1.0], np.float32), np.array([0.0, -1.0, -0.0, 0.0], np.float32)
    assert np.isnan(run_text(atan_text, yy, xx, exclude=("iree-c-pow-atan2",))[0])
    good = run_text(atan_text, yy, xx)
    np.testing.assert_array_equal(good, np.arctan2(yy, xx))
    np.testing.assert_array_equal(np.signbit(good), np.signbit(np.arctan2(yy, xx)))


def test_f32_log10_does_not_link():
    """llvm-cpu links no f32 log10 or erfc (iree-libm-gaps)."""
    x = np.array([1e-3, 2.0, 100.0, 0.5], np.float32)
    for body, ref in (("%r = math.log10 %x : f32", np.log10), ("%r = math.erfc %x : f32", None)):
        text = elementwise(body, n=4)
        with pytest.raises(RefBackendError):
            compile_text(text, exclude=("iree-libm-gaps",))
        got = run_text(text, x)
        want = ref(x) if ref else torch.special.erfc(torch.from_numpy(x)).numpy()
        np.testing.assert_allclose(got, want, rtol=2e-6, atol=1e-7)


def test_f64_sin_does_not_link():
    """llvm-cpu links no f64 sin (iree-expand-f64-math)."""
    x = np.array([0.5, 1e10, -3.0, 1e-300], np.float64)
    text = elementwise("%r = math.sin %x : f64", t="f64", n=4)
    with pytest.raises(RefBackendError, match="sin"):
        compile_text(text, exclude=("iree-expand-f64-math",))
    np.testing.assert_allclose(run_text(text, x), np.sin(x), rtol=4e-16, atol=0)


_SPLAT_SUM = """func.func @main(%a: tensor<?xf32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %one = arith.constant 1.0 : f32
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %z = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<f32>
  %oi = linalg.fill ins(%z : f32) outs(%o : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                       iterator_types = ["reduction"]} ins(%f : tensor<?xf32>) outs(%oi : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}"""


def test_splat_reduction_miscount():
    """llvm-cpu adds a filled input once per vector step of a dynamic reduction
    (iree-fold-splat-reductions)."""
    a = np.zeros(37, np.float32)
    assert float(run_text(_SPLAT_SUM, a, exclude=("iree-fold-splat-reductions",))) != 37.0
    assert float(run_text(_SPLAT_SUM, a)) == 37.0


def _two_loops_in_a_row(a):
    return torch.linalg.cholesky(a) + torch.linalg.inv(a)


def test_loop_carried_offset():
    """Two loops in a row over run-time sizes: IREE packs their carried tensors into one
    allocation and reads one at the other's offset (iree-whole-loop-carried-tensors)."""
    from torch.export import Dim

    class Fn(torch.nn.Module):
        def forward(self, a):
            return _two_loops_in_a_row(a)

    def spd(n, b):
        q = torch.randn(b, n, n)
        return q @ q.mT + n * torch.eye(n)
    torch.manual_seed(0)
    dims = ({0: Dim.AUTO, 1: Dim.AUTO, 2: Dim.AUTO},)
    text = tmlir.fx.export_and_import(Fn(), spd(4, 2), output_type="linalg-on-tensors", dynamic_shapes=dims).to_text()
    x = spd(6, 3)
    want = _two_loops_in_a_row(x).numpy()
    try:
        bad = run_text(text, x.numpy(), exclude=("iree-whole-loop-carried-tensors",))
        assert not np.allclose(bad, want, rtol=2e-3, atol=2e-3)
    except RefBackendError:
        pass   # or IREE fails at run time ("indirect buffer reference out of range")
    np.testing.assert_allclose(run_text(text, x.numpy()), want, rtol=2e-3, atol=2e-3)


def test_batch1_conv_drops_compilation_info():
    """IREE keeps a convolution's compilation_info at batch 2 and drops it at batch 1 (so
    iree-cpu-tune-convolutions splits a batch-1 convolution in two half-height ones)."""
    from tmlir.backends.iree.conv_tuning import conv_compilation_info
    import iree.compiler as ic
    info = conv_compilation_info(32, 64, 32)
    attr = f"#iree_codegen.compilation_info{info.body}"
    chosen = {}
    for batch in (1, 2):
        oh = 64 // batch
        out = f"tensor<{batch}x{oh}x64x32xf32>"
        text = f"""func.func @main(%x: tensor<{batch}x{oh + 2}x66x32xf32>, %w: tensor<3x3x32x32xf32>) -> {out} {{
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : {out}
  %f = linalg.fill ins(%z : f32) outs(%e : {out}) -> {out}
  %c = linalg.conv_2d_nhwc_hwcf {{compilation_info = {attr}, dilations = dense<1> : tensor<2xi64>,
        strides = dense<1> : tensor<2xi64>}} ins(%x, %w : tensor<{batch}x{oh + 2}x66x32xf32>, tensor<3x3x32x32xf32>)
        outs(%f : {out}) -> {out}
  return %c : {out}
}}"""
        ir = ic.compile_str(text, input_type="none", extra_args=[
            "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
            "--iree-llvmcpu-target-cpu=skylake-avx512", "--compile-to=executable-configurations"])
        chosen[batch] = "vector_common_parallel = [1, 1, 8, 32, 0, 0, 0]" in ir.decode()
    assert chosen == {1: False, 2: True}


def test_stablehlo_unit_reshape_compare():
    """f16 attention on StableHLO: a unit-dim reshape read by a broadcast and by an elementwise op
    feeding a compare fails to legalize (iree-stablehlo-fold-unit-reshape-broadcasts)."""
    class Attention(torch.nn.Module):
        def forward(self, q, k, v):
            return torch.nn.functional.scaled_dot_product_attention(q, k, v)
    torch.manual_seed(0)
    qkv = [torch.randn(2, 3, 5, 4, dtype=torch.float16) for _ in range(3)]
    text = tmlir.fx.export_and_import(Attention(), *qkv, output_type="stablehlo").to_text()
    with pytest.raises(RefBackendError, match="stablehlo.compare"):
        compile_text(text, exclude=("iree-stablehlo-fold-unit-reshape-broadcasts",))
    got = LoadedModule(compile_text(text), "local-sync").main(*[t.numpy() for t in qkv])
    np.testing.assert_allclose(got.astype(np.float32), Attention()(*qkv).float().numpy(), rtol=2e-2, atol=2e-3)


def test_half_rounding_in_the_middle():
    """A chain of bf16 ops (each rounded to bf16 by PyTorch: truncf then extf between them in one
    body): llvm-cpu drops the pairs and computes the chain in f32 (iree-exact-half-roundings)."""
    from tmlir.backends.iree.refbackend import to_iree_arg

    class Chain(torch.nn.Module):
        def forward(self, a, b):
            return (a + b) * b - a
    torch.manual_seed(0)
    a, b = torch.randn(1000).bfloat16(), torch.randn(1000).bfloat16()
    text = tmlir.fx.export_and_import(Chain(), a, b, output_type="linalg-on-tensors").to_text()
    assert "arith.truncf" in text and "arith.bitcast" not in text    # the output says what it means
    want = Chain()(a, b).view(torch.int16).numpy()

    def bits(out):
        return np.asarray(out).view(np.int16)
    args = (to_iree_arg(a), to_iree_arg(b))
    assert (bits(run_text(text, *args, exclude=("iree-exact-half-roundings",))) != want).sum() > 10
    np.testing.assert_array_equal(bits(run_text(text, *args)), want)


def test_stablehlo_half_rounding_in_the_middle():
    """The same chain of bf16 ops on StableHLO input (stablehlo.convert f32 -> bf16 between
    them): llvm-cpu drops the converts (iree-stablehlo-exact-half-roundings)."""
    from tmlir.backends.iree.refbackend import to_iree_arg
    torch.manual_seed(0)
    a, b = torch.randn(1000).bfloat16(), torch.randn(1000).bfloat16()

    def chain(x, y):
        return (x + y) * y - x
    text = _stablehlo_program(chain, a, b)
    assert "stablehlo.convert" in text and "bitcast" not in text
    want = chain(a, b).view(torch.int16).numpy()
    args = (to_iree_arg(a), to_iree_arg(b))
    got = np.asarray(run_text(text, *args, exclude=("iree-stablehlo-exact-half-roundings",))).view(np.int16)
    assert (got != want).sum() > 10
    np.testing.assert_array_equal(np.asarray(run_text(text, *args)).view(np.int16), want)


def test_complex_tensor_constant():
    """A complex tensor constant: llvm-cpu cannot translate it, nor can the GPU targets (their
    const-eval JIT-compiles initializers for the host), vulkan-spirv cannot legalize it
    (iree-complex-constants)."""
    class AddConst(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.register_buffer("c", torch.tensor([1 + 2j, -3 + 0.5j, 0.25 - 1j], dtype=torch.complex64))

        def forward(self, z):
            return z * self.c
    z = torch.randn(3, dtype=torch.complex64)
    text = tmlir.fx.export_and_import(AddConst(), z, output_type="linalg-on-tensors").to_text()
    assert re.search(r"arith\.constant .*tensor<3xcomplex<f32>>", text)   # the output says what it is
    with pytest.raises(RefBackendError):
        compile_text(text, exclude=("iree-complex-constants",))
    for target in ("vulkan-spirv", "cuda", "rocm"):
        with pytest.raises(RefBackendError):
            compile_text(text, exclude=("iree-complex-constants",), target=target)
        compile_text(text, target=target)
    got = LoadedModule(compile_text(text), "local-sync").main(z.numpy())
    np.testing.assert_allclose(got, (z * AddConst().c).numpy(), rtol=1e-6)


def _fails_on_vulkan_without(text, name, match, rewrite):
    """Asserts that vulkan-spirv fails on ``text`` without workaround ``name`` (an error matching
    ``match``) and compiles it with; returns ``text`` rewritten by ``rewrite`` alone (which must
    change something), for a run on llvm-cpu that shows the rewrite keeps the values."""
    from tmlir.ir import parse_module
    with pytest.raises(RefBackendError, match=match):
        compile_text(text, exclude=(name,), target="vulkan-spirv")
    compile_text(text, target="vulkan-spirv")
    m = parse_module(text)
    assert rewrite(m) > 0
    return m.to_text()


def _fails_on_gpus_without(text, name, targets, rewrite):
    """Asserts that each of ``targets`` fails on ``text`` without workaround ``name`` and compiles
    it with; returns ``text`` rewritten by ``rewrite`` alone (which must change something)."""
    from tmlir.ir import parse_module
    for target in targets:
        with pytest.raises(RefBackendError):
            compile_text(text, exclude=(name,), target=target)
        compile_text(text, target=target)
    m = parse_module(text)
    assert rewrite(m) > 0
    return m.to_text()


def test_complex_matmul_on_gpus():
    """A complex matmul with a run-time size crashes cuda's and rocm's tile-size derivation
    (iree-gpu-complex-contractions); as four real matmuls it compiles and keeps the values."""
    from tmlir.backends.iree.gpu_complex import complex_contractions_as_real

    class Mm(torch.nn.Module):
        def forward(self, a, b):
            return torch.mm(a, b)
    a, b = torch.randn(3, 4, dtype=torch.complex64), torch.randn(4, 5, dtype=torch.complex64)
    dyn = {"a": {0: torch.export.Dim("m")}, "b": {1: torch.export.Dim("n")}}
    text = tmlir.fx.export_and_import(Mm(), a, b, dynamic_shapes=dyn, output_type="linalg-on-tensors").to_text()
    assert re.search(r"linalg\.matmul .*tensor<\?x4xcomplex<f32>>", text)
    rewritten = _fails_on_gpus_without(text, "iree-gpu-complex-contractions", ("cuda", "rocm"),
                                       complex_contractions_as_real)
    assert "complex<f32>>, tensor<4x?xcomplex" not in rewritten
    got = run_text(rewritten, a.numpy(), b.numpy())
    np.testing.assert_allclose(got, (a @ b).numpy(), rtol=1e-5, atol=1e-6)


def test_complex_epilogue_on_rocm():
    """An FFT (real matmuls with a complex-making epilogue fused into them) crashes rocm's copy
    tiling (iree-rocm-complex-epilogues); with the epilogue a dispatch of its own it compiles, and
    the barrier keeps the values."""
    from tmlir.backends.iree.gpu_complex import barrier_complex_epilogues

    class Fft(torch.nn.Module):
        def forward(self, z):
            return torch.fft.fft(z)
    z = torch.randn(3, 5, dtype=torch.complex64)
    text = tmlir.fx.export_and_import(Fft(), z, output_type="linalg-on-tensors").to_text()
    rewritten = _fails_on_gpus_without(text, "iree-rocm-complex-epilogues", ("rocm",),
                                       barrier_complex_epilogues)
    assert "util.optimization_barrier" in rewritten
    np.testing.assert_allclose(run_text(rewritten, z.numpy()), torch.fft.fft(z).numpy(), rtol=1e-5, atol=1e-5)


def test_complex_reduction_input_on_gpus():
    """max(|z|) over a complex tensor of run-time size crashes cuda's and rocm's reduction padding
    (iree-gpu-complex-reduction-inputs); with |z| computed first (behind a barrier tied to the
    run-time size) it compiles and keeps the values."""
    from tmlir.backends.iree.gpu_complex import project_complex_reduction_inputs

    class NormInf(torch.nn.Module):
        def forward(self, z):
            return torch.linalg.vector_norm(z, ord=float("inf"))
    z = torch.randn(5, 4, dtype=torch.complex64)
    text = tmlir.fx.export_and_import(NormInf(), z, dynamic_shapes={"z": {0: torch.export.Dim("n")}},
                                      output_type="linalg-on-tensors").to_text()
    rewritten = _fails_on_gpus_without(text, "iree-gpu-complex-reduction-inputs", ("cuda", "rocm"),
                                       project_complex_reduction_inputs)
    assert "flow.tensor.tie_shape" in rewritten
    np.testing.assert_allclose(run_text(rewritten, z.numpy()), NormInf()(z).numpy(), rtol=1e-6)


def test_complex_select_on_vulkan():
    """A select of complex numbers (a complex cumsum's masked scan): vulkan-spirv cannot legalize
    it (iree-complex-select); by parts it compiles, and the rewrite keeps the values on llvm-cpu."""
    class Cumsum(torch.nn.Module):
        def forward(self, z):
            return torch.cumsum(z, 0)
    text = tmlir.fx.export_and_import(Cumsum(), torch.randn(4, dtype=torch.complex64),
                                      output_type="linalg-on-tensors").to_text()
    assert re.search(r"arith\.select .*complex<f32>", text)
    from tmlir.backends.iree.vulkan_scalars import complex_select_by_parts
    rewritten = _fails_on_vulkan_without(text, "iree-complex-select", "arith.select", complex_select_by_parts)
    z = torch.randn(4, dtype=torch.complex64)
    got = LoadedModule(compile_text(rewritten), "local-sync").main(z.numpy())
    np.testing.assert_allclose(got, torch.cumsum(z, 0).numpy(), rtol=1e-6, atol=1e-6)


def test_narrow_unsigned_on_vulkan():
    """uint8 compares and max: vulkan-spirv cannot emulate unsigned i8 ops
    (iree-narrow-unsigned-in-i32); on zero-extended i32 they compile, and the rewrite keeps the
    values on llvm-cpu (200 >= 100 as unsigned)."""
    class Cmp(torch.nn.Module):
        def forward(self, a, b):
            return a >= b, torch.maximum(a, b)
    a = torch.tensor([200, 3, 100, 255], dtype=torch.uint8)
    b = torch.tensor([100, 7, 100, 0], dtype=torch.uint8)
    text = tmlir.fx.export_and_import(Cmp(), a, b, output_type="linalg-on-tensors").to_text()
    assert re.search(r"arith\.cmpi uge, .* : i8", text)
    from tmlir.backends.iree.vulkan_scalars import narrow_unsigned_in_i32
    rewritten = _fails_on_vulkan_without(text, "iree-narrow-unsigned-in-i32", "unsigned op", narrow_unsigned_in_i32)
    ge, mx = LoadedModule(compile_text(rewritten), "local-sync").main(a.numpy(), b.numpy())
    np.testing.assert_array_equal(ge, (a >= b).numpy())
    np.testing.assert_array_equal(np.asarray(mx).view(np.uint8), torch.maximum(a, b).numpy())  # i8 bits


def test_narrow_unsigned_to_float_on_vulkan():
    """exp of a uint8 tensor: vulkan-spirv cannot emulate the unsigned compare IREE makes of
    uitofp i8 -> f32 next to the exp (iree-narrow-unsigned-in-i32); as sitofp of the masked
    i32 it compiles, and the rewrite keeps the values on llvm-cpu (exp(200) is inf, not exp(-56))."""
    class Exp(torch.nn.Module):
        def forward(self, a):
            return torch.exp(a)
    a = torch.tensor([200, 3, 80, 0], dtype=torch.uint8)
    text = tmlir.fx.export_and_import(Exp(), a, output_type="linalg-on-tensors").to_text()
    assert re.search(r"arith\.uitofp .* : i8 to f32", text)
    from tmlir.backends.iree.vulkan_scalars import narrow_unsigned_in_i32
    rewritten = _fails_on_vulkan_without(text, "iree-narrow-unsigned-in-i32", "unsigned op", narrow_unsigned_in_i32)
    got = LoadedModule(compile_text(rewritten), "local-sync").main(a.numpy())
    np.testing.assert_allclose(got, torch.exp(a).numpy(), rtol=1e-6)


def test_stablehlo_narrow_shift_on_vulkan():
    """A uint8 right shift on StableHLO input: IREE's lowering compares the amount unsigned in
    i8, which vulkan-spirv cannot emulate (iree-stablehlo-narrow-shifts-in-i32); in i32 it
    compiles, and the rewrite keeps the values on llvm-cpu (amounts past the width give 0, an
    int8 arithmetic shift keeps the sign)."""
    from tmlir.ir import parse_module
    from tmlir.backends.iree.vulkan_scalars import stablehlo_narrow_shifts_in_i32
    a = torch.tensor([200, 3, 128, 255, 17], dtype=torch.uint8)
    k = torch.tensor([1, 0, 7, 8, 200], dtype=torch.uint8)
    s = torch.tensor([-100, 5, -1, 127, -128], dtype=torch.int8)
    ks = torch.tensor([1, 2, 7, 9, 3], dtype=torch.int8)
    text = _stablehlo_program(lambda x, y, u, v: (x >> y, u >> v, u << v), a, k, s, ks)
    with pytest.raises(RefBackendError, match="unsigned op"):
        compile_text(text, exclude=("iree-stablehlo-narrow-shifts-in-i32",), target="vulkan-spirv")
    compile_text(text, target="vulkan-spirv")
    m = parse_module(text)
    assert stablehlo_narrow_shifts_in_i32(m) == 3
    got = LoadedModule(compile_text(m.to_text()), "local-sync").main(a.numpy(), k.numpy(), s.numpy(), ks.numpy())
    np.testing.assert_array_equal(np.asarray(got[0]).view(np.uint8), (a >> k).numpy())
    np.testing.assert_array_equal(got[1], (s >> ks).numpy())
    np.testing.assert_array_equal(got[2], (s << ks).numpy())


@pytest.mark.parametrize("output_type, workaround, low, span, drift", [
    ("linalg-on-tensors", "iree-wide-f32-sums", 99.0, 2.0, 1e-3),
    ("stablehlo", "iree-stablehlo-wide-f32-sums", 3.0, 4.0, 5e-6)])
def test_long_f32_sum_drifts(output_type, workaround, low, span, drift):
    """The mean of 4M f32 values: llvm-cpu's f32 accumulation drifts (values near 100 through
    linalg: 2.6% off; near 5 through StableHLO: 2e-5, enough to move an f16-rounded mean by an ulp);
    with the workaround it is within 1e-6."""
    class Mean(torch.nn.Module):
        def forward(self, x):
            return x.mean()
    gen = torch.Generator().manual_seed(0)
    x = low + span * torch.rand(4_000_000, generator=gen)
    text = tmlir.fx.export_and_import(Mean(), x, output_type=output_type).to_text()
    assert "f64" not in text                       # the output sums in the program's type
    want = float(x.double().mean())
    bad = float(run_text(text, x.numpy(), exclude=(workaround,)))
    assert abs(bad - want) / want > drift
    assert abs(float(run_text(text, x.numpy())) - want) / want < 1e-6


# --- StableHLO input ---------------------------------------------------------------------------
# tmlir's StableHLO output writes each function as StableHLO's (or CHLO's) own op; these are the
# defects of IREE 3.13's StableHLO input for those ops (tmlir/backends/iree/stablehlo_math.py).

def stablehlo_op(op, t, n, operands=1, result=None):
    """A function applying the StableHLO/CHLO op ``op`` to ``operands`` 1-d tensors of ``t``
    (``n`` elements, None: a run-time size), the result of element type ``result`` (default t)."""
    ty = f"tensor<{'?' if n is None else n}x{t}>"
    rty = f"tensor<{'?' if n is None else n}x{result or t}>"
    args = ", ".join(f"%a{i}: {ty}" for i in range(operands))
    uses = ", ".join(f"%a{i}" for i in range(operands))
    types = ", ".join([ty] * operands)
    return f"""func.func @main({args}) -> {rty} {{
  %r = "{op}"({uses}) : ({types}) -> {rty}
  return %r : {rty}
}}"""


def _stablehlo_program(fn, *inputs, dynamic_shapes=None):
    class Fn(torch.nn.Module):
        def forward(self, *xs):
            return fn(*xs)
    return tmlir.fx.export_and_import(Fn(), *inputs, output_type="stablehlo", dynamic_shapes=dynamic_shapes).to_text()


def test_stablehlo_f32_sine_range_reduction():
    """llvm-cpu's f32 sine keeps too few digits of pi: sine(-4.45e-9) is 6.2e-8
    (iree-stablehlo-precise-f32-trig)."""
    x = np.array([-4.45413e-9, 7.9e6, 1e4, -5665.87, 7e-4], np.float32)
    want = np.sin(x.astype(np.float64))
    text = stablehlo_op("stablehlo.sine", "f32", x.size)
    bad = run_text(text, x, exclude=("iree-stablehlo-precise-f32-trig",))
    assert abs(bad[0] - want[0]) > 1e-8      # 6.2e-8 for -4.45e-9 (IREE 3.13)
    good = run_text(text, x)
    np.testing.assert_allclose(good, want.astype(np.float32), rtol=2e-7, atol=1e-30)


def test_stablehlo_dynamic_complex_sine():
    """sine of a complex tensor with a run-time size expands into a constant of the dynamic shape
    (iree-stablehlo-dynamic-complex-sin-cos)."""
    z = np.array([0.5 + 2j, -3 - 0.25j, 1e-3 + 0j], np.complex64)
    for op, fn in (("stablehlo.sine", np.sin), ("stablehlo.cosine", np.cos)):
        text = stablehlo_op(op, "complex<f32>", None)
        with pytest.raises(RefBackendError, match="must be statically shaped"):
            compile_text(text, exclude=("iree-stablehlo-dynamic-complex-sin-cos",))
        np.testing.assert_allclose(run_text(text, z), fn(z.astype(np.complex128)), rtol=2e-6)


def test_stablehlo_complex_abs_overflow():
    """abs of a complex is sqrt(re^2 + im^2): |1e30 + 1e30j| is inf (iree-stablehlo-complex-abs)."""
    z = np.array([1e30 + 1e30j, 3 + 4j, 0j, 1e-30 - 1e-30j, complex(np.inf, 1)], np.complex64)
    text = stablehlo_op("stablehlo.abs", "complex<f32>", z.size, result="f32")
    bad = run_text(text, z, exclude=("iree-stablehlo-complex-abs",))
    assert np.isinf(bad[0])
    np.testing.assert_allclose(run_text(text, z), np.abs(z.astype(np.complex128)), rtol=2e-7)


def test_stablehlo_power_negative_base():
    """llvm-cpu's power is exp(y log x): NaN for pow(-2, 2), pow(0, 0), pow(1, nan); atan2(0, 0)
    is NaN (iree-stablehlo-c-pow-atan2)."""
    x = np.array([-2.0, 0.0, 1.0, -8.0, -1.0], np.float32)
    y = np.array([2.0, 0.0, np.nan, 3.0, np.inf], np.float32)
    text = stablehlo_op("stablehlo.power", "f32", x.size, operands=2)
    bad = run_text(text, x, y, exclude=("iree-stablehlo-c-pow-atan2",))
    assert np.isnan(bad).all()
    np.testing.assert_array_equal(run_text(text, x, y), np.power(x, y))
    ya = np.array([0.0, -0.0, 0.0, -0.0, -0.0], np.float32)
    xa = np.array([0.0, 0.0, -0.0, -0.0, -1.0], np.float32)
    text = stablehlo_op("stablehlo.atan2", "f32", xa.size, operands=2)
    bad = run_text(text, ya, xa, exclude=("iree-stablehlo-c-pow-atan2",))
    assert np.isnan(bad[:4]).all() and bad[4] > 0
    good = run_text(text, ya, xa)
    np.testing.assert_array_equal(good, np.arctan2(ya, xa))
    np.testing.assert_array_equal(np.signbit(good), np.signbit(np.arctan2(ya, xa)))


def test_stablehlo_f64_sine_does_not_link():
    """llvm-cpu links no f64 sin (nor cos/tan/tanh/atan2: "undefined symbol"), its f64
    exponential_minus_one is 10^7 ulps off near 0 and complex<f64> exponential needs f64 sin/cos
    (iree-stablehlo-expand-f64-math)."""
    w = "iree-stablehlo-expand-f64-math"
    x = np.array([-4.45413e-9, 0.5, 3.0, 1e6, -2e22], np.float64)
    text = stablehlo_op("stablehlo.sine", "f64", x.size)
    with pytest.raises(RefBackendError, match="undefined symbol: sin"):
        compile_text(text, exclude=(w,))
    np.testing.assert_allclose(run_text(text, x), np.sin(x), rtol=1e-15, atol=0)
    text = stablehlo_op("stablehlo.exponential_minus_one", "f64", x.size)
    small = np.array([-4.45413e-9, 1e-12, 2.2e-9, 0.5, -0.25])
    bad = run_text(text, small, exclude=(w,))
    assert np.abs(bad - np.expm1(small)).max() / np.abs(np.expm1(small)).min() > 1e-9
    np.testing.assert_allclose(run_text(text, small), np.expm1(small), rtol=1e-15)
    z = np.array([0.5 + 2j, -3 - 0.25j], np.complex128)
    text = stablehlo_op("stablehlo.exponential", "complex<f64>", z.size)
    with pytest.raises(RefBackendError, match="undefined symbol"):
        compile_text(text, exclude=(w,))
    np.testing.assert_allclose(run_text(text, z), np.exp(z), rtol=1e-15)


def test_stablehlo_dynamic_reshape_does_not_legalize():
    """stablehlo.dynamic_reshape does not legalize, even a plain collapse
    (iree-stablehlo-dynamic-reshape)."""
    text = """func.func @main(%a: tensor<?x4xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xf32>
  %di = arith.index_cast %d : index to i64
  %c4 = arith.constant 4 : i64
  %n = arith.muli %di, %c4 : i64
  %s = tensor.from_elements %n : tensor<1xi64>
  %r = stablehlo.dynamic_reshape %a, %s : (tensor<?x4xf32>, tensor<1xi64>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}"""
    with pytest.raises(RefBackendError, match="failed to legalize operation 'stablehlo.dynamic_reshape'"):
        compile_text(text, exclude=("iree-stablehlo-dynamic-reshape",))
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    np.testing.assert_array_equal(run_text(text, x), x.ravel())


def _max_window(t, window, strides, padding=None):
    pad = "" if padding is None else f", padding = dense<{padding}> : tensor<3x2xi64>"
    return f"""func.func @main(%a: {t}) -> {{R}} {{
  %i = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = "stablehlo.reduce_window"(%a, %i) ({{
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }}) {{window_dimensions = array<i64: {window}>, window_strides = array<i64: {strides}>{pad}}} : ({t}, tensor<f32>) -> {{R}}
  return %r : {{R}}
}}"""


def test_stablehlo_dynamic_reduce_window_does_not_legalize():
    """a reduce_window with a run-time size does not legalize
    (iree-stablehlo-unroll-dynamic-reduce-windows)."""
    text = _max_window("tensor<1x1x?xf32>", "1, 1, 3", "1, 1, 2", "[[0, 0], [0, 0], [1, 1]]").replace(
        "{R}", "tensor<1x1x?xf32>")
    with pytest.raises(RefBackendError, match="failed to legalize operation 'stablehlo.reduce_window'"):
        compile_text(text, exclude=("iree-stablehlo-unroll-dynamic-reduce-windows",))
    x = np.array([[[3.0, -1.0, 7.0, 2.0, 5.0, 0.5, -4.0, 8.0, 1.0]]], np.float32)
    want = torch.nn.functional.max_pool1d(torch.from_numpy(x), 3, 2, 1).numpy()
    np.testing.assert_array_equal(run_text(text, x), want)


def test_stablehlo_reduce_window_unread_tail():
    """input cells past the last window fail: IREE infers the window loops from the input
    (iree-stablehlo-reduce-window-unread-tail)."""
    import torch.nn.functional as F
    x = torch.randn(1, 3, 4, 4)
    text = _stablehlo_program(lambda a: F.avg_pool2d(a, 2, 3), x)    # the 4th row and column unread
    with pytest.raises(RefBackendError, match="inferred input/output operand"):
        compile_text(text, exclude=("iree-stablehlo-reduce-window-unread-tail",))
    np.testing.assert_allclose(run_text(text, x.numpy()), F.avg_pool2d(x, 2, 3).numpy(), rtol=1e-6)


def test_stablehlo_dynamic_convolution_does_not_legalize():
    """stablehlo.convolution legalizes only with static spatial sizes
    (iree-stablehlo-gathered-dynamic-convolutions)."""
    text = """func.func @main(%a: tensor<1x2x?x?xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x?x?xf32> {
  %r = stablehlo.convolution(%a, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[1, 1], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x?x?xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x?x?xf32>
  return %r : tensor<1x3x?x?xf32>
}"""
    with pytest.raises(RefBackendError, match="failed to legalize operation 'stablehlo.convolution'"):
        compile_text(text, exclude=("iree-stablehlo-gathered-dynamic-convolutions",))
    rng = np.random.default_rng(0)
    x, w = rng.standard_normal((1, 2, 7, 6), np.float32), rng.standard_normal((3, 2, 3, 3), np.float32)
    want = torch.nn.functional.conv2d(torch.from_numpy(x), torch.from_numpy(w), stride=(2, 1), padding=(1, 0))
    np.testing.assert_allclose(run_text(text, x, w), want.numpy(), rtol=1e-5, atol=1e-5)


def test_stablehlo_dynamic_matrix_vector_product():
    """a dot_general over a run-time contracting size with a vector operand folds into a dynamic
    stablehlo.reshape; an outer product over a unit contraction into a dynamic_reshape
    (iree-stablehlo-dynamic-unit-contractions)."""
    w = "iree-stablehlo-dynamic-unit-contractions"
    mv = """func.func @main(%a: tensor<3x?xf32>, %b: tensor<?xf32>) -> tensor<3xf32> {
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x?xf32>, tensor<?xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}"""
    outer = """func.func @main(%a: tensor<?x1xf32>, %b: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}"""
    with pytest.raises(RefBackendError, match="must be statically shaped"):
        compile_text(mv, exclude=(w,))
    with pytest.raises(RefBackendError, match="stablehlo.dynamic_reshape"):
        compile_text(outer, exclude=(w,))
    rng = np.random.default_rng(0)
    a, v = rng.standard_normal((3, 5), np.float32), rng.standard_normal(5, np.float32)
    np.testing.assert_allclose(run_text(mv, a, v), a @ v, rtol=1e-5, atol=1e-6)
    p, q = rng.standard_normal((4, 1), np.float32), rng.standard_normal((1, 6), np.float32)
    np.testing.assert_allclose(run_text(outer, p, q), p @ q, rtol=1e-6)


def test_stablehlo_complex_dot_general_on_rocm():
    """A complex dot_general crashes rocm's tile-size derivation
    (iree-stablehlo-gpu-complex-contractions); as four real ones, the complex-making epilogue fused
    into them crashes rocm's copy tiling (iree-stablehlo-rocm-complex-epilogues). Both rewrites
    keep the values."""
    from tmlir.ir import parse_module
    from tmlir.backends.iree.gpu_complex import barrier_stablehlo_complex_epilogues, complex_dot_generals_as_real
    a, b = torch.randn(3, 4, dtype=torch.complex64), torch.randn(4, 5, dtype=torch.complex64)
    text = _stablehlo_program(torch.mm, a, b)
    assert "stablehlo.dot_general" in text and "tensor<3x4xcomplex<f32>>" in text
    for name in ("iree-stablehlo-gpu-complex-contractions", "iree-stablehlo-rocm-complex-epilogues"):
        with pytest.raises(RefBackendError):
            compile_text(text, exclude=(name,), target="rocm")
    compile_text(text, target="rocm")
    m = parse_module(text)
    assert complex_dot_generals_as_real(m) == 1 and barrier_stablehlo_complex_epilogues(m) == 1
    np.testing.assert_allclose(run_text(m.to_text(), a.numpy(), b.numpy()), (a @ b).numpy(), rtol=1e-5, atol=1e-6)


def test_stablehlo_complex_reduction_input_on_gpus():
    """max(|z|) over a complex tensor of run-time size on StableHLO: cuda and rocm crash padding
    the fused reduction (iree-stablehlo-gpu-complex-reduction-inputs); with |z| behind a barrier
    it compiles and keeps the values."""
    from tmlir.ir import parse_module
    from tmlir.backends.iree.gpu_complex import barrier_stablehlo_complex_reduction_inputs
    z = torch.randn(5, 4, dtype=torch.complex64)
    fn = lambda z: torch.linalg.vector_norm(z, ord=float("inf"))  # noqa: E731
    text = _stablehlo_program(fn, z, dynamic_shapes=(({0: torch.export.Dim("n")},),))
    name = "iree-stablehlo-gpu-complex-reduction-inputs"
    for target in ("cuda", "rocm"):
        with pytest.raises(RefBackendError):
            compile_text(text, exclude=(name,), target=target)
        compile_text(text, target=target)
    m = parse_module(text)
    assert barrier_stablehlo_complex_reduction_inputs(m) == 1
    np.testing.assert_allclose(run_text(m.to_text(), z.numpy()), fn(z).numpy(), rtol=1e-6)


def test_stablehlo_complex_constant():
    """A complex Cholesky factorisation holds complex constants (unit vectors) that IREE's
    const-eval cannot evaluate once it computes a global from one ("jit global source
    initialization order invalid"; iree-stablehlo-complex-constants), on every target. With the
    constants as stablehlo.complex of part constants they compile, and the rewrite keeps the
    values."""
    from tmlir.ir import parse_module
    from tmlir.backends.iree.complex_constants import stablehlo_complex_constants_as_parts
    g = torch.Generator().manual_seed(0)
    x = torch.randn(4, 4, dtype=torch.complex64, generator=g)
    a = x @ x.mH + 4 * torch.eye(4)
    text = _stablehlo_program(torch.linalg.cholesky, a)
    assert re.search(r"stablehlo\.constant .*tensor<4xcomplex<f32>>", text)
    for target in ("llvm-cpu", "cuda", "rocm", "vulkan-spirv"):
        with pytest.raises(RefBackendError, match="initialization order invalid"):
            compile_text(text, exclude=("iree-stablehlo-complex-constants",), target=target)
        compile_text(text, target=target)
    m = parse_module(text)
    assert stablehlo_complex_constants_as_parts(m) > 0
    np.testing.assert_allclose(run_text(m.to_text(), a.numpy()), torch.linalg.cholesky(a).numpy(),
                               rtol=1e-5, atol=1e-5)


def test_stablehlo_complex_select_on_vulkan():
    """torch.where on complex tensors (a stablehlo.select of complex): vulkan-spirv cannot legalize
    it (iree-stablehlo-complex-select); by parts it compiles, and the rewrite keeps the values."""
    from tmlir.backends.iree.vulkan_scalars import stablehlo_complex_select_by_parts
    c = torch.tensor([True, False, True, False])
    x, y = torch.randn(4, dtype=torch.complex64), torch.randn(4, dtype=torch.complex64)
    text = _stablehlo_program(torch.where, c, x, y)
    rewritten = _fails_on_vulkan_without(text, "iree-stablehlo-complex-select", "arith.select",
                                         stablehlo_complex_select_by_parts)
    np.testing.assert_array_equal(run_text(rewritten, c.numpy(), x.numpy(), y.numpy()), torch.where(c, x, y).numpy())


def test_stablehlo_sort_unsigned_compare():
    """an UNSIGNED compare in a sort comparator orders i8 as signed
    (iree-stablehlo-sort-unsigned-compare)."""
    text = """func.func @main(%a: tensor<6xi8>) -> tensor<6xi8> {
  %r = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<i8>, %y: tensor<i8>):
    %c = stablehlo.compare LT, %x, %y, UNSIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<6xi8>) -> tensor<6xi8>
  return %r : tensor<6xi8>
}"""
    x = np.array([3, -1, 100, -128, 0, 5], np.int8)
    want = np.sort(x.view(np.uint8)).view(np.int8)
    bad = run_text(text, x, exclude=("iree-stablehlo-sort-unsigned-compare",))
    np.testing.assert_array_equal(bad, np.sort(x))          # the signed order (IREE 3.13)
    np.testing.assert_array_equal(run_text(text, x), want)


def test_stablehlo_sort_unread_result_on_the_stack():
    """a sort result nobody reads (the positions of msort, the values of argsort) is scratch on the
    dispatch's stack: 64000 bytes of positions for 8000 values, unbounded at a run-time size
    (iree-stablehlo-sort-results-live)."""
    from torch.export import Dim
    w = "iree-stablehlo-sort-results-live"
    x = torch.randn(8000)
    msort = _stablehlo_program(torch.msort, x)
    with pytest.raises(RefBackendError, match="exceeded stack allocation limit"):
        compile_text(msort, exclude=(w,))
    np.testing.assert_array_equal(run_text(msort, x.numpy()), torch.msort(x).numpy())
    argsort = _stablehlo_program(lambda a: torch.argsort(a, stable=True), x[:300],
                                 dynamic_shapes=(({0: Dim("n")},),))
    with pytest.raises(RefBackendError, match="unbounded stack allocations"):
        compile_text(argsort, exclude=(w,))
    np.testing.assert_array_equal(run_text(argsort, x[:300].numpy()), torch.argsort(x[:300], stable=True).numpy())


def test_stablehlo_host_f64_conversion():
    """a 0-d f64 computed at run time and converted (the output size of a bilinear upsample by a
    float scale, computed in double as PyTorch does) is moved to the host, which cannot legalize
    'arith.fptosi' (f64) -> i64 (iree-stablehlo-host-f64-conversions)."""
    from torch.export import Dim
    import torch.nn.functional as F

    def fn(a):
        return F.interpolate(a, scale_factor=1.7, mode="bilinear")
    x = torch.randn(1, 2, 5, 6)
    text = _stablehlo_program(fn, x, dynamic_shapes=(({2: Dim("h", min=2), 3: Dim("w", min=2)},),))
    with pytest.raises(RefBackendError, match="arith.fptosi"):
        compile_text(text, exclude=("iree-stablehlo-host-f64-conversions",))
    np.testing.assert_allclose(run_text(text, x.numpy()), fn(x).numpy(), rtol=1e-5, atol=1e-6)


def test_stablehlo_loop_carried_offset():
    """lu_solve at a run-time size with one right-hand column (its back substitution an scf.for
    over tensors computed before the loop): IREE reads a captured tensor at another's offset
    (iree-stablehlo-whole-loop-carried-tensors)."""
    from torch.export import Dim

    def args(n):
        lu, piv = torch.linalg.lu_factor(torch.randn(n, n) + n * torch.eye(n))
        return torch.randn(n, 1), lu, piv
    torch.manual_seed(0)
    auto = Dim.AUTO
    text = _stablehlo_program(torch.lu_solve, *args(3),
                              dynamic_shapes=(({0: auto, 1: auto}, {0: auto, 1: auto}, {0: auto}),))
    a = args(5)
    want = torch.lu_solve(*a).numpy()
    try:
        bad = run_text(text, *[t.numpy() for t in a], exclude=("iree-stablehlo-whole-loop-carried-tensors",))
        assert not np.allclose(bad, want, rtol=1e-4, atol=1e-5)
    except RefBackendError:
        pass   # or IREE fails at run time
    np.testing.assert_allclose(run_text(text, *[t.numpy() for t in a]), want, rtol=1e-4, atol=1e-5)


_INF = float("inf")
#: (base, exponent) pairs where IREE's complex.pow and PyTorch's exp(b log a) part
_POW_SPECIAL = [(0j, 2 - 1j), (0j, 0.5), (0j, 0j), (1 + 0j, _INF), (0.5 + 0j, _INF), (3j, complex(0, _INF)),
                (complex(_INF, 0), -1 + 0j), (-2.5 + 1.5j, 0.7 - 0.2j), (2 - 1j, 3j), (-1 + 0j, 0.5 + 0j)]


def _pow_inputs():
    a = np.array([p[0] for p in _POW_SPECIAL], np.complex64)
    b = np.array([p[1] for p in _POW_SPECIAL], np.complex64)
    return a, b, torch.pow(torch.from_numpy(a), torch.from_numpy(b)).numpy()


def test_complex_pow_on_the_parts():
    """complex.pow: vulkan-spirv cannot legalize the complex selects of IREE's expansion, and
    llvm-cpu's special values are not PyTorch's (0 ** (2 - 1j) is NaN, PyTorch 0;
    iree-complex-pow-sign). On the parts it compiles for vulkan and matches PyTorch on llvm-cpu;
    complex.sign likewise compiles and keeps z / |z| (0 at 0)."""
    from tmlir.backends.iree.complex_math import pow_sign_by_parts
    a, b, want = _pow_inputs()
    text = elementwise("%r = complex.pow %x, %y : complex<f32>", t="complex<f32>", n=a.size, binary=True)
    rewritten = _fails_on_vulkan_without(text, "iree-complex-pow-sign", "arith.select", pow_sign_by_parts)
    bad = run_text(text, a, b, exclude=("iree-complex-pow-sign",))
    assert np.isnan(bad[0]) and want[0] == 0        # 0 ** (2 - 1j) (IREE 3.13)
    np.testing.assert_allclose(run_text(rewritten, a, b), want, rtol=1e-5, atol=1e-30, equal_nan=True)
    np.testing.assert_allclose(run_text(text, a, b), want, rtol=1e-5, atol=1e-30, equal_nan=True)
    z = np.array([3 - 4j, 0j, -2j, 1e-30 + 1e-30j], np.complex64)
    sign = elementwise("%r = complex.sign %x : complex<f32>", t="complex<f32>", n=z.size)
    rewritten = _fails_on_vulkan_without(sign, "iree-complex-pow-sign", "arith.select", pow_sign_by_parts)
    np.testing.assert_allclose(run_text(rewritten, z), torch.sgn(torch.from_numpy(z)).numpy(), rtol=1e-6)


def test_stablehlo_complex_pow_on_the_parts():
    """stablehlo.power of complex tensors: the same complex.pow expansion in IREE
    (iree-stablehlo-complex-pow; on llvm-cpu 0 ** 0 is 1, PyTorch NaN): on the parts it compiles
    for vulkan and matches PyTorch."""
    from tmlir.ir import parse_module
    from tmlir.backends.iree.complex_math import stablehlo_pow_by_parts
    a, b, want = _pow_inputs()
    text = _stablehlo_program(torch.pow, torch.from_numpy(a), torch.from_numpy(b))
    assert "stablehlo.power" in text
    with pytest.raises(RefBackendError, match="arith.select"):
        compile_text(text, exclude=("iree-stablehlo-complex-pow",), target="vulkan-spirv")
    compile_text(text, target="vulkan-spirv")
    bad = run_text(text, a, b, exclude=("iree-stablehlo-complex-pow",))
    assert bad[2] == 1 and np.isnan(want[2])        # 0 ** 0 (IREE 3.13; PyTorch: NaN)
    m = parse_module(text)
    assert stablehlo_pow_by_parts(m) == 1
    np.testing.assert_allclose(run_text(m.to_text(), a, b), want, rtol=1e-5, atol=1e-30, equal_nan=True)
