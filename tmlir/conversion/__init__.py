"""Conversions out of the torch dialect (DESIGN §1, §2).

  backend_types.py      torch types -> builtin types (``!torch.vtensor<[2,?],f32>`` ->
                        ``tensor<2x?xf32>``, ``!torch.int`` -> ``i64``, ...), the
                        ``torch-func-backend-type-conversion`` and
                        ``torch-finalizing-backend-type-conversion`` passes
  torch_to_linalg/      ``convert-torch-to-linalg``: one file per op family, each lowering
                        registered with ``@lowering("torch.aten.tanh")``
  torch_to_stablehlo/   ``convert-torch-to-stablehlo`` (and its contract verifier), the same shape
  torch_to_tosa/        ``convert-torch-to-tosa`` (and its contract verifier), the same shape
  lowering_registry.py  the per-op registry the three conversions share
  torch_operands.py     reading a torch op's operands in a lowering (constant ints, dims, dtypes)
  verify_backend.py     ``torch-verify-linalg-on-tensors-backend-contract``
  (what one engine needs beyond standard MLIR lives with it: tmlir/backends/iree/)

Importing this package registers every pass in it.
"""
import importlib as _importlib
import pkgutil as _pkgutil

for _m in _pkgutil.iter_modules(__path__):
    _importlib.import_module(f"{__name__}.{_m.name}")
