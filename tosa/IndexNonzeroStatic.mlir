// tmlir e2e reproducer: test IndexNonzeroStatic (family indexing), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.indexing
// BackendContractError: error: 4 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.slice.Tensor' (its lowering did not apply: dim 0 of tensor<?x2xi64> is dynamic)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.nonzero' (its lowering did not apply: the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.slice.Tensor' (its lowering did not apply: dim 0 of tensor<?x2xi64> is dynamic)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt IndexNonzeroStatic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<3x4xi64>) -> (tensor<?x2xi64>, tensor<?x2xi64>) {
    %c0_i64 = arith.constant 0 : i64
    %c5_i64 = arith.constant 5 : i64
    %c1_i64 = arith.constant 1 : i64
    %c20_i64 = arith.constant 20 : i64
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<3x4xi64> -> !torch.vtensor<[3,4],si64>
    %1 = torch_c.from_i64 %c0_i64
    %2 = torch_c.from_i64 %c5_i64
    %3 = torch_c.from_i64 %c1_i64
    %4 = torch_c.from_i64 %c20_i64
    %5 = torch.aten.nonzero %0 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[3,4],si64> -> !torch.vtensor<[?,2],si64>
    %6 = tosa.const  values(dense<-7> : tensor<5x2xi64>) : () -> tensor<5x2xi64>
    %7 = torch_c.to_builtin_tensor %5 : !torch.vtensor<[?,2],si64> -> tensor<?x2xi64>
    %8 = tosa.concat %7, %6 axis(0) : (tensor<?x2xi64>, tensor<5x2xi64>) -> tensor<?x2xi64>
    %9 = torch_c.from_builtin_tensor %8 : tensor<?x2xi64> -> !torch.vtensor<[?,2],si64>
    %10 = torch.aten.slice.Tensor %9, %1, %1, %2, %3 {tmlir.not_lowered = "dim 0 of tensor<?x2xi64> is dynamic"} : !torch.vtensor<[?,2],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,2],si64>
    %11 = torch.aten.nonzero %0 {tmlir.not_lowered = "the result has one row per nonzero element (a data-dependent result shape), and TOSA takes static shapes only"} : !torch.vtensor<[3,4],si64> -> !torch.vtensor<[?,2],si64>
    %12 = tosa.const  values(dense<-1> : tensor<20x2xi64>) : () -> tensor<20x2xi64>
    %13 = torch_c.to_builtin_tensor %11 : !torch.vtensor<[?,2],si64> -> tensor<?x2xi64>
    %14 = tosa.concat %13, %12 axis(0) : (tensor<?x2xi64>, tensor<20x2xi64>) -> tensor<?x2xi64>
    %15 = torch_c.from_builtin_tensor %14 : tensor<?x2xi64> -> !torch.vtensor<[?,2],si64>
    %16 = torch.aten.slice.Tensor %15, %1, %1, %4, %3 {tmlir.not_lowered = "dim 0 of tensor<?x2xi64> is dynamic"} : !torch.vtensor<[?,2],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,2],si64>
    %17 = torch_c.to_builtin_tensor %10 : !torch.vtensor<[?,2],si64> -> tensor<?x2xi64>
    %18 = torch_c.to_builtin_tensor %16 : !torch.vtensor<[?,2],si64> -> tensor<?x2xi64>
    return %17, %18 : tensor<?x2xi64>, tensor<?x2xi64>
  }
}
