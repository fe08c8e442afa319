// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @reshape
func.func @reshape(%s: tensor<2x3xf32>, %t: tensor<4x?xf32>, %i: index, %one: tensor<1x1xf32>) {
  // CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [1, 2, 3] : tensor<2x3xf32> into tensor<1x2x3xf32>
  // GENERIC: "tensor.expand_shape"(%arg0) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 1, 2, 3>}> : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
  %e = tensor.expand_shape %s [[0, 1], [2]] output_shape [1, 2, 3] : tensor<2x3xf32> into tensor<1x2x3xf32>
  // CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg1 {{\[\[}}0], [1, 2]] output_shape [4, %arg2, 2] : tensor<4x?xf32> into tensor<4x?x2xf32>
  // GENERIC: "tensor.expand_shape"(%arg1, %arg2) <{reassociation = {{\[\[}}0], [1, 2]], static_output_shape = array<i64: 4, -9223372036854775808, 2>}>
  %f = tensor.expand_shape %t [[0], [1, 2]] output_shape [4, %i, 2] : tensor<4x?xf32> into tensor<4x?x2xf32>
  // CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1, 2]] : tensor<1x2x3xf32> into tensor<6xf32>
  // GENERIC: "tensor.collapse_shape"(%0) <{reassociation = {{\[\[}}0, 1, 2]]}> : (tensor<1x2x3xf32>) -> tensor<6xf32>
  %c = tensor.collapse_shape %e [[0, 1, 2]] : tensor<1x2x3xf32> into tensor<6xf32>
  // CHECK-NEXT: %collapsed_1 = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] {tag} : tensor<4x?xf32> into tensor<?xf32>
  %d = tensor.collapse_shape %t [[0, 1]] {tag} : tensor<4x?xf32> into tensor<?xf32>
  // CHECK-NEXT: %collapsed_2 = tensor.collapse_shape %arg3 [] : tensor<1x1xf32> into tensor<f32>
  %z = tensor.collapse_shape %one [] : tensor<1x1xf32> into tensor<f32>
  return
}
