"""The README's first command: the demo imports the built-in model, lowers it to linalg, and IREE
(a dependency of the package) compiles and runs it, matching eager PyTorch."""
from tmlir import demo


def test_demo_runs_on_iree(capsys):
    assert demo.main([]) == 0
    err = capsys.readouterr().err
    assert "IREE (llvm-cpu) result on a batch of 5 vs eager PyTorch" in err
    assert "skipped" not in err
    assert "//   IREE compile + run" in err and " ms" in err.split("//   IREE compile + run")[1].splitlines()[0]
