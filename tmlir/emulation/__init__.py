"""Emulations: rewrites that carry a type a backend does not have in types it does have.

They are outside the backend contract and outside the default pipelines. A program lowered to a
backend that lacks one of its types gets a clear error naming the op and the type; a caller who
accepts the emulation's calling convention opts in explicitly. Importing this package registers
the emulations' passes (one subpackage or module each, all imported).

  torch-complex-to-real   complex tensors as (re, im) pairs of real ones, for TOSA 1.0 (which has
                          no complex types); arguments and results in ``torch.view_as_real``
                          layout, marked ``tmlir.complex_as_real`` (complex_to_real/). Opt in with
                          ``tmlir.fx.export_and_import(..., output_type="tosa",
                          tosa_emulation=("complex",))`` or the pipeline pass option
                          ``torch-backend-to-tosa-backend-pipeline{emulation=complex}``.

The RefBackend (``tmlir/backends/iree/refbackend.py``, ``complex_abi``) reads the marks and
converts such arguments and results; another runtime has to do the same.
"""
import importlib as _importlib
import pkgutil as _pkgutil

for _m in _pkgutil.iter_modules(__path__):
    _importlib.import_module(f"{__name__}.{_m.name}")
