// tmlir e2e reproducer: test ComplexReciprocalDynamic (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/_common.py:36
// BackendContractError: error: 5 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ComplexReciprocalDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}) -> (tensor<?x4x2xf32> {tmlir.complex_as_real}) {
    %c0 = arith.constant 0 : index
    %c4_i64 = arith.constant 4 : i64
    %cst = arith.constant 1.000000e+00 : f64
    %c6_i64 = arith.constant 6 : i64
    %cst_0 = arith.constant 0.000000e+00 : f64
    %0 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[-1, 4, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %3 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.reshape %2, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %5 = tosa.const_shape  values(dense<[0, 0, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %6 = tosa.slice %arg0, %5, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %7 = tosa.reshape %6, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %dim = tensor.dim %4, %c0 : tensor<?x4xf32>
    %8 = arith.index_cast %dim : index to i64
    %9 = torch_c.from_i64 %8
    %10 = torch_c.from_i64 %c4_i64
    %11 = torch.prim.ListConstruct %9, %10 : (!torch.int, !torch.int) -> !torch.list<int>
    %12 = torch_c.from_f64 %cst
    %13 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %14 = torch.aten.full %11, %12, %13, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %15 = torch.prim.ListConstruct %9, %10 : (!torch.int, !torch.int) -> !torch.list<int>
    %16 = torch_c.from_f64 %cst_0
    %17 = torch.aten.full %15, %16, %13, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %18 = tosa.abs %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %19 = tosa.abs %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %20 = tosa.greater_equal %18, %19 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %21 = tosa.reciprocal %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %22 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %23 = tosa.mul %7, %21, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %24 = tosa.mul %7, %23, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %25 = tosa.add %4, %24 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %26 = torch_c.to_builtin_tensor %17 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %27 = tosa.mul %26, %23, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %28 = torch_c.to_builtin_tensor %14 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %29 = tosa.add %28, %27 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %30 = tosa.reciprocal %25 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %31 = tosa.mul %29, %30, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %32 = tosa.mul %28, %23, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %33 = tosa.sub %26, %32 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %34 = tosa.mul %33, %30, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %35 = tosa.reciprocal %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %36 = tosa.mul %4, %35, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %37 = tosa.mul %4, %36, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %38 = tosa.add %7, %37 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %39 = tosa.mul %28, %36, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %40 = tosa.add %39, %26 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %41 = tosa.reciprocal %38 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %42 = tosa.mul %40, %41, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %43 = tosa.mul %26, %36, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %44 = tosa.sub %43, %28 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %45 = tosa.mul %44, %41, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %46 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %47 = tosa.equal %4, %46 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %48 = tosa.equal %7, %46 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %49 = tosa.const  values(dense<1> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %50 = tosa.const  values(dense<0> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %51 = tosa.select %47, %49, %50 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %52 = tosa.select %48, %49, %50 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %53 = tosa.equal %51, %50 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %54 = tosa.logical_not %53 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %55 = tosa.equal %52, %50 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %56 = tosa.logical_not %55 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %57 = tosa.logical_and %54, %56 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %58 = tosa.reciprocal %18 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %59 = tosa.mul %28, %58, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %60 = tosa.reciprocal %19 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %61 = tosa.mul %26, %60, %22 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %62 = tosa.select %20, %31, %42 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %63 = tosa.select %57, %59, %62 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %64 = tosa.select %20, %34, %45 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %65 = tosa.select %57, %61, %64 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %66 = tosa.reshape %63, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %67 = tosa.reshape %65, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %68 = tosa.concat %66, %67 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %68 : tensor<?x4x2xf32>
  }
}
