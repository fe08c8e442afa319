"""Shape helpers shared by the shape functions (plain Python over ints and lists, TorchScript-able).

Errors are ``assert``s: when a function is reified into the IR they become guards.
"""
from typing import List, Optional


def copy_shape(shape: List[int]) -> List[int]:
    out: List[int] = []
    for s in shape:
        out.append(s)
    return out


def normalize_dim(dim: int, rank: int, wrap_scalar: bool = True) -> int:
    """A dim in ``[-rank, rank)`` made non-negative; rank 0 accepts -1 and 0 when wrap_scalar."""
    if rank <= 0:
        assert wrap_scalar, "dimension specified as 0 but tensor has no dimensions"
        rank = 1
    assert -rank <= dim and dim < rank, "dimension out of range"
    if dim < 0:
        dim += rank
    return dim


def broadcast(a: List[int], b: List[int]) -> List[int]:
    """NumPy-style broadcasting of two shapes."""
    n = max(len(a), len(b))
    out: List[int] = []
    for i in range(n):
        ia = i - (n - len(a))
        ib = i - (n - len(b))
        sa = a[ia] if ia >= 0 else 1
        sb = b[ib] if ib >= 0 else 1
        if sa == 1:
            out.append(sb)
        elif sb == 1 or sa == sb:
            out.append(sa)
        else:
            assert False, "shapes cannot be broadcast together"
    return out


def broadcast_three(a: List[int], b: List[int], c: List[int]) -> List[int]:
    return broadcast(broadcast(a, b), c)


def expand_to(shape: List[int], target: List[int]) -> List[int]:
    """``Tensor.expand``: -1 keeps a size; new leading dims are added."""
    assert len(target) >= len(shape), "expand: the number of sizes must be at least the rank"
    out: List[int] = []
    offset = len(target) - len(shape)
    for i in range(len(target)):
        t = target[i]
        if i < offset:
            assert t >= 0, "expand: -1 is not allowed in a new leading dimension"
            out.append(t)
        else:
            s = shape[i - offset]
            if t == -1:
                out.append(s)
            else:
                assert s == t or s == 1, "expand: the expanded size must match the existing size"
                out.append(t)
    return out


def reduce_dims(shape: List[int], dims: Optional[List[int]], keepdim: bool) -> List[int]:
    """Shape after reducing ``dims`` (None or [] reduces everything)."""
    rank = len(shape)
    reduced: List[bool] = [False for _ in range(rank)]
    if dims is None or len(dims) == 0:
        for i in range(rank):
            reduced[i] = True
    else:
        for d in dims:
            nd = normalize_dim(d, rank)
            if rank > 0:
                assert not reduced[nd], "dim appears multiple times in the list of dims"
                reduced[nd] = True
    out: List[int] = []
    for i in range(rank):
        if reduced[i]:
            if keepdim:
                out.append(1)
        else:
            out.append(shape[i])
    return out


def reduce_one_dim(shape: List[int], dim: int, keepdim: bool) -> List[int]:
    return reduce_dims(shape, [dim], keepdim)


def numel(shape: List[int]) -> int:
    n = 1
    for s in shape:
        n *= s
    return n


def infer_view_size(shape: List[int], sizes: List[int]) -> List[int]:
    """``view``/``reshape`` sizes with at most one -1 inferred."""
    total = numel(shape)
    known = 1
    infer: Optional[int] = None
    for i in range(len(sizes)):
        s = sizes[i]
        if s == -1:
            assert infer is None, "only one dimension can be inferred"
            infer = i
        else:
            assert s >= 0, "invalid shape dimension"
            known *= s
    out = copy_shape(sizes)
    if infer is not None:
        assert known != 0, "cannot reshape a tensor of 0 elements into a shape with -1 and a 0"
        assert total % known == 0, "shape is invalid for input size"
        out[infer] = total // known
    else:
        assert total == known, "shape is invalid for input size"
    return out


def unsqueeze(shape: List[int], dim: int) -> List[int]:
    d = normalize_dim(dim, len(shape) + 1)
    out = copy_shape(shape)
    out.insert(d, 1)
    return out


def squeeze_dims(shape: List[int], dims: List[int]) -> List[int]:
    rank = len(shape)
    drop: List[bool] = [False for _ in range(rank)]
    for d in dims:
        nd = normalize_dim(d, rank)
        if rank > 0 and shape[nd] == 1:
            drop[nd] = True
    out: List[int] = []
    for i in range(rank):
        if not drop[i]:
            out.append(shape[i])
    return out


def squeeze_all(shape: List[int]) -> List[int]:
    out: List[int] = []
    for s in shape:
        if s != 1:
            out.append(s)
    return out


def permute(shape: List[int], dims: List[int]) -> List[int]:
    rank = len(shape)
    assert len(dims) == rank, "permute: number of dims does not match the rank"
    seen: List[bool] = [False for _ in range(rank)]
    out: List[int] = []
    for d in dims:
        nd = normalize_dim(d, rank)
        assert not seen[nd], "permute: repeated dim"
        seen[nd] = True
        out.append(shape[nd])
    return out


def transpose(shape: List[int], dim0: int, dim1: int) -> List[int]:
    rank = len(shape)
    out = copy_shape(shape)
    if rank == 0:
        normalize_dim(dim0, rank)
        normalize_dim(dim1, rank)
        return out
    a = normalize_dim(dim0, rank)
    b = normalize_dim(dim1, rank)
    out[a] = shape[b]
    out[b] = shape[a]
    return out


def flatten(shape: List[int], start_dim: int, end_dim: int) -> List[int]:
    rank = len(shape)
    if rank == 0:
        normalize_dim(start_dim, 0)
        normalize_dim(end_dim, 0)
        return [1]
    s = normalize_dim(start_dim, rank)
    e = normalize_dim(end_dim, rank)
    assert s <= e, "flatten: start_dim cannot come after end_dim"
    out: List[int] = []
    for i in range(s):
        out.append(shape[i])
    n = 1
    for i in range(s, e + 1):
        n *= shape[i]
    out.append(n)
    for i in range(e + 1, rank):
        out.append(shape[i])
    return out


def unflatten(shape: List[int], dim: int, sizes: List[int]) -> List[int]:
    rank = len(shape)
    d = normalize_dim(dim, rank)
    assert len(sizes) > 0, "unflatten: sizes must be non-empty"
    inner = infer_view_size([shape[d]], sizes)
    out: List[int] = []
    for i in range(d):
        out.append(shape[i])
    for s in inner:
        out.append(s)
    for i in range(d + 1, rank):
        out.append(shape[i])
    return out


def slice_shape(shape: List[int], dim: int, start: Optional[int], end: Optional[int],
                step: int) -> List[int]:
    """``Tensor[..., start:end:step, ...]`` on one dim, with Python clamping of start/end."""
    rank = len(shape)
    assert rank > 0, "slice() cannot be applied to a 0-dim tensor"
    d = normalize_dim(dim, rank)
    assert step > 0, "slice step must be positive"
    size = shape[d]
    s = 0 if start is None else start
    e = size if end is None else end
    if s < 0:
        s += size
    if e < 0:
        e += size
    if s < 0:
        s = 0
    elif s > size:
        s = size
    if e < s:
        e = s
    elif e > size:
        e = size
    out = copy_shape(shape)
    out[d] = (e - s + step - 1) // step
    return out


def select_shape(shape: List[int], dim: int, index: int) -> List[int]:
    rank = len(shape)
    assert rank > 0, "select() cannot be applied to a 0-dim tensor"
    d = normalize_dim(dim, rank)
    size = shape[d]
    assert -size <= index and index < size, "select(): index out of range"
    out: List[int] = []
    for i in range(rank):
        if i != d:
            out.append(shape[i])
    return out


def cat(tensors: List[List[int]], dim: int) -> List[int]:
    """``torch.cat``: 1-d empty tensors ([0]) are skipped, others must agree off ``dim``."""
    assert len(tensors) > 0, "cat expects a non-empty list of tensors"
    ref: Optional[List[int]] = None
    for t in tensors:
        if not (len(t) == 1 and t[0] == 0):
            if ref is None:
                ref = t
    if ref is None:
        normalize_dim(dim, 1)
        return [0]
    rank = len(ref)
    assert rank > 0, "zero-dimensional tensor cannot be concatenated"
    d = normalize_dim(dim, rank)
    total = 0
    for t in tensors:
        if not (len(t) == 1 and t[0] == 0):
            assert len(t) == rank, "tensors must have the same number of dimensions"
            for i in range(rank):
                if i != d:
                    assert t[i] == ref[i], "sizes of tensors must match except in the cat dim"
            total += t[d]
    out = copy_shape(ref)
    out[d] = total
    return out


def stack(tensors: List[List[int]], dim: int) -> List[int]:
    assert len(tensors) > 0, "stack expects a non-empty list of tensors"
    first = tensors[0]
    for t in tensors:
        assert len(t) == len(first), "stack expects each tensor to be equal size"
        for i in range(len(t)):
            assert t[i] == first[i], "stack expects each tensor to be equal size"
    d = normalize_dim(dim, len(first) + 1)
    out = copy_shape(first)
    out.insert(d, len(tensors))
    return out


def mm(a: List[int], b: List[int]) -> List[int]:
    assert len(a) == 2, "mm: self must be a matrix"
    assert len(b) == 2, "mm: mat2 must be a matrix"
    assert a[1] == b[0], "mm: shapes cannot be multiplied"
    return [a[0], b[1]]


def bmm(a: List[int], b: List[int]) -> List[int]:
    assert len(a) == 3, "bmm: batch1 must be a 3D tensor"
    assert len(b) == 3, "bmm: batch2 must be a 3D tensor"
    assert a[0] == b[0], "bmm: batch sizes must match"
    assert a[2] == b[1], "bmm: shapes cannot be multiplied"
    return [a[0], a[1], b[2]]


def matmul(a: List[int], b: List[int]) -> List[int]:
    """``torch.matmul`` for operands of any rank >= 1."""
    ra = len(a)
    rb = len(b)
    assert ra >= 1 and rb >= 1, "matmul: both arguments need at least 1 dimension"
    if ra == 1 and rb == 1:
        assert a[0] == b[0], "dot: vectors must have the same size"
        return []
    if ra == 2 and rb == 1:
        assert a[1] == b[0], "mv: size mismatch"
        return [a[0]]
    if ra == 1 and rb == 2:
        assert a[0] == b[0], "matmul: size mismatch"
        return [b[1]]
    if ra == 2 and rb == 2:
        return mm(a, b)
    # Batched: broadcast the batch dims, contract the last of a with b's second to last.
    m: List[int] = []
    if ra >= 2:
        m = [a[ra - 2]]
    n: List[int] = []
    if rb >= 2:
        n = [b[rb - 1]]
    k_a = a[ra - 1]
    k_b = b[rb - 2] if rb >= 2 else b[0]
    assert k_a == k_b, "matmul: shapes cannot be multiplied"
    batch_a: List[int] = []
    for i in range(ra - 2):
        batch_a.append(a[i])
    batch_b: List[int] = []
    for i in range(rb - 2):
        batch_b.append(b[i])
    out = broadcast(batch_a, batch_b)
    for s in m:
        out.append(s)
    for s in n:
        out.append(s)
    return out


def linear(x: List[int], w: List[int], bias: Optional[List[int]]) -> List[int]:
    assert len(w) == 1 or len(w) == 2, "linear: weight must be 1-D or 2-D"
    wt = w
    if len(w) == 2:
        wt = [w[1], w[0]]
    out = matmul(x, wt)
    if bias is not None:
        out2 = broadcast(out, bias)
        assert out2 == out, "linear: bias cannot be broadcast to the output"
    return out


def conv_output_size(size: int, kernel: int, stride: int, padding: int, dilation: int) -> int:
    effective = dilation * (kernel - 1) + 1
    assert size + 2 * padding >= effective, "conv: kernel size can't be greater than input size"
    return (size + 2 * padding - effective) // stride + 1


def expand_param(values: List[int], n: int, name: str) -> List[int]:
    """A per-spatial-dim parameter given once or per dim."""
    if len(values) == 1:
        return [values[0] for _ in range(n)]
    assert len(values) == n, "parameter must have one value or one per spatial dimension"
    return values


def maybe_unbatched_convolution(x: List[int], w: List[int], bias: Optional[List[int]], stride: List[int],
                                padding: List[int], dilation: List[int], output_padding: List[int],
                                groups: int) -> List[int]:
    """``conv1d``/``conv2d``/``conv3d`` accept an input without the batch dim (one rank less than the
    weight): the result then has no batch dim either."""
    if len(x) + 1 == len(w):
        out = convolution([1] + x, w, bias, stride, padding, dilation, False, output_padding, groups)
        return out[1:]
    return convolution(x, w, bias, stride, padding, dilation, False, output_padding, groups)


def convolution(x: List[int], w: List[int], bias: Optional[List[int]], stride: List[int],
                padding: List[int], dilation: List[int], transposed: bool,
                output_padding: List[int], groups: int) -> List[int]:
    rank = len(x)
    assert rank == len(w), "conv: weight and input must have the same rank"
    assert rank >= 3, "conv: input must be at least 3-D (batched)"
    n = rank - 2
    st = expand_param(stride, n, "stride")
    pd = expand_param(padding, n, "padding")
    dl = expand_param(dilation, n, "dilation")
    assert groups > 0, "conv: non-positive groups is not supported"
    for s in st:
        assert s > 0, "conv: non-positive stride is not supported"
    for p in pd:
        assert p >= 0, "conv: negative padding is not supported"
    out: List[int] = [x[0]]
    if transposed:
        op = expand_param(output_padding, n, "output_padding")
        assert x[1] == w[0], "conv_transpose: input channels must match weight's first dim"
        assert w[0] % groups == 0, "conv_transpose: channels must be divisible by groups"
        out.append(w[1] * groups)
        if bias is not None:
            assert len(bias) == 1 and bias[0] == w[1] * groups, "conv: bias has the wrong shape"
        for i in range(n):
            out.append((x[i + 2] - 1) * st[i] - 2 * pd[i] + dl[i] * (w[i + 2] - 1) + op[i] + 1)
        return out
    assert x[1] == w[1] * groups, "conv: input channels must equal weight channels * groups"
    assert w[0] % groups == 0, "conv: out channels must be divisible by groups"
    if bias is not None:
        assert len(bias) == 1 and bias[0] == w[0], "conv: bias has the wrong shape"
    out.append(w[0])
    for i in range(n):
        out.append(conv_output_size(x[i + 2], w[i + 2], st[i], pd[i], dl[i]))
    return out


def pool_output_size(size: int, kernel: int, stride: int, padding: int, dilation: int,
                     ceil_mode: bool) -> int:
    assert stride > 0, "pool: stride must be positive"
    assert padding >= 0 and padding * 2 <= kernel, "pad should be at most half of kernel size"
    span = size + 2 * padding - dilation * (kernel - 1) - 1
    if ceil_mode:
        out = (span + stride - 1) // stride + 1
        # The last window must start inside the input or the left padding.
        if (out - 1) * stride >= size + padding:
            out -= 1
    else:
        out = span // stride + 1
    assert out > 0, "pool: output size is too small"
    return out


def pool_nd(x: List[int], n: int, kernel: List[int], stride: List[int], padding: List[int],
            dilation: List[int], ceil_mode: bool) -> List[int]:
    assert len(x) == n + 1 or len(x) == n + 2, "pool: wrong input rank"
    k = expand_param(kernel, n, "kernel_size")
    st = k if len(stride) == 0 else expand_param(stride, n, "stride")
    pd = expand_param(padding, n, "padding")
    dl = expand_param(dilation, n, "dilation")
    lead = len(x) - n
    out: List[int] = []
    for i in range(lead):
        out.append(x[i])
    for i in range(n):
        out.append(pool_output_size(x[lead + i], k[i], st[i], pd[i], dl[i], ceil_mode))
    return out


def adaptive_pool(x: List[int], output_size: List[int]) -> List[int]:
    n = len(output_size)
    assert len(x) == n + 1 or len(x) == n + 2, "adaptive pool: wrong input rank"
    lead = len(x) - n
    out: List[int] = []
    for i in range(lead):
        out.append(x[i])
    for i in range(n):
        assert x[lead + i] > 0, "adaptive pool: empty spatial dim"
        out.append(output_size[i])
    return out


def index_select(x: List[int], dim: int, index: List[int]) -> List[int]:
    assert len(index) <= 1, "index_select: index must be 0-D or 1-D"
    rank = len(x)
    d = normalize_dim(dim, rank)
    out = copy_shape(x)
    if rank == 0:
        return out
    out[d] = 1 if len(index) == 0 else index[0]
    return out


def embedding(weight: List[int], indices: List[int]) -> List[int]:
    assert len(weight) == 2, "embedding: weight must be 2-D"
    out = copy_shape(indices)
    out.append(weight[1])
    return out


def index_tensors(x: List[int], indices: List[Optional[List[int]]]) -> List[int]:
    """Advanced indexing ``x[i0, i1, ...]`` with integer index tensors (None skips a dim)."""
    assert len(indices) <= len(x), "too many indices"
    broadcast_shape: List[int] = []
    positions: List[int] = []
    for i in range(len(indices)):
        idx = indices[i]
        if idx is not None:
            broadcast_shape = broadcast(broadcast_shape, idx)
            positions.append(i)
    if len(positions) == 0:
        return copy_shape(x)
    contiguous = positions[len(positions) - 1] - positions[0] + 1 == len(positions)
    out: List[int] = []
    if contiguous:
        for i in range(positions[0]):
            out.append(x[i])
        for s in broadcast_shape:
            out.append(s)
        for i in range(positions[len(positions) - 1] + 1, len(x)):
            out.append(x[i])
    else:
        for s in broadcast_shape:
            out.append(s)
        for i in range(len(x)):
            if i not in positions:
                out.append(x[i])
    return out


def arange_length(start: float, end: float, step: float) -> int:
    assert step != 0, "arange: step must be nonzero"
    assert (step > 0 and end >= start) or (step < 0 and end <= start), \
        "arange: upper bound and larger bound inconsistent with step sign"
    n = (end - start) / step
    length = int(n)
    if float(length) < n:
        length += 1
    return length


def pad(x: List[int], pads: List[int]) -> List[int]:
    assert len(pads) % 2 == 0, "pad: length must be even"
    assert len(pads) // 2 <= len(x), "pad: too many padding values"
    out = copy_shape(x)
    for i in range(len(pads) // 2):
        d = len(x) - 1 - i
        out[d] = out[d] + pads[2 * i] + pads[2 * i + 1]
        assert out[d] >= 0, "pad: resulting size is negative"
    return out


def fft_dims(rank: int, s: Optional[List[int]], dim: Optional[List[int]]) -> List[int]:
    """The dims an n-dim FFT transforms: ``dim``, else the last ``len(s)`` dims, else all."""
    out: List[int] = []
    if dim is not None:
        for d in dim:
            out.append(normalize_dim(d, rank, False))
    elif s is not None:
        assert len(s) <= rank, "fftn: got shape with more dims than the input"
        for i in range(rank - len(s), rank):
            out.append(i)
    else:
        for i in range(rank):
            out.append(i)
    for i in range(len(out)):
        for j in range(i + 1, len(out)):
            assert out[i] != out[j], "fftn: FFT dims must be unique"
    return out


def fft_shape(shape: List[int], s: Optional[List[int]], dim: Optional[List[int]], kind: int) -> List[int]:
    """The result shape of an FFT over ``dim`` with signal sizes ``s`` (-1 or None: the input's);
    ``kind`` 0: c2c, 1: r2c (one-sided last dim), 2: c2r (the last dim's signal is ``2 * (L - 1)``
    by default, the result has the signal's size)."""
    dims = fft_dims(len(shape), s, dim)
    assert len(dims) > 0, "fftn: no dims to transform"
    if s is not None:
        assert len(s) == len(dims), "fftn: when given, dim and shape arguments must have the same length"
    out = copy_shape(shape)
    for i in range(len(dims)):
        d = dims[i]
        n = shape[d]
        if kind == 2 and i == len(dims) - 1:
            n = 2 * (shape[d] - 1)
        if s is not None:
            if s[i] != -1:
                n = s[i]
        assert n >= 1, "fft: invalid number of data points specified"
        if kind == 1 and i == len(dims) - 1:
            out[d] = n // 2 + 1
        else:
            out[d] = n
    return out
