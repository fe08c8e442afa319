"""The registry of torch -> TOSA lowerings (a ``LoweringRegistry``), the ``convert-torch-to-tosa``
pass and ``torch-verify-tosa-backend-contract``."""
from __future__ import annotations

from tmlir.ir import attributes as A
from tmlir.ir.passmanager import Pass, PassError, register_pass
from tmlir.conversion.lowering_registry import LoweringRegistry

__all__ = ["lowering", "LOWERINGS", "TOSA", "TOSA_BACKEND_DIALECTS", "ConvertTorchToTosaPass",
           "VerifyTosaBackendContractPass"]

#: dialects the TOSA backend contract allows (``arith`` for scalars, ``tensor`` for casts and the
#: scalar <-> tensor moves)
TOSA_BACKEND_DIALECTS = ("builtin", "func", "tosa", "tensor", "arith")
#: ops of other dialects the TOSA output may hold: TOSA has no asserts, so a check of a run-time
#: value (``_assert_scalar``: PyTorch raises there) is a ``cf.assert`` beside the TOSA ops
TOSA_BACKEND_OPS = ("cf.assert",)

TOSA = LoweringRegistry("tosa", TOSA_BACKEND_DIALECTS, where="tmlir/conversion/torch_to_tosa/<family>.py",
                        ops=TOSA_BACKEND_OPS)
LOWERINGS = TOSA.table
lowering = TOSA.lowering


#: how an opt-in to the complex emulation is spelled (``tmlir/emulation/complex_to_real/``)
COMPLEX_OPT_IN = ("opt in to the complex emulation with tosa_emulation=(\"complex\",) "
                  "(tmlir.fx.export_and_import) or torch-backend-to-tosa-backend-pipeline{emulation=complex}")


def _tensor_dtype(t):
    """The element type of a torch or builtin tensor type; None for other types."""
    dt = getattr(t, "dtype", None)
    if dt is None and isinstance(t, (A.RankedTensorType, A.UnrankedTensorType)):
        dt = t.element_type
    return dt


def _wrapped_scalar(v):
    """A 0-d tensor made from a Python scalar (``prim.NumToTensor.Scalar``): its !torch.float is a
    number, which the lowerings read as one, not an f64 tensor."""
    d = v.defining_op
    return d is not None and d.name == "torch.prim.NumToTensor.Scalar"


def _unsupported_type(t):
    """Why TOSA 1.0 cannot hold tensor type ``t`` (None when it can)."""
    dt = _tensor_dtype(t)
    if dt is None:
        return None
    if dt is A.F64:
        return "an f64 tensor", "TOSA 1.0 has no 64-bit float types"
    if isinstance(dt, A.ComplexType):
        return "a complex tensor", f"TOSA 1.0 has no complex types; {COMPLEX_OPT_IN}"
    return None


def check_tosa_types(root):
    """Raise one PassError at the first op (in program order) with an operand or result tensor of a
    type TOSA 1.0 lacks (f64, complex), naming the op, the value and its type; a function argument
    of such a type that no op uses is reported at the function. Whichever lowering would run, the program is
    refused before any runs."""
    def error(where, what, value_name, t, why, loc):
        raise PassError(f"'{where}' has {what} ({value_name}: {t}): {why}", loc=loc)

    for o in root.walk_ops():
        if o.name == "func.func":
            continue
        for i, v in enumerate(o.operands):
            bad = None if _wrapped_scalar(v) else _unsupported_type(v.type)
            if bad is not None:
                error(o.name, bad[0], f"operand {i}", v.type, bad[1], o.location)
        for i, r in enumerate(o.results):
            if o.name == "torch.prim.NumToTensor.Scalar":
                continue
            bad = _unsupported_type(r.type)
            if bad is not None:
                error(o.name, bad[0], f"result {i}", r.type, bad[1], o.location)
    funcs = [root] if root.name == "func.func" else [o for o in root.walk_ops() if o.name == "func.func"]
    for f in funcs:
        for region in f.regions:
            for block in region.blocks:
                for i, a in enumerate(block.args):
                    bad = _unsupported_type(a.type)
                    if bad is not None:
                        error(f"@{f.sym_name.value}", bad[0], f"argument {i}", a.type, bad[1], f.location)


@register_pass("convert-torch-to-tosa", "ConvertTorchToTosa")
class ConvertTorchToTosaPass(Pass):
    """Lower every torch op that has a registered TOSA lowering; the others stay, for
    ``torch-verify-tosa-backend-contract`` to name with their source lines. First, a tensor of a
    type TOSA 1.0 lacks (f64, complex) anywhere is one error naming its op (``check_tosa_types``)."""

    def run_on_operation(self, op):
        check_tosa_types(op)
        TOSA.convert(op)


@register_pass("torch-verify-tosa-backend-contract", "VerifyTosaBackendContract")
class VerifyTosaBackendContractPass(Pass):
    """Only tosa, tensor, arith, func and builtin ops (and ``cf.assert``) may remain; every other op is reported with
    its source line and the reason its lowering gave."""

    def run_on_operation(self, op):
        TOSA.verify(op)


#: linalg's scalar lowerings whose output (arith, tensor.from_elements/extract/dim) is legal here
#: too: the ``!torch.int/float/bool`` arithmetic and the scalar <-> tensor moves the contract keeps
#: (math-based ones such as ``sqrt.float`` and the ``cf.assert`` guards are not)
SHARED_WITH_LINALG_FAMILY = "scalar"
NOT_SHARED = ("torch.aten.pow.int_float", "torch.prim.abs.float", "torch.aten.sqrt.int", "torch.aten.sqrt.float",
              "torch.aten.ceil.float", "torch.aten.floor.float", "torch.aten._assert_scalar")


def share_linalg_scalars(linalg):
    names = [n for n, fns in linalg.table.items()
             if n not in NOT_SHARED and n not in TOSA.table
             and any(f.__module__.rsplit(".", 1)[-1] == SHARED_WITH_LINALG_FAMILY for _, f in fns)]
    TOSA.share(linalg, names)
