"""torch-complex-to-real: cases found by the complex64 rows of the TOSA OpInfo conformance (0-d
complex arguments, index_put on the pair, logical ops, scatter reductions, size queries), run with
IREE and compared with eager PyTorch."""
import pytest
import torch

import tmlir
from test_complex_to_real import run_tosa, cx


def test_zero_dim_complex_arguments_and_results():
    # a 0-d complex argument crosses the boundary as tensor<2xf32> (not 1x2)
    a, b = torch.tensor(1.5 - 2j, dtype=torch.complex64), torch.tensor(-0.25 + 4j, dtype=torch.complex64)
    text = run_tosa(lambda a, b: (a * b, a.conj(), torch.view_as_real(a), a + 1), a, b)
    assert "%arg0: tensor<2xf32> {tmlir.complex_as_real}" in text


def test_zero_dim_complex_literal():
    run_tosa(lambda a: a + torch.tensor(2 - 3j, dtype=torch.complex64), cx(3))


@pytest.mark.parametrize("shape", [(), (4,), (3, 2)])
def test_index_copy_and_index_put_on_the_pair(shape):
    x, src = _cx(shape, 1), _cx(shape[:1] and (1,) + shape[1:], 2)
    run_tosa(lambda x, i, s: torch.index_copy(x, 0, i, s), x, torch.tensor([len(shape) and shape[0] - 1]), src)


def test_index_put_with_broadcast_values():
    run_tosa(lambda a, v, w: (a.index_put((torch.tensor([1, 3]),), v), a.index_put((torch.tensor([0]),), w)),
             cx(4, 3), cx(3, seed=3), _cx((), 4))


def test_logical_ops_treat_either_part_as_true():
    a = torch.tensor([0, 1j, 2, 0, -0.0 + 0j, 3 - 1j], dtype=torch.complex64)
    b = torch.tensor([1j, 0, 0, 0, 1, 2], dtype=torch.complex64)
    r = torch.tensor([0.0, 0.0, 1.0, 1.0, 0.0, 0.0])
    run_tosa(lambda a, b, r: (torch.logical_or(a, b), torch.logical_and(a, b), torch.logical_xor(a, r),
                              torch.logical_not(a)), a, b, r)


def test_scatter_add_reduce_and_value():
    idx = torch.tensor([[0, 1, 0], [2, 0, 1]])
    run_tosa(lambda a, s: (a.scatter(0, idx, s, reduce="add"), a.scatter(1, idx, 2.5)), cx(3, 3), cx(2, 3, seed=3))


def test_scatter_multiply_is_refused():
    idx = torch.tensor([[0, 1, 0]])
    with pytest.raises(Exception, match="reduce='multiply'"):
        tmlir.fx.export_and_import(_Fn(lambda a, s: a.scatter(0, idx, s, reduce="multiply")), cx(3, 3), cx(1, 3),
                                   output_type="tosa", tosa_emulation=("complex",))


def test_size_queries_of_complex_tensors():
    run_tosa(lambda a: torch.tensor_split(a, 3, dim=-1)[1] * a.size(-1), cx(2, 7))


def _cx(shape, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.complex(torch.randn(shape, generator=g), torch.randn(shape, generator=g))


class _Fn(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *xs):
        return self.fn(*xs)


def test_edge_pads_and_constant_pad():
    F = torch.nn.functional
    run_tosa(lambda x: (F.pad(x, (5, 5), mode="reflect"), F.pad(x, (2, 3), mode="replicate"),
                        F.pad(x, (1, 2), mode="circular"), F.pad(x, (1, 2), value=1.5)), cx(1, 1, 100))
    run_tosa(lambda x: (F.pad(x, (1, 2, 2, 1), mode="reflect"), F.pad(x, (2, 3, 1, 1), mode="replicate")), cx(2, 4, 5))


def test_stft_of_a_complex_signal():
    run_tosa(lambda x: torch.stft(x, 10, return_complex=True, center=True), cx(100), rtol=1e-4, atol=1e-4)


def test_gathers_along_the_last_dim_on_the_pair():
    run_tosa(lambda a: (a.index_select(-1, torch.tensor([4, 0, 2, 2, 1])), a.index_select(0, torch.tensor([1, 1])),
                        a[..., torch.tensor([3, 1])], a[:, torch.tensor([[1], [0]]), torch.tensor([2, 3])],
                        a[torch.tensor([2, 0])], a[0].index_select(0, torch.tensor([2]))[0]), cx(3, 5, 5))


def test_all_any_of_complex_tensors():
    a = torch.tensor([[0, 1j, 2], [0, 0, 1 - 1j]], dtype=torch.complex64)
    run_tosa(lambda a: (a.all(), a.any(), a.all(1), a.any(0), torch.any(a, (0, 1))), a)


def test_addbmm_with_complex_scalars():
    run_tosa(lambda m, x, y: (torch.addbmm(m, x, y), torch.addbmm(m, x, y, beta=0.5, alpha=2 - 1j)),
             cx(3, 4), cx(2, 3, 5, seed=1), cx(2, 5, 4, seed=2), rtol=1e-5, atol=1e-5)


def test_tosa_c64_rows_are_not_side_tabled_as_a_whole():
    """The tosa-complex config (the opt-in emulation) computes complex64 on real parts: a failing c64
    row needs its own reason ((op, "c64") or the op's TOSA entry); the f64 rule stays. The default
    tosa config refuses every c64 row (TOSA 1.0 has no complex types)."""
    from tmlir.conformance.xfail import xfail_reason
    assert xfail_reason("add", "c64", "tosa-complex") is None
    assert "logcumsumexp" in xfail_reason("logcumsumexp", "c64", "tosa-complex")
    assert "complex128" in xfail_reason("float_power", "c64", "tosa-complex")
    assert "nonzero" in xfail_reason("nonzero", "c64", "tosa-complex")        # the op's reason
    assert "TOSA 1.0 has no 64-bit float types" in xfail_reason("add", "f64", "tosa-complex")
    assert xfail_reason("logcumsumexp", "c64", "tosa-complex", failed=False) is None
    assert "TOSA 1.0 has no complex types" in xfail_reason("add", "c64", "tosa")
    assert "TOSA 1.0 has no complex types" in xfail_reason("chalf", "f32", "tosa")
    assert "complex<f16>" in xfail_reason("chalf", "f32", "linalg")


def test_tosa_complex_config_runs_the_emulation():
    from tmlir.conformance import runner as R
    from tmlir.conformance.opinfo import Task
    results = R.run_task(Task("mul", "c64"), config_name="tosa-complex")["c64"]
    assert results and all(s.status == "pass" for s in results), results
    results = R.run_task(Task("mul", "c64"), config_name="tosa")["c64"]
    assert results and all("TOSA 1.0 has no complex types" in s.message for s in results), results

