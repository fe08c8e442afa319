"""Dtype functions: one per op, ``<ns>〇<op>[〇<overload>]〡dtype``; each tensor argument is a
``(rank, dtype)`` tuple named ``<arg>_rank_dtype``, dtypes are ScalarType ints in TorchScript.
Elementwise families live in ``elementwise_functions.py`` (generated)."""
# flake8: noqa: E501
from typing import Any, List, Optional, Tuple, Union

import torch
from torch import device

from .dtype_helpers import (ALL_DTYPES, complex_to_float, complex_to_real, float_to_complex, get_dtype_of_scalar, is_complex_dtype,
                            is_float_dtype, is_integer_dtype, is_integer_or_bool, is_quantized_dtype, promote_dtypes,
                            promote_tensor_and_scalar, quantized_product_dtype,
                            promote_tensors,
                            sum_result_dtype, to_float_if_integral)
from .testing import (ErrorInvocation, Invocation, TensorOfShape, check_dtype_function,
                      tensor_pairs, tensor_with_scalars, tensors_with_the_same_dtype)

TS = TensorOfShape

# Dtype sets for the invocation sweeps (plain Python; only the decorators use them).
_B = {torch.bool}
_C = {torch.complex64, torch.complex128}
_INT = {torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64}
_FLOAT = {torch.float16, torch.bfloat16, torch.float32, torch.float64}
_NOT_FLOAT = set(ALL_DTYPES) - _FLOAT
_NOT_FLOAT_OR_COMPLEX = _INT | _B
_BC = _B | _C


def _same(n: int, shapes, *args, errors=None, **kwargs):
    return tensors_with_the_same_dtype(n, *args, tensor_shapes=shapes, error_types=errors, **kwargs)


def _mixed(*tensors, args=()):
    """An ErrorInvocation with operands of different dtypes (ops that need equal dtypes)."""
    return [ErrorInvocation(*tensors, *args)]


def _all_equal(dtypes: List[int]) -> int:
    for d in dtypes:
        assert d == dtypes[0], "expected all operands to have the same dtype"
    return dtypes[0]


# ---- matmul family ------------------------------------------------------------------------------

@check_dtype_function(_same(2, [[2, 3], [3, 4]], errors=_B) + _mixed(TS(2, 3), TS(3, 4, dtype=torch.float64)))
def aten〇mm〡dtype(self_rank_dtype: Tuple[int, int], mat2_rank_dtype: Tuple[int, int]) -> int:
    if is_quantized_dtype(self_rank_dtype[1]) or is_quantized_dtype(mat2_rank_dtype[1]):
        return quantized_product_dtype(self_rank_dtype[1], mat2_rank_dtype[1])
    d = _all_equal([self_rank_dtype[1], mat2_rank_dtype[1]])
    assert d != torch.bool, "mm: bool is not supported"
    return d


@check_dtype_function(_same(2, [[1, 2, 3], [1, 3, 4]], errors=_B) + _mixed(TS(1, 2, 3), TS(1, 3, 4, dtype=torch.int32)))
def aten〇bmm〡dtype(self_rank_dtype: Tuple[int, int], mat2_rank_dtype: Tuple[int, int]) -> int:
    if is_quantized_dtype(self_rank_dtype[1]) or is_quantized_dtype(mat2_rank_dtype[1]):
        return quantized_product_dtype(self_rank_dtype[1], mat2_rank_dtype[1])
    d = _all_equal([self_rank_dtype[1], mat2_rank_dtype[1]])
    assert d != torch.bool, "bmm: bool is not supported"
    return d


@check_dtype_function(_same(2, [[2, 3], [3, 4]], errors=_B) + _same(2, [[5, 2, 3], [3]], errors=_B)
                      + _mixed(TS(2, 3), TS(3, 4, dtype=torch.float64)))
def aten〇matmul〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int]) -> int:
    if is_quantized_dtype(self_rank_dtype[1]) or is_quantized_dtype(other_rank_dtype[1]):
        return quantized_product_dtype(self_rank_dtype[1], other_rank_dtype[1])
    d = _all_equal([self_rank_dtype[1], other_rank_dtype[1]])
    assert d != torch.bool, "matmul: bool is not supported"
    return d


@check_dtype_function(_same(2, [[2, 3], [3]], errors=_B) + _mixed(TS(2, 3), TS(3, dtype=torch.float64)))
def aten〇mv〡dtype(self_rank_dtype: Tuple[int, int], vec_rank_dtype: Tuple[int, int]) -> int:
    d = _all_equal([self_rank_dtype[1], vec_rank_dtype[1]])
    assert d != torch.bool, "mv: bool is not supported"
    return d


@check_dtype_function(_same(2, [[3], [3]], errors=_B) + _mixed(TS(3), TS(3, dtype=torch.float64)))
def aten〇dot〡dtype(self_rank_dtype: Tuple[int, int], tensor_rank_dtype: Tuple[int, int]) -> int:
    d = _all_equal([self_rank_dtype[1], tensor_rank_dtype[1]])
    assert d != torch.bool, "dot: bool is not supported"
    return d


@check_dtype_function(_same(2, [[2, 3], [4, 3]], errors=_B) + _same(3, [[2, 3], [4, 3], [4]], errors=_B)
                      + _mixed(TS(2, 3), TS(4, 3, dtype=torch.float64)))
def aten〇linear〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Tuple[int, int], bias_rank_dtype: Optional[Tuple[int, int]] = None) -> int:
    d = _all_equal([input_rank_dtype[1], weight_rank_dtype[1]])
    assert d != torch.bool, "linear: bool is not supported"
    if bias_rank_dtype is not None:
        assert bias_rank_dtype[1] == d, "linear: bias must have the input's dtype"
    return d


@check_dtype_function(_same(3, [[2, 4], [2, 3], [3, 4]], errors=_B) + _mixed(TS(2, 4), TS(2, 3), TS(3, 4, dtype=torch.float64)))
def aten〇addmm〡dtype(self_rank_dtype: Tuple[int, int], mat1_rank_dtype: Tuple[int, int], mat2_rank_dtype: Tuple[int, int], beta: Union[int, float, complex] = 1, alpha: Union[int, float, complex] = 1) -> int:
    d = _all_equal([self_rank_dtype[1], mat1_rank_dtype[1], mat2_rank_dtype[1]])
    assert d != torch.bool, "addmm: bool is not supported"
    return d


@check_dtype_function(_same(3, [[1, 2, 4], [1, 2, 3], [1, 3, 4]], errors=_B))
def aten〇baddbmm〡dtype(self_rank_dtype: Tuple[int, int], batch1_rank_dtype: Tuple[int, int], batch2_rank_dtype: Tuple[int, int], beta: Union[int, float, complex] = 1, alpha: Union[int, float, complex] = 1) -> int:
    d = _all_equal([self_rank_dtype[1], batch1_rank_dtype[1], batch2_rank_dtype[1]])
    assert d != torch.bool, "baddbmm: bool is not supported"
    return d


# ---- convolution and pooling --------------------------------------------------------------------

@check_dtype_function(_same(2, [[1, 3, 4, 4], [2, 3, 3, 3]], None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, errors=_BC))
def aten〇convolution〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Tuple[int, int], bias_rank_dtype: Optional[Tuple[int, int]], stride: List[int], padding: List[int], dilation: List[int], transposed: bool, output_padding: List[int], groups: int) -> int:
    if is_quantized_dtype(input_rank_dtype[1]) or is_quantized_dtype(weight_rank_dtype[1]):
        return quantized_product_dtype(input_rank_dtype[1], weight_rank_dtype[1])
    d = _all_equal([input_rank_dtype[1], weight_rank_dtype[1]])
    # (complex convolution is only available through conv2d & co, which split it into real ones)
    assert d != torch.bool and not is_complex_dtype(d), "convolution: unsupported dtype"
    return d


@check_dtype_function(_same(2, [[1, 3, 4, 4], [2, 3, 3, 3]], errors=_B) + _mixed(TS(1, 3, 4, 4), TS(2, 3, 3, 3, dtype=torch.float64)))
def aten〇conv2d〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Tuple[int, int], bias_rank_dtype: Optional[Tuple[int, int]] = None, stride: List[int] = (1, 1), padding: List[int] = (0, 0), dilation: List[int] = (1, 1), groups: int = 1) -> int:
    d = _all_equal([input_rank_dtype[1], weight_rank_dtype[1]])
    assert d != torch.bool, "conv2d: bool is not supported"
    return d


@check_dtype_function(_same(2, [[1, 3, 4], [2, 3, 3]], errors=_B))
def aten〇conv1d〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Tuple[int, int], bias_rank_dtype: Optional[Tuple[int, int]] = None, stride: List[int] = (1,), padding: List[int] = (0,), dilation: List[int] = (1,), groups: int = 1) -> int:
    d = _all_equal([input_rank_dtype[1], weight_rank_dtype[1]])
    assert d != torch.bool, "conv1d: bool is not supported"
    return d


@check_dtype_function(_same(1, [[1, 3, 4, 4]], [2, 2], errors=_BC))
def aten〇max_pool2d〡dtype(self_rank_dtype: Tuple[int, int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0, 0), dilation: List[int] = (1, 1), ceil_mode: bool = False) -> int:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "max_pool2d: unsupported dtype"
    return d


@check_dtype_function(_same(1, [[1, 3, 4, 4]], [2, 2], errors=_BC))
def aten〇max_pool2d_with_indices〡dtype(self_rank_dtype: Tuple[int, int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0, 0), dilation: List[int] = (1, 1), ceil_mode: bool = False) -> Tuple[int, int]:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "max_pool2d: unsupported dtype"
    return d, torch.int64


@check_dtype_function(_same(1, [[1, 3, 4]], [2], errors=_NOT_FLOAT))
def aten〇max_pool1d〡dtype(self_rank_dtype: Tuple[int, int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0,), dilation: List[int] = (1,), ceil_mode: bool = False) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d), "max_pool1d: only floating dtypes"
    return d


@check_dtype_function(_same(1, [[1, 3, 4, 4]], [2, 2], errors=_NOT_FLOAT - {torch.int64}))
def aten〇avg_pool2d〡dtype(self_rank_dtype: Tuple[int, int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0, 0), ceil_mode: bool = False, count_include_pad: bool = True, divisor_override: Optional[int] = None) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d) or d == torch.int64, "avg_pool2d: unsupported dtype"
    return d


@check_dtype_function(_same(1, [[1, 3, 4]], [2], errors=_NOT_FLOAT - {torch.int64}))
def aten〇avg_pool1d〡dtype(self_rank_dtype: Tuple[int, int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0,), ceil_mode: bool = False, count_include_pad: bool = True) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d) or d == torch.int64, "avg_pool1d: unsupported dtype"
    return d


@check_dtype_function(_same(1, [[1, 3, 4, 4]], [2, 2], errors=_NOT_FLOAT))
def aten〇adaptive_avg_pool2d〡dtype(self_rank_dtype: Tuple[int, int], output_size: List[int]) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d), "adaptive_avg_pool2d: only floating dtypes"
    return d


@check_dtype_function(_same(1, [[1, 3, 4]], [2], errors=_NOT_FLOAT))
def aten〇adaptive_avg_pool1d〡dtype(self_rank_dtype: Tuple[int, int], output_size: List[int]) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d), "adaptive_avg_pool1d: only floating dtypes"
    return d


@check_dtype_function(_same(1, [[1, 3, 4]], [2], errors=_BC))
def aten〇max_pool1d_with_indices〡dtype(self_rank_dtype: Tuple[int, int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0,), dilation: List[int] = (1,), ceil_mode: bool = False) -> Tuple[int, int]:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "max_pool1d_with_indices: unsupported dtype"
    return d, torch.int64


@check_dtype_function(_same(1, [[1, 2, 4, 4, 4]], [2, 2, 2], errors=_BC))
def aten〇max_pool3d〡dtype(self_rank_dtype: Tuple[int, int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0, 0, 0), dilation: List[int] = (1, 1, 1), ceil_mode: bool = False) -> int:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "max_pool3d: unsupported dtype"
    return d


@check_dtype_function(_same(1, [[1, 2, 4, 4, 4]], [2, 2, 2], errors=_BC))
def aten〇max_pool3d_with_indices〡dtype(self_rank_dtype: Tuple[int, int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0, 0, 0), dilation: List[int] = (1, 1, 1), ceil_mode: bool = False) -> Tuple[int, int]:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "max_pool3d_with_indices: unsupported dtype"
    return d, torch.int64


@check_dtype_function(_same(1, [[1, 2, 4, 4, 4]], [2, 2, 2], errors=set(ALL_DTYPES) - {torch.float32, torch.float64, torch.int64}))
def aten〇avg_pool3d〡dtype(self_rank_dtype: Tuple[int, int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0, 0, 0), ceil_mode: bool = False, count_include_pad: bool = True, divisor_override: Optional[int] = None) -> int:
    d = self_rank_dtype[1]
    assert d in (torch.float32, torch.float64, torch.int64), "avg_pool3d: unsupported dtype"
    return d


@check_dtype_function(_same(1, [[1, 2, 4, 4, 4]], [2, 2, 2], errors=_NOT_FLOAT))
def aten〇adaptive_avg_pool3d〡dtype(self_rank_dtype: Tuple[int, int], output_size: List[int]) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d), "adaptive_avg_pool3d: only floating dtypes"
    return d


def _adaptive_max_pool_dtype(d: int) -> Tuple[int, int]:
    assert is_float_dtype(d), "adaptive_max_pool: only floating dtypes"
    return d, torch.int64


@check_dtype_function(_same(1, [[1, 3, 4]], [2], errors=_NOT_FLOAT))
def aten〇adaptive_max_pool1d〡dtype(self_rank_dtype: Tuple[int, int], output_size: List[int]) -> Tuple[int, int]:
    return _adaptive_max_pool_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[1, 3, 4, 4]], [2, 2], errors=_NOT_FLOAT))
def aten〇adaptive_max_pool2d〡dtype(self_rank_dtype: Tuple[int, int], output_size: List[int]) -> Tuple[int, int]:
    return _adaptive_max_pool_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[1, 2, 4, 4, 4]], [2, 2, 2], errors=_NOT_FLOAT))
def aten〇adaptive_max_pool3d〡dtype(self_rank_dtype: Tuple[int, int], output_size: List[int]) -> Tuple[int, int]:
    return _adaptive_max_pool_dtype(self_rank_dtype[1])


@check_dtype_function([(Invocation if d in _FLOAT else ErrorInvocation)(TS(1, 3, 9, 9, dtype=d), [3, 3], [2, 3], TS(1, 3, 2, dtype=d)) for d in ALL_DTYPES])
def aten〇fractional_max_pool2d〡dtype(self_rank_dtype: Tuple[int, int], kernel_size: List[int], output_size: List[int], random_samples_rank_dtype: Tuple[int, int]) -> Tuple[int, int]:
    assert self_rank_dtype[1] == random_samples_rank_dtype[1], "fractional_max_pool2d: _random_samples must have the input's dtype"
    return _adaptive_max_pool_dtype(self_rank_dtype[1])


@check_dtype_function([(Invocation if d in _FLOAT else ErrorInvocation)(TS(2, 3, 5, 5, 5, dtype=d), [2, 2, 2], [2, 3, 2], TS(2, 3, 3, dtype=d)) for d in ALL_DTYPES])
def aten〇fractional_max_pool3d〡dtype(self_rank_dtype: Tuple[int, int], kernel_size: List[int], output_size: List[int], random_samples_rank_dtype: Tuple[int, int]) -> Tuple[int, int]:
    assert self_rank_dtype[1] == random_samples_rank_dtype[1], "fractional_max_pool3d: _random_samples must have the input's dtype"
    return _adaptive_max_pool_dtype(self_rank_dtype[1])


@check_dtype_function([(Invocation if d in (torch.float32, torch.float64) else ErrorInvocation)(TS(2, 3, dtype=d), 4) for d in ALL_DTYPES])
def aten〇histogram〇bin_ct〡dtype(self_rank_dtype: Tuple[int, int], bins: int = 100, range: Optional[List[float]] = None, weight_rank_dtype: Optional[Tuple[int, int]] = None, density: bool = False) -> Tuple[int, int]:
    d = self_rank_dtype[1]
    assert d == torch.float32 or d == torch.float64, "histogram: only float and double inputs"
    return d, d


@check_dtype_function([(Invocation if d in _FLOAT else ErrorInvocation)(TS(2, 3, dtype=d), TS(4, dtype=d)) for d in ALL_DTYPES])
def aten〇histogram〇bins_tensor〡dtype(self_rank_dtype: Tuple[int, int], bins_rank_dtype: Tuple[int, int], weight_rank_dtype: Optional[Tuple[int, int]] = None, density: bool = False) -> Tuple[int, int]:
    d = self_rank_dtype[1]
    assert is_float_dtype(d), "histogram: only floating-point inputs"
    assert bins_rank_dtype[1] == d, "histogram: bins must have the input's dtype"
    return d, d


# ---- reductions ---------------------------------------------------------------------------------

def _sum_like(d: int, dtype: Optional[int]) -> int:
    if dtype is not None:
        return dtype
    return sum_result_dtype(d)


def _mean_like(d: int, dtype: Optional[int]) -> int:
    if dtype is not None:
        assert is_float_dtype(dtype) or is_complex_dtype(dtype), "mean: dtype must be floating or complex"
        return dtype
    assert is_float_dtype(d) or is_complex_dtype(d), "mean: input must be floating or complex"
    return d


@check_dtype_function(_same(1, [[2, 3]]) + [Invocation(TS(2, 3, dtype=torch.int32), dtype=torch.float64)])
def aten〇sum〡dtype(self_rank_dtype: Tuple[int, int], dtype: Optional[int] = None) -> int:
    return _sum_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], [1]) + [Invocation(TS(2, 3, dtype=torch.int32), [1], dtype=torch.float64)])
def aten〇sum〇dim_IntList〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]], keepdim: bool = False, dtype: Optional[int] = None) -> int:
    return _sum_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]]) + [Invocation(TS(2, 3, dtype=torch.int32), dtype=torch.float64)])
def aten〇prod〡dtype(self_rank_dtype: Tuple[int, int], dtype: Optional[int] = None) -> int:
    return _sum_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], 1) + [Invocation(TS(2, 3, dtype=torch.int32), 1, dtype=torch.float64)])
def aten〇cumsum〡dtype(self_rank_dtype: Tuple[int, int], dim: int, dtype: Optional[int] = None) -> int:
    return _sum_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], 1) + [Invocation(TS(2, 3, dtype=torch.int32), 1, dtype=torch.float64)])
def aten〇cumprod〡dtype(self_rank_dtype: Tuple[int, int], dim: int, dtype: Optional[int] = None) -> int:
    return _sum_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], errors=_INT | _B) + [Invocation(TS(2, 3, dtype=torch.int32), dtype=torch.float64),
                                                            ErrorInvocation(TS(2, 3), dtype=torch.int64)])
def aten〇mean〡dtype(self_rank_dtype: Tuple[int, int], dtype: Optional[int] = None) -> int:
    return _mean_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], [1], errors=_INT | _B) + [Invocation(TS(2, 3, dtype=torch.int32), [1], dtype=torch.float64),
                                                                 ErrorInvocation(TS(2, 3), [1], dtype=torch.int64)])
def aten〇mean〇dim〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]], keepdim: bool = False, dtype: Optional[int] = None) -> int:
    return _mean_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], [1], errors=_C))
def aten〇amax〡dtype(self_rank_dtype: Tuple[int, int], dim: List[int] = (), keepdim: bool = False) -> int:
    assert not is_complex_dtype(self_rank_dtype[1]), "amax: complex is not supported"
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], [1], errors=_C))
def aten〇amin〡dtype(self_rank_dtype: Tuple[int, int], dim: List[int] = (), keepdim: bool = False) -> int:
    assert not is_complex_dtype(self_rank_dtype[1]), "amin: complex is not supported"
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], [1]))
def aten〇logsumexp〡dtype(self_rank_dtype: Tuple[int, int], dim: List[int], keepdim: bool = False) -> int:
    return to_float_if_integral(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_C))
def aten〇max〇dim〡dtype(self_rank_dtype: Tuple[int, int], dim: int, keepdim: bool = False) -> Tuple[int, int]:
    assert not is_complex_dtype(self_rank_dtype[1]), "max: complex is not supported"
    return self_rank_dtype[1], torch.int64


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_C))
def aten〇min〇dim〡dtype(self_rank_dtype: Tuple[int, int], dim: int, keepdim: bool = False) -> Tuple[int, int]:
    assert not is_complex_dtype(self_rank_dtype[1]), "min: complex is not supported"
    return self_rank_dtype[1], torch.int64


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_BC))
def aten〇argmax〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[int] = None, keepdim: bool = False) -> int:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "argmax: unsupported dtype"
    return torch.int64


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_BC))
def aten〇argmin〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[int] = None, keepdim: bool = False) -> int:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "argmin: unsupported dtype"
    return torch.int64


@check_dtype_function(_same(1, [[2, 3]], 1))
def aten〇any〇dim〡dtype(self_rank_dtype: Tuple[int, int], dim: int, keepdim: bool = False) -> int:
    return torch.uint8 if self_rank_dtype[1] == torch.uint8 else torch.bool


@check_dtype_function(_same(1, [[2, 3]], 1))
def aten〇all〇dim〡dtype(self_rank_dtype: Tuple[int, int], dim: int, keepdim: bool = False) -> int:
    return torch.uint8 if self_rank_dtype[1] == torch.uint8 else torch.bool


def _var_like(d: int) -> int:
    assert is_float_dtype(d) or is_complex_dtype(d), "var/std/norm: input must be floating or complex"
    return complex_to_real(d)


@check_dtype_function(_same(1, [[2, 3]], [1], errors=_INT | _B))
def aten〇var〇correction〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]] = None, correction: Optional[Union[int, float, complex]] = None, keepdim: bool = False) -> int:
    return _var_like(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]], [1], errors=_INT | _B))
def aten〇std〇correction〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]] = None, correction: Optional[Union[int, float, complex]] = None, keepdim: bool = False) -> int:
    return _var_like(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]], [1], errors=_INT | _B))
def aten〇var〇dim〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]], unbiased: bool = True, keepdim: bool = False) -> int:
    return _var_like(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]], [1], errors=_INT | _B))
def aten〇std〇dim〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]], unbiased: bool = True, keepdim: bool = False) -> int:
    return _var_like(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]], errors=_INT | _B) + [Invocation(TS(2, 3), dtype=torch.float64)])
def aten〇linalg_vector_norm〡dtype(self_rank_dtype: Tuple[int, int], ord: Union[int, float, complex] = 2, dim: Optional[List[int]] = None, keepdim: bool = False, dtype: Optional[int] = None) -> int:
    r = _var_like(self_rank_dtype[1])
    if dtype is not None:
        return complex_to_real(dtype)
    return r


@check_dtype_function(_same(1, [[2, 3]], 2, [1], errors=_INT | _B))
def aten〇norm〇ScalarOpt_dim〡dtype(self_rank_dtype: Tuple[int, int], p: Optional[Union[int, float, complex]], dim: List[int], keepdim: bool = False) -> int:
    return _var_like(self_rank_dtype[1])


# ---- softmax and normalization --------------------------------------------------------------------

def _float_only(d: int) -> int:
    assert is_float_dtype(d), "expected a floating dtype"
    return d


@check_dtype_function(_same(1, [[2, 3]], 1, False, errors=_NOT_FLOAT))
def aten〇_softmax〡dtype(self_rank_dtype: Tuple[int, int], dim: int, half_to_float: bool) -> int:
    d = _float_only(self_rank_dtype[1])
    if half_to_float:
        assert d == torch.float16, "half_to_float needs a float16 input"
        return torch.float32
    return d


@check_dtype_function(_same(1, [[2, 3]], 1, False, errors=_NOT_FLOAT))
def aten〇_log_softmax〡dtype(self_rank_dtype: Tuple[int, int], dim: int, half_to_float: bool) -> int:
    d = _float_only(self_rank_dtype[1])
    if half_to_float:
        assert d == torch.float16, "half_to_float needs a float16 input"
        return torch.float32
    return d


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_NOT_FLOAT) + [Invocation(TS(2, 3, dtype=torch.int32), 1, torch.float64)])
def aten〇softmax〇int〡dtype(self_rank_dtype: Tuple[int, int], dim: int, dtype: Optional[int] = None) -> int:
    if dtype is not None:
        return _float_only(dtype)
    return _float_only(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_NOT_FLOAT) + [Invocation(TS(2, 3, dtype=torch.int32), 1, torch.float64)])
def aten〇log_softmax〇int〡dtype(self_rank_dtype: Tuple[int, int], dim: int, dtype: Optional[int] = None) -> int:
    if dtype is not None:
        return _float_only(dtype)
    return _float_only(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]], [3], None, None, 1e-5, errors=_NOT_FLOAT))
def aten〇native_layer_norm〡dtype(input_rank_dtype: Tuple[int, int], normalized_shape: List[int], weight_rank_dtype: Optional[Tuple[int, int]], bias_rank_dtype: Optional[Tuple[int, int]], eps: float) -> Tuple[int, int, int]:
    d = _float_only(input_rank_dtype[1])
    return d, d, d


@check_dtype_function(_same(1, [[2, 3]], [3], errors=_NOT_FLOAT))
def aten〇layer_norm〡dtype(input_rank_dtype: Tuple[int, int], normalized_shape: List[int], weight_rank_dtype: Optional[Tuple[int, int]] = None, bias_rank_dtype: Optional[Tuple[int, int]] = None, eps: float = 1e-05, cudnn_enable: bool = True) -> int:
    return _float_only(input_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]], None, None, None, None, True, 0.1, 1e-5, errors=_NOT_FLOAT))
def aten〇native_batch_norm〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Optional[Tuple[int, int]], bias_rank_dtype: Optional[Tuple[int, int]], running_mean_rank_dtype: Optional[Tuple[int, int]], running_var_rank_dtype: Optional[Tuple[int, int]], training: bool, momentum: float, eps: float) -> Tuple[int, int, int]:
    d = _float_only(input_rank_dtype[1])
    return d, d, d


@check_dtype_function([Invocation(TS(2, 3, dtype=d), None, None, TS(3, dtype=d), TS(3, dtype=d), 0.1, 1e-5) for d in sorted(_FLOAT, key=str)]
                      + [ErrorInvocation(TS(2, 3, dtype=torch.int32), None, None, TS(3, dtype=torch.int32), TS(3, dtype=torch.int32), 0.1, 1e-5)])
def aten〇_native_batch_norm_legit_no_training〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Optional[Tuple[int, int]], bias_rank_dtype: Optional[Tuple[int, int]], running_mean_rank_dtype: Tuple[int, int], running_var_rank_dtype: Tuple[int, int], momentum: float, eps: float) -> Tuple[int, int, int]:
    d = _float_only(input_rank_dtype[1])
    return d, d, d


@check_dtype_function(_same(1, [[2, 3]], None, None, None, None, True, 0.1, 1e-5, False, errors=_NOT_FLOAT))
def aten〇batch_norm〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Optional[Tuple[int, int]], bias_rank_dtype: Optional[Tuple[int, int]], running_mean_rank_dtype: Optional[Tuple[int, int]], running_var_rank_dtype: Optional[Tuple[int, int]], training: bool, momentum: float, eps: float, cudnn_enabled: bool) -> int:
    return _float_only(input_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 4]], 2, errors=_NOT_FLOAT))
def aten〇group_norm〡dtype(input_rank_dtype: Tuple[int, int], num_groups: int, weight_rank_dtype: Optional[Tuple[int, int]] = None, bias_rank_dtype: Optional[Tuple[int, int]] = None, eps: float = 1e-05, cudnn_enabled: bool = True) -> int:
    return _float_only(input_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 4]], None, None, 2, 4, 1, 2, 1e-5, errors=_NOT_FLOAT))
def aten〇native_group_norm〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Optional[Tuple[int, int]], bias_rank_dtype: Optional[Tuple[int, int]], N: int, C: int, HxW: int, group: int, eps: float) -> Tuple[int, int, int]:
    d = _float_only(input_rank_dtype[1])
    return d, d, d


# ---- views and data movement: the input's dtype, every dtype --------------------------------------

@check_dtype_function(_same(1, [[2, 3]], [3, 2]))
def aten〇view〡dtype(self_rank_dtype: Tuple[int, int], size: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], [-1]))
def aten〇reshape〡dtype(self_rank_dtype: Tuple[int, int], shape: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(2, [[2, 3], [6]]))
def aten〇view_as〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(2, [[2, 3], [6]]))
def aten〇reshape_as〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇flatten〇using_ints〡dtype(self_rank_dtype: Tuple[int, int], start_dim: int = 0, end_dim: int = -1) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 6]], 1, [2, 3]))
def aten〇unflatten〇int〡dtype(self_rank_dtype: Tuple[int, int], dim: int, sizes: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], 0))
def aten〇unsqueeze〡dtype(self_rank_dtype: Tuple[int, int], dim: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[1, 3]]))
def aten〇squeeze〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[1, 3]], 0))
def aten〇squeeze〇dim〡dtype(self_rank_dtype: Tuple[int, int], dim: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[1, 3]], [0]))
def aten〇squeeze〇dims〡dtype(self_rank_dtype: Tuple[int, int], dim: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], [1, 0]))
def aten〇permute〡dtype(self_rank_dtype: Tuple[int, int], dims: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], 0, 1))
def aten〇transpose〇int〡dtype(self_rank_dtype: Tuple[int, int], dim0: int, dim1: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇t〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 1]], [2, 4]))
def aten〇expand〡dtype(self_rank_dtype: Tuple[int, int], size: List[int], implicit: bool = False) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(2, [[2, 1], [2, 4]]))
def aten〇expand_as〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 1]], [2, 4]))
def aten〇broadcast_to〡dtype(self_rank_dtype: Tuple[int, int], size: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[4, 3]], 0, 1, 3))
def aten〇slice〇Tensor〡dtype(self_rank_dtype: Tuple[int, int], dim: int = 0, start: Optional[int] = None, end: Optional[int] = None, step: int = 1) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[4, 3]], 0, 1, 2))
def aten〇narrow〡dtype(self_rank_dtype: Tuple[int, int], dim: int, start: int, length: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[4, 3]], 0, 1))
def aten〇select〇int〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇contiguous〡dtype(self_rank_dtype: Tuple[int, int], memory_format: int = 0) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇alias〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


def _cat_dtype(tensors: List[Tuple[int, int]]) -> int:
    assert len(tensors) > 0, "expected a non-empty list of tensors"
    ranks: List[int] = []
    dtypes: List[int] = []
    for t in tensors:
        ranks.append(t[0])
        dtypes.append(t[1])
    return promote_tensors(ranks, dtypes)


@check_dtype_function([Invocation([TS(2, 3, dtype=a), TS(2, 3, dtype=b)]) for a in ALL_DTYPES for b in ALL_DTYPES]
                      + [ErrorInvocation([])])
def aten〇cat〡dtype(tensors_rank_dtype: List[Tuple[int, int]], dim: int = 0) -> int:
    return _cat_dtype(tensors_rank_dtype)


@check_dtype_function([Invocation([TS(2, 3, dtype=a), TS(2, 3, dtype=b)]) for a in ALL_DTYPES for b in ALL_DTYPES]
                      + [ErrorInvocation([])])
def aten〇stack〡dtype(tensors_rank_dtype: List[Tuple[int, int]], dim: int = 0) -> int:
    return _cat_dtype(tensors_rank_dtype)


@check_dtype_function(_same(1, [[2, 3]], [0]))
def aten〇flip〡dtype(self_rank_dtype: Tuple[int, int], dims: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], [1]))
def aten〇roll〡dtype(self_rank_dtype: Tuple[int, int], shifts: List[int], dims: List[int] = ()) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], [2, 1]))
def aten〇repeat〡dtype(self_rank_dtype: Tuple[int, int], repeats: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], [2]))
def aten〇tile〡dtype(self_rank_dtype: Tuple[int, int], dims: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[3, 3]]))
def aten〇tril〡dtype(self_rank_dtype: Tuple[int, int], diagonal: int = 0) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[3, 3]]))
def aten〇triu〡dtype(self_rank_dtype: Tuple[int, int], diagonal: int = 0) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], [1, 1]) + [Invocation(TS(2, dtype=torch.int32), [1, 1], 1.5)])
def aten〇constant_pad_nd〡dtype(self_rank_dtype: Tuple[int, int], pad: List[int], value: Union[int, float, complex] = 0) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[1, 4, 2, 2]], 2))
def aten〇pixel_shuffle〡dtype(self_rank_dtype: Tuple[int, int], upscale_factor: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], 0.5, False) + _same(1, [[2, 3]], 0.5, True, errors=_NOT_FLOAT))
def aten〇dropout〡dtype(input_rank_dtype: Tuple[int, int], p: float, train: bool) -> int:
    d = input_rank_dtype[1]
    if train and p > 0:
        assert is_float_dtype(d), "dropout in training mode needs a floating input"
    return d


@check_dtype_function(_same(1, [[2, 3]], 0.5, True, errors=_INT | _B))
def aten〇native_dropout〡dtype(input_rank_dtype: Tuple[int, int], p: float, train: Optional[bool]) -> Tuple[int, int]:
    d = input_rank_dtype[1]
    assert is_float_dtype(d) or is_complex_dtype(d), "native_dropout needs a floating input"
    return d, torch.bool


# ---- sorting ------------------------------------------------------------------------------------

@check_dtype_function(_same(1, [[2, 3]], 2, errors=_BC))
def aten〇topk〡dtype(self_rank_dtype: Tuple[int, int], k: int, dim: int = -1, largest: bool = True, sorted: bool = True) -> Tuple[int, int]:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "topk: unsupported dtype"
    return d, torch.int64


@check_dtype_function(_same(1, [[2, 3]], errors=_C))
def aten〇sort〡dtype(self_rank_dtype: Tuple[int, int], dim: int = -1, descending: bool = False) -> Tuple[int, int]:
    assert not is_complex_dtype(self_rank_dtype[1]), "sort: complex is not supported"
    return self_rank_dtype[1], torch.int64


@check_dtype_function(_same(1, [[2, 3]], errors=_NOT_FLOAT))
def aten〇frexp〇Tensor〡dtype(self_rank_dtype: Tuple[int, int]) -> Tuple[int, int]:
    return _float_only(self_rank_dtype[1]), torch.int32


@check_dtype_function(_same(1, [[2, 3]], errors=_C))
def aten〇argsort〡dtype(self_rank_dtype: Tuple[int, int], dim: int = -1, descending: bool = False) -> int:
    assert not is_complex_dtype(self_rank_dtype[1]), "argsort: complex is not supported"
    return torch.int64


@check_dtype_function(_same(1, [[2, 3]], stable=True, errors=_C))
def aten〇sort〇stable〡dtype(self_rank_dtype: Tuple[int, int], stable: Optional[bool], dim: int = -1, descending: bool = False) -> Tuple[int, int]:
    return aten〇sort〡dtype(self_rank_dtype, dim, descending)


@check_dtype_function(_same(1, [[2, 3]], stable=True, errors=_C))
def aten〇argsort〇stable〡dtype(self_rank_dtype: Tuple[int, int], stable: bool, dim: int = -1, descending: bool = False) -> int:
    return aten〇argsort〡dtype(self_rank_dtype, dim, descending)


# ---- indexing -----------------------------------------------------------------------------------

_IDX = torch.int64


@check_dtype_function([Invocation(TS(5, 3, dtype=d), TS(2, dtype=_IDX)) for d in ALL_DTYPES]
                      + [Invocation(TS(5, 3), TS(2, dtype=torch.int32)), ErrorInvocation(TS(5, 3), TS(2))])
def aten〇embedding〡dtype(weight_rank_dtype: Tuple[int, int], indices_rank_dtype: Tuple[int, int], padding_idx: int = -1, scale_grad_by_freq: bool = False, sparse: bool = False) -> int:
    i = indices_rank_dtype[1]
    assert i == torch.int64 or i == torch.int32, "embedding: indices must be int32 or int64"
    return weight_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), 0, TS(2, dtype=_IDX)) for d in ALL_DTYPES]
                      + [Invocation(TS(5, 3), 0, TS(2, dtype=torch.int32)), ErrorInvocation(TS(5, 3), 0, TS(2))])
def aten〇index_select〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int]) -> int:
    i = index_rank_dtype[1]
    assert i == torch.int64 or i == torch.int32, "index_select: index must be int32 or int64"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), 0, TS(2, 3, dtype=_IDX)) for d in ALL_DTYPES]
                      + [Invocation(TS(5, 3), 0, TS(2, 3, dtype=torch.int32)), ErrorInvocation(TS(5, 3), 0, TS(2, 3))])
def aten〇gather〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int], sparse_grad: bool = False) -> int:
    i = index_rank_dtype[1]
    assert i == torch.int64 or i == torch.int32, "gather: index must be int64 or int32"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), 0, TS(2, 3, dtype=_IDX), TS(2, 3, dtype=d)) for d in ALL_DTYPES]
                      + [ErrorInvocation(TS(5, 3), 0, TS(2, 3, dtype=_IDX), TS(2, 3, dtype=torch.float64))])
def aten〇scatter〇src〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int], src_rank_dtype: Tuple[int, int]) -> int:
    assert index_rank_dtype[1] == torch.int64, "scatter: index must be int64"
    assert src_rank_dtype[1] == self_rank_dtype[1], "scatter: src must have self's dtype"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), 0, TS(2, 3, dtype=_IDX), TS(2, 3, dtype=d)) for d in ALL_DTYPES]
                      + [ErrorInvocation(TS(5, 3), 0, TS(2, 3, dtype=_IDX), TS(2, 3, dtype=torch.float64))])
def aten〇scatter_add〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int], src_rank_dtype: Tuple[int, int]) -> int:
    assert index_rank_dtype[1] == torch.int64, "scatter_add: index must be int64"
    assert src_rank_dtype[1] == self_rank_dtype[1], "scatter_add: src must have self's dtype"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), [TS(2, dtype=_IDX)]) for d in ALL_DTYPES]
                      + [Invocation(TS(5, 3), [None, TS(2, dtype=torch.int32)]), ErrorInvocation(TS(5, 3), [TS(2)])])
def aten〇index〇Tensor〡dtype(self_rank_dtype: Tuple[int, int], indices_rank_dtype: List[Optional[Tuple[int, int]]]) -> int:
    for i in indices_rank_dtype:
        if i is not None:
            d = i[1]
            assert d == torch.int64 or d == torch.int32 or d == torch.bool or d == torch.uint8, \
                "index: tensors used as indices must be long, int, byte or bool"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), [TS(2, dtype=_IDX)], TS(2, 3, dtype=d)) for d in ALL_DTYPES]
                      + [ErrorInvocation(TS(5, 3), [TS(2, dtype=_IDX)], TS(2, 3, dtype=torch.float64))])
def aten〇index_put〡dtype(self_rank_dtype: Tuple[int, int], indices_rank_dtype: List[Optional[Tuple[int, int]]], values_rank_dtype: Tuple[int, int], accumulate: bool = False) -> int:
    assert values_rank_dtype[1] == self_rank_dtype[1], "index_put: values must have self's dtype"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(2, 3, dtype=d), TS(2, 3, dtype=torch.bool), v) for d in ALL_DTYPES for v in (1, 1.5)]
                      + [ErrorInvocation(TS(2, 3), TS(2, 3, dtype=torch.int32), 1.0)])
def aten〇masked_fill〇Scalar〡dtype(self_rank_dtype: Tuple[int, int], mask_rank_dtype: Tuple[int, int], value: Union[int, float, complex]) -> int:
    assert mask_rank_dtype[1] == torch.bool, "masked_fill: mask must be bool"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(2, 3, dtype=d), TS(2, 3, dtype=torch.bool), TS(dtype=d)) for d in ALL_DTYPES]
                      + [ErrorInvocation(TS(2, 3), TS(2, 3, dtype=torch.int32), TS())])
def aten〇masked_fill〇Tensor〡dtype(self_rank_dtype: Tuple[int, int], mask_rank_dtype: Tuple[int, int], value_rank_dtype: Tuple[int, int]) -> int:
    assert mask_rank_dtype[1] == torch.bool, "masked_fill: mask must be bool"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(2, 3, dtype=torch.bool), TS(2, 3, dtype=a), TS(2, 3, dtype=b)) for a in ALL_DTYPES for b in ALL_DTYPES]
                      + [Invocation(TS(2, 3, dtype=torch.bool), TS(dtype=torch.float64), TS(3, dtype=torch.int32)),
                         Invocation(TS(2, 3, dtype=torch.uint8), TS(3), TS(3)),
                         ErrorInvocation(TS(2, 3), TS(3), TS(3))])
def aten〇where〇self〡dtype(condition_rank_dtype: Tuple[int, int], self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int]) -> int:
    c = condition_rank_dtype[1]
    assert c == torch.bool or c == torch.uint8, "where: condition must be bool"
    return promote_tensors([self_rank_dtype[0], other_rank_dtype[0]], [self_rank_dtype[1], other_rank_dtype[1]])


@check_dtype_function([Invocation(TS(2, 3, dtype=torch.bool), TS(2, 3, dtype=a), s) for a in ALL_DTYPES for s in (2, 1.5)])
def aten〇where〇ScalarOther〡dtype(condition_rank_dtype: Tuple[int, int], self_rank_dtype: Tuple[int, int], other: Union[int, float, complex]) -> int:
    return promote_dtypes([self_rank_dtype[0], None], [self_rank_dtype[1], get_dtype_of_scalar(other)])


@check_dtype_function([Invocation(TS(2, 3, dtype=torch.bool), s, TS(2, 3, dtype=a)) for a in ALL_DTYPES for s in (2, 1.5)])
def aten〇where〇ScalarSelf〡dtype(condition_rank_dtype: Tuple[int, int], self: Union[int, float, complex], other_rank_dtype: Tuple[int, int]) -> int:
    return promote_dtypes([other_rank_dtype[0], None], [other_rank_dtype[1], get_dtype_of_scalar(self)])


@check_dtype_function([Invocation(TS(2, 3, dtype=torch.bool), a, b) for a in (1, 2.5) for b in (0, 0.5)])
def aten〇where〇Scalar〡dtype(condition_rank_dtype: Tuple[int, int], self: Union[int, float, complex], other: Union[int, float, complex]) -> int:
    a = get_dtype_of_scalar(self)
    b = get_dtype_of_scalar(other)
    if is_float_dtype(a) or is_float_dtype(b):
        return torch.float32
    return torch.int64


# List-returning ops (split, chunk, unbind): the number of pieces depends on shapes, which dtype
# functions do not see, so they return the one dtype that every piece has.

@check_dtype_function(_same(1, [[7, 3]], 2))
def aten〇split〇Tensor〡dtype(self_rank_dtype: Tuple[int, int], split_size: int, dim: int = 0) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[7, 3]], [2, 5]))
def aten〇split_with_sizes〡dtype(self_rank_dtype: Tuple[int, int], split_sizes: List[int], dim: int = 0) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[7, 3]], 3))
def aten〇chunk〡dtype(self_rank_dtype: Tuple[int, int], chunks: int, dim: int = 0) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[3, 2]]))
def aten〇unbind〇int〡dtype(self_rank_dtype: Tuple[int, int], dim: int = 0) -> int:
    return self_rank_dtype[1]


# ---- creation -----------------------------------------------------------------------------------

def _factory_dtype(dtype: Optional[int]) -> int:
    return torch.float32 if dtype is None else dtype


def _factory_cases(*args):
    return [Invocation(*args)] + [Invocation(*args, dtype=d) for d in ALL_DTYPES]


@check_dtype_function(_factory_cases([2, 3]))
def aten〇zeros〡dtype(size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    return _factory_dtype(dtype)


@check_dtype_function(_factory_cases([2, 3]))
def aten〇ones〡dtype(size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    return _factory_dtype(dtype)


@check_dtype_function(_factory_cases([2, 3]))
def aten〇empty〇memory_format〡dtype(size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> int:
    return _factory_dtype(dtype)


_RAND_ERR = _INT | _B


@check_dtype_function([Invocation([2, 3])] + [(ErrorInvocation if d in _RAND_ERR else Invocation)([2, 3], dtype=d) for d in ALL_DTYPES])
def aten〇rand〡dtype(size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    d = _factory_dtype(dtype)
    assert is_float_dtype(d) or is_complex_dtype(d), "rand: dtype must be floating or complex"
    return d


@check_dtype_function([Invocation([2, 3])] + [(ErrorInvocation if d in _RAND_ERR else Invocation)([2, 3], dtype=d) for d in ALL_DTYPES])
def aten〇randn〡dtype(size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    d = _factory_dtype(dtype)
    assert is_float_dtype(d) or is_complex_dtype(d), "randn: dtype must be floating or complex"
    return d


@check_dtype_function([Invocation(0, 5, [2, 3])] + [(ErrorInvocation if d in _C else Invocation)(0, 2, [2], dtype=d) for d in ALL_DTYPES])
def aten〇randint〇low〡dtype(low: int, high: int, size: List[int], dtype: Optional[int] = 4, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    d = torch.int64 if dtype is None else dtype
    assert not is_complex_dtype(d), "randint: complex is not supported"
    return d


@check_dtype_function(_factory_cases(3))
def aten〇eye〡dtype(n: int, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    return _factory_dtype(dtype)


def _full_dtype(fill_value: Union[int, float, complex], dtype: Optional[int]) -> int:
    if dtype is not None:
        return dtype
    d = get_dtype_of_scalar(fill_value)
    if is_float_dtype(d):
        return torch.float32
    if is_complex_dtype(d):
        return torch.complex64
    return d


@check_dtype_function([Invocation([2], v) for v in (1, 1.5, 1j)] + [Invocation([2], 1, dtype=d) for d in ALL_DTYPES])
def aten〇full〡dtype(size: List[int], fill_value: Union[int, float, complex], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    return _full_dtype(fill_value, dtype)


def _arange_dtype(values: List[Union[int, float, complex]], dtype: Optional[int]) -> int:
    if dtype is not None:
        assert not is_complex_dtype(dtype) and dtype != torch.bool, "arange: unsupported dtype"
        return dtype
    for v in values:
        d = get_dtype_of_scalar(v)
        assert not is_complex_dtype(d), "arange: complex values are not supported"
        if is_float_dtype(d):
            return torch.float32
    return torch.int64


_ARANGE_ERR = _C | _B


@check_dtype_function([Invocation(5), Invocation(5.5), ErrorInvocation(5j)]
                      + [(ErrorInvocation if d in _ARANGE_ERR else Invocation)(5, dtype=d) for d in ALL_DTYPES])
def aten〇arange〡dtype(end: Union[int, float, complex], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    vals: List[Union[int, float, complex]] = [end]
    return _arange_dtype(vals, dtype)


@check_dtype_function([Invocation(1, 5), Invocation(1.5, 5), Invocation(1, 5.5)]
                      + [(ErrorInvocation if d in _ARANGE_ERR else Invocation)(1, 5, dtype=d) for d in ALL_DTYPES])
def aten〇arange〇start〡dtype(start: Union[int, float, complex], end: Union[int, float, complex], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    vals: List[Union[int, float, complex]] = [start, end]
    return _arange_dtype(vals, dtype)


@check_dtype_function([Invocation(1, 5, 2), Invocation(1, 5, 0.5), Invocation(0.5, 5, 1)]
                      + [(ErrorInvocation if d in _ARANGE_ERR else Invocation)(1, 5, 2, dtype=d) for d in ALL_DTYPES])
def aten〇arange〇start_step〡dtype(start: Union[int, float, complex], end: Union[int, float, complex], step: Union[int, float, complex] = 1, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    vals: List[Union[int, float, complex]] = [start, end, step]
    return _arange_dtype(vals, dtype)


@check_dtype_function([Invocation(0, 1, 5), Invocation(0, 10, 5, dtype=torch.int64), Invocation(0, 1, 5, dtype=torch.float64)])
def aten〇linspace〡dtype(start: Union[int, float, complex], end: Union[int, float, complex], steps: int, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    return _factory_dtype(dtype)


def _like_cases(*args):
    return _same(1, [[2, 3]], *args) + [Invocation(TS(2, 3), *args, dtype=d) for d in ALL_DTYPES]


@check_dtype_function(_like_cases())
def aten〇zeros_like〡dtype(self_rank_dtype: Tuple[int, int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> int:
    return self_rank_dtype[1] if dtype is None else dtype


@check_dtype_function(_like_cases())
def aten〇ones_like〡dtype(self_rank_dtype: Tuple[int, int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> int:
    return self_rank_dtype[1] if dtype is None else dtype


@check_dtype_function(_like_cases())
def aten〇empty_like〡dtype(self_rank_dtype: Tuple[int, int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> int:
    return self_rank_dtype[1] if dtype is None else dtype


@check_dtype_function(_like_cases(2))
def aten〇full_like〡dtype(self_rank_dtype: Tuple[int, int], fill_value: Union[int, float, complex], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> int:
    return self_rank_dtype[1] if dtype is None else dtype


@check_dtype_function(_same(1, [[2, 3]], errors=_RAND_ERR) + [Invocation(TS(2, 3, dtype=torch.int32), dtype=torch.float64)])
def aten〇rand_like〡dtype(self_rank_dtype: Tuple[int, int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> int:
    d = self_rank_dtype[1] if dtype is None else dtype
    assert is_float_dtype(d) or is_complex_dtype(d), "rand_like: dtype must be floating or complex"
    return d


@check_dtype_function(_same(1, [[2, 3]], errors=_RAND_ERR) + [Invocation(TS(2, 3, dtype=torch.int32), dtype=torch.float64)])
def aten〇randn_like〡dtype(self_rank_dtype: Tuple[int, int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> int:
    d = self_rank_dtype[1] if dtype is None else dtype
    assert is_float_dtype(d) or is_complex_dtype(d), "randn_like: dtype must be floating or complex"
    return d


def _new_cases(*args):
    return _same(1, [[2]], [2, 3], *args) + [Invocation(TS(2), [2, 3], *args, dtype=d) for d in ALL_DTYPES]


@check_dtype_function(_new_cases())
def aten〇new_zeros〡dtype(self_rank_dtype: Tuple[int, int], size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    return self_rank_dtype[1] if dtype is None else dtype


@check_dtype_function(_new_cases())
def aten〇new_ones〡dtype(self_rank_dtype: Tuple[int, int], size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    return self_rank_dtype[1] if dtype is None else dtype


@check_dtype_function(_new_cases())
def aten〇new_empty〡dtype(self_rank_dtype: Tuple[int, int], size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    return self_rank_dtype[1] if dtype is None else dtype


@check_dtype_function(_new_cases(1))
def aten〇new_full〡dtype(self_rank_dtype: Tuple[int, int], size: List[int], fill_value: Union[int, float, complex], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    return self_rank_dtype[1] if dtype is None else dtype


# ---- casts --------------------------------------------------------------------------------------

@check_dtype_function([Invocation(TS(2, dtype=a), b) for a in ALL_DTYPES for b in ALL_DTYPES])
def aten〇to〇dtype〡dtype(self_rank_dtype: Tuple[int, int], dtype: int, non_blocking: bool = False, copy: bool = False, memory_format: Optional[int] = None) -> int:
    return dtype


@check_dtype_function([Invocation(TS(2, dtype=a), TS(1, dtype=b)) for a in ALL_DTYPES for b in ALL_DTYPES])
def aten〇to〇other〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int], non_blocking: bool = False, copy: bool = False, memory_format: Optional[int] = None) -> int:
    return other_rank_dtype[1]


@check_dtype_function([Invocation(TS(2, dtype=a), TS(1, dtype=b)) for a in ALL_DTYPES for b in ALL_DTYPES])
def aten〇type_as〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int]) -> int:
    return other_rank_dtype[1]


@check_dtype_function(_same(1, [[2]]) + [Invocation(TS(2), dtype=d) for d in ALL_DTYPES])
def aten〇_to_copy〡dtype(self_rank_dtype: Tuple[int, int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, non_blocking: bool = False, memory_format: Optional[int] = None) -> int:
    return self_rank_dtype[1] if dtype is None else dtype


# ---- elementwise with extra operands ------------------------------------------------------------

def _scalar_dtypes(rank: int, dtype: int, scalars: List[Optional[Union[int, float, complex]]]) -> int:
    ranks: List[Optional[int]] = [rank]
    dtypes: List[int] = [dtype]
    for s in scalars:
        if s is not None:
            ranks.append(None)
            dtypes.append(get_dtype_of_scalar(s))
    return promote_dtypes(ranks, dtypes)


@check_dtype_function(tensor_with_scalars((0, 0.5), None, error_types=lambda a, b, p: is_complex_dtype(a))
                      + [ErrorInvocation(TS(2)), Invocation(TS(2, dtype=torch.int32), None, 2.5)])
def aten〇clamp〡dtype(self_rank_dtype: Tuple[int, int], min: Optional[Union[int, float, complex]] = None, max: Optional[Union[int, float, complex]] = None) -> int:
    assert min is not None or max is not None, "clamp: at least one of min and max must be given"
    d = self_rank_dtype[1]
    assert not is_complex_dtype(d), "clamp: complex is not supported"
    scalars: List[Optional[Union[int, float, complex]]] = [min, max]
    return _scalar_dtypes(self_rank_dtype[0], d, scalars)


@check_dtype_function(tensor_pairs(error_types=lambda a, b, p: is_complex_dtype(a) or is_complex_dtype(b),
                                   with_zero_dim=False))
def aten〇clamp〇Tensor〡dtype(self_rank_dtype: Tuple[int, int], min_rank_dtype: Optional[Tuple[int, int]] = None, max_rank_dtype: Optional[Tuple[int, int]] = None) -> int:
    ranks: List[int] = [self_rank_dtype[0]]
    dtypes: List[int] = [self_rank_dtype[1]]
    if min_rank_dtype is not None:
        ranks.append(min_rank_dtype[0])
        dtypes.append(min_rank_dtype[1])
    if max_rank_dtype is not None:
        ranks.append(max_rank_dtype[0])
        dtypes.append(max_rank_dtype[1])
    assert len(ranks) > 1, "clamp: at least one of min and max must be given"
    for d in dtypes:
        assert not is_complex_dtype(d), "clamp: complex is not supported"
    return promote_tensors(ranks, dtypes)


@check_dtype_function(_same(1, [[2, 3]], errors=_B | _C | {torch.uint8}))
def aten〇hardtanh〡dtype(self_rank_dtype: Tuple[int, int], min_val: Union[int, float, complex] = -1, max_val: Union[int, float, complex] = 1) -> int:
    d = self_rank_dtype[1]
    assert d != torch.bool and d != torch.uint8 and not is_complex_dtype(d), "hardtanh: unsupported dtype"
    return d


@check_dtype_function(_same(1, [[2, 3]], 0, 1, errors=_B | _C))
def aten〇threshold〡dtype(self_rank_dtype: Tuple[int, int], threshold: Union[int, float, complex], value: Union[int, float, complex]) -> int:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "threshold: unsupported dtype"
    return d


@check_dtype_function(_same(2, [[2, 3], [2, 3]], 0.5, errors=_INT | _B))
def aten〇lerp〇Scalar〡dtype(self_rank_dtype: Tuple[int, int], end_rank_dtype: Tuple[int, int], weight: Union[int, float, complex]) -> int:
    d = _all_equal([self_rank_dtype[1], end_rank_dtype[1]])
    assert is_float_dtype(d) or is_complex_dtype(d), "lerp: floating input expected"
    return d


@check_dtype_function(_same(3, [[2, 3], [2, 3], [2, 3]], errors=_B))
def aten〇addcmul〡dtype(self_rank_dtype: Tuple[int, int], tensor1_rank_dtype: Tuple[int, int], tensor2_rank_dtype: Tuple[int, int], value: Union[int, float, complex] = 1) -> int:
    p = promote_tensors([self_rank_dtype[0], tensor1_rank_dtype[0], tensor2_rank_dtype[0]], [self_rank_dtype[1], tensor1_rank_dtype[1], tensor2_rank_dtype[1]])
    assert p != torch.bool, "addcmul: bool is not supported"
    return p


@check_dtype_function(_same(3, [[2, 3], [2, 3], [2, 3]], errors=_INT | _B))
def aten〇addcdiv〡dtype(self_rank_dtype: Tuple[int, int], tensor1_rank_dtype: Tuple[int, int], tensor2_rank_dtype: Tuple[int, int], value: Union[int, float, complex] = 1) -> int:
    p = promote_tensors([self_rank_dtype[0], tensor1_rank_dtype[0], tensor2_rank_dtype[0]], [self_rank_dtype[1], tensor1_rank_dtype[1], tensor2_rank_dtype[1]])
    assert not is_integer_or_bool(tensor1_rank_dtype[1]) or not is_integer_or_bool(tensor2_rank_dtype[1]), \
        "addcdiv: integer division is not supported"
    return p


@check_dtype_function(_same(3, [[2, 3], [2, 3], [2, 3]], errors=_NOT_FLOAT))
def aten〇scaled_dot_product_attention〡dtype(query_rank_dtype: Tuple[int, int], key_rank_dtype: Tuple[int, int], value_rank_dtype: Tuple[int, int], attn_mask_rank_dtype: Optional[Tuple[int, int]] = None, dropout_p: float = 0., is_causal: bool = False, scale: Optional[float] = None, enable_gqa: bool = False) -> int:
    d = _all_equal([query_rank_dtype[1], key_rank_dtype[1], value_rank_dtype[1]])
    return _float_only(d)


@check_dtype_function(_same(1, [[1, 1, 2, 2]], [4, 4], errors=_NOT_FLOAT - {torch.uint8}))
def aten〇upsample_nearest2d〡dtype(self_rank_dtype: Tuple[int, int], output_size: List[int], scales_h: Optional[float] = None, scales_w: Optional[float] = None) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d) or d == torch.uint8, "upsample_nearest2d: unsupported dtype"
    return d


def _grid_sampler_dtype(input_dtype: int, grid_dtype: int) -> int:
    d = _all_equal([input_dtype, grid_dtype])
    assert is_float_dtype(d), "grid_sampler: unsupported dtype"
    return d


@check_dtype_function(_same(2, [[1, 1, 2, 2], [1, 3, 3, 2]], 0, 0, False, errors=_NOT_FLOAT)
                      + _mixed(TS(1, 1, 2, 2), TS(1, 3, 3, 2, dtype=torch.float64), args=(0, 0, False)))
def aten〇grid_sampler〡dtype(input_rank_dtype: Tuple[int, int], grid_rank_dtype: Tuple[int, int], interpolation_mode: int, padding_mode: int, align_corners: bool) -> int:
    return _grid_sampler_dtype(input_rank_dtype[1], grid_rank_dtype[1])


@check_dtype_function(_same(2, [[1, 1, 2, 2], [1, 3, 3, 2]], 0, 0, False, errors=_NOT_FLOAT)
                      + _mixed(TS(1, 1, 2, 2), TS(1, 3, 3, 2, dtype=torch.float64), args=(0, 0, False)))
def aten〇grid_sampler_2d〡dtype(input_rank_dtype: Tuple[int, int], grid_rank_dtype: Tuple[int, int], interpolation_mode: int, padding_mode: int, align_corners: bool) -> int:
    return _grid_sampler_dtype(input_rank_dtype[1], grid_rank_dtype[1])


@check_dtype_function(_same(2, [[1, 1, 2, 2, 2], [1, 3, 3, 3, 3]], 0, 0, False, errors=_NOT_FLOAT)
                      + _mixed(TS(1, 1, 2, 2, 2), TS(1, 3, 3, 3, 3, dtype=torch.float64), args=(0, 0, False)))
def aten〇grid_sampler_3d〡dtype(input_rank_dtype: Tuple[int, int], grid_rank_dtype: Tuple[int, int], interpolation_mode: int, padding_mode: int, align_corners: bool) -> int:
    return _grid_sampler_dtype(input_rank_dtype[1], grid_rank_dtype[1])


@check_dtype_function(_same(1, [[1, 1, 2, 2]], [4, 4], False, errors=_NOT_FLOAT - {torch.uint8}))
def aten〇upsample_bilinear2d〡dtype(self_rank_dtype: Tuple[int, int], output_size: List[int], align_corners: bool, scales_h: Optional[float] = None, scales_w: Optional[float] = None) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d) or d == torch.uint8, "upsample_bilinear2d: unsupported dtype"
    return d


@check_dtype_function(_same(1, [[1, 1, 2, 2]], [4, 4], False, errors=_NOT_FLOAT - {torch.uint8}))
def aten〇upsample_bicubic2d〡dtype(self_rank_dtype: Tuple[int, int], output_size: List[int], align_corners: bool, scales_h: Optional[float] = None, scales_w: Optional[float] = None) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d) or d == torch.uint8, "upsample_bicubic2d: unsupported dtype"
    return d


@check_dtype_function(_same(2, [[2, 3], [2, 3]], errors=_B))
def aten〇pairwise_distance〡dtype(x1_rank_dtype: Tuple[int, int], x2_rank_dtype: Tuple[int, int], p: float = 2., eps: float = 1e-06, keepdim: bool = False) -> int:
    d = promote_tensors([x1_rank_dtype[0], x2_rank_dtype[0]], [x1_rank_dtype[1], x2_rank_dtype[1]])
    assert d != torch.bool, "pairwise_distance: bool is not supported"
    return complex_to_real(to_float_if_integral(d))


@check_dtype_function(_same(2, [[2, 3], [2, 3]], errors=_NOT_FLOAT))
def aten〇mse_loss〡dtype(self_rank_dtype: Tuple[int, int], target_rank_dtype: Tuple[int, int], reduction: int = 1) -> int:
    d = promote_tensors([self_rank_dtype[0], target_rank_dtype[0]], [self_rank_dtype[1], target_rank_dtype[1]])
    return _float_only(d)


@check_dtype_function(_same(2, [[2, 3], [2, 3]], errors=_INT | _B))
def aten〇l1_loss〡dtype(self_rank_dtype: Tuple[int, int], target_rank_dtype: Tuple[int, int], reduction: int = 1) -> int:
    d = promote_tensors([self_rank_dtype[0], target_rank_dtype[0]], [self_rank_dtype[1], target_rank_dtype[1]])
    assert is_float_dtype(d) or is_complex_dtype(d), "l1_loss: floating input expected"
    return complex_to_real(d)


@check_dtype_function(_same(2, [[2, 3], [2, 3]], errors=_NOT_FLOAT))
def aten〇smooth_l1_loss〡dtype(self_rank_dtype: Tuple[int, int], target_rank_dtype: Tuple[int, int], reduction: int = 1, beta: float = 1.) -> int:
    d = promote_tensors([self_rank_dtype[0], target_rank_dtype[0]], [self_rank_dtype[1], target_rank_dtype[1]])
    return _float_only(d)


# ---- value-semantic copies of views, and more views ---------------------------------------------

@check_dtype_function(_same(1, [[2, 3]], [3, 2]))
def aten〇view_copy〡dtype(self_rank_dtype: Tuple[int, int], size: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], [3, 2]))
def aten〇_unsafe_view〡dtype(self_rank_dtype: Tuple[int, int], size: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], [1, 0]))
def aten〇permute_copy〡dtype(self_rank_dtype: Tuple[int, int], dims: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], 0, 1))
def aten〇transpose_copy〇int〡dtype(self_rank_dtype: Tuple[int, int], dim0: int, dim1: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], 0, 1))
def aten〇swapaxes〡dtype(self_rank_dtype: Tuple[int, int], axis0: int, axis1: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], 0, 1))
def aten〇swapdims〡dtype(self_rank_dtype: Tuple[int, int], dim0: int, dim1: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], 0, 1))
def aten〇movedim〇int〡dtype(self_rank_dtype: Tuple[int, int], source: int, destination: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], 0, 1))
def aten〇moveaxis〇int〡dtype(self_rank_dtype: Tuple[int, int], source: int, destination: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇mT〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇adjoint〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇numpy_T〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], 0))
def aten〇unsqueeze_copy〡dtype(self_rank_dtype: Tuple[int, int], dim: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[1, 3]]))
def aten〇squeeze_copy〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[1, 3]], 0))
def aten〇squeeze_copy〇dim〡dtype(self_rank_dtype: Tuple[int, int], dim: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[1, 3]], [0]))
def aten〇squeeze_copy〇dims〡dtype(self_rank_dtype: Tuple[int, int], dim: List[int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 1]], [2, 4]))
def aten〇expand_copy〡dtype(self_rank_dtype: Tuple[int, int], size: List[int], implicit: bool = False) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[4, 3]], 0, 1, 3))
def aten〇slice_copy〇Tensor〡dtype(self_rank_dtype: Tuple[int, int], dim: int = 0, start: Optional[int] = None, end: Optional[int] = None, step: int = 1) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[4, 3]], 0, 1))
def aten〇select_copy〇int〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇t_copy〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], 0, 2, 1))
def aten〇unfold_copy〡dtype(self_rank_dtype: Tuple[int, int], dimension: int, size: int, step: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[4, 3]], 0, 1, 2))
def aten〇narrow_copy〡dtype(self_rank_dtype: Tuple[int, int], dim: int, start: int, length: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇detach〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇lift_fresh〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇conj〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇resolve_conj〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇resolve_neg〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], errors=_B))
def aten〇positive〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    assert self_rank_dtype[1] != torch.bool, "positive: bool is not supported"
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇real〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return complex_to_real(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]], errors=_NOT_FLOAT_OR_COMPLEX | _FLOAT))
def aten〇imag〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    assert is_complex_dtype(self_rank_dtype[1]), "imag: only complex tensors have an imaginary part"
    return complex_to_real(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇ravel〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[3]]))
def aten〇atleast_1d〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[3]]))
def aten〇atleast_2d〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[3]]))
def aten〇atleast_3d〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[3, 4]]))
def aten〇diagonal〡dtype(self_rank_dtype: Tuple[int, int], offset: int = 0, dim1: int = 0, dim2: int = 1) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[3, 4]]))
def aten〇diagonal_copy〡dtype(self_rank_dtype: Tuple[int, int], offset: int = 0, dim1: int = 0, dim2: int = 1) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[3, 4]]))
def aten〇diag〡dtype(self_rank_dtype: Tuple[int, int], diagonal: int = 0) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇diag_embed〡dtype(self_rank_dtype: Tuple[int, int], offset: int = 0, dim1: int = -2, dim2: int = -1) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[3, 4]], errors=_B))
def aten〇trace〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    assert self_rank_dtype[1] != torch.bool, "trace: bool is not supported"
    return sum_result_dtype(self_rank_dtype[1])


@check_dtype_function(tensor_pairs(shapes=((3,), (4,)), with_zero_dim=False))
def aten〇outer〡dtype(self_rank_dtype: Tuple[int, int], vec2_rank_dtype: Tuple[int, int]) -> int:
    return promote_tensors([self_rank_dtype[0], vec2_rank_dtype[0]], [self_rank_dtype[1], vec2_rank_dtype[1]])


@check_dtype_function(tensor_pairs(shapes=((3,), (4,)), with_zero_dim=False))
def aten〇ger〡dtype(self_rank_dtype: Tuple[int, int], vec2_rank_dtype: Tuple[int, int]) -> int:
    return promote_tensors([self_rank_dtype[0], vec2_rank_dtype[0]], [self_rank_dtype[1], vec2_rank_dtype[1]])


@check_dtype_function(_same(2, [[3], [3]], errors=_B) + _mixed(TS(3), TS(3, dtype=torch.float64)))
def aten〇vdot〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int]) -> int:
    d = _all_equal([self_rank_dtype[1], other_rank_dtype[1]])
    assert d != torch.bool, "vdot: bool is not supported"
    return d


@check_dtype_function(tensor_pairs(shapes=((2, 3), (4, 5)), with_zero_dim=False))
def aten〇kron〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int]) -> int:
    return promote_tensors([self_rank_dtype[0], other_rank_dtype[0]], [self_rank_dtype[1], other_rank_dtype[1]])


@check_dtype_function(_same(2, [[2, 3], [4, 3]], errors=_B) + _mixed(TS(2, 3), TS(4, 3, dtype=torch.float64)))
def aten〇inner〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int]) -> int:
    d = _all_equal([self_rank_dtype[1], other_rank_dtype[1]])
    assert d != torch.bool, "inner: bool is not supported"
    return d


@check_dtype_function(_same(1, [[2, 4]], errors=_NOT_FLOAT_OR_COMPLEX | _C))
def aten〇glu〡dtype(self_rank_dtype: Tuple[int, int], dim: int = -1) -> int:
    return _float_only(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_INT | _B))
def aten〇logcumsumexp〡dtype(self_rank_dtype: Tuple[int, int], dim: int) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d) or is_complex_dtype(d), "logcumsumexp: floating input expected"
    return d


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_NOT_FLOAT) + [Invocation(TS(2, 3, dtype=torch.int32), 1, torch.float64)])
def aten〇special_softmax〡dtype(self_rank_dtype: Tuple[int, int], dim: int, dtype: Optional[int] = None) -> int:
    if dtype is not None:
        return _float_only(dtype)
    return _float_only(self_rank_dtype[1])


@check_dtype_function(tensor_pairs(shapes=((2, 3), ()), with_zero_dim=False))
def aten〇fill〇Tensor〡dtype(self_rank_dtype: Tuple[int, int], value_rank_dtype: Tuple[int, int]) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(3, [[2, 3], [2, 3], [2, 3]], errors=_INT | _B))
def aten〇lerp〇Tensor〡dtype(self_rank_dtype: Tuple[int, int], end_rank_dtype: Tuple[int, int], weight_rank_dtype: Tuple[int, int]) -> int:
    d = _all_equal([self_rank_dtype[1], end_rank_dtype[1], weight_rank_dtype[1]])
    assert is_float_dtype(d) or is_complex_dtype(d), "lerp: floating input expected"
    return d


@check_dtype_function(_same(2, [[2, 3], [2, 3]], errors=_C) + _mixed(TS(2, 3), TS(2, 3, dtype=torch.float64)))
def aten〇heaviside〡dtype(self_rank_dtype: Tuple[int, int], values_rank_dtype: Tuple[int, int]) -> int:
    d = _all_equal([self_rank_dtype[1], values_rank_dtype[1]])
    assert not is_complex_dtype(d), "heaviside: complex is not supported"
    return d


@check_dtype_function(_same(2, [[2, 3], [2, 3]], errors=_NOT_FLOAT))
def aten〇cosine_similarity〡dtype(x1_rank_dtype: Tuple[int, int], x2_rank_dtype: Tuple[int, int], dim: int = 1, eps: float = 1e-08) -> int:
    d = promote_tensors([x1_rank_dtype[0], x2_rank_dtype[0]], [x1_rank_dtype[1], x2_rank_dtype[1]])
    return _float_only(d)


@check_dtype_function(_same(2, [[2, 3], [4, 3]], errors=_NOT_FLOAT | {torch.float16, torch.bfloat16}))
def aten〇cdist〡dtype(x1_rank_dtype: Tuple[int, int], x2_rank_dtype: Tuple[int, int], p: float = 2., compute_mode: Optional[int] = None) -> int:
    d = _all_equal([x1_rank_dtype[1], x2_rank_dtype[1]])
    assert d == torch.float32 or d == torch.float64, "cdist: only float32 and float64 on CPU"
    return d


@check_dtype_function(_same(2, [[2, 3], [3]], errors=_NOT_FLOAT))
def aten〇prelu〡dtype(self_rank_dtype: Tuple[int, int], weight_rank_dtype: Tuple[int, int]) -> int:
    return _float_only(self_rank_dtype[1])


@check_dtype_function(_same(1, [[1, 4, 2, 2]], 2))
def aten〇channel_shuffle〡dtype(self_rank_dtype: Tuple[int, int], groups: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[1, 4, 2, 2]], 2))
def aten〇native_channel_shuffle〡dtype(self_rank_dtype: Tuple[int, int], groups: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[1, 1, 2, 2]], 2))
def aten〇pixel_unshuffle〡dtype(self_rank_dtype: Tuple[int, int], downscale_factor: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], 2))
def aten〇repeat_interleave〇self_int〡dtype(self_rank_dtype: Tuple[int, int], repeats: int, dim: Optional[int] = None, output_size: Optional[int] = None) -> int:
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), TS(2, 3, dtype=_IDX), 0) for d in ALL_DTYPES]
                      + [ErrorInvocation(TS(5, 3), TS(2, 3, dtype=torch.int32), 0)])
def aten〇take_along_dim〡dtype(self_rank_dtype: Tuple[int, int], indices_rank_dtype: Tuple[int, int], dim: Optional[int] = None) -> int:
    assert indices_rank_dtype[1] == torch.int64, "take_along_dim: indices must be int64"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), TS(2, dtype=_IDX)) for d in ALL_DTYPES]
                      + [ErrorInvocation(TS(5, 3), TS(2, dtype=torch.int32))])
def aten〇take〡dtype(self_rank_dtype: Tuple[int, int], index_rank_dtype: Tuple[int, int]) -> int:
    assert index_rank_dtype[1] == torch.int64, "take: index must be int64"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), 0, TS(2, dtype=_IDX), TS(2, 3, dtype=d)) for d in ALL_DTYPES]
                      + [ErrorInvocation(TS(5, 3), 0, TS(2, dtype=_IDX), TS(2, 3, dtype=torch.float64))])
def aten〇index_add〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int], source_rank_dtype: Tuple[int, int], alpha: Union[int, float, complex] = 1) -> int:
    assert source_rank_dtype[1] == self_rank_dtype[1], "index_add: source must have self's dtype"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), 0, TS(2, dtype=_IDX), TS(2, 3, dtype=d)) for d in ALL_DTYPES]
                      + [ErrorInvocation(TS(5, 3), 0, TS(2, dtype=_IDX), TS(2, 3, dtype=torch.float64))])
def aten〇index_copy〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int], source_rank_dtype: Tuple[int, int]) -> int:
    assert source_rank_dtype[1] == self_rank_dtype[1], "index_copy: source must have self's dtype"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), 0, TS(2, dtype=_IDX), 1) for d in ALL_DTYPES])
def aten〇index_fill〇int_Scalar〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int], value: Union[int, float, complex]) -> int:
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), 0, TS(2, 3, dtype=_IDX), 1) for d in ALL_DTYPES])
def aten〇scatter〇value〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int], value: Union[int, float, complex]) -> int:
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(5, 3, dtype=d), 0, TS(2, 3, dtype=_IDX), TS(2, 3, dtype=d), "sum") for d in ALL_DTYPES]
                      + [ErrorInvocation(TS(5, 3), 0, TS(2, 3, dtype=_IDX), TS(2, 3, dtype=torch.float64), "sum")])
def aten〇scatter_reduce〇two〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int], src_rank_dtype: Tuple[int, int], reduce: str, include_self: bool = True) -> int:
    d = self_rank_dtype[1]
    assert src_rank_dtype[1] == d, "scatter_reduce: src must have self's dtype"
    return d


@check_dtype_function(_same(2, [[5, 3], [3]], 0, 1))
def aten〇select_scatter〡dtype(self_rank_dtype: Tuple[int, int], src_rank_dtype: Tuple[int, int], dim: int, index: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(2, [[5, 3], [2, 3]], 0, 1, 3))
def aten〇slice_scatter〡dtype(self_rank_dtype: Tuple[int, int], src_rank_dtype: Tuple[int, int], dim: int = 0, start: Optional[int] = None, end: Optional[int] = None, step: int = 1) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(2, [[3, 3], [3]]))
def aten〇diagonal_scatter〡dtype(self_rank_dtype: Tuple[int, int], src_rank_dtype: Tuple[int, int], offset: int = 0, dim1: int = 0, dim2: int = 1) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[3, 4]]))
def aten〇rot90〡dtype(self_rank_dtype: Tuple[int, int], k: int = 1, dims: List[int] = (0, 1)) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], 2, True, errors=_NOT_FLOAT))
def aten〇multinomial〡dtype(self_rank_dtype: Tuple[int, int], num_samples: int, replacement: bool = False, generator: Any = None) -> int:
    _float_only(self_rank_dtype[1])
    return torch.int64


# ---- more reductions ----------------------------------------------------------------------------

@check_dtype_function(_same(1, [[2, 3]], [1], errors=_C))
def aten〇nansum〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]] = None, keepdim: bool = False, dtype: Optional[int] = None) -> int:
    assert not is_complex_dtype(self_rank_dtype[1]), "nansum: complex is not supported"
    return _sum_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], [1], errors=_INT | _B | _C))
def aten〇nanmean〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]] = None, keepdim: bool = False, dtype: Optional[int] = None) -> int:
    assert not is_complex_dtype(self_rank_dtype[1]), "nanmean: complex is not supported"
    return _mean_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], 1) + [Invocation(TS(2, 3, dtype=torch.int32), 1, dtype=torch.float64)])
def aten〇prod〇dim_int〡dtype(self_rank_dtype: Tuple[int, int], dim: int, keepdim: bool = False, dtype: Optional[int] = None) -> int:
    return _sum_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], [1]))
def aten〇all〇dims〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]] = None, keepdim: bool = False) -> int:
    return torch.uint8 if self_rank_dtype[1] == torch.uint8 else torch.bool


@check_dtype_function(_same(1, [[2, 3]], [1]))
def aten〇any〇dims〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]] = None, keepdim: bool = False) -> int:
    return torch.uint8 if self_rank_dtype[1] == torch.uint8 else torch.bool


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇all〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return torch.uint8 if self_rank_dtype[1] == torch.uint8 else torch.bool


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇any〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return torch.uint8 if self_rank_dtype[1] == torch.uint8 else torch.bool


@check_dtype_function(_same(1, [[2, 3]], errors=_C))
def aten〇max〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    assert not is_complex_dtype(self_rank_dtype[1]), "max: complex is not supported"
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], errors=_C))
def aten〇min〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    assert not is_complex_dtype(self_rank_dtype[1]), "min: complex is not supported"
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], errors=_BC))
def aten〇median〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "median: unsupported dtype"
    return d


@check_dtype_function(_same(1, [[2, 3]], errors=_BC))
def aten〇nanmedian〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "nanmedian: unsupported dtype"
    return d


@check_dtype_function(_same(1, [[2, 3]], errors=_INT | _B))
def aten〇std〡dtype(self_rank_dtype: Tuple[int, int], unbiased: bool = True) -> int:
    return _var_like(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]], errors=_INT | _B))
def aten〇var〡dtype(self_rank_dtype: Tuple[int, int], unbiased: bool = True) -> int:
    return _var_like(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]]))
def aten〇count_nonzero〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[int] = None) -> int:
    return torch.int64


@check_dtype_function(_same(1, [[2, 3]], [1]))
def aten〇count_nonzero〇dim_IntList〡dtype(self_rank_dtype: Tuple[int, int], dim: List[int]) -> int:
    return torch.int64


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_BC))
def aten〇median〇dim〡dtype(self_rank_dtype: Tuple[int, int], dim: int, keepdim: bool = False) -> Tuple[int, int]:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "median: unsupported dtype"
    return d, torch.int64


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_BC))
def aten〇nanmedian〇dim〡dtype(self_rank_dtype: Tuple[int, int], dim: int, keepdim: bool = False) -> Tuple[int, int]:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "nanmedian: unsupported dtype"
    return d, torch.int64


_NOT_F32_F64 = set(ALL_DTYPES) - {torch.float32, torch.float64}


@check_dtype_function(_same(2, [[2, 3], [2]], errors=_NOT_F32_F64)
                      + _mixed(TS(2, 3), TS(2, dtype=torch.float64, low=0, high=1)))
def aten〇quantile〡dtype(self_rank_dtype: Tuple[int, int], q_rank_dtype: Tuple[int, int], dim: Optional[int] = None, keepdim: bool = False, interpolation: str = "linear") -> int:
    d = _all_equal([self_rank_dtype[1], q_rank_dtype[1]])
    assert d == torch.float32 or d == torch.float64, "quantile() input tensor must be either float or double dtype"
    return d


@check_dtype_function(_same(2, [[2, 3], [2]], errors=_NOT_F32_F64)
                      + _mixed(TS(2, 3), TS(2, dtype=torch.float64, low=0, high=1)))
def aten〇nanquantile〡dtype(self_rank_dtype: Tuple[int, int], q_rank_dtype: Tuple[int, int], dim: Optional[int] = None, keepdim: bool = False, interpolation: str = "linear") -> int:
    d = _all_equal([self_rank_dtype[1], q_rank_dtype[1]])
    assert d == torch.float32 or d == torch.float64, "nanquantile() input tensor must be either float or double dtype"
    return d


@check_dtype_function(_same(1, [[2, 3]], 0.5, errors=_NOT_F32_F64))
def aten〇quantile〇scalar〡dtype(self_rank_dtype: Tuple[int, int], q: float, dim: Optional[int] = None, keepdim: bool = False, interpolation: str = "linear") -> int:
    d = self_rank_dtype[1]
    assert d == torch.float32 or d == torch.float64, "quantile() input tensor must be either float or double dtype"
    return d


@check_dtype_function(_same(1, [[2, 3]], 0.5, errors=_NOT_F32_F64))
def aten〇nanquantile〇scalar〡dtype(self_rank_dtype: Tuple[int, int], q: float, dim: Optional[int] = None, keepdim: bool = False, interpolation: str = "linear") -> int:
    d = self_rank_dtype[1]
    assert d == torch.float32 or d == torch.float64, "nanquantile() input tensor must be either float or double dtype"
    return d


@check_dtype_function(_same(1, [[2, 3]], errors=_C))
def aten〇mode〡dtype(self_rank_dtype: Tuple[int, int], dim: int = -1, keepdim: bool = False) -> Tuple[int, int]:
    assert not is_complex_dtype(self_rank_dtype[1]), "mode: complex is not supported"
    return self_rank_dtype[1], torch.int64


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_C))
def aten〇cummax〡dtype(self_rank_dtype: Tuple[int, int], dim: int) -> Tuple[int, int]:
    assert not is_complex_dtype(self_rank_dtype[1]), "cummax: complex is not supported"
    return self_rank_dtype[1], torch.int64


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_C))
def aten〇cummin〡dtype(self_rank_dtype: Tuple[int, int], dim: int) -> Tuple[int, int]:
    assert not is_complex_dtype(self_rank_dtype[1]), "cummin: complex is not supported"
    return self_rank_dtype[1], torch.int64


@check_dtype_function(_same(1, [[2, 3]], [1], errors=_INT | _B))
def aten〇var_mean〇correction〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]] = None, correction: Optional[Union[int, float, complex]] = None, keepdim: bool = False) -> Tuple[int, int]:
    return _var_like(self_rank_dtype[1]), self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], [1], errors=_INT | _B))
def aten〇std_mean〇correction〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]] = None, correction: Optional[Union[int, float, complex]] = None, keepdim: bool = False) -> Tuple[int, int]:
    return _var_like(self_rank_dtype[1]), self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], errors=_C))
def aten〇aminmax〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[int] = None, keepdim: bool = False) -> Tuple[int, int]:
    assert not is_complex_dtype(self_rank_dtype[1]), "aminmax: complex is not supported"
    return self_rank_dtype[1], self_rank_dtype[1]


# ---- backward ops ---------------------------------------------------------------------------------

@check_dtype_function([Invocation(TS(2, 3, dtype=d), TS(2, 3, dtype=d), 1, d) for d in sorted(_FLOAT, key=str)])
def aten〇_softmax_backward_data〡dtype(grad_output_rank_dtype: Tuple[int, int], output_rank_dtype: Tuple[int, int], dim: int, input_dtype: int) -> int:
    return input_dtype


@check_dtype_function([Invocation(TS(2, 3, dtype=d), TS(2, 3, dtype=d), 1, d) for d in sorted(_FLOAT, key=str)])
def aten〇_log_softmax_backward_data〡dtype(grad_output_rank_dtype: Tuple[int, int], output_rank_dtype: Tuple[int, int], dim: int, input_dtype: int) -> int:
    return input_dtype


@check_dtype_function(_same(2, [[2, 3], [2, 3]], errors=_NOT_FLOAT))
def aten〇gelu_backward〡dtype(grad_output_rank_dtype: Tuple[int, int], self_rank_dtype: Tuple[int, int], approximate: str = "none") -> int:
    return _float_only(promote_tensors([grad_output_rank_dtype[0], self_rank_dtype[0]], [grad_output_rank_dtype[1], self_rank_dtype[1]]))


@check_dtype_function([Invocation(TS(2, 3, 4, dtype=d), TS(2, 3, dtype=_IDX, high=5), 5, -1, False) for d in sorted(_FLOAT, key=str)])
def aten〇embedding_dense_backward〡dtype(grad_output_rank_dtype: Tuple[int, int], indices_rank_dtype: Tuple[int, int], num_weights: int, padding_idx: int, scale_grad_by_freq: bool) -> int:
    return grad_output_rank_dtype[1]


@check_dtype_function(_same(3, [[2, 3], [2, 3], [2, 3]], 1, errors=_BC))
def aten〇mse_loss_backward〡dtype(grad_output_rank_dtype: Tuple[int, int], self_rank_dtype: Tuple[int, int], target_rank_dtype: Tuple[int, int], reduction: int) -> int:
    d = promote_tensors([self_rank_dtype[0], target_rank_dtype[0]], [self_rank_dtype[1], target_rank_dtype[1]])
    assert d != torch.bool and not is_complex_dtype(d), "mse_loss_backward: unsupported dtype"
    return d


@check_dtype_function([(Invocation if d in _FLOAT else ErrorInvocation)(TS(2, 3, dtype=d), 1.0, 1.0, 1.0, False, TS(2, 3, dtype=d)) for d in ALL_DTYPES])
def aten〇elu_backward〡dtype(grad_output_rank_dtype: Tuple[int, int], alpha: Union[int, float, complex], scale: Union[int, float, complex], input_scale: Union[int, float, complex], is_result: bool, self_or_result_rank_dtype: Tuple[int, int]) -> int:
    return _float_only(promote_tensors([grad_output_rank_dtype[0], self_or_result_rank_dtype[0]], [grad_output_rank_dtype[1], self_or_result_rank_dtype[1]]))


# ---- losses and pooling backward ----------------------------------------------------------------

@check_dtype_function([(Invocation if d in _FLOAT else ErrorInvocation)(TS(4, 3, dtype=d), TS(4, dtype=_IDX), None, 1, -100) for d in ALL_DTYPES]
                      + [Invocation(TS(4, 3), TS(4, dtype=torch.uint8), None, 1, -100),
                         ErrorInvocation(TS(4, 3), TS(4, dtype=torch.int32), None, 1, -100)])
def aten〇nll_loss_forward〡dtype(self_rank_dtype: Tuple[int, int], target_rank_dtype: Tuple[int, int], weight_rank_dtype: Optional[Tuple[int, int]], reduction: int, ignore_index: int) -> Tuple[int, int]:
    d = _float_only(self_rank_dtype[1])
    assert target_rank_dtype[1] == torch.int64 or target_rank_dtype[1] == torch.uint8, "nll_loss: target must be int64"
    return d, d


@check_dtype_function([(Invocation if d in (torch.float32, torch.float64) else ErrorInvocation)(TS(4, 3, dtype=d), TS(4, 3, dtype=_IDX, high=3)) for d in ALL_DTYPES])
def aten〇multilabel_margin_loss〡dtype(self_rank_dtype: Tuple[int, int], target_rank_dtype: Tuple[int, int], reduction: int = 1) -> int:
    d = self_rank_dtype[1]
    assert d == torch.float32 or d == torch.float64, "multilabel_margin_loss: only float and double inputs (PyTorch's CPU kernel)"
    return d


@check_dtype_function([(Invocation if d in _FLOAT else ErrorInvocation)(TS(4, 3, dtype=d), TS(4, dtype=_IDX)) for d in ALL_DTYPES])
def aten〇nll_loss〡dtype(self_rank_dtype: Tuple[int, int], target_rank_dtype: Tuple[int, int], weight_rank_dtype: Optional[Tuple[int, int]] = None, reduction: int = 1, ignore_index: int = -100) -> int:
    return _float_only(self_rank_dtype[1])


@check_dtype_function([(Invocation if d in _FLOAT else ErrorInvocation)(TS(1, 3, 4, 4, dtype=d), TS(1, 3, 8, 8, dtype=d), [2, 2], [2, 2], [0, 0], [1, 1], False, TS(1, 3, 4, 4, dtype=_IDX, low=0, high=1)) for d in ALL_DTYPES])
def aten〇max_pool2d_with_indices_backward〡dtype(grad_output_rank_dtype: Tuple[int, int], self_rank_dtype: Tuple[int, int], kernel_size: List[int], stride: List[int], padding: List[int], dilation: List[int], ceil_mode: bool, indices_rank_dtype: Tuple[int, int]) -> int:
    return _float_only(self_rank_dtype[1])


@check_dtype_function([(Invocation if d in _FLOAT or d == torch.int64 else ErrorInvocation)(TS(1, 3, 4, 4, dtype=d), TS(1, 3, 8, 8, dtype=d), [2, 2], [2, 2], [0, 0], False, True, None) for d in ALL_DTYPES])
def aten〇avg_pool2d_backward〡dtype(grad_output_rank_dtype: Tuple[int, int], self_rank_dtype: Tuple[int, int], kernel_size: List[int], stride: List[int], padding: List[int], ceil_mode: bool, count_include_pad: bool, divisor_override: Optional[int]) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d) or d == torch.int64, "avg_pool2d backward: unsupported dtype"
    return d


@check_dtype_function([(Invocation if d == _IDX else ErrorInvocation)(TS(2, dtype=d), 4) for d in ALL_DTYPES])
def aten〇one_hot〡dtype(self_rank_dtype: Tuple[int, int], num_classes: int = -1) -> int:
    assert self_rank_dtype[1] == torch.int64, "one_hot: input must be int64"
    return torch.int64


# ---- ops only decompositions handle -------------------------------------------------------------

@check_dtype_function([(Invocation if d in _FLOAT else ErrorInvocation)(TS(5, dtype=d), "sum", lengths=TS(2, dtype=torch.int64, values=[2, 3])) for d in ALL_DTYPES])
def aten〇segment_reduce〡dtype(data_rank_dtype: Tuple[int, int], reduce: str, lengths_rank_dtype: Optional[Tuple[int, int]] = None, indices_rank_dtype: Optional[Tuple[int, int]] = None, offsets_rank_dtype: Optional[Tuple[int, int]] = None, axis: int = 0, unsafe: bool = False, initial: Optional[Union[int, float, complex]] = None) -> int:
    d = data_rank_dtype[1]
    assert is_float_dtype(d), "segment_reduce: only floating-point data (PyTorch's CPU kernel)"
    return d


@check_dtype_function(_same(1, [[3, 5]], 2, errors=_BC))
def aten〇kthvalue〡dtype(self_rank_dtype: Tuple[int, int], k: int, dim: int = -1, keepdim: bool = False) -> Tuple[int, int]:
    d = self_rank_dtype[1]
    assert d != torch.bool and not is_complex_dtype(d), "kthvalue: unsupported dtype"
    return d, torch.int64


@check_dtype_function(_same(1, [[2, 9]], 1, 3, 2))
def aten〇unfold〡dtype(self_rank_dtype: Tuple[int, int], dimension: int, size: int, step: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(3, dtype=d), TS(4, dtype=torch.float32), out_int32=o) for d in (torch.float32, torch.int64)
                       for o in (False, True)])
def aten〇bucketize〇Tensor〡dtype(self_rank_dtype: Tuple[int, int], boundaries_rank_dtype: Tuple[int, int], out_int32: bool = False, right: bool = False) -> int:
    return torch.int32 if out_int32 else torch.int64


@check_dtype_function([Invocation(TS(4, dtype=d), TS(3, dtype=d), out_int32=o) for d in (torch.float32, torch.int64)
                       for o in (False, True)])
def aten〇searchsorted〇Tensor〡dtype(sorted_sequence_rank_dtype: Tuple[int, int], self_rank_dtype: Tuple[int, int], out_int32: bool = False, right: bool = False, side: Optional[str] = None, sorter_rank_dtype: Optional[Tuple[int, int]] = None) -> int:
    return torch.int32 if out_int32 else torch.int64


@check_dtype_function([Invocation(TS(4, dtype=d), 2.0, out_int32=o) for d in (torch.float32, torch.int64)
                       for o in (False, True)])
def aten〇searchsorted〇Scalar〡dtype(sorted_sequence_rank_dtype: Tuple[int, int], self: Union[int, float, complex], out_int32: bool = False, right: bool = False, side: Optional[str] = None, sorter_rank_dtype: Optional[Tuple[int, int]] = None) -> int:
    return torch.int32 if out_int32 else torch.int64


@check_dtype_function([Invocation(TS(5, 3, dtype=d), 0, TS(4, dtype=torch.int64, low=0, high=5), TS(4, 3, dtype=d), "prod")
                       for d in (torch.float32, torch.int32)])
def aten〇index_reduce〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int], source_rank_dtype: Tuple[int, int], reduce: str, include_self: bool = True) -> int:
    assert source_rank_dtype[1] == self_rank_dtype[1], "index_reduce: source must have self's dtype"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(32, 16, dtype=torch.int8), TS(16, 8, dtype=torch.int8))])
def aten〇_int_mm〡dtype(self_rank_dtype: Tuple[int, int], mat2_rank_dtype: Tuple[int, int]) -> int:
    assert self_rank_dtype[1] == torch.int8 and mat2_rank_dtype[1] == torch.int8, "_int_mm: operands must be int8"
    return torch.int32


@check_dtype_function([Invocation(TS(16, 32, dtype=a), TS(32, 8, dtype=c), TS(), TS(), None, None, o)
                       for a, c in ((torch.float8_e4m3fn, torch.float8_e4m3fn), (torch.float8_e5m2, torch.float8_e4m3fn))
                       for o in (None, torch.float32, torch.bfloat16)])
def aten〇_scaled_mm〡dtype(self_rank_dtype: Tuple[int, int], mat2_rank_dtype: Tuple[int, int], scale_a_rank_dtype: Tuple[int, int], scale_b_rank_dtype: Tuple[int, int], bias_rank_dtype: Optional[Tuple[int, int]] = None, scale_result_rank_dtype: Optional[Tuple[int, int]] = None, out_dtype: Optional[int] = None, use_fast_accum: bool = False) -> int:
    f8 = [torch.float8_e4m3fn, torch.float8_e5m2, torch.float8_e4m3fnuz, torch.float8_e5m2fnuz]
    assert self_rank_dtype[1] in f8 and mat2_rank_dtype[1] in f8, "_scaled_mm: operands must be 8-bit floats"
    assert scale_a_rank_dtype[1] == torch.float32 and scale_b_rank_dtype[1] == torch.float32, \
        "_scaled_mm: scales must be float32"
    return self_rank_dtype[1] if out_dtype is None else out_dtype


@check_dtype_function([Invocation(TS(7, 2, 3, dtype=d), TS(3, 3, 4, dtype=d), TS(4, dtype=d), 1)
                       for d in (torch.float32, torch.float64)])
def aten〇conv_tbc〡dtype(self_rank_dtype: Tuple[int, int], weight_rank_dtype: Tuple[int, int], bias_rank_dtype: Tuple[int, int], pad: int = 0) -> int:
    return _all_equal([self_rank_dtype[1], weight_rank_dtype[1], bias_rank_dtype[1]])


# ---- FFT (PyTorch's CPU FFT takes no half types) -------------------------------------------------

_HALF = {torch.float16, torch.bfloat16}


def _fft_c2c_dtype(d: int) -> int:
    assert d != torch.float16 and d != torch.bfloat16 and d != torch.complex32, "fft: unsupported dtype"
    if is_complex_dtype(d):
        return d
    if is_float_dtype(d):
        return float_to_complex(d)
    return torch.complex64


def _fft_r2c_dtype(d: int) -> int:
    assert not is_complex_dtype(d), "fft: expects a real input tensor"
    return _fft_c2c_dtype(d)


def _fft_c2r_dtype(d: int) -> int:
    return complex_to_float(_fft_c2c_dtype(d))


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF))
def aten〇fft_fft〡dtype(self_rank_dtype: Tuple[int, int], n: Optional[int] = None, dim: int = -1, norm: Optional[str] = None) -> int:
    return _fft_c2c_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF))
def aten〇fft_ifft〡dtype(self_rank_dtype: Tuple[int, int], n: Optional[int] = None, dim: int = -1, norm: Optional[str] = None) -> int:
    return _fft_c2c_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF | _C))
def aten〇fft_rfft〡dtype(self_rank_dtype: Tuple[int, int], n: Optional[int] = None, dim: int = -1, norm: Optional[str] = None) -> int:
    return _fft_r2c_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF | _C))
def aten〇fft_ihfft〡dtype(self_rank_dtype: Tuple[int, int], n: Optional[int] = None, dim: int = -1, norm: Optional[str] = None) -> int:
    return _fft_r2c_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF))
def aten〇fft_irfft〡dtype(self_rank_dtype: Tuple[int, int], n: Optional[int] = None, dim: int = -1, norm: Optional[str] = None) -> int:
    return _fft_c2r_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF))
def aten〇fft_hfft〡dtype(self_rank_dtype: Tuple[int, int], n: Optional[int] = None, dim: int = -1, norm: Optional[str] = None) -> int:
    return _fft_c2r_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF))
def aten〇fft_fft2〡dtype(self_rank_dtype: Tuple[int, int], s: Optional[List[int]] = None, dim: List[int] = (-2, -1), norm: Optional[str] = None) -> int:
    return _fft_c2c_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF))
def aten〇fft_ifft2〡dtype(self_rank_dtype: Tuple[int, int], s: Optional[List[int]] = None, dim: List[int] = (-2, -1), norm: Optional[str] = None) -> int:
    return _fft_c2c_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF | _C))
def aten〇fft_rfft2〡dtype(self_rank_dtype: Tuple[int, int], s: Optional[List[int]] = None, dim: List[int] = (-2, -1), norm: Optional[str] = None) -> int:
    return _fft_r2c_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF | _C))
def aten〇fft_ihfft2〡dtype(self_rank_dtype: Tuple[int, int], s: Optional[List[int]] = None, dim: List[int] = (-2, -1), norm: Optional[str] = None) -> int:
    return _fft_r2c_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF))
def aten〇fft_irfft2〡dtype(self_rank_dtype: Tuple[int, int], s: Optional[List[int]] = None, dim: List[int] = (-2, -1), norm: Optional[str] = None) -> int:
    return _fft_c2r_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF))
def aten〇fft_hfft2〡dtype(self_rank_dtype: Tuple[int, int], s: Optional[List[int]] = None, dim: List[int] = (-2, -1), norm: Optional[str] = None) -> int:
    return _fft_c2r_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF))
def aten〇fft_fftn〡dtype(self_rank_dtype: Tuple[int, int], s: Optional[List[int]] = None, dim: Optional[List[int]] = None, norm: Optional[str] = None) -> int:
    return _fft_c2c_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF))
def aten〇fft_ifftn〡dtype(self_rank_dtype: Tuple[int, int], s: Optional[List[int]] = None, dim: Optional[List[int]] = None, norm: Optional[str] = None) -> int:
    return _fft_c2c_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF | _C))
def aten〇fft_rfftn〡dtype(self_rank_dtype: Tuple[int, int], s: Optional[List[int]] = None, dim: Optional[List[int]] = None, norm: Optional[str] = None) -> int:
    return _fft_r2c_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF | _C))
def aten〇fft_ihfftn〡dtype(self_rank_dtype: Tuple[int, int], s: Optional[List[int]] = None, dim: Optional[List[int]] = None, norm: Optional[str] = None) -> int:
    return _fft_r2c_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF))
def aten〇fft_irfftn〡dtype(self_rank_dtype: Tuple[int, int], s: Optional[List[int]] = None, dim: Optional[List[int]] = None, norm: Optional[str] = None) -> int:
    return _fft_c2r_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]], errors=_HALF))
def aten〇fft_hfftn〡dtype(self_rank_dtype: Tuple[int, int], s: Optional[List[int]] = None, dim: Optional[List[int]] = None, norm: Optional[str] = None) -> int:
    return _fft_c2r_dtype(self_rank_dtype[1])


@check_dtype_function(_same(1, [[3, 4]]))
def aten〇fft_fftshift〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]] = None) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[3, 4]]))
def aten〇fft_ifftshift〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]] = None) -> int:
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(3, 4, dtype=d), [1], 0, True) for d in (torch.complex64, torch.complex128)])
def aten〇_fft_c2c〡dtype(self_rank_dtype: Tuple[int, int], dim: List[int], normalization: int, forward: bool) -> int:
    assert is_complex_dtype(self_rank_dtype[1]), "_fft_c2c: expects a complex input tensor"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(3, 4, dtype=d), [1], 0, True) for d in (torch.float32, torch.float64)])
def aten〇_fft_r2c〡dtype(self_rank_dtype: Tuple[int, int], dim: List[int], normalization: int, onesided: bool) -> int:
    assert is_float_dtype(self_rank_dtype[1]), "_fft_r2c: expects a floating-point input tensor"
    return float_to_complex(self_rank_dtype[1])


@check_dtype_function([Invocation(TS(3, 4, dtype=d), [1], 0, 6) for d in (torch.complex64, torch.complex128)])
def aten〇_fft_c2r〡dtype(self_rank_dtype: Tuple[int, int], dim: List[int], normalization: int, last_dim_size: int) -> int:
    assert is_complex_dtype(self_rank_dtype[1]), "_fft_c2r: expects a complex input tensor"
    return complex_to_float(self_rank_dtype[1])


@check_dtype_function([Invocation(TS(10, 2, dtype=d), 10) for d in (torch.complex64, torch.complex128)]
                      + [Invocation(TS(6, 3, dtype=torch.complex64), 6, onesided=False, return_complex=True),
                         ErrorInvocation(TS(10, 2), 10)])
def aten〇istft〡dtype(self_rank_dtype: Tuple[int, int], n_fft: int, hop_length: Optional[int] = None, win_length: Optional[int] = None, window_rank_dtype: Optional[Tuple[int, int]] = None, center: bool = True, normalized: bool = False, onesided: Optional[bool] = None, length: Optional[int] = None, return_complex: bool = False) -> int:
    d = self_rank_dtype[1]
    assert is_complex_dtype(d) and d != torch.complex32, "istft: requires a complex-valued input tensor"
    if return_complex:
        return d
    return complex_to_float(d)


# ---- linear algebra (torch.linalg) ----------------------------------------------------------------

_LINALG_ERRORS = _INT | _B | {torch.float16, torch.bfloat16}


def _linalg_dtype(d: int, name: str) -> int:
    assert d == torch.float32 or d == torch.float64 or d == torch.complex64 or d == torch.complex128, \
        name + ": expected a float or complex tensor of single or double precision"
    return d


@check_dtype_function(_same(1, [[3, 3]], errors=_LINALG_ERRORS))
def aten〇linalg_det〡dtype(A_rank_dtype: Tuple[int, int]) -> int:
    return _linalg_dtype(A_rank_dtype[1], "linalg.det")


@check_dtype_function(_same(1, [[3, 3]], errors=_LINALG_ERRORS))
def aten〇linalg_slogdet〡dtype(A_rank_dtype: Tuple[int, int]) -> Tuple[int, int]:
    d = _linalg_dtype(A_rank_dtype[1], "linalg.slogdet")
    return d, complex_to_real(d)


@check_dtype_function(_same(1, [[3, 3]], errors=_LINALG_ERRORS))
def aten〇logdet〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return _linalg_dtype(self_rank_dtype[1], "logdet")


@check_dtype_function(_same(1, [[3, 3]], errors=_LINALG_ERRORS))
def aten〇linalg_inv〡dtype(A_rank_dtype: Tuple[int, int]) -> int:
    return _linalg_dtype(A_rank_dtype[1], "linalg.inv")


@check_dtype_function(_same(1, [[3, 3]], errors=_LINALG_ERRORS))
def aten〇inverse〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return _linalg_dtype(self_rank_dtype[1], "inverse")



@check_dtype_function(_same(1, [[3, 3]], errors=_INT | _B))
def aten〇linalg_matrix_exp〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d) or is_complex_dtype(d), "linalg.matrix_exp: expected a float or complex tensor"
    return d


@check_dtype_function(_same(1, [[3, 3]], errors=_INT | _B))
def aten〇matrix_exp〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    d = self_rank_dtype[1]
    assert is_float_dtype(d) or is_complex_dtype(d), "matrix_exp: expected a float or complex tensor"
    return d


@check_dtype_function(_same(1, [[3, 3]], 2, errors=_B))
def aten〇linalg_matrix_power〡dtype(self_rank_dtype: Tuple[int, int], n: int) -> int:
    d = self_rank_dtype[1]
    assert d != torch.bool, "linalg.matrix_power: bool is not supported"
    return d


@check_dtype_function(_same(2, [[4, 3], [4, 3]], errors=_B))
def aten〇linalg_cross〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int], dim: int = -1) -> int:
    d = _all_equal([self_rank_dtype[1], other_rank_dtype[1]])
    assert d != torch.bool, "linalg.cross: bool is not supported"
    return d


@check_dtype_function(_same(2, [[4, 3], [4, 3]], errors=_INT | _B))
def aten〇linalg_vecdot〡dtype(x_rank_dtype: Tuple[int, int], y_rank_dtype: Tuple[int, int], dim: int = -1) -> int:
    d = _all_equal([x_rank_dtype[1], y_rank_dtype[1]])
    assert is_float_dtype(d) or is_complex_dtype(d), "linalg.vecdot: expected a floating point or complex tensor"
    return d


@check_dtype_function(_same(1, [[4, 3]], errors=_LINALG_ERRORS))
def aten〇linalg_qr〡dtype(A_rank_dtype: Tuple[int, int], mode: str = "reduced") -> Tuple[int, int]:
    d = _linalg_dtype(A_rank_dtype[1], "linalg.qr")
    return d, d


@check_dtype_function(_same(1, [[4, 3]], errors=_LINALG_ERRORS))
def aten〇linalg_lu_factor〡dtype(A_rank_dtype: Tuple[int, int], pivot: bool = True) -> Tuple[int, int]:
    return _linalg_dtype(A_rank_dtype[1], "linalg.lu_factor"), torch.int32


@check_dtype_function(_same(1, [[3, 3]], errors=_LINALG_ERRORS))
def aten〇linalg_eigh〡dtype(self_rank_dtype: Tuple[int, int], UPLO: str = "L") -> Tuple[int, int]:
    d = _linalg_dtype(self_rank_dtype[1], "linalg.eigh")
    return complex_to_real(d), d


@check_dtype_function(_same(1, [[3, 3]], errors=_LINALG_ERRORS))
def aten〇linalg_eigvalsh〡dtype(self_rank_dtype: Tuple[int, int], UPLO: str = "L") -> int:
    return complex_to_real(_linalg_dtype(self_rank_dtype[1], "linalg.eigvalsh"))


@check_dtype_function(_same(1, [[4, 3]], errors=_LINALG_ERRORS))
def aten〇linalg_svd〡dtype(A_rank_dtype: Tuple[int, int], full_matrices: bool = True, driver: Optional[str] = None) -> Tuple[int, int, int]:
    d = _linalg_dtype(A_rank_dtype[1], "linalg.svd")
    return d, complex_to_real(d), d


@check_dtype_function(_same(1, [[4, 3]], errors=_LINALG_ERRORS))
def aten〇svd〡dtype(self_rank_dtype: Tuple[int, int], some: bool = True, compute_uv: bool = True) -> Tuple[int, int, int]:
    d = _linalg_dtype(self_rank_dtype[1], "svd")
    return d, complex_to_real(d), d


@check_dtype_function(_same(3, [[4, 3], [3], [4, 2]], errors=_LINALG_ERRORS))
def aten〇ormqr〡dtype(self_rank_dtype: Tuple[int, int], input2_rank_dtype: Tuple[int, int], input3_rank_dtype: Tuple[int, int], left: bool = True, transpose: bool = False) -> int:
    d = _all_equal([self_rank_dtype[1], input2_rank_dtype[1], input3_rank_dtype[1]])
    return _linalg_dtype(d, "torch.ormqr")


@check_dtype_function(_same(1, [[3, 3]], errors=_LINALG_ERRORS))
def aten〇linalg_ldl_factor_ex〡dtype(self_rank_dtype: Tuple[int, int], hermitian: bool = False, check_errors: bool = False) -> Tuple[int, int, int]:
    return _linalg_dtype(self_rank_dtype[1], "torch.linalg.ldl_factor_ex"), torch.int32, torch.int32


@check_dtype_function(_same(1, [[3, 3]], errors=_LINALG_ERRORS))
def aten〇linalg_ldl_factor〡dtype(self_rank_dtype: Tuple[int, int], hermitian: bool = False) -> Tuple[int, int]:
    return _linalg_dtype(self_rank_dtype[1], "torch.linalg.ldl_factor"), torch.int32


@check_dtype_function([Invocation(TensorOfShape(4, 4, dtype=d), TensorOfShape(4, dtype=torch.int32), TensorOfShape(4, 2, dtype=d))
                       for d in (torch.float32, torch.float64, torch.complex64)]
                      + [ErrorInvocation(TensorOfShape(4, 4, dtype=torch.int64), TensorOfShape(4, dtype=torch.int32),
                                         TensorOfShape(4, 2, dtype=torch.int64))])
def aten〇linalg_ldl_solve〡dtype(LD_rank_dtype: Tuple[int, int], pivots_rank_dtype: Tuple[int, int], B_rank_dtype: Tuple[int, int], hermitian: bool = False) -> int:
    d = _all_equal([LD_rank_dtype[1], B_rank_dtype[1]])
    return _linalg_dtype(d, "torch.linalg.ldl_solve")


# --- ops TorchScript keeps (torch.export decomposes them before the FX importer sees them) ---------

@check_dtype_function(tensor_pairs(rounding_mode="trunc", error_types=lambda a, b, p: p == torch.bool or is_complex_dtype(p))
                      + tensor_pairs(rounding_mode=None, error_types=lambda a, b, p: p == torch.complex32))
def aten〇div〇Tensor_mode〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int], rounding_mode: Optional[str]) -> int:
    self_rank, self_dtype = self_rank_dtype
    other_rank, other_dtype = other_rank_dtype
    promoted = promote_tensors([self_rank, other_rank], [self_dtype, other_dtype])
    if rounding_mode is None:
        assert promoted != torch.complex32, "aten::div.Tensor_mode: unsupported dtypes"
        return to_float_if_integral(promoted)
    assert not is_complex_dtype(promoted) and promoted != torch.bool, "aten::div.Tensor_mode: unsupported dtypes"
    return promoted


@check_dtype_function([Invocation(TS(2, dtype=torch.int64), 2, rounding_mode="floor"),
                       Invocation(TS(2, dtype=torch.float32), 2.5, rounding_mode="trunc"),
                       Invocation(TS(2, dtype=torch.int32), 2, rounding_mode=None)])
def aten〇div〇Scalar_mode〡dtype(self_rank_dtype: Tuple[int, int], other: Union[int, float, complex], rounding_mode: Optional[str]) -> int:
    self_rank, self_dtype = self_rank_dtype
    promoted = promote_tensor_and_scalar(self_rank, self_dtype, other)
    if rounding_mode is None:
        return to_float_if_integral(promoted)
    return promoted


@check_dtype_function(_same(1, [[2, 3]], [1, 1]) + [Invocation(TS(1, 2, 3, dtype=torch.float64), [1, 1, 1, 0], "reflect")])
def aten〇pad〡dtype(self_rank_dtype: Tuple[int, int], pad: List[int], mode: str = "constant", value: Optional[float] = None) -> int:
    return self_rank_dtype[1]
# ---- quantization -------------------------------------------------------------------------------

_QT = TS(2, 3, dtype=torch.qint8)
_PER_CHANNEL = (TS(3), TS(3, dtype=torch.int64, low=0, high=1))


def _quantized_pair(d: int, to_storage: bool) -> int:
    """qint8/quint8/qint32 <-> int8/uint8/int32."""
    quantized = [torch.qint8, torch.quint8, torch.qint32]
    storage = [torch.int8, torch.uint8, torch.int32]
    src = quantized if to_storage else storage
    dst = storage if to_storage else quantized
    for i in range(len(src)):
        if d == src[i]:
            return dst[i]
    assert False, "expected a quantized tensor" if to_storage else "a quantized tensor is made from int8, uint8 or int32 storage"
    return d


def _dequantized(out_dtype: Optional[int]) -> int:
    return torch.float32 if out_dtype is None else out_dtype


@check_dtype_function([Invocation(TS(2, 3), 0.1, 2, -128, 127, torch.int8)])
def quantized_decomposed〇quantize_per_tensor〡dtype(input_rank_dtype: Tuple[int, int], scale: float, zero_point: int, quant_min: int, quant_max: int, dtype: int) -> int:
    return dtype


@check_dtype_function([Invocation(TS(2, 3), TS(), TS(dtype=torch.int64), 0, 255, torch.uint8)])
def quantized_decomposed〇quantize_per_tensor〇tensor〡dtype(input_rank_dtype: Tuple[int, int], scale_rank_dtype: Tuple[int, int], zero_point_rank_dtype: Tuple[int, int], quant_min: int, quant_max: int, dtype: int) -> int:
    return dtype


@check_dtype_function([Invocation(TS(2, 3, dtype=torch.int8), 0.1, 2, -128, 127, torch.int8)])
def quantized_decomposed〇dequantize_per_tensor〡dtype(input_rank_dtype: Tuple[int, int], scale: float, zero_point: int, quant_min: int, quant_max: int, dtype: int, out_dtype: Optional[int] = None) -> int:
    return _dequantized(out_dtype)


@check_dtype_function([Invocation(TS(2, 3, dtype=torch.uint8), TS(), TS(dtype=torch.int64), 0, 255, torch.uint8)])
def quantized_decomposed〇dequantize_per_tensor〇tensor〡dtype(input_rank_dtype: Tuple[int, int], scale_rank_dtype: Tuple[int, int], zero_point_rank_dtype: Tuple[int, int], quant_min: int, quant_max: int, dtype: int, out_dtype: Optional[int] = None) -> int:
    return _dequantized(out_dtype)


@check_dtype_function([Invocation(TS(3, 4), *_PER_CHANNEL, 0, -128, 127, torch.int8)])
def quantized_decomposed〇quantize_per_channel〡dtype(input_rank_dtype: Tuple[int, int], scales_rank_dtype: Tuple[int, int], zero_points_rank_dtype: Tuple[int, int], axis: int, quant_min: int, quant_max: int, dtype: int) -> int:
    return dtype


@check_dtype_function([Invocation(TS(3, 4, dtype=torch.int8), *_PER_CHANNEL, 0, -128, 127, torch.int8)])
def quantized_decomposed〇dequantize_per_channel〡dtype(input_rank_dtype: Tuple[int, int], scales_rank_dtype: Tuple[int, int], zero_points_rank_dtype: Optional[Tuple[int, int]], axis: int, quant_min: int, quant_max: int, dtype: int, out_dtype: Optional[int] = None) -> int:
    return _dequantized(out_dtype)


@check_dtype_function([Invocation(TS(2, 3), 0.1, 2, torch.qint8), Invocation(TS(2, 3), 0.1, 2, torch.quint8)])
def aten〇quantize_per_tensor〡dtype(self_rank_dtype: Tuple[int, int], scale: float, zero_point: int, dtype: int) -> int:
    return dtype


@check_dtype_function([Invocation(TS(2, 3), TS(), TS(dtype=torch.int64), torch.quint8)])
def aten〇quantize_per_tensor〇tensor_qparams〡dtype(self_rank_dtype: Tuple[int, int], scale_rank_dtype: Tuple[int, int], zero_point_rank_dtype: Tuple[int, int], dtype: int) -> int:
    return dtype


@check_dtype_function([Invocation(TS(3, 4), *_PER_CHANNEL, 0, torch.qint8)])
def aten〇quantize_per_channel〡dtype(self_rank_dtype: Tuple[int, int], scales_rank_dtype: Tuple[int, int], zero_points_rank_dtype: Tuple[int, int], axis: int, dtype: int) -> int:
    return dtype


@check_dtype_function([Invocation(_QT), Invocation(TS(2, 3, dtype=torch.quint8))])
def aten〇dequantize〇self〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return torch.float32


@check_dtype_function([Invocation(_QT), Invocation(TS(2, 3, dtype=torch.quint8)), Invocation(TS(2, 3, dtype=torch.qint32))])
def aten〇int_repr〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    return _quantized_pair(self_rank_dtype[1], True)


@check_dtype_function([Invocation(TS(2, 3, dtype=torch.int8), 0.1, 2), Invocation(TS(2, 3, dtype=torch.uint8), 0.1, 2)])
def aten〇_make_per_tensor_quantized_tensor〡dtype(self_rank_dtype: Tuple[int, int], scale: float, zero_point: int) -> int:
    return _quantized_pair(self_rank_dtype[1], False)


@check_dtype_function([Invocation(TS(3, 4, dtype=torch.int8), TS(3, dtype=torch.float64), TS(3, dtype=torch.int64, low=0, high=1), 0)])
def aten〇_make_per_channel_quantized_tensor〡dtype(self_rank_dtype: Tuple[int, int], scale_rank_dtype: Tuple[int, int], zero_point_rank_dtype: Tuple[int, int], axis: int) -> int:
    return _quantized_pair(self_rank_dtype[1], False)


@check_dtype_function([Invocation(TS(2, 3), 0.1, 2, -128, 127)])
def aten〇fake_quantize_per_tensor_affine〡dtype(self_rank_dtype: Tuple[int, int], scale: float, zero_point: int, quant_min: int, quant_max: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(2, 3), TS(1), TS(1, dtype=torch.int32), 0, 255)])
def aten〇fake_quantize_per_tensor_affine〇tensor_qparams〡dtype(self_rank_dtype: Tuple[int, int], scale_rank_dtype: Tuple[int, int], zero_point_rank_dtype: Tuple[int, int], quant_min: int, quant_max: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(2, 3), 0.1, 2, -128, 127)])
def aten〇fake_quantize_per_tensor_affine_cachemask〡dtype(self_rank_dtype: Tuple[int, int], scale: float, zero_point: int, quant_min: int, quant_max: int) -> Tuple[int, int]:
    return self_rank_dtype[1], torch.bool


@check_dtype_function([Invocation(TS(3, 4), TS(3), TS(3, dtype=torch.int32, low=0, high=1), 0, -128, 127)])
def aten〇fake_quantize_per_channel_affine〡dtype(self_rank_dtype: Tuple[int, int], scale_rank_dtype: Tuple[int, int], zero_point_rank_dtype: Tuple[int, int], axis: int, quant_min: int, quant_max: int) -> int:
    return self_rank_dtype[1]


@check_dtype_function([Invocation(TS(3, 4), TS(3), TS(3, dtype=torch.int32, low=0, high=1), 0, -128, 127)])
def aten〇fake_quantize_per_channel_affine_cachemask〡dtype(self_rank_dtype: Tuple[int, int], scale_rank_dtype: Tuple[int, int], zero_point_rank_dtype: Tuple[int, int], axis: int, quant_min: int, quant_max: int) -> Tuple[int, int]:
    return self_rank_dtype[1], torch.bool


# ---- ops TorchScript keeps (torch.export decomposes them, or types them from fake tensors) ---------

@check_dtype_function([Invocation(1, TS(2, dtype=d)) for d in ALL_DTYPES if not is_complex_dtype(d)]
                      + [ErrorInvocation(1, TS(2, dtype=d)) for d in sorted(_C, key=str)])
def aten〇polygamma〡dtype(n: int, self_rank_dtype: Tuple[int, int]) -> int:
    assert not is_complex_dtype(self_rank_dtype[1]), "polygamma: complex is not supported"
    return to_float_if_integral(self_rank_dtype[1])


@check_dtype_function([Invocation(1, TS(2, dtype=d)) for d in ALL_DTYPES if not is_complex_dtype(d)]
                      + [ErrorInvocation(1, TS(2, dtype=d)) for d in sorted(_C, key=str)])
def aten〇special_polygamma〡dtype(n: int, self_rank_dtype: Tuple[int, int]) -> int:
    return aten〇polygamma〡dtype(n, self_rank_dtype)


@check_dtype_function([Invocation(s, TS(2, dtype=d)) for s in (2, 2.5) for d in ALL_DTYPES if not is_complex_dtype(d)]
                      + [ErrorInvocation(2.5, TS(2, dtype=d)) for d in sorted(_C, key=str)])
def aten〇special_xlog1py〇self_scalar〡dtype(self: Union[int, float, complex], other_rank_dtype: Tuple[int, int]) -> int:
    other_rank, other_dtype = other_rank_dtype
    self_dtype = get_dtype_of_scalar(self)
    assert not (is_complex_dtype(self_dtype) or is_complex_dtype(other_dtype)), "special_xlog1py: complex is not supported"
    return to_float_if_integral(promote_tensor_and_scalar(other_rank, other_dtype, self_dtype))


@check_dtype_function(_factory_cases(2, 3))
def aten〇eye〇m〡dtype(n: int, m: int, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> int:
    return _factory_dtype(dtype)


@check_dtype_function([Invocation(TS(2, dtype=d)) for d in (torch.complex64, torch.complex128)]
                      + [ErrorInvocation(TS(2, dtype=d)) for d in (torch.float32, torch.int64, torch.bool)])
def aten〇view_as_real〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    assert is_complex_dtype(self_rank_dtype[1]), "view_as_real: the input must be complex"
    return complex_to_float(self_rank_dtype[1])


@check_dtype_function([Invocation(TS(3, 2, dtype=d)) for d in (torch.float32, torch.float64)]
                      + [ErrorInvocation(TS(3, 2, dtype=d)) for d in (torch.int64, torch.bool, torch.complex64)])
def aten〇view_as_complex〡dtype(self_rank_dtype: Tuple[int, int]) -> int:
    d = self_rank_dtype[1]
    assert d == torch.float16 or d == torch.float32 or d == torch.float64, "view_as_complex: the input must be half, float or double"
    return float_to_complex(d)


def _complex_of_parts(a: int, b: int) -> int:
    assert a == b, "complex: both parts must have the same dtype"
    assert a == torch.float16 or a == torch.float32 or a == torch.float64, "complex: the parts must be half, float or double"
    return float_to_complex(a)


@check_dtype_function([Invocation(TS(2, dtype=d), TS(2, dtype=d)) for d in (torch.float32, torch.float64)]
                      + [ErrorInvocation(TS(2, dtype=torch.int64), TS(2, dtype=torch.int64)),
                         ErrorInvocation(TS(2), TS(2, dtype=torch.float64))])
def aten〇complex〡dtype(real_rank_dtype: Tuple[int, int], imag_rank_dtype: Tuple[int, int]) -> int:
    return _complex_of_parts(real_rank_dtype[1], imag_rank_dtype[1])


@check_dtype_function([Invocation(TS(2, dtype=d), TS(2, dtype=d)) for d in (torch.float32, torch.float64)]
                      + [ErrorInvocation(TS(2, dtype=torch.int64), TS(2, dtype=torch.int64)),
                         ErrorInvocation(TS(2), TS(2, dtype=torch.float64))])
def aten〇polar〡dtype(abs_rank_dtype: Tuple[int, int], angle_rank_dtype: Tuple[int, int]) -> int:
    return _complex_of_parts(abs_rank_dtype[1], angle_rank_dtype[1])


@check_dtype_function([Invocation(TS(2, 3, 4, dtype=d), None, None, None, None, True, 0.1, 1e-5, False) for d in (torch.float32, torch.float64)]
                      + [ErrorInvocation(TS(2, 3, 4, dtype=d), None, None, None, None, True, 0.1, 1e-5, False) for d in (torch.int64, torch.bool)])
def aten〇instance_norm〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Optional[Tuple[int, int]], bias_rank_dtype: Optional[Tuple[int, int]], running_mean_rank_dtype: Optional[Tuple[int, int]], running_var_rank_dtype: Optional[Tuple[int, int]], use_input_stats: bool, momentum: float, eps: float, cudnn_enabled: bool) -> int:
    assert is_float_dtype(input_rank_dtype[1]), "instance_norm: only floating dtypes"
    return input_rank_dtype[1]


def _conv_padding_mode_dtype(input_dtype: int, weight_dtype: int) -> int:
    d = _all_equal([input_dtype, weight_dtype])
    assert d != torch.bool, "conv: bool is not supported"
    return d


@check_dtype_function(_same(2, [[1, 3, 4], [2, 3, 3]], None, [1], "same", errors=_B))
def aten〇conv1d〇padding〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Tuple[int, int], bias_rank_dtype: Optional[Tuple[int, int]] = None, stride: List[int] = (1,), padding: str = "valid", dilation: List[int] = (1,), groups: int = 1) -> int:
    return _conv_padding_mode_dtype(input_rank_dtype[1], weight_rank_dtype[1])


@check_dtype_function(_same(2, [[1, 3, 4, 4], [2, 3, 3, 3]], None, [1, 1], "same", errors=_B)
                      + _mixed(TS(1, 3, 4, 4), TS(2, 3, 3, 3, dtype=torch.float64), args=(None, [1, 1], "same")))
def aten〇conv2d〇padding〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Tuple[int, int], bias_rank_dtype: Optional[Tuple[int, int]] = None, stride: List[int] = (1, 1), padding: str = "valid", dilation: List[int] = (1, 1), groups: int = 1) -> int:
    return _conv_padding_mode_dtype(input_rank_dtype[1], weight_rank_dtype[1])


@check_dtype_function(_same(2, [[1, 2, 3, 3, 3], [2, 2, 2, 2, 2]], None, [1, 1, 1], "same", errors=_B))
def aten〇conv3d〇padding〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Tuple[int, int], bias_rank_dtype: Optional[Tuple[int, int]] = None, stride: List[int] = (1, 1, 1), padding: str = "valid", dilation: List[int] = (1, 1, 1), groups: int = 1) -> int:
    return _conv_padding_mode_dtype(input_rank_dtype[1], weight_rank_dtype[1])


def _upsample_dtype(d: int, uint8_ok: bool) -> int:
    assert is_float_dtype(d) or (uint8_ok and d == torch.uint8), "upsample: unsupported dtype"
    return d


@check_dtype_function(_same(1, [[1, 1, 4]], None, [2.0], errors=_NOT_FLOAT - {torch.uint8}))
def aten〇upsample_nearest1d〇vec〡dtype(input_rank_dtype: Tuple[int, int], output_size: Optional[List[int]], scale_factors: Optional[List[float]]) -> int:
    return _upsample_dtype(input_rank_dtype[1], True)


@check_dtype_function(_same(1, [[1, 1, 2, 2]], None, [2.0, 2.0], errors=_NOT_FLOAT - {torch.uint8}))
def aten〇upsample_nearest2d〇vec〡dtype(input_rank_dtype: Tuple[int, int], output_size: Optional[List[int]], scale_factors: Optional[List[float]]) -> int:
    return _upsample_dtype(input_rank_dtype[1], True)


@check_dtype_function(_same(1, [[1, 1, 2, 2, 1]], None, [2.0, 2.0, 2.0], errors=_NOT_FLOAT - {torch.uint8}))
def aten〇upsample_nearest3d〇vec〡dtype(input_rank_dtype: Tuple[int, int], output_size: Optional[List[int]], scale_factors: Optional[List[float]]) -> int:
    return _upsample_dtype(input_rank_dtype[1], True)


@check_dtype_function(_same(1, [[1, 1, 4]], None, [2.0], errors=_NOT_FLOAT - {torch.uint8}))
def aten〇_upsample_nearest_exact1d〇vec〡dtype(input_rank_dtype: Tuple[int, int], output_size: Optional[List[int]], scale_factors: Optional[List[float]]) -> int:
    return _upsample_dtype(input_rank_dtype[1], True)


@check_dtype_function(_same(1, [[1, 1, 2, 2]], None, [2.0, 2.0], errors=_NOT_FLOAT - {torch.uint8}))
def aten〇_upsample_nearest_exact2d〇vec〡dtype(input_rank_dtype: Tuple[int, int], output_size: Optional[List[int]], scale_factors: Optional[List[float]]) -> int:
    return _upsample_dtype(input_rank_dtype[1], True)


@check_dtype_function(_same(1, [[1, 1, 2, 2, 1]], None, [2.0, 2.0, 2.0], errors=_NOT_FLOAT - {torch.uint8}))
def aten〇_upsample_nearest_exact3d〇vec〡dtype(input_rank_dtype: Tuple[int, int], output_size: Optional[List[int]], scale_factors: Optional[List[float]]) -> int:
    return _upsample_dtype(input_rank_dtype[1], True)


@check_dtype_function(_same(1, [[1, 1, 4]], None, False, [2.0], errors=_NOT_FLOAT))
def aten〇upsample_linear1d〇vec〡dtype(input_rank_dtype: Tuple[int, int], output_size: Optional[List[int]], align_corners: bool, scale_factors: Optional[List[float]]) -> int:
    return _upsample_dtype(input_rank_dtype[1], False)


@check_dtype_function(_same(1, [[1, 1, 2, 2]], None, False, [2.0, 2.0], errors=_NOT_FLOAT - {torch.uint8}))
def aten〇upsample_bilinear2d〇vec〡dtype(input_rank_dtype: Tuple[int, int], output_size: Optional[List[int]], align_corners: bool, scale_factors: Optional[List[float]]) -> int:
    return _upsample_dtype(input_rank_dtype[1], True)


@check_dtype_function(_same(1, [[1, 1, 2, 2]], None, False, [2.0, 2.0], errors=_NOT_FLOAT - {torch.uint8}))
def aten〇upsample_bicubic2d〇vec〡dtype(input_rank_dtype: Tuple[int, int], output_size: Optional[List[int]], align_corners: bool, scale_factors: Optional[List[float]]) -> int:
    return _upsample_dtype(input_rank_dtype[1], True)


@check_dtype_function(_same(1, [[1, 1, 2, 2, 1]], None, False, [2.0, 2.0, 2.0], errors=_NOT_FLOAT))
def aten〇upsample_trilinear3d〇vec〡dtype(input_rank_dtype: Tuple[int, int], output_size: Optional[List[int]], align_corners: bool, scale_factors: Optional[List[float]]) -> int:
    return _upsample_dtype(input_rank_dtype[1], False)


@check_dtype_function(_same(2, [[4, 3], [4, 3]], errors=_B))
def aten〇cross〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int], dim: Optional[int] = None) -> int:
    return aten〇linalg_cross〡dtype(self_rank_dtype, other_rank_dtype, -1 if dim is None else dim)


@check_dtype_function(_same(2, [[2, 3], [2, 3]]) + [Invocation(TS(2, 3), TS(2, 3, dtype=torch.int64))])
def aten〇copy〡dtype(self_rank_dtype: Tuple[int, int], src_rank_dtype: Tuple[int, int], non_blocking: bool = False) -> int:
    return self_rank_dtype[1]


@check_dtype_function(_same(1, [[2, 3]], [1, 3]) + _same(1, [[2, 3]], [2, 3]) + _same(1, [[2, 3]], [3]))
def aten〇sum_to_size〡dtype(self_rank_dtype: Tuple[int, int], size: List[int]) -> int:
    self_rank, self_dtype = self_rank_dtype
    # PyTorch returns the input itself when no dim is summed: ``size`` broadcasts to ``self``, so
    # with as many dims and no 1 in it, it is self's shape. Otherwise dims are summed and integers
    # widen to int64 (a 1 in ``size`` over a self dim of 1 sums nothing either: the rank and dtype
    # cannot tell, and this function assumes the dim is summed)
    summed = len(size) != self_rank
    for s in size:
        if s == 1:
            summed = True
    if not summed:
        return self_dtype
    return sum_result_dtype(self_dtype)
