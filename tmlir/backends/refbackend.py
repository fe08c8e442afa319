"""``tmlir.backends.refbackend``: the reference backend's public path (DESIGN §3); the code is in
``tmlir/backends/iree/refbackend.py``, with everything else that exists because of IREE."""
from tmlir.backends.iree.refbackend import *  # noqa: F401,F403
from tmlir.backends.iree.refbackend import (__all__, CompiledArtifact, LoadedModule, module_text,  # noqa: F401
                                            op_dialects, complex_abi, cache_key, default_cache_dir,
                                            from_iree_result, to_iree_arg, Device,
                                            COMPLEX_AS_REAL_ATTR)
