"""``tmlir.importers.fx.export_program``: one trace (torch.export's ``pre_dispatch=False`` path with
the decomposition table) gives the program of the two traces (``torch.export.export`` +
``run_decompositions``), and a program it cannot export fails as before."""
from __future__ import annotations

import functools
import re

import pytest
import torch
import torch.nn as nn
from torch.export import Dim

import tmlir
from tmlir.importers import fx as F


@pytest.fixture
def two_traces(monkeypatch):
    """export_program with the one-trace path switched off (the reference)."""
    def run(*a, **k):
        monkeypatch.setitem(F._ONE_TRACE, "ok", False)
        try:
            return F.export_program(*a, **k)
        finally:
            monkeypatch.setitem(F._ONE_TRACE, "ok", None)
    return run


def _same_program(a, b):
    assert a.graph_module.code == b.graph_module.code
    assert str(a.graph_signature) == str(b.graph_signature)
    assert str(a.range_constraints) == str(b.range_constraints)
    # the importer's locations come from these
    for x, y in zip(a.graph_module.graph.nodes, b.graph_module.graph.nodes):
        assert (x.name, x.meta.get("stack_trace")) == (y.name, y.meta.get("stack_trace"))
    assert set(a.state_dict) == set(b.state_dict) and set(a.constants) == set(b.constants)


class _Mixed(nn.Module):
    """linear (kept: CompositeImplicit, not in the table), hardswish (decomposed by the table),
    batch norm with running statistics (buffers), a split (the table)."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(8, 12)
        self.bn = nn.BatchNorm1d(12)
        self.register_buffer("scale", torch.linspace(0.5, 1.5, 6))

    def forward(self, x):
        y = self.bn(self.lin(x))
        a, b = y.split(6, dim=1)
        return torch.nn.functional.hardswish(a) * self.scale + b.softmax(-1)


class _WithConstant(_Mixed):
    """A tensor attribute (a lifted constant, ``c_offset``) besides parameters and buffers."""

    def __init__(self):
        super().__init__()
        self.offset = torch.tensor([0.25, -0.5, 1.0, 2.0, 0.0, 3.0])

    def forward(self, x):
        return super().forward(x) + self.offset


def _uses_one_trace(monkeypatch):
    calls = []
    monkeypatch.setattr(torch.export, "export", lambda *a, **k: calls.append(1) or pytest.fail("two traces"))
    return calls


@pytest.mark.parametrize("train", [False, True])
def test_one_trace_is_the_two_trace_program(two_traces, monkeypatch, train):
    torch.manual_seed(0)
    m = _Mixed().train(train)
    x = torch.randn(4, 8)
    ref = two_traces(m, (x,))
    _uses_one_trace(monkeypatch)
    got = F.export_program(m, (x,))
    _same_program(ref, got)
    if train:  # the running statistics are written: buffer mutations in the signature
        assert any(s.kind.name == "BUFFER_MUTATION" for s in got.graph_signature.output_specs)
    else:  # the program computes what eager does, and imports with linear kept, hardswish decomposed
        assert torch.allclose(got.module()(x), m(x), atol=1e-6)
        raw = str(tmlir.fx.export_and_import(m, x, output_type="raw"))
        assert "torch.aten.linear" in raw and "torch.aten.hardswish" not in raw


def test_one_trace_with_a_tensor_constant(two_traces, monkeypatch):
    """The one difference seen in the program: the lifted constant's placeholder stands in another
    place among the parameters and buffers (run_decompositions registers constants as buffers for
    its retrace). The same inputs, kinds and nodes otherwise, and the same values."""
    torch.manual_seed(0)
    m = _WithConstant().eval()
    x = torch.randn(4, 8)
    ref = two_traces(m, (x,))
    _uses_one_trace(monkeypatch)
    got = F.export_program(m, (x,))

    def specs(ep):
        return {s.arg.name: (s.kind, s.target) for s in ep.graph_signature.input_specs}

    def body(ep):
        return [(n.name, str(n.target), str(n.args)) for n in ep.graph_module.graph.nodes if n.op != "placeholder"]

    assert specs(ref) == specs(got) and body(ref) == body(got)
    def placeholders(ep):
        return [n.name for n in ep.graph_module.graph.nodes if n.op == "placeholder"]

    assert sorted(placeholders(ref)) == sorted(placeholders(got))
    assert [n for n in placeholders(ref) if n != "c_offset"] == [n for n in placeholders(got) if n != "c_offset"]
    assert torch.equal(got.module()(x), ref.module()(x)) and torch.allclose(got.module()(x), m(x), atol=1e-6)
    # the lowered modules hold the same ops (the constant's literal may be made in another place,
    # so the value names may differ)
    def ops(ep):
        text = str(tmlir.fx.export_and_import(ep, output_type="linalg-on-tensors"))
        return sorted(re.sub(r"%[\w.]+", "%_", line) for line in text.splitlines())
    assert ops(ref) == ops(got)


def test_one_trace_dynamic_shapes_and_backend_legal_ops(two_traces, monkeypatch):
    m = nn.Sequential(nn.Linear(5, 5), nn.Hardswish())
    x = torch.randn(3, 5)
    dyn = ({0: Dim("batch", min=2, max=64)},)
    ref = two_traces(m, (x,), dynamic_shapes=dyn, backend_legal_ops=["aten.hardswish"])
    _uses_one_trace(monkeypatch)
    got = F.export_program(m, (x,), dynamic_shapes=dyn, backend_legal_ops=["aten.hardswish"])
    _same_program(ref, got)
    assert "torch.ops.aten.hardswish.default" in got.graph_module.code  # a legal op is kept
    assert "64" in str(got.range_constraints)


class _DataDependent(nn.Module):
    def forward(self, x):
        if x.sum() > 0:  # DATA-DEPENDENT-MARKER
            return x + 1
        return x - 1


def test_export_failure_is_reported_as_before(two_traces):
    x = torch.randn(3)
    with pytest.raises(tmlir.fx.FxImportError) as ref:
        two_traces(_DataDependent(), (x,))
    with pytest.raises(tmlir.fx.FxImportError) as got:
        F.export_program(_DataDependent(), (x,))
    assert str(got.value) == str(ref.value)
    assert "torch.export could not export _DataDependent" in str(got.value)
    assert "DATA-DEPENDENT-MARKER" in (got.value.source_line or "")


def test_strict_and_exported_programs_take_two_traces(monkeypatch):
    """The one-trace path is for non-strict modules only; an ExportedProgram is decomposed as it is."""
    ep = torch.export.export(nn.Linear(3, 2), (torch.randn(1, 3),))
    monkeypatch.setattr(F, "_one_trace_export", lambda *a, **k: pytest.fail("one trace"))
    out = F.export_program(ep)
    assert "aten.linear.default" in out.graph_module.code


def test_split_table_is_reused_until_an_operator_is_registered():
    """The table's split (CompositeImplicitAutograd ops: kept or decomposed; the rest: Python
    decompositions) is computed once per table, and again when a new operator with a
    CompositeImplicitAutograd kernel appears (a custom op registered between two exports)."""
    from torch.export.exported_program import _split_decomp_table_to_cia_and_python_decomp as split
    calls = []

    def counting(table):
        calls.append(1)
        return split(table)

    table = F.default_decomposition_table()
    F._SPLIT_CACHE.clear()
    first = F._split_table(table, counting)
    again = F._split_table(dict(table), counting)
    assert len(calls) == 1 and first == again == split(dict(table))
    assert F._split_table({k: v for k, v in list(table.items())[1:]}, counting) and len(calls) == 2

    lib = torch.library.Library("tmlir_split_test", "DEF")
    try:
        lib.define("twice(Tensor x) -> Tensor")
        lib.impl("twice", lambda x: x + x, "CompositeImplicitAutograd")
        cia, _ = F._split_table(table, counting)
        assert len(calls) == 3
        assert torch.ops.tmlir_split_test.twice.default in cia   # kept: the table does not decompose it
    finally:
        lib._destroy()


def test_override_registration_is_pytorchs_and_is_undone():
    """The CompositeImplicitAutograd override registers its kernels through the quick
    ``py_impl`` of ``_dispatch_key_registration``: the operators carry the same Python kernels
    under the same keys as with PyTorch's own ``py_impl``, and after the export both
    ``OperatorBase.py_impl`` and every operator's kernels are as they were."""
    from torch._ops import OperatorBase
    from torch.export.exported_program import (_split_decomp_table_to_cia_and_python_decomp as split,
                                                _override_composite_implicit_decomp as override)
    cia, _ = F._split_table(F.default_decomposition_table(), split)
    ops = sorted(cia, key=str)[:40] + [torch.ops.aten.linear.default]
    cia = {op: cia[op] for op in ops if op in cia}
    before = {op: dict(op.py_kernels) for op in cia}
    usual = OperatorBase.__dict__["py_impl"]

    with override(cia):
        theirs = {op: dict(op.py_kernels) for op in cia}
    with F._dispatch_key_registration():
        assert OperatorBase.py_impl is not usual
        with override(cia):
            ours = {op: dict(op.py_kernels) for op in cia}
    assert OperatorBase.__dict__["py_impl"] is usual
    assert {op: set(k) for op, k in ours.items()} == {op: set(k) for op, k in theirs.items()}
    def kind(fn):   # closures and partials are made afresh on each entry: compare what they are
        if isinstance(fn, functools.partial):
            return kind(fn.func), tuple(fn.args), tuple(sorted((k, kind(v)) for k, v in fn.keywords.items()))
        return getattr(fn, "__qualname__", None) or fn

    assert {op: {k: kind(fn) for k, fn in kernels.items()} for op, kernels in ours.items()} == \
        {op: {k: kind(fn) for k, fn in kernels.items()} for op, kernels in theirs.items()}
    assert {op: dict(op.py_kernels) for op in cia} == before

    # a key registered twice is still an error, and a non-DispatchKey key takes the usual path
    with F._dispatch_key_registration():
        op = torch.ops.aten.linear.default
        key = torch._C.DispatchKey.CompositeImplicitAutograd
        assert key not in op.py_kernels
        op.py_impl(key)(lambda *a: None)
        try:
            with pytest.raises(RuntimeError, match="already registered"):
                op.py_impl(key)(lambda *a: None)
            with pytest.raises(AssertionError):
                op.py_impl(torch._C.DispatchKey.Python)(lambda *a: None)
        finally:
            del op.py_kernels[key]
            op._dispatch_cache.clear()
