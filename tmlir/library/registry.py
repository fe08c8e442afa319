"""Collects library functions and checks their signatures against PyTorch's operator registry.

Naming: ``<ns>〇<op>[〇<overload>]〡shape`` / ``〡dtype`` (U+3007 between name parts, U+3021 before
the kind), e.g. ``aten〇add〇Tensor〡shape`` for ``aten::add.Tensor``; no overload part means the
default overload.

Signature rules (shape / dtype function), argument by argument in schema order:

=====================  ===========================  ==========================================
schema type            shape function               dtype function
=====================  ===========================  ==========================================
Tensor                 ``List[int]``                ``Tuple[int, int]`` named ``<name>_rank_dtype``
Tensor?                ``Optional[List[int]]``      ``Optional[Tuple[int, int]]`` (same naming)
Tensor[]               ``List[List[int]]``          ``List[Tuple[int, int]]`` (same naming)
Tensor?[]              ``List[Optional[List[int]]]`` ``List[Optional[Tuple[int, int]]]``
Scalar                 ``float``                    ``Union[int, float]`` or ``Union[int, float, complex]``
int/SymInt/ScalarType  ``int``                      ``int``
Device                 ``device``                   ``device``
Generator              ``Any``                      ``Any``
=====================  ===========================  ==========================================

Optionals and lists wrap as in the schema; defaults must equal the schema's (list defaults are
written as tuples); schema names that are Python keywords get a trailing ``_`` (``from_``).
Returns: ``Tensor`` → ``List[int]`` / ``int``; tuples of tensors → tuples; ``Tensor[]`` →
``List[List[int]]`` / ``int`` (the dtype every piece has: the count depends on shapes).
"""
import importlib
import importlib.util
import inspect
import keyword
import os
import re
import types
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple

import torch
import torch.ao.quantization.fx._decomposed  # noqa: F401,E402  (registers quantized_decomposed::*, the schemas of PT2E's QDQ ops)

SEP = "\u3007"   # 〇
KIND = "\u3021"  # 〡
KINDS = ("shape", "dtype")


class SignatureMismatch(Exception):
    pass


@dataclass
class OpEntry:
    op_name: str  # "aten::add.Tensor"
    shape: Optional[Callable] = None
    dtype: Optional[Callable] = None

    def get(self, kind):
        return self.shape if kind == "shape" else self.dtype


def parse_function_name(name: str) -> Optional[Tuple[str, str]]:
    """``aten〇add〇Tensor〡shape`` -> (``aten::add.Tensor``, ``shape``); None if not a library name."""
    if KIND not in name:
        return None
    base, kind = name.rsplit(KIND, 1)
    if kind not in KINDS:
        return None
    parts = base.split(SEP)
    if len(parts) not in (2, 3) or not all(parts):
        return None
    op = f"{parts[0]}::{parts[1]}"
    if len(parts) == 3:
        op += "." + parts[2]
    return op, kind


def function_name(op_name: str, kind: str) -> str:
    ns, rest = op_name.split("::")
    name, _, overload = rest.partition(".")
    parts = [ns, name] + ([overload] if overload else [])
    return SEP.join(parts) + KIND + kind


def find_schema(op_name: str):
    """The registry schema of ``ns::op.overload`` (``ns::op`` for the default overload)."""
    qual, _, overload = op_name.partition(".")
    for s in torch._C._jit_get_schemas_for_operator(qual):
        if s.overload_name == overload:
            return s
    return None


def torch_op(op_name: str):
    """``torch.ops.ns.op.overload`` for an op name."""
    qual, _, overload = op_name.partition(".")
    ns, name = qual.split("::")
    packet = getattr(getattr(torch.ops, ns), name)
    return getattr(packet, overload or "default")


# -- expected signatures --------------------------------------------------------------------------

_SCALAR_DTYPE_TYPES = ("Union[int, float]", "Union[int, float, complex]")


def _expected_type(t: str, kind: str) -> List[str]:
    """Accepted Python annotations (normalized strings) for a registry type string."""
    if t == "Optional[Generator]":
        return ["Any", "Optional[Any]"]
    m = re.fullmatch(r"Optional\[(.*)\]", t)
    if m:
        return [f"Optional[{x}]" for x in _expected_type(m.group(1), kind)]
    m = re.fullmatch(r"List\[(.*)\]", t)
    if m:
        inner = m.group(1)
        if kind == "dtype" and inner == "number":
            return ["List[Union[int, float, complex]]", "List[Union[int, float]]"]
        return [f"List[{x}]" for x in _expected_type(inner, kind)]
    if t == "Tensor":
        return ["List[int]"] if kind == "shape" else ["Tuple[int, int]"]
    if t == "number":
        return ["float"] if kind == "shape" else list(_SCALAR_DTYPE_TYPES)
    if t in ("int", "float", "bool", "str", "complex"):
        return [t]
    if t == "Device":
        return ["device"]
    if t in ("Generator", "Any"):
        return ["Any"]
    raise SignatureMismatch(f"unsupported schema type {t!r}")


def python_name(name: str) -> str:
    """Schema argument names that are Python keywords (``from``) get a trailing underscore."""
    return name + "_" if keyword.iskeyword(name) else name


def _is_tensorish(t: str) -> bool:
    return "Tensor" in t


def _expected_return(schema, kind: str) -> List[str]:
    rets = []
    for r in schema.returns:
        t = str(r.type)
        if t == "Tensor":
            rets.append(["List[int]"] if kind == "shape" else ["int"])
        elif t == "List[Tensor]":
            # dtype functions give the one dtype every piece has (the count depends on shapes)
            rets.append(["List[List[int]]"] if kind == "shape" else ["int"])
        else:
            raise SignatureMismatch(f"unsupported return type {t!r}")
    if len(rets) == 1:
        return rets[0]
    return ["Tuple[" + ", ".join(r[0] for r in rets) + "]"]


def normalize_annotation(ann) -> str:
    if ann is inspect.Parameter.empty:
        return "<missing>"
    if isinstance(ann, str):
        s = ann
    elif ann is torch.device:
        return "device"
    elif isinstance(ann, type):
        return ann.__name__
    else:
        s = repr(ann)
    s = s.replace("typing.", "").replace("torch.device", "device")
    # Optional[X] is Union[X, None]; print it one way.
    m = re.fullmatch(r"Union\[(.*), NoneType\]", s)
    if m:
        inner = m.group(1)
        s = f"Optional[Union[{inner}]]" if _top_level_comma(inner) else f"Optional[{inner}]"
    return s


def _top_level_comma(text: str) -> bool:
    depth = 0
    for ch in text:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        elif ch == "," and depth == 0:
            return True
    return False


def _default_equal(actual, expected) -> bool:
    if isinstance(actual, tuple):
        actual = list(actual)
    if isinstance(expected, tuple):
        expected = list(expected)
    if isinstance(actual, list) and isinstance(expected, list):
        return len(actual) == len(expected) and all(
            _default_equal(a, e) for a, e in zip(actual, expected))
    if isinstance(actual, bool) or isinstance(expected, bool):
        return type(actual) is type(expected) and actual == expected
    if isinstance(expected, torch.dtype) or isinstance(actual, torch.dtype):
        return actual == expected
    return actual == expected


def check_signature(fn: Callable, op_name: Optional[str] = None, kind: Optional[str] = None):
    """Raise ``SignatureMismatch`` (naming the op and the difference) when ``fn`` does not follow
    the schema of the op it names."""
    if op_name is None or kind is None:
        parsed = parse_function_name(fn.__name__)
        if parsed is None:
            raise SignatureMismatch(f"{fn.__name__}: not a library function name")
        op_name, kind = parsed
    schema = find_schema(op_name)
    if schema is None:
        raise SignatureMismatch(f"{op_name}: no such op in PyTorch's operator registry")
    problems = []
    params = list(inspect.signature(fn).parameters.values())
    args = list(schema.arguments)
    if len(params) != len(args):
        problems.append(f"{len(params)} parameters, the schema has {len(args)} "
                        f"({', '.join(a.name for a in args)})")
    for p, a in zip(params, args):
        t = str(a.type)
        want_name = python_name(a.name)
        if kind == "dtype" and _is_tensorish(t):
            want_name = a.name + "_rank_dtype"
        if p.name != want_name:
            problems.append(f"parameter {p.name!r} should be named {want_name!r}")
        try:
            want = _expected_type(t, kind)
        except SignatureMismatch as e:
            problems.append(f"parameter {p.name!r}: {e}")
            continue
        got = normalize_annotation(p.annotation)
        if got not in want:
            problems.append(f"parameter {p.name!r} has type {got}, expected {' or '.join(want)}")
        has_default = a.default_value is not None or _schema_has_none_default(schema, a)
        if has_default:
            if p.default is inspect.Parameter.empty:
                problems.append(f"parameter {p.name!r} needs the default {a.default_value!r}")
            elif not _default_equal(p.default, a.default_value):
                problems.append(f"parameter {p.name!r} has default {p.default!r}, "
                                f"the schema's is {a.default_value!r}")
        elif p.default is not inspect.Parameter.empty:
            problems.append(f"parameter {p.name!r} has a default, the schema has none")
    try:
        want_ret = _expected_return(schema, kind)
        got_ret = normalize_annotation(inspect.signature(fn).return_annotation)
        if got_ret not in want_ret:
            problems.append(f"returns {got_ret}, expected {' or '.join(want_ret)}")
    except SignatureMismatch as e:
        problems.append(str(e))
    if problems:
        raise SignatureMismatch(f"{op_name} ({kind} function {fn.__name__}): " + "; ".join(problems)
                                + f"\n  schema: {schema}")


def _schema_has_none_default(schema, arg) -> bool:
    # default_value is None both for "no default" and "default None"; the text tells them apart.
    text = str(schema)
    return re.search(r"[ (]" + re.escape(arg.name) + r"=None[,)]", text) is not None


# -- the library ----------------------------------------------------------------------------------

BUILTIN_MODULES = ("tmlir.library.shape_functions", "tmlir.library.dtype_functions",
                   "tmlir.library.elementwise_functions")


def _load_module(item) -> types.ModuleType:
    if isinstance(item, types.ModuleType):
        return item
    if isinstance(item, (str, os.PathLike)):
        path = os.fspath(item)
        if os.path.exists(path):
            name = "tmlir_extra_library_" + re.sub(r"\W", "_", os.path.abspath(path))
            spec = importlib.util.spec_from_file_location(name, path)
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            return mod
        return importlib.import_module(path)
    raise TypeError(f"extra_library items must be modules, module names or file paths, "
                    f"not {type(item).__name__}")


def functions_in(module: types.ModuleType) -> List[Tuple[str, str, Callable]]:
    out = []
    for name, value in vars(module).items():
        if not callable(value):
            continue
        parsed = parse_function_name(name)
        if parsed is None:
            continue
        # Only functions defined in this module (not names it imported).
        if getattr(value, "__module__", module.__name__) != module.__name__:
            continue
        out.append((parsed[0], parsed[1], value))
    return out


class Library:
    """Shape and dtype functions by op name."""

    def __init__(self):
        self.ops: Dict[str, OpEntry] = {}

    def add_module(self, module, check: bool = True):
        for op_name, kind, fn in functions_in(module):
            if check:
                check_signature(fn, op_name, kind)
            entry = self.ops.setdefault(op_name, OpEntry(op_name))
            setattr(entry, kind, fn)

    def shape_function(self, op_name: str) -> Optional[Callable]:
        e = self.ops.get(_canonical(op_name))
        return e.shape if e else None

    def dtype_function(self, op_name: str) -> Optional[Callable]:
        e = self.ops.get(_canonical(op_name))
        return e.dtype if e else None

    def complete_ops(self) -> List[str]:
        return sorted(n for n, e in self.ops.items() if e.shape and e.dtype)

    def __contains__(self, op_name):
        return _canonical(op_name) in self.ops

    def __len__(self):
        return len(self.ops)


def _canonical(op_name: str) -> str:
    """Accept ``aten::add.Tensor``, ``aten.add.Tensor`` and ``torch.aten.add.Tensor``."""
    if "::" in op_name:
        return op_name
    parts = op_name.split(".")
    if parts[0] == "torch":
        parts = parts[1:]
    op = f"{parts[0]}::{parts[1]}"
    if len(parts) > 2 and parts[2] != "default":
        op += "." + parts[2]
    return op


_BUILTIN: Optional[Library] = None


def load_library(extra_library: Iterable = (), check: bool = True) -> Library:
    """The built-in library merged with ``extra_library`` (modules, module names or ``.py`` file
    paths whose functions follow the naming convention). Extra functions override built-in ones
    for the same op and kind; every function is signature-checked against the registry."""
    lib = Library()
    for name in BUILTIN_MODULES:
        lib.add_module(importlib.import_module(name), check=False)
    if check:
        _check_builtins_once(lib)
    for item in extra_library:
        lib.add_module(_load_module(item), check=check)
    return lib


_BUILTINS_CHECKED = False


def _check_builtins_once(lib: Library):
    global _BUILTINS_CHECKED
    if _BUILTINS_CHECKED:
        return
    for entry in lib.ops.values():
        for kind in KINDS:
            fn = entry.get(kind)
            if fn is not None:
                check_signature(fn, entry.op_name, kind)
    _BUILTINS_CHECKED = True


def _to_python_args(args, kind):
    from .dtype_helpers import int_to_dtype
    if kind != "dtype":
        return args

    def conv(v):
        # (rank, dtype-int) tuples -> (rank, torch.dtype) so eager code compares with torch.*.
        if isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], int) and isinstance(v[1], int) \
                and not isinstance(v[1], bool):
            return (v[0], int_to_dtype(v[1]))
        if isinstance(v, list):
            return [conv(x) for x in v]
        return v
    return [conv(a) for a in args]


def evaluate_shape(op_name: str, *args, extra_library: Iterable = (), **kwargs):
    """Run the shape function of ``op_name`` on known values (shapes as lists of ints)."""
    lib = load_library(extra_library) if extra_library else _builtin()
    fn = lib.shape_function(op_name)
    if fn is None:
        raise KeyError(f"no shape function for {op_name}")
    return fn(*args, **kwargs)


def evaluate_dtype(op_name: str, *args, extra_library: Iterable = (), **kwargs):
    """Run the dtype function of ``op_name``; tensors are ``(rank, dtype)`` with dtype a
    ``torch.dtype`` or its ScalarType int. Returns ``torch.dtype``(s)."""
    from .dtype_helpers import int_to_dtype
    lib = load_library(extra_library) if extra_library else _builtin()
    fn = lib.dtype_function(op_name)
    if fn is None:
        raise KeyError(f"no dtype function for {op_name}")
    out = fn(*_to_python_args(list(args), "dtype"),
             **dict(zip(kwargs, _to_python_args(list(kwargs.values()), "dtype"))))
    if isinstance(out, tuple):
        return tuple(int_to_dtype(o) for o in out)
    if isinstance(out, list):
        return [int_to_dtype(o) for o in out]
    return int_to_dtype(out)


def _builtin() -> Library:
    global _BUILTIN
    if _BUILTIN is None:
        _BUILTIN = load_library(check=False)
    return _BUILTIN
