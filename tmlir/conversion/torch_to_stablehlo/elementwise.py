"""Elementwise ops: unary, binary, ternary, comparisons, logical/bitwise ops, casts (every op the
linalg backend lowers through its elementwise table ``SPECS``).

The semantics of each op are written once, as the linalg backend's scalar body (its ``Spec``:
inputs, computation type, options, body). Here the body runs on ``U.TensorBody``, which builds
each scalar ``arith``/``math``/``complex`` op as the StableHLO op on whole tensors: the tensor
operands are broadcast to the result's shape (``broadcast_in_dim``, ``dynamic_broadcast_in_dim``
for dynamic sizes), scalar operands and constants stay 0-d until they meet a full tensor::

    %r = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4],f32>
    => %s = tensor.from_elements %d0, %c4 : tensor<2xi64>
       %bb = stablehlo.dynamic_broadcast_in_dim %b, %s, dims = [1]
       %r = stablehlo.add %a, %bb : tensor<?x4xf32>

Casts are ``stablehlo.convert`` with torch's rules (to bool is ``!= 0``, unsigned sources extend
with zeros); ``f16``/``bf16`` compute in ``f32`` and round at the end, as on the linalg backend.
A scalar op with no StableHLO form (``U.SCALAR_OPS``) makes the op not lowerable, naming it.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.conversion.torch_to_linalg import elementwise as _linalg_elementwise
from .registry import lowering
from . import utils as U

LE = _linalg_elementwise


def lower_elementwise(spec, op, operands, rw):
    """One linalg ``Spec`` on StableHLO tensors (see the module docstring)."""
    c = LE.read_spec(spec, op, operands)
    if c is None:
        return False
    for v in c.values:
        vt = getattr(v, "type", None)
        if v is not None and not (isinstance(vt, A.RankedTensorType) or vt in (A.I64, A.F64, A.I1)):
            return False
    out, out_dtype, opts, cdt, cet = c.out, c.out_dtype, c.opts, c.cdt, c.cet
    values, in_dtypes = c.values, c.in_dtypes
    b = U.Staged(rw, op.location)
    try:
        res = _compute(spec, op, values, in_dtypes, cdt, cet, out, out_dtype, opts, b)
    except U.NotLowerable:
        b.discard()
        raise
    b.commit()
    rw.replace_op(op, res)
    return True


def _compute(spec, op, values, in_dtypes, cdt, cet, out, out_dtype, opts, b):
    roles = spec.roles or "c" * len(spec.ins)
    tensors = [v for v in values if v is not None and isinstance(v.type, A.RankedTensorType)]
    out_sizes = U.broadcast_sizes(b, tensors, out)
    tb = U.TensorBody(b, out_sizes)
    vals = []
    for v, dt, role in zip(values, in_dtypes, roles):
        if v is None:
            vals.append(None)
            continue
        if isinstance(v.type, A.RankedTensorType):
            t = v if not v.type.shape else U.broadcast_to(b, v, out_sizes)
        else:
            t = U.from_scalar(b, v)
        s = U.TV(t)
        if role == "h" and LE._isf(cdt) and cdt is not cet and dt is not cdt:
            # a half computation: this operand is taken in the half dtype first (as linalg)
            s = U.convert_scalar_tv(tb, s, cdt, LE._unsigned(dt))
        if role in ("c", "h"):
            s = U.convert_scalar_tv(tb, s, cet, LE._unsigned(dt), LE._unsigned(cdt))
        elif role == "b":
            s = U.convert_scalar_tv(tb, s, A.I1, LE._unsigned(dt))
        vals.append(s)
    r = spec.body(LE.Body(tb, cet, LE._unsigned(cdt)), *vals, **opts)
    src_unsigned = LE._unsigned(cdt) if r.type is not A.I1 else True
    r = U.convert_scalar_tv(tb, r, out.element_type, src_unsigned, LE._unsigned(out_dtype), drop_imag=spec.cast)
    res = tb.full(r.t) if out.shape else r.t
    if res.type != out:
        res = U.cast_shape(b, res, out)
    return res


def _register(name, spec):
    def lower(op, operands, rw):
        return lower_elementwise(spec, op, operands, rw)
    lower.__name__ = spec.body.__name__
    lowering(name)(lower)


for _name, _spec in LE.SPECS.items():
    _register(_name, _spec)
