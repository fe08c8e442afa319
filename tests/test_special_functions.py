"""Special-function decompositions outside the range their fixed iteration counts cover give NaN,
not a truncated value; inside it they agree with eager PyTorch (compiled by IREE)."""
import torch

from tmlir.testing.linalg_check import run_linalg
from tmlir.transforms.decompositions.special import IGAMMA_ITERATIONS, POLYNOMIAL_MAX_DEGREE, ZETA_TERMS


def _run(fn, *inputs):
    return torch.from_numpy(run_linalg(fn, *inputs))


def test_polynomial_degree_above_the_unrolled_bound_is_nan():
    x = torch.tensor([0.3, -0.7, 0.3, 0.9, 0.5], dtype=torch.float64)
    n = torch.tensor([POLYNOMIAL_MAX_DEGREE, POLYNOMIAL_MAX_DEGREE + 1, 1000, 5, -3], dtype=torch.float64)
    got = _run(torch.special.chebyshev_polynomial_t, x, n)
    want = torch.special.chebyshev_polynomial_t(x, n)
    assert torch.isnan(got[1:3]).all(), got
    torch.testing.assert_close(got[[0, 3, 4]], want[[0, 3, 4]])


def test_igamma_without_convergence_is_nan():
    # near x = a for a large a the series needs far more than IGAMMA_ITERATIONS terms
    a = torch.tensor([4000.0, 5.0, 2.5, 0.5], dtype=torch.float64)
    x = torch.tensor([4000.0, 3.0, 30.0, 0.25], dtype=torch.float64)
    assert IGAMMA_ITERATIONS < 1000
    got = _run(torch.igamma, a, x)
    assert torch.isnan(got[0]), got
    torch.testing.assert_close(got[1:], torch.igamma(a, x)[1:])


def test_zeta_far_below_zero_with_an_integer_order_is_nan():
    s = torch.tensor([2.0, 3.0, 4.0], dtype=torch.float64)
    q = torch.tensor([10.0 - ZETA_TERMS - 0.5, -3.5, 2.0], dtype=torch.float64)
    got = _run(torch.special.zeta, s, q)
    assert torch.isnan(got[0]), got
    torch.testing.assert_close(got[1:], torch.special.zeta(s, q)[1:])
