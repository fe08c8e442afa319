// RUN: tmlir-opt %s -p cse | filecheck %s
// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(cse))' | filecheck %s

// CHECK-LABEL: func.func @simple(
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    return %[[M]], %[[A]] : i32, i32
func.func @simple(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.addi %a, %b : i32
  return %2, %3 : i32, i32
}

// Values from enclosing regions are reused inside; sibling regions do not share.
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[R:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %[[T:.*]] = arith.muli %[[A]], %arg0 : i32
// CHECK-NEXT:      scf.yield %[[T]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[E:.*]] = arith.muli %[[A]], %arg0 : i32
// CHECK-NEXT:      scf.yield %[[E]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %arg0 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[R]], %[[M]] : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @nested(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.if %c -> (i32) {
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %1, %a : i32
    scf.yield %2 : i32
  } else {
    %3 = arith.muli %0, %a : i32
    scf.yield %3 : i32
  }
  %4 = arith.muli %0, %a : i32
  %5 = arith.addi %r, %4 : i32
  return %5 : i32
}

// Across blocks only dominating definitions are reused.
// CHECK-LABEL: func.func @blocks(
// CHECK:         %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[X:.*]] = arith.subi %[[A]], %arg0 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[X]] : i32)
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[Y:.*]] = arith.subi %[[A]], %arg0 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[Y]] : i32)
// CHECK:       ^bb3(%[[P:.*]]: i32):
// CHECK-NEXT:    %[[Z:.*]] = arith.subi %[[A]], %arg0 : i32
// CHECK-NEXT:    %[[W:.*]] = arith.addi %[[P]], %[[Z]] : i32
// CHECK-NEXT:    return %[[W]] : i32
func.func @blocks(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.subi %1, %a : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.subi %0, %a : i32
  cf.br ^bb3(%3 : i32)
^bb3(%x: i32):
  %4 = arith.subi %0, %a : i32
  %5 = arith.addi %x, %4 : i32
  return %5 : i32
}

// Ops that are not Pure (unregistered ones included) are never merged.
// CHECK-LABEL: func.func @side_effects(
// CHECK-NEXT:    %[[X:.*]] = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:    %[[Y:.*]] = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %[[X]], %[[Y]] : i32, i32
func.func @side_effects(%a: i32) -> (i32, i32) {
  %0 = "test.op"(%a) : (i32) -> i32
  %1 = "test.op"(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}

// Linalg ops on tensors have no side effects of their own: two with equal operands, attributes and
// bodies are merged, also when their bodies differ only in the names of values; a different body
// op keeps them apart.
// CHECK-LABEL: func.func @linalg_on_tensors(
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%[[C]] : f32) outs(%[[E]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[G:.*]] = linalg.generic
// CHECK:           arith.addf
// CHECK:         %[[H:.*]] = linalg.generic
// CHECK:           arith.mulf
// CHECK:         return %[[F]], %[[F]], %[[G]], %[[G]], %[[H]]
#id = affine_map<(d0) -> (d0)>
func.func @linalg_on_tensors(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %f0 = linalg.fill ins(%c : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %f1 = linalg.fill ins(%c : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %g0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %g1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %f0, %f1, %g0, %g1, %h : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
