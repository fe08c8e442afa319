"""A representative subset of the end-to-end suite under the ``linalg`` config, in CI.

Every 8th test of each family (by name) and every whole-model test: exported with
``tmlir.fx.export_and_import(..., output_type="linalg-on-tensors")``, compiled and run by IREE,
compared with eager PyTorch (tolerances by dtype). Each lowered module must also parse and verify
in IREE's own MLIR context and hold only backend dialects (no ``torch.`` / ``torch_c.`` op).
Tests the side table lists as expected failures are left to the full run
(``python -m tmlir.e2e -c linalg``), which checks them.
"""
from __future__ import annotations

import os

import pytest

from tmlir.e2e.configs import LinalgConfig
from tmlir.e2e.registry import discover_tests
from tmlir.e2e.runner import run_test
from tmlir.e2e.xfail import XFAIL

STRIDE = 8

# a snapshot of the suite's tests (other test files register their own into the same registry)
_SUITE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "e2e_tests")


def _in_suite(t):
    src = t.source.rsplit(":", 1)[0]   # a file path, or a module name for generated tests
    return src.startswith("e2e_tests.") or os.path.dirname(os.path.abspath(src)) == _SUITE_DIR


_REGISTRY = {n: t for n, t in discover_tests().items() if _in_suite(t)}
_XFAIL = XFAIL.get("linalg", {})


def _subset():
    by_family = {}
    for name, t in _REGISTRY.items():
        if name not in _XFAIL:
            by_family.setdefault(t.family, []).append(name)
    picked = []
    for fam, names in sorted(by_family.items()):
        names.sort()
        picked.extend(names if fam == "models" else names[::STRIDE])
    return picked


SUBSET = _subset()


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
