// RUN: tmlir-opt %s --split-input-file | filecheck %s
// RUN: tmlir-opt %s --split-input-file --mlir-print-op-generic | tmlir-opt --split-input-file | filecheck %s
// Round trip: torch.prim.If / torch.prim.Loop.

// CHECK-LABEL: func.func @f(%arg0: !torch.bool, %arg1: !torch.int) -> !torch.int {
// CHECK-NEXT: %0 = torch.prim.If %arg0 -> (!torch.int) {
// CHECK-NEXT: torch.prim.If.yield %arg1 : !torch.int
// CHECK-NEXT: } else {
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: torch.prim.If.yield %int1 : !torch.int
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : !torch.int
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.bool, %arg1: !torch.int) -> !torch.int {
    %0 = torch.prim.If %arg0 -> (!torch.int) {
      torch.prim.If.yield %arg1 : !torch.int
    } else {
      %int1 = torch.constant.int 1
      torch.prim.If.yield %int1 : !torch.int
    }
    return %0 : !torch.int
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.bool, %arg1: !torch.str) {
// CHECK-NEXT: torch.prim.If %arg0 -> () {
// CHECK-NEXT: torch.prim.If.yield
// CHECK-NEXT: } else {
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: torch.prim.RaiseException %arg1, %none : !torch.str, !torch.none
// CHECK-NEXT: torch.prim.If.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.bool, %arg1: !torch.str) {
    torch.prim.If %arg0 -> () {
      torch.prim.If.yield
    } else {
      %none = torch.constant.none
      torch.prim.RaiseException %arg1, %none : !torch.str, !torch.none
      torch.prim.If.yield
    }
    return
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.bool, %arg1: !torch.int, %arg2: !torch.vtensor<[2],f32>) -> !torch.int {
// CHECK-NEXT: %0:2 = torch.prim.If %arg0 -> (!torch.int, !torch.vtensor<[2],f32>) {
// CHECK-NEXT: torch.prim.If.yield %arg1, %arg2 : !torch.int, !torch.vtensor<[2],f32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = torch.aten.neg.int %arg1 : !torch.int -> !torch.int
// CHECK-NEXT: %2 = torch.aten.neg %arg2 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
// CHECK-NEXT: torch.prim.If.yield %1, %2 : !torch.int, !torch.vtensor<[2],f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : !torch.int
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.bool, %arg1: !torch.int, %arg2: !torch.vtensor<[2],f32>) -> !torch.int {
    %0:2 = torch.prim.If %arg0 -> (!torch.int, !torch.vtensor<[2],f32>) {
      torch.prim.If.yield %arg1, %arg2 : !torch.int, !torch.vtensor<[2],f32>
    } else {
      %1 = torch.aten.neg.int %arg1 : !torch.int -> !torch.int
      %2 = torch.aten.neg %arg2 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
      torch.prim.If.yield %1, %2 : !torch.int, !torch.vtensor<[2],f32>
    }
    return %0#0 : !torch.int
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.int) -> !torch.int {
// CHECK-NEXT: %true = torch.constant.bool true
// CHECK-NEXT: %0 = torch.prim.Loop %arg0, %true, init(%arg0) {
// CHECK-NEXT: ^bb0(%arg1: !torch.int, %arg2: !torch.int):
// CHECK-NEXT: %1 = torch.aten.add.int %arg1, %arg2 : !torch.int, !torch.int -> !torch.int
// CHECK-NEXT: torch.prim.Loop.condition %true, iter(%1 : !torch.int)
// CHECK-NEXT: } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
// CHECK-NEXT: return %0 : !torch.int
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.int) -> !torch.int {
    %true = torch.constant.bool true
    %0 = torch.prim.Loop %arg0, %true, init(%arg0) {
    ^bb0(%arg1: !torch.int, %arg2: !torch.int):
      %1 = torch.aten.add.int %arg1, %arg2 : !torch.int, !torch.int -> !torch.int
      torch.prim.Loop.condition %true, iter(%1 : !torch.int)
    } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
    return %0 : !torch.int
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.int, %arg1: !torch.bool) {
// CHECK-NEXT: torch.prim.Loop %arg0, %arg1, init() {
// CHECK-NEXT: ^bb0(%arg2: !torch.int):
// CHECK-NEXT: torch.prim.Print(%arg2) : !torch.int
// CHECK-NEXT: torch.prim.Loop.condition %arg1, iter()
// CHECK-NEXT: } : (!torch.int, !torch.bool) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.int, %arg1: !torch.bool) {
    torch.prim.Loop %arg0, %arg1, init() {
    ^bb0(%arg2: !torch.int):
      torch.prim.Print(%arg2) : !torch.int
      torch.prim.Loop.condition %arg1, iter()
    } : (!torch.int, !torch.bool) -> ()
    return
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.int, %arg1: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
// CHECK-NEXT: %true = torch.constant.bool true
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %0:2 = torch.prim.Loop %arg0, %true, init(%arg1, %arg0) {
// CHECK-NEXT: ^bb0(%arg2: !torch.int, %arg3: !torch.vtensor<[2],f32>, %arg4: !torch.int):
// CHECK-NEXT: %1 = torch.aten.add.Scalar %arg3, %arg2, %int1 : !torch.vtensor<[2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2],f32>
// CHECK-NEXT: %2 = torch.aten.lt.int %arg2, %arg4 : !torch.int, !torch.int -> !torch.bool
// CHECK-NEXT: torch.prim.Loop.condition %2, iter(%1, %arg4 : !torch.vtensor<[2],f32>, !torch.int)
// CHECK-NEXT: } : (!torch.int, !torch.bool, !torch.vtensor<[2],f32>, !torch.int) -> (!torch.vtensor<[2],f32>, !torch.int)
// CHECK-NEXT: return %0#0 : !torch.vtensor<[2],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.int, %arg1: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
    %true = torch.constant.bool true
    %int1 = torch.constant.int 1
    %0:2 = torch.prim.Loop %arg0, %true, init(%arg1, %arg0) {
    ^bb0(%arg2: !torch.int, %arg3: !torch.vtensor<[2],f32>, %arg4: !torch.int):
      %1 = torch.aten.add.Scalar %arg3, %arg2, %int1 : !torch.vtensor<[2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2],f32>
      %2 = torch.aten.lt.int %arg2, %arg4 : !torch.int, !torch.int -> !torch.bool
      torch.prim.Loop.condition %2, iter(%1, %arg4 : !torch.vtensor<[2],f32>, !torch.int)
    } : (!torch.int, !torch.bool, !torch.vtensor<[2],f32>, !torch.int) -> (!torch.vtensor<[2],f32>, !torch.int)
    return %0#0 : !torch.vtensor<[2],f32>
  }
}
