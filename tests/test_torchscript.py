"""tmlir.torchscript: TorchScript modules (scripted, traced, saved) through the object graph to
Linalg, run by IREE and compared with eager PyTorch; errors for what the pipeline cannot hold."""
import operator
import warnings
from typing import Dict, List

import numpy as np
import pytest
import torch

import tmlir
from tmlir.importers.torchscript_graph import TorchScriptImportError
from tmlir.ir.core import IRError

iree = pytest.importorskip("iree.runtime")


def _run(module, *inputs, name="forward"):
    from tmlir.backends.refbackend import RefBackend
    b = RefBackend()
    return getattr(b.load(b.compile(module)), name)(*inputs)


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(4, 8)
        self.norm = torch.nn.LayerNorm(8)
        self.scale = 0.5

    def forward(self, x):
        return self.norm(torch.relu(self.lin(x))) * self.scale


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Block()
        self.b = Block()
        self.b.lin = torch.nn.Linear(4, 8)
        self.head = torch.nn.Linear(8, 3)
        self.use_b = True
        self.steps: int = 3

    def forward(self, x):
        y = self.a(x)
        if self.use_b:
            y = y + self.b(x)
        for _ in range(self.steps):
            y = torch.tanh(y)
        return self.head(y), y.sum(dim=1)


def test_scripted_module_object_graph_runs_on_iree():
    torch.manual_seed(0)
    model = Net().eval()
    x = torch.randn(5, 4)
    m = tmlir.torchscript.compile(model, [x], output_type="linalg-on-tensors")
    out = _run(m, x)
    want = model(x)
    assert len(out) == 2
    for o, w in zip(out, want):
        np.testing.assert_allclose(o, w.detach().numpy(), rtol=1e-5, atol=1e-5)


def test_raw_import_keeps_the_object_graph():
    m = tmlir.torchscript.compile(Net(), [torch.randn(2, 4)], output_type="raw")
    text = m.to_text()
    import re
    net = re.search(r'torch.class_type @(__torch__\.[\w.]*Net) ', text).group(1)
    assert 'torch.slot "a", ' in text and 'torch.prim.CallMethod' in text
    assert f'func.func private @{net}.forward(%arg0: !torch.nn.Module<"{net}">' in text


def test_traced_model_dynamic_dims_two_sizes():
    torch.manual_seed(1)
    model = torch.nn.Sequential(torch.nn.Linear(6, 5), torch.nn.GELU(), torch.nn.Linear(5, 2)).eval()
    ph = tmlir.TensorPlaceholder([-1, 6], torch.float32)
    m = tmlir.torchscript.compile(model, [ph], output_type="linalg-on-tensors", use_tracing=True,
                                  ignore_traced_shapes=True)
    assert "tensor<?x6xf32>" in m.to_text()
    from tmlir.backends.refbackend import RefBackend
    b = RefBackend()
    loaded = b.load(b.compile(m))
    for n in (3, 11):
        x = torch.randn(n, 6)
        np.testing.assert_allclose(loaded.forward(x), model(x).detach().numpy(), rtol=1e-5, atol=1e-5)


def test_traced_shapes_are_kept_unless_ignored():
    model = torch.nn.Linear(3, 2)
    raw = tmlir.torchscript.compile(model, [torch.randn(4, 3)], output_type="raw", use_tracing=True)
    assert "!torch.tensor<[4,2],f32>" in raw.to_text()
    raw = tmlir.torchscript.compile(model, [torch.randn(4, 3)], output_type="raw", use_tracing=True,
                                    ignore_traced_shapes=True)
    assert "!torch.tensor<[4,2],f32>" not in raw.to_text()


def test_saved_archive_compiles_and_runs(tmp_path):
    torch.manual_seed(2)
    model = Net().eval()
    path = tmp_path / "net.pt"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.jit.save(torch.jit.script(model), str(path))
    x = torch.randn(3, 4)
    m = tmlir.torchscript.compile(str(path), [tmlir.TensorPlaceholder.like(x, dynamic_axes=[0])],
                                  output_type="linalg-on-tensors")
    out = _run(m, x)
    for o, w in zip(out, model(x)):
        np.testing.assert_allclose(o, w.detach().numpy(), rtol=1e-5, atol=1e-5)


def test_scripted_function_with_helper_call():
    def helper(x, n: int):
        return x * n

    def fn(x, y):
        return helper(x, 3) - y

    torch.manual_seed(0)
    x, y = torch.randn(2, 3), torch.randn(2, 3)
    m = tmlir.torchscript.compile(torch.jit.script(fn), [x, y], output_type="linalg-on-tensors")
    # atol: x * 3 - y cancels where x * 3 ~ y; IREE may fuse it into one fma (one rounding where
    # eager makes two), a difference of an ulp of the operands, not of the result
    np.testing.assert_allclose(_run(m, x, y, name="fn"), fn(x, y).numpy(), rtol=1e-6, atol=1e-6)


def test_annotate_args():
    class M(torch.nn.Module):
        @tmlir.torchscript.annotate_args([None, ([-1, 2], torch.float32, True)])
        def forward(self, x):
            return x.transpose(0, 1) * 2

    m = tmlir.torchscript.compile(M(), output_type="torch")
    assert "!torch.vtensor<[?,2],f32>" in m.to_text()


def test_no_deprecation_warnings_shown():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        tmlir.torchscript.compile(torch.nn.ReLU(), [torch.randn(2)], output_type="raw")
    assert not [w for w in caught if "deprecated" in str(w.message)], [str(w.message) for w in caught]


def test_attribute_the_object_graph_cannot_hold():
    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.table = {"a": 1}

        def forward(self, x):
            return x * self.table["a"]

    with pytest.raises(TorchScriptImportError, match=r"attribute 'table' of class __torch__\..*M holds a dict"):
        tmlir.torchscript.compile(M(), [torch.randn(2)], output_type="raw")


def test_unscriptable_module_names_the_problem():
    class M(torch.nn.Module):
        def forward(self, x):
            return x.numpy()

    with pytest.raises(TorchScriptImportError, match="torch.jit.script could not compile M"):
        tmlir.torchscript.compile(M(), [torch.randn(2)])


def test_mutated_list_escaping_a_dynamic_loop_is_one_error_with_its_line():
    class M(torch.nn.Module):
        def forward(self, x):
            out = []
            for i in range(x.size(0)):
                out.append(x[i] * 2)
            return torch.stack(out)

    with pytest.raises(IRError) as e:
        tmlir.torchscript.compile(M(), [tmlir.TensorPlaceholder([-1, 3], torch.float32)], output_type="torch")
    msg = str(e.value)
    assert "'torch.aten.append.t'" in msg and "inside a loop the pipeline cannot unroll" in msg, msg
    assert f"test_torchscript.py:{M.forward.__code__.co_firstlineno + 3}:" in msg, msg


class PythonIsms(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.names = ["a", "b"]

    def forward(self, x):
        parts: List[torch.Tensor] = []
        for i in range(3):
            parts.append(x * i)
        d: Dict[str, torch.Tensor] = {"a": x, "b": x + 1}
        n = len(parts) + len(self.names)
        if x.size(0) != 4:
            raise ValueError("expected 4 rows")
        return torch.cat(parts) + d["b"].sum() * n


def test_python_isms_fold_and_exceptions_become_guards():
    """List appends in a loop of known trip count, len of known lists, a dict with constant
    keys: all folded; ``raise`` becomes a runtime guard that IREE checks."""
    model = PythonIsms()
    m = tmlir.torchscript.compile(model, [tmlir.TensorPlaceholder([-1, 3], torch.float32)], output_type="torch")
    text = m.to_text()
    assert "torch.prim.Loop" not in text and "DictConstruct" not in text and "aten.len" not in text
    assert 'torch.runtime.assert' in text and "ValueError: expected 4 rows" in text
    lowered = tmlir.torchscript.compile(model, [tmlir.TensorPlaceholder([-1, 3], torch.float32)],
                                        output_type="linalg-on-tensors")
    from tmlir.backends.refbackend import RefBackend
    b = RefBackend()
    loaded = b.load(b.compile(lowered))
    x = torch.randn(4, 3)
    np.testing.assert_allclose(loaded.forward(x), model(x).numpy(), rtol=1e-5, atol=1e-5)
    with pytest.raises(Exception):
        loaded.forward(torch.randn(5, 3))


def _closing_over(fn, s):
    return lambda a: fn(a, s)


@pytest.mark.parametrize("op, s, dtype", [(operator.gt, 0.25, torch.float32), (operator.eq, 1, torch.int32),
                                          (operator.and_, 6, torch.int64)])
def test_e2e_wrapper_scripts_an_operator_applied_to_a_python_scalar(op, s, dtype):
    # the e2e `torchscript` config scripts function tests through generated wrappers: a lambda
    # closing over an `operator` function and a Python scalar becomes `a <op> <scalar>`, which
    # TorchScript scripts (a def standing for the operator would type the scalar as a tensor)
    from tmlir.e2e.registry import function_module
    fn = _closing_over(op, s)
    x = torch.arange(-3, 9, dtype=dtype).reshape(3, 4)
    m = tmlir.torchscript.compile(function_module(fn, 1, f"OperatorScalar_{op.__name__}"), [x],
                                  output_type="linalg-on-tensors")
    np.testing.assert_array_equal(_run(m, x), fn(x).numpy())


_WIDE = torch.float64
_SCALE = (2.0, 3.0)


def test_e2e_wrapper_inlines_module_constants_a_lambda_reads():
    # TorchScript reads no module-level dtype or tuple from a lambda; the wrapper writes them in
    from tmlir.e2e.registry import function_module
    fn = lambda a: a.to(_WIDE) * _SCALE[1]  # noqa: E731
    x = torch.randn(3, 4)
    m = tmlir.torchscript.compile(function_module(fn, 1, "ModuleConstants"), [x], output_type="linalg-on-tensors")
    np.testing.assert_allclose(_run(m, x), fn(x).numpy())
