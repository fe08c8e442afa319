"""Library functions compiled to torch-dialect ``func.func``s, by scripting and importing them.

    from tmlir.library.registry import load_library
    lib = load_library()
    f = compiled_function(lib, "aten::mm", "shape")   # private func.func @__torch_mlir_shape_fn.aten.mm
    name = add_to_module(module, lib, "aten::mm", "shape")   # a clone inserted once per module

Each function is scripted (``torch.jit.script``), its callees inlined transitively
(``tmlir.importers.torchscript_graph.inline_calls``), and the graph imported by
``tmlir.importers.torchscript_graph.import_graph`` - no function is translated by hand. The
result is cached per (library function object, kind), so every function is scripted and
imported once per process; callers get clones.
"""
from __future__ import annotations

import warnings

from tmlir.ir.core import IRError

__all__ = ["symbol_name", "compiled_function", "add_to_module", "LibraryCompileError", "compile_all"]

_CACHE = {}   # (function object, kind) -> func.func template (never inserted anywhere)
_FAILED = {}  # (function object, kind) -> error message


class LibraryCompileError(IRError):
    """A library function that could not be scripted or imported."""


def symbol_name(op_name, kind):
    """``aten::add.Tensor`` / ``shape`` -> ``__torch_mlir_shape_fn.aten.add.Tensor``."""
    from .registry import _canonical
    q = _canonical(op_name)
    ns, rest = q.split("::")
    return f"__torch_mlir_{kind}_fn.{ns}.{rest}"


def _script_graph(fn):
    import torch
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        scripted = torch.jit.script(fn)
    from tmlir.importers.torchscript_graph import inline_calls
    return inline_calls(scripted.graph.copy())


def _compile(fn, op_name, kind):
    from tmlir.importers.torchscript_graph import import_graph
    key = (fn, kind)
    f = _CACHE.get(key)
    if f is not None:
        return f
    if key in _FAILED:
        raise LibraryCompileError(_FAILED[key])
    try:
        g = _script_graph(fn)
        f = import_graph(g, symbol_name(op_name, kind), visibility="private")
        f.verify()
    except Exception as e:  # noqa: BLE001 - reported with the function's name
        msg = f"cannot compile the {kind} function of {op_name} ({fn.__name__}): {str(e).splitlines()[0] if str(e) else type(e).__name__}"
        _FAILED[key] = msg
        raise LibraryCompileError(msg) from None
    _CACHE[key] = f
    return f


def compiled_function(library, op_name, kind):
    """The cached (shared: do not insert it; clone it) ``func.func`` of ``op_name``'s ``kind``
    ("shape" or "dtype") function in ``library``; None when the library has none. Raises
    ``LibraryCompileError`` when the function cannot be scripted or imported."""
    fn = library.shape_function(op_name) if kind == "shape" else library.dtype_function(op_name)
    if fn is None:
        return None
    return _compile(fn, op_name, kind)


def add_to_module(module, library, op_name, kind, symbols=None):
    """Insert (once) a clone of the compiled function into ``module``; returns its symbol name,
    or None when there is no such function. ``symbols``: an optional dict name -> func.func of
    what the module already holds (kept up to date), to avoid rescanning the module."""
    f = compiled_function(library, op_name, kind)
    if f is None:
        return None
    name = f.sym_name.value
    if symbols is None:
        symbols = {o.sym_name.value: o for o in module.regions[0].blocks[0] if o.name == "func.func"}
    if name not in symbols:
        c = f.clone()
        module.regions[0].blocks[0].append(c)
        symbols[name] = c
    return name


def compile_all(library, kinds=("shape", "dtype")):
    """Compile every function of ``library``: ({(op, kind): func}, {(op, kind): error message})."""
    ok, bad = {}, {}
    for op_name, entry in sorted(library.ops.items()):
        for kind in kinds:
            if entry.get(kind) is None:
                continue
            try:
                ok[(op_name, kind)] = compiled_function(library, op_name, kind)
            except LibraryCompileError as e:
                bad[(op_name, kind)] = str(e)
    return ok, bad
