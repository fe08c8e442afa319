// tmlir e2e reproducer: test ComplexExpDynamic (family complex), config tosa
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
// rerun: tmlir-opt ComplexExpDynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
module {
  func.func @main(%arg0: tensor<?x4x2xf32> {tmlir.complex_as_real}) -> (tensor<?x4x2xf32> {tmlir.complex_as_real}) {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 2.08767569878681E-9 : f64
    %c0 = arith.constant 0 : index
    %c4_i64 = arith.constant 4 : i64
    %cst_1 = arith.constant -2.505210838544172E-8 : f64
    %c6_i64 = arith.constant 6 : i64
    %0 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[-1, 4, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %3 = tosa.const_shape  values(dense<[-1, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.reshape %2, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %5 = tosa.const_shape  values(dense<[0, 0, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %6 = tosa.slice %arg0, %5, %1 : (tensor<?x4x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %7 = tosa.reshape %6, %3 : (tensor<?x4x1xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
    %8 = tosa.exp %4 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %9 = tosa.const  values(dense<0.636619746> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.mul %7, %9, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %12 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %13 = tosa.add %11, %12 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %14 = tosa.floor %13 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %15 = tosa.const  values(dense<2.44140625E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %16 = tosa.mul %14, %15, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %17 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %18 = tosa.greater %17, %16 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %19 = tosa.ceil %16 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %20 = tosa.floor %16 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %21 = tosa.select %18, %19, %20 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %22 = tosa.const  values(dense<4.096000e+03> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %23 = tosa.mul %21, %22, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %24 = tosa.sub %14, %23 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %25 = tosa.const  values(dense<1.5703125> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %26 = tosa.mul %23, %25, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %27 = tosa.sub %7, %26 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %28 = tosa.mul %24, %25, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %29 = tosa.sub %27, %28 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %30 = tosa.const  values(dense<4.83751297E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %31 = tosa.mul %23, %30, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %32 = tosa.sub %29, %31 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %33 = tosa.mul %24, %30, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %34 = tosa.sub %32, %33 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %35 = tosa.const  values(dense<7.54953362E-8> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %36 = tosa.mul %23, %35, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %37 = tosa.sub %34, %36 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %38 = tosa.mul %24, %35, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %39 = tosa.sub %37, %38 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %40 = tosa.const  values(dense<2.56328292E-12> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %41 = tosa.mul %23, %40, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %42 = tosa.sub %39, %41 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %43 = tosa.mul %24, %40, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %44 = tosa.sub %42, %43 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %45 = tosa.mul %44, %44, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %dim = tensor.dim %45, %c0 : tensor<?x4xf32>
    %46 = arith.index_cast %dim : index to i64
    %47 = torch_c.from_i64 %46
    %48 = torch_c.from_i64 %c4_i64
    %49 = torch.prim.ListConstruct %47, %48 : (!torch.int, !torch.int) -> !torch.list<int>
    %50 = torch_c.from_f64 %cst_1
    %51 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %52 = torch.aten.full %49, %50, %51, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %53 = torch_c.to_builtin_tensor %52 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %54 = tosa.mul %53, %45, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %55 = tosa.const  values(dense<2.75573188E-6> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %56 = tosa.add %54, %55 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %57 = tosa.mul %56, %45, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %58 = tosa.const  values(dense<-1.98412701E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %59 = tosa.add %57, %58 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %60 = tosa.mul %59, %45, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %61 = tosa.const  values(dense<0.00833333377> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %62 = tosa.add %60, %61 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %63 = tosa.mul %62, %45, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %64 = tosa.const  values(dense<-0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %65 = tosa.add %63, %64 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %66 = tosa.mul %65, %45, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %67 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %68 = tosa.add %66, %67 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %69 = tosa.mul %44, %68, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %70 = torch.prim.ListConstruct %47, %48 : (!torch.int, !torch.int) -> !torch.list<int>
    %71 = torch_c.from_f64 %cst_0
    %72 = torch.aten.full %70, %71, %51, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %73 = torch_c.to_builtin_tensor %72 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %74 = tosa.mul %73, %45, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %75 = tosa.const  values(dense<-2.755732E-7> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %76 = tosa.add %74, %75 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %77 = tosa.mul %76, %45, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %78 = tosa.const  values(dense<2.48015876E-5> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %79 = tosa.add %77, %78 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %80 = tosa.mul %79, %45, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %81 = tosa.const  values(dense<-0.00138888892> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %82 = tosa.add %80, %81 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %83 = tosa.mul %82, %45, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %84 = tosa.const  values(dense<0.0416666679> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %85 = tosa.add %83, %84 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %86 = tosa.mul %85, %45, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %87 = tosa.const  values(dense<-5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %88 = tosa.add %86, %87 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %89 = tosa.mul %88, %45, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %90 = tosa.add %89, %67 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %91 = tosa.const  values(dense<2.500000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %92 = tosa.mul %14, %91, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %93 = tosa.floor %92 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %94 = tosa.const  values(dense<4.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %95 = tosa.mul %93, %94, %10 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %96 = tosa.sub %14, %95 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %97 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %98 = tosa.negate %69, %97, %97 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %99 = tosa.negate %90, %97, %97 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %100 = tosa.equal %96, %67 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %101 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %102 = tosa.equal %96, %101 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %103 = tosa.const  values(dense<3.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %104 = tosa.equal %96, %103 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %105 = tosa.select %104, %99, %69 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %106 = tosa.select %102, %98, %105 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %107 = tosa.select %100, %90, %106 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %108 = tosa.select %104, %69, %90 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %109 = tosa.select %102, %99, %108 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %110 = tosa.select %100, %98, %109 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %111 = tosa.abs %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %112 = tosa.const  values(dense<8.000000e+06> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %113 = tosa.greater %112, %111 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %114 = tosa.sin %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %115 = tosa.select %113, %107, %114 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %116 = tosa.cos %7 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %117 = tosa.select %113, %110, %116 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %118 = tosa.mul %8, %117, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %119 = tosa.mul %8, %115, %10 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %120 = torch_c.from_f64 %cst
    %121 = tosa.equal %7, %17 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %122 = tosa.select %121, %8, %118 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %123 = tosa.select %121, %7, %119 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %124 = tosa.equal %8, %17 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %dim_2 = tensor.dim %4, %c0 : tensor<?x4xf32>
    %125 = arith.index_cast %dim_2 : index to i64
    %126 = torch_c.from_i64 %125
    %127 = torch.prim.ListConstruct %126, %48 : (!torch.int, !torch.int) -> !torch.list<int>
    %128 = torch.aten.full %127, %120, %51, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %129 = torch_c.to_builtin_tensor %128 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %130 = tosa.select %124, %129, %122 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %131 = tosa.select %124, %129, %123 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %132 = tosa.reshape %130, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %133 = tosa.reshape %131, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %134 = tosa.concat %132, %133 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %134 : tensor<?x4x2xf32>
  }
}
