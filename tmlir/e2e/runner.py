"""Running e2e tests: one test in this process, or many in a pool of isolated worker processes.

    results = run_tests(tests, "linalg", jobs=2, timeout=120)     # list of TestResult

Each worker imports the test packages once, then runs the tests it is handed one at a time. A
test that crashes its worker (segfault, ``os._exit``) or runs past ``timeout`` seconds fails alone:
the worker is killed and replaced. Statuses: pass, fail, crash, timeout; then ``apply_xfails``
turns expected failures into xfail and passing xfails into xpass.
"""
from __future__ import annotations

import collections
import contextlib
import multiprocessing
import os
import signal
import time
import traceback
import warnings
from dataclasses import dataclass, field
from multiprocessing.connection import wait as mp_wait

from tmlir.e2e.steps import StepFailure, Trace, active_trace, step

__all__ = ["TestResult", "run_test", "run_tests", "apply_xfails", "worker_loop", "output_to", "UNEXPECTED",
           "STATUSES", "RunnerError"]

STATUSES = ("pass", "fail", "xfail", "xpass", "crash", "timeout")
UNEXPECTED = ("fail", "xpass", "crash", "timeout")
STARTUP_TIMEOUT = 600.0  # seconds a worker may take to import torch and the test packages


class RunnerError(RuntimeError):
    """The run itself could not proceed (a worker cannot start, a test module does not import)."""


@dataclass
class TestResult:
    """The outcome of one test under one config."""
    __test__ = False
    name: str
    family: str
    status: str
    step: str = ""
    message: str = ""
    pass_name: str = ""
    duration: float = 0.0
    reason: str = ""          # the xfail reason, when the test is listed as expected to fail
    ir: str = field(default=None, repr=False)  # the IR that went into the failing step
    reproducer: str = ""      # the path of the reproducer file, once written


def _call_compile(config, module, inputs, dynamic_shapes):
    import inspect
    try:
        params = inspect.signature(config.compile).parameters
    except (TypeError, ValueError):
        params = {}
    if "dynamic_shapes" in params:
        return config.compile(module, inputs, dynamic_shapes=dynamic_shapes)
    return config.compile(module, inputs)


def _clone(inputs):
    return [x.clone() if hasattr(x, "clone") else x for x in inputs]


def run_test(test, config, on_step=None):
    """Run ``test`` (an E2ETest) under ``config`` (a TestConfig) in this process -> TestResult
    with status "pass" or "fail" (the failing step, message and input IR filled in)."""
    import torch
    from tmlir.e2e.compare import compare_outputs, rerun_in_float64
    trace = Trace(on_step)
    start = time.perf_counter()
    with active_trace(trace), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            with step("eager"):
                module = test.make_module()
                inputs = test.make_inputs()
                with torch.no_grad():
                    golden = module(*_clone(inputs))
            artifact = _call_compile(config, module, _clone(inputs), test.dynamic_shapes())
            if getattr(config, "compile_only", False):
                return TestResult(test.name, test.family, "pass", duration=time.perf_counter() - start)
            outputs = config.run(artifact, _clone(inputs))
            with step("compare", ir=trace.last_ir):
                problems = compare_outputs(outputs, golden, test.tolerance,
                                           reference64=lambda: rerun_in_float64(test.make_module(), _clone(inputs)))
            if problems:
                raise StepFailure("compare", "\n".join(problems[:10]), trace.last_ir)
        except StepFailure as f:
            return TestResult(test.name, test.family, "fail", f.step, f.message, f.pass_name,
                              time.perf_counter() - start,
                              ir=f.reproducer_ir if f.reproducer_ir is not None else f.ir)
        except Exception as e:  # noqa: BLE001 - a config raising outside a step
            msg = f"{type(e).__name__}: {e}\n" + "".join(traceback.format_tb(e.__traceback__)[-3:])
            return TestResult(test.name, test.family, "fail", trace.step or "config", msg,
                              duration=time.perf_counter() - start, ir=trace.ir)
    return TestResult(test.name, test.family, "pass", duration=time.perf_counter() - start)


# --- worker processes --------------------------------------------------------------------------
def worker_loop(conn, setup, run_one):
    """The main loop of a pool worker (see ``run_tests``' ``worker``): ``state = setup()`` once (an
    exception is reported as ``fatal`` and ends the worker), then, for each name received until
    ``None`` or a closed pipe, sends ``("result", run_one(state, name, on_step))``, where
    ``on_step(step, ir)`` reports the step in progress."""
    warnings.simplefilter("ignore")
    try:
        state = setup()
    except Exception as e:  # noqa: BLE001 - reported to the parent, which stops the run
        conn.send(("fatal", f"{type(e).__name__}: {e}"))
        return
    conn.send(("ready",))
    while True:
        try:
            name = conn.recv()
        except EOFError:
            return
        if name is None:
            return
        conn.send(("result", run_one(state, name, lambda s, ir: conn.send(("step", s, ir)))))


@contextlib.contextmanager
def output_to(fd):
    """File descriptors 1 and 2 (stdout and stderr, so C++ and logging output too) redirected to
    ``fd`` inside the block."""
    import sys
    for s in (sys.stdout, sys.stderr):
        s.flush()
    saved = [os.dup(1), os.dup(2)]
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    try:
        yield
    finally:
        for s in (sys.stdout, sys.stderr):
            s.flush()
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        for f in saved:
            os.close(f)


def _setup_worker(config_name, packages):
    from tmlir.e2e.configs import get_config
    from tmlir.e2e.registry import REGISTRY, discover_tests
    discover_tests(packages, errors=[])  # the parent reports broken modules; run the rest
    return REGISTRY, get_config(config_name)


def _run_named(state, name, on_step):
    registry, config = state
    test = registry.get(name)
    if test is None:
        return TestResult(name, "?", "fail", "setup", f"no test named {name!r} in the worker")
    return _run_captured(test, config, on_step=on_step)


def _worker_main(conn, config_name, packages):
    """A worker: import the tests once, then run the test names it receives until told to stop."""
    worker_loop(conn, lambda: _setup_worker(config_name, packages), _run_named)


MAX_CAPTURED_LINES = 10


def _run_captured(test, config, on_step):
    """run_test with the process's stdout/stderr sent to a temporary file, kept off the parent's
    progress bar; the last lines are added to a failure's message."""
    import tempfile
    with tempfile.TemporaryFile() as tmp:
        with output_to(tmp.fileno()):
            result = run_test(test, config, on_step=on_step)
        size = tmp.seek(0, 2)
        tmp.seek(max(0, size - 8192))
        captured = tmp.read().decode(errors="replace")
    lines = captured.strip().splitlines()
    if result.status != "pass" and lines:
        result.message += "\ncaptured output (last lines):\n" + "\n".join(lines[-MAX_CAPTURED_LINES:])
    return result


def _group_leader(target, *args):
    """A worker's entry point: the worker leads a process group of its own, so that killing the
    group (a timeout) also ends the processes the test started (an ``iree-compile`` that would
    otherwise keep a core busy long after its test was given up)."""
    if hasattr(os, "setpgid"):
        try:
            os.setpgid(0, 0)
        except OSError:
            pass
    target(*args)


class _Worker:
    def __init__(self, ctx, config_name, packages, target=None):
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_group_leader, args=(target or _worker_main, child, config_name, packages),
                                daemon=True)
        self.proc.start()
        child.close()
        self.started = time.monotonic()
        self.ready = False
        self.test = None
        self.deadline = None
        self.step = ""
        self.ir = None
        self.t0 = 0.0

    def assign(self, test, timeout):
        self.test, self.step, self.ir = test, "", None
        self.t0 = time.monotonic()
        self.deadline = self.t0 + timeout
        self.conn.send(test.name)

    def _kill_group(self):
        """SIGKILL to the worker's process group: the worker and whatever it started."""
        if hasattr(os, "killpg") and self.proc.pid is not None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except OSError:  # no such group (already gone, or the worker never led one)
                pass

    def kill(self):
        self._kill_group()
        if self.proc.is_alive():
            self.proc.kill()
        self.proc.join(5)
        self.conn.close()

    def stop(self):
        try:
            self.conn.send(None)
        except OSError:
            pass
        self.proc.join(5)
        self._kill_group()
        if self.proc.is_alive():
            self.proc.kill()
            self.proc.join(5)
        self.conn.close()


def run_tests(tests, config_name, jobs=1, timeout=120.0, packages=("e2e_tests",), on_result=None, worker=None):
    """Run ``tests`` (E2ETests, registered in ``packages``) under ``config_name`` in ``jobs``
    worker processes, each test limited to ``timeout`` seconds. ``on_result(result)`` is called as
    each finishes. Returns the results in the order of ``tests``.

    ``worker`` replaces the worker process's main function (a module-level function taking
    ``(conn, config_name, packages)`` that speaks the same messages: ``ready``, ``step``, ``result``
    with a TestResult); the items of ``tests`` then need only ``name`` and ``family``."""
    ctx = multiprocessing.get_context("spawn")
    pending = collections.deque(tests)
    results = {}
    workers = []
    max_workers_started = len(tests) + 2 * max(1, jobs)  # bounds restarts: one per test at most, plus slack
    started = 0

    def spawn():
        nonlocal started
        if started >= max_workers_started:
            raise RunnerError("too many worker restarts")
        started += 1
        workers.append(_Worker(ctx, config_name, tuple(packages), worker))

    def finish(w, result):
        results[result.name] = result
        w.test = None
        w.deadline = None
        if on_result is not None:
            on_result(result)

    def lost(w, status, message):
        t = w.test
        finish(w, TestResult(t.name, t.family, status, w.step or "worker", message,
                             duration=time.monotonic() - w.t0, ir=w.ir))

    try:
        for _ in range(min(max(1, jobs), len(pending))):
            spawn()
        while pending or any(w.test is not None for w in workers):
            for w in workers:
                if w.ready and w.test is None and pending:
                    w.assign(pending.popleft(), timeout)
            now = time.monotonic()
            deadlines = [w.deadline for w in workers if w.deadline is not None]
            deadlines += [w.started + STARTUP_TIMEOUT for w in workers if not w.ready]
            wait_for = max(0.0, min(deadlines) - now) if deadlines else 1.0
            ready = mp_wait([w.conn for w in workers] + [w.proc.sentinel for w in workers], timeout=wait_for)
            dead = []
            for w in list(workers):
                if w.conn in ready:
                    try:
                        while w.conn.poll():
                            msg = w.conn.recv()
                            if msg[0] == "ready":
                                w.ready = True
                            elif msg[0] == "fatal":
                                raise RunnerError(f"an e2e worker could not start: {msg[1]}")
                            elif msg[0] == "step":
                                w.step, w.ir = msg[1], msg[2]
                            elif msg[0] == "result":
                                finish(w, msg[1])
                    except (EOFError, OSError):
                        dead.append(w)
                        continue
                if w not in dead and (w.proc.sentinel in ready or not w.proc.is_alive()) and not w.conn.poll():
                    dead.append(w)
            now = time.monotonic()
            for w in workers:
                if w in dead:
                    continue
                if w.deadline is not None and now >= w.deadline:
                    lost(w, "timeout", f"timed out after {timeout:g} s (in step {w.step or '?'})")
                    w.kill()
                    dead.append(w)
                elif not w.ready and now >= w.started + STARTUP_TIMEOUT:
                    raise RunnerError(f"an e2e worker did not start within {STARTUP_TIMEOUT:g} s")
            for w in dead:
                if w.test is not None:
                    w.proc.join(5)
                    code = w.proc.exitcode
                    lost(w, "crash", f"the worker process died (exit code {code}) in step {w.step or '?'}")
                w.kill()
                workers.remove(w)
                if pending and len(workers) < max(1, jobs):
                    spawn()
            if not workers and pending:
                spawn()
    finally:
        for w in workers:
            w.stop()
    return [results[t.name] for t in tests if t.name in results]


def apply_xfails(results, xfails):
    """Map fail/crash/timeout of tests in ``xfails`` ({name: reason}) to "xfail" and their passes
    to "xpass" (unexpected)."""
    for r in results:
        if r.name not in xfails:
            continue
        r.reason = xfails[r.name]
        if r.status == "pass":
            r.status = "xpass"
        elif r.status in ("fail", "crash", "timeout"):
            r.status = "xfail"
    return results
