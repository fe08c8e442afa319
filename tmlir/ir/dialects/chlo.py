"""chlo dialect: the client HLO ops that StableHLO producers use where StableHLO has no op of its
own (``erf``, ``asin``, ``is_inf``, ...), as the MLIR bundled with IREE 3.13 has them.

Custom forms as upstream prints them::

    %0 = chlo.erf %x : tensor<3xf32> -> tensor<3xf32>
    %1 = chlo.is_inf %x : tensor<3xf32> -> tensor<3xi1>
    %2 = chlo.next_after %x, %y : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>

Only the elementwise ops of one shape are defined here (tmlir writes these); consumers that take
StableHLO input legalize CHLO to StableHLO themselves (``chlo-legalize-to-stablehlo``).
"""
from __future__ import annotations

from .. import attributes as A
from ..opdef import Op, register, operand, result, Pure
from .stablehlo import verify_same_shapes

_opd, _res = operand, result


def _et(t):
    return t.element_type if hasattr(t, "element_type") else t


class ChloOp(Op):
    @classmethod
    def build(cls, **kw):
        if kw.get("result") is None:
            kw["result"] = cls.infer(kw)
        return cls.generic_build(**kw)


class _UnaryOp(ChloOp):
    """Elementwise unary: same shape; the result element type is the operand's (``i1`` for the
    ``is_*`` predicates)."""

    PREDICATE = False
    FORMAT = "$operand attr-dict `:` type($operand) `->` type($result)"

    @classmethod
    def infer(cls, kw):
        t = kw["operand"].type
        return t.with_element_type(A.I1) if cls.PREDICATE else t

    def verify_(self):
        verify_same_shapes(self, [self.operand, self.result])
        want = A.I1 if self.PREDICATE else _et(self.operand.type)
        if _et(self.result.type) is not want:
            from ..core import VerifyError
            raise VerifyError(f"'{self.OPNAME}' op result element type must be {want}, got {self.result.type}")


class _BinaryOp(ChloOp):
    """Elementwise binary on operands of one shape (tmlir broadcasts explicitly)."""

    FORMAT = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)"

    @classmethod
    def infer(cls, kw):
        return kw["lhs"].type

    def verify_(self):
        verify_same_shapes(self, [self.lhs, self.rhs, self.result])


#: (op name, class name, predicate)
UNARY_OPS = [
    ("acos", "AcosOp", False), ("acosh", "AcoshOp", False), ("asin", "AsinOp", False),
    ("asinh", "AsinhOp", False), ("atan", "AtanOp", False), ("atanh", "AtanhOp", False),
    ("bessel_i1e", "BesselI1eOp", False), ("conj", "ConjOp", False), ("cosh", "CoshOp", False),
    ("digamma", "DigammaOp", False), ("erf", "ErfOp", False), ("erfc", "ErfcOp", False),
    ("erf_inv", "ErfInvOp", False), ("lgamma", "LgammaOp", False), ("sinh", "SinhOp", False),
    ("square", "SquareOp", False), ("is_inf", "IsInfOp", True), ("is_neg_inf", "IsNegInfOp", True),
    ("is_pos_inf", "IsPosInfOp", True),
]
BINARY_OPS = [("next_after", "NextAfterOp"), ("polygamma", "PolygammaOp"), ("zeta", "ZetaOp")]

_NS = globals()
for _n, _c, _p in UNARY_OPS:
    _NS[_c] = register(type(_c, (_UnaryOp,), {
        "OPNAME": f"chlo.{_n}", "__module__": __name__, "__qualname__": _c, "PREDICATE": _p,
        "__doc__": f"``chlo.{_n}``: elementwise.", "traits": {Pure}, "operand": _opd(), "result": _res(),
        "assembly_format": _UnaryOp.FORMAT}))
for _n, _c in BINARY_OPS:
    _NS[_c] = register(type(_c, (_BinaryOp,), {
        "OPNAME": f"chlo.{_n}", "__module__": __name__, "__qualname__": _c,
        "__doc__": f"``chlo.{_n}``: elementwise.", "traits": {Pure}, "lhs": _opd(), "rhs": _opd(),
        "result": _res(), "assembly_format": _BinaryOp.FORMAT}))
