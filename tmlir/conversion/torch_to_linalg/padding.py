"""Padding: ``aten.pad``, ``constant_pad_nd``, ``reflection_pad*``, ``replication_pad*``,
``_pad_circular``.

Constant padding is ``tensor.pad`` (negative pads slice); reflect/replicate/circular are a
``linalg.generic`` whose body computes the source index and reads it with ``tensor.extract``.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.affine import AffineMap
from tmlir.ir.dialects import linalg, tensor
from .registry import lowering
from . import utils as U

# ---------------------------------------------------------------------------------------------
# padding
# ---------------------------------------------------------------------------------------------

def _pad_pairs(pads, rank):
    """torch's ``[last_lo, last_hi, prev_lo, prev_hi, ...]`` -> per-dim (lows, highs) of ``rank``."""
    if pads is None or len(pads) % 2 or len(pads) // 2 > rank:
        return None
    lows, highs = [0] * rank, [0] * rank
    for i in range(len(pads) // 2):
        lows[rank - 1 - i] = pads[2 * i]
        highs[rank - 1 - i] = pads[2 * i + 1]
    return lows, highs


def _src_index_replicate(b, i, n):
    zero = b.constant(A.IntegerAttr(0, A.INDEX))
    one = b.constant(A.IntegerAttr(1, A.INDEX))
    last = b.val("arith.subi", [n, one], A.INDEX)
    return b.val("arith.maxsi", [b.val("arith.minsi", [i, last], A.INDEX), zero], A.INDEX)


def _src_index_reflect(b, i, n):
    zero = b.constant(A.IntegerAttr(0, A.INDEX))
    one = b.constant(A.IntegerAttr(1, A.INDEX))
    neg = b.val("arith.subi", [zero, i], A.INDEX)
    i = b.val("arith.maxsi", [i, neg], A.INDEX)              # |i|
    last2 = b.val("arith.muli", [b.val("arith.subi", [n, one], A.INDEX),
                                 b.constant(A.IntegerAttr(2, A.INDEX))], A.INDEX)
    mirrored = b.val("arith.subi", [last2, i], A.INDEX)
    return b.val("arith.minsi", [i, mirrored], A.INDEX)


def _src_index_circular(b, i, n):
    return b.val("arith.remsi", [b.val("arith.addi", [i, n], A.INDEX), n], A.INDEX)


_INDEX_MODES = {"reflect": _src_index_reflect, "replicate": _src_index_replicate,
                "circular": _src_index_circular}


def gather_pad(rw, x, lows, highs, mode, out_type, loc):
    """Pad ``x`` in ``mode`` (reflect/replicate/circular): each output element reads
    ``x[src(i - low)]`` with ``tensor.extract``."""
    ix = U.Ix(U.RB(rw, loc))
    R = len(x.type.shape)
    srcs = U.sizes(rw, x, loc)
    out_sizes = U.sizes_from(out_type, [ix.add(srcs[i], lows[i] + highs[i]) for i in range(R)])
    init = U.empty(rw, out_sizes, x.type.element_type, loc)
    n_vals = [U.as_index(rw, s, loc) if lows[i] or highs[i] else None for i, s in enumerate(srcs)]
    fn = _INDEX_MODES[mode]

    def body(b, out):
        idx = []
        for d in range(R):
            i = b.insert(linalg.index(d)).results[0]
            if lows[d] or highs[d]:
                i = b.val("arith.subi", [i, b.constant(A.IntegerAttr(lows[d], A.INDEX))], A.INDEX)
                i = fn(b, i, n_vals[d])
            idx.append(i)
        return b.insert(tensor.ExtractOp.build_extract(x, idx)).results[0]
    g = linalg.GenericOp.build_generic([], [init], [AffineMap.identity(R)], ["parallel"] * R, body, location=loc)
    return U.cast_tensor(rw, rw.insert(g).results[0], out_type, loc)


def _pad_to(rw, op, x, pads, mode, value, out):
    R = len(x.type.shape)
    pp = _pad_pairs(pads, R)
    if pp is None:
        return False
    lows, highs = pp
    loc = op.location
    if mode == "constant":
        et = x.type.element_type
        if value is None:
            pv = U.scalar_const(rw, 0, et, loc)
        else:
            pv = U.convert_scalar(U.RB(rw, loc), value, et)
        r = U.pad_or_slice(rw, x, lows, highs, pv, loc)
        rw.replace_op(op, U.cast_tensor(rw, r, out, loc))
        return True
    if mode not in _INDEX_MODES or any(lo < 0 or hi < 0 for lo, hi in zip(lows, highs)):
        return False
    rw.replace_op(op, gather_pad(rw, x, lows, highs, mode, out, loc))
    return True


@lowering("torch.aten.pad")
def pad(op, operands, rw):
    """``aten.pad(x, pads, mode, value)`` for the constant/reflect/replicate/circular modes."""
    x = operands[0]
    mode = U.const_str(op.arg("mode"))
    if mode is None or not hasattr(x.type, "shape"):
        return False
    value = None
    if mode == "constant" and U.has_arg(op, "value"):
        value = U.converted(op, operands, "value")
    return _pad_to(rw, op, x, U.const_int_list(op.arg("pad")), mode, value, U.result_type(op))


@lowering("torch.aten.constant_pad_nd")
def constant_pad_nd(op, operands, rw):
    x = operands[0]
    if not hasattr(x.type, "shape"):
        return False
    value = U.converted(op, operands, "value") if U.has_arg(op, "value") else None
    return _pad_to(rw, op, x, U.const_int_list(op.arg("pad")), "constant", value, U.result_type(op))


def _mode_pad(mode, pads_arg):
    def lower(op, operands, rw):
        x = operands[0]
        if not hasattr(x.type, "shape"):
            return False
        return _pad_to(rw, op, x, U.const_int_list(op.arg(pads_arg)), mode, None, U.result_type(op))
    return lower


for _n in (1, 2, 3):
    lowering(f"torch.aten.reflection_pad{_n}d")(_mode_pad("reflect", "padding"))
    lowering(f"torch.aten.replication_pad{_n}d")(_mode_pad("replicate", "padding"))
lowering("torch.aten._pad_circular")(_mode_pad("circular", "pad"))
