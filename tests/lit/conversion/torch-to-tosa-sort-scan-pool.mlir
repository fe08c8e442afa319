// RUN: tmlir-opt %s -p 'func.func(convert-torch-to-tosa)' | filecheck %s
// TOSA has no sort, scan or windowed pool with indices: stable ranks + tosa.scatter, Hillis-Steele
// scans, and pools unrolled into strided slices with constant input indices.

// topk: every element's rank is a [B, n, n] comparison (x_j before x_i, or equal with j < i)
// summed over j; the rank is where tosa.scatter writes the index (and the value); the first k stay.
// CHECK-LABEL: func.func @topk
// CHECK: %[[I:.*]] = tosa.reshape %{{.*}} : (tensor<2x4xf32>, !tosa.shape<3>) -> tensor<2x4x1xf32>
// CHECK: %[[J:.*]] = tosa.reshape %{{.*}} : (tensor<2x4xf32>, !tosa.shape<3>) -> tensor<2x1x4xf32>
// CHECK: %[[TRI:.*]] = tosa.const  values(dense<{{\[\[\[}}false, false, false, false], [true, false, false, false], [true, true, false, false], [true, true, true, false]]]>
// CHECK: tosa.greater %[[J]], %[[I]] : (tensor<2x1x4xf32>, tensor<2x4x1xf32>) -> tensor<2x4x4xi1>
// CHECK: tosa.logical_and %{{.*}}, %[[TRI]] : (tensor<2x4x4xi1>, tensor<1x4x4xi1>) -> tensor<2x4x4xi1>
// CHECK: %[[SUM:.*]] = tosa.reduce_sum %{{.*}} axis(2) : (tensor<2x4x4xi32>) -> tensor<2x4x1xi32>
// CHECK: %[[RANK:.*]] = tosa.cast %{{.*}} : (tensor<2x4xi32>) -> tensor<2x4xi64>
// CHECK: tosa.scatter %{{.*}}, %[[RANK]], %{{.*}} : (tensor<2x4x1xi64>, tensor<2x4xi64>, tensor<2x4x1xi64>) -> tensor<2x4x1xi64>
// CHECK: tosa.slice %{{.*}} : (tensor<2x4xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xi64>
// CHECK: tosa.scatter %{{.*}}, %[[RANK]], %{{.*}} : (tensor<2x4x1xf32>, tensor<2x4xi64>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
// CHECK: tosa.slice %{{.*}} : (tensor<2x4xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
func.func @topk(%a: !torch.vtensor<[2,4],f32>) -> (!torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],si64>) {
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %0:2 = torch.aten.topk %a, %int2, %int1, %true, %true : !torch.vtensor<[2,4],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],si64>
  return %0#0, %0#1 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],si64>
}

// cumprod over 4 elements: two steps, y *= y shifted by 1 then by 2 (the shift pads with 1).
// CHECK-LABEL: func.func @cumprod
// CHECK: %[[ONE:.*]] = tosa.const  values(dense<1> : tensor<1xi32>)
// CHECK: %[[P1:.*]] = tosa.pad %[[X:.*]], %{{.*}}, %[[ONE]] : (tensor<3x4xi32>, !tosa.shape<4>, tensor<1xi32>) -> tensor<3x5xi32>
// CHECK: %[[S1:.*]] = tosa.slice %[[P1]], {{.*}} : (tensor<3x5xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x4xi32>
// CHECK: %[[M1:.*]] = tosa.mul %[[X]], %[[S1]], {{.*}} : (tensor<3x4xi32>, tensor<3x4xi32>, tensor<1xi8>) -> tensor<3x4xi32>
// CHECK: %[[P2:.*]] = tosa.pad %[[M1]], {{.*}} : (tensor<3x4xi32>, !tosa.shape<4>, tensor<1xi32>) -> tensor<3x6xi32>
// CHECK: %[[S2:.*]] = tosa.slice %[[P2]], {{.*}} : (tensor<3x6xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x4xi32>
// CHECK: tosa.mul %[[M1]], %[[S2]], {{.*}} : (tensor<3x4xi32>, tensor<3x4xi32>, tensor<1xi8>) -> tensor<3x4xi32>
func.func @cumprod(%a: !torch.vtensor<[3,4],si32>) -> !torch.vtensor<[3,4],si32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.cumprod %a, %int1, %none : !torch.vtensor<[3,4],si32>, !torch.int, !torch.none -> !torch.vtensor<[3,4],si32>
  return %0 : !torch.vtensor<[3,4],si32>
}

// max_pool2d_with_indices with dilation 2: -inf padding, one strided slice per kernel offset;
// the flat input index of each offset is a constant (negative where it reads the padding), and a
// later offset wins only when greater (or NaN).
// CHECK-LABEL: func.func @max_pool_indices
// CHECK: %[[NINF:.*]] = tosa.const  values(dense<0xFF800000> : tensor<1xf32>)
// CHECK: %[[XP:.*]] = tosa.pad %{{.*}}, %{{.*}}, %[[NINF]] : (tensor<1x1x5x5xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x1x7x7xf32>
// CHECK: tosa.const  values(dense<{{\[\[\[\[}}-6, -4, -2], [4, 6, 8], [14, 16, 18]]]]> : tensor<1x1x3x3xi64>)
// CHECK: %[[GT:.*]] = tosa.greater
// CHECK: %[[NAN:.*]] = tosa.logical_not
// CHECK: %[[BETTER:.*]] = tosa.logical_or %[[GT]], %[[NAN]]
// CHECK: tosa.select %[[BETTER]], {{.*}} : (tensor<1x1x3x3xi1>, tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
// CHECK: tosa.const  values(dense<{{\[\[\[\[}}-4, -2, 0], [6, 8, 10], [16, 18, 20]]]]> : tensor<1x1x3x3xi64>)
// CHECK: tosa.select %[[BETTER]], {{.*}} : (tensor<1x1x3x3xi1>, tensor<1x1x3x3xi64>, tensor<1x1x3x3xi64>) -> tensor<1x1x3x3xi64>
func.func @max_pool_indices(%a: !torch.vtensor<[1,1,5,5],f32>) -> (!torch.vtensor<[1,1,3,3],f32>, !torch.vtensor<[1,1,3,3],si64>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0:2 = torch.aten.max_pool2d_with_indices %a, %k, %s, %p, %d, %false : !torch.vtensor<[1,1,5,5],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,1,3,3],f32>, !torch.vtensor<[1,1,3,3],si64>
  return %0#0, %0#1 : !torch.vtensor<[1,1,3,3],f32>, !torch.vtensor<[1,1,3,3],si64>
}
