// RUN: not tmlir-opt %s -p torch-globalize-object-graph --split-input-file 2>/dev/null | filecheck %s
// RUN: not tmlir-opt %s -p torch-globalize-object-graph --split-input-file 2>&1 | filecheck %s --check-prefix=ERR

// One class, two instances: the method is specialized per instance, each reading its own slot;
// the root's method is public and named after the method; a written slot stays a global.
// CHECK-DAG:   torch.global_slot "private" @a.w : !torch.float
// CHECK-DAG:   torch.global_slot "private" @b.w : !torch.float
// CHECK-DAG:   torch.global_slot "private" @n : !torch.int
// CHECK:       torch.global_slot.module_initializer {
// CHECK:         torch.initialize.global_slots [
// CHECK-LABEL: func.func @forward(%{{.*}}: !torch.float) -> !torch.float {
// CHECK:         %[[A:.*]] = call @a.scale(%{{.*}}) : (!torch.float) -> !torch.float
// CHECK:         %[[B:.*]] = call @b.scale(%[[A]]) : (!torch.float) -> !torch.float
// CHECK:         %[[N:.*]] = torch.global_slot.get @n : !torch.int
// CHECK:         torch.global_slot.set @n = %{{.*}} : !torch.int
// CHECK-LABEL: func.func private @a.scale(
// CHECK:         torch.global_slot.get @a.w : !torch.float
// CHECK-LABEL: func.func private @b.scale(
// CHECK:         torch.global_slot.get @b.w : !torch.float
// CHECK-NOT:   torch.nn_module
// CHECK-NOT:   torch.class_type
torch.class_type @leaf {
  torch.attr "w" : !torch.float
  torch.method "scale", @leaf.scale
}
torch.class_type @root {
  torch.attr "a" : !torch.nn.Module<"leaf">
  torch.attr "b" : !torch.nn.Module<"leaf">
  torch.attr "n" : !torch.int
  torch.method "forward", @root.forward
}
%f1 = torch.constant.float 1.0
%f2 = torch.constant.float 2.0
%int0 = torch.constant.int 0
%a = torch.nn_module {
  torch.slot "w", %f1 : !torch.float
} : !torch.nn.Module<"leaf">
%b = torch.nn_module {
  torch.slot "w", %f2 : !torch.float
} : !torch.nn.Module<"leaf">
%root = torch.nn_module {
  torch.slot "a", %a : !torch.nn.Module<"leaf">
  torch.slot "b", %b : !torch.nn.Module<"leaf">
  torch.slot "n", %int0 : !torch.int
} : !torch.nn.Module<"root">
func.func private @leaf.scale(%self: !torch.nn.Module<"leaf">, %x: !torch.float) -> !torch.float {
  %w = torch.prim.GetAttr %self["w"] : !torch.nn.Module<"leaf"> -> !torch.float
  %0 = torch.aten.mul.float %x, %w : !torch.float, !torch.float -> !torch.float
  return %0 : !torch.float
}
func.func private @root.forward(%self: !torch.nn.Module<"root">, %x: !torch.float) -> !torch.float {
  %a = torch.prim.GetAttr %self["a"] : !torch.nn.Module<"root"> -> !torch.nn.Module<"leaf">
  %0 = call @leaf.scale(%a, %x) : (!torch.nn.Module<"leaf">, !torch.float) -> !torch.float
  %b = torch.prim.GetAttr %self["b"] : !torch.nn.Module<"root"> -> !torch.nn.Module<"leaf">
  %1 = call @leaf.scale(%b, %0) : (!torch.nn.Module<"leaf">, !torch.float) -> !torch.float
  %n = torch.prim.GetAttr %self["n"] : !torch.nn.Module<"root"> -> !torch.int
  %int1 = torch.constant.int 1
  %n1 = torch.aten.add.int %n, %int1 : !torch.int, !torch.int -> !torch.int
  torch.prim.SetAttr %self["n"] = %n1 : !torch.nn.Module<"root">, !torch.int
  return %1 : !torch.float
}

// -----
// A module chosen at run time cannot be globalized: the error names the class and the op.
// ERR: error: torch-globalize-object-graph: 'torch.prim.If.yield' uses the module in slot 'a' (class leaf); only prim.GetAttr, prim.SetAttr and calls may use modules
torch.class_type @leaf {
  torch.attr "w" : !torch.float
  torch.method "scale", @leaf.scale
}
torch.class_type @root {
  torch.attr "a" : !torch.nn.Module<"leaf">
  torch.attr "b" : !torch.nn.Module<"leaf">
  torch.method "forward", @root.forward
}
%f1 = torch.constant.float 1.0
%a = torch.nn_module {
  torch.slot "w", %f1 : !torch.float
} : !torch.nn.Module<"leaf">
%b = torch.nn_module {
  torch.slot "w", %f1 : !torch.float
} : !torch.nn.Module<"leaf">
%root = torch.nn_module {
  torch.slot "a", %a : !torch.nn.Module<"leaf">
  torch.slot "b", %b : !torch.nn.Module<"leaf">
} : !torch.nn.Module<"root">
func.func private @leaf.scale(%self: !torch.nn.Module<"leaf">, %x: !torch.float) -> !torch.float {
  return %x : !torch.float
}
func.func private @root.forward(%self: !torch.nn.Module<"root">, %c: !torch.bool, %x: !torch.float) -> !torch.float {
  %m = torch.prim.If %c -> (!torch.nn.Module<"leaf">) {
    %a = torch.prim.GetAttr %self["a"] : !torch.nn.Module<"root"> -> !torch.nn.Module<"leaf">
    torch.prim.If.yield %a : !torch.nn.Module<"leaf">
  } else {
    %b = torch.prim.GetAttr %self["b"] : !torch.nn.Module<"root"> -> !torch.nn.Module<"leaf">
    torch.prim.If.yield %b : !torch.nn.Module<"leaf">
  }
  %0 = call @leaf.scale(%m, %x) : (!torch.nn.Module<"leaf">, !torch.float) -> !torch.float
  return %0 : !torch.float
}
