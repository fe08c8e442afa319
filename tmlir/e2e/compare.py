"""Comparing a config's outputs with eager PyTorch's (the golden results).

    problems = compare_outputs(actual, expected, tolerance={"rtol": 1e-3})
    # [] when they agree; otherwise one line per difference

Outputs may be tensors, numpy arrays, Python scalars, or (nested) tuples/lists of them: the
expected structure is flattened (as ``torch.export`` flattens it) and compared leaf by leaf with
the actual results. Shapes and dtypes must match; floats within per-dtype tolerances, ints and bools
exactly.

Precision is judged as PyTorch's own compiler tests judge it: a float result outside the
tolerance of eager's still passes when it is as close to a float64 rerun of the program as eager
is (``compare_outputs(..., reference64=...)``: the root-mean-square error against the float64
result at most ``FP64_MULTIPLIER`` times eager's, plus a tenth of the absolute tolerance), with
NaN and infinities where eager has them. A backend's math library may round differently from
eager's; it may not be less accurate.
"""
from __future__ import annotations

import numpy as np

__all__ = ["compare_outputs", "DEFAULT_TOLERANCES", "tolerance_for", "to_torch", "flatten_outputs", "FP64_MULTIPLIER",
           "rerun_in_float64"]

#: how much larger than eager's the error against the float64 rerun may be
FP64_MULTIPLIER = 2.0


def _torch():
    import torch
    return torch


def _default_tolerances():
    torch = _torch()
    return {
        torch.float32: dict(rtol=1e-4, atol=1e-5),
        torch.float64: dict(rtol=1e-7, atol=1e-7),
        torch.float16: dict(rtol=1e-2, atol=1e-3),
        torch.bfloat16: dict(rtol=1.6e-2, atol=1e-2),
        torch.complex64: dict(rtol=1e-4, atol=1e-5),
        torch.complex128: dict(rtol=1e-7, atol=1e-7),
    }


DEFAULT_TOLERANCES = None  # filled on first use (torch loads lazily)


def tolerance_for(dtype, override=None):
    """``dict(rtol, atol)`` for ``dtype``; ``override`` (a test's tolerance) wins per key."""
    global DEFAULT_TOLERANCES
    if DEFAULT_TOLERANCES is None:
        DEFAULT_TOLERANCES = _default_tolerances()
    tol = dict(DEFAULT_TOLERANCES.get(dtype, dict(rtol=0.0, atol=0.0)))
    if override and (dtype.is_floating_point or dtype.is_complex):
        tol.update(override)
    return tol


def to_torch(x):
    """numpy arrays (bf16 ones from ``ml_dtypes`` too) and numpy scalars -> torch tensors."""
    torch = _torch()
    if isinstance(x, (np.ndarray, np.generic)):
        a = np.asarray(x)
        if a.dtype.name == "bfloat16":
            return torch.from_numpy(np.ascontiguousarray(a).view(np.uint16).reshape(a.shape).copy()).view(torch.bfloat16)
        return torch.from_numpy(np.array(a, copy=True))
    return x


def flatten_outputs(x):
    """A flat list of leaves (tensors, scalars, None) from nested tuples/lists/dicts."""
    if isinstance(x, (tuple, list)):
        return [leaf for item in x for leaf in flatten_outputs(item)]
    if isinstance(x, dict):
        return [leaf for k in x for leaf in flatten_outputs(x[k])]
    return [x]


def compare_outputs(actual, expected, tolerance=None, reference64=None):
    """A list of differences between ``actual`` and ``expected`` ([] = they agree).
    ``reference64``: the program's results rerun in float64 (``rerun_in_float64``), or a callable
    giving them on demand; a float leaf outside the tolerance passes when it is as accurate as eager
    against them (see the module docstring)."""
    exp = flatten_outputs(expected)
    act = flatten_outputs(actual)
    # an interpreter or backend returns None-free flat results; eager may return None leaves
    exp_idx = [i for i, e in enumerate(exp) if e is not None]
    if len(act) != len(exp_idx) and len(act) == len(exp):
        exp_idx = list(range(len(exp)))
    if len(act) != len(exp_idx):
        return [f"expected {len(exp_idx)} results, got {len(act)}"]
    problems = []
    ref64 = None
    for n, (i, a) in enumerate(zip(exp_idx, act)):
        a, e = to_torch(a), to_torch(exp[i])
        found = compare_one(a, e, tolerance)
        if found and reference64 is not None and _judged_by_float64(e):
            if ref64 is None:
                ref64 = flatten_outputs(reference64() if callable(reference64) else reference64)
            r = ref64[i] if i < len(ref64) else None
            if _as_accurate_as_eager(a, e, r, tolerance):
                found = []
        problems += [f"result {n}: {p}" for p in found]
    return problems


def _judged_by_float64(e):
    torch = _torch()
    return isinstance(e, torch.Tensor) and e.dtype in (torch.float32, torch.float16, torch.bfloat16, torch.complex64)


def _as_accurate_as_eager(a, e, r, tolerance):
    """``a`` (the backend's) no less accurate than ``e`` (eager's) against ``r`` (float64's)."""
    torch = _torch()
    if not isinstance(a, torch.Tensor) or not isinstance(r, torch.Tensor) or a.shape != e.shape \
            or r.shape != e.shape or a.dtype != e.dtype:
        return False
    wide = torch.complex128 if e.is_complex() else torch.float64
    a, e, r = (t.detach().cpu().to(wide) for t in (a, e, r))
    special = ~torch.isfinite(e)
    if not torch.equal(special, ~torch.isfinite(a)):
        return False
    if special.any() and not torch.equal(torch.where(special, a, 0).nan_to_num(), torch.where(special, e, 0).nan_to_num()):
        return False    # the same infinities where eager has them (NaN matches NaN)
    finite = ~special & torch.isfinite(r)
    if not finite.any():
        return True

    def rmse(x):
        return float(((x - r)[finite].abs() ** 2).mean().sqrt())
    tol = tolerance_for(_torch_dtype_of(e), tolerance)
    return rmse(a) <= FP64_MULTIPLIER * rmse(e) + tol["atol"] / 10.0


def _torch_dtype_of(e):
    torch = _torch()
    return torch.complex64 if e.is_complex() else torch.float32


def rerun_in_float64(module, inputs):
    """The results of ``module`` on ``inputs`` with float32/float16/bfloat16 tensors (inputs,
    parameters, buffers) made float64 and complex64 made complex128; None when the program does
    not run that way (an op without a float64 kernel, a dtype the program checks)."""
    import copy
    torch = _torch()

    def widen(x):
        if isinstance(x, torch.Tensor):
            if x.dtype in (torch.float32, torch.float16, torch.bfloat16):
                return x.detach().to(torch.float64)
            if x.dtype == torch.complex64:
                return x.detach().to(torch.complex128)
        return x
    try:
        m = copy.deepcopy(module)
        for t in list(m.parameters()) + list(m.buffers()):
            t.data = widen(t.data)
        with torch.no_grad():
            return m(*[widen(x) for x in inputs])
    except Exception:  # noqa: BLE001 - the float64 rerun is a second opinion, not required
        return None


def compare_one(a, e, tolerance=None):
    """Differences between one actual value ``a`` and one expected value ``e``."""
    torch = _torch()
    if isinstance(e, torch.Tensor):
        if not isinstance(a, torch.Tensor):
            if isinstance(a, (bool, int, float)) and e.dim() == 0:
                a = torch.tensor(a, dtype=e.dtype)  # a scalar result for a 0-d tensor: compare value
            else:
                return [f"expected a tensor, got {type(a).__name__}"]
        if tuple(a.shape) != tuple(e.shape):
            return [f"shape mismatch: expected {list(e.shape)}, got {list(a.shape)}"]
        a = _with_signedness(torch, a, e.dtype)
        if a.dtype != e.dtype:
            return [f"dtype mismatch: expected {e.dtype}, got {a.dtype}"]
        return _compare_tensors(torch, a.detach().cpu(), e.detach().cpu(), tolerance)
    if isinstance(e, (bool, int, float)):
        if isinstance(a, torch.Tensor):
            if a.numel() != 1:
                return [f"expected a scalar, got a tensor of shape {list(a.shape)}"]
            a = a.item()
        if not isinstance(a, (bool, int, float)):
            return [f"expected a scalar, got {type(a).__name__}"]
        if isinstance(e, float) or isinstance(a, float):
            tol = tolerance_for(torch.float64, tolerance)
            if not (abs(a - e) <= tol["atol"] + tol["rtol"] * abs(e) or (a != a and e != e)):
                return [f"value mismatch: expected {e}, got {a}"]
            return []
        return [] if a == e else [f"value mismatch: expected {e}, got {a}"]
    if e is None:
        return [] if a is None else [f"expected None, got {type(a).__name__}"]
    return [] if a == e else [f"value mismatch: expected {e!r}, got {a!r}"]


def _with_signedness(torch, a, dtype):
    """``a`` viewed as ``dtype`` when the two are integer types of one width that differ only in
    signedness: a backend's integers are signless (IREE returns an i8 result as int8, or as
    uint8 when it is a uint8 input passed through), so the expected torch dtype says how to read
    the bits."""
    if a.dtype == dtype or a.dtype.is_floating_point or dtype.is_floating_point or a.dtype.is_complex \
            or dtype.is_complex or a.dtype == torch.bool or dtype == torch.bool or a.element_size() != dtype.itemsize:
        return a
    return a.view(dtype)


def _compare_tensors(torch, a, e, tolerance):
    if not (e.dtype.is_floating_point or e.dtype.is_complex):
        if torch.equal(a, e):
            return []
        bad = (a != e)
        idx = tuple(int(i) for i in bad.nonzero()[0]) if bad.dim() else ()
        return [f"{int(bad.sum())} of {e.numel()} elements differ (exact dtype {e.dtype}); first at "
                f"{list(idx)}: expected {e[idx].item()}, got {a[idx].item()}"]
    tol = tolerance_for(e.dtype, tolerance)
    ok = torch.isclose(a, e, rtol=tol["rtol"], atol=tol["atol"], equal_nan=True)
    if bool(ok.all()):
        return []
    bad = ~ok
    idx = tuple(int(i) for i in bad.nonzero()[0]) if bad.dim() else ()
    diff = (a.to(torch.complex128 if e.is_complex() else torch.float64)
            - e.to(torch.complex128 if e.is_complex() else torch.float64)).abs()
    diff = torch.where(torch.isnan(diff), torch.full_like(diff, float("inf")), diff)
    return [f"{int(bad.sum())} of {e.numel()} elements differ beyond rtol={tol['rtol']}, atol={tol['atol']}; "
            f"max abs diff {float(diff.max()):.3g}; first at {list(idx)}: expected {e[idx].item()}, "
            f"got {a[idx].item()}"]
