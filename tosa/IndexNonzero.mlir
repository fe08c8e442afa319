// tmlir e2e reproducer: test IndexNonzero (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexNonzero.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<3x4xi64>) -> tensor<?x2xi64> {
    %c0_i64 = arith.constant 0 : i64
    %c12_i64 = arith.constant 12 : i64
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<3x4xi64> -> !torch.vtensor<[3,4],si64>
    %1 = torch.aten.nonzero %0 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[3,4],si64> -> !torch.vtensor<[?,2],si64>
    %2 = torch_c.to_builtin_tensor %1 : !torch.vtensor<[?,2],si64> -> tensor<?x2xi64>
    %dim = tensor.dim %2, %c0 : tensor<?x2xi64>
    %3 = arith.index_cast %dim : index to i64
    %4 = arith.cmpi sle, %3, %c12_i64 : i64
    %5 = arith.extui %4 : i1 to i64
    %6 = arith.cmpi ne, %5, %c0_i64 : i64
    cf.assert %6, "Runtime assertion failed for expression u1 <= 12 on node 'le' (<string>:14:5)"
    return %2 : tensor<?x2xi64>
  }
}
