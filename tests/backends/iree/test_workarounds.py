"""The IREE workarounds (tmlir/backends/iree/workarounds.py): one reproducer per entry.

Each reproducer compiles a small program *without* its workaround (``prepare_for_iree(...,
exclude=(name,))``, every other entry applied) and asserts that IREE still fails or still computes
the wrong value, then *with* it and asserts the right result. When an IREE upgrade fixes a
defect, its reproducer fails: delete the workaround (and the reproducer) then.
"""
import inspect
import sys

import numpy as np
import pytest
import torch

import tmlir
from tmlir.backends.iree import workarounds as W
from tmlir.backends.iree.prepare import prepare_for_iree
from tmlir.backends.iree.refbackend import (RefBackend, RefBackendError, LoadedModule, _iree_compile, compile_flags,
                                            detect_input_type, has_f64)


def compile_text(text, *, exclude=(), target="llvm-cpu", precise_math=True):
    """``text`` prepared for ``target`` without the workarounds in ``exclude``, compiled."""
    it = detect_input_type(text)
    prepared = prepare_for_iree(text, target, it, precise_math=precise_math, exclude=exclude)
    return _iree_compile(prepared, compile_flags(it, target, f64=has_f64(prepared)))


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
