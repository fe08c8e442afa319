"""Torch-dialect transformations (torch -> torch), one pass per module; importing this package
imports every module in it, which registers their passes (``register_pass``). A new pass is a new
file here: nothing else to edit.

  torch-reduce-op-variants         in-place / out= ops -> value-semantic op + copies (reduce_op_variants.py)
  torch-maximize-value-semantics   forward values through !torch.tensor copies (maximize_value_semantics.py)
  torch-unmutated-tensors-to-value-semantics   (unmutated_tensors_to_value_semantics.py)
  torch-decompose-complex-ops      ops -> simpler ops, one function per op in decompositions/
  torch-lower-to-backend-contract  the contract's fixed-point loop, its verifier, refine-public-return
                                   (lower_to_backend_contract.py)
  torch-reify-/simplify-/drop-*    shape and dtype refinement from the abstract interpretation library
                                   (reify_abstract_interp.py, simplify_abstract_interp.py, drop_abstract_interp.py)
  torch-resolve-operators          torch.operator "aten.foo" -> the registered op (resolve_operators.py)
  torch-adjust-calling-conventions, torch-fuse-quantized-ops, and the TorchScript object-graph passes
                                   (prepare_for_globalize_object_graph.py, globalize_object_graph.py,
                                   inline_global_slots.py)
"""
import importlib as _importlib
import pkgutil as _pkgutil

from . import reduce_op_variants, maximize_value_semantics  # noqa: F401
from .reduce_op_variants import reduce_op_variants as run_reduce_op_variants  # noqa: F401
from .maximize_value_semantics import maximize_value_semantics as run_maximize_value_semantics  # noqa: F401

for _m in _pkgutil.iter_modules(__path__):
    _importlib.import_module(f"{__name__}.{_m.name}")
