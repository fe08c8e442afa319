// tmlir e2e reproducer: test ComplexMmDynamic (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/_common.py:48
// BackendContractError: error: 6 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:50:0: 'torch.aten.mm' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
//   /work/main/e2e_tests/_common.py:50:0: 'torch.aten.mm' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
//   /work/main/e2e_tests/_common.py:50:0: 'torch.aten.mm' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
//   /work/main/e2e_tests/_common.py:50:0: 'torch.aten.mm' (its lowering did not apply: matmul with more than one dynamic dim (tosa.reshape infers only one))
//   /work/main/e2e_tests/_common.py:50:0: 'torch.aten.unsqueeze' (its lowering did not apply: reshape of tensor<?x?xf32> to a shape with 2 dynamic dims (tosa.reshape infers at most one))
//   /work/main/e2e_tests/_common.py:50:0: 'torch.aten.unsqueeze' (its lowering did not apply: reshape of tensor<?x?xf32> to a shape with 2 dynamic dims (tosa.reshape infers at most one))
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ComplexMmDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}, %arg1: tensor<4x?x2xf32> {tmlir.complex_as_real}) -> (tensor<?x?x2xf32> {tmlir.complex_as_real}) {
    %c2_i64 = arith.constant 2 : i64
    %0 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[-1, 4, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %3 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.reshape %2, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %5 = torch_c.from_builtin_tensor %4 : tensor<?x4xf32> -> !torch.vtensor<[?,4],f32>
    %6 = tosa.const_shape  values(dense<[0, 0, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %7 = tosa.slice %arg0, %6, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %8 = tosa.reshape %7, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %9 = torch_c.from_builtin_tensor %8 : tensor<?x4xf32> -> !torch.vtensor<[?,4],f32>
    %10 = tosa.const_shape  values(dense<[4, -1, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %11 = tosa.slice %arg1, %0, %10 : (tensor<4x?x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<4x?x1xf32>
    %12 = tosa.const_shape  values(dense<[4, -1]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %13 = tosa.reshape %11, %12 : (tensor<4x?x1xf32>, !tosa.shape<2>) -> tensor<4x?xf32>
    %14 = torch_c.from_builtin_tensor %13 : tensor<4x?xf32> -> !torch.vtensor<[4,?],f32>
    %15 = tosa.slice %arg1, %6, %10 : (tensor<4x?x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<4x?x1xf32>
    %16 = tosa.reshape %15, %12 : (tensor<4x?x1xf32>, !tosa.shape<2>) -> tensor<4x?xf32>
    %17 = torch_c.from_builtin_tensor %16 : tensor<4x?xf32> -> !torch.vtensor<[4,?],f32>
    %18 = torch.aten.mm %5, %14 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4,?],f32> -> !torch.vtensor<[?,?],f32>
    %19 = torch.aten.mm %5, %17 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4,?],f32> -> !torch.vtensor<[?,?],f32>
    %20 = torch.aten.mm %9, %14 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4,?],f32> -> !torch.vtensor<[?,?],f32>
    %21 = torch.aten.mm %9, %17 {tmlir.not_lowered = "matmul with more than one dynamic dim (tosa.reshape infers only one)"} : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4,?],f32> -> !torch.vtensor<[?,?],f32>
    %22 = torch_c.to_builtin_tensor %21 : !torch.vtensor<[?,?],f32> -> tensor<?x?xf32>
    %23 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %24 = tosa.negate %22, %23, %23 : (tensor<?x?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?xf32>
    %25 = torch_c.to_builtin_tensor %18 : !torch.vtensor<[?,?],f32> -> tensor<?x?xf32>
    %26 = tosa.add %25, %24 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %27 = torch_c.from_builtin_tensor %26 : tensor<?x?xf32> -> !torch.vtensor<[?,?],f32>
    %28 = torch_c.to_builtin_tensor %19 : !torch.vtensor<[?,?],f32> -> tensor<?x?xf32>
    %29 = torch_c.to_builtin_tensor %20 : !torch.vtensor<[?,?],f32> -> tensor<?x?xf32>
    %30 = tosa.add %28, %29 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %31 = torch_c.from_builtin_tensor %30 : tensor<?x?xf32> -> !torch.vtensor<[?,?],f32>
    %32 = torch_c.from_i64 %c2_i64
    %33 = torch.aten.unsqueeze %27, %32 {tmlir.not_lowered = "reshape of tensor<?x?xf32> to a shape with 2 dynamic dims (tosa.reshape infers at most one)"} : !torch.vtensor<[?,?],f32>, !torch.int -> !torch.vtensor<[?,?,1],f32>
    %34 = torch.aten.unsqueeze %31, %32 {tmlir.not_lowered = "reshape of tensor<?x?xf32> to a shape with 2 dynamic dims (tosa.reshape infers at most one)"} : !torch.vtensor<[?,?],f32>, !torch.int -> !torch.vtensor<[?,?,1],f32>
    %35 = torch_c.to_builtin_tensor %33 : !torch.vtensor<[?,?,1],f32> -> tensor<?x?x1xf32>
    %36 = torch_c.to_builtin_tensor %34 : !torch.vtensor<[?,?,1],f32> -> tensor<?x?x1xf32>
    %37 = tosa.concat %35, %36 axis(2) : (tensor<?x?x1xf32>, tensor<?x?x1xf32>) -> tensor<?x?x2xf32>
    return %37 : tensor<?x?x2xf32>
  }
}
