// tmlir e2e reproducer: test PoolMax2dF64 (family pooling), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-f64-to-bits))
// test source: e2e_tests.pooling
// PassError: /work/main/e2e_tests/_common.py:28:0: error: 'torch.aten.max_pool2d' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered
// (pass by pass, builtin.module(torch-f64-to-bits) fails first: PassError: <string>:10:10: error: 'torch.aten.max_pool2d' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered)
// rerun: tmlir-opt PoolMax2dF64.mlir --pass-pipeline='builtin.module(torch-f64-to-bits)'
module {
  func.func @main(%arg0: !torch.vtensor<[1,3,6,6],f64>) -> !torch.vtensor<[1,3,6,6],f64> {
    %int3 = torch.constant.int 3
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.max_pool2d %arg0, %0, %1, %2, %3, %false : !torch.vtensor<[1,3,6,6],f64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,3,6,6],f64>
    return %4 : !torch.vtensor<[1,3,6,6],f64>
  }
}
