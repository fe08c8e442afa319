"""Reproducers for failures: find the failing pass, reduce the IR, write the file.

    found = locate_failing_pass(raw_text, "builtin.module(func.func(canonicalize),...)")
    # -> (pass label, IR that went into it, error message) or None

``write_reproducer`` writes ``e2e_failures/<config>/<test>.mlir``: a header comment naming the
test, the failed step (and pass), the error, and how to rerun; then the IR that went into that step.
"""
from __future__ import annotations

import os
import re

__all__ = ["locate_failing_pass", "reduce_to_failing_function", "write_reproducer", "reproducer_path"]

MAX_FUNCTIONS_TRIED = 32  # bound on the function-by-function reduction


def _first_line(e):
    text = str(e).strip()
    return f"{type(e).__name__}: {text.splitlines()[0] if text else ''}"


def locate_failing_pass(ir_text, pipeline_text):
    """Run ``pipeline_text`` pass by pass on ``ir_text``; the first pass that raises ->
    ``(label, ir_before_it (reduced to one function when possible), message)``; None when every pass runs (or the input does not parse)."""
    from tmlir.ir import parse_module
    from tmlir.testing.differential import split_pipeline
    try:
        module = parse_module(ir_text)
        steps = split_pipeline(pipeline_text)
    except Exception:  # noqa: BLE001
        return None
    for label, pm in steps:
        before = module.to_text()
        try:
            pm.run(module)
        except Exception as e:  # noqa: BLE001
            msg = _first_line(e)
            return label, reduce_to_failing_function(before, pm, msg), msg
    return None


def _fails(text, pm, message):
    from tmlir.ir import parse_module
    try:
        pm.run(parse_module(text))
    except Exception as e:  # noqa: BLE001
        return message is None or _first_line(e) == message
    return False


def reduce_to_failing_function(ir_text, pass_pm, message=None):
    """The smallest module, keeping one ``func.func`` (and every non-function op), on which
    ``pass_pm`` still fails with ``message`` (any error when None); ``ir_text`` itself when no
    single function reproduces it."""
    from tmlir.ir import parse_module
    try:
        module = parse_module(ir_text)
    except Exception:  # noqa: BLE001
        return ir_text
    body = module.regions[0].blocks[0]
    funcs = [op for op in body if op.name == "func.func"]
    if len(funcs) < 2:
        return ir_text
    names = [f.properties["sym_name"].value for f in funcs][:MAX_FUNCTIONS_TRIED]
    for keep in names:
        m = parse_module(ir_text)
        for op in list(m.regions[0].blocks[0]):
            if op.name == "func.func" and op.properties["sym_name"].value != keep:
                op.erase()
        try:
            text = m.to_text()
        except Exception:  # noqa: BLE001
            continue
        if _fails(text, pass_pm, message):
            return text
    return ir_text


def reproducer_path(out_dir, config, test):
    safe = re.sub(r"[^A-Za-z0-9_.-]", "_", test)
    return os.path.join(out_dir, config, safe + ".mlir")


def write_reproducer(out_dir, config, result, ir=None, source=""):
    """Write the reproducer of ``result`` (a TestResult); returns its path."""
    path = reproducer_path(out_dir, config, result.name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    where = result.step + (f" (pass {result.pass_name})" if result.pass_name else "")
    lines = [f"// tmlir e2e reproducer: test {result.name} (family {result.family}), config {config}",
             f"// status: {result.status}; failed step: {where or '?'}"]
    if source:
        lines.append(f"// test source: {source}")
    for l in (result.message or "").strip().splitlines()[:15]:
        lines.append(f"// {l}")
    if result.pass_name:
        lines.append(f"// rerun: tmlir-opt {os.path.basename(path)} --pass-pipeline='{result.pass_name}'")
    elif result.step == "iree-compile":
        lines.append("// rerun: iree-compile with the flags of tmlir.backends.refbackend.compile_flags")
    if ir is None:
        lines.append("// no IR: the input of this step is the PyTorch program itself")
    text = "\n".join(lines) + "\n"
    if ir is not None:
        text += ir if ir.endswith("\n") else ir + "\n"
    with open(path, "w") as f:
        f.write(text)
    return path
