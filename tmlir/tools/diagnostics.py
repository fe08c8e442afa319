"""``tmlir-opt --verify-diagnostics``: check the diagnostics a run produces against
``expected-*`` comments in the input.

    // expected-error @+1 {{does not dominate}}
    "test.use"(%x) : (i32) -> ()

Designators: none (the comment's own line), ``@+N`` / ``@-N`` (N lines below / above),
``@above`` / ``@below`` (the closest line above / below that is not itself an expectation
comment), ``@unknown`` (a diagnostic without a file location). Kinds: ``expected-error``,
``expected-warning``, ``expected-remark``, ``expected-note``. The text in ``{{...}}`` must be a
substring of the message. Works per chunk with ``--split-input-file`` (line numbers are those
of the whole file). The exit code is 0 iff every expectation is met by a diagnostic and every
diagnostic produced was expected; mismatches are reported on stderr.
"""
from __future__ import annotations

import re

_EXPECT = re.compile(r"expected-(error|warning|remark|note)\s*(@[+-]\d+|@above|@below|@unknown)?\s*\{\{(.*?)\}\}")


class Expectation:
    __slots__ = ("kind", "line", "col", "text", "comment_line", "matched")

    def __init__(self, kind, line, col, text, comment_line):
        self.kind = kind
        self.line = line          # 1-based target line, or None for @unknown
        self.col = col
        self.text = text
        self.comment_line = comment_line
        self.matched = False


def parse_expectations(text, line_offset=0):
    """Expectations in ``text``; line numbers are shifted by ``line_offset``."""
    lines = text.splitlines()
    out = []
    is_expect = [("expected-" in ln and _EXPECT.search(ln) is not None and "//" in ln) for ln in lines]
    for i, ln in enumerate(lines):
        if not is_expect[i]:
            continue
        cpos = ln.find("//")
        for m in _EXPECT.finditer(ln, cpos):
            kind, desig, msg = m.group(1), m.group(2), m.group(3)
            target = i
            if desig is None:
                target = i
            elif desig == "@unknown":
                target = None
            elif desig == "@above":
                target = i - 1
                while target >= 0 and is_expect[target]:
                    target -= 1
            elif desig == "@below":
                target = i + 1
                while target < len(lines) and is_expect[target]:
                    target += 1
            else:
                target = i + int(desig[1:])
            line = None if target is None else target + 1 + line_offset
            out.append(Expectation(kind, line, m.start() + 1, msg, i + 1 + line_offset))
    return out


def _diag_line(loc, filename):
    if loc is None:
        return None
    flc = loc.file_line_col()
    if not flc:
        return None
    if flc[0] not in (filename, "-", "<stdin>") and filename not in ("-", "<stdin>"):
        return None
    return flc[1]


def _run_chunk(text, filename, args, out):
    """Run one buffer the way tmlir-opt does; returns the diagnostics as
    (kind, loc, message) and writes the output IR if the run succeeded."""
    from tmlir.ir import parse_module, IRError
    from tmlir.ir.printer import Printer
    diags = []
    no_verify = getattr(args, "no_verify", False)
    try:
        m = parse_module(text, filename, verify=not no_verify)
        pipeline = getattr(args, "pass_pipeline", None)
        passes = getattr(args, "passes", None)
        if pipeline or passes:
            import tmlir.pipelines  # noqa: F401  (registers every pass tmlir-opt offers)
            from tmlir.ir.passmanager import PassManager
            pm = PassManager.parse(pipeline or f"builtin.module({passes})", verify=not no_verify,
                                   timing=getattr(args, "timing", False),
                                   print_after_all=getattr(args, "print_after_all", False),
                                   print_after=getattr(args, "print_ir_after", ()) or (),
                                   diagnostic_handler=lambda kind, loc, msg: diags.append((kind, loc, msg)))
            pm.run(m)
        out.write(Printer(generic=getattr(args, "generic", False),
                          debuginfo=getattr(args, "debuginfo", False)).print_op_to_string(m))
    except IRError as e:
        sub = getattr(e, "diagnostics", None)
        if sub:
            for loc, msg in sub:
                diags.append(("error", loc, msg))
        else:
            diags.append(("error", e.loc, e.message))
    except RecursionError:
        diags.append(("error", None, "input nests too deeply"))
    return diags


def check(expectations, diags, filename, err):
    """Match diagnostics to expectations; report mismatches to ``err``. True if all match."""
    ok = True
    for kind, loc, msg in diags:
        line = _diag_line(loc, filename)
        hit = None
        for e in expectations:
            if not e.matched and e.kind == kind and e.line == line and e.text in msg:
                hit = e
                break
        if hit is None:
            # a diagnostic whose message matches an expectation on another line: say so
            ok = False
            where = loc.describe() + ": " if loc is not None and loc.file_line_col() else f"{filename}: "
            err.write(f"{where}error: unexpected {kind}: {msg}\n")
        else:
            hit.matched = True
    for e in expectations:
        if not e.matched:
            ok = False
            target = "a diagnostic without location" if e.line is None else f"line {e.line}"
            err.write(f"{filename}:{e.comment_line}:{e.col}: error: expected {e.kind} \"{e.text}\" "
                      f"(for {target}) was not produced\n")
    return ok


def verify_diagnostics(text, filename, args, out, err):
    """Entry point for ``tmlir-opt --verify-diagnostics``; returns the exit code."""
    from tmlir.tools.opt import _split, SPLIT_MARKER
    chunks = _split(text) if getattr(args, "split_input_file", False) else [(text, 0)]
    ok = True
    for i, (chunk, line_offset) in enumerate(chunks):
        if i:
            out.write(SPLIT_MARKER + "\n")
        expectations = parse_expectations(chunk, line_offset)
        diags = _run_chunk("\n" * line_offset + chunk, filename, args, out)
        ok &= check(expectations, diags, filename, err)
    return 0 if ok else 1
