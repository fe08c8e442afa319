// RUN: tmlir-opt %s --split-input-file | filecheck %s
// RUN: tmlir-opt %s --split-input-file --mlir-print-op-generic | tmlir-opt --split-input-file | filecheck %s
// Round trip: class types, modules, slots, GetAttr/SetAttr/CallMethod, global slots.

// CHECK-LABEL: torch.global_slot "private" @b : !torch.bool
// CHECK-NEXT: torch.global_slot @t : !torch.tensor
// CHECK-NEXT: torch.global_slot.module_initializer {
// CHECK-NEXT: %true = torch.constant.bool true
// CHECK-NEXT: %0 = torch.tensor.literal(dense<1.000000e+00> : tensor<2xf32>) : !torch.tensor<[2],f32>
// CHECK-NEXT: torch.initialize.global_slots [
// CHECK-NEXT: @b(%true : !torch.bool)
// CHECK-NEXT: @t(%0 : !torch.tensor<[2],f32>)
// CHECK-NEXT: ]
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: !torch.tensor) -> !torch.bool {
// CHECK-NEXT: %0 = torch.global_slot.get @b : !torch.bool
// CHECK-NEXT: torch.global_slot.set @t = %arg0 : !torch.tensor
// CHECK-NEXT: return %0 : !torch.bool
// CHECK-NEXT: }
module {
  torch.global_slot "private" @b : !torch.bool
  torch.global_slot @t : !torch.tensor
  torch.global_slot.module_initializer {
    %true = torch.constant.bool true
    %0 = torch.tensor.literal(dense<1.000000e+00> : tensor<2xf32>) : !torch.tensor<[2],f32>
    torch.initialize.global_slots [
      @b(%true : !torch.bool)
      @t(%0 : !torch.tensor<[2],f32>)
    ]
  }
  func.func @g(%arg0: !torch.tensor) -> !torch.bool {
    %0 = torch.global_slot.get @b : !torch.bool
    torch.global_slot.set @t = %arg0 : !torch.tensor
    return %0 : !torch.bool
  }
}

// -----

// CHECK-LABEL: torch.global_slot.module_initializer {
// CHECK-NEXT: torch.initialize.global_slots [
// CHECK-NEXT: ]
// CHECK-NEXT: }
module {
  torch.global_slot.module_initializer {
    torch.initialize.global_slots [
    ]
  }
}

// -----

// CHECK-LABEL: torch.class_type @c {
// CHECK-NEXT: torch.attr "b" : !torch.bool
// CHECK-NEXT: torch.attr private "t" : !torch.tensor
// CHECK-NEXT: torch.method "forward", @f
// CHECK-NEXT: torch.method private "helper", @f
// CHECK-NEXT: }
// CHECK-NEXT: %true = torch.constant.bool true
// CHECK-NEXT: %0 = torch.tensor.literal(dense<1.000000e+00> : tensor<2xf32>) : !torch.tensor<[2],f32>
// CHECK-NEXT: %1 = torch.nn_module {
// CHECK-NEXT: torch.slot "b", %true : !torch.bool
// CHECK-NEXT: torch.slot "t", %0 : !torch.tensor<[2],f32>
// CHECK-NEXT: } : !torch.nn.Module<"c">
// CHECK-LABEL: func.func private @f(%arg0: !torch.nn.Module<"c">, %arg1: !torch.tensor) -> !torch.tensor {
// CHECK-NEXT: %2 = torch.prim.GetAttr %arg0["t"] : !torch.nn.Module<"c"> -> !torch.tensor
// CHECK-NEXT: torch.prim.SetAttr %arg0["t"] = %arg1 : !torch.nn.Module<"c">, !torch.tensor
// CHECK-NEXT: %3 = torch.prim.CallMethod %arg0["helper"] (%arg1) : !torch.nn.Module<"c">, (!torch.tensor) -> !torch.tensor
// CHECK-NEXT: return %3 : !torch.tensor
// CHECK-NEXT: }
module {
  torch.class_type @c {
    torch.attr "b" : !torch.bool
    torch.attr private "t" : !torch.tensor
    torch.method "forward", @f
    torch.method private "helper", @f
  }
  %true = torch.constant.bool true
  %0 = torch.tensor.literal(dense<1.000000e+00> : tensor<2xf32>) : !torch.tensor<[2],f32>
  %1 = torch.nn_module {
    torch.slot "b", %true : !torch.bool
    torch.slot "t", %0 : !torch.tensor<[2],f32>
  } : !torch.nn.Module<"c">
  func.func private @f(%arg0: !torch.nn.Module<"c">, %arg1: !torch.tensor) -> !torch.tensor {
    %2 = torch.prim.GetAttr %arg0["t"] : !torch.nn.Module<"c"> -> !torch.tensor
    torch.prim.SetAttr %arg0["t"] = %arg1 : !torch.nn.Module<"c">, !torch.tensor
    %3 = torch.prim.CallMethod %arg0["helper"] (%arg1) : !torch.nn.Module<"c">, (!torch.tensor) -> !torch.tensor
    return %3 : !torch.tensor
  }
}

// -----

// CHECK-LABEL: torch.class_type @empty {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = torch.nn_module {
// CHECK-NEXT: } : !torch.nn.Module<"empty">
// CHECK-LABEL: func.func @f() -> !torch.nn.Module<"empty"> {
// CHECK-NEXT: %1 = torch.prim.CreateObject !torch.nn.Module<"empty">
// CHECK-NEXT: return %1 : !torch.nn.Module<"empty">
// CHECK-NEXT: }
module {
  torch.class_type @empty {
  }
  %0 = torch.nn_module {
  } : !torch.nn.Module<"empty">
  func.func @f() -> !torch.nn.Module<"empty"> {
    %1 = torch.prim.CreateObject !torch.nn.Module<"empty">
    return %1 : !torch.nn.Module<"empty">
  }
}
