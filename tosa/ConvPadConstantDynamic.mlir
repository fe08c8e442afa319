// tmlir e2e reproducer: test ConvPadConstantDynamic (family conv), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: e2e_tests.conv
// BackendContractError: error: 7 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x3x1xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x3x1xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x2x?xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:28:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ConvPadConstantDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x3x?xf32>) -> tensor<?x5x?xf32> {
    %c2 = arith.constant 2 : index
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c3_i64 = arith.constant 3 : i64
    %c1_i64 = arith.constant 1 : i64
    %c6_i64 = arith.constant 6 : i64
    %c0 = arith.constant 0 : index
    %0 = torch_c.from_i64 %c0_i64
    %1 = torch_c.from_i64 %c2_i64
    %2 = torch_c.from_i64 %c3_i64
    %3 = torch_c.from_i64 %c1_i64
    %4 = torch_c.from_i64 %c6_i64
    %dim = tensor.dim %arg0, %c0 : tensor<?x3x?xf32>
    %5 = arith.index_cast %dim : index to i64
    %6 = torch_c.from_i64 %5
    %7 = torch.prim.ListConstruct %6, %2, %3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %8 = torch.aten.full %7, %0, %4, %none, %none, %none {tmlir.not_lowered = "result tensor<?x3x1xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,3,1],f32>
    %9 = torch.prim.ListConstruct %6, %2, %3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.aten.full %9, %0, %4, %none, %none, %none {tmlir.not_lowered = "result tensor<?x3x1xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,3,1],f32>
    %11 = torch_c.to_builtin_tensor %8 : !torch.vtensor<[?,3,1],f32> -> tensor<?x3x1xf32>
    %dim_0 = tensor.dim %11, %c0 : tensor<?x3x1xf32>
    %12 = arith.index_cast %dim_0 : index to i64
    %13 = arith.cmpi eq, %5, %12 : i64
    cf.assert %13, "sizes of tensors must match except in the cat dim (torch.aten.cat) (<string>:25:5)"
    %14 = torch_c.to_builtin_tensor %10 : !torch.vtensor<[?,3,1],f32> -> tensor<?x3x1xf32>
    %dim_1 = tensor.dim %14, %c0 : tensor<?x3x1xf32>
    %15 = arith.index_cast %dim_1 : index to i64
    %16 = arith.cmpi eq, %15, %12 : i64
    cf.assert %16, "sizes of tensors must match except in the cat dim (torch.aten.cat) (<string>:29:5)"
    %17 = tosa.concat %11, %arg0, %14 axis(2) : (tensor<?x3x1xf32>, tensor<?x3x?xf32>, tensor<?x3x1xf32>) -> tensor<?x3x?xf32>
    %dim_2 = tensor.dim %17, %c0 : tensor<?x3x?xf32>
    %18 = arith.index_cast %dim_2 : index to i64
    %19 = torch_c.from_i64 %18
    %dim_3 = tensor.dim %17, %c2 : tensor<?x3x?xf32>
    %20 = arith.index_cast %dim_3 : index to i64
    %21 = torch_c.from_i64 %20
    %22 = torch.prim.ListConstruct %19, %1, %21 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %23 = torch.aten.full %22, %0, %4, %none, %none, %none {tmlir.not_lowered = "result tensor<?x2x?xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,2,?],f32>
    %24 = torch_c.to_builtin_tensor %23 : !torch.vtensor<[?,2,?],f32> -> tensor<?x2x?xf32>
    %dim_4 = tensor.dim %24, %c0 : tensor<?x2x?xf32>
    %25 = arith.index_cast %dim_4 : index to i64
    %26 = arith.cmpi eq, %18, %25 : i64
    cf.assert %26, "sizes of tensors must match except in the cat dim (torch.aten.cat) (<string>:49:5)"
    %dim_5 = tensor.dim %24, %c2 : tensor<?x2x?xf32>
    %27 = arith.index_cast %dim_5 : index to i64
    %28 = arith.cmpi eq, %20, %27 : i64
    cf.assert %28, "sizes of tensors must match except in the cat dim (torch.aten.cat) (<string>:53:5)"
    %29 = tosa.concat %24, %17 axis(1) : (tensor<?x2x?xf32>, tensor<?x3x?xf32>) -> tensor<?x5x?xf32>
    return %29 : tensor<?x5x?xf32>
  }
}
