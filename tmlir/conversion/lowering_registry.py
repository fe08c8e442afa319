"""One registry of torch -> backend lowerings per backend (linalg-on-tensors, TOSA, StableHLO), so
every backend is built the same way: one function per op, registered by name, run by a partial
conversion that leaves what it cannot lower for the backend verifier to name.

    TOSA = LoweringRegistry("tosa", ("builtin", "func", "tosa", "tensor", "arith"),
                            where="tmlir/conversion/torch_to_tosa/<family>.py")
    lowering = TOSA.lowering

    @lowering("torch.aten.tanh")
    def tanh(op, operands, rw):      # op: the torch op; operands: converted to builtin values
        ...
        rw.replace_op(op, new_value)
        return True                  # False (or raise NotLowerable(why)) = does not apply

    TOSA.convert(func_op)            # the body of the convert-torch-to-<backend> pass
    TOSA.verify(module)              # BackendContractError naming every op left, with its line
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.conversion import ConversionTarget, FunctionConversionPattern, apply_partial_conversion
from tmlir.conversion.backend_types import backend_type_converter, TORCH_C_CASTS, NOT_LOWERED_ATTR
from tmlir.conversion.torch_operands import NotLowerable

__all__ = ["LoweringRegistry"]


def _guarded(fn, reasons):
    """``NotLowerable`` raised by a lowering (before it changed anything) means "does not apply";
    its message (or the rewriter's match-failure reason) is added to ``reasons[op]``."""
    def run(op, operands, rw):
        rw.failure_reason = None
        try:
            ok = fn(op, operands, rw)
        except NotLowerable as e:
            ok, why = False, str(e)
            if why.startswith(f"'{op.name}': "):
                why = why[len(op.name) + 4:]
        else:
            failed = rw.failure_reason
            why = failed[1] if not ok and failed is not None and failed[0] is op else ""
        if not ok and why and reasons is not None:
            reasons.setdefault(op, []).append(why)
        return ok
    run.__name__ = fn.__name__
    return run


class LoweringRegistry:
    """The lowerings of one backend: ``table`` maps a torch op name to ``[(benefit, fn)]``.

    ``backend`` names the backend in diagnostics ("linalg-on-tensors"); ``dialects`` are the
    dialects its output may contain, and ``ops`` single ops of other dialects it may contain
    (TOSA's ``cf.assert``); ``where`` says where a new lowering goes (for the error that
    names an op nothing lowers)."""

    def __init__(self, backend, dialects, where, ops=()):
        self.backend = backend
        self.dialects = tuple(dialects)
        self.ops = tuple(ops)
        self.where = where
        self.table = {}

    def lowering(self, *names, benefit=1):
        """Register ``fn(op, operands, rewriter) -> bool`` as the lowering of the torch ops ``names``."""
        def deco(fn):
            for n in names:
                self.table.setdefault(n, []).append((benefit, fn))
            return fn
        return deco

    def share(self, other, names):
        """Use ``other``'s lowerings of the torch ops ``names`` here too (for lowerings whose output
        is legal in both backends, such as scalar arithmetic into ``arith`` or guards into
        ``cf.assert``)."""
        for n in names:
            if n not in other.table:
                raise KeyError(f"{other.backend} has no lowering of '{n}' to share")
            self.table.setdefault(n, []).extend(other.table[n])

    def __contains__(self, name):
        return name in self.table

    def patterns(self, type_converter, reasons=None):
        """The conversion patterns of every registered lowering; when ``reasons`` is a dict, each
        lowering that does not apply adds why to ``reasons[op]``."""
        pats = []
        for name, fns in self.table.items():
            for benefit, fn in fns:
                pats.append(FunctionConversionPattern(_guarded(fn, reasons), root=name, benefit=benefit,
                                                      type_converter=type_converter,
                                                      name=f"{fn.__module__.rsplit('.', 1)[-1]}.{fn.__name__}"))
        return pats

    def convert(self, op, extra_legal_ops=()):
        """Lower every torch op under ``op`` that has a registered lowering; the others stay, and
        each one whose lowerings did not apply records why in the ``tmlir.not_lowered`` attribute
        (the verifier reports it)."""
        tc = backend_type_converter()
        target = ConversionTarget()
        target.add_legal_dialect(*self.dialects)
        target.add_legal_op(*TORCH_C_CASTS, *self.ops, *extra_legal_ops)
        target.mark_unknown_op_dynamically_legal(lambda o: o.name not in self.table)
        reasons = {}
        apply_partial_conversion(op, target, self.patterns(tc, reasons), fail_on_illegal=False)
        for o, why in reasons.items():
            if o.parent is not None and o.name in self.table:
                o.set_attr(NOT_LOWERED_ATTR, A.StringAttr("; ".join(dict.fromkeys(why))))

    def verify(self, module):
        """Raise ``BackendContractError`` naming every op under ``module`` outside the backend's
        dialects, with its source line, why its lowering did not apply, and where one would go."""
        from tmlir.conversion.verify_backend import check_backend_dialects
        check_backend_dialects(module, self.dialects, self.backend, self.table, where=self.where, ops=self.ops)
