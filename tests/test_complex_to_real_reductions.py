"""torch-complex-to-real: complex products, scans and variances, complex linear algebra and stft
on TOSA, run with IREE and compared with eager PyTorch (see test_complex_to_real.py)."""
import pytest
import torch

from test_complex_to_real import run_tosa, cx


@pytest.mark.parametrize("n", [1, 2, 5, 8])
def test_prod_along_a_dim_pairwise(n):
    # odd and even lengths: the odd last element is carried to the next round
    run_tosa(lambda a: (a.prod(1), a.prod(0, keepdim=True), a.prod()), cx(3, n, seed=n) * 0.8, rtol=1e-5, atol=1e-6)


def test_prod_with_inf_and_nan():
    inf, nan = float("inf"), float("nan")
    a = torch.tensor([[1 + 1j, complex(inf, 0), 2 + 0j], [complex(nan, 1), 1j, 3 - 1j], [0j, 2j, 0.5 + 0.5j]],
                     dtype=torch.complex64)
    m = lambda a: a.prod(1)  # noqa: E731
    got = run_tosa(m, a, rtol=1e-6, atol=0)
    assert "tosa.reduce_product" not in got  # complex products are built from real multiplies


@pytest.mark.parametrize("n", [1, 3, 4, 7])
def test_cumprod_log_depth_scan(n):
    run_tosa(lambda a: (torch.cumprod(a, 1), torch.cumprod(a, 0)), cx(2, n, seed=n) * 0.9, rtol=2e-5, atol=1e-6)


def test_var_std_family():
    a = cx(3, 5, seed=7)
    run_tosa(lambda a: (torch.var(a, 1), torch.std(a, 0, keepdim=True), torch.var(a, (0, 1), correction=0),
                        *torch.var_mean(a, 0), *torch.std_mean(a, correction=2)), a, rtol=1e-5, atol=1e-6)


def test_linalg_vander_and_matrix_exp():
    # vander is a cumprod; matrix_exp of complex64 runs its real embedding in f32 (the program's
    # precision: no f64 on TOSA) and meets eager at f32 tolerances
    run_tosa(lambda x: torch.linalg.vander(x), cx(2, 4, seed=8), rtol=1e-5, atol=1e-5)
    run_tosa(lambda a: torch.linalg.matrix_exp(a), cx(2, 3, 3, seed=9) * 0.7, rtol=1e-5, atol=1e-5)


def test_linalg_det_and_qr_with_zero_dim_complex_constants():
    # the decompositions make 0-d complex literals: their parts stay 0-d
    a = cx(2, 4, 4, seed=10)
    run_tosa(lambda a: torch.linalg.det(a), a, rtol=1e-4, atol=1e-5)
    run_tosa(lambda a: torch.linalg.qr(a)[0] @ torch.linalg.qr(a)[1], a, rtol=1e-4, atol=1e-5)


def test_ldl_factor_subtracts_a_float_from_a_complex_tensor():
    run_tosa(lambda a: torch.linalg.ldl_factor(a + a.mT)[0], cx(4, 4, seed=11), rtol=1e-4, atol=1e-5)


def test_reflect_pad_and_index_select_on_the_pair():
    # stft of a complex signal: a reflect pad and a gather of frames (on the parts, IREE fails to compile it)
    run_tosa(lambda x: torch.stft(x, n_fft=8, return_complex=True), cx(2, 40, seed=12), rtol=1e-5, atol=1e-5)
    run_tosa(lambda x: (torch.nn.functional.pad(x, (2, 3), mode="reflect"),
                        torch.nn.functional.pad(x.unsqueeze(0), (1, 2), mode="replicate"),
                        torch.nn.functional.pad(x.unsqueeze(0), (2, 1), mode="circular"),
                        torch.nn.functional.pad(x, (1, 1), value=2.0),
                        x.index_select(-1, torch.tensor([3, 0, 3]))), cx(2, 6, seed=13))
