// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(linalg-fold-constant-transposes))' | filecheck %s

// A constant read only through a transpose is stored transposed; one with another reader is kept.
// CHECK-LABEL: func.func @fold(
// CHECK-NEXT:    %[[C:.*]] = arith.constant dense<{{\[}}[1.000000e+00, 3.000000e+00], [2.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT:    %[[K:.*]] = arith.constant dense<{{\[}}[5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x3xf32>
// CHECK-NEXT:    %{{.*}} = tensor.empty() : tensor<2x2xf32>
// CHECK-NEXT:    %[[E2:.*]] = tensor.empty() : tensor<3x1xf32>
// CHECK-NEXT:    %[[T:.*]] = linalg.transpose ins(%[[K]] : tensor<1x3xf32>) outs(%[[E2]] : tensor<3x1xf32>) permutation = [1, 0]
// CHECK-NEXT:    return %[[C]], %[[T]], %[[K]]
func.func @fold() -> (tensor<2x2xf32>, tensor<3x1xf32>, tensor<1x3xf32>) {
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %k = arith.constant dense<[[5.0, 6.0, 7.0]]> : tensor<1x3xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %e2 = tensor.empty() : tensor<3x1xf32>
  %t = linalg.transpose ins(%c : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) permutation = [1, 0]
  %t2 = linalg.transpose ins(%k : tensor<1x3xf32>) outs(%e2 : tensor<3x1xf32>) permutation = [1, 0]
  return %t, %t2, %k : tensor<2x2xf32>, tensor<3x1xf32>, tensor<1x3xf32>
}

// A resource blob gets a new key: the old key and the permutation.
// CHECK-LABEL: func.func @resource(
// CHECK-NEXT:    %{{.*}} = arith.constant dense_resource<w.t10> : tensor<3x2xi32>
// CHECK-NEXT:    %{{.*}} = tensor.empty() : tensor<3x2xi32>
// CHECK:       w.t10: "0x04000000010000000400000002000000050000000300000006000000"
func.func @resource() -> tensor<3x2xi32> {
  %c = arith.constant dense_resource<w> : tensor<2x3xi32>
  %e = tensor.empty() : tensor<3x2xi32>
  %t = linalg.transpose ins(%c : tensor<2x3xi32>) outs(%e : tensor<3x2xi32>) permutation = [1, 0]
  return %t : tensor<3x2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      w: "0x04000000010000000200000003000000040000000500000006000000"
    }
  }
#-}
