"""Dtype functions: one per op, ``<ns>〇<op>[〇<overload>]〡dtype``; each tensor argument is a
``(rank, dtype)`` tuple named ``<arg>_rank_dtype``, dtypes are ScalarType ints in TorchScript.
Elementwise families live in ``elementwise_functions.py`` (generated)."""
# flake8: noqa: E501
from typing import Any, List, Optional, Tuple, Union

import torch
from torch import device

from .dtype_helpers import (ALL_DTYPES, complex_to_real, get_dtype_of_scalar, is_complex_dtype,
                            is_float_dtype, is_integer_dtype, is_integer_or_bool, promote_dtypes,
                            sum_result_dtype, to_float_if_integral)
from .testing import (ErrorInvocation, Invocation, TensorOfShape, check_dtype_function,
                      tensor_pairs, tensor_with_scalars, tensors_with_the_same_dtype)

T = TensorOfShape

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

@check_dtype_function(_same(2, [[2, 3], [3, 4]], errors=_B) + _mixed(T(2, 3), T(3, 4, dtype=torch.float64)))
def aten〇mm〡dtype(self_rank_dtype: Tuple[int, int], mat2_rank_dtype: Tuple[int, int]) -> int:
    d = _all_equal([self_rank_dtype[1], mat2_rank_dtype[1]])
    assert d != torch.bool, "mm: bool is not supported"
    return d


@check_dtype_function(_same(2, [[1, 2, 3], [1, 3, 4]], errors=_B) + _mixed(T(1, 2, 3), T(1, 3, 4, dtype=torch.int32)))
def aten〇bmm〡dtype(self_rank_dtype: Tuple[int, int], mat2_rank_dtype: Tuple[int, int]) -> int:
    d = _all_equal([self_rank_dtype[1], mat2_rank_dtype[1]])
    assert d != torch.bool, "bmm: bool is not supported"
    return d


@check_dtype_function(_same(2, [[2, 3], [3, 4]], errors=_B) + _same(2, [[5, 2, 3], [3]], errors=_B)
                      + _mixed(T(2, 3), T(3, 4, dtype=torch.float64)))
def aten〇matmul〡dtype(self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int]) -> int:
    d = _all_equal([self_rank_dtype[1], other_rank_dtype[1]])
    assert d != torch.bool, "matmul: bool is not supported"
    return d


@check_dtype_function(_same(2, [[2, 3], [3]], errors=_B) + _mixed(T(2, 3), T(3, dtype=torch.float64)))
def aten〇mv〡dtype(self_rank_dtype: Tuple[int, int], vec_rank_dtype: Tuple[int, int]) -> int:
    d = _all_equal([self_rank_dtype[1], vec_rank_dtype[1]])
    assert d != torch.bool, "mv: bool is not supported"
    return d


@check_dtype_function(_same(2, [[3], [3]], errors=_B) + _mixed(T(3), T(3, dtype=torch.float64)))
def aten〇dot〡dtype(self_rank_dtype: Tuple[int, int], tensor_rank_dtype: Tuple[int, int]) -> int:
    d = _all_equal([self_rank_dtype[1], tensor_rank_dtype[1]])
    assert d != torch.bool, "dot: bool is not supported"
    return d


@check_dtype_function(_same(2, [[2, 3], [4, 3]], errors=_B) + _same(3, [[2, 3], [4, 3], [4]], errors=_B)
                      + _mixed(T(2, 3), T(4, 3, dtype=torch.float64)))
def aten〇linear〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Tuple[int, int], bias_rank_dtype: Optional[Tuple[int, int]] = None) -> int:
    d = _all_equal([input_rank_dtype[1], weight_rank_dtype[1]])
    assert d != torch.bool, "linear: bool is not supported"
    if bias_rank_dtype is not None:
        assert bias_rank_dtype[1] == d, "linear: bias must have the input's dtype"
    return d


@check_dtype_function(_same(3, [[2, 4], [2, 3], [3, 4]], errors=_B) + _mixed(T(2, 4), T(2, 3), T(3, 4, dtype=torch.float64)))
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

@check_dtype_function(_same(2, [[1, 3, 4, 4], [2, 3, 3, 3]], None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, errors=_B))
def aten〇convolution〡dtype(input_rank_dtype: Tuple[int, int], weight_rank_dtype: Tuple[int, int], bias_rank_dtype: Optional[Tuple[int, int]], stride: List[int], padding: List[int], dilation: List[int], transposed: bool, output_padding: List[int], groups: int) -> int:
    d = _all_equal([input_rank_dtype[1], weight_rank_dtype[1]])
    assert d != torch.bool, "convolution: bool is not supported"
    return d


@check_dtype_function(_same(2, [[1, 3, 4, 4], [2, 3, 3, 3]], errors=_B) + _mixed(T(1, 3, 4, 4), T(2, 3, 3, 3, dtype=torch.float64)))
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


_WITH_DTYPE = [Invocation(T(2, 3, dtype=torch.int32), dtype=torch.float64), Invocation(T(2, 3), dtype=torch.int64)]


@check_dtype_function(_same(1, [[2, 3]]) + [Invocation(T(2, 3, dtype=torch.int32), dtype=torch.float64)])
def aten〇sum〡dtype(self_rank_dtype: Tuple[int, int], dtype: Optional[int] = None) -> int:
    return _sum_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], [1]) + [Invocation(T(2, 3, dtype=torch.int32), [1], dtype=torch.float64)])
def aten〇sum〇dim_IntList〡dtype(self_rank_dtype: Tuple[int, int], dim: Optional[List[int]], keepdim: bool = False, dtype: Optional[int] = None) -> int:
    return _sum_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]]) + [Invocation(T(2, 3, dtype=torch.int32), dtype=torch.float64)])
def aten〇prod〡dtype(self_rank_dtype: Tuple[int, int], dtype: Optional[int] = None) -> int:
    return _sum_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], 1) + [Invocation(T(2, 3, dtype=torch.int32), 1, dtype=torch.float64)])
def aten〇cumsum〡dtype(self_rank_dtype: Tuple[int, int], dim: int, dtype: Optional[int] = None) -> int:
    return _sum_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], 1) + [Invocation(T(2, 3, dtype=torch.int32), 1, dtype=torch.float64)])
def aten〇cumprod〡dtype(self_rank_dtype: Tuple[int, int], dim: int, dtype: Optional[int] = None) -> int:
    return _sum_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], errors=_INT | _B) + [Invocation(T(2, 3, dtype=torch.int32), dtype=torch.float64),
                                                            ErrorInvocation(T(2, 3), dtype=torch.int64)])
def aten〇mean〡dtype(self_rank_dtype: Tuple[int, int], dtype: Optional[int] = None) -> int:
    return _mean_like(self_rank_dtype[1], dtype)


@check_dtype_function(_same(1, [[2, 3]], [1], errors=_INT | _B) + [Invocation(T(2, 3, dtype=torch.int32), [1], dtype=torch.float64),
                                                                 ErrorInvocation(T(2, 3), [1], dtype=torch.int64)])
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


@check_dtype_function(_same(1, [[2, 3]], errors=_INT | _B) + [Invocation(T(2, 3), dtype=torch.float64)])
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


@check_dtype_function(_same(1, [[2, 3]], 1, False, errors=_NOT_FLOAT) + [Invocation(T(2, 3, dtype=torch.float16), 1, True)])
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


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_NOT_FLOAT) + [Invocation(T(2, 3, dtype=torch.int32), 1, torch.float64)])
def aten〇softmax〇int〡dtype(self_rank_dtype: Tuple[int, int], dim: int, dtype: Optional[int] = None) -> int:
    if dtype is not None:
        return _float_only(dtype)
    return _float_only(self_rank_dtype[1])


@check_dtype_function(_same(1, [[2, 3]], 1, errors=_NOT_FLOAT) + [Invocation(T(2, 3, dtype=torch.int32), 1, torch.float64)])
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


@check_dtype_function([Invocation(T(2, 3, dtype=d), None, None, T(3, dtype=d), T(3, dtype=d), 0.1, 1e-5) for d in sorted(_FLOAT, key=str)]
                      + [ErrorInvocation(T(2, 3, dtype=torch.int32), None, None, T(3, dtype=torch.int32), T(3, dtype=torch.int32), 0.1, 1e-5)])
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


@check_dtype_function(_same(1, [[2, 3]], 0, 2, 1))
def aten〇unfold〡dtype(self_rank_dtype: Tuple[int, int], dimension: int, size: int, step: int) -> int:
    return self_rank_dtype[1]


def _cat_dtype(tensors: List[Tuple[int, int]]) -> int:
    assert len(tensors) > 0, "expected a non-empty list of tensors"
    ranks: List[int] = []
    dtypes: List[int] = []
    for t in tensors:
        ranks.append(t[0])
        dtypes.append(t[1])
    # cat promotes across its inputs as if all were dimensioned.
    ones: List[int] = []
    for _ in ranks:
        ones.append(1)
    from_ranks = promote_tensors(ones, dtypes)
    return from_ranks


@check_dtype_function([Invocation([T(2, 3, dtype=a), T(2, 3, dtype=b)]) for a in ALL_DTYPES for b in ALL_DTYPES]
                      + [ErrorInvocation([])])
def aten〇cat〡dtype(tensors_rank_dtype: List[Tuple[int, int]], dim: int = 0) -> int:
    return _cat_dtype(tensors_rank_dtype)


@check_dtype_function([Invocation([T(2, 3, dtype=a), T(2, 3, dtype=b)]) for a in ALL_DTYPES for b in ALL_DTYPES]
                      + [ErrorInvocation([])])
def aten〇stack〡dtype(tensors_rank_dtype: List[Tuple[int, int]], dim: int = 0) -> int:
    return _cat_dtype(tensors_rank_dtype)


def _pieces(d: int, n: int) -> List[int]:
    out: List[int] = []
    for _ in range(n):
        out.append(d)
    return out


# List-returning ops: the dtype function gives one dtype per piece, so it needs the count.
# (The number of pieces depends on shapes; dtype functions only see ranks, so these return one
# dtype for each piece the invocation produces: all pieces share the input dtype.)


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


@check_dtype_function(_same(1, [[2, 3]], [1, 1]) + [Invocation(T(2, dtype=torch.int32), [1, 1], 1.5)])
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


@check_dtype_function(_same(1, [[2, 3]], errors=_C))
def aten〇argsort〡dtype(self_rank_dtype: Tuple[int, int], dim: int = -1, descending: bool = False) -> int:
    assert not is_complex_dtype(self_rank_dtype[1]), "argsort: complex is not supported"
    return torch.int64


# ---- indexing -----------------------------------------------------------------------------------

_IDX = torch.int64


@check_dtype_function([Invocation(T(5, 3, dtype=d), T(2, dtype=_IDX)) for d in ALL_DTYPES]
                      + [Invocation(T(5, 3), T(2, dtype=torch.int32)), ErrorInvocation(T(5, 3), T(2))])
def aten〇embedding〡dtype(weight_rank_dtype: Tuple[int, int], indices_rank_dtype: Tuple[int, int], padding_idx: int = -1, scale_grad_by_freq: bool = False, sparse: bool = False) -> int:
    i = indices_rank_dtype[1]
    assert i == torch.int64 or i == torch.int32, "embedding: indices must be int32 or int64"
    return weight_rank_dtype[1]


@check_dtype_function([Invocation(T(5, 3, dtype=d), 0, T(2, dtype=_IDX)) for d in ALL_DTYPES]
                      + [Invocation(T(5, 3), 0, T(2, dtype=torch.int32)), ErrorInvocation(T(5, 3), 0, T(2))])
def aten〇index_select〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int]) -> int:
    i = index_rank_dtype[1]
    assert i == torch.int64 or i == torch.int32, "index_select: index must be int32 or int64"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(T(5, 3, dtype=d), 0, T(2, 3, dtype=_IDX)) for d in ALL_DTYPES]
                      + [ErrorInvocation(T(5, 3), 0, T(2, 3, dtype=torch.int32))])
def aten〇gather〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int], sparse_grad: bool = False) -> int:
    assert index_rank_dtype[1] == torch.int64, "gather: index must be int64"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(T(5, 3, dtype=d), 0, T(2, 3, dtype=_IDX), T(2, 3, dtype=d)) for d in ALL_DTYPES]
                      + [ErrorInvocation(T(5, 3), 0, T(2, 3, dtype=_IDX), T(2, 3, dtype=torch.float64))])
def aten〇scatter〇src〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int], src_rank_dtype: Tuple[int, int]) -> int:
    assert index_rank_dtype[1] == torch.int64, "scatter: index must be int64"
    assert src_rank_dtype[1] == self_rank_dtype[1], "scatter: src must have self's dtype"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(T(5, 3, dtype=d), 0, T(2, 3, dtype=_IDX), T(2, 3, dtype=d)) for d in ALL_DTYPES]
                      + [ErrorInvocation(T(5, 3), 0, T(2, 3, dtype=_IDX), T(2, 3, dtype=torch.float64))])
def aten〇scatter_add〡dtype(self_rank_dtype: Tuple[int, int], dim: int, index_rank_dtype: Tuple[int, int], src_rank_dtype: Tuple[int, int]) -> int:
    assert index_rank_dtype[1] == torch.int64, "scatter_add: index must be int64"
    assert src_rank_dtype[1] == self_rank_dtype[1], "scatter_add: src must have self's dtype"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(T(5, 3, dtype=d), [T(2, dtype=_IDX)]) for d in ALL_DTYPES]
                      + [Invocation(T(5, 3), [None, T(2, dtype=torch.int32)]), ErrorInvocation(T(5, 3), [T(2)])])
def aten〇index〇Tensor〡dtype(self_rank_dtype: Tuple[int, int], indices_rank_dtype: List[Optional[Tuple[int, int]]]) -> int:
    for i in indices_rank_dtype:
        if i is not None:
            d = i[1]
            assert d == torch.int64 or d == torch.int32 or d == torch.bool or d == torch.uint8, \
                "index: tensors used as indices must be long, int, byte or bool"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(T(5, 3, dtype=d), [T(2, dtype=_IDX)], T(2, 3, dtype=d)) for d in ALL_DTYPES]
                      + [ErrorInvocation(T(5, 3), [T(2, dtype=_IDX)], T(2, 3, dtype=torch.float64))])
def aten〇index_put〡dtype(self_rank_dtype: Tuple[int, int], indices_rank_dtype: List[Optional[Tuple[int, int]]], values_rank_dtype: Tuple[int, int], accumulate: bool = False) -> int:
    assert values_rank_dtype[1] == self_rank_dtype[1], "index_put: values must have self's dtype"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(T(2, 3, dtype=d), T(2, 3, dtype=torch.bool), v) for d in ALL_DTYPES for v in (1, 1.5)]
                      + [ErrorInvocation(T(2, 3), T(2, 3, dtype=torch.int32), 1.0)])
def aten〇masked_fill〇Scalar〡dtype(self_rank_dtype: Tuple[int, int], mask_rank_dtype: Tuple[int, int], value: Union[int, float, complex]) -> int:
    assert mask_rank_dtype[1] == torch.bool, "masked_fill: mask must be bool"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(T(2, 3, dtype=d), T(2, 3, dtype=torch.bool), T(dtype=d)) for d in ALL_DTYPES]
                      + [ErrorInvocation(T(2, 3), T(2, 3, dtype=torch.int32), T())])
def aten〇masked_fill〇Tensor〡dtype(self_rank_dtype: Tuple[int, int], mask_rank_dtype: Tuple[int, int], value_rank_dtype: Tuple[int, int]) -> int:
    assert mask_rank_dtype[1] == torch.bool, "masked_fill: mask must be bool"
    return self_rank_dtype[1]


@check_dtype_function([Invocation(T(2, 3, dtype=torch.bool), T(2, 3, dtype=a), T(2, 3, dtype=b)) for a in ALL_DTYPES for b in ALL_DTYPES]
                      + [Invocation(T(2, 3, dtype=torch.bool), T(dtype=torch.float64), T(3, dtype=torch.int32)),
                         Invocation(T(2, 3, dtype=torch.uint8), T(3), T(3)),
                         ErrorInvocation(T(2, 3), T(3), T(3))])
def aten〇where〇self〡dtype(condition_rank_dtype: Tuple[int, int], self_rank_dtype: Tuple[int, int], other_rank_dtype: Tuple[int, int]) -> int:
    c = condition_rank_dtype[1]
    assert c == torch.bool or c == torch.uint8, "where: condition must be bool"
    return promote_tensors([self_rank_dtype[0], other_rank_dtype[0]], [self_rank_dtype[1], other_rank_dtype[1]])


@check_dtype_function([Invocation(T(2, 3, dtype=torch.bool), T(2, 3, dtype=a), s) for a in ALL_DTYPES for s in (2, 1.5)])
def aten〇where〇ScalarOther〡dtype(condition_rank_dtype: Tuple[int, int], self_rank_dtype: Tuple[int, int], other: Union[int, float, complex]) -> int:
    return promote_dtypes([self_rank_dtype[0], None], [self_rank_dtype[1], get_dtype_of_scalar(other)])


@check_dtype_function([Invocation(T(2, 3, dtype=torch.bool), s, T(2, 3, dtype=a)) for a in ALL_DTYPES for s in (2, 1.5)])
def aten〇where〇ScalarSelf〡dtype(condition_rank_dtype: Tuple[int, int], self: Union[int, float, complex], other_rank_dtype: Tuple[int, int]) -> int:
    return promote_dtypes([other_rank_dtype[0], None], [other_rank_dtype[1], get_dtype_of_scalar(self)])


@check_dtype_function([Invocation(T(2, 3, dtype=torch.bool), a, b) for a in (1, 2.5) for b in (0, 0.5)])
def aten〇where〇Scalar〡dtype(condition_rank_dtype: Tuple[int, int], self: Union[int, float, complex], other: Union[int, float, complex]) -> int:
    a = get_dtype_of_scalar(self)
    b = get_dtype_of_scalar(other)
    if is_float_dtype(a) or is_float_dtype(b):
        return torch.float32
    return torch.int64
