"""The reference backend: IREE compiles linalg-on-tensors / tosa / stablehlo text and runs it.

    from tmlir.backends.refbackend import RefBackend
    b = RefBackend()                       # llvm-cpu on the host; RefBackend(device="cuda") on a GPU
    loaded = b.load(b.compile(module))     # a tmlir module (anything with .to_text()) or MLIR text
    out = loaded.main(x, y)                # numpy arrays / torch tensors in, numpy arrays out

The input dialect is detected from the ops in the text (``tosa.*`` -> ``--iree-input-type=tosa``,
``stablehlo.*`` -> ``stablehlo``, otherwise ``none``). The flags are DESIGN §6's. Compiled
artifacts are cached by the hash of (text, flags) in memory and on disk (``TMLIR_CACHE_DIR``,
default ``~/.cache/tmlir/iree``). Problems raise ``RefBackendError`` with IREE's diagnostics.

Dtypes: f16/f32/f64, bf16 (numpy arrays of ``ml_dtypes.bfloat16``, which IREE's runtime uses;
torch bf16 tensors are converted), i1 (numpy bool), signed and unsigned 8..64-bit integers, 0-d
tensors, scalar (non-tensor) arguments and results, several results (a tuple).
"""
from __future__ import annotations

import hashlib
import os
import re
import threading
from dataclasses import dataclass, field

import numpy as np

from . import targets as _targets
from .prepare import prepare_for_iree

__all__ = ["RefBackend", "RefBackendError", "CompiledArtifact", "LoadedModule", "detect_input_type",
           "compile_flags", "program_flags", "DEVICES", "clear_memory_cache", "has_f64", "has_ocp_fp8",
           "compile_only"]


class RefBackendError(RuntimeError):
    """IREE could not compile or run a module; the message carries IREE's own diagnostics."""


# --- flags -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Device:
    """How to compile for and run on one kind of device."""
    name: str
    compile_flags: tuple
    driver: str


def _device(name, target_name):
    t = _targets.TARGETS[target_name]
    return Device(name, t.flags(), t.driver)


#: the devices a RefBackend compiles for and runs on (``compile_only`` targets: see ``targets.py``)
DEVICES = {"cpu": _device("cpu", "llvm-cpu"), "cuda": _device("cuda", "cuda")}

_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
# an op name where ops start: at the start of a line or after "=" (results), custom or generic form
_CUSTOM_OP = re.compile(r'(?:^[ \t]*|=[ \t]*)([a-z_][a-z0-9_]*)\.([a-z_][\w.]*)', re.M)
_GENERIC_OP = re.compile(r'(?:^[ \t]*|=[ \t]*)"([a-z_][a-z0-9_]*)\.([\w.]+)"[ \t]*\(', re.M)
_INPUT_TYPES = {"tosa": "tosa", "stablehlo": "stablehlo", "chlo": "stablehlo"}


def op_dialects(text):
    """{dialect: first op name seen} for the ops in ``text`` (string literals, such as assert
    messages and locations, are not looked into)."""
    found = {}
    for m in _GENERIC_OP.finditer(text):
        found.setdefault(m.group(1), f"{m.group(1)}.{m.group(2)}")
    for m in _CUSTOM_OP.finditer(_STRING.sub('""', text)):
        found.setdefault(m.group(1), f"{m.group(1)}.{m.group(2)}")
    return found


def detect_input_type(text):
    """``"tosa"``, ``"stablehlo"`` or ``"none"`` (linalg-on-tensors) from the ops in ``text``.

    >>> detect_input_type('%0 = tosa.add %a, %b : ...')
    'tosa'

    torch-dialect IR is refused: IREE only gets backend dialects (lower it first)."""
    dialects = op_dialects(text)
    for d in ("torch", "torch_c"):
        if d in dialects:
            raise RefBackendError(f"the module still holds torch-dialect ops ({dialects[d]}); the reference "
                                  "backend takes linalg-on-tensors, tosa or stablehlo: lower it first "
                                  "(output_type='linalg-on-tensors', 'tosa' or 'stablehlo')")
    found = sorted({_INPUT_TYPES[d] for d in dialects if d in _INPUT_TYPES})
    if len(found) > 1:
        raise RefBackendError(f"the module mixes {' and '.join(found)} ops; IREE takes one input dialect")
    return found[0] if found else "none"


def compile_flags(input_type, device="cpu", f64=False, fp8=False):
    """The iree-compile flags for ``input_type`` ("none", "tosa", "stablehlo") on ``device`` (a
    RefBackend device or an IREE target: ``llvm-cpu``, ``cuda``, ``rocm``, ``vulkan-spirv``).
    IREE's input flags are its defaults, except that a program with f64 values (``f64=True``)
    keeps them where the target computes f64 (``--iree-input-demote-f64-to-f32=false``; by default
    IREE demotes f64 to f32, changing the program's signature), and a program with OCP fp8 values
    (``fp8=True``) gets the target's ``fp8_flags`` (rocm's default chip emulates them)."""
    try:
        t = _targets.target(device)
    except ValueError as e:
        raise RefBackendError(str(e)) from None
    if input_type not in ("none", "tosa", "stablehlo"):
        raise RefBackendError(f"unknown input type {input_type!r}; expected none, tosa or stablehlo")
    keep = ("--iree-input-demote-f64-to-f32=false",) if f64 and t.computes_f64 else ()
    return (f"--iree-input-type={input_type}",) + t.flags() + keep + (t.fp8_flags if fp8 else ())


#: an f64 type: ``f64``, ``tensor<3xf64>``, ``complex<f64>`` (not part of a longer name)
_F64 = re.compile(r"(?<![0-9A-Za-wyz_])f64(?![0-9A-Za-z_])")


def has_f64(text):
    """Whether ``text`` has f64 values (an ``f64`` type anywhere outside string literals)."""
    return "f64" in text and bool(_F64.search(_STRING.sub('""', text)))


#: an OCP 8-bit float type (``f8E5M2``, ``f8E4M3FN``; not the FNUZ variants)
_OCP_FP8 = re.compile(r"(?<![0-9A-Za-wyz_])f8E(?:5M2|4M3FN)(?![0-9A-Za-z_])")


def has_ocp_fp8(text):
    """Whether ``text`` has OCP fp8 values (``f8E5M2``, ``f8E4M3FN``)."""
    return "f8E" in text and bool(_OCP_FP8.search(text))


def program_flags(input_type, device, text):
    """``compile_flags`` for the program ``text`` (its f64 and fp8 values looked up)."""
    return compile_flags(input_type, device, f64=has_f64(text), fp8=has_ocp_fp8(text))


# --- artifacts and the cache -------------------------------------------------------------------
@dataclass
class CompiledArtifact:
    """A compiled IREE module (a VM flatbuffer) and what it was compiled from."""
    vmfb: bytes
    flags: tuple
    key: str
    device: str
    input_type: str
    from_cache: str = ""  # "", "memory" or "disk"
    text: str = field(default="", repr=False)
    #: {function: (per argument, per result: complex64/complex128 passed as view_as_real, or None)}
    complex_abi: dict = field(default_factory=dict, repr=False)


_MEMORY_CACHE = {}
_MEMORY_LOCK = threading.Lock()
_MEMORY_LIMIT = 256  # artifacts kept in memory per process (oldest dropped first)


def clear_memory_cache():
    """Forget the artifacts cached in this process (the disk cache stays)."""
    with _MEMORY_LOCK:
        _MEMORY_CACHE.clear()


def cache_key(text, flags):
    h = hashlib.sha256()
    h.update(text.encode())
    for f in flags:
        h.update(b"\0" + f.encode())
    return h.hexdigest()


def default_cache_dir():
    return os.environ.get("TMLIR_CACHE_DIR") or os.path.join(os.path.expanduser("~"), ".cache", "tmlir", "iree")


def _disk_read(cache_dir, key):
    if not cache_dir:
        return None
    path = os.path.join(cache_dir, key + ".vmfb")
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def _disk_write(cache_dir, key, data):
    if not cache_dir:
        return
    try:
        os.makedirs(cache_dir, exist_ok=True)
        tmp = os.path.join(cache_dir, f".{key}.{os.getpid()}.tmp")
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, os.path.join(cache_dir, key + ".vmfb"))  # atomic: readers never see half a file
    except OSError:
        pass  # a read-only or full disk only costs a recompile


def _remember(key, data):
    with _MEMORY_LOCK:
        _MEMORY_CACHE[key] = data
        while len(_MEMORY_CACHE) > _MEMORY_LIMIT:
            _MEMORY_CACHE.pop(next(iter(_MEMORY_CACHE)))


def _diagnostics(err, max_lines=20):
    """The first lines of IREE's diagnostics from a CompilerToolError's message."""
    msg = str(err)
    start = msg.find("Diagnostics:")
    end = msg.find("Invoked with:")
    body = msg[start + len("Diagnostics:"):end if end > start else None] if start >= 0 else msg
    lines = [l.rstrip() for l in body.strip().splitlines()]
    keep = lines[:max_lines]
    if len(lines) > max_lines:
        keep.append(f"... ({len(lines) - max_lines} more lines)")
    return "\n".join(keep)


# --- values in and out -------------------------------------------------------------------------
def _bf16_dtype():
    import ml_dtypes  # shipped with iree-base-runtime
    return np.dtype(ml_dtypes.bfloat16)


def to_iree_arg(x):
    """A numpy array / torch tensor / Python scalar as IREE's runtime takes it (contiguous)."""
    if isinstance(x, (bool, int, float, np.ndarray, np.generic)):
        # np.asarray keeps a 0-d array 0-d (np.ascontiguousarray would make it 1-d)
        return np.asarray(x, order="C") if isinstance(x, (np.ndarray, np.generic)) else x
    try:
        import torch
    except ImportError:  # pragma: no cover - torch is a dependency
        torch = None
    if torch is not None and isinstance(x, torch.Tensor):
        t = x.detach().cpu().contiguous()
        if t.dtype == torch.bfloat16:
            return t.view(torch.uint16).numpy().view(_bf16_dtype())
        if t.dtype in (torch.float8_e4m3fn, torch.float8_e5m2, torch.complex32):
            raise RefBackendError(f"tensors of dtype {t.dtype} are not supported by the reference backend")
        return t.numpy()
    raise RefBackendError(f"cannot pass a {type(x).__name__} to an IREE function; "
                          "use numpy arrays, torch tensors or Python scalars")


def from_iree_result(r):
    """An IREE result as a numpy array (0-d for 0-d tensors); scalars stay Python scalars."""
    if hasattr(r, "to_host"):
        return np.array(r.to_host(), copy=True)
    return r


# --- the backend -------------------------------------------------------------------------------
class RefBackend:
    """IREE as the reference backend (DESIGN §6).

    >>> b = RefBackend()
    >>> loaded = b.load(b.compile("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {"
    ...                           " return %a : tensor<2xf32> }"))
    >>> loaded.main(np.ones(2, np.float32))
    array([1., 1.], dtype=float32)

    ``cache_dir=None`` uses ``TMLIR_CACHE_DIR`` / ``~/.cache/tmlir/iree``; ``cache_dir=False``
    turns the disk cache off. ``extra_flags`` are appended to every compile. The text IREE gets
    is ``prepare_for_iree``'s (``tmlir/backends/iree/prepare.py``): the workarounds IREE needs on
    this device; ``precise_math`` (default: on for ``cpu``) adds the precision ones (f32
    trigonometry through f64), ``tune_convolutions`` the performance ones.
    """

    def __init__(self, device="cpu", *, cache_dir=None, extra_flags=(), tune_convolutions=True, precise_math=None):
        if device not in DEVICES:
            raise RefBackendError(f"unknown device {device!r}; expected one of {', '.join(DEVICES)}")
        self.device = device
        self.target = _targets.target(device).name
        self.cache_dir = default_cache_dir() if cache_dir is None else (cache_dir or "")
        self.extra_flags = tuple(extra_flags)
        self.tune_convolutions = tune_convolutions
        self.precise_math = (self.target == "llvm-cpu") if precise_math is None else bool(precise_math)

    def prepare(self, module, input_type=None):
        """(the text IREE compiles, its input type, its flags) for ``module`` on this device."""
        text = module_text(module)
        it = input_type or detect_input_type(text)
        text = prepare_for_iree(text, self.target, it, precise_math=self.precise_math,
                                performance=self.tune_convolutions)
        return text, it, program_flags(it, self.device, text) + self.extra_flags

    def compile(self, module, *, input_type=None):
        """Compile ``module`` (text or an object with ``to_text()``) -> ``CompiledArtifact``."""
        text, it, flags = self.prepare(module, input_type)
        key = cache_key(text, flags)
        abi = complex_abi(text)
        with _MEMORY_LOCK:
            hit = _MEMORY_CACHE.get(key)
        if hit is not None:
            return CompiledArtifact(hit, flags, key, self.device, it, "memory", text, abi)
        data = _disk_read(self.cache_dir, key)
        if data is not None:
            _remember(key, data)
            return CompiledArtifact(data, flags, key, self.device, it, "disk", text, abi)
        data = _iree_compile(text, flags)
        _remember(key, data)
        _disk_write(self.cache_dir, key, data)
        return CompiledArtifact(data, flags, key, self.device, it, "", text, abi)

    def load(self, artifact):
        """Load a ``CompiledArtifact`` (or raw vmfb bytes) -> ``LoadedModule``."""
        data = artifact.vmfb if isinstance(artifact, CompiledArtifact) else artifact
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise RefBackendError(f"load() takes what compile() returned, not a {type(artifact).__name__}")
        abi = artifact.complex_abi if isinstance(artifact, CompiledArtifact) else {}
        return LoadedModule(bytes(data), DEVICES[self.device].driver, abi)


COMPLEX_AS_REAL_ATTR = "tmlir.complex_as_real"

#: a function signature: its name, arguments and results (up to the body's brace)
_FUNC_SIG = re.compile(r"func\.func\s+(?:(?:public|private)\s+)?@([\w$.-]+)\s*\(")


def complex_abi(text):
    """{function: (per argument, per result: the complex numpy dtype of a value passed in
    ``torch.view_as_real`` layout (``tmlir.complex_as_real``: a real tensor whose last dim of 2
    holds the parts, written by the opt-in complex emulation, tmlir/emulation/complex_to_real/),
    else None)} for the functions of ``text`` that have such values. Read from the function
    signatures alone (no parse of the module)."""
    if COMPLEX_AS_REAL_ATTR not in text:
        return {}
    out = {}
    for m in _FUNC_SIG.finditer(text):
        args, pos = _balanced(text, m.end() - 1)
        if args is None:
            continue
        rest = text[pos:pos + 200000]
        res = ""
        r = re.match(r"\s*->\s*", rest)
        if r:
            tail = rest[r.end():]
            if tail.startswith("("):
                res, _ = _balanced(tail, 0)
                res = res or ""
            else:
                res = re.match(r"[^{]*", tail).group(0)
        a = tuple(_abi_flag(p) for p in _split_top(args))
        rr = tuple(_abi_flag(p) for p in _split_top(res))
        if any(a) or any(rr):
            out[m.group(1)] = (a, rr)
    return out


def _abi_flag(part):
    if COMPLEX_AS_REAL_ATTR not in part:
        return None
    et = re.search(r"(?:tensor<(?:[^<>]*x)?|\],)([a-z]+\d*)>", part)
    et = et.group(1) if et else ""
    return _PAIR_DTYPES.get(et, np.complex64)


def _balanced(text, start):
    """(the text inside the parenthesis at ``start``, the index after its closing one)."""
    depth = 0
    for i in range(start, min(len(text), start + 200000)):
        ch = text[i]
        if ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            depth -= 1
            if depth == 0:
                return text[start + 1:i], i + 1
    return None, start


def _split_top(s):
    """``s`` split at its top-level commas."""
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur))
    return parts


#: the complex numpy dtype of a view_as_real pair by its element type (complex32 has none in numpy:
#: its f16 pairs come back as complex64, every value exactly)
_PAIR_DTYPES = {"f64": np.complex128, "f32": np.complex64, "f16": "complex32"}


def _as_real_pairs(x, dtype):
    """A complex argument in view_as_real layout (a contiguous real array, last dim 2)."""
    if hasattr(x, "detach"):  # a torch tensor (complex32 included)
        import torch
        t = x.detach().cpu().resolve_conj()
        if not t.is_complex():
            t = t.to({np.complex128: torch.complex128, np.complex64: torch.complex64}.get(dtype, torch.complex32))
        return torch.view_as_real(t).contiguous().numpy()
    a = np.asarray(x)
    shape = a.shape  # np.ascontiguousarray makes a 0-d array 1-d
    if dtype == "complex32":
        a = np.ascontiguousarray(a.astype(np.complex64))
        return a.view(np.float32).reshape(shape + (2,)).astype(np.float16)
    a = np.ascontiguousarray(a.astype(dtype, copy=False))
    return a.view(a.real.dtype).reshape(shape + (2,))


def _abi_in(x, flag):
    """An argument in the layout its ABI flag names (see ``complex_abi``)."""
    return _as_real_pairs(x, flag)


def _abi_out(r, flag):
    return _from_real_pairs(r, flag)


def _from_real_pairs(r, dtype):
    a = np.ascontiguousarray(r)
    if dtype == "complex32":
        a = a.astype(np.float32)
        dtype = np.complex64
    return a.view(dtype).reshape(a.shape[:-1])


def module_text(module):
    if isinstance(module, str):
        return module
    if hasattr(module, "to_text"):
        return module.to_text()
    raise RefBackendError(f"compile() takes MLIR text or a module with to_text(), not a {type(module).__name__}")


def compile_only(module, target="llvm-cpu", *, input_type=None, precise_math=False):
    """Compile ``module`` for IREE target ``target`` (``llvm-cpu``, ``cuda``, ``rocm``,
    ``vulkan-spirv``) with IREE's default input flags after ``prepare_for_iree`` for that target;
    nothing is cached or run (no device needed). Returns the vmfb bytes; raises
    ``RefBackendError`` with IREE's diagnostics."""
    try:
        t = _targets.target(target).name
    except ValueError as e:
        raise RefBackendError(str(e)) from None
    text = module_text(module)
    it = input_type or detect_input_type(text)
    text = prepare_for_iree(text, t, it, precise_math=precise_math, performance=False)
    return _iree_compile(text, program_flags(it, t, text))


def _iree_compile(text, flags):
    import iree.compiler as ic
    input_type = flags[0].split("=", 1)[1]
    try:
        return ic.compile_str(text, input_type=input_type, extra_args=list(flags[1:]))
    except ic.CompilerToolError as e:
        raise RefBackendError("iree-compile failed:\n" + _diagnostics(e)) from None


# CPU drivers get a device of their own per loaded module with IREE's caching allocator: the
# default heap allocator zero-fills (calloc) every transient buffer of every call, 4% of a
# transformer layer's call and more for large activations (a 3x3 128->128 conv on 64x64: 9.0 ->
# 8.6 ms in iree-benchmark-module). Freed buffers go back to the module's pool, released with the
# module. IREE transients are uninitialized by contract (zeros come from explicit fills).
_CACHING_DRIVERS = ("local-sync", "local-task")


def _runtime_config(rt, driver):
    if driver in _CACHING_DRIVERS:
        return rt.Config(device=rt.get_driver(driver).create_default_device(allocators=["caching"]))
    return rt.Config(driver)


class LoadedModule:
    """A module loaded into an IREE runtime context; its functions are attributes.

    ``loaded.main(*args)`` returns one numpy array, or a tuple when the function has several
    results; ``loaded.function_names`` lists what can be called."""

    def __init__(self, vmfb, driver, complex_abi=None):
        import iree.runtime as rt
        self._complex_abi = complex_abi or {}
        try:
            self._ctx = rt.SystemContext(config=_runtime_config(rt, driver))
            vm_module = rt.VmModule.copy_buffer(self._ctx.instance, vmfb)
            self._ctx.add_vm_module(vm_module)
        except (ValueError, RuntimeError) as e:
            raise RefBackendError(f"IREE could not load the module on driver {driver!r}: {e}") from None
        self._bound = self._ctx.modules[vm_module.name]
        self.function_names = [n for n in vm_module.function_names if not n.startswith("__")]

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        if name not in self.function_names:
            raise RefBackendError(f"the module has no function {name!r}; it has: "
                                  f"{', '.join(self.function_names) or '(none)'}")
        return lambda *args: self.invoke(name, *args)

    def raw_function(self, name):
        """Function ``name`` as IREE's callable (IREE arrays in and out, no conversions): what a
        benchmark times."""
        if name not in self.function_names:
            return getattr(self, name)  # raises the error naming the functions
        return self._bound[name]

    def invoke(self, name, *args):
        """Call function ``name``; see the class docstring."""
        if name not in self.function_names:
            return getattr(self, name)  # raises the error naming the functions
        fn = self._bound[name]
        arg_cx, res_cx = self._complex_abi.get(name, ((), ()))
        iree_args = [to_iree_arg(a if i >= len(arg_cx) or arg_cx[i] is None else _abi_in(a, arg_cx[i]))
                     for i, a in enumerate(args)]
        try:
            res = fn(*iree_args)
        except (ValueError, RuntimeError) as e:
            raise RefBackendError(f"calling {name!r} failed: {_first_lines(str(e))}") from None
        if isinstance(res, (tuple, list)):
            out = tuple(from_iree_result(r) for r in res)
        else:
            out = (from_iree_result(res),) if res is not None else ()
        out = tuple(o if i >= len(res_cx) or res_cx[i] is None else _abi_out(o, res_cx[i])
                    for i, o in enumerate(out))
        if not out:
            return None
        return out[0] if len(out) == 1 else out


def _first_lines(msg, n=6):
    lines = msg.strip().splitlines()
    return "\n".join(lines[:n]) + (f"\n... ({len(lines) - n} more lines)" if len(lines) > n else "")
