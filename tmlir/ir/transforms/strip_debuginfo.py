"""strip-debuginfo: replace every op and block-argument location with ``loc(unknown)``."""
from __future__ import annotations

from ..location import UNKNOWN_LOC
from ..passmanager import Pass, register_pass


def strip_debuginfo(op):
    for o in [op, *op.walk_ops()]:
        o.location = UNKNOWN_LOC
        for region in o.regions:
            for block in region.blocks:
                for a in block.args:
                    a.location = UNKNOWN_LOC


@register_pass("strip-debuginfo", "StripDebugInfo")
class StripDebugInfoPass(Pass):
    """Set all locations to unknown."""

    def run_on_operation(self, op):
        strip_debuginfo(op)
