// tmlir e2e reproducer: test IndexTensorDynamic (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.index_select' (its lowering did not apply: operand 'self' tensor<?x4xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexTensorDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4xf32>, %arg1: tensor<2xi64>) -> tensor<2x4xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x4xf32> -> !torch.vtensor<[?,4],f32>
    %1 = torch_c.from_i64 %c0_i64
    %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
    %2 = arith.index_cast %dim : index to i64
    %3 = tosa.const  values(dense<0> : tensor<1xi64>) : () -> tensor<1xi64>
    %4 = tosa.greater %3, %arg1 : (tensor<1xi64>, tensor<2xi64>) -> tensor<2xi1>
    %from_elements = tensor.from_elements %2 : tensor<1xi64>
    %5 = tosa.add %arg1, %from_elements : (tensor<2xi64>, tensor<1xi64>) -> tensor<2xi64>
    %6 = tosa.select %4, %5, %arg1 : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    %7 = torch_c.from_builtin_tensor %6 : tensor<2xi64> -> !torch.vtensor<[2],si64>
    %8 = torch.aten.index_select %0, %1, %7 {tmlir.not_lowered = "operand 'self' tensor<?x4xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,4],f32>, !torch.int, !torch.vtensor<[2],si64> -> !torch.vtensor<[2,4],f32>
    %9 = torch_c.to_builtin_tensor %8 : !torch.vtensor<[2,4],f32> -> tensor<2x4xf32>
    return %9 : tensor<2x4xf32>
  }
}
