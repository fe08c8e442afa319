"""``torch-lower-to-backend-contract``, ``torch-verify-backend-contract`` and
``torch-refine-public-return``.

The backend contract (what ``output_type="torch"`` returns): every tensor is a ``!torch.vtensor``
with a known rank and dtype (sizes as precise as the program allows), and no op remains that the
configured decompositions would remove (unless it is in ``backend_legal_ops``).

``lower-to-backend-contract`` first turns every ``torch.operator`` the op registry knows into
the registry op (``torch-resolve-operators``, once: no later pass creates operators), fuses
products of dequantized integers into integer products (``torch-fuse-quantized-ops``, once, while
they are still the ops the program wrote), then iterates, per function, to a fixed point (at most ``max-iterations`` rounds; it says so when it
hits the bound)::

    canonicalize -> reduce-op-variants -> maximize-value-semantics -> shape refinement
      -> dtype refinement -> decompose-complex-ops

A function leaves the loop as soon as it satisfies the contract, or when a round changed nothing;
only functions still short of the contract run another round. Then public functions get their
return types refined and the contract is verified; when it does not hold, ONE error lists each
offending op and value, why (unknown rank, unknown dtype, non-value tensor, illegal op), its source
location, and the fix::

    error: the program does not satisfy the backend contract (1 problem):
      model.py:7: 'torch.aten.frob' result %3: unknown rank
        no shape function for aten.frob: add one to tmlir/library/shape_functions.py
        (or pass extra_library=[...] with `def aten〇frob〡shape(...)`)
"""
from __future__ import annotations

import warnings

from tmlir.ir.core import IRError
from tmlir.ir.dialects.func import FuncOp, ReturnOp
from tmlir.ir.passmanager import Pass, PassError, Option, register_pass, lookup_pass
from tmlir.dialects.torch.types import (BaseTensorType, ValueTensorType, NonValueTensorType, ListType, OptionalType,
                                        TupleType, INT, FLOAT, BOOL)
from tmlir.dialects.torch.ops import TensorStaticInfoCastOp
from .decompose_complex_ops import decomposition_applies

__all__ = ["lower_to_backend_contract", "verify_backend_contract", "refine_public_return", "BackendContractError",
           "ContractIterationWarning"]


class BackendContractError(PassError):
    """The module does not satisfy the backend contract; ``.problems`` lists (op, value, reason, fix)."""

    def __init__(self, message, problems=()):
        super().__init__(message)
        self.problems = list(problems)


class ContractIterationWarning(UserWarning):
    """``lower-to-backend-contract`` hit its ``max-iterations`` bound."""


# ---------------------------------------------------------------------------------------------
# What the contract requires of a type
# ---------------------------------------------------------------------------------------------

def _type_problem(t):
    """None when ``t`` satisfies the contract, else the reason."""
    k = type(t)
    if k is NonValueTensorType:
        return "non-value tensor (!torch.tensor): a mutation or alias that could not be removed"
    if k is ValueTensorType:
        if t.sizes is None:
            return "unknown rank"
        if t.dtype is None:
            return "unknown dtype"
        return None
    if k is ListType or k is OptionalType:
        e = t.element_type
        if type(e) is ValueTensorType:
            return None    # each tensor put in the list is typed; the list's element type may stay generic
        return _type_problem(e)
    if k is TupleType:
        for e in t.types:
            p = _type_problem(e)
            if p:
                return p
    return None


def _legal_names(legal_ops):
    out = set()
    for n in legal_ops or ():
        n = n.strip()
        if not n:
            continue
        out.add(n if n.startswith("torch.") else "torch." + n)
    return out


_OBJECT_GRAPH_OPS = frozenset(("torch.prim.GetAttr", "torch.prim.SetAttr", "torch.prim.CallMethod",
                               "torch.prim.CreateObject", "torch.nn_module", "torch.class_type"))


def _illegal(op, legal):
    """Why ``op`` may not appear in contract IR (None if it may)."""
    name = op.name
    if name in legal:
        return None
    if name in _OBJECT_GRAPH_OPS:
        return "an object-graph op (the object graph must be globalized first)"
    schema = getattr(type(op), "schema", None)
    written = ([v.type for a, v in zip(schema.arguments, op.operands) if a.type.is_written()]
               if schema is not None and schema.is_mutating else [])
    if any(type(t) is ListType for t in written):
        where = op.parent_op
        while where is not None and where.name != "torch.prim.Loop":
            where = where.parent_op
        if where is not None:
            return ("it mutates a list inside a loop the pipeline cannot unroll (its trip count is not "
                    "known at compile time), and the list escapes the loop")
        return "it mutates a list that could not be folded into a list literal"
    if schema is not None and schema.is_mutating and any(type(v.type) is ValueTensorType for v in op.operands):
        return "it mutates a tensor (in-place or out= variant left on value tensors)"
    if decomposition_applies(op, legal):
        return "it has a decomposition that applies to it (it is not in backend_legal_ops)"
    return None


def _func_problems(func, legal):
    """(op, value_or_None, reason) for each contract violation in ``func``."""
    out = []
    for a in func.regions[0].blocks[0].args if func.regions[0].blocks else ():
        p = _type_problem(a.type)
        if p:
            out.append((func, a, p))
    for op in func.walk_ops():
        if op is func:
            continue
        for r in op.results:
            p = _type_problem(r.type)
            if p:
                out.append((op, r, p))
        why = _illegal(op, legal)
        if why:
            out.append((op, None, "illegal op: " + why))
    return out


def _satisfies(func, legal):
    return not _func_problems(func, legal)


def _state(func):
    """A cheap fingerprint of how far ``func`` is from the contract."""
    n_ops = 0
    unknown = 0
    for op in func.walk_ops():
        n_ops += 1
        for r in op.results:
            t = r.type
            if isinstance(t, BaseTensorType):
                unknown += (t.sizes is None) + (t.dtype is None) + (type(t) is NonValueTensorType)
                if t.sizes is not None:
                    unknown += sum(1 for s in t.sizes if s < 0)
    return (n_ops, unknown)


# ---------------------------------------------------------------------------------------------
# Diagnostics
# ---------------------------------------------------------------------------------------------

def _where(op):
    loc = getattr(op, "location", None)
    d = loc.describe() if loc is not None else ""
    return d or "<unknown location>"


def _fix(op, reason, library):
    from tmlir.library.registry import function_name
    schema = getattr(type(op), "schema", None)
    if reason.startswith("illegal op: an object"):
        return "import through a path that globalizes the object graph (torch-globalize-object-graph)"
    if reason.startswith("illegal op: it mutates a list"):
        return ("build the list without mutation (a list comprehension over a fixed range), or give the loop "
                "a trip count known at compile time")
    if reason.startswith("illegal op: it mutates"):
        return "run torch-reduce-op-variants, or check why it could not give the op value semantics"
    if reason.startswith("illegal op: it has a decomposition"):
        return (f"run torch-decompose-complex-ops (torch-lower-to-backend-contract runs it), or add "
                f"'{op.name[len('torch.'):]}' to backend_legal_ops if the backend handles it")
    if reason.startswith("illegal op"):
        return (f"add '{op.name[len('torch.'):]}' to backend_legal_ops if the backend handles it, or check why "
                f"its decomposition did not apply (operand ranks/dtypes or non-constant arguments)")
    if reason.startswith("non-value"):
        return "the op writes or aliases this tensor in a way the value-semantics passes cannot remove"
    if schema is None:
        return ("this op has no shape/dtype functions (the op registry has no schema for it): register it, or "
                "add shape/dtype functions for it with extra_library=[...]")
    qual = f"{schema.namespace}::{schema.name}" + (f".{schema.overload}" if schema.overload else "")
    kind = "dtype" if reason == "unknown dtype" else "shape"
    fn = library.shape_function(schema.key) if kind == "shape" else library.dtype_function(schema.key)
    fname = function_name(qual, kind)
    file = "dtype_functions.py" if kind == "dtype" else "shape_functions.py"
    if fn is None:
        return (f"no {kind} function for {schema.key}: add one to tmlir/library/{file} "
                f"(or pass extra_library=[...] with `def {fname}(...)`)")
    return (f"its {kind} function `{fname}` could not decide the result from what is known about the operands "
            "(or shape/dtype refinement has not run: torch-lower-to-backend-contract runs it)")


def _is_root(op, v, reason):
    """Report an op only when its own operands are fine (the first op of a chain of unknowns)."""
    if reason.startswith("illegal") or reason.startswith("non-value") or op is None:
        return True
    for o in getattr(op, "operands", ()):
        if _type_problem(o.type) == reason:
            return False
    return True


def verify_backend_contract(module, legal_ops=(), library=None):
    """Raise ``BackendContractError`` when ``module`` does not satisfy the contract."""
    legal = _legal_names(legal_ops)
    problems = []
    for func in [op for op in module.walk_ops() if isinstance(op, FuncOp)]:
        problems.extend(_func_problems(func, legal))
    if not problems:
        return
    if library is None:
        from tmlir.library.registry import load_library
        library = load_library(check=False)
    roots = [p for p in problems if _is_root(*p)] or problems
    lines = []
    for op, v, reason in roots[:40]:
        what = ""
        if v is not None:
            what = (f" argument #{v.index}" if not hasattr(v, "op") else
                    (f" result #{v.index}" if len(op.results) > 1 else " result"))
        lines.append(f"  {_where(op)}: '{getattr(op, 'diagnostic_name', op.name)}'{what}: {reason}\n    fix: {_fix(op, reason, library)}")
    more = len(roots) - 40
    extra = f"\n  ... and {more} more" if more > 0 else ""
    follow = len(problems) - len(roots)
    tail = f"\n  ({follow} more value(s) are unknown only because of the above)" if follow > 0 else ""
    msg = (f"the program does not satisfy the backend contract ({len(roots)} problem(s)):\n" + "\n".join(lines)
           + extra + tail)
    raise BackendContractError(msg, [(op, v, r, _fix(op, r, library)) for op, v, r in roots])


# ---------------------------------------------------------------------------------------------
# refine-public-return
# ---------------------------------------------------------------------------------------------

def refine_public_return(module):
    """Public functions return the most precise types their bodies compute: a returned
    ``torch.tensor_static_info_cast`` is looked through, and the signature follows."""
    changed = False
    for func in [op for op in module.walk_ops() if isinstance(op, FuncOp)]:
        if func.sym_visibility is not None and func.sym_visibility.value == "private":
            continue
        if not func.regions[0].blocks:
            continue
        rets = [b._last for b in func.regions[0].blocks if isinstance(b._last, ReturnOp)]
        if len(rets) != 1:
            continue
        ret = rets[0]
        new_types = []
        for i, v in enumerate(list(ret.operands)):
            d = v.defining_op
            while isinstance(d, TensorStaticInfoCastOp) and isinstance(d.operand(0).type, ValueTensorType):
                v = d.operand(0)
                d = v.defining_op
            if v is not ret.operand(i):
                ret.set_operand(i, v)
                changed = True
            new_types.append(v.type)
        ft = func.function_type.value
        if list(ft.results) != new_types:
            _set_func_results(func, new_types)
            changed = True
    return changed


def _set_func_results(func, results):
    from tmlir.ir import attributes as A
    ft = func.function_type.value
    func.properties["function_type"] = A.TypeAttr(A.FunctionType(list(ft.inputs), list(results)))


# ---------------------------------------------------------------------------------------------
# The fixed point
# ---------------------------------------------------------------------------------------------

def _pass(name, **options):
    """An instance of the registered pass ``name``; an unregistered one is an error (PassError)."""
    return lookup_pass(name)(**options)


def _round_passes(legal_ops, guards, extra_library, direct):
    """(per-function passes before refinement, refinement pipelines, per-function passes after).
    The refinement pipelines run on the module (they add and remove the library functions) but
    refine only the functions they are given (``.refine(module, funcs)``)."""
    from .drop_abstract_interp import ShapeRefinementPipeline, DtypeRefinementPipeline
    legal_text = ",".join(sorted(n[len("torch."):] if n.startswith("torch.") else n for n in legal_ops))
    before = [_pass("canonicalize"), _pass("torch-reduce-op-variants"), _pass("torch-maximize-value-semantics"),
              _ForwardStaticInfoCasts()]
    opts = {"direct-evaluation": direct, "guards": guards, "extra-library": list(extra_library)}
    refine = [ShapeRefinementPipeline(**opts), DtypeRefinementPipeline(**opts)]
    dec = _pass("torch-decompose-complex-ops", **({"legal-ops": legal_text} if legal_text else {}))
    return before, refine, [dec]


class _ForwardStaticInfoCasts:
    """Users that allow type refinement read the more precise value behind a
    ``torch.tensor_static_info_cast`` (decompositions and refinement insert these casts to keep
    types consistent; left in place they would hide what is known from the next op)."""

    def run_on_operation(self, root):
        from tmlir.dialects.torch.ops import AllowsTypeRefinement
        for op in root.walk_ops():
            if not isinstance(op, TensorStaticInfoCastOp) or op.parent is None:
                continue
            src = op.operand(0)
            if type(src.type) is not ValueTensorType:
                continue
            res = op.results[0]
            for user, k in list(res.uses):
                if AllowsTypeRefinement in type(user).traits:
                    user.set_operand(k, src)
            if not res.uses:
                op.erase()


def lower_to_backend_contract(module, max_iterations=10, backend_legal_ops=(), guards=True, extra_library=(),
                              direct_evaluation=True, verify=True, fuse_quantized=True):
    """Run the fixed point on every function of ``module``, refine public returns and verify.
    ``fuse_quantized``: integer products of dequantized tensors (for backends that lower them)."""
    _pass("torch-resolve-operators").run_on_operation(module)
    if fuse_quantized:
        _pass("torch-fuse-quantized-ops").run_on_operation(module)
    _fixed_point(module, max_iterations, backend_legal_ops, extra_library, direct_evaluation)
    legal = _legal_names(backend_legal_ops)
    funcs = _user_functions(module)
    if guards:
        before = set(module.walk_ops())
        _, guard_passes, _ = _round_passes(legal, True, tuple(extra_library), direct_evaluation)
        for p in guard_passes:
            p.refine(module, funcs)
        _prune_unlowerable_guards(module, before)
    refine_public_return(module)
    canon = _pass("canonicalize")
    for func in funcs:
        canon.run_on_operation(func)
    if verify:
        verify_backend_contract(module, backend_legal_ops)
    return module


def _lowerable_guard_type(t):
    if t is INT or t is FLOAT or t is BOOL:
        return True
    return type(t) is ValueTensorType and t.sizes is not None and t.dtype is not None


def _prune_unlowerable_guards(module, before):
    """Keep only the guards every backend can turn into a runtime check: computations on sizes,
    ints, floats and bools. A guard whose computation carries optionals, lists, strings or raises
    from inside a region (what some shape functions' ``-1`` inference leaves) is dropped, together
    with whatever was computed only for it."""
    from tmlir.ir.dialects.func import FuncOp as _F
    new_top = [op for op in module.walk_ops()
               if op not in before and op.parent is not None and isinstance(op.parent_op, _F)]
    if not new_top:
        return 0
    bad = set()
    for op in new_top:
        for o in op.walk_ops() if op.regions else (op,):
            if o.name == "torch.prim.RaiseException" or \
                    any(not _lowerable_guard_type(v.type) for v in list(o.results) + list(o.operands)):
                bad.add(op)
                break
    if not bad:
        return 0
    new_set = set(new_top)
    changed = True
    while changed:   # users of dropped values go too (only guard code uses them)
        changed = False
        for op in new_top:
            if op in bad:
                continue
            for v in op.operands:
                d = v.defining_op
                top = d
                while top is not None and top not in new_set and top.parent is not None:
                    top = top.parent_op
                if top in bad:
                    bad.add(op)
                    changed = True
                    break
            else:
                for inner in op.walk_ops() if op.regions else ():
                    if any((v.defining_op in bad) for v in inner.operands):
                        bad.add(op)
                        changed = True
                        break
    for op in reversed(new_top):
        if op in bad and op.parent is not None:
            for r in op.results:
                if r.uses:
                    break
            else:
                op.erase()
    return len(bad)


def _user_functions(module):
    """The functions of ``module`` with a body, library functions (added by refinement) excepted."""
    from .reify_abstract_interp import is_library_function
    return [op for op in module.walk_ops()
            if isinstance(op, FuncOp) and op.regions[0].blocks and not is_library_function(op)]


def _fixed_point(module, max_iterations, backend_legal_ops, extra_library, direct_evaluation):
    legal = _legal_names(backend_legal_ops)
    # Guards are built once, after the fixed point: built in every round they would pile up.
    before_passes, refine_passes, after_passes = _round_passes(legal, False, tuple(extra_library),
                                                               direct_evaluation)
    pending = _user_functions(module)
    for it in range(max_iterations):
        if not pending:
            break
        states = [_state(f) for f in pending]
        for func in pending:
            for p in before_passes:
                p.run_on_operation(func)
        for p in refine_passes:
            p.refine(module, pending)
        nxt = []
        for func, before in zip(pending, states):
            for p in after_passes:
                p.run_on_operation(func)
            if _satisfies(func, legal):
                continue
            if _state(func) != before:
                nxt.append(func)
        pending = nxt
    else:
        if pending:
            names = ", ".join("@" + f.sym_name.value for f in pending[:5])
            warnings.warn(f"torch-lower-to-backend-contract: stopped after max-iterations={max_iterations} rounds "
                          f"with {len(pending)} function(s) still changing ({names})", ContractIterationWarning,
                          stacklevel=3)


def _list_option(text):
    return Option(str, default="", help=text)


@register_pass("torch-lower-to-backend-contract", "LowerToBackendContract")
class LowerToBackendContractPass(Pass):
    """Iterate simplification, value semantics, refinement and decomposition to a bounded fixed
    point, then verify the backend contract."""
    OPTIONS = {
        "max-iterations": Option(int, default=10, help="bound on the rounds per function"),
        "backend-legal-ops": Option(str, default="", help="comma-separated ops never decomposed"),
        "guards": Option(bool, default=True, help="keep undecidable shape assertions as runtime guards"),
        "extra-library": Option(str, default="", help="comma-separated modules/files with library functions"),
        "direct-evaluation": Option(bool, default=True, help="evaluate library functions directly when possible"),
        "fuse-quantized": Option(bool, default=True, help="products of dequantized integers become integer products"),
    }

    def run_on_operation(self, op):
        lower_to_backend_contract(op, self.options["max-iterations"],
                                  [x for x in self.options["backend-legal-ops"].split(",") if x],
                                  self.options["guards"],
                                  [x for x in self.options["extra-library"].split(",") if x],
                                  self.options["direct-evaluation"], fuse_quantized=self.options["fuse-quantized"])


@register_pass("torch-verify-backend-contract", "VerifyBackendContract")
class VerifyBackendContractPass(Pass):
    """Fail, listing every problem with its location and fix, when the contract does not hold."""
    OPTIONS = {"backend-legal-ops": Option(str, default="", help="comma-separated legal ops")}

    def run_on_operation(self, op):
        verify_backend_contract(op, [x for x in self.options["backend-legal-ops"].split(",") if x])


@register_pass("torch-refine-public-return", "RefinePublicReturn")
class RefinePublicReturnPass(Pass):
    """Public functions return the refined types their bodies compute."""

    def run_on_operation(self, op):
        refine_public_return(op)
