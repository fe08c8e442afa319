"""A torch-dialect interpreter: runs torch-level IR with eager PyTorch ops (DESIGN §1).

It is the executable specification of the dialect, in the style of ``torch.fx.Interpreter``:
each op is executed by a handler, looked up by op name in ``Interpreter.HANDLERS``. Hand-written
ops (constants, literals, lists, ``prim.If``/``prim.Loop``, copies and overwrites, global slots,
symbolic shapes, ``func.call``, ``torch_c`` casts, ...) have their own handler; every generated
``torch.aten.*`` / ``torch.prims.*`` / ``torch.prim.*`` op and every ``torch.operator
"ns.op.overload"`` is run by one generic handler that calls ``torch.ops.<ns>.<op>.<overload>``
with the op's operands mapped onto the operator's schema (keyword-only arguments by name)::

    >>> m = tmlir.fx.export_and_import(model, x, output_type="raw")
    >>> out = Interpreter(m).run(x)                    # func.func @main
    >>> Interpreter(m).run_function("main", x)        # the same

Runtime values:

* ``!torch.vtensor`` and ``!torch.tensor``: ``torch.Tensor``. Value tensors are never written;
  non-value tensors are mutable: ``torch.copy.to_vtensor`` / ``torch.copy.to_tensor`` copy,
  ``torch.overwrite.tensor.contents`` writes in place, and in-place ops (``add_``) write the very
  tensor object. A function argument of type ``!torch.tensor`` is the caller's tensor, so a
  program that mutates its inputs mutates what was passed to ``run``.
* ``!torch.int`` / ``float`` / ``bool`` / ``str``: Python values; ``!torch.none``: ``None``;
  ``!torch.Device``: a string such as ``"cpu"``; dtypes are ScalarType numbers (ints), as in the
  IR (``scalar_type_to_dtype`` converts them); lists are Python lists, tuples Python tuples,
  dicts Python dicts.

Every result is checked against its static type (``check_types=True``): a tensor whose dtype or a
static size differs from the IR's type raises, so a pass that writes wrong types is caught.
Errors raise ``InterpreterError`` naming the op and its source location.

Extending: subclass and add entries to ``HANDLERS`` (a copy of the class's dict), or pass
``handlers={"my.op": fn}``; a handler is ``fn(interp, op, args) -> list of result values``.
"""
from __future__ import annotations

import operator

import numpy as np

from tmlir.ir import attributes as A
from tmlir.dialects.torch import types as T

__all__ = ["Interpreter", "InterpreterError", "RuntimeAssertError", "scalar_type_to_dtype", "run"]


class InterpreterError(RuntimeError):
    """An op the interpreter cannot run, or that failed; names the op and its location."""

    def __init__(self, message, op=None):
        self.op = op
        self.message = message
        where = ""
        if op is not None:
            where = f"'{op.name}' at {_describe_loc(op)}: "
        super().__init__(where + message)


class RuntimeAssertError(InterpreterError):
    """A ``torch.runtime.assert`` (or a symbolic-shape binding) failed at run time."""


def _describe_loc(op):
    loc = getattr(op, "location", None)
    if loc is None:
        return "unknown location"
    d = getattr(loc, "describe", None)
    try:
        return d() if d is not None else str(loc)
    except Exception:  # pragma: no cover - a location that cannot describe itself
        return str(loc)


def scalar_type_to_dtype(n):
    """PyTorch's ScalarType number -> ``torch.dtype`` (6 -> ``torch.float32``)."""
    t = T.scalar_type_int_to_type(int(n))
    if t is None:
        raise ValueError(f"no dtype for ScalarType {n}")
    return T.type_to_torch_dtype(t)


# ---------------------------------------------------------------------------------------------
# Handlers
# ---------------------------------------------------------------------------------------------

HANDLERS = {}


def handles(*names):
    """Register a handler ``fn(interp, op, args) -> list`` for the named ops."""
    def deco(fn):
        for n in names:
            HANDLERS[n] = fn
        return fn
    return deco


# Terminators: running a block stops at one and yields its operands.
TERMINATORS = {"func.return", "torch.prim.If.yield", "torch.prim.Loop.condition", "torch.global_slot.init",
               "torch.initialize.global_slots", "torch.operator_terminator", "torch.shape.calculate.yield",
               "torch.shape.calculate.yield.shapes", "torch.dtype.calculate.yield",
               "torch.dtype.calculate.yield.dtypes"}


# -- constants ---------------------------------------------------------------------------------

@handles("torch.constant.int")
def _constant_int(interp, op, args):
    return [int(op.properties["value"].value)]


@handles("torch.constant.float")
def _constant_float(interp, op, args):
    return [float(op.properties["value"].value)]


@handles("torch.constant.bool")
def _constant_bool(interp, op, args):
    return [bool(op.properties["value"].value)]


@handles("torch.constant.str", "torch.constant.device")
def _constant_str(interp, op, args):
    return [str(op.properties["value"].value)]


@handles("torch.constant.none")
def _constant_none(interp, op, args):
    return [None]


@handles("torch.constant.number")
def _constant_number(interp, op, args):
    a = op.properties["value"]
    return [float(a.value) if isinstance(a, A.FloatAttr) else int(a.value)]


# -- literals ----------------------------------------------------------------------------------

def attr_to_tensor(attr, result_type=None):
    """A ``dense<...>`` / ``dense_resource<...>`` attribute -> a new ``torch.Tensor`` (its own
    memory), of the result type's dtype if it has one."""
    import torch
    arr = np.asarray(attr.to_numpy())
    if arr.dtype.name == "bfloat16":  # ml_dtypes: torch.from_numpy does not know it
        t = torch.from_numpy(np.ascontiguousarray(arr).view(np.uint16).copy()).view(torch.bfloat16)
    else:
        t = torch.from_numpy(np.array(arr, copy=True))
    dtype = getattr(result_type, "dtype", None)
    if dtype is not None:
        td = T.type_to_torch_dtype(dtype)
        if t.dtype != td:
            t = t.to(td)
    return t


@handles("torch.vtensor.literal", "torch.tensor.literal")
def _literal(interp, op, args):
    # a fresh tensor each time: a !torch.tensor literal may be mutated
    key = op
    t = interp._literal_cache.get(key)
    if t is None:
        t = attr_to_tensor(op.properties["value"], op.results[0].type)
        interp._literal_cache[key] = t
    return [t if op.name == "torch.vtensor.literal" else t.clone()]


# -- containers --------------------------------------------------------------------------------

@handles("torch.prim.ListConstruct")
def _list_construct(interp, op, args):
    return [list(args)]


@handles("torch.prim.TupleConstruct")
def _tuple_construct(interp, op, args):
    return [tuple(args)]


@handles("torch.prim.DictConstruct")
def _dict_construct(interp, op, args):
    n = len(args) // 2
    return [dict(zip(args[:n], args[n:]))]


@handles("torch.prim.ListUnpack", "torch.prim.TupleUnpack")
def _unpack(interp, op, args):
    seq = args[0]
    if len(seq) != len(op.results):
        raise InterpreterError(f"unpacks {len(op.results)} values from a sequence of {len(seq)}", op)
    return list(seq)


# -- casts and copies --------------------------------------------------------------------------

@handles("torch.derefine", "torch.prim.unchecked_cast", "torch.tensor_static_info_cast",
         "torch_c.to_builtin_tensor", "torch_c.from_builtin_tensor", "torch_c.to_i64", "torch_c.from_i64",
         "torch_c.to_f64", "torch_c.from_f64", "torch_c.to_i1", "torch_c.from_i1",
         "torch_c.generator_to_i64", "torch_c.i64_to_generator")
def _identity(interp, op, args):
    return [args[0]]


@handles("torch.copy.to_vtensor", "torch.copy.to_tensor")
def _copy(interp, op, args):
    return [args[0].clone()]


@handles("torch.overwrite.tensor.contents")
def _overwrite(interp, op, args):
    import torch
    value, dest = args
    with torch.no_grad():
        if tuple(dest.shape) != tuple(value.shape):
            dest.resize_(value.shape)
        dest.copy_(value)
    return []


@handles("torch.prim.NumToTensor.Scalar")
def _num_to_tensor(interp, op, args):
    import torch
    dtype = getattr(op.results[0].type, "dtype", None)
    v = args[0]
    if dtype is not None:
        return [torch.tensor(v, dtype=T.type_to_torch_dtype(dtype))]
    return [torch.ops.prim.NumToTensor.Scalar(v)]


# -- control flow ------------------------------------------------------------------------------

@handles("torch.prim.If")
def _prim_if(interp, op, args):
    region = op.regions[0] if args[0] else op.regions[1]
    return interp.run_region(region, [])


@handles("torch.prim.Loop")
def _prim_loop(interp, op, args):
    max_trip, cond, carried = args[0], args[1], list(args[2:])
    body = op.regions[0]
    i = 0
    while cond and i < max_trip:
        out = interp.run_region(body, [i, *carried])
        cond, carried = out[0], out[1:]
        i += 1
    return carried


@handles("func.call")
def _func_call(interp, op, args):
    return interp.call_function(op.properties["callee"].root, args, call_op=op)


@handles("torch.runtime.assert")
def _runtime_assert(interp, op, args):
    if not args[0]:
        raise RuntimeAssertError(f"runtime assertion failed: {op.properties['message'].value}", op)
    return []


@handles("torch.prim.Print")
def _prim_print(interp, op, args):
    print(*args)
    return []


@handles("torch.prim.tolist")
def _prim_tolist(interp, op, args):
    return [args[0].tolist()]


# -- shape / dtype calculations: run the body, check the calculation ----------------------------

@handles("torch.shape.calculate", "torch.dtype.calculate")
def _calculate(interp, op, args):
    results = interp.run_region(op.regions[0], [])
    computed = interp.run_region(op.regions[1], [])
    for i, (r, c) in enumerate(zip(results, computed)):
        if op.name == "torch.shape.calculate":
            if hasattr(r, "shape") and list(r.shape) != list(c):
                raise InterpreterError(f"shape function computed {list(c)} for result #{i}, "
                                       f"but the op produced {list(r.shape)}", op)
        elif hasattr(r, "dtype") and c is not None and scalar_type_to_dtype(c) != r.dtype:
            raise InterpreterError(f"dtype function computed {scalar_type_to_dtype(c)} for result #{i}, "
                                   f"but the op produced {r.dtype}", op)
    return results


# -- global slots ------------------------------------------------------------------------------

@handles("torch.global_slot.get")
def _global_get(interp, op, args):
    name = op.properties["slot"].root
    if name not in interp.globals:
        raise InterpreterError(f"global slot @{name} has no value", op)
    return [interp.globals[name]]


@handles("torch.global_slot.set")
def _global_set(interp, op, args):
    interp.globals[op.properties["slot"].root] = args[0]
    return []


# -- symbolic shapes ---------------------------------------------------------------------------

class SymbolicInt:
    """The runtime value of ``torch.symbolic_int``: bound by the first ``bind_symbolic_shape``
    that sees it, then checked by the others and against its range."""

    __slots__ = ("name", "min", "max", "value")

    def __init__(self, name, lo, hi):
        self.name, self.min, self.max, self.value = name, lo, hi, None

    def __repr__(self):
        return f"SymbolicInt({self.name}={self.value})"


@handles("torch.symbolic_int")
def _symbolic_int(interp, op, args):
    p = op.properties
    return [SymbolicInt(p["symbol_name"].value, int(p["min_val"].value), int(p["max_val"].value))]


def _eval_affine(e, syms):
    from tmlir.ir import affine as AF
    if isinstance(e, AF.AffineConstantExpr):
        return e.value
    if isinstance(e, AF.AffineSymbolExpr):
        return syms[e.position]
    if isinstance(e, AF.AffineBinaryExpr):
        a, b = _eval_affine(e.lhs, syms), _eval_affine(e.rhs, syms)
        if a is None or b is None:
            return None
        return {AF.ADD: operator.add, AF.MUL: operator.mul, AF.MOD: operator.mod, AF.FLOORDIV: operator.floordiv,
                AF.CEILDIV: lambda x, y: -(-x // y)}[e.kind](a, b)
    raise InterpreterError(f"unsupported affine expression {e}")


@handles("torch.bind_symbolic_shape")
def _bind_symbolic_shape(interp, op, args):
    from tmlir.ir import affine as AF
    tensor, symbols = args[0], args[1:]
    exprs = op.properties["shape_expressions"].value.results
    shape = list(tensor.shape)
    if len(exprs) != len(shape):
        raise RuntimeAssertError(f"binds {len(exprs)} sizes to a tensor of rank {len(shape)}", op)
    for e, d in zip(exprs, shape):  # bare symbols bind
        if isinstance(e, AF.AffineSymbolExpr):
            s = symbols[e.position]
            if s.value is None:
                if not s.min <= d <= s.max:
                    raise RuntimeAssertError(f"size {d} of {s.name} is outside its range [{s.min}, {s.max}]", op)
                s.value = d
    values = [s.value for s in symbols]
    for i, (e, d) in enumerate(zip(exprs, shape)):
        v = _eval_affine(e, values)
        if v is not None and v != d:
            raise RuntimeAssertError(f"dim {i} is {d} but its symbolic expression {e} gives {v}", op)
    return []


# -- integer products on quantized operands (what torch-fuse-quantized-ops makes) ---------------
# Eager PyTorch has no mm/bmm/convolution on quantized tensors: run them on the integers
# (storage minus zero point, in int64 so the sums are exact) and return the i32 sums as a qint32
# tensor (scale 1, zero point 0): the program reads them with int_repr, as the linalg kernels'
# i32 accumulators.

def _centered(q):
    import torch
    ints = q.int_repr().to(torch.int64)
    if q.qscheme() in (torch.per_channel_affine, torch.per_channel_symmetric):
        shape = [1] * q.dim()
        shape[q.q_per_channel_axis()] = -1
        return ints - q.q_per_channel_zero_points().to(torch.int64).reshape(shape)
    return ints - q.q_zero_point()


def _quantized_product(fn):
    def handler(interp, op, args):
        import torch
        if not any(isinstance(a, torch.Tensor) and a.is_quantized for a in args):
            return generic_handler(interp, op, args)
        ints = [_centered(a) if isinstance(a, torch.Tensor) and a.is_quantized else a for a in args]
        acc = fn(*ints)
        return [torch._make_per_tensor_quantized_tensor(acc.to(torch.int32), 1.0, 0)]
    return handler


def _int_convolution(x, w, bias, stride, padding, dilation, transposed, output_padding, groups):
    import torch
    # float64 holds the int64 products and sums of these sizes exactly (|sum| < 2^53)
    r = torch.ops.aten.convolution(x.double(), w.double(), None, stride, padding, dilation, transposed,
                                   output_padding, groups)
    return r.round().to(torch.int64)


HANDLERS["torch.aten.mm"] = _quantized_product(lambda a, b: a @ b)
HANDLERS["torch.aten.bmm"] = _quantized_product(lambda a, b: a @ b)
HANDLERS["torch.aten.convolution"] = _quantized_product(_int_convolution)


# -- TorchScript list and scalar ops run natively (torch.ops cannot mutate a Python list) -------

def _native(*names):
    """Register a plain Python function of the operand values as the handler of ``names``."""
    def deco(fn):
        def handler(interp, op, args):
            value = fn(*args)
            return [value] if op.results else []
        for n in names:
            HANDLERS[n] = handler
        return fn
    return deco


def _list_set(lst, i, v):
    lst[i] = v
    return lst


def _list_insert(lst, i, v):
    lst.insert(i, v)


def _list_append(lst, v):
    lst.append(v)
    return lst


def _list_extend(lst, other):
    lst.extend(other)


def _list_delete(lst, i):
    del lst[i]


_native("torch.aten.__getitem__.t")(lambda lst, i: lst[i])
_native("torch.aten.len.t")(len)
_native("torch.aten.append.t")(_list_append)
_native("torch.aten._set_item.t")(_list_set)
_native("torch.aten.insert.t")(_list_insert)
_native("torch.aten.extend.t")(_list_extend)
_native("torch.aten.Delete.t")(_list_delete)
_native("torch.aten.pop.t")(lambda lst, i: lst.pop(i))
_native("torch.aten.clear.t")(lambda lst: lst.clear())
_native("torch.aten.add.t")(lambda a, b: list(a) + list(b))
_native("torch.aten.slice.t")(lambda lst, start, end, step: lst[start:end:step])
_native("torch.aten.list.t")(list)
_native("torch.aten.eq.int_list", "torch.aten.eq.float_list", "torch.aten.eq.bool_list",
        "torch.aten.eq.str_list", "torch.aten.eq.Tensor_list")(lambda a, b: list(a) == list(b)
                                                              if not a or not hasattr(a[0], "shape") else
                                                              len(a) == len(b) and all(x.equal(y) for x, y in zip(a, b)))
_native("torch.aten.__contains__.int_list", "torch.aten.__contains__.float_list",
        "torch.aten.__contains__.str_list")(lambda lst, x: x in lst)
_native("torch.aten.__is__")(lambda a, b: a is b)
_native("torch.aten.__isnot__")(lambda a, b: a is not b)
_native("torch.aten.__not__")(lambda a: not a)
_native("torch.aten.__getitem__.Dict_str", "torch.aten.__getitem__.Dict_int")(lambda d, k: d[k])
_native("torch.aten.__contains__.str", "torch.aten.__contains__.int")(lambda d, k: k in d)


# -- the generic handler: torch.ops.<ns>.<op>.<overload> ----------------------------------------

class _Resolved:
    __slots__ = ("fn", "arg_names", "kwarg_only", "n_args")

    def __init__(self, fn):
        self.fn = fn
        args = fn._schema.arguments
        self.arg_names = [a.name for a in args]
        self.kwarg_only = [a.kwarg_only for a in args]
        self.n_args = len(args)


def _resolve(op):
    """The ``torch.ops`` overload that runs ``op``, or raise."""
    import torch
    if op.name == "torch.operator":
        qual = op.properties["name"].value
    else:
        qual = op.name[len("torch."):] if op.name.startswith("torch.") else op.name
    parts = qual.split(".")
    if len(parts) == 2:
        ns, name, overload = parts[0], parts[1], "default"
    elif len(parts) == 3:
        ns, name, overload = parts
    else:
        raise InterpreterError(f"cannot map '{qual}' to a torch.ops operator", op)
    try:
        packet = getattr(getattr(torch.ops, ns), name)
        try:
            fn = getattr(packet, overload)
        except AttributeError:
            if len(parts) != 2:
                raise
            fn = packet.default
    except (AttributeError, RuntimeError) as e:
        raise InterpreterError(f"no PyTorch operator torch.ops.{ns}.{name}.{overload} to run it ({e})", op) from None
    return _Resolved(fn)


def _unwrap_wrapped_numbers(op, args):
    """A ``prim.NumToTensor.Scalar`` operand next to a real tensor is passed as the Python number
    it came from: PyTorch then treats it as a *wrapped number* (it does not take part in type
    promotion as a 0-d tensor would: ``int_tensor * 1.5`` is float32, not float64), which is what
    the importer's types say."""
    operands = op._operands
    idx = None
    for i, v in enumerate(operands):
        d = getattr(v, "op", None)
        if d is not None and d.name == "torch.prim.NumToTensor.Scalar":
            idx = [i] if idx is None else idx + [i]
    if idx is None:
        return args
    import torch
    if not any(isinstance(a, torch.Tensor) for i, a in enumerate(args) if i not in idx):
        return args
    args = list(args)
    for i in idx:
        if isinstance(args[i], torch.Tensor) and args[i].dim() == 0:
            args[i] = args[i].item()
    return args


def generic_handler(interp, op, args):
    """Run a generated op or ``torch.operator`` by calling its ``torch.ops`` overload: operands
    map onto the schema's arguments in order, keyword-only ones passed by name."""
    if op.regions and any(r.blocks for r in op.regions):
        raise InterpreterError("ops with regions other than prim.If/prim.Loop are not supported", op)
    key = op.name if op.name != "torch.operator" else "torch.operator:" + op.properties["name"].value
    r = interp._resolved.get(key)
    if r is None:
        r = interp._resolved[key] = _resolve(op)
    if len(args) > r.n_args:
        raise InterpreterError(f"{len(args)} operands for an operator of {r.n_args} arguments "
                               f"({r.fn._schema})", op)
    args = _unwrap_wrapped_numbers(op, args)
    pos, kw = [], {}
    for name, kwo, v in zip(r.arg_names, r.kwarg_only, args):
        if kwo:
            kw[name] = v
        else:
            pos.append(v)
    out = r.fn(*pos, **kw)
    n = len(op.results)
    if n == 0:
        return []
    if n == 1:
        if isinstance(out, tuple) and len(r.fn._schema.returns) > 1:
            raise InterpreterError(f"the operator returned {len(out)} values for 1 result", op)
        return [out]
    if not isinstance(out, (tuple, list)) or len(out) != n:
        raise InterpreterError(f"the operator returned {type(out).__name__} for {n} results", op)
    return list(out)


# ---------------------------------------------------------------------------------------------
# The interpreter
# ---------------------------------------------------------------------------------------------

class Interpreter:
    """Runs the functions of a module of torch-dialect IR on eager PyTorch values.

    ``Interpreter(module).run(*inputs, func_name="main")`` returns the function's result (one
    value) or a tuple of results. ``handlers`` adds or overrides op handlers;
    ``check_types=False`` skips checking each value against its static type.
    """

    HANDLERS = HANDLERS

    def __init__(self, module, *, handlers=None, check_types=True):
        self.module = module
        self.handlers = dict(self.HANDLERS)
        if handlers:
            self.handlers.update(handlers)
        self.check_types = check_types
        self.functions = {}
        self.globals = {}
        self._literal_cache = {}
        self._resolved = {}
        self._globals_initialized = False
        self._env_stack = []  # one dict of values per region being run, innermost last
        for op in module.regions[0].blocks[0] if module.regions else ():
            if op.name == "func.func":
                self.functions[op.properties["sym_name"].value] = op

    # -- entry points ----------------------------------------------------------------------------
    def run(self, *inputs, func_name="main"):
        """Run ``func_name`` on ``inputs``: a single result is returned as is, several as a tuple."""
        out = self.run_function(func_name, *inputs)
        return out[0] if len(out) == 1 else tuple(out)

    def run_function(self, func_name, *inputs):
        """Run ``func_name`` on ``inputs``; returns the list of its results."""
        import torch
        self.initialize_globals()
        with torch.no_grad():
            results = self.call_function(func_name, list(inputs))
        # literals are made once per interpreter: hand out copies, so callers may write results
        cached = {id(t) for t in self._literal_cache.values()}
        return [r.clone() if id(r) in cached else r for r in results]

    def initialize_globals(self):
        """Run the global-slot initializers (once)."""
        if self._globals_initialized:
            return
        self._globals_initialized = True
        for op in self.module.regions[0].blocks[0] if self.module.regions else ():
            if op.name == "torch.global_slot" and op.regions and op.regions[0].blocks:
                self.globals[op.properties["sym_name"].value] = self.run_region(op.regions[0], [])[0]
            elif op.name == "torch.global_slot.module_initializer":
                block = op.regions[0].blocks[0]
                values = self.run_region(op.regions[0], [])
                term = block.last_op
                for sym, v in zip(term.properties["slotSymNames"].value, values):
                    self.globals[sym.root] = v

    # -- execution -------------------------------------------------------------------------------
    def call_function(self, name, args, call_op=None):
        f = self.functions.get(name)
        if f is None:
            raise InterpreterError(f"no function @{name} in the module", call_op)
        block = f.regions[0].blocks[0] if f.regions[0].blocks else None
        if block is None:
            raise InterpreterError(f"@{name} is a declaration without a body", call_op or f)
        if len(args) != len(block.args):
            raise InterpreterError(f"@{name} takes {len(block.args)} arguments, {len(args)} given", call_op or f)
        if self.check_types:
            for i, (a, v) in enumerate(zip(block.args, args)):
                self._check_value(v, a.type, f, f"argument #{i} of @{name}")
        saved, self._env_stack = self._env_stack, []  # a callee sees only its own values
        try:
            return self.run_region(f.regions[0], args)
        finally:
            self._env_stack = saved

    def run_region(self, region, args):
        """Run the region's entry block with ``args``; returns its terminator's operand values."""
        env = {}
        return self.run_block(region.blocks[0], args, env)

    def run_block(self, block, args, env=None):
        if env is None:
            env = {}
        self._env_stack.append(env)
        try:
            for a, v in zip(block.args, args):
                env[a] = v
            for op in block:
                vals = [self._lookup(v, op) for v in op.operands]
                if op.name in TERMINATORS:
                    return vals
                self.run_op(op, vals, env)
            return []
        finally:
            self._env_stack.pop()

    def run_op(self, op, args, env):
        """Run one op on its operand values and store its results in ``env``."""
        h = self.handlers.get(op.name)
        if h is None:
            if op.name == "torch.operator" or (op.name.startswith("torch.") and _is_generated(op)):
                h = generic_handler
            else:
                raise InterpreterError("the interpreter has no handler for this op", op)
        try:
            results = h(self, op, args)
        except InterpreterError:
            raise
        except Exception as e:
            raise InterpreterError(f"{type(e).__name__}: {e}", op) from e
        if len(results) != len(op.results):
            raise InterpreterError(f"handler produced {len(results)} values for {len(op.results)} results", op)
        for i, (r, v) in enumerate(zip(op.results, results)):
            if self.check_types:
                self._check_value(v, r.type, op, f"result #{i}")
            env[r] = v

    def _lookup(self, value, op):
        for env in reversed(self._env_stack):
            if value in env:
                return env[value]
        raise InterpreterError("an operand has no value (defined after its use?)", op)

    # -- type checks -----------------------------------------------------------------------------
    def _check_value(self, v, t, op, what):
        import torch
        if isinstance(t, T.BaseTensorType):
            if not isinstance(v, torch.Tensor):
                raise InterpreterError(f"{what} should be a tensor of type {t}, got {type(v).__name__}", op)
            if t.dtype is not None:
                want = T.type_to_torch_dtype(t.dtype)
                if v.dtype != want:
                    raise InterpreterError(f"{what} has dtype {v.dtype}, but its type is {t}", op)
            if t.sizes is not None:
                shape = tuple(v.shape)
                if len(shape) != len(t.sizes) or any(s >= 0 and s != d for s, d in zip(t.sizes, shape)):
                    raise InterpreterError(f"{what} has shape {list(shape)}, but its type is {t}", op)
        elif t is T.INT:
            if not isinstance(v, (int, SymbolicInt)) or isinstance(v, bool):
                raise InterpreterError(f"{what} should be an int, got {v!r}", op)
        elif t is T.BOOL:
            if not isinstance(v, bool):
                raise InterpreterError(f"{what} should be a bool, got {v!r}", op)
        elif t is T.NONE_TYPE:
            if v is not None:
                raise InterpreterError(f"{what} should be None, got {v!r}", op)


def _is_generated(op):
    from tmlir.dialects.torch import schema_of
    return schema_of(op.name) is not None


def run(module, *inputs, func_name="main", **options):
    """``Interpreter(module, **options).run(*inputs, func_name=func_name)``."""
    return Interpreter(module, **options).run(*inputs, func_name=func_name)


@handles("torch.aten.view", "torch.aten._unsafe_view")
def _view(interp, op, args):
    """On a value tensor a view is just a reshape (nothing can observe the aliasing), so a view of a
    non-contiguous value (e.g. after a transpose, as decompositions produce) is fine; on a
    ``!torch.tensor`` it must alias, as in eager PyTorch."""
    import torch
    x, size = args[0], args[1]
    if type(op._operands[0].type) is T.ValueTensorType:
        return [torch.reshape(x, size)]
    return [torch.ops.aten.view.default(x, size) if op.name == "torch.aten.view"
            else torch.ops.aten._unsafe_view.default(x, size)]
