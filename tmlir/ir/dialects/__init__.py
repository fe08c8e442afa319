"""Builders for the upstream MLIR dialects tmlir reads and emits (one module per dialect).

Modules load lazily: the parser imports ``tmlir.ir.dialects.<name>`` the first time it meets an op
of that dialect (see ``opdef.DIALECT_MODULES``).
"""
