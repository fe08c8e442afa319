"""The torch dialect, as Torch-MLIR prints it (DESIGN §4).

    from tmlir.dialects.torch import create_op, schema_of, ValueTensorType, F32, INT
    from tmlir.dialects.torch import ConstantIntOp

    one = ConstantIntOp.build_value(1)                       # %int1 = torch.constant.int 1
    t = ValueTensorType([2, -1], F32)                       # !torch.vtensor<[2,?],f32>
    add = create_op("torch.aten.add.Tensor", [x, y, one.result], [t])
    schema_of("torch.aten.add.Tensor").inplace_variant      # 'torch.aten.add_.Tensor'

* ``types``: tensor, scalar and container types, dtype conversions, join/meet, subtyping.
* ``ops``: the hand-written ops (constants, ``prim.*`` structure, literals, object graph, global
  slots, shape/dtype calculations, symbolic shapes, ``torch.operator``).
* ``generated``: one op per schema of PyTorch's JIT registry (``generated_ops.py``, written by
  ``gen_ops.py``), created on first lookup; ``folders``: their folders.

Importing this package does not import PyTorch, and loads no schema until one is asked for.
"""
from tmlir.ir.opdef import DIALECT_OP_FACTORIES as _FACTORIES
from tmlir.ir.parser import DIALECT_TYPE_PARSERS as _TYPE_PARSERS

from .types import *  # noqa: F401,F403
from .types import parse_torch_type as _parse_torch_type, builtin_element_type  # noqa: F401
from .ops import *  # noqa: F401,F403
from .ops import (TorchOp, materialize_torch_constant, float_name, is_list_potentially_mutated,  # noqa: F401
                  AllowsTypeRefinement, HasValueSemantics, ReadOnly, FoldConstantIf)
from .generated import (GeneratedTorchOp, create_op, schema_of, schema_keys, op_class,  # noqa: F401
                        generated_op_class as _generated_op_class, FOLDERS, CANONICALIZERS)
from .schema import FunctionSchema, Argument, SchemaType, AliasInfo, parse_schema, NO_DEFAULT  # noqa: F401
from . import folders  # noqa: F401  (registers the folders before any generated class exists)
from .folders import register_folder, register_canonicalization  # noqa: F401

_TYPE_PARSERS["torch"] = _parse_torch_type
_FACTORIES["torch"] = _generated_op_class



def __getattr__(name):
    """Generated op classes by name, made on first access: ``torch.AtenAddTensorOp``,
    ``torch.PrimNumToTensorScalarOp``, ``torch.AtenAdd_TensorOp`` (in-place ``add_``)."""
    if name.endswith("Op"):
        from .generated import class_by_name
        cls = class_by_name(name)
        if cls is not None:
            return cls
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
