"""``python -m tmlir.library.coverage``: how many ops have both library functions, and which
candidate registry ops are still missing.

Candidates are ``aten`` ops of PyTorch's registry that the library could describe: value-semantic
(no in-place ``op_`` variant, no ``out=`` argument, no aliasing writes), at least one tensor operand
or result, tensor results only, and argument types the signature rules cover.
"""
import sys
from typing import List

import torch

from .registry import SignatureMismatch, _expected_return, _expected_type, load_library


def _describable(schema) -> bool:
    if schema.name.endswith("_") or "backward" in schema.name:
        return False
    if any(a.alias_info is not None and a.alias_info.is_write for a in schema.arguments):
        return False
    if not schema.returns:
        return False
    try:
        for a in schema.arguments:
            _expected_type(str(a.type), "shape")
        _expected_return(schema, "shape")
    except SignatureMismatch:
        return False
    return True


def candidate_ops(namespace: str = "aten") -> List[str]:
    out = set()
    for s in torch._C._jit_get_all_schemas():
        if not s.name.startswith(namespace + "::"):
            continue
        if _describable(s):
            out.add(s.name + ("." + s.overload_name if s.overload_name else ""))
    return sorted(out)


def main(argv=None) -> int:
    lib = load_library()
    complete = lib.complete_ops()
    candidates = candidate_ops()
    missing = [op for op in candidates if op not in lib.ops or op not in complete]
    lines = [f"{len(complete)} ops have both a shape and a dtype function "
             f"({len(candidates)} candidate aten ops in PyTorch {torch.__version__}'s registry; "
             f"target >= 500)",
             f"{len(missing)} candidate ops missing:"]
    lines += ["  " + op for op in missing]
    try:
        sys.stdout.write("\n".join(lines) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into `head`
        sys.stderr.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
