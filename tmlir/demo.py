"""tmlir demo: a built-in PyTorch model to MLIR.

    python -m tmlir.demo [--linalg] [--generic] [--debuginfo]

The built-in model is a small MLP (``Linear(8, 16) -> ReLU -> Linear(16, 4)``, seed 0).

By default the demo does tmlir's main job: ``tmlir.fx.export_and_import`` imports the model (with
a dynamic batch dimension) into the ``torch`` dialect, as Torch-MLIR prints it; weights are
``dense_resource`` blobs, never decimal text. (``output_type="raw"`` for now: the backend contract
and the lowerings are the next issues.)

``--linalg`` instead writes the forward pass as ``linalg`` + ``tensor`` + ``arith`` ops with
tmlir's IR builders and runs ``canonicalize,cse`` on it: a look at the IR core and the
Linalg-on-Tensors form the lowering will produce.

Either way the module is verified, printed, parsed back and checked to reprint identically, and
upstream MLIR (IREE's parser, when installed) parses and verifies it. The steps are timed.
"""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np

from tmlir.ir import (AffineMap, Block, DYNAMIC, F32, RankedTensorType, ResourceBlob,
                      DenseResourceElementsAttr, FileLineColLoc, parse_module)
from tmlir.ir.dialects import arith, func, linalg, tensor
from tmlir.ir.dialects.builtin import ModuleOp


def builtin_model():
    """The demo's model: a seeded two-layer MLP (weights only; no training)."""
    import torch
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4)).eval()


def _weight_constant(b, name, array):
    """``arith.constant dense_resource<name>``: the numpy array is the blob, not copied to text."""
    array = np.ascontiguousarray(array, dtype=np.float32)
    t = RankedTensorType(array.shape, F32)
    return b.insert(arith.ConstantOp.build_value(DenseResourceElementsAttr(ResourceBlob(name, array), t))).result


def build_mlp_module(model, loc_file="tmlir/demo.py"):
    """Forward pass of ``model`` (Linear/ReLU layers) on ``tensor<?xIN x f32>``."""
    import torch
    layers = [m for m in model if isinstance(m, (torch.nn.Linear, torch.nn.ReLU))]
    in_features = layers[0].in_features
    out_features = [m for m in layers if isinstance(m, torch.nn.Linear)][-1].out_features
    x_type = RankedTensorType([DYNAMIC, in_features], F32)
    out_type = RankedTensorType([DYNAMIC, out_features], F32)

    module = ModuleOp.build_empty()
    f = func.FuncOp.build_func("forward", [x_type], [out_type])
    module.body.append(f)
    from tmlir.ir import Builder, InsertionPoint
    b = Builder(InsertionPoint.at_end(f.entry_block))
    x = f.entry_block.args[0]

    c0 = b.insert(arith.ConstantOp.build_index(0)).result
    zero = b.insert(arith.ConstantOp.build_float(0.0, F32)).result
    batch = b.insert(tensor.DimOp.build_dim(x, c0)).result
    ident = AffineMap.identity(2)
    row = AffineMap.from_dims(2, [1])
    for i, layer in enumerate(layers):
        b.loc = FileLineColLoc(loc_file, 40 + i, 5)
        if isinstance(layer, torch.nn.Linear):
            wt = _weight_constant(b, f"layer{i}_weight_t", layer.weight.detach().numpy().T)
            bias = _weight_constant(b, f"layer{i}_bias", layer.bias.detach().numpy())
            rt = RankedTensorType([DYNAMIC, layer.out_features], F32)
            empty = b.insert(tensor.EmptyOp.build_shape([batch, layer.out_features], F32)).result
            filled = b.insert(linalg.named("fill", [zero], [empty])).results[0]
            mm = b.insert(linalg.named("matmul", [x, wt], [filled])).results[0]
            x = b.insert(linalg.GenericOp.build_generic(
                [mm, bias], [empty], [ident, row, ident], ["parallel", "parallel"],
                body=lambda bb, v, bv, _out: bb.insert(arith.AddFOp.build(lhs=v, rhs=bv)).result)).results[0]
            assert x.type is rt
        else:  # ReLU
            empty = b.insert(tensor.EmptyOp.build_shape([batch, x.type.shape[1]], F32)).result
            x = b.insert(linalg.GenericOp.build_generic(
                [x], [empty], [ident, ident], ["parallel", "parallel"],
                body=lambda bb, v, _out: bb.insert(arith.MaximumFOp.build(lhs=v, rhs=zero)).result)).results[0]
    b.loc = None
    b.insert(func.ReturnOp.build(operands_=[x]))
    return module


def import_model(model):
    """The main path: torch.export + tmlir's FX importer, batch dimension dynamic."""
    import torch
    import tmlir
    x = torch.randn(3, 8)
    batch = torch.export.Dim("batch", min=1, max=1024)
    return tmlir.fx.export_and_import(model, x, output_type="raw", dynamic_shapes=({0: batch},),
                                      func_name="forward")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--linalg", action="store_true",
                    help="build the model as linalg with the IR builders instead of importing it")
    ap.add_argument("--generic", action="store_true", help="print MLIR's generic form")
    ap.add_argument("--debuginfo", action="store_true", help="print locations")
    args = ap.parse_args(argv)

    times = []

    def step(name, fn):
        t0 = time.perf_counter()
        r = fn()
        times.append((name, time.perf_counter() - t0))
        return r

    model = step("load model", builtin_model)
    if args.linalg:
        m = step("build IR", lambda: build_mlp_module(model))
        step("verify", m.verify)
        from tmlir.ir.passmanager import PassManager
        pm = PassManager.parse("builtin.module(func.func(canonicalize,cse))")
        step("canonicalize,cse", lambda: pm.run(m))
    else:
        m = step("export + import", lambda: import_model(model))
        step("verify", m.verify)
    text = step("print", lambda: m.to_text(generic=args.generic, debuginfo=args.debuginfo))
    back = step("parse back", lambda: parse_module(text, filename="demo.mlir"))
    same = back.to_text(generic=args.generic, debuginfo=args.debuginfo) == text
    print(text, end="")
    print(f"// round trip (print -> parse -> print) identical: {same}", file=sys.stderr)
    try:  # upstream MLIR's verifier, when IREE's compiler package is installed (test extra)
        from iree.compiler import ir as upstream
    except ImportError:
        print("// upstream MLIR check skipped: iree-base-compiler not installed", file=sys.stderr)
    else:
        ok = step("upstream verify", lambda: upstream.Module.parse(text, upstream.Context()).operation.verify())
        print(f"// upstream MLIR (IREE) parses and verifies it: {ok}", file=sys.stderr)
        same = same and ok
    for name, dt in times:
        print(f"//   {name:<18} {dt * 1000:8.1f} ms", file=sys.stderr)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
