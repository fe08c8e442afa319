// tmlir e2e reproducer: test ComplexSqrtDynamic (family complex), config tosa
// status: xfail; failed step: lower (pass builtin.module(torch-verify-tosa-backend-contract))
// test source: /work/main/e2e_tests/_common.py:36
// BackendContractError: error: 7 op(s) were not lowered to tosa:
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.aten.full' (its lowering did not apply: result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones))
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.constant.none' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   /work/main/e2e_tests/_common.py:45:0: 'torch.prim.ListConstruct' (no lowering registered for it)
//   (a lowering goes in tmlir/conversion/torch_to_tosa/<family>.py as @lowering("<op name>"), a decomposition into other ops in tmlir/transforms/decompositions/<family>.py)
// rerun: tmlir-opt ComplexSqrtDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}) -> (tensor<?x4x2xf32> {tmlir.complex_as_real}) {
    %c0 = arith.constant 0 : index
    %c4_i64 = arith.constant 4 : i64
    %c6_i64 = arith.constant 6 : i64
    %cst = arith.constant 0x7FF0000000000000 : f64
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f64
    %0 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[-1, 4, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %3 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.reshape %2, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %5 = tosa.const_shape  values(dense<[0, 0, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %6 = tosa.slice %arg0, %5, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %7 = tosa.reshape %6, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %8 = tosa.abs %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %9 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.mul %8, %9, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %12 = tosa.abs %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %13 = tosa.maximum %8, %12 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %14 = tosa.minimum %8, %12 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %15 = torch_c.from_f64 %cst_0
    %16 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %17 = tosa.equal %13, %16 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %18 = torch_c.from_f64 %cst_1
    %19 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %20 = tosa.select %17, %19, %13 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %21 = tosa.reciprocal %20 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %22 = tosa.mul %14, %21, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %23 = tosa.mul %22, %22, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %24 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %25 = tosa.add %23, %24 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %26 = tosa.rsqrt %25 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %27 = tosa.reciprocal %26 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %28 = tosa.mul %13, %27, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %29 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %30 = tosa.select %17, %29, %28 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %31 = tosa.const  values(dense<0x7F800000> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %32 = tosa.equal %8, %31 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %33 = tosa.equal %12, %31 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %34 = tosa.const  values(dense<1> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %35 = tosa.const  values(dense<0> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %36 = tosa.select %32, %34, %35 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %37 = tosa.select %33, %34, %35 : (tensor<?x4xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<?x4xi32>
    %38 = tosa.equal %36, %35 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %39 = tosa.logical_not %38 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %40 = tosa.equal %37, %35 : (tensor<?x4xi32>, tensor<1x1xi32>) -> tensor<?x4xi1>
    %41 = tosa.logical_not %40 : (tensor<?x4xi1>) -> tensor<?x4xi1>
    %42 = tosa.logical_or %39, %41 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %43 = torch_c.from_f64 %cst
    %44 = tosa.const  values(dense<0x7F800000> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %45 = tosa.select %42, %44, %30 : (tensor<?x4xi1>, tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %46 = tosa.mul %45, %9, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %47 = tosa.add %11, %46 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %48 = tosa.rsqrt %47 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %49 = tosa.reciprocal %48 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %50 = tosa.equal %49, %16 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %dim = tensor.dim %49, %c0 : tensor<?x4xf32>
    %51 = arith.index_cast %dim : index to i64
    %52 = torch_c.from_i64 %51
    %53 = torch_c.from_i64 %c4_i64
    %54 = torch.prim.ListConstruct %52, %53 : (!torch.int, !torch.int) -> !torch.list<int>
    %55 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %56 = torch.aten.full %54, %18, %55, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %57 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %58 = tosa.mul %49, %57, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %59 = torch_c.to_builtin_tensor %56 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %60 = tosa.select %50, %59, %58 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %61 = tosa.reciprocal %60 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %62 = tosa.mul %7, %61, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %63 = tosa.greater_equal %4, %16 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %64 = tosa.abs %62 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %65 = tosa.select %63, %49, %64 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %66 = tosa.abs %49 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %67 = tosa.greater %16, %7 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %68 = tosa.equal %7, %16 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %69 = tosa.reciprocal %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %70 = tosa.greater %16, %69 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %71 = tosa.logical_and %68, %70 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %72 = tosa.logical_or %67, %71 : (tensor<?x4xi1>, tensor<?x4xi1>) -> tensor<?x4xi1>
    %73 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %74 = tosa.negate %66, %73, %73 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %75 = tosa.select %72, %74, %66 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %76 = tosa.select %63, %62, %75 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %77 = torch.prim.ListConstruct %52, %53 : (!torch.int, !torch.int) -> !torch.list<int>
    %78 = torch.aten.full %77, %15, %55, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %79 = torch_c.to_builtin_tensor %78 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %80 = tosa.select %50, %79, %65 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %81 = tosa.select %50, %7, %76 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %82 = torch.prim.ListConstruct %52, %53 : (!torch.int, !torch.int) -> !torch.list<int>
    %83 = torch.aten.full %82, %43, %55, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %84 = torch_c.to_builtin_tensor %83 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %85 = tosa.select %33, %84, %80 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %86 = tosa.select %33, %7, %81 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %87 = tosa.reshape %85, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %88 = tosa.reshape %86, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %89 = tosa.concat %87, %88 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %89 : tensor<?x4x2xf32>
  }
}
