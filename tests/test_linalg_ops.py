"""torch.linalg decompositions: the refusals (dynamic or too large matrices) name the op, the
operand and the Python line; singular systems raise at run time as in PyTorch."""
import pytest
import torch

import tmlir
from tmlir.backends.refbackend import RefBackend, RefBackendError
from tmlir.ir.passmanager import PassError
from tmlir.transforms.decompositions.linalg_ops import MAX_N


class Det(torch.nn.Module):
    def forward(self, x):
        return torch.linalg.det(x)


class Solve(torch.nn.Module):
    def forward(self, a, b):
        return torch.linalg.solve(a, b)


def test_dynamic_matrix_size_is_refused_with_op_operand_and_line():
    n = torch.export.Dim("n", min=2, max=10)
    with pytest.raises(PassError) as e:
        tmlir.fx.export_and_import(Det(), torch.randn(3, 3), dynamic_shapes=({0: n, 1: n},),
                                   output_type="linalg-on-tensors")
    msg = str(e.value)
    assert "'torch.aten.linalg_det' not lowered: dynamic matrix size" in msg
    assert "operand 'A' has type !torch.vtensor<[?,?],f32>" in msg
    assert "test_linalg_ops.py:14" in msg  # the line of torch.linalg.det in Det.forward


def test_matrix_above_the_unroll_limit_is_refused():
    with pytest.raises(PassError, match=rf"operand 'A' of type !torch.vtensor<\[{MAX_N + 1},{MAX_N + 1}\],f32> "
                                         rf"is larger than {MAX_N}x{MAX_N}"):
        tmlir.fx.export_and_import(Det(), torch.randn(MAX_N + 1, MAX_N + 1), output_type="linalg-on-tensors")


def test_solve_raises_at_run_time_on_a_singular_matrix():
    m = tmlir.fx.export_and_import(Solve(), torch.randn(2, 2), torch.randn(2), output_type="linalg-on-tensors")
    backend = RefBackend()
    f = backend.load(backend.compile(m))
    a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
    assert torch.allclose(torch.from_numpy(f.main(a.numpy(), torch.ones(2).numpy())), torch.linalg.solve(a, torch.ones(2)))
    with pytest.raises(RefBackendError, match="linalg.solve: The solver failed because the input matrix is singular"):
        f.main(torch.tensor([[1.0, 2.0], [2.0, 4.0]]).numpy(), torch.ones(2).numpy())


class Svdvals(torch.nn.Module):
    def forward(self, x):
        return torch.linalg.svdvals(x)


def test_jacobi_sweeps_are_refused_above_their_limit():
    from tmlir.transforms.decompositions.linalg_ops import JACOBI_MAX_N
    n = JACOBI_MAX_N + 1
    with pytest.raises(PassError, match=rf"'torch.aten.linalg_svdvals' not lowered: operand 'A' of type "
                                         rf"!torch.vtensor<\[{n},{n}\],f32> has {n} columns"):
        tmlir.fx.export_and_import(Svdvals(), torch.randn(n, n), output_type="linalg-on-tensors")
