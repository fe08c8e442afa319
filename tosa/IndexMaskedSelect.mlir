// tmlir e2e reproducer: test IndexMaskedSelect (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 2 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.index_select' (its lowering did not apply: operand 'index' tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexMaskedSelect.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xi1>) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %c12_i64 = arith.constant 12 : i64
    %0 = torch_c.from_i64 %c0_i64
    %1 = tosa.const_shape  values(dense<12> : tensor<1xindex>) : () -> !tosa.shape<1>
    %2 = tosa.reshape %arg1, %1 : (tensor<3x4xi1>, !tosa.shape<1>) -> tensor<12xi1>
    %3 = torch_c.from_builtin_tensor %2 : tensor<12xi1> -> !torch.vtensor<[12],i1>
    %4 = torch.aten.nonzero %3 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[12],i1> -> !torch.vtensor<[?,1],si64>
    %5 = torch_c.to_builtin_tensor %4 : !torch.vtensor<[?,1],si64> -> tensor<?x1xi64>
    %6 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %7 = tosa.const_shape  values(dense<[-1, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %8 = tosa.slice %5, %6, %7 : (tensor<?x1xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x1xi64>
    %9 = tosa.const_shape  values(dense<-1> : tensor<1xindex>) : () -> !tosa.shape<1>
    %10 = tosa.reshape %8, %9 : (tensor<?x1xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %11 = torch_c.from_builtin_tensor %10 : tensor<?xi64> -> !torch.vtensor<[?],si64>
    %12 = tosa.reshape %arg0, %1 : (tensor<3x4xf32>, !tosa.shape<1>) -> tensor<12xf32>
    %13 = torch_c.from_builtin_tensor %12 : tensor<12xf32> -> !torch.vtensor<[12],f32>
    %14 = torch.aten.index_select %13, %0, %11 {tmlir.not_lowered = "operand 'index' tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[12],f32>, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor<[?],f32>
    %15 = torch_c.to_builtin_tensor %14 : !torch.vtensor<[?],f32> -> tensor<?xf32>
    %dim = tensor.dim %15, %c0 : tensor<?xf32>
    %16 = arith.index_cast %dim : index to i64
    %17 = arith.cmpi sle, %16, %c12_i64 : i64
    %18 = arith.extui %17 : i1 to i64
    %19 = arith.cmpi ne, %18, %c0_i64 : i64
    cf.assert %19, "Runtime assertion failed for expression u1 <= 12 on node 'le' (<string>:22:5)"
    return %15 : tensor<?xf32>
  }
}
