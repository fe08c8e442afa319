// RUN: tmlir-opt %s --split-input-file | filecheck %s
// RUN: tmlir-opt %s --split-input-file --mlir-print-op-generic | tmlir-opt --split-input-file | filecheck %s
// Round trip: torch.operator, prim ops, quantized creation, torch_c.

// CHECK-LABEL: func.func @f(%arg0: !torch.bool, %arg1: !torch.int) -> !torch.int {
// CHECK-NEXT: %0 = torch.operator "higher_order.cond"(%arg0, %arg1) : (!torch.bool, !torch.int) -> !torch.int {
// CHECK-NEXT: ^bb0(%arg2: !torch.int):
// CHECK-NEXT: torch.operator_terminator %arg2 : !torch.int
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg2: !torch.int):
// CHECK-NEXT: %1 = torch.aten.neg.int %arg2 : !torch.int -> !torch.int
// CHECK-NEXT: torch.operator_terminator %1 : !torch.int
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : !torch.int
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.bool, %arg1: !torch.int) -> !torch.int {
    %0 = torch.operator "higher_order.cond"(%arg0, %arg1) : (!torch.bool, !torch.int) -> !torch.int {
    ^bb0(%arg2: !torch.int):
      torch.operator_terminator %arg2 : !torch.int
    }, {
    ^bb0(%arg2: !torch.int):
      %1 = torch.aten.neg.int %arg2 : !torch.int -> !torch.int
      torch.operator_terminator %1 : !torch.int
    }
    return %0 : !torch.int
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.int, %arg1: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
// CHECK-NEXT: %0 = torch.operator "aten.foo.bar"(%arg0, %arg1) : (!torch.int, !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
// CHECK-NEXT: torch.operator "mylib.sink"(%0) {mylib.attr = 1 : i64} : (!torch.vtensor<[2],f32>) -> ()
// CHECK-NEXT: %1:2 = torch.operator "mylib.pair"() : () -> (!torch.int, !torch.int)
// CHECK-NEXT: return %0 : !torch.vtensor<[2],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.int, %arg1: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
    %0 = torch.operator "aten.foo.bar"(%arg0, %arg1) : (!torch.int, !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> 
    torch.operator "mylib.sink"(%0) {mylib.attr = 1 : i64} : (!torch.vtensor<[2],f32>) -> () 
    %1:2 = torch.operator "mylib.pair"() : () -> (!torch.int, !torch.int) 
    return %0 : !torch.vtensor<[2],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.int, %arg2: !torch.bool) {
// CHECK-NEXT: torch.prim.Print(%arg1, %arg0) : !torch.int, !torch.vtensor<[2],f32>
// CHECK-NEXT: %0 = torch.prim.tolist(%arg0) : !torch.vtensor<[2],f32> -> !torch.list<float>
// CHECK-NEXT: %1 = torch.prim.Load "x" : !torch.int
// CHECK-NEXT: torch.prim.Store "x", %arg1 : !torch.int
// CHECK-NEXT: torch.runtime.assert %arg2, "must hold"
// CHECK-NEXT: %2 = torch.prim.NumToTensor.Scalar %arg1 : !torch.int -> !torch.vtensor<[],si64>
// CHECK-NEXT: %3 = torch.prim.device %arg0 : !torch.vtensor<[2],f32> -> !torch.Device
// CHECK-NEXT: %4 = torch.prim.dtype %arg0 : !torch.vtensor<[2],f32> -> !torch.int
// CHECK-NEXT: %5 = torch.prim.min.int %arg1, %arg1 : !torch.int, !torch.int -> !torch.int
// CHECK-NEXT: %6 = torch.aten.size %arg0 : !torch.vtensor<[2],f32> -> !torch.list<int>
// CHECK-NEXT: %7 = torch.prim.max.self_int %6 : !torch.list<int> -> !torch.int
// CHECK-NEXT: return
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.int, %arg2: !torch.bool) {
    torch.prim.Print(%arg1, %arg0) : !torch.int, !torch.vtensor<[2],f32>
    %0 = torch.prim.tolist(%arg0) : !torch.vtensor<[2],f32> -> !torch.list<float>
    %1 = torch.prim.Load "x" : !torch.int
    torch.prim.Store "x", %arg1 : !torch.int
    torch.runtime.assert %arg2, "must hold"
    %2 = torch.prim.NumToTensor.Scalar %arg1 : !torch.int -> !torch.vtensor<[],si64>
    %3 = torch.prim.device %arg0 : !torch.vtensor<[2],f32> -> !torch.Device
    %4 = torch.prim.dtype %arg0 : !torch.vtensor<[2],f32> -> !torch.int
    %5 = torch.prim.min.int %arg1, %arg1 : !torch.int, !torch.int -> !torch.int
    %6 = torch.aten.size %arg0 : !torch.vtensor<[2],f32> -> !torch.list<int>
    %7 = torch.prim.max.self_int %6 : !torch.list<int> -> !torch.int
    return
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2],si8>, %arg1: !torch.float, %arg2: !torch.int, %arg3: !torch.vtensor<[2,2],f32>, %arg4: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
// CHECK-NEXT: %0 = torch.per_tensor_affine.create %arg0, %arg1, %arg2 : !torch.vtensor<[2],si8>, !torch.float, !torch.int -> !torch.vtensor<[2],!torch.qint8>
// CHECK-NEXT: %1 = torch.aten.dequantize.self %0 : !torch.vtensor<[2],!torch.qint8> -> !torch.vtensor<[2],f32>
// CHECK-NEXT: %2 = torch.linear_params.create %arg3, %arg4 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>
// CHECK-NEXT: %3 = torch.linear_params.create %arg3 : !torch.vtensor<[2,2],f32>
// CHECK-NEXT: %4 = torch.aten.int_repr %0 : !torch.vtensor<[2],!torch.qint8> -> !torch.vtensor<[2],si8>
// CHECK-NEXT: return %1 : !torch.vtensor<[2],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2],si8>, %arg1: !torch.float, %arg2: !torch.int, %arg3: !torch.vtensor<[2,2],f32>, %arg4: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
    %0 = torch.per_tensor_affine.create %arg0, %arg1, %arg2 : !torch.vtensor<[2],si8>, !torch.float, !torch.int -> !torch.vtensor<[2],!torch.qint8>
    %1 = torch.aten.dequantize.self %0 : !torch.vtensor<[2],!torch.qint8> -> !torch.vtensor<[2],f32>
    %2 = torch.linear_params.create %arg3, %arg4 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>
    %3 = torch.linear_params.create %arg3 : !torch.vtensor<[2,2],f32>
    %4 = torch.aten.int_repr %0 : !torch.vtensor<[2],!torch.qint8> -> !torch.vtensor<[2],si8>
    return %1 : !torch.vtensor<[2],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.int, %arg2: !torch.float, %arg3: !torch.bool, %arg4: !torch.vtensor<[2],si64>, %arg5: !torch.Generator) {
// CHECK-NEXT: %0 = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[?,3],f32> -> tensor<?x3xf32>
// CHECK-NEXT: %1 = torch_c.from_builtin_tensor %0 : tensor<?x3xf32> -> !torch.vtensor<[?,3],f32>
// CHECK-NEXT: %2 = torch_c.to_i64 %arg1
// CHECK-NEXT: %3 = torch_c.from_i64 %2
// CHECK-NEXT: %4 = torch_c.to_f64 %arg2
// CHECK-NEXT: %5 = torch_c.from_f64 %4
// CHECK-NEXT: %6 = torch_c.to_i1 %arg3
// CHECK-NEXT: %7 = torch_c.from_i1 %6
// CHECK-NEXT: %8 = torch_c.get_next_seed : () -> i64
// CHECK-NEXT: %9 = torch_c.to_builtin_tensor %arg4 : !torch.vtensor<[2],si64> -> tensor<2xi64>
// CHECK-NEXT: %10 = torch_c.generator_to_i64 %arg5
// CHECK-NEXT: %11 = torch_c.i64_to_generator %10
// CHECK-NEXT: return
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.int, %arg2: !torch.float, %arg3: !torch.bool, %arg4: !torch.vtensor<[2],si64>, %arg5: !torch.Generator) {
    %0 = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[?,3],f32> -> tensor<?x3xf32>
    %1 = torch_c.from_builtin_tensor %0 : tensor<?x3xf32> -> !torch.vtensor<[?,3],f32>
    %2 = torch_c.to_i64 %arg1
    %3 = torch_c.from_i64 %2
    %4 = torch_c.to_f64 %arg2
    %5 = torch_c.from_f64 %4
    %6 = torch_c.to_i1 %arg3
    %7 = torch_c.from_i1 %6
    %8 = torch_c.get_next_seed : () -> i64
    %9 = torch_c.to_builtin_tensor %arg4 : !torch.vtensor<[2],si64> -> tensor<2xi64>
    %10 = torch_c.generator_to_i64 %arg5
    %11 = torch_c.i64_to_generator %10
    return
  }
}
