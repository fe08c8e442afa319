"""Conversions out of the torch dialect (DESIGN §1, §2).

  backend_types.py      torch types -> builtin types (``!torch.vtensor<[2,?],f32>`` ->
                        ``tensor<2x?xf32>``, ``!torch.int`` -> ``i64``, ...), the
                        ``torch-func-backend-type-conversion`` and
                        ``torch-finalizing-backend-type-conversion`` passes
  torch_to_linalg/      ``convert-torch-to-linalg``: one file per op family, each lowering
                        registered with ``@lowering("torch.aten.tanh")``
  (what one engine needs beyond standard MLIR lives with it: tmlir/backends/iree/)

Importing this package registers every pass in it.
"""
import importlib as _importlib
import pkgutil as _pkgutil

for _m in _pkgutil.iter_modules(__path__):
    _importlib.import_module(f"{__name__}.{_m.name}")
