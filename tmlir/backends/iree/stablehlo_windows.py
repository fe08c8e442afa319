"""``stablehlo.reduce_window`` as IREE 3.13 compiles it (same values):

* ``iree-stablehlo-reduce-window-unread-tail``: IREE's lowering infers the window loops from the
  input, so input cells past the last window fail ("inferred ... dimension #0 to be 3, but found
  2"): the high padding, then the input, are cut to what the windows read (static sizes);
* ``iree-stablehlo-unroll-dynamic-reduce-windows``: a ``reduce_window`` with a run-time size does
  not legalize ("failed to legalize operation 'stablehlo.reduce_window' that was explicitly marked
  illegal"): each input is padded with its initial value, one strided slice of it is taken per
  window offset, and the body is applied to the slices in the window's row-major order (the body
  ops on whole tensors, its 0-d constants broadcast).
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from tmlir.ir.dialects.linalg import make_op
from tmlir.conversion.torch_to_stablehlo import utils as U
from tmlir.conversion.torch_to_stablehlo.data_movement import slice_along

__all__ = ["cut_unread_tails", "unroll_dynamic_reduce_windows"]

DYN = A.DYNAMIC


def _window(op):
    """(window dims, strides, dilations, [(lo, hi)] padding) of a ``reduce_window``, or None when it
    dilates its input (``base_dilations``)."""
    k = list(op.window_dimensions.value)
    r = len(k)
    ones = [1] * r
    if op.base_dilations is not None and list(op.base_dilations.value) != ones:
        return None
    s = list(op.window_strides.value) if op.window_strides is not None else ones
    d = list(op.window_dilations.value) if op.window_dilations is not None else ones
    pads = [tuple(int(v) for v in row) for row in op.padding.to_numpy()] if op.padding is not None \
        else [(0, 0)] * r
    return k, s, d, pads


def cut_unread_tails(root):
    """Each static ``reduce_window`` whose windows leave input cells unread: the high padding,
    then the inputs (``stablehlo.slice``), cut to the cells the windows read; returns how many."""
    from .stablehlo_math import _Before
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.reduce_window"]:
        w = _window(op)
        if w is None:
            continue
        k, s, d, pads = w
        x = op.inputs[0]
        out = op.results[0].type
        if DYN in x.type.shape or DYN in out.shape:
            continue
        limits, new_pads = list(x.type.shape), list(pads)
        for i, (o, size) in enumerate(zip(out.shape, x.type.shape)):
            need = (o - 1) * s[i] + d[i] * (k[i] - 1) + 1 if o > 0 else 0
            lo, hi = pads[i]
            extra = lo + size + hi - need
            if extra > 0:
                cut_hi = min(hi, extra)
                new_pads[i] = (lo, hi - cut_hi)
                limits[i] -= extra - cut_hi
        if limits == list(x.type.shape) and new_pads == pads:
            continue
        if limits != list(x.type.shape):
            b = _Before(op)
            for i, v in enumerate(list(op.inputs)):
                op.set_operand(i, H.slice(b, v, [0] * len(limits), limits))
        op.properties["padding"] = H.padding_attr(new_pads)
        n += 1
    return n


def _apply_body(b, blk, values, sizes):
    """The values the body block ``blk`` returns for the tensor ``values`` (its arguments, at
    ``sizes``): each body op built on whole tensors, 0-d operands (the body's constants, or
    constants from above it) broadcast where an op meets a full one; None when the body holds an
    op with regions."""
    shape = U.static_shape(sizes)
    env = dict(zip(blk.args, values))
    for op in blk.ops:
        if op.name == "stablehlo.return":
            return [env.get(v, v) for v in op.operands]
        if op.regions and any(r.blocks for r in op.regions):
            return None
        operands = [env.get(v, v) for v in op.operands]   # values from above (constants) as they are
        full = any(v.type.shape for v in operands)
        if full:
            operands = [v if v.type.shape else U.broadcast_in_dim(b, v, sizes, []) for v in operands]
        types = [U.RTT(shape if full else [], r.type.element_type) for r in op.results]
        new = b.insert(make_op(op.name, operands, types, dict(op.properties or {}), dict(op.attributes or {}),
                               op.location))
        for r, nr in zip(op.results, new.results):
            env[r] = nr
    return None


def unroll_dynamic_reduce_windows(root):
    """Each ``reduce_window`` with a run-time size as padded inputs, strided slices and the body
    applied in window order (see the module docstring); returns how many."""
    from .stablehlo_math import _Before
    n_done = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.reduce_window"]:
        w = _window(op)
        xs = list(op.inputs)
        if w is None or not any(DYN in v.type.shape or DYN in r.type.shape for v, r in zip(xs, op.results)):
            continue
        k, s, d, pads = w
        b = _Before(op)
        r = len(k)
        if any(p for pr in pads for p in pr):
            xs = [H.pad(b, v, init, [lo for lo, _ in pads], [hi for _, hi in pads])
                  for v, init in zip(xs, op.init_values)]
        ix = U.ix(b)
        outs = []
        for i in range(r):
            o = op.results[0].type.shape[i]
            if o == DYN:
                o = ix.add(ix.floordiv(ix.sub(U.dim(b, xs[0], i), d[i] * (k[i] - 1) + 1), s[i]), 1)
            outs.append(o)
        # per input, one strided slice per window offset (row-major over the window)
        parts = [[v] for v in xs]
        for i in range(r):
            if k[i] == 1 and s[i] == 1 and pads[i] == (0, 0):
                continue        # every cell is its own window
            parts = [[slice_along(b, v, i, j * d[i], outs[i], s[i]) for v in ps for j in range(k[i])]
                     for ps in parts]
        sizes = U.sizes(b, parts[0][0])
        accs = [p[0] for p in parts]
        blk = op.body.blocks[0]
        ok = True
        for j in range(1, len(parts[0])):
            new = _apply_body(b, blk, accs + [p[j] for p in parts], sizes)
            if new is None:
                ok = False
                break
            accs = new
        if not ok:
            continue
        for res, v in zip(op.results, accs):
            res.replace_all_uses_with(U.cast_shape(b, v, res.type))
        op.erase()
        n_done += 1
    return n_done
