"""TorchScript modules and functions -> the torch dialect, object graph and all.

    imp = TorchScriptImporter()
    module = imp.import_module(torch.jit.script(model))      # or a traced / loaded module
    module = imp.import_function(torch.jit.script(fn))

The graphs are imported by ``tmlir.importers.torchscript_graph`` (one node importer per node
kind); this module adds the objects around them, as Torch-MLIR prints them:

* every TorchScript class a module instance has becomes a ``torch.class_type @__torch__.M`` with a
  ``torch.attr "name" : type`` per attribute and a ``torch.method "forward", @__torch__.M.forward``
  per method; each method is a private ``func.func`` whose first argument is the receiver
  (``!torch.nn.Module<"__torch__.M">``);
* every instance becomes a ``torch.nn_module { torch.slot "name", %value : type }`` at the top of
  the module, submodules as nested instances, tensors as ``torch.tensor.literal``s (a tensor that
  several slots hold, an alias of the same storage, shape and strides, is one literal used by
  each), scalars, strings, lists and tuples as constants;
* a function a graph calls (``prim::CallFunction``) becomes a private ``func.func`` named by its
  qualified name, called with ``func.call``; when its body cannot be found (a function of a loaded
  archive) the calling graph is imported with its calls inlined.

Arguments of the entry methods can carry ``{torch.type_bound = !torch.vtensor<[?,3],f32>}``
(``arg_types``), which ``torch-adjust-calling-conventions`` turns into the argument types.
Anything the object graph cannot hold (a dict attribute, a non-module object, ...) raises one
``TorchScriptImportError`` naming the attribute path and its type.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.dialects.builtin import ModuleOp
from tmlir.ir.dialects.func import FuncOp, ReturnOp
from tmlir.ir.location import UNKNOWN_LOC, FileLineColLoc
from tmlir.dialects.torch import ops as torch_ops
from tmlir.dialects.torch.types import NonValueTensorType, NnModuleType, torch_dtype_to_type
from .torchscript_graph import (ImportContext, TorchScriptImportError, torch_type_of, inline_calls,
                                constant_ops)

__all__ = ["TorchScriptImporter", "TYPE_BOUND"]

#: the argument attribute that gives an entry argument's type (``torch-adjust-calling-conventions``)
TYPE_BOUND = "torch.type_bound"

_CALL_KINDS = ("prim::CallFunction",)


def _source_location(fn):
    import inspect
    try:
        return FileLineColLoc(inspect.getsourcefile(fn), inspect.getsourcelines(fn)[1], 1)
    except (OSError, TypeError):
        return UNKNOWN_LOC


class TorchScriptImporter:
    """Imports TorchScript modules / functions into one ``builtin.module``.

    ``traced_shapes``: keep the sizes and dtypes a trace recorded on the graph's tensor types
    (``!torch.tensor<[2,3],f32>``); off, every tensor is ``!torch.tensor`` and the sizes come
    from the argument annotations only (what ``ignore_traced_shapes=True`` asks for)."""

    def __init__(self, traced_shapes=False):
        from tmlir.importers.fx import FxImporter
        self.module = ModuleOp.build_empty()
        self.traced_shapes = traced_shapes
        self._classes = {}     # qualified name -> {method name: graph text}
        self._functions = {}   # qualified name -> (symbol, arg types, result types)
        self._literals = {}    # (storage, offset, shape, strides, dtype) -> top-level literal value
        self._class_ops, self._values, self._funcs = [], [], []
        self._tensors = FxImporter()   # builds the literal attributes (dense_resource blobs)
        self._cus = []                 # compilation units to find called functions in

    # --- entry points ---------------------------------------------------------------------------
    def import_module(self, script_module, arg_types=None):
        """Import ``script_module`` (a ``torch.jit.ScriptModule``: scripted, traced or loaded) and
        everything it holds. ``arg_types``: ``{method: [type or None per argument after self]}``
        sets ``torch.type_bound`` on those arguments."""
        c = getattr(script_module, "_c", script_module)
        self._import_object(c, [])
        if arg_types:
            qn = c._type().qualified_name()
            for method, types in arg_types.items():
                func = self._method_func(qn, method)
                if func is None:
                    raise TorchScriptImportError(f"TorchScript import: class {qn} has no method '{method}' to "
                                                 "annotate")
                _set_type_bounds(func, types, skip=1)
        return self._finish()

    def import_function(self, fn, arg_types=None, name=None):
        """Import a scripted function (``torch.jit.ScriptFunction``) as a public ``func.func``
        (named ``name``, default the function's name) and the functions it calls."""
        graph = fn.graph.copy()
        func = self._import_graph(graph, name or fn.name, None, _source_location(getattr(fn, "__wrapped__", fn)))
        if arg_types:
            _set_type_bounds(func, arg_types, skip=0)
        return self._finish()

    def _finish(self):
        body = self.module.body
        for op in self._class_ops + self._values + self._funcs:
            body.append(op)
        self._class_ops, self._values, self._funcs = [], [], []
        return self.module

    # --- the object graph ---------------------------------------------------------------------
    def _import_object(self, obj, path):
        """A ``torch.nn_module`` for the ScriptModule ``obj`` (its class imported once); returns
        its value. ``path``: attribute names from the root (for messages)."""
        import torch
        where = ".".join(path) or "the root module"
        if not isinstance(obj, torch._C.ScriptModule):
            raise TorchScriptImportError(f"TorchScript import: attribute '{where}' is a {obj._type().qualified_name()} "
                                         "object; the object graph holds only modules, tensors and scalars")
        cls = obj._type()
        qn = cls.qualified_name()
        named = list(torch._C._jit_debug_module_iterators(obj)["named_attributes"])
        types = list(cls.containedTypes())
        if len(types) != len(named):
            raise TorchScriptImportError(f"TorchScript import: class {qn} of '{where}' lists {len(types)} attribute "
                                         f"types for {len(named)} attributes")
        attr_types = []
        for (name, _), t in zip(named, types):
            try:
                attr_types.append(torch_type_of(t))
            except ValueError:
                raise TorchScriptImportError(
                    f"TorchScript import: attribute '{'.'.join(path + [name])}' of class {qn} has type {t}, which "
                    "the object graph cannot hold (a Python object)") from None
        self._import_class(obj, qn, [n for n, _ in named], attr_types, where)
        slot_values = []
        for (name, value), t, tt in zip(named, types, attr_types):
            sub = path + [name]
            if isinstance(tt, NnModuleType):
                slot_values.append((name, self._import_object(value, sub)))
            else:
                slot_values.append((name, self._attribute_value(value, tt, ".".join(sub), qn)))
        mod = torch_ops.NnModuleOp.build_module(qn)
        term = mod.regions[0].blocks[0].last_op
        for name, v in slot_values:
            mod.regions[0].blocks[0].insert_before(torch_ops.SlotOp.build_slot(name, v), term)
        self._values.append(mod)
        return mod.results[0]

    def _attribute_value(self, value, t, where, qn):
        import torch
        if isinstance(value, torch.Tensor):
            return self._top_literal(value, where)
        try:
            ops, v = constant_ops(value, t, f"attribute '{where}'", UNKNOWN_LOC,
                                  tensor=lambda x: self._top_literal(x, where))
        except TorchScriptImportError:
            raise TorchScriptImportError(f"TorchScript import: attribute '{where}' of class {qn} holds a "
                                         f"{type(value).__name__} of type {t}, which the object graph cannot "
                                         "hold") from None
        self._values.extend(ops)
        return v

    def _top_literal(self, tensor, where):
        key = None
        if tensor.layout == __import__("torch").strided and tensor.device.type != "meta":
            key = (tensor.untyped_storage().data_ptr(), tensor.storage_offset(), tuple(tensor.shape),
                   tuple(tensor.stride()), tensor.dtype)
            v = self._literals.get(key)
            if v is not None:
                return v
        op = self._literal_op(tensor, where, UNKNOWN_LOC)
        self._values.append(op)
        if key is not None:
            self._literals[key] = op.results[0]
        return op.results[0]

    def _literal_op(self, tensor, where, loc):
        from tmlir.importers.fx import FxImportError
        try:
            attr = self._tensors.literal_attr(tensor, where)
            t = NonValueTensorType(tuple(tensor.shape), torch_dtype_to_type(tensor.dtype))
        except (FxImportError, KeyError, ValueError) as e:
            raise TorchScriptImportError(f"TorchScript import: tensor '{where}': {e}") from None
        return torch_ops.NonValueTensorLiteralOp.build_literal(attr, t, loc)

    def tensor_literal(self, ctx, tensor, loc):
        """A tensor constant of a graph: a ``torch.tensor.literal`` where it is used."""
        return ctx.add(self._literal_op(tensor, "constant", loc)).results[0]

    def _import_class(self, obj, qn, names, attr_types, where):
        methods = list(obj._type().method_names())
        graphs = {m: obj._get_method(m).graph for m in methods}
        texts = {m: str(g) for m, g in graphs.items()}
        seen = self._classes.get(qn)
        if seen is not None:
            for m in methods:
                if seen.get(m) != texts[m]:
                    raise TorchScriptImportError(
                        f"TorchScript import: class {qn} is used by two instances whose method '{m}' differs "
                        f"('{where}' has another body); the object graph needs one body per class")
            return
        self._classes[qn] = texts
        ct = torch_ops.ClassTypeOp.build_class(qn)
        blk = ct.regions[0].blocks[0]
        term = blk.last_op
        for n, t in zip(names, attr_types):
            blk.insert_before(torch_ops.AttrOp.build_attr(n, t), term)
        for m in methods:
            blk.insert_before(torch_ops.MethodOp.build_method(m, f"{qn}.{m}"), term)
        self._class_ops.append(ct)
        for m in methods:
            self._import_graph(graphs[m].copy(), f"{qn}.{m}", "private", UNKNOWN_LOC)

    def _method_func(self, qn, method):
        for f in self._funcs:
            if f.sym_name.value == f"{qn}.{method}":
                return f
        return None

    # --- graphs and the functions they call ---------------------------------------------------
    def _import_graph(self, graph, name, visibility, location):
        calls = [n for k in _CALL_KINDS for n in graph.findAllNodes(k)]
        if any(self.function_symbol(n.inputsAt(0).node()) is None for n in calls):
            inline_calls(graph)
        ctx = ImportContext(traced_shapes=self.traced_shapes, objects=self)
        try:
            in_types = [torch_type_of(v.type(), self.traced_shapes) for v in graph.inputs()]
            out_types = [torch_type_of(v.type(), self.traced_shapes) for v in graph.outputs()]
        except ValueError as e:
            raise TorchScriptImportError(f"TorchScript import of '{name}': {e}") from None
        func = FuncOp.build_func(name, in_types, out_types, visibility=visibility, location=location)
        self._funcs.append(func)
        ctx.import_block(graph.block(), func.entry_block,
                         lambda vals: ReturnOp.create(ReturnOp.OPNAME, vals, (), None, None, (), (), location),
                         out_types)
        return func

    def function_symbol(self, const_node):
        """``(symbol, arg types, result types)`` of the function a ``prim::Constant`` of
        function type names (imported on first use), or None when its body is not found."""
        if const_node.kind() != "prim::Constant" or "name" not in const_node.attributeNames():
            return None
        fn = self._find_function(const_node.s("name"))
        if fn is None:
            return None
        qn = fn.qualified_name
        found = self._functions.get(qn)
        if found is None:
            g = fn.graph.copy()
            try:
                ins = [torch_type_of(v.type(), self.traced_shapes) for v in g.inputs()]
                outs = [torch_type_of(v.type(), self.traced_shapes) for v in g.outputs()]
            except ValueError:
                return None
            found = self._functions[qn] = (qn, ins, outs)
            self._import_graph(g, qn, "private", UNKNOWN_LOC)
        return found

    def _find_function(self, name):
        import torch
        cu = torch.jit._state._python_cu
        hits = [f for f in cu.get_functions() if f.qualified_name.rsplit(".", 1)[-1] == name]
        return hits[0] if len(hits) == 1 else None


def _set_type_bounds(func, types, skip):
    """Put ``torch.type_bound`` on the arguments of ``func`` that ``types`` (after the first
    ``skip``) names."""
    n = len(func.entry_block.args)
    if len(types) != n - skip:
        raise TorchScriptImportError(f"TorchScript import: '{func.sym_name.value}' takes {n - skip} arguments but "
                                     f"{len(types)} annotations were given")
    attrs = [{} for _ in range(n)]
    for i, t in enumerate(types):
        if t is not None:
            attrs[i + skip] = {TYPE_BOUND: A.TypeAttr(t)}
    func.properties["arg_attrs"] = A.ArrayAttr([A.DictionaryAttr(d) for d in attrs])
