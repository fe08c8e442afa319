// tmlir e2e reproducer: test IndexGatherDynamic (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.gather' (its lowering did not apply: operand 'self' tensor<?x6xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexGatherDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x6xf32>, %arg1: tensor<?x2xi64>) -> tensor<?x2xf32> {
    %c1_i64 = arith.constant 1 : i64
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x6xf32> -> !torch.vtensor<[?,6],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<?x2xi64> -> !torch.vtensor<[?,2],si64>
    %2 = torch_c.from_i64 %c1_i64
    %3 = torch_c.from_i1 %false
    %dim = tensor.dim %arg0, %c0 : tensor<?x6xf32>
    %4 = arith.index_cast %dim : index to i64
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?x2xi64>
    %5 = arith.index_cast %dim_0 : index to i64
    %6 = arith.cmpi sle, %5, %4 : i64
    cf.assert %6, "gather: index is larger than self off the gather dim (torch.aten.gather) (<string>:9:5)"
    %7 = torch.aten.gather %0, %2, %1, %3 {tmlir.not_lowered = "operand 'self' tensor<?x6xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,6],f32>, !torch.int, !torch.vtensor<[?,2],si64>, !torch.bool -> !torch.vtensor<[?,2],f32>
    %8 = torch_c.to_builtin_tensor %7 : !torch.vtensor<[?,2],f32> -> tensor<?x2xf32>
    return %8 : tensor<?x2xf32>
  }
}
