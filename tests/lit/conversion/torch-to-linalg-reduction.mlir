// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-linalg)' | filecheck %s
// Lowerings of reductions, softmax, normalization, scans and sorting
// (tmlir/conversion/torch_to_linalg/reduction.py, normalization.py, scan_sort.py).

// CHECK-DAG: #[[$ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[$SCALAR:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-DAG: #[[$ID4:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$CH:.*]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-DAG: #[[$SCAN_IN:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[$SCAN_OUT:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>

// CHECK-LABEL: func.func @sum_dim_keepdim
// CHECK: %[[X:.*]] = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x4xf32>
// a sum of a few statically known f32 elements accumulates in f32
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<?xf32>)
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[$ID2]], #[[$ROW]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<?x4xf32>) outs(%[[Z]] : tensor<?xf32>)
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT: arith.addf
// CHECK: linalg.generic {{.*}} ins(%[[R]] : tensor<?xf32>) outs(%{{.*}} : tensor<?x1xf32>)
// CHECK: torch_c.from_builtin_tensor %{{.*}} : tensor<?x1xf32> -> !torch.vtensor<[?,1],f32>
func.func @sum_dim_keepdim(%x: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,1],f32> {
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.sum.dim_IntList %x, %l, %true, %none : !torch.vtensor<[?,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1],f32>
  return %0 : !torch.vtensor<[?,1],f32>
}

// A sum over a dynamic extent accumulates in the program's type (f32): no f64 in the output.
// CHECK-LABEL: func.func @sum_dynamic_extent
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4xf32>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]} ins(%{{.*}} : tensor<?x4xf32>) outs(%[[Z]] : tensor<4xf32>)
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: torch_c.from_builtin_tensor %[[R]] : tensor<4xf32> -> !torch.vtensor<[4],f32>
func.func @sum_dynamic_extent(%x: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[4],f32> {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.sum.dim_IntList %x, %l, %false, %none : !torch.vtensor<[?,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// CHECK-LABEL: func.func @sum_bool
// CHECK: linalg.generic {indexing_maps = [#[[$ID2]], #[[$SCALAR]]], iterator_types = ["reduction", "reduction"]} ins(%{{.*}} : tensor<3x?xi1>) outs(%{{.*}} : tensor<i64>)
// CHECK: ^bb0(%[[IN:.*]]: i1, %[[ACC:.*]]: i64):
// CHECK: %[[W:.*]] = arith.extui %[[IN]] : i1 to i64
// CHECK: arith.addi %[[W]], %[[ACC]] : i64
func.func @sum_bool(%x: !torch.vtensor<[3,?],i1>) -> !torch.vtensor<[],si64> {
  %none = torch.constant.none
  %0 = torch.aten.sum %x, %none : !torch.vtensor<[3,?],i1>, !torch.none -> !torch.vtensor<[],si64>
  return %0 : !torch.vtensor<[],si64>
}

// CHECK-LABEL: func.func @mean_dynamic
// CHECK: %[[S:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: %[[N:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?x?xf32>
// CHECK: %[[NI:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK: %[[NF:.*]] = arith.sitofp %[[NI]] : i64 to f32
// CHECK: linalg.generic {{.*}} ins(%[[S]] : tensor<?xf32>)
// CHECK: arith.divf %{{.*}}, %[[NF]] : f32
func.func @mean_dynamic(%x: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?],f32> {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.mean.dim %x, %l, %false, %none : !torch.vtensor<[?,?],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// CHECK-LABEL: func.func @max_dim
// CHECK: %[[V0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<?xf32>)
// CHECK: %[[I0:.*]] = linalg.fill ins(%{{.*}} : i64) outs(%{{.*}} : tensor<?xi64>)
// CHECK: %[[R:.*]]:2 = linalg.generic {indexing_maps = [#[[$ID2]], #[[$ROW]], #[[$ROW]]], iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : tensor<?x5xf32>) outs(%[[V0]], %[[I0]] : tensor<?xf32>, tensor<?xi64>)
// CHECK: linalg.index 1 : index
// CHECK: arith.cmpf ogt
// CHECK: arith.cmpf uno
// CHECK: arith.select
// CHECK: arith.select
// CHECK: linalg.yield %{{.*}}, %{{.*}} : f32, i64
// CHECK: torch_c.from_builtin_tensor %[[R]]#0 : tensor<?xf32>
// CHECK: torch_c.from_builtin_tensor %[[R]]#1 : tensor<?xi64> -> !torch.vtensor<[?],si64>
func.func @max_dim(%x: !torch.vtensor<[?,5],f32>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[?],si64>) {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %values, %indices = torch.aten.max.dim %x, %int1, %false : !torch.vtensor<[?,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?],f32>, !torch.vtensor<[?],si64>
  return %values, %indices : !torch.vtensor<[?],f32>, !torch.vtensor<[?],si64>
}

// CHECK-LABEL: func.func @softmax
// CHECK: %[[M:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: arith.maximumf
// CHECK: %[[S:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]} ins(%{{.*}}, %[[M]] : tensor<?x8xf32>, tensor<?xf32>)
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]} ins(%{{.*}}, %[[M]], %[[S]] : tensor<?x8xf32>, tensor<?xf32>, tensor<?xf32>) outs(%{{.*}} : tensor<?x8xf32>)
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: arith.divf
func.func @softmax(%x: !torch.vtensor<[?,8],f32>) -> !torch.vtensor<[?,8],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.softmax.int %x, %int1, %none : !torch.vtensor<[?,8],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,8],f32>
  return %0 : !torch.vtensor<[?,8],f32>
}

// CHECK-LABEL: func.func @batch_norm_eval
// CHECK-NOT: torch.aten
// CHECK: math.rsqrt
// CHECK: linalg.generic {indexing_maps = [#[[$ID4]], #[[$CH]], #[[$CH]], #[[$CH]], #[[$CH]], #[[$ID4]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// CHECK: arith.subf
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: tensor.empty() : tensor<0xf32>
func.func @batch_norm_eval(%x: !torch.vtensor<[?,3,4,4],f32>, %w: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[3],f32>, %m: !torch.vtensor<[3],f32>, %v: !torch.vtensor<[3],f32>) -> (!torch.vtensor<[?,3,4,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>) {
  %mom = torch.constant.float 1.000000e-01
  %eps = torch.constant.float 1.000000e-05
  %0:3 = torch.aten._native_batch_norm_legit_no_training %x, %w, %b, %m, %v, %mom, %eps : !torch.vtensor<[?,3,4,4],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.float, !torch.float -> !torch.vtensor<[?,3,4,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[?,3,4,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>
}

// CHECK-LABEL: func.func @cumsum
// CHECK: linalg.generic {indexing_maps = [#[[$SCAN_IN]], #[[$SCAN_OUT]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}} : tensor<?x6xi32>) outs(%{{.*}} : tensor<?x6xi64>)
// CHECK: %[[I:.*]] = linalg.index 1 : index
// CHECK: %[[J:.*]] = linalg.index 2 : index
// CHECK: %[[T:.*]] = arith.cmpi ule, %[[J]], %[[I]] : index
// CHECK: arith.extsi %{{.*}} : i32 to i64
// CHECK: arith.select %[[T]]
// CHECK: arith.addi
func.func @cumsum(%x: !torch.vtensor<[?,6],si32>) -> !torch.vtensor<[?,6],si64> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.cumsum %x, %int1, %none : !torch.vtensor<[?,6],si32>, !torch.int, !torch.none -> !torch.vtensor<[?,6],si64>
  return %0 : !torch.vtensor<[?,6],si64>
}

// CHECK-LABEL: func.func @topk
// CHECK: %[[RANK:.*]] = linalg.generic {indexing_maps = [#[[$SCAN_OUT]], #[[$SCAN_IN]], #[[$SCAN_OUT]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X:.*]], %[[X]] : tensor<?x6xf32>, tensor<?x6xf32>) outs(%{{.*}} : tensor<?x6xi64>)
// CHECK: arith.cmpf ogt
// CHECK: arith.extui
// CHECK: %{{.*}}:2 = linalg.generic {indexing_maps = [#[[$SCAN_IN]], #[[$SCAN_IN]], #[[$SCAN_OUT]], #[[$SCAN_OUT]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X]], %[[RANK]] : tensor<?x6xf32>, tensor<?x6xi64>) outs(%{{.*}}, %{{.*}} : tensor<?x2xf32>, tensor<?x2xi64>)
// CHECK: arith.cmpi eq
func.func @topk(%x: !torch.vtensor<[?,6],f32>) -> (!torch.vtensor<[?,2],f32>, !torch.vtensor<[?,2],si64>) {
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %values, %indices = torch.aten.topk %x, %int2, %int1, %true, %true : !torch.vtensor<[?,6],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,2],f32>, !torch.vtensor<[?,2],si64>
  return %values, %indices : !torch.vtensor<[?,2],f32>, !torch.vtensor<[?,2],si64>
}
