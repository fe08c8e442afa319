"""Named pipelines (DESIGN §5) and ``lower_raw_module``, which ``tmlir.fx`` calls for every output
type other than "raw".

    torch-backend-to-linalg-on-tensors-backend-pipeline   contract torch IR -> linalg-on-tensors
    torch-backend-to-tosa-backend-pipeline                contract torch IR -> TOSA 1.0 (``{emulation=complex}``:
                                                          complex tensors as real pairs, tmlir/emulation/)
    torch-backend-to-stablehlo-backend-pipeline           contract torch IR -> StableHLO
    torchscript-module-to-torch-backend-pipeline          TorchScript import -> contract torch IR

``lowering_pipeline_text(output_type)`` gives the pipeline text for an output type (the e2e
runner uses it to find the failing pass). Importing this module registers every pass of tmlir:
the torch-dialect transformations and the conversions it composes, and its named pipelines.
"""
from __future__ import annotations

import os

import tmlir.conversion  # noqa: F401  (registers the conversion passes)
import tmlir.transforms  # noqa: F401  (registers the torch-dialect passes)
import tmlir.emulation  # noqa: F401  (registers the opt-in emulations: torch-complex-to-real)
import tmlir.ir.dialects.linalg_transforms  # noqa: F401  (registers the linalg-on-tensors transforms)
import tmlir.ir.dialects.tosa_transforms  # noqa: F401  (registers tosa-fold-constant-transposes)
import tmlir.ir.dialects.scf_transforms  # noqa: F401  (registers the runtime-check transforms)
from tmlir import OutputType
from tmlir.ir.passmanager import Option, Pass, PassError, PassManager, register_pass
from tmlir.transforms.lower_to_backend_contract import lower_to_backend_contract

__all__ = ["lower_raw_module", "lowering_pipeline_text", "pass_manager", "verify_each_pass", "check_output_type", "LINALG_BACKEND_PIPELINE",
           "TOSA_BACKEND_PIPELINE", "TOSA_BACKEND_LEGAL_OPS", "tosa_backend_pipeline", "STABLEHLO_BACKEND_PIPELINE",
           "STABLEHLO_BACKEND_LEGAL_OPS", "TORCHSCRIPT_FRONTEND_PIPELINE"]

LINALG_BACKEND_PIPELINE = ("builtin.module(func.func(convert-torch-to-linalg),"
                           "torch-func-backend-type-conversion,func.func(canonicalize,resolve-ranked-shaped-type-result-dims,cse,canonicalize,"
                           "linalg-fold-constant-transposes,linalg-fuse-elementwise-ops,linalg-transposes-into-producers,linalg-fuse-elementwise-ops,cse,scf-flatten-scalar-ifs,"
                           "propagate-asserted-equalities,canonicalize,cse),"
                           "torch-finalizing-backend-type-conversion,"
                           "torch-verify-linalg-on-tensors-backend-contract)")


def verify_each_pass():
    """Whether tmlir's compile pipelines verify the IR after each pass that changed it
    (``TMLIR_VERIFY_EACH_PASS=1``; the test suite sets it, so a broken pass is named) or once, at
    the end of each pipeline (the default: every check still runs on the final IR, at a fraction of
    the cost; the per-pass verifications were half of the lowering's time)."""
    return os.environ.get("TMLIR_VERIFY_EACH_PASS", "0") not in ("", "0")


def pass_manager(text):
    """The PassManager that runs pipeline ``text`` as ``tmlir.fx.export_and_import`` does (see ``verify_each_pass``)."""
    return PassManager.parse(text, verify_each=verify_each_pass())


class _PipelinePass(Pass):
    """A pass that runs a fixed pipeline text (registered under a pipeline name); the pipeline
    verifies as the manager running this pass does."""
    PIPELINE = None

    def run_on_operation(self, op):
        m = self._manager
        if m is None:
            pass_manager(self.PIPELINE).run(op)
        else:
            PassManager.parse(self.PIPELINE, verify=m.verify, verify_each=m.verify_each).run(op)


@register_pass("torch-backend-to-linalg-on-tensors-backend-pipeline", "TorchBackendToLinalgOnTensorsBackendPipeline")
class TorchBackendToLinalgPipeline(_PipelinePass):
    PIPELINE = LINALG_BACKEND_PIPELINE


# --- TOSA ----------------------------------------------------------------------------------------
_TOSA_BACKEND_TAIL = ("func.func(convert-torch-to-tosa),"
                      "torch-func-backend-type-conversion,func.func(canonicalize,cse),"
                      "torch-finalizing-backend-type-conversion,"
                      "func.func(tosa-fold-constant-transposes,canonicalize),"
                      "torch-verify-tosa-backend-contract)")

#: the default TOSA pipeline: TOSA 1.0 types only (an f64 or complex tensor is an error naming the
#: op; see ``tosa_backend_pipeline`` for the opt-in complex emulation)
TOSA_BACKEND_PIPELINE = "builtin.module(" + _TOSA_BACKEND_TAIL

#: ops the TOSA backend lowers directly, kept undecomposed when the caller names no
#: ``backend_legal_ops`` (as Torch-MLIR does for TOSA)
TOSA_BACKEND_LEGAL_OPS = ("aten.flatten.using_ints", "aten.native_layer_norm", "aten.linear")

#: the emulations a TOSA pipeline can opt in to (``tmlir/emulation/``): name -> pass
TOSA_EMULATIONS = {"complex": "torch-complex-to-real"}


def check_tosa_emulation(emulation):
    """``emulation`` as a tuple of known emulation names (a clear error for others)."""
    if isinstance(emulation, str):
        emulation = (emulation,) if emulation else ()
    emulation = tuple(emulation or ())
    for e in emulation:
        if e not in TOSA_EMULATIONS:
            raise ValueError(f"unknown TOSA emulation '{e}' (known: {', '.join(sorted(TOSA_EMULATIONS))})")
    return emulation


def tosa_backend_pipeline(emulation=(), backend_legal_ops=None):
    """The TOSA pipeline text. ``emulation=("complex",)`` first runs ``torch-complex-to-real``
    (complex tensors as real pairs, ``tmlir.complex_as_real`` at the boundary), then
    ``torch-decompose-complex-ops`` on what its patterns built, keeping ``backend_legal_ops`` (None:
    ``TOSA_BACKEND_LEGAL_OPS``, as the backend contract did). Without emulation this is
    ``TOSA_BACKEND_PIPELINE``."""
    emulation = check_tosa_emulation(emulation)
    if not emulation:
        return TOSA_BACKEND_PIPELINE
    legal = TOSA_BACKEND_LEGAL_OPS if backend_legal_ops is None else tuple(backend_legal_ops)
    decompose = "torch-decompose-complex-ops" + ("{legal-ops=" + ",".join(legal) + "}" if legal else "")
    front = "".join(TOSA_EMULATIONS[e] + "," for e in TOSA_EMULATIONS if e in emulation)
    return f"builtin.module({front}func.func({decompose})," + _TOSA_BACKEND_TAIL


@register_pass("torch-backend-to-tosa-backend-pipeline", "TorchBackendToTosaBackendPipeline")
class TorchBackendToTosaPipeline(_PipelinePass):
    """Contract torch IR -> TOSA 1.0. ``emulation=complex`` opts in to the complex emulation
    (``tosa_backend_pipeline``); ``backend-legal-ops`` are the ops it keeps from decomposition
    (default: ``TOSA_BACKEND_LEGAL_OPS``)."""
    PIPELINE = TOSA_BACKEND_PIPELINE
    OPTIONS = {
        "emulation": Option(str, [], "emulations to opt in to (complex)", list=True),
        "backend-legal-ops": Option(str, [], "ops the emulation's decompositions keep (default: the TOSA backend's)",
                                    list=True),
    }

    def run_on_operation(self, op):
        try:
            emulation = check_tosa_emulation(self.options["emulation"])
        except ValueError as e:
            raise PassError(f"torch-backend-to-tosa-backend-pipeline: {e}", loc=op.location) from None
        legal = self.options["backend-legal-ops"] or None
        self.PIPELINE = tosa_backend_pipeline(emulation, legal)
        super().run_on_operation(op)


def default_backend_legal_ops(output_type, backend_legal_ops):
    """``backend_legal_ops`` as given; for TOSA and StableHLO, the backend's defaults when none are
    given."""
    if backend_legal_ops is None and OutputType.get(output_type) == OutputType.TOSA:
        return TOSA_BACKEND_LEGAL_OPS
    if backend_legal_ops is None and OutputType.get(output_type) == OutputType.STABLEHLO:
        return STABLEHLO_BACKEND_LEGAL_OPS
    return backend_legal_ops
# --- end TOSA ------------------------------------------------------------------------------------

# --- StableHLO -----------------------------------------------------------------------------------
STABLEHLO_BACKEND_PIPELINE = ("builtin.module(func.func(convert-torch-to-stablehlo),"
                              "torch-func-backend-type-conversion,func.func(canonicalize,cse),"
                              "torch-finalizing-backend-type-conversion,"
                              "func.func(canonicalize),"
                              "torch-verify-stablehlo-backend-contract)")

#: ops the StableHLO backend lowers itself, kept from decomposition when the caller names no
#: ``backend_legal_ops`` (as Torch-MLIR's StableHLO path keeps them)
STABLEHLO_BACKEND_LEGAL_OPS = ("aten.amax", "aten.amin")


@register_pass("torch-backend-to-stablehlo-backend-pipeline", "TorchBackendToStablehloBackendPipeline")
class TorchBackendToStablehloPipeline(_PipelinePass):
    PIPELINE = STABLEHLO_BACKEND_PIPELINE
# --- end StableHLO -------------------------------------------------------------------------------


# --- TorchScript ---------------------------------------------------------------------------------
#: the torch-to-torch passes that take a TorchScript import (object graph) to plain functions
TORCHSCRIPT_FRONTEND_PIPELINE = (
    "builtin.module(torch-prepare-for-globalize-object-graph,torch-globalize-object-graph,"
    "torch-inline-global-slots,torch-adjust-calling-conventions,inline,symbol-dce,"
    "func.func(canonicalize),torch-unmutated-tensors-to-value-semantics)")


@register_pass("torchscript-module-to-torch-backend-pipeline", "TorchScriptModuleToTorchBackendPipeline")
class TorchScriptModuleToTorchBackendPipeline(_PipelinePass):
    """A TorchScript import -> the backend contract (``tmlir.torchscript.compile`` runs the same
    front part, then ``lower_raw_module``)."""
    PIPELINE = TORCHSCRIPT_FRONTEND_PIPELINE[:-1] + ",torch-lower-to-backend-contract)"
# --- end TorchScript -----------------------------------------------------------------------------


def check_output_type(output_type):
    """``output_type`` as an ``OutputType`` (every output type has its lowering)."""
    return OutputType.get(output_type)


def lowering_pipeline_text(output_type, tosa_emulation=(), backend_legal_ops=None):
    """The pipeline text that takes contract torch IR to ``output_type``; None for raw/torch.
    ``tosa_emulation`` and ``backend_legal_ops``: see ``tosa_backend_pipeline`` (TOSA only)."""
    ot = OutputType.get(output_type)
    if tosa_emulation and ot != OutputType.TOSA:
        raise ValueError(f"tosa_emulation={tuple(tosa_emulation)!r} is for output_type='tosa', not '{ot.value}'")
    if ot == OutputType.LINALG_ON_TENSORS:
        return LINALG_BACKEND_PIPELINE
    if ot == OutputType.TOSA:
        return tosa_backend_pipeline(tosa_emulation, backend_legal_ops)
    if ot == OutputType.STABLEHLO:
        return STABLEHLO_BACKEND_PIPELINE
    return None


def lower_raw_module(module, output_type, backend_legal_ops=None, guards=True, extra_library=(), max_iterations=10,
                     fuse_quantized=None, tosa_emulation=(), **options):
    """Lower a raw import in place to ``output_type`` ("torch", "linalg-on-tensors", ...) and return it.

    The torch part is ``torch-lower-to-backend-contract`` (``backend_legal_ops`` are not decomposed;
    ``guards=False`` drops runtime shape guards; ``extra_library`` adds shape/dtype functions).
    ``tosa_emulation=("complex",)`` opts in to the complex emulation on the way to TOSA
    (``tosa_backend_pipeline``)."""
    ot = OutputType.get(output_type)
    if ot == OutputType.RAW:
        return module
    check_output_type(ot)
    tosa_emulation = check_tosa_emulation(tosa_emulation)
    if tosa_emulation and ot != OutputType.TOSA:
        raise ValueError(f"tosa_emulation={tosa_emulation!r} is for output_type='tosa', not '{ot.value}'")
    backend_legal_ops = default_backend_legal_ops(ot, backend_legal_ops)
    # integer products of dequantized tensors (torch-fuse-quantized-ops) only where the backend
    # lowers them: linalg (and the torch contract itself, unless ``fuse_quantized=False``, what a
    # caller going on to TOSA/StableHLO asks for: they compute QDQ graphs in float)
    fuse = fuse_quantized if fuse_quantized is not None else ot in (OutputType.TORCH, OutputType.LINALG_ON_TENSORS)
    lower_to_backend_contract(module, max_iterations=max_iterations, backend_legal_ops=backend_legal_ops or (),
                              guards=guards, extra_library=tuple(extra_library or ()), fuse_quantized=fuse)
    if ot == OutputType.TORCH:
        return module
    pass_manager(lowering_pipeline_text(ot, tosa_emulation, backend_legal_ops)).run(module)
    return module
