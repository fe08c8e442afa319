// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:    ml_program.global private mutable @g(dense<0.000000e+00> : tensor<4xf32>) : tensor<4xf32>
// GENERIC:       "ml_program.global"() <{is_mutable, sym_name = "g", sym_visibility = "private", type = tensor<4xf32>, value = dense<0.000000e+00> : tensor<4xf32>}> : () -> ()
ml_program.global private mutable @g(dense<0.0> : tensor<4xf32>) : tensor<4xf32>

// A mutable global may have no initial value.
// CHECK-NEXT:    ml_program.global private mutable @e : tensor<?xf32>
// GENERIC-NEXT:  "ml_program.global"() <{is_mutable, sym_name = "e", sym_visibility = "private", type = tensor<?xf32>}> : () -> ()
ml_program.global private mutable @e : tensor<?xf32>

// CHECK-NEXT:    ml_program.global public @c(dense<[1, 2]> : tensor<2xi32>) : tensor<2xi32>
ml_program.global public @c(dense<[1, 2]> : tensor<2xi32>) : tensor<2xi32>

// The extern attribute carries its own type.
// CHECK-NEXT:    ml_program.global private @x(#ml_program.extern : tensor<4xf32>) : tensor<?xf32>
// GENERIC:       value = #ml_program.extern : tensor<4xf32>
ml_program.global private @x(#ml_program.extern : tensor<4xf32>) : tensor<?xf32>

// Discardable attributes follow the type.
// CHECK-NEXT:    ml_program.global nested @d(dense<1.000000e+00> : tensor<f32>) : tensor<f32> {tmlir.note = "x"}
ml_program.global nested @d(dense<1.0> : tensor<f32>) : tensor<f32> {tmlir.note = "x"}

// No visibility means public: the custom form prints it (and parsing it back sets it).
// CHECK-NEXT:    ml_program.global public @p(dense<2> : tensor<i64>) : tensor<i64>
// GENERIC:       "ml_program.global"() <{sym_name = "p", type = tensor<i64>, value = dense<2> : tensor<i64>}> : () -> ()
"ml_program.global"() <{sym_name = "p", type = tensor<i64>, value = dense<2> : tensor<i64>}> : () -> ()

// CHECK-LABEL: func.func @rw(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xi32>) {
// CHECK-NEXT:    %g = ml_program.global_load @g : tensor<4xf32>
// CHECK-NEXT:    %c = ml_program.global_load_const @c : tensor<2xi32>
// CHECK-NEXT:    ml_program.global_store @g = %arg0 : tensor<4xf32> {tmlir.tag}
// CHECK-NEXT:    return %g, %c : tensor<4xf32>, tensor<2xi32>
// GENERIC:       "ml_program.global_load"() <{global = @g}> : () -> tensor<4xf32>
// GENERIC:       "ml_program.global_load_const"() <{global = @c}> : () -> tensor<2xi32>
// GENERIC:       "ml_program.global_store"(%{{.*}}) <{global = @g}> {tmlir.tag} : (tensor<4xf32>) -> ()
func.func @rw(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xi32>) {
  %0 = ml_program.global_load @g : tensor<4xf32>
  %1 = ml_program.global_load_const @c : tensor<2xi32>
  ml_program.global_store @g = %a : tensor<4xf32> {tmlir.tag}
  return %0, %1 : tensor<4xf32>, tensor<2xi32>
}
