// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s

// Affine maps: simplified and printed as upstream MLIR does, aliased as #map, #map1, ... in
// order of first use.

// CHECK:      #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<() -> (0)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> ()>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1)[s0, s1] -> (d0 mod 4, d1 floordiv s0, d0 ceildiv 2, s0 mod s1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1)[s0] -> (-d0 + s0 * 3 - 7, d1 * -2 + d0, (d0 + d1) * 2, d0 - d1)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0, d0, 5, 0, -(d0 - 1))>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> ((d0 + d1) mod 8, (d0 floordiv 2) * 2)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.maps"() {a = #map, b = #map1, c = #map2, d = #map3, e = #map3} : () -> ()
// CHECK-NEXT:   "test.exprs"() {a = #map4, b = #map5, c = #map6, d = #map7} : () -> ()
// CHECK-NEXT:   %0 = "test.layout"() : () -> memref<4x?xf32, #map8>
// CHECK-NEXT: }

#map_alias = affine_map<(d0, d1) -> (d1, d0)>
"test.maps"() {a = affine_map<(d0) -> (d0)>, b = affine_map<() -> (0)>, c = affine_map<(d0)[s0] -> ()>, d = #map_alias, e = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
"test.exprs"() {a = affine_map<(d0, d1)[s0, s1] -> (d0 mod 4, d1 floordiv s0, d0 ceildiv 2, s0 mod s1)>, b = affine_map<(d0, d1)[s0] -> (-d0 + s0 * 3 - 7, d1 * -2 + d0, (d0 + d1) * 2, d0 - d1)>, c = affine_map<(d0) -> (d0 + 0, d0 * 1, 2 + 3, d0 * 0, -(d0 - 1))>, d = affine_map<(d0, d1) -> ((d0 + d1) mod 8, (d0 floordiv 2) * 2)>} : () -> ()
"test.layout"() : () -> memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
