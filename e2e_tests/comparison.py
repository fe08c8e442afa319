"""Comparison e2e tests: eq/ne/lt/le/gt/ge (tensor and scalar forms, promoted operand types,
unsigned and bool operands), logical and bitwise ops, shifts, isnan/isinf/isfinite."""
import operator

import torch

from tmlir.e2e import Input
from ._common import registrar


_register = registrar(__name__)


# ---------------------------------------------------------------------------------------------
# eq/ne/lt/le/gt/ge
# ---------------------------------------------------------------------------------------------

COMPARISONS = {"Eq": operator.eq, "Ne": operator.ne, "Lt": operator.lt, "Le": operator.le, "Gt": operator.gt,
               "Ge": operator.ge}
#: (suffix, inputs, second operand: None = the second input, else a Python scalar)
COMPARE_CASES = [
    ("Tensor", [Input([3, 4]), Input([3, 4])], None),
    ("Broadcast", [Input([-1, 4]), Input([4])], None),
    ("DynamicBoth", [Input([-1, -1]), Input([-1, -1])], None),
    ("Int64", [Input([3, 4], torch.int64, low=-3, high=3), Input([3, 4], torch.int64, low=-3, high=3)], None),
    ("UInt8", [Input([4, 4], torch.uint8, low=0, high=255), Input([4, 4], torch.uint8, low=0, high=255)], None),
    ("IntFloat", [Input([3, 4], torch.int32, low=-3, high=3), Input([3, 4], low=-3, high=3)], None),
    ("FloatScalar", [Input([3, 4])], 0.25),
    ("IntTensorFloatScalar", [Input([-1], torch.int64, low=-5, high=5)], 1.5),
    ("IntScalar", [Input([3, 4], torch.int32, low=-3, high=3)], 1),
    ("UInt8Scalar", [Input([4, 4], torch.uint8, low=0, high=255)], 128),
]


def _with_scalar(fn, s):
    return lambda a: fn(a, s)


for _n, _fn in COMPARISONS.items():
    for _suffix, _inputs, _scalar in COMPARE_CASES:
        _register(f"Compare{_n}{_suffix}", _fn if _scalar is None else _with_scalar(_fn, _scalar), _inputs)

_register("CompareEqBool", operator.eq, [Input([3, 4], torch.bool), Input([3, 4], torch.bool)])
_register("CompareLtBool", operator.lt, [Input([3, 4], torch.bool), Input([3, 4], torch.bool)])
_register("CompareGtBoolInt", operator.gt, [Input([3, 4], torch.bool), Input([3, 4], torch.int64, low=-1, high=2)])
_register("CompareEqNaN", lambda a: torch.log(a) == torch.log(a), [Input([4, 4])])
_register("CompareNeNaN", lambda a: torch.log(a) != torch.log(a), [Input([4, 4])])
_register("CompareLtZeroDim", operator.lt, [Input([3, 4]), Input([])])
_register("CompareGeZeroDimIntFloat", operator.ge, [Input([3, 4], torch.int64), Input([])])
_register("CompareLeInt8Int64", operator.le,
          [Input([3, 4], torch.int8, low=-5, high=5), Input([4], torch.int64, low=-5, high=5)])
_register("CompareGtUInt8Int8", operator.gt,
          [Input([4, 4], torch.uint8, low=0, high=255), Input([4, 4], torch.int8, low=-100, high=100)])
_register("CompareLtF16", operator.lt, [Input([3, 4], torch.float16), Input([3, 4], torch.float16)])
_register("CompareEqF64Scalar", lambda a: a == 0.5, [Input(value=torch.tensor([0.5, 0.25, 0.5], dtype=torch.float64))])
_register("CompareNonContiguous", operator.gt,
          [Input([3, 4], non_contiguous=True), Input([3, 4], non_contiguous=True)])
_register("CompareEmpty", operator.lt, [Input([0, 3]), Input([3])])
_register("CompareFunctional", lambda a, b: (torch.greater(a, b), torch.less_equal(a, b), torch.not_equal(a, b)),
          [Input([2, 5]), Input([2, 5])])


# ---------------------------------------------------------------------------------------------
# Logical ops
# ---------------------------------------------------------------------------------------------

LOGICAL = {"And": torch.logical_and, "Or": torch.logical_or, "Xor": torch.logical_xor}
LOGICAL_CASES = [
    ("Bool", [Input([3, 4], torch.bool), Input([3, 4], torch.bool)]),
    ("Float", [Input(value=torch.tensor([[0.0, 1.5, -2.0, 0.0], [1.0, 0.0, 0.0, -0.5]])),
               Input([1, 4], torch.int64, low=-1, high=2)]),
    ("IntBroadcast", [Input([-1, 1], torch.int32, low=-1, high=2), Input([4], torch.int64, low=-1, high=2)]),
]
for _n, _fn in LOGICAL.items():
    for _suffix, _inputs in LOGICAL_CASES:
        _register(f"CompareLogical{_n}{_suffix}", _fn, _inputs)
_register("CompareLogicalNotBool", torch.logical_not, [Input([3, 4], torch.bool)])
_register("CompareLogicalNotFloat", torch.logical_not, [Input(value=torch.tensor([0.0, -0.0, 1.0, float("nan")]))])
_register("CompareLogicalNotIntDynamic", torch.logical_not, [Input([-1], torch.int64, low=-1, high=2)])
_register("CompareLogicalAndOfCompares", lambda a, b: torch.logical_and(a > 0, b < 0), [Input([3, 4]), Input([3, 4])])


# ---------------------------------------------------------------------------------------------
# Bitwise ops and shifts
# ---------------------------------------------------------------------------------------------

BITWISE = {"And": operator.and_, "Or": operator.or_, "Xor": operator.xor}
BITWISE_CASES = [
    ("Int64", [Input([3, 4], torch.int64, low=-100, high=100), Input([3, 4], torch.int64, low=-100, high=100)]),
    ("UInt8Broadcast", [Input([-1, 4], torch.uint8, low=0, high=255), Input([4], torch.uint8, low=0, high=255)]),
    ("Bool", [Input([3, 4], torch.bool), Input([3, 4], torch.bool)]),
    ("Int32Int8", [Input([3, 4], torch.int32, low=-100, high=100), Input([3, 4], torch.int8, low=-100, high=100)]),
]
for _n, _fn in BITWISE.items():
    for _suffix, _inputs in BITWISE_CASES:
        _register(f"CompareBitwise{_n}{_suffix}", _fn, _inputs)
    _register(f"CompareBitwise{_n}Scalar", _with_scalar(_fn, 6), [Input([3, 4], torch.int64, low=-100, high=100)])
_register("CompareBitwiseNotInt", torch.bitwise_not, [Input([3, 4], torch.int64)])
_register("CompareBitwiseNotUInt8", torch.bitwise_not, [Input([3, 4], torch.uint8, low=0, high=255)])
_register("CompareBitwiseNotBool", torch.bitwise_not, [Input([-1], torch.bool)])
_register("CompareShiftLeft", operator.lshift,
          [Input([3, 4], torch.int64, low=-100, high=100), Input([3, 4], torch.int64, low=0, high=8)])
_register("CompareShiftRight", operator.rshift,
          [Input([3, 4], torch.int64, low=-100, high=100), Input([3, 4], torch.int64, low=0, high=8)])
_register("CompareShiftRightUInt8", operator.rshift,
          [Input([3, 4], torch.uint8, low=0, high=255), Input([3, 4], torch.uint8, low=0, high=8)])
_register("CompareShiftLeftInt32Scalar", lambda a: a << 3, [Input([-1], torch.int32, low=-100, high=100)])
_register("CompareShiftRightInt8Scalar", lambda a: a >> 2, [Input([4, 4], torch.int8, low=-100, high=100)])


# ---------------------------------------------------------------------------------------------
# Float classification
# ---------------------------------------------------------------------------------------------

_SPECIAL = torch.tensor([0.0, 1.0, -2.5, float("inf"), float("-inf"), float("nan"), 3e38, -0.0])
CLASSIFY = {"IsNan": torch.isnan, "IsInf": torch.isinf, "IsFinite": torch.isfinite, "IsPosInf": torch.isposinf,
            "IsNegInf": torch.isneginf}
for _n, _fn in CLASSIFY.items():
    _register(f"Compare{_n}", _fn, [Input(value=_SPECIAL)])
    _register(f"Compare{_n}F64", _fn, [Input(value=_SPECIAL.double())])
    _register(f"Compare{_n}Int", _fn, [Input([3, 4], torch.int64)])
_register("CompareIsNanDynamic", lambda a: torch.isnan(torch.log(a)), [Input([-1, 3])])
_register("CompareIsInfF16", torch.isinf, [Input(value=_SPECIAL[:6].half())])

# uint8 results widened to int64 in the graph (the runtime's handling of uint8 results aside)
_register("CompareBitwiseNotUInt8AsInt64", lambda a: torch.bitwise_not(a).long(),
          [Input([3, 4], torch.uint8, low=0, high=255)])
_register("CompareShiftRightUInt8AsInt64", lambda a, b: (a >> b).long(),
          [Input([3, 4], torch.uint8, low=0, high=255), Input([3, 4], torch.uint8, low=0, high=8)])
_register("CompareBitwiseXorUInt8AsInt64", lambda a, b: (a ^ b).long(),
          [Input([-1, 4], torch.uint8, low=0, high=255), Input([4], torch.uint8, low=0, high=255)])


# ---------------------------------------------------------------------------------------------
# isclose / isin
# ---------------------------------------------------------------------------------------------

_CLOSE_A = torch.tensor([1.0, 1.0, float("inf"), float("nan"), 2.0, -3.0, float("-inf"), 0.0])
_CLOSE_B = torch.tensor([1.0 + 1e-9, float("inf"), float("inf"), float("nan"), 2.1, -3.0, 5.0, 1e-9])
_register("CompareIsCloseSpecial", lambda a, b: torch.isclose(a, b), [Input(value=_CLOSE_A), Input(value=_CLOSE_B)])
_register("CompareIsCloseEqualNan", lambda a, b: torch.isclose(a, b, rtol=0.1, atol=0.0, equal_nan=True),
          [Input(value=_CLOSE_A), Input(value=_CLOSE_B)])
_register("CompareIsCloseInt8Wraps", lambda a, b: torch.isclose(a, b, rtol=0.5, atol=2),
          [Input(value=torch.tensor([127, -128, 5, 10, 0], dtype=torch.int8)),
           Input(value=torch.tensor([-128, 127, 6, 14, 0], dtype=torch.int8))])
_register("CompareIsCloseUInt8", lambda a, b: torch.isclose(a, b, rtol=0.2, atol=1),
          [Input([3, 4], torch.uint8, low=0, high=20), Input([3, 4], torch.uint8, low=0, high=20)])
_register("CompareIsCloseBool", lambda a, b: torch.isclose(a, b, rtol=0.5, atol=0.7),
          [Input([3, 4], torch.bool), Input([4], torch.bool)])
_register("CompareIsCloseIntZeroTolerance", lambda a, b: torch.isclose(a, b, rtol=0.0, atol=0.0),
          [Input([3, 4], torch.int64, low=0, high=3), Input([3, 4], torch.int64, low=0, high=3)])
_register("CompareIsIn", lambda a, b: torch.isin(a, b),
          [Input([3, 4], torch.int64, low=0, high=10), Input([2, 3], torch.int64, low=0, high=10)])
_register("CompareIsInInvert", lambda a, b: torch.isin(a, b, invert=True),
          [Input([5], low=0.0, high=1.0), Input(value=torch.tensor([0.5, 0.25]))])
_register("CompareIsInScalarTest", lambda a: torch.isin(a, 3),
          [Input([3, 4], torch.int32, low=0, high=5)])
_register("CompareIsInScalarElement", lambda b: torch.isin(2, b),
          [Input([6], torch.int64, low=0, high=4)])
_register("CompareIsCloseComplex", lambda a, b: torch.isclose(a, b, rtol=0.1, atol=0.1),
          [Input([3, 4], torch.complex64), Input([3, 4], torch.complex64)])
