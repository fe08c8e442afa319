// RUN: tmlir-opt %s --split-input-file | filecheck %s
// RUN: tmlir-opt %s --split-input-file --mlir-print-op-generic | tmlir-opt --split-input-file | filecheck %s
// Round trip: literals (dense and dense_resource), copies, derefine and casts.

// CHECK-LABEL: func.func @f(%arg0: !torch.tensor<[2],f32>) -> !torch.tensor<[2],f32> {
// CHECK-NEXT: %0 = torch.copy.to_vtensor %arg0 : !torch.vtensor<[2],f32>
// CHECK-NEXT: %1 = torch.copy.to_tensor %0 : !torch.tensor<[2],f32>
// CHECK-NEXT: torch.overwrite.tensor.contents %0 overwrites %arg0 : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
// CHECK-NEXT: return %1 : !torch.tensor<[2],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.tensor<[2],f32>) -> !torch.tensor<[2],f32> {
    %0 = torch.copy.to_vtensor %arg0 : !torch.vtensor<[2],f32>
    %1 = torch.copy.to_tensor %0 : !torch.tensor<[2],f32>
    torch.overwrite.tensor.contents %0 overwrites %arg0 : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
    return %1 : !torch.tensor<[2],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.int, %arg1: !torch.vtensor<[2],f32>, %arg2: !torch.none) -> !torch.optional<int> {
// CHECK-NEXT: %0 = torch.derefine %arg0 : !torch.int to !torch.optional<int>
// CHECK-NEXT: %1 = torch.derefine %arg1 : !torch.vtensor<[2],f32> to !torch.vtensor
// CHECK-NEXT: %2 = torch.derefine %arg0 : !torch.int to !torch.union<float, int>
// CHECK-NEXT: %3 = torch.derefine %arg2 : !torch.none to !torch.optional<int>
// CHECK-NEXT: %4 = torch.derefine %arg0 : !torch.int to !torch.number
// CHECK-NEXT: %5 = torch.prim.unchecked_cast %0 : !torch.optional<int> -> !torch.int
// CHECK-NEXT: %6 = torch.tensor_static_info_cast %arg1 : !torch.vtensor<[2],f32> to !torch.vtensor<*,f32>
// CHECK-NEXT: return %0 : !torch.optional<int>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.int, %arg1: !torch.vtensor<[2],f32>, %arg2: !torch.none) -> !torch.optional<int> {
    %0 = torch.derefine %arg0 : !torch.int to !torch.optional<int>
    %1 = torch.derefine %arg1 : !torch.vtensor<[2],f32> to !torch.vtensor
    %2 = torch.derefine %arg0 : !torch.int to !torch.union<float, int>
    %3 = torch.derefine %arg2 : !torch.none to !torch.optional<int>
    %4 = torch.derefine %arg0 : !torch.int to !torch.number
    %5 = torch.prim.unchecked_cast %0 : !torch.optional<int> -> !torch.int
    %6 = torch.tensor_static_info_cast %arg1 : !torch.vtensor<[2],f32> to !torch.vtensor<*,f32>
    return %0 : !torch.optional<int>
  }
}

// -----

// CHECK-LABEL: func.func @f() -> !torch.tensor {
// CHECK-NEXT: %0 = torch.tensor.literal(dense<1> : tensor<2xi8>) : !torch.tensor
// CHECK-NEXT: %1 = torch.tensor.literal(dense<0.000000e+00> : tensor<3xf32>) : !torch.tensor<[3],f32>
// CHECK-NEXT: return %0 : !torch.tensor
// CHECK-NEXT: }
module {
  func.func @f() -> !torch.tensor {
    %0 = torch.tensor.literal(dense<1> : tensor<2xi8>) : !torch.tensor
    %1 = torch.tensor.literal(dense<0.000000e+00> : tensor<3xf32>) : !torch.tensor<[3],f32>
    return %0 : !torch.tensor
  }
}

// -----

// CHECK-LABEL: func.func @f() -> !torch.vtensor<[2],f32> {
// CHECK-NEXT: %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>) : !torch.vtensor<[2],f32>
// CHECK-NEXT: return %0 : !torch.vtensor<[2],f32>
// CHECK-NEXT: }
module {
  func.func @f() -> !torch.vtensor<[2],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>) : !torch.vtensor<[2],f32>
    return %0 : !torch.vtensor<[2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.float32: "0x040000000000803F00000040"
    }
  }
#-}

// -----

// CHECK-LABEL: func.func @f() -> !torch.vtensor<[2],si64> {
// CHECK-NEXT: %0 = torch.vtensor.literal(dense<[1, 2]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
// CHECK-NEXT: %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
// CHECK-NEXT: %2 = torch.vtensor.literal(dense<[true, false]> : tensor<2xi1>) : !torch.vtensor<[2],i1>
// CHECK-NEXT: %3 = torch.vtensor.literal(dense<1> : tensor<2xi8>) : !torch.vtensor<[2],si8>
// CHECK-NEXT: %4 = torch.vtensor.literal(dense<{{\[\[}}1.500000e+00, 2.000000e+00]]> : tensor<1x2xbf16>) : !torch.vtensor<[1,2],bf16>
// CHECK-NEXT: return %0 : !torch.vtensor<[2],si64>
// CHECK-NEXT: }
module {
  func.func @f() -> !torch.vtensor<[2],si64> {
    %0 = torch.vtensor.literal(dense<[1, 2]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
    %1 = torch.vtensor.literal(dense<1.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %2 = torch.vtensor.literal(dense<[true, false]> : tensor<2xi1>) : !torch.vtensor<[2],i1>
    %3 = torch.vtensor.literal(dense<1> : tensor<2xi8>) : !torch.vtensor<[2],si8>
    %4 = torch.vtensor.literal(dense<[[1.500000e+00, 2.000000e+00]]> : tensor<1x2xbf16>) : !torch.vtensor<[1,2],bf16>
    return %0 : !torch.vtensor<[2],si64>
  }
}
