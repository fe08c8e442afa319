// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// Named ops print without their body; the generic form shows the body the op implies.

// CHECK-LABEL: func.func @matmul
func.func @matmul(%a: tensor<2x3xf16>, %b: tensor<3x4xf16>, %c: tensor<2x4xf32>, %d: tensor<?x?xf32>) -> tensor<2x4xf32> {
  // CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<2x3xf16>, tensor<3x4xf16>) outs(%arg2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  // GENERIC:      "linalg.matmul"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [#map{{[0-9]*}}, #map{{[0-9]*}}, #map{{[0-9]*}}], operandSegmentSizes = array<i32: 2, 1>}> ({
  // GENERIC-NEXT: ^bb0(%[[A:.*]]: f16, %[[B:.*]]: f16, %[[C:.*]]: f32):
  // GENERIC-NEXT:   %[[X:.*]] = "arith.extf"(%[[A]]) : (f16) -> f32
  // GENERIC-NEXT:   %[[Y:.*]] = "arith.extf"(%[[B]]) : (f16) -> f32
  // GENERIC-NEXT:   %[[M:.*]] = "arith.mulf"(%[[X]], %[[Y]]) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  // GENERIC-NEXT:   %[[S:.*]] = "arith.addf"(%[[C]], %[[M]]) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  // GENERIC-NEXT:   "linalg.yield"(%[[S]]) : (f32) -> ()
  // GENERIC-NEXT: }) : (tensor<2x3xf16>, tensor<3x4xf16>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf16>, tensor<3x4xf16>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  // CHECK-NEXT: %1 = linalg.matmul {tag, cast = #linalg.type_fn<cast_unsigned>} ins(%arg3, %arg3 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg3 : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%d, %d : tensor<?x?xf32>, tensor<?x?xf32>) outs(%d : tensor<?x?xf32>) {tag} -> tensor<?x?xf32>
  return %0 : tensor<2x4xf32>
}

// CHECK-LABEL: func.func @matmul_maps
func.func @matmul_maps(%a: tensor<3x2xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>, %a0: tensor<2x3xf32>) -> tensor<2x4xf32> {
  // CHECK-NEXT: %0 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<3x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<3x2xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  // default maps are not printed
  // CHECK-NEXT: %1 = linalg.matmul ins(%arg3, %arg1 : tensor<2x3xf32>, tensor<3x4xf32>) outs(%0 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a0, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%0 : tensor<2x4xf32>) -> tensor<2x4xf32>
  // CHECK-NEXT: %2 = linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<3x2xf32>, tensor<3x4xf32>) outs(%1 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %2 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<3x2xf32>, tensor<3x4xf32>) outs(%1 : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %2 : tensor<2x4xf32>
}

// CHECK-LABEL: func.func @contractions
func.func @contractions(%a: tensor<5x2x3xi8>, %b: tensor<5x3x4xi8>, %c: tensor<5x2x4xi32>, %r: tensor<2x4xi32>,
                        %m: tensor<2x3xf32>, %v: tensor<3xf32>, %w: tensor<2xf32>, %s: tensor<f32>) -> tensor<f32> {
  // CHECK-NEXT: %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<5x2x3xi8>, tensor<5x3x4xi8>) outs(%arg2 : tensor<5x2x4xi32>) -> tensor<5x2x4xi32>
  // GENERIC: "arith.extsi"(%{{.*}}) : (i8) -> i32
  // GENERIC: "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %0 = linalg.batch_matmul ins(%a, %b : tensor<5x2x3xi8>, tensor<5x3x4xi8>) outs(%c : tensor<5x2x4xi32>) -> tensor<5x2x4xi32>
  // CHECK-NEXT: %1 = linalg.batch_reduce_matmul ins(%arg0, %arg1 : tensor<5x2x3xi8>, tensor<5x3x4xi8>) outs(%arg3 : tensor<2x4xi32>) -> tensor<2x4xi32>
  %1 = linalg.batch_reduce_matmul ins(%a, %b : tensor<5x2x3xi8>, tensor<5x3x4xi8>) outs(%r : tensor<2x4xi32>) -> tensor<2x4xi32>
  // CHECK-NEXT: %2 = linalg.matvec ins(%arg4, %arg5 : tensor<2x3xf32>, tensor<3xf32>) outs(%arg6 : tensor<2xf32>) -> tensor<2xf32>
  %2 = linalg.matvec ins(%m, %v : tensor<2x3xf32>, tensor<3xf32>) outs(%w : tensor<2xf32>) -> tensor<2xf32>
  // CHECK-NEXT: %3 = linalg.vecmat ins(%2, %arg4 : tensor<2xf32>, tensor<2x3xf32>) outs(%arg5 : tensor<3xf32>) -> tensor<3xf32>
  %3 = linalg.vecmat ins(%2, %m : tensor<2xf32>, tensor<2x3xf32>) outs(%v : tensor<3xf32>) -> tensor<3xf32>
  // CHECK-NEXT: %4 = linalg.dot ins(%3, %arg5 : tensor<3xf32>, tensor<3xf32>) outs(%arg7 : tensor<f32>) -> tensor<f32>
  %4 = linalg.dot ins(%3, %v : tensor<3xf32>, tensor<3xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  return %4 : tensor<f32>
}

// CHECK-LABEL: func.func @fill_copy_elementwise
func.func @fill_copy_elementwise(%x: tensor<2x4xf32>, %y: tensor<2x4xf32>, %h: tensor<2x4xf16>, %m: memref<2x4xf32>) -> tensor<2x4xf32> {
  %cst = arith.constant 0.0 : f32
  // CHECK:      %0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<2x4xf32>) -> tensor<2x4xf32>
  // GENERIC:      "linalg.fill"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  // GENERIC-NEXT: ^bb0(%[[V:.*]]: f32, %{{.*}}: f32):
  // GENERIC-NEXT:   "linalg.yield"(%[[V]]) : (f32) -> ()
  %0 = linalg.fill ins(%cst : f32) outs(%x : tensor<2x4xf32>) -> tensor<2x4xf32>
  // CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%arg3 : memref<2x4xf32>)
  linalg.fill ins(%cst : f32) outs(%m : memref<2x4xf32>)
  // CHECK-NEXT: %1 = linalg.copy ins(%arg2 : tensor<2x4xf16>) outs(%0 : tensor<2x4xf32>) -> tensor<2x4xf32>
  // GENERIC: "arith.extf"(%{{.*}}) : (f16) -> f32
  %1 = linalg.copy ins(%h : tensor<2x4xf16>) outs(%0 : tensor<2x4xf32>) -> tensor<2x4xf32>
  // CHECK-NEXT: %2 = linalg.elementwise <add> ins(%1, %arg1 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%arg0 : tensor<2x4xf32>) -> tensor<2x4xf32>
  // GENERIC: "linalg.elementwise"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [#map{{[0-9]*}}, #map{{[0-9]*}}, #map{{[0-9]*}}], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
  %2 = linalg.elementwise <add> ins(%1, %y : tensor<2x4xf32>, tensor<2x4xf32>) outs(%x : tensor<2x4xf32>) -> tensor<2x4xf32>
  // CHECK-NEXT: %3 = linalg.elementwise <exp> {note} ins(%2 : tensor<2x4xf32>) outs(%arg0 : tensor<2x4xf32>) -> tensor<2x4xf32>
  // GENERIC: "math.exp"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %3 = linalg.elementwise <exp> {note} ins(%2 : tensor<2x4xf32>) outs(%x : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %3 : tensor<2x4xf32>
}
