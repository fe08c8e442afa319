// RUN: tmlir-opt %s -p torch-refine-public-return | filecheck %s

// CHECK-LABEL: func.func @public(
// CHECK-SAME:      -> !torch.vtensor<[2],f32>
// CHECK:         return %arg0 : !torch.vtensor<[2],f32>
func.func @public(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor {
  %0 = torch.tensor_static_info_cast %arg0 : !torch.vtensor<[2],f32> to !torch.vtensor
  return %0 : !torch.vtensor
}

// Private functions keep their signature (their callers rely on it).
// CHECK-LABEL: func.func private @private(
// CHECK-SAME:      -> !torch.vtensor {
func.func private @private(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor {
  %0 = torch.tensor_static_info_cast %arg0 : !torch.vtensor<[2],f32> to !torch.vtensor
  return %0 : !torch.vtensor
}
