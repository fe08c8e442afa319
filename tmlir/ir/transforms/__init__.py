"""Generic IR transformations, each registered as a pass (importing this package registers them):

  cse               common-subexpression elimination of Pure ops (cse.py)
  canonicalize      folders + canonicalization patterns of every op, greedily (canonicalize.py)
  inline            inline func.call of func.func, drop dead private callees (inliner.py)
  symbol-dce        erase unreferenced private symbols (dce.py)
  strip-debuginfo   set every location to unknown (strip_debuginfo.py)
"""
from . import cse, canonicalize, inliner, dce, strip_debuginfo  # noqa: F401
from .cse import cse as run_cse  # noqa: F401
from .canonicalize import canonicalize as run_canonicalize  # noqa: F401
from .inliner import inline_calls  # noqa: F401
from .dce import symbol_dce  # noqa: F401
from .strip_debuginfo import strip_debuginfo  # noqa: F401
