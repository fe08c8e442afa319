// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s

ml_program.global private mutable @state(dense<0.0> : tensor<4xf32>) : tensor<4xf32>

// Ops in the body print fully qualified (ml_program.func has no default dialect).
// CHECK-LABEL: ml_program.func @step(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:    %state = ml_program.global_load @state : tensor<4xf32>
// CHECK-NEXT:    ml_program.global_store @state = %arg0 : tensor<4xf32>
// CHECK-NEXT:    ml_program.return %state : tensor<4xf32>
// CHECK-NEXT:  }
ml_program.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = ml_program.global_load @state : tensor<4xf32>
  ml_program.global_store @state = %x : tensor<4xf32>
  ml_program.return %0 : tensor<4xf32>
}

// CHECK-LABEL: ml_program.func private @decl(tensor<4xf32>, i32) -> (tensor<4xf32>, i1)
ml_program.func private @decl(tensor<4xf32>, i32) -> (tensor<4xf32>, i1)

// CHECK-LABEL: ml_program.func @attrs(%arg0: tensor<4xf32> {tmlir.a = 1 : i64}) attributes {tmlir.b} {
// CHECK-NEXT:    ml_program.return
ml_program.func @attrs(%x: tensor<4xf32> {tmlir.a = 1 : i64}) attributes {tmlir.b} {
  ml_program.return
}

// CHECK-LABEL: ml_program.subgraph @graph(%arg0: tensor<4xf32>, %arg1: !ml_program.token) -> tensor<4xf32> {
// CHECK-NEXT:    %[[L:.*]]:2 = ml_program.global_load_graph @state ordering(%arg1 -> !ml_program.token) : tensor<4xf32>
// CHECK-NEXT:    %[[S:.*]] = ml_program.global_store_graph @state = %arg0 ordering(%[[L]]#1, %arg1 -> !ml_program.token) : tensor<4xf32>
// CHECK-NEXT:    %{{.*}} = ml_program.global_store_graph @state = %arg0 ordering(() -> !ml_program.token) : tensor<4xf32>
// CHECK-NEXT:    %{{.*}} = ml_program.token
// CHECK-NEXT:    ml_program.output %[[L]]#0 : tensor<4xf32>
ml_program.subgraph @graph(%x: tensor<4xf32>, %t: !ml_program.token) -> tensor<4xf32> {
  %v, %t1 = ml_program.global_load_graph @state ordering(%t -> !ml_program.token) : tensor<4xf32>
  %t2 = ml_program.global_store_graph @state = %x ordering(%t1, %t -> !ml_program.token) : tensor<4xf32>
  %t3 = ml_program.global_store_graph @state = %x ordering(() -> !ml_program.token) : tensor<4xf32>
  %t4 = ml_program.token
  ml_program.output %v : tensor<4xf32>
}
