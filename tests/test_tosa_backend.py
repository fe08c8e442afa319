"""The TOSA backend (convert-torch-to-tosa): small modules through
``tmlir.fx.export_and_import(..., output_type="tosa")`` and IREE (RefBackend), compared with
eager PyTorch, per family; the registry's layout; the clear errors for what TOSA cannot express."""
import ast
import math
import pathlib
import re

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import tmlir
from tmlir.conversion import torch_to_tosa
from tmlir.conversion.torch_to_tosa import LOWERINGS
from tmlir.dialects.torch.generated import op_class

PACKAGE = pathlib.Path(torch_to_tosa.__file__).parent


class Fn(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *xs):
        return self.fn(*xs)


def lower(fn, *args):
    m = fn if isinstance(fn, torch.nn.Module) else Fn(fn)
    return tmlir.fx.export_and_import(m, *args, output_type="tosa")


def run(fn, *args, rtol=1e-5, atol=1e-5):
    """Lower ``fn`` to TOSA, run it with IREE and compare every result with eager PyTorch."""
    from tmlir.backends.refbackend import RefBackend
    module = lower(fn, *args)
    text = module.to_text()
    assert "tosa." in text and "torch." not in text.replace("torch_c", "")
    b = RefBackend()
    f = b.load(b.compile(text))
    got = f.main(*[a.numpy() for a in args])
    m = fn if isinstance(fn, torch.nn.Module) else Fn(fn)
    with torch.no_grad():
        want = m(*args)
    got = got if isinstance(got, tuple) else (got,)
    want = want if isinstance(want, tuple) else (want,)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        w = w.numpy()
        assert g.shape == w.shape, (g.shape, w.shape)
        if w.dtype == np.bool_ or w.dtype.kind in "iu":
            np.testing.assert_array_equal(g.astype(w.dtype), w)
        else:
            np.testing.assert_allclose(g, w, rtol=rtol, atol=atol)
    return text


# --- layout ---------------------------------------------------------------------------------------

def test_every_lowering_names_a_known_op():
    unknown = sorted(n for n in LOWERINGS if op_class(n) is None)
    assert not unknown, f"lowerings registered for unknown ops: {unknown}"


def _sibling_imports(path):
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found.update(a.name for a in node.names)
    return found


def test_family_files_import_only_utils_and_registry():
    allowed = {"utils", "registry"}
    bad = {p.name: sorted(_sibling_imports(p) - allowed) for p in PACKAGE.glob("*.py")
           if p.name != "__init__.py" and _sibling_imports(p) - allowed}
    assert not bad, f"family files importing siblings: {bad}"
    assert _sibling_imports(PACKAGE / "utils.py") == set()


def test_elementwise_inputs_name_schema_arguments():
    from tmlir.dialects.torch.generated import schema_of
    from tmlir.conversion.torch_to_tosa import elementwise  # noqa: F401
    import inspect
    bad = []
    for name, fns in LOWERINGS.items():
        for _, fn in fns:
            cl = inspect.getclosurevars(fn).nonlocals if fn.__closure__ else {}
            for n in cl.get("ins", ()):
                if n not in {a.name for a in schema_of(name).arguments}:
                    bad.append((name, n))
    assert not bad, bad


def test_pipeline_and_output_type():
    from tmlir import pipelines
    assert pipelines.check_output_type("tosa").value == "tosa"
    text = pipelines.lowering_pipeline_text("tosa")
    assert "convert-torch-to-tosa" in text and "torch-verify-tosa-backend-contract" in text
    assert pipelines.default_backend_legal_ops("tosa", None) == pipelines.TOSA_BACKEND_LEGAL_OPS
    assert pipelines.default_backend_legal_ops("tosa", ["aten.softmax.int"]) == ["aten.softmax.int"]
    assert pipelines.default_backend_legal_ops("linalg-on-tensors", None) is None


def test_backend_legal_ops_reach_the_lowering():
    """linear is kept whole for TOSA (no decomposition into transpose + matmul); torch.export
    itself turns flatten into a view."""
    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.l = torch.nn.Linear(6, 3)

        def forward(self, x):
            return self.l(torch.flatten(x, 1))
    m = tmlir.fx.export_and_import(M(), torch.randn(2, 2, 3), output_type="torch",
                                   backend_legal_ops=list(tmlir.pipelines.TOSA_BACKEND_LEGAL_OPS))
    text = m.to_text()
    assert "torch.aten.linear" in text and "torch.aten.matmul" not in text
    run(M(), torch.randn(2, 2, 3))


# --- families ---------------------------------------------------------------------------------------

def test_elementwise_arith_promotion_and_broadcast():
    x, y = torch.randn(3, 4), torch.randn(4)
    run(lambda a, b: (a + 2 * b - 1.5, a * b / (b.abs() + 1), torch.maximum(a, b), -a), x, y)


def test_elementwise_int_and_casts():
    a = torch.randint(-20, 20, (3, 4))
    b = torch.randint(1, 7, (3, 4), dtype=torch.int32)
    run(lambda a, b: (a + b, a * 3, a // b, a % b, a.to(torch.int16).to(torch.int64), (a * 7.3).to(torch.uint8), torch.div(a, b, rounding_mode="trunc"), a.float() * 0.5,
                      (a.float() * 0.37).to(torch.int64), a.to(torch.int8), a > 0), a, b)


def test_bool_to_number_is_one_also_when_iree_folds_the_bool():
    """bool -> float/int is a ``tosa.select`` of 1 and 0: IREE 3.13 folded ``tosa.cast`` of a
    constant-folded i1 (``argmax`` of one element == 0) to -1.0, so det of a 1x1 matrix had the
    wrong sign (OpInfo linalg.det f32)."""
    text = run(lambda a: (torch.linalg.det(a), (a.argmax(-1) == 0).float(), (a.argmax(-1) == 0).int(),
                          (a > 0).half()), torch.tensor([[-1.5]]))
    assert not re.search(r"tosa.cast .*\(tensor<[0-9x]*xi1>\)", text)
    run(lambda a: ((a > 0).to(torch.float16) + 1, (a > 0).to(torch.int64) * 3, (a < 0).to(torch.bfloat16).float()),
        torch.randn(3, 4))


def test_tan_near_its_poles_as_eager_f32():
    """TOSA 1.0 has no tan: sin(x)/cos(x), as eager's f32 tan next to the poles once sin and cos are
    right (on IREE: iree-tosa-precise-f32-sin-cos; IREE's own f32 sin/cos made it miss eager by up
    to 1.75 there, OpInfo tan f32, 21 of 400 elements)."""
    x = torch.cat([torch.linspace(-20, 20, 2001), torch.tensor([1.5707963, -1.5707963, 4.712389, 1.5707, 0.0, 1e-30])])
    run(torch.tan, x, rtol=1.3e-6, atol=1e-5)


def test_elementwise_float_floor_divide_is_exact_at_integral_quotients():
    a = torch.tensor([6.0, -6.0, 7.5, 0.9, -0.3, 1.0])
    b = torch.tensor([0.3, 0.3, 2.5, 0.3, 0.1, -0.5])
    run(lambda a, b: (torch.floor_divide(a, b), torch.remainder(a, b)), a, b)


def test_elementwise_math_and_activations():
    x = torch.randn(4, 5) * 2
    run(lambda x: (torch.exp(x), torch.tanh(x), torch.sigmoid(x), F.gelu(x), F.silu(x), torch.relu(x),
                   F.leaky_relu(x, 0.1), torch.clamp(x, -1, 1), torch.atan(x), torch.round(x * 2),
                   torch.trunc(x), torch.sqrt(x.abs()), torch.log1p(x.abs()), F.hardswish(x), torch.sign(x)),
        x, rtol=2e-5, atol=2e-6)


def test_elementwise_where_comparisons_logical():
    x, y = torch.randn(3, 4), torch.randn(3, 4)
    run(lambda x, y: (torch.where(x > y, x, y), x <= y, (x > 0) & (y > 0), torch.logical_xor(x > 0, y < 0),
                      x.masked_fill(y > 0, 2.0), torch.isnan(x)), x, y)


def test_elementwise_uint8_and_bool():
    a = torch.randint(0, 255, (3, 4), dtype=torch.uint8)
    m = torch.rand(3, 4) > 0.5
    run(lambda a, m: (a.to(torch.int32) + 1, a.float() * 2, m + m, m.to(torch.float32)), a, m)


def test_i64_to_float_keeps_large_and_negative_values():
    a = torch.tensor([-10, -1, 0, 3, 2 ** 40 + 7, -(2 ** 33)], dtype=torch.int64)
    run(lambda a: a.to(torch.float32), a)


def test_float_to_i64_beyond_i32():
    x = torch.tensor([-7.9, 0.5, 3.99, 2.0 ** 40 + 2.0 ** 20, -(2.0 ** 33) - 512, 123456789.0, -2.0 ** 31])
    run(lambda x: x.to(torch.int64), x)


def test_creation_and_data_movement():
    x = torch.randn(2, 3, 4)
    run(lambda x: (x.view(6, 4), x.permute(2, 0, 1), x.transpose(0, 1), x[:, 1:3, ::2], x.select(1, -1),
                   torch.cat([x, x * 2], 1), torch.stack([x, x], 0), x[:, :1].expand(2, 5, 4), x.repeat(1, 2, 1),
                   torch.flip(x, [2]), F.pad(x, (1, 2, -1, 0), value=3.0), torch.zeros(2, 2) + torch.arange(2),
                   x.unsqueeze(1).squeeze(1).flatten(1)), x)


def test_half_item_widens_with_a_tosa_cast():
    """item() of an f16/bf16 element: widened to f32 by tosa.cast before the extract (IREE's host VM
    has no 16-bit float arithmetic); no op of another backend (linalg's lowering uses a generic)."""
    for dt in (torch.float16, torch.bfloat16):
        x = torch.tensor([1.5, -2.25, 3.125])
        text = run(lambda x: torch.full((2,), (x.to(dt) * 3)[1].item()), x)
        assert "tosa.cast" in text and "linalg." not in text


def test_bool_item_has_no_range_checks_left():
    """bool_tensor.item(): torch.export makes an int u = (1 if b else 0) of it and checks 0 <= u <= 1;
    the If is Int.bool and the checks fold (TOSA has no asserts), so the item is a tensor.extract."""
    from tmlir.backends.refbackend import RefBackend
    text = lower(lambda x: x.item(), torch.tensor(True)).to_text()
    assert "tensor.extract" in text and "torch." not in text
    b = RefBackend()
    f = b.load(b.compile(text))
    assert bool(f.main(np.array(True))) is True and bool(f.main(np.array(False))) is False


def test_splits_triangles_roll():
    x = torch.randn(4, 6)
    run(lambda x: (*torch.split(x, [2, 4], 1), *torch.chunk(x, 2, 0), *torch.unbind(x[:2], 0), torch.triu(x, 1),
                   torch.tril(x), torch.roll(x, 2, 1), torch.roll(x, -1)), x)


def test_reductions():
    x = torch.randn(3, 4, 5)
    i = torch.randint(-5, 5, (3, 4))
    run(lambda x, i: (x.sum(1), x.mean((0, 2), keepdim=True), x.amax(2), x.max(1)[0], x.max(1)[1], x.argmin(2),
                      x.prod(2), x.var(1), x.std(2, correction=0), (x > 0).any(1), (x > -3).all(), i.sum(1),
                      torch.logsumexp(x, 2), x.argmax(), torch.linalg.vector_norm(x, 2, 1),
                      torch.linalg.vector_norm(x, float("inf")), torch.linalg.vector_norm(x, 3, (0, 2)),
                      torch.cumsum(x, 1), torch.cumsum(i, 0), torch.diagonal(x, 1, 0, 2), torch.diagonal(x, -1, 1, 2)),
        x, i, rtol=1e-4, atol=1e-5)


def test_integer_prod_multiplies_halves():
    """tosa.reduce_product is float only: integer products multiply halves padded with ones (odd,
    power-of-two and size-1 dims; int64 wrap-around; bool and uint8 widen to int64)."""
    i = torch.randint(-9, 9, (5, 4, 3))
    big = torch.tensor([[2 ** 40, 2 ** 30, 3], [7, -1, 2 ** 62]], dtype=torch.int64)
    u = torch.randint(0, 255, (3, 5), dtype=torch.uint8)
    text = run(lambda i, big, u: (i.prod(), i.prod(0), i.prod(1, keepdim=True), i.to(torch.int32).prod(2),
                                  i[:, :1].prod(1), big.prod(1), big.prod(), u.prod(0),
                                  (i > 0).prod(2), i.to(torch.int8).prod(0)), i, big, u)
    assert "reduce_product" not in text


def test_integer_pow_of_a_tensor_exponent():
    """TOSA's pow is float only: integer x ** y squares and multiplies over y's bits (wrapping in
    int64, and in int8 after the i32 computation), negative y as PyTorch's integer kernel."""
    x = torch.tensor([1, -1, -1, 2, 0, 3, -2, 3, 7, -5, 0, 2], dtype=torch.int64)
    y = torch.tensor([-3, -3, -2, -1, -1, -2, -5, 45, 0, 3, 0, 62], dtype=torch.int64)
    run(lambda x, y: (torch.pow(x, y), torch.pow(x.to(torch.int8), y.abs().to(torch.int8)),
                      torch.pow(x.to(torch.int32), y.abs().to(torch.int32)),
                      torch.pow(x.abs().to(torch.uint8), y.abs().to(torch.uint8))), x, y)


def test_isreal_of_real_tensors_is_true():
    x = torch.tensor([[1.5, float("nan")], [float("inf"), -0.0]])
    text = run(lambda x, i: (torch.isreal(x), torch.isreal(i), torch.isreal(x.half())), x, torch.tensor([3, -1, 0]))
    assert "tosa.const" in text


def test_long_float_sums_are_blocked():
    """f32 sums over millions of elements add blocks first (TOSA has no f64 accumulator)."""
    x = torch.rand(2, 1_500_000) * 2 + 99
    run(lambda x: (x.sum(1), x.mean(), *torch.var_mean(x, 1)), x, rtol=1e-5, atol=1e-5)


def test_max_of_only_infinities_is_infinite():
    """The output is plain tosa.reduce_max/reduce_min (TOSA's max of only -inf is -inf); IREE's
    start at -/+FLT_MAX, which the RefBackend's iree-tosa-max-min-infinities corrects."""
    x = torch.tensor([[-float("inf")] * 3, [1.0, -float("inf"), 2.0], [float("inf")] * 3])
    text = run(lambda x: (x.amax(1), x.amin(1), x.max(1)[0]), x)
    assert "tosa.reduce_all" not in text and "tosa.select" not in text


def test_linear_family():
    a, b = torch.randn(2, 3, 4), torch.randn(4, 5)
    v, m, bias = torch.randn(4), torch.randn(5, 4), torch.randn(5)
    run(lambda a, b, v, m, bias: (a @ b, torch.matmul(v, b), torch.matmul(a, v), torch.mm(m, b[:, :4]),
                                  F.linear(a, m, bias), torch.addmm(bias, m, b, beta=0.5, alpha=2.0),
                                  torch.bmm(a, a.transpose(1, 2))),
        a, b, v, m, bias, rtol=1e-4, atol=1e-5)


def test_convolution_variants():
    x = torch.randn(2, 4, 9, 9)
    conv = torch.nn.Conv2d(4, 6, 3, stride=2, padding=1)
    grouped = torch.nn.Conv2d(4, 6, 3, padding=1, groups=2, bias=False)
    depthwise = torch.nn.Conv2d(4, 8, 3, padding=1, groups=4)
    dilated = torch.nn.Conv2d(4, 2, 3, dilation=2)
    transposed = torch.nn.ConvTranspose2d(4, 3, 3, stride=2, padding=1, output_padding=1)

    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.a, self.b, self.c, self.d, self.e = conv, grouped, depthwise, dilated, transposed
            self.c1 = torch.nn.Conv1d(4, 3, 2)
            self.tail = torch.nn.Conv2d(4, 2, 3, stride=2, padding=1)           # 8 + 2 - 3 leaves 1
            self.same = torch.nn.Conv2d(4, 2, 4, padding="same")               # asymmetric padding
            self.tpad = torch.nn.ConvTranspose2d(4, 2, 3, stride=2, padding=3)  # padding >= kernel

        def forward(self, x):
            return (self.a(x), self.b(x), self.c(x), self.d(x), self.e(x), self.c1(x[:, :, 0]),
                    self.tail(x[:, :, :8, :8]), self.same(x), self.tpad(x))
    run(M(), x, rtol=1e-4, atol=1e-4)


def test_batchless_conv_and_empty_results():
    w = torch.randn(2, 3, 3, 3)
    run(lambda x, w: (F.conv2d(x, w, padding=1), torch.exp(x[:, :0]), x[:0] + 1), torch.randn(3, 5, 5), w,
        rtol=1e-4, atol=1e-4)


def test_conv3d():
    run(torch.nn.Conv3d(2, 3, 2, padding=1), torch.randn(1, 2, 4, 4, 4), rtol=1e-4, atol=1e-4)


def test_transposed_convolution_as_convolution():
    """Dilated and 3-d transposed convolutions (tosa.transpose_conv2d has neither): a convolution of
    the zero-stuffed input with the flipped kernel; large padding crops, groups swap I/O per group."""
    x2, x3 = torch.randn(2, 4, 6, 5), torch.randn(1, 4, 3, 4, 3)
    m2 = torch.nn.ConvTranspose2d(4, 6, 3, stride=(2, 3), padding=(1, 4), output_padding=(1, 2), dilation=(2, 3),
                                  groups=2)
    m1 = torch.nn.ConvTranspose1d(4, 2, 3, stride=2, padding=2, dilation=2, bias=False)
    m3 = torch.nn.ConvTranspose3d(4, 2, (2, 3, 2), stride=(1, 2, 2), padding=(0, 1, 1), output_padding=(0, 1, 0))
    g3 = torch.nn.Conv3d(4, 6, 2, groups=2, padding=1)
    run(lambda a, b: (m2(a), m1(a[:, :, 0]), m3(b), g3(b)), x2, x3, rtol=1e-4, atol=1e-4)


def test_pooling():
    x = torch.randn(2, 3, 9, 9)
    run(lambda x: (F.max_pool2d(x, 3, 2, 1), F.max_pool2d(x, 2, ceil_mode=True), F.max_pool2d(x, 2),
                   F.avg_pool2d(x, 2), F.avg_pool2d(x, 2, 2, 1), F.avg_pool2d(x, 3, 2, 1),
                   F.avg_pool2d(x, 3, 2, 1, count_include_pad=False), F.avg_pool2d(x, 2, ceil_mode=True),
                   F.adaptive_avg_pool2d(x[:, :, :8, :8], 2), F.max_pool1d(x[:, :, 0], 2),
                   F.adaptive_max_pool2d(x[:, :, :8, :8], 4), F.pad(x, (2, 1, 1, 2), mode="reflect"),
                   F.pad(x, (2, 1, 1, 2), mode="replicate"), F.pad(x, (2, 1, 1, 2), mode="circular"),
                   F.max_pool2d(x[0], 2), F.avg_pool1d(x[0, 0], 3), F.max_pool2d(x[:, :, :8, :8], 3, 2, 1),
                   F.avg_pool2d(x[:, :, :8, :8], 3, 2, 1)), x, rtol=1e-5, atol=1e-5)


def test_normalization_and_softmax():
    x = torch.randn(2, 4, 5, 5)
    bn = torch.nn.BatchNorm2d(4).eval()
    bn.running_mean.uniform_(-1, 1)
    bn.running_var.uniform_(0.5, 2)
    ln = torch.nn.LayerNorm([5, 5])
    gn = torch.nn.GroupNorm(2, 4)

    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.bn, self.ln, self.gn = bn, ln, gn

        def forward(self, x):
            return (self.bn(x), self.ln(x), self.gn(x), F.softmax(x, 1), F.log_softmax(x, -1),
                    F.instance_norm(x, eps=1e-3))
    run(M(), x, rtol=1e-4, atol=1e-5)


def test_indexing():
    w = torch.randn(10, 3)
    idx = torch.tensor([[1, 0, 9], [4, 4, 2]])
    x = torch.randn(4, 5)
    g = torch.randint(0, 4, (4, 2))         # valid along both dims of x (4 x 5)
    run(lambda w, idx, x, g: (F.embedding(idx, w), torch.index_select(x, 1, g[:, 0]), torch.gather(x, 1, g),
                              x[g[:, 1] - 2], x[g[:, 0], g[:, 1:]]), w, idx, x, g)


def test_scatters():
    x = torch.randn(4, 5)
    src = torch.randn(4, 5)
    i = torch.tensor([[1, 0, 3, 2, 4], [0, 2, 1, 4, 3]])
    rows = torch.tensor([2, 0, 2])

    def f(x, src, i, rows):
        a = x.scatter(1, i, src[:2])
        b = x.scatter(0, i[:, :4] % 4, 1.5)
        c = x.scatter_add(1, i, src)
        d = x.index_put((rows,), src[:3], accumulate=True)
        e = x.index_put((rows[:2], rows[1:]), torch.tensor(7.0))
        g = torch.slice_scatter(x, src[:, :2], 1, 1, 5, 2)
        h = torch.select_scatter(x, src[0], 0, -1)
        k = x.index_add(0, rows, src[:3])
        return a, b, c, d, e, g, h, k
    run(f, x, src, i, rows)


def test_integer_scatter_reduce_prod_multiplies_halves():
    """scatter_reduce(prod) of integers and bools: the updates aimed at each target multiply by the
    halving product (tosa.reduce_product is float only), int8 wrapping as PyTorch's, with and
    without the target itself."""
    x = torch.randint(-9, 9, (3, 5))
    src = torch.randint(-9, 9, (4, 5))
    i = torch.tensor([[0, 1, 2, 0, 1], [0, 0, 2, 1, 1], [2, 1, 0, 0, 1], [0, 1, 0, 0, 1]])

    def f(x, src, i):
        return (x.scatter_reduce(0, i, src, "prod"), x.scatter_reduce(0, i, src, "prod", include_self=False),
                x.to(torch.int32).scatter_reduce(0, i, src.to(torch.int32), "prod"),
                (x * 7).to(torch.int8).scatter_reduce(0, i, (src * 5).to(torch.int8), "prod"),
                x.abs().to(torch.uint8).scatter_reduce(0, i, (src.abs() * 9).to(torch.uint8), "prod"),
                (x > 0).scatter_reduce(0, i, src > -3, "prod"))
    text = run(f, x, src, i)
    assert "reduce_product" not in text


def test_f32_forms_of_f64_decompositions():
    """TOSA has no f64: the decompositions compute in the program's precision (f32 here): Bessel functions reduce their phase by pi/2 in five f32
    parts (exact products for |x| < 2^24 pi/2), matrix_exp squares in f32, the real FFTs multiply by
    f32 DFT matrices; all as eager's f32, and no f64 anywhere."""
    x = torch.cat([torch.linspace(0.01, 40.0, 97), torch.tensor([7.9, 8.0, 8.1, 1e3, 31415.9265, 2.5e4, 1.5707964,
                                                                   -3.0, -50.0, 0.0, -0.3, -2.71, -7.77, -123.4])])
    text = run(lambda x: (torch.special.bessel_j0(x), torch.special.bessel_j1(x), torch.special.bessel_y0(x),
                          torch.special.bessel_y1(x), torch.special.spherical_bessel_j0(x)), x, rtol=1e-5, atol=1e-5)
    assert "f64" not in text
    # trigamma at the poles: PyTorch's f32 residue of fl(pi x) (reduced by the f32 parts of pi, also
    # for negative x); polygamma of orders 1..3 and zeta through the f32 zeta
    p = torch.tensor([-7.0, -3.0, -1.0, -100.0, -2.5, -0.7, 0.3, 1.0, 4.5, 17.0])
    run(lambda p: (torch.polygamma(1, p), torch.polygamma(2, p[4:]), torch.polygamma(3, p[4:]),
                   torch.special.zeta(p[6:] + 1.5, p[6:])), p, rtol=1e-5, atol=1e-5)
    a = torch.randn(3, 5, 5)
    c = torch.randn(3, 4, 5)
    text = run(lambda a, c: (torch.linalg.matrix_exp(a),
                             torch.fft.irfft(c, 7), torch.fft.hfft2(c), torch.fft.irfftn(c, norm="ortho")),
               a, c, rtol=1e-4, atol=1e-5)
    assert "f64" not in text


def test_small_mlp_model():
    model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4),
                                torch.nn.Softmax(-1))
    run(model, torch.randn(3, 8), rtol=1e-4, atol=1e-6)


# --- what TOSA cannot express -----------------------------------------------------------------------

def test_f64_program_is_one_located_error_naming_op_and_dtype():
    """TOSA 1.0 has no 64-bit float types: an f64 tensor anywhere is one error at the first op that
    has one (whichever lowering would run), naming the op, the value, its type and the line."""
    from tmlir.ir.passmanager import PassError
    with pytest.raises(PassError) as e:
        lower(lambda x: torch.sin(x), torch.randn(3, dtype=torch.float64))
    msg = str(e.value)
    assert ("'torch.aten.sin' has an f64 tensor (operand 0: !torch.vtensor<[3],f64>): TOSA 1.0 has no 64-bit "
            "float types") in msg, msg
    assert re.search(r"test_tosa_backend.py:\d+", msg), msg
    # an f32 program that widens to f64: the op that makes the f64 tensor is named (result 0)
    with pytest.raises(PassError) as e:
        lower(lambda x: (x.double() * 2).float(), torch.randn(3))
    msg = str(e.value)
    assert re.search(r"'torch\.[a-z_.]+' has an f64 tensor \(result 0: !torch.vtensor<\[3\],f64>\): TOSA 1.0 has "
                     r"no 64-bit float types", msg), msg
    assert "test_tosa_backend.py" in msg


def test_complex_program_is_one_located_error_unless_the_emulation_is_opted_in():
    from tmlir.ir.passmanager import PassError
    z = torch.complex(torch.randn(3), torch.randn(3))
    with pytest.raises(PassError) as e:
        lower(lambda z: z * z, z)
    msg = str(e.value)
    assert ("'torch.aten.mul.Tensor' has a complex tensor (operand 0: !torch.vtensor<[3],complex<f32>>): TOSA 1.0 "
            "has no complex types; opt in to the complex emulation with tosa_emulation=(\"complex\",)") in msg, msg
    assert "test_tosa_backend.py" in msg
    text = tmlir.fx.export_and_import(Fn(lambda z: z * z), z, output_type="tosa",
                                      tosa_emulation=("complex",)).to_text()
    assert "tmlir.complex_as_real" in text and "complex<" not in text


def test_pipeline_builder_and_its_pass_options():
    from tmlir import pipelines
    assert pipelines.tosa_backend_pipeline() == pipelines.TOSA_BACKEND_PIPELINE
    assert "torch-complex-to-real" not in pipelines.TOSA_BACKEND_PIPELINE
    assert "torch-decompose-complex-ops" not in pipelines.TOSA_BACKEND_PIPELINE
    assert "f64" not in pipelines.TOSA_BACKEND_PIPELINE
    text = pipelines.tosa_backend_pipeline(("complex",))
    assert text.startswith("builtin.module(torch-complex-to-real,func.func(torch-decompose-complex-ops{legal-ops="
                           "aten.flatten.using_ints,aten.native_layer_norm,aten.linear}),")
    assert "legal-ops=aten.softmax.int}" in pipelines.tosa_backend_pipeline(("complex",), ["aten.softmax.int"])
    assert pipelines.lowering_pipeline_text("tosa", ("complex",)) == text
    with pytest.raises(ValueError, match="unknown TOSA emulation 'f64' \\(known: complex\\)"):
        pipelines.tosa_backend_pipeline(("f64",))
    from tmlir.ir import parse_module
    from tmlir.ir.passmanager import PassManager, PassError
    src = """func.func @f(%a: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[3],complex<f32>> {
      %0 = torch.aten.neg %a : !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[3],complex<f32>>
      return %0 : !torch.vtensor<[3],complex<f32>>
    }"""
    m = parse_module(src)
    PassManager.parse("builtin.module(torch-backend-to-tosa-backend-pipeline{emulation=complex})").run(m)
    assert "tosa.negate" in m.to_text() and "tmlir.complex_as_real" in m.to_text()
    with pytest.raises(PassError, match="'torch.aten.neg' has a complex tensor"):
        PassManager.parse("builtin.module(torch-backend-to-tosa-backend-pipeline)").run(parse_module(src))
    with pytest.raises(PassError, match="unknown TOSA emulation 'bits'"):
        PassManager.parse("builtin.module(torch-backend-to-tosa-backend-pipeline{emulation=bits})").run(parse_module(src))


def _spy(monkeypatch, name):
    """Record each call of the TOSA lowerings of ``name`` (the list it returns)."""
    calls = []

    def wrap(fn):
        def spy(op, operands, rw):
            calls.append(op.name)
            return fn(op, operands, rw)
        return spy
    monkeypatch.setitem(LOWERINGS, name, [(b, wrap(f)) for b, f in LOWERINGS[name]])
    return calls


@pytest.mark.parametrize("emulation", [(), ("complex",)])
def test_default_legal_ops_reach_their_tosa_lowerings(monkeypatch, emulation):
    """linear and native_layer_norm (TOSA_BACKEND_LEGAL_OPS) are kept by the contract and lowered by
    TOSA's own lowerings, also when the complex emulation runs its decompositions: nothing
    decomposes them first (a decomposed linear never reaches the spied lowering)."""
    linear = _spy(monkeypatch, "torch.aten.linear")
    norm = _spy(monkeypatch, "torch.aten.native_layer_norm")
    x, w, b = torch.randn(3, 4), torch.randn(5, 4), torch.randn(5)
    z = torch.complex(torch.randn(2), torch.randn(2))

    def g(x, w, b):
        return F.linear(x, w, b), torch.ops.aten.native_layer_norm(x, [4], None, None, 1e-5)[0]
    if emulation:
        text = tmlir.fx.export_and_import(Fn(lambda x, w, b, z: (*g(x, w, b), z * 2)), x, w, b, z, output_type="tosa",
                                          tosa_emulation=emulation).to_text()
    else:
        text = run(g, x, w, b, rtol=1e-5, atol=1e-5)
    assert "torch.aten.linear" in linear and "torch.aten.native_layer_norm" in norm
    assert "tosa.matmul" in text and "tosa.rsqrt" in text


def test_layer_norm_module_reaches_tosas_native_layer_norm_lowering(monkeypatch):
    """nn.LayerNorm exports as aten.layer_norm, which decomposes to native_layer_norm (as in
    Torch-MLIR), so TOSA's own lowering of it runs, also on a half input, with eager's values."""
    norm = _spy(monkeypatch, "torch.aten.native_layer_norm")
    ln = torch.nn.LayerNorm([6], elementwise_affine=True)
    with torch.no_grad():
        ln.weight.copy_(torch.randn(6))
        ln.bias.copy_(torch.randn(6))
    text = run(lambda x: ln(x), torch.randn(2, 3, 6), rtol=1e-5, atol=1e-5)
    assert set(norm) == {"torch.aten.native_layer_norm"} and "tosa.rsqrt" in text
    norm.clear()
    run(lambda x: F.layer_norm(x, [3, 6]), torch.randn(2, 3, 6).half(), rtol=1e-2, atol=1e-2)
    assert set(norm) == {"torch.aten.native_layer_norm"}


@pytest.mark.parametrize("emulation", [(), ("complex",)])
def test_users_backend_legal_ops_reach_convert_torch_to_tosa(monkeypatch, emulation):
    """A user's backend_legal_ops (softmax.int, which TOSA lowers itself) survive the contract and,
    with the complex emulation, its decompositions: TOSA's softmax lowering runs."""
    calls = _spy(monkeypatch, "torch.aten.softmax.int")
    z = torch.complex(torch.randn(2), torch.randn(2))
    x = torch.randn(3, 4)
    fn, args = (lambda x, z: (torch.softmax(x, -1), z * 2), (x, z)) if emulation else (lambda x: torch.softmax(x, -1), (x,))
    out = tmlir.fx.export_and_import(Fn(fn), *args, output_type="tosa", backend_legal_ops=["aten.softmax.int"],
                                     tosa_emulation=emulation)
    assert calls and set(calls) == {"torch.aten.softmax.int"}
    assert "tosa.reduce_max" in out.to_text() and "tosa.exp" in out.to_text()
    if not emulation:
        from tmlir.backends.refbackend import RefBackend
        be = RefBackend()
        got = be.load(be.compile(out.to_text())).main(x.numpy())
        np.testing.assert_allclose(got, torch.softmax(x, -1).numpy(), rtol=1e-6, atol=1e-7)


def test_dynamic_shape_checks_are_a_clear_error():
    from tmlir.transforms.lower_to_backend_contract import BackendContractError
    d = torch.export.Dim.DYNAMIC
    x, y = torch.randn(3, 4), torch.randn(3, 4)
    class Add(torch.nn.Module):
        def forward(self, x, y):
            return x + y
    m = Add()
    with pytest.raises(BackendContractError) as e:
        tmlir.fx.export_and_import(m, x, y, output_type="tosa", dynamic_shapes=({0: d}, {0: d}))
    assert "TOSA has no control flow" in str(e.value)


def test_empty_operand_with_a_nonempty_result_is_a_clear_error():
    from tmlir.transforms.lower_to_backend_contract import BackendContractError
    with pytest.raises(BackendContractError) as e:
        lower(lambda x: x.var(0), torch.randn(0, 3))   # (a sum over the empty dim is 0: lowered)
    assert "torch.aten.var.correction" in str(e.value) and "zero-size" in str(e.value)


def test_nonzero_is_a_clear_error_naming_op_and_line():
    from tmlir.transforms.lower_to_backend_contract import BackendContractError
    with pytest.raises(BackendContractError) as e:
        lower(lambda x: torch.nonzero(x), torch.randn(3, 4))
    msg = str(e.value)
    assert re.search(r"test_tosa_backend.py:\d+:\d+: 'torch.aten.nonzero' \(its lowering did not apply: the result "
                     r"has one row per nonzero element \(a data-dependent result shape\)", msg), msg
    assert "not lowered to tosa" in msg


def test_empty_literals_are_empty_tensors():
    """A folded constant with a zero-size dim (tril_indices/triu_indices of nothing) is a
    tensor.empty: IREE rejects a tosa.const with a zero-size dim."""
    text = run(lambda x: (torch.tril_indices(3, 3, -5), torch.triu_indices(0, 0), x + 1), torch.randn(3, 4))
    assert "tensor.empty() : tensor<2x0xi64>" in text


def test_reductions_and_products_over_nothing_are_their_identity():
    """A sum/mean/prod over an empty dim and a matmul contracting an empty dim have non-empty
    results: 0, NaN, 1 and zeros, as eager (matrix_rank of a 0x0 matrix, pinv of a rank-0 product)."""
    x = torch.randn(3, 0)
    text = run(lambda x, b: (x.sum(1), x.mean(1), x.prod(1), x @ x.t(), torch.mm(x, torch.randn(0, 2)), b.sum(),
                             b.sum(0, keepdim=True), x.to(torch.int32).sum(1)), x, torch.zeros(0, dtype=torch.bool))
    assert "tosa.matmul" not in text and "reduce_sum" not in text


def test_select_with_two_dynamic_result_dims_is_refused_before_rewriting():
    """A select whose result keeps two run-time dims (tosa.reshape infers one) is refused by the
    pattern before it builds anything: the contract names the op, not a rewrite that half-happened."""
    from tmlir.transforms.lower_to_backend_contract import BackendContractError
    d = torch.export.Dim.DYNAMIC

    class Sel(torch.nn.Module):
        def forward(self, x):
            return x.select(2, 1)
    with pytest.raises(BackendContractError) as e:
        tmlir.fx.export_and_import(Sel(), torch.randn(3, 4, 2), output_type="tosa", dynamic_shapes=({0: d, 1: d},),
                                   guards=False)
    msg = str(e.value)
    assert "torch.aten.select.int" in msg and "more than one dynamic dim" in msg, msg


def test_half_add_sub_take_a_python_scalar_in_the_half_dtype():
    """f16/bf16 add/sub/rsub with a Python scalar: PyTorch wraps the scalar in the half dtype (mul keeps
    it in f32); bit-exact with eager."""
    for dt in (torch.float16, torch.bfloat16):
        x = (torch.rand(64) * 20 - 10).to(dt)
        module = Fn(lambda a: (a + 8.396163642458497, 1.7 - a, a - 0.3, a * 8.396163642458497))
        text = lower(module, x).to_text()
        from tmlir.backends.refbackend import RefBackend
        b = RefBackend()
        got = b.load(b.compile(text)).main(x)
        want = module(x)
        for g, w in zip(got, want):
            assert torch.equal(torch.from_numpy(np.asarray(g).view(np.uint16)).view(dt), w)


def test_atan2_special_values():
    """C's atan2 on signed zeros, infinities and NaN (also through asin/acos)."""
    inf, nan = float("inf"), float("nan")
    ys = torch.tensor([0.0, -0.0, 0.0, -0.0, 1.0, -1.0, inf, -inf, inf, -inf, inf, 2.0, -2.0, 2.0, nan, 0.0, -3.0])
    xs = torch.tensor([0.0, 0.0, -0.0, -0.0, 0.0, -0.0, 1.0, -1.0, inf, inf, -inf, inf, -inf, -inf, 1.0, nan, -0.5])
    run(lambda y, x: torch.atan2(y, x), ys, xs, rtol=1e-6, atol=0)
    from tmlir.backends.refbackend import RefBackend
    be = RefBackend()
    out = be.load(be.compile(lower(lambda y, x: torch.atan2(y, x), ys, xs).to_text())).main(ys.numpy(), xs.numpy())
    want = torch.atan2(ys, xs).numpy()
    # NaN where eager has NaN; the sign of a NaN is not specified by IEEE 754 (eager's vector
    # kernel returns -NaN), so sign bits are compared on the numbers
    np.testing.assert_array_equal(np.isnan(out), np.isnan(want))
    num = ~np.isnan(want)
    np.testing.assert_array_equal(np.signbit(out[num]), np.signbit(want[num]))
    run(lambda x: (torch.asin(x), torch.acos(x)), torch.tensor([-0.0, 0.0, 1.0, -1.0, 0.5, -0.7, 2.0]), rtol=1e-6,
        atol=1e-7)


def test_pow_special_values():
    """C's pow where exp(y log x) is undefined: 1^nan, (-1)^inf, x^0, signed zeros and negative
    infinities with odd and non-integral exponents."""
    inf, nan = float("inf"), float("nan")
    x = torch.tensor([-2.0, -2.0, -1.5, -1.0, -1.0, 0.0, -0.0, 0.0, -0.0, nan, 1.0, -inf, -inf, 0.5, 2.0, -3.0, -0.0])
    y = torch.tensor([2.0, 3.0, 0.5, inf, -inf, 0.0, 3.0, -1.0, -1.0, 0.0, nan, 3.0, 0.5, inf, -inf, -3.0, 0.5])
    run(lambda x, y: x ** y, x, y, rtol=1e-6, atol=0)
    from tmlir.backends.refbackend import RefBackend
    be = RefBackend()
    out = be.load(be.compile(lower(lambda x, y: x ** y, x, y).to_text())).main(x.numpy(), y.numpy())
    want = (x ** y).numpy()
    num = ~np.isnan(want)
    np.testing.assert_array_equal(np.signbit(out[num]), np.signbit(want[num]))


def test_index_tensors_on_dims_apart():
    """x[i, :, j] and its index_put: PyTorch puts the broadcast index dims first."""
    x = torch.randn(5, 3, 4)
    i, j = torch.tensor([4, 0, 1]), torch.tensor([[1], [2]])
    def put(x, v, acc):
        y = x.clone()
        if acc:
            y[i, :, j] += v
        else:
            y[i, :, j] = v
        return y
    run(lambda x: (x[i, :, j], put(x, 7.0, False), put(x, torch.arange(18.0).reshape(2, 3, 3), True)), x)


def test_any_all_over_an_empty_dim():
    run(lambda x: (x.all(0), x.any(0), x.to(torch.uint8).all(0)), torch.zeros(0, 3, dtype=torch.bool))


def test_sin_cos_are_tosa_sin_cos_and_match_eager():
    """f32 sin/cos lower to TOSA 1.0's tosa.sin/tosa.cos (nothing else); run on IREE (whose f32
    range reduction the RefBackend's iree-tosa-precise-f32-sin-cos fixes) they are within about an
    f32 ulp of eager's up to |x| = 8e6, with relative digits near 0."""
    x = torch.cat([torch.tensor([0.0, -0.0, 7e-4, -7e-4, 1e-30, 1.5707964, 3.1415927, 1e4, -12345.678, 7.9e6,
                                 float("inf"), float("nan")]), torch.linspace(-1e5, 1e5, 2001)])
    text = lower(lambda x: (torch.sin(x), torch.cos(x)), x).to_text()
    body = [ln.split("=", 1)[1].split()[0] for ln in text.splitlines() if " = " in ln]
    assert body == ["tosa.sin", "tosa.cos"], body
    assert re.search(r"tosa\.sin %arg0 : \(tensor<2013xf32>\) -> tensor<2013xf32>", text), text
    from tmlir.backends.refbackend import RefBackend
    be = RefBackend()
    s, c = be.load(be.compile(text)).main(x.numpy())
    np.testing.assert_allclose(s, torch.sin(x).numpy(), rtol=1e-6, atol=2e-7)
    np.testing.assert_allclose(c, torch.cos(x).numpy(), rtol=1e-6, atol=2e-7)
    # half types compute in f32, as PyTorch's CPU kernels do
    h = torch.linspace(-10, 10, 41).half()
    text = run(lambda h: (torch.sin(h), torch.cos(h)), h, rtol=1e-3, atol=1e-3)
    assert "tosa.sin" in text and "tosa.cos" in text and "xf32>) -> tensor<41xf32>" in text


def test_run_time_checks_are_cf_asserts_that_raise():
    """A check of a run-time value (cholesky's positive definiteness, from its decomposition) stays
    a check: ``cf.assert`` beside the TOSA ops, holding where PyTorch's does and raising where it raises."""
    from tmlir.backends.refbackend import RefBackend
    a = torch.randn(3, 3)
    spd = a @ a.T + 3 * torch.eye(3)
    text = run(torch.linalg.cholesky, spd, rtol=1e-4, atol=1e-4)
    assert "cf.assert" in text and "torch." not in text.replace("torch_c", "")
    b = RefBackend()
    g = b.load(b.compile(text))
    with pytest.raises(Exception, match="positive-definite"):
        g.main((-spd).numpy())
    with pytest.raises(torch.linalg.LinAlgError):
        torch.linalg.cholesky(-spd)


def test_mvlgamma_below_its_old_domain_is_computed_as_eager():
    """PyTorch 2.13 computes mvlgamma for elements not above (p - 1) / 2 (older releases raised)."""
    run(lambda x: torch.mvlgamma(x, 3), torch.rand(4, 3) - 3.0 + 0.05, rtol=1e-4, atol=1e-4)


def _frexp_edge_values(dt, seed):
    """Every normal power of two of ``dt`` with its neighbours one ulp below and above, the largest
    and smallest normals, f16's subnormals (normal in f32), the specials and random values of every
    binade, all signs."""
    info = torch.finfo(dt)
    ibits = {torch.float32: torch.int32, torch.float16: torch.int16, torch.bfloat16: torch.int16}[dt]
    lo = -24 if dt is torch.float16 else -126
    p = (2.0 ** torch.arange(lo, int(math.log2(info.max)) + 1, dtype=torch.float64)).to(dt)
    bits = p.view(ibits)
    near = torch.cat([p, (bits - 1).view(dt), (bits + 1).view(dt)])
    near = near[(near >= info.tiny) | (dt is torch.float16)]   # f32/bf16 subnormals: see the next test
    g = torch.Generator().manual_seed(seed)
    rand = (torch.rand(400, generator=g, dtype=torch.float64) + 1) * 2.0 ** torch.randint(lo, int(math.log2(info.max)) + 1,
                                                                                        (400,), generator=g)
    special = torch.tensor([0.0, -0.0, math.inf, -math.inf, math.nan, info.max, info.tiny, 1.0, 0.5, 0.75, 3.0], dtype=dt)
    x = torch.cat([near, rand.to(dt), special])
    return torch.cat([x, -x])


def _frexp_bits(m):
    m = torch.from_numpy(m.view(np.uint16)).view(torch.bfloat16) if m.dtype.name == "bfloat16" else torch.from_numpy(m)
    return m.view({4: torch.int32, 2: torch.int16}[m.element_size()]), m.isnan()


def test_frexp_is_exact_without_f64_or_bitcast():
    """frexp in f32 (f16/bf16 widened to it), exact without f64 or a bitcast: mantissa and exponent
    bit for bit as eager over powers of two and their neighbours, the extremes, specials (-0 keeps
    its sign) and random values of every binade. Subnormal f32/bf16 inputs: IREE's llvm-cpu code
    treats them as zero, so each gives either eager's result or (x, 0), never a normal-range
    mantissa with a wrong exponent."""
    from tmlir.backends.refbackend import RefBackend, to_iree_arg
    xs = [_frexp_edge_values(dt, seed) for seed, dt in enumerate((torch.float32, torch.float16, torch.bfloat16))]
    sub32 = torch.tensor([1, 2, 0x40, 0x12345, 0x400000, 0x7FFFFF], dtype=torch.int32).view(torch.float32)
    subbf = torch.tensor([1, 2, 0x40, 0x7F], dtype=torch.int16).view(torch.bfloat16)
    xs += [torch.cat([sub32, -sub32]), torch.cat([subbf, -subbf])]
    fn = lambda *xs: tuple(r for x in xs for r in torch.frexp(x))
    text = lower(fn, *xs).to_text()
    assert "f64" not in text and "bitcast" not in text
    be = RefBackend()
    got = be.load(be.compile(text)).main(*[to_iree_arg(x) for x in xs])
    for i, x in enumerate(xs):
        wm, we = torch.frexp(x)
        gm, gnan = _frexp_bits(got[2 * i])
        ge = torch.from_numpy(got[2 * i + 1])
        assert ge.dtype == torch.int32 and gm.shape == x.shape
        assert torch.equal(gnan, x.isnan())
        exact = (gm == wm.view(gm.dtype)) & (ge == we) | gnan
        if i < 3:
            assert exact.all(), (x[~exact], wm[~exact], ge[~exact])
        else:   # subnormals: eager's result, or (x, 0) where IREE read x as zero
            flushed = (gm == x.view(gm.dtype)) & (ge == 0)
            assert (exact | flushed).all(), x[~(exact | flushed)]
