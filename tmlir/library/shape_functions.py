"""Shape functions: one per op, ``<ns>〇<op>[〇<overload>]〡shape`` with the op's full signature
(tensors as ``List[int]`` shapes, see registry.py). Plain TorchScript-able Python; errors are
asserts. Elementwise families live in ``elementwise_functions.py`` (generated)."""
# flake8: noqa: E501
from typing import Any, List, Optional, Tuple, Union

import torch
from torch import device

from . import shape_helpers as sh
from .shape_helpers import (broadcast, copy_shape, infer_view_size, normalize_dim, reduce_dims)
from .testing import (ErrorInvocation, Invocation, LongTensorOfShape, TensorOfShape,
                      check_shape_function)

TS = TensorOfShape
L = LongTensorOfShape


# ---- matmul family ------------------------------------------------------------------------------

@check_shape_function([Invocation(TS(2, 3), TS(3, 4)), ErrorInvocation(TS(2, 3), TS(4, 4)),
                       ErrorInvocation(TS(2), TS(2, 4))])
def aten〇mm〡shape(self: List[int], mat2: List[int]) -> List[int]:
    return sh.mm(self, mat2)


@check_shape_function([Invocation(TS(5, 2, 3), TS(5, 3, 4)), ErrorInvocation(TS(5, 2, 3), TS(4, 3, 4)),
                       ErrorInvocation(TS(2, 3), TS(3, 4))])
def aten〇bmm〡shape(self: List[int], mat2: List[int]) -> List[int]:
    return sh.bmm(self, mat2)


@check_shape_function([Invocation(TS(3), TS(3)), Invocation(TS(2, 3), TS(3)), Invocation(TS(3), TS(3, 4)),
                       Invocation(TS(2, 3), TS(3, 4)), Invocation(TS(5, 2, 3), TS(3, 4)),
                       Invocation(TS(3), TS(5, 3, 4)), Invocation(TS(5, 2, 3), TS(3)),
                       Invocation(TS(6, 1, 2, 3), TS(5, 3, 4)), ErrorInvocation(TS(2, 3), TS(4)),
                       ErrorInvocation(TS(5, 2, 3), TS(4, 3, 4)), ErrorInvocation(TS(3), TS(4))])
def aten〇matmul〡shape(self: List[int], other: List[int]) -> List[int]:
    return sh.matmul(self, other)


@check_shape_function([Invocation(TS(2, 3), TS(3)), ErrorInvocation(TS(2, 3), TS(4)),
                       ErrorInvocation(TS(2, 3, 1), TS(3))])
def aten〇mv〡shape(self: List[int], vec: List[int]) -> List[int]:
    assert len(self) == 2 and len(vec) == 1, "mv: expects a matrix and a vector"
    return sh.matmul(self, vec)


@check_shape_function([Invocation(TS(3), TS(3)), ErrorInvocation(TS(3), TS(4)), ErrorInvocation(TS(1, 3), TS(3))])
def aten〇dot〡shape(self: List[int], tensor: List[int]) -> List[int]:
    assert len(self) == 1 and len(tensor) == 1, "dot: 1D tensors expected"
    return sh.matmul(self, tensor)


@check_shape_function([Invocation(TS(2, 3), TS(4, 3)), Invocation(TS(2, 3), TS(4, 3), TS(4)),
                       Invocation(TS(5, 2, 3), TS(4, 3), TS(4)), Invocation(TS(3), TS(4, 3)),
                       Invocation(TS(2, 3), TS(3)), ErrorInvocation(TS(2, 3), TS(4, 2)),
                       ErrorInvocation(TS(2, 3), TS(4, 3), TS(5))])
def aten〇linear〡shape(input: List[int], weight: List[int], bias: Optional[List[int]] = None) -> List[int]:
    return sh.linear(input, weight, bias)


@check_shape_function([Invocation(TS(2, 4), TS(2, 3), TS(3, 4)), Invocation(TS(4), TS(2, 3), TS(3, 4)),
                       ErrorInvocation(TS(3, 4), TS(2, 3), TS(3, 4)), ErrorInvocation(TS(2, 4), TS(2, 3), TS(2, 4))])
def aten〇addmm〡shape(self: List[int], mat1: List[int], mat2: List[int], beta: float = 1, alpha: float = 1) -> List[int]:
    out = sh.mm(mat1, mat2)
    assert broadcast(self, out) == out, "addmm: self cannot be broadcast to the product"
    return out


@check_shape_function([Invocation(TS(5, 2, 4), TS(5, 2, 3), TS(5, 3, 4)), Invocation(TS(4), TS(5, 2, 3), TS(5, 3, 4)),
                       ErrorInvocation(TS(5, 3, 4), TS(5, 2, 3), TS(5, 3, 4))])
def aten〇baddbmm〡shape(self: List[int], batch1: List[int], batch2: List[int], beta: float = 1, alpha: float = 1) -> List[int]:
    out = sh.bmm(batch1, batch2)
    assert broadcast(self, out) == out, "baddbmm: self cannot be broadcast to the product"
    return out


# ---- convolution and pooling --------------------------------------------------------------------

@check_shape_function([
    Invocation(TS(1, 3, 8, 8), TS(4, 3, 3, 3), TS(4), [1, 1], [0, 0], [1, 1], False, [0, 0], 1),
    Invocation(TS(2, 4, 9, 7), TS(6, 2, 3, 2), None, [2, 1], [1, 0], [1, 2], False, [0, 0], 2),
    Invocation(TS(2, 4, 9), TS(6, 4, 3), None, [2], [1], [1], False, [0], 1),
    Invocation(TS(1, 4, 5, 5), TS(4, 3, 3, 3), None, [2, 2], [1, 1], [1, 1], True, [1, 1], 1),
    ErrorInvocation(TS(1, 3, 8, 8), TS(4, 2, 3, 3), None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1),
    ErrorInvocation(TS(1, 3, 2, 2), TS(4, 3, 3, 3), None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)])
def aten〇convolution〡shape(input: List[int], weight: List[int], bias: Optional[List[int]], stride: List[int], padding: List[int], dilation: List[int], transposed: bool, output_padding: List[int], groups: int) -> List[int]:
    return sh.convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups)


@check_shape_function([Invocation(TS(1, 3, 8, 8), TS(4, 3, 3, 3)), Invocation(TS(1, 3, 8, 8), TS(4, 3, 3, 3), TS(4), [2, 2], [1, 1]),
                       Invocation(TS(2, 4, 9, 7), TS(6, 2, 3, 2), None, [2, 1], [1, 0], [1, 2], 2),
                       Invocation(TS(3, 8, 8), TS(4, 3, 3, 3)),
                       ErrorInvocation(TS(1, 3, 8, 8), TS(4, 2, 3, 3))])
def aten〇conv2d〡shape(input: List[int], weight: List[int], bias: Optional[List[int]] = None, stride: List[int] = (1, 1), padding: List[int] = (0, 0), dilation: List[int] = (1, 1), groups: int = 1) -> List[int]:
    return sh.maybe_unbatched_convolution(input, weight, bias, stride, padding, dilation, [0, 0], groups)


@check_shape_function([Invocation(TS(1, 3, 8), TS(4, 3, 3)), Invocation(TS(2, 4, 9), TS(6, 2, 3), None, [2], [1], [2], 2),
                       Invocation(TS(3, 8), TS(4, 3, 3)),
                       ErrorInvocation(TS(1, 3, 8), TS(4, 2, 3))])
def aten〇conv1d〡shape(input: List[int], weight: List[int], bias: Optional[List[int]] = None, stride: List[int] = (1,), padding: List[int] = (0,), dilation: List[int] = (1,), groups: int = 1) -> List[int]:
    return sh.maybe_unbatched_convolution(input, weight, bias, stride, padding, dilation, [0], groups)


@check_shape_function([Invocation(TS(1, 3, 8, 8), [2, 2]), Invocation(TS(3, 9, 7), [3, 2], [2, 1], [1, 0], [1, 2], True),
                       Invocation(TS(1, 3, 7, 7), [3, 3], [2, 2], [1, 1], [1, 1], True),
                       ErrorInvocation(TS(1, 3, 8, 8), [2, 2], [1, 1], [2, 2])])
def aten〇max_pool2d〡shape(self: List[int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0, 0), dilation: List[int] = (1, 1), ceil_mode: bool = False) -> List[int]:
    return sh.pool_nd(self, 2, kernel_size, stride, padding, dilation, ceil_mode)


@check_shape_function([Invocation(TS(1, 3, 8, 8), [2, 2]), Invocation(TS(1, 3, 7, 7), [3, 3], [2, 2], [1, 1], [1, 1], True)])
def aten〇max_pool2d_with_indices〡shape(self: List[int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0, 0), dilation: List[int] = (1, 1), ceil_mode: bool = False) -> Tuple[List[int], List[int]]:
    out = sh.pool_nd(self, 2, kernel_size, stride, padding, dilation, ceil_mode)
    return out, out


@check_shape_function([Invocation(TS(1, 3, 8), [2]), Invocation(TS(3, 9), [3], [2], [1], [1], True)])
def aten〇max_pool1d〡shape(self: List[int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0,), dilation: List[int] = (1,), ceil_mode: bool = False) -> List[int]:
    return sh.pool_nd(self, 1, kernel_size, stride, padding, dilation, ceil_mode)


@check_shape_function([Invocation(TS(1, 3, 8, 8), [2, 2]), Invocation(TS(3, 9, 7), [3, 2], [2, 1], [1, 0], True),
                       ErrorInvocation(TS(1, 3, 8, 8), [2, 2], [1, 1], [2, 2])])
def aten〇avg_pool2d〡shape(self: List[int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0, 0), ceil_mode: bool = False, count_include_pad: bool = True, divisor_override: Optional[int] = None) -> List[int]:
    return sh.pool_nd(self, 2, kernel_size, stride, padding, [1, 1], ceil_mode)


@check_shape_function([Invocation(TS(1, 3, 8), [2]), Invocation(TS(3, 9), [3], [2], [1], True)])
def aten〇avg_pool1d〡shape(self: List[int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0,), ceil_mode: bool = False, count_include_pad: bool = True) -> List[int]:
    return sh.pool_nd(self, 1, kernel_size, stride, padding, [1], ceil_mode)


@check_shape_function([Invocation(TS(1, 3, 8, 8), [2, 2]), Invocation(TS(3, 9, 7), [1, 5]),
                       ErrorInvocation(TS(8, 8), [2, 2])])
def aten〇adaptive_avg_pool2d〡shape(self: List[int], output_size: List[int]) -> List[int]:
    return sh.adaptive_pool(self, output_size)


@check_shape_function([Invocation(TS(1, 3, 8), [2]), Invocation(TS(3, 9), [4])])
def aten〇adaptive_avg_pool1d〡shape(self: List[int], output_size: List[int]) -> List[int]:
    return sh.adaptive_pool(self, output_size)


@check_shape_function([Invocation(TS(1, 3, 8), [2]), Invocation(TS(3, 9), [3], [2], [1], [1], True)])
def aten〇max_pool1d_with_indices〡shape(self: List[int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0,), dilation: List[int] = (1,), ceil_mode: bool = False) -> Tuple[List[int], List[int]]:
    out = sh.pool_nd(self, 1, kernel_size, stride, padding, dilation, ceil_mode)
    return out, copy_shape(out)


@check_shape_function([Invocation(TS(1, 2, 6, 6, 6), [2, 2, 2]), Invocation(TS(2, 7, 6, 5), [3, 2, 2], [2, 1, 2], [1, 0, 1], [1, 2, 1], True),
                       ErrorInvocation(TS(1, 2, 6, 6, 6), [2, 2, 2], [1, 1, 1], [2, 2, 2])])
def aten〇max_pool3d〡shape(self: List[int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0, 0, 0), dilation: List[int] = (1, 1, 1), ceil_mode: bool = False) -> List[int]:
    return sh.pool_nd(self, 3, kernel_size, stride, padding, dilation, ceil_mode)


@check_shape_function([Invocation(TS(1, 2, 6, 6, 6), [2, 2, 2]), Invocation(TS(2, 7, 6, 5), [3, 2, 2], [2, 1, 2], [1, 0, 1], [1, 2, 1], True)])
def aten〇max_pool3d_with_indices〡shape(self: List[int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0, 0, 0), dilation: List[int] = (1, 1, 1), ceil_mode: bool = False) -> Tuple[List[int], List[int]]:
    out = sh.pool_nd(self, 3, kernel_size, stride, padding, dilation, ceil_mode)
    return out, copy_shape(out)


@check_shape_function([Invocation(TS(1, 2, 6, 6, 6), [2, 2, 2]), Invocation(TS(2, 7, 6, 5), [3, 2, 2], [2, 1, 2], [1, 0, 1], True),
                       ErrorInvocation(TS(1, 2, 6, 6, 6), [2, 2, 2], [1, 1, 1], [2, 2, 2])])
def aten〇avg_pool3d〡shape(self: List[int], kernel_size: List[int], stride: List[int] = (), padding: List[int] = (0, 0, 0), ceil_mode: bool = False, count_include_pad: bool = True, divisor_override: Optional[int] = None) -> List[int]:
    return sh.pool_nd(self, 3, kernel_size, stride, padding, [1, 1, 1], ceil_mode)


@check_shape_function([Invocation(TS(1, 2, 6, 6, 6), [2, 3, 1]), Invocation(TS(2, 7, 6, 5), [1, 5, 2])])
def aten〇adaptive_avg_pool3d〡shape(self: List[int], output_size: List[int]) -> List[int]:
    return sh.adaptive_pool(self, output_size)


@check_shape_function([Invocation(TS(1, 3, 8), [2]), Invocation(TS(3, 9), [4])])
def aten〇adaptive_max_pool1d〡shape(self: List[int], output_size: List[int]) -> Tuple[List[int], List[int]]:
    out = sh.adaptive_pool(self, output_size)
    return out, copy_shape(out)


@check_shape_function([Invocation(TS(1, 3, 8, 8), [2, 2]), Invocation(TS(3, 9, 7), [1, 5])])
def aten〇adaptive_max_pool2d〡shape(self: List[int], output_size: List[int]) -> Tuple[List[int], List[int]]:
    out = sh.adaptive_pool(self, output_size)
    return out, copy_shape(out)


@check_shape_function([Invocation(TS(1, 2, 6, 6, 6), [2, 3, 1]), Invocation(TS(2, 7, 6, 5), [1, 5, 2])])
def aten〇adaptive_max_pool3d〡shape(self: List[int], output_size: List[int]) -> Tuple[List[int], List[int]]:
    out = sh.adaptive_pool(self, output_size)
    return out, copy_shape(out)


def _fractional_pool(self: List[int], kernel_size: List[int], output_size: List[int], slack: int) -> List[int]:
    """PyTorch's checks: out + k - 1 <= in in 2-d, < in in 3-d (``slack`` 0 or 1)."""
    n = len(output_size)
    assert len(kernel_size) == n, "fractional_max_pool: kernel_size needs one size per spatial dim"
    out = sh.adaptive_pool(self, output_size)
    lead = len(self) - n
    for i in range(n):
        assert output_size[i] + kernel_size[i] - 1 + slack <= self[lead + i], \
            "fractional_max_pool: the pool size is too large relative to the input size"
    return out


@check_shape_function([Invocation(TS(1, 3, 9, 9), [3, 3], [2, 3], TS(1, 3, 2)),
                       Invocation(TS(3, 9, 7), [2, 2], [4, 5], TS(1, 3, 2)),
                       ErrorInvocation(TS(1, 3, 4, 4), [3, 3], [3, 3], TS(1, 3, 2))])
def aten〇fractional_max_pool2d〡shape(self: List[int], kernel_size: List[int], output_size: List[int], random_samples: List[int]) -> Tuple[List[int], List[int]]:
    out = _fractional_pool(self, kernel_size, output_size, 0)
    return out, copy_shape(out)


@check_shape_function([Invocation(TS(2, 3, 5, 5, 5), [2, 2, 2], [2, 3, 2], TS(2, 3, 3)),
                       Invocation(TS(3, 6, 5, 5), [2, 2, 2], [3, 3, 3], TS(1, 3, 3)),
                       ErrorInvocation(TS(3, 6, 5, 4), [2, 2, 2], [3, 3, 3], TS(1, 3, 3))])
def aten〇fractional_max_pool3d〡shape(self: List[int], kernel_size: List[int], output_size: List[int], random_samples: List[int]) -> Tuple[List[int], List[int]]:
    out = _fractional_pool(self, kernel_size, output_size, 1)
    return out, copy_shape(out)


@check_shape_function([Invocation(TS(2, 3), 4), Invocation(TS(), 1), Invocation(TS(5), 3, range=[0.0, 1.0], weight=TS(5), density=True),
                       ErrorInvocation(TS(3), 0)])
def aten〇histogram〇bin_ct〡shape(self: List[int], bins: int = 100, range: Optional[List[float]] = None, weight: Optional[List[int]] = None, density: bool = False) -> Tuple[List[int], List[int]]:
    assert bins > 0, "histogram: bins must be > 0"
    return [bins], [bins + 1]


@check_shape_function([Invocation(TS(2, 3), TS(4)), Invocation(TS(), TS(2)), ErrorInvocation(TS(3), TS(2, 2))])
def aten〇histogram〇bins_tensor〡shape(self: List[int], bins: List[int], weight: Optional[List[int]] = None, density: bool = False) -> Tuple[List[int], List[int]]:
    assert len(bins) == 1, "histogram: bins must be a 1-d tensor"
    return [bins[0] - 1], [bins[0]]


# ---- reductions ---------------------------------------------------------------------------------

_RED = [Invocation(TS(2, 3, 4), [1]), Invocation(TS(2, 3, 4), [0, -1], True), Invocation(TS(2, 3, 4), None),
        Invocation(TS(2, 3, 4), []), Invocation(TS(), [0]), ErrorInvocation(TS(2, 3), [2]),
        ErrorInvocation(TS(2, 3), [1, -1])]


@check_shape_function(_RED + [Invocation(TS(2, 3), [1], False, dtype=torch.float64)])
def aten〇sum〇dim_IntList〡shape(self: List[int], dim: Optional[List[int]], keepdim: bool = False, dtype: Optional[int] = None) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function(_RED)
def aten〇mean〇dim〡shape(self: List[int], dim: Optional[List[int]], keepdim: bool = False, dtype: Optional[int] = None) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇sum〡shape(self: List[int], dtype: Optional[int] = None) -> List[int]:
    return []


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇mean〡shape(self: List[int], dtype: Optional[int] = None) -> List[int]:
    return []


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇prod〡shape(self: List[int], dtype: Optional[int] = None) -> List[int]:
    return []


@check_shape_function([Invocation(TS(2, 3, 4), [1]), Invocation(TS(2, 3, 4), [0, -1], True), Invocation(TS(2, 3, 4)),
                       ErrorInvocation(TS(2, 3), [2])])
def aten〇amax〡shape(self: List[int], dim: List[int] = (), keepdim: bool = False) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3, 4), [1]), Invocation(TS(2, 3, 4), [0, -1], True), Invocation(TS(2, 3, 4)),
                       ErrorInvocation(TS(2, 3), [2])])
def aten〇amin〡shape(self: List[int], dim: List[int] = (), keepdim: bool = False) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3, 4), [1]), Invocation(TS(2, 3, 4), [0, -1], True), ErrorInvocation(TS(2, 3), [2])])
def aten〇logsumexp〡shape(self: List[int], dim: List[int], keepdim: bool = False) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3, 4), 1), Invocation(TS(2, 3, 4), -1, True), Invocation(TS(), 0),
                       ErrorInvocation(TS(2, 3), 2)])
def aten〇max〇dim〡shape(self: List[int], dim: int, keepdim: bool = False) -> Tuple[List[int], List[int]]:
    out = reduce_dims(self, [dim], keepdim)
    return out, out


@check_shape_function([Invocation(TS(2, 3, 4), 1), Invocation(TS(2, 3, 4), -1, True), ErrorInvocation(TS(2, 3), 2)])
def aten〇min〇dim〡shape(self: List[int], dim: int, keepdim: bool = False) -> Tuple[List[int], List[int]]:
    out = reduce_dims(self, [dim], keepdim)
    return out, out


@check_shape_function([Invocation(TS(2, 3, 4), 1), Invocation(TS(2, 3, 4), -1, True), Invocation(TS(2, 3, 4)),
                       Invocation(TS(2, 3, 4), None, True), ErrorInvocation(TS(2, 3), 2)])
def aten〇argmax〡shape(self: List[int], dim: Optional[int] = None, keepdim: bool = False) -> List[int]:
    if dim is None:
        if keepdim:
            return [1 for _ in self]
        return []
    return reduce_dims(self, [dim], keepdim)


@check_shape_function([Invocation(TS(2, 3, 4), 1), Invocation(TS(2, 3, 4), None, True), ErrorInvocation(TS(2, 3), 2)])
def aten〇argmin〡shape(self: List[int], dim: Optional[int] = None, keepdim: bool = False) -> List[int]:
    if dim is None:
        if keepdim:
            return [1 for _ in self]
        return []
    return reduce_dims(self, [dim], keepdim)


@check_shape_function([Invocation(TS(2, 3, 4), 1), Invocation(TS(2, 3, 4), -1, True), ErrorInvocation(TS(2, 3), 2)])
def aten〇any〇dim〡shape(self: List[int], dim: int, keepdim: bool = False) -> List[int]:
    return reduce_dims(self, [dim], keepdim)


@check_shape_function([Invocation(TS(2, 3, 4), 1), Invocation(TS(2, 3, 4), -1, True), ErrorInvocation(TS(2, 3), 2)])
def aten〇all〇dim〡shape(self: List[int], dim: int, keepdim: bool = False) -> List[int]:
    return reduce_dims(self, [dim], keepdim)


_VAR = [Invocation(TS(2, 3, 4), [1]), Invocation(TS(2, 3, 4), [0, -1], correction=0, keepdim=True),
        Invocation(TS(2, 3, 4)), ErrorInvocation(TS(2, 3), [2])]


@check_shape_function(_VAR)
def aten〇var〇correction〡shape(self: List[int], dim: Optional[List[int]] = None, correction: Optional[float] = None, keepdim: bool = False) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function(_VAR)
def aten〇std〇correction〡shape(self: List[int], dim: Optional[List[int]] = None, correction: Optional[float] = None, keepdim: bool = False) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3, 4), [1]), Invocation(TS(2, 3, 4), [0, -1], False, True), ErrorInvocation(TS(2, 3), [2])])
def aten〇var〇dim〡shape(self: List[int], dim: Optional[List[int]], unbiased: bool = True, keepdim: bool = False) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3, 4), [1]), Invocation(TS(2, 3, 4), [0, -1], False, True), ErrorInvocation(TS(2, 3), [2])])
def aten〇std〇dim〡shape(self: List[int], dim: Optional[List[int]], unbiased: bool = True, keepdim: bool = False) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3, 4)), Invocation(TS(2, 3, 4), 1, [1]), Invocation(TS(2, 3, 4), 2, [0, 2], True),
                       ErrorInvocation(TS(2, 3), 2, [2])])
def aten〇linalg_vector_norm〡shape(self: List[int], ord: float = 2, dim: Optional[List[int]] = None, keepdim: bool = False, dtype: Optional[int] = None) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3, 4), 2, [1]), Invocation(TS(2, 3, 4), None, [0, 2], True), ErrorInvocation(TS(2, 3), 2, [2])])
def aten〇norm〇ScalarOpt_dim〡shape(self: List[int], p: Optional[float], dim: List[int], keepdim: bool = False) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3), 1), Invocation(TS(2, 3), -2, dtype=torch.float64), Invocation(TS(), 0),
                       ErrorInvocation(TS(2, 3), 2)])
def aten〇cumsum〡shape(self: List[int], dim: int, dtype: Optional[int] = None) -> List[int]:
    normalize_dim(dim, len(self))
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), 1), Invocation(TS(), 0), ErrorInvocation(TS(2, 3), 2)])
def aten〇cumprod〡shape(self: List[int], dim: int, dtype: Optional[int] = None) -> List[int]:
    normalize_dim(dim, len(self))
    return copy_shape(self)


# ---- softmax ------------------------------------------------------------------------------------

@check_shape_function([Invocation(TS(2, 3), 1, False), Invocation(TS(2, 3), -2, False), ErrorInvocation(TS(2, 3), 2, False)])
def aten〇_softmax〡shape(self: List[int], dim: int, half_to_float: bool) -> List[int]:
    normalize_dim(dim, len(self))
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), 1, False), ErrorInvocation(TS(2, 3), 2, False)])
def aten〇_log_softmax〡shape(self: List[int], dim: int, half_to_float: bool) -> List[int]:
    normalize_dim(dim, len(self))
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), 1), Invocation(TS(2, 3), 0, torch.float64), ErrorInvocation(TS(2, 3), 2)])
def aten〇softmax〇int〡shape(self: List[int], dim: int, dtype: Optional[int] = None) -> List[int]:
    normalize_dim(dim, len(self))
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), 1), Invocation(TS(2, 3), 0, torch.float64), ErrorInvocation(TS(2, 3), 2)])
def aten〇log_softmax〇int〡shape(self: List[int], dim: int, dtype: Optional[int] = None) -> List[int]:
    normalize_dim(dim, len(self))
    return copy_shape(self)


# ---- normalization ------------------------------------------------------------------------------

@check_shape_function([Invocation(TS(2, 3, 4), [4], TS(4), TS(4), 1e-5), Invocation(TS(2, 3, 4), [3, 4], None, None, 1e-5),
                       ErrorInvocation(TS(2, 3, 4), [3], None, None, 1e-5)])
def aten〇native_layer_norm〡shape(input: List[int], normalized_shape: List[int], weight: Optional[List[int]], bias: Optional[List[int]], eps: float) -> Tuple[List[int], List[int], List[int]]:
    n = len(normalized_shape)
    rank = len(input)
    assert rank >= n, "layer_norm: input has fewer dims than normalized_shape"
    for i in range(n):
        assert input[rank - n + i] == normalized_shape[i], "layer_norm: normalized_shape does not match input"
    stats: List[int] = []
    for i in range(rank):
        stats.append(input[i] if i < rank - n else 1)
    return copy_shape(input), stats, copy_shape(stats)


@check_shape_function([Invocation(TS(2, 3, 4), [4], TS(4), TS(4)), Invocation(TS(2, 3, 4), [3, 4]),
                       ErrorInvocation(TS(2, 3, 4), [3])])
def aten〇layer_norm〡shape(input: List[int], normalized_shape: List[int], weight: Optional[List[int]] = None, bias: Optional[List[int]] = None, eps: float = 1e-05, cudnn_enable: bool = True) -> List[int]:
    out, _, _ = aten〇native_layer_norm〡shape(input, normalized_shape, weight, bias, eps)
    return out


@check_shape_function([Invocation(TS(2, 3, 4), TS(3), TS(3), TS(3), TS(3), False, 0.1, 1e-5),
                       Invocation(TS(2, 3, 4, 5), TS(3), TS(3), TS(3), TS(3), True, 0.1, 1e-5),
                       Invocation(TS(2, 3), None, None, None, None, True, 0.1, 1e-5)])
def aten〇native_batch_norm〡shape(input: List[int], weight: Optional[List[int]], bias: Optional[List[int]], running_mean: Optional[List[int]], running_var: Optional[List[int]], training: bool, momentum: float, eps: float) -> Tuple[List[int], List[int], List[int]]:
    assert len(input) >= 2, "batch_norm: input must have at least 2 dims"
    if training:
        return copy_shape(input), [input[1]], [input[1]]
    return copy_shape(input), [0], [0]


@check_shape_function([Invocation(TS(2, 3, 4), TS(3), TS(3), TS(3), TS(3), 0.1, 1e-5),
                       Invocation(TS(2, 3, 4, 5), None, None, TS(3), TS(3), 0.1, 1e-5)])
def aten〇_native_batch_norm_legit_no_training〡shape(input: List[int], weight: Optional[List[int]], bias: Optional[List[int]], running_mean: List[int], running_var: List[int], momentum: float, eps: float) -> Tuple[List[int], List[int], List[int]]:
    assert len(input) >= 2, "batch_norm: input must have at least 2 dims"
    return copy_shape(input), [0], [0]


@check_shape_function([Invocation(TS(2, 3, 4), TS(3), TS(3), TS(3), TS(3), False, 0.1, 1e-5, False),
                       Invocation(TS(2, 3), None, None, None, None, True, 0.1, 1e-5, False)])
def aten〇batch_norm〡shape(input: List[int], weight: Optional[List[int]], bias: Optional[List[int]], running_mean: Optional[List[int]], running_var: Optional[List[int]], training: bool, momentum: float, eps: float, cudnn_enabled: bool) -> List[int]:
    assert len(input) >= 2, "batch_norm: input must have at least 2 dims"
    return copy_shape(input)


@check_shape_function([Invocation(TS(2, 6, 4), 3, TS(6), TS(6)), Invocation(TS(2, 6, 4, 4), 2),
                       ErrorInvocation(TS(2, 5, 4), 3)])
def aten〇group_norm〡shape(input: List[int], num_groups: int, weight: Optional[List[int]] = None, bias: Optional[List[int]] = None, eps: float = 1e-05, cudnn_enabled: bool = True) -> List[int]:
    assert len(input) >= 2 and input[1] % num_groups == 0, "group_norm: channels must be divisible by groups"
    return copy_shape(input)


@check_shape_function([Invocation(TS(2, 6, 4), TS(6), TS(6), 2, 6, 4, 3, 1e-5)])
def aten〇native_group_norm〡shape(input: List[int], weight: Optional[List[int]], bias: Optional[List[int]], N: int, C: int, HxW: int, group: int, eps: float) -> Tuple[List[int], List[int], List[int]]:
    assert C % group == 0, "group_norm: channels must be divisible by groups"
    return copy_shape(input), [N, group], [N, group]


# ---- views --------------------------------------------------------------------------------------

_VIEW = [Invocation(TS(2, 3, 4), [6, 4]), Invocation(TS(2, 3, 4), [-1, 2]), Invocation(TS(2, 3), [6]),
         Invocation(TS(), [1, 1]), Invocation(TS(0, 3), [-1, 3]), ErrorInvocation(TS(2, 3), [4, -1]),
         ErrorInvocation(TS(2, 3), [-1, -1]), ErrorInvocation(TS(2, 3), [7])]


@check_shape_function(_VIEW)
def aten〇view〡shape(self: List[int], size: List[int]) -> List[int]:
    return infer_view_size(self, size)


@check_shape_function(_VIEW)
def aten〇reshape〡shape(self: List[int], shape: List[int]) -> List[int]:
    return infer_view_size(self, shape)


@check_shape_function([Invocation(TS(2, 3), TS(3, 2)), ErrorInvocation(TS(2, 3), TS(5))])
def aten〇view_as〡shape(self: List[int], other: List[int]) -> List[int]:
    return infer_view_size(self, other)


@check_shape_function([Invocation(TS(2, 3), TS(3, 2)), ErrorInvocation(TS(2, 3), TS(5))])
def aten〇reshape_as〡shape(self: List[int], other: List[int]) -> List[int]:
    return infer_view_size(self, other)


@check_shape_function([Invocation(TS(2, 3, 4)), Invocation(TS(2, 3, 4, 5), 1, 2), Invocation(TS(2, 3, 4), -2),
                       Invocation(TS()), ErrorInvocation(TS(2, 3, 4), 2, 1), ErrorInvocation(TS(2, 3), 0, 3)])
def aten〇flatten〇using_ints〡shape(self: List[int], start_dim: int = 0, end_dim: int = -1) -> List[int]:
    return sh.flatten(self, start_dim, end_dim)


@check_shape_function([Invocation(TS(2, 12), 1, [3, 4]), Invocation(TS(2, 12), -1, [-1, 4]), ErrorInvocation(TS(2, 12), 1, [5, -1])])
def aten〇unflatten〇int〡shape(self: List[int], dim: int, sizes: List[int]) -> List[int]:
    return sh.unflatten(self, dim, sizes)


@check_shape_function([Invocation(TS(2, 3), 0), Invocation(TS(2, 3), 2), Invocation(TS(2, 3), -1), Invocation(TS(), 0),
                       ErrorInvocation(TS(2, 3), 3)])
def aten〇unsqueeze〡shape(self: List[int], dim: int) -> List[int]:
    return sh.unsqueeze(self, dim)


@check_shape_function([Invocation(TS(1, 3, 1)), Invocation(TS(2, 3)), Invocation(TS())])
def aten〇squeeze〡shape(self: List[int]) -> List[int]:
    return sh.squeeze_all(self)


@check_shape_function([Invocation(TS(1, 3, 1), 0), Invocation(TS(1, 3, 1), 1), Invocation(TS(1, 3, 1), -1), Invocation(TS(), 0),
                       ErrorInvocation(TS(1, 3), 2)])
def aten〇squeeze〇dim〡shape(self: List[int], dim: int) -> List[int]:
    return sh.squeeze_dims(self, [dim])


@check_shape_function([Invocation(TS(1, 3, 1), [0, 2]), Invocation(TS(1, 3, 1), [1]), ErrorInvocation(TS(1, 3), [2])])
def aten〇squeeze〇dims〡shape(self: List[int], dim: List[int]) -> List[int]:
    return sh.squeeze_dims(self, dim)


@check_shape_function([Invocation(TS(2, 3, 4), [2, 0, 1]), Invocation(TS(2, 3, 4), [-1, 0, 1]), ErrorInvocation(TS(2, 3, 4), [0, 1]),
                       ErrorInvocation(TS(2, 3, 4), [0, 0, 1])])
def aten〇permute〡shape(self: List[int], dims: List[int]) -> List[int]:
    return sh.permute(self, dims)


@check_shape_function([Invocation(TS(2, 3, 4), 0, 2), Invocation(TS(2, 3, 4), -1, 1), Invocation(TS(), 0, -1),
                       ErrorInvocation(TS(2, 3), 0, 2)])
def aten〇transpose〇int〡shape(self: List[int], dim0: int, dim1: int) -> List[int]:
    return sh.transpose(self, dim0, dim1)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(3)), Invocation(TS()), ErrorInvocation(TS(2, 3, 4))])
def aten〇t〡shape(self: List[int]) -> List[int]:
    assert len(self) <= 2, "t() expects a tensor with <= 2 dimensions"
    if len(self) < 2:
        return copy_shape(self)
    return [self[1], self[0]]


@check_shape_function([Invocation(TS(2, 1), [2, 4]), Invocation(TS(3, 1), [5, -1, 4]), Invocation(TS(), [2, 3]),
                       ErrorInvocation(TS(2, 3), [4, 3]), ErrorInvocation(TS(2, 3), [3])])
def aten〇expand〡shape(self: List[int], size: List[int], implicit: bool = False) -> List[int]:
    return sh.expand_to(self, size)


@check_shape_function([Invocation(TS(2, 1), TS(2, 4)), ErrorInvocation(TS(2, 3), TS(4, 3))])
def aten〇expand_as〡shape(self: List[int], other: List[int]) -> List[int]:
    return sh.expand_to(self, other)


@check_shape_function([Invocation(TS(2, 1), [2, 4]), Invocation(TS(3, 1), [5, -1, 4]), ErrorInvocation(TS(2, 3), [4, 3])])
def aten〇broadcast_to〡shape(self: List[int], size: List[int]) -> List[int]:
    return sh.expand_to(self, size)


@check_shape_function([Invocation(TS(6, 4)), Invocation(TS(6, 4), 1, 1, 3), Invocation(TS(6, 4), 0, -4, None, 2),
                       Invocation(TS(6, 4), 0, 2, 100), Invocation(TS(6, 4), 0, 5, 2), Invocation(TS(6, 4), -1, None, -1, 3),
                       ErrorInvocation(TS(6, 4), 2), ErrorInvocation(TS(6, 4), 0, 0, 6, 0)])
def aten〇slice〇Tensor〡shape(self: List[int], dim: int = 0, start: Optional[int] = None, end: Optional[int] = None, step: int = 1) -> List[int]:
    return sh.slice_shape(self, dim, start, end, step)


@check_shape_function([Invocation(TS(6, 4), 0, 1, 3), Invocation(TS(6, 4), -1, 1, 0), ErrorInvocation(TS(6, 4), 0, 4, 3)])
def aten〇narrow〡shape(self: List[int], dim: int, start: int, length: int) -> List[int]:
    d = normalize_dim(dim, len(self))
    s = start + self[d] if start < 0 else start
    assert s >= 0 and length >= 0 and s + length <= self[d], "narrow: start + length exceeds the dimension size"
    out = copy_shape(self)
    out[d] = length
    return out


@check_shape_function([Invocation(TS(6, 4), 0, 1), Invocation(TS(6, 4), -1, -4), ErrorInvocation(TS(6, 4), 1, 4),
                       ErrorInvocation(TS(), 0, 0)])
def aten〇select〇int〡shape(self: List[int], dim: int, index: int) -> List[int]:
    return sh.select_shape(self, dim, index)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇contiguous〡shape(self: List[int], memory_format: int = 0) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇alias〡shape(self: List[int]) -> List[int]:
    return copy_shape(self)


# ---- joining and splitting ------------------------------------------------------------------------

@check_shape_function([Invocation([TS(2, 3), TS(4, 3)]), Invocation([TS(2, 3), TS(2, 1)], 1), Invocation([TS(2, 3), TS(0)], -1),
                       Invocation([TS(2, 3)]), ErrorInvocation([TS(2, 3), TS(2, 1)]), ErrorInvocation([TS(2, 3), TS(3)]),
                       ErrorInvocation([])])
def aten〇cat〡shape(tensors: List[List[int]], dim: int = 0) -> List[int]:
    return sh.cat(tensors, dim)


@check_shape_function([Invocation([TS(2, 3), TS(2, 3)]), Invocation([TS(2, 3), TS(2, 3)], 2), Invocation([TS(2, 3)], -1),
                       ErrorInvocation([TS(2, 3), TS(2, 1)]), ErrorInvocation([TS(2, 3)], 3)])
def aten〇stack〡shape(tensors: List[List[int]], dim: int = 0) -> List[int]:
    return sh.stack(tensors, dim)


def _split_sizes(size: int, split_size: int) -> List[int]:
    assert split_size >= 0, "split: split_size must be non-negative"
    if split_size == 0:
        assert size == 0, "split: split_size can only be 0 for an empty dimension"
        return [0]
    out: List[int] = []
    start = 0
    while start < size:
        out.append(min(split_size, size - start))
        start += split_size
    if len(out) == 0:
        out.append(0)
    return out


@check_shape_function([Invocation(TS(7, 3), 2), Invocation(TS(7, 3), 3, 1), Invocation(TS(6, 3), 3, -2), ErrorInvocation(TS(7, 3), 2, 2)])
def aten〇split〇Tensor〡shape(self: List[int], split_size: int, dim: int = 0) -> List[List[int]]:
    d = normalize_dim(dim, len(self))
    out: List[List[int]] = []
    for s in _split_sizes(self[d], split_size):
        piece = copy_shape(self)
        piece[d] = s
        out.append(piece)
    return out


@check_shape_function([Invocation(TS(7, 3), [2, 5]), Invocation(TS(7, 3), [1, 1, 1], 1), ErrorInvocation(TS(7, 3), [2, 2])])
def aten〇split_with_sizes〡shape(self: List[int], split_sizes: List[int], dim: int = 0) -> List[List[int]]:
    d = normalize_dim(dim, len(self))
    total = 0
    out: List[List[int]] = []
    for s in split_sizes:
        assert s >= 0, "split_with_sizes: sizes must be non-negative"
        total += s
        piece = copy_shape(self)
        piece[d] = s
        out.append(piece)
    assert total == self[d], "split_with_sizes: sizes must sum to the dimension"
    return out


@check_shape_function([Invocation(TS(7, 3), 3), Invocation(TS(7, 3), 2, 1), Invocation(TS(6, 3), 4), Invocation(TS(2, 3), 5),
                       ErrorInvocation(TS(7, 3), 0)])
def aten〇chunk〡shape(self: List[int], chunks: int, dim: int = 0) -> List[List[int]]:
    assert chunks > 0, "chunk expects chunks to be greater than 0"
    d = normalize_dim(dim, len(self))
    size = self[d]
    split_size = (size + chunks - 1) // chunks
    if split_size == 0 and size == 0:
        out0: List[List[int]] = []
        for _ in range(chunks):
            out0.append(copy_shape(self))
        return out0
    return aten〇split〇Tensor〡shape(self, split_size, dim)


@check_shape_function([Invocation(TS(3, 4)), Invocation(TS(3, 4), 1), Invocation(TS(3, 4), -1), ErrorInvocation(TS(3, 4), 2)])
def aten〇unbind〇int〡shape(self: List[int], dim: int = 0) -> List[List[int]]:
    d = normalize_dim(dim, len(self))
    out: List[List[int]] = []
    for _ in range(self[d]):
        out.append(sh.select_shape(self, d, 0))
    return out


# ---- indexing -----------------------------------------------------------------------------------

@check_shape_function([Invocation(TS(10, 4), L(2, 3, high=10)), Invocation(TS(10, 4), L(high=10)), Invocation(TS(10, 4), L(5, high=10), 0),
                       ErrorInvocation(TS(10), L(2, high=10))])
def aten〇embedding〡shape(weight: List[int], indices: List[int], padding_idx: int = -1, scale_grad_by_freq: bool = False, sparse: bool = False) -> List[int]:
    return sh.embedding(weight, indices)


@check_shape_function([Invocation(TS(5, 4), 0, L(3)), Invocation(TS(5, 4), -1, L()), Invocation(TS(5, 4), 1, L(2)),
                       ErrorInvocation(TS(5, 4), 2, L(3)), ErrorInvocation(TS(5, 4), 0, L(2, 2))])
def aten〇index_select〡shape(self: List[int], dim: int, index: List[int]) -> List[int]:
    return sh.index_select(self, dim, index)


@check_shape_function([Invocation(TS(5, 4), 0, L(3, 4)), Invocation(TS(5, 4), 1, L(2, 2)), Invocation(TS(5, 4), -1, L(5, 7)),
                       ErrorInvocation(TS(5, 4), 0, L(3)), ErrorInvocation(TS(5, 4), 1, L(6, 2))])
def aten〇gather〡shape(self: List[int], dim: int, index: List[int], sparse_grad: bool = False) -> List[int]:
    rank = len(self)
    d = normalize_dim(dim, rank)
    assert len(index) == rank or (rank == 0 and len(index) <= 1), "gather: index must have the same rank as self"
    for i in range(len(index)):
        if i != d:
            assert index[i] <= self[i], "gather: index is larger than self off the gather dim"
    return copy_shape(index)


@check_shape_function([Invocation(TS(5, 4), 0, L(3, 4), TS(3, 4)), Invocation(TS(5, 4), 1, L(2, 2), TS(3, 4)),
                       ErrorInvocation(TS(5, 4), 0, L(3), TS(3))])
def aten〇scatter〇src〡shape(self: List[int], dim: int, index: List[int], src: List[int]) -> List[int]:
    normalize_dim(dim, len(self))
    assert len(index) == len(self) and len(src) == len(self), "scatter: index, self and src must have the same rank"
    return copy_shape(self)


@check_shape_function([Invocation(TS(5, 4), 0, L(3, 4), TS(3, 4)), ErrorInvocation(TS(5, 4), 0, L(3), TS(3))])
def aten〇scatter_add〡shape(self: List[int], dim: int, index: List[int], src: List[int]) -> List[int]:
    normalize_dim(dim, len(self))
    assert len(index) == len(self) and len(src) == len(self), "scatter_add: index, self and src must have the same rank"
    return copy_shape(self)


@check_shape_function([Invocation(TS(5, 4, 3), [L(2)]), Invocation(TS(5, 4, 3), [None, L(2, 1)]),
                       Invocation(TS(5, 4, 3), [L(2), L(1, 2)]), Invocation(TS(5, 4, 3), [L(2), None, L(2)]),
                       Invocation(TS(5, 4, 3), [None, L(6), L(6)]),
                       ErrorInvocation(TS(5, 4), [L(2), L(3)]), ErrorInvocation(TS(5), [L(2), L(2)])])
def aten〇index〇Tensor〡shape(self: List[int], indices: List[Optional[List[int]]]) -> List[int]:
    return sh.index_tensors(self, indices)


@check_shape_function([Invocation(TS(5, 4), [L(2)], TS(2, 4)), Invocation(TS(5, 4), [L(2), L(2)], TS(2)),
                       ErrorInvocation(TS(5, 4), [L(2)], TS(3, 4))])
def aten〇index_put〡shape(self: List[int], indices: List[Optional[List[int]]], values: List[int], accumulate: bool = False) -> List[int]:
    target = sh.index_tensors(self, indices)
    assert broadcast(target, values) == target, "index_put: values cannot be broadcast to the indexed shape"
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), TS(2, 3, dtype=torch.bool), 1.0), Invocation(TS(2, 3), TS(3, dtype=torch.bool), 0),
                       ErrorInvocation(TS(2, 3), TS(4, dtype=torch.bool), 1.0)])
def aten〇masked_fill〇Scalar〡shape(self: List[int], mask: List[int], value: float) -> List[int]:
    assert broadcast(self, mask) == self, "masked_fill: mask must broadcast to self"
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), TS(2, 3, dtype=torch.bool), TS()), ErrorInvocation(TS(2, 3), TS(4, dtype=torch.bool), TS())])
def aten〇masked_fill〇Tensor〡shape(self: List[int], mask: List[int], value: List[int]) -> List[int]:
    assert broadcast(self, mask) == self, "masked_fill: mask must broadcast to self"
    assert len(value) == 0, "masked_fill only supports a 0-dimensional value tensor"
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3, dtype=torch.bool), TS(2, 3), TS(3)), Invocation(TS(3, dtype=torch.bool), TS(2, 1), TS()),
                       ErrorInvocation(TS(4, dtype=torch.bool), TS(2, 3), TS(3))])
def aten〇where〇self〡shape(condition: List[int], self: List[int], other: List[int]) -> List[int]:
    return sh.broadcast_three(condition, self, other)


@check_shape_function([Invocation(TS(2, 3, dtype=torch.bool), TS(3), 1.0), ErrorInvocation(TS(4, dtype=torch.bool), TS(3), 1.0)])
def aten〇where〇ScalarOther〡shape(condition: List[int], self: List[int], other: float) -> List[int]:
    return broadcast(condition, self)


@check_shape_function([Invocation(TS(2, 3, dtype=torch.bool), 1.0, TS(3)), ErrorInvocation(TS(4, dtype=torch.bool), 1.0, TS(3))])
def aten〇where〇ScalarSelf〡shape(condition: List[int], self: float, other: List[int]) -> List[int]:
    return broadcast(condition, other)


@check_shape_function([Invocation(TS(2, 3, dtype=torch.bool), 1.0, 0.0)])
def aten〇where〇Scalar〡shape(condition: List[int], self: float, other: float) -> List[int]:
    return copy_shape(condition)


# ---- creation -----------------------------------------------------------------------------------

_SIZES = [Invocation([2, 3]), Invocation([]), Invocation([0, 4], dtype=torch.int32), ErrorInvocation([-1, 2])]
_RAND_SIZES = [Invocation([2, 3]), Invocation([]), Invocation([0, 4], dtype=torch.float64), ErrorInvocation([-1, 2])]


@check_shape_function(_SIZES)
def aten〇zeros〡shape(size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    for s in size:
        assert s >= 0, "negative dimension"
    return copy_shape(size)


@check_shape_function(_SIZES)
def aten〇ones〡shape(size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    for s in size:
        assert s >= 0, "negative dimension"
    return copy_shape(size)


@check_shape_function(_RAND_SIZES)
def aten〇rand〡shape(size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    for s in size:
        assert s >= 0, "negative dimension"
    return copy_shape(size)


@check_shape_function(_RAND_SIZES)
def aten〇randn〡shape(size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    for s in size:
        assert s >= 0, "negative dimension"
    return copy_shape(size)


@check_shape_function(_SIZES)
def aten〇empty〇memory_format〡shape(size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> List[int]:
    for s in size:
        assert s >= 0, "negative dimension"
    return copy_shape(size)


@check_shape_function([Invocation([2, 3], 1.5), Invocation([], 2), ErrorInvocation([-1], 2)])
def aten〇full〡shape(size: List[int], fill_value: float, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    for s in size:
        assert s >= 0, "negative dimension"
    return copy_shape(size)


@check_shape_function([Invocation(0, 5, [2, 3]), Invocation(-3, 3, [4], dtype=torch.int32), ErrorInvocation(5, 5, [2])])
def aten〇randint〇low〡shape(low: int, high: int, size: List[int], dtype: Optional[int] = 4, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    assert low < high, "randint: low must be less than high"
    return copy_shape(size)


@check_shape_function([Invocation(3), Invocation(0), ErrorInvocation(-1)])
def aten〇eye〡shape(n: int, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    assert n >= 0, "eye: n must be non-negative"
    return [n, n]


@check_shape_function([Invocation(5), Invocation(5.5), Invocation(0), ErrorInvocation(-2)])
def aten〇arange〡shape(end: float, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    return [sh.arange_length(0.0, end, 1.0)]


@check_shape_function([Invocation(2, 5), Invocation(-1.5, 5), ErrorInvocation(5, 2)])
def aten〇arange〇start〡shape(start: float, end: float, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    return [sh.arange_length(start, end, 1.0)]


@check_shape_function([Invocation(2, 11, 3), Invocation(0, 1, 0.3), Invocation(5, -1, -2), ErrorInvocation(0, 5, 0),
                       ErrorInvocation(0, 5, -1)])
def aten〇arange〇start_step〡shape(start: float, end: float, step: float = 1, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    return [sh.arange_length(start, end, step)]


@check_shape_function([Invocation(0, 1, 5), Invocation(-2, 2.5, 0), ErrorInvocation(0, 1, -1)])
def aten〇linspace〡shape(start: float, end: float, steps: int, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    assert steps >= 0, "linspace: number of steps must be non-negative"
    return [steps]


_LIKE = [Invocation(TS(2, 3)), Invocation(TS(), dtype=torch.int32)]


@check_shape_function(_LIKE)
def aten〇zeros_like〡shape(self: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> List[int]:
    return copy_shape(self)


@check_shape_function(_LIKE)
def aten〇ones_like〡shape(self: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> List[int]:
    return copy_shape(self)


@check_shape_function(_LIKE)
def aten〇empty_like〡shape(self: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(), dtype=torch.float64)])
def aten〇rand_like〡shape(self: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(), dtype=torch.float64)])
def aten〇randn_like〡shape(self: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), 2.5), Invocation(TS(), 1, dtype=torch.int32)])
def aten〇full_like〡shape(self: List[int], fill_value: float, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, memory_format: Optional[int] = None) -> List[int]:
    return copy_shape(self)


_NEW = [Invocation(TS(2), [2, 3]), Invocation(TS(2, dtype=torch.int32), [], dtype=torch.float64), ErrorInvocation(TS(2), [-1])]


@check_shape_function(_NEW)
def aten〇new_zeros〡shape(self: List[int], size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    for s in size:
        assert s >= 0, "negative dimension"
    return copy_shape(size)


@check_shape_function(_NEW)
def aten〇new_ones〡shape(self: List[int], size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    for s in size:
        assert s >= 0, "negative dimension"
    return copy_shape(size)


@check_shape_function(_NEW)
def aten〇new_empty〡shape(self: List[int], size: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    for s in size:
        assert s >= 0, "negative dimension"
    return copy_shape(size)


@check_shape_function([Invocation(TS(2), [2, 3], 1.5), ErrorInvocation(TS(2), [-1], 1)])
def aten〇new_full〡shape(self: List[int], size: List[int], fill_value: float, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    for s in size:
        assert s >= 0, "negative dimension"
    return copy_shape(size)


# ---- casts and misc -----------------------------------------------------------------------------

@check_shape_function([Invocation(TS(2, 3), torch.int32), Invocation(TS(), torch.float64)])
def aten〇to〇dtype〡shape(self: List[int], dtype: int, non_blocking: bool = False, copy: bool = False, memory_format: Optional[int] = None) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), TS(4, dtype=torch.int32))])
def aten〇to〇other〡shape(self: List[int], other: List[int], non_blocking: bool = False, copy: bool = False, memory_format: Optional[int] = None) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(2), dtype=torch.int32)])
def aten〇_to_copy〡shape(self: List[int], dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None, non_blocking: bool = False, memory_format: Optional[int] = None) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), TS(4, dtype=torch.int32))])
def aten〇type_as〡shape(self: List[int], other: List[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), 2), Invocation(TS(2, 3), 2, 0, False), ErrorInvocation(TS(2, 3), 4), ErrorInvocation(TS(2, 3), 1, 3)])
def aten〇topk〡shape(self: List[int], k: int, dim: int = -1, largest: bool = True, sorted: bool = True) -> Tuple[List[int], List[int]]:
    rank = len(self)
    d = normalize_dim(dim, rank)
    size = self[d] if rank > 0 else 1
    assert k >= 0 and k <= size, "topk: k out of range"
    out = copy_shape(self)
    if rank > 0:
        out[d] = k
    return out, copy_shape(out)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(2, 3), 0, True), ErrorInvocation(TS(2, 3), 2)])
def aten〇sort〡shape(self: List[int], dim: int = -1, descending: bool = False) -> Tuple[List[int], List[int]]:
    normalize_dim(dim, len(self))
    return copy_shape(self), copy_shape(self)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇frexp〇Tensor〡shape(self: List[int]) -> Tuple[List[int], List[int]]:
    return copy_shape(self), copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), 1), Invocation(TS(2, 3), 0, False), ErrorInvocation(TS(2, 3), 2)])
def aten〇argsort〡shape(self: List[int], dim: int = -1, descending: bool = False) -> List[int]:
    normalize_dim(dim, len(self))
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), stable=True), Invocation(TS(2, 3), stable=None, dim=0, descending=True),
                       ErrorInvocation(TS(2, 3), stable=True, dim=2)])
def aten〇sort〇stable〡shape(self: List[int], stable: Optional[bool], dim: int = -1, descending: bool = False) -> Tuple[List[int], List[int]]:
    return aten〇sort〡shape(self, dim, descending)


@check_shape_function([Invocation(TS(2, 3), stable=True), Invocation(TS(2, 3), stable=False, dim=0, descending=True),
                       ErrorInvocation(TS(2, 3), stable=True, dim=2)])
def aten〇argsort〇stable〡shape(self: List[int], stable: bool, dim: int = -1, descending: bool = False) -> List[int]:
    return aten〇argsort〡shape(self, dim, descending)


@check_shape_function([Invocation(TS(2, 3), [1, 2]), Invocation(TS(2, 3), [1, 0, 0, 2], 1.5), Invocation(TS(2, 5), [-1, -2]),
                       ErrorInvocation(TS(2, 3), [1]), ErrorInvocation(TS(2, 3), [1, 1, 1, 1, 1, 1]),
                       ErrorInvocation(TS(2, 3), [-2, -2])])
def aten〇constant_pad_nd〡shape(self: List[int], pad: List[int], value: float = 0) -> List[int]:
    return sh.pad(self, pad)


@check_shape_function([Invocation(TS(2, 3), [2, 1]), Invocation(TS(2, 3), [2, 1, 3]), Invocation(TS(3), [0]),
                       ErrorInvocation(TS(2, 3), [2])])
def aten〇repeat〡shape(self: List[int], repeats: List[int]) -> List[int]:
    assert len(repeats) >= len(self), "repeat: number of repeats can't be smaller than the rank"
    out: List[int] = []
    offset = len(repeats) - len(self)
    for i in range(len(repeats)):
        s = 1 if i < offset else self[i - offset]
        out.append(s * repeats[i])
    return out


@check_shape_function([Invocation(TS(2, 3), [2]), Invocation(TS(2, 3), [2, 1, 3])])
def aten〇tile〡shape(self: List[int], dims: List[int]) -> List[int]:
    reps: List[int] = []
    for _ in range(len(self) - len(dims)):
        reps.append(1)
    for d in dims:
        reps.append(d)
    return aten〇repeat〡shape(self, reps)


@check_shape_function([Invocation(TS(2, 3), [0]), Invocation(TS(2, 3), [0, -1]), ErrorInvocation(TS(2, 3), [2]),
                       ErrorInvocation(TS(2, 3), [0, 0])])
def aten〇flip〡shape(self: List[int], dims: List[int]) -> List[int]:
    reduce_dims(self, dims, True)  # validates and rejects repeats
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), [1]), Invocation(TS(2, 3), [1, 2], [0, 1]), ErrorInvocation(TS(2, 3), [1, 2], [0])])
def aten〇roll〡shape(self: List[int], shifts: List[int], dims: List[int] = ()) -> List[int]:
    if len(dims) != 0:
        assert len(shifts) == len(dims), "roll: shifts and dims must align"
        for d in dims:
            normalize_dim(d, len(self))
    else:
        assert len(shifts) == 1, "roll: shifts must be one value without dims"
    return copy_shape(self)


@check_shape_function([Invocation(TS(3, 4)), Invocation(TS(3, 4), 1), Invocation(TS(2, 3, 4), -1), ErrorInvocation(TS(3))])
def aten〇tril〡shape(self: List[int], diagonal: int = 0) -> List[int]:
    assert len(self) >= 2, "tril: input tensor must have at least 2 dimensions"
    return copy_shape(self)


@check_shape_function([Invocation(TS(3, 4)), Invocation(TS(3, 4), 1), Invocation(TS(2, 3, 4), -1), ErrorInvocation(TS(3))])
def aten〇triu〡shape(self: List[int], diagonal: int = 0) -> List[int]:
    assert len(self) >= 2, "triu: input tensor must have at least 2 dimensions"
    return copy_shape(self)


@check_shape_function([Invocation(TS(3, 4), 0.5, False), Invocation(TS(3, 4), 0.0, True)])
def aten〇dropout〡shape(input: List[int], p: float, train: bool) -> List[int]:
    return copy_shape(input)


@check_shape_function([Invocation(TS(3, 4), 0.5, True), Invocation(TS(3, 4), 0.5, False)])
def aten〇native_dropout〡shape(input: List[int], p: float, train: Optional[bool]) -> Tuple[List[int], List[int]]:
    return copy_shape(input), copy_shape(input)


@check_shape_function([Invocation(TS(2, 3), -1.0, 1.0), Invocation(TS(2, 3), None, 1.0), Invocation(TS(2, 3), 0.0)])
def aten〇clamp〡shape(self: List[int], min: Optional[float] = None, max: Optional[float] = None) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), TS(3)), Invocation(TS(2, 3), None, TS(2, 1)), ErrorInvocation(TS(2, 3), TS(4))])
def aten〇clamp〇Tensor〡shape(self: List[int], min: Optional[List[int]] = None, max: Optional[List[int]] = None) -> List[int]:
    out = copy_shape(self)
    if min is not None:
        out = broadcast(out, min)
    if max is not None:
        out = broadcast(out, max)
    return out


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(2, 3), 0.5, -0.5)])
def aten〇hardtanh〡shape(self: List[int], min_val: float = -1, max_val: float = 1) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), 0.1, 20.0)])
def aten〇threshold〡shape(self: List[int], threshold: float, value: float) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), TS(3), 0.5), ErrorInvocation(TS(2, 3), TS(4), 0.5)])
def aten〇lerp〇Scalar〡shape(self: List[int], end: List[int], weight: float) -> List[int]:
    return broadcast(self, end)


@check_shape_function([Invocation(TS(2, 3), TS(3), TS(2, 1)), ErrorInvocation(TS(2, 3), TS(4), TS(3))])
def aten〇addcmul〡shape(self: List[int], tensor1: List[int], tensor2: List[int], value: float = 1) -> List[int]:
    return sh.broadcast_three(self, tensor1, tensor2)


@check_shape_function([Invocation(TS(2, 3), TS(3), TS(2, 1)), ErrorInvocation(TS(2, 3), TS(4), TS(3))])
def aten〇addcdiv〡shape(self: List[int], tensor1: List[int], tensor2: List[int], value: float = 1) -> List[int]:
    return sh.broadcast_three(self, tensor1, tensor2)


@check_shape_function([Invocation(TS(2, 4, 5, 8), TS(2, 4, 6, 8), TS(2, 4, 6, 3)), Invocation(TS(5, 8), TS(6, 8), TS(6, 3), TS(5, 6)),
                       ErrorInvocation(TS(2, 4, 5, 8), TS(2, 4, 6, 7), TS(2, 4, 6, 3))])
def aten〇scaled_dot_product_attention〡shape(query: List[int], key: List[int], value: List[int], attn_mask: Optional[List[int]] = None, dropout_p: float = 0., is_causal: bool = False, scale: Optional[float] = None, enable_gqa: bool = False) -> List[int]:
    rq = len(query)
    assert rq >= 2 and len(key) == rq and len(value) == rq, "sdpa: query, key and value must have the same rank"
    assert query[rq - 1] == key[rq - 1], "sdpa: query and key must have the same embedding size"
    assert key[rq - 2] == value[rq - 2], "sdpa: key and value must have the same sequence length"
    out = copy_shape(query)
    out[rq - 1] = value[rq - 1]
    return out


@check_shape_function([Invocation(TS(1, 3, 4, 4), [8, 6]), Invocation(TS(1, 3, 4, 4), [2, 2], 0.5, 0.5)])
def aten〇upsample_nearest2d〡shape(self: List[int], output_size: List[int], scales_h: Optional[float] = None, scales_w: Optional[float] = None) -> List[int]:
    assert len(self) == 4 and len(output_size) == 2, "upsample_nearest2d: expects a 4-D input and 2 sizes"
    return [self[0], self[1], output_size[0], output_size[1]]


@check_shape_function([Invocation(TS(1, 3, 4, 4), [8, 6], False), Invocation(TS(1, 3, 4, 4), [2, 2], True)])
def aten〇upsample_bilinear2d〡shape(self: List[int], output_size: List[int], align_corners: bool, scales_h: Optional[float] = None, scales_w: Optional[float] = None) -> List[int]:
    assert len(self) == 4 and len(output_size) == 2, "upsample_bilinear2d: expects a 4-D input and 2 sizes"
    return [self[0], self[1], output_size[0], output_size[1]]


@check_shape_function([Invocation(TS(1, 3, 4, 4), [8, 6], False), Invocation(TS(2, 1, 4, 4), [2, 3], True)])
def aten〇upsample_bicubic2d〡shape(self: List[int], output_size: List[int], align_corners: bool, scales_h: Optional[float] = None, scales_w: Optional[float] = None) -> List[int]:
    assert len(self) == 4 and len(output_size) == 2, "upsample_bicubic2d: expects a 4-D input and 2 sizes"
    return [self[0], self[1], output_size[0], output_size[1]]


@check_shape_function([Invocation(TS(2, 3, 4, 5), TS(2, 6, 7, 2), 0, 0, False),
                       Invocation(TS(1, 2, 3, 4, 5), TS(1, 2, 3, 6, 3), 1, 1, True),
                       ErrorInvocation(TS(2, 3, 4, 5), TS(2, 6, 7, 3), 0, 0, False)])
def aten〇grid_sampler〡shape(input: List[int], grid: List[int], interpolation_mode: int, padding_mode: int, align_corners: bool) -> List[int]:
    assert len(input) in (4, 5) and len(grid) == len(input), "grid_sampler: expects a 4-D or 5-D input and a grid of the same rank"
    assert grid[0] == input[0] and grid[len(grid) - 1] == len(input) - 2, "grid_sampler: grid must be [N, *out, input.dim() - 2]"
    out = [input[0], input[1]]
    for i in range(1, len(grid) - 1):
        out.append(grid[i])
    return out


@check_shape_function([Invocation(TS(2, 3, 4, 5), TS(2, 6, 7, 2), 0, 0, False),
                       ErrorInvocation(TS(2, 3, 4, 5), TS(2, 6, 7, 3), 0, 0, False)])
def aten〇grid_sampler_2d〡shape(input: List[int], grid: List[int], interpolation_mode: int, padding_mode: int, align_corners: bool) -> List[int]:
    assert len(input) == 4 and len(grid) == 4, "grid_sampler_2d: expects a 4-D input and grid"
    assert grid[0] == input[0] and grid[3] == 2, "grid_sampler_2d: grid must be [N, H_out, W_out, 2]"
    return [input[0], input[1], grid[1], grid[2]]


@check_shape_function([Invocation(TS(1, 2, 3, 4, 5), TS(1, 2, 3, 6, 3), 0, 0, False),
                       ErrorInvocation(TS(1, 2, 3, 4, 5), TS(1, 2, 3, 6, 2), 0, 0, False)])
def aten〇grid_sampler_3d〡shape(input: List[int], grid: List[int], interpolation_mode: int, padding_mode: int, align_corners: bool) -> List[int]:
    assert len(input) == 5 and len(grid) == 5, "grid_sampler_3d: expects a 5-D input and grid"
    assert grid[0] == input[0] and grid[4] == 3, "grid_sampler_3d: grid must be [N, D_out, H_out, W_out, 3]"
    return [input[0], input[1], grid[1], grid[2], grid[3]]


@check_shape_function([Invocation(TS(1, 8, 3, 3), 2), Invocation(TS(9, 2, 2), 3), ErrorInvocation(TS(1, 6, 3, 3), 2)])
def aten〇pixel_shuffle〡shape(self: List[int], upscale_factor: int) -> List[int]:
    rank = len(self)
    assert rank >= 3, "pixel_shuffle: expects at least 3 dims"
    r2 = upscale_factor * upscale_factor
    assert self[rank - 3] % r2 == 0, "pixel_shuffle: channels must be divisible by upscale_factor squared"
    out: List[int] = []
    for i in range(rank - 3):
        out.append(self[i])
    out.append(self[rank - 3] // r2)
    out.append(self[rank - 2] * upscale_factor)
    out.append(self[rank - 1] * upscale_factor)
    return out


@check_shape_function([Invocation(TS(3, 4), TS(4)), Invocation(TS(4), TS(4), 0), Invocation(TS(2, 5), TS(1, 5), 1, 0.0, True),
                       ErrorInvocation(TS(2, 4), TS(3, 4))])
def aten〇pairwise_distance〡shape(x1: List[int], x2: List[int], p: float = 2., eps: float = 1e-06, keepdim: bool = False) -> List[int]:
    b = broadcast(x1, x2)
    rank = len(b)
    if rank == 0:
        return []
    if keepdim:
        out = copy_shape(b)
        out[rank - 1] = 1
        return out
    if rank == 1:
        return []
    return reduce_dims(b, [rank - 1], False)


@check_shape_function([Invocation(TS(2, 3), TS(2, 3)), Invocation(TS(2, 3), TS(2, 3), 1), Invocation(TS(2, 3), TS(2, 3), 2),
                       ErrorInvocation(TS(2, 3), TS(4, 3))])
def aten〇mse_loss〡shape(self: List[int], target: List[int], reduction: int = 1) -> List[int]:
    b = broadcast(self, target)
    if reduction == 0:
        return b
    return []


@check_shape_function([Invocation(TS(2, 3), TS(2, 3)), Invocation(TS(2, 3), TS(2, 3), 0), ErrorInvocation(TS(2, 3), TS(4, 3))])
def aten〇l1_loss〡shape(self: List[int], target: List[int], reduction: int = 1) -> List[int]:
    b = broadcast(self, target)
    if reduction == 0:
        return b
    return []


@check_shape_function([Invocation(TS(2, 3), TS(2, 3)), Invocation(TS(2, 3), TS(2, 3), 0, 0.5), ErrorInvocation(TS(2, 3), TS(4, 3))])
def aten〇smooth_l1_loss〡shape(self: List[int], target: List[int], reduction: int = 1, beta: float = 1.) -> List[int]:
    b = broadcast(self, target)
    if reduction == 0:
        return b
    return []


# ---- value-semantic copies of views, and more views ---------------------------------------------

@check_shape_function(_VIEW)
def aten〇view_copy〡shape(self: List[int], size: List[int]) -> List[int]:
    return infer_view_size(self, size)


@check_shape_function(_VIEW)
def aten〇_unsafe_view〡shape(self: List[int], size: List[int]) -> List[int]:
    return infer_view_size(self, size)


@check_shape_function([Invocation(TS(2, 3, 4), [2, 0, 1]), ErrorInvocation(TS(2, 3, 4), [0, 1])])
def aten〇permute_copy〡shape(self: List[int], dims: List[int]) -> List[int]:
    return sh.permute(self, dims)


@check_shape_function([Invocation(TS(2, 3, 4), 0, 2), Invocation(TS(), 0, -1), ErrorInvocation(TS(2, 3), 0, 2)])
def aten〇transpose_copy〇int〡shape(self: List[int], dim0: int, dim1: int) -> List[int]:
    return sh.transpose(self, dim0, dim1)


@check_shape_function([Invocation(TS(2, 3, 4), 0, 2), ErrorInvocation(TS(2, 3), 0, 2)])
def aten〇swapaxes〡shape(self: List[int], axis0: int, axis1: int) -> List[int]:
    return sh.transpose(self, axis0, axis1)


@check_shape_function([Invocation(TS(2, 3, 4), 0, 2), ErrorInvocation(TS(2, 3), 0, 2)])
def aten〇swapdims〡shape(self: List[int], dim0: int, dim1: int) -> List[int]:
    return sh.transpose(self, dim0, dim1)


def _movedim(shape: List[int], source: int, destination: int) -> List[int]:
    rank = len(shape)
    s = normalize_dim(source, rank)
    d = normalize_dim(destination, rank)
    if rank == 0:
        return []
    rest: List[int] = []
    for i in range(rank):
        if i != s:
            rest.append(shape[i])
    rest.insert(d, shape[s])
    return rest


@check_shape_function([Invocation(TS(2, 3, 4), 0, 2), Invocation(TS(2, 3, 4), -1, 0), ErrorInvocation(TS(2, 3), 0, 2)])
def aten〇movedim〇int〡shape(self: List[int], source: int, destination: int) -> List[int]:
    return _movedim(self, source, destination)


@check_shape_function([Invocation(TS(2, 3, 4), 0, 2), ErrorInvocation(TS(2, 3), 0, 2)])
def aten〇moveaxis〇int〡shape(self: List[int], source: int, destination: int) -> List[int]:
    return _movedim(self, source, destination)


def _swap_last_two(shape: List[int]) -> List[int]:
    rank = len(shape)
    assert rank >= 2, "expected a tensor with at least 2 dimensions"
    return sh.transpose(shape, rank - 2, rank - 1)


@check_shape_function([Invocation(TS(2, 3, 4)), Invocation(TS(3, 4)), ErrorInvocation(TS(3))])
def aten〇mT〡shape(self: List[int]) -> List[int]:
    return _swap_last_two(self)


@check_shape_function([Invocation(TS(2, 3, 4)), Invocation(TS(3, 4)), ErrorInvocation(TS(3))])
def aten〇adjoint〡shape(self: List[int]) -> List[int]:
    return _swap_last_two(self)


@check_shape_function([Invocation(TS(2, 3, 4)), Invocation(TS(3)), Invocation(TS())])
def aten〇numpy_T〡shape(self: List[int]) -> List[int]:
    out: List[int] = []
    for i in range(len(self)):
        out.append(self[len(self) - 1 - i])
    return out


@check_shape_function([Invocation(TS(2, 3), 0), Invocation(TS(), 0), ErrorInvocation(TS(2, 3), 3)])
def aten〇unsqueeze_copy〡shape(self: List[int], dim: int) -> List[int]:
    return sh.unsqueeze(self, dim)


@check_shape_function([Invocation(TS(1, 3, 1)), Invocation(TS())])
def aten〇squeeze_copy〡shape(self: List[int]) -> List[int]:
    return sh.squeeze_all(self)


@check_shape_function([Invocation(TS(1, 3, 1), 0), Invocation(TS(1, 3, 1), 1), ErrorInvocation(TS(1, 3), 2)])
def aten〇squeeze_copy〇dim〡shape(self: List[int], dim: int) -> List[int]:
    return sh.squeeze_dims(self, [dim])


@check_shape_function([Invocation(TS(1, 3, 1), [0, 2]), ErrorInvocation(TS(1, 3), [2])])
def aten〇squeeze_copy〇dims〡shape(self: List[int], dim: List[int]) -> List[int]:
    return sh.squeeze_dims(self, dim)


@check_shape_function([Invocation(TS(2, 1), [2, 4]), Invocation(TS(3, 1), [5, -1, 4]), ErrorInvocation(TS(2, 3), [4, 3])])
def aten〇expand_copy〡shape(self: List[int], size: List[int], implicit: bool = False) -> List[int]:
    return sh.expand_to(self, size)


@check_shape_function([Invocation(TS(6, 4)), Invocation(TS(6, 4), 1, 1, 3), Invocation(TS(6, 4), 0, -4, None, 2),
                       ErrorInvocation(TS(6, 4), 2)])
def aten〇slice_copy〇Tensor〡shape(self: List[int], dim: int = 0, start: Optional[int] = None, end: Optional[int] = None, step: int = 1) -> List[int]:
    return sh.slice_shape(self, dim, start, end, step)


@check_shape_function([Invocation(TS(6, 4), 0, 1), Invocation(TS(6, 4), -1, -4), ErrorInvocation(TS(6, 4), 1, 4)])
def aten〇select_copy〇int〡shape(self: List[int], dim: int, index: int) -> List[int]:
    return sh.select_shape(self, dim, index)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(3)), ErrorInvocation(TS(2, 3, 4))])
def aten〇t_copy〡shape(self: List[int]) -> List[int]:
    return aten〇t〡shape(self)


@check_shape_function([Invocation(TS(5, 3), 1, 2, 2), Invocation(TS(2, 3), 0, 2, 1), ErrorInvocation(TS(2, 3), 0, 4, 1)])
def aten〇unfold_copy〡shape(self: List[int], dimension: int, size: int, step: int) -> List[int]:
    return aten〇unfold〡shape(self, dimension, size, step)


@check_shape_function([Invocation(TS(6, 4), 0, 1, 3), ErrorInvocation(TS(6, 4), 0, 4, 3)])
def aten〇narrow_copy〡shape(self: List[int], dim: int, start: int, length: int) -> List[int]:
    return aten〇narrow〡shape(self, dim, start, length)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇detach〡shape(self: List[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇lift_fresh〡shape(self: List[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇conj〡shape(self: List[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇resolve_conj〡shape(self: List[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇resolve_neg〡shape(self: List[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇positive〡shape(self: List[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3, dtype=torch.complex64)), Invocation(TS(dtype=torch.complex64))])
def aten〇real〡shape(self: List[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3, dtype=torch.complex64)), Invocation(TS(dtype=torch.complex64))])
def aten〇imag〡shape(self: List[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3, 4)), Invocation(TS())])
def aten〇ravel〡shape(self: List[int]) -> List[int]:
    return [sh.numel(self)]


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(3)), Invocation(TS())])
def aten〇atleast_1d〡shape(self: List[int]) -> List[int]:
    if len(self) == 0:
        return [1]
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(3)), Invocation(TS())])
def aten〇atleast_2d〡shape(self: List[int]) -> List[int]:
    if len(self) == 0:
        return [1, 1]
    if len(self) == 1:
        return [1, self[0]]
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(3)), Invocation(TS()), Invocation(TS(2, 3, 4, 5))])
def aten〇atleast_3d〡shape(self: List[int]) -> List[int]:
    if len(self) == 0:
        return [1, 1, 1]
    if len(self) == 1:
        return [1, self[0], 1]
    if len(self) == 2:
        return [self[0], self[1], 1]
    return copy_shape(self)


def _diagonal(shape: List[int], offset: int, dim1: int, dim2: int) -> List[int]:
    rank = len(shape)
    d1 = normalize_dim(dim1, rank)
    d2 = normalize_dim(dim2, rank)
    assert d1 != d2, "diagonal dimensions cannot be identical"
    out: List[int] = []
    for i in range(rank):
        if i != d1 and i != d2:
            out.append(shape[i])
    if offset >= 0:
        n = min(shape[d1], shape[d2] - offset)
    else:
        n = min(shape[d1] + offset, shape[d2])
    out.append(max(n, 0))
    return out


@check_shape_function([Invocation(TS(3, 4)), Invocation(TS(3, 4), 1), Invocation(TS(3, 4), -2), Invocation(TS(2, 3, 4), 0, 1, 2),
                       Invocation(TS(3, 4), 7), ErrorInvocation(TS(3, 4), 0, 0, 0)])
def aten〇diagonal〡shape(self: List[int], offset: int = 0, dim1: int = 0, dim2: int = 1) -> List[int]:
    return _diagonal(self, offset, dim1, dim2)


@check_shape_function([Invocation(TS(3, 4)), Invocation(TS(3, 4), 1), Invocation(TS(2, 3, 4), 0, 1, 2), ErrorInvocation(TS(3, 4), 0, 0, 0)])
def aten〇diagonal_copy〡shape(self: List[int], offset: int = 0, dim1: int = 0, dim2: int = 1) -> List[int]:
    return _diagonal(self, offset, dim1, dim2)


@check_shape_function([Invocation(TS(3)), Invocation(TS(3), 1), Invocation(TS(3, 4)), Invocation(TS(3, 4), -1), ErrorInvocation(TS(2, 3, 4))])
def aten〇diag〡shape(self: List[int], diagonal: int = 0) -> List[int]:
    assert len(self) == 1 or len(self) == 2, "diag: expects a 1D or 2D tensor"
    if len(self) == 1:
        n = self[0] + (diagonal if diagonal >= 0 else -diagonal)
        return [n, n]
    return _diagonal(self, diagonal, 0, 1)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(2, 3), 1), Invocation(TS(3), -1, 0, 1)])
def aten〇diag_embed〡shape(self: List[int], offset: int = 0, dim1: int = -2, dim2: int = -1) -> List[int]:
    rank = len(self) + 1
    d1 = normalize_dim(dim1, rank)
    d2 = normalize_dim(dim2, rank)
    assert d1 != d2, "diag_embed: dims cannot be identical"
    n = self[len(self) - 1] + (offset if offset >= 0 else -offset)
    out: List[int] = []
    for i in range(len(self) - 1):
        out.append(self[i])
    lo = min(d1, d2)
    hi = max(d1, d2)
    out.insert(lo, n)
    out.insert(hi, n)
    return out


@check_shape_function([Invocation(TS(3, 4)), ErrorInvocation(TS(3))])
def aten〇trace〡shape(self: List[int]) -> List[int]:
    assert len(self) == 2, "trace: expected a matrix"
    return []


@check_shape_function([Invocation(TS(3), TS(4)), ErrorInvocation(TS(3, 1), TS(4))])
def aten〇outer〡shape(self: List[int], vec2: List[int]) -> List[int]:
    assert len(self) == 1 and len(vec2) == 1, "outer: expects 1D tensors"
    return [self[0], vec2[0]]


@check_shape_function([Invocation(TS(3), TS(4)), ErrorInvocation(TS(3, 1), TS(4))])
def aten〇ger〡shape(self: List[int], vec2: List[int]) -> List[int]:
    assert len(self) == 1 and len(vec2) == 1, "ger: expects 1D tensors"
    return [self[0], vec2[0]]


@check_shape_function([Invocation(TS(3), TS(3)), ErrorInvocation(TS(3), TS(4))])
def aten〇vdot〡shape(self: List[int], other: List[int]) -> List[int]:
    assert len(self) == 1 and len(other) == 1 and self[0] == other[0], "vdot: expects 1D tensors of equal size"
    return []


@check_shape_function([Invocation(TS(2, 3), TS(4, 5)), Invocation(TS(2), TS(4, 5)), Invocation(TS(2, 3, 1), TS(4))])
def aten〇kron〡shape(self: List[int], other: List[int]) -> List[int]:
    n = max(len(self), len(other))
    out: List[int] = []
    for i in range(n):
        ia = i - (n - len(self))
        ib = i - (n - len(other))
        a = self[ia] if ia >= 0 else 1
        b = other[ib] if ib >= 0 else 1
        out.append(a * b)
    return out


@check_shape_function([Invocation(TS(2, 3), TS(4, 3)), Invocation(TS(3), TS(3)), Invocation(TS(), TS(2, 3)), ErrorInvocation(TS(2, 3), TS(4))])
def aten〇inner〡shape(self: List[int], other: List[int]) -> List[int]:
    if len(self) == 0:
        return copy_shape(other)
    if len(other) == 0:
        return copy_shape(self)
    assert self[len(self) - 1] == other[len(other) - 1], "inner: last dimensions must match"
    out: List[int] = []
    for i in range(len(self) - 1):
        out.append(self[i])
    for i in range(len(other) - 1):
        out.append(other[i])
    return out


@check_shape_function([Invocation(TS(2, 3, 4)), Invocation(TS(4, 6), 0), ErrorInvocation(TS(2, 3))])
def aten〇glu〡shape(self: List[int], dim: int = -1) -> List[int]:
    d = normalize_dim(dim, len(self))
    assert len(self) > 0 and self[d] % 2 == 0, "glu: halving dimension must be even"
    out = copy_shape(self)
    out[d] = self[d] // 2
    return out


@check_shape_function([Invocation(TS(2, 3), 1), ErrorInvocation(TS(2, 3), 2)])
def aten〇logcumsumexp〡shape(self: List[int], dim: int) -> List[int]:
    normalize_dim(dim, len(self))
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), 1), Invocation(TS(2, 3), 0, torch.float64), ErrorInvocation(TS(2, 3), 2)])
def aten〇special_softmax〡shape(self: List[int], dim: int, dtype: Optional[int] = None) -> List[int]:
    normalize_dim(dim, len(self))
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), TS()), ErrorInvocation(TS(2, 3), TS(3))])
def aten〇fill〇Tensor〡shape(self: List[int], value: List[int]) -> List[int]:
    assert len(value) == 0, "fill only supports a 0-dimensional value tensor"
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), TS(3), TS(2, 1)), ErrorInvocation(TS(2, 3), TS(4), TS(3))])
def aten〇lerp〇Tensor〡shape(self: List[int], end: List[int], weight: List[int]) -> List[int]:
    return sh.broadcast_three(self, end, weight)


@check_shape_function([Invocation(TS(2, 3), TS(3)), ErrorInvocation(TS(2, 3), TS(4))])
def aten〇heaviside〡shape(self: List[int], values: List[int]) -> List[int]:
    return broadcast(self, values)


@check_shape_function([Invocation(TS(2, 3), TS(2, 3)), Invocation(TS(4, 5), TS(4, 5), 0), Invocation(TS(2, 3), TS(1, 3), -1),
                       ErrorInvocation(TS(2, 3), TS(4, 3))])
def aten〇cosine_similarity〡shape(x1: List[int], x2: List[int], dim: int = 1, eps: float = 1e-08) -> List[int]:
    b = broadcast(x1, x2)
    return reduce_dims(b, [dim], False)


@check_shape_function([Invocation(TS(2, 3), TS(4, 3)), Invocation(TS(5, 2, 3), TS(5, 4, 3)), ErrorInvocation(TS(2, 3), TS(4, 2))])
def aten〇cdist〡shape(x1: List[int], x2: List[int], p: float = 2., compute_mode: Optional[int] = None) -> List[int]:
    r1 = len(x1)
    r2 = len(x2)
    assert r1 >= 2 and r2 >= 2, "cdist: expects at least 2D tensors"
    assert x1[r1 - 1] == x2[r2 - 1], "cdist: x1 and x2 must have the same number of columns"
    b1: List[int] = []
    for i in range(r1 - 2):
        b1.append(x1[i])
    b2: List[int] = []
    for i in range(r2 - 2):
        b2.append(x2[i])
    out = broadcast(b1, b2)
    out.append(x1[r1 - 2])
    out.append(x2[r2 - 2])
    return out


@check_shape_function([Invocation(TS(2, 3), TS(3)), Invocation(TS(2, 3), TS(1)), ErrorInvocation(TS(2, 3), TS(2))])
def aten〇prelu〡shape(self: List[int], weight: List[int]) -> List[int]:
    assert len(weight) <= 1, "prelu: weight must be 0-D or 1-D"
    if len(weight) == 1 and weight[0] != 1:
        assert len(self) >= 2 and self[1] == weight[0], "prelu: weight size must match channels"
    return copy_shape(self)


@check_shape_function([Invocation(TS(1, 4, 2, 2), 2), ErrorInvocation(TS(1, 3, 2, 2), 2)])
def aten〇channel_shuffle〡shape(self: List[int], groups: int) -> List[int]:
    assert len(self) >= 3 and self[1] % groups == 0, "channel_shuffle: channels must be divisible by groups"
    return copy_shape(self)


@check_shape_function([Invocation(TS(1, 4, 2, 2), 2), ErrorInvocation(TS(1, 3, 2, 2), 2)])
def aten〇native_channel_shuffle〡shape(self: List[int], groups: int) -> List[int]:
    assert len(self) >= 3 and self[1] % groups == 0, "channel_shuffle: channels must be divisible by groups"
    return copy_shape(self)


@check_shape_function([Invocation(TS(1, 2, 4, 6), 2), ErrorInvocation(TS(1, 2, 3, 4), 2)])
def aten〇pixel_unshuffle〡shape(self: List[int], downscale_factor: int) -> List[int]:
    rank = len(self)
    assert rank >= 3, "pixel_unshuffle: expects at least 3 dims"
    f = downscale_factor
    assert self[rank - 2] % f == 0 and self[rank - 1] % f == 0, "pixel_unshuffle: sizes must be divisible"
    out: List[int] = []
    for i in range(rank - 3):
        out.append(self[i])
    out.append(self[rank - 3] * f * f)
    out.append(self[rank - 2] // f)
    out.append(self[rank - 1] // f)
    return out


@check_shape_function([Invocation(TS(2, 3), 2), Invocation(TS(2, 3), 2, 0), Invocation(TS(2, 3), 3, -1), ErrorInvocation(TS(2, 3), 2, 2)])
def aten〇repeat_interleave〇self_int〡shape(self: List[int], repeats: int, dim: Optional[int] = None, output_size: Optional[int] = None) -> List[int]:
    if dim is None:
        return [sh.numel(self) * repeats]
    d = normalize_dim(dim, len(self))
    out = copy_shape(self)
    out[d] = self[d] * repeats
    return out


@check_shape_function([Invocation(TS(5, 3), L(2, 3), 0), Invocation(TS(5, 3), L(4)), Invocation(TS(5, 3), L(5, 1), 1),
                       ErrorInvocation(TS(5, 3), L(2), 0)])
def aten〇take_along_dim〡shape(self: List[int], indices: List[int], dim: Optional[int] = None) -> List[int]:
    if dim is None:
        assert len(indices) == 1, "take_along_dim: indices must be 1D without dim"
        return copy_shape(indices)
    assert len(self) == len(indices), "take_along_dim: input and indices must have the same rank"
    d = normalize_dim(dim, len(self))
    a = copy_shape(self)
    b = copy_shape(indices)
    a[d] = 1
    b[d] = 1
    out = broadcast(a, b)
    out[d] = indices[d]
    return out


@check_shape_function([Invocation(TS(5, 3), L(2, 4)), Invocation(TS(5, 3), L())])
def aten〇take〡shape(self: List[int], index: List[int]) -> List[int]:
    return copy_shape(index)


@check_shape_function([Invocation(TS(5, 3), 0, L(2), TS(2, 3)), ErrorInvocation(TS(5, 3), 0, L(2), TS(2, 4))])
def aten〇index_add〡shape(self: List[int], dim: int, index: List[int], source: List[int], alpha: float = 1) -> List[int]:
    d = normalize_dim(dim, len(self))
    assert len(index) <= 1, "index_add: index must be a vector"
    assert len(source) == len(self), "index_add: source must have self's rank"
    for i in range(len(self)):
        if i != d:
            assert source[i] == self[i], "index_add: source must match self off dim"
    return copy_shape(self)


@check_shape_function([Invocation(TS(5, 3), 0, L(2), TS(2, 3)), ErrorInvocation(TS(5, 3), 0, L(2), TS(2, 4))])
def aten〇index_copy〡shape(self: List[int], dim: int, index: List[int], source: List[int]) -> List[int]:
    return aten〇index_add〡shape(self, dim, index, source)


@check_shape_function([Invocation(TS(5, 3), 0, L(2), 1.5), ErrorInvocation(TS(5, 3), 2, L(2), 1.5)])
def aten〇index_fill〇int_Scalar〡shape(self: List[int], dim: int, index: List[int], value: float) -> List[int]:
    normalize_dim(dim, len(self))
    return copy_shape(self)


@check_shape_function([Invocation(TS(5, 3), 0, L(2, 3), 1.5), ErrorInvocation(TS(5, 3), 0, L(3), 1.5)])
def aten〇scatter〇value〡shape(self: List[int], dim: int, index: List[int], value: float) -> List[int]:
    normalize_dim(dim, len(self))
    assert len(index) == len(self), "scatter: index must have self's rank"
    return copy_shape(self)


@check_shape_function([Invocation(TS(5, 3), 0, L(2, 3), TS(2, 3), "sum"), ErrorInvocation(TS(5, 3), 0, L(3), TS(3), "sum")])
def aten〇scatter_reduce〇two〡shape(self: List[int], dim: int, index: List[int], src: List[int], reduce: str, include_self: bool = True) -> List[int]:
    normalize_dim(dim, len(self))
    assert len(index) == len(self) and len(src) == len(self), "scatter_reduce: index, self and src must have the same rank"
    return copy_shape(self)


@check_shape_function([Invocation(TS(5, 3), TS(3), 0, 1), Invocation(TS(5, 3), TS(5), 1, -1), ErrorInvocation(TS(5, 3), TS(4), 0, 1)])
def aten〇select_scatter〡shape(self: List[int], src: List[int], dim: int, index: int) -> List[int]:
    assert sh.select_shape(self, dim, index) == src, "select_scatter: src must have the selected shape"
    return copy_shape(self)


@check_shape_function([Invocation(TS(5, 3), TS(2, 3), 0, 1, 3), Invocation(TS(5, 3), TS(5, 3)), ErrorInvocation(TS(5, 3), TS(1, 3), 0, 1, 3)])
def aten〇slice_scatter〡shape(self: List[int], src: List[int], dim: int = 0, start: Optional[int] = None, end: Optional[int] = None, step: int = 1) -> List[int]:
    assert sh.slice_shape(self, dim, start, end, step) == src, "slice_scatter: src must have the sliced shape"
    return copy_shape(self)


@check_shape_function([Invocation(TS(3, 3), TS(3)), Invocation(TS(3, 4), TS(3), 1), ErrorInvocation(TS(3, 3), TS(2))])
def aten〇diagonal_scatter〡shape(self: List[int], src: List[int], offset: int = 0, dim1: int = 0, dim2: int = 1) -> List[int]:
    assert _diagonal(self, offset, dim1, dim2) == src, "diagonal_scatter: src must have the diagonal's shape"
    return copy_shape(self)


@check_shape_function([Invocation(TS(3, 4)), Invocation(TS(3, 4), 2), Invocation(TS(3, 4, 5), 1, [1, 2]), Invocation(TS(3, 4), -1),
                       ErrorInvocation(TS(3, 4), 1, [0, 0])])
def aten〇rot90〡shape(self: List[int], k: int = 1, dims: List[int] = (0, 1)) -> List[int]:
    assert len(dims) == 2, "rot90: expected two dims"
    rank = len(self)
    d0 = normalize_dim(dims[0], rank)
    d1 = normalize_dim(dims[1], rank)
    assert d0 != d1, "rot90: dims must differ"
    if k % 2 == 0:
        return copy_shape(self)
    return sh.transpose(self, d0, d1)


@check_shape_function([Invocation(TS(2, 3), 4, True), Invocation(TS(3), 2), ErrorInvocation(TS(2, 3), 4, False)])
def aten〇multinomial〡shape(self: List[int], num_samples: int, replacement: bool = False, generator: Any = None) -> List[int]:
    assert len(self) == 1 or len(self) == 2, "multinomial: prob_dist must be 1 or 2 dim"
    if not replacement:
        assert num_samples <= self[len(self) - 1], "multinomial: cannot sample more than the categories without replacement"
    if len(self) == 1:
        return [num_samples]
    return [self[0], num_samples]


# ---- more reductions ----------------------------------------------------------------------------

@check_shape_function(_RED)
def aten〇nansum〡shape(self: List[int], dim: Optional[List[int]] = None, keepdim: bool = False, dtype: Optional[int] = None) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function(_RED)
def aten〇nanmean〡shape(self: List[int], dim: Optional[List[int]] = None, keepdim: bool = False, dtype: Optional[int] = None) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3, 4), 1), Invocation(TS(2, 3, 4), -1, True), ErrorInvocation(TS(2, 3), 2)])
def aten〇prod〇dim_int〡shape(self: List[int], dim: int, keepdim: bool = False, dtype: Optional[int] = None) -> List[int]:
    return reduce_dims(self, [dim], keepdim)


@check_shape_function([Invocation(TS(2, 3, 4), [1]), Invocation(TS(2, 3, 4), None, True), Invocation(TS(2, 3, 4), [0, 2]),
                       ErrorInvocation(TS(2, 3), [2])])
def aten〇all〇dims〡shape(self: List[int], dim: Optional[List[int]] = None, keepdim: bool = False) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3, 4), [1]), Invocation(TS(2, 3, 4), None, True), ErrorInvocation(TS(2, 3), [2])])
def aten〇any〇dims〡shape(self: List[int], dim: Optional[List[int]] = None, keepdim: bool = False) -> List[int]:
    return reduce_dims(self, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇all〡shape(self: List[int]) -> List[int]:
    return []


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇any〡shape(self: List[int]) -> List[int]:
    return []


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS()), ErrorInvocation(TS(0, 3))])
def aten〇max〡shape(self: List[int]) -> List[int]:
    assert sh.numel(self) > 0, "max(): expected a non-empty tensor"
    return []


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS()), ErrorInvocation(TS(0, 3))])
def aten〇min〡shape(self: List[int]) -> List[int]:
    assert sh.numel(self) > 0, "min(): expected a non-empty tensor"
    return []


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇median〡shape(self: List[int]) -> List[int]:
    return []


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS())])
def aten〇nanmedian〡shape(self: List[int]) -> List[int]:
    return []


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(2, 3), False)])
def aten〇std〡shape(self: List[int], unbiased: bool = True) -> List[int]:
    return []


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(2, 3), False)])
def aten〇var〡shape(self: List[int], unbiased: bool = True) -> List[int]:
    return []


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(2, 3), 1), Invocation(TS(2, 3), -1), ErrorInvocation(TS(2, 3), 2)])
def aten〇count_nonzero〡shape(self: List[int], dim: Optional[int] = None) -> List[int]:
    if dim is None:
        return []
    return reduce_dims(self, [dim], False)


@check_shape_function([Invocation(TS(2, 3), [1]), Invocation(TS(2, 3, 4), [0, 2]), ErrorInvocation(TS(2, 3), [2])])
def aten〇count_nonzero〇dim_IntList〡shape(self: List[int], dim: List[int]) -> List[int]:
    return reduce_dims(self, dim, False)


@check_shape_function([Invocation(TS(2, 3, 4), 1), Invocation(TS(2, 3, 4), -1, True), ErrorInvocation(TS(2, 3), 2)])
def aten〇median〇dim〡shape(self: List[int], dim: int, keepdim: bool = False) -> Tuple[List[int], List[int]]:
    out = reduce_dims(self, [dim], keepdim)
    return out, out


@check_shape_function([Invocation(TS(2, 3, 4), 1), Invocation(TS(2, 3, 4), -1, True), ErrorInvocation(TS(2, 3), 2)])
def aten〇nanmedian〇dim〡shape(self: List[int], dim: int, keepdim: bool = False) -> Tuple[List[int], List[int]]:
    out = reduce_dims(self, [dim], keepdim)
    return out, out


def _quantile_shape(self: List[int], q: List[int], dim: Optional[int], keepdim: bool) -> List[int]:
    assert len(q) <= 1, "quantile() q must be a scalar or 1D tensor"
    out: List[int] = []
    for s in q:
        out.append(s)
    if dim is None:
        if keepdim:
            for _ in self:
                out.append(1)
        return out
    for s in reduce_dims(self, [dim], keepdim):
        out.append(s)
    return out


@check_shape_function([Invocation(TS(2, 3), TS(4, low=0, high=1), 1), Invocation(TS(2, 3), TS(low=0, high=1), None, True),
                       Invocation(TS(2, 3), TS(2, low=0, high=1), None), ErrorInvocation(TS(2, 3), TS(2, 2, low=0, high=1))])
def aten〇quantile〡shape(self: List[int], q: List[int], dim: Optional[int] = None, keepdim: bool = False, interpolation: str = "linear") -> List[int]:
    return _quantile_shape(self, q, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3), TS(4, low=0, high=1), 1), Invocation(TS(2, 3), TS(low=0, high=1), None, True)])
def aten〇nanquantile〡shape(self: List[int], q: List[int], dim: Optional[int] = None, keepdim: bool = False, interpolation: str = "linear") -> List[int]:
    return _quantile_shape(self, q, dim, keepdim)


@check_shape_function([Invocation(TS(2, 3), 0.5, 1), Invocation(TS(2, 3), 0.5, None, True), Invocation(TS(2, 3), 0.5, 0, True)])
def aten〇quantile〇scalar〡shape(self: List[int], q: float, dim: Optional[int] = None, keepdim: bool = False, interpolation: str = "linear") -> List[int]:
    return _quantile_shape(self, [], dim, keepdim)


@check_shape_function([Invocation(TS(2, 3), 0.5, 1), Invocation(TS(2, 3), 0.5, None, True)])
def aten〇nanquantile〇scalar〡shape(self: List[int], q: float, dim: Optional[int] = None, keepdim: bool = False, interpolation: str = "linear") -> List[int]:
    return _quantile_shape(self, [], dim, keepdim)


@check_shape_function([Invocation(TS(2, 3, 4)), Invocation(TS(2, 3, 4), 0, True), ErrorInvocation(TS(2, 3), 2)])
def aten〇mode〡shape(self: List[int], dim: int = -1, keepdim: bool = False) -> Tuple[List[int], List[int]]:
    out = reduce_dims(self, [dim], keepdim)
    return out, out


@check_shape_function([Invocation(TS(2, 3), 1), Invocation(TS(), 0), ErrorInvocation(TS(2, 3), 2)])
def aten〇cummax〡shape(self: List[int], dim: int) -> Tuple[List[int], List[int]]:
    normalize_dim(dim, len(self))
    return copy_shape(self), copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), 1), Invocation(TS(), 0), ErrorInvocation(TS(2, 3), 2)])
def aten〇cummin〡shape(self: List[int], dim: int) -> Tuple[List[int], List[int]]:
    normalize_dim(dim, len(self))
    return copy_shape(self), copy_shape(self)


@check_shape_function(_VAR)
def aten〇var_mean〇correction〡shape(self: List[int], dim: Optional[List[int]] = None, correction: Optional[float] = None, keepdim: bool = False) -> Tuple[List[int], List[int]]:
    out = reduce_dims(self, dim, keepdim)
    return out, out


@check_shape_function(_VAR)
def aten〇std_mean〇correction〡shape(self: List[int], dim: Optional[List[int]] = None, correction: Optional[float] = None, keepdim: bool = False) -> Tuple[List[int], List[int]]:
    out = reduce_dims(self, dim, keepdim)
    return out, out


@check_shape_function([Invocation(TS(2, 3)), Invocation(TS(2, 3), dim=1), Invocation(TS(2, 3), dim=0, keepdim=True), ErrorInvocation(TS(2, 3), dim=2)])
def aten〇aminmax〡shape(self: List[int], dim: Optional[int] = None, keepdim: bool = False) -> Tuple[List[int], List[int]]:
    if dim is None:
        out = reduce_dims(self, None, keepdim)
    else:
        out = reduce_dims(self, [dim], keepdim)
    return out, out


# ---- backward ops used by training graphs ---------------------------------------------------------

@check_shape_function([Invocation(TS(2, 3), TS(2, 3), 1, torch.float32), ErrorInvocation(TS(2, 3), TS(3, 2), 1, torch.float32)])
def aten〇_softmax_backward_data〡shape(grad_output: List[int], output: List[int], dim: int, input_dtype: int) -> List[int]:
    assert grad_output == output, "softmax backward: grad_output and output must have the same shape"
    normalize_dim(dim, len(output))
    return copy_shape(output)


@check_shape_function([Invocation(TS(2, 3), TS(2, 3), 1, torch.float32), ErrorInvocation(TS(2, 3), TS(2, 3), 2, torch.float32)])
def aten〇_log_softmax_backward_data〡shape(grad_output: List[int], output: List[int], dim: int, input_dtype: int) -> List[int]:
    normalize_dim(dim, len(output))
    return copy_shape(output)


@check_shape_function([Invocation(TS(2, 3), TS(2, 3)), Invocation(TS(2, 3), TS(2, 3), approximate="tanh")])
def aten〇gelu_backward〡shape(grad_output: List[int], self: List[int], approximate: str = "none") -> List[int]:
    return broadcast(grad_output, self)


@check_shape_function([Invocation(TS(2, 3, 4), L(2, 3, high=5), 5, -1, False)])
def aten〇embedding_dense_backward〡shape(grad_output: List[int], indices: List[int], num_weights: int, padding_idx: int, scale_grad_by_freq: bool) -> List[int]:
    return [num_weights, grad_output[len(grad_output) - 1]]


@check_shape_function([Invocation(TS(), TS(2, 3), TS(2, 3), 1), Invocation(TS(2, 3), TS(2, 3), TS(2, 3), 0)])
def aten〇mse_loss_backward〡shape(grad_output: List[int], self: List[int], target: List[int], reduction: int) -> List[int]:
    return broadcast(self, target)


@check_shape_function([Invocation(TS(2, 3), 1.0, 1.0, 1.0, False, TS(2, 3)), ErrorInvocation(TS(2, 3), 1.0, 1.0, 1.0, False, TS(4, 3))])
def aten〇elu_backward〡shape(grad_output: List[int], alpha: float, scale: float, input_scale: float, is_result: bool, self_or_result: List[int]) -> List[int]:
    return broadcast(grad_output, self_or_result)


# ---- losses and pooling backward ----------------------------------------------------------------

def _nll_loss_shape(self: List[int], target: List[int], weight: Optional[List[int]], reduction: int) -> List[int]:
    assert len(self) == 1 or len(self) == 2, "nll_loss: input must be 1-D or 2-D"
    if len(self) == 2:
        assert len(target) == 1 and target[0] == self[0], "nll_loss: target must be 1-D with the batch size"
    else:
        assert len(target) == 0, "nll_loss: target must be 0-D for a 1-D input"
    if weight is not None:
        assert len(weight) == 1 and weight[0] == self[len(self) - 1], "nll_loss: weight must have one entry per class"
    if reduction == 0 and len(self) == 2:
        return [self[0]]
    return []


_NLL = [Invocation(TS(4, 3), L(4, high=3), None, 1, -100), Invocation(TS(4, 3), L(4, high=3), TS(3), 0, -100),
        Invocation(TS(3), L(high=3), None, 2, -100), ErrorInvocation(TS(4, 3), L(5, high=3), None, 1, -100)]


@check_shape_function([Invocation(TS(4, 3), L(4, 3, high=3), 0), Invocation(TS(4, 3), L(4, 3, high=3)), Invocation(TS(5), L(5, high=5), 0),
                       Invocation(TS(), L(values=[0]), 0), ErrorInvocation(TS(4, 3), L(3, high=3))])
def aten〇multilabel_margin_loss〡shape(self: List[int], target: List[int], reduction: int = 1) -> List[int]:
    assert len(self) <= 2, "multilabel_margin_loss: input must be 0-D, 1-D or 2-D"
    assert target == self, "multilabel_margin_loss: target must have the input's shape"
    if reduction == 0 and len(self) == 2:
        return [self[0]]
    return []


@check_shape_function(_NLL)
def aten〇nll_loss_forward〡shape(self: List[int], target: List[int], weight: Optional[List[int]], reduction: int, ignore_index: int) -> Tuple[List[int], List[int]]:
    return _nll_loss_shape(self, target, weight, reduction), []


@check_shape_function([Invocation(TS(4, 3), L(4, high=3)), Invocation(TS(4, 3), L(4, high=3), TS(3), 0),
                       ErrorInvocation(TS(4, 3), L(5, high=3))])
def aten〇nll_loss〡shape(self: List[int], target: List[int], weight: Optional[List[int]] = None, reduction: int = 1, ignore_index: int = -100) -> List[int]:
    return _nll_loss_shape(self, target, weight, reduction)


@check_shape_function([Invocation(TS(1, 3, 4, 4), TS(1, 3, 8, 8), [2, 2], [2, 2], [0, 0], [1, 1], False, L(1, 3, 4, 4))])
def aten〇max_pool2d_with_indices_backward〡shape(grad_output: List[int], self: List[int], kernel_size: List[int], stride: List[int], padding: List[int], dilation: List[int], ceil_mode: bool, indices: List[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(1, 3, 4, 4), TS(1, 3, 8, 8), [2, 2], [2, 2], [0, 0], False, True, None)])
def aten〇avg_pool2d_backward〡shape(grad_output: List[int], self: List[int], kernel_size: List[int], stride: List[int], padding: List[int], ceil_mode: bool, count_include_pad: bool, divisor_override: Optional[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(L(2, 3, high=4), 4), Invocation(L(high=4), 5), ErrorInvocation(L(2, high=4), -2)])
def aten〇one_hot〡shape(self: List[int], num_classes: int = -1) -> List[int]:
    # With num_classes = -1 the size is the largest value + 1, known only at run time.
    assert num_classes >= 0, "one_hot: num_classes must be given (>= 0) to know the shape"
    out = copy_shape(self)
    out.append(num_classes)
    return out


# ---- ops only decompositions handle: selection, windows, int8 matmul, time-major conv ----------

@check_shape_function([Invocation(TS(5), "sum", lengths=L(3, values=[2, 0, 3])),
                       Invocation(TS(2, 5, 3), "max", lengths=L(2, 2, values=[1, 4, 5, 0]), axis=1),
                       Invocation(TS(5, 3), "mean", offsets=L(4, values=[0, 2, 2, 5])),
                       ErrorInvocation(TS(5), "sum", lengths=L(1, 1, values=[5]))])
def aten〇segment_reduce〡shape(data: List[int], reduce: str, lengths: Optional[List[int]] = None, indices: Optional[List[int]] = None, offsets: Optional[List[int]] = None, axis: int = 0, unsafe: bool = False, initial: Optional[float] = None) -> List[int]:
    rank = len(data)
    d = normalize_dim(axis, rank)
    seg: List[int] = []
    if lengths is not None:
        seg = copy_shape(lengths)
    else:
        assert offsets is not None, "segment_reduce: lengths or offsets must be given"
        seg = copy_shape(offsets)
        seg[len(seg) - 1] = seg[len(seg) - 1] - 1
    assert len(seg) == d + 1, "segment_reduce: lengths / offsets must have the data's dims before axis and the segments"
    for i in range(d):
        assert seg[i] == data[i], "segment_reduce: the dims before axis must match the data's"
    out = copy_shape(data)
    out[d] = seg[d]
    return out


@check_shape_function([Invocation(TS(3, 5), 2), Invocation(TS(3, 5), 3, 0, True), Invocation(TS(), 1),
                       ErrorInvocation(TS(3, 5), 6), ErrorInvocation(TS(3, 5), 1, 2)])
def aten〇kthvalue〡shape(self: List[int], k: int, dim: int = -1, keepdim: bool = False) -> Tuple[List[int], List[int]]:
    rank = len(self)
    d = normalize_dim(dim, rank)
    size = self[d] if rank > 0 else 1
    assert k >= 1 and k <= size, "kthvalue: k out of range"
    out: List[int] = []
    if rank > 0:
        out = reduce_dims(self, [d], keepdim)
    return out, copy_shape(out)


@check_shape_function([Invocation(TS(2, 9, 3), 1, 3, 2), Invocation(TS(8), 0, 8, 1), Invocation(TS(), 0, 1, 1),
                       ErrorInvocation(TS(2, 3), 1, 4, 1), ErrorInvocation(TS(2, 3), 1, 2, 0)])
def aten〇unfold〡shape(self: List[int], dimension: int, size: int, step: int) -> List[int]:
    rank = len(self)
    assert step > 0, "unfold: step must be positive"
    if rank == 0:
        assert size <= 1, "unfold: size larger than a 0-d tensor"
        return [size]
    d = normalize_dim(dimension, rank)
    assert size >= 0 and size <= self[d], "unfold: size larger than the dim"
    out: List[int] = []
    for i in range(rank):
        out.append((self[d] - size) // step + 1 if i == d else self[i])
    out.append(size)
    return out


@check_shape_function([Invocation(TS(3, 5), TS(4)), Invocation(TS(), TS(2), out_int32=True, right=True)])
def aten〇bucketize〇Tensor〡shape(self: List[int], boundaries: List[int], out_int32: bool = False, right: bool = False) -> List[int]:
    assert len(boundaries) == 1, "bucketize: boundaries must be 1-D"
    return copy_shape(self)


@check_shape_function([Invocation(TS(4), TS(3, 5)), Invocation(TS(2, 4), TS(2, 3)), Invocation(TS(4), TS(), right=True),
                       ErrorInvocation(TS(2, 4), TS(3, 3))])
def aten〇searchsorted〇Tensor〡shape(sorted_sequence: List[int], self: List[int], out_int32: bool = False, right: bool = False, side: Optional[str] = None, sorter: Optional[List[int]] = None) -> List[int]:
    if len(sorted_sequence) > 1:
        assert len(sorted_sequence) == len(self), "searchsorted: boundaries and input must have the same rank"
        for i in range(len(self) - 1):
            assert sorted_sequence[i] == self[i], "searchsorted: leading dims of boundaries and input must match"
    return copy_shape(self)


@check_shape_function([Invocation(TS(4), 2.0), Invocation(TS(4), 1, right=True)])
def aten〇searchsorted〇Scalar〡shape(sorted_sequence: List[int], self: float, out_int32: bool = False, right: bool = False, side: Optional[str] = None, sorter: Optional[List[int]] = None) -> List[int]:
    assert len(sorted_sequence) == 1, "searchsorted: a scalar input needs 1-D boundaries"
    return []


@check_shape_function([Invocation(TS(5, 3), 0, L(4, low=0, high=5), TS(4, 3), "prod"), Invocation(TS(), 0, L(1, low=0, high=1), TS(), "amax"),
                       ErrorInvocation(TS(5, 3), 0, L(4, low=0, high=5), TS(4, 2), "mean")])
def aten〇index_reduce〡shape(self: List[int], dim: int, index: List[int], source: List[int], reduce: str, include_self: bool = True) -> List[int]:
    assert len(index) <= 1, "index_reduce: index must be 0-D or 1-D"
    assert len(source) == len(self), "index_reduce: source and self must have the same rank"
    if len(self) > 0:
        d = normalize_dim(dim, len(self))
        for i in range(len(self)):
            if i != d:
                assert source[i] == self[i], "index_reduce: source and self differ outside dim"
    return copy_shape(self)


@check_shape_function([Invocation(TS(32, 16, dtype=torch.int8), TS(16, 8, dtype=torch.int8)),
                       ErrorInvocation(TS(32, 16, dtype=torch.int8), TS(8, 8, dtype=torch.int8))])
def aten〇_int_mm〡shape(self: List[int], mat2: List[int]) -> List[int]:
    return sh.mm(self, mat2)


_F8 = torch.float8_e4m3fn


@check_shape_function([Invocation(TS(16, 32, dtype=_F8), TS(32, 8, dtype=_F8), TS(), TS(), None, None, torch.float32),
                       Invocation(TS(16, 32, dtype=_F8), TS(32, 8, dtype=_F8), TS(16, 1), TS(1, 8), TS(8),
                                  None, torch.bfloat16),
                       ErrorInvocation(TS(16, 32, dtype=_F8), TS(16, 8, dtype=_F8), TS(), TS()),
                       ErrorInvocation(TS(16, 32, dtype=_F8), TS(32, 8, dtype=_F8), TS(16), TS(), None, None,
                                       torch.float32)])
def aten〇_scaled_mm〡shape(self: List[int], mat2: List[int], scale_a: List[int], scale_b: List[int], bias: Optional[List[int]] = None, scale_result: Optional[List[int]] = None, out_dtype: Optional[int] = None, use_fast_accum: bool = False) -> List[int]:
    assert len(self) == 2 and len(mat2) == 2, "_scaled_mm: both operands must be matrices"
    assert self[1] == mat2[0], "_scaled_mm: the operands' inner sizes must match"
    tensorwise = sh.numel(scale_a) == 1 and sh.numel(scale_b) == 1
    rowwise = scale_a == [self[0], 1] and scale_b == [1, mat2[1]]
    assert tensorwise or rowwise, "_scaled_mm: scales must be singletons, or [M, 1] and [1, N]"
    return [self[0], mat2[1]]


@check_shape_function([Invocation(TS(7, 2, 3), TS(3, 3, 4), TS(4), 1), Invocation(TS(6, 1, 2), TS(2, 2, 5), TS(5)),
                       ErrorInvocation(TS(7, 2, 3), TS(3, 2, 4), TS(4))])
def aten〇conv_tbc〡shape(self: List[int], weight: List[int], bias: List[int], pad: int = 0) -> List[int]:
    assert len(self) == 3 and len(weight) == 3, "conv_tbc: input and weight must be 3-D"
    assert self[2] == weight[1], "conv_tbc: input channels must match the weight"
    return [self[0] + 2 * pad - weight[0] + 1, self[1], weight[2]]


# ---- FFT ------------------------------------------------------------------------------------------

def _fft1(n: Optional[int], dim: int, shape: List[int], kind: int) -> List[int]:
    s: Optional[List[int]] = None
    if n is not None:
        s = [n]
    return sh.fft_shape(shape, s, [dim], kind)


@check_shape_function([Invocation(TS(3, 5, dtype=torch.complex64)), Invocation(TS(3, 5), 7, 0),
                       Invocation(TS(4, dtype=torch.complex64), 2), ErrorInvocation(TS(3, 5), 0), ErrorInvocation(TS(0))])
def aten〇fft_fft〡shape(self: List[int], n: Optional[int] = None, dim: int = -1, norm: Optional[str] = None) -> List[int]:
    return _fft1(n, dim, self, 0)


@check_shape_function([Invocation(TS(3, 5, dtype=torch.complex64)), Invocation(TS(3, 5, dtype=torch.complex64), 2, 0)])
def aten〇fft_ifft〡shape(self: List[int], n: Optional[int] = None, dim: int = -1, norm: Optional[str] = None) -> List[int]:
    return _fft1(n, dim, self, 0)


@check_shape_function([Invocation(TS(3, 6)), Invocation(TS(3, 5), 9, 0), ErrorInvocation(TS(3, 5), 0)])
def aten〇fft_rfft〡shape(self: List[int], n: Optional[int] = None, dim: int = -1, norm: Optional[str] = None) -> List[int]:
    return _fft1(n, dim, self, 1)


@check_shape_function([Invocation(TS(3, 6)), Invocation(TS(3, 5), 4, 0)])
def aten〇fft_ihfft〡shape(self: List[int], n: Optional[int] = None, dim: int = -1, norm: Optional[str] = None) -> List[int]:
    return _fft1(n, dim, self, 1)


@check_shape_function([Invocation(TS(3, 5, dtype=torch.complex64)), Invocation(TS(3, 5, dtype=torch.complex64), 7, 0),
                       ErrorInvocation(TS(3, 1, dtype=torch.complex64))])
def aten〇fft_irfft〡shape(self: List[int], n: Optional[int] = None, dim: int = -1, norm: Optional[str] = None) -> List[int]:
    return _fft1(n, dim, self, 2)


@check_shape_function([Invocation(TS(3, 5, dtype=torch.complex64)), Invocation(TS(3, 5, dtype=torch.complex64), 3, 0)])
def aten〇fft_hfft〡shape(self: List[int], n: Optional[int] = None, dim: int = -1, norm: Optional[str] = None) -> List[int]:
    return _fft1(n, dim, self, 2)


@check_shape_function([Invocation(TS(2, 3, 4, dtype=torch.complex64)), Invocation(TS(3, 5), [4, 2]),
                       ErrorInvocation(TS(3, 5), [4, 2, 1], [0, 1])])
def aten〇fft_fft2〡shape(self: List[int], s: Optional[List[int]] = None, dim: List[int] = (-2, -1), norm: Optional[str] = None) -> List[int]:
    return sh.fft_shape(self, s, dim, 0)


@check_shape_function([Invocation(TS(2, 3, 4, dtype=torch.complex64)), Invocation(TS(3, 5, dtype=torch.complex64), [4, 2])])
def aten〇fft_ifft2〡shape(self: List[int], s: Optional[List[int]] = None, dim: List[int] = (-2, -1), norm: Optional[str] = None) -> List[int]:
    return sh.fft_shape(self, s, dim, 0)


@check_shape_function([Invocation(TS(2, 3, 6)), Invocation(TS(3, 5), [4, 3])])
def aten〇fft_rfft2〡shape(self: List[int], s: Optional[List[int]] = None, dim: List[int] = (-2, -1), norm: Optional[str] = None) -> List[int]:
    return sh.fft_shape(self, s, dim, 1)


@check_shape_function([Invocation(TS(2, 3, 6)), Invocation(TS(3, 5), [4, 3])])
def aten〇fft_ihfft2〡shape(self: List[int], s: Optional[List[int]] = None, dim: List[int] = (-2, -1), norm: Optional[str] = None) -> List[int]:
    return sh.fft_shape(self, s, dim, 1)


@check_shape_function([Invocation(TS(2, 3, 5, dtype=torch.complex64)), Invocation(TS(3, 5, dtype=torch.complex64), [4, 7])])
def aten〇fft_irfft2〡shape(self: List[int], s: Optional[List[int]] = None, dim: List[int] = (-2, -1), norm: Optional[str] = None) -> List[int]:
    return sh.fft_shape(self, s, dim, 2)


@check_shape_function([Invocation(TS(2, 3, 5, dtype=torch.complex64)), Invocation(TS(3, 5, dtype=torch.complex64), [4, 7])])
def aten〇fft_hfft2〡shape(self: List[int], s: Optional[List[int]] = None, dim: List[int] = (-2, -1), norm: Optional[str] = None) -> List[int]:
    return sh.fft_shape(self, s, dim, 2)


@check_shape_function([Invocation(TS(2, 3, 4, dtype=torch.complex64)), Invocation(TS(3, 5), [4]), Invocation(TS(3, 5), None, [0]),
                       Invocation(TS(2, 3, 5), [2, -1], [2, 0]), ErrorInvocation(TS(3, 5), None, [1, 1])])
def aten〇fft_fftn〡shape(self: List[int], s: Optional[List[int]] = None, dim: Optional[List[int]] = None, norm: Optional[str] = None) -> List[int]:
    return sh.fft_shape(self, s, dim, 0)


@check_shape_function([Invocation(TS(2, 3, 4, dtype=torch.complex64)), Invocation(TS(3, 5, dtype=torch.complex64), [4])])
def aten〇fft_ifftn〡shape(self: List[int], s: Optional[List[int]] = None, dim: Optional[List[int]] = None, norm: Optional[str] = None) -> List[int]:
    return sh.fft_shape(self, s, dim, 0)


@check_shape_function([Invocation(TS(2, 3, 6)), Invocation(TS(3, 5), [4]), Invocation(TS(2, 3, 5), None, [2, 0])])
def aten〇fft_rfftn〡shape(self: List[int], s: Optional[List[int]] = None, dim: Optional[List[int]] = None, norm: Optional[str] = None) -> List[int]:
    return sh.fft_shape(self, s, dim, 1)


@check_shape_function([Invocation(TS(2, 3, 6)), Invocation(TS(3, 5), [4])])
def aten〇fft_ihfftn〡shape(self: List[int], s: Optional[List[int]] = None, dim: Optional[List[int]] = None, norm: Optional[str] = None) -> List[int]:
    return sh.fft_shape(self, s, dim, 1)


@check_shape_function([Invocation(TS(2, 3, 5, dtype=torch.complex64)), Invocation(TS(3, 5, dtype=torch.complex64), [4, 7])])
def aten〇fft_irfftn〡shape(self: List[int], s: Optional[List[int]] = None, dim: Optional[List[int]] = None, norm: Optional[str] = None) -> List[int]:
    return sh.fft_shape(self, s, dim, 2)


@check_shape_function([Invocation(TS(2, 3, 5, dtype=torch.complex64)), Invocation(TS(3, 5, dtype=torch.complex64), [4, 7])])
def aten〇fft_hfftn〡shape(self: List[int], s: Optional[List[int]] = None, dim: Optional[List[int]] = None, norm: Optional[str] = None) -> List[int]:
    return sh.fft_shape(self, s, dim, 2)


@check_shape_function([Invocation(TS(3, 5)), Invocation(TS(3, 5), [0])])
def aten〇fft_fftshift〡shape(self: List[int], dim: Optional[List[int]] = None) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(3, 5)), Invocation(TS(3, 5), [0])])
def aten〇fft_ifftshift〡shape(self: List[int], dim: Optional[List[int]] = None) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(3, 5, dtype=torch.complex64), [0, 1], 0, True)])
def aten〇_fft_c2c〡shape(self: List[int], dim: List[int], normalization: int, forward: bool) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(3, 6), [1], 0, True), Invocation(TS(3, 6), [0, 1], 0, False)])
def aten〇_fft_r2c〡shape(self: List[int], dim: List[int], normalization: int, onesided: bool) -> List[int]:
    out = copy_shape(self)
    if onesided:
        d = normalize_dim(dim[len(dim) - 1], len(self))
        out[d] = self[d] // 2 + 1
    return out


@check_shape_function([Invocation(TS(3, 4, dtype=torch.complex64), [0, 1], 0, 7)])
def aten〇_fft_c2r〡shape(self: List[int], dim: List[int], normalization: int, last_dim_size: int) -> List[int]:
    out = copy_shape(self)
    out[normalize_dim(dim[len(dim) - 1], len(self))] = last_dim_size
    return out


@check_shape_function([Invocation(TS(10, 2, dtype=torch.complex64), 10), Invocation(TS(3, 10, 6, dtype=torch.complex64), 10, center=False),
                       Invocation(TS(1, 9, 10, dtype=torch.complex64), 16, 4), Invocation(TS(2, 5, 6, dtype=torch.complex64), 8, length=30),
                       ErrorInvocation(TS(10, dtype=torch.complex64), 10)])
def aten〇istft〡shape(self: List[int], n_fft: int, hop_length: Optional[int] = None, win_length: Optional[int] = None, window: Optional[List[int]] = None, center: bool = True, normalized: bool = False, onesided: Optional[bool] = None, length: Optional[int] = None, return_complex: bool = False) -> List[int]:
    assert len(self) == 2 or len(self) == 3, "istft: expected a tensor with 2 or 3 dims"
    hop = n_fft // 4
    if hop_length is not None:
        hop = hop_length
    expected = n_fft + hop * (self[len(self) - 1] - 1)
    n = expected
    if length is not None:
        n = length
    elif center:
        n = expected - 2 * (n_fft // 2)
    out: List[int] = []
    for i in range(len(self) - 2):
        out.append(self[i])
    out.append(n)
    return out


# ---- linear algebra (torch.linalg) ----------------------------------------------------------------

def _square_matrices(a: List[int], name: str) -> List[int]:
    assert len(a) >= 2, name + ": the input must have at least 2 dimensions"
    assert a[-1] == a[-2], name + ": the input must be batches of square matrices"
    return a[:-2]


@check_shape_function([Invocation(TS(3, 3)), Invocation(TS(2, 4, 4)), ErrorInvocation(TS(3, 4)), ErrorInvocation(TS(3))])
def aten〇linalg_det〡shape(A: List[int]) -> List[int]:
    return _square_matrices(A, "linalg.det")


@check_shape_function([Invocation(TS(2, 4, 4)), ErrorInvocation(TS(2, 3))])
def aten〇linalg_slogdet〡shape(A: List[int]) -> Tuple[List[int], List[int]]:
    batch = _square_matrices(A, "linalg.slogdet")
    return batch, copy_shape(batch)


@check_shape_function([Invocation(TS(2, 4, 4)), ErrorInvocation(TS(2, 3))])
def aten〇logdet〡shape(self: List[int]) -> List[int]:
    return _square_matrices(self, "logdet")


@check_shape_function([Invocation(TS(2, 4, 4)), ErrorInvocation(TS(2, 3))])
def aten〇linalg_inv〡shape(A: List[int]) -> List[int]:
    _square_matrices(A, "linalg.inv")
    return copy_shape(A)


@check_shape_function([Invocation(TS(2, 4, 4)), ErrorInvocation(TS(2, 3))])
def aten〇inverse〡shape(self: List[int]) -> List[int]:
    _square_matrices(self, "inverse")
    return copy_shape(self)



@check_shape_function([Invocation(TS(2, 4, 4)), ErrorInvocation(TS(2, 3))])
def aten〇linalg_matrix_exp〡shape(self: List[int]) -> List[int]:
    _square_matrices(self, "linalg.matrix_exp")
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 4, 4)), ErrorInvocation(TS(2, 3))])
def aten〇matrix_exp〡shape(self: List[int]) -> List[int]:
    _square_matrices(self, "matrix_exp")
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3, 3), 3), Invocation(TS(3, 3), 0), ErrorInvocation(TS(2, 3), 2)])
def aten〇linalg_matrix_power〡shape(self: List[int], n: int) -> List[int]:
    _square_matrices(self, "linalg.matrix_power")
    return copy_shape(self)


@check_shape_function([Invocation(TS(4, 3), TS(1, 3)), Invocation(TS(3, 2), TS(3, 2), dim=0),
                       ErrorInvocation(TS(4, 2), TS(4, 2)), ErrorInvocation(TS(4, 3), TS(3))])
def aten〇linalg_cross〡shape(self: List[int], other: List[int], dim: int = -1) -> List[int]:
    assert len(self) == len(other), "linalg.cross: inputs must have the same number of dimensions"
    out = broadcast(self, other)
    d = normalize_dim(dim, len(out))
    assert self[d] == 3 and other[d] == 3, "linalg.cross: inputs dimension dim must have length 3"
    return out


@check_shape_function([Invocation(TS(4, 5), TS(5)), Invocation(TS(3, 2), TS(3, 2), dim=0), ErrorInvocation(TS(4, 5), TS(4))])
def aten〇linalg_vecdot〡shape(x: List[int], y: List[int], dim: int = -1) -> List[int]:
    out = broadcast(x, y)
    return reduce_dims(out, [dim], False)


@check_shape_function([Invocation(TS(2, 5, 3)), Invocation(TS(3, 5), "complete"), Invocation(TS(4, 4), "r"),
                       ErrorInvocation(TS(4)), ErrorInvocation(TS(4, 4), "full")])
def aten〇linalg_qr〡shape(A: List[int], mode: str = "reduced") -> Tuple[List[int], List[int]]:
    assert len(A) >= 2, "linalg.qr: the input must have at least 2 dimensions"
    assert mode == "reduced" or mode == "complete" or mode == "r", "qr received unrecognized mode"
    m, n = A[-2], A[-1]
    k = min(m, n)
    batch = A[:-2]
    if mode == "r":
        return batch + [0], batch + [k, n]
    if mode == "complete":
        return batch + [m, m], batch + [m, n]
    return batch + [m, k], batch + [k, n]


@check_shape_function([Invocation(TS(2, 5, 3)), Invocation(TS(3, 5)), ErrorInvocation(TS(4))])
def aten〇linalg_lu_factor〡shape(A: List[int], pivot: bool = True) -> Tuple[List[int], List[int]]:
    assert len(A) >= 2, "linalg.lu_factor: the input must have at least 2 dimensions"
    return copy_shape(A), A[:-2] + [min(A[-2], A[-1])]


@check_shape_function([Invocation(TS(2, 4, 4)), Invocation(TS(3, 3), "U"), ErrorInvocation(TS(2, 3))])
def aten〇linalg_eigh〡shape(self: List[int], UPLO: str = "L") -> Tuple[List[int], List[int]]:
    batch = _square_matrices(self, "linalg.eigh")
    return batch + [self[-1]], copy_shape(self)


@check_shape_function([Invocation(TS(2, 4, 4)), ErrorInvocation(TS(2, 3))])
def aten〇linalg_eigvalsh〡shape(self: List[int], UPLO: str = "L") -> List[int]:
    batch = _square_matrices(self, "linalg.eigvalsh")
    return batch + [self[-1]]


@check_shape_function([Invocation(TS(2, 5, 3)), Invocation(TS(3, 5), False), ErrorInvocation(TS(4))])
def aten〇linalg_svd〡shape(A: List[int], full_matrices: bool = True, driver: Optional[str] = None) -> Tuple[List[int], List[int], List[int]]:
    assert len(A) >= 2, "linalg.svd: The input tensor A must have at least 2 dimensions."
    m, n = A[-2], A[-1]
    k = min(m, n)
    batch = A[:-2]
    if full_matrices:
        return batch + [m, m], batch + [k], batch + [n, n]
    return batch + [m, k], batch + [k], batch + [k, n]


@check_shape_function([Invocation(TS(2, 5, 3)), Invocation(TS(3, 5), False), Invocation(TS(4, 3), True, False),
                       ErrorInvocation(TS(4))])
def aten〇svd〡shape(self: List[int], some: bool = True, compute_uv: bool = True) -> Tuple[List[int], List[int], List[int]]:
    assert len(self) >= 2, "linalg.svd: The input tensor A must have at least 2 dimensions."
    m, n = self[-2], self[-1]
    k = min(m, n)
    batch = self[:-2]
    if some and compute_uv:
        return batch + [m, k], batch + [k], batch + [n, k]
    return batch + [m, m], batch + [k], batch + [n, n]


@check_shape_function([Invocation(TS(5, 3), TS(3), TS(5, 2)), Invocation(TS(5, 3), TS(3), TS(2, 5), False),
                       ErrorInvocation(TS(5), TS(3), TS(5, 2))])
def aten〇ormqr〡shape(self: List[int], input2: List[int], input3: List[int], left: bool = True, transpose: bool = False) -> List[int]:
    assert len(self) >= 2 and len(input3) >= 2, "torch.ormqr: input and other must have at least 2 dimensions."
    return copy_shape(input3)


@check_shape_function([Invocation(TS(2, 4, 4)), ErrorInvocation(TS(2, 3))])
def aten〇linalg_ldl_factor_ex〡shape(self: List[int], hermitian: bool = False, check_errors: bool = False) -> Tuple[List[int], List[int], List[int]]:
    batch = _square_matrices(self, "torch.linalg.ldl_factor_ex")
    return copy_shape(self), batch + [self[-1]], batch


@check_shape_function([Invocation(TS(2, 4, 4)), ErrorInvocation(TS(2, 3))])
def aten〇linalg_ldl_factor〡shape(self: List[int], hermitian: bool = False) -> Tuple[List[int], List[int]]:
    batch = _square_matrices(self, "torch.linalg.ldl_factor")
    return copy_shape(self), batch + [self[-1]]


@check_shape_function([Invocation(TS(4, 4), TS(4, dtype=torch.int32), TS(2, 4, 3)),
                       ErrorInvocation(TS(4, 3), TS(4, dtype=torch.int32), TS(4, 3))])
def aten〇linalg_ldl_solve〡shape(LD: List[int], pivots: List[int], B: List[int], hermitian: bool = False) -> List[int]:
    _square_matrices(LD, "torch.linalg.ldl_solve")
    assert len(B) >= 2, "torch.linalg.ldl_solve: Expected B to have at least 2 dimensions"
    return broadcast(LD[:-2], B[:-2]) + B[-2:]


# --- ops TorchScript keeps (torch.export decomposes them before the FX importer sees them) ---------

@check_shape_function([Invocation(TS(2, 3), TS(3), rounding_mode="trunc"), Invocation(TS(2, 1), TS(4), rounding_mode=None),
                       ErrorInvocation(TS(2, 3), TS(4), rounding_mode="floor")])
def aten〇div〇Tensor_mode〡shape(self: List[int], other: List[int], rounding_mode: Optional[str]) -> List[int]:
    return broadcast(self, other)


@check_shape_function([Invocation(TS(2, 3), 2.0, rounding_mode="trunc")])
def aten〇div〇Scalar_mode〡shape(self: List[int], other: float, rounding_mode: Optional[str]) -> List[int]:
    return self


@check_shape_function([Invocation(TS(2, 3), [1, 2]), Invocation(TS(1, 2, 3), [1, 1, 1, 0], "reflect"),
                       ErrorInvocation(TS(2, 3), [1])])
def aten〇pad〡shape(self: List[int], pad: List[int], mode: str = "constant", value: Optional[float] = None) -> List[int]:
    assert len(pad) % 2 == 0, "pad: the padding must have an even length"
    return sh.pad(self, pad)
# ---- quantization -------------------------------------------------------------------------------
# (PT2E's quantized_decomposed ops, the eager quantized-tensor ops, fake quantization)

_QT = TS(2, 3, dtype=torch.qint8)
_PER_CHANNEL = (TS(3), LongTensorOfShape(3, low=0, high=1))


@check_shape_function([Invocation(TS(2, 3), 0.1, 2, -128, 127, torch.int8)])
def quantized_decomposed〇quantize_per_tensor〡shape(input: List[int], scale: float, zero_point: int, quant_min: int, quant_max: int, dtype: int) -> List[int]:
    return copy_shape(input)


@check_shape_function([Invocation(TS(2, 3), TS(), LongTensorOfShape(), 0, 255, torch.uint8)])
def quantized_decomposed〇quantize_per_tensor〇tensor〡shape(input: List[int], scale: List[int], zero_point: List[int], quant_min: int, quant_max: int, dtype: int) -> List[int]:
    return copy_shape(input)


@check_shape_function([Invocation(TS(2, 3, dtype=torch.int8), 0.1, 2, -128, 127, torch.int8)])
def quantized_decomposed〇dequantize_per_tensor〡shape(input: List[int], scale: float, zero_point: int, quant_min: int, quant_max: int, dtype: int, out_dtype: Optional[int] = None) -> List[int]:
    return copy_shape(input)


@check_shape_function([Invocation(TS(2, 3, dtype=torch.uint8), TS(), LongTensorOfShape(), 0, 255, torch.uint8)])
def quantized_decomposed〇dequantize_per_tensor〇tensor〡shape(input: List[int], scale: List[int], zero_point: List[int], quant_min: int, quant_max: int, dtype: int, out_dtype: Optional[int] = None) -> List[int]:
    return copy_shape(input)


@check_shape_function([Invocation(TS(3, 4), *_PER_CHANNEL, 0, -128, 127, torch.int8)])
def quantized_decomposed〇quantize_per_channel〡shape(input: List[int], scales: List[int], zero_points: List[int], axis: int, quant_min: int, quant_max: int, dtype: int) -> List[int]:
    return copy_shape(input)


@check_shape_function([Invocation(TS(3, 4, dtype=torch.int8), *_PER_CHANNEL, 0, -128, 127, torch.int8)])
def quantized_decomposed〇dequantize_per_channel〡shape(input: List[int], scales: List[int], zero_points: Optional[List[int]], axis: int, quant_min: int, quant_max: int, dtype: int, out_dtype: Optional[int] = None) -> List[int]:
    return copy_shape(input)


@check_shape_function([Invocation(TS(2, 3), 0.1, 2, torch.qint8)])
def aten〇quantize_per_tensor〡shape(self: List[int], scale: float, zero_point: int, dtype: int) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), TS(), LongTensorOfShape(), torch.quint8)])
def aten〇quantize_per_tensor〇tensor_qparams〡shape(self: List[int], scale: List[int], zero_point: List[int], dtype: int) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(3, 4), *_PER_CHANNEL, 0, torch.qint8)])
def aten〇quantize_per_channel〡shape(self: List[int], scales: List[int], zero_points: List[int], axis: int, dtype: int) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(_QT)])
def aten〇dequantize〇self〡shape(self: List[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(_QT)])
def aten〇int_repr〡shape(self: List[int]) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3, dtype=torch.int8), 0.1, 2)])
def aten〇_make_per_tensor_quantized_tensor〡shape(self: List[int], scale: float, zero_point: int) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(3, 4, dtype=torch.int8), TS(3, dtype=torch.float64), LongTensorOfShape(3, low=0, high=1), 0)])
def aten〇_make_per_channel_quantized_tensor〡shape(self: List[int], scale: List[int], zero_point: List[int], axis: int) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), 0.1, 2, -128, 127)])
def aten〇fake_quantize_per_tensor_affine〡shape(self: List[int], scale: float, zero_point: int, quant_min: int, quant_max: int) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), TS(1), TS(1, dtype=torch.int32), 0, 255)])
def aten〇fake_quantize_per_tensor_affine〇tensor_qparams〡shape(self: List[int], scale: List[int], zero_point: List[int], quant_min: int, quant_max: int) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), 0.1, 2, -128, 127)])
def aten〇fake_quantize_per_tensor_affine_cachemask〡shape(self: List[int], scale: float, zero_point: int, quant_min: int, quant_max: int) -> Tuple[List[int], List[int]]:
    return copy_shape(self), copy_shape(self)


@check_shape_function([Invocation(TS(3, 4), TS(3), TS(3, dtype=torch.int32, low=0, high=1), 0, -128, 127)])
def aten〇fake_quantize_per_channel_affine〡shape(self: List[int], scale: List[int], zero_point: List[int], axis: int, quant_min: int, quant_max: int) -> List[int]:
    return copy_shape(self)


@check_shape_function([Invocation(TS(3, 4), TS(3), TS(3, dtype=torch.int32, low=0, high=1), 0, -128, 127)])
def aten〇fake_quantize_per_channel_affine_cachemask〡shape(self: List[int], scale: List[int], zero_point: List[int], axis: int, quant_min: int, quant_max: int) -> Tuple[List[int], List[int]]:
    return copy_shape(self), copy_shape(self)


# ---- ops TorchScript keeps (torch.export decomposes them, or types them from fake tensors) ---------

@check_shape_function([Invocation(1, TS(2, 3)), Invocation(0, TS()), ErrorInvocation(-1, TS(2))])
def aten〇polygamma〡shape(n: int, self: List[int]) -> List[int]:
    assert n >= 0, "polygamma: n must be non-negative"
    return copy_shape(self)


@check_shape_function([Invocation(1, TS(2, 3)), Invocation(0, TS()), ErrorInvocation(-1, TS(2))])
def aten〇special_polygamma〡shape(n: int, self: List[int]) -> List[int]:
    return aten〇polygamma〡shape(n, self)


@check_shape_function([Invocation(2.0, TS(2, 3)), Invocation(3, TS())])
def aten〇special_xlog1py〇self_scalar〡shape(self: float, other: List[int]) -> List[int]:
    return copy_shape(other)


@check_shape_function([Invocation(2, 3), Invocation(0, 4), ErrorInvocation(2, -1)])
def aten〇eye〇m〡shape(n: int, m: int, dtype: Optional[int] = None, layout: Optional[int] = None, device: Optional[device] = None, pin_memory: Optional[bool] = None) -> List[int]:
    assert n >= 0 and m >= 0, "eye: n and m must be non-negative"
    return [n, m]


@check_shape_function([Invocation(TS(2, 3, dtype=torch.complex64)), Invocation(TS(dtype=torch.complex64))])
def aten〇view_as_real〡shape(self: List[int]) -> List[int]:
    return copy_shape(self) + [2]


@check_shape_function([Invocation(TS(2, 3, 2)), Invocation(TS(2)), ErrorInvocation(TS(2, 3))])
def aten〇view_as_complex〡shape(self: List[int]) -> List[int]:
    assert len(self) > 0 and self[-1] == 2, "view_as_complex: the last dimension must have size 2"
    return self[:-1]


@check_shape_function([Invocation(TS(2, 3), TS(2, 3)), Invocation(TS(2, 1), TS(3)), ErrorInvocation(TS(2, 3), TS(4))])
def aten〇complex〡shape(real: List[int], imag: List[int]) -> List[int]:
    return broadcast(real, imag)


@check_shape_function([Invocation(TS(2, 3), TS(2, 3)), Invocation(TS(2, 1), TS(3)), ErrorInvocation(TS(2, 3), TS(4))])
def aten〇polar〡shape(abs: List[int], angle: List[int]) -> List[int]:
    return broadcast(abs, angle)


@check_shape_function([Invocation(TS(2, 3, 4), None, None, None, None, True, 0.1, 1e-5, False),
                       Invocation(TS(2, 3, 4, 5), TS(3), TS(3), TS(3), TS(3), True, 0.1, 1e-5, False)])
def aten〇instance_norm〡shape(input: List[int], weight: Optional[List[int]], bias: Optional[List[int]], running_mean: Optional[List[int]], running_var: Optional[List[int]], use_input_stats: bool, momentum: float, eps: float, cudnn_enabled: bool) -> List[int]:
    return copy_shape(input)


def _conv_padding_mode(input: List[int], weight: List[int], bias: Optional[List[int]], stride: List[int], padding: str, dilation: List[int], groups: int) -> List[int]:
    """``conv{1,2,3}d`` with ``padding="valid"`` (none) or ``"same"`` (the output keeps the input's
    spatial sizes; stride 1 only)."""
    n = len(weight) - 2
    if padding == "valid":
        return sh.maybe_unbatched_convolution(input, weight, bias, stride, [0], dilation, [0], groups)
    assert padding == "same", "conv: padding must be 'valid' or 'same'"
    for s in stride:
        assert s == 1, "padding='same' is not supported for strided convolutions"
    dl = sh.expand_param(dilation, n, "dilation")
    out = sh.maybe_unbatched_convolution(input, weight, bias, stride, [dl[i] * (weight[i + 2] - 1) for i in range(n)], dilation, [0], groups)
    for i in range(n):
        out[len(out) - n + i] = input[len(input) - n + i]
    return out


@check_shape_function([Invocation(TS(1, 3, 8), TS(4, 3, 3), None, [1], "same"), Invocation(TS(3, 8), TS(4, 3, 4), None, [1], "same", [2]),
                       Invocation(TS(1, 3, 8), TS(4, 3, 3), TS(4), [2], "valid"), ErrorInvocation(TS(1, 3, 8), TS(4, 3, 3), None, [2], "same")])
def aten〇conv1d〇padding〡shape(input: List[int], weight: List[int], bias: Optional[List[int]] = None, stride: List[int] = (1,), padding: str = "valid", dilation: List[int] = (1,), groups: int = 1) -> List[int]:
    return _conv_padding_mode(input, weight, bias, stride, padding, dilation, groups)


@check_shape_function([Invocation(TS(1, 3, 8, 7), TS(4, 3, 3, 2), None, [1, 1], "same"), Invocation(TS(3, 8, 8), TS(4, 3, 4, 3), None, [1, 1], "same", [2, 1]),
                       Invocation(TS(1, 4, 8, 8), TS(4, 2, 3, 3), None, [2, 1], "valid", [1, 1], 2)])
def aten〇conv2d〇padding〡shape(input: List[int], weight: List[int], bias: Optional[List[int]] = None, stride: List[int] = (1, 1), padding: str = "valid", dilation: List[int] = (1, 1), groups: int = 1) -> List[int]:
    return _conv_padding_mode(input, weight, bias, stride, padding, dilation, groups)


@check_shape_function([Invocation(TS(1, 2, 5, 6, 4), TS(3, 2, 3, 2, 3), None, [1, 1, 1], "same"),
                       Invocation(TS(1, 2, 5, 6, 4), TS(3, 2, 3, 2, 3), None, [1, 1, 1], "valid")])
def aten〇conv3d〇padding〡shape(input: List[int], weight: List[int], bias: Optional[List[int]] = None, stride: List[int] = (1, 1, 1), padding: str = "valid", dilation: List[int] = (1, 1, 1), groups: int = 1) -> List[int]:
    return _conv_padding_mode(input, weight, bias, stride, padding, dilation, groups)


def _upsample_vec(input: List[int], output_size: Optional[List[int]], scale_factors: Optional[List[float]], k: int) -> List[int]:
    """The ``*.vec`` upsampling forms (TorchScript keeps them): the last ``k`` dims become
    ``output_size``, or ``floor(size * factor)``."""
    assert len(input) == k + 2, "upsample: the input must have 2 + k dims"
    out = [input[0], input[1]]
    if output_size is not None:
        assert scale_factors is None, "upsample: give either output_size or scale_factors"
        assert len(output_size) == k, "upsample: one output size per spatial dim"
        for s in output_size:
            out.append(s)
        return out
    assert scale_factors is not None, "upsample: give output_size or scale_factors"
    assert len(scale_factors) == k, "upsample: one scale factor per spatial dim"
    for i in range(k):
        out.append(int(float(input[i + 2]) * scale_factors[i]))
    return out


@check_shape_function([Invocation(TS(1, 3, 5), [7], None), Invocation(TS(1, 3, 5), None, [1.7]), ErrorInvocation(TS(1, 3, 5), None, None)])
def aten〇upsample_nearest1d〇vec〡shape(input: List[int], output_size: Optional[List[int]], scale_factors: Optional[List[float]]) -> List[int]:
    return _upsample_vec(input, output_size, scale_factors, 1)


@check_shape_function([Invocation(TS(1, 3, 4, 5), [7, 3], None), Invocation(TS(1, 3, 4, 5), None, [1.5, 2.0]), ErrorInvocation(TS(1, 3, 4, 5), None, None)])
def aten〇upsample_nearest2d〇vec〡shape(input: List[int], output_size: Optional[List[int]], scale_factors: Optional[List[float]]) -> List[int]:
    return _upsample_vec(input, output_size, scale_factors, 2)


@check_shape_function([Invocation(TS(1, 2, 3, 4, 2), [5, 2, 3], None), Invocation(TS(1, 2, 3, 4, 2), None, [2.0, 1.5, 1.0]), ErrorInvocation(TS(1, 2, 3, 4, 2), None, None)])
def aten〇upsample_nearest3d〇vec〡shape(input: List[int], output_size: Optional[List[int]], scale_factors: Optional[List[float]]) -> List[int]:
    return _upsample_vec(input, output_size, scale_factors, 3)


@check_shape_function([Invocation(TS(1, 3, 5), [7], None), Invocation(TS(1, 3, 5), None, [1.7]), ErrorInvocation(TS(1, 3, 5), None, None)])
def aten〇_upsample_nearest_exact1d〇vec〡shape(input: List[int], output_size: Optional[List[int]], scale_factors: Optional[List[float]]) -> List[int]:
    return _upsample_vec(input, output_size, scale_factors, 1)


@check_shape_function([Invocation(TS(1, 3, 4, 5), [7, 3], None), Invocation(TS(1, 3, 4, 5), None, [1.5, 2.0]), ErrorInvocation(TS(1, 3, 4, 5), None, None)])
def aten〇_upsample_nearest_exact2d〇vec〡shape(input: List[int], output_size: Optional[List[int]], scale_factors: Optional[List[float]]) -> List[int]:
    return _upsample_vec(input, output_size, scale_factors, 2)


@check_shape_function([Invocation(TS(1, 2, 3, 4, 2), [5, 2, 3], None), Invocation(TS(1, 2, 3, 4, 2), None, [2.0, 1.5, 1.0]), ErrorInvocation(TS(1, 2, 3, 4, 2), None, None)])
def aten〇_upsample_nearest_exact3d〇vec〡shape(input: List[int], output_size: Optional[List[int]], scale_factors: Optional[List[float]]) -> List[int]:
    return _upsample_vec(input, output_size, scale_factors, 3)


@check_shape_function([Invocation(TS(1, 3, 5), [7], False, None), Invocation(TS(1, 3, 5), None, False, [1.7]), ErrorInvocation(TS(1, 3, 5), None, False, None)])
def aten〇upsample_linear1d〇vec〡shape(input: List[int], output_size: Optional[List[int]], align_corners: bool, scale_factors: Optional[List[float]]) -> List[int]:
    return _upsample_vec(input, output_size, scale_factors, 1)


@check_shape_function([Invocation(TS(1, 3, 4, 5), [7, 3], False, None), Invocation(TS(1, 3, 4, 5), None, False, [1.5, 2.0]), ErrorInvocation(TS(1, 3, 4, 5), None, False, None)])
def aten〇upsample_bilinear2d〇vec〡shape(input: List[int], output_size: Optional[List[int]], align_corners: bool, scale_factors: Optional[List[float]]) -> List[int]:
    return _upsample_vec(input, output_size, scale_factors, 2)


@check_shape_function([Invocation(TS(1, 3, 4, 5), [7, 3], False, None), Invocation(TS(1, 3, 4, 5), None, False, [1.5, 2.0]), ErrorInvocation(TS(1, 3, 4, 5), None, False, None)])
def aten〇upsample_bicubic2d〇vec〡shape(input: List[int], output_size: Optional[List[int]], align_corners: bool, scale_factors: Optional[List[float]]) -> List[int]:
    return _upsample_vec(input, output_size, scale_factors, 2)


@check_shape_function([Invocation(TS(1, 2, 3, 4, 2), [5, 2, 3], False, None), Invocation(TS(1, 2, 3, 4, 2), None, False, [2.0, 1.5, 1.0]), ErrorInvocation(TS(1, 2, 3, 4, 2), None, False, None)])
def aten〇upsample_trilinear3d〇vec〡shape(input: List[int], output_size: Optional[List[int]], align_corners: bool, scale_factors: Optional[List[float]]) -> List[int]:
    return _upsample_vec(input, output_size, scale_factors, 3)


@check_shape_function([Invocation(TS(4, 3), TS(4, 3)), Invocation(TS(3, 2), TS(3, 2), 0), Invocation(TS(2, 3, 3), TS(1, 3, 3)),
                       ErrorInvocation(TS(4, 2), TS(4, 2))])
def aten〇cross〡shape(self: List[int], other: List[int], dim: Optional[int] = None) -> List[int]:
    if dim is not None:
        return aten〇linalg_cross〡shape(self, other, dim)
    out = broadcast(self, other)
    # without dim: the first dimension of size 3
    for i in range(len(out)):
        if out[i] == 3:
            return aten〇linalg_cross〡shape(self, other, i)
    assert False, "cross: no dimension of size 3 in input"
    return out


@check_shape_function([Invocation(TS(2, 3), TS(2, 3)), Invocation(TS(2, 3), TS(3)), ErrorInvocation(TS(2, 3), TS(4))])
def aten〇copy〡shape(self: List[int], src: List[int], non_blocking: bool = False) -> List[int]:
    sh.expand_to(src, self)
    return copy_shape(self)


@check_shape_function([Invocation(TS(2, 3), [1, 3]), Invocation(TS(2, 3), [3]), Invocation(TS(2, 3), [2, 3])])
def aten〇sum_to_size〡shape(self: List[int], size: List[int]) -> List[int]:
    sh.expand_to(size, self)
    return copy_shape(size)
