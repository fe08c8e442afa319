// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @basic(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: f32)
func.func @basic(%t: tensor<4x?xf32>, %i: index, %x: f32) -> index {
  // CHECK-NEXT: %c1 = arith.constant 1 : index
  %c1 = arith.constant 1 : index
  // CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<4x?xf32>
  // GENERIC: "tensor.empty"(%arg1) : (index) -> tensor<4x?xf32>
  %e = tensor.empty(%i) : tensor<4x?xf32>
  // CHECK-NEXT: %1 = tensor.empty() {note} : tensor<2xf32>
  %e2 = tensor.empty() {note} : tensor<2xf32>
  // CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
  // GENERIC: "tensor.dim"(%arg0, %{{.*}}) : (tensor<4x?xf32>, index) -> index
  %d = tensor.dim %t, %c1 : tensor<4x?xf32>
  // CHECK-NEXT: %dim_0 = tensor.dim {note} %arg0, %arg1 : tensor<4x?xf32>
  %d2 = tensor.dim {note} %t, %i : tensor<4x?xf32>
  // CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<*xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  // CHECK-NEXT: %rank = tensor.rank %cast : tensor<*xf32>
  %r = tensor.rank %c : tensor<*xf32>
  // CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1, %dim] : tensor<4x?xf32>
  %v = tensor.extract %t[%i, %d] : tensor<4x?xf32>
  // CHECK-NEXT: %inserted = tensor.insert %arg2 into %0[%arg1, %arg1] : tensor<4x?xf32>
  // GENERIC: "tensor.insert"(%arg2, %{{.*}}, %arg1, %arg1) : (f32, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>
  %n = tensor.insert %x into %e[%i, %i] : tensor<4x?xf32>
  // CHECK-NEXT: %from_elements = tensor.from_elements %arg2, %extracted : tensor<2xf32>
  %f = tensor.from_elements %x, %v : tensor<2xf32>
  // CHECK-NEXT: %splat = tensor.splat %arg2[%arg1] : tensor<?x3xf32>
  // GENERIC: "tensor.splat"(%arg2, %arg1) : (f32, index) -> tensor<?x3xf32>
  %s = tensor.splat %x[%i] : tensor<?x3xf32>
  // CHECK-NEXT: %2 = tensor.bitcast %from_elements : tensor<2xf32> to tensor<2xi32>
  %b = tensor.bitcast %f : tensor<2xf32> to tensor<2xi32>
  // CHECK-NEXT: %concat = tensor.concat dim(0) %from_elements, %from_elements : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  // GENERIC: "tensor.concat"(%{{.*}}, %{{.*}}) <{dim = 0 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  %cc = tensor.concat dim(0) %f, %f : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  // CHECK-NEXT: %cst = arith.constant dense<[1, 4]> : tensor<2xi64>
  %shape = arith.constant dense<[1, 4]> : tensor<2xi64>
  // CHECK-NEXT: %reshape = tensor.reshape %concat(%cst) : (tensor<4xf32>, tensor<2xi64>) -> tensor<1x4xf32>
  %rs = tensor.reshape %cc(%shape) : (tensor<4xf32>, tensor<2xi64>) -> tensor<1x4xf32>
  // CHECK-NEXT: return %rank : index
  return %r : index
}
