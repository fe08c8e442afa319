"""Ops that address a tensor's storage (``as_strided``, ``as_strided_copy``, ``as_strided_scatter``)
on views and non-contiguous tensors: the FX rewrite that makes them read the base's memory from
values (``tmlir/importers/fx_storage.py``), the run-time-size decomposition of ``as_strided``, and
the TorchScript path's refusal. Every value is compared with eager PyTorch.
"""
from __future__ import annotations

import pytest
import torch
from torch.export import Dim

import tmlir
from tmlir.fx import FxImportError
from tmlir.importers.fx import export_program
from tmlir.importers.fx_storage import rewrite_storage_ops
from tmlir.interpreter import Interpreter

_aten = torch.ops.aten


class Fn1(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x)


class Fn2(Fn1):
    def forward(self, x, s):
        return self.fn(x, s)


def Fn(fn, n=1):
    return (Fn1, Fn2)[n - 1](fn)


def _error(message, node):
    return FxImportError(message, node=node)


def _run_graph(prog, graph, args):
    """Run ``graph`` (the exported program's graph, or a rewrite of it) eagerly on ``args``."""
    from torch.export.graph_signature import InputKind
    gm = torch.fx.GraphModule(prog.graph_module, graph)
    values, user = [], iter(args)
    for spec in prog.graph_signature.input_specs:
        if spec.kind == InputKind.USER_INPUT:
            values.append(next(user))
        elif spec.target in prog.constants:
            values.append(prog.constants[spec.target])
        else:
            values.append(prog.state_dict[spec.target])
    return gm(*values)


def _storage_reads(graph):
    return [n for n in graph.nodes if n.op == "call_function"
            and n.target in (_aten.as_strided.default, _aten.as_strided_copy.default)]


# each program's eager result depends on the memory of the view's base, not the view's values
VIEW_PROGRAMS = {
    "transpose": (lambda x: torch.as_strided(x.transpose(0, 1), (2, 3), (1, 2), 1), [(3, 4)]),
    "permute": (lambda x: torch.as_strided(x.permute(2, 0, 1), (4, 3), (1, 5), 2), [(2, 3, 4)]),
    "narrow": (lambda x: torch.as_strided(x.narrow(0, 1, 2), (3, 4), (3, 1), 2), [(4, 5)]),
    "select": (lambda x: torch.as_strided(x.select(1, 2), (3,), (2,)), [(3, 4)]),
    "slice_step": (lambda x: torch.as_strided(x[:, ::2], (2, 4), (1, 3)), [(3, 6)]),
    "diagonal": (lambda x: torch.as_strided(x.diagonal(1), (2, 3), (5, 1)), [(4, 4)]),
    "unfold": (lambda x: torch.as_strided(x.unfold(1, 2, 1), (2, 5), (1, 2), 1), [(3, 4)]),
    "movedim": (lambda x: torch.as_strided(x.movedim(0, 2), (3, 2, 2), (2, 1, 12), 3), [(2, 3, 4)]),
    "expand": (lambda x: torch.as_strided(x[1:2].expand(3, 4), (2, 2), (1, 4)), [(3, 4)]),
    "detach": (lambda x: torch.as_strided(x.detach().t()[1:], (2, 2), (1, 4)), [(3, 4)]),
    "split": (lambda x: torch.as_strided(torch.split(x.t(), 2)[1], (2, 3), (1, 2), 1), [(4, 3)]),
    "nested": (lambda x: torch.as_strided(torch.as_strided(x.t(), (2, 2), (4, 1), 2), (3,), (1,)), [(3, 4)]),
    "nested_offsets": (lambda x: torch.as_strided(torch.as_strided(x[1:], (2, 2), (4, 1), 5), (2, 3), (3, 1), 3),
                       [(3, 4)]),
    "computed": (lambda x: torch.as_strided(x.t() * 2, (2, 3), (1, 2), 1), [(3, 4)]),
    "copy": (lambda x: torch.as_strided_copy(x.t(), (2, 3), (1, 2), 1), [(3, 4)]),
    "scatter_t": (lambda x, s: torch.as_strided_scatter(x.t(), s, (2, 3), (1, 2), 1), [(3, 4), (2, 3)]),
    "scatter_slice_step": (lambda x, s: torch.as_strided_scatter(x.t()[::2], s, (3,), (1,), 1), [(3, 4), (3,)]),
    "scatter_narrow": (lambda x, s: torch.as_strided_scatter(x[1:], s, (2, 3), (1, 2), 1), [(3, 4), (2, 3)]),
    "scatter_expand": (lambda x, s: torch.as_strided_scatter(x[:1].expand(3, 4), s, (2,), (1,), 1), [(3, 4), (2,)]),
    "read_of_scatter": (lambda x, s: torch.as_strided(torch.as_strided_scatter(x[1:].t(), s, (2,), (1,), 5),
                                                      (6,), (1,), 2), [(3, 4), (2,)]),
}


@pytest.mark.parametrize("name", sorted(VIEW_PROGRAMS))
def test_rewritten_graph_computes_what_eager_does(name):
    fn, shapes = VIEW_PROGRAMS[name]
    args = [torch.randn(s) for s in shapes]
    prog = export_program(Fn(fn, len(args)), tuple(args))
    before = [n.format_node() for n in prog.graph.nodes]
    g = rewrite_storage_ops(prog.graph, _error)
    assert g is not prog.graph
    assert [n.format_node() for n in prog.graph.nodes] == before   # the program is not changed
    for n in _storage_reads(g):   # every read is now of a 1-d tensor that starts its memory
        v = n.args[0].meta["val"]
        assert v.dim() == 1 and v.is_contiguous() and v.storage_offset() == 0
    expected = fn(*[a.clone() for a in args])
    (got,) = _run_graph(prog, g, args)
    torch.testing.assert_close(got, expected, rtol=0, atol=0)


@pytest.mark.parametrize("name", ["transpose", "select", "nested_offsets", "scatter_slice_step", "read_of_scatter"])
def test_view_programs_through_the_contract(name):
    """Import, decompose to the backend contract, run with the torch-dialect interpreter."""
    fn, shapes = VIEW_PROGRAMS[name]
    args = [torch.randn(s) for s in shapes]
    m = tmlir.fx.export_and_import(Fn(fn, len(args)), *args, output_type="torch")
    text = str(m)
    assert "torch.aten.as_strided" not in text
    got = Interpreter(m).run(*args)
    torch.testing.assert_close(torch.as_tensor(got), fn(*args), rtol=0, atol=0)


def test_contiguous_input_is_not_rewritten():
    prog = export_program(Fn(lambda x: torch.as_strided(x, (2, 2), (1, 2), 1)), (torch.randn(3, 4),))
    assert rewrite_storage_ops(prog.graph, _error) is prog.graph


def test_channels_last_input_reads_nhwc_memory():
    x = torch.randn(2, 3, 2, 2).contiguous(memory_format=torch.channels_last)
    fn = lambda x: torch.as_strided(x, (2, 3), (1, 2), 1)  # noqa: E731
    prog = export_program(Fn(fn), (x,))
    g = rewrite_storage_ops(prog.graph, _error)
    perms = [n.args[1] for n in g.nodes if n.target is _aten.permute.default]
    assert perms == [[0, 2, 3, 1]]
    (got,) = _run_graph(prog, g, [x])
    torch.testing.assert_close(got, fn(x), rtol=0, atol=0)
    m = tmlir.fx.export_and_import(Fn(fn), x, output_type="torch")
    torch.testing.assert_close(torch.as_tensor(Interpreter(m).run(x)), fn(x), rtol=0, atol=0)


def test_channels_last_parameter_and_buffer():
    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.w = torch.nn.Parameter(torch.randn(2, 3, 2, 2).contiguous(memory_format=torch.channels_last))
            self.register_buffer("b", torch.randn(1, 3, 2, 2).contiguous(memory_format=torch.channels_last))

        def forward(self, x):
            return torch.as_strided(self.w, (2, 3), (1, 2), 1) + torch.as_strided(self.b, (2, 3), (3, 1), 2) + x

    model, x = M().eval(), torch.randn(2, 3)
    m = tmlir.fx.export_and_import(model, x, output_type="torch")
    with torch.no_grad():
        torch.testing.assert_close(torch.as_tensor(Interpreter(m).run(x)), model(x))


def test_dynamic_dims_with_constant_size():
    fn = lambda x: torch.as_strided(x.t(), (2, 3), (1, 2), 1)  # noqa: E731
    m = tmlir.fx.export_and_import(Fn(fn), torch.randn(3, 4), output_type="torch",
                                   dynamic_shapes=({0: Dim("n", min=2, max=16)},))
    assert "!torch.vtensor<[?,4],f32>" in str(m)
    for n in (2, 5):
        x = torch.randn(n, 4)
        torch.testing.assert_close(torch.as_tensor(Interpreter(m).run(x)), fn(x), rtol=0, atol=0)


def test_run_time_size_and_stride():
    """``as_strided`` whose size/stride are symbolic: positions computed from ``arange``s."""
    fn = lambda x: torch.as_strided(x.t(), (x.shape[0], 2), (1, x.shape[0]), 1)  # noqa: E731
    m = tmlir.fx.export_and_import(Fn(fn), torch.randn(4, 4), output_type="torch",
                                   dynamic_shapes=({0: Dim("n", min=2, max=16)},))
    assert "torch.aten.as_strided" not in str(m)
    for n in (3, 6):
        x = torch.randn(n, 4)
        torch.testing.assert_close(torch.as_tensor(Interpreter(m).run(x)), fn(x), rtol=0, atol=0)


def _export_error(fn, x):
    with pytest.raises(FxImportError) as info:
        tmlir.fx.export_and_import(Fn(fn), x, output_type="raw")
    return str(info.value)


def test_base_with_gaps_is_a_located_error():
    big = torch.randn(3, 8)
    msg = _export_error(lambda x: torch.as_strided(x.t(), (2,), (1,)), big[:, ::2])
    assert "aten.as_strided.default addresses the storage of input 'x'" in msg
    assert "strides [8, 2]" in msg and "test_storage_views.py" in msg


def test_read_outside_the_base_is_a_located_error():
    big = torch.randn(3, 8)
    msg = _export_error(lambda x: torch.as_strided(x.t(), (2,), (1,), 0), big[1:])
    assert "addresses storage offsets [0, 1], outside the memory of input 'x' (offsets [8, 23])" in msg
    assert "test_storage_views.py" in msg
    # inside the base's memory (whose storage starts at 8) it is read as eager reads it
    fn = lambda x: torch.as_strided(x.t(), (2, 2), (1, 8), 9)  # noqa: E731
    m = tmlir.fx.export_and_import(Fn(fn), big[1:], output_type="torch")
    torch.testing.assert_close(torch.as_tensor(Interpreter(m).run(big[1:].contiguous())), fn(big[1:]))


def test_dtype_reinterpreting_view_is_a_located_error():
    msg = _export_error(lambda x: torch.as_strided(x.view(torch.int32).t(), (2,), (1,), 1), torch.randn(3, 4))
    assert "reinterprets its torch.float32 memory as torch.int32" in msg


def test_torchscript_refuses_as_strided_of_a_view():
    from tmlir.torchscript import TorchScriptImportError

    class T(torch.nn.Module):
        def forward(self, x):
            return torch.as_strided(x.t(), (2, 3), (1, 2), 1)

    class Arg(torch.nn.Module):
        def forward(self, x):
            return torch.as_strided(x, (2, 3), (1, 2), 1)

    x = torch.randn(3, 4)
    with pytest.raises(TorchScriptImportError) as info:
        tmlir.torchscript.compile(T(), [x], output_type="torch")
    assert "aten.as_strided of the result of torch.aten.t" in str(info.value)
    assert "test_storage_views.py" in str(info.value)
    with pytest.raises(TorchScriptImportError, match="example tensor is not contiguous"):
        tmlir.torchscript.compile(Arg(), [torch.randn(1, 3, 2, 2).contiguous(memory_format=torch.channels_last)],
                                  output_type="torch")
    m = tmlir.torchscript.compile(Arg(), [x], output_type="torch")   # a contiguous argument is fine
    torch.testing.assert_close(torch.as_tensor(Interpreter(m).run(x, func_name="forward")), Arg()(x), rtol=0, atol=0)
