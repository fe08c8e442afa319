"""torch-complex-to-real: complex tensors as pairs of real ones, for backends without complex types.

An opt-in emulation (see ``tmlir.emulation``): the default TOSA pipeline does not run it, and a
complex tensor there is an error. ``tmlir.fx.export_and_import(..., output_type="tosa",
tosa_emulation=("complex",))`` runs it first (``tmlir.pipelines.tosa_backend_pipeline``).

TOSA 1.0 has no complex element types (its FFT extension itself takes the real and imaginary
parts as two tensors). This pass rewrites a backend-contract function so that no value has a
complex dtype: every ``complex<fN>`` tensor of sizes ``S`` is computed as its real and imaginary
parts (two ``fN`` tensors of sizes ``S``), and crosses the function boundary in the layout of
``torch.view_as_real``: an ``fN`` tensor of sizes ``S + [2]`` whose last dim holds (re, im). Such
arguments and results carry the unit attribute ``tmlir.complex_as_real``; the RefBackend reads it
and converts complex tensors on the way in and out (a zero-copy view on each side).

Patterns are registered per op name, one file per family (``structure``: ops that act on the
two parts alike; ``arithmetic``; ``linear``; ``math``)::

    from .registry import complex_pattern

    @complex_pattern("torch.aten.neg")
    def neg(c, op):
        re, im = c.parts(op.operands[0])
        return [(c.b.neg(re), c.b.neg(im))]

A pattern returns one entry per result of the op: ``(re, im)`` for a complex result (Values of the
real dtype, or ``c.from_pair(v)`` for a value already in the ``S + [2]`` layout), a Value for a real
one. ``c.b`` is a decomposition ``Builder`` placed before the op. An op with a complex operand or
result and no pattern is an error naming the op and its source line.

    tmlir-opt m.mlir --pass-pipeline='builtin.module(torch-complex-to-real)'
"""
from __future__ import annotations

import importlib as _importlib
import pkgutil as _pkgutil

from .registry import (complex_pattern, PATTERNS, ComplexToRealError, lower_complex_to_real,  # noqa: F401
                       ComplexToRealPass, COMPLEX_AS_REAL_ATTR)

for _m in _pkgutil.iter_modules(__path__):
    if _m.name != "registry":
        _importlib.import_module(f"{__name__}.{_m.name}")

__all__ = ["complex_pattern", "PATTERNS", "ComplexToRealError", "lower_complex_to_real", "ComplexToRealPass",
           "COMPLEX_AS_REAL_ATTR"]
