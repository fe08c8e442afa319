// RUN: tmlir-opt %s | filecheck %s
// RUN: tmlir-opt %s --mlir-print-op-generic | tmlir-opt | filecheck %s

// CHECK-LABEL: func.func @id(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
func.func @id(%x: f32) -> f32 {
  return %x : f32
}

// CHECK-LABEL: func.func private @decl(i32, tensor<?x4xf32>) -> (i32, f32)
func.func private @decl(i32, tensor<?x4xf32>) -> (i32, f32)

// CHECK-LABEL: func.func @attrs(%arg0: tensor<2xf32> {torch.a = 1 : i64}) -> (tensor<2xf32> {r.x}) attributes {foo = "bar"} {
func.func @attrs(%a: tensor<2xf32> {torch.a = 1 : i64}) -> (tensor<2xf32> {r.x}) attributes {foo = "bar"} {
  // CHECK: %[[R:.*]]:2 = call @decl2(%arg0) : (tensor<2xf32>) -> (tensor<2xf32>, i1)
  %0:2 = func.call @decl2(%a) : (tensor<2xf32>) -> (tensor<2xf32>, i1)
  // CHECK: return %[[R]]#0 : tensor<2xf32>
  return %0#0 : tensor<2xf32>
}
func.func private @decl2(tensor<2xf32>) -> (tensor<2xf32>, i1)
