// RUN: tmlir-opt %s --split-input-file | filecheck %s
// RUN: tmlir-opt %s --split-input-file --mlir-print-op-generic | tmlir-opt --split-input-file | filecheck %s
// Round trip: shape/dtype calculations and symbolic shapes.

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[?,3],f32> {
// CHECK-NEXT: %0 = torch.dtype.calculate {
// CHECK-NEXT: %1 = torch.aten.tanh %arg0 : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],f32>
// CHECK-NEXT: torch.dtype.calculate.yield %1 : !torch.vtensor<[?,3],f32>
// CHECK-NEXT: } dtypes {
// CHECK-NEXT: %int6 = torch.constant.int 6
// CHECK-NEXT: torch.dtype.calculate.yield.dtypes %int6 : !torch.int
// CHECK-NEXT: } : !torch.vtensor<[?,3],f32>
// CHECK-NEXT: return %0 : !torch.vtensor<[?,3],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[?,3],f32> {
    %0 = torch.dtype.calculate {
      %1 = torch.aten.tanh %arg0 : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],f32>
      torch.dtype.calculate.yield %1 : !torch.vtensor<[?,3],f32>
    } dtypes {
      %int6 = torch.constant.int 6
      torch.dtype.calculate.yield.dtypes %int6 : !torch.int
    } : !torch.vtensor<[?,3],f32>
    return %0 : !torch.vtensor<[?,3],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.int) -> !torch.vtensor<[?,3],f32> {
// CHECK-NEXT: %0 = torch.shape.calculate {
// CHECK-NEXT: %1 = torch.aten.tanh %arg0 : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],f32>
// CHECK-NEXT: torch.shape.calculate.yield %1 : !torch.vtensor<[?,3],f32>
// CHECK-NEXT: } shapes {
// CHECK-NEXT: %int3 = torch.constant.int 3
// CHECK-NEXT: %1 = torch.prim.ListConstruct %arg1, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: torch.shape.calculate.yield.shapes %1 : !torch.list<int>
// CHECK-NEXT: } : !torch.vtensor<[?,3],f32>
// CHECK-NEXT: return %0 : !torch.vtensor<[?,3],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.int) -> !torch.vtensor<[?,3],f32> {
    %0 = torch.shape.calculate {
      %1 = torch.aten.tanh %arg0 : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],f32>
      torch.shape.calculate.yield %1 : !torch.vtensor<[?,3],f32>
    } shapes {
      %int3 = torch.constant.int 3
      %1 = torch.prim.ListConstruct %arg1, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
      torch.shape.calculate.yield.shapes %1 : !torch.list<int>
    } : !torch.vtensor<[?,3],f32>
    return %0 : !torch.vtensor<[?,3],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,3],f32> {
// CHECK-NEXT: %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 9223372036854775806} : !torch.int
// CHECK-NEXT: %1 = torch.symbolic_int "s1" {min_val = 0, max_val = 1024} : !torch.int
// CHECK-NEXT: torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 3)> : !torch.vtensor<[?,3],f32>
// CHECK-NEXT: torch.bind_symbolic_shape %arg1, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 * 2)> : !torch.vtensor<[?,?],f32>
// CHECK-NEXT: %2 = torch.aten.tanh %arg0 : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],f32>
// CHECK-NEXT: torch.bind_symbolic_shape %2, [%0], affine_map<()[s0] -> (s0, 3)> : !torch.vtensor<[?,3],f32>
// CHECK-NEXT: return %2 : !torch.vtensor<[?,3],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,3],f32> {
    %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 9223372036854775806} : !torch.int
    %1 = torch.symbolic_int "s1" {min_val = 0, max_val = 1024} : !torch.int
    torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 3)> : !torch.vtensor<[?,3],f32>
    torch.bind_symbolic_shape %arg1, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 * 2)> : !torch.vtensor<[?,?],f32>
    %2 = torch.aten.tanh %arg0 : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],f32>
    torch.bind_symbolic_shape %2, [%0], affine_map<()[s0] -> (s0, 3)> : !torch.vtensor<[?,3],f32>
    return %2 : !torch.vtensor<[?,3],f32>
  }
}
