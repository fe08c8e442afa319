"""FFT e2e tests: ``torch.fft`` transforms (c2c, r2c, c2r and the Hermitian ones, one dim and
several), with padding/truncation to ``n``/``s``, every normalization mode, real, integer and
complex inputs, complex128/float64, dynamic sizes (along the transformed dims too), and
fftshift/ifftshift, stft/istft.
"""
import torch

from tmlir.e2e import Input

from ._common import registrar, F64, I64

C64, C128 = torch.complex64, torch.complex128
F = torch.fft

_register = registrar(__name__)


def _c(shape, dtype=C64, **kw):
    return Input(shape, dtype, **kw)


def _r(shape, dtype=torch.float32, **kw):
    return Input(shape, dtype, **kw)


# name -> (function, inputs)
CASES = {
    # one dim
    "Fft": (F.fft, [_c([3, 5])]),
    "FftReal": (F.fft, [_r([4, 6])]),
    "FftInt": (F.fft, [Input([7], I64)]),
    "FftPadDim0Ortho": (lambda x: F.fft(x, n=7, dim=0, norm="ortho"), [_c([4, 3])]),
    "FftTruncForward": (lambda x: F.fft(x, n=3, norm="forward"), [_c([2, 6])]),
    "Ifft": (F.ifft, [_c([3, 5])]),
    "Ifft128Forward": (lambda x: F.ifft(x, norm="forward"), [_c([2, 3, 4], C128)]),
    "Rfft": (F.rfft, [_r([3, 6])]),
    "RfftOdd": (F.rfft, [_r([2, 7])]),
    "RfftPad64": (lambda x: F.rfft(x, n=9, dim=0), [_r([5, 2], F64)]),
    "Irfft": (F.irfft, [_c([3, 5])]),
    "IrfftOddOrtho": (lambda x: F.irfft(x, n=7, norm="ortho"), [_c([3, 5])]),
    "IrfftTrunc": (lambda x: F.irfft(x, n=4, dim=0), [_c([5, 2])]),
    "Hfft": (F.hfft, [_c([3, 5])]),
    "Hfft128Forward": (lambda x: F.hfft(x, n=5, norm="forward"), [_c([2, 4], C128)]),
    "Ihfft": (F.ihfft, [_r([3, 6])]),
    "IhfftOrtho64": (lambda x: F.ihfft(x, n=4, norm="ortho"), [_r([4, 5], F64)]),
    # several dims
    "Fft2": (F.fft2, [_c([2, 3, 4], C128)]),
    "Ifft2Shape": (lambda x: F.ifft2(x, s=(4, 2)), [_c([3, 5])]),
    "FftnReal": (F.fftn, [_r([3, 4])]),
    "IfftnDims": (lambda x: F.ifftn(x, dim=(0, 2)), [_c([2, 3, 4], C128)]),
    "Rfft2": (F.rfft2, [_r([3, 6])]),
    "RfftnShape64": (lambda x: F.rfftn(x, s=(2, 5)), [_r([4, 5], F64)]),
    "Irfft2": (F.irfft2, [_c([3, 5])]),
    "IrfftnShape": (lambda x: F.irfftn(x, s=(4, 3, 6)), [_c([2, 3, 4], C128)]),
    "Hfft2": (F.hfft2, [_c([3, 5])]),
    "HfftnShape": (lambda x: F.hfftn(x, s=(3, 5)), [_c([2, 3, 4], C128)]),
    "Ihfft2": (F.ihfft2, [_r([3, 6])]),
    "Ihfftn64": (F.ihfftn, [_r([4, 5], F64)]),
    # dynamic sizes along the other dims
    "FftDynamicBatch": (F.fft, [_c([-1, 5])]),
    "RfftDynamicBatch": (lambda x: F.rfft(x, dim=1), [_r([-1, 6, 2])]),
    "IrfftDynamicBatch": (F.irfft, [_c([-1, 4])]),
    # dynamic signal lengths: the DFT matrix is built by the program (f64 cos/sin)
    "FftDynamicLength": (F.fft, [_c([2, -1], sizes=[2, 7])]),
    "IfftDynamicLengthStaticN": (lambda x: F.ifft(x, n=6, norm="ortho"), [_c([3, -1], sizes=[3, 4])]),
    "RfftDynamicLength64": (F.rfft, [_r([-1], F64, sizes=[9])]),
    "IrfftDynamicLengthForward": (lambda x: F.irfft(x, norm="forward"), [_c([-1, -1], sizes=[2, 5])]),
    "Fft2DynamicAll": (F.fft2, [_r([-1, -1], sizes=[4, 6])]),
    "FftshiftDynamic": (F.fftshift, [_r([-1, -1], sizes=[3, 5])]),
    # an empty signal padded to n: zeros
    "FftPadEmpty": (lambda x: F.fft(x, n=4), [_c([3, 0])]),
    "IrfftPadEmpty": (lambda x: F.irfft(x, n=4), [_c([2, 0])]),
    # shifts
    "Fftshift": (F.fftshift, [_r([3, 6])]),
    "FftshiftDim": (lambda x: F.fftshift(x, dim=-1), [_c([4, 5])]),
    "Ifftshift": (F.ifftshift, [_r([5, 4])]),
    "IfftshiftDims": (lambda x: F.ifftshift(x, dim=(0, 1)), [_c([3, 5])]),
    # a transform composed with its inverse and elementwise work
    "FftFilterRoundTrip": (lambda x: F.irfft(F.rfft(x) * torch.linspace(1, 0, 5), n=8), [_r([3, 8])]),
    # short-time transforms
    "Stft": (lambda x: torch.stft(x, n_fft=10, return_complex=True), [_r([100])]),
    "StftAsReal": (lambda x: torch.stft(x, n_fft=10, return_complex=False), [_r([60])]),
    "StftBatchNoCenter": (lambda x: torch.stft(x, n_fft=16, hop_length=4, center=False, return_complex=True),
                          [_r([3, 100])]),
    "StftWindowTwoSided": (lambda x, w: torch.stft(x, n_fft=16, window=w, onesided=False, return_complex=True),
                           [_r([2, 100]), _r([16])]),
    "StftShortWindowNormalized64": (
        lambda x, w: torch.stft(x, n_fft=16, win_length=9, hop_length=5, window=w, normalized=True,
                                return_complex=True), [_r([3, 60], F64), _r([9], F64)]),
    "StftComplex": (lambda x: torch.stft(x, n_fft=8, return_complex=True), [_c([2, 40])]),
    "Istft": (lambda x: torch.istft(x, n_fft=10), [_c([6, 4])]),
    "IstftTwoSidedNoCenter": (lambda x: torch.istft(x, n_fft=10, onesided=False, center=False), [_c([3, 10, 6])]),
    "IstftHop128": (lambda x: torch.istft(x, n_fft=16, hop_length=4), [_c([1, 9, 10], C128)]),
    "IstftWindowComplex": (lambda x, w: torch.istft(x, n_fft=10, window=w, win_length=8, return_complex=True),
                           [_c([2, 10, 10]), _r([8], low=0.5, high=1.5)]),
    "IstftComplexWindow": (lambda x, w: torch.istft(x, n_fft=10, window=w, win_length=8, return_complex=True),
                           [_c([2, 10, 10]), Input(value=torch.tensor([1.0, 0.5 + 1j, 2, 1 - 1j, 1, 1.5j, 1, 0.7]))]),
    "IstftWindowLength": (lambda x, w: torch.istft(x, n_fft=8, window=w, length=30),
                          [_c([2, 5, 6]), _r([8], low=0.5, high=1.5)]),
    "StftIstftRoundTrip": (lambda x, w: torch.istft(torch.stft(x, 16, 4, window=w, return_complex=True), 16, 4,
                                                    window=w, length=50),
                           [_r([2, 50]), Input(value=torch.hann_window(16))]),
}

for _n, (_fn, _inputs) in CASES.items():
    _register(_n, _fn, _inputs)
