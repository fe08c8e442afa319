// tmlir e2e reproducer: test ConvolutionBackward2dDynamicBatch (family exported_ops), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.exported_ops
// BackendContractError: error: 11 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.convolution' (its lowering did not apply: the input tensor<?x4x9x8xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.convolution' (its lowering did not apply: the input tensor<3x?x11x10xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ConvolutionBackward2dDynamicBatch.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x9x8xf32>, %arg1: tensor<?x3x11x10xf32>, %arg2: tensor<4x3x3x3xf32>) -> (tensor<?x3x11x10xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) {
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %true = arith.constant true
    %false = arith.constant false
    %c1 = arith.constant 1 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x4x9x8xf32> -> !torch.vtensor<[?,4,9,8],f32>
    %1 = torch_c.from_builtin_tensor %arg2 : tensor<4x3x3x3xf32> -> !torch.vtensor<[4,3,3,3],f32>
    %2 = torch_c.from_i64 %c1_i64
    %3 = torch_c.from_i64 %c0_i64
    %4 = torch_c.from_i1 %true
    %5 = torch_c.from_i1 %false
    %none = torch.constant.none
    %6 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.aten.convolution %0, %1, %none, %6, %7, %8, %4, %9, %2 {tmlir.not_lowered = "the input tensor<?x4x9x8xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,4,9,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,3,11,10],f32>
    %11 = tosa.transpose %arg1 perms([1, 0, 2, 3]) : (tensor<?x3x11x10xf32>) -> tensor<3x?x11x10xf32>
    %12 = torch_c.from_builtin_tensor %11 : tensor<3x?x11x10xf32> -> !torch.vtensor<[3,?,11,10],f32>
    %13 = tosa.transpose %arg0 perms([1, 0, 2, 3]) : (tensor<?x4x9x8xf32>) -> tensor<4x?x9x8xf32>
    %14 = torch_c.from_builtin_tensor %13 : tensor<4x?x9x8xf32> -> !torch.vtensor<[4,?,9,8],f32>
    %15 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %16 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %17 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %18 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %dim = tensor.dim %11, %c1 : tensor<3x?x11x10xf32>
    %19 = arith.index_cast %dim : index to i64
    %dim_0 = tensor.dim %13, %c1 : tensor<4x?x9x8xf32>
    %20 = arith.index_cast %dim_0 : index to i64
    %21 = arith.cmpi eq, %19, %20 : i64
    cf.assert %21, "conv: input channels must equal weight channels * groups (torch.aten.convolution) (<string>:24:5)"
    %22 = torch.aten.convolution %12, %14, %none, %15, %16, %17, %5, %18, %2 {tmlir.not_lowered = "the input tensor<3x?x11x10xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[3,?,11,10],f32>, !torch.vtensor<[4,?,9,8],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[3,4,3,3],f32>
    %23 = torch_c.to_builtin_tensor %22 : !torch.vtensor<[3,4,3,3],f32> -> tensor<3x4x3x3xf32>
    %24 = tosa.transpose %23 perms([1, 0, 2, 3]) : (tensor<3x4x3x3xf32>) -> tensor<4x3x3x3xf32>
    %25 = tosa.reduce_sum %arg0 axis(0) : (tensor<?x4x9x8xf32>) -> tensor<1x4x9x8xf32>
    %26 = tosa.reduce_sum %25 axis(2) : (tensor<1x4x9x8xf32>) -> tensor<1x4x1x8xf32>
    %27 = tosa.reduce_sum %26 axis(3) : (tensor<1x4x1x8xf32>) -> tensor<1x4x1x1xf32>
    %28 = tosa.const_shape  values(dense<4> : tensor<1xindex>) : () -> !tosa.shape<1>
    %29 = tosa.reshape %27, %28 : (tensor<1x4x1x1xf32>, !tosa.shape<1>) -> tensor<4xf32>
    %30 = torch_c.to_builtin_tensor %10 : !torch.vtensor<[?,3,11,10],f32> -> tensor<?x3x11x10xf32>
    return %30, %24, %29 : tensor<?x3x11x10xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>
  }
}
