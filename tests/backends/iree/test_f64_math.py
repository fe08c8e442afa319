"""iree-expand-f64-math: f64 functions IREE's llvm-cpu cannot link (sin, cos, tan, tanh, atan, asin, acos,
atan2, erf, erfc, cbrt, log2, log10, fmod) or computes inexactly (expm1, log1p, sinh, asinh, acosh,
atanh: thousands of ulps near 0) agree with eager PyTorch within a few ulps on dense grids
that include huge arguments, signed zeros, infinities and NaN (compiled by IREE). No subnormals: IREE's
llvm-cpu code flushes them to zero in every arithmetic op (``x * 1.0`` of 1e-310 gives 0)."""
import math

import numpy as np
import pytest
import torch

from tmlir.ir.parser import parse_module
from tmlir.ir.passmanager import PassManager
from tmlir.testing.linalg_check import compile_and_run, run_linalg as _run
import tmlir.backends.iree.passes  # noqa: F401  (registers the iree-* passes)


_EDGES = [0.0, -0.0, 2.0 ** -1022, -(2.0 ** -1022), 1e-300, 1.0, -1.0, math.inf, -math.inf, math.nan,
          2.0 ** 20, 2.0 ** 20 - 0.5, 1e22, -1e22, 6381956970095103 * 2.0 ** 797, 1.7976931348623157e308,
          -1.7976931348623157e308, math.pi / 2, math.pi, 2.0 ** 1023, 710.0, -745.0, 27.0, 1000.0, 0.125]


def _grid(lo=-10.0, hi=10.0, n=4001, huge=True, seed=0):
    rng = np.random.default_rng(seed)
    parts = [np.linspace(lo, hi, n), rng.uniform(lo, hi, 1000)]
    if huge:
        parts += [rng.uniform(-2e6, 2e6, 1000), 10.0 ** rng.uniform(-307, 308, 2000) * rng.choice([-1, 1], 2000)]
    parts.append(np.array(_EDGES))
    return torch.from_numpy(np.concatenate(parts))


def _assert_ulps(got, want, max_ulps, x=None):
    got = np.asarray(got, dtype=np.float64)
    want = np.asarray(want, dtype=np.float64)
    assert got.shape == want.shape
    nan = np.isnan(want)
    assert (np.isnan(got) == nan).all(), f"NaN where eager has none (or the reverse) at {np.flatnonzero(np.isnan(got) != nan)[:5]}"
    # a subnormal result comes back as zero (IREE flushes subnormals)
    same = (got == want) | nan | ((np.abs(want) < 2.0 ** -1022) & (got == 0))
    assert (np.signbit(got[want == 0]) == np.signbit(want[want == 0])).all(), "sign of zero differs"
    inf = np.isinf(want)
    assert (got[inf] == want[inf]).all(), "infinity differs"
    err = np.where(same, 0.0, np.abs(got - want) / np.spacing(np.abs(np.where(nan, 1.0, want))))
    worst = int(np.argmax(err))
    where = f" at x={np.asarray(x).ravel()[worst]!r}" if x is not None else ""
    assert err.max() <= max_ulps, f"{err.max():.1f} ulps{where}: {got[worst]!r} vs eager {want[worst]!r}"


@pytest.mark.parametrize("fn, ulps, grid", [
    (torch.sin, 2, {}), (torch.cos, 2, {}), (torch.tan, 3, {}), (torch.tanh, 3, {}), (torch.atan, 2, {}),
    (torch.asin, 3, {"lo": -1.5, "hi": 1.5, "huge": False}), (torch.acos, 3, {"lo": -1.5, "hi": 1.5, "huge": False}),
    (torch.erf, 6, {"lo": -7.0, "hi": 7.0}), (torch.log2, 1, {"lo": 0.0, "hi": 100.0}),
    (torch.log10, 2, {"lo": 0.0, "hi": 100.0}), (torch.expm1, 3, {"lo": -50.0, "hi": 50.0}),
    (torch.log1p, 3, {"lo": -0.999, "hi": 50.0}), (torch.sinh, 3, {"lo": -30.0, "hi": 30.0}), (torch.asinh, 3, {}),
    (torch.acosh, 4, {"lo": 1.0, "hi": 100.0}), (torch.atanh, 3, {"lo": -1.5, "hi": 1.5, "huge": False}),
], ids=lambda v: getattr(v, "__name__", "") if callable(v) else "")
def test_unary_f64_matches_eager(fn, ulps, grid):
    x = _grid(**grid)
    want = fn(x).numpy()
    if fn is torch.sinh:
        # eager's vectorized sinh overflows to inf from |x| = 709.79 on some CPUs (AVX-512), where
        # sinh is still finite up to 710.47 (libm's value, numpy's)
        want = np.where(np.isinf(want) & (np.abs(x.numpy()) < 710.5), np.sinh(x.numpy()), want)
    _assert_ulps(_run(fn, x), want, ulps, x)


def test_log2_exact_at_powers_of_two():
    x = torch.tensor([2.0 ** k for k in range(-1022, 1024, 3)], dtype=torch.float64)
    got = _run(torch.log2, x)
    assert (got == torch.log2(x).numpy()).all()


def test_erfc_relative_error():
    # erfc is 1 - erf below 1 and exp(-x^2) erfcx(x) above: relative accuracy where it is tiny (up to
    # 26: from 26.6 on exp(-x^2) is subnormal, which IREE flushes)
    x = torch.cat([torch.linspace(-6.0, 26.0, 3001, dtype=torch.float64), torch.tensor([0.0, -0.0, math.inf, -math.inf, math.nan],
                                                                                     dtype=torch.float64)])
    got, want = _run(torch.erfc, x), torch.erfc(x).numpy()
    finite = np.isfinite(want) & (want > 0)
    np.testing.assert_allclose(got[finite], want[finite], rtol=5e-14, atol=0)
    assert np.isnan(got[-1]) and got[-2] == 2.0 and got[-3] == 0.0


def test_atan2_f64_special_cases_and_grid():
    rng = np.random.default_rng(1)
    special = [0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, 2.0 ** -1022, 1e308]
    ys, xs = np.meshgrid(special, special)
    y = np.concatenate([ys.ravel(), rng.uniform(-10, 10, 3000), 10.0 ** rng.uniform(-300, 300, 1000)])
    x = np.concatenate([xs.ravel(), rng.uniform(-10, 10, 3000), -(10.0 ** rng.uniform(-300, 300, 1000))])
    y, x = torch.from_numpy(y), torch.from_numpy(x)
    _assert_ulps(_run(torch.atan2, y, x), torch.atan2(y, x).numpy(), 3)


def test_fmod_f64_is_exact():
    rng = np.random.default_rng(2)
    a = np.concatenate([rng.uniform(-100, 100, 2000), 10.0 ** rng.uniform(-300, 308, 1000) * rng.choice([-1, 1], 1000),
                        [1e308, -1e308, 1.7976931348623157e308, 2.0 ** -1022, 0.0, -0.0, 7.5, math.inf, math.nan, 3.0, 1.0]])
    b = np.concatenate([rng.uniform(-10, 10, 2000), 10.0 ** rng.uniform(-307, 10, 1000),
                        [3e-307, 0.1, 2.0 ** -1022, 1e-300, 3.0, 2.0, 0.0, 2.0, 1.0, math.inf, math.nan]])
    a, b = torch.from_numpy(a), torch.from_numpy(b)
    # eager element by element: PyTorch's vectorized f64 kernel gives NaN where x / y overflows
    # (fmod(4.5e244, 9.5e-206)), its scalar path (and C) the exact remainder 8.8e-206
    got = _run(torch.fmod, a, b)
    want = np.array([torch.fmod(p, q).item() for p, q in zip(a, b)])
    nan = np.isnan(want)
    assert (np.isnan(got) == nan).all()
    assert (got[~nan] == want[~nan]).all(), np.flatnonzero(got[~nan] != want[~nan])[:5]
    assert (np.signbit(got[~nan]) == np.signbit(want[~nan])).all()
    # remainder takes the sign of the divisor from the same remf
    got, want = _run(torch.remainder, a[:2000], b[:2000]), torch.remainder(a[:2000], b[:2000]).numpy()
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)


_CBRT = """
func.func @main(%a: tensor<{n}xf64>) -> tensor<{n}xf64> {{
  %e = tensor.empty() : tensor<{n}xf64>
  %r = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}}
      ins(%a : tensor<{n}xf64>) outs(%e : tensor<{n}xf64>) {{
  ^bb0(%x: f64, %o: f64):
    %y = math.cbrt %x : f64
    %z = math.sin %x : f64
    %s = arith.addf %y, %z : f64
    linalg.yield %y : f64
  }} -> tensor<{n}xf64>
  return %r : tensor<{n}xf64>
}}
"""


def test_cbrt_through_the_pass():
    # math.cbrt has no torch op that lowers to it: the pass on hand-written linalg, against numpy
    x = _grid().numpy()
    m = parse_module(_CBRT.format(n=x.size))
    PassManager.parse("builtin.module(func.func(iree-expand-f64-math,canonicalize,cse))").run(m)
    names = {op.name for op in m.walk()}
    assert not names & {"math.cbrt", "math.sin"}, names
    (got,) = compile_and_run(str(m), "main", [x])
    want = np.cbrt(x)
    _assert_ulps(got, want, 3, x)   # 1 ulp on an AVX-512 host, 3 on an AMD EPYC (IREE's exp/log)


def test_f32_math_is_left_alone():
    m = parse_module(_CBRT.replace("f64", "f32").format(n=4))
    PassManager.parse("builtin.module(func.func(iree-expand-f64-math))").run(m)
    names = [op.name for op in m.walk()]
    assert "math.cbrt" in names and "math.sin" in names


@pytest.mark.parametrize("fn", [torch.exp, torch.expm1, torch.log, torch.log1p, torch.sqrt, torch.rsqrt, torch.sin,
                                torch.cos, torch.tan, torch.tanh, torch.angle, lambda z: torch.pow(z, z.flip(0))],
                         ids=["exp", "expm1", "log", "log1p", "sqrt", "rsqrt", "sin", "cos", "tan", "tanh", "angle", "pow"])
def test_complex128_matches_eager(fn):
    # complex<f64> ops IREE expands into f64 sin/cos/atan2 it cannot link
    rng = np.random.default_rng(3)
    re = np.concatenate([rng.uniform(-5, 5, 1500), 10.0 ** rng.uniform(-12, 2, 300), [0.0, 1.0, -1.0, 1e-9, 3.0, -30.0, 40.0]])
    im = np.concatenate([rng.uniform(-5, 5, 1500), -(10.0 ** rng.uniform(-12, 2, 300)), [0.0, 0.0, 1e-300, 1e-9, 1e6, 0.5, -2.0]])
    z = torch.complex(torch.from_numpy(re), torch.from_numpy(im))
    got, want = _run(fn, z), fn(z).numpy()
    assert got.dtype == want.dtype
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-290)
