"""Views between complex tensors and real ones: ``view_as_real`` (a trailing dim of 2: real and
imaginary parts) and ``view_as_complex`` (the inverse). With value semantics both are copies::

    %1 = torch.aten.view_as_real %0 : !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[3,2],f32>
    // a linalg.generic over 3x2 reading %0 without its last loop: complex.re / complex.im by index
"""
from __future__ import annotations

from tmlir.ir.affine import AffineMap
from tmlir.ir.affine import dim as affine_dim
from .registry import lowering
from . import utils as U


@lowering("torch.aten.view_as_real", "torch.aten.view_as_real_copy")
def view_as_real(op, operands, rw):
    x = U.tensor_operand(operands, 0)
    out = U.result_type(op)
    if not U.is_complex(x.type.element_type):
        return False
    rank = len(x.type.shape)
    drop_last = AffineMap(rank + 1, 0, tuple(affine_dim(d) for d in range(rank)))

    def body(b, idx, z):
        first = U.cmpi(b, "eq", idx[rank], b.constant(U.A.IntegerAttr(0, U.A.INDEX)))
        return U.select(b, first, U.re(b, z), U.im(b, z))
    sizes = U.sizes(rw, x, op.location) + [2]
    rw.replace_op(op, U.gather_generic(rw, out, sizes, body, op.location, inputs=(x,), input_maps=(drop_last,)))
    return True


@lowering("torch.aten.view_as_complex", "torch.aten.view_as_complex_copy")
def view_as_complex(op, operands, rw):
    x = U.tensor_operand(operands, 0)
    out = U.result_type(op)
    if not U.is_complex(out.element_type) or not x.type.shape or x.type.shape[-1] not in (2, U.DYN):
        return False
    rw.replace_op(op, U.complex_from_pairs(rw, x, out, op.location))
    return True
