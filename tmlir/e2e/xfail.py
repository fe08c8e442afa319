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
    """The ``{test_name: reason}`` table of ``config`` (empty when none), with the entries its
    rules derive from the registered tests (``RULES``)."""
    table = {}
    rule = RULES.get(config)
    if rule is not None:
        from tmlir.e2e.registry import REGISTRY
        table.update(rule(REGISTRY))
    table.update(XFAIL.get(config, {}))
    return table


#: per config, ``rule(registry) -> {test_name: reason}``: side-table entries derived from what the
#: tests are (e.g. their input dtypes), so the table follows the suite
RULES = {}


# -- views / indexing / creation families (e2e_tests/data_movement.py, indexing.py, creation.py) ---
XFAIL["linalg"].update({
    "CreateItemArith": "f64 scalar arithmetic on the host: IREE's VM has no f64 (arith.truncf f64->f32 is illegal)",
})


# -- TOSA (every family) ----------------------------------------------------------------------------
# check: python -m tmlir.e2e -c tosa -f REGEX -j 1
_TOSA_NO_F64 = ("TOSA has no {} element type (IREE rejects it in every TOSA op; computing in f32 would not "
                "meet the f64 tolerance)")
_TOSA_NO_COMPLEX = "TOSA has no complex element types (an input is {})"

#: tests with f64/complex inputs that pass anyway (identity-like: no TOSA op touches the values)
_TOSA_F64_INPUTS_PASS = {"ComplexCloneStatic", "ComplexCloneDynamic", "Complex128Clone", "ComplexPositiveStatic",
                         "ComplexPositiveDynamic", "Complex128Positive", "InterpolateLinearSameSizeScale",
                         "IrfftPadEmpty"}


def _tosa_rule(registry):
    """Tests with an f64 or complex input: TOSA cannot hold the values."""
    import torch
    out = {}
    for name, t in registry.items():
        if name in _TOSA_F64_INPUTS_PASS:
            continue
        dts = {i.dtype for i in t.inputs}
        cx = sorted(str(d).replace("torch.", "") for d in dts if d.is_complex)
        if cx:
            out[name] = _TOSA_NO_COMPLEX.format(cx[0])
        elif torch.float64 in dts:
            out[name] = _TOSA_NO_F64.format("f64")
    return out


RULES["tosa"] = _tosa_rule
