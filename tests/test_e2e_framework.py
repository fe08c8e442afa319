"""The e2e framework: registry, inputs, comparison, xfails, worker isolation (timeouts, crashes),
the CLI and its reproducers. Runs on the ``raw`` config (import + the torch interpreter) and on a
fake config defined in a throwaway test package."""
import os
import subprocess
import sys
import time

import numpy as np
import pytest
import torch

import tmlir.e2e.xfail as xfail_mod
from tmlir.e2e import REGISTRY, Input, RegistrationError, TestConfig, discover_tests, get_config, register_test
from tmlir.e2e.cli import main as cli_main
from tmlir.e2e.compare import compare_outputs
from tmlir.e2e.registry import seed_of
from tmlir.e2e.runner import TestResult, apply_xfails, run_test, run_tests

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CASES = '''
import os, time
import torch
from tmlir.e2e import Input, TestConfig, register_config, register_test, step


@register_config("fwfake")
class FakeConfig(TestConfig):
    """Runs the module eagerly; flags on the module make it fail in chosen ways."""

    def compile(self, module, example_inputs, dynamic_shapes=None):
        with step("lower", ir="// fake lowered IR of " + type(module).__name__):
            if getattr(module, "fail_compile", False):
                raise ValueError("cannot lower this program")
        return module

    def run(self, artifact, inputs):
        with step("run", ir="// fake IR run for " + type(artifact).__name__):
            if getattr(artifact, "crash", False):
                os._exit(3)
            if getattr(artifact, "hang", False):
                # hangs in a child process (as a test does in iree-compile): the timeout must end it too
                import subprocess, sys
                child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
                if os.environ.get("FW_HANG_PID_FILE"):
                    with open(os.environ["FW_HANG_PID_FILE"], "w") as f:
                        f.write(str(child.pid))
                child.wait()
            out = artifact(*inputs)
            return out + 1 if getattr(artifact, "wrong", False) else out


@register_test(inputs=[Input([2, 3]), Input([2, 3])])
class FwPass(torch.nn.Module):
    def forward(self, a, b):
        return a * b


@register_test(inputs=[Input([2, 3])])
class FwWrong(torch.nn.Module):
    wrong = True
    def forward(self, a):
        return a - 1


@register_test(inputs=[Input([2])])
class FwCompileError(torch.nn.Module):
    fail_compile = True
    def forward(self, a):
        return a


@register_test(inputs=[Input([2])])
class FwCrash(torch.nn.Module):
    crash = True
    def forward(self, a):
        return a


@register_test(inputs=[Input([2])])
class FwHang(torch.nn.Module):
    hang = True
    def forward(self, a):
        return a


@register_test(inputs=[Input([4], torch.int64)])
class FwPassAfter(torch.nn.Module):
    def forward(self, a):
        return a * 2
'''


@pytest.fixture(scope="module")
def fake_package(tmp_path_factory):
    root = tmp_path_factory.mktemp("fwpkg")
    pkg = root / "e2e_fw_cases"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "cases.py").write_text(CASES)
    (pkg / "broken.py").write_text("raise ImportError('a simulated broken test family')\n")
    sys.path.insert(0, str(root))
    try:
        errors = []
        discover_tests(["e2e_fw_cases"], errors=errors)
        assert errors == ["cannot import test module e2e_fw_cases.broken: ImportError: a simulated broken "
                          "test family"]
        assert "FwPass" in REGISTRY  # the other modules still load
        with pytest.raises(RegistrationError, match="e2e_fw_cases.broken"):
            discover_tests(["e2e_fw_cases"])
        yield "e2e_fw_cases"
    finally:
        sys.path.remove(str(root))


@pytest.fixture
def scratch_registry():
    """Tests registered inside a test are removed afterwards."""
    before = set(REGISTRY)
    yield
    for k in set(REGISTRY) - before:
        del REGISTRY[k]


# --- registry ----------------------------------------------------------------------------------
def test_register_class_and_function(scratch_registry):
    @register_test(inputs=[Input([2, 2])])
    class FwScratchClass(torch.nn.Module):
        def __init__(self, k=1.0):
            super().__init__()
            self.k = k

        def forward(self, x):
            return x * self.k

    @register_test(inputs=[Input([3], torch.int64, low=0, high=10)], name="FwScratchFn",
                   tolerance=dict(rtol=1e-2))
    def fn(a):
        return a + 3

    t = REGISTRY["FwScratchClass"]
    assert t.family == "test_e2e_framework"  # the stem of the defining module
    m = t.make_module()
    assert isinstance(m, FwScratchClass) and not m.training
    f = REGISTRY["FwScratchFn"]
    assert f.tolerance == {"rtol": 1e-2}
    (x,) = f.make_inputs()
    assert torch.equal(f.make_module()(x), x + 3)


def test_module_kwargs_and_duplicates(scratch_registry):
    class Scale(torch.nn.Module):
        def __init__(self, k):
            super().__init__()
            self.k = k

        def forward(self, x):
            return x * self.k

    register_test(inputs=[Input([2])], name="FwScaled", module_kwargs=dict(k=3.0))(Scale)
    assert REGISTRY["FwScaled"].make_module().k == 3.0
    with pytest.raises(RegistrationError, match="duplicate e2e test name 'FwScaled'"):
        register_test(inputs=[Input([2])], name="FwScaled", module_kwargs=dict(k=3.0))(Scale)


def test_registration_mistakes_are_clear():
    with pytest.raises(RegistrationError, match="list of tmlir.e2e.Input"):
        register_test(inputs=[[2, 3]])
    with pytest.raises(RegistrationError, match="tolerance must be"):
        register_test(inputs=[], tolerance=dict(rtool=1))
    with pytest.raises(RegistrationError, match="nn.Module class or a function"):
        register_test(inputs=[])(42)
    with pytest.raises(RegistrationError, match="dims are sizes >= 0 or -1"):
        Input([2, -3])
    with pytest.raises(RegistrationError, match="sizes=.* must have the rank"):
        Input([-1, 4], sizes=[3, 5])
    with pytest.raises(RegistrationError, match="does not fit"):
        Input([3], value=torch.zeros(4))
    with pytest.raises(RegistrationError, match="range .* is empty"):
        Input([2], torch.int32, low=5, high=5).generate(torch.Generator())


# --- inputs ------------------------------------------------------------------------------------
def test_input_generation_dtypes_and_ranges():
    g = torch.Generator().manual_seed(0)
    b = Input([50], torch.bool).generate(g)
    assert b.dtype == torch.bool and b.any() and not b.all()
    i = Input([200], torch.int64, low=0, high=10).generate(g)
    assert i.dtype == torch.int64 and int(i.min()) >= 0 and int(i.max()) <= 9 and len(i.unique()) > 5
    d = Input([200], torch.int32).generate(g)
    assert int(d.min()) >= -10 and int(d.max()) < 10 and int(d.min()) < 0
    u = Input([100], torch.uint8).generate(g)
    assert u.dtype == torch.uint8 and int(u.max()) < 10
    f = Input([500], torch.float32, low=2.0, high=3.0).generate(g)
    assert float(f.min()) >= 2.0 and float(f.max()) < 3.0
    n = Input([2000]).generate(g)
    assert abs(float(n.mean())) < 0.15 and 0.85 < float(n.std()) < 1.15  # standard normal
    for dt in (torch.float16, torch.bfloat16, torch.float64):
        assert Input([3], dt).generate(g).dtype == dt
    z = Input([]).generate(g)
    assert z.shape == ()


def test_input_dynamic_dims_value_and_non_contiguous():
    assert Input([-1, 4]).concrete_shape() == [5, 4]
    assert Input([-1, 4], sizes=[7, 4]).concrete_shape() == [7, 4]
    assert Input([-1, 4]).dynamic_dims == [0]
    idx = torch.tensor([2, 0, 1])
    v = Input(value=idx)
    assert v.shape == [3] and v.dtype == torch.int64
    assert torch.equal(v.generate(torch.Generator()), idx)
    nc = Input([3, 4], non_contiguous=True).generate(torch.Generator().manual_seed(1))
    assert nc.shape == (3, 4) and not nc.is_contiguous()
    assert torch.equal(nc, Input([3, 4]).generate(torch.Generator().manual_seed(1)))  # same numbers


def test_input_memory_format():
    g = lambda: torch.Generator().manual_seed(1)  # noqa: E731
    cl = Input([2, 3, 4, 4], memory_format=torch.channels_last).generate(g())
    assert cl.is_contiguous(memory_format=torch.channels_last) and not cl.is_contiguous()
    assert torch.equal(cl, Input([2, 3, 4, 4]).generate(g()))   # same numbers, another layout
    assert cl.clone().stride() == cl.stride()   # the runner's clone() keeps the layout
    dyn = Input([-1, 3, 2, 2], sizes=[5, 3, 2, 2], memory_format=torch.channels_last).generate(g())
    assert dyn.shape == (5, 3, 2, 2) and dyn.stride() == (12, 1, 6, 3)
    with pytest.raises(RegistrationError, match="needs rank 4"):
        Input([3, 4], memory_format=torch.channels_last)
    with pytest.raises(RegistrationError, match="use torch.channels_last"):
        Input([3, 4], memory_format=torch.preserve_format)


def test_inputs_are_seeded_by_name(scratch_registry):
    @register_test(inputs=[Input([4, 4]), Input([-1, 3])])
    class FwSeeded(torch.nn.Module):
        def forward(self, a, b):
            return a

    t = REGISTRY["FwSeeded"]
    x1, x2 = t.make_inputs(), t.make_inputs()
    assert all(torch.equal(a, b) for a, b in zip(x1, x2))
    assert seed_of("FwSeeded") != seed_of("FwSeeded2")
    ds = t.dynamic_shapes()
    assert ds[0] is None and list(ds[1]) == [0]


def test_function_tests_export_with_dynamic_dims(scratch_registry):
    @register_test(inputs=[Input([-1, 3]), Input([3], torch.int64, low=0, high=4)], name="FwFnDynamic")
    def fn(x, k):
        return x * k

    t = REGISTRY["FwFnDynamic"]
    art = get_config("raw").compile(t.make_module(), t.make_inputs(), dynamic_shapes=t.dynamic_shapes())
    assert "func.func @main(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.vtensor<[3],si64>)" in art.text
    assert run_test(t, get_config("raw")).status == "pass"


def test_dynamic_dims_reach_the_ir(scratch_registry):
    @register_test(inputs=[Input([-1, 4], sizes=[6, 4]), Input([-1, 4], sizes=[6, 4])])
    class FwDynamicAdd(torch.nn.Module):
        def forward(self, a, b):
            return a + b

    t = REGISTRY["FwDynamicAdd"]
    cfg = get_config("raw")
    art = cfg.compile(t.make_module(), t.make_inputs(), dynamic_shapes=t.dynamic_shapes())
    assert "func.func @main(%arg0: !torch.vtensor<[?,4],f32>, %arg1: !torch.vtensor<[?,4],f32>)" in art.text
    assert run_test(t, cfg).status == "pass"


# --- comparison --------------------------------------------------------------------------------
def test_compare_tolerances_and_mismatches():
    e = torch.tensor([1.0, 2.0, 3.0])
    assert compare_outputs(e + 1e-6, e) == []
    probs = compare_outputs(e + torch.tensor([0, 0, 1e-2]), e)
    assert len(probs) == 1 and "1 of 3 elements differ" in probs[0] and "first at [2]" in probs[0]
    assert compare_outputs(e + 1e-2, e, tolerance=dict(rtol=0.0, atol=0.1)) == []
    assert "shape mismatch" in compare_outputs(e[:2], e)[0]
    assert "dtype mismatch" in compare_outputs(e.double(), e)[0]
    assert compare_outputs(torch.tensor([float("nan")]), torch.tensor([float("nan")])) == []
    i = torch.tensor([1, 2, 3])
    assert compare_outputs(i.numpy(), i) == []
    assert "differ (exact dtype torch.int64)" in compare_outputs(i + torch.tensor([0, 1, 0]), i)[0]
    m = torch.tensor([True, False])
    assert compare_outputs(np.array([True, False]), m) == []
    assert compare_outputs(np.array([True, True]), m) != []
    h = torch.tensor([1.0, 2.0], dtype=torch.float16)
    assert compare_outputs(h * (1 + 5e-3), h) == []  # looser for f16
    assert compare_outputs((e * (1 + 5e-3)), e) != []


def test_compare_structures_scalars_and_bf16():
    a, b = torch.randn(2), torch.randn(3)
    assert compare_outputs((a, b), (a, [b])) == []
    assert "expected 2 results, got 1" in compare_outputs(a, (a, b))[0]
    assert compare_outputs(3, 3) == [] and compare_outputs(np.array(3), 3) == []
    assert compare_outputs(4, 3) != []
    assert compare_outputs(np.float32(2.5), torch.tensor(2.5)) == []
    import ml_dtypes
    bf = torch.tensor([1.5, -2.25], dtype=torch.bfloat16)
    assert compare_outputs(bf.float().numpy().astype(ml_dtypes.bfloat16), bf) == []


# --- running tests in this process -------------------------------------------------------------
def test_run_test_raw_and_fake_configs(fake_package):
    raw = get_config("raw")
    assert run_test(REGISTRY["FwPass"], raw).status == "pass"
    fake = get_config("fwfake")
    r = run_test(REGISTRY["FwWrong"], fake)
    assert (r.status, r.step) == ("fail", "compare") and "elements differ" in r.message
    assert r.ir == "// fake IR run for FwWrong"  # the program that computed the numbers
    r = run_test(REGISTRY["FwCompileError"], fake)
    assert (r.status, r.step) == ("fail", "lower") and "ValueError: cannot lower this program" in r.message
    assert r.ir == "// fake lowered IR of FwCompileError"


def test_config_without_steps_still_reports(scratch_registry):
    class Broken(TestConfig):
        def compile(self, module, example_inputs):
            raise RuntimeError("boom")

    @register_test(inputs=[Input([2])])
    class FwBrokenCfg(torch.nn.Module):
        def forward(self, a):
            return a

    r = run_test(REGISTRY["FwBrokenCfg"], Broken())
    assert r.status == "fail" and "RuntimeError: boom" in r.message


def test_apply_xfails():
    rs = [TestResult("A", "f", "fail"), TestResult("B", "f", "pass"), TestResult("C", "f", "crash"),
          TestResult("D", "f", "fail")]
    apply_xfails(rs, {"A": "known", "B": "was broken", "C": "segfaults"})
    assert [r.status for r in rs] == ["xfail", "xpass", "xfail", "fail"]
    assert rs[1].reason == "was broken"


# --- worker pool: isolation --------------------------------------------------------------------
def _alive(pid):
    """Whether process ``pid`` runs (a zombie, dead but not yet reaped, counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_pool_isolates_crashes_and_timeouts(fake_package, tmp_path, monkeypatch):
    names = ["FwPass", "FwCrash", "FwHang", "FwWrong", "FwPassAfter"]
    tests = [REGISTRY[n] for n in names]
    seen = []
    pid_file = tmp_path / "hang.pid"
    monkeypatch.setenv("FW_HANG_PID_FILE", str(pid_file))
    results = run_tests(tests, "fwfake", jobs=2, timeout=8, packages=[fake_package], on_result=seen.append)
    # the hung test's child process went with its worker
    hung_child = int(pid_file.read_text())
    deadline = time.monotonic() + 10
    while _alive(hung_child) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(hung_child)
    by = {r.name: r for r in results}
    assert [r.name for r in results] == names and len(seen) == 5
    assert by["FwPass"].status == "pass" and by["FwPassAfter"].status == "pass"
    assert by["FwCrash"].status == "crash" and by["FwCrash"].step == "run"
    assert "exit code 3" in by["FwCrash"].message
    assert by["FwCrash"].ir == "// fake IR run for FwCrash"
    assert by["FwHang"].status == "timeout" and by["FwHang"].step == "run"
    assert by["FwWrong"].status == "fail" and by["FwWrong"].step == "compare"


# --- the CLI -----------------------------------------------------------------------------------
def test_cli_summary_xfail_and_reproducers(fake_package, tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(xfail_mod.XFAIL, "fwfake", {"FwWrong": "known wrong", "FwPass": "stale reason",
                                                    "FwNoSuchTest": "gone"})
    out_dir = tmp_path / "failures"
    code = cli_main(["-c", "fwfake", "-f", "^Fw(Pass|Wrong|CompileError)$", "-j", "1", "--timeout", "60",
                     "--tests-package", fake_package, "--failures-dir", str(out_dir)])
    out = capsys.readouterr().out
    assert code == 1  # FwPass is an unexpected pass, FwCompileError a failure
    assert "family" in out and "xpass" in out
    row = next(l for l in out.splitlines() if l.startswith("cases"))
    assert row.split()[1:] == ["0", "1", "1", "1", "0", "0"]  # pass fail xfail xpass crash timeout
    assert "XPASS   FwPass: unexpected pass" in out
    assert "FAIL    FwCompileError [lower]" in out
    assert "stale xfail entries for fwfake (no such test): FwNoSuchTest" in out
    repro = (out_dir / "fwfake" / "FwCompileError.mlir").read_text()
    assert repro.startswith("// tmlir e2e reproducer: test FwCompileError (family cases), config fwfake")
    assert "failed step: lower" in repro and "cannot lower this program" in repro
    assert repro.rstrip().endswith("// fake lowered IR of FwCompileError")
    assert (out_dir / "fwfake" / "FwWrong.mlir").exists()  # xfails get reproducers too
    assert "1 test module(s) could not be imported" in out and "e2e_fw_cases.broken" in out
    assert not (out_dir / "fwfake" / "FwPass.mlir").exists()


def test_cli_empty_failures_dir_writes_no_reproducer(fake_package, tmp_path, monkeypatch, capsys):
    """``--failures-dir ''`` means none (it used to write under ./<config>/ of the working dir)."""
    monkeypatch.chdir(tmp_path)
    code = cli_main(["-c", "fwfake", "-f", "^FwCompileError$", "-j", "1", "--timeout", "60",
                     "--tests-package", fake_package, "--failures-dir", ""])
    out = capsys.readouterr().out
    assert code == 1 and "FAIL    FwCompileError [lower]" in out
    assert "reproducer:" not in out and list(tmp_path.iterdir()) == []


def test_cli_usage_errors(fake_package, capsys):
    assert cli_main(["-c", "nope", "--tests-package", fake_package]) == 2
    assert "unknown config 'nope'" in capsys.readouterr().err
    assert cli_main(["-c", "fwfake", "-f", "NoTestLikeThis", "--tests-package", fake_package]) == 2
    assert cli_main(["-c", "fwfake", "-f", "^FwPass$", "--list", "--tests-package", fake_package]) == 0
    assert capsys.readouterr().out.strip() == "cases.FwPass"


def test_cli_shuffle_is_a_seeded_permutation(fake_package, capsys):
    def listed(*extra):
        assert cli_main(["-c", "fwfake", "--list", "--tests-package", fake_package, *extra]) == 0
        return capsys.readouterr().out.split()
    plain, a, b, c = listed(), listed("--shuffle", "1"), listed("--shuffle", "1"), listed("--shuffle", "2")
    assert sorted(a) == sorted(plain) and a == b and len(plain) > 2
    assert a != plain or c != plain


def test_cli_entry_point_on_raw_config(tmp_path):
    """``python -m tmlir.e2e`` as a user runs it, on the repo's own e2e_tests package."""
    proc = subprocess.run([sys.executable, "-m", "tmlir.e2e", "-c", "raw", "-f", "^BasicAdd(Dynamic)?$", "-j", "1",
                           "-v", "--failures-dir", str(tmp_path)], cwd=REPO, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "PASS     BasicAdd " in proc.stderr and "PASS     BasicAddDynamic " in proc.stderr
    row = next(l for l in proc.stdout.splitlines() if l.startswith("basic "))
    assert row.split() == ["basic", "2", "0", "0", "0", "0", "0"]
    assert "all results as expected" in proc.stdout


# --- finding the failing pass ------------------------------------------------------------------
TWO_FUNCS = """
func.func @main(%a: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %0 = torch.aten.neg %a : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}
func.func @helper(%a: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %0 = torch.aten.relu %a : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}"""


def _register_failing_pass():
    from tmlir.ir.passmanager import Pass, register_pass

    @register_pass("e2e-test-refuse-neg")
    class RefuseNeg(Pass):
        """Fails on torch.aten.neg (stands in for a lowering that cannot handle an op)."""

        def run_on_operation(self, op):
            for inner in op.walk():
                if inner.name == "torch.aten.neg":
                    raise RuntimeError("no lowering for torch.aten.neg")


def test_lower_failure_names_the_pass_and_reduces(monkeypatch, tmp_path):
    from tmlir import pipelines
    from tmlir.e2e.configs import lower
    from tmlir.e2e.reproducer import write_reproducer
    from tmlir.e2e.steps import StepFailure
    from tmlir.ir import parse_module
    _register_failing_pass()
    pipeline = "builtin.module(func.func(canonicalize),func.func(e2e-test-refuse-neg),symbol-dce)"
    monkeypatch.setattr(pipelines, "lowering_pipeline_text", lambda output_type: pipeline)
    monkeypatch.setattr(pipelines, "lower_raw_module", lambda m, ot, backend_legal_ops=None, **kw: m)  # contract: as is
    raw = parse_module(TWO_FUNCS)
    with pytest.raises(StepFailure) as info:
        lower(raw, raw.to_text(), "linalg-on-tensors")
    f = info.value
    assert f.step == "lower" and "no lowering for torch.aten.neg" in f.message
    assert f.pass_name == "builtin.module(func.func(e2e-test-refuse-neg))"
    reduced = parse_module(f.reproducer_ir)  # only the function that still fails the pass
    names = [op.properties["sym_name"].value for op in reduced.regions[0].blocks[0] if op.name == "func.func"]
    assert names == ["main"]
    r = TestResult("T", "fam", "fail", f.step, f.message, f.pass_name)
    text = open(write_reproducer(str(tmp_path), "linalg", r, f.reproducer_ir)).read()
    assert "failed step: lower (pass builtin.module(func.func(e2e-test-refuse-neg)))" in text
    assert "// rerun: tmlir-opt T.mlir --pass-pipeline='builtin.module(func.func(e2e-test-refuse-neg))'" in text
    assert "torch.aten.neg" in text and "torch.aten.relu" not in text


def test_stablehlo_config_lowers():
    """Every output type has its conversion: the stablehlo config's lower step yields StableHLO."""
    from tmlir.e2e.configs import lower
    from tmlir.ir import parse_module
    raw = parse_module(TWO_FUNCS)
    out = lower(raw, raw.to_text(), "stablehlo")
    assert "stablehlo." in (out if isinstance(out, str) else str(out))


def test_linalg_config_runs_through_iree(scratch_registry):
    """The ``linalg`` config end to end: import, lower, IREE compile, run, compare; a wrong
    tolerance-free comparison is still caught (the numbers really come from IREE)."""
    @register_test(inputs=[Input([3, 4]), Input([3, 4])])
    class FwLinalgMul(torch.nn.Module):
        def forward(self, a, b):
            return a * b + a

    t = REGISTRY["FwLinalgMul"]
    cfg = get_config("linalg")
    art = cfg.compile(t.make_module(), t.make_inputs())
    assert "linalg.generic" in art.text and "torch." not in art.text
    a, b = t.make_inputs()
    out = cfg.run(art, [a, b])
    assert isinstance(out, np.ndarray)
    torch.testing.assert_close(torch.from_numpy(out), a * b + a)
    assert run_test(t, cfg).status == "pass"


def test_integer_results_are_read_back_with_their_torch_signedness():
    """IREE's i8 is signless and comes back as int8, or as uint8 when it is a uint8 input passed
    through; the torch signature (ui8 / si8) says how to view it (the same bits)."""
    from tmlir.e2e.configs import reinterpret_integers, unsigned_results
    from tmlir.ir import parse_module
    m = parse_module("func.func @main(%a: !torch.vtensor<[2],ui8>, %b: !torch.vtensor<[2],si8>) -> "
                     "(!torch.vtensor<[2],ui8>, !torch.vtensor<[2],si8>) {\n"
                     "  return %a, %b : !torch.vtensor<[2],ui8>, !torch.vtensor<[2],si8>\n}")
    assert unsigned_results(m) == (True, False)
    bits = np.array([-56, 7], np.int8)
    u, s = reinterpret_integers((bits, bits), (True, False))
    assert u.dtype == np.uint8 and u.tolist() == [200, 7]
    assert s.dtype == np.int8 and s.tolist() == [-56, 7]
    assert reinterpret_integers(bits, (True,)).tolist() == [200, 7]
    assert compare_outputs(reinterpret_integers(bits, (True,)), torch.tensor([200, 7], dtype=torch.uint8)) == []
    ubits = bits.view(np.uint8)    # a uint8 input returned as an int8 result
    s = reinterpret_integers(ubits, (False,))
    assert s.dtype == np.int8 and s.tolist() == [-56, 7]
    assert compare_outputs(s, torch.tensor([-56, 7], dtype=torch.int8)) == []
    f = np.array([1.5], np.float32)
    assert reinterpret_integers(f, (False,)) is f
