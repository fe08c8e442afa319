"""The backend contract: FX programs lowered with ``output_type="torch"``.

For every program (the interpreter's catalogue in test_interpreter.py plus the ones below):

* the contract holds: every tensor is a ``!torch.vtensor`` with known rank and dtype; the result
  types' static sizes equal eager PyTorch's output sizes, and a dim is ``?`` only where the output
  size really changes with the input sizes (checked on runs with different dynamic sizes);
* the contract IR still computes what eager PyTorch computes (run by the torch-dialect interpreter);
* every pass of the contract pipeline preserves semantics on it, checked pass by pass by the
  differential harness.

Also: the diagnostic for a missing shape function, legal ops kept, the iteration bound, guards.
"""
from __future__ import annotations

import functools
import warnings

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.export import Dim

import tmlir
from tmlir.interpreter import Interpreter, RuntimeAssertError
from tmlir.ir import parse_module
from tmlir.pipelines import lower_raw_module
from tmlir.dialects.torch.types import BaseTensorType, ValueTensorType, NonValueTensorType
from tmlir.testing.differential import check_pass_preserves_semantics, compare_results
from tmlir.transforms.lower_to_backend_contract import (BackendContractError, ContractIterationWarning,
                                                        lower_to_backend_contract, verify_backend_contract)

import test_interpreter as TI

# ---------------------------------------------------------------------------------------------
# More programs (name -> case dict as in test_interpreter)
# ---------------------------------------------------------------------------------------------

MORE = {}


def more(fn):
    MORE["contract_" + fn.__name__] = fn
    return fn


def _fn(f):
    return TI.Fn(f)


@more
def softmax_layernorm_dynamic():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(6, 8), nn.LayerNorm(8), nn.Softmax(-1))
    return dict(model=m, args=(torch.randn(3, 6),), kw=dict(dynamic_shapes=({0: Dim("b")},)),
                runs=[(torch.randn(3, 6),), (torch.randn(7, 6),)])


@more
def broadcast_chain():
    return dict(model=_fn(lambda x, y: (x * y + 1).sigmoid() - y.mean()),
                args=(torch.randn(4, 1, 5), torch.randn(3, 5)))


@more
def int_float_promotion():
    return dict(model=_fn(lambda a, b: (a + b, a // 2, (a * 1.5).floor(), a.to(torch.float64) / b)),
                args=(torch.randint(1, 9, (3, 4)), torch.rand(3, 4) + 1))


@more
def views_dynamic():
    return dict(model=_fn(lambda x: x.reshape(x.shape[0], 2, -1).transpose(1, 2).flatten(1).unsqueeze(0)),
                args=(torch.randn(3, 8),), kw=dict(dynamic_shapes=(({0: Dim("n")},),)),
                runs=[(torch.randn(3, 8),), (torch.randn(6, 8),)])


@more
def reductions_keepdim():
    return dict(model=_fn(lambda x: (x.sum(1, keepdim=True), x.amax(0), x.var(1), x.argmax(1), x.std())),
                args=(torch.randn(4, 5),))


@more
def gelu_dropout_eval():
    m = nn.Sequential(nn.Linear(5, 5), nn.GELU(), nn.Dropout(0.3), nn.Linear(5, 2)).eval()
    return dict(model=m, args=(torch.randn(2, 5),))


@more
def conv1d_pool_dynamic():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv1d(2, 4, 3, padding=1), nn.ReLU(), nn.AvgPool1d(2))
    return dict(model=m, args=(torch.randn(2, 2, 8),), kw=dict(dynamic_shapes=({0: Dim("b")},)),
                runs=[(torch.randn(2, 2, 8),), (torch.randn(5, 2, 8),)])


@more
def where_masked_fill():
    return dict(model=_fn(lambda x: torch.where(x > 0, x, x * 0.1).masked_fill(x < -1, 0.0)),
                args=(torch.randn(6, 3),))


@more
def matmul_batched_broadcast():
    return dict(model=_fn(lambda a, b: torch.matmul(a, b).relu()), args=(torch.randn(2, 3, 4), torch.randn(4, 5)))


@more
def cat_split_dynamic():
    def f(x, y):
        z = torch.cat([x, y], 0)
        a, b = z.split([2, z.shape[0] - 2], 0)
        return a.sum(0), b
    return dict(model=_fn(f), args=(torch.randn(3, 4), torch.randn(2, 4)),
                kw=dict(dynamic_shapes=(({0: Dim("n", min=2)}, None),)),
                runs=[(torch.randn(3, 4), torch.randn(2, 4)), (torch.randn(5, 4), torch.randn(2, 4))])


@more
def embedding_bag_like():
    emb = nn.Embedding(10, 4)
    return dict(model=_fn(lambda i: emb(i).mean(1)), args=(torch.randint(0, 10, (3, 5)),))


@more
def group_norm_silu():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Conv2d(4, 4, 1), nn.GroupNorm(2, 4), nn.SiLU())
    return dict(model=m, args=(torch.randn(1, 4, 3, 3),))


ALL = {**{k: TI.CASES[k] for k in TI.CASES}, **MORE}


@functools.lru_cache(maxsize=None)
def prepared(name):
    """(case, raw text) — imported once."""
    if name in TI.CASES:
        return TI.prepared(name)
    c = MORE[name]()
    kw = dict(c.get("kw", {}))
    m = tmlir.fx.export_and_import(c["model"], *c["args"], output_type="raw", **kw)
    return c, str(m)


@functools.lru_cache(maxsize=None)
def contract_text(name):
    c, text = prepared(name)
    m = parse_module(text)
    lower_raw_module(m, "torch")
    return str(m)


def _clone(inputs):
    return [x.clone() if isinstance(x, torch.Tensor) else x for x in inputs]


def test_at_least_50_programs():
    assert len(ALL) >= 50


@pytest.mark.parametrize("name", sorted(MORE))
def test_interpreter_matches_eager_on_raw(name):
    c, text = prepared(name)
    interp = Interpreter(parse_module(text))
    for inputs in c.get("runs", [c["args"]]):
        compare_results(TI.expected_leaves(c, _clone(inputs)), interp.run_function("main", *_clone(inputs)),
                        what=name)


def _tensor_types(module):
    for op in module.walk_ops():
        for v in list(op.results) + [a for r in op.regions for b in r.blocks for a in b.args]:
            if isinstance(v.type, BaseTensorType):
                yield op, v


@pytest.mark.parametrize("name", sorted(ALL))
def test_contract_holds_and_sizes_are_precise(name):
    c, _ = prepared(name)
    m = parse_module(contract_text(name))
    verify_backend_contract(m)
    mutating = "experimental_support_mutation" in c.get("kw", {})
    for op, v in _tensor_types(m):
        t = v.type
        if type(t) is NonValueTensorType:
            assert mutating and not hasattr(v, "op"), f"{name}: {op.name} has a non-value tensor {t}"
            continue
        assert t.sizes is not None and t.dtype is not None, f"{name}: {op.name} -> {t}"
    # result types against eager outputs (every run)
    func = next(op for op in m.walk_ops() if op.name == "func.func" and op.sym_name.value == "main")
    results = [t for t in func.type.results]
    runs = c.get("runs", [c["args"]])
    outs = [TI.expected_leaves(c, _clone(inputs)) for inputs in runs]
    tensor_results = [i for i, t in enumerate(results) if isinstance(t, BaseTensorType)]
    for i in tensor_results:
        t = results[i]
        shapes = [tuple(o[i].shape) for o in outs if isinstance(o[i], torch.Tensor)]
        if not shapes:
            continue
        assert len(t.sizes) == len(shapes[0]), f"{name}: result {i} rank {t} vs {shapes[0]}"
        for d, s in enumerate(t.sizes):
            seen = {sh[d] for sh in shapes}
            if s >= 0:
                assert seen == {s}, f"{name}: result {i} dim {d} is {s} but eager gives {seen}"
            elif len(runs) > 1 and "dynamic_shapes" in c.get("kw", {}):
                assert len(seen) > 1, f"{name}: result {i} dim {d} is '?' but it is always {seen} ({t})"


@pytest.mark.parametrize("name", sorted(ALL))
def test_contract_ir_matches_eager(name):
    c, _ = prepared(name)
    interp = Interpreter(parse_module(contract_text(name)))
    for inputs in c.get("runs", [c["args"]]):
        compare_results(TI.expected_leaves(c, _clone(inputs)), interp.run_function("main", *_clone(inputs)),
                        what=f"{name} (contract IR)")


# Each pass of the contract pipeline, one at a time, differentially on every program.
CONTRACT_PASSES = ("builtin.module(func.func(canonicalize),torch-reduce-op-variants,torch-maximize-value-semantics,"
                   "torch-shape-refinement-pipeline,torch-dtype-refinement-pipeline,"
                   "func.func(torch-decompose-complex-ops),torch-refine-public-return)")


@pytest.mark.parametrize("name", sorted(ALL))
def test_every_contract_pass_preserves_semantics(name):
    c, text = prepared(name)
    m = parse_module(text)
    for inputs in c.get("runs", [c["args"]])[:2]:
        check_pass_preserves_semantics(m, CONTRACT_PASSES, _clone(inputs))


# ---------------------------------------------------------------------------------------------
# Diagnostics, options, bounds
# ---------------------------------------------------------------------------------------------

MISSING = """
func.func @main(%arg0: !torch.vtensor<[3,4],f32>) -> !torch.vtensor {
  %int1 = torch.constant.int 1
  %0 = torch.aten.tanh %arg0 : !torch.vtensor<[3,4],f32> -> !torch.vtensor
  %1 = torch.aten.linalg_eigvals %0 : !torch.vtensor -> !torch.vtensor loc("model.py":7:4)
  %2 = torch.aten.relu %1 : !torch.vtensor -> !torch.vtensor
  return %2 : !torch.vtensor
}
"""


def test_missing_shape_function_diagnostic():
    from tmlir.library.registry import load_library
    assert load_library(check=False).shape_function("aten.linalg_eigvals") is None, "pick another op for this test"
    m = parse_module(MISSING)
    with pytest.raises(BackendContractError) as e:
        lower_to_backend_contract(m)
    msg = str(e.value)
    assert "model.py:7" in msg
    assert "'torch.aten.linalg_eigvals' result: unknown rank" in msg
    assert "no shape function for aten.linalg_eigvals: add one to tmlir/library/shape_functions.py" in msg
    # relu only follows from it: reported as a consequence, not as its own problem
    assert "torch.aten.relu" not in msg and "unknown only because of the above" in msg
    assert len(e.value.problems) == 1


def test_one_backend_contract_error_class():
    # the contract check and the backend's dialect check raise the same class, exported by tmlir
    from tmlir.conversion.verify_backend import check_backend_dialects
    assert tmlir.BackendContractError is BackendContractError
    m = parse_module("""
    func.func @main(%x: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
      %0 = torch.aten.relu %x : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
      return %0 : !torch.vtensor<[3],f32>
    }""")
    with pytest.raises(tmlir.BackendContractError, match="were not lowered to linalg-on-tensors") as e:
        check_backend_dialects(m, {"builtin", "func", "linalg"}, "linalg-on-tensors")
    assert "torch.aten.relu" in [p[0].name for p in e.value.problems]


def test_unregistered_contract_pass_is_an_error(monkeypatch):
    # a pass of the contract's rounds that is not registered stops the contract with an error
    # naming it; it is never left out of the rounds
    from tmlir.ir import passmanager
    from tmlir.ir.passmanager import PassError
    passmanager.lookup_pass("torch-decompose-complex-ops")
    monkeypatch.delitem(passmanager._REGISTRY, "torch-decompose-complex-ops")
    m = parse_module("""
    func.func @main(%x: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
      %0 = torch.aten.relu %x : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
      return %0 : !torch.vtensor<[3],f32>
    }""")
    with pytest.raises(PassError, match="unknown pass 'torch-decompose-complex-ops'"):
        lower_to_backend_contract(m)


def test_missing_shape_function_extra_library(tmp_path):
    lib = tmp_path / "my_lib.py"
    lib.write_text(
        "from typing import List, Tuple\n"
        "def aten〇linalg_eigvals〡shape(self: List[int]) -> List[int]:\n    return self\n"
        "def aten〇linalg_eigvals〡dtype(self_rank_dtype: Tuple[int, int]) -> int:\n    return self_rank_dtype[1]\n")
    m = parse_module(MISSING)
    lower_to_backend_contract(m, extra_library=[str(lib)])
    assert "torch.aten.tanh %arg0 : !torch.vtensor<[3,4],f32> -> !torch.vtensor<[3,4],f32>" in str(m)


def test_backend_legal_ops_keep_the_op():
    m = tmlir.fx.export_and_import(nn.Softmax(-1), torch.randn(2, 3), output_type="torch",
                                   decomposition_table={}, backend_legal_ops=["aten.softmax.int"])
    assert "torch.aten.softmax.int" in str(m)
    m = tmlir.fx.export_and_import(nn.Softmax(-1), torch.randn(2, 3), output_type="torch", decomposition_table={})
    assert "torch.aten.softmax.int" not in str(m) and "torch.aten.exp" in str(m)


def test_iteration_bound_is_reported():
    m = parse_module(MISSING)
    with pytest.warns(ContractIterationWarning, match="max-iterations=1"):
        with pytest.raises(BackendContractError):
            lower_to_backend_contract(m, max_iterations=1)


def test_unknown_types_are_refined_from_the_arguments():
    text = """
    func.func @main(%x: !torch.vtensor<[?,4],f32>, %w: !torch.vtensor<[4,6],f32>, %i: !torch.vtensor<[?],si64>) -> (!torch.vtensor, !torch.vtensor) {
      %int1 = torch.constant.int 1
      %int0 = torch.constant.int 0
      %0 = torch.aten.mm %x, %w : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4,6],f32> -> !torch.vtensor
      %1 = torch.aten.add.Tensor %0, %i, %int1 : !torch.vtensor, !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor
      %2 = torch.aten.index_select %1, %int0, %i : !torch.vtensor, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor
      return %1, %2 : !torch.vtensor, !torch.vtensor
    }"""
    m = parse_module(text)
    lower_to_backend_contract(m)
    out = str(m)
    assert "-> (!torch.vtensor<[?,6],f32>, !torch.vtensor<[?,6],f32>)" in out, out
    x, w, i = torch.randn(6, 4), torch.randn(4, 6), torch.tensor([1, 0, 5, 2, 2, 3])
    got = Interpreter(m).run_function("main", x, w, i)
    want = [x @ w + i, (x @ w + i).index_select(0, i)]
    compare_results(want, got)


# ---------------------------------------------------------------------------------------------
# Guards: an assertion the compiler cannot decide stays as a runtime check
# ---------------------------------------------------------------------------------------------

class _MatMul(nn.Module):
    def forward(self, x, w):
        return x @ w


def _matmul_both_dynamic(**kw):
    k = Dim("k")
    # torch.export relates the contracting dims (one symbol k); the raw IR only says `?` for both, so
    # the contract cannot prove them equal: the only way this program can fail is a size mismatch.
    return tmlir.fx.export_and_import(_MatMul(), torch.randn(3, 4), torch.randn(4, 5), output_type="torch",
                                      dynamic_shapes=({0: Dim("n"), 1: k}, {0: k}), **kw)


def test_undecidable_size_check_stays_as_a_runtime_guard():
    m = _matmul_both_dynamic()
    text = str(m)
    assert "torch.runtime.assert" in text, text
    assert "-> !torch.vtensor<[?,5],f32>" in text
    interp = Interpreter(m)
    x, w = torch.randn(2, 3), torch.randn(3, 5)
    compare_results([x @ w], interp.run_function("main", x, w))
    with pytest.raises(RuntimeAssertError, match="test_backend_contract.py"):
        interp.run_function("main", torch.randn(2, 3), torch.randn(4, 5))


def test_guards_false_drops_the_guard():
    text = str(_matmul_both_dynamic(guards=False))
    assert "torch.runtime.assert" not in text and "torch.aten.matmul" in text


def test_decidable_checks_leave_no_guard():
    k = Dim("k")
    m = tmlir.fx.export_and_import(_MatMul(), torch.randn(3, 4), torch.randn(4, 5), output_type="torch",
                                   dynamic_shapes=({0: Dim("n")}, None))
    assert "torch.runtime.assert" not in str(m)


# ---------------------------------------------------------------------------------------------
# Ops whose decomposition applies are not contract IR
# ---------------------------------------------------------------------------------------------

SOFTMAX = """
func.func @main(%x: !torch.vtensor<[2,5],f32>) -> !torch.vtensor<[2,5],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.softmax.int %x, %int1, %none : !torch.vtensor<[2,5],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,5],f32> loc("model.py":12:8)
  return %0 : !torch.vtensor<[2,5],f32>
}
"""


def test_op_with_an_applicable_decomposition_fails_the_contract():
    m = parse_module(SOFTMAX)
    before = str(m)
    with pytest.raises(BackendContractError) as e:
        verify_backend_contract(m)
    msg = str(e.value)
    assert "model.py:12:8: 'torch.aten.softmax.int': illegal op: it has a decomposition that applies to it" in msg
    assert "add 'aten.softmax.int' to backend_legal_ops" in msg
    assert [p[0].name for p in e.value.problems] == ["torch.aten.softmax.int"]
    assert str(m) == before, "checking whether the decomposition applies left IR behind"
    verify_backend_contract(m, legal_ops=["aten.softmax.int"])   # legal: no problem
    lower_to_backend_contract(m)   # the contract's own fixed point decomposes it
    assert "torch.aten.softmax.int" not in str(m) and "torch.aten.exp" in str(m)


def test_op_whose_decomposition_does_not_apply_is_contract_ir():
    """gru_cell's decomposition needs a static gate size: with a dynamic one it does not apply,
    and the op stays legal (a backend may still lower it)."""
    from tmlir.transforms.decompose_complex_ops import decomposition_applies
    text = """
    func.func @main(%x: !torch.vtensor<[3,4],f32>, %h: !torch.vtensor<[3,5],f32>, %wi: !torch.vtensor<[?,4],f32>,
                    %wh: !torch.vtensor<[?,5],f32>, %bi: !torch.vtensor<[?],f32>, %bh: !torch.vtensor<[?],f32>) -> !torch.vtensor<[3,5],f32> {
      %0 = torch.aten.gru_cell %x, %h, %wi, %wh, %bi, %bh : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,5],f32>, !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,5],f32>, !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32> -> !torch.vtensor<[3,5],f32>
      return %0 : !torch.vtensor<[3,5],f32>
    }"""
    m = parse_module(text)
    gru = next(op for op in m.walk_ops() if op.name == "torch.aten.gru_cell")
    assert not decomposition_applies(gru)
    verify_backend_contract(m)
    static = parse_module(text.replace("?", "15"))
    gru = next(op for op in static.walk_ops() if op.name == "torch.aten.gru_cell")
    assert decomposition_applies(gru) and not decomposition_applies(gru, {"torch.aten.gru_cell"})


# ---------------------------------------------------------------------------------------------
# torch.operator ops
# ---------------------------------------------------------------------------------------------

def test_operator_form_becomes_the_registry_op_in_the_contract():
    text = """
    func.func @main(%x: !torch.vtensor<[2,1,3],f32>) -> !torch.vtensor<[2,3],f32> {
      %int1 = torch.constant.int 1
      %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
      %0 = torch.operator "aten.squeeze.dims"(%x, %dims) : (!torch.vtensor<[2,1,3],f32>, !torch.list<int>) -> !torch.vtensor<[2,3],f32>
      return %0 : !torch.vtensor<[2,3],f32>
    }"""
    m = lower_to_backend_contract(parse_module(text))
    assert "torch.operator" not in str(m) and "torch.aten.squeeze" in str(m)


def test_unknown_operator_is_reported_with_its_name_and_location():
    from tmlir.pipelines import LINALG_BACKEND_PIPELINE
    from tmlir.ir.passmanager import PassManager, PassError
    text = """
    func.func @main(%x: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
      %0 = torch.operator "mylib.frobnicate"(%x) : (!torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> loc("model.py":3:4)
      return %0 : !torch.vtensor<[3],f32>
    }"""
    m = lower_to_backend_contract(parse_module(text))
    assert 'torch.operator "mylib.frobnicate"' in str(m)
    with pytest.raises(PassError, match=r"not lowered to linalg-on-tensors:\n  model.py:3:4: "
                                        r"'torch.operator \"mylib.frobnicate\"' \(no lowering registered for it\)"):
        PassManager.parse(LINALG_BACKEND_PIPELINE).run(m)


# ---------------------------------------------------------------------------------------------
# Why a lowering did not apply reaches the error
# ---------------------------------------------------------------------------------------------

NON_CONSTANT_DIMS = """
func.func @main(%x: !torch.vtensor<[3,4],f32>, %d: !torch.int) -> !torch.vtensor<[3],f32> {
  %false = torch.constant.bool false
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %d : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.sum.dim_IntList %x, %l, %false, %none : !torch.vtensor<[3,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3],f32> loc("model.py":7:4)
  return %0 : !torch.vtensor<[3],f32>
}
"""


def test_not_lowerable_reason_reaches_the_pipeline_error():
    from tmlir.pipelines import LINALG_BACKEND_PIPELINE
    from tmlir.ir.passmanager import PassManager, PassError
    m = parse_module(NON_CONSTANT_DIMS)
    with pytest.raises(PassError) as e:
        PassManager.parse(LINALG_BACKEND_PIPELINE).run(m)
    msg = str(e.value)
    assert "not lowered to linalg-on-tensors" in msg
    assert ("model.py:7:4: 'torch.aten.sum.dim_IntList' (its lowering did not apply: dims are "
            "not constants)") in msg
    assert "tmlir/conversion/torch_to_linalg/<family>.py" in msg  # where a lowering would go
    assert "torch_c." not in msg  # the casts around the op are not reported


def test_not_lowerable_reason_reaches_the_backend_verifier():
    from tmlir.conversion.verify_backend import BackendContractError as LoweringError
    from tmlir.ir.passmanager import PassManager
    m = parse_module(NON_CONSTANT_DIMS)
    with pytest.raises(LoweringError) as e:
        PassManager.parse("builtin.module(func.func(convert-torch-to-linalg),"
                          "torch-verify-linalg-on-tensors-backend-contract)").run(m)
    assert ("model.py:7:4: 'torch.aten.sum.dim_IntList' (its lowering did not apply: dims are not constants)"
            in str(e.value))


def test_refinement_runs_on_the_changed_functions_only(monkeypatch):
    """@done satisfies the contract after the first round and leaves the fixed point: later rounds
    refine only @todo (whose linalg_eigvals has no shape function); the guard round sees both."""
    from tmlir.transforms import drop_abstract_interp as D
    calls = []
    refine = D._RefinementPipeline.refine

    def spy(self, module, funcs=None):
        calls.append((self.KIND, None if funcs is None else [f.sym_name.value for f in funcs]))
        return refine(self, module, funcs)
    monkeypatch.setattr(D._RefinementPipeline, "refine", spy)
    text = MISSING.replace("@main", "@todo") + """
func.func @done(%arg0: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3,4],f32> {
  %0 = torch.aten.tanh %arg0 : !torch.vtensor<[3,4],f32> -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}
"""
    m = parse_module(text)
    lower_to_backend_contract(m, verify=False)
    assert calls[:2] == [("shape", ["todo", "done"]), ("dtype", ["todo", "done"])]
    assert calls[2:4] == [("shape", ["todo"]), ("dtype", ["todo"])]
    assert calls[-2:] == [("shape", ["todo", "done"]), ("dtype", ["todo", "done"])]   # the guard round
    assert "torch.aten.tanh %arg0 : !torch.vtensor<[3,4],f32> -> !torch.vtensor<[3,4],f32>" in str(m)


def test_unknown_operator_without_types_fails_the_contract():
    text = """
    func.func @main(%x: !torch.vtensor<[3],f32>) -> !torch.vtensor {
      %0 = torch.operator "mylib.frobnicate"(%x) : (!torch.vtensor<[3],f32>) -> !torch.vtensor loc("model.py":5:2)
      return %0 : !torch.vtensor
    }"""
    with pytest.raises(BackendContractError) as e:
        lower_to_backend_contract(parse_module(text))
    msg = str(e.value)
    assert "model.py:5:2: 'torch.operator \"mylib.frobnicate\"' result: unknown rank" in msg
    assert "the op registry has no schema for it" in msg
