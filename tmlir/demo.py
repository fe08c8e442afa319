"""tmlir demo: a built-in PyTorch model to MLIR, and run.

    python -m tmlir.demo [--output-type raw|torch|linalg-on-tensors] [--builder] [--generic] [--debuginfo]

The built-in model is a small MLP (``Linear(8, 16) -> ReLU -> Linear(16, 4)``, seed 0).

By default the demo does tmlir's main job: ``tmlir.fx.export_and_import`` imports the model (with
a dynamic batch dimension) into the ``torch`` dialect, lowers it to the backend contract and on to
Linalg-on-Tensors (``--output-type`` stops earlier: ``raw`` is the import as Torch-MLIR prints it,
``torch`` the backend contract); weights are ``dense_resource`` blobs, never decimal text. When
IREE is installed (the test extra), the linalg module is compiled by the reference backend, run on
a batch of 5 and compared with eager PyTorch.

``--builder`` instead writes the forward pass as ``linalg`` + ``tensor`` + ``arith`` ops with
tmlir's IR builders and runs ``canonicalize,cse`` on it: a look at the IR core.

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


def import_model(model, output_type="linalg-on-tensors"):
    """The main path: torch.export + tmlir's FX importer, batch dimension dynamic, lowered to
    ``output_type``."""
    import torch
    import tmlir
    x = torch.randn(3, 8)
    batch = torch.export.Dim("batch", min=1, max=1024)
    return tmlir.fx.export_and_import(model, x, output_type=output_type, dynamic_shapes=({0: batch},),
                                      func_name="forward")


def run_on_iree(model, module):
    """Compile the linalg module with the reference backend, run it on a batch of 5, and return the
    largest difference from eager PyTorch (None when IREE is not installed)."""
    try:
        from tmlir.backends.refbackend import RefBackend
        import iree.runtime  # noqa: F401
    except ImportError:
        return None
    import torch
    b = RefBackend()
    loaded = b.load(b.compile(module))
    x = torch.randn(5, 8)
    got = loaded.forward(x)
    with torch.no_grad():
        want = model(x).numpy()
    return float(np.abs(np.asarray(got) - want).max())


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--output-type", default="linalg-on-tensors", choices=["raw", "torch", "linalg-on-tensors"],
                    help="where to stop (default: linalg-on-tensors)")
    ap.add_argument("--builder", "--linalg", dest="builder", action="store_true",
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
    if args.builder:
        m = step("build IR", lambda: build_mlp_module(model))
        step("verify", m.verify)
        from tmlir.ir.passmanager import PassManager
        pm = PassManager.parse("builtin.module(func.func(canonicalize,cse))")
        step("canonicalize,cse", lambda: pm.run(m))
    else:
        m = step(f"export + import + lower to {args.output_type}", lambda: import_model(model, args.output_type))
        step("verify", m.verify)
    text = step("print", lambda: m.to_text(generic=args.generic, debuginfo=args.debuginfo))
    back = step("parse back", lambda: parse_module(text, filename="demo.mlir"))
    same = back.to_text(generic=args.generic, debuginfo=args.debuginfo) == text
    print(text, end="")
    print(f"// round trip (print -> parse -> print) identical: {same}", file=sys.stderr)
    try:  # upstream MLIR's verifier, when IREE's compiler package is installed (test extra)
        from iree.compiler import ir as upstream
    except ImportError:
        times.append(("upstream verify", None))
        print("// upstream MLIR check skipped: iree-base-compiler is not installed (pip install -e .)", file=sys.stderr)
    else:
        ok = step("upstream verify", lambda: upstream.Module.parse(text, upstream.Context()).operation.verify())
        print(f"// upstream MLIR (IREE) parses and verifies it: {ok}", file=sys.stderr)
        same = same and ok
    if not args.builder and args.output_type == "linalg-on-tensors":
        diff = step("IREE compile + run", lambda: run_on_iree(model, m))
        if diff is None:
            times[-1] = ("IREE compile + run", None)
            print("// IREE run skipped: iree-base-runtime is not installed (pip install -e .)", file=sys.stderr)
        else:
            print(f"// IREE (llvm-cpu) result on a batch of 5 vs eager PyTorch: max |diff| = {diff:.2e}",
                  file=sys.stderr)
            same = same and diff < 1e-4
    for name, dt in times:
        print(f"//   {name:<18} {'skipped' if dt is None else f'{dt * 1000:8.1f} ms'}", file=sys.stderr)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
