"""The differential check of the linalg lowerings: each program's backend-contract IR runs in the
interpreter (eager PyTorch op by op) and, lowered to Linalg-on-Tensors, in IREE, on fresh random
inputs, and the results must agree. The programs are the e2e suite's: a fixed set of regressions
(programs whose lowering once changed their results) and a rotating slice of the rest
(``TMLIR_DIFF_SLICE=k`` picks slice ``k`` of ``_SLICES``; the default rotates with the day)."""
import datetime
import os

import pytest
import torch

pytest.importorskip("iree.runtime")

from tmlir.e2e.registry import discover_tests  # noqa: E402
from tmlir.e2e.xfail import xfails_for  # noqa: E402
from tmlir.testing.differential import (check_lowering_preserves_semantics, random_inputs,  # noqa: E402
                                        compare_results)

_SLICES = 40
_REGRESSIONS = ["GRUCellZeroStateStatic", "CreateZerosMatmulConstant", "LinearSdpaBoolMaskEmptyRow",
                "ElementwiseThresholdBackwardIntGrad", "NllLossForward1dWeightNone",
                # integer products on quantized operands: the interpreter runs them on the integers
                "QuantPt2eLinearPerTensor", "QuantPt2eConv2dGrouped",
                # groups-1 quantized convs: channels-last columns times the weight (convolution.py)
                "QuantPt2eConv2dPadStride", "QuantPt2eConv2dDilated"]


def _tests():
    tests = discover_tests()
    return {t.name: t for t in (tests.values() if isinstance(tests, dict) else tests)}


_ALL = _tests()


def _slice():
    k = os.environ.get("TMLIR_DIFF_SLICE")
    k = int(k) if k is not None else datetime.date.today().toordinal()
    names = sorted(n for n in _ALL if n not in xfails_for("linalg") and n not in _REGRESSIONS)
    return names[k % _SLICES::_SLICES]


def _contract(test):
    import tmlir
    module = test.make_module()
    return tmlir.fx.export_and_import(module, *test.make_inputs(), output_type="torch",
                                      dynamic_shapes=test.dynamic_shapes())


def _fresh_inputs(test):
    """New random inputs in each input's domain (another seed than the e2e run)."""
    gen = torch.Generator().manual_seed(test.seed + 7)
    return [inp.generate(gen) for inp in test.inputs]


@pytest.mark.parametrize("name", _REGRESSIONS + _slice())
def test_lowering_matches_interpreter(name):
    test = _ALL[name]
    contract = _contract(test)
    tol = test.tolerance or {}
    check_lowering_preserves_semantics(contract, _fresh_inputs(test), rtol=tol.get("rtol", 1e-4),
                                       atol=tol.get("atol", 1e-5))


def test_random_inputs_follow_argument_types():
    from tmlir.ir import parse_module
    m = parse_module("func.func @main(%a: !torch.vtensor<[2,?],f32>, %b: !torch.vtensor<[3],si64>, "
                     "%c: !torch.vtensor<[],i1>) -> !torch.vtensor<[2,?],f32> {\n"
                     "  return %a : !torch.vtensor<[2,?],f32>\n}\n")
    a, b, c = random_inputs(m, dynamic_size=5)
    assert (a.shape, a.dtype) == (torch.Size([2, 5]), torch.float32)
    assert b.dtype == torch.int64 and b.min() >= 0 and b.max() < 4
    assert c.dtype == torch.bool and c.dim() == 0


def test_a_lowering_that_changes_meaning_is_caught(monkeypatch):
    """A wrong lowering pattern (neg lowered as the identity) is reported."""
    import tmlir
    from tmlir.conversion.torch_to_linalg.registry import LOWERINGS
    from tmlir.ir import parse_module

    class M(torch.nn.Module):
        def forward(self, a):
            return -a + 1.0
    contract = tmlir.fx.export_and_import(M(), torch.randn(3), output_type="torch")
    check_lowering_preserves_semantics(contract)  # right as it is

    def identity(op, operands, rw):
        rw.replace_op(op, [operands[0]])
        return True
    monkeypatch.setitem(LOWERINGS, "torch.aten.neg", [(100, identity)])
    with pytest.raises(AssertionError, match="changes what it computes"):
        check_lowering_preserves_semantics(parse_module(contract.to_text()))
    compare_results([torch.ones(2)], [torch.ones(2)])
