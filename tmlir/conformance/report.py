"""The conformance report: one row per op x dtype, a summary by status, the pass rate per dtype
class, the ops with the most failing samples, and ``pass=N total=M`` (total: the samples that
torch.export exports, error inputs excluded).

    rows = build_rows(task_results)        # [Row]
    print(render(rows))
    write_json(path, rows, meta)
"""
from __future__ import annotations

import collections
import json
import math
from dataclasses import dataclass, field

from tmlir.conformance.runner import BAD_STATUSES, EXPORTED_STATUSES, PRECISE_PASS
from tmlir.conformance.xfail import xfail_reason

__all__ = ["Row", "build_rows", "render", "rows_from_json", "summary_counts", "to_json", "write_json", "DTYPE_CLASSES",
           "ROW_ORDER"]

# the status a row shows: its worst sample's, in this order
ROW_ORDER = ("mismatch", "error-accepted", "crash", "timeout", "runtime-error", "compile-error", "not-lowered",
             "sample-error", "eager-fails", "export-fails", "error-raised", "error-eager-accepts", "pass")
DTYPE_CLASSES = {"float": ("f32", "f64", "f16", "bf16"), "int": ("i64", "i32", "i16", "i8", "u8"),
                 "bool": ("bool",), "complex": ("c64",), "errors": ("errors",)}


@dataclass
class Row:
    op: str
    dtype: str
    status: str                 # the worst sample status (ROW_ORDER)
    detail: str = ""            # "not-lowered: torch.aten.x", "mismatch: max error 0.1", ...
    counts: dict = field(default_factory=dict)   # sample status -> count
    xfail: str = ""             # the side table's reason, when listed
    samples: list = field(default_factory=list)

    @property
    def exported(self):
        return sum(n for s, n in self.counts.items() if s in EXPORTED_STATUSES)

    @property
    def passed(self):
        return self.counts.get("pass", 0)

    @property
    def expected(self):
        """Is the row as expected: all its exported samples pass (or export fails: PyTorch's
        limit), or it is in the side table (a wrong result never is)?"""
        if self.status in BAD_STATUSES:
            return False
        if self.xfail:
            return self.status != "pass" or self.exported == 0
        return self.passed == self.exported and self.status in ("pass", "export-fails", "error-raised",
                                                               "error-eager-accepts", "eager-fails")


def _detail(status, samples):
    bad = [s for s in samples if s.status == status]
    if not bad:
        return status
    if status == "mismatch":
        err = max((s.max_error for s in bad), default=0.0)
        return f"mismatch: max error {err:.3g}" if math.isfinite(err) else f"mismatch: {bad[0].message.splitlines()[0] if bad[0].message else ''}"[:160]
    if status == "not-lowered":
        ops = sorted({s.op for s in bad if s.op})
        return f"not-lowered: {', '.join(ops)}"
    if status in ("compile-error", "runtime-error", "crash", "timeout", "sample-error", "eager-fails", "export-fails"):
        where = bad[0].step + (f" / {bad[0].pass_name}" if bad[0].pass_name else "")
        lines = [l.strip() for l in (bad[0].message or "").strip().splitlines() if l.strip()]
        first = " ".join(lines[:2]) if lines and lines[0].endswith(":") else (lines[0] if lines else "")
        return f"{status} [{where}]: {first}"[:200]
    if status == "error-accepted":
        return f"error-accepted: {len(bad)} error input(s) gave a result"
    return status


def build_rows(task_results, config="linalg", dynamic=False):
    """Rows of the task results under ``config``; ``dynamic``: a ``--dynamic`` run (its side-table
    entries apply too)."""
    rows = []
    for r in task_results:
        samples = list(r.samples)
        if not samples and r.dtype == "errors":
            continue    # the op's error_inputs_func gave no inputs: nothing was checked, nothing failed
        counts = collections.Counter(s.status for s in samples)
        status = next((s for s in ROW_ORDER if counts.get(s)), "pass") if samples else "sample-error"
        rows.append(Row(r.op, r.dtype, status, _detail(status, samples) if status != "pass" else "pass",
                        dict(counts), xfail_reason(r.op, r.dtype, config, status != "pass", dynamic) or "", samples))
    return rows


def summary_counts(rows):
    """(samples by status, rows by status)."""
    samples = collections.Counter()
    by_row = collections.Counter()
    for r in rows:
        samples.update(r.counts)
        by_row[r.status] += 1
    return samples, by_row


def _rate(p, t):
    return f"{p}/{t} ({100.0 * p / t:.1f}%)" if t else "0/0"


def render(rows, top=40, all_rows=True):
    """The text report."""
    out = []
    if all_rows:
        w = max([len(f"{r.op}") for r in rows] + [2])
        out.append(f"{'op':<{w}}  {'dtype':<6} {'pass':>9}  status")
        for r in rows:
            if r.dtype == "errors":
                n = sum(r.counts.values()) - r.counts.get("error-eager-accepts", 0)
                frac = f"{r.counts.get('error-raised', 0)}/{n}"
            else:
                frac = f"{r.passed}/{r.exported}"
            x = f"  [xfail: {r.xfail}]" if r.xfail and r.status != "pass" else ("  [XPASS: remove from xfail.py]"
                                                                              if r.xfail else "")
            out.append(f"{r.op:<{w}}  {r.dtype:<6} {frac:>9}  {r.detail}{x}")
    normal = [r for r in rows if r.dtype != "errors"]
    errors = [r for r in rows if r.dtype == "errors"]
    samples, by_row = summary_counts(normal)
    out.append("\nSummary by status (samples / op x dtype rows, error inputs apart):")
    for s in ROW_ORDER:
        if samples.get(s) or by_row.get(s):
            out.append(f"  {s:<15} {samples.get(s, 0):>7} samples  {by_row.get(s, 0):>6} rows")
    precise = sum(1 for r in normal for s in r.samples if s.status == "pass" and s.message.startswith(PRECISE_PASS))
    if precise:
        out.append(f"  (of the passes, {precise} differ from eager beyond its tolerance but are as close to the "
                   "sample's float64 rerun)")
    esamples, _ = summary_counts(errors)
    if errors:
        known = ("error-raised", "error-accepted", "error-eager-accepts")
        out.append(f"  error inputs: {esamples.get('error-raised', 0)} rejected, "
                   f"{esamples.get('error-accepted', 0)} silently accepted, "
                   f"{esamples.get('error-eager-accepts', 0)} accepted by eager too on unshared copies, "
                   f"{sum(esamples.values()) - sum(esamples.get(s, 0) for s in known)}"
                   " other, over " f"{len(errors)} ops")
    out.append("\nPass rate per dtype class (exported samples):")
    for cls, dts in DTYPE_CLASSES.items():
        if cls == "errors":
            continue
        rs = [r for r in normal if r.dtype in dts]
        if rs:
            out.append(f"  {cls:<8} {_rate(sum(r.passed for r in rs), sum(r.exported for r in rs))}")
    by_op = collections.defaultdict(collections.Counter)
    for r in normal:
        for s, n in r.counts.items():
            if s in EXPORTED_STATUSES and s != "pass":
                by_op[r.op][s] += n
    worst = sorted(by_op.items(), key=lambda kv: (-sum(kv[1].values()), kv[0]))[:top]
    if worst:
        out.append(f"\nTop {len(worst)} failing ops by failing samples:")
        for op, c in worst:
            kinds = ", ".join(f"{k} {n}" for k, n in c.most_common())
            lowered = sorted({s.op for r in normal if r.op == op for s in r.samples if s.op})
            extra = f" ({', '.join(lowered)})" if lowered else ""
            out.append(f"  {op:<40} {sum(c.values()):>4}  {kinds}{extra}")
    unexplained = [r for r in rows if not r.expected]
    out.append(f"\n{len(unexplained)} row(s) fail without a side-table reason; "
               f"{sum(1 for r in rows if r.xfail and r.status != 'pass')} in the side table")
    total = sum(r.exported for r in normal)
    out.append(f"pass={sum(r.passed for r in normal)} total={total}")
    return "\n".join(out)


def to_json(rows, meta=None):
    samples, by_row = summary_counts([r for r in rows if r.dtype != "errors"])
    return {
        "meta": meta or {},
        "summary": {"samples": dict(samples), "rows": dict(by_row),
                    "pass": sum(r.passed for r in rows if r.dtype != "errors"),
                    "total": sum(r.exported for r in rows if r.dtype != "errors")},
        "rows": [{"op": r.op, "dtype": r.dtype, "status": r.status, "detail": r.detail, "counts": r.counts,
                  "xfail": r.xfail,
                  "samples": [{"index": s.index, "kind": s.kind, "status": s.status, "step": s.step,
                               "pass": s.pass_name, "op": s.op,
                               "max_error": s.max_error if math.isfinite(s.max_error) else "inf",
                               "summary": s.summary, "message": s.message} for s in r.samples]}
                 for r in rows],
    }


def rows_from_json(path, config="linalg", dynamic=False):
    """Rows back from ``write_json``'s file, or from the ``.partial.jsonl`` a run writes as it goes
    (one row per line), so a run cut short can still be reported. ``dynamic``: the rows of a
    ``--dynamic`` run (a JSON file's meta says so itself)."""
    from tmlir.conformance.runner import SampleResult
    with open(path) as f:
        text = f.read()
    if path.endswith(".jsonl"):
        items = [json.loads(l) for l in text.splitlines() if l.strip()]
    else:
        data = json.loads(text)
        items = data["rows"]
        meta = data.get("meta") or {}
        config = meta.get("config", config)
        dynamic = dynamic or meta.get("mode") == "dynamic"
    rows = []
    for d in items:
        samples = [SampleResult(s["index"], s["kind"], s["status"], s["step"], s["message"], s["op"],
                                float(s["max_error"]), s["pass"], s["summary"]) for s in d["samples"]]
        rows.append(Row(d["op"], d["dtype"], d["status"], d["detail"], dict(d["counts"]),
                        xfail_reason(d["op"], d["dtype"], config, d["status"] != "pass", dynamic) or "", samples))
    return rows


def write_json(path, rows, meta=None):
    with open(path, "w") as f:
        json.dump(to_json(rows, meta), f, indent=1)
