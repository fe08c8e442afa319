"""torch-f64-to-bits: f64 tensors as their IEEE-754 bit patterns, for backends without f64.

TOSA 1.0 has no f64 element type, but it has i64 tensors with integer arithmetic, comparisons,
bitwise ops and shifts. This pass rewrites a backend-contract function so that no tensor is f64:
every ``f64`` tensor of sizes ``S`` becomes an ``si64`` tensor of sizes ``S`` holding the binary64
bit pattern of each element (exactly ``x.view(torch.int64)``). f64 arguments and results cross the
function boundary as those si64 tensors and carry the unit attribute ``tmlir.f64_as_bits``; the
RefBackend reads it and converts (a zero-copy ``view`` on each side).

Patterns, one file per family: ``movement`` (data movement: the same op on si64), ``compare``
(classification, comparisons, min/max, sort/topk, through an order-preserving integer key),
``casts`` (to / from the other dtypes, with round-to-nearest-even built from integer operations and
exact powers of two), ``signbit`` (neg, abs, copysign, signbit, sign) are exact;
``arithmetic`` computes with ``tmlir.transforms.softfloat64`` (IEEE binary64 in integer ops:
add/sub/mul/div/sqrt and rounding correctly rounded, exp/log/sin/cos within 1-2 ulp, pow,
expm1/log1p/tanh/sigmoid..., pairwise sums and products, var/std, matrix products as broadcast
products summed pairwise). Any other op on an f64 value is an error naming the op and its source
line, and so is a function whose emulation would create more than ``MAX_CREATED_OPS`` ops (an f64
add is ~220 integer ops, an exp ~1600: past the budget IREE would compile for minutes)::

    from .registry import f64_pattern

    @f64_pattern("torch.aten.neg")
    def neg(c, op):
        return [c.bxor(c.bits(op.operands[0]), 1 << 63)]

A pattern returns one Value per result (the si64 bits for an f64 result), or None after retyping
the op in place. NaN results are the canonical quiet NaN where the input NaN's sign and payload
cannot be read (the casts from f32/f16/bf16: TOSA has no bitcast).

    tmlir-opt m.mlir --pass-pipeline='builtin.module(torch-f64-to-bits)'
"""
from __future__ import annotations

import importlib as _importlib
import pkgutil as _pkgutil

from .registry import (f64_pattern, PATTERNS, F64ToBitsError, lower_f64_to_bits,  # noqa: F401
                       F64ToBitsPass, F64_AS_BITS_ATTR)

for _m in _pkgutil.iter_modules(__path__):
    if _m.name != "registry":
        _importlib.import_module(f"{__name__}.{_m.name}")

__all__ = ["f64_pattern", "PATTERNS", "F64ToBitsError", "lower_f64_to_bits", "F64ToBitsPass", "F64_AS_BITS_ATTR"]
