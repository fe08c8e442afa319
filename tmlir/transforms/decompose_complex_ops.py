"""torch-decompose-complex-ops: rewrite complex torch ops into the primitive ops backends lower.

The decompositions live in ``tmlir/transforms/decompositions/`` (one file per family), registered
by op name. The pass walks every ``func.func`` (nested regions too) with a worklist: an op with a
decomposition whose tensors are all value tensors is replaced by what the decomposition builds,
and the ops built go on the worklist (they may decompose further). Ops named in ``legal-ops``
are never decomposed. Each op is visited a bounded number of times, so the pass is linear in the
program; a decomposition chain longer than the bound is reported.

    tmlir-opt m.mlir --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops{legal-ops=aten.softmax.int}))'

    from tmlir.transforms.decompose_complex_ops import decompose_complex_ops
    decompose_complex_ops(module, legal_ops=["aten.softmax.int"])
"""
from __future__ import annotations

from tmlir.ir.core import IRError, gc_paused
from tmlir.ir.passmanager import Pass, PassError, register_pass, Option
from tmlir.dialects.torch.types import BaseTensorType, ValueTensorType, ListType, OptionalType
from .decompositions import DECOMPOSITIONS, NotApplicable, NotSupported, Builder, registered_decompositions
from .decompositions.registry import canonical_name, decomposition_key
from tmlir.dialects.torch.ops import PrimListConstructOp

__all__ = ["decompose_complex_ops", "registered_decompositions", "DecompositionError", "decomposition_applies"]

# the most ops one decomposition chain may create per original op before the pass gives up
OPS_PER_ORIGINAL_OP = 200


class DecompositionError(IRError):
    pass


def _all_value_tensors(op):
    """No operand or result is a (mutable) ``!torch.tensor``."""
    for v in list(op.operands) + list(op.results):
        t = v.type
        while type(t) in (ListType, OptionalType):
            t = t.element_type
        if isinstance(t, BaseTensorType) and not isinstance(t, ValueTensorType):
            return False
    return True


def _decompose_one(op, fn):
    """Apply ``fn`` to ``op``; returns the created ops (empty when it did not apply)."""
    b = Builder(op)
    try:
        values = fn(b, op)
    except NotApplicable:
        values = None
    except NotSupported as e:
        raise DecompositionError(str(e), loc=op.location) from None
    except IRError as e:
        raise DecompositionError(f"the decomposition of '{op.name}' built invalid IR: {e.message}",
                                 loc=op.location) from None
    except Exception as e:  # a bug in a decomposition: name the op and where it is
        raise DecompositionError(f"the decomposition of '{op.name}' failed: {type(e).__name__}: {e}",
                                 loc=op.location) from e
    if values is None:
        for c in reversed(b.created):  # unused leftovers of a decomposition that gave up
            if c.parent is not None and not c.has_uses():
                c.erase()
        return []
    values = list(values)
    if len(values) != len(op.results):
        raise DecompositionError(f"the decomposition of '{op.name}' returned {len(values)} values for "
                                 f"{len(op.results)} results", loc=op.location)
    for k, (v, r) in enumerate(zip(values, op.results)):
        want = getattr(r.type, "dtype", None)
        got = getattr(v.type, "dtype", None)
        if want is not None and got is not None and want is not got:
            raise DecompositionError(f"the decomposition of '{op.name}' computes result #{k} as {got} where "
                                     f"the op gives {want}", loc=op.location)
    new = [b.cast(v, r.type) if isinstance(r.type, BaseTensorType) else v for v, r in zip(values, op.results)]
    for r, v in zip(op.results, new):
        if v.type is not r.type:
            raise DecompositionError(f"the decomposition of '{op.name}' gave a value of type {v.type} for result "
                                     f"of type {r.type}", loc=op.location)
        r.replace_all_uses_with(v)
    inputs = list(op.operands)
    op.erase()
    _erase_dead_inputs(inputs)
    return b.created


def decomposition_applies(op, legal_ops=()):
    """True when ``op`` has a decomposition (its name is not in ``legal_ops``, full
    ``torch.aten.x`` names) that applies to it as it is now: the decomposition is built and then
    erased again, so the IR is left as it was."""
    fn = DECOMPOSITIONS.get(decomposition_key(op))
    if fn is None or decomposition_key(op) in legal_ops or op.parent is None or not _all_value_tensors(op):
        return False
    b = Builder(op)
    try:
        values = fn(b, op)
    except NotApplicable:
        values = None
    except Exception:  # noqa: BLE001 - a failing decomposition does not apply (the pass reports it)
        values = None
    finally:
        for c in reversed(b.created):
            if c.parent is not None:
                c.erase(check_uses=False)
    return values is not None


def _erase_dead_inputs(values):
    """Erase the constants and ``prim.ListConstruct`` ops that only fed the replaced op (and the
    constants in such lists), so the decomposed IR does not keep them around."""
    work = [v.defining_op for v in values]
    budget = len(work)  # bounded: every op visited was pushed once, and pushes only follow erasures
    while work and budget > 0:
        budget -= 1
        d = work.pop()
        if d is None or d.parent is None or d.has_uses():
            continue
        if isinstance(d, PrimListConstructOp):
            elems = list(d.operands)
            d.erase()
            work.extend(e.defining_op for e in elems)
            budget += len(elems)
        elif d.name.startswith("torch.constant."):
            d.erase()


def _checked_op_name(name):
    """``name`` as ``torch.aten.x.overload``; a clear error for a name that is no torch op (a
    typo in ``legal-ops`` would otherwise silently decompose the op it meant)."""
    from tmlir.dialects.torch.generated import op_class
    full = canonical_name(name)
    if op_class(full) is None:
        import difflib
        close = difflib.get_close_matches(full, registered_decompositions(), n=3, cutoff=0.8)
        hint = f"; did you mean {' or '.join(repr(c[len('torch.'):]) for c in close)}?" if close else ""
        raise DecompositionError(f"torch-decompose-complex-ops: legal-ops names '{name}', which is not a torch "
                                 f"op{hint}")
    return full


def decompose_complex_ops(root, legal_ops=(), max_ops_per_op=OPS_PER_ORIGINAL_OP):
    """Decompose the ops under ``root`` (a module, a func.func or any op) in place, except the
    ops named in ``legal_ops``. Returns the number of ops decomposed. Raises
    ``DecompositionError`` when decompositions keep creating decomposable ops past the bound
    (``max_ops_per_op`` times the ops there were)."""
    with gc_paused():  # many small IR objects, all reachable: collections would only cost time
        return _decompose_all(root, {_checked_op_name(n) for n in legal_ops}, max_ops_per_op)


def _decompose_all(root, legal, max_ops_per_op):
    table = {k: v for k, v in DECOMPOSITIONS.items() if k not in legal}
    work = [o for o in root.walk_ops() if decomposition_key(o) in table]
    work.reverse()  # pop() takes them in program order
    original = {id(o): o for o in work}  # (holding the ops keeps their ids from being reused)
    bound = max_ops_per_op * (len(work) + 1)
    done = created_total = 0
    while work:
        op = work.pop()
        if op.parent is None or not _all_value_tensors(op):
            continue
        first = id(op) in original
        created = _decompose_one(op, table[decomposition_key(op)])
        if not created and op.parent is not None:
            continue
        done += 1
        if not first:  # the program's own ops may expand to any size (an unrolled sequence);
            created_total += len(created)  # the chains of decompositions below them are bounded
        if created_total > bound:
            raise DecompositionError(f"torch-decompose-complex-ops: the bound of {bound} created ops was hit "
                                     f"while decomposing '{op.name}' (a decomposition cycle?)", loc=op.location)
        work.extend(reversed([c for c in created if decomposition_key(c) in table]))
    return done


@register_pass("torch-decompose-complex-ops", "DecomposeComplexOps")
class DecomposeComplexOpsPass(Pass):
    """Decompose complex torch ops (softmax, linear, layer_norm, ...) into primitive ones."""

    OPTIONS = {
        "legal-ops": Option(str, [], "ops not to decompose (aten.softmax.int or torch.aten.softmax.int)", list=True),
    }

    def run_on_operation(self, op):
        try:
            decompose_complex_ops(op, self.options["legal-ops"])
        except DecompositionError as e:  # located at the op it is about, not at the function
            raise PassError(e.message, loc=e.loc if e.loc is not None else op.location) from None
