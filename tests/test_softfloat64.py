"""``tmlir.transforms.softfloat64``: IEEE binary64 add/sub/mul/div/sqrt on si64 bit patterns, built
from torch integer ops, lowered to TOSA (which has no f64) and run with IREE: every result must
equal numpy's float64 result bit for bit (NaN: any NaN), over special values, subnormals, overflow,
rounding ties and random values of every magnitude; and the same through the torch interpreter."""
import math

import numpy as np
import pytest
import torch

from tmlir.ir import parse_module
from tmlir.transforms import softfloat64 as SF
from tmlir.transforms.decompositions.builder import Builder

SPECIAL = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, 1.5, 2.5, 3.0, 5e-324, -5e-324, 1.5e-323,
           2.2250738585072014e-308, 2.225073858507201e-308, -2.2250738585072014e-308, 1e-310, 1e-300, 1e300,
           1.7976931348623157e308, -1.7976931348623157e308, 8.98846567431158e307, 1.0000000000000002,
           0.9999999999999999, 1 + 2.0 ** -52, 2.0 ** -53, 3 * 2.0 ** -53, 2.0 ** 1023, 2.0 ** -1022, 1 / 3]


def _values(n, seed):
    rng = np.random.default_rng(seed)
    mags = 10.0 ** rng.integers(-320, 308, n)
    return np.concatenate([SPECIAL, rng.standard_normal(n), rng.standard_normal(n) * mags])


def _pairs(seed=0):
    x = _values(110, seed)
    X, Y = (a.ravel() for a in np.meshgrid(x, x))
    # rounding ties and near-ties of the sum: y half an ulp of x (and a hair more / less)
    rng = np.random.default_rng(seed + 1)
    t = rng.uniform(1, 2, 300) * 2.0 ** rng.integers(-60, 60, 300)
    half = np.spacing(t) / 2
    X = np.concatenate([X, t, t, t, -t])
    Y = np.concatenate([Y, half, half * (1 + 2.0 ** -20), half * (1 - 2.0 ** -20), -half])
    return X, Y


def _module(fn, n, unary=False):
    ty = f"!torch.vtensor<[{n}],si64>"
    m = parse_module(f"""func.func @main(%a: {ty}, %b: {ty}) -> {ty} {{
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : {ty}, {ty}, !torch.int -> {ty}
  return %0 : {ty}
}}""")
    f = next(iter(m.regions[0].blocks[0]))
    block = f.regions[0].blocks[0]
    placeholder = next(o for o in block if o.name == "torch.aten.add.Tensor")
    a, c = block.args
    r = fn(Builder(placeholder), a) if unary else fn(Builder(placeholder), a, c)
    placeholder.results[0].replace_all_uses_with(r)
    placeholder.erase()
    return m


CASES = {
    "add": (SF.add, lambda x, y: x + y),
    "sub": (SF.sub, lambda x, y: x - y),
    "mul": (SF.mul, lambda x, y: x * y),
    "div": (SF.div, lambda x, y: x / y),
    "sqrt": (SF.sqrt, lambda x, y: np.sqrt(x)),
    "neg": (SF.neg, lambda x, y: -x),
    "floor": (SF.floor, lambda x, y: np.floor(x)),
    "ceil": (SF.ceil, lambda x, y: np.ceil(x)),
    "trunc": (SF.trunc, lambda x, y: np.trunc(x)),
    "round_even": (SF.round_even, lambda x, y: np.round(x)),
}
UNARY = ("sqrt", "neg", "floor", "ceil", "trunc", "round_even", "exp", "log")


def _check(got, want, X, Y):
    got = np.asarray(got).view(np.float64)
    bad = ~((got.view(np.int64) == want.view(np.int64)) | (np.isnan(got) & np.isnan(want)))
    i = np.nonzero(bad)[0][:5]
    assert not bad.any(), f"{bad.sum()} results differ, e.g. x={X[i]!r} y={Y[i]!r} got={got[i]!r} want={want[i]!r}"


def _inputs(name):
    X, Y = _pairs()
    if name in UNARY:        # every value once, plus more magnitudes and halves / quarters
        X = np.concatenate([_values(3000, 7), np.abs(_values(3000, 8)), np.arange(-40, 40) / 4.0,
                            np.arange(-40, 40) / 4.0 + 2.0 ** -30, np.random.default_rng(9).uniform(-1e16, 1e16, 500)])
        Y = X
    return X, Y


@pytest.mark.parametrize("name", sorted(CASES))
def test_bit_exact_through_tosa_and_iree(name):
    from tmlir import pipelines
    from tmlir.backends.refbackend import RefBackend
    fn, ref = CASES[name]
    X, Y = _inputs(name)
    m = _module(fn, len(X), unary=name in UNARY)
    pipelines.pass_manager(pipelines.lowering_pipeline_text("tosa")).run(m)
    text = m.to_text()
    assert "tosa." in text and "f64" not in text
    be = RefBackend()
    f = be.load(be.compile(text))
    got = f.main(X.view(np.int64).copy(), Y.view(np.int64).copy())
    with np.errstate(all="ignore"):
        _check(got, ref(X, Y), X, Y)


@pytest.mark.parametrize("name", ["add", "mul", "div", "sqrt", "round_even"])
def test_bit_exact_in_the_torch_interpreter(name):
    from tmlir.interpreter import Interpreter
    fn, ref = CASES[name]
    X, Y = _inputs(name)
    m = _module(fn, len(X), unary=name in UNARY)
    got = Interpreter(m).run(torch.from_numpy(X.view(np.int64).copy()), torch.from_numpy(Y.view(np.int64).copy()))
    with np.errstate(all="ignore"):
        _check(got.numpy(), ref(X, Y), X, Y)


@pytest.mark.parametrize("name,lo,hi,ulp", [("exp", -746.0, 710.0, 1), ("exp", -2.0, 2.0, 1), ("log", 0.0, 5.0, 1),
                                             ("log", 0.9, 1.1, 1), ("log", 0.0, 1e300, 1), ("sin", -10.0, 10.0, 1),
                                             ("cos", -10.0, 10.0, 1), ("sin", -1.6e6, 1.6e6, 2),
                                             ("cos", -1.6e6, 1.6e6, 2)])
def test_transcendentals_within_an_ulp_or_two_and_exact_specials(name, lo, hi, ulp):
    """exp, log, sin, cos through TOSA + IREE: within ``ulp`` of numpy (glibc) on random values over
    the range, and exactly PyTorch's result for 0, -0, +-inf, NaN, negative, subnormal, overflow and
    underflow inputs."""
    from tmlir import pipelines
    from tmlir.backends.refbackend import RefBackend
    rng = np.random.default_rng(3)
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -1.0, 1.0, 5e-324, 1e-310, 709.78, 709.79, -745.0,
                         -745.2, -708.4, -720.0, 1e-300, -1e-300, 1e-20, 2.0, 0.5, math.pi / 2, math.pi])
    if name not in ("sin", "cos"):
        specials = np.concatenate([specials, [1.7976931348623157e308]])
    X = np.concatenate([rng.uniform(lo, hi, 20000), specials])
    m = _module(getattr(SF, name), len(X), unary=True)
    pipelines.pass_manager(pipelines.lowering_pipeline_text("tosa")).run(m)
    be = RefBackend()
    f = be.load(be.compile(m.to_text()))
    got = np.asarray(f.main(X.view(np.int64).copy(), X.view(np.int64).copy())).view(np.float64)
    with np.errstate(all="ignore"):
        want = getattr(np, name)(X)
    fin = np.isfinite(want)
    assert ((got == want) | (np.isnan(got) & np.isnan(want)))[~fin].all()
    ulps = np.abs(got.view(np.int64) - want.view(np.int64))[fin]
    assert ulps.max() <= ulp, X[fin][np.argmax(ulps)]
    assert (ulps == 0).mean() > 0.75
    n = len(specials)
    with np.errstate(all="ignore"):
        eager = getattr(torch, name)(torch.from_numpy(specials)).numpy()
    exact = ~np.isfinite(eager) | (eager == 0) | (eager == 1)      # specials, over/underflow, exp(0), log(1)
    g, e = got[-n:], eager
    assert ((g == e) | (np.isnan(g) & np.isnan(e)))[exact].all()
    assert (np.signbit(g) == np.signbit(e))[exact & ~np.isnan(e)].all()
    assert (np.abs(g.view(np.int64) - e.view(np.int64)) <= ulp)[~exact].all()


def test_pow_special_values_exact_and_the_rest_close():
    """pow through TOSA + IREE on a grid of special and ordinary values: PyTorch's result exactly
    where it is 0, +-inf, NaN or 1 (C99's special cases, signs by the parity of y), within 1e-13
    relative elsewhere (exp(y log|x|) loses about |y ln x| ulp; integral |y| < 64 multiply)."""
    from tmlir import pipelines
    from tmlir.backends.refbackend import RefBackend
    sp = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 1e-310, 1e300,
                   2.5, -2.5, 0.3, 7.0, -7.0, 63.0, 64.0, 1e20])
    X, Y = (a.ravel() for a in np.meshgrid(sp, sp))
    rng = np.random.default_rng(5)
    X = np.concatenate([X, rng.uniform(0, 10, 2000), rng.uniform(-10, 10, 2000)])
    Y = np.concatenate([Y, rng.uniform(-20, 20, 2000), rng.integers(-70, 70, 2000).astype(float)])
    m = _module(SF.pow, len(X))
    pipelines.pass_manager(pipelines.lowering_pipeline_text("tosa")).run(m)
    be = RefBackend()
    f = be.load(be.compile(m.to_text()))
    got = np.asarray(f.main(X.view(np.int64).copy(), Y.view(np.int64).copy())).view(np.float64)
    want = torch.pow(torch.from_numpy(X), torch.from_numpy(Y)).numpy()
    special = ~np.isfinite(want) | (want == 0) | (np.abs(want) == 1)
    same = (got.view(np.int64) == want.view(np.int64)) | (np.isnan(got) & np.isnan(want))
    assert same[special].all(), list(zip(X[special & ~same], Y[special & ~same]))[:5]
    rel = np.abs(got[~special] / want[~special] - 1)
    assert rel.max() < 1e-13
