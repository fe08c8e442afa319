// tmlir e2e reproducer: test Conv2dDynamicWindowGroups (family conv), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.conv
// BackendContractError: error: 6 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.convolution' (its lowering did not apply: the input tensor<1x4x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt Conv2dDynamicWindowGroups.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<1x4x?x?xf32>, %arg1: tensor<?x2x?x?xf32>) -> tensor<1x?x?x?xf32> {
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %false = arith.constant false
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = torch_c.from_builtin_tensor %arg0 : tensor<1x4x?x?xf32> -> !torch.vtensor<[1,4,?,?],f32>
    %1 = torch_c.from_builtin_tensor %arg1 : tensor<?x2x?x?xf32> -> !torch.vtensor<[?,2,?,?],f32>
    %2 = torch_c.from_i64 %c1_i64
    %3 = torch_c.from_i64 %c0_i64
    %4 = torch_c.from_i1 %false
    %5 = torch_c.from_i64 %c2_i64
    %none = torch.constant.none
    %6 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %2, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.prim.ListConstruct %3, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %dim = tensor.dim %arg1, %c0 : tensor<?x2x?x?xf32>
    %10 = arith.index_cast %dim : index to i64
    %11 = arith.remsi %10, %c2_i64 : i64
    %12 = arith.cmpi ne, %11, %c0_i64 : i64
    %13 = arith.cmpi slt, %11, %c0_i64 : i64
    %14 = arith.andi %12, %13 : i1
    %15 = arith.addi %11, %c2_i64 : i64
    %16 = arith.select %14, %15, %11 : i64
    %17 = arith.cmpi eq, %16, %c0_i64 : i64
    cf.assert %17, "conv: out channels must be divisible by groups (torch.aten.convolution) (<string>:16:5)"
    %dim_0 = tensor.dim %arg0, %c2 : tensor<1x4x?x?xf32>
    %18 = arith.index_cast %dim_0 : index to i64
    %dim_1 = tensor.dim %arg1, %c2 : tensor<?x2x?x?xf32>
    %19 = arith.index_cast %dim_1 : index to i64
    %20 = arith.cmpi sge, %18, %19 : i64
    cf.assert %20, "conv: kernel size can't be greater than input size (torch.aten.convolution) (<string>:22:5)"
    %dim_2 = tensor.dim %arg0, %c3 : tensor<1x4x?x?xf32>
    %21 = arith.index_cast %dim_2 : index to i64
    %dim_3 = tensor.dim %arg1, %c3 : tensor<?x2x?x?xf32>
    %22 = arith.index_cast %dim_3 : index to i64
    %23 = arith.cmpi sge, %21, %22 : i64
    cf.assert %23, "conv: kernel size can't be greater than input size (torch.aten.convolution) (<string>:28:5)"
    %24 = torch.aten.convolution %0, %1, %none, %6, %7, %8, %4, %9, %5 {tmlir.not_lowered = "the input tensor<1x4x?x?xf32> has dynamic dims (this TOSA lowering needs static shapes)"} : !torch.vtensor<[1,4,?,?],f32>, !torch.vtensor<[?,2,?,?],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,?,?,?],f32>
    %25 = torch_c.to_builtin_tensor %24 : !torch.vtensor<[1,?,?,?],f32> -> tensor<1x?x?x?xf32>
    return %25 : tensor<1x?x?x?xf32>
  }
}
