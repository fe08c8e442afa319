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
    """A fresh config instance by name."""
    if name not in CONFIGS:
        raise ConfigError(f"unknown e2e config {name!r}; known: {', '.join(sorted(CONFIGS))}")
    cfg = CONFIGS[name]()
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


def lower_to_contract(raw, raw_text, fuse_quantized=True, no_f64=False):
    """Raw import -> the backend contract (``output_type="torch"``), in place; ``fuse_quantized``:
    integer products of dequantized tensors (the linalg backend lowers them, TOSA/StableHLO not);
    ``no_f64``: the f32 forms of the decompositions (for TOSA)."""
    with step("lower-to-backend-contract", ir=raw_text):
        return pipelines.lower_raw_module(raw, "torch", backend_legal_ops=None, fuse_quantized=fuse_quantized,
                                          no_f64=no_f64)


def lower(raw, raw_text, output_type):
    """Lower a raw import to ``output_type`` with ``tmlir.pipelines``: first to the backend contract
    (step "lower-to-backend-contract"), then the backend pipeline (step "lower"). When the pipeline's
    text is known (``pipelines.lowering_pipeline_text``) a failure is rerun pass by pass on the
    contract IR to name the failing pass and keep the IR that went into it."""
    from tmlir.e2e.reproducer import locate_failing_pass
    contract = lower_to_contract(raw, raw_text, fuse_quantized=output_type in ("torch", "linalg-on-tensors"),
                                 no_f64=output_type == "tosa")
    if output_type == "torch":
        return contract
    contract_text = contract.to_text()
    pipeline = None
    try:
        with step("lower", ir=contract_text):
            pipeline = pipelines.lowering_pipeline_text(pipelines.check_output_type(output_type))
            if pipeline:
                pipelines.pass_manager(pipeline).run(contract)
                return contract
            return pipelines.lower_raw_module(contract, output_type, backend_legal_ops=None)
    except StepFailure as f:
        if pipeline:
            found = locate_failing_pass(contract_text, pipeline)
            if found is not None:
                f.pass_name, f.reproducer_ir, first = found
                if first.strip() not in f.message:
                    f.message += f"\n(pass by pass, {f.pass_name} fails first: {first})"
        raise


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
        raw, text = import_raw(module, example_inputs, dynamic_shapes)
        if self.output_type == "raw":
            return FxArtifact(raw, text)
        out = lower(raw, text, self.output_type)
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


class IreeConfig(TestConfig):
    """Import, lower to ``output_type``, compile and run with IREE (``RefBackend``)."""
    output_type = "linalg-on-tensors"
    device = "cpu"

    def compile(self, module, example_inputs, dynamic_shapes=None):
        from tmlir.backends.refbackend import RefBackend
        raw, raw_text = import_raw(module, example_inputs, dynamic_shapes)
        unsigned = unsigned_results(raw)
        lowered = lower(raw, raw_text, self.output_type)
        text = lowered if isinstance(lowered, str) else lowered.to_text()
        with step("iree-compile", ir=text):
            backend = RefBackend(self.device)
            loaded = backend.load(backend.compile(text))
        return IreeArtifact(loaded, text, unsigned_results=unsigned)

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
