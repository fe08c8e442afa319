"""``convert-torch-to-linalg``: backend-contract torch IR -> linalg-on-tensors (with arith, math,
tensor, scf, cf).

One file per op family; each lowering is one function registered for the op names it handles::

    from .registry import lowering
    from . import utils as U

    @lowering("torch.aten.tanh")
    def tanh(op, operands, rw):
        # op: the torch op; operands: its operands converted to builtin values (tensor<...>,
        # i64/f64/i1 for !torch.int/float/bool, or the torch value itself for other types)
        x, = operands[:1]
        out = U.result_type(op)
        ...
        rw.replace_op(op, new_value)
        return True          # False = does not apply, IR untouched

Lowerings read constant arguments by schema name through the original torch operands
(``U.const_int(op.arg("dim"))``), and build dynamic sizes with ``tensor.dim`` + arith
(``U.sizes``). A lowering that finds an argument it cannot handle returns False (or raises
``U.NotLowerable`` with the reason); the pass then reports each op left, with its source location.
Families live next to this file (elementwise.py, linear.py, reduction.py, ...) and import only
``utils`` (the shared builders) and ``registry``; every module in this package is imported, so a
new family is a new file.
"""
import importlib as _importlib
import pkgutil as _pkgutil

from .registry import lowering, LOWERINGS, ConvertTorchToLinalgPass  # noqa: F401

for _m in _pkgutil.iter_modules(__path__):
    if _m.name not in ("registry", "utils"):
        _importlib.import_module(f"{__name__}.{_m.name}")
