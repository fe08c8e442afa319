// RUN: tmlir-opt %s --pass-pipeline='builtin.module(func.func(tosa-fold-constant-transposes,canonicalize))' | filecheck %s

// A constant read only through a transpose is stored transposed; one with another reader is kept.
// CHECK-LABEL: func.func @fold(
// CHECK-DAG:     %[[C:.*]] = tosa.const values(dense<{{\[}}[1.000000e+00, 3.000000e+00], [2.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>) : () -> tensor<2x2xf32>
// CHECK-DAG:     %[[K:.*]] = tosa.const values(dense<{{\[}}[5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x3xf32>) : () -> tensor<1x3xf32>
// CHECK:         %[[T:.*]] = tosa.transpose %[[K]] perms([1, 0]) : (tensor<1x3xf32>) -> tensor<3x1xf32>
// CHECK-NEXT:    return %[[C]], %[[T]], %[[K]]
func.func @fold() -> (tensor<2x2xf32>, tensor<3x1xf32>, tensor<1x3xf32>) {
  %c = "tosa.const"() <{values = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %k = "tosa.const"() <{values = dense<[[5.0, 6.0, 7.0]]> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
  %t = tosa.transpose %c perms([1, 0]) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %t2 = tosa.transpose %k perms([1, 0]) : (tensor<1x3xf32>) -> tensor<3x1xf32>
  return %t, %t2, %k : tensor<2x2xf32>, tensor<3x1xf32>, tensor<1x3xf32>
}

// A weight for tosa.matmul: transposed then reshaped to rank 3, one constant with a new key (the
// old key, the permutation, the reshape); the shape operand goes with the reshape.
// CHECK-LABEL: func.func @weight(
// CHECK-NEXT:    %[[W:.*]] = tosa.const values(dense_resource<w.t10.r> : tensor<1x3x2xi32>) : () -> tensor<1x3x2xi32>
// CHECK-NEXT:    return %[[W]]
func.func @weight() -> tensor<1x3x2xi32> {
  %c = "tosa.const"() <{values = dense_resource<w> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %t = tosa.transpose %c perms([1, 0]) : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %s = tosa.const_shape {values = dense<[1, 3, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %r = tosa.reshape %t, %s : (tensor<3x2xi32>, !tosa.shape<3>) -> tensor<1x3x2xi32>
  return %r : tensor<1x3x2xi32>
}

// A reshape of a function argument is not a constant: kept.
// CHECK-LABEL: func.func @arg(
// CHECK:         tosa.reshape %arg0

// The new blob holds the transposed data.
// CHECK:       w.t10.r: "0x04000000010000000400000002000000050000000300000006000000"
func.func @arg(%a: tensor<6xf32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %a, %s : (tensor<6xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

{-#
  dialect_resources: {
    builtin: {
      w: "0x04000000010000000200000003000000040000000500000006000000"
    }
  }
#-}
