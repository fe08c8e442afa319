"""Direct evaluation of library functions on what the IR knows (the fast path of refinement).

DESIGN §1 allows running a shape or dtype function directly in Python when that gives the same
answer as the reified form, faster. This module does it with *symbolic dimensions*: a dynamic
size is a ``Sym`` that supports arithmetic; a comparison the evaluator cannot decide forks the
evaluation (both outcomes are explored, each path remembering what it assumed, e.g. ``s0 == 1``),
so ``broadcast([?], [4])`` gives ``[4]`` on every path that does not fail::

    sa == 1 ?  yes -> [4]
               no  -> sb == 1 ? (4 == 1: no) -> sa == sb ? yes (sa := 4) -> [4]
                                                          no  -> assertion fails

The results of the successful paths are merged (a dim is static when all paths agree on it). A
path that fails an assertion means the op *can* fail at run time for some sizes: the answer is
still used for the types, but ``try_refine`` then returns False so that the reified path builds
the runtime guard (``torch.runtime.assert``) from the function's IR.

    try_refine(op, library, "shape") -> bool   # refines op's result types in place

``guards=False`` (what the backend contract's fixed point asks) means no runtime guard will be
built: a complete answer is then enough even when some sizes could make the op fail at run time.
"""
from __future__ import annotations

import operator

from tmlir.dialects.torch.types import (BaseTensorType, ValueTensorType, ListType, OptionalType, INT, FLOAT, BOOL, NUMBER,
                                        NONE_TYPE, type_to_torch_dtype, torch_dtype_to_type)
from tmlir.dialects.torch.ops import (ConstantIntOp, ConstantFloatOp, ConstantBoolOp, ConstantNoneOp, ConstantStrOp,
                                      ConstantDeviceOp, ConstantNumberOp, PrimListConstructOp, DerefineOp)

__all__ = ["try_refine", "evaluate", "Sym", "GiveUp", "MAX_PATHS"]

#: bound on the number of paths explored per function call
MAX_PATHS = 64


class GiveUp(Exception):
    """The function cannot be evaluated on what is known (an unknown scalar is used, a dynamic
    size is used as a count, too many paths, ...)."""


class _Fork(Exception):
    pass


# ---------------------------------------------------------------------------------------------
# Symbolic sizes and the per-path assumptions
# ---------------------------------------------------------------------------------------------

class _Path:
    """The decisions of one evaluation path and what they imply."""
    __slots__ = ("prefix", "pos", "taken", "eq", "ne", "facts")

    def __init__(self, prefix):
        self.prefix = prefix
        self.pos = 0
        self.taken = []
        self.eq = {}      # sym key -> int
        self.ne = {}      # sym key -> {ints}
        self.facts = {}   # (op, key_a, key_b) -> bool

    def choose(self):
        if self.pos < len(self.prefix):
            v = self.prefix[self.pos]
        elif len(self.taken) >= 24:
            raise GiveUp("too many undecidable comparisons")
        else:
            v = True
        self.pos += 1
        self.taken.append(v)
        return v


class _Evaluation:
    """One ``evaluate`` call: the path being run (every Sym of the call refers to it and reads the
    path's assumptions from it) and the number of tensor arguments read so far (their sizes are
    the symbols ``("d", tensor, dim)``)."""
    __slots__ = ("path", "tensors")

    def __init__(self):
        self.path = None
        self.tensors = 0


def _key(x):
    return x.key if type(x) is Sym else ("c", x)


_OPS = {"eq": operator.eq, "ne": operator.ne, "lt": operator.lt, "le": operator.le, "gt": operator.gt,
        "ge": operator.ge}
_NEG = {"eq": "ne", "ne": "eq", "lt": "ge", "ge": "lt", "gt": "le", "le": "gt"}
_SWAP = {"eq": "eq", "ne": "ne", "lt": "gt", "gt": "lt", "le": "ge", "ge": "le"}


def _resolve(x):
    """A Sym known (on this path) to equal an int becomes that int."""
    if type(x) is Sym:
        v = x.ev.path.eq.get(x.key)
        if v is not None:
            return v
    return x


def _compare(op, a, b):
    a, b = _resolve(a), _resolve(b)
    if type(a) is not Sym and type(b) is not Sym:
        return _OPS[op](a, b)
    ka, kb = _key(a), _key(b)
    if ka == kb:
        return op in ("eq", "le", "ge")
    if type(a) is not Sym:            # keep the symbol on the left
        a, b, op, ka, kb = b, a, _SWAP[op], kb, ka
    p = a.ev.path
    if type(b) is not Sym:
        c = b
        if a.nonneg:                   # sizes are >= 0
            if op == "eq" and c < 0 or op == "ne" and c < 0:
                return op == "ne"
            if op == "ge" and c <= 0 or op == "gt" and c < 0:
                return True
            if op == "lt" and c <= 0 or op == "le" and c < 0:
                return False
        if op in ("eq", "ne") and c in p.ne.get(ka, ()):
            return op == "ne"
    f = p.facts.get((op, ka, kb))
    if f is not None:
        return f
    f = p.facts.get((_NEG[op], ka, kb))
    if f is not None:
        return not f
    v = p.choose()
    p.facts[(op, ka, kb)] = v
    if type(b) is not Sym and op in ("eq", "ne"):
        if (op == "eq") == v:
            p.eq[ka] = b
        else:
            p.ne.setdefault(ka, set()).add(b)
    return v


def _arith(name, fn, a, b):
    a, b = _resolve(a), _resolve(b)
    if type(a) is not Sym and type(b) is not Sym:
        return fn(a, b)
    for x in (a, b):
        if type(x) is not Sym and not isinstance(x, int):
            raise GiveUp(f"symbolic size combined with {type(x).__name__}")
    if name in ("add", "sub") and b == 0 and type(b) is not Sym:
        return a
    if name == "add" and type(a) is not Sym and a == 0:
        return b
    if name in ("mul", "floordiv") and type(b) is not Sym and b == 1:
        return a
    if name == "mul" and type(a) is not Sym and a == 1:
        return b
    if name == "mul" and (type(a) is not Sym and a == 0 or type(b) is not Sym and b == 0):
        return 0
    if name in ("floordiv", "mod") and type(a) is Sym and type(b) is not Sym and b > 0:
        k = a.key
        if k[0] == "mul":
            for x, c in ((k[1], k[2]), (k[2], k[1])):
                if c[0] == "c" and c[1] % b == 0:
                    if name == "mod":
                        return 0
                    inner = Sym(x, a.ev, a.nonneg) if x[0] != "c" else x[1]
                    return inner * (c[1] // b)
    nonneg = name in ("add", "mul", "floordiv") and all(type(x) is not Sym and x >= 0 or type(x) is Sym and x.nonneg
                                                        for x in (a, b))
    return Sym((name, _key(a), _key(b)), (a if type(a) is Sym else b).ev, nonneg)


class Sym:
    """An unknown integer (a dynamic size, or an expression of them) of the evaluation ``ev``."""
    __slots__ = ("key", "ev", "nonneg")

    def __init__(self, key, ev, nonneg=True):
        self.key = key
        self.ev = ev
        self.nonneg = nonneg

    def __repr__(self):
        return f"Sym{self.key}"

    def __hash__(self):
        return hash(self.key)

    def __eq__(self, o):
        return _compare("eq", self, o) if isinstance(o, (int, Sym)) else False

    def __ne__(self, o):
        return _compare("ne", self, o) if isinstance(o, (int, Sym)) else True

    def __lt__(self, o):
        return _compare("lt", self, o)

    def __le__(self, o):
        return _compare("le", self, o)

    def __gt__(self, o):
        return _compare("gt", self, o)

    def __ge__(self, o):
        return _compare("ge", self, o)

    def __bool__(self):
        return _compare("ne", self, 0)

    def __add__(self, o):
        return _arith("add", operator.add, self, o)

    def __radd__(self, o):
        return _arith("add", operator.add, o, self)

    def __sub__(self, o):
        return _arith("sub", operator.sub, self, o)

    def __rsub__(self, o):
        return _arith("sub", operator.sub, o, self)

    def __mul__(self, o):
        return _arith("mul", operator.mul, self, o)

    def __rmul__(self, o):
        return _arith("mul", operator.mul, o, self)

    def __floordiv__(self, o):
        return _arith("floordiv", operator.floordiv, self, o)

    def __rfloordiv__(self, o):
        return _arith("floordiv", operator.floordiv, o, self)

    def __mod__(self, o):
        return _arith("mod", operator.mod, self, o)

    def __rmod__(self, o):
        return _arith("mod", operator.mod, o, self)

    def __neg__(self):
        return _arith("sub", operator.sub, 0, self)

    def __truediv__(self, o):
        raise GiveUp("true division of a symbolic size")

    __rtruediv__ = __truediv__

    def __index__(self):
        raise GiveUp("a symbolic size used as an index or count")

    def __int__(self):
        raise GiveUp("a symbolic size converted to int")

    def __float__(self):
        raise GiveUp("a symbolic size converted to float")


class _Unknown:
    """A scalar argument whose value is not a compile-time constant: any use gives up."""
    __slots__ = ()

    def _no(self, *a):
        raise GiveUp("the function uses a scalar argument that is not a constant")
    __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __bool__ = __index__ = __int__ = __float__ = _no
    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = __floordiv__ = __truediv__ = __neg__ = _no
    __hash__ = object.__hash__


class _UnknownNumber(_Unknown):
    """A ``!torch.number`` argument (TorchScript's ``Scalar``) whose kind is not known yet: a dtype
    function's ``isinstance(x, int)`` gives up instead of answering False (which would make the
    scalar a complex one); the kind is known once the producer is refined (``aten.item`` of a
    tensor of known dtype)."""
    __slots__ = ()

    @property
    def __class__(self):
        raise GiveUp("a !torch.number argument of unknown kind (int, float or complex)")


class _UnknownBool(_Unknown):
    """A non-constant ``!torch.bool`` argument: ``isinstance(x, bool)`` (and ``int``) holds, as for
    Python's bool; its value is unknown."""
    __slots__ = ()

    @property
    def __class__(self):
        return bool


class _UnknownInt(int):
    """An int argument with unknown value: its type is known (dtype functions ask
    ``isinstance(x, int)``), its value is not."""
    def _no(self, *a):
        raise GiveUp("the function uses an int argument that is not a constant")
    __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __bool__ = __index__ = __int__ = __float__ = _no
    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = __floordiv__ = __truediv__ = __neg__ = _no
    __hash__ = int.__hash__


class _UnknownFloat(float):
    def _no(self, *a):
        raise GiveUp("the function uses a float argument that is not a constant")
    __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __bool__ = __int__ = __float__ = _no
    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = __floordiv__ = __truediv__ = __neg__ = _no
    __hash__ = float.__hash__


# ---------------------------------------------------------------------------------------------
# Running a function on every path
# ---------------------------------------------------------------------------------------------

def _concretize(x):
    """Replace Syms the path pinned to ints; keep the rest."""
    if type(x) is Sym:
        return _resolve(x)
    if isinstance(x, list):
        return [_concretize(e) for e in x]
    if isinstance(x, tuple):
        return tuple(_concretize(e) for e in x)
    return x


def evaluate(fn, args, ev):
    """Run ``fn(*args)`` on every path (``ev``: the evaluation the Syms in ``args`` belong to;
    it holds the path being run). Returns ``(results, failures)``: the concretized results
    of the paths that returned, and the messages of the paths that failed an assertion (or raised
    another error the function means as a user error). Raises GiveUp."""
    results, failures = [], []
    stack = [[]]
    runs = 0
    while stack:
        prefix = stack.pop()
        runs += 1
        if runs > MAX_PATHS:
            raise GiveUp(f"more than {MAX_PATHS} paths")
        p = ev.path = _Path(prefix)
        try:
            r = fn(*args)
            results.append(_concretize(r))
        except (AssertionError, IndexError, ValueError, RuntimeError, ZeroDivisionError) as e:
            failures.append(str(e) or type(e).__name__)
        except TypeError as e:
            raise GiveUp(f"type error: {e}") from None
        # schedule the other outcome of every decision this path made beyond its prefix
        for i in range(len(p.taken) - 1, len(prefix) - 1, -1):
            if p.taken[i]:
                stack.append(p.taken[:i] + [False])
    return results, failures


# ---------------------------------------------------------------------------------------------
# Arguments from the IR
# ---------------------------------------------------------------------------------------------

def _prop_value(op):
    v = op.properties.get("value") if op.properties else None
    return getattr(v, "value", None)


def _scalar_arg(v, stype):
    d = v.defining_op
    t = v.type
    if t is NONE_TYPE:
        return None
    if isinstance(d, (ConstantIntOp, ConstantFloatOp, ConstantBoolOp, ConstantStrOp, ConstantDeviceOp)):
        val = _prop_value(d)
        if isinstance(d, ConstantBoolOp):
            return bool(val)
        if isinstance(d, ConstantIntOp):
            return int(val)
        if isinstance(d, ConstantFloatOp):
            return float(val)
        return val
    if isinstance(d, ConstantNumberOp):
        return _prop_value(d)
    if isinstance(d, DerefineOp):
        return _scalar_arg(d.operand(0), stype)
    if isinstance(d, PrimListConstructOp):
        return [_scalar_arg(e, None) for e in d.operands]
    if t is INT:
        return _UnknownInt(0)
    if t is FLOAT:
        return _UnknownFloat(0.0)
    if t is NUMBER:
        return _UnknownNumber()
    if t is BOOL:
        return _UnknownBool()
    return _Unknown()


def _tensor_shape(v, i, ev):
    t = v.type
    if not isinstance(t, BaseTensorType) or t.sizes is None:
        raise GiveUp("an operand of unknown rank")
    return [Sym(("d", i, j), ev) if s < 0 else s for j, s in enumerate(t.sizes)]


def _tensor_rank_dtype(v):
    t = v.type
    if not isinstance(t, BaseTensorType) or t.sizes is None or t.dtype is None:
        raise GiveUp("an operand of unknown rank or dtype")
    return (len(t.sizes), type_to_torch_dtype(t.dtype))


def _tensor_arg(v, stype, kind, ev):
    """Shape list or (rank, dtype) of a tensor / optional tensor / tensor list operand."""
    t = v.type
    if t is NONE_TYPE:
        return None
    d = v.defining_op
    if isinstance(t, OptionalType) or isinstance(d, DerefineOp) and not isinstance(t, BaseTensorType):
        if isinstance(d, DerefineOp):
            return _tensor_arg(d.operand(0), stype, kind, ev)
        raise GiveUp("an optional tensor that is not known to be present")
    if isinstance(t, ListType):
        if not isinstance(d, PrimListConstructOp):
            raise GiveUp("a tensor list not built by prim.ListConstruct")
        return [_tensor_arg(e, stype, kind, ev) for e in d.operands]
    if isinstance(t, BaseTensorType):
        ev.tensors += 1
        return _tensor_shape(v, ev.tensors, ev) if kind == "shape" else _tensor_rank_dtype(v)
    raise GiveUp(f"unexpected operand type {t}")


def _arguments(op, kind, ev):
    schema = type(op).schema
    args = []
    for a, v in zip(schema.arguments, op.operands):
        if a.type.is_tensor_like():
            args.append(_tensor_arg(v, a.type, kind, ev))
        else:
            args.append(_scalar_arg(v, a.type))
    return args


# ---------------------------------------------------------------------------------------------
# Merging the paths and refining the op
# ---------------------------------------------------------------------------------------------

def _merge_shapes(results, n):
    """One size list per tensor result: static where every path agrees on an int."""
    per = []
    for r in results:
        shapes = [r] if n == 1 else list(r)
        if len(shapes) != n:
            raise GiveUp("the function returned the wrong number of shapes")
        per.append(shapes)
    merged = []
    for i in range(n):
        cands = [p[i] for p in per]
        if not all(isinstance(c, (list, tuple)) for c in cands):
            raise GiveUp("the function returned something that is not a shape")
        rank = len(cands[0])
        if any(len(c) != rank for c in cands):
            merged.append(None)   # rank depends on the path
            continue
        sizes = []
        for j in range(rank):
            vals = {c[j] if type(c[j]) is not Sym else None for c in cands}
            if len(vals) == 1 and None not in vals:
                v = vals.pop()
                if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                    raise GiveUp(f"the function returned size {v!r}")
                sizes.append(v)
            else:
                sizes.append(-1)
        merged.append(sizes)
    return merged


def _merge_dtypes(results, n):
    merged = []
    for i in range(n):
        vals = set()
        for r in results:
            d = r if n == 1 else r[i]
            vals.add(d)
        merged.append(vals.pop() if len(vals) == 1 else None)
    return merged


def _tensor_results(op):
    return [r for r in op.results if isinstance(r.type, BaseTensorType)]


def _meet_sizes(old, new):
    if new is None:
        return old
    if old is None:
        return new
    if len(old) != len(new):
        return old   # inconsistent: keep what the IR says
    return [o if o >= 0 else n for o, n in zip(old, new)]


def set_result_type(result, new_type):
    """Give ``result`` the refined ``new_type``; users that do not allow type refinement keep
    seeing the old type through a ``torch.tensor_static_info_cast``."""
    from tmlir.dialects.torch.ops import AllowsTypeRefinement, TensorStaticInfoCastOp
    old = result.type
    if new_type is old:
        return False
    result.type = new_type
    cast = None
    for user, k in list(result.uses):
        if cast is not None and user is cast:
            continue
        if AllowsTypeRefinement in type(user).traits and getattr(type(user), "schema", True) is not None:
            continue
        if cast is None:
            cast = TensorStaticInfoCastOp.build_cast(result, old, result.op.location)
            result.op.parent.insert_after(cast, result.op)
        user.set_operand(k, cast.results[0])
    return True


def _refine(op, kind, merged):
    changed = False
    for r, m in zip(_tensor_results(op), merged):
        t = r.type
        if kind == "shape":
            new = t.with_sizes(_meet_sizes(t.sizes, m)) if m is not None else t
        else:
            if m is None or t.dtype is not None:
                continue
            from .dtype_helpers import int_to_dtype
            new = t.with_dtype(torch_dtype_to_type(int_to_dtype(m)))
        if new is not t:
            changed |= set_result_type(r, new)
    return changed


def _settled(t, kind):
    if kind == "shape":
        return t.sizes is not None and all(d >= 0 for d in t.sizes)
    return t.dtype is not None


def try_refine(op, library, kind, guards=True):
    """Evaluate ``op``'s ``kind`` ("shape"/"dtype") function directly and refine its result types.
    Returns True when the answer is complete and (with ``guards``) no assertion could fail at run
    time (nothing left for the reified path to do), False otherwise (then reify: for the guard, or
    because the function could not be evaluated here). Without ``guards`` no runtime guard is
    wanted: a complete answer is enough, and an op whose results are already settled is done."""
    schema = getattr(type(op), "schema", None)
    if schema is None:
        return False
    fn = library.shape_function(schema.key) if kind == "shape" else library.dtype_function(schema.key)
    if fn is None:
        return False
    tensors = _tensor_results(op)
    if not tensors or len(tensors) != len(op.results):
        return False
    if not guards and all(_settled(r.type, kind) for r in tensors):
        return True
    try:
        ev = _Evaluation()
        args = _arguments(op, kind, ev)
        results, failures = evaluate(fn, args, ev)
        if not results:
            return False    # fails on every path: leave it to the reified path and run time
        if kind == "shape":
            merged = _merge_shapes(results, len(tensors))
        else:
            merged = _merge_dtypes(results, len(tensors))
    except GiveUp:
        return False
    _refine(op, kind, merged)
    if failures and guards:
        return False
    if kind == "shape":
        return all(m is not None for m in merged)
    return all(m is not None for m in merged)
