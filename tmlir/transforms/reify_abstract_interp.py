"""torch-reify-shape-calculations / torch-reify-dtype-calculations: wrap each op that has a
library function in a calculation op whose second region calls that function.

    %0 = torch.aten.mm %a, %b : !torch.vtensor, !torch.vtensor -> !torch.vtensor

becomes::

    %0 = torch.shape.calculate {
      %1 = torch.aten.mm %a, %b : !torch.vtensor, !torch.vtensor -> !torch.vtensor
      torch.shape.calculate.yield %1 : !torch.vtensor
    } shapes {
      %2 = torch.aten.size %a : !torch.vtensor -> !torch.list<int>
      %3 = torch.aten.size %b : !torch.vtensor -> !torch.list<int>
      %4 = func.call @__torch_mlir_shape_fn.aten.mm(%2, %3) : (...) -> !torch.list<int>
      torch.shape.calculate.yield.shapes %4 : !torch.list<int>
    } : !torch.vtensor

Tensor arguments are passed as their shapes (``torch.aten.size``) to shape functions and as
``(rank, dtype)`` tuples (``torch.aten.dim``, ``torch.prim.dtype``) to dtype functions; scalars
as they are (``torch.derefine`` to an optional/union parameter, ``torch.aten.Float.Scalar``
where the function takes a float). The functions are compiled from the Python library
(``tmlir.library.compiled``) and added to the module as private ``func.func``s.

With ``direct-evaluation`` (default), ``tmlir.library.direct.try_refine`` first evaluates the
function on what is known; when that settles the op completely, the op is not reified.
The argument adapters are a registry keyed by schema type (``ARG_ADAPTERS``).
"""
from __future__ import annotations

from tmlir.ir.core import Block, Region
from tmlir.ir.dialects.func import CallOp
from tmlir.ir.passmanager import Pass, register_pass, Option
from tmlir.dialects.torch.generated import GeneratedTorchOp, create_op
from tmlir.dialects.torch import ops as torch_ops
from tmlir.dialects.torch.types import (ValueTensorType, BaseTensorType, ListType, OptionalType, TupleType,
                                        INT, FLOAT, BOOL, NUMBER, NONE_TYPE, is_valid_subtype)

__all__ = ["reify_calculations", "CALC_OPS", "LIBRARY_PREFIX", "library_for", "is_library_function"]

LIBRARY_PREFIX = "__torch_mlir_"

# kind -> (calculate op class, body yield class, calculation yield class)
CALC_OPS = {
    "shape": (torch_ops.ShapeCalculateOp, torch_ops.ShapeCalculateYieldOp, torch_ops.ShapeCalculateYieldShapesOp),
    "dtype": (torch_ops.DtypeCalculateOp, torch_ops.DtypeCalculateYieldOp, torch_ops.DtypeCalculateYieldDtypesOp),
}

_LIB_CACHE = {}


def library_for(extra_library=()):
    """The library with ``extra_library`` merged in (cached per tuple of extras)."""
    from tmlir.library.registry import load_library, _builtin
    key = tuple(extra_library)
    if not key:
        return _builtin()
    lib = _LIB_CACHE.get(key)
    if lib is None:
        lib = _LIB_CACHE[key] = load_library(key)
    return lib


def is_library_function(func):
    return func.name == "func.func" and func.sym_name.value.startswith(LIBRARY_PREFIX)


def _direct():
    try:
        from tmlir.library import direct
    except ImportError:
        return None
    return getattr(direct, "try_refine", None)


# ---------------------------------------------------------------------------------------------
# Argument adapters: IR operand -> value of the library function's parameter type
# ---------------------------------------------------------------------------------------------

class _CannotAdapt(Exception):
    pass


class _Emitter:
    """Builds ops at the end of the calculation block."""

    def __init__(self, block, loc):
        self.block = block
        self.loc = loc

    def add(self, op):
        self.block.append(op)
        return op.results[0] if op.results else None

    def op(self, name, operands, result_type):
        return self.add(create_op(name, operands, [result_type], self.loc))


def _scalar(e, v, want):
    """``v`` as a value of type ``want`` (a scalar parameter)."""
    t = v.type
    if want is NUMBER and t in (NUMBER, BOOL):
        # a Scalar parameter: the scripted library tells int from float from complex by
        # isinstance, which a number of unknown kind cannot answer, and it has no bool Scalar
        # (TorchScript scripts True as 1); the direct evaluation decides these, once the kind is known
        raise _CannotAdapt(f"a {t} operand for a Scalar parameter")
    if t is want:
        return v
    if isinstance(want, OptionalType):
        if t is NONE_TYPE:
            return e.add(torch_ops.DerefineOp.build_cast(v, want, e.loc))
        inner = _scalar(e, v, want.element_type)
        return e.add(torch_ops.DerefineOp.build_cast(inner, want, e.loc))
    if want is FLOAT and t in (INT, NUMBER):
        return e.op("torch.aten.Float.Scalar", [v], FLOAT)
    if is_valid_subtype(t, want):
        return e.add(torch_ops.DerefineOp.build_cast(v, want, e.loc))
    raise _CannotAdapt(f"a {t} operand for a {want} parameter")


def _tensor_info(e, v, kind):
    """Shape (``!torch.list<int>``) or ``(rank, dtype)`` tuple of tensor ``v``."""
    if not isinstance(v.type, BaseTensorType):
        raise _CannotAdapt(f"a {v.type} operand for a Tensor parameter")
    if kind == "shape":
        return e.op("torch.aten.size", [v], ListType(INT))
    rank = e.op("torch.aten.dim", [v], INT)
    dtype = e.op("torch.prim.dtype", [v], INT)
    return e.add(torch_ops.PrimTupleConstructOp.build_tuple([rank, dtype], TupleType([INT, INT]), e.loc))


def _optional_tensor(e, v, want, kind):
    if v.type is NONE_TYPE:
        return e.add(torch_ops.DerefineOp.build_cast(v, want, e.loc))
    inner = _tensor_info(e, v, kind)
    return e.add(torch_ops.DerefineOp.build_cast(inner, want, e.loc))


def _tensor_list(e, v, want, kind, optional):
    d = v.defining_op
    if not isinstance(d, torch_ops.PrimListConstructOp) or torch_ops.is_list_potentially_mutated(v):
        raise _CannotAdapt("a tensor list not built by torch.prim.ListConstruct")
    et = want.element_type
    elems = [(_optional_tensor(e, x, et, kind) if optional else _tensor_info(e, x, kind)) for x in d.operands]
    return e.add(torch_ops.PrimListConstructOp.build_list(elems, want, e.loc))


def _adapt_tensor(e, v, want, kind):
    return _tensor_info(e, v, kind)


def _adapt_optional_tensor(e, v, want, kind):
    return _optional_tensor(e, v, want, kind)


def _adapt_tensor_list(e, v, want, kind):
    return _tensor_list(e, v, want, kind, False)


def _adapt_optional_tensor_list(e, v, want, kind):
    return _tensor_list(e, v, want, kind, True)


#: schema argument type (as the registry prints it) -> adapter(emitter, operand, parameter type, kind)
ARG_ADAPTERS = {
    "Tensor": _adapt_tensor,
    "Tensor?": _adapt_optional_tensor,
    "Tensor[]": _adapt_tensor_list,
    "Tensor?[]": _adapt_optional_tensor_list,
}


def _schema_type_key(a):
    s = str(a.type)
    # alias annotations (Tensor(a)) do not matter here
    if "(" in s:
        base = s[:s.index("(")]
        rest = s[s.index(")") + 1:]
        s = base + rest
    return s


def _adapt_argument(e, a, v, want, kind):
    fn = ARG_ADAPTERS.get(_schema_type_key(a))
    if fn is not None:
        return fn(e, v, want, kind)
    return _scalar(e, v, want)


# ---------------------------------------------------------------------------------------------
# Reifying one op
# ---------------------------------------------------------------------------------------------

def _reifiable(op, kind):
    if not isinstance(op, GeneratedTorchOp) or op.parent is None:
        return False
    s = op.schema
    if s.is_vararg or s.is_varret or not op.results:
        return False
    if not all(type(r.type) is ValueTensorType for r in op.results):
        return False
    p = op.parent_op
    while p is not None:
        if p.name == CALC_OPS[kind][0].OPNAME or (p.name == "func.func" and is_library_function(p)):
            return False
        p = p.parent_op
    return True


def reify_op(op, kind, library, module, symbols):
    """Wrap ``op`` in its calculation op; returns the calculation op, or None when the library
    has no function for it or its operands cannot be passed."""
    from tmlir.library.compiled import compiled_function, add_to_module, LibraryCompileError
    op_name = op.name[len("torch."):]
    try:
        template = compiled_function(library, op_name, kind)
    except LibraryCompileError:
        return None
    if template is None:
        return None
    ft = template.function_type.value
    calc_cls, yield_cls, yield_calc_cls = CALC_OPS[kind]
    calc_block = Block()
    e = _Emitter(calc_block, op.location)
    try:
        args = [_adapt_argument(e, a, v, want, kind)
                for a, v, want in zip(op.schema.arguments, op.operands, ft.inputs)]
    except _CannotAdapt:
        calc_block_ops = calc_block.ops_list()
        for o in reversed(calc_block_ops):
            o.erase()
        return None
    name = add_to_module(module, library, op_name, kind, symbols)
    call = CallOp.build_call(name, args, list(ft.results), op.location)
    calc_block.append(call)
    outs = list(call.results)
    if len(op.results) > 1:
        rt = ft.results[0]
        if not isinstance(rt, TupleType) or len(rt.types) != len(op.results):
            call.erase()
            for o in reversed(calc_block.ops_list()):
                o.erase()
            return None
        unpack = torch_ops.PrimTupleUnpackOp.create(torch_ops.PrimTupleUnpackOp.OPNAME, [outs[0]], list(rt.types), None, None,
                                            (), (), op.location)
        calc_block.append(unpack)
        outs = list(unpack.results)
    calc_block.append(yield_calc_cls.create(yield_calc_cls.OPNAME, outs, (), None, None, (), (), op.location))
    body = Block()
    calc = calc_cls.create(calc_cls.OPNAME, (), [r.type for r in op.results], None, None,
                           [Region([body]), Region([calc_block])], (), op.location)
    op.parent.insert_before(calc, op)
    for r, cr in zip(op.results, calc.results):
        r.replace_all_uses_with(cr)
    op.detach()
    body.append(op)
    body.append(yield_cls.create(yield_cls.OPNAME, list(op.results), (), None, None, (), (), op.location))
    return calc


def reify_calculations(module, kind, extra_library=(), direct_evaluation=True, guards=True, funcs=None):
    """Reify every op with a ``kind`` function under ``module`` (only in the functions ``funcs``
    when given); returns how many were wrapped. ``guards=False``: no runtime guard will be kept,
    so an op that direct evaluation settles completely is not reified."""
    library = library_for(extra_library)
    try_refine = _direct() if direct_evaluation else None
    symbols = {o.sym_name.value: o for o in module.regions[0].blocks[0] if o.name == "func.func"}
    n = 0
    for func in list(symbols.values()) if funcs is None else list(funcs):
        if is_library_function(func):
            continue
        for op in func.walk_ops():
            if not _reifiable(op, kind):
                continue
            if try_refine is not None:
                try:
                    if try_refine(op, library, kind, guards):
                        continue
                except Exception:  # noqa: BLE001 - the reified path decides instead
                    pass
            if reify_op(op, kind, library, module, symbols) is not None:
                n += 1
    return n


class _ReifyPass(Pass):
    KIND = None
    OPTIONS = {
        "extra-library": Option(str, [], "python module paths or .py files with more library functions", list=True),
        "direct-evaluation": Option(bool, True, "evaluate library functions directly first (skip settled ops)"),
    }

    def run_on_operation(self, op):
        if op.name != "builtin.module":
            self.fail(f"{self.NAME} must run on a builtin.module (it adds the library functions)", op)
        reify_calculations(op, self.KIND, self.options["extra-library"], self.options["direct-evaluation"])


@register_pass("torch-reify-shape-calculations", "ReifyShapeCalculations")
class ReifyShapeCalculationsPass(_ReifyPass):
    """Wrap ops with a shape function in torch.shape.calculate (the function called in its shapes region)."""
    KIND = "shape"


@register_pass("torch-reify-dtype-calculations", "ReifyDtypeCalculations")
class ReifyDtypeCalculationsPass(_ReifyPass):
    """Wrap ops with a dtype function in torch.dtype.calculate (the function called in its dtypes region)."""
    KIND = "dtype"

