"""Results with no elements: TOSA tensors cannot have a zero-size dim, but such a result holds no
data, whatever the op computes, so it is a ``tensor.empty`` of its type. Registered (above the
family lowerings) for every op the registry lowers, once the families are imported (``cover``)."""
from __future__ import annotations

from . import utils as U


def empty_results(op, operands, rw):
    """Every result a static tensor with a zero-size dim -> ``tensor.empty``; else not applicable."""
    if not op.results:
        return False
    types = []
    for i, r in enumerate(op.results):
        sizes = getattr(r.type, "sizes", None)
        if not sizes or 0 not in sizes or any(s < 0 for s in sizes):
            return False
        t = U.result_type(op, i)
        U.no_f64(t.element_type, f"result {i}")
        types.append(t)
    values = [U.empty(rw, t) for t in types]
    rw.replace_op(op, values if len(values) > 1 else values[0])
    return True


def cover(registry):
    """Add ``empty_results`` to every tensor op ``registry`` lowers (not the scalar/list ops)."""
    for name in list(registry.table):
        if name.startswith("torch.aten.") and name not in ("torch.aten._assert_tensor_metadata",):
            registry.lowering(name, benefit=5)(empty_results)
