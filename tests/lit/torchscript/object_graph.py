"""The object-graph example of tests/lit/torchscript/object-graph.mlir: a module with a bool, an
int, a float and a tensor attribute, a submodule held twice (one tensor, two slots), and a
method ``get_tensor``. Prints the raw TorchScript import."""
import sys

import torch

import tmlir.torchscript


class Sub(torch.nn.Module):
    def __init__(self, t):
        super().__init__()
        self.t = t

    def forward(self, x):
        return x * self.t


class TestModule(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.b = True
        self.i = 3
        self.f = 42.5
        self.t = torch.tensor([1.0, 2.0])
        self.alias = self.t            # the same tensor in two slots: one literal
        self.s = Sub(self.t)

    @torch.jit.export
    def get_tensor(self):
        return self.t

    def forward(self, x):
        if self.b:
            x = x + self.i
        return self.s(x) * self.f + self.get_tensor()


if __name__ == "__main__":
    m = tmlir.torchscript.compile(TestModule(), [tmlir.TensorPlaceholder([-1, 2], torch.float32)], output_type="raw")
    sys.stdout.write(m.to_text())
