// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @pad
func.func @pad(%t: tensor<4x?xf32>, %i: index, %x: f32) -> tensor<7x?xf32> {
  // CHECK-NEXT:  %padded = tensor.pad %arg0 low[1, %arg1] high[2, 0] {
  // CHECK-NEXT:  ^bb0(%arg3: index, %arg4: index):
  // CHECK-NEXT:    tensor.yield %arg2 : f32
  // CHECK-NEXT:  } : tensor<4x?xf32> to tensor<7x?xf32>
  // GENERIC: "tensor.pad"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, -9223372036854775808>}> ({
  // GENERIC-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: index):
  // GENERIC-NEXT:   "tensor.yield"(%{{.*}}) : (f32) -> ()
  // GENERIC-NEXT: }) : (tensor<4x?xf32>, index) -> tensor<7x?xf32>
  %p = tensor.pad %t low[1, %i] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  // CHECK:       %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
  // CHECK:       } {tag} : tensor<4x?xf32> to tensor<4x?xf32>
  // GENERIC: <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>
  %q = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } {tag} : tensor<4x?xf32> to tensor<4x?xf32>
  return %p : tensor<7x?xf32>
}

// CHECK-LABEL: func.func @generate
func.func @generate(%t: tensor<4x?xf32>, %i: index) -> tensor<4x?xf32> {
  // CHECK-NEXT:  %generated = tensor.generate %arg1 {
  // CHECK-NEXT:  ^bb0(%arg2: index, %arg3: index):
  // CHECK-NEXT:    %extracted = tensor.extract %arg0[%arg2, %arg3] : tensor<4x?xf32>
  // CHECK-NEXT:    tensor.yield %extracted : f32
  // CHECK-NEXT:  } : tensor<4x?xf32>
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    %e = tensor.extract %t[%a, %b] : tensor<4x?xf32>
    tensor.yield %e : f32
  } : tensor<4x?xf32>
  return %g : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @gather_scatter
func.func @gather_scatter(%s: tensor<2x3xf32>, %idx: tensor<1x2x2xindex>) -> tensor<2x3xf32> {
  // CHECK-NEXT: %gather = tensor.gather %arg0[%arg1] gather_dims([0, 1]) : (tensor<2x3xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1xf32>
  // GENERIC: "tensor.gather"(%{{.*}}, %{{.*}}) <{gather_dims = array<i64: 0, 1>}>
  %g = tensor.gather %s[%idx] gather_dims([0, 1]) : (tensor<2x3xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1xf32>
  // CHECK-NEXT: %scatter = tensor.scatter %gather into %arg0[%arg1] scatter_dims([0, 1]) unique : (tensor<1x2x1x1xf32>, tensor<2x3xf32>, tensor<1x2x2xindex>) -> tensor<2x3xf32>
  // GENERIC: "tensor.scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{scatter_dims = array<i64: 0, 1>, unique}>
  %r = tensor.scatter %g into %s[%idx] scatter_dims([0, 1]) unique : (tensor<1x2x1x1xf32>, tensor<2x3xf32>, tensor<1x2x2xindex>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
