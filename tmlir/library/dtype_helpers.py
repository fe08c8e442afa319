"""Dtype helpers for the abstract interpretation library.

Dtypes are PyTorch ``ScalarType`` integers at run time (what ``torch.float32`` is inside
TorchScript), so every function here is plain Python over ints and scripts with
``torch.jit.script``; run eagerly in Python the same code works on ``torch.dtype`` objects.
"""
from typing import List, Optional, Tuple, Union

import torch

# In TorchScript a dtype is its ScalarType int; in eager Python the same code sees torch.dtype
# objects. ``dtype_to_int``/``int_to_dtype`` convert at the Python boundary.
_SCALAR_TYPE_INTS = {
    torch.uint8: 0, torch.int8: 1, torch.int16: 2, torch.int32: 3, torch.int64: 4,
    torch.float16: 5, torch.float32: 6, torch.float64: 7, torch.complex32: 8, torch.complex64: 9,
    torch.complex128: 10, torch.bool: 11, torch.qint8: 12, torch.quint8: 13, torch.qint32: 14, torch.bfloat16: 15,
    torch.float8_e5m2: 23, torch.float8_e4m3fn: 24, torch.float8_e5m2fnuz: 25, torch.float8_e4m3fnuz: 26,
}
_INT_TO_TORCH = {v: k for k, v in _SCALAR_TYPE_INTS.items()}

#: The dtypes the generated dtype checks sweep over (ComplexHalf is experimental in PyTorch).
ALL_DTYPES = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64,
              torch.float16, torch.bfloat16, torch.float32, torch.float64,
              torch.complex64, torch.complex128]


def dtype_to_int(dtype) -> int:
    if isinstance(dtype, int):
        return dtype
    return _SCALAR_TYPE_INTS[dtype]


def int_to_dtype(value):
    if isinstance(value, torch.dtype):
        return value
    return _INT_TO_TORCH[value]


def is_bool_dtype(dtype: int) -> bool:
    return dtype == torch.bool


def is_integer_dtype(dtype: int) -> bool:
    """Integral, not counting bool."""
    return dtype == torch.uint8 or dtype == torch.int8 or dtype == torch.int16 or dtype == torch.int32 or dtype == torch.int64


def is_quantized_dtype(dtype: int) -> bool:
    return dtype == torch.qint8 or dtype == torch.quint8 or dtype == torch.qint32


def quantized_product_dtype(a: int, b: int) -> int:
    """The dtype of a matmul/convolution on quantized operands: its i32 sums (``!torch.qint32``,
    what torch-fuse-quantized-ops writes)."""
    assert is_quantized_dtype(a) and is_quantized_dtype(b), "a product of a quantized and a non-quantized tensor"
    assert a != torch.qint32 and b != torch.qint32, "a product of qint32 tensors"
    return torch.qint32


def is_float_dtype(dtype: int) -> bool:
    return dtype == torch.float16 or dtype == torch.bfloat16 or dtype == torch.float32 or dtype == torch.float64


def is_complex_dtype(dtype: int) -> bool:
    return dtype == torch.complex32 or dtype == torch.complex64 or dtype == torch.complex128


def is_integer_or_bool(dtype: int) -> bool:
    return dtype == torch.bool or is_integer_dtype(dtype)


def dtype_category(dtype: int) -> int:
    """0 bool, 1 integer, 2 floating, 3 complex."""
    if dtype == torch.bool:
        return 0
    if is_integer_dtype(dtype):
        return 1
    if is_float_dtype(dtype):
        return 2
    assert is_complex_dtype(dtype), "unsupported dtype"
    return 3


def _int_rank(dtype: int) -> int:
    if dtype == torch.int8:
        return 1
    if dtype == torch.int16:
        return 2
    if dtype == torch.int32:
        return 3
    return 4


def float_size(dtype: int) -> int:
    if dtype == torch.float16 or dtype == torch.bfloat16:
        return 2
    if dtype == torch.float32:
        return 4
    return 8


def complex_to_float(dtype: int) -> int:
    if dtype == torch.complex32:
        return torch.float16
    if dtype == torch.complex64:
        return torch.float32
    assert dtype == torch.complex128
    return torch.float64


def float_to_complex(dtype: int) -> int:
    if dtype == torch.float16:
        return torch.complex32
    if dtype == torch.float32 or dtype == torch.bfloat16:
        return torch.complex64
    assert dtype == torch.float64
    return torch.complex128


def _promote_floats(a: int, b: int) -> int:
    if a == b:
        return a
    sa = float_size(a)
    sb = float_size(b)
    if sa == 2 and sb == 2:
        return torch.float32
    if sa >= sb:
        return a
    return b


def promote_two(a: int, b: int) -> int:
    """``torch.promote_types`` for two dtypes."""
    if a == b:
        return a
    if a == torch.bool:
        return b
    if b == torch.bool:
        return a
    ca = dtype_category(a)
    cb = dtype_category(b)
    if ca == 1 and cb == 1:
        if a == torch.uint8:
            return torch.int16 if b == torch.int8 else b
        if b == torch.uint8:
            return torch.int16 if a == torch.int8 else a
        return a if _int_rank(a) >= _int_rank(b) else b
    if ca < cb:
        if ca == 1:
            return b
        # float with complex
        return float_to_complex(_promote_floats(a, complex_to_float(b)))
    if cb < ca:
        if cb == 1:
            return a
        return float_to_complex(_promote_floats(b, complex_to_float(a)))
    if ca == 2:
        return _promote_floats(a, b)
    return float_to_complex(_promote_floats(complex_to_float(a), complex_to_float(b)))


def _combine(higher: Optional[int], lower: Optional[int]) -> Optional[int]:
    # None stands for "no operand in this class".
    if higher is None:
        return lower
    if lower is None:
        return higher
    if is_complex_dtype(higher):
        return higher
    if is_complex_dtype(lower):
        if is_float_dtype(higher):
            return float_to_complex(higher)
        return lower
    if is_float_dtype(higher):
        return higher
    if higher == torch.bool or is_float_dtype(lower):
        return promote_two(higher, lower)
    return higher


def promote_dtypes(ranks: List[Optional[int]], dtypes: List[int]) -> int:
    """The dtype ``torch.result_type`` gives for these operands.

    ``ranks[i]`` is the rank of a tensor operand, or ``None`` for a Python scalar (whose dtype is
    that of ``get_dtype_of_scalar``). Dimensioned tensors outrank zero-dim tensors, which outrank
    Python scalars; a lower class only wins when its category (bool < int < float < complex) is
    higher.
    """
    assert len(ranks) == len(dtypes), "ranks and dtypes differ in length"
    dim_result: Optional[int] = None
    zero_result: Optional[int] = None
    scalar_result: Optional[int] = None
    for i in range(len(ranks)):
        r = ranks[i]
        d = dtypes[i]
        if r is None:
            if is_float_dtype(d):
                d = torch.float32
            elif is_complex_dtype(d):
                d = torch.complex64
            scalar_result = d if scalar_result is None else promote_two(scalar_result, d)
        elif r > 0:
            dim_result = d if dim_result is None else promote_two(dim_result, d)
        else:
            zero_result = d if zero_result is None else promote_two(zero_result, d)
    result = _combine(dim_result, _combine(zero_result, scalar_result))
    assert result is not None, "no operands to promote"
    return result


def get_dtype_of_scalar(scalar: Union[int, float, complex]) -> int:
    if not torch.jit.is_scripting():   # TorchScript has no bool Scalar (it scripts True as 1)
        if isinstance(scalar, bool):     # before int: Python's bool is an int (torch.full((2,), True) is bool)
            return torch.bool
    if isinstance(scalar, int):
        return torch.int64
    if isinstance(scalar, float):
        return torch.float64
    return torch.complex128


def promote_with_scalar(rank: int, dtype: int, scalar: Union[int, float, complex]) -> int:
    ranks: List[Optional[int]] = [rank, None]
    return promote_dtypes(ranks, [dtype, get_dtype_of_scalar(scalar)])


def to_float_if_integral(dtype: int) -> int:
    """Ops like ``sin``, ``div``, ``mean`` produce the default float dtype from integral input."""
    if is_integer_or_bool(dtype):
        return torch.float32
    return dtype


def complex_to_real(dtype: int) -> int:
    if is_complex_dtype(dtype):
        return complex_to_float(dtype)
    return dtype


def sum_result_dtype(dtype: int) -> int:
    """``sum``/``cumsum``/``prod`` promote integral (and bool) input to int64."""
    if is_integer_or_bool(dtype):
        return torch.int64
    return dtype


def promote_tensors(ranks: List[int], dtypes: List[int]) -> int:
    """``promote_dtypes`` for tensor operands only."""
    optional_ranks: List[Optional[int]] = []
    for r in ranks:
        optional_ranks.append(r)
    return promote_dtypes(optional_ranks, dtypes)


def promote_tensor_and_scalar(rank: int, dtype: int, scalar_dtype: int) -> int:
    """``promote_dtypes`` for a tensor and a Python scalar of dtype ``scalar_dtype``."""
    ranks: List[Optional[int]] = [rank, None]
    return promote_dtypes(ranks, [dtype, scalar_dtype])


def promote_value_types(types):
    """The dtype ``torch.result_type`` gives for operands of these torch-dialect value types, as
    a torch-dialect dtype (``si64``, ``f32``, ``i1``, ...): a tensor contributes its dtype and
    rank class (0-d or not), ``!torch.int``/``!torch.float``/``!torch.bool`` a Python scalar of
    that kind. None when a dtype is not known (``!torch.number``, a tensor without dtype, no
    operands). The entry point of the lowering and the decompositions (plain Python, not scripted).
    """
    from tmlir.dialects.torch import types as torch_types
    ranks: List[Optional[int]] = []
    dtypes = []
    for t in types:
        if t is torch_types.INT:
            ranks.append(None)
            dtypes.append(torch.int64)
        elif t is torch_types.FLOAT:
            ranks.append(None)
            dtypes.append(torch.float64)
        elif t is torch_types.BOOL:
            ranks.append(None)
            dtypes.append(torch.bool)
        elif t is torch_types.COMPLEX:
            ranks.append(None)
            dtypes.append(torch.complex128)
        elif isinstance(t, torch_types.BaseTensorType) and t.dtype is not None:
            ranks.append(0 if t.rank == 0 else 1)
            dtypes.append(torch_types.type_to_torch_dtype(t.dtype))
        else:
            return None
    if not dtypes:
        return None
    return torch_types.torch_dtype_to_type(promote_dtypes(ranks, dtypes))
