"""Test configurations: how a module is compiled and run (one registry, one place to add one).

    class MyConfig(TestConfig):
        def compile(self, module, example_inputs, dynamic_shapes=None): ...   # -> artifact
        def run(self, artifact, inputs): ...                                  # -> outputs
    register_config("mine")(MyConfig)

Built in: ``raw`` and ``torch`` (import with ``tmlir.fx``, run the torch dialect with
``tmlir.interpreter``), ``linalg``, ``tosa``, ``stablehlo`` (lower, then IREE through
``RefBackend``), ``torchscript`` (``tmlir.torchscript.compile``) and ``dynamo``
(``torch.compile(backend="tmlir")``). A config whose pieces tmlir does not have (the TOSA and
StableHLO conversions, ``tmlir.torchscript``, the ``tmlir`` dynamo backend) fails each test with
the error naming what is missing.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from tmlir import pipelines
from tmlir.e2e.steps import StepFailure, step

__all__ = ["TestConfig", "CONFIGS", "register_config", "get_config", "FxConfig", "IreeConfig",
           "ConfigError"]


class ConfigError(ValueError):
    """An unknown config name."""


class TestConfig:
    """How one configuration compiles a module and runs the result.

    ``compile(module, example_inputs, dynamic_shapes=None) -> artifact``;
    ``run(artifact, inputs) -> outputs`` (a value or a tuple). Use ``tmlir.e2e.step`` inside
    to name the steps, so failures say which one broke and which IR went in."""

    __test__ = False  # not a pytest class
    name = "?"

    def compile(self, module, example_inputs, dynamic_shapes=None):
        raise NotImplementedError

    def run(self, artifact, inputs):
        raise NotImplementedError


CONFIGS = {}


def register_config(name):
    """Class decorator: make a ``TestConfig`` subclass (no-argument constructor) available as
    ``-c name``."""
    def deco(factory):
        CONFIGS[name] = factory
        return factory
    return deco


def get_config(name):
    """A fresh config instance by name (``BASE/compile-only/TARGET``: ``BASE`` lowered and
    compiled for IREE target ``TARGET`` without running)."""
    factory = CONFIGS.get(name) or (_compile_only_factory(name) if "/compile-only/" in name else None)
    if factory is None:
        raise ConfigError(f"unknown e2e config {name!r}; known: {', '.join(sorted(CONFIGS))}")
    cfg = factory()
    cfg.name = name
    return cfg


# --- shared pieces -----------------------------------------------------------------------------
def import_raw(module, example_inputs, dynamic_shapes):
    """torch.export + the FX importer, as ``output_type="raw"``; returns (module, text)."""
    import tmlir
    with step("import"):
        raw = tmlir.fx.export_and_import(module, *example_inputs, output_type="raw",
                                         dynamic_shapes=dynamic_shapes)
        text = raw.to_text()
    return raw, text


def lower_to_contract(raw, raw_text, output_type="torch", fuse_quantized=True):
    """Raw import -> the backend contract (``output_type="torch"``), in place, with the legal ops
    ``output_type``'s backend keeps (as ``export_and_import`` does); ``fuse_quantized``: integer
    products of dequantized tensors (the linalg backend lowers them, TOSA/StableHLO not)."""
    legal = pipelines.default_backend_legal_ops(pipelines.check_output_type(output_type), None)
    with step("lower-to-backend-contract", ir=raw_text):
        return pipelines.lower_raw_module(raw, "torch", backend_legal_ops=legal, fuse_quantized=fuse_quantized)


def lower(raw, raw_text, output_type, tosa_emulation=()):
    """Lower a raw import to ``output_type`` step by step: first to the backend contract (step
    "lower-to-backend-contract"), then the backend pipeline (step "lower"). When the pipeline's
    text is known (``pipelines.lowering_pipeline_text``) a failure is rerun pass by pass on the
    contract IR to name the failing pass and keep the IR that went into it. (``export_and_lower``
    takes the user's path and comes here only to explain a failure.)"""
    from tmlir.e2e.reproducer import locate_failing_pass
    contract = lower_to_contract(raw, raw_text, output_type,
                                 fuse_quantized=output_type in ("torch", "linalg-on-tensors"))
    if output_type == "torch":
        return contract
    contract_text = contract.to_text()
    pipeline = None
    try:
        with step("lower", ir=contract_text):
            ot = pipelines.check_output_type(output_type)
            pipeline = (pipelines.lowering_pipeline_text(ot, tosa_emulation) if tosa_emulation
                        else pipelines.lowering_pipeline_text(ot))
            if pipeline:
                pipelines.pass_manager(pipeline).run(contract)
                return contract
            return pipelines.lower_raw_module(contract, output_type, backend_legal_ops=None,
                                              tosa_emulation=tosa_emulation)
    except StepFailure as f:
        if pipeline:
            found = locate_failing_pass(contract_text, pipeline)
            if found is not None:
                f.pass_name, f.reproducer_ir, first = found
                if first.strip() not in f.message:
                    f.message += f"\n(pass by pass, {f.pass_name} fails first: {first})"
        raise


def export_and_lower(module, example_inputs, dynamic_shapes, output_type):
    """``tmlir.fx.export_and_import(module, *example_inputs, output_type=..., dynamic_shapes=...)``:
    the path a user takes (the output type's default legal ops, guards, every pipeline as
    ``export_and_import`` runs it). On a failure the program is imported and lowered again step by
    step (``import_raw``, ``lower``) to name the failing step and pass and keep its input IR."""
    import tmlir
    try:
        with step("lower"):
            return tmlir.fx.export_and_import(module, *example_inputs, output_type=output_type,
                                              dynamic_shapes=dynamic_shapes)
    except StepFailure as first:
        try:
            raw, raw_text = import_raw(module, example_inputs, dynamic_shapes)
            lower(raw, raw_text, output_type)
        except StepFailure as located:
            raise located from None
        raise first from None


def _interpret(module, inputs, ir_text):
    from tmlir.interpreter import Interpreter
    with step("run", ir=ir_text):
        return Interpreter(module).run(*inputs)


# --- the configs -------------------------------------------------------------------------------
@dataclass
class FxArtifact:
    module: object
    text: str


class FxConfig(TestConfig):
    """Import with ``tmlir.fx`` (and lower to ``output_type``), run with the torch interpreter."""
    output_type = "raw"

    def compile(self, module, example_inputs, dynamic_shapes=None):
        if self.output_type == "raw":
            raw, text = import_raw(module, example_inputs, dynamic_shapes)
            return FxArtifact(raw, text)
        out = export_and_lower(module, example_inputs, dynamic_shapes, self.output_type)
        return FxArtifact(out, out.to_text())

    def run(self, artifact, inputs):
        return _interpret(artifact.module, inputs, artifact.text)


@register_config("raw")
class RawConfig(FxConfig):
    """The import as it is (``output_type="raw"``), run by the interpreter."""
    output_type = "raw"


@register_config("torch")
class TorchContractConfig(FxConfig):
    """The backend contract (``output_type="torch"``), run by the interpreter."""
    output_type = "torch"


@dataclass
class IreeArtifact:
    loaded: object
    text: str
    func_name: str = "main"
    unsigned_results: tuple = ()  # per result: True where the torch type was ui8 (IREE's is signless i8)


def unsigned_results(module, func_name="main"):
    """Per result of ``func_name`` in a torch-dialect module: is its dtype unsigned (``ui8``)?
    The backend's integers are signless; the torch type says how to read the bits."""
    for op in module.regions[0].blocks[0]:
        if op.name == "func.func" and op.properties["sym_name"].value == func_name:
            return tuple(str(getattr(t, "dtype", "")).startswith("ui")
                         for t in op.properties["function_type"].value.results)
    return ()


def reinterpret_integers(outputs, unsigned):
    """View each integer array with the signedness its torch type has (``unsigned``: per
    result), keeping the bits. IREE's integers are signless: a result usually comes back signed,
    but one that is an input buffer passed through (``uint8 -> int8`` only reinterprets bits)
    keeps the numpy dtype of that input."""
    import numpy as np
    single = not isinstance(outputs, tuple)
    outs = (outputs,) if single else outputs
    fixed = tuple(np.asarray(o).view(np.dtype(f"{'u' if u else 'i'}{o.dtype.itemsize}"))
                  if isinstance(o, np.ndarray) and o.dtype.kind in "iu" else o
                  for o, u in zip(outs, list(unsigned) + [False] * len(outs)))
    return fixed[0] if single else fixed


_F64_TYPE = re.compile(r"(?<![0-9A-Za-wyz_])f64(?![0-9A-Za-z_])")
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_F64_TENSOR = re.compile(r"tensor<[^>]*(?:,|x)(?:f64|complex<f64>)>")


def output_f64(text):
    """The first line of backend ``text`` that has an f64 value (string literals aside), or None."""
    if "f64" not in text:
        return None
    for line in text.splitlines():
        if "f64" in line and _F64_TYPE.search(_STRING.sub('""', line)):
            return line.strip()
    return None


def program_has_f64(raw):
    """Whether a raw torch-dialect import computes with f64 values of its own: an f64 or
    complex<f64> tensor, or a ``!torch.float`` computed at run time (Python floats are doubles;
    a float constant is not: it takes the type of the tensor it meets, and so does the 0-d tensor
    ``prim.NumToTensor`` makes of a float or complex constant)."""
    from tmlir.dialects.torch import types as TT
    for op in raw.walk():
        if op.name == "torch.prim.NumToTensor.Scalar" and op.operands[0].defining_op is not None and \
                op.operands[0].defining_op.name.startswith("torch.constant."):
            continue
        for v in list(op.results) + [a for r in op.regions for b in r.blocks for a in b.args]:
            t = v.type
            if t is TT.FLOAT and op.name != "torch.constant.float" and v in op.results:
                return True
            dt = getattr(t, "dtype", None)
            if dt is not None and "f64" in str(dt):
                return True
    return False


def check_no_added_f64(text, module, example_inputs, dynamic_shapes):
    """Fail (step "portability") when the backend output ``text`` holds f64 values that the program
    does not have: a lowering or decomposition computed the program's f32 (or integer) math in
    f64, which GPU targets and IREE's default flags do not take."""
    line = output_f64(text)
    if line is None:
        return
    import torch
    if any(isinstance(x, torch.Tensor) and x.dtype in (torch.float64, torch.complex128) for x in example_inputs):
        return
    with step("portability", ir=text):
        raw, _ = import_raw(module, example_inputs, dynamic_shapes)
        if program_has_f64(raw):
            return
        raise StepFailure("portability", f"the output computes in f64, which the program does not: {line[:200]}",
                          text)


class IreeConfig(TestConfig):
    """Import, lower to ``output_type``, compile and run with IREE (``RefBackend``). The output of a
    program without f64 values must have none (``check_no_added_f64``)."""
    output_type = "linalg-on-tensors"
    device = "cpu"

    def compile(self, module, example_inputs, dynamic_shapes=None):
        from tmlir.backends.refbackend import RefBackend
        lowered = export_and_lower(module, example_inputs, dynamic_shapes, self.output_type)
        text = lowered if isinstance(lowered, str) else lowered.to_text()
        check_no_added_f64(text, module, example_inputs, dynamic_shapes)
        with step("iree-compile", ir=text):
            backend = RefBackend(self.device)
            loaded = backend.load(backend.compile(text))
        return IreeArtifact(loaded, text)

    def run(self, artifact, inputs):
        with step("run", ir=artifact.text):
            out = getattr(artifact.loaded, artifact.func_name)(*inputs)
            return reinterpret_integers(out, artifact.unsigned_results)


@register_config("linalg")
class LinalgConfig(IreeConfig):
    output_type = "linalg-on-tensors"


@register_config("tosa")
class TosaConfig(IreeConfig):
    output_type = "tosa"


@register_config("stablehlo")
class StablehloConfig(IreeConfig):
    output_type = "stablehlo"


class CompileOnlyConfig(IreeConfig):
    """Lower as ``base`` does and compile the text for another IREE target with IREE's default
    input flags, without running it (``-c linalg --compile-only --target cuda``: config name
    ``linalg/compile-only/cuda``). A test passes when the text compiles."""
    compile_only = True
    target = "llvm-cpu"

    def compile(self, module, example_inputs, dynamic_shapes=None):
        from tmlir.backends.refbackend import compile_only
        lowered = export_and_lower(module, example_inputs, dynamic_shapes, self.output_type)
        text = lowered if isinstance(lowered, str) else lowered.to_text()
        check_no_added_f64(text, module, example_inputs, dynamic_shapes)
        with step("iree-compile", ir=text):
            compile_only(text, self.target)
        return None

    def run(self, artifact, inputs):
        raise StepFailure("run", "a compile-only config does not run")


#: the IREE targets ``--compile-only`` compiles for
COMPILE_ONLY_TARGETS = ("llvm-cpu", "cuda", "rocm", "vulkan-spirv")


def compile_only_config_name(config, target):
    return f"{config}/compile-only/{target}"


def _compile_only_factory(name):
    base, _, target = name.partition("/compile-only/")
    if base not in CONFIGS or not issubclass(CONFIGS[base], IreeConfig) or target not in COMPILE_ONLY_TARGETS:
        return None
    cls = type(f"CompileOnly_{base}_{target}".replace("-", "_"), (CompileOnlyConfig,),
               {"output_type": CONFIGS[base].output_type, "target": target})
    return cls


@register_config("torchscript")
class TorchScriptConfig(IreeConfig):
    """``tmlir.torchscript.compile`` to linalg-on-tensors, then IREE."""

    _count = 0

    def compile(self, module, example_inputs, dynamic_shapes=None):
        from tmlir.backends.refbackend import RefBackend
        with step("import"):
            from tmlir import torchscript
            from tmlir.e2e.registry import function_module
            fn = getattr(module, "e2e_function", None)
            if fn is not None:
                # a test written as a function (held by a generic wrapper module): script a
                # module of its own that calls it, with one named parameter per input
                TorchScriptConfig._count += 1
                module = function_module(fn, len(example_inputs), f"E2EFunction{TorchScriptConfig._count}")
            args = example_inputs
            if dynamic_shapes:
                from tmlir import TensorPlaceholder
                args = [TensorPlaceholder.like(t, dynamic_axes=sorted(d)) if d else t
                        for t, d in zip(example_inputs, dynamic_shapes)]
            m = torchscript.compile(module, args, output_type="torch")
        unsigned = unsigned_results(m, "forward")
        contract_text = m.to_text()
        with step("lower", ir=contract_text):
            pipelines.pass_manager(pipelines.lowering_pipeline_text("linalg-on-tensors")).run(m)
            text = m.to_text()
        with step("iree-compile", ir=text):
            backend = RefBackend(self.device)
            loaded = backend.load(backend.compile(text))
        return IreeArtifact(loaded, text, "forward", unsigned_results=unsigned)


@register_config("dynamo")
class DynamoConfig(TestConfig):
    """``torch.compile(module, backend="tmlir")``, run on the inputs. With ``collect_report``
    set, the backend is ``tmlir.dynamo.backend(report=...)`` and ``report`` is the
    ``ExplainReport`` of the last test (benchmarks/dynamo_coverage.py reads it). Sets dynamo's
    ``allow_rnn`` (process-wide): without it dynamo runs nn.RNN/LSTM/GRU itself and the
    backend never sees them."""

    collect_report = False
    report = None

    def compile(self, module, example_inputs, dynamic_shapes=None):
        import torch
        import torch._dynamo
        with step("compile"):
            # tests written as functions share one wrapper ``forward``: without a reset, dynamo's
            # recompile limit (8 per code object) would run the later ones eagerly, unseen
            torch._dynamo.reset()
            torch._dynamo.config.allow_rnn = True
            backend = "tmlir"
            if self.collect_report:
                import tmlir.dynamo
                self.report = tmlir.dynamo.ExplainReport()
                backend = tmlir.dynamo.backend(report=self.report)
            return torch.compile(module, backend=backend, dynamic=bool(dynamic_shapes))

    def run(self, artifact, inputs):
        import torch
        with step("run"), torch.no_grad():
            return artifact(*inputs)
