"""Everything in tmlir that exists because of IREE, the engine that compiles and runs tmlir's
output in tests, benchmarks and the RefBackend (DESIGN §1, §6).

  refbackend.py          compile (cached) + load + call; ``from tmlir.backends.refbackend import
                         RefBackend`` is the public path
  targets.py             llvm-cpu, cuda, rocm, vulkan-spirv: flags, drivers, what each computes
  prepare.py             ``prepare_for_iree``: the workarounds for one target, on the text IREE gets
  workarounds.py         their registry (IREE release found on, kind, reproducer test)
  passes.py              the registered entries (also tmlir-opt passes ``iree-*``)
  math_fixes.py          C's pow/atan2, functions a target does not link, precise trigonometry
  f64_math.py            ``iree-expand-f64-math``: f64 libm functions llvm-cpu cannot link, in arith
  splat_reductions.py    ``iree-fold-splat-reductions``: dynamic reductions of one-valued inputs
  loop_carried_tensors.py  ``iree-whole-loop-carried-tensors``: scf.for tensors as whole resources
  conv_tuning.py         ``iree-cpu-tune-convolutions``: AVX-512 tiles for 3x3 convolutions
  stablehlo_reshapes.py  ``iree-stablehlo-fold-unit-reshape-broadcasts``, ``iree-stablehlo-dynamic-reshape``
  stablehlo_math.py      StableHLO input's math: C's pow/atan2, f64 functions llvm-cpu cannot link
                         (from f64_math, as StableHLO ops), precise trigonometry, complex abs/sin/cos
  stablehlo_windows.py   reduce_windows at run-time sizes (unrolled) and with unread input cells
  stablehlo_convolutions.py  convolutions at run-time spatial sizes (gathered windows)
  stablehlo_contractions.py  dot_generals over run-time sizes with unit free or contracting dims
  stablehlo_sort.py      UNSIGNED sort compares; sort results kept live (no stack scratch)
  stablehlo_host_scalars.py  0-d f64 and integer-to-f16 conversions kept on the device

Nothing under ``tmlir/conversion`` or ``tmlir/transforms`` depends on this package: the standard
pipelines emit the same text for every consumer.
"""
