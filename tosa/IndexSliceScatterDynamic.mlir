// tmlir e2e reproducer: test IndexSliceScatterDynamic (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.slice.Tensor' (its lowering did not apply: result 0 is an empty tensor (!torch.vtensor<[?,0],f32>): TOSA has no zero-size dims)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexSliceScatterDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x6xf32>, %arg1: tensor<?x2xf32>) -> tensor<?x6xf32> {
    %c0 = arith.constant 0 : index
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x6xf32> -> !torch.vtensor<[?,6],f32>
    %1 = torch_c.from_i64 %c1_i64
    %2 = torch_c.from_i64 %c0_i64
    %3 = torch.aten.slice.Tensor %0, %1, %2, %2, %1 {tmlir.not_lowered = "result 0 is an empty tensor (!torch.vtensor<[?,0],f32>): TOSA has no zero-size dims"} : !torch.vtensor<[?,6],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,0],f32>
    %4 = tosa.const_shape  values(dense<[0, 2]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %5 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %6 = tosa.slice %arg0, %4, %5 : (tensor<?x6xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x4xf32>
    %7 = torch_c.to_builtin_tensor %3 : !torch.vtensor<[?,0],f32> -> tensor<?x0xf32>
    %dim = tensor.dim %7, %c0 : tensor<?x0xf32>
    %8 = arith.index_cast %dim : index to i64
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?x2xf32>
    %9 = arith.index_cast %dim_0 : index to i64
    %10 = arith.cmpi eq, %9, %8 : i64
    cf.assert %10, "sizes of tensors must match except in the cat dim (torch.aten.cat) (<string>:16:5)"
    %dim_1 = tensor.dim %6, %c0 : tensor<?x4xf32>
    %11 = arith.index_cast %dim_1 : index to i64
    %12 = arith.cmpi eq, %11, %8 : i64
    cf.assert %12, "sizes of tensors must match except in the cat dim (torch.aten.cat) (<string>:20:5)"
    %13 = tosa.concat %arg1, %6 axis(1) : (tensor<?x2xf32>, tensor<?x4xf32>) -> tensor<?x6xf32>
    return %13 : tensor<?x6xf32>
  }
}
