"""The conformance suite: PyTorch's OpInfo database (``op_db``: every op, its CPU dtypes, its sample
and reference inputs, its error inputs and test_ops' tolerances) run through a tmlir config and
compared with eager PyTorch, an independent judge of the lowerings.

    python -m tmlir.conformance -c linalg -j 2 --json /tmp/conf.json

Pieces: ``opinfo`` (rows, samples and their cap, tolerances, the wrapping module), ``runner`` (one
op in a process; the e2e runner's isolated pool for many), ``report`` (the table, the summary, the
JSON), ``xfail`` (the side table of expected failures, each with its reason), ``cli``.
"""
from tmlir.conformance.opinfo import DTYPES, Task  # noqa: F401
