"""Passes, the pass registry, and a pass manager that reads MLIR's pipeline syntax.

    pm = PassManager.parse("builtin.module(func.func(canonicalize,cse),symbol-dce)")
    pm.run(module)

Pipeline syntax: a comma-separated list of elements; an element is a pass name with optional
options in braces (``canonicalize{max-iterations=2 top-down=false}``), or an op name with a
nested pipeline in parentheses (``func.func(cse)``), which runs that pipeline on every op of
that name directly inside the op being processed (``any(...)`` matches any op). A pipeline
wrapped in ``builtin.module(...)`` must be run on a module; a bare list runs on whatever op
it is given.

Defining a pass::

    @register_pass("my-pass")
    class MyPass(Pass):
        '''One line summary shown in listings.'''
        OPTIONS = {"level": Option(int, 1, "how hard to try")}
        def run_on_operation(self, op):
            ... self.level ...

Options are parsed from ``{level=2}`` and also accepted as keyword arguments
(``MyPass(level=2)``). A pass is registered when the module defining it is imported: the IR
core's own passes (``tmlir.ir.transforms``) the first time the registry is consulted; the passes
of the layers above it when those layers are imported (each layer imports what it uses).

The manager verifies the IR after each pass that changed the IR's structure (a failure names
the pass; after a pass that changed nothing the verification waits for the next pass that does,
or for one verification at the end of the pipeline, as MLIR skips it after a pass that preserved
all analyses: ``core.ir_change_count``; ``verify_each=False``: only the one at the end, a failure
naming every pass of the pipeline), can time passes
(``timing=True``: a table of wall time per pass written to ``stream``), and can print the IR
after all passes or after the named ones, each under a
``// -----// IR Dump After CSE (cse) //----- //`` header.
"""
from __future__ import annotations

import difflib
import importlib
import sys
import warnings
import time

from . import core as _core
from .core import IRError, VerifyError, gc_paused

# the IR core's own pass modules, imported when the registry is first consulted
_CORE_PASS_MODULES = ("tmlir.ir.transforms",)

_REGISTRY: dict[str, type] = {}
_LOADED = False


class PassWarning(UserWarning):
    """A pass's warning when it runs outside a PassManager (filter with ``warnings``)."""


class PassError(IRError):
    pass


# ---------------------------------------------------------------------------------------------
# Options
# ---------------------------------------------------------------------------------------------

class Option:
    """A pass option: ``type`` is int, float, bool or str; ``list=True`` takes comma-separated
    values."""

    def __init__(self, type=str, default=None, help="", list=False):
        self.type = type
        self.default = ([] if default is None else default) if list else default
        self.help = help
        self.list = list

    def _one(self, text, what):
        t = self.type
        text = text.strip()
        if t is bool:
            if text in ("true", "1", "True", ""):
                return True
            if text in ("false", "0", "False"):
                return False
            raise PassError(f"invalid value '{text}' for {what}: expected true or false")
        if t is int:
            try:
                return int(text, 0)
            except ValueError:
                raise PassError(f"invalid value '{text}' for {what}: expected an integer") from None
        if t is float:
            try:
                return float(text)
            except ValueError:
                raise PassError(f"invalid value '{text}' for {what}: expected a number") from None
        if len(text) >= 2 and text[0] == text[-1] == '"':
            return text[1:-1]
        if len(text) >= 2 and text[0] == "{" and text[-1] == "}":
            return text[1:-1]
        return text

    def parse(self, text, what):
        if self.list:
            return [self._one(x, what) for x in _split_top(text, ",") if x.strip()]
        return self._one(text, what)

    def check(self, value, what):
        """Validate a value given from Python (strings are parsed)."""
        if isinstance(value, str) and self.type is not str:
            return self.parse(value, what)
        if self.list:
            if isinstance(value, str):
                return self.parse(value, what)
            return [self.check_one(v, what) for v in value]
        return self.check_one(value, what)

    def check_one(self, v, what):
        t = self.type
        if t is float and isinstance(v, int) and not isinstance(v, bool):
            return float(v)
        if t is int and isinstance(v, bool):
            raise PassError(f"invalid value {v!r} for {what}: expected an integer")
        if not isinstance(v, t):
            raise PassError(f"invalid value {v!r} for {what}: expected {t.__name__}")
        return v

    def format(self, value):
        if self.list:
            return ",".join(self._fmt(v) for v in value)
        return self._fmt(value)

    def _fmt(self, v):
        if isinstance(v, bool):
            return "true" if v else "false"
        s = str(v)
        if isinstance(v, str) and (not s or any(c in s for c in " {},()")):
            return '"' + s + '"'
        return s


def _split_top(text, sep):
    """Split at ``sep`` outside of braces, parentheses, brackets and quotes."""
    parts, depth, cur, quote = [], 0, [], False
    for c in text:
        if quote:
            cur.append(c)
            if c == '"':
                quote = False
            continue
        if c == '"':
            quote = True
        elif c in "{([":
            depth += 1
        elif c in "})]":
            depth -= 1
        elif c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
            continue
        cur.append(c)
    parts.append("".join(cur))
    return parts


def _parse_option_text(text):
    """``a=1 b="x y" c={...} d`` -> [(key, value or None)]."""
    out = []
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i].isspace():
            i += 1
        if i >= n:
            break
        j = i
        while j < n and not text[j].isspace() and text[j] != "=":
            j += 1
        key = text[i:j]
        if not key:
            raise PassError(f"invalid pass options '{{{text}}}': expected an option name at '{text[i:]}'")
        if j < n and text[j] == "=":
            j += 1
            k = j
            depth, quote = 0, False
            while k < n:
                c = text[k]
                if quote:
                    if c == '"':
                        quote = False
                elif c == '"':
                    quote = True
                elif c in "{([":
                    depth += 1
                elif c in "})]":
                    depth -= 1
                elif c.isspace() and depth == 0:
                    break
                k += 1
            if quote or depth:
                raise PassError(f"invalid pass options '{{{text}}}': unbalanced quotes or brackets")
            out.append((key, text[j:k]))
            i = k
        else:
            out.append((key, None))
            i = j
    return out


# ---------------------------------------------------------------------------------------------
# Passes and the registry
# ---------------------------------------------------------------------------------------------

class Pass:
    """Base of passes. Class attributes: ``NAME`` (the pipeline argument), ``DISPLAY_NAME``
    (shown in timing and IR dumps; defaults to the class name), ``OPTIONS`` (name -> Option),
    ``ANCHOR`` (the op name the pass must run on, or None for any op)."""

    NAME = None
    DISPLAY_NAME = None
    OPTIONS: dict = {}
    ANCHOR = None
    SCHEDULE_HINT = None

    def __init__(self, **options):
        self.options = {}
        for name, opt in self.OPTIONS.items():
            d = opt.default
            self.options[name] = list(d) if isinstance(d, list) else d
        for k, v in options.items():
            name = k if k in self.OPTIONS else k.replace("_", "-")
            opt = self._option(name)
            self.options[name] = opt.check(v, self._what(name))
        self._manager = None

    # -- options -------------------------------------------------------------------------------
    @classmethod
    def _what(cls, name):
        return f"option '{name}' of pass '{cls.NAME}'"

    @classmethod
    def _option(cls, name):
        opt = cls.OPTIONS.get(name)
        if opt is None:
            known = ", ".join(sorted(cls.OPTIONS)) or "none"
            raise PassError(f"pass '{cls.NAME}' has no option '{name}' (its options: {known})")
        return opt

    @classmethod
    def from_option_text(cls, text):
        p = cls()
        for key, val in _parse_option_text(text or ""):
            opt = cls._option(key)
            if val is None:
                if opt.type is not bool:
                    raise PassError(f"option '{key}' of pass '{cls.NAME}' needs a value")
                p.options[key] = True
            else:
                p.options[key] = opt.parse(val, cls._what(key))
        return p

    def __getattr__(self, name):
        opts = self.__dict__.get("options")
        if opts is not None:
            key = name.replace("_", "-")
            if key in opts:
                return opts[key]
            if name in opts:
                return opts[name]
        raise AttributeError(f"{type(self).__name__} has no attribute '{name}'")

    @property
    def display_name(self):
        return self.DISPLAY_NAME or type(self).__name__

    def pipeline_text(self):
        changed = [(k, v) for k, v in self.options.items() if v != self.OPTIONS[k].default]
        if not changed:
            return self.NAME
        return self.NAME + "{" + " ".join(f"{k}={self.OPTIONS[k].format(v)}" for k, v in changed) + "}"

    def __repr__(self):
        return f"<Pass {self.pipeline_text()}>"

    # -- running -------------------------------------------------------------------------------
    def can_schedule_on(self, op):
        return self.ANCHOR is None or op.name == self.ANCHOR

    def run_on_operation(self, op):
        raise NotImplementedError

    def emit_warning(self, op_or_loc, message):
        """Report a warning (through the pass manager's diagnostic handler)."""
        loc = getattr(op_or_loc, "location", op_or_loc)
        m = self._manager
        if m is not None:
            m.emit("warning", loc, message)
        else:   # run outside a pass manager (from Python): a warning the caller can filter
            where = loc.describe() + ": " if loc is not None and loc.file_line_col() else ""
            warnings.warn(f"{where}{self.NAME}: {message}", PassWarning, stacklevel=2)

    def fail(self, message, op=None):
        """Stop the pipeline with an error about ``op``."""
        raise PassError(message, op=op)


def register_pass(name, display_name=None):
    """Class decorator registering a Pass subclass under ``name`` (its pipeline argument)."""
    def deco(cls):
        cls.NAME = name
        if display_name is not None:
            cls.DISPLAY_NAME = display_name
        _REGISTRY[name] = cls
        return cls
    return deco


def _load_pass_modules():
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    for m in _CORE_PASS_MODULES:
        importlib.import_module(m)


def registered_passes():
    _load_pass_modules()
    return dict(_REGISTRY)


def lookup_pass(name):
    _load_pass_modules()
    cls = _REGISTRY.get(name)
    if cls is None:
        close = difflib.get_close_matches(name, list(_REGISTRY), n=3, cutoff=0.6)
        hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
        raise PassError(f"unknown pass '{name}' in pass pipeline{hint} (a pass is registered when the module "
                        f"defining it is imported; registered passes: {', '.join(sorted(_REGISTRY))})")
    return cls


# ---------------------------------------------------------------------------------------------
# Pipeline parsing
# ---------------------------------------------------------------------------------------------

_NAME_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.$")


class _PipelineParser:
    def __init__(self, text):
        self.text = text
        self.i = 0

    def error(self, msg):
        return PassError(f"invalid pass pipeline '{self.text}': {msg} at position {self.i + 1}")

    def skip(self):
        t = self.text
        while self.i < len(t) and t[self.i].isspace():
            self.i += 1

    def peek(self):
        self.skip()
        return self.text[self.i] if self.i < len(self.text) else ""

    def name(self):
        self.skip()
        t, j = self.text, self.i
        while j < len(t) and t[j] in _NAME_CHARS:
            j += 1
        if j == self.i:
            found = t[self.i] if self.i < len(t) else "end of input"
            raise self.error(f"expected a pass or op name, found '{found}'")
        s = t[self.i:j]
        self.i = j
        return s

    def braces(self):
        t = self.text
        assert t[self.i] == "{"
        depth, j, quote = 0, self.i, False
        while j < len(t):
            c = t[j]
            if quote:
                if c == '"':
                    quote = False
            elif c == '"':
                quote = True
            elif c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    s = t[self.i + 1:j]
                    self.i = j + 1
                    return s
            j += 1
        raise self.error("unbalanced '{'")

    def pipeline(self, pm, closing):
        if self.peek() == closing:
            return
        while True:
            self.element(pm)
            c = self.peek()
            if c == ",":
                self.i += 1
                continue
            if c == closing:
                return
            raise self.error(f"expected ',' or '{closing or 'end of input'}'")

    def element(self, pm):
        name = self.name()
        opts = None
        if self.peek() == "{":
            opts = self.braces()
        if self.peek() == "(":
            if opts is not None:
                raise self.error(f"op anchor '{name}' cannot take options")
            self.i += 1
            nested = pm.nest(name)
            self.pipeline(nested, ")")
            self.i += 1
            return
        cls = lookup_pass(name)
        pm.add(cls.from_option_text(opts))


# ---------------------------------------------------------------------------------------------
# Pass managers
# ---------------------------------------------------------------------------------------------

class OpPassManager:
    """A pipeline anchored on ops of one name (``None``: any op): passes and nested pipelines."""

    def __init__(self, anchor=None):
        self.anchor = None if anchor in (None, "any") else anchor
        self.passes = []

    def add(self, p):
        """Add a Pass, a nested OpPassManager, or pipeline text (parsed)."""
        if isinstance(p, str):
            _PipelineParser(p).pipeline(self, "")
            return self
        if isinstance(p, type) and issubclass(p, Pass):
            p = p()
        if not isinstance(p, (Pass, OpPassManager)):
            raise TypeError(f"cannot add {p!r} to a pass pipeline")
        self.passes.append(p)
        return self

    def nest(self, anchor):
        n = OpPassManager(anchor)
        self.passes.append(n)
        return n

    def pipeline_text(self):
        inner = ",".join(p.pipeline_text() for p in self.passes)
        return f"{self.anchor or 'any'}({inner})"

    def __str__(self):
        return self.pipeline_text()


class _Timer:
    __slots__ = ("name", "time", "children", "index")

    def __init__(self, name):
        self.name = name
        self.time = 0.0
        self.children = {}

    def child(self, key, name):
        c = self.children.get(key)
        if c is None:
            c = self.children[key] = _Timer(name)
        return c


class PassManager(OpPassManager):
    """The top-level pipeline plus how to run it (verification, timing, IR printing)."""

    def __init__(self, anchor=None, verify=True, timing=False, print_after_all=False, print_after=(),
                 stream=None, diagnostic_handler=None, printer_options=None, verify_each=True):
        super().__init__(anchor)
        self.verify = verify
        # verify_each=False: one verification at the end of the pipeline only (tmlir's compile
        # pipelines: ``tmlir.pipelines.pass_manager``); True: also after each pass that changed the IR
        self.verify_each = verify_each
        self.timing = timing
        self.print_after_all = print_after_all
        names = []
        for x in print_after or ():
            names.extend(s.strip() for s in x.split(",") if s.strip())
        self.print_after = set(names)
        self.stream = stream
        self.diagnostic_handler = diagnostic_handler
        self.printer_options = printer_options or {}
        self.diagnostics = []
        self._timer = None

    @classmethod
    def parse(cls, text, **config):
        """Parse MLIR pipeline text: ``builtin.module(func.func(cse),inline)`` or ``cse,canonicalize``."""
        text = text.strip()
        p = _PipelineParser(text)
        pm = None
        # a single top-level anchor: builtin.module(...)
        save = p.i
        if text and text[0] in _NAME_CHARS:
            name = p.name()
            if p.peek() == "(":
                p.i += 1
                pm = cls(name, **config)
                p.pipeline(pm, ")")
                p.i += 1
                if p.peek() != "":
                    pm = None
            p.i = save
        if pm is None:
            p = _PipelineParser(text)
            pm = cls(None, **config)
            p.pipeline(pm, "")
            if p.peek() != "":
                raise p.error("unexpected text")
        if print_after_unknown := [n for n in pm.print_after if n not in registered_passes()]:
            raise PassError(f"--print-ir-after: unknown pass '{print_after_unknown[0]}'")
        return pm

    def _stream(self):
        return self.stream if self.stream is not None else sys.stderr

    def emit(self, severity, loc, message):
        self.diagnostics.append((severity, loc, message))
        if self.diagnostic_handler is not None:
            self.diagnostic_handler(severity, loc, message)
            return
        where = loc.describe() + ": " if loc is not None and loc.file_line_col() else ""
        self._stream().write(f"{where}{severity}: {message}\n")

    # -- running -------------------------------------------------------------------------------
    def run(self, op):
        if self.anchor is not None and op.name != self.anchor:
            raise PassError(f"the pass pipeline is anchored on '{self.anchor}' but was run on '{op.name}'", op=op)
        root = _Timer("root") if self.timing else None
        t0 = time.perf_counter()
        self._unverified = []
        self._root = op
        try:
            with gc_paused():
                self._run_pipeline(self, op, root)
                if self._unverified:
                    # the passes after the last verification changed no op structure; a type or an
                    # attribute may still have been edited in place: verify once at the end
                    self._verify(op, root, self._unverified)
        finally:
            if root is not None:
                root.time = time.perf_counter() - t0
                self._timer = root
                self._write_timing(root)
        return op

    def _run_pipeline(self, pm, op, timer):
        for idx, p in enumerate(pm.passes):
            if isinstance(p, OpPassManager):
                t = timer.child(idx, f"'{p.anchor or 'any'}' Pipeline") if timer is not None else None
                t0 = time.perf_counter()
                for region in op.regions:
                    for block in region.blocks:
                        for child in block.ops_list():
                            if p.anchor is None or child.name == p.anchor:
                                self._run_pipeline(p, child, t)
                if t is not None:
                    t.time += time.perf_counter() - t0
                continue
            if not p.can_schedule_on(op):
                hint = (f" (it runs on '{p.ANCHOR}' ops; nest it, e.g. '{p.ANCHOR}({p.NAME})')"
                        if p.ANCHOR else f" ({p.SCHEDULE_HINT})" if p.SCHEDULE_HINT else "")
                raise PassError(f"pass '{p.NAME}' cannot run on '{op.name}'{hint}", op=op)
            t0 = time.perf_counter()
            p._manager = self
            changes = _core.ir_change_count()
            try:
                p.run_on_operation(op)
            finally:
                p._manager = None
            if timer is not None:
                timer.child(idx, p.display_name).time += time.perf_counter() - t0
            if self.verify:
                if self.verify_each and _core.ir_change_count() != changes:
                    self._verify(op, timer, self._unverified + [p.NAME])
                elif p.NAME not in self._unverified:
                    # the pass changed nothing structural (MLIR: preserved all analyses): no
                    # verification now; the next one, or the one at the end, covers it
                    self._unverified.append(p.NAME)
            if self.print_after_all or p.NAME in self.print_after:
                self._dump(p, op)

    def _verify(self, op, timer, passes):
        """Verify ``op``; a failure names the passes run since the last verification."""
        from .verifier import verify
        t0 = time.perf_counter()
        try:
            verify(op)
        except VerifyError as e:
            names = " or ".join(f"'{n}'" for n in dict.fromkeys(passes))
            raise PassError(f"{e.message} (the IR failed to verify after pass {names})", loc=e.loc) from None
        if op is self._root:   # (a nested op's verification does not cover the other ops)
            self._unverified = []
        if timer is not None:
            timer.child("verifier", "(verifier)").time += time.perf_counter() - t0

    def _dump(self, p, op):
        from .printer import Printer
        s = self._stream()
        s.write(f"// -----// IR Dump After {p.display_name} ({p.NAME}) //----- //\n")
        s.write(Printer(**self.printer_options).print_op_to_string(op))
        s.write("\n")

    # -- timing report -------------------------------------------------------------------------
    def timing_report(self):
        root = self._timer
        if root is None:
            return ""
        total = root.time or 1e-12
        lines = ["===" + "-" * 73 + "===",
                 "Pass execution timing report".center(79).rstrip(),
                 "===" + "-" * 73 + "===",
                 f"  Total Execution Time: {root.time:.4f} seconds",
                 "",
                 "  ----Wall Time----  ----Name----"]

        def row(t, name, depth):
            lines.append(f"  {t:8.4f} ({100.0 * t / total:5.1f}%)  {'  ' * depth}{name}")

        def walk(timer, depth):
            for c in timer.children.values():
                row(c.time, c.name, depth)
                walk(c, depth + 1)

        walk(root, 0)
        rest = root.time - sum(c.time for c in root.children.values())
        row(max(rest, 0.0), "Rest", 0)
        row(root.time, "Total", 0)
        return "\n".join(lines) + "\n"

    def _write_timing(self, root):
        self._stream().write(self.timing_report())


def run_pipeline(module, text, **config):
    """Parse ``text`` and run it on ``module``; returns the module."""
    return PassManager.parse(text, **config).run(module)
