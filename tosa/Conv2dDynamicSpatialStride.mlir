// tmlir e2e reproducer: test Conv2dDynamicSpatialStride (family conv), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.conv
// BackendContractError: error: 6 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.convolution' (its lowering did not apply: the input tensor<2x3x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt Conv2dDynamicSpatialStride.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<2x3x?x?xf32>, %arg1: tensor<4x3x3x3xf32>) -> tensor<2x4x?x?xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %false = arith.constant false
    %c0_i64 = arith.constant 0 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<2x3x?x?xf32> -> !torch.vtensor<[2,3,?,?],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<4x3x3x3xf32> -> !torch.vtensor<[4,3,3,3],f32>
    %2 = torch_c.from_i64 %c2_i64
    %3 = torch_c.from_i64 %c1_i64
    %4 = torch_c.from_i1 %false
    %5 = torch_c.from_i64 %c0_i64
    %none = torch.constant.none
    %6 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.prim.ListConstruct %5, %5 : (!torch.int, !torch.int) -> !torch.list<int>
    %dim = tensor.dim %arg0, %c2 : tensor<2x3x?x?xf32>
    %10 = arith.index_cast %dim : index to i64
    %11 = arith.addi %10, %c2_i64 : i64
    %12 = arith.cmpi sge, %11, %c3_i64 : i64
    cf.assert %12, "conv: kernel size can't be greater than input size (torch.aten.convolution) (<string>:16:5)"
    %dim_0 = tensor.dim %arg0, %c3 : tensor<2x3x?x?xf32>
    %13 = arith.index_cast %dim_0 : index to i64
    %14 = arith.addi %13, %c2_i64 : i64
    %15 = arith.cmpi sge, %14, %c3_i64 : i64
    cf.assert %15, "conv: kernel size can't be greater than input size (torch.aten.convolution) (<string>:20:5)"
    %16 = torch.aten.convolution %0, %1, %none, %6, %7, %8, %4, %9, %3 {tmlir.not_lowered = "the input tensor<2x3x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[2,3,?,?],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,4,?,?],f32>
    %17 = torch_c.to_builtin_tensor %16 : !torch.vtensor<[2,4,?,?],f32> -> tensor<2x4x?x?xf32>
    return %17 : tensor<2x4x?x?xf32>
  }
}
