"""A quick end-to-end check for lowerings (used by unit tests; the full runner is ``tmlir.e2e``).

    check_linalg(torch.nn.ReLU(), torch.randn(3, 4), dynamic_dims={0: [0]})

exports the module with ``tmlir.fx.export_and_import(..., output_type="linalg-on-tensors")``
(``dynamic_dims``: input index -> dims exported as dynamic), compiles the text with IREE (llvm-cpu),
runs it on the inputs and compares every output with eager PyTorch: shape, dtype and values.
Returns the lowered module.
"""
from __future__ import annotations

import numpy as np
import torch

__all__ = ["check_linalg", "compile_and_run", "run_linalg"]

def compile_and_run(text, func_name, inputs):
    """Compile linalg-on-tensors ``text`` with the RefBackend (IREE llvm-cpu, after
    ``prepare_for_iree``) and call ``func_name`` on numpy ``inputs``; a list of numpy results."""
    from tmlir.backends.refbackend import RefBackend
    b = RefBackend()
    res = b.load(b.compile(text)).invoke(func_name, *inputs)
    if isinstance(res, tuple):
        return [np.asarray(r) for r in res]
    return [np.asarray(res)]


def _to_numpy(t):
    t = t.detach().contiguous()
    if t.dtype == torch.bfloat16:
        raise TypeError("bf16 is not handled by this quick check; use tmlir.e2e")
    return t.numpy()


def _read_back(out, expected):
    """IREE's buffers are signless: an unsigned result comes back as the signed integer type of
    its width, whose bits are the unsigned value's."""
    if expected.dtype.kind == "u" and out.dtype.kind == "i" and out.dtype.itemsize == expected.dtype.itemsize:
        return out.view(expected.dtype)
    return out


def check_linalg(module, *inputs, dynamic_dims=None, rtol=1e-4, atol=1e-5, func_name="main", **export_kwargs):
    import tmlir.fx
    from torch.export import Dim
    if not isinstance(module, torch.nn.Module):
        fn = module

        class _Wrap(torch.nn.Module):
            def forward(self, *a):
                return fn(*a)
        module = _Wrap()
        module._tmlir_varargs = True
    module.eval()
    dyn = None
    if dynamic_dims:
        dyn = tuple({d: Dim(f"d{i}_{d}") for d in dynamic_dims.get(i, [])} or None for i in range(len(inputs)))
    if dyn is not None and getattr(module, "_tmlir_varargs", False):
        dyn = (dyn,)
    m = tmlir.fx.export_and_import(module, *inputs, output_type="linalg-on-tensors", dynamic_shapes=dyn,
                                   func_name=func_name, **export_kwargs)
    text = str(m)
    outs = compile_and_run(text, func_name, [_to_numpy(x) for x in inputs])
    with torch.no_grad():
        expected = module(*inputs)
    if not isinstance(expected, (list, tuple)):
        expected = [expected]
    assert len(outs) == len(expected), f"{len(outs)} results, expected {len(expected)}"
    for i, (o, e) in enumerate(zip(outs, expected)):
        e = e.detach().numpy() if isinstance(e, torch.Tensor) else np.asarray(e)
        o = _read_back(o, e)
        assert o.shape == e.shape, f"result {i}: shape {o.shape} != {e.shape}"
        assert o.dtype == e.dtype, f"result {i}: dtype {o.dtype} != {e.dtype} (eager PyTorch)"
        if e.dtype.kind in "fc":
            np.testing.assert_allclose(o, e, rtol=rtol, atol=atol, err_msg=f"result {i}")
        else:
            np.testing.assert_array_equal(o, e, err_msg=f"result {i}")
    return m


class _Fn(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *args):
        return self.fn(*args)


def run_linalg(fn, *inputs):
    """``fn(*inputs)`` compiled by the e2e suite's linalg config (cached) and run on IREE: a numpy array."""
    from tmlir.e2e import get_config
    cfg = get_config("linalg")
    return np.asarray(cfg.run(cfg.compile(_Fn(fn), inputs), list(inputs)))
