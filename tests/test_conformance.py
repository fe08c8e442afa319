"""The conformance runner (tmlir.conformance): a fixed slice of PyTorch's OpInfo database through
linalg-on-tensors and IREE must pass (or be in the side table with a reason), and the runner must
classify what it sees: a wrong result is a mismatch with its error, an op with no lowering is
not-lowered naming the op, an error input that compiles and returns a result is error-accepted."""
import json
import math
import types

import pytest
import torch

pytest.importorskip("expecttest")  # PyTorch's OpInfo database imports it

from tmlir.conformance import opinfo as O
from tmlir.conformance import runner as R
from tmlir.conformance.opinfo import Task
from tmlir.conformance.report import build_rows, render
from tmlir.conformance.xfail import XFAILS, DYNAMIC_XFAILS, TOSA_XFAILS, xfail_reason

# The CI slice: 24 ops in f32, and a few ops in other dtype classes (complex64 included).
SLICE_F32 = ["abs", "add", "mul", "div.no_rounding_mode", "exp", "sigmoid", "tanh", "sum", "amax", "softmax",
             "mm", "bmm", "nn.functional.linear", "stack", "transpose", "reshape", "permute", "gather", "clamp",
             "nn.functional.layer_norm", "cumsum", "nn.functional.max_pool2d", "nn.functional.conv2d",
             "max.reduction_with_dim"]
SLICE_OTHER = [("abs", "f16"), ("add", "i64"), ("mul", "i32"), ("sum", "i64"), ("cumsum", "i64"),
               ("where", "bool"), ("cat", "f64"), ("matmul", "f64"), ("mul", "c64"), ("abs", "c64"),
               ("view_as_real", "c64"), ("mm", "c64"), ("logit", "f16"), ("logit", "bf16"),
               # failed before: f64 sin/atan2 did not link, half cumsum/log_softmax rounded each step
               ("sin", "f64"), ("atan2", "f64"), ("cumsum", "bf16"), ("log_softmax", "f16"),
               # failed before: f16 accumulating index_put summed the updates apart from self
               ("_unsafe_masked_index_put_accumulate", "f16"),
               # failed before: a bool fill (a Scalar) kept the op a torch.operator
               ("_unsafe_masked_index", "bool"),
               # failed before: complex 'same' conv3d, complex128 block_diag (IREE's i128 splat), not lowered
               ("nn.functional.conv3d", "c64"), ("block_diag", "c64"), ("nn.functional.l1_loss", "c64"),
               ("nn.functional.rms_norm", "c64"),
               # failed before: not lowered (segment_reduce, multilabel_margin_loss, torch_nn chunked ops)
               ("_segment_reduce.offsets", "f16"), ("nn.functional.multilabel_margin_loss", "f32"),
               ("nn.functional.linear_cross_entropy.chunked", "f16"),
               # failed before: a list among histogramdd's results, complex gradient / matrix_rank not lowered
               ("histogramdd", "f32"), ("gradient", "c64"), ("linalg.matrix_rank", "c64")]


def _slice_tasks():
    return [Task(op, "f32") for op in SLICE_F32] + [Task(op, d) for op, d in SLICE_OTHER]


def test_slice_passes_or_is_explained():
    tasks = _slice_tasks()
    results = R.run_all(tasks, "linalg", jobs=2, timeout=600)
    rows = build_rows(results)
    assert [(r.op, r.dtype) for r in rows] == [(t.op, t.dtype) for t in tasks]
    report = render(rows)
    total = sum(r.exported for r in rows)
    assert total >= len(tasks), report  # every row exports at least one sample
    for r in rows:
        assert r.status not in R.BAD_STATUSES, f"{r.op}:{r.dtype} {r.detail}\n{report}"
        if r.passed != r.exported:
            assert xfail_reason(r.op, r.dtype), f"{r.op}:{r.dtype} fails without a side-table reason: {r.detail}"
    assert report.splitlines()[-1] == f"pass={sum(r.passed for r in rows)} total={total}"


def test_every_side_table_entry_has_a_reason():
    for (op, dtype), reason in list(XFAILS.items()) + list(DYNAMIC_XFAILS.items()):
        assert dtype == "*" or dtype in O.DTYPES, (op, dtype)
        assert isinstance(reason, str) and len(reason.strip()) > 10, (op, dtype)


def test_dynamic_side_table_applies_to_dynamic_runs_only(tmp_path):
    (op, dtype), reason = next(iter(DYNAMIC_XFAILS.items()))
    dtype = "f32" if dtype == "*" else dtype
    assert xfail_reason(op, dtype) is None and xfail_reason(op, dtype, dynamic=True) == reason
    bad = R.SampleResult(0, "sample", "compile-error", "lower", "FxImportError: x", "", 0.0, "", "")
    res = [types.SimpleNamespace(op=op, dtype=dtype, samples=[bad])]
    assert not build_rows(res)[0].expected and build_rows(res, dynamic=True)[0].expected
    from tmlir.conformance.report import rows_from_json, to_json
    path = tmp_path / "dyn.json"
    path.write_text(json.dumps(to_json(build_rows(res, dynamic=True), {"mode": "dynamic"})))
    assert rows_from_json(str(path))[0].xfail == reason          # the file's meta says dynamic
    path.write_text(json.dumps(to_json(build_rows(res), {"mode": "static"})))
    assert rows_from_json(str(path))[0].xfail == ""


# --- classification ------------------------------------------------------------------------------
class _Wrong:
    """A loaded IREE module whose results are all off by one."""

    def __init__(self, loaded):
        self.loaded = loaded

    def invoke(self, name, *args):
        out = self.loaded.invoke(name, *args)
        if isinstance(out, tuple):
            return tuple(o + 1 for o in out)
        return out + 1


def test_wrong_result_is_a_mismatch(monkeypatch):
    real = R._compile
    monkeypatch.setattr(R, "_compile", lambda text: _Wrong(real(text)))
    results = R.run_task(Task("add", "f32"))["f32"]
    assert results and all(s.status == "mismatch" for s in results), results
    assert all(math.isclose(s.max_error, 1.0, rel_tol=1e-6) for s in results)
    row = build_rows([types.SimpleNamespace(op="add", dtype="f32", samples=results)])[0]
    assert row.status == "mismatch" and row.detail == "mismatch: max error 1"
    assert not row.expected


def test_unlowerable_op_is_not_lowered_naming_it(monkeypatch):
    from tmlir.conversion.torch_to_linalg.registry import LOWERINGS
    monkeypatch.delitem(LOWERINGS, "torch.aten.sin")
    results = R.run_task(Task("sin", "f32"))["f32"]
    assert results and all(s.status == "not-lowered" for s in results), results
    assert {s.op for s in results} == {"torch.aten.sin"}
    row = build_rows([types.SimpleNamespace(op="sin", dtype="f32", samples=results)])[0]
    assert row.detail == "not-lowered: torch.aten.sin"


def _fake_opinfo(fn, samples=(), errors=()):
    """Just what the runner reads of an OpInfo."""
    return types.SimpleNamespace(
        name="fake", variant_test_name="", op=fn, decorators=(), reference_inputs_func=None,
        sample_inputs=lambda device, dtype, requires_grad=False: iter(samples),
        error_inputs=lambda device: iter(errors))


def _sample(*tensors, **kwargs):
    from torch.testing._internal.opinfo.core import SampleInput
    return SampleInput(tensors[0], args=tensors[1:], kwargs=kwargs)


def _error(sample, regex="eager"):
    from torch.testing._internal.opinfo.core import ErrorInput
    return ErrorInput(sample, error_type=ValueError, error_regex=regex)


def _eager_raises(x):
    if not torch.compiler.is_exporting():
        raise ValueError("eager refuses this input")
    return x * 2


def test_error_input_that_compiles_and_runs_is_error_accepted():
    op = _fake_opinfo(_eager_raises, errors=[_error(_sample(torch.ones(3)))])
    results = R.run_task(Task("fake", O.ERRORS), opinfo=op)[O.ERRORS]
    assert [s.status for s in results] == ["error-accepted"]
    assert "PyTorch raises ValueError" in results[0].message


def _refuses_shared_memory(x, y):
    if x.untyped_storage().data_ptr() == y.untyped_storage().data_ptr():
        raise ValueError("x and y overlap")
    return x + y


def test_error_input_that_needs_shared_memory_is_error_eager_accepts():
    t = torch.ones(3)
    op = _fake_opinfo(_refuses_shared_memory, errors=[_error(_sample(t, t))])
    with pytest.raises(ValueError):
        _refuses_shared_memory(t, t)
    results = R.run_task(Task("fake", O.ERRORS), opinfo=op)[O.ERRORS]
    assert [(s.status, s.step) for s in results] == [("error-eager-accepts", "eager")]
    row = build_rows([types.SimpleNamespace(op="fake", dtype=O.ERRORS, samples=results)])[0]
    assert row.expected and "1 accepted by eager too" in render([row])


def test_error_input_rejected_by_export_is_error_raised():
    op = _fake_opinfo(torch.add, errors=[_error(_sample(torch.ones(2), torch.ones(3)))])
    results = R.run_task(Task("fake", O.ERRORS), opinfo=op)[O.ERRORS]
    assert [(s.status, s.step) for s in results] == [("error-raised", "export")]


@pytest.mark.parametrize("name", ["index_add", "complex", "multinomial", "masked_scatter"])
def test_error_inputs_once_accepted_are_rejected(name):
    # index_add with a 1-d source for a 2-d self (torch._decomp's decomposition broadcast it),
    # complex(f32, f64) (export's meta function promotes), multinomial of int64 probabilities and
    # masked_scatter with a uint8 mask (the meta functions take both) compiled and returned a result
    results = R.run_task(Task(name, O.ERRORS))[O.ERRORS]
    assert results and all(s.status == "error-raised" for s in results), [(s.status, s.message) for s in results]


def test_random_op_compares_shapes_and_dtypes_only():
    import numpy as np

    class Noisy(torch.nn.Module):
        def forward(self, x):
            return torch.nn.functional.dropout(x, p=0.5, training=True)

    class Plain(torch.nn.Module):
        def forward(self, x):
            return x * 2
    fake = types.SimpleNamespace(name="fake")
    x = torch.ones(4, 5)
    assert O.is_random_program(fake, torch.export.export(Noisy(), (x,), strict=False))
    assert not O.is_random_program(fake, torch.export.export(Plain(), (x,), strict=False))
    assert O.is_random_program(types.SimpleNamespace(name="empty_like"), torch.export.export(Plain(), (x,)))
    tol = O.default_tolerance
    p = types.SimpleNamespace(golden=torch.ones(4, 5), random=True, invariant=None)
    assert R._compare(p, np.zeros((4, 5), np.float32), tol)[0] == "pass"
    assert R._compare(p, np.zeros((4, 6), np.float32), tol)[0] == "mismatch"
    assert R._compare(p, np.zeros((4, 5), np.float64), tol)[0] == "mismatch"
    p.random = False
    assert R._compare(p, np.zeros((4, 5), np.float32), tol)[0] == "mismatch"


def test_tuple_results_compare_elementwise(monkeypatch):
    def two(x, y):
        return x + y, x * y
    op = _fake_opinfo(two, samples=[_sample(torch.randn(3), torch.randn(3))])
    assert [s.status for s in R.run_task(Task("fake", "f32"), opinfo=op)["f32"]] == ["pass"]
    real = R._compile

    class SecondWrong(_Wrong):
        def invoke(self, name, *args):
            a, b = self.loaded.invoke(name, *args)
            return a, b + 1
    monkeypatch.setattr(R, "_compile", lambda text: SecondWrong(real(text)))
    results = R.run_task(Task("fake", "f32"), opinfo=op)["f32"]
    assert [s.status for s in results] == ["mismatch"] and "result 1" in results[0].message


def test_nan_positions_must_agree(monkeypatch):
    op = _fake_opinfo(torch.sqrt, samples=[_sample(torch.tensor([-1.0, 4.0]))])
    assert [s.status for s in R.run_task(Task("fake", "f32"), opinfo=op)["f32"]] == ["pass"]
    real = R._compile

    class NoNan(_Wrong):
        def invoke(self, name, *args):
            import numpy as np
            return np.nan_to_num(self.loaded.invoke(name, *args), nan=0.0)
    monkeypatch.setattr(R, "_compile", lambda text: NoNan(real(text)))
    assert [s.status for s in R.run_task(Task("fake", "f32"), opinfo=op)["f32"]] == ["mismatch"]


@pytest.mark.parametrize("step, message, expected", [
    ("lower", "error: 2 op(s) were not lowered to linalg-on-tensors:\n  m.py:3: 'torch.aten.frob' "
              "(no lowering registered for it)", ("not-lowered", "torch.aten.frob")),
    ("lower", "error: 'torch.aten.bernoulli' was not converted to the backend", ("not-lowered", "torch.aten.bernoulli")),
    ("lower-to-backend-contract", 'torch.operator "aten._int_mm" has no shape function',
     ("not-lowered", "aten._int_mm")),
    ("lower", "error: 'arith.addi' operand #0 must be signless-integer-like", ("compile-error", "")),
    ("iree-compile", "iree-compile failed: 'torch.aten.x' not lowered", ("compile-error", "")),
    ("run", "calling 's0' failed", ("runtime-error", "")),
])
def test_classify_failure(step, message, expected):
    assert R.classify_failure(step, message) == expected


def test_tolerances_follow_test_ops():
    from torch.testing._comparison import _DTYPE_PRECISIONS
    assert O.default_tolerance(torch.float32) == dict(rtol=_DTYPE_PRECISIONS[torch.float32][0],
                                                      atol=_DTYPE_PRECISIONS[torch.float32][1])
    assert O.default_tolerance(torch.int64) == dict(rtol=0.0, atol=0.0)
    raised = []
    for op in O.op_db():
        for d in (torch.float16, torch.bfloat16, torch.float32):
            if O.tolerance_for_op(op, d) != O.default_tolerance(d):
                raised.append((O.opinfo_name(op), d))
    assert len(raised) > 20  # PyTorch's OpInfos loosen many ops' tolerances through toleranceOverride


def test_precision_override_raises_atol():
    # special.i0e carries precisionOverride({bfloat16: 0.3, float16: 0.3}): test_ops' assertEqual
    # takes it as the atol
    op = O.find_opinfo("special.i0e")
    assert O.tolerance_for_op(op, torch.float16)["atol"] == 0.3
    assert O.tolerance_for_op(op, torch.float32) == O.default_tolerance(torch.float32)


def test_error_tasks_only_for_ops_with_cpu_error_inputs():
    # where and the binary ops have error inputs on two devices only: their rows were sample-errors
    tasks = {(t.op, t.dtype) for t in O.list_tasks(dtypes=["f32"])}
    assert ("masked_scatter", O.ERRORS) in tasks and ("multinomial", O.ERRORS) in tasks
    for name in ("where", "add", "mul", "div.no_rounding_mode", "median", "T"):
        assert (name, "f32") in tasks and (name, O.ERRORS) not in tasks, name


def test_sample_cap_is_fixed():
    op = O.find_opinfo("add")
    samples = O.samples_for(op, torch.float32)
    assert len(samples) <= O.SAMPLE_CAP + O.REFERENCE_CAP
    assert [k for k, _ in samples][:O.SAMPLE_CAP] == ["sample"] * O.SAMPLE_CAP
    again = O.samples_for(op, torch.float32)
    assert again[0][1].input.shape == samples[0][1].input.shape
    # seeded as test_ops seeds: every run sees the same values
    assert all(torch.equal(a.input, b.input) for (_, a), (_, b) in zip(again, samples))


def test_cli_rows_summary_and_json(tmp_path, capsys):
    from tmlir.conformance.cli import main
    out = tmp_path / "conf.json"
    code = main(["-c", "linalg", "-f", "^exp$", "--dtypes", "f32,f64", "-j", "1", "--no-errors",
                 "--json", str(out), "--failures-dir", str(tmp_path / "fail")])
    text = capsys.readouterr().out
    lines = text.strip().splitlines()
    assert lines[-1].startswith("pass=") and " total=" in lines[-1]
    assert any(l.startswith("exp ") and " f32 " in l for l in lines)
    assert "Summary by status" in text and "Pass rate per dtype class" in text
    data = json.loads(out.read_text())
    assert [(r["op"], r["dtype"]) for r in data["rows"]] == [("exp", "f32"), ("exp", "f64")]
    assert data["summary"]["total"] == sum(r["counts"].get("pass", 0) + sum(
        n for s, n in r["counts"].items() if s in R.EXPORTED_STATUSES and s != "pass") for r in data["rows"])
    assert code == (0 if all(r["status"] == "pass" for r in data["rows"]) else 1)
    # the CPU time of the run (this process + its workers and their iree-compile runs): > 0, and
    # the worker's compile work is in it (a bare pytest process alone spends far less)
    assert data["meta"]["cpu_s"] > 0.5 and "CPU-s" in text


def test_cli_usage_errors(capsys):
    from tmlir.conformance.cli import main
    assert main(["--dtypes", "f8"]) == 2
    assert main(["-c", "nope"]) == 2
    assert main(["-f", "^no_such_op_anywhere$"]) == 2


def test_tie_indices_are_checked_by_what_they_select():
    x = torch.tensor([[1., 3., 3., 2.], [5., 5., 5., 0.]])
    op = types.SimpleNamespace(name="topk", variant_test_name="")
    from torch.testing._internal.opinfo.core import SampleInput
    sample = SampleInput(x, args=(2,), kwargs={})
    p = types.SimpleNamespace(tensors=[x], tie_dim=O.tie_index_dim(op, sample))
    assert p.tie_dim == (-1, True, 1)
    values, eager_idx = torch.topk(x, 2)
    other = torch.tensor([[2, 1], [2, 0]])   # the same values, ties in another order
    assert R._tie_index_problems(p, other, eager_idx) == []
    assert R._tie_index_problems(p, torch.tensor([[1, 3], [0, 1]]), eager_idx)   # selects 2.
    assert R._tie_index_problems(p, torch.tensor([[1, 1], [0, 1]]), eager_idx)   # 1 twice
    assert R._tie_index_problems(p, torch.tensor([[1, 4], [0, 1]]), eager_idx)   # out of range
    kth = types.SimpleNamespace(name="kthvalue", variant_test_name="")
    p.tie_dim = O.tie_index_dim(kth, SampleInput(x, args=(2, 1), kwargs={}))
    assert p.tie_dim == (1, False, 1)
    v, i = torch.kthvalue(x, 2, 1)
    assert R._tie_index_problems(p, torch.tensor([3, 2]), i) == []
    assert R._tie_index_problems(p, torch.tensor([0, 2]), i)
    # argsort: the indices are the only result; a stable sort pins them down
    arg = types.SimpleNamespace(name="argsort", variant_test_name="")
    p.tie_dim = O.tie_index_dim(arg, SampleInput(x, args=(1,), kwargs={}))
    assert p.tie_dim == (1, True, 0)
    i = torch.argsort(x, 1)
    assert R._tie_index_problems(p, torch.tensor([[0, 3, 2, 1], [3, 2, 1, 0]]), i) == []
    assert R._tie_index_problems(p, torch.tensor([[0, 3, 1, 1], [3, 2, 1, 0]]), i)    # 1 twice
    assert R._tie_index_problems(p, torch.tensor([[3, 0, 2, 1], [3, 2, 1, 0]]), i)    # not sorted
    assert O.tie_index_dim(arg, SampleInput(x, args=(1,), kwargs={"stable": True})) is None
    srt = types.SimpleNamespace(name="sort", variant_test_name="")
    assert O.tie_index_dim(srt, SampleInput(x, args=(), kwargs={})) == (-1, True, 1)


def test_singular_vectors_are_compared_up_to_sign():
    """svd / eigh results go through the OpInfo's output_process_fn_grad (|U|, S, |V^H|, U V^H):
    vectors with other signs pass, other vectors do not."""
    op = O.find_opinfo("linalg.svd")
    sample = next(s for s in op.sample_inputs("cpu", torch.float64)
                  if s.output_process_fn_grad.__name__ == "fn_UVh")  # (U V^H, S)
    a = torch.randn(4, 3, dtype=torch.float64)
    sample.input = a
    sample.kwargs = {"full_matrices": False}
    golden = torch.linalg.svd(a, full_matrices=False)
    p = types.SimpleNamespace(golden=golden, eager_inputs=None, random=False, tie_dim=None,
                              invariant=O.invariant_results(op, sample))
    assert p.invariant is not None and O.invariant_results(O.find_opinfo("mm"), sample) is None
    tol = O.default_tolerance
    flip = torch.tensor([1.0, -1.0, -1.0], dtype=torch.float64)
    u, s, vh = golden
    flipped = (u * flip).numpy(), s.numpy(), (vh * flip[:, None]).numpy()
    assert R._compare(p, flipped, tol)[0] == "pass"
    wrong = (u * flip).numpy(), s.numpy(), vh.numpy()  # U V^H changes
    status, message, _ = R._compare(p, wrong, tol)
    assert status == "mismatch", message


def test_tosa_f64_rows_fail_with_the_config_rule_as_reason():
    """TOSA 1.0 has no f64: every f64 row fails at the lowering (one error naming the op and the
    type), and the tosa config rule (not the linalg table) names why; the same row of a passing run
    would carry no reason (no xpass)."""
    results = R.run_task(Task("add", "f64"), config_name="tosa")["f64"]
    assert results and all(s.status != "pass" for s in results), results
    assert all("TOSA 1.0 has no 64-bit float types" in s.message for s in results), results
    row = build_rows([types.SimpleNamespace(op="add", dtype="f64", samples=results)], "tosa")[0]
    assert "TOSA 1.0 has no 64-bit float types" in row.xfail and row.expected
    assert not build_rows([types.SimpleNamespace(op="add", dtype="f64", samples=results)])[0].xfail
    assert xfail_reason("add", "f64", "tosa", failed=False) is None


def test_tosa_side_table_names_real_opinfos_and_applies_to_tosa_failures_only():
    names = {O.opinfo_name(op) for op in O.op_db()}
    for key, reason in TOSA_XFAILS.items():
        op, dtype = key if isinstance(key, tuple) else (key, None)
        assert op in names, op
        assert dtype is None or dtype in O.DTYPES, key
        assert isinstance(reason, str) and len(reason.strip()) > 30, key
        assert xfail_reason(op, dtype or "f32", "tosa", failed=False) is None
        assert xfail_reason(op, dtype or "f32", "linalg") is None or key in XFAILS


def test_tosa_softmax_with_f64_dtype_is_refused_with_its_reason():
    """softmax.with_dtype passes dtype=torch.float64 in every sample: the f32 row fails on TOSA
    (the f64 softmax is refused at the op that makes the f64 tensor) and the side table says why."""
    results = R.run_task(Task("softmax.with_dtype", "f32"), config_name="tosa")["f32"]
    assert results and all(s.status != "pass" and "has an f64 tensor" in s.message for s in results), results
    assert "TOSA 1.0 has no 64-bit float types" in xfail_reason("softmax.with_dtype", "f32", "tosa")


def test_error_inputs_func_without_inputs_gives_no_row():
    op = _fake_opinfo(torch.add, errors=[])
    results = R.run_task(Task("fake", O.ERRORS), opinfo=op)[O.ERRORS]
    assert results == []
    assert build_rows([types.SimpleNamespace(op="fake", dtype=O.ERRORS, samples=results)]) == []


def _square_over(x):
    return (x * x) / x


class _Fixed(_Wrong):
    """A loaded IREE module whose result is replaced by a given array."""

    def __init__(self, loaded, value):
        super().__init__(loaded)
        self.value = value

    def invoke(self, name, *args):
        self.loaded.invoke(name, *args)
        return self.value


@pytest.mark.parametrize("ours, status", [(300.0, "pass"), (301.0, "mismatch"), (float("inf"), "pass"),
                                          (float("nan"), "mismatch")])
def test_results_closer_to_the_float64_rerun_than_eager_pass(monkeypatch, ours, status):
    """eager f16 (x*x)/x overflows to inf at x=300 where the float64 rerun gives 300: 300 passes (it is
    the rerun rounded to f16), 301 does not (beyond the f16 tolerance of the rerun), inf passes as
    eager's own result, NaN never (a NaN where the rerun has none)."""
    import numpy as np
    x = torch.tensor([300.0, 2.0], dtype=torch.float16)
    op = _fake_opinfo(_square_over, samples=[_sample(x)])
    real = R._compile
    value = np.array([ours, 2.0], dtype=np.float16)
    monkeypatch.setattr(R, "_compile", lambda text: _Fixed(real(text), value))
    results = R.run_task(Task("fake", "f16"), opinfo=op)["f16"]
    assert [s.status for s in results] == [status], results
    if status == "pass" and ours == 300.0:
        assert results[0].message.startswith(R.PRECISE_PASS)
        row = build_rows([types.SimpleNamespace(op="fake", dtype="f16", samples=results)])[0]
        assert "differ from eager beyond its tolerance" in render([row])


def test_double_samples_get_no_wider_rerun(monkeypatch):
    """A float64 sample has no more precise rerun: any difference from eager is a mismatch."""
    import numpy as np
    x = torch.tensor([300.0, 2.0], dtype=torch.float64)
    op = _fake_opinfo(_square_over, samples=[_sample(x)])
    real = R._compile
    monkeypatch.setattr(R, "_compile", lambda text: _Fixed(real(text), np.array([300.5, 2.0])))
    assert [s.status for s in R.run_task(Task("fake", "f64"), opinfo=op)["f64"]] == ["mismatch"]


_EAGER_CALLS = [0]


def _drifting(x):
    """An op whose eager result changes from call to call (export traces one of them)."""
    _EAGER_CALLS[0] += 1
    return x + _EAGER_CALLS[0]


def test_a_sample_eager_does_not_reproduce_judges_nothing(monkeypatch):
    """A result that differs from eager, where eager rerun on fresh copies differs from its own
    first result, is eager-fails (PyTorch's limit, out of the exported total), not a mismatch;
    with a reproducible eager the same result is a mismatch (test_wrong_result_is_a_mismatch)."""
    import numpy as np
    op = _fake_opinfo(_drifting, samples=[_sample(torch.tensor([1.0, 2.0]))])
    real = R._compile
    monkeypatch.setattr(R, "_compile", lambda text: _Fixed(real(text), np.array([100.0, 100.0], np.float32)))
    results = R.run_task(Task("fake", "f32"), opinfo=op)["f32"]
    assert [s.status for s in results] == ["eager-fails"], results
    assert "does not reproduce its own result" in results[0].message


def test_stablehlo_dynamic_transposed_conv_is_refused_with_a_config_reason():
    """A run-time kernel size: the StableHLO lowering refuses the transposed convolution (no iree
    run), and only the stablehlo --dynamic side table names why (linalg and static rows get none)."""
    results = R.run_task(Task("nn.functional.conv_transpose1d", "f32"), config_name="stablehlo", dynamic=True)["f32"]
    assert results and all(s.status == "not-lowered" for s in results), results
    assert all("a transposed convolution with a dynamic kernel" in s.message for s in results)
    row = build_rows([types.SimpleNamespace(op="nn.functional.conv_transpose1d", dtype="f32", samples=results)],
                     "stablehlo", dynamic=True)[0]
    assert "dynamic_pad" in row.xfail and row.expected
    assert xfail_reason("nn.functional.conv_transpose1d", "f32", "linalg", dynamic=True) is None
    assert xfail_reason("nn.functional.conv_transpose1d", "f32", "stablehlo", dynamic=False) is None
    assert xfail_reason("nn.functional.conv_transpose1d", "f32", "stablehlo", failed=False, dynamic=True) is None
