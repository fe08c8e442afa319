"""What the e2e test modules share: dtype short names, the ``case`` decorator (a function of the
inputs becomes an ``nn.Module`` test) and the table registrar (a function or torch builtin held by
a module). The leading underscore keeps this module out of test discovery."""
import inspect

import torch

from tmlir.e2e import register_test

F32, F64, F16, BF16 = torch.float32, torch.float64, torch.float16, torch.bfloat16
I8, U8, I32, I64, BOOL = torch.int8, torch.uint8, torch.int32, torch.int64, torch.bool


def case(name, inputs, tolerance=None):
    """Register ``fn`` (a function of the inputs, or an nn.Module class) as the e2e test ``name``;
    returns ``fn``. The test's family is the module defining ``fn``."""
    def deco(fn):
        cls = fn if isinstance(fn, type) else as_module(fn, len(inputs), name)
        register_test(inputs=inputs, name=name, tolerance=tolerance)(cls)
        return fn
    return deco


def as_module(fn, n, name):
    """An nn.Module class calling ``fn`` whose ``forward`` has one named parameter per input, so
    ``torch.export`` matches each input's dynamic dims as for a hand-written module."""
    def forward(self, *args):
        return fn(*args)
    P = inspect.Parameter
    forward.__signature__ = inspect.Signature(
        [P("self", P.POSITIONAL_OR_KEYWORD)] + [P(f"arg{i}", P.POSITIONAL_OR_KEYWORD) for i in range(n)])
    return type(name, (torch.nn.Module,), {"forward": forward, "__module__": fn.__module__, "__doc__": fn.__doc__,
                                           "e2e_function": staticmethod(fn)})


class Fn1(torch.nn.Module):
    """A module calling ``fn`` on its one input (tests built from tables)."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn
        self.e2e_function = fn   # what the module computes, for configs that compile functions

    def forward(self, a):
        return self.fn(a)


class Fn2(Fn1):
    def forward(self, a, b):
        return self.fn(a, b)


class Fn3(Fn1):
    def forward(self, a, b, c):
        return self.fn(a, b, c)


def registrar(module_name):
    """``register(name, fn, inputs, tolerance=None)`` for the test module ``module_name``: registers
    ``fn`` (a function or a torch builtin) on ``inputs`` as test ``name`` of that module's family."""
    family = module_name.rsplit(".", 1)[-1]

    def register(name, fn, inputs, tolerance=None):
        cls = (Fn1, Fn2, Fn3)[len(inputs) - 1]
        register_test(inputs=inputs, name=name, tolerance=tolerance, module_kwargs={"fn": fn}, family=family)(cls)
    return register
