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


def _lower(module, ot, backend_legal_ops=None, enable_ir_printing=False, guards=True, extra_library=(),
           tosa_emulation=()):
    """Run the pipeline of output type ``ot`` on a raw import (nothing for "raw")."""
    if enable_ir_printing:
        print(module, file=sys.stderr)
    if ot is OutputType.RAW:
        return module
    out = pipelines.lower_raw_module(module, ot, backend_legal_ops=backend_legal_ops, guards=guards,
                                     extra_library=extra_library, tosa_emulation=tosa_emulation)
    if enable_ir_printing:
        print(out, file=sys.stderr)
    return out


def export_and_import(f, *args, output_type="linalg-on-tensors", dynamic_shapes=None, func_name="main",
                      decomposition_table=None, backend_legal_ops=None, import_symbolic_shape_expressions=False,
                      experimental_support_mutation=False, strict=False, hooks=None, fx_importer=None,
                      enable_graph_printing=False, enable_ir_printing=False, guards=True, extra_library=(),
                      tosa_emulation=(), **kwargs):
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

    ``output_type="tosa"`` gives TOSA 1.0: an f64 or complex tensor is an error naming the op.
    ``tosa_emulation=("complex",)`` opts in to the complex emulation (``tmlir/emulation/``): complex
    tensors as (re, im) real pairs, arguments and results in ``torch.view_as_real`` layout marked
    ``tmlir.complex_as_real`` (the RefBackend converts them).
    """
    ot = pipelines.check_output_type(output_type)
    tosa_emulation = pipelines.check_tosa_emulation(tosa_emulation)
    if tosa_emulation and ot is not OutputType.TOSA:
        raise ValueError(f"tosa_emulation={tosa_emulation!r} is for output_type='tosa', not '{ot.value}'")
    backend_legal_ops = pipelines.default_backend_legal_ops(ot, backend_legal_ops)
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
    if ot is not OutputType.RAW and guards and not experimental_support_mutation:
        add_symbolic_equality_guards(module, prog, func_name)
    return _lower(module, ot, backend_legal_ops, enable_ir_printing, guards, extra_library, tosa_emulation)


def add_symbolic_equality_guards(module, prog, func_name="main"):
    """Assert at the entry of ``func_name`` that input dims ``torch.export`` gave the same symbol
    are equal (one ``torch.runtime.assert`` on one comparison per dim after a symbol's first).

    The exported program only holds for inputs that meet its constraints, and the compiled code
    checks them once, up front; after the check the lowering treats the dims as one value
    (``propagate-asserted-equalities``), so that the shape checks between them fold away."""
    import torch
    from torch.export.graph_signature import InputKind, TensorArgument, ConstantArgument
    from tmlir.dialects.torch import types as TT
    from tmlir.ir import attributes as A
    from tmlir.ir.core import Operation
    specs = {getattr(s.arg, "name", None): s for s in prog.graph_signature.input_specs}
    func = next((o for o in module.body.ops if o.name == "func.func" and o.sym_name.value == func_name), None)
    if func is None or not func.regions[0].blocks:
        return 0
    entry = func.regions[0].blocks[0]
    first, pairs, i = {}, [], 0
    for n in prog.graph_module.graph.nodes:
        spec = specs.get(n.name) if n.op == "placeholder" else None
        if spec is None or spec.kind != InputKind.USER_INPUT or isinstance(spec.arg, ConstantArgument):
            continue
        val = n.meta.get("val")
        if isinstance(spec.arg, TensorArgument) and isinstance(val, torch.Tensor):
            for d, size in enumerate(val.shape):
                if isinstance(size, torch.SymInt) and size.node.expr.is_Symbol:
                    key = str(size.node.expr)
                    if key in first:
                        pairs.append((first[key], (i, d), key))
                    else:
                        first[key] = (i, d)
        i += 1
    if not pairs or i != len(entry.args):
        return 0
    anchor = entry.first_op
    from tmlir.ir.location import UNKNOWN_LOC

    def user_location(arg):
        """The source location of the first op that reads argument ``arg`` (the user's line)."""
        for o in entry.ops:
            if any(v is entry.args[arg] for v in o.operands) and o.location is not UNKNOWN_LOC:
                return o.location
        return func.location

    def put(name, operands, loc, result_type=None, props=None):
        op = Operation.create(name, list(operands), [result_type] if result_type is not None else [], None,
                              props, (), (), loc)
        if anchor is None:
            entry.append(op)
        else:
            entry.insert_before(op, anchor)
        return op.results[0] if op.results else None

    def size(arg, d, loc):
        dim = put("torch.constant.int", [], loc, TT.INT, {"value": A.IntegerAttr(d, A.I64)})
        return put("torch.aten.size.int", [entry.args[arg], dim], loc, TT.INT)

    for (a, da), (b, db), key in pairs:
        loc = user_location(b)
        eq = put("torch.aten.eq.int", [size(a, da, loc), size(b, db, loc)], loc, TT.BOOL)
        put("torch.runtime.assert", [eq], loc, None, {"message": A.StringAttr(
            f"input {b} dim {db} must equal input {a} dim {da} (both are {key} in the exported program)")})
    return len(pairs)


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
