"""The torch -> linalg lowering registry and the layout of its package."""
import ast
import pathlib

from tmlir.conversion import torch_to_linalg
from tmlir.conversion.torch_to_linalg import LOWERINGS
from tmlir.dialects.torch.generated import op_class

PACKAGE = pathlib.Path(torch_to_linalg.__file__).parent


def test_every_lowering_names_a_known_op():
    """A lowering registered for a name no op has (a typo, an overload torch does not define)
    never runs: each name is a registry op or a hand-written one."""
    unknown = sorted(n for n in LOWERINGS if op_class(n) is None)
    assert not unknown, f"lowerings registered for unknown ops: {unknown}"


def test_a_misspelled_lowering_name_is_caught():
    assert op_class("torch.aten.__lshift__.Tensor_Scalar") is None
    assert op_class("torch.aten.bitwise_left_shift.Tensor_Scalar") is not None


def _sibling_imports(path):
    """The modules of this package that ``path`` imports (``from . import x``, ``from .x import y``)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").startswith(
                "tmlir.conversion.torch_to_linalg."):
            found.add(node.module.split(".")[3])
    return found


def test_family_files_import_only_utils_and_registry():
    bad = {}
    for path in sorted(PACKAGE.glob("*.py")):
        if path.name == "__init__.py":
            continue
        extra = _sibling_imports(path) - {"utils", "registry"}
        if extra:
            bad[path.name] = sorted(extra)
    assert not bad, f"family files importing siblings: {bad}"
    assert _sibling_imports(PACKAGE / "utils.py") == set(), "utils imports a family file"


def test_elementwise_inputs_name_schema_arguments():
    """Each elementwise op's ``ins`` are argument names of its schema (a misspelled name would
    read as an absent argument and feed the body None)."""
    from tmlir.conversion.torch_to_linalg.elementwise import SPECS
    from tmlir.dialects.torch.generated import schema_of
    bad = {}
    for name, spec in SPECS.items():
        args = {a.name for a in schema_of(name).arguments}
        missing = [i for i in spec.ins if i not in args]
        if missing:
            bad[name] = missing
    assert not bad, f"elementwise inputs that name no schema argument: {bad}"
    assert SPECS["torch.aten.where.self"].ins == ("condition", "self", "other")


def test_family_files_use_only_names_utils_has():
    """Every ``U.name`` a family file reads exists in utils (a name moved out of utils without a
    re-export fails here, not at the first model that reaches that lowering)."""
    import re
    from tmlir.conversion.torch_to_linalg import utils as U
    missing = sorted({(f.name, n) for f in PACKAGE.glob("*.py")
                      for n in re.findall(r"\bU\.([A-Za-z_]\w*)", f.read_text()) if not hasattr(U, n)})
    assert missing == []
