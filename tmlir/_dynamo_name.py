"""Makes ``torch.compile(..., backend="tmlir")`` resolve once ``tmlir`` is imported, without
importing ``torch._dynamo`` (seconds) at ``import tmlir``: if dynamo's backend registry is loaded,
the name is registered now; otherwise an import hook registers it when the registry module loads.
The registered function imports ``tmlir.dynamo`` on its first call."""
from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys

_REGISTRY = "torch._dynamo.backends.registry"
NAME = "tmlir"


def tmlir(gm, example_inputs, **kwargs):
    """dynamo backend "tmlir": see ``tmlir.dynamo``."""
    from tmlir.dynamo.backend import tmlir_backend
    return tmlir_backend(gm, example_inputs, **kwargs)


def _register(registry):
    if NAME in registry._COMPILER_FNS or registry._BACKENDS.get(NAME) is not None:
        return  # registered, or found as an entry point that dynamo's lookup is about to load
    registry.register_backend(compiler_fn=tmlir, name=NAME)


def register_now():
    import importlib
    _register(importlib.import_module(_REGISTRY))


class _Loader(importlib.abc.Loader):
    def __init__(self, inner):
        self.inner = inner

    def create_module(self, spec):
        return self.inner.create_module(spec)

    def exec_module(self, module):
        self.inner.exec_module(module)
        _register(module)


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname, path, target=None):
        if fullname != _REGISTRY:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is not None and spec.loader is not None:
            spec.loader = _Loader(spec.loader)
        if _FINDER in sys.meta_path:
            sys.meta_path.remove(_FINDER)
        return spec


_FINDER = _Finder()


def install():
    """Register now if dynamo's registry is loaded, else when it loads."""
    mod = sys.modules.get(_REGISTRY)
    if mod is not None:
        _register(mod)
    elif _FINDER not in sys.meta_path:
        sys.meta_path.insert(0, _FINDER)
