// tmlir e2e reproducer: test PoolAdaptiveAvg2dF64 (family pooling), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-f64-to-bits))
// test source: e2e_tests.pooling
// PassError: /work/main/e2e_tests/_common.py:28:0: error: 'torch.aten.adaptive_avg_pool2d' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered
// (pass by pass, builtin.module(torch-f64-to-bits) fails first: PassError: <string>:6:10: error: 'torch.aten.adaptive_avg_pool2d' on f64 values has no TOSA form (TOSA has no f64; torch-f64-to-bits computes on the IEEE-754 bits and has no pattern for this op), so it is not lowered)
// rerun: tmlir-opt PoolAdaptiveAvg2dF64.mlir --pass-pipeline='builtin.module(torch-f64-to-bits)'
module {
  func.func @main(%arg0: !torch.vtensor<[1,3,7,5],f64>) -> !torch.vtensor<[1,3,2,3],f64> {
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.adaptive_avg_pool2d %arg0, %0 : !torch.vtensor<[1,3,7,5],f64>, !torch.list<int> -> !torch.vtensor<[1,3,2,3],f64>
    return %1 : !torch.vtensor<[1,3,2,3],f64>
  }
}
