"""Test-case vocabulary for library functions.

A library function carries its own cases::

    @check_shape_function([Invocation(TensorOfShape(2, 3), TensorOfShape(3)),
                           ErrorInvocation(TensorOfShape(2), TensorOfShape(3))])
    def aten〇add〇Tensor〡shape(self: List[int], other: List[int], alpha: float = 1) -> List[int]:
        ...

``tests/test_library.py`` runs each case on the real PyTorch op (``torch.ops.<ns>.<op>.<overload>``
named by the function) and on the library function, and compares: shapes for shape functions,
dtypes for dtype functions. An ``ErrorInvocation`` must raise in both.
"""
import itertools
from collections.abc import Sequence as _SequenceABC
from typing import Any, Callable, Iterable, List, Optional, Sequence, Union

import torch

from .dtype_helpers import ALL_DTYPES, is_complex_dtype, is_float_dtype

__all__ = [
    "TensorOfShape", "LongTensorOfShape", "ZeroDTensorWithDtype", "NonZeroDTensorWithDtype",
    "Invocation", "ErrorInvocation", "check_shape_function", "check_dtype_function",
    "tensors_with_the_same_dtype", "tensor_pairs", "ALL_DTYPES",
]


class TensorOfShape:
    """A tensor argument given by its shape and dtype (values are made when the op runs).

    Integer values are drawn from ``[low, high)`` (default ``[1, 2)``: valid as an index into any
    non-empty dim and nonzero as a divisor); floats from ``[low, high)`` too, default ``[0.5, 1.5)``.
    """

    def __init__(self, *shape: int, dtype=torch.float32, low: Optional[float] = None,
                 high: Optional[float] = None, values: Optional[Sequence] = None):
        self.shape = list(shape)
        self.dtype = dtype
        self.low = low
        self.high = high
        self.values = values

    def __repr__(self):
        extra = "" if self.dtype == torch.float32 else f", dtype={self.dtype}"
        return f"TensorOfShape({', '.join(map(str, self.shape))}{extra})"

    def rank_dtype(self):
        return (len(self.shape), self.dtype)

    def to_tensor(self, generator: torch.Generator) -> torch.Tensor:
        if self.values is not None:
            return torch.tensor(self.values, dtype=self.dtype).reshape(self.shape)
        d = self.dtype
        if d == torch.bool:
            return torch.ones(self.shape, dtype=d)
        if is_float_dtype(d) or is_complex_dtype(d):
            low = 0.5 if self.low is None else self.low
            high = 1.5 if self.high is None else self.high
            t = torch.rand(self.shape, generator=generator, dtype=torch.float64)
            return (t * (high - low) + low).to(d)
        if d in (torch.qint8, torch.quint8, torch.qint32):   # a quantized tensor of values in [0.5, 1.5)
            t = torch.rand(self.shape, generator=generator) + 0.5
            return torch.quantize_per_tensor(t, 0.05, 3, d)
        low = 1 if self.low is None else int(self.low)
        high = 2 if self.high is None else int(self.high)
        return torch.randint(low, high, self.shape, generator=generator).to(d)


def LongTensorOfShape(*shape: int, low: Optional[int] = None, high: Optional[int] = None,
                      values=None) -> TensorOfShape:
    return TensorOfShape(*shape, dtype=torch.int64, low=low, high=high, values=values)


def ZeroDTensorWithDtype(dtype) -> TensorOfShape:
    return TensorOfShape(dtype=dtype)


def NonZeroDTensorWithDtype(dtype) -> TensorOfShape:
    return TensorOfShape(2, dtype=dtype)


def _tensors_in(value) -> Iterable[TensorOfShape]:
    if isinstance(value, TensorOfShape):
        yield value
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _tensors_in(v)


class Invocation:
    """Arguments for one call of the op and of its library function."""

    expects_error = False

    def __init__(self, *args: Any, **kwargs: Any):
        self.args = args
        self.kwargs = kwargs

    def __repr__(self):
        parts = [repr(a) for a in self.args] + [f"{k}={v!r}" for k, v in self.kwargs.items()]
        return f"{type(self).__name__}({', '.join(parts)})"

    # -- conversions ------------------------------------------------------------------------
    def _map(self, fn):
        def conv(v):
            if isinstance(v, TensorOfShape):
                return fn(v)
            if isinstance(v, list) and any(isinstance(x, TensorOfShape) for x in v):
                return [conv(x) for x in v]
            if isinstance(v, tuple) and any(isinstance(x, TensorOfShape) for x in v):
                return tuple(conv(x) for x in v)
            return v
        return [conv(a) for a in self.args], {k: conv(v) for k, v in self.kwargs.items()}

    def to_real_args(self, generator: Optional[torch.Generator] = None):
        g = generator if generator is not None else torch.Generator().manual_seed(0)
        return self._map(lambda t: t.to_tensor(g))

    def to_shape_args(self):
        return self._map(lambda t: list(t.shape))

    def to_dtype_args(self):
        return self._map(lambda t: t.rank_dtype())


class ErrorInvocation(Invocation):
    """An invocation on which both PyTorch and the library function must raise."""

    expects_error = True


class LazyInvocations(_SequenceABC):
    """Invocations built on first use (the all-dtype-pairs helpers make thousands: importing the
    library for compilation should not pay for its tests)."""

    def __init__(self, build):
        self._build = build
        self._items = None

    def _get(self):
        if self._items is None:
            self._items = list(self._build())
        return self._items

    def __getitem__(self, i):
        return self._get()[i]

    def __len__(self):
        return len(self._get())

    def __add__(self, other):
        return LazyInvocations(lambda: self._get() + list(other))

    def __radd__(self, other):
        return LazyInvocations(lambda: list(other) + self._get())


def _keep(invocations):
    return invocations if isinstance(invocations, LazyInvocations) else list(invocations)


def check_shape_function(invocations: List[Invocation]):
    def decorator(fn):
        fn._tmlir_invocations = _keep(invocations)
        return fn
    return decorator


def check_dtype_function(invocations: List[Invocation]):
    def decorator(fn):
        fn._tmlir_invocations = _keep(invocations)
        return fn
    return decorator


ErrorSpec = Union[Iterable, Callable[..., bool], None]


def _is_error(error_types: ErrorSpec, dtypes: Sequence) -> bool:
    if error_types is None:
        return False
    if callable(error_types):
        return bool(error_types(*dtypes))
    errs = set(error_types)
    return any(d in errs for d in dtypes)


def tensors_with_the_same_dtype(num_of_tensors: int = 1, *args, tensor_shapes=None,
                                error_types: ErrorSpec = None, dtypes=None,
                                **kwargs) -> List[Invocation]:
    """One invocation per dtype (a predicate ``error_types`` receives the dtype), ``num_of_tensors`` tensors of that dtype then ``args``.

    ``error_types`` (a set of dtypes, or a predicate over the dtype) marks the dtypes the op
    rejects; those become ``ErrorInvocation``s.
    """
    shapes = tensor_shapes if tensor_shapes is not None else [[2]] * num_of_tensors
    out: List[Invocation] = []
    for d in (dtypes if dtypes is not None else ALL_DTYPES):
        tensors = [TensorOfShape(*s, dtype=d) for s in shapes]
        cls = ErrorInvocation if _is_error(error_types, [d]) else Invocation
        out.append(cls(*tensors, *args, **kwargs))
    return out


def tensor_pairs(*args, shapes=((2,), (2,)), error_types: ErrorSpec = None,
                 with_zero_dim: bool = True, **kwargs) -> List[Invocation]:
    """Every ordered pair of dtypes for two tensor operands (both dimensioned; and, with
    ``with_zero_dim``, one of them zero-dim, which changes type promotion).

    A predicate ``error_types`` receives ``(dtype_a, dtype_b, torch.result_type(a, b))``.
    Built lazily (see ``LazyInvocations``)."""
    return LazyInvocations(lambda: _tensor_pairs(args, shapes, error_types, with_zero_dim, kwargs))


def _tensor_pairs(args, shapes, error_types, with_zero_dim, kwargs):
    rank_variants = [shapes]
    if with_zero_dim:
        rank_variants += [((), shapes[1]), (shapes[0], ())]
    out: List[Invocation] = []
    for sa, sb in rank_variants:
        for da, db in itertools.product(ALL_DTYPES, ALL_DTYPES):
            if callable(error_types):
                p = torch.result_type(torch.empty(sa, dtype=da), torch.empty(sb, dtype=db))
                err = bool(error_types(da, db, p))
            else:
                err = _is_error(error_types, [da, db])
            cls = ErrorInvocation if err else Invocation
            out.append(cls(TensorOfShape(*sa, dtype=da), TensorOfShape(*sb, dtype=db),
                           *args, **kwargs))
    return out


def tensor_with_scalars(scalars=(2, 1.5, 1j), *args, rank_shapes=((2,), ()),
                        error_types: ErrorSpec = None, **kwargs) -> List[Invocation]:
    """A tensor of every dtype (dimensioned and zero-dim) against each Python scalar.

    A predicate ``error_types`` receives ``(dtype, scalar_dtype, torch.result_type(t, scalar))``
    where ``scalar_dtype`` is int64, float64 or complex128. Built lazily."""
    return LazyInvocations(lambda: _tensor_with_scalars(scalars, args, rank_shapes, error_types, kwargs))


def _tensor_with_scalars(scalars, args, rank_shapes, error_types, kwargs):
    out: List[Invocation] = []
    for shape in rank_shapes:
        for d in ALL_DTYPES:
            for s in scalars:
                if callable(error_types):
                    sd = {int: torch.int64, float: torch.float64, complex: torch.complex128}[type(s)]
                    p = torch.result_type(torch.empty(shape, dtype=d), s)
                    err = bool(error_types(d, sd, p))
                else:
                    err = _is_error(error_types, [d])
                cls = ErrorInvocation if err else Invocation
                out.append(cls(TensorOfShape(*shape, dtype=d), s, *args, **kwargs))
    return out
