"""Expected failures of the conformance suite: (OpInfo name, dtype) -> the reason.

A dtype of ``"*"`` covers every dtype of the op. Every entry names why the row cannot pass (a limit
of IREE, of PyTorch, of the reference backend); rows not listed here stay visible in the report as
failures. A listed row that passes is reported as xpass (remove its entry).
"""
from __future__ import annotations

__all__ = ["XFAILS", "xfail_reason"]

XFAILS = {
}


def xfail_reason(op, dtype):
    """The reason (op, dtype) is expected to fail, or None."""
    return XFAILS.get((op, dtype)) or XFAILS.get((op, "*"))
