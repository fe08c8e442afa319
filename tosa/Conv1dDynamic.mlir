// tmlir e2e reproducer: test Conv1dDynamic (family conv), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.conv
// BackendContractError: error: 6 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.convolution' (its lowering did not apply: the input tensor<?x3x?xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt Conv1dDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3x?xf32>, %arg1: tensor<4x3x3xf32>) -> tensor<?x4x?xf32> {
    %c1_i64 = arith.constant 1 : i64
    %false = arith.constant false
    %c0_i64 = arith.constant 0 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c2 = arith.constant 2 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x3x?xf32> -> !torch.vtensor<[?,3,?],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<4x3x3xf32> -> !torch.vtensor<[4,3,3],f32>
    %2 = torch_c.from_i64 %c1_i64
    %3 = torch_c.from_i1 %false
    %4 = torch_c.from_i64 %c0_i64
    %none = torch.constant.none
    %5 = torch.prim.ListConstruct %2 : (!torch.int) -> !torch.list<int>
    %6 = torch.prim.ListConstruct %2 : (!torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %2 : (!torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %4 : (!torch.int) -> !torch.list<int>
    %dim = tensor.dim %arg0, %c2 : tensor<?x3x?xf32>
    %9 = arith.index_cast %dim : index to i64
    %10 = arith.addi %9, %c2_i64 : i64
    %11 = arith.cmpi sge, %10, %c3_i64 : i64
    cf.assert %11, "conv: kernel size can't be greater than input size (torch.aten.convolution) (<string>:16:5)"
    %12 = torch.aten.convolution %0, %1, %none, %5, %6, %7, %3, %8, %2 {tmlir.not_lowered = "the input tensor<?x3x?xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[?,3,?],f32>, !torch.vtensor<[4,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,?],f32>
    %13 = torch_c.to_builtin_tensor %12 : !torch.vtensor<[?,4,?],f32> -> tensor<?x4x?xf32>
    return %13 : tensor<?x4x?xf32>
  }
}
