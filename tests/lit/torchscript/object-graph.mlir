// The object-graph example (object_graph.py): imported, globalized, lowered.
// RUN: %python %S/object_graph.py | filecheck %s --check-prefix=RAW
// RUN: %python %S/object_graph.py | tmlir-opt - -p torch-prepare-for-globalize-object-graph,torch-globalize-object-graph | filecheck %s --check-prefix=GLOBAL
// RUN: %python %S/object_graph.py | tmlir-opt - -p torchscript-module-to-torch-backend-pipeline | filecheck %s --check-prefix=CONTRACT
// RUN: %python %S/object_graph.py | tmlir-opt - -p torchscript-module-to-torch-backend-pipeline,torch-backend-to-linalg-on-tensors-backend-pipeline | filecheck %s --check-prefix=LINALG

// RAW-LABEL: torch.class_type @__torch__.TestModule {
// RAW:         torch.attr "b" : !torch.bool
// RAW-NEXT:    torch.attr "i" : !torch.int
// RAW-NEXT:    torch.attr "f" : !torch.float
// RAW-NEXT:    torch.attr "t" : !torch.tensor
// RAW-NEXT:    torch.attr "alias" : !torch.tensor
// RAW-NEXT:    torch.attr "s" : !torch.nn.Module<"__torch__.Sub">
// RAW-NEXT:    torch.method "forward", @__torch__.TestModule.forward
// RAW-NEXT:    torch.method "get_tensor", @__torch__.TestModule.get_tensor
// RAW:       torch.class_type @__torch__.Sub {
// RAW:         torch.attr "t" : !torch.tensor
// RAW:       %[[T:.*]] = torch.tensor.literal(dense_resource<t> : tensor<2xf32>) : !torch.tensor<[2],f32>
// RAW-NOT:   torch.tensor.literal
// RAW:       %[[SUB:.*]] = torch.nn_module {
// RAW:         torch.slot "t", %[[T]] : !torch.tensor<[2],f32>
// RAW:       } : !torch.nn.Module<"__torch__.Sub">
// RAW:       torch.nn_module {
// RAW:         torch.slot "b", %{{.*}} : !torch.bool
// RAW:         torch.slot "i", %{{.*}} : !torch.int
// RAW:         torch.slot "f", %{{.*}} : !torch.float
// RAW:         torch.slot "t", %[[T]] : !torch.tensor<[2],f32>
// RAW:         torch.slot "alias", %[[T]] : !torch.tensor<[2],f32>
// RAW:         torch.slot "s", %[[SUB]] : !torch.nn.Module<"__torch__.Sub">
// RAW:       } : !torch.nn.Module<"__torch__.TestModule">
// RAW:       func.func private @__torch__.TestModule.forward(%[[SELF:.*]]: !torch.nn.Module<"__torch__.TestModule">, %{{.*}}: !torch.tensor {torch.type_bound = !torch.vtensor<[?,2],f32>}) -> !torch.tensor {
// RAW:         torch.prim.GetAttr %[[SELF]]["b"]
// RAW:         torch.prim.If
// RAW:         %[[S:.*]] = torch.prim.GetAttr %[[SELF]]["s"] : !torch.nn.Module<"__torch__.TestModule"> -> !torch.nn.Module<"__torch__.Sub">
// RAW:         torch.prim.CallMethod %[[S]]["forward"]
// RAW:         torch.prim.CallMethod %[[SELF]]["get_tensor"] ()
// RAW:       func.func private @__torch__.TestModule.get_tensor(%[[SELF2:.*]]: !torch.nn.Module<"__torch__.TestModule">) -> !torch.tensor {
// RAW:         torch.prim.GetAttr %[[SELF2]]["t"]

// GLOBAL:      torch.global_slot "private" @b : !torch.bool
// GLOBAL:      torch.global_slot "private" @i : !torch.int
// GLOBAL:      torch.global_slot "private" @f : !torch.float
// GLOBAL:      torch.global_slot "private" @t : !torch.tensor
// GLOBAL:      torch.global_slot "private" @s.t : !torch.tensor
// GLOBAL:      torch.global_slot.module_initializer {
// GLOBAL:        %[[LIT:.*]] = torch.tensor.literal(dense_resource<t> : tensor<2xf32>) : !torch.tensor<[2],f32>
// GLOBAL:        torch.initialize.global_slots [
// GLOBAL:          @t(%[[LIT]] : !torch.tensor<[2],f32>)
// GLOBAL-NEXT:     @s.t(%[[LIT]] : !torch.tensor<[2],f32>)
// GLOBAL-LABEL: func.func @forward(
// GLOBAL:        torch.global_slot.get @b : !torch.bool
// GLOBAL:        call @s.forward(
// GLOBAL:        torch.global_slot.get @f : !torch.float
// GLOBAL:        call @get_tensor$1() : () -> !torch.tensor
// GLOBAL-LABEL: func.func @get_tensor() -> !torch.tensor {
// GLOBAL:        torch.global_slot.get @t : !torch.tensor
// GLOBAL-NOT:  torch.nn_module
// GLOBAL-NOT:  torch.class_type

// CONTRACT-LABEL: func.func @forward(
// CONTRACT-SAME:      %[[X:.*]]: !torch.vtensor<[?,2],f32>) -> !torch.vtensor<[?,2],f32> {
// CONTRACT-DAG:     %[[I:.*]] = torch.constant.int 3
// CONTRACT-DAG:     %[[F:.*]] = torch.constant.float 4.250000e+01
// CONTRACT-DAG:     %[[T:.*]] = torch.vtensor.literal(dense_resource<t> : tensor<2xf32>) : !torch.vtensor<[2],f32>
// CONTRACT:         %[[A:.*]] = torch.aten.add.Scalar %[[X]], %[[I]]
// CONTRACT:         %[[M:.*]] = torch.aten.mul.Tensor %[[A]], %[[T]]
// CONTRACT:         %[[MF:.*]] = torch.aten.mul.Scalar %[[M]], %[[F]]
// CONTRACT:         %[[R:.*]] = torch.aten.add.Tensor %[[MF]], %[[T]]
// CONTRACT:         return %[[R]] : !torch.vtensor<[?,2],f32>
// CONTRACT-LABEL: func.func @get_tensor() -> !torch.vtensor<[2],f32>

// LINALG-LABEL: func.func @forward(
// LINALG-SAME:      %{{.*}}: tensor<?x2xf32>) -> tensor<?x2xf32>
// LINALG:         linalg.generic
// LINALG-LABEL: func.func @get_tensor() -> tensor<2xf32>
