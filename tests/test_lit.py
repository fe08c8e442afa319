"""Runs the lit suite (tests/lit/**/*.mlir) as one pytest test per file."""
import os
import pathlib
import subprocess
import sys

import pytest

LIT_DIR = pathlib.Path(__file__).parent / "lit"
FILES = sorted(p for p in LIT_DIR.rglob("*.mlir") if "Output" not in p.parts)


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(LIT_DIR)) for p in FILES])
def test_lit(path):
    r = subprocess.run([sys.executable, "-c", "from lit.main import main; main()", "-q", str(path)], capture_output=True, text=True,
                       cwd=str(LIT_DIR))
    assert r.returncode == 0, r.stdout + r.stderr
