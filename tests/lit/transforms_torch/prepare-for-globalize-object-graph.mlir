// RUN: not tmlir-opt %s -p torch-prepare-for-globalize-object-graph --split-input-file 2>/dev/null | filecheck %s
// RUN: not tmlir-opt %s -p torch-prepare-for-globalize-object-graph --split-input-file 2>&1 | filecheck %s --check-prefix=ERR

torch.class_type @c {
  torch.attr "t" : !torch.tensor
  torch.method "forward", @c.forward
  torch.method "helper", @c.helper
}
// CHECK-LABEL: func.func private @c.forward(
// CHECK-SAME:      %[[SELF:.*]]: !torch.nn.Module<"c">, %[[X:.*]]: !torch.tensor) -> !torch.tensor {
// CHECK:         %[[R:.*]] = call @c.helper(%[[SELF]], %[[X]]) : (!torch.nn.Module<"c">, !torch.tensor) -> !torch.tensor
// CHECK-NOT:     torch.prim.CallMethod
// CHECK:         return %[[R]]
func.func private @c.forward(%self: !torch.nn.Module<"c">, %x: !torch.tensor) -> !torch.tensor {
  %0 = torch.prim.CallMethod %self["helper"] (%x) : !torch.nn.Module<"c">, (!torch.tensor) -> !torch.tensor
  return %0 : !torch.tensor
}
func.func private @c.helper(%self: !torch.nn.Module<"c">, %x: !torch.tensor) -> !torch.tensor {
  return %x : !torch.tensor
}

// -----
// ERR: calls method 'missing' of class c, which has no such method
torch.class_type @c {
  torch.method "forward", @c.forward
}
func.func private @c.forward(%self: !torch.nn.Module<"c">) -> !torch.int {
  %0 = torch.prim.CallMethod %self["missing"] () : !torch.nn.Module<"c">, () -> !torch.int
  return %0 : !torch.int
}
