// tmlir e2e reproducer: test ComplexExp2Dynamic (family complex), config tosa
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
// rerun: tmlir-opt ComplexExp2Dynamic.mlir --pass-pipeline='builtin.module(torch-verify-tosa-backend-contract)'
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
    %8 = tosa.const  values(dense<0.693147182> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %9 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.mul %4, %8, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %11 = tosa.mul %7, %8, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %12 = tosa.exp %10 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %13 = tosa.const  values(dense<0.636619746> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %14 = tosa.mul %11, %13, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %15 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %16 = tosa.add %14, %15 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %17 = tosa.floor %16 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %18 = tosa.const  values(dense<2.44140625E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %19 = tosa.mul %17, %18, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %20 = tosa.const  values(dense<0.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %21 = tosa.greater %20, %19 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %22 = tosa.ceil %19 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %23 = tosa.floor %19 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %24 = tosa.select %21, %22, %23 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %25 = tosa.const  values(dense<4.096000e+03> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %26 = tosa.mul %24, %25, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %27 = tosa.sub %17, %26 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %28 = tosa.const  values(dense<1.5703125> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %29 = tosa.mul %26, %28, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %30 = tosa.sub %11, %29 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %31 = tosa.mul %27, %28, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %32 = tosa.sub %30, %31 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %33 = tosa.const  values(dense<4.83751297E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %34 = tosa.mul %26, %33, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %35 = tosa.sub %32, %34 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %36 = tosa.mul %27, %33, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %37 = tosa.sub %35, %36 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %38 = tosa.const  values(dense<7.54953362E-8> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %39 = tosa.mul %26, %38, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %40 = tosa.sub %37, %39 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %41 = tosa.mul %27, %38, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %42 = tosa.sub %40, %41 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %43 = tosa.const  values(dense<2.56328292E-12> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %44 = tosa.mul %26, %43, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %45 = tosa.sub %42, %44 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %46 = tosa.mul %27, %43, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %47 = tosa.sub %45, %46 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %48 = tosa.mul %47, %47, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %dim = tensor.dim %48, %c0 : tensor<?x4xf32>
    %49 = arith.index_cast %dim : index to i64
    %50 = torch_c.from_i64 %49
    %51 = torch_c.from_i64 %c4_i64
    %52 = torch.prim.ListConstruct %50, %51 : (!torch.int, !torch.int) -> !torch.list<int>
    %53 = torch_c.from_f64 %cst_1
    %54 = torch_c.from_i64 %c6_i64
    %none = torch.constant.none
    %55 = torch.aten.full %52, %53, %54, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %56 = torch_c.to_builtin_tensor %55 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %57 = tosa.mul %56, %48, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %58 = tosa.const  values(dense<2.75573188E-6> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %59 = tosa.add %57, %58 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %60 = tosa.mul %59, %48, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %61 = tosa.const  values(dense<-1.98412701E-4> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %62 = tosa.add %60, %61 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %63 = tosa.mul %62, %48, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %64 = tosa.const  values(dense<0.00833333377> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %65 = tosa.add %63, %64 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %66 = tosa.mul %65, %48, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %67 = tosa.const  values(dense<-0.166666672> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %68 = tosa.add %66, %67 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %69 = tosa.mul %68, %48, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %70 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %71 = tosa.add %69, %70 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %72 = tosa.mul %47, %71, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %73 = torch.prim.ListConstruct %50, %51 : (!torch.int, !torch.int) -> !torch.list<int>
    %74 = torch_c.from_f64 %cst_0
    %75 = torch.aten.full %73, %74, %54, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %76 = torch_c.to_builtin_tensor %75 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %77 = tosa.mul %76, %48, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %78 = tosa.const  values(dense<-2.755732E-7> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %79 = tosa.add %77, %78 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %80 = tosa.mul %79, %48, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %81 = tosa.const  values(dense<2.48015876E-5> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %82 = tosa.add %80, %81 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %83 = tosa.mul %82, %48, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %84 = tosa.const  values(dense<-0.00138888892> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %85 = tosa.add %83, %84 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %86 = tosa.mul %85, %48, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %87 = tosa.const  values(dense<0.0416666679> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %88 = tosa.add %86, %87 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %89 = tosa.mul %88, %48, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %90 = tosa.const  values(dense<-5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %91 = tosa.add %89, %90 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %92 = tosa.mul %91, %48, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %93 = tosa.add %92, %70 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
    %94 = tosa.const  values(dense<2.500000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %95 = tosa.mul %17, %94, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %96 = tosa.floor %95 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %97 = tosa.const  values(dense<4.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %98 = tosa.mul %96, %97, %9 : (tensor<?x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %99 = tosa.sub %17, %98 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %100 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %101 = tosa.negate %72, %100, %100 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %102 = tosa.negate %93, %100, %100 : (tensor<?x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4xf32>
    %103 = tosa.equal %99, %70 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %104 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %105 = tosa.equal %99, %104 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %106 = tosa.const  values(dense<3.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %107 = tosa.equal %99, %106 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %108 = tosa.select %107, %102, %72 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %109 = tosa.select %105, %101, %108 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %110 = tosa.select %103, %93, %109 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %111 = tosa.select %107, %72, %93 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %112 = tosa.select %105, %102, %111 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %113 = tosa.select %103, %101, %112 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %114 = tosa.abs %11 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %115 = tosa.const  values(dense<8.000000e+06> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %116 = tosa.greater %115, %114 : (tensor<1x1xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
    %117 = tosa.sin %11 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %118 = tosa.select %116, %110, %117 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %119 = tosa.cos %11 : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %120 = tosa.select %116, %113, %119 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %121 = tosa.mul %12, %120, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %122 = tosa.mul %12, %118, %9 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<1xi8>) -> tensor<?x4xf32>
    %123 = torch_c.from_f64 %cst
    %124 = tosa.equal %11, %20 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %125 = tosa.select %124, %12, %121 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %126 = tosa.select %124, %11, %122 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %127 = tosa.equal %12, %20 : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xi1>
    %dim_2 = tensor.dim %10, %c0 : tensor<?x4xf32>
    %128 = arith.index_cast %dim_2 : index to i64
    %129 = torch_c.from_i64 %128
    %130 = torch.prim.ListConstruct %129, %51 : (!torch.int, !torch.int) -> !torch.list<int>
    %131 = torch.aten.full %130, %123, %54, %none, %none, %none {tmlir.not_lowered = "result tensor<?x4xf32> has dynamic sizes (a TOSA constant needs static ones)"} : !torch.list<int>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,4],f32>
    %132 = torch_c.to_builtin_tensor %131 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %133 = tosa.select %127, %132, %125 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %134 = tosa.select %127, %132, %126 : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %135 = tosa.reshape %133, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %136 = tosa.reshape %134, %1 : (tensor<?x4xf32>, !tosa.shape<3>) -> tensor<?x4x1xf32>
    %137 = tosa.concat %135, %136 axis(2) : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
    return %137 : tensor<?x4x2xf32>
  }
}
