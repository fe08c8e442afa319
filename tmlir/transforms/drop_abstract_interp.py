"""torch-drop-abstract-interp-calculations: replace each ``torch.shape.calculate`` /
``torch.dtype.calculate`` by the op in its body, keeping undecided assertions as runtime guards;
and the refinement pipelines (reify -> simplify -> drop).

    %0 = torch.shape.calculate {
      %1 = torch.aten.mm %a, %b : ... ; torch.shape.calculate.yield %1
    } shapes {
      %k0 = torch.aten.size.int %a, %int1 ; %k1 = torch.aten.size.int %b, %int0
      %ok = torch.aten.eq.int %k0, %k1
      torch.prim.If %ok -> () { torch.prim.If.yield } else {
        torch.prim.RaiseException %str, %none ; torch.prim.If.yield }
      ...
    }

becomes (with ``guards=true``, the default)::

    %k0 = torch.aten.size.int %a, %int1 ; %k1 = torch.aten.size.int %b, %int0
    %ok = torch.aten.eq.int %k0, %k1
    torch.runtime.assert %ok, "mm: shapes cannot be multiplied"
    %0 = torch.aten.mm %a, %b : ...

A guard is a ``torch.prim.If`` without results at the top level of the calculation region whose
one branch only raises (``prim.RaiseException``) and whose other branch is empty. The
computation of its condition (at most ``MAX_GUARD_OPS`` side-effect-free ops of the region) is
cloned before the op. Guards whose condition needs more are dropped with a warning.
"""
from __future__ import annotations

from tmlir.ir.core import OpResult
from tmlir.ir import attributes as A
from tmlir.ir.opdef import Pure
from tmlir.ir.passmanager import Pass, register_pass, Option
from tmlir.dialects.torch import ops as torch_ops
from tmlir.dialects.torch.folders import const
from tmlir.dialects.torch.generated import GeneratedTorchOp, create_op
from tmlir.dialects.torch.types import BOOL

from .reify_abstract_interp import CALC_OPS
from .simplify_abstract_interp import erase_unused_library_functions

__all__ = ["drop_calculations", "MAX_GUARD_OPS"]

#: bound on the ops cloned to compute one guard's condition
MAX_GUARD_OPS = 64

_CALC_NAMES = {c[0].OPNAME for c in CALC_OPS.values()}


def _only_yield(block):
    return block._first is block._last and block._last.name == "torch.prim.If.yield"


def _raises(block):
    """The message of a block that only raises (then yields), else None."""
    ops = block.ops_list()
    if len(ops) != 2 or ops[0].name != "torch.prim.RaiseException" or ops[1].name != "torch.prim.If.yield":
        return None
    m = const(ops[0].operand(0))
    return m if isinstance(m, str) else "assertion failed"


def guard_of(op):
    """(condition value, condition must be true?, message) if ``op`` is a guard, else None."""
    if op.name != "torch.prim.If" or op.results:
        return None
    then_b, else_b = op.regions[0].blocks[0], op.regions[1].blocks[0]
    if _only_yield(then_b):
        msg = _raises(else_b)
        return None if msg is None else (op.operand(0), True, msg)
    if _only_yield(else_b):
        msg = _raises(then_b)
        return None if msg is None else (op.operand(0), False, msg)
    return None


def _clonable(o, allow_raise=False):
    if o.regions:
        if o.name != "torch.prim.If":
            return False
        return all(_clonable(i, allow_raise) or i.name == "torch.prim.If.yield" for i in o.walk_ops())
    if allow_raise and o.name == "torch.prim.RaiseException":
        return True
    if Pure in o.traits or o.name == "torch.prim.ListConstruct" or o.name.startswith("torch.constant."):
        return True
    if isinstance(o, GeneratedTorchOp):
        s = o.schema
        return not s.is_mutating and (s.is_readonly or s.has_value_semantics)
    return False


def _captured(op):
    """Operands of ``op`` and of the ops nested in it."""
    vals = list(op.operands)
    for o in op.walk_ops():
        vals.extend(o.operands)
    return vals


def _slice(values, region_ops):
    """Ops of the calculation region computing ``values``, in program order; None when too many
    or not side-effect free."""
    need, stack = set(), list(values)
    while stack:
        v = stack.pop()
        if not isinstance(v, OpResult):
            continue
        d = v.op
        if d not in region_ops or d in need:
            continue
        if not _clonable(d):
            return None
        need.add(d)
        if len(need) > MAX_GUARD_OPS:
            return None
        stack.extend(_captured(d))
    return [o for o in region_ops if o in need]


def _strip_prefix(msg):
    return msg[len("AssertionError: "):] if msg.startswith("AssertionError: ") else msg


def _keep_nested_guard(o, calc, region_ops, warn):
    """An op of the calculation region with assertions nested in it (``prim.If`` with
    results): cloned before the op with each ``prim.RaiseException`` turned into
    ``torch.runtime.assert %false``."""
    if not _clonable(o, allow_raise=True):
        if warn is not None:
            warn(calc, "dropped an assertion nested in control flow that cannot be kept")
        return 0
    sl = _slice(_captured(o), region_ops)
    if sl is None:
        if warn is not None:
            warn(calc, "dropped an assertion whose condition is too complex to keep")
        return 0
    block = calc.parent
    mapping = {}
    for s in sl:
        block.insert_before(s.clone(mapping), calc)
    c = o.clone(mapping)
    block.insert_before(c, calc)
    body_op = calc.regions[0].blocks[0]._first
    n = 0
    for r in [i for i in c.walk_ops() if i.name == "torch.prim.RaiseException"]:
        msg = const(r.operand(0))
        msg = _strip_prefix(msg) if isinstance(msg, str) else "assertion failed"
        f = torch_ops.ConstantBoolOp.build_value(False, r.location)
        r.parent.insert_before(f, r)
        a = torch_ops.RuntimeAssertOp.create(torch_ops.RuntimeAssertOp.OPNAME, [f.results[0]], (), None,
                                     {"message": A.StringAttr(f"{msg} ({body_op.name})")}, (), (), calc.location)
        r.parent.insert_before(a, r)
        r.erase()
        n += 1
    return n


def drop_calculation(calc, guards=True, warn=None):
    """Replace ``calc`` by its body op (and its guards); returns the number of guards kept."""
    block = calc.parent
    kept = 0
    if guards:
        calc_block = calc.regions[1].blocks[0]
        region_ops = {}
        for i, o in enumerate(calc_block):
            region_ops[o] = i
        order = list(calc_block)
        for o in order:
            g = guard_of(o)
            if g is None:
                if o.regions and any(i.name == "torch.prim.RaiseException" for i in o.walk_ops()):
                    kept += _keep_nested_guard(o, calc, region_ops, warn)
                continue
            cond, expect, msg = g
            sl = _slice([cond], region_ops)
            if sl is None:
                if warn is not None:
                    warn(calc, f"dropped the guard '{_strip_prefix(msg)}': its condition is too complex to keep")
                continue
            mapping = {}
            for s in sl:
                block.insert_before(s.clone(mapping), calc)
            ok = mapping.get(cond, cond)
            if not expect:
                neg = create_op("torch.aten.__not__", [ok], [BOOL], o.location)
                block.insert_before(neg, calc)
                ok = neg.results[0]
            body_op = calc.regions[0].blocks[0]._first
            a = torch_ops.RuntimeAssertOp.create(torch_ops.RuntimeAssertOp.OPNAME, [ok], (), None,
                                         {"message": A.StringAttr(f"{_strip_prefix(msg)} ({body_op.name})")},
                                         (), (), calc.location)
            block.insert_before(a, calc)
            kept += 1
    body = calc.regions[0].blocks[0]
    term = body._last
    vals = list(term.operands)
    o = body._first
    while o is not term:
        nxt = o._next
        o.detach()
        block.insert_before(o, calc)
        o = nxt
    calc.replace_all_uses_with(vals)
    calc.erase()
    return kept


def drop_calculations(module, guards=True, warn=None, funcs=None):
    """Drop every calculation op under ``module`` (under the functions ``funcs`` when given);
    returns the number of guards kept."""
    kept = 0
    for root in [module] if funcs is None else funcs:
        for op in root.walk_ops():
            if op.name in _CALC_NAMES and op.parent is not None:
                kept += drop_calculation(op, guards, warn)
    if module.name == "builtin.module":
        erase_unused_library_functions(module)
    return kept


@register_pass("torch-drop-abstract-interp-calculations", "DropAbstractInterpCalculations")
class DropAbstractInterpCalculationsPass(Pass):
    """Replace shape/dtype calculation ops by their body op; undecided assertions become torch.runtime.assert."""
    OPTIONS = {"guards": Option(bool, True, "keep undecided assertions as torch.runtime.assert")}

    def run_on_operation(self, op):
        drop_calculations(op, self.options["guards"], self.emit_warning)


# ---------------------------------------------------------------------------------------------
# Pipelines
# ---------------------------------------------------------------------------------------------

class _RefinementPipeline(Pass):
    KIND = None
    OPTIONS = {
        "extra-library": Option(str, [], "python module paths or .py files with more library functions", list=True),
        "direct-evaluation": Option(bool, True, "evaluate library functions directly first"),
        "guards": Option(bool, True, "keep undecided assertions as torch.runtime.assert"),
    }

    def run_on_operation(self, op):
        if op.name != "builtin.module":
            self.fail(f"{self.NAME} must run on a builtin.module", op)
        self.refine(op)

    def refine(self, module, funcs=None):
        """Reify, simplify and drop the calculations of the functions ``funcs`` of ``module`` (all
        of them when None); the library functions come and go at the module level."""
        from .reify_abstract_interp import reify_calculations
        from .simplify_abstract_interp import simplify_calculations
        guards = self.options["guards"]
        reify_calculations(module, self.KIND, self.options["extra-library"], self.options["direct-evaluation"],
                           guards, funcs)
        simplify_calculations(module, self.KIND, emit_warning=self.emit_warning, funcs=funcs)
        drop_calculations(module, guards, self.emit_warning, funcs)


@register_pass("torch-shape-refinement-pipeline", "ShapeRefinementPipeline")
class ShapeRefinementPipeline(_RefinementPipeline):
    """torch-reify-shape-calculations, torch-simplify-shape-calculations, torch-drop-abstract-interp-calculations."""
    KIND = "shape"


@register_pass("torch-dtype-refinement-pipeline", "DtypeRefinementPipeline")
class DtypeRefinementPipeline(_RefinementPipeline):
    """torch-reify-dtype-calculations, torch-simplify-dtype-calculations, torch-drop-abstract-interp-calculations."""
    KIND = "dtype"
