"""``tmlir.fx``: PyTorch programs (``torch.export``, FX graphs) to MLIR.

    import tmlir
    m = tmlir.fx.export_and_import(model, x, output_type="raw")      # the torch dialect
    print(m)

The public functions compose the layers: export and import (``tmlir/importers/fx.py``, which
describes how graphs map to the torch dialect), then the pipeline the output type asks for
(``tmlir.pipelines.lower_raw_module``: the backend contract, then the backend's conversion).
"""
from __future__ import annotations

import sys

from tmlir import OutputType, pipelines
from tmlir.importers.fx import (FxImportError, FxImporter, FxImporterHooks, LiteralInfo,  # noqa: F401
                                DEFAULT_DECOMPOSITIONS, default_decomposition_table, export_program,
                                import_exported_program, import_graph_module)

__all__ = ["export_and_import", "stateless_fx_import", "import_exported_program", "FxImporter",
           "FxImporterHooks", "FxImportError", "LiteralInfo", "DEFAULT_DECOMPOSITIONS",
           "default_decomposition_table", "OutputType"]


def _lower(module, ot, backend_legal_ops=None, enable_ir_printing=False, guards=True, extra_library=()):
    """Run the pipeline of output type ``ot`` on a raw import (nothing for "raw")."""
    if enable_ir_printing:
        print(module, file=sys.stderr)
    if ot is OutputType.RAW:
        return module
    out = pipelines.lower_raw_module(module, ot, backend_legal_ops=backend_legal_ops, guards=guards,
                                     extra_library=extra_library)
    if enable_ir_printing:
        print(out, file=sys.stderr)
    return out


def export_and_import(f, *args, output_type="linalg-on-tensors", dynamic_shapes=None, func_name="main",
                      decomposition_table=None, backend_legal_ops=None, import_symbolic_shape_expressions=False,
                      experimental_support_mutation=False, strict=False, hooks=None, fx_importer=None,
                      enable_graph_printing=False, enable_ir_printing=False, guards=True, extra_library=(),
                      **kwargs):
    """Export ``f`` (an ``nn.Module`` called with ``*args, **kwargs``, or an ``ExportedProgram``,
    whose example inputs are then not needed) and import it as the torch dialect; lower it to
    ``output_type`` ("raw" returns the import as it is).

    ``decomposition_table``: None = ``default_decomposition_table()`` (see
    ``DEFAULT_DECOMPOSITIONS``); ``{}`` = no decompositions (the program is still functionalised by
    ``run_decompositions``). Ops named in ``backend_legal_ops`` are not decomposed and are passed on
    to the lowering. ``hooks`` (an ``FxImporterHooks``) and ``fx_importer`` (an ``FxImporter`` to
    import into) are as in ``stateless_fx_import``; ``enable_graph_printing`` prints the FX graph
    that is imported, ``enable_ir_printing`` the module before and after lowering (to stderr).
    Problems with the program raise one ``FxImportError`` naming the node and its source line.
    ``guards=False`` drops the runtime shape guards the contract would keep (see
    ``torch-lower-to-backend-contract``); ``extra_library`` adds shape/dtype functions for ops the
    built-in library lacks (modules, module names or ``.py`` paths).
    """
    ot = pipelines.check_output_type(output_type)
    try:
        prog = export_program(f, args, kwargs, dynamic_shapes=dynamic_shapes, strict=strict,
                              decomposition_table=decomposition_table, backend_legal_ops=backend_legal_ops)
    except FxImportError as e:
        raise e.with_traceback(None) from None  # one clear error, not the exporter's frames
    if enable_graph_printing:
        prog.graph_module.print_readable()
    module = import_exported_program(prog, func_name=func_name,
                                     import_symbolic_shape_expressions=import_symbolic_shape_expressions,
                                     experimental_support_mutation=experimental_support_mutation, hooks=hooks,
                                     fx_importer=fx_importer)
    return _lower(module, ot, backend_legal_ops, enable_ir_printing, guards, extra_library)


def stateless_fx_import(gm, output_type="raw", fx_importer=None, hooks=None, model_name="main",
                        enable_graph_printing=False, enable_ir_printing=False):
    """Import a ``GraphModule`` whose placeholders are all inputs (from ``make_fx``,
    ``aot_autograd``, a dynamo backend, ...) as one function named ``model_name`` and lower it to
    ``output_type``; ``get_attr`` tensors become literals. Nodes need ``val`` (or
    ``tensor_meta``) metadata."""
    ot = pipelines.check_output_type(output_type)
    if enable_graph_printing:
        gm.print_readable()
    module = import_graph_module(gm, func_name=model_name, hooks=hooks, fx_importer=fx_importer)
    return _lower(module, ot, None, enable_ir_printing)
