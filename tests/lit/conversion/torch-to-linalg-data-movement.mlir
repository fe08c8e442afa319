// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-linalg)' | filecheck %s
// Lowerings of views/data movement, indexing, creation and scalars
// (tmlir/conversion/torch_to_linalg/data_movement.py, indexing.py, creation.py, scalar.py).

// CHECK-LABEL: func.func @view_dynamic
// CHECK: %[[X:.*]] = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[?,8],f32> -> tensor<?x8xf32>
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x8xf32>
// CHECK: %[[N:.*]] = arith.muli %[[D]], %{{.*}} : index
// CHECK: %[[Q:.*]] = arith.floordivsi %[[N]], %{{.*}} : index
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1]] : tensor<?x8xf32> into tensor<?xf32>
// CHECK: tensor.expand_shape %[[C]] {{\[\[}}0, 1]] output_shape [%[[Q]], 4] : tensor<?xf32> into tensor<?x4xf32>
func.func @view_dynamic(%x: !torch.vtensor<[?,8],f32>) -> !torch.vtensor<[?,4],f32> {
  %int-1 = torch.constant.int -1
  %int4 = torch.constant.int 4
  %l = torch.prim.ListConstruct %int-1, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.view %x, %l : !torch.vtensor<[?,8],f32>, !torch.list<int> -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// x.view(x.size(0) * 8) is recognized as a pure grouping of the input dims.
// CHECK-LABEL: func.func @flatten_size
// CHECK: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<?x8xf32> into tensor<?xf32>
// CHECK-NOT: tensor.expand_shape
// CHECK: torch_c.from_builtin_tensor %[[C]]
func.func @flatten_size(%x: !torch.vtensor<[?,8],f32>) -> !torch.vtensor<[?],f32> {
  %int0 = torch.constant.int 0
  %int8 = torch.constant.int 8
  %n = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,8],f32>, !torch.int -> !torch.int
  %m = torch.aten.mul.int %n, %int8 : !torch.int, !torch.int -> !torch.int
  %l = torch.prim.ListConstruct %m : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.view %x, %l : !torch.vtensor<[?,8],f32>, !torch.list<int> -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// A size the reshape cannot relate to the input dims: tensor.reshape with a shape tensor.
// CHECK-LABEL: func.func @view_opaque
// CHECK: %[[S:.*]] = tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xi64>
// CHECK: tensor.reshape %{{.*}}(%[[S]]) : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x2xf32>
func.func @view_opaque(%x: !torch.vtensor<[?,?],f32>, %n: !torch.int) -> !torch.vtensor<[?,2],f32> {
  %int2 = torch.constant.int 2
  %l = torch.prim.ListConstruct %n, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.view %x, %l : !torch.vtensor<[?,?],f32>, !torch.list<int> -> !torch.vtensor<[?,2],f32>
  return %0 : !torch.vtensor<[?,2],f32>
}

// CHECK-LABEL: func.func @permute
// CHECK: %[[D:.*]] = tensor.dim %{{.*}}, %c1 : tensor<2x?x4xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<4x2x?xf32>
// CHECK: linalg.transpose ins(%{{.*}} : tensor<2x?x4xf32>) outs(%[[E]] : tensor<4x2x?xf32>) permutation = [2, 0, 1]
func.func @permute(%x: !torch.vtensor<[2,?,4],f32>) -> !torch.vtensor<[4,2,?],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %l = torch.prim.ListConstruct %int2, %int0, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.permute %x, %l : !torch.vtensor<[2,?,4],f32>, !torch.list<int> -> !torch.vtensor<[4,2,?],f32>
  return %0 : !torch.vtensor<[4,2,?],f32>
}

// x[1::2] on a dynamic dim: start clamped to the size, length = ceildiv(size - start, 2).
// CHECK-LABEL: func.func @slice_step
// CHECK: %[[D:.*]] = tensor.dim
// CHECK: %[[S:.*]] = arith.minsi %c1, %[[D]] : index
// CHECK: %[[L:.*]] = arith.subi %[[D]], %[[S]] : index
// CHECK: %[[P:.*]] = arith.maxsi %[[L]], %{{.*}} : index
// CHECK: %[[N:.*]] = arith.ceildivsi %[[P]], %c2 : index
// CHECK: tensor.extract_slice %{{.*}}[%[[S]], 0] [%[[N]], 4] [2, 1] : tensor<?x4xf32> to tensor<?x4xf32>
func.func @slice_step(%x: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %end = torch.constant.int 9223372036854775807
  %0 = torch.aten.slice.Tensor %x, %int0, %int1, %end, %int2 : !torch.vtensor<[?,4],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// CHECK-LABEL: func.func @select_neg
// CHECK: tensor.extract_slice %{{.*}}[0, 4] [3, 1] [1, 1] : tensor<3x5xi64> to tensor<3xi64>
func.func @select_neg(%x: !torch.vtensor<[3,5],si64>) -> !torch.vtensor<[3],si64> {
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %0 = torch.aten.select.int %x, %int1, %int-1 : !torch.vtensor<[3,5],si64>, !torch.int, !torch.int -> !torch.vtensor<[3],si64>
  return %0 : !torch.vtensor<[3],si64>
}

// CHECK-LABEL: func.func @cat_dynamic
// CHECK: %[[A:.*]] = torch_c.to_builtin_tensor %arg0
// CHECK: %[[B:.*]] = torch_c.to_builtin_tensor %arg1
// CHECK: %[[D:.*]] = tensor.dim %[[A]]
// CHECK: %[[E:.*]] = tensor.empty(%{{.*}}) : tensor<?x3xf32>
// CHECK: %[[I:.*]] = tensor.insert_slice %[[A]] into %[[E]][0, 0] [%[[D]], 3] [1, 1]
// CHECK: tensor.insert_slice %[[B]] into %[[I]][%{{.*}}, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<?x3xf32>
func.func @cat_dynamic(%a: !torch.vtensor<[?,3],f32>, %b: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[?,3],f32> {
  %int0 = torch.constant.int 0
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[?,3],f32>, !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor>
  %0 = torch.aten.cat %l, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,3],f32>
  return %0 : !torch.vtensor<[?,3],f32>
}

// The list-returning split is lowered with its prim.ListUnpack.
// CHECK-LABEL: func.func @split
// CHECK-NOT: torch.aten.split_with_sizes
// CHECK-NOT: torch.prim.ListUnpack
// CHECK: %[[A:.*]] = tensor.extract_slice %{{.*}}[0, 0] [2, 4] [1, 1] : tensor<6x4xf32> to tensor<2x4xf32>
// CHECK: %[[B:.*]] = tensor.extract_slice %{{.*}}[2, 0] [4, 4] [1, 1] : tensor<6x4xf32> to tensor<4x4xf32>
func.func @split(%x: !torch.vtensor<[6,4],f32>) -> (!torch.vtensor<[2,4],f32>, !torch.vtensor<[4,4],f32>) {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %s = torch.prim.ListConstruct %int2, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %l = torch.aten.split_with_sizes %x, %s, %int0 : !torch.vtensor<[6,4],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor>
  %0:2 = torch.prim.ListUnpack %l : !torch.list<vtensor> -> !torch.vtensor<[2,4],f32>, !torch.vtensor<[4,4],f32>
  return %0#0, %0#1 : !torch.vtensor<[2,4],f32>, !torch.vtensor<[4,4],f32>
}

// CHECK-LABEL: func.func @index_select
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<3xi64>) outs(%{{.*}} : tensor<3x4xf32>)
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: %[[I:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: %[[W:.*]] = arith.select
// CHECK: tensor.extract %{{.*}}[%[[W]], %[[J]]] : tensor<?x4xf32>
func.func @index_select(%x: !torch.vtensor<[?,4],f32>, %i: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,4],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.index_select %x, %int0, %i : !torch.vtensor<[?,4],f32>, !torch.int, !torch.vtensor<[3],si64> -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}

// CHECK-LABEL: func.func @zeros_dynamic
// CHECK: %[[D:.*]] = tensor.dim
// CHECK: %[[N:.*]] = arith.index_cast %[[D]] : index to i64
// CHECK: %[[I:.*]] = arith.index_cast %[[N]] : i64 to index
// CHECK: %[[Z:.*]] = arith.constant 0 : i64
// CHECK: %[[E:.*]] = tensor.empty(%[[I]]) : tensor<?x3xi64>
// CHECK: linalg.fill ins(%[[Z]] : i64) outs(%[[E]] : tensor<?x3xi64>)
func.func @zeros_dynamic(%x: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,3],si64> {
  %int0 = torch.constant.int 0
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %false = torch.constant.bool false
  %n = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.int
  %l = torch.prim.ListConstruct %n, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.zeros %l, %int4, %none, %none, %false : !torch.list<int>, !torch.int, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[?,3],si64>
  return %0 : !torch.vtensor<[?,3],si64>
}

// CHECK-LABEL: func.func @literal
// CHECK: arith.constant dense<[1, 2]> : tensor<2xi64>
func.func @literal() -> !torch.vtensor<[2],si64> {
  %0 = torch.vtensor.literal(dense<[1, 2]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
  return %0 : !torch.vtensor<[2],si64>
}

// CHECK-LABEL: func.func @scalar_arith
// CHECK: %[[Q:.*]] = arith.floordivsi %{{.*}}, %{{.*}} : i64
// CHECK: %[[M:.*]] = arith.maxsi
// CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : i64
func.func @scalar_arith(%a: !torch.int, %b: !torch.int) -> !torch.bool {
  %0 = torch.aten.floordiv.int %a, %b : !torch.int, !torch.int -> !torch.int
  %1 = torch.prim.max.int %0, %a : !torch.int, !torch.int -> !torch.int
  %2 = torch.aten.lt.int %1, %b : !torch.int, !torch.int -> !torch.bool
  return %2 : !torch.bool
}
