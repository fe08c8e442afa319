"""Affine expressions and maps, printed as MLIR prints them.

    >>> d0, d1 = dim(0), dim(1)
    >>> str(AffineMap(2, 0, (d0, const(0))))
    '(d0, d1) -> (d0, 0)'
    >>> str(AffineMapAttr(AffineMap.identity(2)))
    'affine_map<(d0, d1) -> (d0, d1)>'

Construction applies MLIR's light canonicalisations (constant folding, ``x + 0``, ``x * 1``,
constants moved to the right of commutative operators) so that maps built here print the same
after a round trip through upstream MLIR.
"""
from __future__ import annotations

from .attributes import Attribute, _Interned

ADD, MUL, MOD, FLOORDIV, CEILDIV = "+", "*", "mod", "floordiv", "ceildiv"


class AffineExpr(metaclass=_Interned):
    __slots__ = ()

    def __add__(self, other):
        return add(self, _wrap(other))

    __radd__ = __add__

    def __mul__(self, other):
        return mul(self, _wrap(other))

    __rmul__ = __mul__

    def __neg__(self):
        return mul(self, const(-1))

    def __sub__(self, other):
        return add(self, mul(_wrap(other), const(-1)))

    def __mod__(self, other):
        return binary(MOD, self, _wrap(other))

    def floordiv(self, other):
        return binary(FLOORDIV, self, _wrap(other))

    def ceildiv(self, other):
        return binary(CEILDIV, self, _wrap(other))

    def __str__(self):
        return _print(self, False)

    def __repr__(self):
        return f"<AffineExpr {self}>"

    @classmethod
    def _key(cls, *args):
        return args

    def __reduce__(self):
        return (_rebuild_expr, (type(self), self._args()))


def _rebuild_expr(cls, args):
    return cls(*args)


class AffineDimExpr(AffineExpr):
    __slots__ = ("position",)

    def _init(self, position):
        self.position = position

    def _args(self):
        return (self.position,)


class AffineSymbolExpr(AffineExpr):
    __slots__ = ("position",)

    def _init(self, position):
        self.position = position

    def _args(self):
        return (self.position,)


class AffineConstantExpr(AffineExpr):
    __slots__ = ("value",)

    def _init(self, value):
        self.value = value

    def _args(self):
        return (self.value,)


class AffineBinaryExpr(AffineExpr):
    __slots__ = ("kind", "lhs", "rhs")

    def _init(self, kind, lhs, rhs):
        self.kind = kind
        self.lhs = lhs
        self.rhs = rhs

    def _args(self):
        return (self.kind, self.lhs, self.rhs)


def dim(i: int) -> AffineDimExpr:
    return AffineDimExpr(int(i))


def symbol(i: int) -> AffineSymbolExpr:
    return AffineSymbolExpr(int(i))


def const(v: int) -> AffineConstantExpr:
    return AffineConstantExpr(int(v))


def _wrap(x):
    return const(x) if isinstance(x, int) else x


def _floordiv(a, b):
    return a // b


def _ceildiv(a, b):
    return -((-a) // b)


def add(lhs, rhs):
    if isinstance(lhs, AffineConstantExpr) and not isinstance(rhs, AffineConstantExpr):
        lhs, rhs = rhs, lhs
    if isinstance(rhs, AffineConstantExpr):
        if isinstance(lhs, AffineConstantExpr):
            return const(lhs.value + rhs.value)
        if rhs.value == 0:
            return lhs
        if isinstance(lhs, AffineBinaryExpr) and lhs.kind == ADD and isinstance(lhs.rhs, AffineConstantExpr):
            return add(lhs.lhs, const(lhs.rhs.value + rhs.value))
    return AffineBinaryExpr(ADD, lhs, rhs)


def mul(lhs, rhs):
    if isinstance(lhs, AffineConstantExpr) and not isinstance(rhs, AffineConstantExpr):
        lhs, rhs = rhs, lhs
    if isinstance(rhs, AffineConstantExpr):
        if isinstance(lhs, AffineConstantExpr):
            return const(lhs.value * rhs.value)
        if rhs.value == 1:
            return lhs
        if rhs.value == 0:
            return const(0)
        if isinstance(lhs, AffineBinaryExpr) and lhs.kind == MUL and isinstance(lhs.rhs, AffineConstantExpr):
            return mul(lhs.lhs, const(lhs.rhs.value * rhs.value))
    return AffineBinaryExpr(MUL, lhs, rhs)


def binary(kind, lhs, rhs):
    if kind == ADD:
        return add(lhs, rhs)
    if kind == MUL:
        return mul(lhs, rhs)
    if isinstance(rhs, AffineConstantExpr):
        c = rhs.value
        if isinstance(lhs, AffineConstantExpr) and c != 0:
            fn = {MOD: lambda a, b: a % b, FLOORDIV: _floordiv, CEILDIV: _ceildiv}[kind]
            return const(fn(lhs.value, c))
        if c == 1:
            return const(0) if kind == MOD else lhs
    return AffineBinaryExpr(kind, lhs, rhs)


def _print(e, strong: bool) -> str:
    t = type(e)
    if t is AffineDimExpr:
        return f"d{e.position}"
    if t is AffineSymbolExpr:
        return f"s{e.position}"
    if t is AffineConstantExpr:
        return str(e.value)
    kind = e.kind
    if kind != ADD:
        lhs, rhs = e.lhs, e.rhs
        if kind == MUL and isinstance(rhs, AffineConstantExpr) and rhs.value == -1:
            return "-" + _print(lhs, True)
        sep = " * " if kind == MUL else f" {kind} "
        s = _print(lhs, True) + sep + _print(rhs, True)
        return f"({s})" if strong else s
    lhs, rhs = e.lhs, e.rhs
    # a + b * -c  prints as  a - b * c;  a + -c  as  a - c
    if isinstance(rhs, AffineBinaryExpr) and rhs.kind == MUL and isinstance(rhs.rhs, AffineConstantExpr):
        c = rhs.rhs.value
        if c == -1:
            s = _print(lhs, False) + " - " + _print(rhs.lhs, True)
            return f"({s})" if strong else s
        if c < -1:
            s = _print(lhs, False) + " - " + _print(rhs.lhs, True) + f" * {-c}"
            return f"({s})" if strong else s
    if isinstance(rhs, AffineConstantExpr) and rhs.value < 0:
        s = _print(lhs, False) + f" - {-rhs.value}"
        return f"({s})" if strong else s
    s = _print(lhs, False) + " + " + _print(rhs, False)
    return f"({s})" if strong else s


def _check_positions(e, num_dims, num_symbols):
    """Raise ValueError when ``e`` names a dim or symbol beyond the map's counts."""
    if isinstance(e, AffineBinaryExpr):
        _check_positions(e.lhs, num_dims, num_symbols)
        _check_positions(e.rhs, num_dims, num_symbols)
    elif isinstance(e, AffineDimExpr) and not 0 <= e.position < num_dims:
        raise ValueError(f"affine map with {num_dims} dim(s) uses d{e.position}")
    elif isinstance(e, AffineSymbolExpr) and not 0 <= e.position < num_symbols:
        raise ValueError(f"affine map with {num_symbols} symbol(s) uses s{e.position}")


class AffineMap(metaclass=_Interned):
    __slots__ = ("num_dims", "num_symbols", "results")

    @classmethod
    def _key(cls, num_dims, num_symbols, results):
        return (int(num_dims), int(num_symbols), tuple(_wrap(r) for r in results))

    def _init(self, num_dims, num_symbols, results):
        for r in results:
            _check_positions(r, num_dims, num_symbols)
        self.num_dims = num_dims
        self.num_symbols = num_symbols
        self.results = results

    def __reduce__(self):
        return (AffineMap, (self.num_dims, self.num_symbols, self.results))

    @staticmethod
    def identity(n: int) -> "AffineMap":
        return AffineMap(n, 0, tuple(dim(i) for i in range(n)))

    @staticmethod
    def from_dims(num_dims: int, positions) -> "AffineMap":
        return AffineMap(num_dims, 0, tuple(dim(p) for p in positions))

    @staticmethod
    def permutation(perm) -> "AffineMap":
        return AffineMap(len(perm), 0, tuple(dim(p) for p in perm))

    def is_identity(self):
        return self.num_symbols == 0 and len(self.results) == self.num_dims and all(
            isinstance(r, AffineDimExpr) and r.position == i for i, r in enumerate(self.results))

    def is_projected_permutation(self):
        seen = set()
        for r in self.results:
            if isinstance(r, AffineDimExpr):
                if r.position in seen:
                    return False
                seen.add(r.position)
            elif not (isinstance(r, AffineConstantExpr) and r.value == 0):
                return False
        return True

    def __str__(self):
        dims = ", ".join(f"d{i}" for i in range(self.num_dims))
        syms = f"[{', '.join(f's{i}' for i in range(self.num_symbols))}]" if self.num_symbols else ""
        return f"({dims}){syms} -> ({', '.join(_print(r, False) for r in self.results)})"

    def __repr__(self):
        return f"<AffineMap {self}>"


class AffineMapAttr(Attribute):
    __slots__ = ("value",)

    def _init(self, value):
        self.value = value

    def _args(self):
        return (self.value,)

    def _format(self):
        return f"affine_map<{self.value}>"
