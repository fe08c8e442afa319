"""Ops compiled with every input dim dynamic (``Dim.AUTO``, as ``python -m tmlir.conformance
--dynamic`` exports them), run on IREE at the export sizes and at other sizes, compared with eager
PyTorch; sizes that do not broadcast raise at run time."""
import numpy as np
import pytest
import torch
from torch.export import Dim

import tmlir
from tmlir.ir import parse_module
from tmlir.pipelines import lower_raw_module
from tmlir.backends.refbackend import RefBackend, RefBackendError


class Fn(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *args):
        return self.fn(*args)


def compile_dynamic(fn, *example):
    """``fn`` exported with every dim of every tensor input ``Dim.AUTO``, lowered to linalg and
    loaded on IREE."""
    dyn = tuple({i: Dim.AUTO for i in range(x.dim())} if isinstance(x, torch.Tensor) else None for x in example)
    m = tmlir.fx.export_and_import(Fn(fn), *example, output_type="linalg-on-tensors", dynamic_shapes=(dyn,))
    backend = RefBackend()
    return backend.load(backend.compile(m)).main


def check(fn, compiled, *inputs, rtol=1e-5, atol=1e-6):
    expected = fn(*inputs)
    got = compiled(*[x.numpy() if isinstance(x, torch.Tensor) else x for x in inputs])
    if isinstance(expected, torch.Tensor):
        expected, got = [expected], [got]
    elif not isinstance(got, (tuple, list)):  # one result of a tuple comes back alone
        got = [got]
    assert len(got) == len(expected)
    for g, e in zip(got, expected):
        g = np.asarray(g)
        if g.dtype == np.int8 and e.dtype == torch.uint8:
            g = g.view(np.uint8)    # linalg integers are signless: IREE reads 8 bits back as int8
        assert g.shape == tuple(e.shape)
        np.testing.assert_allclose(g, e.numpy(), rtol=rtol, atol=atol)


def test_broadcast_tensors_with_run_time_sizes():
    fn = torch.broadcast_tensors
    xs = [torch.randn(3), torch.randn(1, 2, 1), torch.randn(1, 1), torch.randn(5, 1, 1)]
    f = compile_dynamic(fn, *xs)
    check(fn, f, *xs)
    check(fn, f, torch.randn(4), torch.randn(1, 6, 1), torch.randn(1, 1), torch.randn(2, 1, 1))
    check(fn, f, torch.randn(0), torch.randn(1, 3, 1), torch.randn(1, 1), torch.randn(2, 1, 1))


BROADCAST_TWO_RUN_TIME_SIZES = """
func.func @main(%a: !torch.vtensor<[?,4],f32>, %b: !torch.vtensor<[?,1],f32>) -> (!torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>) {
  %0 = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[?,4],f32>, !torch.vtensor<[?,1],f32>) -> !torch.list<vtensor>
  %1 = torch.aten.broadcast_tensors %0 : !torch.list<vtensor> -> !torch.list<vtensor>
  %2:2 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>
  return %2#0, %2#1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>
}
"""


def test_broadcast_tensors_of_two_run_time_sizes_in_one_dim_is_guarded():
    """Two run-time sizes in one dim (torch-dialect input: no export constraint ties them): each
    may be 1; any other pair raises."""
    m = parse_module(BROADCAST_TWO_RUN_TIME_SIZES)
    lower_raw_module(m, "linalg-on-tensors")
    backend = RefBackend()
    f = backend.load(backend.compile(m)).main
    fn = torch.broadcast_tensors
    for n, k in ((3, 3), (1, 5), (5, 1), (0, 1), (1, 0), (1, 1)):
        check(fn, f, torch.randn(n, 4), torch.randn(k, 1))
    with pytest.raises(RefBackendError, match="broadcast_tensors: the sizes of a dim must be equal or 1"):
        f(torch.randn(5, 4).numpy(), torch.randn(3, 1).numpy())


@pytest.mark.parametrize("indexing", ["ij", "xy"])
def test_meshgrid_with_run_time_sizes(indexing):
    def fn(a, b, c):
        return torch.meshgrid(a, b, c, indexing=indexing)
    f = compile_dynamic(fn, torch.randn(3), torch.randn(4), torch.tensor(2.0))
    check(fn, f, torch.randn(3), torch.randn(4), torch.tensor(2.0))
    check(fn, f, torch.randn(5), torch.randn(2), torch.tensor(-1.0))


def test_cartesian_prod_with_run_time_sizes():
    fn = torch.cartesian_prod
    f = compile_dynamic(fn, torch.arange(3), torch.arange(4) * 10)
    check(fn, f, torch.arange(3), torch.arange(4) * 10)
    check(fn, f, torch.arange(6), torch.arange(2) * 10)


@pytest.mark.parametrize("x_shape", [(3, 5), (5,)])
def test_trapezoid_along_a_run_time_size(x_shape):
    def fn(y, x):
        return torch.trapezoid(y, x)
    f = compile_dynamic(fn, torch.randn(3, 5), torch.randn(*x_shape))
    check(fn, f, torch.randn(3, 5), torch.randn(*x_shape))
    check(fn, f, torch.randn(2, 7), torch.randn(*[7 if s == 5 else 2 for s in x_shape]))


@pytest.mark.parametrize("mode,size,scale,align", [
    ("bilinear", (3, 5), None, True), ("bilinear", (3, 5), None, False), ("bilinear", None, (1.7, 2.0), False),
    ("bicubic", (3, 5), None, False), ("bicubic", None, (1.5, 0.5), True), ("linear", (7,), None, False),
    ("trilinear", (3, 2, 5), None, True), ("trilinear", None, (2.0, 1.5, 0.7), False)])
def test_interpolate_run_time_input_sizes(mode, size, scale, align):
    k = {"linear": 1, "bilinear": 2, "bicubic": 2, "trilinear": 3}[mode]

    def fn(x):
        return torch.nn.functional.interpolate(x, size=size, scale_factor=scale, mode=mode, align_corners=align)
    f = compile_dynamic(fn, torch.randn(2, 3, *[4] * k))
    check(fn, f, torch.randn(2, 3, *[4] * k), rtol=1e-5, atol=1e-5)
    check(fn, f, torch.randn(3, 2, *[6, 3, 9][:k]), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("dtype", [torch.int64, torch.float32])
def test_sums_of_one_valued_tensors_over_run_time_sizes(dtype):
    """IREE 3.13 miscounts a reduction over a run-time size whose body reads no input (the sum of
    ones([37]) gave 3): what PyTorch's masked reductions build for their counts."""
    def fn(x):
        ones = torch.ones(x.shape, dtype=dtype)
        return (ones.sum(), ones.sum([0, 2], keepdim=True), torch.full(x.shape, 3, dtype=dtype).sum(1),
                torch.zeros(x.shape, dtype=dtype).sum(0), torch.ones(x.shape).mean([1, 2]))
    f = compile_dynamic(fn, torch.randn(5, 5, 5))
    check(fn, f, torch.randn(5, 5, 5))
    check(fn, f, torch.randn(3, 37, 2))
    check(fn, f, torch.randn(4, 0, 2))


SPLAT_CHAINS = {
    "ones_times_2_sum": lambda x, y: (torch.ones(x.shape[0]) * 2).sum(),
    "full_exp_sum": lambda x, y: torch.full((x.shape[0],), 3.0).exp().sum(),
    "ones_like_plus_1_mean": lambda x, y: (torch.ones_like(x) + 1).mean(),
    "rows_of_ones_times_2": lambda x, y: (torch.ones(3, x.shape[0], 2) * 2).sum(1),
    "full_of_run_time_value": lambda x, y: torch.full((x.shape[0],), y.item()).sum(),
    "f16_exp_sum": lambda x, y: torch.ones(x.shape[0], dtype=torch.float16).exp().sum(),
    "i64_sum": lambda x, y: (torch.ones(x.shape[0], dtype=torch.int64) * 2).sum(),
    "prod": lambda x, y: (torch.ones(x.shape[0]) * 1.01).prod(),
    "norm": lambda x, y: (torch.ones(x.shape[0]) * 2).norm(),
    "count_nonzero": lambda x, y: torch.count_nonzero(torch.ones(x.shape[0]) * 2),
    "amax": lambda x, y: (torch.zeros(x.shape[0]) - 1).amax(),
    "inf_sum": lambda x, y: torch.full((x.shape[0],), float("inf")).sum(),
    "complex_sum": lambda x, y: torch.full((x.shape[0],), 1 + 2j, dtype=torch.complex64).sum(),
    "transposed_rows": lambda x, y: (torch.ones(3, x.shape[0]).t() * 2).sum(0),
}


@pytest.mark.parametrize("name", sorted(SPLAT_CHAINS))
def test_reductions_of_one_valued_chains_over_run_time_sizes(name):
    """IREE 3.13 llvm-cpu adds the value of a reduction body that reads no input once per vector
    step over a run-time size (``(ones(n) * 2).sum()`` gave 2 * ceil(n / 16)):
    linalg-fold-splat-reductions computes such reductions without a reduction loop."""
    fn = SPLAT_CHAINS[name]
    y = torch.tensor(2.5)
    f = compile_dynamic(fn, torch.randn(5), y)
    for n in (37, 100) if name == "amax" else (37, 100, 0):  # eager's amax rejects an empty input
        check(fn, f, torch.randn(n), y, rtol=1e-5, atol=1e-5)


def test_cummin_over_a_run_time_size():
    """cummin's reduction reads a transposed input (linalg-fold-splat-reductions traces inputs
    through linalg.transpose)."""
    fn = lambda x: torch.cummin(x, 0)
    f = compile_dynamic(fn, torch.randn(5, 4))
    check(fn, f, torch.randn(5, 4))
    check(fn, f, torch.randn(37, 3))


def test_masked_std_without_mask_over_run_time_sizes():
    def fn(x):
        return torch.masked._ops.std(x, mask=None)
    x = torch.randn(5, 5, 5) * 5
    f = compile_dynamic(fn, x)
    check(fn, f, x, rtol=1e-5, atol=1e-5)
    check(fn, f, torch.randn(3, 7, 11) * 5, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("fn", [torch.real, torch.imag])
def test_real_imag_of_an_empty_complex_tensor_with_a_run_time_size(fn):
    x = torch.randn(1, 0, 3, dtype=torch.complex64)
    f = compile_dynamic(fn, x)
    check(fn, f, x)
    check(fn, f, torch.randn(1, 0, 5, dtype=torch.complex64))


@pytest.mark.parametrize("fn", [torch.var, torch.std, torch.var_mean, torch.std_mean])
def test_var_std_of_complex_over_run_time_sizes(fn):
    x = torch.randn(5, 4, dtype=torch.complex64)
    f = compile_dynamic(fn, x)
    check(fn, f, x, rtol=1e-5, atol=1e-5)
    check(fn, f, torch.randn(3, 7, dtype=torch.complex64), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("weighted", [False, True])
def test_bincount_of_a_run_time_length(weighted):
    def fn(x, w):
        return torch.bincount(x, w if weighted else None, minlength=3)
    x = torch.tensor([0, 4, 1, 4, 2], dtype=torch.int64)
    f = compile_dynamic(fn, x, torch.rand(5))
    check(fn, f, x, torch.rand(5))
    check(fn, f, torch.tensor([7, 0, 7, 1, 2, 2, 5, 7]), torch.rand(8))
    check(fn, f, torch.tensor([], dtype=torch.int64), torch.rand(0))


@pytest.mark.parametrize("replacement", [False, True])
def test_multinomial_of_a_run_time_category_count(replacement):
    def fn(p):
        return torch.multinomial(p, 3, replacement=replacement)
    f = compile_dynamic(fn, torch.rand(4, 6) + 0.1)
    for shape in ((4, 6), (2, 9)):
        p = torch.rand(*shape) + 0.1
        got = np.asarray(f(p))
        assert got.shape == (shape[0], 3) and got.dtype == np.int64
        assert ((got >= 0) & (got < shape[1])).all()
        if not replacement:
            assert all(len(set(row)) == 3 for row in got.tolist())
    if not replacement:
        with pytest.raises(RefBackendError, match="cannot sample n_sample > prob_dist.size"):
            f(torch.rand(4, 2))


@pytest.mark.parametrize("causal", [False, True])
def test_sdpa_with_a_run_time_head_size(causal):
    def fn(q, k, v):
        return torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)
    shapes = lambda b, l, s, e: (torch.randn(b, l, e), torch.randn(b, s, e), torch.randn(b, s, e))  # noqa: E731
    f = compile_dynamic(fn, *shapes(4, 3, 6, 8))
    check(fn, f, *shapes(4, 3, 6, 8), rtol=1e-5, atol=1e-5)
    check(fn, f, *shapes(2, 5, 7, 3), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("mode,last", [("sum", False), ("mean", True), ("max", False)])
def test_embedding_bag_of_run_time_index_and_offset_counts(mode, last):
    def fn(w, idx, off):
        return torch.nn.functional.embedding_bag(idx, w, off, mode=mode, include_last_offset=last)
    w = torch.randn(10, 5)
    offsets = [torch.tensor([0, 2, 3]), torch.tensor([0, 1, 1, 4, 6, 7])]
    if last:  # the last offset is the index count
        offsets = [torch.cat([o, torch.tensor([n])]) for o, n in zip(offsets, (5, 8))]
    f = compile_dynamic(fn, w, torch.tensor([1, 2, 4, 5, 4]), offsets[0])
    check(fn, f, w, torch.tensor([1, 2, 4, 5, 4]), offsets[0])
    check(fn, f, torch.randn(7, 3), torch.tensor([6, 0, 1, 1, 2, 3, 5, 0]), offsets[1])


ADD_TWO_RUN_TIME_SIZES = """
func.func @main(%a: !torch.vtensor<[?],f32>, %b: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>, !torch.int -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}
"""


def test_elementwise_run_time_sizes_that_differ_raise():
    """Two run-time sizes in one dim are read one to one: a run-time 1 against a larger size raised
    nothing before (a result of size 1, or reads past the end)."""
    m = parse_module(ADD_TWO_RUN_TIME_SIZES)
    lower_raw_module(m, "linalg-on-tensors")
    backend = RefBackend()
    f = backend.load(backend.compile(m)).main
    check(torch.add, f, torch.arange(5.0), torch.ones(5))
    for a, c in ((torch.arange(5.0), torch.ones(1)), (torch.ones(1), torch.arange(5.0))):
        with pytest.raises(RefBackendError, match="elementwise operands differ in a run-time size"):
            f(a, c)


@pytest.mark.parametrize("mode,size,scale", [
    ("nearest", (7,), None), ("nearest-exact", (3,), None), ("nearest", None, (1.7,)),
    ("nearest", (3, 5), None), ("nearest-exact", None, (2.0, 0.6)), ("nearest", (2, 3, 5), None)])
def test_nearest_upsampling_of_run_time_sizes(mode, size, scale):
    k = len(size or scale)

    def fn(x):
        return torch.nn.functional.interpolate(x, size=size, scale_factor=scale, mode=mode)
    f = compile_dynamic(fn, torch.randn(2, 3, *[4] * k))
    check(fn, f, torch.randn(2, 3, *[4] * k))
    check(fn, f, torch.randn(3, 2, *[6, 3, 9][:k]))


@pytest.mark.parametrize("fn", [lambda x: torch.median(x, 1), lambda x: torch.nanmedian(x, 0, keepdim=True),
                                torch.median, torch.nanmedian])
def test_median_along_a_run_time_size(fn):
    def data(*shape):
        x = torch.randn(*shape)
        x[0, 0] = float("nan")
        return x
    f = compile_dynamic(fn, data(4, 5))
    check(fn, f, data(4, 5))
    check(fn, f, data(3, 8))


@pytest.mark.parametrize("center,pad_mode,window", [(True, "reflect", True), (False, "constant", False),
                                                    (True, "constant", False)])
def test_stft_of_a_run_time_long_signal(center, pad_mode, window):
    def fn(x, w):
        return torch.stft(x, 8, hop_length=3, window=w if window else None, center=center, pad_mode=pad_mode,
                          return_complex=True)
    w = torch.hann_window(8)
    f = compile_dynamic(fn, torch.randn(2, 40), w)
    check(fn, f, torch.randn(2, 40), w, rtol=1e-4, atol=1e-4)
    check(fn, f, torch.randn(3, 27), w, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("center,window,return_complex", [(True, False, False), (False, True, False),
                                                          (True, True, True)])
def test_istft_of_a_run_time_frame_count(center, window, return_complex):
    """The frame count (and the batch) at run time: the overlap-add and its window envelope are
    built from run-time sizes."""
    def fn(x, w):
        return torch.istft(x, 8, hop_length=2, window=w if window else None, center=center,
                           onesided=not return_complex, return_complex=return_complex)
    w = torch.hann_window(8) + 0.1
    freq = 8 if return_complex else 5
    f = compile_dynamic(fn, torch.randn(2, freq, 6, dtype=torch.complex64), w)
    check(fn, f, torch.randn(2, freq, 6, dtype=torch.complex64), w, rtol=1e-4, atol=1e-4)
    check(fn, f, torch.randn(3, freq, 11, dtype=torch.complex64), w, rtol=1e-4, atol=1e-4)


def test_unsafe_split_of_a_run_time_size():
    """One piece of at most 5 along a run-time size (export keeps the dim dynamic: the piece count
    does not depend on it while it is at most 5; a longer dim would need more pieces)."""
    def fn(x):
        return x.unsafe_split(5, 1)
    f = compile_dynamic(fn, torch.randn(5, 5, 5))
    check(fn, f, torch.randn(5, 5, 5))
    check(fn, f, torch.randn(2, 3, 7))
    with pytest.raises(RefBackendError, match="do not cover the run-time size"):
        f(torch.randn(2, 12, 3))


def test_max_unpool2d_of_run_time_sizes():
    def fn(x, idx):
        return torch.nn.functional.max_unpool2d(x, idx, 2, output_size=(4, 6))
    def data(n, c):
        y, i = torch.nn.functional.max_pool2d(torch.randn(n, c, 4, 6), 2, return_indices=True)
        return y, i
    f = compile_dynamic(fn, *data(2, 3))
    check(fn, f, *data(2, 3))
    check(fn, f, *data(3, 5))


@pytest.mark.parametrize("k", [0, 2, -1])
def test_diag_and_diagflat_of_run_time_sizes(k):
    fn = lambda v, m: (torch.diag(v, k), torch.diag(m, k), torch.diagflat(m, k))
    f = compile_dynamic(fn, torch.randn(4), torch.randn(3, 5))
    check(fn, f, torch.randn(4), torch.randn(3, 5))
    check(fn, f, torch.randn(7), torch.randn(6, 2))


def test_tensordot_of_run_time_sizes():
    fn = lambda x, y: (torch.tensordot(x, y, dims=([1, 2], [0, 1])), torch.tensordot(x, x, dims=([0, 1, 2], [0, 1, 2])))
    f = compile_dynamic(fn, torch.randn(2, 3, 4), torch.randn(3, 4, 5))
    check(fn, f, torch.randn(2, 3, 4), torch.randn(3, 4, 5), rtol=1e-5, atol=1e-5)
    check(fn, f, torch.randn(3, 5, 2), torch.randn(5, 2, 7), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("k,d1,d2", [(0, 0, 1), (1, 0, 1), (-2, 1, 0), (1, 2, 0)])
def test_diagonal_scatter_of_run_time_sizes(k, d1, d2):
    fn = lambda x, s: torch.diagonal_scatter(x, s, k, d1, d2)
    for shape in ((4, 5, 3), (6, 3, 2)):
        x = torch.randn(shape)
        s = torch.randn(torch.diagonal(x, k, d1, d2).shape)
        if shape == (4, 5, 3):
            f = compile_dynamic(fn, x, s)
        check(fn, f, x, s)


def test_cross_and_put_of_run_time_sizes():
    def fn(x, y, v):
        return torch.cross(x, y, dim=1), torch.linalg.cross(x.unsqueeze(0), y.unsqueeze(1)), torch.put(x, torch.tensor([0, -1]), v)
    v = torch.randn(2)
    f = compile_dynamic(fn, torch.randn(4, 3), torch.randn(4, 3), v)
    check(fn, f, torch.randn(4, 3), torch.randn(4, 3), v, rtol=1e-5, atol=1e-5)
    check(fn, f, torch.randn(9, 3), torch.randn(9, 3), v, rtol=1e-5, atol=1e-5)


def test_masked_select_and_scatter_broadcast_at_run_time():
    def fn(x, m, s):
        return torch.masked_select(x, m), torch.masked_scatter(x, m, s)
    x, m, s = torch.randn(4, 5), torch.rand(1, 5) > 0.5, torch.randn(4, 5)
    f = compile_dynamic(fn, x, m, s)
    check(fn, f, x, m, s)
    check(fn, f, torch.randn(7, 3), torch.rand(1, 3) > 0.5, torch.randn(7, 3))


def test_normal_of_broadcast_run_time_mean_and_std():
    """The shape of normal(mean, std) is the broadcast of both (values are random: shape and the
    standardized values' spread are checked)."""
    fn = lambda mean, std: torch.normal(mean, std)
    f = compile_dynamic(fn, torch.zeros(4, 1), torch.ones(1, 5))
    out = np.asarray(f(torch.zeros(60, 1).numpy(), torch.full((1, 70), 2.0).numpy()))
    assert out.shape == (60, 70)
    assert abs(out.std() - 2.0) < 0.1 and abs(out.mean()) < 0.1


def test_unsafe_chunk_of_a_run_time_size():
    """unsafe_chunk exports as unsafe_split with the symbolic size ceil(n / 2)."""
    fn = lambda x: torch.unsafe_chunk(x, 2, 1)
    f = compile_dynamic(fn, torch.randn(3, 5))
    check(fn, f, torch.randn(3, 5))
    check(fn, f, torch.randn(2, 8))


# ---------------------------------------------------------------------------------------------
# the linalg factorizations with a run-time matrix size: their loop form (torch.prim.Loop ->
# scf.for, linalg_ops.DYNAMIC_LOOPS), checked at several sizes in the torch-level interpreter and
# on IREE (whose scf.for needs tmlir/backends/iree/loop_carried_tensors.py)
# ---------------------------------------------------------------------------------------------


def export_dynamic(fn, *example, output_type="torch"):
    dyn = tuple({i: Dim.AUTO for i in range(x.dim())} for x in example)
    return tmlir.fx.export_and_import(Fn(fn), *example, output_type=output_type, dynamic_shapes=(dyn,))


def check_interpreted(fn, m, *inputs, rtol=1e-5, atol=1e-6):
    from tmlir.interpreter import Interpreter
    expected = fn(*inputs)
    got = Interpreter(m).run(*inputs)
    if isinstance(expected, torch.Tensor):
        expected, got = [expected], [got]
    assert len(got) == len(expected)
    for g, e in zip(got, expected):
        assert tuple(g.shape) == tuple(e.shape)
        torch.testing.assert_close(g, e, rtol=rtol, atol=atol, check_stride=False)


def _spd(n, dtype=torch.float64, batch=()):
    a = torch.randn(*batch, n, n, dtype=dtype)
    return a @ a.mH + n * torch.eye(n, dtype=dtype)


def _tri_args(n, dtype, batch=(2,), r=3):
    t = torch.randn(*batch, n, n, dtype=dtype) + 4 * torch.eye(n, dtype=dtype)
    return t, torch.randn(*batch, n, r, dtype=dtype)


def _general(n, dtype, batch=(2,)):
    return torch.randn(*batch, n, n, dtype=dtype)


def _solve_args(n, dtype, batch=(2,), r=3):
    return _general(n, dtype, batch), torch.randn(*batch, n, r, dtype=dtype)


def _logdet(a):  # a positive determinant (the real logdet of a negative one is nan)
    return torch.logdet(a @ a.mH + torch.eye(a.shape[-1], dtype=a.dtype))


def _sym(n, dtype, batch, zero_diag=False):
    """A (complex) symmetric matrix; ``zero_diag``: zero on the diagonal but its last entry, so
    Bunch-Kaufman takes 2x2 pivots (one ending on the last rows too)."""
    a = torch.randn(*batch, n, n, dtype=dtype)
    a = a + a.mT
    if zero_diag:
        d = torch.diagonal(a, 0, -2, -1).clone()
        d[..., -1] = 0
        a = a - torch.diag_embed(d)
    return a


def _lu_solves(a, x):
    lu, piv = torch.linalg.lu_factor(a)
    return (torch.linalg.lu_solve(lu, piv, x), torch.linalg.lu_solve(lu, piv, x, adjoint=True),
            torch.linalg.lu_solve(lu, piv, x.mT, left=False))


LOOP_FORMS = {
    "cholesky": (torch.linalg.cholesky, lambda n, dt, b: (_spd(n, dt, b),)),
    "cholesky_upper": (lambda a: torch.linalg.cholesky(a, upper=True), lambda n, dt, b: (_spd(n, dt, b),)),
    "cholesky_ex": (torch.linalg.cholesky_ex, lambda n, dt, b: (_spd(n, dt, b),)),
    "cholesky_inverse": (torch.cholesky_inverse, lambda n, dt, b: (_spd(n, dt, b),)),
    "cholesky_solve": (lambda t, x: torch.cholesky_solve(x, torch.linalg.cholesky(t @ t.mH)),
                       lambda n, dt, b: _tri_args(n, dt, b)),
    "solve_triangular_upper": (lambda t, x: torch.linalg.solve_triangular(t, x, upper=True),
                               lambda n, dt, b: _tri_args(n, dt, b)),
    "solve_triangular_unit_right": (lambda t, x: torch.linalg.solve_triangular(t.mT, x.mT, upper=False, left=False,
                                                                               unitriangular=True),
                                    lambda n, dt, b: _tri_args(n, dt, b)),
    "triangular_solve": (lambda t, x: torch.triangular_solve(x, t, upper=False, transpose=True),
                         lambda n, dt, b: _tri_args(n, dt, b)),
    "det": (torch.linalg.det, lambda n, dt, b: (_general(n, dt, b),)),
    "slogdet": (torch.linalg.slogdet, lambda n, dt, b: (_general(n, dt, b),)),
    "logdet": (_logdet, lambda n, dt, b: (_general(n, dt, b),)),
    "inv": (torch.linalg.inv, lambda n, dt, b: (_general(n, dt, b),)),
    "inv_ex": (torch.linalg.inv_ex, lambda n, dt, b: (_general(n, dt, b),)),
    "lu_factor_ex": (torch.linalg.lu_factor_ex, lambda n, dt, b: (_general(n, dt, b),)),
    "solve": (torch.linalg.solve, lambda n, dt, b: _solve_args(n, dt, b)),
    "lu": (torch.linalg.lu, lambda n, dt, b: (_general(n, dt, b),)),
    "lu_wide": (torch.linalg.lu, lambda n, dt, b: (torch.randn(*b, n, n + 2, dtype=dt),)),
    "lu_unpack_tall": (lambda a: torch.lu_unpack(*torch.linalg.lu_factor(a)),
                       lambda n, dt, b: (torch.randn(*b, n + 1, n, dtype=dt),)),
    "lu_solve": (lambda a, x: tuple(t.resolve_conj() for t in _lu_solves(a, x)), lambda n, dt, b: _solve_args(n, dt, b)),
    "lu_solve_deprecated": (lambda a, x: torch.lu_solve(x, *torch.linalg.lu_factor(a)),
                            lambda n, dt, b: _solve_args(n, dt, b)),
    "qr": (torch.linalg.qr, lambda n, dt, b: (_general(n, dt, b),)),
    "qr_complete_tall": (lambda a: torch.linalg.qr(a, mode="complete"),
                         lambda n, dt, b: (torch.randn(*b, n + 2, n, dtype=dt),)),
    "qr_complete_wide": (lambda a: torch.linalg.qr(a, mode="complete"),
                         lambda n, dt, b: (torch.randn(*b, n, n + 1, dtype=dt),)),
    "qr_r": (lambda a: torch.linalg.qr(a, mode="r"), lambda n, dt, b: (torch.randn(*b, n + 1, n, dtype=dt),)),
    "householder_product": (torch.linalg.householder_product,
                            lambda n, dt, b: torch.geqrf(torch.randn(*b, n + 2, n, dtype=dt))),
    "ormqr_left": (lambda a, tau, c: tuple(torch.ormqr(a, tau, c, left=True, transpose=t) for t in (False, True)),
                   lambda n, dt, b: (*torch.geqrf(torch.randn(*b, n + 2, n, dtype=dt)),
                                     torch.randn(*b, n + 2, 3, dtype=dt))),
    "ormqr_right": (lambda a, tau, c: tuple(torch.ormqr(a, tau, c, left=False, transpose=t) for t in (False, True)),
                    lambda n, dt, b: (*torch.geqrf(torch.randn(*b, n + 2, n, dtype=dt)),
                                      torch.randn(*b, 3, n + 2, dtype=dt))),
    "ldl_factor_ex": (torch.linalg.ldl_factor_ex, lambda n, dt, b: (_sym(n, dt, b),)),
    "ldl_factor_2x2_pivots": (torch.linalg.ldl_factor, lambda n, dt, b: (_sym(n, dt, b, zero_diag=True),)),
    "tensorinv": (lambda a: torch.linalg.tensorinv(a, ind=2), lambda n, dt, b: (torch.randn(n, 2, 2 * n, dtype=dt),)),
    "tensorsolve": (lambda a, x: torch.linalg.tensorsolve(a, x, dims=(0,)),
                    lambda n, dt, b: (torch.randn(n, 2, n, 2, dtype=dt), torch.randn(n, 2, dtype=dt))),
}


@pytest.mark.parametrize("dtype", [torch.float64, torch.complex128], ids=["f64", "c128"])
@pytest.mark.parametrize("name", sorted(LOOP_FORMS))
def test_factorization_loop_form_at_two_run_time_sizes(name, dtype):
    """One torch-level program (a prim.Loop over the run-time n) run at n = 4, 6 and 1."""
    fn, make = LOOP_FORMS[name]
    torch.manual_seed(0)
    m = export_dynamic(fn, *make(4, dtype, (2,)))
    assert "torch.prim.Loop" in str(m)
    for n, batch in ((4, (2,)), (6, (3,)), (1, (1,))):
        check_interpreted(fn, m, *make(n, dtype, batch), rtol=1e-7, atol=1e-9)


def test_singular_matrices_in_the_loop_form():
    """det 0 and inv_ex's / lu_factor_ex's info (the first zero pivot, 1-based) as LAPACK's getrf;
    cholesky_ex's info and partial factor of a matrix that is not positive definite."""
    torch.manual_seed(0)
    a = torch.randn(2, 5, 5, dtype=torch.float64)
    a[0, :, 2] = 0.0
    a[1, 3] = 0.0       # exact zeros through the elimination (two equal rows leave a rounding residue)
    for fn in (torch.linalg.det, lambda x: torch.linalg.inv_ex(x)[1], lambda x: torch.linalg.lu_factor_ex(x)):
        check_interpreted(fn, export_dynamic(fn, torch.randn(2, 4, 4, dtype=torch.float64)), a, atol=1e-9)
    s = _spd(5)
    s[3, 3] = -100.0
    fn = torch.linalg.cholesky_ex
    check_interpreted(fn, export_dynamic(fn, _spd(4)), s)


def test_dynamic_cholesky_lowers_to_scf_for_and_runs_on_iree():
    """The loop is an scf.for over index bounds with the factor and info as iter_args; IREE runs a
    lone Cholesky right at two sizes."""
    import re
    fn = torch.linalg.cholesky_ex
    m = export_dynamic(fn, _spd(4, torch.float32, (2,)), output_type="linalg-on-tensors")
    text = str(m)
    assert "torch.prim.Loop" not in text
    # standard MLIR: the IREE workaround (iree-whole-loop-carried-tensors) is RefBackend's, not the output's
    assert "hal.tensor" not in text and "util.optimization_barrier" not in text
    loop = re.search(r"scf\.for (%\w+) = %\w+ to (%\w+) step %\w+ iter_args\(%\w+ = %\w+, %\w+ = %\w+\) "
                     r"-> \(tensor<\?x\?x\?xf32>, tensor<\?xi32>\)", text)
    assert loop, text
    # the bound is the matrix size: read from the input (an i64 size converted back to an index folds)
    assert re.search(re.escape(loop.group(2)) + r" = (arith\.index_cast %\w+ : i64 to index|tensor\.dim %arg0, %\w+ :)",
                     text)
    assert f"arith.index_cast {loop.group(1)} : index to i64" in text
    assert re.search(r"scf\.yield %\w+, %\w+ : tensor<\?x\?x\?xf32>, tensor<\?xi32>", text)
    backend = RefBackend()
    f = backend.load(backend.compile(m)).main
    for n, batch in ((4, (2,)), (6, (3,))):
        check(fn, f, _spd(n, torch.float32, batch), rtol=1e-4, atol=1e-4)


def test_dynamic_matrix_size_is_refused_without_the_loop_form(monkeypatch):
    from tmlir.transforms.decompositions import linalg_ops
    monkeypatch.setattr(linalg_ops, "DYNAMIC_LOOPS", False)
    with pytest.raises(Exception, match="'torch.aten.linalg_cholesky' not lowered: dynamic matrix size.*"
                                        "DYNAMIC_LOOPS, is off"):
        export_dynamic(torch.linalg.cholesky, _spd(4), output_type="linalg-on-tensors")


@pytest.mark.parametrize("name", sorted(LOOP_FORMS))
def test_factorization_loop_form_on_iree_at_two_run_time_sizes(name):
    """Every op with a loop form, compiled once (f32, run-time n) and run on IREE at n = 4, 6, 1."""
    fn, make = LOOP_FORMS[name]
    torch.manual_seed(0)
    f = compile_dynamic(fn, *make(4, torch.float32, (2,)))
    for n, batch in ((4, (2,)), (6, (3,)), (1, (1,))):
        check(fn, f, *make(n, torch.float32, batch), rtol=2e-3, atol=2e-3)


@pytest.mark.parametrize("dtype", [torch.float64, torch.complex128], ids=["f64", "c128"])
@pytest.mark.parametrize("zero_diag", [False, True])
def test_ldl_solve_loop_form_in_the_interpreter(monkeypatch, dtype, zero_diag):
    """ldl_solve's loop form (off: wrong on IREE 3.13) is right as a torch-level program."""
    from tmlir.transforms.decompositions import linalg_ops
    monkeypatch.setattr(linalg_ops, "LDL_SOLVE_LOOP", True)

    def fn(a, x):
        return torch.linalg.ldl_solve(*torch.linalg.ldl_factor(a), x)
    torch.manual_seed(0)
    m = export_dynamic(fn, _sym(4, dtype, (2,), zero_diag), torch.randn(2, 4, 3, dtype=dtype))
    for n, batch in ((4, (2,)), (6, (3,)), (1, (1,))):
        check_interpreted(fn, m, _sym(n, dtype, batch, zero_diag and n > 1), torch.randn(*batch, n, 3, dtype=dtype),
                          rtol=1e-7, atol=1e-9)


def test_dynamic_ldl_solve_is_refused():
    def fn(ld, piv, x):
        return torch.linalg.ldl_solve(ld, piv, x)
    ld, piv = torch.linalg.ldl_factor(_sym(4, torch.float32, (2,)))
    with pytest.raises(Exception, match="'torch.aten.linalg_ldl_solve' not lowered: dynamic matrix size: operand "
                                        "'LD'.*LDL_SOLVE_LOOP.*docs/known-gaps.md"):
        export_dynamic(fn, ld, piv, torch.randn(2, 4, 3), output_type="linalg-on-tensors")


def test_lu_unpack_checks_the_pivots_at_run_time():
    """Pivots out of [1, m] raise (as PyTorch) rather than gather out of bounds."""
    fn = torch.lu_unpack
    lu, piv = torch.linalg.lu_factor(torch.randn(2, 4, 4))
    f = compile_dynamic(fn, lu, piv)
    check(fn, f, *torch.linalg.lu_factor(torch.randn(3, 5, 5)))
    bad = piv.clone()
    bad[1, 2] = 5
    with pytest.raises(RefBackendError, match="pivots must be between 1 and LU.size"):
        f(lu.numpy(), bad.numpy())


def _cholesky_of_a_product(a):
    """The IREE 3.13 reproducer's pattern: a matmul that is also returned, and a loop after it."""
    p = a @ a
    return torch.linalg.cholesky_ex(p)[0] + 1, p


def _two_loops_in_a_row(a):
    return torch.linalg.cholesky(a) + torch.linalg.inv(a)


def _loop_result_with_other_values(a, x):
    return torch.linalg.det(a)[..., None, None] * x + a.sum(), a @ x


def _batch_loops_forward_then_backward(a, x):
    """A batch Cholesky loop, then a forward and a backward (upper) triangular-solve loop."""
    low = torch.linalg.cholesky(a)
    y = torch.linalg.solve_triangular(low, x, upper=False)
    return torch.linalg.solve_triangular(low.mT, y, upper=True), y


def _lu_loops_and_matmuls(a, x):
    s = torch.linalg.solve(a, x)
    return torch.linalg.inv(a @ a.mT + torch.eye(a.shape[-1], dtype=a.dtype)) @ s, s


def _qr_then_ormqr(a, h, tau):
    """A batch QR loop, then ormqr's backward loop (the last reflector first) on its Q."""
    q, r = torch.linalg.qr(a)
    return torch.ormqr(h, tau, q), r


LOOP_PROGRAMS = {
    "cholesky_of_a_product": (_cholesky_of_a_product, lambda n, b: (_spd(n, torch.float32, b) / n,)),
    "two_loops_in_a_row": (_two_loops_in_a_row, lambda n, b: (_spd(n, torch.float32, b),)),
    "loop_result_with_other_values": (_loop_result_with_other_values,
                                      lambda n, b: (_general(n, torch.float32, b), torch.randn(*b, n, n))),
    "batch_loops_forward_then_backward": (_batch_loops_forward_then_backward,
                                          lambda n, b: (_spd(n, torch.float32, b), torch.randn(*b, n, 3))),
    "lu_loops_and_matmuls": (_lu_loops_and_matmuls, lambda n, b: _tri_args(n, torch.float32, b)),
    "qr_then_ormqr": (_qr_then_ormqr, lambda n, b: (torch.randn(*b, n, n),
                                                   *torch.geqrf(torch.randn(*b, n, n)))),
}


@pytest.mark.parametrize("name", sorted(LOOP_PROGRAMS))
def test_programs_with_several_loops_on_iree(name):
    """Loops among other ops, whose tensors IREE 3.13 packs into one allocation with the loop's
    (before iree-whole-loop-carried-tensors: lu_loops_and_matmuls raised "indirect buffer
    reference out of range", solve and lu_factor_ex alone too, cholesky_solve read a wrong factor)."""
    fn, make = LOOP_PROGRAMS[name]
    torch.manual_seed(0)
    f = compile_dynamic(fn, *make(4, (2,)))
    for n, batch in ((4, (2,)), (6, (3,)), (1, (1,))):
        torch.manual_seed(n)
        check(fn, f, *make(n, batch), rtol=2e-3, atol=2e-3)


@pytest.mark.parametrize("mode,antialias,align", [("bilinear", True, False), ("bicubic", True, False),
                                                   ("bilinear", False, True), ("bicubic", False, False)])
def test_separable_uint8_and_antialiased_resampling_with_run_time_sizes(mode, antialias, align):
    """PyTorch's separable kernels (uint8 images, antialiasing): the weight matrix computed at
    run time from the input size, at sizes that upsample and downsample."""
    torch.manual_seed(0)

    def fn(x):
        return torch.nn.functional.interpolate(x, size=(5, 7), mode=mode, align_corners=align,
                                               antialias=antialias)
    for dt in (torch.uint8, torch.float32):
        if dt is torch.float32 and not antialias:
            continue    # float non-antialiased resampling is the gather path
        make = (lambda *s: torch.randint(0, 256, s, dtype=torch.uint8)) if dt is torch.uint8 else torch.randn
        f = compile_dynamic(fn, make(2, 3, 9, 4))
        for s in [(2, 3, 9, 4), (1, 2, 3, 11), (2, 2, 16, 7)]:
            check(fn, f, make(*s), rtol=1e-5, atol=1e-5 if dt is torch.float32 else 0)


def test_fractional_max_pool_with_run_time_sizes():
    torch.manual_seed(0)

    def fn(x, u):
        return torch.ops.aten.fractional_max_pool2d(x, [2, 3], [4, 3], u)
    x, u = torch.randn(2, 3, 9, 8), torch.rand(2, 3, 2)
    f = compile_dynamic(fn, x, u)
    check(fn, f, x, u)
    check(fn, f, torch.randn(3, 2, 7, 11), torch.rand(3, 2, 2))


def test_chunk_cat_with_run_time_sizes():
    """Each tensor padded to a multiple of num_chunks along dim at run time."""
    def fn(a, c):
        return torch.ops.aten._chunk_cat([a, c], 1, 3)
    a, c = torch.randn(2, 5, 3), torch.randn(2, 7)
    f = compile_dynamic(fn, a, c)
    check(fn, f, a, c)
    check(fn, f, torch.randn(3, 9, 4), torch.randn(3, 4))


@pytest.mark.parametrize("beta", [1.0, 0.5, 0.0])
def test_half_addbmm_with_a_run_time_batch_count(beta):
    """PyTorch rounds f16 addbmm to f16 after each batch: a loop over the run-time batch count
    (beta on the first batch; no batch: beta * x), exact against eager."""
    def fn(x, b1, b2):
        return torch.addbmm(x, b1, b2, beta=beta, alpha=0.75)
    torch.manual_seed(0)
    h = torch.float16
    f = compile_dynamic(fn, torch.randn(3, 5, dtype=h), torch.randn(4, 3, 2, dtype=h), torch.randn(4, 2, 5, dtype=h))
    for k, m, r, p in ((4, 3, 2, 5), (7, 2, 6, 3), (1, 4, 3, 2), (0, 3, 2, 5)):
        x, b1, b2 = torch.randn(m, p, dtype=h) * 4, torch.randn(k, m, r, dtype=h), torch.randn(k, r, p, dtype=h)
        check(fn, f, x, b1, b2, rtol=0, atol=0)


def test_block_diag_and_negative_replicate_pad_with_run_time_sizes():
    def bd(a, c, v):
        return torch.block_diag(a, c, v)
    args = (torch.randn(2, 3), torch.randn(4, 2), torch.randn(3))
    f = compile_dynamic(bd, *args)
    check(bd, f, *args)
    check(bd, f, torch.randn(3, 5), torch.randn(2, 2), torch.randn(6))

    def pad(x):
        return torch.nn.functional.pad(x, (-1, 2, 1, -2), mode="replicate")
    x = torch.randn(2, 3, 5, 6)
    f = compile_dynamic(pad, x)
    check(pad, f, x)
    check(pad, f, torch.randn(3, 2, 4, 9))


def test_matrix_exp_with_run_time_sizes():
    """Scaling and squaring needs no loop over the size: a run-time identity."""
    fn = torch.linalg.matrix_exp
    x = torch.randn(2, 4, 4, dtype=torch.float64)
    f = compile_dynamic(fn, x)
    check(fn, f, x, rtol=1e-10, atol=1e-12)
    check(fn, f, torch.randn(3, 6, 6, dtype=torch.float64) * 3, rtol=1e-10, atol=1e-10)


def test_complex_matrix_exp_with_run_time_sizes():
    fn = torch.linalg.matrix_exp
    x = torch.randn(2, 3, 3, dtype=torch.complex64)
    f = compile_dynamic(fn, x)
    check(fn, f, x, rtol=1e-4, atol=1e-5)
    check(fn, f, torch.randn(1, 5, 5, dtype=torch.complex64), rtol=1e-4, atol=1e-5)



# the Jacobi family's loop form (run-time matrix size): round-robin sweeps in one prim.Loop
# ---------------------------------------------------------------------------------------------

SQUARE = [(4, (2,)), (6, (3,)), (1, (1,))]
RECT = [(4, 3, (2,)), (3, 5, (3,)), (6, 6, (1,)), (1, 4, (2,)), (5, 1, (1,))]


def _lower_sym(n, dt, batch):
    return torch.randn(*batch, n, n, dtype=dt)   # eigh reads its lower triangle


JACOBI_FORMS = {  # name: (fn, square input)
    "svdvals": (torch.linalg.svdvals, False),
    "matrix_rank": (torch.linalg.matrix_rank, False),
    "matrix_rank_hermitian": (lambda a: torch.linalg.matrix_rank(a + a.mH, hermitian=True), True),
    "pinv": (torch.linalg.pinv, False),
    "pinv_hermitian": (lambda a: torch.linalg.pinv(a + a.mH, hermitian=True), True),
    "pinverse": (lambda a: torch.pinverse(a, rcond=1e-3), False),
    "cond": (torch.linalg.cond, False),
    "cond_m2": (lambda a: torch.linalg.cond(a, -2), False),
    "matrix_norm_nuc": (lambda a: torch.linalg.matrix_norm(a, "nuc"), False),
    "eigvalsh": (torch.linalg.eigvalsh, True),
    "eigvalsh_upper": (lambda a: torch.linalg.eigvalsh(a, UPLO="U"), True),
}


def _jacobi_inputs(square, dt):
    if square:
        return [(_lower_sym(n, dt, batch),) for n, batch in SQUARE]
    return [(torch.randn(*batch, m, n, dtype=dt),) for m, n, batch in RECT]


@pytest.mark.parametrize("dtype", [torch.float64, torch.complex128], ids=["f64", "c128"])
@pytest.mark.parametrize("name", sorted(JACOBI_FORMS))
def test_jacobi_loop_form_at_run_time_sizes(name, dtype):
    """One torch-level program (a prim.Loop over the rounds of the run-time sweeps) run at square
    and tall and wide sizes, compared with eager."""
    fn, square = JACOBI_FORMS[name]
    torch.manual_seed(0)
    inputs = _jacobi_inputs(square, dtype)
    m = export_dynamic(fn, *inputs[0])
    assert "torch.prim.Loop" in str(m)
    for args in inputs:
        check_interpreted(fn, m, *args, rtol=1e-7, atol=1e-9)


def _svd_invariants(a, u, s, vh, full):
    """PyTorch's own checks of an SVD: the sizes, the singular values, ``U S Vh = A`` and the
    orthonormality of ``U`` and ``Vh`` (the vectors are unique up to a sign / phase)."""
    u, s, vh = (torch.as_tensor(np.asarray(x)) for x in (u, s, vh))
    m, n = a.shape[-2:]
    k = min(m, n)
    assert tuple(u.shape) == a.shape[:-2] + ((m, m) if full else (m, k))
    assert tuple(vh.shape) == a.shape[:-2] + ((n, n) if full else (k, n))
    tol = 1e-9 if a.dtype in (torch.float64, torch.complex128) else 2e-5
    torch.testing.assert_close(s, torch.linalg.svdvals(a), rtol=tol, atol=tol)
    rec = (u[..., :, :k] * s[..., None, :].to(u.dtype)) @ vh[..., :k, :]
    torch.testing.assert_close(rec, a, rtol=tol, atol=tol * 10)
    for x in (u.mH @ u, vh @ vh.mH):
        torch.testing.assert_close(x, torch.eye(x.shape[-1], dtype=x.dtype).expand_as(x), rtol=tol, atol=tol * 10)


def _eigh_invariants(a, w, v):
    """The eigenvalues, ``A V = V diag(w)`` and ``V^H V = I`` (vectors unique up to a sign / phase)."""
    w, v = torch.as_tensor(np.asarray(w)), torch.as_tensor(np.asarray(v))
    h = torch.tril(a) + torch.tril(a, -1).mH
    h = h - 1j * torch.diag_embed(torch.diagonal(h, 0, -2, -1).imag) if h.is_complex() else h
    tol = 1e-9 if a.dtype in (torch.float64, torch.complex128) else 2e-5
    torch.testing.assert_close(w, torch.linalg.eigvalsh(a), rtol=tol, atol=tol)
    torch.testing.assert_close(h @ v, v * w[..., None, :].to(v.dtype), rtol=tol, atol=tol * 10)
    torch.testing.assert_close(v.mH @ v, torch.eye(v.shape[-1], dtype=v.dtype).expand_as(v), rtol=tol, atol=tol * 10)


@pytest.mark.parametrize("dtype", [torch.float64, torch.complex128], ids=["f64", "c128"])
@pytest.mark.parametrize("full", [False, True], ids=["reduced", "full"])
def test_svd_loop_form_at_run_time_sizes(full, dtype):
    """linalg.svd with a run-time size (tall, wide, square, rank-deficient): its invariants."""
    from tmlir.interpreter import Interpreter
    torch.manual_seed(0)
    fn = lambda a: torch.linalg.svd(a, full_matrices=full)  # noqa: E731
    it = Interpreter(export_dynamic(fn, torch.randn(2, 4, 3, dtype=dtype)))
    for args in _jacobi_inputs(False, dtype):
        a = args[0]
        if a.shape[-2:] == (6, 6):  # rank 4: a zero column and two equal ones
            a[..., 2] = 0.0
            a[..., 4] = a[..., 1]
        _svd_invariants(a, *it.run(a), full)


@pytest.mark.parametrize("dtype", [torch.float64, torch.complex128], ids=["f64", "c128"])
def test_eigh_loop_form_at_run_time_sizes(dtype):
    from tmlir.interpreter import Interpreter
    torch.manual_seed(0)
    it = Interpreter(export_dynamic(torch.linalg.eigh, _lower_sym(4, dtype, (2,))))
    for (a,) in _jacobi_inputs(True, dtype):
        _eigh_invariants(a, *it.run(a))


def _jacobi_values(a):
    s = a[..., :, :-1]   # tall
    return (torch.linalg.svdvals(a), torch.linalg.eigvalsh(a), torch.linalg.pinv(s), torch.linalg.matrix_rank(s),
            torch.linalg.cond(a), torch.linalg.matrix_norm(s, "nuc"))


def test_jacobi_loop_forms_on_iree_at_run_time_sizes():
    """The Jacobi loop forms of several ops in one program (several loops), compiled once (f32,
    run-time n) and run on IREE at n = 4, 6, 2 against eager."""
    torch.manual_seed(0)
    f = compile_dynamic(_jacobi_values, torch.randn(2, 4, 4))
    for n, batch in ((4, (2,)), (6, (3,)), (2, (1,))):
        check(_jacobi_values, f, torch.randn(*batch, n, n), rtol=1e-3, atol=1e-4)


@pytest.mark.parametrize("dtype", [torch.float32, torch.complex64], ids=["f32", "c64"])
def test_svd_and_eigh_loop_forms_on_iree_at_run_time_sizes(dtype):
    """linalg.svd (full; batched) and linalg.eigh (one matrix: IREE 3.13 failed on its gather of
    the sorted columns, see ``_take_columns``) with a run-time size on IREE at n = 4, 6, 1 (tall,
    wide): their invariants."""
    fn = lambda a, h: (*torch.linalg.svd(a), *torch.linalg.eigh(h))  # noqa: E731
    torch.manual_seed(0)
    f = compile_dynamic(fn, torch.randn(2, 5, 4, dtype=dtype), torch.randn(4, 4, dtype=dtype))
    for m, n, batch in ((5, 4, (2,)), (4, 6, (3,)), (1, 1, (1,))):
        a, h = torch.randn(*batch, m, n, dtype=dtype), torch.randn(n, n, dtype=dtype)
        u, s, vh, w, v = f(a.numpy(), h.numpy())
        _svd_invariants(a, u, s, vh, True)
        _eigh_invariants(h, w, v)
