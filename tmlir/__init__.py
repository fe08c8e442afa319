"""tmlir: PyTorch programs to MLIR, in pure Python. See ../shared/DESIGN.md for the map."""
__version__ = "0.1.0"
