"""Casts to and from f64 (placeholder)."""
from __future__ import annotations

from tmlir.transforms.decompositions.builder import NotSupported


def to_bits(c, v):
    raise NotSupported(f"'{c.op_.name}': a cast to f64 has no exact TOSA form yet")
