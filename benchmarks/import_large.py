"""Importing a big model stays cheap: the FX import against ``torch.export`` of the same model.

    python benchmarks/import_large.py [--layers 10] [--dim 1024] [--ffn 4096] [--vocab 8192]

Builds a GPT-style decoder (token embedding, ``--layers`` blocks of LayerNorm, q/k/v/o
projections, causal scaled-dot-product attention, LayerNorm, GELU MLP; about 500 MB of f32
weights with the defaults), then in one run times

  export     torch.export.export(model, (tokens,))     (both sides warmed up on a tiny model first)
  decompose  ExportedProgram.run_decompositions(default table)   (torch's work, reported apart)
  import     tmlir's FX import of the decomposed program into the torch dialect
  print      printing the module without its resource section (the blobs stay referenced by key)

and checks DESIGN §8's budget:

  * import time < export time (the ratio import/export is printed);
  * peak memory (process RSS high-water mark while exporting and importing, less the RSS before
    the model was built) < 2x the weights: the import shares the tensors' memory (numpy views in
    ``dense_resource`` blobs), it copies nothing;
  * the printed module holds no decimal weights: every parameter is a ``dense_resource`` literal
    and the text is tiny next to the weights.

Exit status 0 when every check passes. Linux only (reads /proc/self/status for RSS).
"""
from __future__ import annotations

import argparse
import gc
import os
import re
import sys
import time
import tracemalloc

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def rss_bytes(field="VmRSS"):
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    return 0


def reset_peak_rss():
    """Reset VmHWM to the current RSS (Linux 4.0+); False where not allowed."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False


def build_model(layers, dim, ffn, vocab, heads):
    import torch
    import torch.nn as nn
    import torch.nn.functional as F

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.ln1 = nn.LayerNorm(dim)
            self.q = nn.Linear(dim, dim)
            self.k = nn.Linear(dim, dim)
            self.v = nn.Linear(dim, dim)
            self.o = nn.Linear(dim, dim)
            self.ln2 = nn.LayerNorm(dim)
            self.up = nn.Linear(dim, ffn)
            self.down = nn.Linear(ffn, dim)

        def forward(self, x):
            b, s, _ = x.shape
            h = self.ln1(x)
            q = self.q(h).view(b, s, heads, dim // heads).transpose(1, 2)
            k = self.k(h).view(b, s, heads, dim // heads).transpose(1, 2)
            v = self.v(h).view(b, s, heads, dim // heads).transpose(1, 2)
            a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            x = x + self.o(a.transpose(1, 2).reshape(b, s, dim))
            return x + self.down(F.gelu(self.up(self.ln2(x))))

    class Decoder(nn.Module):
        def __init__(self):
            super().__init__()
            self.embed = nn.Embedding(vocab, dim)
            self.blocks = nn.ModuleList(Block() for _ in range(layers))
            self.ln = nn.LayerNorm(dim)

        def forward(self, tokens):
            x = self.embed(tokens)
            for blk in self.blocks:
                x = blk(x)
            return self.ln(x)

    with torch.no_grad():
        torch.manual_seed(0)
        model = Decoder().eval()
    return model


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=10)
    ap.add_argument("--dim", type=int, default=1024)
    ap.add_argument("--ffn", type=int, default=4096)
    ap.add_argument("--vocab", type=int, default=8192)
    ap.add_argument("--heads", type=int, default=16)
    ap.add_argument("--seq", type=int, default=32)
    args = ap.parse_args(argv)

    import torch
    import numpy as np
    from tmlir.importers.fx import FxImporter, default_decomposition_table

    torch.set_num_threads(max(1, os.cpu_count() or 1))
    rss0 = rss_bytes()
    t0 = time.perf_counter()
    model = build_model(args.layers, args.dim, args.ffn, args.vocab, args.heads)
    t_build = time.perf_counter() - t0
    params = dict(model.named_parameters())
    weight_bytes = sum(p.numel() * p.element_size() for p in params.values())
    tokens = torch.randint(0, args.vocab, (1, args.seq))
    print(f"model: {args.layers} blocks, dim {args.dim}, ffn {args.ffn}, vocab {args.vocab}: "
          f"{len(params)} tensors, {weight_bytes / 2**20:.1f} MiB of weights (built in {t_build:.1f} s)")

    # warm up torch.export's and the importer's one-time costs (imports, caches) on a tiny model,
    # so that both sides are timed warm
    tiny = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.GELU())
    FxImporter().import_frozen_program(torch.export.export(tiny, (torch.randn(2, 4),)).run_decompositions(
        default_decomposition_table()))

    gc.collect()
    can_reset = reset_peak_rss()
    rss_before = rss_bytes()

    t0 = time.perf_counter()
    ep = torch.export.export(model, (tokens,))
    t_export = time.perf_counter() - t0

    table = default_decomposition_table()
    t0 = time.perf_counter()
    ep = ep.run_decompositions(table)
    t_decomp = time.perf_counter() - t0

    gc.collect()
    tracemalloc.start()
    t0 = time.perf_counter()
    importer = FxImporter()
    importer.import_frozen_program(ep, func_name="main")
    module = importer.module
    t_import = time.perf_counter() - t0
    _, import_py_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    n_ops = sum(1 for _ in module.walk())

    peak = rss_bytes("VmHWM")
    t0 = time.perf_counter()
    text = module.to_text(print_resources=False)
    t_print = time.perf_counter() - t0

    # -- checks ---------------------------------------------------------------------------------
    literal_keys = set(re.findall(r"dense_resource<([^>]+)>", text))
    big = [n for n, p in params.items() if p.numel() > 1]
    decimal_lists = re.findall(r"dense<\[[^\]]{200,}", text)
    # the blobs are views of the parameters' memory
    blobs = {}
    for op in module.walk():
        v = op.properties.get("value") if hasattr(op, "properties") else None
        if v is not None and hasattr(v, "blob"):
            blobs[v.blob.key] = v.blob
    shared = sum(1 for n in big if n in blobs and isinstance(blobs[n].data, np.ndarray)
                 and np.shares_memory(blobs[n].data, params[n].detach().numpy()))

    growth = (peak - rss0) if can_reset else None
    ratio = t_import / t_export
    print(f"  export     {t_export * 1000:9.1f} ms")
    print(f"  decompose  {t_decomp * 1000:9.1f} ms   (torch's run_decompositions, not part of the import)")
    print(f"  import     {t_import * 1000:9.1f} ms   ({n_ops} ops; Python allocations peak "
          f"{import_py_peak / 2**20:.1f} MiB)")
    print(f"  print      {t_print * 1000:9.1f} ms   ({len(text) / 1024:.1f} KiB of text without the resource "
          f"section; {len(literal_keys)} dense_resource literals)")
    print(f"import / export = {ratio:.3f}  ({1 / ratio:.1f}x faster than the export)")
    if growth is not None:
        print(f"peak RSS while exporting + importing, above the RSS before the model: {growth / 2**20:.1f} MiB "
              f"= {growth / weight_bytes:.2f}x the weights (RSS before export {rss_before / 2**20:.0f} MiB)")
    else:
        print("peak RSS: /proc/self/clear_refs not writable here; not measured")
    print(f"blobs sharing the parameters' memory: {shared}/{len(big)}")

    ok = True

    def check(cond, what):
        nonlocal ok
        print(("PASS " if cond else "FAIL ") + what)
        ok = ok and cond

    check(ratio < 1.0, "import is faster than torch.export")
    if growth is not None:
        check(growth < 2 * weight_bytes, "peak memory < 2x the weights")
    check(all(n in literal_keys for n in big), "every weight is a dense_resource literal")
    check(not decimal_lists, "no decimal weight data in the printed module")
    check(len(text) < weight_bytes / 100, "the printed module (without resources) is tiny next to the weights")
    check(shared == len(big), "weights are shared with the model, not copied")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
