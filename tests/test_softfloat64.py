"""``tmlir.transforms.softfloat64``: IEEE binary64 add/sub/mul/div/sqrt on si64 bit patterns, built
from torch integer ops, lowered to TOSA (which has no f64) and run with IREE: every result must
equal numpy's float64 result bit for bit (NaN: any NaN), over special values, subnormals, overflow,
rounding ties and random values of every magnitude; and the same through the torch interpreter."""
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
}


def _check(got, want, X, Y):
    got = np.asarray(got).view(np.float64)
    bad = ~((got.view(np.int64) == want.view(np.int64)) | (np.isnan(got) & np.isnan(want)))
    i = np.nonzero(bad)[0][:5]
    assert not bad.any(), f"{bad.sum()} results differ, e.g. x={X[i]!r} y={Y[i]!r} got={got[i]!r} want={want[i]!r}"


def _inputs(name):
    X, Y = _pairs()
    if name == "sqrt":       # every value (and its square root's rounding) once, plus more magnitudes
        X = np.concatenate([_values(3000, 7), np.abs(_values(3000, 8))])
        Y = X
    return X, Y


@pytest.mark.parametrize("name", sorted(CASES))
def test_bit_exact_through_tosa_and_iree(name):
    from tmlir import pipelines
    from tmlir.backends.refbackend import RefBackend
    fn, ref = CASES[name]
    X, Y = _inputs(name)
    m = _module(fn, len(X), unary=name in ("sqrt", "neg"))
    pipelines.pass_manager(pipelines.lowering_pipeline_text("tosa")).run(m)
    text = m.to_text()
    assert "tosa." in text and "f64" not in text
    be = RefBackend()
    f = be.load(be.compile(text))
    got = f.main(X.view(np.int64).copy(), Y.view(np.int64).copy())
    with np.errstate(all="ignore"):
        _check(got, ref(X, Y), X, Y)


@pytest.mark.parametrize("name", ["add", "mul", "div", "sqrt"])
def test_bit_exact_in_the_torch_interpreter(name):
    from tmlir.interpreter import Interpreter
    fn, ref = CASES[name]
    X, Y = _inputs(name)
    m = _module(fn, len(X), unary=name == "sqrt")
    got = Interpreter(m).run(torch.from_numpy(X.view(np.int64).copy()), torch.from_numpy(Y.view(np.int64).copy()))
    with np.errstate(all="ignore"):
        _check(got.numpy(), ref(X, Y), X, Y)
