"""Progress bar and summary table of an e2e run.

    bar = Progress(total=40, stream=sys.stderr); bar.update(result) ...; bar.close()
    print(summary_table(results))        # one row per family: pass/fail/xfail/xpass/crash/timeout
"""
from __future__ import annotations

import collections

from tmlir.e2e.runner import STATUSES, UNEXPECTED

__all__ = ["Progress", "summary_table", "failure_details"]


class Progress:
    """A one-line progress bar (redrawn in place on a terminal, a line per result otherwise when
    ``verbose``)."""

    def __init__(self, total, stream, verbose=False, width=30):
        self.total, self.stream, self.verbose, self.width = total, stream, verbose, width
        self.done = 0
        self.counts = collections.Counter()
        self.tty = hasattr(stream, "isatty") and stream.isatty()

    def update(self, result):
        self.done += 1
        self.counts[result.status] += 1
        if self.verbose:
            extra = f" [{result.step}]" if result.status != "pass" and result.step else ""
            self._clear()
            self.stream.write(f"{result.status.upper():8s} {result.name} ({result.duration:.1f} s){extra}\n")
        if self.tty:
            self._draw()
        elif not self.verbose and self._crossed_tenth():
            counts = " ".join(f"{s} {self.counts[s]}" for s in STATUSES if self.counts[s])
            self.stream.write(f"[{self.done}/{self.total}] {counts}\n")
        self.stream.flush()

    def _crossed_tenth(self):
        """True when this result moved the run past another tenth (a log line, not a bar, off a tty)."""
        return self.done * 10 // max(1, self.total) != (self.done - 1) * 10 // max(1, self.total)

    def _clear(self):
        if self.tty:
            self.stream.write("\r\033[K")

    def _draw(self):
        filled = int(self.width * self.done / max(1, self.total))
        counts = " ".join(f"{s} {self.counts[s]}" for s in STATUSES if self.counts[s])
        self.stream.write(f"\r[{'#' * filled}{'.' * (self.width - filled)}] {self.done}/{self.total} {counts}")

    def close(self):
        if self.tty:
            self.stream.write("\n")
            self.stream.flush()


def summary_table(results):
    """A text table: one row per family, a column per status, and a total row."""
    by_family = collections.defaultdict(collections.Counter)
    for r in results:
        by_family[r.family][r.status] += 1
    total = collections.Counter()
    for c in by_family.values():
        total.update(c)
    names = sorted(by_family) + ["TOTAL"]
    w = max([len("family")] + [len(n) for n in names])
    head = f"{'family':<{w}}  " + "  ".join(f"{s:>7}" for s in STATUSES)
    lines = [head, "-" * len(head)]
    for n in names:
        c = total if n == "TOTAL" else by_family[n]
        if n == "TOTAL":
            lines.append("-" * len(head))
        lines.append(f"{n:<{w}}  " + "  ".join(f"{c[s]:>7}" for s in STATUSES))
    return "\n".join(lines)


def failure_details(results, max_message_lines=3):
    """Lines describing each unexpected result: status, test, step (and pass), message, reproducer."""
    out = []
    for r in results:
        if r.status not in UNEXPECTED:
            continue
        where = r.step + (f" / pass {r.pass_name}" if r.pass_name else "")
        if r.status == "xpass":
            out.append(f"XPASS   {r.name}: unexpected pass (xfail reason was: {r.reason}); "
                       "remove it from tmlir/e2e/xfail.py")
            continue
        out.append(f"{r.status.upper():7s} {r.name} [{where}]")
        for l in (r.message or "").strip().splitlines()[:max_message_lines]:
            out.append(f"          {l}")
        if r.reproducer:
            out.append(f"          reproducer: {r.reproducer}")
    return out
