// tmlir e2e reproducer: test ComplexOnesLike (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/_common.py:36
// BackendContractError: error: 4 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.constant.none' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ComplexOnesLike.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}) -> (tensor<?x4x2xf32> {tmlir.complex_as_real}) {
    %c6_i64 = arith.constant 6 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %c0 = arith.constant 0 : index
    %c1_i64 = arith.constant 1 : i64
    %c4_i64 = arith.constant 4 : i64
    %0 = torch_c.from_i64 %c1_i64
    %1 = torch_c.from_i64 %c4_i64
    %2 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %3 = tosa.const_shape  values(dense<[-1, 4, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %4 = tosa.slice %arg0, %2, %3 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %5 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %6 = tosa.reshape %4, %5 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %dim = tensor.dim %6, %c0 : tensor<?x4xf32>
    %7 = arith.index_cast %dim : index to i64
    %8 = torch_c.from_i64 %7
    %9 = torch.prim.ListConstruct %8, %1 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %10 = torch_c.from_i64 %c6_i64
    %11 = torch.aten.full %9, %0, %10, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %12 = torch_c.from_f64 %cst
    %13 = torch.aten.full %9, %12, %10, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %14 = torch_c.to_builtin_tensor %11 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %15 = tosa.reshape %14, %3 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %16 = torch_c.to_builtin_tensor %13 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %17 = tosa.reshape %16, %3 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %18 = tosa.concat %15, %17 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %18 : tensor<?x4x2xf32>
  }
}
