"""Expected failures: ``XFAIL[config][test_name] = reason``.

    XFAIL = {"linalg": {"GRUCellStatic": "aten.gru_cell has no linalg lowering yet"}}

A listed test that fails (or crashes, or times out) is reported as "xfail"; one that passes is an
"unexpected pass" (xpass), which fails the run: delete its entry. Entries naming tests that do not
exist are reported as stale.
"""

_DYN_GUARD = ("the shape guards of a dynamic batch (torch.prim.If / torch.derefine on !torch.int) are not "
              "lowered to linalg")

XFAIL = {
    "raw": {},
    "torch": {},
    "linalg": {
        # measured 2026-11-21 22:10 UTC (python -m tmlir.e2e -c linalg -f '^(Basic|MLP|...)')
        "SmallCNNDynamicBatch": _DYN_GUARD,
        "ResNetBasicBlockDynamicBatch": _DYN_GUARD,
        "TransformerEncoderLayerDynamicBatch": _DYN_GUARD,
        "TinyGPTDynamicBatch": _DYN_GUARD,
        "LSTMCellStatic": "aten.lstm_cell stays a torch.operator (no decomposition, no linalg lowering)",
        "LSTMCellDynamicBatch": "aten.lstm_cell stays a torch.operator (no decomposition, no linalg lowering)",
        "GRUCellStatic": "aten.gru_cell stays a torch.operator (no decomposition, no linalg lowering)",
        "GRUCellDynamicBatch": "aten.gru_cell stays a torch.operator (no decomposition, no linalg lowering)",
    },
    "tosa": {},
    "stablehlo": {},
    "torchscript": {},
    "dynamo": {},
}


def xfails_for(config):
    """The ``{test_name: reason}`` table of ``config`` (empty when none)."""
    return dict(XFAIL.get(config, {}))


# -- linear / conv / pooling families (e2e_tests/linear.py, conv.py, pooling.py) -------------------
XFAIL["linalg"].update({
    "LinearAddmv": "aten.addmv imports as torch.operator (not a registered torch-dialect op)",
    "PoolAdaptiveAvg2dDynamicBatch": "torch.derefine (from the adaptive_avg_pool2d shape guard) is not lowered",
})


# -- views / indexing / creation families (e2e_tests/data_movement.py, indexing.py, creation.py) ---
_G_DEREFINE = "torch.derefine (!torch.int -> optional, in a dead prim.If of the view/index shape guard) is not lowered"
XFAIL["linalg"].update({
    "CreateItemArith": "f64 scalar arithmetic on the host: IREE's VM has no f64 (arith.truncf f64->f32 is illegal)",
    "IndexMaskedSelect": "masked_select has a data-dependent output shape",
    "IndexBoolMask": "boolean-mask indexing has a data-dependent output shape",
})


# -- elementwise / comparison / casts families (e2e_tests/elementwise.py, comparison.py, casts.py) --
# measured 2026-11-21 22:45 UTC (python -m tmlir.e2e -c linalg -f '^(Elementwise|Compare|Cast)' -j 1)
_F64_LIBM = "IREE llvm-cpu has no f64 {} (no f64 libm linked / no f64 expansion)"
XFAIL["linalg"].update({
    "CastUInt8ToInt8": ("the backend returns a uint8 array for this int8 result (computed from a uint8 input); "
                        "reinterpret_unsigned only views signed results as unsigned"),
    "ElementwiseSinF64": _F64_LIBM.format("sin"),
    "ElementwiseTanhF64": _F64_LIBM.format("tanh"),
    "ElementwiseErfF64": _F64_LIBM.format("erf"),
    "ElementwiseGeluF64": _F64_LIBM.format("erf"),
})
