// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s

// Every builtin type prints as upstream MLIR prints it (checked against mlir's Python bindings):
// canonical forms drop an identity memref layout, memory space 0 and a zero strided offset, print
// an i64 memory space without its type, and resolve type aliases.

// CHECK:      #map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @integers(i1, i7, si8, ui16, i64, i128, index)
// CHECK-NEXT:   func.func private @floats(f16, bf16, f32, f64, f80, f128, tf32)
// CHECK-NEXT:   func.func private @small_floats(f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)
// CHECK-NEXT:   func.func private @misc(none, complex<f32>, complex<i16>)
// CHECK-NEXT:   func.func private @tensors(tensor<2x?xf32>, tensor<f32>, tensor<0x4xf32>, tensor<?x?x?xi8>, tensor<*xi8>, tensor<4xcomplex<f64>>, tensor<2x!foo.elem>, tensor<2xvector<4xf32>>)
// CHECK-NEXT:   func.func private @encodings(tensor<4xf32, "enc">, tensor<?x4xi32, #foo.enc<x, [1, 2]>>, tensor<4xf32, {k = 1 : i32}>)
// CHECK-NEXT:   func.func private @memrefs(memref<4xf32>, memref<?x4xf32>, memref<f32>, memref<*xf32>, memref<2xvector<4xf32>>, memref<2xmemref<4xf32>>)
// CHECK-NEXT:   func.func private @memref_layouts(memref<4x?xf32, #map>, memref<4x4xf32>, memref<4x4xf32, strided<[4, 1], offset: ?>>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[1]>>, memref<?x?xf32, strided<[?, ?], offset: 7>>)
// CHECK-NEXT:   func.func private @memory_spaces(memref<4xf32, 1>, memref<4xf32>, memref<4xf32, 3 : i32>, memref<4xf32, "gpu">, memref<4xf32, #foo.space<global>>, memref<*xf32, 2>, memref<4xf32, strided<[2]>, 1>)
// CHECK-NEXT:   func.func private @vectors(vector<4xf32>, vector<f32>, vector<2x3x4xi8>, vector<[4]xf32>, vector<2x[4]xindex>, vector<[2]x[4]xf16>)
// CHECK-NEXT:   func.func private @tuples(tuple<>, tuple<i32>, tuple<i32, tuple<f32, tuple<>>>)
// CHECK-NEXT:   func.func private @functions((i32) -> (), () -> i1, (i32, f32) -> (i1, i2), () -> ((i32) -> f32), ((i32) -> i32) -> ((i32) -> i32))
// CHECK-NEXT:   func.func private @opaque(!foo.bar, !foo.bar<"x>y", [1, 2], (a -> b)>, !foo<"abc">, !foo.baz<tensor<4xf32>>, !foo.nested<<<>>>, !foo.arrow<i32 -> i64>, !foo.str<"\"quoted\"">)
// CHECK-NEXT:   func.func private @aliases(tensor<4x?xf32>, !foo.bar<"x">)
// CHECK-NEXT: }

!alias = tensor<4x?xf32>
!opaque_alias = !foo.bar<"x">
func.func private @integers(i1, i7, si8, ui16, i64, i128, index)
func.func private @floats(f16, bf16, f32, f64, f80, f128, tf32)
func.func private @small_floats(f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)
func.func private @misc(none, complex<f32>, complex<i16>)
func.func private @tensors(tensor<2x?xf32>, tensor<f32>, tensor<0x4xf32>, tensor<?x?x?xi8>, tensor<*xi8>, tensor<4xcomplex<f64>>, tensor<2x!foo.elem>, tensor<2xvector<4xf32>>)
func.func private @encodings(tensor<4xf32, "enc">, tensor<?x4xi32, #foo.enc<x, [1, 2]>>, tensor<4xf32, {k = 1 : i32}>)
func.func private @memrefs(memref<4xf32>, memref<?x4xf32>, memref<f32>, memref<*xf32>, memref<2xvector<4xf32>>, memref<2xmemref<4xf32>>)
func.func private @memref_layouts(memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4x4xf32, strided<[4, 1], offset: ?>>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[1], offset: 0>>, memref<?x?xf32, strided<[?, ?], offset: 7>>)
func.func private @memory_spaces(memref<4xf32, 1>, memref<4xf32, 0>, memref<4xf32, 3 : i32>, memref<4xf32, "gpu">, memref<4xf32, #foo.space<global>>, memref<*xf32, 2>, memref<4xf32, strided<[2]>, 1 : i64>)
func.func private @vectors(vector<4xf32>, vector<f32>, vector<2x3x4xi8>, vector<[4]xf32>, vector<2x[4]xindex>, vector<[2]x[4]xf16>)
func.func private @tuples(tuple<>, tuple<i32>, tuple<i32, tuple<f32, tuple<>>>)
func.func private @functions((i32) -> (), () -> i1, (i32, f32) -> (i1, i2), () -> ((i32) -> f32), ((i32) -> i32) -> ((i32) -> i32))
func.func private @opaque(!foo.bar, !foo.bar<"x>y", [1, 2], (a -> b)>, !foo<"abc">, !foo.baz<tensor<4xf32>>, !foo.nested<<<>>>, !foo.arrow<i32 -> i64>, !foo.str<"\"quoted\"">)
func.func private @aliases(!alias, !opaque_alias)
