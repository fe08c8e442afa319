"""The builtin lit inputs (tests/lit/builtin/*.mlir) print exactly as upstream MLIR prints them:
tmlir's output is compared with what IREE's bundled MLIR prints for the same input, in the custom
and the generic form (locations with debug info, in upstream's local-scope form, which prints
them inline as tmlir does)."""
import pathlib

import pytest

from tmlir.ir import parse_module
from tmlir.ir.printer import Printer

from iree.compiler import ir  # required test dependency (the test extra): no skip

BUILTIN = pathlib.Path(__file__).parent / "lit" / "builtin"
FILES = sorted(BUILTIN.glob("*.mlir"))


def _upstream(text, generic, debuginfo):
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = True
    m = ir.Module.parse(text, ctx)
    return m.operation.get_asm(print_generic_op_form=generic, enable_debug_info=debuginfo,
                               use_local_scope=debuginfo)


def _tmlir(text, generic, debuginfo):
    m = parse_module(text, "-")  # IREE names its buffer "-"
    return Printer(generic=generic, debuginfo=debuginfo).print_op_to_string(m)


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_prints_as_upstream(path, generic):
    text = path.read_text(encoding="utf-8")
    debuginfo = "--mlir-print-debuginfo" in text.splitlines()[0]
    expected = _upstream(text, generic, debuginfo)
    got = _tmlir(text, generic, debuginfo)
    assert got.strip() == expected.strip()


def test_all_builtin_files_are_compared():
    assert {p.stem for p in FILES} >= {"types", "attributes", "dense", "affine", "locations", "location_aliases"}
