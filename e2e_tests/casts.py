"""Cast e2e tests: ``.to(dtype)`` / ``_to_copy`` between float, integer, unsigned and bool
dtypes (float -> int truncates, float -> uint8 wraps through int64, anything -> bool is != 0),
``type_as``, ``.float()``-style methods, and the identities (clone, detach, contiguous)."""
import torch

from tmlir.e2e import Input
from ._common import registrar


_register = registrar(__name__)


_NAMES = {torch.float32: "F32", torch.float64: "F64", torch.float16: "F16", torch.bfloat16: "BF16",
          torch.int64: "Int64", torch.int32: "Int32", torch.int16: "Int16", torch.int8: "Int8",
          torch.uint8: "UInt8", torch.bool: "Bool"}


def _source(dtype):
    """An input of ``dtype`` whose values survive every target dtype's conversion the same way
    in PyTorch and the backend (floats in range, ints small)."""
    if dtype.is_floating_point:
        return Input([3, 5], dtype, low=-100.0, high=100.0)
    if dtype == torch.bool:
        return Input([3, 5], dtype)
    if dtype == torch.uint8:
        return Input([3, 5], dtype, low=0, high=255)
    return Input([3, 5], dtype, low=-100, high=100)


def _to(dtype):
    return lambda x: x.to(dtype)


#: (from, to) pairs of ``.to(dtype)``
CAST_PAIRS = [
    (torch.float32, torch.int64), (torch.float32, torch.int32), (torch.float32, torch.int8),
    (torch.float32, torch.uint8), (torch.float32, torch.bool), (torch.float32, torch.float64),
    (torch.float32, torch.float16), (torch.float32, torch.bfloat16), (torch.float64, torch.float32),
    (torch.float64, torch.int64), (torch.float64, torch.bool), (torch.float16, torch.float32),
    (torch.float16, torch.int32), (torch.bfloat16, torch.float32),
    (torch.int64, torch.float32), (torch.int64, torch.float64), (torch.int64, torch.int32),
    (torch.int64, torch.int8), (torch.int64, torch.uint8), (torch.int64, torch.bool), (torch.int64, torch.float16),
    (torch.int32, torch.int64), (torch.int32, torch.float32), (torch.int16, torch.int64),
    (torch.int8, torch.int64), (torch.int8, torch.uint8), (torch.int8, torch.float32),
    (torch.uint8, torch.int64), (torch.uint8, torch.int8), (torch.uint8, torch.float32), (torch.uint8, torch.bool),
    (torch.uint8, torch.float64),
    (torch.bool, torch.float32), (torch.bool, torch.int64), (torch.bool, torch.uint8), (torch.bool, torch.int32),
    (torch.bool, torch.float16), (torch.float16, torch.bfloat16), (torch.bfloat16, torch.float16),
]
for _frm, _dst in CAST_PAIRS:
    _register(f"Cast{_NAMES[_frm]}To{_NAMES[_dst]}", _to(_dst), [_source(_frm)])

#: dynamic shapes
for _frm, _dst in [(torch.float32, torch.int64), (torch.int64, torch.float32), (torch.uint8, torch.float32),
                   (torch.bool, torch.float32), (torch.float32, torch.bool)]:
    _inp = _source(_frm)
    _register(f"Cast{_NAMES[_frm]}To{_NAMES[_dst]}Dynamic", _to(_dst),
              [Input([-1, -1], _frm, low=_inp.low, high=_inp.high, sizes=[2, 7])])

_register("CastFloatToUInt8Negative", _to(torch.uint8),
          [Input(value=torch.tensor([-1.0, -3.7, 255.9, 256.0, 300.5, 0.5]))])
_register("CastFloatToIntTruncates", _to(torch.int32), [Input(value=torch.tensor([-1.5, -0.5, 0.5, 1.5, 2.9]))])
_register("CastFloatToBoolSpecial", _to(torch.bool),
          [Input(value=torch.tensor([0.0, -0.0, 1e-30, float("nan"), float("inf")]))])
_register("CastInt64ToInt8Wraps", _to(torch.int8), [Input(value=torch.tensor([127, 128, 255, 256, -129, 1000]))])
_register("CastUInt8ToInt64Large", _to(torch.int64), [Input(value=torch.tensor([0, 127, 128, 255], dtype=torch.uint8))])
_register("CastUInt8ToF32Large", _to(torch.float32), [Input(value=torch.tensor([0, 200, 255], dtype=torch.uint8))])
_register("CastMethods", lambda x: (x.float(), x.double(), x.long(), x.int(), x.bool(), x.half()),
          [Input([2, 3], torch.int32)])
_register("CastTypeAs", lambda x, y: x.type_as(y), [Input([3, 4]), Input([2], torch.int64)])
_register("CastTypeAsDynamic", lambda x, y: x.type_as(y) + y, [Input([-1, 4], torch.int32), Input([4])])
_register("CastToOther", lambda x, y: x.to(y), [Input([3, 4], torch.int64), Input([3], torch.float64)])
_register("CastToSameDtype", lambda x: x.to(torch.float32) * 2, [Input([3, 4])])
_register("CastToDtypeLayout", lambda x: torch.ops.aten.to.dtype_layout(x, dtype=torch.float64), [Input([3, 4])])
_register("CastToCopy", lambda x: torch.ops.aten._to_copy.default(x, dtype=torch.int16), [Input([3, 4], low=-50, high=50)])
_register("CastNonContiguous", _to(torch.int64), [Input([3, 4], low=-50, high=50, non_contiguous=True)])
_register("CastZeroDim", _to(torch.int32), [Input([], low=-50, high=50)])
_register("CastEmpty", _to(torch.int32), [Input([0, 4])])
_register("CastThenArith", lambda x, y: x.to(torch.float32) / y.to(torch.float32),
          [Input([3, 4], torch.int64), Input([3, 4], torch.uint8, low=1, high=10)])
_register("CastCompareToFloat", lambda x, y: (x > y).float() * x, [Input([-1, 4]), Input([4])])

IDENTITIES = {"Clone": lambda x: x.clone() + 1, "Detach": lambda x: x.detach() * 2,
              "Contiguous": lambda x: x.contiguous() - 1, "Alias": lambda x: torch.ops.aten.alias(x) + 1}
for _n, _fn in IDENTITIES.items():
    _register(f"Cast{_n}", _fn, [Input([3, 4])])
    _register(f"Cast{_n}Dynamic", _fn, [Input([-1, 4], torch.int64)])
_register("CastCloneOnly", lambda x: x.clone(), [Input([2, 3])])

# uint8 results widened to int64 in the graph (the runtime's handling of uint8 results aside)
_register("CastF32ToUInt8AsInt64", lambda x: x.to(torch.uint8).long(),
          [Input(value=torch.tensor([-1.0, -3.7, 0.5, 127.9, 128.0, 255.9, 256.0, 300.5]))])
_register("CastInt64ToUInt8AsInt64", lambda x: x.to(torch.uint8).long(),
          [Input(value=torch.tensor([-1, -128, 0, 127, 128, 255, 256, 1000]))])
_register("CastInt8ToUInt8AsInt64", lambda x: x.to(torch.uint8).long(), [Input([3, 5], torch.int8, low=-128, high=127)])
_register("CastBoolToUInt8AsInt64", lambda x: x.to(torch.uint8).long(), [Input([-1], torch.bool)])
