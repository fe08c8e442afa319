"""``iree-cpu-tune-convolutions``: 3x3 f32 ``linalg.conv_2d_nhwc_hwcf`` convolutions of batch 1 run
as a batch of two half-height convolutions with IREE tile sizes chosen for AVX-512 (run by
``RefBackend.compile`` on IREE's CPU input, not part of the linalg-on-tensors pipeline, whose
output stays standard MLIR: the ``#iree_codegen`` attribute is IREE's own).

Why (IREE 3.13 llvm-cpu, measured single-threaded on an AVX-512 Xeon, NOTES "#11 session 15"):
IREE's default configuration for an NHWC convolution keeps a register tile of 8 output pixels x 16
output channels (8 accumulators, one broadcast per FMA) and runs a 3x3 128 -> 128 convolution on
64x64 in 8.6-9.0 ms (~130 GFLOP/s); 8 pixels x 32 channels with the input channels reduced 4 at a
time (``vector_common_parallel = [1, 1, 8, 32]``, ``vector_reduction = [.., 1, 1, 4]``) and
workgroup tiles of 8 rows x 32 columns x 128 channels run it in 6.4-7.0 ms. IREE takes such a
configuration from a ``compilation_info`` attribute on the op, but drops it when the batch is 1:
global optimization folds the unit batch dimension away and codegen's
``InsertBatchDimForBatchlessConv`` re-inserts it without the attribute (the dispatch then fails to
compile). So the convolution gets a batch of 2 of half-height images: the result
``[2, OH/2, OW, F]`` is the same buffer as ``[1, OH, OW, F]`` (row-major), reshaped back, and the
input rows are split into two overlapping halves. When the input pads its source by one row above
and below (the usual ``padding=1``), the source is viewed as ``[2, OH/2, W, C]``, padded per half,
and the one halo row each half needs from the other is copied in (read from the padded tensor);
later readers of the source (a residual ``x + y``) read the padded tensor's interior, so that the
pad is the source's only reader and IREE writes the producer's result straight into the padded
buffer (no copy; the CNN benchmark's transients 9.0 -> 4.6 MB). Otherwise each half is a
``tensor.pad`` of a row slice, stacked with ``tensor.insert_slice``. Each output element is the
same sum of the same products as in the batch-1 convolution (its order follows the reduction tile,
so results agree with the untuned compile to f32 rounding).
Measured on ``benchmarks/models.py``'s CNN (eight 3x3 conv+BN+ReLU blocks, 64x64): 0.99x -> 0.71x
eager in one interleaved run (NOTES).

Only convolutions this was measured on change: batch 1, 3x3 kernel, stride 1, dilation 1, f32
input / weight / result of static shapes, OH a multiple of 16, OW of 8, F of 32, C of 4; and only
on an x86-64 host with AVX-512 (the tile assumes 32 vector registers of 16 floats). Everything
else is left as it is."""
from __future__ import annotations

import functools
import platform

from tmlir.ir import attributes as A
from tmlir.ir.dialects import linalg, tensor

__all__ = ["conv_compilation_info", "host_has_avx512", "tune_convolutions"]


@functools.lru_cache(maxsize=1)
def host_has_avx512():
    """Whether this (Linux, x86-64) host has AVX-512F: the tile sizes below are for it."""
    if platform.machine().lower() not in ("x86_64", "amd64"):
        return False
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    return "avx512f" in line.split()
    except OSError:
        return False
    return False


def conv_compilation_info(oh_half, ow, f):
    """The ``#iree_codegen.compilation_info`` for a ``[2, oh_half, ow, f]`` NHWC convolution
    (loops n, oh, ow, f, kh, kw, c)."""
    dist_w = 32 if ow % 32 == 0 else ow
    dist_f = 128 if f % 128 == 0 else (64 if f % 64 == 0 else 32)
    dist_h = 8 if oh_half % 8 == 0 else 1
    body = ("<lowering_config = #iree_cpu.lowering_config<"
            f"distribution = [1, {dist_h}, {dist_w}, {dist_f}, 0, 0, 0], "
            "vector_common_parallel = [1, 1, 8, 32, 0, 0, 0], vector_reduction = [0, 0, 0, 0, 1, 1, 4]>, "
            "translation_info = #iree_codegen.translation_info<pipeline = "
            "#iree_cpu.pipeline<ConvTileAndDecomposeExpert>>>")
    return A.OpaqueAttr("iree_codegen.compilation_info", body)


def _ints(attr, n):
    """The ``n`` ints of a strides / dilations attribute (absent: all 1)."""
    if attr is None:
        return [1] * n
    vals = [int(v) for v in attr.to_numpy().reshape(-1)] if isinstance(attr, A.DenseElementsAttr) \
        else [int(v) for v in A.attr_value(attr)]
    return vals if len(vals) == n else vals[:1] * n


def _eligible(op):
    """(n, oh, ow, f, c, kh, kw) when ``op`` is a convolution this pass changes, else None."""
    if op.get_attr("compilation_info") is not None or len(op.operands) != 3:
        return None
    x, w, init = op.operands
    ts = [x.type, w.type, init.type]
    if not all(isinstance(t, A.RankedTensorType) and t.element_type == A.F32 and A.DYNAMIC not in t.shape
               and len(t.shape) == 4 for t in ts):
        return None
    n, hp, wp, c = x.type.shape
    kh, kw, c2, f = w.type.shape
    n2, oh, ow, f2 = init.type.shape
    if (n, n2) != (1, 1) or c != c2 or f != f2 or (kh, kw) != (3, 3):
        return None
    if _ints(op.properties.get("strides"), 2) != [1, 1] or _ints(op.properties.get("dilations"), 2) != [1, 1]:
        return None
    if hp != oh + 2 or wp != ow + 2:
        return None
    if oh % 16 or ow % 8 or f % 32 or c % 4:
        return None
    return n, oh, ow, f, c, kh, kw


def _insert(op, new):
    op.parent.insert_before(new, op)
    return new.results[0]


def _row_half(op, x, r0, rows):
    """Rows ``[r0, r0 + rows)`` of the padded input ``x`` as a ``[1, rows, W, C]`` tensor: a pad of
    the matching rows of its unpadded source when ``x`` is a ``tensor.pad`` with static padding of
    rows and columns only and a constant padding value, else a slice of ``x``."""
    loc = op.location
    p = x.defining_op
    if isinstance(p, tensor.PadOp) and not p.low and not p.high and p.constant_padding_value is not None:
        lo, hi = list(p.static_low.value), list(p.static_high.value)
        src = p.source
        if lo[0] == hi[0] == lo[3] == hi[3] == 0 and A.DYNAMIC not in src.type.shape:
            hs = src.type.shape[1]
            s0 = max(0, r0 - lo[1])
            s1 = min(hs, r0 + rows - lo[1])
            if s1 > s0:
                top = max(0, lo[1] - r0)
                bottom = rows - top - (s1 - s0)
                sl = _insert(op, tensor.ExtractSliceOp.build_mixed(
                    src, [0, s0, 0, 0], [1, s1 - s0, src.type.shape[2], src.type.shape[3]], location=loc))
                if top == bottom == lo[2] == hi[2] == 0:
                    return sl
                return _insert(op, tensor.PadOp.build_pad(sl, [0, top, lo[2], 0], [0, bottom, hi[2], 0],
                                                          pad_value=p.constant_padding_value, location=loc))
    return _insert(op, tensor.ExtractSliceOp.build_mixed(
        x, [0, r0, 0, 0], [1, rows, x.type.shape[2], x.type.shape[3]], location=loc))


def _halo_pad(op, x, half):
    """When ``x`` pads its source ``[1, 2*half, W, C]`` by one row above and below (any columns,
    constant value): the source viewed as ``[2, half, W, C]`` (a free reshape), padded per half
    (IREE writes the producer's result straight into the padded buffer, as for the batch-1 pad),
    then the two halo rows each half needs from the other copied in (one row each) ->
    ``[2, half + 2, W + pads, C]``; else None."""
    p = x.defining_op
    if not isinstance(p, tensor.PadOp) or p.low or p.high or p.constant_padding_value is None:
        return None
    lo, hi = list(p.static_low.value), list(p.static_high.value)
    src = p.source
    if lo[0] or hi[0] or lo[3] or hi[3] or lo[1] != 1 or hi[1] != 1 or A.DYNAMIC in src.type.shape \
            or src.type.shape[1] != 2 * half:
        return None
    loc = op.location
    _, h, w, c = src.type.shape
    flat = _insert(op, tensor.CollapseShapeOp.build_collapse(
        src, [[0, 1], [2], [3]], A.RankedTensorType([h, w, c], A.F32), location=loc))
    src2 = _insert(op, tensor.ExpandShapeOp.build_expand(
        flat, [[0, 1], [2], [3]], A.RankedTensorType([2, half, w, c], A.F32), location=loc))
    padded = _insert(op, tensor.PadOp.build_pad(src2, [0, 1, lo[2], 0], [0, 1, hi[2], 0],
                                                pad_value=p.constant_padding_value, location=loc))
    # half 0's last row is source row `half` (half 1's first); half 1's first row is row half - 1;
    # both read from the padded tensor, so that the source has one use (the pad) and its producer
    # writes into the padded buffer in place
    for (sb, sr), (db, dr) in (((1, 1), (0, half + 1)), ((0, half), (1, 0))):
        row = _insert(op, tensor.ExtractSliceOp.build_mixed(padded, [sb, sr, lo[2], 0], [1, 1, w, c], location=loc))
        padded = _insert(op, tensor.InsertSliceOp.build_mixed(row, padded, [db, dr, lo[2], 0], location=loc))
    _read_interior(op, src, flat, p, padded, lo[2])
    return padded


def _read_interior(op, src, flat, pad, padded, left):
    """The uses of ``src`` after ``op`` (in its block), other than the pad, read the interior of
    ``padded`` instead (the same values: the halo rows only change rows outside it), so that
    ``src`` has no other use than the pad and its producer writes into the padded buffer in place
    (a residual ``x + y`` after the next convolution otherwise costs a copy of ``x``)."""
    block = op.parent
    after, seen = set(), False
    for o in block.ops_list():
        if seen:
            after.add(id(o))
        seen = seen or o is op
    uses = [(o, k) for o, k in src.uses if o is not flat.defining_op and o is not pad and id(o) in after]
    if not uses:
        return
    loc = op.location
    _, rows, _, c = padded.type.shape
    half, w = rows - 2, src.type.shape[2]
    inner = tensor.ExtractSliceOp.build_mixed(padded, [0, 1, left, 0], [2, half, w, c], location=loc)
    block.insert_after(inner, op)
    flat2 = tensor.CollapseShapeOp.build_collapse(inner.results[0], [[0, 1], [2], [3]],
                                                  A.RankedTensorType([2 * half, w, c], A.F32), location=loc)
    block.insert_after(flat2, inner)
    back = tensor.ExpandShapeOp.build_expand(flat2.results[0], [[0, 1], [2], [3]], src.type, location=loc)
    block.insert_after(back, flat2)
    for o, k in uses:
        o.set_operand(k, back.results[0])


def _split(op, shape):
    n, oh, ow, f, c, kh, kw = shape
    x, w, init = op.operands
    loc = op.location
    half = oh // 2
    rows = half + kh - 1
    stacked = _halo_pad(op, x, half)
    if stacked is None:
        stacked = _insert(op, tensor.EmptyOp.build_shape([2, rows, x.type.shape[2], c], A.F32, location=loc))
        for b in range(2):
            part = _row_half(op, x, b * half, rows)
            stacked = _insert(op, tensor.InsertSliceOp.build_mixed(part, stacked, [b, 0, 0, 0], location=loc))
    flat_t = A.RankedTensorType([oh, ow, f], A.F32)
    split_t = A.RankedTensorType([2, half, ow, f], A.F32)
    init_flat = _insert(op, tensor.CollapseShapeOp.build_collapse(init, [[0, 1], [2], [3]], flat_t, location=loc))
    init2 = _insert(op, tensor.ExpandShapeOp.build_expand(init_flat, [[0, 1], [2], [3]], split_t, location=loc))
    conv = linalg.named("linalg.conv_2d_nhwc_hwcf", [stacked, w], [init2], strides=[1, 1], dilations=[1, 1],
                        location=loc)
    conv.set_attr("compilation_info", conv_compilation_info(half, ow, f))
    r = _insert(op, conv)
    r_flat = _insert(op, tensor.CollapseShapeOp.build_collapse(r, [[0, 1], [2], [3]], flat_t, location=loc))
    back = _insert(op, tensor.ExpandShapeOp.build_expand(r_flat, [[0, 1], [2], [3]], init.type, location=loc))
    op.results[0].replace_all_uses_with(back)
    op.erase()
    d = x.defining_op
    if d is not None and not d.has_uses() and d.name in ("tensor.pad", "tensor.extract_slice"):
        d.erase()


def tune_convolutions(root, *, force=False):
    """Apply the rewrite to every eligible convolution under ``root`` (only on an AVX-512 host
    unless ``force``); returns how many changed."""
    if not (force or host_has_avx512()):
        return 0
    count = 0
    for op in [o for o in root.walk() if o.name == "linalg.conv_2d_nhwc_hwcf"]:
        shape = _eligible(op)
        if shape is not None:
            _split(op, shape)
            count += 1
    return count

