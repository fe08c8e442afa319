"""tmlir: PyTorch programs to MLIR, in pure Python. See ../shared/DESIGN.md for the map.

    import tmlir
    m = tmlir.fx.export_and_import(model, *example_args, output_type="raw")

Submodules that need PyTorch (``tmlir.fx``) load on first access, so ``import tmlir`` stays cheap.
"""
from __future__ import annotations

import enum as _enum
import importlib as _importlib

__version__ = "0.1.0"


class OutputType(_enum.Enum):
    """What a frontend returns: the torch dialect as imported ("raw"), in the backend contract
    ("torch"), or lowered to a backend's dialects. Strings are accepted, case-insensitive, with
    ``-`` or ``_``: ``OutputType.get("LINALG_ON_TENSORS") is OutputType.LINALG_ON_TENSORS``."""

    RAW = "raw"
    TORCH = "torch"
    LINALG_ON_TENSORS = "linalg-on-tensors"
    TOSA = "tosa"
    STABLEHLO = "stablehlo"

    @staticmethod
    def get(spec) -> "OutputType":
        if isinstance(spec, OutputType):
            return spec
        if isinstance(spec, str):
            key = spec.strip().lower().replace("_", "-")
            for ot in OutputType:
                if ot.value == key:
                    return ot
        choices = ", ".join(repr(o.value) for o in OutputType)
        raise ValueError(f"unknown output type {spec!r}; expected one of {choices}")


_LAZY_SUBMODULES = {"fx", "importers", "torchscript", "dynamo"}
# names defined in a submodule, loaded on first access: name -> submodule
_LAZY_NAMES = {"BackendContractError": "transforms.lower_to_backend_contract",
               "TensorPlaceholder": "torchscript"}


def __getattr__(name):
    if name in _LAZY_SUBMODULES:
        mod = _importlib.import_module(f"{__name__}.{name}")
        globals()[name] = mod
        return mod
    if name in _LAZY_NAMES:
        value = getattr(_importlib.import_module(f"{__name__}.{_LAZY_NAMES[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | _LAZY_SUBMODULES | set(_LAZY_NAMES))


# torch.compile(model, backend="tmlir") resolves once tmlir is imported (see tmlir/_dynamo_name.py)
from tmlir import _dynamo_name  # noqa: E402

_dynamo_name.install()
