"""The builder decompositions use: constants, ops and result types, inserted before the op.

    @decomposition("torch.aten.relu6")
    def relu6(b, op):
        x = op.arg("self")
        return [b.clamp(x, 0, 6)]

``b.int(3)``, ``b.float(1.0)``, ``b.bool(True)``, ``b.none()``, ``b.int_list([1, 2])`` make
constants; ``b.op("torch.aten.exp", [x], result_type)`` makes any torch op; the named helpers
(``b.add``, ``b.sum``, ``b.reshape`` ...) also compute the result type. Python numbers, bools,
``None`` and int lists given as operands become constants. Reading the constant arguments that
decide a decomposition (``b.const_int(op.arg("dim"))``) raises ``NotApplicable`` when they are
not constants; the pass then leaves the op alone.
"""
from __future__ import annotations

from tmlir.ir.core import Value
from tmlir.library.dtype_helpers import promote_value_types
from tmlir.dialects.torch.generated import create_op
from tmlir.dialects.torch.ops import (ConstantIntOp, ConstantFloatOp, ConstantBoolOp, ConstantNoneOp,
                                      ConstantNumberOp, PrimListConstructOp, TensorStaticInfoCastOp)
from tmlir.dialects.torch import types as T
from tmlir.dialects.torch.types import ValueTensorType, BaseTensorType, ListType, INT, FLOAT, BOOL, NONE_TYPE

__all__ = ["Builder", "NotApplicable", "NotSupported", "U"]

U = T.UNKNOWN_SIZE  # an unknown size in a type's sizes


class NotApplicable(Exception):
    """Raised by a decomposition (or the builder) when it does not apply to this op."""


class NotSupported(Exception):
    """Raised by a decomposition for an op no backend can take as it is (an unrolled sequence of
    dynamic length): the pass reports the message, located at the op, as an error."""


# ---------------------------------------------------------------------------------------------
# dtype rules (those of torch.result_type), on torch-dialect types
# ---------------------------------------------------------------------------------------------

def to_torch_dtype(dt):
    return None if dt is None else T.type_to_torch_dtype(dt)


def from_torch_dtype(dt):
    return None if dt is None else T.torch_dtype_to_type(dt)


def promoted_dtype(*types):
    """The dtype torch.result_type gives for operands of these types (None if unknown)."""
    return promote_value_types(types)


def is_float_dtype(dt):
    return dt is not None and to_torch_dtype(dt).is_floating_point


def is_complex_dtype(dt):
    return dt is not None and to_torch_dtype(dt).is_complex


def float_of(dt):
    """The dtype a float-only unary op (exp, sqrt) gives for input dtype ``dt``: ints and bool
    become the default float dtype (f32)."""
    if dt is None:
        return None
    td = to_torch_dtype(dt)
    if td.is_floating_point or td.is_complex:
        return dt
    return T.F32


# ---------------------------------------------------------------------------------------------
# shape helpers
# ---------------------------------------------------------------------------------------------

def broadcast_sizes(*size_lists):
    """Broadcast sizes (None for unranked: the result is unranked)."""
    if any(s is None for s in size_lists):
        return None
    first = size_lists[0]
    if all(s == first for s in size_lists):
        return list(first)
    rank = max((len(s) for s in size_lists), default=0)
    out = []
    for i in range(rank):
        dims = [s[len(s) - rank + i] for s in size_lists if len(s) - rank + i >= 0]
        known = [d for d in dims if d >= 0 and d != 1]
        if known:
            out.append(known[0])
        elif any(d < 0 for d in dims):
            out.append(U)
        else:
            out.append(1)
    return out


def norm_dim(d, rank):
    """``d`` in [0, rank) (negative dims count from the end); NotApplicable when out of range."""
    if rank is None:
        raise NotApplicable("unknown rank")
    r = max(rank, 1)
    if d < 0:
        d += r
    if not 0 <= d < r:
        raise NotApplicable(f"dim {d} out of range")
    return d


def numel_of(sizes):
    if sizes is None or any(d < 0 for d in sizes):
        return U
    n = 1
    for d in sizes:
        n *= d
    return n


# ---------------------------------------------------------------------------------------------
# the builder
# ---------------------------------------------------------------------------------------------

class Builder:
    """Creates ops before ``op`` with ``op``'s location; ``created`` lists them (the pass puts
    them on its worklist)."""

    def __init__(self, op):
        self.anchor = op
        self.block = op.parent
        self.loc = op.location
        self.created = []
        self._consts = {}  # (kind, repr(value)) -> Value: one constant per value per decomposition
        self._sizes = {}   # (tensor Value, dim) -> the aten.size.int Value read for it

    # -- raw creation ---------------------------------------------------------------------------
    def insert(self, new_op):
        new_op.location = self.loc
        self.block.insert_before(new_op, self.anchor)
        self.created.append(new_op)
        return new_op

    def _const(self, kind, v, make):
        key = (kind, repr(v))
        c = self._consts.get(key)
        if c is None:
            c = self._consts[key] = self.insert(make()).results[0]
        return c

    def int(self, v):
        return self._const("int", int(v), lambda: ConstantIntOp.build_value(int(v), self.loc))

    def float(self, v):
        return self._const("float", float(v), lambda: ConstantFloatOp.build_value(float(v), self.loc))

    def bool(self, v):
        return self._const("bool", bool(v), lambda: ConstantBoolOp.build_value(bool(v), self.loc))

    def none(self):
        return self._const("none", None, lambda: ConstantNoneOp.build_value(self.loc))

    def str(self, v):
        from tmlir.dialects.torch.ops import ConstantStrOp
        return self._const("str", v, lambda: ConstantStrOp.build_value(v, self.loc))

    def check(self, ok, msg):
        """A runtime check: the compiled program raises ``msg`` (with the op's source location)
        when any element of the bool tensor ``ok`` is false."""
        flag = self.op("torch.aten.Int.Tensor", [self.op("torch.aten.all", [ok], self.vt([], T.I1))], INT)
        self.op("torch.aten._assert_scalar", [flag, self.str(msg)], [])

    def number(self, v):
        return self.insert(ConstantNumberOp.build_value(v, self.loc)).results[0]

    def int_list(self, values):
        """``torch.prim.ListConstruct`` of ints (Python ints or ``!torch.int`` values)."""
        return self.list([self.value(v) for v in values], INT)

    def tensor_list(self, values):
        return self.list(list(values), ValueTensorType())

    def list(self, values, element_type):
        op = PrimListConstructOp.build_list(values, ListType(element_type), self.loc)
        return self.insert(op).results[0]

    def value(self, v):
        """A Value for a Python constant (int/float/bool/None/list of ints) or a Value."""
        if isinstance(v, Value):
            return v
        if v is None:
            return self.none()
        if isinstance(v, bool):
            return self.bool(v)
        if isinstance(v, int):
            return self.int(v)
        if isinstance(v, float):
            return self.float(v)
        if isinstance(v, (list, tuple)):
            if all(isinstance(e, BaseTensorType) or (isinstance(e, Value) and isinstance(e.type, BaseTensorType))
                   for e in v) and v:
                return self.tensor_list(v)
            return self.int_list(v)
        raise TypeError(f"cannot make a constant of {v!r}")

    def op(self, name, operands, result_types):
        """Create op ``name`` (``torch.aten.exp``); ``result_types`` a type or a list of them.
        Returns its result, or the list of results when a list of types is given."""
        single = not isinstance(result_types, (list, tuple))
        types = [result_types] if single else list(result_types)
        ops = [self.value(v) for v in operands]
        new = create_op(name, ops, types, location=self.loc)
        self.insert(new)
        return new.results[0] if single else list(new.results)

    def cast(self, v, t):
        """``v`` as type ``t`` through ``torch.tensor_static_info_cast`` when they differ."""
        if v.type is t:
            return v
        return self.insert(TensorStaticInfoCastOp.build_cast(v, t, self.loc)).results[0]

    # -- reading constant arguments -------------------------------------------------------------
    @staticmethod
    def _const_op(v):
        return v.defining_op if isinstance(v, Value) else None

    def const_int(self, v):
        d = self._const_op(v)
        if isinstance(d, ConstantIntOp):
            return d.value.value
        if isinstance(d, ConstantNumberOp) and isinstance(d.value.value, int):
            return d.value.value
        raise NotApplicable("not a constant int")

    def const_float(self, v):
        """A constant float, int or number as a Python number."""
        d = self._const_op(v)
        if isinstance(d, (ConstantIntOp, ConstantFloatOp, ConstantNumberOp)):
            return d.properties["value"].value
        if isinstance(d, ConstantBoolOp):
            return bool(d.properties["value"].value)
        raise NotApplicable("not a constant number")

    def const_bool(self, v):
        d = self._const_op(v)
        if isinstance(d, ConstantBoolOp):
            return bool(d.properties["value"].value)
        raise NotApplicable("not a constant bool")

    def is_none(self, v):
        return v.type is NONE_TYPE

    def opt_int(self, v):
        """None for ``!torch.none``, else the constant int."""
        return None if self.is_none(v) else self.const_int(v)

    def opt_float(self, v):
        return None if self.is_none(v) else self.const_float(v)

    def const_int_list(self, v):
        d = self._const_op(v)
        if not isinstance(d, PrimListConstructOp):
            raise NotApplicable("not a constant int list")
        return [self.const_int(e) for e in d.operands]

    def opt_int_list(self, v):
        return None if self.is_none(v) else self.const_int_list(v)

    def list_elements(self, v):
        """The Values of a list built by ``torch.prim.ListConstruct``."""
        d = self._const_op(v)
        if not isinstance(d, PrimListConstructOp):
            raise NotApplicable("not a list construct")
        return list(d.operands)

    def dtype_arg(self, v):
        """A dtype argument (ScalarType int or none) as a torch-dialect dtype or None."""
        if self.is_none(v):
            return None
        t = T.scalar_type_int_to_type(self.const_int(v))
        if t is None:
            raise NotApplicable("unsupported dtype")
        return t

    # -- type helpers ---------------------------------------------------------------------------
    @staticmethod
    def vt(sizes=None, dtype=None):
        """``!torch.vtensor<sizes, dtype>`` (None: unknown)."""
        return ValueTensorType(sizes, dtype)

    @staticmethod
    def ty(v):
        t = v.type
        if not isinstance(t, BaseTensorType):
            raise NotApplicable("not a tensor")
        return t

    def sizes(self, v):
        return self.ty(v).sizes

    def rank(self, v):
        """The rank, or NotApplicable when unknown."""
        r = self.ty(v).rank
        if r is None:
            raise NotApplicable("unknown rank")
        return r

    def dtype(self, v):
        return self.ty(v).dtype

    def known_dtype(self, v):
        dt = self.ty(v).dtype
        if dt is None:
            raise NotApplicable("unknown dtype")
        return dt

    def scalar_type(self, v):
        """The Python-scalar-like type of a scalar operand or Python constant."""
        if isinstance(v, Value):
            return v.type
        if isinstance(v, bool):
            return BOOL
        if isinstance(v, int):
            return INT
        return FLOAT

    def size(self, x, d):
        """The size of dim ``d`` of ``x``: a Python int when static, else ``aten.size.int``."""
        s = self.sizes(x)
        if s is not None and 0 <= d < len(s) and s[d] >= 0:
            return s[d]
        v = self._sizes.get((x, d))
        if v is None:
            v = self._sizes[(x, d)] = self.op("torch.aten.size.int", [x, d], INT)
        return v

    def numel_value(self, x, dims):
        """The product of the sizes of ``dims`` of ``x``: an int or an ``!torch.int`` value."""
        static, dyn = 1, []
        for d in dims:
            s = self.size(x, d)
            if isinstance(s, int):
                static *= s
            else:
                dyn.append(s)
        if not dyn:
            return static
        acc = dyn[0]
        for s in dyn[1:]:
            acc = self.op("torch.aten.mul.int", [acc, s], INT)
        if static != 1:
            acc = self.op("torch.aten.mul.int", [acc, static], INT)
        return acc

    # -- typed helpers: elementwise -------------------------------------------------------------
    def _tt(self, v):
        """The type of an operand (a Value or a Python constant)."""
        return v.type if isinstance(v, Value) else self.scalar_type(v)

    @staticmethod
    def _is_tensor(v):
        return isinstance(v, Value) and isinstance(v.type, BaseTensorType)

    def elementwise(self, name, operands, dtype="promote", tensors=None):
        """Op ``name`` on ``operands``; the result is the broadcast of the tensor operands'
        sizes and ``dtype`` ("promote": torch.result_type of ``tensors`` or all operands)."""
        tens = [v for v in operands if self._is_tensor(v)]
        sizes = broadcast_sizes(*[v.type.sizes for v in tens])
        if dtype == "promote":
            dtype = promoted_dtype(*[self._tt(v) for v in (tensors if tensors is not None else operands)])
        return self.op(name, operands, self.vt(sizes, dtype))

    def _binary(self, base, x, y, alpha=None, dtype="promote"):
        if not self._is_tensor(x):
            raise NotApplicable(f"{base}: the first operand must be a tensor")
        kind = ".Tensor" if self._is_tensor(y) else ".Scalar"
        ops = [x, y] if alpha is None else [x, y, alpha]
        return self.elementwise(base + kind, ops, dtype, tensors=[x, y])

    def add(self, x, y, alpha=1):
        return self._binary("torch.aten.add", x, y, alpha)

    def sub(self, x, y, alpha=1):
        return self._binary("torch.aten.sub", x, y, alpha)

    def mul(self, x, y):
        return self._binary("torch.aten.mul", x, y)

    def div(self, x, y):
        """True division: integer operands give the default float dtype."""
        dt = promoted_dtype(self._tt(x), self._tt(y))
        return self._binary("torch.aten.div", x, y, dtype=float_of(dt))

    def pow(self, x, e):
        if self._is_tensor(e):
            return self.elementwise("torch.aten.pow.Tensor_Tensor", [x, e])
        return self.elementwise("torch.aten.pow.Tensor_Scalar", [x, e])

    def rsub(self, x, y, alpha=1):
        """``y - alpha * x`` with ``x`` a tensor and ``y`` a scalar."""
        return self.add(self.mul(x, -alpha), y)

    def compare(self, name, x, y):
        """``name`` in eq/ne/lt/le/gt/ge: a bool tensor."""
        kind = ".Tensor" if self._is_tensor(y) else ".Scalar"
        return self.elementwise(f"torch.aten.{name}{kind}", [x, y], dtype=T.I1)

    def unary(self, name, x, dtype="same"):
        """An elementwise op on one tensor: ``dtype`` "same", "float" (int -> f32) or a dtype."""
        dt = self.dtype(x)
        if dtype == "same":
            dtype = dt
        elif dtype == "float":
            dtype = float_of(dt)
        return self.op(name if name.startswith("torch.") else "torch.aten." + name, [x], self.vt(self.sizes(x), dtype))

    def exp(self, x):
        return self.unary("exp", x, "float")

    def log(self, x):
        return self.unary("log", x, "float")

    def sqrt(self, x):
        return self.unary("sqrt", x, "float")

    def rsqrt(self, x):
        return self.unary("rsqrt", x, "float")

    def tanh(self, x):
        return self.unary("tanh", x, "float")

    def sigmoid(self, x):
        return self.unary("sigmoid", x, "float")

    def neg(self, x):
        return self.unary("neg", x)

    def real_part(self, x):
        """The real part of a complex tensor (``view_as_real`` then index 0 of its last dim)."""
        dt = self.dtype(x)
        rt = dt.element_type
        pairs = self.op("torch.aten.view_as_real", [x], self.vt(list(self.sizes(x)) + [2], rt))
        return self.select(pairs, -1, 0)

    def imag_part(self, x):
        dt = self.dtype(x)
        rt = dt.element_type
        pairs = self.op("torch.aten.view_as_real", [x], self.vt(list(self.sizes(x)) + [2], rt))
        return self.select(pairs, -1, 1)

    def conj(self, x):
        """``aten.conj_physical``: the complex conjugate (the identity on real tensors)."""
        return self.unary("conj_physical", x) if is_complex_dtype(self.dtype(x)) else x

    def abs(self, x):
        """``aten.abs``: real for a complex input (the magnitude), the input's dtype otherwise."""
        dt = self.dtype(x)
        return self.unary("abs", x, dt.element_type if is_complex_dtype(dt) else "same")

    def relu(self, x):
        return self.unary("relu", x)

    def where(self, c, x, y):
        """``where.self`` (tensors), ``where.ScalarOther`` / ``where.ScalarSelf`` / ``where.Scalar``."""
        tx, ty_ = self._is_tensor(x), self._is_tensor(y)
        name = {(True, True): "self", (True, False): "ScalarOther", (False, True): "ScalarSelf",
                (False, False): "Scalar"}[(tx, ty_)]
        if name == "Scalar":
            dt = promoted_dtype(self._tt(x), self._tt(y))
            return self.elementwise("torch.aten.where.Scalar", [c, x, y], dt)
        return self.elementwise("torch.aten.where." + name, [c, x, y], tensors=[x, y])

    def clamp(self, x, lo=None, hi=None):
        ops = [x, lo, hi]
        promote = [x] + [v for v in (lo, hi) if v is not None and not (isinstance(v, Value) and v.type is NONE_TYPE)]
        return self.elementwise("torch.aten.clamp", ops, tensors=promote)

    def maximum(self, x, y):
        return self.elementwise("torch.aten.maximum", [x, y])

    def minimum(self, x, y):
        return self.elementwise("torch.aten.minimum", [x, y])

    def logical(self, name, x, y=None):
        ops = [x] if y is None else [x, y]
        return self.elementwise(f"torch.aten.logical_{name}", ops, dtype=T.I1)

    def to_dtype(self, x, dtype):
        """``aten.to.dtype`` (a no-op when ``x`` already has ``dtype``)."""
        if self.dtype(x) is dtype:
            return x
        return self.op("torch.aten.to.dtype", [x, T.type_to_scalar_type_int(dtype), False, False, None],
                       self.vt(self.sizes(x), dtype))

    def in_f32(self, x, params=()):
        """(half dtype or None, x, params): an f16/bf16 ``x`` and its (non-none) float ``params``
        converted to f32, for a formula PyTorch's CPU kernel computes in f32 and rounds once
        (``back_to``); other dtypes unchanged, with None."""
        dt = self.dtype(x)
        if dt is not T.F16 and dt is not T.BF16:
            return None, x, list(params)
        return dt, self.to_dtype(x, T.F32), [p if self.is_none(p) else self.to_dtype(p, T.F32) for p in params]

    def back_to(self, dt, results):
        """``results`` (a list) converted back to the half dtype ``dt`` of ``in_f32`` (None: unchanged)."""
        return list(results) if dt is None else [self.to_dtype(r, dt) for r in results]

    # -- reductions -----------------------------------------------------------------------------
    def reduced_sizes(self, x, dims, keepdim):
        s = self.sizes(x)
        if s is None:
            return None
        dims = {norm_dim(d, len(s)) for d in dims} if dims else set(range(len(s)))
        if keepdim:
            return [1 if i in dims else d for i, d in enumerate(s)]
        return [d for i, d in enumerate(s) if i not in dims]

    def sum(self, x, dims, keepdim=False, dtype=None):
        """``sum.dim_IntList``; integer and bool inputs sum to si64 unless ``dtype`` is given."""
        dt = dtype
        if dt is None:
            dt = self.dtype(x)
            if dt is not None and not (is_float_dtype(dt) or is_complex_dtype(dt)):
                dt = T.SI64
        return self.op("torch.aten.sum.dim_IntList",
                       [x, list(dims), keepdim, None if dtype is None else T.type_to_scalar_type_int(dtype)],
                       self.vt(self.reduced_sizes(x, dims, keepdim), dt))

    def mean(self, x, dims, keepdim=False, dtype=None):
        dt = dtype if dtype is not None else self.dtype(x)
        return self.op("torch.aten.mean.dim",
                       [x, list(dims), keepdim, None if dtype is None else T.type_to_scalar_type_int(dtype)],
                       self.vt(self.reduced_sizes(x, dims, keepdim), dt))

    def amax(self, x, dims, keepdim=False):
        return self.op("torch.aten.amax", [x, list(dims), keepdim],
                       self.vt(self.reduced_sizes(x, dims, keepdim), self.dtype(x)))

    def amin(self, x, dims, keepdim=False):
        return self.op("torch.aten.amin", [x, list(dims), keepdim],
                       self.vt(self.reduced_sizes(x, dims, keepdim), self.dtype(x)))

    def var(self, x, dims, correction=1, keepdim=False):
        """``var.correction`` (the result of a complex input is real)."""
        dt = self.dtype(x)
        if dt is not None and is_complex_dtype(dt):
            dt = from_torch_dtype(to_torch_dtype(dt).to_real())
        return self.op("torch.aten.var.correction", [x, None if dims is None else list(dims), correction, keepdim],
                       self.vt(self.reduced_sizes(x, dims or [], keepdim), dt))

    # -- data movement --------------------------------------------------------------------------
    def _sizes_arg(self, sizes):
        """(list operand, static sizes for the type) from ints and ``!torch.int`` values."""
        static = [s if isinstance(s, int) else U for s in sizes]
        return self.int_list(sizes), static

    def reshape(self, x, sizes, name="torch.aten.reshape"):
        lst, static = self._sizes_arg(sizes)
        if -1 in static:
            i = static.index(-1)
            n = numel_of(self.sizes(x))
            rest = numel_of([d for j, d in enumerate(static) if j != i])
            static[i] = n // rest if n >= 0 and rest > 0 else U
        return self.op(name, [x, lst], self.vt(static, self.dtype(x)))

    def view(self, x, sizes):
        return self.reshape(x, sizes, "torch.aten.view")

    def unsqueeze(self, x, d):
        s = self.sizes(x)
        if s is not None:
            d = norm_dim(d, len(s) + 1) if d < 0 else d
            s = list(s[:d]) + [1] + list(s[d:])
        return self.op("torch.aten.unsqueeze", [x, d], self.vt(s, self.dtype(x)))

    def squeeze_dim(self, x, d):
        s = self.sizes(x)
        if s is not None:
            d = norm_dim(d, len(s))
            if s[d] == 1:
                s = list(s[:d]) + list(s[d + 1:])
            elif s[d] < 0:
                s = None
        return self.op("torch.aten.squeeze.dim", [x, d], self.vt(s, self.dtype(x)))

    def permute(self, x, perm):
        s = self.sizes(x)
        if s is not None:
            s = [s[p] for p in perm]
        return self.op("torch.aten.permute", [x, list(perm)], self.vt(s, self.dtype(x)))

    def transpose(self, x, a, c):
        s = self.sizes(x)
        if s is not None:
            a, c = norm_dim(a, len(s)), norm_dim(c, len(s))
            s = list(s)
            s[a], s[c] = s[c], s[a]
        return self.op("torch.aten.transpose.int", [x, a, c], self.vt(s, self.dtype(x)))

    def expand(self, x, sizes):
        """``broadcast_to`` ``sizes`` (ints, ``!torch.int`` values; -1 keeps a dim)."""
        s = self.sizes(x)
        static = []
        for i, v in enumerate(sizes):
            if not isinstance(v, int):
                static.append(U)
            elif v == -1:
                j = i - (len(sizes) - len(s)) if s is not None else -1
                static.append(s[j] if s is not None and j >= 0 else U)
            else:
                static.append(v)
        return self.op("torch.aten.broadcast_to", [x, self.int_list(sizes)], self.vt(static, self.dtype(x)))

    def slice(self, x, dim, start, end, step=1):
        s = self.sizes(x)
        if s is not None:
            dim = norm_dim(dim, len(s))
            n = s[dim]
            s = list(s)
            if n >= 0 and isinstance(start, int) and isinstance(end, int):
                s[dim] = len(range(*slice(start, end, step).indices(n)))
            else:
                s[dim] = U
        return self.op("torch.aten.slice.Tensor", [x, dim, start, end, step], self.vt(s, self.dtype(x)))

    def select(self, x, dim, index):
        s = self.sizes(x)
        if s is not None:
            dim = norm_dim(dim, len(s))
            s = list(s[:dim]) + list(s[dim + 1:])
        return self.op("torch.aten.select.int", [x, dim, index], self.vt(s, self.dtype(x)))

    def cat(self, xs, dim):
        xs = list(xs)
        s0 = self.sizes(xs[0])
        s = None
        if s0 is not None and all(self.sizes(v) is not None and len(self.sizes(v)) == len(s0) for v in xs):
            dim = norm_dim(dim, len(s0))
            s = list(s0)
            for i in range(len(s0)):
                col = [self.sizes(v)[i] for v in xs]
                if i == dim:
                    s[i] = sum(col) if all(c >= 0 for c in col) else U
                else:
                    known = [c for c in col if c >= 0]
                    s[i] = known[0] if known else U
        dt = promoted_dtype(*[v.type for v in xs])
        return self.op("torch.aten.cat", [self.tensor_list(xs), dim], self.vt(s, dt))

    def stack(self, xs, dim):
        xs = [self.unsqueeze(v, dim if dim >= 0 else dim + self.rank(v) + 1) for v in xs]
        return self.cat(xs, dim)

    def matmul(self, a, c):
        sa, sc = self.sizes(a), self.sizes(c)
        s = None
        if sa is not None and sc is not None:
            if len(sa) == 2 and len(sc) == 2:
                s = [sa[0], sc[1]]
            elif len(sa) >= 1 and len(sc) >= 2:
                batch = broadcast_sizes(list(sa[:-2]), list(sc[:-2]))
                s = batch + ([sa[-2]] if len(sa) >= 2 else []) + [sc[-1]]
            elif len(sc) == 1 and len(sa) >= 1:
                s = list(sa[:-1])
        return self.op("torch.aten.matmul", [a, c], self.vt(s, promoted_dtype(a.type, c.type)))

    def full(self, sizes, value, dtype):
        """``aten.full`` of ``sizes`` (ints or ``!torch.int`` values) with ``dtype``."""
        if isinstance(value, bool):
            value = int(value)
        lst, static = self._sizes_arg(sizes)
        return self.op("torch.aten.full", [lst, value, T.type_to_scalar_type_int(dtype), None, None, None],
                       self.vt(static, dtype))

    def shape_of(self, x):
        """The sizes of ``x``: ints where static, ``!torch.int`` values elsewhere."""
        return [self.size(x, d) for d in range(self.rank(x))]

    def full_like(self, x, value, dtype=None):
        return self.full(self.shape_of(x), value, dtype or self.known_dtype(x))

    # -- argument checks ------------------------------------------------------------------------
    def const_str(self, v):
        from tmlir.dialects.torch.ops import ConstantStrOp
        d = self._const_op(v)
        if isinstance(d, ConstantStrOp):
            return d.value.value
        raise NotApplicable("not a constant str")

    def float_tensor(self, x):
        """``x`` when its dtype is a known floating-point dtype, else NotApplicable (the ops
        that raise for integer inputs in PyTorch, or whose formula needs floats)."""
        if not is_float_dtype(self.dtype(x)):
            raise NotApplicable("needs a floating-point input")
        return x

    def scalar_tensor(self, v, dtype):
        """A 0-d tensor holding scalar ``v`` (``aten.full`` of ``[]``)."""
        return self.full([], v, dtype)

    def literal(self, array, dtype):
        """A ``torch.vtensor.literal`` of ``array`` (nested lists or a numpy array) in ``dtype``."""
        import numpy as np
        from tmlir.ir import attributes as A
        from tmlir.dialects.torch.ops import ValueTensorLiteralOp
        import torch
        data = np.asarray(array, dtype=torch.empty(0, dtype=to_torch_dtype(dtype)).numpy().dtype)
        t = self.vt(list(data.shape), dtype)
        attr = A.DenseElementsAttr(data, t.to_builtin())
        return self.insert(ValueTensorLiteralOp.build_literal(attr, t, self.loc)).results[0]

    def arange(self, n, start=0, step=1, dtype=None):
        """``arange.start_step(start, n, step)``; si64 unless ``dtype`` is given."""
        dt = dtype or T.SI64
        size = len(range(start, n, step)) if isinstance(n, int) and isinstance(start, int) else U
        return self.op("torch.aten.arange.start_step",
                       [start, n, step, T.type_to_scalar_type_int(dt), None, None, None], self.vt([size], dt))

    # -- structured control flow ---------------------------------------------------------------
    def loop(self, n, carried, body):
        """``for j in range(n)`` with loop-carried tensors, as ``torch.prim.Loop`` (condition
        constant true): ``body(j, *values)`` is called once to build the body (``j`` the
        ``!torch.int`` index, ``values`` the carried values of this iteration) and returns the
        next values; each is cast to its carried type (that of its initial value), so a carried
        tensor keeps its rank, dtype and sizes. ``n`` is an int or a ``!torch.int`` value (a
        constant trip count is unrolled again by canonicalization). Returns the final values.
        The ops of the body are built by this builder; values made inside stay inside."""
        from tmlir.dialects.torch.ops import PrimLoopOp, PrimLoopConditionOp
        carried = [self.value(v) for v in carried]
        true = self.bool(True)
        loop = self.insert(PrimLoopOp.build_loop(self.value(n), true, carried, self.loc))
        blk = loop.regions[0].blocks[0]
        term = PrimLoopConditionOp.create(PrimLoopConditionOp.OPNAME, [true, *blk.args[1:]], (), None, None,
                                          (), (), self.loc)
        blk.append(term)
        saved = (self.block, self.anchor, self._consts, self._sizes)
        self.block, self.anchor = blk, term
        self._consts, self._sizes = dict(self._consts), dict(self._sizes)
        try:
            nxt = list(body(blk.args[0], *blk.args[1:]))
            if len(nxt) != len(carried):
                raise ValueError(f"loop body returned {len(nxt)} values for {len(carried)} carried ones")
            nxt = [self.cast(v, c.type) if isinstance(c.type, BaseTensorType) else v for v, c in zip(nxt, carried)]
        finally:
            self.block, self.anchor, self._consts, self._sizes = saved
        term.set_operands([true, *nxt])
        return list(loop.results)

    # -- int arithmetic on sizes (Python ints fold; ``!torch.int`` values become ops) ------------
    def imul(self, a, c):
        if isinstance(a, int) and isinstance(c, int):
            return a * c
        if isinstance(c, int) and c == 1:
            return a
        if isinstance(a, int) and a == 1:
            return c
        return self.op("torch.aten.mul.int", [a, c], INT)

    def iadd(self, a, c):
        if isinstance(a, int) and isinstance(c, int):
            return a + c
        if isinstance(c, int) and c == 0:
            return a
        return self.op("torch.aten.add.int", [a, c], INT)

    def isub(self, a, c):
        if isinstance(a, int) and isinstance(c, int):
            return a - c
        if isinstance(c, int) and c == 0:
            return a
        return self.op("torch.aten.sub.int", [a, c], INT)

    def idiv(self, a, c):
        """Floor division of sizes."""
        if isinstance(a, int) and isinstance(c, int):
            return a // c
        if isinstance(c, int) and c == 1:
            return a
        return self.op("torch.aten.floordiv.int", [a, c], INT)

    def guard(self, ok, msg):
        """A run-time check on a ``!torch.bool`` scalar: the compiled program raises ``msg`` (with
        the op's source location) when it is false."""
        self.op("torch.aten._assert_scalar", [self.op("torch.aten.Int.bool", [ok], INT), self.str(msg)], [])

    def broadcast_dim(self, sizes, what="broadcast"):
        """The broadcast of the sizes (ints, ``!torch.int`` values) of one dim, with run-time
        guards that every run-time size is 1 or the result (PyTorch's error otherwise). One
        run-time size among 1s is the result as it is; two run-time sizes ``v, w`` (each 1 or the
        other) give ``max(v, w) * min(v, w, 1)`` (0 broadcast with 1 is 0)."""
        known = [s for s in sizes if isinstance(s, int) and s != 1]
        dyn = []
        for s in sizes:
            if not isinstance(s, int) and all(s is not d for d in dyn):
                dyn.append(s)
        msg = f"{what}: the sizes of a dim must be equal or 1"
        if known:
            n = known[0]
            for v in dyn:
                self.guard(self.op("torch.aten.__or__.bool", [self.op("torch.aten.eq.int", [v, 1], BOOL),
                                                              self.op("torch.aten.eq.int", [v, n], BOOL)], BOOL), msg)
            return n
        if not dyn:
            return 1
        r = dyn[0]
        for w in dyn[1:]:
            ok = self.op("torch.aten.__or__.bool", [self.op("torch.aten.eq.int", [w, 1], BOOL),
                                                    self.op("torch.aten.eq.int", [r, 1], BOOL)], BOOL)
            ok = self.op("torch.aten.__or__.bool", [ok, self.op("torch.aten.eq.int", [w, r], BOOL)], BOOL)
            self.guard(ok, msg)
            lo = self.op("torch.prim.min.int", [self.op("torch.prim.min.int", [r, w], INT), 1], INT)
            r = self.imul(self.op("torch.prim.max.int", [r, w], INT), lo)
        return r

    def broadcast_shape(self, xs, what="broadcast"):
        """The broadcast sizes of the tensors ``xs`` (right-aligned; ints and ``!torch.int``
        values, ``broadcast_dim`` per dim with its guards)."""
        ranks = [self.rank(x) for x in xs]
        rank = max(ranks, default=0)
        out = []
        for i in range(rank):
            col = [self.size(x, i - (rank - r)) for x, r in zip(xs, ranks) if i - (rank - r) >= 0]
            out.append(self.broadcast_dim(col, what))
        return out
