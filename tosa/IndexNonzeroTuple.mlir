// tmlir e2e reproducer: test IndexNonzeroTuple (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 1 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexNonzeroTuple.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<3x4xi64>) -> (tensor<?xi64>, tensor<?xi64>) {
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c12_i64 = arith.constant 12 : i64
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<3x4xi64> -> !torch.vtensor<[3,4],si64>
    %1 = torch.aten.nonzero %0 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[3,4],si64> -> !torch.vtensor<[?,2],si64>
    %2 = torch_c.to_builtin_tensor %1 : !torch.vtensor<[?,2],si64> -> tensor<?x2xi64>
    %3 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.const_shape  values(dense<[-1, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %5 = tosa.slice %2, %3, %4 : (tensor<?x2xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x1xi64>
    %6 = tosa.const_shape  values(dense<-1> : tensor<1xindex>) : () -> !tosa.shape<1>
    %7 = tosa.reshape %5, %6 : (tensor<?x1xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %8 = tosa.const_shape  values(dense<[0, 1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %9 = tosa.slice %2, %8, %4 : (tensor<?x2xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x1xi64>
    %10 = tosa.reshape %9, %6 : (tensor<?x1xi64>, !tosa.shape<1>) -> tensor<?xi64>
    %dim = tensor.dim %7, %c0 : tensor<?xi64>
    %11 = arith.index_cast %dim : index to i64
    %12 = arith.cmpi sle, %11, %c12_i64 : i64
    %13 = arith.extui %12 : i1 to i64
    %14 = arith.cmpi ne, %13, %c0_i64 : i64
    cf.assert %14, "Runtime assertion failed for expression u1 <= 12 on node 'le' (<string>:17:5)"
    return %7, %10 : tensor<?xi64>, tensor<?xi64>
  }
}
