"""Declarative op definitions.

A dialect is a list of small classes. Fields declare operands, results, properties (inherent
attributes), regions and successors, in order; ``traits`` and ``verify_`` add checks; an
``assembly_format`` string (MLIR's declarative format) or ``print_custom``/``parse_custom``
methods give the custom textual form. Ops without a custom form print generically.

    @register
    class AddFOp(Op):
        OPNAME = "arith.addf"
        lhs = operand()
        rhs = operand()
        result = result()
        fastmath = opt_prop(dialect_attr="arith.fastmath")
        traits = {Pure, SameOperandsAndResultType}
        assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"

    op = AddFOp.build(lhs=a, rhs=b, result=F32)   # generic keyword builder
    op.lhs, op.result                              # accessors by field name

With more than one variadic operand (result) group, the op carries an ``operandSegmentSizes``
(``resultSegmentSizes``) property, as MLIR's AttrSizedOperandSegments does.
"""
from __future__ import annotations

import importlib
import keyword

from .attributes import (Attribute, DenseArrayAttr, I32, UNIT, IntegerAttr, IntegerType, FloatAttr,
                         format_attr_dict)
from .core import Operation, Region, Block, VerifyError, IRError
from .location import UNKNOWN_LOC

# ---------------------------------------------------------------------------------------------
# Registry
# ---------------------------------------------------------------------------------------------

_OPS: dict[str, type] = {}
_LOADED_DIALECTS: set[str] = set()
# dialect name -> module that defines it (imported on first use of the dialect)
DIALECT_MODULES = {
    "builtin": "tmlir.ir.dialects.builtin",
    "func": "tmlir.ir.dialects.func",
    "arith": "tmlir.ir.dialects.arith",
    "math": "tmlir.ir.dialects.math",
    "complex": "tmlir.ir.dialects.complex",
    "tensor": "tmlir.ir.dialects.tensor",
    "linalg": "tmlir.ir.dialects.linalg",
    "scf": "tmlir.ir.dialects.scf",
    "cf": "tmlir.ir.dialects.cf",
    "ml_program": "tmlir.ir.dialects.ml_program",
    "tosa": "tmlir.ir.dialects.tosa",
    "stablehlo": "tmlir.ir.dialects.stablehlo",
    "chlo": "tmlir.ir.dialects.chlo",
    "torch": "tmlir.dialects.torch",
    "torch_c": "tmlir.dialects.torch_c",
}
# dialect name -> fn(op name) -> op class or None: for dialects that create op classes on first
# lookup (the torch dialect's thousands of generated ops); the class is then registered
DIALECT_OP_FACTORIES = {}


def register(cls):
    """Class decorator: make ``cls`` the class for ops named ``cls.OPNAME``."""
    _OPS[cls.OPNAME] = cls
    return cls


def load_dialect(name: str) -> bool:
    if name in _LOADED_DIALECTS:
        return True
    mod = DIALECT_MODULES.get(name)
    _LOADED_DIALECTS.add(name)
    if mod is None:
        return False
    importlib.import_module(mod)
    return True


def lookup_op_class(name: str):
    cls = _OPS.get(name)
    if cls is None:
        dialect = name.split(".", 1)[0]
        if dialect not in _LOADED_DIALECTS and load_dialect(dialect):
            cls = _OPS.get(name)
        if cls is None and dialect in DIALECT_OP_FACTORIES:
            cls = DIALECT_OP_FACTORIES[dialect](name)
            if cls is not None:
                _OPS[name] = cls
    return cls


def registered_ops():
    for d in DIALECT_MODULES:
        load_dialect(d)
    return dict(_OPS)


# ---------------------------------------------------------------------------------------------
# Traits
# ---------------------------------------------------------------------------------------------

class Trait:
    def __init__(self, name, verify=None):
        self.name = name
        self._verify = verify

    def verify(self, op):
        if self._verify is not None:
            self._verify(op)

    def __repr__(self):
        return f"<Trait {self.name}>"


def _verify_same_operands_and_result_type(op):
    res = op.results
    ops = op._operands
    if not res and not ops:
        return
    t = res[0].type if res else ops[0].type
    for v in ops:
        if v.type is not t:
            break
    else:
        for r in res:
            if r.type is not t:
                break
        else:
            return
    raise VerifyError(f"'{op.name}' requires the same type for all operands and results", op=op)


def _verify_same_operands_type(op):
    types = [v.type for v in op.operands]
    if types and any(t is not types[0] for t in types):
        raise VerifyError(f"'{op.name}' requires all operands to have the same type", op=op)


def _verify_terminator(op):
    if op.parent is not None and op.parent._last is not op:
        raise VerifyError(f"'{op.name}' must be the last operation in its block", op=op)


def _verify_single_block(op):
    for r in op.regions:
        if len(r.blocks) > 1:
            raise VerifyError(f"'{op.name}' expects each region to have at most one block", op=op)


def _verify_isolated(op):
    for region in op.regions:
        for inner in region.ops():
            for sub in inner.walk():
                for v in sub.operands:
                    owner_op = v.op if hasattr(v, "op") else v.block.parent_op
                    if owner_op is not None and not op.is_ancestor_of(owner_op):
                        raise VerifyError(f"'{sub.name}' uses a value defined above '{op.name}', which is "
                                          "isolated from above", op=sub)


Pure = Trait("Pure")
Commutative = Trait("Commutative")
ConstantLike = Trait("ConstantLike")
IsTerminator = Trait("IsTerminator", _verify_terminator)
NoTerminator = Trait("NoTerminator")
SingleBlock = Trait("SingleBlock", _verify_single_block)
IsolatedFromAbove = Trait("IsolatedFromAbove")  # checked in verifier.py's walk, per cross-block use
SameOperandsAndResultType = Trait("SameOperandsAndResultType", _verify_same_operands_and_result_type)
SameTypeOperands = Trait("SameTypeOperands", _verify_same_operands_type)
Symbol = Trait("Symbol")
SymbolTable = Trait("SymbolTable")
ReturnLike = Trait("ReturnLike")
Elementwise = Trait("Elementwise")
# free of side effects when every op nested in its regions is, and its operands are values rather
# than buffers (MLIR's RecursiveMemoryEffects, as linalg ops on tensors have it)
RecursivelyPure = Trait("RecursivelyPure")


def effect_free(op):
    """``op`` itself has no side effect: Pure, or RecursivelyPure (a linalg op: its effects are
    those of its operands and nested ops) with no buffer operand. The nested ops are the caller's
    to check (CSE compares them; the rewrite driver's dead-code check walks them)."""
    t = type(op).traits
    if Pure not in t and RecursivelyPure not in t:
        return False
    from .attributes import MemRefType
    for v in op._operands:
        if isinstance(v.type, MemRefType):
            return False
    return True


def HasParent(*names):
    def check(op):
        p = op.parent_op
        if p is None or p.name not in names:
            raise VerifyError(f"'{op.name}' expects parent op {' or '.join(repr(n) for n in names)}", op=op)
    return Trait(f"HasParent({', '.join(names)})", check)


# ---------------------------------------------------------------------------------------------
# Field definitions
# ---------------------------------------------------------------------------------------------

SINGLE, OPTIONAL, VARIADIC = "single", "optional", "variadic"


class Field:
    kind = None
    arity = SINGLE

    def __init__(self, constraint=None, arity=SINGLE, **options):
        self.constraint = constraint
        self.arity = arity
        self.options = options
        self.name = None
        self.index = None  # position among fields of its kind

    def __set_name__(self, owner, name):
        self.name = name


class OperandDef(Field):
    kind = "operand"

    def __get__(self, op, owner=None):
        if op is None:
            return self
        return _group(op, type(op)._operand_groups, op._operands, self, "operandSegmentSizes")


class ResultDef(Field):
    kind = "result"

    def __get__(self, op, owner=None):
        if op is None:
            return self
        return _group(op, type(op)._result_groups, op.results, self, "resultSegmentSizes")


class PropDef(Field):
    """An inherent attribute (stored in ``op.properties``)."""
    kind = "prop"

    def __get__(self, op, owner=None):
        if op is None:
            return self
        a = op.properties.get(self.name)
        if a is None:
            a = op.attributes.get(self.name)
        return a

    def __set__(self, op, value):
        if value is None:
            op.properties.pop(self.name, None)
        else:
            op.properties[self.name] = value


class RegionDef(Field):
    kind = "region"

    def __get__(self, op, owner=None):
        if op is None:
            return self
        if self.arity == VARIADIC:
            return op.regions[self.index:]
        return op.regions[self.index]


class SuccessorDef(Field):
    kind = "successor"

    def __get__(self, op, owner=None):
        if op is None:
            return self
        if self.arity == VARIADIC:
            return op.successors[self.index:]
        return op.successors[self.index]


def operand(constraint=None):
    return OperandDef(constraint)


def opt_operand(constraint=None):
    return OperandDef(constraint, OPTIONAL)


def var_operand(constraint=None):
    return OperandDef(constraint, VARIADIC)


def result(constraint=None):
    return ResultDef(constraint)


def opt_result(constraint=None):
    return ResultDef(constraint, OPTIONAL)


def var_result(constraint=None):
    return ResultDef(constraint, VARIADIC)


def prop(constraint=None, **options):
    """A required inherent attribute. Options: ``dialect_attr="arith.fastmath"`` (printed without
    the ``#arith.fastmath`` prefix in custom forms), ``elide_type=I64`` (printed without its type),
    ``default=attr`` (absent means this value; not printed when equal)."""
    return PropDef(constraint, SINGLE, **options)


def opt_prop(constraint=None, **options):
    return PropDef(constraint, OPTIONAL, **options)


def region(single_block=False):
    return RegionDef(None, SINGLE, single_block=single_block)


def var_region():
    return RegionDef(None, VARIADIC)


def successor():
    return SuccessorDef(None)


def var_successor():
    return SuccessorDef(None, VARIADIC)


def _group(op, groups, values, field, seg_name):
    """The value(s) of one operand/result group, using segment sizes when there are several
    variadic groups."""
    cls = type(op)
    if len(groups) == 1:
        return values[0] if field.arity == SINGLE else (
            (values[0] if values else None) if field.arity == OPTIONAL else values[:])
    if field.arity == SINGLE and all(g.arity == SINGLE for g in groups[:field.index]):
        return values[field.index]  # fast path: only single groups before it
    sizes = cls._segment_sizes(op, groups, len(values), seg_name)
    start = sum(sizes[:field.index])
    n = sizes[field.index]
    if field.arity == SINGLE:
        return values[start]
    if field.arity == OPTIONAL:
        return values[start] if n else None
    return values[start:start + n]


# ---------------------------------------------------------------------------------------------
# Op base class
# ---------------------------------------------------------------------------------------------

class Op(Operation):
    """Base for defined ops. Subclasses set OPNAME and declare fields."""

    __slots__ = ()
    OPNAME = None
    traits = frozenset()
    assembly_format = None
    # set by __init_subclass__
    _operand_groups = ()
    _result_groups = ()
    _props = ()
    _region_defs = ()
    _successor_defs = ()
    _inherent_names = frozenset()
    _format = None

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        fields = []
        for klass in reversed(cls.__mro__):
            for name, v in vars(klass).items():
                if isinstance(v, Field):
                    fields = [f for f in fields if f.name != name]
                    fields.append(v)
        cls._operand_groups = tuple(f for f in fields if f.kind == "operand")
        cls._result_groups = tuple(f for f in fields if f.kind == "result")
        cls._props = tuple(f for f in fields if f.kind == "prop")
        cls._region_defs = tuple(f for f in fields if f.kind == "region")
        cls._successor_defs = tuple(f for f in fields if f.kind == "successor")
        for group in (cls._operand_groups, cls._result_groups, cls._region_defs, cls._successor_defs):
            for i, f in enumerate(group):
                f.index = i
        names = {f.name for f in cls._props}
        if sum(f.arity != SINGLE for f in cls._operand_groups) > 1:
            names.add("operandSegmentSizes")
        if sum(f.arity != SINGLE for f in cls._result_groups) > 1:
            names.add("resultSegmentSizes")
        names.update(getattr(cls, "extra_inherent", ()))
        cls._inherent_names = frozenset(names)
        # fast paths for the common shape: only single operands/results, no regions/successors
        cls._simple = (all(f.arity == SINGLE for f in cls._operand_groups)
                       and all(f.arity == SINGLE for f in cls._result_groups)
                       and not cls._region_defs and not cls._successor_defs)
        cls._operand_names = tuple(f.name for f in cls._operand_groups)
        cls._result_names = tuple(f.name for f in cls._result_groups)
        cls._checked_operands = tuple(f for f in cls._operand_groups if f.constraint is not None)
        cls._checked_results = tuple(f for f in cls._result_groups if f.constraint is not None)
        cls._region_count = (None if any(r.arity == VARIADIC for r in cls._region_defs)
                             else len(cls._region_defs))
        # (name, required, constraint, constraint-is-a-class) per property, for verify_structure
        cls._prop_checks = tuple((f.name, f.arity == SINGLE and "default" not in f.options, f.constraint,
                                  isinstance(f.constraint, (type, tuple))) for f in cls._props)
        cls.traits = frozenset(cls.traits)
        cls._trait_verifiers = tuple(t._verify for t in cls.traits if t._verify is not None)
        cls._format = None
        if isinstance(cls.__dict__.get("OPNAME"), str) and cls.__dict__.get("assembly_format"):
            from .format import compile_format
            cls._format = compile_format(cls, cls.assembly_format)

    @staticmethod
    def _segment_sizes(op, groups, total, seg_name):
        seg = op.properties.get(seg_name) or op.attributes.get(seg_name)
        if seg is not None:
            return list(seg.value)
        # at most one non-single group: it takes what is left
        n_single = sum(1 for g in groups if g.arity == SINGLE)
        sizes = [1 if g.arity == SINGLE else total - n_single for g in groups]
        return sizes

    # -- generic builder -----------------------------------------------------------------------
    @classmethod
    def build(cls, **kw):
        """Build from field names: operands by value(s), results by type(s), props by attribute.

        ``AddFOp.build(lhs=a, rhs=b, result=F32)``. A result omitted for a single-result op whose
        operands all share one type takes that type (SameOperandsAndResultType-like ops).
        Missing regions are created empty. Also takes ``location``, ``attributes`` (discardable),
        ``regions`` and ``successors``.

        The first call for a class with only single operands/results installs a builder
        generated for that class's fields (as dataclasses generate ``__init__``), so the common
        case is one plain function call.
        """
        if cls._simple and "build" not in cls.__dict__ and _build_owner_is_default(cls):
            fn = _generate_simple_build(cls)
            if fn is not None:
                type.__setattr__(cls, "build", classmethod(fn))
                return fn(cls, **kw)
        return cls.generic_build(**kw)

    @classmethod
    def generic_build(cls, *, location=None, attributes=None, regions=None, successors=None, **kw):
        """The field-driven builder for any op shape (see ``build``)."""
        operands, seg = [], []
        for f in cls._operand_groups:
            v = kw.pop(f.name, None)
            if f.arity == SINGLE:
                if v is None:
                    raise IRError(f"'{cls.OPNAME}' needs operand '{f.name}'")
                operands.append(v)
                seg.append(1)
            elif f.arity == OPTIONAL:
                if v is not None:
                    operands.append(v)
                seg.append(0 if v is None else 1)
            else:
                v = list(v or ())
                operands.extend(v)
                seg.append(len(v))
        results, rseg = [], []
        for f in cls._result_groups:
            t = kw.pop(f.name, None)
            if f.arity == SINGLE:
                if t is None:
                    if operands and all(o.type is operands[0].type for o in operands) and len(cls._result_groups) == 1:
                        t = operands[0].type
                    else:
                        raise IRError(f"'{cls.OPNAME}' needs the type of result '{f.name}'")
                results.append(t)
                rseg.append(1)
            elif f.arity == OPTIONAL:
                if t is not None:
                    results.append(t)
                rseg.append(0 if t is None else 1)
            else:
                t = list(t or ())
                results.extend(t)
                rseg.append(len(t))
        props = {}
        for f in cls._props:
            a = kw.pop(f.name, None)
            if a is not None:
                props[f.name] = a
            elif f.arity == SINGLE and "default" in f.options:
                props[f.name] = f.options["default"]
        if "operandSegmentSizes" in cls._inherent_names and sum(f.arity != SINGLE for f in cls._operand_groups) > 1:
            props["operandSegmentSizes"] = DenseArrayAttr(I32, seg)
        if "resultSegmentSizes" in cls._inherent_names and sum(f.arity != SINGLE for f in cls._result_groups) > 1:
            props["resultSegmentSizes"] = DenseArrayAttr(I32, rseg)
        succ = []
        for f in cls._successor_defs:
            s = kw.pop(f.name, None)
            if s is not None:
                succ.extend(s if f.arity == VARIADIC else [s])
        if successors:
            succ.extend(successors)
        regs = list(regions or ())
        for f in cls._region_defs[len(regs):]:
            r = kw.pop(f.name, None)
            if r is None and f.arity == VARIADIC:
                continue
            regs.append(r if r is not None else Region())
        if kw:
            raise IRError(f"'{cls.OPNAME}' has no field(s) {', '.join(sorted(kw))}")
        return cls.create(cls.OPNAME, operands, results, attributes, props, regs, succ, location)

    # -- verification --------------------------------------------------------------------------
    def verify_structure(self):
        cls = type(self)
        if cls._simple:
            if len(self._operands) != len(cls._operand_groups):
                raise VerifyError(f"'{self.name}' expects {len(cls._operand_groups)} operand(s), "
                                  f"got {len(self._operands)}", op=self)
            if len(self.results) != len(cls._result_groups):
                raise VerifyError(f"'{self.name}' expects {len(cls._result_groups)} result(s), "
                                  f"got {len(self.results)}", op=self)
        else:
            _check_count(self, "operand", cls._operand_groups, len(self._operands), "operandSegmentSizes")
            _check_count(self, "result", cls._result_groups, len(self.results), "resultSegmentSizes")
        nreg = cls._region_count
        if nreg is not None and len(self.regions) != nreg:
            raise VerifyError(f"'{self.name}' expects {nreg} region(s), got {len(self.regions)}", op=self)
        props, attrs = self.properties, self.attributes
        for name, required, c, c_is_class in cls._prop_checks:
            a = props.get(name)
            if a is None:
                a = attrs.get(name)
                if a is None:
                    if required:
                        raise VerifyError(f"'{self.name}' requires attribute '{name}'", op=self)
                    continue
            if c is not None and not (isinstance(a, c) if c_is_class else c(a)):
                raise VerifyError(f"'{self.name}' attribute '{name}' has an unexpected value {a}", op=self)
        for group, what in ((cls._checked_operands, "operand"), (cls._checked_results, "result")):
            for f in group:
                c = f.constraint
                v = getattr(self, f.name)
                vals = v if isinstance(v, list) else ([] if v is None else [v])
                for x in vals:
                    if not c(x.type):
                        cname = getattr(c, "__doc__", None) or getattr(c, "__name__", "constraint")
                        raise VerifyError(f"'{self.name}' {what} '{f.name}' must be {cname.strip()}, "
                                          f"got {x.type}", op=self)


_BUILD_RESERVED = frozenset({"cls", "location", "attributes", "regions", "successors", "props", "OWNER",
                             "IRError", "CREATE"})


def _build_owner_is_default(cls):
    """True when ``cls.build`` is Op.build or a generated builder (not one a dialect wrote): only
    then may a generated builder be installed on ``cls``. (A dialect's own ``build`` that calls
    ``super().build`` must keep running.)"""
    for k in cls.__mro__:
        b = k.__dict__.get("build")
        if b is not None:
            return k is Op or getattr(b.__func__, "_generated", False)
    return False


def _generate_simple_build(cls):
    """Source-generate ``build`` for an op class whose operands and results are all single.
    Returns None when a field name cannot be a Python parameter (a keyword such as ``global``)."""
    onames = cls._operand_names
    rnames = cls._result_names
    names = (*onames, *rnames, *(f.name for f in cls._props))
    if any(keyword.iskeyword(n) or not n.isidentifier() or n in _BUILD_RESERVED for n in names):
        return None
    params = [f"{n}" for n in onames] + [f"{n}=None" for n in rnames]
    params += [f"{f.name}=None" for f in cls._props]
    params += ["location=None", "attributes=None", "regions=None", "successors=None"]
    allkw = ", ".join(f"{n}={n}" for n in (*onames, *rnames, *(f.name for f in cls._props),
                                            "location", "attributes", "regions", "successors"))
    lines = [f"def build(cls, *, {', '.join(params)}):",
             f"    if cls is not OWNER or regions is not None or successors is not None:",
             f"        return OWNER.generic_build.__func__(cls, {allkw})"]
    for n in rnames:
        lines.append(f"    if {n} is None:")
        if len(rnames) == 1 and onames:
            first = onames[0]
            lines.append(f"        {n} = {first}.type")
            for o in onames[1:]:
                lines.append(f"        if {o}.type is not {n}:")
                lines.append(f"            raise IRError(\"'{cls.OPNAME}' needs the type of result '{n}' \""
                             f" \"(its operands' types differ)\")")
        else:
            lines.append(f"        raise IRError(\"'{cls.OPNAME}' needs the type of result '{n}'\")")
    lines.append("    props = {}")
    defaults = {}
    for f in cls._props:
        lines.append(f"    if {f.name} is not None:")
        lines.append(f"        props['{f.name}'] = {f.name}")
        if f.arity == SINGLE and "default" in f.options:
            defaults[f"D_{f.name}"] = f.options["default"]
            lines.append("    else:")
            lines.append(f"        props['{f.name}'] = D_{f.name}")
    lines.append(f"    return CREATE(cls, '{cls.OPNAME}', [{', '.join(onames)}], [{', '.join(rnames)}], "
                 "attributes, props, (), (), location)")
    ns = {"OWNER": cls, "IRError": IRError, "CREATE": Operation.create.__func__, **defaults}
    exec("\n".join(lines), ns)
    fn = ns["build"]
    fn._generated = True
    fn.__doc__ = Op.build.__doc__
    fn.__qualname__ = f"{cls.__name__}.build"
    return fn


def _check_count(op, what, groups, n, seg_name):
    if not groups:
        if n:
            raise VerifyError(f"'{op.name}' expects no {what}s, got {n}", op=op)
        return
    n_single = sum(1 for g in groups if g.arity == SINGLE)
    n_var = len(groups) - n_single
    if n_var == 0 and n != n_single:
        raise VerifyError(f"'{op.name}' expects {n_single} {what}(s), got {n}", op=op)
    if n < n_single:
        raise VerifyError(f"'{op.name}' expects at least {n_single} {what}(s), got {n}", op=op)
    if n_var > 1:
        seg = op.properties.get(seg_name) or op.attributes.get(seg_name)
        if seg is None:
            raise VerifyError(f"'{op.name}' requires '{seg_name}'", op=op)
        if type(seg) is not DenseArrayAttr or type(seg.element_type) is not IntegerType:
            raise VerifyError(f"'{op.name}' {seg_name} must be an array<i32: ...>, got {seg}", op=op)
        if sum(seg.value) != n or len(seg.value) != len(groups):
            raise VerifyError(f"'{op.name}' {seg_name} {seg} does not match its {n} {what}(s)", op=op)
    elif n_var == 1:
        g = next(g for g in groups if g.arity != SINGLE)
        if g.arity == OPTIONAL and n - n_single > 1:
            raise VerifyError(f"'{op.name}' optional {what} '{g.name}' has {n - n_single} values", op=op)


# ---------------------------------------------------------------------------------------------
# Type constraints: predicates on types, named by their docstring in messages
# ---------------------------------------------------------------------------------------------

def constraint(doc):
    def deco(fn):
        fn.__doc__ = doc
        return fn
    return deco
