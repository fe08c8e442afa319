"""``iree-stablehlo-dynamic-unit-contractions``: the ``stablehlo.dot_general``s IREE 3.13 rejects
at run-time sizes, as the same sums written with ``multiply`` and ``reduce`` (same values):

* a dynamic contracting size with an operand whose free dims are all static 1s or absent (a
  matrix-vector or vector-vector product): IREE folds the unit dims away with a
  ``stablehlo.reshape`` to a dynamic shape, which its verifier refuses ("'stablehlo.reshape' op
  result #0 must be statically shaped"): a product broadcast over the contracting dims, reduced;
* every contracting size a static 1 and some size dynamic (an outer product ``[?, 1] @ [1, ?]``):
  IREE rewrites it as a multiply of operands reshaped by a ``stablehlo.dynamic_reshape`` that it
  then fails to legalize (linalg.qr and householder_product at run-time sizes): a broadcast
  multiply.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects import stablehlo as H
from tmlir.conversion.torch_to_stablehlo import utils as U

__all__ = ["rewrite_dynamic_unit_contractions"]

DYN = A.DYNAMIC


def _free(shape, contracting, batching):
    return [i for i in range(len(shape)) if i not in contracting and i not in batching]


def _unit_free_dynamic_contraction(x, y, contracting, batching):
    """True when IREE 3.13 rejects the ``dot_general``: a dynamic contracting size with an operand
    whose free dims are all static 1s or absent (a matrix-vector or vector-vector product; IREE
    folds the unit dims away with a ``stablehlo.reshape`` to a dynamic shape, which its verifier
    refuses: "'stablehlo.reshape' op result #0 must be statically shaped")."""
    if not any(x.type.shape[d] == DYN for d in contracting[0]) and \
            not any(y.type.shape[d] == DYN for d in contracting[1]):
        return False
    return any(all(v.type.shape[i] == 1 for i in _free(v.type.shape, c, bt))
               for v, c, bt in ((x, contracting[0], batching[0]), (y, contracting[1], batching[1])))


def _unit_dynamic_contraction(x, y, contracting):
    """True when every contracting size is a static 1 on both sides and some size is dynamic:
    IREE 3.13 rewrites such a ``dot_general`` (an outer product, ``[?, 1] @ [1, ?]``) as a
    multiply of operands reshaped by a ``stablehlo.dynamic_reshape``, which it then fails to
    legalize ("failed to legalize operation 'stablehlo.dynamic_reshape'": linalg.qr and
    householder_product with run-time sizes)."""
    if not contracting[0] or any(x.type.shape[d] != 1 for d in contracting[0]) or \
            any(y.type.shape[d] != 1 for d in contracting[1]):
        return False
    return DYN in x.type.shape or DYN in y.type.shape


def _dot_by_multiply(b, x, y, contracting, batching, out_shape):
    """The ``dot_general`` of ``_unit_dynamic_contraction`` as a broadcast multiply to
    ``batch + free_x + free_y`` (a sum over unit dims is its one term). Each operand's unit
    contracting dims expand into result dims the operand does not fill (the other side's free
    dims); those left over when there are too few are dropped by a reshape first."""
    xs, ys = U.sizes(b, x), U.sizes(b, y)
    fx, fy = _free(x.type.shape, contracting[0], batching[0]), _free(y.type.shape, contracting[1], batching[1])
    nb, nfx, nfy = len(batching[0]), len(fx), len(fy)
    full = [xs[i] for i in batching[0]] + [xs[i] for i in fx] + [ys[i] for i in fy]

    def spread(v, vs, batch, free, contr, free_at, spare):
        keep = [i for i in range(len(vs)) if i not in contr[len(spare):]]
        if len(keep) != len(vs):
            v = U.reshape(b, v, [vs[i] for i in keep])
        dims = {}
        for k, i in enumerate(batch):
            dims[i] = k
        for k, i in enumerate(free):
            dims[i] = free_at + k
        for i, d in zip(contr, spare):
            dims[i] = d
        return U.broadcast_in_dim(b, v, full, [dims[i] for i in keep])

    xb = spread(x, xs, batching[0], fx, contracting[0], nb, list(range(nb + nfx, nb + nfx + nfy)))
    yb = spread(y, ys, batching[1], fy, contracting[1], nb + nfx, list(range(nb, nb + nfx)))
    r = U.binary(b, H.MulOp, xb, yb)
    return U.cast_shape(b, r, U.RTT(out_shape, r.type.element_type))


def _dot_by_reduce(b, x, y, contracting, batching, out_shape):
    """The ``dot_general`` as a product broadcast to ``batch + free_x + free_y + contracting`` and
    summed over the contracting dims (the form IREE accepts for ``_unit_free_dynamic_contraction``)."""
    xs, ys = U.sizes(b, x), U.sizes(b, y)
    fx, fy = _free(x.type.shape, contracting[0], batching[0]), _free(y.type.shape, contracting[1], batching[1])
    nb, nfx, nfy = len(batching[0]), len(fx), len(fy)
    # a contracting size known on either side (they are equal: checked by the callers' asserts)
    csz = [xs[i] if isinstance(xs[i], int) else ys[j] for i, j in zip(contracting[0], contracting[1])]
    full = [xs[i] for i in batching[0]] + [xs[i] for i in fx] + [ys[i] for i in fy] + csz
    xdims = [0] * len(xs)
    for k, i in enumerate(batching[0]):
        xdims[i] = k
    for k, i in enumerate(fx):
        xdims[i] = nb + k
    for k, i in enumerate(contracting[0]):
        xdims[i] = nb + nfx + nfy + k
    ydims = [0] * len(ys)
    for k, i in enumerate(batching[1]):
        ydims[i] = k
    for k, i in enumerate(fy):
        ydims[i] = nb + nfx + k
    for k, i in enumerate(contracting[1]):
        ydims[i] = nb + nfx + nfy + k
    prod = U.binary(b, H.MulOp, U.broadcast_in_dim(b, x, full, xdims), U.broadcast_in_dim(b, y, full, ydims))
    r = U.reduce(b, prod, 0, list(range(nb + nfx + nfy, len(full))), H.AddOp)
    return U.cast_shape(b, r, U.RTT(out_shape, r.type.element_type))


def rewrite_dynamic_unit_contractions(root):
    """Each ``dot_general`` under ``root`` that IREE rejects (see the module docstring) as a
    multiply, or a multiply and a ``reduce``; returns how many."""
    from .stablehlo_math import _Before
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.dot_general"]:
        x, y = op.operands
        r = op.results[0]
        if not all(isinstance(v.type, A.RankedTensorType) for v in (x, y, r)) or \
                not (x.type.element_type is y.type.element_type is r.type.element_type):
            continue
        dn = H.dimension_numbers(op.dot_dimension_numbers)
        contracting = (dn["lhs_contracting_dimensions"], dn["rhs_contracting_dimensions"])
        batching = (dn["lhs_batching_dimensions"], dn["rhs_batching_dimensions"])
        if _unit_dynamic_contraction(x, y, contracting):
            build = _dot_by_multiply
        elif _unit_free_dynamic_contraction(x, y, contracting, batching):
            build = _dot_by_reduce
        else:
            continue
        new = build(_Before(op), x, y, contracting, batching, list(r.type.shape))
        r.replace_all_uses_with(U.cast_shape(_Before(op), new, r.type))
        op.erase()
        n += 1
    return n
