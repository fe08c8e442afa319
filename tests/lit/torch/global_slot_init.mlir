// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// torch.global_slot.init (the terminator of a slot's initializer region in older Torch-MLIR),
// here inside a torch.operator region.

// CHECK-LABEL: func.func @f() {
// CHECK-NEXT:    torch.operator "test.initializer"() : () -> () {
// CHECK-NEXT:      %int3 = torch.constant.int 3
// CHECK-NEXT:      torch.global_slot.init %int3 : !torch.int
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @f() {
  torch.operator "test.initializer"() : () -> () {
    %int3 = torch.constant.int 3
    torch.global_slot.init %int3 : !torch.int
  }
  return
}
