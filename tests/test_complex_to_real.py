"""torch-complex-to-real: complex programs on TOSA (which has no complex types) through real pairs,
run with IREE (RefBackend) and compared with eager PyTorch; the RefBackend's view_as_real calling
convention (``tmlir.complex_as_real``)."""
import numpy as np
import pytest
import torch

import tmlir
from tmlir.backends.refbackend import RefBackend, complex_abi


class Fn(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *xs):
        return self.fn(*xs)


def run_tosa(fn, *args, rtol=1e-5, atol=1e-5):
    """Lower ``fn`` to TOSA, run it with IREE and compare every result with eager PyTorch."""
    m = Fn(fn)
    text = tmlir.fx.export_and_import(m, *args, output_type="tosa", tosa_emulation=("complex",)).to_text()
    assert "complex<" not in text
    b = RefBackend()
    got = b.load(b.compile(text)).main(*args)
    with torch.no_grad():
        want = m(*args)
    got = got if isinstance(got, tuple) else (got,)
    want = want if isinstance(want, tuple) else (want,)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        w = w.resolve_conj().numpy()
        assert g.dtype == w.dtype and g.shape == w.shape, (g.dtype, w.dtype, g.shape, w.shape)
        if w.dtype == np.bool_:
            np.testing.assert_array_equal(g, w)
        else:
            np.testing.assert_allclose(g, w, rtol=rtol, atol=atol)
    return text


def cx(*shape, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.complex(torch.randn(*shape, generator=g), torch.randn(*shape, generator=g))


# --- the calling convention ----------------------------------------------------------------------
def test_boundary_is_view_as_real_layout():
    text = run_tosa(lambda a: a * 2.0, cx(3, 4))
    assert "%arg0: tensor<3x4x2xf32> {tmlir.complex_as_real}" in text
    assert "-> (tensor<3x4x2xf32> {tmlir.complex_as_real})" in text
    assert complex_abi(text) == {"main": ((np.complex64,), (np.complex64,))}


def test_real_arguments_and_results_keep_their_types():
    text = run_tosa(lambda a, b: torch.view_as_real(torch.complex(a, b) * torch.complex(b, a)),
                    torch.randn(5), torch.randn(5))
    assert "tmlir.complex_as_real" not in text
    assert complex_abi(text) == {}


def test_refbackend_converts_marked_arguments_and_results():
    text = """func.func @swap(%a: tensor<3x2xf32> {tmlir.complex_as_real}, %b: tensor<3xf32>)
        -> (tensor<3x2xf32> {tmlir.complex_as_real}, tensor<3xf32>) {
      return %a, %b : tensor<3x2xf32>, tensor<3xf32>
    }"""
    b = RefBackend()
    f = b.load(b.compile(text, input_type="tosa"))
    z = np.array([1 + 2j, -3.5j, 4], np.complex64)
    got, r = f.swap(z, np.ones(3, np.float32))
    assert got.dtype == np.complex64
    np.testing.assert_array_equal(got, z)
    # a conjugated torch view goes in resolved
    t = torch.tensor(z).conj()
    got, _ = f.swap(t, np.ones(3, np.float32))
    np.testing.assert_array_equal(got, np.conj(z))


# --- arithmetic ----------------------------------------------------------------------------------
@pytest.mark.parametrize("name,fn", [
    ("add", lambda a, b: a + b),
    ("sub_alpha", lambda a, b: torch.sub(a, b, alpha=3)),
    ("mul", lambda a, b: a * b),
    ("div", lambda a, b: a / b),
    ("conj_mul", lambda a, b: a.conj() * b),
    ("neg_square", lambda a, b: -(a * a) + b),
])
def test_binary(name, fn):
    run_tosa(fn, cx(3, 4, seed=1), cx(3, 4, seed=2), rtol=1e-5, atol=1e-6)


def test_mixed_real_and_complex_scalars():
    run_tosa(lambda a, r: (a + r) * (2 - 1j) + 0.5 - a / r + a * 3 + (1 + 2j), cx(2, 3), torch.rand(3) + 0.5)


def test_division_smith_scaling_and_zero_divisor():
    a = torch.tensor([1 + 1j, 3e30 + 3e30j, 1 + 0j, 2 - 1j], dtype=torch.complex64)
    z = torch.tensor([2e-30 + 1e-30j, 1e30 + 2e30j, 0j, 1e-3 - 4e3j], dtype=torch.complex64)
    run_tosa(lambda a, z: a / z, a, z, rtol=1e-5, atol=0)


def test_abs_angle_sgn_without_overflow():
    a = torch.tensor([3 + 4j, 3e30 + 4e30j, 0j, -0.0 - 2j, complex(float("inf"), float("nan")), 1e-30j],
                     dtype=torch.complex64)
    run_tosa(lambda a: (torch.abs(a), torch.angle(a)), a, rtol=1e-6, atol=0)
    run_tosa(lambda a: torch.sgn(a), a[:4].clone(), rtol=1e-6, atol=1e-7)


def test_comparisons_and_classification():
    a = torch.tensor([1 + 2j, complex(float("nan"), 0), complex(0, float("inf")), 3j], dtype=torch.complex64)
    b = torch.tensor([1 + 2j, 1 + 0j, complex(0, float("inf")), 3 + 0j], dtype=torch.complex64)
    run_tosa(lambda a, b: (a == b, a != b, torch.isnan(a), torch.isinf(a), torch.isfinite(a), a.bool()), a, b)


def test_parts_and_conversions():
    run_tosa(lambda a, r: (a.real * 2, a.imag + r, torch.view_as_real(a), a.to(torch.complex64) * 1j,
                           r.to(torch.complex64) + a), cx(2, 3), torch.randn(2, 3))


def test_complex_literal():
    w = torch.tensor([[1 + 2j, -1j], [0.5 + 0j, 3 - 3j]], dtype=torch.complex64)
    run_tosa(lambda a: a @ w, cx(3, 2))


# --- products ------------------------------------------------------------------------------------
def test_products():
    a, b = cx(2, 3, 4, seed=3), cx(2, 4, 5, seed=4)
    run_tosa(lambda a, b: (torch.bmm(a, b), a.real.to(torch.complex64) @ b, torch.einsum("bij,bjk->bik", a, b)), a, b,
             rtol=1e-5, atol=1e-5)


def test_addmm_with_complex_scalars():
    run_tosa(lambda c, a, b: torch.addmm(c, a, b, beta=0.5 - 1j, alpha=2j), cx(3, 5), cx(3, 4), cx(4, 5),
             rtol=1e-5, atol=1e-5)


def test_conv1d_complex_weight_and_bias():
    x = torch.randn(1, 2, 8).to(torch.complex64) + 1j * torch.randn(1, 2, 8)
    w = cx(3, 2, 3, seed=5)
    bias = cx(3, seed=6)
    run_tosa(lambda x, w, bias: torch.nn.functional.conv1d(x, w, bias), x, w, bias, rtol=1e-5, atol=1e-5)


# --- data movement and reductions ----------------------------------------------------------------
def test_views_and_indexing():
    idx = torch.tensor([2, 0])
    run_tosa(lambda a, i: (a.permute(1, 0, 2)[:, 1:], a.reshape(6, 4).flip(0), torch.cat([a, a.conj()], -1),
                           a.index_select(1, i), torch.where(a.real > 0, a, a * 1j), a.sum(1), a.mean((0, 2))),
             cx(2, 3, 4), idx, rtol=1e-5, atol=1e-6)


def test_masked_fill_and_full_with_complex_values():
    run_tosa(lambda a: (a.masked_fill(a.real > 0, 2 - 1j), torch.full_like(a, 1 + 1j) * a,
                        torch.ones_like(a) + a), cx(3, 3))


def test_index_put_accumulate():
    run_tosa(lambda a, v: a.index_put((torch.tensor([0, 2, 0]),), v, accumulate=True), cx(4, 2), cx(3, 2))


def test_refbackend_complex32_pairs_come_back_as_complex64():
    text = """func.func @id(%a: tensor<3x2xf16> {tmlir.complex_as_real}) -> (tensor<3x2xf16> {tmlir.complex_as_real}) {
      return %a : tensor<3x2xf16>
    }"""
    b = RefBackend()
    f = b.load(b.compile(text, input_type="tosa"))
    z = torch.tensor([1 + 2j, -3.5j, 0.25], dtype=torch.complex64).to(torch.complex32)
    got = f.id(z)
    assert got.dtype == np.complex64
    np.testing.assert_array_equal(got, z.to(torch.complex64).numpy())


def test_to_complex32_and_complex128_boundaries():
    """chalf: complex<f16> parts (f16 pairs) come back as complex64, exactly; cdouble has f64 parts,
    and TOSA 1.0 has no f64: the emulation gives them, and convert-torch-to-tosa names the op."""
    from tmlir.ir.passmanager import PassError
    x = torch.randn(4)
    text = tmlir.fx.export_and_import(Fn(lambda x: x.chalf() * 2), x, output_type="tosa",
                                      tosa_emulation=("complex",)).to_text()
    b = RefBackend()
    got = b.load(b.compile(text)).main(x)
    np.testing.assert_array_equal(got, (x.chalf() * 2).to(torch.complex64).numpy())
    with pytest.raises(PassError) as e:
        tmlir.fx.export_and_import(Fn(lambda x: x.cdouble() + 1), x, output_type="tosa", tosa_emulation=("complex",))
    msg = str(e.value)
    assert "has an f64 tensor" in msg and "TOSA 1.0 has no 64-bit float types" in msg and "test_complex_to_real.py" in msg


def test_complex_without_the_opt_in_is_a_located_error():
    """The default TOSA pipeline has no complex emulation: one error naming the op, the type and the
    opt-in."""
    from tmlir.ir.passmanager import PassError
    with pytest.raises(PassError) as e:
        tmlir.fx.export_and_import(Fn(lambda a: a * 2.0), cx(3), output_type="tosa")
    msg = str(e.value)
    assert "has a complex tensor" in msg and "complex<f32>" in msg and "TOSA 1.0 has no complex types" in msg
    assert 'tosa_emulation=("complex",)' in msg and "test_complex_to_real.py" in msg
    with pytest.raises(ValueError, match="unknown TOSA emulation 'f64'"):
        tmlir.fx.export_and_import(Fn(lambda a: a * 2.0), cx(3), output_type="tosa", tosa_emulation=("f64",))
    with pytest.raises(ValueError, match="is for output_type='tosa'"):
        tmlir.fx.export_and_import(Fn(lambda a: a * 2.0), cx(3), output_type="linalg-on-tensors",
                                   tosa_emulation=("complex",))


# =================================================================================================
# --- math functions (complex_to_real/math.py) ----------------------------------------------------
# =================================================================================================
_N0 = -0.0
#: on and next to the branch cuts of asin/acos/atanh (real axis beyond +-1), asinh/atan (imaginary
#: axis beyond +-i), acosh (real axis below 1), log/sqrt (negative real axis), both signs of zero
CUTS = torch.tensor([complex(2, 0.0), complex(2, _N0), complex(-2, 0.0), complex(-2, _N0), complex(0.0, 2),
                     complex(_N0, 2), complex(0.0, -2), complex(_N0, -2), complex(-3, 1e-5), complex(0.5, 0.0),
                     complex(1, 0.0), complex(0.0, 1), complex(0.999, 1e-3), complex(1e-6, -1.2), complex(0.0, 0.0),
                     complex(-40, 25), complex(300, -200), complex(1e4, 1e4), complex(-0.7, 0.7),
                     complex(0.3, -0.9), complex(-1.5, _N0), complex(_N0, _N0)], dtype=torch.complex64)
#: |z| from 1e-6 to 1e-2 in all four quadrants: the relative digits of the odd functions near 0
SMALL = torch.tensor([complex(1e-6, 2e-6), complex(-3e-5, 1e-5), complex(2e-4, -7e-4), complex(-4e-3, -1e-3),
                      complex(8e-3, 5e-3), complex(0.0, 3e-4), complex(-5e-4, 0.0)], dtype=torch.complex64)

INVERSE = (torch.asin, torch.acos, torch.atan, torch.asinh, torch.acosh, torch.atanh)
ELEMENTARY = (torch.exp, torch.log, torch.sqrt, torch.sin, torch.cos, torch.tan, torch.sinh, torch.cosh, torch.tanh)


def _all(fns):
    return lambda z: tuple(f(z) for f in fns)


def test_inverse_functions_on_their_branch_cuts():
    """Each side of a cut (the sign of a zero part picks it) as eager; atanh(1) = inf, atan(i) = inf i."""
    run_tosa(_all(INVERSE), CUTS, rtol=1e-5, atol=1e-6)


def test_inverse_functions_far_and_random():
    far = torch.tensor([1e9 + 1j, -3e12 + 2e12j, complex(-1e20, _N0), 1e20j, 5e15 - 1e16j], dtype=torch.complex64)
    run_tosa(_all(INVERSE), far, rtol=1e-5, atol=1e-6)
    run_tosa(_all(INVERSE), cx(4, 5, seed=7), rtol=1e-5, atol=1e-6)


def test_elementary_functions_on_cuts_and_random():
    run_tosa(_all(ELEMENTARY + (torch.expm1, torch.log1p, torch.rsqrt, torch.sigmoid, torch.log2, torch.log10,
                                torch.exp2)), cx(4, 5, seed=8), rtol=1e-5, atol=1e-6)
    # log/sqrt/log1p on their cuts; exp/sinh/cosh/tanh overflowing f32 (inf parts, no inf * 0 NaN)
    run_tosa(_all((torch.log, torch.sqrt, torch.log1p, torch.exp, torch.sinh, torch.cosh, torch.tanh)),
             CUTS[:-3].clone(), rtol=1e-5, atol=1e-6)


def test_relative_digits_near_zero():
    """expm1/log1p/sin/tan/sinh/tanh/asin/asinh/atan/atanh/sqrt of tiny arguments keep their
    relative digits (atol 0): no exp(z) - 1, log(1 + z) or log of a modulus near 1."""
    fns = (torch.expm1, torch.log1p, torch.sin, torch.tan, torch.sinh, torch.tanh, torch.asin, torch.asinh,
           torch.atan, torch.atanh, torch.sqrt)
    run_tosa(_all(fns), SMALL, rtol=2e-5, atol=0)


def test_sinh_cosh_tanh_of_large_real_parts():
    """sinh/cosh finite up to |x| = 89 (e^|x| / 2), tanh -> +-1 with its tiny imaginary part."""
    z = torch.tensor([88.5 + 0.5j, -88.9 - 2j, 30 + 1j, -12 + 3j, 9.5 - 0.2j], dtype=torch.complex64)
    run_tosa(_all((torch.sinh, torch.cosh, torch.tanh, torch.sin, torch.cos)), z, rtol=1e-5, atol=0)


def test_pow_forms():
    a, w = cx(3, 4, seed=9), cx(3, 4, seed=10)
    r = torch.rand(4) + 0.5
    run_tosa(lambda a, w, r: (a ** w, a ** r, a ** 3, a ** -2, a ** 0.5, a ** -0.5, a ** 2.5, a ** 0,
                              torch.pow(2.0, w), torch.pow(a, 1.5 - 2j)), a, w, r, rtol=1e-5, atol=1e-5)
    # zero bases as eager: 0 ** w = 0 for Re w > 0, NaN for w = 0 (tensor exponent), 1 for the scalar 0
    z0 = torch.tensor([0j, 0j, 0j, complex(_N0, _N0), 2 - 1j], dtype=torch.complex64)
    w0 = torch.tensor([2 + 1j, 0.5, 0j, 3, 3j], dtype=torch.complex64)
    run_tosa(lambda z, w: (z ** w, z ** 0, z ** 2, z ** 0.5), z0, w0, rtol=1e-5, atol=1e-6)



def test_infinite_and_underflowing_parts():
    """C99's values as eager: exp(inf + 0i) = inf (no inf * 0), exp(-inf + iy) = 0, log(-inf + i) =
    inf + i pi, sqrt(-inf + i) = inf i, sqrt(iy, y = inf) = inf + inf i, tanh(-inf + i) = -1."""
    inf = float("inf")
    z = torch.tensor([-100 + 1j, -100 + 0j, 50 - 3j, complex(inf, 0), complex(-inf, 1), complex(0, inf)],
                     dtype=torch.complex64)
    run_tosa(_all((torch.exp, torch.log, torch.sqrt, torch.tanh)), z, rtol=1e-5, atol=1e-6)


def test_zero_dim_complex_argument_and_result():
    """A 0-d complex tensor or numpy array crosses the boundary as a [2] pair (np.ascontiguousarray
    had made a 0-d numpy array 1x2)."""
    z = torch.tensor(1 + 2j, dtype=torch.complex64)
    text = run_tosa(lambda a: (torch.exp(a), a * 2), z, rtol=1e-5, atol=1e-6)
    b = RefBackend()
    e, d = b.load(b.compile(text)).main(np.asarray(1 + 2j, np.complex64))
    assert e.shape == () and d.shape == ()
    np.testing.assert_allclose(e, np.exp(np.complex64(1 + 2j)), rtol=1e-5)
    assert d == np.complex64(2 + 4j)


def test_inverse_functions_at_infinity_as_eager():
    """C99's values: atan2 of two infinities is +-pi/4 / +-3pi/4, asinh(-0 + iy) keeps the sign of
    the zero far out, atanh(inf) = +-pi/2 i, atanh(1 + 1e-30i) has no underflowing |1 - z|^2."""
    inf = float("inf")
    z = torch.tensor([complex(inf, 0), complex(inf, inf), complex(-inf, inf), complex(0, inf), complex(_N0, 1e30),
                      complex(inf, 1), complex(1, 1e-30), complex(-1, 1e-30), complex(_N0, -inf), complex(-inf, -1)],
                     dtype=torch.complex64)
    run_tosa(_all(INVERSE + (torch.log, torch.sqrt)), z, rtol=1e-5, atol=1e-6)
    run_tosa(torch.rsqrt, torch.tensor([0j, complex(_N0, 0), 4 + 0j], dtype=torch.complex64), rtol=1e-6, atol=0)


def test_sin_cos_reduction_up_to_8e6():
    """exp(ix): the angle reduced exactly (k pi/2 with k split in two 12-bit halves, pi/2 in 12-bit
    parts) to |x| = 8e6 and near the multiples of pi/2, where IREE's f32 sin/cos are off by 3e-4 at
    1e4 and meaningless beyond 1e6; eager's f32 results within 1.2e-7."""
    g = torch.Generator().manual_seed(11)
    mag = torch.logspace(-4, 6.9, 600)
    x = mag * torch.where(torch.rand(600, generator=g) < 0.5, -1.0, 1.0)
    x = torch.cat([x, (torch.arange(-3000, 3000, 37, dtype=torch.float64) * (torch.pi / 2)).float(),
                   torch.tensor([16383.0, 16385.0, 7.99e6, -7.9e6])])
    run_tosa(lambda z: (torch.exp(z), torch.sin(z * -1j), torch.cos(z * -1j)), torch.complex(torch.zeros_like(x), x),
             rtol=1e-6, atol=3e-7)
