"""torch-globalize-object-graph: module state becomes global slots, methods become functions.

Input: what the TorchScript importer makes (``torch.class_type``s, ``torch.nn_module``
instances at the top of the module, methods as functions taking the receiver first) after
``torch-prepare-for-globalize-object-graph`` (method calls are ``func.call``s).

    torch.class_type @c { torch.attr "t" : !torch.tensor  torch.method "forward", @c.forward }
    %t = torch.tensor.literal(...) : !torch.tensor<[2],f32>
    %m = torch.nn_module { torch.slot "t", %t : !torch.tensor<[2],f32> } : !torch.nn.Module<"c">
    func.func private @c.forward(%self: !torch.nn.Module<"c">, %x: !torch.tensor) -> !torch.tensor
  ->
    torch.global_slot "private" @t : !torch.tensor
    torch.global_slot.module_initializer {
      %t = torch.tensor.literal(...) : !torch.tensor<[2],f32>
      torch.initialize.global_slots [ @t(%t : !torch.tensor<[2],f32>) ]
    }
    func.func @forward(%x: !torch.tensor) -> !torch.tensor     // reads @t with torch.global_slot.get

The root instance is the one no slot holds (a module with no instance is left as it is). Each method of the root's class becomes a public
function named after the method; each method that is called (of another instance, or of the
root: the public function keeps its own calling convention) becomes a private function named
after the instance's attribute path (``sub.lin.forward``), one per instance (a method called on
two instances is specialized twice). Slots are named by the path
of their instance (``sub.lin.weight``); an instance several slots hold has one set of globals.
Only slots some function reads or writes become globals.

A module value must be known at compile time: the receiver argument, a ``prim.GetAttr`` of a
module slot, or an argument of a specialized call. Anything else (a module chosen by
``prim.If``, stored in a list, returned) is an error naming the class, the slot it came from
and the op's location.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.core import Block, Region, BlockArgument, OpResult
from tmlir.ir.dialects.func import CallOp, FuncOp
from tmlir.ir.passmanager import Pass, PassError, register_pass
from tmlir.dialects.torch import ops as T
from tmlir.dialects.torch.types import NnModuleType

__all__ = ["globalize_object_graph"]


class _Instance:
    """One ``torch.nn_module`` op: its class, attribute path and slots."""

    def __init__(self, op, path):
        self.op = op
        self.path = path
        self.slots = {s.slot_name: s for s in op.slots()}

    @property
    def class_name(self):
        return self.op.class_name

    def slot_symbol(self, name):
        return ".".join(self.path + [name])


def _error(message, op):
    return PassError(f"torch-globalize-object-graph: {message}", loc=op.location if op is not None else None)


class _Globalizer:
    def __init__(self, module):
        self.module = module
        self.body = module.regions[0].blocks[0]
        self.funcs = {op.sym_name.value: op for op in self.body if isinstance(op, FuncOp)}
        self.classes = {op.sym_name.value: op for op in self.body if isinstance(op, T.ClassTypeOp)}
        self.instances = {}            # nn_module result value -> _Instance
        self.specialized = {}          # (callee, instance ops) -> name
        self.worklist = []
        self.used_slots = {}           # symbol -> (instance, slot name)
        self.new_funcs = []

    # --- the object graph -------------------------------------------------------------------
    def find_instances(self):
        mods = [op for op in self.body if isinstance(op, T.NnModuleOp)]
        if not mods:
            return None
        held = {s.operand(0) for m in mods for s in m.slots() if isinstance(s.operand(0).type, NnModuleType)}
        roots = [m for m in mods if m.results[0] not in held]
        if len(roots) != 1:
            raise _error(f"expected one root torch.nn_module (held by no slot), found {len(roots)}",
                         roots[1] if len(roots) > 1 else mods[0])
        queue = [(roots[0], [])]
        while queue:
            op, path = queue.pop(0)
            if op.results[0] in self.instances:
                continue
            inst = self.instances[op.results[0]] = _Instance(op, path)
            for name, s in inst.slots.items():
                v = s.operand(0)
                if isinstance(v.type, NnModuleType):
                    if not isinstance(v, OpResult) or not isinstance(v.op, T.NnModuleOp):
                        raise _error(f"slot '{inst.slot_symbol(name)}' of class {inst.class_name} holds a module "
                                     "that is not a torch.nn_module", s)
                    queue.append((v.op, path + [name]))
        return self.instances[roots[0].results[0]]

    # --- functions --------------------------------------------------------------------------
    def methods_of(self, inst):
        ct = self.classes.get(inst.class_name)
        if ct is None:
            raise _error(f"class {inst.class_name} has no torch.class_type", inst.op)
        return [m for m in ct.regions[0].blocks[0] if isinstance(m, T.MethodOp)]

    def specialize(self, callee, bindings, public_name=None):
        """The name of ``callee`` specialized to ``bindings`` (argument index -> _Instance)."""
        key = (callee, tuple(sorted((i, id(b.op)) for i, b in bindings.items())), public_name)
        name = self.specialized.get(key)
        if name is not None:
            return name
        src = self.funcs.get(callee)
        if src is None:
            raise _error(f"call of @{callee}, which is not a function of the module", None)
        if public_name is not None:
            name = public_name
        else:
            recv = bindings.get(0)
            method = callee.rsplit(".", 1)[-1]
            base = ".".join((recv.path if recv is not None else []) + [method]) if recv is not None else callee
            name, i = base, 0
            while name in self.funcs or name in {n for n in self.specialized.values()}:
                i += 1
                name = f"{base}${i}"
        self.specialized[key] = name
        clone = src.clone()
        clone.properties["sym_name"] = A.StringAttr(name)
        if public_name is not None:
            clone.properties.pop("sym_visibility", None)
        else:
            clone.properties["sym_visibility"] = A.StringAttr("private")
        self.new_funcs.append(clone)
        self.worklist.append((clone, bindings))
        return name

    def rewrite(self, func, bindings):
        entry = func.entry_block
        known = {entry.args[i]: inst for i, inst in bindings.items()}
        dead = []
        for op in list(func.walk_ops()):
            if op is func:
                continue
            if isinstance(op, T.PrimGetAttrOp):
                inst = self.resolve(known, op.operand(0), op)
                slot = inst.slots.get(op.attr_name)
                if slot is None:
                    raise _error(f"class {inst.class_name} has no slot '{op.attr_name}'", op)
                v = slot.operand(0)
                if isinstance(v.type, NnModuleType):
                    known[op.results[0]] = self.instances[v]
                    dead.append(op)
                    continue
                sym = self.use_slot(inst, op.attr_name)
                get = T.GlobalSlotGetOp.create(T.GlobalSlotGetOp.OPNAME, (), [op.results[0].type], None,
                                               {"slot": A.SymbolRefAttr(sym)}, (), (), op.location)
                op.parent.insert_before(get, op)
                op.replace_all_uses_with([get.results[0]])
                op.erase()
            elif isinstance(op, T.PrimSetAttrOp):
                inst = self.resolve(known, op.operand(0), op)
                if isinstance(op.operand(1).type, NnModuleType):
                    raise _error(f"'prim.SetAttr' stores a module into slot '{inst.slot_symbol(op.attr_name)}' of "
                                 f"class {inst.class_name}; module slots cannot change", op)
                sym = self.use_slot(inst, op.attr_name)
                st = T.GlobalSlotSetOp.create(T.GlobalSlotSetOp.OPNAME, [op.operand(1)], (), None,
                                              {"slot": A.SymbolRefAttr(sym)}, (), (), op.location)
                op.parent.insert_before(st, op)
                op.erase()
            elif isinstance(op, CallOp) and any(isinstance(v.type, NnModuleType) for v in op.operands):
                b = {i: self.resolve(known, v, op) for i, v in enumerate(op.operands)
                     if isinstance(v.type, NnModuleType)}
                name = self.specialize(op.properties["callee"].root, b)
                args = [v for v in op.operands if not isinstance(v.type, NnModuleType)]
                call = CallOp.build_call(name, args, [r.type for r in op.results], op.location)
                op.parent.insert_before(call, op)
                op.replace_all_uses_with(list(call.results))
                op.erase()
            else:
                for v in op.operands:
                    if isinstance(v.type, NnModuleType):
                        inst = known.get(v)
                        what = (f"the module in slot '{'.'.join(inst.path) or '<root>'}' (class {inst.class_name})"
                                if inst is not None else f"a module of class {v.type.class_name}")
                        raise _error(f"'{op.name}' uses {what}; only prim.GetAttr, prim.SetAttr and calls may "
                                     "use modules (the object graph must be known at compile time)", op)
        for op in reversed(dead):
            if op.has_uses():
                user = next(iter(op.results[0].users))
                raise _error(f"'{user.name}' uses the module in slot '{op.attr_name}' in a way that cannot be "
                             "resolved at compile time", user)
            op.erase()
        for i in sorted((i for i, a in enumerate(entry.args) if isinstance(a.type, NnModuleType)), reverse=True):
            a = entry.args[i]
            if a.has_uses():
                user = next(iter(a.users))
                raise _error(f"'{user.name}' uses the module argument #{i} of class {a.type.class_name} in a way "
                             "that cannot be resolved at compile time", user)
            entry.erase_arg(i)
            attrs = func.arg_attrs
            if attrs is not None:
                lst = list(attrs.value)
                del lst[i]
                func.properties["arg_attrs"] = A.ArrayAttr(lst)
        ft = func.type
        func.properties["function_type"] = A.TypeAttr(A.FunctionType([a.type for a in entry.args], ft.results))

    def resolve(self, known, v, op):
        inst = known.get(v)
        if inst is None:
            where = ("a block argument" if isinstance(v, BlockArgument)
                     else f"the result of '{v.op.name}'")
            raise _error(f"the module of class {v.type.class_name} used by '{op.name}' is {where}; it must be "
                         "known at compile time (the receiver or a module slot)", op)
        return inst

    def use_slot(self, inst, name):
        sym = inst.slot_symbol(name)
        self.used_slots.setdefault(sym, (inst, name))
        return sym

    # --- putting it together ----------------------------------------------------------------
    def run(self):
        root = self.find_instances()
        if root is None:   # functions only (an imported ScriptFunction): nothing to do
            return
        for m in self.methods_of(root):
            self.specialize(m.function, {0: root}, public_name=m.method_name)
        while self.worklist:
            func, bindings = self.worklist.pop(0)
            self.rewrite(func, bindings)
        self.emit_globals()
        self.cleanup()

    def emit_globals(self):
        if not self.used_slots:
            return
        anchor = next(iter(self.body))
        init_block = Block()
        cloned = {}

        def clone_value(v):
            if v in cloned:
                return cloned[v]
            if not isinstance(v, OpResult) or v.op.regions:
                raise _error("a slot's initial value is not made by a simple op at the top of the module", None)
            for x in v.op.operands:
                clone_value(x)
            c = v.op.clone(cloned)
            init_block.append(c)
            for r, rc in zip(v.op.results, c.results):
                cloned[r] = rc
            return cloned[v]

        syms, vals = [], []
        for sym, (inst, name) in self.used_slots.items():
            ct = self.classes[inst.class_name]
            attr = next(a for a in ct.regions[0].blocks[0] if isinstance(a, T.AttrOp) and a.attr_name == name)
            self.body.insert_before(T.GlobalSlotOp.build_slot(sym, attr.attr_type, visibility="private"), anchor)
            syms.append(A.SymbolRefAttr(sym))
            vals.append(clone_value(inst.slots[name].operand(0)))
        init_block.append(T.InitializeGlobalSlotsOp.create(T.InitializeGlobalSlotsOp.OPNAME, vals, (), None,
                                                           {"slotSymNames": A.ArrayAttr(syms)}, (), (), None))
        init = T.GlobalSlotModuleInitializerOp.create(T.GlobalSlotModuleInitializerOp.OPNAME, (), (), None, None,
                                                      [Region([init_block])], (), None)
        self.body.insert_before(init, anchor)

    def cleanup(self):
        methods = {m.function for ct in self.classes.values() for m in ct.regions[0].blocks[0]
                   if isinstance(m, T.MethodOp)}
        for name in methods:
            f = self.funcs.get(name)
            if f is not None and f.parent is not None:
                f.erase(check_uses=False)
        for f in self.new_funcs:
            self.body.append(f)
        for op in reversed(list(self.body)):
            if isinstance(op, (T.ClassTypeOp,)):
                op.erase()
        # instances, then the values only they used (top-level ops with results)
        for op in reversed(list(self.body)):
            if op.results and not isinstance(op, FuncOp) and not any(r.has_uses() for r in op.results):
                op.drop_all_references()
                op.erase(check_uses=False)


def globalize_object_graph(module):
    """Globalize the object graph of ``module`` in place (see the module docstring)."""
    _Globalizer(module).run()
    return module


@register_pass("torch-globalize-object-graph", "GlobalizeObjectGraph")
class GlobalizeObjectGraphPass(Pass):
    """Object graph (class types, nn_module instances, methods) -> global slots and functions."""

    def run_on_operation(self, op):
        globalize_object_graph(op)
