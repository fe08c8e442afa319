"""Scalar rewrites for IREE's vulkan-spirv target.

``iree-complex-select``: ``arith.select`` of complex scalars as a select of each part.

``arith.select %c, %a, %b : complex<f32>`` is standard (select takes any type); IREE 3.13's
vulkan-spirv backend fails to legalize it ("failed to legalize operation 'arith.select'"). The
rewrite selects the real and the imaginary parts and makes the complex number again. On StableHLO
input (``iree-stablehlo-complex-select``) the same holds for ``stablehlo.select`` of complex tensors
(IREE turns it into that ``arith.select``): ``stablehlo.complex`` of the selected ``real`` and
``imag`` parts.

``iree-narrow-unsigned-in-i32``: vulkan-spirv emulates i8/i16 arithmetic in i32 but fails on
their unsigned ops ("bitwidth emulation is not implemented yet on unsigned op"); those ops run on
zero-extended i32 operands (exact) and truncate back where the result is an integer of the narrow
type (a compare keeps its i1); ``uitofp`` of i8/i16 (which IREE emulates with an unsigned compare)
becomes ``sitofp`` of the value sign-extended to i32 and masked to its width (exact: every value
is below 2^16; with ``extui`` IREE's range narrowing brings the unsigned i8 compare back). On
StableHLO input (``iree-stablehlo-narrow-shifts-in-i32``) IREE's own lowering of an i8/i16 shift
checks the amount with such an unsigned compare: the shift runs in i32.
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.core import Builder, InsertionPoint, Operation

__all__ = ["complex_select_by_parts", "stablehlo_complex_select_by_parts", "narrow_unsigned_in_i32",
           "stablehlo_narrow_shifts_in_i32"]


def complex_select_by_parts(root):
    """Every ``arith.select`` of complex scalars under ``root`` by parts; returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name == "arith.select"]:
        t = op.results[0].type
        if type(t) is not A.ComplexType:
            continue
        cond, x, y = op.operands
        b = Builder(InsertionPoint.before(op), op.location)

        def val(name, operands, rt):
            return b.insert(Operation.create(name, operands=list(operands), result_types=[rt])).results[0]
        et = t.element_type
        re_ = val("arith.select", [cond, val("complex.re", [x], et), val("complex.re", [y], et)], et)
        im_ = val("arith.select", [cond, val("complex.im", [x], et), val("complex.im", [y], et)], et)
        new = val("complex.create", [re_, im_], t)
        op.results[0].replace_all_uses_with(new)
        op.erase()
        n += 1
    return n


def stablehlo_complex_select_by_parts(root):
    """Every ``stablehlo.select`` of complex tensors under ``root`` by parts; returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name == "stablehlo.select"]:
        t = op.results[0].type
        if not isinstance(t, A.RankedTensorType) or type(t.element_type) is not A.ComplexType:
            continue
        cond, x, y = op.operands
        b = Builder(InsertionPoint.before(op), op.location)
        part_t = t.with_element_type(t.element_type.element_type)

        def val(name, operands, rt):
            return b.insert(Operation.create(name, operands=list(operands), result_types=[rt],
                                             location=op.location)).results[0]

        def part(name, v):
            return val(name, [v], A.RankedTensorType(list(v.type.shape), v.type.element_type.element_type))
        re_ = val("stablehlo.select", [cond, part("stablehlo.real", x), part("stablehlo.real", y)], part_t)
        im_ = val("stablehlo.select", [cond, part("stablehlo.imag", x), part("stablehlo.imag", y)], part_t)
        op.results[0].replace_all_uses_with(val("stablehlo.complex", [re_, im_], t))
        op.erase()
        n += 1
    return n


_UNSIGNED = {"arith.maxui", "arith.minui", "arith.divui", "arith.remui", "arith.shrui", "arith.ceildivui"}
#: arith.cmpi's unsigned predicates: ult, ule, ugt, uge
_UNSIGNED_PREDICATES = (6, 7, 8, 9)


def _is_unsigned_compare(op):
    p = op.get_attr("predicate") if op.name == "arith.cmpi" else None
    return getattr(p, "value", None) in _UNSIGNED_PREDICATES


def narrow_unsigned_in_i32(root):
    """Unsigned compares / min / max / div / rem / right shifts / conversions to float of scalar
    i8 or i16 under ``root`` on zero-extended i32 operands; returns how many."""
    n = 0
    for op in [o for o in root.walk() if o.name in _UNSIGNED or o.name == "arith.uitofp" or _is_unsigned_compare(o)]:
        t = op.operands[0].type
        if type(t) is not A.IntegerType or t.width not in (8, 16):
            continue
        b = Builder(InsertionPoint.before(op), op.location)
        if op.name == "arith.uitofp":
            # sign-extended and masked (an extui here is narrowed back to an unsigned i8 compare)
            wide = b.insert(Operation.create("arith.extsi", operands=[op.operands[0]], result_types=[A.I32])).results[0]
            mask = b.insert(Operation.create("arith.constant", result_types=[A.I32], properties={
                "value": A.IntegerAttr((1 << t.width) - 1, A.I32)})).results[0]
            wide = b.insert(Operation.create("arith.andi", operands=[wide, mask], result_types=[A.I32])).results[0]
            new = b.insert(Operation.create("arith.sitofp", operands=[wide], result_types=[op.results[0].type]))
            op.results[0].replace_all_uses_with(new.results[0])
            op.erase()
            n += 1
            continue
        wide = [b.insert(Operation.create("arith.extui", operands=[v], result_types=[A.I32])).results[0]
                for v in op.operands]
        rt = op.results[0].type
        new_rt = A.I32 if rt is t else rt  # a compare keeps its i1
        new = b.insert(Operation.create(op.name, operands=wide, result_types=[new_rt],
                                        attributes=dict(op.attributes), properties=dict(op.properties or {})))
        r = new.results[0]
        if new_rt is not rt:
            r = b.insert(Operation.create("arith.trunci", operands=[r], result_types=[rt])).results[0]
        op.results[0].replace_all_uses_with(r)
        op.erase()
        n += 1
    return n


_SHLO_SHIFTS = ("stablehlo.shift_left", "stablehlo.shift_right_logical", "stablehlo.shift_right_arithmetic")


def stablehlo_narrow_shifts_in_i32(root):
    """Every StableHLO shift of i8/i16 tensors under ``root`` computed in i32 and converted back;
    returns how many. The shifted value is zero-extended for ``shift_right_logical`` and
    sign-extended otherwise, the amount sign-extended: a shift by the narrow width or more (or a
    negative amount, read as unsigned) gives the same zeros or sign bits in i32, so the result's
    low bits are the narrow op's."""
    from tmlir.conversion.torch_to_stablehlo import utils as U
    from tmlir.ir.dialects import stablehlo as H
    from .stablehlo_math import _Before
    n = 0
    for op in [o for o in root.walk() if o.name in _SHLO_SHIFTS]:
        t = op.results[0].type
        et = getattr(t, "element_type", None)
        if type(et) is not A.IntegerType or et.width not in (8, 16):
            continue
        b = _Before(op)
        x, amount = (U.convert_op(b, v, A.I32) for v in op.operands)
        if op.name == "stablehlo.shift_right_logical":
            x = U.binary(b, H.AndOp, x, U.splat_like(b, x, (1 << et.width) - 1))
        shifted = U.binary(b, type(op), x, amount)
        op.results[0].replace_all_uses_with(U.convert_op(b, shifted, et))
        op.erase()
        n += 1
    return n
