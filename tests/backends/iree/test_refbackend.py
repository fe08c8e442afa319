"""The IREE reference backend: hand-written linalg / tosa / stablehlo modules (tosa and stablehlo
in the generic form, which is what tmlir prints for them) parsed by tmlir, compiled and run,
results compared with numpy and PyTorch; dtypes, caching and error messages."""
import numpy as np
import pytest
import torch

from tmlir.backends.refbackend import (RefBackend, RefBackendError, clear_memory_cache, compile_flags,
                                       detect_input_type)
from tmlir.e2e.compare import to_torch
from tmlir.ir import parse_module


@pytest.fixture(scope="module")
def backend(tmp_path_factory):
    return RefBackend(cache_dir=str(tmp_path_factory.mktemp("iree-cache")))


def run(backend, text, *args, func="main"):
    """Parse ``text`` with tmlir (so tmlir's printed form is what IREE gets), compile, run."""
    module = parse_module(text)
    loaded = backend.load(backend.compile(module))
    return getattr(loaded, func)(*args)


ADD_DYNAMIC = """
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x4xf32>
  %init = tensor.empty(%n) : tensor<?x4xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x4xf32>, tensor<?x4xf32>) outs(%init : tensor<?x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}"""


def test_elementwise_add_dynamic_dim(backend):
    for n in (1, 3, 7):
        a = np.random.randn(n, 4).astype(np.float32)
        b = np.random.randn(n, 4).astype(np.float32)
        out = run(backend, ADD_DYNAMIC, a, b)
        assert isinstance(out, np.ndarray) and out.shape == (n, 4) and out.dtype == np.float32
        np.testing.assert_allclose(out, a + b, rtol=1e-6)


def test_non_contiguous_torch_inputs(backend):
    a = torch.randn(4, 6)[:, ::2].t()  # a strided, transposed view: 3x4
    b = torch.randn(4, 3).t()
    assert not a.is_contiguous() and not b.is_contiguous()
    out = run(backend, ADD_DYNAMIC, a, b)
    torch.testing.assert_close(torch.from_numpy(out), a + b)


MATMUL = """
func.func @main(%a: tensor<4x5xf32>, %b: tensor<5x3xf32>) -> tensor<4x3xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4x3xf32>) -> tensor<4x3xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x5xf32>, tensor<5x3xf32>) outs(%acc : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}"""


def test_matmul_against_torch(backend):
    a, b = torch.randn(4, 5), torch.randn(5, 3)
    out = run(backend, MATMUL, a, b)
    torch.testing.assert_close(torch.from_numpy(out), a @ b, rtol=1e-5, atol=1e-5)


CMP = """
#map = affine_map<(d0) -> (d0)>
func.func @main(%a: tensor<6xf32>, %b: tensor<6xf32>) -> (tensor<6xi1>, tensor<6xf32>) {
  %init = tensor.empty() : tensor<6xi1>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<6xf32>, tensor<6xf32>) outs(%init : tensor<6xi1>) {
  ^bb0(%x: f32, %y: f32, %o: i1):
    %c = arith.cmpf ogt, %x, %y : f32
    linalg.yield %c : i1
  } -> tensor<6xi1>
  %1 = arith.select %0, %a, %b : tensor<6xi1>, tensor<6xf32>
  return %0, %1 : tensor<6xi1>, tensor<6xf32>
}"""


def test_i1_result_and_multiple_results(backend):
    a, b = np.random.randn(6).astype(np.float32), np.random.randn(6).astype(np.float32)
    mask, sel = run(backend, CMP, a, b)
    assert mask.dtype == np.bool_
    np.testing.assert_array_equal(mask, a > b)
    np.testing.assert_array_equal(sel, np.where(a > b, a, b))


def test_bool_input(backend):
    text = """
func.func @main(%m: tensor<4xi1>, %a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4xi64> {
  %0 = arith.select %m, %a, %b : tensor<4xi1>, tensor<4xi64>
  return %0 : tensor<4xi64>
}"""
    m = torch.tensor([True, False, False, True])
    a, b = torch.arange(4), torch.arange(4) * -10
    out = run(backend, text, m, a, b)
    assert out.dtype == np.int64
    np.testing.assert_array_equal(out, torch.where(m, a, b).numpy())


def test_bf16(backend):
    text = """
func.func @main(%a: tensor<5xbf16>, %b: tensor<5xbf16>) -> tensor<5xbf16> {
  %0 = arith.mulf %a, %b : tensor<5xbf16>
  return %0 : tensor<5xbf16>
}"""
    a = torch.randn(5, dtype=torch.bfloat16)
    b = torch.randn(5, dtype=torch.bfloat16)
    out = run(backend, text, a, b)
    got = to_torch(out)
    assert got.dtype == torch.bfloat16
    torch.testing.assert_close(got, a * b)


def test_f16_f64_not_demoted(backend):
    text = """
func.func @main(%a: tensor<3xf16>, %b: tensor<3xf64>) -> (tensor<3xf16>, tensor<3xf64>) {
  %0 = arith.addf %a, %a : tensor<3xf16>
  %1 = arith.mulf %b, %b : tensor<3xf64>
  return %0, %1 : tensor<3xf16>, tensor<3xf64>
}"""
    a = np.array([0.5, 1.25, -2.0], np.float16)
    b = np.array([1e-200, 3.0, 1.0 / 3.0], np.float64)  # 1e-200 squared underflows; 1/3 needs f64
    h, d = run(backend, text, a, b)
    assert h.dtype == np.float16 and d.dtype == np.float64
    np.testing.assert_array_equal(h, a + a)
    np.testing.assert_array_equal(d, b * b)


def test_complex_tensors_in_and_out(backend):
    """complex64/complex128 torch tensors and numpy arrays go in as IREE's complex element types and
    come back as numpy complex arrays."""
    text = """
#map = affine_map<(d0) -> (d0)>
func.func @main(%a: tensor<3xcomplex<f32>>, %b: tensor<3xcomplex<f64>>) -> (tensor<3xcomplex<f32>>, tensor<3xcomplex<f64>>) {
  %e = tensor.empty() : tensor<3xcomplex<f32>>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<3xcomplex<f32>>) outs(%e : tensor<3xcomplex<f32>>) {
  ^bb0(%x: complex<f32>, %o: complex<f32>):
    %m = complex.mul %x, %x : complex<f32>
    linalg.yield %m : complex<f32>
  } -> tensor<3xcomplex<f32>>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%b : tensor<3xcomplex<f64>>) outs(%b : tensor<3xcomplex<f64>>) {
  ^bb0(%x: complex<f64>, %o: complex<f64>):
    %c = complex.conj %x : complex<f64>
    linalg.yield %c : complex<f64>
  } -> tensor<3xcomplex<f64>>
  return %0, %1 : tensor<3xcomplex<f32>>, tensor<3xcomplex<f64>>
}"""
    a = torch.tensor([1 + 2j, -3j, 0.5], dtype=torch.complex64)
    b = np.array([1e-200 + 1j, 2 - 1e100j, 0], np.complex128)  # only representable in complex128
    sq, cj = run(backend, text, a, b)
    assert sq.dtype == np.complex64 and cj.dtype == np.complex128
    np.testing.assert_allclose(sq, (a * a).numpy(), rtol=1e-6)
    np.testing.assert_array_equal(cj, np.conj(b))


def test_integer_dtypes_zero_d_and_scalars(backend):
    text = """
func.func @main(%a: tensor<4xi8>, %b: tensor<4xi8>, %c: tensor<4xi32>, %z: tensor<i64>, %n: i64)
    -> (tensor<4xi8>, tensor<4xi8>, tensor<4xi32>, tensor<i64>, i64) {
  %0 = arith.addi %a, %a : tensor<4xi8>
  %1 = arith.maxui %b, %b : tensor<4xi8>
  %2 = arith.muli %c, %c : tensor<4xi32>
  %3 = arith.addi %z, %z : tensor<i64>
  %4 = arith.addi %n, %n : i64
  return %0, %1, %2, %3, %4 : tensor<4xi8>, tensor<4xi8>, tensor<4xi32>, tensor<i64>, i64
}"""
    a = torch.tensor([1, -2, 100, -100], dtype=torch.int8)
    b = torch.tensor([0, 7, 200, 255], dtype=torch.uint8)
    c = torch.tensor([3, -4, 5, 1000], dtype=torch.int32)
    z = torch.tensor(21, dtype=torch.int64)
    r0, r1, r2, r3, r4 = run(backend, text, a, b, c, z, 5)
    np.testing.assert_array_equal(r0, (a + a).numpy())  # wraps like torch's int8
    np.testing.assert_array_equal(r1.view(np.uint8), b.numpy())
    np.testing.assert_array_equal(r2, (c * c).numpy())
    assert r3.shape == () and int(r3) == 42
    assert r4 == 10
    # numpy inputs: a 0-d array stays 0-d (np.ascontiguousarray would make it 1-d), a transposed
    # view is passed in row-major order
    r0, _, r2, r3, _ = run(backend, text, a.numpy(), b.numpy(), c.numpy(), np.array(21, np.int64), 5)
    assert r3.shape == () and int(r3) == 42
    np.testing.assert_array_equal(r2, (c * c).numpy())
    m = np.arange(12, dtype=np.float32).reshape(4, 3).T
    np.testing.assert_array_equal(run(backend, ADD_DYNAMIC, m, m), m + m)


TOSA = """
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "tosa.maximum"(%0, %a) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}"""


def test_tosa_module(backend):
    assert detect_input_type(TOSA) == "tosa"
    a, b = torch.randn(2, 3), torch.randn(2, 3)
    art = backend.compile(parse_module(TOSA))
    assert art.input_type == "tosa" and "--iree-input-type=tosa" in art.flags
    out = backend.load(art).main(a, b)
    torch.testing.assert_close(torch.from_numpy(out), torch.maximum(a + b, a))


STABLEHLO = """
func.func @main(%a: tensor<3x4xf32>, %b: tensor<4x2xf32>) -> tensor<3x2xf32> {
  %0 = "stablehlo.dot"(%a, %b) : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
  %1 = "stablehlo.tanh"(%0) : (tensor<3x2xf32>) -> tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}"""


def test_stablehlo_module(backend):
    assert detect_input_type(STABLEHLO) == "stablehlo"
    a, b = torch.randn(3, 4), torch.randn(4, 2)
    art = backend.compile(parse_module(STABLEHLO))
    assert "--iree-input-type=stablehlo" in art.flags
    out = backend.load(art).main(a, b)
    torch.testing.assert_close(torch.from_numpy(out), torch.tanh(a @ b), rtol=1e-5, atol=1e-5)


def test_flags_follow_the_design():
    flags = compile_flags("none")
    assert flags == ("--iree-input-type=none", "--iree-hal-target-device=local",
                     "--iree-hal-local-target-device-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host")
    # IREE's default input flags; f64 kept only for programs with f64 values, where the target has f64
    assert compile_flags("none", f64=True)[-1] == "--iree-input-demote-f64-to-f32=false"
    assert "--iree-input-demote-f64-to-f32=false" not in compile_flags("none", "vulkan-spirv", f64=True)
    assert "--iree-hal-target-device=cuda" in compile_flags("stablehlo", "cuda")
    assert compile_flags("none", "rocm")[1:] == ("--iree-hal-target-device=hip", "--iree-rocm-target=gfx942")
    with pytest.raises(RefBackendError, match="unknown device"):
        RefBackend(device="tpu")


def test_ocp_fp8_programs_compile_for_rocm():
    """gfx942 has only the FNUZ fp8 types: a program with OCP fp8 (float8_e4m3fn, float8_e5m2)
    gets IREE's small-float emulation on rocm, and only such a program."""
    import tmlir
    from tmlir.backends.refbackend import compile_only, has_ocp_fp8

    class RoundTrip(torch.nn.Module):
        def forward(self, x):
            return x.to(torch.float8_e4m3fn).to(torch.float32) + x.to(torch.float8_e5m2).to(torch.float32)
    text = tmlir.fx.export_and_import(RoundTrip(), torch.randn(8), output_type="linalg-on-tensors").to_text()
    assert has_ocp_fp8(text) and not has_ocp_fp8(text.replace("f8E4M3FN", "f8E4M3FNUZ").replace("f8E5M2", "f8E5M2FNUZ"))
    assert compile_flags("none", "rocm", fp8=True)[-1] == "--iree-llvmgpu-enable-small-float-emulation"
    assert "--iree-llvmgpu-enable-small-float-emulation" not in compile_flags("none", "cuda", fp8=True)
    assert compile_only(text, "rocm")
    with pytest.raises(RefBackendError, match="F8E5M2 and F8E4M3FN types are not supported"):
        from tmlir.backends.iree.refbackend import _iree_compile
        _iree_compile(text, compile_flags("none", "rocm"))


def test_cache_hits_memory_then_disk(tmp_path, monkeypatch):
    monkeypatch.setenv("TMLIR_CACHE_DIR", str(tmp_path / "cache"))
    b = RefBackend()
    text = MATMUL.replace("@main", "@main_cache_probe")  # text no other test compiles
    first = b.compile(text)
    assert first.from_cache == ""
    assert (tmp_path / "cache" / (first.key + ".vmfb")).exists()
    second = b.compile(text)
    assert second.from_cache == "memory" and second.vmfb == first.vmfb
    clear_memory_cache()
    third = RefBackend().compile(text)
    assert third.from_cache == "disk" and third.vmfb == first.vmfb
    a, c = torch.randn(4, 5), torch.randn(5, 3)
    out = b.load(third).main_cache_probe(a, c)
    torch.testing.assert_close(torch.from_numpy(out), a @ c, rtol=1e-5, atol=1e-5)
    other_flags = RefBackend(extra_flags=("--iree-opt-level=O0",)).compile(text)
    assert other_flags.key != first.key  # flags are part of the key


def test_compile_error_carries_iree_diagnostics(backend):
    bad = "func.func @main(%a: tensor<2xf32>) -> tensor<3xf32> {\n  return %a : tensor<2xf32>\n}"
    with pytest.raises(RefBackendError) as info:
        backend.compile(bad)
    msg = str(info.value)
    assert msg.startswith("iree-compile failed")
    assert "error:" in msg and "doesn't match function result type" in msg
    assert "Invoked with" not in msg  # diagnostics only, not the command line


def test_missing_function_names_the_existing_ones(backend):
    loaded = backend.load(backend.compile(MATMUL))
    assert loaded.function_names == ["main"]
    with pytest.raises(RefBackendError, match=r"no function 'forward'; it has: main"):
        loaded.forward(np.zeros((4, 5), np.float32), np.zeros((5, 3), np.float32))


def test_bad_call_and_bad_inputs_are_clear(backend):
    loaded = backend.load(backend.compile(MATMUL))
    with pytest.raises(RefBackendError, match="calling 'main' failed"):
        loaded.main(np.zeros((4, 5), np.float32))  # one argument missing
    with pytest.raises(RefBackendError, match="cannot pass a dict"):
        loaded.main({}, {})
    with pytest.raises(RefBackendError, match="not a int"):
        backend.load(3)


def test_torch_dialect_is_refused():
    text = "func.func @main(%a: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {\n" \
           "  %0 = torch.aten.neg %a : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>\n" \
           "  return %0 : !torch.vtensor<[2],f32>\n}"
    with pytest.raises(RefBackendError, match=r"torch-dialect ops \(torch.aten.neg\)"):
        RefBackend(cache_dir=False).compile(text)


def test_detection_ignores_strings_and_attributes(backend):
    """Assert messages and locations naming torch ops, and torch.* module attributes, are not
    torch-dialect ops: the module compiles as linalg-on-tensors."""
    text = """
module attributes {torch.debug_module_name = "Net"} {
  func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %n = tensor.dim %a, %c0 : tensor<?xf32>
    %m = tensor.dim %b, %c0 : tensor<?xf32>
    %ok = arith.cmpi eq, %n, %m : index
    cf.assert %ok, "shapes cannot be broadcast together (torch.aten.add.Tensor)"
    %0 = arith.addf %a, %b : tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}"""
    assert detect_input_type(text) == "none"
    a, b = np.arange(3, dtype=np.float32), np.ones(3, np.float32)
    np.testing.assert_array_equal(run(backend, text, a, b), a + b)
    with pytest.raises(RefBackendError, match="calling 'main' failed"):
        run(backend, text, a, np.ones(2, np.float32))  # the assert fires at run time, cleanly


CHAINED_MATMULS = """
func.func @main(%a: tensor<?x64xf32>, %b: tensor<64x64xf32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %n = tensor.dim %a, %c0 : tensor<?x64xf32>
  %e = tensor.empty(%n) : tensor<?x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?x64xf32>) -> tensor<?x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<?x64xf32>, tensor<64x64xf32>) outs(%f : tensor<?x64xf32>) -> tensor<?x64xf32>
  %r = linalg.matmul ins(%m, %b : tensor<?x64xf32>, tensor<64x64xf32>) outs(%f : tensor<?x64xf32>) -> tensor<?x64xf32>
  return %r : tensor<?x64xf32>
}"""


def test_cpu_modules_reuse_pooled_buffers_correctly(backend):
    """A CPU module runs on a device of its own with IREE's caching allocator (transients are not
    zero-filled on every call; freed buffers are reused): calls with other inputs and other sizes,
    interleaved across two modules, still give numpy's values."""
    loaded = [backend.load(backend.compile(parse_module(CHAINED_MATMULS))) for _ in range(2)]
    assert loaded[0]._ctx.config.device is not loaded[1]._ctx.config.device
    rng = np.random.default_rng(0)
    b = rng.standard_normal((64, 64)).astype(np.float32)
    for rows in (8, 128, 8, 32, 128):
        for lm in loaded:
            a = rng.standard_normal((rows, 64)).astype(np.float32)
            np.testing.assert_allclose(lm.main(a, b), a @ b @ b, rtol=1e-4, atol=1e-3)
