"""Expected failures of the conformance suite: (OpInfo name, dtype) -> the reason.

A dtype of ``"*"`` covers every dtype of the op. Every entry names why the row cannot pass (a limit
of IREE, of PyTorch, of the reference backend); rows not listed here stay visible in the report as
failures. A listed row that passes is reported as xpass (remove its entry).
"""
from __future__ import annotations

__all__ = ["XFAILS", "DYNAMIC_XFAILS", "CONFIG_RULES", "xfail_reason"]

#: complex32 results cannot be read back from IREE
_COMPLEX32 = ("IREE limit: a complex<f16> (torch.complex32) result cannot be read back: iree-compile accepts a "
              "function returning tensor<2xcomplex<f16>> built with complex.create, and calling it from "
              "iree.runtime raises 'ValueError: Unsupported VM Buffer -> numpy dtype mapping'")

#: eager Half/BFloat16 grid_sample of the large reference sample returns NaN
_GRID_SAMPLE_HALF = ("PyTorch limit: eager f16/bf16 grid_sample of the 2x3x345x456 reference sample (values 0..255, "
                     "|grid| <= 1.28, bilinear, zeros) differs from run to run: the same call returned NaN at 6521, "
                     "35 and 6489 output points (f16; bf16: 2445, then 0) and values up to 6.5e4, which no weighted "
                     "sum of the finite inputs can give; on the small samples tmlir matches eager bit for bit "
                     "(every op rounded to the 16-bit dtype, as eager)")

#: the sample's first operand is a sparse CSR tensor
_SPARSE_CSR = ("IREE limit: the samples' first operand is a sparse CSR tensor (layout torch.sparse_csr: crow_indices, "
               "col_indices, values), which the exported program takes as an input as it is; IREE 3.13 takes dense "
               "tensors only (no sparse_tensor encodings in its input dialects), so no compiled program can be called "
               "with one")
_SAMPLED_ADDMM = (_SPARSE_CSR + "; before that, PyTorch's ExportedProgram.run_decompositions({}) (the functionalising "
                  "retrace alone) fails on the program torch.export gives: 'RuntimeError: Unable to cast NotImplemented "
                  "to Tensor'")

#: eigenvalues of a general matrix in LAPACK's order
_EIG_ORDER = ("PyTorch limit: the eigenvalues of a general matrix are specified only up to their order (torch.linalg.eig "
              "and eigvals docs: 'The returned eigenvalues are not guaranteed to be in any specific order'); eager "
              "returns them in the order LAPACK's geev (Hessenberg QR, deflating from the bottom) finds them, and "
              "PyTorch's own comparison is order-sensitive (the OpInfo's output_process_fn_grad keeps the eigenvalues "
              "as they are, |eigenvectors| beside them: test_ops compares eager with eager, the same LAPACK), so only "
              "a copy of LAPACK's deflation sequence could match it; the 0x0 samples pass, the 5x5 ones are not "
              "lowered")

XFAILS = {
    ("linalg.eig", "*"): _EIG_ORDER,
    ("linalg.eigvals", "*"): _EIG_ORDER,
    ("sparse.mm.reduce", "*"): _SPARSE_CSR,
    ("sparse.sampled_addmm", "*"): _SAMPLED_ADDMM,
    ("nn.functional.grid_sample", "f16"): _GRID_SAMPLE_HALF,
    ("nn.functional.grid_sample", "bf16"): _GRID_SAMPLE_HALF,
    ("chalf", "*"): _COMPLEX32,
    ("complex", "f16"): _COMPLEX32,
    ("view_as_complex", "f16"): _COMPLEX32,
    ("to_sparse", "*"): ("IREE limit: the result is a sparse COO tensor (indices + values, layout torch.sparse_coo); "
                         "IREE 3.13 takes dense tensors only (no sparse_tensor encodings in its input dialects), "
                         "so no compiled program can return one"),
}


#: ``ExportedProgram.run_decompositions`` (the functionalising retrace every import runs) fails
#: on the program ``torch.export`` gave for the ``--dynamic`` sample
_RESIZE_AS_DYNAMIC = ("PyTorch limit: with every dim Dim.AUTO, torch.export exports the [5, 5, 5] sample but "
                      "ExportedProgram.run_decompositions({}) (no decompositions: the functionalising retrace "
                      "alone) raises 'RuntimeError: 0 INTERNAL ASSERT FAILED at python_arg_parser.cpp:659, please "
                      "report a bug to PyTorch. dispatch_on_subclass called with NO overloaded args'; the 0-d "
                      "sample and the static run pass")
_LINEAR_CE_DYNAMIC = ("PyTorch limit: with every dim Dim.AUTO, torch.export exports the sample with a 1-d input "
                      "and a 0-d target but ExportedProgram.run_decompositions({}) (the functionalising retrace "
                      "alone) raises 'GuardOnDataDependentSymNode: Could not extract specialized integer from "
                      "data-dependent expression u0'; the batched sample and the static run pass")

_HINGE_DYNAMIC = ("PyTorch limit: with every dim Dim.AUTO, torch.export exports the samples with reduction "
                  "'none' and 'sum' but ExportedProgram.run_decompositions({}) (the functionalising retrace alone) "
                  "raises 'ValueError: 0 is not a valid value for reduction' (2 for 'sum') while executing "
                  "aten.hinge_embedding_loss.default; the 'mean' sample and the static run pass")
_IGAMMAC_DYNAMIC = ("IREE limit: with every dim Dim.AUTO, the samples of igamma and igammac with a [5] input and a 0-d "
                    "x, and with [5, 1] and [5] (the upper incomplete gamma's continued fraction, one large "
                    "elementwise body), compile, but loading the module fails: 'iree/hal/local/"
                    "executable_library_util.c:50: OUT_OF_RANGE; dispatch requiring 92 constants exceeds limit of "
                    "64' (IREE's llvm-cpu executables take at most 64 push constants per dispatch); the 0-d sample "
                    "passes dynamic, and every sample passes static")

#: rows expected to fail only with ``--dynamic`` (every dim exported as ``Dim.AUTO``)
_LDL_SOLVE_DYNAMIC = ("IREE 3.13 computes wrong values in ldl_solve's backward scf.for (its loop form is right in the "
                      "torch-level interpreter; linalg_ops.LDL_SOLVE_LOOP is off, so a run-time size is refused "
                      "with an error; not yet reduced to an iree-compile reproducer)")
DYNAMIC_XFAILS = {
    **{("resize_as_", d): _RESIZE_AS_DYNAMIC for d in ("f32", "f64", "f16", "bf16", "i64", "i32", "i16", "i8", "u8",
                                                      "bool", "c64")},
    **{("nn.functional.linear_cross_entropy", d): _LINEAR_CE_DYNAMIC for d in ("f32", "f64", "f16", "bf16")},
    **{(op, d): _IGAMMAC_DYNAMIC for op in ("igamma", "igammac") for d in ("f32", "f64", "f16", "bf16")},
    **{("nn.functional.hinge_embedding_loss", d): _HINGE_DYNAMIC for d in ("f32", "f64", "f16", "bf16")},
    **{("linalg.ldl_solve", d): _LDL_SOLVE_DYNAMIC for d in ("f32", "f64", "c64")},
}


#: per config, ``rule(op, dtype) -> reason or None``: failures that follow from what the backend is,
#: not from the op (they apply to failing rows only, so a row that passes anyway is no xpass)
CONFIG_RULES = {}


#: TOSA 1.0 has no 64-bit float and no complex types: convert-torch-to-tosa refuses such a tensor with
#: one located error naming the op and the type
_TOSA_NO_F64 = "TOSA 1.0 has no 64-bit float types (f64 tensor)"
_TOSA_NO_COMPLEX = ("TOSA 1.0 has no complex types (complex tensor; the complex emulation is opt-in: the "
                    "tosa-complex config)")

_TOSA_HALF_GRID = ("the 16-bit grid sampler rounds each step to f16/bf16 on the f32 bit pattern (torch.aten.view.dtype "
                   "to and from int32, transforms/decompositions/data_movement.py, as IREE drops truncf/extf pairs), "
                   "and TOSA 1.0 has no bitcast op; the f32 rows pass")
_TOSA_INT_CONV = ("integer convolution (i64): TOSA's integer convolutions take i8/i16 operands (i32/i48 "
                  "accumulators), and an f32 computation is not exact beyond 2^24")

#: complex64 rows of the tosa-complex config (the opt-in emulation: torch-complex-to-real computes each
#: complex tensor as two f32 ones; checked against the failing c64 samples of the static run after the
#: merge of the math and reduction patterns); rows not listed here fail for the op's reason below, or pass
_C64_F64 = "its parts are f64, and " + _TOSA_NO_F64
_C64_TOSA_XFAILS = {
    ("logcumsumexp", "c64"): ("complex64 on TOSA: torch-complex-to-real has no pattern for a complex logcumsumexp "
                              "(a scan of complex log-add-exp: '... on complex values has no real form')"),
    ("sinc", "c64"): ("the 0-d sample's program computes in f64 (torch.aten.mul.Tensor with an f64 result: a 0-d "
                      "complex64 operand with a 0-d float64 one promotes to complex128), and " + _TOSA_NO_F64
                      + "; the other samples pass"),
    ("block_diag", "c64"): ("two of the samples mix a float64 tensor with complex64 ones, so the result is complex128: "
                            + _C64_F64 + "; the complex64-only samples pass"),
    ("float_power", "c64"): "float_power of complex64 computes and returns complex128: " + _C64_F64,
    ("matrix_exp", "c64"): ("complex64 matrix_exp is computed on its real embedding in f64 (linalg_ops.py "
                            "matrix_exp): " + _C64_F64 + "; in f32 it missed the 5x5x5 sample's rtol 1.3e-6 (1.77e-6 "
                            "from the complex128 result where eager's complex64 is 1.48e-6), so it is refused "
                            "rather than a mismatch"),
}

#: TOSA-only rows, by op or (op, dtype) (f64 rows not listed: the f64 rule below): what TOSA cannot express
#: or what its lowering does not do yet, checked against the failing samples of the static run
TOSA_XFAILS = {
    # a dtype argument of f64 in every sample
    "softmax.with_dtype": "every sample passes dtype=torch.float64 (softmax in f64), and " + _TOSA_NO_F64,
    "nn.functional.softmin.with_dtype": ("every sample passes dtype=torch.float64 (softmin in f64), and "
                                         + _TOSA_NO_F64),
    # special functions in f64
    "float_power": "float_power computes and returns f64 for every input dtype, and " + _TOSA_NO_F64,
    "unique": ("the number of distinct values depends on the values (the exported program counts them with "
               "torch.aten.nonzero, an unbacked size), and TOSA takes static shapes only"),
    "masked_select": ("the result has one element per true mask element (torch.aten.nonzero): its shape depends "
                      "on the values, and TOSA takes static shapes only"),
    "special.airy_ai": ("the oscillating branch (x < -8, computed for every element and chosen by where) takes the "
                        "phase 2/3 |x|^1.5 in f64 (in f32 its rounding is a large phase error), and " + _TOSA_NO_F64
                        + "; the decomposition has no f32-only form"),
    "nextafter": ("the next float is the input's bit pattern plus or minus one (as the Linalg lowering does it, "
                  "with arith.bitcast); TOSA 1.0 has no bitcast op, and no TOSA lowering is written"),
    # data-dependent result shapes
    "nonzero": ("the result has one row per nonzero element: its shape depends on the values, and TOSA takes "
                "static shapes only (refused by name: torch_to_tosa/indexing.py nonzero)"),
    "argwhere": ("the result has one row per nonzero element (torch.aten.nonzero): its shape depends on the "
                 "values, and TOSA takes static shapes only"),
    "unique_consecutive": ("the result has one element per run of equal values (torch.aten.nonzero of the run "
                           "starts): its shape depends on the values, and TOSA takes static shapes only"),
    "bincount": ("the result has max(input) + 1 bins: its shape depends on the values (torch.export checks the "
                 "unbacked size with _assert_scalar / runtime.assert), and TOSA takes static shapes only"),
    "tensor_split": ("the first sample splits at the values of a [3] int64 index tensor, so the slice bounds and "
                     "the result shapes depend on the values, and TOSA takes static shapes only (the second, a 0-d "
                     "index tensor, fails to export on every backend)"),
    "log_softmax.with_dtype": "every sample passes dtype=torch.float64 (log_softmax in f64), and " + _TOSA_NO_F64,
    "cdouble": "the result is complex128 (x.cdouble()): " + _C64_F64,
    **{(g, d): _TOSA_HALF_GRID for g in ("grid_sampler_2d", "grid_sampler_3d")
       for d in ("f16", "bf16")},
    # empty operands
    "index_put": ("the second sample indexes with a [5] bool mask, which is torch.aten.nonzero: the number of "
                  "selected rows depends on the values, and TOSA takes static shapes only; the first sample "
                  "passes"),
    **{(f"nn.functional.{c}", "i64"): _TOSA_INT_CONV for c in ("conv1d", "conv2d", "conv3d", "conv_transpose1d",
                                                               "conv_transpose2d", "conv_transpose3d")},
}


def _tosa_rule(op, dtype):
    if dtype == "f64":
        return _TOSA_NO_F64
    if dtype == "c64":
        return _TOSA_NO_COMPLEX
    return TOSA_XFAILS.get((op, dtype)) or TOSA_XFAILS.get(op)


def _tosa_complex_rule(op, dtype):
    if dtype == "f64":
        return _TOSA_NO_F64
    # complex64 is computed on real parts (torch-complex-to-real): its rows fail for their own reasons,
    # (op, "c64") entries first, then the op's entry
    return _C64_TOSA_XFAILS.get((op, dtype)) or TOSA_XFAILS.get((op, dtype)) or TOSA_XFAILS.get(op)


CONFIG_RULES["tosa"] = _tosa_rule
CONFIG_RULES["tosa-complex"] = _tosa_complex_rule


#: per config, ``--dynamic`` failures of that backend only (failing rows only, as CONFIG_RULES): the
#: other backends pass these rows, so they are no DYNAMIC_XFAILS entries
_SHLO_CONVT_DYNAMIC = (
    "StableHLO --dynamic: a transposed convolution with a run-time kernel or spatial size is not lowered (clear "
    "refusal 'a transposed convolution with a dynamic kernel'): its edge padding dilation*(k-1)-p is a run-time "
    "value, IREE 3.13 rejects stablehlo.dynamic_pad ('failed to legalize operation') and stablehlo.convolution "
    "with dynamic spatial sizes; a gathered form (interior pad, tensor.pad, gathered windows, shdyn13) gave wrong "
    "values for stride > 1 at batch 2 and was not kept")
CONFIG_DYNAMIC_XFAILS = {
    "stablehlo": {(f"nn.functional.conv_transpose{n}d", d): _SHLO_CONVT_DYNAMIC
                  for n in (1, 2, 3) for d in ("f32", "f64", "f16", "bf16", "i64", "c64")},
}


#: configs whose complex values cross the function boundary as view_as_real pairs (torch-complex-to-real):
#: a complex32 result comes back (as exact complex64), so the complex32 read-back limit is not theirs
PAIRED_COMPLEX_CONFIGS = ("tosa-complex",)


def xfail_reason(op, dtype, config="linalg", failed=True, dynamic=False):
    """The reason (op, dtype) is expected to fail under ``config``, or None. ``failed``: whether the
    row failed (the config rules speak of failing rows only); ``dynamic``: in a ``--dynamic`` run
    (``DYNAMIC_XFAILS`` apply too)."""
    reason = XFAILS.get((op, dtype)) or XFAILS.get((op, "*"))
    if reason is _COMPLEX32 and config in PAIRED_COMPLEX_CONFIGS:
        reason = None
    elif reason is _COMPLEX32 and config == "tosa":
        reason = _TOSA_NO_COMPLEX   # refused before anything is read back
    if reason is None and dynamic:
        reason = DYNAMIC_XFAILS.get((op, dtype)) or DYNAMIC_XFAILS.get((op, "*"))
    if reason is None and dynamic and failed:
        reason = CONFIG_DYNAMIC_XFAILS.get(config, {}).get((op, dtype))
    rule = CONFIG_RULES.get(config)
    if reason is None and rule is not None and failed:
        reason = rule(op, dtype)
    return reason
