"""The pattern registry and the driver of ``torch-complex-to-real`` (see the package docstring)."""
from __future__ import annotations

from tmlir.ir.core import IRError, Value, gc_paused
from tmlir.ir.dialects.func import FuncOp, ReturnOp
from tmlir.ir.passmanager import Pass, PassError, register_pass
from tmlir.dialects.torch.types import BaseTensorType, ValueTensorType, ListType, TorchComplexType
from tmlir.dialects.torch.ops import PrimListConstructOp, ConstantComplexOp
from .signature_marks import padded_arg_attrs, update_signature, with_mark
from tmlir.transforms.decompositions.builder import Builder, NotApplicable, NotSupported, is_complex_dtype

__all__ = ["complex_pattern", "PATTERNS", "ComplexToRealError", "lower_complex_to_real", "ComplexToRealPass",
           "COMPLEX_AS_REAL_ATTR", "Lowering", "Pair"]

#: the unit attribute on an argument / result passed in ``torch.view_as_real`` layout
COMPLEX_AS_REAL_ATTR = "tmlir.complex_as_real"

#: op name -> fn(c, op) -> one entry per result
PATTERNS = {}


def complex_pattern(*names):
    """Register a pattern for each full op name (``torch.aten.mul.Tensor``)."""
    def deco(fn):
        for n in names:
            if n in PATTERNS:
                raise ValueError(f"torch-complex-to-real: two patterns for {n}")
            PATTERNS[n] = fn
        return fn
    return deco


class ComplexToRealError(IRError):
    pass


def is_complex_tensor(v):
    t = v.type if isinstance(v, Value) else None
    return isinstance(t, BaseTensorType) and t.dtype is not None and is_complex_dtype(t.dtype)


def _is_complex_list(v):
    t = v.type
    if not isinstance(t, ListType) or not isinstance(v.defining_op, PrimListConstructOp):
        return False
    return any(is_complex_tensor(e) for e in v.defining_op.operands)


def touches_complex(op):
    for v in list(op.operands) + list(op.results):
        if is_complex_tensor(v) or isinstance(v.type, TorchComplexType) or (
                isinstance(v.type, ListType) and v.defining_op is not None and _is_complex_list(v)):
            return True
    return False


def real_dtype(dt):
    """``f32`` for ``complex<f32>``."""
    return dt.element_type


def pair_type(t):
    """The ``view_as_real`` type of complex tensor type ``t``: sizes + [2], the real dtype."""
    if t.sizes is None:
        raise NotApplicable("unknown rank")
    return ValueTensorType(list(t.sizes) + [2], real_dtype(t.dtype))


class Pair:
    """A complex value known in ``view_as_real`` layout (``value``: sizes + [2])."""
    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value


class _Cx:
    """What is known of one complex value: its parts and / or its pair layout."""
    __slots__ = ("re", "im", "pair")

    def __init__(self, re=None, im=None, pair=None):
        self.re, self.im, self.pair = re, im, pair


class Lowering:
    """What a pattern sees: ``b`` (a Builder before the op) and the real forms of the complex
    values computed so far."""

    def __init__(self, state, op):
        self.state = state
        self.op_ = op
        self.b = Builder(op)

    # -- reading complex operands -----------------------------------------------------------------
    def is_complex(self, v):
        """A complex tensor (lowered already) or complex scalar."""
        return isinstance(v, Value) and (v in self.state or is_complex_tensor(v) or isinstance(v.type, TorchComplexType))

    def _cx(self, v):
        cx = self.state.get(v)
        if cx is None:
            raise ComplexToRealError(f"torch-complex-to-real: the complex value {v} used by '{self.op_.name}' was not "
                                     "lowered", loc=self.op_.location)
        return cx

    def parts(self, v):
        """(re, im) of complex ``v``: tensors of the real dtype, or Python floats for a complex
        constant scalar. A real tensor or number ``v`` gives (v, None): callers treat None as 0."""
        if isinstance(v, complex):
            return v.real, v.imag
        if isinstance(v, (int, float)):
            return v, None
        if not isinstance(v.type, (BaseTensorType, TorchComplexType)):
            try:  # a real scalar: a Python number when constant
                return self.b.const_float(v), None
            except NotApplicable:
                return v, None
        if isinstance(v.type, TorchComplexType):
            d = v.defining_op
            if isinstance(d, ConstantComplexOp):
                z = d.complex_value()
                return z.real, z.imag
            raise NotSupported(f"'{self.op_.name}': a complex scalar that is not a constant has no real form")
        if v not in self.state and not is_complex_tensor(v):
            return v, None
        cx = self._cx(v)
        if cx.re is None and cx.pair is not None:
            cx.re = self.b.select(cx.pair, -1, 0)
            cx.im = self.b.select(cx.pair, -1, 1)
        return cx.re, cx.im

    def pair(self, v):
        """Complex tensor ``v`` in ``view_as_real`` layout (sizes + [2])."""
        cx = self._cx(v)
        if cx.pair is None:
            re, im = self.tensor_parts(v)
            b = self.b
            d = v.defining_op
            if isinstance(self.op_, ReturnOp) and d is not None:
                b = Builder(self.op_)  # packed for the return: located where the value was made
                b.loc = d.location
            cx.pair = b.stack([re, im], -1)
        return cx.pair

    def tensor_parts(self, v, dtype=None):
        """``parts(v)`` with numbers (a constant complex scalar made a 0-d tensor) as 0-d tensors of
        ``dtype`` (default: the real dtype of ``v``)."""
        re, im = self.parts(v)
        if isinstance(re, (int, float)) or isinstance(im, (int, float)):
            dt = dtype or real_dtype(v.type.dtype)
            re = self.b.scalar_tensor(re, dt) if isinstance(re, (int, float)) else re
            im = self.b.scalar_tensor(0.0 if im is None else im, dt) if isinstance(im, (int, float)) or im is None \
                else im
        return re, im

    def sizes(self, v):
        """The sizes of complex tensor ``v`` (an argument's type is its pair layout already)."""
        s = v.type.sizes
        if s is None:
            raise NotApplicable("unknown rank")
        return list(s) if is_complex_tensor(v) else list(s[:-1])

    def elements(self, v):
        """The tensors of a ``prim.ListConstruct`` list."""
        return list(v.defining_op.operands)

    @staticmethod
    def from_pair(v):
        return Pair(v)

    # -- common builders ----------------------------------------------------------------------------
    def zeros_like(self, x):
        return self.b.full_like(x, 0.0)

    def real_type(self, t):
        """Result type ``t`` with a complex dtype replaced by its real dtype."""
        if isinstance(t, BaseTensorType) and t.dtype is not None and is_complex_dtype(t.dtype):
            return ValueTensorType(t.sizes, real_dtype(t.dtype))
        return t


def _set_results(state, op, out):
    out = list(out)
    if len(out) != len(op.results):
        raise ComplexToRealError(f"torch-complex-to-real: the pattern of '{op.name}' gave {len(out)} values for "
                                 f"{len(op.results)} results", loc=op.location)
    b = None
    for r, v in zip(op.results, out):
        if is_complex_tensor(r):
            if isinstance(v, Pair):
                if v.value.type is not pair_type(r.type):
                    b = b or Builder(op)
                    v = Pair(b.cast(v.value, pair_type(r.type)))
                state[r] = _Cx(pair=v.value)
            else:
                re, im = v
                if im is None:
                    im = 0.0
                if isinstance(re, (int, float)) and isinstance(im, (int, float)):
                    # a constant (NumToTensor of a complex number): kept as numbers, so that it
                    # combines as a scalar (a wrapped number does not promote the other operand)
                    if r.type.sizes is None or len(r.type.sizes):
                        raise ComplexToRealError(f"torch-complex-to-real: the pattern of '{op.name}' gave numbers "
                                                 "for a complex tensor", loc=op.location)
                    state[r] = _Cx(re=float(re), im=float(im))
                    continue
                want = ValueTensorType(r.type.sizes, real_dtype(r.type.dtype))
                b = b or Builder(op)
                re = re if not isinstance(re, (int, float)) else b.full_like(im, float(re))
                im = im if not isinstance(im, (int, float)) else b.full_like(re, float(im))
                re, im = (_fit(b, p, want) for p in (re, im))
                state[r] = _Cx(re=re, im=im)
        else:
            if not isinstance(v, Value):
                raise ComplexToRealError(f"torch-complex-to-real: the pattern of '{op.name}' gave no value for a real "
                                         "result", loc=op.location)
            if v.type is not r.type and isinstance(r.type, BaseTensorType):
                b = b or Builder(op)
                v = b.cast(v, r.type)
            r.replace_all_uses_with(v)


def _fit(b, v, want):
    """``v`` as type ``want``: converted when the dtype differs, cast for the sizes."""
    if v.type.dtype is not want.dtype:
        v = b.to_dtype(v, want.dtype)
    return b.cast(v, want)


def _lower_func(func):
    ops = [o for o in func.walk_ops() if touches_complex(o)]
    args = [a for a in func.entry_block.args if is_complex_tensor(a)] if func.entry_block else []
    if not ops and not args:
        return False
    state = {}
    # which results are complex, read before any type changes (an argument returned as it is, or
    # view_as_real of one, is the same Value once lowered)
    returns = {id(o): [is_complex_tensor(v) for v in o.operands] for o in ops if isinstance(o, ReturnOp)}
    arg_attrs = padded_arg_attrs(func)
    for i, a in enumerate(func.entry_block.args):
        if is_complex_tensor(a):
            try:
                a.type = pair_type(a.type)
            except NotApplicable:
                raise ComplexToRealError(f"torch-complex-to-real: argument #{i} of @{func.sym_name.value} is a "
                                         f"complex tensor of unknown rank", loc=func.location) from None
            state[a] = _Cx(pair=a)
            with_mark(arg_attrs, i, COMPLEX_AS_REAL_ATTR)
    dead = []
    result_flags = None
    for op in ops:
        if op.parent_op is not func and op.parent is not None and any(
                is_complex_tensor(v) for v in list(op.operands) + list(op.results)) and op.parent_op.name != "func.func":
            raise ComplexToRealError(f"torch-complex-to-real: '{op.name}' on complex values inside a region "
                                     f"('{op.parent_op.name}') is not supported", loc=op.location)
        if isinstance(op, ReturnOp):
            c = Lowering(state, op)
            result_flags = returns[id(op)]
            op.set_operands([c.pair(v) if f else v for v, f in zip(op.operands, result_flags)])
            continue
        if isinstance(op, PrimListConstructOp) or op.name == "torch.constant.complex":
            dead.append(op)  # read by the patterns of their users
            continue
        fn = PATTERNS.get(op.name)
        if fn is None:
            raise ComplexToRealError(f"'{op.name}' on complex values has no real form for this backend (no "
                                     "torch-complex-to-real pattern; tmlir/emulation/complex_to_real/)",
                                     loc=op.location)
        c = Lowering(state, op)
        try:
            out = fn(c, op)
        except NotApplicable as e:
            raise ComplexToRealError(f"'{op.name}' on complex values has no real form here: {e}",
                                     loc=op.location) from None
        except NotSupported as e:
            raise ComplexToRealError(str(e), loc=op.location) from None
        except IRError as e:
            raise ComplexToRealError(f"the real form of '{op.name}' is invalid IR: {e.message}",
                                     loc=op.location) from None
        except ComplexToRealError:
            raise
        except Exception as e:  # a bug in a pattern: name the op and where it is
            raise ComplexToRealError(f"the real form of '{op.name}' failed: {type(e).__name__}: {e}",
                                     loc=op.location) from e
        _set_results(state, op, out)
        dead.append(op)
    for op in reversed(dead):
        if op.parent is None:
            continue
        if op.has_uses():
            user = next(u for r in op.results for u in r.users)
            if isinstance(op, (PrimListConstructOp,)) or op.name == "torch.constant.complex":
                if user is not None and user.parent is not None:
                    raise ComplexToRealError(f"'{user.name}' takes a list of complex tensors or a complex number "
                                             "and has no real form for this backend", loc=user.location)
            raise ComplexToRealError(f"torch-complex-to-real: '{op.name}' still has uses after the rewrite",
                                     loc=op.location)
        op.erase()
    update_signature(func, arg_attrs, result_flags, COMPLEX_AS_REAL_ATTR)
    return True


def lower_complex_to_real(module):
    """Rewrite every function of ``module`` so that no value is complex (see the package
    docstring). Returns the number of functions changed. A function called by another (its
    signature would change under the caller) is an error when it has complex arguments or results."""
    n = 0
    with gc_paused():
        funcs = [op for op in module.walk_ops() if isinstance(op, FuncOp) and not op.is_declaration()]
        for f in funcs:
            n += _lower_func(f)
    return n


@register_pass("torch-complex-to-real", "ComplexToReal")
class ComplexToRealPass(Pass):
    """Complex tensors as (re, im) pairs of real ones; complex arguments and results in the
    ``torch.view_as_real`` layout, marked ``tmlir.complex_as_real`` (a backend without complex
    types: TOSA)."""

    def run_on_operation(self, op):
        try:
            lower_complex_to_real(op)
        except ComplexToRealError as e:
            raise PassError(e.message, loc=e.loc if e.loc is not None else op.location) from None
