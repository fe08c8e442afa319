"""Per-layer run time of the CNN benchmark's blocks (benchmarks/models.py ``ConvBlock``: 3x3 conv +
BatchNorm + ReLU, residual add when cin == cout, 64x64 input): IREE with and without
``iree-cpu-tune-convolutions`` against eager PyTorch, single-threaded, calls interleaved.

    python benchmarks/conv_layers.py [-n 20] [--size 64]

Each block is exported, lowered to Linalg-on-Tensors and compiled twice by the RefBackend
(``tune_convolutions`` on / off; the benchmark flags of runtime.py); the table gives the median CPU
time of ``n`` interleaved calls of each and their ratios to eager. On a host without AVX-512 both
IREE columns are the untuned compile.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
import warnings

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("-n", type=int, default=20, help="timed calls of each (median reported)")
    p.add_argument("--size", type=int, default=64, help="input height and width")
    args = p.parse_args(argv)
    warnings.simplefilter("ignore")
    import numpy as np
    import torch
    import tmlir
    from tmlir.backends.refbackend import RefBackend, to_iree_arg
    from models import CNN, ConvBlock
    from runtime import BENCH_IREE_FLAGS
    torch.set_num_threads(1)
    torch.manual_seed(0)
    ch = CNN.CHANNELS
    print(f"{'block':<10} {'eager ms':>9} {'iree ms':>9} {'tuned ms':>9} {'iree/eager':>10} {'tuned/eager':>11} {'match':>6}")
    for cin, cout in sorted({(ch[i], ch[i + 1]) for i in range(len(ch) - 1)}):
        block = ConvBlock(cin, cout).eval()
        x = torch.randn(1, cin, args.size, args.size)
        text = str(tmlir.fx.export_and_import(block, x, output_type="linalg-on-tensors"))
        fns = []
        for tune in (False, True):
            b = RefBackend(extra_flags=BENCH_IREE_FLAGS, tune_convolutions=tune)
            fns.append(b.load(b.compile(text)))
        with torch.no_grad():
            want = block(x).numpy()
            match = all(np.allclose(f.main(x), want, rtol=1e-4, atol=1e-4) for f in fns)
            raw = [f.raw_function("main") for f in fns]
            arg = to_iree_arg(x)
            times = [[], [], []]
            calls = [lambda: block(x), lambda: raw[0](arg), lambda: raw[1](arg)]
            for c in calls:
                c()
            for _ in range(args.n):
                for k, c in enumerate(calls):
                    t0 = time.process_time()
                    c()
                    times[k].append(time.process_time() - t0)
        e, i, t = (statistics.median(ts) * 1e3 for ts in times)
        print(f"{f'{cin}->{cout}':<10} {e:>9.3f} {i:>9.3f} {t:>9.3f} {i / e:>10.2f} {t / e:>11.2f} "
              f"{'yes' if match else 'NO':>6}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
