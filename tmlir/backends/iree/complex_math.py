"""Complex ``pow`` and ``sign`` written on the real and imaginary parts.

``complex.pow %a, %b`` (and ``stablehlo.power`` of complex tensors) is PyTorch's ``exp(b * log(a))``.
IREE 3.13 expands it with special cases that select whole complex values, which vulkan-spirv
cannot legalize ("failed to legalize operation 'arith.select'" on ``complex<f32>``), and its
special values differ from PyTorch's on every target: ``0 ** 0`` is 1 (PyTorch: NaN),
``(0.5 + 0j) ** inf`` is NaN (PyTorch: 0), and on linalg input ``0 ** (2 - 1j)`` is NaN (PyTorch: 0). ``complex.sign`` expands
into the same kind of complex select.

Written on the parts with ``a = x + iy``, ``b = c + id``, ``L = log|a|``, ``t = atan2(y, x)``::

    b log a = (c L - d t) + i (d L + c t)
    a ** b  = exp(c L - d t) * (cos(d L + c t) + i sin(d L + c t))

and 0 where the magnitude ``exp(c L - d t)`` is 0 (C's ``cexp(-inf + i y)`` is 0 for every ``y``,
finite or not: what PyTorch's ``exp`` of the product gives for a zero base). ``sign(z)`` is
``z / |z|`` part by part, and ``z`` itself where ``|z|`` is 0. The selects are of real values.

One formula, emitted through an emitter with ``math_fixes._Scalar``'s interface: scalar ops in a
``linalg.generic`` body (``pow_sign_by_parts``) or StableHLO ops on tensors
(``stablehlo_pow_by_parts``, with ``stablehlo_math._TensorScalar``).
"""
from __future__ import annotations

from tmlir.ir import attributes as A

__all__ = ["pow_by_parts", "sign_by_parts", "pow_sign_by_parts", "stablehlo_pow_by_parts"]


def _parts(e, z, ft):
    return e.val("complex.re", [z], ft), e.val("complex.im", [z], ft)


def pow_by_parts(e, a, b, ct):
    """``a ** b`` of complex type ``ct`` built with the emitter ``e`` (float type of ``ct``'s parts)."""
    ft = ct.element_type
    x, y = _parts(e, a, ft)
    c, d = _parts(e, b, ft)
    log_r = e.val("math.log", [e.val("complex.abs", [a], ft)])
    t = e.val("math.atan2", [y, x])
    re_ = e.val("arith.subf", [e.val("arith.mulf", [c, log_r]), e.val("arith.mulf", [d, t])])
    im_ = e.val("arith.addf", [e.val("arith.mulf", [d, log_r]), e.val("arith.mulf", [c, t])])
    mag = e.val("math.exp", [re_])
    zero = e.c(0.0)
    vanishes = e.cmp("oeq", mag, zero)
    out_re = e.sel(vanishes, zero, e.val("arith.mulf", [mag, e.val("math.cos", [im_])]))
    out_im = e.sel(vanishes, zero, e.val("arith.mulf", [mag, e.val("math.sin", [im_])]))
    return e.val("complex.create", [out_re, out_im], ct)


def sign_by_parts(e, z, ct):
    """``z / |z|`` (``z`` where ``|z|`` is 0) of complex type ``ct`` built with the emitter ``e``."""
    ft = ct.element_type
    x, y = _parts(e, z, ft)
    r = e.val("complex.abs", [z], ft)
    is_zero = e.cmp("oeq", r, e.c(0.0))
    return e.val("complex.create", [e.sel(is_zero, x, e.val("arith.divf", [x, r])),
                                    e.sel(is_zero, y, e.val("arith.divf", [y, r]))], ct)


def _replace(op, new):
    op.results[0].replace_all_uses_with(new)
    op.erase()


def pow_sign_by_parts(root):
    """Every scalar ``complex.pow``/``complex.sign`` under ``root`` on the parts; returns how many."""
    from .math_fixes import _Scalar
    n = 0
    for op in [o for o in root.walk() if o.name in ("complex.pow", "complex.sign")]:
        ct = op.results[0].type
        if type(ct) is not A.ComplexType:
            continue
        e = _Scalar(op, ct.element_type)
        _replace(op, pow_by_parts(e, *op.operands, ct) if op.name == "complex.pow"
                 else sign_by_parts(e, op.operands[0], ct))
        n += 1
    return n


def stablehlo_pow_by_parts(root):
    """Every ``stablehlo.power`` of complex tensors under ``root`` on the parts (StableHLO ops on
    tensors); returns how many. (``stablehlo.sign`` of complex tensors is left to IREE: the e2e
    suite's complex sign programs compile for every target.)"""
    from tmlir.conversion.torch_to_stablehlo import utils as U
    from .stablehlo_math import _TensorScalar, _body, _replace as _replace_tensor, _et
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.power"]:
        ct = _et(op.results[0])
        if type(ct) is not A.ComplexType:
            continue
        tb, _ = _body(op)
        _replace_tensor(op, tb, pow_by_parts(_TensorScalar(tb, ct.element_type), *map(U.TV, op.operands), ct))
        n += 1
    return n
