"""The abstract interpretation library: a shape and a dtype function per op (DESIGN §1).

``load_library(extra_library=())`` gives the functions by op name; ``evaluate_shape`` and
``evaluate_dtype`` run them on known values. See ``registry.py`` for the naming and signature
rules and ``testing.py`` for the invocations each function carries.
"""
from .registry import (Library, SignatureMismatch, check_signature, evaluate_dtype,  # noqa: F401
                       evaluate_shape, load_library)
