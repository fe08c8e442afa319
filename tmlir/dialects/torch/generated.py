"""The ops generated from PyTorch's operator registry, created lazily.

``generated_ops.py`` (written by ``gen_ops.py``) lists one schema per op. Nothing is parsed at
import: the first lookup of ``torch.aten.add.Tensor`` (by the parser, ``create_op`` or
``op_class``) parses that schema and makes its class, a subclass of ``GeneratedTorchOp``.

Every generated op uses Torch-MLIR's default syntax::

    %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
    torch.aten.warn %msg, %int2 : !torch.str, !torch.int              // no results: no arrow
    %0 = torch.prim.Uninitialized : !torch.int                          // no operands: no arrow
    %values, %indices = torch.aten.max.dim %x, %int0, %false : ... -> !torch.vtensor<[3],f32>, !torch.vtensor<[3],si64>

Every schema argument is an operand (optional ones receive ``!torch.none``), every return a
result; multi-result ops name their results after the schema's returns. The class knows its
schema (``cls.schema``: argument names, types, defaults, alias annotations, relatives), and
argument values are reachable by name (``op.arg("alpha")``, or ``op.alpha`` where the name does
not clash with an Operation attribute).
"""
from __future__ import annotations

import keyword

from tmlir.ir.core import IRError, VerifyError, Operation
from tmlir.ir.opdef import Pure

from . import schema as S
from .ops import TorchOp, AllowsTypeRefinement, HasValueSemantics, ReadOnly, EraseUnusedOp
from .types import (BaseTensorType, NonValueTensorType, ListType, OptionalType, TupleType, DictType, UnionType, INT,
                    FLOAT, BOOL, STR, NUMBER, COMPLEX, DEVICE, GENERATOR, NONE_TYPE)

_TABLE = None        # key ("aten.add.Tensor") -> schema text
_RELATIVES = None    # key -> {"inplace": key, "out": key, "functional": key}
_SCHEMAS = {}        # key -> FunctionSchema (parsed on demand)
_CLASSES = {}        # op name -> class, or None if there is no such schema
FOLDERS = {}         # op name -> fn(op) -> list | None (see folders.py)
CANONICALIZERS = {}  # op name -> [RewritePattern]


def _load():
    global _TABLE, _RELATIVES
    if _TABLE is None:
        from . import generated_ops as G
        table = {}
        for line in G.SCHEMAS.split("\n"):
            if line:
                head = line[:line.index("(")]
                ns, _, rest = head.partition("::")
                table[f"{ns}.{rest}"] = line
        rel = {}
        for line in G.RELATIVES.split("\n"):
            if line:
                kind, k, other = line.split(" ")
                rel.setdefault(k, {})[kind] = other
        _RELATIVES = rel
        _TABLE = table
    return _TABLE


def _key_of(name: str) -> str:
    """``torch.aten.add.Tensor`` / ``aten.add.Tensor`` / ``aten::add.Tensor`` -> ``aten.add.Tensor``."""
    if "::" in name:
        ns, _, rest = name.partition("::")
        name = f"{ns}.{rest}"
    if name.startswith("torch."):
        name = name[6:]
    if name.endswith(".default") and name not in _load():
        # torch.ops.aten.relu.default: the overload-less schema
        base = name[:-len(".default")]
        if base in _load():
            return base
    return name


def schema_keys():
    """Every op of the table, without the ``torch.`` prefix (``aten.add.Tensor``)."""
    return list(_load())


def schema_of(name: str):
    """The ``FunctionSchema`` of a generated op (``torch.aten.add.Tensor``, ``aten.add.Tensor``,
    ``aten::add.Tensor`` or ``aten.relu.default``), or None if the registry has no such op."""
    key = _key_of(name)
    s = _SCHEMAS.get(key)
    if s is not None:
        return s
    text = _load().get(key)
    if text is None:
        return None
    s = S.parse_schema(text)
    rel = _RELATIVES.get(key)
    if rel:
        s.inplace_variant = "torch." + rel["inplace"] if "inplace" in rel else None
        s.out_variant = "torch." + rel["out"] if "out" in rel else None
        s.functional_variant = "torch." + rel["functional"] if "functional" in rel else None
    _SCHEMAS[key] = s
    return s


# ---------------------------------------------------------------------------------------------
# Type constraints from schema types (what Torch-MLIR's ODS constraints accept)
# ---------------------------------------------------------------------------------------------

_INT_KINDS = {"int", "SymInt", "ScalarType", "Layout", "MemoryFormat"}
_SCALAR_TYPES = (INT, FLOAT, NUMBER, COMPLEX)
# Mutating ops whose tensors Torch-MLIR nevertheless accepts as value tensors.
_LENIENT_MUTATING = {"torch.aten.arange.start_out", "torch.aten.bernoulli_.float", "torch.aten.resize_",
                     "torch.aten.rrelu_with_noise"}


def _is_tensor(t):
    return isinstance(t, BaseTensorType)


def _constraint(st: S.SchemaType, is_result=False, mutating=False):
    """(predicate, description) for a schema type, or None to accept any type. In an op that
    writes an argument (``mutating``), every tensor is a mutable ``!torch.tensor``."""
    k = st.kind
    if k == "optional":
        inner = _constraint(st.elems[0], is_result, mutating)
        if inner is None:
            return None
        pred, desc = inner
        return (lambda t: t is NONE_TYPE or type(t) is OptionalType or pred(t)), f"optional {desc}"
    if k == "list":
        inner = _constraint(st.elems[0], False, mutating)
        if inner is None:
            return (lambda t: type(t) is ListType), "a !torch.list"
        epred, edesc = inner
        return (lambda t: type(t) is ListType and epred(t.element_type)), f"a !torch.list of {edesc}"
    if k == "tuple":
        return (lambda t: type(t) is TupleType), "a !torch.tuple"
    if k == "Dict":
        return (lambda t: type(t) is DictType), "a !torch.dict"
    if k == "Tensor":
        if mutating:
            if is_result:
                return (lambda t: type(t) is NonValueTensorType or t is NONE_TYPE), "a !torch.tensor"
            return (lambda t: type(t) is NonValueTensorType), "a !torch.tensor (the op writes a tensor)"
        if is_result:
            return (lambda t: _is_tensor(t) or t is NONE_TYPE), "a torch tensor type"
        return _is_tensor, "a torch tensor type"
    if k in _INT_KINDS:
        return (lambda t: t is INT), "!torch.int"
    if k == "float":
        return (lambda t: t is FLOAT), "!torch.float"
    if k == "bool":
        return (lambda t: t is BOOL), "!torch.bool"
    if k in ("str", "Dimname"):
        return (lambda t: t is STR), "!torch.str"
    if k in ("Scalar", "number"):
        return (lambda t: t in _SCALAR_TYPES), "a torch scalar (!torch.int, !torch.float, !torch.number or !torch.complex)"
    if k == "complex":
        return (lambda t: t is COMPLEX), "!torch.complex"
    if k == "Device":
        return (lambda t: t is DEVICE), "!torch.Device"
    if k == "Generator":
        return (lambda t: t is GENERATOR), "!torch.Generator"
    if k == "NoneType":
        return (lambda t: t is NONE_TYPE), "!torch.none"
    return None


def _check(pred):
    def check(t):
        if type(t) is UnionType:
            return all(pred(m) for m in t.types)
        return pred(t)
    return check


# Ops that are not Pure although they have value semantics: random, or with side effects.
_IMPURE_WORDS = ("rand", "dropout", "bernoulli", "normal", "uniform", "multinomial", "poisson", "exponential",
                 "geometric", "cauchy", "log_normal", "random", "seed", "warn", "print", "Print", "Raise",
                 "save", "sleep", "wait", "fork", "rpc", "profile", "assert", "Assert", "Uninitialized",
                 "backward")


_IMMUTABLE_KINDS = {"int", "SymInt", "float", "bool", "str", "Scalar", "number", "ScalarType", "Layout",
                    "MemoryFormat", "Device", "Dimname", "NoneType", "SymBool", "SymFloat"}


def _erasable_if_unused(s: S.FunctionSchema):
    """Value semantics (writes nothing), results, and nothing random or with side effects."""
    if not s.has_value_semantics or not s.returns:
        return False
    if any(a.type.unwrap_optional().kind == "Generator" for a in s.arguments):
        return False
    return not any(w in s.name for w in _IMPURE_WORDS)


def _is_pure(s: S.FunctionSchema):
    """Pure in MLIR's sense (CSE may merge two of them): erasable, and every argument an
    immutable scalar. Ops reading tensors or lists are not: a ``!torch.tensor`` or a list may
    change between two reads."""
    return _erasable_if_unused(s) and all(a.type.unwrap_optional().kind in _IMMUTABLE_KINDS for a in s.arguments)


# ---------------------------------------------------------------------------------------------
# The op class
# ---------------------------------------------------------------------------------------------

class GeneratedTorchOp(TorchOp):
    """Base of the ops generated from the registry (see the module docstring)."""

    __slots__ = ()
    schema = None               # FunctionSchema
    _n_operands = None          # None: variadic
    _n_results = None
    _operand_checks = ()        # per operand: (index, predicate, description) or None
    _result_checks = ()
    _result_hint = None         # names for multi-result ops

    # -- building --------------------------------------------------------------------------------
    @classmethod
    def build(cls, *operands, results=None, result=None, location=None, attributes=None, **named):
        """``AtenAddTensorOp.build(a, b, alpha, result=t)`` or by argument name,
        ``build(self=a, other=b, alpha=alpha, result=t)``; ``results`` takes a list of types."""
        args = cls.schema.arguments
        if named:
            if operands:
                raise IRError(f"'{cls.OPNAME}': pass operands by position or by name, not both")
            missing = [a.name for a in args if a.name not in named]
            extra = sorted(set(named) - {a.name for a in args})
            if missing or extra:
                raise IRError(f"'{cls.OPNAME}' ({cls.schema}): "
                              + (f"missing argument(s) {', '.join(missing)}" if missing else "")
                              + ("; " if missing and extra else "")
                              + (f"no argument(s) named {', '.join(extra)}" if extra else ""))
            operands = [named[a.name] for a in args]
        if results is None:
            results = [] if result is None else [result]
        elif result is not None:
            raise IRError(f"'{cls.OPNAME}': give 'result' or 'results', not both")
        return create_op(cls.OPNAME, operands, results, location, attributes)

    # -- schema queries ------------------------------------------------------------------------
    @property
    def has_value_semantics(self):
        return self.schema.has_value_semantics

    def arg(self, name):
        """The operand passed for schema argument ``name``."""
        for i, a in enumerate(self.schema.arguments):
            if a.name == name:
                return self._operands[i]
        raise KeyError(f"'{self.name}' has no argument '{name}' (schema: {self.schema})")

    def args_by_name(self):
        """{argument name: operand}."""
        return {a.name: v for a, v in zip(self.schema.arguments, self._operands)}

    def result_by_name(self, name):
        for n, r in zip(self.schema.result_names(), self.results):
            if n == name:
                return r
        raise KeyError(f"'{self.name}' has no result '{name}'")

    # -- verification --------------------------------------------------------------------------
    def verify_structure(self):
        cls = type(self)
        n = cls._n_operands
        if n is not None and len(self._operands) != n:
            raise VerifyError(f"'{self.name}' op expects {n} operand(s) (schema: {cls.schema}), got "
                              f"{len(self._operands)}", op=self)
        n = cls._n_results
        if n is not None and len(self.results) != n:
            raise VerifyError(f"'{self.name}' op expects {n} result(s) (schema: {cls.schema}), got "
                              f"{len(self.results)}", op=self)
        if self.regions:
            raise VerifyError(f"'{self.name}' op expects no regions", op=self)
        for i, pred, desc in cls._operand_checks:
            t = self._operands[i].type
            if not pred(t):
                a = cls.schema.arguments[i]
                raise VerifyError(f"'{self.name}' op operand #{i} ('{a.name}': {a.type}) must be {desc}, but got "
                                  f"'{t}'", op=self)
        for i, pred, desc in cls._result_checks:
            t = self.results[i].type
            if not pred(t):
                raise VerifyError(f"'{self.name}' op result #{i} must be {desc}, but got '{t}'", op=self)

    # -- syntax ----------------------------------------------------------------------------------
    def asm_result_names(self):
        return type(self)._result_hint

    def print_custom(self, p):
        ops = self._operands
        if ops:
            p.write(" ")
            p.print_operands(ops)
        attrs = self.attributes
        if self.properties:
            attrs = {**self.properties, **attrs}
        p.print_optional_attr_dict(attrs)
        p.write(" : ")
        p.write(", ".join(p.type_str(v.type) for v in ops))
        if ops and self.results:
            p.write(" -> ")
        p.write(", ".join(p.type_str(r.type) for r in self.results))

    @classmethod
    def parse_custom(cls, parser):
        refs = parser.parse_operand_list()
        attrs = parser.parse_optional_attr_dict()
        parser.expect(":", "before the types of a torch op")
        types = []
        for i in range(len(refs)):
            if i:
                parser.expect(",", "between operand types")
            types.append(parser.parse_type())
        n = cls._n_results
        results = []
        if n is None:
            if (not refs or parser.accept("->")) and parser.tok_kind == "bangid":
                results = parser.parse_type_list()
        elif n:
            if refs:
                parser.expect("->", f"before the result type(s) of '{cls.OPNAME}'")
            for i in range(n):
                if i:
                    parser.expect(",", "between result types")
                results.append(parser.parse_type())
        vals = parser.resolve_operands(refs, types)
        return cls.create(cls.OPNAME, vals, results, attrs, None, (), (), None)

    # -- folding ---------------------------------------------------------------------------------
    _erase_if_unused = False

    @classmethod
    def canonicalization_patterns(cls):
        pats = list(CANONICALIZERS.get(cls.OPNAME, ()))
        if cls._erase_if_unused and Pure not in cls.traits:
            pats.append(EraseUnusedOp(root=cls.OPNAME))
        return pats


_RESERVED = set(dir(GeneratedTorchOp)) | set(Operation.__slots__) | {"schema"}


def _camel(s):
    """``adaptive_avg_pool2d`` -> ``AdaptiveAvgPool2d``; leading and trailing underscores stay
    (``_softmax`` -> ``_Softmax``, ``add_`` -> ``Add_``, ``__and__`` -> ``__And__``)."""
    core = s.strip("_")
    lead = len(s) - len(s.lstrip("_"))
    trail = len(s) - len(s.rstrip("_")) if core else 0
    return "_" * lead + "".join(p[:1].upper() + p[1:] for p in core.split("_") if p) + "_" * trail


def _class_name(key):
    """The Python class name of a generated op: ``aten.add_.Tensor`` -> ``AtenAdd_TensorOp``."""
    return "".join(_camel(p) for p in key.split(".")) + "Op"


_BY_CLASS_NAME = None


def class_by_name(class_name):
    """The generated class called ``class_name`` (``AtenAddTensorOp``), or None."""
    global _BY_CLASS_NAME
    if _BY_CLASS_NAME is None:
        d = {}
        for k in _load():
            d.setdefault(_class_name(k), k)
        _BY_CLASS_NAME = d
    key = _BY_CLASS_NAME.get(class_name)
    return None if key is None else op_class("torch." + key)


def _make_class(name, s: S.FunctionSchema):
    ns = {"__slots__": (), "OPNAME": name, "schema": s, "__doc__": f"``{name}``: ``{s.text}``"}
    ns["_n_operands"] = None if s.is_vararg else len(s.arguments)
    ns["_n_results"] = None if s.is_varret else len(s.returns)
    if not s.is_vararg:
        checks = []
        for i, a in enumerate(s.arguments):
            c = _constraint(a.type, False, s.is_mutating and name not in _LENIENT_MUTATING)
            if c is not None:
                checks.append((i, _check(c[0]), c[1]))
        ns["_operand_checks"] = tuple(checks)
    if not s.is_varret:
        checks = []
        for i, r in enumerate(s.returns):
            c = _constraint(r.type, True, s.is_mutating and name not in _LENIENT_MUTATING)
            if c is not None:
                checks.append((i, _check(c[0]), c[1]))
        ns["_result_checks"] = tuple(checks)
        if len(s.returns) > 1:
            ns["_result_hint"] = s.result_names()
    traits = {AllowsTypeRefinement}
    if s.has_value_semantics:
        traits.add(HasValueSemantics)
    if s.is_readonly:
        traits.add(ReadOnly)
    if _is_pure(s):
        traits.add(Pure)
    ns["_erase_if_unused"] = _erasable_if_unused(s)
    ns["traits"] = traits
    fold = FOLDERS.get(name)
    if fold is not None:
        ns["fold"] = fold
    if not s.is_vararg:
        for i, a in enumerate(s.arguments):
            if a.name.isidentifier() and not keyword.iskeyword(a.name) and a.name not in _RESERVED and a.name not in ns:
                ns[a.name] = property(lambda self, i=i: self._operands[i], doc=f"operand '{a.name}' ({a.type})")
    if not s.is_varret and len(s.returns) > 1:
        for i, n in enumerate(s.result_names()):
            if n.isidentifier() and not keyword.iskeyword(n) and n not in _RESERVED and n not in ns:
                ns[n] = property(lambda self, i=i: self.results[i], doc=f"result '{n}'")
    return type(_class_name(s.key), (GeneratedTorchOp,), ns)


def op_class(name: str):
    """The op class for a torch op name (hand-written or generated), or None."""
    from tmlir.ir.opdef import lookup_op_class
    if not name.startswith("torch."):
        name = "torch." + _key_of(name)
    return lookup_op_class(name)


def generated_op_class(name: str):
    """The factory behind ``lookup_op_class`` for ``torch.*`` names that no hand-written class
    defines: the generated class, or None if the registry has no such schema."""
    cls = _CLASSES.get(name, False)
    if cls is not False:
        return cls
    cls = None
    if name.startswith("torch."):
        s = schema_of(name[6:]) if name[6:] in _load() else None
        if s is not None:
            cls = _make_class(name, s)
    _CLASSES[name] = cls
    return cls


def create_op(name: str, operands, result_types, location=None, attributes=None, properties=None):
    """An op of the torch dialect by name, e.g. ``create_op("torch.aten.add.Tensor", [a, b,
    alpha], [t])``: an instance of the op's class (generated or hand-written), not yet in a block
    (``properties``: the inherent attributes a hand-written op needs).
    Raises ``KeyError`` for a name the registry does not know (build ``torch.operator`` with
    ``OperatorOp.build_operator`` instead) and ``IRError`` for an operand or result count that
    does not fit the schema."""
    cls = op_class(name)
    if cls is None:
        raise KeyError(f"unknown torch op '{name}': no schema in the registry (use OperatorOp.build_operator "
                       "for ops without a schema)")
    operands = list(operands)
    result_types = list(result_types)
    if issubclass(cls, GeneratedTorchOp):
        n = cls._n_operands
        if n is not None and len(operands) != n:
            raise IRError(f"'{cls.OPNAME}' takes {n} operand(s) ({', '.join(cls.schema.argument_names)}), got "
                          f"{len(operands)}", loc=location)
        n = cls._n_results
        if n is not None and len(result_types) != n:
            raise IRError(f"'{cls.OPNAME}' has {n} result(s), got {len(result_types)} result type(s)", loc=location)
    return cls.create(cls.OPNAME, operands, result_types, attributes, properties, (), (), location)
