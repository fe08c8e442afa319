// RUN: tmlir-opt %s -p canonicalize --split-input-file | filecheck %s
// Folders of the torch dialect: constants, integer and float arithmetic, comparisons, prim.If on
// a constant condition, aten.size.int on known sizes, lists and tuples, derefine/unchecked_cast.

// CHECK-LABEL: func.func @int_arith() -> (!torch.int, !torch.int, !torch.int, !torch.int, !torch.bool) {
// CHECK-NEXT:    %int15 = torch.constant.int 15
// CHECK-NEXT:    %int-1 = torch.constant.int -1
// CHECK-NEXT:    %int-2 = torch.constant.int -2
// CHECK-NEXT:    %int1 = torch.constant.int 1
// CHECK-NEXT:    %true = torch.constant.bool true
// CHECK-NEXT:    return %int15, %int-1, %int-2, %int1, %true
func.func @int_arith() -> (!torch.int, !torch.int, !torch.int, !torch.int, !torch.bool) {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %0 = torch.aten.add.int %int2, %int3 : !torch.int, !torch.int -> !torch.int
  %1 = torch.aten.mul.int %0, %int3 : !torch.int, !torch.int -> !torch.int
  %2 = torch.aten.sub.int %int2, %int3 : !torch.int, !torch.int -> !torch.int
  %int-3 = torch.constant.int -3
  // Python semantics: floor division and a remainder with the divisor's sign
  %3 = torch.aten.floordiv.int %int-3, %int2 : !torch.int, !torch.int -> !torch.int
  %4 = torch.aten.remainder.int %int-3, %int2 : !torch.int, !torch.int -> !torch.int
  %5 = torch.aten.lt.int %int2, %int3 : !torch.int, !torch.int -> !torch.bool
  return %1, %2, %3, %4, %5 : !torch.int, !torch.int, !torch.int, !torch.int, !torch.bool
}

// -----

// CHECK-LABEL: func.func @int_wraps_and_div_by_zero() -> (!torch.int, !torch.int) {
// CHECK-NEXT:    %int0 = torch.constant.int 0
// CHECK-NEXT:    %int9223372036854775807 = torch.constant.int 9223372036854775807
// CHECK-NEXT:    %int-9223372036854775808 = torch.constant.int -9223372036854775808
// CHECK-NEXT:    %0 = torch.aten.floordiv.int %int9223372036854775807, %int0 : !torch.int, !torch.int -> !torch.int
// CHECK-NEXT:    return %int-9223372036854775808, %0
func.func @int_wraps_and_div_by_zero() -> (!torch.int, !torch.int) {
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %max = torch.constant.int 9223372036854775807
  %0 = torch.aten.add.int %max, %int1 : !torch.int, !torch.int -> !torch.int
  %1 = torch.aten.floordiv.int %max, %int0 : !torch.int, !torch.int -> !torch.int
  return %0, %1 : !torch.int, !torch.int
}

// -----

// CHECK-LABEL: func.func @identities(%arg0: !torch.int) -> (!torch.int, !torch.int, !torch.int) {
// CHECK-NEXT:    return %arg0, %arg0, %arg0
func.func @identities(%arg0: !torch.int) -> (!torch.int, !torch.int, !torch.int) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.int %arg0, %int0 : !torch.int, !torch.int -> !torch.int
  %1 = torch.aten.mul.int %int1, %arg0 : !torch.int, !torch.int -> !torch.int
  %2 = torch.aten.floordiv.int %arg0, %int1 : !torch.int, !torch.int -> !torch.int
  return %0, %1, %2 : !torch.int, !torch.int, !torch.int
}

// -----

// CHECK-LABEL: func.func @float_arith() -> (!torch.float, !torch.float, !torch.bool, !torch.float) {
// CHECK-NEXT:    %float2.250000e00 = torch.constant.float 2.250000e+00
// CHECK-NEXT:    %float7.500000e-01 = torch.constant.float 7.500000e-01
// CHECK-NEXT:    %false = torch.constant.bool false
// CHECK-NEXT:    %float3.500000e00 = torch.constant.float 3.500000e+00
// CHECK-NEXT:    return %float2.250000e00, %float7.500000e-01, %false, %float3.500000e00
func.func @float_arith() -> (!torch.float, !torch.float, !torch.bool, !torch.float) {
  %a = torch.constant.float 1.5
  %int2 = torch.constant.int 2
  %0 = torch.aten.mul.float %a, %a : !torch.float, !torch.float -> !torch.float
  %two = torch.constant.float 2.0
  %1 = torch.aten.div.float %a, %two : !torch.float, !torch.float -> !torch.float
  %2 = torch.aten.gt.float %a, %0 : !torch.float, !torch.float -> !torch.bool
  %3 = torch.aten.add.float_int %a, %int2 : !torch.float, !torch.int -> !torch.float
  return %0, %1, %2, %3 : !torch.float, !torch.float, !torch.bool, !torch.float
}

// -----

// CHECK-LABEL: func.func @bools_and_conversions() -> (!torch.bool, !torch.int, !torch.float, !torch.bool) {
// CHECK-NEXT:    %true = torch.constant.bool true
// CHECK-NEXT:    %int3 = torch.constant.int 3
// CHECK-NEXT:    %float3.000000e00 = torch.constant.float 3.000000e+00
// CHECK-NEXT:    %false = torch.constant.bool false
// CHECK-NEXT:    return %true, %int3, %float3.000000e00, %false
func.func @bools_and_conversions() -> (!torch.bool, !torch.int, !torch.float, !torch.bool) {
  %false = torch.constant.bool false
  %0 = torch.aten.__not__ %false : !torch.bool -> !torch.bool
  %f = torch.constant.float 3.7
  %1 = torch.aten.Int.float %f : !torch.float -> !torch.int
  %2 = torch.aten.Float.Scalar %1 : !torch.int -> !torch.float
  %s = torch.constant.str "a"
  %t = torch.constant.str "b"
  %3 = torch.aten.eq.str %s, %t : !torch.str, !torch.str -> !torch.bool
  return %0, %1, %2, %3 : !torch.bool, !torch.int, !torch.float, !torch.bool
}

// -----

// CHECK-LABEL: func.func @if_constant_condition(%arg0: !torch.int) -> !torch.int {
// CHECK-NEXT:    %int1 = torch.constant.int 1
// CHECK-NEXT:    %0 = torch.aten.add.int %arg0, %int1 : !torch.int, !torch.int -> !torch.int
// CHECK-NEXT:    return %0 : !torch.int
func.func @if_constant_condition(%arg0: !torch.int) -> !torch.int {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %c = torch.aten.lt.int %int1, %int2 : !torch.int, !torch.int -> !torch.bool
  %0 = torch.prim.If %c -> (!torch.int) {
    %1 = torch.aten.add.int %arg0, %int1 : !torch.int, !torch.int -> !torch.int
    torch.prim.If.yield %1 : !torch.int
  } else {
    torch.prim.If.yield %arg0 : !torch.int
  }
  return %0 : !torch.int
}

// -----

// CHECK-LABEL: func.func @if_false_branch(%arg0: !torch.str)
// CHECK-NEXT:    %none = torch.constant.none
// CHECK-NEXT:    torch.prim.RaiseException %arg0, %none : !torch.str, !torch.none
// CHECK-NEXT:    return
func.func @if_false_branch(%arg0: !torch.str) {
  %false = torch.constant.bool false
  torch.prim.If %false -> () {
    torch.prim.If.yield
  } else {
    %none = torch.constant.none
    torch.prim.RaiseException %arg0, %none : !torch.str, !torch.none
    torch.prim.If.yield
  }
  return
}

// -----

// CHECK-LABEL: func.func @sizes(%arg0: !torch.vtensor<[2,?,4],f32>) -> (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) {
// CHECK-NEXT:    %int1 = torch.constant.int 1
// CHECK-NEXT:    %int2 = torch.constant.int 2
// CHECK-NEXT:    %int4 = torch.constant.int 4
// CHECK-NEXT:    %int3 = torch.constant.int 3
// CHECK-NEXT:    %int6 = torch.constant.int 6
// CHECK-NEXT:    %0 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[2,?,4],f32>, !torch.int -> !torch.int
// CHECK-NEXT:    return %int2, %int4, %0, %int3, %int6
func.func @sizes(%arg0: !torch.vtensor<[2,?,4],f32>) -> (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) {
  %int0 = torch.constant.int 0
  %int-1 = torch.constant.int -1
  %int1 = torch.constant.int 1
  %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[2,?,4],f32>, !torch.int -> !torch.int
  %1 = torch.aten.size.int %arg0, %int-1 : !torch.vtensor<[2,?,4],f32>, !torch.int -> !torch.int
  %2 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[2,?,4],f32>, !torch.int -> !torch.int
  %3 = torch.aten.dim %arg0 : !torch.vtensor<[2,?,4],f32> -> !torch.int
  %4 = torch.prim.dtype %arg0 : !torch.vtensor<[2,?,4],f32> -> !torch.int
  return %0, %1, %2, %3, %4 : !torch.int, !torch.int, !torch.int, !torch.int, !torch.int
}

// -----

// A static info cast keeps the sizes of its operand: the size behind it folds.
// CHECK-LABEL: func.func @size_through_static_info_cast(%arg0: !torch.vtensor<[4,1],f32>) -> !torch.int {
// CHECK-NEXT:    %int4 = torch.constant.int 4
// CHECK-NEXT:    return %int4 : !torch.int
func.func @size_through_static_info_cast(%arg0: !torch.vtensor<[4,1],f32>) -> !torch.int {
  %int0 = torch.constant.int 0
  %0 = torch.tensor_static_info_cast %arg0 : !torch.vtensor<[4,1],f32> to !torch.vtensor<[?,1],f32>
  %1 = torch.aten.size.int %0, %int0 : !torch.vtensor<[?,1],f32>, !torch.int -> !torch.int
  return %1 : !torch.int
}

// -----

// CHECK-LABEL: func.func @lists_and_tuples(%arg0: !torch.int, %arg1: !torch.float) -> (!torch.int, !torch.int, !torch.float, !torch.int) {
// CHECK-NEXT:    %int2 = torch.constant.int 2
// CHECK-NEXT:    return %int2, %arg0, %arg1, %arg0
func.func @lists_and_tuples(%arg0: !torch.int, %arg1: !torch.float) -> (!torch.int, !torch.int, !torch.float, !torch.int) {
  %int7 = torch.constant.int 7
  %int-1 = torch.constant.int -1
  %int1 = torch.constant.int 1
  %l = torch.prim.ListConstruct %int7, %arg0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.len.t %l : !torch.list<int> -> !torch.int
  %1 = torch.aten.__getitem__.t %l, %int-1 : !torch.list<int>, !torch.int -> !torch.int
  %t = torch.prim.TupleConstruct %arg0, %arg1 : !torch.int, !torch.float -> !torch.tuple<int, float>
  %2 = torch.prim.TupleIndex %t, %int1 : !torch.tuple<int, float>, !torch.int -> !torch.float
  %3:2 = torch.prim.TupleUnpack %t : !torch.tuple<int, float> -> !torch.int, !torch.float
  return %0, %1, %2, %3#0 : !torch.int, !torch.int, !torch.float, !torch.int
}

// -----

// A list that is appended to may change: its length does not fold.
// CHECK-LABEL: func.func @mutated_list(%arg0: !torch.int) -> !torch.int {
// CHECK:         %[[L:.*]] = torch.prim.ListConstruct
// CHECK-NEXT:    torch.aten.append.t %[[L]]
// CHECK-NEXT:    %[[N:.*]] = torch.aten.len.t %[[L]]
// CHECK-NEXT:    return %[[N]]
func.func @mutated_list(%arg0: !torch.int) -> !torch.int {
  %l = torch.prim.ListConstruct %arg0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.append.t %l, %arg0 : !torch.list<int>, !torch.int -> !torch.list<int>
  %1 = torch.aten.len.t %l : !torch.list<int> -> !torch.int
  return %1 : !torch.int
}

// -----

// CHECK-LABEL: func.func @derefine_cast(%arg0: !torch.int, %arg1: !torch.optional<int>) -> (!torch.int, !torch.bool, !torch.bool) {
// CHECK-NEXT:    %false = torch.constant.bool false
// CHECK-NEXT:    %none = torch.constant.none
// CHECK-NEXT:    %0 = torch.aten.__is__ %arg1, %none : !torch.optional<int>, !torch.none -> !torch.bool
// CHECK-NEXT:    return %arg0, %false, %0
func.func @derefine_cast(%arg0: !torch.int, %arg1: !torch.optional<int>) -> (!torch.int, !torch.bool, !torch.bool) {
  %0 = torch.derefine %arg0 : !torch.int to !torch.optional<int>
  %1 = torch.prim.unchecked_cast %0 : !torch.optional<int> -> !torch.int
  %none = torch.constant.none
  %2 = torch.aten.__is__ %arg0, %none : !torch.int, !torch.none -> !torch.bool
  %3 = torch.aten.__is__ %arg1, %none : !torch.optional<int>, !torch.none -> !torch.bool
  return %1, %2, %3 : !torch.int, !torch.bool, !torch.bool
}

// -----

// Dead ops with value semantics go; in-place ops and random ones stay.
// CHECK-LABEL: func.func @dead_code(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.tensor<[2],f32>) {
// CHECK-NEXT:    %float5.000000e-01 = torch.constant.float 5.000000e-01
// CHECK-NEXT:    %true = torch.constant.bool true
// CHECK-NEXT:    %0 = torch.aten.dropout %arg0, %float5.000000e-01, %true
// CHECK-NEXT:    %1 = torch.aten.relu_ %arg1
// CHECK-NEXT:    return
func.func @dead_code(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.tensor<[2],f32>) {
  %0 = torch.aten.tanh %arg0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  %p = torch.constant.float 0.5
  %true = torch.constant.bool true
  %1 = torch.aten.dropout %arg0, %p, %true : !torch.vtensor<[2],f32>, !torch.float, !torch.bool -> !torch.vtensor<[2],f32>
  %2 = torch.aten.relu_ %arg1 : !torch.tensor<[2],f32> -> !torch.tensor<[2],f32>
  %3 = torch.aten.sigmoid %arg1 : !torch.tensor<[2],f32> -> !torch.tensor<[2],f32>
  return
}

// -----

// CHECK-LABEL: func.func @torch_c_roundtrips(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.int) -> (!torch.vtensor<[2],f32>, !torch.int) {
// CHECK-NEXT:    return %arg0, %arg1
func.func @torch_c_roundtrips(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.int) -> (!torch.vtensor<[2],f32>, !torch.int) {
  %0 = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[2],f32> -> tensor<2xf32>
  %1 = torch_c.from_builtin_tensor %0 : tensor<2xf32> -> !torch.vtensor<[2],f32>
  %2 = torch_c.to_i64 %arg1
  %3 = torch_c.from_i64 %2
  return %1, %3 : !torch.vtensor<[2],f32>, !torch.int
}

// -----

// torch.export's int of a data-dependent bool (bool_tensor.item()): the If of 1 / 0 is Int.bool, whose
// range 0..1 decides its order comparisons with constants (and the checks on them fold away); the ones
// the range does not decide stay.
// CHECK-LABEL: func.func @int_of_bool(%arg0: !torch.bool) -> (!torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.int) {
// CHECK-DAG:     %[[TRUE:.*]] = torch.constant.bool true
// CHECK-DAG:     %[[FALSE:.*]] = torch.constant.bool false
// CHECK-DAG:     %[[INT1:.*]] = torch.constant.int 1
// CHECK:         %[[I:.*]] = torch.aten.Int.bool %arg0 : !torch.bool -> !torch.int
// CHECK-NEXT:    %[[LT:.*]] = torch.aten.lt.int %[[I]], %[[INT1]] : !torch.int, !torch.int -> !torch.bool
// CHECK-NEXT:    %[[IF:.*]] = torch.prim.If %arg0 -> (!torch.int) {
// CHECK-NEXT:      torch.prim.If.yield %[[INT1]] : !torch.int
// CHECK-NEXT:    } else {
// CHECK:         return %[[TRUE]], %[[TRUE]], %[[FALSE]], %[[TRUE]], %[[LT]], %[[IF]]
func.func @int_of_bool(%arg0: !torch.bool) -> (!torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.int) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.prim.If %arg0 -> (!torch.int) {
    torch.prim.If.yield %int1 : !torch.int
  } else {
    torch.prim.If.yield %int0 : !torch.int
  }
  %1 = torch.aten.ge.int %0, %int0 : !torch.int, !torch.int -> !torch.bool
  %2 = torch.aten.le.int %0, %int1 : !torch.int, !torch.int -> !torch.bool
  %3 = torch.aten.gt.int %0, %int1 : !torch.int, !torch.int -> !torch.bool
  %4 = torch.aten.lt.int %0, %int2 : !torch.int, !torch.int -> !torch.bool
  %5 = torch.aten.lt.int %0, %int1 : !torch.int, !torch.int -> !torch.bool
  %6 = torch.prim.If %arg0 -> (!torch.int) {
    torch.prim.If.yield %int1 : !torch.int
  } else {
    torch.prim.If.yield %int2 : !torch.int
  }
  return %1, %2, %3, %4, %5, %6 : !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.int
}
