"""The registry of end-to-end tests: ``register_test``, ``Input`` and test discovery.

    import torch
    from tmlir.e2e import register_test, Input

    @register_test(inputs=[Input([3, 4]), Input([-1, 4], torch.float32)])
    class AddRows(torch.nn.Module):            # name = class name, family = the file's stem
        def forward(self, a, b):
            return a + b

A test's inputs are made from a seed derived from its name, so every run (eager, every config,
every worker process) sees the same numbers.
"""
from __future__ import annotations

import hashlib
import importlib
import inspect
import pkgutil
from dataclasses import dataclass, field

__all__ = ["Input", "E2ETest", "register_test", "REGISTRY", "RegistrationError", "discover_tests", "function_module",
           "DEFAULT_DYNAMIC_SIZE", "seed_of"]

DEFAULT_DYNAMIC_SIZE = 5  # the size of a -1 dim in the actual run, unless Input(sizes=...) says


class RegistrationError(ValueError):
    """A test is registered wrongly (duplicate name, bad Input, ...)."""


def _torch():
    import torch
    return torch


@dataclass
class Input:
    """One tensor input of a test.

    >>> Input([-1, 4])                              # f32, dim 0 dynamic (5 in the run)
    >>> Input([2, 3], torch.int64, low=0, high=10)  # ints uniform in [0, 10)
    >>> Input(value=torch.tensor([0, 2]))           # a fixed tensor (e.g. indices)
    >>> Input([-1, 4], sizes=[7, 4])                # dynamic dim 0, run with 7
    >>> Input([2, 3, 4, 4], memory_format=torch.channels_last)   # NHWC in memory

    ``-1`` in ``shape`` marks a dynamic dim: it is exported with ``torch.export.Dim`` so the IR has
    ``?``. Bools are random; ints uniform in ``[low, high)`` (default ``[-10, 10)``); floats
    standard-normal, or uniform in ``[low, high)`` when either is given. ``non_contiguous=True``
    passes a strided view (every other element of the last dim). ``memory_format`` lays the
    tensor out in memory that way (``torch.channels_last``, ``torch.channels_last_3d``); eager
    and the export see that layout (the run clones inputs with ``clone()``, which keeps it).
    """
    shape: list = None
    dtype: object = None
    low: float = None
    high: float = None
    value: object = None
    non_contiguous: bool = False
    sizes: list = None
    memory_format: object = None

    def __post_init__(self):
        torch = _torch()
        if self.value is not None:
            if not isinstance(self.value, torch.Tensor):
                self.value = torch.as_tensor(self.value)
            if self.shape is None:
                self.shape = list(self.value.shape)
            if self.dtype is None:
                self.dtype = self.value.dtype
            elif self.dtype != self.value.dtype:
                raise RegistrationError(f"Input(value=...) has dtype {self.value.dtype} but dtype={self.dtype}")
        if self.dtype is None:
            self.dtype = torch.float32
        if not isinstance(self.dtype, torch.dtype):
            raise RegistrationError(f"Input dtype must be a torch.dtype, not {self.dtype!r}")
        if self.shape is None:
            raise RegistrationError("Input needs a shape (or a value=)")
        self.shape = list(self.shape)
        if any(not isinstance(d, int) or d < -1 for d in self.shape):
            raise RegistrationError(f"Input shape {self.shape}: dims are sizes >= 0 or -1 (dynamic)")
        if self.sizes is not None:
            self.sizes = list(self.sizes)
            if len(self.sizes) != len(self.shape) or any(
                    s != d for s, d in zip(self.sizes, self.shape) if d != -1):
                raise RegistrationError(f"Input sizes={self.sizes} must have the rank of shape={self.shape} "
                                        "and agree with its static dims")
        if self.value is not None:
            vs = list(self.value.shape)
            if len(vs) != len(self.shape) or any(d not in (-1, v) for d, v in zip(self.shape, vs)):
                raise RegistrationError(f"Input value of shape {vs} does not fit shape={self.shape}")
        if self.non_contiguous and not self.shape:
            raise RegistrationError("a 0-d Input cannot be non_contiguous")
        if self.memory_format is not None:
            rank = {torch.channels_last: 4, torch.channels_last_3d: 5}.get(self.memory_format)
            if rank is None and self.memory_format is not torch.contiguous_format:
                raise RegistrationError(f"Input memory_format={self.memory_format}: use torch.channels_last, "
                                        "torch.channels_last_3d or torch.contiguous_format")
            if rank is not None and len(self.shape) != rank:
                raise RegistrationError(f"Input memory_format={self.memory_format} needs rank {rank}, "
                                        f"shape is {self.shape}")
            if self.non_contiguous:
                raise RegistrationError("an Input is either non_contiguous or has a memory_format")

    @property
    def dynamic_dims(self):
        """Indices of the dynamic (-1) dims."""
        return [i for i, d in enumerate(self.shape) if d == -1]

    def concrete_shape(self):
        """The shape used in the run: -1 dims become ``sizes`` (or 5); a value's own shape."""
        if self.value is not None:
            return list(self.value.shape)
        if self.sizes is not None:
            return list(self.sizes)
        return [DEFAULT_DYNAMIC_SIZE if d == -1 else d for d in self.shape]

    def generate(self, gen):
        """A tensor for this input, drawn from the ``torch.Generator`` ``gen``."""
        torch = _torch()
        shape = self.concrete_shape()
        if self.value is not None:
            t = self.value.clone()
        else:
            t = _random_tensor(torch, shape, self.dtype, self.low, self.high, gen)
        if self.memory_format is not None:
            t = t.contiguous(memory_format=self.memory_format)
        if self.non_contiguous:
            big = torch.zeros(shape[:-1] + [shape[-1] * 2], dtype=t.dtype)
            view = big[..., ::2]
            view.copy_(t)
            t = view
        return t


def _random_tensor(torch, shape, dtype, low, high, gen):
    if dtype == torch.bool:
        return torch.randint(0, 2, shape, generator=gen).bool()
    if dtype.is_floating_point or dtype.is_complex:
        base = torch.float64 if dtype == torch.float64 else torch.float32
        if low is None and high is None:
            t = torch.randn(shape, generator=gen, dtype=base)
        else:
            lo, hi = (0.0 if low is None else low), (1.0 if high is None else high)
            t = torch.rand(shape, generator=gen, dtype=base) * (hi - lo) + lo
        if dtype.is_complex:
            t = torch.complex(t, torch.randn(shape, generator=gen, dtype=base))
        return t.to(dtype)
    lo = -10 if low is None else int(low)
    hi = 10 if high is None else int(high)
    if dtype == torch.uint8:
        lo = max(lo, 0)
    if hi <= lo:
        raise RegistrationError(f"Input range [{lo}, {hi}) is empty for dtype {dtype}")
    return torch.randint(lo, hi, shape, generator=gen, dtype=torch.int64).to(dtype)


def seed_of(name):
    """The fixed seed of test ``name`` (stable across processes and Python versions)."""
    return int(hashlib.sha256(name.encode()).hexdigest()[:8], 16)


@dataclass
class E2ETest:
    """A registered test: how to build its module and inputs, and how close results must be."""
    name: str
    family: str
    factory: object  # () -> nn.Module
    inputs: list
    tolerance: dict = field(default_factory=dict)
    source: str = ""

    @property
    def seed(self):
        return seed_of(self.name)

    def make_module(self):
        """The module, built under the test's seed (so parameters are the same everywhere), in eval()."""
        torch = _torch()
        torch.manual_seed(self.seed)
        m = self.factory()
        if not isinstance(m, torch.nn.Module):
            raise RegistrationError(f"test {self.name}: the factory made a {type(m).__name__}, not an nn.Module")
        return m.eval()

    def make_inputs(self):
        """The inputs of the run (fresh tensors each call)."""
        torch = _torch()
        gen = torch.Generator().manual_seed(self.seed + 1)
        return [inp.generate(gen) for inp in self.inputs]

    def dynamic_shapes(self):
        """``torch.export`` dynamic_shapes for the inputs (None when all static)."""
        if not any(inp.dynamic_dims for inp in self.inputs):
            return None
        from torch.export import Dim
        return tuple({i: Dim.DYNAMIC for i in inp.dynamic_dims} or None for inp in self.inputs)


REGISTRY = {}


def _wrap_function(fn, arity, class_name=None):
    """``fn`` as an nn.Module whose ``forward(self, arg0, ..., argN)`` calls it. The parameters
    are spelled out (not ``*args``) so ``torch.export`` sees one input per tensor and
    ``dynamic_shapes`` lines up with the inputs. The source of ``forward`` is kept in
    ``linecache`` so ``torch.jit.script`` can compile the module; the class is named
    ``class_name`` (default ``FunctionModule_<fn>``) and holds ``fn`` as ``e2e_function``."""
    import linecache
    torch = _torch()
    names = ", ".join(f"arg{i}" for i in range(arity))
    namespace = {"fn": fn}
    source = f"def forward(self, {names}):\n    return fn({names})\n"   # a fixed-arity signature
    filename = f"<e2e wrapper {class_name or getattr(fn, '__qualname__', fn)}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    exec(compile(source, filename, "exec"), namespace)
    cls = type(class_name or f"FunctionModule_{getattr(fn, '__name__', 'fn')}", (torch.nn.Module,),
               {"forward": namespace["forward"], "e2e_function": staticmethod(fn)})
    return cls()


def function_module(fn, arity, class_name):
    """A fresh module calling ``fn`` on ``arity`` inputs, in a class of its own named
    ``class_name`` (TorchScript compiles one class per name). A lambda is first rewritten as a
    ``def`` from its own source text (TorchScript cannot find a lambda's source when a line
    holds several)."""
    if getattr(fn, "__name__", "") == "<lambda>":
        fn = _lambda_as_def(fn, arity, class_name) or fn
    elif getattr(fn, "__module__", None) == "_operator" and fn.__name__ in _OPERATORS and arity == 2:
        fn = _operator_as_def(fn, class_name)
    return _wrap_function(fn, arity, class_name)


_OPERATORS = {"add": "+", "sub": "-", "mul": "*", "truediv": "/", "floordiv": "//", "mod": "%", "pow": "**",
              "lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "ne": "!=", "and_": "&", "or_": "|",
              "xor": "^", "lshift": "<<", "rshift": ">>", "matmul": "@"}


def _operator_as_def(fn, name):
    """``operator.gt`` -> ``def f(a, b): return a > b`` (TorchScript has the operators, not
    the ``operator`` module's functions)."""
    import linecache
    fname = f"{name}_fn"
    source = f"def {fname}(a, b):\n    return a {_OPERATORS[fn.__name__]} b\n"
    filename = f"<e2e operator {name}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    namespace = {"__name__": __name__}
    exec(compile(source, filename, "exec"), namespace)
    return namespace[fname]


def _inline_operator_calls(text, operators):
    """``text`` (an expression) with each call ``f(x, y)`` of a name ``f`` bound to an
    ``operator`` function written as ``x <op> y``: a def standing for the operator would type
    its parameters as tensors, and the test may pass a Python scalar."""
    import ast
    if not operators:
        return text
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        return text

    class Inline(ast.NodeTransformer):
        def visit_Call(self, node):
            self.generic_visit(node)
            f = node.func
            if not (isinstance(f, ast.Name) and f.id in operators and len(node.args) == 2 and not node.keywords
                    and not any(isinstance(a, ast.Starred) for a in node.args)):
                return node
            expr = ast.parse(f"x {operators[f.id]} y", mode="eval").body
            if isinstance(expr, ast.Compare):
                expr.left, expr.comparators = node.args[0], [node.args[1]]
            else:
                expr.left, expr.right = node.args
            return expr

    return ast.unparse(Inline().visit(tree))


def _literal_text(v):
    """Python source for a constant TorchScript can read inline, else None."""
    torch = _torch()
    if v is None or isinstance(v, (str, int, float, bool)):
        return repr(v)
    if isinstance(v, torch.dtype):
        return str(v)                       # torch.float32
    if isinstance(v, (tuple, list)):
        items = [_literal_text(x) for x in v]
        if any(i is None for i in items):
            return None
        inner = ", ".join(items) + ("," if isinstance(v, tuple) and len(v) == 1 else "")
        return f"({inner})" if isinstance(v, tuple) else f"[{inner}]"
    return None


def _inline_constants(text, values):
    """``text`` (an expression) with the names in ``values`` replaced by their literals, and
    ``**name`` of a dict expanded into keyword arguments (TorchScript reads closed-over
    constants only as literals, and has no ``**``)."""
    import io
    import tokenize
    if not values:
        return text
    try:
        toks = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return text
    out, i = [], 0
    while i < len(toks):
        t = toks[i]
        prev = toks[i - 1].string if i else ""
        nxt = toks[i + 1].string if i + 1 < len(toks) else ""
        if t.string == "**" and i + 1 < len(toks) and isinstance(values.get(nxt), dict):
            kws = [f"{k}={_literal_text(v)}" for k, v in values[nxt].items()]
            if kws:
                out.append((tokenize.NAME, ", ".join(kws)))
            elif out and out[-1][1] == ",":
                out.pop()
            i += 2
            continue
        lit = _literal_text(values[t.string]) if t.type == tokenize.NAME and t.string in values else None
        if lit is not None and prev != "." and nxt != "=":
            out.append((tokenize.NAME, lit))
        else:
            out.append((t.type, t.string))
        i += 1
    return tokenize.untokenize(out).strip()


def _lambda_as_def(fn, arity, name):
    """``def <name>_fn(a, b): return <the lambda's body>``, in a namespace holding the
    lambda's globals, closure and the defaults of its parameters past ``arity``; None when the
    body's text cannot be found."""
    import linecache
    code = fn.__code__
    spans = [(ln, c, eln, ec) for ln, eln, c, ec in code.co_positions()
             if ln is not None and c is not None and eln is not None and ec is not None and (c, ec) != (0, 0)]
    lines = linecache.getlines(code.co_filename)
    if not spans or not lines or code.co_flags & 0x0C:   # no positions, or *args / **kwargs
        return None
    (l0, c0), (l1, c1) = min((a, b) for a, b, _, _ in spans), max((c, d) for _, _, c, d in spans)
    raw = [ln.encode() for ln in lines[l0 - 1:l1]]       # positions are UTF-8 byte offsets
    if len(raw) == 1:
        body = raw[0][c0:c1]
    else:
        body = raw[0][c0:] + b"".join(raw[1:-1]) + raw[-1][:c1]
    body = " ".join(body.decode().split())
    params = list(code.co_varnames[:code.co_argcount])
    namespace = dict(fn.__globals__)
    bound = dict(zip(code.co_freevars, (c.cell_contents for c in fn.__closure__ or ())))
    defaults = fn.__defaults__ or ()
    extra = params[arity:]
    if len(extra) > len(defaults):
        return None
    bound.update(zip(extra, defaults[len(defaults) - len(extra):]))
    namespace.update(bound)
    operators = {k: _OPERATORS[v.__name__] for k, v in bound.items()
                 if getattr(v, "__module__", None) == "_operator" and getattr(v, "__name__", "") in _OPERATORS}
    for k, v in bound.items():
        if k in operators:
            namespace[k] = _operator_as_def(v, f"{name}_{k}")
    body = _inline_operator_calls(body, operators)
    # module-level constants the body reads (a dtype or tuple named once in the test file) are
    # inlined as closed-over ones are: TorchScript reads neither from a lambda's scope
    constants = {k: fn.__globals__[k] for k in code.co_names if k in fn.__globals__ and k not in bound}
    constants.update(bound)
    body = _inline_constants(body, {k: v for k, v in constants.items()
                                    if _literal_text(v) is not None
                                    or isinstance(v, dict) and all(_literal_text(x) is not None for x in v.values())})
    fname = f"{name}_fn"
    source = f"def {fname}({', '.join(params[:arity])}):\n    return ({body})\n"
    filename = f"<e2e lambda {name} from {code.co_filename}:{code.co_firstlineno}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    try:
        exec(compile(source, filename, "exec"), namespace)
    except SyntaxError:
        return None
    return namespace[fname]


def _family_of(obj):
    mod = getattr(obj, "__module__", "") or ""
    return mod.rsplit(".", 1)[-1] or "unknown"


def register_test(inputs, name=None, tolerance=None, module_kwargs=None, family=None):
    """Decorator registering an ``nn.Module`` class or a plain function as an end-to-end test.

    >>> @register_test(inputs=[Input([2, 3], torch.int64, low=0, high=10)], name="AddIntScalar")
    ... def add_int_scalar(a):
    ...     return a + 3

    ``tolerance=dict(rtol=.., atol=..)`` overrides the float tolerances; ``module_kwargs`` are
    passed to the class's constructor. Names must be unique.
    """
    if not isinstance(inputs, (list, tuple)) or not all(isinstance(i, Input) for i in inputs):
        raise RegistrationError("register_test(inputs=...) takes a list of tmlir.e2e.Input")
    if tolerance is not None and (not isinstance(tolerance, dict) or set(tolerance) - {"rtol", "atol"}):
        raise RegistrationError(f"tolerance must be dict(rtol=..., atol=...), not {tolerance!r}")
    kwargs = dict(module_kwargs or {})

    def deco(obj):
        torch = _torch()
        test_name = name or getattr(obj, "__name__", None)
        if isinstance(obj, type) and issubclass(obj, torch.nn.Module):
            def factory():
                return obj(**kwargs)
        elif inspect.isfunction(obj):
            if kwargs:
                raise RegistrationError(f"test {test_name}: module_kwargs only apply to nn.Module classes")

            arity = len(inputs)

            def factory():
                return _wrap_function(obj, arity)
        else:
            raise RegistrationError(f"register_test decorates an nn.Module class or a function, "
                                    f"not {obj!r}")
        where = _where(obj)
        if test_name in REGISTRY:
            raise RegistrationError(f"duplicate e2e test name {test_name!r}: registered at "
                                    f"{REGISTRY[test_name].source} and again at {where}")
        REGISTRY[test_name] = E2ETest(test_name, family or _family_of(obj), factory, list(inputs),
                                      dict(tolerance or {}), where)
        return obj

    return deco


def _where(obj):
    try:
        return f"{inspect.getsourcefile(obj)}:{inspect.getsourcelines(obj)[1]}"
    except (OSError, TypeError):
        return getattr(obj, "__module__", "?")


def discover_tests(packages=("e2e_tests",), errors=None):
    """Import every module of each package (or plain module) in ``packages``; returns REGISTRY.

    Modules are found by listing the package, so new ``e2e_tests/<family>.py`` files need no
    hand-kept list. A module that fails to import raises ``RegistrationError`` naming it; when
    ``errors`` is a list, the message is appended to it instead and the other modules still load.

    >>> discover_tests(["e2e_tests"])["BasicAdd"].family
    'basic'
    """
    def fail(msg):
        if errors is None:
            raise RegistrationError(msg)
        errors.append(msg)

    for pkg_name in packages:
        try:
            pkg = importlib.import_module(pkg_name)
        except Exception as e:  # noqa: BLE001 - a broken test file must be reported by name
            fail(f"cannot import test module {pkg_name}: {type(e).__name__}: {e}")
            continue
        for info in sorted(pkgutil.iter_modules(getattr(pkg, "__path__", []) or []), key=lambda i: i.name):
            if info.name.startswith("_"):
                continue
            full = f"{pkg_name}.{info.name}"
            try:
                importlib.import_module(full)
            except Exception as e:  # noqa: BLE001
                fail(f"cannot import test module {full}: {type(e).__name__}: {e}")
    return REGISTRY
