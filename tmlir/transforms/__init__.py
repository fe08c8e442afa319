"""Torch-dialect transformations, each registered as a pass (importing this package registers them):

  torch-reduce-op-variants         in-place / out= ops -> value-semantic op + copies (reduce_op_variants.py)
  torch-maximize-value-semantics   forward values through !torch.tensor copies (maximize_value_semantics.py)
"""
from . import reduce_op_variants, maximize_value_semantics  # noqa: F401
from .reduce_op_variants import reduce_op_variants as run_reduce_op_variants  # noqa: F401
from .maximize_value_semantics import maximize_value_semantics as run_maximize_value_semantics  # noqa: F401
