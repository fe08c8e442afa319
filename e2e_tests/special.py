"""Special functions e2e tests: Bessel functions, erfcx, lgamma, mvlgamma, polygamma and Legendre polynomials
(decomposed into elementwise arithmetic; f64 runs too, as no f64 libm call is involved)."""
import torch

from tmlir.e2e import Input

from ._common import registrar


_register = registrar(__name__)


WIDE = dict(low=-12.0, high=12.0)
POS = dict(low=0.01, high=15.0)
SPECIAL = {
    "I0": (torch.i0, WIDE), "I0e": (torch.special.i0e, dict(low=-40.0, high=40.0)),
    "ModifiedBesselI0": (torch.special.modified_bessel_i0, WIDE),
    "Mvlgamma3": (lambda x: torch.mvlgamma(x, 3), dict(low=1.01, high=20.0)),
    "I1": (torch.special.i1, WIDE), "I1e": (torch.special.i1e, WIDE),
    "ModifiedBesselI1": (torch.special.modified_bessel_i1, WIDE),
    "ModifiedBesselK1": (torch.special.modified_bessel_k1, POS),
    "ScaledModifiedBesselK1": (torch.special.scaled_modified_bessel_k1, POS),
    "Erfcx": (torch.special.erfcx, dict(low=-4.0, high=20.0)),
    "Lgamma": (torch.lgamma, dict(low=-8.9, high=30.0)),
    "Polygamma1": (lambda x: torch.polygamma(1, x), dict(low=0.3, high=9.0)),
    "Polygamma2": (lambda x: torch.polygamma(2, x), dict(low=0.3, high=9.0)),
}
for _n, (_fn, _dom) in SPECIAL.items():
    _register(f"Special{_n}", _fn, [Input([4, 5], **_dom)])
    _register(f"Special{_n}F64", _fn, [Input([4, 5], torch.float64, **_dom)])
_register("SpecialI1Int64", torch.special.i1, [Input([3, 4], torch.int64, low=-10, high=10)])
_register("SpecialLgammaF16", torch.lgamma, [Input([3, 4], torch.float16, low=0.1, high=8.0)])
_register("SpecialPolygamma2Reflected", lambda x: torch.polygamma(2, x), [Input([4, 5], torch.float64, low=-6.0, high=0.4)])
_register("SpecialLegendreP", torch.special.legendre_polynomial_p,
          [Input([4, 5], low=-1.0, high=1.0), Input([5], torch.int64, low=-2, high=12)])
_register("SpecialLegendrePF64Dynamic", torch.special.legendre_polynomial_p,
          [Input([-1, 5], torch.float64, sizes=[3, 5], low=-1.5, high=1.5), Input([5], torch.float64, low=0.0, high=9.0)])
_register("SpecialLegendrePConstDegree", lambda x: torch.special.legendre_polynomial_p(x, 7),
          [Input([4, 5], low=-1.0, high=1.0)])
