"""Named steps of a test run, so a failure says where it happened and what IR went in.

    with step("iree-compile", ir=text):
        artifact = backend.compile(text)

An exception inside becomes ``StepFailure(step, message, ir)``. The runner installs a ``Trace``
that hears about every step as it starts (a worker forwards it to the parent, so a crash or a
hang is still reported with its step and its input IR).
"""
from __future__ import annotations

import contextlib

__all__ = ["StepFailure", "Trace", "step", "current_trace", "active_trace"]


class StepFailure(Exception):
    """A step failed: ``step`` names it, ``ir`` is the IR that went into it (text or None),
    ``pass_name`` the failing pass when a pass pipeline was bisected, ``reproducer_ir`` a reduced
    input when one was found."""

    def __init__(self, step, message, ir=None, pass_name="", reproducer_ir=None):
        super().__init__(f"{step}: {message}")
        self.step = step
        self.message = message
        self.ir = ir
        self.pass_name = pass_name
        self.reproducer_ir = reproducer_ir


class Trace:
    """What the current test is doing: the step and its input IR; ``on_step(step, ir)`` is called
    as each step starts."""

    def __init__(self, on_step=None):
        self.step = None
        self.ir = None
        self.last_ir = None  # the latest IR any step received (the program a compare failure is about)
        self.on_step = on_step

    def enter(self, name, ir):
        self.step = name
        self.ir = ir
        if ir is not None:
            self.last_ir = ir
        if self.on_step is not None:
            self.on_step(name, ir)


_STACK = [Trace()]


def current_trace():
    return _STACK[-1]


@contextlib.contextmanager
def active_trace(trace):
    """Make ``trace`` the current one for the ``with`` body."""
    _STACK.append(trace)
    try:
        yield trace
    finally:
        _STACK.pop()


@contextlib.contextmanager
def step(name, ir=None):
    """Run the body as step ``name`` with input ``ir``; exceptions become ``StepFailure``."""
    current_trace().enter(name, ir)
    try:
        yield
    except StepFailure:
        raise
    except Exception as e:  # noqa: BLE001 - every failure of a step is reported as that step's
        raise StepFailure(name, _describe(e), ir) from e


def _describe(e):
    text = str(e).strip()
    return f"{type(e).__name__}: {text}" if text else type(e).__name__
