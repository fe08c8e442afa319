// RUN: tmlir-opt %s -p 'torch-reify-dtype-calculations{direct-evaluation=false}' | filecheck %s

// Tensor operands are passed as (rank, dtype) tuples.
// CHECK-LABEL: func.func @mm(
// CHECK-SAME:      %[[A:.*]]: !torch.vtensor<[2,3],f32>, %[[B:.*]]: !torch.vtensor<[3,4],f32>)
// CHECK:         torch.dtype.calculate {
// CHECK-NEXT:      %[[R:.*]] = torch.aten.mm %[[A]], %[[B]]
// CHECK-NEXT:      torch.dtype.calculate.yield %[[R]] : !torch.vtensor
// CHECK-NEXT:    } dtypes {
// CHECK-NEXT:      %[[RA:.*]] = torch.aten.dim %[[A]] : !torch.vtensor<[2,3],f32> -> !torch.int
// CHECK-NEXT:      %[[DA:.*]] = torch.prim.dtype %[[A]] : !torch.vtensor<[2,3],f32> -> !torch.int
// CHECK-NEXT:      %[[TA:.*]] = torch.prim.TupleConstruct %[[RA]], %[[DA]] : !torch.int, !torch.int -> !torch.tuple<int, int>
// CHECK-NEXT:      torch.aten.dim %[[B]]
// CHECK-NEXT:      torch.prim.dtype %[[B]]
// CHECK-NEXT:      %[[TB:.*]] = torch.prim.TupleConstruct
// CHECK-NEXT:      %[[D:.*]] = func.call @__torch_mlir_dtype_fn.aten.mm(%[[TA]], %[[TB]]) : (!torch.tuple<int, int>, !torch.tuple<int, int>) -> !torch.int
// CHECK-NEXT:      torch.dtype.calculate.yield.dtypes %[[D]] : !torch.int
// CHECK-NEXT:    } : !torch.vtensor
func.func @mm(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3,4],f32>) -> !torch.vtensor {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor
  return %0 : !torch.vtensor
}

// Scalars go to Scalar (!torch.number) parameters through torch.derefine.
// CHECK-LABEL: func.func @add_scalar(
// CHECK:         } dtypes {
// CHECK:           %[[U:.*]] = torch.derefine %{{.*}} : !torch.float to !torch.number
// CHECK:           func.call @__torch_mlir_dtype_fn.aten.add.Scalar(%{{.*}}, %[[U]], %{{.*}})
func.func @add_scalar(%a: !torch.vtensor<[2],si64>) -> !torch.vtensor {
  %f = torch.constant.float 1.500000e+00
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Scalar %a, %f, %int1 : !torch.vtensor<[2],si64>, !torch.float, !torch.int -> !torch.vtensor
  return %0 : !torch.vtensor
}

// CHECK:       func.func private @__torch_mlir_dtype_fn.aten.mm(
