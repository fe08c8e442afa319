// tmlir e2e reproducer: test LinearBmmDynamicAll (family linear), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.linear
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.bmm' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt LinearBmmDynamicAll.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x?x?xf32> -> !torch.vtensor<[?,?,?],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<?x?x?xf32> -> !torch.vtensor<[?,?,?],f32>
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x?xf32>
    %2 = arith.index_cast %dim : index to i64
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?x?x?xf32>
    %3 = arith.index_cast %dim_0 : index to i64
    %4 = arith.cmpi eq, %2, %3 : i64
    cf.assert %4, "bmm: batch sizes must match (torch.aten.bmm) (<string>:9:5)"
    %dim_1 = tensor.dim %arg0, %c2 : tensor<?x?x?xf32>
    %5 = arith.index_cast %dim_1 : index to i64
    %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?x?xf32>
    %6 = arith.index_cast %dim_2 : index to i64
    %7 = arith.cmpi eq, %5, %6 : i64
    cf.assert %7, "bmm: shapes cannot be multiplied (torch.aten.bmm) (<string>:13:5)"
    %8 = torch.aten.bmm %0, %1 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[?,?,?],f32>, !torch.vtensor<[?,?,?],f32> -> !torch.vtensor<[?,?,?],f32>
    %9 = torch_c.to_builtin_tensor %8 : !torch.vtensor<[?,?,?],f32> -> tensor<?x?x?xf32>
    return %9 : tensor<?x?x?xf32>
  }
}
