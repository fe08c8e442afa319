// RUN: tmlir-opt %s -p 'torch-f64-to-bits' | filecheck %s
// RUN: tmlir-opt %s -p 'torch-f64-to-bits,func.func(convert-torch-to-tosa)' | filecheck %s --check-prefix=TOSA
// f64 tensors as si64 tensors of their IEEE-754 bits; f64 arguments and results marked
// tmlir.f64_as_bits. Data movement is the same op on si64; a fill value becomes its bits.

// CHECK-LABEL: func.func @movement(
// CHECK-SAME: %[[A:.*]]: !torch.vtensor<[2,3],si64> {tmlir.f64_as_bits}) -> (!torch.vtensor<[3,2],si64> {tmlir.f64_as_bits}, !torch.vtensor<[2],si64> {tmlir.f64_as_bits})
// CHECK: %[[T:.*]] = torch.aten.transpose.int %[[A]], %{{.*}}, %{{.*}} : !torch.vtensor<[2,3],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,2],si64>
// CHECK: %[[BITS:.*]] = torch.constant.int 4609434218613702656
// CHECK: %[[F:.*]] = torch.aten.full %{{.*}}, %[[BITS]], %[[SI64:.*]], %{{.*}} -> !torch.vtensor<[2],si64>
// CHECK: return %[[T]], %[[F]]
// TOSA-LABEL: func.func @movement(
// TOSA: tosa.transpose
// TOSA-SAME: tensor<2x3xi64>
// TOSA: tosa.const{{.*}}dense<4609434218613702656> : tensor<2xi64>
func.func @movement(%a: !torch.vtensor<[2,3],f64>) -> (!torch.vtensor<[3,2],f64>, !torch.vtensor<[2],f64>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int7 = torch.constant.int 7
  %float = torch.constant.float 1.500000e+00
  %none = torch.constant.none
  %0 = torch.aten.transpose.int %a, %int0, %int1 : !torch.vtensor<[2,3],f64>, !torch.int, !torch.int -> !torch.vtensor<[3,2],f64>
  %sizes = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.full %sizes, %float, %int7, %none, %none, %none : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2],f64>
  return %0, %1 : !torch.vtensor<[3,2],f64>, !torch.vtensor<[2],f64>
}

// neg flips the sign bit; an f64 literal becomes the literal of its bits.
// CHECK-LABEL: func.func @neg_literal(
// CHECK: %[[L:.*]] = torch.vtensor.literal(dense<[-9223372036854775808, 4611686018427387904]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
// CHECK: %[[N:.*]] = torch.aten.bitwise_xor.Scalar %[[L]], %{{.*}} : !torch.vtensor<[2],si64>, !torch.int -> !torch.vtensor<[2],si64>
// CHECK: return %[[N]]
func.func @neg_literal() -> !torch.vtensor<[2],f64> {
  %0 = torch.vtensor.literal(dense<[-0.0, 2.0]> : tensor<2xf64>) : !torch.vtensor<[2],f64>
  %1 = torch.aten.neg %0 : !torch.vtensor<[2],f64> -> !torch.vtensor<[2],f64>
  return %1 : !torch.vtensor<[2],f64>
}

// A comparison with a scalar: NaN operands compare false, the key of the bits against the key of
// the scalar (0.5: 4602678819172646912).
// CHECK-LABEL: func.func @lt_scalar(
// CHECK-SAME: %[[A:.*]]: !torch.vtensor<[4],si64> {tmlir.f64_as_bits}) -> !torch.vtensor<[4],i1> {
// CHECK: %[[MAG:.*]] = torch.aten.bitwise_and.Scalar %[[A]], %{{.*}}
// CHECK: %[[NAN:.*]] = torch.aten.gt.Scalar %[[MAG]], %{{.*}}
// CHECK: %[[K:.*]] = torch.aten.where.self
// CHECK: %[[LT:.*]] = torch.aten.lt.Scalar %[[K]], %[[HALF:.*]] : !torch.vtensor<[4],si64>, !torch.int -> !torch.vtensor<[4],i1>
// CHECK: %[[NOT:.*]] = torch.aten.logical_not %[[NAN]]
// CHECK: %[[R:.*]] = torch.aten.logical_and %[[NOT]], %[[LT]]
// CHECK: return %[[R]]
func.func @lt_scalar(%a: !torch.vtensor<[4],f64>) -> !torch.vtensor<[4],i1> {
  %half = torch.constant.float 5.000000e-01
  %0 = torch.aten.lt.Scalar %a, %half : !torch.vtensor<[4],f64>, !torch.float -> !torch.vtensor<[4],i1>
  return %0 : !torch.vtensor<[4],i1>
}
