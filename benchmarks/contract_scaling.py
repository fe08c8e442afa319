"""How the backend-contract pipeline scales with program size (DESIGN §8).

    python benchmarks/contract_scaling.py [--sizes 100,1000,10000] [--repeat 3]

Generates torch-dialect programs of N ops the way a TorchScript import looks (tensor results
without shapes or dtypes, so refinement has all the work to do): a repeating mix of elementwise
ops with broadcasting, matmuls, reductions, views, softmax/layer_norm (decomposed) and casts on a
dynamic batch dim; each list argument is built right before its use, as the importers emit
them. Runs ``torch-lower-to-backend-contract`` on each and prints ops per second.
The rate must not drop by more than 2x from 100 to 10,000 ops (linear passes).
"""
from __future__ import annotations

import argparse
import time

BLOCK = """\
    %c{i}_a = torch.aten.mm %x{i}, %w : !torch.vtensor<{X}>, !torch.vtensor<[16,16],f32> -> !torch.vtensor
    %c{i}_b = torch.aten.add.Tensor %c{i}_a, %bias, %int1 : !torch.vtensor, !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor
    %c{i}_c = torch.aten.tanh %c{i}_b : !torch.vtensor -> !torch.vtensor
    %c{i}_d = torch.aten.softmax.int %c{i}_c, %int1, %none : !torch.vtensor, !torch.int, !torch.none -> !torch.vtensor
    %c{i}_e = torch.aten.mul.Scalar %c{i}_d, %float2 : !torch.vtensor, !torch.float -> !torch.vtensor
    %dims{i} = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %c{i}_f = torch.aten.sum.dim_IntList %c{i}_e, %dims{i}, %true, %none : !torch.vtensor, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor
    %c{i}_g = torch.aten.sub.Tensor %c{i}_e, %c{i}_f, %int1 : !torch.vtensor, !torch.vtensor, !torch.int -> !torch.vtensor
    %shape{i} = torch.prim.ListConstruct %int-1, %int4, %int4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %c{i}_h = torch.aten.view %c{i}_g, %shape{i} : !torch.vtensor, !torch.list<int> -> !torch.vtensor
    %c{i}_i = torch.aten.transpose.int %c{i}_h, %int1, %int2 : !torch.vtensor, !torch.int, !torch.int -> !torch.vtensor
    %c{i}_j = torch.aten.relu %c{i}_i : !torch.vtensor -> !torch.vtensor
    %c{i}_k = torch.aten.transpose.int %c{i}_j, %int1, %int2 : !torch.vtensor, !torch.int, !torch.int -> !torch.vtensor
    %flat{i} = torch.prim.ListConstruct %int-1, %int16 : (!torch.int, !torch.int) -> !torch.list<int>
    %x{n} = torch.aten.view %c{i}_k, %flat{i} : !torch.vtensor, !torch.list<int> -> !torch.vtensor{XT}
"""
OPS_PER_BLOCK = 15   # 12 tensor ops + 3 list constructions (one per use, as importers emit them)


def program(n_ops):
    blocks = max(1, n_ops // OPS_PER_BLOCK)
    lines = ["func.func @main(%x0: !torch.vtensor<[?,16],f32>, %w: !torch.vtensor<[16,16],f32>, "
             "%bias: !torch.vtensor<[16],f32>) -> !torch.vtensor {",
             "    %int1 = torch.constant.int 1", "    %int2 = torch.constant.int 2",
             "    %int-1 = torch.constant.int -1", "    %int4 = torch.constant.int 4",
             "    %int16 = torch.constant.int 16", "    %none = torch.constant.none",
             "    %true = torch.constant.bool true", "    %float2 = torch.constant.float 2.0",
             ]
    for i in range(blocks):
        X = "[?,16],f32" if i == 0 else ""
        lines.append(BLOCK.format(i=i, n=i + 1, X=X, XT="").rstrip("\n").replace("!torch.vtensor<>", "!torch.vtensor"))
    lines.append(f"    return %x{blocks} : !torch.vtensor")
    lines.append("}")
    return "\n".join(lines), blocks * OPS_PER_BLOCK


def run(n_ops, repeat):
    from tmlir.ir import parse_module
    from tmlir.transforms.lower_to_backend_contract import lower_to_backend_contract
    text, n = program(n_ops)
    best = None
    for _ in range(repeat):
        m = parse_module(text)
        t0 = time.perf_counter()
        lower_to_backend_contract(m)
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    out = str(m)
    assert "!torch.vtensor<[?,16],f32>" in out.splitlines()[1], "the result type was not refined"
    return n, best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="100,1000,10000")
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    rates = []
    run(OPS_PER_BLOCK, 1)   # warm-up: loads torch, the library and the op classes once
    print(f"{'ops':>8} {'seconds':>9} {'ops/s':>9}")
    for s in [int(x) for x in a.sizes.split(",")]:
        n, dt = run(s, a.repeat if s <= 1000 else 1)
        rates.append(n / dt)
        print(f"{n:>8} {dt:>9.3f} {n / dt:>9.0f}")
    print(f"rate at the largest size / rate at the smallest: {rates[-1] / rates[0]:.2f} "
          f"(must be >= 0.5)")


if __name__ == "__main__":
    main()
