"""The pattern registry and the driver of ``torch-f64-to-bits`` (see the package docstring)."""
from __future__ import annotations

import struct

from tmlir.ir.core import IRError, Value, gc_paused
from tmlir.ir.dialects.func import FuncOp, ReturnOp
from tmlir.ir.passmanager import Pass, PassError, register_pass
from tmlir.dialects.torch import types as T
from tmlir.dialects.torch.types import BaseTensorType, ValueTensorType
from tmlir.dialects.torch.ops import PrimListConstructOp
from tmlir.transforms.signature_marks import padded_arg_attrs, update_signature, with_mark
from tmlir.transforms.decompositions.builder import Builder, NotApplicable, NotSupported, broadcast_sizes

__all__ = ["f64_pattern", "PATTERNS", "F64ToBitsError", "lower_f64_to_bits", "F64ToBitsPass", "F64_AS_BITS_ATTR",
           "Lowering", "float_bits", "NO_PATTERN_MESSAGE"]

#: the unit attribute on an f64 argument / result passed as its IEEE-754 bits (an si64 tensor)
F64_AS_BITS_ATTR = "tmlir.f64_as_bits"

#: op name -> fn(c, op) -> one Value per result (the bits of an f64 result), or None when the
#: pattern retyped ``op`` in place
PATTERNS = {}

#: the most ops the pass may create in one function: f64 arithmetic on the bits costs 50 to 7000
#: integer ops per f64 op (an add ~220, exp ~6700), and a program past this would take minutes to
#: compile; it is refused by name instead
MAX_CREATED_OPS = 30_000

NO_PATTERN_MESSAGE = ("on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the "
                      "IEEE-754 bits and has no pattern for this op), so it is not lowered")

#: ops that read only the shape of a tensor (an f64 operand passes as it is)
SHAPE_READERS = {"torch.aten.size.int", "torch.aten.size", "torch.aten.dim", "torch.aten.numel",
                 "torch.aten.len.Tensor", "torch.prim.device", "torch.prim.layout"}


def f64_pattern(*names):
    """Register a pattern for each full op name (``torch.aten.eq.Tensor``)."""
    def deco(fn):
        for n in names:
            if n in PATTERNS:
                raise ValueError(f"torch-f64-to-bits: two patterns for {n}")
            PATTERNS[n] = fn
        return fn
    return deco


class F64ToBitsError(IRError):
    pass


def float_bits(v):
    """The IEEE-754 binary64 bit pattern of Python number ``v`` as a signed 64-bit int."""
    return struct.unpack("<q", struct.pack("<d", float(v)))[0]


def s64(k):
    """``k`` (an unsigned 64-bit pattern or an int) as a signed 64-bit int."""
    k &= (1 << 64) - 1
    return k - (1 << 64) if k >= 1 << 63 else k


def is_f64_tensor(v):
    t = v.type if isinstance(v, Value) else None
    return isinstance(t, BaseTensorType) and t.dtype is T.F64


def bits_type(t):
    """Tensor type ``t`` with f64 replaced by si64."""
    return ValueTensorType(t.sizes, T.SI64)


def _is_wrapped_scalar(v):
    d = v.defining_op
    return d is not None and d.name == "torch.prim.NumToTensor.Scalar"


class Lowering:
    """What a pattern sees: ``b`` (a Builder before the op), ``bits(v)`` for the si64 form of an
    f64 operand, and si64 helpers."""

    def __init__(self, state, op):
        self.state = state  # the set of Values that hold bits
        self.op_ = op
        self.b = Builder(op)

    # -- operands ---------------------------------------------------------------------------------
    def is_bits(self, v):
        return isinstance(v, Value) and v in self.state

    def is_f64(self, v):
        """An f64 tensor operand (carried as bits, or still f64: a wrapped scalar)."""
        return self.is_bits(v) or is_f64_tensor(v)

    def bits(self, v):
        """The si64 bits of f64 tensor ``v``."""
        if v in self.state:
            return v
        if is_f64_tensor(v) and _is_wrapped_scalar(v):
            x = v.defining_op.operands[0]
            try:
                num = self.b.const_float(x)
            except NotApplicable:
                raise NotSupported(f"'{self.op_.name}': an f64 tensor made from a scalar that is not a constant "
                                   "has no exact TOSA form (TOSA has no f64; f64 values are carried as their bits)") \
                    from None
            return self.b.cast(self.b.full([], float_bits(num), T.SI64), ValueTensorType(v.type.sizes, T.SI64))
        raise F64ToBitsError(f"torch-f64-to-bits: the f64 value {v} used by '{self.op_.name}' was not lowered",
                             loc=self.op_.location)

    def scalar_bits(self, v):
        """The bits (a Python int) of a constant float / int scalar operand."""
        if isinstance(v, (int, float)):
            return float_bits(v)
        try:
            return float_bits(self.b.const_float(v))
        except NotApplicable:
            raise NotSupported(f"'{self.op_.name}': an f64 operand that is a scalar but not a constant has no exact "
                               "TOSA form (TOSA has no f64; f64 values are carried as their bits)") from None

    def scalar_value(self, v):
        """A constant scalar operand as a Python float (NotSupported when not constant)."""
        if isinstance(v, (int, float)):
            return float(v)
        try:
            return float(self.b.const_float(v))
        except NotApplicable:
            raise NotSupported(f"'{self.op_.name}': an f64 operand that is a scalar but not a constant has no exact "
                               "TOSA form (TOSA has no f64; f64 values are carried as their bits)") from None

    # -- si64 / i1 builders -------------------------------------------------------------------------
    def _ew(self, name, operands, dtype):
        tens = [v for v in operands if isinstance(v, Value) and isinstance(v.type, BaseTensorType)]
        sizes = broadcast_sizes(*[v.type.sizes for v in tens])
        ops = [s64(v) if isinstance(v, int) and not isinstance(v, bool) else v for v in operands]
        return self.b.op(name, ops, ValueTensorType(sizes, dtype))

    def _bin(self, base, x, y, dtype=None):
        kind = ".Tensor" if isinstance(y, Value) else ".Scalar"
        if dtype is None:
            dtype = x.type.dtype
        return self._ew(base + kind, [x, y], dtype)

    def band(self, x, y):
        return self._bin("torch.aten.bitwise_and", x, y)

    def bor(self, x, y):
        return self._bin("torch.aten.bitwise_or", x, y)

    def bxor(self, x, y):
        return self._bin("torch.aten.bitwise_xor", x, y)

    def shr(self, x, k):
        """Arithmetic right shift (``k`` an int or an si64 tensor)."""
        if isinstance(k, Value):
            return self._ew("torch.aten.bitwise_right_shift.Tensor", [x, k], x.type.dtype)
        return self._ew("torch.aten.bitwise_right_shift.Tensor_Scalar", [x, k], x.type.dtype)

    def shl(self, x, k):
        if isinstance(k, Value):
            return self._ew("torch.aten.bitwise_left_shift.Tensor", [x, k], x.type.dtype)
        return self._ew("torch.aten.bitwise_left_shift.Tensor_Scalar", [x, k], x.type.dtype)

    def iadd(self, x, y):
        return self._ew("torch.aten.add.Tensor" if isinstance(y, Value) else "torch.aten.add.Scalar", [x, y, 1],
                        x.type.dtype)

    def isub(self, x, y):
        return self._ew("torch.aten.sub.Tensor" if isinstance(y, Value) else "torch.aten.sub.Scalar", [x, y, 1],
                        x.type.dtype)

    def ineg(self, x):
        return self._ew("torch.aten.neg", [x], x.type.dtype)

    def cmp(self, name, x, y):
        """``name`` in eq/ne/lt/le/gt/ge on integer tensors: an i1 tensor."""
        return self._bin("torch.aten." + name, x, y, T.I1)

    def land(self, x, y):
        return self._ew("torch.aten.logical_and", [x, y], T.I1)

    def lor(self, x, y):
        return self._ew("torch.aten.logical_or", [x, y], T.I1)

    def lnot(self, x):
        return self._ew("torch.aten.logical_not", [x], T.I1)

    def where(self, c, x, y):
        """``where`` with tensor or int operands (si64 result unless both are tensors of another dtype)."""
        tx, ty = isinstance(x, Value), isinstance(y, Value)
        dt = x.type.dtype if tx else (y.type.dtype if ty else T.SI64)
        name = {(True, True): "self", (True, False): "ScalarOther", (False, True): "ScalarSelf"}.get((tx, ty))
        if name is None:
            x = self.b.full([], s64(x), T.SI64)
            name = "ScalarOther"
        return self._ew("torch.aten.where." + name, [c, x, y], dt)

    def const_like(self, x, k, dtype=T.SI64):
        """A 0-d tensor holding ``k``."""
        return self.b.full([], s64(k) if dtype is T.SI64 else k, dtype)

    def to(self, x, dtype):
        return self.b.to_dtype(x, dtype)

    def result_sizes(self, i=0):
        return self.op_.results[i].type.sizes


def _touches(op, state):
    """Whether ``op`` must be rewritten: an f64 result, or an f64 operand other than a wrapped
    scalar (a 0-d tensor made from a number, which TOSA's lowering reads as the number)."""
    if op.name in ("torch.prim.NumToTensor.Scalar",):
        return False
    if any(is_f64_tensor(r) for r in op.results):
        return True
    for v in op.operands:
        if v in state:
            return True
        if is_f64_tensor(v) and not _is_wrapped_scalar(v):
            return True
    return False


def _is_f64_list(v, state):
    d = v.defining_op
    return isinstance(d, PrimListConstructOp) and any(e in state or is_f64_tensor(e) for e in d.operands)


def _lower_func(func):
    if func.entry_block is None:
        return False
    state = set()
    arg_attrs = padded_arg_attrs(func)
    changed = False
    for i, a in enumerate(func.entry_block.args):
        if is_f64_tensor(a):
            a.type = bits_type(a.type)
            state.add(a)
            with_mark(arg_attrs, i, F64_AS_BITS_ATTR)
            changed = True
    ops = list(func.walk_ops())
    dead = []
    created = 0
    result_flags = None
    for op in ops:
        if op.parent is None:
            continue
        if isinstance(op, PrimListConstructOp):
            continue  # its elements are retyped in place; read by the patterns of its users
        if isinstance(op, ReturnOp) and op.parent_op is func:
            c = Lowering(state, op)
            new = []
            flags = []
            for v in op.operands:
                if v in state or is_f64_tensor(v):
                    try:
                        new.append(c.bits(v))
                    except NotSupported as e:
                        raise F64ToBitsError(str(e), loc=op.location) from None
                    flags.append(True)
                else:
                    new.append(v)
                    flags.append(False)
            if any(flags):
                op.set_operands(new)
                changed = True
            result_flags = flags
            continue
        if op.name in SHAPE_READERS:
            continue
        if not _touches(op, state) and not any(_is_f64_list(v, state) for v in op.operands):
            continue
        changed = True
        if op.parent_op is not func:
            raise F64ToBitsError(f"torch-f64-to-bits: '{op.name}' on f64 values inside a region "
                                 f"('{op.parent_op.name}') is not supported", loc=op.location)
        fn = PATTERNS.get(op.name)
        if fn is None:
            raise F64ToBitsError(f"'{op.name}' {NO_PATTERN_MESSAGE}", loc=op.location)
        c = Lowering(state, op)
        f64_results = [is_f64_tensor(r) for r in op.results]
        try:
            out = fn(c, op)
        except NotApplicable as e:
            raise F64ToBitsError(f"'{op.name}' on f64 values has no exact TOSA form here: {e} (not lowered)",
                                 loc=op.location) from None
        except NotSupported as e:
            raise F64ToBitsError(f"{e} (not lowered)", loc=op.location) from None
        except IRError as e:
            if isinstance(e, F64ToBitsError):
                raise
            raise F64ToBitsError(f"the bits form of '{op.name}' is invalid IR: {e.message}",
                                 loc=op.location) from None
        except Exception as e:  # a bug in a pattern: name the op and where it is
            raise F64ToBitsError(f"the bits form of '{op.name}' failed: {type(e).__name__}: {e}",
                                 loc=op.location) from e
        created += len(c.b.created)
        if created > MAX_CREATED_OPS:
            raise F64ToBitsError(f"torch-f64-to-bits: emulating the f64 ops of this function needs more than "
                                 f"{MAX_CREATED_OPS} integer ops (reached at '{op.name}'); TOSA has no f64, and a "
                                 "program this large would take minutes to compile", loc=op.location)
        if out is None:  # retyped in place
            for r, f in zip(op.results, f64_results):
                if f:
                    r.type = bits_type(r.type)
                    state.add(r)
            continue
        out = list(out)
        if len(out) != len(op.results):
            raise F64ToBitsError(f"torch-f64-to-bits: the pattern of '{op.name}' gave {len(out)} values for "
                                 f"{len(op.results)} results", loc=op.location)
        b = Builder(op)
        for r, v, f in zip(op.results, out, f64_results):
            want = bits_type(r.type) if f else r.type
            if v.type is not want and isinstance(want, BaseTensorType):
                v = b.cast(v, want)
            r.replace_all_uses_with(v)
            if f:
                state.add(v)
        dead.append(op)
    for op in reversed(dead):
        if op.parent is not None:
            op.erase()
    if not changed:
        return False
    update_signature(func, arg_attrs, result_flags, F64_AS_BITS_ATTR)
    return True


def lower_f64_to_bits(module):
    """Rewrite every function of ``module`` so that no tensor is f64 (see the package docstring).
    Returns the number of functions changed."""
    n = 0
    with gc_paused():
        funcs = [op for op in module.walk_ops() if isinstance(op, FuncOp) and not op.is_declaration()]
        for f in funcs:
            n += _lower_func(f)
    return n


@register_pass("torch-f64-to-bits", "F64ToBits")
class F64ToBitsPass(Pass):
    """f64 tensors as si64 tensors of their IEEE-754 bits; f64 arguments and results marked
    ``tmlir.f64_as_bits`` (a backend without f64: TOSA). Exact patterns for data movement,
    comparisons, sign-bit ops and casts; any other op on f64 values is an error."""

    def run_on_operation(self, op):
        try:
            lower_f64_to_bits(op)
        except F64ToBitsError as e:
            raise PassError(e.message, loc=e.loc if e.loc is not None else op.location) from None
