// tmlir e2e reproducer: test ComplexConvTranspose2dComplex128 (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-f64-to-bits))
// test source: /work/main/e2e_tests/_common.py:48
// PassError: /work/main/e2e_tests/_common.py:50:0: error: 'torch.aten.convolution' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered
// (pass by pass, builtin.module(torch-f64-to-bits) fails first: PassError: <string>:26:11: error: 'torch.aten.convolution' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered)
// rerun: tmlir-opt ComplexConvTranspose2dComplex128.mlir --pass-pipeline='builtin.module(torch-f64-to-bits)'
module {
  func.func @main(%arg0: !torch.vtensor<[1,2,3,3,2],f64> {tmlir.complex_as_real}, %arg1: !torch.vtensor<[2,2,3,3,2],f64> {tmlir.complex_as_real}) -> (!torch.vtensor<[1,2,8,8,2],f64> {tmlir.complex_as_real}) {
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %true = torch.constant.bool true
    %int4 = torch.constant.int 4
    %int8 = torch.constant.int 8
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.select.int %arg0, %int4, %int0 : !torch.vtensor<[1,2,3,3,2],f64>, !torch.int, !torch.int -> !torch.vtensor<[1,2,3,3],f64>
    %5 = torch.aten.select.int %arg0, %int4, %int1 : !torch.vtensor<[1,2,3,3,2],f64>, !torch.int, !torch.int -> !torch.vtensor<[1,2,3,3],f64>
    %6 = torch.aten.select.int %arg1, %int4, %int0 : !torch.vtensor<[2,2,3,3,2],f64>, !torch.int, !torch.int -> !torch.vtensor<[2,2,3,3],f64>
    %7 = torch.aten.select.int %arg1, %int4, %int1 : !torch.vtensor<[2,2,3,3,2],f64>, !torch.int, !torch.int -> !torch.vtensor<[2,2,3,3],f64>
    %none = torch.constant.none
    %8 = torch.prim.ListConstruct %4, %5 : (!torch.vtensor<[1,2,3,3],f64>, !torch.vtensor<[1,2,3,3],f64>) -> !torch.list<vtensor>
    %9 = torch.aten.cat %8, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,2,3,3],f64>
    %10 = torch.prim.ListConstruct %6, %7 : (!torch.vtensor<[2,2,3,3],f64>, !torch.vtensor<[2,2,3,3],f64>) -> !torch.list<vtensor>
    %11 = torch.aten.cat %10, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,4,3,3],f64>
    %12 = torch.aten.convolution %9, %11, %none, %0, %1, %2, %true, %3, %int1 : !torch.vtensor<[2,2,3,3],f64>, !torch.vtensor<[2,4,3,3],f64>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,4,8,8],f64>
    %13 = torch.aten.slice.Tensor %12, %int0, %int0, %int1, %int1 : !torch.vtensor<[2,4,8,8],f64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,4,8,8],f64>
    %14 = torch.prim.ListConstruct %int1, %int1, %int2, %int2, %int8, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %15 = torch.aten.reshape %13, %14 : !torch.vtensor<[1,4,8,8],f64>, !torch.list<int> -> !torch.vtensor<[1,1,2,2,8,8],f64>
    %16 = torch.aten.select.int %15, %int2, %int0 : !torch.vtensor<[1,1,2,2,8,8],f64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,2,8,8],f64>
    %17 = torch.prim.ListConstruct %int1, %int2, %int8, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %18 = torch.aten.reshape %16, %17 : !torch.vtensor<[1,1,2,8,8],f64>, !torch.list<int> -> !torch.vtensor<[1,2,8,8],f64>
    %19 = torch.aten.slice.Tensor %12, %int0, %int1, %int2, %int1 : !torch.vtensor<[2,4,8,8],f64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,4,8,8],f64>
    %20 = torch.prim.ListConstruct %int1, %int1, %int2, %int2, %int8, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %21 = torch.aten.reshape %19, %20 : !torch.vtensor<[1,4,8,8],f64>, !torch.list<int> -> !torch.vtensor<[1,1,2,2,8,8],f64>
    %22 = torch.aten.select.int %21, %int2, %int1 : !torch.vtensor<[1,1,2,2,8,8],f64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,2,8,8],f64>
    %23 = torch.prim.ListConstruct %int1, %int2, %int8, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %24 = torch.aten.reshape %22, %23 : !torch.vtensor<[1,1,2,8,8],f64>, !torch.list<int> -> !torch.vtensor<[1,2,8,8],f64>
    %25 = torch.aten.sub.Tensor %18, %24, %int1 : !torch.vtensor<[1,2,8,8],f64>, !torch.vtensor<[1,2,8,8],f64>, !torch.int -> !torch.vtensor<[1,2,8,8],f64>
    %26 = torch.aten.select.int %15, %int2, %int1 : !torch.vtensor<[1,1,2,2,8,8],f64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,2,8,8],f64>
    %27 = torch.prim.ListConstruct %int1, %int2, %int8, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %28 = torch.aten.reshape %26, %27 : !torch.vtensor<[1,1,2,8,8],f64>, !torch.list<int> -> !torch.vtensor<[1,2,8,8],f64>
    %29 = torch.aten.select.int %21, %int2, %int0 : !torch.vtensor<[1,1,2,2,8,8],f64>, !torch.int, !torch.int -> !torch.vtensor<[1,1,2,8,8],f64>
    %30 = torch.prim.ListConstruct %int1, %int2, %int8, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %31 = torch.aten.reshape %29, %30 : !torch.vtensor<[1,1,2,8,8],f64>, !torch.list<int> -> !torch.vtensor<[1,2,8,8],f64>
    %32 = torch.aten.add.Tensor %28, %31, %int1 : !torch.vtensor<[1,2,8,8],f64>, !torch.vtensor<[1,2,8,8],f64>, !torch.int -> !torch.vtensor<[1,2,8,8],f64>
    %int4_0 = torch.constant.int 4
    %33 = torch.aten.unsqueeze %25, %int4_0 : !torch.vtensor<[1,2,8,8],f64>, !torch.int -> !torch.vtensor<[1,2,8,8,1],f64>
    %34 = torch.aten.unsqueeze %32, %int4_0 : !torch.vtensor<[1,2,8,8],f64>, !torch.int -> !torch.vtensor<[1,2,8,8,1],f64>
    %35 = torch.prim.ListConstruct %33, %34 : (!torch.vtensor<[1,2,8,8,1],f64>, !torch.vtensor<[1,2,8,8,1],f64>) -> !torch.list<vtensor>
    %36 = torch.aten.cat %35, %int4_0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[1,2,8,8,2],f64>
    return %36 : !torch.vtensor<[1,2,8,8,2],f64>
  }
}
