// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s

// Builtin attributes print as upstream MLIR prints them (checked against mlir's Python bindings):
// integers are stored wrapped to their width (255 : i8 is -1 : i8), floats take the shortest of
// '%.6e', the shortest round-trip decimal and hex bits, strings escape '"', '\\' and non-ASCII
// bytes as \XX, attribute aliases are resolved.

// CHECK:      #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.integers"() {a = true, b = false, c = true, d = -128 : i8, e = -1 : i8, f = 127 : si8, g = 255 : ui8, h = 65535 : ui16, i = 63 : i7, j = -64 : i7, k = 3 : index, l = -1 : index} : () -> ()
// CHECK-NEXT:   "test.wide_integers"() {a = 9223372036854775807 : i64, b = -9223372036854775808 : i64, c = -1 : i64, d = 18446744073709551615 : ui64, e = 170141183460469231731687303715884105727 : i128, f = 31 : i32, g = -1 : i32, h = 0 : i0} : () -> ()
// CHECK-NEXT:   "test.floats"() {a = 1.000000e+00 : f32, b = 1.000000e-01 : f32, c = 1.000000e-01 : f64, d = 1.000000e-01 : f64, e = 1.500000e+00 : bf16, f = 9.997550e-02 : f16, g = 3.141590e+00 : f64, h = 1.000000e+10 : f64, i = 1.000000e-10 : f32, j = 0x419D6F3454000000 : f64, k = 0.123456789 : f64, l = 12345.6777 : f32, m = -9.99999974E-6 : f32, n = 9.9999999999999991E+22 : f64, o = 3.007810e-01 : bf16} : () -> ()
// CHECK-NEXT:   "test.special_floats"() {a = 0x7F800000 : f32, b = 0xFF800000 : f32, c = 0x7FC00000 : f32, d = -0.000000e+00 : f32, e = -0.000000e+00 : f64, f = 0.000000e+00 : f64, g = 9218868437227405312 : i64, h = 0x7E00 : f16, i = 0x7FC0 : bf16, j = 0x7F800000 : f32, k = 0x7FAE9D40 : f32, l = 5.960460e-08 : f16} : () -> ()
// CHECK-NEXT:   "test.small_floats"() {a = 3.125000e-01 : f8E4M3FN, b = 0x7F : f8E4M3FN, c = 0x7F : f8E4M3FN, d = 0x7C : f8E5M2, e = 0x7E : f8E5M2, f = 0x80 : f8E5M2FNUZ, g = 4.000000e+00 : f8E8M0FNU, h = 6.000000e+00 : f4E2M1FN, i = -7.500000e+00 : f6E2M3FN, j = 9.997550e-02 : tf32, k = 0x3FC00 : tf32, l = 2.500000e+00 : f80, m = 1.000000e-01 : f128} : () -> ()
// CHECK-NEXT:   "test.strings"() {a = "hello", b = "quote\22back\\slash\0Anewline\09tab", c = "unicod\C3\A9 \E2\9C\93", d = "\00\01\7F\FF", e = "", f = "\22\\"} : () -> ()
// CHECK-NEXT:   "test.collections"() {a = [], b = [1, 2 : i32, "x", {{\[\[}}1.500000e+00{{\]\]}}, unit, true, 2.000000e+00 : f32], c = {}, d = {unit_entry, x = {y = {z = 1 : i64}}, "x y" = 2 : i64}, e = {nested = [1, "two"]}, f = "aliased"} : () -> ()
// CHECK-NEXT:   "test.symbols"() {a = @sym, b = @a::@b::@c, c = @"x y", d = @a$b, e = @_x.y, f = @"with \22quote\22"} : () -> ()
// CHECK-NEXT:   "test.dense_arrays"() {a = array<i64: 1, -2, 3>, b = array<i1: true, false>, c = array<f32: 1.000000e+00, 1.000000e-01, -0.000000e+00>, d = array<i32>, e = array<i8: -128, 127>, f = array<f64: 1.000000e-01>, g = array<i16: 1>} : () -> ()
// CHECK-NEXT:   "test.types"() {a = i32, b = tensor<4xf32>, c = (i32) -> i1, d = !foo.bar, e = memref<4xf32, #map>, f = none, g = index} : () -> ()
// CHECK-NEXT:   "test.opaque"() {a = #foo.attr<"x", [1, 2], <a>>, b = #foo<"bare">, c = #foo.simple, d = #foo.arrow<(i32) -> i64>, e = #foo.str<"a>b">} : () -> ()
// CHECK-NEXT: }

#attr_alias = {nested = [1, "two"]}
#str_alias = "aliased"
"test.integers"() {a = true, b = false, c = 1 : i1, d = -128 : i8, e = 255 : i8, f = 127 : si8, g = 255 : ui8, h = 65535 : ui16, i = 63 : i7, j = -64 : i7, k = 3 : index, l = -1 : index} : () -> ()
"test.wide_integers"() {a = 9223372036854775807, b = -9223372036854775808, c = 18446744073709551615, d = 18446744073709551615 : ui64, e = 170141183460469231731687303715884105727 : i128, f = 0x1F : i32, g = 0xFFFFFFFF : i32, h = 0 : i0} : () -> ()
"test.floats"() {a = 1.0 : f32, b = 0.1 : f32, c = 0.1 : f64, d = 0.1, e = 1.5 : bf16, f = 0.1 : f16, g = 3.14159 : f64, h = 1.0e10, i = 1.0e-10 : f32, j = 123456789.0, k = 0.123456789 : f64, l = 12345.678 : f32, m = -1.0e-5 : f32, n = 1.0e23, o = 0.3 : bf16} : () -> ()
"test.special_floats"() {a = 0x7F800000 : f32, b = 0xFF800000 : f32, c = 0x7FC00000 : f32, d = -0.0 : f32, e = -0.0, f = 0.0, g = 0x7FF0000000000000, h = 0x7E00 : f16, i = 0x7FC0 : bf16, j = 1.0e40 : f32, k = 0x7FAE9D40 : f32, l = 0x0001 : f16} : () -> ()
"test.small_floats"() {a = 0.3 : f8E4M3FN, b = 1000.0 : f8E4M3FN, c = 0x7F : f8E4M3FN, d = 1.0e10 : f8E5M2, e = 0x7E : f8E5M2, f = 0x80 : f8E5M2FNUZ, g = 3.0 : f8E8M0FNU, h = 100.0 : f4E2M1FN, i = 0x3F : f6E2M3FN, j = 0.1 : tf32, k = 1.0e39 : tf32, l = 2.5 : f80, m = 0.1 : f128} : () -> ()
"test.strings"() {a = "hello", b = "quote\"back\\slash\nnewline\ttab", c = "unicodé ✓", d = "\00\01\7F\FF", e = "", f = "\22\5C"} : () -> ()
"test.collections"() {a = [], b = [1, 2 : i32, "x", [[1.5]], unit, true, 2.0 : f32], c = {}, d = {x = {y = {z = 1}}, "x y" = 2, unit_entry}, e = #attr_alias, f = #str_alias} : () -> ()
"test.symbols"() {a = @sym, b = @a::@b::@c, c = @"x y", d = @"a$b", e = @_x.y, f = @"with \"quote\""} : () -> ()
"test.dense_arrays"() {a = array<i64: 1, -2, 3>, b = array<i1: true, false>, c = array<f32: 1.0, 0.1, -0.0>, d = array<i32>, e = array<i8: -128, 127>, f = array<f64: 0.1>, g = array<i16: 1>} : () -> ()
"test.types"() {a = i32, b = tensor<4xf32>, c = (i32) -> i1, d = !foo.bar, e = memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, f = none, g = index} : () -> ()
"test.opaque"() {a = #foo.attr<"x", [1, 2], <a>>, b = #foo<"bare">, c = #foo.simple, d = #foo.arrow<(i32) -> i64>, e = #foo.str<"a>b">} : () -> ()
