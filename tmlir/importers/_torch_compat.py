"""What the FX importer needs from the torch dialect, in one place (builders and types)."""
from __future__ import annotations

from tmlir.dialects import torch as _TD
from tmlir.dialects.torch import types as _TT

from .torch_mlir_ops import OPS as _UPSTREAM_OPS

ValueTensorType = _TT.ValueTensorType
NonValueTensorType = _TT.NonValueTensorType
ListType = _TT.ListType
OptionalType = _TT.OptionalType
INT, FLOAT, BOOL, STR, NONE_TYPE, DEVICE, NUMBER = (_TT.INT, _TT.FLOAT, _TT.BOOL, _TT.STR, _TT.NONE_TYPE,
                                                    _TT.DEVICE, _TT.NUMBER)
COMPLEX = _TT.COMPLEX
torch_dtype_to_type = _TT.torch_dtype_to_type
scalar_type_int = _TT.scalar_type_int
BaseTensorType = _TT.BaseTensorType


def is_vtensor(t):
    return type(t) is ValueTensorType


def _loc(op, location):
    if location is not None:
        op.location = location
    return op


def constant_int(v, location=None):
    return _loc(_TD.ConstantIntOp.build_value(int(v)), location)


def constant_float(v, location=None):
    return _loc(_TD.ConstantFloatOp.build_value(float(v)), location)


def constant_complex(v, location=None):
    return _loc(_TD.ConstantComplexOp.build_value(complex(v)), location)


def constant_bool(v, location=None):
    return _loc(_TD.ConstantBoolOp.build_value(bool(v)), location)


def constant_str(v, location=None):
    return _loc(_TD.ConstantStrOp.build_value(str(v)), location)


def constant_none(location=None):
    return _loc(_TD.ConstantNoneOp.build_value(), location)


def constant_device(v, location=None):
    return _loc(_TD.ConstantDeviceOp.build_value(str(v)), location)


def list_construct(values, list_type, location=None):
    return _loc(_TD.PrimListConstructOp.build_list(list(values), list_type), location)


def list_unpack(value, result_types, location=None):
    return _TD.PrimListUnpackOp.create(_TD.PrimListUnpackOp.OPNAME, [value], list(result_types), location=location)


def vtensor_literal(attr, vtensor_type, location=None):
    return _TD.ValueTensorLiteralOp.build_literal(attr, vtensor_type, location=location)


def copy_to_vtensor(value, location=None):
    return _TD.CopyToValueTensorOp.build_copy(value, location=location)


def overwrite_tensor_contents(value, overwritten, location=None):
    return _TD.OverwriteTensorContentsOp.build_overwrite(value, overwritten, location=location)


def static_info_cast(value, to_type, location=None):
    cls = _TD.TensorStaticInfoCastOp
    return cls.create(cls.OPNAME, [value], [to_type], location=location)


def registry_has(name):
    """Whether ``name`` (``torch.aten.add.Tensor``) is emitted as a named op: it has a schema in
    tmlir's registry and Torch-MLIR defines it too (see ``torch_mlir_ops.py``)."""
    return name in _UPSTREAM_OPS and _TD.schema_of(name) is not None


def registry_op(name, operands, result_types, location=None):
    return _TD.create_op(name, list(operands), list(result_types), location=location)


def operator_op(name, operands, result_types, location=None):
    return _TD.OperatorOp.build_operator(name, list(operands), list(result_types), location=location)


def prim_if(cond, result_types, location=None):
    """``torch.prim.If`` with two empty single-block regions (then, else)."""
    op = _TD.PrimIfOp.build_if(cond, list(result_types), location=location)
    for r in op.regions:
        if not r.blocks:
            r.add_block()
    return op


def prim_if_yield(values, location=None):
    cls = _TD.PrimIfYieldOp
    return cls.create(cls.OPNAME, list(values), (), location=location)


def prim_loop(max_trip_count, initial_condition, init_values, location=None):
    """``torch.prim.Loop``; its body block has the iteration number and the carried values."""
    return _TD.PrimLoopOp.build_loop(max_trip_count, initial_condition, list(init_values), location=location)


def prim_loop_condition(cond, values, location=None):
    cls = _TD.PrimLoopConditionOp
    return cls.create(cls.OPNAME, [cond, *values], (), location=location)


def symbolic_int(name, min_val, max_val, location=None):
    return _TD.SymbolicIntOp.build_symbol(name, min_val, max_val, location=location)


def bind_symbolic_shape(value, symbols, affine_map_attr, location=None):
    return _TD.BindSymbolicShapeOp.build_bind(value, list(symbols), affine_map_attr, location=location)
