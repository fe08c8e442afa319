// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-linalg)' | filecheck %s
// Lowerings of the linear-algebra family (tmlir/conversion/torch_to_linalg/linear.py).

// CHECK-DAG: #[[$MA:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, 0, d2, d4)>
// CHECK-DAG: #[[$MB:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d4, d3)>
// CHECK-DAG: #[[$MO:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$LX:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[$LW:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-DAG: #[[$LO:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[$EB:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>

// CHECK-LABEL: func.func @mm_dynamic
// CHECK: %[[A:.*]] = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
// CHECK: %[[B:.*]] = torch_c.to_builtin_tensor %arg1
// CHECK: %[[M:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x4xf32>
// CHECK: %[[N:.*]] = tensor.dim %[[B]], %{{.*}} : tensor<4x?xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[M]], %[[N]]) : tensor<?x?xf32>
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<?x?xf32>)
// CHECK: linalg.matmul ins(%[[A]], %[[B]] : tensor<?x4xf32>, tensor<4x?xf32>) outs(%[[Z]] : tensor<?x?xf32>)
func.func @mm_dynamic(%a: !torch.vtensor<[?,4],f32>, %b: !torch.vtensor<[4,?],f32>) -> !torch.vtensor<[?,?],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4,?],f32> -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}

// CHECK-LABEL: func.func @matmul_broadcast
// CHECK: linalg.generic {indexing_maps = [#[[$MA]], #[[$MB]], #[[$MO]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: -> tensor<2x5x3x6xf32>
func.func @matmul_broadcast(%a: !torch.vtensor<[2,1,3,4],f32>, %b: !torch.vtensor<[5,4,6],f32>) -> !torch.vtensor<[2,5,3,6],f32> {
  %0 = torch.aten.matmul %a, %b : !torch.vtensor<[2,1,3,4],f32>, !torch.vtensor<[5,4,6],f32> -> !torch.vtensor<[2,5,3,6],f32>
  return %0 : !torch.vtensor<[2,5,3,6],f32>
}

// CHECK-LABEL: func.func @bmm_f16
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<2x3x4xf16>, tensor<2x4x5xf16>) outs(%{{.*}} : tensor<2x3x5xf32>)
// CHECK: ^bb0(%[[ACC:.*]]: f32, %{{.*}}: f16):
// CHECK-NEXT: %[[H:.*]] = arith.truncf %[[ACC]] : f32 to f16
// CHECK-NEXT: linalg.yield %[[H]] : f16
func.func @bmm_f16(%a: !torch.vtensor<[2,3,4],f16>, %b: !torch.vtensor<[2,4,5],f16>) -> !torch.vtensor<[2,3,5],f16> {
  %0 = torch.aten.bmm %a, %b : !torch.vtensor<[2,3,4],f16>, !torch.vtensor<[2,4,5],f16> -> !torch.vtensor<[2,3,5],f16>
  return %0 : !torch.vtensor<[2,3,5],f16>
}

// CHECK-LABEL: func.func @linear
// CHECK: %[[D:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?x3x4xf32>
// CHECK: tensor.empty(%[[D]]) : tensor<?x3x5xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$LX]], #[[$LW]], #[[$LO]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK: arith.addf
// CHECK: -> tensor<?x3x5xf32>
func.func @linear(%x: !torch.vtensor<[?,3,4],f32>, %w: !torch.vtensor<[5,4],f32>, %b: !torch.vtensor<[5],f32>) -> !torch.vtensor<[?,3,5],f32> {
  %0 = torch.aten.linear %x, %w, %b : !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[5,4],f32>, !torch.vtensor<[5],f32> -> !torch.vtensor<[?,3,5],f32>
  return %0 : !torch.vtensor<[?,3,5],f32>
}

// CHECK-LABEL: func.func @mm_ui8
// CHECK: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%{{.*}}, %{{.*}} : tensor<3x4xi8>, tensor<4x5xi8>) outs(%{{.*}} : tensor<3x5xi8>)
func.func @mm_ui8(%a: !torch.vtensor<[3,4],ui8>, %b: !torch.vtensor<[4,5],ui8>) -> !torch.vtensor<[3,5],ui8> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[3,4],ui8>, !torch.vtensor<[4,5],ui8> -> !torch.vtensor<[3,5],ui8>
  return %0 : !torch.vtensor<[3,5],ui8>
}

// CHECK-LABEL: func.func @dot
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : i64) outs(%{{.*}} : tensor<i64>)
// CHECK: linalg.dot ins(%{{.*}}, %{{.*}} : tensor<?xi64>, tensor<?xi64>) outs(%[[Z]] : tensor<i64>)
func.func @dot(%a: !torch.vtensor<[?],si64>, %b: !torch.vtensor<[?],si64>) -> !torch.vtensor<[],si64> {
  %0 = torch.aten.dot %a, %b : !torch.vtensor<[?],si64>, !torch.vtensor<[?],si64> -> !torch.vtensor<[],si64>
  return %0 : !torch.vtensor<[],si64>
}

// CHECK-LABEL: func.func @addmm
// CHECK: %[[P:.*]] = linalg.matmul
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %[[P]] : tensor<3x5xf32>, tensor<3x5xf32>)
// CHECK: arith.constant 5.000000e-01 : f32
// CHECK: arith.mulf
// CHECK: arith.sitofp %{{.*}} : i64 to f32
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @addmm(%c: !torch.vtensor<[3,5],f32>, %a: !torch.vtensor<[3,4],f32>, %b: !torch.vtensor<[4,5],f32>) -> !torch.vtensor<[3,5],f32> {
  %beta = torch.constant.float 5.000000e-01
  %alpha = torch.constant.int 2
  %0 = torch.aten.addmm %c, %a, %b, %beta, %alpha : !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[4,5],f32>, !torch.float, !torch.int -> !torch.vtensor<[3,5],f32>
  return %0 : !torch.vtensor<[3,5],f32>
}

// CHECK-LABEL: func.func @einsum
// CHECK: linalg.generic {indexing_maps = [#[[$LX]], #[[$EB]], #[[$LO]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<2x3x4xf32>, tensor<2x4x5xf32>)
func.func @einsum(%a: !torch.vtensor<[2,3,4],f32>, %b: !torch.vtensor<[2,4,5],f32>) -> !torch.vtensor<[2,3,5],f32> {
  %eq = torch.constant.str "bij,bjk->bik"
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,4,5],f32>) -> !torch.list<vtensor>
  %0 = torch.aten.einsum %eq, %l, %none : !torch.str, !torch.list<vtensor>, !torch.none -> !torch.vtensor<[2,3,5],f32>
  return %0 : !torch.vtensor<[2,3,5],f32>
}
