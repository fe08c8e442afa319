"""``convert-torch-to-tosa``: backend-contract torch IR -> TOSA (with tensor and arith for scalars).

One file per op family, each lowering one function registered for the op names it handles, as in
``torch_to_linalg``::

    from .registry import lowering
    from . import utils as U

    @lowering("torch.aten.tanh")
    def tanh(op, operands, rw):
        ...
        rw.replace_op(op, new_value)
        return True          # False (or raise U.NotLowerable(why)) = does not apply

TOSA is stricter than linalg about element types: TOSA 1.0 has no f64 and no complex types (the
pass refuses such a program first, naming the op: ``check_tosa_types``), most arithmetic takes only
i32/i64 among the integers, ``tosa.cast`` rounds floats to the nearest integer, and every op must
fit the TOSA 1.0 profiles. What one engine needs beyond that lives in ``tmlir/backends/iree/``. ``utils`` holds the builders that respect this (``cast``,
``compute_type``, rank-equalising ``to_rank``, constants, NCHW <-> NHWC transposes). Families
import only ``utils`` and ``registry``; every module in this package is imported.
"""
import importlib as _importlib
import pkgutil as _pkgutil

from .registry import lowering, LOWERINGS, TOSA, ConvertTorchToTosaPass  # noqa: F401

for _m in _pkgutil.iter_modules(__path__):
    if _m.name not in ("registry", "utils"):
        _importlib.import_module(f"{__name__}.{_m.name}")

from tmlir.conversion.torch_to_linalg.registry import LINALG as _LINALG  # noqa: E402
import tmlir.conversion.torch_to_linalg  # noqa: E402,F401  (fills LINALG)
from .registry import share_linalg_scalars as _share  # noqa: E402

_share(_LINALG)

from . import empty as _empty  # noqa: E402

_empty.cover(TOSA)
