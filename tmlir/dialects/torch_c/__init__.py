"""The ``torch_c`` dialect: casts between torch types and builtin types at the backend boundary.

    %0 = torch_c.to_builtin_tensor %x : !torch.vtensor<[?,3],f32> -> tensor<?x3xf32>
    %1 = torch_c.from_builtin_tensor %0 : tensor<?x3xf32> -> !torch.vtensor<[?,3],f32>
    %2 = torch_c.to_i64 %int          // !torch.int -> i64 (the types are implied)
    %3 = torch_c.from_i64 %2          // i64 -> !torch.int
    %4 = torch_c.to_f64 %float        %5 = torch_c.from_f64 %4
    %6 = torch_c.to_i1 %bool          %7 = torch_c.from_i1 %6
    %8 = torch_c.generator_to_i64 %g  %9 = torch_c.i64_to_generator %8
    %10 = torch_c.get_next_seed : () -> i64
"""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.core import VerifyError
from tmlir.ir.opdef import Op, register, operand, result, Pure

from tmlir.dialects.torch.types import (ValueTensorType, INT, FLOAT, BOOL, GENERATOR, builtin_element_type)

__all__ = ["ToBuiltinTensorOp", "FromBuiltinTensorOp", "ToI64Op", "FromI64Op", "ToF64Op", "FromF64Op", "ToI1Op",
           "FromI1Op", "GeneratorToI64Op", "I64ToGeneratorOp", "GetNextSeedOp"]


def _err(op, msg):
    raise VerifyError(f"'{op.name}' op {msg}", op=op)


def _compatible(vt, bt):
    """A value tensor type and a builtin tensor type describe the same sizes and element type
    (integers compared by width: ``si64`` matches ``i64`` and ``si64``)."""
    if not isinstance(vt, ValueTensorType) or vt.dtype is None:
        return False
    if isinstance(bt, A.UnrankedTensorType):
        if vt.sizes is not None:
            return False
    elif isinstance(bt, A.RankedTensorType):
        if vt.sizes is None or len(vt.sizes) != len(bt.shape):
            return False
        if any((x < 0) != (y < 0) or (x >= 0 and x != y) for x, y in zip(vt.sizes, bt.shape)):
            return False
    else:
        return False
    a, b = builtin_element_type(vt.dtype), bt.element_type
    if type(b) is A.IntegerType:
        return type(a) is A.IntegerType and a.width == b.width
    return a is b


class _TensorCastOp(Op):
    __slots__ = ()
    operand_ = operand()
    result = result()
    traits = {Pure}

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.print_optional_attr_dict(self.attributes)
        p.write(" : " + p.type_str(self._operands[0].type) + " -> " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_operand()
        attrs = parser.parse_optional_attr_dict()
        t = parser.parse_colon_type()
        parser.expect("->")
        rt = parser.parse_type()
        return cls.create(cls.OPNAME, [parser.resolve_operand(ref, t)], [rt], attrs, None, (), (), None)


@register
class ToBuiltinTensorOp(_TensorCastOp):
    """``%0 = torch_c.to_builtin_tensor %x : !torch.vtensor<[2],f32> -> tensor<2xf32>``"""
    OPNAME = "torch_c.to_builtin_tensor"

    @classmethod
    def build_cast(cls, value, location=None):
        return cls.create(cls.OPNAME, [value], [value.type.to_builtin()], None, None, (), (), location)

    def verify_(self):
        if not _compatible(self._operands[0].type, self.results[0].type):
            _err(self, "operand and result must have the same size and dtype")

    def fold(self):
        d = getattr(self._operands[0], "op", None)
        if isinstance(d, FromBuiltinTensorOp) and d._operands[0].type is self.results[0].type:
            return [d._operands[0]]
        return None


@register
class FromBuiltinTensorOp(_TensorCastOp):
    """``%0 = torch_c.from_builtin_tensor %t : tensor<2xf32> -> !torch.vtensor<[2],f32>``"""
    OPNAME = "torch_c.from_builtin_tensor"

    @classmethod
    def build_cast(cls, value, result_type, location=None):
        return cls.create(cls.OPNAME, [value], [result_type], None, None, (), (), location)

    def verify_(self):
        if not _compatible(self.results[0].type, self._operands[0].type):
            _err(self, "operand and result must have the same size and dtype")

    def fold(self):
        d = getattr(self._operands[0], "op", None)
        if isinstance(d, ToBuiltinTensorOp) and d._operands[0].type is self.results[0].type:
            return [d._operands[0]]
        return None


class _ScalarCastOp(Op):
    """``op %x``: the operand and result types are implied by the op."""
    __slots__ = ()
    operand_ = operand()
    result = result()
    traits = {Pure}
    IN = OUT = None
    INVERSE = None

    @classmethod
    def build_cast(cls, value, location=None):
        return cls.create(cls.OPNAME, [value], [cls.OUT], None, None, (), (), location)

    def verify_(self):
        if self._operands[0].type is not self.IN or self.results[0].type is not self.OUT:
            _err(self, f"converts {self.IN} to {self.OUT}, not {self._operands[0].type} to {self.results[0].type}")

    def print_custom(self, p):
        p.write(" ")
        p.print_operand(self._operands[0])
        p.print_optional_attr_dict(self.attributes)

    @classmethod
    def parse_custom(cls, parser):
        ref = parser.parse_operand()
        attrs = parser.parse_optional_attr_dict()
        return cls.create(cls.OPNAME, [parser.resolve_operand(ref, cls.IN)], [cls.OUT], attrs, None, (), (), None)

    def fold(self):
        d = getattr(self._operands[0], "op", None)
        if d is not None and d.name == self.INVERSE:
            return [d._operands[0]]
        return None


def _scalar_cast(opname, in_t, out_t, inverse, doc):
    cls = type(opname.split(".")[1].title().replace("_", "") + "Op", (_ScalarCastOp,),
               {"__slots__": (), "OPNAME": opname, "IN": in_t, "OUT": out_t, "INVERSE": inverse, "__doc__": doc})
    return register(cls)


ToI64Op = _scalar_cast("torch_c.to_i64", INT, A.I64, "torch_c.from_i64", "``%0 = torch_c.to_i64 %int``")
FromI64Op = _scalar_cast("torch_c.from_i64", A.I64, INT, "torch_c.to_i64", "``%0 = torch_c.from_i64 %i``")
ToF64Op = _scalar_cast("torch_c.to_f64", FLOAT, A.F64, "torch_c.from_f64", "``%0 = torch_c.to_f64 %float``")
FromF64Op = _scalar_cast("torch_c.from_f64", A.F64, FLOAT, "torch_c.to_f64", "``%0 = torch_c.from_f64 %f``")
ToI1Op = _scalar_cast("torch_c.to_i1", BOOL, A.I1, "torch_c.from_i1", "``%0 = torch_c.to_i1 %bool``")
FromI1Op = _scalar_cast("torch_c.from_i1", A.I1, BOOL, "torch_c.to_i1", "``%0 = torch_c.from_i1 %b``")
GeneratorToI64Op = _scalar_cast("torch_c.generator_to_i64", GENERATOR, A.I64, "torch_c.i64_to_generator",
                                "``%0 = torch_c.generator_to_i64 %gen``")
I64ToGeneratorOp = _scalar_cast("torch_c.i64_to_generator", A.I64, GENERATOR, "torch_c.generator_to_i64",
                                "``%0 = torch_c.i64_to_generator %i``")


@register
class GetNextSeedOp(Op):
    """``%0 = torch_c.get_next_seed : () -> i64``: the next seed of the default generator."""
    OPNAME = "torch_c.get_next_seed"
    result = result()

    @classmethod
    def build_seed(cls, location=None):
        return cls.create(cls.OPNAME, (), [A.I64], None, None, (), (), location)

    def verify_(self):
        if self.results[0].type is not A.I64:
            _err(self, f"result must be i64, got {self.results[0].type}")

    def print_custom(self, p):
        p.print_optional_attr_dict(self.attributes)
        p.write(" : () -> " + p.type_str(self.results[0].type))

    @classmethod
    def parse_custom(cls, parser):
        attrs = parser.parse_optional_attr_dict()
        ft = parser.parse_colon_type()
        if not isinstance(ft, A.FunctionType) or ft.inputs or len(ft.results) != 1:
            raise parser.error("expected '() -> i64'")
        return cls.create(cls.OPNAME, (), list(ft.results), attrs, None, (), (), None)
