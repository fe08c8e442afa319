"""Discrete Fourier transforms (``torch.fft.*`` and the ``aten._fft_*`` primitives) as matrix products.

With a static length along a transformed dim, the DFT along that dim is a product with a constant
matrix. Every transform here works on real tensors: a complex input is split into its real and
imaginary parts (``view_as_real`` + ``select``), each part is multiplied by the constant cosine and
sine matrices (``matmul`` after moving the dim last), the parts are combined and, for complex
results, joined by ``aten.complex``. Multi-dim transforms apply one dim at a time.

The matrices are computed in float64 on the host (angles reduced exactly: ``2*pi*((j*k) mod n)/n``)
and rounded once to the signal's precision; the products run in that precision: float32 for
float32/complex64 (and integer) signals, float64 for float64/complex128 ones. Half types are left
alone (PyTorch's CPU FFT rejects them).

One row per input element along the dim, one column per output element:

- c2c (``fft``, ``ifft``, ``fftn`` ...): ``W[j, k] = exp(s * 2*pi*i*j*k / n)``, ``s = -1`` forward, ``+1``
  inverse; a real input is a complex one with a zero imaginary part.
- r2c (``rfft``, ``ihfft``): the columns ``k <= n // 2`` of the c2c matrix (one-sided output).
- c2r (``irfft``, ``hfft``): the input holds ``n // 2 + 1`` coefficients of a Hermitian signal of
  length ``n``; ``y[j] = sum_k w_k * Re(X[k] * exp(s * 2*pi*i*j*k / n))`` with ``w_k = 1`` for ``k = 0``
  and ``k = n / 2`` and 2 otherwise (the imaginary parts of those two coefficients drop out, as
  in PyTorch). Multi-dim c2r transforms the other dims (c2c) first, then the last one.
- ``hfft`` is c2r with ``s = -1``, ``ihfft`` r2c with ``s = +1``.

Padding and truncation to the signal length ``n`` are in the matrix: input rows beyond ``n`` (or
beyond ``n // 2 + 1`` coefficients for c2r) are zero, rows for padded elements are absent.
Normalization (``norm`` = "backward"/None, "forward", "ortho"; ``normalization`` 0/1/2 in the
primitives) scales each dim's matrix by 1, ``1/n`` or ``1/sqrt(n)`` of that dim's signal length.

``fftshift``/``ifftshift`` are ``roll`` by ``n // 2`` / ``-(n // 2)`` along each dim.

A dynamic length along a transformed dim (or a dynamic input size with a static ``n``) gets a
matrix the program builds from ``arange`` (``_runtime_matrix``: the same exact integer angle
reduction, ``cos``/``sin`` in the signal's precision, the scale from the run-time length); ``fftshift`` rolls by a
run-time half length. A static matrix of more than ``MAX_MATRIX_ELEMENTS`` (lengths beyond about
1024) is refused with "not lowered" at the op (an O(n log n) FFT would be the way there).
``stft`` takes a run-time signal length; ``istft`` a run-time frame count (without ``length``).

``istft`` overlap-adds the windowed frames by cutting each into ``ceil(n_fft / hop)`` chunks of
``hop`` samples and adding the chunk tensors padded to their offsets.
"""
from __future__ import annotations

import math

import numpy as np

from tmlir.dialects.torch import types as T
from tmlir.dialects.torch.types import ComplexType

from .registry import decomposition
from .builder import NotApplicable, NotSupported, norm_dim, to_torch_dtype, U

_HALF = (T.F16, T.BF16)
#: the most elements of one DFT matrix (as float64 constants in the IR: 8 MiB each)
MAX_MATRIX_ELEMENTS = 1 << 20


# ---------------------------------------------------------------------------------------------
# matrices and products
# ---------------------------------------------------------------------------------------------

def _matrix(rows, n, cols, sign, scale, hermitian=False):
    """(real, imaginary) parts of the [rows, cols] DFT matrix for signal length ``n``, float64.
    Rows past the signal (``n``, or ``n // 2 + 1`` coefficients when ``hermitian``) are zero."""
    used = min(rows, n // 2 + 1 if hermitian else n)
    j = np.arange(used, dtype=np.int64)[:, None]
    k = np.arange(cols, dtype=np.int64)[None, :]
    angle = (2.0 * math.pi / n) * ((j * k) % n).astype(np.float64)
    re, im = np.zeros((rows, cols)), np.zeros((rows, cols))
    re[:used] = np.cos(angle) * scale
    im[:used] = np.sin(angle) * (sign * scale)
    if hermitian:
        w = np.full((used, 1), 2.0)
        w[0] = 1.0
        if n % 2 == 0 and used > n // 2:
            w[n // 2] = 1.0
        re[:used] *= w
        im[:used] *= w
    return re, im


def _runtime_matrix(b, rows, n, cols, sign, norm, inverse, work, hermitian=False):
    """``_matrix`` scaled as ``_scale`` says, built by the program in dtype ``work``: for sizes
    known only at run time (``rows``, ``n``, ``cols``: ints or ``!torch.int`` values). The angle is
    reduced exactly in integers as in ``_matrix`` (so it lies in [0, 2 pi)), then ``cos``/``sin``.
    The positions are int32, as index arithmetic on 32-bit targets: ``j * k`` stays below 2^31 for
    every matrix that fits in memory (rows, cols <= 46340: a 17 GB complex64 matrix), so a
    program without 64-bit tensors gets none from its FFT."""
    j = b.unsqueeze(b.arange(rows, dtype=T.SI32), 1)
    k = b.unsqueeze(b.arange(cols, dtype=T.SI32), 0)
    p = b.elementwise("torch.aten.remainder.Scalar", [b.mul(j, k), n])
    nf = b.to_dtype(b.full([], n, T.SI64), work)
    angle = b.div(b.mul(b.to_dtype(p, work), 2.0 * math.pi), nf)
    used = b.iadd(b.idiv(n, 2), 1) if hermitian else n
    w = b.where(b.compare("lt", j, used), b.full([], 1.0, work), b.full([], 0.0, work))
    if hermitian:  # the coefficients 0 and n / 2 once, the others twice
        once = b.logical("or", b.compare("eq", j, 0), b.compare("eq", b.mul(j, 2), n))
        w = b.mul(w, b.where(once, b.full([], 1.0, work), b.full([], 2.0, work)))
    if norm == "ortho":
        w = b.div(w, b.sqrt(nf))
    elif (norm == "backward") == inverse:
        w = b.div(w, nf)
    return b.mul(b.unary("cos", angle), w), b.mul(b.unary("sin", angle), b.mul(w, float(sign)))


def _scale(norm, n, inverse):
    """The factor of normalization mode ``norm`` ("backward", "forward", "ortho") on a dim of
    signal length ``n``."""
    if norm == "ortho":
        return 1.0 / math.sqrt(n)
    if (norm == "backward") == inverse:
        return 1.0 / n
    return 1.0


class _Signal:
    """A tensor being transformed: real and imaginary parts in the working dtype (``im`` None:
    zero)."""

    def __init__(self, b, op, x):
        self.b, self.op = b, op
        dt = b.dtype(x)
        if dt is None or b.sizes(x) is None:
            raise NotApplicable("unknown dtype or rank")
        if dt in _HALF or dt == ComplexType(T.F16):
            raise NotApplicable("half-precision FFT")
        td = to_torch_dtype(dt)
        self.input_complex = td.is_complex
        self.real_dtype = dt.element_type if td.is_complex else dt if td.is_floating_point else T.F32
        # the dtype the products run in: the signal's own precision
        self.work = self.real_dtype
        self.x, self.sizes = x, list(b.sizes(x))
        self.re = self.im = None

    def split(self):
        """The real and imaginary parts of the input in the working dtype."""
        b, x = self.b, self.x
        if self.input_complex:
            parts = b.op("torch.aten.view_as_real", [x], b.vt(self.sizes + [2], self.real_dtype))
            self.re = b.to_dtype(b.select(parts, -1, 0), self.work)
            self.im = b.to_dtype(b.select(parts, -1, 1), self.work)
        else:
            self.re, self.im = b.to_dtype(x, self.work), None

    @property
    def rank(self):
        return len(self.sizes)

    def length(self, d):
        """The size of dim ``d``: an int, or a ``!torch.int`` when dynamic."""
        return self.b.size(self.x, d)

    def zeros(self, sizes, real_out):
        """The result of transforming an empty input or into an empty result: zeros of ``sizes``."""
        b = self.b
        z = b.full(sizes, 0.0, self.real_dtype)
        return z if real_out else b.op("torch.aten.complex", [z, z], b.vt(sizes, ComplexType(self.real_dtype)))

    def _along(self, v, d, mat):
        """``v`` times the matrix ``mat`` (a float64 numpy array, rounded to the working dtype, or
        a tensor) along dim ``d``, in the working dtype."""
        b = self.b
        last = self.rank - 1
        if d != last:
            v = b.transpose(v, d, last)
        v = b.matmul(v, b.literal(mat, self.work)
                     if isinstance(mat, np.ndarray) else b.to_dtype(mat, self.work))
        return b.transpose(v, d, last) if d != last else v

    def transform(self, d, n, cols, sign, norm, hermitian=False, real_out=False):
        """Replace the parts by their DFT along dim ``d`` (signal length ``n``, ``cols`` outputs,
        normalization ``norm``): a constant matrix when the sizes are static, else one the
        program builds (``_runtime_matrix``)."""
        b = self.b
        rows = self.length(d)
        inverse = sign > 0
        if all(isinstance(v, int) for v in (rows, n, cols)):
            if rows * cols > MAX_MATRIX_ELEMENTS:
                raise NotSupported(f"'{self.op.name}' is not lowered: FFT length {n} along dim {d} needs a "
                                   f"{rows}x{cols} DFT matrix, more than {MAX_MATRIX_ELEMENTS} elements")
            wr, wi = _matrix(rows, n, cols, sign, _scale(norm, n, inverse), hermitian)
        else:
            wr, wi = _runtime_matrix(b, rows, n, cols, sign, norm, inverse, self.work, hermitian)
        re = self._along(self.re, d, wr)
        if self.im is not None:
            re = b.sub(re, self._along(self.im, d, wi))
        if real_out:
            self.re, self.im = re, None
            return
        im = self._along(self.re, d, wi)
        if self.im is not None:
            im = b.add(im, self._along(self.im, d, wr))
        self.re, self.im = re, im

    def result(self, real_out=False):
        b = self.b
        re = b.to_dtype(self.re, self.real_dtype)
        if real_out:
            return re
        im = b.to_dtype(self.im if self.im is not None else b.mul(self.re, 0.0), self.real_dtype)
        ct = ComplexType(self.real_dtype)
        return b.op("torch.aten.complex", [re, im], b.vt(b.sizes(re), ct))


def _check_length(op, n):
    if n < 1:
        raise NotSupported(f"'{op.name}': invalid number of data points ({n}) specified")


def _transform(b, op, x, dims, sizes, kind, sign, norm):
    """The ``kind`` ("c2c", "r2c", "c2r") transform of ``x`` over ``dims`` with signal lengths
    ``sizes`` (None entries: the input's length, or ``2 * (L - 1)`` for the c2r dim), sign
    ``sign`` of the exponent and normalization mode ``norm``; r2c/c2r treat the last dim one-sided."""
    sig = _Signal(b, op, x)
    dims = [norm_dim(d, sig.rank) for d in dims]
    if len(set(dims)) != len(dims):
        raise NotSupported(f"'{op.name}': FFT dims must be unique, got {dims}")
    if kind == "r2c" and sig.input_complex:
        raise NotSupported(f"'{op.name}' expects a real input tensor, got {b.dtype(x)}")
    lengths = []  # ints, or !torch.int values for dynamic dims
    for i, (d, s) in enumerate(zip(dims, sizes)):
        if s is None or s == -1:
            s = sig.length(d)
            if kind == "c2r" and i == len(dims) - 1:
                s = b.imul(b.isub(s, 1), 2)
        if isinstance(s, int):
            _check_length(op, s)
        lengths.append(s)
    last = len(dims) - 1
    out_sizes = list(sig.sizes)
    for i, (d, n) in enumerate(zip(dims, lengths)):
        out_sizes[d] = -1 if not isinstance(n, int) else n // 2 + 1 if kind == "r2c" and i == last else n
    if 0 in sig.sizes or 0 in out_sizes:  # nothing to transform: zeros (no 0-sized slices of the parts)
        if any(s < 0 for s in out_sizes):
            raise NotApplicable("empty input with dynamic sizes")
        return sig.zeros(out_sizes, kind == "c2r")
    sig.split()
    if kind == "r2c":  # the one-sided dim first, on the real input (as PyTorch)
        n = lengths[last]
        sig.transform(dims[last], n, b.iadd(b.idiv(n, 2), 1), sign, norm)
    for i in range(len(dims)) if kind == "c2c" else range(last):
        sig.transform(dims[i], lengths[i], lengths[i], sign, norm)
    if kind == "c2r":
        n = lengths[last]
        sig.transform(dims[last], n, n, sign, norm, hermitian=True, real_out=True)
        return sig.result(real_out=True)
    return sig.result()


# ---------------------------------------------------------------------------------------------
# torch.fft.* (what torch.export gives for the public functions)
# ---------------------------------------------------------------------------------------------

_ONE_DIM = {  # op -> (kind, exponent sign)
    "fft_fft": ("c2c", -1), "fft_ifft": ("c2c", 1), "fft_rfft": ("r2c", -1), "fft_irfft": ("c2r", 1),
    "fft_hfft": ("c2r", -1), "fft_ihfft": ("r2c", 1),
}


def _norm(b, op):
    v = op.arg("norm")
    norm = None if b.is_none(v) else b.const_str(v)
    if norm is None:
        return "backward"
    if norm not in ("backward", "forward", "ortho"):
        raise NotSupported(f"'{op.name}': invalid normalization mode {norm!r} (backward, forward or ortho)")
    return norm


@decomposition(*[f"torch.aten.{n}" for n in _ONE_DIM])
def fft_1d(b, op):
    kind, sign = _ONE_DIM[op.name.split(".")[-1]]
    x = op.arg("self")
    return [_transform(b, op, x, [b.const_int(op.arg("dim"))], [b.opt_int(op.arg("n"))], kind, sign,
                       _norm(b, op))]


_N_DIM = {  # op -> (kind, exponent sign); fft2-style ops default dim to [-2, -1] in their schema
    "fft_fft2": ("c2c", -1), "fft_ifft2": ("c2c", 1), "fft_rfft2": ("r2c", -1), "fft_irfft2": ("c2r", 1),
    "fft_hfft2": ("c2r", -1), "fft_ihfft2": ("r2c", 1),
    "fft_fftn": ("c2c", -1), "fft_ifftn": ("c2c", 1), "fft_rfftn": ("r2c", -1), "fft_irfftn": ("c2r", 1),
    "fft_hfftn": ("c2r", -1), "fft_ihfftn": ("r2c", 1),
}


@decomposition(*[f"torch.aten.{n}" for n in _N_DIM])
def fft_nd(b, op):
    kind, sign = _N_DIM[op.name.split(".")[-1]]
    x = op.arg("self")
    rank = b.rank(x)
    if rank is None:
        raise NotApplicable("unknown rank")
    s, dims = b.opt_int_list(op.arg("s")), b.opt_int_list(op.arg("dim"))
    if dims is None:
        dims = list(range(rank - len(s), rank)) if s is not None else list(range(rank))
    if s is None:
        s = [None] * len(dims)
    if len(s) != len(dims):
        raise NotSupported(f"'{op.name}': when given, dim and shape arguments must have the same length")
    if not dims:
        raise NotApplicable("no dims to transform")
    return [_transform(b, op, x, dims, s, kind, sign, _norm(b, op))]


@decomposition("torch.aten.fft_fftshift", "torch.aten.fft_ifftshift")
def fftshift(b, op):
    """``roll`` by half the length along each dim (all dims by default)."""
    x = op.arg("self")
    sizes = b.sizes(x)
    if sizes is None:
        raise NotApplicable("unknown rank")
    dims = b.opt_int_list(op.arg("dim"))
    dims = list(range(len(sizes))) if dims is None else [norm_dim(d, len(sizes)) for d in dims]
    shifts = []  # ints, or !torch.int values along dynamic dims
    for d in dims:
        half = b.idiv(b.size(x, d), 2)
        shifts.append(half if op.name.endswith("fft_fftshift") else b.isub(0, half))
    if not dims:
        return [x]
    return [b.op("torch.aten.roll", [x, b.int_list(shifts), dims], x.type)]


# ---------------------------------------------------------------------------------------------
# the primitives torch's own decompositions produce (aten._fft_c2c / _fft_r2c / _fft_c2r)
# ---------------------------------------------------------------------------------------------

_NORMALIZATION = {0: ("backward", "forward"), 1: ("ortho", "ortho"), 2: ("forward", "backward")}


def _prim_norm(b, op, inverse):
    """The ``norm`` mode of the primitives' ``normalization`` (0: none, 1: 1/sqrt(n), 2: 1/n)."""
    mode = b.const_int(op.arg("normalization"))
    if mode not in _NORMALIZATION:
        raise NotSupported(f"'{op.name}': invalid normalization {mode}")
    return _NORMALIZATION[mode][1 if inverse else 0]


@decomposition("torch.aten._fft_c2c")
def fft_c2c(b, op):
    forward = b.const_bool(op.arg("forward"))
    dims = b.const_int_list(op.arg("dim"))
    if not dims:
        return [op.arg("self")]
    return [_transform(b, op, op.arg("self"), dims, [None] * len(dims), "c2c", -1 if forward else 1,
                       _prim_norm(b, op, not forward))]


@decomposition("torch.aten._fft_r2c")
def fft_r2c(b, op):
    dims = b.const_int_list(op.arg("dim"))
    if not dims:
        raise NotApplicable("no dims")
    kind = "r2c" if b.const_bool(op.arg("onesided")) else "c2c"
    x = op.arg("self")
    if to_torch_dtype(b.dtype(x) or T.F32).is_complex:
        raise NotSupported(f"'{op.name}' expects a real input tensor, got {b.dtype(x)}")
    return [_transform(b, op, x, dims, [None] * len(dims), kind, -1, _prim_norm(b, op, False))]


@decomposition("torch.aten._fft_c2r")
def fft_c2r(b, op):
    dims = b.const_int_list(op.arg("dim"))
    if not dims:
        raise NotApplicable("no dims")
    sizes = [None] * (len(dims) - 1) + [b.const_int(op.arg("last_dim_size"))]
    return [_transform(b, op, op.arg("self"), dims, sizes, "c2r", 1, _prim_norm(b, op, True))]


# ---------------------------------------------------------------------------------------------
# short-time Fourier transforms
# ---------------------------------------------------------------------------------------------

def _window(b, op, window, win_length, n_fft, dtype):
    """The window (ones when None) zero-padded on both sides to ``n_fft`` (as PyTorch centers it)."""
    if not 0 < win_length <= n_fft:
        raise NotSupported(f"'{op.name}': expected 0 < win_length <= n_fft, got win_length={win_length}, "
                           f"n_fft={n_fft}")
    if b.is_none(window):
        window = b.full([win_length], 1.0, dtype)
    elif list(b.sizes(window) or []) != [win_length]:
        raise NotSupported(f"'{op.name}': expected a 1-D window of size win_length={win_length}, "
                           f"got {b.ty(window)}")
    left = (n_fft - win_length) // 2
    if left or n_fft - win_length - left:
        window = b.op("torch.aten.constant_pad_nd", [window, [left, n_fft - win_length - left], 0.0],
                      b.vt([n_fft], b.dtype(window)))
    return window


@decomposition("torch.aten.stft", "torch.aten.stft.center")
def stft(b, op):
    """Frames of ``n_fft`` samples every ``hop_length`` (``unfold``), times the window, DFT along
    the frame (one-sided for real input and window); result ``[batch?, freq, frames]``. With
    ``center`` (``stft.center``; torch.export writes that pad as an ``aten.pad`` before a plain
    ``stft``) the signal is first padded by ``n_fft // 2`` on both sides in ``pad_mode``."""
    x, window = op.arg("self"), op.arg("window")
    sizes = b.sizes(x)
    if sizes is None or b.dtype(x) is None or (not b.is_none(window) and b.dtype(window) is None):
        raise NotApplicable("unknown rank or dtype")
    if len(sizes) not in (1, 2):
        raise NotSupported(f"'{op.name}': expected a 1-D or 2-D input, got {b.ty(x)}")
    if not b.is_none(op.arg("align_to_window")) and b.const_bool(op.arg("align_to_window")):
        raise NotApplicable("align_to_window")
    n_fft = b.const_int(op.arg("n_fft"))
    if op.name.endswith(".center") and b.const_bool(op.arg("center")):
        p = n_fft // 2
        shape = b.shape_of(x)   # a run-time signal length is a !torch.int value
        x3 = b.reshape(x, [1] * (3 - len(sizes)) + shape)
        s3 = list(b.sizes(x3))
        x3 = b.op("torch.aten.pad", [x3, [p, p], b.str(b.const_str(op.arg("pad_mode"))), None],
                  b.vt(s3[:-1] + [s3[-1] + 2 * p if s3[-1] >= 0 else U], b.dtype(x)))
        x = b.reshape(x3, shape[:-1] + [b.iadd(shape[-1], 2 * p)])
        sizes = b.sizes(x)
    hop = b.opt_int(op.arg("hop_length"))
    hop = n_fft // 4 if hop is None else hop
    win_length = b.opt_int(op.arg("win_length"))
    win_length = n_fft if win_length is None else win_length
    length = b.size(x, len(sizes) - 1)   # the FFT length is n_fft: the signal may be run-time long
    if isinstance(length, int) and not 0 < n_fft <= length or hop <= 0 or n_fft <= 0:
        raise NotSupported(f"'{op.name}': expected 0 < n_fft <= {length} and hop_length > 0, got n_fft={n_fft}, "
                           f"hop_length={hop}")
    if not isinstance(length, int):
        b.guard(b.op("torch.aten.le.int", [n_fft, length], T.BOOL),
                f"stft: expected 0 < n_fft <= the signal length, got n_fft={n_fft}")
    is_complex = to_torch_dtype(b.dtype(x)).is_complex or (
        not b.is_none(window) and to_torch_dtype(b.dtype(window)).is_complex)
    onesided = b.const_bool(op.arg("onesided")) if not b.is_none(op.arg("onesided")) else not is_complex
    if onesided and is_complex:
        raise NotSupported(f"'{op.name}': onesided output is not possible with a complex input or window")
    return_complex = op.arg("return_complex")
    if b.is_none(return_complex):
        if not is_complex:
            raise NotSupported(f"'{op.name}' requires the return_complex parameter for real inputs")
        return_complex = True
    else:
        return_complex = b.const_bool(return_complex)
    window = _window(b, op, window, win_length, n_fft, b.dtype(x))
    frames = b.iadd(b.idiv(b.isub(length, n_fft), hop), 1)
    fs = list(sizes[:-1]) + [frames if isinstance(frames, int) else U, n_fft]
    framed = b.op("torch.aten.unfold", [x, len(sizes) - 1, n_fft, hop], b.vt(fs, b.dtype(x)))
    framed = b.mul(framed, window)
    norm = "ortho" if b.const_bool(op.arg("normalized")) else "backward"
    out = _transform(b, op, framed, [-1], [n_fft], "r2c" if onesided else "c2c", -1, norm)
    out = b.transpose(out, -1, -2)
    if not return_complex:
        out = b.op("torch.aten.view_as_real", [out], b.vt(list(b.sizes(out)) + [2], b.dtype(out).element_type))
    return [out]


def _pad(b, x, pads):
    """``constant_pad_nd`` of ``x`` with ``pads`` (pairs from the last dim backwards), zeros."""
    if not any(pads):
        return x
    sizes = list(b.sizes(x))
    for i in range(len(pads) // 2):
        if sizes[-1 - i] >= 0:
            sizes[-1 - i] += pads[2 * i] + pads[2 * i + 1]
    return b.op("torch.aten.constant_pad_nd", [x, list(pads), 0.0], b.vt(sizes, b.dtype(x)))


def _overlap_add(b, y, frames, n_fft, hop, start, stop):
    """Samples ``[start, stop)`` of the sum of the frames of ``y`` (``[..., frames, n_fft]``), frame
    ``t`` placed at ``t * hop``. Each frame is cut into ``R = ceil(n_fft / hop)`` chunks of ``hop``
    samples; chunk ``r`` of frame ``t`` lands on block ``t + r``: R padded chunk tensors are added.
    A complex ``y`` is summed as its ``view_as_real`` pairs. ``frames``, the leading sizes and
    ``stop`` may be run-time values."""
    dt = b.dtype(y)
    is_complex = to_torch_dtype(dt).is_complex
    trail = []
    if is_complex:
        y = b.op("torch.aten.view_as_real", [y], b.vt(list(b.sizes(y)) + [2], dt.element_type))
        trail = [2]
    tail = [0, 0] * len(trail)
    lead = b.shape_of(y)[:-2 - len(trail)]
    chunks = -(-n_fft // hop)
    y = _pad(b, y, tail + [0, chunks * hop - n_fft])
    y = b.reshape(y, lead + [frames, chunks, hop] + trail)
    acc = None
    for r in range(chunks):
        c = _pad(b, b.select(y, len(lead) + 1, r), tail + [0, 0, r, chunks - 1 - r])
        acc = c if acc is None else b.add(acc, c)
    acc = b.slice(b.reshape(acc, lead + [b.imul(b.iadd(frames, chunks - 1), hop)] + trail), len(lead), start, stop)
    if is_complex:
        acc = b.op("torch.aten.view_as_complex", [acc], b.vt(list(b.sizes(acc))[:-1], dt))
    return acc


@decomposition("torch.aten.istft")
def istft(b, op):
    """Inverse DFT of each frame (c2r, or c2c with ``return_complex``), times the window,
    overlap-added and divided by the overlap-added squared window;
    the centering pad is cut off and the result padded with zeros to ``length``."""
    x, window = op.arg("self"), op.arg("window")
    sizes = b.sizes(x)
    if sizes is None or b.dtype(x) is None or (not b.is_none(window) and b.dtype(window) is None):
        raise NotApplicable("unknown rank or dtype")
    if not to_torch_dtype(b.dtype(x)).is_complex:
        raise NotSupported(f"'{op.name}' requires a complex-valued input tensor, got {b.ty(x)}")
    if len(sizes) not in (2, 3):
        raise NotSupported(f"'{op.name}': expected a tensor with 2 or 3 dims, got {b.ty(x)}")
    fft_size, frames = sizes[-2], b.size(x, len(sizes) - 1)   # the frame count may be a run-time value
    if fft_size < 0:
        raise NotSupported(f"'{op.name}' is not lowered: dynamic FFT length ({b.ty(x)})")
    n_fft = b.const_int(op.arg("n_fft"))
    hop = b.opt_int(op.arg("hop_length"))
    hop = n_fft // 4 if hop is None else hop
    win_length = b.opt_int(op.arg("win_length"))
    win_length = n_fft if win_length is None else win_length
    onesided = b.const_bool(op.arg("onesided")) if not b.is_none(op.arg("onesided")) else fft_size != n_fft
    if (n_fft // 2 + 1 if onesided else n_fft) != fft_size:
        raise NotSupported(f"'{op.name}': expected the frequency dim to be {n_fft // 2 + 1 if onesided else n_fft} "
                           f"(n_fft={n_fft}, onesided={onesided}), got {fft_size}")
    if not 0 < hop <= win_length:
        raise NotSupported(f"'{op.name}': expected 0 < hop_length <= win_length, got hop_length={hop}")
    return_complex = b.const_bool(op.arg("return_complex"))
    if return_complex and onesided:
        raise NotSupported(f"'{op.name}': cannot have onesided output if the window or input is complex")
    window_given = not b.is_none(window)
    if window_given and not return_complex and to_torch_dtype(b.dtype(window)).is_complex:
        raise NotSupported(f"'{op.name}': complex windows are incompatible with return_complex=False")
    real_dtype = b.dtype(x).element_type
    window = _window(b, op, window, win_length, n_fft, real_dtype)
    norm = "ortho" if b.const_bool(op.arg("normalized")) else "backward"
    spectra = b.transpose(x, -1, -2)
    y = _transform(b, op, spectra, [-1], [n_fft], "c2c" if return_complex else "c2r", 1, norm)
    y = b.mul(y, window)
    expected = b.iadd(b.imul(b.isub(frames, 1), hop), n_fft)
    start = n_fft // 2 if b.const_bool(op.arg("center")) else 0
    length = b.opt_int(op.arg("length"))
    if not isinstance(frames, int):
        if length is not None:
            raise NotSupported(f"'{op.name}' is not lowered: a given length with a run-time frame count ({b.ty(x)})")
        # frames >= 1: the signal is at least n_fft long, so [start, end) lies within it
        b.guard(b.op("torch.aten.ge.int", [frames, 1], T.BOOL), f"'{op.name}': expected at least one frame")
        end = stop = b.isub(expected, n_fft // 2) if start else expected
    else:
        end = start + length if length is not None else (expected - n_fft // 2 if start else expected)
        stop = max(min(end, expected), start)
    y = _overlap_add(b, y, frames, n_fft, hop, start, stop)
    w2 = b.mul(window, window)
    env = _overlap_add(b, b.expand(b.unsqueeze(w2, 0), [frames, n_fft]), frames, n_fft, hop, start, stop)
    msg = f"'{op.name}': window overlap add min below 1e-11"
    if not window_given and isinstance(frames, int):  # the envelope of the zero-padded ones window is known here
        ones = np.zeros(expected)
        left = (n_fft - win_length) // 2
        for t in range(frames):
            ones[t * hop + left:t * hop + left + win_length] += 1.0
        if stop > start and ones[start:stop].min() < 1e-11:
            raise NotSupported(msg)
    else:
        b.check(b.compare("gt", b.abs(env), 1e-11), msg)
    y = b.div(y, env)
    if isinstance(frames, int) and end > expected:
        pad = end - max(expected, start)
        ys = list(b.sizes(y))
        y = b.op("torch.aten.constant_pad_nd", [y, [0, pad], 0.0], b.vt(ys[:-1] + [ys[-1] + pad], b.dtype(y)))
    return [y]
