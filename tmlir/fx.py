"""``tmlir.fx``: PyTorch programs (``torch.export``, FX graphs) to MLIR.

    import tmlir
    m = tmlir.fx.export_and_import(model, x, output_type="raw")      # the torch dialect
    print(m)

See ``tmlir/importers/fx.py`` for how graphs map to the torch dialect.
"""
from tmlir.importers.fx import (FxImportError, FxImporter, FxImporterHooks, LiteralInfo,  # noqa: F401
                                DEFAULT_DECOMPOSITIONS, default_decomposition_table, export_and_import,
                                import_exported_program, stateless_fx_import)

__all__ = ["export_and_import", "stateless_fx_import", "import_exported_program", "FxImporter",
           "FxImporterHooks", "FxImportError", "LiteralInfo", "DEFAULT_DECOMPOSITIONS",
           "default_decomposition_table"]
