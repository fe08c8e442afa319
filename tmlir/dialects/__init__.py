"""Dialects tmlir defines beyond MLIR's upstream ones: ``torch`` and ``torch_c``.

Both load on first use of their names (``tmlir.ir.opdef.DIALECT_MODULES``), so parsing text
that mentions ``torch.`` ops or ``!torch.`` types needs no import.
"""
