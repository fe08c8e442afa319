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
    result (from the graph), so that signless integers and IREE's bf16/bool come back typed.
    ``dlpack = False`` hands every tensor over through numpy (copies; benchmarks compare);
    ``CompiledCluster.instances`` holds the live clusters. ``torch_device``: where the tensors
    live; off the CPU (untested: no GPU here) they go through the host and the results are moved
    back to it."""

    instances = weakref.WeakSet()

    def __init__(self, loaded, name, out_dtypes, label="", torch_device="cpu"):
        super().__init__()
        self.torch_device = torch.device(torch_device)
        self.loaded = loaded
        self.fn = loaded.raw_function(name)
        self.device = loaded._ctx.config.device
        self.out_dtypes = tuple(out_dtypes)
        self.label = label
        self.dlpack = self.torch_device.type == "cpu"
        CompiledCluster.instances.add(self)

    def _arg(self, a):
        if isinstance(a, torch.Tensor):
            a = a.detach()
            if self.dlpack and a.dtype in _DLPACK_DTYPES and a.device.type == "cpu":
                if not a.is_contiguous():
                    a = a.contiguous()
                try:
                    return self.device.from_dlpack_capsule(_dlpack.to_dlpack(a))
                except (ValueError, RuntimeError, TypeError, BufferError):
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

    def forward(self, *args):
        iree_args = [self._arg(a) for a in args]
        try:
            res = self.fn(*iree_args)
        except (ValueError, RuntimeError) as e:
            msg = str(e).strip().splitlines()
            raise RefBackendError(f"tmlir cluster {self.label}: the IREE call failed: "
                                  f"{' '.join(msg[:4])}") from None
        if not isinstance(res, (tuple, list)):
            res = (res,)
        outs = tuple(self._result(r, d) for r, d in zip(res, self.out_dtypes))
        if self.torch_device.type != "cpu":
            return tuple(o.to(self.torch_device) for o in outs)
        ptrs = {a.data_ptr() for a in args if isinstance(a, torch.Tensor) and a.numel()}
        if ptrs:
            outs = tuple(o.clone() if o.numel() and o.data_ptr() in ptrs else o for o in outs)
        return outs
