"""Expected failures: ``XFAIL[config][test_name] = reason``.


A listed test that fails (or crashes, or times out) is reported as "xfail"; one that passes is an
"unexpected pass" (xpass), which fails the run: delete its entry. Entries naming tests that do not
exist are reported as stale.
"""

XFAIL = {
    "raw": {},
    "torch": {},
    "linalg": {
        # filled per family below; tests/test_e2e_subset.py runs every entry and fails on one that passes
    },
    "tosa": {},
    "stablehlo": {},
    "torchscript": {},
    "dynamo": {},
}


def xfails_for(config):
    """The ``{test_name: reason}`` table of ``config`` (empty when none)."""
    return dict(XFAIL.get(config, {}))




# -- views / indexing / creation families (e2e_tests/data_movement.py, indexing.py, creation.py) ---
XFAIL["linalg"].update({
    "CreateItemArith": "f64 scalar arithmetic on the host: IREE's VM has no f64 (arith.truncf f64->f32 is illegal)",
})


# -- elementwise / comparison / casts families (e2e_tests/elementwise.py, comparison.py, casts.py) --
# check: python -m tmlir.e2e -c linalg -f '^(Elementwise|Compare|Cast)' -j 1
_F64_LIBM = "IREE llvm-cpu has no f64 {} (no f64 libm linked / no f64 expansion)"
XFAIL["linalg"].update({
    "ElementwiseSinF64": _F64_LIBM.format("sin"),
    "ElementwiseTanhF64": _F64_LIBM.format("tanh"),
    "ElementwiseErfF64": _F64_LIBM.format("erf"),
    "ElementwiseGeluF64": _F64_LIBM.format("erf"),
})


# -- complex family (e2e_tests/complex.py) --------------------------------------------------------
# check: python -m tmlir.e2e -c linalg -f '^(Complex|FloatToComplex|IntToComplex)' -j 1
XFAIL["linalg"].update({
    "Complex128Exp": "IREE llvm-cpu has no f64 sin/cos: complex<f64> exp fails to link ('undefined symbol: sin')",
    "Complex128Angle": "IREE llvm-cpu has no f64 atan2: complex<f64> angle fails to link ('undefined symbol: atan2')",
})


# -- torchscript: the same backend (IREE llvm-cpu) as linalg, so its backend limits hold too ---------
XFAIL["torchscript"].update(XFAIL["linalg"])
