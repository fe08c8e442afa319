// tmlir e2e reproducer: test ComplexSquareDynamic (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/_common.py:36
// BackendContractError: error: 9 op(s) were not lowered to tosa:
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:14: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If' (its lowering did not apply: a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:37:13: 'torch.prim.If.yield' (no lowering registered for it)
//   /work/main/tmlir/library/shape_helpers.py:35:13: 'torch.prim.If.yield' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ComplexSquareDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}) -> (tensor<?x4x2xf32> {tmlir.complex_as_real}) {
    %c0 = arith.constant 0 : index
    %c1_i64 = arith.constant 1 : i64
    %true = arith.constant true
    %false = arith.constant false
    %0 = torch_c.from_i1 %true
    %1 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.const_shape  values(dense<[-1, 4, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %3 = tosa.slice %arg0, %1, %2 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %4 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %5 = tosa.reshape %3, %4 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %6 = tosa.const_shape  values(dense<[0, 0, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %7 = tosa.slice %arg0, %6, %2 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %8 = tosa.reshape %7, %4 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %dim = tensor.dim %5, %c0 : tensor<?x4xf32>
    %9 = arith.index_cast %dim : index to i64
    %10 = torch_c.from_i64 %9
    %11 = arith.cmpi eq, %9, %c1_i64 : i64
    %12 = torch_c.from_i1 %11
    %13 = torch.prim.If %12 -> (!torch.int) {
      torch.prim.If.yield %10 : !torch.int
    } else {
      %23 = torch.prim.If %12 -> (!torch.bool) {
        torch.prim.If.yield %0 : !torch.bool
      } else {
        %24 = torch_c.from_i1 %true
        torch.prim.If.yield %24 : !torch.bool
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If %23 -> () {
        torch.prim.If.yield
      } else {
        cf.assert %false, "shapes cannot be broadcast together (torch.aten.mul.Tensor) (<string>:23:9)"
        torch.prim.If.yield
      } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
      torch.prim.If.yield %10 : !torch.int
    } {tmlir.not_lowered = "a runtime check of dynamic dims or data-dependent values (from the shape functions): TOSA has no control flow; export with static shapes, or pass guards=False to drop the checks"}
    %14 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %15 = tosa.mul %5, %5, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %16 = tosa.mul %8, %8, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %17 = tosa.sub %15, %16 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %18 = tosa.mul %5, %8, %14 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %19 = tosa.add %18, %18 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %20 = tosa.reshape %17, %2 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %21 = tosa.reshape %19, %2 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %22 = tosa.concat %20, %21 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %22 : tensor<?x4x2xf32>
  }
}
