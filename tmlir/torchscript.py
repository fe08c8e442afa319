"""``tmlir.torchscript``: TorchScript modules (scripted, traced, or saved archives) to MLIR.

    import tmlir
    m = tmlir.torchscript.compile(model, torch.randn(2, 3), output_type="linalg-on-tensors")
    m = tmlir.torchscript.compile("model.pt", [tmlir.TensorPlaceholder([-1, 3], torch.float32)])

``model`` is an ``nn.Module`` (scripted with ``torch.jit.script``, or traced with
``torch.jit.trace`` when ``use_tracing=True``), a ``ScriptModule`` or ``ScriptFunction``, a
plain function, or the path of an archive saved with ``torch.jit.save``. The import keeps the
object graph (``output_type="raw"``); every other output type runs
``torchscript-module-to-torch-backend-pipeline`` (globalize the object graph, inline the
constant state, adjust the calling convention from the example arguments, inline the calls, then
the backend contract) and the backend's conversion, as ``tmlir.fx`` does.

``example_args``: one entry per argument of ``forward`` (after ``self``): a tensor (its sizes and
dtype), a ``TensorPlaceholder`` (``-1`` marks a dynamic dim), or None (left unannotated). When
it is None, ``forward``'s ``@annotate_args([...])`` is used, Torch-MLIR style.
``ignore_traced_shapes=True`` drops the sizes a trace recorded on intermediate values, so that
the placeholders' dynamic dims flow through. ``torch.jit``'s deprecation warnings are not shown.
"""
from __future__ import annotations

import os
import warnings

from tmlir import OutputType, pipelines
from tmlir.importers.torchscript import TorchScriptImporter
from tmlir.importers.torchscript_graph import TorchScriptImportError

__all__ = ["compile", "TensorPlaceholder", "annotate_args", "TorchScriptImportError", "FRONTEND_PIPELINE",
           "OutputType"]

#: the torch-to-torch passes between the raw import and ``torch-lower-to-backend-contract``
FRONTEND_PIPELINE = pipelines.TORCHSCRIPT_FRONTEND_PIPELINE


class TensorPlaceholder:
    """The type of a tensor argument: ``TensorPlaceholder([-1, 3], torch.float32)`` (``-1``: a
    dynamic dim), or ``TensorPlaceholder.like(t, dynamic_axes=[0])``."""

    def __init__(self, shape, dtype):
        self.shape = [int(d) for d in shape]
        if any(d < -1 for d in self.shape):
            raise ValueError(f"TensorPlaceholder shape {self.shape}: dims are sizes >= 0 or -1 (dynamic)")
        self.dtype = dtype
        self._example = None

    @staticmethod
    def like(tensor, dynamic_axes=None):
        """A placeholder with ``tensor``'s dtype and sizes, the ``dynamic_axes`` made dynamic."""
        dyn = set(dynamic_axes or ())
        p = TensorPlaceholder([-1 if i in dyn else d for i, d in enumerate(tensor.shape)], tensor.dtype)
        p._example = tensor
        return p

    def example(self):
        """A tensor of this type for tracing (the tensor it was made ``like``, else zeros with
        dynamic dims of size 7)."""
        import torch
        if self._example is not None:
            return self._example
        return torch.zeros([7 if d == -1 else d for d in self.shape], dtype=self.dtype)

    def __repr__(self):
        return f"TensorPlaceholder({self.shape}, {self.dtype})"


def annotate_args(annotations):
    """Decorator for ``forward``: ``[None, ([-1, 3], torch.float32, True), ...]`` (one entry per
    argument, ``self`` first as None; each entry ``(shape, dtype[, value_semantics])``)."""
    def deco(fn):
        fn._tmlir_arg_annotations = list(annotations)
        return fn
    return deco


def _arg_type(a, where):
    import torch
    from tmlir.dialects.torch.types import ValueTensorType, torch_dtype_to_type
    if a is None:
        return None
    if isinstance(a, torch.Tensor):
        return ValueTensorType(tuple(a.shape), torch_dtype_to_type(a.dtype))
    if isinstance(a, TensorPlaceholder):
        return ValueTensorType(tuple(a.shape), torch_dtype_to_type(a.dtype))
    if isinstance(a, (tuple, list)) and len(a) in (2, 3):
        return ValueTensorType(tuple(a[0]), torch_dtype_to_type(a[1]))
    raise TypeError(f"tmlir.torchscript.compile: {where} is a {type(a).__name__}; expected a tensor, a "
                    "TensorPlaceholder or None")


def _quiet():
    """A context that hides torch.jit's deprecation notices (and nothing else)."""
    ctx = warnings.catch_warnings()
    ctx.__enter__()
    warnings.filterwarnings("ignore", message=r".*torch\.jit\.\w+` is deprecated", category=DeprecationWarning)
    warnings.filterwarnings("ignore", message=r".*TorchScript.*deprecated", category=DeprecationWarning)
    return ctx


def _script(model, use_tracing, example_args):
    """``model`` as a ScriptModule / ScriptFunction."""
    import torch
    if isinstance(model, (str, os.PathLike)):
        if not os.path.exists(model):
            raise FileNotFoundError(f"tmlir.torchscript.compile: no archive at {os.fspath(model)!r}")
        return torch.jit.load(os.fspath(model), map_location="cpu")
    if isinstance(model, (torch.jit.ScriptModule, torch.jit.ScriptFunction)):
        return model
    what = type(model).__name__ if isinstance(model, torch.nn.Module) else getattr(model, "__name__", repr(model))
    if use_tracing:
        args = tuple(a.example() if isinstance(a, TensorPlaceholder) else a for a in example_args)
        try:
            return torch.jit.trace(model, args, check_trace=False)
        except Exception as e:  # noqa: BLE001 - the tracer's errors are the user's program's errors
            raise TorchScriptImportError(f"torch.jit.trace could not trace {what}: {_first_line(e)}") from None
    try:
        return torch.jit.script(model)
    except Exception as e:  # noqa: BLE001
        raise TorchScriptImportError(f"torch.jit.script could not compile {what}: {_first_line(e)}") from None


def _first_line(e):
    text = str(e).strip()
    lines = [ln for ln in text.splitlines() if ln.strip()]
    head = lines[0] if lines else type(e).__name__
    loc = next((ln.strip() for ln in lines if ln.strip().startswith("File ")), None)
    return head + (f" ({loc})" if loc and loc not in head else "")


def import_torchscript(model, example_args=None, use_tracing=False, ignore_traced_shapes=False):
    """The raw import of ``model`` (see ``compile``) as a ``builtin.module``."""
    import torch
    if example_args is not None and not isinstance(example_args, (list, tuple)):
        example_args = [example_args]
    ctx = _quiet()
    try:
        scripted = _script(model, use_tracing, example_args or ())
        traced = use_tracing and not ignore_traced_shapes
        imp = TorchScriptImporter(traced_shapes=traced)
        if isinstance(scripted, torch.jit.ScriptFunction):
            types = [_arg_type(a, f"example argument {i}") for i, a in enumerate(example_args or ())]
            return imp.import_function(scripted, types or None)
        if example_args is None:
            fwd = getattr(type(model), "forward", None) if isinstance(model, torch.nn.Module) else None
            ann = getattr(fwd, "_tmlir_arg_annotations", None)
            types = [_arg_type(a, f"annotation {i}") for i, a in enumerate(ann[1:])] if ann else None
        else:
            types = [_arg_type(a, f"example argument {i}") for i, a in enumerate(example_args)]
        return imp.import_module(scripted, {"forward": types} if types is not None else None)
    except TorchScriptImportError as e:
        raise e.with_traceback(None) from None
    finally:
        ctx.__exit__(None, None, None)


#: ops whose result depends on the memory of their tensor operand's base, not only its values
_STORAGE_OPS = ("torch.aten.as_strided", "torch.aten.as_strided_copy", "torch.aten.as_strided_scatter")
#: ops that pass their operand's value (and, for a tensor argument, its memory) through
_SAME_VALUE = ("torch.tensor_static_info_cast", "torch.derefine", "torch.copy.to_vtensor", "torch.copy.to_tensor")


def check_storage_reads(module, example_args=None):
    """Raise a located ``TorchScriptImportError`` for an ``as_strided``-family op whose tensor is not
    a contiguous argument of its function (or a ``clone(memory_format=torch.contiguous_format)``).

    Those ops address the memory of their tensor's base (after ``x.t()``, the memory of ``x``), and
    a TorchScript graph does not record strides or storage offsets: the torch dialect's
    ``as_strided`` reads its operand's values in row-major order, which is that memory only for a
    contiguous tensor that starts it. ``tmlir.fx`` reads the layouts from ``torch.export``'s
    metadata and handles views. Arguments are taken as contiguous (the calling convention) unless
    their example tensor in ``example_args`` is not."""
    import torch
    from tmlir.ir.core import BlockArgument
    examples = list(example_args or ()) if isinstance(example_args, (list, tuple)) else [example_args]
    for func in module.body.ops:
        if func.name != "func.func" or not func.regions[0].blocks:
            continue
        entry = func.regions[0].blocks[0]
        for op in func.walk():
            if op.name not in _STORAGE_OPS:
                continue
            v = op.operands[0]
            while v.defining_op is not None and v.defining_op.name in _SAME_VALUE:
                v = v.defining_op.operands[0]
            what = op.name.split(".", 1)[1]
            if isinstance(v, BlockArgument) and v.block is entry:
                ex = examples[v.index] if len(examples) == len(entry.args) else None
                ex = getattr(ex, "_example", ex)
                if isinstance(ex, torch.Tensor) and (not ex.is_contiguous() or ex.storage_offset() != 0):
                    raise TorchScriptImportError(
                        f"{what} addresses the memory of argument {v.index}, whose example tensor is not contiguous "
                        f"(strides {list(ex.stride())}, storage offset {ex.storage_offset()}); the compiled function "
                        "takes contiguous tensors. Pass a contiguous example, or use tmlir.fx.export_and_import, "
                        "which keeps the example's layout", loc=op.location)
                continue
            d = v.defining_op
            if d is not None and d.name == "torch.aten.clone" and _is_int_constant(d.operands[1], 0):
                continue   # clone(memory_format=torch.contiguous_format): a fresh contiguous tensor
            src = f"the result of {d.name}" if d is not None else "a block argument"
            raise TorchScriptImportError(
                f"{what} of {src}: it addresses the memory of its operand's base tensor (after x.t(), the memory of "
                "x), and TorchScript graphs record no strides or storage offsets to find it; tmlir.torchscript "
                "supports it on contiguous arguments only (use tmlir.fx.export_and_import, which reads the "
                "layouts from torch.export)", loc=op.location)


def _is_int_constant(v, value):
    d = v.defining_op
    return d is not None and d.name == "torch.constant.int" and d.properties["value"].value == value


def compile(model, example_args=None, output_type="torch", use_tracing=False, ignore_traced_shapes=False,
            backend_legal_ops=None, extra_library=(), guards=True, enable_ir_printing=False, tosa_emulation=()):
    """Import ``model`` through TorchScript and lower it to ``output_type`` (see the module
    docstring). Problems with the program raise one error naming the construct and its line."""
    from tmlir.ir.core import IRError
    ot = pipelines.check_output_type(output_type)
    module = import_torchscript(model, example_args, use_tracing, ignore_traced_shapes)
    if enable_ir_printing:
        import sys
        print(module, file=sys.stderr)
    if ot is OutputType.RAW:
        return module
    try:
        pipelines.pass_manager(FRONTEND_PIPELINE).run(module)
        check_storage_reads(module, example_args)
    except IRError as e:
        raise e.with_traceback(None) from None
    return pipelines.lower_raw_module(module, ot, backend_legal_ops=backend_legal_ops, guards=guards,
                                      extra_library=extra_library, tosa_emulation=tosa_emulation)
