// RUN: tmlir-opt %s --split-input-file | filecheck %s
// RUN: tmlir-opt %s --split-input-file --mlir-print-op-generic | tmlir-opt --split-input-file | filecheck %s
// Round trip: lists, tuples, dicts.

// CHECK-LABEL: func.func @f(%arg0: !torch.str, %arg1: !torch.vtensor<[2],f32>) -> !torch.dict<str, vtensor<[2],f32>> {
// CHECK-NEXT: %0 = torch.prim.DictConstruct keys(%arg0 : !torch.str) values(%arg1 : !torch.vtensor<[2],f32>) -> !torch.dict<str, vtensor<[2],f32>>
// CHECK-NEXT: %1 = torch.prim.DictConstruct keys() values() -> !torch.dict<str, int>
// CHECK-NEXT: %2 = torch.aten.__getitem__.Dict_str %0, %arg0 : !torch.dict<str, vtensor<[2],f32>>, !torch.str -> !torch.vtensor<[2],f32>
// CHECK-NEXT: return %0 : !torch.dict<str, vtensor<[2],f32>>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.str, %arg1: !torch.vtensor<[2],f32>) -> !torch.dict<str, vtensor<[2],f32>> {
    %0 = torch.prim.DictConstruct keys(%arg0 : !torch.str) values(%arg1 : !torch.vtensor<[2],f32>) -> !torch.dict<str, vtensor<[2],f32>>
    %1 = torch.prim.DictConstruct keys() values() -> !torch.dict<str, int>
    %2 = torch.aten.__getitem__.Dict_str %0, %arg0 : !torch.dict<str, vtensor<[2],f32>>, !torch.str -> !torch.vtensor<[2],f32>
    return %0 : !torch.dict<str, vtensor<[2],f32>>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.int, %arg1: !torch.float, %arg2: !torch.vtensor<[2],f32>, %arg3: !torch.none) {
// CHECK-NEXT: %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: %1 = torch.prim.ListConstruct  : () -> !torch.list<int>
// CHECK-NEXT: %2 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.int, !torch.float) -> !torch.list<number>
// CHECK-NEXT: %3 = torch.prim.ListConstruct %arg2, %arg3 : (!torch.vtensor<[2],f32>, !torch.none) -> !torch.list<optional<vtensor>>
// CHECK-NEXT: %4 = torch.prim.ListConstruct %arg2 : (!torch.vtensor<[2],f32>) -> !torch.list<vtensor>
// CHECK-NEXT: return
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.int, %arg1: !torch.float, %arg2: !torch.vtensor<[2],f32>, %arg3: !torch.none) {
    %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %2 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.int, !torch.float) -> !torch.list<number>
    %3 = torch.prim.ListConstruct %arg2, %arg3 : (!torch.vtensor<[2],f32>, !torch.none) -> !torch.list<optional<vtensor>>
    %4 = torch.prim.ListConstruct %arg2 : (!torch.vtensor<[2],f32>) -> !torch.list<vtensor>
    return
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.list<int>, %arg1: !torch.int) -> !torch.int {
// CHECK-NEXT: %0 = torch.aten.len.t %arg0 : !torch.list<int> -> !torch.int
// CHECK-NEXT: %1 = torch.aten.__getitem__.t %arg0, %arg1 : !torch.list<int>, !torch.int -> !torch.int
// CHECK-NEXT: %2 = torch.aten.append.t %arg0, %1 : !torch.list<int>, !torch.int -> !torch.list<int>
// CHECK-NEXT: %3 = torch.aten.__contains__.int_list %arg0, %arg1 : !torch.list<int>, !torch.int -> !torch.bool
// CHECK-NEXT: return %0 : !torch.int
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.list<int>, %arg1: !torch.int) -> !torch.int {
    %0 = torch.aten.len.t %arg0 : !torch.list<int> -> !torch.int
    %1 = torch.aten.__getitem__.t %arg0, %arg1 : !torch.list<int>, !torch.int -> !torch.int
    %2 = torch.aten.append.t %arg0, %1 : !torch.list<int>, !torch.int -> !torch.list<int>
    %3 = torch.aten.__contains__.int_list %arg0, %arg1 : !torch.list<int>, !torch.int -> !torch.bool
    return %0 : !torch.int
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.list<int>) -> !torch.int {
// CHECK-NEXT: %0:2 = torch.prim.ListUnpack %arg0 : !torch.list<int> -> !torch.int, !torch.int
// CHECK-NEXT: return %0#1 : !torch.int
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.list<int>) -> !torch.int {
    %0:2 = torch.prim.ListUnpack %arg0 : !torch.list<int> -> !torch.int, !torch.int
    return %0#1 : !torch.int
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.int, %arg1: !torch.float) -> !torch.float {
// CHECK-NEXT: %0 = torch.prim.TupleConstruct %arg0, %arg1 : !torch.int, !torch.float -> !torch.tuple<int, float>
// CHECK-NEXT: %1:2 = torch.prim.TupleUnpack %0 : !torch.tuple<int, float> -> !torch.int, !torch.float
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %2 = torch.prim.TupleIndex %0, %int1 : !torch.tuple<int, float>, !torch.int -> !torch.float
// CHECK-NEXT: %3 = torch.prim.TupleConstruct %arg0 : !torch.int -> !torch.tuple<number>
// CHECK-NEXT: return %2 : !torch.float
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.int, %arg1: !torch.float) -> !torch.float {
    %0 = torch.prim.TupleConstruct %arg0, %arg1 : !torch.int, !torch.float -> !torch.tuple<int, float>
    %1:2 = torch.prim.TupleUnpack %0 : !torch.tuple<int, float> -> !torch.int, !torch.float
    %int1 = torch.constant.int 1
    %2 = torch.prim.TupleIndex %0, %int1 : !torch.tuple<int, float>, !torch.int -> !torch.float
    %3 = torch.prim.TupleConstruct %arg0 : !torch.int -> !torch.tuple<number>
    return %2 : !torch.float
  }
}
