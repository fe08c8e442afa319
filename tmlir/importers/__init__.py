"""Importers: PyTorch programs to the torch dialect (``fx``: torch.export / FX graphs)."""
