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


