"""torch.compile(backend="tmlir"): clusters compiled by IREE, the rest in PyTorch; every result
compared with eager PyTorch."""
import os
import subprocess
import sys

import pytest
import torch

import tmlir
import tmlir.dynamo

pytest.importorskip("iree.runtime")

HERE = os.path.abspath(__file__)


class MLP(torch.nn.Module):
    def __init__(self, d_in=6, hidden=16, d_out=3):
        super().__init__()
        self.l1 = torch.nn.Linear(d_in, hidden)
        self.l2 = torch.nn.Linear(hidden, hidden)
        self.l3 = torch.nn.Linear(hidden, d_out)

    def forward(self, x):
        return self.l3(torch.tanh(self.l2(torch.relu(self.l1(x)))))


class CNN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.bn = torch.nn.BatchNorm2d(8)
        self.conv2 = torch.nn.Conv2d(8, 8, 3, stride=2)
        self.fc = torch.nn.Linear(8 * 3 * 3, 5)

    def forward(self, x):
        x = torch.nn.functional.max_pool2d(torch.relu(self.bn(self.conv1(x))), 2)
        x = torch.relu(self.conv2(x))
        return torch.log_softmax(self.fc(x.flatten(1)), dim=1)


@torch.library.custom_op("tmlir_test::positive_count", mutates_args=())
def positive_count(x: torch.Tensor) -> torch.Tensor:
    """A user's op that no backend knows (tmlir has neither a lowering nor a decomposition)."""
    return (x > 0).sum().to(x.dtype).reshape(1)


@positive_count.register_fake
def _(x):
    return x.new_empty(1)


class WithUnsupportedOp(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = torch.nn.Linear(4, 8)
        self.l2 = torch.nn.Linear(8, 2)

    def forward(self, x):
        h = torch.relu(self.l1(x))
        counts = positive_count(h.detach())
        return self.l2(h) * counts


def _fresh(model_cls, seed=0, **kw):
    torch.manual_seed(seed)
    return model_cls(**kw)


def test_mlp_fully_compiled():
    m = _fresh(MLP).eval()
    x = torch.randn(5, 6)
    rep = tmlir.dynamo.explain(m, x)
    assert len(rep.graphs) == 1 and rep.ops_total > 0
    assert rep.ops_compiled == rep.ops_total, str(rep)
    assert rep.fallback_ops == [] and len(rep.clusters) == 1
    got = torch.compile(m, backend="tmlir")(x)
    torch.testing.assert_close(got, m(x), rtol=1e-5, atol=1e-5)


def test_cnn_fully_compiled():
    m = _fresh(CNN)
    m.bn.running_mean.uniform_(-0.5, 0.5)
    m.bn.running_var.uniform_(0.5, 2.0)
    m.eval()
    x = torch.randn(2, 3, 16, 16)
    rep = tmlir.dynamo.explain(m, x)
    assert rep.ops_compiled == rep.ops_total and not rep.fallback_ops, str(rep)
    with torch.no_grad():
        got = torch.compile(m, backend="tmlir")(x)
        torch.testing.assert_close(got, m(x), rtol=1e-4, atol=1e-4)


def test_unsupported_op_falls_back_and_is_named():
    m = _fresh(WithUnsupportedOp).eval()
    x = torch.randn(7, 4)
    rep = tmlir.dynamo.explain(m, x)
    names = [f.op for f in rep.fallback_ops]
    assert "tmlir_test.positive_count.default" in names, str(rep)
    unsupported = next(f for f in rep.fallback_ops if f.op == "tmlir_test.positive_count.default")
    assert "no lowering to linalg-on-tensors and no decomposition" in unsupported.reason
    line = next(i for i, l in enumerate(open(HERE), 1) if "counts = positive_count(h.detach())" in l)
    assert unsupported.source == f"{HERE}:{line}", unsupported.source
    # the rest is compiled: the linears before and after it are in clusters
    assert rep.ops_compiled > 0 and len(rep.clusters) >= 2, str(rep)
    assert "tmlir_test.positive_count.default" not in "".join(str(c.ops) for c in rep.clusters)
    got = torch.compile(m, backend="tmlir")(x)
    torch.testing.assert_close(got, m(x), rtol=1e-5, atol=1e-5)
    assert "tmlir_test.positive_count.default" in str(rep) and f"{HERE}:{line}" in str(rep)


def _train_both(make, loss_fn, x, opt_cls, lr, steps=20):
    """Train two copies of ``make()`` for ``steps`` steps, eager and compiled; compare every
    loss and every gradient; return the compiled run's report."""
    report = tmlir.dynamo.ExplainReport()
    runs = []
    for compiled in (False, True):
        torch.manual_seed(0)
        m = make()
        opt = opt_cls(m.parameters(), lr=lr)
        fwd = torch.compile(m, backend=tmlir.dynamo.backend(report=report)) if compiled else m
        losses, grads = [], []
        for _ in range(steps):
            opt.zero_grad()
            loss = loss_fn(fwd(x))
            loss.backward()
            losses.append(loss.item())
            grads.append([p.grad.clone() for p in m.parameters()])
            opt.step()
        runs.append((losses, grads))
    (le, ge), (lc, gc) = runs
    assert le[-1] < le[0]  # it trains
    torch.testing.assert_close(torch.tensor(lc), torch.tensor(le), rtol=1e-4, atol=1e-5)
    for a_step, b_step in zip(gc, ge):
        for a, b in zip(a_step, b_step):
            torch.testing.assert_close(a, b, rtol=1e-3, atol=1e-5)
    assert sorted(g.kind for g in report.graphs) == ["backward", "forward"]
    return report


def test_cnn_batchnorm_training_matches_eager():
    """SGD on a CNN with batch norm in training mode (running statistics updated): forward and
    backward (convolution_backward decomposed into convolutions) compiled whole."""
    from e2e_tests.models import SmallCNN
    torch.manual_seed(0)    # the data: unseeded, it depended on the tests run before (random order)
    x, y = torch.randn(4, 3, 16, 16), torch.randint(0, 10, (4,))
    rep = _train_both(SmallCNN, lambda out: torch.nn.functional.cross_entropy(out, y), x, torch.optim.SGD, 0.05)
    assert rep.ops_compiled == rep.ops_total and not rep.fallback_ops, str(rep)


class GroupedCNN(torch.nn.Module):
    """A grouped, a depthwise (strided) and a transposed grouped convolution."""

    def __init__(self):
        super().__init__()
        self.c1 = torch.nn.Conv2d(4, 8, 3, padding=1, groups=2)
        self.c2 = torch.nn.Conv2d(8, 8, 3, stride=2, padding=1, groups=8)
        self.t = torch.nn.ConvTranspose2d(8, 4, 3, stride=2, padding=1, output_padding=1, groups=2)
        self.fc = torch.nn.Linear(4 * 8 * 8, 3)

    def forward(self, x):
        x = torch.relu(self.c2(torch.relu(self.c1(x))))
        return self.fc(torch.tanh(self.t(x)).flatten(1))


class Decoder(torch.nn.Module):
    """ConvTranspose2d upsampling (stride 2, dilation 2, output padding) back to an image."""

    def __init__(self):
        super().__init__()
        self.t1 = torch.nn.ConvTranspose2d(6, 4, 3, stride=2, padding=1, output_padding=1)
        self.t2 = torch.nn.ConvTranspose2d(4, 3, 3, stride=1, padding=2, dilation=2, output_padding=1)

    def forward(self, z):
        return self.t2(torch.relu(self.t1(z)))


@pytest.mark.parametrize("make,shape", [(GroupedCNN, (2, 4, 8, 8)), (Decoder, (2, 6, 5, 5))],
                         ids=["grouped", "conv_transpose2d"])
def test_grouped_and_transposed_convolution_training_matches_eager(make, shape):
    """20 SGD steps: the backward's convolution_backward of grouped, depthwise and transposed
    convolutions is decomposed into convolutions and compiled with the rest."""
    torch.manual_seed(1)
    x = torch.randn(*shape)
    rep = _train_both(make, lambda out: out.square().mean(), x, torch.optim.SGD, 0.05)
    assert rep.ops_compiled == rep.ops_total and not rep.fallback_ops, str(rep)
    bwd = [c.ops for g in rep.graphs if g.kind == "backward" for c in g.clusters]
    assert sum(ops.count("aten.convolution_backward.default") for ops in bwd) >= 2, str(rep)


def test_convolution_backward_with_dynamic_spatial_sizes_falls_back():
    """The decomposition's own condition (static spatial and weight sizes), asked on the FX node:
    with the image sizes marked dynamic, convolution_backward runs in PyTorch, named with that
    reason, and the gradients still match."""
    torch._dynamo.reset()
    torch.manual_seed(0)
    conv = torch.nn.Conv2d(3, 4, 3, groups=1)
    x = torch.randn(2, 3, 9, 9)
    torch._dynamo.mark_dynamic(x, 2)
    report = tmlir.dynamo.ExplainReport()
    out = torch.compile(conv, backend=tmlir.dynamo.backend(report=report))(x)
    out.square().sum().backward()
    got = conv.weight.grad.clone()
    conv.weight.grad = None
    conv(x).square().sum().backward()
    torch.testing.assert_close(got, conv.weight.grad, rtol=1e-4, atol=1e-4)
    falls = [f for f in report.fallback_ops if f.op == "aten.convolution_backward.default"]
    assert len(falls) == 1 and "dynamic spatial or weight sizes" in falls[0].reason, str(report)


def test_transformer_adam_training_matches_eager():
    from e2e_tests.models import TransformerEncoderLayer
    x, y = torch.randn(2, 6, 16), torch.randn(2, 6, 16)
    rep = _train_both(TransformerEncoderLayer, lambda out: torch.nn.functional.mse_loss(out, y), x,
                      torch.optim.Adam, 1e-2)
    assert rep.ops_compiled == rep.ops_total and not rep.fallback_ops, str(rep)


def test_mlp_training_matches_eager():
    """20 SGD steps: the forward and the backward graph (threshold_backward and the rest come
    decomposed) are compiled whole."""
    x, y = torch.randn(16, 6), torch.randn(16, 3)
    rep = _train_both(MLP, lambda out: torch.nn.functional.mse_loss(out, y), x, torch.optim.SGD, 0.05)
    for g in rep.graphs:
        assert g.ops_compiled == g.ops_total and not g.fallback and len(g.clusters) == 1, str(rep)


class QATLinear(torch.nn.Module):
    """Quantization-aware training: fake-quantized activations (per tensor) and weights (per
    channel, signed) around two linears; the backward is the straight-through estimator."""

    def __init__(self):
        super().__init__()
        self.l1 = torch.nn.Linear(8, 16)
        self.l2 = torch.nn.Linear(16, 4)
        self.register_buffer("s1", torch.full((16,), 0.02))
        self.register_buffer("s2", torch.full((4,), 0.02))

    def forward(self, x):
        fq, fqc = torch.fake_quantize_per_tensor_affine, torch.fake_quantize_per_channel_affine
        x = fq(x, 0.05, 128, 0, 255)
        w1 = fqc(self.l1.weight, self.s1, torch.zeros(16, dtype=torch.int32), 0, -128, 127)
        h = fq(torch.relu(torch.nn.functional.linear(x, w1, self.l1.bias)), 0.05, 0, 0, 255)
        w2 = fqc(self.l2.weight, self.s2, torch.zeros(4, dtype=torch.int32), 0, -128, 127)
        return torch.nn.functional.linear(h, w2, self.l2.bias)


def test_fake_quantized_training_matches_eager():
    """20 SGD steps of a fake-quantized (QAT) model: aot_autograd's forward keeps the
    ``*_cachemask`` ops, the backward masks the gradient with their masks; both compiled whole."""
    torch.manual_seed(0)
    x, y = torch.randn(16, 8), torch.randn(16, 4)
    rep = _train_both(QATLinear, lambda out: torch.nn.functional.mse_loss(out, y), x, torch.optim.SGD, 0.05)
    assert rep.ops_compiled == rep.ops_total and not rep.fallback_ops, str(rep)
    fwd = {o for g in rep.graphs if g.kind == "forward" for c in g.clusters for o in c.ops}
    assert {"aten.fake_quantize_per_tensor_affine_cachemask.default",
            "aten.fake_quantize_per_channel_affine_cachemask.default"} <= fwd, sorted(fwd)


def test_compiled_clusters_are_cached():
    """The second call reuses the compiled graph: no new graph reaches the backend."""
    m = _fresh(MLP).eval()
    report = tmlir.dynamo.ExplainReport()
    f = torch.compile(m, backend=tmlir.dynamo.backend(report=report))
    with torch.no_grad():
        for _ in range(3):
            x = torch.randn(5, 6)
            torch.testing.assert_close(f(x), m(x), rtol=1e-5, atol=1e-5)
    assert [g.kind for g in report.graphs] == ["inference"]


def test_direct_call_sees_parameter_updates():
    """Clusters call IREE directly and keep the buffer views of parameters between calls: an
    in-place update is read (the view borrows the parameter's memory), a parameter given new
    memory (``p.data = ...``) is handed over again."""
    from tmlir.dynamo.runtime import CompiledCluster
    torch._dynamo.reset()
    m = _fresh(MLP).eval()
    f = torch.compile(m, backend="tmlir")
    x = torch.randn(5, 6)
    with torch.no_grad():
        torch.testing.assert_close(f(x), m(x), rtol=1e-5, atol=1e-5)
        clusters = [c for c in CompiledCluster.instances if c._params]
        assert clusters and all(c._direct is not None for c in clusters)
        m.l1.weight.mul_(-2.0)
        m.l3.bias.add_(1.0)
        torch.testing.assert_close(f(x), m(x), rtol=1e-5, atol=1e-5)
        m.l2.weight.data = torch.randn(16, 16)
        torch.testing.assert_close(f(x), m(x), rtol=1e-5, atol=1e-5)


def test_unaligned_view_operand():
    """IREE imports only 64-byte aligned memory: a view at an element offset is copied (it made
    the IREE call fail: RReluTraining)."""
    torch._dynamo.reset()
    f = torch.compile(lambda x: torch.tanh(x) * 2 + 1, backend="tmlir")
    base = torch.randn(40)
    for x in (base[1:], base[3:35]):
        assert x.data_ptr() % 64
        torch.testing.assert_close(f(x), torch.tanh(x) * 2 + 1)


@pytest.mark.parametrize("mode,shape,scale", [("linear", (2, 3, 5), 1.1), ("bilinear", (1, 2, 5, 5), (2.0, 1.1)),
                                              ("trilinear", (1, 1, 3, 5, 5), 1.1), ("nearest", (1, 2, 5, 5), 1.1),
                                              ("nearest", (2, 3, 5), 1.1)])
def test_interpolate_keeps_the_cpu_kernels_semantics(mode, shape, scale):
    """PyTorch's Python decompositions of upsampling (applied by aot_autograd through the Python
    dispatcher) resample a dim whose size is kept, where the CPU kernels copy it (aot_eager is as
    far off eager); the backend traces these ops without them. Forward and gradient as eager."""
    torch._dynamo.reset()
    x = torch.randn(*shape, dtype=torch.float64, requires_grad=True)

    def f(x):
        return torch.nn.functional.interpolate(x, scale_factor=scale, mode=mode)
    got = torch.compile(f, backend="tmlir")(x)
    want = f(x)
    torch.testing.assert_close(got, want)
    g_got, = torch.autograd.grad(got.square().sum(), x)
    g_want, = torch.autograd.grad(want.square().sum(), x)
    torch.testing.assert_close(g_got, g_want)
    # the Python-dispatcher kernels are back once the compile is over
    assert torch._C.DispatchKey.CompositeImplicitAutograd in torch.ops.aten.upsample_linear1d.vec.py_kernels


def test_mark_dynamic_compiles_once():
    """A batch dim marked dynamic: one graph, one compile, for every batch size."""
    from e2e_tests.models import TransformerEncoderLayer
    m = _fresh(TransformerEncoderLayer).eval()
    report = tmlir.dynamo.ExplainReport()
    f = torch.compile(m, backend=tmlir.dynamo.backend(report=report))
    with torch.no_grad():
        for batch in (2, 3, 5):
            x = torch.randn(batch, 6, 16)
            torch._dynamo.mark_dynamic(x, 0)
            torch.testing.assert_close(f(x), m(x), rtol=1e-4, atol=1e-4)
    assert len(report.graphs) == 1 and len(report.clusters) == 1, str(report)
    assert report.ops_compiled == report.ops_total, str(report)  # size arithmetic is not counted


def test_automatic_dynamic_shapes_recompile_once():
    """Without marks dynamo compiles the first size static and, on a new size, one graph with a
    dynamic batch that serves every later size."""
    torch._dynamo.reset()  # forget the sizes earlier tests ran MLP.forward with
    m = _fresh(MLP).eval()
    report = tmlir.dynamo.ExplainReport()
    f = torch.compile(m, backend=tmlir.dynamo.backend(report=report))
    with torch.no_grad():
        for batch in (2, 3, 5, 8):
            x = torch.randn(batch, 6)
            torch.testing.assert_close(f(x), m(x), rtol=1e-5, atol=1e-5)
    assert len(report.graphs) == 2, str(report)


def test_results_do_not_alias_inputs():
    """DLPack hands inputs to IREE without a copy; a result that is an input passed through
    comes back as a fresh tensor."""
    def f(x, y):
        return x.reshape(-1), x + y
    x, y = torch.randn(3, 4), torch.randn(3, 4)
    a, b = torch.compile(f, backend="tmlir")(x, y)
    torch.testing.assert_close(b, x + y)
    torch.testing.assert_close(a, x.reshape(-1))


def test_excluded_op_splits_the_cluster():
    def f(x):
        return (torch.relu(x) * 2).neg() + 1
    x = torch.randn(5, 3)
    report = tmlir.dynamo.ExplainReport()
    got = torch.compile(f, backend=tmlir.dynamo.backend(exclude_ops=["aten.neg.default"], report=report))(x)
    torch.testing.assert_close(got, f(x))
    assert [c.ops for c in report.clusters] == [["aten.relu.default", "aten.mul.Tensor"], ["aten.add.Tensor"]]
    assert [(o.op, o.reason) for o in report.fallback_ops] == [("aten.neg.default", "excluded by the caller (exclude_ops)")]


def test_zero_dim_and_bool_results_keep_their_shape():
    def f(x):
        return (x > 0).all(), x.sum(), (x > 0)
    x = torch.randn(4, 3)
    got = torch.compile(f, backend="tmlir")(x)
    for g, e in zip(got, f(x)):
        assert g.shape == e.shape and g.dtype == e.dtype
        torch.testing.assert_close(g, e)


def test_other_output_type_and_bad_option():
    m = _fresh(MLP).eval()
    x = torch.randn(4, 6)
    got = torch.compile(m, backend=tmlir.dynamo.backend(output_type="stablehlo"))(x)
    torch.testing.assert_close(got, m(x), rtol=1e-5, atol=1e-5)
    with pytest.raises(ValueError, match="not 'torch'"):
        tmlir.dynamo.backend(output_type="torch")


def test_name_resolves_after_import_tmlir():
    """``import tmlir`` alone (no tmlir.dynamo, dynamo loaded later) makes the name resolve."""
    code = ("import tmlir, sys; assert 'torch._dynamo' not in sys.modules and 'tmlir.dynamo' not in sys.modules;"
            "import torch; from torch._dynamo.backends.registry import lookup_backend;"
            "fn = lookup_backend('tmlir'); print(fn.__module__)")
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.dirname(HERE)))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "tmlir._dynamo_name"


class HalfInF64(torch.nn.Module):
    def forward(self, x):
        y = torch.relu(x) * 2
        return (y.double().sin() * 3).float() + y


def test_tosa_leaves_f64_ops_to_pytorch_with_the_reason():
    """TOSA 1.0 has no f64: on the tosa output type an op with an f64 tensor stays in PyTorch, named
    with that reason; the f32 part is compiled, and the result is eager's."""
    torch._dynamo.reset()
    m = HalfInF64()
    x = torch.randn(5)
    rep = tmlir.dynamo.explain(m, x, output_type="tosa")
    f64 = [f for f in rep.fallback_ops if "TOSA 1.0 has no 64-bit float types" in f.reason]
    assert f64 and any("sin" in f.op for f in f64), str(rep)
    assert rep.ops_compiled > 0, str(rep)
    got = torch.compile(m, backend=tmlir.dynamo.backend(output_type="tosa"))(x)
    torch.testing.assert_close(got, m(x), rtol=1e-5, atol=1e-5)
