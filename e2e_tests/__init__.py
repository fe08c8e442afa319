"""tmlir's end-to-end tests, one module per op family (``python -m tmlir.e2e`` finds them all by
listing this package). Each test is a PyTorch program registered with ``tmlir.e2e.register_test``."""
