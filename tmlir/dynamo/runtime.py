"""A compiled cluster at run time: torch tensors in, IREE, torch tensors out.

Tensors cross by DLPack where IREE's runtime takes the dtype (the IREE buffer view borrows the
torch tensor's memory, the torch result borrows IREE's buffer: no copies); other dtypes (bool,
bf16, complex, unsigned) go through numpy (a copy into IREE, a view of the result). A result
that IREE hands back as one of the inputs' buffers (a pass-through) is cloned, so that results
never alias inputs.
"""
from __future__ import annotations

import weakref

import numpy as np
import torch
from torch.utils import dlpack as _dlpack

from tmlir.backends.refbackend import RefBackendError, from_iree_result, to_iree_arg

__all__ = ["CompiledCluster"]

_DLPACK_DTYPES = {torch.float16, torch.float32, torch.float64, torch.int8, torch.int16, torch.int32, torch.int64}
_KDLCPU = 1
_ALIGN = 64  # IREE's heap buffers import memory aligned to this (a view at an offset is copied)
_IMPORT_ERRORS = (ValueError, RuntimeError, TypeError, BufferError, IndexError)


def _quiet_leak_checker():
    """Compiled clusters live in dynamo's caches until the interpreter exits; nanobind would list
    every IREE object still alive then."""
    try:
        from iree._runtime_libs import _runtime
        _runtime.disable_leak_checker()
    except (ImportError, AttributeError):
        pass


_quiet_leak_checker()


class CompiledCluster(torch.nn.Module):
    """Calls function ``name`` of an IREE ``LoadedModule``; ``out_dtypes``: the torch dtype of each
    result (from the graph), so that signless integers and IREE's bf16/bool come back typed;
    ``in_dtypes``: the dtype of each operand (None for a non-tensor one; dynamo's guards hold
    them), which tells whether every call can take the direct path.
    ``dlpack = False`` hands every tensor over through numpy (copies; benchmarks compare);
    ``CompiledCluster.instances`` holds the live clusters. ``torch_device``: where the tensors
    live; off the CPU (untested: no GPU here) they go through the host and the results are moved
    back to it."""

    instances = weakref.WeakSet()

    def __init__(self, loaded, name, out_dtypes, label="", torch_device="cpu", in_dtypes=None):
        super().__init__()
        self.torch_device = torch.device(torch_device)
        self.loaded = loaded
        self.fn = loaded.raw_function(name)
        self.device = loaded._ctx.config.device
        self.out_dtypes = tuple(out_dtypes)
        self.label = label
        self.dlpack = self.torch_device.type == "cpu"
        # the direct call (``_fast_call``): IREE's VM function and context, when every operand and
        # result is a tensor DLPack hands over (IREE's FunctionInvoker packs arguments and wraps
        # results in DeviceArrays: about a third of a small cluster's call)
        vm_fn, vm_ctx = getattr(self.fn, "vm_function", None), getattr(self.fn, "_vm_context", None)
        self._direct = None
        if (self.dlpack and vm_fn is not None and vm_ctx is not None and in_dtypes is not None
                and all(d in _DLPACK_DTYPES for d in self.out_dtypes)
                and all(d in _DLPACK_DTYPES for d in in_dtypes)):
            from iree.runtime import HalBufferView, VmVariantList
            self._direct = (vm_ctx, vm_fn, VmVariantList, HalBufferView)
        # operand position -> (parameter, its data pointer, IREE buffer view borrowing its memory):
        # parameters come back every call, updated in place (an optimizer step) or not; the view
        # holds the memory alive, so the same pointer means the same memory
        self._params = {}
        CompiledCluster.instances.add(self)

    def _arg(self, a):
        if isinstance(a, torch.Tensor):
            a = a.detach()
            if self.dlpack and a.dtype in _DLPACK_DTYPES and a.device.type == "cpu":
                if not a.is_contiguous() or a.data_ptr() % _ALIGN:
                    a = a.clone(memory_format=torch.contiguous_format)
                try:
                    return self.device.from_dlpack_capsule(_dlpack.to_dlpack(a))
                except _IMPORT_ERRORS:
                    pass  # IREE does not take this one (e.g. no elements): the numpy path below
            return to_iree_arg(a)
        if isinstance(a, torch.SymInt):
            return int(a)
        return a

    def _result(self, r, dtype):
        if self.dlpack and dtype in _DLPACK_DTYPES and hasattr(r, "_buffer_view"):
            return _dlpack.from_dlpack(self.device.create_dlpack_capsule(r._buffer_view, _KDLCPU, 0))
        a = from_iree_result(r)
        if not isinstance(a, np.ndarray):
            return torch.tensor(a, dtype=dtype)
        if a.dtype.name == "bfloat16":
            a = a.view(np.uint16)
        t = torch.from_numpy(a)  # (np.ascontiguousarray would make a 0-d array 1-d)
        if t.dtype != dtype:
            t = t.view(dtype) if t.element_size() == torch.empty((), dtype=dtype).element_size() else t.to(dtype)
        return t

    def _fast_call(self, args):
        """(results, the operands' data pointers) of a call straight through IREE's VM, every operand
        handed over by DLPack (their dtypes are known: ``in_dtypes``); None when one cannot be
        (no elements), for the general path."""
        ctx, fn, VmVariantList, HalBufferView = self._direct
        from_capsule = self.device.from_dlpack_capsule
        arg_list = VmVariantList(len(args))
        push = arg_list.push_ref
        ptrs = set()
        params = self._params
        for i, a in enumerate(args):
            ptr = a.data_ptr()
            ptrs.add(ptr)
            held = params.get(i)
            if held is not None and held[0] is a and held[1] == ptr:
                push(held[2])  # the same parameter in the same memory: its buffer view still reads it
                continue
            t = a.detach() if a.requires_grad else a
            if not t.is_contiguous() or ptr % _ALIGN:
                t = t.clone(memory_format=torch.contiguous_format)  # IREE imports 64-byte aligned memory
            try:
                bv = from_capsule(_dlpack.to_dlpack(t))
            except _IMPORT_ERRORS:
                return None  # IREE does not take this one (e.g. no elements)
            push(bv)
            if isinstance(a, torch.nn.Parameter) and t.data_ptr() == ptr:
                params[i] = (a, ptr, bv)
        n = len(self.out_dtypes)
        ret_list = VmVariantList(n)
        try:
            ctx.invoke(fn, arg_list, ret_list)
        except (ValueError, RuntimeError) as e:
            self._call_failed(e)
        make = self.device.create_dlpack_capsule
        get = ret_list.get_as_object
        return tuple(_dlpack.from_dlpack(make(get(i, HalBufferView), _KDLCPU, 0)) for i in range(n)), ptrs

    def _call_failed(self, e):
        msg = str(e).strip().splitlines()
        raise RefBackendError(f"tmlir cluster {self.label}: the IREE call failed: {' '.join(msg[:4])}") from None

    def forward(self, *args):
        fast = self._fast_call(args) if self._direct is not None and self.dlpack else None
        if fast is not None:
            outs, ptrs = fast
        else:
            outs = self._general_call(args)
            if self.torch_device.type != "cpu":
                return tuple(o.to(self.torch_device) for o in outs)
            ptrs = {a.data_ptr() for a in args if isinstance(a, torch.Tensor) and a.numel()}
        if ptrs:  # a result IREE handed back in an operand's buffer (a pass-through) is cloned
            outs = tuple(o.clone() if o.numel() and o.data_ptr() in ptrs else o for o in outs)
        return outs

    def _general_call(self, args):
        iree_args = [self._arg(a) for a in args]
        try:
            res = self.fn(*iree_args)
        except (ValueError, RuntimeError) as e:
            self._call_failed(e)
        if not isinstance(res, (tuple, list)):
            res = (res,)
        return tuple(self._result(r, d) for r, d in zip(res, self.out_dtypes))
