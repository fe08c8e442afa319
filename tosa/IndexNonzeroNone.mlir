// tmlir e2e reproducer: test IndexNonzeroNone (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexNonzeroNone.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<?x2xi64> {
    %c0_i64 = arith.constant 0 : i64
    %c6_i64 = arith.constant 6 : i64
    %c0 = arith.constant 0 : index
    %0 = tosa.const  values(dense<1.000000e+02> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %1 = tosa.greater %arg0, %0 : (tensor<2x3xf32>, tensor<1x1xf32>) -> tensor<2x3xi1>
    %2 = torch_c.from_builtin_tensor %1 : tensor<2x3xi1> -> !torch.vtensor<[2,3],i1>
    %3 = torch.aten.nonzero %2 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[2,3],i1> -> !torch.vtensor<[?,2],si64>
    %4 = torch_c.to_builtin_tensor %3 : !torch.vtensor<[?,2],si64> -> tensor<?x2xi64>
    %dim = tensor.dim %4, %c0 : tensor<?x2xi64>
    %5 = arith.index_cast %dim : index to i64
    %6 = arith.cmpi sle, %5, %c6_i64 : i64
    %7 = arith.extui %6 : i1 to i64
    %8 = arith.cmpi ne, %7, %c0_i64 : i64
    cf.assert %8, "Runtime assertion failed for expression u1 <= 6 on node 'le' (<string>:16:5)"
    return %4 : tensor<?x2xi64>
  }
}
