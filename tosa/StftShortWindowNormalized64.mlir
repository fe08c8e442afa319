// tmlir e2e reproducer: test StftShortWindowNormalized64 (family fft), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-f64-to-bits))
// test source: /work/main/e2e_tests/_common.py:48
// PassError: /work/main/e2e_tests/_common.py:50:0: error: 'torch.aten.pad' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered
// (pass by pass, builtin.module(torch-f64-to-bits) fails first: PassError: <string>:24:10: error: 'torch.aten.pad' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered)
// rerun: tmlir-opt StftShortWindowNormalized64.mlir --pass-pipeline='builtin.module(torch-f64-to-bits)'
module {
  func.func @main(%arg0: !torch.vtensor<[3,60],f64>, %arg1: !torch.vtensor<[9],f64>) -> (!torch.vtensor<[3,9,13,2],f64> {tmlir.complex_as_real}) {
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %int60 = torch.constant.int 60
    %int8 = torch.constant.int 8
    %str = torch.constant.str "reflect"
    %int76 = torch.constant.int 76
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %int7 = torch.constant.int 7
    %int4 = torch.constant.int 4
    %int0 = torch.constant.int 0
    %int13 = torch.constant.int 13
    %int5 = torch.constant.int 5
    %int16 = torch.constant.int 16
    %int208 = torch.constant.int 208
    %int2 = torch.constant.int 2
    %0 = torch.vtensor.literal(dense<"0x000000000000D03F000000000000D03F000000000000D03F000000000000D03F000000000000D03F000000000000D03F000000000000D03F000000000000D03F000000000000D03F000000000000D03F468D32CF6B90CD3FCD3B7F669EA0C63F64A9AEA6E27DB83F075C143326A6713C62A9AEA6E27DB8BFCC3B7F669EA0C6BF468D32CF6B90CDBF000000000000D0BF000000000000D03FCD3B7F669EA0C63F075C143326A6713CCC3B7F669EA0C6BF000000000000D0BFCE3B7F669EA0C6BF0A8A9E4C39798ABCCB3B7F669EA0C63F000000000000D03F000000000000D03F64A9AEA6E27DB83FCC3B7F669EA0C6BF478D32CF6B90CDBF0A8A9E4C39798ABC448D32CF6B90CD3FCD3B7F669EA0C63F62A9AEA6E27DB8BF000000000000D0BF000000000000D03F075C143326A6713C000000000000D0BF0A8A9E4C39798ABC000000000000D03F075C143326A6713C000000000000D0BF0A8A9E4C39798ABC000000000000D03F000000000000D03F62A9AEA6E27DB8BFCE3B7F669EA0C6BF448D32CF6B90CD3F075C143326A6713C478D32CF6B90CDBFCB3B7F669EA0C63F64A9AEA6E27DB83F000000000000D0BF000000000000D03FCC3B7F669EA0C6BF0A8A9E4C39798ABCCD3B7F669EA0C63F000000000000D0BFCB3B7F669EA0C63F075C143326A6713CCE3B7F669EA0C6BF000000000000D03F000000000000D03F468D32CF6B90CDBFCB3B7F669EA0C63F62A9AEA6E27DB8BF0A8A9E4C39798ABC64A9AEA6E27DB83FCE3B7F669EA0C6BF468D32CF6B90CD3F000000000000D0BF000000000000D03F000000000000D0BF000000000000D03F000000000000D0BF000000000000D03F000000000000D0BF000000000000D03F000000000000D0BF000000000000D03F000000000000D03F478D32CF6B90CDBFCD3B7F669EA0C63F6DA9AEA6E27DB8BF075C143326A6713C67A9AEA6E27DB83FCC3B7F669EA0C6BF448D32CF6B90CD3F000000000000D0BF000000000000D03FCE3B7F669EA0C6BF075C143326A6713CCB3B7F669EA0C63F000000000000D0BFCD3B7F669EA0C63F0A8A9E4C39798ABCCC3B7F669EA0C6BF000000000000D03F000000000000D03F6DA9AEA6E27DB8BFCC3B7F669EA0C6BF468D32CF6B90CD3F0A8A9E4C39798ABC468D32CF6B90CDBFCD3B7F669EA0C63F67A9AEA6E27DB83F000000000000D0BF000000000000D03F0A8A9E4C39798ABC000000000000D0BF075C143326A6713C000000000000D03F0A8A9E4C39798ABC000000000000D0BF075C143326A6713C000000000000D03F000000000000D03F67A9AEA6E27DB83FCE3B7F669EA0C6BF468D32CF6B90CDBF075C143326A6713C468D32CF6B90CD3FCB3B7F669EA0C63F6DA9AEA6E27DB8BF000000000000D0BF000000000000D03FCB3B7F669EA0C63F0A8A9E4C39798ABCCE3B7F669EA0C6BF000000000000D0BFCC3B7F669EA0C6BF075C143326A6713CCD3B7F669EA0C63F000000000000D03F000000000000D03F448D32CF6B90CD3FCB3B7F669EA0C63F67A9AEA6E27DB83F0A8A9E4C39798ABC6DA9AEA6E27DB8BFCE3B7F669EA0C6BF478D32CF6B90CDBF000000000000D0BF"> : tensor<16x9xf64>) : !torch.vtensor<[16,9],f64>
    %1 = torch.vtensor.literal(dense<"0x000000000000008000000000000000800000000000000080000000000000008000000000000000800000000000000080000000000000008000000000000000800000000000000080000000000000008063A9AEA6E27DB8BFCC3B7F669EA0C6BF468D32CF6B90CDBF000000000000D0BF468D32CF6B90CDBFCD3B7F669EA0C6BF65A9AEA6E27DB8BF075C143326A681BC0000000000000080CC3B7F669EA0C6BF000000000000D0BFCD3B7F669EA0C6BF075C143326A681BCCC3B7F669EA0C63F000000000000D03FCE3B7F669EA0C63F00000000000000800000000000000080468D32CF6B90CDBFCD3B7F669EA0C6BF61A9AEA6E27DB83F000000000000D03F6EA9AEA6E27DB83FCC3B7F669EA0C6BF468D32CF6B90CDBF075C143326A681BC0000000000000080000000000000D0BF075C143326A681BC000000000000D03F0000000000000080000000000000D0BF075C143326A681BC000000000000D03F00000000000000800000000000000080468D32CF6B90CDBFCC3B7F669EA0C63F6EA9AEA6E27DB83F000000000000D0BF61A9AEA6E27DB83FCE3B7F669EA0C63F468D32CF6B90CDBF075C143326A681BC0000000000000080CD3B7F669EA0C6BF000000000000D03FCC3B7F669EA0C6BF075C143326A681BCCE3B7F669EA0C63F000000000000D0BFCC3B7F669EA0C63F0000000000000080000000000000008065A9AEA6E27DB8BFCE3B7F669EA0C63F468D32CF6B90CDBF000000000000D03F468D32CF6B90CDBFCC3B7F669EA0C63F63A9AEA6E27DB8BF075C143326A681BC0000000000000080075C143326A681BC0000000000000080075C143326A681BC0000000000000080075C143326A681BC0000000000000080075C143326A681BC0000000000000080000000000000008061A9AEA6E27DB83FCC3B7F669EA0C6BF448D32CF6B90CD3F000000000000D0BF458D32CF6B90CD3FCD3B7F669EA0C6BF6EA9AEA6E27DB83F075C143326A681BC0000000000000080CC3B7F669EA0C63F000000000000D0BFCE3B7F669EA0C63F075C143326A681BCCC3B7F669EA0C6BF000000000000D03FCD3B7F669EA0C6BF00000000000000800000000000000080448D32CF6B90CD3FCD3B7F669EA0C6BF63A9AEA6E27DB8BF000000000000D03F65A9AEA6E27DB8BFCC3B7F669EA0C6BF458D32CF6B90CD3F075C143326A681BC0000000000000080000000000000D03F075C143326A681BC000000000000D0BF0000000000000080000000000000D03F075C143326A681BC000000000000D0BF00000000000000800000000000000080458D32CF6B90CD3FCC3B7F669EA0C63F65A9AEA6E27DB8BF000000000000D0BF63A9AEA6E27DB8BFCE3B7F669EA0C63F448D32CF6B90CD3F075C143326A681BC0000000000000080CE3B7F669EA0C63F000000000000D03FCC3B7F669EA0C63F075C143326A681BCCD3B7F669EA0C6BF000000000000D0BFCC3B7F669EA0C6BF000000000000008000000000000000806EA9AEA6E27DB83FCE3B7F669EA0C63F458D32CF6B90CD3F000000000000D03F448D32CF6B90CD3FCC3B7F669EA0C63F61A9AEA6E27DB83F075C143326A681BC"> : tensor<16x9xf64>) : !torch.vtensor<[16,9],f64>
    %2 = torch.prim.ListConstruct %int1, %int3, %int60 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.view %arg0, %2 : !torch.vtensor<[3,60],f64>, !torch.list<int> -> !torch.vtensor<[1,3,60],f64>
    %4 = torch.prim.ListConstruct %int8, %int8 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %5 = torch.aten.pad %3, %4, %str, %none : !torch.vtensor<[1,3,60],f64>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,3,76],f64>
    %6 = torch.prim.ListConstruct %int3, %int76 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[1,3,76],f64>, !torch.list<int> -> !torch.vtensor<[3,76],f64>
    %8 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %none_0 = torch.constant.none
    %9 = torch.aten.full %8, %float0.000000e00, %int7, %none_0, %none_0, %none_0 : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[3],f64>
    %10 = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.full %10, %float0.000000e00, %int7, %none_0, %none_0, %none_0 : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[4],f64>
    %12 = torch.prim.ListConstruct %9, %arg1, %11 : (!torch.vtensor<[3],f64>, !torch.vtensor<[9],f64>, !torch.vtensor<[4],f64>) -> !torch.list<vtensor>
    %13 = torch.aten.cat %12, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[16],f64>
    %none_1 = torch.constant.none
    %14 = torch.aten.arange.start_step %int0, %int13, %int1, %int4, %none_1, %none_1, %none_1 : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[13],si64>
    %15 = torch.aten.unsqueeze %14, %int1 : !torch.vtensor<[13],si64>, !torch.int -> !torch.vtensor<[13,1],si64>
    %16 = torch.aten.mul.Scalar %15, %int5 : !torch.vtensor<[13,1],si64>, !torch.int -> !torch.vtensor<[13,1],si64>
    %17 = torch.aten.arange.start_step %int0, %int16, %int1, %int4, %none_1, %none_1, %none_1 : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[16],si64>
    %18 = torch.aten.add.Tensor %16, %17, %int1 : !torch.vtensor<[13,1],si64>, !torch.vtensor<[16],si64>, !torch.int -> !torch.vtensor<[13,16],si64>
    %19 = torch.prim.ListConstruct %int208 : (!torch.int) -> !torch.list<int>
    %20 = torch.aten.reshape %18, %19 : !torch.vtensor<[13,16],si64>, !torch.list<int> -> !torch.vtensor<[208],si64>
    %21 = torch.aten.index_select %7, %int1, %20 : !torch.vtensor<[3,76],f64>, !torch.int, !torch.vtensor<[208],si64> -> !torch.vtensor<[3,208],f64>
    %22 = torch.prim.ListConstruct %int3, %int13, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %23 = torch.aten.reshape %21, %22 : !torch.vtensor<[3,208],f64>, !torch.list<int> -> !torch.vtensor<[3,13,16],f64>
    %24 = torch.prim.ListConstruct %int0, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %25 = torch.aten.permute %23, %24 : !torch.vtensor<[3,13,16],f64>, !torch.list<int> -> !torch.vtensor<[3,13,16],f64>
    %26 = torch.aten.mul.Tensor %25, %13 : !torch.vtensor<[3,13,16],f64>, !torch.vtensor<[16],f64> -> !torch.vtensor<[3,13,16],f64>
    %27 = torch.aten.matmul %26, %0 : !torch.vtensor<[3,13,16],f64>, !torch.vtensor<[16,9],f64> -> !torch.vtensor<[3,13,9],f64>
    %28 = torch.aten.matmul %26, %1 : !torch.vtensor<[3,13,16],f64>, !torch.vtensor<[16,9],f64> -> !torch.vtensor<[3,13,9],f64>
    %29 = torch.aten.transpose.int %27, %int2, %int1 : !torch.vtensor<[3,13,9],f64>, !torch.int, !torch.int -> !torch.vtensor<[3,9,13],f64>
    %30 = torch.aten.transpose.int %28, %int2, %int1 : !torch.vtensor<[3,13,9],f64>, !torch.int, !torch.int -> !torch.vtensor<[3,9,13],f64>
    %int3_2 = torch.constant.int 3
    %31 = torch.aten.unsqueeze %29, %int3_2 : !torch.vtensor<[3,9,13],f64>, !torch.int -> !torch.vtensor<[3,9,13,1],f64>
    %32 = torch.aten.unsqueeze %30, %int3_2 : !torch.vtensor<[3,9,13],f64>, !torch.int -> !torch.vtensor<[3,9,13,1],f64>
    %33 = torch.prim.ListConstruct %31, %32 : (!torch.vtensor<[3,9,13,1],f64>, !torch.vtensor<[3,9,13,1],f64>) -> !torch.list<vtensor>
    %34 = torch.aten.cat %33, %int3_2 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[3,9,13,2],f64>
    return %34 : !torch.vtensor<[3,9,13,2],f64>
  }
}
