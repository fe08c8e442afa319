// RUN: tmlir-opt %s --split-input-file | filecheck %s
// RUN: tmlir-opt %s --split-input-file --mlir-print-op-generic | tmlir-opt --split-input-file | filecheck %s
// Round trip: torch.constant.* and their SSA names.

// CHECK-LABEL: func.func @f() -> !torch.str {
// CHECK-NEXT: %true = torch.constant.bool true
// CHECK-NEXT: %false = torch.constant.bool false
// CHECK-NEXT: %str = torch.constant.str "hello"
// CHECK-NEXT: %str_0 = torch.constant.str "a\22b\0A"
// CHECK-NEXT: %none = torch.constant.none
// CHECK-NEXT: return %str_0 : !torch.str
// CHECK-NEXT: }
module {
  func.func @f() -> !torch.str {
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %str = torch.constant.str "hello"
    %str_0 = torch.constant.str "a\22b\0A"
    %none = torch.constant.none
    return %str_0 : !torch.str
  }
}

// -----

// CHECK-LABEL: func.func @f() -> !torch.number {
// CHECK-NEXT: %cpu = torch.constant.device "cpu"
// CHECK-NEXT: %cuda3A0 = torch.constant.device "cuda:0"
// CHECK-NEXT: %0 = "torch.constant.number"() <{value = 1 : i64}> : () -> !torch.number
// CHECK-NEXT: %1 = "torch.constant.number"() <{value = 1.500000e+00 : f64}> : () -> !torch.number
// CHECK-NEXT: return %1 : !torch.number
// CHECK-NEXT: }
module {
  func.func @f() -> !torch.number {
    %cpu = torch.constant.device "cpu"
    %cuda3A0 = torch.constant.device "cuda:0"
    %0 = "torch.constant.number"() <{value = 1 : i64}> : () -> !torch.number
    %1 = "torch.constant.number"() <{value = 1.500000e+00 : f64}> : () -> !torch.number
    return %1 : !torch.number
  }
}

// -----

// CHECK-LABEL: func.func @f() -> !torch.float {
// CHECK-NEXT: %float1.500000e00 = torch.constant.float 1.500000e+00
// CHECK-NEXT: %float1.000000e-01 = torch.constant.float 1.000000e-01
// CHECK-NEXT: %float-2.000000e00 = torch.constant.float -2.000000e+00
// CHECK-NEXT: %float1.000000e100 = torch.constant.float 1.000000e+100
// CHECK-NEXT: %float3.333330e-01 = torch.constant.float 0.33333333333300003
// CHECK-NEXT: %float9.999990e-08 = torch.constant.float 9.9999999999999995E-8
// CHECK-NEXT: %float0.000000e00 = torch.constant.float 0.000000e+00
// CHECK-NEXT: %float-0.000000e00 = torch.constant.float -0.000000e+00
// CHECK-NEXT: return %float1.500000e00 : !torch.float
// CHECK-NEXT: }
module {
  func.func @f() -> !torch.float {
    %float1.500000e00 = torch.constant.float 1.500000e+00
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float-2.000000e00 = torch.constant.float -2.000000e+00
    %float1.000000e100 = torch.constant.float 1.000000e+100
    %float3.333330e-01 = torch.constant.float 0.33333333333300003
    %float9.999990e-08 = torch.constant.float 9.9999999999999995E-8
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %float-0.000000e00 = torch.constant.float -0.000000e+00
    return %float1.500000e00 : !torch.float
  }
}

// -----

// CHECK-LABEL: func.func @f() -> !torch.float {
// CHECK-NEXT: %floatInf = torch.constant.float 0x7FF0000000000000
// CHECK-NEXT: %float-Inf = torch.constant.float 0xFFF0000000000000
// CHECK-NEXT: %floatNaN = torch.constant.float 0x7FF8000000000000
// CHECK-NEXT: %float1.234570e07 = torch.constant.float 0x41678C29C0000000
// CHECK-NEXT: return %floatNaN : !torch.float
// CHECK-NEXT: }
module {
  func.func @f() -> !torch.float {
    %floatInf = torch.constant.float 0x7FF0000000000000
    %float-Inf = torch.constant.float 0xFFF0000000000000
    %floatNaN = torch.constant.float 0x7FF8000000000000
    %float1.234570e07 = torch.constant.float 0x41678C29C0000000
    return %floatNaN : !torch.float
  }
}

// -----

// CHECK-LABEL: func.func @f() -> !torch.int {
// CHECK-NEXT: %int3 = torch.constant.int 3
// CHECK-NEXT: %int-1 = torch.constant.int -1
// CHECK-NEXT: %int9223372036854775807 = torch.constant.int 9223372036854775807
// CHECK-NEXT: %int3_0 = torch.constant.int 3
// CHECK-NEXT: return %int3_0 : !torch.int
// CHECK-NEXT: }
module {
  func.func @f() -> !torch.int {
    %int3 = torch.constant.int 3
    %int-1 = torch.constant.int -1
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int3_0 = torch.constant.int 3
    return %int3_0 : !torch.int
  }
}
