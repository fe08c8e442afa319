"""TorchScript ``Graph`` -> torch-dialect ``func.func``.

    g = inline_calls(torch.jit.script(fn).graph.copy())
    func = import_graph(g, "my_fn", visibility="private")   # a func.func, not yet in a module

Every node is imported by a function found by node kind in ``NODE_IMPORTERS`` (``prim::If``,
``prim::Loop``, constants, list/tuple construction, ...); nodes with a schema (``aten::*``,
``prim::min``, ``prim::dtype`` ...) become the generated op named after the schema
(``aten::len.t`` -> ``torch.aten.len.t``). Types come from TorchScript types (``int`` ->
``!torch.int``, ``List[int]`` -> ``!torch.list<int>``, ``Tensor`` -> ``!torch.tensor``, ...).
Anything else raises ``TorchScriptImportError`` naming the node kind and its source location.

Adding a node kind: ``@node_importer("prim::Foo")`` on ``fn(ctx, node) -> list of result values``.
The importer is shared by the shape/dtype library compiler (``tmlir/library/compiled.py``) and
is the core a full TorchScript-module importer builds on (it adds ``prim::GetAttr`` & co.).
"""
from __future__ import annotations

import re

from tmlir.ir import attributes as A
from tmlir.ir.core import IRError
from tmlir.ir.location import UNKNOWN_LOC, FileLineColLoc
from tmlir.ir.dialects.func import FuncOp, ReturnOp
from tmlir.dialects.torch.generated import create_op, schema_of
from tmlir.dialects.torch import ops as torch_ops
from tmlir.dialects.torch.types import (INT, FLOAT, BOOL, STR, NONE_TYPE, DEVICE, GENERATOR, NUMBER, ANY,
                                        ListType, OptionalType, TupleType, UnionType, DictType,
                                        NonValueTensorType, NnModuleType, is_valid_subtype,
                                        torch_dtype_to_type)

__all__ = ["import_graph", "inline_calls", "torch_type_of", "TorchScriptImportError", "node_importer", "NODE_IMPORTERS",
           "ImportContext", "constant_ops"]


class TorchScriptImportError(IRError):
    """A TorchScript construct the importer does not support (names the node and its location)."""


# ---------------------------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------------------------

_SIMPLE_TYPES = {"IntType": INT, "FloatType": FLOAT, "BoolType": BOOL, "StringType": STR, "NoneType": NONE_TYPE,
                 "DeviceObjType": DEVICE, "GeneratorType": GENERATOR, "NumberType": NUMBER, "AnyType": ANY,
                 "ScalarTypeType": INT, "LayoutType": INT, "MemoryFormatType": INT}


def torch_type_of(t, traced_shapes=False):
    """The torch-dialect type of a TorchScript type: ``int[]`` -> ``!torch.list<int>``,
    ``Optional[Tensor]`` -> ``!torch.optional<tensor>``, a module class ``__torch__.M`` ->
    ``!torch.nn.Module<"__torch__.M">``. Tensors are ``!torch.tensor``; with ``traced_shapes``,
    a tensor type that carries the sizes and dtype a trace saw (``Float(2, 3)``) keeps them
    (``!torch.tensor<[2,3],f32>``). Raises ValueError when unsupported."""
    k = t.kind()
    s = _SIMPLE_TYPES.get(k)
    if s is not None:
        return s

    def sub(e):
        return torch_type_of(e, traced_shapes)

    if k == "ListType":
        return ListType(sub(t.getElementType()))
    if k == "OptionalType":
        return OptionalType(sub(t.getElementType()))
    if k == "TupleType":
        return TupleType([sub(e) for e in t.elements()])
    if k == "UnionType":
        # the dialect has no complex scalar type: complex members are dropped (and a lone
        # ``complex`` is a ``!torch.number``)
        members = [sub(e) for e in t.containedTypes() if e.kind() != "ComplexType"]
        return members[0] if len(members) == 1 else UnionType(members)
    if k == "ComplexType":
        return NUMBER
    if k == "DictType":
        return DictType(sub(t.getKeyType()), sub(t.getValueType()))
    if k == "TensorType":
        return _traced_tensor_type(t) if traced_shapes else NonValueTensorType(None, None)
    if k == "ClassType":
        return NnModuleType(t.qualified_name())
    raise ValueError(f"unsupported TorchScript type '{t}' ({k})")


def _traced_tensor_type(t):
    """``!torch.tensor<[2,3],f32>`` from a traced tensor type (what of it is known)."""
    try:
        sizes = t.sizes()
    except RuntimeError:  # sizes of unknown rank
        sizes = None
    dtype = None
    if t.dtype() is not None:
        try:
            dtype = torch_dtype_to_type(t.dtype())
        except (KeyError, ValueError, TypeError):
            dtype = None
    return NonValueTensorType(tuple(sizes) if sizes is not None else None, dtype)


# ---------------------------------------------------------------------------------------------
# Locations
# ---------------------------------------------------------------------------------------------

_HEADER = re.compile(r'File "([^"]+)", line (\d+)')


def location_of(node):
    """``file:line:col`` of a node from its source range (``UNKNOWN_LOC`` when it has none)."""
    try:
        text = node.sourceRange()
    except Exception:  # noqa: BLE001 - nodes made by passes may have no range
        return UNKNOWN_LOC
    m = _HEADER.search(text or "")
    if m is None:
        return UNKNOWN_LOC
    col = 1
    for line in text.split("\n"):
        if "<--- HERE" in line:
            i = line.find("~")
            col = i + 1 if i >= 0 else 1
            break
    return FileLineColLoc(m.group(1), int(m.group(2)), col)


def _describe(node):
    loc = location_of(node)
    where = f" at {loc.filename}:{loc.line}:{loc.col}" if loc is not UNKNOWN_LOC else ""
    return f"'{node.kind()}'{where}"


# ---------------------------------------------------------------------------------------------
# The import context
# ---------------------------------------------------------------------------------------------

class _Unusable:
    """Stands for a TorchScript value with no IR counterpart (``Function`` constants)."""
    __slots__ = ("node",)

    def __init__(self, node):
        self.node = node


class ImportContext:
    """Maps TorchScript values to IR values while one graph is imported; ``block`` is where the
    next op goes."""

    def __init__(self, traced_shapes=False, objects=None):
        self.values = {}
        self.block = None
        self.traced_shapes = traced_shapes
        # the module importer (``tmlir.importers.torchscript``) when one is importing: it makes
        # tensor literals (``tensor_literal(tensor, loc)``) and the functions that
        # ``prim::CallFunction`` calls (``function_symbol(node) -> (name, arg types, result types)``)
        self.objects = objects

    def value(self, jv, node):
        v = self.values.get(jv.unique())
        if v is None or isinstance(v, _Unusable):
            what = f"'{jv.debugName()}'"
            if isinstance(v, _Unusable):
                what += f" (a {v.node.output().type()} constant)"
            raise TorchScriptImportError(f"TorchScript import: node {_describe(node)} uses value {what} "
                                         "that has no torch-dialect form")
        return v

    def inputs(self, node):
        return [self.value(i, node) for i in node.inputs()]

    def bind(self, jvalues, values):
        for jv, v in zip(jvalues, values):
            self.values[jv.unique()] = v

    def add(self, op):
        self.block.append(op)
        return op

    def result_types(self, node):
        try:
            return [torch_type_of(o.type(), self.traced_shapes) for o in node.outputs()]
        except ValueError as e:
            raise TorchScriptImportError(f"TorchScript import: node {_describe(node)}: {e}") from None

    def coerce(self, v, t, loc):
        """``v`` as a value of type ``t``: itself, or a ``torch.derefine`` of it when its type is
        a refinement of ``t`` (TorchScript yields ``None`` where ``Optional[int]`` is expected)."""
        if v.type is t:
            return v
        if not is_valid_subtype(v.type, t):
            raise TorchScriptImportError(f"TorchScript import: a value of type {v.type} is used where {t} "
                                         f"is expected", loc=loc)
        return self.add(torch_ops.DerefineOp.build_cast(v, t, loc)).results[0]

    def import_block(self, jblock, block, terminator, types=None):
        """Import the nodes of ``jblock`` into ``block`` (whose arguments stand for the block's
        inputs) and end it with ``terminator(values)``; ``types``: the types the terminator's
        operands must have (values of refined types are derefined)."""
        saved = self.block
        self.block = block
        self.bind(jblock.inputs(), block.args)
        for node in jblock.nodes():
            import_node(self, node)
        ret = [self.value(v, jblock.returnNode()) for v in jblock.outputs()]
        if types is not None:
            ret = [self.coerce(v, t, UNKNOWN_LOC) for v, t in zip(ret, types)]
        block.append(terminator(ret))
        self.block = saved


NODE_IMPORTERS = {}


def node_importer(*kinds):
    """Register ``fn(ctx, node) -> [result values]`` as the importer of the named node kinds."""
    def deco(fn):
        for k in kinds:
            NODE_IMPORTERS[k] = fn
        return fn
    return deco


def import_node(ctx, node):
    kind = node.kind()
    fn = NODE_IMPORTERS.get(kind)
    if fn is None:
        fn = _import_schema_node
    results = fn(ctx, node)
    ctx.bind(node.outputs(), results)


# ---------------------------------------------------------------------------------------------
# Node importers
# ---------------------------------------------------------------------------------------------

def constant_ops(value, t, what, loc, tensor=None):
    """Ops (appended to a list) building the constant ``value`` of torch type ``t``; returns
    (ops, value). ``tensor(t) -> value`` makes tensor elements (none are allowed without it);
    ``what`` names the constant in errors."""
    ops = []

    def mk(v, ty):
        if ty is NONE_TYPE or v is None:
            op = torch_ops.ConstantNoneOp.build_value(loc)
        elif ty is BOOL:
            op = torch_ops.ConstantBoolOp.build_value(bool(v), loc)
        elif ty is INT:
            op = torch_ops.ConstantIntOp.build_value(int(v), loc)
        elif ty is FLOAT:
            op = torch_ops.ConstantFloatOp.build_value(float(v), loc)
        elif ty is STR:
            op = torch_ops.ConstantStrOp.build_value(str(v), loc)
        elif ty is DEVICE:
            op = torch_ops.ConstantDeviceOp.build_value(str(v), loc)
        elif ty is NUMBER and isinstance(v, complex):
            op = torch_ops.ConstantComplexOp.build_value(v, loc)   # a Python complex (!torch.complex)
        elif ty is NUMBER:
            op = torch_ops.ConstantNumberOp.build_value(v, loc)
        elif isinstance(ty, ListType):
            elems = [mk(e, ty.element_type) for e in v]
            op = torch_ops.PrimListConstructOp.build_list(elems, ty, loc)
        elif isinstance(ty, TupleType):
            elems = [mk(e, et) for e, et in zip(v, ty.types)]
            op = torch_ops.PrimTupleConstructOp.build_tuple(elems, ty, loc)
        elif isinstance(ty, OptionalType):
            inner = mk(v, ty.element_type)
            op = torch_ops.DerefineOp.build_cast(inner, ty, loc)
        elif isinstance(ty, NonValueTensorType) and tensor is not None:
            return tensor(v)
        else:
            raise TorchScriptImportError(f"TorchScript import: {what}: constants of type {ty} are not supported")
        ops.append(op)
        return op.results[0]

    return ops, mk(value, t)


@node_importer("prim::Constant")
def _import_constant(ctx, node):
    out = node.output()
    if out.type().kind() == "FunctionType":
        return [_Unusable(node)]
    if out.type().kind() == "TensorType" and out.toIValue() is not None:
        return [_tensor_literal(ctx, node, out.toIValue())]
    t = ctx.result_types(node)[0]
    value = None if t is NONE_TYPE else out.toIValue()
    ops, v = constant_ops(value, t, f"node {_describe(node)}", location_of(node),
                          tensor=(lambda x: _tensor_literal(ctx, node, x)) if ctx.objects is not None else None)
    for op in ops:
        ctx.add(op)
    return [v]


def _tensor_literal(ctx, node, tensor):
    if ctx.objects is None:
        raise TorchScriptImportError(f"TorchScript import: node {_describe(node)}: tensor constants need the "
                                     "module importer (tmlir.importers.torchscript)")
    return ctx.objects.tensor_literal(ctx, tensor, location_of(node))


@node_importer("prim::GetAttr")
def _import_get_attr(ctx, node):
    (recv,) = ctx.inputs(node)
    return ctx.add(torch_ops.PrimGetAttrOp.build_get(recv, node.s("name"), ctx.result_types(node)[0],
                                                     location_of(node))).results


@node_importer("prim::SetAttr")
def _import_set_attr(ctx, node):
    recv, value = ctx.inputs(node)
    ctx.add(torch_ops.PrimSetAttrOp.create(torch_ops.PrimSetAttrOp.OPNAME, [recv, value], (), None,
                                           {"name": A.StringAttr(node.s("name"))}, (), (), location_of(node)))
    return []


@node_importer("prim::CallMethod")
def _import_call_method(ctx, node):
    ins = ctx.inputs(node)
    op = torch_ops.PrimCallMethodOp.create(torch_ops.PrimCallMethodOp.OPNAME, ins, ctx.result_types(node), None,
                                           {"name": A.StringAttr(node.s("name"))}, (), (), location_of(node))
    return ctx.add(op).results


@node_importer("prim::CallFunction")
def _import_call_function(ctx, node):
    """``func.call @qualified.name(...)`` of the function the first input names (imported once by
    the module importer)."""
    from tmlir.ir.dialects.func import CallOp
    fn_value = node.inputsAt(0)
    found = ctx.objects.function_symbol(fn_value.node()) if ctx.objects is not None else None
    if found is None:
        raise TorchScriptImportError(f"TorchScript import: node {_describe(node)} calls a function whose body "
                                     "cannot be found (inline the calls first)")
    name, arg_types, result_types = found
    loc = location_of(node)
    args = [ctx.coerce(ctx.value(v, node), t, loc) for v, t in zip(list(node.inputs())[1:], arg_types)]
    call = ctx.add(CallOp.build_call(name, args, result_types, loc))
    want = ctx.result_types(node)
    return [r if r.type is t else ctx.add(torch_ops.PrimUncheckedCastOp.build_cast(r, t, loc)).results[0]
            for r, t in zip(call.results, want)]


@node_importer("prim::DictConstruct")
def _import_dict(ctx, node):
    ins = ctx.inputs(node)
    keys, values = ins[0::2], ins[1::2]
    props = {"operandSegmentSizes": A.DenseArrayAttr(A.I32, [len(keys), len(values)])}
    op = torch_ops.PrimDictConstructOp.create(torch_ops.PrimDictConstructOp.OPNAME, keys + values,
                                              ctx.result_types(node), None, props, (), (), location_of(node))
    return ctx.add(op).results


@node_importer("prim::ListConstruct")
def _import_list(ctx, node):
    t = ctx.result_types(node)[0]
    return ctx.add(torch_ops.PrimListConstructOp.build_list(ctx.inputs(node), t, location_of(node))).results


@node_importer("prim::TupleConstruct")
def _import_tuple(ctx, node):
    t = ctx.result_types(node)[0]
    return ctx.add(torch_ops.PrimTupleConstructOp.build_tuple(ctx.inputs(node), t, location_of(node))).results


def _unpack(cls):
    def imp(ctx, node):
        op = cls.create(cls.OPNAME, ctx.inputs(node), ctx.result_types(node), None, None, (), (), location_of(node))
        return ctx.add(op).results
    return imp


node_importer("prim::ListUnpack")(_unpack(torch_ops.PrimListUnpackOp))
node_importer("prim::TupleUnpack")(_unpack(torch_ops.PrimTupleUnpackOp))


@node_importer("prim::TupleIndex")
def _import_tuple_index(ctx, node):
    return ctx.add(create_op("torch.prim.TupleIndex", ctx.inputs(node), ctx.result_types(node),
                             location_of(node))).results


@node_importer("prim::unchecked_cast")
def _import_unchecked_cast(ctx, node):
    t = ctx.result_types(node)[0]
    x = ctx.inputs(node)[0]
    if not is_valid_subtype(t, x.type):
        # dead code TorchScript accepts (``None`` cast to ``List[int]`` behind an ``is None``
        # check that already decided): a placeholder value
        return ctx.add(create_op("torch.prim.Uninitialized", [], [t], location_of(node))).results
    return ctx.add(torch_ops.PrimUncheckedCastOp.build_cast(x, t, location_of(node))).results


@node_importer("prim::Uninitialized")
def _import_uninitialized(ctx, node):
    return ctx.add(create_op("torch.prim.Uninitialized", [], ctx.result_types(node), location_of(node))).results


@node_importer("prim::RaiseException")
def _import_raise(ctx, node):
    ins = ctx.inputs(node)
    if len(ins) == 1:
        ins.append(ctx.add(torch_ops.ConstantNoneOp.build_value(location_of(node))).results[0])
    ctx.add(create_op("torch.prim.RaiseException", ins, [], location_of(node)))
    return []


@node_importer("prim::If")
def _import_if(ctx, node):
    cond = ctx.inputs(node)[0]
    rts = ctx.result_types(node)
    loc = location_of(node)
    op = torch_ops.PrimIfOp.build_if(cond, rts, loc)
    blocks = list(node.blocks())
    for jb, reg in zip(blocks, op.regions):
        ctx.import_block(jb, reg.blocks[0], lambda vals: _yield(torch_ops.PrimIfYieldOp, vals, loc), rts)
    ctx.add(op)
    return op.results


@node_importer("prim::Loop")
def _import_loop(ctx, node):
    ins = ctx.inputs(node)
    loc = location_of(node)
    rts = ctx.result_types(node)
    inits = [ctx.coerce(v, t, loc) for v, t in zip(ins[2:], rts)]
    op = torch_ops.PrimLoopOp.build_loop(ins[0], ins[1], inits, loc)
    jb = next(iter(node.blocks()))
    ctx.import_block(jb, op.regions[0].blocks[0], lambda vals: torch_ops.PrimLoopConditionOp.create(
        torch_ops.PrimLoopConditionOp.OPNAME, vals, (), None, None, (), (), loc), [BOOL] + rts)
    ctx.add(op)
    return op.results


ISINSTANCE_OP = "prim.isinstance"


@node_importer("prim::isinstance")
def _import_isinstance(ctx, node):
    """``isinstance(x, T)``: a constant when ``x``'s static type decides it, else
    ``torch.operator "prim.isinstance"(%x) {types = ["int", ...]}`` (decided once the operand's
    type is known: see ``isinstance_decision``)."""
    x = ctx.inputs(node)[0]
    loc = location_of(node)
    try:
        types = [torch_type_of(t) for t in node.tys("types") if t.kind() != "ComplexType"]
    except ValueError as e:
        raise TorchScriptImportError(f"TorchScript import: node {_describe(node)}: {e}") from None
    d = isinstance_decision(x.type, types)
    if d is not None:
        return ctx.add(torch_ops.ConstantBoolOp.build_value(d, loc)).results
    op = torch_ops.OperatorOp.build_operator(ISINSTANCE_OP, [x], [BOOL], loc)
    op.attributes["types"] = A.ArrayAttr([A.TypeAttr(t) for t in types])
    return ctx.add(op).results


def isinstance_decision(t, types):
    """Whether a value of static type ``t`` is an instance of one of ``types`` (True/False),
    or None when only its run-time value can tell (a union, ``Any``, ``number``)."""
    if any(is_valid_subtype(t, u) for u in types):
        return True
    if isinstance(t, UnionType):
        members = t.types
    elif isinstance(t, OptionalType):
        members = [t.element_type, NONE_TYPE]
    elif t is ANY or t is NUMBER:
        return None
    else:
        return False
    hits = [any(is_valid_subtype(m, u) for u in types) for m in members]
    if all(hits):
        return True
    if not any(hits) and not any(m is ANY or m is NUMBER for m in members):
        return False
    return None


def _yield(cls, vals, loc):
    return cls.create(cls.OPNAME, vals, (), None, None, (), (), loc)


_SCHEMA_NAME = re.compile(r"^([A-Za-z_][\w]*)::([\w]+)(?:\.([\w]+))?\(")


def _import_schema_node(ctx, node):
    """A node with a registry schema: the generated op of that name."""
    try:
        text = node.schema()
    except Exception:  # noqa: BLE001
        text = "(no schema)"
    m = _SCHEMA_NAME.match(text or "")
    if m is None:
        raise TorchScriptImportError(f"TorchScript import: unsupported node {_describe(node)} (no importer for "
                                     "this node kind and no operator schema)")
    ns, name, overload = m.groups()
    key = f"{ns}.{name}" + (f".{overload}" if overload else "")
    if schema_of(key) is None:
        raise TorchScriptImportError(f"TorchScript import: node {_describe(node)}: operator '{key}' is not in "
                                     "the torch dialect's registry")
    try:
        op = create_op("torch." + key, ctx.inputs(node), ctx.result_types(node), location_of(node))
    except IRError as e:
        raise TorchScriptImportError(f"TorchScript import: node {_describe(node)}: {e}") from None
    return ctx.add(op).results


# ---------------------------------------------------------------------------------------------
# Entry point
# ---------------------------------------------------------------------------------------------

_CALL_KINDS = ("prim::CallFunction", "prim::CallMethod")


def inline_calls(graph, max_rounds=100):
    """Inline every function call of ``graph`` in place, transitively; returns ``graph``.

    ``torch._C._jit_pass_inline`` inlines a callee's cached graph, and that graph still holds
    the callee's own calls when the callee was scripted and run before (the executor caches it
    uninlined): one run of the pass then leaves ``prim::CallFunction`` nodes behind, depending on
    what the process scripted earlier. Running the pass until no call is left makes the result
    independent of that history. TorchScript has no recursion, so this ends; ``max_rounds``
    bounds it anyway."""
    import torch
    for _ in range(max_rounds):
        torch._C._jit_pass_inline(graph)
        if not any(graph.findAllNodes(k) for k in _CALL_KINDS):
            return graph
    calls = [n for k in _CALL_KINDS for n in graph.findAllNodes(k)]
    raise TorchScriptImportError(f"TorchScript import: {_describe(calls[0])} is still a call after {max_rounds} "
                                 "rounds of inlining")


def import_graph(graph, func_name, *, visibility=None, location=None):
    """A ``func.func @func_name`` with the graph's inputs as arguments and its outputs as
    results (TorchScript types mapped by ``torch_type_of``). The graph should be inlined first
    (``inline_calls``); a call left in it is an unsupported node.

    Example::

        g = inline_calls(torch.jit.script(lambda_free_fn).graph.copy())
        f = import_graph(g, "f", visibility="private")   # verify with f.verify()
    """
    try:
        in_types = [torch_type_of(v.type()) for v in graph.inputs()]
        out_types = [torch_type_of(v.type()) for v in graph.outputs()]
    except ValueError as e:
        raise TorchScriptImportError(f"TorchScript import of '{func_name}': {e}") from None
    func = FuncOp.build_func(func_name, in_types, out_types, visibility=visibility,
                             location=location if location is not None else UNKNOWN_LOC)
    ctx = ImportContext()
    ret_loc = location if location is not None else UNKNOWN_LOC
    ctx.import_block(graph.block() if hasattr(graph, "block") else graph, func.entry_block,
                     lambda vals: ReturnOp.create(ReturnOp.OPNAME, vals, (), None, None, (), (), ret_loc), out_types)
    return func


# ---------------------------------------------------------------------------------------------
# Interpreter support for what the compiled library functions contain (registered additively
# into tmlir.interpreter.HANDLERS so imported functions and the reified IR run in the interpreter)
# ---------------------------------------------------------------------------------------------

def _placeholder(t):
    if t is INT:
        return 0
    if t is FLOAT:
        return 0.0
    if t is BOOL:
        return False
    if isinstance(t, ListType):
        return []
    return None


def _run_uninitialized(interp, op, args):
    """``torch.prim.Uninitialized``: a placeholder of the result type (only reached on dead paths)."""
    return [_placeholder(op.results[0].type)]


def _python_instance(v, t):
    import torch
    from tmlir.dialects.torch.types import BaseTensorType
    if t is INT:
        return isinstance(v, int) and not isinstance(v, bool)
    if t is FLOAT:
        return isinstance(v, float)
    if t is BOOL:
        return isinstance(v, bool)
    if t is STR:
        return isinstance(v, str)
    if t is NONE_TYPE:
        return v is None
    if isinstance(t, ListType):
        return isinstance(v, list)
    if isinstance(t, TupleType):
        return isinstance(v, tuple)
    if isinstance(t, BaseTensorType):
        return isinstance(v, torch.Tensor)
    return False


def _register_interpreter_handlers():
    from tmlir import interpreter as I
    natives = {
        "torch.aten.mul.left_t": lambda lst, n: list(lst) * n,
        "torch.aten.mul.right_": lambda n, lst: n * list(lst),
    }
    for name, fn in natives.items():
        if name not in I.HANDLERS:
            I._native(name)(fn)
    if "torch.prim.Uninitialized" not in I.HANDLERS:
        I.HANDLERS["torch.prim.Uninitialized"] = _run_uninitialized
    if "torch.operator" not in I.HANDLERS:
        def _run_operator(interp, op, args):
            if op.properties["name"].value == ISINSTANCE_OP:
                types = [a.value for a in op.attributes["types"].value]
                return [any(_python_instance(args[0], t) for t in types)]
            return I.generic_handler(interp, op, args)
        I.HANDLERS["torch.operator"] = _run_operator


_register_interpreter_handlers()
