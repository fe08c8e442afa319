"""The abstract interpretation library (tmlir/library): every shape and dtype function is checked
against PyTorch's operator registry (signature) and against the real op (its attached invocations),
eagerly and compiled with TorchScript."""
import inspect
import subprocess
import warnings
import sys
import textwrap

import pytest
import torch

from tmlir.library import dtype_helpers as dh
from tmlir.library import registry
from tmlir.library.registry import (SignatureMismatch, check_signature, evaluate_dtype,
                                    evaluate_shape, load_library, torch_op)
from tmlir.library.testing import ErrorInvocation, Invocation, TensorOfShape

warnings.filterwarnings("ignore", message=".*torch.jit.script.*deprecated", category=DeprecationWarning)
LIB = load_library(check=False)
OPS = sorted(LIB.ops)


# -- type promotion ---------------------------------------------------------------------------------

def test_promote_two_matches_torch_promote_types():
    for a in dh.ALL_DTYPES + [torch.complex32]:
        for b in dh.ALL_DTYPES + [torch.complex32]:
            assert dh.promote_two(a, b) == torch.promote_types(a, b), (a, b)


def test_promote_dtypes_matches_result_type():
    scripted = torch.jit.script(dh.promote_dtypes)
    for a in dh.ALL_DTYPES:
        for b in dh.ALL_DTYPES:
            for ra, rb in [(1, 1), (0, 1), (1, 0), (0, 0), (2, 0)]:
                want = torch.result_type(torch.ones([1] * ra, dtype=a), torch.ones([1] * rb, dtype=b))
                assert dh.promote_dtypes([ra, rb], [a, b]) == want, (a, b, ra, rb)
                assert scripted([ra, rb], [dh.dtype_to_int(a), dh.dtype_to_int(b)]) == \
                    dh.dtype_to_int(want)
        for s in [3, 2.5, 1j]:
            for r in [0, 1]:
                want = torch.result_type(torch.ones([1] * r, dtype=a), s)
                got = dh.promote_dtypes([r, None], [a, dh.get_dtype_of_scalar(s)])
                assert got == want, (a, s, r)
    # three operands across all classes
    t = torch.ones(2, dtype=torch.int32)
    z = torch.tensor(1.0, dtype=torch.float64)
    assert dh.promote_dtypes([1, 0, None], [torch.int32, torch.float64, torch.int64]) == \
        torch.result_type(t, z) == torch.float64


# -- running invocations ---------------------------------------------------------------------------

def _torch_results(out):
    if isinstance(out, torch.Tensor):
        return [out]
    if isinstance(out, (tuple, list)):
        return list(out)
    raise AssertionError(f"unexpected op result {type(out)}")


def _lib_results(out, nested_list_is_multi):
    if isinstance(out, tuple):
        return list(out)
    if nested_list_is_multi and isinstance(out, list) and out and isinstance(out[0], list):
        return out
    return [out]


def _dtype_args_to_ints(args):
    def conv(v):
        if isinstance(v, tuple) and len(v) == 2 and isinstance(v[1], torch.dtype):
            return (v[0], dh.dtype_to_int(v[1]))
        if isinstance(v, list):
            return [conv(x) for x in v]
        if isinstance(v, torch.dtype):
            return dh.dtype_to_int(v)
        return v
    return [conv(a) for a in args]


_OP_INFO = {}


def _op_info(op_name, fn):
    key = (op_name, fn)
    if key not in _OP_INFO:
        schema = registry.find_schema(op_name)
        multi = len(schema.returns) > 1 or str(schema.returns[0].type) == "List[Tensor]"
        listy = str(schema.returns[0].type) == "List[Tensor]"
        _OP_INFO[key] = (torch_op(op_name), multi, inspect.signature(fn), listy)
    return _OP_INFO[key]


def _run(op_name, kind, fn, scripted, inv):
    op, multi, sig, listy = _op_info(op_name, fn)
    real_args, real_kwargs = inv.to_real_args()
    if kind == "shape":
        lib_args, lib_kwargs = inv.to_shape_args()
    else:
        lib_args, lib_kwargs = inv.to_dtype_args()
        # a keyword-only tensor (``lengths=``) is ``<name>_rank_dtype`` in the dtype function
        lib_kwargs = {(k + "_rank_dtype" if isinstance(v, tuple) and k + "_rank_dtype" in sig.parameters else k): v
                      for k, v in lib_kwargs.items()}
    # Keyword arguments are passed positionally to the scripted function via the signature.
    bound = sig.bind(*lib_args, **lib_kwargs)
    bound.apply_defaults()
    all_args = list(bound.args)
    if inv.expects_error:
        # PyTorch rejects the input with one of its errors (NotImplementedError, for a dtype an
        # op lacks, is a RuntimeError); the library function fails its assert, in Python and
        # scripted
        with pytest.raises((RuntimeError, IndexError, ValueError)):
            op(*real_args, **real_kwargs)
        with pytest.raises(AssertionError):
            fn(*lib_args, **lib_kwargs)
        with pytest.raises(torch.jit.Error):
            scripted(*_dtype_args_to_ints(all_args))
        return
    try:
        out = op(*real_args, **real_kwargs)
    except Exception as e:
        raise AssertionError(f"{op_name}: PyTorch raised on {inv}: {e}") from e
    real = _torch_results(out)
    try:
        got = fn(*lib_args, **lib_kwargs)
    except Exception as e:
        raise AssertionError(f"{op_name} {kind} function raised on {inv}: {e!r}") from e
    if kind == "shape":
        want = [list(t.shape) for t in real]
        got_l = _lib_results(got, multi)
        assert got_l == want, f"{op_name} shape on {inv}: library {got}, PyTorch {want}"
        sgot = scripted(*_dtype_args_to_ints(all_args))
        assert _lib_results(sgot, multi) == want, f"{op_name} scripted shape on {inv}: {sgot}"
    else:
        want = [t.dtype for t in real]
        got_l = [got] * len(real) if listy else _lib_results(got, multi)
        assert [dh.dtype_to_int(g) for g in got_l] == [dh.dtype_to_int(w) for w in want], \
            f"{op_name} dtype on {inv}: library {got}, PyTorch {want}"
        sgot = scripted(*_dtype_args_to_ints(all_args))
        sgot_l = [sgot] * len(real) if listy else (list(sgot) if isinstance(sgot, tuple) else [sgot])
        assert sgot_l == [dh.dtype_to_int(d) for d in want], \
            f"{op_name} scripted dtype on {inv}: {sgot}, PyTorch {want}"


@pytest.mark.parametrize("op_name", OPS)
def test_op(op_name):
    entry = LIB.ops[op_name]
    for kind in registry.KINDS:
        fn = entry.get(kind)
        if fn is None:
            continue
        check_signature(fn, op_name, kind)
        scripted = torch.jit.script(fn)
        invocations = getattr(fn, "_tmlir_invocations", None)
        assert invocations, f"{fn.__name__} has no @check_{kind}_function invocations"
        # The profiling executor re-optimizes on early calls; plain interpretation is much faster
        # for these tiny scalar programs and runs the same graph.
        with torch.jit.optimized_execution(False):
            for inv in invocations:
                _run(op_name, kind, fn, scripted, inv)


def test_every_op_has_both_functions():
    missing = [n for n, e in LIB.ops.items() if e.shape is None or e.dtype is None]
    assert not missing, missing


def test_library_is_large():
    # both functions for at least 500 ops
    assert len(LIB.complete_ops()) >= 500


# -- registry checks --------------------------------------------------------------------------------

def test_signature_mismatch_names_op_and_difference():
    from typing import List

    def aten〇add〇Tensor〡shape(self: List[int], other: List[int], alpha: int = 1) -> List[int]:
        return self

    with pytest.raises(SignatureMismatch, match=r"aten::add\.Tensor.*'alpha' has type int, expected float"):
        check_signature(aten〇add〇Tensor〡shape)

    def aten〇relu〡dtype(x_rank_dtype) -> int:
        return 0

    with pytest.raises(SignatureMismatch, match=r"aten::relu.*'x_rank_dtype' should be named 'self_rank_dtype'"):
        check_signature(aten〇relu〡dtype)

    def aten〇sum〇dim_IntList〡shape(self: List[int], dim, keepdim: bool = True) -> List[int]:
        return self

    with pytest.raises(SignatureMismatch) as e:
        check_signature(aten〇sum〇dim_IntList〡shape)
    msg = str(e.value)
    assert "aten::sum.dim_IntList" in msg and "keepdim" in msg and "dtype" in msg

    def aten〇no_such_op〡shape(self: List[int]) -> List[int]:
        return self

    with pytest.raises(SignatureMismatch, match="no such op"):
        check_signature(aten〇no_such_op〡shape)


def test_evaluate_on_known_values():
    assert evaluate_shape("aten::add.Tensor", [2, 1, 3], [4, 1]) == [2, 4, 3]
    assert evaluate_shape("torch.aten.matmul", [5, 2, 3], [3, 7]) == [5, 2, 7]
    assert evaluate_dtype("aten.add.Tensor", (1, torch.int32), (0, torch.float64)) == torch.float64
    assert evaluate_dtype("aten::add.Tensor", (1, 3), (1, 4)) == torch.int64
    with pytest.raises(AssertionError):
        evaluate_shape("aten::mm", [2, 3], [4, 5])


_EXTRA = '''
from typing import List, Tuple
from tmlir.library.testing import check_shape_function, check_dtype_function, Invocation, TensorOfShape

@check_shape_function([Invocation(TensorOfShape(2, 3), 4)])
def tmlir_test〇repeat_last〡shape(x: List[int], n: int) -> List[int]:
    out = [s for s in x]
    out[len(out) - 1] = out[len(out) - 1] * n
    return out

@check_dtype_function([Invocation(TensorOfShape(2, 3), 4)])
def tmlir_test〇repeat_last〡dtype(x_rank_dtype: Tuple[int, int], n: int) -> int:
    return x_rank_dtype[1]
'''


@pytest.fixture(scope="module")
def custom_op():
    lib = torch.library.Library("tmlir_test", "DEF")
    lib.define("repeat_last(Tensor x, int n) -> Tensor")
    lib.impl("repeat_last", lambda x, n: x.repeat_interleave(n, dim=-1), "CPU")
    yield lib


def test_extra_library_from_file(tmp_path, custom_op):
    path = tmp_path / "my_lib.py"
    path.write_text(_EXTRA, encoding="utf-8")
    lib = load_library(extra_library=[str(path)])
    assert "tmlir_test::repeat_last" in lib and "aten::add.Tensor" in lib
    fn = lib.shape_function("tmlir_test::repeat_last")
    assert fn([2, 3], 4) == [2, 12]
    assert evaluate_shape("tmlir_test::repeat_last", [5, 2], 3, extra_library=[str(path)]) == [5, 6]
    # the user's invocations run against the real custom op like the built-in ones
    for kind in registry.KINDS:
        f = lib.ops["tmlir_test::repeat_last"].get(kind)
        for inv in f._tmlir_invocations:
            _run("tmlir_test::repeat_last", kind, f, torch.jit.script(f), inv)
    # a wrong signature in an extra library is rejected
    bad = tmp_path / "bad_lib.py"
    bad.write_text(_EXTRA.replace("n: int)", "count: int)", 1), encoding="utf-8")
    with pytest.raises(SignatureMismatch, match="tmlir_test::repeat_last.*'count' should be named 'n'"):
        load_library(extra_library=[str(bad)])


def test_coverage_cli():
    out = subprocess.run([sys.executable, "-m", "tmlir.library.coverage"], capture_output=True,
                         text=True, check=True).stdout
    n = len(LIB.complete_ops())
    assert f"{n} ops have both a shape and a dtype function" in out
    assert "missing" in out and "aten::" in out


def test_elementwise_functions_are_not_stale():
    """Regenerates elementwise_functions.py in a fresh process and compares it with the
    checked-in file."""
    from tmlir.library import gen_elementwise as G
    r = subprocess.run([sys.executable, "-c", "import sys; from tmlir.library import gen_elementwise as G; "
                        "sys.stdout.write(G.generate())"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    with open(G.OUTPUT, encoding="utf-8") as f:
        assert f.read() == r.stdout, "elementwise_functions.py is stale: run python -m tmlir.library.gen_elementwise"


def test_elementwise_staleness_check_sees_a_changed_family(monkeypatch):
    from tmlir.library import gen_elementwise as G
    with open(G.OUTPUT, encoding="utf-8") as f:
        checked_in = f.read()
    assert G.generate() == checked_in
    monkeypatch.setitem(G.FAMILIES["binary"], "atan2", (["anyC"], "promote"))
    assert G.generate() != checked_in


def test_no_library_function_is_defined_twice():
    """A second definition of a shape/dtype function silently replaces the first (and its checks)."""
    import ast
    import collections
    import pathlib
    import tmlir.library
    root = pathlib.Path(tmlir.library.__file__).parent
    for name in ("shape_functions.py", "dtype_functions.py", "elementwise_functions.py"):
        defs = [n.name for n in ast.parse((root / name).read_text()).body if isinstance(n, ast.FunctionDef)]
        twice = [k for k, v in collections.Counter(defs).items() if v > 1]
        assert not twice, f"{name} defines {twice} more than once"
