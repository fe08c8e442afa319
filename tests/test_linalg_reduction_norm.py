"""convert-torch-to-linalg: reductions, softmax, normalization, scans and sorting
(tmlir/conversion/torch_to_linalg/reduction.py, normalization.py, scan_sort.py).

Each case exports a small program, lowers it to linalg-on-tensors, runs it with IREE and compares
with eager PyTorch (``check_linalg``). Ops that torch-decompose-complex-ops would otherwise
decompose are kept as backend-legal so that these lowerings are the ones exercised. The
exhaustive set lives in e2e_tests/reduction.py, normalization.py and scan_sort.py.
"""
import re

import pytest
import torch

from tmlir.ir.parser import parse_module
from tmlir.ir.passmanager import PassManager, PassError
from tmlir.testing.linalg_check import check_linalg
import tmlir.conversion.torch_to_linalg  # noqa: F401 - registers the pass

F = torch.nn.functional


def _bn():
    m = torch.nn.BatchNorm2d(3)
    with torch.no_grad():
        m.running_mean.uniform_(-1, 1)
        m.running_var.uniform_(0.5, 2)
        m.weight.uniform_(-1, 1)
        m.bias.uniform_(-1, 1)
    return m


def _affine(m):
    with torch.no_grad():
        m.weight.uniform_(-1, 1)
        m.bias.uniform_(-1, 1)
    return m


def _t(*shape, dtype=torch.float32, low=-5, high=5):
    g = torch.Generator().manual_seed(sum(shape) + len(shape))
    if dtype == torch.bool:
        return torch.randint(0, 2, shape, generator=g).bool()
    if dtype.is_floating_point:
        return torch.randn(shape, generator=g, dtype=torch.float32).to(dtype)
    return torch.randint(low, high, shape, generator=g).to(dtype)


_NORM_OPS = ["aten.softmax.int", "aten.log_softmax.int", "aten._softmax", "aten._log_softmax", "aten.layer_norm",
             "aten.native_layer_norm", "aten.batch_norm", "aten.native_batch_norm",
             "aten._native_batch_norm_legit_no_training", "aten._native_batch_norm_legit.no_stats",
             "aten._native_batch_norm_legit", "aten.instance_norm", "aten.group_norm", "aten.native_group_norm"]
_VAR_OPS = ["aten.var.correction", "aten.var.dim", "aten.var_mean.correction", "aten.var_mean.dim",
            "aten.std.correction", "aten.std.dim", "aten.linalg_vector_norm"]

# (id, program, inputs, dynamic dims, backend-legal ops); several ops per program keep this file fast
CASES = [
    ("sum_mean_prod_dyn",
     lambda x: (x.sum(), x.sum((0, 2), keepdim=True), x.mean(1), x.mean(), x.prod(-1), x.prod()),
     [_t(3, 4, 5)], {0: [0, 2]}, ["aten.sum", "aten.mean", "aten.prod"]),
    ("sum_int_bool_uint8_promote",
     lambda b, u, i: (b.sum(1), u.sum(0), i.sum(1, dtype=torch.float64), i.prod(0)),
     [_t(3, 4, dtype=torch.bool), _t(4, 3, dtype=torch.uint8, low=100, high=255),
      _t(3, 4, dtype=torch.int32, low=-3, high=4)], {0: [1]}, []),
    ("sum_empty", lambda x: (x.sum(0), x.prod(0)), [_t(0, 3)], None, []),
    ("amax_amin_max_dyn", lambda x: (x.amax(1, keepdim=True), x.amin((0, 1)), x.max(), x.min()),
     [_t(3, 4)], {0: [0, 1]}, ["aten.max", "aten.min"]),
    ("max_min_nan_uint8", lambda x, u: (x.max(), x.amin(0), u.amin(1).to(torch.int32), u.amax(0).to(torch.int32)),
     [torch.tensor([1.0, float("nan"), 2.0]), _t(3, 4, dtype=torch.uint8, low=0, high=255)], None,
     ["aten.max"]),
    ("max_min_dim_arg", lambda x, i: (torch.max(x, 1), torch.min(i, 0), x.argmax(), x.argmin(1, keepdim=True)),
     [_t(3, 5), _t(4, 3, dtype=torch.int64, low=0, high=2)], {0: [0]}, []),
    ("any_all", lambda x, f: (x.any(), x.all(1), f.any(0, keepdim=True)),
     [_t(3, 4, dtype=torch.bool), _t(2, 3)], {0: [0]}, []),
    ("var_std_dyn", lambda x: (torch.var(x, 1, correction=2), torch.var_mean(x, 0, keepdim=True),
                               x.std(1, unbiased=False), x.var()),
     [_t(3, 6)], {0: [0, 1]}, _VAR_OPS + ["aten.var", "aten.std"]),
    ("vector_norms", lambda x: (torch.linalg.vector_norm(x, dim=1), torch.linalg.vector_norm(x, float("inf")),
                                torch.linalg.vector_norm(x, 3, dim=0, keepdim=True),
                                torch.linalg.vector_norm(x, 1, dim=1), torch.linalg.vector_norm(x, 0)),
     [_t(3, 4)], {0: [0]}, _VAR_OPS),
    ("softmax_dyn", lambda x: (torch.softmax(x, 1), torch.log_softmax(x * 1000, 0),
                               F.softmax(x, -1, dtype=torch.float64)),
     [_t(3, 8)], {0: [0, 1]}, _NORM_OPS),
    ("batch_norm_eval_dyn", _bn(), [_t(2, 3, 4, 4)], {0: [0, 2]}, _NORM_OPS),
    ("batch_norm_training", lambda x: (F.batch_norm(x, None, None, training=True),
                                       torch.ops.aten.native_batch_norm(x, None, None, None, None, True, 0.1, 1e-5)),
     [_t(4, 3, 2)], None, _NORM_OPS),
    ("layer_norm_dyn", _affine(torch.nn.LayerNorm(8)), [_t(2, 3, 8)], {0: [0, 1]}, _NORM_OPS),
    ("native_layer_group_norm_stats", lambda x: (torch.ops.aten.native_layer_norm(x, [6, 5], None, None, 1e-5),
                                                 torch.ops.aten.native_group_norm(x, None, None, 2, 6, 5, 3, 1e-5)),
     [_t(2, 6, 5)], None, _NORM_OPS),
    ("group_norm_dyn", _affine(torch.nn.GroupNorm(2, 4)), [_t(2, 4, 3, 3)], {0: [0, 2, 3]}, _NORM_OPS),
    ("instance_norm", torch.nn.InstanceNorm2d(3), [_t(2, 3, 4, 4)], {0: [0]}, _NORM_OPS),
    ("cumsum_cumprod_dyn", lambda x, i: (x.cumsum(1), x.cumprod(0), i.cumsum(1)),
     [_t(3, 6), _t(3, 6, dtype=torch.int32)], {0: [0, 1], 1: [0]}, []),
    # f16 accumulates in f32 and rounds each output once, as eager (an f16 running sum stalls at 256)
    ("cumsum_cumprod_f16", lambda x, y: (x.cumsum(0), y.cumprod(1)),
     [torch.full((700,), 0.1, dtype=torch.float16), 1 + _t(2, 300, low=-0.01, high=0.01).half()], None, []),
    ("sort_dyn", lambda x: (torch.sort(x, 1, descending=True), torch.argsort(x, 0), torch.topk(x, 2, 1),
                            torch.topk(x, 2, 0, largest=False)),
     [_t(4, 7)], {0: [0]}, []),
    ("sort_stable_ties_nan", lambda i, f: (torch.sort(i, dim=1, stable=True),
                                           torch.sort(f, dim=0, descending=True, stable=True)),
     [_t(3, 9, dtype=torch.int64, low=0, high=3),
      torch.tensor([1.0, float("nan"), -2.0, float("inf"), float("nan")])], None, []),
]


def _flat(x):
    if isinstance(x, (tuple, list)):
        return [leaf for item in x for leaf in _flat(item)]
    return [x]


def _flattened(fn):
    """``fn`` returning its (nested) results as one flat tuple, as check_linalg compares them."""
    return lambda *a: tuple(_flat(fn(*a)))


@pytest.mark.parametrize("name,program,inputs,dyn,legal", CASES, ids=[c[0] for c in CASES])
def test_lowering_matches_eager(name, program, inputs, dyn, legal):
    if not isinstance(program, torch.nn.Module):
        program = _flattened(program)
    m = check_linalg(program, *inputs, dynamic_dims=dyn, backend_legal_ops=legal or None)
    text = str(m)
    left = [ln for ln in text.splitlines() if re.match(r"\s*(%[^=]+= )?\"?torch(_c)?\.", ln)]
    assert not left, left
    assert "linalg.generic" in text


def _lower(text):
    m = parse_module(text)
    PassManager.parse("builtin.module(func.func(convert-torch-to-linalg))").run(m)
    return str(m)


def test_non_constant_dims_are_left_and_reported():
    """A reduction whose dims are runtime values is not lowered; the backend contract names it."""
    text = """
    func.func @f(%x: !torch.vtensor<[3,4],f32>, %d: !torch.int) -> !torch.vtensor<[3],f32> {
      %false = torch.constant.bool false
      %none = torch.constant.none
      %l = torch.prim.ListConstruct %d : (!torch.int) -> !torch.list<int>
      %0 = torch.aten.sum.dim_IntList %x, %l, %false, %none : !torch.vtensor<[3,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3],f32>
      return %0 : !torch.vtensor<[3],f32>
    }"""
    assert "torch.aten.sum.dim_IntList" in _lower(text)
    from tmlir.pipelines import LINALG_BACKEND_PIPELINE
    m = parse_module(text)
    with pytest.raises(PassError, match="torch.aten.sum.dim_IntList"):
        PassManager.parse(LINALG_BACKEND_PIPELINE).run(m)


def test_torch_operator_form_is_lowered():
    """The FX importer writes ops without a named form as ``torch.operator "aten.X"``;
    torch-resolve-operators makes them registry ops, which lower."""
    text = """
    func.func @f(%x: !torch.vtensor<[3,4],f32>) -> (!torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],si64>) {
      %true = torch.constant.bool true
      %int1 = torch.constant.int 1
      %0:2 = torch.operator "aten.sort.stable"(%x, %true, %int1, %true) : (!torch.vtensor<[3,4],f32>, !torch.bool, !torch.int, !torch.bool) -> (!torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],si64>)
      return %0#0, %0#1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],si64>
    }"""
    m = parse_module(text)
    PassManager.parse("builtin.module(func.func(torch-resolve-operators,convert-torch-to-linalg))").run(m)
    out = str(m)
    assert "torch.operator" not in out
    assert out.count("linalg.generic") == 2


def test_unknown_torch_operator_is_left_alone():
    text = """
    func.func @f(%x: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
      %0 = torch.operator "aten.not_an_op"(%x) : (!torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32>
      return %0 : !torch.vtensor<[3],f32>
    }"""
    assert 'torch.operator "aten.not_an_op"' in _lower(text)
