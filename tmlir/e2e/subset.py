"""The slice of the end-to-end suite that CI runs (``tests/test_e2e_subset.py``).

Each family contributes every ``STRIDE``-th test in name order, starting at a rotating offset,
and every whole-model test (family ``models``); expected failures are left out (CI runs them
separately, to report entries that pass now). The offset rotates so that ``STRIDE``
consecutive commits run every test of the suite between them:

* ``TMLIR_E2E_OFFSET`` when set (an integer, taken modulo ``STRIDE``), to rerun one slice;
* else the commit count of the checkout (``git rev-list --count HEAD``) modulo ``STRIDE``;
* else (no git) the number of days since 1970-01-01 modulo ``STRIDE``.

``describe_offset()`` says which offset is used and why (pytest prints it in its header).
"""
from __future__ import annotations

import os
import subprocess
import time

__all__ = ["STRIDE", "MODEL_FAMILY", "rotation_offset", "describe_offset", "pick"]

STRIDE = 8
MODEL_FAMILY = "models"

_REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _commit_count():
    try:
        r = subprocess.run(["git", "-C", _REPO, "rev-list", "--count", "HEAD"], capture_output=True, text=True,
                           timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    out = r.stdout.strip()
    return int(out) if r.returncode == 0 and out.isdigit() else None


def _offset_and_source():
    env = os.environ.get("TMLIR_E2E_OFFSET", "").strip()
    if env:
        try:
            return int(env) % STRIDE, f"TMLIR_E2E_OFFSET={env}"
        except ValueError:
            raise ValueError(f"TMLIR_E2E_OFFSET must be an integer, got {env!r}") from None
    n = _commit_count()
    if n is not None:
        return n % STRIDE, f"commit count {n} mod {STRIDE}"
    days = int(time.time() // 86400)
    return days % STRIDE, f"day {days} since 1970-01-01 mod {STRIDE} (no git checkout)"


def rotation_offset():
    """The offset of this run's slice, in ``range(STRIDE)``."""
    return _offset_and_source()[0]


def describe_offset():
    """One line naming the offset and where it comes from."""
    offset, source = _offset_and_source()
    return (f"e2e subset: every {STRIDE}th test per family from offset {offset} ({source}); "
            f"rerun a slice with TMLIR_E2E_OFFSET=N")


def pick(tests, excluded=(), offset=None):
    """Names of the slice: ``tests`` maps name -> test (with ``.family``); ``excluded`` names
    (expected failures) are left out before slicing."""
    offset = rotation_offset() if offset is None else offset % STRIDE
    by_family = {}
    for name, t in tests.items():
        if name not in excluded:
            by_family.setdefault(t.family, []).append(name)
    picked = []
    for fam, names in sorted(by_family.items()):
        names.sort()
        picked.extend(names if fam == MODEL_FAMILY else names[offset::STRIDE])
    return picked
