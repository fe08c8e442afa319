// tmlir e2e reproducer: test IndexMaskedSelectBroadcast (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 2 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.index_select' (its lowering did not apply: operand 'index' tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexMaskedSelectBroadcast.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4xi1>) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %c12_i64 = arith.constant 12 : i64
    %0 = torch_c.from_i64 %c0_i64
    %1 = tosa.const_shape  values(dense<[1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %2 = tosa.reshape %arg1, %1 : (tensor<4xi1>, !tosa.shape<2>) -> tensor<1x4xi1>
    %3 = tosa.const_shape  values(dense<[3, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.tile %2, %3 : (tensor<1x4xi1>, !tosa.shape<2>) -> tensor<3x4xi1>
    %5 = tosa.const_shape  values(dense<12> : tensor<1xindex>) : () -> !tosa.shape<1>
    %6 = tosa.reshape %4, %5 : (tensor<3x4xi1>, !tosa.shape<1>) -> tensor<12xi1>
    %7 = torch_c.from_builtin_tensor %6 : tensor<12xi1> -> !torch.vtensor<[12],i1>
    %8 = torch.aten.nonzero %7 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[12],i1> -> !torch.vtensor<[?,1],si64>
    %9 = torch_c.to_builtin_tensor %8 : !torch.vtensor<[?,1],si64> -> tensor<?x1xi64>
    %10 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %11 = tosa.const_shape  values(dense<[-1, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %12 = tosa.slice %9, %10, %11 : (tensor<?x1xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x1xi64>
    %13 = tosa.const_shape  values(dense<-1> : tensor<1xindex>) : () -> !tosa.shape<1>
    %14 = tosa.reshape %12, %13 : (tensor<?x1xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %15 = torch_c.from_builtin_tensor %14 : tensor<?xi64> -> !torch.vtensor<[?],si64>
    %16 = tosa.reshape %arg0, %5 : (tensor<3x4xf32>, !tosa.shape<1>) -> tensor<12xf32>
    %17 = torch_c.from_builtin_tensor %16 : tensor<12xf32> -> !torch.vtensor<[12],f32>
    %18 = torch.aten.index_select %17, %0, %15 {tmlir.not_lowered = "operand 'index' tensor<?xi64> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[12],f32>, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor<[?],f32>
    %19 = torch_c.to_builtin_tensor %18 : !torch.vtensor<[?],f32> -> tensor<?xf32>
    %dim = tensor.dim %19, %c0 : tensor<?xf32>
    %20 = arith.index_cast %dim : index to i64
    %21 = arith.cmpi sle, %20, %c12_i64 : i64
    %22 = arith.extui %21 : i1 to i64
    %23 = arith.cmpi ne, %22, %c0_i64 : i64
    cf.assert %23, "Runtime assertion failed for expression u1 <= 12 on node 'le' (<string>:28:5)"
    return %19 : tensor<?xf32>
  }
}
