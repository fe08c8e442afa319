// RUN: tmlir-opt %s -p 'torch-shape-refinement-pipeline{direct-evaluation=false},torch-dtype-refinement-pipeline{direct-evaluation=false}' | filecheck %s
// RUN: tmlir-opt %s -p 'torch-shape-refinement-pipeline,torch-dtype-refinement-pipeline' | filecheck %s

// Unknown result types become exact; a broadcast against a dynamic dim keeps its guard; the
// function's return keeps the declared type through a cast; no library function is left.
// CHECK-LABEL: func.func @main(
// CHECK-SAME:      %[[A:.*]]: !torch.vtensor<[2,3],f32>, %[[B:.*]]: !torch.vtensor<[3,4],f32>, %[[C:.*]]: !torch.vtensor<[?,4],f32>)
// CHECK:         %[[MM:.*]] = torch.aten.mm %[[A]], %[[B]] : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[2,4],f32>
// CHECK:         torch.runtime.assert %{{.*}}, "shapes cannot be broadcast together (torch.aten.add.Tensor)"
// CHECK-NEXT:    %[[ADD:.*]] = torch.aten.add.Tensor %[[MM]], %[[C]], %{{.*}} : !torch.vtensor<[2,4],f32>, !torch.vtensor<[?,4],f32>, !torch.int -> !torch.vtensor<[2,4],f32>
// CHECK:         %[[S:.*]] = torch.aten.sum.dim_IntList %[[ADD]], %{{.*}}, %{{.*}}, %{{.*}} : !torch.vtensor<[2,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4],f32>
// CHECK-NEXT:    %[[CAST:.*]] = torch.tensor_static_info_cast %[[S]] : !torch.vtensor<[4],f32> to !torch.vtensor
// CHECK-NEXT:    return %[[CAST]] : !torch.vtensor
// CHECK-NOT:   __torch_mlir_
func.func @main(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3,4],f32>, %c: !torch.vtensor<[?,4],f32>) -> !torch.vtensor {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor
  %int1 = torch.constant.int 1
  %1 = torch.aten.add.Tensor %0, %c, %int1 : !torch.vtensor, !torch.vtensor<[?,4],f32>, !torch.int -> !torch.vtensor
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %none = torch.constant.none
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %2 = torch.aten.sum.dim_IntList %1, %dims, %false, %none : !torch.vtensor, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor
  return %2 : !torch.vtensor
}
