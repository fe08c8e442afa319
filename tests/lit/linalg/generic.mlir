// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#id1 = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @elementwise(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>) -> tensor<2x4xf32>
func.func @elementwise(%a: tensor<2x4xf32>, %e: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x4xf32>) outs(%arg1 : tensor<2x4xf32>) {
  // CHECK-NEXT: ^bb0(%in: f32, %out: f32):
  // CHECK-NEXT:   %1 = linalg.index 1 : index
  // CHECK-NEXT:   %2 = arith.addf %in, %out : f32
  // CHECK-NEXT:   linalg.yield %2 : f32
  // CHECK-NEXT: } -> tensor<2x4xf32>
  // GENERIC: "linalg.generic"(%{{.*}}, %{{.*}}) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  // GENERIC-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
  // GENERIC-NEXT:   "linalg.index"() <{dim = 1 : i64}> : () -> index
  // GENERIC:        "linalg.yield"(%{{.*}}) : (f32) -> ()
  // GENERIC-NEXT: }) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 1 : index
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// CHECK-LABEL: func.func @reduction_two_outputs
func.func @reduction_two_outputs(%a: tensor<?x3xf32>, %s: tensor<?xf32>, %n: tensor<?xi32>) -> (tensor<?xf32>, tensor<?xi32>) {
  // CHECK-NEXT: %0:2 = linalg.generic {doc = "sum and count", indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"], library_call = "fn"} ins(%arg0 : tensor<?x3xf32>) outs(%arg1, %arg2 : tensor<?xf32>, tensor<?xi32>) attrs =  {aaa, zzz = 3 : i32} {
  // CHECK-NEXT: ^bb0(%in: f32, %out: f32, %out_0: i32):
  // CHECK-NEXT:   %1 = arith.addf %out, %in : f32
  // CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
  // CHECK-NEXT:   %2 = arith.addi %out_0, %c1_i32 : i32
  // CHECK-NEXT:   linalg.yield %1, %2 : f32, i32
  // CHECK-NEXT: } -> (tensor<?xf32>, tensor<?xi32>)
  // GENERIC: library_call = "fn", operandSegmentSizes = array<i32: 1, 2>}> ({
  // GENERIC: }) {aaa, zzz = 3 : i32} : (tensor<?x3xf32>, tensor<?xf32>, tensor<?xi32>) -> (tensor<?xf32>, tensor<?xi32>)
  %0:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"],
                         doc = "sum and count", library_call = "fn", zzz = 3 : i32}
      ins(%a : tensor<?x3xf32>) outs(%s, %n : tensor<?xf32>, tensor<?xi32>) attrs = {aaa} {
  ^bb0(%x: f32, %acc: f32, %cnt: i32):
    %r = arith.addf %acc, %x : f32
    %one = arith.constant 1 : i32
    %c = arith.addi %cnt, %one : i32
    linalg.yield %r, %c : f32, i32
  } -> (tensor<?xf32>, tensor<?xi32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xi32>
}

// CHECK-LABEL: func.func @memref_no_inputs(%arg0: memref<?xf32>)
func.func @memref_no_inputs(%m: memref<?xf32>) {
  // CHECK-NEXT: linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%arg0 : memref<?xf32>) {
  // CHECK-NEXT: ^bb0(%out: f32):
  // CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
  // CHECK-NEXT:   linalg.yield %cst : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // GENERIC: operandSegmentSizes = array<i32: 0, 1>}> ({
  // GENERIC: }) : (memref<?xf32>) -> ()
  linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%m : memref<?xf32>) {
  ^bb0(%o: f32):
    %c = arith.constant 1.0 : f32
    linalg.yield %c : f32
  }
  return
}
