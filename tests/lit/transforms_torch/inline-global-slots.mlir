// RUN: tmlir-opt %s -p torch-inline-global-slots | filecheck %s

// @f and @t are never written: their reads become their initial values (the tensor literal cast
// to the slot's type); @n is written and stays a global, alone in the initializer.
// CHECK-NOT:   torch.global_slot "private" @f
// CHECK-NOT:   torch.global_slot "private" @t
// CHECK:       torch.global_slot "private" @n : !torch.int
// CHECK:       torch.global_slot.module_initializer {
// CHECK-NEXT:    %[[Z:.*]] = torch.constant.int 0
// CHECK-NEXT:    torch.initialize.global_slots [
// CHECK-NEXT:      @n(%[[Z]] : !torch.int)
// CHECK-NEXT:    ]
// CHECK-LABEL: func.func @forward(%{{.*}}: !torch.float) -> !torch.tensor {
// CHECK:         %[[F:.*]] = torch.constant.float 1.500000e+00
// CHECK:         torch.aten.mul.float %{{.*}}, %[[F]]
// CHECK:         %[[L:.*]] = torch.tensor.literal(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : !torch.tensor<[2],f32>
// CHECK:         %[[C:.*]] = torch.tensor_static_info_cast %[[L]] : !torch.tensor<[2],f32> to !torch.tensor
// CHECK:         torch.global_slot.get @n
// CHECK:         torch.global_slot.set @n
// CHECK:         return %[[C]] : !torch.tensor
torch.global_slot "private" @f : !torch.float
torch.global_slot "private" @t : !torch.tensor
torch.global_slot "private" @n : !torch.int
torch.global_slot.module_initializer {
  %f = torch.constant.float 1.5
  %t = torch.tensor.literal(dense<[1.0, 2.0]> : tensor<2xf32>) : !torch.tensor<[2],f32>
  %n = torch.constant.int 0
  torch.initialize.global_slots [
    @f(%f : !torch.float)
    @t(%t : !torch.tensor<[2],f32>)
    @n(%n : !torch.int)
  ]
}
func.func @forward(%x: !torch.float) -> !torch.tensor {
  %f = torch.global_slot.get @f : !torch.float
  %0 = torch.aten.mul.float %x, %f : !torch.float, !torch.float -> !torch.float
  %t = torch.global_slot.get @t : !torch.tensor
  %n = torch.global_slot.get @n : !torch.int
  %int1 = torch.constant.int 1
  %n1 = torch.aten.add.int %n, %int1 : !torch.int, !torch.int -> !torch.int
  torch.global_slot.set @n = %n1 : !torch.int
  return %t : !torch.tensor
}
