"""What the FX importer needs from the torch dialect, in one place.

Uses ``tmlir.dialects.torch`` when it is there; until then, a stand-in that prints the same text
(types as opaque ``!torch.…`` types, ops in MLIR's generic form).
"""
from __future__ import annotations

from tmlir.ir import Operation, Region, Block
from tmlir.ir import attributes as A

try:  # pragma: no cover - depends on the torch dialect having landed
    from tmlir.dialects.torch import types as _TT  # noqa: F401
    HAVE_DIALECT = True
except ImportError:  # pragma: no cover
    _TT = None
    HAVE_DIALECT = False
try:  # pragma: no cover
    from tmlir.dialects import torch as _TD  # noqa: F401
except ImportError:  # pragma: no cover
    _TD = None


def _has(name):
    return _TD is not None and getattr(_TD, name, None) is not None


# ---------------------------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------------------------

def _body(t):
    """A torch type's text without the ``!torch.`` prefix (how nested types print)."""
    s = str(t)
    return s[len("!torch."):] if s.startswith("!torch.") else s


if HAVE_DIALECT:
    ValueTensorType = _TT.ValueTensorType
    NonValueTensorType = _TT.NonValueTensorType
    ListType = _TT.ListType
    OptionalType = _TT.OptionalType
    INT, FLOAT, BOOL, STR, NONE_TYPE, DEVICE, NUMBER = (_TT.INT, _TT.FLOAT, _TT.BOOL, _TT.STR, _TT.NONE_TYPE,
                                                        _TT.DEVICE, _TT.NUMBER)
    torch_dtype_to_type = _TT.torch_dtype_to_type
    scalar_type_int = _TT.scalar_type_int
else:
    def _sizes_text(sizes, dtype):
        if sizes is None:
            return f"<*,{_body(dtype)}>" if dtype is not None else ""
        inner = ",".join("?" if s < 0 else str(s) for s in sizes)
        return f"<[{inner}],{_body(dtype) if dtype is not None else 'unk'}>"

    def ValueTensorType(sizes=None, dtype=None):
        return A.OpaqueType("torch", "vtensor" + _sizes_text(None if sizes is None else tuple(sizes), dtype))

    def NonValueTensorType(sizes=None, dtype=None):
        return A.OpaqueType("torch", "tensor" + _sizes_text(None if sizes is None else tuple(sizes), dtype))

    def ListType(elem):
        return A.OpaqueType("torch", f"list<{_body(elem)}>")

    def OptionalType(elem):
        return A.OpaqueType("torch", f"optional<{_body(elem)}>")

    INT = A.OpaqueType("torch", "int")
    FLOAT = A.OpaqueType("torch", "float")
    BOOL = A.OpaqueType("torch", "bool")
    STR = A.OpaqueType("torch", "str")
    NONE_TYPE = A.OpaqueType("torch", "none")
    DEVICE = A.OpaqueType("torch", "Device")
    NUMBER = A.OpaqueType("torch", "number")

    def torch_dtype_to_type(dtype):
        import torch
        table = {
            torch.float16: A.F16, torch.bfloat16: A.BF16, torch.float32: A.F32, torch.float64: A.F64,
            torch.uint8: A.IntegerType(8, "u"), torch.int8: A.IntegerType(8, "s"),
            torch.int16: A.IntegerType(16, "s"), torch.int32: A.IntegerType(32, "s"),
            torch.int64: A.IntegerType(64, "s"), torch.bool: A.I1,
            torch.complex64: A.ComplexType(A.F32), torch.complex128: A.ComplexType(A.F64),
            torch.qint8: A.OpaqueType("torch", "qint8"), torch.quint8: A.OpaqueType("torch", "quint8"),
            torch.qint32: A.OpaqueType("torch", "qint32"),
            torch.float8_e4m3fn: A.FloatType("f8E4M3FN"), torch.float8_e5m2: A.FloatType("f8E5M2"),
            torch.float8_e4m3fnuz: A.FloatType("f8E4M3FNUZ"), torch.float8_e5m2fnuz: A.FloatType("f8E5M2FNUZ"),
        }
        try:
            return table[dtype]
        except KeyError:
            raise ValueError(f"unsupported dtype {dtype}") from None

    def scalar_type_int(dtype):
        import torch
        order = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.float32,
                 torch.float64, torch.complex32, torch.complex64, torch.complex128, torch.bool, torch.qint8,
                 torch.quint8, torch.qint32, torch.bfloat16]
        if dtype in order:
            return order.index(dtype)
        extra = {torch.float8_e5m2: 23, torch.float8_e4m3fn: 24, torch.float8_e5m2fnuz: 25,
                 torch.float8_e4m3fnuz: 26}
        if dtype in extra:
            return extra[dtype]
        raise ValueError(f"unsupported dtype {dtype}")


# ---------------------------------------------------------------------------------------------
# Ops
# ---------------------------------------------------------------------------------------------

def _generic(name, operands=(), result_types=(), properties=None, regions=(), location=None):
    return Operation.create(name, list(operands), list(result_types), None, properties, list(regions),
                            location=location)


def constant_int(v, location=None):
    if _has("ConstantIntOp"):
        return _TD.ConstantIntOp.build_value(int(v))
    return _generic("torch.constant.int", (), [INT], {"value": A.IntegerAttr(int(v), A.I64)}, location=location)


def constant_float(v, location=None):
    if _has("ConstantFloatOp"):
        return _TD.ConstantFloatOp.build_value(float(v))
    return _generic("torch.constant.float", (), [FLOAT], {"value": A.FloatAttr(float(v), A.F64)},
                    location=location)


def constant_bool(v, location=None):
    if _has("ConstantBoolOp"):
        return _TD.ConstantBoolOp.build_value(bool(v))
    return _generic("torch.constant.bool", (), [BOOL], {"value": A.BoolAttr(bool(v))}, location=location)


def constant_str(v, location=None):
    if _has("ConstantStrOp"):
        return _TD.ConstantStrOp.build_value(str(v))
    return _generic("torch.constant.str", (), [STR], {"value": A.StringAttr(str(v))}, location=location)


def constant_none(location=None):
    if _has("ConstantNoneOp"):
        return _TD.ConstantNoneOp.build_value()
    return _generic("torch.constant.none", (), [NONE_TYPE], location=location)


def constant_device(v, location=None):
    if _has("ConstantDeviceOp"):
        return _TD.ConstantDeviceOp.build_value(str(v))
    return _generic("torch.constant.device", (), [DEVICE], {"value": A.StringAttr(str(v))}, location=location)


def list_construct(values, list_type, location=None):
    if _has("PrimListConstructOp"):
        return _TD.PrimListConstructOp.build_list(list(values), list_type)
    return _generic("torch.prim.ListConstruct", values, [list_type], location=location)


def list_unpack(value, result_types, location=None):
    return _generic("torch.prim.ListUnpack", [value], result_types, location=location)


def vtensor_literal(attr, vtensor_type, location=None):
    if _has("ValueTensorLiteralOp"):
        return _TD.ValueTensorLiteralOp.build_literal(attr, vtensor_type)
    return _generic("torch.vtensor.literal", (), [vtensor_type], {"value": attr}, location=location)


def copy_to_vtensor(value, vtensor_type, location=None):
    return _generic("torch.copy.to_vtensor", [value], [vtensor_type], location=location)


def overwrite_tensor_contents(value, overwritten, location=None):
    return _generic("torch.overwrite.tensor.contents", [value, overwritten], [], location=location)


def static_info_cast(value, to_type, location=None):
    return _generic("torch.tensor_static_info_cast", [value], [to_type], location=location)


def derefine(value, to_type, location=None):
    return _generic("torch.derefine", [value], [to_type], location=location)


def registry_has(name):
    """Whether ``name`` (``torch.aten.add.Tensor``) is an op of the registry."""
    if _has("schema_of"):
        return _TD.schema_of(name) is not None
    return False


def registry_op(name, operands, result_types, location=None):
    if _has("create_op"):
        return _TD.create_op(name, list(operands), list(result_types), location=location)
    return _generic(name, operands, result_types, location=location)


def operator_op(name, operands, result_types, location=None):
    if _has("OperatorOp"):
        return _TD.OperatorOp.build_operator(name, list(operands), list(result_types), location=location)
    return _generic("torch.operator", operands, result_types, {"name": A.StringAttr(name)}, location=location)


def prim_if(cond, result_types, location=None):
    """``torch.prim.If`` with two empty single-block regions (then, else)."""
    regions = [Region([Block()]), Region([Block()])]
    return _generic("torch.prim.If", [cond], result_types, regions=regions, location=location)


def prim_if_yield(values, location=None):
    return _generic("torch.prim.If.yield", values, [], location=location)


def prim_loop(max_trip_count, initial_condition, init_values, location=None):
    """``torch.prim.Loop``; its body block has the iteration number and the carried values."""
    body = Block([INT] + [v.type for v in init_values])
    return _generic("torch.prim.Loop", [max_trip_count, initial_condition, *init_values],
                    [v.type for v in init_values], regions=[Region([body])], location=location)


def prim_loop_condition(cond, values, location=None):
    return _generic("torch.prim.Loop.condition", [cond, *values], [], location=location)


def symbolic_int(name, min_val, max_val, location=None):
    return _generic("torch.symbolic_int", (), [INT],
                    {"symbol_name": A.StringAttr(name), "min_val": A.IntegerAttr(int(min_val), A.I64),
                     "max_val": A.IntegerAttr(int(max_val), A.I64)}, location=location)


def bind_symbolic_shape(value, symbols, affine_map_attr, location=None):
    return _generic("torch.bind_symbolic_shape", [value, *symbols], [],
                    {"shape_expressions": affine_map_attr}, location=location)
