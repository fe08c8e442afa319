"""A representative subset of the end-to-end suite under the ``linalg`` config, in CI.

Every 8th test of each family (by name, from an offset that rotates with the commit count, so
that 8 consecutive commits run the whole suite: see ``tmlir/e2e/subset.py``; pytest's header
prints the offset) and every whole-model test: exported with
``tmlir.fx.export_and_import(..., output_type="linalg-on-tensors")``, compiled and run by IREE,
compared with eager PyTorch (tolerances by dtype). Each lowered module must also parse and verify
in IREE's own MLIR context and hold only backend dialects (no ``torch.`` / ``torch_c.`` op).
Every test the side table lists as an expected failure runs too: one that passes now fails here,
asking for its entry to be removed.
"""
from __future__ import annotations

import os

import pytest

from tmlir.e2e.configs import LinalgConfig
from tmlir.e2e.registry import discover_tests
from tmlir.e2e.runner import run_test
from tmlir.e2e.subset import MODEL_FAMILY, STRIDE, pick, rotation_offset
from tmlir.e2e.xfail import XFAIL

# a snapshot of the suite's tests (other test files register their own into the same registry)
_SUITE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "e2e_tests")


def _in_suite(t):
    src = t.source.rsplit(":", 1)[0]   # a file path, or a module name for generated tests
    return src.startswith("e2e_tests.") or os.path.dirname(os.path.abspath(src)) == _SUITE_DIR


_REGISTRY = {n: t for n, t in discover_tests().items() if _in_suite(t)}
_XFAIL = XFAIL.get("linalg", {})


SUBSET = pick(_REGISTRY, excluded=_XFAIL)


class _Capturing(LinalgConfig):
    """The linalg config, keeping the text it compiled."""
    text = None

    def compile(self, module, example_inputs, dynamic_shapes=None):
        art = super().compile(module, example_inputs, dynamic_shapes)
        self.text = art.text
        return art


def test_subset_is_representative():
    families = {t.family for t in _REGISTRY.values()}
    assert {_REGISTRY[n].family for n in SUBSET} == families
    assert len(SUBSET) >= 100


def test_the_slices_cover_the_suite():
    slices = [set(pick(_REGISTRY, excluded=_XFAIL, offset=k)) for k in range(STRIDE)]
    assert set(SUBSET) == slices[rotation_offset()]
    assert set().union(*slices) == set(_REGISTRY) - set(_XFAIL)
    models = {n for n, t in _REGISTRY.items() if t.family == MODEL_FAMILY} - set(_XFAIL)
    for a in range(STRIDE):      # apart from the models (in every slice) no test runs twice
        for b in range(a + 1, STRIDE):
            assert slices[a] & slices[b] == models


def test_offset_can_be_chosen(monkeypatch):
    monkeypatch.setenv("TMLIR_E2E_OFFSET", "11")
    assert rotation_offset() == 11 % STRIDE
    monkeypatch.setenv("TMLIR_E2E_OFFSET", "x")
    with pytest.raises(ValueError, match="TMLIR_E2E_OFFSET must be an integer"):
        rotation_offset()


@pytest.mark.parametrize("name", SUBSET)
def test_e2e_linalg(name):
    from iree.compiler import ir as upstream
    from tmlir.backends.refbackend import op_dialects
    cfg = _Capturing()
    cfg.name = "linalg"
    r = run_test(_REGISTRY[name], cfg)
    assert r.status == "pass", f"{name}: step {r.step} {r.pass_name}\n{r.message}"
    assert not {"torch", "torch_c"} & set(op_dialects(cfg.text)), "torch ops left in the linalg output"
    assert upstream.Module.parse(cfg.text, upstream.Context()).operation.verify()


def test_xfail_table_names_suite_tests():
    assert sorted(set(_XFAIL) - set(_REGISTRY)) == [], "stale entries in tmlir/e2e/xfail.py"


@pytest.mark.parametrize("name", sorted(_XFAIL))
def test_e2e_linalg_expected_failure_still_fails(name):
    if name not in _REGISTRY:
        pytest.fail(f"{name} is not a test of the suite: remove it from XFAIL['linalg'] in tmlir/e2e/xfail.py")
    cfg = LinalgConfig()
    cfg.name = "linalg"
    r = run_test(_REGISTRY[name], cfg)
    assert r.status != "pass", (f"{name} passes now: remove it from XFAIL['linalg'] in tmlir/e2e/xfail.py "
                                f"(listed as: {_XFAIL[name]})")
