// tmlir e2e reproducer: test CreateEyeDynamic (family creation), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.creation
// BackendContractError: error: 9 op(s) were not lowered to tosa:
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.arange.start_step' (its lowering did not apply: arange needs constant start/end/step)
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:520:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.device' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt CreateEyeDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3xf32>) -> tensor<?x?xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c4_i64 = arith.constant 4 : i64
    %cpu = torch.constant.device "cpu"
    %false = arith.constant false
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i64 %c0_i64
    %1 = torch_c.from_i64 %c1_i64
    %2 = torch_c.from_i64 %c4_i64
    %3 = torch_c.from_i1 %false
    %4 = torch_c.from_i1 %true
    %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
    %5 = arith.index_cast %dim : index to i64
    %6 = torch_c.from_i64 %5
    %none = torch.constant.none
    %7 = torch.prim.If %4 -> (!torch.bool) {
      torch.prim.If.yield %4 : !torch.bool
    } else {
      torch.prim.If.yield %3 : !torch.bool
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %8 = torch_c.to_i1 %7
    cf.assert %8, "arange: upper bound and larger bound inconsistent with step sign (torch.aten.arange.start_step) (<string>:21:5)"
    %9 = torch.aten.arange.start_step %0, %6, %1, %2, %none, %cpu, %3 {tmlir.not_lowered = "arange needs constant start/end/step"} : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    %10 = torch.prim.If %4 -> (!torch.bool) {
      torch.prim.If.yield %4 : !torch.bool
    } else {
      torch.prim.If.yield %3 : !torch.bool
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %11 = torch_c.to_i1 %10
    cf.assert %11, "arange: upper bound and larger bound inconsistent with step sign (torch.aten.arange.start_step) (<string>:31:5)"
    %12 = torch_c.to_builtin_tensor %9 : !torch.vtensor<[?],si64> -> tensor<?xi64>
    %13 = tosa.const_shape  values(dense<[-1, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %14 = tosa.reshape %12, %13 : (tensor<?xi64>, !tosa.shape<2>) -> tensor<?x1xi64>
    %15 = tosa.const_shape  values(dense<[1, -1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %16 = tosa.reshape %12, %15 : (tensor<?xi64>, !tosa.shape<2>) -> tensor<1x?xi64>
    %17 = tosa.equal %14, %16 : (tensor<?x1xi64>, tensor<1x?xi64>) -> tensor<?x?xi1>
    %18 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %19 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %20 = tosa.select %17, %18, %19 : (tensor<?x?xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<?x?xf32>
    return %20 : tensor<?x?xf32>
  }
}
