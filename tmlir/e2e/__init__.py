"""tmlir's end-to-end test framework: register PyTorch programs, run them through a config
(import, lower, compile, run), compare with eager PyTorch.

    import torch
    from tmlir.e2e import register_test, Input

    @register_test(inputs=[Input([3, 4]), Input([-1, 4])])
    class AddRows(torch.nn.Module):
        def forward(self, a, b):
            return a + b

Run the suite with ``python -m tmlir.e2e -c linalg -f REGEX -j N``. Configs live in
``tmlir.e2e.configs`` (``register_config``), expected failures in ``tmlir.e2e.xfail``.
"""
from tmlir.e2e.registry import (REGISTRY, E2ETest, Input, RegistrationError, discover_tests,  # noqa: F401
                                register_test)
from tmlir.e2e.steps import StepFailure, step  # noqa: F401
from tmlir.e2e.configs import CONFIGS, TestConfig, get_config, register_config  # noqa: F401
from tmlir.e2e.compare import compare_outputs  # noqa: F401
from tmlir.e2e.runner import TestResult, apply_xfails, run_test, run_tests  # noqa: F401

__all__ = ["register_test", "Input", "E2ETest", "REGISTRY", "RegistrationError", "discover_tests",
           "TestConfig", "register_config", "get_config", "CONFIGS", "step", "StepFailure",
           "compare_outputs", "run_test", "run_tests", "apply_xfails", "TestResult"]
