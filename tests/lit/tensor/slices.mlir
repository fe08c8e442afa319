// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @slices
func.func @slices(%t: tensor<8x?xf32>, %i: index, %s: tensor<2x3xf32>) -> tensor<8x?xf32> {
  // CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [2, 3] [1, 1] : tensor<8x?xf32> to tensor<2x3xf32>
  // GENERIC: %0 = "tensor.extract_slice"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<8x?xf32>, index) -> tensor<2x3xf32>
  %a = tensor.extract_slice %t[0, %i] [2, 3] [1, 1] : tensor<8x?xf32> to tensor<2x3xf32>
  // Rank-reducing slice.
  // CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[3, 0] [1, 3] [1, 1] : tensor<8x?xf32> to tensor<3xf32>
  %b = tensor.extract_slice %t[3, 0] [1, 3] [1, 1] : tensor<8x?xf32> to tensor<3xf32>
  // Every entry dynamic.
  // CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg0[%arg1, %arg1] [%arg1, %arg1] [%arg1, %arg1] {tag} : tensor<8x?xf32> to tensor<?x?xf32>
  // GENERIC: <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>
  %c = tensor.extract_slice %t[%i, %i] [%i, %i] [%i, %i] {tag} : tensor<8x?xf32> to tensor<?x?xf32>
  // Strided.
  // CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg0[0, 0] [4, %arg1] [2, 1] : tensor<8x?xf32> to tensor<4x?xf32>
  %d = tensor.extract_slice %t[0, 0] [4, %i] [2, 1] : tensor<8x?xf32> to tensor<4x?xf32>
  // CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg2 into %arg0[0, %arg1] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x?xf32>
  // GENERIC: "tensor.insert_slice"(%arg2, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>
  %e = tensor.insert_slice %s into %t[0, %i] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x?xf32>
  // CHECK-NEXT: %inserted_slice_3 = tensor.insert_slice %extracted_slice_0 into %inserted_slice[%arg1, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<8x?xf32>
  %f = tensor.insert_slice %b into %e[%i, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<8x?xf32>
  return %f : tensor<8x?xf32>
}
