"""The IREE targets tmlir compiles for: how to ask iree-compile for each, and what each can compute.

    TARGETS["cuda"].device_flags      # ("--iree-hal-target-device=cuda",)
    target("rocm").computes_f64        # True

``llvm-cpu`` is the host CPU (the RefBackend's default device, run with the ``local-sync``
driver). The GPU targets compile without a device (``--compile-only`` checks); ``cuda`` also runs
where a GPU exists. ``rocm`` needs a chip: ``gfx942`` unless ``TMLIR_ROCM_TARGET`` names another.

Input flags are IREE's defaults unless a program asks otherwise: f64 tensors are demoted to f32 by
default (``--iree-input-demote-f64-to-f32``), so the RefBackend turns the demotion off only for a
program that has f64 values of its own and only where the target computes f64 (never on
``vulkan-spirv``, which has no f64 in its default profile).
"""
from __future__ import annotations

import os
from dataclasses import dataclass

__all__ = ["Target", "TARGETS", "target", "DEVICE_TARGETS"]


@dataclass(frozen=True)
class Target:
    """One iree-compile target: ``name`` (its backend's name), the flags that select it, the
    runtime driver that runs it (None: compile only here), whether its code computes f64."""
    name: str
    device_flags: tuple
    driver: str | None
    computes_f64: bool = True
    gpu: bool = False
    fp8_flags: tuple = ()   # added for a program with OCP fp8 (f8E5M2, f8E4M3FN) values

    def flags(self):
        return tuple(f() if callable(f) else f for f in self.device_flags)


def _rocm_chip():
    return f"--iree-rocm-target={os.environ.get('TMLIR_ROCM_TARGET', 'gfx942')}"


TARGETS = {
    "llvm-cpu": Target("llvm-cpu", ("--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
                                    "--iree-llvmcpu-target-cpu=host"), "local-sync"),
    "cuda": Target("cuda", ("--iree-hal-target-device=cuda",), "cuda", gpu=True),
    # gfx942 (MI300) has only the FNUZ fp8 types in hardware: IREE emulates the OCP ones on request
    "rocm": Target("rocm", ("--iree-hal-target-device=hip", _rocm_chip), "hip", gpu=True,
                   fp8_flags=("--iree-llvmgpu-enable-small-float-emulation",)),
    "vulkan-spirv": Target("vulkan-spirv", ("--iree-hal-target-device=vulkan",), "vulkan", computes_f64=False,
                           gpu=True),
}

#: the RefBackend's device names (the public ``RefBackend(device=...)``) -> targets
DEVICE_TARGETS = {"cpu": "llvm-cpu", "cuda": "cuda", "llvm-cpu": "llvm-cpu", "rocm": "rocm",
                  "vulkan-spirv": "vulkan-spirv"}


def target(name):
    """The ``Target`` named ``name`` (a target or a RefBackend device name)."""
    t = TARGETS.get(DEVICE_TARGETS.get(name, name))
    if t is None:
        raise ValueError(f"unknown IREE target {name!r}; expected one of {', '.join(TARGETS)} (or device 'cpu')")
    return t
