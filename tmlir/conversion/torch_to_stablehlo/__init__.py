"""``convert-torch-to-stablehlo``: backend-contract torch IR -> StableHLO (with ``tensor``/``arith``
for shape values and scalars, ``cf.assert`` for runtime guards, ``scf.if`` for scalar control
flow): standard StableHLO that any StableHLO consumer takes (IREE compiles it with
``--iree-input-type=stablehlo``; what IREE needs beyond it is in ``tmlir/backends/iree/``).

One file per op family; each lowering is one function registered for the op names it handles::

    from .registry import lowering
    from . import utils as U

    @lowering("torch.aten.mm")
    def mm(op, operands, rw):
        # op: the torch op; operands: converted to builtin values (tensor<...>, i64/f64/i1)
        b = U.B(rw, op.location)
        x, w = U.converted(op, operands, "self"), U.converted(op, operands, "mat2")
        rw.replace_op(op, stablehlo.dot_general(b, x, w, contracting=([1], [0])))
        return True          # False (or raise U.NotLowerable(why)) = does not apply

Dynamic sizes are ``tensor.dim`` + ``arith.index_cast`` to i64, gathered into a ``tensor<Nxi64>``
by ``tensor.from_elements`` (``U.shape_tensor``) for the dynamic StableHLO ops. Families import
only ``utils`` and ``registry``; every module in this package is imported, so a new family is a
new file. The scalar, guard and ``prim.If`` lowerings are the linalg backend's (see registry.py).
"""
import importlib as _importlib
import pkgutil as _pkgutil

from .registry import lowering, STABLEHLO, ConvertTorchToStablehloPass  # noqa: F401

for _m in _pkgutil.iter_modules(__path__):
    if _m.name not in ("registry", "utils"):
        _importlib.import_module(f"{__name__}.{_m.name}")
