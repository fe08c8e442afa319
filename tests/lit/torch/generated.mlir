// RUN: tmlir-opt %s --split-input-file | filecheck %s
// RUN: tmlir-opt %s --split-input-file --mlir-print-op-generic | tmlir-opt --split-input-file | filecheck %s
// Round trip: ops generated from the registry, in the default syntax.

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[1,2,4,8],f32>) -> !torch.vtensor<[1,2,4,8],f32> {
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: %float0.000000e00 = torch.constant.float 0.000000e+00
// CHECK-NEXT: %true = torch.constant.bool true
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: %0 = torch.aten.scaled_dot_product_attention %arg0, %arg0, %arg0, %none, %float0.000000e00, %true, %none, %false : !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,4,8],f32>
// CHECK-NEXT: %int-1 = torch.constant.int -1
// CHECK-NEXT: %1 = torch.aten.softmax.int %0, %int-1, %none : !torch.vtensor<[1,2,4,8],f32>, !torch.int, !torch.none -> !torch.vtensor<[1,2,4,8],f32>
// CHECK-NEXT: %2 = torch.aten._softmax %0, %int-1, %false : !torch.vtensor<[1,2,4,8],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,2,4,8],f32>
// CHECK-NEXT: return %1 : !torch.vtensor<[1,2,4,8],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[1,2,4,8],f32>) -> !torch.vtensor<[1,2,4,8],f32> {
    %none = torch.constant.none
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %0 = torch.aten.scaled_dot_product_attention %arg0, %arg0, %arg0, %none, %float0.000000e00, %true, %none, %false : !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,4,8],f32>
    %int-1 = torch.constant.int -1
    %1 = torch.aten.softmax.int %0, %int-1, %none : !torch.vtensor<[1,2,4,8],f32>, !torch.int, !torch.none -> !torch.vtensor<[1,2,4,8],f32>
    %2 = torch.aten._softmax %0, %int-1, %false : !torch.vtensor<[1,2,4,8],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,2,4,8],f32>
    return %1 : !torch.vtensor<[1,2,4,8],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.optional<vtensor<[3],f32>>) -> !torch.vtensor<[2,3],f32> {
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %0 = torch.aten.add.Tensor %arg0, %arg0, %int1 {torch.onnx_meta.x = "y"} : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: %int3 = torch.constant.int 3
// CHECK-NEXT: %1 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
// CHECK-NEXT: %float1.000000e-05 = torch.constant.float 1.000000e-05
// CHECK-NEXT: %true = torch.constant.bool true
// CHECK-NEXT: %2 = torch.aten.layer_norm %0, %1, %arg1, %arg1, %float1.000000e-05, %true : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.optional<vtensor<[3],f32>>, !torch.optional<vtensor<[3],f32>>, !torch.float, !torch.bool -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: return %2 : !torch.vtensor<[2,3],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.optional<vtensor<[3],f32>>) -> !torch.vtensor<[2,3],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %arg0, %arg0, %int1 {torch.onnx_meta.x = "y"} : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    %int3 = torch.constant.int 3
    %1 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %true = torch.constant.bool true
    %2 = torch.aten.layer_norm %0, %1, %arg1, %arg1, %float1.000000e-05, %true : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.optional<vtensor<[3],f32>>, !torch.optional<vtensor<[3],f32>>, !torch.float, !torch.bool -> !torch.vtensor<[2,3],f32>
    return %2 : !torch.vtensor<[2,3],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2,4],f32>, %arg1: !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,4],f32> {
// CHECK-NEXT: %true = torch.constant.bool true
// CHECK-NEXT: %float1.000000e-01 = torch.constant.float 1.000000e-01
// CHECK-NEXT: %float1.000000e-05 = torch.constant.float 1.000000e-05
// CHECK-NEXT: %result0, %result1, %result2 = torch.aten.native_batch_norm %arg0, %arg1, %arg1, %arg1, %arg1, %true, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[2,4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[2,4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>
// CHECK-NEXT: return %result0 : !torch.vtensor<[2,4],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2,4],f32>, %arg1: !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,4],f32> {
    %true = torch.constant.bool true
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %result0, %result1, %result2 = torch.aten.native_batch_norm %arg0, %arg1, %arg1, %arg1, %arg1, %true, %float1.000000e-01, %float1.000000e-05 : !torch.vtensor<[2,4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[2,4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>
    return %result0 : !torch.vtensor<[2,4],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor<[2,3],f32>> {
// CHECK-NEXT: %int0 = torch.constant.int 0
// CHECK-NEXT: %int2 = torch.constant.int 2
// CHECK-NEXT: %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor<[2,3],f32>>
// CHECK-NEXT: %1 = torch.aten.cat %0, %int0 : !torch.list<vtensor<[2,3],f32>>, !torch.int -> !torch.vtensor<[4,3],f32>
// CHECK-NEXT: %2 = torch.aten.split.Tensor %1, %int2, %int0 : !torch.vtensor<[4,3],f32>, !torch.int, !torch.int -> !torch.list<vtensor<[2,3],f32>>
// CHECK-NEXT: %3 = torch.aten.stack %0, %int0 : !torch.list<vtensor<[2,3],f32>>, !torch.int -> !torch.vtensor<[2,2,3],f32>
// CHECK-NEXT: return %2 : !torch.list<vtensor<[2,3],f32>>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor<[2,3],f32>> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor<[2,3],f32>>
    %1 = torch.aten.cat %0, %int0 : !torch.list<vtensor<[2,3],f32>>, !torch.int -> !torch.vtensor<[4,3],f32>
    %2 = torch.aten.split.Tensor %1, %int2, %int0 : !torch.vtensor<[4,3],f32>, !torch.int, !torch.int -> !torch.list<vtensor<[2,3],f32>>
    %3 = torch.aten.stack %0, %int0 : !torch.list<vtensor<[2,3],f32>>, !torch.int -> !torch.vtensor<[2,2,3],f32>
    return %2 : !torch.list<vtensor<[2,3],f32>>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[4],f32> {
// CHECK-NEXT: %0 = torch.aten.real %arg0 : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],f32>
// CHECK-NEXT: %1 = torch.aten.imag %arg0 : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],f32>
// CHECK-NEXT: %2 = torch.aten.view_as_real %arg0 : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4,2],f32>
// CHECK-NEXT: return %0 : !torch.vtensor<[4],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[4],f32> {
    %0 = torch.aten.real %arg0 : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],f32>
    %1 = torch.aten.imag %arg0 : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],f32>
    %2 = torch.aten.view_as_real %arg0 : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4,2],f32>
    return %0 : !torch.vtensor<[4],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[1,3,8,8],f32>, %arg1: !torch.vtensor<[4,3,3,3],f32>, %arg2: !torch.vtensor<[4],f32>) -> !torch.vtensor<[1,4,6,6],f32> {
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %int0 = torch.constant.int 0
// CHECK-NEXT: %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: %1 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: %2 = torch.aten.conv2d %arg0, %arg1, %arg2, %0, %1, %0, %int1 : !torch.vtensor<[1,3,8,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.vtensor<[4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,6,6],f32>
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: %float1.000000e-01 = torch.constant.float 1.000000e-01
// CHECK-NEXT: %float1.000000e-05 = torch.constant.float 1.000000e-05
// CHECK-NEXT: %3 = torch.aten.batch_norm %2, %arg2, %arg2, %arg2, %arg2, %false, %float1.000000e-01, %float1.000000e-05, %false : !torch.vtensor<[1,4,6,6],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[1,4,6,6],f32>
// CHECK-NEXT: return %3 : !torch.vtensor<[1,4,6,6],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[1,3,8,8],f32>, %arg1: !torch.vtensor<[4,3,3,3],f32>, %arg2: !torch.vtensor<[4],f32>) -> !torch.vtensor<[1,4,6,6],f32> {
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.conv2d %arg0, %arg1, %arg2, %0, %1, %0, %int1 : !torch.vtensor<[1,3,8,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.vtensor<[4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,6,6],f32>
    %false = torch.constant.bool false
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %3 = torch.aten.batch_norm %2, %arg2, %arg2, %arg2, %arg2, %false, %float1.000000e-01, %float1.000000e-05, %false : !torch.vtensor<[1,4,6,6],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[1,4,6,6],f32>
    return %3 : !torch.vtensor<[1,4,6,6],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[1,3,8,8],f32>, %arg1: !torch.vtensor<[4,3,3,3],f32>) -> !torch.vtensor<[1,4,6,6],f32> {
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %int0 = torch.constant.int 0
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: %1 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: %2 = torch.aten.convolution %arg0, %arg1, %none, %0, %1, %0, %false, %1, %int1 : !torch.vtensor<[1,3,8,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,6,6],f32>
// CHECK-NEXT: return %2 : !torch.vtensor<[1,4,6,6],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[1,3,8,8],f32>, %arg1: !torch.vtensor<[4,3,3,3],f32>) -> !torch.vtensor<[1,4,6,6],f32> {
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.convolution %arg0, %arg1, %none, %0, %1, %0, %false, %1, %int1 : !torch.vtensor<[1,3,8,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,6,6],f32>
    return %2 : !torch.vtensor<[1,4,6,6],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f() -> !torch.vtensor<[2,3],f32> {
// CHECK-NEXT: %int2 = torch.constant.int 2
// CHECK-NEXT: %int3 = torch.constant.int 3
// CHECK-NEXT: %int6 = torch.constant.int 6
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: %cpu = torch.constant.device "cpu"
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: %0 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: %1 = torch.aten.zeros %0, %int6, %none, %cpu, %false : !torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: %2 = torch.aten.ones %0, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: %float1.000000e00 = torch.constant.float 1.000000e+00
// CHECK-NEXT: %3 = torch.aten.full %0, %float1.000000e00, %int6, %none, %none, %none : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: %4 = torch.aten.arange.start_step %int2, %int6, %int2, %none, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2],si64>
// CHECK-NEXT: %5 = torch.aten.empty.memory_format %0, %int6, %none, %none, %none, %none : !torch.list<int>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: return %1 : !torch.vtensor<[2,3],f32>
// CHECK-NEXT: }
module {
  func.func @f() -> !torch.vtensor<[2,3],f32> {
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.zeros %0, %int6, %none, %cpu, %false : !torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[2,3],f32>
    %2 = torch.aten.ones %0, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %3 = torch.aten.full %0, %float1.000000e00, %int6, %none, %none, %none : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
    %4 = torch.aten.arange.start_step %int2, %int6, %int2, %none, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2],si64>
    %5 = torch.aten.empty.memory_format %0, %int6, %none, %none, %none, %none : !torch.list<int>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
    return %1 : !torch.vtensor<[2,3],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],si64> {
// CHECK-NEXT: %int4 = torch.constant.int 4
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: %0 = torch.aten.to.dtype %arg0, %int4, %false, %false, %none : !torch.vtensor<[2],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2],si64>
// CHECK-NEXT: %int5 = torch.constant.int 5
// CHECK-NEXT: %1 = torch.prims.convert_element_type %arg0, %int5 : !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f16>
// CHECK-NEXT: %2 = torch.aten._to_copy %arg0, %int4, %none, %none, %none, %false, %none : !torch.vtensor<[2],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2],si64>
// CHECK-NEXT: return %0 : !torch.vtensor<[2],si64>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],si64> {
    %int4 = torch.constant.int 4
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %arg0, %int4, %false, %false, %none : !torch.vtensor<[2],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2],si64>
    %int5 = torch.constant.int 5
    %1 = torch.prims.convert_element_type %arg0, %int5 : !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f16>
    %2 = torch.aten._to_copy %arg0, %int4, %none, %none, %none, %false, %none : !torch.vtensor<[2],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2],si64>
    return %0 : !torch.vtensor<[2],si64>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.bool, %arg1: !torch.int, %arg2: !torch.optional<int>) -> !torch.bool {
// CHECK-NEXT: %0 = torch.aten.__not__ %arg0 : !torch.bool -> !torch.bool
// CHECK-NEXT: %1 = torch.aten.__and__.bool %0, %arg0 : !torch.bool, !torch.bool -> !torch.bool
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: %2 = torch.aten.__is__ %arg2, %none : !torch.optional<int>, !torch.none -> !torch.bool
// CHECK-NEXT: %3 = torch.aten.__isnot__ %arg2, %none : !torch.optional<int>, !torch.none -> !torch.bool
// CHECK-NEXT: %4 = torch.aten.__derive_index %arg1, %arg1, %arg1 : !torch.int, !torch.int, !torch.int -> !torch.int
// CHECK-NEXT: return %1 : !torch.bool
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.bool, %arg1: !torch.int, %arg2: !torch.optional<int>) -> !torch.bool {
    %0 = torch.aten.__not__ %arg0 : !torch.bool -> !torch.bool
    %1 = torch.aten.__and__.bool %0, %arg0 : !torch.bool, !torch.bool -> !torch.bool
    %none = torch.constant.none
    %2 = torch.aten.__is__ %arg2, %none : !torch.optional<int>, !torch.none -> !torch.bool
    %3 = torch.aten.__isnot__ %arg2, %none : !torch.optional<int>, !torch.none -> !torch.bool
    %4 = torch.aten.__derive_index %arg1, %arg1, %arg1 : !torch.int, !torch.int, !torch.int -> !torch.int
    return %1 : !torch.bool
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[?,?,16],f32>) -> !torch.vtensor<[?,16],f32> {
// CHECK-NEXT: %int0 = torch.constant.int 0
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,?,16],f32>, !torch.int -> !torch.int
// CHECK-NEXT: %1 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[?,?,16],f32>, !torch.int -> !torch.int
// CHECK-NEXT: %2 = torch.aten.mul.int %0, %1 : !torch.int, !torch.int -> !torch.int
// CHECK-NEXT: %int16 = torch.constant.int 16
// CHECK-NEXT: %3 = torch.prim.ListConstruct %2, %int16 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: %4 = torch.aten.reshape %arg0, %3 : !torch.vtensor<[?,?,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16],f32>
// CHECK-NEXT: return %4 : !torch.vtensor<[?,16],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[?,?,16],f32>) -> !torch.vtensor<[?,16],f32> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,?,16],f32>, !torch.int -> !torch.int
    %1 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[?,?,16],f32>, !torch.int -> !torch.int
    %2 = torch.aten.mul.int %0, %1 : !torch.int, !torch.int -> !torch.int
    %int16 = torch.constant.int 16
    %3 = torch.prim.ListConstruct %2, %int16 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.reshape %arg0, %3 : !torch.vtensor<[?,?,16],f32>, !torch.list<int> -> !torch.vtensor<[?,16],f32>
    return %4 : !torch.vtensor<[?,16],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> {
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %float2.000000e00 = torch.constant.float 2.000000e+00
// CHECK-NEXT: %0 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: %1 = torch.aten.mul.Scalar %0, %float2.000000e00 : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: %2 = torch.aten.relu %1 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: %3 = torch.aten.sub.Tensor %2, %arg0, %float2.000000e00 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: %4 = torch.aten.where.self %arg0, %2, %3 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: return %4 : !torch.vtensor<[2,3],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> {
    %int1 = torch.constant.int 1
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %0 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    %1 = torch.aten.mul.Scalar %0, %float2.000000e00 : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
    %2 = torch.aten.relu %1 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %3 = torch.aten.sub.Tensor %2, %arg0, %float2.000000e00 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
    %4 = torch.aten.where.self %arg0, %2, %3 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    return %4 : !torch.vtensor<[2,3],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[10,4],f32>, %arg1: !torch.vtensor<[3],si64>, %arg2: !torch.vtensor<[4],f32>) -> !torch.vtensor<[3,4],f32> {
// CHECK-NEXT: %int-1 = torch.constant.int -1
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: %0 = torch.aten.embedding %arg0, %arg1, %int-1, %false, %false : !torch.vtensor<[10,4],f32>, !torch.vtensor<[3],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[3,4],f32>
// CHECK-NEXT: %int4 = torch.constant.int 4
// CHECK-NEXT: %1 = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
// CHECK-NEXT: %float1.000000e-05 = torch.constant.float 1.000000e-05
// CHECK-NEXT: %true = torch.constant.bool true
// CHECK-NEXT: %2 = torch.aten.layer_norm %0, %1, %arg2, %arg2, %float1.000000e-05, %true : !torch.vtensor<[3,4],f32>, !torch.list<int>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[3,4],f32>
// CHECK-NEXT: return %2 : !torch.vtensor<[3,4],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[10,4],f32>, %arg1: !torch.vtensor<[3],si64>, %arg2: !torch.vtensor<[4],f32>) -> !torch.vtensor<[3,4],f32> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.embedding %arg0, %arg1, %int-1, %false, %false : !torch.vtensor<[10,4],f32>, !torch.vtensor<[3],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[3,4],f32>
    %int4 = torch.constant.int 4
    %1 = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %true = torch.constant.bool true
    %2 = torch.aten.layer_norm %0, %1, %arg2, %arg2, %float1.000000e-05, %true : !torch.vtensor<[3,4],f32>, !torch.list<int>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[3,4],f32>
    return %2 : !torch.vtensor<[3,4],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.tensor<[2],f32>, %arg1: !torch.tensor<[2],f32>) -> !torch.tensor<[2],f32> {
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %0 = torch.aten.add_.Tensor %arg0, %arg1, %int1 : !torch.tensor<[2],f32>, !torch.tensor<[2],f32>, !torch.int -> !torch.tensor<[2],f32>
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: %1 = torch.aten.copy_ %arg0, %arg1, %false : !torch.tensor<[2],f32>, !torch.tensor<[2],f32>, !torch.bool -> !torch.tensor<[2],f32>
// CHECK-NEXT: %2 = torch.aten.relu_ %arg0 : !torch.tensor<[2],f32> -> !torch.tensor<[2],f32>
// CHECK-NEXT: return %2 : !torch.tensor<[2],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.tensor<[2],f32>, %arg1: !torch.tensor<[2],f32>) -> !torch.tensor<[2],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add_.Tensor %arg0, %arg1, %int1 : !torch.tensor<[2],f32>, !torch.tensor<[2],f32>, !torch.int -> !torch.tensor<[2],f32>
    %false = torch.constant.bool false
    %1 = torch.aten.copy_ %arg0, %arg1, %false : !torch.tensor<[2],f32>, !torch.tensor<[2],f32>, !torch.bool -> !torch.tensor<[2],f32>
    %2 = torch.aten.relu_ %arg0 : !torch.tensor<[2],f32> -> !torch.tensor<[2],f32>
    return %2 : !torch.tensor<[2],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[4],si32>, %arg1: !torch.vtensor<[4],ui8>) -> !torch.vtensor<[4],si64> {
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %0 = torch.aten.add.Tensor %arg0, %arg0, %int1 : !torch.vtensor<[4],si32>, !torch.vtensor<[4],si32>, !torch.int -> !torch.vtensor<[4],si32>
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: %1 = torch.aten.cumsum %0, %int1, %none : !torch.vtensor<[4],si32>, !torch.int, !torch.none -> !torch.vtensor<[4],si64>
// CHECK-NEXT: %2 = torch.aten.bitwise_not %arg1 : !torch.vtensor<[4],ui8> -> !torch.vtensor<[4],ui8>
// CHECK-NEXT: return %1 : !torch.vtensor<[4],si64>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[4],si32>, %arg1: !torch.vtensor<[4],ui8>) -> !torch.vtensor<[4],si64> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %arg0, %arg0, %int1 : !torch.vtensor<[4],si32>, !torch.vtensor<[4],si32>, !torch.int -> !torch.vtensor<[4],si32>
    %none = torch.constant.none
    %1 = torch.aten.cumsum %0, %int1, %none : !torch.vtensor<[4],si32>, !torch.int, !torch.none -> !torch.vtensor<[4],si64>
    %2 = torch.aten.bitwise_not %arg1 : !torch.vtensor<[4],ui8> -> !torch.vtensor<[4],ui8>
    return %1 : !torch.vtensor<[4],si64>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[4,8],f32>, %arg1: !torch.vtensor<[16,8],f32>, %arg2: !torch.vtensor<[16],f32>) -> !torch.vtensor<[4,16],f32> {
// CHECK-NEXT: %0 = torch.aten.linear %arg0, %arg1, %arg2 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[16,8],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[4,16],f32>
// CHECK-NEXT: %1 = torch.aten.t %arg1 : !torch.vtensor<[16,8],f32> -> !torch.vtensor<[8,16],f32>
// CHECK-NEXT: %2 = torch.aten.mm %arg0, %1 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[4,16],f32>
// CHECK-NEXT: %3 = torch.aten.matmul %arg0, %1 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[4,16],f32>
// CHECK-NEXT: return %0 : !torch.vtensor<[4,16],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[4,8],f32>, %arg1: !torch.vtensor<[16,8],f32>, %arg2: !torch.vtensor<[16],f32>) -> !torch.vtensor<[4,16],f32> {
    %0 = torch.aten.linear %arg0, %arg1, %arg2 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[16,8],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[4,16],f32>
    %1 = torch.aten.t %arg1 : !torch.vtensor<[16,8],f32> -> !torch.vtensor<[8,16],f32>
    %2 = torch.aten.mm %arg0, %1 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[4,16],f32>
    %3 = torch.aten.matmul %arg0, %1 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[4,16],f32>
    return %0 : !torch.vtensor<[4,16],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2,2],f32>, %arg1: !torch.vtensor<[2,2],i1>) -> !torch.vtensor<[2,2],f32> {
// CHECK-NEXT: %float-1.000000e09 = torch.constant.float -1.000000e+09
// CHECK-NEXT: %0 = torch.aten.masked_fill.Scalar %arg0, %arg1, %float-1.000000e09 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],i1>, !torch.float -> !torch.vtensor<[2,2],f32>
// CHECK-NEXT: %1 = torch.aten.logical_not %arg1 : !torch.vtensor<[2,2],i1> -> !torch.vtensor<[2,2],i1>
// CHECK-NEXT: %2 = torch.aten.bitwise_and.Tensor %arg1, %1 : !torch.vtensor<[2,2],i1>, !torch.vtensor<[2,2],i1> -> !torch.vtensor<[2,2],i1>
// CHECK-NEXT: return %0 : !torch.vtensor<[2,2],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2,2],f32>, %arg1: !torch.vtensor<[2,2],i1>) -> !torch.vtensor<[2,2],f32> {
    %float-1.000000e09 = torch.constant.float -1.000000e+09
    %0 = torch.aten.masked_fill.Scalar %arg0, %arg1, %float-1.000000e09 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],i1>, !torch.float -> !torch.vtensor<[2,2],f32>
    %1 = torch.aten.logical_not %arg1 : !torch.vtensor<[2,2],i1> -> !torch.vtensor<[2,2],i1>
    %2 = torch.aten.bitwise_and.Tensor %arg1, %1 : !torch.vtensor<[2,2],i1>, !torch.vtensor<[2,2],i1> -> !torch.vtensor<[2,2],i1>
    return %0 : !torch.vtensor<[2,2],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3],si64> {
// CHECK-NEXT: %int0 = torch.constant.int 0
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: %values, %indices = torch.aten.max.dim %arg0, %int0, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3],f32>, !torch.vtensor<[3],si64>
// CHECK-NEXT: %values_0, %indices_1 = torch.aten.sort %arg0, %int0, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64>
// CHECK-NEXT: %int2 = torch.constant.int 2
// CHECK-NEXT: %true = torch.constant.bool true
// CHECK-NEXT: %values_2, %indices_3 = torch.aten.topk %arg0, %int2, %int0, %true, %true : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64>
// CHECK-NEXT: return %indices : !torch.vtensor<[3],si64>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3],si64> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %values, %indices = torch.aten.max.dim %arg0, %int0, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3],f32>, !torch.vtensor<[3],si64>
    %values_0, %indices_1 = torch.aten.sort %arg0, %int0, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64>
    %int2 = torch.constant.int 2
    %true = torch.constant.bool true
    %values_2, %indices_3 = torch.aten.topk %arg0, %int2, %int0, %true, %true : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64>
    return %indices : !torch.vtensor<[3],si64>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.list<int>, %arg2: !torch.bool, %arg3: !torch.none, %arg4: !torch.float) -> !torch.vtensor<[],f32> {
// CHECK-NEXT: %result0, %result1 = torch.aten.var_mean.correction %arg0, %arg3, %arg3, %arg2 : !torch.vtensor<[2,3],f32>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
// CHECK-NEXT: %result0_0, %result1_1, %result2 = torch.aten.native_layer_norm %arg0, %arg1, %arg3, %arg3, %arg4 : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>
// CHECK-NEXT: return %result0 : !torch.vtensor<[],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.list<int>, %arg2: !torch.bool, %arg3: !torch.none, %arg4: !torch.float) -> !torch.vtensor<[],f32> {
    %result0, %result1 = torch.aten.var_mean.correction %arg0, %arg3, %arg3, %arg2 : !torch.vtensor<[2,3],f32>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
    %result0_0, %result1_1, %result2 = torch.aten.native_layer_norm %arg0, %arg1, %arg3, %arg3, %arg4 : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>
    return %result0 : !torch.vtensor<[],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.str, %arg1: !torch.int, %arg2: !torch.list<int>, %arg3: !torch.float) {
// CHECK-NEXT: torch.aten.warn %arg0, %arg1 : !torch.str, !torch.int
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: torch.aten.sort.int %arg2, %false : !torch.list<int>, !torch.bool
// CHECK-NEXT: torch.aten._assert_scalar %arg3, %arg0 : !torch.float, !torch.str
// CHECK-NEXT: return
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.str, %arg1: !torch.int, %arg2: !torch.list<int>, %arg3: !torch.float) {
    torch.aten.warn %arg0, %arg1 : !torch.str, !torch.int
    %false = torch.constant.bool false
    torch.aten.sort.int %arg2, %false : !torch.list<int>, !torch.bool
    torch.aten._assert_scalar %arg3, %arg0 : !torch.float, !torch.str
    return
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[1,2,4,4],f32>, %arg1: !torch.optional<list<int>>) -> !torch.vtensor {
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: %str = torch.constant.str "nearest"
// CHECK-NEXT: %0 = torch.aten.upsample_nearest2d.vec %arg0, %arg1, %none : !torch.vtensor<[1,2,4,4],f32>, !torch.optional<list<int>>, !torch.none -> !torch.vtensor
// CHECK-NEXT: %str_0 = torch.constant.str "none"
// CHECK-NEXT: %1 = torch.aten.gelu %arg0, %str_0 : !torch.vtensor<[1,2,4,4],f32>, !torch.str -> !torch.vtensor<[1,2,4,4],f32>
// CHECK-NEXT: return %0 : !torch.vtensor
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[1,2,4,4],f32>, %arg1: !torch.optional<list<int>>) -> !torch.vtensor {
    %none = torch.constant.none
    %str = torch.constant.str "nearest"
    %0 = torch.aten.upsample_nearest2d.vec %arg0, %arg1, %none : !torch.vtensor<[1,2,4,4],f32>, !torch.optional<list<int>>, !torch.none -> !torch.vtensor
    %str_0 = torch.constant.str "none"
    %1 = torch.aten.gelu %arg0, %str_0 : !torch.vtensor<[1,2,4,4],f32>, !torch.str -> !torch.vtensor<[1,2,4,4],f32>
    return %0 : !torch.vtensor
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[1,2,8,8],f32>) -> !torch.vtensor<[1,2,4,4],f32> {
// CHECK-NEXT: %int2 = torch.constant.int 2
// CHECK-NEXT: %int0 = torch.constant.int 0
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: %1 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: %result0, %result1 = torch.aten.max_pool2d_with_indices %arg0, %0, %0, %1, %2, %false : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,4,4],f32>, !torch.vtensor<[1,2,4,4],si64>
// CHECK-NEXT: %true = torch.constant.bool true
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: %3 = torch.aten.avg_pool2d %arg0, %0, %0, %1, %false, %true, %none : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,2,4,4],f32>
// CHECK-NEXT: %4 = torch.aten.adaptive_avg_pool2d %arg0, %0 : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int> -> !torch.vtensor<[1,2,2,2],f32>
// CHECK-NEXT: return %result0 : !torch.vtensor<[1,2,4,4],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[1,2,8,8],f32>) -> !torch.vtensor<[1,2,4,4],f32> {
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %result0, %result1 = torch.aten.max_pool2d_with_indices %arg0, %0, %0, %1, %2, %false : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,4,4],f32>, !torch.vtensor<[1,2,4,4],si64>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %3 = torch.aten.avg_pool2d %arg0, %0, %0, %1, %false, %true, %none : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,2,4,4],f32>
    %4 = torch.aten.adaptive_avg_pool2d %arg0, %0 : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int> -> !torch.vtensor<[1,2,2,2],f32>
    return %result0 : !torch.vtensor<[1,2,4,4],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
// CHECK-NEXT: %0 = torch.prims.sqrt %arg0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: %1 = torch.prims.view_of %0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: %int0 = torch.constant.int 0
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %2 = torch.prims.collapse %arg0, %int0, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[6],f32>
// CHECK-NEXT: return %1 : !torch.vtensor<[2,3],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
    %0 = torch.prims.sqrt %arg0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %1 = torch.prims.view_of %0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %2 = torch.prims.collapse %arg0, %int0, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[6],f32>
    return %1 : !torch.vtensor<[2,3],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
// CHECK-NEXT: %float1.000000e-01 = torch.constant.float 1.000000e-01
// CHECK-NEXT: %int0 = torch.constant.int 0
// CHECK-NEXT: %int12 = torch.constant.int 12
// CHECK-NEXT: %0 = torch.aten.quantize_per_tensor %arg0, %float1.000000e-01, %int0, %int12 : !torch.vtensor<[4],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[4],!torch.qint8>
// CHECK-NEXT: %1 = torch.aten.dequantize.tensor %0 : !torch.vtensor<[4],!torch.qint8> -> !torch.vtensor<[4],f32>
// CHECK-NEXT: %2 = torch.aten.int_repr %0 : !torch.vtensor<[4],!torch.qint8> -> !torch.vtensor<[4],si8>
// CHECK-NEXT: %3 = torch.aten._make_per_tensor_quantized_tensor %2, %float1.000000e-01, %int0 : !torch.vtensor<[4],si8>, !torch.float, !torch.int -> !torch.vtensor<[4],!torch.qint8>
// CHECK-NEXT: return %1 : !torch.vtensor<[4],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %int0 = torch.constant.int 0
    %int12 = torch.constant.int 12
    %0 = torch.aten.quantize_per_tensor %arg0, %float1.000000e-01, %int0, %int12 : !torch.vtensor<[4],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[4],!torch.qint8>
    %1 = torch.aten.dequantize.tensor %0 : !torch.vtensor<[4],!torch.qint8> -> !torch.vtensor<[4],f32>
    %2 = torch.aten.int_repr %0 : !torch.vtensor<[4],!torch.qint8> -> !torch.vtensor<[4],si8>
    %3 = torch.aten._make_per_tensor_quantized_tensor %2, %float1.000000e-01, %int0 : !torch.vtensor<[4],si8>, !torch.float, !torch.int -> !torch.vtensor<[4],!torch.qint8>
    return %1 : !torch.vtensor<[4],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[4],f32>, %arg1: !torch.Generator) -> !torch.vtensor<[4],f32> {
// CHECK-NEXT: %float5.000000e-01 = torch.constant.float 5.000000e-01
// CHECK-NEXT: %true = torch.constant.bool true
// CHECK-NEXT: %0 = torch.aten.dropout %arg0, %float5.000000e-01, %true : !torch.vtensor<[4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[4],f32>
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: %1 = torch.aten.bernoulli %arg0, %none : !torch.vtensor<[4],f32>, !torch.none -> !torch.vtensor<[4],f32>
// CHECK-NEXT: %2 = torch.aten.rand_like %arg0, %none, %none, %none, %none, %none : !torch.vtensor<[4],f32>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[4],f32>
// CHECK-NEXT: return %0 : !torch.vtensor<[4],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[4],f32>, %arg1: !torch.Generator) -> !torch.vtensor<[4],f32> {
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %true = torch.constant.bool true
    %0 = torch.aten.dropout %arg0, %float5.000000e-01, %true : !torch.vtensor<[4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[4],f32>
    %none = torch.constant.none
    %1 = torch.aten.bernoulli %arg0, %none : !torch.vtensor<[4],f32>, !torch.none -> !torch.vtensor<[4],f32>
    %2 = torch.aten.rand_like %arg0, %none, %none, %none, %none, %none : !torch.vtensor<[4],f32>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[4],f32>
    return %0 : !torch.vtensor<[4],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2],f32> {
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
// CHECK-NEXT: %1 = torch.aten.sum.dim_IntList %arg0, %0, %false, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>
// CHECK-NEXT: %2 = torch.aten.mean.dim %arg0, %0, %false, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>
// CHECK-NEXT: %3 = torch.aten.amax %arg0, %0, %false : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2],f32>
// CHECK-NEXT: return %1 : !torch.vtensor<[2],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2],f32> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %1 = torch.aten.sum.dim_IntList %arg0, %0, %false, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>
    %2 = torch.aten.mean.dim %arg0, %0, %false, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>
    %3 = torch.aten.amax %arg0, %0, %false : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2],f32>
    return %1 : !torch.vtensor<[2],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[],si64>, %arg1: !torch.int, %arg2: !torch.float) -> !torch.float {
// CHECK-NEXT: %0 = torch.aten.item %arg0 : !torch.vtensor<[],si64> -> !torch.number
// CHECK-NEXT: %1 = torch.aten.Int.Tensor %arg0 : !torch.vtensor<[],si64> -> !torch.int
// CHECK-NEXT: %2 = torch.aten.ScalarImplicit %arg0 : !torch.vtensor<[],si64> -> !torch.number
// CHECK-NEXT: %3 = torch.aten.add.int %1, %arg1 : !torch.int, !torch.int -> !torch.int
// CHECK-NEXT: %4 = torch.aten.mul.float %arg2, %arg2 : !torch.float, !torch.float -> !torch.float
// CHECK-NEXT: %5 = torch.aten.floordiv.int %3, %arg1 : !torch.int, !torch.int -> !torch.int
// CHECK-NEXT: %6 = torch.aten.eq.int %5, %arg1 : !torch.int, !torch.int -> !torch.bool
// CHECK-NEXT: %7 = torch.aten.Float.Scalar %0 : !torch.number -> !torch.float
// CHECK-NEXT: %8 = torch.aten.sqrt.int %arg1 : !torch.int -> !torch.float
// CHECK-NEXT: return %4 : !torch.float
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[],si64>, %arg1: !torch.int, %arg2: !torch.float) -> !torch.float {
    %0 = torch.aten.item %arg0 : !torch.vtensor<[],si64> -> !torch.number
    %1 = torch.aten.Int.Tensor %arg0 : !torch.vtensor<[],si64> -> !torch.int
    %2 = torch.aten.ScalarImplicit %arg0 : !torch.vtensor<[],si64> -> !torch.number
    %3 = torch.aten.add.int %1, %arg1 : !torch.int, !torch.int -> !torch.int
    %4 = torch.aten.mul.float %arg2, %arg2 : !torch.float, !torch.float -> !torch.float
    %5 = torch.aten.floordiv.int %3, %arg1 : !torch.int, !torch.int -> !torch.int
    %6 = torch.aten.eq.int %5, %arg1 : !torch.int, !torch.int -> !torch.bool
    %7 = torch.aten.Float.Scalar %0 : !torch.number -> !torch.float
    %8 = torch.aten.sqrt.int %arg1 : !torch.int -> !torch.float
    return %4 : !torch.float
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[?,3],f32>) -> !torch.list<int> {
// CHECK-NEXT: %int0 = torch.constant.int 0
// CHECK-NEXT: %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,3],f32>, !torch.int -> !torch.int
// CHECK-NEXT: %1 = torch.aten.size %arg0 : !torch.vtensor<[?,3],f32> -> !torch.list<int>
// CHECK-NEXT: %2 = torch.aten.dim %arg0 : !torch.vtensor<[?,3],f32> -> !torch.int
// CHECK-NEXT: %3 = torch.aten.numel %arg0 : !torch.vtensor<[?,3],f32> -> !torch.int
// CHECK-NEXT: return %1 : !torch.list<int>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[?,3],f32>) -> !torch.list<int> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,3],f32>, !torch.int -> !torch.int
    %1 = torch.aten.size %arg0 : !torch.vtensor<[?,3],f32> -> !torch.list<int>
    %2 = torch.aten.dim %arg0 : !torch.vtensor<[?,3],f32> -> !torch.int
    %3 = torch.aten.numel %arg0 : !torch.vtensor<[?,3],f32> -> !torch.int
    return %1 : !torch.list<int>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[8,4],f32>, %arg1: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,4],f32> {
// CHECK-NEXT: %int0 = torch.constant.int 0
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %int2 = torch.constant.int 2
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: %0 = torch.aten.slice.Tensor %arg0, %int0, %int1, %none, %int2 : !torch.vtensor<[8,4],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[4,4],f32>
// CHECK-NEXT: %1 = torch.aten.select.int %arg0, %int1, %int0 : !torch.vtensor<[8,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[8],f32>
// CHECK-NEXT: %2 = torch.prim.ListConstruct %arg1 : (!torch.vtensor<[3],si64>) -> !torch.list<optional<vtensor>>
// CHECK-NEXT: %3 = torch.aten.index.Tensor %arg0, %2 : !torch.vtensor<[8,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[3,4],f32>
// CHECK-NEXT: %4 = torch.aten.index_select %arg0, %int0, %arg1 : !torch.vtensor<[8,4],f32>, !torch.int, !torch.vtensor<[3],si64> -> !torch.vtensor<[3,4],f32>
// CHECK-NEXT: return %3 : !torch.vtensor<[3,4],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[8,4],f32>, %arg1: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,4],f32> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %none = torch.constant.none
    %0 = torch.aten.slice.Tensor %arg0, %int0, %int1, %none, %int2 : !torch.vtensor<[8,4],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[4,4],f32>
    %1 = torch.aten.select.int %arg0, %int1, %int0 : !torch.vtensor<[8,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[8],f32>
    %2 = torch.prim.ListConstruct %arg1 : (!torch.vtensor<[3],si64>) -> !torch.list<optional<vtensor>>
    %3 = torch.aten.index.Tensor %arg0, %2 : !torch.vtensor<[8,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[3,4],f32>
    %4 = torch.aten.index_select %arg0, %int0, %arg1 : !torch.vtensor<[8,4],f32>, !torch.int, !torch.vtensor<[3],si64> -> !torch.vtensor<[3,4],f32>
    return %3 : !torch.vtensor<[3,4],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.dict<str, vtensor>, %arg1: !torch.str, %arg2: !torch.list<str>) -> !torch.bool {
// CHECK-NEXT: %0 = torch.aten.__contains__.str %arg0, %arg1 : !torch.dict<str, vtensor>, !torch.str -> !torch.bool
// CHECK-NEXT: torch.aten.Delete.Dict_str %arg0, %arg1 : !torch.dict<str, vtensor>, !torch.str
// CHECK-NEXT: %1 = torch.aten.keys.str %arg0 : !torch.dict<str, vtensor> -> !torch.list<str>
// CHECK-NEXT: %2 = torch.aten.join %arg1, %arg2 : !torch.str, !torch.list<str> -> !torch.str
// CHECK-NEXT: %3 = torch.aten.eq.str %arg1, %2 : !torch.str, !torch.str -> !torch.bool
// CHECK-NEXT: return %0 : !torch.bool
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.dict<str, vtensor>, %arg1: !torch.str, %arg2: !torch.list<str>) -> !torch.bool {
    %0 = torch.aten.__contains__.str %arg0, %arg1 : !torch.dict<str, vtensor>, !torch.str -> !torch.bool
    torch.aten.Delete.Dict_str %arg0, %arg1 : !torch.dict<str, vtensor>, !torch.str
    %1 = torch.aten.keys.str %arg0 : !torch.dict<str, vtensor> -> !torch.list<str>
    %2 = torch.aten.join %arg1, %arg2 : !torch.str, !torch.list<str> -> !torch.str
    %3 = torch.aten.eq.str %arg1, %2 : !torch.str, !torch.str -> !torch.bool
    return %0 : !torch.bool
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[4,4],f32>, %arg1: !torch.vtensor<[2],si64>, %arg2: !torch.vtensor<[2],f32>) -> !torch.vtensor<[4,4],f32> {
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: %0 = torch.prim.ListConstruct %arg1, %none : (!torch.vtensor<[2],si64>, !torch.none) -> !torch.list<optional<vtensor>>
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: %1 = torch.aten.index_put %arg0, %0, %arg2, %false : !torch.vtensor<[4,4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[2],f32>, !torch.bool -> !torch.vtensor<[4,4],f32>
// CHECK-NEXT: return %1 : !torch.vtensor<[4,4],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[4,4],f32>, %arg1: !torch.vtensor<[2],si64>, %arg2: !torch.vtensor<[2],f32>) -> !torch.vtensor<[4,4],f32> {
    %none = torch.constant.none
    %0 = torch.prim.ListConstruct %arg1, %none : (!torch.vtensor<[2],si64>, !torch.none) -> !torch.list<optional<vtensor>>
    %false = torch.constant.bool false
    %1 = torch.aten.index_put %arg0, %0, %arg2, %false : !torch.vtensor<[4,4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[2],f32>, !torch.bool -> !torch.vtensor<[4,4],f32>
    return %1 : !torch.vtensor<[4,4],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor, %arg1: !torch.tensor<*,f32>) -> !torch.vtensor {
// CHECK-NEXT: %0 = torch.aten.tanh %arg0 : !torch.vtensor -> !torch.vtensor
// CHECK-NEXT: %1 = torch.aten.sigmoid %arg1 : !torch.tensor<*,f32> -> !torch.tensor<*,f32>
// CHECK-NEXT: return %0 : !torch.vtensor
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor, %arg1: !torch.tensor<*,f32>) -> !torch.vtensor {
    %0 = torch.aten.tanh %arg0 : !torch.vtensor -> !torch.vtensor
    %1 = torch.aten.sigmoid %arg1 : !torch.tensor<*,f32> -> !torch.tensor<*,f32>
    return %0 : !torch.vtensor
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[4,3,2],f32> {
// CHECK-NEXT: %int-1 = torch.constant.int -1
// CHECK-NEXT: %int6 = torch.constant.int 6
// CHECK-NEXT: %0 = torch.prim.ListConstruct %int6, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[6,4],f32>
// CHECK-NEXT: %int2 = torch.constant.int 2
// CHECK-NEXT: %int1 = torch.constant.int 1
// CHECK-NEXT: %int0 = torch.constant.int 0
// CHECK-NEXT: %2 = torch.prim.ListConstruct %int2, %int1, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT: %3 = torch.aten.permute %arg0, %2 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[4,3,2],f32>
// CHECK-NEXT: %4 = torch.aten.transpose.int %arg0, %int0, %int1 : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,2,4],f32>
// CHECK-NEXT: %5 = torch.aten.unsqueeze %arg0, %int0 : !torch.vtensor<[2,3,4],f32>, !torch.int -> !torch.vtensor<[1,2,3,4],f32>
// CHECK-NEXT: return %3 : !torch.vtensor<[4,3,2],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[4,3,2],f32> {
    %int-1 = torch.constant.int -1
    %int6 = torch.constant.int 6
    %0 = torch.prim.ListConstruct %int6, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[6,4],f32>
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int2, %int1, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.permute %arg0, %2 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[4,3,2],f32>
    %4 = torch.aten.transpose.int %arg0, %int0, %int1 : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,2,4],f32>
    %5 = torch.aten.unsqueeze %arg0, %int0 : !torch.vtensor<[2,3,4],f32>, !torch.int -> !torch.vtensor<[1,2,3,4],f32>
    return %3 : !torch.vtensor<[4,3,2],f32>
  }
}

// -----

// CHECK-LABEL: func.func @f() -> !torch.int {
// CHECK-NEXT: %0 = torch.prim.Uninitialized : !torch.int
// CHECK-NEXT: %1 = torch.prim.Uninitialized {some.attr = 1 : i64} : !torch.vtensor
// CHECK-NEXT: return %0 : !torch.int
// CHECK-NEXT: }
module {
  func.func @f() -> !torch.int {
    %0 = torch.prim.Uninitialized : !torch.int
    %1 = torch.prim.Uninitialized {some.attr = 1 : i64} : !torch.vtensor
    return %0 : !torch.int
  }
}

// -----

// CHECK-LABEL: func.func @f(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
// CHECK-NEXT: %0 = torch.aten.exp %arg0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
// CHECK-NEXT: %1 = torch.aten.log %0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
// CHECK-NEXT: return %1 : !torch.vtensor<[2],f32>
// CHECK-NEXT: }
module {
  func.func @f(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
    %0 = torch.aten.exp %arg0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
    %1 = torch.aten.log %0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
    return %1 : !torch.vtensor<[2],f32>
  }
}
