"""Special functions e2e tests: Bessel functions, erfcx and the normal distribution functions, entr,
xlog1py, Airy Ai, lgamma, digamma, mvlgamma, polygamma, zeta, the incomplete gamma functions and the
orthogonal polynomials (decomposed into elementwise arithmetic; f64 runs too, as no f64 libm call is
involved)."""
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
    "ModifiedBesselK0": (torch.special.modified_bessel_k0, POS),
    "ScaledModifiedBesselK0": (torch.special.scaled_modified_bessel_k0, POS),
    "SphericalBesselJ0": (torch.special.spherical_bessel_j0, dict(low=-40.0, high=40.0)),
    "Ndtr": (torch.special.ndtr, dict(low=-8.0, high=8.0)),
    "LogNdtr": (torch.special.log_ndtr, dict(low=-30.0, high=8.0)),
    "Ndtri": (torch.special.ndtri, dict(low=0.0, high=1.0)),
    "Erfinv": (torch.erfinv, dict(low=-1.0, high=1.0)),
    "Entr": (torch.special.entr, dict(low=-1.0, high=9.0)),
    "Digamma": (torch.digamma, dict(low=-8.9, high=12.0)),
    "Polygamma0": (lambda x: torch.special.polygamma(0, x), dict(low=0.1, high=9.0)),
    "AiryAi": (torch.special.airy_ai, dict(low=-12.0, high=9.0)),
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
# PyTorch's CPU kernels for J0/J1/Y0/Y1 are off by up to about 1e-6 above x = 5 (the values here agree
# with mpmath to 1e-15); the tolerance is OpInfo's precisionOverride for these ops.
for _name, _fn, _low in [("BesselJ0", torch.special.bessel_j0, -30.0), ("BesselJ1", torch.special.bessel_j1, -30.0),
                         ("BesselY0", torch.special.bessel_y0, 0.01), ("BesselY1", torch.special.bessel_y1, 0.05)]:
    _register(f"Special{_name}", _fn, [Input([4, 5], low=_low, high=30.0)], tolerance=dict(rtol=1.3e-6, atol=1e-4))
    _register(f"Special{_name}F64", _fn, [Input([4, 5], torch.float64, low=_low, high=30.0)],
              tolerance=dict(rtol=1e-7, atol=1e-5))
_register("SpecialDigammaF16", torch.digamma, [Input([3, 4], torch.float16, low=0.2, high=8.0)])
_register("SpecialErfinvF16", torch.erfinv, [Input([3, 4], torch.float16, low=-1.0, high=1.0)])
_register("SpecialNdtriInt64", torch.special.ndtri, [Input([3, 4], torch.int64, low=-1, high=2)])
_register("SpecialBesselJ0Int64", torch.special.bessel_j0, [Input([3, 4], torch.int64, low=-20, high=20)])
_register("SpecialXlog1py", torch.special.xlog1py, [Input([4, 5], low=-3.0, high=3.0), Input([5], low=-0.9, high=5.0)])
_register("SpecialXlog1pyF64", torch.special.xlog1py,
          [Input([4, 5], torch.float64, low=-3.0, high=3.0), Input([4, 5], torch.float64, low=-0.9, high=5.0)])
_register("SpecialXlog1pyScalarSelf", lambda y: torch.special.xlog1py(2.0, y), [Input([4, 5], low=-0.9, high=5.0)])
_register("SpecialZeta", torch.special.zeta, [Input([4, 5], low=1.1, high=9.0), Input([4, 5], low=0.1, high=9.0)])
_register("SpecialZetaF64", torch.special.zeta,
          [Input([4, 5], torch.float64, low=1.1, high=9.0), Input([5], torch.float64, low=0.1, high=9.0)])
_register("SpecialZetaIntegerOrderNegativeQ", torch.special.zeta,
          [Input([4, 5], torch.int64, low=2, high=8), Input([4, 5], torch.float64, low=-8.9, high=-0.1)])
for _name, _fn, _x in [("ChebyshevT", torch.special.chebyshev_polynomial_t, (-1.0, 1.0)),
                       ("ChebyshevU", torch.special.chebyshev_polynomial_u, (-1.0, 1.0)),
                       ("ChebyshevV", torch.special.chebyshev_polynomial_v, (-1.0, 1.0)),
                       ("ChebyshevW", torch.special.chebyshev_polynomial_w, (-1.0, 1.0)),
                       ("ShiftedChebyshevT", torch.special.shifted_chebyshev_polynomial_t, (0.0, 1.0)),
                       ("ShiftedChebyshevU", torch.special.shifted_chebyshev_polynomial_u, (0.0, 1.0)),
                       ("ShiftedChebyshevV", torch.special.shifted_chebyshev_polynomial_v, (0.0, 1.0)),
                       ("ShiftedChebyshevW", torch.special.shifted_chebyshev_polynomial_w, (0.0, 1.0)),
                       ("HermiteH", torch.special.hermite_polynomial_h, (-3.0, 3.0)),
                       ("HermiteHe", torch.special.hermite_polynomial_he, (-3.0, 3.0)),
                       ("LaguerreL", torch.special.laguerre_polynomial_l, (-3.0, 9.0))]:
    _register(f"Special{_name}", _fn, [Input([4, 5], low=_x[0], high=_x[1]), Input([5], torch.int64, low=-2, high=9)])
    _register(f"Special{_name}F64", _fn,
              [Input([4, 5], torch.float64, low=_x[0], high=_x[1]), Input([4, 5], torch.float64, low=-1.5, high=9.0)])
_register("SpecialIgamma", torch.igamma, [Input([4, 5], low=0.0, high=12.0), Input([4, 5], low=0.0, high=20.0)])
_register("SpecialIgammaF64", torch.igamma,
          [Input([4, 5], torch.float64, low=0.0, high=12.0), Input([5], torch.float64, low=0.0, high=20.0)])
_register("SpecialIgammac", torch.igammac, [Input([4, 5], low=0.0, high=12.0), Input([4, 5], low=0.0, high=20.0)])
_register("SpecialIgammacF64", torch.igammac,
          [Input([4, 5], torch.float64, low=0.0, high=12.0), Input([4, 5], torch.float64, low=0.0, high=20.0)])
