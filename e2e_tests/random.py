"""Random ops: rand/randn/randint (and *_like), uniform_, normal, bernoulli, exponential_, geometric_,
log_normal_, cauchy_, multinomial, dropout in training mode. The values are not PyTorch's (its generator state is not part of the
program), so each test returns what both must agree on: the shape and dtype (``zeros_like`` of
the sample) and statistics of a large sample checked against the distribution (range, mean,
spread), as booleans."""
import torch

from tmlir.e2e import Input, register_test
from ._common import case

N = (400, 250)  # 100k samples: the mean of a uniform sample is within 0.01 of 0.5 by > 10 sigma


def _uniform_ok(r, lo=0.0, hi=1.0):
    r = r.double()
    mid, width = (lo + hi) / 2, hi - lo
    return torch.stack([(r >= lo).all(), (r < hi).all(), ((r.mean() - mid).abs() < 0.01 * width),
                        ((r.var() - width * width / 12).abs() < 0.01 * width * width)])


def _normal_ok(r, mean=0.0, std=1.0):
    r = r.double()
    return torch.stack([((r.mean() - mean).abs() < 0.02 * std), ((r.std() - std).abs() < 0.02 * std),
                        (((r - mean).abs() < std).double().mean() - 0.6827).abs() < 0.01])


@case("RandStatistics", [Input([2, 3])])
def _(x):
    r = torch.rand(N)
    return torch.zeros_like(torch.rand(2, 3)) + x, _uniform_ok(r)


@case("RandF64AndF16", [Input([2], torch.float64)])
def _(x):
    a, h = torch.rand(N, dtype=torch.float64), torch.rand(N, dtype=torch.float16)
    return torch.zeros_like(a[0, :2]) + x, torch.zeros_like(h[:2, :3]), _uniform_ok(a), _uniform_ok(h)


@case("RandnStatistics", [Input([3])])
def _(x):
    r = torch.randn(N)
    return torch.zeros_like(r[0, :3]) + x, _normal_ok(r)


@case("RandLikeDynamic", [Input([-1, 4], sizes=[300, 4])])
def _(x):
    r = torch.rand_like(x)
    return torch.zeros_like(r), (r >= 0).all() & (r < 1).all()


@case("RandnLikeStatistics", [Input([500, 200], torch.float64)])
def _(x):
    r = torch.randn_like(x)
    return torch.zeros_like(r), _normal_ok(r)


@case("RandintStatistics", [Input([2, 2], torch.int64)])
def _(x):
    r = torch.randint(-3, 5, N)
    counts = torch.stack([(r == v).sum() for v in range(-3, 5)])
    return torch.zeros_like(r[:2, :2]) + x, (r >= -3).all() & (r < 5).all(), \
        ((counts.double() / r.numel() - 1 / 8).abs() < 0.01).all()


@case("RandintLikeInt32", [Input([300, 300], torch.int32)])
def _(x):
    r = torch.randint_like(x, 10)
    return torch.zeros_like(r), (r >= 0).all() & (r < 10).all(), ((r.double().mean() - 4.5).abs() < 0.05)


@case("UniformInPlace", [Input(list(N))])
def _(x):
    r = x.clone().uniform_(-2.0, 3.0)
    return torch.zeros_like(r), _uniform_ok(r, -2.0, 3.0)


@case("NormalTensorMean", [Input(list(N))])
def _(x):
    mean = torch.zeros_like(x) + 3.0
    r = torch.normal(mean, 2.0)
    return torch.zeros_like(r), _normal_ok(r, 3.0, 2.0)


@case("NormalInPlace", [Input(list(N))])
def _(x):
    r = x.clone().normal_(-1.0, 0.5)
    return torch.zeros_like(r), _normal_ok(r, -1.0, 0.5)


@case("ExponentialInPlace", [Input(list(N))])
def _(x):
    r = x.clone().exponential_(2.0)
    return torch.zeros_like(r), torch.stack([(r >= 0).all(), (r.double().mean() - 0.5).abs() < 0.01])


@case("GeometricInPlace", [Input(list(N))])
def _(x):
    # geometric(p = 0.25): values 1, 2, ...; mean 1 / p = 4, P(1) = p
    r = x.clone().geometric_(0.25)
    return torch.zeros_like(r), torch.stack([(r >= 1).all(), (r == r.floor()).all(),
                                             (r.double().mean() - 4.0).abs() < 0.05,
                                             ((r == 1).double().mean() - 0.25).abs() < 0.01])


@case("GeometricInt32", [Input([3, 5], torch.int32)])
def _(x):
    r = x.clone().geometric_(0.5)
    return torch.zeros_like(r), (r >= 1).all()


@case("LogNormalInPlace", [Input(list(N))])
def _(x):
    # log(r) is N(mean = 0.5, std = 0.75)
    r = x.clone().log_normal_(0.5, 0.75)
    return torch.zeros_like(r), torch.cat([(r > 0).all().reshape(1), _normal_ok(r.double().log(), 0.5, 0.75)])


@case("LogNormalF64AndF16", [Input([2], torch.float64)])
def _(x):
    a = torch.empty(N, dtype=torch.float64).log_normal_()
    h = torch.empty(N, dtype=torch.float16).log_normal_(0.0, 0.5)
    return torch.zeros_like(a[0, :2]) + x, torch.zeros_like(h[:2, :3]), _normal_ok(a.log(), 1.0, 2.0), \
        _normal_ok(h.double().log(), 0.0, 0.5)


@case("CauchyInPlace", [Input(list(N))])
def _(x):
    # cauchy(median 1.5, sigma 2): half the values within sigma of the median, a quarter beyond
    # median + sigma, median near 1.5; the mean does not exist (no check on it)
    r = x.clone().cauchy_(1.5, 2.0)
    d = r.double() - 1.5
    return torch.zeros_like(r), torch.stack([((d.abs() < 2.0).double().mean() - 0.5).abs() < 0.01,
                                             ((d > 2.0).double().mean() - 0.25).abs() < 0.01,
                                             ((d < 0).double().mean() - 0.5).abs() < 0.01])


@case("CauchyF64", [Input([3, 4], torch.float64)])
def _(x):
    r = x.clone().cauchy_()
    return torch.zeros_like(r), torch.isfinite(r).all()


@case("RReluTraining", [Input(list(N))])
def _(x):
    # positive elements pass; each negative one is scaled by its own slope, uniform in [0.1, 0.3)
    y = torch.nn.functional.rrelu(x, 0.1, 0.3, training=True)
    neg = x < 0
    slope = torch.where(neg, y / torch.where(neg, x, 1.0), 0.2).double()
    return torch.where(neg, 0.0, y - x), _uniform_ok(slope[neg.nonzero(as_tuple=True)], 0.1 - 1e-6, 0.3 + 1e-6)  # y / x rounds


_CATEGORIES = [0.1, 0.0, 0.6, 0.3]


@case("MultinomialWithReplacement", [Input([4])])
def _(x):
    p = torch.tensor(_CATEGORIES) * 5.0  # unnormalised
    r = torch.multinomial(p, 100000, replacement=True)
    freq = torch.stack([(r == i).double().mean() for i in range(4)])
    return torch.zeros_like(r[:3]) + x[:3].long() * 0, ((freq - torch.tensor(_CATEGORIES, dtype=torch.float64)).abs() < 0.01).all()


@case("MultinomialWithoutReplacement", [Input([4])])
def _(x):
    p = torch.tensor(_CATEGORIES).expand(20000, 4)
    r = torch.multinomial(p, 3)
    first = torch.stack([(r[:, 0] == i).double().mean() for i in range(4)])
    distinct = (r[:, 0] != r[:, 1]) & (r[:, 0] != r[:, 2]) & (r[:, 1] != r[:, 2])
    return (torch.zeros_like(r) + x[:3].long() * 0, distinct.all(), (r != 1).all(),
            ((first - torch.tensor(_CATEGORIES, dtype=torch.float64)).abs() < 0.015).all())


@case("BernoulliFromProbabilities", [Input(list(N), low=0.2, high=0.2000001)])
def _(p):
    r = torch.bernoulli(p)
    return torch.zeros_like(r), ((r == 0) | (r == 1)).all(), ((r.double().mean() - 0.2).abs() < 0.01)


@case("BernoulliP", [Input(list(N))])
def _(x):
    r = torch.bernoulli(x, 0.7)
    return torch.zeros_like(r), ((r.double().mean() - 0.7).abs() < 0.01)


@register_test(inputs=[Input(list(N))], name="DropoutTrainMode")
class DropoutTrainMode(torch.nn.Module):
    """nn.Dropout in training mode: kept elements scaled by 1 / (1 - p), about 1 - p kept."""

    def __init__(self):
        super().__init__()
        self.drop = torch.nn.Dropout(0.3)
        self.train()

    def forward(self, x):
        y = self.drop(x + 5.0)
        kept = y != 0
        scaled_ok = (((y - (x + 5.0) / 0.7).abs() < 1e-4) | ~kept).all()
        return torch.zeros_like(y), scaled_ok, ((kept.double().mean() - 0.7).abs() < 0.01)


@case("RandnComplexStatistics", [Input([2], torch.complex64)])
def _(x):
    """Complex normals: real and imaginary parts each N(0, 1/2), uncorrelated."""
    r = torch.randn(N, dtype=torch.complex64)
    s = torch.randn_like(torch.zeros(N, dtype=torch.complex64))
    half = 0.5 ** 0.5
    corr = (r.real.double() * r.imag.double()).mean().abs() < 0.01
    return (torch.zeros_like(r[0, :2]) + x, _normal_ok(r.real, std=half), _normal_ok(r.imag, std=half),
            _normal_ok(s.real, std=half), _normal_ok(s.imag, std=half), corr)


@case("RandComplexStatistics", [Input([2], torch.complex64)])
def _(x):
    r = torch.rand(N, dtype=torch.complex64)
    return torch.zeros_like(r[0, :2]) + x, _uniform_ok(r.real), _uniform_ok(r.imag)
