"""convert-torch-to-linalg for linear algebra, convolutions, padding and pooling: each case is
exported, lowered to linalg-on-tensors, compiled with IREE and compared with eager PyTorch.

A representative subset (static + dynamic dims, several dtypes); the exhaustive set is the e2e
suite (e2e_tests/linear.py, conv.py, pooling.py)."""
import pytest
import torch
import torch.nn.functional as F

from tmlir.testing.linalg_check import check_linalg

R = torch.randn


def ints(*shape, dtype=torch.int64, lo=-5, hi=5):
    return torch.randint(lo, hi, shape, dtype=dtype)


def _with_nans(*shape):
    """Random values with about a third of them NaN (several NaNs per pooling window)."""
    g = torch.Generator().manual_seed(len(shape))
    x = torch.randn(shape, generator=g)
    return x.masked_fill(torch.rand(shape, generator=g) < 0.35, float("nan"))


# ops the contract pipeline may decompose: kept so that these tests exercise their lowerings
KEEP = ["aten.pad", "aten.constant_pad_nd", "aten.adaptive_avg_pool1d", "aten.adaptive_avg_pool2d",
        "aten.adaptive_avg_pool3d", "aten.linear", "aten.addmm", "aten.baddbmm", "aten.conv2d",
        "aten.max_pool2d"]

LINEAR = [
    ("mm_dyn", lambda a, b: a @ b, [R(3, 4), R(4, 5)], {0: [0]}),
    ("mm_i64", lambda a, b: torch.mm(a, b), [ints(3, 4), ints(4, 5)], None),
    ("mm_u8", lambda a, b: torch.mm(a, b), [ints(3, 4, dtype=torch.uint8, lo=0, hi=20),
                                            ints(4, 5, dtype=torch.uint8, lo=0, hi=20)], None),
    ("mm_f16", lambda a, b: torch.mm(a, b), [R(3, 4).half(), R(4, 5).half()], None),
    ("mm_empty_k", lambda a, b: torch.mm(a, b), [R(3, 0), R(0, 4)], None),
    ("bmm_f64", lambda a, b: torch.bmm(a, b), [R(2, 3, 4).double(), R(2, 4, 5).double()], None),
    ("matmul_2d1d_dyn", torch.matmul, [R(3, 4), R(4)], {0: [0]}),
    ("matmul_1d3d", torch.matmul, [R(4), R(2, 4, 5)], None),
    ("matmul_3d1d", torch.matmul, [R(2, 3, 4), R(4)], None),
    ("matmul_broadcast", torch.matmul, [R(2, 1, 3, 4), R(5, 4, 6)], None),
    ("matmul_3d2d_dyn", torch.matmul, [R(2, 3, 4), R(4, 6)], {0: [0, 1], 1: [1]}),
    ("mv_i32", torch.mv, [ints(3, 4, dtype=torch.int32), ints(4, dtype=torch.int32)], None),
    ("dot", torch.dot, [R(6), R(6)], None),
    ("outer", torch.outer, [R(3), R(4)], None),
    ("linear_3d_dyn", F.linear, [R(2, 3, 4), R(5, 4), R(5)], {0: [0, 1]}),
    ("linear_nobias_1d", F.linear, [R(4), R(5, 4)], None),
    ("addmm_alpha_beta", lambda c, a, b: torch.addmm(c, a, b, beta=0.5, alpha=2.0),
     [R(5), R(3, 4), R(4, 5)], None),
    ("baddbmm", lambda c, a, b: torch.baddbmm(c, a, b, alpha=3), [R(2, 3, 5), R(2, 3, 4), R(2, 4, 5)], None),
    ("addbmm", lambda c, a, b: torch.addbmm(c, a, b), [R(3, 5), R(2, 3, 4), R(2, 4, 5)], None),
]

CONV = [
    ("conv2d_bias_stride_pad", lambda x, w, b: F.conv2d(x, w, b, stride=2, padding=1),
     [R(2, 3, 8, 8), R(4, 3, 3, 3), R(4)], {0: [0]}),
    ("conv2d_same_dilation", lambda x, w: F.conv2d(x, w, padding="same", dilation=2), [R(1, 3, 8, 8), R(4, 3, 3, 2)],
     None),
    ("conv2d_groups", lambda x, w: F.conv2d(x, w, groups=2, stride=(1, 2)), [R(2, 4, 8, 8), R(6, 2, 3, 3)], None),
    ("conv1d_groups_dyn", lambda x, w: F.conv1d(x, w, groups=2), [R(2, 4, 8), R(4, 2, 3)], {0: [0]}),
    ("conv3d_groups", lambda x, w: F.conv3d(x, w, groups=2), [R(1, 4, 4, 4, 4), R(4, 2, 2, 2, 2)], None),
    ("conv2d_f64", lambda x, w: F.conv2d(x, w), [R(1, 2, 5, 5).double(), R(3, 2, 2, 2).double()], None),
    ("conv_transpose2d", lambda x, w: F.conv_transpose2d(x, w, stride=2, padding=1, output_padding=1, groups=2),
     [R(1, 4, 4, 4), R(4, 3, 3, 3)], None),
    ("conv_transpose1d_big_pad", lambda x, w: F.conv_transpose1d(x, w, padding=3), [R(1, 2, 8), R(2, 3, 3)], None),
    ("pad_reflect_dyn", lambda x: F.pad(x, (1, 2), mode="reflect"), [R(2, 3, 8)], {0: [0]}),
    ("pad_replicate_2d", lambda x: F.pad(x, (1, 2, 2, 1), mode="replicate"), [R(1, 3, 5, 6)], None),
    ("pad_circular", lambda x: F.pad(x, (1, 2), mode="circular"), [R(1, 3, 6)], None),
    ("pad_constant_negative", lambda x: F.pad(x, (-1, 2, 1, -2), value=1.5), [R(2, 6, 5)], None),
    ("constant_pad_nd_int", lambda x: torch.constant_pad_nd(x, (1, 2), -1), [ints(3, 4, dtype=torch.int32)], None),
]

POOL = [
    ("max_pool2d_dyn_batch", lambda x: F.max_pool2d(x, 3, 2, 1), [R(2, 3, 8, 8)], {0: [0]}),
    ("max_pool2d_ceil", lambda x: F.max_pool2d(x, 3, 2, 1, ceil_mode=True), [R(1, 3, 8, 8)], None),
    ("max_pool2d_int", lambda x: F.max_pool2d(x, 2), [ints(1, 3, 6, 6, lo=-50, hi=50)], None),
    ("max_pool2d_indices", lambda x: F.max_pool2d(x, 3, 2, 1, return_indices=True), [R(1, 3, 8, 8)], None),
    ("max_pool3d_indices", lambda x: F.max_pool3d(x, 2, 1, 1, return_indices=True), [R(1, 2, 4, 4, 4)], None),
    ("max_pool1d_unbatched", lambda x: F.max_pool1d(x, 3, 2), [R(3, 9)], None),
    ("avg_pool2d_ceil_exclude", lambda x: F.avg_pool2d(x, 3, 2, 1, ceil_mode=True, count_include_pad=False),
     [R(1, 3, 8, 8)], None),
    ("avg_pool3d_divisor", lambda x: F.avg_pool3d(x, 2, divisor_override=3), [R(1, 2, 4, 4, 4)], None),
    ("avg_pool1d", lambda x: F.avg_pool1d(x, 3, 2, 1), [R(2, 3, 9)], None),
    ("adaptive_avg2d_dyn", lambda x: F.adaptive_avg_pool2d(x, (3, 2)), [R(2, 3, 8, 7)], {0: [0]}),
    ("adaptive_avg3d", lambda x: F.adaptive_avg_pool3d(x, 2), [R(1, 2, 5, 4, 3)], None),
    ("adaptive_max2d_indices", lambda x: F.adaptive_max_pool2d(x, (3, 2), return_indices=True), [R(1, 3, 8, 7)],
     None),
    # NaN: the window's value is NaN and its index the *last* NaN's (PyTorch's kernels: val > max || isnan(val))
    ("max_pool1d_nan_indices", lambda x: F.max_pool1d(x, 6, return_indices=True), [_with_nans(2, 6)], None),
    ("max_pool2d_nan_indices_dyn", lambda x: F.max_pool2d(x, 2, return_indices=True), [_with_nans(2, 4, 4)],
     {0: [0]}),
    ("max_pool3d_nan_indices", lambda x: F.max_pool3d(x, 2, return_indices=True), [_with_nans(1, 2, 4, 4, 4)], None),
    ("adaptive_max2d_nan_indices", lambda x: F.adaptive_max_pool2d(x, (2, 3), return_indices=True),
     [_with_nans(2, 5, 7)], None),
]


def _run(fn, inputs, dyn):
    torch.manual_seed(0)
    check_linalg(fn, *inputs, dynamic_dims=dyn, rtol=2e-3, atol=2e-3, backend_legal_ops=KEEP)


@pytest.mark.parametrize("name,fn,inputs,dyn", LINEAR, ids=[c[0] for c in LINEAR])
def test_linear(name, fn, inputs, dyn):
    _run(fn, inputs, dyn)


@pytest.mark.parametrize("name,fn,inputs,dyn", CONV, ids=[c[0] for c in CONV])
def test_conv_and_pad(name, fn, inputs, dyn):
    _run(fn, inputs, dyn)


@pytest.mark.parametrize("name,fn,inputs,dyn", POOL, ids=[c[0] for c in POOL])
def test_pool(name, fn, inputs, dyn):
    _run(fn, inputs, dyn)


def test_lowered_ir_uses_named_ops():
    """The ranks with an upstream named op get it (not a generic)."""
    m = check_linalg(lambda x, w: F.conv2d(x, w, padding=1), R(1, 3, 6, 6), R(4, 3, 3, 3))
    text = str(m)
    assert "linalg.conv_2d_nchw_fchw" in text and "tensor.pad" in text
    m = check_linalg(torch.bmm, R(2, 3, 4), R(2, 4, 5))
    assert "linalg.batch_matmul" in str(m)
    m = check_linalg(lambda x: F.max_pool2d(x, 2), R(1, 2, 4, 4))
    assert "linalg.pooling_nchw_max" in str(m)


@pytest.mark.parametrize("shapes,dyn,dtype", [
    (((2, 3, 4), (4, 6)), None, torch.float32),
    (((2, 5, 3, 4), (4, 6)), {0: [0, 2]}, torch.float32),   # two run-time batch dims
    (((1, 3, 4), (4, 6)), None, torch.float16),             # f32 accumulation, truncated after
    (((2, 3, 4), (4, 6)), None, torch.int32),
])
def test_batched_lhs_times_matrix_folds_batch_into_one_matmul(shapes, dyn, dtype):
    """``[*B, M, K] @ [K, N]`` is one ``linalg.matmul`` on the LHS collapsed to ``[B*M, K]`` (what
    IREE data-tiles), its result expanded back; values checked against eager on IREE."""
    torch.manual_seed(0)
    a, b = (R(*s).to(dtype) if dtype.is_floating_point else ints(*s, dtype=dtype) for s in shapes)
    m = check_linalg(torch.matmul, a, b, dynamic_dims=dyn, rtol=2e-3, atol=2e-3)
    text = str(m)
    assert text.count("linalg.matmul") == 1 and "tensor.collapse_shape" in text and \
        "tensor.expand_shape" in text, text
    assert "reduction" not in text, text     # no generic contraction left


def test_non_constant_arguments_are_left_for_the_verifier():
    """A conv whose stride is not a constant list is not lowered (returns False): the op stays and
    the pipeline names it."""
    import tmlir.conversion  # noqa: F401  (registers convert-torch-to-linalg)
    from tmlir.ir.parser import parse_module
    from tmlir.ir.passmanager import PassManager
    src = """
    func.func @f(%x: !torch.vtensor<[1,2,6],f32>, %w: !torch.vtensor<[3,2,3],f32>, %s: !torch.int)
        -> !torch.vtensor<[1,3,?],f32> {
      %none = torch.constant.none
      %int0 = torch.constant.int 0
      %int1 = torch.constant.int 1
      %st = torch.prim.ListConstruct %s : (!torch.int) -> !torch.list<int>
      %p = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
      %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
      %0 = torch.aten.conv1d %x, %w, %none, %st, %p, %d, %int1 : !torch.vtensor<[1,2,6],f32>,
          !torch.vtensor<[3,2,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>,
          !torch.int -> !torch.vtensor<[1,3,?],f32>
      return %0 : !torch.vtensor<[1,3,?],f32>
    }"""
    m = parse_module(src)
    PassManager.parse("builtin.module(func.func(convert-torch-to-linalg))").run(m)
    text = str(m)
    assert "torch.aten.conv1d" in text
    assert "linalg.conv" not in text
