// tmlir e2e reproducer: test LinearMatmulDynamic1d2d (family linear), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.linear
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.matmul' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt LinearMatmulDynamic1d2d.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?xf32>, %arg1: tensor<?x3xf32>) -> tensor<3xf32> {
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?xf32> -> !torch.vtensor<[?],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<?x3xf32> -> !torch.vtensor<[?,3],f32>
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %2 = arith.index_cast %dim : index to i64
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?x3xf32>
    %3 = arith.index_cast %dim_0 : index to i64
    %4 = arith.cmpi eq, %2, %3 : i64
    cf.assert %4, "matmul: size mismatch (torch.aten.matmul) (<string>:7:5)"
    %5 = torch.aten.matmul %0, %1 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[?],f32>, !torch.vtensor<[?,3],f32> -> !torch.vtensor<[3],f32>
    %6 = torch_c.to_builtin_tensor %5 : !torch.vtensor<[3],f32> -> tensor<3xf32>
    return %6 : tensor<3xf32>
  }
}
